// Reads the position notation of specs/notation.md into a board the page can draw.
// It knows the board's shape (a hexagon, from the number of columns) and the cell names; it
// knows no rules: which turns are legal and what they lead to come from the puzzle data.
"use strict";

const Notation = (() => {
  // Stack cells are not written in a position: they belong to the variant (specs/variants/), and
  // a day's data lists them (board.stacks), so the caller passes them in.
  const COLOUR_NAMES = { W: "white", B: "black", R: "red", G: "green", Y: "yellow", O: "orange" };

  class NotationError extends Error {}

  // Rows of column `col` (0 = a) on a hexagon of side `side`: a1-a4, ..., d1-d7, e2-e7, ... for side 4.
  function rowsOf(col, side) {
    const lo = Math.max(1, col - side + 2);
    const hi = Math.min(2 * side - 1, side + col);
    return { lo, hi };
  }

  function parsePiece(token, where) {
    if (token === ".") return null;
    const colour = COLOUR_NAMES[token[0]];
    if (!colour) throw new NotationError(`${where}: unknown piece '${token}'`);
    if (token.length === 1) return { colour, letter: token[0], stone: true };
    return { colour, letter: token[0], stone: false, legs: Number(token[1]), pincers: Number(token[2]) };
  }

  // "adaptoid ..../...W10../... w 0/0 3" -> { variant, side, cells: [{name, col, row, piece, stack}], ... }
  // `stacks`: the names of the cells of height 2.
  function parsePosition(text, stacks = []) {
    const fields = String(text).trim().split(/\s+/);
    if (fields.length < 4 || fields.length > 5)
      throw new NotationError(`position '${text}': expected 4 or 5 fields, found ${fields.length}`);
    const [variant, placement, sideLetter, counts, turnNumber] = fields;
    const columns = placement.split("/");
    if (columns.length % 2 === 0)
      throw new NotationError(`position: ${columns.length} columns do not make a hexagon (an odd number is needed)`);
    const side = (columns.length + 1) / 2;
    const high = new Set(stacks);
    const cells = [];
    columns.forEach((column, col) => {
      const letter = String.fromCharCode(97 + col);
      const tokens = column.match(/\.|[A-Z]\d\d|[A-Z]/g) || [];
      if (tokens.join("") !== column)
        throw new NotationError(`position: column ${letter} '${column}' has a character that is not a cell`);
      const { lo, hi } = rowsOf(col, side);
      if (tokens.length !== hi - lo + 1)
        throw new NotationError(
          `position: column ${letter} has ${tokens.length} cells, a hexagon of side ${side} has ${hi - lo + 1} there`);
      tokens.forEach((token, k) => {
        const row = lo + k;
        const name = letter + row;
        cells.push({ name, col, row, piece: parsePiece(token, `position: cell ${name}`), stack: high.has(name) });
      });
    });
    const sideName = COLOUR_NAMES[sideLetter.toUpperCase()];
    if (!sideName) throw new NotationError(`position: side to move '${sideLetter}' is not a colour`);
    const adaptoid = cells.every((c) => !c.piece || !c.piece.stone);
    return { variant, side, cells, sideToMove: sideName, counts, turnNumber: Number(turnNumber || 1), adaptoid, text };
  }

  // Describes a piece for screen readers and tooltips: "white adaptoid, 2 legs, 1 pincer".
  function describePiece(piece) {
    if (!piece) return "empty";
    if (piece.stone) return `${piece.colour} stone`;
    const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    return `${piece.colour} adaptoid, ${plural(piece.legs, "leg")}, ${plural(piece.pincers, "pincer")}`;
  }

  // The form a turn is compared in: whitespace-insensitive, so "d2-d4  +e3" and "d2-d4 +e3"
  // compare equal, and with cell names in lower case, so "D2-D4 +E3" is the same turn (the
  // rulebooks write D4). Only a letter followed by a row is a cell: L and P (limbs) and x stay.
  function normalTurn(turn) {
    return String(turn)
      .trim()
      .replace(/\s+/g, " ")
      .replace(/[A-Z](?=\d)/g, (letter) => letter.toLowerCase());
  }

  // Splits a turn string into what a person clicks, for the self-test and the solution display:
  //   "d2-d4 +e3" -> { move: {from: "d2", to: "d4", attack: false}, grow: {cell: "e3", kind: "create"} }
  //   "d4+L" -> { move: null, grow: {cell: "d4", kind: "leg"} };  "pass" -> { pass: true }
  //   Quantum Leap "c3xe3" -> { move: {from: "c3", to: "e3", attack: true}, grow: null }
  function splitTurn(turn) {
    const text = normalTurn(turn);
    if (text === "pass") return { pass: true, move: null, grow: null };
    const parts = text.split(" ");
    let move = null, grow = null;
    for (const part of parts) {
      let m;
      if ((m = part.match(/^([a-z]\d+)([-x])([a-z]\d+)$/)) && !move && !grow)
        move = { from: m[1], to: m[3], attack: m[2] === "x" };
      else if ((m = part.match(/^\+([a-z]\d+)$/)) && !grow) grow = { cell: m[1], kind: "create" };
      else if ((m = part.match(/^([a-z]\d+)\+([LP])$/)) && !grow) grow = { cell: m[1], kind: m[2] === "L" ? "leg" : "pincer" };
      else throw new NotationError(`turn '${text}': cannot read '${part}'`);
    }
    return { pass: false, move, grow };
  }

  return { parsePosition, describePiece, normalTurn, splitTurn, NotationError };
})();

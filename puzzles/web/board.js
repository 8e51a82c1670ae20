// Draws a position (from Notation.parsePosition) as an SVG hex board, in the look of the toolkit's
// diagrams (lib/render/diagram_svg.cpp): flat-topped hexagons, legs below the body, pincers
// with claws above, "legs·pincers" inside, stacks darker with an inner ring and a "2".
// Each cell is a focusable button-like group named by its cell, so a person (mouse, touch or
// keyboard) and the self-test click the same elements.
"use strict";

const Board = (() => {
  const NS = "http://www.w3.org/2000/svg";
  const S = 36; // hexagon side, px (viewBox units)
  const SQRT3 = Math.sqrt(3);
  const PALETTE = {
    white: { fill: "#f4f4f0", stroke: "#333333", limb: "#3a3a3a", text: "#222222" },
    black: { fill: "#222222", stroke: "#000000", limb: "#222222", text: "#f4f4f0" },
    red: { fill: "#c0392b", stroke: "#7b241c", limb: "#a93226", text: "#ffffff" },
    green: { fill: "#27ae60", stroke: "#1b7a43", limb: "#1e8449", text: "#ffffff" },
    yellow: { fill: "#f1c40f", stroke: "#9a7d0a", limb: "#b7950b", text: "#222222" },
    orange: { fill: "#e67e22", stroke: "#a04000", limb: "#ba4a00", text: "#222222" },
  };

  function el(name, attrs, parent) {
    const node = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
    if (parent) parent.appendChild(node);
    return node;
  }

  const r1 = (x) => Math.round(x * 10) / 10;
  const centre = (cell) => ({ x: 1.5 * cell.col * S, y: -(cell.row - cell.col / 2) * SQRT3 * S });
  const along = (p, angle, d) => ({ x: p.x + d * Math.cos(angle), y: p.y + d * Math.sin(angle) });
  const hexPoints = (p, radius) =>
    [0, 1, 2, 3, 4, 5]
      .map((k) => `${r1(p.x + radius * Math.cos((k * Math.PI) / 3))},${r1(p.y + radius * Math.sin((k * Math.PI) / 3))}`)
      .join(" ");

  function drawAdaptoid(g, at, piece, extraClass) {
    const pal = PALETTE[piece.colour] || PALETTE.white;
    const body = 0.35 * S;
    // Limbs spread over an arc that leaves the left corner free for the cell name.
    const spread = (i, n, from, to) => ((from + ((to - from) * (i + 0.5)) / n) * Math.PI) / 180;
    if (piece.legs > 0) {
      let d = "";
      for (let i = 0; i < piece.legs; ++i) {
        const angle = spread(i, piece.legs, 155, 25);
        const a = along(at, angle, body - 1), b = along(at, angle, body + 0.27 * S);
        d += `M${r1(a.x)},${r1(a.y)} L${r1(b.x)},${r1(b.y)} `;
      }
      el("path", { class: "legs", fill: "none", stroke: pal.limb, "stroke-width": 2.6, "stroke-linecap": "round", d }, g);
    }
    if (piece.pincers > 0) {
      let d = "";
      for (let i = 0; i < piece.pincers; ++i) {
        const angle = spread(i, piece.pincers, -155, -25);
        const a = along(at, angle, body - 1), b = along(at, angle, body + 0.09 * S);
        const l = along(b, angle - 0.55, 0.13 * S), r = along(b, angle + 0.55, 0.13 * S);
        d += `M${r1(a.x)},${r1(a.y)} L${r1(b.x)},${r1(b.y)} M${r1(l.x)},${r1(l.y)} L${r1(b.x)},${r1(b.y)} L${r1(r.x)},${r1(r.y)} `;
      }
      el("path", { class: "pincers", fill: "none", stroke: pal.limb, "stroke-width": 2.2, "stroke-linecap": "round", "stroke-linejoin": "round", d }, g);
    }
    el("circle", { class: `piece adaptoid ${piece.colour} ${extraClass}`, cx: r1(at.x), cy: r1(at.y), r: r1(body), fill: pal.fill, stroke: pal.stroke, "stroke-width": 1.5 }, g);
    const size = 0.31 * S;
    const text = el("text", { class: "limbs", x: r1(at.x), y: r1(at.y + 0.36 * size), "text-anchor": "middle", "font-size": r1(size), "font-weight": "bold", fill: pal.text }, g);
    text.textContent = `${piece.legs}\u00b7${piece.pincers}`;
  }

  function drawStone(g, at, piece, extraClass) {
    const pal = PALETTE[piece.colour] || PALETTE.white;
    el("circle", { class: `piece stone ${piece.colour} ${extraClass}`, cx: r1(at.x), cy: r1(at.y), r: r1(0.42 * S), fill: pal.fill, stroke: pal.stroke, "stroke-width": 1.5 }, g);
  }

  // Draws `board` into the <svg> element `svg`, replacing what it held.
  //   view.pieces: Map cell name -> piece to show (defaults to the position's pieces), so a
  //     move being entered can be previewed without a rules engine;
  //   view.selected: the cell name picked by the person; view.marked: cells of the last turn;
  //   view.preview: cell names whose piece is only a preview (drawn with a dashed ring);
  //   view.focusable: the one cell reached with Tab (the arrow keys move from cell to cell).
  function draw(svg, board, view = {}) {
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    const pts = board.cells.map(centre);
    const minX = Math.min(...pts.map((p) => p.x)) - S, maxX = Math.max(...pts.map((p) => p.x)) + S;
    const minY = Math.min(...pts.map((p) => p.y)) - (SQRT3 / 2) * S, maxY = Math.max(...pts.map((p) => p.y)) + (SQRT3 / 2) * S;
    const pad = 6;
    svg.setAttribute("viewBox", `${r1(minX - pad)} ${r1(minY - pad)} ${r1(maxX - minX + 2 * pad)} ${r1(maxY - minY + 2 * pad)}`);
    svg.setAttribute("data-position", board.text);
    const pieces = view.pieces || new Map(board.cells.map((c) => [c.name, c.piece]));
    const marked = new Set(view.marked || []);
    const preview = new Set(view.preview || []);

    board.cells.forEach((cell, i) => {
      const at = pts[i];
      const piece = pieces.get(cell.name) || null;
      const classes = ["cell"];
      if (cell.stack) classes.push("stack");
      if (cell.name === view.selected) classes.push("selected");
      if (marked.has(cell.name)) classes.push("marked");
      const g = el("g", {
        class: classes.join(" "),
        "data-cell": cell.name,
        role: "button",
        tabindex: cell.name === (view.focusable || board.cells[0].name) ? 0 : -1, // one tab stop; arrows move
        "aria-label": `${cell.name}${cell.stack ? " (stack)" : ""}: ${Notation.describePiece(piece)}`,
        "aria-pressed": cell.name === view.selected ? "true" : "false",
      }, svg);
      el("title", {}, g).textContent = `${cell.name}: ${Notation.describePiece(piece)}`;
      el("polygon", { class: "hex", points: hexPoints(at, S) }, g);
      if (cell.stack) {
        el("polygon", { class: "stack-ring", points: hexPoints(at, 0.82 * S), fill: "none" }, g);
        el("text", { class: "height", x: r1(at.x + 0.6 * S), y: r1(at.y + 0.09 * S), "text-anchor": "middle", "font-size": r1(0.27 * S), "font-weight": "bold" }, g).textContent = "2";
      }
      if (marked.has(cell.name) || cell.name === view.selected)
        el("polygon", { class: "ring", points: hexPoints(at, 0.9 * S), fill: "none" }, g);
      const nameAt = board.adaptoid ? { x: at.x - 0.58 * S, y: at.y + 0.08 * S } : { x: at.x, y: at.y - 0.56 * S };
      el("text", { class: "name", x: r1(nameAt.x), y: r1(nameAt.y), "text-anchor": "middle", "font-size": r1(0.23 * S) }, g).textContent = cell.name;
      if (piece) {
        const extra = preview.has(cell.name) ? "preview" : "";
        if (piece.stone) drawStone(g, at, piece, extra);
        else drawAdaptoid(g, at, piece, extra);
      }
    });
  }

  return { draw };
})();

// The page's self-test, for the headless browser test (tests/browser/run.py). Off unless the
// address asks for it:
//   index.html?test=solve&puzzles=adaptoid:2026-11-22,quantum-leap:2026-11-23&today=9999-12-31
//     solves each listed puzzle by clicking, as a person would: click events dispatched on the
//     board's cell elements and on the visible buttons, through the page's own handlers;
//   index.html?test=wrong&puzzles=...   first enters a turn that is not the solution (a tempting
//     one when the puzzle lists one) and checks the page says so, then retries and solves.
// The lines clicked come from window.ADAPTOID_TEST_LINES["<game>/<date>"] ({solution, tempting}, a
// script the test writes from the year files and passes as ?data=), else from a day's solution
// in clear: today's day holds only its sealed line, which the clicks must open.
// The outcome is written into #test-result as "TEST PASSED: ..." or "TEST FAILED: ...".
"use strict";

const SelfTest = (() => {
  const params = new URLSearchParams(location.search);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const $ = (id) => document.getElementById(id);

  class Failure extends Error {}
  const check = (ok, what) => {
    if (!ok) throw new Failure(what);
  };

  function report(text) {
    const out = $("test-result");
    out.hidden = false;
    out.textContent = text;
  }

  function fail(why) {
    report(`TEST FAILED: ${why}`);
  }

  function visible(node) {
    for (let n = node; n && n !== document.body; n = n.parentElement) if (n.hidden) return false;
    return true;
  }

  function click(node, what) {
    check(node, `${what} is not on the page`);
    check(visible(node), `${what} is hidden, so a person could not click it`);
    check(!node.disabled, `${what} is disabled`);
    node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  }

  // The board is redrawn after every click, so each cell is looked up afresh.
  const clickCell = (name) => click($("board").querySelector(`[data-cell="${name}"]`), `cell ${name}`);

  // The clicks that enter `turn`, following the page's prompts.
  function enter(turn) {
    const t = Notation.splitTurn(turn);
    if (t.pass) return click($("pass"), "the Pass button");
    if (t.move) {
      clickCell(t.move.from);
      clickCell(t.move.to);
    }
    if (!t.grow) {
      if (App.state.board.adaptoid) click($("move-only"), "the Move only button");
      return;
    }
    clickCell(t.grow.cell);
    if (t.grow.kind === "leg") click($("grow-leg"), "the Add a leg button");
    if (t.grow.kind === "pincer") click($("grow-pincer"), "the Add a pincer button");
  }

  const shownPosition = () => $("board").getAttribute("data-position");
  // The check of an entered turn is asynchronous (WebCrypto): wait for it.
  const settled = () => App.state.pending;

  function lineOf(puzzle) {
    const given = (window.ADAPTOID_TEST_LINES || {})[`${puzzle.variant}/${puzzle.date}`];
    const line = (given && given.solution) || puzzle.solution;
    check(line, `${puzzle.id}: no line to click (today's solution is sealed; pass ?data= with the lines)`);
    return { solution: line, tempting: (given && given.tempting) || puzzle.tempting || [] };
  }
  const message = () => $("message").textContent;

  async function solve(puzzle) {
    const line = lineOf(puzzle).solution;
    check(shownPosition() === puzzle.position, `${puzzle.id}: the board shows '${shownPosition()}', not the puzzle's position`);
    for (let ply = 0; ply < line.length; ) {
      enter(line[ply].turn);
      await settled();
      check(shownPosition() === line[ply].position, `${puzzle.id}: after ${line[ply].turn} the board shows '${shownPosition()}'`);
      if (ply + 1 === line.length) break;
      check(/^Right/.test(message()), `${puzzle.id}: after ${line[ply].turn} the page says '${message()}'`);
      ply += 1;
      // The replies up to the solver's next turn (two of them with three players).
      while (ply < line.length && line[ply].player !== puzzle.side) {
        await sleep(App.DEFENDER_DELAY_MS + 200);
        check(shownPosition() === line[ply].position, `${puzzle.id}: the defender's reply ${line[ply].turn} was not played`);
        ply += 1;
      }
      check(/Your turn/.test(message()), `${puzzle.id}: after the reply the page says '${message()}'`);
    }
    check(/^Solved!/.test(message()), `${puzzle.id}: after the whole line the page says '${message()}'`);
    shownFacts(puzzle);
  }

  // Beside the board: the score (a row per colour, Adapt3's hunters), the rating, the themes,
  // and the stacks drawn.
  function shownFacts(puzzle) {
    const status = $("score").textContent;
    check(status.length > 0, `${puzzle.id}: the page shows no score or stones`);
    const colours = puzzle.players || [];
    const rows = Array.from($("score-rows").children, (r) => r.dataset.colour);
    check(rows.join() === colours.join(), `${puzzle.id}: the score table's rows are ${rows.join()}, not ${colours.join()}`);
    if (puzzle.prey) check(colours.every((c) => status.includes(`${c} hunts ${puzzle.prey[c]}`)), `${puzzle.id}: the score '${status}' does not say who hunts whom`);
    if (puzzle.status && puzzle.status.lost) check(status.includes(`lost ${puzzle.status.goal},`), `${puzzle.id}: the score '${status}' does not give the goal`);
    check($("goal").textContent === App.goalText(puzzle) && (!puzzle.goal_text || App.goalText(puzzle) === puzzle.goal_text), `${puzzle.id}: the goal shows '${$("goal").textContent}'`);
    check($("rating").textContent === App.ratingText(puzzle), `${puzzle.id}: the rating shows '${$("rating").textContent}'`);
    const themes = Array.from($("themes").children, (li) => li.textContent);
    check(themes.join() === (puzzle.themes || []).join(), `${puzzle.id}: the themes shown are '${themes.join()}'`);
    const stacks = (puzzle.board && puzzle.board.stacks) || [];
    const drawn = Array.from($("board").querySelectorAll(".cell.stack"), (g) => g.dataset.cell);
    check(drawn.sort().join() === [...stacks].sort().join(), `${puzzle.id}: the stacks drawn are '${drawn.join()}', not '${stacks.join()}'`);
    check($("board-note").hidden === !stacks.length, `${puzzle.id}: the note on stacks is ${$("board-note").hidden ? "hidden" : "shown"}`);
  }

  // A turn that is not the first solution turn: a listed tempting one if there is, else one
  // built from the board (the page does not judge legality, so it need not be legal).
  function wrongTurn(puzzle) {
    const { solution, tempting: listed } = lineOf(puzzle);
    const right = Notation.normalTurn(solution[0].turn);
    const tempting = listed.find((t) => Notation.normalTurn(t.turn) !== right);
    if (tempting) return tempting;
    const board = App.state.board;
    if (board.adaptoid) {
      if (right !== "pass") return { turn: "pass" };
      const empty = board.cells.find((c) => !c.piece);
      return { turn: `+${empty.name}` };
    }
    const first = Notation.splitTurn(right).move;
    const other = board.cells.find((c) => c.piece && c.piece.colour !== puzzle.side && c.name !== first.to);
    return { turn: `${first.from}x${other.name}` };
  }

  async function wrongThenSolve(puzzle) {
    const wrong = wrongTurn(puzzle);
    enter(wrong.turn);
    await settled();
    check(/^Not the winning turn/.test(message()), `${puzzle.id}: after the wrong turn ${wrong.turn} the page says '${message()}'`);
    if (wrong.why) check(message().includes(wrong.why), `${puzzle.id}: the message '${message()}' does not give the tempting turn's reason`);
    check(shownPosition() === puzzle.position, `${puzzle.id}: a wrong turn changed the board`);
    await sleep(App.DEFENDER_DELAY_MS + 200);
    check(shownPosition() === puzzle.position, `${puzzle.id}: after a wrong turn the defender played anyway`);
    click($("retry"), "the Try again button");
    keyboardWalk();
    await solve(puzzle);
  }

  // After "Try again" the keyboard is on the board, and an arrow key moves it to the next cell up.
  function keyboardWalk() {
    const cellOf = () => document.activeElement && document.activeElement.getAttribute("data-cell");
    const from = cellOf();
    check(from, `after Try again the keyboard focus is on ${document.activeElement.id || document.activeElement.tagName}, not a cell`);
    const [col, row] = [from.charCodeAt(0), Number(from.slice(1))];
    const up = `${String.fromCharCode(col)}${row + 1}`, down = `${String.fromCharCode(col)}${row - 1}`;
    const key = $("board").querySelector(`[data-cell="${up}"]`) ? "ArrowUp" : "ArrowDown";
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    const expected = key === "ArrowUp" ? up : down;
    check(cellOf() === expected, `${key} from ${from} went to ${cellOf()}, not ${expected}`);
  }

  // Cell names in either case are the same cells (the rulebooks write D4); limbs stay L and P.
  function notationChecks() {
    const same = Notation.normalTurn("D2-D4  +E3");
    check(same === "d2-d4 +e3", `the turn D2-D4 +E3 reads as '${same}', not 'd2-d4 +e3'`);
    const t = Notation.splitTurn("C4xD5 D5+P");
    check(t.move.from === "c4" && t.move.to === "d5" && t.move.attack, `C4xD5 reads as ${JSON.stringify(t.move)}`);
    check(t.grow.cell === "d5" && t.grow.kind === "pincer", `D5+P reads as ${JSON.stringify(t.grow)}`);
    // The rating by solvers when a day has one, else the 1-5 difficulty.
    const rated = App.ratingText({ rating: 1512.4, difficulty: { label: "hard", rating: 3 } });
    check(rated === "1512, hard (3/5)", `a rating of 1512.4 shows as '${rated}'`);
    check(App.ratingText({ rating: 1200 }) === "1200", `a bare rating shows as '${App.ratingText({ rating: 1200 })}'`);
    check(App.ratingText({}) === "not rated", `no rating shows as '${App.ratingText({})}'`);
    // The goal in a sentence when a day has one (the days published before it have none), else the short goal.
    check(App.goalText({ goal_text: "Red to play wins.", goal: "Red wins in 1", side: "red" }) === "Red to play wins.", "a day's goal_text is not shown");
    const short = App.goalText({ goal: "White wins in 2", side: "white" });
    check(short === "White wins in 2. White to play.", `without goal_text the goal shows as '${short}'`);
  }

  async function run(mode, specs) {
    notationChecks();
    const solved = [];
    for (const spec of specs) {
      const [variant, date] = spec.split(":");
      const list = App.state.data[variant] || [];
      const index = list.findIndex((p) => p.date === date);
      check(index >= 0, `no ${variant} puzzle for ${date}`);
      await App.open(variant, index);
      const puzzle = App.state.puzzle;
      check(puzzle && puzzle.date === date && App.state.index === index, `${spec}: cannot open it (is the day after ?today=?)`);
      if (mode === "wrong") await wrongThenSolve(puzzle);
      else await solve(puzzle);
      solved.push(puzzle.id);
    }
    report(`TEST PASSED: ${mode}: ${solved.join(" ")}`);
  }

  function maybeRun() {
    const mode = params.get("test");
    if (!mode) return;
    const specs = (params.get("puzzles") || "").split(",").filter(Boolean);
    if (!["solve", "wrong"].includes(mode) || !specs.length) return fail(`unknown test '${mode}' or no puzzles= list`);
    App.state.opened.then(() => run(mode, specs)).catch((e) => fail(e instanceof Failure ? e.message : `${e.name}: ${e.message}`));
  }

  return { maybeRun, fail };
})();

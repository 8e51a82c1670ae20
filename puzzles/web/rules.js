// The rules for the puzzle page's wrong turns, from the toolkit's page (tools/web/: the rules
// library in WebAssembly, in a Web Worker) when it is built beside this page in the repository.
// Without it (a page copied elsewhere, the engine not built) the page says right or wrong only,
// as its sealed line lets it. The line stays sealed: the engine is asked only about the position
// after the solver's own turn.
"use strict";

const Rules = (() => {
  let engine = null, present = false;

  // The worker starts at the first wrong turn: a solver who is right never waits for it.
  function start() {
    present = typeof Engine === "function" && typeof adaptoidEngineWorker === "function";
  }

  // Why `turn` from `position` is not the winning turn: {illegal: the library's line (the rule
  // it breaks)}, {ended: how the game ended}, or {reply, score, side, svg}: the defender's answer
  // found by the engine, its score for the defender and the board after it; null when the
  // engine is not there.
  async function whyWrong(position, turn) {
    if (!present) return null;
    if (!engine) engine = new Engine();
    const after = await engine.call({ op: "play", position, turn });
    if (after.error) return { illegal: after.error };
    if (after.status === "over") return { ended: after.status_line.replace(/^over: /, "") };
    const reply = await engine.call({ op: "choose", position: after.position, player: "engine:nodes=200000" });
    if (reply.error || reply.stopped) return null;
    // The board after the answer (the library's picture, the answer's cells outlined).
    const answered = await engine.call({ op: "play", position: after.position, turn: reply.best });
    return { reply: reply.best, score: reply.score.text, side: after.side_name, svg: answered.svg || "" };
  }

  // The toolkit's page playing on from a position against the engine.
  function playOnLink(position) {
    return "../../tools/web/index.html?position=" + encodeURIComponent(position);
  }

  return { start, whyWrong, playOnLink, available: () => present };
})();

// The rules for the puzzle page's wrong turns, from the toolkit's page (tools/web/: the rules
// library in WebAssembly, in a Web Worker) when it is built beside this page in the repository.
// Without it (a page copied elsewhere, the engine not built) the page says right or wrong only,
// as its sealed line lets it. The line stays sealed: the engine is asked only about the position
// after the solver's own turn.
"use strict";

const Rules = (() => {
  const TOOLKIT = "../../tools/web/";
  let running = null, present = false, library = null;

  // Whether the toolkit's worker driver (engine.js, small) came with the page. The library itself
  // (adaptoid-engine.js, 1.3 MB) and the worker wait until a wrong turn is explained or a solved
  // puzzle offers "play on": a first visit downloads none of it, and a solver never waits for it
  // before the first turn.
  function start() {
    present = typeof Engine === "function";
  }

  // The library's script, added to the page once (a page from the file system may load a script,
  // not fetch a file); resolves whether it is there.
  function loadLibrary() {
    if (!library)
      library = new Promise((resolve) => {
        if (typeof adaptoidEngineWorker === "function") return resolve(true);
        const s = document.createElement("script");
        s.src = TOOLKIT + "adaptoid-engine.js";
        s.onload = () => resolve(typeof adaptoidEngineWorker === "function");
        s.onerror = () => {
          s.remove();
          resolve(false);
        };
        document.head.appendChild(s);
      });
    return library;
  }

  // The worker, started at its first use; null when the library is not beside the page.
  async function worker() {
    if (!present || !(await loadLibrary())) return null;
    if (!running) running = new Engine();
    return running;
  }

  // Why `turn` from `position` is not the winning turn: {illegal: the library's line (the rule
  // it breaks)}, {ended: how the game ended}, or {reply, score, side, plies}: the defender's
  // answer found by the engine and its score for the defender, with the plies to draw (the wrong
  // turn, then the answer; or the day's refuting `line` when it has one), each {turn, position,
  // status}; null when the engine is not there.
  async function whyWrong(position, turn, line) {
    const engine = await worker();
    if (!engine) return null;
    const after = await engine.call({ op: "play", position, turn });
    if (after.error) return { illegal: after.error };
    if (after.status === "over") return { ended: after.status_line.replace(/^over: /, "") };
    const reply = await engine.call({ op: "choose", position: after.position, player: "engine:nodes=200000" });
    if (reply.error || reply.stopped) return null;
    const plies = [ply(after)];
    const rest = line && line.length ? line.slice(line[0] === turn ? 1 : 0) : [reply.best];
    let at = after;
    for (const next of rest) {
      at = await engine.call({ op: "play", position: at.position, turn: next });
      if (at.error) break;
      plies.push(ply(at));
      if (at.status === "over") break;
    }
    return { reply: reply.best, score: reply.score.text, side: after.side_name, plies };
  }

  // A ply for the page: the turn, the position after it, and the status the score table shows
  // (the losses, goal and supplies, or the stones, as a day's file gives them).
  function ply(answer) {
    const facts = answer.facts || { colours: {} }, status = {};
    const colours = Object.entries(facts.colours);
    if (colours.length && "stones" in colours[0][1]) status.stones = Object.fromEntries(colours.map(([c, x]) => [c, x.stones]));
    else if (colours.length) {
      status.lost = Object.fromEntries(colours.map(([c, x]) => [c, x.lost]));
      status.goal = facts.goal;
      status.supply = Object.fromEntries(colours.map(([c, x]) => [c, { adaptoids: x.adaptoids, legs: x.legs, pincers: x.pincers }]));
    }
    return { turn: answer.turn, position: answer.position, status };
  }

  // Whether the rules have ended the game at `position`: true or false, null without the engine.
  async function isOver(position) {
    const engine = await worker();
    if (!engine) return null;
    const p = await engine.call({ op: "position", position });
    return p.error ? null : p.status === "over";
  }

  // The toolkit's page playing on from a position against the engine.
  function playOnLink(position) {
    return TOOLKIT + "index.html?position=" + encodeURIComponent(position);
  }

  return { start, whyWrong, isOver, playOnLink, available: () => present, loaded: () => typeof adaptoidEngineWorker === "function" };
})();

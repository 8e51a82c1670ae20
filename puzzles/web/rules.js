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
  // it breaks)}, {ended: how the game ended}, or {reply, score, side, plies}: the defender's
  // answer found by the engine and its score for the defender, with the plies to draw (the wrong
  // turn, then the answer; or the day's refuting `line` when it has one), each {turn, position,
  // status}; null when the engine is not there.
  async function whyWrong(position, turn, line) {
    if (!present) return null;
    if (!engine) engine = new Engine();
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
    if (!present) return null;
    if (!engine) engine = new Engine();
    const p = await engine.call({ op: "position", position });
    return p.error ? null : p.status === "over";
  }

  // The toolkit's page playing on from a position against the engine.
  function playOnLink(position) {
    return "../../tools/web/index.html?position=" + encodeURIComponent(position);
  }

  return { start, whyWrong, isOver, playOnLink, available: () => present };
})();

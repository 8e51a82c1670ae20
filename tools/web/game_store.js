// The game being played, kept across reloads: in the address (#game=adaptoid&turns=d2+L;d6+P, so
// that it can be shared; a built-in game only, an edited variant's text being too long) and in
// the browser's storage (everything, the seats too). The address wins over the storage. The
// analysis board's position goes in the address too (#analyse=P).
"use strict";

const GameStore = (() => {
  const KEY = "adaptoid-play";

  function save(game) {
    try {
      localStorage.setItem(KEY, JSON.stringify(game));
    } catch (e) {
      // Storage refused (a private window, a full quota): the address still carries the game.
    }
    const hash = new URLSearchParams(location.hash.slice(1));
    for (const key of ["game", "seed", "start", "turns"]) hash.delete(key);
    if (game.variant) {
      hash.set("game", game.variant);
      hash.set("seed", String(game.seed));
      if (game.start) hash.set("start", game.start);
      if (game.turns.length) hash.set("turns", game.turns.join(";"));
    }
    setHash(hash);
  }

  // The address's ?position= (the puzzle page's "play on") has become the game: only the hash stays.
  function setHash(hash) {
    const text = hash.toString();
    history.replaceState(null, "", location.pathname + (text ? "#" + text : ""));
  }

  // The game of the address, else the one stored, else null.
  function load() {
    const hash = new URLSearchParams(location.hash.slice(1));
    let stored = null;
    try {
      stored = JSON.parse(localStorage.getItem(KEY) || "null");
    } catch (e) {
      stored = null;
    }
    if (hash.get("game")) {
      const turns = hash.get("turns") ? hash.get("turns").split(";") : [];
      const game = { variant: hash.get("game"), seed: Number(hash.get("seed")) || 0, start: hash.get("start"), turns };
      // The same game as the one stored: its seats and result too.
      if (stored && stored.variant === game.variant && stored.start === game.start && String(stored.turns) === String(turns))
        return stored;
      return game;
    }
    return stored;
  }

  return { save, load, setHash };
})();

// The analysis board's position in the address (#analyse=P), beside the game.
const AnalyseAddress = {
  save(position) {
    const hash = new URLSearchParams(location.hash.slice(1));
    hash.set("analyse", position);
    GameStore.setHash(hash);
  },
  load() {
    return new URLSearchParams(location.hash.slice(1)).get("analyse");
  },
};

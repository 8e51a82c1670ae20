// The page: three tabs, each with an engine (a worker) of its own, so that a search stopped in
// Analyse or a variant tried never disturbs the game being played. Analyse and Try a variant
// start theirs when first shown.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const state = $("engine-state");
  if (typeof adaptoidEngineWorker !== "function") {
    state.textContent = "adaptoid-engine.js is missing: build it with ./setup.sh (or see tools/web/README.md)";
    state.classList.add("error");
    return;
  }
  let names = [];
  const tabs = { play: null, analyse: null, variant: null };
  const playEngine = new Engine(async () => {
    if (names.length) return; // a restarted worker
    names = (await playEngine.call({ op: "variants" })).names;
    tabs.play.setVariants(names);
    // ?position=P: play on from P (the puzzle page links here once a puzzle is solved); else the
    // game of the address or of the browser's storage (game_store.js); else a new game.
    const position = new URLSearchParams(location.search).get("position");
    const kept = position ? null : GameStore.load();
    if (position) await tabs.play.startAt(position);
    else if (!(kept && (await tabs.play.restore(kept)))) await tabs.play.newGame();
    state.textContent = "";
    document.body.dataset.ready = "true";
    // #analyse=P: the analysis board on P.
    const analysed = AnalyseAddress.load();
    if (analysed) show("analyse", analysed);
  });
  tabs.play = new PlayTab(playEngine);

  function show(name, position) {
    for (const tab of Object.keys(tabs)) {
      $(tab).hidden = tab !== name;
      $("tab-" + tab).setAttribute("aria-selected", String(tab === name));
    }
    if (name === "analyse" && !tabs.analyse) {
      tabs.analyse = new AnalyseTab(new Engine());
      $("an-position").value = position || tabs.play.current().position;
      tabs.analyse.engine.ready.then(() => tabs.analyse.showPosition());
    }
    if (name === "variant" && !tabs.variant) {
      tabs.variant = new VariantTab(new Engine(), tabs.play, show);
      tabs.variant.setVariants(names);
      tabs.variant.engine.ready.then(() => tabs.variant.startFrom("adaptoid-19"));
    }
  }
  for (const tab of Object.keys(tabs)) $("tab-" + tab).onclick = () => show(tab);
  window.adaptoidPage = { tabs, show };
})();

// Try a variant: the variant file edited in the page; the loader's one-line error as soon as it is
// wrong, else the board of its start drawn; "Play it" sets it up on the Play tab (its menu names it,
// and New game plays it again).
"use strict";

class VariantTab {
  constructor(engine, play, showTab) {
    this.engine = engine;
    this.play = play;
    this.showTab = showTab;
    this.$ = (id) => document.getElementById(id);
    this.board = new Board(this.$("tv-board"), null);
    this.$("tv-toml").oninput = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.check(), 250);
    };
    this.$("tv-base").onchange = () => this.startFrom(this.$("tv-base").value);
    this.$("tv-play").onclick = () => {
      this.showTab("play");
      this.play.playEdited(this.$("tv-toml").value);
    };
  }

  setVariants(names) {
    this.$("tv-base").replaceChildren(...names.map((n) => new Option(n, n)));
    this.$("tv-base").value = "adaptoid-19";
  }

  async startFrom(name) {
    const answer = await this.engine.call({ op: "load", variant: name });
    if (answer.error) return;
    this.$("tv-toml").value = answer.toml;
    this.check();
  }

  async check() {
    // Checked in a worker of its own load: the Play tab's variant stays loaded.
    const answer = await this.engine.call({ op: "load", toml: this.$("tv-toml").value, name: "my-variant" });
    this.$("tv-play").disabled = Boolean(answer.error);
    if (answer.error) {
      this.$("tv-error").textContent = answer.error;
      this.$("tv-board").replaceChildren();
      return;
    }
    this.$("tv-error").textContent = "";
    this.board.draw(answer.start.svg, answer.cells);
  }
}

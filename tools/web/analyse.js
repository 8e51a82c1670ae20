// Analyse: the engine's ranked lines (multipv) of a pasted position or of a game record's
// position, updated at each finished depth while it thinks; Stop ends the search (the worker is
// ended, so the lines shown are the last finished depth's). Perft counts the turn sequences.
"use strict";

class AnalyseTab {
  constructor(engine) {
    this.engine = engine;
    this.$ = (id) => document.getElementById(id);
    this.board = new Board(this.$("an-board"), null);
    this.record = null;
    this.ply = 0;
    this.$("an-go").onclick = () => this.analyse();
    this.$("an-stop").onclick = () => this.stop();
    this.$("an-perft").onclick = () => this.perft();
    this.$("an-record-load").onclick = () => this.readRecord();
    this.$("an-prev").onclick = () => this.step(-1);
    this.$("an-next").onclick = () => this.step(1);
    this.$("an-position").onchange = () => this.showPosition();
  }

  say(text, error) {
    this.$("an-message").textContent = text;
    this.$("an-message").classList.toggle("error", Boolean(error));
  }

  async showPosition() {
    const text = this.$("an-position").value.trim();
    if (!text) return null;
    const p = await this.engine.call({ op: "position", position: text });
    if (p.stopped) return null;
    if (p.error) {
      this.say(p.error, true);
      return null;
    }
    this.say("");
    const cells = [...p.svg.matchAll(/<text class="name"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    this.board.draw(p.svg, cells);
    this.$("an-caption").replaceChildren(...p.caption.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
    return p;
  }

  async analyse() {
    const p = await this.showPosition();
    if (!p) return;
    if (p.status === "over") return this.say("The game is over: " + p.status_line.replace(/^over: /, ""), true);
    const multipv = Number(this.$("an-multipv").value) || 1;
    const time = Number(this.$("an-time").value) || 5;
    this.lines = [];
    this.$("an-stop").disabled = false;
    this.$("an-go").disabled = true;
    this.$("an-stats").textContent = "thinking…";
    const answer = await this.engine.call({ op: "choose", position: p.position, player: "engine", time, multipv },
      (info) => this.info(info));
    this.$("an-stop").disabled = true;
    this.$("an-go").disabled = false;
    if (answer.stopped) return this.say("stopped");
    if (answer.error) return this.say(answer.error, true);
    this.lines = answer.lines;
    this.drawLines();
    this.$("an-stats").textContent = `best ${answer.best}, ${answer.score.text}; depth ${answer.depth}, ${answer.nodes} nodes, ` +
      `${Math.round(answer.nps / 1000)} k/s, ${answer.seconds.toFixed(2)} s`;
  }

  info(info) {
    this.lines = this.lines.filter((l) => l.multipv !== info.multipv && l.depth <= info.depth);
    this.lines.push(info);
    this.lines.sort((a, b) => a.multipv - b.multipv);
    this.drawLines();
    this.$("an-stats").textContent = `depth ${info.depth}, ${info.nodes} nodes, ${Math.round(info.nps / 1000)} k/s, ${info.seconds.toFixed(2)} s`;
  }

  drawLines() {
    const rows = this.lines.map((l) => {
      const tr = document.createElement("tr");
      const proven = l.score.kind !== "estimate";
      for (const text of [l.multipv, l.score.text, l.depth, l.pv.join("; ")]) {
        const td = document.createElement("td");
        td.textContent = text;
        tr.appendChild(td);
      }
      if (proven) tr.classList.add("proven");
      return tr;
    });
    this.$("an-lines").tBodies[0].replaceChildren(...rows);
  }

  stop() {
    this.engine.stop();
    this.$("an-stop").disabled = true;
    this.$("an-go").disabled = false;
  }

  async perft() {
    const p = await this.showPosition();
    if (!p) return;
    const depth = Number(this.$("an-depth").value) || 1;
    this.$("an-perft-result").textContent = `perft ${depth}: counting…`;
    const answer = await this.engine.call({ op: "perft", position: p.position, depth });
    if (answer.error) return this.say(answer.error, true);
    const result = this.$("an-perft-result");
    result.textContent = `perft ${depth}: ${answer.nodes}`;
    result.dataset.nodes = answer.nodes;
    result.dataset.seconds = answer.seconds;
    result.title = `${answer.seconds.toFixed(3)} s, ${answer.nps} nodes/s (${answer.engine})`;
  }

  async readRecord() {
    const record = await this.engine.call({ op: "record_read", text: this.$("an-record").value });
    if (record.error) return this.say(record.error, true);
    this.record = record;
    this.step(record.plies.length);
  }

  step(delta) {
    if (!this.record) return;
    this.ply = Math.max(0, Math.min(this.record.plies.length, this.ply + delta));
    this.$("an-position").value = this.ply === 0 ? this.record.start : this.record.plies[this.ply - 1].position;
    this.$("an-ply").textContent = `${this.ply} / ${this.record.plies.length}` + (this.ply ? ` (${this.record.plies[this.ply - 1].turn})` : "");
    this.showPosition();
  }
}

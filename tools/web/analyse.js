// Analyse: an analysis board. Turns are played on the board (clicked, as in Play) to explore, and
// kept as a tree of lines (explore_tree.js); a pasted position or a game record starts a tree.
// The engine's ranked lines (multipv) of the position shown come at each finished depth, its best
// turns drawn as arrows and the best line's score as an evaluation bar from White's side; Stop
// ends the search or the perft count (the worker is ended, so the lines shown are the last
// finished depth's). Lines belong to one position: another position shown stops the work and
// clears them. Keys: left and right step along the line, up and down between lines, home and end.
"use strict";

// Deeper than this, a count takes hours in the page (Adaptoid's perft 6 is about 10^13 turns).
const MAX_PERFT_DEPTH = 8;

class AnalyseTab {
  constructor(engine) {
    this.engine = engine;
    this.$ = (id) => document.getElementById(id);
    this.board = new Board(this.$("an-board"), (cell) => this.click(cell));
    this.tree = new ExploreTree();
    this.clicks = [];
    this.lines = [];
    this.$("an-go").onclick = () => this.analyse();
    this.$("an-stop").onclick = () => this.stop();
    this.$("an-perft").onclick = () => this.perft();
    this.$("an-record-load").onclick = () => this.readRecord();
    this.$("an-prev").onclick = () => this.go(this.tree.parent());
    this.$("an-next").onclick = () => this.go(this.tree.child());
    this.$("an-position").onchange = () => this.showPosition();
    this.$("an-moves").onclick = (e) => {
      const ply = e.target.closest("[data-node]");
      if (ply) this.go(Number(ply.dataset.node));
    };
    document.addEventListener("keydown", (e) => this.key(e));
  }

  say(text, error) {
    this.$("an-message").textContent = text;
    this.$("an-message").classList.toggle("error", Boolean(error));
  }

  // The position of the box: a new tree when it is not the one shown; drawn with its lines.
  async showPosition() {
    const text = this.$("an-position").value.trim();
    if (!text) return null;
    if (text !== this.shown) {
      this.forget();
      if (text !== this.tree.node().text) this.tree.reset(text);
    }
    this.shown = text;
    const node = this.tree.node();
    const p = node.answer || (await this.engine.call({ op: "position", position: text }));
    if (p.stopped) return null;
    if (p.error) {
      this.say(p.error, true);
      return null;
    }
    if (this.tree.node() !== node) return null; // another position was chosen meanwhile
    node.answer = p;
    this.say("");
    this.current = p;
    this.cells = [...p.svg.matchAll(/<text class="name"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    this.board.draw(p.svg, this.cells);
    this.$("an-caption").replaceChildren(...captionItems(p, { colours: coloursOf(p) }, null));
    this.clicks = [];
    this.marks();
    this.showTree();
    AnalyseAddress.save(text);
    return p;
  }

  // Another node of the tree shown (the arrows, home, end, a click in the list of turns).
  go(index) {
    if (index === null || index === undefined || index === this.tree.at) return;
    this.tree.at = index;
    this.$("an-position").value = this.tree.node().text;
    return this.showPosition();
  }

  key(e) {
    if (this.$("analyse").hidden || e.target.closest("input, textarea, select")) return;
    const to = { ArrowLeft: () => this.tree.parent(), ArrowRight: () => this.tree.child(), Home: () => 0,
      End: () => this.tree.end(), ArrowUp: () => this.tree.sibling(-1), ArrowDown: () => this.tree.sibling(1) }[e.key];
    if (!to) return;
    e.preventDefault();
    this.go(to());
  }

  showTree() {
    this.$("an-moves").replaceChildren(...this.tree.render());
    const depth = this.tree.depth(), length = depth + this.tree.rest();
    const node = this.tree.node();
    this.$("an-ply").textContent = `${depth} / ${length}` + (node.turn ? ` (${node.turn})` : "");
  }

  // A turn clicked on the board: the clicks matched against the legal turns, as in Play.
  click(cell) {
    const p = this.current;
    if (!p || p.status === "over") return;
    const clicks = [...this.clicks, cell];
    const turns = (p.turns || []).filter((t) => clicks.every((c, i) => t.cells[i] === c));
    if (!turns.length) {
      this.clicks = [];
      this.marks();
      return this.say(`No legal turn begins ${clicks.join(", ")}`, true);
    }
    this.clicks = clicks;
    const complete = turns.filter((t) => t.cells.length === clicks.length);
    if (turns.length === 1 && complete.length === 1) return this.explore(complete[0].text);
    this.say("");
    this.marks();
  }

  marks() {
    const p = this.current, choices = this.$("an-choices");
    choices.replaceChildren();
    const candidates = (p.turns || []).filter((t) => this.clicks.every((c, i) => t.cells[i] === c));
    const next = this.clicks.length ? [...new Set(candidates.filter((t) => t.cells.length > this.clicks.length).map((t) => t.cells[this.clicks.length]))] : [];
    this.board.mark(next, this.clicks, null);
    if (!this.clicks.length) this.arrows();
    for (const t of this.clicks.length ? candidates.filter((t) => t.cells.length === this.clicks.length) : []) {
      const b = Object.assign(document.createElement("button"), { type: "button", textContent: (t.label || "play") + ": " + t.text });
      b.onclick = () => this.explore(t.text);
      choices.appendChild(b);
    }
  }

  // The engine's best turns as arrows (a move) or rings (a turn on one cell), the best the boldest.
  arrows() {
    if (!this.current || !this.lines.length) return;
    this.lines.slice(0, 3).forEach((line, k) => {
      const turn = (this.current.turns || []).find((t) => t.text === line.pv[0]);
      if (!turn) return;
      const kind = "best" + (k ? " second" : "");
      if (turn.cells.length >= 2 && turn.cells[0] !== turn.cells[1]) this.board.arrow(turn.cells[0], turn.cells[1], kind);
      else this.board.ring(turn.cells[0], kind);
    });
  }

  // A turn played on the board: a new line of the tree, or the one it already has.
  async explore(text) {
    this.forget();
    const from = this.tree.node();
    const answer = await this.engine.call({ op: "play", position: from.text, turn: text });
    if (answer.stopped) return;
    if (answer.error) return this.say(answer.error, true);
    this.go(this.tree.add(answer.turn, answer.position, answer));
  }

  // Another position: the work on the one before is stopped and its lines, numbers and count go.
  forget() {
    if (this.engine.busy()) this.stop();
    this.lines = [];
    this.drawLines();
    this.$("an-stats").textContent = "";
    showEvaluation(this.$("an-eval"), null, null);
    const result = this.$("an-perft-result");
    result.textContent = "";
    delete result.dataset.nodes;
  }

  // Analyse and Perft each run alone: while one runs, both buttons wait and Stop is offered.
  working(on) {
    this.$("an-stop").disabled = !on;
    this.$("an-go").disabled = on;
    this.$("an-perft").disabled = on;
    clearInterval(this.ticker);
    if (on) {
      // The clock and the last depth's numbers, live between the engine's reports.
      const started = performance.now();
      this.ticker = setInterval(() => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const last = this.lastInfo ? `depth ${this.lastInfo.depth} done, ${this.lastInfo.nodes} nodes, ${Math.round(this.lastInfo.nps / 1000)} k/s; ` : "";
        this.$("an-stats").textContent = `${last}thinking… ${seconds} s`;
      }, 200);
    }
  }

  async analyse() {
    const p = await this.showPosition();
    if (!p) return;
    if (p.status === "over") return this.say("The game is over: " + p.status_line.replace(/^over: /, ""), true);
    const multipv = Number(this.$("an-multipv").value) || 1;
    const time = Number(this.$("an-time").value) || 5;
    this.lines = [];
    this.lastInfo = null;
    this.working(true);
    const answer = await this.engine.call({ op: "choose", position: p.position, player: "engine", time, multipv },
      (info) => this.info(info));
    this.working(false);
    if (answer.stopped) return this.say("stopped");
    if (answer.error) return this.say(answer.error, true);
    this.lines = answer.lines;
    this.drawLines();
    this.$("an-stats").textContent = `best ${answer.best}, ${scoreWords(answer.score, p.side_name)}; depth ${answer.depth}, ` +
      `${answer.nodes} nodes, ${Math.round(answer.nps / 1000)} k/s, ${answer.seconds.toFixed(2)} s`;
  }

  info(info) {
    this.lines = this.lines.filter((l) => l.multipv !== info.multipv && l.depth <= info.depth);
    this.lines.push(info);
    this.lines.sort((a, b) => a.multipv - b.multipv);
    this.lastInfo = info;
    this.drawLines();
  }

  drawLines() {
    const p = this.current;
    const rows = this.lines.map((l) => {
      const tr = document.createElement("tr");
      for (const text of [l.multipv, p ? whiteSideScore(l.score, p) : l.score.text, l.depth, l.pv.join("; ")]) {
        const td = document.createElement("td");
        td.textContent = text;
        tr.appendChild(td);
      }
      if (l.score.kind !== "estimate") tr.classList.add("proven");
      return tr;
    });
    this.$("an-lines").tBodies[0].replaceChildren(...rows);
    if (p) showEvaluation(this.$("an-eval"), this.lines[0] ? this.lines[0].score : null, p);
    if (p && !this.clicks.length && this.board.marks) this.marks();
  }

  stop() {
    this.engine.stop();
    this.working(false);
  }

  async perft() {
    const depth = Number(this.$("an-depth").value);
    if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH)
      return this.say(`Perft depth: a whole number from 0 to ${MAX_PERFT_DEPTH}`, true);
    const p = await this.showPosition();
    if (!p) return;
    this.$("an-perft-result").textContent = `perft ${depth}: counting… (Stop ends it)`;
    this.working(true);
    const answer = await this.engine.call({ op: "perft", position: p.position, depth });
    this.working(false);
    this.$("an-stats").textContent = "";
    if (answer.stopped) {
      this.$("an-perft-result").textContent = `perft ${depth}: stopped`;
      return this.say("stopped");
    }
    if (answer.error) return this.say(answer.error, true);
    const result = this.$("an-perft-result");
    result.textContent = `perft ${depth}: ${answer.nodes}`;
    result.dataset.nodes = answer.nodes;
    result.dataset.seconds = answer.seconds;
    result.title = `${answer.seconds.toFixed(3)} s, ${answer.nps} nodes/s (${answer.engine})`;
  }

  // A game record: its turns become the tree's main line, shown at its last position.
  async readRecord() {
    if (this.engine.busy()) this.stop(); // the worker answers one request at a time
    const record = await this.engine.call({ op: "record_read", text: this.$("an-record").value });
    if (record.error) return this.say(record.error, true);
    this.forget();
    this.tree.reset(record.start);
    for (const ply of record.plies) this.tree.at = this.tree.add(ply.turn, ply.position, null);
    const last = this.tree.at;
    this.tree.at = -1; // so that go() draws it
    this.go(last);
  }
}

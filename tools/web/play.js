// Play: a game against the computer, any seat. A turn is made by clicks (the piece, where it goes,
// what grows) matched against the legal turns the library lists with their clicks
// (tools/wasm/turns.cpp), or typed; a click no legal turn begins with is sent as the turn it
// would make, so the library's own explanation of why it is illegal is shown.
"use strict";

const PLAYERS = [
  ["human", "you"], ["engine:time=0.5", "engine, 0.5 s"], ["engine:time=2", "engine, 2 s"],
  ["engine:nodes=20000", "engine, 20000 nodes"], ["uct", "uct"], ["greedy", "greedy"], ["random", "random"],
  ["other", "other…"],
];

class PlayTab {
  constructor(engine) {
    this.engine = engine;
    this.board = new Board(document.getElementById("play-board"), (cell) => this.click(cell));
    this.clicks = [];
    this.history = []; // {position: answer, turn: text or null}
    this.game = null;
    this.over = false;
    this.thinking = false;
    this.$ = (id) => document.getElementById(id);
    this.$("play-new").onclick = () => this.newGame();
    this.$("play-clear").onclick = () => this.clear();
    this.$("play-undo").onclick = () => this.undo();
    this.$("play-resign").onclick = () => this.resign();
    this.$("play-save").onclick = () => this.save();
    this.$("play-load").onchange = (e) => this.loadFile(e.target.files[0]);
    this.$("play-variant").onchange = () => this.newGame();
    this.$("play-form").onsubmit = (e) => {
      e.preventDefault();
      this.tryTurn(this.$("play-turn").value.trim());
    };
  }

  setVariants(names) {
    const select = this.$("play-variant");
    select.replaceChildren(...names.map((n) => new Option(n, n)));
    select.value = "adaptoid";
  }

  seats(colours) {
    const span = this.$("play-seats");
    const old = [...span.querySelectorAll("select")].map((s) => s.value);
    span.replaceChildren();
    colours.forEach((c, i) => {
      const label = document.createElement("label");
      label.textContent = c.name + " ";
      const select = document.createElement("select");
      select.id = "seat-" + c.letter;
      for (const [value, text] of PLAYERS) select.add(new Option(text, value));
      select.value = old[i] || (i === 0 ? "human" : "engine:time=0.5");
      // Any player the library names: engine:nodes=50000, uct:iterations=2000, random:seed=3.
      const other = document.createElement("input");
      other.id = "seat-other-" + c.letter;
      other.placeholder = "engine:nodes=50000";
      other.size = 16;
      other.hidden = select.value !== "other";
      select.onchange = () => {
        other.hidden = select.value !== "other";
        if (other.hidden || other.value) this.maybeComputer();
      };
      other.onchange = () => this.maybeComputer();
      label.append(select, other);
      span.appendChild(label);
    });
  }

  seat(letter) {
    const select = document.getElementById("seat-" + letter);
    if (!select) return "human";
    return select.value === "other" ? document.getElementById("seat-other-" + letter).value.trim() || "human" : select.value;
  }

  // A new game of the chosen built-in, or of `toml` (Try a variant's "Play it").
  async newGame(toml) {
    if (this.engine.busy()) this.engine.stop();
    const request = { op: "load", seed: Number(this.$("play-seed").value) || 0 };
    if (toml) Object.assign(request, { toml, name: "my-variant" });
    else request.variant = this.$("play-variant").value;
    const answer = await this.engine.call(request);
    if (answer.error) return this.say(answer.error, true);
    this.start(answer, answer.start, []);
  }

  // A game from a position in the notation (the puzzle page's "play on"), you to move.
  async startAt(text) {
    const game = await this.engine.call({ op: "load", variant: text.trim().split(/\s+/)[0] });
    if (game.error) return this.say(game.error, true);
    const p = await this.engine.call({ op: "position", position: text });
    if (p.error) return this.say(p.error, true);
    if (game.builtin) this.$("play-variant").value = game.name;
    this.start(game, p, []);
    for (const c of game.colours) document.getElementById("seat-" + c.letter).value = c.letter === p.side ? "human" : "engine:time=0.5";
    this.show();
    this.maybeComputer();
  }

  start(game, startPosition, plies) {
    this.games = (this.games || 0) + 1; // how many games were started, for the tests to wait for
    this.game = game;
    this.toml = game.builtin ? null : game.toml;
    this.$("play-seed-label").hidden = !game.random_setup;
    this.seats(game.colours);
    this.thinking = false;
    this.history = [{ position: startPosition, turn: null }];
    for (const ply of plies) this.history.push(ply);
    this.over = false;
    this.resigned = null;
    this.show();
    this.maybeComputer();
  }

  current() {
    return this.history[this.history.length - 1].position;
  }

  show(message) {
    const p = this.current();
    this.clicks = [];
    this.board.draw(p.svg, this.game.cells);
    this.$("play-caption").replaceChildren(...p.caption.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
    this.over = p.status === "over" || Boolean(this.resigned);
    this.showStatus();
    const moves = this.$("play-moves");
    moves.replaceChildren(...this.history.slice(1).map((h) => Object.assign(document.createElement("li"), { textContent: h.turn })));
    this.say(message || "");
    this.marks();
  }

  showStatus() {
    const p = this.current();
    this.$("play-status").textContent = this.resigned
      ? `${this.resigned} resigned` : p.status === "over" ? p.status_line.replace(/^over: /, "Game over: ")
      : `${p.side_name} to move` + (this.seat(p.side) === "human" ? " (you)" : " (computer)");
  }

  say(text, illegal) {
    const m = this.$("play-message");
    m.textContent = text;
    m.classList.toggle("illegal", Boolean(illegal));
  }

  humanToMove() {
    return !this.over && !this.thinking && this.seat(this.current().side) === "human";
  }

  // The legal turns the clicks so far begin.
  candidates() {
    const turns = this.current().turns || [];
    return turns.filter((t) => this.clicks.every((c, i) => t.cells[i] === c));
  }

  marks() {
    const choices = this.$("play-choices");
    choices.replaceChildren();
    if (!this.humanToMove()) return this.board.mark([], []);
    const candidates = this.candidates();
    const next = [...new Set(candidates.filter((t) => t.cells.length > this.clicks.length).map((t) => t.cells[this.clicks.length]))];
    this.board.mark(next, this.clicks);
    for (const t of candidates.filter((t) => t.cells.length === this.clicks.length)) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = (t.label || "play") + ": " + t.text;
      b.dataset.turn = t.text;
      b.onclick = () => this.tryTurn(t.text);
      choices.appendChild(b);
    }
  }

  click(cell) {
    if (!this.humanToMove()) return;
    const clicks = [...this.clicks, cell];
    const turns = this.current().turns.filter((t) => clicks.every((c, i) => t.cells[i] === c));
    if (!turns.length) return this.explain(clicks);
    this.clicks = clicks;
    const complete = turns.filter((t) => t.cells.length === clicks.length);
    if (turns.length === 1 && complete.length === 1) return this.tryTurn(complete[0].text);
    this.say(this.describeClicks());
    this.marks();
  }

  describeClicks() {
    const n = this.candidates().length;
    return `${this.clicks.join(", ")}: ${n} turn${n === 1 ? "" : "s"} go on from here`;
  }

  // The turn the clicks would make, sent to the library for its explanation.
  async explain(clicks) {
    const text = this.clickedText(clicks);
    this.clicks = [];
    if (!text) return this.show("Click one of your pieces, or an empty cell next to one to create there");
    const answer = await this.engine.call({ op: "play", position: this.current().position, turn: text });
    this.marks();
    if (answer.error) this.say(answer.error, true);
  }

  clickedText(clicks) {
    const p = this.current();
    const piece = (cell) => this.pieceAt(cell);
    const [a, b, c] = clicks;
    if (this.game.family === "quantum-leap") {
      if (clicks.length === 1) return null;
      return a + (/\bswap\b/.test(p.position) ? "~" : "x") + b;
    }
    if (clicks.length === 1) return piece(a) === p.side ? a + "+L" : piece(a) ? null : "+" + a;
    const move = a + (piece(b) && piece(b) !== p.side ? "x" : "-") + b;
    if (clicks.length === 2) return piece(a) === p.side ? move : null;
    return move + " " + (c === b || piece(c) === p.side ? c + "+L" : "+" + c);
  }

  // The colour letter of the piece on a cell ("" when empty), from the picture's classes.
  pieceAt(cell) {
    const at = this.board.cells[cell];
    if (!at) return "";
    for (const piece of this.container().querySelectorAll("circle.piece")) {
      if (Math.hypot(piece.cx.baseVal.value - at.x, piece.cy.baseVal.value - at.y) < 2) {
        const colour = [...piece.classList].find((k) => !["piece", "adaptoid", "stone"].includes(k));
        const found = this.game.colours.find((c) => c.name === colour);
        return found ? found.letter : "?";
      }
    }
    return "";
  }

  container() {
    return this.$("play-board");
  }

  clear() {
    this.clicks = [];
    this.say("");
    this.marks();
  }

  // Whether the game is still the one of `game`, at position `p` (no new game, undo or load came
  // while the worker answered).
  still(game, p) {
    return game === this.games && p === this.current();
  }

  async tryTurn(text) {
    if (!text || this.over) return;
    const game = this.games, p = this.current();
    const answer = await this.engine.call({ op: "play", position: p.position, turn: text });
    if (answer.stopped || !this.still(game, p)) return;
    if (answer.error) {
      this.clicks = [];
      this.marks();
      return this.say(answer.error, true);
    }
    this.$("play-turn").value = "";
    this.history.push({ position: answer, turn: answer.turn });
    this.show(answer.captured.length ? `${answer.turn}: took ${answer.captured.join(", ")}` : "");
    this.maybeComputer();
  }

  async maybeComputer() {
    const p = this.current();
    if (this.over || this.thinking || p.status === "over") return;
    const player = this.seat(p.side);
    if (player === "human") return this.showStatus();
    const game = this.games;
    this.thinking = true;
    this.$("play-status").textContent = `${p.side_name} (computer, ${player}) is thinking…`;
    // Thinking until the turn is played: no second search of the same position starts meanwhile.
    // A new game, an undo or a loaded record while it thinks make it moot (and end the thinking).
    const choice = await this.engine.call({ op: "choose", position: p.position, player });
    if (!this.still(game, p)) return;
    const answer = choice.error || choice.stopped ? choice
      : await this.engine.call({ op: "play", position: p.position, turn: choice.best });
    if (!this.still(game, p)) return;
    this.thinking = false;
    if (answer.stopped) return;
    if (answer.error) return this.say(answer.error, true);
    this.history.push({ position: answer, turn: answer.turn });
    this.show(`${p.side_name} played ${answer.turn} (${choice.score.text}, depth ${choice.depth}, ${choice.nodes} nodes, ${choice.seconds.toFixed(2)} s)`);
    setTimeout(() => this.maybeComputer(), 150); // the move is seen before the next one
  }

  undo() {
    if (this.thinking) {
      this.engine.stop();
      this.thinking = false;
    }
    this.resigned = null;
    // Back to the last position before a turn of yours, so it is your move again.
    while (this.history.length > 1) {
      const mover = this.history[this.history.length - 2].position.side;
      this.history.pop();
      if (this.seat(mover) === "human") break;
    }
    this.show();
    this.maybeComputer();
  }

  resign() {
    if (this.over) return;
    this.resigned = this.current().side_name;
    this.resignedLetter = this.current().side;
    this.show();
  }

  async recordText() {
    const players = this.game.colours.map((c) => this.seat(c.letter) === "human" ? "human" : this.seat(c.letter));
    const request = {
      op: "record_write", position: this.history[0].position.position, turns: this.history.slice(1).map((h) => h.turn),
      players, seed: this.game.seed, builtin: this.game.builtin, date: new Date().toISOString().slice(0, 10),
    };
    if (this.resigned) request.resigned = this.resignedLetter;
    return this.engine.call(request);
  }

  async save() {
    const answer = await this.recordText();
    if (answer.error) return this.say(answer.error, true);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([answer.text], { type: "text/plain" }));
    link.download = `${this.game.name}-game.txt`;
    link.click();
    this.lastRecord = answer.text;
    this.say("Saved the game record (the format of specs/notation.md, which adaptoid play --game reads)");
  }

  loadFile(file) {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => this.loadRecord(String(reader.result));
    reader.readAsText(file);
  }

  async loadRecord(text) {
    const record = await this.engine.call({ op: "record_read", text });
    if (record.error) return this.say(record.error, true);
    const request = record.toml ? { op: "load", toml: record.toml, name: record.variant } : { op: "load", variant: record.variant };
    request.seed = record.seed;
    const game = await this.engine.call(request);
    if (game.error) return this.say(game.error, true);
    const positions = [];
    for (const ply of record.plies) positions.push({ position: await this.engine.call({ op: "position", position: ply.position }), turn: ply.turn });
    const start = await this.engine.call({ op: "position", position: record.start });
    if (game.builtin) this.$("play-variant").value = game.name;
    this.start(game, start, positions);
    this.say(`Read a game of ${record.plies.length} turns, result ${record.result}`);
  }
}

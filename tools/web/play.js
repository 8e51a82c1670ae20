// Play: a game against the computer, any seat. A turn is made by clicks (the piece, where it goes,
// what grows) matched against the legal turns the library lists with their clicks
// (tools/wasm/turns.cpp), or typed; a click no legal turn begins with is sent as the turn it
// would make, so the library's own explanation of why it is illegal is shown. Choosing a game in
// the menu sets it up without starting it: the seats are chosen, then New game starts it. The game
// is kept in the address (#game=...&turns=...) and in the browser's storage (game_store.js). The
// move list's turns show the position after them (and the arrow keys, home, end): looking back,
// the board is not played on. A clock and sounds are optional (play_clock.js).
"use strict";

const PLAYERS = [
  ["human", "you"], ["engine:time=0.5", "engine, 0.5 s"], ["engine:time=2", "engine, 2 s"],
  ["engine:nodes=20000", "engine, 20000 nodes"], ["uct", "uct"], ["greedy", "greedy"], ["random", "random"],
  ["other", "other…"],
];
// The menu's value of the variant edited in Try a variant (no built-in has a colon in its name).
const EDITED_VARIANT = ":edited";

class PlayTab {
  constructor(engine) {
    this.engine = engine;
    this.board = new Board(document.getElementById("play-board"), (cell) => this.click(cell));
    this.clicks = [];
    this.history = []; // {position: answer, turn: text or null}
    this.game = null;
    this.over = false;
    this.thinking = false;
    this.started = false; // false while a game chosen in the menu waits for its seats
    this.editedToml = null;
    this.viewing = null; // the history index shown while looking back; null: the latest
    this.stopped = null; // {letter, name, how}: who resigned or lost on time
    this.$ = (id) => document.getElementById(id);
    this.clock = new GameClock(this.$("play-clocks"), (letter) => this.flagFell(letter));
    this.$("play-clock-on").onchange = () => this.clockChosen();
    this.$("play-clock-minutes").onchange = () => this.clockChosen();
    this.$("play-sound").onchange = () => {
      Sounds.on = this.$("play-sound").checked;
      this.store();
    };
    this.$("play-moves").onclick = (e) => {
      const ply = e.target.closest("[data-ply]");
      if (ply) this.view(Number(ply.dataset.ply));
    };
    document.addEventListener("keydown", (e) => this.key(e));
    window.addEventListener("pagehide", () => this.store()); // the clocks' times as they are
    this.$("play-new").onclick = () => this.newGame();
    this.$("play-clear").onclick = () => this.clear();
    this.$("play-undo").onclick = () => this.undo();
    this.$("play-resign").onclick = () => this.askResign();
    this.$("play-save").onclick = () => this.save();
    this.$("play-load").onchange = (e) => this.loadFile(e.target.files[0]);
    this.$("play-variant").onchange = () => this.setUp();
    this.$("play-form").onsubmit = (e) => {
      e.preventDefault();
      this.tryTurn(this.$("play-turn").value.trim());
    };
  }

  setVariants(names) {
    fillGameMenu(this.$("play-variant"), names);
    this.$("play-variant").value = "adaptoid";
  }

  // The menu names the edited variant (Try a variant's "Play it") as an entry of its own.
  showEdited(toml) {
    this.editedToml = toml;
    const select = this.$("play-variant");
    let option = select.querySelector(`option[value="${EDITED_VARIANT}"]`);
    if (!option) {
      const group = document.createElement("optgroup");
      group.label = "Yours";
      option = new Option("my variant (Try a variant)", EDITED_VARIANT);
      group.appendChild(option);
      select.appendChild(group);
    }
    select.value = EDITED_VARIANT;
  }

  seats(colours) {
    const span = this.$("play-seats");
    const old = [...span.querySelectorAll("select")].map((s) => s.value);
    const oldOther = [...span.querySelectorAll("input")].map((i) => i.value);
    span.replaceChildren();
    colours.forEach((c, i) => {
      const label = document.createElement("label");
      label.textContent = capital(c.name) + " ";
      const select = document.createElement("select");
      select.id = "seat-" + c.letter;
      for (const [value, text] of PLAYERS) select.add(new Option(text, value));
      select.value = old[i] || (i === 0 ? "human" : "engine:time=0.5");
      // Any player the library names: engine:nodes=50000, uct:iterations=2000, random:seed=3.
      const other = document.createElement("input");
      other.id = "seat-other-" + c.letter;
      other.placeholder = "engine:nodes=50000";
      other.size = 16;
      other.value = oldOther[i] || "";
      other.hidden = select.value !== "other";
      select.onchange = () => {
        other.hidden = select.value !== "other";
        if (other.hidden || other.value) this.seatChanged();
      };
      other.onchange = () => this.seatChanged();
      label.append(select, other);
      span.appendChild(label);
    });
  }

  seatChanged() {
    this.store();
    if (this.started) this.maybeComputer();
    else this.showStatus();
  }

  seat(letter) {
    const select = document.getElementById("seat-" + letter);
    if (!select) return "human";
    return select.value === "other" ? document.getElementById("seat-other-" + letter).value.trim() || "human" : select.value;
  }

  seatValues() {
    return Object.fromEntries(this.game.colours.map((c) => [c.letter, this.seat(c.letter)]));
  }

  setSeats(seats) {
    for (const [letter, player] of Object.entries(seats || {})) {
      const select = document.getElementById("seat-" + letter);
      if (!select) continue;
      const known = PLAYERS.some(([value]) => value === player);
      select.value = known ? player : "other";
      const other = document.getElementById("seat-other-" + letter);
      other.hidden = known;
      if (!known) other.value = player;
    }
  }

  // The game chosen in the menu, set up but not started: its seats are chosen first.
  setUp() {
    return this.newGame({ start: false });
  }

  // A new game of the menu's choice (the edited variant's text for its entry); started at once
  // unless `start` is false.
  async newGame({ start = true } = {}) {
    if (this.clockSeconds() === undefined) return this.say(this.clockRange(), true);
    if (this.engine.busy()) this.engine.stop();
    const choice = this.$("play-variant").value;
    const request = { op: "load", seed: Number(this.$("play-seed").value) || 0 };
    if (choice === EDITED_VARIANT) Object.assign(request, { toml: this.editedToml, name: "my-variant" });
    else request.variant = choice;
    const answer = await this.engine.call(request);
    if (answer.error) return this.say(answer.error, true);
    this.start(answer, answer.start, [], start);
  }

  // Try a variant's "Play it": the edited text, named in the menu, set up for its seats.
  playEdited(toml) {
    this.showEdited(toml);
    return this.setUp();
  }

  // A game from a position in the notation (the puzzle page's "play on"), you to move.
  async startAt(text) {
    const game = await this.engine.call({ op: "load", variant: text.trim().split(/\s+/)[0] });
    if (game.error) return this.say(game.error, true);
    const p = await this.engine.call({ op: "position", position: text });
    if (p.error) return this.say(p.error, true);
    if (game.builtin) this.$("play-variant").value = game.name;
    this.start(game, p, [], false);
    this.setSeats(Object.fromEntries(game.colours.map((c) => [c.letter, c.letter === p.side ? "human" : "engine:time=0.5"])));
    this.started = true;
    this.show();
    this.maybeComputer();
  }

  start(game, startPosition, plies, started = true) {
    this.games = (this.games || 0) + 1; // how many games were started, for the tests to wait for
    this.game = game;
    this.$("play-seed-label").hidden = !game.random_setup;
    this.seats(game.colours);
    this.thinking = false;
    this.confirming = false;
    this.history = [{ position: startPosition, turn: null }];
    for (const ply of plies) this.history.push(ply);
    this.viewing = null;
    this.over = false;
    this.stopped = null;
    this.result = null;
    this.started = started;
    this.clock.set(this.clockSeconds() || null, game.colours);
    this.show();
    this.maybeComputer();
  }

  current() {
    return this.history[this.history.length - 1].position;
  }

  show(message) {
    const p = this.current();
    this.clicks = [];
    this.over = p.status === "over" || Boolean(this.stopped) || Boolean(this.result);
    this.draw();
    this.showStatus();
    this.$("play-new").textContent = this.started ? "New game" : "Start the game";
    this.say(message || this.lookingBack());
    this.marks();
    this.clock.run(this.started && !this.over ? p.side : null);
    this.store();
  }

  // The position shown (the latest, or the one chosen in the move list) with its caption, and the
  // move list with the turn shown marked.
  draw() {
    const index = this.shownIndex(), p = this.history[index].position;
    this.board.draw(p.svg, this.game.cells);
    this.$("play-caption").replaceChildren(...captionItems(p, this.game, index === this.history.length - 1 ? this.stopped : null));
    this.$("play-position").textContent = p.position;
    const list = this.$("play-moves");
    list.replaceChildren(...moveListItems(this.history, index));
    // Only the list scrolls to the turn: the page stays where it is (a phone's board on screen).
    const here = list.querySelector(".here");
    if (here && (here.offsetTop < list.scrollTop || here.offsetTop + here.offsetHeight > list.scrollTop + list.clientHeight))
      list.scrollTop = here.offsetTop - list.clientHeight / 2;
  }

  shownIndex() {
    return this.viewing === null ? this.history.length - 1 : this.viewing;
  }

  // The position after history[index] shown (0: the start); the last one ends looking back.
  view(index) {
    if (!this.game) return;
    const last = this.history.length - 1;
    index = Math.max(0, Math.min(index, last));
    this.viewing = index === last ? null : index;
    this.clicks = [];
    this.confirming = false;
    this.draw();
    this.say(this.lookingBack());
    this.marks();
  }

  lookingBack() {
    if (this.viewing === null) return "";
    const before = this.history[this.viewing - 1];
    const where = before ? `after ${capital(before.position.side_name)}'s ${this.history[this.viewing].turn}` : "at the start";
    return `Looking back ${where}. To play, return to the last turn (End, →, or click it).`;
  }

  // Left and right step through the turns, home and end go to the first and the last.
  key(e) {
    if (!this.game || this.$("play").hidden || (e.target.closest && e.target.closest("input, textarea, select"))) return;
    const at = this.shownIndex();
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: this.history.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.view(to);
  }

  showStatus() {
    const p = this.current();
    let text;
    if (this.stopped) text = stoppedText(this.stopped, this.game);
    else if (this.result) text = `Result ${this.result.result}` + (this.result.termination ? ` (${this.result.termination})` : "");
    else if (p.status === "over") text = p.status_line.replace(/^over: (.)/, (m, c) => "Game over: " + c.toUpperCase());
    else {
      text = `${capital(p.side_name)} to move` + (this.seat(p.side) === "human" ? " (you)" : " (computer)");
      if (!this.started) text = "Choose who plays each colour, then press “Start the game”. " + text;
    }
    this.$("play-status").textContent = text;
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
    if (this.confirming) return this.showConfirm(choices);
    if (!this.humanToMove() || this.viewing !== null) return this.board.mark([], [], null);
    const candidates = this.candidates();
    const next = [...new Set(candidates.filter((t) => t.cells.length > this.clicks.length).map((t) => t.cells[this.clicks.length]))];
    const moving = this.clicks.length >= 2 && this.pieceAt(this.clicks[0]) === this.current().side ? this.clicks.slice(0, 2) : null;
    this.board.mark(next, this.clicks, moving);
    for (const t of candidates.filter((t) => t.cells.length === this.clicks.length)) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = (t.label || "play") + ": " + t.text;
      b.dataset.turn = t.text;
      b.onclick = () => this.tryTurn(t.text);
      choices.appendChild(b);
    }
    // On a phone the buttons that finish the turn are brought on screen.
    if (choices.firstChild && choices.scrollIntoView) choices.scrollIntoView({ block: "nearest" });
  }

  click(cell) {
    if (this.viewing !== null) return this.say(this.lookingBack());
    if (!this.humanToMove() || this.confirming) return;
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
      return a + (p.facts && p.facts.swap ? "~" : "x") + b;
    }
    if (clicks.length === 1) return piece(a) === p.side ? a + "+L" : piece(a) ? null : "+" + a;
    const move = a + (piece(b) && piece(b) !== p.side ? "x" : "-") + b;
    if (clicks.length === 2) return piece(a) === p.side ? move : null;
    return move + " " + (c === b || piece(c) === p.side ? c + "+L" : "+" + c);
  }

  // The colour letter of the piece on a cell ("" when empty), from the picture's classes.
  pieceAt(cell) {
    return this.board.pieceColour(cell, this.game.colours);
  }

  clear() {
    this.clicks = [];
    this.confirming = false;
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
    // A turn typed while looking back would be played on the last position, not the one shown.
    if (this.viewing !== null) return this.say(`Not played: ${this.lookingBack()}`, true);
    const game = this.games, p = this.current();
    const answer = await this.engine.call({ op: "play", position: p.position, turn: text });
    if (answer.stopped || !this.still(game, p)) return;
    if (answer.error) {
      this.clicks = [];
      this.marks();
      return this.say(answer.error, true);
    }
    this.started = true; // a turn played on a game set up starts it
    this.$("play-turn").value = "";
    this.history.push({ position: answer, turn: answer.turn });
    Sounds.ply(answer.captured.length > 0);
    this.show(answer.captured.length ? `${answer.turn}: took ${answer.captured.join(", ")}` : "");
    this.maybeComputer();
  }

  async maybeComputer() {
    const p = this.current();
    if (!this.started || this.over || this.thinking || p.status === "over") return this.showStatus();
    const player = this.seat(p.side);
    if (player === "human") return this.showStatus();
    const game = this.games;
    this.thinking = true;
    this.$("play-status").textContent = `${capital(p.side_name)} (computer, ${player}) is thinking…`;
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
    Sounds.ply(answer.captured.length > 0);
    this.show(`${capital(p.side_name)} played ${answer.turn} (${scoreWords(choice.score, p.side_name)}, depth ${choice.depth}, ` +
      `${choice.nodes} nodes, ${choice.seconds.toFixed(2)} s)`);
    setTimeout(() => this.maybeComputer(), 150); // the move is seen before the next one
  }

  undo() {
    if (this.thinking) {
      this.engine.stop();
      this.thinking = false;
    }
    this.stopped = null;
    this.result = null;
    this.confirming = false;
    this.viewing = null;
    // Back to the last position before a turn of yours, so it is your move again.
    while (this.history.length > 1) {
      const mover = this.history[this.history.length - 2].position.side;
      this.history.pop();
      if (this.seat(mover) === "human") break;
    }
    this.show();
    this.maybeComputer();
  }

  // Resign asks first (in the page: the buttons take the place of the turn's choices).
  askResign() {
    if (this.over) return;
    this.confirming = true;
    this.marks();
  }

  // Who resigns: the human to move, else the first human seat, else the side to move.
  resigner() {
    const side = this.current().side;
    if (this.seat(side) === "human") return side;
    const human = this.game.colours.find((c) => this.seat(c.letter) === "human");
    return human ? human.letter : side;
  }

  showConfirm(choices) {
    this.board.mark([], [], null);
    const letter = this.resigner();
    const name = this.game.colours.find((c) => c.letter === letter).name;
    const question = Object.assign(document.createElement("span"), { textContent: `Resign the game as ${capital(name)}? ` });
    const yes = Object.assign(document.createElement("button"), { type: "button", id: "play-resign-yes", textContent: "Yes, resign" });
    const no = Object.assign(document.createElement("button"), { type: "button", id: "play-resign-no", textContent: "No, play on" });
    yes.onclick = () => this.resign(letter);
    no.onclick = () => this.clear();
    choices.append(question, yes, no);
  }

  resign(letter) {
    this.stopBy(letter, "resigned");
  }

  // The clock of `letter` ran out: it loses, as a resignation does.
  flagFell(letter) {
    if (!this.over) this.stopBy(letter, "lost on time");
  }

  // The game stopped by a colour before the rules ended it (the computer stops thinking).
  stopBy(letter, how) {
    if (this.thinking) {
      this.engine.stop();
      this.thinking = false;
    }
    this.confirming = false;
    this.stopped = { letter, name: this.game.colours.find((c) => c.letter === letter).name, how };
    this.show();
  }

  // The clock of the menu: undefined when its minutes are out of range, null when it is off.
  clockSeconds() {
    if (!this.$("play-clock-on").checked) return null;
    const minutes = Number(this.$("play-clock-minutes").value);
    if (!(minutes >= CLOCK_MINUTES.min && minutes <= CLOCK_MINUTES.max)) return undefined;
    return Math.round(minutes * 60 * 1000) / 1000;
  }

  clockRange() {
    return `Minutes a side: a number from ${CLOCK_MINUTES.min} to ${CLOCK_MINUTES.max}`;
  }

  // The clock chosen: for the game set up, else from the next game on.
  clockChosen() {
    const seconds = this.clockSeconds();
    this.$("play-clock-label").hidden = !this.$("play-clock-on").checked;
    if (seconds === undefined) return this.say(this.clockRange(), true);
    if (this.started) return this.say("The clock is for the next game (New game)");
    this.clock.set(seconds, this.game.colours);
    this.say("");
    this.store();
  }

  async recordText() {
    const players = this.game.colours.map((c) => this.seat(c.letter));
    const request = {
      op: "record_write", position: this.history[0].position.position, turns: this.history.slice(1).map((h) => h.turn),
      players, seed: this.game.seed, builtin: this.game.builtin, date: new Date().toISOString().slice(0, 10),
    };
    const stopped = this.stopped, timeLoss = stopped && stopped.how === "lost on time";
    if (stopped && !timeLoss) request.resigned = stopped.letter;
    if (timeLoss) request.termination = `${stopped.name} lost on time`;
    const answer = await this.engine.call(request);
    if (timeLoss && answer.text) answer.text = timeLossRecord(answer.text, stopped, this.game);
    return answer;
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
    else this.showEdited(game.toml);
    // The record's players take the seats, so that the game goes on as it was played.
    const seats = Object.fromEntries(game.colours.map((c, i) => [c.letter, record.players[i] || "human"]));
    this.start(game, start, positions, false);
    this.clock.set(null, game.colours); // a record keeps no clock
    this.setSeats(seats);
    this.started = true;
    // A game stopped before the rules ended it: who resigned or lost on time, or the result it was scored.
    const stopped = /^(\w+) (resigned|lost on time)$/.exec(record.termination || "");
    const colour = stopped && game.colours.find((c) => c.name === stopped[1]);
    if (colour) this.stopped = { letter: colour.letter, name: colour.name, how: stopped[2] };
    else if (record.result !== "*" && this.current().status !== "over") this.result = { result: record.result, termination: record.termination };
    this.show(`Read a game of ${record.plies.length} turns, result ${record.result}` + (record.termination ? ` (${record.termination})` : ""));
    this.maybeComputer();
  }

  // The game in the address and in the browser's storage (game_store.js).
  store() {
    if (!this.game || this.restoring) return;
    GameStore.save({
      variant: this.game.builtin ? this.game.name : null, toml: this.game.builtin ? null : this.game.toml,
      seed: this.game.seed, start: this.history[0].position.position === this.game.start.position ? null : this.history[0].position.position,
      turns: this.history.slice(1).map((h) => h.turn),
      seats: this.seatValues(), started: this.started, clock: this.clock.kept(), sounds: Sounds.on,
      stopped: this.stopped ? { letter: this.stopped.letter, how: this.stopped.how } : null,
    });
  }

  // A game kept by store(): its variant loaded and its turns played again.
  async restore(kept) {
    this.restoring = true;
    try {
      const request = kept.toml ? { op: "load", toml: kept.toml, name: "my-variant" } : { op: "load", variant: kept.variant };
      request.seed = kept.seed;
      const game = await this.engine.call(request);
      if (game.error) return false;
      const first = kept.start ? await this.engine.call({ op: "position", position: kept.start }) : game.start;
      if (first.error) return false;
      let p = first;
      const plies = [];
      for (const turn of kept.turns || []) {
        const next = await this.engine.call({ op: "play", position: p.position, turn });
        if (next.error) break;
        plies.push({ position: next, turn: next.turn });
        p = next;
      }
      if (game.builtin) this.$("play-variant").value = game.name;
      else this.showEdited(game.toml);
      this.$("play-seed").value = game.seed;
      this.start(game, first, plies, false);
      this.setSeats(kept.seats);
      this.started = kept.started !== false;
      this.restoreOptions(kept, game);
      const stopped = kept.stopped || (kept.resigned && { letter: kept.resigned, how: "resigned" }); // kept before clocks
      const colour = stopped && game.colours.find((c) => c.letter === stopped.letter);
      if (colour) this.stopped = { letter: colour.letter, name: colour.name, how: stopped.how };
    } finally {
      this.restoring = false;
    }
    this.show(`Your game of ${capital(this.game.name)} ${this.over ? "is back" : "goes on"} (${this.history.length - 1} turns played)`);
    this.maybeComputer();
    return true;
  }

  // The clock (with the times left) and the sounds of a kept game.
  restoreOptions(kept, game) {
    this.$("play-clock-on").checked = Boolean(kept.clock);
    this.$("play-clock-label").hidden = !kept.clock;
    if (kept.clock) this.$("play-clock-minutes").value = kept.clock.seconds / 60;
    this.clock.set(kept.clock ? kept.clock.seconds : null, game.colours, kept.clock && kept.clock.left);
    this.$("play-sound").checked = Sounds.on = Boolean(kept.sounds);
  }
}

// The daily puzzle page: picks a puzzle, turns clicks into a turn in the notation and checks it
// against the day's sealed line. It never decides legality: every position shown after a turn is
// the one stored in the day's data. The data is a file a day (days/<game>/<date>.js, written by
// `adaptoid puzzle export` up to the day of the export, listed in days/index.js); a day's line is
// sealed (lib/puzzle/puzzle_seal.hpp): a turn is right when its salted SHA-256 is the step's check,
// and only the right turn's key (another SHA-256) opens, with AES-GCM, the positions and the
// defender's replies of that step. The solution in clear is in a day's file only the day after.
"use strict";

const App = (() => {
  const DEFENDER_DELAY_MS = 900; // long enough to see the solver's turn land before the reply
  const VARIANT_TITLES = {}; // variant -> title, from the index
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);

  const state = {
    data: {}, // variant -> its published days ({date}) in date order
    variant: null,
    index: 0, // into data[variant]
    lastIndex: {}, // variant -> last puzzle a visitor may open (today's)
    puzzle: null,
    ply: 0, // plies of the line played so far
    step: 0, // the sealed step the solver's next turn opens
    line: [], // the plies played so far: {turn, player, position, status}
    pending: Promise.resolve(), // the check of the turn last entered (the self-test waits on it)
    board: null, // the position shown, parsed
    phase: "idle", // solver | defender | wrong | solved | error
    input: null, // the turn being entered
    timer: null,
  };

  // ---- choosing a puzzle -------------------------------------------------------------------

  function localToday() {
    const override = params.get("today"); // lets a test (or a curious person) pretend another day
    if (override && /^\d{4}-\d{2}-\d{2}$/.test(override)) return override;
    const d = new Date();
    const pad = (n) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }

  function currentList() {
    return state.data[state.variant] || [];
  }

  // Loads a day's script once (a page opened from the file system cannot fetch).
  function loadDay(variant, date) {
    const key = `${variant}/${date}`;
    const days = () => window.ADAPTOID_DAYS || {};
    if (days()[key]) return Promise.resolve(days()[key]);
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = `days/${variant}/${date}.js`;
      s.onload = () => (days()[key] ? resolve(days()[key]) : reject(new Error(`${s.src} holds no puzzle for ${key}`)));
      s.onerror = () => reject(new Error(`cannot load ${s.src}`));
      document.head.appendChild(s);
    });
  }

  async function open(variant, index) {
    clearTimeout(state.timer);
    state.variant = variant;
    const list = currentList();
    state.index = Math.max(0, Math.min(index, state.lastIndex[variant]));
    const date = list[state.index].date;
    state.phase = "loading";
    setMessage(`Loading the puzzle of ${date}…`, "");
    let day;
    try {
      day = await loadDay(variant, date);
    } catch (e) {
      state.phase = "error";
      setMessage(`This puzzle cannot be loaded: ${e.message}`, "error");
      return;
    }
    if (state.variant !== variant || currentList()[state.index].date !== date) return; // another was chosen meanwhile
    state.puzzle = day;
    state.ply = 0;
    state.step = 0;
    state.line = [];
    state.phase = "solver";
    resetInput();
    $("solution").hidden = true;
    $("show-solution").setAttribute("aria-expanded", "false");
    delete $("board").dataset.refutation;
    // "Play on" belongs to the puzzle it was solved on.
    $("play-on").hidden = true;
    $("play-on").removeAttribute("href");
    $("next-puzzle").hidden = true;
    showAfterAttempt(false);
    $("history").replaceChildren();
    setMessage("", "");
    showPuzzleInfo();
    // The position is read now, so bad data is reported before any click.
    try {
      Notation.parsePosition(day.position, stacksOf(day));
      if (!day.sealed || !day.sealed.steps || !day.sealed.steps.length) throw new Error("it has no sealed line");
    } catch (e) {
      state.phase = "error";
      setMessage(`This puzzle's data cannot be read: ${e.message}`, "error");
    }
    if (!(window.crypto && crypto.subtle)) {
      state.phase = "error";
      setMessage("This browser cannot check answers here: it offers WebCrypto only on https:// or file:// pages.", "error");
    }
    showPosition([]);
  }

  function openDate(date) {
    const i = currentList().findIndex((p) => p.date === date);
    if (i < 0 || i > state.lastIndex[state.variant]) {
      setMessage(`There is no ${VARIANT_TITLES[state.variant] || state.variant} puzzle for ${date}.`, "error");
      $("date").value = state.puzzle.date;
      return;
    }
    open(state.variant, i);
  }

  // ---- showing -----------------------------------------------------------------------------

  const stacksOf = (day) => (day.board && day.board.stacks) || [];

  function positionAt(ply) {
    return ply === 0 ? state.puzzle.position : state.line[ply - 1].position;
  }

  function statusAt(ply) {
    return ply === 0 ? state.puzzle.status : state.line[ply - 1].status;
  }

  // The colours in turn order (a day lists them; older data: from the status), and who moves
  // after `colour`: the one who answers a turn.
  function players() {
    const p = state.puzzle, s = p.status || {};
    return p.players || Object.keys(s.lost || s.stones || { white: 0, black: 0 });
  }

  function nextPlayer(colour) {
    const all = players();
    return all[(all.indexOf(colour) + 1) % all.length];
  }

  // What decides most Adaptoid puzzles, beside the board: the adaptoids each colour has lost
  // against the goal, and what each has left to place and grow with (a row a colour, the side
  // to move marked); Quantum Leap: the stones. The sentence above the table says the goal.
  function showStatus() {
    showStatusOf(statusAt(state.ply));
  }

  function showStatusOf(status) {
    const s = status || {}, p = state.puzzle, toMove = state.board.sideToMove;
    const list = (o) => players().filter((c) => o && c in o).map((c) => `${capital(c)} ${o[c]}`).join(", ");
    let head = [], rows = [];
    if (s.lost) {
      let rule = `A colour that has lost ${s.goal}, or has no adaptoid on the board, loses`;
      if (p.prey) rule += `, and its hunter wins (${players().map((c) => `${c} hunts ${p.prey[c]}`).join(", ")})`;
      $("score").textContent = `Lost adaptoids: ${list(s.lost)}. ${rule}.`;
      head = ["Colour", "Lost", ...(p.prey ? ["Hunts"] : []), "Adaptoids to place", "Legs", "Pincers"];
      rows = players().map((c) => {
        const x = (s.supply || {})[c] || {};
        return [c, `${s.lost[c]} of ${s.goal}`, ...(p.prey ? [capital(p.prey[c])] : []), x.adaptoids, x.legs, x.pincers];
      });
    } else if (s.stones) {
      $("score").textContent = `Stones on the board: ${list(s.stones)}. A player who cannot capture on their turn loses.`;
      head = ["Colour", "Stones"];
      rows = players().map((c) => [c, s.stones[c]]);
    } else {
      $("score").textContent = "";
    }
    fillTable(head, rows, toMove);
  }

  function fillTable(head, rows, toMove) {
    const tr = document.createElement("tr");
    head.forEach((h) => {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = h;
      tr.appendChild(th);
    });
    $("score-head").replaceChildren(tr);
    $("score-rows").replaceChildren(
      ...rows.map(([colour, ...cells]) => {
        const row = document.createElement("tr");
        row.dataset.colour = colour;
        if (colour === toMove) row.className = "to-move";
        const th = document.createElement("th");
        th.scope = "row";
        const swatch = document.createElement("span");
        swatch.className = `swatch ${colour}`;
        swatch.setAttribute("aria-hidden", "true");
        th.append(swatch, capital(colour) + (colour === toMove ? " (to play)" : ""));
        row.appendChild(th);
        cells.forEach((v) => {
          const td = document.createElement("td");
          td.textContent = v === undefined ? "" : String(v);
          row.appendChild(td);
        });
        return row;
      })
    );
    $("score-table").hidden = rows.length === 0;
  }

  // The goal in a sentence that says what winning means in the game, when the day has one.
  function goalText(p) {
    return p.goal_text || `${p.goal}. ${capital(p.side)} to play.`;
  }

  // The rating by solvers (an Elo-style number) when the day has one, with the 1-5 difficulty.
  function ratingText(p) {
    const d = p.difficulty || {};
    const label = d.label ? `${d.label} (${d.rating}/5)` : "";
    if (typeof p.rating === "number") return `${Math.round(p.rating)}${label ? `, ${label}` : ""}`;
    return label || "not rated";
  }

  function showPuzzleInfo() {
    const p = state.puzzle, list = currentList();
    document.querySelectorAll("[data-variant]").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.variant === state.variant)));
    const when = new Date(`${p.date}T12:00:00`).toLocaleDateString(undefined, { weekday: "long", year: "numeric", month: "long", day: "numeric" });
    $("title").textContent = `${VARIANT_TITLES[p.variant] || p.variant} puzzle, ${when}`;
    $("title").dataset.date = p.date;
    $("goal").textContent = goalText(p);
    $("rating").textContent = ratingText(p);
    $("themes").replaceChildren(
      ...(p.themes || []).map((t) => {
        const li = document.createElement("li");
        li.textContent = t;
        return li;
      })
    );
    $("themes").dataset.empty = String(!(p.themes || []).length);
    $("date").min = list[0].date;
    $("date").max = list[state.lastIndex[state.variant]].date;
    $("date").value = p.date;
    $("prev").disabled = state.index === 0;
    $("next").disabled = state.index >= state.lastIndex[state.variant];
    const sol = $("solution");
    sol.replaceChildren();
    (p.solution || []).forEach((ply) => {
      const li = document.createElement("li");
      li.textContent = `${capital(ply.player)}: ${ply.turn}`;
      sol.appendChild(li);
    });
    // The newest day's solution is not in the page's files: it comes with the next day's export.
    $("show-solution").disabled = !p.solution;
    $("show-solution").textContent = p.solution ? "Show solution" : "Solution: published with the next day's puzzle";
  }

  // Draws the position after `state.ply` plies, marking the cells of the last turn.
  function showPosition(marked) {
    state.board = Notation.parsePosition(positionAt(state.ply), stacksOf(state.puzzle)); // checked by open()
    $("board-note").hidden = !state.board.cells.some((c) => c.stack);
    showStatus();
    redraw(marked);
  }

  function redraw(marked) {
    const hadFocus = document.activeElement && document.activeElement.closest && document.activeElement.closest("#board");
    if (!state.board.cells.some((c) => c.name === state.focusCell)) state.focusCell = state.board.cells[0].name;
    const view = { marked: marked || state.marked || [], selected: state.input.selected, focusable: state.focusCell };
    state.marked = view.marked;
    const move = state.input.move;
    if (move) {
      // Preview of the move being entered: the piece leaves its cell and stands on the
      // destination (for an attack the outcome is the puzzle data's business, not the page's).
      view.pieces = new Map(state.board.cells.map((c) => [c.name, c.piece]));
      view.pieces.set(move.to, view.pieces.get(move.from));
      view.pieces.set(move.from, null);
      view.preview = [move.to];
      view.marked = [move.from, move.to];
    }
    state.pieces = view.pieces || new Map(state.board.cells.map((c) => [c.name, c.piece]));
    Board.draw($("board"), state.board, view);
    if (hadFocus) focusCell(state.focusCell); // the board was redrawn: keep the keyboard where it was
    $("board").setAttribute("aria-label", `Board, ${capital(state.board.sideToMove)} to move`);
    showControls();
  }

  function showControls() {
    const inp = state.input, adaptoid = state.board && state.board.adaptoid;
    const entering = state.phase === "solver";
    $("turn-text").textContent = entering ? turnSoFar() || "(nothing yet)" : "";
    $("no-move").hidden = !adaptoid || !entering || inp.stage !== "move";
    $("move-only").hidden = !adaptoid || !entering || !inp.move;
    $("pass").hidden = !adaptoid || !entering;
    $("clear").hidden = !entering;
    const growing = adaptoid && entering && inp.selected && (inp.stage === "grow" || !inp.move);
    $("grow-choice").hidden = !growing;
    if (growing) {
      $("grow-leg").textContent = `Add a leg on ${inp.selected}`;
      $("grow-pincer").textContent = `Add a pincer on ${inp.selected}`;
    }
    $("retry").hidden = state.phase !== "wrong";
    $("prompt").textContent = prompt();
  }

  function prompt() {
    const inp = state.input, side = state.puzzle.side;
    switch (state.phase) {
      case "checking": return "Checking your turn…";
      case "loading": return "";
      case "defender": return "The defender is replying…";
      case "solved": return "";
      case "wrong": return "Press “Try again” to enter another turn.";
      case "error": return "";
    }
    if (!state.board.adaptoid)
      return inp.selected ? `Click where the stone on ${inp.selected} leaps to (${opponentStone()}).` : `Click one of the ${side} stones to leap with.`;
    if (inp.stage === "move")
      return inp.selected
        ? `Click where ${inp.selected} moves, or grow it with a leg or a pincer (no move).`
        : `Move: click one of your (${side}) adaptoids, then its destination. Or skip the move: click an empty cell to create an adaptoid there.`;
    return inp.selected
      ? `Grow ${inp.selected}: add a leg or a pincer.`
      : "Grow: click an empty cell to create an adaptoid, or one of your adaptoids to add a leg or a pincer.";
  }

  function opponentStone() {
    const others = players().filter((c) => c !== state.puzzle.side);
    return others.length === 1 ? `a ${others[0]} stone` : `a ${others.join(" or ")} stone`;
  }

  function setMessage(text, kind) {
    const m = $("message");
    m.textContent = text;
    m.dataset.kind = kind;
  }

  function addHistory(ply) {
    const li = document.createElement("li");
    li.textContent = `${capital(ply.player)}: ${ply.turn}`;
    $("history").appendChild(li);
  }

  const capital = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);

  // ---- entering a turn ---------------------------------------------------------------------

  function resetInput() {
    state.input = { stage: "move", selected: null, move: null };
  }

  function moveText() {
    const m = state.input.move;
    return m ? `${m.from}${m.attack ? "x" : "-"}${m.to}` : "";
  }

  function turnSoFar() {
    const inp = state.input;
    if (inp.move) return `${moveText()} …`;
    if (inp.stage === "grow") return "no move …";
    return inp.selected ? `${inp.selected} …` : "";
  }

  function onCell(name) {
    if (state.phase !== "solver") {
      if (state.phase === "wrong") setMessage($("message").textContent, "wrong");
      return;
    }
    const piece = state.pieces.get(name) || null;
    const own = piece && piece.colour === state.puzzle.side;
    const inp = state.input;
    if (inp.selected === name) inp.selected = null; // a second click lets go
    else if (!state.board.adaptoid) {
      if (own) inp.selected = name;
      else if (inp.selected) return submit(`${inp.selected}x${name}`);
    } else if (inp.stage === "move") {
      if (own) inp.selected = name;
      else if (inp.selected) {
        inp.move = { from: inp.selected, to: name, attack: !!piece };
        inp.selected = null;
        inp.stage = "grow";
      } else if (!piece) return submit(`+${name}`);
    } else {
      if (own) inp.selected = name;
      else if (!piece) return submit(`${moveText()} +${name}`);
    }
    redraw();
  }

  function grow(kind) {
    const inp = state.input;
    if (state.phase !== "solver" || !inp.selected) return;
    const prefix = inp.move ? `${moveText()} ` : "";
    submit(`${prefix}${inp.selected}+${kind}`);
  }

  // Opens the sealed step with the entered turn: right when its check matches (the page knows no
  // other rule). Resolves to the step's plies, or null for a wrong turn.
  async function openStep(turn) {
    const p = state.puzzle, step = p.sealed.steps[state.step], salt = p.sealed.salt;
    const bytes = (text) => new TextEncoder().encode(text);
    const sha256 = async (text) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes(text)));
    const hex = (a) => Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
    const label = (what) => `adaptoid-puzzle ${what}\n${salt}\n${state.step}`;
    if (hex(await sha256(`${label("check")}\n${turn}`)) !== step.check) return null;
    const key = await crypto.subtle.importKey("raw", await sha256(`${label("key")}\n${turn}`), "AES-GCM", false, ["decrypt"]);
    const iv = Uint8Array.from(step.iv.match(/../g), (h) => parseInt(h, 16));
    const data = Uint8Array.from(atob(step.data), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, key, data);
    return JSON.parse(new TextDecoder().decode(plain)).plies;
  }

  function submit(turn) {
    turn = Notation.normalTurn(turn);
    resetInput();
    state.phase = "checking";
    showControls();
    const puzzle = state.puzzle;
    state.pending = openStep(turn)
      .then((plies) => state.puzzle === puzzle && judged(turn, plies))
      .catch((e) => {
        state.phase = "error";
        setMessage(`This puzzle's data cannot be read: ${e.message}`, "error");
        showControls();
      });
  }

  function judged(turn, plies) {
    const p = state.puzzle;
    if (plies) {
      state.step += 1;
      play(plies[0]);
      if (plies.length === 1 && state.step === p.sealed.steps.length) return solved();
      state.replies = plies.slice(1);
      setMessage(`Right: ${turn}. ${capital(state.replies[0].player)} replies…`, "right");
      state.phase = "defender";
      showControls();
      state.timer = setTimeout(defenderReplies, DEFENDER_DELAY_MS);
      return;
    }
    let text = `Not the winning turn: ${turn}.`;
    const tempting = state.ply === 0 && (p.tempting || []).find((t) => Notation.normalTurn(t.turn) === turn);
    if (tempting) {
      text += ` ${tempting.why || ""}`;
      if (tempting.refutation) text += ` ${capital(nextPlayer(p.side))} answers ${tempting.refutation}.`;
    }
    state.phase = "wrong";
    setMessage(text.trim(), "wrong");
    redraw();
    $("retry").focus();
    attempted(false);
    explainWrong(turn, text.trim());
  }

  // Why the wrong turn fails: the day's refutation of it when the export wrote one (its sentence),
  // and with the rules (rules.js) the rule it breaks or the defender's answer, added to the
  // message while it is still the one shown, the wrong turn and the answer (or the day's line)
  // played on the main board. "Try again" puts the puzzle's position back.
  function explainWrong(turn, text) {
    const puzzle = state.puzzle, ply = state.ply;
    const known = ply === 0 && puzzle.refutations ? puzzle.refutations[turn] : null;
    if (known && known.text) setMessage((text = `${text} ${known.text}`), "wrong");
    const still = () => state.puzzle === puzzle && state.ply === ply && state.phase === "wrong";
    Rules.whyWrong(positionAt(ply), turn, known && known.line).then((why) => {
      if (!why || !still()) return;
      if (why.illegal) return setMessage(`${text} It is not legal: ${why.illegal}`, "wrong");
      if (why.ended) return setMessage(`${text} It ends the game: ${why.ended}.`, "wrong");
      if (!known) setMessage(`${text} ${capital(why.side)} answers ${why.reply} (${why.score} for ${why.side}).`, "wrong");
      showRefutation(why.plies, still);
    });
  }

  // The wrong turn and the plies that refute it, one at a time on the main board.
  function showRefutation(plies, still) {
    let k = 0;
    const step = () => {
      if (!still() || k >= plies.length) return;
      const ply = plies[k++];
      state.board = Notation.parsePosition(ply.position, stacksOf(state.puzzle));
      showStatusOf(ply.status);
      redraw(cellsOf(ply.turn));
      $("board").dataset.refutation = String(k);
      state.timer = setTimeout(step, DEFENDER_DELAY_MS);
    };
    step();
  }

  function cellsOf(turn) {
    const parts = Notation.splitTurn(turn);
    const cells = [];
    if (parts.move) cells.push(parts.move.from, parts.move.to);
    if (parts.grow) cells.push(parts.grow.cell);
    return cells;
  }

  function play(ply) {
    state.line.push(ply);
    state.ply += 1;
    addHistory(ply);
    showPosition(cellsOf(ply.turn));
  }

  // The replies of the step, one at a time (with three players, two of them).
  function defenderReplies() {
    const reply = state.replies.shift();
    play(reply);
    if (state.replies.length) {
      state.timer = setTimeout(defenderReplies, DEFENDER_DELAY_MS);
      return;
    }
    if (state.step === state.puzzle.sealed.steps.length) {
      state.phase = "error";
      setMessage("The puzzle data ends with the defender's turn; it should end with the winning turn.", "error");
      return showControls();
    }
    state.phase = "solver";
    setMessage(`${capital(reply.player)} played ${reply.turn}. Your turn.`, "right");
    redraw();
  }

  function solved() {
    state.phase = "solved";
    setMessage(`Solved! ${state.puzzle.goal}.`, "solved");
    showControls();
    attempted(true);
    // Play on only from a game the solution has not ended, and only while this puzzle is shown.
    const puzzle = state.puzzle, position = positionAt(state.ply);
    Rules.isOver(position).then((over) => {
      if (over !== false || state.puzzle !== puzzle || state.phase !== "solved") return;
      $("play-on").href = Rules.playOnLink(position);
      $("play-on").hidden = false;
    });
  }

  // The first answer to a puzzle rates the solver (solver_rating.js) and shows what the page kept
  // back until then: the puzzle's rating and themes; the next puzzle is offered.
  function attempted(right) {
    const p = state.puzzle;
    if (!state.rated) {
      state.rated = true;
      const r = SolverRating.record(`${p.variant}/${p.date}`, p.rating, right, p.difficulty);
      $("solver-rating").textContent = SolverRating.describe(r);
    }
    showAfterAttempt(true);
    const next = nextPuzzle();
    $("next-puzzle").hidden = !next;
    if (next) $("next-puzzle").textContent = `Next puzzle: ${VARIANT_TITLES[next.variant] || next.variant}, ${next.date}`;
  }

  function showAfterAttempt(shown) {
    if (!shown) state.rated = false;
    $("about").hidden = !shown;
    $("about-hidden").hidden = shown;
  }

  // The next puzzle of the streak: another day of this game not yet answered here (the newest
  // before this one, else the newest after it), else one of another game.
  function nextPuzzle() {
    const p = state.puzzle, variants = Object.keys(state.data);
    const open = (v, d) => !SolverRating.seen(`${v}/${d}`) && !(v === p.variant && d === p.date);
    for (let k = 0; k < variants.length; ++k) {
      const v = variants[(variants.indexOf(p.variant) + k) % variants.length];
      const list = state.data[v].slice(0, state.lastIndex[v] + 1).map((day, index) => ({ variant: v, date: day.date, index }));
      const before = list.filter((c) => c.date < p.date && open(v, c.date)).pop();
      const after = list.filter((c) => c.date > p.date && open(v, c.date)).pop();
      if (before || after) return before || after;
    }
    return null;
  }

  function openNext() {
    const next = nextPuzzle();
    if (next) open(next.variant, next.index);
  }

  // ---- keyboard ----------------------------------------------------------------------------

  // Arrow keys walk the hex grid: up and down along the column, right and left along the
  // up-right / down-left line (each the other's inverse), with the other diagonal as fallback
  // at the edge. Steps are (column, row) offsets in the axial coordinates of specs/notation.md.
  const ARROWS = {
    ArrowUp: [[0, 1]],
    ArrowDown: [[0, -1]],
    ArrowRight: [[1, 1], [1, 0]],
    ArrowLeft: [[-1, -1], [-1, 0]],
  };

  function neighbour(name, steps) {
    const from = state.board.cells.find((c) => c.name === name);
    for (const [dc, dr] of steps) {
      const to = state.board.cells.find((c) => c.col === from.col + dc && c.row === from.row + dr);
      if (to) return to.name;
    }
    return null;
  }

  function focusCell(name) {
    state.focusCell = name;
    $("board").querySelectorAll("[data-cell]").forEach((g) => g.setAttribute("tabindex", g.dataset.cell === name ? "0" : "-1"));
    const node = $("board").querySelector(`[data-cell="${name}"]`);
    if (node) node.focus();
  }

  // ---- wiring ------------------------------------------------------------------------------

  function wire() {
    const board = $("board");
    board.addEventListener("click", (e) => {
      const cell = e.target.closest("[data-cell]");
      if (cell) onCell(cell.dataset.cell);
    });
    board.addEventListener("focusin", (e) => {
      const cell = e.target.closest("[data-cell]");
      if (cell) state.focusCell = cell.dataset.cell;
    });
    board.addEventListener("keydown", (e) => {
      const cell = e.target.closest("[data-cell]");
      if (!cell) return;
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        onCell(cell.dataset.cell);
      } else if (ARROWS[e.key]) {
        e.preventDefault();
        const next = neighbour(cell.dataset.cell, ARROWS[e.key]);
        if (next) focusCell(next);
      }
    });
    $("grow-leg").addEventListener("click", () => grow("L"));
    $("grow-pincer").addEventListener("click", () => grow("P"));
    $("no-move").addEventListener("click", () => {
      state.input = { stage: "grow", selected: null, move: null };
      redraw();
    });
    $("move-only").addEventListener("click", () => state.input.move && submit(moveText()));
    $("pass").addEventListener("click", () => submit("pass"));
    $("clear").addEventListener("click", () => {
      resetInput();
      redraw();
    });
    $("retry").addEventListener("click", () => {
      clearTimeout(state.timer);
      state.phase = "solver";
      setMessage("", "");
      delete $("board").dataset.refutation;
      showPosition();
      focusCell(state.focusCell);
    });
    $("next-puzzle").addEventListener("click", openNext);
    $("show-solution").addEventListener("click", () => {
      const sol = $("solution");
      sol.hidden = !sol.hidden;
      $("show-solution").setAttribute("aria-expanded", String(!sol.hidden));
    });
    $("prev").addEventListener("click", () => open(state.variant, state.index - 1));
    $("next").addEventListener("click", () => open(state.variant, state.index + 1));
    $("today").addEventListener("click", () => open(state.variant, state.lastIndex[state.variant]));
    $("date").addEventListener("change", () => $("date").value && openDate($("date").value));
  }

  // Every game of the family in the menu; one without puzzles yet is shown, not offered.
  function makeVariantButtons(games) {
    const group = $("variants");
    for (const game of games) {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.variant = game.variant;
      b.id = `variant-${game.variant}`;
      b.textContent = game.title;
      if (!state.data[game.variant]) {
        b.disabled = true;
        b.title = "No puzzles yet";
      }
      b.addEventListener("click", () => {
        const date = state.puzzle && state.puzzle.date;
        state.variant = game.variant;
        const i = currentList().findIndex((p) => p.date === date);
        open(game.variant, i >= 0 ? i : state.lastIndex[game.variant]);
      });
      group.appendChild(b);
    }
  }

  // Days between two dates "YYYY-MM-DD" (UTC, so a change of summer time counts no hour).
  function daysBetween(from, to) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);
  }

  // Said plainly when the export has not run since an earlier day: the newest puzzle is not today's.
  function showStale(games, today) {
    const newest = games.flatMap((g) => g.days || []).sort().pop();
    const late = newest ? daysBetween(newest, today) : 0;
    $("stale").hidden = !(late > 0);
    if (late > 0)
      $("stale").textContent =
        `These puzzles were last published for ${newest}; today is ${today}, so the newest puzzle is ` +
        `${late} day${late === 1 ? "" : "s"} old and today's is not here yet.`;
  }

  function start() {
    Rules.start();
    const index = window.ADAPTOID_INDEX || {};
    const games = Array.isArray(index.games) ? index.games : [];
    const today = localToday();
    for (const g of games) {
      VARIANT_TITLES[g.variant] = g.title;
      // The days up to the visitor's day (the export already left out the days after its own);
      // a visitor before the first day (a clock set wrong) gets the first.
      const all = [...(g.days || [])].sort();
      const days = all.filter((d) => d <= today);
      if (!days.length && all.length) days.push(all[0]);
      if (days.length) state.data[g.variant] = days.map((date) => ({ date }));
    }
    showStale(games, today);
    const variants = Object.keys(state.data);
    if (!variants.length) {
      setMessage("No puzzles found: days/index.js is missing or empty (make it with `adaptoid puzzle export`).", "error");
      return false;
    }
    for (const v of variants) state.lastIndex[v] = state.data[v].length - 1;
    makeVariantButtons(games);
    wire();
    const variant = state.data[params.get("variant")] ? params.get("variant") : variants[0];
    state.variant = variant;
    const wanted = params.get("date");
    const i = wanted ? currentList().findIndex((p) => p.date === wanted) : -1;
    state.opened = open(variant, i >= 0 ? i : state.lastIndex[variant]);
    return true;
  }

  return { start, state, open, goalText, ratingText, DEFENDER_DELAY_MS };
})();

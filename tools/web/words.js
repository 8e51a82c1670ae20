// What the page says in words: the game menu (the main games first, small boards apart), the
// caption beside the board (who is to move, each colour's losses against the goal, supplies, who
// hunts whom, stones left), the move list as numbered turns with each colour named, and scores.
"use strict";

// The games of the family, in the order people look for them, with their titles.
const MAIN_GAMES = [
  ["adaptoid", "Adaptoid"], ["superadaptoid", "Superadaptoid"], ["adapt3", "Adapt3 (three players)"],
  ["quantum-leap", "Quantum Leap"], ["quantum-leap-3p", "Quantum Leap, three players"],
];

const capital = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);

// The built-in names, the main games first; the rest (small boards, online rule sets, ...) under a
// heading of their own, each titled from its name ("adapt3-19-1" -> "adapt3 19 1").
function fillGameMenu(select, names) {
  const main = document.createElement("optgroup");
  main.label = "Games";
  const others = document.createElement("optgroup");
  others.label = "Small boards and other rule sets";
  for (const [name, title] of MAIN_GAMES) if (names.includes(name)) main.appendChild(new Option(title, name));
  const known = new Set(MAIN_GAMES.map(([name]) => name));
  for (const name of names.filter((n) => !known.has(n)).sort()) others.appendChild(new Option(name.replace(/-/g, " "), name));
  select.replaceChildren(main, others);
}

const li = (text, className) => Object.assign(document.createElement("li"), { textContent: text, className: className || "" });

// The caption of position `p` (an answer of the API with its facts) in sentences, one item each.
// `stopped`: who stopped the game before the rules ended it, and how (stoppedText).
function captionItems(p, game, stopped) {
  const f = p.facts || { colours: {} };
  const items = [];
  for (const c of game.colours) {
    const x = f.colours[c.name];
    if (!x) continue;
    let text = `${capital(c.name)}: `;
    if ("stones" in x) text += `${x.stones} stone${x.stones === 1 ? "" : "s"} left`;
    else {
      text += `lost ${x.lost} of ${f.goal}; to place ${x.adaptoids} adaptoids, ${x.legs} legs, ${x.pincers} pincers`;
      if (x.prey && game.colours.length > 2) text += `; hunts ${capital(x.prey)}`;
    }
    items.push(li(text, c.letter === p.side && p.status !== "over" ? "to-move" : ""));
  }
  if (f.goal) items.push(li(`A colour that loses ${f.goal} adaptoids, or has none on the board, is beaten.`));
  if (f.swap) items.push(li(`${capital(p.side_name)} decides the swap: exchange two stones, or decline.`));
  for (const line of p.caption || []) if (line.startsWith("unfed")) items.push(li(capital(line)));
  if (stopped) items.push(li(stoppedText(stopped, game)));
  else if (p.status === "over") items.push(li(capital(p.status_line.replace(/^over: /, ""))));
  else items.push(li(`Turn ${f.turn}, ${capital(p.side_name)} to move.`));
  return items;
}

// A game stopped by a colour {letter, name, how: "resigned" or "lost on time"}: with two players
// the other wins; with more the rules name no winner, and the game is stopped.
function stoppedText(stopped, game) {
  const said = `${capital(stopped.name)} ${stopped.how}`;
  if (game.colours.length !== 2) return `${said}: the game is stopped`;
  const winner = game.colours.find((c) => c.letter !== stopped.letter);
  return `${said}: ${capital(winner.name)} wins`;
}

// The plies as numbered turns, one item a turn number, each ply with its colour named (three
// players: three plies a turn). history[0] is the start; history[i].turn was played from i-1.
// Each ply is clickable (data-ply: the history index of the position after it); the one after
// which the board is shown (`here`) is marked.
function moveListItems(history, here) {
  const items = [];
  let open = null, number = null;
  history.slice(1).forEach((h, i) => {
    const before = history[i].position;
    const n = before.facts ? before.facts.turn : i + 1;
    if (!open || n !== number) {
      number = n;
      open = document.createElement("li");
      open.value = n;
      items.push(open);
    }
    const ply = document.createElement("span");
    ply.className = "ply " + before.side_name + (i + 1 === here ? " here" : "");
    ply.dataset.turn = h.turn;
    ply.dataset.ply = i + 1;
    ply.title = `${capital(before.side_name)}: ${h.turn}, turn ${n} (click to see the position after it)`;
    const who = Object.assign(document.createElement("span"), { className: "who", textContent: capital(before.side_name) + " " });
    ply.append(who, h.turn);
    open.appendChild(ply);
  });
  return items;
}

// A score of the engine for the side it was searched for, in words.
function scoreWords(score, side) {
  if (score.kind === "win") return `${capital(side)} wins by force (${score.text})`;
  if (score.kind === "loss") return `${capital(side)} loses by force (${score.text})`;
  return `${score.text} for ${capital(side)}`;
}

// The colours of a position's answer ({letter, name}), from its facts.
function coloursOf(p) {
  return Object.keys((p.facts && p.facts.colours) || {}).map((name) => ({ name, letter: name[0] }));
}

// A score of the side to move, said from White's side with two players ("+0.35", "Black wins in
// 2"); with more, for the side to move ("+0.20 for Red").
function whiteSideScore(score, p) {
  const side = capital(p.side_name), turns = (score.text.match(/\d+$/) || [""])[0];
  if (score.kind === "win") return `${side} wins in ${turns}`;
  if (score.kind === "loss") return `${side} loses in ${turns}`;
  if (score.kind === "draw") return "draw";
  if (coloursOf(p).length !== 2) return `${score.text} for ${side}`;
  const white = p.side === "w" ? score.value : -score.value;
  return (white >= 0 ? "+" : "") + (white / 100).toFixed(2);
}

// The evaluation bar: White's share of it from the best line's score (two players; a proven result
// fills it), with the score in words; empty without a score.
function showEvaluation(bar, score, p) {
  const fill = bar.querySelector(".eval-white"), label = bar.querySelector(".eval-text");
  if (!score || !p || coloursOf(p).length !== 2) {
    fill.style.height = "50%";
    label.textContent = score && p ? whiteSideScore(score, p) : "";
    bar.dataset.white = "";
    return;
  }
  const mine = p.side === "w" ? 1 : -1;
  let share;
  if (score.kind === "win") share = mine > 0 ? 1 : 0;
  else if (score.kind === "loss") share = mine > 0 ? 0 : 1;
  else if (score.kind === "draw") share = 0.5;
  else share = 1 / (1 + Math.exp((-mine * score.value) / 200));
  fill.style.height = `${(share * 100).toFixed(1)}%`;
  label.textContent = whiteSideScore(score, p);
  bar.dataset.white = share.toFixed(3);
}

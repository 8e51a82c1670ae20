// A timed game's clocks and the page's sounds, for the Play tab (both off by default).
// Clocks: a time per side, chosen before the game starts; the clock of the side to move runs (the
// computer's thinking too); the side whose flag falls loses (PlayTab records it, as a resignation).
// Sounds: a move and a capture, made with the Web Audio API, so there is no audio file to download.
"use strict";

// The minutes a side may be given (a few seconds, to try a flag, up to three hours).
const CLOCK_MINUTES = { min: 0.05, max: 180 };

class GameClock {
  constructor(element, onFlag) {
    this.element = element;
    this.onFlag = onFlag;
    this.seconds = null; // a side's time at the start; null: no clock
    this.left = {}; // colour letter -> milliseconds left when its clock last stopped
    this.running = null; // the letter whose clock runs
  }

  // A clock of `seconds` a side for `colours` ({letter, name}), or none (null); `left` (kept from a
  // game before a reload) the milliseconds each side has left. None runs.
  set(seconds, colours, left) {
    this.pause();
    this.seconds = seconds;
    this.colours = colours;
    this.left = Object.fromEntries(colours.map((c) => [c.letter, left && c.letter in left ? left[c.letter] : (seconds || 0) * 1000]));
    this.render();
  }

  // The clock of `letter` runs from now (null: none does).
  run(letter) {
    if (this.seconds === null || letter === this.running) return;
    this.pause();
    if (letter !== null && this.left[letter] > 0) {
      this.running = letter;
      this.since = performance.now();
      this.ticker = setInterval(() => this.tick(), 100);
    }
    this.render();
  }

  pause() {
    if (this.running !== null) this.left[this.running] = this.remaining(this.running);
    clearInterval(this.ticker);
    this.running = null;
  }

  remaining(letter) {
    const spent = letter === this.running ? performance.now() - this.since : 0;
    return Math.max(0, this.left[letter] - spent);
  }

  tick() {
    const letter = this.running;
    if (this.remaining(letter) > 0) return this.render();
    this.pause();
    this.render();
    this.onFlag(letter);
  }

  // The game's clock to keep across a reload: {seconds, left}, or null without one.
  kept() {
    if (this.seconds === null) return null;
    return { seconds: this.seconds, left: Object.fromEntries(Object.keys(this.left).map((l) => [l, Math.round(this.remaining(l))])) };
  }

  render() {
    this.element.hidden = this.seconds === null;
    if (this.seconds === null) return this.element.replaceChildren();
    this.element.replaceChildren(
      ...this.colours.map((c) => {
        const left = this.remaining(c.letter);
        const span = document.createElement("span");
        span.className = `clock ${c.name}` + (c.letter === this.running ? " running" : "") + (left <= 0 ? " flagged" : "");
        span.dataset.letter = c.letter;
        span.dataset.ms = Math.round(left);
        span.textContent = `${capital(c.name)} ${clockText(left)}`;
        return span;
      })
    );
  }
}

// m:ss, and seconds with tenths in the last ten seconds.
function clockText(ms) {
  if (ms < 10000) return (ms / 1000).toFixed(1);
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// A move sounds as a short high tick, a capture as a lower knock falling in pitch. The audio
// context is made at the first sound (after the click that turned sounds on: browsers let a page
// sound only after a gesture).
const Sounds = {
  on: false,
  context: null,
  played: 0, // how many sounds were made (the browser test counts them)

  ply(captured) {
    if (!this.on || !window.AudioContext) return;
    if (!this.context) this.context = new AudioContext();
    const ctx = this.context, now = ctx.currentTime, length = captured ? 0.18 : 0.07;
    if (ctx.state === "suspended") ctx.resume();
    const tone = ctx.createOscillator(), volume = ctx.createGain();
    tone.type = captured ? "square" : "triangle";
    tone.frequency.setValueAtTime(captured ? 220 : 880, now);
    if (captured) tone.frequency.exponentialRampToValueAtTime(90, now + length);
    volume.gain.setValueAtTime(0.0001, now);
    volume.gain.exponentialRampToValueAtTime(captured ? 0.2 : 0.15, now + 0.005);
    volume.gain.exponentialRampToValueAtTime(0.0001, now + length);
    tone.connect(volume).connect(ctx.destination);
    tone.start(now);
    tone.stop(now + length + 0.02);
    this.played += 1;
  },
};

// A loss on time is an adjudication the record format allows (specs/notation.md, "The result"),
// but the API scores only a resignation: the Result header of the record written is set here,
// with two players (with more, the rules name no winner, and it stays "*").
function timeLossRecord(text, stopped, game) {
  if (game.colours.length !== 2) return text;
  const result = stopped.letter === game.colours[0].letter ? "0-1" : "1-0";
  return text.replace('[Result "*"]', `[Result "${result}"]`);
}

// The solver's rating on this page, kept in the browser's storage: Glicko-2 (Glickman, "Example of
// the Glicko-2 system", 2013), one rating period a puzzle, the puzzle a player of its own rating
// (the day's `rating`, else its 1-5 difficulty placed on the same scale) who wins when the first
// answer is wrong. Only the first answer to a puzzle counts; puzzles answered are remembered, so
// that "Next puzzle" offers one not yet seen, with the streak of first answers right in a row.
"use strict";

const SolverRating = (() => {
  const KEY = "adaptoid-puzzle-solver";
  const SCALE = 173.7178; // Glicko-2's ratio between the Glicko scale and its own
  const TAU = 0.5; // how fast the volatility may change
  const PUZZLE_RD = 80; // a puzzle's rating is settled by many solvers
  const START = { rating: 1500, rd: 350, volatility: 0.06, answered: {} };

  function load() {
    try {
      return { ...START, ...JSON.parse(localStorage.getItem(KEY) || "{}") };
    } catch (e) {
      return { ...START };
    }
  }

  function store(r) {
    try {
      localStorage.setItem(KEY, JSON.stringify(r));
    } catch (e) {
      // No storage: the rating lasts as long as the page.
    }
  }

  // The puzzle's rating: the solvers' number when the day has one, else its difficulty (1-5).
  function puzzleRating(rating, difficulty) {
    if (typeof rating === "number") return rating;
    if (difficulty && typeof difficulty.rating === "number") return 1100 + 200 * difficulty.rating;
    return null;
  }

  // One Glicko-2 period against one opponent (score 1 = the solver won), as the paper's steps 2-8.
  function update(r, opponent, score) {
    const mu = (r.rating - 1500) / SCALE, phi = r.rd / SCALE;
    const muJ = (opponent - 1500) / SCALE, phiJ = PUZZLE_RD / SCALE;
    const g = 1 / Math.sqrt(1 + (3 * phiJ * phiJ) / (Math.PI * Math.PI));
    const expected = 1 / (1 + Math.exp(-g * (mu - muJ)));
    const v = 1 / (g * g * expected * (1 - expected));
    const delta = v * g * (score - expected);
    // The new volatility: Illinois' regula falsi on f (step 5).
    const a = Math.log(r.volatility * r.volatility);
    const f = (x) => (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) /
      (2 * (phi * phi + v + Math.exp(x)) ** 2) - (x - a) / (TAU * TAU);
    let A = a, B;
    if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
    else {
      let k = 1;
      while (f(a - k * TAU) < 0) k += 1;
      B = a - k * TAU;
    }
    let fA = f(A), fB = f(B);
    while (Math.abs(B - A) > 1e-6) {
      const C = A + ((A - B) * fA) / (fB - fA), fC = f(C);
      if (fC * fB <= 0) {
        A = B;
        fA = fB;
      } else fA /= 2;
      B = C;
      fB = fC;
    }
    const volatility = Math.exp(A / 2);
    const phiStar = Math.sqrt(phi * phi + volatility * volatility);
    const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    const muNew = mu + phiNew * phiNew * g * (score - expected);
    return { ...r, rating: 1500 + SCALE * muNew, rd: SCALE * phiNew, volatility };
  }

  // The first answer to puzzle `key`: right or wrong. Returns the rating after it.
  function record(key, rating, right, difficulty) {
    let r = load();
    if (key in r.answered) return r;
    const opponent = puzzleRating(rating, difficulty);
    if (opponent !== null) r = update(r, opponent, right ? 1 : 0);
    r.answered = { ...r.answered, [key]: right ? 1 : 0 };
    r.streak = right ? (r.streak || 0) + 1 : 0; // puzzles right at the first try in a row
    store(r);
    return r;
  }

  const seen = (key) => key in load().answered;

  function describe(r) {
    const n = Object.keys(r.answered).length;
    const right = Object.values(r.answered).filter((x) => x === 1).length;
    return `${Math.round(r.rating)} ± ${Math.round(2 * r.rd)} (${right} of ${n} puzzle${n === 1 ? "" : "s"} right at the ` +
      `first try; a streak of ${r.streak || 0})`;
  }

  return { record, seen, describe, load, update };
})();

// The players the library plays with, and make_player, which makes one from its spec: `random`
// and `greedy`, `uct`, the `engine`, any of them through the placement opening, and an outside
// engine (`cmd:`, command_player.cpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/alpha_beta.hpp>
#include <adaptoid/play/budget.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/exact_play.hpp>
#include <adaptoid/play/mcts.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/search/fast_search.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/util/random.hpp>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <utility>
#include <variant>

namespace adaptoid {

namespace {

// A search's seconds a turn when the spec gives neither time nor nodes (uct, engine).
constexpr double kDefaultSeconds = 1.0;

// A player template P<G> made on the fast generator `game` holds, with the rest of its arguments.
template <template <class> class P, class... Args>
std::unique_ptr<Player> make_on(const AnyFastGame& game, Args&&... args) {
  return std::visit(
      [&](const auto& g) -> std::unique_ptr<Player> {
        return std::make_unique<P<std::decay_t<decltype(g)>>>(g, std::forward<Args>(args)...);
      },
      game);
}

// A playout reward (0 lost .. 1 won) as an estimate in hundredths, -100 .. +100.
Score reward_score(double reward) {
  return Score::estimate(static_cast<int>(std::lround(200.0 * reward - 100.0)));
}

// The turns of s in the plain game's order and the position each leads to.
template <FastGame G>
void root_children(const G& game, const typename G::State& s, std::vector<Turn>& turns,
                   std::vector<typename G::State>& states) {
  game.legal_turns(s, turns);
  states.clear();
  states.reserve(turns.size());
  for (const Turn& t : turns) states.push_back(game.apply(s, t));
}

// ---------------------------------------------------------------------------------------------
// The two reference players below uct: `random` (a uniformly random legal turn) and `greedy` (the
// turn whose position the engine's evaluation likes best, one turn deep; a win at once first).

class RandomPlayer final : public Player {
 public:
  RandomPlayer(VariantPtr variant, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(make_game(std::move(variant))), rng_(spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits&) override {
    const std::vector<Turn> turns = std::visit([&](const auto& game) { return legal_turns(game, p); }, game_);
    return choice_of_turn(turns[rng_.below(turns.size())], {}, 0, 0);
  }

 private:
  AnyGame game_;
  SplitMix64 rng_;
};

template <FastGame G>
class GreedyPlayer final : public Player {
 public:
  GreedyPlayer(const G& game, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(game), evaluate_(make_evaluator(game_)), rng_(spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits&) override {
    const Budget clock(spec(), {}, 0);
    const auto s = game_.from_position(p);
    const Colour me = s.side;
    root_children(game_, s, turns_, states_);
    std::vector<size_t> best;
    int best_value = 0;
    for (size_t i = 0; i < states_.size(); ++i) {
      const int v = value_or_result(game_, evaluate_, states_[i], me, kWon);
      if (best.empty() || v > best_value) best.clear(), best_value = v;
      if (v == best_value) best.push_back(i);
    }
    const Score score = best_value >= kWon ? Score{Proof::Win, 1} : Score::estimate(best_value);
    return choice_of_turn(turns_[best[rng_.below(best.size())]], score, states_.size(), clock.elapsed(), 1);
  }

 private:
  static constexpr int kWon = 1'000'000;

  G game_;
  decltype(make_evaluator(std::declval<const G&>())) evaluate_;
  SplitMix64 rng_;
  std::vector<Turn> turns_;
  std::vector<typename G::State> states_;
};

// ---------------------------------------------------------------------------------------------
// `uct`: plain UCT with random playouts (mcts.hpp without its options).

template <FastGame G>
class UctPlayer final : public Player {
 public:
  UctPlayer(const G& game, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(game), mcts_(game_, MctsOptions{}, spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits& limits) override {
    const Budget budget(spec(), limits, kDefaultSeconds);
    const typename G::State root = game_.from_position(p);
    const auto found = mcts_.search(root, budget);
    const double seconds = budget.elapsed();
    budget.hold_until_time(game_.count_turns(root));
    return choice_of_turn(found.turn, reward_score(found.reward), found.iterations, seconds);
  }

 private:
  G game_;
  Mcts<G> mcts_;
};

// ---------------------------------------------------------------------------------------------
// `engine`: in Quantum Leap with few stones left, first the exact value (exact_play.hpp); then the
// endgame search for a forced win (a slice of the budget, its depth chosen by the time), then
// iterative-deepening alpha-beta (alpha_beta.hpp) for the rest, ranking the root turns (multipv) and
// reporting each finished depth.

constexpr int kWinTurns = 3;
// Edition 2 with a clock: the forced-win search's depth is chosen by the time left, up to
// kMaxWinTurns turns (and kExactWinTurns for a proven win's distance): the next turn's iteration
// is begun only while it is expected to fit in the search's share, each costing kWinGrowth times
// the one before (the AND/OR search's growth by a turn), or the growth seen between the last two
// when more; the time of one not begun goes to alpha-beta. A node budget, and edition 1, keep kWinTurns.
constexpr int kMaxWinTurns = 8;
constexpr double kWinGrowth = 4;
// After the exact phase proves a win: the fastest win is looked for up to this many turns, with
// the rest of the time (the value search tells that a win exists, not how far it is).
constexpr int kExactWinTurns = 12;
// The forced-win search's share of a node budget.
constexpr int kWinShare = 5;
// Its share of the time: a fifth at match speed (0.2 s a turn), growing to nine tenths at a second
// and more, where another ply of alpha-beta changes little and a proof settles the position
// (measured on the endgame bench: at 1 s with a fifth, 9 of 15 wins in 3 were found; with nine
// tenths, all 15).
inline double win_share(double seconds) {
  return 0.2 + 0.7 * std::clamp((seconds - 0.2) / 0.8, 0.0, 1.0);
}

template <FastGame G>
class EnginePlayer final : public Player {
  using State = typename G::State;
  using Eval = decltype(make_evaluator(std::declval<const G&>()));
  struct RootMove {
    size_t index;
    int value = 0;
  };

 public:
  EnginePlayer(const G& game, const PlayerSpec& spec, uint64_t seed, std::unique_ptr<SolvedTable> solved)
      : Player(spec),
        game_(game),
        solved_(std::move(solved)),
        evaluate_(
            make_evaluator(game_, spec.edition >= 2 ? EvaluatorWeights::Fitted : EvaluatorWeights::Hand)),
        mcts_(
            game_, kManyPlayers, spec.seed.value_or(seed),
            [this](const State& s, Colour c) { return evaluate_(s, c); },
            [this](const State& s, Colour c) { return evaluate_.strength(s, c); }) {
    if constexpr (std::is_same_v<G, FastQuantumLeapGame>)
      if (game_.variant().players == 2 && spec.edition >= 2)
        exact_ = std::make_unique<QuantumLeapExact>(game_);
  }

  Choice choose(const Position& p, const SearchLimits& limits) override {
    const Budget budget(spec(), limits, kDefaultSeconds);
    Choice c = search(p, budget, limits);
    // The speed the exact phase's reach is judged by: the last turn long enough to measure.
    if (c.seconds > 0.02 && c.nodes > 0) nps_ = static_cast<double>(c.nodes) / c.seconds;
    budget.hold_until_time(states_.size());
    // The time the answer took, the hold included: a proof found at once is still answered at S.
    c.seconds = budget.elapsed();
    return c;
  }

  void new_game() override {
    table_.clear();
    if (exact_) exact_->new_game();
  }

 private:
  Choice search(const Position& p, const Budget& budget, const SearchLimits& limits) {
    const State root = game_.from_position(p);
    root_children(game_, root, turns_, states_);  // also the legal count the time rule's hold needs
    if (solved_)
      if (auto known = from_table(p, budget)) return *known;
    if constexpr (std::is_same_v<G, FastQuantumLeapGame>)
      if (exact_ && states_.size() > 1 && QuantumLeapExact::reaches(root, budget, nps_))
        if (auto known = exact(root, budget, limits)) return *known;
    uint64_t win_nodes = 0;
    const int win_turns = spec().edition >= 2 && !budget.nodes() ? kMaxWinTurns : kWinTurns;
    if (auto won = forced_win(root, budget, win_nodes, win_turns, win_share(budget.seconds()))) return *won;
    if (game_.variant().players > 2) return sample(root, budget, win_nodes);
    return deepen(root, budget, limits, win_nodes);
  }

  // The solved table's answer, when it holds the position and knows its value: the first turn of
  // its main line (the fastest win, the longest resistance), else a turn that keeps the value.
  std::optional<Choice> from_table(const Position& p, const Budget& budget) const {
    const Result<TableAnswer> answer = solved_->probe(p);
    if (!answer || answer->value == Proof::Unknown) return std::nullopt;
    const std::vector<Turn>& line = answer->line.empty() ? answer->keeping : answer->line;
    if (line.empty()) return std::nullopt;
    const int plies = answer->plies.value_or(0);
    Choice c;
    c.turn = line.front();
    c.score = Score{answer->value, plies};
    c.pv = answer->line.empty() ? std::vector<Turn>{c.turn} : answer->line;
    c.seconds = budget.elapsed();
    c.lines.push_back({0, 1, c.score, c.pv, 0, c.seconds});
    return c;
  }

  // Three or more players: alpha-beta must treat the others as one coalition (paranoid), and in
  // Adapt3 that made the engine weaken its own hunter, whose defeat is its prey's win (T7): it
  // scored 27% against two uct players. MCTS with a reward per player lets each player pursue its
  // own evaluation: a random playout of a few plies, then a softmax of the players' evaluations,
  // and a node's turns expanded best first. Measured in Adapt3 at 0.05 s a turn against two uct,
  // 150 games each: playouts of 2 plies 34.7%, 8 plies 42.7%, 16 41.3%, 30 42.0%; 8 plies with
  // the odds' scale at 100 (the evaluations are in hundredths of a logit) 43.3%. Then, at 10,000
  // iterations against two uct at 400 (150 games each): UCB1's C at sqrt(2) 56.7%, 0.7 70.7%,
  // 0.35 70.0% (the softmax rewards are close together, so plain UCT's C explored nearly
  // uniformly); with C 0.7, progressive widening at 2 78.0%, at 1 83.7%. Decisive playouts stay a
  // choice by game type: a tuning measured for Quantum Leap's playouts, not a property of its rules.
  static constexpr MctsOptions kManyPlayers = {.decisive_playouts = std::is_same_v<G, FastQuantumLeapGame>,
                                               .cutoff_plies = 8,
                                               .scale = 100,
                                               .ordered = true,
                                               .exploration = 0.7,
                                               .widening = 1};

  Choice sample(const State& root, const Budget& budget, uint64_t win_nodes) {
    const auto found = mcts_.search(root, budget);
    const Score score = found.proven_win    ? Score{Proof::Win, 0}
                        : found.proven_loss ? Score{Proof::Loss, 0}
                                            : reward_score(found.reward);
    return choice_of_turn(found.turn, score, win_nodes + found.iterations, budget.elapsed());
  }

  // The exact phase's answer: a proven win's fastest turn (when the rest of the budget finds the
  // distance) or its value search's turn, or a proven loss's turn hardest to refute.
  std::optional<Choice> exact(const State& root, const Budget& budget, const SearchLimits& limits) {
    const QuantumLeapExact::Answer a = exact_->solve(root, budget);
    if (a.value == QuantumLeapExact::Value::Unknown || !a.turn) return std::nullopt;
    const bool won = a.value == QuantumLeapExact::Value::Win;
    uint64_t nodes = 0;
    std::optional<Choice> fastest;
    if (won) fastest = forced_win(root, budget, nodes, kExactWinTurns, 1.0);
    if (!won && a.tied.size() > 1) {
      // A proven loss whose hardest turns tie: alpha-beta ranks them with the rest of the time.
      std::vector<size_t> tied;
      for (size_t i = 0; i < turns_.size(); ++i)
        if (std::find(a.tied.begin(), a.tied.end(), turns_[i]) != a.tied.end()) tied.push_back(i);
      const Choice ranked = deepen(root, budget, SearchLimits{}, a.nodes, tied);
      Choice c = choice_of_turn(ranked.turn, Score{Proof::Loss, 0}, ranked.nodes, budget.elapsed());
      if (limits.on_info) limits.on_info(c.lines.front());
      return c;
    }
    Choice c = fastest
                   ? *fastest
                   : choice_of_turn(*a.turn, Score{won ? Proof::Win : Proof::Loss, 0}, 0, budget.elapsed());
    c.nodes += a.nodes + (fastest ? 0 : nodes);
    c.lines.front().nodes = c.nodes;
    if (limits.on_info) limits.on_info(c.lines.front());
    return c;
  }

  // The first winning turn within `turns` turns and the plies to the end, if the search proves one
  // within its share of the budget (`share` of the time, or a fifth of the nodes).
  std::optional<Choice> forced_win(const State& root, const Budget& budget, uint64_t& nodes, int turns,
                                   double share) {
    // At least one node: a budget of 0 means none at all (engine:nodes=4 searched without limit).
    const uint64_t node_share = budget.nodes() ? std::max<uint64_t>(budget.nodes() / kWinShare, 1) : 0;
    FastWinSearch<G> search(game_, root.side, node_share);
    if (!budget.nodes())
      search.stop_when([&] { return budget.over(0) || budget.elapsed() > budget.seconds() * share; });
    std::optional<int> n;
    if (budget.nodes() || spec().edition < 2) {
      n = search.win_distance(root, turns);
    } else {
      const double end = budget.seconds() * share;
      double last = budget.elapsed(), took = 0;
      n = search.win_distance(root, turns, [&](int) {
        const double now = budget.elapsed();
        // The growth seen between the last two iterations, when more than kWinGrowth.
        const double growth = took > 1e-3 ? std::max(kWinGrowth, (now - last) / took) : kWinGrowth;
        took = now - last;
        last = now;
        return now + took * growth <= end;
      });
    }
    nodes = search.nodes();
    if (!n) return std::nullopt;
    for (size_t i = 0; i < states_.size(); ++i) {
      const Status st = game_.status(states_[i]);
      if (st.over ? st.winner == root.side : *n > 1 && search.win_distance_after(states_[i], *n - 1)) {
        const Score score{Proof::Win, win_plies(*n, game_.variant().players)};
        return choice_of_turn(turns_[i], score, search.nodes(), budget.elapsed(), *n);
      }
    }
    return std::nullopt;
  }

  // `only`: the root turns to rank (their indices), all when empty.
  Choice deepen(const State& root, const Budget& budget, const SearchLimits& limits, uint64_t win_nodes,
                const std::vector<size_t>& only = {}) {
    const bool reduce = spec().edition >= 2;
    AlphaBeta<G, Eval> ab(game_, evaluate_, table_, reduce);
    std::vector<RootMove> moves;
    for (size_t i = 0; i < turns_.size(); ++i)
      if (only.empty() || std::find(only.begin(), only.end(), i) != only.end()) moves.push_back({i});
    const size_t lines = std::clamp<size_t>(limits.multipv, 1, moves.size());
    Choice choice;
    choice.turn = turns_[moves.front().index];
    for (int depth = 1; depth < kMaxPly && moves.size() > 1; ++depth) {
      std::vector<RootMove> done;
      for (const RootMove& m : moves) {
        const int alpha = done.size() >= lines ? kth_best(done, lines) : -kWin - 1;
        // Edition 2: a turn after the first is first asked whether it enters the lines shown.
        int v = reduce && done.size() >= lines
                    ? ab.value(states_[m.index], root.side, depth - 1, alpha, alpha + 1, 1, budget)
                    : alpha + 1;
        if (!ab.aborted() && v > alpha)
          v = ab.value(states_[m.index], root.side, depth - 1, alpha, kWin + 1, 1, budget);
        if (ab.aborted()) break;
        done.push_back({m.index, v});
      }
      const bool complete = done.size() == moves.size();
      // An unfinished depth that searched fewer turns than the lines asked for would rank them
      // with turns valued at the depth before, under this depth's number (a line scored below
      // the line after it): the last finished depth's lines stand.
      if (done.empty() || (!complete && done.size() < lines)) break;
      moves = ranked(done, moves);
      choice = report(root, moves, lines, depth, ab.nodes() + win_nodes, budget, limits);
      if (!complete || is_proven(moves.front().value) || budget.over(ab.nodes() + win_nodes)) break;
    }
    if (choice.lines.empty()) {  // one legal turn, or no depth finished: the evaluation alone
      for (RootMove& m : moves) m.value = static_evaluation(states_[m.index], root.side);
      moves = ranked(moves, {});
      choice = report(root, moves, lines, 0, ab.nodes() + win_nodes, budget, limits);
    }
    return choice;
  }

  // The turns searched this iteration, best first (with one line asked for, those after the best
  // have only upper bounds, which still order them), then those time did not reach, in
  // the order of the iteration before.
  static std::vector<RootMove> ranked(std::vector<RootMove> done, const std::vector<RootMove>& before) {
    std::stable_sort(done.begin(), done.end(),
                     [](const RootMove& a, const RootMove& b) { return a.value > b.value; });
    for (const RootMove& m : before)
      if (std::none_of(done.begin(), done.end(), [&](const RootMove& d) { return d.index == m.index; }))
        done.push_back(m);
    return done;
  }

  int static_evaluation(const State& s, Colour me) const {
    return value_or_result(game_, evaluate_, s, me, kWin - 1);
  }

  static int kth_best(std::vector<RootMove> done, size_t k) {
    std::nth_element(done.begin(), done.begin() + (k - 1), done.end(),
                     [](const RootMove& a, const RootMove& b) { return a.value > b.value; });
    return done[k - 1].value;
  }

  Choice report(const State& root, const std::vector<RootMove>& moves, size_t lines, int depth,
                uint64_t nodes, const Budget& budget, const SearchLimits& limits) {
    Choice c;
    for (size_t r = 0; r < lines && r < moves.size(); ++r) {
      SearchInfo info{depth, static_cast<int>(r + 1), score_of(moves[r].value), {}, nodes, budget.elapsed()};
      info.pv = principal_variation(root, moves[r].index, depth);
      if (limits.on_info) limits.on_info(info);
      c.lines.push_back(std::move(info));
    }
    c.turn = turns_[moves.front().index];
    c.score = c.lines.front().score;
    c.pv = c.lines.front().pv;
    c.nodes = nodes;
    c.depth = depth;
    c.seconds = budget.elapsed();
    return c;
  }

  static Score score_of(int v) {
    if (v >= kWin - kMaxPly) return {Proof::Win, kWin - v};
    if (v <= -(kWin - kMaxPly)) return {Proof::Loss, kWin + v};
    return Score::estimate(v);
  }

  // The root turn, then the best children the table remembers, as turns.
  std::vector<Turn> principal_variation(const State& root, size_t index, int depth) {
    std::vector<Turn> pv = {turns_[index]};
    State at = states_[index];
    std::vector<State> kids;
    std::vector<Turn> turns;
    while (static_cast<int>(pv.size()) < std::max(depth, 1) && !game_.status(at).over) {
      const auto best = AlphaBeta<G, Eval>::remembered_best(table_, at, root.side);
      game_.children(at, kids);
      if (!best || *best >= kids.size()) break;
      game_.legal_turns(at, turns);
      const auto t = std::find_if(turns.begin(), turns.end(),
                                  [&](const Turn& x) { return game_.apply(at, x) == kids[*best]; });
      if (t == turns.end()) break;
      pv.push_back(*t);
      at = kids[*best];
    }
    return pv;
  }

  G game_;
  std::unique_ptr<SolvedTable> solved_;
  Eval evaluate_;
  EngineTable table_;
  Mcts<G> mcts_;
  std::unique_ptr<QuantumLeapExact> exact_;  // Quantum Leap with two players only
  double nps_ = QuantumLeapExact::kIdleNps;
  std::vector<Turn> turns_;
  std::vector<State> states_;
};

// ---------------------------------------------------------------------------------------------
// Any player through the placement opening (specs/rules.md A21, A22). The players search by
// colour; the opening is by player: whoever chooses takes the colour that does better after the
// choice. So the choice is made here from the inner player's view of the position after it
// (White to move): `swap` (the chooser plays White) when White is better, else `keep`. At the
// placement the inner player picks a placement (as if the colours were kept), and its score is
// then what the chooser would leave the first player there: the worse of White's and Black's.

// The score of the side that does better, given White's score s (with White to move).
Score better_side(const Score& s) {
  if (s.proof == Proof::Loss) return {Proof::Win, s.value};
  if (!s.proven()) return Score::estimate(std::abs(s.value));
  return s;
}
bool white_better(const Score& s) {
  return s.proof == Proof::Win || (!s.proven() && s.value > 0);
}

class OpeningPlayer final : public Player {
 public:
  OpeningPlayer(VariantPtr variant, std::unique_ptr<Player> inner)
      : Player(inner->spec()), game_(std::move(variant)), inner_(std::move(inner)) {}

  Choice choose(const Position& p, const SearchLimits& limits) override {
    if (p.phase() == Phase::Play) return inner_->choose(p, limits);
    if (p.phase() == Phase::Choice) return choose_colour(p, limits);
    // A placement, then what the chooser makes of it: two searches in one turn's time.
    SearchLimits half = limits;
    half.time_share /= 2;
    Choice c = inner_->choose(p, half);
    const Choice after = choose_colour(game_.apply(p, c.turn), half);
    c.score = after.score.negated();
    c.pv.assign(1, c.turn);
    c.pv.insert(c.pv.end(), after.pv.begin(), after.pv.end());
    c.lines.clear();
    c.lines.push_back({c.depth, 1, c.score, c.pv, c.nodes + after.nodes, c.seconds + after.seconds});
    c.nodes += after.nodes;
    return c;
  }
  void new_game() override { inner_->new_game(); }

 private:
  Choice choose_colour(const Position& p, const SearchLimits& limits) {
    const std::vector<Turn> choices = legal_turns(game_, p);  // keep, swap
    const Position after = game_.apply(p, choices.front());
    Choice c = inner_->choose(after, limits);  // White's view
    const Turn pick = white_better(c.score) ? choices.back() : choices.front();
    c.score = better_side(c.score);
    c.pv.insert(c.pv.begin(), pick);
    c.turn = pick;
    c.lines.clear();
    c.lines.push_back({c.depth, 1, c.score, c.pv, c.nodes, c.seconds});
    return c;
  }

  AdaptoidGame game_;
  std::unique_ptr<Player> inner_;
};

// The factories, one a kind.

std::unique_ptr<Player> make_random_player(const VariantPtr& variant, const PlayerSpec& spec, uint64_t seed) {
  return std::make_unique<RandomPlayer>(variant, spec, seed);
}

std::unique_ptr<Player> make_greedy_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed) {
  return make_on<GreedyPlayer>(game, spec, seed);
}

std::unique_ptr<Player> make_uct_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed) {
  return make_on<UctPlayer>(game, spec, seed);
}

Result<std::unique_ptr<Player>> make_engine_player(const AnyFastGame& game, const PlayerSpec& spec,
                                                   uint64_t seed) {
  std::unique_ptr<SolvedTable> solved;
  if (!spec.table.empty()) {
    const Variant& variant = std::visit([](const auto& g) -> const Variant& { return g.variant(); }, game);
    auto opened = open_solved_table(spec.table, &variant);
    if (!opened) return fail("player '" + spec.text() + "': " + opened.error());
    solved = std::move(opened).value();
  }
  return make_on<EnginePlayer>(game, spec, seed, std::move(solved));
}

// Only the Adaptoid family has the placement opening: Quantum Leap's swap (Q3) is an ordinary turn.
std::unique_ptr<Player> through_the_opening(const VariantPtr& variant, std::unique_ptr<Player> inner) {
  if (!variant->has_placement_opening()) return inner;
  return std::make_unique<OpeningPlayer>(variant, std::move(inner));
}

Result<std::unique_ptr<Player>> make_inner_player(const VariantPtr& variant, const PlayerSpec& spec,
                                                  uint64_t seed) {
  if (spec.kind == "random") return make_random_player(variant, spec, seed);
  if (spec.kind == "cmd") return make_command_player(variant, spec);
  const std::optional<AnyFastGame> fast = make_fast_game(variant);
  if (!fast)
    return fail("player '" + spec.text() + "': the board of " + variant->name + " has " +
                std::to_string(variant->board.size()) +
                " cells; this player needs at most 64 (random plays any board)");
  if (spec.kind == "greedy") return make_greedy_player(*fast, spec, seed);
  if (spec.kind == "uct") return make_uct_player(*fast, spec, seed);
  return make_engine_player(*fast, spec, seed);
}

}  // namespace

Result<std::unique_ptr<Player>> make_player(const VariantPtr& variant, const PlayerSpec& spec,
                                            uint64_t seed) {
  auto made = make_inner_player(variant, spec, seed);
  // random: any turn is as good; cmd: an outside engine plays the whole turn itself
  if (!made || spec.kind == "random" || spec.kind == "cmd") return made;
  return through_the_opening(variant, std::move(made).value());
}

}  // namespace adaptoid

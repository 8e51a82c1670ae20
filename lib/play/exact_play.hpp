#pragma once
// The engine's exact phase in Quantum Leap (two players, a game that always ends, Q4-Q5): once few
// enough stones are left, the value search (search/value_search.hpp) is given a share of the time
// and answers the position's value. A proven win is played at once. A proven loss leaves the rest
// of the time to choose the turn that is hardest to refute: the one after which the fewest of the
// opponent's replies keep their win (by the value search of each reply), so that an opponent who
// errs once lets the game turn. The turns tied at the fewest are all returned: the engine lets
// alpha-beta choose among them with what is left of the time (the turn a fallible opponent's own
// search likes least). An unknown value (the share ran out) leaves the position to alpha-beta.
//
// Why a stone count: the value search's cost falls steeply with the stones left. Measured on
// side-5 self-play positions, a 30-stone position took 24 k nodes (2 ms); the search before the
// threshold mostly runs out of its share and only costs alpha-beta that share.
#include <adaptoid/play/budget.hpp>
#include <adaptoid/search/value_search.hpp>

#include <bit>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

namespace adaptoid {

class QuantumLeapExact {
 public:
  using Game = FastQuantumLeapGame;
  using State = typename Game::State;
  static constexpr int kStones = 34;     // at most this many stones on the board
  static constexpr double kShare = 0.5;  // of the time, for the root's value
  static constexpr size_t kTableBytes = 32u << 20;

  enum class Value { Unknown, Win, Loss };
  struct Answer {
    Value value = Value::Unknown;
    std::optional<Turn> turn;  // the winning turn, or the loss's hardest turn to refute
    std::vector<Turn> tied;    // a loss: every turn with as few winning replies as `turn`
    uint64_t nodes = 0;
  };

  explicit QuantumLeapExact(const Game& game) : game_(game) {}

  void new_game() { table_.reset(); }

  // With a clock, kStones + 1 once the share is expected to search kNodes nodes at `nps` (the
  // engine's speed measured over its last turns, as loaded as the machine is), and a stone more
  // for every kGrowth times that: the value search's cost by the stones left, measured on side-5
  // self-play positions, is about 170-180 k nodes at 34 stones, 650-680 k at 35, 1.2 M at 36,
  // 2.6 M at 37 (an idle core searches 5.7 M a second). A search that does not end in its share
  // costs alpha-beta half the time, so the reach is only what the share is expected to finish:
  // on an idle core 34 stones at 0.2 s a turn, 35 at 0.5 s, 36 at 1 s, 37 at 2 s; a node budget
  // keeps kStones (the same on every machine).
  static constexpr double kNodes = 700e3, kGrowth = 2.2, kIdleNps = 5.7e6;
  static int stones_reached(const Budget& budget, double nps) {
    if (!budget.timed() || budget.nodes()) return kStones;
    const double nodes = budget.seconds() * kShare * nps;
    if (nodes < kNodes) return kStones;
    return kStones + 1 + static_cast<int>(std::floor(std::log(nodes / kNodes) / std::log(kGrowth)));
  }
  static bool reaches(const State& s, const Budget& budget, double nps) {
    return std::popcount(s.all_stones()) <= stones_reached(budget, nps);
  }

  // The root's value within kShare of the time (a fifth of a node budget), and the turn to play.
  Answer solve(const State& root, const Budget& budget) {
    if (!table_) table_ = std::make_shared<ValueTable>(kTableBytes);
    const uint64_t share = budget.nodes() ? std::max<uint64_t>(budget.nodes() / 5, 1) : 0;
    Search search(game_, share, table_, table_stones());
    if (!budget.nodes())
      search.stop_when([&] { return budget.over(0) || budget.elapsed() > budget.seconds() * kShare; });
    const ValueAnswer a = search.solve(root);
    Answer out;
    out.nodes = a.nodes;
    if (!a.wins) return out;
    if (*a.wins) {
      out.value = Value::Win;
      out.turn = a.winning_turn;
      return out;
    }
    out.value = Value::Loss;
    out.tied = hardest_to_refute(root, budget, out.nodes);
    if (!out.tied.empty()) out.turn = out.tied.front();
    return out;
  }

 private:
  using Search = ValueSearch<Game>;

  int table_stones() const { return static_cast<int>(game_.variant().board.cells().size() / 2); }

  // Of the root's turns (all lost), those whose child has the fewest winning replies, counted with
  // the value search of each reply until the budget runs out, the one with the most replies first;
  // nothing when no turn was counted to the end.
  std::vector<Turn> hardest_to_refute(const State& root, const Budget& budget, uint64_t& nodes) {
    Search search(game_, 0, table_, table_stones());
    search.stop_when([&] { return budget.over(nodes + search.nodes()); });
    std::vector<Turn> best;
    uint64_t best_wins = 0, best_replies = 0;
    std::vector<State> replies;
    for (const RootTurn<Game>& r : root_turns(game_, root)) {
      game_.children(r.kid, replies);
      uint64_t wins = 0;
      bool counted = true;
      for (const State& g : replies) {
        const std::optional<bool> mine = search.value_of(g);
        if (!mine) {
          counted = false;
          break;
        }
        wins += !*mine;
        if (!best.empty() && wins > best_wins) break;  // already no better than the best
      }
      if (!counted) break;
      const uint64_t n = replies.size();
      if (best.empty() || wins < best_wins) {
        best = {r.turn};
        best_wins = wins;
        best_replies = n;
      } else if (wins == best_wins) {
        best.insert(n > best_replies ? best.begin() : best.end(), r.turn);
        best_replies = std::max(best_replies, n);
      }
    }
    nodes += search.nodes();
    return best;
  }

  Game game_;
  std::shared_ptr<ValueTable> table_;
};

}  // namespace adaptoid

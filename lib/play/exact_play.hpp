#pragma once
// The engine's exact phase in Quantum Leap (two players, a game that always ends, Q4-Q5): once few
// enough stones are left, the value search (search/value_search.hpp) is given a share of the time
// and answers the position's value. A proven win is played at once. A proven loss leaves the rest
// of the time to choose the turn that is hardest to refute: the one after which the fewest of the
// opponent's replies keep their win (by the value search of each reply), so that an opponent who
// errs once lets the game turn; ties go to the turn with more replies. An unknown value (the
// share ran out) leaves the position to alpha-beta, as before.
//
// Why a stone count: the value search's cost falls steeply with the stones left. Measured on
// side-5 self-play positions, a 30-stone position took 24 k nodes (2 ms); the search before the
// threshold mostly runs out of its share and only costs alpha-beta that share.
#include <adaptoid/play/budget.hpp>
#include <adaptoid/search/value_search.hpp>

#include <bit>
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
    uint64_t nodes = 0;
  };

  explicit QuantumLeapExact(const Game& game) : game_(game) {}

  void new_game() { table_.reset(); }

  static bool reaches(const State& s) { return std::popcount(s.all_stones()) <= kStones; }

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
    out.turn = hardest_to_refute(root, budget, out.nodes);
    return out;
  }

 private:
  using Search = ValueSearch<Game>;

  int table_stones() const { return static_cast<int>(game_.variant().board.cells().size() / 2); }

  // Of the root's turns (all lost), the one whose child has the fewest winning replies, counted
  // with the value search of each reply until the budget runs out; nothing when no turn was
  // counted to the end.
  std::optional<Turn> hardest_to_refute(const State& root, const Budget& budget, uint64_t& nodes) {
    Search search(game_, 0, table_, table_stones());
    search.stop_when([&] { return budget.over(nodes + search.nodes()); });
    std::optional<Turn> best;
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
        if (best && wins > best_wins) break;  // already no better than the best
      }
      if (!counted) break;
      const uint64_t n = replies.size();
      if (!best || wins < best_wins || (wins == best_wins && n > best_replies)) {
        best = r.turn;
        best_wins = wins;
        best_replies = n;
      }
    }
    nodes += search.nodes();
    return best;
  }

  Game game_;
  std::shared_ptr<ValueTable> table_;
};

}  // namespace adaptoid

// The value search's entry point for tools (see value_search.hpp).
#include <adaptoid/search/value_search.hpp>
#include <adaptoid/util/setting.hpp>

#include <adaptoid/core/game.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <stdexcept>

namespace adaptoid {

std::string value_search_unsupported(const Variant& v) {
  if (!family_traits(v).always_ends)
    return "an exact value by search needs a game that always ends: Quantum Leap (Adaptoid games "
           "can be drawn; give " +
           mention(Setting::Turns) + " N)";
  if (v.players != 2) return "an exact value by search needs two players";
  if (!FastQuantumLeapGame::supports(v)) return "an exact value by search needs a board of at most 64 cells";
  return "";
}

namespace {

using QuantumLeapSearch = ValueSearch<FastQuantumLeapGame>;

ValueAnswer split_root(const FastQuantumLeapGame& game, const FastQuantumLeapState& root,
                       uint64_t node_budget, const std::shared_ptr<ValueTable>& table, int table_stones,
                       int threads) {
  const std::vector<RootTurn<FastQuantumLeapGame>> turns = root_turns(game, root);
  if (!turns.empty() && turns.front().replies == 0) return {true, turns.front().turn, 1};
  Cancel won;  // a winning turn is found: the others are not needed
  std::vector<QuantumLeapSearch> searches;
  searches.reserve(static_cast<size_t>(threads));
  for (int t = 0; t < threads; ++t) searches.emplace_back(game, node_budget, table, table_stones, &won);
  std::atomic<size_t> first_win{SIZE_MAX};  // by place in `turns`
  std::atomic<bool> unknown{false};
  parallel_for(
      turns.size(), 1, threads,
      [&](int w, uint64_t k) {
        const std::optional<bool> theirs = searches[static_cast<size_t>(w)].value_of(turns[k].kid);
        if (!theirs) {
          unknown = true;  // the budget, or stopped by a win (which then answers)
        } else if (!*theirs) {
          size_t seen = first_win.load();
          while (k < seen && !first_win.compare_exchange_weak(seen, k)) {
            // seen reloaded: keep the earliest in the order
          }
          won.request();
        }
      },
      &won);
  ValueAnswer a;
  a.nodes = 1;
  for (const QuantumLeapSearch& s : searches) a.nodes += s.nodes();
  if (first_win != SIZE_MAX) {
    a.wins = true;
    a.winning_turn = turns[first_win].turn;
  } else if (!unknown) {
    a.wins = false;
  }
  return a;
}

// The fewest stones of a position the table holds by default: half the board's cells.
int default_table_stones(const Variant& v) {
  return static_cast<int>(v.board.cells().size() / 2);
}

}  // namespace

ValueAnswer search_value(const VariantPtr& v, const Position& p, uint64_t node_budget, size_t table_bytes,
                         int threads, std::optional<int> table_stones) {
  if (const std::string why = value_search_unsupported(*v); !why.empty()) throw std::logic_error(why);
  return search_value(v, p, node_budget, std::make_shared<ValueTable>(table_bytes), threads, table_stones);
}

ValueAnswer search_value(const VariantPtr& v, const Position& p, uint64_t node_budget,
                         const std::shared_ptr<ValueTable>& table, int threads,
                         std::optional<int> table_stones) {
  if (const std::string why = value_search_unsupported(*v); !why.empty()) throw std::logic_error(why);
  const FastQuantumLeapGame game(v);
  const FastQuantumLeapState root = game.from_position(p);
  const int stones = table_stones.value_or(default_table_stones(*v));
  if (threads <= 1) return QuantumLeapSearch(game, node_budget, table, stones).solve(root);
  return split_root(game, root, node_budget, table, stones, threads);
}

}  // namespace adaptoid

// The value search's entry point for tools (see value_search.hpp).
#include <adaptoid/search/value_search.hpp>

#include <stdexcept>

namespace adaptoid {

std::string value_search_unsupported(const Variant& v) {
  if (v.family != Family::QuantumLeap)
    return "an exact value by search needs a game that always ends: Quantum Leap (Adaptoid games "
           "can be drawn; give --turns N)";
  if (v.players != 2) return "an exact value by search needs two players";
  if (!FastQuantumLeapGame::supports(v)) return "an exact value by search needs a board of at most 64 cells";
  return "";
}

ValueAnswer search_value(const VariantPtr& v, const Position& p, uint64_t node_budget, size_t table_bytes) {
  if (const std::string why = value_search_unsupported(*v); !why.empty()) throw std::invalid_argument(why);
  const FastQuantumLeapGame game(v);
  return ValueSearch<FastQuantumLeapGame>(game, node_budget, table_bytes).solve(game.from_position(p));
}

}  // namespace adaptoid

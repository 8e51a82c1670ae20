// first_turns [POSITION]: the legal turns of a position in the notation (default: the start of
// the built-in variant "adaptoid") and what a 2-turn endgame search proves about it.
#include <adaptoid/core/game.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <iostream>
#include <string>

using namespace adaptoid;

int main(int argc, char** argv) {
  // A position names its variant first; the variant (built-in or a .toml path) gives the rules.
  const std::string text = argc > 1 ? argv[1] : "";
  auto variant = load_variant(text.empty() ? "adaptoid" : position_variant_name(text));
  if (!variant) {
    std::cerr << "first_turns: " << variant.error() << "\n";
    return 2;
  }
  const VariantPtr& v = variant.value();
  const AnyGame game = make_game(v);  // Adaptoid or Quantum Leap, known only at run time
  Position position;
  if (text.empty()) {
    position = std::visit([&](const auto& g) { return g.start(v->is_quantum_leap() ? v->seed : 0); }, game);
  } else {
    auto p = parse_position(v, text);
    if (!p) {
      std::cerr << "first_turns: " << p.error() << "\n";
      return 2;
    }
    position = p.value();
  }
  std::cout << "position: " << format_position(*v, position) << "\n";

  const auto turns = std::visit([&](const auto& g) { return legal_turns(g, position); }, game);
  std::cout << turns.size() << " legal turns:\n";
  for (const Turn& t : turns) std::cout << "  " << format_turn(*v, t) << "\n";  // a turn may hold a space

  const SearchResult r = solve_endgame(v, position, {.turns = 2});
  std::cout << "2-turn search: " << proof_word(r.value);
  if (r.distance) std::cout << " in " << *r.distance;
  std::cout << " (" << r.nodes << " nodes)\n";
  if (!r.winning_turns.empty()) {
    std::cout << "winning turns:\n";
    for (const Turn& t : r.winning_turns) std::cout << "  " << format_turn(*v, t) << "\n";
  }
  return 0;
}

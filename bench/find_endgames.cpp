// adaptoid_find_endgames VARIANT GAMES [SEED] [BUDGET]: looks for full-board positions where the
// side to move forces a win in exactly 3 turns, for the endgame bench (specs/bench/endgames.tsv).
// Plays engine games (puzzle_generate.hpp: engine_game), walks back from their end and proves each position
// with the endgame search; prints a TSV row (position, winning first turns, nodes, seconds) for
// each win in 3 found. A development tool: the rows it prints are checked by hand before pinning.
#include <adaptoid/core/notation.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

using namespace adaptoid;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: adaptoid_find_endgames VARIANT GAMES [SEED] [BUDGET]\n";
    return 2;
  }
  const VariantPtr variant = load_variant(argv[1]).value();
  const int games = std::atoi(argv[2]);
  const uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
  const uint64_t budget = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 50'000'000;
  const AnyGame any = make_game(variant);
  for (int g = 0; g < games; ++g) {
    const std::vector<Position> line = engine_game(variant, seed * 1000003 + g);
    const bool over = std::visit([&](const auto& game) { return game.status(line.back()).over; }, any);
    if (!over) continue;
    // A win in 3 of the side to move starts at least 5 plies before the end (more with three players).
    const int last = static_cast<int>(line.size()) - 1;
    for (int i = last - 5; i >= 0 && i >= last - 12; --i) {
      if (line[i].swap_pending()) continue;
      const auto t0 = std::chrono::steady_clock::now();
      SearchResult r =
          solve_endgame(variant, line[i], {.turns = 3, .node_budget = budget, .prove_loss = false});
      if (r.value != Proof::Win || r.distance != 3) continue;
      // The budget screens; a win found under it is proven again without one, for every winning turn.
      if (r.budget_exhausted) r = solve_endgame(variant, line[i], {.turns = 3, .prove_loss = false});
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::cout << variant->name << ' ' << format_position(*variant, line[i]) << '\t';
      for (size_t k = 0; k < r.winning_turns.size(); ++k)
        std::cout << (k ? "; " : "") << format_turn(*variant, r.winning_turns[k]);
      std::cout << '\t' << r.nodes << '\t' << s << std::endl;
      break;  // one a game
    }
  }
}

// adaptoid_random_positions VARIANT COUNT [SEED]: COUNT positions in the notation, one a line, from
// random games (uniformly random legal turns from the start; Quantum Leap: the random setup of
// each game's seed), every position a game passes through. The input of the probe --batch
// benchmark (specs/results.md, "Probes"). A development tool, no dependency beyond the library.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

using namespace adaptoid;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: adaptoid_random_positions VARIANT COUNT [SEED]\n";
    return 2;
  }
  const auto variant = load_variant(argv[1]);
  if (!variant) {
    std::cerr << variant.error() << "\n";
    return 2;
  }
  const uint64_t count = std::strtoull(argv[2], nullptr, 10);
  SplitMix64 rng(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
  std::string out;
  std::visit(
      [&](const auto& game) {
        std::vector<Turn> turns;
        for (uint64_t written = 0, g = 1; written < count; ++g) {
          Position p = game.start(g);
          while (written < count) {
            out += format_position(*variant.value(), p) + "\n";
            ++written;
            game.legal_turns(p, turns);
            if (game.status(p).over || turns.empty()) break;
            p = game.apply(p, turns[rng.below(turns.size())]);
          }
          if (out.size() > (1u << 20)) std::cout << out, out.clear();
        }
      },
      make_game(variant.value()));
  std::cout << out;
}

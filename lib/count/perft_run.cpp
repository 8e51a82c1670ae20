#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/count/perft_run.hpp>

namespace adaptoid {

PerftRun run_perft(const VariantPtr& variant, const Position& p, int depth, const PerftOptions& o) {
  PerftRun r;
  const bool divide = o.divide && depth > 0;
  const auto fast = o.plain ? std::nullopt : make_fast_game(variant);
  if (fast) {
    r.engine = "fast";
    std::visit(
        [&](const auto& game) {
          const auto s = game.from_position(p);
          if (divide)
            r.divide = fast_perft_divide(game, s, depth, o.threads, &r.tasks);
          else
            r.nodes = fast_perft_parallel(game, s, depth, o.threads, &r.tasks);
        },
        *fast);
  } else {
    r.engine = "plain";
    visit_game(variant, [&](const auto& game) {
      if (divide)
        r.divide = perft_divide(game, p, depth);
      else
        r.nodes = perft(game, p, depth);
    });
  }
  if (divide) {
    r.nodes = 0;
    for (const auto& [turn, n] : r.divide) r.nodes += n;
  }
  return r;
}

}  // namespace adaptoid

#include <adaptoid/search/endgame.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/search/fast_search.hpp>
#include <adaptoid/search/opening_search.hpp>
#include <adaptoid/search/proof_number_rules.hpp>

namespace adaptoid {

SearchResult solve_endgame(const VariantPtr& variant, const Position& p, const EndgameOptions& options) {
  if (p.phase() != Phase::Play) return solve_opening(variant, p, options, &solve_endgame);  // A22
  // The fast generators serve boards of up to 64 cells (every built-in variant); larger custom
  // boards, or a caller that asks for the reference, get the plain search.
  const ProofMemory memory{.bytes = options.hash_bytes, .exact_turns = options.exact_turns};
  if (!options.plain)
    if (auto fast = make_fast_game(variant))
      return std::visit(
          [&](const auto& game) {
            if (options.proof_numbers)
              return solve_fast_by_proof_numbers(game, p, options.turns, options.node_budget,
                                                 options.prove_loss, options.threads, memory,
                                                 options.progress);
            return solve_position_fast(game, p, options.turns, options.node_budget, options.prove_loss,
                                       options.killer_moves, options.threads);
          },
          *fast);
  return visit_game(variant, [&](const auto& game) {
    if (options.proof_numbers)
      return solve_plain_by_proof_numbers(game, p, options.turns, options.node_budget, options.prove_loss,
                                          options.threads, memory, options.progress);
    return solve_position(game, p, options.turns, options.node_budget, options.prove_loss);
  });
}

}  // namespace adaptoid

// make_player: a spec's kind to its factory, on the variant's fast generator.
#include <adaptoid/play/players_parts.hpp>

namespace adaptoid {

namespace {
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

// Options that change nothing (idle_options.hpp).
#include <adaptoid/check/catalogue_check.hpp>
#include <adaptoid/check/idle_options.hpp>
#include <adaptoid/check/state_walk.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <optional>

namespace adaptoid {

namespace {

std::string value_text(const VariantOption& o, const Variant& v) {
  return std::string(o.key) + " = " + option_value_text(o, v);
}

// What the rules alone show of an option against the default's value (`base`), or "".
std::string by_the_rules(const VariantOption& o, const Variant& v, const Variant& base) {
  if (!family_traits(v).grows_limbs) return "";
  const int limbs = v.supply_legs + v.supply_pincers;
  const std::string material = "a colour has " + std::to_string(v.supply_legs) + " legs and " +
                               std::to_string(v.supply_pincers) + " pincers in all (A3)";
  if (o.key == "max_extremities" && std::min(v.max_extremities, base.max_extremities) >= limbs)
    return material + ", so no adaptoid carries more than " + std::to_string(limbs) +
           " limbs, under A9's cap of " + std::to_string(v.max_extremities) + " as under the default " +
           std::to_string(base.max_extremities);
  if (o.key == "suicide_attacks") {
    // A suicide attack needs a defender with more pincers than its attacker, who may need one.
    const int attacker = v.attacker_needs_pincer ? 1 : 0;
    const int most = std::min(v.supply_pincers, v.max_extremities);
    if (most <= attacker)
      return "a suicide attack (A7) needs a defender with at least " + std::to_string(attacker + 1) +
             " pincers, more than its attacker" + (attacker ? std::string(", which needs one (A6)") : "") +
             ", and " + material +
             (v.max_extremities < v.supply_pincers ? " under A9's cap of " + std::to_string(v.max_extremities)
                                                   : std::string());
  }
  return "";
}

}  // namespace

std::vector<Finding> options_that_change_nothing(const VariantPtr& v, uint64_t walk_positions) {
  if (!builtin_twin(*v).empty()) return {};
  const Variant defaults{};  // each option at its default (specs/rules.md's table)
  std::optional<std::optional<std::vector<std::pair<std::string, uint64_t>>>>
      own;  // walked once, when needed
  std::vector<Finding> out;
  for (const VariantOption& o : variant_options()) {
    if (!o.get || !o.set || !option_applies(o, v->family, v->players) || o.get(*v) == o.get(defaults))
      continue;
    const Variant& base = defaults;
    const std::string what =
        value_text(o, *v) + " changes nothing here (the default is " + option_value_text(o, base) + "): ";
    if (const std::string why = by_the_rules(o, *v, base); !why.empty()) {
      out.push_back({"option", what + why, "", Statement::Proved, StatementKind::Advisory});
      continue;
    }
    auto other = std::make_shared<Variant>(*v);
    o.set(*other, o.get(base));
    if (same_rules(*v, *other)) continue;
    if (!own) own = playability_detail::game_graph(v, walk_positions);
    if (!*own) continue;  // too many positions to walk: no proof this way
    const auto theirs = playability_detail::game_graph(other, walk_positions);
    if (theirs && *theirs == **own)
      out.push_back({"option",
                     what + "with " + option_value_text(o, base) + " the same " +
                         std::to_string((*own)->size()) +
                         " positions are reachable, each with the same turns to the same positions and the "
                         "same end (both games walked whole)",
                     "", Statement::Proved, StatementKind::Advisory});
  }
  return out;
}

}  // namespace adaptoid

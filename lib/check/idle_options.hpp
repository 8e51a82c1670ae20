#pragma once
// Options that change nothing: an option whose value cannot change any legal turn or ending of
// this variant, from its start, on its board and with its material, against the option's default
// (specs/rules.md's table). Proved by the rules where a count settles it
// (a cap on limbs above all the limbs a colour has; a ban on suicide attacks where no defender can
// hold more pincers than an attacker), or by walking both games whole where they are small: the
// same positions, each with the same turns to the same positions and the same end. Advisories:
// the game is not worse for them, but the designer asked for something that does not happen.
#include <adaptoid/check/playability.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

std::vector<Finding> options_that_change_nothing(const VariantPtr& v, uint64_t walk_positions);

}  // namespace adaptoid

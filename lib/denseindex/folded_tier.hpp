#pragma once
// The tier of a class of positions in the tiered solve (tiered_retrograde.hpp): a key that no
// turn lowers, so a tier's successors are in the tier itself or in later ones, and the tiers can
// be expanded in ascending order and solved in descending order, one in memory at a time.
//
// The key is the losses of the colours (rules A7, A13, T6: the adaptoids each colour has lost,
// which only grow), then the material on the board (adaptoids, legs and pincers of every colour).
// The losses alone make few, large tiers (adaptoid-19: 44% of the classes have lost one adaptoid
// each; Adapt3's first elimination ends the game, so all its play is in one tier). Material
// splits them: a turn that keeps every loss count removes nothing from the board (a capture or a
// starvation is a loss), and its grow adds one adaptoid or one limb, unless no grow is possible
// (A11); so within one loss vector the material never falls, and a turn stays in its tier only
// when it cannot grow. A representative may permute the colours (colour-swap symmetry), so the
// key holds the losses as a sorted multiset; a turn either keeps every loss count (the same
// multiset) or raises their total.
#include <adaptoid/fast/fast_adaptoid_game.hpp>

#include <cstdint>
#include <string>

namespace adaptoid {

// Ordered as its number: the total of the losses (bits 48..63), the material (32..47), the losses
// sorted from the smallest, 8 bits each (0..23). Tiers with the same total and material have no
// turns between them, so they could be solved by separate processes.
using TierKey = uint64_t;

TierKey tier_of(const FastAdaptoidState& s, int players);

// The tier's name in files and progress lines: "lost 0.1 material 7" / "0.1-m7".
std::string tier_label(TierKey key, int players);
std::string tier_file_stem(TierKey key, int players);

}  // namespace adaptoid

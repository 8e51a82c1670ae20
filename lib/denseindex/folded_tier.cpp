// Tiers of the tiered solve (see folded_tier.hpp).
#include <adaptoid/denseindex/folded_tier.hpp>

#include <algorithm>
#include <array>
#include <bit>

namespace adaptoid {

TierKey tier_of(const FastAdaptoidState& s, int players) {
  std::array<uint8_t, kMaxAdaptoidPlayers> lost{};
  uint64_t total = 0, material = 0;
  for (int c = 0; c < players; ++c) {
    lost[c] = s.lost[c];
    total += s.lost[c];
    material += static_cast<uint64_t>(std::popcount(s.occupied[c])) + s.legs[c] + s.pincers[c];
  }
  // Sorted by hand: std::sort on three bytes draws a false -Warray-bounds from GCC 12 (its
  // insertion-sort threshold of 16 is past the array).
  for (int i = 1; i < players; ++i)
    for (int j = i; j > 0 && lost[j - 1] > lost[j]; --j) std::swap(lost[j - 1], lost[j]);
  TierKey key = total << 48 | material << 32;
  for (int c = 0; c < players; ++c) key |= uint64_t{lost[c]} << (8 * (players - 1 - c));
  return key;
}

namespace {
std::string losses(TierKey key, int players) {
  std::string out;
  for (int c = 0; c < players; ++c)
    out += (c ? "." : "") + std::to_string(key >> (8 * (players - 1 - c)) & 0xFF);
  return out;
}
uint64_t material(TierKey key) {
  return key >> 32 & 0xFFFF;
}
}  // namespace

std::string tier_label(TierKey key, int players) {
  return "lost " + losses(key, players) + " material " + std::to_string(material(key));
}

std::string tier_file_stem(TierKey key, int players) {
  return losses(key, players) + "-m" + std::to_string(material(key));
}

}  // namespace adaptoid

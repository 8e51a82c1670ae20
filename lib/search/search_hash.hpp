#pragma once
// A 64-bit hash of a fast generator's State for the endgame search's transposition table. The
// states carry no incremental key, and hashing their few words at each lookup costs less than
// maintaining one through copy-make. Only the fields that define the position are read (never
// padding): the cells (Adaptoid; the per-colour sets and limb counts follow from them) or the
// stones (Quantum Leap), the losses, the side to move, the result, the pending swap and the turn
// number (A17's cap reads it, so two positions that differ in it are different positions).
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/fast/fast_quantum_leap_game.hpp>
#include <adaptoid/util/hash_mix.hpp>

#include <bit>
#include <cstdint>
#include <cstring>

namespace adaptoid {

namespace search_hash_detail {

// Murmur3's finaliser: every input bit reaches every output bit.
constexpr uint64_t fmix(uint64_t h) {
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDULL;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ULL;
  h ^= h >> 33;
  return h;
}

// Folds one word into the running hash; the rotation keeps equal words at different places from
// cancelling.
constexpr uint64_t fold(uint64_t h, uint64_t w) {
  return fmix(h ^ (w + kGoldenGamma + (h << 6) + (h >> 2)));
}

}  // namespace search_hash_detail

inline uint64_t state_hash(const FastAdaptoidState& s) {
  using namespace search_hash_detail;
  static_assert(sizeof(s.cells) % 8 == 0);
  uint64_t h = 0x243F6A8885A308D3ULL;
  for (size_t i = 0; i < sizeof(s.cells); i += 8) {
    uint64_t w;
    std::memcpy(&w, s.cells.data() + i, 8);
    if (w) h = fold(h, w ^ i);  // empty stretches of the board cost nothing
  }
  // The turn number's low 16 bits in the tail, the rest (a game past turn 65535) folded apart:
  // every hash of a shorter game is what it was when the field had 16 bits.
  uint64_t tail = static_cast<uint64_t>(s.side) | static_cast<uint64_t>(s.result) << 8 |
                  static_cast<uint64_t>(s.turn_number & 0xFFFF) << 16;
  for (size_t c = 0; c < s.lost.size(); ++c) tail |= static_cast<uint64_t>(s.lost[c]) << (32 + 8 * c);
  if (s.turn_number >> 16) h = fold(h, s.turn_number >> 16);
  return fold(h, tail);
}

inline uint64_t state_hash(const FastQuantumLeapState& s) {
  using namespace search_hash_detail;
  uint64_t h = 0x13198A2E03707344ULL;
  // The colours with no stone (all but two in a two-player game) cost nothing; each colour starts
  // its fold from its own offset, so the same stones of another colour hash apart.
  for (size_t c = 0; c < s.stones.size(); ++c)
    if (s.stones[c]) h = fold(h ^ (kGoldenGamma * (c + 1)), s.stones[c]);
  return fold(h, static_cast<uint64_t>(s.side) | static_cast<uint64_t>(s.swap_pending) << 8 |
                     static_cast<uint64_t>(s.turn_number) << 16);
}

// What a turn did to the mover's own pieces, comparable across positions: the cells its pieces
// left and reached, and the new contents of its cells that changed (a grow). The same move played
// in two sibling positions has the same signature, whatever else it captured or starved there, so
// the search can try first the turn that won (or refuted) in the sibling (a killer move).
inline uint64_t move_signature(const FastAdaptoidState& parent, const FastAdaptoidState& child) {
  using namespace search_hash_detail;
  const Colour c = parent.side;
  uint64_t h = fold(0x452821E638D01377ULL, parent.occupied[c] ^ child.occupied[c]);
  for (Bitboard b = child.occupied[c]; b; b &= b - 1) {
    const int cell = std::countr_zero(b);
    if (parent.cells[cell] != child.cells[cell])
      h = fold(h, static_cast<uint64_t>(cell) << 8 | static_cast<uint64_t>(child.cells[cell]));
  }
  return h;
}

inline uint64_t move_signature(const FastQuantumLeapState& parent, const FastQuantumLeapState& child) {
  using namespace search_hash_detail;
  return fold(0xBE5466CF34E90C6CULL, parent.stones[parent.side] ^ child.stones[parent.side]);
}

}  // namespace adaptoid

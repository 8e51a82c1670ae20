#include <adaptoid/core/position.hpp>
#include <adaptoid/util/random.hpp>

#include <vector>

namespace adaptoid {

namespace {
constexpr int kMaxLostKeyed = 256;

struct ZobristKeys {
  std::vector<uint64_t> cell;  // [cell][piece]
  std::array<uint64_t, kMaxPlayers> side{};
  std::vector<uint64_t> lost;  // [colour][count]
  uint64_t swap = 0;
  std::array<uint64_t, 256> result{};
  std::array<uint64_t, 3> phase{};

  ZobristKeys() : cell(kMaxCells * 256), lost(kMaxPlayers * kMaxLostKeyed) {
    SplitMix64 rng(0xADA970D);
    // The keys of the first 128 cells first, then the rest as they were drawn when boards had at
    // most 128 cells and no opening phase, then the phases, then the cells beyond: every key drawn
    // before stays the same.
    constexpr int kFirstCells = 128;
    for (int i = 0; i < kFirstCells * 256; ++i) cell[i] = rng.next();
    for (auto& k : side) k = rng.next();
    for (auto& k : lost) k = rng.next();
    swap = rng.next();
    for (auto& k : result) k = rng.next();
    for (auto& k : phase) k = rng.next();
    for (size_t i = kFirstCells * 256; i < cell.size(); ++i) cell[i] = rng.next();
    for (int cellIndex = 0; cellIndex < kMaxCells; ++cellIndex) cell[cellIndex * 256 + kEmpty] = 0;
    for (int c = 0; c < kMaxPlayers; ++c) lost[c * kMaxLostKeyed] = 0;
    side[0] = 0;  // so a default position's key is 0, like its stored key
    result[kOngoing] = 0;
    phase[0] = 0;
  }
};

const ZobristKeys& keys() {
  static const ZobristKeys k;
  return k;
}
}  // namespace

void Position::put(int cell, Piece piece) {
  const auto& z = keys().cell;
  key_ ^= z[cell * 256 + cells_[cell]] ^ z[cell * 256 + piece];
  cells_[cell] = piece;
}

void Position::set_side(Colour c) {
  key_ ^= keys().side[side_] ^ keys().side[c];
  side_ = c;
}

void Position::set_lost(Colour c, int count) {
  const auto& z = keys().lost;
  key_ ^= z[c * kMaxLostKeyed + lost_[c]] ^ z[c * kMaxLostKeyed + (count & 0xFF)];
  lost_[c] = static_cast<uint8_t>(count);
}

void Position::set_swap_pending(bool pending) {
  if (pending != swap_pending_) key_ ^= keys().swap;
  swap_pending_ = pending;
}

void Position::set_phase(Phase phase) {
  const auto& z = keys().phase;
  key_ ^= z[static_cast<int>(phase_)] ^ z[static_cast<int>(phase)];
  phase_ = phase;
}

void Position::set_result(uint8_t result) {
  key_ ^= keys().result[result_] ^ keys().result[result];
  result_ = result;
}

uint64_t Position::compute_key() const {
  const ZobristKeys& z = keys();
  uint64_t k =
      z.side[side_] ^ z.result[result_] ^ (swap_pending_ ? z.swap : 0) ^ z.phase[static_cast<int>(phase_)];
  for (int i = 0; i < kMaxCells; ++i) k ^= z.cell[i * 256 + cells_[i]];
  for (int c = 0; c < kMaxPlayers; ++c) k ^= z.lost[c * kMaxLostKeyed + lost_[c]];
  return k;
}

}  // namespace adaptoid

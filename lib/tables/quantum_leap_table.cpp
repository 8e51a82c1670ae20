// A solved Quantum Leap table (see quantum_leap_table.hpp).
#include <adaptoid/tables/quantum_leap_table.hpp>

#include <cassert>

namespace adaptoid {

QuantumLeapTable::QuantumLeapTable(VariantPtr variant, int max_stones)
    : variant_(std::move(variant)),
      max_stones_(max_stones),
      index_(variant_->board, max_stones),
      masks_(variant_->board),
      layers_((max_stones + 1) * (max_stones + 1)) {
  assert(fits(*variant_));
  for (int o = 0; o <= max_stones; ++o)
    for (int e = 0; e <= max_stones; ++e) {
      QuantumLeapLayer& l = layer(o, e);
      l.own = o;
      l.enemy = e;
      l.size = index_.layer_size(o, e);
    }
}

uint64_t QuantumLeapTable::positions(int n, int max_stones) {
  uint64_t total = 0;
  for (int w = 0; w <= max_stones; ++w)
    for (int b = 0; b <= max_stones; ++b) total += 2 * kBinomial(n, w) * kBinomial(n - w, b);
  return total;
}

uint64_t QuantumLeapTable::entries() const {
  uint64_t total = 0;
  for (const auto& l : layers_) total += l.size;
  return total;
}

namespace {

// The stones of the side to move and of the other, as cell sets.
std::pair<uint64_t, uint64_t> own_and_enemy(const Variant& v, const Position& p) {
  uint64_t white = 0, black = 0;
  for (int i = 0; i < v.board.size(); ++i) {
    if (p.at(i) == stone::make(0)) white |= bit(i);
    if (p.at(i) == stone::make(1)) black |= bit(i);
  }
  return p.side() == 0 ? std::pair{white, black} : std::pair{black, white};
}

}  // namespace

std::optional<QuantumLeapValue> QuantumLeapTable::value(uint64_t own, uint64_t enemy) const {
  const int o = std::popcount(own), e = std::popcount(enemy);
  if (o > max_stones_ || e > max_stones_) return std::nullopt;
  const QuantumLeapLayer& l = layer(o, e);
  if (!l.solved() || !l.has_turns()) return std::nullopt;
  const uint64_t i = index_.rank(own, enemy);
  return QuantumLeapValue{l.win(i), l.turns_of(i)};
}

std::optional<QuantumLeapValue> QuantumLeapTable::value(const Position& p) const {
  if (p.swap_pending()) return std::nullopt;
  const auto [own, enemy] = own_and_enemy(*variant_, p);
  return value(own, enemy);
}

std::optional<bool> QuantumLeapTable::wins(uint64_t own, uint64_t enemy) const {
  const int o = std::popcount(own), e = std::popcount(enemy);
  if (o > max_stones_ || e > max_stones_) return std::nullopt;
  const QuantumLeapLayer& l = layer(o, e);
  if (!l.solved()) return std::nullopt;
  return l.win(index_.rank(own, enemy));
}

std::optional<std::pair<bool, int>> QuantumLeapTable::swap_value(const Position& p) const {
  if (!p.swap_pending() || p.side() != 1 || (swaps_.empty() && !swaps_at_)) return std::nullopt;
  const auto [own, enemy] = own_and_enemy(*variant_, p);
  if (std::popcount(own) != max_stones_ || std::popcount(enemy) != max_stones_) return std::nullopt;
  const uint64_t i = index_.rank(own, enemy);
  const uint8_t b = swaps_at_ ? map_->load<uint8_t>(swaps_at_ + i) : swaps_[i];
  return std::pair{(b & 0x80) != 0, b & 0x7F};
}

std::optional<bool> QuantumLeapTable::side_to_move_wins(const Position& p) const {
  if (p.swap_pending()) return std::nullopt;
  const auto [own, enemy] = own_and_enemy(*variant_, p);
  return wins(own, enemy);
}

}  // namespace adaptoid

// EnumerationCodec: see enumeration_codec.hpp.
#include <adaptoid/codes/enumeration_codec.hpp>

#include <adaptoid/util/random.hpp>

#include <algorithm>

namespace adaptoid {

namespace ap = adaptoid_piece;

namespace {
// The 128-bit FNV prime: mixes the fields beside the cells into a fingerprint.
constexpr Code kFnvPrime = (Code{1} << 88) + (Code{1} << 8) + 0x3b;

int width(uint64_t largest) {
  return std::max(1, static_cast<int>(std::bit_width(largest)));
}
}  // namespace

void EnumerationCodec::fields(AdaptoidTag /*game*/, const Variant& v) {
  for (Colour c = 0; c < v.players; ++c)
    for (int legs = 0; legs <= std::min(kMaxLimbsOfAKind, v.supply_legs); ++legs)
      for (int pincers = 0; pincers <= std::min(kMaxLimbsOfAKind, v.supply_pincers); ++pincers)
        if (legs + pincers <= v.max_extremities) piece_of_.push_back(ap::make(c, legs, pincers));
  lost_bits_ = width(static_cast<uint64_t>(v.loss_goal() + v.supply_adaptoids));
  status_bits_ = width(static_cast<uint64_t>(v.players + 1));
  turn_bits_ = v.max_turns > 0 ? width(static_cast<uint64_t>(v.max_turns + 1)) : 0;
  phase_bits_ = v.has_placement_opening() ? 2 : 0;  // A21, A22; none otherwise: codes unchanged
}

// Stones of each colour; no lost counts, no turn cap, no opening phase.
void EnumerationCodec::fields(QuantumLeapTag /*game*/, const Variant& v) {
  for (Colour c = 0; c < v.players; ++c) piece_of_.push_back(stone::make(c));
  status_bits_ = 1;
}

EnumerationCodec::EnumerationCodec(const Variant& v, std::vector<GroupElement> group)
    : group_(std::move(group)), cells_(v.board.size()), players_(v.players) {
  piece_of_.push_back(kEmpty);
  visit_family(v, [&](auto game) { fields(game, v); });
  cell_bits_ = width(piece_of_.size() - 1);
  side_bits_ = width(static_cast<uint64_t>(v.players - 1));
  bits_ = cells_ * cell_bits_ + side_bits_ + v.players * lost_bits_ + status_bits_ + turn_bits_ + phase_bits_;
  exact_ = bits_ <= 128;
  digits_ = static_cast<int>(piece_of_.size());
  if (!exact_) {  // the fingerprints' keys, the same on every machine
    SplitMix64 rng(0x5EED0F1A2B3C4D5EULL);
    keys_.resize(static_cast<size_t>(cells_) * digits_);
    for (Code& k : keys_) k = (Code{rng.next()} << 64) | rng.next();
  }

  digit_of_.assign(group_.size() * 256, 0);
  for (size_t e = 0; e < group_.size(); ++e) {
    const auto& sigma = group_[e].colour;
    for (size_t d = 1; d < piece_of_.size(); ++d) {
      const Piece x = piece_of_[d];
      const Piece image = recoloured(v, x, sigma);
      digit_of_[e * 256 + x] =
          static_cast<uint8_t>(std::find(piece_of_.begin(), piece_of_.end(), image) - piece_of_.begin());
    }
    std::vector<int> inverse(cells_);
    for (int i = 0; i < cells_; ++i) inverse[group_[e].cell[i]] = i;
    inverse_.push_back(std::move(inverse));
    std::array<Colour, kMaxPlayers> from{};
    for (Colour c = 0; c < kMaxPlayers; ++c) from[sigma[c]] = c;
    colour_from_.push_back(from);
  }
}

template <>
struct EnumerationCodec::Writer<true> {
  Code code = 0;
  int at = 0;
  void put(uint64_t value, int bits) {
    code |= Code{value} << at;
    at += bits;
  }
  Code result() const { return code; }
};

// Fingerprints: the fields other than the cells, packed exactly into one word (they fit easily).
template <>
struct EnumerationCodec::Writer<false> {
  uint64_t extras = 0;
  int at = 0;
  void put(uint64_t value, int bits) {
    extras |= value << at;
    at += bits;
  }
};

uint64_t EnumerationCodec::Reader::get(int bits) {
  const uint64_t value = static_cast<uint64_t>(code >> at) & ((uint64_t{1} << bits) - 1);
  at += bits;
  return value;
}

Code EnumerationCodec::encode(const FastAdaptoidState& s, int element) const {
  return exact_ ? encode_as<true>(s, element) : fingerprint(s, element);
}

Code EnumerationCodec::encode(const FastQuantumLeapState& s, int element) const {
  return exact_ ? encode_as<true>(s, element) : fingerprint(s, element);
}

// A sum of random 128-bit keys, one for each occupied cell of the image and the digit it holds
// (Zobrist's hashing), plus the other fields through the prime: only occupied cells cost, a few
// loads each, where packing every cell's digit was three quarters of the enumeration's time.
Code EnumerationCodec::fingerprint(const FastAdaptoidState& s, int element) const {
  const uint8_t* digit = &digit_of_[static_cast<size_t>(element) * 256];
  const int* to = group_[element].cell.data();
  Code h = 0;
  for (Colour c = 0; c < players_; ++c)
    for_each_cell(s.occupied[c], [&](int cell) { h += keys_[to[cell] * digits_ + digit[s.cells[cell]]]; });
  Writer<false> w;
  const auto& sigma = group_[element].colour;
  const auto& back = colour_from_[element];
  w.put(static_cast<uint64_t>(sigma[s.side]), side_bits_);
  for (Colour c = 0; c < players_; ++c) w.put(s.lost[back[c]], lost_bits_);
  w.put(s.result == kOngoing ? 0 : s.result == kDraw ? 1 : 2 + sigma[s.result], status_bits_);
  if (turn_bits_) w.put(s.turn_number, turn_bits_);
  if (phase_bits_) w.put(static_cast<uint64_t>(s.phase), phase_bits_);
  return h + (Code{w.extras} + 1) * kFnvPrime;
}

Code EnumerationCodec::fingerprint(const FastQuantumLeapState& s, int element) const {
  const uint8_t* digit = &digit_of_[static_cast<size_t>(element) * 256];
  const int* to = group_[element].cell.data();
  Code h = 0;
  for (Colour c = 0; c < players_; ++c)
    for_each_cell(s.stones[c], [&](int cell) { h += keys_[to[cell] * digits_ + digit[stone::make(c)]]; });
  Writer<false> w;
  w.put(static_cast<uint64_t>(group_[element].colour[s.side]), side_bits_);
  w.put(s.swap_pending, status_bits_);
  return h + (Code{w.extras} + 1) * kFnvPrime;
}

template <bool Exact>
Code EnumerationCodec::encode_as(const FastAdaptoidState& s, int element) const {
  Writer<Exact> w;
  const uint8_t* digit = &digit_of_[static_cast<size_t>(element) * 256];
  const int* from = inverse_[element].data();
  for (int j = 0; j < cells_; ++j) w.put(digit[s.cells[from[j]]], cell_bits_);
  const auto& sigma = group_[element].colour;
  const auto& back = colour_from_[element];
  w.put(static_cast<uint64_t>(sigma[s.side]), side_bits_);
  for (Colour c = 0; c < players_; ++c) w.put(s.lost[back[c]], lost_bits_);
  const uint64_t status = s.result == kOngoing ? 0 : s.result == kDraw ? 1 : 2 + sigma[s.result];
  w.put(status, status_bits_);
  if (turn_bits_) w.put(s.turn_number, turn_bits_);
  if (phase_bits_) w.put(static_cast<uint64_t>(s.phase), phase_bits_);
  return w.result();
}

template <bool Exact>
Code EnumerationCodec::encode_as(const FastQuantumLeapState& s, int element) const {
  std::array<Piece, kMaxBitboardCells> pieces{};
  for (Colour c = 0; c < players_; ++c)
    for_each_cell(s.stones[c], [&](int cell) { pieces[cell] = stone::make(c); });
  Writer<Exact> w;
  const uint8_t* digit = &digit_of_[static_cast<size_t>(element) * 256];
  const int* from = inverse_[element].data();
  for (int j = 0; j < cells_; ++j) w.put(digit[pieces[from[j]]], cell_bits_);
  w.put(static_cast<uint64_t>(group_[element].colour[s.side]), side_bits_);
  w.put(s.swap_pending, status_bits_);
  return w.result();
}

template <class State>
Code EnumerationCodec::least(const State& s, bool colours_may_change) const {
  Code best = encode(s, 0);
  for (int e = 1; e < static_cast<int>(group_.size()); ++e)
    if (colours_may_change || group_[e].keeps_colours()) best = std::min(best, encode(s, e));
  return best;
}

// The opening is not colour-symmetric (White moves after the choice, whoever chose): its
// positions fold by board symmetries only.
Code EnumerationCodec::canonical(const FastAdaptoidState& s) const {
  return least(s, s.phase == Phase::Play);
}
Code EnumerationCodec::canonical(const FastQuantumLeapState& s) const {
  return least(s, !s.swap_pending);
}

FastAdaptoidState EnumerationCodec::decode_adaptoid(Code code) const {
  FastAdaptoidState s;
  Reader r{code};
  for (int j = 0; j < cells_; ++j) {
    const Piece x = piece_of_[r.get(cell_bits_)];
    if (x == kEmpty) continue;
    const Colour c = ap::colour(x);
    s.cells[j] = x;
    s.occupied[c] |= bit(j);
    s.legs[c] = static_cast<uint8_t>(s.legs[c] + ap::legs(x));
    s.pincers[c] = static_cast<uint8_t>(s.pincers[c] + ap::pincers(x));
  }
  s.side = static_cast<uint8_t>(r.get(side_bits_));
  for (Colour c = 0; c < players_; ++c) s.lost[c] = static_cast<uint8_t>(r.get(lost_bits_));
  const uint64_t status = r.get(status_bits_);
  s.result = status == 0 ? kOngoing : status == 1 ? kDraw : static_cast<uint8_t>(status - 2);
  s.turn_number = turn_bits_ ? static_cast<uint16_t>(r.get(turn_bits_)) : 1;
  if (phase_bits_) s.phase = static_cast<Phase>(r.get(phase_bits_));
  return s;
}

FastQuantumLeapState EnumerationCodec::decode_quantum_leap(Code code) const {
  FastQuantumLeapState s;
  Reader r{code};
  for (int j = 0; j < cells_; ++j)
    if (const uint64_t d = r.get(cell_bits_)) s.stones[stone::colour(piece_of_[d])] |= bit(j);
  s.side = static_cast<uint8_t>(r.get(side_bits_));
  s.swap_pending = r.get(status_bits_) != 0;
  return s;
}

}  // namespace adaptoid

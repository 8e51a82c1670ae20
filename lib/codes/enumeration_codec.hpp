#pragma once
// 16-byte codes of positions for counting distinct positions: a fixed number of bits per cell
// (a digit: empty, or colour and limbs) and then the side to move, the lost counts, the stored
// result (A11's "lose" is not visible in the placement) and, under a turn cap, the turn number.
// When that fits in 128 bits (the small variants, Quantum Leap up to 61 cells with two players)
// the code is exact and decodes back to the position, so enumeration can go breadth-first with
// a 16-byte frontier. Otherwise the code is a 128-bit fingerprint of the same digits (a sum of
// random keys, one a cell and digit, Zobrist's way): distinct
// positions collide with a probability of about n^2 / 2^129, and the code does not decode.
// The image of a position under a symmetry (canonical.hpp) is encoded by reading its cells
// through the inverse permutation, so the canonical code is the least code over the group.
#include <adaptoid/codes/canonical.hpp>
#include <adaptoid/fast/fast_game.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

__extension__ using Code = unsigned __int128;

class EnumerationCodec {
 public:
  EnumerationCodec(const Variant& v, std::vector<GroupElement> group);
  bool exact() const { return exact_; }
  int bits() const { return bits_; }
  const std::vector<GroupElement>& group() const { return group_; }

  // Adaptoid family.
  Code encode(const FastAdaptoidState& s, int element = 0) const;
  Code canonical(const FastAdaptoidState& s) const;
  FastAdaptoidState decode_adaptoid(Code code) const;
  // Quantum Leap.
  Code encode(const FastQuantumLeapState& s, int element = 0) const;
  Code canonical(const FastQuantumLeapState& s) const;
  FastQuantumLeapState decode_quantum_leap(Code code) const;

 private:
  // Appends a field of `width` bits (exact codes), or mixes it in (fingerprints). A template
  // so that the hot exact path has no branch per field (encoding was a third of enumeration).
  template <bool Exact>
  struct Writer;
  struct Reader {
    Code code;
    int at = 0;
    uint64_t get(int width);
  };
  template <bool Exact>
  Code encode_as(const FastAdaptoidState& s, int element) const;
  template <bool Exact>
  Code encode_as(const FastQuantumLeapState& s, int element) const;
  Code fingerprint(const FastAdaptoidState& s, int element) const;
  Code fingerprint(const FastQuantumLeapState& s, int element) const;
  template <class State>
  Code least(const State& s, bool colours_may_change) const;

  // The family's pieces (the digits) and the widths of its fields beside the cells.
  void fields(AdaptoidTag game, const Variant& v);
  void fields(QuantumLeapTag game, const Variant& v);

  std::vector<GroupElement> group_;
  std::vector<std::vector<int>> inverse_;  // per element: the cell that lands on cell j
  int cells_;
  int players_;
  // Field widths. `status` is the stored result for the Adaptoid family (0 ongoing, 1 drawn,
  // 2 + the winner) and the swap flag for Quantum Leap (the result follows from the position).
  int cell_bits_ = 0, side_bits_ = 0, lost_bits_ = 0, status_bits_ = 0, turn_bits_ = 0, phase_bits_ = 0;
  std::vector<uint8_t> digit_of_;  // [element * 256 + piece]: the digit of the recoloured piece
  std::vector<std::array<Colour, kMaxPlayers>> colour_from_;  // [element][c]: the colour that becomes c
  std::vector<Piece> piece_of_;                               // [digit]
  int bits_ = 0;
  bool exact_ = false;
  int digits_ = 0;
  std::vector<Code> keys_;  // fingerprints: [image cell * digits_ + digit]
};

}  // namespace adaptoid

// The Quantum Leap options: swap, seed, and the stones, given as a count or as a setup placement
// (Q1, Q2).
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/piece.hpp>

namespace adaptoid::variant_loading {

void Reader::read_family(QuantumLeapTag /*game*/, Variant& v) {
  v.start.clear();
  // swap, seed and stones are read by the table of options (variant_loader_scalars.cpp).
  const toml::node* stones = t_.get(kStonesKey);
  if (const toml::node* n = t_.get(kSetupKey)) {
    const std::string text = string(*n, std::string(kSetupKey));
    // parse_placement may check stone counts against v.stones: allow any count while reading.
    const int given = v.stones;
    v.stones = kMaxCells;
    auto pieces = parse_placement(v, text, kSetupKey);
    if (!pieces) reject(pieces.error());
    std::vector<int> count(v.players, 0);
    for (Piece p : pieces.value())
      if (p != kEmpty) {
        const Colour c = stone::colour(p);
        if (c < 0 || c >= v.players) reject("setup: a stone of a colour that is not a player's");
        ++count[c];
      }
    for (Colour c = 1; c < v.players; ++c)
      if (count[c] != count[0])
        reject("setup: white has " + std::to_string(count[0]) + " stones, " + std::string(colour_name(c)) +
               " " + std::to_string(count[c]) + "; every player needs the same number");
    if (count[0] == 0) reject("setup: no stones; each player needs at least one");
    // A base's stones count gives way to this file's setup; otherwise the two must agree.
    const bool stones_apply = stones && (own_has(kStonesKey) || !own_has(kSetupKey));
    if (stones_apply && given != count[0])
      reject("setup: " + std::to_string(count[0]) + " stones each, but stones = " + std::to_string(given));
    v.stones = count[0];
    v.setup = text;
    if (v.players * v.stones >= v.board.size())
      reject("setup: leaves no empty cell; at least one cell must stay empty (Q2)");
    return;
  }
  if (v.players * v.stones >= v.board.size())
    reject("stones: " + std::to_string(v.players) + " x " + std::to_string(v.stones) + " stones need " +
           std::to_string(v.players * v.stones + 1) + " cells, the board has " +
           std::to_string(v.board.size()) + "; one cell must stay empty (Q2)");
}

}  // namespace adaptoid::variant_loading

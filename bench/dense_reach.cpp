// What of the dense index (lib/denseindex/dense_index.hpp) a game reaches, and why the rest is not
// reached: every class reached from the start (as the dense solver's forward pass walks them: by
// tier, the images of a class marked with it), then every number not reached sorted by the first
// rule it breaks. A development tool for the index's bounds (specs/results.md), not a solver:
//   adaptoid_dense_reach VARIANT
// Rules tested on a number not reached:
//   ended     a colour has no adaptoid (the game is over: reached only as a turn's result);
//   unfed     an adaptoid that the last starvation step concerned is unfed (A12, A13, T5: after
//             the previous mover's turn every opponent's adaptoid is fed, unless the game ended
//             with the move, A14 immediate);
//   unmoved   a colour that has lost nothing and has no legs has an adaptoid that is not joined
//             to a start cell through its own adaptoids (none of them ever moved, A5, and each
//             was made next to one before it, A10: they are where they were made);
//   other     none of these (`legless` among them: a colour has an adaptoid without legs).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace adaptoid;

struct Bits {
  std::vector<uint64_t> w;
  explicit Bits(uint64_t n) : w((n + 63) / 64, 0) {}
  bool get(uint64_t i) const { return w[i >> 6] >> (i & 63) & 1; }
  void set(uint64_t i) { w[i >> 6] |= uint64_t{1} << (i & 63); }
};

struct Walk {
  const FastAdaptoidGame& game;
  const DenseIndex& index;
  Bits reached, canonical, expanded;
  uint64_t classes = 0;
  std::vector<FastAdaptoidState> kids;
  std::vector<uint64_t> stack;

  Walk(const FastAdaptoidGame& g, const DenseIndex& d)
      : game(g), index(d), reached(d.size()), canonical(d.size()), expanded(d.size()) {}

  // Marks the class of s; its canonical number when new, else kNone.
  uint64_t mark(const FastAdaptoidState& s) {
    std::array<uint64_t, DenseIndex::kMostImages> n{};
    const size_t k = index.numbers_of(s, n);
    const uint64_t c = *std::min_element(n.begin(), n.begin() + static_cast<std::ptrdiff_t>(k));
    if (canonical.get(c)) return DenseIndex::kNone;
    canonical.set(c);
    ++classes;
    for (size_t e = 0; e < k; ++e) reached.set(n[e]);
    return c;
  }

  void expand(uint64_t c, const DenseTier& tier) {
    stack.push_back(c);
    while (!stack.empty()) {
      const uint64_t g = stack.back();
      stack.pop_back();
      if (expanded.get(g)) continue;
      expanded.set(g);
      const FastAdaptoidState s = index.state(g);
      if (game.status(s).over) continue;
      kids.clear();
      game.children(s, kids);
      for (const FastAdaptoidState& kid : kids) {
        const uint64_t n = index.index(kid);  // throws for a position outside the index
        if (n == DenseIndex::kNone || reached.get(n)) continue;
        if (const uint64_t m = mark(kid); m != DenseIndex::kNone && m < tier.end) stack.push_back(m);
      }
    }
  }
};

// Whether an adaptoid that the last starvation step concerned is unfed (A12).
bool unfed(const Variant& v, const FastAdaptoidState& s) {
  const int mover = v.previous(s.side);
  const Bitboard all = s.all_occupied();
  for (int c = 0; c < v.players; ++c) {
    if (c == mover) continue;
    for (Bitboard b = s.occupied[c]; b; b &= b - 1) {
      const int cell = std::countr_zero(b);
      int food = 0;
      for (int d = 0; d < 6; ++d)
        if (const int n = v.board.neighbour(cell, d); n != kNoCell && !(all >> n & 1))
          food += v.board.height(n);
      const Piece x = s.cells[cell];
      if (adaptoid_piece::legs(x) + adaptoid_piece::pincers(x) > food) return true;
    }
  }
  return false;
}

// The index's calls timed over every reached class's canonical number, in order (as a tier's
// walk takes them): its position, then that and its number, then that and its canonical number;
// the best of three runs each, in ns a call.
void time_ranks(const DenseIndex& index, const Bits& classes, int players) {
  const auto run = [&](int what) {
    double best = 1e30;
    uint64_t sum = 0, calls = 0;
    for (int round = 0; round < 3; ++round) {
      const auto t0 = std::chrono::steady_clock::now();
      calls = 0;
      for (const DenseSlice& slice : index.slices()) {
        DenseCursor cursor;
        for (uint64_t n = slice.begin; n < slice.begin + slice.size; ++n) {
          if (!classes.get(n)) continue;
          const FastAdaptoidState s = index.state(slice, n, cursor);
          sum += what == 0 ? s.cells[0] : what == 1 ? index.index(s) : index.canonical(s);
          ++calls;
        }
      }
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    std::printf("%s: %.1f ns a call (%llu calls, %llu)\n",
                what == 0   ? "state"
                : what == 1 ? "state+index"
                            : "state+canonical",
                1e9 * best / static_cast<double>(calls), static_cast<unsigned long long>(calls),
                static_cast<unsigned long long>(sum % 1000));
  };
  (void)players;
  for (int what = 0; what < 3; ++what) run(what);
}

// Whether a colour that has lost nothing and has no legs has an adaptoid not joined to a start
// cell (of any colour: a numbered position may have its colours swapped) through its own.
bool unmoved_apart(const Variant& v, const FastAdaptoidState& s, Bitboard starts) {
  if (v.has_placement_opening()) return false;
  for (int c = 0; c < v.players; ++c) {
    if (s.lost[c] != 0 || s.legs[c] != 0) continue;
    Bitboard joined = s.occupied[c] & starts, grown = 0;
    while (grown != joined) {
      grown = joined;
      for (Bitboard b = grown; b; b &= b - 1)
        for (int d = 0; d < 6; ++d)
          if (const int n = v.board.neighbour(std::countr_zero(b), d); n != kNoCell)
            joined |= s.occupied[c] & (Bitboard{1} << n);
    }
    if (joined != s.occupied[c]) return true;
  }
  return false;
}

bool legless(const Variant& v, const FastAdaptoidState& s) {
  for (int c = 0; c < v.players; ++c)
    for (Bitboard b = s.occupied[c]; b; b &= b - 1)
      if (adaptoid_piece::legs(s.cells[std::countr_zero(b)]) == 0) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: adaptoid_dense_reach VARIANT\n";
    return 2;
  }
  const auto t0 = std::chrono::steady_clock::now();
  const VariantPtr v = load_variant(argv[1]).value();
  const FastAdaptoidGame game(v);
  const DenseIndex index(*v, folded_group(v));
  Walk walk(game, index);
  for (const Position& p : AdaptoidGame(v).first_positions()) walk.mark(game.from_position(p));
  for (const DenseTier& t : index.tiers())
    for (uint64_t n = t.begin; n < t.end; ++n)
      if (walk.canonical.get(n) && !walk.expanded.get(n)) walk.expand(n, t);
  const double walked = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (std::getenv("DENSE_REACH_TIME")) time_ranks(index, walk.canonical, v->players);
  // Every number by what it is: reached, or the first rule it breaks; by the losses too.
  enum { kReached, kEnded, kUnfed, kUnmoved, kOther, kLegless, kKinds };
  const char* names[kKinds] = {"reached", "ended", "unfed", "unmoved", "other", "other legless"};
  Bitboard starts = 0;
  for (int c = 0; c < v->players && !v->has_placement_opening(); ++c)
    for (const int cell : v->start[c]) starts |= Bitboard{1} << cell;
  std::map<std::string, std::array<uint64_t, kKinds>> by_losses;
  std::array<uint64_t, kKinds> all{};
  uint64_t reached_unfed = 0, reached_unmoved = 0, empty_slices = 0, empty_numbers = 0;
  for (const DenseSlice& slice : index.slices()) {
    std::string losses;
    for (int c = 0; c < v->players; ++c) losses += (c ? "." : "") + std::to_string(slice.lost[c]);
    auto& row = by_losses[losses];
    DenseCursor cursor;
    uint64_t here = 0;
    for (uint64_t n = slice.begin; n < slice.begin + slice.size; ++n) {
      int kind = kReached;
      const bool ended = std::any_of(slice.adaptoids.begin(), slice.adaptoids.begin() + v->players,
                                     [](uint8_t a) { return a == 0; });
      const FastAdaptoidState s = index.state(slice, n, cursor);
      if (walk.reached.get(n)) {
        ++here;
        reached_unfed += !ended && unfed(*v, s);
        reached_unmoved += unmoved_apart(*v, s, starts);
      } else {
        kind = ended ? kEnded : unfed(*v, s) ? kUnfed : unmoved_apart(*v, s, starts) ? kUnmoved : kOther;
      }
      ++row[kind], ++all[kind];
      if (kind == kOther && legless(*v, s)) ++row[kLegless], ++all[kLegless];
    }
    if (here == 0) ++empty_slices, empty_numbers += slice.size;
    if (std::getenv("DENSE_REACH_SLICES")) {
      std::printf("slice");
      for (int c = 0; c < v->players; ++c)
        std::printf(" %d:%d/%d/%d", slice.lost[c], slice.adaptoids[c], slice.legs[c], slice.pincers[c]);
      std::printf(" numbers %llu reached %llu\n", static_cast<unsigned long long>(slice.size),
                  static_cast<unsigned long long>(here));
    }
  }
  std::printf("%s: %llu numbers, %llu classes reached (walked in %.1f s)\n", v->name.c_str(),
              static_cast<unsigned long long>(index.size()), static_cast<unsigned long long>(walk.classes),
              walked);
  const auto line = [&](const std::string& what, const std::array<uint64_t, kKinds>& k) {
    uint64_t sum = 0;
    for (int i = 0; i < kLegless; ++i) sum += k[i];
    std::printf("%-10s %14llu", what.c_str(), static_cast<unsigned long long>(sum));
    for (int i = 0; i < kKinds; ++i)
      std::printf("  %s %llu (%.1f%%)", names[i], static_cast<unsigned long long>(k[i]), 100.0 * k[i] / sum);
    std::printf("\n");
  };
  for (const auto& [losses, k] : by_losses) line("lost " + losses, k);
  line("all", all);
  std::printf(
      "slices %zu, of them %llu not reached at all (%llu numbers); reached numbers with an unfed adaptoid "
      "(not ended): %llu, apart unmoved: %llu\n",
      index.slices().size(), static_cast<unsigned long long>(empty_slices),
      static_cast<unsigned long long>(empty_numbers), static_cast<unsigned long long>(reached_unfed),
      static_cast<unsigned long long>(reached_unmoved));
  return 0;
}

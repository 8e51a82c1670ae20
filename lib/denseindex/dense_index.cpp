// The dense index of the Adaptoid family's positions (see dense_index.hpp).
#include <adaptoid/denseindex/combinatorics.hpp>
#include <adaptoid/denseindex/dense_index.hpp>

#include <algorithm>
#include <stdexcept>

namespace adaptoid {

namespace ap = adaptoid_piece;

namespace {

// The slice key's table is one entry a combination of every colour's loss and material.
constexpr uint64_t kMostSliceKeys = uint64_t{1} << 24;

}  // namespace

std::string DenseIndex::unsupported(const Variant& v) {
  if (!FastAdaptoidGame::supports(v)) return v.name + " is not an Adaptoid-family variant of up to 64 cells";
  if (v.max_turns > 0) return v.name + " has a turn cap (the dense index has no turn number)";
  if (v.no_grow == NoGrow::Lose)
    return v.name + " loses on a failed grow (the result is not read from the board)";
  const uint64_t per_colour = static_cast<uint64_t>(v.players == 2 ? v.capture_goal : v.elimination_goal) *
                              (v.supply_adaptoids + 1) * (v.supply_legs + 1) * (v.supply_pincers + 1);
  uint64_t keys = 1;
  for (int c = 0; c < v.players; ++c) {
    keys *= per_colour;
    if (keys > kMostSliceKeys) return v.name + " has too many loss and material combinations to index";
  }
  return "";
}

DenseIndex::DenseIndex(const Variant& v, std::vector<GroupElement> group)
    : players_(v.players),
      cells_(static_cast<int>(v.board.size())),
      goal_(v.players == 2 ? v.capture_goal : v.elimination_goal),
      radix_{goal_, v.supply_adaptoids + 1, v.supply_legs + 1, v.supply_pincers + 1},
      splits_(v.supply_adaptoids, v.supply_legs, v.supply_pincers, v.max_extremities),
      group_(std::move(group)) {
  if (const std::string why = unsupported(v); !why.empty()) throw fail(why);
  for (int c = 0; c < players_ && players_ == 3; ++c) hunter_[c] = static_cast<uint8_t>(v.hunter(c));
  board_ = cells_ == 64 ? ~Bitboard{0} : (Bitboard{1} << cells_) - 1;
  for (int k = 0; k <= v.supply_adaptoids; ++k)
    for (int n = 0; n < 64; ++n) binomial_.push_back(n <= cells_ ? kBinomial(n, k) : 0);
  for (const GroupElement& g : group_) {
    Element e;
    e.identity = true;  // on the cells (the colours map apart)
    for (int i = 0; i < cells_; ++i) {
      e.cell[i] = static_cast<uint8_t>(g.cell[i]), e.inverse[g.cell[i]] = static_cast<uint8_t>(i);
      e.identity = e.identity && g.cell[i] == i;
    }
    e.bytes.resize(static_cast<size_t>((cells_ + 7) / 8));
    for (size_t j = 0; j < e.bytes.size(); ++j)
      for (int x = 0; x < 256; ++x) {
        e.bytes[j][x] = 0;
        for (int b = 0; b < 8 && static_cast<int>(8 * j) + b < cells_; ++b)
          if (x >> b & 1) e.bytes[j][x] |= Bitboard{1} << g.cell[8 * j + b];
      }
    for (int c = 0; c < players_; ++c)
      e.colour[c] = static_cast<uint8_t>(g.colour[c]), e.from[g.colour[c]] = static_cast<uint8_t>(c);
    for (int c = 0; c < players_; ++c) e.colours |= uint32_t{e.from[c]} << (8 * c);
    elements_.push_back(std::move(e));
  }
  // Folded by the side to move when every colour has an element that makes it colour 0 (two
  // players: the colour swap; Adapt3: the turns of the board that turn the colours round): a
  // position with another side to move is numbered as its image with colour 0 to move.
  bool folds = true;
  for (int side = 0; side < players_; ++side)
    folds = folds && std::any_of(elements_.begin(), elements_.end(),
                                 [&](const Element& e) { return e.colour[side] == 0; });
  sides_ = folds ? 1 : players_;
  for (int side = 0; side < players_; ++side)
    for (size_t e = 0; e < elements_.size(); ++e)
      if (!folds || elements_[e].colour[side] == 0) by_side_[side].push_back(static_cast<uint8_t>(e));
  for (int side = 0; side < players_; ++side) own_[side] = &elements_[by_side_[side][0]];
  for (int side = 0; side < players_; ++side) {
    std::vector<uint8_t> order = by_side_[side];
    std::stable_sort(order.begin(), order.end(),
                     [&](uint8_t x, uint8_t y) { return elements_[x].from < elements_[y].from; });
    for (size_t i = 0; i < order.size(); ++i) {
      if (i == 0 || elements_[order[i]].from != elements_[order[i - 1]].from)
        by_colours_[side].emplace_back();
      by_colours_[side].back().push_back(order[i]);
    }
  }
  for (int x = 0; x < 256; ++x) {
    const int q = ap::legs(static_cast<Piece>(x)) * 8 + ap::pincers(static_cast<Piece>(x)) < 64
                      ? splits_.pair(ap::legs(static_cast<Piece>(x)), ap::pincers(static_cast<Piece>(x)))
                      : -1;
    pair_of_piece_[x] = static_cast<uint8_t>(q < 0 ? 0 : q);
  }
  make_slices(v);
}

uint64_t DenseIndex::slice_key(const std::array<uint8_t, kMaxAdaptoidPlayers>& lost,
                               const std::array<uint8_t, kMaxAdaptoidPlayers>& adaptoids,
                               const std::array<uint8_t, kMaxAdaptoidPlayers>& legs,
                               const std::array<uint8_t, kMaxAdaptoidPlayers>& pincers) const {
  uint64_t key = 0;
  for (int c = 0; c < players_; ++c)
    key = (((key * radix_.lost + lost[c]) * radix_.adaptoids + adaptoids[c]) * radix_.legs + legs[c]) *
              radix_.pincers +
          pincers[c];
  return key;
}

std::vector<bool> DenseIndex::reached_keys(const Variant& v, uint64_t keys) const {
  // A position's images have its counts with the colours permuted: every image of every counts a
  // game reaches is kept, so that a class's numbers are all in the index.
  std::vector<bool> reached(keys, false);
  MaterialReach(v, splits_).each([&](const MaterialCounts& m, int side) {
    for (const uint8_t e : by_side_[side]) {
      std::array<uint8_t, kMaxAdaptoidPlayers> lost{}, adaptoids{}, legs{}, pincers{};
      for (int c = 0; c < players_; ++c) {
        const ColourCounts& from = m[elements_[e].from[c]];
        lost[c] = from.lost, adaptoids[c] = from.adaptoids, legs[c] = from.legs, pincers[c] = from.pincers;
      }
      reached[slice_key(lost, adaptoids, legs, pincers)] = true;
    }
  });
  return reached;
}

void DenseIndex::make_slices(const Variant& v) {
  for (int c = players_ - 1, stride = 1; c >= 0; --c) {
    KeyStrides& k = key_strides_[c];
    k.pincers = static_cast<uint64_t>(stride);
    k.legs = k.pincers * radix_.pincers;
    k.adaptoids = k.legs * radix_.legs;
    k.lost = k.adaptoids * radix_.adaptoids;
    stride = static_cast<int>(k.lost * radix_.lost);
  }
  uint64_t keys = 1;
  for (int c = 0; c < players_; ++c)
    keys *= static_cast<uint64_t>(radix_.lost) * radix_.adaptoids * radix_.legs * radix_.pincers;
  const std::vector<bool> reached = reached_keys(v, keys);
  // Every combination a game reaches, each colour's digits taken from the key (the slice key's
  // own order).
  for (uint64_t key = 0; key < keys; ++key) {
    if (!reached[key]) continue;
    DenseSlice s;
    uint64_t rest = key;
    for (int c = players_ - 1; c >= 0; --c) {
      s.pincers[c] = static_cast<uint8_t>(rest % radix_.pincers), rest /= radix_.pincers;
      s.legs[c] = static_cast<uint8_t>(rest % radix_.legs), rest /= radix_.legs;
      s.adaptoids[c] = static_cast<uint8_t>(rest % radix_.adaptoids), rest /= radix_.adaptoids;
      s.lost[c] = static_cast<uint8_t>(rest % radix_.lost), rest /= radix_.lost;
    }
    uint64_t size = static_cast<uint64_t>(sides_);
    int free = cells_;
    for (int c = 0; c < players_; ++c) {
      // A count past 2^64 would wrap into a small index that answers wrongly: refused instead.
      if (__builtin_mul_overflow(size, kBinomial(free, s.adaptoids[c]), &size) ||
          __builtin_mul_overflow(size, splits_.ways(s.adaptoids[c], s.legs[c], s.pincers[c]), &size))
        throw fail("the dense index would pass 2^64 numbers");
      free -= s.adaptoids[c];
    }
    if (size == 0) continue;
    FastAdaptoidState probe;  // tier_of reads the losses and the material
    for (int c = 0; c < players_; ++c) {
      probe.lost[c] = s.lost[c], probe.legs[c] = s.legs[c], probe.pincers[c] = s.pincers[c];
      probe.occupied[c] = (Bitboard{1} << s.adaptoids[c]) - 1;
    }
    s.tier = tier_of(probe, players_);
    s.size = size;
    for (int c = 0, left = cells_; c < players_; left -= s.adaptoids[c], ++c) {
      s.places[c] = kBinomial(left, s.adaptoids[c]);
      s.ways[c] = splits_.ways(s.adaptoids[c], s.legs[c], s.pincers[c]);
      if (s.adaptoids[c] > 0)
        s.limb_row[c] = static_cast<uint32_t>(splits_.row(s.adaptoids[c] - 1, s.legs[c], s.pincers[c]));
      s.all_ways *= s.ways[c];
    }
    slices_.push_back(s);
  }
  std::stable_sort(slices_.begin(), slices_.end(),
                   [](const DenseSlice& a, const DenseSlice& b) { return a.tier < b.tier; });
  slice_of_key_.assign(keys, kNoSlice);
  for (size_t i = 0; i < slices_.size(); ++i) {
    DenseSlice& s = slices_[i];
    s.begin = size_;
    if (__builtin_add_overflow(size_, s.size, &size_)) throw fail("the dense index would pass 2^64 numbers");
    slice_of_key_[slice_key(s.lost, s.adaptoids, s.legs, s.pincers)] = static_cast<uint32_t>(i);
    if (tiers_.empty() || tiers_.back().key != s.tier) tiers_.push_back({s.tier, s.begin, s.begin});
    tiers_.back().end = size_;
  }
}

uint64_t DenseIndex::rank_in(const DenseSlice& slice, const FastAdaptoidState& s, const Element& g) const {
  std::array<Bitboard, kMaxAdaptoidPlayers>
      cells;  // NOLINT(cppcoreguidelines-pro-type-member-init): players_ written
  for (int c = 0; c < players_; ++c) cells[c] = g.map(s.occupied[g.from[c]]);
  return rank_mapped(slice, s, g, cells.data());
}

uint64_t DenseIndex::rank_mapped(const DenseSlice& slice, const FastAdaptoidState& s, const Element& g,
                                 const Bitboard* cells) const {
  uint64_t place = 0, limbs = 0;
  Bitboard free = board_;
  for (int c = 0; c < players_; ++c) {
    // The image's cells of colour c in order, each with its rank among the cells still free
    // (colex_rank, combinatorics.hpp, with the index's small table of binomials).
    const int k = slice.adaptoids[c];
    uint64_t colex = 0;
    int i = 0;
    for (Bitboard e = extract_bits(cells[c], free); e; e &= e - 1)
      colex += binomial(std::countr_zero(e), ++i);
    place = place * slice.places[c] + colex;
    free &= ~cells[c];
    if (slice.ways[c] == 1) continue;  // one split only (no limbs, or one adaptoid): rank 0
    // The split's rank: the pieces (at their preimages) read first, so that each one's look-ups
    // wait for no other's, and the limbs left after one are arithmetic on its byte. The last
    // adaptoid takes the limbs left, the one split of them: it adds nothing.
    std::array<Piece, kMaxBitboardCells>
        piece;  // NOLINT(cppcoreguidelines-pro-type-member-init): k - 1 written
    i = 0;
    for (Bitboard b = cells[c]; i + 1 < k; b &= b - 1, ++i)
      piece[i] = s.cells[g.inverse[std::countr_zero(b)]];
    // More than one split: at least two adaptoids. The first's row of counts is the slice's.
    uint64_t r = splits_.before_at(slice.limb_row[c] + pair_of_piece_[piece[0]]);
    for (int j = 1, l = slice.legs[c] - ap::legs(piece[0]), p = slice.pincers[c] - ap::pincers(piece[0]);
         j + 1 < k; ++j) {
      r += splits_.before(k - 1 - j, l, p, pair_of_piece_[piece[j]]);
      l -= ap::legs(piece[j]), p -= ap::pincers(piece[j]);
    }
    limbs = limbs * slice.ways[c] + r;
  }
  return (place * slice.all_ways + limbs) * sides_ + (sides_ == 1 ? 0 : g.colour[s.side]);
}

void DenseIndex::throw_outside() {
  throw std::logic_error("dense index: a position whose losses and material no game reaches");
}

uint64_t DenseIndex::index(const FastAdaptoidState& s) const {
  const Element& g = *own_[s.side];
  const DenseSlice* slice = numbered(slice_of(s, g));
  return slice ? slice->begin + rank_in(*slice, s, g) : kNone;
}

size_t DenseIndex::numbers_of(const FastAdaptoidState& s, std::array<uint64_t, kMostImages>& out) const {
  const size_t n = images();
  if (n > out.size()) throw std::logic_error("dense index: a group of more than 24 images");
  // An image's slice depends on its element's colours alone: found again only when they change.
  const Element* last = nullptr;
  const DenseSlice* slice = nullptr;
  for (size_t e = 0; e < n; ++e) {
    const Element& g = elements_[by_side_[s.side][e]];
    if (!last || g.colours != last->colours) slice = numbered(slice_of(s, g));
    last = &g;
    out[e] = slice->begin + rank_in(*slice, s, g);
  }
  return n;
}

uint64_t DenseIndex::canonical(const FastAdaptoidState& s, const DenseSlice* own) const {
  if (!own) return kNone;  // a loss at or past the goal: every image has it
  // Within a slice a number orders its images by colour 0's cells, then colour 1's among the cells
  // left, ..., then the limbs and the side: a colex rank of k cells orders them as the bitboards
  // do, so the images are compared by their cells, a colour at a time, and only those that tie
  // with the least (a symmetric placement) are ranked. An image's slice depends on the element's
  // colours alone, and the elements of one colour permutation come in runs (by_colours_).
  const DenseSlice* best = nullptr;
  std::array<Bitboard, kMaxAdaptoidPlayers> least{};
  std::array<const Element*, kMostImages> ties{};
  size_t tied = 0;
  for (const auto& run : by_colours_[s.side]) {
    const Element& first = elements_[run.front()];
    const DenseSlice* slice = first.colours == own_[s.side]->colours ? own : slice_of(s, first);
    if (best && slice->begin > best->begin) continue;
    for (const uint8_t e : run) {
      const Element& g = elements_[e];
      int c = 0;
      if (slice == best) {
        Bitboard cells = 0;
        while (c < players_ && (cells = g.map(s.occupied[g.from[c]])) == least[c]) ++c;
        if (c < players_ && cells > least[c]) continue;  // a greater image
        if (c < players_) tied = 0, least[c++] = cells;  // a smaller one
      } else {
        best = slice, tied = 0;
      }
      for (; c < players_; ++c) least[c] = g.map(s.occupied[g.from[c]]);
      if (tied == ties.size()) throw std::logic_error("dense index: a group of more than 24 images");
      ties[tied++] = &g;
    }
  }
  uint64_t number = kNone;
  for (size_t i = 0; i < tied; ++i)
    number = std::min(number, best->begin + rank_mapped(*best, s, *ties[i], least.data()));
  return number;
}

uint8_t DenseIndex::result_of(const FastAdaptoidState& s) const {
  // As the rules decide at the end of the mover's turn (the mover: the one before the side to
  // move), with every loss below the goal: the colours without adaptoids lose (A15, T7).
  int losers = 0;
  std::array<bool, kMaxAdaptoidPlayers> loses{};
  for (int c = 0; c < players_; ++c) losers += loses[c] = s.occupied[c] == 0;
  if (losers == 0) return kOngoing;
  const int mover = (s.side + players_ - 1) % players_;
  if (losers == players_) return static_cast<uint8_t>(mover);
  if (players_ == 2) return static_cast<uint8_t>(loses[0] ? 1 : 0);
  if (losers == 1)  // its hunter wins (T7)
    for (int c = 0; c < players_; ++c)
      if (loses[c]) return hunter_[c];
  for (int c = 0; c < players_; ++c)  // two losers: the third wins
    if (!loses[c]) return static_cast<uint8_t>(c);
  return kOngoing;
}

const DenseSlice& DenseIndex::slice_at(uint64_t number) const {
  return *std::prev(std::upper_bound(slices_.begin(), slices_.end(), number,
                                     [](uint64_t n, const DenseSlice& s) { return n < s.begin; }));
}

FastAdaptoidState DenseIndex::state(const DenseSlice& slice, uint64_t number) const {
  DenseCursor fresh;
  return state(slice, number, fresh);
}

FastAdaptoidState DenseIndex::state(const DenseSlice& slice, uint64_t number, DenseCursor& cursor) const {
  uint64_t r = number - slice.begin;
  FastAdaptoidState s;
  s.side = static_cast<uint8_t>(r % sides_);
  r /= sides_;
  uint64_t limbs = r % slice.all_ways;
  const uint64_t place = r / slice.all_ways;
  if (cursor.slice != &slice || cursor.place != place) {
    cursor.slice = &slice, cursor.place = place;
    std::array<uint64_t, kMaxAdaptoidPlayers> place_rank{};
    for (uint64_t rest = place, c = players_; c-- > 0;)
      place_rank[c] = rest % slice.places[c], rest /= slice.places[c];
    Bitboard free = board_;
    int left = cells_;
    for (int c = 0; c < players_; ++c) {
      cursor.cells[c] = deposit_bits(colex_unrank(place_rank[c], slice.adaptoids[c], left), free);
      free &= ~cursor.cells[c];
      left -= slice.adaptoids[c];
    }
  }
  std::array<uint64_t, kMaxAdaptoidPlayers> limb_rank{};
  for (int c = players_ - 1; c >= 0; --c) limb_rank[c] = limbs % slice.ways[c], limbs /= slice.ways[c];
  for (int c = 0; c < players_; ++c) {
    const Bitboard cells = cursor.cells[c];
    std::array<uint8_t, kMaxBitboardCells>
        pairs;  // NOLINT(cppcoreguidelines-pro-type-member-init): k written
    splits_.unrank(limb_rank[c], slice.adaptoids[c], slice.legs[c], slice.pincers[c], pairs.data());
    int i = 0;
    for (Bitboard b = cells; b; b &= b - 1, ++i)
      s.cells[std::countr_zero(b)] = ap::make(c, splits_.legs_of(pairs[i]), splits_.pincers_of(pairs[i]));
    s.occupied[c] = cells;
    s.lost[c] = slice.lost[c], s.legs[c] = slice.legs[c], s.pincers[c] = slice.pincers[c];
  }
  s.result = result_of(s);
  return s;
}

}  // namespace adaptoid

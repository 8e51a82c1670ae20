// The losses and material a game can reach (see material_reach.hpp).
#include <adaptoid/denseindex/combinatorics.hpp>
#include <adaptoid/denseindex/material_reach.hpp>

#include <algorithm>
#include <bit>

namespace adaptoid {

namespace {

// Sets of cells looked at for the least boundary of a size; past it the size counts as walled in
// whatever the others hold.
constexpr uint64_t kMostSets = 2'000'000;

// By adaptoids: the fewest cells next to a set of that many and not in it (0 when not looked at).
std::vector<int> least_boundaries(const Board& board, int most) {
  const int n = board.size();
  std::vector<uint64_t> near(static_cast<size_t>(n), 0);
  for (int i = 0; i < n; ++i)
    for (int d = 0; d < 6; ++d)
      if (const int j = board.neighbour(i, d); j != kNoCell) near[i] |= uint64_t{1} << j;
  std::vector<int> least(static_cast<size_t>(most) + 1, 0);
  for (int k = 1; k <= most && k < n; ++k) {
    if (kBinomial(n, k) > kMostSets) break;
    int best = n;
    uint64_t set = (uint64_t{1} << k) - 1;
    for (uint64_t left = kBinomial(n, k);;) {
      uint64_t around = 0;
      for (uint64_t b = set; b; b &= b - 1) around |= near[std::countr_zero(b)];
      best = std::min(best, std::popcount(around & ~set));
      if (--left == 0) break;
      set = next_combination(set);
    }
    least[k] = best;
  }
  return least;
}

}  // namespace

MaterialReach::MaterialReach(const Variant& v, const LimbSplits& splits)
    : players_(v.players),
      goal_(v.loss_goal()),
      adaptoids_(v.supply_adaptoids),
      legs_(v.supply_legs),
      pincers_(v.supply_pincers),
      most_limbs_(std::min(v.max_extremities, 7)),
      needs_pincer_(v.attacker_needs_pincer),
      suicides_(v.suicide_attacks),
      at_once_(v.win_check == WinCheck::Immediate),
      prey_only_(v.attack == AttackRule::PreyOnly),
      splits_(splits) {
  for (int c = 0; c < players_; ++c) {
    next_[c] = static_cast<uint8_t>(v.next(c));
    prey_[c] = static_cast<uint8_t>(v.prey[c]);
  }
  if (v.board.size() <= 64)
    least_boundary_ = least_boundaries(v.board, adaptoids_);
  else
    least_boundary_.assign(static_cast<size_t>(adaptoids_) + 1, 0);
  uint64_t keys = 1;
  for (int c = 0; c < players_; ++c)
    keys *= static_cast<uint64_t>(goal_) * (adaptoids_ + 1) * (legs_ + 1) * (pincers_ + 1);
  sides_.assign(keys, 0);
  MaterialCounts start{};
  for (int c = 0; c < players_; ++c)
    start[c].adaptoids =
        static_cast<uint8_t>(v.has_placement_opening() ? 1 : std::min<size_t>(v.start[c].size(), adaptoids_));
  reach(start, v.turn_order.front());
  while (!todo_.empty()) {
    const uint64_t at = todo_.back();
    todo_.pop_back();
    turn(counts(at / players_), static_cast<int>(at % players_));
  }
}

uint64_t MaterialReach::key(const MaterialCounts& m) const {
  uint64_t k = 0;
  for (int c = players_ - 1; c >= 0; --c)
    k = (((k * goal_ + m[c].lost) * (adaptoids_ + 1) + m[c].adaptoids) * (legs_ + 1) + m[c].legs) *
            (pincers_ + 1) +
        m[c].pincers;
  return k;
}

MaterialCounts MaterialReach::counts(uint64_t key) const {
  MaterialCounts m{};
  for (int c = 0; c < players_; ++c) {
    m[c].pincers = static_cast<uint8_t>(key % (pincers_ + 1)), key /= pincers_ + 1;
    m[c].legs = static_cast<uint8_t>(key % (legs_ + 1)), key /= legs_ + 1;
    m[c].adaptoids = static_cast<uint8_t>(key % (adaptoids_ + 1)), key /= adaptoids_ + 1;
    m[c].lost = static_cast<uint8_t>(key % goal_), key /= goal_;
  }
  return m;
}

bool MaterialReach::carries(const ColourCounts& c, int legs, int pincers) const {
  return c.adaptoids > 0 && legs <= c.legs && pincers <= c.pincers && legs + pincers <= most_limbs_ &&
         splits_.ways(c.adaptoids - 1, c.legs - legs, c.pincers - pincers) > 0;
}

ColourCounts MaterialReach::without(ColourCounts c, int legs, int pincers) {
  ++c.lost, --c.adaptoids;
  c.legs = static_cast<uint8_t>(c.legs - legs), c.pincers = static_cast<uint8_t>(c.pincers - pincers);
  return c;
}

void MaterialReach::reach(const MaterialCounts& m, int side) {
  for (int c = 0; c < players_; ++c)
    if (m[c].lost >= goal_) return;  // over, and not numbered
  uint8_t& sides = sides_[key(m)];
  if (sides >> side & 1) return;
  sides = static_cast<uint8_t>(sides | 1 << side);
  todo_.push_back(key(m) * players_ + side);
}

// A5-A8, T4: the move attacks nobody, or one attack removes the defender, the attacker or both.
void MaterialReach::turn(const MaterialCounts& m, int mover) {
  for (int c = 0; c < players_; ++c)
    if (m[c].adaptoids == 0) return;  // over (A15, T7)
  grow_and_starve(m, mover);
  const ColourCounts& own = m[mover];
  for (int d = 0; d < players_; ++d) {
    if (d == mover || (prey_only_ && players_ == 3 && d != prey_[mover])) continue;
    // An attacker has a leg (A5) and, unless the variant lets it, a pincer (A6).
    for (int al = 1; al <= own.legs; ++al)
      for (int ap = needs_pincer_ ? 1 : 0; ap <= own.pincers; ++ap) {
        if (!carries(own, al, ap)) continue;
        for (int dl = 0; dl <= m[d].legs; ++dl)
          for (int dp = 0; dp <= m[d].pincers; ++dp) {
            if (!carries(m[d], dl, dp) || (ap < dp && !suicides_)) continue;
            MaterialCounts after = m;
            if (ap >= dp) after[d] = without(after[d], dl, dp);
            if (ap <= dp) after[mover] = without(after[mover], al, ap);
            grow_and_starve(after, mover);
          }
      }
  }
}

void MaterialReach::grow_and_starve(const MaterialCounts& after_move, int mover) {
  bool over = false;
  for (int c = 0; c < players_; ++c) {
    if (after_move[c].lost >= goal_) return;
    over |= after_move[c].adaptoids == 0;
  }
  if (over && at_once_) return reach(after_move, next_[mover]);  // A14: the turn ends with the move
  const ColourCounts& c = after_move[mover];
  int others = 0;
  for (int d = 0; d < players_; ++d) others += d == mover ? 0 : after_move[d].adaptoids;
  const bool room = c.adaptoids > 0 && c.legs + c.pincers < c.adaptoids * most_limbs_;
  const bool creates = c.adaptoids > 0 && c.adaptoids < adaptoids_;
  const bool walled = c.adaptoids == 0 || c.adaptoids == adaptoids_ || least_boundary_[c.adaptoids] <= others;
  std::vector<MaterialCounts> grown;
  if (creates) grown.push_back(after_move), ++grown.back()[mover].adaptoids;
  if (room && c.legs < legs_) grown.push_back(after_move), ++grown.back()[mover].legs;
  if (room && c.pincers < pincers_) grown.push_back(after_move), ++grown.back()[mover].pincers;
  const bool limbs_left = c.legs < legs_ || c.pincers < pincers_;
  if (walled && !(room && limbs_left)) grown.push_back(after_move);  // A11: no grow possible
  for (const MaterialCounts& g : grown) starve(g, mover, next_[mover], kAnyLimbs);
}

// A12, A13, T5: any of each opponent's adaptoids with a limb (a bare one is always fed), each a
// loss; the opponents in turn order from the one after the mover, each one's starved taken in
// descending order of their limbs (each set once), each at most `most`.
void MaterialReach::starve(MaterialCounts m, int mover, int opponent, int most) {
  if (opponent == mover) return reach(m, next_[mover]);
  starve(m, mover, next_[opponent], kAnyLimbs);
  const ColourCounts c = m[opponent];
  if (c.lost + 1 >= goal_) return;  // one more loss ends the game past the goal
  for (int l = 0; l <= c.legs; ++l)
    for (int p = l == 0 ? 1 : 0; p <= c.pincers && l * 8 + p <= most; ++p)
      if (carries(c, l, p)) {
        m[opponent] = without(c, l, p);
        starve(m, mover, opponent, l * 8 + p);  // and maybe more of them
      }
}

}  // namespace adaptoid

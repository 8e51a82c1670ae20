// FastAdaptoidGame: conversion, move generation, making turns. The bulk count is in
// fast_adaptoid_count.cpp. Every rule here mirrors adaptoid_game.cpp, with the same rule numbers.
#include <adaptoid/fast/fast_adaptoid_game.hpp>

#include <algorithm>

#include <cassert>

namespace adaptoid {

namespace ap = adaptoid_piece;

FastAdaptoidGame::FastAdaptoidGame(VariantPtr variant)
    : FastGameBase(std::move(variant)), goal_(variant_->loss_goal()) {
  for (Colour c = 0; c < variant_->players; ++c) previous_[c] = variant_->previous(c);
}

FastAdaptoidState FastAdaptoidGame::from_position(const Position& p) const {
  State s;
  for (int i = 0; i < masks_.cells; ++i) {
    const Piece x = p.at(i);
    if (x == kEmpty) continue;
    const Colour c = ap::colour(x);
    s.cells[i] = x;
    s.occupied[c] |= bit(i);
    s.legs[c] = static_cast<uint8_t>(s.legs[c] + ap::legs(x));
    s.pincers[c] = static_cast<uint8_t>(s.pincers[c] + ap::pincers(x));
  }
  for (Colour c = 0; c < variant_->players; ++c) s.lost[c] = static_cast<uint8_t>(p.lost(c));
  s.side = static_cast<uint8_t>(p.side());
  s.phase = p.phase();
  s.result = p.result();
  s.turn_number = static_cast<uint32_t>(p.turn_number());
  return s;
}

Position FastAdaptoidGame::to_position(const State& s) const {
  Position p;
  for (int i = 0; i < masks_.cells; ++i)
    if (s.cells[i] != kEmpty) p.put(i, s.cells[i]);
  for (Colour c = 0; c < variant_->players; ++c) p.set_lost(c, s.lost[c]);
  p.set_side(s.side);
  p.set_phase(s.phase);
  p.set_result(s.result);
  p.set_turn_number(s.turn_number);
  return p;
}

Status FastAdaptoidGame::status(const State& s) const {
  if (s.result == kOngoing) return {};
  if (s.result == kDraw) return {true, std::nullopt};
  return {true, static_cast<Colour>(s.result)};
}

FastAdaptoidGame::Supply FastAdaptoidGame::supply(const State& s, Colour c) const {
  return {variant_->supply_adaptoids - popcount(s.occupied[c]), variant_->supply_legs - s.legs[c],
          variant_->supply_pincers - s.pincers[c]};
}

Bitboard FastAdaptoidGame::growable(const State& s, Colour c) const {
  Bitboard out = 0;
  for_each_cell(s.occupied[c], [&](int cell) {
    if (ap::limbs(s.cells[cell]) < variant_->max_extremities) out |= bit(cell);
  });
  return out;
}

// T4: whom the mover may attack.
Bitboard FastAdaptoidGame::targets(const State& s, Colour mover) const {
  if (variant_->players == 3 && variant_->attack == AttackRule::PreyOnly)
    return s.occupied[variant_->prey[mover]];
  return s.all_occupied() & ~s.occupied[mover];
}

// A5: every step but the last enters an empty cell, so the destinations are the empty cells
// within L steps through empty cells, and the attacks are the targets next to a cell within
// L - 1 steps. A6, A7 filter the attacks by pincers.
FastAdaptoidGame::Moves FastAdaptoidGame::moves_from(const State& s, int from, Bitboard empty) const {
  const Piece piece = s.cells[from];
  const int reach = ap::legs(piece);
  Bitboard reached = bit(from), frontier = bit(from), touched = 0;
  for (int step = 0; step < reach && frontier; ++step) {
    const Bitboard around = masks_.adjacent(frontier);
    touched |= around;
    frontier = around & empty & ~reached;
    reached |= frontier;
  }
  Moves m{reached & ~bit(from), 0};
  const int a = ap::pincers(piece);
  if (variant_->attacker_needs_pincer && a == 0) return m;  // A6
  m.attacks = touched & targets(s, ap::colour(piece));
  if (!variant_->suicide_attacks)  // A7: no attack on an adaptoid with more pincers
    for_each_cell(m.attacks, [&](int to) {
      if (ap::pincers(s.cells[to]) > a) m.attacks &= ~bit(to);
    });
  return m;
}

void FastAdaptoidGame::remove(State& s, int cell) const {
  const Piece x = s.cells[cell];
  const Colour c = ap::colour(x);
  s.occupied[c] &= ~bit(cell);
  s.legs[c] = static_cast<uint8_t>(s.legs[c] - ap::legs(x));
  s.pincers[c] = static_cast<uint8_t>(s.pincers[c] - ap::pincers(x));
  s.cells[cell] = kEmpty;
}

// A7, A8: more pincers wins; equal pincers remove both; fewer pincers is a suicide.
void FastAdaptoidGame::apply_move(State& s, MoveKind kind, int from, int to) const {
  const Piece attacker = s.cells[from];
  const Colour mover = ap::colour(attacker);
  if (kind == MoveKind::Step) {
    s.cells[to] = attacker;
    s.cells[from] = kEmpty;
    s.occupied[mover] ^= bit(from) | bit(to);
    return;
  }
  const Piece defender = s.cells[to];
  const int a = ap::pincers(attacker), d = ap::pincers(defender);
  if (a >= d) {
    ++s.lost[ap::colour(defender)];
    remove(s, to);
  }
  if (a <= d) {
    ++s.lost[mover];
    remove(s, from);
  } else {
    s.cells[to] = attacker;
    s.cells[from] = kEmpty;
    s.occupied[mover] ^= bit(from) | bit(to);
  }
}

void FastAdaptoidGame::apply_grow(State& s, GrowKind kind, int cell, Colour mover) const {
  switch (kind) {
    case GrowKind::Create:
      s.cells[cell] = ap::make(mover, 0, 0);
      s.occupied[mover] |= bit(cell);
      break;
    case GrowKind::Leg:
      s.cells[cell] = ap::with_leg(s.cells[cell]);
      ++s.legs[mover];
      break;
    case GrowKind::Pincer:
      s.cells[cell] = ap::with_pincer(s.cells[cell]);
      ++s.pincers[mover];
      break;
    case GrowKind::None:
      break;
  }
}

// A12, A13, T5: every unfed adaptoid of the mover's opponents goes at once.
void FastAdaptoidGame::starve(State& s, Colour mover) const {
  remove_starved(s, unfed(s, mover, masks_.all & ~s.all_occupied(), masks_.all));
}

Bitboard FastAdaptoidGame::unfed(const State& s, Colour mover, Bitboard empty, Bitboard among) const {
  Bitboard starved = 0;
  for (Colour c = 0; c < variant_->players; ++c) {
    if (c == mover) continue;
    for_each_cell(s.occupied[c] & among, [&](int cell) {
      const int limbs = ap::limbs(s.cells[cell]);
      if (limbs > 0 && masks_.food(cell, empty) < limbs) starved |= bit(cell);
    });
  }
  return starved;
}

void FastAdaptoidGame::remove_starved(State& s, Bitboard starved) const {
  for_each_cell(starved, [&](int cell) {
    ++s.lost[ap::colour(s.cells[cell])];
    remove(s, cell);
  });
}

// A15, A16, T7, as AdaptoidGame::decide.
uint8_t FastAdaptoidGame::decide(const State& s, Colour mover, bool failed_to_grow) const {
  const int players = variant_->players;
  std::array<bool, kMaxAdaptoidPlayers> loses{};
  int losers = 0;
  for (Colour c = 0; c < players; ++c) {
    loses[c] = s.lost[c] >= goal_ || s.occupied[c] == 0 || (c == mover && failed_to_grow);
    losers += loses[c];
  }
  if (losers == 0) return kOngoing;
  if (losers == players) return static_cast<uint8_t>(mover);
  if (players == 2) return static_cast<uint8_t>(loses[0] ? 1 : 0);
  if (losers == 1)
    for (Colour c = 0; c < players; ++c)
      if (loses[c]) return static_cast<uint8_t>(variant_->hunter(c));
  for (Colour c = 0; c < players; ++c)
    if (!loses[c]) return static_cast<uint8_t>(c);
  return kOngoing;
}

void FastAdaptoidGame::finish_turn(State& s, Colour mover, bool failed_to_grow) const {
  if (last_in_round_[mover]) ++s.turn_number;
  s.side = static_cast<uint8_t>(next_[mover]);
  uint8_t result = decide(s, mover, failed_to_grow && variant_->no_grow == NoGrow::Lose);
  if (result == kOngoing && variant_->max_turns > 0 &&
      s.turn_number > static_cast<uint32_t>(variant_->max_turns))
    result = kDraw;
  s.result = result;
}

bool FastAdaptoidGame::ends_at_once(const State& after_move, Colour mover) const {
  return variant_->win_check == WinCheck::Immediate && decide(after_move, mover, false) != kOngoing;
}

FastAdaptoidGame::Grows FastAdaptoidGame::grows(const State& s, Colour mover) const {
  Grows g{supply(s, mover)};
  const Bitboard empty = masks_.all & ~s.all_occupied();
  if (g.left.adaptoids > 0) g.creates = masks_.adjacent(s.occupied[mover]) & empty;
  if (g.left.legs > 0 || g.left.pincers > 0) g.limbs = growable(s, mover);
  return g;
}

// A10 in the order of the plain generator: by cell; an empty cell is a create, a friend a leg
// then a pincer.
void FastAdaptoidGame::grow_turns(const State& s, Colour mover, const Turn& base,
                                  std::vector<Turn>& out) const {
  const Grows g = grows(s, mover);
  if ((g.creates | g.limbs) == 0) {
    out.push_back(base);
    return;
  }
  for_each_cell(g.creates | g.limbs, [&](int cell) {
    Turn t = base;
    t.grow_cell = static_cast<uint8_t>(cell);
    if (g.creates & bit(cell)) {
      t.grow = GrowKind::Create;
      out.push_back(t);
      return;
    }
    if (g.left.legs > 0) {
      t.grow = GrowKind::Leg;
      out.push_back(t);
    }
    if (g.left.pincers > 0) {
      t.grow = GrowKind::Pincer;
      out.push_back(t);
    }
  });
}

void FastAdaptoidGame::legal_turns(const State& s, std::vector<Turn>& out) const {
  out.clear();
  if (s.phase != Phase::Play) return opening_turns(s, out);
  if (s.result != kOngoing) return;
  const Colour mover = s.side;
  grow_turns(s, mover, Turn{}, out);
  const Bitboard empty = masks_.all & ~s.all_occupied();
  for_each_cell(s.occupied[mover], [&](int from) {
    if (ap::legs(s.cells[from]) == 0) return;
    const Moves m = moves_from(s, from, empty);
    for_each_cell(m.steps | m.attacks, [&](int to) {
      Turn base;
      base.move = (m.steps & bit(to)) ? MoveKind::Step : MoveKind::Attack;
      base.from = static_cast<uint8_t>(from);
      base.to = static_cast<uint8_t>(to);
      State after = s;
      apply_move(after, base.move, from, to);
      if (ends_at_once(after, mover))
        out.push_back(base);
      else
        grow_turns(after, mover, base, out);
    });
  });
}

bool FastAdaptoidGame::is_legal(const State& s, const Turn& t) const {
  if (s.phase != Phase::Play) {
    std::vector<Turn> all;
    opening_turns(s, all);
    return std::find(all.begin(), all.end(), t) != all.end();
  }
  if (s.result != kOngoing) return false;
  const Colour mover = s.side;
  State after = s;
  Turn base = t;  // the turn's move, without its grow
  base.grow = GrowKind::None;
  base.grow_cell = 0;
  if (t.move == MoveKind::None) {
    if (base != Turn{}) return false;
  } else {
    // As legal_turns lists them: a piece of the mover's with a leg, to a cell its moves reach (a
    // step where both could go).
    if (t.from >= masks_.cells || t.to >= masks_.cells || !(s.occupied[mover] & bit(t.from)) ||
        ap::legs(s.cells[t.from]) == 0)
      return false;
    const Moves m = moves_from(s, t.from, masks_.all & ~s.all_occupied());
    const bool reached = t.move == MoveKind::Step     ? (m.steps & bit(t.to)) != 0
                         : t.move == MoveKind::Attack ? (m.attacks & ~m.steps & bit(t.to)) != 0
                                                      : false;
    if (!reached) return false;
    apply_move(after, t.move, t.from, t.to);
    if (ends_at_once(after, mover)) return t == base;
  }
  // The move's turns, as legal_turns lists them (a few: the grows after one move).
  thread_local std::vector<Turn> after_move;
  after_move.clear();
  grow_turns(after, mover, base, after_move);
  return std::find(after_move.begin(), after_move.end(), t) != after_move.end();
}

FastAdaptoidState FastAdaptoidGame::apply(const State& s, const Turn& t) const {
  if (s.phase != Phase::Play) return apply_opening(s, t);
  const Colour mover = s.side;
  State q = s;
  if (t.move != MoveKind::None) {
    apply_move(q, t.move, t.from, t.to);
    if (ends_at_once(q, mover)) {
      finish_turn(q, mover, false);
      return q;
    }
  }
  apply_grow(q, t.grow, t.grow_cell, mover);
  starve(q, mover);
  finish_turn(q, mover, t.grow == GrowKind::None);
  return q;
}

void FastAdaptoidGame::grow_children(const State& s, Colour mover, std::vector<State>& out) const {
  const Grows g = grows(s, mover);
  const Bitboard empty = masks_.all & ~s.all_occupied();
  // Who starves depends only on the empty cells, which a grown limb leaves as they are: found once
  // for every child, and a created adaptoid adds only its neighbours' hunger (the search spent a
  // third of its time here when each child looked at every opponent again).
  const Bitboard starved = unfed(s, mover, empty, masks_.all);
  const auto finish = [&](GrowKind kind, int cell) {
    State& child = out.emplace_back(s);
    apply_grow(child, kind, cell, mover);
    const Bitboard hungrier =
        kind == GrowKind::Create ? unfed(s, mover, empty & ~bit(cell), masks_.adjacent(bit(cell))) : 0;
    remove_starved(child, starved | hungrier);
    finish_turn(child, mover, kind == GrowKind::None);
  };
  if ((g.creates | g.limbs) == 0) {  // g.limbs is empty when neither legs nor pincers are left
    finish(GrowKind::None, 0);       // A11
    return;
  }
  for_each_cell(g.creates, [&](int cell) { finish(GrowKind::Create, cell); });
  for_each_cell(g.limbs, [&](int cell) {
    if (g.left.legs > 0) finish(GrowKind::Leg, cell);
    if (g.left.pincers > 0) finish(GrowKind::Pincer, cell);
  });
}

void FastAdaptoidGame::children(const State& s, std::vector<State>& out) const {
  children_until(s, out, [](const State&) { return false; });
}

}  // namespace adaptoid

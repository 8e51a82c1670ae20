#pragma once
// The Adaptoid family's probe and verifier, written once for every way a table keeps its entries
// (adaptoid_table.hpp: classes under their codes; dense_table.hpp: a byte a number of the dense
// index). A table type gives variant(), variant_ptr(), find(position) (nullopt: not in the table),
// and for the verifier size() and, for each i below it, entry(i) (nullopt: nothing to check there)
// and position(i).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/table_check.hpp>

#include <algorithm>
#include <optional>
#include <vector>

namespace adaptoid::adaptoid_derive {

// Question k of a position (the player k places after its mover) is question kid_question(...)
// of a successor.
inline int kid_question(const Variant& v, const Position& p, int k, const Position& kid) {
  const int n = v.players;
  return ((v.order_index(p.side()) + k) % n - v.order_index(kid.side()) + n) % n;
}

struct Successor {
  Turn turn;
  Position position;
  ForcedWins wins;
};

// The entry of an ended game: its winner (counted from the side to move) wins in 0 plies.
inline ForcedWins ended_entry(const Variant& v, const Position& p, const Status& s) {
  ForcedWins w;
  const int n = v.players;
  if (s.winner) w.plies_plus_one[(v.order_index(*s.winner) - v.order_index(p.side()) + n) % n] = 1;
  return w;
}

// Every legal turn with its successor's entry; nullopt when a successor is not in the table.
template <class Table>
std::optional<std::vector<Successor>> successors(const AdaptoidGame& game, const Table& table,
                                                 const Position& p) {
  std::vector<Successor> out;
  if (game.status(p).over) return out;
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  for (const Turn& t : turns) {
    Position q = game.apply(p, t);
    const auto w = table.find(q);
    if (!w) return std::nullopt;
    out.push_back({t, std::move(q), *w});
  }
  return out;
}

// The entry a position should have, derived from its successors' entries in the table.
template <class Table>
std::optional<ForcedWins> derived(const AdaptoidGame& game, const Table& table, const Position& p) {
  const Variant& v = game.variant();
  const int n = v.players;
  ForcedWins w;
  if (const Status s = game.status(p); s.over) return ended_entry(v, p, s);
  const auto kids = successors(game, table, p);
  if (!kids) return std::nullopt;
  for (int k = 0; k < n; ++k) {
    int fastest = 0, slowest = 0;
    bool every = !kids->empty();
    for (const Successor& kid : *kids) {
      const int x = kid_question(v, p, k, kid.position);
      if (!kid.wins.forces(x)) {
        every = false;
        continue;
      }
      const int plies = kid.wins.plies_plus_one[x] + 1;
      if (!fastest || plies < fastest) fastest = plies;
      slowest = std::max(slowest, plies);
    }
    if (k == 0)
      w.plies_plus_one[k] = static_cast<uint16_t>(fastest);
    else if (every)
      w.plies_plus_one[k] = static_cast<uint16_t>(slowest);
  }
  return w;
}

template <class Table>
Result<AdaptoidProbe> probe_entries(const AdaptoidGame& game, const Table& table, const Position& p,
                                    ProbeDetail detail) {
  const Variant& v = game.variant();
  const auto e = table.find(p);
  if (!e) return fail("position: not in the table (not reachable from " + v.name + "'s start)");
  AdaptoidProbe probe;
  probe.wins = *e;
  if (detail == ProbeDetail::Value) return probe;
  const auto kids = successors(game, table, p);
  if (!kids) return fail("position: a successor is missing from the table");
  int forcing = -1;
  for (int k = 0; k < v.players; ++k)
    if (e->forces(k)) forcing = k;
  for (const Successor& kid : *kids) {
    bool keeps = forcing > 0;
    // The mover keeps its win with every turn after which it still forces one, the fastest or not;
    // the plies of the win through this turn are its successor's plus this turn's.
    const int mover_after = kid.wins.plies_plus_one[kid_question(v, p, 0, kid.position)];
    if (forcing == 0) keeps = mover_after != 0;
    if (forcing < 0) keeps = kid.wins == ForcedWins{};
    if (!keeps) continue;
    probe.keeping.push_back(kid.turn);
    if (forcing == 0) probe.keeping_plies.push_back(mover_after);
  }
  if (forcing < 0 || detail == ProbeDetail::Turns) return probe;
  // The main line: every turn one ply closer to the forced win (the winner's fastest, the
  // others' slowest: a successor with exactly one ply less exists at every step).
  Position at = p;
  int question = forcing;
  for (int left = e->plies_plus_one[forcing]; left > 1 && probe.line.size() < 1024; --left) {
    const auto next = successors(game, table, at);
    if (!next) return fail("position: a successor is missing from the table");
    const Successor* step = nullptr;
    for (const Successor& kid : *next)
      if (kid.wins.plies_plus_one[kid_question(v, at, question, kid.position)] + 1 == left) {
        step = &kid;
        break;
      }
    if (!step) return fail("position: the table has no line to its forced win (a damaged table?)");
    probe.line.push_back(step->turn);
    question = kid_question(v, at, question, step->position);
    at = step->position;
  }
  return probe;
}

template <class Table>
TableCheck verify_entries(const Table& table, uint64_t sample, uint64_t seed, int threads,
                          const CheckProgress& progress) {
  const AdaptoidGame game(table.variant_ptr());
  return check_entries(
      table.size(), sample, seed, threads, 1024,
      [&](uint64_t i) {
        const std::optional<ForcedWins> held = table.entry(i);
        if (!held) return EntryCheck::Skipped;
        const auto expected = derived(game, table, table.position(i));
        return expected && *expected == *held ? EntryCheck::Right : EntryCheck::Wrong;
      },
      [&](uint64_t i) { return format_position(table.variant(), table.position(i)); }, progress);
}

}  // namespace adaptoid::adaptoid_derive

// Adaptoid tables, left in their mapped file (adaptoid_table.hpp, MappedEntries): only the header
// and the sparse codes are read when the table is opened; each probe reads one block of codes and
// one of entries, checked the first time. Then the probe and the verifier.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/table_check.hpp>

#include <algorithm>

namespace adaptoid {

AdaptoidTable::AdaptoidTable(VariantPtr variant, MappedEntries entries, Code start)
    : variant_(std::move(variant)),
      fast_(variant_),
      codec_(folded_codec(variant_)),
      entries_(std::move(entries)),
      start_(start) {}

ForcedWins MappedEntries::wins(uint64_t i) const {
  ForcedWins w;
  const uint64_t bytes = 2 * static_cast<uint64_t>(players);
  std::memcpy(w.plies_plus_one.data(), map->bytes(wins_at + i * bytes, bytes).data(), bytes);
  return w;
}

std::optional<uint64_t> MappedEntries::find(Code k) const {
  uint64_t lo = 0, hi = size;  // the entry, if any, is in [lo, hi)
  if (!sparse.empty()) {
    const auto after = std::upper_bound(sparse.begin(), sparse.end(), k);
    if (after == sparse.begin()) return std::nullopt;
    lo = static_cast<uint64_t>(after - sparse.begin() - 1) * kAdaptoidSparse;
    hi = std::min(size, lo + kAdaptoidSparse);
  }
  while (lo < hi) {
    const uint64_t mid = lo + (hi - lo) / 2;
    if (code(mid) < k)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < size && code(lo) == k) return lo;
  return std::nullopt;
}

Result<std::shared_ptr<AdaptoidTable>> map_adaptoid_table(const TableFile& file) {
  const Variant& v = *file.variant;
  const std::string where = "table of " + v.name;
  if (file.scheme != kAdaptoidScheme)
    return fail(where + ": index scheme '" + file.scheme + "', expected '" + std::string(kAdaptoidScheme) +
                "'");
  if (!FastAdaptoidGame::supports(v)) return fail(where + ": the variant is not a small Adaptoid");
  const TableMap& map = *file.map;
  try {
    MappedEntries e;
    e.map = file.map;
    uint64_t at = file.body_at;
    e.size = map.load<uint64_t>(at);
    e.players = map.load<uint8_t>(at + 8);
    if (e.players != v.players)
      return fail(where + ": the table has " + std::to_string(e.players) + " players, the variant " +
                  std::to_string(v.players));
    at += 9 + 8 * static_cast<uint64_t>(e.players);  // past the counts of forced wins
    const Code start = map.load<Code>(at);
    e.codes_at = at + sizeof(Code);
    const uint64_t entry = sizeof(Code) + 2 * static_cast<uint64_t>(e.players);
    if (e.size > (file.body_end - e.codes_at) / entry) return fail(where + ": the file is truncated");
    e.wins_at = e.codes_at + e.size * sizeof(Code);
    at = e.wins_at + e.size * 2 * static_cast<uint64_t>(e.players);
    if (map.version() >= 3) {
      const uint64_t stride = map.load<uint64_t>(at), count = map.load<uint64_t>(at + 8);
      if (stride != kAdaptoidSparse || count != (e.size + stride - 1) / stride ||
          at + 16 + count * sizeof(Code) != file.body_end)
        return fail(where + ": the sparse index does not fit the entries");
      e.sparse.resize(count);
      std::memcpy(e.sparse.data(), map.bytes(at + 16, count * sizeof(Code)).data(), count * sizeof(Code));
      if (!std::is_sorted(e.sparse.begin(), e.sparse.end()))
        return fail(where + ": the sparse index is not sorted");
    } else if (at != file.body_end) {
      return fail(where + ": bytes after the last entry");
    }
    if (!e.find(start)) return fail(where + ": the start is not in the table");
    return std::make_shared<AdaptoidTable>(file.variant, std::move(e), start);
  } catch (const Error& x) {
    return Error{x};
  }
}

Position AdaptoidTable::position(size_t i) const {
  return fast_.to_position(codec_.decode_adaptoid(code(i)));
}

Position AdaptoidTable::start() const {
  return fast_.to_position(codec_.decode_adaptoid(start_));
}

Code AdaptoidTable::key(const Position& p) const {
  return codec_.canonical(fast_.from_position(p));
}

std::optional<ForcedWins> AdaptoidTable::find(const Position& p) const {
  const auto i = entries_.find(key(p));
  if (!i) return std::nullopt;
  return entries_.wins(*i);
}

namespace {

// Question k of a position (the player k places after its mover) is question kid_question(...)
// of a successor.
int kid_question(const Variant& v, const Position& p, int k, const Position& kid) {
  const int n = v.players;
  return ((v.order_index(p.side()) + k) % n - v.order_index(kid.side()) + n) % n;
}

struct Successor {
  Turn turn;
  Position position;
  ForcedWins wins;
};

// Every legal turn with its successor's entry; nullopt when a successor is not in the table.
std::optional<std::vector<Successor>> successors(const AdaptoidGame& game, const AdaptoidTable& table,
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
std::optional<ForcedWins> derived(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p) {
  const Variant& v = game.variant();
  const int n = v.players;
  ForcedWins w;
  const Status s = game.status(p);
  if (s.over) {
    if (s.winner) w.plies_plus_one[(v.order_index(*s.winner) - v.order_index(p.side()) + n) % n] = 1;
    return w;
  }
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

}  // namespace

Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p,
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
    if (forcing == 0)
      keeps = kid.wins.plies_plus_one[kid_question(v, p, 0, kid.position)] + 1 == e->plies_plus_one[0];
    if (forcing < 0) keeps = kid.wins == ForcedWins{};
    if (keeps) probe.keeping.push_back(kid.turn);
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

TableCheck verify_adaptoid(const AdaptoidTable& table, uint64_t sample, uint64_t seed, int threads) {
  const AdaptoidGame game(table.variant_ptr());
  return check_entries(
      table.size(), sample, seed, threads, 1024,
      [&](uint64_t i) {
        const auto expected = derived(game, table, table.position(i));
        return expected && *expected == table.wins(i) ? EntryCheck::Right : EntryCheck::Wrong;
      },
      [&](uint64_t i) { return format_position(table.variant(), table.position(i)); });
}

}  // namespace adaptoid

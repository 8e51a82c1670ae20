// Adaptoid tables, left in their mapped file (adaptoid_table.hpp, MappedEntries): only the header
// and the sparse codes are read when the table is opened; each probe reads one block of codes and
// one of entries, checked the first time. Then the probe and the verifier.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/tables/adaptoid_derive.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/table_check.hpp>
#include <adaptoid/util/copy_bytes.hpp>

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
  copy_bytes(w.plies_plus_one.data(), map->bytes(wins_at + i * bytes, bytes).data(), bytes);
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
      copy_bytes(e.sparse.data(), map.bytes(at + 16, count * sizeof(Code)).data(), count * sizeof(Code));
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

Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p,
                                     ProbeDetail detail) {
  return adaptoid_derive::probe_entries(game, table, p, detail);
}

TableCheck verify_adaptoid(const AdaptoidTable& table, uint64_t sample, uint64_t seed, int threads,
                           const CheckProgress& progress) {
  return adaptoid_derive::verify_entries(table, sample, seed, threads, progress);
}

}  // namespace adaptoid

// Dense tables, left in their mapped file (dense_table.hpp): a probe ranks the position and reads
// one byte, its block checked the first time.
#include <adaptoid/tables/adaptoid_derive.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/dense_value_byte.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <stdexcept>

namespace adaptoid {

DenseAdaptoidTable::DenseAdaptoidTable(VariantPtr variant, std::shared_ptr<const TableMap> map,
                                       uint64_t values_at, const DenseTableHead& head)
    : variant_(std::move(variant)),
      fast_(variant_),
      index_(*variant_, folded_group(variant_)),
      map_(std::move(map)),
      values_at_(values_at),
      head_(head) {}

uint8_t DenseAdaptoidTable::byte(uint64_t number) const {
  const auto v = map_->load<uint8_t>(values_at_ + number);
  if (v >= dense_value::kFirstMark && v != dense_value::kNone)
    throw fail(map_->where() + ": number " + std::to_string(number) + " holds " + std::to_string(v) +
               ", which is no value (a damaged table)");
  return v;
}

std::optional<ForcedWins> DenseAdaptoidTable::entry(uint64_t i) const {
  const uint8_t v = byte(i);
  if (v == dense_value::kNone || index_.canonical(index_.state(i)) != i) return std::nullopt;
  return dense_value::wins(v);
}

Position DenseAdaptoidTable::position(uint64_t i) const {
  return fast_.to_position(index_.state(i));
}

std::optional<ForcedWins> DenseAdaptoidTable::find(const Position& p) const {
  const FastAdaptoidState s = fast_.from_position(p);
  if (index_.outside(s)) return std::nullopt;  // losses and material no game reaches
  const uint64_t n = index_.index(s);
  if (n == DenseIndex::kNone) {  // a loss at the goal: the game is over, its result is its value
    const Status st = AdaptoidGame(variant_).status(p);
    if (!st.over) return std::nullopt;
    return adaptoid_derive::ended_entry(*variant_, p, st);
  }
  const uint8_t v = byte(n);
  if (v == dense_value::kNone) return std::nullopt;
  return dense_value::wins(v);
}

Result<std::shared_ptr<DenseAdaptoidTable>> map_dense_table(const TableFile& file) {
  const Variant& v = *file.variant;
  const std::string where = "table of " + v.name;
  if (file.scheme != kAdaptoidDenseScheme)
    return fail(where + ": index scheme '" + file.scheme + "', expected '" +
                std::string(kAdaptoidDenseScheme) + "'");
  if (const std::string why = DenseIndex::unsupported(v); !why.empty() || v.players != 2)
    return fail(where + ": the variant has no dense index of two players" +
                (why.empty() ? "" : " (" + why + ")"));
  const TableMap& map = *file.map;
  try {
    uint64_t at = file.body_at;
    if (const uint32_t version = map.load<uint32_t>(at); version != kDenseIndexVersion)
      return fail(where + ": dense index version " + std::to_string(version) + ", expected " +
                  std::to_string(kDenseIndexVersion));
    DenseTableHead h;
    h.numbers = map.load<uint64_t>(at + 4);
    if (const int players = map.load<uint8_t>(at + 12); players != 2)
      return fail(where + ": the table has " + std::to_string(players) + " players, expected 2");
    h.start = map.load<uint64_t>(at + 13);
    h.classes = map.load<uint64_t>(at + 21);
    h.forced = {map.load<uint64_t>(at + 29), map.load<uint64_t>(at + 37)};
    at += 45;
    if (h.numbers != file.body_end - at)
      return fail(where + ": " + std::to_string(file.body_end - at) + " bytes of values, the header says " +
                  std::to_string(h.numbers));
    auto table = std::make_shared<DenseAdaptoidTable>(file.variant, file.map, at, h);
    if (table->index_numbers() != h.numbers)
      return fail(where + ": the table's index has " + std::to_string(h.numbers) +
                  " numbers, the variant's has another size");
    if (h.start >= h.numbers || !table->entry(h.start))
      return fail(where + ": the start is not in the table");
    return table;
  } catch (const Error& x) {  // a damaged block of the file, or an index the variant cannot make
    return x.message.rfind(where, 0) == 0 ? x : fail(where + ": " + x.message);
  }
}

Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const DenseAdaptoidTable& table,
                                     const Position& p, ProbeDetail detail) {
  return adaptoid_derive::probe_entries(game, table, p, detail);
}

TableCheck verify_adaptoid(const DenseAdaptoidTable& table, uint64_t sample, uint64_t seed, int threads,
                           const CheckProgress& progress) {
  return adaptoid_derive::verify_entries(table, sample, seed, threads, progress);
}

}  // namespace adaptoid

#pragma once
// Solved Adaptoid-family variants as a byte a number of the dense index (scheme
// "adaptoid-dense-v1", two players): no codes, so a board whose positions need more than the
// 128 bits of an exact code (the 37-cell board) has a table too, and a probe is one rank and one
// byte. After the shared header (retro_table_io.hpp) the body holds the index's version and size,
// the players, the start's number, the classes and how many each side wins (counted from the
// side to move), then one byte a number (dense_value_byte.hpp): every number of a reached class holds
// the class's value (a position is looked up by its own number, no symmetry to apply), every
// other number 255. Positions whose loss reaches the goal are not numbered: the game is over
// there, and their value is their result.
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/result.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

namespace adaptoid {

inline constexpr std::string_view kAdaptoidDenseScheme = "adaptoid-dense-v1";
// The dense index's layout (dense_index.hpp); a table of another layout is refused, not misread.
// 2: the side to move folded by a colour swap; 3: only the slices a game reaches.
inline constexpr uint32_t kDenseIndexVersion = 3;

struct DenseTableHead {
  uint64_t numbers = 0;  // the size of the index: the bytes that follow
  uint64_t start = 0;    // the start's canonical number
  uint64_t classes = 0;
  std::array<uint64_t, 2> forced{};  // classes where the mover (0) or the other side (1) forces a win
};

// The body before the bytes (a TableWriter, or a TableStream).
template <class Writer>
void write_dense_head(Writer& w, const DenseTableHead& h) {
  w.u32(kDenseIndexVersion);
  w.u64(h.numbers);
  w.u8(2);
  w.u64(h.start);
  w.u64(h.classes);
  w.u64(h.forced[0]);
  w.u64(h.forced[1]);
}

class DenseAdaptoidTable {
 public:
  DenseAdaptoidTable(VariantPtr variant, std::shared_ptr<const TableMap> map, uint64_t values_at,
                     const DenseTableHead& head);
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }
  int players() const { return 2; }
  const DenseTableHead& head() const { return head_; }
  // The numbers of the index, for the verifier: entry(i) is the class's value when i is the
  // canonical number of a reached class, nullopt for every other number.
  uint64_t size() const { return head_.numbers; }
  std::optional<ForcedWins> entry(uint64_t i) const;
  Position position(uint64_t i) const;
  Position start() const { return position(head_.start); }
  uint64_t index_numbers() const { return index_.size(); }  // the variant's index, as this build makes it
  // The position's value; nullopt when it is not in the table (not reachable from the start).
  std::optional<ForcedWins> find(const Position& p) const;

 private:
  // The byte of a number; throws Error for one that is no value (a solver's mark).
  uint8_t byte(uint64_t number) const;

  VariantPtr variant_;
  FastAdaptoidGame fast_;
  DenseIndex index_;
  std::shared_ptr<const TableMap> map_;
  uint64_t values_at_ = 0;
  DenseTableHead head_;
};

// Leaves the bytes in the mapped file, read and checked as they are probed (Check::Lazy).
Result<std::shared_ptr<DenseAdaptoidTable>> map_dense_table(const TableFile& file);

Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const DenseAdaptoidTable& table,
                                     const Position& p, ProbeDetail detail = ProbeDetail::Line);
// Every canonical number of a reached class when `sample` is 0; else `sample` numbers drawn with
// `seed`, of which those holding a class are checked.
TableCheck verify_adaptoid(const DenseAdaptoidTable& table, uint64_t sample, uint64_t seed, int threads,
                           const CheckProgress& progress = {});

}  // namespace adaptoid

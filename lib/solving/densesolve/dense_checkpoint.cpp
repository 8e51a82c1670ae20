// A dense-table solve's checkpoint (see dense_checkpoint.hpp).
#include <adaptoid/solving/densesolve/dense_checkpoint.hpp>
#include <adaptoid/solving/densesolve/dense_output.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/retro_table_io.hpp>

#include <algorithm>
#include <bit>
#include <filesystem>

namespace adaptoid {

namespace {

constexpr std::string_view kCheckpointScheme = "adaptoid-dense-checkpoint-v2";

template <class Writer>
void write_counts(Writer& w, const DenseCheckpoint& c) {
  w.u8(c.forward_done ? 1 : 0);
  for (const uint64_t n :
       {c.backward_done, c.tiers_with_classes, c.summary.classes, c.summary.turns, c.summary.nobody,
        c.summary.forced[0], c.summary.forced[1], static_cast<uint64_t>(c.summary.longest[0]),
        static_cast<uint64_t>(c.summary.longest[1]), c.reached, c.inside,
        std::bit_cast<uint64_t>(c.forward_cpu), std::bit_cast<uint64_t>(c.backward_cpu)})
    w.u64(n);
}

}  // namespace

std::string dense_checkpoint_path(const std::string& parts_base) {
  return parts_base + ".checkpoint";
}

std::string dense_checkpoint_path(const std::string& parts_base, int rank, int ranks) {
  if (ranks == 1) return dense_checkpoint_path(parts_base);
  return parts_base + ".rank" + std::to_string(rank) + "of" + std::to_string(ranks) + ".checkpoint";
}

Result<void> write_dense_checkpoint(const std::string& path, const Variant& v, const DenseCheckpoint& c,
                                    const ReachedValues& values, int threads) {
  if (auto own = refuse_linked_side_file(path); !own) return own;
  TableWriter w = begin_table(kCheckpointScheme, v);
  w.u32(kDenseIndexVersion);
  w.u64(values.size());
  write_counts(w, c);
  TableStream out(std::move(w), path);
  stream_values(out, values, threads);
  return out.finish();
}

namespace {

// The checkpoint's counts, and where its bytes start (0: no checkpoint).
struct Opened {
  std::optional<TableFile> file;
  DenseCheckpoint counts;
  uint64_t bytes_at = 0;
};

Result<Opened> open_checkpoint(const std::string& path, const Variant& v, uint64_t numbers) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return Opened{};
  auto file = open_table(path, &v, TableMap::Check::All);
  if (!file) return file.failure();
  const std::string where = "checkpoint " + path;
  if (file->scheme != kCheckpointScheme) return fail(where + ": index scheme '" + file->scheme + "'");
  const TableMap& map = *file->map;
  try {
    uint64_t at = file->body_at;
    if (const auto version = map.load<uint32_t>(at); version != kDenseIndexVersion)
      return fail(where + ": dense index version " + std::to_string(version) + ", expected " +
                  std::to_string(kDenseIndexVersion));
    if (const auto held = map.load<uint64_t>(at + 4); held != numbers)
      return fail(where + ": " + std::to_string(held) + " numbers, the index has " + std::to_string(numbers));
    at += 12;
    DenseCheckpoint c;
    c.forward_done = map.load<uint8_t>(at) != 0;
    at += 1;
    const auto next = [&] {
      const auto n = map.load<uint64_t>(at);
      at += 8;
      return n;
    };
    c.backward_done = next(), c.tiers_with_classes = next();
    c.summary.classes = next(), c.summary.turns = next(), c.summary.nobody = next();
    c.summary.forced[0] = next(), c.summary.forced[1] = next();
    c.summary.longest[0] = static_cast<int>(next()), c.summary.longest[1] = static_cast<int>(next());
    c.reached = next(), c.inside = next();
    c.forward_cpu = std::bit_cast<double>(next()), c.backward_cpu = std::bit_cast<double>(next());
    if (file->body_end - at != numbers) return fail(where + ": the file is truncated");
    return Opened{std::move(file).value(), c, at};
  } catch (const Error& e) {
    return Error{e};
  }
}

}  // namespace

Result<std::optional<DenseCheckpoint>> dense_checkpoint_counts(const std::string& path, const Variant& v,
                                                               uint64_t numbers) {
  auto opened = open_checkpoint(path, v, numbers);
  if (!opened) return opened.failure();
  if (!opened->file) return std::optional<DenseCheckpoint>{};
  return std::optional<DenseCheckpoint>(opened->counts);
}

Result<std::optional<DenseCheckpoint>> read_dense_checkpoint(const std::string& path, const Variant& v,
                                                             ReachedValues& values, int threads) {
  auto opened = open_checkpoint(path, v, values.size());
  if (!opened) return opened.failure();
  if (!opened->file) return std::optional<DenseCheckpoint>{};
  try {
    const auto* bytes =
        reinterpret_cast<const uint8_t*>(opened->file->map->bytes(opened->bytes_at, values.size()).data());
    values.restore_marks(bytes);
    if (opened->counts.forward_done) {
      values.seal(threads);
      values.restore_values(bytes);
    }
    return std::optional<DenseCheckpoint>(opened->counts);
  } catch (const Error& e) {
    return Error{e};
  }
}

}  // namespace adaptoid

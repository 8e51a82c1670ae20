// Files of a tiered solve in progress (see tier_files.hpp).
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/copy_bytes.hpp>
#include <adaptoid/util/setting.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <sys/stat.h>

#include <filesystem>

namespace adaptoid {

namespace {

constexpr std::string_view kPartsScheme = "adaptoid-tier-parts-v1";
constexpr std::string_view kForwardScheme = "adaptoid-tier-forward-v1";
constexpr std::string_view kExitsScheme = "adaptoid-tier-exits-v1";
constexpr std::string_view kSolvedScheme = "adaptoid-tier-solved-v1";

template <class W>
void put_codes(W& w, const std::vector<Code>& codes) {
  w.u64(codes.size());
  w.bytes({reinterpret_cast<const char*>(codes.data()), codes.size() * sizeof(Code)});
}

// Sorted codes, refusing a count the file cannot hold (before allocating it) and an unsorted run.
std::vector<Code> take_codes(TableReader& h) {
  const uint64_t n = h.u64();
  if (n > h.data_left() / sizeof(Code)) throw fail(h.where() + ": the file is truncated");
  std::vector<Code> codes(n);
  copy_bytes(codes.data(), h.view(n * sizeof(Code)).data(), n * sizeof(Code));
  for (uint64_t i = 1; i < n; ++i)
    if (!(codes[i - 1] < codes[i])) throw fail(h.where() + ": the codes are not sorted");
  return codes;
}

// Opens a tier file and reads its body with `body`, which gets a reader past the tier key;
// refuses a file of another scheme, variant or tier, and bytes after the body.
template <class T, class Body>
Result<T> read_tier(const Variant& v, const std::string& path, std::string_view scheme, TierKey key,
                    Body&& body) {
  auto file = open_table(path, &v);
  if (!file) return file.failure();
  const TableFile& f = file.value();
  const std::string where = "tier file " + path;
  if (f.scheme != scheme)
    return fail(where + ": scheme '" + f.scheme + "', expected '" + std::string(scheme) + "'");
  try {
    TableReader h(f.body(), where);
    if (h.u64() != key) return fail(where + ": the file holds another tier");
    T value = body(h, f.body_at);
    if (!h.at_end()) return fail(where + ": bytes after the last entry");
    return value;
  } catch (const Error& e) {
    return Error{e};
  }
}

}  // namespace

std::string tier_parts_dir(const std::string& table_path) {
  return table_path + ".parts";
}

Result<void> refuse_linked_side_file(const std::string& path) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode))
    return fail(path +
                " is a symbolic link: a solve writes its side files only as files of its own "
                "(remove the link, or choose another " +
                mention(Setting::Out) + ")");
  return {};
}

Result<void> claim_side_folder(const std::string& dir, const std::function<bool(std::string_view)>& ours) {
  struct stat st {};
  if (::lstat(dir.c_str(), &st) != 0) {
    std::error_code ec;
    std::filesystem::create_directory(dir, ec);
    if (ec) return fail("cannot make the directory " + dir + ": " + ec.message());
    return {};
  }
  const std::string fix = " (remove it, or choose another " + mention(Setting::Out) + ")";
  if (S_ISLNK(st.st_mode))
    return fail(dir + " is a symbolic link: a solve writes its side files only into a folder of its own" +
                fix);
  if (!S_ISDIR(st.st_mode)) return fail(dir + " is not a folder: a solve keeps its side files there" + fix);
  std::error_code ec;
  for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!ours(name) && name.find(".tmp.") == std::string::npos)
      return fail(dir + " holds " + name + ", which is no file of a solve: it is not this solve's folder" +
                  fix);
  }
  if (ec) return fail("cannot read the directory " + dir + ": " + ec.message());
  return {};
}

Result<TierFiles> TierFiles::open(const VariantPtr& variant, const std::string& table_path) {
  TierFiles files;
  files.variant_ = variant;
  files.dir_ = tier_parts_dir(table_path);
  const auto tier_file = [](std::string_view name) {
    return name.ends_with(".tb") || name.ends_with(".lock") || name.ends_with(".checkpoint");
  };
  if (auto claimed = claim_side_folder(files.dir_, tier_file); !claimed) return claimed.failure();
  const std::string marker = files.dir_ + "/parts.tb";
  if (std::filesystem::exists(marker)) {
    auto f = open_table(marker);
    if (!f)
      return fail(files.dir_ + " is not the parts of a solve of " + variant->name + " (" + f.error() +
                  "): remove it, or choose another " + mention(Setting::Out));
    const Variant& theirs = *f.value().variant;
    if (f.value().scheme != kPartsScheme || theirs.name != variant->name || !same_rules(theirs, *variant))
      return fail(files.dir_ + " holds the parts of a solve of '" + theirs.name + "', not '" + variant->name +
                  "': remove it, or choose another " + mention(Setting::Out));
    return files;
  }
  TableWriter w = begin_table(kPartsScheme, *variant);
  if (auto written = finish_table(w, marker); !written) return written.failure();
  return files;
}

std::string TierFiles::path(const std::string& kind, TierKey key) const {
  return dir_ + "/" + kind + "-" + tier_file_stem(key, variant_->players) + ".tb";
}

Result<void> TierFiles::write_forward(TierKey key, const ForwardTier& tier) const {
  TableStream w(begin_table(kForwardScheme, *variant_), path("forward", key));
  w.u64(key);
  w.u64(tier.inside_turns);
  put_codes(w, tier.codes);
  return w.finish();
}

Result<ForwardTier> TierFiles::read_forward(TierKey key) const {
  return read_tier<ForwardTier>(*variant_, path("forward", key), kForwardScheme, key,
                                [](TableReader& h, size_t) {
                                  ForwardTier t;
                                  t.inside_turns = h.u64();
                                  t.codes = take_codes(h);
                                  return t;
                                });
}

Result<void> TierFiles::write_exits(TierKey key, const TierExits& exits) const {
  TableStream w(begin_table(kExitsScheme, *variant_), path("exits", key));
  w.u64(key);
  w.u64(exits.size());
  for (const auto& [to, exit] : exits) {
    w.u64(to);
    w.u8(exit.looked_up);
    put_codes(w, exit.codes);
  }
  return w.finish();
}

Result<TierExits> TierFiles::read_exits(TierKey key) const {
  return read_tier<TierExits>(*variant_, path("exits", key), kExitsScheme, key, [&](TableReader& h, size_t) {
    TierExits exits;
    for (uint64_t n = h.u64(); n > 0; --n) {
      const TierKey to = h.u64();
      if (to <= key) throw fail(h.where() + ": an exit to a tier that is not later");
      TierExit& exit = exits[to];
      exit.looked_up = h.u8() != 0;
      exit.codes = take_codes(h);
    }
    return exits;
  });
}

Result<void> TierFiles::write_solved(const SolvedTier& tier) const {
  TableStream w(begin_table(kSolvedScheme, *variant_), path("solved", tier.key));
  w.u64(tier.key);
  w.u64(tier.turns);
  put_codes(w, tier.codes);
  for (const ForcedWins& x : tier.wins)
    w.bytes(
        {reinterpret_cast<const char*>(x.plies_plus_one.data()), 2 * static_cast<size_t>(variant_->players)});
  return w.finish();
}

Result<void> TierFiles::write_solved(TierKey key, uint64_t turns, uint64_t count,
                                     const std::function<Code(uint64_t)>& code,
                                     const std::function<ForcedWins(uint64_t)>& wins) const {
  TableStream w(begin_table(kSolvedScheme, *variant_), path("solved", key));
  w.u64(key);
  w.u64(turns);
  w.u64(count);
  for (uint64_t i = 0; i < count; ++i) {
    const Code c = code(i);
    w.bytes({reinterpret_cast<const char*>(&c), sizeof c});
  }
  for (uint64_t i = 0; i < count; ++i) {
    const ForcedWins x = wins(i);
    w.bytes(
        {reinterpret_cast<const char*>(x.plies_plus_one.data()), 2 * static_cast<size_t>(variant_->players)});
  }
  return w.finish();
}

Result<SolvedTier> TierFiles::read_solved(TierKey key) const {
  const int n = variant_->players;
  return read_tier<SolvedTier>(
      *variant_, path("solved", key), kSolvedScheme, key, [&](TableReader& h, size_t body_at) {
        SolvedTier t;
        t.key = key;
        t.turns = h.u64();
        t.codes_at = body_at + h.offset() + 8;  // past the count
        t.codes = take_codes(h);
        const std::string_view raw = h.view(t.codes.size() * 2 * n);
        t.wins.resize(t.codes.size());
        for (size_t i = 0; i < t.codes.size(); ++i)
          std::memcpy(t.wins[i].plies_plus_one.data(), raw.data() + 2 * n * i, 2 * n);
        return t;
      });
}

}  // namespace adaptoid

// Merging the solved tiers into one table (see tier_merge.hpp).
#include <adaptoid/solving/writers/tier_merge.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>

#include <cstdio>
#include <memory>
#include <queue>

namespace adaptoid {

namespace {

// Where one solved tier's entries are in its file.
struct Layout {
  std::string path;
  uint64_t codes_at = 0, size = 0;
};

// Reads one section of a file in order, through a small buffer (many are open at once).
class Section {
 public:
  Section(const std::string& path, uint64_t at)
      : path_(path), file_(std::fopen(path.c_str(), "rb"), &std::fclose) {
    if (!file_ || std::fseek(file_.get(), static_cast<long>(at), SEEK_SET) != 0)
      throw fail("tier file " + path + ": cannot read the file");
    std::setvbuf(file_.get(), nullptr, _IOFBF, size_t{1} << 16);
  }
  void read(void* into, size_t bytes) {
    if (std::fread(into, 1, bytes, file_.get()) != bytes)
      throw fail("tier file " + path_ + ": the file changed while the table was written");
  }

 private:
  std::string path_;
  std::unique_ptr<FILE, int (*)(FILE*)> file_;
};

// Calls emit(t, code) for the codes of every tier, in ascending order (t: the tier's place in
// `tiers`). The tiers hold distinct classes, so the order is strict.
template <class Emit>
void merge_codes(const std::vector<Layout>& tiers, Emit&& emit) {
  std::vector<Section> codes;
  std::vector<uint64_t> left;
  using Head = std::pair<Code, size_t>;
  std::priority_queue<Head, std::vector<Head>, std::greater<>> heads;
  auto next = [&](size_t t) {
    if (left[t]-- == 0) return;
    Code c;
    codes[t].read(&c, sizeof c);
    heads.emplace(c, t);
  };
  for (size_t t = 0; t < tiers.size(); ++t) {
    codes.emplace_back(tiers[t].path, tiers[t].codes_at);
    left.push_back(tiers[t].size);
    next(t);
  }
  while (!heads.empty()) {
    const auto [c, t] = heads.top();
    heads.pop();
    emit(t, c);
    next(t);
  }
}

}  // namespace

Result<FoldedSummary> merge_tiers(const TierFiles& files, const Variant& variant,
                                  const std::vector<TierKey>& tiers, Code start, const std::string& path) {
  std::vector<SolvedSource> sources;
  for (const TierKey key : tiers) sources.push_back({&files, key});
  return merge_tiers(sources, variant, start, path);
}

Result<FoldedSummary> merge_tiers(const std::vector<SolvedSource>& sources, const Variant& variant,
                                  Code start, const std::string& path) {
  const int n = variant.players;
  FoldedSummary summary;
  summary.start = start;
  bool found_start = false;
  std::vector<Layout> layouts;
  for (const auto& [files, key] : sources) {  // each file checked whole before its entries are streamed
    auto t = files->read_solved(key);
    if (!t) return t.failure();
    for (const ForcedWins& w : t->wins) summary.add(w, n);
    summary.turns += t->turns;
    const auto at = std::lower_bound(t->codes.begin(), t->codes.end(), start);
    if (at != t->codes.end() && *at == start) {
      summary.start_wins = t->wins[at - t->codes.begin()];
      found_start = true;
    }
    layouts.push_back({files->path("solved", key), t->codes_at, t->codes.size()});
  }
  if (!found_start) return fail("solve: the start is in no solved tier");
  try {
    TableStream w(begin_table(kAdaptoidScheme, variant), path);
    write_adaptoid_head(w, summary.classes, n, summary.forced, start);
    std::vector<Code> sparse;  // every kAdaptoidSparse-th code, written after the entries
    uint64_t written = 0;
    merge_codes(layouts, [&](size_t, Code c) {
      if (written++ % kAdaptoidSparse == 0) sparse.push_back(c);
      w.bytes({reinterpret_cast<const char*>(&c), sizeof c});
    });
    std::vector<Section> wins;
    for (const Layout& l : layouts) wins.emplace_back(l.path, l.codes_at + l.size * sizeof(Code));
    merge_codes(layouts, [&](size_t t, Code) {
      char entry[2 * kMaxAdaptoidPlayers];
      wins[t].read(entry, 2 * n);
      w.bytes({entry, 2 * static_cast<size_t>(n)});
    });
    write_adaptoid_sparse(w, sparse);
    if (auto done = w.finish(); !done) return done.failure();
  } catch (const Error& e) {
    return Error{e};
  }
  return summary;
}

}  // namespace adaptoid

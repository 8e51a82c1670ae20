#include <adaptoid/solving/solve/solve_variant.hpp>

#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/io/file_error.hpp>
#include <adaptoid/io/file_lock.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/solving/densesolve/dense_checkpoint.hpp>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_solve.hpp>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/solving/tieredsolve/tiered_retrograde.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/quantum_leap_table_file.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/util/setting.hpp>

#include <stdlib.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <utility>

namespace adaptoid {

namespace {

std::string dense_setting(DenseOutput output) {
  return mention(output == DenseOutput::DenseTable ? Setting::DenseTable : Setting::Dense);
}

void finish(SolveVariantReport& r, const Stopwatch& clock, Ranks& ranks) {
  r.seconds = clock.seconds();
  r.cpu_seconds = clock.cpu();
  r.ranks = ranks.size();
  // 0 when the table went straight through to a device or FIFO: no size to read back, and no
  // reason to fail once it is written.
  std::error_code ec;
  r.bytes = std::filesystem::file_size(r.table, ec);
  if (ec) r.bytes = 0;
  r.peak_memory_bytes = peak_memory_bytes();
  if (ranks.size() == 1) return;
  // Every rank's CPU time and the part of it spent waiting, in microseconds, and its memory.
  RankBytes mine;
  put_values(mine, std::vector<uint64_t>{static_cast<uint64_t>(r.cpu_seconds * 1e6),
                                         static_cast<uint64_t>(ranks.waiting_cpu_seconds() * 1e6),
                                         r.peak_memory_bytes});
  r.cpu_seconds = 0;
  for (const RankBytes& theirs : ranks.all_gather(mine)) {
    const std::vector<uint64_t> v = RankReader(theirs).values<uint64_t>();
    r.rank_cpu_seconds.push_back(static_cast<double>(v.at(0)) / 1e6);
    r.rank_waiting_seconds.push_back(static_cast<double>(v.at(1)) / 1e6);
    r.cpu_seconds += r.rank_cpu_seconds.back();
    r.peak_memory_bytes = std::max(r.peak_memory_bytes, v.at(2));
  }
}

void say(const std::function<void(const std::string&)>& to, const std::string& line) {
  if (to) to(line);
}

// A tier of the driver (retro_driver.hpp) as a progress line: "backward 3 of 12 tiers, lost 0.1
// material 7: 1234 entries, 12 s, 20 s of CPU", or "layers 5 of 16 tiers, 2/3: ...".
std::function<void(const TierProgress&)> progress_line(const SolveVariantOptions& o) {
  return [&o](const TierProgress& p) {
    std::string line = p.phase + " " + std::to_string(p.done) + " of " + std::to_string(p.tiers) + " tiers";
    if (!p.tier.empty()) line += ", " + p.tier;
    say(o.progress, line + ": " + std::to_string(p.entries) + " entries" + (p.resumed ? " (resumed)" : "") +
                        (p.sent ? ", " + std::to_string(p.sent) + " bytes sent" : "") + ", " +
                        std::to_string(static_cast<int>(p.seconds)) + " s, " +
                        std::to_string(static_cast<int>(p.cpu_seconds)) + " s of CPU");
  };
}

// What every solver's options take from the whole-variant solve's: its threads, where its parts
// go, its progress line and its notes.
template <class SolverOptions>
SolverOptions solver_options(const SolveVariantOptions& o, const std::string& base) {
  SolverOptions options;
  options.threads = o.threads;
  options.parts_base = base;
  options.progress = progress_line(o);
  options.note = o.note;
  return options;
}

// Where a solve keeps its parts while it runs, and the lock that keeps a second solve of the same
// table out. A table written to a regular file (or a new one) keeps its parts beside it, so a
// killed run resumes; one written straight through to a device or FIFO keeps them in a fresh
// directory under the system's temporary directory, removed at the end (such a run does not
// resume: nothing beside /dev/null is ours to write).
class SolveWorkspace {
 public:
  // With several ranks (`ranks` above 1) rank 0 alone takes the lock, and the table must be a file:
  // the ranks share its parts directory.
  static Result<SolveWorkspace> open(const std::string& out, int rank, int ranks) {
    SolveWorkspace w;
    const InputKind kind = input_kind(out);
    if (kind == InputKind::Directory) return fail("cannot write " + out + ": is a directory");
    if (kind == InputKind::Loop) return fail("cannot write " + out + ": " + file_error_text(ELOOP));
    const bool file = kind == InputKind::Regular || kind == InputKind::Missing;
    if (!file && ranks > 1) return fail("under mpirun the table must be a file, not " + out);
    if (file && rank != 0) {
      w.base_ = out;
      return w;
    }
    if (file) {
      auto lock = FileLock::acquire(out);
      if (!lock) return lock.failure();
      w.lock_.emplace(std::move(lock).value());
      w.base_ = out;
      return w;
    }
    std::string dir = (std::filesystem::temp_directory_path() / "adaptoid-solve-XXXXXX").string();
    if (!::mkdtemp(dir.data())) return fail("cannot make a directory for the parts under " + dir);
    w.temp_dir_ = dir;
    w.base_ = dir + "/table";
    return w;
  }
  SolveWorkspace(SolveWorkspace&& other) noexcept
      : base_(std::move(other.base_)),
        temp_dir_(std::exchange(other.temp_dir_, {})),
        lock_(std::move(other.lock_)) {
    other.lock_.reset();
  }
  SolveWorkspace& operator=(SolveWorkspace&&) = delete;
  SolveWorkspace(const SolveWorkspace&) = delete;
  SolveWorkspace& operator=(const SolveWorkspace&) = delete;
  ~SolveWorkspace() {
    std::error_code ec;
    if (!temp_dir_.empty()) std::filesystem::remove_all(temp_dir_, ec);
  }
  const std::string& parts_base() const { return base_; }

 private:
  SolveWorkspace() = default;
  std::string base_;
  std::string temp_dir_;  // ours to remove
  std::optional<FileLock> lock_;
};

// The memory a solve of the Adaptoid family takes, stated before it starts. The dense solver marks
// every number of the dense index with 2 bits while it walks forward: at least that. The tiered
// solver holds about a tier at a time, some 32 bytes a number of the index's largest tier
// (adaptoid-19: 457 MiB at its peak on 2 threads, 15.4 M numbers in that tier; specs/results.md),
// and never more than --max-positions classes, some 160 bytes each with the lists around them
// (adaptoid-19-3 stopped at 10 M: 1.53 GB). "" when it fits, or when forced.
std::string memory_refusal(const VariantPtr& variant, const SolveVariantOptions& o) {
  if (o.force) return "";
  std::optional<DenseIndex> index;  // none: no dense index, or one past 2^64 numbers
  if (DenseIndex::unsupported(*variant).empty()) {
    try {
      index.emplace(*variant, folded_group(variant));
    } catch (const Error&) {
    }
  }
  const auto refused = [&](const std::string& why, const std::string& advice) {
    return why.empty() ? "" : variant->name + ": " + why + "; " + advice;
  };
  const std::string force = mention(Setting::Force) + " starts it anyway";
  if (o.dense) {
    if (!index) return "";  // the dense solver says why it cannot
    const auto ranks = static_cast<uint64_t>(o.ranks ? o.ranks->size() : 1);  // each holds a share
    return refused(
        beyond_memory("the dense solver's marks for the " + std::to_string(index->size()) +
                          " numbers of its index need at least" +
                          (ranks > 1 ? " (on each of " + std::to_string(ranks) + " processes)" : ""),
                      index->size() / 4 / ranks),
        force);
  }
  constexpr uint64_t kBytesPerClass = 160, kBytesPerTierNumber = 32;
  const uint64_t capped =
      o.max_classes > UINT64_MAX / kBytesPerClass ? UINT64_MAX : o.max_classes * kBytesPerClass;
  uint64_t largest = 0;
  if (index)
    for (const DenseTier& tier : index->tiers()) largest = std::max(largest, tier.end - tier.begin);
  if (index && largest <= UINT64_MAX / kBytesPerTierNumber && largest * kBytesPerTierNumber < capped)
    return refused(beyond_memory("the tiered solver holds a tier at a time, the largest " +
                                     std::to_string(largest) + " numbers of its dense index: about",
                                 largest * kBytesPerTierNumber),
                   force);
  return refused(beyond_memory("the tiered solver holds up to " + mention(Setting::MaxPositions) + " " +
                                   std::to_string(o.max_classes) + " classes, about",
                               capped),
                 "lower " + mention(Setting::MaxPositions) + ", or " + force);
}

// Two players of the Adaptoid family by the dense solver, its solved tiers in "<table>.parts/"
// until they are merged.
Result<SolveVariantReport> solve_dense_variant(const VariantPtr& variant, const SolveVariantOptions& o,
                                               const std::string& base) {
  if (const std::string why = dense_unsupported(*variant, *o.dense); !why.empty())
    return fail(dense_setting(*o.dense) + ": " + why);
  SolveVariantReport r;
  r.table = o.out;
  const Stopwatch clock;
  DenseOptions options = solver_options<DenseOptions>(o, base);
  options.output = *o.dense;
  const FastAdaptoidGame game(variant);
  Result<DenseSolveReport> run = o.ranks->size() > 1 ? solve_dense_on_ranks(game, o.out, options, *o.ranks)
                                                     : solve_dense(game, o.out, options);
  if (!run) return fail(dense_setting(*o.dense) + ": " + run.error(), run.error_kind());
  const DenseSolveReport& solved = *run;
  const auto seconds = [](double s) {  // tenths
    const auto t = static_cast<int64_t>(s * 10 + 0.5);
    return std::to_string(t / 10) + "." + std::to_string(t % 10) + " s";
  };
  say(o.note, std::to_string(solved.tiers) + " tiers; " + std::to_string(solved.numbers) +
                  " numbers in the index, " + std::to_string(solved.reached) +
                  " classes reached (a byte of value each), " + std::to_string(solved.ended) +
                  " ended past the goal, " + std::to_string(solved.inside) +
                  " valued ply by ply inside their tier; CPU " + seconds(solved.forward_cpu) + " forward, " +
                  seconds(solved.backward_cpu) + " backward, " + seconds(solved.table_cpu) + " the table");
  r.start = AdaptoidGame(variant).first_positions().front();
  r.folded = FoldedVariantSummary{solved.summary, solved.tiers, solved.tiers, 0, solved.sent};
  finish(r, clock, *o.ranks);
  return r;
}

// The Adaptoid family, tier by tier, each tier's files in "<table>.parts/".
Result<SolveVariantReport> solve_adaptoid_family(const VariantPtr& variant, const SolveVariantOptions& o,
                                                 const std::string& base) {
  if (o.dense) return solve_dense_variant(variant, o, base);
  SolveVariantReport r;
  r.table = o.out;
  const Stopwatch clock;
  TieredOptions options = solver_options<TieredOptions>(o, base);
  options.max_classes = o.max_classes;
  options.ranks = o.ranks;
  Result<TieredSolveReport> run = solve_folded_tiered(FastAdaptoidGame(variant), o.out, options);
  if (!run) return run.failure();
  const TieredSolveReport& solved = *run;
  say(o.note, std::to_string(solved.tiers) + " tiers, " + std::to_string(solved.computed) +
                  " tier passes computed, " + std::to_string(solved.resumed) + " read back from " +
                  tier_parts_dir(base) + "/");
  if (!solved.complete)
    return fail_budget(variant->name + " has more than " + std::to_string(o.max_classes) +
                       " classes of reachable positions (raise " + mention(Setting::MaxPositions) +
                       " if memory allows; the tiers finished are kept in " + tier_parts_dir(base) +
                       "/ for the next run)");
  // The start, or with the placement opening (A21) the first placement: the start entry of the table.
  r.start = AdaptoidGame(variant).first_positions().front();
  r.folded = FoldedVariantSummary{solved.summary, solved.tiers, solved.computed, solved.resumed, solved.sent};
  finish(r, clock, *options.ranks);
  return r;
}

// Two-player Quantum Leap, layer by layer; each finished layer in "<table>.layers/" until the end.
Result<SolveVariantReport> solve_quantum_leap_variant(const VariantPtr& variant, const SolveVariantOptions& o,
                                                      const std::string& base) {
  // Checked before the index is built: its class map alone grows with C(cells, stones).
  const uint64_t positions = QuantumLeapTable::positions(variant->board.size(), variant->stones);
  if (positions / 8 / 16 > (uint64_t{16} << 30))
    return fail(variant->name + " has " + std::to_string(positions) +
                " positions, more than 16 GiB even folded by colour and symmetry (its starts are valued by "
                "search with " +
                mention(Setting::BySearch) + ")");
  SolveVariantReport r;
  r.table = o.out;
  QuantumLeapVariantSummary s;
  s.positions = positions;
  QuantumLeapTable table(variant, variant->stones);
  s.entries = table.entries();
  const Stopwatch clock;
  QuantumLeapRun run = solver_options<QuantumLeapRun>(o, base);
  s.resumed_layers = solve_quantum_leap(table, run);
  solve_swaps(table, o.threads);
  const double seconds = clock.seconds(), cpu = clock.cpu();
  if (auto written = write_quantum_leap_table(table, o.out); !written) return written.failure();
  std::filesystem::remove_all(layers_dir(base));
  for (const auto& l : table.layers())
    for (uint64_t word : l.wins) s.winning_entries += std::popcount(word);
  const QuantumLeapGame game(variant);
  r.start = game.start(variant->seed);
  const auto start_probe = probe_quantum_leap(game, table, r.start);
  s.start_wins = start_probe && start_probe->win;
  s.starts = start_statistics(game, table, 1, o.starts);
  r.quantum_leap = s;
  OneRank one;
  finish(r, clock, one);
  r.seconds = seconds, r.cpu_seconds = cpu;  // the solve alone, without the statistics of the starts
  return r;
}

}  // namespace

KeptForNextRun kept_for_the_next_run(const Variant& variant, const SolveVariantOptions& o) {
  if (FastAdaptoidGame::supports(variant) && o.dense == DenseOutput::DenseTable) {
    const int ranks = o.ranks ? o.ranks->size() : 1;
    const std::string path = dense_checkpoint_path(o.out, o.ranks ? o.ranks->rank() : 0, ranks);
    if (ranks > 1)
      return {path, "each process's last checkpoint is kept beside it (" + path +
                        " and the others') for the next run on " + std::to_string(ranks) +
                        " processes, which resumes from them"};
    return {path,
            "the last checkpoint is kept beside it (" + path + ") for the next run, which resumes from it"};
  }
  if (FastAdaptoidGame::supports(variant) && o.dense == DenseOutput::Codes)
    return {};  // a table of codes starts again
  if (FastAdaptoidGame::supports(variant)) {
    const std::string path = tier_parts_dir(o.out);
    return {path, "the tiers finished are kept beside it (" + path +
                      "/) for the next run, which resumes from them"};
  }
  if (QuantumLeapTable::fits(variant)) {
    const std::string path = layers_dir(o.out);
    return {path, "the layers finished are kept beside it (" + path +
                      "/) for the next run, which resumes from them"};
  }
  return {};
}

Result<SolveVariantReport> solve_variant(const VariantPtr& variant, const SolveVariantOptions& options) {
  SolveVariantOptions o = options;
  if (o.out.empty()) o.out = variant->name + ".tb";
  if (!o.ranks) o.ranks = std::make_shared<OneRank>();
  const int rank = o.ranks->rank(), ranks = o.ranks->size();
  // Each solver with the variants its table holds.
  using Solver =
      Result<SolveVariantReport> (*)(const VariantPtr&, const SolveVariantOptions&, const std::string&);
  constexpr std::pair<bool (*)(const Variant&), Solver> kSolvers[] = {
      {FastAdaptoidGame::supports, solve_adaptoid_family},
      {QuantumLeapTable::fits, solve_quantum_leap_variant}};
  for (const auto& [fits, solve] : kSolvers) {
    if (!fits(*variant)) continue;
    if (ranks > 1 && solve != solve_adaptoid_family)
      return fail(variant->name + " is solved in one process: run it without mpirun");
    if (o.dense && solve != solve_adaptoid_family)  // before the workspace takes the lock
      return fail(dense_setting(*o.dense) +
                  " is for the Adaptoid family; Quantum Leap's layered solver is dense already");
    if (solve == solve_adaptoid_family)
      if (const std::string why = memory_refusal(variant, o); !why.empty()) return fail_budget(why);
    // Rank 0's workspace first: it takes the lock, and the others go on only when it has.
    auto space = SolveWorkspace::open(o.out, rank, ranks);
    RankBytes said;
    if (rank == 0 && !space) said.assign(space.error().begin(), space.error().end());
    o.ranks->broadcast(said);
    if (!said.empty()) return fail(std::string(said.begin(), said.end()));
    if (!space) return space.failure();
    try {
      return solve(variant, o, space->parts_base());
    } catch (const Error& e) {  // a write that failed deep in a solver's tiers, by `must`
      return e;
    }
  }
  return fail(
      "retrograde analysis is built for boards of up to 64 cells (Adaptoid, Adapt3, and two-player "
      "Quantum Leap); " +
      variant->name + " is not one (use " + mention(Setting::Turns) + " N to search a position)");
}

}  // namespace adaptoid

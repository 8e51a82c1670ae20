#pragma once
// The one retrograde driver. Every solver here solves tiers in an order in which a tier's
// successors lie in the tier itself or in tiers already solved: the tiered Adaptoid-family solve
// (folded_tier.hpp: expanded forward, then solved backward), Quantum Leap's layers of material
// (quantum_leap_retrograde.hpp). (The one-pass and the plain solvers hold their one tier in memory and need
// none of this; they share the propagation.) The driver holds what they share around a tier: a tier
// a killed run finished is read back from its file (checked; one that does not check out is said
// and computed again), a tier computed is saved before the next starts, so a killed run resumes
// where it was; each tier is said on the progress callback; a solver that keeps its whole state
// rather than a file a tier (the dense solver's bytes) saves it every so often; and a test hook
// stops a run after a number of tiers computed, as a kill would. What differs by game stays behind the
// solver's side: the tiers and their order, the index of positions, the successors and the values of ended
// games, and how a tier is valued from its successors: the propagation with counts of class_propagate.hpp
// where turns cycle within a tier, one pass over the entries where they cannot (Quantum Leap: every
// turn captures).
#include <adaptoid/util/interrupt.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace adaptoid {

struct TierProgress {
  std::string phase;       // "forward", "backward", "layers", "merge"
  std::string tier;        // the tier's name, empty for the merge
  size_t done = 0;         // tiers of this phase finished, this one included
  size_t tiers = 0;        // tiers of this phase known so far
  uint64_t entries = 0;    // the tier's entries (classes of positions)
  bool resumed = false;    // read back from its files, not computed
  double seconds = 0;      // since the run started
  uint64_t sent = 0;       // bytes the ranks sent one another for the tier (ranks.hpp; 0 in one process)
  double cpu_seconds = 0;  // of the process's threads since the run started: with `seconds`, the cores used
};

struct RetroRunOptions {
  std::function<void(const TierProgress&)> progress;
  std::function<void(const std::string&)> note;  // a tier file that did not check out, ignored
  // Stop after computing this many tiers (0: never), leaving the files as a killed run would:
  // for tests of the resume.
  uint64_t stop_after = 0;
  // A solver that saves its whole state (checkpoint() below) saves it at most this often.
  double checkpoint_seconds = 300;
};

class RetroDriver {
 public:
  explicit RetroDriver(RetroRunOptions options) : o_(std::move(options)) {}

  // A finished tier's part read back from `path`: `read`'s value, or nullopt when the file is
  // missing or does not check out (then said on note(), and the tier is computed again).
  template <class T>
  std::optional<T> read_back(const std::string& path, Result<T> read) const {
    if (read) return std::move(read).value();
    if (o_.note && std::filesystem::exists(path)) o_.note("ignoring " + path + ": " + read.error());
    return std::nullopt;
  }

  // One tier: resume() reads it back (an optional), else compute() makes it (nullopt: it cannot
  // be finished, as when a budget runs out) and save() keeps it before the run goes on. Returns
  // the tier (nullopt when compute gave none) and whether it was read back.
  template <class Resume, class Compute, class Save>
  auto tier(Resume&& resume, Compute&& compute, Save&& save) {
    auto got = resume();
    const bool resumed = got.has_value();
    if (resumed) {
      ++resumed_;
    } else if ((got = compute())) {
      save(*got);
      ++computed_;
    }
    return std::pair{std::move(got), resumed};
  }

  // A tier computed by a solver whose tiers have no files of their own (it keeps its state in a
  // checkpoint): counted as tier() counts one, for the test hook.
  void computed_in_memory() { ++computed_; }

  // Saves a solver's whole state with save() when `now`, or when checkpoint_seconds have passed
  // since the last save.
  template <class Save>
  void checkpoint(bool now, Save&& save) {
    if (!now && since_saved_.seconds() < o_.checkpoint_seconds) return;
    save();
    since_saved_ = Stopwatch();
  }

  // A tier finished: said on progress; false when the run must stop here (the test hook).
  // After a signal (SIGINT, SIGTERM) it throws Interrupted: the tier is kept by then (saved, or
  // in a solver's checkpoint), so the run stops at the boundary where the next run resumes and
  // never goes on to replace the table.
  bool finished(TierProgress p) {
    p.seconds = clock_.seconds();
    p.cpu_seconds = clock_.cpu();
    if (o_.progress) o_.progress(p);
    throw_if_interrupted();
    if (o_.stop_after && !p.resumed && computed_ == o_.stop_after) stopped_ = true;
    return !stopped_;
  }

  uint64_t computed() const { return computed_; }
  uint64_t resumed() const { return resumed_; }
  bool stopped() const { return stopped_; }
  const RetroRunOptions& options() const { return o_; }

 private:
  RetroRunOptions o_;
  Stopwatch clock_;        // since the run started, for the progress lines
  Stopwatch since_saved_;  // since the last checkpoint
  uint64_t computed_ = 0, resumed_ = 0;
  bool stopped_ = false;
};

}  // namespace adaptoid

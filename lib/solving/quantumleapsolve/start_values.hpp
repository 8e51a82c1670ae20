#pragma once
// The exact values of a Quantum Leap variant's seeded random starts by search (value_search.hpp),
// for a board whose retrograde table cannot be held (the 37-cell board has 8.7·10^17
// positions): how often White wins with perfect play without the swap (Black declines it, Q3) and
// against Black's best swap decision, each share with its 95% interval. A start of the 37-cell
// board takes hours of a core, so the work is kept as it is done:
//   - each start's line of JSON is appended to the results file once it is known, in one write,
//     and a rerun reads the file back and searches only the seeds it lacks;
//   - under mpirun the ranks take the seeds still to do one at a time, whichever rank is free
//     first (Ranks::deal); each appends to a file of its own (<out>.rank<r>), and rank 0 moves
//     every rank's lines into the results file at the end. The rank files a killed run left are
//     read back (and moved into the results file) by the next run, so a directory the ranks share
//     resumes any of them. A rank that is done sleeps until the others are.
// A start whose search ran out of its node budget is not written: a rerun with a larger one
// tries it again.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/util/result.hpp>
#include <adaptoid/util/statistics.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace adaptoid {

struct StartValue {
  uint64_t seed = 0;
  std::string start;  // the position as dealt (format_position)
  bool white_wins_without_swap = false;
  bool white_wins_with_swap = false;  // against Black's best decision
  uint64_t nodes = 0;                 // of its searches
  double cpu_seconds = 0;
  friend bool operator==(const StartValue&, const StartValue&) = default;
};

struct StartValuesOptions {
  uint64_t first = 1, count = 100;  // the seeds first .. first + count - 1
  std::string out;                  // the results file (JSON lines)
  uint64_t budget = 0;              // nodes a search may take (0: no limit)
  size_t table_bytes = size_t{256} << 20;
  // A start a thread while there are at least as many starts left to value, else a search's
  // (its first turns split).
  int threads = 1;
  std::shared_ptr<Ranks> ranks;                   // none: this process alone
  std::function<void(const StartValue&)> valued;  // each start this rank values, when it does
};

struct StartValuesReport {
  std::vector<StartValue> values;  // the seeds of the range that are known, by seed
  uint64_t read_back = 0;          // of them, read from the files of earlier runs
  uint64_t unknown = 0;            // the seeds whose search ran out of its budget
  Share without_swap, with_swap;   // White's wins among the known
  uint64_t nodes = 0;              // this run's searches, on every rank
  double cpu_seconds = 0;
};

// Why the variant's starts cannot be valued by search ("" when they can): two players, random
// starts (a variant with a fixed setup has one start: solve --position), a board of up to 64 cells.
std::string start_values_unsupported(const Variant& v);

// The values of the starts (every rank of the run calls it; the report is complete on rank 0).
// Errors, one line: the variant (start_values_unsupported), the results or a rank file cannot be
// read or written, a line of one is not a start of this variant ("<file>:<line>: <what>"), two lines
// give one seed different values. Throws std::bad_alloc when the search's table does not fit.
Result<StartValuesReport> solve_start_values(const VariantPtr& v, const StartValuesOptions& o);

// The line a start is written as (no newline), and read back (the error says what is wrong).
std::string start_value_line(const StartValue& s);
Result<StartValue> parse_start_value(const std::string& line);

}  // namespace adaptoid

#pragma once
// A file of daily puzzles: one per date, generated in parallel (threads over dates), resumable
// (finished puzzles go to a progress file as they come, a rerun skips them) and free of
// duplicates (a date whose puzzle repeats an earlier date's, or one published before the batch,
// up to symmetry, is regenerated with the next attempt). The result depends only on (variant,
// dates, salt, the puzzles published before), never on the threads.
#include <adaptoid/puzzle/puzzle_generate.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adaptoid {

// "YYYY-MM-DD" + days; nullopt when the text is not a valid date, or the day is past 9999-12-31
// (or before 0000-01-01), which YYYY-MM-DD cannot write.
std::optional<std::string> add_days(const std::string& date, int days);

// A file's puzzles, in file order; the error names file:line and what is wrong.
Result<std::vector<Puzzle>> read_puzzle_file(const std::string& path,
                                             std::vector<int>* line_numbers = nullptr);

// id "<variant>-<date>", svg "svg/<variant>/<date>.svg": the fields a dated puzzle carries.
void date_puzzle(Puzzle& z, const std::string& date);

// The puzzle of a date with no file context (its first attempt that yields one): what `puzzle
// daily` gives for any date.
std::optional<Puzzle> daily_puzzle(const VariantPtr& variant, const std::string& date, uint64_t salt = 0,
                                   const GenerateOptions& options = {});

struct BatchOptions {
  std::vector<std::string> dates;
  uint64_t salt = 0;
  int threads = 1;
  std::string progress_path;  // finished puzzles, one JSON line each; read back on a rerun
  // Puzzles already published before the first date (the year being continued): no date may
  // repeat one, as none may repeat an earlier date of the batch.
  std::vector<Puzzle> published;
  GenerateOptions generate;
  std::function<void(const Puzzle&)> on_done;  // called (under a lock) for each new puzzle
};

// One puzzle per date, in date order; fails when a date yields none.
Result<std::vector<Puzzle>> generate_batch(const VariantPtr& variant, const BatchOptions& options);

}  // namespace adaptoid

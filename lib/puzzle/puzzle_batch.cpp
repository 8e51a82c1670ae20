// Daily puzzle files (puzzle_batch.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

namespace adaptoid {

std::optional<std::string> add_days(const std::string& date, int days) {
  using namespace std::chrono;
  int y = 0;
  unsigned m = 0, d = 0;
  char tail = 0;
  if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3)
    return std::nullopt;
  const year_month_day ymd{year{y}, month{m}, day{d}};
  if (!ymd.ok()) return std::nullopt;
  const year_month_day out{sys_days{ymd} + std::chrono::days{days}};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(out.year()),
                static_cast<unsigned>(out.month()), static_cast<unsigned>(out.day()));
  return std::string(buf);
}

Result<std::vector<Puzzle>> read_puzzle_file(const std::string& path, std::vector<int>* line_numbers) {
  auto text = read_text_file(path, "puzzle file");
  if (!text) return Error{text.error()};
  std::vector<Puzzle> out;
  std::istringstream in(std::move(text).value());
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    auto z = puzzle_from_line(line);
    if (!z) return fail(path + ":" + std::to_string(n) + ": " + z.error());
    out.push_back(std::move(z).value());
    if (line_numbers) line_numbers->push_back(n);
  }
  return out;
}

void date_puzzle(Puzzle& z, const std::string& date) {
  z.date = date;
  z.id = z.variant + "-" + date;
  z.svg = "svg/" + z.variant + "/" + date + ".svg";
}

namespace {

constexpr int kMaxAttempts = 32;

// The date's puzzle from the first attempt at or after `from` that yields one of the depth the
// attempt asks for: the weekday's, one turn less only once the family's exact attempts found none,
// and any depth only after as many again, so the week's difficulty holds. A shallower puzzle an
// earlier attempt found is kept, and is the answer (the earliest such) once the attempts ask for
// no more, rather than searched for again. The same way on every machine.
std::optional<std::pair<int, Puzzle>> first_puzzle(const VariantPtr& variant, const std::string& date,
                                                   uint64_t salt, const GenerateOptions& options, int from) {
  GenerateOptions dated = options;
  if (dated.target_turns == 0) dated.target_turns = weekday_turns(*variant, date);
  const int exact = exact_depth_attempts(*variant);
  const auto wanted = [&](int attempt) {
    return attempt < exact ? dated.target_turns : attempt < 2 * exact ? dated.target_turns - 1 : 0;
  };
  dated.min_turns = 0;
  std::vector<std::pair<int, Puzzle>> shallower;  // found by earlier attempts, in attempt order
  for (int attempt = from; attempt < kMaxAttempts; ++attempt) {
    for (auto& found : shallower)
      if (found.second.turns >= wanted(attempt)) return std::move(found);
    if (auto z = generate_puzzle(variant, puzzle_seed(variant->name, date, salt, attempt), dated)) {
      date_puzzle(*z, date);
      if (z->turns >= wanted(attempt)) return std::pair{attempt, std::move(*z)};
      shallower.emplace_back(attempt, std::move(*z));
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Puzzle> daily_puzzle(const VariantPtr& variant, const std::string& date, uint64_t salt,
                                   const GenerateOptions& options) {
  auto found = first_puzzle(variant, date, salt, options, 0);
  if (!found) return std::nullopt;
  return std::move(found->second);
}

namespace {

int attempt_of(const std::string& variant, const Puzzle& z, uint64_t salt) {
  for (int a = 0; a < kMaxAttempts; ++a)
    if (puzzle_seed(variant, z.date, salt, a) == z.seed) return a;
  return -1;
}

// date -> (attempt, puzzle): what the progress file already holds of the wanted dates (its last
// line per date wins).
std::map<std::string, std::pair<int, Puzzle>> resumed_puzzles(const Variant& v, const BatchOptions& o) {
  std::map<std::string, std::pair<int, Puzzle>> done;
  // Only a regular file is read back: a FIFO or device named as the progress file would block or
  // stream without end.
  if (o.progress_path.empty() || input_kind(o.progress_path) != InputKind::Regular) return done;
  const std::set<std::string> wanted(o.dates.begin(), o.dates.end());
  if (auto old = read_puzzle_file(o.progress_path)) {
    for (Puzzle& z : old.value()) {
      const int a = attempt_of(v.name, z, o.salt);
      const std::string date = z.date;  // (the right side of = is evaluated first: z is moved)
      if (a >= 0 && z.variant == v.name && wanted.count(date)) done[date] = {a, std::move(z)};
    }
  }
  return done;
}

}  // namespace

Result<std::vector<Puzzle>> generate_batch(const VariantPtr& variant, const BatchOptions& o) {
  const Variant& v = *variant;
  const AnyGame any = make_game(variant);
  std::map<std::string, std::pair<int, Puzzle>> done = resumed_puzzles(v, o);
  std::mutex lock;
  // Appended to line by line as puzzles finish; a failed write stops the batch (a rerun could
  // not resume what the file does not hold).
  std::optional<OutputFile> progress;
  if (!o.progress_path.empty()) {
    auto opened = OutputFile::open(o.progress_path, OutputFile::Mode::Append);
    if (!opened) return Error{opened.error()};
    progress.emplace(std::move(opened).value());
  }
  std::string write_error;  // the first failure of the progress file
  // False when the progress file could not take the puzzle.
  auto finish = [&](const std::string& date, int attempt, Puzzle z) {
    std::lock_guard<std::mutex> g(lock);
    date_puzzle(z, date);
    if (progress && write_error.empty())
      if (auto written = progress->write(puzzle_to_line(z) + '\n'); !written) write_error = written.error();
    if (o.on_done) o.on_done(z);
    done[date] = {attempt, std::move(z)};
    return write_error.empty();
  };
  auto make = [&](const std::string& date, int from) {
    return first_puzzle(variant, date, o.salt, o.generate, from);
  };

  // Phase 1: the first attempt that yields a puzzle, for every date not yet done, threads taking
  // dates in turn.
  std::vector<std::string> todo;
  for (const std::string& d : o.dates)
    if (!done.count(d)) todo.push_back(d);
  Cancel failed;
  std::string failed_date;
  parallel_for(
      todo.size(), 1, o.threads,
      [&](int, uint64_t i) {
        auto z = make(todo[i], 0);
        if (!z) {
          std::lock_guard<std::mutex> g(lock);
          failed.request();
          failed_date = todo[i];
          return;
        }
        if (!finish(todo[i], z->first, std::move(z->second))) failed.request();
      },
      &failed);
  if (!write_error.empty()) return fail(write_error);
  if (failed.requested())
    return fail_budget("no puzzle found for " + failed_date + " (every attempt and its node budgets tried)");

  // Phase 2, in date order: a repeat of an earlier date's puzzle (up to symmetry) is replaced by
  // the date's next attempt, so the file never depends on which thread finished first.
  std::set<std::string> seen;
  std::vector<Puzzle> out;
  for (const std::string& date : o.dates) {
    while (true) {
      const int attempt = done.at(date).first;
      const std::string& text = done.at(date).second.position;  // (clang 14 cannot capture a binding)
      const Position p = std::visit([&](const auto& g) { return parse_position(g, text).value(); }, any);
      if (seen.insert(canonical_puzzle_key(v, p)).second) break;
      const int next_attempt = attempt + 1;
      if (next_attempt >= kMaxAttempts) return fail_budget("only duplicates found for " + date);
      auto again = make(date, next_attempt);
      if (!again)
        return fail_budget("no puzzle found for " + date + " (every attempt and its node budgets tried)");
      if (!finish(date, again->first, std::move(again->second))) return fail(write_error);
    }
    out.push_back(done.at(date).second);
  }
  if (progress)
    if (auto closed = progress->commit(); !closed) return Error{closed.error()};
  return out;
}

}  // namespace adaptoid

// Daily puzzle files (puzzle_batch.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/util/date.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

namespace adaptoid {

std::optional<std::string> add_days(const std::string& date, int days) {
  const auto day = parse_date(date);
  if (!day) return std::nullopt;
  const std::chrono::year_month_day later{std::chrono::sys_days{*day} + std::chrono::days{days}};
  if (later > kLastDate || later < kFirstDate) return std::nullopt;  // no longer YYYY-MM-DD
  return format_date(later);
}

Result<std::vector<Puzzle>> read_puzzle_file(const std::string& path, std::vector<int>* line_numbers) {
  auto text = read_text_file(path, "puzzle file");
  if (!text) return text.failure();
  std::vector<Puzzle> out;
  std::string& content = text.value();
  if (content.rfind("\xEF\xBB\xBF", 0) == 0) content.erase(0, 3);  // an editor's byte-order mark
  std::istringstream in(std::move(content));
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

// The attempts one search for a date's puzzle makes, and all a date may make (a repeat of an
// earlier date searches again from the attempt after it).
// Adaptoid's Sunday asks 64 seeds for its depth and 64 for one less before any depth
// (puzzle_generate.cpp), so one search makes up to 128; a date that gave a puzzle within fewer
// attempts gives the same one whatever this bound.
constexpr int kSearchAttempts = 128;
constexpr int kMaxAttempts = 2 * kSearchAttempts;

// The date's puzzle from the first attempt at or after `from` that yields one of the depth the
// attempt asks for: the weekday's, one turn less only once the family's exact attempts found none,
// and any depth only after as many again, so the week's difficulty holds; counted from `from`, so
// that a date whose puzzle repeated an earlier date's tries as hard for its depth again. A
// shallower puzzle an earlier attempt found is kept, and is the answer (the earliest such) once
// the attempts ask for no more, rather than searched for again. The same way on every machine.
std::optional<std::pair<int, Puzzle>> first_puzzle(const VariantPtr& variant, const std::string& date,
                                                   uint64_t salt, const GenerateOptions& options, int from) {
  GenerateOptions dated = options;
  if (dated.target_turns == 0) dated.target_turns = weekday_turns(*variant, date);
  const int exact = exact_depth_attempts(*variant, date, dated.target_turns);
  const auto wanted = [&](int attempt) {
    const int tried = attempt - from;
    return tried < exact ? dated.target_turns : tried < 2 * exact ? dated.target_turns - 1 : 0;
  };
  dated.min_turns = 0;
  std::vector<std::pair<int, Puzzle>> shallower;  // found by earlier attempts, in attempt order
  for (int attempt = from; attempt < std::min(from + kSearchAttempts, kMaxAttempts); ++attempt) {
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

// date -> the date's puzzles in the order its attempts gave them: the first from phase one, each
// next one from the attempt after the one before.
using Chains = std::map<std::string, std::vector<std::pair<int, Puzzle>>>;

// One pass in date order over what the chains hold: each date takes its first puzzle that repeats
// none published before the batch and none an earlier date took (puzzle_canonical.hpp: up to symmetry and a
// cell or two). Dates whose chain holds only repeats are returned (they need the next attempt) and take
// nothing, so later dates are decided as if they took something new; the next pass, with their chains longer,
// decides again from the start.
std::vector<std::string> take_first_new(const Variant& v, const AnyGame& any, const BatchOptions& o,
                                        const Chains& chains, std::map<std::string, std::size_t>& taken) {
  const auto position_of = [&](const Puzzle& z) {
    return std::visit([&](const auto& g) { return parse_position(g, z.position).value(); }, any);
  };
  PuzzleMemory seen(v);
  for (const Puzzle& z : o.published) seen.add(position_of(z), 0);
  std::vector<std::string> short_chains;
  for (const std::string& date : o.dates) {
    const auto& chain = chains.at(date);
    std::size_t k = 0;
    for (; k < chain.size(); ++k) {
      const Position p = position_of(chain[k].second);
      if (!seen.repeat_of(p)) {
        seen.add(p, 0);  // (which earlier date it repeats does not matter here)
        break;
      }
    }
    if (k == chain.size()) short_chains.push_back(date);
    taken[date] = k;
  }
  return short_chains;
}

// The puzzle each date keeps: what a pass in date order that regenerated each repeat at once would
// choose, but the regenerations of a pass run in parallel (a date needing one because of an earlier
// date that a later pass replaces has cost a wasted attempt, never a different answer).
template <typename Make>
Result<std::map<std::string, std::pair<int, Puzzle>>> replace_repeats(
    const Variant& v, const AnyGame& any, const BatchOptions& o,
    const std::map<std::string, std::pair<int, Puzzle>>& done, Make&& make) {
  Chains chains;
  for (const std::string& date : o.dates) chains[date].push_back(done.at(date));
  std::map<std::string, std::size_t> taken;
  // Dates whose attempts are all spent. Only the first date needing more is sure to: a later one
  // may need no more once an earlier date's new puzzle takes what it repeated.
  std::set<std::string> spent;
  for (auto more = take_first_new(v, any, o, chains, taken); !more.empty();
       more = take_first_new(v, any, o, chains, taken)) {
    if (spent.count(more.front()))
      return fail_budget("only repeats of earlier puzzles found for " + more.front() +
                         " (every attempt and its node budgets tried)");
    std::erase_if(more, [&](const std::string& date) { return spent.count(date) > 0; });
    std::vector<std::optional<std::pair<int, Puzzle>>> next(more.size());
    parallel_for(more.size(), 1, o.threads, [&](int, uint64_t i) {
      const int attempt = chains.at(more[i]).back().first + 1;
      if (attempt < kMaxAttempts) next[i] = make(more[i], attempt);
    });
    for (std::size_t i = 0; i < more.size(); ++i) {
      if (next[i])
        chains.at(more[i]).push_back(std::move(*next[i]));
      else
        spent.insert(more[i]);
    }
  }
  std::map<std::string, std::pair<int, Puzzle>> out;
  for (const std::string& date : o.dates) out[date] = chains.at(date)[taken.at(date)];
  return out;
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
    if (!opened) return opened.failure();
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

  // Phase 2: a repeat of an earlier date's puzzle (up to symmetry and a cell or two) is replaced by the
  // date's next attempt, in date order, so the file never depends on which thread finished first.
  auto chosen = replace_repeats(v, any, o, done, make);
  if (!chosen) return chosen.failure();
  std::vector<Puzzle> out;
  for (const std::string& date : o.dates) {
    const auto& [attempt, z] = chosen.value().at(date);
    if (attempt != done.at(date).first && !finish(date, attempt, z)) return fail(write_error);
    out.push_back(z);
  }
  if (progress)
    if (auto closed = progress->commit(); !closed) return closed.failure();
  return out;
}

}  // namespace adaptoid

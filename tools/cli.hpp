#pragma once
// What every subcommand shares: reading the position or variant it works on, errors, JSON.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/render/position_caption.hpp>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace adaptoid {
struct MatchOptions;  // play/match.hpp
struct MatchResult;
}  // namespace adaptoid

namespace adaptoid::cli {

// The tool's errors are the library's Error (util/result.hpp), thrown as the library throws
// inside a module: `throw fail("...")` for bad input (exit status 2), `fail_output` for standard
// output or a file that cannot be written (1), `fail_budget` for work that stopped at its budget
// without an answer (3: solve --turns --budget, solve or enumerate --all past --max-positions,
// puzzle generate/daily finding no puzzle), `fail_disagreement` for a check that found the program
// disagreeing with itself (1). run_cli catches them once and ends with exit_status_of(kind)
// (exit_status.hpp). A command that prints a partial result first sets the status with
// set_exit_status(3) instead.

// The value of a Result read from the user's input, or bad input "<prefix><its error>".
template <class T>
T input_value(Result<T> r, const std::string& prefix = "") {
  if (!r) throw fail(prefix + r.error());
  if constexpr (!std::is_void_v<T>) return std::move(r).value();
}

// The options that name what a subcommand works on: --position P, or --variant V for its start.
struct Subject {
  std::string position_text;
  std::string variant_name;
  uint64_t seed = 0;
  bool seed_given = false;
  void add_to(CLI::App& cmd);
  void add_seed_to(CLI::App& cmd);  // --seed alone
};

struct Loaded {
  VariantPtr variant;
  AnyGame game;
  Position position;
  uint64_t seed;  // the seed of a Quantum Leap start, else 0
};

// Loads the variant and the position; fails (bad input) with the reason.
Loaded load(const Subject& subject);

// --game FILE [--game-index I] [--ply K]: a position of a recorded game (specs/notation.md, "Game
// records") in place of --position or --variant.
struct GameSource {
  std::string file;
  size_t index = 1;           // 1: the file's first record
  std::optional<size_t> ply;  // the turns played from the game's start; default: all of them
  void add_to(CLI::App& cmd, bool with_ply);
  bool given() const { return !file.empty(); }
};

struct LoadedGame {
  Loaded loaded;
  std::optional<GameRecord> record;  // with --game
  size_t ply = 0;                    // with --game: the turns played to reach loaded.position
};

// The game's position with --game, else load(subject); fails (bad input) with the reason (a
// missing file, a bad record with its line, a ply or index out of range, options that clash).
LoadedGame load(const Subject& subject, const GameSource& game);
VariantPtr load_variant_or_throw(const std::string& name_or_path);

// Each turn in the notation (joined into one text: core's format_turns).
std::vector<std::string> turn_texts(const Variant& v, const std::vector<Turn>& turns);

// A recorded game's result and how it ended, when the record says: "1/2-1/2 (max plies)".
std::string result_line(const GameRecord& r);

// "ongoing", "over"; the winner's letter in lower case, or null.
nlohmann::json winner_json(const Status& s);
std::string status_word(const Status& s);

// Writes a file through lib/io (output_file.hpp: a regular file whole or not at all, a device
// or FIFO straight through, a link followed); fails with the one-line reason (its kind: a path
// that cannot be written is bad input, a write that failed once begun a failed write).
void write_output(const std::string& path, std::string_view content);
// Refuses at once (bad input "<option>: cannot write ...") an output path that cannot be
// written: a directory, a missing directory. Called before the work that ends in the write.
void check_output_path(const std::string& option, const std::string& path);

// Standard output is buffered, so a failed write (a full disk, a closed pipe) often shows only
// when it is flushed. flush_standard_output flushes and fails (fail_output) on any failure so far;
// check_standard_output throws only when a write already failed (cheap: for loops that print a
// lot, to stop early).
void flush_standard_output();
// SIGPIPE and SIGXFSZ noted instead of ending the process: the write fails with EPIPE or EFBIG
// and its one line says so (main calls this first).
void catch_write_signals();
void check_standard_output();

void print_json(const nlohmann::ordered_json& j);

// The longest line of a streamed input (engine and game commands, probe --batch): a line without
// its end is refused once it passes this, as it is read.
inline constexpr std::size_t kMaxInputLine = std::size_t{1} << 20;

// std::getline with a bound, for the commands that read standard input (engine, game): false at
// the end of the input; bad input when a line is longer than `max` bytes, so that a stream
// without newlines (/dev/zero) ends the command instead of filling the memory.
bool read_bounded_line(std::istream& in, std::string& line, std::size_t max = kMaxInputLine);

// The exit status of a command that ends without an exception: 0 unless it says otherwise (a
// wrong puzzle answer is 1, no answer within the budget 3; see exit_status.hpp).
void set_exit_status(int status);
int exit_status();

// Today in UTC, "YYYY-MM-DD": puzzle dates, game records.
std::string today_utc();

// The whole command line (run_cli.cpp): registers every subcommand, parses, runs, and returns the
// exit status; never throws. `version` is what --version prints.
int run_cli(int argc, char** argv, const std::string& version);

// Each subcommand registers itself and the callback CLI11 runs when it was chosen.
void add_start(CLI::App& app);
void add_show(CLI::App& app);
void add_moves(CLI::App& app);
void add_play(CLI::App& app);
void add_perft(CLI::App& app);
void add_bench(CLI::App& app);
void add_enumerate(CLI::App& app);
void add_check(CLI::App& app);
void add_solve(CLI::App& app);
void add_probe(CLI::App& app);
void add_verify(CLI::App& app);
void add_puzzle(CLI::App& app);
void add_analyse(CLI::App& app);
void add_engine(CLI::App& app);
void add_game(CLI::App& app);

void add_match(CLI::App& app);
void add_report(CLI::App& app);  // cmd_report.cpp

// match's results table, or with `json` one JSON object (cmd_match_report.cpp).
void print_match_report(const MatchOptions& options, const MatchResult& result, bool json);

// solve --by-search (cmd_solve_starts.cpp): the values of seeds first .. first + count - 1.
// --by-search's run, every field from solve's options (cmd_solve.cpp, starts_run).
struct StartsRun {
  uint64_t first = 0, count = 0;
  std::string out;  // "": <variant>-starts.jsonl
  uint64_t budget = 0;
  size_t memory_mib = 0;
  int threads = 0;
};
void run_start_values(const Subject& subject, StartsRun run, bool json);

// bench --endgames (cmd_bench_endgames.cpp).
void run_endgame_bench(bool json, int threads = 1);

}  // namespace adaptoid::cli

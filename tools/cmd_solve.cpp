// adaptoid solve: with --turns N, prove whether the side to move forces a win within N of its
// turns (any board); a Quantum Leap position without it, its exact value by search; a variant
// alone, the whole small variant by retrograde analysis.
#include "cli.hpp"
#include "interruption.hpp"
#include "option_ranges.hpp"
#include "output_lock.hpp"
#include "solve_on_ranks.hpp"
#include "solve_turns.hpp"

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/search/value_search.hpp>
#include <adaptoid/solving/quantumleapsolve/start_values.hpp>
#include <adaptoid/solving/ranks/rank_world.hpp>
#include <adaptoid/solving/solve/solve_report.hpp>
#include <adaptoid/solving/solve/solve_variant.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <fmt/format.h>
#include <algorithm>
#include <chrono>
#include <iostream>
#include <optional>
#include <string>

namespace adaptoid::cli {

namespace {

// The exact value of a Quantum Leap position by search (value_search.hpp): who wins, and a turn
// that does.
void search_value_of(const VariantPtr& variant, const Position& position, uint64_t budget, size_t memory_mib,
                     int threads, bool json) {
  if (const std::string why = value_search_unsupported(*variant); !why.empty()) throw fail("solve: " + why);
  const auto started = std::chrono::steady_clock::now();
  const ValueAnswer a = with_table_memory(
      memory_mib, [&] { return search_value(variant, position, budget, memory_mib << 20, threads); });
  throw_if_interrupted();
  if (!a.wins) set_exit_status(3);  // the budget ran out: no answer
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const Proof value = !a.wins ? Proof::Unknown : *a.wins ? Proof::Win : Proof::Loss;
  const std::vector<Turn> turns = a.winning_turn ? std::vector<Turn>{*a.winning_turn} : std::vector<Turn>{};
  if (json) {
    print_json({{"value", proof_word(value)},
                {"winning_turn", turn_texts(*variant, turns)},
                {"nodes", a.nodes},
                {"budget_exhausted", !a.wins.has_value()},
                {"source", "value search"}});
    return;
  }
  const std::string who(colour_name(position.side()));
  if (!a.wins)
    std::cout << "no answer before the node budget ran out\n";
  else
    std::cout << who << (*a.wins ? " wins" : " loses whatever it plays")
              << " (exact: the game ends by itself)\n";
  if (!turns.empty()) std::cout << "a winning turn: " << format_turns(*variant, turns) << "\n";
  std::cout << "nodes: " << a.nodes << "\n";
  std::cerr << "time: " << seconds << " s\n";
}

// A whole variant solved into a table (the library's solve_variant), its progress on standard
// error, the report (solve_report.hpp) on standard output.
void run_retrograde(const Subject& subject, SolveVariantOptions options, bool json) {
  if (subject.variant_name.empty()) throw fail("solve: give --variant V to solve a whole variant");
  const VariantPtr variant = load_variant_or_throw(subject.variant_name);
  if (options.out.empty()) options.out = variant->name + ".tb";
  check_output_path("--out", options.out);  // before the work: a solve can take hours
  refuse_input_as_output("--out", options.out, {{"--variant", subject.variant_name}});
  options.ranks = input_value(ranks_of_this_run(), "solve: ");  // what a run keeps depends on them
  const InputKind kind = input_kind(options.out);
  if (kind == InputKind::Regular || kind == InputKind::Missing) {
    const KeptForNextRun kept = kept_for_the_next_run(*variant, options);
    set_interrupt_note_of_output(options.out, options.out + " is unchanged",
                                 options.out + " is written whole (the solve had finished)", kept.path,
                                 kept.text);
  } else
    set_interrupt_note("nothing was written to " + options.out);
  Ranks& ranks = *options.ranks;
  if (ranks.rank() != 0) {
    set_interrupt_note("");  // rank 0 says what an interruption kept
    // Every rank gets the same error (solve_variant shares it), and rank 0 says it and ends with
    // its status; the others end with 0, since mpirun stops rank 0 as soon as another rank ends
    // with a failure, sometimes before it has said why (as alone_or_refused below).
    solve_on_ranks(ranks, [&] { return solve_variant(variant, options); });
    return;
  }
  bool progress_shown = false;
  options.progress = [&](const std::string& line) {
    std::cerr << "\rsolve: " << line << "        " << std::flush;
    progress_shown = true;
    set_progress_line_open(true);
  };
  options.note = [&](const std::string& line) {
    std::cerr << (progress_shown ? "\n" : "") << "solve: " << line << "\n";
    progress_shown = false;
    set_progress_line_open(false);
  };
  // The progress line is ended however the solve ends: an error gets a line of its own.
  struct EndProgress {
    bool& shown;
    ~EndProgress() {
      if (shown) std::cerr << "\n";
      set_progress_line_open(false);
    }
  };
  auto report = [&] {
    const EndProgress end{progress_shown};
    return solve_on_ranks(ranks, [&] { return solve_variant(variant, options); });
  }();
  if (!report) throw fail("solve: " + report.error(), report.error_kind());  // its exit status by its kind
  throw_if_interrupted();  // a signal after the last tier: the line says the table is whole, no report
  if (json) return print_json(solve_report_json(*variant, report.value()));
  std::cout << solve_report_text(*variant, report.value(), options.threads);
}

// A search of one position is one process's work: under mpirun every rank would run the same
// search and print the same answer. Rank 0 says so once and ends with status 2; the others end
// silently with 0 (false), since mpirun would stop rank 0 before it spoke if another rank failed
// first.
bool alone_or_refused() {
  const auto world = input_value(ranks_of_this_run(), "solve: ");
  if (world->size() == 1) return true;
  if (world->rank() == 0)
    throw fail(
        "solve: a position is searched in one process: run it without mpirun (mpirun spreads the "
        "solve of a whole variant)");
  return false;
}

// --by-search's run from solve's options: seeds from --seed, --starts of them, else the library's.
StartsRun starts_run(const Subject& subject, const SolveVariantOptions& retro, bool starts_given,
                     uint64_t budget, size_t memory_mib) {
  const StartValuesOptions defaults;
  StartsRun run;
  run.first = subject.seed_given ? subject.seed : defaults.first;
  run.count = starts_given ? retro.starts : defaults.count;
  run.out = retro.out, run.budget = budget, run.memory_mib = memory_mib, run.threads = retro.threads;
  return run;
}

struct SolveArgs {
  Subject subject;
  int turns = 0;
  uint64_t budget = 0;
  size_t memory_mib = StartValuesOptions{}.table_bytes >> 20;
  SolveVariantOptions retro;
  bool dense = false, dense_table = false;  // retro.dense, by flag
  bool json = false;
  bool plain = false;
  bool by_search = false;
  bool proof_numbers = false;
  size_t hash_mib = EndgameOptions{}.hash_bytes >> 20;
  int exact_turns = EndgameOptions{}.exact_turns;
  std::string table;
};

// What solve does with its options: one of its four modes.
void run_solve(SolveArgs& o, bool starts_given) {
  if (o.dense_table)
    o.retro.dense = DenseOutput::DenseTable;
  else if (o.dense)
    o.retro.dense = DenseOutput::Codes;
  if (o.by_search) {
    if (o.turns || !o.subject.position_text.empty())
      throw fail("solve: --by-search values a variant's starts: give --variant V alone");
    run_start_values(o.subject, starts_run(o.subject, o.retro, starts_given, o.budget, o.memory_mib), o.json);
    return;
  }
  if (o.turns == 0 && o.subject.position_text.empty()) {
    run_retrograde(o.subject, o.retro, o.json);
    return;
  }
  if (!alone_or_refused()) return;
  const Loaded in = load(o.subject);
  if (o.turns == 0) {
    search_value_of(in.variant, in.position, o.budget, o.memory_mib, o.retro.threads, o.json);
    return;
  }
  search_position(in.variant, in.position,
                  {.turns = o.turns,
                   // Each thread searches with its share: --budget bounds the whole search.
                   .node_budget = o.budget == 0 ? 0 : std::max<uint64_t>(1, o.budget / o.retro.threads),
                   .plain = o.plain,
                   .threads = o.retro.threads,
                   .proof_numbers = o.proof_numbers,
                   .hash_bytes = o.hash_mib << 20,
                   .exact_turns = o.exact_turns},
                  o.json, o.table);
}

}  // namespace

void add_solve(CLI::App& app) {
  auto o = std::make_shared<SolveArgs>();
  auto* cmd = app.add_subcommand("solve",
                                 "Prove a win within N turns (--turns), find a Quantum Leap position's exact "
                                 "value (--position alone), or "
                                 "solve a whole small variant (--variant alone)");
  o->subject.add_to(*cmd);
  cmd->add_option("--turns,-n", o->turns, "Turns of the side to move (1 = win with this turn)")
      ->check(integer_range(1, 20));
  cmd->add_option("--budget", o->budget,
                  "With a position, or a search of --by-search: stop after this many nodes and answer "
                  "unknown (0: no budget)")
      ->check(whole_range(0));
  cmd->add_option("--memory", o->memory_mib,
                  fmt::format("A Quantum Leap position without --turns, or --by-search: the transposition "
                              "table's MiB (default {})",
                              o->memory_mib))
      ->check(whole_range(1, std::max<uint64_t>(1, machine_memory_bytes() >> 20)));  // what this machine has
  cmd->add_option("--out,-o", o->retro.out,
                  "Retrograde: the table file (default: <variant>.tb); --by-search: the results file "
                  "(default: <variant>-starts.jsonl)");
  cmd->add_option("--threads,-t", o->retro.threads,
                  "Retrograde, --turns (the first turns split, sharing --budget), a Quantum Leap position's "
                  "value (the same), --by-search's starts (one a thread): threads")
      ->check(integer_range(1, 256));
  auto* starts =
      cmd->add_option("--starts", o->retro.starts,
                      fmt::format("Quantum Leap: random starts to evaluate (retrograde: default {}; "
                                  "--by-search: default {}, from --seed, default {})",
                                  o->retro.starts, StartValuesOptions{}.count, StartValuesOptions{}.first))
          ->check(whole_range(0, 10'000'000));
  cmd->add_flag("--by-search", o->by_search,
                "Quantum Leap, a variant alone: value the random starts by search, not a table (boards "
                "too large to solve); appended to --out (default <variant>-starts.jsonl) as they are "
                "known, a rerun resumes, mpirun spreads the starts");
  cmd->add_option("--max-positions", o->retro.max_classes,
                  "Retrograde, Adaptoid: the most classes of reachable positions (up to symmetry) to hold")
      ->check(whole_range(1));
  cmd->add_flag(
      "--dense", o->dense,
      "Retrograde, Adaptoid with two or three players: the dense solver (one byte a position, the same "
      "table)");
  cmd->add_flag(
      "--dense-table", o->dense_table,
      "Retrograde, Adaptoid with two players: the dense solver writing a dense table (a byte a number of "
      "its index, no codes: boards past 120 bits of code, such as 37 cells)");
  cmd->add_flag("--force", o->retro.force,
                "Retrograde: start even when the memory the solve needs, estimated before it starts, is more "
                "than this machine has (refused by default, with the estimate)");
  cmd->add_option("--table,-T", o->table,
                  "With --turns: answer from this solved table when it holds the position");
  cmd->add_flag("--plain", o->plain,
                "With --turns: search the plain game (the reference), not the fast generator");
  // The proof-number search is not yet as fast as the depth-first search on the bench's wins in 3,
  // so it is asked for rather than the default.
  cmd->add_flag("--proof-numbers", o->proof_numbers,
                "With --turns: the proof-number search, each winning first turn with its distance, "
                "instead of the depth-first search");
  cmd->add_option(
         "--hash", o->hash_mib,
         fmt::format("With --turns: the proof-number search's tables in MiB (default {})", o->hash_mib))
      ->check(whole_range(1, 1 << 20));
  cmd->add_option(
         "--exact-turns", o->exact_turns,
         fmt::format("With --turns: where the proof-number search hands over to the depth-first search "
                     "(the attacker's turns left, default {})",
                     o->exact_turns))
      ->check(integer_range(1, 20));
  cmd->add_flag("--json", o->json, "Print JSON");
  cmd->callback([o, starts] { run_solve(*o, starts->count() > 0); });
}

}  // namespace adaptoid::cli

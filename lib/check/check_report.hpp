#pragma once
// `adaptoid check`: everything the toolkit can verify about a variant, as a value: the variant
// file (it loads, and writes back to TOML that loads to the same rules), whether its start is
// decided (start_decision.hpp), the edge-case catalogue on its board, the Z3 cross-check of the
// engine on positions from seeded random games, and whether the variant can be played
// (playability.hpp). Each statement is proved, witnessed or not shown (playability.hpp's
// Statement), and weighs as a defect, an advisory or a question not shown (StatementKind): the
// defects a designer must fix and the advisories worth reading are proved or witnessed; a
// question the tool could not answer within its budget is not shown and leaves the result
// undecided.
#include <adaptoid/check/catalogue_check.hpp>
#include <adaptoid/check/playability.hpp>
#include <adaptoid/check/smt_cross_check.hpp>
#include <adaptoid/check/stall_games.hpp>
#include <adaptoid/check/start_decision.hpp>

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

// What a check concluded, the one list of its outcomes: `adaptoid check` prints its name, its
// sentence (CheckReport::result_line) and exits with its status; the report shows the same three.
enum class CheckResult { Sound, Findings, Undecided, Disagreement };

// "sound", "findings", "undecided", "disagreement".
std::string_view check_result_name(CheckResult r);
// The status `adaptoid check` exits with (the tool's table, tools/exit_status.hpp): 0 sound, 1 a
// defect or a disagreement, 3 a question not answered.
int check_exit_status(CheckResult r);

struct CheckOptions {
  int positions = 12;           // cross-checked positions
  uint64_t seed = 1;            // of the random games that give them
  unsigned timeout_ms = 60000;  // per Z3 query
  bool catalogue = true;
  bool playability = true;
  bool start = true;          // search the start for a forced win
  PlayabilityOptions play{};  // (an initializer, so a designated list may leave it out without a warning)
  StallOptions stalls{};      // the engine games of the playability part
  StartDecisionOptions start_search{};
};

struct CheckReport {
  VariantPtr variant;
  CheckOptions options;                       // what was run: a part these skip leaves its questions open
  std::vector<std::string> variant_problems;  // the TOML round trip
  std::vector<CaseRun> cases;
  int positions = 0, agreeing = 0, unknown = 0;
  long engine_turns = 0;  // turns compared in all
  std::vector<smt::CrossCheck> disagreements;
  std::optional<StartDecision> start;  // when searched
  Playability playability;             // the ways to end and the termination search
  StallSearch stalls;                  // the engine games that look for stalls
  // Each statement in the list of its kind (Finding::kind says it again, for whoever reads one
  // statement alone). Defects, proved or witnessed: the start, playability, stalls under play.
  std::vector<Finding> findings;
  // Advisories, proved: true, worth reading, not a fault of the game (material beyond a physical
  // set, a rule or option that can never fire on this board, an option that changes nothing).
  std::vector<Finding> advisories;
  // Not shown: each question left open (a search's budget ran out, Z3 gave no answer, a part was
  // skipped), with what was tried.
  std::vector<Finding> not_shown;
  // Every statement: the defects, the advisories, then what is not shown.
  std::vector<Finding> statements() const;
  double seconds = 0;
  int count(CaseAnswer v) const;
  // The rules engine, the Z3 model and the TOML writer agree (a disagreement is the toolkit's).
  bool ok() const {
    return variant_problems.empty() && disagreements.empty() && count(CaseAnswer::Disagreement) == 0;
  }
  // Disagreement before defects before questions left open; sound only when every question was
  // answered and none found a defect (advisories do not change the result).
  CheckResult result() const {
    if (!ok()) return CheckResult::Disagreement;
    if (!findings.empty()) return CheckResult::Findings;
    return not_shown.empty() ? CheckResult::Sound : CheckResult::Undecided;
  }
  bool sound() const { return result() == CheckResult::Sound; }
  int exit_status() const { return check_exit_status(result()); }
  // The result in one line, with the status it exits with: "2 defects a designer must fix (exit
  // 1): ...", as `check` ends its report and the variant report shows it.
  std::string result_line() const;
  // The line without the statement it quotes ("2 defects a designer must fix (exit 1)"), for a page
  // that lists every statement below it; the sound line whole.
  std::string result_summary() const;
  // The parts the options skipped, as not_shown words them.
  std::vector<std::string> skipped() const;
  // What is not shown but the parts skipped: the questions a part that ran left open.
  std::vector<Finding> open_questions() const;
  // What a sound result says: every question answered, the start not decided within the turns
  // searched.
  std::string sound_text() const;
  // Everything, as `check --json` prints it: {variant, result, ok, sound, undecided, start,
  // seconds, variant_problems, cases, cross_check, ends, findings, advisories, not_shown}.
  nlohmann::ordered_json json() const;
  // What Z3 left without an answer within its budget: edge cases and cross-checked positions.
  int undecided() const { return count(CaseAnswer::Unknown) + unknown; }
};

CheckReport run_check(const VariantPtr& v, const CheckOptions& o);

// Statements (findings, advisories or questions not shown) with their topic, kind, basis, text and
// witness; and the ways to end: as `check --json` and the report's consistency part write them.
nlohmann::ordered_json statements_json(const std::vector<Finding>& statements);
nlohmann::ordered_json ends_json(const Playability& playability);

}  // namespace adaptoid

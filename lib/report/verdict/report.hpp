#pragma once
// The variant report (`adaptoid report`): what a designer learns about a rule variant before
// releasing it, beside its base where one is given:
//   1. the rules: the options that differ from the base, the board;
//   2. consistency: `check` (the file, the edge-case catalogue, the Z3 cross-check) and the edge
//      cases that become possible or impossible against the base;
//   3. self-play statistics between engine players (self_play_summary.hpp);
//   4. exact results on the small boards (exact_results.hpp);
//   5. a verdict: findings with their numbers, and the significant differences from the base.
// Deterministic for a seed when the players have node budgets; the games are written to a games
// file as they finish, so a rerun resumes.
#include <adaptoid/check/check_report.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/report/exact/exact_results.hpp>
#include <adaptoid/report/play/measures.hpp>
#include <adaptoid/report/play/self_play.hpp>
#include <adaptoid/report/play/self_play_summary.hpp>
#include <adaptoid/report/text/rules_diff.hpp>
#include <adaptoid/report/verdict/case_comparison.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The defaults: sized so the slowest built-in's report (Adapt3: three players, so the engine runs
// MCTS) needs about a CPU-minute and a half, ten minutes of wall time even with the machine's two
// cores shared six ways (specs/results.md, "Variant reports").
inline constexpr int kDefaultReportGames = 100;
inline constexpr const char* kDefaultReportPlayer = "engine:nodes=2000";
// Two steps of 20 games (1/16 against 1/4 of the budget, 1/4 against all of it) cost about a sixth
// of the self-play's time.
inline constexpr int kDefaultSkillGames = 20;

struct ReportOptions {
  VariantPtr variant;
  std::string variant_name;  // a built-in's name, or "" for a file (records carry its TOML)
  VariantPtr against;        // the base to compare with; null: the default base, rules only
  std::string against_name;
  std::vector<PlayerSpec> players;  // one for every seat, or one a seat
  int games = kDefaultReportGames;
  uint64_t seed = 0;
  int max_plies = 300;
  int threads = 1;
  // Games of each skill-trace step (measures.hpp); 0: no skill trace.
  int skill_games = kDefaultSkillGames;
  std::string games_file, base_games_file;  // "" for none; the skill trace's games beside them
  std::string date;                         // of the game records
  CheckOptions check{.positions = 4, .seed = 1, .timeout_ms = 20000, .catalogue = true};
  bool run_check = true;
  ExactOptions exact;
  bool run_exact = true;
  // A phase starting ("check adaptoid") with done = total = 0, or games done of total.
  std::function<void(const std::string& phase, int done, int total)> progress;
};

struct VariantStudy {
  VariantPtr variant;
  std::string board_svg;             // the start drawn (inline SVG)
  std::optional<CheckReport> check;  // its result, sentence and exit status are check's own
  SelfPlay play;
  SelfPlaySummary summary;
  std::vector<Measure> measures;  // of the self-play games
  std::vector<SkillStep> skill;   // the skill trace; empty when not played
  std::string skill_note;         // why there is none
  std::vector<ExactResult> exact;
};

struct VerdictFinding {
  std::string text;
  bool warning = false;  // worth a designer's attention
};

struct Report {
  std::vector<std::string> players;  // the spec texts, by seat
  int games = 0, max_plies = 0;
  uint64_t seed = 0;
  VariantStudy subject;
  VariantPtr base;                      // the base the rules are compared with
  std::optional<VariantStudy> against;  // with --against: the base studied as well
  std::vector<OptionDiff> diff;
  std::vector<CaseComparison> cases;  // with --against: every case either side ran
  std::vector<VerdictFinding> verdict;
  std::vector<VerdictFinding> differences;  // with --against: the significant ones
};

// Fails with one line on options that cannot work (players the variant cannot have, a games file
// of another match).
Result<Report> build_report(const ReportOptions& options);

}  // namespace adaptoid

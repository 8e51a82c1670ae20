#pragma once
// The tool's exit statuses, the one table of them: --help prints it, and docs/cli.md's table is
// held to it by a test (ExitStatus.DocsTableIsTheTool), so the two cannot drift.
#include <adaptoid/util/result.hpp>

#include <array>
#include <filesystem>
#include <string>
#include <string_view>

namespace adaptoid::cli {

struct ExitStatusRow {
  std::string_view status;   // "0", or "129, 130, 143"
  std::string_view meaning;  // Markdown: `code` spans, as docs/cli.md shows it
};

inline constexpr std::array<ExitStatusRow, 5> kExitStatuses = {{
    {"0",
     "done (`puzzle answer`: the answer is right; `check`: the variant is sound, every question "
     "answered; its advisories, if any, are printed and do not change the status)"},
    {"1",
     "failed: a file or standard output that cannot be written (`cannot write /dev/full: No space "
     "left on device`, `cannot write standard output: Broken pipe`), an internal error; `puzzle "
     "answer`: the answer is wrong; `check`: a defect, proved or witnessed: a decided start, an end "
     "that can never happen, a game that never ends or stalls under play, a colour that can never "
     "win, unplayable rules (or the engine and Z3 disagree)"},
    {"2",
     "bad input: an option, a position, a turn or a file; one line on stderr that says what and "
     "where (`check`: the variant file is invalid)"},
    {"3",
     "no answer within the budget: `solve --turns` whose `--budget` ran out before a proof, `solve` "
     "of a whole variant past `--max-positions`, or refused before it starts because its memory "
     "estimate is more than the machine has (`--force` starts it), `enumerate` past `--max-positions` "
     "or past a third of the memory, `puzzle generate` or `puzzle daily` when no attempt found a puzzle "
     "within its node budgets "
     "(`--budget`), `check` when nothing was proved or witnessed wrong but a question was not "
     "answered (a search's budget ran out, a Z3 query past `--timeout`, a part skipped; its result "
     "line says \"undecided\"). `analyse` always answers (its first depth is always finished), so it "
     "never ends this way"},
    {"129, 130, 143",
     "interrupted by SIGHUP (the terminal closed), SIGINT (Ctrl-C) or SIGTERM: every command ends within a "
     "second or two, "
     "with one line saying what was kept (`adaptoid: interrupted by SIGINT: t.tb is unchanged; "
     "the tiers finished are kept beside it (t.tb.parts/) for the next run, which resumes from "
     "them`); an interrupted search or Z3 query is never reported as a result or a time-out"},
}};

// The status a command ends with when an Error of `kind` ends it (run_cli): the one switch from
// the library's kinds of error to the table above.
int exit_status_of(ErrorKind kind);

// The table as --help ends: "Exit status:", then each status and its meaning without the
// Markdown, wrapped to `width` columns.
std::string exit_status_help(std::size_t width = 100);

// The line of an allocation that failed: how much memory the machine and the process limit
// (`ulimit -v`) allow, and what to do, in place of a bare "std::bad_alloc".
std::string out_of_memory_line();

// A file system error that escaped a command, phrased as the problem with its path: a symlink
// loop, a name too long or a missing $TMPDIR is bad input (2); a disk that is full or failing, 1.
struct FileSystemProblem {
  int status;
  std::string line;
};
FileSystemProblem file_system_problem(const std::filesystem::filesystem_error& e);

}  // namespace adaptoid::cli

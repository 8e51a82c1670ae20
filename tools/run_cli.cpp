// The command line of the Adaptoid toolkit, whole: every subcommand registered, parsed, run, and
// its outcome turned into an exit status of exit_status.hpp (the table --help ends with).
// main.cpp calls it; so does the command-line fuzz target.
#include "cli.hpp"
#include "exit_status.hpp"
#include "interruption.hpp"
#include "setting_flags.hpp"

#include <adaptoid/util/echo.hpp>

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <new>
#include <string>

namespace {

// A message that quotes the user's input stays one line and printable: a newline, another
// control character or a bidirectional control in an argument or a file is written escaped (\n,
// \xNN, \uNNNN). The quotes are cut to 60 characters where they are made (echo.hpp); a word
// that was not (a path or value of 5,000 characters) is cut here, past what any path of a real
// folder takes.
constexpr size_t kMaxWordChars = 200;
// And a line of many short words quoted whole (a list of 2,000 players) is cut too.
constexpr size_t kMaxLineChars = 2000;

// The line the tool prints for an error: printable (escaped) and cut, as said above.
std::string printable_line(const std::string& text) {
  return adaptoid::echo_text(adaptoid::echo_message(text, kMaxWordChars), kMaxLineChars);
}

// A standard descriptor the caller left closed (`<&-`, `>&-`) is /dev/null opened to read: standard
// input then ends at once (engine and game end as on quit), a write to standard output still fails
// (said, exit 1, as for any output that cannot be written), and no file or pipe the tool opens
// takes descriptor 0, 1 or 2 to be read or written as standard input, output or error.
void open_closed_standard_descriptors() {
  for (int fd = STDIN_FILENO; fd <= STDERR_FILENO; ++fd)
    if (::fcntl(fd, F_GETFD) < 0) {
      const int opened = ::open("/dev/null", O_RDONLY);
      if (opened >= 0 && opened != fd) {
        ::dup2(opened, fd);
        ::close(opened);
      }
    }
}

// The line said for an Error that ended a command: its message with the settings it names
// phrased as flags; a disagreement found is said as an internal error is.
std::string error_line(const adaptoid::Error& e) {
  const std::string line = printable_line(adaptoid::cli::phrased(e.message));
  return e.kind == adaptoid::ErrorKind::Disagreement ? "error: " + line : line;
}

}  // namespace

namespace adaptoid::cli {

namespace {

void add_commands(CLI::App& app) {
  add_start(app);
  add_show(app);
  add_moves(app);
  add_play(app);
  add_perft(app);
  add_bench(app);
  add_enumerate(app);
  add_check(app);
  add_solve(app);
  add_probe(app);
  add_verify(app);
  add_puzzle(app);
  add_analyse(app);
  add_engine(app);
  add_game(app);
  add_match(app);
  add_report(app);
}

}  // namespace

int run_cli(int argc, char** argv, const std::string& version) {
  set_exit_status(0);
  open_closed_standard_descriptors();
  // A closed pipe or a file past its size limit is a failed write with its reason (exit 1, one
  // line naming the file), not a silent death by signal.
  catch_write_signals();
  catch_interrupt_signals();
  CLI::App app{"The Adaptoid toolkit: Adaptoid, Superadaptoid, Adapt3 and Quantum Leap"};
  app.footer(exit_status_help());
  app.require_subcommand(1);
  app.set_version_flag("--version", version);
  add_commands(app);
  // CLI11 says only "A subcommand is required" for a misspelt one: name it.
  const auto known = [&app](const std::string& name) {
    for (const CLI::App* sub : app.get_subcommands({}))
      if (sub->check_name(name)) return true;
    return false;
  };
  if (argc > 1 && argv[1][0] != '-' && !known(argv[1])) {
    std::cerr << "adaptoid: unknown command '" << adaptoid::echo_text(argv[1]) << "' (see adaptoid --help)\n";
    return 2;
  }
  // After a signal, whatever ended the command (its own stop, or an error its stop caused) is
  // the interruption: never a result, a time-out or bad input.
  const auto ended = [](int status, const std::string& line) {
    if (interrupted()) return report_interrupted(interrupt_signal());
    if (!line.empty()) std::cerr << "adaptoid: " << line << "\n";
    return status;
  };
  try {
    try {
      app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
      std::cout << app.help();
    } catch (const CLI::CallForAllHelp&) {
      std::cout << app.help("", CLI::AppFormatMode::All);
    } catch (const CLI::CallForVersion&) {
      std::cout << version << "\n";
    }
    flush_standard_output();  // a write that failed shows here at the latest: never exit 0 then
  } catch (const Interrupted& e) {
    return report_interrupted(e.signal_number);
  } catch (const CLI::ParseError& e) {
    // CLI11 quotes the argument whole: a 100,000-character one is cut with the rest of the line.
    return ended(2, adaptoid::echo_text(e.what(), 200) + " (see adaptoid --help)");
  } catch (const Error& e) {  // the tool's own, or the library's passed on with `must`
    return ended(exit_status_of(e.kind), error_line(e));
  } catch (const std::bad_alloc&) {
    return ended(1, out_of_memory_line());
  } catch (const std::filesystem::filesystem_error& e) {
    const FileSystemProblem p = file_system_problem(e);
    return ended(p.status, printable_line(p.line));
  } catch (const std::exception& e) {
    return ended(1, "error: " + printable_line(phrased(e.what())));
  }
  return ended(exit_status(), "");
}

}  // namespace adaptoid::cli

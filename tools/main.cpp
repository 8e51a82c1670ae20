// adaptoid: the command-line tool of the Adaptoid toolkit. Exit status: 0 done, 2 bad input
// (one line on stderr saying what and where), 1 anything else (a file or standard output that
// could not be written among them).
#include "cli.hpp"

#include <iostream>

// The commit the tool was built from, or "unknown" (git_commit.cpp, written at build time by
// cmake/git_commit.cmake).
extern const char* const adaptoid_git_commit;

int main(int argc, char** argv) {
  using namespace adaptoid::cli;
  CLI::App app{"The Adaptoid toolkit: Adaptoid, Superadaptoid, Adapt3 and Quantum Leap"};
  app.require_subcommand(1);
  const std::string version =
      std::string("adaptoid ") + ADAPTOID_VERSION + " (commit " + adaptoid_git_commit + ")";
  app.set_version_flag("--version", version);
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
  } catch (const CLI::ParseError& e) {
    std::cerr << "adaptoid: " << e.what() << " (see adaptoid --help)\n";
    return 2;
  } catch (const InputError& e) {
    std::cerr << "adaptoid: " << e.what() << "\n";
    return 2;
  } catch (const OutputError& e) {
    std::cerr << "adaptoid: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "adaptoid: error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

// adaptoid: the command-line tool of the Adaptoid toolkit (run_cli.cpp; its exit statuses:
// exit_status.hpp).
#include "cli.hpp"

// The commit the tool was built from, or "unknown" (git_commit.cpp, written at build time by
// cmake/git_commit.cmake).
extern const char* const adaptoid_git_commit;

int main(int argc, char** argv) {
  return adaptoid::cli::run_cli(
      argc, argv, std::string("adaptoid ") + ADAPTOID_VERSION + " (commit " + adaptoid_git_commit + ")");
}

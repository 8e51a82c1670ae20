// adaptoid engine: the line protocol of specs/engine-protocol.md on standard input and output, for
// programs that play or analyse through the toolkit (a GUI, a match runner, a script).
#include "cli.hpp"
#include "engine_session.hpp"

#include <iostream>

namespace adaptoid::cli {

void add_engine(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "engine", "Speak the engine protocol (specs/engine-protocol.md) on standard input and output");
  cmd->callback([] {
    EngineSession session(std::cout);
    std::string line;
    for (bool first = true; read_bounded_line(std::cin, line); first = false) {
      if (first && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);  // a byte-order mark
      if (!session.handle(line)) break;
    }
    session.finish();  // end of input is quit: a running search still answers its bestmove
  });
}

}  // namespace adaptoid::cli

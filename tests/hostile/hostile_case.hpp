#pragma once
// The hostile-input suite's cases (tests/hostile/cases.txt) and what each run is checked against:
// one case a line, "name | status | needle | arguments [| options]", run in a scratch directory
// of its own that holds every kind of hostile file (hostile_scratch.hpp).
#include <cstddef>
#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace adaptoid::hostile {

struct Case {
  std::string name;
  int status = 0;
  std::string needle;  // in the one line on stderr (status != 0) or in standard output (status 0)
  std::vector<std::string> args;
  std::map<std::string, std::string> options;  // see cases.txt's header
  int line = 0;
};

// For gtest's messages: the case's name and line.
inline void PrintTo(const Case& c, std::ostream* os) {
  *os << c.name << " (cases.txt:" << c.line << ")";
}

// Splits arguments at spaces; 'single quotes' group words (and keep a literal '|' or space).
std::vector<std::string> split_arguments(const std::string& text);

// Every case of the file; a malformed line is a case whose name says so (and fails).
std::vector<Case> read_cases(const std::string& path);

}  // namespace adaptoid::hostile

#pragma once
// Runs the built command-line tool and captures its exit status and output.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace adaptoid::testing {

struct Run {
  int status;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// With `stdout_to` (e.g. "/dev/full"), standard output goes there and Run::out is empty.
inline Run run_cli(const std::vector<std::string>& args, const std::string& stdout_to = "") {
  static int counter = 0;
  const auto dir = std::filesystem::temp_directory_path();
  const auto tag = std::to_string(::getpid()) + "_" + std::to_string(counter++);
  const auto out = dir / ("adaptoid_cli_out_" + tag), err = dir / ("adaptoid_cli_err_" + tag);
  std::string cmd = shell_quote(ADAPTOID_CLI);
  for (const auto& a : args) cmd += " " + shell_quote(a);
  cmd += " >" + shell_quote(stdout_to.empty() ? out.string() : stdout_to) + " 2>" +
         shell_quote(err.string()) + " </dev/null";
  const int raw = std::system(cmd.c_str());
  Run r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(out), slurp(err)};
  std::filesystem::remove(out);  // (not there when stdout went elsewhere)
  std::filesystem::remove(err);
  return r;
}

// Bad input: exit status 2, one line on stderr that contains `needle`, nothing on stdout.
inline void expect_bad_input(const std::vector<std::string>& args, const std::string& needle) {
  const Run r = run_cli(args);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(needle), std::string::npos) << "stderr: " << r.err << "expected: " << needle;
  EXPECT_TRUE(r.out.empty()) << r.out;
}

}  // namespace adaptoid::testing

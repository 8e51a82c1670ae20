// libFuzzer target: the command line. The input is an argument vector (arguments separated by
// NUL bytes) run through the whole tool in this process (run_cli, tools/run_cli.cpp) with its
// standard output thrown away: any crash, hang or sanitizer report is a finding; every exit status
// must be one of the table's. Only quick commands that write no file are run: the first argument
// is mapped onto them, and arguments that name an output file (--svg, --out, --save) are dropped,
// so the fuzzer explores parsing, option ranges, positions, turns and the readers, not solving.
#include "../tools/cli.hpp"

#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

const std::vector<std::string> kCommands = {"start", "show",   "moves",  "play",
                                            "probe", "verify", "--help", "--version"};

std::vector<std::string> arguments(const uint8_t* data, size_t size) {
  std::vector<std::string> args{"adaptoid"};
  std::string word;
  for (size_t i = 0; i < size; ++i) {
    if (data[i] == 0) {
      args.push_back(word);
      word.clear();
    } else {
      word += static_cast<char>(data[i]);
    }
  }
  args.push_back(word);
  if (args.size() < 2 || args.size() > 32) return {};
  // The first argument: a command of kCommands when it is one, else chosen by its first byte.
  bool known = false;
  for (const auto& c : kCommands) known = known || args[1] == c;
  if (!known)
    args[1] = kCommands[static_cast<unsigned char>(args[1].empty() ? 0 : args[1][0]) % kCommands.size()];
  std::vector<std::string> kept;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("--svg", 0) == 0 || a.rfind("--out", 0) == 0 || a.rfind("--save", 0) == 0 || a == "-o") {
      ++i;  // and its value
      continue;
    }
    // No device or process file as an input: /dev/stdin would wait for the fuzzer's own input.
    kept.push_back(a.find("dev/") != std::string::npos || a.find("proc/") != std::string::npos ? "x" : a);
  }
  return kept;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> args = arguments(data, size);
  if (args.empty()) return 0;
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::ostringstream out, err;
  auto* old_out = std::cout.rdbuf(out.rdbuf());
  auto* old_err = std::cerr.rdbuf(err.rdbuf());
  const int status = adaptoid::cli::run_cli(static_cast<int>(args.size()), argv.data(), "adaptoid fuzz");
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  if (status < 0 || status > 3) {
    std::fprintf(stderr, "fuzz_cli: exit status %d\n", status);
    __builtin_trap();
  }
  if (status == 2 && err.str().find('\n') != err.str().size() - 1) {
    std::fprintf(stderr, "fuzz_cli: bad input without exactly one line: %s\n", err.str().c_str());
    __builtin_trap();
  }
  return 0;
}

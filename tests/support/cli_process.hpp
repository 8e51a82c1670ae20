#pragma once
// The built command-line tool as a running process the test talks to through pipes (the engine
// protocol), and a run with a scripted standard input (the game against the computer).
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace adaptoid::testing {

class CliProcess {
 public:
  explicit CliProcess(const std::vector<std::string>& args) {
    signal(SIGPIPE, SIG_IGN);  // a write to an engine that has quit must fail, not end the tests
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], STDIN_FILENO);
      dup2(out[1], STDOUT_FILENO);
      for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
      std::vector<char*> argv{const_cast<char*>(ADAPTOID_CLI)};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      execv(ADAPTOID_CLI, argv.data());
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
  }
  ~CliProcess() {
    if (to_ >= 0) close(to_);
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  CliProcess(const CliProcess&) = delete;
  CliProcess& operator=(const CliProcess&) = delete;

  bool started() const { return pid_ > 0 && to_ >= 0; }
  void send(const std::string& line) {
    const std::string text = line + "\n";
    [[maybe_unused]] ssize_t n = write(to_, text.data(), text.size());
  }
  // The next line of output, or nothing when none came within `seconds` (or output ended).
  std::optional<std::string> line(double seconds = 10) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    for (;;) {
      if (const size_t nl = buffer_.find('\n'); nl != std::string::npos) {
        std::string l = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        return l;
      }
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      pollfd p{from_, POLLIN, 0};
      if (left.count() <= 0 || poll(&p, 1, static_cast<int>(left.count())) <= 0) return std::nullopt;
      char chunk[4096];
      const ssize_t n = read(from_, chunk, sizeof chunk);
      if (n <= 0) return std::nullopt;
      buffer_.append(chunk, static_cast<size_t>(n));
    }
  }
  // Closes standard input and waits for the exit status.
  int wait() {
    close(to_);
    to_ = -1;
    int raw = 0;
    waitpid(pid_, &raw, 0);
    exited_ = true;
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool exited_ = false;
  std::string buffer_;
};

// run_cli with `input` as standard input.
inline Run run_cli_with_input(const std::vector<std::string>& args, const std::string& input) {
  static int counter = 0;
  const auto in = std::filesystem::temp_directory_path() /
                  ("adaptoid_cli_in_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
  std::ofstream(in) << input;
  std::string cmd = shell_quote(ADAPTOID_CLI);
  for (const auto& a : args) cmd += " " + shell_quote(a);
  const auto out = in.string() + ".out", err = in.string() + ".err";
  cmd += " <" + shell_quote(in.string()) + " >" + shell_quote(out) + " 2>" + shell_quote(err);
  const int raw = std::system(cmd.c_str());
  Run r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(out), slurp(err)};
  for (const auto& f : {in.string(), out, err}) std::filesystem::remove(f);
  return r;
}

}  // namespace adaptoid::testing

// The hostile-input suite: every case of cases.txt run against the built tool in a scratch
// directory of its own, checked for its exit status, its one line on stderr (or its output), and
// that no file in the scratch directory changed, appeared or disappeared unless the case says so.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <set>
#include <sstream>
#include <thread>

#include "hostile_case.hpp"
#include "hostile_scratch.hpp"

namespace adaptoid::hostile {
namespace {

namespace fs = std::filesystem;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A reader at a FIFO of the scratch directory: reads everything a writer sends (keep), or reads
// one chunk and closes (a stream that ends early: the writer's next write fails with EPIPE).
class FifoReader {
 public:
  FifoReader(const std::string& path, bool keep) {
    if (!fs::exists(path)) ::mkfifo(path.c_str(), 0600);
    fd_ = ::open(path.c_str(),
                 O_RDONLY | O_NONBLOCK | O_CLOEXEC);  // (a tool holding it would never see the end close)
    if (!keep) ::fcntl(fd_, F_SETPIPE_SZ, 4096);      // a small pipe: the writer meets the closed end soon
    done_ = std::async(std::launch::async, [this, keep] {
      std::string got;
      char buffer[1 << 16];
      const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
      while (fd_ >= 0 && !stop_ && std::chrono::steady_clock::now() < deadline) {
        pollfd p{fd_, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0) continue;
        const ssize_t n = ::read(fd_, buffer, sizeof buffer);
        if (n > 0) {
          got.append(buffer, static_cast<size_t>(n));
          if (!keep) break;
        } else if (n == 0 && (p.revents & POLLHUP)) {
          if (!got.empty()) break;
          std::this_thread::sleep_for(std::chrono::milliseconds(10));  // no writer yet
        }
      }
      if (fd_ >= 0) ::close(fd_);
      return got;
    });
  }
  ~FifoReader() {
    stop_ = true;
    if (done_.valid()) done_.wait();
  }
  std::string bytes() {
    stop_ = true;
    return done_.get();
  }

 private:
  int fd_ = -1;
  std::atomic<bool> stop_{false};
  std::future<std::string> done_;
};

struct Outcome {
  int status;
  std::string out, err;
  double seconds;
};

// {name} in an argument: the content of the scratch file name.txt (the first puzzle's date and
// turns, which depend on the year file).
std::string expand(std::string arg, const std::string& dir) {
  for (size_t open = arg.find('{'); open != std::string::npos; open = arg.find('{', open + 1)) {
    const size_t close = arg.find('}', open);
    if (close == std::string::npos) break;
    const std::string value = slurp(dir + "/" + arg.substr(open + 1, close - open - 1) + ".txt");
    arg.replace(open, close - open + 1, value);
  }
  return arg;
}

// In the child, before the tool starts: the limits and environment a case asks for. fsize=N
// (ulimit -f: a full disk for regular files), stack=K (ulimit -s, KiB), vmem=M (ulimit -v, MiB),
// env=NAME=VALUE.
void limit_child(const Case& c) {
  const auto limit = [&](const char* option, int resource, rlim_t unit) {
    if (!c.options.count(option)) return;
    const rlim_t n = std::stoul(c.options.at(option)) * unit;
    const rlimit small{n, resource == RLIMIT_FSIZE ? RLIM_INFINITY : n};
    ::setrlimit(resource, &small);
  };
  limit("fsize", RLIMIT_FSIZE, 1);
  limit("stack", RLIMIT_STACK, 1024);
  limit("vmem", RLIMIT_AS, rlim_t{1} << 20);
  if (c.options.count("env")) {
    const std::string e = c.options.at("env");
    const size_t eq = e.find('=');
    ::setenv(e.substr(0, eq).c_str(), eq == std::string::npos ? "" : e.substr(eq + 1).c_str(), 1);
  }
}

// Standard input of the child: a scratch file (stdin=F), closed (stdin=closed), or a pipe the
// test feeds a scratch file into and holds open (feed=F: a user still at the keyboard); /dev/null
// by default. Returns the descriptor to read as 0 (-1: none), and the pipe's write end in `feed`.
int child_input(const Case& c, const std::string& dir, int& feed) {
  feed = -1;
  if (c.options.count("feed")) {
    int p[2];
    if (::pipe(p) != 0) return -2;
    const std::string text = slurp(dir + "/" + c.options.at("feed"));
    [[maybe_unused]] const ssize_t n = ::write(p[1], text.data(), text.size());
    feed = p[1];
    return p[0];
  }
  if (c.options.count("stdin") && c.options.at("stdin") == "closed") return -1;
  const std::string in = c.options.count("stdin") ? dir + "/" + c.options.at("stdin") : "/dev/null";
  const int fd = ::open(in.c_str(), O_RDONLY);
  return fd < 0 ? -2 : fd;
}

// signal=NAME@S: the signal sent S seconds after the start (INT, TERM, HUP).
void send_signal_later(const Case& c, pid_t pid, std::chrono::steady_clock::time_point started, bool& sent) {
  if (sent || !c.options.count("signal")) return;
  const std::string spec = c.options.at("signal");
  const size_t at = spec.find('@');
  const double after = at == std::string::npos ? 1.0 : std::stod(spec.substr(at + 1));
  if (std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() < after) return;
  const std::string name = spec.substr(0, at);
  ::kill(pid, name == "TERM" ? SIGTERM : name == "HUP" ? SIGHUP : SIGINT);
  sent = true;
}

// The tool in `dir`, its standard output and error through pipes (standard output to a scratch
// file with stdout=), with the limits of limit_child (set in the child only: the test's own
// files, and the tool's stderr, are not limited), killed after timeout= seconds (status -2).
Outcome run(const Case& c, const std::string& dir) {
  std::vector<std::string> args{ADAPTOID_CLI};
  for (const std::string& a : c.args) args.push_back(expand(a, dir));
  const double limit = c.options.count("timeout") ? std::stod(c.options.at("timeout")) : 60;
  int out[2], err[2], feed = -1;
  if (::pipe(out) != 0 || ::pipe(err) != 0) return {-3, "", "pipe failed", 0};
  const int stdin_fd = child_input(c, dir, feed);
  const auto started = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (::chdir(dir.c_str()) != 0) _exit(126);
    limit_child(c);
    const bool stdout_closed = c.options.count("stdout") && c.options.at("stdout") == "closed";
    const int stdout_fd =
        c.options.count("stdout") && !stdout_closed
            ? ::open((dir + "/" + c.options.at("stdout")).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644)
            : out[1];
    if (stdin_fd == -2 || stdout_fd < 0) _exit(125);
    if (stdin_fd >= 0) ::dup2(stdin_fd, 0);
    ::dup2(stdout_fd, 1);
    ::dup2(err[1], 2);
    for (int fd : {out[0], out[1], err[0], err[1], stdin_fd, feed})
      if (fd > 2) ::close(fd);
    if (stdin_fd == -1) ::close(0);
    if (stdout_closed) ::close(1);
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    _exit(127);
  }
  ::close(out[1]);
  ::close(err[1]);
  if (stdin_fd >= 0) ::close(stdin_fd);
  std::string got[2];
  pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  bool timed_out = false, signalled = false;
  for (int open = 2; open > 0;) {
    const double left =
        limit - std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (left <= 0) {
      ::kill(pid, SIGKILL);
      timed_out = true;
      break;
    }
    send_signal_later(c, pid, started, signalled);
    if (::poll(fds, 2, static_cast<int>(std::min(left, 0.1) * 1000) + 1) <= 0) continue;
    for (int k = 0; k < 2; ++k) {
      if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP))) continue;
      char buffer[1 << 16];
      const ssize_t n = ::read(fds[k].fd, buffer, sizeof buffer);
      if (n > 0) {
        got[k].append(buffer, static_cast<size_t>(n));
      } else {
        ::close(fds[k].fd);
        fds[k].fd = -1;
        --open;
      }
    }
  }
  for (const pollfd& p : fds)
    if (p.fd >= 0) ::close(p.fd);
  int raw = 0;
  ::waitpid(pid, &raw, 0);
  if (feed >= 0) ::close(feed);
  const int status = timed_out ? -2 : WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return {status, got[0], got[1],
          std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()};
}

std::set<std::string> allowed_changes(const Case& c) {
  std::set<std::string> names;
  if (c.options.count("changes"))
    for (std::string rest = c.options.at("changes"); !rest.empty();) {
      const size_t comma = rest.find(',');
      names.insert(rest.substr(0, comma));
      rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    }
  return names;
}

void expect_unchanged(const std::map<std::string, std::string>& before,
                      const std::map<std::string, std::string>& after, const std::set<std::string>& allowed) {
  // An allowed name covers what is under it (a parts directory kept for the next run).
  const auto is_allowed = [&](const std::string& name) {
    for (const std::string& a : allowed)
      if (name == a || name.rfind(a + "/", 0) == 0) return true;
    return false;
  };
  for (const auto& [name, what] : before) {
    if (is_allowed(name)) continue;
    auto it = after.find(name);
    if (it == after.end())
      ADD_FAILURE() << name << " disappeared (was " << what << ")";
    else if (it->second != what)
      ADD_FAILURE() << name << " changed: " << what << " -> " << it->second;
  }
  for (const auto& [name, what] : after)
    if (!before.count(name) && !is_allowed(name)) ADD_FAILURE() << name << " appeared: " << what;
}

bool is_char_device(const char* path) {
  struct stat st {};
  return ::stat(path, &st) == 0 && S_ISCHR(st.st_mode);
}

// This binary and the tool it runs are built alike: with AddressSanitizer, both are.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool address_sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool address_sanitized = true;
#else
constexpr bool address_sanitized = false;
#endif
#else
constexpr bool address_sanitized = false;
#endif

class Hostile : public ::testing::TestWithParam<Case> {};

TEST_P(Hostile, Case) {
  const Case& c = GetParam();
  ASSERT_NE(c.status, -100) << "cases.txt:" << c.line
                            << ": expected 'name | status | needle | arguments [| options]'";
  ::signal(SIGPIPE, SIG_IGN);
  const std::string fixtures = shared_fixtures();
  ASSERT_FALSE(fixtures.empty());
  const std::string dir =
      (fs::temp_directory_path() / ("adaptoid_hostile_" + std::to_string(::getpid()) + "_" + c.name))
          .string();
  fs::remove_all(dir);
  fs::create_directories(dir);
  if (!copy_scratch(fixtures, dir)) GTEST_SKIP() << "this file system cannot hold a FIFO or a sparse file";
  if (c.options.count("vmem") && address_sanitized) {
    GTEST_SKIP() << "AddressSanitizer reserves terabytes of shadow address space: ulimit -v stops it first";
  }
  std::optional<FifoReader> reader;
  if (c.options.count("reader")) reader.emplace(dir + "/" + c.options.at("reader"), true);
  if (c.options.count("closer")) reader.emplace(dir + "/" + c.options.at("closer"), false);
  const auto before = snapshot(dir);

  const Outcome o = run(c, dir);
  SCOPED_TRACE("cases.txt:" + std::to_string(c.line) + ": " + c.name);
  EXPECT_EQ(o.status, c.status) << "stderr: " << o.err << "\nstdout: " << o.out.substr(0, 2000);
  if (c.options.count("err")) {  // a line said on the way (a cut record dropped), the status as given
    EXPECT_NE(o.err.find(c.needle), std::string::npos) << "stderr: " << o.err << "\nexpected: " << c.needle;
  } else if (c.options.count("out")) {  // a status with output (exit 3: what was found within the budget)
    EXPECT_NE(o.out.find(c.needle), std::string::npos)
        << "stdout: " << o.out.substr(0, 2000) << "\nexpected: " << c.needle;
  } else if (c.status != 0) {
    // The error is the last line; with `progress`, lines of progress may come before it (each
    // ended: the error never shares a line with them).
    const size_t last = o.err.rfind('\n', o.err.size() >= 2 ? o.err.size() - 2 : 0);
    const std::string line = last == std::string::npos ? o.err : o.err.substr(last + 1);
    if (!c.options.count("progress")) {
      EXPECT_EQ(std::count(o.err.begin(), o.err.end(), '\n'), 1) << "not one line: " << o.err;
    }
    EXPECT_EQ(line.rfind("adaptoid: ", 0), 0u) << o.err;
    EXPECT_TRUE(!line.empty() && line.back() == '\n') << o.err;
    EXPECT_NE(line.find(c.needle), std::string::npos) << "stderr: " << o.err << "expected: " << c.needle;
    if (c.options.count("maxlen")) {  // the user's text in the line is cut, not echoed whole
      EXPECT_LE(line.size(), std::stoul(c.options.at("maxlen"))) << line.substr(0, 500);
    }
    if (!c.options.count("output")) {
      EXPECT_TRUE(o.out.empty()) << "stdout on an error: " << o.out.substr(0, 500);
    }
  } else {
    EXPECT_NE(o.out.find(c.needle), std::string::npos)
        << "stdout: " << o.out.substr(0, 2000) << "\nexpected: " << c.needle;
  }
  if (reader) {
    const std::string got = reader->bytes();
    if (c.options.count("reader") && c.status == 0) {
      EXPECT_FALSE(got.empty()) << "the FIFO's reader got nothing";
    }
  }
  expect_unchanged(before, snapshot(dir), allowed_changes(c));
  EXPECT_TRUE(is_char_device("/dev/null") && is_char_device("/dev/zero") && is_char_device("/dev/full"));
  if (!std::getenv("ADAPTOID_HOSTILE_KEEP")) fs::remove_all(dir);  // (kept: to look at by hand)
}

std::string test_name(const ::testing::TestParamInfo<Case>& info) {
  std::string name = info.param.name;
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Cases, Hostile, ::testing::ValuesIn(read_cases(ADAPTOID_HOSTILE_CASES)), test_name);

// The suite's own promise: enough cases, every command among them, no name twice.
TEST(HostileSuite, CoversEveryCommandWithAtLeast150Cases) {
  const auto cases = read_cases(ADAPTOID_HOSTILE_CASES);
  EXPECT_GE(cases.size(), 150u);
  std::set<std::string> names, commands;
  for (const Case& c : cases) {
    EXPECT_TRUE(names.insert(c.name).second) << "two cases named " << c.name;
    if (!c.args.empty())
      commands.insert(c.args[0] == "puzzle" && c.args.size() > 1 ? "puzzle " + c.args[1] : c.args[0]);
  }
  for (const std::string command : {"start",         "show",
                                    "moves",         "play",
                                    "perft",         "bench",
                                    "enumerate",     "check",
                                    "solve",         "probe",
                                    "verify",        "puzzle daily",
                                    "puzzle answer", "puzzle generate",
                                    "puzzle verify", "puzzle export",
                                    "analyse",       "engine",
                                    "game",          "match"})
    EXPECT_TRUE(commands.count(command)) << "no hostile case for " << command;
}

}  // namespace
}  // namespace adaptoid::hostile

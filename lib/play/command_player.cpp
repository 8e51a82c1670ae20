// cmd:PROGRAM ARGS: an outside engine that speaks the engine protocol (specs/engine-protocol.md),
// started as a child process with pipes to its standard input and output. Every wait has a
// deadline, so an engine that dies, hangs or answers garbage is an Error of one line, never a hang.
#include <adaptoid/play/player.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>

#ifndef __EMSCRIPTEN__
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern "C" char** environ;  // (unistd.h declares it only under _GNU_SOURCE)
#endif

namespace adaptoid {

#ifdef __EMSCRIPTEN__
Result<std::unique_ptr<Player>> make_command_player(const VariantPtr&, const PlayerSpec& spec) {
  return fail("player '" + spec.text() + "': outside engines do not run in the browser");
}
#else

namespace {

using Clock = std::chrono::steady_clock;
constexpr size_t kMaxEngineLine = 1 << 20;  // as the engine protocol's own limit

// The command's words: split at spaces, a word quoted with '...' or "..." may hold them.
Result<std::vector<std::string>> command_words(std::string_view command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (const char c : command) {
    if (quote) {
      if (c == quote)
        quote = 0;
      else
        word += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(std::move(word)), word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quote) return fail(std::string("an unclosed quote ") + quote + " in the command");
  if (in_word) words.push_back(std::move(word));
  if (words.empty()) return fail("the engine's command is missing");
  return words;
}

// The child process and its two pipes.
class EngineProcess {
 public:
  EngineProcess() = default;
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;
  ~EngineProcess() { close(); }

  Result<void> start(const std::vector<std::string>& words) {
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0) return fail(std::string("pipe: ") + std::strerror(errno));
    if (pipe2(out, O_CLOEXEC) != 0) {
      ::close(in[0]), ::close(in[1]);
      return fail(std::string("pipe: ") + std::strerror(errno));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    // A process group of its own, so that a hung engine is killed with whatever it started.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    std::vector<char*> argv;
    for (const std::string& w : words) argv.push_back(const_cast<char*>(w.c_str()));
    argv.push_back(nullptr);
    const int spawned = posix_spawnp(&pid_, argv[0], &actions, &attributes, argv.data(), environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]), ::close(out[1]);
    to_ = in[1], from_ = out[0];
    if (spawned != 0) {
      pid_ = -1;
      return fail("cannot start '" + echo_text(words[0]) + "': " + std::strerror(spawned));
    }
    return {};
  }

  // One line to the engine; fails when it has closed its input (it exited).
  Result<void> send(const std::string& line) {
    const std::string text = line + "\n";
    // A write to a closed pipe raises SIGPIPE, which would end the whole process: it is blocked
    // on this thread for the write, and a pending one is taken back.
    sigset_t pipe_signal, old;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &old);
    size_t done = 0;
    int error = 0;
    while (done < text.size()) {
      const ssize_t n = ::write(to_, text.data() + done, text.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        error = errno;
        break;
      }
      done += static_cast<size_t>(n);
    }
    if (error == EPIPE) {
      const timespec none{};
      sigtimedwait(&pipe_signal, nullptr, &none);
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    if (error) return fail("the engine " + exit_text() + " ('" + echo_text(line) + "' not sent)");
    return {};
  }

  // The next line, waiting until `deadline` (and while `stop` is not set, when given).
  Result<std::string> line(Clock::time_point deadline, const std::string& awaited,
                           const std::function<void()>& waiting = {}) {
    for (;;) {
      if (const size_t end = buffer_.find('\n'); end != std::string::npos) {
        std::string text = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        if (!text.empty() && text.back() == '\r') text.pop_back();
        return text;
      }
      if (buffer_.size() > kMaxEngineLine) return fail("a line of over 1 MiB while awaiting " + awaited);
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left <= 0) return fail("no " + awaited + " in time (the engine hangs?)");
      pollfd p{from_, POLLIN, 0};
      const int ready = ::poll(&p, 1, static_cast<int>(std::min<int64_t>(left, waiting ? 20 : left)));
      if (waiting) waiting();
      if (ready <= 0) continue;
      char chunk[65536];
      const ssize_t n = ::read(from_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return fail("the engine " + exit_text() + " before " + awaited);
      buffer_.append(chunk, static_cast<size_t>(n));
    }
  }

  // Closes its input (the protocol's end, `quit`), waits a moment, then kills it.
  void close() {
    if (to_ >= 0) ::close(to_), to_ = -1;
    if (pid_ > 0) {
      for (int i = 0; i < 100 && !reaped(); ++i) usleep(10'000);
      if (!reaped()) {
        ::kill(-pid_, SIGKILL);
        waitpid(pid_, &status_, 0);
      }
      pid_ = -1;
    }
    if (from_ >= 0) ::close(from_), from_ = -1;
  }

 private:
  bool reaped() {
    if (waitpid(pid_, &status_, WNOHANG) != pid_) return false;
    status_known_ = true;
    return true;
  }

  // "exited with status 3", "was killed by signal 9", or "closed its output"; the same when asked
  // again after the engine was reaped.
  std::string exit_text() {
    for (int i = 0; i < 50 && pid_ > 0 && !status_known_; ++i) {
      if (reaped()) break;
      usleep(10'000);
    }
    if (!status_known_) return pid_ > 0 ? "closed its output" : "has exited";
    if (pid_ > 0) pid_ = -1;
    if (WIFEXITED(status_)) return "exited with status " + std::to_string(WEXITSTATUS(status_));
    return "was killed by signal " + std::to_string(WTERMSIG(status_));
  }

  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  int status_ = 0;
  bool status_known_ = false;  // status_ holds the reaped engine's
  std::string buffer_;
};

class CommandPlayer final : public Player {
 public:
  CommandPlayer(VariantPtr variant, PlayerSpec spec)
      : Player(std::move(spec)), variant_(std::move(variant)) {}
  ~CommandPlayer() override {
    if (!file_dir_.empty()) std::filesystem::remove_all(file_dir_);
  }

  Result<void> start() {
    auto words = command_words(spec().command);
    if (!words) return words.failure();
    if (auto ok = engine_.start(words.value()); !ok) return ok;
    // An engine that ends at once may have written why: whether the send fails first depends on
    // which process is faster, so its answer (or its end) is read and reported either way.
    static_cast<void>(engine_.send("adaptoid"));
    for (;;) {
      auto l = answer("'adaptoidok'", deadline(0));
      if (!l) return l.failure();
      if (l.value() == "adaptoidok") break;
      if (!l->starts_with("id ") && !l->starts_with("option ")) return garbled(l.value(), "'adaptoidok'");
    }
    auto where = variant_argument();
    if (!where) return where.failure();
    if (auto ok = engine_.send("variant " + where.value()); !ok) return ok;
    return ready();
  }

  Choice choose(const Position& p, const SearchLimits& limits) override {
    const double seconds = limits.seconds > 0 ? limits.seconds * limits.time_share : spec().time;
    const uint64_t nodes = limits.nodes ? limits.nodes : spec().nodes;
    std::string go = "go";
    if (seconds > 0) go += " time " + std::to_string(std::max(seconds, 0.001));
    if (nodes) go += " nodes " + std::to_string(nodes);
    const auto start = Clock::now();
    must(engine_.send("position " + format_position(*variant_, p)));
    must(engine_.send(go));
    bool stopped = false;
    const auto watch = [&] {
      if (limits.stop && !stopped && limits.stop->load()) stopped = true, must(engine_.send("stop"));
    };
    for (;;) {
      const std::string l = must(answer("'bestmove'", deadline(seconds), watch));
      if (l.starts_with("info ") || l == "info") continue;
      if (!l.starts_with("bestmove ")) throw garbled(l, "'bestmove'");
      const std::string text = l.substr(9);
      auto turn = visit_game(variant_, [&](const auto& g) { return parse_turn(g, p, text); });
      if (!turn) throw failure("bestmove " + echo_text(text) + ": " + turn.error());
      const double spent = std::chrono::duration<double>(Clock::now() - start).count();
      return choice_of_turn(turn.value(), Score::estimate(0), 0, spent);
    }
  }

  void new_game() override { must(engine_.send("newgame")); }

 private:
  Clock::time_point deadline(double seconds) const {
    return Clock::now() + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(seconds + spec().timeout));
  }

  Error failure(const std::string& why) const {
    return fail("player '" + echo_text(spec().text()) + "': " + why);
  }
  Error garbled(const std::string& line, const std::string& awaited) const {
    return failure("answered '" + echo_text(line) + "' while awaiting " + awaited);
  }

  Result<std::string> answer(const std::string& awaited, Clock::time_point until,
                             const std::function<void()>& waiting = {}) {
    auto l = engine_.line(until, awaited, waiting);
    if (!l) return failure(l.error());
    if (l->starts_with("error")) return garbled(l.value(), awaited);
    return l;
  }

  // The variant as the engine's `variant` command takes it: a built-in's name, or a file written
  // for it (a variant from a file carries no path).
  Result<std::string> variant_argument() {
    if (is_builtin_variant(variant_->name)) return variant_->name;
    std::string dir = (std::filesystem::temp_directory_path() / "adaptoid-cmd-XXXXXX").string();
    if (!mkdtemp(dir.data()))
      return failure(std::string("a folder for the variant's file: ") + std::strerror(errno));
    file_dir_ = dir;
    const std::string path = dir + "/" + variant_->name + ".toml";
    std::ofstream(path) << variant_to_toml(*variant_);
    return path;
  }

  Result<void> ready() {
    if (auto ok = engine_.send("isready"); !ok) return failure(ok.error());
    auto l = answer("'readyok'", deadline(0));
    if (!l) return l.failure();
    if (l.value() != "readyok") return garbled(l.value(), "'readyok'");
    return {};
  }

  VariantPtr variant_;
  EngineProcess engine_;
  std::string file_dir_;
};

}  // namespace

Result<std::unique_ptr<Player>> make_command_player(const VariantPtr& variant, const PlayerSpec& spec) {
  auto player = std::make_unique<CommandPlayer>(variant, spec);
  if (auto ok = player->start(); !ok) {
    if (ok.error().starts_with("player '")) return ok.failure();
    return fail("player '" + echo_text(spec.text()) + "': " + ok.error());
  }
  return std::unique_ptr<Player>(std::move(player));
}

#endif

}  // namespace adaptoid

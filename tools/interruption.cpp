// The tool's interruption (interruption.hpp): a handler that only notes the signal and wakes the
// watcher through a pipe (all a handler may do), and the watcher thread that asks hooked work to
// stop and, past the grace time, ends the process itself.
#include "interruption.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

namespace adaptoid::cli {

namespace {

int wake_pipe[2] = {-1, -1};
std::atomic<bool> exit_claimed{false};
std::atomic<bool> progress_open{false};
std::mutex note_lock;
std::string kept_note = "nothing was written";

// A file as the note last saw it: which file (device, inode) and its last change; none when missing.
struct FileIdentity {
  bool exists = false;
  dev_t device = 0;
  ino_t inode = 0;
  timespec changed{};
  off_t size = 0;
  bool operator==(const FileIdentity& o) const {
    return exists == o.exists && device == o.device && inode == o.inode &&
           changed.tv_sec == o.changed.tv_sec && changed.tv_nsec == o.changed.tv_nsec && size == o.size;
  }
};

FileIdentity identity_of(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return {};
  return {true, st.st_dev, st.st_ino, st.st_mtim, st.st_size};
}

struct OutputNote {
  std::string path;
  FileIdentity before;
  std::string written;
  std::string kept, if_kept;  // what the work keeps beside it, and the words for it; "" for none
};
std::optional<OutputNote> output_note;  // under note_lock

// Whether `path` holds something a next run resumes from: a file, or a folder that is not empty.
bool holds_something(const std::string& path) {
  std::error_code ec;
  const auto st = std::filesystem::symlink_status(path, ec);
  if (std::filesystem::is_regular_file(st)) return true;
  return std::filesystem::is_directory(st) && !std::filesystem::is_empty(path, ec) && !ec;
}

// The note as it stands now: the output's own state decides between its lines.
std::string current_note() {
  if (!output_note) return kept_note;
  if (!(identity_of(output_note->path) == output_note->before)) return output_note->written;
  if (output_note->kept.empty()) return kept_note;
  return kept_note + "; " +
         (holds_something(output_note->kept) ? output_note->if_kept
                                             : "nothing was kept for a next run yet (it starts over)");
}

void on_signal(int signal_number) {
  const int saved = errno;
  note_interrupt(signal_number);
  const char byte = 1;
  [[maybe_unused]] const ssize_t n = ::write(wake_pipe[1], &byte, 1);
  errno = saved;
}

std::string interrupted_line(int signal_number) {
  const std::lock_guard<std::mutex> guard(note_lock);
  if (!output_note && kept_note.empty()) return "";  // another process says it
  return std::string(progress_open.exchange(false) ? "\n" : "") + "adaptoid: interrupted by " +
         signal_name(signal_number) + ": " + current_note() + "\n";
}

void watch() {
  char byte = 0;
  while (::read(wake_pipe[0], &byte, 1) != 1) {
  }
  run_interrupt_hooks();
  // The grace time for work to reach its next check; a second signal ends it at once.
  pollfd p{wake_pipe[0], POLLIN, 0};
  ::poll(&p, 1, 1500);
  if (exit_claimed.exchange(true)) return;  // the command is saying it itself
  const int s = interrupt_signal();
  remove_temporary_files();  // what a normal end would have removed: temporaries, lock files
  const std::string line = interrupted_line(s);
  [[maybe_unused]] const ssize_t n = ::write(2, line.data(), line.size());
  ::_exit(128 + s);
}

}  // namespace

void catch_interrupt_signals() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (::pipe2(wake_pipe, O_CLOEXEC) != 0) return;
    // Above the standard descriptors, whatever the caller left closed: a pipe on descriptor 0
    // would be read as standard input, its wake-up byte taken by the command's reader.
    for (int& end : wake_pipe)
      if (end <= STDERR_FILENO) {
        const int moved = ::fcntl(end, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
        if (moved >= 0) {
          ::close(end);
          end = moved;
        }
      }
    ::fcntl(wake_pipe[1], F_SETFL, O_NONBLOCK);  // a handler must never block
    std::thread(watch).detach();
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    // A closed terminal (SIGHUP) ends the run as Ctrl-C does: temporaries removed, the line said.
    for (const int s : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(s, &action, nullptr);
  });
}

void set_progress_line_open(bool open) {
  progress_open = open;
}

void set_interrupt_note(const std::string& kept) {
  const std::lock_guard<std::mutex> guard(note_lock);
  kept_note = kept;
  output_note.reset();
}

void set_interrupt_note_of_output(const std::string& path, const std::string& if_unchanged,
                                  const std::string& if_written, const std::string& kept,
                                  const std::string& if_kept) {
  const std::lock_guard<std::mutex> guard(note_lock);
  kept_note = if_unchanged;
  output_note = OutputNote{path, identity_of(path), if_written, kept, if_kept};
}

InterruptibleInput::int_type InterruptibleInput::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  while (!interrupted()) {
    pollfd p{fd_, POLLIN, 0};
    const int ready = ::poll(&p, 1, 100);
    if (ready < 0 && errno != EINTR) return traits_type::eof();
    if (ready <= 0) continue;
    const ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) return traits_type::eof();
    setg(buffer_.data(), buffer_.data(), buffer_.data() + n);
    return traits_type::to_int_type(*gptr());
  }
  return traits_type::eof();
}

struct Heartbeat::State {
  std::string what;
  std::mutex lock;
  std::condition_variable wake;
  bool done = false;
  std::thread beat;
};

Heartbeat::Heartbeat(std::string what) : state_(std::make_unique<State>()) {
  state_->what = std::move(what);
  state_->beat = std::thread([s = state_.get()] {
    const auto start = std::chrono::steady_clock::now();
    auto next = std::chrono::seconds(::isatty(STDERR_FILENO) ? 2 : 10);
    std::unique_lock<std::mutex> guard(s->lock);
    while (!s->wake.wait_until(guard, start + next, [s] { return s->done; })) {
      const auto seconds =
          std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start).count();
      next = std::chrono::seconds((seconds / 10 + 1) * 10);
      if (interrupted()) continue;  // the interruption's own line says what happens now
      const std::string line =
          s->what + ": still working after " + std::to_string(seconds) + " s; Ctrl-C stops it\n";
      [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, line.data(), line.size());
    }
  });
}

Heartbeat::~Heartbeat() {
  {
    const std::lock_guard<std::mutex> guard(state_->lock);
    state_->done = true;
  }
  state_->wake.notify_all();
  state_->beat.join();
}

int report_interrupted(int signal_number) {
  if (exit_claimed.exchange(true)) {
    for (;;) ::pause();  // the watcher is ending the process with the same line
  }
  const std::string line = interrupted_line(signal_number);
  [[maybe_unused]] const ssize_t n = ::write(2, line.data(), line.size());
  return 128 + signal_number;
}

}  // namespace adaptoid::cli

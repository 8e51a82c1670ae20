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
#include <csignal>
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
};
std::optional<OutputNote> output_note;  // under note_lock

// The note as it stands now: the output's own state decides between its two lines.
std::string current_note() {
  if (output_note && !(identity_of(output_note->path) == output_note->before)) return output_note->written;
  return kept_note;
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
    ::fcntl(wake_pipe[1], F_SETFL, O_NONBLOCK);  // a handler must never block
    std::thread(watch).detach();
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int s : {SIGINT, SIGTERM}) ::sigaction(s, &action, nullptr);
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
                                  const std::string& if_written) {
  const std::lock_guard<std::mutex> guard(note_lock);
  kept_note = if_unchanged;
  output_note = OutputNote{path, identity_of(path), if_written};
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

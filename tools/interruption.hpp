#pragma once
// SIGINT, SIGTERM and SIGHUP for every command: the signal is noted (lib/util/interrupt.hpp), long work
// stops at its next check and the command ends with 128 + the signal (129, 130, 143) and one line
// saying what was kept. Work that does not check in time is ended by a watcher 1.5 s after the
// signal (at once on a second signal), with the same line: never a hang, never a result or a
// time-out reported for an interrupted run.
#include <adaptoid/util/interrupt.hpp>

#include <array>
#include <memory>
#include <streambuf>
#include <string>

namespace adaptoid::cli {

// While it lives, long work that has no progress of its own says that it is still working: a
// line on stderr ("perft --depth 12: still working after 10 s; Ctrl-C stops it") after 2 s when
// stderr is a terminal, then every 10 s (every 10 s only when it is not, a log).
class Heartbeat {
 public:
  explicit Heartbeat(std::string what);
  ~Heartbeat();
  Heartbeat(const Heartbeat&) = delete;
  Heartbeat& operator=(const Heartbeat&) = delete;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// A descriptor read as a stream that ends at its end of input or at an interruption, whichever
// comes first (it waits at most a tenth of a second between looks): a command waiting for its
// user's next line (`game`) then goes on to keep what it has before it ends with the signal.
class InterruptibleInput : public std::streambuf {
 public:
  explicit InterruptibleInput(int fd) : fd_(fd) {}

 protected:
  int_type underflow() override;

 private:
  int fd_;
  std::array<char, 4096> buffer_{};
};

// Installs the handlers and starts the watcher (once a process).
void catch_interrupt_signals();

// What an interruption of the running command leaves, for its line ("the old t.tb is unchanged,
// the tiers finished are kept in t.tb.parts/ for the next run"); default: nothing written. Empty:
// no line, as another process says it (the ranks of an MPI run other than 0).
void set_interrupt_note(const std::string& kept);

// The same for a command that replaces `path` whole at its end: the line is `if_unchanged` while
// the file is the one there now (or still missing), and `if_written` once it has been replaced,
// which the file itself says when the line is written: a signal that comes between the
// replacement and the command's end must not call the new file unchanged. Work that keeps what it
// finished beside `path` (a solve's checkpoint or tiers) names it in `kept`: while the output is
// unchanged, `if_unchanged` is followed by `if_kept` when `kept` (a file, or a folder with
// something in it) is there when the line is written, else by a word that nothing was kept yet,
// so a signal before the first checkpoint does not name one.
void set_interrupt_note_of_output(const std::string& path, const std::string& if_unchanged,
                                  const std::string& if_written, const std::string& kept = "",
                                  const std::string& if_kept = "");

// Whether stderr's last line is a progress line still open (redrawn with \r, no newline yet):
// the interruption's line then starts on a line of its own.
void set_progress_line_open(bool open);

// The exit status and line of an interrupted run: says it (unless the watcher already does) and
// returns 128 + the signal.
int report_interrupted(int signal_number);

}  // namespace adaptoid::cli

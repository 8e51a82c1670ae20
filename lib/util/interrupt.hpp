#pragma once
// An interruption of the whole run (the tool's SIGINT or SIGTERM): noted here by the signal
// handler, seen by long work at its next check, which stops by throwing Interrupted. Work that
// waits inside another library (a Z3 query) registers an InterruptHook that makes it return at
// once. The tool turns Interrupted into its exit status (128 + the signal) and a line saying what
// was kept; nothing here prints or exits.
#include <functional>
#include <stdexcept>
#include <string>

namespace adaptoid {

// Notes the signal (the first one wins). Safe in a signal handler.
void note_interrupt(int signal_number) noexcept;
// The signal that interrupted the run, or 0.
int interrupt_signal() noexcept;
inline bool interrupted() noexcept {
  return interrupt_signal() != 0;
}
// "SIGINT", "SIGTERM", or "signal N".
std::string signal_name(int signal_number);

struct Interrupted : std::runtime_error {
  explicit Interrupted(int signal_number);
  int signal_number;
};

// Throws Interrupted once a signal was noted: the check of long loops, cheap enough for every
// few thousand nodes.
inline void throw_if_interrupted() {
  if (const int s = interrupt_signal()) throw Interrupted(s);
}

// While it lives, `on_interrupt` is called (on the thread that calls run_interrupt_hooks, never
// in a signal handler) when the run is interrupted; it must only ask the work to stop.
class InterruptHook {
 public:
  explicit InterruptHook(std::function<void()> on_interrupt);
  ~InterruptHook();
  InterruptHook(const InterruptHook&) = delete;
  InterruptHook& operator=(const InterruptHook&) = delete;

 private:
  std::function<void()> on_interrupt_;
};

// Calls every live hook once (the tool's watcher thread, after a signal).
void run_interrupt_hooks();

// Files that are ours only while the run lives (an output's temporary, a lock file): noted when
// made, forgotten when renamed or removed, so that a run ended by the watcher (which cannot
// unwind) removes them and leaves nothing behind.
void note_temporary_file(const std::string& path);
void forget_temporary_file(const std::string& path);
void remove_temporary_files();

}  // namespace adaptoid

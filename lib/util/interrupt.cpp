#include <adaptoid/util/interrupt.hpp>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <mutex>
#include <string>
#include <vector>

namespace adaptoid {

namespace {

std::atomic<int> noted_signal{0};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler needs a lock-free flag");

struct Hooks {
  std::mutex lock;
  std::vector<const std::function<void()>*> live;
  std::vector<std::string> temporaries;
};
Hooks& hooks() {
  static Hooks h;
  return h;
}

}  // namespace

void note_interrupt(int signal_number) noexcept {
  int none = 0;
  noted_signal.compare_exchange_strong(none, signal_number);
}

int interrupt_signal() noexcept {
  return noted_signal.load(std::memory_order_relaxed);
}

std::string signal_name(int signal_number) {
  if (signal_number == SIGINT) return "SIGINT";
  if (signal_number == SIGTERM) return "SIGTERM";
  if (signal_number == SIGHUP) return "SIGHUP";
  return "signal " + std::to_string(signal_number);
}

Interrupted::Interrupted(int s) : std::runtime_error("interrupted by " + signal_name(s)), signal_number(s) {}

InterruptHook::InterruptHook(std::function<void()> on_interrupt) : on_interrupt_(std::move(on_interrupt)) {
  Hooks& h = hooks();
  const std::lock_guard<std::mutex> guard(h.lock);
  h.live.push_back(&on_interrupt_);
  if (interrupted()) on_interrupt_();  // a signal before the work began: it stops at once too
}

InterruptHook::~InterruptHook() {
  Hooks& h = hooks();
  const std::lock_guard<std::mutex> guard(h.lock);
  h.live.erase(std::remove(h.live.begin(), h.live.end(), &on_interrupt_), h.live.end());
}

void run_interrupt_hooks() {
  Hooks& h = hooks();
  const std::lock_guard<std::mutex> guard(h.lock);
  for (const auto* hook : h.live) (*hook)();
}

void note_temporary_file(const std::string& path) {
  Hooks& h = hooks();
  const std::lock_guard<std::mutex> guard(h.lock);
  h.temporaries.push_back(path);
}

void forget_temporary_file(const std::string& path) {
  Hooks& h = hooks();
  const std::lock_guard<std::mutex> guard(h.lock);
  const auto it = std::find(h.temporaries.begin(), h.temporaries.end(), path);
  if (it != h.temporaries.end()) h.temporaries.erase(it);
}

void remove_temporary_files() {
  Hooks& h = hooks();
  const std::lock_guard<std::mutex> guard(h.lock);
  for (const std::string& path : h.temporaries) ::unlink(path.c_str());
  h.temporaries.clear();
}

}  // namespace adaptoid

#pragma once
// The state of `adaptoid engine` (specs/engine-protocol.md): the variant, the position, the player,
// and the search running on its own thread, so `stop` and `isready` are answered while it runs.
#include "play_support.hpp"

#include <atomic>
#include <condition_variable>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace adaptoid::cli {

class EngineSession {
 public:
  explicit EngineSession(std::ostream& out);
  ~EngineSession();
  EngineSession(const EngineSession&) = delete;
  EngineSession& operator=(const EngineSession&) = delete;

  // One input line; false after `quit`. Bad input answers `error <why>` and changes nothing.
  bool handle(std::string_view line);
  // Stops a running search and waits for its bestmove (end of input, quit).
  void finish();

 private:
  void hello();
  void set_variant(std::string_view args);
  void set_position(std::string_view args);
  void set_option(std::string_view args);
  void go(std::string_view args);
  void search(Position p, SearchLimits limits, bool infinite);
  void info(const SearchInfo& i);
  void refuse_while_searching(std::string_view command) const;
  void say(const std::string& line);

  std::ostream& out_;
  std::mutex out_mutex_;
  VariantPtr variant_;
  std::optional<AnyGame> game_;
  Position position_;
  std::string player_text_ = "engine";
  std::unique_ptr<Player> player_;  // built at `go`, after the variant and the option are final
  int multipv_ = 1;
  std::thread worker_;
  std::atomic<bool> searching_{false};
  std::atomic<bool> stop_{false};
  std::mutex stop_mutex_;
  std::condition_variable stop_signal_;  // `go infinite` holds its bestmove until `stop`
};

}  // namespace adaptoid::cli

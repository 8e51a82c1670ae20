#pragma once
// The one interface every player meets (random, greedy, uct, engine): given a position, choose a
// turn. Matches, analysis, the engine protocol and the game against the computer are written
// against it only; make_player builds one from its text ("engine:time=0.5").
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/value.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/util/result.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

// What a search has found so far: one line (multipv ranks them, 1 = best).
struct SearchInfo {
  int depth = 0;
  int multipv = 1;
  Score score;
  std::vector<Turn> pv;  // starts with the turn this line plays
  uint64_t nodes = 0;
  double seconds = 0;
};

struct SearchLimits {
  double seconds = 0;                       // 0: the player's own (its spec's time, nodes or iterations)
  uint64_t nodes = 0;                       // 0: the player's own
  int multipv = 1;                          // lines to rank (analysis); players that rank nothing give one
  const std::atomic<bool>* stop = nullptr;  // set by another thread: answer now
  // The part of the time (not of a node budget) this search may take: a turn made of two
  // searches (the placement, then the colour choice after it) gives each half.
  double time_share = 1;
  std::function<void(const SearchInfo&)> on_info;  // each finished iteration, best line first
};

struct Choice {
  Turn turn{};
  Score score;
  std::vector<Turn> pv;           // the principal variation, turn first
  std::vector<SearchInfo> lines;  // the ranked lines of the last iteration (at least the best)
  uint64_t nodes = 0;
  double seconds = 0;
  int depth = 0;
};

// A player's text: "kind" or "kind:key=value,key=value". Keys: time (seconds per turn), nodes,
// iterations (uct), seed, table (engine: a solved table's file, played from where it holds the
// position); unknown kinds and keys are errors that name them. An outside engine that speaks the
// engine protocol (specs/engine-protocol.md) is "cmd:[time=S,][nodes=N,][timeout=S,]PROGRAM ARGS".
inline constexpr int kEngineEdition = 2;
inline constexpr double kDefaultEngineTimeout = 30;

struct PlayerSpec {
  std::string kind;  // random, greedy, uct, engine, cmd
  double time = 0;
  uint64_t nodes = 0;
  uint64_t iterations = 0;
  std::optional<uint64_t> seed{};  // {}: designated initializers may leave it out without a warning
  std::string table{};
  // The engine's edition: 2 (the default) plays by the fitted Adaptoid weights and Quantum Leap's
  // exact phase; 1 plays without them (hand-set weights, no exact phase), which is what the puzzle
  // years are made with, so a date keeps giving its published puzzle.
  int edition = kEngineEdition;
  // cmd: the command line (words split at spaces, quoted with '...' or "..."), and the seconds it
  // may take beyond a turn's time to answer before it counts as dead.
  std::string command{};
  double timeout{kDefaultEngineTimeout};
  std::string text() const;  // canonical, parse_player_spec(text()) gives the same spec
};

Result<PlayerSpec> parse_player_spec(std::string_view text);
// Seconds for a turn, as `time=` and the tools' time options read them: a finite number above 0
// and at most a day. The error is `what`, the text, and that rule.
inline constexpr double kMaxTurnSeconds = 86400;
Result<double> parse_turn_seconds(std::string_view what, std::string_view text);
// The names parse_player_spec accepts, for help texts.
const std::vector<std::string>& player_kinds();

class Player {
 public:
  virtual ~Player() = default;
  // p is a position of the player's variant, not over; the turn chosen is legal in p.
  // Deterministic for a given spec, seed and node budget; a time limit makes it depend on the
  // machine. An outside engine (cmd:) that dies, hangs past its deadline or answers garbage throws
  // its Error (kind Input, one line naming the player): run_match returns it, the tool prints it.
  virtual Choice choose(const Position& p, const SearchLimits& limits = {}) = 0;
  // Forgets what it learnt (caches) before an unrelated game.
  virtual void new_game() {}
  const PlayerSpec& spec() const { return spec_; }

 protected:
  explicit Player(PlayerSpec spec) : spec_(std::move(spec)) {}

 private:
  PlayerSpec spec_;
};

// A choice that is its turn alone (no search behind it to report): the variation is the turn,
// and its one line repeats it.
inline Choice choice_of_turn(const Turn& turn, const Score& score, uint64_t nodes, double seconds,
                             int depth = 0) {
  Choice c;
  c.turn = turn;
  c.score = score;
  c.pv = {turn};
  c.nodes = nodes;
  c.seconds = seconds;
  c.depth = depth;
  c.lines.push_back({depth, 1, score, c.pv, nodes, seconds});
  return c;
}

// The player a spec names, for a variant; `seed` seeds its random choices when the spec has none.
// Fails when the variant's board is too large for the player's generator (over 64 cells: only
// `random` and `cmd:` play there), or when an outside engine does not start and greet (a cmd:
// engine's process is started here, and ended with the player).
Result<std::unique_ptr<Player>> make_player(const VariantPtr& variant, const PlayerSpec& spec, uint64_t seed);
// make_player's outside engine, cmd:PROGRAM ARGS (command_player.cpp): started, and past the
// protocol's greeting.
Result<std::unique_ptr<Player>> make_command_player(const VariantPtr& variant, const PlayerSpec& spec);

}  // namespace adaptoid

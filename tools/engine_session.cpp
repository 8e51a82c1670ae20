#include "engine_session.hpp"

#include "engine_commands.hpp"
#include "setting_flags.hpp"

#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <iostream>

namespace adaptoid::cli {

using engine::first_word;

namespace {
constexpr size_t kMaxWordChars = 200;
}  // namespace

EngineSession::EngineSession(std::ostream& out) : out_(out) {
  variant_ = load_variant_or_throw("adaptoid");
  game_ = make_game(variant_);
  position_ = std::visit([](const auto& g) { return g.start(0); }, *game_);
}

EngineSession::~EngineSession() {
  finish();
}

void EngineSession::say(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_ << line << '\n';
  out_.flush();  // the other side waits for whole lines: never leave one in a buffer
}

bool EngineSession::handle(std::string_view line) {
  auto [command, args] = first_word(line);
  bool renew = false;
  try {
    if (command.empty()) return true;
    if (command == "quit") return false;
    if (command == "adaptoid") {
      hello();
    } else if (command == "isready") {
      say("readyok");
    } else if (command == "stop") {
      finish();
    } else if (command == "go") {
      go(args);
    } else if (command == "variant") {
      set_variant(args);
    } else if (command == "position") {
      set_position(args);
    } else if (command == "setoption") {
      set_option(args);
    } else if (command == "legal") {
      say(engine::legal_answer(*game_, position_));
    } else if (command == "status") {
      say(engine::status_answer(*game_, position_));
    } else if (command == "newgame") {
      refuse_while_searching(command);
      renew = player_ != nullptr;
    } else {
      throw fail(
          "unknown command '" + echo_text(command) +
          "' (adaptoid, isready, variant, position, legal, status, setoption, newgame, go, stop, quit)");
    }
  } catch (const Error& e) {
    if (e.kind != ErrorKind::Input) throw;
    // One printable line, whatever was sent: a word of it that its maker did not cut (a 6 KB
    // option value) is cut here.
    say("error " + echo_message(phrased(e.message), kMaxWordChars));
  }
  // Not answered as bad input: an outside engine (cmd:) that died on it ends the session.
  if (renew) player_->new_game();
  return true;
}

void EngineSession::hello() {
  say(std::string("id name adaptoid ") + ADAPTOID_VERSION);
  say("option name Player type string default engine");
  say("option name MultiPV type spin default 1 min 1 max " + std::to_string(engine::kMaxMultiPv));
  say("adaptoidok");
}

void EngineSession::refuse_while_searching(std::string_view command) const {
  if (searching_) throw fail(std::string(command) + ": a search is running (send stop first)");
}

void EngineSession::set_variant(std::string_view args) {
  refuse_while_searching("variant");
  if (args.empty()) throw fail("variant: give a built-in variant's name or a .toml file");
  variant_ = input_value(load_variant(std::string(args)), "variant: ");
  game_ = make_game(variant_);
  position_ = make_start(variant_, default_seed(*variant_));
  player_.reset();
}

void EngineSession::set_position(std::string_view args) {
  refuse_while_searching("position");
  engine::PositionCommand c = engine::read_position(variant_, args);
  if (c.variant != variant_) {
    variant_ = c.variant;
    game_ = make_game(variant_);
    player_.reset();
  }
  position_ = c.position;
}

void EngineSession::set_option(std::string_view args) {
  refuse_while_searching("setoption");
  const auto [name, value] = engine::read_setoption(args);
  if (name == "Player") {
    input_value(parse_player_spec(value), "setoption: ");  // refuses a bad text now, not at go
    player_text_ = value;
    player_.reset();
  } else if (name == "MultiPV") {
    multipv_ = engine::multipv_value("setoption: MultiPV", value);
  } else {
    throw fail("setoption: unknown option '" + echo_text(name) + "' (Player, MultiPV)");
  }
}

void EngineSession::go(std::string_view args) {
  refuse_while_searching("go");
  engine::GoCommand request = engine::read_go(args, multipv_);
  const Status s = status_in(*game_, position_);
  if (s.over) throw fail("go: the game is over: " + ending_text(*variant_, s));
  if (!player_) player_ = input_value(player_from_text(variant_, player_text_), "go: ");
  if (worker_.joinable()) worker_.join();  // a search that ended by itself
  stop_ = false;
  searching_ = true;
  // No limit at all would mean the player's own: a year stands for "until stop".
  if (request.infinite) request.limits.seconds = 365.0 * 86400;
  request.limits.stop = &stop_;
  request.limits.on_info = [this](const SearchInfo& i) { say(engine::info_line(*variant_, i)); };
  worker_ = std::thread([this, p = position_, limits = std::move(request.limits),
                         infinite = request.infinite] { search(p, limits, infinite); });
}

void EngineSession::search(Position p, SearchLimits limits, bool infinite) {
  Choice c;
  try {
    c = player_->choose(p, limits);
  } catch (const Error& e) {  // an outside engine (cmd:) that died or garbled: no bestmove
    searching_ = false;
    say("error go: " + echo_text(phrased(e.message), std::string::npos));
    return;
  }
  if (infinite) {  // the protocol answers an infinite search only after `stop`
    std::unique_lock lock(stop_mutex_);
    stop_signal_.wait(lock, [this] { return stop_.load(); });
  }
  const std::string answer = "bestmove " + format_turn(*variant_, c.turn);
  searching_ = false;  // before the answer: the other side may send `position` the moment it reads it
  say(answer);
}

void EngineSession::finish() {
  {
    std::lock_guard lock(stop_mutex_);
    stop_ = true;
  }
  stop_signal_.notify_all();
  if (worker_.joinable()) worker_.join();
}

}  // namespace adaptoid::cli

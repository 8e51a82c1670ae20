#include "terminal_game.hpp"

#include "cli.hpp"

#include <adaptoid/render/diagram.hpp>
#include <adaptoid/util/text.hpp>

#include <iostream>

namespace adaptoid::cli {

namespace {

constexpr const char* kHelp =
    "Type a turn in the notation (specs/notation.md): 'd2-d3 d3+L', 'c4xd5 +e5', 'd2+P', 'pass';\n"
    "in Quantum Leap 'c3xe3', the swap 'a1~c3' or '-' to decline it. Commands:\n"
    "  moves   list your legal turns\n"
    "  undo    take back your last turn and the computer's replies\n"
    "  board   draw the board again\n"
    "  resign  give up the game\n"
    "  quit    stop here (end of input does the same)\n"
    "  help    this text\n";

bool is_command(const std::string& line) {
  for (const char* c : {"help", "moves", "undo", "board", "resign", "quit"})
    if (line == c) return true;
  return false;
}

}  // namespace

TerminalGame::TerminalGame(const Loaded& in, std::unique_ptr<Player> computer, Colour human, bool echo)
    : game_(in), computer_(std::move(computer)), human_(human), echo_(echo), positions_{in.position} {}

Position TerminalGame::now() const {
  return positions_.back();
}

void TerminalGame::apply(const Turn& t) {
  turns_.push_back(t);
  positions_.push_back(apply_in(game_.game, now(), t));
}

void TerminalGame::draw(std::ostream& out) const {
  DiagramOptions d;
  d.title = game_.variant->name;
  d.caption = position_caption(game_.game, now());
  if (!turns_.empty()) d.highlight = touched_cells(turns_.back());
  out << "\n" << text_diagram(*game_.variant, now(), d);
}

GameRecord TerminalGame::play(std::istream& in, std::ostream& out) {
  out << "You play " << colour_name(human_) << "; type 'help' for the commands.\n";
  draw(out);
  while (!status_in(game_.game, now()).over) {
    if (now().side() == human_) {
      if (human_turn(in, out) == Answer::Ended) break;
    } else {
      computer_turn(out);
    }
    draw(out);
  }
  GameRecord r;
  r.variant = game_.variant;
  r.turns = turns_;
  r.status = status_in(game_.game, now());
  r.termination = termination_;
  if (resigned_ && game_.variant->players == 2) r.status = {true, 1 - *resigned_};
  out << (r.status.over && !resigned_ ? "game over: " + ending_text(*game_.variant, r.status)
                                      : "game ended: " + termination_)
      << "\n";
  return r;
}

TerminalGame::Answer TerminalGame::human_turn(std::istream& in, std::ostream& out) {
  for (;;) {
    out << colour_name(human_) << " to play> " << std::flush;
    std::string line;
    if (!read_bounded_line(in, line)) {
      out << "\n";
      termination_ = "stopped";
      return Answer::Ended;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (echo_) out << line << "\n";
    line = trim(line);
    if (line.empty()) continue;
    if (is_command(line)) {
      if (command(line, out) == Answer::Ended) return Answer::Ended;
      continue;
    }
    auto turn = parse_turn_in(game_.game, now(), line);
    if (!turn) {
      out << "illegal: " << turn.error() << "\n";
      continue;
    }
    apply(turn.value());
    return Answer::Played;
  }
}

// Answer::Played here means "ask again".
TerminalGame::Answer TerminalGame::command(const std::string& line, std::ostream& out) {
  if (line == "help") out << kHelp;
  if (line == "board") draw(out);
  if (line == "undo") undo(out);
  if (line == "moves") {
    const auto turns = legal_turns_in(game_.game, now());
    out << turns.size() << " legal turn" << (turns.size() == 1 ? "" : "s") << ": "
        << turns_text(*game_.variant, turns, ", ") << "\n";
  }
  if (line == "resign") {
    resigned_ = human_;
    termination_ = std::string(colour_name(human_)) + " resigns";
    return Answer::Ended;
  }
  if (line == "quit") {
    termination_ = "stopped";
    return Answer::Ended;
  }
  return Answer::Played;
}

void TerminalGame::undo(std::ostream& out) {
  size_t last = turns_.size();
  while (last > 0 && positions_[last - 1].side() != human_) --last;
  if (last == 0) {
    out << "nothing to undo: you have not played yet\n";
    return;
  }
  const size_t taken = turns_.size() - (last - 1);
  turns_.resize(last - 1);
  positions_.resize(last);
  out << "took back " << taken << " turn" << (taken == 1 ? "" : "s") << "\n";
  draw(out);
}

void TerminalGame::computer_turn(std::ostream& out) {
  const Colour side = now().side();
  const Choice c = computer_->choose(now());
  out << colour_name(side) << " plays " << format_turn(*game_.variant, c.turn) << "  ("
      << c.score.text(game_.variant->players) << ", depth " << c.depth << ")\n";
  apply(c.turn);
}

}  // namespace adaptoid::cli

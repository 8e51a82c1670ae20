#include "terminal_game.hpp"

#include "cli.hpp"

#include <adaptoid/render/diagram.hpp>
#include <adaptoid/render/turn_columns.hpp>
#include <adaptoid/util/text.hpp>

#include <algorithm>
#include <iostream>

namespace adaptoid::cli {

namespace {

constexpr const char* kHelp =
    "Type a turn in the notation (specs/notation.md), in either case: 'd2-d3 d3+L', 'c4xd5 +e5',\n"
    "'d2+P', 'pass'; in Quantum Leap 'c3xe3', the swap 'a1~c3' or '-' to decline it. Commands:\n"
    "  moves         list your legal turns, by the piece they move or grow\n"
    "  undo          take back your last turn and the computer's replies (or a resignation)\n"
    "  board         draw the board again; 'board names' shows each cell's name\n"
    "  back, forward step through the game's positions (review); 'end' returns to the game\n"
    "  here          while reviewing: cut the game at the position shown and play on from it\n"
    "  save [FILE]   write the game as a game record (FILE: the --save file when left out)\n"
    "  new           start again from the same start\n"
    "  resign        give up the game\n"
    "  quit          stop here (end of input does the same)\n"
    "  help          this text\n";

// The commands, and whether each takes a word after it.
struct CommandWord {
  const char* word;
  bool takes_word;
};
constexpr CommandWord kCommands[] = {{"help", false}, {"moves", false},   {"undo", false},   {"board", true},
                                     {"back", false}, {"forward", false}, {"end", false},    {"here", false},
                                     {"save", true},  {"new", false},     {"resign", false}, {"quit", false}};

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

const CommandWord* find_command(const std::string& word) {
  for (const CommandWord& c : kCommands)
    if (word == c.word) return &c;
  return nullptr;
}

}  // namespace

TerminalGame::TerminalGame(const Loaded& in, std::unique_ptr<Player> computer, Colour human, bool echo,
                           Saver save, std::string save_file)
    : game_(in),
      computer_(std::move(computer)),
      human_(human),
      echo_(echo),
      save_(std::move(save)),
      save_file_(std::move(save_file)),
      positions_{in.position} {}

Position TerminalGame::now() const {
  return positions_.back();
}

bool TerminalGame::over() const {
  return resigned_ || status_in(game_.game, now()).over;
}

void TerminalGame::apply(const Turn& t) {
  turns_.push_back(t);
  positions_.push_back(apply_in(game_.game, now(), t));
  shown_ = turns_.size();
  saved_ = false;
}

void TerminalGame::draw(std::ostream& out, bool names) const {
  const Position& p = positions_[shown_];
  DiagramOptions d;
  d.title = game_.variant->name;
  if (shown_ + 1 < positions_.size())
    d.title += " (review: after " + std::to_string(shown_) + " of " + std::to_string(turns_.size()) +
               " turns; 'forward' goes on)";
  d.caption = position_caption(game_.game, p);
  d.cell_names = names;
  if (shown_ > 0) d.highlight = touched_cells(turns_[shown_ - 1]);
  out << "\n" << text_diagram(*game_.variant, p, d);
}

GameRecord TerminalGame::record() const {
  GameRecord r;
  r.variant = game_.variant;
  r.turns = turns_;
  r.status = status_in(game_.game, now());
  r.termination = termination_;
  if (!r.status.over && termination_.empty()) r.termination = "stopped";
  if (resigned_ && game_.variant->players == 2) r.status = {true, 1 - *resigned_};
  return r;
}

GameRecord TerminalGame::play(std::istream& in, std::ostream& out) {
  out << "You play " << colour_name(human_) << "; type 'help' for the commands.\n";
  draw(out);
  for (;;) {
    if (!over() && now().side() != human_) {
      computer_turn(out);
      draw(out);
      continue;
    }
    if (over() && !announced_) {
      out << (resigned_ ? "game ended: " + termination_
                        : "game over: " + ending_text(*game_.variant, record().status))
          << "; the game stays here: back, forward, undo, save, new or quit\n";
      announced_ = true;
    }
    out << colour_name(human_) << prompt_state() << "> " << std::flush;
    std::string text;
    if (!read_bounded_line(in, text)) {
      out << "\n";
      break;
    }
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (echo_) out << text << "\n";
    if (line(std::string(trim(text)), out) == Next::Stop) break;
  }
  if (!over()) out << "game ended: stopped\n";
  return record();
}

TerminalGame::Next TerminalGame::line(const std::string& text, std::ostream& out) {
  if (text.empty()) return Next::Ask;
  const size_t blank = text.find_first_of(" \t");
  const std::string word = lower(text.substr(0, blank));
  const std::string rest = blank == std::string::npos ? "" : std::string(trim(text.substr(blank)));
  if (const CommandWord* c = find_command(word)) {
    if (rest.empty() || c->takes_word) return command(word, rest, out);
    out << "not a turn: '" << text << "': the command " << word << " takes nothing after it (type '" << word
        << "')\n";
    return Next::Ask;
  }
  turn(text, out);
  return Next::Ask;
}

bool TerminalGame::reviewing() const {
  return shown_ < turns_.size();
}

// What the prompt says after the colour: reviewing an earlier position, the game over, or to play.
std::string TerminalGame::prompt_state() const {
  if (reviewing())
    return " (reviewing: after " + std::to_string(shown_) + " of " + std::to_string(turns_.size()) +
           " turns)";
  return over() ? " (game over)" : " to play";
}

// A line that is not a command: a turn, read by the notation's own parser; one that is not a
// turn at all is told so, apart from a turn the rules forbid. While an earlier position is
// reviewed, a turn is refused (it would be played in the game's position, not the one shown).
void TerminalGame::turn(const std::string& text, std::ostream& out) {
  const auto syntax = parse_turn_text(*game_.variant, text);
  if (!syntax) {
    out << "not a turn: " << syntax.error() << "; 'help' lists the commands\n";
    return;
  }
  if (reviewing()) {
    out << "not played: you are reviewing the position after " << shown_ << " of " << turns_.size()
        << " turns; 'end' returns to the game, 'here' cuts the game here to play on from this position\n";
    return;
  }
  if (over()) {
    out << "the game is over: 'undo' takes back your last turn, 'new' starts again\n";
    return;
  }
  auto legal = parse_turn_in(game_.game, now(), text);
  if (!legal) {
    out << "illegal: " << legal.error() << "\n";
    return;
  }
  apply(legal.value());
  draw(out);
}

TerminalGame::Next TerminalGame::command(const std::string& word, const std::string& rest,
                                         std::ostream& out) {
  if (word == "help") out << kHelp;
  if (word == "board") {
    if (!rest.empty() && lower(rest) != "names") {
      out << "board: '" << rest << "': expected 'board' or 'board names'\n";
      return Next::Ask;
    }
    draw(out, !rest.empty());
  }
  if (word == "undo") undo(out);
  if (word == "back") review(-1, out);
  if (word == "forward") review(1, out);
  if (word == "end") review(static_cast<int>(turns_.size() - shown_), out);
  if (word == "here") cut(out);
  if (word == "moves") list_moves(out);
  if (word == "save") save(rest, out);
  if (word == "new") restart(out);
  if (word == "resign") {
    if (over()) {
      out << "the game is over already\n";
      return Next::Ask;
    }
    resigned_ = human_;
    termination_ = std::string(colour_name(human_)) + " resigns";
    shown_ = turns_.size();
    saved_ = false;
  }
  return word == "quit" ? Next::Stop : Next::Ask;
}

void TerminalGame::list_moves(std::ostream& out) const {
  if (over()) {
    out << "the game is over: no turns to play\n";
    return;
  }
  const auto turns = legal_turns_in(game_.game, now());
  out << turns.size() << " legal turn" << (turns.size() == 1 ? "" : "s")
      << ", by the piece they move or grow:\n";
  for (const std::string& l : turn_columns(*game_.variant, turns)) out << "  " << l << "\n";
}

void TerminalGame::undo(std::ostream& out) {
  if (resigned_) {
    resigned_.reset();
    termination_.clear();
    announced_ = false;
    out << "took back the resignation\n";
    draw(out);
    return;
  }
  size_t last = turns_.size();
  while (last > 0 && positions_[last - 1].side() != human_) --last;
  if (last == 0) {
    out << "nothing to undo: you have not played yet\n";
    return;
  }
  const size_t taken = turns_.size() - (last - 1);
  turns_.resize(last - 1);
  positions_.resize(last);
  shown_ = turns_.size();
  announced_ = false;
  saved_ = false;
  out << "took back " << taken << " turn" << (taken == 1 ? "" : "s") << "\n";
  draw(out);
}

// The game cut at the position reviewed: the turns after it are dropped, and play goes on from it.
void TerminalGame::cut(std::ostream& out) {
  if (!reviewing()) {
    out << "here: you are at the game's position already ('back' reviews an earlier one)\n";
    return;
  }
  const size_t dropped = turns_.size() - shown_;
  turns_.resize(shown_);
  positions_.resize(shown_ + 1);
  resigned_.reset();
  termination_.clear();
  announced_ = false;
  saved_ = false;
  out << "cut the game after " << shown_ << " turns (" << dropped << " dropped): play on from here\n";
  draw(out);
}

void TerminalGame::review(int step, std::ostream& out) {
  if (step == 0) {
    out << "end: this is the game's position\n";
    return;
  }
  const size_t to = shown_ + step;
  if (step < 0 && shown_ == 0) {
    out << "back: this is the start\n";
    return;
  }
  if (step > 0 && to >= positions_.size()) {
    out << "forward: this is the last position\n";
    return;
  }
  shown_ = to;
  if (shown_ == 0)
    out << "the start\n";
  else
    out << "after " << shown_ << " of " << turns_.size()
        << " turns: " << colour_name(positions_[shown_ - 1].side()) << " played "
        << format_turn(*game_.variant, turns_[shown_ - 1]) << "\n";
  draw(out);
}

void TerminalGame::save(const std::string& file, std::ostream& out) {
  const std::string target = file.empty() ? save_file_ : file;
  if (target.empty()) {
    out << "save: which file? type 'save FILE' (or start the game with --save FILE)\n";
    return;
  }
  try {
    save_(record(), target);
    saved_ = true;
    out << "saved the game to " << target << "\n";
  } catch (const std::exception& e) {
    out << "save: " << e.what() << "\n";
  }
}

void TerminalGame::restart(std::ostream& out) {
  if (!turns_.empty() && !saved_) out << "the last game was not saved\n";
  turns_.clear();
  positions_.resize(1);
  shown_ = 0;
  resigned_.reset();
  termination_.clear();
  announced_ = false;
  saved_ = false;
  out << "a new game: you play " << colour_name(human_) << "\n";
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

#pragma once
// `adaptoid game`: one person against the computer, turn by turn, in a terminal or from a script.
#include <adaptoid/play/game_record.hpp>

#include "play_support.hpp"

#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid::cli {

class TerminalGame {
 public:
  // Writes a game's record to a file (the caller adds the headers the game does not know); throws
  // on a file it cannot write.
  using Saver = std::function<void(GameRecord record, const std::string& file)>;
  // `computer` plays every colour but `human`; `echo` repeats each input line after its prompt,
  // so a transcript of a scripted game reads as one played at the keyboard; `save_file` is where
  // `save` alone writes ("": it asks for a file).
  TerminalGame(const Loaded& in, std::unique_ptr<Player> computer, Colour human, bool echo, Saver save,
               std::string save_file);
  // Plays until the person quits or input ends. When the rules end the game or the person
  // resigns, the prompt stays: review (back, forward), undo, save, a new game. The record holds
  // the game on the board at the end and how it ended (players and headers are the caller's).
  GameRecord play(std::istream& in, std::ostream& out);

 private:
  enum class Next { Ask, Stop };  // after a line of input
  Next line(const std::string& text, std::ostream& out);
  Next command(const std::string& word, const std::string& rest, std::ostream& out);
  void turn(const std::string& text, std::ostream& out);
  void computer_turn(std::ostream& out);
  void undo(std::ostream& out);
  void review(int step, std::ostream& out);
  void cut(std::ostream& out);
  bool reviewing() const;  // the board shows an earlier position than the game's
  std::string prompt_state() const;
  void save(const std::string& file, std::ostream& out);
  void restart(std::ostream& out);
  void list_moves(std::ostream& out) const;
  void draw(std::ostream& out, bool names = false) const;
  void apply(const Turn& t);
  bool over() const;  // by the rules or a resignation
  GameRecord record() const;
  Position now() const;

  Loaded game_;
  std::unique_ptr<Player> computer_;
  Colour human_;
  bool echo_;
  Saver save_;
  std::string save_file_;
  std::vector<Turn> turns_;
  std::vector<Position> positions_;  // positions_[i] is before turns_[i]; back() is now
  size_t shown_ = 0;                 // the position the board shows (back/forward), an index of positions_
  std::string termination_;
  std::optional<Colour> resigned_;
  bool announced_ = false;  // the end of this game has been said
  bool saved_ = false;      // this game, as it is now, is in a file
};

}  // namespace adaptoid::cli

#pragma once
// `adaptoid game`: one person against the computer, turn by turn, in a terminal or from a script.
#include <adaptoid/play/game_record.hpp>

#include "play_support.hpp"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid::cli {

class TerminalGame {
 public:
  // `computer` plays every colour but `human`; `echo` repeats each input line after its prompt,
  // so a transcript of a scripted game reads as one played at the keyboard.
  TerminalGame(const Loaded& in, std::unique_ptr<Player> computer, Colour human, bool echo);
  // Plays until the rules end the game, the person resigns or quits, or input ends; the record
  // holds the turns and how it ended (players and headers are the caller's).
  GameRecord play(std::istream& in, std::ostream& out);

 private:
  enum class Answer { Played, Ended };  // after the person's input
  Answer human_turn(std::istream& in, std::ostream& out);
  Answer command(const std::string& line, std::ostream& out);
  void computer_turn(std::ostream& out);
  void undo(std::ostream& out);
  void draw(std::ostream& out) const;
  void apply(const Turn& t);
  Position now() const;

  Loaded game_;
  std::unique_ptr<Player> computer_;
  Colour human_;
  bool echo_;
  std::vector<Turn> turns_;
  std::vector<Position> positions_;  // positions_[i] is before turns_[i]; back() is now
  std::string termination_;
  std::optional<Colour> resigned_;
};

}  // namespace adaptoid::cli

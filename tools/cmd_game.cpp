// adaptoid game --variant V --vs SPEC: play against the computer in the terminal (or from a
// script on standard input); --save FILE keeps the game as a game record.
#include <adaptoid/play/game_record.hpp>
#include "interruption.hpp"
#include "output_lock.hpp"
#include "terminal_game.hpp"

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <stdlib.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <functional>
#include <iostream>

namespace adaptoid::cli {

namespace {

struct GameOptions {
  Subject subject;
  std::string vs = "engine";
  std::string as = "white";
  std::string save;
};

Colour human_colour(const std::string& text, const Variant& v) {
  std::optional<Colour> c = colour_from_name(text);
  if (!c && text.size() == 1) c = colour_from_letter(static_cast<char>(std::toupper(text[0])));
  if (!c || *c >= v.players) {
    std::string colours;
    for (Colour k = 0; k < v.players; ++k) colours += (k ? ", " : "") + std::string(colour_name(k));
    throw fail("--as " + text + ": " + v.name + " has the colours " + colours);
  }
  return *c;
}

// The header facts the game itself does not know: who played, the variant's name, the start.
void complete_record(GameRecord& r, const GameOptions& o, const Loaded& in, Colour human) {
  if (is_builtin_variant(o.subject.variant_name))
    r.variant_name = o.subject.variant_name;
  else if (o.subject.variant_name.empty() && is_builtin_variant(in.variant->name))
    r.variant_name = in.variant->name;
  for (Colour c = 0; c < in.variant->players; ++c) r.players.push_back(c == human ? "human" : o.vs);
  r.seed = in.seed;
  r.date = today_utc();
  if (!o.subject.position_text.empty()) r.start = in.position;
  r.event = "adaptoid game";
}

// A file `save` may replace: missing, a device, or a file of game records (an earlier save). Any
// other file (the variant being played, a table, someone's notes) is kept and the save refused.
void refuse_replacing(const std::string& option, const std::string& file, const GameOptions& o) {
  check_output_path(option, file);
  refuse_input_as_output(option, file, {{"--variant", o.subject.variant_name}});
  if (input_kind(file) != InputKind::Regular) return;
  auto text = read_text_file(file, "file");
  if (text && (text.value().empty() || parse_game_records(text.value()))) return;
  throw fail(option + ": " + echo_text(file) +
             " holds something other than game records: it is kept; save to another file");
}

// Where the turns of an interrupted game went: --save, or a file of their own under $TMPDIR.
std::string keep_interrupted(const GameRecord& record, const GameOptions& o,
                             const std::function<void(GameRecord, const std::string&)>& save) {
  if (record.turns.empty()) return "no turn was played, nothing was written";
  std::string file = o.save;
  if (file.empty()) {
    std::error_code ec;
    file = (std::filesystem::temp_directory_path(ec) / "adaptoid-game-XXXXXX").string();
    const int fd = ::mkstemp(file.data());
    if (fd < 0) return "the turns played could not be kept (no file under $TMPDIR)";
    ::close(fd);
  }
  try {
    save(record, file);
  } catch (const std::exception& e) {
    return "the turns played could not be kept: " + std::string(e.what());
  }
  const size_t n = record.turns.size();
  return n == 1 ? "the 1 turn played is saved to " + echo_text(file)
                : "the " + std::to_string(n) + " turns played are saved to " + echo_text(file);
}

void play_game(const GameOptions& o) {
  if (!o.save.empty()) refuse_replacing("--save", o.save, o);
  const Loaded in = load(o.subject);
  const Colour human = human_colour(o.as, *in.variant);
  const Status s = status_in(in.game, in.position);
  if (s.over) throw fail("the game is over: " + ending_text(*in.variant, s));
  // A failed save is said at the prompt and the game goes on: the record's error as an exception
  // the terminal game catches.
  const auto save = [&](GameRecord record, const std::string& file) {
    try {
      refuse_replacing("save", file, o);
    } catch (const Error& e) {  // the prompt says "save: " itself
      const std::string& why = e.message;
      throw std::runtime_error(why.rfind("save: ", 0) == 0 ? why.substr(6) : why);
    }
    complete_record(record, o, in, human);
    if (auto written = write_file(file, format_game_record(record)); !written)
      throw std::runtime_error(written.error());
  };
  TerminalGame game(in, input_value(player_from_text(in.variant, o.vs), "--vs: "), human,
                    isatty(STDIN_FILENO) == 0, save, o.save);
  // Read so that an interruption ends the wait for a line like the end of input does, and what
  // was played is kept before the command ends with the signal.
  InterruptibleInput input_buffer(STDIN_FILENO);
  std::istream input(&input_buffer);
  GameRecord record = game.play(input, std::cout);
  if (interrupted()) {
    set_interrupt_note(keep_interrupted(record, o, save));
    throw Interrupted(interrupt_signal());
  }
  if (o.save.empty()) return;
  try {
    save(record, o.save);
  } catch (const std::exception& e) {
    throw fail_output(std::string(e.what()) + "; " + keep_interrupted(record, GameOptions{}, save));
  }
  std::cout << "saved the game to " << o.save << "\n";
}

}  // namespace

void add_game(CLI::App& app) {
  auto o = std::make_shared<GameOptions>();
  auto* cmd = app.add_subcommand("game", "Play against the computer in the terminal");
  o->subject.add_to(*cmd);
  cmd->add_option("--vs", o->vs, "The computer's player (random, greedy, uct, engine[:time=S,...])")
      ->capture_default_str();
  cmd->add_option("--as", o->as,
                  "Your colour (white, black, red, ...; or its letter); the computer plays the rest")
      ->capture_default_str();
  cmd->add_option(
      "--save", o->save,
      "Write the game as a game record to this file when it ends (without --save nothing is saved)");
  cmd->footer(
      "At the prompt: a turn in the notation (either case), or help, moves, undo, board [names], back, "
      "forward, save [FILE], new, resign, quit. The prompt stays when the game is over.");
  cmd->callback([o] { play_game(*o); });
}

}  // namespace adaptoid::cli

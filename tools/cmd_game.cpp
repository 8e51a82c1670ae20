// adaptoid game --variant V --vs SPEC: play against the computer in the terminal (or from a
// script on standard input); --save FILE keeps the game as a game record.
#include <adaptoid/play/game_record.hpp>
#include "terminal_game.hpp"

#include <adaptoid/variants/variant_loader.hpp>

#include <unistd.h>

#include <cctype>
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
    throw InputError("--as " + text + ": " + v.name + " has the colours " + colours);
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

void play_game(const GameOptions& o) {
  if (!o.save.empty()) check_output_path("--save", o.save);
  const Loaded in = load(o.subject);
  const Colour human = human_colour(o.as, *in.variant);
  const Status s = status_in(in.game, in.position);
  if (s.over) throw InputError("the game is over: " + ending_text(*in.variant, s));
  const auto save = [&](GameRecord record, const std::string& file) {
    check_output_path("save", file);
    complete_record(record, o, in, human);
    write_output(file, format_game_record(record));
  };
  TerminalGame game(in, input_value(player_from_text(in.variant, o.vs), "--vs: "), human,
                    isatty(STDIN_FILENO) == 0, save, o.save);
  GameRecord record = game.play(std::cin, std::cout);
  if (o.save.empty()) return;
  save(std::move(record), o.save);
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

#pragma once
// The files of the daily puzzle page (puzzles/web/): only the days up to a
// date, one file a day, the line of each day sealed (puzzle_seal.hpp) so the page checks a turn
// without holding the solution in clear; the solution in clear only for the days before it.
//   days/index.js, days/index.json         every game, its title and its published days
//   days/<variant>/<date>.js, .json, .svg  a day: the script the page loads (file:// pages cannot
//                                          fetch), the same object for other sites, the diagram
//   feed.xml                               an Atom feed of the latest days
// The page knows no rules: what it shows of a position (lost adaptoids against the goal, the
// supplies, stones) is written here beside each position, and what it shows of a game (colours,
// prey, stacks) beside each day.
#include <adaptoid/puzzle/puzzle.hpp>
#include <adaptoid/puzzle/puzzle_refute.hpp>

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace adaptoid {

struct PageFile {
  std::string path;  // relative to the page's directory, '/' separated
  std::string content;
};

struct PageOptions {
  std::string until;      // the last day published (YYYY-MM-DD); later days are left out
  std::string site;       // the page's address for the feed's links ("": links relative to the feed)
  int feed_days = 14;     // days of each game in the feed
  int threads = 1;        // the days' refutations are searched on this many threads
  int refuted_days = 14;  // the newest days of each game whose wrong first turns are refuted
};

// The games of the page's menu, in order, with their titles: every game of the family, then any
// other variant the puzzles name.
std::vector<std::pair<std::string, std::string>> page_games(const std::vector<Puzzle>& puzzles);
std::string game_title(const std::string& variant);  // "Quantum Leap"; an unknown variant: its name

// One day as the page and other sites read it (its keys: docs/puzzles.md, "The web page"): the puzzle
// without its line, the line sealed, what the position shows (status), the game's colours in turn
// order, who hunts whom (Adapt3) and its stacks, the rating when the puzzle file has one, and the
// solution in clear when `reveal`; the refutations of its wrong first turns (puzzle_refute.hpp)
// sealed each under its turn, and in clear too when `reveal`.
nlohmann::ordered_json day_json(const VariantPtr& variant, const Puzzle& z, bool reveal,
                                const std::vector<Refutation>& refutations);

// What a position shows beside the board: {"lost": {colour: n}, "goal": n, "supply": {colour:
// {adaptoids, legs, pincers}}} in the Adaptoid family, {"stones": {colour: n}} in Quantum Leap.
nlohmann::ordered_json position_status(const VariantPtr& variant, const std::string& position);

// Every file of the page's data for the puzzles dated up to options.until. `variants` holds the
// variant of every puzzle. Fails on a puzzle whose variant is missing or whose line cannot be read.
Result<std::vector<PageFile>> puzzle_page_files(const std::vector<Puzzle>& puzzles,
                                                const std::map<std::string, VariantPtr>& variants,
                                                const PageOptions& options);

std::string atom_feed(const std::vector<Puzzle>& puzzles, const PageOptions& options);

// Writes the files under `dir` (lib/io: each whole or not at all) and removes the day files of
// days/<variant>/ that are not among them (a day published too early, by an export with a later
// date); returns the number removed.
Result<int> write_page_files(const std::string& dir, const std::vector<PageFile>& files);

}  // namespace adaptoid

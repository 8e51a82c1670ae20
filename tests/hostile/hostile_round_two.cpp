// The scratch files of round two (hostile_scratch.hpp).
#include "hostile_scratch.hpp"

#include <adaptoid/puzzle/puzzle_json.hpp>

#include <filesystem>
#include <fstream>

namespace adaptoid::hostile {

namespace fs = std::filesystem;

namespace {

void put(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

// Round two's inputs: byte-order marks, impossible dates, counts, moves that go nowhere, long
// and unprintable text, NULs in the protocol, puzzle files that disagree.
void make_round_two(const std::string& dir, const std::string& first_puzzle) {
  const std::string bom = "\xEF\xBB\xBF";
  const std::string head = "[Variant \"adaptoid\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n";
  const std::string turns = "1w d2+L\n1b d6+L\n";
  put(dir + "/game-bom.txt", bom + head + turns);
  put(dir + "/game-date.txt", "[Date \"2026-02-30\"]\n" + head + turns);
  put(dir + "/game-date-13.txt", "[Date \"2026-13-01\"]\n" + head + turns);
  put(dir + "/game-date-leap.txt", "[Date \"2028-02-29\"]\n" + head + turns);
  put(dir + "/game-date-short.txt", "[Date \"2026-2-3\"]\n" + head + turns);
  std::string e_acute;
  for (int i = 0; i < 5000; ++i) e_acute += "\xC3\xA9";
  put(dir + "/game-5000e.txt", "[Event \"" + e_acute + "\"]\n" + head + turns);
  put(dir + "/game-10001e.txt", "[Event \"" + e_acute + e_acute + "\"]\n" + head + turns);
  put(dir + "/game-stay.txt", head + turns + "2w d2-d2 +d3\n");
  put(dir + "/game-long-turn.txt", head + turns + "2w " + std::string(9000, 'x') + "\n");
  put(dir + "/game-escape.txt", head + turns + "2w \x1b[31mred\n");
  put(dir + "/game-bidi.txt", head + turns +
                                  "2w d2\xE2\x80\xAE"
                                  "-d3\n");
  put(dir + "/game-nul.txt", head + turns + std::string("2w d2\0-d3\n", 11));
  put(dir + "/game-fullwidth.txt", head + turns +
                                       "2w \xEF\xBC\xA4"
                                       "2-d3\n");
  put(dir + "/game-counts.txt",
      "[Variant \"adaptoid-7\"]\n[Start \"adaptoid-7 ../W00.B00/.. w 256/0 1\"]\n[Result \"*\"]\n");
  put(dir + "/longpos.txt", "adaptoid-7 ../W00.B00/.. w 0/0 " + std::string(100000, '9'));
  put(dir + "/engine-nul.txt", std::string("position startpos turns d2+L\0trailing\nquit\n", 44));
  put(dir + "/engine-multipv.txt", "setoption name MultiPV value 1001\nquit\n");
  put(dir + "/engine-multipv-go.txt", "go multipv 1001\nquit\n");
  put(dir + "/engine-multipv-max.txt", "setoption name MultiPV value 1000\nisready\nquit\n");
  put(dir + "/engine-escape.txt", "\x1b[2Jwipe\nquit\n");
  put(dir + "/engine-bidi.txt",
      "\xE2\x80\xAE"
      "dneterp\nquit\n");
  put(dir + "/engine-long-word.txt", std::string(5000, 'q') + "\nquit\n");
  put(dir + "/engine-bom.txt", bom + "isready\nquit\n");
  put(dir + "/batch-long.txt", std::string(3 << 20, 'W'));
  put(dir + "/batch-bom.txt", bom + "adaptoid-7 ../W00.B00/.. w 0/0 1\n");
  put(dir + "/batch-nul.txt", std::string("adaptoid-7 ../W00.B00/.. w 0/0 1\0\n", 34));
  put(dir + "/v-copy.toml", "base = \"adaptoid-7\"\n");
  fs::create_symlink("v-copy.toml", dir + "/v-link.toml");
  // The first puzzle's day with another puzzle: its seed and id text the same, its position not.
  Puzzle other = puzzle_from_line(first_puzzle).value();
  const size_t w = other.position.find('W');
  if (w != std::string::npos) other.position[w] = 'B';
  put(dir + "/pz-conflict.jsonl", puzzle_to_line(other) + "\n");
  put(dir + "/pz-same.jsonl", first_puzzle + "\n");
  put(dir + "/pz-bom.jsonl", bom + first_puzzle + "\n");
  std::string far = first_puzzle;
  const std::string date = puzzle_from_line(first_puzzle).value().date;
  for (size_t at = far.find(date); at != std::string::npos; at = far.find(date, at + 1))
    far.replace(at, 10, "9999-12-31");
  put(dir + "/pz-9999.jsonl", far + "\n");
  std::string past = first_puzzle;
  for (size_t at = past.find(date); at != std::string::npos; at = past.find(date, at + 1))
    past.replace(at, 10, "2026-02-30");
  put(dir + "/pz-feb30.jsonl", past + "\n");
  fs::create_directories(dir + "/web");
  put(dir + "/badbyte.txt",
      "adaptoid-7 ../\xff"
      "00.B00/.. w 0/0 1");  // {badbyte}, {escape}, {bidi}
  put(dir + "/escape.txt", "\x1b[31mred");
  put(dir + "/longword.txt", std::string(5000, 'q'));
  put(dir + "/batch-good-then-long.txt", "adaptoid-7 ../W00.B00/.. w 0/0 1\n" + std::string(3 << 20, 'W'));
  put(dir + "/bidi.txt",
      "d2\xE2\x80\xAE"
      "+L");
}

}  // namespace adaptoid::hostile

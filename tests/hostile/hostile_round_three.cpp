// The scratch files of round three (hostile_scratch.hpp).
#include "hostile_scratch.hpp"

#include "../support/resealed_table.hpp"

#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/tables/retro_table_io.hpp>

#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace adaptoid::hostile {

namespace fs = std::filesystem;

namespace {

void put(const std::string& path, const std::string& text) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string repeat(const std::string& piece, size_t n) {
  std::string out;
  out.reserve(piece.size() * n);
  for (size_t i = 0; i < n; ++i) out += piece;
  return out;
}

// Variant files that nest far past any variant: every way TOML opens a level, each deep enough
// to overflow toml++'s recursion on a small stack.
void make_deep_variants(const std::string& dir) {
  constexpr size_t kDeep = 30000;
  const std::string base = "base = \"adaptoid-7\"\n";
  put(dir + "/v-deep-dotted.toml", base + "x" + repeat(".x", kDeep) + " = 1\n");
  put(dir + "/v-deep-header.toml", base + "[" + repeat("a.", kDeep) + "b]\nc = 1\n");
  put(dir + "/v-deep-aot.toml", base + "[[" + repeat("a.", kDeep) + "b]]\n");
  put(dir + "/v-deep-array.toml", base + "x = " + repeat("[", kDeep) + repeat("]", kDeep) + "\n");
  put(dir + "/v-deep-inline.toml", base + "x = " + repeat("{a = ", kDeep) + "1" + repeat("}", kDeep) + "\n");
  put(dir + "/v-deep-inline-dotted.toml", base + "x = { " + repeat("a.", kDeep) + "b = 1 }\n");
  put(dir + "/v-deep-board.toml", base + "[board]\n" + repeat("h.", kDeep) + "i = 1\n");
  put(dir + "/v-deep-quoted.toml", base + "[\"a\"" + repeat(".\"a\"", kDeep) + "]\n");
  put(dir + "/v-deep-spaced.toml", base + "[ a" + repeat(" . a", kDeep) + " ]\n");
  put(dir + "/v-deep-mixed.toml", base + "[" + repeat("a.", 30) + "b]\n" + repeat("c.", 30) +
                                      "d = " + repeat("[", 30) + repeat("]", 30) + "\n");
  put(dir + "/v-deep-lines.toml", base + "x = [\n" + repeat("[\n", kDeep) + repeat("]\n", kDeep) + "]\n");
  put(dir + "/v-deep-unclosed.toml", base + "x = " + repeat("[", kDeep) + "\n");
  put(dir + "/v-deep-base.toml", "base = \"v-deep-dotted\"\n");
  put(dir + "/v-deep-base-file.toml", "base = \"v-deep-header.toml\"\n");
  // Under the limit: read by toml++, refused as an unknown key; and a deep comment or string, no level.
  put(dir + "/v-deep-60.toml", base + "x" + repeat(".x", 59) + " = 1\n");
  put(dir + "/v-deep-comment.toml", "# " + repeat("[", 100000) + "\n" + base);
  put(dir + "/v-deep-string.toml", base + "x = \"" + repeat("[", 100000) + "\"\n");
  put(dir + "/v-deep-multiline-string.toml", base + "x = '''\n" + repeat("[\n", 10000) + "'''\n");
}

// A table whose variant text (in its header) nests deep: refused when the header is read.
void make_deep_table(const std::string& dir) {
  const std::string table = read_all(dir + "/t.tb");
  size_t at = 12;
  std::string head = table.substr(0, at);
  for (int field = 0; field < 2; ++field) {  // the scheme and the name, kept
    uint64_t n = 0;
    std::memcpy(&n, table.data() + at, 8);
    head += table.substr(at, 8 + n);
    at += 8 + n;
  }
  uint64_t old_text = 0;
  std::memcpy(&old_text, table.data() + at, 8);
  const std::string deep = "base = \"quantum-leap-7\"\n[" + repeat("a.", 30000) + "b]\n";
  const uint64_t n = deep.size(), hash = fnv1a(deep);
  head += std::string(reinterpret_cast<const char*>(&n), 8) + deep +
          std::string(reinterpret_cast<const char*>(&hash), 8);
  const std::string rest = table.substr(at + 8 + old_text + 8);
  uint32_t version = 0;
  std::memcpy(&version, table.data() + 8, 4);
  if (version >= 3) {  // a block index over the new body
    uint64_t body_end = 0;
    std::memcpy(&body_end, table.data() + table.size() - 16, 8);
    const std::string body = head + table.substr(at + 8 + old_text + 8, body_end - (at + 8 + old_text + 8));
    BlockSummer sums;
    sums.add(body);
    put(dir + "/t-deep-variant.tb", body + format_block_index(sums.finish(), body.size()));
  } else {
    put(dir + "/t-deep-variant.tb", testing::resealed(head + rest, [](std::string&) {}));
  }
}

// Records, puzzle lines and protocol input that carry or name a deep variant, or a path.
void make_carriers(const std::string& dir, const std::string& first_puzzle) {
  std::string toml_lines = "| base = \"adaptoid-7\"\n| [" + repeat("a.", 4900) + "b]\n";
  put(dir + "/game-deep-variant.txt",
      "[Variant \"deep\"]\n[VariantFile]\n" + toml_lines + "[Result \"*\"]\n");
  const auto with_variant = [&](const std::string& name, const std::string& variant) {
    Puzzle z = puzzle_from_line(first_puzzle).value();
    z.variant = variant;
    put(dir + "/" + name, puzzle_to_line(z) + "\n");
  };
  with_variant("pz-etc-passwd.jsonl", "/etc/passwd");
  with_variant("pz-dotdot.jsonl", "../v.toml");
  with_variant("pz-long-variant.jsonl", repeat("q", 100000));
  with_variant("pz-escape-variant.jsonl", "\x1b]0;pwned\x07");
  with_variant("pz-deep-file.jsonl", "v-deep-header.toml");
  put(dir + "/pz-deep-balanced.jsonl", repeat("[", 100000) + repeat("]", 100000) + "\n");
  put(dir + "/pz-deep-field.jsonl", "{\"variant\": " + repeat("[", 100000) + repeat("]", 100000) + "}\n");
  put(dir + "/pz-deep-object.jsonl", repeat("{\"a\":", 100000) + "1" + repeat("}", 100000) + "\n");
  put(dir + "/sr-deep.jsonl", repeat("[", 100000) + repeat("]", 100000) + "\n");
  put(dir + "/engine-deep-variant.txt", "variant v-deep-header.toml\nisready\nquit\n");
  put(dir + "/engine-deep-position.txt",
      "position v-deep-dotted.toml ../W00.B00/.. w 0/0 1\nisready\nquit\n");
  put(dir + "/engine-position-file.txt",
      "position v.toml ../W00.B00/.. w 0/0 1\ngo nodes 50\nisready\nquit\n");
  put(dir + "/engine-go-nodes-huge.txt", "go nodes 18446744073709551616\nquit\n");
  put(dir + "/engine-go-nodes-zero.txt", "go nodes 0\nquit\n");
  put(dir + "/engine-multipv-huge.txt", "setoption name MultiPV value 99999999999999999999999\nquit\n");
  put(dir + "/engine-multipv-word.txt", "setoption name MultiPV value many\nquit\n");
  put(dir + "/engine-seed-huge.txt",
      "variant quantum-leap\nposition startpos seed 18446744073709551616\nquit\n");
  put(dir + "/engine-setoption-long.txt", "setoption name Player value " + repeat("x", 6000) + "\nquit\n");
  put(dir + "/engine-setoption-name-long.txt", "setoption name " + repeat("n", 6000) + " value 1\nquit\n");
  put(dir + "/engine-setoption-words.txt", "setoption name " + repeat("w ", 3000) + "value 1\nquit\n");
  put(dir + "/engine-variant-escape.txt", "variant \x1b]0;pwned\x07.toml\nquit\n");
  put(dir + "/engine-wait.txt", "isready\n");
}

void make_game_inputs(const std::string& dir) {
  put(dir + "/game-save-variant.txt", "save v.toml\nquit\n");
  put(dir + "/game-save-table.txt", "save t.tb\nquit\n");
  put(dir + "/game-save-text.txt", "d2+L\nsave text.txt\nquit\n");
  put(dir + "/game-save-full.txt", "d2+L\nsave /dev/full\nsave new.txt\nquit\n");
  put(dir + "/game-save-dir.txt", "save dir\nsave new.txt\nquit\n");
  put(dir + "/game-save-loop.txt", "save link-loop\nsave new.txt\nquit\n");
  put(dir + "/game-save-records.txt", "d2+L\nsave game.txt\nquit\n");
  put(dir + "/game-turn.txt", "d2+L\n");
  fs::create_directories(dir + "/tmp");
}

// Files a run appends to, cut where a run that ended writing them left them.
void make_cut_appends(const std::string& dir, const std::string& fixtures) {
  const std::string m = read_all(fixtures + "/m.txt");
  put(dir + "/m.txt", m);
  put(dir + "/m-cut-mid.txt", m.substr(0, m.size() - 7));
  const size_t last = m.rfind("\n\n") + 2;  // the last record starts here
  size_t turns = last;                      // its first turn line: the first that starts with a digit
  while (turns < m.size() && !(m[turns - 1] == '\n' && std::isdigit(static_cast<unsigned char>(m[turns]))))
    ++turns;
  const size_t after = m.find('\n', m.find('\n', turns) + 1) + 1;  // two turn lines kept
  put(dir + "/m-cut-line.txt", m.substr(0, after));
  put(dir + "/m-cut-header.txt", m.substr(0, m.find('\n', last) + 1));
  const std::string sr = read_all(fixtures + "/sr.jsonl");
  put(dir + "/sr.jsonl", sr);
  put(dir + "/sr-cut.jsonl", sr + sr.substr(0, sr.find('\n') / 2));
}

// Side folders and lock files that are not the tool's own.
void make_side_files(const std::string& dir) {
  fs::create_directories(dir + "/user-folder");
  put(dir + "/user-folder/notes.txt", "my notes\n");
  fs::create_symlink("user-folder", dir + "/p.tb.parts");
  fs::create_directories(dir + "/f.tb.parts");
  put(dir + "/f.tb.parts/notes.txt", "my notes\n");
  fs::create_symlink("user-folder", dir + "/q.tb.layers");
  fs::create_directories(dir + "/r.tb.layers");
  put(dir + "/r.tb.layers/notes.txt", "my notes\n");
  put(dir + "/s.tb.parts", "a file, not a folder\n");
  fs::create_symlink("text.txt", dir + "/l.tb.lock");
  fs::create_symlink("link-loop", dir + "/ll.tb.lock");
}

// Messages: long names, escapes, numbers past their range, bases beside the file.
void make_message_inputs(const std::string& dir) {
  put(dir + "/osc.txt", "\x1b]0;pwned\x07");
  put(dir + "/longpath.txt", "dir/" + repeat("q", 5000) + ".toml");
  put(dir + "/longname.txt", repeat("q", 300) + ".toml");
  put(dir + "/longwords.txt", repeat("random ", 2000));
  put(dir + "/v-longbase.toml", "base = \"" + repeat("q", 5000) + "\"\n");
  put(dir + "/v-base-file.toml", "base = \"v.toml\"\n");
  put(dir + "/v-base-missing.toml", "base = \"nope.toml\"\n");
  put(dir + "/v-base-path.toml", "base = \"../v.toml\"\n");
  put(dir + "/v-long-key.toml", "base = \"adaptoid-7\"\n" + repeat("k", 5000) + " = 1\n");
  put(dir + "/v-long-value.toml", "base = \"adaptoid-7\"\ncapture_goal = \"" + repeat("x", 5000) + "\"\n");
  put(dir + "/v-escape-key.toml", "base = \"adaptoid-7\"\n\"\\u001b]0;pwned\\u0007\" = 1\n");
  put(dir + "/v-escape-value.toml", "base = \"\\u001b]0;pwned\\u0007\"\n");
}

}  // namespace

void make_round_three(const std::string& dir, const std::string& fixtures, const std::string& first_puzzle) {
  make_deep_variants(dir);
  make_deep_table(dir);
  make_carriers(dir, first_puzzle);
  make_game_inputs(dir);
  make_cut_appends(dir, fixtures);
  make_side_files(dir);
  make_message_inputs(dir);
}

}  // namespace adaptoid::hostile

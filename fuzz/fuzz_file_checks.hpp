#pragma once
// What the file fuzz targets check on any input, shared with the regression test that
// replays their corpora (tests/rules/test_properties_fuzz_corpus.cpp): the table reader, the puzzle-file
// reader and the game-record reader. Each returns "" when every invariant holds, else what broke;
// a crash, a hang or a sanitizer report is the fuzzer's own finding.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/puzzle/puzzle_answer.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>

namespace adaptoid::fuzz {

// A table file: the input with its checksum made right (so the reader's other checks are
// reached), written to a file of this process and opened; one that opens is probed at its start
// and a few of its entries verified.
inline std::string check_table_bytes(std::string_view data) {
  std::string bytes(data);
  if (bytes.size() >= 20) {
    const uint64_t sum = fnv1a(std::string_view(bytes).substr(0, bytes.size() - 8));
    std::memcpy(bytes.data() + bytes.size() - 8, &sum, 8);
  }
  // One file a process, removed when it exits (each run of the corpus test left one in /tmp).
  struct ScratchFile {
    std::string path = (std::filesystem::temp_directory_path() /
                        ("adaptoid_fuzz_table_" + std::to_string(::getpid()) + ".tb"))
                           .string();
    ScratchFile() = default;
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;
    ~ScratchFile() {
      std::error_code ignored;
      std::filesystem::remove(path, ignored);
    }
  };
  static const ScratchFile scratch;
  const std::string& path = scratch.path;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  auto table = open_solved_table(path);
  if (!table) return table.error().empty() ? "a refused table without a message" : "";
  const VariantPtr& v = table.value()->variant();
  const Position start = std::visit([&](const auto& g) { return g.start(v->seed); }, make_game(v));
  auto answer = table.value()->probe(start);
  if (!answer && answer.error().empty()) return "a failed probe without a message";
  table.value()->verify(8, 1, 1);
  return "";
}

// A puzzle file: every line that reads writes back to a line that reads to the same text; a
// puzzle of a built-in two-player variant is judged against its own first turn without a crash.
inline std::string check_puzzle_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  while (std::getline(in, line)) {
    auto z = puzzle_from_line(line);
    if (!z) {
      if (z.error().empty()) return "a refused puzzle without a message";
      continue;
    }
    const std::string written = puzzle_to_line(z.value());
    auto again = puzzle_from_line(written);
    if (!again) return "a written puzzle does not read: " + again.error();
    if (puzzle_to_line(again.value()) != written) return "puzzle round trip differs: " + written;
    const std::string& name = z.value().variant;  // a built-in only: nothing is read from files
    if (name.find('/') != std::string::npos || name.ends_with(".toml") || z.value().solution.empty())
      continue;
    auto v = load_variant(name);
    if (!v || v.value()->players != 2) continue;
    auto verdict = judge_answer(v.value(), z.value(), {z.value().solution.front().turn});
    if (!verdict && verdict.error().empty()) return "a refused answer without a message";
  }
  return "";
}

// Game records: when they read, they write back to text that reads to the same records.
inline std::string check_record_text(std::string_view text) {
  auto records = parse_game_records(text);
  if (!records) return records.error().empty() ? "refused records without a message" : "";
  const std::string written = format_game_records(records.value());
  auto again = parse_game_records(written);
  if (!again) return "written records do not read: " + again.error() + "\n" + written;
  if (format_game_records(again.value()) != written) return "record round trip differs:\n" + written;
  return "";
}

}  // namespace adaptoid::fuzz

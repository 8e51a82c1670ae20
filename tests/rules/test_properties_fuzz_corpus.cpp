// The fuzz corpora (tests/fuzz-corpus/<target>/) replayed through the fuzz targets' checks: every
// seed, and every input a fuzzing run found and that was copied there, is a regression test.
#include "../../fuzz/fuzz_checks.hpp"
#include "../../fuzz/fuzz_file_checks.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace adaptoid {
namespace {

template <class Check>
void replay_corpus(const std::string& target, Check check) {
  const std::filesystem::path dir =
      std::filesystem::path(ADAPTOID_SOURCE_DIR) / "tests" / "fuzz-corpus" / target;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    EXPECT_EQ(check(s.str()), "") << entry.path();
    ++files;
  }
  EXPECT_GE(files, 5) << dir;
}

TEST(FuzzCorpus, PositionReader) {
  replay_corpus("position", fuzz::check_position_text);
}
TEST(FuzzCorpus, TurnReader) {
  replay_corpus("turn", fuzz::check_turn_text);
}
TEST(FuzzCorpus, VariantLoader) {
  replay_corpus("variant", fuzz::check_variant_text);
}
TEST(FuzzCorpus, TableReader) {
  replay_corpus("table", fuzz::check_table_bytes);
}
TEST(FuzzCorpus, PuzzleReader) {
  replay_corpus("puzzle", fuzz::check_puzzle_text);
}
TEST(FuzzCorpus, GameRecordReader) {
  replay_corpus("record", fuzz::check_record_text);
}

}  // namespace
}  // namespace adaptoid

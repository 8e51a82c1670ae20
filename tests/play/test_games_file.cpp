// The games file a match or a report resumes from (lib/play/games_file.hpp): records appended one
// whole write each, read back equal; a missing file holds none; a damaged one says why.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/games_file.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

class GamesFileTest : public testing::ScratchDirTest {
 protected:
  static GameRecord game(int turns) {
    GameRecord r;
    r.variant = load_variant("adaptoid").value();
    r.variant_name = "adaptoid";
    r.date = "2026-11-26";
    r.event = "games file test";
    r.players = {"random", "random"};
    visit_game(r.variant, [&](const auto& g) {
      Position p = g.start(0);
      for (int i = 0; i < turns; ++i) {
        const Turn t = legal_turns(g, p).front();
        r.turns.push_back(t);
        p = g.apply(p, t);
      }
      r.status = g.status(p);
    });
    return r;
  }
};

TEST_F(GamesFileTest, AppendedRecordsReadBackAcrossReopenings) {
  const std::string file = path("games.txt");
  {
    auto w = GamesFileWriter::open(file);
    ASSERT_TRUE(w.ok()) << w.error();
    ASSERT_TRUE(w.value().append(game(1)).ok());
    ASSERT_TRUE(w.value().append(game(2)).ok());
    ASSERT_TRUE(w.value().commit().ok());
  }
  {
    auto w = GamesFileWriter::open(file);  // a rerun: the next record after a blank line
    ASSERT_TRUE(w.ok());
    ASSERT_TRUE(w.value().append(game(3)).ok());
    ASSERT_TRUE(w.value().commit().ok());
  }
  const auto read = read_games_file(file, "games file");
  ASSERT_TRUE(read.ok()) << read.error();
  ASSERT_EQ(read->size(), 3u);
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(read.value()[i].turns.size(), i + 1);
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), format_game_records({game(1), game(2), game(3)}));
}

TEST_F(GamesFileTest, NoFileAndNoPathHoldNoRecords) {
  const auto missing = read_games_file(path("missing.txt"), "games file");
  ASSERT_TRUE(missing.ok());
  EXPECT_TRUE(missing->empty());
  const auto none = read_games_file("", "games file");
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none->empty());
  auto w = GamesFileWriter::open("");
  ASSERT_TRUE(w.ok());
  EXPECT_TRUE(w.value().append(game(1)).ok());  // writes nothing
  EXPECT_TRUE(w.value().commit().ok());
}

TEST_F(GamesFileTest, ADamagedFileSaysWhyItCannotBeResumed) {
  const std::string file = path("damaged.txt");
  std::ofstream(file) << "[Variant \"adaptoid\"]\n[Result \"*\"]\n1w not-a-turn\n";
  const auto read = read_games_file(file, "games file");
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.error().find(file + ": holds no readable game records, so it cannot be resumed: line 3"),
            std::string::npos)
      << read.error();
}

TEST_F(GamesFileTest, ADirectoryCannotBeRead) {
  const auto read = read_games_file(dir_.string(), "games file");
  EXPECT_TRUE(read.ok());  // not a regular file: nothing to resume, as before a first run
  EXPECT_TRUE(read->empty());
  const auto w = GamesFileWriter::open(dir_.string());
  EXPECT_FALSE(w.ok());
}

// What a run that ended while writing its last record leaves: that record is dropped with a
// line (its game played again), the file cut back to the records before it, never counted.
TEST_F(GamesFileTest, ALastRecordCutAnywhereIsDroppedAndCutOffBeforeTheNextAppend) {
  const std::string whole = format_game_records({game(2), game(3)});
  const size_t last = whole.rfind("\n\n") + 2;
  const std::string result_line = "[Result ";
  for (const size_t cut : {whole.size() - 1, whole.size() - 5, whole.find(result_line, last),
                           whole.find(result_line, last) + 3, last + 3}) {
    const std::string file = path("cut-" + std::to_string(cut) + ".txt");
    std::ofstream(file, std::ios::binary) << whole.substr(0, cut);
    std::string dropped;
    const auto read = read_games_file(file, "games file", &dropped);
    ASSERT_TRUE(read.ok()) << cut << ": " << read.error();
    EXPECT_EQ(read->size(), 1u) << cut;
    EXPECT_NE(dropped.find("its last record is cut"), std::string::npos) << cut;
    auto w = GamesFileWriter::open(file);
    ASSERT_TRUE(w.ok()) << w.error();
    ASSERT_TRUE(w.value().append(game(3)).ok());
    ASSERT_TRUE(w.value().commit().ok());
    const auto again = read_games_file(file, "games file");
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again->size(), 2u) << cut;
  }
}

TEST_F(GamesFileTest, ADecisiveResultOnAnUnfinishedGameIsACutRecordUnlessAdjudicated) {
  GameRecord claimed = game(2);
  claimed.status = {true, 0};  // "1-0" after two turns of an unfinished game
  const std::string first = format_game_record(game(1)) + "\n";
  EXPECT_EQ(complete_records_length(first + format_game_record(claimed)), first.size());
  claimed.termination = "adjudicated";
  const std::string adjudicated = first + format_game_record(claimed);
  EXPECT_EQ(complete_records_length(adjudicated), adjudicated.size());
  const std::string notes = "notes, not records\n";  // other text is the reader's to refuse
  EXPECT_EQ(complete_records_length(notes), notes.size());
}

// A full disk takes part of a record: the write fails and the part is cut back off.
TEST_F(GamesFileTest, AnAppendThatFailsPartwayLeavesNoPartOfItsRecord) {
  const std::string file = path("full.txt");
  const std::string first = format_game_record(game(1));
  std::ofstream(file, std::ios::binary) << first;
  const pid_t child = ::fork();
  if (child == 0) {
    ::signal(SIGXFSZ, SIG_IGN);
    const rlimit small{first.size() + 20, RLIM_INFINITY};
    ::setrlimit(RLIMIT_FSIZE, &small);
    auto w = GamesFileWriter::open(file);
    _exit(w.ok() && !w.value().append(game(10)).ok() ? 0 : 1);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the append did not fail";
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), first);
}

}  // namespace
}  // namespace adaptoid

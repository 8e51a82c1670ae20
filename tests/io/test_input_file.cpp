// lib/io's bounded reader and the lock of a table being written.
#include <gtest/gtest.h>

#include <adaptoid/io/file_lock.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "output_targets.hpp"

namespace adaptoid {
namespace {

using testing::ScratchDir;

TEST(InputFile, ReadsAFileWholeUpToItsLimit) {
  ScratchDir dir;
  std::ofstream(dir / "a.txt") << "twelve bytes";
  EXPECT_EQ(read_text_file(dir / "a.txt", "text file").value(), "twelve bytes");
  EXPECT_EQ(read_text_file(dir / "a.txt", "text file", 12).value(), "twelve bytes");
  auto over = read_text_file(dir / "a.txt", "text file", 11);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error(), dir / "a.txt" + ": more than 11 bytes (the most a text file may be)");
}

TEST(InputFile, RefusesASparseGiantBeforeReadingIt) {
  ScratchDir dir;
  const std::string path = dir / "huge";
  std::ofstream(path).close();
  ASSERT_EQ(::truncate(path.c_str(), off_t{1} << 40), 0);
  const auto started = std::chrono::steady_clock::now();
  auto r = read_text_file(path, "puzzle file");
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(), 1.0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("more than 64 MiB (the most a puzzle file may be)"), std::string::npos)
      << r.error();
}

TEST(InputFile, ReadsADeviceOnlyUpToTheLimit) {
  auto zero = read_text_file("/dev/zero", "puzzle file", 1 << 20);
  ASSERT_FALSE(zero.ok());
  EXPECT_EQ(zero.error(), "/dev/zero: more than 1 MiB (the most a puzzle file may be)");
  EXPECT_EQ(read_text_file("/dev/null", "puzzle file").value(), "");
}

TEST(InputFile, RefusesADirectoryAndSaysWhatIsMissing) {
  ScratchDir dir;
  EXPECT_EQ(read_text_file(dir.str(), "puzzle file").error(), dir.str() + ": is a directory");
  EXPECT_EQ(read_text_file(dir / "none", "puzzle file").error(),
            dir / "none" + ": cannot read the file: no such file");
  EXPECT_EQ(input_kind(dir.str()), InputKind::Directory);
  EXPECT_EQ(input_kind(dir / "none"), InputKind::Missing);
  EXPECT_EQ(input_kind("/dev/null"), InputKind::Other);
}

// A link that leads back to itself (ELOOP) is named as one, reading and writing: the system's
// "Too many levels of symbolic links" does not say what is wrong with the path.
TEST(InputFile, ASymlinkLoopIsNamedAsOne) {
  ScratchDir dir;
  std::filesystem::create_symlink("loop", dir / "loop");
  EXPECT_EQ(read_text_file(dir / "loop", "puzzle file").error(),
            dir / "loop" + ": cannot read the file: symlink loop (a link leads back to itself)");
  EXPECT_EQ(input_kind(dir / "loop"), InputKind::Loop);
  EXPECT_EQ(write_file(dir / "loop", "x").error(),
            "cannot write " + dir / "loop" + ": symlink loop (a link leads back to itself)");
  EXPECT_EQ(check_writable(dir / "loop").error(),
            "cannot write " + dir / "loop" + ": symlink loop (a link leads back to itself)");
  EXPECT_TRUE(std::filesystem::is_symlink(dir / "loop"));
}

TEST(InputFile, AFifoWithoutAWriterIsEmptyNotAHang) {
  ScratchDir dir;
  ASSERT_EQ(::mkfifo((dir / "f").c_str(), 0600), 0);
  EXPECT_EQ(read_text_file(dir / "f", "puzzle file").value(), "");
}

TEST(FileLock, ASecondLockOfTheSameFileFailsNamingTheFirst) {
  ScratchDir dir;
  const std::string table = dir / "t.tb";
  {
    auto first = FileLock::acquire(table);
    ASSERT_TRUE(first.ok()) << first.error();
    EXPECT_TRUE(std::filesystem::exists(table + ".lock"));
    auto second = FileLock::acquire(table);
    ASSERT_FALSE(second.ok());
    EXPECT_EQ(second.error(), table + " is being written by another run (pid " + std::to_string(::getpid()) +
                                  "; lock " + table + ".lock)");
  }
  EXPECT_FALSE(std::filesystem::exists(table + ".lock"));  // released and removed
  EXPECT_TRUE(FileLock::acquire(table).ok());
}

// The lock is the file's: through a link (to a table not written yet, too), or another name of
// its folder, a second writer of the same file is refused.
TEST(FileLock, EveryNameOfAFileTakesItsOneLock) {
  ScratchDir dir;
  const std::string table = dir / "c.tb";
  std::filesystem::create_symlink("c.tb", dir / "link.tb");
  std::filesystem::create_directories(dir / "sub");
  auto first = FileLock::acquire(table);
  ASSERT_TRUE(first.ok()) << first.error();
  for (const std::string& other : {dir / "link.tb", dir / "sub/../c.tb", dir / "./c.tb"}) {
    auto second = FileLock::acquire(other);
    ASSERT_FALSE(second.ok()) << other;
    EXPECT_NE(second.error().find("is being written by another run"), std::string::npos) << second.error();
  }
  EXPECT_FALSE(std::filesystem::exists(dir / "link.tb.lock"));
}

TEST(FileLock, AStaleLockFileIsTakenOver) {
  ScratchDir dir;
  std::ofstream(dir / "t.tb.lock") << "12345\n";
  auto lock = FileLock::acquire(dir / "t.tb");
  ASSERT_TRUE(lock.ok()) << lock.error();
  std::ifstream in(dir / "t.tb.lock");
  std::string pid;
  in >> pid;
  EXPECT_EQ(pid, std::to_string(::getpid()));
}

}  // namespace
}  // namespace adaptoid

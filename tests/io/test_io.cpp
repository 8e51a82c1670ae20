// The output layer (io/output_file.hpp): a regular file replaced whole, a link followed and kept,
// a FIFO and a device written straight through and never replaced, every failure one line with
// the system's reason and no temporary left behind, a directory and a missing one refused.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <adaptoid/io/output_file.hpp>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>

#include "output_targets.hpp"

namespace adaptoid {
namespace {

namespace fs = std::filesystem;
using testing::contents;
using testing::ScratchDir;

ino_t inode_of(const std::string& path) {
  struct stat st {};
  EXPECT_EQ(::lstat(path.c_str(), &st), 0) << path;
  return st.st_ino;
}

void put(const std::string& path, const std::string& bytes) {
  ASSERT_TRUE(write_file(path, bytes).ok()) << path;
}

TEST(OutputFile, MakesANewFile) {
  ScratchDir dir;
  ASSERT_TRUE(write_file(dir / "new.txt", "hello\n").ok());
  EXPECT_EQ(contents(dir / "new.txt"), "hello\n");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"new.txt"});
}

TEST(OutputFile, ReplacesARegularFileWholeByARenameAndKeepsItsMode) {
  ScratchDir dir;
  const std::string path = dir / "table.tb";
  std::ofstream(path) << "the old content, longer than the new";
  ASSERT_EQ(::chmod(path.c_str(), 0640), 0);
  const ino_t before = inode_of(path);
  auto f = OutputFile::open(path);
  ASSERT_TRUE(f.ok()) << f.error();
  OutputFile out = std::move(f).value();
  ASSERT_TRUE(out.write("new ").ok());
  ASSERT_TRUE(out.write("bytes").ok());
  EXPECT_EQ(contents(path), "the old content, longer than the new")
      << "the target changes only at the commit";
  EXPECT_EQ(dir.names().size(), 2u) << "the temporary is beside the target";
  ASSERT_TRUE(out.commit().ok());
  EXPECT_EQ(contents(path), "new bytes");
  EXPECT_NE(inode_of(path), before) << "a new file renamed over the old one, not the old one rewritten";
  EXPECT_EQ(fs::status(path).permissions(), fs::perms(0640));
  EXPECT_EQ(dir.names(), std::vector<std::string>{"table.tb"});
}

TEST(OutputFile, AnAbandonedFileLeavesTheTargetAndNoTemporary) {
  ScratchDir dir;
  const std::string path = dir / "kept.txt";
  put(path, "kept");
  {
    auto out = OutputFile::open(path);
    ASSERT_TRUE(out.ok()) << out.error();
    ASSERT_TRUE(out.value().write("half of a new content").ok());
  }
  EXPECT_EQ(contents(path), "kept");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"kept.txt"});
}

// A run killed while it wrote (a table solve stopped halfway) leaves its temporary: the next
// write of the same file on the same machine removes it once its process is gone, and only it.
TEST(OutputFile, AKilledRunsTemporaryIsRemovedByTheNextWriteOfTheFile) {
  ScratchDir dir;
  std::array<char, 256> host{};
  ASSERT_EQ(::gethostname(host.data(), host.size() - 1), 0);
  const pid_t gone = ::fork();
  ASSERT_GE(gone, 0);
  if (gone == 0) ::_exit(0);
  ASSERT_EQ(::waitpid(gone, nullptr, 0), gone);
  const std::string ours = std::string(".tmp.") + host.data() + ".";
  const std::string dead = "table.tb" + ours + std::to_string(gone) + ".3";
  const std::string live = "table.tb" + ours + std::to_string(::getppid()) + ".0";
  const std::string elsewhere = "table.tb.tmp.another-machine." + std::to_string(gone) + ".0";
  const std::string other_file = "other.tb" + ours + std::to_string(gone) + ".0";
  for (const std::string& name : {dead, live, elsewhere, other_file}) put(dir / name, "left");
  put(dir / "table.tb", "new");
  EXPECT_EQ(contents(dir / "table.tb"), "new");
  std::vector<std::string> kept{other_file, live, elsewhere, "table.tb"};
  std::sort(kept.begin(), kept.end());
  EXPECT_EQ(dir.names(), kept);
}

TEST(OutputFile, TwoWritersOfOnePathUseTwoTemporaries) {
  ScratchDir dir;
  const std::string path = dir / "shared.txt";
  auto a = OutputFile::open(path), b = OutputFile::open(path);
  ASSERT_TRUE(a.ok() && b.ok());
  ASSERT_TRUE(a.value().write("from a").ok());
  ASSERT_TRUE(b.value().write("from b").ok());
  EXPECT_EQ(dir.names().size(), 2u);
  ASSERT_TRUE(a.value().commit().ok());
  EXPECT_EQ(contents(path), "from a");
  ASSERT_TRUE(b.value().commit().ok());
  EXPECT_EQ(contents(path), "from b");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"shared.txt"});
}

TEST(OutputFile, FollowsASymbolicLinkAndKeepsIt) {
  ScratchDir dir;
  fs::create_directory(dir / "real");
  put(dir / "real/picture.svg", "old");
  fs::create_symlink("real/picture.svg", dir / "link.svg");  // relative: to the link's directory
  ASSERT_TRUE(write_file(dir / "link.svg", "new").ok());
  EXPECT_TRUE(fs::is_symlink(dir / "link.svg"));
  EXPECT_EQ(contents(dir / "real/picture.svg"), "new");
  EXPECT_EQ(dir.names(), (std::vector<std::string>{"link.svg", "real"}));
  EXPECT_EQ(fs::directory_iterator(dir / "real")->path().filename(), "picture.svg");
  // A dangling link names the file to make.
  fs::create_symlink("real/new.svg", dir / "dangling.svg");
  ASSERT_TRUE(write_file(dir / "dangling.svg", "made").ok());
  EXPECT_TRUE(fs::is_symlink(dir / "dangling.svg"));
  EXPECT_EQ(contents(dir / "real/new.svg"), "made");
}

TEST(OutputFile, WritesThroughAFifo) {
  ScratchDir dir;
  const std::string fifo = dir / "pipe";
  auto reader = testing::read_fifo(fifo);
  const std::string bytes(200'000, 'x');  // more than a pipe holds: the reader must take it
  const auto written = write_file(fifo, bytes);
  EXPECT_TRUE(written.ok()) << written.error();
  EXPECT_EQ(reader.get(), bytes);
  EXPECT_TRUE(fs::is_fifo(fifo)) << "the FIFO was replaced";
  EXPECT_EQ(dir.names(), std::vector<std::string>{"pipe"});
}

// /dev/stdout and /dev/fd/N are links into /proc to a descriptor: its pipe or file is written
// into, never replaced (and no temporary is made in /proc).
TEST(OutputFile, ALinkToADescriptorWritesIntoIt) {
  ScratchDir dir;
  int pipe_ends[2];
  ASSERT_EQ(::pipe(pipe_ends), 0);
  fs::create_symlink("/proc/self/fd/" + std::to_string(pipe_ends[1]), dir / "to-pipe");
  const auto into_pipe = write_file(dir / "to-pipe", "through the pipe");
  EXPECT_TRUE(into_pipe.ok()) << into_pipe.error();
  ::close(pipe_ends[1]);
  char got[64] = {};
  EXPECT_EQ(::read(pipe_ends[0], got, sizeof got - 1), 16);
  ::close(pipe_ends[0]);
  EXPECT_EQ(std::string(got), "through the pipe");

  put(dir / "file", "old content, longer");
  const ino_t before = inode_of(dir / "file");
  const int fd = ::open((dir / "file").c_str(), O_WRONLY);
  ASSERT_GE(fd, 0);
  fs::create_symlink("/proc/self/fd/" + std::to_string(fd), dir / "to-file");
  const auto into_file = write_file(dir / "to-file", "new");
  EXPECT_TRUE(into_file.ok()) << into_file.error();
  ::close(fd);
  EXPECT_EQ(contents(dir / "file"), "new");
  EXPECT_EQ(inode_of(dir / "file"), before) << "the descriptor's file was replaced";
  EXPECT_EQ(dir.names(), (std::vector<std::string>{"file", "to-file", "to-pipe"}));
}

TEST(OutputFile, ACharacterDeviceStaysADevice) {
  ScratchDir dir;
  const std::string node = dir / "null";
  if (::mknod(node.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0)  // /dev/null's numbers
    GTEST_SKIP() << "mknod is not permitted here (" << std::strerror(errno) << "): no device to write to";
  if (const int fd = ::open(node.c_str(), O_WRONLY); fd < 0)
    GTEST_SKIP() << "the scratch directory's filesystem does not open devices (mounted nodev?)";
  else
    ::close(fd);
  ASSERT_TRUE(write_file(node, "into the device").ok());
  EXPECT_TRUE(fs::is_character_file(node)) << "the device was replaced by a regular file";
  EXPECT_TRUE(check_writable(node).ok());
  EXPECT_EQ(dir.names(), std::vector<std::string>{"null"});
}

TEST(OutputFile, AWriteToAFullDeviceFailsInOneLine) {
  const auto written = write_file("/dev/full", "bytes");
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error(), "cannot write /dev/full: " + std::string(std::strerror(ENOSPC)));
  // Through a link, the message names the path as given, and the link stays.
  ScratchDir dir;
  fs::create_symlink("/dev/full", dir / "full");
  const auto linked = write_file(dir / "full", "bytes");
  ASSERT_FALSE(linked.ok());
  EXPECT_EQ(linked.error(), "cannot write " + (dir / "full") + ": " + std::strerror(ENOSPC));
  EXPECT_TRUE(fs::is_symlink(dir / "full"));
  EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

// A regular file that cannot grow (the file size limit: EFBIG, as a full disk gives ENOSPC):
// the write fails, the old content stays, no temporary is left, later writes fail the same.
TEST(OutputFile, AFailedWriteOfARegularFileLeavesItAsItWasAndNoTemporary) {
  ScratchDir dir;
  const std::string path = dir / "table.tb";
  put(path, "old");
  std::optional<Result<void>> first, again, committed;
  {
    testing::FileSizeLimit limit(1000);
    auto out = OutputFile::open(path);
    ASSERT_TRUE(out.ok()) << out.error();
    first = out.value().write(std::string(5000, 'x'));
    again = out.value().write("more");
    committed = out.value().commit();
  }
  ASSERT_FALSE(first->ok());
  EXPECT_EQ(first->error(), "cannot write " + path + ": " + std::strerror(EFBIG));
  EXPECT_EQ(again->ok() ? "" : again->error(), first->error());
  EXPECT_EQ(committed->ok() ? "" : committed->error(), first->error());
  EXPECT_EQ(contents(path), "old");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"table.tb"});
}

TEST(OutputFile, RefusesADirectoryAtOnce) {
  ScratchDir dir;
  fs::create_directory(dir / "sub");
  const std::string expected = "cannot write " + (dir / "sub") + ": " + std::strerror(EISDIR);
  const auto written = write_file(dir / "sub", "bytes");
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error(), expected);
  const auto checked = check_writable(dir / "sub");
  ASSERT_FALSE(checked.ok());
  EXPECT_EQ(checked.error(), expected);
  EXPECT_FALSE(OutputFile::open(dir / "sub", OutputFile::Mode::Append).ok());
  EXPECT_TRUE(fs::is_directory(dir / "sub"));
  EXPECT_EQ(dir.names(), std::vector<std::string>{"sub"});
}

TEST(OutputFile, RefusesAMissingDirectory) {
  ScratchDir dir;
  const std::string path = dir / "missing/table.tb";
  const auto written = write_file(path, "bytes");
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error(), "cannot write " + path + ": " + std::strerror(ENOENT));
  const auto checked = check_writable(path);
  ASSERT_FALSE(checked.ok());
  EXPECT_EQ(checked.error(),
            "cannot write " + path + ": directory " + (dir / "missing") + ": " + std::strerror(ENOENT));
  put(dir / "file", "x");
  EXPECT_FALSE(check_writable(dir / "file/table.tb").ok()) << "a file is not a directory";
  EXPECT_TRUE(dir.names() == std::vector<std::string>{"file"});
}

TEST(OutputFile, CheckWritableAcceptsWhatCanBeWritten) {
  ScratchDir dir;
  EXPECT_TRUE(check_writable(dir / "new.tb").ok());
  put(dir / "old.tb", "x");
  EXPECT_TRUE(check_writable(dir / "old.tb").ok());
  EXPECT_TRUE(check_writable("/dev/full").ok()) << "a device that fails only when written";
  EXPECT_TRUE(dir.names() == std::vector<std::string>{"old.tb"});
}

TEST(OutputFile, AppendsToALog) {
  ScratchDir dir;
  const std::string path = dir / "progress.jsonl";
  for (const char* line : {"one\n", "two\n"}) {
    auto log = OutputFile::open(path, OutputFile::Mode::Append);
    ASSERT_TRUE(log.ok()) << log.error();
    ASSERT_TRUE(log.value().write(line).ok());
    ASSERT_TRUE(log.value().commit().ok());
  }
  EXPECT_EQ(contents(path), "one\ntwo\n");
  auto full = OutputFile::open("/dev/full", OutputFile::Mode::Append);
  ASSERT_TRUE(full.ok()) << full.error();
  EXPECT_FALSE(full.value().write("line\n").ok());
}

}  // namespace
}  // namespace adaptoid

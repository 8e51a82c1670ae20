#pragma once
// What every command that writes a file others may write at once shares (solve's own lives in
// lib/solving/solve): a lock on the file itself, taken before its old content is read, so a second run
// fails at once naming the first; a place for side files (a games file, progress) that is
// beside a regular file, or a fresh directory under $TMPDIR for a device or FIFO target, never
// a new file beside /dev/stdout; and the refusal of an output that is one of the inputs.
#include <adaptoid/io/file_lock.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adaptoid::cli {

// Held until it is destroyed; nothing is locked for a device or FIFO (written straight through,
// nothing of it is replaced) or an empty path.
struct OutputLock {
  std::optional<FileLock> lock;
};
// Bad input "<option>: <path> is being written by another run (pid N; ...)".
OutputLock lock_output(const std::string& option, const std::string& path);

// The directory side files of `path` go to: "" (beside it) for a regular or missing file; else a
// fresh directory under $TMPDIR, removed with this object.
class SideDirectory {
 public:
  explicit SideDirectory(const std::string& path);
  ~SideDirectory();
  SideDirectory(const SideDirectory&) = delete;
  SideDirectory& operator=(const SideDirectory&) = delete;
  // `path` + suffix beside a regular file, or <fresh dir>/<name of path> + suffix.
  std::string side_file(const std::string& suffix) const;
  bool beside() const { return temp_.empty(); }

 private:
  std::string path_, temp_;
};

// Bad input "<output option>: <out> is <input option> (an input of this command): ..." when `out`
// names the same file as one of the inputs (links and other names of it included).
void refuse_input_as_output(const std::string& output_option, const std::string& out,
                            const std::vector<std::pair<std::string, std::string>>& inputs);

}  // namespace adaptoid::cli

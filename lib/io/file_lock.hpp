#pragma once
// A lock file beside a file being written for a long time (a solved table): a second writer of
// the same file fails at once, naming the first, instead of both working for hours and one
// replacing the other's result. The lock is flock(2) on "<path>.lock", so a writer that is killed
// releases it with its descriptors (a stale lock file is taken over, never trusted); the file
// holds the writer's pid for the message. Removed when the lock is released.
#include <adaptoid/util/result.hpp>

#include <string>

namespace adaptoid {

class FileLock {
 public:
  // Locks "<file>.lock", <file> being the file `path` names (links followed, the path made
  // absolute): one lock for every name of the file. Fails at once when another process holds it: "<path> is
  // being written by another run (pid N; lock <file>.lock)", or with the system's reason when the lock file
  // cannot be made.
  static Result<FileLock> acquire(const std::string& path);

  FileLock(FileLock&& other) noexcept;
  FileLock& operator=(FileLock&& other) noexcept;
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;
  ~FileLock();

 private:
  FileLock() = default;
  void release();
  std::string lock_path_;
  int fd_ = -1;
};

}  // namespace adaptoid

// Lock files (file_lock.hpp).
#include <adaptoid/io/file_lock.hpp>

#include <adaptoid/util/interrupt.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <string>
#include <system_error>
#include <utility>

namespace adaptoid {

namespace {

std::string holder_pid(int fd) {
  char text[32] = {};
  const ssize_t n = ::pread(fd, text, sizeof text - 1, 0);
  std::string pid = n > 0 ? std::string(text, static_cast<size_t>(n)) : std::string();
  while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' ')) pid.pop_back();
  return pid.empty() ? "unknown" : pid;
}

// The file itself, whatever names it: links followed and the directory made absolute, so that
// two runs writing one file through two names (a link, "./t.tb", "dir/../t.tb") take one lock.
std::string file_itself(const std::string& path) {
  namespace fs = std::filesystem;
  fs::path p = path;
  std::error_code ec;
  // A link to a file not made yet (a table's first solve) leads to where it will be: followed by
  // hand, as weakly_canonical keeps a dangling link's own name.
  for (int links = 0; links < 40 && fs::is_symlink(p, ec); ++links) {
    const fs::path to = fs::read_symlink(p, ec);
    if (ec) break;
    p = to.is_absolute() ? to : p.parent_path() / to;
  }
  const fs::path resolved = fs::weakly_canonical(fs::absolute(p, ec), ec);
  return ec || resolved.empty() ? path : resolved.string();
}

}  // namespace

Result<FileLock> FileLock::acquire(const std::string& path) {
  FileLock lock;
  lock.lock_path_ = file_itself(path) + ".lock";
  lock.fd_ = ::open(lock.lock_path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (lock.fd_ < 0 && errno == ELOOP)  // O_NOFOLLOW: a link is never taken for the lock
    return fail("cannot lock " + path + ": " + lock.lock_path_ +
                " is a symbolic link, not a lock file of this tool: remove it if no run is writing " + path);
  if (lock.fd_ < 0)
    return fail("cannot lock " + path + ": " + lock.lock_path_ + ": " +
                std::system_category().message(errno));
  if (::flock(lock.fd_, LOCK_EX | LOCK_NB) != 0) {
    const int error_number = errno;
    const std::string pid = holder_pid(lock.fd_);
    ::close(std::exchange(lock.fd_, -1));  // (the file is the other run's: not removed)
    if (error_number == EWOULDBLOCK)
      return fail(path + " is being written by another run (pid " + pid + "; lock " + lock.lock_path_ + ")");
    return fail("cannot lock " + path + ": " + std::system_category().message(error_number));
  }
  note_temporary_file(lock.lock_path_);  // ours now: removed by an interrupted run that cannot unwind
  // The pid is for the other run's message only: the flock is the lock, so a disk too full for
  // these few bytes still locks (and the write that matters fails with its own message).
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(lock.fd_, 0) == 0) (void)!::pwrite(lock.fd_, pid.data(), pid.size(), 0);
  return lock;
}

FileLock::FileLock(FileLock&& other) noexcept
    : lock_path_(std::move(other.lock_path_)), fd_(std::exchange(other.fd_, -1)) {}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
  if (this != &other) {
    release();
    lock_path_ = std::move(other.lock_path_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

FileLock::~FileLock() {
  release();
}

void FileLock::release() {
  if (fd_ < 0) return;
  ::unlink(lock_path_.c_str());  // while still held: no other run can hold a lock on this file
  forget_temporary_file(lock_path_);
  ::close(std::exchange(fd_, -1));
}

}  // namespace adaptoid

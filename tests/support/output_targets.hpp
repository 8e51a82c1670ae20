#pragma once
// The output tests' scratch (ScratchDir), and a reader for a FIFO they write to.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <string>
#include <vector>

#include "scratch_dir_test.hpp"

namespace adaptoid::testing {

inline std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// Makes a FIFO and reads it on another thread until a writer has come and closed it (or 20 s
// have passed: a writer that replaced the FIFO instead of opening it leaves the reader with
// nothing, a failed test rather than a hung one). The read end is opened before this returns.
inline std::future<std::string> read_fifo(const std::string& path) {
  EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0) << "mkfifo " << path;
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK);  // does not wait for a writer
  EXPECT_GE(fd, 0) << "open " << path;
  return std::async(std::launch::async, [fd] {
    std::string got;
    char buffer[1 << 16];
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (fd >= 0 && std::chrono::steady_clock::now() < deadline) {
      pollfd p{fd, POLLIN, 0};
      if (::poll(&p, 1, 100) <= 0) continue;
      const ssize_t n = ::read(fd, buffer, sizeof buffer);
      if (n > 0)
        got.append(buffer, static_cast<size_t>(n));
      else if (n == 0 && (p.revents & POLLHUP))
        break;  // (Linux: only once a writer has closed)
    }
    if (fd >= 0) ::close(fd);
    return got;
  });
}

// While it lives, no file of this process grows past `bytes`: a write beyond fails with EFBIG
// (SIGXFSZ ignored), as one to a full disk fails with ENOSPC, on any regular file.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    EXPECT_EQ(::getrlimit(RLIMIT_FSIZE, &old_), 0);
    old_handler_ = ::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old_;
    small.rlim_cur = bytes;
    EXPECT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &old_);
    ::signal(SIGXFSZ, old_handler_);
  }
  FileSizeLimit(const FileSizeLimit&) = delete;
  FileSizeLimit& operator=(const FileSizeLimit&) = delete;

 private:
  rlimit old_{};
  sighandler_t old_handler_ = SIG_DFL;
};

}  // namespace adaptoid::testing

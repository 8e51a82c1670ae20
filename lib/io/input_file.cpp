// Bounded reading of whole files (input_file.hpp). POSIX calls so that a read error keeps its
// errno, and so that the bound holds for a file whose size stat cannot tell (a device, a FIFO).
#include <adaptoid/io/input_file.hpp>

#include <adaptoid/io/file_error.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

namespace adaptoid {

namespace {

Error cannot_read(const std::string& path, int error_number) {
  if (error_number == ENOENT) return fail(path + ": cannot read the file: no such file");
  if (error_number == EISDIR) return fail(path + ": is a directory");
  return fail(path + ": cannot read the file: " + file_error_text(error_number));
}

Error too_large(const std::string& path, const std::string& what, uint64_t max_bytes) {
  return fail(path + ": more than " + byte_limit_text(max_bytes) + " (the most a " + what + " may be)");
}

// Closes the descriptor on every way out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string byte_limit_text(uint64_t bytes) {
  if (bytes % (uint64_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  return std::to_string(bytes) + " bytes";
}

InputKind input_kind(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return errno == ELOOP ? InputKind::Loop : InputKind::Missing;
  if (S_ISDIR(st.st_mode)) return InputKind::Directory;
  return S_ISREG(st.st_mode) ? InputKind::Regular : InputKind::Other;
}

Result<std::string> read_text_file(const std::string& path, const std::string& what, uint64_t max_bytes) {
  if (path.empty()) return fail("a file with no name");
  // O_NONBLOCK: a FIFO with no writer must not hang the open; reads are made blocking after it.
  Descriptor in{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
  if (in.fd < 0) return cannot_read(path, errno);
  struct stat st {};
  if (::fstat(in.fd, &st) != 0) return cannot_read(path, errno);
  if (S_ISDIR(st.st_mode)) return cannot_read(path, EISDIR);
  if (S_ISREG(st.st_mode) && static_cast<uint64_t>(st.st_size) > max_bytes)
    return too_large(path, what, max_bytes);  // before any allocation: a sparse file costs nothing
  if (const int flags = ::fcntl(in.fd, F_GETFL); flags >= 0) ::fcntl(in.fd, F_SETFL, flags & ~O_NONBLOCK);
  std::string text;
  if (S_ISREG(st.st_mode)) text.reserve(static_cast<size_t>(st.st_size));
  char block[1 << 16];
  for (;;) {
    const ssize_t n = ::read(in.fd, block, sizeof block);
    if (n < 0) {
      if (errno == EINTR) continue;
      return cannot_read(path, errno);
    }
    if (n == 0) return text;
    if (text.size() + static_cast<size_t>(n) > max_bytes) return too_large(path, what, max_bytes);
    text.append(block, static_cast<size_t>(n));
  }
}

}  // namespace adaptoid

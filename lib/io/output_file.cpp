// Output files (see output_file.hpp). POSIX calls rather than iostreams: each call's failure and
// its errno are seen where they happen (an ofstream folds them into one bit, and reports nothing
// of the close), and the temporary is created with O_EXCL, so two runs never write one file.
#include <adaptoid/io/output_file.hpp>

#include <adaptoid/io/file_error.hpp>
#include <adaptoid/util/interrupt.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <filesystem>
#include <string_view>

namespace adaptoid {

namespace {

namespace fs = std::filesystem;

Error cannot_write(const std::string& path, const std::string& why, int error_number) {
  return fail("cannot write " + path + ": " + (why.empty() ? "" : why + ": ") +
              file_error_text(error_number));
}

// What a path names, and how it is written.
struct Target {
  std::string path;  // where to write: for a regular file, its links followed (the temporary
                     // goes beside the file itself)
  bool exists = false;
  bool through = false;  // a regular file opened straight through, not replaced (see resolve)
  struct stat st {};
};

// Follows the links of `path` one at a time, as the kernel does, to the path of the file they
// lead to (made when missing); empty when a link leads into /proc: /dev/stdout, /dev/fd/N are
// links to a process's descriptors, whose text is no path to make a file beside.
Result<std::string> follow_links(const std::string& path) {
  std::string p = path;
  for (int links = 0; links <= 40; ++links) {  // 40: the kernel's own limit
    if (p.rfind("/proc/", 0) == 0) return std::string();
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0) {
      if (errno == ENOENT) return p;
      return cannot_write(path, "", errno);
    }
    if (!S_ISLNK(st.st_mode)) return p;
    std::error_code ec;
    const fs::path to = fs::read_symlink(p, ec);
    if (ec) return cannot_write(path, "", ec.value());
    p = to.is_absolute() ? to.string() : (fs::path(p).parent_path() / to).string();
  }
  return cannot_write(path, "", ELOOP);
}

Result<Target> resolve(const std::string& path) {
  if (path.empty()) return fail("cannot write an output with no name");
  Target t;
  t.path = path;
  struct stat link {};
  if (::lstat(path.c_str(), &link) != 0) {
    if (errno == ENOENT) return t;  // a parent that is missing too shows when the file is made
    return cannot_write(path, "", errno);
  }
  if (!S_ISLNK(link.st_mode)) {
    t.exists = true;
    t.st = link;
    return t;
  }
  if (::stat(path.c_str(), &t.st) == 0) {
    t.exists = true;
    if (!S_ISREG(t.st.st_mode)) return t;  // opened through the link as given, by the kernel
  } else if (errno != ENOENT) {
    return cannot_write(path, "", errno);
  }
  auto last = follow_links(path);
  if (!last) return last.failure();
  if (last.value().empty())
    t.through = true;  // a descriptor's file: written into, like a device
  else
    t.path = last.value();
  return t;
}

std::string directory_of(const std::string& path) {
  const fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? "." : parent.string();
}

// This machine's name, in the temporaries' names: a directory shared over the network may hold
// the live temporaries of another machine's processes, whose ids mean nothing here.
const std::string& host_name() {
  static const std::string name = [] {
    std::array<char, 256> buffer{};
    if (::gethostname(buffer.data(), buffer.size() - 1) != 0) return std::string("host");
    std::string n(buffer.data());
    std::replace(n.begin(), n.end(), '/', '_');
    return n;
  }();
  return name;
}

// A name for the temporary beside `target` that no other writer uses: this machine, this
// process's id and a counter (O_EXCL makes sure; a clash with a leftover is retried with the next
// number).
std::string temporary_name(const std::string& target) {
  static std::atomic<unsigned> counter{0};
  return target + ".tmp." + host_name() + "." + std::to_string(::getpid()) + "." + std::to_string(counter++);
}

// The process id in the rest of a temporary's name, "<id>.<counter>"; 0 when it is not one.
pid_t writer_of(std::string_view rest) {
  pid_t pid = 0;
  const char* end = rest.data() + rest.size();
  const auto [after, ec] = std::from_chars(rest.data(), end, pid);
  if (ec != std::errc() || after == end || *after != '.' || after + 1 == end) return 0;
  if (std::string_view(after + 1, static_cast<size_t>(end - after - 1)).find_first_not_of("0123456789") !=
      std::string_view::npos)
    return 0;
  return pid;
}

// Removes the temporaries of `target` that a killed run of this machine left (its process is
// gone): a table write killed halfway would otherwise leave its gigabytes behind for good. Best
// effort: a leftover that cannot be removed stays.
void remove_leftovers(const std::string& target) {
  const std::string prefix = fs::path(target).filename().string() + ".tmp." + host_name() + ".";
  std::error_code ec;
  for (fs::directory_iterator it(directory_of(target), ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    const pid_t pid = writer_of(std::string_view(name).substr(prefix.size()));
    if (pid <= 0 || pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    fs::remove(it->path(), ec);
    ec.clear();
  }
}

}  // namespace

Result<OutputFile> OutputFile::open(const std::string& path, Mode mode) {
  OutputFile f;
  f.path_ = path;
  auto t = resolve(path);
  if (!t) return t.failure();
  const Target& target = t.value();
  if (target.exists && S_ISDIR(target.st.st_mode)) return cannot_write(path, "", EISDIR);
  if (mode == Mode::Append || target.through || (target.exists && !S_ISREG(target.st.st_mode))) {
    // Straight through: a device or a FIFO is written, never replaced by a regular file; a log
    // is appended to; a regular file behind a descriptor's link is emptied first, as by `cp`.
    // O_NOCTTY: a terminal named as the output does not become ours.
    const int flags = O_WRONLY | O_CLOEXEC | O_NOCTTY |
                      (mode == Mode::Append         ? O_APPEND | O_CREAT
                       : S_ISREG(target.st.st_mode) ? O_TRUNC
                                                    : 0);
    f.fd_ = ::open(target.path.c_str(), flags, 0666);
    if (f.fd_ < 0) return cannot_write(path, "", errno);
    struct stat opened {};
    f.append_ = mode == Mode::Append && ::fstat(f.fd_, &opened) == 0 && S_ISREG(opened.st_mode);
    return f;
  }
  remove_leftovers(target.path);
  for (int attempt = 0; f.fd_ < 0; ++attempt) {
    f.temp_ = temporary_name(target.path);
    // 0666 and the umask: the mode a new file gets; a replaced file keeps its own (below).
    f.fd_ = ::open(f.temp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (f.fd_ < 0 && (errno != EEXIST || attempt == 100)) {
      const int e = errno;
      f.temp_.clear();  // not ours: nothing to remove
      return cannot_write(path, "", e);
    }
  }
  note_temporary_file(f.temp_);  // removed by an interrupted run that cannot unwind
  // Best effort: a filesystem without modes (FAT) refuses, and the content is what matters.
  if (target.exists) (void)::fchmod(f.fd_, target.st.st_mode & 07777);
  f.target_ = target.path;
  return f;
}

OutputFile::OutputFile(OutputFile&& other) noexcept {
  *this = std::move(other);
}

OutputFile& OutputFile::operator=(OutputFile&& other) noexcept {
  if (this != &other) {
    abandon();
    path_ = std::move(other.path_);
    target_ = std::move(other.target_);
    temp_ = std::move(other.temp_);
    error_ = std::move(other.error_);
    append_ = other.append_;
    fd_ = other.fd_;
    other.fd_ = -1;
    other.temp_.clear();
  }
  return *this;
}

OutputFile::~OutputFile() {
  abandon();
}

void OutputFile::abandon() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) {
    ::unlink(temp_.c_str());
    forget_temporary_file(temp_);
  }
  temp_.clear();
}

Error OutputFile::failure(const std::string& why, int error_number) {
  abandon();
  Error e = cannot_write(path_, why, error_number);
  e.kind = ErrorKind::Output;
  error_ = e.message;
  return e;
}

Result<void> OutputFile::write(std::string_view bytes) {
  if (!error_.empty()) return fail_output(error_);
  if (fd_ < 0) return fail("cannot write " + path_ + ": the file is closed");
  // An append that fails halfway (a full disk takes part of it) is cut off again: each write is
  // a whole record or nothing, for the reader that resumes from the file.
  const off_t start = append_ ? ::lseek(fd_, 0, SEEK_END) : -1;
  const auto failed = [&](int error_number) {
    if (start >= 0) (void)::ftruncate(fd_, start);
    return failure("", error_number);
  };
  while (!bytes.empty()) {
    // A write may take fewer bytes than asked (a signal, a pipe, a device): the rest goes next.
    const ssize_t n = ::write(fd_, bytes.data(), std::min<size_t>(bytes.size(), size_t{1} << 30));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return failed(errno);
    if (n == 0) return failed(EIO);  // nothing taken and no error: do not spin
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return {};
}

Result<void> OutputFile::commit() {
  if (!error_.empty()) return fail_output(error_);
  if (fd_ < 0) return fail("cannot write " + path_ + ": the file is closed");
  if (!temp_.empty()) {
    // On disk before the rename: otherwise a crash just after it can leave the new name with no
    // content on some filesystems, and a network filesystem may report a failed write (a full
    // disk, a quota) only here or at the close.
    if (::fsync(fd_) != 0) return failure("", errno);
  }
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) return failure("", errno);  // never retried: the descriptor is gone
  if (!temp_.empty()) {
    if (::rename(temp_.c_str(), target_.c_str()) != 0) return failure("renaming the finished file", errno);
    forget_temporary_file(temp_);
    temp_.clear();
  }
  return {};
}

Result<void> write_file(const std::string& path, std::string_view bytes) {
  auto file = OutputFile::open(path);
  if (!file) return file.failure();
  if (auto written = file.value().write(bytes); !written) return written;
  return file.value().commit();
}

namespace {
bool cut_after_last_newline(int fd, off_t size) {
  std::array<char, 4096> block{};
  for (off_t end = size; end > 0;) {
    const off_t begin = std::max<off_t>(0, end - static_cast<off_t>(block.size()));
    const ssize_t n = ::pread(fd, block.data(), static_cast<size_t>(end - begin), begin);
    if (n <= 0) return n == 0;
    for (ssize_t k = n; k > 0; --k)
      if (block[static_cast<size_t>(k - 1)] == '\n') {
        const off_t kept = begin + k;
        return kept == size || ::ftruncate(fd, kept) == 0;
      }
    end = begin;
  }
  return size == 0 || ::ftruncate(fd, 0) == 0;
}

}  // namespace

Result<void> drop_cut_last_line(const std::string& path) {
  struct stat named {};
  if (::stat(path.c_str(), &named) != 0 || !S_ISREG(named.st_mode)) return {};  // missing, a device
  const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return errno == ENOENT ? Result<void>{} : cannot_write(path, "", errno);
  struct stat st {};
  const bool ok = ::fstat(fd, &st) == 0 && (!S_ISREG(st.st_mode) || cut_after_last_newline(fd, st.st_size));
  const int e = errno;
  ::close(fd);
  if (!ok) return cannot_write(path, "", e);
  return {};
}

Result<void> check_writable(const std::string& path) {
  auto t = resolve(path);
  if (!t) return t.failure();
  const Target& target = t.value();
  if (target.exists && S_ISDIR(target.st.st_mode)) return cannot_write(path, "", EISDIR);
  if (target.through || (target.exists && !S_ISREG(target.st.st_mode))) {
    if (::access(target.path.c_str(), W_OK) != 0) return cannot_write(path, "", errno);
    return {};
  }
  // A new file or a replaced one: its temporary is made in the directory.
  const std::string dir = directory_of(target.path);
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) return cannot_write(path, "directory " + dir, errno);
  if (!S_ISDIR(st.st_mode)) return cannot_write(path, "directory " + dir, ENOTDIR);
  if (::access(dir.c_str(), W_OK | X_OK) != 0) return cannot_write(path, "directory " + dir, errno);
  return {};
}

}  // namespace adaptoid

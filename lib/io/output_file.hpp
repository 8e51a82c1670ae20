#pragma once
// Every file the toolkit writes goes through here, so that a write never fails silently and an
// output path never gets destroyed. By what the path is when it is opened:
//   missing, or a regular file: written to a temporary file beside it (a unique name in the same
//       directory, so the rename is atomic and two runs do not share it), checked, synced,
//       closed, then renamed over it: a reader sees the old file or the new one, never half, and
//       a failed or abandoned write leaves the old file as it was and no temporary behind (a
//       killed run's temporary, named by its machine and process, is removed by the next write
//       of the file on that machine once the process is gone);
//   a symbolic link: followed; the link stays, and the file it points to is written as above
//       (its temporary in the directory of that file);
//   a character or block device, a FIFO, a socket: opened and written straight through, never
//       replaced (/dev/null stays a device, a FIFO's reader gets the bytes);
//   a directory: refused at once.
// A failure is one line: "cannot write <path>: <reason>" (the reason is the system's, e.g. "No
// space left on device"). Nothing here prints or exits.
#include <adaptoid/util/result.hpp>

#include <string>
#include <string_view>

namespace adaptoid {

// Writes `bytes` as the whole content of `path` (OutputFile: open, write, commit).
Result<void> write_file(const std::string& path, std::string_view bytes);

// A log of lines appended to (a results file a rerun reads back), whose last line has no
// newline: that line was cut (a crash, a disk that filled) and is removed, so the next line
// starts a line of its own. For a file its reader has just read as such a log: any other text
// without a final newline would lose its last line. Nothing is done to a device or FIFO.
Result<void> drop_cut_last_line(const std::string& path);

// Refuses at once a path that a writer would fail on before writing anything: a directory, a
// missing directory or one without write permission for the temporary file, a device or FIFO
// without write permission. For long jobs, to fail before the work rather than after it.
Result<void> check_writable(const std::string& path);

// A file written in parts. Each write goes to the system at once (no buffering here: write in
// blocks). An OutputFile that is destroyed before commit() removes its temporary file, so the
// target keeps its old content.
class OutputFile {
 public:
  enum class Mode {
    Replace,  // the whole content, as described above
    Append,   // appended to the file (made if missing), straight through: a log that a rerun
              // reads back; each write() is whole or, when it fails partway (a full disk), cut
              // back off a regular file, so a record is never left half written
  };
  static Result<OutputFile> open(const std::string& path, Mode mode = Mode::Replace);

  OutputFile(OutputFile&& other) noexcept;
  OutputFile& operator=(OutputFile&& other) noexcept;
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
  ~OutputFile();

  // Writes all of `bytes`; after a failure every later write and commit() fail with its message.
  Result<void> write(std::string_view bytes);
  // Finishes the file: flushed to disk, closed and renamed over the target (or just closed when
  // written straight through). The target is untouched when it fails.
  Result<void> commit();

  const std::string& path() const { return path_; }

 private:
  OutputFile() = default;
  void abandon();
  Error failure(const std::string& why, int error_number);

  std::string path_;    // as the caller named it, for messages
  std::string target_;  // the file the temporary replaces (a link resolved); empty: straight through
  std::string temp_;    // the temporary file, while it exists
  int fd_ = -1;
  bool append_ = false;  // appending to a regular file: a failed write is truncated away
  std::string error_;    // the first failure
};

}  // namespace adaptoid

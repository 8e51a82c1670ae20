#pragma once
// Every text file the toolkit reads whole (puzzle files, variant files, game records, position
// lists) comes through here, with a stated maximum: a reader never grows without bound, so
// `/dev/zero` or a huge sparse file given as input fails at once with one line instead of filling
// the memory. Devices and FIFOs may be read (a pipe from another program is an ordinary input),
// up to the same maximum; a directory is refused. Binary files that need seeking (tables) check
// with input_kind() first and refuse what is not a regular file.
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <string>

namespace adaptoid {

// The largest text file read whole: a year of puzzles is about 1 MiB, a match's records a few.
inline constexpr uint64_t kMaxTextFileBytes = uint64_t{64} << 20;

// The content of `path`, at most `max_bytes`. Errors (each one line, naming the path): "P: cannot
// read the file: no such file", "P: is a directory", "P: more than N MiB (the most a <what> may be)", the
// system's reason for any other failure. `what` names the kind of file in the size message ("puzzle file").
Result<std::string> read_text_file(const std::string& path, const std::string& what,
                                   uint64_t max_bytes = kMaxTextFileBytes);

enum class InputKind { Missing, Regular, Directory, Other, Loop };
// What `path` is (links followed); Other: a device, FIFO or socket, which cannot be sought in;
// Loop: a symbolic link that leads back to itself (file_error_text(ELOOP) says so).
InputKind input_kind(const std::string& path);

// "64 MiB" for a byte count that is a whole number of MiB, else "N bytes": for the messages.
std::string byte_limit_text(uint64_t bytes);

}  // namespace adaptoid

#pragma once
// A file of game records that a rerun resumes from (`match --out`, the report's games file): the
// records it already holds are read first; each new game is appended whole, its separating blank
// line included, in one write that is complete or, when the disk is full, truncated away, so a
// failed write never leaves half a record; commit() ends it. A record cut all the same (a crash of
// the machine, a file written by an older run) is found by the reader and dropped: its game is
// played again, never counted.
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/util/result.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The records a rerun resumes from: none when the file does not exist yet (or path is ""). Error:
// the file cannot be read (read_text_file's message, `what` naming it), or it holds no readable
// records ("<path>: holds no readable game records, so it cannot be resumed: <why>"). A last
// record that was cut is left out, and `dropped` (when given) says so in a line.
Result<std::vector<GameRecord>> read_games_file(const std::string& path, const std::string& what,
                                                std::string* dropped = nullptr);

// The bytes of `text` up to the end of its last complete record: text.size() when every record
// is whole. The last record (one that starts with a header, after at least one whole record:
// a file of one cut record is refused, never emptied) is cut when the text does not end
// with a newline, when it has no Result header (every record the tool writes has one, before
// the turns), or when it reads as a game the rules ended with a result its turns do not reach.
size_t complete_records_length(std::string_view text);

class GamesFileWriter {
 public:
  // Opens `path` to append ("" : a writer that writes nothing); a cut last record is removed
  // from the file first.
  static Result<GamesFileWriter> open(const std::string& path);
  Result<void> append(const GameRecord& record);
  Result<void> commit();

 private:
  std::optional<OutputFile> out_;
  bool separate_ = false;  // the file already holds a record: a blank line goes before the next
};

}  // namespace adaptoid

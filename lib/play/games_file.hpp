#pragma once
// A file of game records that a rerun resumes from (`match --out`, the report's games file): the
// records it already holds are read first; each new game is appended whole, its separating blank
// line included, in one write, so a kill never leaves half a record; commit() ends it.
#include <adaptoid/core/result.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/play/game_record.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The records a rerun resumes from: none when the file does not exist yet (or path is ""). Error:
// the file cannot be read (read_text_file's message, `what` naming it), or it holds no readable
// records ("<path>: holds no readable game records, so it cannot be resumed: <why>").
Result<std::vector<GameRecord>> read_games_file(const std::string& path, const std::string& what);

class GamesFileWriter {
 public:
  // Opens `path` to append ("" : a writer that writes nothing).
  static Result<GamesFileWriter> open(const std::string& path);
  Result<void> append(const GameRecord& record);
  Result<void> commit();

 private:
  std::optional<OutputFile> out_;
  bool separate_ = false;  // the file already holds a record: a blank line goes before the next
};

}  // namespace adaptoid

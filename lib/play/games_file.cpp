// A games file that a rerun resumes from (games_file.hpp).
#include <adaptoid/play/games_file.hpp>

#include <adaptoid/io/input_file.hpp>

#include <filesystem>

namespace adaptoid {

Result<std::vector<GameRecord>> read_games_file(const std::string& path, const std::string& what) {
  std::error_code error;
  if (path.empty() || !std::filesystem::is_regular_file(path, error)) return std::vector<GameRecord>{};
  auto text = read_text_file(path, what);
  if (!text) return text.failure();
  auto records = parse_game_records(text.value());
  if (!records)
    return fail(path + ": holds no readable game records, so it cannot be resumed: " + records.error());
  return records;
}

Result<GamesFileWriter> GamesFileWriter::open(const std::string& path) {
  GamesFileWriter w;
  if (path.empty()) return w;
  std::error_code error;
  w.separate_ = std::filesystem::is_regular_file(path, error) && std::filesystem::file_size(path, error) > 0;
  auto opened = OutputFile::open(path, OutputFile::Mode::Append);
  if (!opened) return opened.failure();
  w.out_.emplace(std::move(opened).value());
  return w;
}

Result<void> GamesFileWriter::append(const GameRecord& record) {
  if (!out_) return {};
  auto written = out_->write((separate_ ? "\n" : "") + format_game_record(record));
  if (!written) return written;
  separate_ = true;
  return {};
}

Result<void> GamesFileWriter::commit() {
  if (!out_) return {};
  return out_->commit();
}

}  // namespace adaptoid

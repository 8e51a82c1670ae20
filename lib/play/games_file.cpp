// A games file that a rerun resumes from (games_file.hpp).
#include <adaptoid/play/games_file.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/io/input_file.hpp>

#include <unistd.h>

#include <filesystem>

namespace adaptoid {

namespace {

// Where the last record starts: after the last blank line that has a record after it.
size_t last_record_start(std::string_view text) {
  size_t end = text.size();
  while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r' || text[end - 1] == ' ')) --end;
  for (size_t at = text.rfind('\n', end == 0 ? 0 : end - 1); at != std::string_view::npos && at > 0;
       at = text.rfind('\n', at - 1)) {
    size_t before = at;  // a blank line: only spaces between this newline and the one before
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\r' || text[before - 1] == '\t'))
      --before;
    if (before > 0 && text[before - 1] == '\n') return at + 1;
  }
  return 0;
}

bool has_result_header(std::string_view record) {
  return record.rfind("[Result ", 0) == 0 || record.find("\n[Result ") != std::string_view::npos;
}

// Whether the last record is whole. Cut: it does not end its last line, or it stops before its
// Result header (which the tool writes before the turns), or it claims an end by the rules that
// its turns do not reach (cut between two turn lines). One that is whole but does not read is
// damaged, not cut: the reader says why.
bool whole(std::string_view record) {
  if (record.back() != '\n' || !has_result_header(record)) return false;
  auto parsed = parse_game_records(record);
  if (!parsed || parsed.value().size() != 1) return true;
  const GameRecord& r = parsed.value().front();
  if (!r.status.over || !r.termination.empty()) return true;
  const Position last = r.position_at(r.turns.size());
  return visit_game(r.variant, [&](const auto& game) { return game.status(last).over; });
}

}  // namespace

size_t complete_records_length(std::string_view text) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return text.size();
  const size_t start = last_record_start(text);
  const std::string_view last = text.substr(start);
  // Only what begins as a record (a header line) is taken for one that was cut: any other text is
  // the reader's to refuse, and never truncated away.
  // A file whose only record is cut is no file of finished games to resume: refused by the
  // reader, and never emptied.
  if (start == 0 || last.empty() || last.front() != '[') return text.size();
  return whole(last) ? text.size() : start;
}

Result<std::vector<GameRecord>> read_games_file(const std::string& path, const std::string& what,
                                                std::string* dropped) {
  std::error_code error;
  if (path.empty() || !std::filesystem::is_regular_file(path, error)) return std::vector<GameRecord>{};
  auto text = read_text_file(path, what);
  if (!text) return text.failure();
  const size_t complete = complete_records_length(text.value());
  if (complete < text.value().size() && dropped)
    *dropped = path +
               ": its last record is cut (a run ended while writing it): it is dropped, and its game "
               "played again";
  auto records = parse_game_records(std::string_view(text.value()).substr(0, complete));
  if (!records)
    return fail(path + ": holds no readable game records, so it cannot be resumed: " + records.error());
  return records;
}

Result<GamesFileWriter> GamesFileWriter::open(const std::string& path) {
  GamesFileWriter w;
  if (path.empty()) return w;
  std::error_code error;
  if (std::filesystem::is_regular_file(path, error)) {
    auto text = read_text_file(path, "games file");
    if (!text) return text.failure();
    const size_t complete = complete_records_length(text.value());
    if (complete < text.value().size() && ::truncate(path.c_str(), static_cast<off_t>(complete)) != 0)
      return fail("cannot write " + path + ": its cut last record cannot be removed");
    // A cut record dropped leaves the blank line before it: the next record follows it as is.
    const std::string_view kept = std::string_view(text.value()).substr(0, complete);
    w.separate_ = complete > 0 && !kept.ends_with("\n\n");
  }
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

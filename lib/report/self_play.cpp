#include <adaptoid/report/self_play.hpp>

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/play/match.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>

namespace adaptoid {

namespace {

// The records already in the games file (none when it does not exist yet).
Result<std::vector<GameRecord>> read_done(const std::string& path) {
  std::error_code error;
  if (path.empty() || !std::filesystem::is_regular_file(path, error)) return std::vector<GameRecord>{};
  auto text = read_text_file(path, "games file");
  if (!text) return fail(text.error());
  auto records = parse_game_records(text.value());
  if (!records) return fail(path + ": cannot be resumed: " + records.error());
  return records;
}

MatchOptions match_options(const SelfPlayOptions& o) {
  MatchOptions m;
  m.variant = o.variant;
  m.variant_name = o.variant_name;
  if (o.variant_name.empty()) m.variant_toml = variant_to_toml(*o.variant);
  m.players = o.players;
  m.games = o.games;
  m.threads = o.threads;
  m.seed = o.seed;
  m.max_plies = o.max_plies;
  m.date = o.date;
  return m;
}

}  // namespace

Result<SelfPlay> run_self_play(const SelfPlayOptions& o) {
  auto done = read_done(o.games_file);
  if (!done) return fail(done.error());
  std::optional<OutputFile> out;
  std::error_code error;
  bool separate = !o.games_file.empty() && std::filesystem::is_regular_file(o.games_file, error) &&
                  std::filesystem::file_size(o.games_file, error) > 0;
  if (!o.games_file.empty()) {
    auto opened = OutputFile::open(o.games_file, OutputFile::Mode::Append);
    if (!opened) return fail(opened.error());
    out.emplace(std::move(opened).value());
  }
  std::map<int, GameRecord> by_index;
  for (const GameRecord& r : done.value())
    if (auto i = match_game_index(r.event, o.seed)) by_index.emplace(*i, r);
  MatchCallbacks callbacks;
  callbacks.on_game = [&](const GameRecord& record) {
    if (out) {
      // One write a record, its separating blank line included: a kill never leaves half a one.
      auto written = out->write((separate ? "\n" : "") + format_game_record(record));
      if (!written) throw std::runtime_error(written.error());
      separate = true;
    }
    if (auto i = match_game_index(record.event, o.seed)) by_index.emplace(*i, record);
  };
  callbacks.on_progress = [&](const MatchProgress& p) {
    if (o.progress) o.progress(p.done, p.total);
  };
  std::optional<Result<MatchResult>> ran;
  try {
    ran.emplace(run_match(match_options(o), done.value(), callbacks));
  } catch (const std::exception& e) {  // a games file that could not be written
    return fail(e.what());
  }
  const Result<MatchResult>& result = *ran;
  if (!result) return fail((o.games_file.empty() ? "" : o.games_file + ": ") + result.error());
  if (out)
    if (auto committed = out->commit(); !committed) return fail(committed.error());
  SelfPlay play;
  play.resumed = result->resumed;
  play.played = result->played;
  for (const auto& [index, record] : by_index)
    if (index < result->games) play.games.push_back(game_facts(record));
  return play;
}

}  // namespace adaptoid

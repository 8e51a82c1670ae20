// Writing game records, and what a record says: its positions and its result.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/play/game_record_parts.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>

namespace adaptoid {

using game_record::kPlayerHeaders;

Position GameRecord::position_at(size_t ply) const {
  return visit_game(variant, [&](const auto& game) {
    Position p = start ? *start : game.start(seed);
    const size_t n = std::min(ply, turns.size());
    for (size_t i = 0; i < n; ++i) p = game.apply(p, turns[i]);
    return p;
  });
}

uint64_t GameRecord::start_seed() const {
  return family_traits(*variant).random_setup && !start ? seed : 0;
}

std::string GameRecord::result_text() const {
  if (!status.over) return "*";
  const int count = variant ? variant->players : 2;
  if (count == 2) {
    if (!status.winner) return "1/2-1/2";
    return *status.winner == 0 ? "1-0" : "0-1";
  }
  if (!status.winner) return "draw";
  return std::string(1, colour_lower(*status.winner));
}

namespace {

// A header value on one line, with `"` and `\` escaped; a line break inside would end the line.
std::string header(std::string_view name, std::string_view value) {
  std::string out = "[" + std::string(name) + " \"";
  for (char ch : value) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f ? ' ' : ch;
  }
  return out + "\"]\n";
}

// A built-in is named; any other variant travels as its TOML text, so the record reads back on
// a machine without the file (and a file of the same name with other rules cannot take its place).
bool named_builtin(const GameRecord& r) {
  if (!is_builtin_variant(r.variant_name)) return false;
  const auto builtin = load_variant(r.variant_name);
  return builtin && builtin.value()->name == r.variant->name && same_rules(*builtin.value(), *r.variant);
}

std::string variant_headers(const GameRecord& r) {
  if (named_builtin(r)) return header("Variant", r.variant_name);
  std::string out = header("Variant", r.variant->name) + std::string(game_record::kVariantFileHeader) + "\n";
  const std::string toml = variant_to_toml(*r.variant);
  size_t begin = 0;
  while (begin < toml.size()) {
    size_t end = toml.find('\n', begin);
    if (end == std::string::npos) end = toml.size();
    const std::string_view line(toml.data() + begin, end - begin);
    out += game_record::kTomlPrefix;
    if (!line.empty()) out += " " + std::string(line);
    out += "\n";
    begin = end + 1;
  }
  return out;
}

// One turn a line, labelled with the turn number and the side to move: `3b d4-d5 +e5`.
std::string turn_lines(const GameRecord& r) {
  return visit_game(r.variant, [&](const auto& game) {
    std::string out;
    Position p = r.start ? *r.start : game.start(r.seed);
    for (const Turn& t : r.turns) {
      out +=
          std::to_string(p.turn_number()) + colour_lower(p.side()) + " " + format_turn(*r.variant, t) + "\n";
      p = game.apply(p, t);
    }
    return out;
  });
}

}  // namespace

std::string format_game_record(const GameRecord& r) {
  std::string out;
  if (!r.event.empty()) out += header("Event", r.event);
  if (!r.date.empty()) out += header("Date", r.date);
  out += variant_headers(r);
  for (size_t c = 0; c < r.players.size() && c < kPlayerHeaders.size(); ++c)
    if (!r.players[c].empty()) out += header(kPlayerHeaders[c], r.players[c]);
  out += header("Seed", std::to_string(r.seed));
  if (r.start) out += header("Start", format_position(*r.variant, *r.start));
  out += header("Result", r.result_text());
  if (!r.termination.empty()) out += header("Termination", r.termination);
  return out + turn_lines(r);
}

std::string format_game_records(const std::vector<GameRecord>& records) {
  std::string out;
  for (size_t i = 0; i < records.size(); ++i) out += (i ? "\n" : "") + format_game_record(records[i]);
  return out;
}

}  // namespace adaptoid

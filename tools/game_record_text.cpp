#include "game_record_text.hpp"

#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <ctime>
#include <iterator>

namespace adaptoid::cli {

namespace {

constexpr std::string_view kPlayerHeaders[] = {"White", "Black", "Red", "Green", "Yellow", "Orange"};

// One line: `"` and `\` escaped, control characters (which would break the line) as spaces.
std::string header(std::string_view name, std::string_view value) {
  std::string out = "[" + std::string(name) + " \"";
  for (char ch : value) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f ? ' ' : ch;
  }
  return out + "\"]\n";
}

// A variant that is not built in travels as its TOML text, so the record reads back anywhere.
std::string variant_headers(const GameRecord& r) {
  if (!r.variant_name.empty()) return header("Variant", r.variant_name);
  std::string out = header("Variant", r.variant->name) + "[VariantFile]\n";
  const std::string toml = variant_to_toml(*r.variant);
  for (size_t begin = 0; begin < toml.size();) {
    size_t end = toml.find('\n', begin);
    if (end == std::string::npos) end = toml.size();
    const std::string_view line(toml.data() + begin, end - begin);
    out += line.empty() ? "|\n" : "| " + std::string(line) + "\n";
    begin = end + 1;
  }
  return out;
}

std::string turn_lines(const GameRecord& r) {
  return std::visit(
      [&](const auto& game) {
        std::string out;
        Position p = r.start ? *r.start : game.start(r.seed);
        for (const Turn& t : r.turns) {
          out += std::to_string(p.turn_number()) + colour_lower(p.side()) + " " + format_turn(*r.variant, t) +
                 "\n";
          p = game.apply(p, t);
        }
        return out;
      },
      make_game(r.variant));
}

}  // namespace

std::string result_text(const GameRecord& r) {
  if (!r.status.over) return "*";
  if (r.variant->players == 2) return !r.status.winner ? "1/2-1/2" : *r.status.winner == 0 ? "1-0" : "0-1";
  return !r.status.winner ? "draw" : std::string(1, colour_lower(*r.status.winner));
}

std::string game_record_text(const GameRecord& r) {
  std::string out;
  if (!r.event.empty()) out += header("Event", r.event);
  if (!r.date.empty()) out += header("Date", r.date);
  out += variant_headers(r);
  for (size_t c = 0; c < r.players.size() && c < std::size(kPlayerHeaders); ++c)
    if (!r.players[c].empty()) out += header(kPlayerHeaders[c], r.players[c]);
  out += header("Seed", std::to_string(r.seed));
  if (r.start) out += header("Start", format_position(*r.variant, *r.start));
  out += header("Result", result_text(r));
  if (!r.termination.empty()) out += header("Termination", r.termination);
  return out + turn_lines(r);
}

std::string today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &local);
  return buf;
}

}  // namespace adaptoid::cli

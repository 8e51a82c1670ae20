#include "play_support.hpp"

#include <adaptoid/core/notation.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/text.hpp>

#include <fmt/format.h>
#include <filesystem>
#include <limits>

namespace adaptoid::cli {

Result<Turn> parse_turn_in(const AnyGame& game, const Position& p, std::string_view text) {
  return std::visit([&](const auto& g) { return adaptoid::parse_turn(g, p, text); }, game);
}

Position apply_in(const AnyGame& game, const Position& p, const Turn& t) {
  return std::visit([&](const auto& g) { return g.apply(p, t); }, game);
}

Status status_in(const AnyGame& game, const Position& p) {
  return std::visit([&](const auto& g) { return g.status(p); }, game);
}

std::vector<Turn> legal_turns_in(const AnyGame& game, const Position& p) {
  return std::visit([&](const auto& g) { return adaptoid::legal_turns(g, p); }, game);
}

std::string ending_text(const Variant& v, const Status& s) {
  const std::string line = status_line(v, s);
  constexpr std::string_view kOver = "over: ";
  return line.starts_with(kOver) ? line.substr(kOver.size()) : line;
}

Result<std::unique_ptr<Player>> player_from_text(const VariantPtr& variant, std::string_view text) {
  auto spec = parse_player_spec(text);
  if (!spec) return spec.failure();
  return make_player(variant, spec.value(), spec->seed.value_or(1));
}

std::string position_naming(std::string text, const Variant& v) {
  const std::string name = position_variant_name(text);
  if (name != v.name && std::filesystem::path(name).stem() == v.name &&
      (name.ends_with(".toml") || name.find('/') != std::string::npos))
    text.replace(text.find(name), name.size(), v.name);
  return text;
}

Result<uint64_t> parse_count(std::string_view what, std::string_view text) {
  if (const auto n = parse_number<uint64_t>(text); n && *n > 0) return *n;
  return fail(std::string(what) + " '" + echo_text(text) + "': must be a whole number from 1 to " +
              std::to_string(std::numeric_limits<uint64_t>::max()));
}

uint64_t nodes_per_second(uint64_t nodes, double seconds) {
  return seconds > 0 ? static_cast<uint64_t>(static_cast<double>(nodes) / seconds) : 0;
}

std::string speed_text(uint64_t nodes, double seconds) {
  const double nps = static_cast<double>(nodes_per_second(nodes, seconds));
  if (nps >= 1e6) return fmt::format("{:.1f} M/s", nps / 1e6);
  if (nps >= 1e3) return fmt::format("{:.0f} k/s", nps / 1e3);
  return fmt::format("{:.0f} /s", nps);
}

nlohmann::ordered_json score_json(const Score& s, int players) {
  return {{"kind", std::string(s.kind_word())}, {"value", s.value}, {"text", s.text(players)}};
}

}  // namespace adaptoid::cli

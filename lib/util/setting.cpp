// The marks of settings in messages (setting.hpp).
#include <adaptoid/util/setting.hpp>

#include <array>

namespace adaptoid {

namespace {

constexpr std::array<std::string_view, kSettings> kNames = {
    "out",       "turn",  "turns",       "position", "max_positions", "force",
    "by_search", "dense", "dense_table", "no_check", "skill_games",
};

}  // namespace

std::string_view setting_name(Setting s) {
  return kNames[static_cast<size_t>(s)];
}

std::string mention(Setting s) {
  return std::string(1, setting_mark::kOpen) + std::string(setting_name(s)) + setting_mark::kClose;
}

std::string phrase_settings(std::string_view text) {
  return phrase_settings(text, [](Setting s) { return std::string(setting_name(s)); });
}

setting_mark::Found setting_mark::at(std::string_view text, size_t at) {
  const size_t close = text.find(kClose, at + 1);
  if (close == std::string_view::npos) return {};
  const std::string_view name = text.substr(at + 1, close - at - 1);
  for (size_t k = 0; k < kNames.size(); ++k)
    if (kNames[k] == name) return {static_cast<Setting>(k), close - at + 1};
  return {};
}

}  // namespace adaptoid

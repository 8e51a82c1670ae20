#pragma once
// Player colours. The first N are the colours of an N-player game.
#include <array>
#include <optional>
#include <string_view>

namespace adaptoid {

using Colour = int;  // 0 white, 1 black, 2 red, 3 green, 4 yellow, 5 orange
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxAdaptoidPlayers = 3;
inline constexpr std::array<std::string_view, kMaxPlayers> kColourNames = {"white", "black",  "red",
                                                                           "green", "yellow", "orange"};
inline constexpr std::string_view kColourLetters = "WBRGYO";

inline char colour_letter(Colour c) {
  return kColourLetters[c];
}
inline char colour_lower(Colour c) {
  return static_cast<char>(kColourLetters[c] - 'A' + 'a');
}
inline std::string_view colour_name(Colour c) {
  return kColourNames[c];
}

inline std::optional<Colour> colour_from_letter(char upper) {
  auto at = kColourLetters.find(upper);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<Colour>(at);
}
inline std::optional<Colour> colour_from_name(std::string_view name) {
  for (int c = 0; c < kMaxPlayers; ++c)
    if (kColourNames[c] == name) return c;
  return std::nullopt;
}

}  // namespace adaptoid

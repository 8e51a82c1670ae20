#pragma once
// What the fuzz targets check on any input, shared with the regression test that replays the
// corpus (tests/rules/test_properties_fuzz_corpus.cpp). Each returns "" when every invariant holds,
// else what broke. Nothing reads files: a variant named in the input must be a built-in.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>

namespace adaptoid::fuzz {

// A built-in, loaded once.
inline VariantPtr builtin(const std::string& name) {
  static std::map<std::string, VariantPtr> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, load_variant(name).value()).first;
  return it->second;
}

inline VariantPtr builtin_or_default(const std::string& name) {
  static const auto names = builtin_variant_names();
  const bool known = std::find(names.begin(), names.end(), name) != names.end();
  return builtin(known ? name : "adaptoid");
}

// A position text: when it reads, it writes back to the same text, its key is consistent, and
// its turns apply.
inline std::string check_position_text(std::string_view text) {
  const VariantPtr v = builtin_or_default(position_variant_name(text));
  return std::visit(
      [&](const auto& game) -> std::string {
        auto p = parse_position(game, text);
        if (!p) return p.error().empty() ? "an error without a message" : "";
        const std::string written = format_position(*v, p.value());
        auto again = parse_position(game, written);
        if (!again) return "the written position does not read: " + written + ": " + again.error();
        if (format_position(*v, again.value()) != written) return "round trip differs: " + written;
        if (p.value().key() != p.value().compute_key()) return "inconsistent key: " + written;
        const auto turns = legal_turns(game, p.value());
        for (size_t i = 0; i < turns.size(); i += std::max<size_t>(1, turns.size() / 8)) {
          const Position next = game.apply(p.value(), turns[i]);
          if (next.key() != next.compute_key()) return "inconsistent key after " + format_turn(*v, turns[i]);
        }
        return "";
      },
      make_game(v));
}

// A turn text for a built-in chosen by the first byte: when it reads, it writes back the same;
// on the start position it is legal or the engine says why not.
inline std::string check_turn_text(std::string_view data) {
  static const auto names = builtin_variant_names();
  if (data.empty()) return "";
  const VariantPtr v = builtin(names[static_cast<unsigned char>(data[0]) % names.size()]);
  const std::string_view text = data.substr(1);
  auto t = parse_turn_text(*v, text);
  if (!t) return t.error().empty() ? "an error without a message" : "";
  const std::string written = format_turn(*v, t.value());
  auto again = parse_turn_text(*v, written);
  if (!again || !(again.value() == t.value())) return "turn round trip differs: " + written;
  return std::visit(
      [&](const auto& game) -> std::string {
        auto legal = parse_turn(game, game.start(1), written);
        if (!legal && legal.error().empty()) return "an illegal turn without a reason";
        return "";
      },
      make_game(v));
}

// A variant file: when it loads, it writes back to TOML that loads to the same rules, and its
// start position has turns or is over.
inline std::string check_variant_text(std::string_view text) {
  auto v = load_variant_text(text, "fuzz", "fuzz input", "");
  if (!v) return v.error().empty() ? "an error without a message" : "";
  const std::string written = variant_to_toml(*v.value());
  auto again = load_variant_text(written, "fuzz", "written back", "");
  if (!again) return "the written variant does not load: " + again.error();
  if (!same_rules(*v.value(), *again.value())) return "the written variant has other rules";
  return std::visit(
      [&](const auto& game) -> std::string {
        const Position p = game.start(1);
        if (legal_turns(game, p).empty() && !game.status(p).over)
          return "a start without turns that is not over";
        return "";
      },
      make_game(v.value()));
}

}  // namespace adaptoid::fuzz

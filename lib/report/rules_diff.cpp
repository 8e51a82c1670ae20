#include <adaptoid/report/rules_diff.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/util/text.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <map>
#include <set>
#include <sstream>

namespace adaptoid {

namespace {

// "section.key" -> value, comments dropped (a '#' outside quotes starts one).
std::map<std::string, std::string> flatten(const std::string& toml) {
  std::map<std::string, std::string> out;
  std::istringstream in(toml);
  std::string line, section;
  while (std::getline(in, line)) {
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
      if (line[i] == '"') quoted = !quoted;
      if (line[i] == '#' && !quoted) {
        line.resize(i);
        break;
      }
    }
    const std::string_view text = trim(line);
    if (text.empty()) continue;
    if (text.front() == '[') {
      section = std::string(trim(text.substr(1, text.find(']') - 1))) + ".";
      continue;
    }
    const auto eq = text.find('=');
    if (eq != std::string_view::npos)
      out[section + std::string(trim(text.substr(0, eq)))] = trim(text.substr(eq + 1));
  }
  return out;
}

std::string default_base_name(AdaptoidTag /*game*/, int players) {
  return players == 3 ? "adapt3" : "adaptoid";
}
std::string default_base_name(QuantumLeapTag /*game*/, int players) {
  return players == 3 ? "quantum-leap-3p" : "quantum-leap";
}

}  // namespace

std::vector<OptionDiff> rules_diff(const Variant& subject, const Variant& base) {
  const auto a = flatten(variant_to_toml(subject)), b = flatten(variant_to_toml(base));
  std::set<std::string> keys;
  for (const auto& [k, _] : a) keys.insert(k);
  for (const auto& [k, _] : b) keys.insert(k);
  std::vector<OptionDiff> out;
  for (const std::string& k : keys) {
    const auto x = a.find(k), y = b.find(k);
    const std::string sv = x == a.end() ? "" : x->second, bv = y == b.end() ? "" : y->second;
    if (sv != bv) out.push_back({k, sv, bv});
  }
  return out;
}

std::string default_base_name(const Variant& v) {
  return visit_family(v, [&](auto game) { return default_base_name(game, v.players); });
}

}  // namespace adaptoid

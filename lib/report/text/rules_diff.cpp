#include <adaptoid/report/text/rules_diff.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/util/text.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace adaptoid {

namespace {

// The text before a '#' outside quotes, and how deep in brackets or braces its end is (a list
// written over several lines is read whole).
std::string without_comment(const std::string& line, int& depth) {
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char ch = line[i];
    if (ch == '\\' && quoted) {
      ++i;
    } else if (ch == '"') {
      quoted = !quoted;
    } else if (!quoted && ch == '#') {
      return line.substr(0, i);
    } else if (!quoted && (ch == '[' || ch == '{')) {
      ++depth;
    } else if (!quoted && (ch == ']' || ch == '}')) {
      --depth;
    }
  }
  return line;
}

// The parts of a list's or table's inside separated by commas outside quotes, trimmed.
std::vector<std::string> top_level_parts(std::string_view inside) {
  std::vector<std::string> parts;
  std::string part;
  bool quoted = false;
  for (size_t i = 0; i < inside.size(); ++i) {
    const char ch = inside[i];
    if (ch == '"' && (i == 0 || inside[i - 1] != '\\')) quoted = !quoted;
    if (ch == ',' && !quoted) {
      parts.emplace_back(trim(part, " \t\n"));
      part.clear();
    } else {
      part += ch;
    }
  }
  if (!trim(part, " \t\n").empty()) parts.emplace_back(trim(part, " \t\n"));
  std::erase_if(parts, [](const std::string& p) { return p.empty(); });
  return parts;
}

std::string unquoted(std::string_view text) {
  if (text.size() < 2 || text.front() != '"' || text.back() != '"') return std::string(text);
  std::string out;
  for (size_t i = 1; i + 1 < text.size(); ++i) {
    if (text[i] == '\\' && i + 2 < text.size()) ++i;
    out += text[i];
  }
  return out;
}

bool is_list(std::string_view value) {
  return value.size() >= 2 && value.front() == '[' && value.back() == ']';
}
bool is_table(std::string_view value) {
  return value.size() >= 2 && value.front() == '{' && value.back() == '}';
}

// One value on one line, written the same way whatever the file's spacing; a list of cells as
// the set it names (sorted), so two lists of the same cells are equal.
std::string normalized(std::string_view value, bool as_set) {
  if (is_list(value)) {
    auto items = top_level_parts(value.substr(1, value.size() - 2));
    if (as_set) std::sort(items.begin(), items.end());
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out + "]";
  }
  if (is_table(value)) {
    std::string out = "{";
    for (const std::string& entry : top_level_parts(value.substr(1, value.size() - 2))) {
      const auto eq = entry.find('=');
      if (eq == std::string::npos) continue;
      out += (out.size() > 1 ? ", " : " ") + std::string(trim(entry.substr(0, eq))) + " = " +
             std::string(trim(entry.substr(eq + 1)));
    }
    return out + " }";
  }
  return std::string(value);
}

// "section.key" -> value on one line, comments dropped.
std::map<std::string, std::string> flatten(const std::string& toml) {
  std::map<std::string, std::string> out;
  std::istringstream in(toml);
  std::string line, section, pending;
  int depth = 0;
  while (std::getline(in, line)) {
    pending += without_comment(line, depth) + "\n";
    if (depth > 0) continue;
    const std::string text(trim(pending, " \t\n"));
    pending.clear();
    if (text.empty()) continue;
    if (text.front() == '[' && text.find('=') == std::string::npos) {
      section = std::string(trim(std::string_view(text).substr(1, text.find(']') - 1))) + ".";
      continue;
    }
    const auto eq = text.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = section + std::string(trim(std::string_view(text).substr(0, eq)));
    const bool cells = key.starts_with("board.") || key.starts_with("start.");
    out[key] = normalized(trim(std::string_view(text).substr(eq + 1), " \t\n"), cells);
  }
  return out;
}

// An empty list says what an absent key says (no holes, no stacks).
std::string absent_if_empty(const std::string& value) {
  return value == "[]" ? "" : value;
}

std::string comma_list(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// What only one of two lists of cells holds.
std::string list_change(const Variant& subject, const Variant& base, const std::string& a,
                        const std::string& b) {
  if ((!a.empty() && !is_list(a)) || (!b.empty() && !is_list(b))) return "";
  const auto xs = list_items(a), ys = list_items(b);
  const std::set<std::string> x(xs.begin(), xs.end()), y(ys.begin(), ys.end());
  std::vector<std::string> only_x, only_y;
  std::set_difference(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(only_x));
  std::set_difference(y.begin(), y.end(), x.begin(), x.end(), std::back_inserter(only_y));
  std::string out;
  if (!only_x.empty()) out = "only in " + subject.name + ": " + comma_list(only_x);
  if (!only_y.empty())
    out += (out.empty() ? "" : "; ") + std::string("only in ") + base.name + ": " + comma_list(only_y);
  return out;
}

std::string default_base_name(AdaptoidTag /*game*/, int players) {
  return players == 3 ? "adapt3" : "adaptoid";
}
std::string default_base_name(QuantumLeapTag /*game*/, int players) {
  return players == 3 ? "quantum-leap-3p" : "quantum-leap";
}

}  // namespace

std::vector<std::string> list_items(const std::string& toml_value) {
  std::vector<std::string> out;
  if (!is_list(toml_value)) return out;
  for (const std::string& item :
       top_level_parts(std::string_view(toml_value).substr(1, toml_value.size() - 2)))
    out.push_back(unquoted(item));
  return out;
}

std::string option_display(const std::string& value) {
  if (value.empty()) return "(absent)";
  if (is_list(value)) {
    const auto items = list_items(value);
    return items.empty() ? "none" : comma_list(items);
  }
  if (is_table(value)) {
    std::string out;
    for (const std::string& entry : top_level_parts(std::string_view(value).substr(1, value.size() - 2))) {
      const auto eq = entry.find('=');
      if (eq == std::string::npos) continue;
      out += (out.empty() ? "" : ", ") + std::string(trim(entry.substr(0, eq))) + " → " +
             unquoted(trim(entry.substr(eq + 1)));
    }
    return out;
  }
  return unquoted(value);
}

std::string option_display_short(const std::string& value, size_t most) {
  const auto items = list_items(value);
  if (!is_list(value) || items.size() <= most) return option_display(value);
  return std::to_string(items.size()) + " cells: " + items[0] + ", " + items[1] + ", … " + items.back();
}

std::vector<OptionDiff> rules_diff(const Variant& subject, const Variant& base) {
  const auto a = flatten(variant_to_toml(subject)), b = flatten(variant_to_toml(base));
  std::set<std::string> keys;
  for (const auto& [k, _] : a) keys.insert(k);
  for (const auto& [k, _] : b) keys.insert(k);
  std::vector<OptionDiff> out;
  for (const std::string& k : keys) {
    const auto x = a.find(k), y = b.find(k);
    const std::string sv = x == a.end() ? "" : x->second, bv = y == b.end() ? "" : y->second;
    if (absent_if_empty(sv) != absent_if_empty(bv))
      out.push_back({k, sv, bv, list_change(subject, base, sv, bv)});
  }
  return out;
}

std::string default_base_name(const Variant& v) {
  return visit_family(v, [&](auto game) { return default_base_name(game, v.players); });
}

}  // namespace adaptoid

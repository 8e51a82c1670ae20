// Reading the case table (hostile_case.hpp).
#include "hostile_case.hpp"

#include <fstream>
#include <sstream>

namespace adaptoid::hostile {

namespace {

std::string trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t") - a + 1);
}

// The fields of a line, split at '|' outside single quotes.
std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '\'') quoted = !quoted;
    if (c == '|' && !quoted) {
      out.emplace_back();
      continue;
    }
    out.back() += c;
  }
  for (auto& f : out) f = trim(f);
  return out;
}

}  // namespace

std::vector<std::string> split_arguments(const std::string& text) {
  std::vector<std::string> out;
  std::string word;
  bool quoted = false, have = false;
  for (char c : text) {
    if (c == '\'') {
      quoted = !quoted;
      have = true;
    } else if (c == ' ' && !quoted) {
      if (have) out.push_back(word);
      word.clear();
      have = false;
    } else {
      word += c;
      have = true;
    }
  }
  if (have) out.push_back(word);
  return out;
}

std::vector<Case> read_cases(const std::string& path) {
  std::vector<Case> cases;
  std::ifstream in(path);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (trim(line).empty() || trim(line)[0] == '#') continue;
    const auto f = fields_of(line);
    Case c;
    c.line = n;
    if (f.size() < 4 || f.size() > 5) {
      c.name = "malformed_line_" + std::to_string(n);
      c.status = -100;
      cases.push_back(c);
      continue;
    }
    c.name = f[0];
    c.status = std::stoi(f[1]);
    c.needle = f[2].size() >= 2 && f[2].front() == '\'' ? f[2].substr(1, f[2].size() - 2) : f[2];
    c.args = split_arguments(f[3]);
    if (f.size() == 5)
      for (const std::string& o : split_arguments(f[4])) {
        const size_t eq = o.find('=');
        c.options[o.substr(0, eq)] = eq == std::string::npos ? "" : o.substr(eq + 1);
      }
    cases.push_back(c);
  }
  return cases;
}

}  // namespace adaptoid::hostile

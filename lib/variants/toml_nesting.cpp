// The nesting of a TOML text, counted in one loop (toml_nesting.hpp). It is a bound, not a parser:
// a text it counts wrongly is still read by toml++, which rejects what is not TOML; what it must
// never do is count a deep text as shallow, so every level a text could open is counted.
#include <adaptoid/variants/toml_nesting.hpp>

#include <string>
#include <utility>
#include <vector>

namespace adaptoid::variant_loading {

namespace {

// The index just past the string that starts at `at` (basic or literal, one line or three
// quotes), counting the newlines it holds; an unterminated string runs to the end.
size_t skip_string(std::string_view t, size_t at, size_t& line) {
  const char quote = t[at];
  const bool multi = t.substr(at, 3) == std::string(3, quote);
  size_t i = at + (multi ? 3 : 1);
  while (i < t.size()) {
    const char c = t[i];
    if (c == '\\' && quote == '"') {
      i += 2;
      continue;
    }
    if (c == '\n') {
      ++line;
      if (!multi) return i;  // a one-line string ends at its line (toml++ says what is wrong)
    }
    if (c == quote && (!multi || t.substr(i, 3) == std::string(3, quote))) return i + (multi ? 3 : 1);
    ++i;
  }
  return i;
}

class Scan {
 public:
  Scan(std::string_view text, size_t limit) : t_(text), limit_(limit) {}

  TomlNesting run() {
    while (i_ < t_.size() && deepest_.depth <= limit_) step();
    return deepest_;
  }

 private:
  bool note(size_t depth) {
    if (depth > deepest_.depth) deepest_ = {depth, line_};
    return depth > limit_;
  }

  // A table header: one level a dotted part, one more for an array of tables.
  void header() {
    size_t depth = t_.substr(i_, 2) == "[[" ? 2 : 1;
    i_ += depth;
    while (i_ < t_.size() && t_[i_] != ']' && t_[i_] != '\n') {
      if (t_[i_] == '"' || t_[i_] == '\'') {
        i_ = skip_string(t_, i_, line_);
        continue;
      }
      if (t_[i_] == '.' && note(++depth)) return;  // no further: run() ends at this level
      ++i_;
    }
    header_ = depth;
    key_depth_ = depth;
    note(depth);
  }

  void open(char bracket) {
    const size_t outer = open_.empty() || open_.back().first == '{' ? value_depth_ : open_.back().second;
    const size_t depth = outer + 1;
    if (note(depth)) return;
    open_.emplace_back(bracket, depth);
    if (bracket == '{') {
      in_key_ = true;
      key_depth_ = depth;
    }
  }

  void step() {
    const char c = t_[i_];
    if (c == '\n') {
      ++line_;
      ++i_;
      if (open_.empty()) {
        in_key_ = true;
        key_depth_ = header_;
      }
      return;
    }
    if (c == '#') {
      while (i_ < t_.size() && t_[i_] != '\n') ++i_;
      return;
    }
    if (c == '"' || c == '\'') {
      i_ = skip_string(t_, i_, line_);
      return;
    }
    if (in_key_ && c == '[' && open_.empty()) return header();
    ++i_;
    if (in_key_) {
      if (c == '.') note(++key_depth_);
      if (c == '=') {
        in_key_ = false;
        value_depth_ = key_depth_;
      }
      if (c == '}' && !open_.empty()) close();
      return;
    }
    if (c == '[' || c == '{') {
      open(c);
    } else if ((c == ']' || c == '}') && !open_.empty()) {
      close();
    } else if (c == ',' && !open_.empty() && open_.back().first == '{') {
      in_key_ = true;
      key_depth_ = open_.back().second;
    }
  }

  void close() {
    open_.pop_back();
    in_key_ = false;
  }

  std::string_view t_;
  size_t limit_;
  size_t i_ = 0;
  size_t line_ = 1;
  size_t header_ = 0;       // the levels of the last table header
  size_t key_depth_ = 0;    // the levels of the key being read
  size_t value_depth_ = 0;  // the level of the value being read
  bool in_key_ = true;
  std::vector<std::pair<char, size_t>> open_;  // the arrays and inline tables open, with their level
  TomlNesting deepest_;
};

}  // namespace

TomlNesting toml_nesting(std::string_view text, size_t limit) {
  return Scan(text, limit).run();
}

}  // namespace adaptoid::variant_loading

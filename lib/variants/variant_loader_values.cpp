// The variant reader's typed values: each getter checks a TOML node's type (and range or choice)
// and rejects with a one-line message that names the key and what was found instead.
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/core/notation.hpp>

namespace adaptoid::variant_loading {

std::string a_type(const toml::node& n) {
  switch (n.type()) {
    case toml::node_type::string:
      return "a string";
    case toml::node_type::integer:
      return "an integer";
    case toml::node_type::floating_point:
      return "a floating-point number";
    case toml::node_type::boolean:
      return "a boolean";
    case toml::node_type::table:
      return "a table";
    case toml::node_type::array:
      return "an array";
    case toml::node_type::date:
      return "a date";
    case toml::node_type::time:
      return "a time";
    case toml::node_type::date_time:
      return "a date-time";
    default:
      return "nothing";
  }
}

std::string players_named(int players) {
  std::vector<std::string> names;
  for (Colour c = 0; c < players; ++c) names.emplace_back(colour_name(c));
  return join(names);
}

std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
}

void Reader::reject(const std::string& what) const {
  throw fail("variant " + source_ + ": " + one_line(what));
}

int64_t Reader::integer(const toml::node& n, const std::string& where, int64_t lo, int64_t hi) const {
  const auto* value = n.as_integer();
  if (!value) reject(where + ": expected an integer, found " + a_type(n));
  const int64_t x = value->get();
  if (x < lo || x > hi)
    reject(where + ": " + std::to_string(x) + " is out of range " + std::to_string(lo) + ".." +
           std::to_string(hi));
  return x;
}

bool Reader::boolean(const toml::node& n, const std::string& where) const {
  const auto* value = n.as_boolean();
  if (!value) reject(where + ": expected true or false, found " + a_type(n));
  return value->get();
}

std::string Reader::string(const toml::node& n, const std::string& where) const {
  const auto* value = n.as_string();
  if (!value) reject(where + ": expected a string, found " + a_type(n));
  return value->get();
}

std::string Reader::choice(const toml::node& n, const std::string& where,
                           std::initializer_list<std::string_view> allowed) const {
  std::vector<std::string> quoted;
  for (auto a : allowed) quoted.push_back("\"" + std::string(a) + "\"");
  const std::string expected = join(quoted, " or ");
  const auto* value = n.as_string();
  if (!value) reject(where + ": expected " + expected + ", found " + a_type(n));
  if (!contains(allowed, value->get()))
    reject(where + ": expected " + expected + ", found \"" + value->get() + "\"");
  return value->get();
}

const toml::table& Reader::table(const toml::node& n, const std::string& where) const {
  const auto* value = n.as_table();
  if (!value) reject(where + ": expected a table, found " + a_type(n));
  return *value;
}

const toml::array& Reader::array(const toml::node& n, const std::string& where) const {
  const auto* value = n.as_array();
  if (!value) reject(where + ": expected an array, found " + a_type(n));
  return *value;
}

std::vector<Coord> Reader::cells(const toml::node& n, const std::string& where) const {
  const auto* list = n.as_array();
  if (!list) reject(where + ": expected an array of cell names, found " + a_type(n));
  std::vector<Coord> out;
  for (const toml::node& item : *list) {
    const auto* text = item.as_string();
    if (!text) reject(where + ": expected an array of cell names, found " + a_type(item) + " in it");
    auto coord = parse_coord(text->get());
    if (!coord)
      reject(where + ": '" + text->get() +
             "' is not a cell name (a column letter a-z in either case and a row 1-99, like d4)");
    out.push_back(*coord);
  }
  return out;
}

Colour Reader::player_colour(const std::string& text, const std::string& where, int players) const {
  auto c = colour_from_name(text);
  if (!c || *c >= players)
    reject(where + ": '" + text + "' is not a player's colour; the players are " + players_named(players));
  return *c;
}

}  // namespace adaptoid::variant_loading

#include <adaptoid/core/notation.hpp>
#include <adaptoid/render/turn_columns.hpp>

#include <algorithm>
#include <map>

namespace adaptoid {

namespace {

constexpr int kNew = 1 << 20;  // group keys after every cell: new adaptoids, then the rest
constexpr int kOther = kNew + 1;

int group_of(const Turn& t) {
  if (t.moves_between_cells()) return t.from;
  if (t.grow == GrowKind::Leg || t.grow == GrowKind::Pincer) return t.grow_cell;
  return t.grow == GrowKind::Create ? kNew : kOther;
}

}  // namespace

std::vector<std::string> turn_columns(const Variant& v, const std::vector<Turn>& turns, int width) {
  std::map<int, std::vector<std::string>> groups;
  size_t column = 0;
  for (const Turn& t : turns) {
    std::string text = format_turn(v, t);
    column = std::max(column, text.size());
    groups[group_of(t)].push_back(std::move(text));
  }
  std::map<int, std::string> labels;
  size_t label_width = 0;
  for (const auto& [key, members] : groups) {
    labels[key] = (key == kNew ? "new" : key == kOther ? "other" : v.board.name(key)) + ":";
    label_width = std::max(label_width, labels[key].size());
  }
  label_width += 2;
  column += 2;
  const size_t per_line =
      std::max<size_t>(1, (static_cast<size_t>(std::max(width, 1)) - label_width + 2) / column);
  std::vector<std::string> lines;
  for (const auto& [key, members] : groups) {
    std::string line = labels[key];
    for (size_t i = 0; i < members.size(); ++i) {
      if (i > 0 && i % per_line == 0) {
        lines.push_back(line);
        line.clear();
      }
      const bool first = i % per_line == 0;
      line.resize(first ? label_width : label_width + (i % per_line) * column, ' ');
      line += members[i];
    }
    lines.push_back(line);
  }
  return lines;
}

}  // namespace adaptoid

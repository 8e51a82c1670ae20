#include "exit_status.hpp"

#include <sstream>

namespace adaptoid::cli {

namespace {

std::string without_code_marks(std::string_view text) {
  std::string out;
  for (char ch : text)
    if (ch != '`') out += ch;
  return out;
}

}  // namespace

std::string exit_status_help(std::size_t width) {
  std::string out = "Exit status:\n";
  for (const ExitStatusRow& row : kExitStatuses) {
    const std::string lead = "  " + std::string(row.status) + "  ";
    const std::string indent(lead.size(), ' ');
    std::istringstream words(without_code_marks(row.meaning));
    std::string line = lead;
    bool empty = true;
    for (std::string word; words >> word;) {
      if (!empty && line.size() + 1 + word.size() > width) {
        out += line + "\n";
        line = indent;
        empty = true;
      }
      line += (empty ? "" : " ") + word;
      empty = false;
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace adaptoid::cli

// Section 1 of the page: the rules (options that differ from the base, by value; a board that
// differs drawn small beside its list of cells), and the start of each side drawn.
#include <adaptoid/core/game.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/svg_chart.hpp>

namespace adaptoid::html {

namespace {

// The variant's board with its start, drawn small (its cells' names stay readable when opened).
std::string small_board(const VariantPtr& v) {
  return "<div class=\"small-board\">" + inline_svg(svg_diagram(*v, make_start(v, v->seed), {})) + "</div>";
}

// A value cell: the value in words, and the board drawn when the row is the board's cells.
std::string value_cell(const OptionDiff& d, const std::string& value, const VariantPtr& v) {
  const bool board = d.key == "board.cells" && !value.empty();
  const auto items = list_items(value);
  std::string text = escape_xml(option_display(value));
  if (!items.empty() && d.key.starts_with("board.")) text = std::to_string(items.size()) + ": " + text;
  return std::string("<td class=\"value\">") + (board ? small_board(v) : "") + text + "</td>";
}

}  // namespace

std::string rules_section(const Report& r) {
  std::string out = "<section id=\"rules\"><h2>1. The rules</h2>";
  const Variant& subject = *r.subject.variant;
  if (r.diff.empty()) {
    out += "<p>The same rules as <b>" + escape_xml(r.base->name) + "</b>.</p>";
  } else {
    out += "<p>Options that differ from <b>" + escape_xml(r.base->name) +
           "</b>, by value:</p><table class=\"diff\"><tr><th>option</th><th>" + escape_xml(subject.name) +
           "</th><th>" + escape_xml(r.base->name) + "</th><th>difference</th></tr>";
    for (const OptionDiff& d : r.diff)
      out += "<tr data-option=\"" + escape_xml(d.key) + "\">" + cell(d.key) +
             value_cell(d, d.subject, r.subject.variant) + value_cell(d, d.base, r.base) + cell(d.change) +
             "</tr>";
    out += "</table>";
  }
  out += columns(
      r, [](const VariantStudy& s) { return "<div class=\"board\">" + inline_svg(s.board_svg) + "</div>"; });
  return out + "</section>\n";
}

}  // namespace adaptoid::html

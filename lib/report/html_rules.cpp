// Section 1 of the page: the rules (options that differ from the base, the board).
#include <adaptoid/report/html_report.hpp>
#include <adaptoid/report/svg_chart.hpp>

namespace adaptoid::html {

std::string rules_section(const Report& r) {
  std::string out = "<section id=\"rules\"><h2>1. The rules</h2>";
  if (r.diff.empty()) {
    out += "<p>The same rules as <b>" + escape_xml(r.base->name) + "</b>.</p>";
  } else {
    out += "<p>Options that differ from <b>" + escape_xml(r.base->name) +
           "</b>:</p><table class=\"diff\"><tr><th>option</th><th>" + escape_xml(r.subject.variant->name) +
           "</th><th>" + escape_xml(r.base->name) + "</th></tr>";
    for (const OptionDiff& d : r.diff)
      out += "<tr>" + cell(d.key) + cell(d.subject.empty() ? "(absent)" : d.subject) +
             cell(d.base.empty() ? "(absent)" : d.base) + "</tr>";
    out += "</table>";
  }
  out += columns(
      r, [](const VariantStudy& s) { return "<div class=\"board\">" + inline_svg(s.board_svg) + "</div>"; });
  return out + "</section>\n";
}

}  // namespace adaptoid::html

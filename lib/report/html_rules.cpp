// Sections 1 and 2 of the page: the rules (options that differ from the base, the board) and the
// consistency check (the file, the edge-case catalogue with witness diagrams, the Z3 cross-check).
#include <adaptoid/core/notation.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/report/html_report.hpp>
#include <adaptoid/report/svg_chart.hpp>

namespace adaptoid::html {

namespace {

std::string witness_svg(const CaseRun& run) {
  const Variant& v = *run.variant;
  auto p = parse_position_text(v, run.result.position);
  if (!p) return "";
  DiagramOptions o;
  if (auto t = parse_turn_text(v, run.result.turn)) o.highlight = touched_cells(t.value());
  o.caption = {"turn: " + run.result.turn, "then: " + run.result.outcome};
  return "<div class=\"witness\">" + inline_svg(svg_diagram(v, p.value(), o)) + "</div>";
}

std::string check_column(const VariantStudy& s) {
  if (!s.check) return "<p>Not run (<code>--no-check</code>).</p>";
  const CheckReport& c = *s.check;
  std::string out = "<p>Variant file: ";
  out += c.variant_problems.empty() ? "ok (written back to TOML, it loads to the same rules)."
                                    : "<span class=\"warning\">PROBLEM</span>";
  for (const auto& p : c.variant_problems) out += " " + escape_xml(p);
  out += "</p><p>Edge cases: " + std::to_string(c.cases.size()) +
         " run: " + std::to_string(c.count(Verdict::Found)) + " possible (a witness found), " +
         std::to_string(c.count(Verdict::Impossible)) + " impossible, " +
         std::to_string(c.count(Verdict::Unknown)) + " unknown, " +
         std::to_string(c.count(Verdict::Disagreement)) + " disagreements.</p>";
  if (c.cases.empty())
    out += "<p>No case of the catalogue applies to this rule set.</p>";
  else
    out += "<table class=\"cases\"><tr><th>case</th><th>rules</th><th>verdict</th><th>witness</th></tr>";
  for (const CaseRun& run : c.cases) {
    const bool bad = run.result.verdict == Verdict::Disagreement;
    out += std::string("<tr") + (bad ? " class=\"flag\"" : "") + ">" + cell(run.edge_case->name) +
           cell(run.edge_case->rules) + cell(verdict_name(run.result.verdict)) + "<td>" +
           (run.result.position.empty() ? "" : witness_svg(run)) + "</td></tr>";
  }
  if (!c.cases.empty()) out += "</table>";
  out += "<p>Z3 cross-check of the engine: " + std::to_string(c.positions) +
         " positions from seeded random games, " + std::to_string(c.engine_turns) +
         " engine turns: " + std::to_string(c.agreeing) + " agree, " + std::to_string(c.unknown) +
         " unknown, " + std::to_string(c.disagreements.size()) + " disagree.</p>";
  for (const auto& d : c.disagreements)
    out += "<p class=\"warning\">disagreement at " + escape_xml(d.position) + "</p>";
  return out;
}

}  // namespace

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

std::string consistency_section(const Report& r) {
  std::string out = "<section id=\"consistency\"><h2>2. Consistency</h2>";
  out += columns(r, check_column);
  if (r.against && r.subject.check && r.against->check) {
    if (r.case_changes.empty()) {
      out += "<p>Every edge case has the same verdict under both rule sets.</p>";
    } else {
      out +=
          "<p>Edge cases whose verdict differs from the base:</p><table "
          "class=\"case-changes\"><tr><th>case</th><th>" +
          escape_xml(r.subject.variant->name) + "</th><th>" + escape_xml(r.against->variant->name) +
          "</th><th>what it is</th></tr>";
      for (const CaseChange& c : r.case_changes)
        out += "<tr>" + cell(c.name) + cell(c.subject) + cell(c.base) + cell(c.description) + "</tr>";
      out +=
          "</table><p class=\"meta\">\"not run\": the case is not in the catalogue for that rule set, or "
          "needs options it does not have (a suicide attack case under <code>suicide_attacks = "
          "false</code>): "
          "there the situation cannot arise. A case Z3 did not decide on either side (its timeout) is left "
          "out.</p>";
    }
  }
  return out + "</section>\n";
}

}  // namespace adaptoid::html

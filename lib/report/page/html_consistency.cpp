// Section 2 of the page: what `check` found (its result and findings, the ways to end, the
// edge-case catalogue with each witness drawn and written in notation, the Z3 cross-check), and
// with a base, every edge case of either side beside the other's verdict.
#include <adaptoid/core/notation.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/svg_chart.hpp>
#include <adaptoid/util/setting.hpp>

#include <algorithm>

namespace adaptoid::html {

namespace {

std::string code(const std::string& text) {
  return "<code>" + escape_xml(text) + "</code>";
}

// The witness drawn large enough to read its cells, its position and turn in notation beside it
// (to paste into `adaptoid show` or a game); no caption in the picture, whose width would then
// follow the caption's length and shrink the board.
std::string witness(const CaseRun& run) {
  const Variant& v = *run.variant;
  const EdgeCaseResult& e = run.result;
  auto p = parse_position_text(v, e.position);
  std::string picture;
  if (p) {
    DiagramOptions o;
    if (auto t = parse_turn_text(v, e.turn)) o.highlight = touched_cells(t.value());
    picture = inline_svg(svg_diagram(v, p.value(), o));
  }
  return "<figure class=\"witness\" data-case=\"" + escape_xml(run.edge_case->name) + "\">" + picture +
         "<figcaption><b>" + escape_xml(run.edge_case->name) + "</b><dl><dt>position</dt><dd>" +
         code(e.position) + "</dd><dt>turn</dt><dd>" + code(e.turn) + "</dd><dt>after</dt><dd>" +
         code(e.after) + "</dd><dt>then</dt><dd>" + escape_xml(e.outcome) +
         "</dd></dl></figcaption></figure>";
}

// A witness game from the start: folded, since it runs to hundreds of turns (no script: <details>).
std::string game(const std::string& witness) {
  const auto turns = std::count(witness.begin(), witness.end(), ';') + 1;
  return "<details><summary>the game (" + std::to_string(turns) + " turns)</summary>" + code(witness) +
         "</details>";
}

std::string result_and_findings(const CheckReport& c) {
  const bool bad = c.result() != CheckResult::Sound;
  // The statements are listed below the line, so it does not repeat the first; the parts skipped
  // are named, as they are not listed.
  std::string skipped;
  for (const std::string& s : c.skipped()) skipped += (skipped.empty() ? " Skipped: " : "; ") + s;
  std::string out = std::string("<p class=\"check-result") + (bad ? " warning" : "") + "\" data-result=\"" +
                    std::string(check_result_name(c.result())) + "\">Result of <code>adaptoid check</code> " +
                    "with these options: " + escape_xml(c.result_summary()) +
                    (skipped.empty() ? "" : "." + escape_xml(skipped)) + "</p>";
  const auto statements = [](const char* css, const char* heading, const std::vector<Finding>& list) {
    if (list.empty()) return std::string();
    std::string part = std::string("<p>") + heading + "</p><ol class=\"" + css + "\">";
    for (const Finding& f : list)
      part += "<li><b>" + escape_xml(f.topic) + "</b> (" + std::string(statement_name(f.basis)) +
              "): " + escape_xml(f.text) + (f.witness.empty() ? "" : game(f.witness)) + "</li>";
    return part + "</ol>";
  };
  return out + statements("findings", "Defects, proved or witnessed:", c.findings) +
         statements("advisories", "Advisories (true and worth reading, not defects):", c.advisories) +
         statements("not-shown", "Not shown (looked for within the budget, neither proved nor witnessed):",
                    c.open_questions());
}

std::string ends_table(const CheckReport& c) {
  if (!c.options.playability) return "<p>Ways to end: skipped.</p>";
  const Playability& p = c.playability;
  std::string out = "<p>Ways to end, from " + std::to_string(p.games) + " random games and " +
                    std::to_string(p.searched) + " positions searched from the start" +
                    (p.termination_proved ? " (every game ends: each turn removes a stone)" : "") +
                    ":</p><table class=\"ends\"><tr><th>way to end</th><th>status</th><th>how</th></tr>";
  for (const EndWay& e : p.ends) {
    const std::string status = e.reached ? "reached" : e.proof.empty() ? "not reached" : "impossible";
    out += std::string("<tr") + (e.reached || !e.proof.empty() ? "" : " class=\"flag\"") + ">" +
           cell(e.name) + cell(status) + "<td>" + (e.reached ? game(e.witness) : escape_xml(e.proof)) +
           "</td></tr>";
  }
  return out + "</table>";
}

std::string cases_part(const CheckReport& c) {
  if (!c.options.catalogue) return "<p class=\"catalogue\">Edge cases: skipped.</p>";
  std::string out = "<p class=\"catalogue\">Edge cases: " + std::to_string(c.cases.size()) +
                    " run: " + std::to_string(c.count(CaseAnswer::Found)) + " possible (a witness found), " +
                    std::to_string(c.count(CaseAnswer::Impossible)) + " impossible, " +
                    std::to_string(c.count(CaseAnswer::Unknown)) + " unknown, " +
                    std::to_string(c.count(CaseAnswer::Disagreement)) + " disagreements.</p>";
  if (c.cases.empty()) return out + "<p>No case of the catalogue applies to this rule set.</p>";
  out += "<table class=\"cases\"><tr><th>case</th><th>rules</th><th>verdict</th><th>what it is</th></tr>";
  std::string figures;
  int drawn = 0;
  for (const CaseRun& run : c.cases) {
    const bool bad = run.result.answer == CaseAnswer::Disagreement;
    out += std::string("<tr") + (bad ? " class=\"flag\"" : "") + ">" + cell(run.edge_case->name) +
           cell(run.edge_case->rules) + cell(case_answer_name(run.result.answer)) +
           cell(edge_case_description(*run.edge_case, *run.variant)) + "</tr>";
    if (run.result.position.empty()) continue;
    // The first witness open, the others folded: a page of them hides everything after.
    if (drawn++ == 1) figures += "<details class=\"more-witnesses\"><summary>the other witnesses</summary>";
    figures += witness(run);
  }
  if (drawn > 1) figures += "</details>";
  return out + "</table>" + (figures.empty() ? "" : "<div class=\"witnesses\">" + figures + "</div>");
}

std::string check_column(const VariantStudy& s) {
  if (!s.check) return "<p>Not run (<code>" + mention(Setting::NoCheck) + "</code>).</p>";
  const CheckReport& c = *s.check;
  std::string out = result_and_findings(c) + "<p>Variant file: ";
  out += c.variant_problems.empty() ? "ok (written back to TOML, it loads to the same rules)."
                                    : "<span class=\"warning\">PROBLEM</span>";
  for (const auto& p : c.variant_problems) out += " " + escape_xml(p);
  out += "</p>" + ends_table(c) + cases_part(c);
  if (c.options.positions <= 0) return out + "<p>Z3 cross-check of the engine: skipped.</p>";
  out += "<p>Z3 cross-check of the engine: " + std::to_string(c.positions) +
         " positions from seeded random games, " + std::to_string(c.engine_turns) +
         " engine turns: " + std::to_string(c.agreeing) + " agree, " + std::to_string(c.unknown) +
         " unknown, " + std::to_string(c.disagreements.size()) + " disagree.</p>";
  for (const auto& d : c.disagreements)
    out += "<p class=\"warning\">disagreement at " + escape_xml(d.position) + "</p>";
  return out;
}

std::string comparison(const Report& r) {
  int differ = 0;
  for (const CaseComparison& c : r.cases) differ += c.differs ? 1 : 0;
  std::string out = "<p>Every edge case run on either side (" + std::to_string(r.cases.size()) + "), " +
                    std::to_string(differ) +
                    " with a different verdict under the two rule sets (marked):</p><table "
                    "class=\"case-comparison\"><tr><th>case</th><th>" +
                    escape_xml(r.subject.variant->name) + "</th><th>" + escape_xml(r.against->variant->name) +
                    "</th><th>what it is</th></tr>";
  for (const CaseComparison& c : r.cases)
    out += std::string("<tr") + (c.differs ? " class=\"flag differs\"" : "") + ">" + cell(c.name) +
           cell(c.subject) + cell(c.base) + cell(c.description) + "</tr>";
  return out +
         "</table><p class=\"meta\">A verdict \"under its own options\": a built-in's catalogue runs the "
         "case "
         "with options of its own, which test other rules than the built-in's; such a case and one Z3 did "
         "not decide (its timeout is wall time) are not counted as a difference of the rules.</p>";
}

}  // namespace

std::string consistency_section(const Report& r) {
  std::string out = "<section id=\"consistency\"><h2>2. Consistency</h2>";
  out += columns(r, check_column);
  if (r.against && r.subject.check && r.against->check) out += comparison(r);
  return out + "</section>\n";
}

}  // namespace adaptoid::html

// Section 4 of the page: the measures designers use (measures.hpp), the variant's beside its
// base's, each with its definition and 95% interval; how many games the intervals need; the
// skill trace.
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/svg_chart.hpp>
#include <adaptoid/report/text/report_text.hpp>

namespace adaptoid::html {

namespace {

std::string skill_table(const VariantStudy& s) {
  if (s.skill.empty()) return "<p>Skill trace: " + escape_xml(s.skill_note) + ".</p>";
  std::string out =
      "<table class=\"skill\"><tr><th>weaker</th><th>stronger</th><th>games</th>"
      "<th>stronger wins</th><th>weaker wins</th><th>draws</th></tr>";
  for (const SkillStep& k : s.skill) {
    const bool stronger_ahead = k.stronger_wins.lower > k.weaker_wins.upper;
    out += "<tr>" + cell(k.weaker) + cell(k.stronger) + cell(std::to_string(k.games), "num") +
           cell(share_text(k.stronger_wins), stronger_ahead ? "num" : "num flag") +
           cell(share_text(k.weaker_wins), "num") + cell(share_text(k.draws), "num") + "</tr>";
  }
  return out + "</table>";
}

}  // namespace

std::string measures_section(const Report& r) {
  const VariantStudy& a = r.subject;
  const VariantStudy* b = r.against ? &*r.against : nullptr;
  std::string out = "<section id=\"measures\"><h2>4. Measures designers use</h2>";
  out +=
      "<p>The measures of Ludii's evaluation (after Browne's Ludi), from the self-play games, with 95% "
      "intervals (shares: the normal interval of the mean; balance: 1000 resamples of the games).</p>";
  out += "<table class=\"measures\"><tr><th>measure</th><th>" + escape_xml(a.variant->name) + "</th>" +
         (b ? "<th>" + escape_xml(b->variant->name) + " (base)</th>" : "") + "<th>what it is</th></tr>";
  double widest = 0;
  for (size_t i = 0; i < a.measures.size(); ++i) {
    const Measure& m = a.measures[i];
    if (m.share) widest = std::max(widest, m.half_width());
    out += "<tr data-measure=\"" + escape_xml(m.name) + "\">" + cell(m.name) + cell(measure_text(m), "num") +
           (b && i < b->measures.size() ? cell(measure_text(b->measures[i]), "num") : "") +
           cell(m.definition) + "</tr>";
  }
  out += "</table>";
  const int n = a.summary.games;
  out += "<p class=\"games-needed\">With " + std::to_string(n) +
         " games the widest interval of a share is ± " + fixed(100 * widest, 0) +
         " points; an interval narrows with the square root of the games, so " + std::to_string(4 * n) +
         " games would halve every half-width (to about ± " + fixed(50 * widest, 0) + ").</p>";
  out +=
      "<h3>Skill trace</h3><p>Does the stronger player win more? The report's player at 1/16, 1/4 and the "
      "whole of its budget, each against the next (every seat order equally often).</p>";
  out += columns(r, skill_table);
  return out + "</section>\n";
}

}  // namespace adaptoid::html

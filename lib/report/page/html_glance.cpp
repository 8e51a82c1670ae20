// The page's first screen (glance.hpp): the verdict in a sentence, the key numbers, each defect
// with the options that provoke it and what to try, the advisories, and the table of contents.
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/svg_chart.hpp>
#include <adaptoid/report/verdict/glance.hpp>

namespace adaptoid::html {

namespace {

std::string items(const char* cls, const std::vector<GlanceItem>& list) {
  std::string out = std::string("<ul class=\"") + cls + "\">";
  for (const GlanceItem& i : list) {
    out += "<li>" + escape_xml(i.text);
    if (!i.options.empty()) {
      out += " <span class=\"provoked\">Provoked by";
      for (size_t k = 0; k < i.options.size(); ++k)
        out += std::string(k ? "," : "") + " <code>" + escape_xml(i.options[k]) + "</code>";
      out += ".</span>";
    }
    if (!i.try_this.empty()) out += " <span class=\"try\">Try: " + escape_xml(i.try_this) + ".</span>";
    if (!i.witness.empty())
      out += "<details><summary>a game that shows it</summary><code class=\"witness-game\">" +
             escape_xml(i.witness) + "</code></details>";
    out += "</li>";
  }
  return out + "</ul>";
}

std::string contents(const Report& r) {
  std::string out = "<nav class=\"contents\"><b>Contents:</b> ";
  const std::vector<std::pair<std::string, std::string>> parts = {
      {"rules", "1. The rules"},   {"consistency", "2. Consistency"}, {"self-play", "3. Self-play"},
      {"measures", "4. Measures"}, {"exact", "5. Exact results"},     {"verdict", "6. Every finding"}};
  for (size_t i = 0; i < parts.size(); ++i)
    out += std::string(i ? " · " : "") + "<a href=\"#" + parts[i].first + "\">" + parts[i].second + "</a>";
  if (r.against) out += " (each beside " + escape_xml(r.against->variant->name) + ")";
  return out + "</nav>";
}

}  // namespace

std::string glance_section(const Report& r) {
  const Glance g = at_a_glance(r.subject, r.diff);
  std::string out = "<section id=\"glance\"><p class=\"verdict-sentence" +
                    std::string(g.defects_found ? " warning" : "") + "\">" + escape_xml(g.sentence) + "</p>";
  out += "<table class=\"key-numbers\">";
  for (const KeyNumber& k : g.numbers)
    out += std::string("<tr") + (k.warning ? " class=\"flag\"" : "") + "><th>" + escape_xml(k.what) +
           "</th>" + cell(k.value) + "</tr>";
  out += "</table>";
  if (!g.defects.empty())
    out += "<p><b>Defects</b> (each stops the game as designed):</p>" + items("defects", g.defects);
  if (!g.advisories.empty())
    out += "<p><b>Advisories</b> (worth knowing; they do not make the variant unplayable):</p>" +
           items("advisories", g.advisories);
  return out + contents(r) + "</section>\n";
}

}  // namespace adaptoid::html

// Several variants on one page (`report --variant a --variant b ...`): their verdicts, key
// numbers and measures side by side in one table, each variant's own report linked.
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/svg_chart.hpp>
#include <adaptoid/report/text/report_text.hpp>
#include <adaptoid/report/verdict/glance.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

std::string header(const std::vector<Report>& reports, const std::vector<std::string>& pages) {
  std::string out = "<tr><th></th>";
  for (size_t i = 0; i < reports.size(); ++i) {
    const std::string name = escape_xml(reports[i].subject.variant->name);
    const bool linked = i < pages.size() && !pages[i].empty();
    out += "<th>" + (linked ? "<a href=\"" + escape_xml(pages[i]) + "\">" + name + "</a>" : name) + "</th>";
  }
  return out + "</tr>";
}

// One row: its label, and a cell a variant.
std::string row(const std::string& label, const std::vector<std::string>& cells,
                const std::vector<bool>& flags) {
  std::string out = "<tr><th>" + escape_xml(label) + "</th>";
  for (size_t i = 0; i < cells.size(); ++i)
    out += html::cell(cells[i], i < flags.size() && flags[i] ? "flag" : "");
  return out + "</tr>";
}

std::string key_number_rows(const std::vector<Glance>& glances) {
  std::vector<std::string> labels;  // in the first variant's order, then any other's
  for (const Glance& g : glances)
    for (const KeyNumber& k : g.numbers)
      if (std::find(labels.begin(), labels.end(), k.what) == labels.end()) labels.push_back(k.what);
  std::string out;
  for (const std::string& label : labels) {
    std::vector<std::string> cells;
    std::vector<bool> flags;
    for (const Glance& g : glances) {
      const auto it = std::find_if(g.numbers.begin(), g.numbers.end(),
                                   [&](const KeyNumber& k) { return k.what == label; });
      cells.push_back(it == g.numbers.end() ? "—" : it->value);
      flags.push_back(it != g.numbers.end() && it->warning);
    }
    out += row(label, cells, flags);
  }
  return out;
}

std::string measure_rows(const std::vector<Report>& reports) {
  std::string out;
  const auto& first = reports.front().subject.measures;
  for (size_t m = 0; m < first.size(); ++m) {
    std::vector<std::string> cells;
    for (const Report& r : reports)
      cells.push_back(m < r.subject.measures.size() ? measure_text(r.subject.measures[m]) : "—");
    out += row(first[m].name, cells, {});
  }
  std::vector<std::string> skill;
  for (const Report& r : reports) {
    std::string text;
    for (const SkillStep& k : r.subject.skill)
      text +=
          (text.empty() ? "" : "; ") + share_text(k.stronger_wins) + " against " + share_text(k.weaker_wins);
    skill.push_back(text.empty() ? r.subject.skill_note : text);
  }
  return out + row("skill trace: the stronger's wins against the weaker's, each step", skill, {});
}

}  // namespace

std::string comparison_html(const std::vector<Report>& reports, const std::vector<std::string>& pages) {
  std::vector<Glance> glances;
  for (const Report& r : reports) glances.push_back(at_a_glance(r.subject, r.diff));
  std::string names;
  for (const Report& r : reports) names += (names.empty() ? "" : ", ") + r.subject.variant->name;
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Variants compared: " +
      escape_xml(names) + "</title>\n<style>" + html::style() + "</style>\n</head>\n<body>\n";
  out += "<h1>Variants compared: " + escape_xml(names) +
         "</h1>\n<p class=\"meta\">Self-play: " + std::to_string(reports.front().games) +
         " games a variant, players";
  for (const std::string& p : reports.front().players) out += " <code>" + escape_xml(p) + "</code>";
  out += ", seed " + std::to_string(reports.front().seed) +
         ". Intervals are 95%. Each name links to the variant's "
         "own report.</p>\n<section id=\"comparison\"><table class=\"comparison\">" +
         header(reports, pages);
  std::vector<std::string> verdicts, defects;
  std::vector<bool> flagged;
  for (const Glance& g : glances) {
    verdicts.push_back(g.sentence);
    flagged.push_back(g.defects_found);
    std::string list;
    for (const GlanceItem& d : g.defects) list += (list.empty() ? "" : " · ") + d.text;
    defects.push_back(list.empty() ? "none" : list);
  }
  out += row("verdict", verdicts, flagged) + row("defects", defects, flagged) + key_number_rows(glances) +
         measure_rows(reports);
  return out + "</table></section>\n</body>\n</html>\n";
}

}  // namespace adaptoid

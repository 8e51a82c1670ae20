#pragma once
// The report as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched, so
// it opens offline and prints. It opens with the verdict and the key numbers (glance.hpp) and a
// table of contents; then the sections (each a <section id=...>): rules, consistency, self-play,
// measures, exact, verdict; with a base studied as well, each shows the two side by side.
#include <adaptoid/report/verdict/report.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adaptoid {

std::string report_html(const Report& report);
// Several variants' reports on one page: verdicts, key numbers and measures in one table, each
// name linking to its own page (pages[i], "" for none).
std::string comparison_html(const std::vector<Report>& reports, const std::vector<std::string>& pages);

// The parts the page is made of (html_sections.cpp), each an HTML fragment.
namespace html {
std::string glance_section(const Report& r);
std::string rules_section(const Report& r);
std::string measures_section(const Report& r);
std::string consistency_section(const Report& r);
std::string self_play_section(const Report& r);
std::string exact_section(const Report& r);
std::string verdict_section(const Report& r);
// The pages' style sheet.
std::string style();
// An SVG document without its XML declaration, for inlining.
std::string inline_svg(const std::string& document);
// <div class="columns"> holding one <div class="column"> a study: the subject, then the base.
std::string columns(const Report& r, const std::function<std::string(const VariantStudy&)>& column);
// A table cell of text (escaped), with a class when given.
std::string cell(const std::string& text, const std::string& cls = "");
}  // namespace html

}  // namespace adaptoid

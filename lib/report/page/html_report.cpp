#include <adaptoid/report/page/html_report.hpp>

#include <adaptoid/report/page/svg_chart.hpp>

namespace adaptoid {

namespace {

const char* const kStyle = R"(
body { font-family: sans-serif; margin: 1.5em auto; max-width: 1100px; color: #222; line-height: 1.4; }
h1 { font-size: 1.6em; } h2 { border-bottom: 2px solid #3366aa; padding-bottom: 0.2em; margin-top: 1.8em; }
table { border-collapse: collapse; margin: 0.6em 0; } td, th { border: 1px solid #ccc; padding: 0.2em 0.6em; }
th { background: #eef2f8; text-align: left; } td.num { text-align: right; }
.columns { display: flex; gap: 2em; flex-wrap: wrap; } .column { flex: 1 1 480px; min-width: 0; }
.warning { color: #a33; font-weight: bold; } .flag { background: #fde8e8; }
.witnesses { display: flex; flex-direction: column; gap: 0.8em; }
figure.witness { display: flex; flex-wrap: wrap; gap: 0.8em; margin: 0; align-items: flex-start; }
figure.witness svg { width: 460px; max-width: 100%; height: auto; flex: 0 1 auto; }
figure.witness figcaption { flex: 1 1 160px; min-width: 0; font-size: 0.9em; }
figure.witness code, ol.findings code, table.ends code, code.witness-game { word-break: break-all; }
figure.witness dt { font-weight: bold; } figure.witness dd { margin: 0 0 0.3em 0; }
.board svg { max-width: 420px; height: auto; }
ul.verdict li { margin: 0.3em 0; } .meta { color: #555; font-size: 0.9em; }
#glance { border: 2px solid #3366aa; border-radius: 6px; padding: 0.4em 1em; background: #f7f9fc; }
.verdict-sentence { font-size: 1.2em; font-weight: bold; margin: 0.3em 0; }
table.key-numbers th { width: 16em; } ul.defects li, ul.advisories li { margin: 0.2em 0; }
ul.advisories { color: #444; } .provoked, .try { color: #333; font-size: 0.95em; }
nav.contents { margin: 0.5em 0 0.2em; } nav.contents a { white-space: nowrap; }
table.comparison td { vertical-align: top; max-width: 360px; }
.small-board svg { width: 180px; height: auto; float: left; margin: 0 0.6em 0.3em 0; }
table.diff td.value { max-width: 420px; word-break: break-word; vertical-align: top; }
)";

}  // namespace

namespace html {

std::string style() {
  return kStyle;
}

std::string inline_svg(const std::string& document) {
  const auto at = document.find("<svg");
  return at == std::string::npos ? document : document.substr(at);
}

std::string cell(const std::string& text, const std::string& cls) {
  return "<td" + (cls.empty() ? "" : " class=\"" + cls + "\"") + ">" + escape_xml(text) + "</td>";
}

std::string columns(const Report& r, const std::function<std::string(const VariantStudy&)>& column) {
  const auto one = [&](const VariantStudy& s, const std::string& suffix) {
    return "<div class=\"column\" data-variant=\"" + escape_xml(s.variant->name) + "\"><h3>" +
           escape_xml(s.variant->name) + suffix + "</h3>" + column(s) + "</div>";
  };
  return "<div class=\"columns\">" + one(r.subject, "") + (r.against ? one(*r.against, " (base)") : "") +
         "</div>";
}

}  // namespace html

std::string report_html(const Report& r) {
  const std::string name = escape_xml(r.subject.variant->name);
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Variant report: " +
      name + "</title>\n<style>" + html::style() + "</style>\n</head>\n<body>\n";
  out += "<h1>Variant report: " + name + "</h1>\n" + html::glance_section(r) + "<p class=\"meta\">";
  if (r.against) out += "Compared with <b>" + escape_xml(r.against->variant->name) + "</b>. ";
  out += "Self-play: " + std::to_string(r.subject.summary.games) + " games a variant, players";
  for (const std::string& p : r.players) out += " <code>" + escape_xml(p) + "</code>";
  out += ", seed " + std::to_string(r.seed) + ", at most " + std::to_string(r.max_plies) +
         " plies a game. Intervals are 95%.</p>\n";
  out += html::rules_section(r) + html::consistency_section(r) + html::self_play_section(r) +
         html::measures_section(r) + html::exact_section(r) + html::verdict_section(r);
  return out + "</body>\n</html>\n";
}

}  // namespace adaptoid

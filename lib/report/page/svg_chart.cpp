#include <adaptoid/report/page/svg_chart.hpp>

#include <adaptoid/report/text/report_text.hpp>

#include <fmt/format.h>
#include <algorithm>
#include <cmath>

namespace adaptoid {

namespace {

// kTop leaves the title (13 px, baseline 16) clear of a bar's value label (10 px, written 3 px
// above the bar's interval, which may reach the top of the plot).
constexpr int kWidth = 420, kHeight = 230, kLeft = 48, kRight = 12, kTop = 40, kBottom = 40;
constexpr int kPlotW = kWidth - kLeft - kRight, kPlotH = kHeight - kTop - kBottom;
const char* const kColours[] = {"#3366aa", "#cc6633", "#449944", "#aa3377"};

std::string num(double v) {
  return fixed(v, 1);
}

std::string open_chart(const std::string& name, const std::string& title) {
  return fmt::format(
      R"(<svg class="chart" data-chart="{0}" xmlns="http://www.w3.org/2000/svg" width="{1}" height="{2}" )"
      R"(viewBox="0 0 {1} {2}" role="img"><title>{3}</title><text x="{4}" y="16" text-anchor="middle" )"
      R"(font-size="13" font-family="sans-serif">{3}</text>)",
      escape_xml(name), kWidth, kHeight, escape_xml(title), kWidth / 2);
}

std::string text(double x, double y, const std::string& s, const char* anchor = "middle") {
  return fmt::format(
      R"(<text x="{}" y="{}" text-anchor="{}" font-size="10" font-family="sans-serif">{}</text>)", num(x),
      num(y), anchor, escape_xml(s));
}

std::string line(double x1, double y1, double x2, double y2, const std::string& colour = "#888") {
  return fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}"/>)", num(x1), num(y1), num(x2),
                     num(y2), colour);
}

// The axes, with the y axis labelled at 0, max/2 and max.
std::string axes(double y_max, const std::string& x_label, const std::string& y_label, bool as_percent) {
  std::string out =
      line(kLeft, kTop, kLeft, kTop + kPlotH) + line(kLeft, kTop + kPlotH, kLeft + kPlotW, kTop + kPlotH);
  for (int i = 0; i <= 2; ++i) {
    const double v = y_max * i / 2, y = kTop + kPlotH - kPlotH * i / 2.0;
    out += text(kLeft - 4, y + 3, as_percent ? percent(v) : fixed(v, v < 10 ? 1 : 0), "end");
  }
  out += text(kLeft + kPlotW / 2.0, kHeight - 6, x_label);
  if (!y_label.empty())
    out += fmt::format(R"svg(<text x="12" y="{0}" transform="rotate(-90 12 {0})" text-anchor="middle" )svg"
                       R"(font-size="10" font-family="sans-serif">{1}</text>)",
                       num(kTop + kPlotH / 2.0), escape_xml(y_label));
  return out;
}

std::string rect(double x, double y, double w, double h, const std::string& colour) {
  return fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>)", num(x), num(y), num(w),
                     num(h), colour);
}

}  // namespace

std::string bar_chart_svg(const std::string& name, const std::string& title, const std::vector<Bar>& bars) {
  std::string out = open_chart(name, title) + axes(1.0, "", "share of games", true);
  const double slot = bars.empty() ? kPlotW : static_cast<double>(kPlotW) / static_cast<double>(bars.size());
  for (size_t i = 0; i < bars.size(); ++i) {
    const Bar& b = bars[i];
    const double x = kLeft + slot * static_cast<double>(i), w = slot * 0.6, bottom = kTop + kPlotH;
    out += "<g class=\"bar\">" +
           rect(x + slot * 0.2, bottom - kPlotH * b.value, w, kPlotH * b.value, kColours[i % 4]);
    if (b.upper > b.lower) {
      const double cx = x + slot / 2;
      out += line(cx, bottom - kPlotH * b.lower, cx, bottom - kPlotH * b.upper, "#000") +
             line(cx - 5, bottom - kPlotH * b.lower, cx + 5, bottom - kPlotH * b.lower, "#000") +
             line(cx - 5, bottom - kPlotH * b.upper, cx + 5, bottom - kPlotH * b.upper, "#000");
    }
    out += text(x + slot / 2, bottom + 12, b.label) +
           text(x + slot / 2, bottom - kPlotH * b.upper - 3, percent(b.value)) + "</g>";
  }
  return out + "</svg>";
}

std::string histogram_svg(const std::string& name, const std::string& title, const Histogram& h,
                          const std::string& x_label) {
  const int top = h.counts.empty() ? 1 : std::max(1, *std::max_element(h.counts.begin(), h.counts.end()));
  std::string out = open_chart(name, title) + axes(top, x_label, "games", false);
  const double slot =
      h.counts.empty() ? kPlotW : static_cast<double>(kPlotW) / static_cast<double>(h.counts.size());
  for (size_t i = 0; i < h.counts.size(); ++i) {
    const double x = kLeft + slot * static_cast<double>(i),
                 height = kPlotH * h.counts[i] / static_cast<double>(top);
    out += "<g class=\"bin\">" + rect(x + 1, kTop + kPlotH - height, slot - 2, height, kColours[0]) + "</g>";
    if (h.counts.size() <= 8 || i % 2 == 0)
      out += text(x + slot / 2, kTop + kPlotH + 12, std::to_string(h.low + static_cast<int>(i) * h.width));
  }
  return out + "</svg>";
}

std::string line_chart_svg(const std::string& name, const std::string& title,
                           const std::vector<Series>& series, const std::string& x_label,
                           const std::string& y_label) {
  double y_max = 1;
  size_t longest = 2;
  for (const Series& s : series) {
    for (double v : s.values) y_max = std::max(y_max, v);
    longest = std::max(longest, s.values.size());
  }
  y_max = std::ceil(y_max);
  std::string out = open_chart(name, title) + axes(y_max, x_label, y_label, false);
  const double dx = static_cast<double>(kPlotW) / static_cast<double>(longest - 1);
  for (size_t k = 0; k < series.size(); ++k) {
    std::string points;
    for (size_t i = 0; i < series[k].values.size(); ++i)
      points += num(kLeft + dx * static_cast<double>(i)) + "," +
                num(kTop + kPlotH - kPlotH * series[k].values[i] / y_max) + " ";
    out += "<polyline class=\"series\" fill=\"none\" stroke-width=\"1.5\" stroke=\"" +
           std::string(kColours[k % 4]) + "\" points=\"" + points + "\"/>";
    // The legend: each label in its line's colour.
    out += "<g fill=\"" + std::string(kColours[k % 4]) + "\">" +
           text(kLeft + kPlotW - 4, kTop + 12 + 12 * static_cast<double>(k), series[k].label, "end") + "</g>";
  }
  for (int i = 0; i <= 4; ++i) {
    const double x = kLeft + kPlotW * i / 4.0;
    out +=
        text(x, kTop + kPlotH + 12, std::to_string(static_cast<int>(std::lround((longest - 1) * i / 4.0))));
  }
  return out + "</svg>";
}

}  // namespace adaptoid

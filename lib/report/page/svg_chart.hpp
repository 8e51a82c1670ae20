#pragma once
// The report's charts as inline SVG (no script): bars with 95% intervals, a histogram, and lines.
// Each is an <svg class="chart" data-chart="NAME"> element with a <title>, sized in pixels.
#include <adaptoid/render/xml_text.hpp>
#include <adaptoid/util/statistics.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct Bar {
  std::string label;
  double value = 0;             // 0..1
  double lower = 0, upper = 0;  // the interval drawn as a whisker; equal to value for none
};
std::string bar_chart_svg(const std::string& name, const std::string& title, const std::vector<Bar>& bars);

std::string histogram_svg(const std::string& name, const std::string& title, const Histogram& h,
                          const std::string& x_label);

struct Series {
  std::string label;
  std::vector<double> values;  // y at x = 0, 1, 2, ...
};
std::string line_chart_svg(const std::string& name, const std::string& title,
                           const std::vector<Series>& series, const std::string& x_label,
                           const std::string& y_label);

}  // namespace adaptoid

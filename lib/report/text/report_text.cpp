#include <adaptoid/report/text/report_text.hpp>

#include <adaptoid/core/colour.hpp>

#include <cstdio>

namespace adaptoid {

std::string fixed(double value, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

std::string percent(double share) {
  const double p = 100 * share;
  return fixed(p, p > 0 && p < 1 ? 1 : 0) + "%";
}

std::string share_text(const Share& s) {
  return percent(s.value()) + " ± " + fixed(100 * s.margin(), 0);
}

std::string percent_text(const Mean& m) {
  return percent(m.value) + " ± " + fixed(100 * m.margin, 0);
}

std::string mean_text(const Mean& m, int decimals) {
  return fixed(m.value, decimals) + " ± " + fixed(m.margin, decimals);
}

std::string colour_title(Colour c) {
  std::string name(colour_name(c));
  if (!name.empty()) name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

}  // namespace adaptoid

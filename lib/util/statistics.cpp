#include <adaptoid/util/statistics.hpp>

#include <algorithm>
#include <cmath>

namespace adaptoid {

Share share_of(int hits, int n) {
  Share s{hits, n, 0, 0};
  if (n <= 0) return s;
  const double p = static_cast<double>(hits) / n, z2 = kZ95 * kZ95;
  const double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
  const double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
  s.lower = std::max(0.0, centre - half);
  s.upper = std::min(1.0, centre + half);
  return s;
}

double two_share_z(const Share& a, const Share& b) {
  if (a.n == 0 || b.n == 0) return 0;
  const double pooled = static_cast<double>(a.hits + b.hits) / (a.n + b.n);
  const double se = std::sqrt(pooled * (1 - pooled) * (1.0 / a.n + 1.0 / b.n));
  if (se == 0) return 0;  // both all or nothing: no evidence of a difference
  return (a.value() - b.value()) / se;
}

bool significant(double z) {
  return std::abs(z) > kZ95;
}

namespace {

double variance(const std::vector<double>& values, double mean) {
  double sum = 0;
  for (double v : values) sum += (v - mean) * (v - mean);
  return values.size() > 1 ? sum / static_cast<double>(values.size() - 1) : 0.0;
}

}  // namespace

Mean mean_of(const std::vector<double>& values) {
  Mean m;
  m.n = static_cast<int>(values.size());
  if (values.empty()) return m;
  double sum = 0;
  for (double v : values) sum += v;
  m.value = sum / m.n;
  m.margin = kZ95 * std::sqrt(variance(values, m.value) / m.n);
  return m;
}

double two_mean_z(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() < 2 || b.size() < 2) return 0;
  const Mean ma = mean_of(a), mb = mean_of(b);
  const double se = std::sqrt(variance(a, ma.value) / ma.n + variance(b, mb.value) / mb.n);
  return se == 0 ? 0 : (ma.value - mb.value) / se;
}

Histogram histogram(const std::vector<int>& values, int bins) {
  Histogram h;
  if (values.empty() || bins < 1) return h;
  const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
  const int span = *hi - *lo + 1;
  h.width = std::max(1, (span + bins - 1) / bins);
  h.low = *lo / h.width * h.width;  // bins start at round numbers
  h.counts.assign(static_cast<size_t>((*hi - h.low) / h.width + 1), 0);
  for (int v : values) ++h.counts[static_cast<size_t>((v - h.low) / h.width)];
  return h;
}

}  // namespace adaptoid

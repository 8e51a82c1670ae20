#pragma once
// The statistics the toolkit states its numbers with (the variant report, the values of seeded
// starts): a share with its 95% interval (Wilson's, which stays inside 0..1 and is honest for few
// games and shares near 0 or 1), the test whether two shares differ (two-proportion z), a mean with
// its 95% interval, and a histogram.
#include <vector>

namespace adaptoid {

inline constexpr double kZ95 = 1.959964;  // the two-sided 95% quantile of the normal

struct Share {
  int hits = 0, n = 0;
  double lower = 0, upper = 0;  // the 95% interval
  double value() const { return n ? static_cast<double>(hits) / n : 0.0; }
  // Half the interval's width: the "± x" printed after the share.
  double margin() const { return (upper - lower) / 2; }
};
Share share_of(int hits, int n);

// The z statistic of the difference of two shares (pooled); 0 when either has no games.
double two_share_z(const Share& a, const Share& b);
// |z| above the 95% quantile.
bool significant(double z);

struct Mean {
  double value = 0, margin = 0;  // margin: half the 95% interval (normal approximation)
  int n = 0;
};
Mean mean_of(const std::vector<double>& values);
// Welch's z for the difference of two means; 0 when either has fewer than two values.
double two_mean_z(const std::vector<double>& a, const std::vector<double>& b);

struct Histogram {
  int low = 0, width = 1;   // bin i holds low + i*width .. low + (i+1)*width - 1
  std::vector<int> counts;  // empty when there were no values
};
// At most `bins` bins of equal integer width covering every value.
Histogram histogram(const std::vector<int>& values, int bins);

}  // namespace adaptoid

#pragma once
// How the report writes its numbers, the same in the verdict, the HTML and the JSON's texts.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/util/statistics.hpp>

#include <string>

namespace adaptoid {

// "61%" (a share 0..1, rounded to a whole percent; below 1% with one decimal).
std::string percent(double share);
// "61% ± 4" (the margin in percentage points: half the 95% interval).
std::string share_text(const Share& s);
// A mean of shares (0..1) as share_text writes a share: "12% ± 3".
std::string percent_text(const Mean& m);
// "84.2 ± 5.1" with `decimals` after the point.
std::string mean_text(const Mean& m, int decimals = 1);
std::string fixed(double value, int decimals);
// A colour's name with a capital ("White").
std::string colour_title(Colour c);

}  // namespace adaptoid

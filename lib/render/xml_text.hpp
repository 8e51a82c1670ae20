#pragma once
// Text inside SVG or HTML markup: & < > " ' escaped, and control characters (XML 1.0 allows none
// but tab, newline and carriage return) made spaces, but for a setting's mark, kept whole for
// whoever shows the page to phrase (util/setting.hpp). The diagrams and the variant report's
// pages write every text through it.
#include <string>
#include <string_view>

namespace adaptoid {

std::string escape_xml(std::string_view text);

}  // namespace adaptoid

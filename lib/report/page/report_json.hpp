#pragma once
// The report as one JSON object (`report --json`): the same numbers as the page, for scripts.
#include <adaptoid/report/verdict/report.hpp>

#include <nlohmann/json.hpp>

namespace adaptoid {

nlohmann::ordered_json report_json(const Report& report);

}  // namespace adaptoid

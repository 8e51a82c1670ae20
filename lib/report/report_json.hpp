#pragma once
// The report as one JSON object (`report --json`): the same numbers as the page, for scripts.
#include <adaptoid/report/report.hpp>

#include <nlohmann/json.hpp>

namespace adaptoid {

nlohmann::ordered_json report_json(const Report& report);

// check's statements (findings or questions not shown: topic, kind, text, witness) and ways to
// end, as `check --json` and the report's consistency part both write them.
nlohmann::ordered_json statements_json(const std::vector<Finding>& statements);
nlohmann::ordered_json ends_json(const Playability& playability);

}  // namespace adaptoid

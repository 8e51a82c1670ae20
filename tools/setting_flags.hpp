#pragma once
// How the tool spells the settings the library's messages name (util/setting.hpp): each as its
// flag, the one table of them. Whatever the tool shows of the library's text goes through
// `phrased` first: the error line (run_cli), JSON (print_json) and the report's pages.
#include <adaptoid/util/setting.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace adaptoid::cli {

// "--max-positions" for Setting::MaxPositions.
std::string_view flag_of(Setting s);

// `text` with each setting's mark phrased as its flag.
std::string phrased(std::string_view text);
// Every string of `j` phrased so.
nlohmann::ordered_json phrased_json(nlohmann::ordered_json j);

}  // namespace adaptoid::cli

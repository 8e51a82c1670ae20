// The settings' flags (setting_flags.hpp).
#include "setting_flags.hpp"

namespace adaptoid::cli {

std::string_view flag_of(Setting s) {
  switch (s) {  // no default: a setting added without its flag is a warning (-Wswitch) and a failed test
    case Setting::Out:
      return "--out";
    case Setting::Turn:
      return "--turn";
    case Setting::Turns:
      return "--turns";
    case Setting::Position:
      return "--position";
    case Setting::MaxPositions:
      return "--max-positions";
    case Setting::Force:
      return "--force";
    case Setting::BySearch:
      return "--by-search";
    case Setting::Dense:
      return "--dense";
    case Setting::DenseTable:
      return "--dense-table";
    case Setting::NoCheck:
      return "--no-check";
    case Setting::SkillGames:
      return "--skill-games";
  }
  return "";
}

std::string phrased(std::string_view text) {
  return phrase_settings(text, [](Setting s) { return std::string(flag_of(s)); });
}

nlohmann::ordered_json phrased_json(nlohmann::ordered_json j) {
  if (j.is_string()) return phrased(j.get_ref<const std::string&>());
  if (j.is_structured())                                        // (a number or a boolean iterates as itself)
    for (auto& item : j) item = phrased_json(std::move(item));  // an array's items, an object's values
  return j;
}

}  // namespace adaptoid::cli

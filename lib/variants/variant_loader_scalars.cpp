// The options of one value (a boolean, an integer in its range, one of two words), read by the
// one table of options: each that applies to the variant's game and player count, at the top
// level or in its table ([supply] legs).
#include <adaptoid/variants/variant_loader_parts.hpp>

namespace adaptoid::variant_loading {

std::vector<std::string_view> family_keys(Family family) {
  std::vector<std::string_view> keys;
  for (std::string_view key : top_level_keys()) {
    bool only_this = true;
    for (const VariantOption& o : variant_options())
      if (option_section(o) == key && o.family != family) only_this = false;
    if (only_this) keys.push_back(key);
  }
  return keys;
}

std::vector<std::string_view> player_count_keys() {
  std::vector<std::string_view> keys;
  for (const VariantOption& o : variant_options())
    if (o.per_player_count) keys.push_back(option_section(o));
  return keys;
}

void Reader::read_scalars(Variant& v) {
  std::string_view checked;  // the last section whose table was checked
  for (const VariantOption& o : variant_options()) {
    if (o.type == OptionType::Structured || !option_applies(o, v.family, v.players)) continue;
    const std::string_view section = option_section(o), name = option_name(o);
    const toml::node* n = t_.get(section);
    std::string where(o.key);
    if (n && !name.empty()) {
      where = "[" + std::string(section) + "] " + std::string(name);
      const toml::table& inside = table(*n, std::string(section));
      if (checked != section) check_keys(inside, "[" + std::string(section) + "] ", section_keys(section));
      checked = section;
      n = inside.get(name);
    }
    if (!n) continue;
    switch (o.type) {
      case OptionType::Boolean:
        o.set(v, boolean(*n, where) ? 1 : 0);
        break;
      case OptionType::Integer:
        o.set(v, integer(*n, where, o.lo, o.hi));
        break;
      case OptionType::Choice:
        o.set(v, choice(*n, where, {o.choices[0], o.choices[1]}) == o.choices[0] ? 0 : 1);
        break;
      case OptionType::Structured:
        break;
    }
  }
}

}  // namespace adaptoid::variant_loading

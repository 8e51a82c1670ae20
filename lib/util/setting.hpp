#pragma once
// A setting of the library's options that a message names ("raise the most positions", "choose
// another output"), so that lib/ spells no front end's way of giving it: the library writes the
// setting's mark (`mention`) where the tool would say its flag, and whatever shows the text (the
// tool, the Python module, the browser page) phrases every mark its own way before it is shown:
// the tool as its flag (tools/setting_flags.cpp), Python and the page by the setting's name.
#include <string>
#include <string_view>

namespace adaptoid {

enum class Setting : unsigned char {
  Out,           // the file a command writes (a solve's table)
  Turn,          // the player's turns (a puzzle's answer), numbered from 1
  Turns,         // how many turns a search looks ahead
  Position,      // a position given to work on instead of a variant's start
  MaxPositions,  // the most positions (or classes of them) a count or a solve holds
  Force,         // start a solve whose memory estimate is more than the machine has
  BySearch,      // value a variant's starts by search instead of retrograde analysis
  Dense,         // solve with the dense index, writing a table of codes
  DenseTable,    // solve with the dense index, writing the dense table
  NoCheck,       // a report without its consistency check
  SkillGames,    // the games of each step of a report's skill trace
};
inline constexpr int kSettings = static_cast<int>(Setting::SkillGames) + 1;

// Its name, as the option's field says it: "max_positions", "dense_table".
std::string_view setting_name(Setting s);

// The mark of `s` in a message or a text. It holds control characters, so a mark that was not
// phrased shows escaped, never as a word that looks meant.
std::string mention(Setting s);

// `text` with every mark phrased by `spell` (by default, setting_name).
template <class Spell>
std::string phrase_settings(std::string_view text, Spell&& spell);
std::string phrase_settings(std::string_view text);

namespace setting_mark {
inline constexpr char kOpen = '\x1e', kClose = '\x1f';
// The setting whose mark starts at text[at] (kOpen there), and the mark's length; or length 0.
struct Found {
  Setting setting;
  size_t length;
};
Found at(std::string_view text, size_t at);
}  // namespace setting_mark

template <class Spell>
std::string phrase_settings(std::string_view text, Spell&& spell) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const setting_mark::Found found =
        text[i] == setting_mark::kOpen ? setting_mark::at(text, i) : setting_mark::Found{};
    if (found.length == 0) {
      out += text[i++];
      continue;
    }
    out += spell(found.setting);
    i += found.length;
  }
  return out;
}

}  // namespace adaptoid

#include <adaptoid/publish/export_warnings.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/util/date.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

constexpr const char* kWeekdays[] = {"Monday", "Tuesday",  "Wednesday", "Thursday",
                                     "Friday", "Saturday", "Sunday"};

struct GameInFiles {
  std::string first;  // its first day in the files
  int published = 0;
  std::vector<std::string> shallow;  // "2026-11-26 (Thursday: 1 turn, asks 2)"
};

}  // namespace

std::vector<std::string> export_warnings(const std::vector<Puzzle>& puzzles,
                                         const std::map<std::string, VariantPtr>& variants,
                                         const std::string& until) {
  std::vector<std::string> order;
  std::map<std::string, GameInFiles> games;
  for (const Puzzle& z : puzzles) {
    auto [it, fresh] = games.try_emplace(z.variant);
    if (fresh) order.push_back(z.variant);
    GameInFiles& g = it->second;
    if (g.first.empty() || z.date < g.first) g.first = z.date;
    if (z.date > until) continue;
    ++g.published;
    const auto v = variants.find(z.variant);
    const auto day = parse_date(z.date);
    const int asks = v == variants.end() || !day ? 0 : weekday_turns(*v->second, z.date);
    if (z.turns < asks)
      g.shallow.push_back(z.date + " (" + kWeekdays[weekday_from_monday(*day)] + ": " +
                          std::to_string(z.turns) + (z.turns == 1 ? " turn" : " turns") + ", asks " +
                          std::to_string(asks) + ")");
  }
  std::vector<std::string> out;
  const bool none =
      std::none_of(games.begin(), games.end(), [](const auto& g) { return g.second.published > 0; });
  if (puzzles.empty()) out.push_back("no day published: the files hold no puzzles");
  if (!puzzles.empty() && none) {
    std::string first = games.begin()->second.first;
    for (const auto& [name, g] : games) first = std::min(first, g.first);
    out.push_back("no day published: every puzzle is dated after " + until + " (the first is " + first + ")");
  }
  for (const std::string& name : order) {
    GameInFiles& g = games[name];
    if (!none && g.published == 0)
      out.push_back(name + ": no day published: its first day is " + g.first + ", after " + until);
    if (g.shallow.empty()) continue;
    std::string days;
    for (const std::string& d : g.shallow) days += (days.empty() ? "" : ", ") + d;
    out.push_back(name + ": " + std::to_string(g.shallow.size()) +
                  (g.shallow.size() == 1 ? " day is" : " days are") +
                  " shallower than the weekday asks: " + days);
  }
  return out;
}

}  // namespace adaptoid

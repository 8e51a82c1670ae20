// The Atom feed of the puzzle page (RFC 4287): the latest days of every game, newest first, each
// entry linking to the page opened on that day and to the day's JSON and diagram.
#include <adaptoid/publish/puzzle_page.hpp>
#include <adaptoid/publish/puzzle_seal.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/render/xml_text.hpp>

#include <algorithm>
#include <map>

namespace adaptoid {

namespace {

// A stable identifier without a domain to own: a UUID (version 8, "custom") made of the SHA-256
// of the name, so an entry keeps its id from one export to the next.
std::string uuid_of(const std::string& name) {
  std::string h = sha256_hex("adaptoid-puzzle feed\n" + name).substr(0, 32);
  h[12] = '8';
  h[16] = "89ab"[(h[16] - (h[16] >= 'a' ? 'a' - 10 : '0')) & 3];
  return "urn:uuid:" + h.substr(0, 8) + "-" + h.substr(8, 4) + "-" + h.substr(12, 4) + "-" + h.substr(16, 4) +
         "-" + h.substr(20);
}

std::string entry(const Puzzle& z, const std::string& site) {
  const std::string day = "days/" + z.variant + "/" + z.date;
  const std::string title = game_title(z.variant);
  std::string side(colour_name(z.side));
  side[0] = static_cast<char>(side[0] - 'a' + 'A');
  // The goal in a sentence and the rating by solvers once the puzzle file has them,
  // else the short goal and the 1-5 difficulty.
  const nlohmann::ordered_json full = puzzle_to_json(z);
  std::string summary = full.contains("goal_text") && full["goal_text"].is_string()
                            ? full["goal_text"].get<std::string>()
                            : z.goal() + ". " + side + " to play.";
  if (summary.back() != '.') summary += '.';
  if (full.contains("rating") && full["rating"].is_number())
    summary += " Rating: " + full["rating"].dump() + ".";
  else if (!z.difficulty.label.empty())
    summary += " Difficulty: " + z.difficulty.label + " (" + std::to_string(z.difficulty.rating) + "/5).";
  if (!z.themes.empty()) {
    summary += " Themes: ";
    for (std::size_t i = 0; i < z.themes.size(); ++i) summary += (i ? ", " : "") + z.themes[i];
    summary += ".";
  }
  const std::string page = site + "index.html?variant=" + z.variant + "&date=" + z.date;
  const std::string stamp = z.date + "T00:00:00Z";
  std::string out = "  <entry>\n";
  const auto line = [&out](const std::string& element) { out += "    " + element + "\n"; };
  line("<title>" + escape_xml(title + " puzzle, " + z.date + ": " + z.goal()) + "</title>");
  line("<id>" + uuid_of(z.id) + "</id>");
  line("<published>" + stamp + "</published>");
  line("<updated>" + stamp + "</updated>");
  line("<link rel=\"alternate\" type=\"text/html\" href=\"" + escape_xml(page) + "\"/>");
  line("<link rel=\"related\" type=\"application/json\" href=\"" + escape_xml(site + day + ".json") + "\"/>");
  line("<link rel=\"enclosure\" type=\"image/svg+xml\" href=\"" + escape_xml(site + day + ".svg") + "\"/>");
  // Categories: the game, then each theme, so a reader can filter the feed by either.
  line("<category term=\"" + escape_xml(z.variant) + "\" label=\"" + escape_xml(title) + "\"/>");
  for (const std::string& theme : z.themes) line("<category term=\"" + escape_xml(theme) + "\"/>");
  line("<summary>" + escape_xml(summary) + "</summary>");
  return out + "  </entry>\n";
}

}  // namespace

std::string atom_feed(const std::vector<Puzzle>& puzzles, const PageOptions& options) {
  // The latest feed_days of each game, newest first (games in the menu's order on one day).
  std::map<std::string, std::vector<const Puzzle*>> by_game;
  for (const Puzzle& z : puzzles) by_game[z.variant].push_back(&z);
  std::vector<const Puzzle*> shown;
  for (auto& [game, list] : by_game) {
    std::sort(list.begin(), list.end(), [](const Puzzle* a, const Puzzle* b) { return a->date > b->date; });
    if (list.size() > static_cast<std::size_t>(options.feed_days)) list.resize(options.feed_days);
    shown.insert(shown.end(), list.begin(), list.end());
  }
  const auto games = page_games(puzzles);
  const auto rank = [&](const std::string& v) {
    return std::find_if(games.begin(), games.end(), [&](const auto& g) { return g.first == v; }) -
           games.begin();
  };
  std::stable_sort(shown.begin(), shown.end(), [&](const Puzzle* a, const Puzzle* b) {
    return a->date != b->date ? a->date > b->date : rank(a->variant) < rank(b->variant);
  });
  const std::string updated = (shown.empty() ? options.until : shown.front()->date) + "T00:00:00Z";
  std::string out =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
      "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
      "  <title>Adaptoid daily puzzles</title>\n"
      "  <subtitle>A puzzle a day for each game of the Adaptoid family, its solution proven "
      "unique</subtitle>\n"
      "  <id>" +
      uuid_of("feed") +
      "</id>\n"
      "  <updated>" +
      updated +
      "</updated>\n"
      "  <link rel=\"self\" type=\"application/atom+xml\" href=\"" +
      escape_xml(options.site) +
      "feed.xml\"/>\n"
      "  <link rel=\"alternate\" type=\"text/html\" href=\"" +
      escape_xml(options.site) +
      "index.html\"/>\n"
      "  <author><name>The Adaptoid toolkit</name></author>\n";
  for (const Puzzle* z : shown) out += entry(*z, options.site);
  return out + "</feed>\n";
}

}  // namespace adaptoid

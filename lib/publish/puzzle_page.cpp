// The puzzle page's data (puzzle_page.hpp): days, index, feed, and their writing.
#include <adaptoid/publish/puzzle_page.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/publish/puzzle_seal.hpp>
#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

namespace adaptoid {

using nlohmann::ordered_json;

namespace {

// The family's games in the menu's order, with the names people know them by.
const std::vector<std::pair<std::string, std::string>> kGames = {
    {"adaptoid", "Adaptoid"},
    {"superadaptoid", "Superadaptoid"},
    {"adapt3", "Adapt3"},
    {"quantum-leap", "Quantum Leap"},
    {"quantum-leap-3p", "Quantum Leap, three players"}};

ordered_json ply_json(const VariantPtr& variant, const PuzzlePly& p) {
  return {{"turn", p.turn},
          {"player", std::string(colour_name(p.player))},
          {"position", p.position},
          {"status", position_status(variant, p.position)}};
}

// The line in steps: each solver turn with the replies that follow it, sealed with that turn.
ordered_json sealed_line(const VariantPtr& variant, const Puzzle& z) {
  const std::string salt = puzzle_salt(z.id, z.position);
  ordered_json steps = ordered_json::array();
  for (std::size_t i = 0; i < z.solution.size();) {
    ordered_json plies = ordered_json::array();
    std::size_t k = i;
    do plies.push_back(ply_json(variant, z.solution[k++]));
    while (k < z.solution.size() && z.solution[k].player != z.side);
    const std::string payload = ordered_json{{"plies", plies}}.dump();
    const SealedStep s = seal_step(salt, static_cast<int>(steps.size()), z.solution[i].turn, payload);
    steps.push_back({{"check", s.check}, {"iv", s.iv}, {"data", s.data}});
    i = k;
  }
  return {{"salt", salt}, {"steps", steps}};
}

// Each wrong first turn's refutation, sealed as a step 0 of that turn: the page finds it by the
// turn's check and opens it with the turn's key, so the file lists no turn in clear and the one
// legal turn missing (the solution) cannot be read off it. In the order of the checks, which says
// nothing of the turns.
ordered_json sealed_refutations(const Puzzle& z, const std::vector<Refutation>& refutations) {
  const std::string salt = puzzle_salt(z.id, z.position);
  std::vector<SealedStep> sealed;
  for (const Refutation& r : refutations)
    sealed.push_back(seal_step(salt, 0, r.turn, refutation_to_json(r).dump()));
  std::sort(sealed.begin(), sealed.end(),
            [](const SealedStep& a, const SealedStep& b) { return a.check < b.check; });
  ordered_json out = ordered_json::array();
  for (const SealedStep& s : sealed) out.push_back({{"check", s.check}, {"iv", s.iv}, {"data", s.data}});
  return out;
}

// What the page needs to know of the game to draw and describe it without its rules: the
// colours in turn order, who hunts whom (Adapt3's T2, null without prey), the stacks (S1).
void describe_game(const Variant& v, ordered_json& j) {
  ordered_json players = ordered_json::array();
  for (Colour c : v.turn_order) players.push_back(std::string(colour_name(c)));
  j["players"] = players;
  j["prey"] = nullptr;
  if (family_traits(v).hunting && v.players > 2) {
    ordered_json prey;
    for (Colour c : v.turn_order) prey[std::string(colour_name(c))] = std::string(colour_name(v.prey[c]));
    j["prey"] = prey;
  }
  ordered_json stacks = ordered_json::array();
  for (int cell = 0; cell < v.board.size(); ++cell)
    if (v.board.height(cell) > 1) stacks.push_back(v.board.name(cell));
  j["board"] = {{"stacks", stacks}};
}

// A script that sets one global: what a page opened from the file system can load.
std::string script(const std::string& assignment, const ordered_json& j) {
  return assignment + " = " + j.dump() + ";\n";
}

}  // namespace

std::string game_title(const std::string& variant) {
  for (const auto& [name, title] : kGames)
    if (name == variant) return title;
  return variant;
}

std::vector<std::pair<std::string, std::string>> page_games(const std::vector<Puzzle>& puzzles) {
  auto games = kGames;
  for (const Puzzle& z : puzzles)
    if (std::none_of(games.begin(), games.end(), [&](const auto& g) { return g.first == z.variant; }))
      games.emplace_back(z.variant, z.variant);
  return games;
}

ordered_json position_status(const VariantPtr& variant, const std::string& position) {
  auto p = parse_position(variant, position);
  if (!p) return nullptr;
  const Variant& v = *variant;
  ordered_json status;
  if (!family_traits(v).counts_losses) {  // Quantum Leap: the stones each colour has left
    ordered_json stones;
    for (Colour c = 0; c < v.players; ++c) {
      int n = 0;
      for (int cell = 0; cell < v.board.size(); ++cell) n += p->at(cell) == stone::make(c);
      stones[std::string(colour_name(c))] = n;
    }
    status["stones"] = stones;
    return status;
  }
  const AdaptoidGame game(variant);
  ordered_json lost, supply;
  for (Colour c : v.turn_order) {
    const std::string name(colour_name(c));
    lost[name] = p->lost(c);
    const AdaptoidGame::Supply s = game.supply(p.value(), c);
    supply[name] = {{"adaptoids", s.adaptoids}, {"legs", s.legs}, {"pincers", s.pincers}};
  }
  status["lost"] = lost;
  status["goal"] = v.loss_goal();
  status["supply"] = supply;
  return status;
}

ordered_json day_json(const VariantPtr& variant, const Puzzle& z, bool reveal,
                      const std::vector<Refutation>& refutations) {
  const ordered_json full = puzzle_to_json(z);
  ordered_json j;
  j["format"] = 1;
  for (const char* key : {"id", "date", "variant", "position", "side", "goal"}) j[key] = full[key];
  // The goal in a sentence saying what winning means in the game, when the file has it.
  j["goal_text"] = full.contains("goal_text") ? full["goal_text"] : ordered_json();
  j["turns"] = full["turns"];
  j["title"] = game_title(z.variant);
  describe_game(*variant, j);
  j["status"] = position_status(variant, z.position);
  // The rating by solvers once the puzzle file has one; the 1-5 difficulty beside it.
  j["rating"] = full.contains("rating") ? full["rating"] : ordered_json();
  j["difficulty"] = full.contains("difficulty") ? full["difficulty"] : ordered_json();
  j["themes"] = full["themes"];
  j["tempting"] = full["tempting"];
  j["sealed"] = sealed_line(variant, z);
  j["sealed"]["refutations"] = sealed_refutations(z, refutations);
  j["solution"] = nullptr;
  j["refutations"] = nullptr;
  if (reveal) {
    j["solution"] = ordered_json::array();
    for (const PuzzlePly& p : z.solution) j["solution"].push_back(ply_json(variant, p));
    j["refutations"] = ordered_json::object();
    for (const Refutation& r : refutations) j["refutations"][r.turn] = refutation_to_json(r);
  }
  return j;
}

Result<std::vector<PageFile>> puzzle_page_files(const std::vector<Puzzle>& puzzles,
                                                const std::map<std::string, VariantPtr>& variants,
                                                const PageOptions& options) {
  std::vector<Puzzle> shown;
  for (const Puzzle& z : puzzles)
    if (z.date <= options.until) shown.push_back(z);
  std::stable_sort(shown.begin(), shown.end(),
                   [](const Puzzle& a, const Puzzle& b) { return a.date < b.date; });
  for (const Puzzle& z : shown)
    if (!variants.count(z.variant)) return fail(z.id + ": no variant '" + z.variant + "'");
  // The refutations are searches: the days' on threads, each day's its own, so the files are the
  // same on any number of threads.
  // Only the newest days of each game: refuting every wrong turn of a year is hours of search.
  std::map<std::string, int> newer;  // variant -> days seen so far, newest first
  std::vector<bool> refuted(shown.size());
  for (std::size_t i = shown.size(); i-- > 0;) refuted[i] = newer[shown[i].variant]++ < options.refuted_days;
  std::vector<Result<std::vector<Refutation>>> refutations(shown.size(), std::vector<Refutation>{});
  parallel_for(shown.size(), 1, options.threads, [&](int, uint64_t i) {
    if (refuted[i])
      refutations[i] =
          refute_wrong_first_turns(variants.at(shown[i].variant), shown[i], kRefutationNodeBudget);
  });
  std::vector<PageFile> files;
  std::map<std::string, std::vector<std::string>> days;
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const Puzzle& z = shown[i];
    const auto v = variants.find(z.variant);
    if (!refutations[i]) return refutations[i].failure();
    ordered_json day = day_json(v->second, z, z.date < options.until, refutations[i].value());
    if (!refuted[i]) day["refutations"] = nullptr;
    const std::string base = "days/" + z.variant + "/" + z.date;
    files.push_back({base + ".js", script("(window.ADAPTOID_DAYS = window.ADAPTOID_DAYS || {})[" +
                                              ordered_json(z.variant + "/" + z.date).dump() + "]",
                                          day)});
    files.push_back({base + ".json", day.dump(1) + "\n"});
    files.push_back({base + ".svg", puzzle_svg(v->second, z)});
    days[z.variant].push_back(z.date);
  }
  ordered_json index;
  index["format"] = 1;
  index["until"] = options.until;
  index["games"] = ordered_json::array();
  for (const auto& [name, title] : page_games(shown))
    index["games"].push_back({{"variant", name}, {"title", title}, {"days", days[name]}});
  files.push_back({"days/index.js", script("window.ADAPTOID_INDEX", index)});
  files.push_back({"days/index.json", index.dump(1) + "\n"});
  files.push_back({"feed.xml", atom_feed(shown, options)});
  return files;
}

Result<int> write_page_files(const std::string& dir, const std::vector<PageFile>& files) {
  namespace fs = std::filesystem;
  std::set<std::string> wanted;
  for (const PageFile& f : files) {
    const fs::path path = fs::path(dir) / f.path;
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (ec) return fail("cannot write " + path.parent_path().string() + ": " + ec.message());
    if (auto written = write_file(path.string(), f.content); !written) return written.failure();
    wanted.insert(path.lexically_normal().string());
  }
  // Only what an export writes is removed: days/<variant>/<YYYY-MM-DD>.<js|json|svg>.
  static const std::regex kDayFile(R"(\d{4}-\d{2}-\d{2}\.(js|json|svg))");
  int removed = 0;
  std::error_code ec;
  for (const auto& game : fs::directory_iterator(fs::path(dir) / "days", ec)) {
    if (!game.is_directory()) continue;
    for (const auto& file : fs::directory_iterator(game.path(), ec))
      if (std::regex_match(file.path().filename().string(), kDayFile) &&
          !wanted.count(file.path().lexically_normal().string()) && fs::remove(file.path(), ec))
        ++removed;
  }
  return removed;
}

}  // namespace adaptoid

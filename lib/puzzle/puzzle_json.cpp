// Puzzle JSON (puzzle_json.hpp).
#include <adaptoid/puzzle/puzzle_json.hpp>

#include <adaptoid/util/date.hpp>
#include <adaptoid/util/echo.hpp>

namespace adaptoid {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

ordered_json optional_text(const std::optional<std::string>& s) {
  return s ? ordered_json(*s) : ordered_json();
}

// Reading: each accessor throws an Error with the key's path; puzzle_from_json returns it.

const json& field(const json& j, const std::string& key, const std::string& where) {
  if (!j.is_object()) throw fail(where + ": expected an object");
  auto it = j.find(key);
  if (it == j.end()) throw fail(where + ": missing key '" + key + "'");
  return *it;
}
std::string text(const json& j, const std::string& key, const std::string& where) {
  const json& v = field(j, key, where);
  if (!v.is_string()) throw fail(where + "." + key + ": expected a string");
  return v.get<std::string>();
}
std::optional<std::string> text_or_null(const json& j, const std::string& key, const std::string& where) {
  const json& v = field(j, key, where);
  if (v.is_null()) return std::nullopt;
  if (!v.is_string()) throw fail(where + "." + key + ": expected a string or null");
  return v.get<std::string>();
}
int64_t integer(const json& j, const std::string& key, const std::string& where, int64_t lo, int64_t hi) {
  const json& v = field(j, key, where);
  if (!v.is_number_integer()) throw fail(where + "." + key + ": expected an integer");
  const int64_t x = v.get<int64_t>();
  if (x < lo || x > hi) throw fail(where + "." + key + ": " + std::to_string(x) + " is out of range");
  return x;
}
const json& array(const json& j, const std::string& key, const std::string& where) {
  const json& v = field(j, key, where);
  if (!v.is_array()) throw fail(where + "." + key + ": expected an array");
  return v;
}
Colour colour(const json& j, const std::string& key, const std::string& where) {
  const std::string name = text(j, key, where);
  auto c = colour_from_name(name);
  if (!c) throw fail(where + "." + key + ": '" + name + "' is not a colour");
  return *c;
}

// The rating fields (specs/puzzles.md), written only for a rated puzzle so that the lines
// published before it read back and write out byte for byte.
void add_rating(ordered_json& j, const Puzzle& z) {
  j["rating"] = *z.rating;
  j["ladder"] = ordered_json::array();
  for (const LadderRung& r : z.ladder)
    j["ladder"].push_back({{"player", r.player}, {"elo", r.elo}, {"solved", r.solved}});
  j["score"] = nullptr;
  j["supplies"] = nullptr;
  if (!z.score) return;
  ordered_json lost = ordered_json::object(), supplies = ordered_json::object();
  for (std::size_t c = 0; c < z.score->lost.size(); ++c) {
    const std::string name(colour_name(static_cast<Colour>(c)));
    lost[name] = z.score->lost[c];
    const AdaptoidGame::Supply& s = z.score->supplies[c];
    supplies[name] = {{"adaptoids", s.adaptoids}, {"legs", s.legs}, {"pincers", s.pincers}};
  }
  j["score"] = {{"lost", lost}, {"goal", z.score->goal}};
  j["supplies"] = supplies;
}

// The values of an object keyed by colour name, in colour order (white, black, red, ...): every
// key must be one of the first colours.
template <typename F>
void per_colour(const json& object, const std::string& where, F&& each) {
  if (!object.is_object() || object.empty()) throw fail(where + ": expected an object of colours");
  std::size_t seen = 0;
  for (Colour c = 0; c < kMaxPlayers && seen < object.size(); ++c) {
    const std::string name(colour_name(c));
    if (!object.contains(name)) throw fail(where + ": missing colour '" + name + "'");
    each(object.at(name), where + "." + name);
    ++seen;
  }
  if (seen != object.size()) throw fail(where + ": a key that is not a colour");
}

void read_rating(const json& j, Puzzle& z) {
  const std::string w = "puzzle";
  if (j.contains("goal_text")) z.goal_text = text(j, "goal_text", w);
  if (!j.contains("rating")) return;
  z.rating = static_cast<int>(integer(j, "rating", w, 0, 10000));
  int i = 0;
  for (const json& r : array(j, "ladder", w)) {
    const std::string rw = "ladder[" + std::to_string(i++) + "]";
    const json& solved = field(r, "solved", rw);
    if (!solved.is_boolean()) throw fail(rw + ".solved: expected true or false");
    z.ladder.push_back(
        {text(r, "player", rw), static_cast<int>(integer(r, "elo", rw, 0, 10000)), solved.get<bool>()});
  }
  const json& score = field(j, "score", w);
  if (score.is_null()) return;
  PuzzleScore s;
  s.goal = static_cast<int>(integer(score, "goal", "score", 1, 255));
  per_colour(field(score, "lost", "score"), "score.lost", [&](const json& v, const std::string& where) {
    if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > 255)
      throw fail(where + ": expected a count");
    s.lost.push_back(v.get<int>());
  });
  per_colour(field(j, "supplies", w), "supplies", [&](const json& v, const std::string& where) {
    s.supplies.push_back({static_cast<int>(integer(v, "adaptoids", where, -255, 255)),
                          static_cast<int>(integer(v, "legs", where, -255, 255)),
                          static_cast<int>(integer(v, "pincers", where, -255, 255))});
  });
  if (s.supplies.size() != s.lost.size()) throw fail("puzzle.supplies: not one per colour of score.lost");
  z.score = std::move(s);
}

}  // namespace

ordered_json puzzle_to_json(const Puzzle& z) {
  ordered_json j;
  j["id"] = z.id;
  j["date"] = z.date;
  j["variant"] = z.variant;
  if (!z.variant_text.empty()) j["variant_toml"] = z.variant_text;  // (puzzle_variant.hpp)
  j["position"] = z.position;
  j["side"] = std::string(colour_name(z.side));
  j["goal"] = z.goal();
  if (!z.goal_text.empty()) j["goal_text"] = z.goal_text;
  j["turns"] = z.turns;
  j["solution"] = ordered_json::array();
  for (const PuzzlePly& p : z.solution)
    j["solution"].push_back(
        {{"turn", p.turn}, {"player", std::string(colour_name(p.player))}, {"position", p.position}});
  j["defender_alternatives"] = ordered_json::array();
  for (const DefenderAlternative& a : z.defender_alternatives)
    j["defender_alternatives"].push_back({{"ply", a.ply},
                                          {"turn", a.turn},
                                          {"loses_in", a.loses_in},
                                          {"refutation", optional_text(a.refutation)}});
  j["tempting"] = ordered_json::array();
  for (const TemptingTurn& t : z.tempting)
    j["tempting"].push_back({{"turn", t.turn}, {"refutation", optional_text(t.refutation)}, {"why", t.why}});
  const Difficulty& d = z.difficulty;
  j["difficulty"] = {{"rating", d.rating},
                     {"label", d.label},
                     {"depth", d.depth},
                     {"legal_turns", d.legal_turns},
                     {"tempting_failures", d.tempting_failures},
                     {"nodes", d.nodes}};
  j["themes"] = z.themes;
  if (z.rating) add_rating(j, z);
  j["seed"] = z.seed;
  j["version"] = z.version;
  j["svg"] = z.svg;
  return j;
}

std::string puzzle_to_line(const Puzzle& z) {
  return puzzle_to_json(z).dump();
}

Result<Puzzle> puzzle_from_json(const json& j) {
  try {
    const std::string w = "puzzle";
    Puzzle z;
    z.id = text(j, "id", w);
    z.date = text(j, "date", w);
    // A day of the calendar written YYYY-MM-DD (up to 9999-12-31): such dates compare as text in
    // the order of the days, which the files, the page and its index rely on.
    if (!parse_date(z.date))
      throw fail("puzzle.date: '" + echo_text(z.date) + "' is not a day of the calendar YYYY-MM-DD");
    z.variant = text(j, "variant", w);
    if (j.contains("variant_toml")) z.variant_text = text(j, "variant_toml", w);
    z.position = text(j, "position", w);
    z.side = colour(j, "side", w);
    z.turns = static_cast<int>(integer(j, "turns", w, 1, 64));
    const std::string goal = text(j, "goal", w);
    if (goal != z.goal())
      throw fail("puzzle.goal: '" + goal + "' does not match side and turns ('" + z.goal() + "')");
    int i = 0;
    for (const json& p : array(j, "solution", w)) {
      const std::string pw = "solution[" + std::to_string(i++) + "]";
      z.solution.push_back({text(p, "turn", pw), colour(p, "player", pw), text(p, "position", pw)});
    }
    i = 0;
    for (const json& a : array(j, "defender_alternatives", w)) {
      const std::string aw = "defender_alternatives[" + std::to_string(i++) + "]";
      z.defender_alternatives.push_back(
          {static_cast<int>(integer(a, "ply", aw, 1, 1000)), text(a, "turn", aw),
           static_cast<int>(integer(a, "loses_in", aw, 0, 64)), text_or_null(a, "refutation", aw)});
    }
    i = 0;
    for (const json& t : array(j, "tempting", w)) {
      const std::string tw = "tempting[" + std::to_string(i++) + "]";
      z.tempting.push_back({text(t, "turn", tw), text_or_null(t, "refutation", tw), text(t, "why", tw)});
    }
    const json& d = field(j, "difficulty", w);
    const std::string dw = "difficulty";
    z.difficulty = {static_cast<int>(integer(d, "rating", dw, 1, 5)),
                    text(d, "label", dw),
                    static_cast<int>(integer(d, "depth", dw, 1, 64)),
                    static_cast<int>(integer(d, "legal_turns", dw, 0, 1 << 30)),
                    static_cast<int>(integer(d, "tempting_failures", dw, 0, 1 << 30)),
                    static_cast<uint64_t>(integer(d, "nodes", dw, 0, INT64_MAX))};
    for (const json& t : array(j, "themes", w)) {
      if (!t.is_string()) throw fail("puzzle.themes: expected strings");
      z.themes.push_back(t.get<std::string>());
    }
    read_rating(j, z);
    const json& seed = field(j, "seed", w);
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<int64_t>() >= 0))
      throw fail("puzzle.seed: expected an unsigned integer");
    z.seed = seed.get<uint64_t>();
    z.version = text(j, "version", w);
    z.svg = text(j, "svg", w);
    return z;
  } catch (const Error& e) {
    return e;
  }
}

nlohmann::ordered_json refutation_to_json(const Refutation& r) {
  ordered_json j;
  j["outcome"] = outcome_word(r.outcome);
  if (r.outcome == Refutation::Outcome::WinsLater) j["wins_in"] = r.wins_in;
  j["line"] = r.line;
  j["text"] = r.text;
  return j;
}

Result<Puzzle> puzzle_from_line(std::string_view line) {
  json j = json::parse(line, nullptr, false);
  if (j.is_discarded()) return fail("not valid JSON");
  return puzzle_from_json(j);
}

}  // namespace adaptoid

// Game records (specs/notation.md, "Game records"): what a record says (its positions and its
// result), writing one, and reading them. Reading sorts the lines into headers, a carried variant
// file and turns; then the variant is loaded, the turns replayed under the rules and the result
// checked against where they lead. Every error names its line. The input may be anything (it is
// fuzzed): lines, the carried file and the turns are bounded.
#include <adaptoid/play/game_record.hpp>

#include <adaptoid/core/colour.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/util/date.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/text.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <map>
#include <string_view>

namespace adaptoid {

namespace {

// The player headers, by colour.
constexpr std::array<std::string_view, kMaxPlayers> kPlayerHeaders = {"White", "Black",  "Red",
                                                                      "Green", "Yellow", "Orange"};
// The line that opens a carried variant file; each of its lines follows, after kTomlPrefix.
constexpr std::string_view kVariantFileHeader = "[VariantFile]";
constexpr char kTomlPrefix = '|';

}  // namespace

Position GameRecord::position_at(size_t ply) const {
  return visit_game(variant, [&](const auto& game) {
    Position p = start ? *start : game.start(seed);
    const size_t n = std::min(ply, turns.size());
    for (size_t i = 0; i < n; ++i) p = game.apply(p, turns[i]);
    return p;
  });
}

uint64_t GameRecord::start_seed() const {
  return family_traits(*variant).random_setup && !start ? seed : 0;
}

std::string GameRecord::result_text() const {
  if (!status.over) return "*";
  const int count = variant ? variant->players : 2;
  if (count == 2) {
    if (!status.winner) return "1/2-1/2";
    return *status.winner == 0 ? "1-0" : "0-1";
  }
  if (!status.winner) return "draw";
  return std::string(1, colour_lower(*status.winner));
}

namespace {

// A header value on one line, with `"` and `\` escaped; a line break inside would end the line.
std::string header(std::string_view name, std::string_view value) {
  std::string out = "[" + std::string(name) + " \"";
  for (char ch : value) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f ? ' ' : ch;
  }
  return out + "\"]\n";
}

// A built-in is named; any other variant travels as its TOML text, so the record reads back on
// a machine without the file (and a file of the same name with other rules cannot take its place).
bool named_builtin(const GameRecord& r) {
  if (!is_builtin_variant(r.variant_name)) return false;
  const auto builtin = load_variant(r.variant_name);
  return builtin && builtin.value()->name == r.variant->name && same_rules(*builtin.value(), *r.variant);
}

std::string variant_headers(const GameRecord& r) {
  if (named_builtin(r)) return header("Variant", r.variant_name);
  std::string out = header("Variant", r.variant->name) + std::string(kVariantFileHeader) + "\n";
  const std::string toml = variant_to_toml(*r.variant);
  size_t begin = 0;
  while (begin < toml.size()) {
    size_t end = toml.find('\n', begin);
    if (end == std::string::npos) end = toml.size();
    const std::string_view line(toml.data() + begin, end - begin);
    out += kTomlPrefix;
    if (!line.empty()) out += " " + std::string(line);
    out += "\n";
    begin = end + 1;
  }
  return out;
}

// One turn a line, labelled with the turn number and the side to move: `3b d4-d5 +e5`.
std::string turn_lines(const GameRecord& r) {
  return visit_game(r.variant, [&](const auto& game) {
    std::string out;
    Position p = r.start ? *r.start : game.start(r.seed);
    for (const Turn& t : r.turns) {
      out +=
          std::to_string(p.turn_number()) + colour_lower(p.side()) + " " + format_turn(*r.variant, t) + "\n";
      p = game.apply(p, t);
    }
    return out;
  });
}

}  // namespace

std::string format_game_record(const GameRecord& r) {
  std::string out;
  if (!r.event.empty()) out += header("Event", r.event);
  if (!r.date.empty()) out += header("Date", r.date);
  out += variant_headers(r);
  for (size_t c = 0; c < r.players.size() && c < kPlayerHeaders.size(); ++c)
    if (!r.players[c].empty()) out += header(kPlayerHeaders[c], r.players[c]);
  out += header("Seed", std::to_string(r.seed));
  if (r.start) out += header("Start", format_position(*r.variant, *r.start));
  out += header("Result", r.result_text());
  if (!r.termination.empty()) out += header("Termination", r.termination);
  return out + turn_lines(r);
}

std::string format_game_records(const std::vector<GameRecord>& records) {
  std::string out;
  for (size_t i = 0; i < records.size(); ++i) out += (i ? "\n" : "") + format_game_record(records[i]);
  return out;
}

// --- Reading ------------------------------------------------------------------------------------

namespace {

constexpr size_t kMaxLine = 10000;
constexpr size_t kMaxTomlBytes = 256 * 1024;
constexpr size_t kMaxTurns = 100000;

struct Line {
  size_t number = 0;
  std::string_view text;  // without the line break (and a CR before it)
};

struct HeaderValue {
  std::string value;
  size_t line = 0;
};

// A record's lines sorted by kind, before anything is interpreted.
struct RawRecord {
  size_t first_line = 0;
  std::map<std::string, HeaderValue, std::less<>> headers;
  std::string toml;
  size_t toml_line = 0;  // the [VariantFile] line; 0 when there is none
  std::vector<Line> turns;
};

Error at(size_t line, const std::string& what) {
  return fail("line " + std::to_string(line) + ": " + what);
}

bool known_header(std::string_view name) {
  static const std::vector<std::string_view> names = {"Event", "Date",   "Variant",    "Seed",
                                                      "Start", "Result", "Termination"};
  return std::find(names.begin(), names.end(), name) != names.end() ||
         std::find(kPlayerHeaders.begin(), kPlayerHeaders.end(), name) != kPlayerHeaders.end();
}

// `[Name "value"]`, the value with `\"` and `\\` escaped; gives the name and the value.
Result<std::pair<std::string, std::string>> read_header(const Line& line) {
  const std::string_view s = trim(line.text);
  const Error shape = at(line.number, "a header is [Name \"value\"], e.g. [Variant \"adaptoid\"]");
  size_t i = 1;
  while (i < s.size() && std::isalpha(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 1 || i + 1 >= s.size() || s[i] != ' ' || s[i + 1] != '"') return shape;
  std::string name(s.substr(1, i - 1)), value;
  for (i += 2; i < s.size() && s[i] != '"'; ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) ++i;
    value += s[i];
  }
  if (i + 2 != s.size() || s[i + 1] != ']') return shape;
  if (!known_header(name))
    return at(line.number,
              "unknown header '" + echo_text(name) +
                  "' (known: Event, Date, Variant, VariantFile, White, Black, Red, Green, Yellow, "
                  "Orange, Seed, Start, Result, Termination)");
  return std::pair{std::move(name), std::move(value)};
}

// A line of a carried variant file: `|` then the file's line, after one space.
Result<void> add_toml_line(RawRecord& r, const Line& line) {
  std::string_view rest = line.text.substr(line.text.find(kTomlPrefix) + 1);
  if (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  if (r.toml.size() + rest.size() >= kMaxTomlBytes)
    return at(line.number, "the variant file is over " + std::to_string(kMaxTomlBytes / 1024) + " KiB");
  r.toml.append(rest).push_back('\n');
  return {};
}

Result<void> add_line(RawRecord& r, const Line& line, bool& in_toml) {
  const std::string_view s = trim(line.text);
  if (s.front() == kTomlPrefix) {
    if (!in_toml) return at(line.number, "a '|' line belongs to a [VariantFile] block, after its header");
    return add_toml_line(r, line);
  }
  in_toml = false;
  if (s.front() != '[') {
    if (r.turns.size() >= kMaxTurns)
      return at(line.number, "more than " + std::to_string(kMaxTurns) + " turns");
    r.turns.push_back(line);
    return {};
  }
  if (!r.turns.empty()) return at(line.number, "a header after the turns (a blank line ends a record)");
  if (s == kVariantFileHeader) {
    if (r.toml_line)
      return at(line.number,
                "a second [VariantFile] (the first is on line " + std::to_string(r.toml_line) + ")");
    r.toml_line = line.number;
    in_toml = true;
    return {};
  }
  auto h = read_header(line);
  if (!h) return h.failure();
  auto [it, fresh] = r.headers.try_emplace(h->first, HeaderValue{h->second, line.number});
  if (!fresh)
    return at(line.number, "a second " + h->first + " header (the first is on line " +
                               std::to_string(it->second.line) + ")");
  return {};
}

// Splits the text into records at blank lines and sorts each record's lines, handing each record
// to `take` as soon as it ends (false from it stops the walk), so that no more than one record's
// lines are held at a time.
template <class Take>
Result<void> split_records(std::string_view text, Take&& take) {
  RawRecord record;
  bool open = false, in_toml = false;
  size_t number = 0;
  // A byte-order mark (an editor's UTF-8 signature) is no part of the first line.
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    Line line{++number, text.substr(begin, end - begin)};
    begin = end + 1;
    if (!line.text.empty() && line.text.back() == '\r') line.text.remove_suffix(1);
    if (line.text.size() > kMaxLine && utf8_length(line.text) > kMaxLine)  // characters, not bytes
      return at(line.number, "a line of over " + std::to_string(kMaxLine) + " characters");
    if (trim(line.text).empty()) {
      if (open) {
        Result<bool> go_on = take(record);
        if (!go_on) return go_on.failure();
        if (!go_on.value()) return {};
      }
      open = in_toml = false;
      continue;
    }
    if (!open) record = RawRecord{line.number, {}, {}, 0, {}};
    open = true;
    if (auto added = add_line(record, line, in_toml); !added) return added.failure();
  }
  if (open) {
    Result<bool> last = take(record);
    if (!last) return last.failure();
  }
  return {};
}

// The record's variant: a built-in by name, or the carried file (read with built-in bases only,
// so a record never reads a file of the machine it is read on).
Result<VariantPtr> record_variant(const RawRecord& r,
                                  std::map<std::string, VariantPtr, std::less<>>& builtins) {
  const auto named = r.headers.find("Variant");
  if (named == r.headers.end()) return at(r.first_line, "the record has no [Variant \"...\"] header");
  const std::string& name = named->second.value;
  if (r.toml_line) {
    if (name.empty() ||
        std::any_of(name.begin(), name.end(), [](char ch) { return ch == ' ' || ch == '\t'; }))
      return at(named->second.line, "Variant '" + echo_text(name) + "': a name without spaces");
    auto v = load_variant_text(r.toml, name, name, "");
    if (!v) return at(r.toml_line, "VariantFile: " + one_line(v.error()));
    return v.value();
  }
  if (auto it = builtins.find(name); it != builtins.end()) return it->second;
  if (!is_builtin_variant(name))
    return at(named->second.line, "unknown variant '" + echo_text(name) +
                                      "' (a variant that is not built in travels in a [VariantFile] block)");
  auto v = load_variant(name);
  if (!v) return at(named->second.line, one_line(v.error()));
  return builtins[name] = v.value();
}

const HeaderValue* find_header(const RawRecord& r, std::string_view name) {
  const auto it = r.headers.find(name);
  return it == r.headers.end() ? nullptr : &it->second;
}

Result<uint64_t> read_seed(const HeaderValue& h) {
  if (const auto seed = parse_number<uint64_t>(h.value)) return *seed;
  return at(h.line, "Seed '" + echo_text(h.value) + "': a whole number from 0 to 18446744073709551615");
}

// The Result header as a status: "*" ongoing; two players 1-0, 0-1, 1/2-1/2; more players the
// winner's letter or "draw".
Result<Status> read_result(const Variant& v, const HeaderValue& h) {
  const std::string& t = h.value;
  if (t == "*") return Status{};
  if (v.players == 2) {
    if (t == "1-0") return Status{true, 0};
    if (t == "0-1") return Status{true, 1};
    if (t == "1/2-1/2") return Status{true, std::nullopt};
    return at(h.line, "Result '" + echo_text(t) + "': 1-0, 0-1, 1/2-1/2 or * (unfinished)");
  }
  if (t == "draw") return Status{true, std::nullopt};
  if (t.size() == 1 && std::islower(static_cast<unsigned char>(t[0])))
    if (auto c = colour_from_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(t[0]))));
        c && v.is_player(*c))
      return Status{true, *c};
  std::string letters;
  for (Colour c : v.turn_order) letters += std::string(1, colour_lower(c)) + ", ";
  return at(h.line, "Result '" + echo_text(t) + "': the winner's letter (" + letters + "with " +
                        std::to_string(v.players) + " players), draw or * (unfinished)");
}

// Everything but the variant, the start and the turns.
Result<void> read_fields(const RawRecord& raw, GameRecord& r) {
  const Variant& v = *r.variant;
  r.seed = default_seed(v);
  if (const HeaderValue* h = find_header(raw, "Seed")) {
    auto seed = read_seed(*h);
    if (!seed) return seed.failure();
    r.seed = seed.value();
  }
  if (const HeaderValue* h = find_header(raw, "Date")) {
    if (!parse_date(h->value))  // a real day: 2026-02-30 is refused
      return at(h->line,
                "Date '" + echo_text(h->value) + "': a day of the calendar, YYYY-MM-DD, e.g. 2026-11-25");
    r.date = h->value;
  }
  for (size_t c = 0; c < kPlayerHeaders.size(); ++c) {
    const HeaderValue* h = find_header(raw, kPlayerHeaders[c]);
    if (!h) continue;
    if (!v.is_player(static_cast<Colour>(c)))
      return at(h->line, std::string(kPlayerHeaders[c]) + ": " + v.name + " has " +
                             std::to_string(v.players) + " players");
    r.players.resize(static_cast<size_t>(v.players));
    r.players[c] = h->value;
  }
  if (const HeaderValue* h = find_header(raw, "Event")) r.event = h->value;
  if (const HeaderValue* h = find_header(raw, "Termination")) r.termination = h->value;
  return {};
}

std::string outcome(const Status& s) {
  if (!s.winner) return "drawn";
  return std::string(colour_name(*s.winner)) + " has won";
}

// `12b`: a turn number and a colour letter.
bool looks_like_label(std::string_view label) {
  size_t digits = 0;
  while (digits < label.size() && std::isdigit(static_cast<unsigned char>(label[digits]))) ++digits;
  return digits > 0 && digits + 1 == label.size() && std::islower(static_cast<unsigned char>(label.back()));
}

// Replays the turn lines (`<turn number><side> <turn>`) from the start; gives the last status.
template <Game G>
Result<Status> replay(const G& game, const std::vector<Line>& lines, GameRecord& r) {
  Position p = r.start ? *r.start : game.start(r.seed);
  for (const Line& line : lines) {
    const std::string_view s = trim(line.text);
    const size_t space = s.find(' ');
    const std::string_view label = s.substr(0, space);
    const std::string_view text =
        space == std::string_view::npos ? std::string_view() : trim(s.substr(space));
    const std::string expected = std::to_string(p.turn_number()) + colour_lower(p.side());
    if (const Status over = game.status(p); over.over)
      return at(line.number, "'" + echo_text(s) + "' after the game is over (" + outcome(over) + ")");
    if (label != expected && looks_like_label(label) && !text.empty())
      return at(line.number, "'" + echo_text(s) + "' is labelled " + std::string(label) + ", but " +
                                 expected + " is to move (turn " + std::to_string(p.turn_number()) + ", " +
                                 std::string(colour_name(p.side())) + ")");
    if (label != expected || text.empty())
      return at(line.number, "'" + echo_text(s) +
                                 "': a turn line is the turn number, the side to move and the turn, here '" +
                                 expected + " <turn>' (e.g. '1w d2-d3 d3+L')");
    auto turn = parse_turn(game, p, text);
    if (!turn) return at(line.number, one_line(turn.error()));
    r.turns.push_back(turn.value());
    p = game.apply(p, turn.value());
  }
  return game.status(p);
}

// The start, the turns and the status: the Result header, checked against the rules' own verdict
// when the turns end the game (an unfinished game may carry an adjudication).
Result<void> read_game(const RawRecord& raw, GameRecord& r) {
  return visit_game(r.variant, [&](const auto& game) -> Result<void> {
    if (const HeaderValue* h = find_header(raw, "Start")) {
      auto p = parse_position(game, h->value);
      if (!p) return at(h->line, "Start: " + one_line(p.error()));
      r.start = p.value();
    }
    auto last = replay(game, raw.turns, r);
    if (!last) return last.failure();
    r.status = last.value();
    const HeaderValue* h = find_header(raw, "Result");
    if (!h) return {};
    auto claimed = read_result(game.variant(), *h);
    if (!claimed) return claimed.failure();
    if (last->over && claimed.value() != last.value()) {
      GameRecord actual;
      actual.variant = r.variant;
      actual.status = last.value();
      return at(h->line, "Result '" + echo_text(h->value) +
                             "' contradicts the turns: after them the game is over, " +
                             outcome(last.value()) + " (" + actual.result_text() + ")");
    }
    r.status = claimed.value();
    return {};
  });
}

}  // namespace

Result<size_t> for_each_game_record(std::string_view text, const std::function<bool(GameRecord&)>& take) {
  std::map<std::string, VariantPtr, std::less<>> builtins;
  size_t read = 0;
  auto walked = split_records(text, [&](const RawRecord& raw) -> Result<bool> {
    GameRecord r;
    auto variant = record_variant(raw, builtins);
    if (!variant) return variant.failure();
    r.variant = variant.value();
    if (raw.toml_line)
      r.variant_toml = raw.toml;
    else
      r.variant_name = r.variant->name;
    if (auto fields = read_fields(raw, r); !fields) return fields.failure();
    if (auto game = read_game(raw, r); !game) return game.failure();
    ++read;
    return take(r);
  });
  if (!walked) return walked.failure();
  return read;
}

Result<std::vector<GameRecord>> parse_game_records(std::string_view text) {
  std::vector<GameRecord> records;
  auto read = for_each_game_record(text, [&](GameRecord& r) {
    records.push_back(std::move(r));
    return true;
  });
  if (!read) return read.failure();
  return records;
}

}  // namespace adaptoid

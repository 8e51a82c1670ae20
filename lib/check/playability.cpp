// The ways a game can end, reached by witness games or shown impossible from the options, and
// the positions where nothing can happen again (playability.hpp).
#include <adaptoid/check/playability.hpp>
#include <adaptoid/check/playability_parts.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {

namespace playability_detail {

int adaptoids_of(const Variant& v, const Position& p, Colour c) {
  int n = 0;
  for (int i = 0; i < v.board.size(); ++i)
    if (p.at(i) != kEmpty && adaptoid_piece::colour(p.at(i)) == c) ++n;
  return n;
}

bool any_colour(const Variant& v, const std::function<bool(Colour)>& f) {
  for (Colour c = 0; c < v.players; ++c)
    if (f(c)) return true;
  return false;
}

using Matches = std::function<bool(const Position&, const Status&)>;
using AddWay = std::function<void(std::string, Aim, Colour, Matches)>;

void add_end_ways(QuantumLeapTag /*game*/, const Variant& /*v*/, const AddWay& add) {
  add("a player cannot capture and loses (Q5)", Aim::AnyEnd, 0,
      [](const Position&, const Status& s) { return s.over; });
}

void add_end_ways(AdaptoidTag /*game*/, const Variant& v, const AddWay& add) {
  const std::string rule = v.players == 2 ? "A15" : "T7";
  auto by_losses = [&v](const Position& p) {
    return any_colour(v, [&](Colour c) { return p.lost(c) >= v.loss_goal(); });
  };
  auto emptied = [&v](const Position& p) {
    return any_colour(v, [&](Colour c) { return adaptoids_of(v, p, c) == 0; });
  };
  add("a colour loses by losing " + std::to_string(v.loss_goal()) + " adaptoids (" + rule + ")",
      Aim::LossGoal, 0, [by_losses](const Position& p, const Status& s) { return s.winner && by_losses(p); });
  add("a colour loses with no adaptoid on the board (" + rule + ")", Aim::NoAdaptoid, 0,
      [emptied](const Position& p, const Status& s) { return s.winner && emptied(p); });
  if (v.no_grow == NoGrow::Lose)
    add("a colour loses by failing to grow (A11, no_grow = \"lose\")", Aim::NoGrow, 0,
        [by_losses, emptied](const Position& p, const Status& s) {
          return s.winner && !by_losses(p) && !emptied(p);
        });
  if (v.max_turns > 0)
    add("the game is drawn at the turn cap (A17)", Aim::TurnCap, 0,
        [](const Position&, const Status& s) { return s.drawn(); });
}

std::vector<Way> ways_of(const Variant& v) {
  std::vector<Way> out;
  const AddWay add = [&out](std::string name, Aim aim, Colour colour, Matches matches) {
    Way w;
    w.end.name = std::move(name);
    w.aim = aim;
    w.colour = colour;
    w.is_win = aim == Aim::ColourWins;
    w.matches = std::move(matches);
    out.push_back(std::move(w));
  };
  for (Colour c = 0; c < v.players; ++c)
    add(std::string(colour_name(c)) + " wins", Aim::ColourWins, c,
        [c](const Position&, const Status& s) { return s.winner == c; });
  visit_family(v, [&](auto game) { add_end_ways(game, v, add); });
  return out;
}

std::string game_text(const Variant& v, const Position& start, const std::vector<Turn>& line) {
  const std::string out = format_position(v, start);
  return line.empty() ? out + " (the start)" : out + " then " + format_turns(v, line);
}

// The proofs the options give: with no removal, no colour loses adaptoids or runs out of them.
void add_proofs(const Variant& v, std::vector<Way>& ways) {
  const std::string none = no_removal_reason(v);
  if (none.empty()) return;
  bool some_loss_possible = false;
  for (Way& w : ways) {
    if (w.is_win) continue;
    const bool removal = w.end.name.find("losing ") != std::string::npos ||
                         w.end.name.find("no adaptoid on the board") != std::string::npos;
    if (removal)
      w.end.proof = none;
    else if (w.end.name.find("failing to grow") != std::string::npos)
      some_loss_possible = true;
  }
  if (some_loss_possible) return;
  for (Way& w : ways)
    if (w.is_win) w.end.proof = "no colour can ever lose: " + none;
}

}  // namespace playability_detail

using namespace playability_detail;

namespace {

// The built-in game of a family with as many players, whose witness games a variant replays.
std::string base_name(AdaptoidTag /*game*/, int players) {
  return players == 3 ? "adapt3" : "adaptoid";
}
std::string base_name(QuantumLeapTag /*game*/, int players) {
  return players == 3 ? "quantum-leap-3p" : "quantum-leap";
}

// Quantum Leap has no limbs and no supply: its captures are not gated by them.
std::string no_removal_reason(QuantumLeapTag /*game*/, const Variant& /*v*/) {
  return "";
}

std::string no_removal_reason(AdaptoidTag /*game*/, const Variant& v) {
  const std::string consequence =
      ", so none can move, attack or starve (A5, A6, A12: a bare adaptoid is always fed), and no adaptoid is "
      "ever removed";
  if (v.max_extremities == 0)
    return "max_extremities = 0: no adaptoid can carry a leg or a pincer (A9)" + consequence;
  if (v.supply_legs == 0 && v.supply_pincers == 0)
    return "the supply holds no legs and no pincers (A3): no adaptoid can carry a limb" + consequence;
  return "";
}

// Quantum Leap's material is its stones (Q2), which no set limits here.
std::vector<Finding> material_findings(QuantumLeapTag /*game*/, const Variant& /*v*/) {
  return {};
}

std::vector<Finding> material_findings(AdaptoidTag /*game*/, const Variant& v) {
  // S1 and the rulebooks' components (seeds 000, 001, 004): 40 discs; 12 adaptoids, 12 legs
  // and 12 pincers of each colour.
  constexpr int kSetDiscs = 40;
  constexpr int kSetPieces = 12;
  std::vector<Finding> out;
  int discs = 0, stacks = 0;
  for (int i = 0; i < v.board.size(); ++i) {
    discs += v.board.height(i);
    stacks += v.board.height(i) == 2 ? 1 : 0;
  }
  if (discs > kSetDiscs)
    out.push_back({"material",
                   "the board needs " + std::to_string(discs) + " discs (" + std::to_string(v.board.size()) +
                       " cells, " + std::to_string(stacks) +
                       " of them stacks counting two); the Superadaptoid set has " +
                       std::to_string(kSetDiscs) + " (S1)",
                   ""});
  const std::pair<const char*, int> supply[] = {
      {"adaptoids", v.supply_adaptoids}, {"legs", v.supply_legs}, {"pincers", v.supply_pincers}};
  for (const auto& [what, n] : supply)
    if (n > kSetPieces)
      out.push_back({"material",
                     std::string("[supply] ") + what + " = " + std::to_string(n) + ": a set holds " +
                         std::to_string(kSetPieces) + " " + what + " of each colour (A3)",
                     ""});
  return out;
}

}  // namespace

std::string_view statement_name(Statement s) {
  switch (s) {
    case Statement::Proved:
      return "proved";
    case Statement::Witnessed:
      return "witnessed";
    case Statement::NotShown:
      return "not shown";
  }
  return "";
}

std::string_view statement_name(StatementKind k) {
  switch (k) {
    case StatementKind::Defect:
      return "defect";
    case StatementKind::Advisory:
      return "advisory";
    case StatementKind::NotShown:
      return "not_shown";
  }
  return "";
}

std::string no_removal_reason(const Variant& v) {
  return visit_family(v, [&](auto game) { return no_removal_reason(game, v); });
}

std::vector<Finding> material_findings(const Variant& v) {
  return visit_family(v, [&](auto game) { return material_findings(game, v); });
}

Playability judge_playability(const VariantPtr& v, const PlayabilityOptions& o) {
  Lines borrowed;
  if (!is_builtin_variant(v->name)) {
    const std::string base = visit_family(*v, [&](auto game) { return base_name(game, v->players); });
    if (auto b = load_variant(base); b && b.value()->players == v->players)
      borrowed = visit_game(b.value(), [&](const auto& game) { return explore(game, o, {}); }).witness_lines;
  }
  return visit_game(v, [&](const auto& game) { return explore(game, o, borrowed); });
}

}  // namespace adaptoid

#include <adaptoid/report/play/rule_firing.hpp>

#include <adaptoid/core/board.hpp>
#include <adaptoid/core/game.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

std::string leap_name(int k) {
  return "leap of " + std::to_string(k);
}

// The leap's length: the k with from + k steps in one direction = to (Q4).
int leap_length(const Board& b, int from, int to) {
  for (int d = 0; d < 6; ++d)
    for (int k = 1; k <= kMaxLeap; ++k)
      if (b.ray(from, d, k) == to) return k;
  return 0;
}

int losses(const Variant& v, const Position& p) {
  int sum = 0;
  for (Colour c = 0; c < v.players; ++c) sum += p.lost(c);
  return sum;
}

void attack_events(const Position& before, const Turn& t, std::vector<std::string>& out, int& removed) {
  const Piece attacker = before.at(t.from), defender = before.at(t.to);
  const int a = adaptoid_piece::pincers(attacker), d = adaptoid_piece::pincers(defender);
  if (a == 0) out.emplace_back("attack without a pincer");
  if (a > d) {
    out.emplace_back("attack");
    removed = 1;
  } else if (a < d) {
    out.emplace_back("suicide attack");
    removed = 1;
  } else {
    out.emplace_back("equal exchange");
    removed = 2;
  }
}

std::vector<std::string> fired_events(AdaptoidTag /*game*/, const Variant& v, const Position& before,
                                      const Turn& t, const Position& after) {
  std::vector<std::string> out;
  int removed_by_attack = 0;
  if (t.move == MoveKind::Attack) attack_events(before, t, out, removed_by_attack);
  if (t.is_pass())
    out.emplace_back("pass");
  else if (t.grow == GrowKind::None)
    out.emplace_back("turn without a grow");
  // Every loss the turn counted that its attack does not explain is a starved adaptoid (A13).
  for (int i = losses(v, after) - losses(v, before) - removed_by_attack; i > 0; --i)
    out.emplace_back("starvation capture");
  return out;
}

int neighbours_on_board(const Board& b, int cell) {
  int n = 0;
  for (int d = 0; d < 6; ++d) n += b.ray(cell, d, 1) != kNoCell ? 1 : 0;
  return n;
}

std::vector<RuleEvent> possible_events(QuantumLeapTag /*game*/, const Variant& v) {
  std::vector<RuleEvent> events;
  if (v.swap) events.insert(events.end(), {{"swap", "Q3"}, {"swap declined", "Q3"}});
  const int possible = longest_possible_leap(v);
  for (int k = 1; k <= longest_leap(v); ++k) {
    std::string cannot;
    if (k > possible)
      cannot = v.stones < k + 1
                   ? "a stone needs " + std::to_string(k) + " friendly neighbours, and a colour has " +
                         std::to_string(v.stones) + " stones"
                   : "no cell with " + std::to_string(k) + " neighbours on the board has a cell " +
                         std::to_string(k) + " steps away in a line";
    events.push_back({leap_name(k), "Q4", cannot});
  }
  return events;
}

std::vector<RuleEvent> possible_events(AdaptoidTag /*game*/, const Variant& v) {
  std::vector<RuleEvent> events;
  // Adaptoids start bare: without pincers in the supply no attacker has more or fewer than its target.
  const std::string no_pincers = v.supply_pincers == 0 ? "the supply holds no pincer" : "";
  events.push_back({"attack", "A7", no_pincers});
  if (v.suicide_attacks) events.push_back({"suicide attack", "A7", no_pincers});
  events.push_back({"equal exchange", "A8"});
  if (!v.attacker_needs_pincer) events.push_back({"attack without a pincer", "A6"});
  events.insert(events.end(),
                {{"starvation capture", "A13"}, {"turn without a grow", "A11"}, {"pass", "A11"}});
  return events;
}

std::vector<std::string> fired_events(QuantumLeapTag /*game*/, const Variant& v, const Position& /*before*/,
                                      const Turn& t, const Position& /*after*/) {
  switch (t.move) {
    case MoveKind::Swap:
      return {"swap"};
    case MoveKind::DeclineSwap:
      return {"swap declined"};
    case MoveKind::Leap:
      return {leap_name(leap_length(v.board, t.from, t.to))};
    default:
      return {};
  }
}

}  // namespace

int longest_leap(const Variant& v) {
  int longest = 0;
  for (int cell = 0; cell < v.board.size(); ++cell)
    for (int d = 0; d < 6; ++d)
      for (int k = longest + 1; k <= kMaxLeap; ++k)
        if (v.board.ray(cell, d, k) != kNoCell) longest = k;
  return longest;
}

int longest_possible_leap(const Variant& v) {
  int longest = 0;
  for (int cell = 0; cell < v.board.size(); ++cell) {
    const int most = std::min({neighbours_on_board(v.board, cell), v.stones - 1, kMaxLeap});
    for (int d = 0; d < 6; ++d)
      for (int k = longest + 1; k <= most; ++k)
        if (v.board.ray(cell, d, k) != kNoCell) longest = k;
  }
  return longest;
}

std::vector<RuleEvent> possible_events(const Variant& v) {
  return visit_family(v, [&](auto game) { return possible_events(game, v); });
}

std::vector<std::string> fired_events(const Variant& v, const Position& before, const Turn& t,
                                      const Position& after) {
  return visit_family(v, [&](auto game) { return fired_events(game, v, before, t, after); });
}

}  // namespace adaptoid

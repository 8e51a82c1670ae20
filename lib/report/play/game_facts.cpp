#include <adaptoid/report/play/game_facts.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/report/play/rule_firing.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

// Who leads a position that is not over: the colour the evaluation favours (two players: its
// sign from White's view; more: the single strongest colour), or nobody on a tie.
template <FastGame G>
std::optional<Colour> leader(const G& game, const Position& p) {
  const auto evaluate = make_evaluator(game);
  const auto s = game.from_position(p);
  const int players = game.variant().players;
  if (players == 2) {
    const int e = evaluate(s, 0);
    if (e == 0) return std::nullopt;
    return e > 0 ? Colour{0} : Colour{1};
  }
  std::optional<Colour> best;
  int best_value = 0;
  bool tie = false;
  for (Colour c = 0; c < players; ++c) {
    const int value = evaluate.strength(s, c);
    if (!best || value > best_value) {
      best = c;
      best_value = value;
      tie = false;
    } else if (value == best_value) {
      tie = true;
    }
  }
  return tie ? std::nullopt : best;
}

// The leader before each ply (positions not over).
std::vector<std::optional<Colour>> leaders(const VariantPtr& v, const std::vector<Position>& positions) {
  std::vector<std::optional<Colour>> out;
  const auto fast = make_fast_game(v);
  if (!fast) return out;
  std::visit(
      [&](const auto& game) {
        for (const Position& p : positions) out.push_back(leader(game, p));
      },
      *fast);
  return out;
}

void read_leads(GameFacts& f, const std::vector<std::optional<Colour>>& lead) {
  std::optional<Colour> last;
  for (const auto& l : lead) {
    if (!l) continue;
    if (last && *l != *last) ++f.lead_changes;
    last = l;
  }
  if (!f.winner || lead.empty() || f.plies == 0) return;
  int last_other = -1;  // the last ply before which the winner did not lead
  int behind = 0;
  for (size_t i = 0; i < lead.size(); ++i) {
    if (lead[i] != f.winner) last_other = static_cast<int>(i);
    if (lead[i] && lead[i] != f.winner) ++behind;
  }
  f.decided_at = static_cast<double>(last_other + 1) / f.plies;
  f.behind = static_cast<double>(behind) / static_cast<double>(lead.size());
}

}  // namespace

GameFacts game_facts(const GameRecord& record) {
  GameFacts f;
  f.plies = static_cast<int>(record.turns.size());
  f.winner = record.status.winner;
  f.capped = record.termination == "max plies" || (record.status.drawn() && record.variant->max_turns > 0);
  std::vector<Position> before;  // the positions the turns were played in
  const int cells = record.variant->board.size();
  std::vector<bool> covered(static_cast<size_t>(cells), false);
  const auto cover = [&](const Position& p) {
    for (int c = 0; c < cells; ++c)
      if (p.at(c) != kEmpty) covered[static_cast<size_t>(c)] = true;
  };
  int idle = 0;
  visit_game(record.variant, [&](const auto& game) {
    Position p = record.position_at(0);
    cover(p);
    std::vector<Turn> turns;
    for (const Turn& t : record.turns) {
      game.legal_turns(p, turns);
      f.branching.push_back(static_cast<int>(turns.size()));
      idle = t.is_pass() && turns.size() > 1 ? idle + 1 : 0;
      f.idle_passes = std::max(f.idle_passes, idle);
      turns.clear();
      const Position after = game.apply(p, t);
      for (auto& e : fired_events(*record.variant, p, t, after)) f.events.push_back(std::move(e));
      before.push_back(p);
      p = after;
      cover(p);
    }
  });
  f.coverage = cells ? static_cast<double>(std::count(covered.begin(), covered.end(), true)) / cells : 0.0;
  read_leads(f, leaders(record.variant, before));
  return f;
}

}  // namespace adaptoid

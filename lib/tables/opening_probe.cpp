#include <adaptoid/tables/opening_probe.hpp>

namespace adaptoid {

namespace {

Result<TableAnswer> probe_choice(const AdaptoidGame& game, const Position& p, ProbeDetail detail,
                                 const AfterOpeningProbe& after) {
  const std::vector<Turn> choices = legal_turns(game, p);  // keep, swap
  auto white = after(game.apply(p, choices.front()), detail);
  if (!white) return white;
  TableAnswer a;
  a.forced_win_plies = {std::nullopt, std::nullopt};
  if (white->value == Proof::Draw) {
    a.value = Proof::Draw;
    a.keeping = choices;
    return a;
  }
  const Turn pick = white->value == Proof::Win ? choices.back() : choices.front();
  a.value = Proof::Win;
  a.forcing = 0;
  if (white->plies) {
    a.plies = 1 + *white->plies;
    a.forced_win_plies[0] = a.plies;
    a.distance = (*a.plies + 1) / 2;
  }
  a.keeping = {pick};
  a.line.push_back(pick);
  a.line.insert(a.line.end(), white->line.begin(), white->line.end());
  return a;
}

Result<TableAnswer> probe_placement(const AdaptoidGame& game, const Position& p, ProbeDetail detail,
                                    const AfterOpeningProbe& after) {
  TableAnswer a;
  a.value = Proof::Loss;
  a.forcing = 1;
  a.forced_win_plies = {std::nullopt, std::nullopt};
  std::vector<Turn> draws;
  std::optional<TableAnswer> longest;
  Turn longest_turn;
  const std::vector<Turn> placements = legal_turns(game, p);
  for (const Turn& t : placements) {
    auto chooser = probe_choice(game, game.apply(p, t), detail, after);
    if (!chooser) return chooser;
    if (chooser->value == Proof::Draw) draws.push_back(t);
    if (chooser->value == Proof::Win && (!longest || chooser->plies > longest->plies)) {
      longest = std::move(chooser).value();
      longest_turn = t;
    }
  }
  if (!draws.empty()) {
    a.value = Proof::Draw;
    a.forcing = -1;
    a.keeping = std::move(draws);
    return a;
  }
  a.keeping = placements;  // a loss: every turn keeps it
  if (longest && longest->plies) {
    a.plies = 1 + *longest->plies;
    a.forced_win_plies[1] = a.plies;
    a.distance = *a.plies / 2;
    a.line.push_back(longest_turn);
    a.line.insert(a.line.end(), longest->line.begin(), longest->line.end());
  }
  return a;
}

}  // namespace

Result<TableAnswer> probe_opening(const AdaptoidGame& game, const Position& p, ProbeDetail detail,
                                  const AfterOpeningProbe& after) {
  return p.phase() == Phase::Choice ? probe_choice(game, p, detail, after)
                                    : probe_placement(game, p, detail, after);
}

}  // namespace adaptoid

// Engine games that look for stalls (stall_games.hpp).
#include <adaptoid/check/stall_games.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/util/random.hpp>

#include <algorithm>
#include <memory>
#include <numeric>

namespace adaptoid {

namespace {

using Seats = std::vector<std::unique_ptr<Player>>;

// The budgets of the seats in each game: every seat at each budget, then the budgets alternating
// over the seats in both orders (with two players: weak and strong each way round).
std::vector<std::vector<uint64_t>> seatings(int players, const std::vector<uint64_t>& budgets) {
  std::vector<std::vector<uint64_t>> out;
  for (const uint64_t b : budgets) out.emplace_back(static_cast<size_t>(players), b);
  if (budgets.size() < 2) return out;
  for (size_t shift = 0; shift < 2; ++shift) {
    std::vector<uint64_t>& s = out.emplace_back();
    for (int c = 0; c < players; ++c) s.push_back(budgets[(static_cast<size_t>(c) + shift) % 2]);
  }
  return out;
}

// One game, stopped as soon as a run of passes shows, or at the limit of plies; the record's
// status says which.
template <Game G>
GameRecord play_game(const G& game, const VariantPtr& v, Seats& seats, const StallOptions& o) {
  GameRecord r;
  r.variant = v;
  r.seed = default_seed(*v);
  Position p = make_start(v, r.seed);
  std::vector<size_t> holder(seats.size());  // by colour: the seat that holds it (A22)
  std::iota(holder.begin(), holder.end(), size_t{0});
  int passes = 0;
  while (!game.status(p).over && static_cast<int>(r.turns.size()) < o.max_plies) {
    const Turn t = seats.at(holder.at(static_cast<size_t>(p.side())))->choose(p).turn;
    r.turns.push_back(t);
    if (t.move == MoveKind::SwapColours) std::swap(holder[0], holder[1]);
    p = game.apply(p, t);
    passes = t.is_pass() ? passes + 1 : 0;
    // A run of passes stops the game at once (nothing will change); a repetition does not: play
    // that goes round may still leave the circle and end, and only a game that never ends is one.
    if (passes >= o.ending.pass_run) break;
  }
  r.status = game.status(p);
  if (!r.status.over && static_cast<int>(r.turns.size()) >= o.max_plies) {
    r.status = Status{true, std::nullopt};
    r.termination = "max plies";
  }
  return r;
}

// The game up to where it shows the stall: through the run of passes, to the repetition.
std::string witness_text(const GameRecord& r, const GameClass& c, const StallOptions& o) {
  size_t end = r.turns.size();
  if (c.ending == GameEnding::PassRun) end = static_cast<size_t>(c.ply + o.ending.pass_run);
  if (c.ending == GameEnding::Repetition) end = static_cast<size_t>(c.ply + 1);
  const std::vector<Turn> shown(r.turns.begin(),
                                r.turns.begin() + static_cast<long>(std::min(end, r.turns.size())));
  const Variant& v = *r.variant;
  return format_position(v, r.position_at(0)) + (shown.empty() ? "" : " then " + format_turns(v, shown));
}

// Why the passes came: no turn of the first pass's position grows (the supply or the room is
// used up), so the players, who could only move, chose not to.
bool nothing_to_grow(const GameRecord& r, int ply) {
  const Position p = r.position_at(static_cast<size_t>(ply));
  return visit_game(r.variant, [&](const auto& game) {
    const auto turns = legal_turns(game, p);
    return std::none_of(turns.begin(), turns.end(), [](const Turn& t) { return t.grow != GrowKind::None; });
  });
}

std::string budgets_text(const std::vector<uint64_t>& budgets) {
  std::string out;
  for (const uint64_t b : budgets) out += (out.empty() ? "" : " and ") + std::to_string(b);
  return out;
}

}  // namespace

int StallSearch::stalled() const {
  return static_cast<int>(
      std::count_if(games.begin(), games.end(), [](const GameClass& c) { return adaptoid::stalled(c); }));
}

StallSearch play_for_stalls(const VariantPtr& v, const StallOptions& o) {
  StallSearch out;
  if (family_traits(*v).always_ends) {
    out.why_not = "every game ends (each turn removes a stone)";
    return out;
  }
  const auto seat_budgets = seatings(v->players, o.budgets);
  for (size_t g = 0; g < seat_budgets.size(); ++g) {
    Seats seats;
    for (int c = 0; c < v->players; ++c) {
      SplitMix64 mix(o.seed ^ (g << 8 | static_cast<uint64_t>(c)));
      const PlayerSpec spec{.kind = "engine", .nodes = seat_budgets[g][static_cast<size_t>(c)]};
      auto made = make_player(v, spec, mix.next());
      if (!made) {
        out.why_not = "no engine plays this board: " + made.error();
        return out;
      }
      seats.push_back(std::move(made).value());
    }
    GameRecord r = visit_game(v, [&](const auto& game) { return play_game(game, v, seats, o); });
    r.players.clear();
    for (const auto& s : seats) r.players.push_back(s->spec().text());
    out.played = true;
    out.games.push_back(classify_game(r, o.ending));
    if (stalled(out.games.back()) && !out.witness) {
      out.witness_class = out.games.back();
      out.witness = std::move(r);
    }
  }
  return out;
}

bool stalls_are_the_rule(const StallSearch& s) {
  return !s.games.empty() && 2 * static_cast<size_t>(s.stalled()) >= s.games.size();
}

std::optional<Finding> stall_finding(const StallSearch& s, const StallOptions& o) {
  if (!s.witness) return std::nullopt;
  const GameClass& c = s.witness_class;
  std::string why;
  if (c.ending == GameEnding::PassRun && c.other_turns_legal && nothing_to_grow(*s.witness, c.ply))
    why = "once nothing is left to grow, the players pass rather than move: ";
  else if (c.ending == GameEnding::PassRun && c.other_turns_legal)
    why = "the players pass rather than move: ";
  else if (c.ending == GameEnding::Repetition)
    why = "the players go round the same positions: ";
  const std::string what =
      stalls_are_the_rule(s) ? "the game stalls under play: " : "some games stall under play: ";
  return Finding{"stall",
                 what + why + c.text + " (" + std::to_string(s.stalled()) + " of " +
                     std::to_string(s.games.size()) + " engine games at " + budgets_text(o.budgets) +
                     " nodes a turn did not end)",
                 witness_text(*s.witness, c, o), Statement::Witnessed};
}

}  // namespace adaptoid

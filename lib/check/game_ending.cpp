// How one played game ended (game_ending.hpp).
#include <adaptoid/check/game_ending.hpp>
#include <adaptoid/core/game.hpp>

#include <algorithm>
#include <unordered_map>

namespace adaptoid {

namespace {

// What a replay of the record sees: its longest run of passes and the first repetition.
struct Seen {
  int run = 0, run_start = 0;
  bool run_other = false;
  int longest = 0, longest_start = 0;
  bool longest_other = false;
  int repeated_at = -1;  // the ply of the position that came `repetitions` times
};

template <Game G>
Seen replay_record(const G& game, const GameRecord& r, const GameEndingOptions& o) {
  Seen s;
  std::unordered_map<uint64_t, int> times;
  std::vector<Turn> legal;
  Position p = r.start ? *r.start : game.start(r.seed);
  for (size_t i = 0; i <= r.turns.size(); ++i) {
    if (++times[p.key()] == o.repetitions && s.repeated_at < 0) s.repeated_at = static_cast<int>(i);
    if (i == r.turns.size()) break;
    const Turn& t = r.turns[i];
    if (!t.is_pass()) {
      s.run = 0;
      s.run_other = false;
    } else {
      if (s.run++ == 0) s.run_start = static_cast<int>(i);
      if (!s.run_other) {
        game.legal_turns(p, legal);
        s.run_other = std::any_of(legal.begin(), legal.end(), [](const Turn& u) { return !u.is_pass(); });
      }
      if (s.run > s.longest) {
        s.longest = s.run;
        s.longest_start = s.run_start;
        s.longest_other = s.run_other;
      }
    }
    p = game.apply(p, t);
  }
  return s;
}

// "turn 31 (white)": where ply `ply` of the record stands.
std::string turn_at(const GameRecord& r, int ply) {
  const Position p = r.position_at(static_cast<size_t>(ply));
  return "turn " + std::to_string(p.turn_number()) + " (" + std::string(colour_name(p.side())) + ")";
}

std::string plies_text(size_t n) {
  return std::to_string(n) + (n == 1 ? " ply" : " plies");
}

}  // namespace

std::string_view game_ending_name(GameEnding e) {
  switch (e) {
    case GameEnding::Ended:
      return "ended";
    case GameEnding::PassRun:
      return "pass run";
    case GameEnding::Repetition:
      return "repetition";
    case GameEnding::TurnCap:
      return "turn cap";
    case GameEnding::Unfinished:
      return "unfinished";
  }
  return "";
}

GameClass classify_game(const GameRecord& r, const GameEndingOptions& o) {
  const Seen s = visit_game(r.variant, [&](const auto& game) { return replay_record(game, r, o); });
  GameClass c;
  c.longest_pass_run = s.longest;
  c.other_turns_legal = s.longest_other;
  const int last = std::max(0, static_cast<int>(r.turns.size()) - 1);
  const bool by_rules = r.status.over && r.termination.empty();
  const bool capped =
      (by_rules && r.status.drawn() && r.variant->max_turns > 0) || r.termination == "max plies";
  if (by_rules && !capped) {
    c.ending = GameEnding::Ended;
    c.ply = last;
    c.text = "ended by the rules after " + plies_text(r.turns.size()) + ": " +
             (r.status.winner ? std::string(colour_name(*r.status.winner)) + " wins" : std::string("drawn"));
  } else if (s.longest >= o.pass_run) {
    c.ending = GameEnding::PassRun;
    c.ply = s.longest_start;
    c.text = std::to_string(s.longest) + " passes in a row from " + turn_at(r, s.longest_start) +
             (s.longest_other ? ", though other turns were legal" : ", no player having any other turn");
  } else if (s.repeated_at >= 0) {
    c.ending = GameEnding::Repetition;
    c.ply = std::max(0, s.repeated_at - 1);
    c.text = "the same position came " + std::to_string(o.repetitions) + " times, the last at " +
             turn_at(r, s.repeated_at);
  } else if (capped) {
    c.ending = GameEnding::TurnCap;
    c.ply = last;
    c.text = r.termination == "max plies"
                 ? "stopped unfinished at the limit of " + plies_text(r.turns.size())
                 : "drawn at the turn cap (A17, max_turns = " + std::to_string(r.variant->max_turns) + ")";
  } else {
    c.ending = GameEnding::Unfinished;
    c.ply = last;
    c.text = "unfinished after " + plies_text(r.turns.size());
  }
  return c;
}

}  // namespace adaptoid

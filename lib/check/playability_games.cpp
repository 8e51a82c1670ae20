// Witness games and the search from the start (playability.hpp). The random games take a turn
// that ends the game in a way not yet reached whenever there is one, and otherwise prefer
// attacks half the time, so that the rarer ends come up in a few games; every position they and
// the search pass is also tested for "nothing can happen again".
#include <adaptoid/check/playability_parts.hpp>
#include <adaptoid/util/random.hpp>

namespace adaptoid::playability_detail {

namespace {

// Games played even once every way is reached: they look for positions nothing can leave.
constexpr int kMinGames = 24;
// Positions with more turns than this are not looked ahead from (each turn would be applied).
constexpr size_t kLookAhead = 400;

// Every player's only turn is pass, and a round of passes leaves the position as it was: the
// game cannot end any more (but by A17's cap).
template <Game G>
bool dead(const G& game, const Position& p, const std::vector<Turn>& turns) {
  if (turns.size() != 1 || !turns[0].is_pass()) return false;
  Position q = p;
  std::vector<Turn> next;
  for (int k = 0; k < game.variant().players; ++k) {
    if (k > 0) {
      game.legal_turns(q, next);
      if (next.size() != 1 || !next[0].is_pass()) return false;
    }
    q = game.apply(q, Turn{});
    if (game.status(q).over) return false;
  }
  return q.key() == p.key();
}

template <Game G>
class Explorer {
 public:
  Explorer(const G& game, const PlayabilityOptions& o, const Lines& borrowed)
      : game_(game), v_(game.variant()), o_(o), rng_(o.seed), ways_(ways_of(v_)), borrowed_(borrowed) {
    add_proofs(v_, ways_);
  }

  Playability run() {
    const Position start = game_.start(v_.seed);
    // A family whose every game ends needs no search for endless play.
    out_.termination_proved = G::kFamily.always_ends;
    if (!out_.termination_proved) {
      std::vector<Turn> line;
      search(start, start, line, o_.search_plies);
    }
    for (int g = 0; g < o_.games && (g < kMinGames || !all_reached()); ++g) {
      play(g == 0 ? start : game_.start(rng_.next()));
      ++out_.games;
    }
    if (!all_reached())
      for (const auto& line : borrowed_) replay_borrowed(start, line);
    for (Way& w : ways_)
      if (!w.end.reached && w.end.proof.empty())
        if (auto line = directed_witness(game_, start, w, o_, out_.directed)) {
          const Position end = replay(start, *line);
          reached(start, *line, end, game_.status(end));
        }
    // (A start chosen by a seed is one of many: a walk from it proves nothing of the others.)
    if (!all_reached() && !seed_chooses_start(v_)) walk(start);
    finish();
    return out_;
  }

 private:
  Position replay(Position p, const std::vector<Turn>& line) const {
    for (const Turn& t : line) p = game_.apply(p, t);
    return p;
  }

  // A game of another variant, its turns read and checked here: a witness where it is legal to
  // its end and ends a way not yet reached.
  void replay_borrowed(const Position& start, const std::vector<std::string>& texts) {
    ++out_.replayed;
    Position p = start;
    std::vector<Turn> line;
    for (const std::string& text : texts) {
      auto t = parse_turn(game_, p, text);
      if (!t) return;
      line.push_back(t.value());
      p = game_.apply(p, line.back());
      if (const Status s = game_.status(p); s.over) return reached(start, line, p, s);
    }
  }

  // Every reachable position, where they are few: each way no game reaches is impossible.
  void walk(const Position& start) {
    const Walk w = walk_all(game_, start, ways_, o_.walk_positions);
    out_.walked = w.positions;
    out_.walk_complete = w.complete;
    bool any_end = false;
    for (size_t i = 0; i < ways_.size(); ++i)
      if (w.reached[i]) {
        any_end = true;
        const Position end = replay(start, *w.reached[i]);
        reached(start, *w.reached[i], end, game_.status(end));
      }
    if (!w.complete) return;
    const std::string walked = w.positions == 1 ? "the start is the only position reachable"
                                                : "every one of the " + std::to_string(w.positions) +
                                                      " positions reachable from the start walked";
    const std::string proof = walked + ", none ends so";
    for (Way& way : ways_)
      if (!way.end.reached && way.end.proof.empty()) way.end.proof = proof;
    if (!any_end) never_ends_ = "no game can ever end: " + walked + ", none is an end";
  }

  bool all_reached() const {
    for (const Way& w : ways_)
      if (!w.end.reached && w.end.proof.empty()) return false;
    return true;
  }

  bool wanted(const Position& q, const Status& s) const {
    for (const Way& w : ways_)
      if (!w.end.reached && w.matches(q, s)) return true;
    return false;
  }

  void reached(const Position& start, const std::vector<Turn>& line, const Position& q, const Status& s) {
    bool any = false;
    for (Way& w : ways_)
      if (!w.end.reached && w.matches(q, s)) {
        w.end.reached = any = true;
        w.end.witness = game_text(v_, start, line);
      }
    if (!any) return;
    std::vector<std::string>& texts = out_.witness_lines.emplace_back();
    for (const Turn& t : line) texts.push_back(format_turn(v_, t));
  }

  // Depth-first to `depth` turns, at most o_.search_nodes positions.
  void search(const Position& start, const Position& p, std::vector<Turn>& line, int depth) {
    if (out_.searched >= o_.search_nodes || !dead_witness_.empty()) return;
    ++out_.searched;
    const Status s = game_.status(p);
    if (s.over) return reached(start, line, p, s);
    std::vector<Turn> turns;
    game_.legal_turns(p, turns);
    if (dead(game_, p, turns)) {
      dead_witness_ = game_text(v_, start, line);
      return;
    }
    if (depth == 0) return;
    for (const Turn& t : turns) {
      line.push_back(t);
      search(start, game_.apply(p, t), line, depth - 1);
      line.pop_back();
    }
  }

  void play(const Position& start) {
    std::vector<Turn> line, turns;
    Position p = start;
    for (int ply = 0; ply <= o_.max_plies; ++ply) {
      const Status s = game_.status(p);
      if (s.over) return reached(start, line, p, s);
      if (ply == o_.max_plies) return;
      game_.legal_turns(p, turns);
      if (dead(game_, p, turns)) {
        if (dead_witness_.empty()) dead_witness_ = game_text(v_, start, line);
        return;
      }
      line.push_back(choose(p, turns));
      p = game_.apply(p, line.back());
    }
  }

  Turn choose(const Position& p, const std::vector<Turn>& turns) {
    if (turns.size() <= kLookAhead)
      for (const Turn& t : turns) {
        const Position q = game_.apply(p, t);
        const Status s = game_.status(q);
        if (s.over && wanted(q, s)) return t;
      }
    std::vector<Turn> attacks;
    for (const Turn& t : turns)
      if (t.move == MoveKind::Attack) attacks.push_back(t);
    if (!attacks.empty() && rng_.below(2) == 0) return attacks[rng_.below(attacks.size())];
    return turns[rng_.below(turns.size())];
  }

  std::string tried() const {
    return std::to_string(out_.games) + " random games of up to " + std::to_string(o_.max_plies) + " turns" +
           (out_.searched ? ", every line of " + std::to_string(o_.search_plies) + " turns from the start"
                          : "") +
           (out_.replayed ? ", " + std::to_string(out_.replayed) + " witness games of the base game replayed"
                          : "") +
           (out_.directed ? " and a search towards each end not reached (" + std::to_string(out_.directed) +
                                " positions, " + std::to_string(o_.directed_width) + " kept a ply)"
                          : "") +
           (out_.walked && !out_.walk_complete ? "; the reachable positions are more than the " +
                                                     std::to_string(o_.walk_positions) + " a whole walk takes"
                                               : "");
  }

  void end_findings() {
    bool any_win = false, wins_proved = true;
    for (const Way& w : ways_)
      if (w.is_win) {
        any_win = any_win || w.end.reached;
        wins_proved = wins_proved && !w.end.reached && !w.end.proof.empty();
      }
    if (!any_win && wins_proved)
      out_.findings.push_back({"ends", "no side can ever win: " + ways_.front().end.proof, ""});
    else if (!any_win)
      out_.not_shown.push_back(
          {"ends",
           "whether a side can win: no side won in " + tried() + ", and the rules give no proof either way",
           "", Statement::NotShown});
    for (const Way& w : ways_) {
      if (w.end.reached || (w.is_win && !any_win)) continue;
      if (w.end.proof.empty())
        out_.not_shown.push_back(
            {"ends",
             "whether " + w.end.name + ": no game ended so in " + tried() + ", and the rules give no proof",
             "", Statement::NotShown});
      else if (w.aim == Aim::TurnCap || w.aim == Aim::NoGrow)
        // An option's end that never comes: the option never fires, the game ends otherwise.
        out_.advisories.push_back({"ends", w.end.name + ": never, " + w.end.proof, ""});
      else
        out_.findings.push_back({"ends", w.end.name + ": never, " + w.end.proof, ""});
    }
  }

  void finish() {
    end_findings();
    const Position start = game_.start(v_.seed);
    if (const std::string none = no_removal_reason(v_); !none.empty())
      out_.findings.push_back(
          {"termination", "no capture can ever happen: " + none, game_text(v_, start, {})});
    if (!never_ends_.empty()) out_.findings.push_back({"termination", never_ends_, ""});
    if (!dead_witness_.empty())
      out_.findings.push_back({"termination",
                               "a game reaches a position where every player can only pass and nothing "
                               "changes, so it never ends" +
                                   std::string(v_.max_turns > 0 ? " but by the turn cap (A17), drawn" : ""),
                               dead_witness_, Statement::Witnessed});
    for (const Way& w : ways_) out_.ends.push_back(w.end);
  }

  const G& game_;
  const Variant& v_;
  PlayabilityOptions o_;
  SplitMix64 rng_;
  std::vector<Way> ways_;
  const Lines& borrowed_;
  std::string dead_witness_;
  std::string never_ends_;  // proved by the walk of every reachable position
  Playability out_;
};

}  // namespace

Playability explore(const AdaptoidGame& game, const PlayabilityOptions& o, const Lines& borrowed) {
  return Explorer<AdaptoidGame>(game, o, borrowed).run();
}

Playability explore(const QuantumLeapGame& game, const PlayabilityOptions& o, const Lines& borrowed) {
  return Explorer<QuantumLeapGame>(game, o, borrowed).run();
}

}  // namespace adaptoid::playability_detail

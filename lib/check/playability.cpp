// The ways a game can end, reached by witness games or shown impossible from the options, and
// the positions where nothing can happen again (playability.hpp).
// The pieces share what a way to end is (Way, state_walk.hpp) and are defined in order: the
// ways and their proofs, the directed witness search, the witness games, then the judgement.
#include <adaptoid/check/playability.hpp>
#include <adaptoid/check/state_walk.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_set>

namespace adaptoid {

namespace playability_detail {

// The witness games of a variant's base, each a list of turns in notation from the start.
using Lines = std::vector<std::vector<std::string>>;

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

}  // namespace adaptoid

// The directed witness search: a beam of positions, each ply every turn
// of each applied and the children kept that come nearest to ending the way asked for. Random
// games rarely reach the rarer ends (a colour emptied before the capture goal, say); a search that
// plays both sides towards one finds them in a few dozen plies.

namespace adaptoid::playability_detail {

namespace {

// How near p is to ending the way w: higher is nearer. Only a guide for the search: a witness is
// checked by the game's own status.
int nearness(const AdaptoidGame& game, const Way& w, const Position& p) {
  const Variant& v = game.variant();
  int adaptoids[kMaxPlayers] = {}, hunger[kMaxPlayers] = {}, limbs[kMaxPlayers] = {};
  int empty = 0, lost = 0, starving = 0;
  for (int i = 0; i < v.board.size(); ++i) {
    const Piece x = p.at(i);
    if (x == kEmpty) {
      ++empty;
      continue;
    }
    const Colour c = adaptoid_piece::colour(x);
    ++adaptoids[c];
    limbs[c] += adaptoid_piece::limbs(x);
    hunger[c] += std::max(0, adaptoid_piece::limbs(x) - game.food(p, i) + 1);
  }
  for (Colour c = 0; c < v.players; ++c) lost += p.lost(c), starving += hunger[c];
  const auto pressure = [&](Colour c) { return 6 * p.lost(c) - 4 * adaptoids[c] + hunger[c]; };
  const auto best = [&](auto f) {
    int b = f(Colour{0});
    for (Colour c = 1; c < v.players; ++c) b = std::max(b, f(c));
    return b;
  };
  switch (w.aim) {
    case Aim::ColourWins:
      return v.players == 2 ? pressure(v.next(w.colour)) : pressure(v.prey[w.colour]);
    case Aim::LossGoal:
      return best(pressure);
    case Aim::NoAdaptoid:
      return best([&](Colour c) { return -5 * adaptoids[c] - 2 * p.lost(c) + hunger[c]; });
    case Aim::NoGrow:  // the supply used up (A3, A11) or the board filled, with nothing removed
      return best([&](Colour c) { return 2 * (adaptoids[c] + limbs[c]) - 10 * lost - empty; });
    case Aim::TurnCap:  // a long game: no colour near the goal or near its last adaptoid
      return -10 * best([&](Colour c) { return p.lost(c); }) -
             10 * best([&](Colour c) { return -adaptoids[c]; }) - starving;
    case Aim::AnyEnd:
      return 0;
  }
  return 0;
}

int nearness(const QuantumLeapGame& game, const Way& w, const Position& p) {
  const Variant& v = game.variant();
  int others = 0;
  for (int i = 0; i < v.board.size(); ++i)
    if (p.at(i) != kEmpty && (w.aim != Aim::ColourWins || stone::colour(p.at(i)) != w.colour)) ++others;
  return -others;
}

struct Node {
  Position position;
  int parent = -1;
  Turn turn;
};

struct Candidate {
  int score = 0;
  uint64_t tie = 0;  // a seeded random order among equal scores
  int parent = 0;
  Turn turn;
  Position position;
};

std::vector<Turn> line_to(const std::vector<Node>& nodes, int at, const Turn& last) {
  std::vector<Turn> line{last};
  for (int i = at; nodes[static_cast<size_t>(i)].parent >= 0; i = nodes[static_cast<size_t>(i)].parent)
    line.push_back(nodes[static_cast<size_t>(i)].turn);
  std::reverse(line.begin(), line.end());
  return line;
}

template <Game G>
std::optional<std::vector<Turn>> beam_search(const G& game, const Position& start, const Way& way,
                                             const PlayabilityOptions& o, uint64_t& made) {
  SplitMix64 rng(o.seed ^ 0x5DEECE66DULL);
  std::vector<Node> nodes{{start, -1, Turn{}}};
  std::vector<int> beam{0};
  std::unordered_set<uint64_t> seen{start.key()};
  std::vector<Turn> turns;
  std::vector<Candidate> next;
  const uint64_t budget = made + o.directed_nodes;
  // The ends that need a long game (the turn cap, the supply used up) keep a narrower beam and
  // try a seeded sample of each position's turns (a midgame position has a thousand), so that
  // the budget reaches 250 plies deep.
  const bool long_game = way.aim == Aim::TurnCap || way.aim == Aim::NoGrow;
  constexpr size_t kSample = 96;
  const int width =
      long_game ? std::max(4, static_cast<int>(o.directed_nodes / (kSample * 250))) : o.directed_width;
  for (int ply = 0; ply < o.max_plies && !beam.empty() && made < budget; ++ply) {
    next.clear();
    for (const int at : beam) {
      game.legal_turns(nodes[static_cast<size_t>(at)].position, turns);
      if (long_game && turns.size() > kSample) {
        for (size_t i = 0; i < kSample; ++i) std::swap(turns[i], turns[i + rng.below(turns.size() - i)]);
        turns.resize(kSample);
      }
      for (const Turn& t : turns) {
        Position q = game.apply(nodes[static_cast<size_t>(at)].position, t);
        ++made;
        const Status s = game.status(q);
        if (s.over) {
          if (way.matches(q, s)) return line_to(nodes, at, t);
          continue;
        }
        if (seen.insert(q.key()).second)
          next.push_back({nearness(game, way, q), rng.next(), at, t, std::move(q)});
      }
      if (made >= budget) break;
    }
    const size_t keep = std::min(next.size(), static_cast<size_t>(width));
    std::partial_sort(next.begin(), next.begin() + static_cast<std::ptrdiff_t>(keep), next.end(),
                      [](const Candidate& a, const Candidate& b) {
                        return a.score != b.score ? a.score > b.score : a.tie < b.tie;
                      });
    beam.clear();
    for (size_t i = 0; i < keep; ++i) {
      beam.push_back(static_cast<int>(nodes.size()));
      nodes.push_back({next[i].position, next[i].parent, next[i].turn});
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::vector<Turn>> directed_witness(const AdaptoidGame& game, const Position& start,
                                                  const Way& way, const PlayabilityOptions& o,
                                                  uint64_t& nodes) {
  return beam_search(game, start, way, o, nodes);
}

std::optional<std::vector<Turn>> directed_witness(const QuantumLeapGame& game, const Position& start,
                                                  const Way& way, const PlayabilityOptions& o,
                                                  uint64_t& nodes) {
  return beam_search(game, start, way, o, nodes);
}

}  // namespace adaptoid::playability_detail

// Witness games and the search from the start. The random games take a turn
// that ends the game in a way not yet reached whenever there is one, and otherwise prefer
// attacks half the time, so that the rarer ends come up in a few games; every position they and
// the search pass is also tested for "nothing can happen again".

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

namespace adaptoid {

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

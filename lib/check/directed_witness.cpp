// The directed witness search (playability_parts.hpp): a beam of positions, each ply every turn
// of each applied and the children kept that come nearest to ending the way asked for. Random
// games rarely reach the rarer ends (a colour emptied before the capture goal, say); a search that
// plays both sides towards one finds them in a few dozen plies.
#include <adaptoid/check/playability_parts.hpp>
#include <adaptoid/util/random.hpp>

#include <algorithm>
#include <unordered_set>

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

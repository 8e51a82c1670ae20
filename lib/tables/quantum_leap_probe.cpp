#include <adaptoid/core/notation.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>

#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <unordered_map>

namespace adaptoid {

namespace {

// Plies to the end under perfect play: the winner picks the shortest win, the loser the longest.
class Distance {
 public:
  Distance(const QuantumLeapGame& game, const QuantumLeapTable& table, uint64_t budget)
      : game_(game), table_(table), budget_(budget) {}

  std::optional<int> plies(const Position& p) {
    if (const auto stored = table_.value(p)) return stored->plies();  // a version-3 table: no search
    if (memo_.size() > budget_) return std::nullopt;
    if (auto it = memo_.find(p.key()); it != memo_.end()) return it->second;
    const bool win = *table_.side_to_move_wins(p);
    std::optional<int> best;
    std::vector<Turn> turns;
    game_.legal_turns(p, turns);
    if (turns.empty()) best = 0;
    for (const Turn& t : turns) {
      const Position q = game_.apply(p, t);
      if (win && *table_.side_to_move_wins(q)) continue;  // the winner keeps the win
      const auto d = plies(q);
      if (!d) return std::nullopt;
      if (!best || (win ? *d + 1 < *best : *d + 1 > *best)) best = *d + 1;
    }
    memo_[p.key()] = *best;
    return best;
  }

 private:
  const QuantumLeapGame& game_;
  const QuantumLeapTable& table_;
  uint64_t budget_;
  std::unordered_map<uint64_t, int> memo_;
};

// Follows best play from p: the winner's fastest win, the loser's longest resistance.
std::vector<Turn> main_line(const QuantumLeapGame& game, const QuantumLeapTable& table, Distance& distance,
                            Position p) {
  std::vector<Turn> line;
  std::vector<Turn> turns;
  for (game.legal_turns(p, turns); !turns.empty() && line.size() < 128; game.legal_turns(p, turns)) {
    const bool win = *table.side_to_move_wins(p);
    std::optional<Turn> best;
    int best_plies = 0;
    for (const Turn& t : turns) {
      const Position q = game.apply(p, t);
      if (win && *table.side_to_move_wins(q)) continue;
      const auto d = distance.plies(q);
      if (!d) return line;
      if (!best || (win ? *d < best_plies : *d > best_plies)) {
        best = t;
        best_plies = *d;
      }
    }
    line.push_back(*best);
    p = game.apply(p, *best);
  }
  return line;
}

// Black, with the swap pending (Q3), wins when some swap (or the refusal) leaves White, to move,
// lost; the distance is one ply more than through the best of those.
Result<TableProbe> probe_swap(const QuantumLeapGame& game, const QuantumLeapTable& table, const Position& p,
                              const std::vector<Turn>& turns, uint64_t budget, ProbeDetail detail) {
  TableProbe probe;
  for (const Turn& t : turns) {
    const auto white_wins = table.side_to_move_wins(game.apply(p, t));
    if (!white_wins) return fail("position: more stones than the table holds");
    if (!*white_wins) probe.keeping.push_back(t);
  }
  probe.win = !probe.keeping.empty();
  if (!probe.win) probe.keeping = turns;
  Distance distance(game, table, budget);
  std::optional<int> best;
  for (const Turn& t : probe.keeping) {
    const auto d = distance.plies(game.apply(p, t));
    if (!d) break;
    if (!best || (probe.win ? *d + 1 < *best : *d + 1 > *best)) {
      best = *d + 1;
      probe.line = {t};
    }
  }
  probe.plies = best;
  if (best && detail == ProbeDetail::Line) {
    const auto rest = main_line(game, table, distance, game.apply(p, probe.line.front()));
    probe.line.insert(probe.line.end(), rest.begin(), rest.end());
  } else {
    probe.line.clear();
  }
  if (detail == ProbeDetail::Value) probe.keeping.clear();
  return probe;
}

// Whether entry i of layer l (position p) holds what its successors say: the side to move wins
// when a capture leaves the opponent lost (Q5: a player who cannot capture loses), and, where the
// table stores turns, the winner's turns are one more than its fastest such capture's, the
// loser's those of the opponent's longest win.
bool right_entry(const QuantumLeapGame& game, const QuantumLeapTable& table, const Position& p,
                 const QuantumLeapLayer& l, uint64_t i) {
  bool win = false;
  int fastest = 99, longest = 0;
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  for (const Turn& t : turns) {
    const Position q = game.apply(p, t);
    const bool lost = !*table.side_to_move_wins(q);
    win = win || lost;
    if (!l.has_turns()) continue;
    const int after = table.value(q)->turns;
    if (lost)
      fastest = std::min(fastest, after + 1);
    else
      longest = std::max(longest, after);
  }
  if (l.win(i) != win) return false;
  return !l.has_turns() || l.turns_of(i) == (win ? fastest : longest);
}

}  // namespace

Result<TableProbe> probe_quantum_leap(const QuantumLeapGame& game, const QuantumLeapTable& table,
                                      const Position& p, uint64_t budget, ProbeDetail detail) {
  TableProbe probe;
  if (detail == ProbeDetail::Value) {  // the fast paths: stored turns, stored swap decisions
    if (const auto stored = table.value(p)) {
      probe.win = stored->win;
      probe.plies = stored->plies();
      return probe;
    }
    if (const auto swap = table.swap_value(p)) {
      probe.win = swap->first;
      probe.plies = swap->second;
      return probe;
    }
  }
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  if (p.swap_pending()) return probe_swap(game, table, p, turns, budget, detail);
  const auto value = table.side_to_move_wins(p);
  if (!value)
    return fail("position: more stones of a colour than the table holds (" +
                std::to_string(table.max_stones()) + ")");
  probe.win = *value;
  if (detail != ProbeDetail::Value)
    for (const Turn& t : turns)
      if (!probe.win || !*table.side_to_move_wins(game.apply(p, t))) probe.keeping.push_back(t);
  Distance distance(game, table, budget);
  probe.plies = distance.plies(p);
  if (probe.plies && detail == ProbeDetail::Line) probe.line = main_line(game, table, distance, p);
  return probe;
}

void solve_swaps(QuantumLeapTable& table, int threads) {
  const int m = table.max_stones();
  const QuantumLeapLayer& full = table.layer(m, m);
  std::vector<uint8_t>& swaps = table.swaps();
  swaps.assign(full.size, 0);
  if (!table.variant().swap || 2 * m > table.index().cells()) return;
  const QuantumLeapGame game(table.variant_ptr());
  parallel_for(full.size, 64, threads, [&](int, uint64_t i) {
    const auto [black, white] = table.index().unrank(m, m, i);
    Position p;
    for (int c = 0; c < table.index().cells(); ++c) {
      if (black & bit(c)) p.put(c, stone::make(1));
      if (white & bit(c)) p.put(c, stone::make(0));
    }
    p.set_side(1);
    p.set_swap_pending(true);
    std::vector<Turn> turns;
    game.legal_turns(p, turns);
    const auto probe = probe_swap(game, table, p, turns, 4'000'000, ProbeDetail::Value);
    if (probe && probe->plies)
      swaps[i] = static_cast<uint8_t>((probe->win ? 0x80 : 0) | std::min(*probe->plies, 127));
  });
}

StartStatistics start_statistics(const QuantumLeapGame& game, const QuantumLeapTable& table, uint64_t first,
                                 uint64_t count) {
  StartStatistics stats;
  for (uint64_t seed = first; seed < first + count; ++seed) {
    Position p = game.start(seed);
    if (!p.swap_pending()) {
      ++stats.starts;
      const bool white = table.side_to_move_wins(p).value_or(false);
      stats.white_wins_without_swap += white;
      stats.white_wins_with_swap += white;
      continue;
    }
    std::vector<Turn> turns;
    game.legal_turns(p, turns);
    bool white_survives_every_swap = true;
    for (const Turn& t : turns) {
      const bool white = table.side_to_move_wins(game.apply(p, t)).value_or(false);
      if (t.move == MoveKind::DeclineSwap) stats.white_wins_without_swap += white;
      white_survives_every_swap = white_survives_every_swap && white;
    }
    stats.white_wins_with_swap += white_survives_every_swap;
    ++stats.starts;
  }
  return stats;
}

TableCheck verify_quantum_leap(const QuantumLeapTable& table, uint64_t sample, uint64_t seed, int threads,
                               const CheckProgress& progress) {
  const QuantumLeapGame game(table.variant_ptr());
  const auto& layers = table.layers();
  std::vector<uint64_t> starts;  // the first global entry of each layer
  uint64_t total = 0;
  for (const auto& l : layers) {
    starts.push_back(total);
    total += l.size;
  }
  // The layer of a global entry, and the entry as a position with White or Black to move
  // (alternately), so the check also reads the opponent's entries through the colour folding.
  auto layer_of = [&](uint64_t global) {
    size_t k = std::upper_bound(starts.begin(), starts.end(), global) - starts.begin() - 1;
    while (layers[k].size == 0) ++k;  // empty layers share their start with the next one
    return k;
  };
  auto position_of = [&](uint64_t global) {
    const size_t k = layer_of(global);
    const auto [own, enemy] = table.index().unrank(layers[k].own, layers[k].enemy, global - starts[k]);
    const int side = static_cast<int>(global & 1);
    Position p;
    for (int i = 0; i < table.index().cells(); ++i) {
      if (own & bit(i)) p.put(i, stone::make(side));
      if (enemy & bit(i)) p.put(i, stone::make(1 - side));
    }
    p.set_side(side);
    return p;
  };
  return check_entries(
      total, sample, seed, threads, 4096,
      [&](uint64_t global) {
        const size_t k = layer_of(global);
        if (!layers[k].solved()) return EntryCheck::Skipped;  // a layer the table does not hold
        const Position p = position_of(global);
        const uint64_t i = global - starts[k];
        return right_entry(game, table, p, layers[k], i) ? EntryCheck::Right : EntryCheck::Wrong;
      },
      [&](uint64_t global) { return format_position(table.variant(), position_of(global)); }, progress);
}

}  // namespace adaptoid

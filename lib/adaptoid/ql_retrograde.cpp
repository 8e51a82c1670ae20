#include <adaptoid/ql_retrograde.hpp>

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <thread>

namespace adaptoid {

QuantumLeapTable::QuantumLeapTable(VariantPtr variant, int max_stones)
    : variant_(std::move(variant)),
      max_stones_(max_stones),
      index_(variant_->board.size()),
      masks_(variant_->board),
      layers_((max_stones + 1) * (max_stones + 1)) {
  assert(variant_->is_quantum_leap() && variant_->players == 2 && BoardMasks::fits(variant_->board));
  for (int w = 0; w <= max_stones; ++w)
    for (int b = 0; b <= max_stones; ++b) {
      QuantumLeapLayer& l = layer(w, b);
      l.white = w;
      l.black = b;
      l.size = w + b <= index_.cells() ? index_.layer_size(w, b) : 0;
    }
}

uint64_t QuantumLeapTable::positions() const {
  uint64_t total = 0;
  for (const auto& l : layers_) total += 2 * l.size;
  return total;
}

bool QuantumLeapTable::computed_win(int side, uint64_t white, uint64_t black) const {
  const uint64_t own = side == 0 ? white : black, enemy = side == 0 ? black : white;
  const int w = std::popcount(white), b = std::popcount(black);
  const QuantumLeapLayer& below = side == 0 ? layer(w, b - (b > 0)) : layer(w - (w > 0), b);
  bool win = false;
  for_each_cell(own, [&](int from) {
    if (win) return;
    const int k = popcount(masks_.neighbours[from] & own);
    if (k == 0) return;  // Q4: an isolated stone cannot leap
    for_each_cell(masks_.leap[from][k - 1] & enemy, [&](int to) {
      if (win) return;
      const uint64_t own_after = (own & ~bit(from)) | bit(to), enemy_after = enemy & ~bit(to);
      const uint64_t child = side == 0 ? index_.rank(own_after, enemy_after) : index_.rank(enemy_after, own_after);
      win = !below.win(1 - side, child);  // a turn that leaves the opponent lost wins (Q5)
    });
  });
  return win;
}

std::optional<bool> QuantumLeapTable::side_to_move_wins(const Position& p) const {
  if (p.swap_pending()) return std::nullopt;
  uint64_t white = 0, black = 0;
  for (int i = 0; i < variant_->board.size(); ++i) {
    if (p.at(i) == stone::make(0)) white |= bit(i);
    if (p.at(i) == stone::make(1)) black |= bit(i);
  }
  const int w = std::popcount(white), b = std::popcount(black);
  if (w > max_stones_ || b > max_stones_) return std::nullopt;
  const QuantumLeapLayer& l = layer(w, b);
  if (l.wins[p.side()].empty()) return std::nullopt;
  return l.win(p.side(), index_.rank(white, black));
}

namespace {

// Fills one side of one layer, the white sets split across threads in chunks.
void solve_side(QuantumLeapTable& table, QuantumLeapLayer& l, int side, int threads) {
  const QuantumLeapIndex& index = table.index();
  const int n = index.cells();
  const uint64_t white_sets = kBinomial(n, l.white), per_white = kBinomial(n - l.white, l.black);
  std::vector<uint64_t>& bits = l.wins[side];
  bits.assign((l.size + 63) / 64, 0);
  if (l.size == 0 || (side == 0 ? l.black : l.white) == 0) return;  // nothing to capture: lost
  const uint64_t chunk = std::max<uint64_t>(1, white_sets / (threads * 16));
  std::atomic<uint64_t> next{0};
  auto work = [&] {
    for (uint64_t first; (first = next.fetch_add(chunk)) < white_sets;) {
      const uint64_t last = std::min(white_sets, first + chunk);
      uint64_t white = colex_unrank(first, l.white, n);
      for (uint64_t wi = first; wi < last; ++wi, white = l.white ? next_combination(white) : 0) {
        const uint64_t free = index.all() & ~white;
        uint64_t packed = l.black ? (uint64_t{1} << l.black) - 1 : 0;
        for (uint64_t bi = 0; bi < per_white; ++bi, packed = l.black ? next_combination(packed) : 0) {
          const uint64_t black = deposit_bits(packed, free);
          if (!table.computed_win(side, white, black)) continue;
          const uint64_t i = wi * per_white + bi;
          std::atomic_ref<uint64_t>(bits[i >> 6]).fetch_or(uint64_t{1} << (i & 63), std::memory_order_relaxed);
        }
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
}

}  // namespace

void solve_quantum_leap(QuantumLeapTable& table, int threads,
                        const std::function<void(const RetrogradeProgress&)>& on_layer,
                        const std::function<bool(int, int)>& already_solved) {
  const auto started = std::chrono::steady_clock::now();
  const int max = table.max_stones();
  uint64_t done = 0;
  for (int total = 0; total <= 2 * max; ++total)
    for (int w = std::max(0, total - max); w <= std::min(total, max); ++w) {
      QuantumLeapLayer& l = table.layer(w, total - w);
      done += 2 * l.size;
      if (already_solved && already_solved(w, total - w)) continue;
      for (int side = 0; side < 2; ++side) solve_side(table, l, side, std::max(1, threads));
      if (on_layer)
        on_layer({w, total - w, done,
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()});
    }
}

}  // namespace adaptoid

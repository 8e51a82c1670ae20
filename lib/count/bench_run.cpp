// The bench's timed counts (bench_run.hpp).
#include <adaptoid/count/bench_run.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

template <class F>
TimedCount timed(F&& count) {
  const Stopwatch clock;
  TimedCount t;
  t.nodes = count();
  t.cpu = clock.cpu();
  t.wall = clock.seconds();
  return t;
}

TimedCount run_fast(const AnyFastGame& fast, const Position& p, int depth, int threads) {
  return std::visit(
      [&](const auto& game) {
        const auto s = game.from_position(p);
        return timed([&] { return fast_perft_parallel(game, s, depth, threads); });
      },
      fast);
}

}  // namespace

TimedCount& TimedCount::operator+=(const TimedCount& t) {
  nodes += t.nodes;
  wall += t.wall;
  cpu += t.cpu;
  return *this;
}

double per_second(uint64_t nodes, double seconds) {
  return static_cast<double>(nodes) / std::max(seconds, 1e-9);
}

Result<BenchRow> run_bench_position(const VariantPtr& variant, const BenchPosition& b,
                                    const BenchRunOptions& o) {
  const auto p = parse_position(variant, b.position);
  if (!p) return fail("bench position: " + p.error());
  const auto fast = make_fast_game(variant);
  if (!fast) return fail("bench: " + variant->name + " has no fast generator");
  BenchRow row;
  row.family = family_traits(*variant).name;
  row.fast = run_fast(*fast, p.value(), b.depth, o.threads);
  for (int r = 1; r < o.repeat; ++r) {
    const TimedCount again = run_fast(*fast, p.value(), b.depth, o.threads);
    if (again.wall < row.fast.wall) row.fast = again;
  }
  if (o.plain)
    row.plain = visit_game(variant, [&](const auto& game) {
      return timed([&] { return perft(game, p.value(), b.depth - 1); });
    });
  return row;
}

void BenchTotals::add(const BenchPosition& b, const BenchRow& row) {
  Family& f = families[row.family];
  f.fast += row.fast;
  if (row.plain) f.plain += *row.plain;
  signature += row.fast.nodes;
  all_match = all_match && row.fast.nodes == b.nodes;
}

}  // namespace adaptoid

// Rates of the plain and fast generators on the bench positions (lib/count/bench_positions.cpp)
// and of distinct-position counting. Counters: leaves (turns of the last ply) per second, and
// codes inserted per second. `adaptoid bench` is the end-to-end signature; this is the profile.
#include <benchmark/benchmark.h>
#include <adaptoid/count/bench_positions.hpp>
#include <adaptoid/count/enumerate.hpp>
#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {
namespace {

struct Loaded {
  VariantPtr variant;
  Position position;
};

Loaded bench_position(size_t i) {
  const BenchPosition& b = bench_positions().at(i);
  auto v = load_variant(position_variant_name(b.position)).value();
  auto p = std::visit([&](const auto& g) { return parse_position(g, b.position).value(); }, make_game(v));
  return {v, p};
}

// Fast perft one ply below the bench depth (a fraction of a second a run).
void FastPerft(benchmark::State& state) {
  const auto [variant, position] = bench_position(static_cast<size_t>(state.range(0)));
  const int depth = bench_positions()[state.range(0)].depth - 1;
  state.SetLabel(variant->name + " depth " + std::to_string(depth));
  uint64_t leaves = 0;
  std::visit(
      [&](const auto& game) {
        const auto s = game.from_position(position);
        for (auto _ : state) leaves += fast_perft(game, s, depth);
      },
      *make_fast_game(variant));
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsRate);
}

// The plain reference two plies below the bench depth.
void PlainPerft(benchmark::State& state) {
  const auto [variant, position] = bench_position(static_cast<size_t>(state.range(0)));
  const int depth = bench_positions()[state.range(0)].depth - 2;
  state.SetLabel(variant->name + " depth " + std::to_string(depth));
  uint64_t leaves = 0;
  std::visit(
      [&](const auto& game) {
        for (auto _ : state) leaves += perft(game, position, depth);
      },
      make_game(variant));
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsRate);
}

// Breadth-first distinct positions with exact codes (quantum-leap-19, 1 million positions at depth 6).
void EnumerateLayers(benchmark::State& state) {
  auto v = load_variant("quantum-leap-19").value();
  const Position start = QuantumLeapGame(v).start(v->seed);
  uint64_t inserted = 0;
  for (auto _ : state)
    inserted += enumerate_layers(v, start, static_cast<int>(state.range(0))).value().inserted;
  state.counters["inserted/s"] =
      benchmark::Counter(static_cast<double>(inserted), benchmark::Counter::kIsRate);
}

void AllBenchPositions(benchmark::internal::Benchmark* b) {
  for (size_t i = 0; i < bench_positions().size(); ++i) b->Arg(static_cast<int64_t>(i));
}

BENCHMARK(FastPerft)->Apply(AllBenchPositions)->Unit(benchmark::kMillisecond);
BENCHMARK(PlainPerft)->Apply(AllBenchPositions)->Unit(benchmark::kMillisecond);
BENCHMARK(EnumerateLayers)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace adaptoid

// Distinct-position counting (see enumerate.hpp).
#include <adaptoid/codes/code_union.hpp>
#include <adaptoid/count/enumerate.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/util/setting.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <numeric>
#include <stdexcept>

namespace adaptoid {

namespace {

using Clock = std::chrono::steady_clock;
constexpr size_t kMinBatch = size_t{1} << 20;  // codes between two deduplications, at least

// Appends codes and deduplicates whenever the duplicates could double what is kept.
struct CodeSet {
  std::vector<Code> codes;
  size_t unique = 0;
  void add(Code c) {
    codes.push_back(c);
    if (codes.size() >= std::max(kMinBatch, 2 * unique)) finish();
  }
  void finish() {
    sort_unique(codes, unique);
    unique = codes.size();
  }
};

template <FastGame G>
struct Enumerator {
  using State = typename G::State;
  const G& game;
  const EnumerationCodec& codec;
  int threads = 1;
  Clock::time_point started = Clock::now();
  uint64_t most_stored = 0;
  // The codes this process can hold at once: a third of its memory (a vector that grows may hold
  // twice its codes for a moment, and a merge copies them), so that a state space too large for
  // the machine stops with a line naming the memory rather than being killed.
  uint64_t most_codes = machine_memory_bytes() / sizeof(Code) / 3;

  Error beyond_memory_at(int depth, uint64_t held) const {
    return fail_budget("at depth " + std::to_string(depth) + " the positions held passed " +
                       std::to_string(held) + ", whose codes (" + std::to_string(sizeof(Code)) +
                       " bytes each) need more than a third of " + memory_limit_text() +
                       " (a smaller variant or depth)");
  }

  State decode(Code c) const {
    if constexpr (std::is_same_v<State, FastAdaptoidState>)
      return codec.decode_adaptoid(c);
    else
      return codec.decode_quantum_leap(c);
  }
  double seconds() const { return std::chrono::duration<double>(Clock::now() - started).count(); }
  void note_stored(uint64_t n) { most_stored = std::max(most_stored, n); }

  // Fills the counts of a layer from its sorted distinct exact codes; each thread takes a slice.
  void count_layer(const std::vector<Code>& layer, EnumerationLayer& out) {
    std::vector<std::vector<Code>> canon(threads), canon_ended(threads);
    std::vector<uint64_t> ended(threads, 0);
    in_slices(0, layer.size(), threads, [&](size_t begin, size_t end, int t) {
      canon[t].reserve(end - begin);
      for (size_t i = begin; i < end; ++i) {
        const State s = decode(layer[i]);
        canon[t].push_back(codec.canonical(s));
        if (game.status(s).over) {
          ++ended[t];
          canon_ended[t].push_back(canon[t].back());
        }
      }
      sort_unique(canon[t]);
      sort_unique(canon_ended[t]);
    });
    note_stored(2 * layer.size());
    for (uint64_t e : ended) out.ended += e;
    out.positions = layer.size();
    out.positions_up_to_symmetry = union_size(canon, threads);
    out.ended_up_to_symmetry = union_size(canon_ended, threads);
  }

  // The distinct children of a set of exact codes. Each thread expands a slice of `from` into a
  // set of its own; the sets are merged at the end. Only the first thread reports progress.
  std::vector<Code> expand(const std::vector<Code>& from, uint64_t& inserted, int depth,
                           const ProgressCallback& progress) {
    std::vector<CodeSet> next(threads);
    std::vector<uint64_t> made(threads, 0), most(threads, 0);
    std::atomic<uint64_t> all_made{0};
    std::atomic<bool> too_many{false};
    const uint64_t room =
        most_codes > from.size() ? (most_codes - from.size()) / static_cast<uint64_t>(threads) : 0;
    in_slices(0, from.size(), threads, [&](size_t begin, size_t end, int t) {
      std::vector<State> kids;
      for (size_t i = begin; i < end && !too_many.load(std::memory_order_relaxed); ++i) {
        game.children(decode(from[i]), kids);  // a finished game has no children
        for (const State& k : kids) next[t].add(codec.encode(k));
        if (next[t].codes.size() > room) too_many = true;
        made[t] += kids.size();
        most[t] = std::max<uint64_t>(most[t], next[t].codes.size());
        if (((i - begin + 1) & 0xFFFFF) == 0) {
          all_made += made[t], made[t] = 0;
          if (progress && t == 0)
            progress({depth, from.size(), next[t].codes.size(), inserted + all_made, seconds()});
        }
      }
      all_made += made[t];
      next[t].finish();
    });
    if (too_many) {
      uint64_t held = from.size();
      for (const CodeSet& set : next) held += set.codes.size();
      throw beyond_memory_at(depth, held);
    }
    inserted += all_made;
    uint64_t stored = from.size();
    for (uint64_t m : most) stored += m;  // an upper bound: the threads' peaks need not coincide
    note_stored(stored);
    std::vector<std::vector<Code>> parts;
    for (CodeSet& set : next) parts.push_back(std::move(set.codes));
    return merge_unique(std::move(parts), threads);
  }

  EnumerationReport layers_breadth_first(const State& start, int depth, const ProgressCallback& progress) {
    EnumerationReport report;
    std::vector<Code> layer{codec.encode(start)};
    for (int d = 1; d <= depth; ++d) {
      EnumerationLayer out;
      out.depth = d;
      layer = expand(layer, out.inserted, d, progress);
      count_layer(layer, out);
      out.seconds = seconds();
      report.layers.push_back(out);
      if (progress) progress({d, layer.size(), layer.size(), out.inserted, seconds()});
    }
    return report;
  }

  // What one thread of the depth-first count keeps: a set of each kind a depth, and its buffers.
  struct DepthSets {
    std::vector<CodeSet> raw, canon, ended, canon_ended;
    std::vector<uint64_t> inserted;
    std::vector<std::vector<State>> buffers;
    explicit DepthSets(int depth)
        : raw(depth + 1),
          canon(depth + 1),
          ended(depth + 1),
          canon_ended(depth + 1),
          inserted(depth + 1, 0),
          buffers(depth + 1) {}
    void finish() {
      for (auto* kind : {&raw, &canon, &ended, &canon_ended})
        for (CodeSet& set : *kind) set.finish();
    }
  };

  void visit(DepthSets& sets, const State& s, int d) const {
    sets.raw[d].add(codec.encode(s));
    sets.canon[d].add(codec.canonical(s));
    ++sets.inserted[d];
    if (game.status(s).over) {
      sets.ended[d].add(sets.raw[d].codes.back());
      sets.canon_ended[d].add(sets.canon[d].codes.back());
    }
  }

  // Every turn sequence below s (at depth d), each position met filed at its depth.
  void walk(DepthSets& sets, const State& s, int d, int depth, const ProgressCallback& progress) const {
    visit(sets, s, d);
    if (progress && (sets.inserted[d] & 0xFFFFF) == 0)
      progress({d, 0, sets.raw[d].codes.size(), sets.inserted[d], seconds()});
    if (d == depth) return;
    auto& kids = sets.buffers[d];
    game.children(s, kids);
    for (const State& k : kids) walk(sets, k, d + 1, depth, progress);
  }

  // Fingerprints do not decode: walk every turn sequence and keep one set per depth. The walk is
  // cut below the root into tasks (the positions of the first plies, perft's way) that threads
  // take from one queue, each into sets of its own; the sets of a depth are merged at the end.
  EnumerationReport layers_depth_first(const State& start, int depth, const ProgressCallback& progress) {
    std::vector<DepthSets> mine;
    for (int t = 0; t < threads; ++t) mine.emplace_back(depth);
    std::vector<State> tasks = {start}, kids;
    int at = 0;
    while (at + 3 <= depth && tasks.size() < 1024) {  // the first plies, on this thread
      std::vector<State> deeper;
      for (const State& s : tasks) {
        if (at > 0) visit(mine[0], s, at);
        game.children(s, kids);
        deeper.insert(deeper.end(), kids.begin(), kids.end());
      }
      tasks = std::move(deeper);
      ++at;
    }
    ChunkQueue queue(tasks.size(), 1);
    EnumerationReport report;
    report.task_costs.assign(tasks.size(), 0);
    run_workers(threads, [&](int t) {
      const ProgressCallback none;
      const auto inserted = [&] { return std::reduce(mine[t].inserted.begin(), mine[t].inserted.end()); };
      for (uint64_t i, end; queue.next(i, end);) {  // (at 0, the start is filed at depth 0, never read)
        const uint64_t before = inserted();
        walk(mine[t], tasks[i], at, depth, t == 0 ? progress : none);
        report.task_costs[i] = inserted() - before;
      }
      mine[t].finish();  // each thread sorts its own last batches
    });
    uint64_t stored = 0;
    for (int d = 1; d <= depth; ++d) {
      const auto merged = [&](std::vector<CodeSet> DepthSets::*kind) {
        std::vector<std::vector<Code>> parts;
        for (DepthSets& m : mine) {
          CodeSet& set = (m.*kind)[d];
          stored += set.codes.size();
          parts.push_back(std::move(set.codes));
        }
        return union_size(parts, threads);
      };
      uint64_t inserted = 0;
      for (const DepthSets& m : mine) inserted += m.inserted[d];
      const uint64_t raw = merged(&DepthSets::raw), canon = merged(&DepthSets::canon);
      const uint64_t ended = merged(&DepthSets::ended), canon_ended = merged(&DepthSets::canon_ended);
      report.layers.push_back({d, raw, canon, ended, canon_ended, inserted, seconds()});
    }
    note_stored(stored);
    return report;
  }

  EnumerationReport everything(const State& start, uint64_t max_positions, const ProgressCallback& progress) {
    EnumerationReport report;
    std::vector<Code> visited{codec.encode(start)}, frontier = visited;
    for (int d = 1;; ++d) {
      std::vector<Code> next = expand(frontier, report.inserted, d, progress);
      std::vector<Code> fresh;
      std::set_difference(next.begin(), next.end(), visited.begin(), visited.end(),
                          std::back_inserter(fresh));
      next = {};
      if (fresh.empty()) break;
      report.deepest = d;
      if (visited.size() + fresh.size() > most_codes)
        throw beyond_memory_at(d, visited.size() + fresh.size());
      const size_t old = visited.size();
      visited.insert(visited.end(), fresh.begin(), fresh.end());
      std::inplace_merge(visited.begin(), visited.begin() + static_cast<long>(old), visited.end());
      note_stored(visited.size() + fresh.size());
      frontier = std::move(fresh);
      if (progress) progress({d, frontier.size(), visited.size(), report.inserted, seconds()});
      if (visited.size() > max_positions)
        throw fail_budget("more than " + std::to_string(max_positions) + " positions reachable (raise " +
                          mention(Setting::MaxPositions) + ")");
    }
    frontier = {};
    EnumerationLayer all;
    count_layer(visited, all);
    report.state_space = all.positions;
    report.state_space_up_to_symmetry = all.positions_up_to_symmetry;
    report.state_space_ended = all.ended;
    return report;
  }
};

template <class F>
Result<EnumerationReport> with_game(const VariantPtr& variant, const Position& start, int threads, F&& f) {
  const auto fast = make_fast_game(variant);
  if (!fast) return fail(variant->name + ": the board has more than 64 cells (no fast generator)");
  const EnumerationCodec codec(*variant, symmetry_group(*variant, start));
  try {
    return std::visit(
        [&](const auto& game) {
          Enumerator<std::decay_t<decltype(game)>> e{game, codec, std::max(threads, 1)};
          EnumerationReport report = f(e, game.from_position(start), codec);
          report.exact = codec.exact();
          report.code_bits = codec.bits();
          report.symmetries = static_cast<int>(codec.group().size());
          report.seconds = e.seconds();
          report.most_codes_stored = e.most_stored;
          report.peak_bytes = peak_memory_bytes();
          return report;
        },
        *fast);
  } catch (const Error& e) {  // past the budget of positions
    return e;
  }
}

}  // namespace

Result<EnumerationReport> enumerate_layers(const VariantPtr& variant, const Position& start, int depth,
                                           const ProgressCallback& progress, int threads) {
  return with_game(variant, start, threads, [&](auto& e, const auto& s, const EnumerationCodec& codec) {
    auto report =
        codec.exact() ? e.layers_breadth_first(s, depth, progress) : e.layers_depth_first(s, depth, progress);
    for (const auto& layer : report.layers) report.inserted += layer.inserted;
    return report;
  });
}

Result<EnumerationReport> enumerate_all(const VariantPtr& variant, const Position& start,
                                        uint64_t max_positions, const ProgressCallback& progress,
                                        int threads) {
  return with_game(variant, start, threads, [&](auto& e, const auto& s, const EnumerationCodec& codec) {
    if (!codec.exact())
      throw fail(variant->name + ": a position needs " + std::to_string(codec.bits()) +
                 " bits, more than the 128 of an exact code, so the state space cannot be stored");
    return e.everything(s, max_positions, progress);
  });
}

}  // namespace adaptoid

// The one-pass folded retrograde solve (one_pass_solve.hpp).
#include <adaptoid/codes/canonical.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/solving/retro/class_children.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include "one_pass_solve.hpp"

#include <algorithm>
#include <numeric>

namespace adaptoid {

namespace {

struct Graph {
  std::vector<Code> codes;  // by id, in the order found (id 0 is the start)
  ClassGraph classes;
  bool complete = true;
};

// Breadth-first over classes. Threads canonicalise the children of a batch of classes; one
// thread then numbers them, in order, so the ids do not depend on the thread count.
Graph expand(const FastAdaptoidGame& game, const EnumerationCodec& codec, uint64_t max_classes, int threads) {
  Graph g;
  ClassIndex index(g.codes);
  for (const Position& p : AdaptoidGame(game.variant_ptr()).first_positions())  // A21: every placement
    index.id(codec.canonical(game.from_position(p)));
  struct Batch {
    std::vector<Code> kids;
    std::vector<uint32_t> ids;    // by kid: its class, or kEmpty when it was not known yet
    std::vector<uint32_t> count;  // kids of each class of the slice
    std::vector<uint8_t> winner;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  constexpr size_t kBatch = size_t{1} << 16;
  for (size_t at = 0; at < g.codes.size();) {
    const size_t end = std::min(g.codes.size(), at + kBatch);
    for (Batch& b : batches) b.kids.clear(), b.ids.clear(), b.count.clear(), b.winner.clear();
    visit_children(game, codec, g.codes.data(), at, end, threads,
                   [&](int t, size_t, uint8_t winner, auto, std::span<const Code> kids) {
                     Batch& b = batches[t];
                     b.winner.push_back(winner);
                     b.count.push_back(static_cast<uint32_t>(kids.size()));
                     for (const Code k : kids) {
                       b.kids.push_back(k);
                       b.ids.push_back(index.find(k));  // most kids are known: look them up in parallel
                     }
                   });
    for (const Batch& b : batches) {
      size_t k = 0;
      for (size_t j = 0; j < b.count.size(); ++j) {
        g.classes.winner.push_back(b.winner[j]);
        for (uint32_t c = 0; c < b.count[j]; ++c) {
          if (g.codes.size() >= max_classes) {
            g.complete = false;
            return g;
          }
          g.classes.children.push_back(b.ids[k] != ClassIndex::kEmpty ? b.ids[k] : index.id(b.kids[k]));
          ++k;
        }
        g.classes.first_child.push_back(g.classes.children.size());
      }
    }
    at = end;
  }
  return g;
}

}  // namespace

FoldedSolve solve_folded(const FastAdaptoidGame& game, uint64_t max_classes, int threads) {
  const EnumerationCodec codec = exact_folded_codec(game.variant_ptr());
  max_classes = std::min<uint64_t>(max_classes, UINT32_MAX - 1);
  Graph g = expand(game, codec, max_classes, threads);
  FoldedSolve out;
  out.complete = g.complete;
  if (!g.complete) return out;
  out.edges = g.classes.children.size();
  std::vector<ForcedWins> wins = propagate_classes(std::move(g.classes), game.variant().players);

  // File the classes by code.
  const size_t n = g.codes.size();
  std::vector<uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  boost::sort::pdqsort(order.begin(), order.end(),
                       [&](uint32_t a, uint32_t b) { return g.codes[a] < g.codes[b]; });
  out.start = g.codes[0];
  out.codes.resize(n);
  out.wins.resize(n);
  for (size_t i = 0; i < n; ++i) {
    out.codes[i] = g.codes[order[i]];
    out.wins[i] = wins[order[i]];
  }
  return out;
}

}  // namespace adaptoid

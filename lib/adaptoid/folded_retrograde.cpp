// Folded retrograde analysis of small Adaptoid-family variants (see folded_retrograde.hpp).
#include <adaptoid/canonical.hpp>
#include <adaptoid/folded_retrograde.hpp>
#include <adaptoid/game.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <stdexcept>
#include <thread>

namespace adaptoid {

EnumerationCodec folded_codec(const VariantPtr& variant) {
  const AdaptoidGame game(variant);
  return EnumerationCodec(*variant, symmetry_group(*variant, game.start(0)));
}

namespace {

// Class ids by canonical code: open addressing over ids, the codes themselves kept in `codes`.
class ClassIndex {
 public:
  explicit ClassIndex(std::vector<Code>& codes) : codes_(codes), slots_(size_t{1} << 16, kEmpty) {}
  static constexpr uint32_t kEmpty = UINT32_MAX;
  // The id of `code`, or kEmpty; safe from several threads while nobody calls id().
  uint32_t find(Code code) const {
    for (size_t at = slot(code);; at = (at + 1) & (slots_.size() - 1)) {
      const uint32_t id = slots_[at];
      if (id == kEmpty || codes_[id] == code) return id;
    }
  }
  // The id of `code`, appending it to `codes` when new.
  uint32_t id(Code code) {
    if (2 * (codes_.size() + 1) > slots_.size()) grow();
    size_t at = slot(code);
    for (;; at = (at + 1) & (slots_.size() - 1)) {
      const uint32_t id = slots_[at];
      if (id == kEmpty) break;
      if (codes_[id] == code) return id;
    }
    slots_[at] = static_cast<uint32_t>(codes_.size());
    codes_.push_back(code);
    return slots_[at];
  }

 private:
  size_t slot(Code code) const {
    uint64_t h = static_cast<uint64_t>(code) * 0x9E3779B97F4A7C15ULL ^ static_cast<uint64_t>(code >> 64);
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return h & (slots_.size() - 1);
  }
  void grow() {
    slots_.assign(slots_.size() * 2, kEmpty);
    for (uint32_t id = 0; id < codes_.size(); ++id) {
      size_t at = slot(codes_[id]);
      while (slots_[at] != kEmpty) at = (at + 1) & (slots_.size() - 1);
      slots_[at] = id;
    }
  }
  std::vector<Code>& codes_;
  std::vector<uint32_t> slots_;
};

// Runs work(begin, end, thread) over `threads` slices of [begin, end), in parallel.
template <class Work>
void in_slices(size_t begin, size_t end, int threads, Work&& work) {
  const size_t n = end - begin;
  threads = static_cast<int>(std::clamp<size_t>(static_cast<size_t>(threads), 1, std::max<size_t>(n, 1)));
  if (threads == 1) return work(begin, end, 0);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] { work(begin + n * t / threads, begin + n * (t + 1) / threads, t); });
  for (auto& th : pool) th.join();
}

constexpr uint8_t kNoWinner = 0xFF;

struct Graph {
  std::vector<Code> codes;           // by id, in the order found (id 0 is the start)
  std::vector<uint8_t> winner;       // by id: the winner counted from the mover, or kNoWinner
  std::vector<uint64_t> first_child{0};
  std::vector<uint32_t> children;    // one a legal turn, so a class may appear more than once
  bool complete = true;
};

// Breadth-first over classes. Threads canonicalise the children of a batch of classes; one
// thread then numbers them, in order, so the ids do not depend on the thread count.
Graph expand(const FastAdaptoidGame& game, const EnumerationCodec& codec, uint64_t max_classes, int threads,
             const std::function<void(const FoldedProgress&)>& progress) {
  const Variant& v = game.variant();
  const int players = v.players;
  std::array<uint8_t, kMaxAdaptoidPlayers> rank{};
  for (int i = 0; i < players; ++i) rank[v.turn_order[i]] = static_cast<uint8_t>(i);
  Graph g;
  ClassIndex index(g.codes);
  index.id(codec.canonical(game.from_position(AdaptoidGame(game.variant_ptr()).start(0))));
  struct Batch {
    std::vector<Code> kids;
    std::vector<uint32_t> ids;    // by kid: its class, or kEmpty when it was not known yet
    std::vector<uint32_t> count;  // kids of each class of the slice
    std::vector<uint8_t> winner;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  constexpr size_t kBatch = size_t{1} << 16;
  std::atomic<bool> skips{false};
  for (size_t at = 0; at < g.codes.size();) {
    const size_t end = std::min(g.codes.size(), at + kBatch);
    const size_t begin = at;
    in_slices(begin, end, threads, [&](size_t from, size_t to, int t) {
      Batch& b = batches[t];
      b.kids.clear(), b.ids.clear(), b.count.clear(), b.winner.clear();
      std::vector<FastAdaptoidState> kids;
      for (size_t i = from; i < to; ++i) {
        const FastAdaptoidState s = codec.decode_adaptoid(g.codes[i]);
        const Status st = game.status(s);
        const int m = rank[s.side];
        b.winner.push_back(st.winner ? static_cast<uint8_t>((rank[*st.winner] + players - m) % players) : kNoWinner);
        kids.clear();
        if (!st.over) game.children(s, kids);
        b.count.push_back(static_cast<uint32_t>(kids.size()));
        for (const auto& k : kids) {
          // A representative may have its colours permuted, so questions are passed from class to
          // class relative to the mover: that needs the next mover to be the next in turn order.
          if (rank[k.side] != (m + 1) % players) skips = true;
          b.kids.push_back(codec.canonical(k));
          b.ids.push_back(index.find(b.kids.back()));  // most kids are known: look them up in parallel
        }
      }
    });
    if (skips) throw std::logic_error("solve: a turn that skips a player");
    for (int t = 0; t < static_cast<int>(batches.size()); ++t) {
      const Batch& b = batches[t];
      size_t k = 0;
      for (size_t j = 0; j < b.count.size(); ++j) {
        g.winner.push_back(b.winner[j]);
        for (uint32_t c = 0; c < b.count[j]; ++c) {
          if (g.codes.size() >= max_classes) {
            g.complete = false;
            return g;
          }
          g.children.push_back(b.ids[k] != ClassIndex::kEmpty ? b.ids[k] : index.id(b.kids[k]));
          ++k;
        }
        g.first_child.push_back(g.children.size());
      }
    }
    at = end;
    if (progress) progress({"expand", at, g.codes.size()});
  }
  return g;
}

// Every question of every class, by propagation from the ended games in order of plies.
std::vector<ForcedWins> propagate(const Graph& g, int players,
                                  const std::function<void(const FoldedProgress&)>& progress) {
  const size_t n = g.codes.size();
  // Reverse edges, compressed: the parents of c are parents[first_parent[c] .. first_parent[c+1]).
  std::vector<uint64_t> first_parent(n + 1, 0);
  for (uint32_t c : g.children) ++first_parent[c + 1];
  for (size_t i = 0; i < n; ++i) first_parent[i + 1] += first_parent[i];
  std::vector<uint32_t> parents(g.children.size());
  {
    std::vector<uint64_t> fill(first_parent.begin(), first_parent.end() - 1);
    for (size_t p = 0; p < n; ++p)
      for (uint64_t e = g.first_child[p]; e < g.first_child[p + 1]; ++e)
        parents[fill[g.children[e]]++] = static_cast<uint32_t>(p);
  }
  if (progress) progress({"propagate", 0, n});
  std::vector<ForcedWins> wins(n);
  std::vector<uint32_t> unresolved(n * players);
  for (size_t p = 0; p < n; ++p)
    for (int k = 0; k < players; ++k) unresolved[p * players + k] = static_cast<uint32_t>(g.first_child[p + 1] - g.first_child[p]);
  std::vector<uint64_t> queue;  // class * players + question, in order of plies
  for (size_t p = 0; p < n; ++p)
    if (g.winner[p] != kNoWinner) {
      wins[p].plies_plus_one[g.winner[p]] = 1;
      queue.push_back(p * players + g.winner[p]);
    }
  for (size_t head = 0; head < queue.size(); ++head) {
    const uint64_t c = queue[head] / players;
    const uint16_t plies = wins[c].plies_plus_one[queue[head] % players];
    // The player k places after a child's mover is k + 1 places after the parent's.
    const int k = static_cast<int>(queue[head] % players + 1) % players;
    for (uint64_t e = first_parent[c]; e < first_parent[c + 1]; ++e) {
      const uint32_t p = parents[e];
      if (wins[p].plies_plus_one[k]) continue;
      if (k != 0 && --unresolved[p * players + k] != 0) continue;  // the others need every turn won
      if (plies == UINT16_MAX) throw std::length_error("solve: a forced win longer than 65,534 plies");
      wins[p].plies_plus_one[k] = static_cast<uint16_t>(plies + 1);
      queue.push_back(uint64_t{p} * players + k);
    }
  }
  return wins;
}

}  // namespace

FoldedSolve solve_folded(const FastAdaptoidGame& game, uint64_t max_classes, int threads,
                         const std::function<void(const FoldedProgress&)>& progress) {
  const EnumerationCodec codec = folded_codec(game.variant_ptr());
  if (!codec.exact())
    throw std::invalid_argument(game.variant().name + ": a position needs " + std::to_string(codec.bits()) +
                                " bits, more than the 128 of an exact code, so its positions cannot be stored");
  max_classes = std::min<uint64_t>(max_classes, UINT32_MAX - 1);
  Graph g = expand(game, codec, max_classes, threads, progress);
  FoldedSolve out;
  out.complete = g.complete;
  if (!g.complete) return out;
  out.edges = g.children.size();
  std::vector<ForcedWins> wins = propagate(g, game.variant().players, progress);
  g.children = {}, g.first_child = {};

  // File the classes by code.
  const size_t n = g.codes.size();
  std::vector<uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  boost::sort::pdqsort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return g.codes[a] < g.codes[b]; });
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

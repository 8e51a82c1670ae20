// The plies on the ranks (see ranked_dense_plies.hpp).
#include <adaptoid/solving/densesolve/dense_output.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_plies.hpp>
#include <adaptoid/solving/ranks/rank_exchange.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

std::vector<std::vector<uint8_t>> ask_bytes(const RankedPlyWork& w,
                                            std::vector<std::vector<uint64_t>>& asks) {
  const std::vector<std::vector<uint64_t>> asked = exchange_values(w.ranks, asks);
  std::vector<std::vector<uint8_t>> answers(asked.size());
  for (size_t r = 0; r < asked.size(); ++r) {
    answers[r].reserve(asked[r].size());
    for (const uint64_t c : asked[r]) {
      const uint64_t l = w.share.local(c);
      if (!w.values.holds(l)) throw std::logic_error("dense solve: a successor's class was not reached");
      answers[r].push_back(w.values.value(l));
    }
  }
  return exchange_values(w.ranks, answers);
}

namespace {

constexpr size_t kSourcesSent = size_t{1} << 12;       // sources whose parents are sent at a time
constexpr uint64_t kSourceWindow = uint64_t{1} << 20;  // a rank's numbers scanned for sources at a time
constexpr int kQuestionShift = 60;                     // a parent sent: its number, its question above

class RankedPlies {
 public:
  RankedPlies(const InsideTier& inside, const DenseTier& tier, uint64_t pending, const RankedPlyWork& w)
      : t_(inside), tier_(tier), pending_(pending), w_(w), players_(w.game.variant().players) {}

  void run() {
    each_class([&](uint64_t, uint64_t r) {
      const uint8_t b = w_.values.at_slot(r);
      last_ = std::max<uint32_t>(last_, dv::solved(b) ? plies(b) : t_.info(r) & ~InsideTier::kQuiet);
    });
    for (uint32_t q = 1; q <= all_max(w_.ranks, last_) && all_sum(w_.ranks, pending_) > 0; ++q) ply(q);
    if (pending_ == 0) return;
    const uint8_t draw = dv::of(ForcedWins{}, players_);
    each_class([&](uint64_t l, uint64_t r) {
      if (!dv::solved(w_.values.at_slot(r))) value(l, r, draw);
    });
  }

 private:
  struct Verified {
    uint64_t local, place;
    EveryTurn answer;
  };

  template <class F>
  void each_class(F&& f) const {
    w_.values.each_reached(t_.tier().begin, t_.tier().end, f);
  }

  uint32_t plies(uint8_t b) const {
    const ForcedWins wins = dv::wins(b, players_);
    for (int k = 0; k < players_; ++k)
      if (wins.forces(k)) return wins.plies_plus_one[k];
    return 0;
  }
  int question(uint8_t b) const {
    const ForcedWins wins = dv::wins(b, players_);
    for (int k = 0; k < players_; ++k)
      if (wins.forces(k)) return k;
    return -1;
  }
  uint8_t forced(int k, uint32_t plies_plus_one) const {
    ForcedWins wins;
    wins.plies_plus_one[static_cast<size_t>(k)] = static_cast<uint16_t>(plies_plus_one);
    return dv::of(wins, players_);
  }

  void value(uint64_t l, uint64_t r, uint8_t b) {
    w_.values.store_slot(r, b);
    last_ = std::max(last_, plies(b));
    --pending_;
    w_.count(w_.share.global(l), b);
  }

  // The pending classes won at ply q + 1 by a turn out of the tier valued, and the ply's sources
  // sent, kSourcesSent at a time, until no rank has one left: a rank scans a window of its
  // classes whenever it has sent the sources it found, so that they are never the whole tier's
  // (adaptoid-37's were 140 MiB a rank).
  void ply(uint32_t q) {
    tried_.assign((t_.places() + 63) / 64, 0);
    std::vector<uint64_t> sources;
    size_t sent = 0;
    for (uint64_t at = t_.tier().begin; any_rank(w_.ranks, at < t_.tier().end || sent < sources.size());) {
      if (sent == sources.size() && at < t_.tier().end) {
        sources.clear(), sent = 0;
        const uint64_t to = std::min(t_.tier().end, at + kSourceWindow);
        w_.values.each_reached(at, to, [&](uint64_t l, uint64_t r) {
          const uint8_t info = t_.info(r), b = w_.values.at_slot(r);
          if (!dv::solved(b)) {
            if ((info & ~InsideTier::kQuiet) == q + 1) value(l, r, forced(0, q + 1));
          } else if ((info & InsideTier::kQuiet) && plies(b) == q) {
            sources.push_back(l);
          }
        });
        at = to;
      }
      const size_t n = std::min(kSourcesSent, sources.size() - sent);
      ask_parents(std::span(sources).subspan(sent, n), q);
      sent += n;
    }
  }

  void ask_parents(std::span<const uint64_t> sources, uint32_t q) {
    std::vector<std::vector<uint64_t>> to(static_cast<size_t>(w_.ranks.size()));
    std::vector<FastAdaptoidState> parents;
    for (const uint64_t l : sources) {
      const FastAdaptoidState s = w_.index.state(w_.share.global(l));
      // The player one place later in turn order from the parent's mover is the source's.
      const auto k = static_cast<uint64_t>((question(w_.values.value(l)) + 1) % players_);
      w_.game.quiet_parents(s, parents);
      for (const FastAdaptoidState& p : parents) {
        const uint64_t c = w_.index.canonical(p);
        if (c < tier_.begin || c >= tier_.end) continue;
        to[static_cast<size_t>(w_.share.owner(c))].push_back(c | k << kQuestionShift);
      }
    }
    std::vector<Verified> verify;
    for (const std::vector<uint64_t>& from : exchange_values(w_.ranks, to))
      for (const uint64_t asked : from) ask(asked, q, verify);
    check(verify);
  }

  // A parent asked: question 0 won at once, another verified by its successors (once a ply).
  void ask(uint64_t asked, uint32_t q, std::vector<Verified>& verify) {
    const uint64_t c = asked & ((uint64_t{1} << kQuestionShift) - 1);
    const int k = static_cast<int>(asked >> kQuestionShift);
    const uint64_t l = w_.share.local(c);
    if (!w_.values.holds(l)) return;
    const uint64_t r = w_.values.slot(l);
    if (dv::solved(w_.values.at_slot(r))) return;
    if (k == 0) return value(l, r, forced(0, q + 1));
    const uint64_t i = r - t_.first();
    if (tried_[i >> 6] >> (i & 63) & 1) return;  // asked again, it would give the same answer
    tried_[i >> 6] |= uint64_t{1} << (i & 63);
    verify.push_back({l, r, EveryTurn(k, players_)});
  }

  // Each verified class valued when every turn forces its question: the successors' bytes, those
  // of other ranks asked for together.
  void check(std::vector<Verified>& verify) {
    std::vector<std::vector<uint64_t>> asks(static_cast<size_t>(w_.ranks.size()));
    std::vector<std::vector<uint32_t>> whose(asks.size());
    std::vector<FastAdaptoidState> kids;
    for (size_t i = 0; i < verify.size(); ++i) {
      kids.clear();
      w_.game.children(w_.index.state(w_.share.global(verify[i].local)), kids);
      for (const FastAdaptoidState& kid : kids) {
        const uint64_t c = w_.index.canonical(kid);
        if (const Status st = w_.game.status(kid); c == DenseIndex::kNone || st.over) {
          take(verify[i], dv::of(ended_value(w_.game.variant(), kid, st), players_));
        } else if (w_.share.mine(c)) {
          const uint64_t l = w_.share.local(c);
          if (!w_.values.holds(l)) throw std::logic_error("dense solve: a successor's class was not reached");
          take(verify[i], w_.values.value(l));
        } else {
          asks[static_cast<size_t>(w_.share.owner(c))].push_back(c);
          whose[static_cast<size_t>(w_.share.owner(c))].push_back(static_cast<uint32_t>(i));
        }
      }
    }
    const std::vector<std::vector<uint8_t>> bytes = ask_bytes(w_, asks);
    for (size_t r = 0; r < bytes.size(); ++r)
      for (size_t j = 0; j < bytes[r].size(); ++j) take(verify[whose[r][j]], bytes[r][j]);
    for (const Verified& v : verify)
      if (v.answer.forced() && !dv::solved(w_.values.at_slot(v.place)))
        value(v.local, v.place, v.answer.value());
  }

  // One successor's byte for a class verified (the rest of its bytes are not needed once one
  // does not force its question).
  static void take(Verified& v, uint8_t b) {
    if (v.answer.forced()) v.answer.take(b);
  }

  const InsideTier& t_;
  const DenseTier& tier_;
  uint64_t pending_;
  const RankedPlyWork& w_;
  const int players_;
  uint32_t last_ = 0;
  std::vector<uint64_t> tried_;  // by place in the tier: verified at this ply
};

}  // namespace

void value_by_plies_on_ranks(const InsideTier& inside, const DenseTier& tier, uint64_t pending,
                             const RankedPlyWork& w) {
  RankedPlies(inside, tier, pending, w).run();
}

}  // namespace adaptoid

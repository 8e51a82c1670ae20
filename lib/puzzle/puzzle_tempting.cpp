// Tempting failures (puzzle_tempting.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_tempting.hpp>
#include <adaptoid/search/endgame.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace adaptoid {

namespace {

// Replies tried per tempting turn before giving up on naming the escape (it exists: the turn
// was proven not to win; the cap only bounds the work of finding it).
constexpr std::size_t kRepliesTried = 64;

// A turn that looks as forceful as the solution: what it captures and leaves the defender.
struct Candidate {
  Turn turn;
  Position after;
  int captures, replies;
};

}  // namespace

template <Game G>
TemptingResult find_tempting(const G& game, const VariantPtr& vp, const Position& p, const Turn& solution,
                             int n, uint64_t node_budget) {
  const Variant& v = *vp;
  const Colour me = p.side(), them = v.next(me);
  const bool all_capture = family_traits(v).always_ends;  // every turn captures (Q4)
  auto replies_after = [&](const Position& q) {
    return game.status(q).over ? 0 : static_cast<int>(legal_turns(game, q).size());
  };
  const int solution_replies = replies_after(game.apply(p, solution));
  std::vector<Candidate> candidates;
  for (const Turn& t : legal_turns(game, p)) {
    if (t == solution) continue;
    const Position q = game.apply(p, t);
    int captures = all_capture ? 1 : 0;
    for (Colour c = 0; c < v.players && !all_capture; ++c)
      if (c != me) captures += q.lost(c) - p.lost(c);
    const int replies = replies_after(q);
    // Adaptoid: a capture or an attack looks forceful. Quantum Leap (every turn captures): a turn
    // that restricts the defender about as much as the solution does.
    const bool tempting =
        all_capture ? replies <= solution_replies + 2 : (captures > 0 || t.move == MoveKind::Attack);
    if (!tempting) continue;
    // Adaptoid: one candidate a move; its grows are the same temptation.
    const bool same_move =
        !all_capture && std::any_of(candidates.begin(), candidates.end(), [&](const Candidate& c) {
          return c.turn.move == t.move && c.turn.from == t.from && c.turn.to == t.to;
        });
    if (!same_move) candidates.push_back({t, q, captures, replies});
  }
  std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    if (a.captures != b.captures) return a.captures > b.captures;
    return a.replies < b.replies;
  });
  TemptingResult out;
  out.count = static_cast<int>(candidates.size());
  for (const Candidate& c : candidates) {
    if (out.shown.size() == kShownTempting) break;
    TemptingTurn shown{format_turn(v, c.turn), std::nullopt, ""};
    const std::string looks = all_capture
                                  ? fmt::format("leaves {} {} replies", capitalised_colour(them), c.replies)
                              : c.captures > 0 ? fmt::format("captures {}", c.captures)
                                               : std::string("attacks");
    const Status s = game.status(c.after);
    if (s.over) {
      shown.why = looks + (s.winner ? ", but " + capitalised_colour(*s.winner) + " wins at once"
                                    : ", but the game is drawn");
    } else if (n == 1) {
      shown.why = looks + ", but does not end the game";
    } else if (v.players > 2) {
      // The escape is a joint reply of the other players: named only with two.
      shown.why = fmt::format("{}, but does not force a win in {}", looks, n);
    } else {
      std::size_t tried = 0;
      for (const Turn& r : legal_turns(game, c.after)) {
        if (++tried > kRepliesTried) break;
        const Position q = game.apply(c.after, r);
        const Status qs = game.status(q);
        bool escapes;
        if (qs.over) {
          escapes = qs.winner != me;
        } else {
          const SearchResult res = solve_endgame(vp, q, puzzle_search(n - 1, node_budget));
          out.nodes += res.nodes;
          escapes = res.value != Proof::Win && !res.budget_exhausted;
        }
        if (escapes) {
          shown.refutation = format_turn(v, r);
          break;
        }
      }
      shown.why = shown.refutation ? fmt::format("{}, but after {} {} has no win within {}", looks,
                                                 *shown.refutation, capitalised_colour(me),
                                                 n == 2 ? "1 turn" : fmt::format("{} turns", n - 1))
                                   : fmt::format("{}, but does not force a win in {}", looks, n);
    }
    out.shown.push_back(std::move(shown));
  }
  return out;
}

template TemptingResult find_tempting(const AdaptoidGame&, const VariantPtr&, const Position&, const Turn&,
                                      int, uint64_t);
template TemptingResult find_tempting(const QuantumLeapGame&, const VariantPtr&, const Position&, const Turn&,
                                      int, uint64_t);

}  // namespace adaptoid

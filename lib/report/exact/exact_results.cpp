#include <adaptoid/report/exact/exact_results.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/report/exact/small_board.hpp>
#include <adaptoid/report/text/report_text.hpp>
#include <adaptoid/report/text/rules_diff.hpp>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/solving/solve/solve_variant.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {

namespace {

// The k-th player in turn order from the start's mover.
std::string colour_word(const Variant& v, int k) {
  return colour_title(v.turn_order[static_cast<size_t>(k) % v.turn_order.size()]);
}

void solve_small(AdaptoidTag /*game*/, const VariantPtr& small, const ExactOptions& o, ExactResult& r) {
  r.unit = "classes";
  // The summary is what the report wants: the table is written through to /dev/null, and the
  // solve keeps its tiers in a scratch directory of its own, removed when it ends.
  SolveVariantOptions solve;
  solve.out = "/dev/null";
  solve.threads = o.threads;
  solve.max_classes = o.max_classes;
  const auto solved = solve_variant(small, solve);
  if (!solved) {
    r.note = solved.error_kind() == ErrorKind::Budget
                 ? "more than " + std::to_string(o.max_classes) + " classes of positions: not solved here"
                 : solved.error();
    return;
  }
  const FoldedSummary& sum = solved->folded->summary;
  r.solved = true;
  r.positions = sum.classes;
  const ForcedWins& w = sum.start_wins;
  r.start = "nobody forces a win";
  for (int k = 0; k < small->players; ++k)
    if (w.forces(k))
      r.start = colour_word(*small, k) + " forces a win in " + std::to_string(w.plies(k)) + " plies";
  if (small->players == 2 && !w.forces(0) && !w.forces(1)) r.start = "draw (neither side forces a win)";
}

void solve_small(QuantumLeapTag /*game*/, const VariantPtr& small, const ExactOptions& o, ExactResult& r) {
  // The table holds every position but the setups' swap decisions, whatever the swap option, so
  // one table answers the starts with and without it.
  auto with_swap = std::make_shared<Variant>(*small);
  with_swap->swap = true;
  QuantumLeapTable table(with_swap, with_swap->stones);
  adaptoid::solve_quantum_leap(table, o.threads);
  r.solved = true;
  r.positions = table.positions();
  const QuantumLeapGame game(small);
  const Position start = game.start(small->seed);
  const auto probe = probe_quantum_leap(game, table, start, 4'000'000, ProbeDetail::Value);
  const std::string mover = start.swap_pending() ? "Black (deciding the swap)" : "White";
  r.start = !probe
                ? "unknown"
                : mover + (probe->win ? " wins" : " loses") + " (seed " + std::to_string(small->seed) + ")";
  r.starts = start_statistics(QuantumLeapGame(with_swap), table, 1, o.starts);
}

}  // namespace

namespace {

ExactResult solved(const VariantPtr& s, const ExactOptions& o) {
  ExactResult r;
  r.cells = s->board.size();
  visit_family(*s, [&](auto game) { solve_small(game, s, o, r); });
  return r;
}

}  // namespace

std::vector<ExactResult> exact_results(const VariantPtr& v, const ExactOptions& o) {
  std::vector<ExactResult> results;
  if (v->board.size() <= kOwnBoardCells) {
    ExactResult own = solved(v, o);
    own.own = true;
    if (own.solved) return {own};
    results.push_back(std::move(own));
  }
  auto base = load_variant(default_base_name(*v));
  if (!base) return results;
  const auto boards = small_boards(*v, *base.value());
  for (const SmallBoard& b : boards) {
    ExactResult r;
    if (b.variant) r = solved(b.variant, o);
    r.reference = b.reference;
    r.carried = b.carried;
    r.not_carried = b.not_carried;
    if (!b.variant) r.note = "not built";
    results.push_back(std::move(r));
  }
  if (boards.empty()) {
    ExactResult none;
    none.note = "no solver here is built for " + std::string(family_traits(*v).title) + " with " +
                std::to_string(v->players) + " players";
    results.push_back(std::move(none));
  }
  return results;
}

}  // namespace adaptoid

#include <adaptoid/report/exact_results.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/report/report_text.hpp>
#include <adaptoid/solve/ql_retrograde.hpp>
#include <adaptoid/solve/solve_variant.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {

namespace {

// The small built-ins a family's solvers are built for, by player count.
std::vector<std::string> references(AdaptoidTag /*game*/, int players) {
  if (players == 2) return {"adaptoid-7", "adaptoid-19-1"};
  if (players == 3) return {"adapt3-7", "adapt3-19-1"};
  return {};
}
std::vector<std::string> references(QuantumLeapTag /*game*/, int players) {
  if (players == 2) return {"quantum-leap-7", "quantum-leap-19"};
  return {};
}

// v's rule options onto a small variant of the same game.
void copy_rules(QuantumLeapTag /*game*/, const Variant& v, Variant& small) {
  small.swap = v.swap;
}
void copy_rules(AdaptoidTag /*game*/, const Variant& v, Variant& small) {
  small.attacker_needs_pincer = v.attacker_needs_pincer;
  small.suicide_attacks = v.suicide_attacks;
  small.max_extremities = v.max_extremities;
  small.no_grow = v.no_grow;
  small.win_check = v.win_check;
  small.max_turns = v.max_turns;
  small.prey = v.prey;
  small.attack = v.attack;
}

// The reference's board, material and goals with v's rule options.
VariantPtr with_rules_of(const Variant& v, const Variant& reference) {
  auto small = std::make_shared<Variant>(reference);
  small->name = v.name + " on " + reference.name;
  small->turn_order = v.turn_order;
  visit_family(v, [&](auto game) { copy_rules(game, v, *small); });
  return small;
}

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

SmallVariants small_variants(const Variant& v) {
  SmallVariants out;
  const auto names = visit_family(v, [&](auto game) { return references(game, v.players); });
  if (names.empty()) {
    out.note = "no solver here is built for " + std::string(family_traits(v).title) + " with " +
               std::to_string(v.players) + " players";
    return out;
  }
  for (const std::string& name : names) {
    auto reference = load_variant(name);
    if (reference) out.variants.push_back(with_rules_of(v, *reference.value()));
  }
  if (!v.board_spec.holes.empty() || !v.board_spec.stacks.empty())
    out.note = "the variant's holes and stacks belong to its own board and are not carried over";
  return out;
}

std::vector<ExactResult> exact_results(const Variant& v, const ExactOptions& o) {
  const SmallVariants small = small_variants(v);
  std::vector<ExactResult> results;
  for (const VariantPtr& s : small.variants) {
    ExactResult r;
    r.reference = s->name.substr(v.name.size() + 4);
    r.cells = s->board.size();
    r.note = small.note;
    try {
      visit_family(*s, [&](auto game) { solve_small(game, s, o, r); });
    } catch (const std::exception& e) {  // a variant the solver refuses (its codes too long)
      r.note = e.what();
    }
    results.push_back(std::move(r));
  }
  if (results.empty()) {
    ExactResult none;
    none.note = small.note;
    results.push_back(std::move(none));
  }
  return results;
}

}  // namespace adaptoid

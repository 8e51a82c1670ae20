#include <adaptoid/check/check_report.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <chrono>

namespace adaptoid {

int CheckReport::count(Verdict v) const {
  return static_cast<int>(
      std::count_if(cases.begin(), cases.end(), [&](const CaseRun& c) { return c.result.verdict == v; }));
}

std::vector<const EdgeCase*> cases_for(const Variant& v) {
  const auto names = builtin_variant_names();
  const bool builtin = std::find(names.begin(), names.end(), v.name) != names.end();
  std::vector<const EdgeCase*> out;
  for (const EdgeCase& c : edge_cases())
    if (builtin ? c.variant == v.name : (c.overrides.empty() && edge_case_applies(c, v))) out.push_back(&c);
  return out;
}

namespace {

template <Game G>
void cross_check_all(const G& game, const CheckOptions& o, CheckReport& r) {
  for (const Position& p : smt::sample_positions(game, o.seed, o.positions)) {
    smt::CrossCheck c = smt::cross_check(game, p, o.timeout_ms);
    ++r.positions;
    r.engine_turns += c.engine_turns;
    if (c.unknown)
      ++r.unknown;
    else if (c.agrees())
      ++r.agreeing;
    if (!c.differences.empty()) r.disagreements.push_back(std::move(c));
  }
}

}  // namespace

CheckReport run_check(const VariantPtr& v, const CheckOptions& o) {
  const auto start = std::chrono::steady_clock::now();
  CheckReport r;
  r.variant = v;
  auto again = load_variant_text(variant_to_toml(*v), v->name, "the TOML written back for " + v->name);
  if (!again)
    r.variant_problems.push_back("the variant written back to TOML does not load: " + again.error());
  else if (!same_rules(*v, *again.value()))
    r.variant_problems.push_back("the variant written back to TOML loads to other rules");
  if (o.catalogue) {
    const auto names = builtin_variant_names();
    const bool builtin = std::find(names.begin(), names.end(), v->name) != names.end();
    for (const EdgeCase* c : cases_for(*v)) {
      VariantPtr cv = v;
      if (builtin && !c->overrides.empty()) {
        auto loaded = edge_case_variant(*c);
        if (!loaded) {
          r.variant_problems.push_back("edge case " + c->name + ": " + loaded.error());
          continue;
        }
        cv = loaded.value();
      }
      r.cases.push_back({c, cv, run_edge_case(*c, cv, o.timeout_ms)});
    }
  }
  if (o.positions > 0) {
    if (v->is_adaptoid())
      cross_check_all(AdaptoidGame(v), o, r);
    else
      cross_check_all(QuantumLeapGame(v), o, r);
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace adaptoid

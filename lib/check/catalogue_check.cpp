// The catalogue as check runs it (catalogue_check.hpp).
#include <adaptoid/check/catalogue_check.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <limits>
#include <sstream>

namespace adaptoid {

namespace {

// A cell missing between two cells of a line: what the hole cases need.
bool has_holes(const Board& b) {
  for (int a = 0; a < b.size(); ++a)
    for (const Coord d : kDirections)
      if (b.index(b.coord(a) + d) == kNoCell && b.index(b.coord(a) + d * 2) != kNoCell) return true;
  return false;
}

bool is_hole_case(const EdgeCase& c) {
  return c.overrides.find("holes") != std::string::npos;
}
bool is_stack_case(const EdgeCase& c) {
  return c.rules.find("S4") != std::string::npos;
}

// The lines of v's TOML that base's lack: where v differs from it.
std::vector<std::string> different_lines(const Variant& v, const Variant& base) {
  std::istringstream ours(variant_to_toml(v));
  const std::string theirs = "\n" + variant_to_toml(base) + "\n";
  std::vector<std::string> out;
  for (std::string line; std::getline(ours, line);)
    if (!line.empty() && line[0] != '#' && !line.starts_with("name") &&
        theirs.find("\n" + line + "\n") == std::string::npos)
      out.push_back(line);
  return out;
}

std::string differences(const Variant& v, const Variant& base) {
  std::string out;
  for (const std::string& line : different_lines(v, base)) out += (out.empty() ? "" : "; ") + line;
  return out.empty() ? "its board" : out;
}

// The case asks about a position at its turn number; a cap at or before it would end the game
// there (A17), which is not what the case asks, unless the case is about the cap.
VariantPtr without_cutting_cap(const EdgeCase& c, const VariantPtr& v) {
  if (v->max_turns == 0 || c.turn_number < v->max_turns || c.rules.find("A17") != std::string::npos) return v;
  auto uncapped = std::make_shared<Variant>(*v);
  uncapped->max_turns = 0;
  uncapped->name = v->name + "-uncapped";  // (one word: a position names its variant)
  return uncapped;
}

// The case on the base: whether the base allows it (Z3 finds it there).
bool base_allows(const EdgeCase& c, const VariantPtr& base, unsigned timeout_ms) {
  if (!edge_case_applies(c, *base)) return false;
  if (c.variant == base->name && c.overrides.empty()) return c.expect_found;
  return run_edge_case(c, without_cutting_cap(c, base), timeout_ms).answer == CaseAnswer::Found;
}

// run.variant is the checked variant (its cap lifted where the case needed it). `base` allows the
// case when the variant changed it, or forbids it too (then this variant kept that rule).
Finding impossible_here(const CaseRun& run, const Variant& base, bool base_allows) {
  const EdgeCase& c = *run.edge_case;
  const Variant& v = *run.variant;
  const std::string geometry = c.board_reason ? c.board_reason(v.board) : "";
  const std::string proof =
      "(Z3 proves no position and turn exist" + (geometry.empty() ? std::string() : "; " + geometry) + ")";
  const std::string head = "edge case " + c.name + " (" + c.rules + "): " + edge_case_description(c, v);
  const std::string text = base_allows ? head + " The base game (" + base.name +
                                             ") allows it; this variant makes it impossible " + proof +
                                             ", where it differs from the base in: " + differences(v, base)
                                       : head + " It can never happen in this variant " + proof +
                                             ", nor in its base game (" + base.name + ")";
  return Finding{"catalogue", text, "", Statement::Proved, StatementKind::Advisory};
}

}  // namespace

std::string builtin_twin(const Variant& v) {
  if (is_builtin_variant(v.name)) return v.name;
  for (const std::string& name : builtin_variant_names())
    if (auto b = load_variant(name); b && same_rules(v, *b.value())) return name;
  return "";
}

VariantPtr catalogue_base(const Variant& v) {
  const std::string twin = builtin_twin(v);
  if (!twin.empty()) return load_variant(twin).value();
  VariantPtr best;
  size_t fewest = std::numeric_limits<size_t>::max();
  for (const std::string& name : builtin_variant_names()) {
    auto b = load_variant(name);
    if (!b || b.value()->family != v.family || b.value()->players != v.players) continue;
    if (const size_t n = different_lines(v, *b.value()).size(); n < fewest) {
      fewest = n;
      best = b.value();
    }
  }
  return best;
}

std::vector<const EdgeCase*> cases_for(const Variant& v) {
  const std::string twin = builtin_twin(v);
  const bool builtin = !twin.empty();
  const bool holes = has_holes(v.board), stacks = v.board.has_stacks();
  std::vector<const EdgeCase*> out;
  for (const EdgeCase& c : edge_cases()) {
    const bool own = builtin && c.variant == twin;
    const bool board_case = is_hole_case(c) || is_stack_case(c);
    const bool board_applies = edge_case_applies(c, v) && (is_hole_case(c) ? holes : stacks) && !own;
    if (own || (board_case ? board_applies : (!builtin && c.overrides.empty() && edge_case_applies(c, v))))
      out.push_back(&c);
  }
  return out;
}

CatalogueRun run_catalogue(const VariantPtr& v, unsigned timeout_ms) {
  CatalogueRun out;
  const std::string twin = builtin_twin(*v);
  for (const EdgeCase* c : cases_for(*v)) {
    VariantPtr cv = v;
    if (!twin.empty() && c->variant == twin && !c->overrides.empty()) {
      auto loaded = edge_case_variant(*c);
      if (!loaded) {
        out.problems.push_back("edge case " + c->name + ": " + loaded.error());
        continue;
      }
      cv = loaded.value();
    }
    cv = without_cutting_cap(*c, cv);
    out.cases.push_back({c, cv, run_edge_case(*c, cv, timeout_ms)});
  }
  const VariantPtr base = catalogue_base(*v);
  for (const CaseRun& run : out.cases) {
    const EdgeCase& c = *run.edge_case;
    if (!c.expect_found || run.result.answer != CaseAnswer::Impossible) continue;
    // A built-in's own case, or a case of the board (holes, stacks): the case's own variant
    // allows it, as the catalogue says. Another: the base must allow it for this variant to have
    // changed it.
    if (!twin.empty() || is_hole_case(c) || is_stack_case(c)) {
      if (auto own = edge_case_variant(c)) out.advisories.push_back(impossible_here(run, *own.value(), true));
    } else if (base) {
      out.advisories.push_back(impossible_here(run, *base, base_allows(c, base, timeout_ms)));
    }
  }
  return out;
}

}  // namespace adaptoid

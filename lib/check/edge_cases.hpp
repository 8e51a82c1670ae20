#pragma once
// The edge-case catalogue (specs/edge-cases.md): named situations where rules interact. Each is
// a constraint over the Z3 rule models; Z3 finds a witness (a plausible position and a legal turn
// on the variant's board) or proves that none exists. A witness is replayed through the engine,
// which must reach the same position and the same end.
#include <adaptoid/check/smt_adaptoid_turn.hpp>
#include <adaptoid/check/smt_quantum_leap_turn.hpp>
#include <adaptoid/core/game.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adaptoid {

struct EdgeCase {
  std::string name;          // kebab-case, as in specs/edge-cases.md
  std::string rules;         // the rules that interact, "A8 A15 A16"
  std::string variant;       // a built-in variant ...
  std::string overrides;     // ... and TOML keys changed on top of it ("" for none)
  std::string description;   // one sentence
  bool expect_found = true;  // false: the rules make the situation impossible
  Colour side = 0;           // side to move in the witness
  int turn_number = 1;
  bool swap_pending = false;
  std::function<z3::expr(const Variant&, const smt::AdaptoidTurnModel&)> adaptoid;
  std::function<z3::expr(const Variant&, const smt::QuantumLeapTurnModel&)> quantum_leap;
  Phase phase = Phase::Play;  // the witness's phase (A21, A22: the placement opening)
  int min_goal = 1;           // the loss goal (A15, T7) the case needs: it counts losses below it
  // Why the board alone rules the case out, where geometry shows it ("" when it does not).
  std::function<std::string(const Board&)> board_reason{};
};

const std::vector<EdgeCase>& edge_cases();
// The case's variant (named "<variant>" or "<variant>-<case name>" when it has overrides).
Result<VariantPtr> edge_case_variant(const EdgeCase& c);
// Whether the case can run on v: the same game and player count, and v meets the options the
// case needs (its overrides are then taken from v itself, not applied).
bool edge_case_applies(const EdgeCase& c, const Variant& v);
// The case's description as it reads on v: its goal where the text names the goal.
std::string edge_case_description(const EdgeCase& c, const Variant& v);

enum class CaseAnswer { Found, Impossible, Unknown, Disagreement };
std::string case_answer_name(CaseAnswer a);

struct EdgeCaseResult {
  std::string name;
  CaseAnswer answer = CaseAnswer::Unknown;
  bool as_expected = false;  // found when expected found, impossible when expected impossible
  std::string position;      // the witness (found, disagreement)
  std::string turn;
  std::string after;    // the position after the turn, by the rules model
  std::string outcome;  // "ongoing", "drawn", "white wins", ...
  std::string detail;   // what differs (disagreement) or why unknown
  double seconds = 0;
};

EdgeCaseResult run_edge_case(const EdgeCase& c, const VariantPtr& v, unsigned timeout_ms = 60000);

}  // namespace adaptoid

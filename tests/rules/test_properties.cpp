// Property-based tests (RapidCheck) over positions of every built-in variant, from random play and
// built directly. A failure shrinks to a small position and prints it in the notation.
#include "property_generators.hpp"

#include <adaptoid/core/notation.hpp>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace adaptoid {
namespace {

using namespace props;

template <class F>
void with_game(const std::string& name, F&& f) {
  std::visit([&](const auto& game) { f(game); }, make_game(variant(name)));
}

template <Game G>
Position played(const G& game, const PlayedSpec& s) {
  const Position p = play_random(game, s.seed, s.plies);
  RC_LOG() << format_position(game.variant(), p) << "\n";
  return p;
}

// Every position-level property, for one position.
template <Game G>
void position_properties(const G& game, const Position& p) {
  const Variant& v = game.variant();
  const std::string text = format_position(v, p);
  RC_LOG() << text << "\n";
  // notation round trip
  auto again = parse_position(game, text);
  RC_ASSERT(again.ok());
  RC_ASSERT(format_position(v, again.value()) == text);
  RC_ASSERT(again.value().key() == p.key());
  // the key kept while playing equals the key computed afresh
  RC_ASSERT(p.key() == p.compute_key());
  const auto turns = legal_turns(game, p);
  std::set<std::string> seen;
  const Status before = game.status(p);
  RC_ASSERT(!before.over || turns.empty());
  for (const Turn& t : turns) {
    const std::string tt = format_turn(v, t);
    RC_LOG() << "turn " << tt << "\n";
    RC_ASSERT(seen.insert(tt).second);  // every listed turn is distinct
    auto parsed = parse_turn(game, p, tt);
    RC_ASSERT(parsed.ok());
    RC_ASSERT(parsed.value() == t);
    const Position next = game.apply(p, t);
    RC_ASSERT(next.key() == next.compute_key());
    RC_ASSERT(format_position(v, parse_position(game, format_position(v, next)).value()) ==
              format_position(v, next));
    const Status s = game.status(next);
    if constexpr (std::is_same_v<G, AdaptoidGame>) {
      const Colour mover = p.side();
      int board_now[kMaxPlayers] = {};
      for (int c = 0; c < v.board.size(); ++c) {
        const Piece x = next.at(c);
        if (x == kEmpty) continue;
        ++board_now[adaptoid_piece::colour(x)];
        if (adaptoid_piece::colour(x) != mover)
          RC_ASSERT(game.fed(next, c));  // A13: no enemy of the mover unfed
      }
      bool loser = false;
      for (Colour c = 0; c < v.players; ++c) {
        RC_ASSERT(next.lost(c) >= p.lost(c));    // losses never go down
        const auto left = game.supply(next, c);  // A3: board + supply = material
        RC_ASSERT(left.adaptoids >= 0 && left.legs >= 0 && left.pincers >= 0);
        RC_ASSERT(left.adaptoids + board_now[c] == v.supply_adaptoids);
        loser = loser || next.lost(c) >= v.loss_goal() || board_now[c] == 0;
      }
      // the end rules (A15, A17, T7; the built-ins grow or skip, never lose by no grow)
      const bool capped = v.max_turns > 0 && next.turn_number() > v.max_turns;
      RC_ASSERT(s.over == (loser || capped));
    } else {
      int stones_before = 0, stones_after = 0;
      for (int c = 0; c < v.board.size(); ++c)
        stones_before += p.at(c) != kEmpty, stones_after += next.at(c) != kEmpty;
      RC_ASSERT(stones_after ==
                stones_before - (t.move == MoveKind::Leap ? 1 : 0));  // Q4: one stone a capture
      RC_ASSERT(s.over == !game.can_capture(next));                   // Q5
      if (s.over) RC_ASSERT(s.winner == std::optional<Colour>(v.previous(next.side())));
    }
  }
  // symmetry: every image of the position under a board symmetry has as many turns
  for (const Symmetry& sym : v.board.symmetries()) {
    Position q;
    for (int c = 0; c < v.board.size(); ++c) q.put(sym[c], p.at(c));
    q.set_side(p.side());
    for (Colour c = 0; c < v.players; ++c) q.set_lost(c, p.lost(c));
    q.set_swap_pending(p.swap_pending());
    q.set_phase(p.phase());  // A21, A22
    q.set_turn_number(p.turn_number());
    game.decide_result(q);
    RC_ASSERT(legal_turns(game, q).size() == turns.size());
  }
}

RC_GTEST_PROP(Properties, PlayedPositionsKeepEveryInvariant, ()) {
  const PlayedSpec s = *played_spec();
  with_game(s.variant, [&](const auto& game) {
    int n = 0;
    const Position p = play_random(game, s.seed, s.plies, &n);
    if constexpr (std::is_same_v<std::decay_t<decltype(game)>, QuantumLeapGame>) {
      int stones = 0;
      for (int c = 0; c < game.variant().board.size(); ++c) stones += p.at(c) != kEmpty;
      const int swaps = game.variant().swap ? 1 : 0;
      if (n >= swaps)
        RC_ASSERT(stones == game.variant().players * game.variant().stones - (n - swaps));  // conservation
    }
    position_properties(game, p);
  });
}

RC_GTEST_PROP(Properties, BuiltPositionsKeepEveryInvariant, ()) {
  const BuiltSpec s = *built_spec();
  with_game(s.variant, [&](const auto& game) { position_properties(game, build(game, s)); });
}

RC_GTEST_PROP(Properties, VariantsWrittenBackToTomlLoadTheSame, ()) {
  const std::string base =
      *rc::gen::elementOf(std::vector<std::string>{"adaptoid", "superadaptoid", "adapt3", "quantum-leap"});
  std::string toml = "base = \"" + base + "\"\n";
  if (base == "quantum-leap") {
    toml += "stones = " + std::to_string(*rc::gen::inRange(1, 31)) + "\n";
    toml += "swap = " + std::string(*rc::gen::arbitrary<bool>() ? "true" : "false") + "\n";
  } else {
    toml += "max_extremities = " + std::to_string(*rc::gen::inRange(0, 8)) + "\n";
    toml += "suicide_attacks = " + std::string(*rc::gen::arbitrary<bool>() ? "true" : "false") + "\n";
    toml += "no_grow = " + std::string(*rc::gen::arbitrary<bool>() ? "\"lose\"" : "\"skip\"") + "\n";
    toml += "max_turns = " + std::to_string(*rc::gen::inRange(0, 100)) + "\n";
    if (base != "adapt3") toml += "capture_goal = " + std::to_string(*rc::gen::inRange(1, 20)) + "\n";
  }
  if (*rc::gen::arbitrary<bool>())
    toml += "[board]\nholes = [\"" +
            std::string(*rc::gen::elementOf(std::vector<std::string>{"a1", "g7", "b3"})) + "\"]\n";
  RC_LOG() << toml;
  auto v = load_variant_text(toml, "prop", "property variant");
  RC_PRE(v.ok());
  const std::string written = variant_to_toml(*v.value());
  RC_LOG() << written;
  auto again = load_variant_text(written, "prop", "written back");
  RC_ASSERT(again.ok());
  RC_ASSERT(same_rules(*v.value(), *again.value()));
  RC_ASSERT(variant_to_toml(*again.value()) == written);
}

}  // namespace
}  // namespace adaptoid

// Puzzle verification (puzzle_verify.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>
#include <adaptoid/puzzle/puzzle_ladder.hpp>
#include <adaptoid/puzzle/puzzle_score.hpp>
#include <adaptoid/puzzle/puzzle_themes.hpp>
#include <adaptoid/puzzle/puzzle_verify.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/util/parallel.hpp>

#include <fmt/format.h>
#include <map>

namespace adaptoid {

namespace {

// A refutation that differs from the prover's own choice is still right when it wins as fast as
// claimed (the search may prefer another among equally fast wins).
template <Game G>
bool refutation_wins(const G& game, const VariantPtr& vp, const Position& at, const std::string& reply,
                     const std::optional<std::string>& refutation, int loses_in, Colour me) {
  auto r = parse_turn(game, at, reply);
  if (!r) return false;
  const Position q = game.apply(at, r.value());
  if (game.status(q).over) return !refutation && loses_in == 0 && game.status(q).winner == me;
  if (!refutation || loses_in < 1) return false;
  auto t = parse_turn(game, q, *refutation);
  if (!t) return false;
  const Position q2 = game.apply(q, t.value());
  const Status s = game.status(q2);
  if (s.over) return s.winner == me;
  return loses_in > 1 && solve_endgame(vp, q2, puzzle_search(loses_in - 1)).value == Proof::Win;
}

// The rating fields are what their definitions give (specs/puzzles.md): the rating is the
// fit of its ladder (the ladder's attempts are not replayed: they are evidence, not proof), the
// themes, score and goal text are recomputed.
std::optional<std::string> check_rated_fields(const VariantPtr& vp, const Position& p, const Puzzle& z) {
  const auto& steps = solver_ladder(*vp);
  if (z.ladder.size() != steps.size()) return "ladder: not the solver ladder's rungs";
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (z.ladder[i].player != steps[i].player || z.ladder[i].elo != steps[i].elo)
      return fmt::format("ladder[{}]: not the rung {} ({})", i, steps[i].player, steps[i].elo);
  if (*z.rating != fit_rating(z.ladder))
    return fmt::format("rating: {} is not the fit of the ladder", *z.rating);
  if (z.difficulty.rating != rating_band(*z.rating)) return "difficulty.rating is not the band of rating";
  if (z.themes != puzzle_themes(vp, z)) return "themes: not the themes of the solution";
  if (z.score != puzzle_score(vp, p)) return "score or supplies: not those of the position";
  if (z.goal_text != puzzle_goal_text(*vp, z.side, z.turns)) return "goal_text: not the goal's sentence";
  return std::nullopt;
}

template <Game G>
Result<void> verify(const G& game, const VariantPtr& vp, const Puzzle& z, uint64_t node_budget) {
  const Variant& v = *vp;
  if (z.variant != v.name) return fail("variant '" + z.variant + "' is not " + v.name);
  if (!z.date.empty() && z.id != z.variant + "-" + z.date)
    return fail("id '" + z.id + "' does not match its variant and date");
  if (!z.date.empty() && z.svg != "svg/" + z.variant + "/" + z.date + ".svg")
    return fail("svg '" + z.svg + "' does not match its date");
  auto p = parse_position(game, z.position);
  if (!p) return p.failure();  // (it names the position)
  if (p->side() != z.side)
    return fail("side: the position has " + std::string(colour_name(p->side())) + " to move");
  auto proof = prove_puzzle(vp, p.value(), {z.turns, 0, node_budget});
  if (!proof) return fail("not a puzzle: " + proof.error());
  const Puzzle& ok = proof->puzzle;
  if (ok.turns != z.turns) return fail(fmt::format("the win takes {} turns, not {}", ok.turns, z.turns));
  if (z.solution.size() != ok.solution.size())
    return fail(fmt::format("solution: {} plies, the proof has {}", z.solution.size(), ok.solution.size()));
  for (std::size_t i = 0; i < ok.solution.size(); ++i) {
    const PuzzlePly &a = z.solution[i], &b = ok.solution[i];
    if (a.turn != b.turn || a.player != b.player)
      return fail(fmt::format("solution ply {}: '{}' where the proof plays '{}'", i + 1, a.turn, b.turn));
    if (a.position != b.position)
      return fail(fmt::format("solution ply {}: the position after '{}' is not the one the turn gives", i + 1,
                              a.turn));
  }
  if (z.defender_alternatives.size() != ok.defender_alternatives.size())
    return fail(fmt::format("defender_alternatives: {} listed, the proof has {}",
                            z.defender_alternatives.size(), ok.defender_alternatives.size()));
  for (std::size_t i = 0; i < ok.defender_alternatives.size(); ++i) {
    const DefenderAlternative &a = z.defender_alternatives[i], &b = ok.defender_alternatives[i];
    const std::string where = fmt::format("defender_alternatives[{}] ({})", i, a.turn);
    if (a.ply != b.ply || a.turn != b.turn)
      return fail(where + ": not the proof's alternative '" + b.turn + "'");
    if (a.loses_in != b.loses_in)
      return fail(fmt::format("{}: loses in {}, not {}", where, b.loses_in, a.loses_in));
    if (a.refutation == b.refutation) continue;
    auto before = parse_position(game, z.solution[a.ply - 2].position);
    if (!refutation_wins(game, vp, before.value(), a.turn, a.refutation, a.loses_in, z.side))
      return fail(where + ": the refutation does not win in " + std::to_string(a.loses_in));
  }
  for (const TemptingTurn& t : z.tempting) {
    auto turn = parse_turn(game, p.value(), t.turn);
    if (!turn) return fail("tempting " + t.turn + ": " + turn.error());
    if (t.turn == z.solution.front().turn) return fail("tempting " + t.turn + " is the solution");
    if (t.refutation && !parse_turn(game, game.apply(p.value(), turn.value()), *t.refutation))
      return fail("tempting " + t.turn + ": refutation " + *t.refutation + " is not legal");
  }
  if (z.difficulty.depth != z.turns) return fail("difficulty.depth differs from turns");
  if (z.difficulty.legal_turns != proof->legal_turns) return fail("difficulty.legal_turns is wrong");
  if (z.rating)
    if (auto error = check_rated_fields(vp, p.value(), z)) return fail(*error);
  return {};
}

}  // namespace

Result<void> verify_puzzle(const VariantPtr& variant, const Puzzle& z, uint64_t node_budget) {
  return std::visit([&](const auto& game) { return verify(game, variant, z, node_budget); },
                    make_game(variant));
}

Result<std::size_t> verify_puzzle_file(const std::string& path, const RecordVariantOf& variant_of,
                                       int threads) {
  std::vector<int> lines;
  auto read = read_puzzle_file(path, &lines);
  if (!read) return read.failure();
  const std::vector<Puzzle> puzzles = std::move(read).value();
  if (puzzles.empty()) return fail(path + ": holds no puzzles");  // (an empty or wrong file: not a pass)
  const auto where = [&](std::size_t i) { return fmt::format("{}:{}: {}: ", path, lines[i], puzzles[i].id); };
  std::vector<VariantPtr> variants;
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    variants.push_back(variant_of(puzzles[i], fmt::format("{}:{}", path, lines[i])));
  // Duplicates first (cheap): same id, or the same position up to symmetry and a cell or two.
  std::map<std::string, PuzzleMemory> seen;  // by variant, each puzzle with its index
  std::map<std::string, std::size_t> ids;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& z = puzzles[i];
    const auto p = parse_position(variants[i], z.position);
    if (!p) return fail(where(i) + p.error());
    PuzzleMemory& memory = seen.try_emplace(z.variant, *variants[i]).first->second;
    if (const auto earlier = memory.repeat_of(p.value()))
      return fail(fmt::format("{}repeats {} (line {}), up to symmetry and {} cells", where(i),
                              puzzles[*earlier].id, lines[*earlier], memory.near_cells()));
    memory.add(p.value(), i);
    if (auto [it, fresh] = ids.emplace(z.id, i); !fresh)
      return fail(fmt::format("{}id repeated from line {}", where(i), lines[it->second]));
  }
  std::vector<std::string> errors(puzzles.size());
  // The threads only read what was filled above, before they start.
  parallel_for(puzzles.size(), 1, threads, [&](int, uint64_t i) {
    auto ok = verify_puzzle(variants[i], puzzles[i]);
    if (!ok) errors[i] = ok.error();
  });
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    if (!errors[i].empty()) return fail(where(i) + errors[i]);
  return puzzles.size();
}

}  // namespace adaptoid

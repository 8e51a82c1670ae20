// Judging answers (puzzle_answer.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_answer.hpp>
#include <adaptoid/puzzle/puzzle_refute.hpp>
#include <adaptoid/puzzle/puzzle_verify.hpp>
#include <adaptoid/util/setting.hpp>

namespace adaptoid {

namespace {

template <Game G>
Result<AnswerJudgement> judge(const G& game, const VariantPtr& vp, const Puzzle& z,
                              const std::vector<std::string>& turns) {
  auto start = parse_position(game, z.position);
  if (!start) return fail("the puzzle's position: " + start.error());
  Position at = start.value();
  AnswerJudgement v;
  for (std::size_t k = 0; k < turns.size(); ++k) {
    const std::string which = mention(Setting::Turn) + " " + std::to_string(k + 1);
    const std::size_t ply =
        static_cast<std::size_t>(game.variant().players) * k;  // the defenders move between
    if (ply >= z.solution.size()) return fail(which + " '" + turns[k] + "': the puzzle is already solved");
    auto turn = parse_turn(game, at, turns[k]);
    if (!turn) return fail(which + ": " + turn.error());
    v.turn = format_turn(game.variant(), turn.value());
    v.reply.reset();  // the replies to an earlier turn are not this one's
    if (v.turn != z.solution[ply].turn) {
      v.kind = AnswerJudgement::Kind::Wrong;
      auto refutation =
          refute_turn(vp, at, turn.value(), z.turns - static_cast<int>(k), kRefutationNodeBudget);
      if (!refutation) return fail(z.id + ": " + refutation.error());
      v.why = refutation->text;
      v.refutation = std::move(refutation).value();
      return v;
    }
    v.right.push_back(v.turn);
    at = game.apply(at, turn.value());
    if (ply + 1 >= z.solution.size()) {
      if (k + 1 < turns.size())
        return fail(mention(Setting::Turn) + " " + std::to_string(k + 2) + " '" + turns[k + 1] +
                    "': the puzzle is already solved");
      v.kind = AnswerJudgement::Kind::Solved;
      return v;
    }
    // Every defender's reply in turn (three players: two); the last one's position is the next.
    for (std::size_t r = ply + 1; r < z.solution.size() && z.solution[r].player != z.side; ++r) {
      const PuzzlePly& reply = z.solution[r];
      auto answer = parse_turn(game, at, reply.turn);
      if (!answer) return fail("the puzzle's reply " + reply.turn + ": " + answer.error());
      at = game.apply(at, answer.value());
      v.reply = reply;
    }
    v.kind = AnswerJudgement::Kind::Right;
  }
  return v;
}

}  // namespace

Result<Puzzle> trusted_puzzle(const VariantPtr& variant, Puzzle z) {
  // The year files' hardest proof takes under 2 million nodes a search; a file that claims a
  // deep win in some position must not make the answer search for hours.
  constexpr uint64_t kNodeBudget = 50'000'000;
  if (auto ok = verify_puzzle(variant, z, kNodeBudget); !ok)
    return fail(z.id + ": the puzzle is damaged (" + ok.error() + "), so no answer is judged against it");
  return z;
}

Result<AnswerJudgement> judge_answer(const VariantPtr& variant, const Puzzle& z,
                                     const std::vector<std::string>& turns) {
  if (turns.empty()) return fail(mention(Setting::Turn) + ": give at least one turn");
  return std::visit([&](const auto& game) { return judge(game, variant, z, turns); }, make_game(variant));
}

const char* judgement_word(AnswerJudgement::Kind kind) {
  switch (kind) {
    case AnswerJudgement::Kind::Right:
      return "right";
    case AnswerJudgement::Kind::Solved:
      return "solved";
    case AnswerJudgement::Kind::Wrong:
      return "wrong";
  }
  return "wrong";
}

}  // namespace adaptoid

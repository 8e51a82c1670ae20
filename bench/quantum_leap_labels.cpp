// adaptoid_quantum_leap_labels GAMES_FILE MIN_STONES MAX_STONES [NODES]: the Quantum Leap
// evaluation's features (evaluate.hpp) of the positions of two-player game records (`match --out`)
// with MIN_STONES to MAX_STONES stones, each labelled with its exact value (the value search, up to
// NODES positions each, default 50 million; a position it does not finish is left out), for
// fitting the weights to what the position is worth rather than to who went on to win
// (scripts/fit_quantum_leap.py). One CSV line a position:
//   game, ply, stones, won (1 when the side to move wins with best play), outcome (1 when it went
//   on to win the game), nodes, then each feature of the side to move less the opponent's.
// The positions of one game are solved from its last to its first, through one table: the later
// ones are subtrees of the earlier. A development tool, no dependency beyond the library.
#include <adaptoid/fast/fast_quantum_leap_game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/games_file.hpp>
#include <adaptoid/search/value_search.hpp>
#include <adaptoid/util/setting.hpp>
#include <adaptoid/util/text.hpp>

#include <bit>
#include <iostream>
#include <string>
#include <vector>

using namespace adaptoid;

namespace {

constexpr size_t kTableBytes = 512u << 20;

std::string header() {
  std::string out = "game,ply,stones,won,outcome,nodes";
  for (int i = 0; i < kQuantumLeapFeatures; ++i) out += ",f" + std::to_string(i);
  return out + "\n";
}

}  // namespace

int main(int argc, char** argv) {
  const auto low = argc >= 4 ? parse_number<unsigned>(argv[2]) : std::nullopt;
  const auto high = argc >= 4 ? parse_number<unsigned>(argv[3]) : std::nullopt;
  const auto nodes = argc == 5 ? parse_number<uint64_t>(argv[4]) : std::optional<uint64_t>(50'000'000);
  if (argc < 4 || argc > 5 || !low || !high || !nodes) {
    std::cerr << "usage: adaptoid_quantum_leap_labels GAMES_FILE MIN_STONES MAX_STONES [NODES]\n";
    return 2;
  }
  const auto records = read_games_file(argv[1], "games file");
  if (!records) {
    std::cerr << records.error() << "\n";
    return 2;
  }
  if (records->empty()) {  // a missing file reads as no records (match --out appends to it)
    std::cerr << argv[1] << ": no game records\n";
    return 2;
  }
  std::cout << header();
  const auto table = std::make_shared<ValueTable>(kTableBytes);
  for (size_t g = 0; g < records->size(); ++g) {
    const GameRecord& r = (*records)[g];
    if (const std::string why = value_search_unsupported(*r.variant); !why.empty()) {
      std::cerr << argv[1] << ": game " << g + 1 << ": " << phrase_settings(why) << "\n";
      return 2;
    }
    const std::optional<Colour> winner = r.status.winner;
    const FastQuantumLeapGame game(r.variant);
    const QuantumLeapEvaluator evaluate(game);
    std::vector<std::string> lines;  // last position first
    for (size_t ply = r.turns.size(); ply-- > 0;) {
      const Position p = r.position_at(ply);
      const FastQuantumLeapState s = game.from_position(p);
      const unsigned stones = std::popcount(s.all_stones());
      if (stones < *low || stones > *high || game.status(s).over) continue;
      const ValueAnswer a = search_value(r.variant, p, *nodes, table, 1);
      if (!a.wins) continue;
      const Colour me = s.side;
      const QuantumLeapFeatures mine = evaluate.features(s, me),
                                theirs = evaluate.features(s, r.variant->next(me));
      std::string line = std::to_string(g + 1) + "," + std::to_string(ply) + "," + std::to_string(stones) +
                         "," + (*a.wins ? "1" : "0") + "," + (winner == me ? "1" : "0") + "," +
                         std::to_string(a.nodes);
      for (int i = 0; i < kQuantumLeapFeatures; ++i) line += "," + std::to_string(mine[i] - theirs[i]);
      lines.push_back(std::move(line));
    }
    for (auto l = lines.rbegin(); l != lines.rend(); ++l) std::cout << *l << "\n";
    std::cout << std::flush;
  }
  return 0;
}

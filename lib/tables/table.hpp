#pragma once
// Every solved-table file behind one interface: open it, learn its variant, probe a
// position, verify the entries. The schemes are told apart here (table.cpp) and nowhere else:
// "adaptoid-folded-v1" (adaptoid_table.hpp: the Adaptoid family, 2 or 3 players),
// "adaptoid-dense-v1" (dense_table.hpp: the Adaptoid family, 2 players, by the dense index) and
// "quantum-leap-folded-v2" (quantum_leap_table_file.hpp: Quantum Leap).
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/value.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/tables/table_check.hpp>
#include <adaptoid/util/result.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// A position's exact value from a table, the same for every game family.
struct TableAnswer {
  // For the side to move. Unknown: with three players, nobody can force a win (the others may
  // still hand one to somebody).
  Proof value = Proof::Unknown;
  // For each player, counted from the side to move in turn order: the plies of its forced win,
  // nullopt when it has none (or when the distance was not searched: see `distance`).
  std::vector<std::optional<int>> forced_win_plies;
  int forcing = -1;             // the player (from the mover) who forces a win, -1 nobody
  std::optional<int> plies;     // plies to the end of that win; nullopt: not searched
  std::optional<int> distance;  // the side to move's own turns among those plies
  std::vector<Turn> keeping;    // turns that keep the value (for a win: every winning turn)
  // For a win, where the table says it turn by turn (the Adaptoid family): the plies of the win
  // through each turn of `keeping`, this turn included; empty otherwise.
  std::vector<int> keeping_plies;
  std::vector<Turn> line;  // main line: fastest win against the longest resistance
  std::vector<Turn> winning_turns() const { return value == Proof::Win ? keeping : std::vector<Turn>{}; }
  // The winning turns of the fastest win (those the line may start with); every winning turn
  // where the plies are not known turn by turn.
  std::vector<Turn> fastest_turns() const {
    if (keeping_plies.size() != keeping.size()) return winning_turns();
    std::vector<Turn> out;
    if (value != Proof::Win || keeping.empty()) return out;
    const int fastest = *std::min_element(keeping_plies.begin(), keeping_plies.end());
    for (size_t i = 0; i < keeping.size(); ++i)
      if (keeping_plies[i] == fastest) out.push_back(keeping[i]);
    return out;
  }
};

class SolvedTable {
 public:
  virtual ~SolvedTable() = default;
  virtual const VariantPtr& variant() const = 0;
  // The position's value, or why the table does not hold it (not reachable from the start, more
  // stones than the table holds, a damaged block of the file). With ProbeDetail::Value only the
  // value and distance, with Turns also the turns that keep it, with Line also the main line.
  virtual Result<TableAnswer> probe(const Position& p, ProbeDetail detail = ProbeDetail::Line) const = 0;
  // Checks every block of the file (a table is opened with only its index and header checked).
  virtual Result<void> check_file(int threads) const = 0;
  // Re-derives entries from their successors with the plain rules engine: every entry when
  // `sample` is 0, else `sample` entries drawn with `seed`.
  virtual TableCheck verify(uint64_t sample, uint64_t seed, int threads,
                            const CheckProgress& progress = {}) const = 0;
};

// Opens any table file by mapping it; refuses a wrong magic, version, scheme or checksum, a
// truncated file, and (with `expected`) a table of another variant, each with one line. Only the
// header and the block index are checked here (format version 3; version 2: the whole file):
// each block of entries is checked the first time a probe reads it.
Result<std::unique_ptr<SolvedTable>> open_solved_table(const std::string& path,
                                                       const Variant* expected = nullptr);

}  // namespace adaptoid

// The one place that tells table schemes apart (table.hpp).
#include <adaptoid/tables/table.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/opening_probe.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/tables/quantum_leap_table_file.hpp>

namespace adaptoid {

namespace {

// What a family's table holds besides its entries: its mapped file and the game that reads it.
template <class Table, Game G>
class FamilyTable : public SolvedTable {
 public:
  FamilyTable(std::shared_ptr<Table> table, std::shared_ptr<const TableMap> map)
      : table_(std::move(table)), map_(std::move(map)), game_(table_->variant_ptr()) {}
  const VariantPtr& variant() const override { return table_->variant_ptr(); }
  Result<void> check_file(int threads) const override { return map_->check_all(threads); }

 protected:
  std::shared_ptr<Table> table_;
  std::shared_ptr<const TableMap> map_;
  G game_;
};

// Adaptoid, Superadaptoid options and Adapt3: each player's forced win, counted from the mover;
// the classes under their codes (AdaptoidTable) or a byte a number of the dense index.
template <class Table>
class AdaptoidFamilyTable final : public FamilyTable<Table, AdaptoidGame> {
 public:
  using FamilyTable<Table, AdaptoidGame>::FamilyTable;
  TableCheck verify(uint64_t sample, uint64_t seed, int threads,
                    const CheckProgress& progress) const override {
    return verify_adaptoid(*this->table_, sample, seed, threads, progress);
  }
  Result<TableAnswer> probe(const Position& p, ProbeDetail detail) const override try {
    if (p.phase() != Phase::Play)  // A22: from the positions after the opening
      return probe_opening(this->game_, p, detail,
                           [this](const Position& q, ProbeDetail d) { return probe(q, d); });
    auto probe = probe_adaptoid(this->game_, *this->table_, p, detail);
    if (!probe) return probe.failure();
    const ForcedWins& w = probe->wins;
    const int n = this->table_->players();
    TableAnswer a;
    for (int k = 0; k < n; ++k) {
      a.forced_win_plies.push_back(w.forces(k) ? std::optional<int>(w.plies(k)) : std::nullopt);
      if (w.forces(k)) a.forcing = k;
    }
    // Two players: win, loss or draw for the side to move; three: a win when the mover forces
    // one, a loss when another player does, unknown when nobody can.
    a.value = a.forcing == 0  ? Proof::Win
              : a.forcing > 0 ? Proof::Loss
              : n == 2        ? Proof::Draw
                              : Proof::Unknown;
    if (a.forcing >= 0) {
      a.plies = w.plies(a.forcing);
      a.distance = (*a.plies + n - 1) / n;
    }
    a.keeping = std::move(probe->keeping);
    a.keeping_plies = std::move(probe->keeping_plies);
    a.line = std::move(probe->line);
    return a;
  } catch (const Error& e) {  // a damaged block of the file
    return Error{e};
  }
};

// Quantum Leap: the side to move wins or loses (Q5: a game always ends with a winner).
class QuantumLeapFamilyTable final : public FamilyTable<QuantumLeapTable, QuantumLeapGame> {
 public:
  using FamilyTable::FamilyTable;
  TableCheck verify(uint64_t sample, uint64_t seed, int threads,
                    const CheckProgress& progress) const override {
    return verify_quantum_leap(*table_, sample, seed, threads, progress);
  }
  Result<TableAnswer> probe(const Position& p, ProbeDetail detail) const override try {
    auto probe = probe_quantum_leap(game_, *table_, p, 4'000'000, detail);
    if (!probe) return probe.failure();
    TableAnswer a;
    a.value = probe->win ? Proof::Win : Proof::Loss;
    a.forcing = probe->win ? 0 : 1;
    a.plies = probe->plies;
    a.forced_win_plies = {std::nullopt, std::nullopt};
    if (probe->plies) {
      a.forced_win_plies[a.forcing] = *probe->plies;
      a.distance = probe->win ? (*probe->plies + 1) / 2 : *probe->plies / 2;
    }
    a.keeping = std::move(probe->keeping);
    a.line = std::move(probe->line);
    return a;
  } catch (const Error& e) {  // a damaged block of the file
    return Error{e};
  }
};

}  // namespace

Result<std::unique_ptr<SolvedTable>> open_solved_table(const std::string& path, const Variant* expected) {
  auto file = open_table(path, expected, TableMap::Check::Lazy);
  if (!file) return file.failure();
  if (file->scheme == kAdaptoidScheme) {
    auto table = map_adaptoid_table(file.value());
    if (!table) return table.failure();
    return std::unique_ptr<SolvedTable>(
        std::make_unique<AdaptoidFamilyTable<AdaptoidTable>>(std::move(table.value()), file->map));
  }
  if (file->scheme == kAdaptoidDenseScheme) {
    auto table = map_dense_table(file.value());
    if (!table) return table.failure();
    return std::unique_ptr<SolvedTable>(
        std::make_unique<AdaptoidFamilyTable<DenseAdaptoidTable>>(std::move(table.value()), file->map));
  }
  auto table = map_quantum_leap_table(file.value());
  if (!table) return table.failure();
  return std::unique_ptr<SolvedTable>(
      std::make_unique<QuantumLeapFamilyTable>(std::move(table.value()), file->map));
}

}  // namespace adaptoid

#pragma once
// An Adaptoid table file written straight from a one-pass solve (solve_folded): the reference the
// solver's own writer (tiered_retrograde.hpp) is compared with byte for byte, and a table a test
// can change before it is written (a wrong entry for the verifier to find). The library writes
// tables only as it solves them, so this writer lives with the tests.
#include <gtest/gtest.h>
#include <adaptoid/tables/adaptoid_table.hpp>

#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>
#include "one_pass_solve.hpp"

namespace adaptoid::testing {

inline Result<void> write_folded_table(const VariantPtr& v, const FoldedSolve& s, const std::string& path) {
  TableWriter w = begin_table(kAdaptoidScheme, *v);
  const int n = v->players;
  const size_t size = s.codes.size();
  std::array<uint64_t, kMaxAdaptoidPlayers> forced{};
  for (int k = 0; k < n; ++k)
    for (size_t i = 0; i < size; ++i) forced[k] += s.wins[i].forces(k);
  write_adaptoid_head(w, size, n, forced, s.start);
  w.bytes({reinterpret_cast<const char*>(s.codes.data()), size * sizeof(Code)});
  for (size_t i = 0; i < size; ++i)
    for (int k = 0; k < n; ++k) w.bytes({reinterpret_cast<const char*>(&s.wins[i].plies_plus_one[k]), 2});
  std::vector<Code> sparse;
  for (size_t i = 0; i < size; i += kAdaptoidSparse) sparse.push_back(s.codes[i]);
  write_adaptoid_sparse(w, sparse);
  return finish_table(w, path);
}

// The table file at `path`, mapped; nullptr (and a failed test) when it does not open.
inline std::shared_ptr<AdaptoidTable> mapped_table(const std::string& path, const VariantPtr& v) {
  auto file = open_table(path, v.get());
  EXPECT_TRUE(file.ok()) << file.error();
  if (!file) return nullptr;
  auto table = map_adaptoid_table(file.value());
  EXPECT_TRUE(table.ok()) << table.error();
  return table ? table.value() : nullptr;
}

// `v` solved in one pass, written to `path` and mapped; without a path, to a temporary file that
// is removed once mapped (the mapping stays).
inline std::shared_ptr<AdaptoidTable> folded_table(const VariantPtr& v, std::string path = "") {
  const bool temporary = path.empty();
  if (temporary)
    path = (std::filesystem::temp_directory_path() /
            ("adaptoid_folded_" + std::to_string(::getpid()) + "_" + v->name + ".tb"))
               .string();
  const FoldedSolve s = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
  EXPECT_TRUE(s.complete);
  EXPECT_TRUE(write_folded_table(v, s, path).ok());
  auto table = mapped_table(path, v);
  if (temporary) std::filesystem::remove(path);
  return table;
}

}  // namespace adaptoid::testing

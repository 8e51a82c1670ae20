// specs/edge-cases.md lists the catalogue for readers, one row a case; the catalogue itself is
// lib/check/edge_cases.cpp. The table is written by hand, so this test holds it to the catalogue
// entry by entry: the same cases in the same order, each with its rules, its variant, its
// situation and what it expects. (The result and outcome columns are a run's, not the catalogue's.)
#include <adaptoid/check/edge_cases.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace adaptoid {
namespace {

const std::filesystem::path kSpec = ADAPTOID_SOURCE_DIR "/specs/edge-cases.md";

struct SpecRow {
  int line = 0;
  std::vector<std::string> cells;
};

std::string unquoted(std::string cell) {
  if (cell.size() >= 2 && cell.front() == '`' && cell.back() == '`') cell = cell.substr(1, cell.size() - 2);
  return cell;
}

std::vector<std::string> cells_of(const std::string& row) {
  std::vector<std::string> cells;
  std::istringstream in(row.substr(1));  // past the leading '|'
  std::string cell;
  while (std::getline(in, cell, '|')) {
    const size_t first = cell.find_first_not_of(' '), last = cell.find_last_not_of(' ');
    cells.push_back(first == std::string::npos ? "" : unquoted(cell.substr(first, last - first + 1)));
  }
  return cells;
}

// The rows of the catalogue's table: from its header ("| case | rules | ...") to the first line
// that is no row.
std::vector<SpecRow> spec_rows() {
  std::ifstream in(kSpec);
  std::vector<SpecRow> rows;
  std::string text;
  bool inside = false;
  for (int number = 1; std::getline(in, text); ++number) {
    if (text.starts_with("| case | rules | variant | situation | expected |")) {
      inside = true;
    } else if (inside && text.starts_with("| ---")) {
      continue;
    } else if (inside && text.starts_with("| ")) {
      rows.push_back({number, cells_of(text)});
    } else if (inside) {
      break;
    }
  }
  return rows;
}

TEST(EdgeCases, SpecTableIsTheCatalogueEntryByEntry) {
  const std::vector<SpecRow> rows = spec_rows();
  const std::vector<EdgeCase>& cases = edge_cases();
  ASSERT_EQ(rows.size(), cases.size())
      << kSpec << ": the table has " << rows.size() << " rows, the catalogue " << cases.size() << " cases";
  for (size_t i = 0; i < cases.size(); ++i) {
    const EdgeCase& c = cases[i];
    const SpecRow& row = rows[i];
    const std::string where = kSpec.string() + ":" + std::to_string(row.line) + ": ";
    ASSERT_GE(row.cells.size(), 5u) << where << "a row of fewer than 5 cells";
    const auto variant = edge_case_variant(c);
    ASSERT_TRUE(variant.ok()) << c.name << ": " << variant.error();
    EXPECT_EQ(row.cells[0], c.name) << where << "case " << i + 1 << " of the catalogue is " << c.name;
    EXPECT_EQ(row.cells[1], c.rules) << where << c.name << "'s rules";
    EXPECT_EQ(row.cells[2], variant.value()->name) << where << c.name << "'s variant";
    EXPECT_EQ(row.cells[3], c.description) << where << c.name << "'s situation";
    EXPECT_EQ(row.cells[4], c.expect_found ? "found" : "impossible") << where << c.name << "'s expectation";
  }
}

// The count the page states above the table is the catalogue's.
TEST(EdgeCases, SpecStatesTheCatalogueSize) {
  std::ifstream in(kSpec);
  std::stringstream text;
  text << in.rdbuf();
  const std::string stated = "Result of the last run: " + std::to_string(edge_cases().size()) + " cases,";
  EXPECT_NE(text.str().find(stated), std::string::npos) << kSpec << " does not say: " << stated;
}

}  // namespace
}  // namespace adaptoid

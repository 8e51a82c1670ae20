// adaptoid puzzle verify: re-prove every puzzle of a file from scratch; adaptoid puzzle export:
// the files as one script for the web page (file:// pages cannot fetch).
#include "cli.hpp"
#include "option_ranges.hpp"

#include <adaptoid/core/game.hpp>
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/puzzle/puzzle_verify.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <atomic>
#include <chrono>
#include <ctime>
#include <iostream>
#include <map>

namespace adaptoid::cli {

namespace {

void verify_file(const std::string& path, int threads) {
  std::vector<int> lines;
  auto read = read_puzzle_file(path, &lines);
  if (!read) throw InputError(read.error());
  const std::vector<Puzzle>& puzzles = read.value();
  if (puzzles.empty()) throw InputError(path + ": holds no puzzles");  // (an empty or wrong file: not a pass)
  std::map<std::string, VariantPtr> variants;
  std::vector<Position> positions;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& z = puzzles[i];
    const std::string where = path + ":" + std::to_string(lines[i]) + ": " + z.id + ": ";
    if (!variants.count(z.variant)) {
      auto v = load_variant(z.variant);
      if (!v) throw InputError(where + "variant: " + v.error());
      variants[z.variant] = v.value();
    }
  }
  // Duplicates first (cheap): same date, same id, or the same position up to symmetry.
  std::map<std::string, std::size_t> keys, ids;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& z = puzzles[i];
    const std::string where = path + ":" + std::to_string(lines[i]) + ": " + z.id + ": ";
    const VariantPtr& v = variants[z.variant];
    auto p = std::visit([&](const auto& g) { return parse_position(g, z.position); }, make_game(v));
    if (!p) throw InputError(where + "position: " + p.error());
    const std::string key = z.variant + '\0' + canonical_puzzle_key(*v, p.value());
    if (auto [it, fresh] = keys.emplace(key, i); !fresh)
      throw InputError(where + "duplicate of " + puzzles[it->second].id + " (line " +
                       std::to_string(lines[it->second]) + "), up to symmetry");
    if (auto [it, fresh] = ids.emplace(z.id, i); !fresh)
      throw InputError(where + "id repeated from line " + std::to_string(lines[it->second]));
  }
  std::vector<std::string> errors(puzzles.size());
  parallel_for(puzzles.size(), 1, threads, [&](int, uint64_t i) {
    auto ok = verify_puzzle(variants[puzzles[i].variant], puzzles[i]);
    if (!ok) errors[i] = ok.error();
  });
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    if (!errors[i].empty())
      throw InputError(path + ":" + std::to_string(lines[i]) + ": " + puzzles[i].id + ": " + errors[i]);
  std::cout << path << ": " << puzzles.size() << " puzzles verified\n";
}

}  // namespace

void add_puzzle_verify(CLI::App& puzzle) {
  struct Options {
    std::vector<std::string> files;
    int threads = 1;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "verify", "Re-prove every puzzle of the files; fail on a wrong, ambiguous or duplicate one");
  cmd->add_option("files", o->files, "Puzzle files (JSON lines)")->required();
  cmd->add_option("--threads,-t", o->threads, "Threads")->check(integer_range(1, 256));
  cmd->callback([o] {
    const auto started = std::chrono::steady_clock::now();
    const std::clock_t cpu = std::clock();
    for (const std::string& f : o->files) verify_file(f, o->threads);
    std::cerr << "time: " << std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()
              << " s wall, " << static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC << " s CPU\n";
  });
}

void add_puzzle_export(CLI::App& puzzle) {
  struct Options {
    std::vector<std::string> files;
    std::string out;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "export", "Write the puzzle files as window.ADAPTOID_PUZZLES = {...}; for the web page");
  cmd->add_option("files", o->files, "Puzzle files (JSON lines)")->required();
  cmd->add_option("--out,-o", o->out, "The script to write")->required();
  cmd->callback([o] {
    check_output_path("--out", o->out);
    // Variant -> its puzzles in date order; keys in the order the files were given.
    std::vector<std::pair<std::string, std::vector<Puzzle>>> groups;
    for (const std::string& f : o->files) {
      auto read = read_puzzle_file(f);
      if (!read) throw InputError(read.error());
      for (Puzzle& z : read.value()) {
        auto it =
            std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == z.variant; });
        if (it == groups.end()) it = groups.insert(groups.end(), {z.variant, {}});
        it->second.push_back(std::move(z));
      }
    }
    std::string text = "window.ADAPTOID_PUZZLES = {";
    for (std::size_t g = 0; g < groups.size(); ++g) {
      auto& [variant, list] = groups[g];
      std::stable_sort(list.begin(), list.end(),
                       [](const Puzzle& a, const Puzzle& b) { return a.date < b.date; });
      text += (g ? "],\n" : "\n") + nlohmann::json(variant).dump() + ": [\n";
      for (std::size_t i = 0; i < list.size(); ++i) text += (i ? ",\n" : "") + puzzle_to_line(list[i]);
      text += "\n";
    }
    text += groups.empty() ? "};\n" : "]};\n";
    write_output(o->out, text);
    std::cout << o->out << ": " << groups.size() << " variants\n";
  });
}

}  // namespace adaptoid::cli

#include "solve_report.hpp"

#include <adaptoid/adaptoid_table.hpp>
#include <adaptoid/graph_retrograde.hpp>
#include <adaptoid/ql_probe.hpp>
#include <adaptoid/table_file.hpp>
#include <sys/resource.h>

#include <chrono>
#include <filesystem>
#include <iostream>

namespace adaptoid::cli {

double cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec + 1e-6 * (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

uint64_t peak_memory_bytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<uint64_t>(usage.ru_maxrss) * 1024;
}

namespace {

// Two-player Adaptoid: every position reachable from the start, solved in memory.
void solve_adaptoid_graph(const VariantPtr& variant, const RetrogradeOptions& o) {
  const std::string out = o.out.empty() ? variant->name + ".tb" : o.out;
  const AdaptoidGame game(variant);
  const auto started = std::chrono::steady_clock::now();
  const SolvedGraph g = solve_reachable(game, game.start(0), o.max_positions, [](uint64_t done) {
    std::cerr << "\rsolve: " << done << " positions expanded   " << std::flush;
  });
  std::cerr << "\n";
  if (!g.complete)
    throw InputError("solve: " + variant->name + " has more than " + std::to_string(o.max_positions) +
                     " reachable positions (raise --max-positions if memory allows)");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const double cpu = cpu_seconds();
  if (auto written = write_adaptoid_table(AdaptoidTable(variant, g), out); !written)
    throw std::runtime_error(written.error());
  const uint64_t bytes = std::filesystem::file_size(out);
  uint64_t count[3] = {0, 0, 0};
  int longest_win = 0;
  for (size_t i = 0; i < g.positions.size(); ++i) {
    ++count[static_cast<int>(g.outcome[i]) + 1];
    if (g.outcome[i] == Outcome::Win) longest_win = std::max<int>(longest_win, g.plies[i]);
  }
  const char* names[3] = {"loss", "draw", "win"};
  const int start_value = static_cast<int>(g.outcome[0]) + 1;
  if (o.json) {
    print_json({{"variant", variant->name},
                {"positions", g.positions.size()},
                {"turns", g.edges},
                {"start", format_position(*variant, g.positions[0])},
                {"start_value", names[start_value]},
                {"start_plies", g.outcome[0] == Outcome::Draw ? nlohmann::json() : nlohmann::json(g.plies[0])},
                {"wins", count[2]},
                {"losses", count[0]},
                {"draws", count[1]},
                {"longest_win_plies", longest_win},
                {"seconds", seconds},
                {"cpu_seconds", cpu},
                {"table", out},
                {"bytes", bytes},
                {"peak_memory_bytes", peak_memory_bytes()}});
    return;
  }
  std::cout << variant->name << ": " << g.positions.size() << " reachable positions, " << g.edges
            << " turns, solved in " << seconds << " s (" << cpu << " s of CPU, "
            << g.positions.size() / std::max(cpu, 1e-9) / 1e6 << " M positions per CPU-second)\n"
            << "start " << format_position(*variant, g.positions[0]) << ": " << names[start_value]
            << " for white";
  if (g.outcome[0] != Outcome::Draw) std::cout << " in " << g.plies[0] << " plies";
  std::cout << "\nside to move: wins " << count[2] << ", losses " << count[0] << ", draws " << count[1]
            << "; longest win " << longest_win << " plies\n"
            << "table: " << out << ", " << bytes << " bytes; peak memory " << peak_memory_bytes() / (1 << 20) << " MiB\n";
}

}  // namespace

void run_retrograde(const Subject& subject, const RetrogradeOptions& o) {
  if (subject.variant_name.empty()) throw InputError("solve: give --variant V to solve a whole variant");
  const VariantPtr variant = load_variant_or_throw(subject.variant_name);
  if (variant->is_adaptoid() && variant->players == 2) return solve_adaptoid_graph(variant, o);
  if (!variant->is_quantum_leap() || variant->players != 2 || !BoardMasks::fits(variant->board))
    throw InputError("solve: retrograde analysis is built for two-player variants (Quantum Leap on boards of up to "
                     "64 cells); " + variant->name + " is not one (use --turns N to search a position)");
  // Checked before the index is built: its class map alone grows with C(cells, stones).
  const uint64_t positions = QuantumLeapTable::positions(variant->board.size(), variant->stones);
  if (positions / 8 / 16 > (uint64_t{16} << 30))
    throw InputError("solve: " + variant->name + " has " + std::to_string(positions) +
                     " positions, more than 16 GiB even folded by colour and symmetry");
  QuantumLeapTable table(variant, variant->stones);
  const uint64_t entries = table.entries();
  const std::string out = o.out.empty() ? variant->name + ".tb" : o.out;

  // Resume: layers a killed run finished are read back (and checked) instead of solved again.
  int resumed = 0;
  auto finished = [&](int w, int b) {
    const std::string file = layer_file(out, w, b);
    if (!std::filesystem::exists(file)) return false;
    auto part = read_quantum_leap_table(file, variant.get());
    if (!part) {
      std::cerr << "solve: ignoring " << file << ": " << part.error() << "\n";
      return false;
    }
    table.layer(w, b) = part.value()->layer(w, b);
    ++resumed;
    return true;
  };
  std::filesystem::create_directories(out + ".layers");
  const auto started = std::chrono::steady_clock::now();
  const double cpu_before = cpu_seconds();
  solve_quantum_leap(
      table, o.threads,
      [&](const RetrogradeProgress& p) {
        auto written = write_quantum_leap_table(table, layer_file(out, p.own, p.enemy),
                                                [&](int own, int enemy) { return own == p.own && enemy == p.enemy; });
        if (!written) throw std::runtime_error(written.error());
        std::cerr << "\rsolve: layer " << p.own << "/" << p.enemy << " done, " << p.entries << " entries, "
                  << static_cast<int>(p.seconds) << " s   " << std::flush;
      },
      finished);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const double cpu = cpu_seconds() - cpu_before;
  std::cerr << "\n";
  if (auto written = write_quantum_leap_table(table, out); !written) throw std::runtime_error(written.error());
  std::filesystem::remove_all(out + ".layers");

  uint64_t wins = 0;
  for (const auto& l : table.layers())
    for (uint64_t word : l.wins) wins += std::popcount(word);
  const QuantumLeapGame game(variant);
  const Position start = game.start(variant->seed);
  const auto start_probe = probe_quantum_leap(game, table, start);
  const StartStatistics stats = start_statistics(game, table, 1, o.starts);
  const uint64_t bytes = std::filesystem::file_size(out);
  const auto share = [](uint64_t part, uint64_t whole) { return whole ? 100.0 * part / whole : 0.0; };

  if (o.json) {
    print_json({{"variant", variant->name},
                {"table", out},
                {"positions", positions},
                {"entries", entries},
                {"winning_entries", wins},
                {"start", format_position(*variant, start)},
                {"start_value", start_probe && start_probe->win ? "win" : "loss"},
                {"starts", stats.starts},
                {"white_wins_without_swap", stats.white_wins_without_swap},
                {"white_wins_with_swap", stats.white_wins_with_swap},
                {"bytes", bytes},
                {"bits_per_position", 8.0 * bytes / positions},
                {"seconds", seconds},
                {"cpu_seconds", cpu},
                {"resumed_layers", resumed},
                {"peak_memory_bytes", peak_memory_bytes()}});
    return;
  }
  std::cout << variant->name << ": " << positions << " positions (both sides to move) in " << entries
            << " entries (folded by colour and symmetry), solved in " << seconds << " s on " << o.threads << " thread"
            << (o.threads == 1 ? "" : "s") << " (" << cpu << " s of CPU)"
            << (resumed ? " (" + std::to_string(resumed) + " layers resumed)" : "") << "\n"
            << "entries won by the side to move: " << wins << " of " << entries << " (no draws in Quantum Leap)\n"
            << "start (seed " << variant->seed << "): " << format_position(*variant, start) << ": black, deciding the swap, "
            << (start_probe && start_probe->win ? "wins" : "loses") << "\n"
            << "random starts (seeds 1.." << o.starts << "): white wins " << share(stats.white_wins_without_swap, stats.starts)
            << "% without the swap, " << share(stats.white_wins_with_swap, stats.starts) << "% against Black's best swap\n"
            << "table: " << out << ", " << bytes << " bytes, " << 8.0 * bytes / positions << " bits a position\n"
            << "rate: " << entries / std::max(cpu, 1e-9) / 1e6 << " M entries (" << positions / std::max(cpu, 1e-9) / 1e6
            << " M positions) per CPU-second, peak memory "
            << peak_memory_bytes() / (1 << 20) << " MiB\n";
}

}  // namespace adaptoid::cli

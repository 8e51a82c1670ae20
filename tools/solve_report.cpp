#include "solve_report.hpp"

#include <adaptoid/solve/adaptoid_table.hpp>
#include <adaptoid/solve/ql_probe.hpp>
#include <adaptoid/solve/table_file.hpp>
#include <adaptoid/solve/tiered_retrograde.hpp>
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

// The size of the table written; 0 when it went straight through to a device or FIFO (no size
// to read back, and not a reason to fail once it is written).
uint64_t table_bytes(const std::string& out) {
  std::error_code ec;
  const uint64_t bytes = std::filesystem::file_size(out, ec);
  return ec ? 0 : bytes;
}

// The Adaptoid family (two players, Adapt3): every position reachable from the start, folded by
// symmetry and solved tier by tier, each tier on disk beside the table so a killed run resumes;
// each player's forced win.
void solve_adaptoid_folded(const VariantPtr& variant, const RetrogradeOptions& o, const std::string& out) {
  const FastAdaptoidGame game(variant);
  const auto started = std::chrono::steady_clock::now();
  const double cpu_before = cpu_seconds();
  TieredOptions options;
  options.max_classes = o.max_positions;
  options.threads = o.threads;
  options.progress = [](const TierProgress& p) {
    std::cerr << "\rsolve: " << p.phase << " " << p.done << " of " << p.tiers << " tiers";
    if (!p.tier.empty()) std::cerr << ", " << p.tier;
    std::cerr << ": " << p.classes << " classes" << (p.resumed ? " (resumed)" : "") << "        " << std::flush;
  };
  options.note = [](const std::string& note) { std::cerr << "\nsolve: " << note << "\n"; };
  TieredSolve solved;
  try {
    solved = solve_folded_tiered(game, out, options);
  } catch (const std::invalid_argument& e) {
    throw InputError(std::string("solve: ") + e.what());
  }
  std::cerr << "\nsolve: " << solved.tiers << " tiers, " << solved.computed << " tier passes computed, "
            << solved.resumed << " read back from " << out << ".parts/\n";
  if (!solved.complete)
    throw InputError("solve: " + variant->name + " has more than " + std::to_string(o.max_positions) +
                     " classes of reachable positions (raise --max-positions if memory allows; the tiers finished are kept in " +
                     out + ".parts/ for the next run)");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const double cpu = cpu_seconds() - cpu_before;
  const uint64_t bytes = table_bytes(out);
  const FoldedSummary& summary = solved.summary;

  // Counts of classes by player, counted from the side to move; the start's forced wins by colour.
  const int n = variant->players;
  const uint64_t nobody = summary.nobody;
  const auto& forced = summary.forced;
  const auto& longest = summary.longest;
  const Position start = AdaptoidGame(variant).start(0);
  const ForcedWins& at_start = summary.start_wins;
  const int first = static_cast<int>(std::find(variant->turn_order.begin(), variant->turn_order.end(), start.side()) -
                                     variant->turn_order.begin());
  nlohmann::json start_wins = nlohmann::json::object();
  for (int k = 0; k < n; ++k) {
    const std::string colour(colour_name(variant->turn_order[(first + k) % n]));
    start_wins[colour] = at_start.forces(k) ? nlohmann::json(at_start.plies(k)) : nlohmann::json();
  }
  const char* names[3] = {"loss", "draw", "win"};
  const Outcome value = outcome_of(at_start);
  nlohmann::json report = {{"variant", variant->name},
                           {"classes", summary.classes},
                           {"turns", summary.turns},
                           {"start", format_position(*variant, start)},
                           {"start_forced_win_plies", start_wins},
                           {"seconds", seconds},
                           {"cpu_seconds", cpu},
                           {"table", out},
                           {"bytes", bytes},
                           {"peak_memory_bytes", peak_memory_bytes()}};
  if (n == 2) {
    report["start_value"] = names[static_cast<int>(value) + 1];
    report["start_plies"] = value == Outcome::Draw ? nlohmann::json() : nlohmann::json(plies_of(at_start));
    report["wins"] = forced[0];
    report["losses"] = forced[1];
    report["draws"] = nobody;
    report["longest_win_plies"] = longest[0];
  } else {
    report["forced_by_mover"] = forced[0];
    report["forced_by_next"] = forced[1];
    report["forced_by_third"] = forced[2];
    report["forced_by_nobody"] = nobody;
  }
  if (o.json) return print_json(report);

  std::cout << variant->name << ": " << summary.classes << " classes of reachable positions (up to symmetry), "
            << summary.turns << " turns between them, solved in " << seconds
            << " s on " << o.threads << " thread" << (o.threads == 1 ? "" : "s") << " (" << cpu << " s of CPU, "
            << summary.classes / std::max(cpu, 1e-9) / 1e6 << " M classes per CPU-second)\n"
            << "start " << format_position(*variant, start) << ": ";
  if (n == 2) {
    std::cout << names[static_cast<int>(value) + 1] << " for " << colour_name(start.side());
    if (value != Outcome::Draw) std::cout << " in " << plies_of(at_start) << " plies";
    std::cout << "\nside to move (classes): wins " << forced[0] << ", losses " << forced[1] << ", draws " << nobody
              << "; longest win " << longest[0] << " plies\n";
  } else {
    std::cout << "forced wins against the joint play of the other two:";
    for (int k = 0; k < n; ++k)
      std::cout << " " << colour_name(variant->turn_order[(first + k) % n])
                << (at_start.forces(k) ? " in " + std::to_string(at_start.plies(k)) + " plies" : " none") << (k + 1 < n ? "," : "");
    std::cout << "\nclasses where a forced win belongs to the player to move " << forced[0] << ", the next "
              << forced[1] << ", the one after " << forced[2] << ", nobody " << nobody << "\n";
  }
  std::cout << "table: " << out << ", " << bytes << " bytes; peak memory " << peak_memory_bytes() / (1 << 20) << " MiB\n";
}

}  // namespace

void run_retrograde(const Subject& subject, const RetrogradeOptions& o) {
  if (subject.variant_name.empty()) throw InputError("solve: give --variant V to solve a whole variant");
  const VariantPtr variant = load_variant_or_throw(subject.variant_name);
  const std::string out = o.out.empty() ? variant->name + ".tb" : o.out;
  check_output_path("--out", out);  // before the work: a solve can take hours
  if (variant->is_adaptoid() && FastAdaptoidGame::supports(*variant)) return solve_adaptoid_folded(variant, o, out);
  if (!variant->is_quantum_leap() || variant->players != 2 || !BoardMasks::fits(variant->board))
    throw InputError("solve: retrograde analysis is built for boards of up to 64 cells (Adaptoid, Adapt3, and two-player "
                     "Quantum Leap); " + variant->name + " is not one (use --turns N to search a position)");
  // Checked before the index is built: its class map alone grows with C(cells, stones).
  const uint64_t positions = QuantumLeapTable::positions(variant->board.size(), variant->stones);
  if (positions / 8 / 16 > (uint64_t{16} << 30))
    throw InputError("solve: " + variant->name + " has " + std::to_string(positions) +
                     " positions, more than 16 GiB even folded by colour and symmetry");
  QuantumLeapTable table(variant, variant->stones);
  const uint64_t entries = table.entries();

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
  const uint64_t bytes = table_bytes(out);
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

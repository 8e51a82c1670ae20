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

struct Timing {
  double seconds = 0, cpu = 0;  // wall and CPU time of the solve
};

// The Adaptoid family, solved tier by tier with progress on stderr; throws InputError when the
// variant is too big (the finished tiers are kept for the next run).
TieredSolve solve_tiers(const FastAdaptoidGame& game, const VariantPtr& variant, const std::string& out,
                        const RetrogradeOptions& o) {
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
  return solved;
}

// The colour that moves k places after the start's mover (the start's forced wins are counted
// from its mover).
Colour colour_after_start(const Variant& v, const Position& start, int k) {
  const int first = static_cast<int>(std::find(v.turn_order.begin(), v.turn_order.end(), start.side()) -
                                     v.turn_order.begin());
  return v.turn_order[(first + k) % v.players];
}

const char* const kValueNames[3] = {"loss", "draw", "win"};

// Counts of classes by player, counted from the side to move; the start's forced wins by colour.
nlohmann::json folded_report(const VariantPtr& variant, const std::string& out, const FoldedSummary& summary,
                             const Timing& time, uint64_t bytes) {
  const int n = variant->players;
  const Position start = AdaptoidGame(variant).start(0);
  const ForcedWins& at_start = summary.start_wins;
  nlohmann::json start_wins = nlohmann::json::object();
  for (int k = 0; k < n; ++k) {
    const std::string colour(colour_name(colour_after_start(*variant, start, k)));
    start_wins[colour] = at_start.forces(k) ? nlohmann::json(at_start.plies(k)) : nlohmann::json();
  }
  const Outcome value = outcome_of(at_start);
  nlohmann::json report = {{"variant", variant->name},
                           {"classes", summary.classes},
                           {"turns", summary.turns},
                           {"start", format_position(*variant, start)},
                           {"start_forced_win_plies", start_wins},
                           {"seconds", time.seconds},
                           {"cpu_seconds", time.cpu},
                           {"table", out},
                           {"bytes", bytes},
                           {"peak_memory_bytes", peak_memory_bytes()}};
  if (n == 2) {
    report["start_value"] = kValueNames[static_cast<int>(value) + 1];
    report["start_plies"] = value == Outcome::Draw ? nlohmann::json() : nlohmann::json(plies_of(at_start));
    report["wins"] = summary.forced[0];
    report["losses"] = summary.forced[1];
    report["draws"] = summary.nobody;
    report["longest_win_plies"] = summary.longest[0];
  } else {
    report["forced_by_mover"] = summary.forced[0];
    report["forced_by_next"] = summary.forced[1];
    report["forced_by_third"] = summary.forced[2];
    report["forced_by_nobody"] = summary.nobody;
  }
  return report;
}

void print_folded_report(const VariantPtr& variant, const RetrogradeOptions& o, const std::string& out,
                         const FoldedSummary& summary, const Timing& time, uint64_t bytes) {
  const int n = variant->players;
  const uint64_t nobody = summary.nobody;
  const auto& forced = summary.forced;
  const Position start = AdaptoidGame(variant).start(0);
  const ForcedWins& at_start = summary.start_wins;
  const Outcome value = outcome_of(at_start);
  std::cout << variant->name << ": " << summary.classes << " classes of reachable positions (up to symmetry), "
            << summary.turns << " turns between them, solved in " << time.seconds
            << " s on " << o.threads << " thread" << (o.threads == 1 ? "" : "s") << " (" << time.cpu << " s of CPU, "
            << summary.classes / std::max(time.cpu, 1e-9) / 1e6 << " M classes per CPU-second)\n"
            << "start " << format_position(*variant, start) << ": ";
  if (n == 2) {
    std::cout << kValueNames[static_cast<int>(value) + 1] << " for " << colour_name(start.side());
    if (value != Outcome::Draw) std::cout << " in " << plies_of(at_start) << " plies";
    std::cout << "\nside to move (classes): wins " << forced[0] << ", losses " << forced[1] << ", draws " << nobody
              << "; longest win " << summary.longest[0] << " plies\n";
  } else {
    std::cout << "forced wins against the joint play of the other two:";
    for (int k = 0; k < n; ++k)
      std::cout << " " << colour_name(colour_after_start(*variant, start, k))
                << (at_start.forces(k) ? " in " + std::to_string(at_start.plies(k)) + " plies" : " none") << (k + 1 < n ? "," : "");
    std::cout << "\nclasses where a forced win belongs to the player to move " << forced[0] << ", the next "
              << forced[1] << ", the one after " << forced[2] << ", nobody " << nobody << "\n";
  }
  std::cout << "table: " << out << ", " << bytes << " bytes; peak memory " << peak_memory_bytes() / (1 << 20) << " MiB\n";
}

// The Adaptoid family (two players, Adapt3): every position reachable from the start, folded by
// symmetry and solved tier by tier, each tier on disk beside the table so a killed run resumes;
// each player's forced win.
void solve_adaptoid_folded(const VariantPtr& variant, const RetrogradeOptions& o) {
  const std::string out = o.out.empty() ? variant->name + ".tb" : o.out;
  const FastAdaptoidGame game(variant);
  const auto started = std::chrono::steady_clock::now();
  const double cpu_before = cpu_seconds();
  const TieredSolve solved = solve_tiers(game, variant, out, o);
  Timing time;
  time.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  time.cpu = cpu_seconds() - cpu_before;
  const uint64_t bytes = std::filesystem::file_size(out);
  if (o.json) return print_json(folded_report(variant, out, solved.summary, time, bytes));
  print_folded_report(variant, o, out, solved.summary, time, bytes);
}

// Every layer of a two-player Quantum Leap table, each written beside the table when done; the
// layers a killed run finished are read back (and checked) instead of solved again. Returns the
// number read back.
int solve_layers(QuantumLeapTable& table, const VariantPtr& variant, const std::string& out, int threads) {
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
  solve_quantum_leap(
      table, threads,
      [&](const RetrogradeProgress& p) {
        auto written = write_quantum_leap_table(table, layer_file(out, p.own, p.enemy),
                                                [&](int own, int enemy) { return own == p.own && enemy == p.enemy; });
        if (!written) throw std::runtime_error(written.error());
        std::cerr << "\rsolve: layer " << p.own << "/" << p.enemy << " done, " << p.entries << " entries, "
                  << static_cast<int>(p.seconds) << " s   " << std::flush;
      },
      finished);
  return resumed;
}

// What a whole Quantum Leap solve reports.
struct QuantumLeapReport {
  std::string out;
  uint64_t positions = 0, entries = 0, wins = 0, bytes = 0;
  Position start;
  bool start_wins = false;
  StartStatistics stats;
  Timing time;
  int resumed = 0;
};

void print_quantum_leap_report(const VariantPtr& variant, const RetrogradeOptions& o, const QuantumLeapReport& r) {
  const auto share = [](uint64_t part, uint64_t whole) { return whole ? 100.0 * part / whole : 0.0; };
  if (o.json) {
    print_json({{"variant", variant->name},
                {"table", r.out},
                {"positions", r.positions},
                {"entries", r.entries},
                {"winning_entries", r.wins},
                {"start", format_position(*variant, r.start)},
                {"start_value", r.start_wins ? "win" : "loss"},
                {"starts", r.stats.starts},
                {"white_wins_without_swap", r.stats.white_wins_without_swap},
                {"white_wins_with_swap", r.stats.white_wins_with_swap},
                {"bytes", r.bytes},
                {"bits_per_position", 8.0 * r.bytes / r.positions},
                {"seconds", r.time.seconds},
                {"cpu_seconds", r.time.cpu},
                {"resumed_layers", r.resumed},
                {"peak_memory_bytes", peak_memory_bytes()}});
    return;
  }
  std::cout << variant->name << ": " << r.positions << " positions (both sides to move) in " << r.entries
            << " entries (folded by colour and symmetry), solved in " << r.time.seconds << " s on " << o.threads << " thread"
            << (o.threads == 1 ? "" : "s") << " (" << r.time.cpu << " s of CPU)"
            << (r.resumed ? " (" + std::to_string(r.resumed) + " layers resumed)" : "") << "\n"
            << "entries won by the side to move: " << r.wins << " of " << r.entries << " (no draws in Quantum Leap)\n"
            << "start (seed " << variant->seed << "): " << format_position(*variant, r.start) << ": black, deciding the swap, "
            << (r.start_wins ? "wins" : "loses") << "\n"
            << "random starts (seeds 1.." << o.starts << "): white wins " << share(r.stats.white_wins_without_swap, r.stats.starts)
            << "% without the swap, " << share(r.stats.white_wins_with_swap, r.stats.starts) << "% against Black's best swap\n"
            << "table: " << r.out << ", " << r.bytes << " bytes, " << 8.0 * r.bytes / r.positions << " bits a position\n"
            << "rate: " << r.entries / std::max(r.time.cpu, 1e-9) / 1e6 << " M entries (" << r.positions / std::max(r.time.cpu, 1e-9) / 1e6
            << " M positions) per CPU-second, peak memory "
            << peak_memory_bytes() / (1 << 20) << " MiB\n";
}

// Two-player Quantum Leap: every position, layer by layer (stones of each side).
void solve_quantum_leap_whole(const VariantPtr& variant, const RetrogradeOptions& o) {
  QuantumLeapReport r;
  // Checked before the index is built: its class map alone grows with C(cells, stones).
  r.positions = QuantumLeapTable::positions(variant->board.size(), variant->stones);
  if (r.positions / 8 / 16 > (uint64_t{16} << 30))
    throw InputError("solve: " + variant->name + " has " + std::to_string(r.positions) +
                     " positions, more than 16 GiB even folded by colour and symmetry");
  QuantumLeapTable table(variant, variant->stones);
  r.entries = table.entries();
  r.out = o.out.empty() ? variant->name + ".tb" : o.out;

  const auto started = std::chrono::steady_clock::now();
  const double cpu_before = cpu_seconds();
  r.resumed = solve_layers(table, variant, r.out, o.threads);
  r.time.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  r.time.cpu = cpu_seconds() - cpu_before;
  std::cerr << "\n";
  if (auto written = write_quantum_leap_table(table, r.out); !written) throw std::runtime_error(written.error());
  std::filesystem::remove_all(r.out + ".layers");

  for (const auto& l : table.layers())
    for (uint64_t word : l.wins) r.wins += std::popcount(word);
  const QuantumLeapGame game(variant);
  r.start = game.start(variant->seed);
  const auto start_probe = probe_quantum_leap(game, table, r.start);
  r.start_wins = start_probe && start_probe->win;
  r.stats = start_statistics(game, table, 1, o.starts);
  r.bytes = std::filesystem::file_size(r.out);
  print_quantum_leap_report(variant, o, r);
}

}  // namespace

void run_retrograde(const Subject& subject, const RetrogradeOptions& o) {
  if (subject.variant_name.empty()) throw InputError("solve: give --variant V to solve a whole variant");
  const VariantPtr variant = load_variant_or_throw(subject.variant_name);
  if (variant->is_adaptoid() && FastAdaptoidGame::supports(*variant)) return solve_adaptoid_folded(variant, o);
  if (!variant->is_quantum_leap() || variant->players != 2 || !BoardMasks::fits(variant->board))
    throw InputError("solve: retrograde analysis is built for boards of up to 64 cells (Adaptoid, Adapt3, and two-player "
                     "Quantum Leap); " + variant->name + " is not one (use --turns N to search a position)");
  solve_quantum_leap_whole(variant, o);
}

}  // namespace adaptoid::cli

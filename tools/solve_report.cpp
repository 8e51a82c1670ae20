#include "solve_report.hpp"

#include <algorithm>
#include <iostream>

namespace adaptoid::cli {

namespace {

std::string threads_text(int threads) {
  return std::to_string(threads) + " thread" + (threads == 1 ? "" : "s");
}

// The Adaptoid family: counts of classes by player (counted from the side to move); the start's
// forced wins by colour.
void print_folded(const Variant& v, const SolveVariantReport& r, int threads, bool json) {
  const FoldedSummary& summary = r.folded->summary;
  const int n = v.players;
  const auto& forced = summary.forced;
  const ForcedWins& at_start = summary.start_wins;
  const int first = static_cast<int>(std::find(v.turn_order.begin(), v.turn_order.end(), r.start.side()) -
                                     v.turn_order.begin());
  auto colour_of = [&](int k) { return std::string(colour_name(v.turn_order[(first + k) % n])); };
  const Proof value = outcome_of(at_start);
  if (json) {
    nlohmann::json start_wins = nlohmann::json::object();
    for (int k = 0; k < n; ++k)
      start_wins[colour_of(k)] = at_start.forces(k) ? nlohmann::json(at_start.plies(k)) : nlohmann::json();
    nlohmann::json report = {{"variant", v.name},
                             {"classes", summary.classes},
                             {"turns", summary.turns},
                             {"start", format_position(v, r.start)},
                             {"start_forced_win_plies", start_wins},
                             {"seconds", r.seconds},
                             {"cpu_seconds", r.cpu_seconds},
                             {"table", r.table},
                             {"bytes", r.bytes},
                             {"peak_memory_bytes", r.peak_memory_bytes}};
    if (n == 2) {
      report["start_value"] = proof_word(value);
      report["start_plies"] = value == Proof::Draw ? nlohmann::json() : nlohmann::json(plies_of(at_start));
      report["wins"] = forced[0];
      report["losses"] = forced[1];
      report["draws"] = summary.nobody;
      report["longest_win_plies"] = summary.longest[0];
    } else {
      report["forced_by_mover"] = forced[0];
      report["forced_by_next"] = forced[1];
      report["forced_by_third"] = forced[2];
      report["forced_by_nobody"] = summary.nobody;
    }
    return print_json(report);
  }
  std::cout << v.name << ": " << summary.classes << " classes of reachable positions (up to symmetry), "
            << summary.turns << " turns between them, solved in " << r.seconds << " s on "
            << threads_text(threads) << " (" << r.cpu_seconds << " s of CPU, "
            << summary.classes / std::max(r.cpu_seconds, 1e-9) / 1e6 << " M classes per CPU-second)\n"
            << "start " << format_position(v, r.start) << ": ";
  if (n == 2) {
    std::cout << proof_word(value) << " for " << colour_name(r.start.side());
    if (value != Proof::Draw) std::cout << " in " << plies_of(at_start) << " plies";
    std::cout << "\nside to move (classes): wins " << forced[0] << ", losses " << forced[1] << ", draws "
              << summary.nobody << "; longest win " << summary.longest[0] << " plies\n";
  } else {
    std::cout << "forced wins against the joint play of the other two:";
    for (int k = 0; k < n; ++k)
      std::cout << " " << colour_of(k)
                << (at_start.forces(k) ? " in " + std::to_string(at_start.plies(k)) + " plies" : " none")
                << (k + 1 < n ? "," : "");
    std::cout << "\nclasses where a forced win belongs to the player to move " << forced[0] << ", the next "
              << forced[1] << ", the one after " << forced[2] << ", nobody " << summary.nobody << "\n";
  }
  std::cout << "table: " << r.table << ", " << r.bytes << " bytes; peak memory "
            << r.peak_memory_bytes / (1 << 20) << " MiB\n";
}

void print_quantum_leap(const Variant& v, const SolveVariantReport& r, int threads, bool json) {
  const QuantumLeapVariantSummary& s = *r.quantum_leap;
  const auto share = [](uint64_t part, uint64_t whole) { return whole ? 100.0 * part / whole : 0.0; };
  if (json) {
    print_json({{"variant", v.name},
                {"table", r.table},
                {"positions", s.positions},
                {"entries", s.entries},
                {"winning_entries", s.winning_entries},
                {"start", format_position(v, r.start)},
                {"start_value", s.start_wins ? "win" : "loss"},
                {"starts", s.starts.starts},
                {"white_wins_without_swap", s.starts.white_wins_without_swap},
                {"white_wins_with_swap", s.starts.white_wins_with_swap},
                {"bytes", r.bytes},
                {"bits_per_position", 8.0 * r.bytes / s.positions},
                {"seconds", r.seconds},
                {"cpu_seconds", r.cpu_seconds},
                {"resumed_layers", s.resumed_layers},
                {"peak_memory_bytes", r.peak_memory_bytes}});
    return;
  }
  const double cpu = std::max(r.cpu_seconds, 1e-9);
  std::cout << v.name << ": " << s.positions << " positions (both sides to move) in " << s.entries
            << " entries (folded by colour and symmetry), solved in " << r.seconds << " s on "
            << threads_text(threads) << " (" << r.cpu_seconds << " s of CPU)"
            << (s.resumed_layers ? " (" + std::to_string(s.resumed_layers) + " layers resumed)" : "") << "\n"
            << "entries won by the side to move: " << s.winning_entries << " of " << s.entries
            << " (no draws in Quantum Leap)\n"
            << "start (seed " << v.seed << "): " << format_position(v, r.start)
            << ": black, deciding the swap, " << (s.start_wins ? "wins" : "loses") << "\n"
            << "random starts (seeds 1.." << s.starts.starts << "): white wins "
            << share(s.starts.white_wins_without_swap, s.starts.starts) << "% without the swap, "
            << share(s.starts.white_wins_with_swap, s.starts.starts) << "% against Black's best swap\n"
            << "table: " << r.table << ", " << r.bytes << " bytes, " << 8.0 * r.bytes / s.positions
            << " bits a position\n"
            << "rate: " << s.entries / cpu / 1e6 << " M entries (" << s.positions / cpu / 1e6
            << " M positions) per CPU-second, peak memory " << r.peak_memory_bytes / (1 << 20) << " MiB\n";
}

}  // namespace

void run_retrograde(const Subject& subject, SolveVariantOptions options, bool json) {
  if (subject.variant_name.empty()) throw InputError("solve: give --variant V to solve a whole variant");
  const VariantPtr variant = load_variant_or_throw(subject.variant_name);
  if (options.out.empty()) options.out = variant->name + ".tb";
  check_output_path("--out", options.out);  // before the work: a solve can take hours
  bool progress_shown = false;
  options.progress = [&](const std::string& line) {
    std::cerr << "\rsolve: " << line << "        " << std::flush;
    progress_shown = true;
  };
  options.note = [&](const std::string& line) {
    std::cerr << (progress_shown ? "\n" : "") << "solve: " << line << "\n";
    progress_shown = false;
  };
  // The progress line is ended however the solve ends: an error gets a line of its own.
  struct EndProgress {
    bool& shown;
    ~EndProgress() {
      if (shown) std::cerr << "\n";
    }
  };
  auto report = [&] {
    const EndProgress end{progress_shown};
    return solve_variant(variant, options);
  }();
  if (!report && report.error_kind() == ErrorKind::Budget) throw BudgetExhausted("solve: " + report.error());
  if (!report) throw InputError("solve: " + report.error());
  if (report->folded) return print_folded(*variant, report.value(), options.threads, json);
  print_quantum_leap(*variant, report.value(), options.threads, json);
}

}  // namespace adaptoid::cli

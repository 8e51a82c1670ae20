// The report of a solved variant (see solve_report.hpp).
#include <adaptoid/core/notation.hpp>
#include <adaptoid/solving/solve/solve_report.hpp>

#include <algorithm>
#include <sstream>

namespace adaptoid {

namespace {

std::string threads_text(int threads) {
  return std::to_string(threads) + " thread" + (threads == 1 ? "" : "s");
}

// Under mpirun: what the processes sent one another, and each one's CPU time, waiting included.
std::string ranks_text(const SolveVariantReport& r) {
  if (r.ranks == 1) return "";
  std::ostringstream out;
  out << "processes: " << r.folded->sent
      << " bytes sent between them; CPU seconds by process (of them waiting):";
  for (size_t k = 0; k < r.rank_cpu_seconds.size(); ++k)
    out << (k ? "," : "") << " " << r.rank_cpu_seconds[k] << " (" << r.rank_waiting_seconds[k] << ")";
  return out.str() + "\n";
}

// The colour of the player k places after the start's mover in turn order (the forced wins of a
// folded table are counted from the mover).
std::string colour_after_mover(const Variant& v, const Position& start, int k) {
  return std::string(colour_name(v.after(start.side(), k)));
}

nlohmann::json folded_json(const Variant& v, const SolveVariantReport& r) {
  const FoldedSummary& summary = r.folded->summary;
  const auto& forced = summary.forced;
  const ForcedWins& at_start = summary.start_wins;
  nlohmann::json start_wins = nlohmann::json::object();
  for (int k = 0; k < v.players; ++k)
    start_wins[colour_after_mover(v, r.start, k)] =
        at_start.forces(k) ? nlohmann::json(at_start.plies(k)) : nlohmann::json();
  nlohmann::json report = {{"variant", v.name},
                           {"classes", summary.classes},
                           {"turns", summary.turns},
                           {"start", format_position(v, r.start)},
                           {"start_forced_win_plies", start_wins},
                           {"seconds", r.seconds},
                           {"cpu_seconds", r.cpu_seconds},
                           {"table", r.table},
                           {"bytes", r.bytes},
                           {"peak_memory_bytes", r.peak_memory_bytes},
                           {"ranks", r.ranks},
                           {"rank_cpu_seconds", r.rank_cpu_seconds},
                           {"rank_waiting_cpu_seconds", r.rank_waiting_seconds},
                           {"bytes_sent", r.folded->sent}};
  if (v.players == 2) {
    const Proof value = outcome_of(at_start);
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
  return report;
}

std::string folded_text(const Variant& v, const SolveVariantReport& r, int threads) {
  const FoldedSummary& summary = r.folded->summary;
  const auto& forced = summary.forced;
  const ForcedWins& at_start = summary.start_wins;
  std::ostringstream out;
  out << v.name << ": " << summary.classes << " classes of reachable positions (up to symmetry), "
      << summary.turns << " turns between them, solved in " << r.seconds << " s on "
      << (r.ranks > 1 ? std::to_string(r.ranks) + " processes of " : "") << threads_text(threads) << " ("
      << r.cpu_seconds << " s of CPU, " << summary.classes / std::max(r.cpu_seconds, 1e-9) / 1e6
      << " M classes per CPU-second)\n"
      << ranks_text(r) << "start " << format_position(v, r.start) << ": ";
  if (v.players == 2) {
    const Proof value = outcome_of(at_start);
    out << proof_word(value) << " for " << colour_name(r.start.side());
    if (value != Proof::Draw) out << " in " << plies_of(at_start) << " plies";
    out << "\nside to move (classes): wins " << forced[0] << ", losses " << forced[1] << ", draws "
        << summary.nobody << "; longest win " << summary.longest[0] << " plies\n";
  } else {
    out << "forced wins against the joint play of the other two:";
    for (int k = 0; k < v.players; ++k)
      out << " " << colour_after_mover(v, r.start, k)
          << (at_start.forces(k) ? " in " + std::to_string(at_start.plies(k)) + " plies" : " none")
          << (k + 1 < v.players ? "," : "");
    out << "\nclasses where a forced win belongs to the player to move " << forced[0] << ", the next "
        << forced[1] << ", the one after " << forced[2] << ", nobody " << summary.nobody << "\n";
  }
  out << "table: " << r.table << ", " << r.bytes << " bytes; peak memory " << r.peak_memory_bytes / (1 << 20)
      << " MiB\n";
  return out.str();
}

nlohmann::ordered_json quantum_leap_json(const Variant& v, const SolveVariantReport& r) {
  const QuantumLeapVariantSummary& s = *r.quantum_leap;
  return {{"variant", v.name},
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
          {"peak_memory_bytes", r.peak_memory_bytes}};
}

std::string quantum_leap_text(const Variant& v, const SolveVariantReport& r, int threads) {
  const QuantumLeapVariantSummary& s = *r.quantum_leap;
  const auto share = [](uint64_t part, uint64_t whole) { return whole ? 100.0 * part / whole : 0.0; };
  const double cpu = std::max(r.cpu_seconds, 1e-9);
  std::ostringstream out;
  out << v.name << ": " << s.positions << " positions (both sides to move) in " << s.entries
      << " entries (folded by colour and symmetry), solved in " << r.seconds << " s on "
      << threads_text(threads) << " (" << r.cpu_seconds << " s of CPU)"
      << (s.resumed_layers ? " (" + std::to_string(s.resumed_layers) + " layers resumed)" : "") << "\n"
      << "entries won by the side to move: " << s.winning_entries << " of " << s.entries
      << " (no draws in Quantum Leap)\n"
      << "start (seed " << v.seed << "): " << format_position(v, r.start) << ": black, deciding the swap, "
      << (s.start_wins ? "wins" : "loses") << "\n"
      << "random starts (seeds 1.." << s.starts.starts << "): white wins "
      << share(s.starts.white_wins_without_swap, s.starts.starts) << "% without the swap, "
      << share(s.starts.white_wins_with_swap, s.starts.starts) << "% against Black's best swap\n"
      << "table: " << r.table << ", " << r.bytes << " bytes, " << 8.0 * r.bytes / s.positions
      << " bits a position\n"
      << "rate: " << s.entries / cpu / 1e6 << " M entries (" << s.positions / cpu / 1e6
      << " M positions) per CPU-second, peak memory " << r.peak_memory_bytes / (1 << 20) << " MiB\n";
  return out.str();
}

}  // namespace

std::string solve_report_text(const Variant& v, const SolveVariantReport& r, int threads) {
  return r.folded ? folded_text(v, r, threads) : quantum_leap_text(v, r, threads);
}

nlohmann::ordered_json solve_report_json(const Variant& v, const SolveVariantReport& r) {
  // The Adaptoid family's keys in sorted order, Quantum Leap's as listed (as the tool printed them).
  return r.folded ? nlohmann::ordered_json(folded_json(v, r)) : quantum_leap_json(v, r);
}

}  // namespace adaptoid

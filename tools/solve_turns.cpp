// adaptoid solve --turns N (solve_turns.hpp): the answer, every winning first turn with its
// distance (the fastest marked), the turns the search left undecided, progress on standard error
// while it runs, and on an interruption what was proved so far.
#include "solve_turns.hpp"

#include "cli.hpp"
#include "interruption.hpp"

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/tables/table.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

namespace adaptoid::cli {

namespace {

// The exact value of a position from a solved table of its variant, as a search result (an Adapt3
// table answers for the mover's own forced win only). Nothing when the table does not hold it.
std::optional<SearchResult> from_table(const std::string& path, const VariantPtr& variant,
                                       const Position& p) {
  const auto table = input_value(open_solved_table(path, variant.get()));  // refuses another variant's
  auto answer = table->probe(p);
  if (!answer) return std::nullopt;
  const TableAnswer& a = answer.value();
  SearchResult r;
  // With three players the search proves the mover's own wins only; another's forced win is not
  // a loss it could prove.
  r.value = a.value == Proof::Loss && variant->players > 2 ? Proof::Unknown : a.value;
  r.winning_turns = a.winning_turns();
  if (r.value == Proof::Win)  // the mover's turns among each winning turn's plies
    for (const int plies : a.keeping_plies)
      r.winning_distances.push_back((plies + variant->players - 1) / variant->players);
  if (a.value != Proof::Unknown) r.line = a.line, r.distance = a.distance;
  return r;
}

// The winning turns, fastest first, each with its distance, the fastest marked ("c2+L (7,
// fastest); c2+P (8)"); in the search's order without distances.
std::string winning_turns_text(const Variant& v, const SearchResult& r) {
  if (r.winning_distances.size() != r.winning_turns.size()) return format_turns(v, r.winning_turns);
  std::vector<size_t> order(r.winning_turns.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return r.winning_distances[a] < r.winning_distances[b]; });
  std::string out;
  for (const size_t i : order)
    out += (out.empty() ? "" : "; ") + format_turn(v, r.winning_turns[i]) + " (wins in " +
           std::to_string(r.winning_distances[i]) +
           (r.winning_distances[i] == r.winning_distances[order[0]] ? ", fastest)" : ")");
  return out;
}

std::vector<Turn> fastest_turns(const SearchResult& r) {
  if (r.winning_distances.size() != r.winning_turns.size() || !r.distance) return r.winning_turns;
  std::vector<Turn> out;
  for (size_t i = 0; i < r.winning_turns.size(); ++i)
    if (r.winning_distances[i] == *r.distance) out.push_back(r.winning_turns[i]);
  return out;
}

// One line on standard error, redrawn in place: the turn being proved and how it goes.
std::function<void(const SearchProgress&)> progress_line(const Variant& v, bool& shown) {
  return [&v, &shown](const SearchProgress& p) {
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.2f", static_cast<double>(p.nodes) / std::max(p.seconds, 1e-3) / 1e6);
    std::cerr << "\rsolve: first turn " << p.turn_index + 1 << " of " << p.turn_count << " ("
              << format_turn(v, p.turn) << "): proof " << p.proof << ", disproof " << p.disproof << "; "
              << p.nodes << " nodes, " << rate << " M a second        " << std::flush;
    shown = true;
    set_progress_line_open(true);
  };
}

// What an interrupted search had decided, for the interruption's line.
std::string proved_so_far(const Variant& v, const SearchResult& r) {
  return "proved so far: " + std::to_string(r.winning_turns.size()) + " winning first turns" +
         (r.winning_turns.empty() ? "" : " (" + winning_turns_text(v, r) + ")") + ", " +
         std::to_string(r.undecided_turns.size()) + " undecided";
}

void print_text(const Variant& v, const Position& position, const SearchResult& r, int turns) {
  const std::string who(colour_name(position.side()));
  const auto plural = [](int n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); };
  switch (r.value) {
    case Proof::Win:
      std::cout << who << " wins in " << plural(*r.distance) << "\n";
      break;
    case Proof::Loss:
      std::cout << who << " loses within " << plural(*r.distance) << " whatever it plays\n";
      break;
    case Proof::Draw:
      std::cout << "the game is drawn\n";
      break;
    case Proof::Unknown:
      std::cout << "no forced win for " << who << " within " << plural(turns)
                << (r.budget_exhausted ? " found before the node budget ran out\n" : "\n");
      break;
  }
  if (!r.winning_turns.empty())
    std::cout << "winning turns (" << r.winning_turns.size()
              << (r.budget_exhausted && r.undecided_turns.empty() ? ", the node budget ran out: maybe not all"
                                                                  : "")
              << "): " << winning_turns_text(v, r) << "\n";
  if (!r.undecided_turns.empty())
    std::cout << "not decided within the node budget (" << r.undecided_turns.size()
              << "): " << format_turns(v, r.undecided_turns) << "\n";
  if (!r.line.empty()) std::cout << "main line: " << format_turns(v, r.line) << "\n";
  std::cout << "nodes: " << r.nodes << "\n";
}

}  // namespace

void search_position(const VariantPtr& variant, const Position& position, EndgameOptions options, bool json,
                     const std::string& table) {
  const Variant& v = *variant;
  const auto started = std::chrono::steady_clock::now();
  const std::optional<SearchResult> exact =
      table.empty() ? std::nullopt : from_table(table, variant, position);
  if (!table.empty() && !exact) std::cerr << "solve: the position is not in " << table << "; searching\n";
  bool progress_shown = false;
  if (options.proof_numbers) options.progress = progress_line(v, progress_shown);
  std::optional<Heartbeat> beat;  // the reference search says nothing of its own for hours
  if (!exact && !options.proof_numbers) beat.emplace("solve --turns " + std::to_string(options.turns));
  const SearchResult r = exact ? *exact : solve_endgame(variant, position, options);
  beat.reset();
  if (progress_shown) std::cerr << "\n";
  set_progress_line_open(false);
  if (interrupted() && options.proof_numbers) set_interrupt_note(proved_so_far(v, r));
  throw_if_interrupted();  // an interrupted search proved no answer: only its line says what it had
  // Exit status 3 when the budget ran out before any proof: the answer printed is not an answer.
  if (r.value == Proof::Unknown && r.budget_exhausted) set_exit_status(3);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (json) {
    print_json({{"value", proof_word(r.value)},
                {"distance", r.distance ? nlohmann::json(*r.distance) : nlohmann::json()},
                {"winning_turns", turn_texts(v, r.winning_turns)},
                {"winning_distances", r.winning_distances},
                {"fastest_turns", turn_texts(v, fastest_turns(r))},
                {"undecided_turns", turn_texts(v, r.undecided_turns)},
                {"line", turn_texts(v, r.line)},
                {"nodes", r.nodes},
                // A win proven before the budget ran out may list only some of the winning turns.
                {"budget_exhausted", r.budget_exhausted},
                {"source", exact ? "table" : "search"}});
    return;
  }
  if (exact) std::cout << "from the table " << table << " (exact, whatever --turns says)\n";
  print_text(v, position, r, options.turns);
  std::cerr << "time: " << seconds << " s\n";
}

}  // namespace adaptoid::cli

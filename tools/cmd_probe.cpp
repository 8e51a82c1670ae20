// adaptoid probe --table T --position P: a position's value from a solved table;
// --batch FILE|-: one position a line, one JSON object a line.
#include "cli.hpp"

#include <adaptoid/io/file_error.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/tables/probe_batch.hpp>
#include <adaptoid/tables/table.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <iostream>
#include <memory>

namespace adaptoid::cli {

namespace {

// Each winning turn with the plies of its win, fastest first (the fastest marked), ties in the
// table's turn order.
std::string winning_turns_by_plies(const Variant& v, const TableAnswer& a) {
  std::vector<size_t> order(a.keeping.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t x, size_t y) { return a.keeping_plies[x] < a.keeping_plies[y]; });
  std::string out;
  for (size_t i : order) {
    out += (out.empty() ? "" : "; ") + format_turn(v, a.keeping[i]) + " (" +
           std::to_string(a.keeping_plies[i]) + " plies" +
           (a.keeping_plies[i] == a.keeping_plies[order[0]] ? ", fastest)" : ")");
  }
  return out;
}

// The value (two players) or each player's forced win (three), the distance, the turns that keep
// it and the main line.
void print_answer(const Variant& v, const Position& p, const TableAnswer& a, bool json) {
  const int n = static_cast<int>(a.forced_win_plies.size());
  auto colour_of = [&](int k) { return std::string(colour_name(v.after(p.side(), k))); };
  if (json) {
    nlohmann::json forced = nlohmann::json::object();
    for (int k = 0; k < n; ++k)
      forced[colour_of(k)] =
          a.forced_win_plies[k] ? nlohmann::json(*a.forced_win_plies[k]) : nlohmann::json();
    print_json(
        {{"value", proof_word(a.value)},
         {"distance", a.distance ? nlohmann::json(*a.distance) : nlohmann::json()},
         {"plies", a.plies ? nlohmann::json(*a.plies) : nlohmann::json()},
         {"forced_win_plies", forced},
         {"winning_turns", turn_texts(v, a.winning_turns())},
         {"winning_plies", a.value == Proof::Win ? nlohmann::json(a.keeping_plies) : nlohmann::json::array()},
         {"fastest_turns", turn_texts(v, a.fastest_turns())},
         {"keeping_turns", turn_texts(v, a.keeping)},
         {"line", turn_texts(v, a.line)}});
    return;
  }
  std::cout << colour_of(0) << " to move: ";
  if (a.forcing < 0)
    std::cout << (n == 2 ? "draw" : "nobody can force a win");
  else if (!a.plies)
    std::cout << colour_of(a.forcing) << " forces a win (distance not searched: too many positions below)";
  else
    std::cout << colour_of(a.forcing) << " forces a win in " << *a.plies << " plies (" << *a.distance
              << " turns of " << colour_of(0) << ")";
  std::cout << "\n"
            << (a.value == Proof::Win    ? "winning turns"
                : a.value == Proof::Loss ? "every turn loses"
                                         : "turns that keep it")
            << " (" << a.keeping.size() << "):" << (a.keeping.empty() ? "" : " ")
            << (a.value == Proof::Win && a.keeping_plies.size() == a.keeping.size()
                    ? winning_turns_by_plies(v, a)
                    : format_turns(v, a.keeping))
            << "\n";
  if (!a.line.empty()) std::cout << "main line: " << format_turns(v, a.line) << "\n";
}

// Reads the positions in pieces of a few MB, probes each piece on the threads, writes its objects
// in order; a line that could not be answered makes the exit status 2 once every line is done.
void probe_stream(const SolvedTable& table, const std::string& source, const ProbeBatchOptions& options) {
  std::FILE* in = source == "-" ? stdin : std::fopen(source.c_str(), "rb");
  if (!in) throw fail("--batch " + source + ": cannot read the file: " + file_error_text(errno));
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> owner(source == "-" ? nullptr : in, &std::fclose);
  uint64_t next_line = 1, errors = 0, first_error = 0;
  std::string buffer, rest;
  std::vector<std::string_view> lines;
  for (bool more = true; more;) {
    buffer = std::move(rest);
    const size_t had = buffer.size();
    buffer.resize(had + (size_t{4} << 20));
    const size_t got = std::fread(buffer.data() + had, 1, buffer.size() - had, in);
    buffer.resize(had + got);
    more = got > 0;
    if (next_line == 1 && had == 0 && buffer.rfind("\xEF\xBB\xBF", 0) == 0)
      buffer.erase(0, 3);  // a byte-order mark
    // Whole lines only; the tail waits for the next piece (or is the last line at the end).
    const size_t end = more ? buffer.rfind('\n') + 1 : buffer.size();
    rest = buffer.substr(end);
    // A line without its end is bounded as it is read: /dev/zero ends here, at its first piece.
    if (rest.size() > kMaxInputLine) {
      const auto ends = std::count(buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(end), '\n');
      throw fail("--batch " + source + ": line " + std::to_string(next_line + static_cast<uint64_t>(ends)) +
                 ": longer than " + byte_limit_text(kMaxInputLine) + " (a line is one position)");
    }
    lines.clear();
    for (size_t at = 0; at < end;) {
      const size_t nl = std::min(buffer.find('\n', at), end);
      const size_t cr = nl > at && buffer[nl - 1] == '\r';  // a CRLF file
      lines.emplace_back(buffer.data() + at, nl - at - cr);
      at = nl + 1;
    }
    if (lines.empty()) continue;
    const ProbeBatchResult r = probe_batch(table, lines, next_line, options);
    std::cout.write(r.json.data(), static_cast<std::streamsize>(r.json.size()));
    if (r.errors && !errors) first_error = r.first_error_line;
    errors += r.errors;
    next_line += lines.size();
  }
  if (std::ferror(in)) throw fail("--batch " + source + ": cannot read the file");
  std::cout.flush();
  if (errors)
    throw fail(std::to_string(errors) + " of " + std::to_string(next_line - 1) +
               " lines could not be probed (the first: line " + std::to_string(first_error) + ")");
}

}  // namespace

void add_probe(CLI::App& app) {
  struct Options {
    std::string table;
    std::string position;
    std::string batch;
    bool json = false;
    bool turns = false;
    int threads = 1;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("probe", "Look a position up in a solved table");
  cmd->add_option("--table,-T", o->table, "A table written by solve")->required();
  auto* position = cmd->add_option("--position,-p", o->position, "A position in the notation");
  auto* batch = cmd->add_option("--batch", o->batch,
                                "A file of positions, one a line ('-': standard input): one JSON object a "
                                "line, {line, value, distance, plies} or {line, error}");
  position->excludes(batch);
  cmd->add_flag("--turns", o->turns, "With --batch: also the turns that keep the value (keeping_turns)");
  cmd->add_option("--threads,-t", o->threads, "With --batch: threads")->check(CLI::Range(1, 256));
  cmd->add_flag("--json", o->json,
                "Print JSON: {value, distance, plies, forced_win_plies, winning_turns, keeping_turns, line}");
  cmd->callback([o] {
    if (o->position.empty() && o->batch.empty()) throw fail("probe: give --position P or --batch FILE");
    const auto table = input_value(open_solved_table(o->table));
    if (!o->batch.empty()) {
      probe_stream(*table, o->batch, {o->turns, o->threads});
      return;
    }
    const Position p = input_value(parse_position(table->variant(), o->position));
    print_answer(*table->variant(), p, input_value(table->probe(p)), o->json);
  });
}

}  // namespace adaptoid::cli

// adaptoid verify T: the table's checksum, then every entry against its successors.
#include "cli.hpp"
#include "option_ranges.hpp"

#include <adaptoid/tables/table.hpp>

#include <algorithm>
#include <iostream>
#include <thread>

namespace adaptoid::cli {

void add_verify(CLI::App& app) {
  struct Options {
    std::string table;
    uint64_t sample = 0;
    // The machine's cores (at least one): a full verify re-derives every entry.
    int threads = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 256u));
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "verify", "Check a solved table: its checksum, then its entries against their successors");
  cmd->add_option("table", o->table, "A table written by solve")->required();
  cmd->add_option("--sample", o->sample, "Check this many random entries instead of all (0: all)")
      ->check(whole_range(0, 1'000'000'000'000));
  cmd->add_option("--threads,-t", o->threads, "Threads (default: the machine's cores)")
      ->check(integer_range(1, 256));
  cmd->add_flag("--json", o->json, "Print JSON: {checked, wrong, first_wrong}");
  cmd->callback([o] {
    const auto table = input_value(open_solved_table(o->table));  // refuses a bad header or index
    input_value(table->check_file(o->threads));                   // and a damaged block
    // A line on standard error that replaces itself while the entries are checked (a large
    // table takes an hour), ended before the result.
    bool shown = false;
    const TableCheck check = table->verify(o->sample, 1, o->threads, [&](uint64_t taken, uint64_t of) {
      std::cerr << "\rverify: " << taken << " of " << of << (o->sample ? " draws" : " entries") << " ("
                << taken * 100 / of << " %)        " << std::flush;
      shown = true;
    });
    if (shown) std::cerr << "\n";
    if (o->json) {
      print_json({{"table", o->table},
                  {"checked", check.checked},
                  {"wrong", check.wrong},
                  {"first_wrong",
                   check.first_wrong.empty() ? nlohmann::json() : nlohmann::json(check.first_wrong)}});
    } else {
      std::cout << o->table << ": checksum ok; " << check.checked
                << " entries re-derived from their successors, " << check.wrong << " wrong\n";
      if (check.wrong) std::cout << "first wrong entry: " << check.first_wrong << "\n";
    }
    if (check.wrong)
      throw fail_disagreement(std::to_string(check.wrong) + " entries disagree with their successors");
  });
}

}  // namespace adaptoid::cli

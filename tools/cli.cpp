#include "cli.hpp"
#include "option_ranges.hpp"
#include "play_support.hpp"
#include "setting_flags.hpp"

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/util/date.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fmt/format.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <system_error>

namespace adaptoid::cli {

void Subject::add_to(CLI::App& cmd) {
  cmd.add_option("--position,-p", position_text, "A position in the notation (quote it)");
  cmd.add_option("--variant,-v", variant_name,
                 "A built-in variant or a .toml file; alone, it means the variant's start");
  add_seed_to(cmd);
}

void Subject::add_seed_to(CLI::App& cmd) {
  cmd.add_option_function<uint64_t>(
         "--seed,-s",
         [this](const uint64_t& s) {
           seed = s;
           seed_given = true;
         },
         "Seed of a Quantum Leap start (default: the variant's seed)")
      ->check(whole_range(0));
}

VariantPtr load_variant_or_throw(const std::string& name_or_path) {
  return input_value(load_variant(name_or_path));
}

Loaded load(const Subject& s) {
  if (s.position_text.empty() && s.variant_name.empty()) throw fail("give --position P or --variant V");
  const std::string name = position_variant_name(s.position_text);
  const VariantPtr variant = !s.variant_name.empty()
                                 ? load_variant_or_throw(s.variant_name)
                                 : input_value(load_variant(name), "position: variant '" + name + "': ");
  if (s.seed_given && !family_traits(*variant).random_setup)
    throw fail("--seed: " + variant->name + " has no random setup (only Quantum Leap does)");
  if (s.seed_given && !s.position_text.empty())
    throw fail("--seed chooses a start position, so it does not go with --position");
  if (s.seed_given && variant->setup)
    throw fail("--seed: " + variant->name + " has an explicit setup, so a seed changes nothing");
  const uint64_t seed = s.seed_given ? s.seed : default_seed(*variant);
  if (s.position_text.empty()) return {variant, make_game(variant), make_start(variant, seed), seed};
  return {variant, make_game(variant),
          input_value(parse_position(variant, position_naming(s.position_text, *variant))), 0};
}

void GameSource::add_to(CLI::App& cmd, bool with_ply) {
  cmd.add_option("--game,-g", file, "A file of game records: its game, in place of --position or --variant");
  cmd.add_option("--game-index", index, "Which game of the --game file (1: the first)")
      ->check(whole_range(1));
  if (with_ply)
    cmd.add_option_function<size_t>(
           "--ply", [this](const size_t& k) { ply = k; },
           "The position after this many turns of the --game (0: its start; default: the last)")
        ->check(whole_range(0));
}

namespace {

// A records file, whole, up to the stated maximum of a text file (lib/io/input_file.hpp).
std::string read_records_file(const std::string& path) {
  return input_value(read_text_file(path, "game record file"), "--game ");
}

void refuse_with_game(const Subject& s) {
  if (!s.position_text.empty() || !s.variant_name.empty() || s.seed_given)
    throw fail(
        "--game gives the variant and the position, so it does not go with --position, --variant "
        "or --seed");
}

}  // namespace

LoadedGame load(const Subject& subject, const GameSource& g) {
  if (!g.given()) {
    if (g.index != 1 || g.ply) throw fail(std::string(g.ply ? "--ply" : "--game-index") + " needs --game");
    return {load(subject), std::nullopt, 0};
  }
  refuse_with_game(subject);
  // Read a record at a time up to the one asked for: a file of many games is never held whole.
  std::optional<GameRecord> wanted;
  size_t seen = 0;
  const auto keep_the_wanted_one = [&](GameRecord& r) {
    if (++seen != g.index) return true;
    wanted = std::move(r);
    return false;
  };
  const size_t read = input_value(for_each_game_record(read_records_file(g.file), keep_the_wanted_one),
                                  "--game " + g.file + ": ");
  if (!wanted)
    throw fail(
        fmt::format("--game-index {}: {} holds {} game{}", g.index, g.file, read, read == 1 ? "" : "s"));
  GameRecord record = std::move(*wanted);
  const size_t ply = g.ply.value_or(record.turns.size());
  if (ply > record.turns.size())
    throw fail(fmt::format("--ply {}: the game has {} turns (0 is its start)", ply, record.turns.size()));
  Loaded loaded{record.variant, make_game(record.variant), record.position_at(ply), record.start_seed()};
  return {std::move(loaded), std::move(record), ply};
}

std::vector<std::string> turn_texts(const Variant& v, const std::vector<Turn>& turns) {
  std::vector<std::string> out;
  for (const Turn& t : turns) out.push_back(format_turn(v, t));
  return out;
}

std::string result_line(const GameRecord& r) {
  return r.result_text() + (r.termination.empty() ? "" : " (" + r.termination + ")");
}

nlohmann::json winner_json(const Status& s) {
  if (!s.winner) return nullptr;
  return std::string(1, colour_lower(*s.winner));
}

std::string status_word(const Status& s) {
  return s.over ? "over" : "ongoing";
}

void write_output(const std::string& path, std::string_view content) {
  must(write_file(path, content));
}

void check_output_path(const std::string& option, const std::string& path) {
  if (auto ok = check_writable(path); !ok) throw fail(option + ": " + ok.error());
}

namespace {
// The reason of a failed write to standard output, when errno no longer holds it (a buffered
// stream fails at some write before the flush that reports it).
volatile std::sig_atomic_t last_write_signal = 0;
void note_write_signal(int signal_number) {
  last_write_signal = signal_number;
}
int status_to_exit_with = 0;
}  // namespace

void catch_write_signals() {
  std::signal(SIGPIPE, note_write_signal);
  std::signal(SIGXFSZ, note_write_signal);
}

void flush_standard_output() {
  errno = 0;
  std::cout.flush();  // std::cout is synced with stdio: this flushes stdout
  int error_number = errno;
  if (std::fflush(stdout) != 0) error_number = errno;
  if (error_number == 0 && last_write_signal) error_number = last_write_signal == SIGPIPE ? EPIPE : EFBIG;
  if (std::cout && !std::ferror(stdout)) return;
  throw fail_output("cannot write standard output: " + (error_number
                                                            ? std::system_category().message(error_number)
                                                            : std::string("a write failed")));
}

void check_standard_output() {
  if (!std::cout || std::ferror(stdout)) flush_standard_output();
}

void set_exit_status(int status) {
  status_to_exit_with = status;
}

int exit_status() {
  return status_to_exit_with;
}

std::string today_utc() {
  return format_date(std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
}

bool read_bounded_line(std::istream& in, std::string& line, std::size_t max) {
  line.clear();
  std::streambuf* buffer = in.rdbuf();
  for (;;) {
    const int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return !line.empty();
    }
    if (c == '\n') return true;
    if (line.size() >= max)
      throw fail("standard input: a line longer than " + std::to_string(max) + " bytes");
    line.push_back(static_cast<char>(c));
  }
}

void print_json(const nlohmann::ordered_json& j) {
  std::cout << phrased_json(j).dump(2) << "\n";
}

}  // namespace adaptoid::cli

// The values of a Quantum Leap variant's seeded starts by search (see start_values.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/search/value_search.hpp>
#include <adaptoid/solving/quantumleapsolve/start_values.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/util/setting.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>

namespace adaptoid {

namespace {

using Known = std::map<uint64_t, StartValue>;

// The searches of one start, on a table that the rank's starts share (a proof holds for any start);
// `known` false when one ran out of its budget.
struct Valued {
  StartValue value;
  bool known = false;
};

// A search on one thread runs on the calling one, whose CPU is the start's (other threads may
// value other starts); a search on several is the process's only work, whose CPU is the start's.
Valued value_start(const VariantPtr& v, const QuantumLeapGame& game, uint64_t seed,
                   const StartValuesOptions& o, const std::shared_ptr<ValueTable>& table) {
  Valued out;
  StartValue& s = out.value;
  s.seed = seed;
  const Position p = game.start(seed);
  s.start = format_position(*v, p);
  const auto spent = [&o] { return o.threads == 1 ? thread_cpu_seconds() : cpu_seconds(); };
  const double cpu = spent();
  const auto wins = [&](const Position& at) {
    const ValueAnswer a = search_value(v, at, o.budget, table, o.threads);
    s.nodes += a.nodes;
    return a.wins;
  };
  if (!p.swap_pending()) {
    const std::optional<bool> white = wins(p);
    out.known = white.has_value();
    s.white_wins_without_swap = s.white_wins_with_swap = white.value_or(false);
  } else {
    std::vector<Turn> turns;
    game.legal_turns(p, turns);
    const auto decline = std::find_if(turns.begin(), turns.end(),
                                      [](const Turn& t) { return t.move == MoveKind::DeclineSwap; });
    if (decline == turns.end())
      throw std::logic_error("start values: a swap to decide with no turn declining it");
    const std::optional<bool> without = wins(game.apply(p, *decline));   // White to move
    const std::optional<bool> black = without ? wins(p) : std::nullopt;  // Black decides the swap
    out.known = black.has_value();
    s.white_wins_without_swap = without.value_or(false);
    s.white_wins_with_swap = !black.value_or(true);
  }
  s.cpu_seconds = spent() - cpu;
  return out;
}

std::string rank_file(const std::string& out, int rank) {
  return out + ".rank" + std::to_string(rank);
}

// The rank files an earlier run left beside the results file.
std::vector<std::string> rank_files_left(const std::string& out) {
  namespace fs = std::filesystem;
  const fs::path path(out);
  const fs::path dir = path.parent_path().empty() ? fs::path(".") : path.parent_path();
  const std::string prefix = path.filename().string() + ".rank";
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > prefix.size() && name.starts_with(prefix) &&
        std::all_of(name.begin() + static_cast<std::ptrdiff_t>(prefix.size()), name.end(),
                    [](char c) { return c >= '0' && c <= '9'; }))
      files.push_back((path.parent_path() / name).string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Adds the starts of a file to `known`, the lines new to it into `fresh`: none from a file not there
// yet, nor from a device or FIFO (written through, it keeps nothing to read back).
Result<void> read_starts(const VariantPtr& v, const QuantumLeapGame& game, const std::string& path,
                         Known& known, std::string* fresh) {
  if (const InputKind kind = input_kind(path); kind == InputKind::Missing || kind == InputKind::Other)
    return {};
  const auto text = read_text_file(path, "start values file");
  if (!text) return text.failure();
  std::istringstream in(*text);
  std::string line;
  // A last line without its newline that does not read was cut by a run that ended writing it:
  // left out (read_known removes it from the file), its seed valued again.
  const bool cut_end = !text->empty() && text->back() != '\n';
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    const std::string at = path + ":" + std::to_string(n) + ": ";
    auto s = parse_start_value(line);
    if (!s && cut_end && in.eof() && line.front() == '{') break;
    if (!s) return fail(at + s.error());
    if (const std::string dealt = format_position(*v, game.start(s->seed)); s->start != dealt)
      return fail(at + "seed " + std::to_string(s->seed) + "'s start is " + s->start + ", but " + v->name +
                  " deals " + dealt + " (a file of another variant?)");
    const auto [it, added] = known.emplace(s->seed, *s);
    if (added) {
      if (fresh) *fresh += line + "\n";
    } else if (it->second.white_wins_without_swap != s->white_wins_without_swap ||
               it->second.white_wins_with_swap != s->white_wins_with_swap) {
      return fail(at + "seed " + std::to_string(s->seed) + " is valued differently on an earlier line");
    }
  }
  return {};
}

// Rank 0 at the start: the starts known from the results file and the rank files an earlier run
// left, whose lines it moves into the results file.
Result<Known> read_known(const VariantPtr& v, const QuantumLeapGame& game, const std::string& out) {
  Known known;
  if (auto r = read_starts(v, game, out, known, nullptr); !r) return r.failure();
  if (auto r = drop_cut_last_line(out); !r) return r.failure();
  const std::vector<std::string> left = rank_files_left(out);
  std::string moved;
  for (const std::string& f : left)
    if (auto r = read_starts(v, game, f, known, &moved); !r) return r.failure();
  if (!moved.empty()) {
    auto file = OutputFile::open(out, OutputFile::Mode::Append);
    if (!file) return file.failure();
    if (auto w = file.value().write(moved); !w) return w.failure();
    if (auto c = file.value().commit(); !c) return c.failure();
  }
  std::error_code ignored;  // a rank file that stays is read again next time: its seeds are known
  for (const std::string& f : left) std::filesystem::remove(f, ignored);
  return known;
}

// What a rank tells rank 0 at the end: its unknown seeds, nodes and CPU, then its lines.
struct RankTotals {
  uint64_t unknown = 0, nodes = 0;
  double cpu = 0;
  std::string lines;
};

RankBytes to_bytes(const RankTotals& t) {
  std::ostringstream o;
  o << t.unknown << ' ' << t.nodes << ' ' << t.cpu << '\n' << t.lines;
  const std::string s = o.str();
  return {s.begin(), s.end()};
}

RankTotals from_bytes(const RankBytes& b) {
  std::istringstream in(std::string(b.begin(), b.end()));
  RankTotals t;
  in >> t.unknown >> t.nodes >> t.cpu;
  in.ignore(1);
  t.lines.assign(std::istreambuf_iterator<char>(in), {});
  return t;
}

// The seeds of the range not yet known, from rank 0 to every rank (or its error, which every rank
// returns alike); `known` is filled on rank 0.
Result<std::vector<uint64_t>> share_pending(const VariantPtr& v, const QuantumLeapGame& game,
                                            const StartValuesOptions& o, Ranks& ranks, Known& known) {
  RankBytes shared;
  if (ranks.rank() == 0) {
    auto r = read_known(v, game, o.out);
    if (!r) {
      const std::string text = "E" + r.error();
      shared.assign(text.begin(), text.end());
    } else {
      known = std::move(r).value();
      shared.push_back('K');
      std::vector<uint64_t> seeds;
      for (const auto& [seed, value] : known) seeds.push_back(seed);
      put_values(shared, seeds);
    }
  }
  ranks.broadcast(shared);
  if (shared.empty() || shared[0] != 'K') return fail(std::string(shared.begin() + 1, shared.end()));
  const std::vector<uint64_t> done =
      RankReader(RankBytes(shared.begin() + 1, shared.end())).values<uint64_t>();
  std::vector<uint64_t> pending;
  for (uint64_t i = 0; i < o.count; ++i)
    if (!std::binary_search(done.begin(), done.end(), o.first + i)) pending.push_back(o.first + i);
  return pending;
}

// How a rank's threads value its starts: one start a thread while there are at least as many
// starts as threads (each search on one thread: twice the starts a second on two cores, where a
// search split over two threads gained 1.5x), else one start at a time on all of them.
struct StartWorkers {
  int workers = 1, search_threads = 1;
};
StartWorkers start_workers(int threads, size_t pending) {
  threads = std::max(threads, 1);
  if (pending >= static_cast<size_t>(threads)) return {threads, 1};
  return {1, threads};
}

// This rank's share of the pending seeds (each to the first rank, then the first of its threads,
// free to take it), each line appended to `file` once it is known.
RankTotals value_share(const VariantPtr& v, const QuantumLeapGame& game, const StartValuesOptions& o,
                       Ranks& ranks, const std::vector<uint64_t>& pending, OutputFile& file) {
  const auto table = std::make_shared<ValueTable>(o.table_bytes);
  const StartWorkers split = start_workers(o.threads, pending.size());
  StartValuesOptions each = o;
  each.threads = split.search_threads;
  RankTotals totals;
  std::mutex lock;  // the deal (its MPI calls one at a time), the file, the totals, `valued`
  const std::unique_ptr<Deal> deal = ranks.deal(pending.size());
  Cancel failed;
  run_workers(
      split.workers,
      [&](int) {
        while (!failed.requested()) {
          std::optional<uint64_t> i;
          {
            const std::lock_guard<std::mutex> hold(lock);
            i = deal->next();
          }
          if (!i) return;
          const Valued s = value_start(v, game, pending[*i], each, table);
          const std::lock_guard<std::mutex> hold(lock);
          totals.nodes += s.value.nodes, totals.cpu += s.value.cpu_seconds;
          if (!s.known) {
            ++totals.unknown;
            continue;
          }
          const std::string line = start_value_line(s.value) + "\n";
          must(file.write(line));
          totals.lines += line;
          if (o.valued) o.valued(s.value);
        }
      },
      &failed);
  must(file.commit());
  return totals;
}

// Every rank's totals on rank 0, which moves their lines into the results file; then each rank
// removes its rank file.
std::vector<RankTotals> collect(const StartValuesOptions& o, Ranks& ranks, const RankTotals& mine,
                                const std::string& mine_file) {
  if (ranks.size() == 1) return {mine};
  std::vector<RankTotals> all;
  for (const RankBytes& b : ranks.gather(to_bytes(mine))) all.push_back(from_bytes(b));
  if (ranks.rank() == 0) {
    OutputFile results = must(OutputFile::open(o.out, OutputFile::Mode::Append));
    for (const RankTotals& t : all) must(results.write(t.lines));
    must(results.commit());
  }
  RankBytes moved;  // the lines are in the results file: the rank files may go
  ranks.broadcast(moved);
  std::error_code ignored;  // a rank file that stays is moved again by the next run: no seed is lost
  std::filesystem::remove(mine_file, ignored);
  return all;
}

// Rank 0's report: the known starts of the range by seed, White's shares among them, the totals.
StartValuesReport summarise(const StartValuesOptions& o, Known known, const std::vector<RankTotals>& all) {
  StartValuesReport report;
  uint64_t searched = 0;
  for (const RankTotals& t : all) {
    report.unknown += t.unknown, report.nodes += t.nodes, report.cpu_seconds += t.cpu;
    std::istringstream in(t.lines);
    for (std::string line; std::getline(in, line); ++searched) {
      const StartValue s = must(parse_start_value(line));
      known.emplace(s.seed, s);
    }
  }
  int without = 0, with = 0;
  for (auto it = known.lower_bound(o.first); it != known.end() && it->first - o.first < o.count; ++it) {
    report.values.push_back(it->second);
    without += it->second.white_wins_without_swap, with += it->second.white_wins_with_swap;
  }
  report.read_back = report.values.size() - searched;
  const int n = static_cast<int>(report.values.size());
  report.without_swap = share_of(without, n), report.with_swap = share_of(with, n);
  return report;
}

}  // namespace

std::string start_values_unsupported(const Variant& v) {
  if (std::string why = value_search_unsupported(v); !why.empty()) return why;
  if (!seed_chooses_start(v))
    return v.name + " has a fixed setup: its one start is valued by solve " + mention(Setting::Position);
  return "";
}

std::string start_value_line(const StartValue& s) {
  return nlohmann::ordered_json{{"seed", s.seed},
                                {"start", s.start},
                                {"white_wins_without_swap", s.white_wins_without_swap},
                                {"white_wins_with_swap", s.white_wins_with_swap},
                                {"nodes", s.nodes},
                                {"cpu_seconds", s.cpu_seconds}}
      .dump();
}

Result<StartValue> parse_start_value(const std::string& line) {
  const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return fail("not a line of JSON");
  StartValue s;
  const auto field = [&](const char* name, auto check) -> Result<nlohmann::json> {
    const auto it = j.find(name);
    if (it == j.end() || !check(*it)) return fail(std::string("no valid \"") + name + "\"");
    return *it;
  };
  const auto whole = [](const nlohmann::json& x) { return x.is_number_unsigned(); };
  const auto boolean = [](const nlohmann::json& x) { return x.is_boolean(); };
  const auto seed = field("seed", whole);
  const auto start = field("start", [](const nlohmann::json& x) { return x.is_string(); });
  const auto without = field("white_wins_without_swap", boolean);
  const auto with = field("white_wins_with_swap", boolean);
  const auto nodes = field("nodes", whole);
  const auto cpu = field("cpu_seconds", [](const nlohmann::json& x) { return x.is_number() && x >= 0; });
  for (const auto* f : {&seed, &start, &without, &with, &nodes, &cpu})
    if (!*f) return fail(f->error());
  s.seed = seed->get<uint64_t>(), s.start = start->get<std::string>();
  s.white_wins_without_swap = without->get<bool>(), s.white_wins_with_swap = with->get<bool>();
  s.nodes = nodes->get<uint64_t>(), s.cpu_seconds = cpu->get<double>();
  return s;
}

Result<StartValuesReport> solve_start_values(const VariantPtr& v, const StartValuesOptions& o) {
  if (const std::string why = start_values_unsupported(*v); !why.empty()) return fail(why);
  if (o.count > 0 && o.count - 1 > UINT64_MAX - o.first)
    return fail(std::to_string(o.count) + " seeds from " + std::to_string(o.first) + " pass 2^64 - 1");
  OneRank alone;
  Ranks& ranks = o.ranks ? *o.ranks : alone;
  const QuantumLeapGame game(v);
  Known known;
  const auto pending = share_pending(v, game, o, ranks, known);
  if (!pending) return pending.failure();
  const std::string mine = ranks.size() > 1 ? rank_file(o.out, ranks.rank()) : o.out;
  OutputFile file = must(OutputFile::open(mine, OutputFile::Mode::Append));
  const RankTotals totals = value_share(v, game, o, ranks, *pending, file);
  const std::vector<RankTotals> all = collect(o, ranks, totals, mine);
  if (ranks.rank() != 0) return StartValuesReport{};
  return summarise(o, std::move(known), all);
}

}  // namespace adaptoid

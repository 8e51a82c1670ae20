#include <adaptoid/adaptoid_table.hpp>
#include <adaptoid/game.hpp>
#include <adaptoid/notation.hpp>
#include <adaptoid/random.hpp>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <numeric>
#include <thread>

namespace adaptoid {

AdaptoidTable::AdaptoidTable(VariantPtr variant, const SolvedGraph& g) : variant_(std::move(variant)) {
  std::vector<std::string> texts(g.positions.size());
  for (size_t i = 0; i < texts.size(); ++i) texts[i] = format_position(*variant_, g.positions[i]);
  start_ = texts.empty() ? std::string() : texts[0];
  std::vector<uint32_t> order(texts.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return texts[a] < texts[b]; });
  texts_.reserve(texts.size());
  entries_.reserve(texts.size());
  for (uint32_t i : order) {
    texts_.push_back(std::move(texts[i]));
    entries_.push_back({g.outcome[i], g.plies[i]});
  }
}

AdaptoidTable::AdaptoidTable(VariantPtr variant, std::vector<std::string> texts, std::vector<AdaptoidEntry> entries,
                             std::string start)
    : variant_(std::move(variant)), texts_(std::move(texts)), entries_(std::move(entries)), start_(std::move(start)) {}

std::string AdaptoidTable::key(const Position& p) const {
  Position q = p;
  if (variant_->max_turns == 0) q.set_turn_number(1);  // as solve_reachable files it
  return format_position(*variant_, q);
}

std::optional<AdaptoidEntry> AdaptoidTable::find(const Position& p) const {
  const std::string k = key(p);
  const auto it = std::lower_bound(texts_.begin(), texts_.end(), k);
  if (it == texts_.end() || *it != k) return std::nullopt;
  return entries_[it - texts_.begin()];
}

Result<bool> write_adaptoid_table(const AdaptoidTable& table, const std::string& path) {
  TableWriter w = begin_table(kAdaptoidScheme, table.variant());
  uint64_t count[3] = {0, 0, 0};
  for (size_t i = 0; i < table.size(); ++i) ++count[static_cast<int>(table.entry(i).value) + 1];
  w.u64(table.size());
  w.u64(count[2]);  // wins, losses, draws: the header's counts
  w.u64(count[0]);
  w.u64(count[1]);
  w.text(table.start());
  for (size_t i = 0; i < table.size(); ++i) {
    w.text(table.text(i));
    w.u8(static_cast<uint8_t>(static_cast<int>(table.entry(i).value) + 1));
    w.u32(table.entry(i).plies);
  }
  return finish_table(w, path);
}

Result<std::shared_ptr<AdaptoidTable>> read_adaptoid_table(const TableFile& file) {
  const Variant& v = *file.variant;
  const std::string where = "table of " + v.name;
  if (file.scheme != kAdaptoidScheme)
    return fail(where + ": index scheme '" + file.scheme + "', expected '" + std::string(kAdaptoidScheme) + "'");
  if (!v.is_adaptoid() || v.players != 2) return fail(where + ": the variant is not a two-player Adaptoid");
  TableReader h(std::string_view(file.data).substr(file.body_at, file.data.size() - 8 - file.body_at), where);
  try {
    const uint64_t n = h.u64(), wins = h.u64(), losses = h.u64(), draws = h.u64();
    if (wins + losses + draws != n) return fail(where + ": the counts of wins, losses and draws do not add up");
    std::string start = h.text();
    std::vector<std::string> texts;
    std::vector<AdaptoidEntry> entries;
    uint64_t count[3] = {0, 0, 0};
    for (uint64_t i = 0; i < n; ++i) {
      texts.push_back(h.text());
      const uint8_t value = h.u8();
      const uint32_t plies = h.u32();
      if (value > 2 || plies > 0xFFFF) return fail(where + ": entry " + std::to_string(i) + " has a bad value");
      if (i > 0 && !(texts[i - 1] < texts[i])) return fail(where + ": the entries are not sorted");
      ++count[value];
      entries.push_back({static_cast<Outcome>(value - 1), static_cast<uint16_t>(plies)});
    }
    if (!h.at_end()) return fail(where + ": bytes after the last entry");
    if (count[2] != wins || count[0] != losses || count[1] != draws)
      return fail(where + ": the entries do not match the header's counts");
    return std::make_shared<AdaptoidTable>(file.variant, std::move(texts), std::move(entries), std::move(start));
  } catch (const Error& e) {
    return Error{e};
  }
}

namespace {

// The entry a position should have, derived from its successors' entries in the table; nullopt
// when a successor is missing from the table.
std::optional<AdaptoidEntry> derived(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p) {
  const Status s = game.status(p);
  if (s.over) {
    if (!s.winner) return AdaptoidEntry{Outcome::Draw, 0};
    return AdaptoidEntry{*s.winner == p.side() ? Outcome::Win : Outcome::Loss, 0};
  }
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  if (turns.empty()) return AdaptoidEntry{Outcome::Draw, 0};  // as the solver leaves it: never resolved
  std::optional<int> fastest_win;
  int slowest_loss = 0;
  bool all_won_by_opponent = true;
  for (const Turn& t : turns) {
    const auto e = table.find(game.apply(p, t));
    if (!e) return std::nullopt;
    if (e->value == Outcome::Loss && (!fastest_win || e->plies + 1 < *fastest_win)) fastest_win = e->plies + 1;
    if (e->value != Outcome::Win) all_won_by_opponent = false;
    else slowest_loss = std::max(slowest_loss, e->plies + 1);
  }
  if (fastest_win) return AdaptoidEntry{Outcome::Win, static_cast<uint16_t>(*fastest_win)};
  if (all_won_by_opponent) return AdaptoidEntry{Outcome::Loss, static_cast<uint16_t>(slowest_loss)};
  return AdaptoidEntry{Outcome::Draw, 0};
}

}  // namespace

Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p) {
  const auto e = table.find(p);
  if (!e) return fail("position: not in the table (not reachable from " + table.variant().name + "'s start)");
  AdaptoidProbe probe;
  probe.value = *e;
  std::vector<Turn> turns;
  if (!game.status(p).over) game.legal_turns(p, turns);
  for (const Turn& t : turns) {
    const auto next = table.find(game.apply(p, t));
    if (!next) return fail("position: a successor is missing from the table");
    const bool keeps = e->value == Outcome::Loss || (e->value == Outcome::Win && next->value == Outcome::Loss) ||
                       (e->value == Outcome::Draw && next->value == Outcome::Draw);
    if (keeps) probe.keeping.push_back(t);
  }
  return probe;
}

TableCheck verify_adaptoid(const AdaptoidTable& table, uint64_t sample, uint64_t seed, int threads) {
  TableCheck report;
  if (table.size() == 0) return report;
  const AdaptoidGame game(table.variant_ptr());
  std::mutex lock;
  std::atomic<uint64_t> next{0}, checked{0}, wrong{0};
  const uint64_t total = table.size(), count = sample ? sample : total;
  auto check = [&](uint64_t i) {
    auto p = parse_position(game, table.text(i));
    const auto expected = p ? derived(game, table, p.value()) : std::nullopt;
    checked.fetch_add(1, std::memory_order_relaxed);
    const AdaptoidEntry& got = table.entry(i);
    if ((!expected || expected->value != got.value || expected->plies != got.plies) && wrong.fetch_add(1) == 0) {
      std::lock_guard<std::mutex> guard(lock);
      report.first_wrong = table.text(i);
    }
  };
  auto work = [&](int id) {
    SplitMix64 rng(seed + static_cast<uint64_t>(id) * 0x9E3779B97F4A7C15ULL);
    for (uint64_t first; (first = next.fetch_add(1024)) < count;)
      for (uint64_t i = first; i < std::min(count, first + 1024); ++i) check(sample ? rng.below(total) : i);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& t : pool) t.join();
  report.checked = checked;
  report.wrong = wrong;
  return report;
}

}  // namespace adaptoid

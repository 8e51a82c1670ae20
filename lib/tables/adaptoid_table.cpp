#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/table_check.hpp>

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace adaptoid {

AdaptoidTable::AdaptoidTable(VariantPtr variant, FoldedSolve solved)
    : variant_(std::move(variant)),
      fast_(variant_),
      codec_(folded_codec(variant_)),
      solved_(std::move(solved)) {
  if (!solved_.complete) throw std::invalid_argument("an incomplete solve cannot make a table");
}

Position AdaptoidTable::position(size_t i) const {
  return fast_.to_position(codec_.decode_adaptoid(code(i)));
}

Position AdaptoidTable::start() const {
  return fast_.to_position(codec_.decode_adaptoid(solved_.start));
}

Code AdaptoidTable::key(const Position& p) const {
  return codec_.canonical(fast_.from_position(p));
}

std::optional<ForcedWins> AdaptoidTable::find(const Position& p) const {
  const Code k = key(p);
  if (mapped_) {
    const auto i = mapped_->find(k);
    if (!i) return std::nullopt;
    return mapped_->wins(*i);
  }
  const auto it = std::lower_bound(solved_.codes.begin(), solved_.codes.end(), k);
  if (it == solved_.codes.end() || *it != k) return std::nullopt;
  return solved_.wins[it - solved_.codes.begin()];
}

namespace {

// Question k of a position (the player k places after its mover) is question kid_question(...)
// of a successor.
int kid_question(const Variant& v, const Position& p, int k, const Position& kid) {
  const int n = v.players;
  return ((v.order_index(p.side()) + k) % n - v.order_index(kid.side()) + n) % n;
}

struct Successor {
  Turn turn;
  Position position;
  ForcedWins wins;
};

// Every legal turn with its successor's entry; nullopt when a successor is not in the table.
std::optional<std::vector<Successor>> successors(const AdaptoidGame& game, const AdaptoidTable& table,
                                                 const Position& p) {
  std::vector<Successor> out;
  if (game.status(p).over) return out;
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  for (const Turn& t : turns) {
    Position q = game.apply(p, t);
    const auto w = table.find(q);
    if (!w) return std::nullopt;
    out.push_back({t, std::move(q), *w});
  }
  return out;
}

// The entry a position should have, derived from its successors' entries in the table.
std::optional<ForcedWins> derived(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p) {
  const Variant& v = game.variant();
  const int n = v.players;
  ForcedWins w;
  const Status s = game.status(p);
  if (s.over) {
    if (s.winner) w.plies_plus_one[(v.order_index(*s.winner) - v.order_index(p.side()) + n) % n] = 1;
    return w;
  }
  const auto kids = successors(game, table, p);
  if (!kids) return std::nullopt;
  for (int k = 0; k < n; ++k) {
    int fastest = 0, slowest = 0;
    bool every = !kids->empty();
    for (const Successor& kid : *kids) {
      const int x = kid_question(v, p, k, kid.position);
      if (!kid.wins.forces(x)) {
        every = false;
        continue;
      }
      const int plies = kid.wins.plies_plus_one[x] + 1;
      if (!fastest || plies < fastest) fastest = plies;
      slowest = std::max(slowest, plies);
    }
    if (k == 0)
      w.plies_plus_one[k] = static_cast<uint16_t>(fastest);
    else if (every)
      w.plies_plus_one[k] = static_cast<uint16_t>(slowest);
  }
  return w;
}

}  // namespace

Result<bool> write_adaptoid_table(const AdaptoidTable& table, const std::string& path) {
  TableWriter w = begin_table(kAdaptoidScheme, table.variant());
  const int n = table.players();
  const size_t size = table.size();
  std::array<uint64_t, kMaxAdaptoidPlayers> forced{};
  for (int k = 0; k < n; ++k)
    for (size_t i = 0; i < size; ++i) forced[k] += table.wins(i).forces(k);
  write_adaptoid_head(w, size, n, forced, table.solved().start);
  const FoldedSolve& s = table.solved();
  w.data().reserve(w.data().size() + size * (sizeof(Code) + 2 * n) + 16);
  w.bytes({reinterpret_cast<const char*>(s.codes.data()), size * sizeof(Code)});
  for (size_t i = 0; i < size; ++i)
    for (int k = 0; k < n; ++k) w.bytes({reinterpret_cast<const char*>(&s.wins[i].plies_plus_one[k]), 2});
  std::vector<Code> sparse;
  for (size_t i = 0; i < size; i += kAdaptoidSparse) sparse.push_back(s.codes[i]);
  write_adaptoid_sparse(w, sparse);
  return finish_table(w, path);
}

Result<bool> check_adaptoid_table_file(const TableFile& file) {
  const Variant& v = *file.variant;
  const std::string where = "table of " + v.name;
  if (file.scheme != kAdaptoidScheme)
    return fail(where + ": index scheme '" + file.scheme + "', expected '" + std::string(kAdaptoidScheme) +
                "'");
  if (!FastAdaptoidGame::supports(v)) return fail(where + ": the variant is not a small Adaptoid");
  return true;
}

Result<std::shared_ptr<AdaptoidTable>> read_adaptoid_table(const TableFile& file) {
  if (auto ok = check_adaptoid_table_file(file); !ok) return Error{ok.error()};
  const Variant& v = *file.variant;
  const std::string where = "table of " + v.name;
  TableReader h(file.body(), where);
  try {
    FoldedSolve s;
    const uint64_t size = h.u64();
    const int n = h.u8();
    if (n != v.players)
      return fail(where + ": the table has " + std::to_string(n) + " players, the variant " +
                  std::to_string(v.players));
    std::array<uint64_t, kMaxAdaptoidPlayers> forced{};
    for (int k = 0; k < n; ++k) forced[k] = h.u64();
    // Before allocating `size` entries (divided, not multiplied: a huge count must not wrap).
    if (!h.has(sizeof(Code)) || size > (h.data_left() - sizeof(Code)) / (sizeof(Code) + 2 * n))
      return fail(where + ": the file is truncated");
    std::memcpy(&s.start, h.view(sizeof(Code)).data(), sizeof(Code));
    s.codes.resize(size);
    s.wins.resize(size);
    std::memcpy(s.codes.data(), h.view(size * sizeof(Code)).data(), size * sizeof(Code));
    std::array<uint64_t, kMaxAdaptoidPlayers> count{};
    for (uint64_t i = 0; i < size; ++i) {
      if (i > 0 && !(s.codes[i - 1] < s.codes[i])) return fail(where + ": the entries are not sorted");
      int forcing = 0;
      for (int k = 0; k < n; ++k) {
        const std::string_view bytes = h.view(2);
        std::memcpy(&s.wins[i].plies_plus_one[k], bytes.data(), 2);
        if (s.wins[i].forces(k)) ++forcing, ++count[k];
      }
      if (forcing > 1) return fail(where + ": entry " + std::to_string(i) + " has two players forcing a win");
    }
    if (file.map->version() >= 3) {  // the sparse codes: every kAdaptoidSparse-th
      const uint64_t stride = h.u64(), sparse = h.u64();
      if (stride != kAdaptoidSparse || sparse != (size + stride - 1) / stride)
        return fail(where + ": the sparse index does not fit the entries");
      for (uint64_t k = 0; k < sparse; ++k) {
        Code c;
        std::memcpy(&c, h.view(sizeof c).data(), sizeof c);
        if (c != s.codes[k * stride]) return fail(where + ": the sparse index does not match the entries");
      }
    }
    if (!h.at_end()) return fail(where + ": bytes after the last entry");
    if (count != forced) return fail(where + ": the entries do not match the header's counts");
    if (!std::binary_search(s.codes.begin(), s.codes.end(), s.start))
      return fail(where + ": the start is not in the table");
    return std::make_shared<AdaptoidTable>(file.variant, std::move(s));
  } catch (const Error& e) {
    return Error{e};
  }
}

Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p,
                                     ProbeDetail detail) {
  const Variant& v = game.variant();
  const auto e = table.find(p);
  if (!e) return fail("position: not in the table (not reachable from " + v.name + "'s start)");
  AdaptoidProbe probe;
  probe.wins = *e;
  if (detail == ProbeDetail::Value) return probe;
  const auto kids = successors(game, table, p);
  if (!kids) return fail("position: a successor is missing from the table");
  int forcing = -1;
  for (int k = 0; k < v.players; ++k)
    if (e->forces(k)) forcing = k;
  for (const Successor& kid : *kids) {
    bool keeps = forcing > 0;
    if (forcing == 0)
      keeps = kid.wins.plies_plus_one[kid_question(v, p, 0, kid.position)] + 1 == e->plies_plus_one[0];
    if (forcing < 0) keeps = kid.wins == ForcedWins{};
    if (keeps) probe.keeping.push_back(kid.turn);
  }
  if (forcing < 0 || detail == ProbeDetail::Turns) return probe;
  // The main line: every turn one ply closer to the forced win (the winner's fastest, the
  // others' slowest: a successor with exactly one ply less exists at every step).
  Position at = p;
  int question = forcing;
  for (int left = e->plies_plus_one[forcing]; left > 1 && probe.line.size() < 1024; --left) {
    const auto next = successors(game, table, at);
    if (!next) return fail("position: a successor is missing from the table");
    const Successor* step = nullptr;
    for (const Successor& kid : *next)
      if (kid.wins.plies_plus_one[kid_question(v, at, question, kid.position)] + 1 == left) {
        step = &kid;
        break;
      }
    if (!step) return fail("position: the table has no line to its forced win (a damaged table?)");
    probe.line.push_back(step->turn);
    question = kid_question(v, at, question, step->position);
    at = step->position;
  }
  return probe;
}

TableCheck verify_adaptoid(const AdaptoidTable& table, uint64_t sample, uint64_t seed, int threads) {
  const AdaptoidGame game(table.variant_ptr());
  return check_entries(
      table.size(), sample, seed, threads, 1024,
      [&](uint64_t i) {
        const auto expected = derived(game, table, table.position(i));
        return expected && *expected == table.wins(i) ? EntryCheck::Right : EntryCheck::Wrong;
      },
      [&](uint64_t i) { return format_position(table.variant(), table.position(i)); });
}

}  // namespace adaptoid

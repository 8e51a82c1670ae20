// Every reachable position of a small variant walked (state_walk.hpp): where the walk is
// complete, what no game reaches is proved impossible.
#include <adaptoid/check/state_walk.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace adaptoid::playability_detail {

namespace {

// A position in a few bytes (its cells, then the rest of its state), exact and decoded back: a
// few hundred thousand positions of a small board fit in tens of megabytes.
std::string encode(const Variant& v, const Position& p) {
  std::string code;
  code.reserve(static_cast<size_t>(v.board.size()) + 16);
  for (int i = 0; i < v.board.size(); ++i) code.push_back(static_cast<char>(p.at(i)));
  code.push_back(static_cast<char>(p.side()));
  code.push_back(static_cast<char>(p.swap_pending()));
  code.push_back(static_cast<char>(p.phase()));
  code.push_back(static_cast<char>(p.result()));
  for (Colour c = 0; c < v.players; ++c) code.push_back(static_cast<char>(p.lost(c)));
  const auto turn = static_cast<uint32_t>(p.turn_number());
  for (int shift = 0; shift < 32; shift += 8) code.push_back(static_cast<char>(turn >> shift & 0xFF));
  return code;
}

Position decode(const Variant& v, const std::string& code) {
  Position p;
  const auto byte = [&code](size_t i) { return static_cast<uint8_t>(code[i]); };
  const auto n = static_cast<size_t>(v.board.size());
  for (size_t i = 0; i < n; ++i)
    if (byte(i) != kEmpty) p.put(static_cast<int>(i), byte(i));
  p.set_side(byte(n));
  p.set_swap_pending(byte(n + 1) != 0);
  p.set_phase(static_cast<Phase>(byte(n + 2)));
  p.set_result(byte(n + 3));
  for (Colour c = 0; c < v.players; ++c) p.set_lost(c, byte(n + 4 + c));
  uint32_t turn = 0;
  for (size_t k = 0; k < 4; ++k)
    turn |= uint32_t{byte(n + 4 + static_cast<size_t>(v.players) + k)} << (8 * k);
  p.set_turn_number(static_cast<int>(turn));
  return p;
}

uint64_t mix(uint64_t h, uint64_t x) {
  h ^= x + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ULL;
  return h ^ (h >> 29);
}

uint64_t turn_bits(const Turn& t) {
  return uint64_t{static_cast<uint8_t>(t.move)} | uint64_t{static_cast<uint8_t>(t.grow)} << 8 |
         uint64_t{t.from} << 16 | uint64_t{t.to} << 32 | uint64_t{t.grow_cell} << 48;
}

template <Game G>
class Walker {
 public:
  Walker(const G& game, const std::vector<Way>& ways, uint64_t budget, bool digests = false)
      : game_(game),
        v_(game.variant()),
        ways_(ways),
        budget_(budget),
        capped_(v_.max_turns > 0),
        digests_(digests) {}

  Walk run(const Position& start) {
    Walk out;
    out.reached.resize(ways_.size());
    if (!(decode(v_, encode(v_, start)) == start))
      throw std::logic_error("state walk: a position does not decode to itself");
    add(start, 0, Turn{});
    std::vector<Turn> turns;
    for (size_t i = 0; i < nodes_.size(); ++i) {
      const Position p = decode(v_, nodes_[i].code);
      const Status s = game_.status(p);
      if (s.over) {
        for (size_t w = 0; w < ways_.size(); ++w)
          if (!out.reached[w] && ways_[w].matches(p, s)) out.reached[w] = line_to(i);
        if (digests_) out.graph.emplace_back(nodes_[i].code, mix(1, s.winner ? *s.winner + 2 : 1));
        continue;
      }
      game_.legal_turns(p, turns);
      uint64_t digest = 0;
      for (const Turn& t : turns) {
        const size_t child = add(game_.apply(p, t), i, t);
        if (child == kFull) {
          out.positions = nodes_.size();
          return out;
        }
        if (digests_) digest = mix(mix(digest, turn_bits(t)), std::hash<std::string>{}(nodes_[child].code));
      }
      if (digests_) out.graph.emplace_back(nodes_[i].code, digest);
    }
    std::sort(out.graph.begin(), out.graph.end());
    out.complete = true;
    out.positions = nodes_.size();
    return out;
  }

 private:
  struct Node {
    std::string code;
    size_t parent;
    Turn turn;  // from the parent
  };

  static constexpr size_t kFull = ~size_t{0};

  // The position's node, kFull once the budget is passed.
  size_t add(Position p, size_t parent, const Turn& t) {
    if (!capped_) p.set_turn_number(1);  // only a cap reads the clock (A17)
    std::string code = encode(v_, p);
    if (const auto at = index_.find(code); at != index_.end()) return at->second;
    if (nodes_.size() >= budget_) return kFull;
    index_.emplace(code, nodes_.size());
    nodes_.push_back({std::move(code), parent, t});
    return nodes_.size() - 1;
  }

  std::vector<Turn> line_to(size_t i) const {
    std::vector<Turn> line;
    for (; i != 0; i = nodes_[i].parent) line.push_back(nodes_[i].turn);
    return {line.rbegin(), line.rend()};
  }

  const G& game_;
  const Variant& v_;
  const std::vector<Way>& ways_;
  uint64_t budget_;
  bool capped_;
  bool digests_;
  std::vector<Node> nodes_;
  std::unordered_map<std::string, size_t> index_;
};

}  // namespace

std::optional<std::vector<std::pair<std::string, uint64_t>>> game_graph(const VariantPtr& v,
                                                                        uint64_t budget) {
  Walk w = visit_game(v, [&](const auto& game) {
    using G = std::decay_t<decltype(game)>;
    return Walker<G>(game, {}, budget, true).run(game.start(default_seed(*v)));
  });
  if (!w.complete) return std::nullopt;
  return std::move(w.graph);
}

Walk walk_all(const AdaptoidGame& game, const Position& start, const std::vector<Way>& ways,
              uint64_t budget) {
  return Walker<AdaptoidGame>(game, ways, budget).run(start);
}

Walk walk_all(const QuantumLeapGame& game, const Position& start, const std::vector<Way>& ways,
              uint64_t budget) {
  return Walker<QuantumLeapGame>(game, ways, budget).run(start);
}

}  // namespace adaptoid::playability_detail

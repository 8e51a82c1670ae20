#include <adaptoid/tables/probe_batch.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

void append_quoted(std::string& out, std::string_view s) {
  out += '"';
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\u00";
      out += kHex[(c >> 4) & 15];
      out += kHex[c & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_number(std::string& out, const std::optional<int>& n) {
  out += n ? std::to_string(*n) : "null";
}

// The object of one answered line (see probe_batch.hpp).
std::string answer_json(const Variant& v, const Position& p, const TableAnswer& a, uint64_t line,
                        bool turns) {
  std::string out = "{\"line\":" + std::to_string(line) + ",\"value\":\"";
  out += proof_word(a.value);
  out += "\",\"distance\":";
  append_number(out, a.distance);
  out += ",\"plies\":";
  append_number(out, a.plies);
  const int n = static_cast<int>(a.forced_win_plies.size());
  if (n > 2) {
    out += ",\"forced_win_plies\":{";
    for (int k = 0; k < n; ++k) {
      if (k) out += ',';
      append_quoted(out, colour_name(v.after(p.side(), k)));
      out += ':';
      append_number(out, a.forced_win_plies[k]);
    }
    out += '}';
  }
  if (turns) {
    out += ",\"keeping_turns\":[";
    for (size_t i = 0; i < a.keeping.size(); ++i) {
      if (i) out += ',';
      append_quoted(out, format_turn(v, a.keeping[i]));
    }
    out += ']';
  }
  out += '}';
  return out;
}

std::string error_json(uint64_t line, std::string_view why) {
  std::string out = "{\"line\":" + std::to_string(line) + ",\"error\":";
  append_quoted(out, why);
  out += '}';
  return out;
}

}  // namespace

ProbeBatchResult probe_batch(const SolvedTable& table, const std::vector<std::string_view>& lines,
                             uint64_t first_line, const ProbeBatchOptions& options) {
  const VariantPtr& variant = table.variant();
  const AnyGame game = make_game(variant);
  const ProbeDetail detail = options.turns ? ProbeDetail::Turns : ProbeDetail::Value;
  // Each chunk of lines writes its objects into its own text; the texts are joined in order.
  constexpr uint64_t kChunk = 512;
  const uint64_t chunks = (lines.size() + kChunk - 1) / kChunk;
  std::vector<std::string> texts(chunks);
  std::vector<uint64_t> failed(chunks, 0), first_failed(chunks, 0);
  parallel_for(chunks, 1, options.threads, [&](int, uint64_t c) {
    std::string& out = texts[c];
    for (uint64_t i = c * kChunk; i < std::min<uint64_t>(lines.size(), (c + 1) * kChunk); ++i) {
      const uint64_t line = first_line + i;
      auto p = std::visit([&](const auto& g) { return parse_position(g, lines[i]); }, game);
      auto answer = p ? table.probe(p.value(), detail) : Result<TableAnswer>(p.failure());
      if (answer) {
        out += answer_json(*variant, p.value(), answer.value(), line, options.turns);
      } else {
        out += error_json(line, answer.error());
        if (failed[c]++ == 0) first_failed[c] = line;
      }
      out += '\n';
    }
  });
  ProbeBatchResult result;
  size_t bytes = 0;
  for (const auto& t : texts) bytes += t.size();
  result.json.reserve(bytes);
  for (uint64_t c = 0; c < chunks; ++c) {
    result.json += texts[c];
    if (failed[c] && result.errors == 0) result.first_error_line = first_failed[c];
    result.errors += failed[c];
  }
  return result;
}

}  // namespace adaptoid

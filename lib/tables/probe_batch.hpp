#pragma once
// Probing positions by the batch: one position a line in, one JSON object a line out, for every
// table scheme. A line that cannot be answered (bad notation, not in the table, a damaged block)
// gets an object with its line number and the reason instead, and the batch carries on.
#include <adaptoid/tables/table.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

struct ProbeBatchOptions {
  bool turns = false;  // also the turns that keep the value
  int threads = 1;
};

struct ProbeBatchResult {
  std::string json;  // one object a line, each ended by a newline
  uint64_t errors = 0;
  uint64_t first_error_line = 0;  // 0: none
};

// Probes lines[i], numbered first_line + i (1 the first line of the input), on `threads` threads;
// the objects come back in the lines' order:
//   {"line":N,"value":"win","distance":3,"plies":5}  (distance: the mover's turns; plies: both sides')
//   with three players also "forced_win_plies":{"white":5,"black":null,"red":null}
//   with `turns` also "keeping_turns":["d2-d3 +c1",...]
//   {"line":N,"error":"..."} for a line that cannot be answered.
ProbeBatchResult probe_batch(const SolvedTable& table, const std::vector<std::string_view>& lines,
                             uint64_t first_line, const ProbeBatchOptions& options);

}  // namespace adaptoid

// The rows of specs/bench/bench.tsv (see bench_positions.hpp).
#include <adaptoid/count/bench_positions.hpp>

namespace adaptoid {

const std::vector<BenchPosition>& bench_positions() {
  static const std::vector<BenchPosition> rows = {
      {"adaptoid ..../.W00..B00/W00...B10B00/..W00B10.B00B10/W10W10..../.W00W00../.... b 1/1 11", 4,
       2076125659},
      {"adaptoid ..B20B00/..B00../.....B00/W00W00.B00B00B10B00/.W00W00W10.W10/W00W00.W00./W00... b 0/0 11", 4,
       1763696464},
      {"adapt3 W00W00../W10R00W10R30./.R00B20.R00./W00W00B00.R10R20./W00W00B00B00B00./.B10.B00./...B10 w "
       "1/0/0 12",
       4, 523747271},
      {"superadaptoid ..../.W00.B00./W00W00.W00B00B00/..W00W10.B00B00/W00...B10./W00.W20.B00/.... b 0/1 11",
       4, 2469769191},
      {"quantum-leap BBWBB/WBBBBW/WWBWBWW/WBWBWBBB/BBBBWBWBB/BWBWWWBW/WWWW.BW/WWBBBW/WWWBW b swap 1", 4,
       175239085},
      {"quantum-leap BWBWB/WBBBBW/WBWWWWW/BB.BBBWB/WWWBWWBWB/BBWBBWBB/WWBWWWW/WWBBWB/WBBWB b swap 1", 4,
       200078670},
      {"quantum-leap-3p RRBBR/BBBRRB/WWBWRWW/BRBRWRRR/RBBRWRWRB/RBRWWWRW/WWWB.BW/WWBRRB/WWBBB b swap 1", 4,
       164947951},
  };
  return rows;
}

}  // namespace adaptoid

// The rows of specs/bench/endgames.tsv (see bench_endgames.hpp).
#include <adaptoid/search/bench_endgames.hpp>

namespace adaptoid {

const std::vector<BenchEndgame>& bench_endgames() {
  static const std::vector<BenchEndgame> rows = {
      {"adaptoid W00.B11./W00.B00B01B00/W12W01W00B20../..W01..B00B00/W00W02W02W00B10./...../.... b 2/2 23", 3,
       3,
       "a3-a2 c4+P; a3-a2 e6+L; a3-a2 e6+P; c4-d5 e6+P; e6-f6 c4+P; e6-f6 +d4; e6-f6 +f5; e6-f6 f6+L; e6-f6 "
       "f6+P"},
      {"adaptoid ...B00/.W01W00B10B01/.W00W11..B01/.W10.W00..B00/..W01.B00./.W01.B01B00/W00W00.. b 2/4 22", 3,
       3, "b4-c4 c4+P"},
      {"adaptoid W01.W10./W01W01W01B01B10/.W02.W00B00./W01.W00B10B01.B00/W01..B20../W00B01B00B10B11/B00... b "
       "3/2 29",
       3, 3,
       "d5+L; f4+L; b5-a4 a4+L; b5-a4 a4+P; b5-a4 b4+L; b5-a4 b4+P; b5-a4 d5+L; b5-a4 f4+L; b5-c6 b4+L; "
       "b5-c6 d5+L; b5-c6 f4+L; d4-c3 b4+L; d4-c3 b4+P; d4-c3 d5+L; d4-c3 f4+L; d4-e4 b4+L; d4-e4 b4+P; "
       "d4-e4 d5+L; d4-e4 e5+L; d4-e4 e5+P; d4-e4 f4+L; e5-d6 d4+P; e5-d6 d5+L; e5-d6 f4+L; e5-e3 b4+L; "
       "e5-e3 b4+P; e5-e3 c5+L; e5-e3 c5+P; e5-e3 d4+P; e5-e3 d5+L; e5-e3 d5+P; e5-e3 d7+L; e5-e3 d7+P; "
       "e5-e3 f5+L; e5-e3 f5+P; e5-e3 f6+L; e5-e3 f6+P; e5-e3 f7+L; e5-e3 f7+P; e5-e3 g4+L; e5-e3 g4+P; "
       "e5-e4 b4+L; e5-e4 b4+P; e5-e4 d4+L; e5-e4 d4+P; e5-e4 d5+L; e5-e4 f4+L; e5-e6 d4+P; e5-e6 d5+L; "
       "e5-e6 f4+L; e5-e7 d4+P; e5-e7 d5+L; e5-e7 f4+L; f6-e6 d5+L; f6-e6 d5+P; f6-e6 f4+L; f6-g6 d4+P; "
       "f6-g6 d5+L; f6-g6 e5+P; f6-g6 f4+L; f6-g7 d5+L; f6-g7 e5+P; f6-g7 f4+L; f7-e6 d4+P; f7-e6 f4+L; "
       "f7-e7 d5+L; f7-e7 f4+L; f7-g7 d5+L; f7-g7 f4+L; f7-g7 g7+L; f7-g7 g7+P"},
      {"adaptoid W01.W11./.W11.../W01W00W00.B02B10/.W00W00.B01B00./...B00B00./...B00B02/..B00. b 4/3 24", 3,
       3, "e5+L; c6-d7 e5+L"},
      {"adaptoid ..../...../.W01..W01B00/.W01.B10W02.B00/.W11W01B00.B00/..B01B01./.... w 2/3 21", 3, 3,
       "c5+L; e4+L; e3-d3 c5+L; e3-d3 e4+L; e3-e2 c5+L; e3-e2 e4+L; e3-f3 c5+L; e3-f3 e4+L; e3-f3 f3+L; "
       "e3-f4 +b1; e3-f4 +b2; e3-f4 +c1; e3-f4 c2+L; e3-f4 c2+P; e3-f4 +c3; e3-f4 +c4; e3-f4 c5+L; e3-f4 "
       "+d1; e3-f4 d2+L; e3-f4 d2+P; e3-f4 +d3; e3-f4 d5+L; e3-f4 d5+P; e3-f4 +e2; e3-f4 +e3; e3-f4 e4+L; "
       "e3-f4 e4+P; e3-f4 +f3; e3-f4 f4+L; e3-f4 f4+P; e3-f4 +g4; e3-f4 +g5"},
      {"adaptoid ..../.W00W00../...B21W00./..W00.B00W11./.W00.B00../...../.... b 1/2 8", 4, 4,
       "c4xb3 d5+P; c4xd3 d5+P"},
      {"superadaptoid ..B10./.W10..B20/.W00.W00../W10W10.W00B00B00./W01B00B02B00B00./...B10W00/W20..W00 b "
       "3/2 22",
       3, 3,
       "+f3; a3-a2 a2+P; a3-a2 +f3; a3-b3 b3+P; a3-b3 +f3; a3-b4 +f3; b5-b3 +f3; b5-b4 +f3; b5-c5 +f3; b5-c6 "
       "+f3; f6-f5 b5+P; f6-f5 +f3; f6-g6 +f3"},
      {"superadaptoid ..../.W00..W10/...B00B10./W00W11W00B01.B12B01/W00W00.B00B00./...B00./.B10.. w 3/3 21",
       3, 3,
       "+c6; b5-b4 b4+P; b5-c6 +a1; b5-c6 +a2; b5-c6 b2+L; b5-c6 b2+P; b5-c6 +b3; b5-c6 c6+L; b5-c6 c6+P; "
       "b5-c6 d1+L; b5-c6 d1+P; b5-c6 d3+L; b5-c6 d3+P; b5-c6 e2+L; b5-c6 e2+P; b5-c6 e3+L; b5-c6 e3+P; "
       "b5-c6 +e4; b5-c6 +f3; b5-c6 +f4; d2-c1 c1+L; d2-c1 +c6; d2-c2 +b4; d2-c2 b5+P; d2-c2 c2+L; d2-c2 "
       "+c6; d2-c2 +e4"},
      {"superadaptoid W00..B10/...../W10.B00B00.B01/W11.W20.B01B00B00/.W02W00..B00/.B00B00B01B00/W10... b "
       "4/2 23",
       3, 3, "c3+L; d5+L; a4-a3 c3+L; a4-a3 d5+L; a4-b4 c3+L; a4-b4 d5+L; a4-b5 c3+L; a4-b5 d5+L"},
      {"superadaptoid .W10.B00/W00W00.B00./..W11.B01B00/.....B01B00/W10.W00W10B00B01/W00..../.... w 1/2 17",
       3, 3,
       "c3+L; e5+P; a2-a1 c3+L; a2-a1 e5+P; a2-a3 a3+P; a2-a3 c3+L; a2-a3 e5+P; a2-b3 b3+P; a2-b3 c3+L; "
       "a2-b3 e5+P; c3-b3 +a1; c3-b3 a2+L; c3-b3 a2+P; c3-b3 b1+L; c3-b3 b1+P; c3-b3 b2+L; c3-b3 b2+P; c3-b3 "
       "+c1; c3-b3 +c2; c3-b3 +d1; c3-b3 +d2; c3-b3 +d3; c3-b3 +d4; c3-b3 +d5; c3-b3 e2+L; c3-b3 e2+P; c3-b3 "
       "+e3; c3-b3 e4+L; c3-b3 e4+P; c3-b3 e5+L; c3-b3 e5+P; c3-b3 f3+L; c3-b3 f3+P; c3-b3 +f4; c3-b3 +f5; "
       "c3-b3 +f6; c3-b3 +g4; c3-c4 +a1; c3-c4 a2+L; c3-c4 a2+P; c3-c4 +a3; c3-c4 b1+L; c3-c4 b1+P; c3-c4 "
       "b2+L; c3-c4 b2+P; c3-c4 +b3; c3-c4 +c1; c3-c4 +c2; c3-c4 +c3; c3-c4 c4+L; c3-c4 c4+P; c3-c4 +d1; "
       "c3-c4 +d2; c3-c4 +d3; c3-c4 +d4; c3-c4 +d5; c3-c4 e2+L; c3-c4 e2+P; c3-c4 +e3; c3-c4 e4+L; c3-c4 "
       "e4+P; c3-c4 e5+L; c3-c4 e5+P; c3-c4 f3+L; c3-c4 f3+P; c3-c4 +f4; c3-c4 +f5; c3-c4 +f6; c3-c4 +g4; "
       "c3-d3 e5+P; c3-d4 d4+L; c3-d4 e5+P; e2-d1 c3+L; e2-d1 e5+P; e2-d2 c3+L; e2-d2 e5+P; e2-e3 c3+L; "
       "e2-e3 e5+P; e5-d5 c3+L; e5-d5 d5+P; e5-f6 c3+L; e5-f6 f6+P"},
      {"superadaptoid ..../..W00W00./W01W00B21.../.....B02B01/W01W11W00.../....B00/.... b 2/2 15", 3, 3,
       "c3xb3 +a2; c3xb3 +a3; c3xb3 b3+L; c3xb3 +c5; c3xb3 +c6; c3xb3 +d5; c3xb3 d6+L; c3xb3 d6+P; c3xb3 "
       "d7+L; c3xb3 d7+P; c3xb3 +e6; c3xb3 +e7; c3xb3 +f6; c3xb3 f7+L; c3xb3 f7+P; c3xb3 +g7; c3xc2 d6+L"},
      {"adapt3 .R01.R10/W00W00.R20./..W01R00R11./W00W00W00.B00R00./W00..B00../.W01W00.B00/.W00B01B11 r 3/5/3 "
       "19",
       3, 3, "c5xd5 d6+L; c5xd5 d6+P"},
      {"quantum-leap .WWW./W..BBB/.W..BW./W..WBB.W/..WB.BB.W/WB....WB/.B.W.B./.W.B.W/W..BB b - 14", 3, 3,
       "d5xd8; e6xe9; e7xe9"},
      {"quantum-leap .BB.W/....W./WW...../B...WBB./W..W....B/B...BWB./.B.W.WW/.BW.BB/WW.B. w - 17", 3, 3,
       "h6xh8"},
      {"quantum-leap-3p W..BB/RBB.RB/R.....R/BB..R.WR/.R.R.RB.W/BWWWWB.R/BBBWW.W/BB.WWR/BR.W. b - 7", 3, 3,
       "a5xc7; b6xc7"},
      {"quantum-leap-3p .BWWB/RR...R/W.W.WR./B.BB.WBR/W..RB..BB/.WW.RRW./W..W.R./..BB.B/RWBWB b - 8", 3, 3,
       "h7xf7"},
  };
  return rows;
}

}  // namespace adaptoid

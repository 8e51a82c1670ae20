#pragma once
// Quantum Leap positions more than one test reads.

namespace adaptoid {

// 32 stones, White to move: b3xb4, c5xd5 and c5xb4 win, the other ten turns lose (by the value
// search of each child, as `adaptoid solve --position` answers).
inline constexpr const char* kQuantumLeapWonAt32 =
    "quantum-leap W.BB./WBWB.B/...WW../W..BB..W/WW.B.WBB./WW....../B.B..W./W..BB./BWW.B w - 15";

}  // namespace adaptoid

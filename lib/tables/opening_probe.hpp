#pragma once
// Table answers in the placement opening (specs/rules.md A21, A22): a table holds the positions
// after the opening (every placement, White to move); the opening's values follow from theirs.
#include <adaptoid/core/game.hpp>
#include <adaptoid/tables/table.hpp>

#include <functional>

namespace adaptoid {

using AfterOpeningProbe = std::function<Result<TableAnswer>(const Position&, ProbeDetail)>;

// p is in the placement or colour-choice phase; `after` probes a position after the opening.
// The chooser takes the colour that does better (a win with `swap` where White wins, with `keep`
// where White loses; a draw stays a draw); the first player's value is the best it can leave the
// chooser: a draw where some placement is one, else the loss that lasts longest.
Result<TableAnswer> probe_opening(const AdaptoidGame& game, const Position& p, ProbeDetail detail,
                                  const AfterOpeningProbe& after);

}  // namespace adaptoid

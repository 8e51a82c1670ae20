#pragma once
// The dense solver (dense_solve.hpp) spread over the ranks of `mpirun -np N adaptoid solve
// --dense`: each rank holds the marks and value bytes of its share of every tier's numbers
// (number_share.hpp), so each needs about 1/N of one process's memory, and the ranks write the
// one-process table of codes byte for byte. The passes are those of one process, tier by tier,
// in rounds that every rank takes together:
//   forward:  a rank expands its reached numbers of the tier; a successor whose number another
//             rank holds is sent to it (whether it is reached is known only there), and a class
//             reached is marked at its canonical number's rank, its images at theirs; rounds go
//             on until no rank has a number to expand or a message to send;
//   backward: a rank values its classes of the tier; the bytes of successors another rank holds
//             are asked for in batches and answered in the next exchange; the classes with turns
//             inside the tier are valued ply by ply (ranked_dense_plies.hpp), the parents of a
//             ply's sources sent to their ranks and their successors' bytes asked as above;
//   table:    each rank writes its classes of each tier, sorted, into its own parts folder
//             ("<table>.parts/" for rank 0, "<table>.rank<r>.parts/" for rank r: the ranks share a
//             file system), the games ended past the goal sent to a rank by their code's hash, and
//             rank 0 merges every rank's tiers into the table.
// The dense table (--dense-table) too, rank 0 writing it from the bytes every rank sends. One
// thread a rank (run a rank a core); not resumable (no checkpoint).
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>

namespace adaptoid {

// Solves the variant into the table of codes at `path` on the ranks (every rank calls it); the
// report's counts are every rank's together. Fails as solve_dense() does, on every rank.
Result<DenseSolveReport> solve_dense_on_ranks(const FastAdaptoidGame& game, const std::string& path,
                                              const DenseOptions& options, Ranks& ranks);

}  // namespace adaptoid

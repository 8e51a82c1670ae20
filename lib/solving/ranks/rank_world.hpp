#pragma once
// The ranks of this run (ranks.hpp): Open MPI's when the tool was started by mpirun with more than
// one process (mpirun sets OMPI_COMM_WORLD_SIZE), else the one process. Open MPI's come from the
// plugin libadaptoid_mpi.so (lib/solving/ranks/mpi/), loaded with dlopen: the tool is not linked to MPI, so
// it runs where MPI is not installed, and only a run under mpirun needs it. The plugin is looked
// for in ADAPTOID_MPI_PLUGIN (a path), beside the tool, then in the installed library folder.
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/util/result.hpp>

#include <memory>

namespace adaptoid {

// An Error that says why when the run is under mpirun with more than one process and the plugin
// cannot be loaded or MPI cannot start (then the ranks would each solve alone, and race).
Result<std::shared_ptr<Ranks>> ranks_of_this_run();

// The name of the plugin's entry point: `adaptoid::Ranks* adaptoid_mpi_ranks()`, nullptr when MPI
// does not start.
inline constexpr const char* kRanksPluginEntry = "adaptoid_mpi_ranks";

}  // namespace adaptoid

// The ranks of this run (see rank_world.hpp).
#include <adaptoid/solving/ranks/rank_world.hpp>

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#ifndef ADAPTOID_MPI_PLUGIN_DIR
#define ADAPTOID_MPI_PLUGIN_DIR "../lib/adaptoid"
#endif

namespace adaptoid {

namespace {

// Where the plugin may be, in order: the one named, beside the tool (the build tree), installed.
std::vector<std::string> plugin_paths() {
  constexpr const char* kName = "libadaptoid_mpi.so";
  std::vector<std::string> paths;
  if (const char* named = std::getenv("ADAPTOID_MPI_PLUGIN")) paths.emplace_back(named);
  std::error_code ec;
  const auto tool = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path();
  if (!ec) {
    paths.push_back((tool / kName).string());
    paths.push_back((tool / ADAPTOID_MPI_PLUGIN_DIR / kName).lexically_normal().string());
  }
  return paths;
}

}  // namespace

Result<std::shared_ptr<Ranks>> ranks_of_this_run() {
  const char* world = std::getenv("OMPI_COMM_WORLD_SIZE");
  if (!world || std::atoi(world) <= 1) return std::shared_ptr<Ranks>(std::make_shared<OneRank>());
  std::string tried;
  for (const std::string& path : plugin_paths()) {
    // Global: Open MPI's own components, loaded by libmpi, need its symbols.
    void* plugin = ::dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (!plugin) {
      tried += "; " + std::string(::dlerror());
      continue;
    }
    using Entry = Ranks* (*)();
    auto entry = reinterpret_cast<Entry>(::dlsym(plugin, kRanksPluginEntry));
    if (!entry) return fail(path + " is not the MPI plugin: it has no " + kRanksPluginEntry);
    Ranks* ranks = entry();
    if (!ranks) return fail("MPI did not start (" + path + ")");
    // Never unloaded: MPI is finalised when the ranks are destroyed, at the end of the run.
    return std::shared_ptr<Ranks>(ranks);
  }
  return fail("started by mpirun with " + std::string(world) +
              " processes, but the MPI plugin libadaptoid_mpi.so cannot be loaded (build with Open MPI "
              "installed: libopenmpi-dev; or set ADAPTOID_MPI_PLUGIN)" +
              tried);
}

}  // namespace adaptoid

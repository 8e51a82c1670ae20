// Output locks, side directories and outputs that are inputs (output_lock.hpp).
#include "output_lock.hpp"

#include "cli.hpp"

#include <adaptoid/io/input_file.hpp>

#include <stdlib.h>

#include <filesystem>

namespace adaptoid::cli {

namespace fs = std::filesystem;

OutputLock lock_output(const std::string& option, const std::string& path) {
  OutputLock held;
  const InputKind kind = input_kind(path);
  if (path.empty() || (kind != InputKind::Regular && kind != InputKind::Missing)) return held;
  auto lock = FileLock::acquire(path);
  if (!lock) throw fail(option + ": " + lock.error());
  held.lock.emplace(std::move(lock).value());
  return held;
}

SideDirectory::SideDirectory(const std::string& path) : path_(path) {
  const InputKind kind = input_kind(path);
  if (path.empty() || kind == InputKind::Regular || kind == InputKind::Missing) return;
  std::string dir = (fs::temp_directory_path() / "adaptoid-side-XXXXXX").string();
  if (!::mkdtemp(dir.data())) throw std::runtime_error("cannot make a directory under " + dir);
  temp_ = dir;
}

SideDirectory::~SideDirectory() {
  std::error_code ec;
  if (!temp_.empty()) fs::remove_all(temp_, ec);
}

std::string SideDirectory::side_file(const std::string& suffix) const {
  if (temp_.empty()) return path_ + suffix;
  const std::string name = fs::path(path_).filename().string();
  return temp_ + "/" + (name.empty() ? "out" : name) + suffix;
}

void refuse_input_as_output(const std::string& output_option, const std::string& out,
                            const std::vector<std::pair<std::string, std::string>>& inputs) {
  if (out.empty()) return;
  for (const auto& [option, in] : inputs) {
    std::error_code ec;
    if (in.empty() || !fs::exists(in, ec) || !fs::exists(out, ec)) continue;
    if (input_kind(out) != InputKind::Regular) continue;  // a device read and written is no file destroyed
    if (fs::equivalent(in, out, ec) && !ec)
      throw fail(output_option + ": " + out + " is the file of " + option +
                 ", an input of this command: writing it would destroy it");
  }
}

}  // namespace adaptoid::cli

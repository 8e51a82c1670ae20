// Finding published puzzles and their variants (cmd_puzzle_find.hpp).
#include "cmd_puzzle_find.hpp"

#include "cli.hpp"

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/publish/puzzle_seal.hpp>
#include <adaptoid/puzzle/puzzle_variant.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cstdlib>
#include <filesystem>

namespace adaptoid::cli {

VariantPtr load_puzzle_variant(const std::string& name);

namespace fs = std::filesystem;

namespace {

bool is_dir(const fs::path& p) {
  return input_kind(p.string()) == InputKind::Directory;
}

// The repository the running tool was built in: the nearest folder above it with CMakeLists.txt
// and puzzles/ (a build folder inside the repository, as docs/developing.md builds it).
std::optional<fs::path> repository_puzzles(const fs::path& exe) {
  fs::path dir = exe.parent_path();
  for (int up = 0; up < 4 && !dir.empty() && dir != dir.root_path(); ++up, dir = dir.parent_path())
    if (input_kind((dir / "CMakeLists.txt").string()) == InputKind::Regular && is_dir(dir / "puzzles"))
      return dir / "puzzles";
  return std::nullopt;
}

}  // namespace

GivenVariant given_variant(const std::string& text) {
  if (text.find('/') != std::string::npos || text.ends_with(".toml") || is_builtin_variant(text)) {
    VariantPtr v = load_puzzle_variant(text);
    return {text, v->name, v};
  }
  // Any other name is a file name looked for in the puzzle folders: a plain one only.
  const bool plain =
      !text.empty() && text.find("..") == std::string::npos && text[0] != '.' &&
      text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.") ==
          std::string::npos;
  if (!plain)
    throw fail("--variant '" + echo_text(text) + "': not a built-in variant, a .toml file or a name");
  return {text, text, nullptr};
}

std::vector<std::string> published_places() {
  std::vector<std::string> places;
  if (const char* env = std::getenv("ADAPTOID_PUZZLES"); env && *env) places.emplace_back(env);
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (error) return places;
  if (auto repo = repository_puzzles(exe)) places.push_back(repo->string());
  const fs::path installed = exe.parent_path().parent_path() / "share" / "adaptoid" / "puzzles";
  if (is_dir(installed)) places.push_back(installed.string());
  return places;
}

std::string variant_digest(const Variant& v) {
  return "sha256:" + sha256_hex(variant_to_toml(v));
}

VariantPtr record_variant(const Puzzle& z, const std::string& file, const GivenVariant& given) {
  const VariantPtr made = input_value(puzzle_variant(z, file), file + ": " + z.id + ": ");
  if (made->players > 3)
    throw fail(file + ": " + z.id + ": " + made->name + " has " + std::to_string(made->players) +
               " players; puzzles are for two or three");
  if (given.variant) {
    const std::string now = variant_digest(*given.variant), then = variant_digest(*made);
    if (now != then)
      throw fail("--variant " + given.text + " (" + now + ") is not the variant " + file +
                 " was made with (" + then + "): the variant changed since its puzzles were made");
  }
  return made;
}

}  // namespace adaptoid::cli

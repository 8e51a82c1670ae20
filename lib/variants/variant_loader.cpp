// Loading variants from TOML: base resolution and merging, then one validating read of the
// merged table into a Variant. The schema (keys, types, ranges, defaults) is specs/rules.md's
// option list; specs/variants/adaptoid.toml shows every Adaptoid option with its default.
// The parts are in variant_loader_parts.hpp; this file holds the public entry points.
#include <adaptoid/variants/variant_loader.hpp>

#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/variant_loader_parts.hpp>

namespace adaptoid {

namespace fs = std::filesystem;

std::vector<std::string> builtin_variant_names() {
  std::vector<std::string> names;
  for (const auto& b : builtin_variants()) names.emplace_back(b.name);
  std::sort(names.begin(), names.end());
  return names;
}

bool is_builtin_variant(std::string_view name) {
  const auto& all = builtin_variants();
  return std::any_of(all.begin(), all.end(), [&](const BuiltinVariant& b) { return b.name == name; });
}

Result<VariantPtr> load_variant_text(std::string_view text, std::string name, std::string source,
                                     std::string dir) {
  std::vector<variant_loading::Link> chain;
  const std::string identity =
      dir.empty() ? "built-in:" + name : variant_loading::file_identity(fs::path(dir) / (name + ".toml"));
  chain.push_back({identity, source});
  try {
    variant_loading::Loaded loaded = variant_loading::load_chain(text, name, source, dir, chain);
    return VariantPtr(std::make_shared<const Variant>(std::move(loaded.variant)));
  } catch (const Error& e) {  // a rejection from deep inside the reader: it never leaves the loader
    return e;
  }
}

namespace {
Result<VariantPtr> load_file(const fs::path& path) {
  const std::string source = path.string();
  auto text = variant_loading::read_file(path);
  if (!text) return fail("variant " + text.error());
  std::string dir = path.parent_path().string();
  if (dir.empty()) dir = ".";
  return load_variant_text(text.value(), path.stem().string(), source, dir);
}
}  // namespace

Result<VariantPtr> load_variant(std::string_view name_or_path) {
  const std::string arg(name_or_path);
  if (arg.find('/') != std::string::npos || arg.ends_with(".toml")) return load_file(fs::path(arg));
  if (const BuiltinVariant* b = variant_loading::find_builtin(arg))
    return load_variant_text(b->text, arg, "built-in " + arg, "");
  const fs::path local = fs::path("specs") / "variants" / (arg + ".toml");
  std::error_code ec;
  if (!arg.empty() && fs::is_regular_file(local, ec)) return load_file(local);
  return fail("unknown variant '" + echo_text(arg) + "'; built-ins: " + variant_loading::builtin_list() +
              "; or give a path to a .toml file");
}

Result<VariantPtr> load_variant_named_in(std::string_view name, const std::string& dir) {
  const std::string n(name);
  if (n.find('/') != std::string::npos || n.find('\\') != std::string::npos || n == "." || n == "..")
    return fail("variant '" + echo_text(n) +
                "' is a path: a file names its variant by a built-in name or a .toml file beside it");
  const std::string stem = n.ends_with(".toml") ? n.substr(0, n.size() - 5) : n;
  std::error_code ec;
  if (!dir.empty() && !stem.empty() && fs::is_regular_file(fs::path(dir) / (stem + ".toml"), ec))
    return load_file(fs::path(dir) / (stem + ".toml"));
  if (n.ends_with(".toml"))
    return fail("variant '" + echo_text(n) + "': no such file beside " +
                (dir.empty() ? "it" : echo_text(dir)));
  return load_variant(n);
}

}  // namespace adaptoid

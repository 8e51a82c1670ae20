// A puzzle file's variants (puzzle_variant.hpp).
#include <adaptoid/puzzle/puzzle_variant.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <filesystem>

namespace adaptoid {

namespace {

// A name that is a file name and nothing more: no folder, no "..", not hidden.
bool plain_name(const std::string& name) {
  return !name.empty() && name.size() <= 100 && name[0] != '.' && name[0] != '-' &&
         std::all_of(name.begin(), name.end(),
                     [](char c) {
                       return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                              c == '-' || c == '_' || c == '.';
                     }) &&
         name.find("..") == std::string::npos;
}

}  // namespace

std::string puzzle_variant_text(const Variant& v) {
  if (is_builtin_variant(v.name)) {
    auto builtin = load_variant(v.name);
    if (builtin && same_rules(*builtin.value(), v)) return "";
  }
  return variant_to_toml(v);
}

Result<VariantPtr> puzzle_variant(const Puzzle& z, const std::string& file) {
  if (!z.variant_text.empty()) {
    auto v = load_variant_text(z.variant_text, z.variant, "the variant_toml of " + z.id);
    if (!v) return v;
    if (v.value()->name != z.variant)
      return fail("variant_toml: names " + v.value()->name + ", not " + z.variant);
    return v;
  }
  if (is_builtin_variant(z.variant)) return load_variant(z.variant);
  if (!plain_name(z.variant))
    return fail("variant '" + echo_text(z.variant) +
                "': not a built-in, and the record carries no variant_toml");
  const std::filesystem::path beside = std::filesystem::path(file).parent_path() / (z.variant + ".toml");
  std::error_code error;
  if (!std::filesystem::is_regular_file(beside, error))
    return fail("variant '" + z.variant +
                "': not a built-in, the record carries no variant_toml, and there is no " + beside.string() +
                " beside the file");
  return load_variant(beside.string());
}

}  // namespace adaptoid

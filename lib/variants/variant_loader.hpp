#pragma once
// Loading variants from TOML (specs/variants/*.toml) and writing them back.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/util/result.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

// A built-in name ("adaptoid") or a path to a .toml file ("my/variant.toml"). A file's variant is
// named after its stem. `base = "name"` resolves to a file <name>.toml beside it, else a built-in.
Result<VariantPtr> load_variant(std::string_view name_or_path);
// A variant named inside another file (a puzzle line): a built-in's name, or a file beside that
// file ("v" or "v.toml" in `dir`, "" for none); never a path, so a file from someone else cannot
// make the tool read another file of the machine (`/etc/passwd`, `../secret.toml`).
Result<VariantPtr> load_variant_named_in(std::string_view name, const std::string& dir);
// Parses TOML text; `source` names it in error messages (a path or "built-in adaptoid"),
// `dir` is where a base is looked for ("" for built-ins only).
Result<VariantPtr> load_variant_text(std::string_view text, std::string name, std::string source,
                                     std::string dir = "");
// A complete TOML text (no base) that loads to an equal variant.
std::string variant_to_toml(const Variant& variant);
// Names of the built-in variants.
std::vector<std::string> builtin_variant_names();
// Whether `name` is one of them.
bool is_builtin_variant(std::string_view name);
// The same options, field by field (the board compared cell by cell).
bool same_rules(const Variant& a, const Variant& b);

}  // namespace adaptoid

// Files, built-ins and the base chain: a variant's `base` is loaded as a variant of its own, then
// the file's tables are merged over it, key by key.
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/toml_nesting.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid::variant_loading {

namespace fs = std::filesystem;

Result<std::string> read_file(const fs::path& path) {
  return read_text_file(path.string(), "variant file", kMaxVariantFileBytes);
}

std::string file_identity(const fs::path& path) {
  std::error_code ec;
  std::string identity = fs::weakly_canonical(path, ec).string();
  if (ec) identity = fs::absolute(path).lexically_normal().string();
  return identity;
}

const BuiltinVariant* find_builtin(std::string_view name) {
  for (const auto& b : builtin_variants())
    if (b.name == name) return &b;
  return nullptr;
}

std::string builtin_list() {
  return join(builtin_variant_names());
}

namespace {

toml::table parse_toml(std::string_view text, const std::string& source) {
  // Refused before toml++ sees it: toml++ recurses a level at a time.
  if (const TomlNesting n = toml_nesting(text); n.depth > kMaxTomlNesting)
    throw fail("variant " + source + ":" + std::to_string(n.line) + ": tables or arrays nested more than " +
               std::to_string(kMaxTomlNesting) + " levels deep (a variant needs a few)");
  try {
    return toml::parse(text, source);
  } catch (const toml::parse_error& e) {
    const auto& at = e.source().begin;
    throw fail("variant " + source + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) +
               ": TOML syntax error: " + one_line(std::string(e.description())));
  }
}

// Tables merge key by key; values and arrays replace.
void merge_into(toml::table& dst, const toml::table& src) {
  for (const auto& [key, node] : src) {
    toml::table* into = dst[key].as_table();
    if (into && node.is_table())
      merge_into(*into, *node.as_table());
    else
      dst.insert_or_assign(key, node);
  }
}

// The file or built-in named by `base`, loaded as a variant of its own.
Loaded load_base(const std::string& named, const std::string& source, const std::string& dir,
                 std::vector<Link>& chain) {
  // "v.toml" is the file beside this one, as "v" is (and only that: never a built-in).
  const bool file_named = named.ends_with(".toml");
  const std::string base = file_named ? named.substr(0, named.size() - 5) : named;
  if (base.empty() || base.find('/') != std::string::npos || base.find('\\') != std::string::npos)
    throw fail("variant " + source + ": base: '" + echo_text(named) +
               "' is not a variant name; give the stem of a .toml file beside this one, or a built-in (" +
               builtin_list() + ")");
  Link link;
  std::optional<std::string> text;
  std::string base_dir;
  if (!dir.empty()) {
    const fs::path path = fs::path(dir) / (base + ".toml");
    if (fs::exists(path)) {
      auto read = read_file(path);
      link.source = path.lexically_normal().string();
      if (!read) throw fail("variant " + read.error());
      text = std::move(read).value();
      link.identity = file_identity(path);
      base_dir = dir;
    }
  }
  if (!text && file_named)
    throw fail("variant " + source + ": base: no " + echo_text(named) + " beside this file");
  if (!text) {
    const BuiltinVariant* b = find_builtin(base);
    if (!b)
      throw fail("variant " + source + ": base: unknown variant '" + base + "'" +
                 (dir.empty() ? "" : " (no " + base + ".toml beside this file)") +
                 "; built-ins: " + builtin_list());
    text = std::string(b->text);
    link.source = "built-in " + base;
    link.identity = "built-in:" + base;
  }
  for (size_t i = 0; i < chain.size(); ++i)
    if (chain[i].identity == link.identity) {
      std::vector<std::string> names;
      for (size_t j = i; j < chain.size(); ++j) names.push_back(chain[j].source);
      names.push_back(link.source);
      throw fail("variant " + source + ": base: the base chain loops: " + join(names, " -> "));
    }
  chain.push_back(link);
  Loaded loaded = load_chain(*text, base, link.source, base_dir, chain);
  chain.pop_back();
  return loaded;
}

}  // namespace

Loaded load_chain(std::string_view text, const std::string& name, const std::string& source,
                  const std::string& dir, std::vector<Link>& chain) {
  const toml::table own = parse_toml(text, source);
  toml::table merged;
  if (const toml::node* base = own.get("base")) {
    if (!base->is_string())
      throw fail("variant " + source + ": base: expected a string, found " + a_type(*base));
    Loaded parent = load_base(base->as_string()->get(), source, dir, chain);
    merged = std::move(parent.merged);
    // A new board shape replaces the base's board as a whole.
    if (own["board"]["shape"].node()) merged.erase("board");
    // A new player count resets the options written per player.
    if (const auto* players = own.get_as<int64_t>("players");
        players && players->get() != parent.variant.players)
      for (auto key : player_count_keys()) merged.erase(key);
  }
  toml::table self = own;
  self.erase("base");
  merge_into(merged, self);
  Reader reader(source, std::move(merged), own);
  Variant v = reader.read(name);
  return {std::move(reader).take_table(), std::move(v)};
}

}  // namespace adaptoid::variant_loading

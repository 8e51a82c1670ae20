#pragma once
// How deep a TOML text nests, read before the text goes to toml++: toml++ builds, copies, merges
// and frees tables by recursion, one stack frame or more a level, and a few thousand dotted keys
// (`a.b.c...`), table headers (`[a.b.c...]`), arrays of tables or inline tables end the process
// with a stack overflow. This scan is a loop: it counts the levels each key, header, array and
// inline table opens, without recursion, and stops at the first place past the limit.
#include <cstddef>
#include <string_view>

namespace adaptoid::variant_loading {

// A variant needs three or four levels ([board], [adaptoid.counts], an array of arrays): 64 is
// far past any real file and far below what toml++ can take on a 1 MiB stack.
inline constexpr size_t kMaxTomlNesting = 64;

struct TomlNesting {
  size_t depth = 0;  // the deepest level seen (the first past the limit when it stopped there)
  size_t line = 0;   // where that level was reached (1: the first line)
};

// The deepest nesting of `text`, scanning no further than the first level past `limit`.
TomlNesting toml_nesting(std::string_view text, size_t limit = kMaxTomlNesting);

}  // namespace adaptoid::variant_loading

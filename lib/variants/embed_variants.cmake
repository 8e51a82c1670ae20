# Writes a C++ source holding every specs/variants/*.toml and specs/variants/small/*.toml as a raw
# string, keyed by file stem (so the stems must be distinct).
file(GLOB files "${DIR}/*.toml" "${DIR}/small/*.toml")
list(SORT files)
set(body "// Generated from specs/variants by embed_variants.cmake; do not edit.\n#include <adaptoid/variants/builtin_variants.hpp>\nnamespace adaptoid {\nconst std::vector<BuiltinVariant>& builtin_variants() {\n  static const std::vector<BuiltinVariant> all = {\n")
foreach(f IN LISTS files)
  get_filename_component(stem "${f}" NAME_WE)
  file(READ "${f}" text)
  string(APPEND body "    {\"${stem}\", R\"__toml__(${text})__toml__\"},\n")
endforeach()
string(APPEND body "  };\n  return all;\n}\n}  // namespace adaptoid\n")
file(WRITE "${OUT}.tmp" "${body}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUT}.tmp" "${OUT}")

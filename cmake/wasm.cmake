# The WebAssembly build's dependencies (CMakeLists.txt, ADAPTOID_WASM): the header-only libraries
# of the Debian packages (fmt, toml++, nlohmann-json, Boost), seen through a folder of links in the
# build tree so that emscripten's compiler sees those headers and none of the host's C library.
# The build is single-threaded: Threads::Threads is empty (the library runs its work on the
# calling thread when asked for one thread).
set(ADAPTOID_WASM_INCLUDE ${PROJECT_BINARY_DIR}/wasm_include)
file(MAKE_DIRECTORY ${ADAPTOID_WASM_INCLUDE})
foreach(dir fmt toml++ nlohmann boost)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} not found: install libfmt-dev, libtomlplusplus-dev, "
                        "nlohmann-json3-dev and libboost-graph-dev")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${ADAPTOID_WASM_INCLUDE}/${dir} SYMBOLIC)
endforeach()

function(adaptoid_header_only target)
  add_library(${target} INTERFACE IMPORTED GLOBAL)
  target_include_directories(${target} SYSTEM INTERFACE ${ADAPTOID_WASM_INCLUDE})
  target_compile_definitions(${target} INTERFACE ${ARGN})
endfunction()
adaptoid_header_only(fmt::fmt FMT_HEADER_ONLY)
adaptoid_header_only(tomlplusplus::tomlplusplus TOML_HEADER_ONLY=1)
adaptoid_header_only(nlohmann_json::nlohmann_json)
adaptoid_header_only(Boost::boost)
add_library(Threads::Threads INTERFACE IMPORTED GLOBAL)

# A bad variant file is an exception caught and said, so exceptions are on (wasm's own, the
# fast kind); -O3 as the native Release build.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)

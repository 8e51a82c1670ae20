# adaptoid_module(NAME DEPENDS <modules below it> [LINK <external targets, public>]
#                 [PRIVATE_LINK <external targets>] [EXTRA_SOURCES <files>])
# Makes the static library adaptoid_<NAME> from lib/<NAME>/*.cpp. Its headers are seen as
# <adaptoid/<NAME>/...> through a folder in the build tree that holds one link to lib/<NAME>, so
# a module's include root shows no other module. A module in a folder of a folder that groups
# modules (lib/report/play) is named by its path, report/play: its target adaptoid_report_play.

function(adaptoid_module name)
  cmake_parse_arguments(M "" "" "DEPENDS;LINK;PRIVATE_LINK;EXTRA_SOURCES" ${ARGN})
  set(dir ${CMAKE_CURRENT_SOURCE_DIR})
  set(path ${name})
  string(REPLACE "/" "_" name ${path})
  set(root ${PROJECT_BINARY_DIR}/include_roots/${name})
  get_filename_component(parent ${root}/adaptoid/${path} DIRECTORY)
  file(MAKE_DIRECTORY ${parent})
  file(CREATE_LINK ${dir} ${root}/adaptoid/${path} SYMBOLIC)
  file(GLOB sources CONFIGURE_DEPENDS ${dir}/*.cpp)
  file(GLOB headers CONFIGURE_DEPENDS ${dir}/*.hpp)
  # A module's internal header (<file>_parts.hpp: what the parts of one split file share) is not
  # installed.
  list(FILTER headers EXCLUDE REGEX "_parts\\.hpp$")
  if(sources OR M_EXTRA_SOURCES)
    add_library(adaptoid_${name} STATIC ${sources} ${M_EXTRA_SOURCES})
    # In batches of 8 (ADAPTOID_UNITY), as the tool and the tests: each batch parses the standard
    # and the lower modules' headers once, half the library's compile. So the files of a module
    # share one namespace in a batch: a helper of one file must not take another's name (or a
    # header's). scripts/tidy.sh still compiles every file alone, so none leans on another's
    # includes. Measured on 2 cores with make: 3.4 minutes file by file, 2.3 in batches.
    set_target_properties(adaptoid_${name} PROPERTIES UNITY_BUILD ${ADAPTOID_UNITY} UNITY_BUILD_BATCH_SIZE 8)
    set(scope PUBLIC)
  else()
    add_library(adaptoid_${name} INTERFACE)
    set(scope INTERFACE)
  endif()
  add_library(Adaptoid::${name} ALIAS adaptoid_${name})
  set_target_properties(adaptoid_${name} PROPERTIES EXPORT_NAME ${name} OUTPUT_NAME adaptoid_${name})
  target_include_directories(adaptoid_${name} ${scope}
    $<BUILD_INTERFACE:${root}> $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  # The headers need C++20: say so on the target, so a project using the installed package gets it.
  target_compile_features(adaptoid_${name} ${scope} cxx_std_20)
  set(deps)
  foreach(dep IN LISTS M_DEPENDS)
    string(REPLACE "/" "_" dep_target adaptoid_${dep})
    if(NOT TARGET ${dep_target})
      message(FATAL_ERROR "module ${path}: depends on '${dep}', which is not a module defined before it")
    endif()
    list(APPEND deps ${dep_target})
  endforeach()
  target_link_libraries(adaptoid_${name} ${scope} ${deps} ${M_LINK})
  if(M_PRIVATE_LINK)
    target_link_libraries(adaptoid_${name} PRIVATE ${M_PRIVATE_LINK})
  endif()
  install(FILES ${headers} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/adaptoid/${path} COMPONENT devel)
  set_property(GLOBAL APPEND PROPERTY ADAPTOID_MODULES adaptoid_${name})
  string(JOIN " " dep_text ${M_DEPENDS})
  set_property(GLOBAL APPEND_STRING PROPERTY ADAPTOID_MODULE_GRAPH "${path}: ${dep_text}\n")
endfunction()

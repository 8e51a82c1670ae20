# What `cmake --install build --prefix P` installs (the modules' headers are installed by
# lib/adaptoid_module.cmake, beside the glob that finds them):
#   bin/adaptoid                          the tool                         (component tool)
#   share/adaptoid/variants/              the built-in variant files       (component tool)
#   share/adaptoid/puzzles/               the year files of daily puzzles  (component tool)
#   lib/systemd/system/adaptoid-puzzle-page.{service,timer}
#                                         the daily export, disabled until (component tool)
#                                         enabled (cmake/systemd/)
#   lib/libadaptoid_<module>.a            the modules                      (component devel)
#   lib/cmake/Adaptoid/                   find_package(Adaptoid)           (component devel)
#   lib/pkgconfig/adaptoid.pc             pkg-config                       (component devel)
#   lib/python3/dist-packages/adaptoid/   the Python module: _core and the (component python:
#                                         package's files (docs/library.md) python/CMakeLists.txt,
#                                         where pybind11 is found; ADAPTOID_PYTHON_INSTALL_DIR)
#   lib/adaptoid/libadaptoid_mpi.so       the MPI plugin, where the tool   (component mpi: lib/solving/ranks/mpi/,
#                                         looks for it (rank_world.hpp)    not in the Debian packages)
# Every path below is relative to the prefix, so the prefix may be chosen at install time.
include(CMakePackageConfigHelpers)

set(ADAPTOID_VARIANTS_INSTALL_DIR ${CMAKE_INSTALL_DATADIR}/adaptoid/variants)
set(ADAPTOID_CMAKE_INSTALL_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/Adaptoid)
get_property(ADAPTOID_MODULE_TARGETS GLOBAL PROPERTY ADAPTOID_MODULES)  # bottom to top

install(TARGETS adaptoid RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tool)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/specs/variants/ DESTINATION ${ADAPTOID_VARIANTS_INSTALL_DIR}
        COMPONENT tool FILES_MATCHING PATTERN "*.toml")
# The daily publication: the year files, and a service and timer that export them each day. The
# package only installs the units (no maintainer script enables them): the editor enables the timer.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/puzzles/ DESTINATION ${CMAKE_INSTALL_DATADIR}/adaptoid/puzzles
        COMPONENT tool FILES_MATCHING PATTERN "*.jsonl" PATTERN "web" EXCLUDE PATTERN "svg" EXCLUDE)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/systemd/adaptoid-puzzle-page.service
              ${CMAKE_CURRENT_LIST_DIR}/systemd/adaptoid-puzzle-page.timer
        DESTINATION lib/systemd/system COMPONENT tool)

install(TARGETS ${ADAPTOID_MODULE_TARGETS} adaptoid_library EXPORT AdaptoidTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT devel)
install(EXPORT AdaptoidTargets NAMESPACE Adaptoid:: DESTINATION ${ADAPTOID_CMAKE_INSTALL_DIR}
        COMPONENT devel)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/AdaptoidConfig.cmake.in
  ${PROJECT_BINARY_DIR}/AdaptoidConfig.cmake INSTALL_DESTINATION ${ADAPTOID_CMAKE_INSTALL_DIR}
  PATH_VARS ADAPTOID_VARIANTS_INSTALL_DIR)
# 0.x: a new minor version may break the API, so only the same minor version is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/AdaptoidConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/AdaptoidConfig.cmake ${PROJECT_BINARY_DIR}/AdaptoidConfigVersion.cmake
        DESTINATION ${ADAPTOID_CMAKE_INSTALL_DIR} COMPONENT devel)

# pkg-config: the libraries top module first (a static library before the ones it uses), and the
# prefix found from the .pc file's own place, since the prefix is chosen only at install time.
set(ADAPTOID_PC_LIBS)
foreach(target IN LISTS ADAPTOID_MODULE_TARGETS)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "STATIC_LIBRARY")
    string(PREPEND ADAPTOID_PC_LIBS "-l${target} ")
  endif()
endforeach()
string(STRIP "${ADAPTOID_PC_LIBS}" ADAPTOID_PC_LIBS)
file(RELATIVE_PATH ADAPTOID_PC_PREFIX_FROM_PCFILEDIR /p/${CMAKE_INSTALL_LIBDIR}/pkgconfig /p)
string(REGEX REPLACE "/$" "" ADAPTOID_PC_PREFIX_FROM_PCFILEDIR "${ADAPTOID_PC_PREFIX_FROM_PCFILEDIR}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/adaptoid.pc.in ${PROJECT_BINARY_DIR}/adaptoid.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/adaptoid.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT devel)

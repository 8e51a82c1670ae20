# `cpack -G DEB` in the build folder: two Debian packages from the install components,
#   adaptoid      the tool, the variant and year files, the daily page's systemd units (installed
#                 disabled: no maintainer script enables them); dependencies from dpkg-shlibdeps
#   adaptoid-dev  the static libraries, headers, CMake package and adaptoid.pc
#   python3-adaptoid  the Python module (import adaptoid) for Debian's python3, where it was built
# The build uses -march=native by default (ADAPTOID_NATIVE): a package for other machines should
# be made from a build configured with -DADAPTOID_NATIVE=OFF.
set(CPACK_PACKAGE_NAME adaptoid)
set(CPACK_PACKAGE_VENDOR "Adaptoid toolkit")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Rules, solver and daily puzzles for the Adaptoid board-game family")
set(CPACK_PACKAGE_DESCRIPTION
    "The adaptoid command-line tool plays, counts, checks and solves Adaptoid, Superadaptoid, Adapt3 and Quantum Leap, and makes daily puzzles.")
set(CPACK_PACKAGE_CONTACT "Adaptoid toolkit maintainers <maintainers@users.noreply.a-seed-31dfa154.example>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL tool devel)
if(TARGET adaptoid_python)
  list(APPEND CPACK_COMPONENTS_ALL python)
  # The module is built for one Python (its ABI): the one CMake found, by its version.
  set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-adaptoid)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS
      "python3 (>= ${ADAPTOID_PYTHON_VERSION}), python3 (<< ${ADAPTOID_PYTHON_VERSION}.999), python3-numpy")
  set(CPACK_COMPONENT_PYTHON_DESCRIPTION
      "The Adaptoid rules library in Python: variants, positions, turns as actions, observation planes, perft, the endgame search, players and matches, and an OpenSpiel-shaped game.")
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # adaptoid_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_TOOL_PACKAGE_NAME adaptoid)
set(CPACK_DEBIAN_TOOL_PACKAGE_SHLIBDEPS ON)  # libz3-4, libfmt9, libtomlplusplus3, libstdc++6 ...
set(CPACK_DEBIAN_DEVEL_PACKAGE_NAME adaptoid-dev)
set(CPACK_DEBIAN_DEVEL_PACKAGE_SECTION libdevel)
# What find_package(Adaptoid) and adaptoid.pc look for (AdaptoidConfig.cmake.in, adaptoid.pc.in).
set(CPACK_DEBIAN_DEVEL_PACKAGE_DEPENDS
    "libz3-dev, libboost1.74-dev | libboost-dev (>= 1.74), libtomlplusplus-dev, libfmt-dev, nlohmann-json3-dev, libssl-dev, pkg-config")
set(CPACK_COMPONENT_TOOL_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_COMPONENT_DEVEL_DESCRIPTION
    "Static libraries, headers, a CMake package (find_package(Adaptoid)) and adaptoid.pc for the Adaptoid rules library.")
include(CPack)

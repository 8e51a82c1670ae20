#pragma once
// The page's own files (puzzles/web: index.html, the scripts, the style), built into the library
// from the list ADAPTOID_PAGE_FILES (lib/publish/CMakeLists.txt), so that an export writes them
// beside the days and its folder opens as it is.
#include <adaptoid/publish/puzzle_page.hpp>

#include <vector>

namespace adaptoid {

// Each file's path relative to the page's directory and its bytes, in the list's order.
std::vector<PageFile> page_program_files();

// The page links to the toolkit's page (tools/web/index.html) two folders up, where it is in the
// repository; a page exported anywhere else would link to nothing. `toolkit_beside` false: the
// link (the element of id "toolkit-link") taken out of index.html.
std::vector<PageFile> page_program_files(bool toolkit_beside);

}  // namespace adaptoid

// The page's link to the toolkit's page, kept only where it leads somewhere (page_program.hpp).
#include <adaptoid/publish/page_program.hpp>

#include <regex>

namespace adaptoid {

std::vector<PageFile> page_program_files(bool toolkit_beside) {
  std::vector<PageFile> files = page_program_files();
  if (toolkit_beside) return files;
  static const std::regex kLink(R"(<a\b[^>]*\bid="toolkit-link"[^>]*>[\s\S]*?</a>)");
  for (PageFile& f : files)
    if (f.path == "index.html") f.content = std::regex_replace(f.content, kLink, "");
  return files;
}

}  // namespace adaptoid

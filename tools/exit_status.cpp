#include "exit_status.hpp"

#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace adaptoid::cli {

namespace {

std::string without_code_marks(std::string_view text) {
  std::string out;
  for (char ch : text)
    if (ch != '`') out += ch;
  return out;
}

}  // namespace

int exit_status_of(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::Input:
      return 2;
    case ErrorKind::Budget:
      return 3;
    case ErrorKind::Output:
    case ErrorKind::Disagreement:
      return 1;
  }
  return 1;
}

std::string exit_status_help(std::size_t width) {
  std::string out = "Exit status:\n";
  for (const ExitStatusRow& row : kExitStatuses) {
    const std::string lead = "  " + std::string(row.status) + "  ";
    const std::string indent(lead.size(), ' ');
    std::istringstream words(without_code_marks(row.meaning));
    std::string line = lead;
    bool empty = true;
    for (std::string word; words >> word;) {
      if (!empty && line.size() + 1 + word.size() > width) {
        out += line + "\n";
        line = indent;
        empty = true;
      }
      line += (empty ? "" : " ") + word;
      empty = false;
    }
    out += line + "\n";
  }
  return out;
}

std::string out_of_memory_line() {
  return "out of memory: the work needed more than " + memory_limit_text() +
         "; give it a smaller job, or more memory";
}

FileSystemProblem file_system_problem(const std::filesystem::filesystem_error& e) {
  const std::string path = echo_text(e.path1().string());
  const int code = e.code().value();
  if (std::string_view(e.what()).find("temp_directory_path") != std::string_view::npos) {
    const char* tmpdir = std::getenv("TMPDIR");
    return {2, "TMPDIR '" + echo_text(tmpdir ? tmpdir : "") +
                   "' is not a folder: set TMPDIR to a folder that exists, or unset it"};
  }
  if (code == ELOOP) return {2, path + ": symlink loop (a link leads back to itself)"};
  if (code == ENAMETOOLONG) return {2, path + ": a name too long for the file system"};
  if (code == ENOENT || code == ENOTDIR) return {2, path + ": no such file or folder"};
  if (code == EACCES || code == EPERM) return {2, path + ": permission denied"};
  return {1, (path.empty() ? std::string("a file") : path) + ": " + std::strerror(code)};
}

}  // namespace adaptoid::cli

// File error texts (file_error.hpp).
#include <adaptoid/io/file_error.hpp>

#include <cerrno>
#include <system_error>

namespace adaptoid {

std::string file_error_text(int error_number) {
  if (error_number == ELOOP) return "symlink loop (a link leads back to itself)";
  return std::system_category().message(error_number);  // strerror's text, thread-safe
}

}  // namespace adaptoid

#pragma once
// The words for a failed file operation, one place for every reader and writer: the system's
// text says "Too many levels of symbolic links" for a link that leads back to itself, which a
// person given that path rarely recognises as a loop.
#include <string>

namespace adaptoid {

// "symlink loop (a link leads back to itself)" for ELOOP, else the system's text for the error
// number.
std::string file_error_text(int error_number);

}  // namespace adaptoid

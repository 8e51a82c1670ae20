// libFuzzer target: the puzzle reader (see fuzz_file_checks.hpp).
#include "fuzz_file_checks.hpp"
#include "fuzz_target.hpp"

ADAPTOID_FUZZ_TARGET("fuzz_puzzle", adaptoid::fuzz::check_puzzle_text)

// libFuzzer target: the position reader (see fuzz_checks.hpp).
#include "fuzz_checks.hpp"
#include "fuzz_target.hpp"

ADAPTOID_FUZZ_TARGET("fuzz_position", adaptoid::fuzz::check_position_text)

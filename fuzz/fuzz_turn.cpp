// libFuzzer target: the turn reader (see fuzz_checks.hpp).
#include "fuzz_checks.hpp"
#include "fuzz_target.hpp"

ADAPTOID_FUZZ_TARGET("fuzz_turn", adaptoid::fuzz::check_turn_text)

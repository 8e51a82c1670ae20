// libFuzzer target: the variant reader (see fuzz_checks.hpp).
#include "fuzz_checks.hpp"
#include "fuzz_target.hpp"

ADAPTOID_FUZZ_TARGET("fuzz_variant", adaptoid::fuzz::check_variant_text)

// libFuzzer target: the record reader (see fuzz_file_checks.hpp).
#include "fuzz_file_checks.hpp"
#include "fuzz_target.hpp"

ADAPTOID_FUZZ_TARGET("fuzz_record", adaptoid::fuzz::check_record_text)

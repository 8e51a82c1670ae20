// libFuzzer target: the table reader (see fuzz_file_checks.hpp).
#include "fuzz_file_checks.hpp"
#include "fuzz_target.hpp"

ADAPTOID_FUZZ_TARGET("fuzz_table", adaptoid::fuzz::check_table_bytes)

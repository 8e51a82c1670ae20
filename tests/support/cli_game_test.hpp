#pragma once
// The fixture of the CliGame suite, whose tests are in two files (test_cli_game.cpp,
// test_game_record_cli.cpp): googletest wants the one class for a suite, so it is here, outside
// either file's anonymous namespace.
#include "scratch_dir_test.hpp"

namespace adaptoid {

class CliGame : public testing::ScratchDirTest {};

}  // namespace adaptoid

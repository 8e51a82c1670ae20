#pragma once
// A test with a directory of its own under the system's temporary directory (named by the
// process, the suite and the test, so parallel ctest runs never share one), removed after it.
// ScratchDirTest for a plain test, ScratchDirFixture<::testing::TestWithParam<T>> for a parametrised one.
// A fixture takes its suite's name. Where that is also a library type's (Puzzle, Report), the fixture
// and its tests sit in a namespace of their own: in a unity batch the files share one anonymous
// namespace, and a fixture there would hide the type from every later file of the batch. Inside
// such a test the name is the fixture's, so the type is written adaptoid::Puzzle.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <system_error>

namespace adaptoid::testing {

template <class Base>
class ScratchDirFixture : public Base {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "_" + info->name();
    std::replace(name.begin(), name.end(), '/', '_');  // a parametrised test's "Name/0"
    dir_ = std::filesystem::temp_directory_path() / ("adaptoid_" + std::to_string(::getpid()) + "_" + name);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ignored;  // none made when a subclass skipped the test before SetUp
    if (!dir_.empty()) std::filesystem::remove_all(dir_, ignored);
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::filesystem::path dir_;
};

using ScratchDirTest = ScratchDirFixture<::testing::Test>;

}  // namespace adaptoid::testing

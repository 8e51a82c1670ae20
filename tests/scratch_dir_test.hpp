#pragma once
// A test with a directory of its own under the system's temporary directory (named by the
// process, the suite and the test, so parallel ctest runs never share one), removed after it.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <string>

namespace adaptoid::testing {

class ScratchDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           ("adaptoid_" + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_" + info->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::filesystem::path dir_;
};

}  // namespace adaptoid::testing

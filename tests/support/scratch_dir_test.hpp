#pragma once
// A directory of a test's own under the system's temporary directory (named by the process, the
// suite and the test, so parallel ctest runs never share one), removed after it:
//   ScratchDir                  made and removed by its scope, inside a plain TEST;
//   ScratchDirTest              a fixture's, for a suite whose every test needs one;
//   ScratchDirFixture<::testing::TestWithParam<T>>  the same for a parametrised suite.
// A suite named like a library type (Puzzle, Report) takes the ScratchDir: a fixture must bear the
// suite's name, and in a unity batch, whose files share one anonymous namespace, it would hide the
// type from the batch's later files.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace adaptoid::testing {

class ScratchDir {
 public:
  ScratchDir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "_" + info->name();
    std::replace(name.begin(), name.end(), '/', '_');  // a parametrised test's "Name/0"
    dir_ = std::filesystem::temp_directory_path() / ("adaptoid_" + std::to_string(::getpid()) + "_" + name);
    std::filesystem::remove_all(dir_);  // a killed run's, under a process id used again
    std::filesystem::create_directories(dir_);
  }
  ~ScratchDir() {
    std::error_code ignored;  // best effort: a failed removal must not end the test run
    std::filesystem::remove_all(dir_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  ScratchDir(ScratchDir&&) = delete;
  ScratchDir& operator=(ScratchDir&&) = delete;

  std::string operator/(const std::string& name) const { return (dir_ / name).string(); }
  std::string str() const { return dir_.string(); }
  // The names in the directory (a temporary left behind shows here).
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(dir_))
      out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  std::filesystem::path dir_;
};

template <class Base>
class ScratchDirFixture : public Base {
 protected:
  void SetUp() override {
    scratch_.emplace();
    dir_ = scratch_->str();
  }
  // None was made when a subclass skipped the test before SetUp.
  void TearDown() override { scratch_.reset(); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::filesystem::path dir_;

 private:
  std::optional<ScratchDir> scratch_;
};

using ScratchDirTest = ScratchDirFixture<::testing::Test>;

}  // namespace adaptoid::testing

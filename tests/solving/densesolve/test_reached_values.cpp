// The dense solver's values of the reached classes (densesolve/reached_values.hpp): the marks of a
// number change only as asked and leave their word's others alone, even from two threads; every
// reached class's canonical number gets its own byte, and the images none once sealed; the
// byte-a-number form (a checkpoint) gives them back as they were.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>

#include <thread>
#include <vector>

namespace adaptoid {
namespace {

using Mark = ReachedValues::Mark;

// Marks drawn for `numbers` numbers, raised one step at a time as the forward pass does.
std::vector<Mark> raise_all(ReachedValues& v, const std::vector<int>& draws) {
  std::vector<Mark> marks;
  for (uint64_t n = 0; n < draws.size(); ++n) {
    const auto m = static_cast<Mark>(draws[n] & 3);
    if (m == ReachedValues::kImage) {
      EXPECT_TRUE(v.raise(n, ReachedValues::kNotReached, ReachedValues::kImage));
    }
    if (m >= ReachedValues::kReached) {
      EXPECT_TRUE(v.raise(n, ReachedValues::kNotReached, ReachedValues::kReached));
    }
    if (m == ReachedValues::kExpanded) {
      EXPECT_TRUE(v.raise(n, ReachedValues::kReached, ReachedValues::kExpanded));
    }
    marks.push_back(m);
  }
  return marks;
}

RC_GTEST_PROP(ReachedValues, EveryReachedClassHasItsOwnByteAndTheRestNone, ()) {
  // Up to a few groups of 256 numbers (a count before each), most of them reached or none.
  const auto size = *rc::gen::inRange<size_t>(0, 1200);
  const int most = *rc::gen::inRange(0, 4);
  const auto draws = *rc::gen::container<std::vector<int>>(size, rc::gen::inRange(0, most + 1));
  ReachedValues v(draws.size(), 2);
  const std::vector<Mark> marks = raise_all(v, draws);
  uint64_t reached = 0;
  for (uint64_t n = 0; n < marks.size(); ++n) {
    RC_ASSERT(v.mark(n) == marks[n]);
    RC_ASSERT(!v.raise(n, static_cast<Mark>((marks[n] + 1) & 3), ReachedValues::kExpanded));  // not its mark
    reached += marks[n] >= ReachedValues::kReached;
  }
  v.seal(2);
  RC_ASSERT(v.reached() == reached);
  const auto is_class = [&](uint64_t n) { return marks[n] >= ReachedValues::kReached; };
  for (uint64_t n = 0; n < marks.size(); ++n) {  // sealed: a reached class's canonical number or not
    RC_ASSERT(v.holds(n) == is_class(n));
    RC_ASSERT(v.mark(n) == (is_class(n) ? ReachedValues::kExpanded : ReachedValues::kNotReached));
  }
  uint64_t r = 0;
  v.each_reached(0, marks.size(), [&](uint64_t n, uint64_t place) {
    RC_ASSERT(is_class(n));
    RC_ASSERT(place == r++);
    RC_ASSERT(place == v.slot(n));
  });
  RC_ASSERT(r == reached);
  std::vector<std::pair<uint64_t, uint8_t>> batch;  // the odd ones in one batch, the even in another
  for (const uint64_t parity : {1, 0}) {
    for (uint64_t n = 0; n < marks.size(); ++n)
      if (is_class(n) && n % 2 == parity) batch.emplace_back(n, static_cast<uint8_t>(n % 200));
    v.set_all(batch);
    RC_ASSERT(batch.empty());
  }
  std::vector<uint8_t> bytes(marks.size());
  v.bytes(0, marks.size(), bytes.data(), true);
  for (uint64_t n = 0; n < marks.size(); ++n) {
    RC_ASSERT(bytes[n] == (is_class(n) ? n % 200 : dense_value::kNone));
    if (is_class(n)) RC_ASSERT(v.value(n) == n % 200);
  }
  // A checkpoint's bytes taken back into a fresh store give the same bytes.
  ReachedValues back(marks.size(), 1);
  back.restore_marks(bytes.data());
  back.seal(1);
  back.restore_values(bytes.data());
  std::vector<uint8_t> again(marks.size());
  back.bytes(0, marks.size(), again.data(), true);
  RC_ASSERT(again == bytes);
}

TEST(ReachedValues, BeforeTheirValuesTheNumbersShowTheirMarksAndATableRefusesThem) {
  ReachedValues v(1000, 1);
  ASSERT_TRUE(v.raise(5, ReachedValues::kNotReached, ReachedValues::kImage));
  ASSERT_TRUE(v.raise(6, ReachedValues::kNotReached, ReachedValues::kReached));
  ASSERT_TRUE(v.raise(999, ReachedValues::kNotReached, ReachedValues::kReached));
  ASSERT_TRUE(v.raise(999, ReachedValues::kReached, ReachedValues::kExpanded));
  std::vector<uint8_t> b(1000);
  v.bytes(0, 1000, b.data());
  EXPECT_EQ(b[4], dense_value::kNone);
  EXPECT_EQ(b[5], dense_value::kImage);
  EXPECT_EQ(b[6], dense_value::kReached);
  EXPECT_EQ(b[999], dense_value::kExpanded);
  v.seal(1);
  EXPECT_EQ(v.reached(), 2u);  // the image has no byte of its own
  v.bytes(3, 1000, b.data());  // from the middle: the marks again, none solved yet
  EXPECT_EQ(b[2], dense_value::kNone);
  EXPECT_EQ(b[3], dense_value::kExpanded);
  EXPECT_THROW(v.bytes(0, 1000, b.data(), true), std::logic_error);
  std::vector<std::pair<uint64_t, uint8_t>> batch = {{5, 1}};
  EXPECT_THROW(v.set_all(batch), std::logic_error);  // an image holds no byte
  batch = {{6, 2}};
  v.set_all(batch);
  EXPECT_THROW(v.bytes(0, 1000, b.data(), true), std::logic_error);  // 999 still has none
  batch = {{999, 3}};
  v.set_all(batch);
  v.bytes(0, 1000, b.data(), true);
  EXPECT_EQ(b[999], 3);
  EXPECT_THROW(v.seal(1), std::logic_error);
  EXPECT_THROW(v.restore_marks(b.data()), std::logic_error);
  EXPECT_THROW(v.raise(7, ReachedValues::kNotReached, ReachedValues::kImage), std::logic_error);
  EXPECT_EQ(v.mark(6), ReachedValues::kExpanded);    // a canonical number, sealed
  EXPECT_EQ(v.mark(5), ReachedValues::kNotReached);  // an image, forgotten
  EXPECT_EQ(v.mark(7), ReachedValues::kNotReached);
}

TEST(ReachedValues, TwoThreadsRaisingMarksOfTheSameWordsLoseNone) {
  constexpr uint64_t kNumbers = 1 << 20;
  ReachedValues v(kNumbers, 2);
  std::thread odd([&] {
    for (uint64_t n = 1; n < kNumbers; n += 2)
      v.raise(n, ReachedValues::kNotReached, ReachedValues::kReached);
  });
  for (uint64_t n = 0; n < kNumbers; n += 2) v.raise(n, ReachedValues::kNotReached, ReachedValues::kImage);
  odd.join();
  for (uint64_t n = 0; n < kNumbers; ++n)
    ASSERT_EQ(v.mark(n), n % 2 ? ReachedValues::kReached : ReachedValues::kImage) << n;
  v.seal(2);
  EXPECT_EQ(v.reached(), kNumbers / 2);  // the odd numbers: the images hold no byte
}

}  // namespace
}  // namespace adaptoid

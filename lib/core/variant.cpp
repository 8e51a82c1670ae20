#include <adaptoid/core/variant.hpp>

#include <algorithm>
#include <cassert>

namespace adaptoid {

int Variant::order_index(Colour c) const {
  auto at = std::find(turn_order.begin(), turn_order.end(), c);
  assert(at != turn_order.end());
  return static_cast<int>(at - turn_order.begin());
}

Colour Variant::after(Colour c, int k) const {
  return turn_order[(order_index(c) + k) % players];
}

Colour Variant::hunter(Colour c) const {
  for (Colour h = 0; h < players; ++h)
    if (prey[h] == c) return h;
  assert(false);
  return c;
}

}  // namespace adaptoid

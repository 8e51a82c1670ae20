#pragma once
#include <adaptoid/core/colour.hpp>

#include <optional>

namespace adaptoid {

struct Status {
  bool over = false;
  std::optional<Colour> winner;  // empty when ongoing or drawn (A17's cap)
  bool drawn() const { return over && !winner; }
  friend bool operator==(const Status&, const Status&) = default;
};

}  // namespace adaptoid

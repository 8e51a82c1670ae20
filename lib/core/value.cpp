// Score's conversions to text and between the players' views (value.hpp).
#include <adaptoid/core/value.hpp>

#include <cstdio>

namespace adaptoid {

Score Score::negated() const {
  switch (proof) {
    case Proof::Win:
      return {Proof::Loss, value};
    case Proof::Loss:
      return {Proof::Win, value};
    case Proof::Draw:
      return *this;
    case Proof::Unknown:
      break;
  }
  return estimate(-value);
}

std::string Score::text(int players) const {
  if (proven()) return std::string(proof_word(proof)) + " in " + std::to_string(turns(players));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f", value / 100.0);
  return buf;
}

}  // namespace adaptoid

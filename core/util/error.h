// Error values for bad input. A user mistake (a malformed card, an illegal meld) is an
// Error with a code and a sentence for people; engine bugs are asserts (RUMMY_CHECK).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <variant>

namespace rummy {

#define RUMMY_ERROR_CODES(X)                                                          \
  X(kParse, "Cannot read that.")                                                      \
  X(kNotInPack, "That card is not in this game's pack.")                              \
  X(kMeldTooShort, "A meld needs more cards.")                                        \
  X(kMeldTooLong, "That meld has too many cards.")                                    \
  X(kMixedRanks, "A set must be cards of one rank.")                                  \
  X(kMixedSuits, "A run must be cards of one suit.")                                  \
  X(kRunHasGap, "A run must be consecutive cards of one suit.")                       \
  X(kRunWraps, "A run cannot go round the corner from king to ace.")                  \
  X(kRepeatedSuit, "A set in this game needs cards of different suits.")              \
  X(kTooManyWilds, "That meld has too many wild cards.")                              \
  X(kNeedsNatural, "That meld needs more natural cards.")                             \
  X(kAmbiguousWild, "Say which card the wild card stands for.")                       \
  X(kNotAMeld, "Those cards do not make a set or a run.")                             \
  X(kRepresentedOnTable, "A wild card cannot stand for a card already on the table.") \
  X(kCannotLayOff, "That card does not fit that meld.")                               \
  X(kBadRules, "Those rules are not valid.")

enum class ErrorCode : unsigned char {
#define RUMMY_X(id, text) id,
  RUMMY_ERROR_CODES(RUMMY_X)
#undef RUMMY_X
};

// The fixed sentence for a code.
const char* ErrorText(ErrorCode code);

struct Error {
  ErrorCode code;
  std::string detail;  // what exactly, e.g. "5H 7H: 6H is missing and no wild card is left"
  // Sentence shown to people: the detail when there is one, else the code's text.
  std::string Message() const { return detail.empty() ? ErrorText(code) : detail; }
};

// Either a value or an Error. C++20 has no std::expected; this is the small part we need.
template <typename T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}      // NOLINT: implicit on purpose
  Result(Error error) : v_(std::move(error)) {}  // NOLINT
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

[[noreturn]] inline void CheckFailed(const char* expr, const char* file, int line) {
  std::fprintf(stderr, "RUMMY_CHECK failed: %s at %s:%d\n", expr, file, line);
  std::abort();
}

}  // namespace rummy

// Invariant check for engine bugs; active in every build type (cheap, and a wrong game is worse).
#define RUMMY_CHECK(cond) ((cond) ? (void)0 : ::rummy::CheckFailed(#cond, __FILE__, __LINE__))

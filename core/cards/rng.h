// Deterministic random numbers: the same seed gives the same stream natively and in wasm.
// xoshiro256** seeded through splitmix64 (both public-domain algorithms by Vigna/Blackman);
// Below() uses rejection sampling on 64-bit integers only, so no platform-dependent
// floating point or 128-bit arithmetic is involved.
#pragma once

#include <array>
#include <cstdint>

namespace rummy {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { Seed(seed); }

  void Seed(uint64_t seed) {
    uint64_t x = seed;
    for (uint64_t& word : s_) word = SplitMix(x);
  }

  uint64_t Next() {
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n); n > 0.
  uint64_t Below(uint64_t n) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do x = Next();
    while (x >= limit);
    return x % n;
  }

  // The whole state, and a generator set to one (positions carry it so later deals replay).
  std::array<uint64_t, 4> Words() const { return {s_[0], s_[1], s_[2], s_[3]}; }
  void SetWords(const std::array<uint64_t, 4>& words) {
    for (int i = 0; i < 4; ++i) s_[i] = words[i];
  }

  // An independent stream derived from this one (for bots, reshuffles).
  Rng Fork() { return Rng(Next()); }

 private:
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static uint64_t SplitMix(uint64_t& x) {
    uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  uint64_t s_[4];
};

// Fisher-Yates shuffle driven by Rng (std::shuffle's algorithm is implementation-defined).
template <typename T>
void Shuffle(T* data, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.Below(static_cast<uint64_t>(i) + 1));
    T tmp = data[i];
    data[i] = data[j];
    data[j] = tmp;
  }
}

}  // namespace rummy

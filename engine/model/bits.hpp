// SPDX-License-Identifier: MIT
// Fixed-width bit sets for cells of a board.
//
// A cell (r, c) of an N x N board is bit r * N + c. Three widths are used:
// NarrowBits (128 bits, boards up to 11 x 11: the LinkedIn sizes, the fast
// path), MediumBits (384 bits, up to 19 x 19: the player-made sizes) and
// WideBits (704 bits, up to 26 x 26). Everything that touches cells is a
// template over the width, instantiated once for each; the choice is made
// once per board (with_width, below).
//
// There is deliberately no operator~: the complement of a cell set is only
// meaningful relative to the board, so callers write `board & ~x` as
// `board.without(x)`.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace qh {

template <std::size_t Words>
class Bits {
 public:
  static constexpr std::size_t kWords = Words;
  static constexpr int kCapacity = static_cast<int>(64 * Words);

  constexpr Bits() = default;

  static constexpr Bits single(int i) {
    Bits b;
    b.set(i);
    return b;
  }

  constexpr bool test(int i) const { return (w_[word(i)] >> bit(i)) & 1U; }
  constexpr void set(int i) { w_[word(i)] |= std::uint64_t{1} << bit(i); }
  constexpr void reset(int i) { w_[word(i)] &= ~(std::uint64_t{1} << bit(i)); }

  constexpr bool any() const {
    std::uint64_t acc = 0;
    for (std::uint64_t x : w_) acc |= x;
    return acc != 0;
  }
  constexpr bool none() const { return !any(); }

  constexpr int count() const {
    int total = 0;
    for (std::uint64_t x : w_) total += std::popcount(x);
    return total;
  }

  // Index of the lowest set bit, or -1 when empty.
  constexpr int first() const {
    for (std::size_t i = 0; i < Words; ++i)
      if (w_[i] != 0) return static_cast<int>(64 * i) + std::countr_zero(w_[i]);
    return -1;
  }

  // True when exactly one bit is set.
  constexpr bool is_single() const {
    int seen = 0;
    for (std::uint64_t x : w_) {
      if (x == 0) continue;
      if ((x & (x - 1)) != 0 || ++seen > 1) return false;
    }
    return seen == 1;
  }

  constexpr bool intersects(const Bits& o) const {
    std::uint64_t acc = 0;
    for (std::size_t i = 0; i < Words; ++i) acc |= w_[i] & o.w_[i];
    return acc != 0;
  }
  constexpr bool subset_of(const Bits& o) const {
    std::uint64_t acc = 0;
    for (std::size_t i = 0; i < Words; ++i) acc |= w_[i] & ~o.w_[i];
    return acc == 0;
  }

  // this & ~o
  constexpr Bits without(const Bits& o) const {
    Bits r;
    for (std::size_t i = 0; i < Words; ++i) r.w_[i] = w_[i] & ~o.w_[i];
    return r;
  }

  constexpr Bits& operator&=(const Bits& o) {
    for (std::size_t i = 0; i < Words; ++i) w_[i] &= o.w_[i];
    return *this;
  }
  constexpr Bits& operator|=(const Bits& o) {
    for (std::size_t i = 0; i < Words; ++i) w_[i] |= o.w_[i];
    return *this;
  }
  constexpr Bits& operator^=(const Bits& o) {
    for (std::size_t i = 0; i < Words; ++i) w_[i] ^= o.w_[i];
    return *this;
  }
  friend constexpr Bits operator&(Bits a, const Bits& b) { return a &= b; }
  friend constexpr Bits operator|(Bits a, const Bits& b) { return a |= b; }
  friend constexpr Bits operator^(Bits a, const Bits& b) { return a ^= b; }
  friend constexpr bool operator==(const Bits&, const Bits&) = default;

  // A hash of the set (for hash maps of positions).
  constexpr std::uint64_t hash() const {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t x : w_) h = (h ^ x) * 0xBF58476D1CE4E5B9ULL + (h >> 29);
    return h;
  }

  // Bits from .. from + len - 1 (len <= 32) as the low bits of a word: the
  // cells of a row segment, since a row's cells are consecutive indices.
  constexpr std::uint32_t slice(int from, int len) const {
    const std::size_t w = word(from);
    const unsigned b = bit(from);
    std::uint64_t x = w_[w] >> b;
    if (b != 0 && w + 1 < Words) x |= w_[w + 1] << (64 - b);
    return static_cast<std::uint32_t>(x & ((std::uint64_t{1} << len) - 1));
  }

  // Calls f(index) for every set bit, lowest first.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::size_t i = 0; i < Words; ++i) {
      std::uint64_t x = w_[i];
      while (x != 0) {
        f(static_cast<int>(64 * i) + std::countr_zero(x));
        x &= x - 1;
      }
    }
  }

 private:
  static constexpr std::size_t word(int i) { return static_cast<std::size_t>(i) >> 6; }
  static constexpr unsigned bit(int i) { return static_cast<unsigned>(i) & 63U; }

  std::array<std::uint64_t, Words> w_{};
};

using NarrowBits = Bits<2>;  // up to 11 x 11 = 121 cells
using MediumBits = Bits<6>;  // up to 19 x 19 = 361 cells
using WideBits = Bits<11>;   // up to 26 x 26 = 676 cells

inline constexpr int kMaxSize = 26;
inline constexpr int kNarrowMaxSize = 11;
inline constexpr int kMediumMaxSize = 19;

// Calls f.template operator()<B>() with the narrowest width B that holds an
// n x n board, e.g. with_width(n, [&]<class B>() { return solve<B>(p); }).
template <class F>
decltype(auto) with_width(int n, F&& f) {
  if (n <= kNarrowMaxSize) return f.template operator()<NarrowBits>();
  if (n <= kMediumMaxSize) return f.template operator()<MediumBits>();
  return f.template operator()<WideBits>();
}

}  // namespace qh

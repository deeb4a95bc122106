#pragma once
// The digits of every script as Python's str.isdigit reads them (Unicode 14.0.0, Python 3.11's unicodedata): the
// decimal digits of each script (Arabic-Indic, Devanagari, fullwidth, ...) and the other digits it counts (superscripts,
// circled and parenthesised digits). The conflict pass's word reader (conflicts.cpp, words_of) reads a word's digits
// with it, as semantics.words' callers read theirs (any(c.isdigit() ...), w.isdigit()). The table is generated from
// unicodedata and checked against it code point by code point (tests/test_textcost166.py).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace engram::text {

// The ranges (first, last; inclusive, ascending, disjoint) of the non-ASCII code points whose str.isdigit is true.
inline constexpr std::array<std::pair<std::uint32_t, std::uint32_t>, 80> kDigitRanges{{
    {0xB2, 0xB3}, {0xB9, 0xB9}, {0x660, 0x669}, {0x6F0, 0x6F9}, {0x7C0, 0x7C9}, {0x966, 0x96F}, {0x9E6, 0x9EF},
    {0xA66, 0xA6F}, {0xAE6, 0xAEF}, {0xB66, 0xB6F}, {0xBE6, 0xBEF}, {0xC66, 0xC6F}, {0xCE6, 0xCEF}, {0xD66, 0xD6F},
    {0xDE6, 0xDEF}, {0xE50, 0xE59}, {0xED0, 0xED9}, {0xF20, 0xF29}, {0x1040, 0x1049}, {0x1090, 0x1099},
    {0x1369, 0x1371}, {0x17E0, 0x17E9}, {0x1810, 0x1819}, {0x1946, 0x194F}, {0x19D0, 0x19DA}, {0x1A80, 0x1A89},
    {0x1A90, 0x1A99}, {0x1B50, 0x1B59}, {0x1BB0, 0x1BB9}, {0x1C40, 0x1C49}, {0x1C50, 0x1C59}, {0x2070, 0x2070},
    {0x2074, 0x2079}, {0x2080, 0x2089}, {0x2460, 0x2468}, {0x2474, 0x247C}, {0x2488, 0x2490}, {0x24EA, 0x24EA},
    {0x24F5, 0x24FD}, {0x24FF, 0x24FF}, {0x2776, 0x277E}, {0x2780, 0x2788}, {0x278A, 0x2792}, {0xA620, 0xA629},
    {0xA8D0, 0xA8D9}, {0xA900, 0xA909}, {0xA9D0, 0xA9D9}, {0xA9F0, 0xA9F9}, {0xAA50, 0xAA59}, {0xABF0, 0xABF9},
    {0xFF10, 0xFF19}, {0x104A0, 0x104A9}, {0x10A40, 0x10A43}, {0x10D30, 0x10D39}, {0x10E60, 0x10E68},
    {0x11052, 0x1105A}, {0x11066, 0x1106F}, {0x110F0, 0x110F9}, {0x11136, 0x1113F}, {0x111D0, 0x111D9},
    {0x112F0, 0x112F9}, {0x11450, 0x11459}, {0x114D0, 0x114D9}, {0x11650, 0x11659}, {0x116C0, 0x116C9},
    {0x11730, 0x11739}, {0x118E0, 0x118E9}, {0x11950, 0x11959}, {0x11C50, 0x11C59}, {0x11D50, 0x11D59},
    {0x11DA0, 0x11DA9}, {0x16A60, 0x16A69}, {0x16AC0, 0x16AC9}, {0x16B50, 0x16B59}, {0x1D7CE, 0x1D7FF},
    {0x1E140, 0x1E149}, {0x1E2F0, 0x1E2F9}, {0x1E950, 0x1E959}, {0x1F100, 0x1F10A}, {0x1FBF0, 0x1FBF9}
}};

// Whether code point `cp` is a digit (str.isdigit).
inline bool digit_point(std::uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  const auto it = std::upper_bound(kDigitRanges.begin(), kDigitRanges.end(), cp,
                                   [](std::uint32_t c, const auto& range) { return c < range.first; });
  return it != kDigitRanges.begin() && cp <= std::prev(it)->second;
}

// The code point whose UTF-8 encoding begins at s[i] (a byte that is no continuation byte) in s[0, n); a malformed or
// cut sequence reads as 0xFFFFFFFF (no digit).
inline std::uint32_t code_point_at(const unsigned char* s, std::size_t i, std::size_t n) {
  const unsigned char c = s[i];
  if (c < 0x80) return c;
  std::size_t more = 0;
  std::uint32_t cp = 0;
  if ((c & 0xE0) == 0xC0) more = 1, cp = c & 0x1Fu;
  else if ((c & 0xF0) == 0xE0) more = 2, cp = c & 0x0Fu;
  else if ((c & 0xF8) == 0xF0) more = 3, cp = c & 0x07u;
  else return 0xFFFFFFFFu;
  if (i + more >= n) return 0xFFFFFFFFu;
  for (std::size_t k = 1; k <= more; ++k) {
    if ((s[i + k] & 0xC0) != 0x80) return 0xFFFFFFFFu;
    cp = (cp << 6) | (s[i + k] & 0x3Fu);
  }
  return cp;
}

}  // namespace engram::text

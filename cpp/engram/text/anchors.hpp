// engram/text/anchors.hpp - which literal anchors occur in which texts: the write guards' batch prefilter.
//
// Contract. Texts are byte strings (UTF-8 in practice; nothing here decodes). A text is folded byte by byte
// with fold_byte: ASCII 'A'-'Z' -> 'a'-'z', ASCII '0'-'9' -> '#', every other byte unchanged. Anchor k occurs
// in a text when its bytes are a substring of the folded text. Anchors are given already folded (an anchor
// holding 'A'-'Z' or '0'-'9' could never occur, so the constructor refuses it) and non-empty; duplicates
// are allowed and reported under each index. A byte sequence that straddles two texts never matches: texts
// are scanned separately, not joined.
//
// Output: the pairs (text index, anchor index), each pair once, sorted by text index and then by anchor
// index. The result does not depend on the thread count.
//
// Method: Aho-Corasick. The goto/failure automaton is flattened into a dense transition table over a
// reduced alphabet (one class per distinct byte of the anchors, plus one class for every other byte), with
// fold_byte folded into the byte -> class map, so the scan does one table load per text byte and no
// branch except on states where an anchor ends. Per text: one pass, no allocation once the worker's
// scratch has seen its busiest text; duplicate hits of an anchor within a text are dropped with a
// per-anchor stamp (O(1), no clearing between texts).
//
// Cost: the table holds (total anchor bytes + 1) * (distinct anchor bytes + 1) uint32 entries: the guard's
// tables are 16 KiB (26 anchors, 120 bytes, 32 distinct) and 104 KiB (81 anchors, 410 bytes, 64 distinct).
// Tables above kMaxTableEntries are refused (std::length_error) rather than allocated. Building is
// O(table); scanning is O(text bytes + hits).
// The scan is one dependent table load per byte (~2 ns/byte on one core), whatever the anchor count.
// Measured on a busy 2-core VM (benchmarks/bench_guard.py): 200k texts of 83 bytes (16.6 MB) take 37-50 ms
// on one thread against the guard's 26 or 81 anchors, where one bytes.find pass per anchor over the joined
// batch took 0.65-1.0 s; the second core gains only 1.1-1.3x there.
//
// Thread-safety: an AnchorSet is immutable after construction; scan is const and may be called from many
// threads at once. scan runs its own worker threads over chunks of texts (handed out by an atomic counter)
// and joins them before returning; an exception in a worker (only std::bad_alloc is possible) stops the
// others and is rethrown once, from scan.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engram::text {

// The folding applied to every text byte before matching.
constexpr unsigned char fold_byte(unsigned char byte) noexcept {
  if (byte >= 'A' && byte <= 'Z') return static_cast<unsigned char>(byte - 'A' + 'a');
  if (byte >= '0' && byte <= '9') return '#';
  return byte;
}

// Largest transition table accepted: 2^26 uint32 entries (256 MiB), e.g. ~1 MB of anchors over 64 bytes.
constexpr std::size_t kMaxTableEntries = std::size_t{1} << 26;

// Scan output as two parallel columns (the binding hands them to numpy as they are).
struct AnchorHits {
  std::vector<std::int64_t> text_index;
  std::vector<std::int32_t> anchor_index;
};

class AnchorSet {
 public:
  // Throws std::invalid_argument for an empty anchor or one that is not folded, std::length_error for more
  // than INT32_MAX anchors or a table above kMaxTableEntries. An empty list is valid (nothing ever occurs).
  explicit AnchorSet(const std::vector<std::string>& anchors);

  std::size_t anchor_count() const noexcept { return anchor_count_; }

  // The pairs for texts[0, count), as in the contract above. `threads` = 0 means
  // std::thread::hardware_concurrency(); small batches use fewer threads than asked.
  AnchorHits scan(const std::string_view* texts, std::size_t count, unsigned threads) const;

 private:
  struct Scratch;
  void scan_range(const std::string_view* texts, std::size_t begin, std::size_t end, Scratch& scratch,
                  AnchorHits& out) const;

  // A transition entry is the target state's row offset (state * class_count_), with kEndsAnchor set when
  // at least one anchor ends in the target state (its own or one reached through failure links).
  static constexpr std::uint32_t kEndsAnchor = 0x80000000u;

  std::size_t anchor_count_ = 0;
  std::uint32_t class_count_ = 1;
  unsigned char byte_class_[256] = {};       // raw (unfolded) text byte -> alphabet class
  std::vector<std::uint32_t> transitions_;   // [state * class_count_ + class]
  std::vector<std::uint32_t> output_begin_;  // anchors ending in state s: outputs_[output_begin_[s], [s + 1])
  std::vector<std::int32_t> outputs_;        // ascending anchor indices per state
};

// The indexes (ascending) of the texts holding `[ -][a-z]{4}[ -][a-z]{4}[ -]` (ASCII bytes only; joiners may
// differ): what every grouped app password holds in its middle (python/engramdb/guard/letters.py _GROUPED_MIDDLE),
// the shape with no literal for an AnchorSet to anchor on. One pass over each text's bytes; a UTF-8 text gives the
// answer the regex gives on its str (a non-ASCII character's bytes are never a letter, space or dash). The write
// guard's per-batch regex search over the texts joined took ~20 ms a 100k-row batch (bench_ingest's texts).
std::vector<std::int64_t> grouped_middle_rows(const std::string_view* texts, std::size_t n);

}  // namespace engram::text

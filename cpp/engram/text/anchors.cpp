// engram/text/anchors.cpp - the Aho-Corasick anchor scan (contract in anchors.hpp).
#include "engram/text/anchors.hpp"

#include "engram/util/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <deque>
#include <limits>
#include <stdexcept>
#include <thread>

namespace engram::text {

namespace {

// Below this many texts per thread, starting a thread costs more than it saves (~80-byte texts scan at
// ~10 ns each; a thread start is tens of microseconds).
constexpr std::size_t kMinTextsPerThread = 16384;
// Texts claimed at a time: large enough that the per-chunk output vectors are few, small enough to balance.
constexpr std::size_t kChunkTexts = 4096;

constexpr std::uint32_t kMissing = std::numeric_limits<std::uint32_t>::max();

}  // namespace

struct AnchorSet::Scratch {
  std::vector<std::uint64_t> seen_stamp;  // per anchor: 1 + the last text index it was reported for
  std::vector<std::int32_t> text_hits;    // anchors of the current text, in order of first occurrence
};

AnchorSet::AnchorSet(const std::vector<std::string>& anchors) {
  if (anchors.size() > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    throw std::length_error("too many anchors (at most 2**31 - 1)");
  anchor_count_ = anchors.size();

  // The alphabet: class 0 for bytes in no anchor, one class per distinct anchor byte.
  std::uint32_t class_of[256] = {};
  std::size_t total_bytes = 0;
  for (std::size_t k = 0; k < anchors.size(); ++k) {
    const std::string& anchor = anchors[k];
    if (anchor.empty()) throw std::invalid_argument("anchor " + std::to_string(k) + " is empty");
    for (const char ch : anchor) {
      const auto byte = static_cast<unsigned char>(ch);
      if (fold_byte(byte) != byte)
        throw std::invalid_argument("anchor " + std::to_string(k) +
                                    " is not folded (ASCII upper case or a digit; digits are '#')");
      if (class_of[byte] == 0) class_of[byte] = class_count_++;
    }
    total_bytes += anchor.size();
  }
  for (unsigned byte = 0; byte < 256; ++byte)
    byte_class_[byte] = static_cast<unsigned char>(class_of[fold_byte(static_cast<unsigned char>(byte))]);

  const std::size_t max_states = total_bytes + 1;
  if (max_states > kMaxTableEntries / class_count_)
    throw std::length_error("anchor automaton too large: " + std::to_string(total_bytes) + " bytes over " +
                            std::to_string(class_count_ - 1) + " distinct bytes");

  // The trie, with state 0 the root; goto_table[s * class_count_ + c], kMissing where there is no edge.
  const std::size_t stride = class_count_;
  std::vector<std::uint32_t> goto_table(stride, kMissing);
  std::vector<std::vector<std::int32_t>> ends_here(1);
  for (std::size_t k = 0; k < anchors.size(); ++k) {
    std::uint32_t state = 0;
    for (const char ch : anchors[k]) {
      const std::uint32_t c = class_of[static_cast<unsigned char>(ch)];
      std::uint32_t& next = goto_table[state * stride + c];
      if (next == kMissing) {
        next = static_cast<std::uint32_t>(ends_here.size());
        ends_here.emplace_back();
        goto_table.resize(goto_table.size() + stride, kMissing);  // invalidates `next`: not used below
      }
      state = goto_table[state * stride + c];
    }
    ends_here[state].push_back(static_cast<std::int32_t>(k));
  }
  const std::size_t n_states = ends_here.size();

  // Failure links in breadth-first order complete the table into a DFA (a missing edge takes the failure
  // state's edge) and give each state the anchors of its failure chain.
  std::vector<std::uint32_t> fail(n_states, 0);
  std::deque<std::uint32_t> queue;
  for (std::size_t c = 0; c < stride; ++c) {
    std::uint32_t& next = goto_table[c];
    if (next == kMissing) {
      next = 0;
    } else {
      queue.push_back(next);
    }
  }
  while (!queue.empty()) {
    const std::uint32_t state = queue.front();
    queue.pop_front();
    std::vector<std::int32_t>& outs = ends_here[state];
    const std::vector<std::int32_t>& inherited = ends_here[fail[state]];  // shallower: already complete
    outs.insert(outs.end(), inherited.begin(), inherited.end());
    std::sort(outs.begin(), outs.end());
    for (std::size_t c = 0; c < stride; ++c) {
      std::uint32_t& next = goto_table[state * stride + c];
      const std::uint32_t via_fail = goto_table[fail[state] * stride + c];
      if (next == kMissing) {
        next = via_fail;
      } else {
        fail[next] = via_fail;
        queue.push_back(next);
      }
    }
  }

  // Flatten: entries become row offsets with kEndsAnchor; outputs become one array.
  transitions_.resize(goto_table.size());
  for (std::size_t i = 0; i < goto_table.size(); ++i) {
    const std::uint32_t target = goto_table[i];
    const std::uint32_t flag = ends_here[target].empty() ? 0u : kEndsAnchor;
    transitions_[i] = static_cast<std::uint32_t>(target * stride) | flag;
  }
  output_begin_.assign(n_states + 1, 0);
  for (std::size_t s = 0; s < n_states; ++s) {
    output_begin_[s] = static_cast<std::uint32_t>(outputs_.size());
    outputs_.insert(outputs_.end(), ends_here[s].begin(), ends_here[s].end());
  }
  output_begin_[n_states] = static_cast<std::uint32_t>(outputs_.size());
}

void AnchorSet::scan_range(const std::string_view* texts, std::size_t begin, std::size_t end,
                           Scratch& scratch, AnchorHits& out) const {
  // Locals, so the compiler need not reload them after every store to the output vectors.
  const std::uint32_t* const table = transitions_.data();
  const unsigned char* const byte_class = byte_class_;
  const std::uint32_t stride = class_count_;
  std::uint64_t* const seen = scratch.seen_stamp.data();
  std::vector<std::int32_t>& hits = scratch.text_hits;

  for (std::size_t t = begin; t < end; ++t) {
    const std::uint64_t stamp = static_cast<std::uint64_t>(t) + 1;
    const auto* p = reinterpret_cast<const unsigned char*>(texts[t].data());
    const auto* const stop = p + texts[t].size();
    std::uint32_t row = 0;
    for (; p != stop; ++p) {
      row = table[row + byte_class[*p]];
      if (row & kEndsAnchor) {
        row &= ~kEndsAnchor;
        const std::uint32_t state = row / stride;
        for (std::uint32_t i = output_begin_[state]; i < output_begin_[state + 1]; ++i) {
          const std::int32_t anchor = outputs_[i];
          if (seen[anchor] != stamp) {
            seen[anchor] = stamp;
            hits.push_back(anchor);
          }
        }
      }
    }
    if (!hits.empty()) {
      std::sort(hits.begin(), hits.end());  // a handful at most: insertion-sort territory
      for (const std::int32_t anchor : hits) {
        out.text_index.push_back(static_cast<std::int64_t>(t));
        out.anchor_index.push_back(anchor);
      }
      hits.clear();
    }
  }
}

AnchorHits AnchorSet::scan(const std::string_view* texts, std::size_t count, unsigned threads) const {
  AnchorHits result;
  if (count == 0 || anchor_count_ == 0) return result;
  if (threads == 0) threads = util::hardware_threads();
  const std::size_t useful = (count + kMinTextsPerThread - 1) / kMinTextsPerThread;
  const auto n_threads =
      static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(threads, useful)));

  if (n_threads == 1) {
    Scratch scratch;
    scratch.seen_stamp.assign(anchor_count_, 0);
    scan_range(texts, 0, count, scratch, result);
    return result;
  }

  // Each chunk writes its own output; concatenating them in chunk order keeps the text order.
  const std::size_t n_chunks = (count + kChunkTexts - 1) / kChunkTexts;
  std::vector<AnchorHits> chunk_hits(n_chunks);
  std::atomic<std::size_t> next_chunk{0};
  util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
    Scratch scratch;
    scratch.seen_stamp.assign(anchor_count_, 0);
    for (;;) {
      const std::size_t chunk = next_chunk.fetch_add(1, std::memory_order_relaxed);
      if (chunk >= n_chunks || stop.load(std::memory_order_relaxed)) return;
      const std::size_t begin = chunk * kChunkTexts;
      scan_range(texts, begin, std::min(count, begin + kChunkTexts), scratch, chunk_hits[chunk]);
    }
  });

  std::size_t total = 0;
  for (const AnchorHits& hits : chunk_hits) total += hits.text_index.size();
  result.text_index.reserve(total);
  result.anchor_index.reserve(total);
  for (const AnchorHits& hits : chunk_hits) {
    result.text_index.insert(result.text_index.end(), hits.text_index.begin(), hits.text_index.end());
    result.anchor_index.insert(result.anchor_index.end(), hits.anchor_index.begin(), hits.anchor_index.end());
  }
  return result;
}

namespace {

constexpr bool is_joiner(char c) noexcept { return c == ' ' || c == '-'; }
constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }

// Whether `t` holds a joiner, four letters, a joiner, four letters, a joiner (each joiner tried as a start).
bool holds_grouped_middle(std::string_view t) noexcept {
  constexpr std::size_t kSpan = 11;
  if (t.size() < kSpan) return false;
  for (std::size_t p = 0; p + kSpan <= t.size(); ++p) {
    if (!is_joiner(t[p])) continue;
    bool ok = true;
    for (std::size_t j = 1; j < kSpan && ok; ++j)
      ok = (j == 5 || j == 10) ? is_joiner(t[p + j]) : is_lower(t[p + j]);
    if (ok) return true;
  }
  return false;
}

}  // namespace

std::vector<std::int64_t> grouped_middle_rows(const std::string_view* texts, std::size_t n) {
  std::vector<std::int64_t> out;
  for (std::size_t i = 0; i < n; ++i)
    if (holds_grouped_middle(texts[i])) out.push_back(static_cast<std::int64_t>(i));
  return out;
}

}  // namespace engram::text

// engram/rank/rescore_block.inl - the rescore kernel's inner loops, compiled once per CPU target.
//
// Included by rescore.cpp (x86-64 baseline), rescore_avx2.cpp and rescore_avx512.cpp inside a namespace of
// their own; only those sources get the target's instruction-set flags, and each is compiled with
// -ffp-contract=off so that no target fuses a multiply and an add: every level computes the same float and
// double operations in the same order, so the outputs are the same bits at every level (tested), and recency
// and the score stay bit for bit what recall computes (fused.hpp).
//
// A chunk of rows is done in loops simple enough for the compiler to vectorise at the target's width: the
// exponents (doubles), then 2^x and the score (floats), then the same for strength. A layer's rate is chosen
// by selects, not a table lookup, so that the exponent loop vectorises too. The sources are compiled with
// -fno-trapping-math (values unchanged: it only lets the vectoriser compute both sides of a select).
// The includer includes <cstddef>, <cstdint> and rescore_kernel.hpp first (outside its namespace). Nothing here
// may instantiate a function with external linkage (no std:: algorithms, no new inline functions outside the
// anonymous namespace): the linker keeps one copy of such a function for the whole module, and a copy compiled
// with AVX2 flags would then run on CPUs without AVX2. exp2_nonpositive is always inlined (fused.hpp).

namespace {

using engram::rank::exp2_nonpositive;
using engram::rank::RescoreInputs;
using engram::rank::RescoreOutputs;

constexpr std::size_t kChunk = 512;  // rows per pass of the loops: their buffers stay in L1

// exponent[i] = -(age > 0 ? age : -age * after) * rate[layer[i]], age = now - stamps[i], rounded to float
// (recency_at's arithmetic; after = 0: max(age, 0)). The rates are held in locals and chosen by selects, so that
// the loop vectorises (a table lookup does not).
inline void exponents(const double* __restrict stamps, const std::uint8_t* __restrict layer, std::size_t n,
                      double now, double after, const double* rate, float* __restrict exponent) {
  const double r0 = rate[0], r1 = rate[1], r2 = rate[2], r3 = rate[3];
  for (std::size_t i = 0; i < n; ++i) {
    const double age = now - stamps[i];
    const unsigned l = layer[i];
    const double r = l == 0 ? r0 : l == 1 ? r1 : l == 2 ? r2 : r3;
    exponent[i] = static_cast<float>(-(age > 0.0 ? age : -age * after) * r);
  }
}

void dense_chunk(const RescoreInputs& in, std::size_t n, const RescoreOutputs& out) {
  alignas(64) float exponent[kChunk];
  if (out.recency || out.score) {
    exponents(in.recency_stamps, in.layer, n, in.recency_peak, in.recency_after, in.recency_rate, exponent);
    for (std::size_t i = 0; i < n; ++i) exponent[i] = exp2_nonpositive(exponent[i]);
    if (out.recency)
      for (std::size_t i = 0; i < n; ++i) out.recency[i] = exponent[i];
    if (out.score) {
      const float w_rec = in.w_recency, w_imp = in.w_importance, w_conf = in.w_confidence;
      for (std::size_t i = 0; i < n; ++i)
        out.score[i] = (w_imp * in.importance[i] + w_conf * in.confidence[i]) + w_rec * exponent[i];
    }
  }
  if (out.strength) {
    exponents(in.last_used, in.layer, n, in.now, 0.0, in.strength_rate, exponent);
    for (std::size_t i = 0; i < n; ++i)
      out.strength[i] = static_cast<double>(exp2_nonpositive(exponent[i]) * (0.5f + 0.5f * in.importance[i]));
  }
}

}  // namespace

// Rows [0, n) of `in`'s column pointers (already offset to the block's first row) into `out`'s (offset the same).
void rescore_dense(const RescoreInputs& in, std::size_t n, const RescoreOutputs& out) {
  for (std::size_t first = 0; first < n; first += kChunk) {
    RescoreInputs at = in;
    at.recency_stamps += first;
    at.last_used += first;
    at.layer += first;
    at.importance += first;
    at.confidence += first;
    RescoreOutputs to{out.recency ? out.recency + first : nullptr, out.score ? out.score + first : nullptr,
                      out.strength ? out.strength + first : nullptr};
    dense_chunk(at, n - first < kChunk ? n - first : kChunk, to);
  }
}

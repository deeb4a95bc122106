#include "engram/rank/fused.hpp"

#include <algorithm>
#include <limits>

#include "engram/simd/dot.hpp"

namespace engram::rank {
namespace {

std::vector<std::size_t> select_by_score(const std::vector<Candidate>& pool, const SelectParams& p) {
  std::vector<std::size_t> chosen;
  std::int64_t left = p.budget_tokens;
  for (std::size_t i = 0; i < pool.size() && chosen.size() < static_cast<std::size_t>(p.k); ++i) {
    if (p.budget_tokens >= 0) {
      if (pool[i].tokens > left) continue;
      left -= pool[i].tokens;
    }
    chosen.push_back(i);
  }
  return chosen;
}

std::vector<std::size_t> select_mmr(const std::vector<Candidate>& pool, const SelectParams& p) {
  const simd::Kernels& kern = simd::active_kernels();
  const auto dim = static_cast<std::size_t>(p.dim);
  const float lambda = p.mmr_lambda;
  std::vector<float> norm(pool.size());
  for (std::size_t i = 0; i < pool.size(); ++i)
    norm[i] = std::sqrt(kern.dot(pool[i].vector, pool[i].vector, dim));
  // max_sim[i]: the highest cosine of candidate i to anything chosen so far (-inf before the first pick,
  // so the first pick is the best fused score).
  std::vector<float> max_sim(pool.size(), -std::numeric_limits<float>::infinity());
  std::vector<char> open(pool.size(), 1);
  std::vector<std::size_t> chosen;
  std::int64_t left = p.budget_tokens;
  while (chosen.size() < static_cast<std::size_t>(p.k)) {
    std::size_t best = pool.size();
    float best_value = -std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < pool.size(); ++i) {
      if (!open[i]) continue;
      if (p.budget_tokens >= 0 && pool[i].tokens > left) {
        open[i] = 0;  // the budget only shrinks: it can never fit later
        continue;
      }
      const float penalty = chosen.empty() ? 0.f : max_sim[i];
      const float value = lambda * pool[i].score - (1.f - lambda) * penalty;
      if (value > best_value) {  // strict: earlier (better-ranked) candidates win ties
        best_value = value;
        best = i;
      }
    }
    if (best == pool.size()) break;
    open[best] = 0;
    chosen.push_back(best);
    if (p.budget_tokens >= 0) left -= pool[best].tokens;
    for (std::size_t i = 0; i < pool.size(); ++i) {
      if (!open[i]) continue;
      const float denom = norm[i] * norm[best];
      const float cos = denom == 0.f ? 0.f : kern.dot(pool[i].vector, pool[best].vector, dim) / denom;
      max_sim[i] = std::max(max_sim[i], cos);
    }
  }
  return chosen;
}

}  // namespace

std::vector<std::size_t> select(const std::vector<Candidate>& pool, const SelectParams& p) {
  if (p.k <= 0) return {};
  return p.mmr_lambda < 0.f ? select_by_score(pool, p) : select_mmr(pool, p);
}

}  // namespace engram::rank

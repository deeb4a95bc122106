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

// Greedy MMR, evaluated lazily. A candidate's value only falls as picks are added (its max cosine to the
// picks only grows), so a value computed against the first picks is an upper bound on the current one.
// Each round takes the candidate with the best bound; if that bound is stale it is refreshed against the
// picks it has not seen yet and the round looks again, else no other candidate can beat it. The picks
// (ties included: the earlier candidate wins) are those of the eager loop that compares every candidate
// with every pick; the cosines computed are a fraction of its k * pool. After the first pick every
// candidate needs its cosine to it, so that round is one batched kernel call.
std::vector<std::size_t> select_mmr(const std::vector<Candidate>& pool, const SelectParams& p) {
  const simd::Kernels& kern = simd::active_kernels();
  const auto dim = static_cast<std::size_t>(p.dim);
  const float lambda = p.mmr_lambda;
  const std::size_t n = pool.size();
  std::vector<const float*> rows(n);  // the candidates' rows by address (they may come from several segments)
  for (std::size_t i = 0; i < n; ++i) rows[i] = pool[i].vector;
  // max_sim[i]: the highest cosine of candidate i to picks chosen[0 .. seen[i]) (-inf before any).
  std::vector<float> max_sim(n, -std::numeric_limits<float>::infinity());
  std::vector<std::size_t> seen(n, 0);
  std::vector<char> open(n, 1);
  std::vector<std::size_t> chosen;
  std::int64_t left = p.budget_tokens;
  auto value = [&](std::size_t i) {
    if (chosen.empty()) return lambda * pool[i].score;
    // An unseen pick could add a cosine as low as -1, never lower: the stale penalty stays a lower bound.
    const float penalty = seen[i] == chosen.size() ? max_sim[i] : std::max(max_sim[i], -1.f);
    return lambda * pool[i].score - (1.f - lambda) * penalty;
  };
  while (chosen.size() < static_cast<std::size_t>(p.k)) {
    std::size_t best = n;
    for (;;) {
      best = n;
      float best_value = -std::numeric_limits<float>::infinity();
      for (std::size_t i = 0; i < n; ++i) {
        if (!open[i]) continue;
        if (p.budget_tokens >= 0 && pool[i].tokens > left) {
          open[i] = 0;  // the budget only shrinks: it can never fit later
          continue;
        }
        const float v = value(i);
        if (v > best_value) {  // strict: earlier (better-ranked) candidates win ties
          best_value = v;
          best = i;
        }
      }
      if (best == n || seen[best] == chosen.size()) break;  // none left, or an exact value beats every bound
      for (; seen[best] < chosen.size(); ++seen[best]) {
        float cosine;
        kern.cosine_ptrs(pool[chosen[seen[best]]].vector, &rows[best], 1, dim, &cosine);
        max_sim[best] = std::max(max_sim[best], cosine);
      }
    }
    if (best == n) break;
    open[best] = 0;
    chosen.push_back(best);
    if (p.budget_tokens >= 0) left -= pool[best].tokens;
    if (chosen.size() == 1 && p.k > 1) {  // everyone's first cosine, in one call
      std::vector<float> cosines(n);
      kern.cosine_ptrs(pool[best].vector, rows.data(), n, dim, cosines.data());
      for (std::size_t i = 0; i < n; ++i) {
        max_sim[i] = cosines[i];
        seen[i] = 1;
      }
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

// scan_probe: what limits one core's exact float scan (one query against every row of a row-major
// float32 matrix) and how close each form of the dot kernel gets to a plain streaming reduction over the
// same bytes. Issue 17 item 7; run through benchmarks/scan_bandwidth.py, which builds this with CMake.
//
// Every variant reads the same buffer; the variants are interleaved (rep 0 of every variant, then rep 1,
// ...) so drift on a shared machine hits them alike, and each reports min / median / max seconds.
// Output: one JSON object on stdout.
//
// Variants (templates below):
//   sum<V, ACC>                     plain reduction, ACC independent vector accumulators
//   scan<V, R, A, PF, HINT, OUT>    R rows per pass (one query load feeds R FMAs), A accumulators per row,
//                                   software prefetch PF bytes ahead of each load (0: none) with hint
//                                   HINT (0: T0, 1: NTA, 2: no prefetch but MOVNTDQA loads), OUT (0: store
//                                   every score, 1: keep only the best score, as a top-k would mostly do)
//   chase                           dependent loads over random lines: the DRAM latency one miss sees
#include <immintrin.h>
#include <sys/mman.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <numeric>
#include <random>
#include <string>
#include <vector>

namespace {

struct Avx512 {
  using reg = __m512;
  static constexpr std::size_t width = 16;
  static const char* name() { return "avx512"; }
  static reg zero() { return _mm512_setzero_ps(); }
  static reg load(const float* p) { return _mm512_loadu_ps(p); }
  static reg load_nt(const float* p) {
    return _mm512_castsi512_ps(_mm512_stream_load_si512(const_cast<float*>(p)));
  }
  static reg fma(reg a, reg b, reg acc) { return _mm512_fmadd_ps(a, b, acc); }
  static reg add(reg a, reg b) { return _mm512_add_ps(a, b); }
  static float sum(reg v) { return _mm512_reduce_add_ps(v); }
};

struct Avx2 {
  using reg = __m256;
  static constexpr std::size_t width = 8;
  static const char* name() { return "avx2"; }
  static reg zero() { return _mm256_setzero_ps(); }
  static reg load(const float* p) { return _mm256_loadu_ps(p); }
  static reg load_nt(const float* p) {
    return _mm256_castsi256_ps(_mm256_stream_load_si256(reinterpret_cast<const __m256i*>(p)));
  }
  static reg fma(reg a, reg b, reg acc) { return _mm256_fmadd_ps(a, b, acc); }
  static reg add(reg a, reg b) { return _mm256_add_ps(a, b); }
  static float sum(reg v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
  }
};

volatile float g_sink;

// ACC accumulators over ACC equal parts of the buffer read side by side (ACC sequential streams).
template <class V, int ACC>
void sum_split(const float* p, std::size_t n_floats) {
  constexpr std::size_t W = V::width;
  const std::size_t part = n_floats / ACC / W * W;
  typename V::reg acc[ACC];
  for (auto& a : acc) a = V::zero();
  for (std::size_t i = 0; i < part; i += W)
    for (int a = 0; a < ACC; ++a) acc[a] = V::add(acc[a], V::load(p + a * part + i));
  for (int a = 1; a < ACC; ++a) acc[0] = V::add(acc[0], acc[a]);
  g_sink = V::sum(acc[0]);
}

template <class V, int ACC>
void sum_all(const float* p, std::size_t n_floats) {
  constexpr std::size_t W = V::width;
  typename V::reg acc[ACC];
  for (auto& a : acc) a = V::zero();
  for (std::size_t i = 0; i + ACC * W <= n_floats; i += ACC * W)
    for (int a = 0; a < ACC; ++a) acc[a] = V::add(acc[a], V::load(p + i + a * W));
  for (int a = 1; a < ACC; ++a) acc[0] = V::add(acc[0], acc[a]);
  g_sink = V::sum(acc[0]);
}

// dim must be a multiple of A * W and n of R (the probe's shapes are).
// SPLIT: the R rows of a pass are not neighbours but the j-th rows of R equal parts of the matrix, so the
// core reads R sequential streams at once (each its own prefetcher stream) instead of one.
template <class V, int R, int A, int PF, int HINT, int OUT, bool SPLIT = false>
void scan(const float* q, const float* rows, std::size_t n, std::size_t dim, float* out) {
  constexpr std::size_t W = V::width;
  constexpr std::size_t kStep = A * W;
  float best = -INFINITY;
  const char* end = reinterpret_cast<const char*>(rows + n * dim);
  const std::size_t part = n / R;
  for (std::size_t jj = 0; jj < (SPLIT ? part : n); jj += (SPLIT ? 1 : R)) {
    const float* rp[R];
    std::size_t at[R];
    for (int t = 0; t < R; ++t) {
      at[t] = SPLIT ? t * part + jj : jj + t;
      rp[t] = rows + at[t] * dim;
    }
    typename V::reg acc[R][A];
    for (int t = 0; t < R; ++t)
      for (int a = 0; a < A; ++a) acc[t][a] = V::zero();
    for (std::size_t i = 0; i < dim; i += kStep) {
      if constexpr (PF > 0 && HINT < 2) {
        for (int t = 0; t < R; ++t)
          for (std::size_t o = 0; o < kStep * 4; o += 64) {
            if ((i * 4 + o) % 64 != 0) continue;
            const char* p = reinterpret_cast<const char*>(rp[t] + i) + o + PF;
            if (p < end) _mm_prefetch(p, HINT == 1 ? _MM_HINT_NTA : _MM_HINT_T0);
          }
      }
      typename V::reg qv[A];
      for (int a = 0; a < A; ++a) qv[a] = V::load(q + i + a * W);
      for (int t = 0; t < R; ++t)
        for (int a = 0; a < A; ++a) {
          const float* p = rp[t] + i + a * W;
          acc[t][a] = V::fma(qv[a], HINT == 2 ? V::load_nt(p) : V::load(p), acc[t][a]);
        }
    }
    for (int t = 0; t < R; ++t) {
      for (int a = 1; a < A; ++a) acc[t][0] = V::add(acc[t][0], acc[t][a]);
      const float dot = V::sum(acc[t][0]);
      if constexpr (OUT == 0)
        out[at[t]] = dot;
      else
        best = std::max(best, dot);
    }
  }
  if constexpr (OUT == 1) out[0] = best;
}

using Clock = std::chrono::steady_clock;

struct Variant {
  std::string name;
  std::string isa;
  int rows_per_pass = 0, accs = 0, prefetch = 0, hint = 0, out = 0;
  bool split = false;  // scan: R streams (see scan); sum: `accs` streams
  std::size_t dim = 0, n = 0;
  int repeat = 1;  // passes per timing (the cached 10k-row case repeats)
  bool huge = true;
  std::function<void()> run;
  std::vector<double> seconds;
};

struct Buffer {
  float* data = nullptr;
  std::size_t bytes = 0;
  std::size_t huge_kb = 0;  // AnonHugePages measured after the fill
};

std::size_t anon_huge_kb() {
  FILE* f = std::fopen("/proc/self/smaps_rollup", "r");
  if (!f) return 0;
  char line[256];
  std::size_t kb = 0;
  while (std::fgets(line, sizeof line, f))
    if (std::strncmp(line, "AnonHugePages:", 14) == 0) kb = std::strtoull(line + 14, nullptr, 10);
  std::fclose(f);
  return kb;
}

Buffer make_buffer(std::size_t bytes, bool huge, std::uint64_t seed) {
  constexpr std::size_t k2M = 2u << 20;
  bytes = (bytes + k2M - 1) / k2M * k2M;
  const std::size_t before = anon_huge_kb();
  void* p = std::aligned_alloc(k2M, bytes);
  if (!p) {
    std::fprintf(stderr, "out of memory\n");
    std::exit(1);
  }
  madvise(p, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
  auto* f = static_cast<float*>(p);
  std::uint64_t s = seed;
  for (std::size_t i = 0; i < bytes / 4; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    f[i] = static_cast<float>(static_cast<std::int32_t>(s >> 33)) * (1.0f / 2147483648.0f);
  }
  const std::size_t after = anon_huge_kb();
  return Buffer{f, bytes, after > before ? after - before : 0};
}

// Mean latency of a dependent load over random 64-byte lines of `lines` lines (a single cycle through all).
double chase_ns(const Buffer& buf, std::size_t steps) {
  const std::size_t lines = buf.bytes / 64;
  std::vector<std::uint32_t> order(lines);
  std::iota(order.begin(), order.end(), 0u);
  std::shuffle(order.begin() + 1, order.end(), std::mt19937_64(7));
  auto* base = reinterpret_cast<std::uint64_t*>(buf.data);
  for (std::size_t k = 0; k < lines; ++k) base[order[k] * 8] = order[(k + 1) % lines] * 8ull;
  std::uint64_t at = 0;
  const auto t0 = Clock::now();
  for (std::size_t s = 0; s < steps; ++s) at = base[at];
  const double dt = std::chrono::duration<double>(Clock::now() - t0).count();
  g_sink = static_cast<float>(at);
  return dt / static_cast<double>(steps) * 1e9;
}

template <class V, int R, int A, int PF = 0, int HINT = 0, int OUT = 0, bool SPLIT = false>
Variant scan_variant(const std::string& name, const float* q, const Buffer& buf, std::size_t dim, std::size_t n,
                     float* out, int repeat = 1) {
  Variant v;
  v.name = name;
  v.isa = V::name();
  v.rows_per_pass = R;
  v.accs = A;
  v.prefetch = PF;
  v.hint = HINT;
  v.out = OUT;
  v.split = SPLIT;
  v.dim = dim;
  v.n = n;
  v.repeat = repeat;
  const float* rows = buf.data;
  v.run = [=] {
    for (int k = 0; k < repeat; ++k) scan<V, R, A, PF, HINT, OUT, SPLIT>(q, rows, n, dim, out);
  };
  return v;
}

template <class V, int ACC, bool SPLIT = false>
Variant sum_variant(const std::string& name, const Buffer& buf, std::size_t dim, std::size_t n, bool huge,
                    int repeat = 1) {
  Variant v;
  v.name = name;
  v.isa = V::name();
  v.accs = ACC;
  v.dim = dim;
  v.n = n;
  v.repeat = repeat;
  v.huge = huge;
  v.split = SPLIT;
  const float* p = buf.data;
  v.run = [=] {
    for (int k = 0; k < repeat; ++k) {
      if constexpr (SPLIT)
        sum_split<V, ACC>(p, n * dim);
      else
        sum_all<V, ACC>(p, n * dim);
    }
  };
  return v;
}

double median(std::vector<double> x) {
  std::sort(x.begin(), x.end());
  const std::size_t m = x.size() / 2;
  return x.size() % 2 ? x[m] : 0.5 * (x[m - 1] + x[m]);
}

}  // namespace

int main(int argc, char** argv) {
  double gb = 1.536;  // 1M x 384 float32
  int reps = 5;
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--gb" && i + 1 < argc) gb = std::atof(argv[++i]);
    else if (a == "--reps" && i + 1 < argc) reps = std::atoi(argv[++i]);
    else if (a == "--quick") quick = true;
    else {
      std::fprintf(stderr, "usage: scan_probe [--gb 1.536] [--reps 5] [--quick]\n");
      return 2;
    }
  }
  const std::size_t bytes = static_cast<std::size_t>(gb * 1e9);
  const std::size_t n384 = bytes / (384 * 4) / 8 * 8;
  const std::size_t n768 = bytes / (768 * 4) / 8 * 8;
  const std::size_t n1024 = bytes / (1024 * 4) / 8 * 8;
  constexpr std::size_t kCached = 10000;  // rows of the cached case (15 MB at 384: in L3, not in L2)
  constexpr int kCachedRepeat = 40;
  constexpr std::size_t kL2Rows = 1000;  // 1.5 MB at 384: in this core's 2 MB L2
  constexpr int kL2Repeat = 400;

  const Buffer huge = make_buffer(bytes, true, 1);
  const Buffer small_pages = make_buffer(bytes, false, 2);
  std::vector<float> q(1024), out(std::max(n384, kCached) + 8);
  for (std::size_t i = 0; i < q.size(); ++i) q[i] = std::sin(static_cast<float>(i));
  float* o = out.data();
  const float* qp = q.data();

  std::vector<Variant> vs;
  auto add = [&](Variant v) { vs.push_back(std::move(v)); };
  // the stream itself
  add(sum_variant<Avx512, 8>("sum", huge, 384, n384, true));
  add(sum_variant<Avx512, 8>("sum", small_pages, 384, n384, false));
  add(sum_variant<Avx2, 8>("sum", huge, 384, n384, true));
  if (!quick) add(sum_variant<Avx512, 1>("sum", huge, 384, n384, true));
  add(sum_variant<Avx512, 2, true>("sum", huge, 384, n384, true));
  add(sum_variant<Avx512, 4, true>("sum", huge, 384, n384, true));
  add(sum_variant<Avx512, 8, true>("sum", huge, 384, n384, true));
  // the engramdb kernel's shape today: 4 rows per pass, 2 accumulators per row, every score stored
  add(scan_variant<Avx512, 4, 2>("scan", qp, huge, 384, n384, o));
  {
    Variant v = scan_variant<Avx512, 4, 2>("scan", qp, small_pages, 384, n384, o);
    v.huge = false;
    add(std::move(v));
  }
  add(scan_variant<Avx2, 4, 2>("scan", qp, huge, 384, n384, o));
  // rows per pass and accumulators per row
  add(scan_variant<Avx512, 1, 1>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 1, 2>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 1, 4>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 2, 2>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 1>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 4>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 8, 1>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 8, 2>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx2, 1, 2>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx2, 8, 2>("scan", qp, huge, 384, n384, o));
  // software prefetch distance (bytes ahead of each load), hints, streaming loads
  add(scan_variant<Avx512, 4, 2, 512>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 1536>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 6144>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 12288>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 24576>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 1, 2, 1536>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 1, 2, 4096>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 6144, 1>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 0, 2>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx2, 4, 2, 6144>("scan", qp, huge, 384, n384, o));
  // R sequential streams: the R rows of a pass from R distant parts of the matrix
  add(scan_variant<Avx512, 2, 2, 0, 0, 0, true>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 0, 0, 0, true>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 8, 2, 0, 0, 0, true>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx2, 4, 2, 0, 0, 0, true>("scan", qp, huge, 384, n384, o));
  add(scan_variant<Avx512, 4, 2, 0, 0, 0, true>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  add(scan_variant<Avx512, 4, 2, 0, 0, 0, true>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  // the output: keep the best score only
  add(scan_variant<Avx512, 4, 2, 0, 0, 1>("scan", qp, huge, 384, n384, o));
  // dimensions (the same bytes)
  add(sum_variant<Avx512, 8>("sum", huge, 768, n768, true));
  add(sum_variant<Avx512, 8>("sum", huge, 1024, n1024, true));
  add(scan_variant<Avx512, 4, 2>("scan", qp, huge, 768, n768, o));
  add(scan_variant<Avx512, 4, 2>("scan", qp, huge, 1024, n1024, o));
  add(scan_variant<Avx512, 4, 2, 6144>("scan", qp, huge, 768, n768, o));
  add(scan_variant<Avx512, 4, 2, 6144>("scan", qp, huge, 1024, n1024, o));
  // the cached case: 10k rows read kCachedRepeat times
  add(sum_variant<Avx512, 8>("sum", huge, 384, kCached, true, kCachedRepeat));
  add(scan_variant<Avx512, 4, 2>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  add(scan_variant<Avx512, 4, 2, 6144>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  add(scan_variant<Avx512, 1, 2>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  add(scan_variant<Avx512, 8, 2>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  add(scan_variant<Avx2, 4, 2>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  add(scan_variant<Avx2, 4, 2, 6144>("scan", qp, huge, 384, kCached, o, kCachedRepeat));
  // the compute ceiling: 1,000 rows (1.5 MB, in L2) read kL2Repeat times; here FMA chains, loads per FMA and
  // the per-row horizontal sums are what is left to limit a form
  add(sum_variant<Avx512, 8>("sum", huge, 384, kL2Rows, true, kL2Repeat));
  add(scan_variant<Avx512, 4, 2>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  add(scan_variant<Avx512, 1, 1>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  add(scan_variant<Avx512, 1, 2>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  add(scan_variant<Avx512, 1, 4>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  add(scan_variant<Avx512, 4, 1>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  add(scan_variant<Avx512, 8, 2>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));
  add(scan_variant<Avx2, 4, 2>("scan", qp, huge, 384, kL2Rows, o, kL2Repeat));

  for (auto& v : vs) v.run();  // warm-up: page in, caches, frequency
  for (int r = 0; r < reps; ++r)
    for (auto& v : vs) {
      const auto t0 = Clock::now();
      v.run();
      v.seconds.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
  const Buffer chase_buf = make_buffer(std::size_t{512} << 20, true, 3);
  std::vector<double> lat;
  for (int r = 0; r < 3; ++r) lat.push_back(chase_ns(chase_buf, 4'000'000));

  std::printf("{\"bytes\": %zu, \"reps\": %d, \"huge_kb\": %zu, \"small_pages_huge_kb\": %zu, "
              "\"chase_ns\": [", huge.bytes, reps, huge.huge_kb, small_pages.huge_kb);
  for (std::size_t i = 0; i < lat.size(); ++i) std::printf("%s%.1f", i ? ", " : "", lat[i]);
  std::printf("], \"variants\": [\n");
  for (std::size_t k = 0; k < vs.size(); ++k) {
    const auto& v = vs[k];
    const double moved = static_cast<double>(v.n * v.dim * 4) * v.repeat;
    const double mn = *std::min_element(v.seconds.begin(), v.seconds.end());
    const double md = median(v.seconds);
    const double mx = *std::max_element(v.seconds.begin(), v.seconds.end());
    std::printf("  {\"name\": \"%s\", \"isa\": \"%s\", \"rows_per_pass\": %d, \"accs\": %d, \"prefetch\": %d, "
                "\"hint\": %d, \"out\": %d, \"split\": %s, \"dim\": %zu, \"n\": %zu, \"repeat\": %d, \"huge\": %s, "
                "\"min_s\": %.6f, \"median_s\": %.6f, \"max_s\": %.6f, \"best_gbps\": %.2f, "
                "\"median_gbps\": %.2f}%s\n",
                v.name.c_str(), v.isa.c_str(), v.rows_per_pass, v.accs, v.prefetch, v.hint, v.out,
                v.split ? "true" : "false", v.dim, v.n,
                v.repeat, v.huge ? "true" : "false", mn, md, mx, moved / mn / 1e9, moved / md / 1e9,
                k + 1 < vs.size() ? "," : "");
  }
  std::printf("]}\n");
  return 0;
}

// Bindings for engram/simd: the kernels one-vs-many, at the active level or at a named one (for tests and
// benchmarks that compare levels).
#include <pybind11/stl.h>

#include <algorithm>
#include <mutex>
#include <optional>
#include <utility>
#include <thread>
#include <vector>

#include "engram/quant/bits.hpp"
#include "engram/simd/bits.hpp"
#include "engram/simd/dot.hpp"
#include "engram/simd/normalize.hpp"
#include "engram/util/crc32.hpp"
#include "engram/util/hash64.hpp"
#include "engram/util/parallel.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

// rows: [n, dim] float32; ids: optional int64 row ids into rows (gather). Returns float32[n or len(ids)].
// by_address (cosine with ids only): the rows are handed to the kernel as addresses (cosine_ptrs, MMR's).
py::array_t<float> one_vs_many(FloatArray query, FloatArray rows, std::optional<Int64Array> ids,
                               bool cosine, const std::optional<std::string>& level, bool by_address = false) {
  require_ndim(query, 1, "query");
  require_ndim(rows, 2, "rows");
  const auto dim = static_cast<std::size_t>(rows.shape(1));
  if (static_cast<std::size_t>(query.shape(0)) != dim || dim == 0)
    throw py::value_error("query length must equal the rows' dimension (and be >= 1)");
  const auto n_rows = static_cast<std::int64_t>(rows.shape(0));
  const simd::Kernels& k = kernels_named(level);
  const float* q = query.data();
  const float* base = rows.data();
  if (!ids) {
    py::array_t<float> out(n_rows);
    float* o = out.mutable_data();
    {
      py::gil_scoped_release release;  // safe: raw buffers only, the arrays are kept alive by the caller
      (cosine ? k.cosine_rows : k.dot_rows)(q, base, static_cast<std::size_t>(n_rows), dim, dim, o);
    }
    return out;
  }
  require_ndim(*ids, 1, "ids");
  const auto count = static_cast<std::size_t>(ids->shape(0));
  const std::int64_t* id = ids->data();
  for (std::size_t i = 0; i < count; ++i)
    if (id[i] < 0 || id[i] >= n_rows) throw py::index_error("row id out of range");
  py::array_t<float> out(static_cast<py::ssize_t>(count));
  float* o = out.mutable_data();
  std::vector<const float*> addresses;
  if (by_address)
    for (std::size_t i = 0; i < count; ++i) addresses.push_back(base + static_cast<std::size_t>(id[i]) * dim);
  {
    py::gil_scoped_release release;  // safe: ids were range-checked above with the GIL held
    if (by_address)
      k.cosine_ptrs(q, addresses.data(), count, dim, o);
    else
      (cosine ? k.cosine_gather : k.dot_gather)(q, base, id, count, dim, dim, o);
  }
  return out;
}

using CFloatArray = py::array_t<float, py::array::c_style>;

// The rows of `matrix` scaled to unit length, written into `out`, a C-contiguous, writable float32 [n, dim] array
// the caller owns (the store passes the reserved rows of its active segment, so a batch's vectors are scaled once,
// straight to where they stay); ValueError naming the first row with a NaN or infinity. `out` is changed even when a
// row is refused: the caller's rows past its filled part are unread.
void normalize_rows_into(FloatArray matrix, CFloatArray out) {
  require_ndim(matrix, 2, "matrix");
  require_ndim(out, 2, "out");
  if (out.shape(0) != matrix.shape(0) || out.shape(1) != matrix.shape(1))
    throw py::value_error("out must have the matrix's shape");
  if (!out.writeable()) throw py::value_error("out must be writable");
  const auto n = static_cast<std::size_t>(matrix.shape(0));
  const auto dim = static_cast<std::size_t>(matrix.shape(1));
  float* target = out.mutable_data();
  std::int64_t bad = -1;
  {
    py::gil_scoped_release release;  // safe: two raw buffers, both owned by arrays this call holds
    bad = simd::normalize_rows(matrix.data(), target, n, dim);
  }
  if (bad >= 0) throw py::value_error("row " + std::to_string(bad) + " contains NaN or infinity");
}

// normalize_rows_into, and the crc32 of the bytes written, continuing `value` (zlib.crc32(out, value)): one pass
// with the GIL released once, each chunk of rows checksummed while it is in cache (the WAL's VECTORS record body,
// storage/wal.py append_reserved). ValueError naming the first row with NaN or infinity (out then partly written).
std::uint32_t normalize_rows_crc_into(FloatArray matrix, CFloatArray out, std::uint32_t value) {
  require_ndim(matrix, 2, "matrix");
  require_ndim(out, 2, "out");
  if (out.shape(0) != matrix.shape(0) || out.shape(1) != matrix.shape(1))
    throw py::value_error("out must have the matrix's shape");
  if (!out.writeable()) throw py::value_error("out must be writable");
  const auto n = static_cast<std::size_t>(matrix.shape(0));
  const auto dim = static_cast<std::size_t>(matrix.shape(1));
  constexpr std::size_t kChunkBytes = 64 << 10;  // rows scaled, then checksummed while in L2
  const std::size_t chunk = std::max<std::size_t>(1, kChunkBytes / std::max<std::size_t>(1, 4 * dim));
  const float* source = matrix.data();
  float* target = out.mutable_data();
  std::int64_t bad = -1;
  {
    py::gil_scoped_release release;  // safe: two raw buffers, both owned by arrays this call holds
    for (std::size_t at = 0; at < n && bad < 0; at += chunk) {
      const std::size_t rows = std::min(chunk, n - at);
      const std::int64_t row = simd::normalize_rows(source + at * dim, target + at * dim, rows, dim);
      if (row >= 0) {
        bad = static_cast<std::int64_t>(at) + row;
        break;
      }
      value = util::crc32(value, target + at * dim, rows * dim * sizeof(float));
    }
  }
  if (bad >= 0) throw py::value_error("row " + std::to_string(bad) + " contains NaN or infinity");
  return value;
}

// out[i] = row indices[i] of the chunks' rows concatenated (each chunk [n_c, dim]), scaled to unit length as
// normalize_rows_into scales it where its chunk's `scale` flag is set, else copied; the chunks are never
// concatenated. ValueError naming the first source row (in the concatenation) with a NaN or infinity; IndexError
// for an index out of range (checked before anything is written).
void gather_rows_into(const std::vector<FloatArray>& chunks, Int64Array indices, CFloatArray out,
                      const std::vector<bool>& scale) {
  require_ndim(indices, 1, "indices");
  require_ndim(out, 2, "out");
  if (!out.writeable()) throw py::value_error("out must be writable");
  if (scale.size() != chunks.size()) throw py::value_error("scale needs one flag per chunk");
  const auto dim = static_cast<std::size_t>(out.shape(1));
  const auto n = static_cast<std::size_t>(indices.shape(0));
  if (static_cast<std::size_t>(out.shape(0)) != n) throw py::value_error("out needs one row per index");
  std::vector<std::int64_t> starts{0};  // chunk c holds rows [starts[c], starts[c + 1])
  for (const FloatArray& chunk : chunks) {
    require_ndim(chunk, 2, "chunk");
    if (static_cast<std::size_t>(chunk.shape(1)) != dim) throw py::value_error("every chunk needs out's width");
    starts.push_back(starts.back() + chunk.shape(0));
  }
  std::vector<const float*> rows(n);
  std::vector<std::uint8_t> scaled(n);
  std::vector<const float*> bases;
  for (const FloatArray& chunk : chunks) bases.push_back(chunk.data());
  const std::int64_t* at = indices.data();
  float* target = out.mutable_data();
  std::int64_t bad = -1;
  std::size_t out_of_range = n;
  {
    py::gil_scoped_release release;  // safe: raw buffers of arrays this call holds
    for (std::size_t i = 0; i < n && out_of_range == n; ++i) {
      if (at[i] < 0 || at[i] >= starts.back()) {
        out_of_range = i;
        break;
      }
      const auto c = static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), at[i]) - starts.begin()) - 1;
      rows[i] = bases[c] + static_cast<std::size_t>(at[i] - starts[c]) * dim;
      scaled[i] = scale[c] ? 1 : 0;
    }
    if (out_of_range == n) bad = simd::gather_rows(rows.data(), scaled.data(), target, n, dim);
  }
  if (out_of_range < n) throw py::index_error("row index " + std::to_string(at[out_of_range]) + " out of range");
  if (bad >= 0) throw py::value_error("row " + std::to_string(at[bad]) + " contains NaN or infinity");
}

// gather_rows_into's matrix without the matrix: the rows' addresses and scales, checked and computed once (IndexError,
// ValueError for NaN or infinity, as gather_rows_into, before any byte is handed out), then its bytes written range
// by range into a caller's buffer (a segment writer's aligned 8 MiB buffer: a bulk load's 300 MB of vectors are
// never held, nor faulted into fresh pages, a second time). Holds the chunks alive.
class RowGather {
 public:
  RowGather(std::vector<FloatArray> chunks, const Int64Array& indices, const std::vector<bool>& scale)
      : chunks_(std::move(chunks)) {
    require_ndim(indices, 1, "indices");
    if (scale.size() != chunks_.size()) throw py::value_error("scale needs one flag per chunk");
    if (chunks_.empty()) throw py::value_error("RowGather needs at least one chunk");
    std::vector<std::int64_t> starts{0};  // chunk c holds rows [starts[c], starts[c + 1])
    for (const FloatArray& chunk : chunks_) {
      require_ndim(chunk, 2, "chunk");
      if (chunk.shape(1) != chunks_[0].shape(1)) throw py::value_error("every chunk needs the same width");
      starts.push_back(starts.back() + chunk.shape(0));
    }
    dim_ = static_cast<std::size_t>(chunks_[0].shape(1));
    const auto n = static_cast<std::size_t>(indices.shape(0));
    const std::int64_t* at = indices.data();
    rows_.resize(n);
    scale_.resize(n);
    scales_.resize(n);
    std::vector<const float*> bases;
    for (const FloatArray& chunk : chunks_) bases.push_back(chunk.data());
    std::size_t out_of_range = n;
    std::int64_t bad = -1;
    {
      py::gil_scoped_release release;  // safe: raw buffers of arrays this object holds
      for (std::size_t i = 0; i < n; ++i) {
        if (at[i] < 0 || at[i] >= starts.back()) {
          out_of_range = i;
          break;
        }
        const auto c =
            static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), at[i]) - starts.begin()) - 1;
        rows_[i] = bases[c] + static_cast<std::size_t>(at[i] - starts[c]) * dim_;
        scale_[i] = scale[c] ? 1 : 0;
      }
      if (out_of_range == n) bad = simd::row_scales(rows_.data(), scale_.data(), scales_.data(), n, dim_);
    }
    if (out_of_range < n) throw py::index_error("row index " + std::to_string(at[out_of_range]) + " out of range");
    if (bad >= 0) throw py::value_error("row " + std::to_string(at[bad]) + " contains NaN or infinity");
  }

  std::size_t rows() const { return rows_.size(); }
  std::size_t dim() const { return dim_; }
  std::size_t nbytes() const { return rows_.size() * dim_ * sizeof(float); }

  // Bytes [offset, offset + len(out)) of the gathered matrix into `out`, a writable C-contiguous buffer.
  void write(const py::buffer& out, std::size_t offset) const {
    const py::buffer_info info = out.request(true);
    py::ssize_t stride = info.itemsize;
    for (py::ssize_t d = info.ndim - 1; d >= 0; --d) {
      if (info.shape[d] > 1 && info.strides[d] != stride)
        throw py::value_error("RowGather.write: out must be a C-contiguous buffer");
      stride *= info.shape[d];
    }
    const auto size = static_cast<std::size_t>(info.size * info.itemsize);
    if (offset > nbytes() || size > nbytes() - offset)
      throw py::value_error("RowGather.write: the range ends past the matrix's " + std::to_string(nbytes()) +
                            " bytes");
    py::gil_scoped_release release;  // safe: `info` keeps `out` exported; the chunks are held by this object
    simd::gather_rows_bytes(rows_.data(), scale_.data(), scales_.data(), dim_, offset,
                            static_cast<unsigned char*>(info.ptr), size);
  }

 private:
  std::vector<FloatArray> chunks_;
  std::size_t dim_ = 0;
  std::vector<const float*> rows_;
  std::vector<std::uint8_t> scale_;
  std::vector<float> scales_;
};

// A new C-contiguous float32 [n, dim] array of the rows scaled to unit length (normalize_rows_into).
CFloatArray normalized_rows(FloatArray matrix) {
  require_ndim(matrix, 2, "matrix");
  CFloatArray out({matrix.shape(0), matrix.shape(1)});
  normalize_rows_into(matrix, out);
  return out;
}

using Int8Array = py::array_t<std::int8_t, py::array::c_style | py::array::forcecast>;

// rows: [n, dim] int8 codes; returns int32[n] (the codes' integer dots with query).
py::array_t<std::int32_t> dot_i8_many(Int8Array query, Int8Array rows, const std::optional<std::string>& level) {
  require_ndim(query, 1, "query");
  require_ndim(rows, 2, "rows");
  const auto dim = static_cast<std::size_t>(rows.shape(1));
  if (static_cast<std::size_t>(query.shape(0)) != dim || dim == 0)
    throw py::value_error("query length must equal the rows' dimension (and be >= 1)");
  const simd::Kernels& k = kernels_named(level);
  for (py::ssize_t i = 0; i < query.shape(0); ++i)
    if (query.data()[i] == -128) throw py::value_error("int8 codes must be in [-127, 127]");
  py::array_t<std::int32_t> out(rows.shape(0));
  {
    py::gil_scoped_release release;  // safe: raw buffers of arrays this call holds
    k.dot_i8_rows(query.data(), rows.data(), static_cast<std::size_t>(rows.shape(0)), dim, dim, out.mutable_data());
  }
  return out;
}

using Uint64Array = py::array_t<std::uint64_t, py::array::c_style | py::array::forcecast>;

// planes: [n_planes, words]; codes: [n_blocks * 8 * words] in the blocked layout of simd/bits.hpp.
py::array_t<std::int32_t> dot_bits(Uint64Array planes, Uint64Array codes, const std::optional<std::string>& level) {
  require_ndim(planes, 2, "planes");
  require_ndim(codes, 1, "codes");
  const auto n_planes = static_cast<int>(planes.shape(0));
  const auto words = static_cast<std::size_t>(planes.shape(1));
  if (n_planes < 1 || n_planes > 8 || words == 0 || words > 1024)
    throw py::value_error("planes must be [1..8, 1..1024]");
  if (codes.shape(0) % static_cast<py::ssize_t>(8 * words) != 0)
    throw py::value_error("codes must hold whole blocks of 8 rows of `words` words");
  const std::size_t blocks = static_cast<std::size_t>(codes.shape(0)) / (8 * words);
  const simd::BitKernels& k = level ? simd::bit_kernels_for(simd::parse_level(level->c_str())) : simd::active_bit_kernels();
  py::array_t<std::int32_t> out(static_cast<py::ssize_t>(blocks * 8));
  {
    py::gil_scoped_release release;  // safe: raw buffers of arrays this call holds
    k.dot_bits(planes.data(), n_planes, codes.data(), blocks, words, out.mutable_data());
  }
  return out;
}

// Encodes rows [n, dim] against one centroid and returns, for the query, every row's estimated dot and the
// half-width of its interval at eps0 (quant/bits.hpp), as two float32[n] arrays.
std::pair<py::array_t<float>, py::array_t<float>> bit_estimates(FloatArray rows, FloatArray centroid, FloatArray query,
                                                                float eps0) {
  require_ndim(rows, 2, "rows");
  const auto n = static_cast<std::size_t>(rows.shape(0));
  const auto dim = static_cast<std::size_t>(rows.shape(1));
  if (dim == 0 || static_cast<std::size_t>(centroid.size()) != dim || static_cast<std::size_t>(query.size()) != dim)
    throw py::value_error("centroid and query must have the rows' dimension (>= 1)");
  py::array_t<float> est(static_cast<py::ssize_t>(n)), width(static_cast<py::ssize_t>(n));
  {
    py::gil_scoped_release release;  // safe: raw buffers of arrays this call holds
    const std::vector<std::int32_t> centre_of(n, 0);
    const quant::BitCodes codes = quant::bits_encode(rows.data(), nullptr, n, dim, dim, centroid.data(), centre_of.data(), 1);
    const quant::BitQuery q = quant::bits_prepare_query(query.data(), dim);
    std::vector<std::int32_t> sums((n + 7) / 8 * 8);
    simd::active_bit_kernels().dot_bits(q.planes.data(), quant::BitQuery::kPlanes, codes.codes.data(), (n + 7) / 8,
                                        codes.words, sums.data());
    double cdot = 0.0;
    for (std::size_t d = 0; d < dim; ++d) cdot += static_cast<double>(query.data()[d]) * centroid.data()[d];
    for (std::size_t i = 0; i < n; ++i) {
      est.mutable_data()[i] = static_cast<float>(cdot) + q.estimate(codes.factor[i], codes.ones[i], sums[i]);
      width.mutable_data()[i] = q.bound(codes.factor[i], codes.spread[i], eps0);
    }
  }
  return {est, width};
}

// A file's CRC-32 and hash64 taken from the bytes as they are written (segments.write_segment), so that the
// file is not read back to checksum it. The mutex keeps two threads' updates (each with the GIL released) whole.
class StreamChecksum {
 public:
  explicit StreamChecksum(unsigned threads) : hash_(threads == 0 ? util::hardware_threads() : threads) {}

  void update(const py::buffer& data) {
    const py::buffer_info info = data.request();
    py::ssize_t stride = info.itemsize;  // C-contiguous: the bytes are read as one run
    for (py::ssize_t d = info.ndim - 1; d >= 0; --d) {
      if (info.shape[d] > 1 && info.strides[d] != stride)
        throw py::value_error("StreamChecksum.update: data must be a C-contiguous buffer");
      stride *= info.shape[d];
    }
    const auto size = static_cast<std::size_t>(info.size * info.itemsize);
    py::gil_scoped_release release;  // safe: `info` keeps the buffer exported until it is destroyed
    const std::lock_guard<std::mutex> lock(mutex_);
    crc_ = util::crc32(crc_, info.ptr, size);
    hash_.update(info.ptr, size);
  }
  std::uint32_t crc32() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return crc_;
  }
  std::uint64_t hash64() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return hash_.digest();
  }
  std::uint64_t bytes() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return hash_.bytes();
  }

 private:
  std::mutex mutex_;
  std::uint32_t crc_ = 0;
  util::Hash64Stream hash_;
};

}  // namespace

const simd::Kernels& kernels_named(const std::optional<std::string>& level) {
  if (!level) return simd::active_kernels();
#if defined(ENGRAM_X86)
  // The avx512 table's own int8 bodies where it uses the VNNI ones (dot.hpp), so that tests compare both.
  if (*level == "avx512-novnni") {
    (void)simd::kernels_for(simd::Level::avx512);  // throws where the CPU has no AVX-512
    return simd::avx512_kernels_without_vnni();
  }
#endif
  return simd::kernels_for(simd::parse_level(level->c_str()));  // std::invalid_argument -> ValueError
}

void register_simd(py::module_& m) {
  m.def(
      "hash64",
      [](const py::buffer& data, unsigned threads) {
        const py::buffer_info info = data.request();  // a contiguous byte view (mmap, bytes, numpy)
        if (threads == 0) threads = util::hardware_threads();
        const auto size = static_cast<std::size_t>(info.size * info.itemsize);
        py::gil_scoped_release release;  // safe: `info` keeps the buffer exported until it is destroyed
        return util::hash64(info.ptr, size, threads);
      },
      py::arg("data"), py::arg("threads") = 0,
      "The store format's 64-bit checksum of a buffer (engram/util/hash64.hpp), on several threads.");
  m.def(
      "crc32",
      [](const py::buffer& data, std::uint32_t value) {
        const py::buffer_info info = data.request();  // a contiguous byte view (bytes, memoryview, Arrow buffer)
        const auto size = static_cast<std::size_t>(info.size * info.itemsize);
        py::gil_scoped_release release;  // safe: `info` keeps the buffer exported until it is destroyed
        return util::crc32(value, info.ptr, size);
      },
      py::arg("data"), py::arg("value") = 0,
      "zlib.crc32(data, value), computed with carry-less multiplies where the CPU has them "
      "(engram/util/crc32.hpp).");
  m.def(
      "crc32_parts",
      [](const py::sequence& parts, std::uint32_t value) {
        std::vector<py::buffer_info> infos;  // each part's buffer stays exported until they are destroyed
        infos.reserve(parts.size());
        for (const py::handle part : parts) {
          infos.push_back(py::reinterpret_borrow<py::buffer>(part).request());
          const py::buffer_info& info = infos.back();
          py::ssize_t stride = info.itemsize;  // C-contiguous: the bytes are read as one run
          for (py::ssize_t d = info.ndim - 1; d >= 0; --d) {
            if (info.shape[d] > 1 && info.strides[d] != stride)
              throw py::value_error("crc32_parts: every part must be a C-contiguous buffer");
            stride *= info.shape[d];
          }
        }
        py::gil_scoped_release release;  // safe: reads only the exported buffers held in `infos`
        for (const py::buffer_info& info : infos)
          value = util::crc32(value, info.ptr, static_cast<std::size_t>(info.size * info.itemsize));
        return value;
      },
      py::arg("parts"), py::arg("value") = 0,
      "crc32 of the parts (contiguous byte views) back to back, as if joined, with the GIL released once: "
      "zlib.crc32(b''.join(parts), value).");
  py::class_<StreamChecksum>(m, "StreamChecksum",
                             "zlib.crc32 and hash64 of the bytes given to update(), in order, as if joined: a writer's "
                             "checksums of what it writes, without reading the file back.")
      .def(py::init<unsigned>(), py::arg("threads") = 0)
      .def("update", &StreamChecksum::update, py::arg("data"),
           "Adds a contiguous byte view (bytes, memoryview, Arrow buffer); GIL released.")
      .def_property_readonly("crc32", &StreamChecksum::crc32, "zlib.crc32 of every byte so far.")
      .def_property_readonly("hash64", &StreamChecksum::hash64, "hash64 of every byte so far.")
      .def_property_readonly("bytes", &StreamChecksum::bytes, "How many bytes were given.");
  m.def("crc32_level", [] { return std::string(util::crc32_level()); },
        "How crc32 runs on this CPU: 'clmul' or 'table'.");
  m.def("normalized_rows", &normalized_rows, py::arg("matrix"),
        "Rows scaled to unit L2 norm (zero rows stay zero) in one pass; ValueError on NaN/inf.");
  m.def("normalize_rows_into", &normalize_rows_into, py::arg("matrix"), py::arg("out"),
        "normalized_rows written into `out` (C-contiguous, writable float32 of the matrix's shape); ValueError "
        "on NaN/inf (out then partly written).");
  m.def("normalize_rows_crc_into", &normalize_rows_crc_into, py::arg("matrix"), py::arg("out"), py::arg("value") = 0,
        "normalize_rows_into, returning zlib.crc32(out, value) of the rows written (one pass, the GIL released "
        "once); ValueError on NaN/inf (out then partly written).");
  m.def("gather_rows_into", &gather_rows_into, py::arg("chunks"), py::arg("indices"), py::arg("out"),
        py::arg("scale"),
        "out[i] = row indices[i] of the float32 chunks concatenated, scaled to unit length (normalized_rows' bits) "
        "where its chunk's scale flag is set, else copied; one pass, GIL released. ValueError naming the first "
        "source row with NaN/inf (out then partly written), IndexError for an index out of range.");
  py::class_<RowGather>(m, "RowGather",
                        "gather_rows_into's matrix, written range by range into a caller's buffer (a segment writer's): "
                        "rows and scales checked at construction (IndexError, ValueError on NaN/inf), GIL released.")
      .def(py::init<std::vector<FloatArray>, const Int64Array&, const std::vector<bool>&>(), py::arg("chunks"),
           py::arg("indices"), py::arg("scale"))
      .def("write", &RowGather::write, py::arg("out"), py::arg("offset"),
           "Bytes [offset, offset + len(out)) of the matrix into the writable buffer `out`; GIL released.")
      .def_property_readonly("rows", &RowGather::rows)
      .def_property_readonly("dim", &RowGather::dim)
      .def_property_readonly("nbytes", &RowGather::nbytes);
  m.def("simd_level", [] { return std::string(simd::active_kernels().name); },
        "The kernel target chosen for this process: 'scalar', 'avx2' or 'avx512'.");
  m.def("simd_best_level", [] { return std::string(simd::level_name(simd::best_supported_level())); },
        "The best kernel target this CPU supports (ENGRAMDB_SIMD may have chosen a lower one).");
  m.def(
      "dot_many",
      [](FloatArray q, FloatArray rows, std::optional<Int64Array> ids, std::optional<std::string> level) {
        return one_vs_many(std::move(q), std::move(rows), std::move(ids), false, level);
      },
      py::arg("query"), py::arg("rows"), py::arg("ids") = py::none(), py::arg("level") = py::none(),
      "Dot product of query against each row (or the rows named by ids).");
  m.def(
      "cosine_many",
      [](FloatArray q, FloatArray rows, std::optional<Int64Array> ids, std::optional<std::string> level,
         bool by_address) {
        if (by_address && !ids) throw py::value_error("by_address needs ids");
        return one_vs_many(std::move(q), std::move(rows), std::move(ids), true, level, by_address);
      },
      py::arg("query"), py::arg("rows"), py::arg("ids") = py::none(), py::arg("level") = py::none(),
      py::arg("by_address") = false,
      "Cosine similarity of query against each row (or the rows named by ids); 0 for zero vectors. "
      "by_address: the named rows reach the kernel as addresses (the MMR kernel) instead of ids.");
  m.def("dot_bits", &dot_bits, py::arg("planes"), py::arg("codes"), py::arg("level") = py::none(),
        "The one-bit code kernel (engram/simd/bits.hpp): int32 sums of 2^j popcount(code & plane j) per row.");
  m.def("bit_estimates", &bit_estimates, py::arg("rows"), py::arg("centroid"), py::arg("query"), py::arg("eps0"),
        "One-bit codes of rows against a centroid (engram/quant/bits.hpp): each row's estimated dot with query "
        "and the half-width of its interval at eps0.");
  m.def("dot_i8_many", &dot_i8_many, py::arg("query"), py::arg("rows"), py::arg("level") = py::none(),
        "int32 dot products of int8 codes (each in [-127, 127]) of query against each row.");
}

}  // namespace engram::bindings

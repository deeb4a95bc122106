// engram/simd/normalize.hpp - validate and L2-normalise rows in one pass (the write path of every vector).
#pragma once

#include <cstddef>
#include <cstdint>

namespace engram::simd {

// out[i] = in[i] / ||in[i]|| for each of the n rows of `dim` floats (row-major, contiguous); a zero row
// stays zero. `in` and `out` may be the same buffer. Returns -1, or the index of the first row holding a
// NaN or an infinity (rows before it are written, the rest are not). One read and one write per element;
// the sum of squares uses the dispatched dot kernel, and falls back to double precision only for rows
// whose finite values overflow a float sum of squares (|x| > ~1e19).
std::int64_t normalize_rows(const float* in, float* out, std::size_t n, std::size_t dim) noexcept;

// Gathers: out's row i is the row at rows[i] (`dim` floats each; any addresses, e.g. rows of several chunks in
// a sort order), scaled as normalize_rows scales it (the same bits) where scale[i] is nonzero, else copied as it
// is. Returns -1, or the first i whose row (when scaled) holds a NaN or an infinity (rows before it are written).
// One read and one write per element: a bulk load's vectors go from the caller's buffers to the segment's order
// in one pass, instead of a scaling into fresh memory and then a gather.
std::int64_t gather_rows(const float* const* rows, const std::uint8_t* scale, float* out, std::size_t n,
                         std::size_t dim) noexcept;

// The two halves of gather_rows, for a writer that never holds the whole gathered matrix (a bulk load's segment
// file is written from an 8 MiB buffer: the vectors go from the caller's buffers straight into it).
// row_scales: scales[i] = the factor normalize_rows multiplies row i by, where scale[i] is nonzero (scales[i]
// unwritten where it is zero); returns -1, or the first i whose row holds a NaN or an infinity.
std::int64_t row_scales(const float* const* rows, const std::uint8_t* scale, float* scales, std::size_t n,
                        std::size_t dim) noexcept;

// Bytes [byte_offset, byte_offset + nbytes) of the [n, dim] float32 matrix gather_rows would write, into `out`
// (any alignment): row i is rows[i] times scales[i] where scale[i] is nonzero (gather_rows' bits), else copied.
// The caller keeps the range inside the n rows.
void gather_rows_bytes(const float* const* rows, const std::uint8_t* scale, const float* scales, std::size_t dim,
                       std::size_t byte_offset, unsigned char* out, std::size_t nbytes) noexcept;

}  // namespace engram::simd

// engram/hnsw/graph.hpp - an HNSW graph over vectors it borrows: links only, never a copy of the vectors.
//
// The vectors are a row-major view (`base`, `dim`, `stride` floats between rows, `n` rows); node i is row i.
// The store builds one graph per large scope of a sealed segment over the scope's contiguous row run, so a
// node id is an offset in that run. Whoever builds or loads a Graph keeps the rows alive and unchanged for as
// long as the graph is used (changing a row silently changes what the graph finds, nothing worse).
//
// Distance: 1 - dot(a, b), computed by the runtime-dispatched `dot` kernel (engram/simd/dot.hpp); rows are
// unit-norm or zero (the store's rule), so this is the cosine distance. Results are sorted by distance, ties in
// no particular order.
//
// Structure (Malkov & Yashunin, HNSW): level-0 degree 2*M, upper-level degree M, levels drawn as
// floor(-ln(U) / ln(M)) from a 64-bit generator seeded by BuildParams::seed, neighbours chosen by the
// paper's heuristic (a candidate is kept unless an already kept neighbour is closer to it than the base).
// Memory: level-0 links are one flat int32 array [n x (2M + 1)] (count, then neighbours); the links of a node's
// upper levels 1..L are (M + 1) int32 each, contiguous in one shared array, found through a per-node offset.
//
// Thread-safety: a built or loaded Graph is immutable. search() and search_batch() are const, take every
// per-query setting as arguments and may run concurrently from any number of threads; their scratch memory
// (visited tags, heaps) comes from a small pool inside the graph, so a search allocates nothing in steady
// state. build() inserts in parallel with one spin lock per node (as hnswlib does); with one thread the graph
// is a deterministic function of the rows and the parameters.
//
// File format (save/load), little-endian, one file beside its segment:
//   offset  size  field
//        0     8  magic "ENGHNSW\0"
//        8     4  u32 format version (1)
//       12     4  u32 header size in bytes (128)
//       16     8  u64 n (nodes)
//       24     4  u32 dim
//       28     4  u32 M
//       32     4  u32 ef_construction (informational)
//       36     4  i32 max level (-1 when n = 0)
//       40     4  i32 entry point (-1 when n = 0)
//       44     4  u32 reserved (0)
//       48     8  u64 seed (informational)
//       56     8  u64 upper link entries (int32 count of the upper-level array)
//       64     8  u64 payload size in bytes (everything after the header)
//       72     8  u64 checksum: FNV-1a 64 over the header's first 72 bytes, then the payload, taken as
//                 little-endian 64-bit words (offset basis 0xcbf29ce484222325, prime 0x100000001b3)
//       80    48  reserved (0)
//   payload, each array starting on a 64-byte boundary of the file, zero padding between:
//     level-0 links    int32 [n x (2M + 1)]   count, then up to 2M neighbour ids
//     levels           uint8 [n]              the top level of each node
//     upper offsets    uint32 [n + 1]         node i's level l >= 1 links start at upper[offsets[i] + (l-1)*(M+1)]
//     upper links      int32 [entries]        per level: count, then up to M neighbour ids
// load() maps the file read-only (mmap) and reads the arrays in place: opening does not copy the graph. It
// verifies the checksum and every size against the file and the vectors, and refuses a mismatch with
// CorruptFileError. The payload size is a multiple of 8 bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace engram::hnsw {

namespace detail {
struct Scratch;
struct ScratchPool;
class Mapping;
class Builder;
}  // namespace detail

// The rows a graph borrows. Row i starts at base + i * stride; stride >= dim.
struct VectorView {
  const float* base = nullptr;
  std::size_t n = 0;
  std::size_t dim = 0;
  std::size_t stride = 0;

  const float* row(std::size_t i) const { return base + i * stride; }
};

struct BuildParams {
  int M = 16;                 // upper-level degree (level 0: 2*M); >= 2
  int ef_construction = 200;  // candidate list size while inserting; >= 1
  std::uint64_t seed = 100;   // drives the level draw; same seed + one thread = same graph
};

struct SearchParams {
  int k = 10;   // results wanted; >= 1
  int ef = 64;  // candidate list size; raised to k when smaller
};

struct Neighbor {
  std::int32_t node;
  float distance;  // 1 - dot(query, row(node))
};

// int8 codes of the graph's rows (node i's code at base + i * stride bytes, dim codes each) and a query
// prepared for them (engram/quant/sq8.hpp): dot(query, row i) ~= scale * dot_i8(query_codes, code i).
struct Int8Rows {
  const std::int8_t* base = nullptr;
  std::size_t stride = 0;
  const std::int8_t* query_codes = nullptr;
  float scale = 0.f;
};

// A file that is not a valid graph for these vectors: bad magic/version, checksum mismatch, sizes that do
// not match the file or the vectors, links out of range.
class CorruptFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Graph {
 public:
  // Builds a graph over `vectors` with `n_threads` threads (0 = the hardware's count). Throws
  // std::invalid_argument on bad parameters (M < 2, ef_construction < 1, dim == 0, n >= 2^31).
  static Graph build(const VectorView& vectors, const BuildParams& params, unsigned n_threads);
  // Maps the file written by save() and borrows `vectors` (which must have the saved n and dim). Throws
  // std::system_error when the file cannot be read, CorruptFileError when it is not a valid graph.
  static Graph load(const std::string& path, const VectorView& vectors);
  // Writes the file format above to `path` (through a temporary file renamed into place, fsynced).
  void save(const std::string& path) const;

  // Up to `params.k` nearest live nodes, sorted by distance. A node with hidden[node] != 0 is traversed but
  // never returned (`hidden` may be null, else it has n entries). Returns min(k, live nodes) results: when
  // the graph walk finds fewer (most nodes hidden, or a node the walk cannot reach), the unvisited live nodes
  // are scanned exactly. Writes the results to `out` (room for k) and returns their count.
  std::size_t search(const float* query, const SearchParams& params, const std::uint8_t* hidden,
                     Neighbor* out) const;
  std::vector<Neighbor> search(const float* query, const SearchParams& params,
                               const std::uint8_t* hidden = nullptr) const;
  // As search(), but the walk compares int8 approximations (4x fewer bytes per node than the float rows);
  // the ef candidates it ends with are rescored with the float rows, and the k best of those are returned
  // with their float distances. Same guarantees (live nodes only, min(k, live) results).
  std::size_t search_approx(const float* query, const Int8Rows& approx, const SearchParams& params,
                            const std::uint8_t* hidden, Neighbor* out) const;
  // queries: [n_queries, dim] row-major. Row i of out_nodes / out_distances ([n_queries, k]) gets query i's
  // results, padded with node -1 and distance +inf. Runs on `n_threads` threads (0 = the hardware's count);
  // the first error of any worker is rethrown once.
  void search_batch(const float* queries, std::size_t n_queries, const SearchParams& params,
                    const std::uint8_t* hidden, unsigned n_threads, std::int64_t* out_nodes,
                    float* out_distances) const;

  std::size_t size() const { return vectors_.n; }
  std::size_t dim() const { return vectors_.dim; }
  int M() const { return M_; }
  int ef_construction() const { return ef_construction_; }
  int max_level() const { return max_level_; }
  std::int32_t entry_point() const { return entry_point_; }
  // Bytes of the graph itself (links, levels, offsets), not of the borrowed vectors.
  std::size_t memory_bytes() const;
  // The neighbours of `node` at `level` (for tests and tools). Empty when the node has no such level.
  std::vector<std::int32_t> neighbors(std::int32_t node, int level) const;

  Graph(Graph&&) noexcept;
  Graph& operator=(Graph&&) noexcept;
  ~Graph();

 private:
  friend class detail::Builder;

  Graph(const VectorView& vectors, int M, int ef_construction, std::uint64_t seed);

  const std::int32_t* level0_links(std::int32_t node) const {
    return level0_ + static_cast<std::size_t>(node) * level0_stride_;
  }
  const std::int32_t* upper_links(std::int32_t node, int level) const {
    return upper_ + upper_offsets_[node] + static_cast<std::size_t>(level - 1) * upper_stride_;
  }
  std::size_t count_live(const std::uint8_t* hidden) const;
  // The search, walking with `walk_space` (float rows or int8 codes; graph.cpp) and answering in float.
  template <class WalkSpace>
  std::size_t search_with(const WalkSpace& walk_space, bool rescore, const float* query,
                          const SearchParams& params, const std::uint8_t* hidden, Neighbor* out) const;

  VectorView vectors_;
  int M_ = 16;
  int ef_construction_ = 200;
  std::uint64_t seed_ = 100;
  std::size_t level0_stride_ = 0;  // 2M + 1
  std::size_t upper_stride_ = 0;   // M + 1
  int max_level_ = -1;
  std::int32_t entry_point_ = -1;
  std::uint64_t upper_entries_ = 0;
  float (*dot_)(const float*, const float*, std::size_t) = nullptr;

  // Views used by search; they point into the owned arrays (built) or into the mapping (loaded).
  const std::int32_t* level0_ = nullptr;
  const std::uint8_t* levels_ = nullptr;
  const std::uint32_t* upper_offsets_ = nullptr;
  const std::int32_t* upper_ = nullptr;

  std::vector<std::int32_t> owned_level0_;
  std::vector<std::uint8_t> owned_levels_;
  std::vector<std::uint32_t> owned_upper_offsets_;
  std::vector<std::int32_t> owned_upper_;
  std::unique_ptr<detail::Mapping> mapping_;
  std::unique_ptr<detail::ScratchPool> pool_;
};

}  // namespace engram::hnsw

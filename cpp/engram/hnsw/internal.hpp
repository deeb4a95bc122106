// engram/hnsw/internal.hpp - pieces shared by graph.cpp and graph_file.cpp; not part of the API.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "engram/hnsw/graph.hpp"

namespace engram::hnsw::detail {

// Per-thread working memory of one walk. Visited marks are epoch tags: a node is visited in this walk when
// visited[node] == epoch, so starting a walk costs nothing but a counter increment (a full clear every 65,535
// walks, when the 16-bit epoch wraps).
struct Scratch {
  std::vector<std::uint16_t> visited;
  std::uint16_t epoch = 0;
  std::vector<Neighbor> candidates;  // min-heap on distance: nodes still to expand
  std::vector<Neighbor> top;         // max-heap on distance: the best ef nodes found so far
  std::vector<std::int32_t> pending; // unvisited neighbours of the node being expanded
  std::vector<std::int32_t> links;   // a copy of one link list (build: read under the node's lock)
  std::vector<Neighbor> sorted;      // build: candidates of the neighbour selection, nearest first
  std::vector<Neighbor> chosen;      // build: the neighbours chosen for the node being inserted
  std::vector<Neighbor> kept;        // build: the neighbours a full list keeps when it is pruned

  // Starts a walk over n nodes and returns its epoch tag.
  std::uint16_t begin_walk(std::size_t n) {
    if (visited.size() != n) {
      visited.assign(n, 0);
      epoch = 0;
    }
    if (++epoch == 0) {
      std::fill(visited.begin(), visited.end(), std::uint16_t{0});
      epoch = 1;
    }
    return epoch;
  }
};

// Scratch objects reused across searches; grows to the largest number of concurrent searches seen.
struct ScratchPool {
  std::mutex mutex;
  std::vector<std::unique_ptr<Scratch>> idle;
};

// A read-only memory map of a whole file; unmapped on destruction.
class Mapping {
 public:
  Mapping(const void* data, std::size_t size) : data_(data), size_(size) {}
  Mapping(const Mapping&) = delete;
  Mapping& operator=(const Mapping&) = delete;
  ~Mapping();
  const unsigned char* bytes() const { return static_cast<const unsigned char*>(data_); }
  std::size_t size() const { return size_; }

 private:
  const void* data_;
  std::size_t size_;
};

}  // namespace engram::hnsw::detail

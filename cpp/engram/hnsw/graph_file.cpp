// HNSW save/load: the flat file format documented in graph.hpp, read in place through a read-only mmap.
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <limits>
#include <memory>
#include <stdexcept>
#include <cstring>
#include <string>
#include <system_error>

#include "engram/hnsw/graph.hpp"
#include "engram/hnsw/internal.hpp"

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the graph file format is little-endian");

namespace engram::hnsw {
namespace detail {

Mapping::~Mapping() {
  if (data_ && size_ > 0) ::munmap(const_cast<void*>(data_), size_);
}

}  // namespace detail

namespace {

constexpr char kMagic[8] = {'E', 'N', 'G', 'H', 'N', 'S', 'W', '\0'};
constexpr std::uint32_t kVersion = 1;
constexpr std::size_t kHeaderBytes = 128;
constexpr std::size_t kChecksumOffset = 72;  // the checksum covers the header bytes before it
constexpr std::size_t kAlignment = 64;

struct Header {
  char magic[8];
  std::uint32_t version;
  std::uint32_t header_bytes;
  std::uint64_t n;
  std::uint32_t dim;
  std::uint32_t M;
  std::uint32_t ef_construction;
  std::int32_t max_level;
  std::int32_t entry_point;
  std::uint32_t reserved0;
  std::uint64_t seed;
  std::uint64_t upper_entries;
  std::uint64_t payload_bytes;
  std::uint64_t checksum;
  unsigned char reserved[48];
};
static_assert(sizeof(Header) == kHeaderBytes, "header layout");
static_assert(offsetof(Header, checksum) == kChecksumOffset, "header layout");

std::size_t align_up(std::size_t offset) { return (offset + kAlignment - 1) / kAlignment * kAlignment; }

// Where each array lives in the file, for a graph of this shape.
struct Layout {
  std::size_t level0, levels, upper_offsets, upper, end;

  Layout(std::uint64_t n, std::uint32_t M, std::uint64_t upper_entries) {
    level0 = kHeaderBytes;
    levels = align_up(level0 + n * (2 * static_cast<std::uint64_t>(M) + 1) * sizeof(std::int32_t));
    upper_offsets = align_up(levels + n);
    upper = align_up(upper_offsets + (n + 1) * sizeof(std::uint32_t));
    end = align_up(upper + upper_entries * sizeof(std::int32_t));
  }
};

// FNV-1a 64 over little-endian 64-bit words; `size` is a multiple of 8.
class Checksum {
 public:
  void add(const unsigned char* bytes, std::size_t size) {
    for (std::size_t i = 0; i < size; i += 8) {
      std::uint64_t word;
      std::memcpy(&word, bytes + i, 8);
      hash_ = (hash_ ^ word) * 0x100000001b3ULL;
    }
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

[[noreturn]] void throw_errno(const std::string& what) {
  throw std::system_error(errno, std::generic_category(), what);
}

[[noreturn]] void corrupt(const std::string& path, const std::string& why) {
  throw CorruptFileError("hnsw graph file " + path + ": " + why);
}

class File {
 public:
  File(const std::string& path, int flags) : fd_(::open(path.c_str(), flags | O_CLOEXEC, 0644)) {
    if (fd_ < 0) throw_errno("cannot open " + path);
  }
  ~File() {
    if (fd_ >= 0) ::close(fd_);
  }
  File(const File&) = delete;
  File& operator=(const File&) = delete;
  int fd() const { return fd_; }

 private:
  int fd_;
};

void write_all(int fd, const void* data, std::size_t size, const std::string& path) {
  const char* p = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t written = ::write(fd, p, size);
    if (written < 0) {
      if (errno == EINTR) continue;
      throw_errno("cannot write " + path);
    }
    p += written;
    size -= static_cast<std::size_t>(written);
  }
}

}  // namespace

void Graph::save(const std::string& path) const {
  const std::uint64_t n = vectors_.n;
  const Layout layout(n, static_cast<std::uint32_t>(M_), upper_entries_);
  struct Piece {
    std::size_t offset;
    const void* data;
    std::size_t size;
  };
  const Piece pieces[] = {
      {layout.level0, level0_, n * level0_stride_ * sizeof(std::int32_t)},
      {layout.levels, levels_, n},
      {layout.upper_offsets, upper_offsets_, (n + 1) * sizeof(std::uint32_t)},
      {layout.upper, upper_, static_cast<std::size_t>(upper_entries_) * sizeof(std::int32_t)},
  };

  // The payload with its padding, in file order, so the checksum sees exactly the bytes written.
  std::vector<unsigned char> payload(layout.end - kHeaderBytes, 0);
  for (const Piece& piece : pieces)
    if (piece.size > 0) std::memcpy(payload.data() + (piece.offset - kHeaderBytes), piece.data, piece.size);

  Header header{};
  std::memcpy(header.magic, kMagic, sizeof kMagic);
  header.version = kVersion;
  header.header_bytes = kHeaderBytes;
  header.n = n;
  header.dim = static_cast<std::uint32_t>(vectors_.dim);
  header.M = static_cast<std::uint32_t>(M_);
  header.ef_construction = static_cast<std::uint32_t>(ef_construction_);
  header.max_level = max_level_;
  header.entry_point = entry_point_;
  header.seed = seed_;
  header.upper_entries = upper_entries_;
  header.payload_bytes = payload.size();
  Checksum checksum;
  checksum.add(reinterpret_cast<const unsigned char*>(&header), kChecksumOffset);
  checksum.add(payload.data(), payload.size());
  header.checksum = checksum.value();

  const std::string temporary = path + ".tmp";
  {
    File file(temporary, O_WRONLY | O_CREAT | O_TRUNC);
    write_all(file.fd(), &header, sizeof header, temporary);
    write_all(file.fd(), payload.data(), payload.size(), temporary);
    if (::fsync(file.fd()) != 0) throw_errno("cannot fsync " + temporary);
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) throw_errno("cannot rename " + temporary + " to " + path);
}

Graph Graph::load(const std::string& path, const VectorView& vectors) {
  File file(path, O_RDONLY);
  struct stat info {};
  if (::fstat(file.fd(), &info) != 0) throw_errno("cannot stat " + path);
  const auto file_bytes = static_cast<std::size_t>(info.st_size);
  if (file_bytes < kHeaderBytes) corrupt(path, "shorter than its header");
  void* address = ::mmap(nullptr, file_bytes, PROT_READ, MAP_SHARED, file.fd(), 0);
  if (address == MAP_FAILED) throw_errno("cannot map " + path);
  auto mapping = std::make_unique<detail::Mapping>(address, file_bytes);
  const unsigned char* bytes = mapping->bytes();

  Header header;
  std::memcpy(&header, bytes, sizeof header);
  if (std::memcmp(header.magic, kMagic, sizeof kMagic) != 0)
    corrupt(path, "not an engramdb HNSW graph (bad magic)");
  if (header.version != kVersion)
    corrupt(path, "format version " + std::to_string(header.version) + " (this build reads " +
                      std::to_string(kVersion) + ")");
  if (header.header_bytes != kHeaderBytes) corrupt(path, "unexpected header size");
  if (header.M < 2 || header.M > 1024) corrupt(path, "M out of range");
  if (header.n >= static_cast<std::uint64_t>(std::numeric_limits<std::int32_t>::max()) ||
      header.upper_entries > std::numeric_limits<std::uint32_t>::max())
    corrupt(path, "sizes out of range");
  const Layout layout(header.n, header.M, header.upper_entries);
  if (header.payload_bytes != layout.end - kHeaderBytes || file_bytes != layout.end)
    corrupt(path, "size " + std::to_string(file_bytes) + " bytes does not match its header (" +
                      std::to_string(layout.end) + " expected): truncated or overwritten");
  Checksum checksum;
  checksum.add(bytes, kChecksumOffset);
  checksum.add(bytes + kHeaderBytes, header.payload_bytes);
  if (checksum.value() != header.checksum) corrupt(path, "checksum mismatch: the file is damaged");
  if (header.n != vectors.n || header.dim != vectors.dim)
    throw std::invalid_argument("hnsw graph file " + path + " was built for " + std::to_string(header.n) +
                                " x " + std::to_string(header.dim) + " vectors, not " +
                                std::to_string(vectors.n) + " x " + std::to_string(vectors.dim));

  const auto ef_construction = static_cast<int>(std::max<std::uint32_t>(header.ef_construction, 1));
  Graph graph(vectors, static_cast<int>(header.M), ef_construction, header.seed);
  graph.max_level_ = header.max_level;
  graph.entry_point_ = header.entry_point;
  graph.upper_entries_ = header.upper_entries;
  graph.level0_ = reinterpret_cast<const std::int32_t*>(bytes + layout.level0);
  graph.levels_ = bytes + layout.levels;
  graph.upper_offsets_ = reinterpret_cast<const std::uint32_t*>(bytes + layout.upper_offsets);
  graph.upper_ = reinterpret_cast<const std::int32_t*>(bytes + layout.upper);

  // The checksum rules out damage, not a file written by a buggy or hostile writer: check every link once
  // (one pass over the arrays) so a search can never read outside them.
  const std::size_t n = vectors.n;
  const auto n_links = static_cast<std::int32_t>(n);
  if (n == 0 ? (header.entry_point != -1 || header.max_level != -1)
             : (header.entry_point < 0 || header.entry_point >= n_links ||
                header.max_level != graph.levels_[header.entry_point]))
    corrupt(path, "bad entry point");
  auto check_list = [&](const std::int32_t* links, std::size_t capacity) {
    if (links[0] < 0 || static_cast<std::size_t>(links[0]) > capacity) corrupt(path, "link count out of range");
    for (std::int32_t j = 1; j <= links[0]; ++j)
      if (links[j] < 0 || links[j] >= n_links) corrupt(path, "link out of range");
  };
  std::uint64_t expected_offset = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const int level = graph.levels_[i];
    if (level > header.max_level) corrupt(path, "a node above the max level");
    if (graph.upper_offsets_[i] != expected_offset) corrupt(path, "upper offsets inconsistent with levels");
    expected_offset += static_cast<std::uint64_t>(level) * graph.upper_stride_;
    check_list(graph.level0_links(static_cast<std::int32_t>(i)), 2 * graph.upper_stride_ - 2);
    for (int l = 1; l <= level; ++l)
      check_list(graph.upper_links(static_cast<std::int32_t>(i), l), graph.upper_stride_ - 1);
  }
  if (expected_offset != header.upper_entries || graph.upper_offsets_[n] != expected_offset)
    corrupt(path, "upper offsets inconsistent with levels");
  graph.mapping_ = std::move(mapping);
  return graph;
}

}  // namespace engram::hnsw

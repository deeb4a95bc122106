// engram/util/file_io.cpp - see file_io.hpp.
#include "engram/util/file_io.hpp"

#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "engram/util/crc32.hpp"

namespace engram::util {
namespace {

constexpr std::size_t kBlock = 4096;  // what an O_DIRECT transfer is aligned to (storage/wal.py _DIRECT_BLOCK)
constexpr std::size_t kMaxIov = 1024;  // IOV_MAX on Linux

// writev of every piece, completing short writes (the rest re-gathered from where the kernel stopped).
int write_pieces(int fd, std::vector<iovec>& pieces) noexcept {
  std::size_t first = 0;
  while (first < pieces.size()) {
    const int count = static_cast<int>(std::min(pieces.size() - first, kMaxIov));
    const ssize_t written = ::writev(fd, pieces.data() + first, count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    if (written == 0) return EIO;  // nothing taken, more to write: never loop on it
    auto left = static_cast<std::size_t>(written);
    while (first < pieces.size() && left >= pieces[first].iov_len) left -= pieces[first++].iov_len;
    if (first < pieces.size()) {
      pieces[first].iov_base = static_cast<char*>(pieces[first].iov_base) + left;
      pieces[first].iov_len -= left;
    }
  }
  return 0;
}

}  // namespace

int append_record(int fd, std::uint8_t type, const ConstBytes* parts, std::size_t count, bool sync,
                  std::uint32_t* crc) noexcept {
  std::uint64_t length = 0;
  std::uint32_t value = util::crc32(0, &type, 1);
  std::vector<iovec> pieces;
  try {
    pieces.reserve(count + 1);  // no allocation after this
  } catch (...) {
    return ENOMEM;
  }
  unsigned char frame[9];
  pieces.push_back({frame, sizeof frame});
  for (std::size_t i = 0; i < count; ++i) {
    value = util::crc32(value, parts[i].data, parts[i].size);
    length += parts[i].size;
    if (parts[i].size) pieces.push_back({const_cast<void*>(parts[i].data), parts[i].size});
  }
  if (length > 0xFFFFFFFFull) return EFBIG;
  const auto length32 = static_cast<std::uint32_t>(length);
  for (int b = 0; b < 4; ++b) {  // little-endian, as struct "<IIB"
    frame[b] = static_cast<unsigned char>(length32 >> (8 * b));
    frame[4 + b] = static_cast<unsigned char>(value >> (8 * b));
  }
  frame[8] = type;
  *crc = value;
  if (const int error = write_pieces(fd, pieces)) return error;
  if (sync && ::fdatasync(fd) != 0) return errno;
  return 0;
}

int direct_append(int direct_fd, int fd, void* buffer, std::size_t lead, std::size_t size, std::int64_t offset,
                  std::int64_t end) noexcept {
  auto* bytes = static_cast<char*>(buffer);
  if (lead > 0) {
    // read into a block of its own: an O_DIRECT read may fill the whole block (zeros past the file's end), where
    // the record already is in `buffer`
    alignas(kBlock) static thread_local char block[kBlock];
    ssize_t got;
    do got = ::pread(direct_fd, block, kBlock, offset);
    while (got < 0 && errno == EINTR);
    if (got < 0) return errno;
    if (static_cast<std::size_t>(got) < lead) return EIO;  // the file is shorter than the log thinks
    std::memcpy(bytes, block, lead);
  }
  // one transfer: an O_DIRECT write cut short cannot go on from an unaligned offset
  ssize_t written;
  do written = ::pwrite(direct_fd, bytes, size, offset);
  while (written < 0 && errno == EINTR);
  if (written < 0) return errno;
  if (static_cast<std::size_t>(written) != size) return EIO;
  while (::ftruncate(fd, end) != 0)
    if (errno != EINTR) return errno;
  return 0;
}

}  // namespace engram::util

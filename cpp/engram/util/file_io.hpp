// engram/util/file_io.hpp - the write-ahead log's system calls, each a whole step in one call, so that the Python
// layer releases the GIL once per step (storage/wal.py): a helper thread that hands the GIL back and forth with a
// busy Python thread waits up to a switch interval (5 ms) each time it wants it back, and a batch's log append took
// 3-6 such waits (benchmarks/RESULTS.md, "ingest29").
//
// Errors are returned as errno values (0: done), never thrown: the caller raises OSError with the GIL held. No
// function here retries a failed call except for EINTR and short transfers, which are completed.
#pragma once

#include <cstddef>
#include <cstdint>

namespace engram::util {

struct ConstBytes {
  const void* data;
  std::size_t size;
};

// The WAL frame of one record (u32 payload length, u32 crc32(type byte + payload), u8 type: storage/wal.py) built
// here, then the frame and `parts` (the payload, back to back) written at the file's end with writev (fd opened
// O_APPEND; short writes completed), then fdatasync(fd) when `sync`. `crc` gets the frame's CRC. On an error the
// file may hold part of the record: the caller truncates it back.
int append_record(int fd, std::uint8_t type, const ConstBytes* parts, std::size_t count, bool sync,
                  std::uint32_t* crc) noexcept;

// An O_DIRECT append of a record built in the page-aligned `buffer` (storage/wal.py, append_reserved):
// buffer[0, lead) is filled with the file's bytes [offset, offset + lead) read back through `direct_fd` (the
// partial last block: `offset` is block-aligned, `lead` < one block; none read when lead is 0), then
// buffer[0, size) is written at `offset` through `direct_fd` (size a whole number of blocks), then the file is cut
// to `end` through `fd` (the padding after the record). On an error the file may hold part of it: the caller
// truncates it back.
int direct_append(int direct_fd, int fd, void* buffer, std::size_t lead, std::size_t size, std::int64_t offset,
                  std::int64_t end) noexcept;

}  // namespace engram::util

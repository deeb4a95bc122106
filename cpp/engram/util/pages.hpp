// engram/util/pages.hpp - memory mapped ahead of the writes that fill it.
//
// A store's active segment keeps its vectors in one large array that the kernel maps lazily: the first write to
// each page faults, and the kernel zeroes the page (a 2 MiB huge page where the allocation got one). For 15 MB of
// vectors a 10k-row batch that was 3-17 ms of kernel time on the inserting thread (benchmarks/RESULTS.md,
// "ingest31"); mapping the next batch's rows ahead, on a thread of their own, takes it off the insert's path.
#pragma once

#include <cstddef>

namespace engram::util {

// Maps every page of [data, data + size) writable now, without changing a byte of it: madvise(MADV_POPULATE_WRITE)
// (Linux 5.14+) on the range's pages, else (an older kernel, another system) an atomic add of zero to one byte a
// page, which faults the page in for writing and leaves its value, whatever another thread writes meanwhile.
// Never fails: a range the kernel cannot populate now is simply faulted by the write that fills it later.
void populate_for_write(void* data, std::size_t size) noexcept;

}  // namespace engram::util

#include "engram/util/pages.hpp"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // linux/mman.h since 5.14; older headers lack it, older kernels answer EINVAL
#endif
#endif

namespace engram::util {

void populate_for_write(void* data, std::size_t size) noexcept {
  if (size == 0) return;
  auto* begin = static_cast<unsigned char*>(data);
  std::size_t page = 4096;
#if defined(__linux__)
  if (const long system_page = sysconf(_SC_PAGESIZE); system_page > 0) page = static_cast<std::size_t>(system_page);
  // madvise wants a page-aligned start: the range's first page from its start (a page the range shares with the rows
  // before it is populated too, which changes none of their bytes)
  const auto first = reinterpret_cast<std::uintptr_t>(begin) & ~(static_cast<std::uintptr_t>(page) - 1);
  const auto end = reinterpret_cast<std::uintptr_t>(begin) + size;
  if (madvise(reinterpret_cast<void*>(first), end - first, MADV_POPULATE_WRITE) == 0) return;
#endif
  // one byte a page, from the range's first byte: every page the range touches is reached
  for (std::size_t at = 0; at < size; at += page) __atomic_fetch_add(begin + at, 0, __ATOMIC_RELAXED);
  __atomic_fetch_add(begin + size - 1, 0, __ATOMIC_RELAXED);
}

}  // namespace engram::util

// Bindings for engram/util/file_io: the write-ahead log's appends, each one call with the GIL released once
// (storage/wal.py). Failures raise OSError with the call's errno.
#include <Python.h>

#include <cerrno>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

#include "engram/util/file_io.hpp"
#include "engram/util/pages.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

[[noreturn]] void raise_os_error(int error) {
  errno = error;
  PyErr_SetFromErrno(PyExc_OSError);
  throw py::error_already_set();
}

// The bytes of a C-contiguous buffer (bytes, memoryview, numpy array, Arrow buffer); ValueError for another.
util::ConstBytes contiguous(const py::buffer_info& info, const char* what) {
  py::ssize_t stride = info.itemsize;
  for (py::ssize_t d = info.ndim - 1; d >= 0; --d) {
    if (info.shape[d] > 1 && info.strides[d] != stride)
      throw py::value_error(std::string(what) + ": every part must be a C-contiguous buffer");
    stride *= info.shape[d];
  }
  return {info.ptr, static_cast<std::size_t>(info.size * info.itemsize)};
}

std::uint32_t wal_append(int fd, int type, const py::sequence& parts, bool sync) {
  if (type < 0 || type > 255) throw py::value_error("wal_append: type must be in 0..255");
  std::vector<py::buffer_info> infos;  // each part stays exported until these are destroyed
  std::vector<util::ConstBytes> bytes;
  infos.reserve(parts.size());
  bytes.reserve(parts.size());
  for (const py::handle part : parts) {
    infos.push_back(py::reinterpret_borrow<py::buffer>(part).request());
    bytes.push_back(contiguous(infos.back(), "wal_append"));
  }
  std::uint32_t crc = 0;
  int error = 0;
  {
    py::gil_scoped_release release;  // safe: reads only the exported buffers held in `infos`
    error = util::append_record(fd, static_cast<std::uint8_t>(type), bytes.data(), bytes.size(), sync, &crc);
  }
  if (error) raise_os_error(error);
  return crc;
}

// wal_append started on a thread of its own (no Python thread: nothing here ever takes the GIL, so the caller's
// Python work meanwhile is never interrupted to hand it over); wait() joins it and raises its error.
class WalAppendJob {
 public:
  WalAppendJob(int fd, int type, const py::sequence& parts, bool sync) {
    if (type < 0 || type > 255) throw py::value_error("WalAppendJob: type must be in 0..255");
    infos_.reserve(parts.size());
    bytes_.reserve(parts.size());
    for (const py::handle part : parts) {
      infos_.push_back(py::reinterpret_borrow<py::buffer>(part).request());
      bytes_.push_back(contiguous(infos_.back(), "WalAppendJob"));
    }
    // safe without the GIL: the thread reads only the buffers exported in infos_, which live until this object
    // is destroyed (after the join)
    thread_ = std::thread([this, fd, type, sync] {
      error_ = util::append_record(fd, static_cast<std::uint8_t>(type), bytes_.data(), bytes_.size(), sync, &crc_);
    });
  }
  WalAppendJob(const WalAppendJob&) = delete;
  WalAppendJob& operator=(const WalAppendJob&) = delete;
  ~WalAppendJob() { join(); }

  std::uint32_t wait() {
    join();
    if (error_) raise_os_error(error_);
    return crc_;
  }

 private:
  void join() {
    if (!thread_.joinable()) return;
    py::gil_scoped_release release;  // the thread never takes the GIL
    thread_.join();
  }

  std::vector<py::buffer_info> infos_;
  std::vector<util::ConstBytes> bytes_;
  std::thread thread_;
  int error_ = 0;
  std::uint32_t crc_ = 0;
};

// util::populate_for_write over a writable buffer (the active segment's rows a next batch will fill) on a native
// thread of its own, which never takes the GIL; wait() waits for it. The buffer stays exported (so alive) until then.
// The thread is detached and signals its end through a shared state: a job is only waited for at the next write, so
// one is usually pending when a process forks, and a forked child (which has no such thread) must neither join nor
// detach the parent's thread handle - glibc has already reclaimed that thread's stack in the child, and freeing it a
// second time corrupts the child's stack cache (a SIGSEGV at its next thread start: tests/test_faults.py's forked
// children met it once). A child skips the wait: the thread's writes were the parent's.
class PrefaultJob {
 public:
  explicit PrefaultJob(const py::buffer& buffer)
      : info_(buffer.request(true)), owner_(getpid()), state_(std::make_shared<State>()) {
    const util::ConstBytes bytes = contiguous(info_, "PrefaultJob");
    void* data = info_.ptr;
    // safe without the GIL: the thread touches only the bytes exported in info_, which live until after the wait
    std::thread([data, size = bytes.size, state = state_] {
      util::populate_for_write(data, size);
      {
        const std::lock_guard<std::mutex> lock(state->mutex);
        state->done = true;
      }
      state->ended.notify_all();
    }).detach();
  }
  PrefaultJob(const PrefaultJob&) = delete;
  PrefaultJob& operator=(const PrefaultJob&) = delete;
  ~PrefaultJob() { wait(); }

  void wait() {
    if (waited_ || getpid() != owner_) return;
    {
      py::gil_scoped_release release;  // the thread never takes the GIL
      std::unique_lock<std::mutex> lock(state_->mutex);
      state_->ended.wait(lock, [this] { return state_->done; });
    }
    waited_ = true;
  }

 private:
  struct State {
    std::mutex mutex;
    std::condition_variable ended;
    bool done = false;
  };
  py::buffer_info info_;
  pid_t owner_;
  std::shared_ptr<State> state_;  // the thread holds it too: it may still notify after wait() returned
  bool waited_ = false;
};

void wal_direct_append(int direct_fd, int fd, const py::buffer& buffer, std::size_t lead, std::size_t size,
                       std::int64_t offset, std::int64_t end) {
  const py::buffer_info info = buffer.request(true);  // writable: the lead bytes are read into it
  const util::ConstBytes whole = contiguous(info, "wal_direct_append");
  if (size > whole.size || lead > size) throw py::value_error("wal_direct_append: size or lead past the buffer");
  int error = 0;
  {
    py::gil_scoped_release release;  // safe: `info` keeps the buffer exported until it is destroyed
    error = util::direct_append(direct_fd, fd, info.ptr, lead, size, offset, end);
  }
  if (error) raise_os_error(error);
}

}  // namespace

void register_io(py::module_& m) {
  m.def("wal_append", &wal_append, py::arg("fd"), py::arg("type"), py::arg("parts"), py::arg("sync"),
        "Appends one WAL record (storage/wal.py's frame: length, crc32 of type + payload, type; then the parts "
        "back to back) to `fd` (O_APPEND) with one writev, then fdatasync when `sync`; the GIL released once. "
        "Returns the frame's CRC; OSError on failure (the file may hold part of the record).");
  py::class_<WalAppendJob>(m, "WalAppendJob",
                           "wal_append running on a native thread of its own while the caller goes on; wait() joins "
                           "it (GIL released) and returns the frame's CRC or raises its OSError.")
      .def(py::init<int, int, const py::sequence&, bool>(), py::arg("fd"), py::arg("type"), py::arg("parts"),
           py::arg("sync"))
      .def("wait", &WalAppendJob::wait);
  py::class_<PrefaultJob>(m, "PrefaultJob",
                          "Maps every page of a writable C-contiguous buffer for writing, without changing its bytes, "
                          "on a native thread of its own while the caller goes on (madvise MADV_POPULATE_WRITE, else "
                          "one atomic add of zero a page); wait() waits for it (GIL released). Never fails.")
      .def(py::init<const py::buffer&>(), py::arg("buffer"))
      .def("wait", &PrefaultJob::wait);
  m.def("wal_direct_append", &wal_direct_append, py::arg("direct_fd"), py::arg("fd"), py::arg("buffer"),
        py::arg("lead"), py::arg("size"), py::arg("offset"), py::arg("end"),
        "WriteAheadLog.append_reserved's O_DIRECT write in one call, the GIL released once: buffer[:lead] read "
        "back from the file at `offset` (block-aligned), buffer[:size] written there through `direct_fd`, the "
        "file cut to `end` through `fd`. OSError on failure (the file may hold part of the record).");
}

}  // namespace engram::bindings

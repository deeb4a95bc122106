// How the core's errors reach Python, in one place: binding files let core exceptions pass and never
// translate them by hand.
//
//   engram::hnsw::CorruptFileError  -> engramdb.errors.CorruptStoreError (a damaged file of the store)
//   std::system_error               -> OSError from its errno (FileNotFoundError, PermissionError, ...)
//
// pybind11's own translation covers the rest, and already means what Python means: std::invalid_argument,
// std::length_error and std::domain_error -> ValueError, std::out_of_range -> IndexError, std::bad_alloc ->
// MemoryError, any other std::exception -> RuntimeError. The translator is local to this module, so other
// pybind11 modules in the process keep their own behaviour. It runs with the GIL held, after the core call
// has returned (a call that released the GIL has taken it back by then).
#include <system_error>

#include "engram/hnsw/graph.hpp"
#include "register.hpp"

namespace engram::bindings {

void register_errors(py::module_&) {
  py::register_local_exception_translator([](std::exception_ptr thrown) {
    try {
      if (thrown) std::rethrow_exception(thrown);
    } catch (const hnsw::CorruptFileError& e) {
      // engramdb.errors is plain Python with no imports: importing it here cannot re-enter _core's import.
      const py::object error_type = py::module_::import("engramdb.errors").attr("CorruptStoreError");
      PyErr_SetString(error_type.ptr(), e.what());
    } catch (const std::system_error& e) {
      // OSError(errno, message) is constructed as its errno's subclass (ENOENT -> FileNotFoundError, ...).
      const py::object error = py::reinterpret_steal<py::object>(
          PyObject_CallFunction(PyExc_OSError, "is", e.code().value(), e.what()));
      if (error) PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(error.ptr())), error.ptr());
    }
  });
}

}  // namespace engram::bindings

// engramdb._core: the private compiled module. Each area registers itself from its own file; no
// algorithm lives in the binding layer.
#include <pybind11/pybind11.h>

#include "register.hpp"

PYBIND11_MODULE(_core, m) {
  m.doc() = "engramdb native core (private: use the engramdb package API)";
  engram::bindings::register_errors(m);
  engram::bindings::register_simd(m);
  engram::bindings::register_recall(m);
  engram::bindings::register_embed(m);
  engram::bindings::register_consolidate(m);
  engram::bindings::register_hnsw(m);
  engram::bindings::register_text(m);
  engram::bindings::register_quant(m);
  engram::bindings::register_rows(m);
  engram::bindings::register_ivf(m);
  engram::bindings::register_rescore(m);
  engram::bindings::register_conflicts(m);
  engram::bindings::register_io(m);
}

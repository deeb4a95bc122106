// Bindings for engram/text: AnchorSet, the guards' batch prefilter (python/engramdb/guard/prefilter.py).
//
// The UTF-8 bytes are borrowed, not copied (utf8.hpp). Lone surrogates: a str holding one has no UTF-8 form;
// it is read as its "surrogatepass" encoding (each surrogate its 3-byte ED A0..ED BF sequence), exactly the
// bytes of str.encode("utf-8", "surrogatepass"), so the result is the Python definition's and no text is
// a false candidate.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engram/query/hybrid.hpp"
#include "engram/text/anchors.hpp"
#include "engram/text/lexical.hpp"
#include "engram/text/ngram.hpp"
#include "register.hpp"
#include "utf8.hpp"

namespace engram::bindings {
namespace {

text::AnchorSet make_anchor_set(const py::object& anchors) {
  if (PyUnicode_Check(anchors.ptr()) || PyBytes_Check(anchors.ptr()) || PyByteArray_Check(anchors.ptr()))
    throw py::type_error(std::string("anchors must be a list of bytes, not a single ") +
                         Py_TYPE(anchors.ptr())->tp_name);
  const py::tuple items = py::reinterpret_steal<py::tuple>(PySequence_Tuple(anchors.ptr()));
  if (!items) throw py::error_already_set();  // not iterable: Python's own TypeError
  const auto count = static_cast<std::size_t>(PyTuple_GET_SIZE(items.ptr()));
  std::vector<std::string> bytes(count);
  for (std::size_t k = 0; k < count; ++k) {
    PyObject* item = PyTuple_GET_ITEM(items.ptr(), static_cast<py::ssize_t>(k));
    if (!PyBytes_Check(item))
      throw py::type_error("anchors[" + std::to_string(k) + "] must be bytes, got " +
                           std::string(Py_TYPE(item)->tp_name));
    if (PyBytes_GET_SIZE(item) == 0) throw py::value_error("anchors[" + std::to_string(k) + "] is empty");
    bytes[k].assign(PyBytes_AS_STRING(item), static_cast<std::size_t>(PyBytes_GET_SIZE(item)));
  }
  return text::AnchorSet(bytes);  // std::invalid_argument (not folded) / std::length_error -> ValueError
}

py::tuple scan(const text::AnchorSet& self, const py::object& texts, py::ssize_t threads) {
  if (threads < 0)
    throw py::value_error("threads must be >= 0 (0 = all cores), got " + std::to_string(threads));
  const Utf8Batch batch = borrow_utf8(texts, Surrogates::pass);
  const std::size_t count = batch.views.size();

  text::AnchorHits hits;
  {
    // safe: the workers read only the borrowed byte buffers (kept alive by `batch`)
    // and the immutable AnchorSet; no Python object is touched or refcounted until the GIL is back.
    // A small batch keeps the GIL (kReleaseGilBytes, utf8.hpp).
    std::optional<py::gil_scoped_release> release;
    if (batch.bytes >= kReleaseGilBytes) release.emplace();
    hits = self.scan(batch.views.data(), count, static_cast<unsigned>(std::min<py::ssize_t>(threads, 4096)));
  }
  const auto n_hits = static_cast<py::ssize_t>(hits.text_index.size());
  py::array_t<std::int64_t> text_index(n_hits);
  py::array_t<std::int32_t> anchor_index(n_hits);
  if (n_hits > 0) {
    std::memcpy(text_index.mutable_data(), hits.text_index.data(),
                hits.text_index.size() * sizeof(std::int64_t));
    std::memcpy(anchor_index.mutable_data(), hits.anchor_index.data(),
                hits.anchor_index.size() * sizeof(std::int32_t));
  }
  return py::make_tuple(text_index, anchor_index);
}

std::unique_ptr<text::LexicalIndex> make_lexical_index(const py::object& texts) {
  const Utf8Batch batch = borrow_utf8(texts, Surrogates::pass);
  py::gil_scoped_release release;  // safe: the index reads only the borrowed byte buffers `batch` keeps alive
  return std::make_unique<text::LexicalIndex>(batch.views.data(), batch.views.size());
}

using CodesArray = py::array_t<std::uint32_t, py::array::c_style | py::array::forcecast>;
using OffsetsArray = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;

py::array_t<double> ngram_scores(const py::list& families, const py::array_t<float, py::array::c_style>& weights,
                                 int bits, double bias) {
  if (bits < 1 || bits > 32) throw py::value_error("bits must be in 1..32, got " + std::to_string(bits));
  if (weights.ndim() != 1 || weights.shape(0) != (py::ssize_t{1} << bits))
    throw py::value_error("weights must be float32 of 2**bits entries");
  std::vector<CodesArray> codes;  // kept alive while the GIL is released
  std::vector<OffsetsArray> offsets;
  std::vector<text::NgramFamily> fams;
  py::ssize_t n_texts = -1;
  for (const py::handle item : families) {
    const auto family = item.cast<py::tuple>();
    if (family.size() != 5) throw py::value_error("a family is (codes, offsets, lo, hi, salt)");
    codes.push_back(family[0].cast<CodesArray>());
    offsets.push_back(family[1].cast<OffsetsArray>());
    const auto lo = family[2].cast<int>(), hi = family[3].cast<int>();
    if (lo < 2 || hi < lo) throw py::value_error("n-gram sizes must be 2 <= lo <= hi");
    const OffsetsArray& off = offsets.back();
    const py::ssize_t texts = off.ndim() == 1 ? off.shape(0) - 1 : -1;
    if (texts < 0 || (n_texts >= 0 && texts != n_texts))
      throw py::value_error("every family's offsets must hold n_texts + 1 entries");
    n_texts = texts;
    const std::int64_t* o = off.data();
    const auto total = static_cast<std::int64_t>(codes.back().size());
    if (o[0] != 0 || o[texts] != total || !std::is_sorted(o, o + texts + 1))
      throw py::value_error("offsets must rise from 0 to len(codes)");
    fams.push_back({codes.back().data(), o, lo, hi, family[4].cast<std::uint64_t>()});
  }
  if (n_texts < 0) throw py::value_error("at least one family");
  py::array_t<double> out(n_texts);
  double* scores = out.mutable_data();
  {
    // safe: reads only the arrays held above. A few texts' windows keep the GIL (see kReleaseGilBytes, utf8.hpp):
    // a code point costs ~16x a scanned byte here (8 n-grams hashed, then sorted), so the bar is 16x lower.
    std::size_t codes_bytes = 0;
    for (const CodesArray& c : codes) codes_bytes += static_cast<std::size_t>(c.nbytes());
    std::optional<py::gil_scoped_release> release;
    if (codes_bytes * 16 >= kReleaseGilBytes) release.emplace();
    text::ngram_scores(fams.data(), fams.size(), static_cast<std::size_t>(n_texts), weights.data(), bits, bias,
                       scores);
  }
  return out;
}

py::tuple ngram_gate(const py::object& texts) {
  const Utf8Batch batch = borrow_utf8(texts, Surrogates::pass);
  text::GateResult result;
  {
    // safe: reads only the borrowed byte buffers `batch` keeps alive; a small batch keeps the GIL (utf8.hpp)
    std::optional<py::gil_scoped_release> release;
    if (batch.bytes >= kReleaseGilBytes) release.emplace();
    result = text::shape_gate(batch.views.data(), batch.views.size());
  }
  const auto as_array = [](const std::vector<std::int64_t>& v) {
    py::array_t<std::int64_t> out(static_cast<py::ssize_t>(v.size()));
    if (!v.empty()) std::memcpy(out.mutable_data(), v.data(), v.size() * sizeof(std::int64_t));
    return out;
  };
  return py::make_tuple(as_array(result.gated), as_array(result.undecided));
}

}  // namespace

std::optional<query::QueryTokens> lexical_tokens_of(const py::object& text) {
  if (text.is_none()) return std::nullopt;
  query::QueryTokens out;
  if (PyUnicode_Check(text.ptr())) {
    const Utf8Batch batch = borrow_utf8(py::make_tuple(text), Surrogates::pass);
    out.tokens = text::query_tokens(batch.views[0]);
    return out;
  }
  // a sequence of (str, weight) pairs, or (str, weight, source) triples: each text's tokens at its weight, a
  // triple's linked to its source word (text::weighted_query_tokens)
  const py::tuple pairs = py::reinterpret_steal<py::tuple>(PySequence_Tuple(text.ptr()));
  if (!pairs)
    throw py::type_error("the query text must be a str, a sequence of (str, weight[, source]) tuples or None");
  py::list texts, sources;
  std::vector<float> weights;
  bool any_source = false;
  for (const py::handle pair : pairs) {
    const Py_ssize_t size = PyTuple_Check(pair.ptr()) ? PyTuple_GET_SIZE(pair.ptr()) : 0;
    if ((size != 2 && size != 3) || !PyUnicode_Check(PyTuple_GET_ITEM(pair.ptr(), 0)) ||
        (size == 3 && !PyUnicode_Check(PyTuple_GET_ITEM(pair.ptr(), 2))))
      throw py::type_error("a weighted query text is a sequence of (str, weight) pairs or (str, weight, str) triples");
    const double w = py::reinterpret_borrow<py::object>(PyTuple_GET_ITEM(pair.ptr(), 1)).cast<double>();
    if (!(w >= 0.0 && std::isfinite(w))) throw py::value_error("a query text's weight must be finite and >= 0");
    texts.append(PyTuple_GET_ITEM(pair.ptr(), 0));
    weights.push_back(static_cast<float>(w));
    sources.append(size == 3 ? py::reinterpret_borrow<py::object>(PyTuple_GET_ITEM(pair.ptr(), 2)) : py::str(""));
    any_source = any_source || size == 3;
  }
  const Utf8Batch batch = borrow_utf8(texts, Surrogates::pass);
  if (!any_source) {
    text::weighted_query_tokens(batch.views.data(), weights.data(), weights.size(), out.tokens, out.weights);
    return out;
  }
  const Utf8Batch source_batch = borrow_utf8(sources, Surrogates::pass);
  text::weighted_query_tokens(batch.views.data(), weights.data(), source_batch.views.data(), weights.size(),
                              out.tokens, out.weights, out.sources);
  return out;
}

void register_text(py::module_& m) {
  py::class_<text::LexicalIndex>(m, "LexicalIndex",
                                 "BM25 postings over a list of texts (cpp/engram/text/lexical.hpp): the lexical "
                                 "side of hybrid recall, built over exactly one selection's rows, in its order.")
      .def(py::init(&make_lexical_index), py::arg("texts"),
           "texts: a list of str (a str with lone surrogates is read as its 'surrogatepass' encoding).")
      .def("__len__", &text::LexicalIndex::size)
      .def_property_readonly("total_length", &text::LexicalIndex::total_length,
                             "The texts' lengths in words, summed (BM25's document lengths).")
      .def_property_readonly("n_tokens", &text::LexicalIndex::n_tokens, "Distinct tokens.")
      .def_property_readonly("memory_bytes", &text::LexicalIndex::memory_bytes, "Bytes the index holds.")
      .def(
          "postings",
          [](const text::LexicalIndex& self, std::uint64_t token) {
            const text::LexicalIndex::Postings p = self.find(token);
            py::array_t<std::int32_t> docs(static_cast<py::ssize_t>(p.n)), counts(static_cast<py::ssize_t>(p.n));
            std::copy(p.docs, p.docs + p.n, docs.mutable_data());
            std::copy(p.counts, p.counts + p.n, counts.mutable_data());
            return py::make_tuple(docs, counts);
          },
          py::arg("token"), "(documents int32, counts int32) of one token (a lexical_tokens value), ascending.")
      .def(
          "lengths",
          [](const text::LexicalIndex& self) {
            py::array_t<std::int32_t> out(static_cast<py::ssize_t>(self.size()));
            std::copy(self.lengths(), self.lengths() + self.size(), out.mutable_data());
            return out;
          },
          "Each text's length in words.");
  m.def(
      "lexical_tokens",
      [](const py::object& text) {
        if (!PyUnicode_Check(text.ptr())) throw py::type_error("text must be a str");
        const std::vector<std::uint64_t> tokens = lexical_tokens_of(text)->tokens;
        py::array_t<std::uint64_t> out(static_cast<py::ssize_t>(tokens.size()));
        std::copy(tokens.begin(), tokens.end(), out.mutable_data());
        return out;
      },
      py::arg("text"), "The distinct lexical tokens of a text (uint64 hashes, ascending), as hybrid recall makes them.");
  m.def(
      "weighted_lexical_tokens",
      [](const py::object& pairs) {
        if (PyUnicode_Check(pairs.ptr())) throw py::type_error("pairs must be a sequence of (str, weight) pairs");
        const query::QueryTokens made = *lexical_tokens_of(pairs);
        const auto n = static_cast<py::ssize_t>(made.tokens.size());
        py::array_t<std::uint64_t> tokens(n);
        py::array_t<float> weights(n);
        std::copy(made.tokens.begin(), made.tokens.end(), tokens.mutable_data());
        std::copy(made.weights.begin(), made.weights.end(), weights.mutable_data());
        return py::make_tuple(tokens, weights);
      },
      py::arg("pairs"),
      "(tokens, weights): the distinct lexical tokens of a weighted query text ((str, weight) pairs; a token of "
      "several texts takes the largest weight), ascending, as hybrid recall scores them.");
  m.def(
      "inflected_extra",
      [](const py::object& words) {
        if (PyUnicode_Check(words.ptr())) throw py::type_error("words must be a sequence of str");
        const Utf8Batch batch = borrow_utf8(words, Surrogates::pass);
        return text::inflected_extra(batch.views.data(), batch.views.size());
      },
      py::arg("words"),
      "The other regular English forms of lower-case words, one a lexical stem none of the words and no earlier form "
      "gives, space-joined (inflections.extra_words' native half; a word under four letters or holding anything "
      "but a-z gives none).");
  m.def(
      "inflected_extra_by_word",
      [](const py::object& words) {
        if (PyUnicode_Check(words.ptr())) throw py::type_error("words must be a sequence of str");
        const Utf8Batch batch = borrow_utf8(words, Surrogates::pass);
        const auto made = text::inflected_extra_by_word(batch.views.data(), batch.views.size());
        py::list out;
        for (const auto& [i, forms] : made)
          out.append(py::make_tuple(py::str(batch.views[i].data(), batch.views[i].size()), forms));
        return out;
      },
      py::arg("words"),
      "inflected_extra by word: [(word, forms)] for each word that gives a form, in order (forms space-joined; "
      "each form under the word that first gave it).");
  m.def(
      "_acronym_plurals",
      [](const py::object& on) {
        if (on.is_none()) return text::acronym_plurals();
        return text::set_acronym_plurals(on.cast<bool>());
      },
      py::arg("on") = py::none(),
      "Whether a three-letter acronym's plural (\"VMs\") loses its \"s\" in the lexical tokens (text/lexical.hpp); "
      "sets it when `on` is given and returns the value before. Process-wide, for measuring: set it before any "
      "store builds a lexical index.");
  m.def(
      "_form_source_shares",
      [](const py::object& source_held, const py::object& source_missing) {
        const auto [now_held, now_missing] = query::form_source_shares();
        if (source_held.is_none() && source_missing.is_none()) return py::make_tuple(now_held, now_missing);
        const auto [was_held, was_missing] = query::set_form_source_shares(
            source_held.is_none() ? now_held : source_held.cast<double>(),
            source_missing.is_none() ? now_missing : source_missing.cast<double>());
        return py::make_tuple(was_held, was_missing);
      },
      py::arg("source_held") = py::none(), py::arg("source_missing") = py::none(),
      "(source_held, source_missing) before the call: the shares of a light query token's w idf in hybrid recall's "
      "BM25 divisor when it names its source word ((text, weight, source)) and the scope holds / lacks that word "
      "(query/hybrid.hpp). Sets a given one (in [0, 1], else ValueError), process-wide: for measuring.");
  m.def(
      "_light_token_shares",
      [](const py::object& shared, const py::object& held) {
        const auto [now_shared, now_held] = query::light_token_shares();
        if (shared.is_none() && held.is_none()) return py::make_tuple(now_shared, now_held);
        const auto [was_shared, was_held] = query::set_light_token_shares(
            shared.is_none() ? now_shared : shared.cast<double>(), held.is_none() ? now_held : held.cast<double>());
        return py::make_tuple(was_shared, was_held);
      },
      py::arg("shared") = py::none(), py::arg("held") = py::none(),
      "(shared, held) before the call: the shares of the light query tokens' (weight below 1) w idf in hybrid "
      "recall's BM25 divisor - shared in every row's, held in the row's that holds the token (query/hybrid.hpp). "
      "Sets a given one (in [0, 1], else ValueError), process-wide: for measuring.");
  m.def(
      "token_holders",
      [](const py::object& question, const py::object& texts,
         const py::array_t<std::uint64_t, py::array::c_style | py::array::forcecast>& skip) {
        if (!PyUnicode_Check(question.ptr())) throw py::type_error("question must be a str");
        if (skip.ndim() != 1) throw py::value_error("skip must be a 1-D array of tokens");
        const std::uint64_t* first = skip.data();
        if (!std::is_sorted(first, first + skip.size())) throw py::value_error("skip must be ascending");
        const Utf8Batch q = borrow_utf8(py::make_tuple(question), Surrogates::pass);
        const Utf8Batch batch = borrow_utf8(texts, Surrogates::pass);
        // the GIL is kept: a recall's few hit texts cost well under kReleaseGilBytes' bound (utf8.hpp)
        const text::TokenHolders held = text::token_holders(q.views[0], batch.views.data(), batch.views.size(),
                                                            first, static_cast<std::size_t>(skip.size()));
        const auto m = static_cast<py::ssize_t>(held.tokens.size());
        py::array_t<std::uint64_t> tokens(m);
        py::array_t<std::int32_t> held_by(m);
        py::array_t<bool> in_first(m);
        std::copy(held.tokens.begin(), held.tokens.end(), tokens.mutable_data());
        std::copy(held.held_by.begin(), held.held_by.end(), held_by.mutable_data());
        std::transform(held.in_first.begin(), held.in_first.end(), in_first.mutable_data(),
                       [](std::uint8_t v) { return v != 0; });
        return py::make_tuple(tokens, held_by, in_first);
      },
      py::arg("question"), py::arg("texts"), py::arg("skip"),
      "(tokens uint64, held_by int32, in_first bool): the distinct lexical tokens of `question` not in `skip` "
      "(ascending uint64), how many of `texts` hold each, and whether texts[0] does (cpp/engram/text/lexical.hpp "
      "token_holders).");
  m.def("ngram_scores", &ngram_scores, py::arg("families"), py::arg("weights"), py::arg("bits"), py::arg("bias"),
        "Scores of hashed character n-grams (cpp/engram/text/ngram.hpp): families is a list of (codes uint32, "
        "offsets int64[n_texts + 1], lo, hi, salt); weights float32[2**bits]. float64[n_texts]: bias + the "
        "weights of each text's distinct buckets times their l2-normalised counts.");
  m.def("ngram_gate", &ngram_gate, py::arg("texts"),
        "(gated int64[], undecided int64[]): the n-gram signal's shape gate (cpp/engram/text/ngram.hpp "
        "shape_gate) decided for the texts of ASCII characters: gated, the indexes of those it lets through; "
        "undecided, the indexes of the texts holding a non-ASCII character (the caller's regex decides them).");
  m.def(
      "grouped_middle_rows",
      [](const py::object& texts) {
        const Utf8Batch batch = borrow_utf8(texts, Surrogates::pass);
        std::vector<std::int64_t> rows;
        {
          // safe: reads only the borrowed byte buffers `batch` keeps alive; a small batch keeps the GIL (utf8.hpp)
          std::optional<py::gil_scoped_release> release;
          if (batch.bytes >= kReleaseGilBytes) release.emplace();
          rows = text::grouped_middle_rows(batch.views.data(), batch.views.size());
        }
        py::array_t<std::int64_t> out(static_cast<py::ssize_t>(rows.size()));
        if (!rows.empty()) std::memcpy(out.mutable_data(), rows.data(), rows.size() * sizeof(std::int64_t));
        return out;
      },
      py::arg("texts"),
      "int64[]: the indexes of the texts (a list of str) holding `[ -][a-z]{4}[ -][a-z]{4}[ -]` (cpp/engram/text/"
      "anchors.hpp grouped_middle_rows): the write guard's prefilter for grouped app passwords.");
  py::class_<text::AnchorSet>(m, "AnchorSet",
                              "Literal anchors searched in a batch of texts at once "
                              "(cpp/engram/text/anchors.hpp): an Aho-Corasick automaton built once from "
                              "folded, non-empty bytes anchors.")
      .def(py::init(&make_anchor_set), py::arg("anchors"),
           "anchors: list of non-empty bytes, already folded (ASCII lower case, every digit as '#'); "
           "TypeError for non-bytes, ValueError for an empty or unfolded anchor.")
      .def("__len__", &text::AnchorSet::anchor_count)
      .def("scan", &scan, py::arg("texts"), py::arg("threads") = 0,
           "(text_index int64[n], anchor_index int32[n]): each (text, anchor) pair where the anchor occurs "
           "in the text's UTF-8 bytes folded (A-Z -> a-z, 0-9 -> '#'), once, sorted by text then anchor. A "
           "str with lone surrogates is scanned as its 'surrogatepass' encoding. threads=0 uses every core; the "
           "result does not depend on the thread count.");
}

}  // namespace engram::bindings

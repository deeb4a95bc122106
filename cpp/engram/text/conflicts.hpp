// engram/text/conflicts.hpp - the conflict pass of a recall: which candidates of one recall's pool seem to
// contradict each other, and which newer ones state a change of an older one.
//
// The rules are python/engramdb/semantics.py's (Semantics.mark_conflicts and the functions it calls:
// statement / _statements_conflict, stems / _change_between, _stems / keyed_conflict), which stay the
// specification: tests/test_conflicts_native.py checks on random texts that both mark the same pairs. The
// word lists (stopwords, negations, change cues, value classes) come from Python too (ConflictRules), so
// there is one copy of them.
//
// Words. Python's are `[^\W_]+` over text.lower(). For ASCII text that is a maximal run of ASCII letters and
// digits, lower-cased, which is what is read here. Anything else is the caller's to prepare: a text with a
// byte >= 0x80 must be given as its Python words joined by spaces in the text's order (its opening is read; each
// already lower-cased; every byte >= 0x80 is then a word byte); a word's digits are the code points str.isdigit
// reads as digits, in any script ("٣", "५", "５", "²": digits.hpp). Such a memory text is followed by the stems of
// its names and of those near a name cue and by its label's words, which its words no longer show
// (PoolText::prepared). Lengths and prefixes ("the first five letters") count code points.
//
// A word (or prefix) is identified by a 64-bit hash of its bytes (FNV-1a finished by wyhash's mixer, as the
// lexical tokens of lexical.hpp); two words sharing a hash count as one (probability ~ n^2 / 2^65).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace engram::text {

// A 256-bit signature of a set of word (or stem) hashes: bit (hash % 256) of each.
struct WordBits {
  std::uint64_t w[4] = {0, 0, 0, 0};
  void add(std::uint64_t hash) { w[(hash >> 6) & 3] |= std::uint64_t{1} << (hash & 63); }
};

class ConflictRules {
 public:
  // Each list holds lower-case words; change cues are stems (a word's first five letters).
  ConflictRules(const std::vector<std::string>& stopwords, const std::vector<std::string>& negations,
                const std::vector<std::string>& stem_stopwords, const std::vector<std::string>& change_cues,
                const std::vector<std::vector<std::string>>& value_classes, float similarity,
                std::size_t change_pool, double common_share, double change_overlap, double state_overlap,
                const std::vector<std::vector<std::string>>& opposite_states = {},
                const std::vector<std::string>& addition_words = {},
                const std::vector<std::string>& articles = {},
                const std::vector<std::vector<std::string>>& value_slots = {}, std::size_t change_shared = 0,
                double change_cover = 1.0, const std::vector<std::string>& restate_cues = {},
                const std::vector<std::string>& name_cues = {}, std::size_t name_window = 0,
                std::uint32_t valueless_kinds = 0, std::size_t label_words = 0,
                std::size_t attribute_label_stems = 0, const std::vector<std::string>& clause_cues = {},
                std::size_t clause_shared = 0, const std::vector<std::string>& english_words = {},
                const std::vector<std::string>& foreign_words = {}, double clause_cover = 0.0,
                const std::vector<std::pair<std::string, double>>& quantity_numbers = {},
                const std::vector<std::tuple<std::string, std::uint32_t, double>>& quantity_units = {},
                const std::vector<std::string>& quantity_suffixes = {},
                const std::vector<std::string>& quantity_stems = {},
                const std::vector<std::pair<std::string, std::string>>& change_phrases = {});

  // Sorted hashes of each list.
  std::vector<std::uint64_t> stopwords, negations, stem_stopwords, change_cues;
  std::vector<std::uint64_t> addition_words;  // a newer text with one adds to what holds: it states no change
  std::vector<std::uint64_t> articles;        // a text opening with one names its subject next
  std::vector<std::vector<std::uint64_t>> value_classes;
  // Stems naming opposite states of one thing ("onlin"/"offli"): (stem, its opposite), both ways, sorted.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> opposites;
  // Stems naming values of one slot (the days of the week, the months): (stem, its slot's index), sorted.
  std::vector<std::pair<std::uint64_t, std::uint32_t>> slot_values;
  std::uint32_t n_slots = 0;
  float similarity;         // a hit and a candidate at least this similar are compared word by word
  std::size_t change_pool;  // changed values are looked for among this many best candidates
  double common_share;      // a stem in more than this share of them tells no subject apart
  double change_overlap;    // the least Jaccard overlap of two statements' subject stems for a change with a cue,
  double state_overlap;     // and without one (semantics.states_a_change)
  // With a cue of restate_cues the older lacks, this many shared subject stems (0: the rule is off) that are change_cover of the older's or more
  // state a change whatever the overlap: the newer restates the older's names among many words of its own (in another
  // language, or with the new value spelt out; semantics.CHANGE_SHARED, CHANGE_COVER).
  std::size_t change_shared = 0;
  double change_cover = 1.0;
  std::vector<std::uint64_t> restate_cues;  // the change cues (stems) with which it may: "inste", "teraz", ...
  // A change written in another language, the two texts sharing only names (semantics._names_change): the newer holds
  // a cue of name_cues (stems; "ahora", "ora", "vendu", ...) the older lacks, within name_window words of a shared
  // name (0: the rule is off), and the older's kind is none of valueless_kinds (bit k: kind code k, schema.KIND_CODE;
  // semantics' the kinds but a fact: an episode or a lesson states no value that a change replaces).
  std::vector<std::uint64_t> name_cues;
  std::size_t name_window = 0;
  std::uint32_t valueless_kinds = 0;
  // A fact restated under its label (semantics._label_change): a memory text's label is its first label_words words or
  // fewer before a colon and white space (0: the rule is off).
  std::size_t label_words = 0;
  // Two labels of one attribute that share this many label stems or more need no other shared stem for the newer to
  // restate the older (semantics._attribute_label; 0: off): a label of one word may be a name notes are filed under.
  std::size_t attribute_label_stems = 0;
  // One clause of a longer newer text with one of these words of change (stems) may state a change of an older fact
  // (semantics._clause_change, CLAUSE_CHANGE_CUES; empty: the rule is off).
  std::vector<std::uint64_t> clause_cues;
  // and sharing at least this many subject stems with it that are no name of either text (semantics.CLAUSE_SHARED)
  std::size_t clause_shared = 0;
  // A memory text's language for the cross-language change test (semantics.reads_as_english, add_cross_language_changes):
  // English function words no other common Latin-script language writes as a word (semantics._ENGLISH_ONLY), and short
  // words of other Latin-script languages that English does not write as a word (semantics._FOREIGN_SHORT).
  std::vector<std::uint64_t> english_words, foreign_words;
  // Such a clause with no word of clause_cues states a change when it holds this share of the older's subject stems or
  // more and names another value than the older (a word with a digit on each side that the other lacks, or a slot
  // value swapped; semantics._clause_restates, CLAUSE_COVER; 0: that rule is off).
  double clause_cover = 0.0;
  // The same quantity in another unit or format is no change (python/engramdb/quantities.py, the grammar's
  // specification; semantics.same_quantity): number words and their values, units (word, dimension code, size in the
  // dimension's base unit), the unit suffixes a number word may end in ("2k", "3pm"), and the stems any word of a
  // quantity may have (quantities.QUANTITY_STEMS). Empty number words and units: the rule is off.
  std::vector<std::pair<std::uint64_t, double>> quantity_numbers;                       // sorted by hash
  std::vector<std::pair<std::uint64_t, std::pair<std::uint32_t, double>>> quantity_units;  // sorted by hash
  std::vector<std::uint64_t> quantity_suffixes, quantity_stems;
  WordBits quantity_bits;  // of the number words' and units' hashes: most words are neither, found with one test
  // Change cues told by a run of words rather than one word (semantics.CHANGE_PHRASES: "in its place" says what
  // "instead" does): each phrase's word hashes in order and the cue stem a text holding them in a row gets among its
  // stems (its hash, as a change cue's). Empty: no phrase is read.
  std::vector<std::pair<std::vector<std::uint64_t>, std::uint64_t>> change_phrases;
  // Each phrase's words by hash, sorted, its longest word (the rarest: "place", "taken", "being") first: a text's
  // sorted words are searched for them before its words are put in order (most texts lack the first, and hold no
  // phrase).
  std::vector<std::vector<std::uint64_t>> change_phrase_words;
  std::uint64_t serial;     // distinct for every ConflictRules made in this process (what analyses were made by)
};

// One candidate of the pool, best first. Views are borrowed for the call.
struct PoolText {
  std::string_view text;   // see "Words" above
  bool keyed = false;
  std::string_view key;    // a keyed memory's key (see "Words")
  std::string_view value;  // its value (semantics.fact_value; see "Words")
  double created_at = 0.0;
  std::uint8_t kind = 0;   // its kind code (schema.KIND_CODE)
  // `text` is the caller's preparation of a non-ASCII text (see "Words"): its words, then "\0" and the stems of its
  // names (semantics.names) joined by spaces, then "\0" and those of its names near a name cue, then "\0" and the words
  // of its label (semantics.label) joined by spaces, then "\0" and its clauses (semantics.clauses), each as its words
  // joined by spaces, "\x01" between two, then "\0" and "1" when the text reads as English (semantics.reads_as_english),
  // else "0", then "\0" and the words of the label each clause opens with (semantics.label of each of
  // semantics.clauses, or of the text when it has one), "\x01" between two. Otherwise a text's names, label and language are read here from the ASCII text itself, by
  // semantics.names', semantics.label's and semantics.reads_as_english's rules.
  bool prepared = false;
};

struct ConflictMarks {
  std::vector<std::pair<std::int32_t, std::int32_t>> marked;   // pool positions (a < b), unique, ascending
  std::vector<std::pair<std::int32_t, std::int32_t>> changes;  // (newer, older) pool positions, unique, ascending
};


// What the pass compares of one text (semantics.py's names), each a sorted set of word (or stem) hashes.
struct TextAnalysis {
  std::vector<std::uint64_t> words;
  std::vector<std::uint64_t> core, negations, ids;  // statement(): content words less negations, negations,
                                                    // content words with a digit
  std::vector<std::uint64_t> stems, cues, other;    // stems(): five-letter stems; those that are change cues; the rest
  std::vector<std::uint64_t> stems4;                // _stems(): four-letter stems of content words
  std::vector<std::uint64_t> identifiers;           // identifiers(): words with a digit and a letter, or >= 4 digits
  bool adds = false;                                // states_an_addition(): one of the rules' addition words
  bool article = false;                             // _opening(): the text opens with an article,
  bool has_head = false;                            // and the word after it is a stem and no word of change:
  std::uint64_t head = 0;                           // its stem (the text's subject),
  bool has_head2 = false;                           // and so the word after that (the noun after a modifier:
  std::uint64_t head2 = 0;                          // "The old Timberwolf")
  // names(): the stems of its names, and of those within the rules' name_window words of a name cue; its stems that
  // are name cues (empty unless the text is analysed with names, and the rule is on)
  std::vector<std::uint64_t> names, near_names, name_cues;
  // label(): the label's stems by semantics.label_stem (none: no label, or the rule is off), the first of them (in the
  // label's order), and its words' stems by stems()
  std::vector<std::uint64_t> label, label_stems;
  std::uint64_t label_head = 0;
  // semantics.clauses(): each clause's own analysis (words, stems, cues, other, identifiers, adds), when the text has
  // two or more (empty otherwise, and unless the rules' clause_cues are given); only those with no addition word and
  // a word of clause_cues, or (clause_cover on) a word with a digit or a slot's value, are kept (no other can state a
  // change: semantics._clause_change)
  std::vector<TextAnalysis> clauses;
  // quantities.quantities(): the quantities the text states in word order, (dimension code, value in its base unit)
  // each (a memory's text only, and only when the rules' quantity lists are given), and when there are any, its stems
  // that are no quantity's (no digit in them, none of the rules' quantity_stems): semantics.same_quantity
  std::vector<std::pair<std::uint32_t, double>> quantities;
  std::vector<std::uint64_t> rest;
  // semantics._label_named (when the rules' clause_cues, label_words and attribute_label_stems are given): the label
  // stems (semantics.label_stem) of every word (of a memory text and of each clause kept above; only when it has a word
  // of clause_cues and no addition word, as label_named reads no other), and of a memory text
  // the labels its clauses open with (the text's own when it has one clause; semantics.clause_labels: the rules'
  // foreign words left out, attribute_label_stems stems or more each), and whether it has two clauses or more
  std::vector<std::uint64_t> label_words;
  std::vector<std::vector<std::uint64_t>> clause_labels;
  bool split = false;
};

// What find_conflicts reads of every candidate of a pool, in a few adjacent cache lines at the front of its
// PoolAnalysis (the sets above, on the heap, are read only for the pairs this lets through). Signatures: a set
// shares at most popcount(its bits & the other's) + its slack elements with another set (slack: its elements
// whose bit another of its elements already set).
struct PoolSignature {
  static constexpr std::size_t kInlineStems = 14;
  WordBits core, other, stems4;  // the text's core words, other stems and stems4
  WordBits key_stems4;           // a keyed memory's key's stems4
  double created_at = 0.0;
  std::uint32_t core_size = 0, core_slack = 0, other_size = 0, other_slack = 0;
  std::uint32_t other_opposites = 0;  // the other stems that have an opposite state (ConflictRules::opposites)
  std::uint32_t other_values = 0;     // the other stems that are a slot's value (ConflictRules::slot_values)
  std::uint32_t negations_size = 0, ids_size = 0;
  std::uint64_t ids_xor = 0;          // of the ids' hashes: two sets with different values differ
  std::uint32_t n_stems = 0;          // the text's stems; the first kInlineStems of them:
  std::uint64_t stems[kInlineStems] = {};
  std::uint16_t other_stems = 0;      // bit k: stems[k] is one of the other stems (not a change cue)
  bool keyed = false;
  bool near_names = false;            // the text has a name near a name cue (TextAnalysis::near_names)
  bool labelled = false;              // the text opens with a label (TextAnalysis::label),
  std::uint8_t label_size = 0;        // of this many stems (at most 255; attribute_label needs both at least its own),
  std::uint64_t label_head = 0;       // and its first stem (TextAnalysis::label_head): label_change needs both equal
                                      // unless both labels are attribute labels (attribute_label_stems)
  bool clause_labelled = false;       // it has a clause label (TextAnalysis::clause_labels): label_named's older side
  bool names_labels = false;          // it or a clause has label words (TextAnalysis::label_words): its newer side
};

// Everything the pass reads of one candidate but its vector: made once per candidate and reusable by every
// recall whose pool holds it (a row's text never changes), with the rules it was made by.
struct PoolAnalysis {
  PoolSignature signature;  // first: what every pair test reads
  TextAnalysis text, key, value;  // key and value: a keyed memory's
  bool keyed = false;
  bool valueless = false;         // its kind is one of the rules' valueless_kinds (an episode, a lesson)
  bool english = true;            // its text reads as English (semantics.reads_as_english)
  double created_at = 0.0;
};

PoolAnalysis analyse(const ConflictRules& rules, const PoolText& candidate);

// Where a pool's embeddings are: candidate i is row rows[i] of bases[segments[i]] (rows of dim floats, dim apart).
struct PoolVectors {
  const float* const* bases;
  std::size_t n_bases;
  const std::int32_t* segments;
  const std::int64_t* rows;
};

// The pairs the pass marks over a pool of n candidates: pool[i] the analysis of candidate i (best first),
// vectors: their embeddings, hits: the pool positions of the recall's hits in their order. Pure function of
// its arguments (thread-safe). Pairs are found through postings of the pool's words and stems (only candidates
// that share enough with a hit are compared).
ConflictMarks find_conflicts(const ConflictRules& rules, const PoolAnalysis* const* pool, const PoolVectors& vectors,
                             std::size_t n, std::size_t dim, const std::int32_t* hits, std::size_t n_hits);

// The same marks by comparing every pair the rules name (the pass before its postings): the reference that
// tests/test_conflicts_native.py checks find_conflicts against.
ConflictMarks find_conflicts_exhaustive(const ConflictRules& rules, const PoolAnalysis* const* pool,
                                        const PoolVectors& vectors, std::size_t n, std::size_t dim,
                                        const std::int32_t* hits, std::size_t n_hits);

// The pass of find_conflicts given the pairs that do not depend on the pool: `related` (pool positions (hit,
// candidate), in any order, repeats allowed) are every pair (hit, candidate) for which statements_conflict holds
// with the similarity of the two rows at least rules.similarity (the hit's row as the query) or which are a keyed
// fact and a free text in keyed conflict (ConflictRelations). Only the change test, whose common stems depend on the
// pool, is made here. Same marks as find_conflicts when `related` is exactly that set
// (tests/test_conflict_relations.py).
ConflictMarks find_conflicts_related(const ConflictRules& rules, const PoolAnalysis* const* pool, std::size_t n,
                                     const std::int32_t* hits, std::size_t n_hits,
                                     const std::pair<std::int32_t, std::int32_t>* related, std::size_t n_related);

// find_conflicts_related in two steps, so that a caller may keep the first for a pool that comes back: find_changes is
// its change test alone (the marks and changes among the rules.change_pool best candidates and the hits: a function
// of those candidates' analyses and pool positions and of the hits' positions, nothing else of the pool), and
// with_related adds the `related` pairs to such a result (find_conflicts_related ==
// with_related(find_changes(...), n, related, n_related)).
ConflictMarks find_changes(const ConflictRules& rules, const PoolAnalysis* const* pool, std::size_t n,
                           const std::int32_t* hits, std::size_t n_hits);
ConflictMarks with_related(ConflictMarks changes, std::size_t n, const std::pair<std::int32_t, std::int32_t>* related,
                           std::size_t n_related);

// The cross-language changes of one pool (semantics._cross_language_changes), added to `out` (then sorted and unique):
// among the facts (no valueless kind) of the near candidates (the first rules.change_pool) and the hits, a newer fact
// in one language (English or not: PoolAnalysis::english) and an older one in the other, one of them a hit, are a
// change when each is the other's most similar fact among the facts of its own language (cosine of the two rows), by
// at least `margin` over the second most similar there (-1 when there is none). Comparing within one language keeps a
// dense embedder's same-language bias out: an English fact's nearest fact is English. A negative margin: none. Only
// pools holding facts of both languages compute any cosine.
void add_cross_language_changes(const ConflictRules& rules, const PoolAnalysis* const* pool, const PoolVectors& vectors,
                                std::size_t n, std::size_t dim, const std::int32_t* hits, std::size_t n_hits,
                                double margin, ConflictMarks& out);

// The pool-independent relations among the rows of one scope, by row seq, so that a recall looks its hits' partners
// up instead of comparing pairs: row a relates to row b when a hit a marks candidate b whatever else is pooled (their
// statements conflict and their rows are at least rules.similarity alike, a's row as the query as find_conflicts
// computes it; or one is a keyed fact and the other a free text it conflicts with). Every row added has an entry (its
// partners, sorted; often none). add() compares each new row with every row already held and with the new ones
// before it: O(new x held) pair tests (~16 ns a pair at 1,000 rows, signatures first), the words only for the pairs
// they let through. forget() removes rows and every mention of them (erasure). Not thread-safe: the binding reads
// and writes it with the GIL held.
class ConflictRelations {
 public:
  struct Row {
    std::int64_t seq;
    const PoolAnalysis* analysis;
    const float* vector;
  };
  // `held`: rows already added (their analyses and vectors, to compare the new ones with); `fresh`: rows to add.
  void add(const ConflictRules& rules, const std::vector<Row>& held, const std::vector<Row>& fresh, std::size_t dim);
  void forget(const std::int64_t* seqs, std::size_t n);
  void clear();
  bool holds(std::int64_t seq) const { return partners_.count(seq) != 0; }
  const std::vector<std::int64_t>* partners(std::int64_t seq) const {
    const auto it = partners_.find(seq);
    return it == partners_.end() ? nullptr : &it->second;
  }
  std::size_t size() const { return partners_.size(); }
  std::size_t n_pairs() const;            // directed (a, b) entries
  std::size_t bytes() const;              // an estimate of the heap it holds
  std::uint64_t rules_serial = 0;         // the rules its relations were made by (0: none yet)
  std::uint64_t generation = 0;           // bumped by forget and clear (a plan synced before must look again)
  bool usable = true;                     // false: a row could not be analysed natively (the full pass runs)
  // Scopes of more rows keep none (their recalls run the whole pass): building them at a store's open compares
  // every pair, ~9 ms for 1,000 rows and ~300 ms for 5,000 (benchmarks/relations_cost.py), a first-recall pause.
  static constexpr std::size_t kMaxRows = 2048;
  // Pair comparisons one sync may spend (~15 ns each, plus ~4 µs to analyse each row taken: 20,000 takes ~200 rows
  // of a scope just opened, ~0.5 ms over the recall; at 200,000 it was ~900 rows and +6 ms); the rest waits for the
  // next syncs (benchmarks/relations_cost.py).
  static inline std::size_t sync_pairs = 20'000;

 private:
  std::unordered_map<std::int64_t, std::vector<std::int64_t>> partners_;
};

// The hash that identifies a word (its lower-case bytes).
std::uint64_t word_hash(std::string_view word);

}  // namespace engram::text

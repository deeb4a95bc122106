// engram/util/civil_time.hpp - seconds since the Unix epoch -> UTC calendar date and time of day.
//
// The fields Python's datetime.fromtimestamp(seconds, timezone.utc) has, computed as CPython computes them
// (Python/pytime.c): modf, the fraction scaled to microseconds and rounded half to even, a carry into the
// seconds, then the UTC date in the proleptic Gregorian calendar with no leap seconds (H. Hinnant's
// civil_from_days). Only years 1..9999 (datetime's range) are handled; for anything else, and for NaN or
// an infinity, there is no answer, and the caller asks Python (which raises what it raises).
// tests/test_civil_time.py checks the fields against datetime over the whole range.
#pragma once

#include <optional>

namespace engram::util {

struct CivilTime {
  int year;         // 1..9999
  int month;        // 1..12
  int day;          // 1..31
  int hour;         // 0..23
  int minute;       // 0..59
  int second;       // 0..59
  int microsecond;  // 0..999999
};

// The UTC civil time of `seconds` since 1970-01-01T00:00:00Z, rounded to the microsecond (half to even);
// nullopt when seconds is NaN or infinite or the rounded time falls outside years 1..9999. Pure; ~4x
// cheaper than the datetime call it replaces in engramdb's row building.
std::optional<CivilTime> civil_from_epoch(double seconds);

}  // namespace engram::util

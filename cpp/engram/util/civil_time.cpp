#include "engram/util/civil_time.hpp"

#include <cmath>
#include <cstdint>

namespace engram::util {

std::optional<CivilTime> civil_from_epoch(double seconds) {
  constexpr double kFirst = -62135596800.0;  // 0001-01-01T00:00:00Z
  constexpr double kEnd = 253402300800.0;    // 10000-01-01T00:00:00Z
  if (std::isnan(seconds)) return std::nullopt;
  double whole = 0.0;
  volatile double fraction = std::modf(seconds, &whole);  // volatile: the same rounding steps as CPython's
  fraction = fraction * 1e6;
  const double x = fraction;
  double rounded = std::round(x);
  if (std::fabs(x - rounded) == 0.5) rounded = 2.0 * std::round(x / 2.0);
  fraction = rounded;
  if (fraction >= 1e6) {
    fraction = fraction - 1e6;
    whole += 1.0;
  } else if (fraction < 0) {
    fraction = fraction + 1e6;
    whole -= 1.0;
  }
  if (!(whole >= kFirst && whole < kEnd)) return std::nullopt;  // infinities too: modf leaves them whole
  const auto total = static_cast<std::int64_t>(whole);
  std::int64_t days = total / 86400, second_of_day = total % 86400;
  if (second_of_day < 0) {
    second_of_day += 86400;
    days -= 1;
  }
  // days since 1970-01-01 -> (year, month, day): H. Hinnant's civil_from_days.
  const std::int64_t z = days + 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const std::int64_t day_of_era = z - era * 146097;
  const std::int64_t year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
  const std::int64_t day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
  const std::int64_t shifted_month = (5 * day_of_year + 2) / 153;
  CivilTime out;
  out.day = static_cast<int>(day_of_year - (153 * shifted_month + 2) / 5 + 1);
  out.month = static_cast<int>(shifted_month < 10 ? shifted_month + 3 : shifted_month - 9);
  out.year = static_cast<int>(year_of_era + era * 400 + (out.month <= 2 ? 1 : 0));
  out.hour = static_cast<int>(second_of_day / 3600);
  out.minute = static_cast<int>(second_of_day / 60 % 60);
  out.second = static_cast<int>(second_of_day % 60);
  out.microsecond = static_cast<int>(fraction);
  return out;
}

}  // namespace engram::util

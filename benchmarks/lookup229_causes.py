"""The 162 E5 lookup misses of the 44 tunable sets at fc846e0 (/work/notes/m50/base_e5.json), each read by hand
(its question, its expected memory, the memory that won) and put under one cause (issue 18, lookup229, session 50).

Keys are "set:case index" in the order of engramdb.quality.evaluate's results (/work/notes/evalall.py's numbering).
    python benchmarks/lookup229_causes.py      # the table of causes
"""
from __future__ import annotations

CAUSES: dict[str, str] = {
    "sibling": "a note of the same subject stating another attribute wins",
    "clause": "the answer is one clause/field of a long multi-field note (roster, profile, table row)",
    "story": "a question told after a story; the winner matches the story's words",
    "event": "a one-off (dated) event note about the subject wins over the standing fact",
    "language": "the expected memory is told in another language than the question",
    "other": "a record row, a chat export, a to-do list, a stock note",
}

MISSES: dict[str, tuple[str, ...]] = {
    "sibling": (
        "v2:33", "holdout3:94", "holdout3:189", "holdout3:316", "holdout3:351", "holdout4:36", "holdout4:162",
        "holdout5:196", "holdout6:97", "holdout7:256", "holdout9:128", "holdout10:352", "holdout11:129",
        "holdout11:353", "holdout15:1", "holdout15:34", "holdout18:195", "holdout20:1", "holdout22:324",
        "holdout28:256", "holdout28:292", "holdout28:354", "holdout29:3", "holdout29:289", "holdout29:323",
        "holdout30:100", "holdout30:162", "holdout31:258", "holdout32:352", "holdout34:225", "holdout39:163",
        "holdout39:356", "holdout41:64", "holdout41:320", "holdout41:352", "holdout42:129", "holdout43:161",
        "holdout43:225", "holdout43:289", "holdout43:353",
    ),
    "clause": (
        "holdout2:29", "holdout2:234", "holdout10:128", "holdout10:193", "holdout12:32", "holdout12:256",
        "holdout13:68", "holdout13:195", "holdout13:228", "holdout13:292", "holdout13:354", "holdout13:355",
        "holdout14:64", "holdout14:160", "holdout14:192", "holdout15:66", "holdout16:131", "holdout17:64",
        "holdout17:65", "holdout17:66", "holdout17:260", "holdout18:130", "holdout19:4", "holdout19:100",
        "holdout19:132", "holdout19:225", "holdout19:256", "holdout20:3", "holdout20:324", "holdout23:3",
        "holdout23:128", "holdout24:1", "holdout24:68", "holdout24:162", "holdout24:192", "holdout24:354",
        "holdout26:0", "holdout26:32", "holdout26:224", "holdout26:256", "holdout27:35", "holdout27:259",
    ),
    "story": (
        "holdout7:130", "holdout8:34", "holdout8:130", "holdout8:256", "holdout8:291", "holdout9:196",
        "holdout9:225", "holdout10:32", "holdout10:290", "holdout11:4", "holdout11:324", "holdout11:354",
        "holdout12:161", "holdout12:356", "holdout16:0", "holdout16:97", "holdout17:228", "holdout18:1",
        "holdout18:161", "holdout21:130", "holdout26:323", "holdout27:288", "holdout30:355", "holdout31:224",
        "holdout31:320", "holdout32:291", "holdout33:195", "holdout33:227", "holdout33:291", "holdout34:67",
        "holdout34:227", "holdout35:3", "holdout35:291", "holdout35:355", "holdout36:35", "holdout36:161",
        "holdout36:291", "holdout38:67", "holdout40:195", "holdout42:195",
    ),
    "event": (
        "holdout2:88", "holdout3:191", "holdout5:2", "holdout5:99", "holdout5:258", "holdout10:161", "holdout17:67",
        "holdout29:100", "holdout30:132", "holdout31:34", "holdout31:132", "holdout31:196", "holdout33:290",
        "holdout33:322", "holdout35:97", "holdout41:226", "holdout42:225",
    ),
    "language": (
        "holdout9:64", "holdout9:65", "holdout14:224", "holdout15:2", "holdout15:68", "holdout16:224",
        "holdout30:98", "holdout32:98", "holdout34:33", "holdout34:65", "holdout34:130", "holdout36:129",
        "holdout40:97", "holdout42:97", "holdout43:33",
    ),
    "other": (
        "holdout9:288", "holdout11:100", "holdout14:1", "holdout14:194", "holdout27:36", "holdout35:4",
        "holdout35:36", "holdout36:260",
    ),
}


if __name__ == "__main__":
    total = sum(len(v) for v in MISSES.values())
    for cause, cases in sorted(MISSES.items(), key=lambda kv: -len(kv[1])):
        print(f"{cause:9} {len(cases):4}  {CAUSES[cause]}")
    print(f"{'total':9} {total:4}")

"""Shared secrets of network services at their place in a tool's command or a device's config line (round 28).

Monitoring, AAA and power tools take their shared secret as a plain positional argument or after a one-letter
option, so no word names it on its line. The tool's syntax does:

* SNMP: the community after ``-c`` on an ``snmpwalk``/``snmpget``/``snmpset``/``snmpbulkwalk``... line, the v3 user's
  authentication and privacy passphrases after ``-A`` and ``-X``; ``createUser NAME SHA "auth" AES "priv"`` (net-snmp's
  snmpd.conf) and any ``MD5|SHA... "auth" DES|AES... "priv"`` pair; a device entry's "community (string) X" in a text
  about SNMP (rocommunity / ``snmp-server community`` lines are places.py's);
* RADIUS: ``radtest USER PASSWORD SERVER NAS-PORT SECRET`` (the password and the shared secret), ``radius-server ...
  key X`` and ``tacacs-server ... key X`` (Cisco IOS);
* NUT (a UPS's network daemon): ``MONITOR ups@host POWER USER PASSWORD primary|secondary|master|slave`` (upsmon.conf);
* IPsec: ``pre-shared-secret X`` (VyOS) and ``: PSK "X"`` (ipsec.secrets).

The value must be shaped like a password (:func:`.shape.password_literal`): a variable (``$SNMP_COMMUNITY``), a
placeholder (``<ro-string>``, ``<password>``), SNMP's well-known ``public``/``private`` are not.
"""

from __future__ import annotations

import re

from . import shape, textmemo

_ARG = r"(?P<q{n}>['\"]?)(?P<v{n}>[^\s'\"]{{3,128}})(?P=q{n})(?![^\s;|&])"
_SNMP_TOOL = (r"\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|trap|inform|delta|df|netstat|status|test|usm"
              r"|vacm)\b")
# One row per tool, each with its own anchors, so that a text runs only the patterns whose tool it names.
ROWS = (
    # snmpwalk -v2c -c COMMUNITY host ...; snmpget -v3 ... -A AUTH ... -X PRIV ...
    (re.compile(_SNMP_TOOL + r"[^\n|;&]*?[ \t]-[cAX][ \t]*" + _ARG.format(n=1)), ("snmp",)),
    # createUser NAME SHA "auth" AES "priv"; any "SHA auth AES priv" pair
    (re.compile(r"(?:\bcreateUser[ \t]+(?:-e[ \t]+\S+[ \t]+)?\S+[ \t]+(?i:MD5|SHA(?:-?\d{3})?)[ \t]+" + _ARG.format(n=1)
                + r"|\b(?i:MD5|SHA(?:-?\d{3})?)[ \t]+" + _ARG.format(n=2) + r"(?=[ \t]+(?i:DES|AES(?:-?\d{3})?)[ \t]))"
                + r"(?:[ \t]+(?i:DES|AES(?:-?\d{3})?)[ \t]+" + _ARG.format(n=3) + ")?"),
     ("createuser", "md5 ", "md5\t", "sha ", "sha\t", "sha-", "sha#")),
    # radtest USER PASSWORD SERVER NAS-PORT SECRET
    (re.compile(r"\bradtest[ \t]+(?:-\w+[ \t]+)*\S+[ \t]+" + _ARG.format(n=1) + r"[ \t]+\S+[ \t]+\d+[ \t]+"
                + _ARG.format(n=2)), ("radtest",)),
    # radius-server host ... key X, tacacs-server ... key X (Cisco's "key 7 <hash>" too)
    (re.compile(r"\b(?:radius|tacacs)-server\b[^\n]*?[ \t]key[ \t]+(?:[07][ \t]+)?" + _ARG.format(n=1)),
     ("radius-server", "tacacs-server")),
    # upsmon.conf: MONITOR ups@host POWER USER PASSWORD primary|secondary
    (re.compile(r"\bMONITOR[ \t]+\S+[ \t]+\d+[ \t]+\S+[ \t]+" + _ARG.format(n=1)
                + r"[ \t]+(?i:primary|secondary|master|slave)\b"), ("monitor",)),
    # VyOS: pre-shared-secret X; ipsec.secrets: ": PSK X"
    (re.compile(r"\bpre-shared-secret[ \t]+" + _ARG.format(n=1) + r"|(?<!\S):[ \t]*PSK[ \t]+" + _ARG.format(n=2)),
     ("pre-shared-secret", "psk")),
)
# A device entry's community in a text about SNMP: "SNMP v2c, community string X", "community: X".
COMMUNITY = re.compile(r"(?i:\bcommunity)(?:[ \t]+(?i:string|name))?[ \t]*[:=]?[ \t]+" + _ARG.format(n=1)
                       + r"[ \t]*(?:[.,;)]|$)", re.M)
COMMUNITY_ANCHORS = ("community",)
_SNMP = re.compile(r"(?i)\bsnmp")
_WELL_KNOWN = frozenset(["public", "private"])


def _value(m: re.Match[str], n: int) -> tuple[int, int] | None:
    v = m.group(f"v{n}")
    if v.lower() in _WELL_KNOWN or v.startswith(("$", "%", "<", "{", "[")) or not shape.password_literal(v):
        return None
    return m.span(f"v{n}")


def service_secret(m: re.Match[str]) -> tuple[int, int] | None:
    """The first password-shaped value among the places of a :data:`ROWS` pattern in ``m``."""
    for n in range(1, 4):
        if f"v{n}" in m.re.groupindex and m.group(f"v{n}") is not None and (span := _value(m, n)) is not None:
            return span
    return None


def community(m: re.Match[str]) -> tuple[int, int] | None:
    """A community named as such in a text about SNMP (see above)."""
    if not textmemo.found(_SNMP, m.string):
        return None
    return _value(m, 1)

"""A mail relay's or a login file's password at its place in the file's syntax (round 29).

The syntax itself says which field is the password, so the value needs no password's shape (a word with a mark,
"Heronwillow?", reads as prose anywhere else):

* :data:`RELAY` - a relay's line, Postfix's ``sasl_passwd`` ("[smtp.example.org]:587 ops@example.org:Secret") and the
  same written with a space ("smtp.example.org:465 ops@example.org Secret"), a label before it or not ("mailer for
  the shop: smtp..."): the host and its port, the mail address, then the password ending the line.
* :data:`NETRC` - a ``.netrc`` entry, on one line or several: ``machine HOST login USER password VALUE``.
* :data:`CONFIG_LINE` - a ``password VALUE`` line among the lines of an msmtp-style config (two or more of ``account``,
  ``host``, ``port``, ``user``, ``from``, ``auth``, ``tls`` at their lines' starts in the same text).

Not a value: a placeholder (``<password>``, ``$SMTP_PASS``, ``${...}``), or a command's call (msmtp's ``passwordeval``
is another key).
"""

from __future__ import annotations

import re
from collections.abc import Callable

RELAY = re.compile(r"(?m)^(?:[^\n:@]{1,60}:[ \t]+)?[ \t]*(?:\[[\w.-]+\]|[\w-]+(?:\.[\w-]+)+):\d{2,5}[ \t]+"
                   r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?::|[ \t]+)"
                   r"(?P<v>[^\s]{4,128})[ \t]*$")
RELAY_ANCHORS = ("@",)
NETRC = re.compile(r"\bmachine[ \t\n]+\S+[ \t\n]+login[ \t\n]+\S+[ \t\n]+password[ \t]+(?P<v>[^\s]{1,128})")
NETRC_ANCHORS = ("machine",)
CONFIG_LINE = re.compile(r"(?m)^[ \t]*password[ \t]+(?P<v>[^\s]{1,128})[ \t]*$")
CONFIG_ANCHORS = ("password",)
_CONFIG_KEYS = re.compile(r"(?m)^[ \t]*(?:account|host|port|user|from|auth|tls|tls_starttls)[ \t]+\S")


def _value(m: re.Match[str], placeholder: Callable[[str], bool]) -> tuple[int, int] | None:
    v = m.group("v")
    if placeholder(v) or v.startswith(("$", "%", "<", "{", "`")) or v.lower() in ("password", "secret", "none", "null"):
        return None
    return m.span("v")


def relay_password(m: re.Match[str], placeholder: Callable[[str], bool]) -> tuple[int, int] | None:
    """The password of :data:`RELAY` or :data:`NETRC` (see above)."""
    return _value(m, placeholder)


def config_password(m: re.Match[str], placeholder: Callable[[str], bool]) -> tuple[int, int] | None:
    """The password of :data:`CONFIG_LINE`, in a text with two or more of a mail config's other keys."""
    if len(_CONFIG_KEYS.findall(m.string)) < 2:
        return None
    return _value(m, placeholder)

"""A passphrase fed to an unlocking command's standard input (round 27).

``echo -n 'falcon jasper basalt zephyr' | sudo cryptsetup open /dev/sdc2 data -d -`` and ``keepassxc-cli open
family.kdbx <<< 'FYjyww#8696'`` write the passphrase of a disk or a password vault as a quoted literal piped (``|``)
or here-stringed (``<<<``) into the command that unlocks with it. The command is what makes the literal the secret:
one that reads a key or a password from its input (cryptsetup, keepassxc-cli, veracrypt, zfs load-key, kinit,
chpasswd), or one told to (``--password-stdin``, ``--passphrase-fd 0``, ``sudo -S``, ``--key-file -``, ``-d -``).
Not a value: a variable (``"$PASS"``), a placeholder (``<passphrase>``, ``********``), an answer such as ``y``.
"""

from __future__ import annotations

import re

_QUOTED = r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
_SUDO = r"(?:sudo[ \t]+(?:-[A-Za-z]+[ \t]+)*)?"
PIPED = re.compile(r"\b(?:echo(?:[ \t]+-[neE]+)*|printf(?:[ \t]+(?:'%s'|\"%s\"|%s))?)[ \t]+" + _QUOTED
                   + r"[ \t]*\|[ \t]*" + _SUDO + r"(?P<cmd>[\w.-]+)(?P<rest>[^\n|;&]*)")
# (opens on "<<<", which the regex engine skips to; the command before it is read by here_secret: a pattern opening on
# the command would try every word of a long line up to its end, a quadratic search)
HERE = re.compile(r"<<<[ \t]*" + _QUOTED)
_COMMAND = re.compile(_SUDO + r"(?P<cmd>[\w.-]+)(?P<rest>[^\n|;&<]*)")
ANCHORS = ("echo", "printf", "<<<")

# Commands that read a key or a password from their input, as their names; and the options telling another to.
_UNLOCKERS = frozenset({"cryptsetup", "keepassxc-cli", "veracrypt", "zfs", "kinit", "chpasswd", "ecryptfs-unwrap-"
                        "passphrase", "bw", "op", "age", "gocryptfs", "encfs", "sudo"})
_STDIN_OPTION = re.compile(r"(?:--password-stdin|--passphrase-fd[ =]0|--passphrase-file[ =]-(?!\S)|--key-file[ =]-"
                           r"(?!\S)|(?<!\S)-d[ \t]+-(?!\S)|--pass(?:word)?[ =]stdin|-passin[ \t]+stdin|load-key|unlock|"
                           r"luksOpen|(?<!\S)open(?!\S))")


def here_secret(m: re.Match[str]) -> tuple[int, int] | None:
    """The quoted literal here-stringed into an unlocking command (see above)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    segment_start = max(line_start, *(text.rfind(c, line_start, m.start()) + 1 for c in ";&|("))
    c = _COMMAND.match(text[segment_start:m.start()].lstrip())
    if c is None:
        return None
    return _fed(m, c.group("cmd"), c.group("rest"), c.group())


def piped_secret(m: re.Match[str]) -> tuple[int, int] | None:
    """The quoted literal piped into an unlocking command (see above)."""
    return _fed(m, m.group("cmd"), m.group("rest"), m.group())


def _fed(m: re.Match[str], cmd: str, rest: str, whole: str) -> tuple[int, int] | None:
    """``m``'s quoted literal when ``cmd`` (its options ``rest``) unlocks with what it reads."""
    v = m.group("v")
    cmd = cmd.lower()
    if cmd == "sudo":
        if not re.search(r"(?<!\S)-S\b", rest) and not re.search(r"(?<!\S)-S\b", whole):
            return None
    elif cmd not in _UNLOCKERS and not _STDIN_OPTION.search(rest):
        return None
    if cmd in {"zfs", "bw", "op"} and not re.search(r"load-key|unlock|signin", rest):
        return None
    if "$" in v or re.fullmatch(r"[<{\[(].*[>}\])]|[*•xX.#-]+|(?i:yes|no|y|n|true|false)", v.strip()):
        return None  # a variable, a placeholder, an answer
    if len(set(v.replace(" ", ""))) < 4:
        return None
    return m.span("v")

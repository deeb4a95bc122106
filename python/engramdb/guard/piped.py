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
HERE = re.compile(r"(?:^|(?<=[\s;&|(]))" + _SUDO + r"(?P<cmd>[\w.-]+)(?P<rest>[^\n|;&<]*)<<<[ \t]*" + _QUOTED)
ANCHORS = ("echo", "printf", "<<<")

# Commands that read a key or a password from their input, as their names; and the options telling another to.
_UNLOCKERS = frozenset({"cryptsetup", "keepassxc-cli", "veracrypt", "zfs", "kinit", "chpasswd", "ecryptfs-unwrap-"
                        "passphrase", "bw", "op", "age", "gocryptfs", "encfs", "sudo"})
_STDIN_OPTION = re.compile(r"(?:--password-stdin|--passphrase-fd[ =]0|--passphrase-file[ =]-(?!\S)|--key-file[ =]-"
                           r"(?!\S)|(?<!\S)-d[ \t]+-(?!\S)|--pass(?:word)?[ =]stdin|-passin[ \t]+stdin|load-key|unlock|"
                           r"luksOpen|(?<!\S)open(?!\S))")


def piped_secret(m: re.Match[str]) -> tuple[int, int] | None:
    """The quoted literal fed to an unlocking command's input (see above)."""
    v = m.group("v")
    cmd = m.group("cmd").lower()
    rest = m.group("rest")
    if cmd == "sudo":
        if not re.search(r"(?<!\S)-S\b", rest) and not re.search(r"(?<!\S)-S\b", m.group()):
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

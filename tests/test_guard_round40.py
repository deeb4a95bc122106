"""Round 40 of the secret guard (issue 13): what opens an account or a door, read by its service's shape or by the
thing it opens (guard/opens.py): a VPN's account number, an IVPN account ID, an OpenVPN auth-user-pass file's lines,
the code of a key box / key safe / phone's unlock, a lichess token of letters alone; a password of a word, digits, a
dot and a word of another case (logins.password_like); the Arabic "كلمة سر" without its article. Each example has a
benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import logins

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # a VPN's account number (16 digits; a bank's has 8, an AWS account's 12)
        ("vpn on the old laptop: mullvad account 5820193746628104", "vpn on the old laptop: mullvad, paid till May"),
        ("mullvad: 3391 0457 8812 6650 - paste it in the app", "mullvad: paid until 03.05.2027 - paste it in the app"),
        (
            "Screenshot: Mullvad VPN > Account\nAccount number\n4410 2297 6653 0181\nPaid until 2027-01-02",
            "Screenshot: Mullvad VPN > Account\nAccount number\nin the password manager\nPaid until 2027-01-02",
        ),
        ("family vpn account 7342 0981 5573 2846", "family vpn account 7777 7777 7777 7777"),
        # an IVPN account ID
        ("IVPN account ID i-Q7TR-2MXK-9LPA, three devices", "IVPN account ID i-XXXX-XXXX-XXXX, three devices"),
        # an OpenVPN auth-user-pass file's lines
        (
            "auth-user-pass login.txt\n--- login.txt ---\nTq2mWvX9pLzR4kNeBs7Y\nHg5KpQ8rTz3WmLx9NcVb2YdFa6Ue",
            "client.ovpn\ndev tun\nauth-user-pass\nremote-cert-tls server\nverb 3",
        ),
        # the code of a key box, a key safe, a phone's unlock
        ("the keybox at the cabin is 4827, spin the dials after", "the keybox at the cabin is by the back door"),
        ("the church hall's key safe is 613, lock up after", "the church hall's key safe is 1 m up, lock up after"),
        ("my tablet unlock is 839104 if the kids need it", "my tablet unlock is face id if the kids need it"),
        # keys told by their scope
        (
            "SensorNet API keys for the club map: read 3f2a9c41-7b0e-4d12-9a55-0c7e81d2b6af, write 9d0e4b7a-2c11-4f8e-b3a9-5e6f70812c3d",
            "SensorNet API keys for the club map: read the docs, write to the admin for a write key",
        ),
        # a lichess token of letters alone
        ("lichess token for the bot: lip_KxTqaRmZbWvPhYtLsNcE", "lichess token for the bot: lip_xxxxxxxxxxxxxxxxxxxx"),
        # a word, digits, a dot and a word of another case
        ("Spond: ana.r@mail.example / Brigid204.qmt, post it", "Spond: ana.r@mail.example / Invoice2024.pdf, post it"),
        ("(09:12) +31612345678 : heron07.OSPREY", "(09:12) +31612345678 : server07.lan"),
        # the Arabic "a password" without its article
        ("كلمة سر الواي فاي: Zaytun48#qx", "كلمة سر الواي فاي على الثلاجة"),
    ],
)
def test_round40_reads_the_secret_and_not_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "text",
    [
        "Bank details for the invoice - sort code 12-34-56, account number 40312257",
        "our AWS account ID is 402139554082, vpn peering is set up",
        "Proton VPN server NL#41 was slow tonight, 15 ms ping",
        "the keybox code comes by text on the day, the door is blue",
        "tracking 1Z 9999 9999 9999 for the parcel",
        "lip_balm_collection_summer",
    ],
)
def test_round40_leaves_benign_near_misses(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize(
    ("value", "like"),
    [
        ("Fionn161.dkf", True),
        ("quarry05.BOBCAT", True),
        ("granite.571WALRUS", True),
        ("Invoice2024.pdf", False),
        ("Shop24.com", False),
        ("server01.lan", False),
        ("backup01.tar", False),
        ("python3.11", False),
    ],
)
def test_password_like_takes_dotted_words_not_files_or_hosts(value: str, like: bool) -> None:
    assert logins.password_like(value) is like

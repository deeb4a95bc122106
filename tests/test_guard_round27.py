"""Round 27 of the secret guard (issue 13): an eSIM's activation code (``LPA:1$<SM-DP+>$<matching ID>``, a matching
ID under its name or its table column), a domain's transfer code after its label (guard/transfer.py), a passphrase
piped or here-stringed into an unlocking command (guard/piped.py); and false alarms of earlier rows: an IMEI under its
CSV column and a tunnel's host name read as cards, a path's last segment ``token`` read as a label, a terminal's
prompt, a thing's label or serial after a password's mention. Each rule has a refused example and a benign twin of the
same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # an eSIM's activation string, its matching ID under its name or column
    ("my new eSIM: LPA:1$rsp.telco.example.org$7HQ2K-PW9ZD-R41XM-LC8TA", "my new eSIM: LPA:1$rsp.telco.example.org$<matching-id>"),
    ("Matching ID: QF8Z2-M1KXT-7WPAD-0BNHE", "Matching ID: (in the carrier's app)"),
    ("line,smdp,matching_id\nkids,sm.example.net,J4ZQ9-1MPKD-WR7AT-XC2LE",
     "line,smdp,matching_id\nkids,sm.example.net,pending"),
    # a domain's transfer code after its label, its domain between them
    ("auth code for bakery.example.org: Tq7#mZ2pL!x9", "auth code for bakery.example.org: ask the registrar"),
    ("the authorisation code to move club.example is h3kd-p9wz-q2mv-7tna", "the authorisation code to move club.example is on its way"),
    ("DENIC AuthInfo atelier.example: X4&bQrT9wLm2", "DENIC AuthInfo atelier.example: requested today"),
    ("- harbour.example.net  EPP Wq9$Lm2xZr7K", "- harbour.example.net  EPP transfer started"),
    ("domain,expires,auth_code\nharbour.example,2029-03-01,Vr8!kQ2mZp4L", "domain,expires,auth_code\nharbour.example,2029-03-01,n/a"),
    # a passphrase piped or here-stringed into an unlocking command
    ("echo -n 'quartz meadow lantern pebble' | sudo cryptsetup open /dev/sdb2 vault -d -",
     "echo -n \"$LUKS_PASS\" | sudo cryptsetup open /dev/sdb2 vault -d -"),
    ("keepassxc-cli open home.kdbx <<< 'Pl4nk!Harbor#22'", "keepassxc-cli open home.kdbx <<< \"$KP_PASS\""),
    # (a value without a password's make: since round 32 "Gr4nite!Owl77" - upper, lower, digit, symbol - is refused
    # wherever it stands, so only such a value tells whether the command it is piped into is read)
    ("echo 'gr4nite0wl77' | docker login -u ci --password-stdin registry.example.org",
     "echo 'gr4nite0wl77' | tee notes.txt"),
])
def test_round27_secret_and_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a card's number is one still; an IMEI under its column, a tunnel's host name are not
    ("name,card,exp\nMia,4111 1111 1111 1111,09/29\nJo,5500 0000 0000 0004,01/28".replace("4111 1111 1111 1111",
                                                                                             "4539 1488 0343 6467"),
     "device,imei,plan\nspare,356938035643809,5GB"),
    ("card 4539 1488 0343 6467 exp 09/29", "Forwarding https://4539-148-80-34-64.tunnel.example.app -> localhost:3000"),
    # a token word as a label, not as a path's segment
    ("cloudflared tunnel run --token a3b94c1d2e5f60718293a4b5c6d7e8f9a0b1c2d3",
     "cloudflared tunnel run --token-file /etc/cloudflared/token 5c1e2a4d-7b3f-4e8a-9d6c-2f1b0a9e8d7c"),
    # a password stated last on its line; a label or serial there is no password
    ("external disk is encrypted, password Qz7!mLp2Rw", "external disk is encrypted, password in the vault, label ARCHIVE-7"),
    ("USB stick is LUKS encrypted, passphrase: QWZKRMTXPLVB", "USB stick is LUKS encrypted, passphrase: ********, serial QWZKRMTXPL"),
    # a prompt answered on its line is a value; one followed by a blank line and other words is not
    ("Enter passphrase for /dev/sdc1: Lm4!qTz9wR", "sudo cryptsetup open /dev/sdc1 data\nEnter passphrase for /dev/sdc1:\n\ncheers!"),
])
def test_round27_false_alarms_fixed(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a PIN's sentence ending on its value after a copula or a dash
    ("el PIN de mi tarjeta sanitaria para la farmacia es 481937!!", "el PIN de mi tarjeta sanitaria tiene 6 cifras!!"),
    ("το PIN της κάρτας μου για την τράπεζα είναι 740261.", "το PIN της κάρτας μου άλλαξε το 2019."),
    ("PIN, kterým odemykám telefon, je 583014 | Eva", "PIN, kterým odemykám telefon, je v obálce | Eva"),
    # a tunnel connector's token after cloudflared's install command
    ("sudo cloudflared service install eyJhIjoiOTk4ZTRhMmQiLCJ0IjoiNGI3ZSIsInMiOiJaR1Z0YnlCelpXTnlaWFE9In0",
     "sudo cloudflared service install --help"),
    # a push notifier's app token inside an Apprise URL
    ("apprise -b 'done' 'pover://u7kq2m9x4vzt8wdp3nhc6fjr1sby5g@a3zp8wq1m7ktx5vh2nd9cj6rf4bys0'",
     "apprise -b 'done' 'pover://{user_key}@{token}'"),
    ("urls:\n  - gotifys://push.home.lan/Ak4Zq9XmPw2TrLv", "urls:\n  - gotifys://push.home.lan/message"),
])
def test_round27_pin_tunnel_notify(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "Ship to: 9 Lake Road, Pune, Maharashtra, PIN code 411001",  # India's postal PIN after its noun
    "new disk is encrypted, password stored in the vault, label OFFSITE-2",
])
def test_round27_benign(benign: str) -> None:
    assert not _refused(benign)


def test_a_password_written_on_the_label_is_one() -> None:
    assert _refused("the BMC login is ADMIN, password from the label: KQZWTRBMHX")

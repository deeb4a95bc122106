"""Round 94: keys in settings no reading met (guard/round94.py) - a key ending a URL's path right after a segment
that names a key, a key under a table's key / token / secret column - and a BitLocker recovery key's groups joined by
spaces or split across lines. Each reading refuses made-up secrets and passes made-up hard twins. Every value here is
invented for the test."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round94
from engramdb.guard.slots import GatedFinder


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


def _row(finder: GatedFinder, validate: Callable[[re.Match[str]], tuple[int, int] | None], text: str) -> bool:
    return any(validate(m) is not None for m in finder.finditer(text))


def _any_row(text: str) -> bool:
    return any(_row(finder, validate, text) for _, finder, _, validate in round94.ROWS)


# ---- a key ending a URL's path right after a segment naming a key
URL_SECRETS = [
    "res <- POST('https://jobs.example.org/api/3f9c2a71-5b8e-4d02-a6c1-9e7f0b4d2c58', body = list(q = 'nurse'))",
    "requests.get(\"https://feeds.example.net/key/Zq7Lm2Np9Rt4Vx8Bc3Df6Gh1\")",
    "the webhook is https://hooks.example.com/token/a9F3kL2mQ8rT5vX1zB7nC4dE6gH0jK2p and it posts to the channel",
    "curl https://data.example.io/v2/apikey/7c1e9b3a5d2f4e6a8b0c1d3e5f7a9b2c?format=json",
]
URL_TWINS = [
    "GET https://shop.example.com/api/orders/3f9c2a71-5b8e-4d02-a6c1-9e7f0b4d2c58 returns the order",
    "see https://crm.example.com/v1/users/3f9c2a71-5b8e-4d02-a6c1-9e7f0b4d2c58/profile for her record",
    "the docs: https://docs.example.com/api/getting-started-with-webhooks",
    "fixed in https://git.example.com/team/app/commit/9fceb02d0ae598e95dc970b74767f19372d61af8",
    "the coin's page https://etherscan.io/token/0x1f9840a85d5af5bf1d1762f925bdaddc4201f984",
    "its mint https://solscan.io/token/4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R",
    "her PGP key https://keys.example.org/key/7A3B9C1D2E4F6A8B9C0D1E2F3A4B5C6D7E8F9A0B",
    "the endpoint is https://api.example.com/api/{api_key} with your own key",
    "https://host.example.com/api/v2/status",
    "the public key https://maps.example.com/key/pk3Xy9Lm2Np7Rt4Vx8Bc3Df6",
]


@pytest.mark.parametrize("text", URL_SECRETS)
def test_url_path_key_refused(text: str) -> None:
    assert _row(round94.URL_PATH_KEY, round94.url_path_key, text)
    assert _refused(text)
    assert [i for i, _ in find_secrets_many([text])] == [0]


@pytest.mark.parametrize("text", URL_TWINS)
def test_url_path_twin_passes(text: str) -> None:
    assert not _row(round94.URL_PATH_KEY, round94.url_path_key, text)


# ---- a key under a table's key / token / secret column
TABLE_SECRETS = [
    "| service | key |\n|---|---|\n| Maps | Qm7Tz2Kp9Lw4Xv8Rb3Nc6Hd1Fg5 |\n",
    "| | provider | key |\n|---|---|\n| Sat tiles | SATK9f2c41b7e83d05a6c19f4e2b7d3a80c5 |\n",
    "service,key_1,key_2\nStorageCo,Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9Jk,Lz2Xc6Vb0Nm4Qw8Er1Ty5Ui9Op3As7Df",
    "|===\n|Service |Owner |Key\n\n|HostCo |ops_admin |`Tq8Wm3Rz7Lp2Kv6Nx1Bc5Hd9Fg4`\n|===",
    "| Dienst | Schlüssel |\n|---|---|\n| Karten | Hr5Tz9Kq2Lw6Xv3Rb8Nc1Pd7Fg4 |\n",
    "name\tapi token\nbilling\t8e2f4a6c-1b3d-4e5f-9a7b-2c4d6e8f0a1b\n",
]
TABLE_TWINS = [
    "| song | key |\n|---|---|\n| Autumn Leaves | G minor |\n| Blue Bossa | C minor |\n",
    "| action | key |\n|---|---|\n| copy | Ctrl+C |\n| undo | Ctrl+Z |\n",
    "| symbol | key |\n|---|---|\n| dashed line | footpath |\n| red dot | station |\n",
    "| id | hash |\n|---|---|\n| 17 | 9fceb02d0ae598e95dc970b74767f19372d61af8 |\n",
    "| sku | price |\n|---|---|\n| AB-4471-XL | 12.99 |\n",
    "| order | key |\n|---|---|\n| 1044 | 3f9c2a71-5b8e-4d02-a6c1-9e7f0b4d2c58 |\n",
    "| host | public key |\n|---|---|\n| web1 | AAAAC3NzaC1lZDI1NTE5AAAAIHk7Lm2Np9Rt4Vx8 |\n",
    "| table | sort key |\n|---|---|\n| events | Zq7Lm2Np9Rt4Vx8Bc3Df6Gh1 |\n",
    "| service | key |\n|---|---|\n| Maps | in the vault |\n| Mail | rotated, see 1Password |\n",
    "| service | key |\n|---|---|\n| Maps | ******************** |\n",
    "| ticket | key |\n|---|---|\n| login bug | PROJ-4471 |\n",
]


@pytest.mark.parametrize("text", TABLE_SECRETS)
def test_table_key_refused(text: str) -> None:
    assert _row(round94.TABLE_KEY, round94.table_key, text)
    assert _refused(text)
    assert [i for i, _ in find_secrets_many([text])] == [0]


@pytest.mark.parametrize("text", TABLE_TWINS)
def test_table_twin_passes(text: str) -> None:
    assert not _row(round94.TABLE_KEY, round94.table_key, text)


def test_table_span_is_the_cell() -> None:
    text = TABLE_SECRETS[0]
    spans = [round94.table_key(m) for m in round94.TABLE_KEY.finditer(text)]
    start, end = next(s for s in spans if s)
    assert text[start:end] == "Qm7Tz2Kp9Lw4Xv8Rb3Nc6Hd1Fg5"


# ---- a BitLocker recovery key's groups joined by spaces or split across lines (each group a multiple of 11)
def _groups(seed: int) -> list[str]:
    return [f"{11 * ((seed * 7919 + n * 104729) % 65536):06d}" for n in range(8)]


BITLOCKER_SECRETS = [
    "read it back to me: " + " ".join(_groups(3)),
    "Recovery key:\n" + "-".join(_groups(5)[:4]) + "-\n" + "-".join(_groups(5)[4:]),
    "the key\n" + "\n".join(_groups(9)),
]
BITLOCKER_TWINS = [
    "order numbers: 341901 124037 573464 558119 463651 521467 439693 292326",  # not multiples of 11
    "the lottery: 000000 000000 000000 000000 000000 000000 000000 000000",
    "-".join(_groups(3)),  # the dash form on one line: read by secrets' own row, not this one
]


@pytest.mark.parametrize("text", BITLOCKER_SECRETS)
def test_bitlocker_spaced_refused(text: str) -> None:
    assert _row(round94.BITLOCKER_SPACED, round94.bitlocker_spaced, text)
    assert _refused(text)
    assert [i for i, _ in find_secrets_many([text])] == [0]


@pytest.mark.parametrize("text", BITLOCKER_TWINS)
def test_bitlocker_twin_not_this_row(text: str) -> None:
    assert not _row(round94.BITLOCKER_SPACED, round94.bitlocker_spaced, text)


def test_bitlocker_twin_not_refused() -> None:
    assert not _refused(BITLOCKER_TWINS[0])
    assert not _refused(BITLOCKER_TWINS[1])


def test_anchors_cover_every_match() -> None:
    """Every text a row's pattern matches holds one of its anchors (``#`` for a digit, ASCII case ignored): the batch
    prefilter's promise."""
    for kind, finder, anchors, _ in round94.ROWS:
        for text in URL_SECRETS + URL_TWINS + TABLE_SECRETS + TABLE_TWINS + BITLOCKER_SECRETS + BITLOCKER_TWINS:
            if any(True for _ in finder.finditer(text)):
                folded = re.sub(r"\d", "#", text).lower()
                assert any(a.lower() in folded for a in anchors), (kind, text)


def test_ordinary_notes_pass() -> None:
    for text in ["the API key is in the vault, ask Sam", "| name | key |\n|---|---|\n| front door | the blue one |",
                 "see https://example.com/api/ for details", "key: C major, tempo 120"]:
        assert not _any_row(text)


def test_no_backtracking_on_long_paths() -> None:
    """A path's segments are read at most twelve deep (each at most 80 characters): a text of URLs and slashes is
    scanned in linear time."""
    import time

    for text in ["https://a.example/api/" * 1500, "https://a.example/" + "x/" * 10000, "http://a" + "/" * 20000]:
        t0 = time.process_time()
        assert not _row(round94.URL_PATH_KEY, round94.url_path_key, text)
        assert time.process_time() - t0 < 0.5


# ---- a key of letters alone after a credential's label
LETTERS_SECRETS = [
    "- pay the plumber\n- payments live key for prod: sk_live_qTrwzXsVbNmKpLdFgHjRtYuE\n- book the MOT",
    "the access token for the feed is hQvRtZkWmBxNpLsJdFgYcVuT, rotate it monthly",
    "Zugangstoken: XwPqLmZrTbNvKsJdHgFcYtRe",
]
LETTERS_TWINS = [
    "API key: YourApiKeyGoesHereNowPlease",
    "token: XMLHttpRequestEventTargetHandler",
    "key: ThisIsNotARealKeyJustWords",
    "Schlüssel: Donaudampfschifffahrtsgesellschaft",
    "the key takeaway: NeverCommitSecretsToGitRepos",
    "publishable key pk_live_qTrwzXsVbNmKpLdFgHjRtYuE",
    "access token: aBcDeFgHiJkLmNoPqRsTuVwX",
    "secret: ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "the public key for the site is qTrwzXsVbNmKpLdFgHjRtYuE",
    "test key: sk_test_qTrwzXsVbNmKpLdFgHjRtYuE",
]


@pytest.mark.parametrize("text", LETTERS_SECRETS)
def test_letters_key_refused(text: str) -> None:
    assert _row(round94.LETTERS_KEY, round94.letters_key, text)
    assert _refused(text)
    assert [i for i, _ in find_secrets_many([text])] == [0]


@pytest.mark.parametrize("text", LETTERS_TWINS)
def test_letters_twin_passes(text: str) -> None:
    assert not _row(round94.LETTERS_KEY, round94.letters_key, text)

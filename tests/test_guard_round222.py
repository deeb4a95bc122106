"""Round 222 (guard/round222.py): a pair of id / key headers, a service's credential id in an env line, a UUID key
named by its service, a password after "=>" / "::" / a bracketed handle or on the next line, a member number and a
password. The twins come first: public ids (a request's, a trace's, a commit's, an order's), one id alone, a label with
the value withheld, a member number with a name after it. Then made-up secrets of each shape. Every sentence here is
invented for the test."""

from __future__ import annotations

import pytest

from engramdb.guard import round222

from .guard_util import refused_batch as _refused_many
from .guard_util import refused_one as _refused
from .guard_util import rows_read


def _row(text: str) -> bool:
    """Round 222's rows alone read ``text`` (as the store reads it: normalised)."""
    return rows_read(round222.ROWS, text)


TWINS = [
    # public ids a client logs: a request's, a trace's, a span's, a correlation id, a user's, a device's
    "x-request-id: 4f1c2a9b7e3d5a6c8b0e1f2a\nx-trace-id: 9a8b7c6d5e4f3a2b1c0d9e8f",
    "x-correlation-id: 4f1c2a9b7e3d5a6c8b0e1f2a\nx-span-id: 9a8b7c6d5e4f3a2b",
    "x-user-id: 4f1c2a9b7e3d5a6c8b0e1f2a\nx-device-id: 9a8b7c6d5e4f3a2b1c0d9e8f",
    'headers: [{"x-request-id", "4f1c2a9b7e3d5a6c8b0e1f2a"}, {"x-session-id", "9a8b7c6d5e4f3a2b1c0d9e8f"}]',
    "X-Amzn-Trace-Id: 4f1c2a9b7e3d5a6c8b0e1f2a\nX-Order-Id: 9a8b7c6d5e4f3a2b1c0d9e8f",
    # one id alone, a pair with a placeholder or a word
    "x-app-id: 4f1c2a9b7e3d5a6c8b0e1f2a",
    "x-client-id: your-client-id-here\nx-app-id: your-app-id-here",
    "x-client-id: abcdefabcdefabcdefabcdef\nx-app-id: 000000000000000000000000",
    # an env line: a commit, a build, a public id, a service not credential-bearing with nothing beside it
    "GIT_COMMIT_SHA=4f1c2a9b7e3d5a6c8b0e1f2a3b4c5d6e7f8a9b0c",
    "NEXT_PUBLIC_MAPS_APP_ID=4f1c2a9b7e3d5a6c8b0e1f2a",
    "WIDGET_APP_ID=4f1c2a9b7e3d5a6c8b0e1f2a",
    "BUILD_CLIENT_ID=4f1c2a9b7e3d5a6c8b0e1f2a",
    "FROBNIC_CLIENT_ID=5e1f9a3b7c2d4e6f8a0b1c3d\nFROBNIC_CLIENT_SECRET=${FROBNIC_CLIENT_SECRET}",  # kept elsewhere
    "the Mongo id of the order is 64b1c2a9b7e3d5a6c8b0e1f2",
    # a UUID named as a key that is no credential
    "Idempotency key for the refund: 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f",
    "Primary key for the Orders table: 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f",
    "The key for the shed: 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f",
    "Public key for the Widget: 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f",
    "Pollen Watch key for the weather board: 00000000-0000-0000-0000-000000000000",
    "Order 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f for the Lamp shipped",
    # a label with the value withheld, a rule, a hint
    "password for the library app => in the vault",
    "password for the library app => ********",
    "password hint for the library app => m00nl1ght$12",
    "password for the library app (+15550001111): ask me in person",
    "password for the library app\nin the vault",
    "password policy for the library app\nMin8Chars!",
    "the password rules below\nAt least 12 characters",
    "-DB_PASSWORD=\n+DB_PASSWORD=${DB_PASSWORD}\n REDIS_PORT=6379",  # a diff's lines, no label line of words
    "password reset done\nv2.4.1-rc3",
    "pw:: see the vault",
    "for the record pw:: Z?kLmNopQrSt!u",  # a short label with no handle before it
    "x => y + 2",
    "std::vector<int> v; ns::Foo::bar(x)",
    # a member number with a name, a word, a version after it
    "P-4432388 Jackdaw",
    "P-4432388 Jackson Pollock",
    "PR-445566 v2-hotfix",
    "M-123456 release.2",
    "P-4432388 see https://example.org/a?b=1",
    "ticket AB-123456 fix+tests",
]


@pytest.mark.parametrize("text", TWINS)
def test_twin_not_read(text: str) -> None:
    assert not _row(text)


SECRETS = [
    "x-client-id: 5e1f9a3b7c2d4e6f8a0b1c3d\nx-app-id: 7a9c1e3b5d7f9a1c3e5b7d9f",
    "note:\nx-partner-id: 5e1f9a3b7c2d4e6f8a0b1c3d\nx-partner-key: 7a9c1e3b5d7f9a1c3e5b7d9f\n\nthanks",
    'Req.post!(url, headers: [{"x-client-id", "5e1f9a3b7c2d4e6f8a0b1c3d"}, {"x-app-id", "7a9c1e3b5d7f9a1c3e5b7d9f"}])',
    'client.get(url).header("X-Consumer-Id", "5e1f9a3b7c2d4e6f8a0b1c3d").header("X-Consumer-Key", '
    '"Zq81LmN2pQ7rS4tU9vW3xY6z")',
    "CHARGETRIP_APP_ID=5e1f9a3b7c2d4e6f8a0b1c3d",
    "EDAMAM_APP_ID=5e1f9a3b7c2d4e6f8a0b1c3d\n",
    "FROBNIC_CLIENT_ID=5e1f9a3b7c2d4e6f8a0b1c3d\nFROBNIC_CLIENT_SECRET=Qm7rT2vX9zK4pL8nB3wY6cF1",
    "Pollen Watch key for the weather board: 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f",
    "Tide Tables API key for the harbour app: 3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f",
    "password for the library app => m00nl1ght$12",
    "mot de passe de l'appli de la bibliothèque => cedar harbour lantern finch 17",
    "code d'accès de l'appli de la bibliothèque (+15550001111): m4pl3+812",
    "password for the library app (@rowan_b): t1nd3r#44",
    "[10:02] password for the library app\nm4pl3.812",
    "password for the library app\ncedar harbour lantern finch 17\n\ncheers",
    "Library: rowan.b@mail.example, pw:: ?#q?ZyXwVuTsRqPo",
    "P-7712345 Juniper88!",
    "Nell (09:12): M-2203344 qu4rtz*19",
    "P-1234567 ro7755!31\n\n- Nell",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read(text: str) -> None:
    assert _row(text)
    assert _refused(text)
    assert _refused_many(text)


def test_switch_off() -> None:
    round222.ON = False
    try:
        assert not any(_row(t) for t in SECRETS)
    finally:
        round222.ON = True

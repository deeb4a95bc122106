"""Round 62 of the secret guard (issue 13): "p/w" as a password's label, a door's code told without the word "code",
an API key written as an e-mail glued to a long random token, and the Odia password word. Each example has a
benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        ("bike shop: olga@mail.test, p/w: Heron4Tulip88", "bike shop: olga@mail.test, p/w: ask me"),
        ("garden centre olga@mail.test p/w hazel=552RIVER", "the p/w ratio of the frame is better"),
        ("the tool shed is locked with 4471, the rakes are on the left", "the tool shed is locked with 2 padlocks"),
        ("the print room is 3902 on the door, paper is in the tray", "the print room is on the third floor"),
        ("the server room is 6104 then the red button", "the server room is 6104 square feet"),
        ("the music room is code 7719, the drums are new", "the request failed, the error is code 404"),
        ("invoice api key sam@corp.test_Xk29fLq0Vb7Rz3Wm8Tn1Yp6Ja4Hc5Ds2Ge9Ku0Mi", "mail sam@corp.test_about the invoice"),
        ("ମୋର ଆକାଉଣ୍ଟ: ୟୁଜର rhys, ପାସୱାର୍ଡ Mango71Kite", "ମୋର ଆକାଉଣ୍ଟ ପାସୱାର୍ଡ ପରେ ଦେବି"),
    ],
)
def test_round62_refuses_the_secret_and_keeps_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign

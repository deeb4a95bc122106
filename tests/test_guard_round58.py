"""Round 58 of the secret guard (issue 13): a member's or an account's number before its password, a Terraform
state's random password, "log in at <host> with <value>", an activation code, a command line's password (a flag, "echo
X | sudo -S", "-U user%X", "htpasswd -b", "ssh-keygen -N"), a URL's password parameter, cloud-init's chpasswd list, an
HTTP client's saved basic auth, a password manager's export lines, "openssl rand" for a key's length, a Kubernetes
secret's field read out; a JWT call's literal secret, a constant named a key / secret / salt, an API client built with
a literal key, a station's ID and key, a session cookie's row, a Markdown table's key column; and three near-miss
rules narrowed (an app_id that is its URL's only key, "docs" / "example" only inside links, "<" ... ">" with marks
between). Each example has a benign twin of the same layout; the examples are written here, not copied from a
corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round58

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a programme's number, then its password
            "marriott bonvoy 318842907 Tq8vRmw2ZkLp",
            "Marriott Bonvoy 318842907: 12,400 points, Silver until 2027",
        ),
        (  # a generator's dashed groups after the number
            "[09:12] Ana: qantas ff 55120984 k3vp-zr7t-mw2q-9hdl",
            "[09:12] Ana: qantas ff 55120984 flight QF1 on Monday",
        ),
        (  # a Terraform state's random password
            '{"type": "random_password", "name": "api", "instances": [{"attributes": {"result": "p9>Kq_2x=Lm#v7Rw"}}]}',
            '{"type": "random_pet", "name": "api", "instances": [{"attributes": {"id": "brave-otter"}}]}',
        ),
        (  # the same in "terraform state show"
            'resource "random_password" "db" {\n    length = 18\n    result = "u4#Fq-Zk9@wP2mLc"\n}',
            'resource "random_password" "db" {\n    length = 18\n    result = (sensitive value)\n}',
        ),
        (  # log in at a host with the value
            "if the heating acts up, log in at 192.168.7.20 with Corvid-Basin-73 and turn it off",
            "if the heating acts up, log in at 192.168.7.20 with the app and turn it off",
        ),
        (  # an activation code of a generator's letters and digits
            "open the authenticator and type the activation code Hq3ZmT9vLw2RkXs7Np within a day",
            "open the authenticator and type the activation code from the letter within a day",
        ),
        (  # a flag named for a password
            "biosconfig.exe /setuppwd=Harbor2719 /quiet",
            "biosconfig.exe /setuppwd=%BIOS_PW% /quiet",
        ),
        (  # echo ... | sudo -S
            "echo Lantern-41q | sudo -S apt upgrade -y",
            "echo $SUDO_PASS | sudo -S apt upgrade -y",
        ),
        (  # smbclient's user%password
            "smbclient //10.1.1.5/docs -U backup_ro%'Quill-Radar-58'",
            "smbclient //10.1.1.5/docs -U backup_ro --password-file ~/.smbpw",
        ),
        (  # a URL's password parameter
            "http://10.3.0.9/cgi-bin/view.cgi?user=admin&pwd=Ferret%2147zeta",
            "http://10.3.0.9/cgi-bin/view.cgi?user=admin&pwd=$CAMERA_PW",
        ),
        (  # cloud-init's chpasswd list
            "#cloud-config\nchpasswd:\n  list: |\n    deploy:Marlin_cobalt82\n  expire: true",
            "#cloud-config\nchpasswd:\n  list: |\n    deploy:RANDOM\n  expire: true",
        ),
        (  # a password manager's export lines
            "exported from the browser:\nshop.example.net;mo.k@example.org;Gx7!ravenPine22",
            "exported from the browser:\nshop.example.net;mo.k@example.org;see vault",
        ),
        (  # openssl rand for a key's length
            "$ openssl rand -base64 32\nq7Zk1Ls9PwE2Vn4Rt8Yb0Xc6Mh3Jd5Ga7Uf1Qe9Wo2=\nthat goes in SESSION_KEY",
            "$ openssl rand -hex 8\n4f1c9a2e7b3d0c58\njust a request id prefix, nothing secret",
        ),
        (  # a Kubernetes secret's field, its base64 on the next line
            "$ kubectl get secret mq -o jsonpath='{.data.password}'\nUXVpbGwtUmFkYXItNTg=",
            "$ kubectl get configmap mq -o jsonpath='{.data.profile}'\nc3RhZ2luZw==",
        ),
        (  # a JWT call's literal secret
            'const t = jwt.sign({ uid: u.id }, "Wq8zR2mK5vLp9XcT3nBy7HdJ", { expiresIn: "2h" });',
            'const t = jwt.sign({ uid: u.id }, process.env.SIGNING_SECRET, { expiresIn: "2h" });',
        ),
        (  # a constant named a key with a generated passphrase
            "SIGNING_KEY=orchid-falcon-meadow-quartz-4821 npm run replay",
            "SIGNING_KEY=$(cat /run/secrets/signing) npm run replay",
        ),
        (  # a salt with "<" and ">" among its marks
            "define('NONCE_SALT', 'a<9Kq|R2>z;Vb7(Lm]x4T!pW{3hN@e8Ys%c1Jd&f6Gu');",
            "define('NONCE_SALT', 'put your unique phrase here');",
        ),
        (  # an API client built with a literal key
            'client = tiles.MapClient("4b1e8c2a-7d3f-4e9a-b6c5-1f0d2e3a4b5c")',
            'client = tiles.MapClient(os.environ["TILES_KEY"])',
        ),
        (  # a station's ID and its key
            "PWS upload: ID IROME412 Key Xq4vTm8L server upload.weather.example",
            "PWS upload: ID IROME412 Key ******** server upload.weather.example",
        ),
        (  # a session cookie's row in a cookie table
            "Name\tValue\tDomain\nPHPSESSID\t7f3k9q2m8x1v5z0c4b6n8w2r\tshop.example.org",
            "Name\tValue\tDomain\ntheme\tdark\tshop.example.org",
        ),
        (  # a Markdown table's key column
            "| device | room | key |\n|---|---|---|\n| hub | hall | 5c2e9a1f-3b7d-4e8c-a6f0-2d4b8e1c7a93 |",
            "| device | room | model |\n|---|---|---|\n| hub | hall | 5c2e9a1f-3b7d-4e8c-a6f0-2d4b8e1c7a93 |",
        ),
        (  # an app_id that is its URL's only key
            "curl 'https://rates.example.org/api/latest.json?app_id=4e7a1c9d2b8f3e6a0c5d7b9e1f2a3c4d&base=EUR'",
            "curl 'https://rates.example.org/api/latest.json?app_id=4e7a1c9d2b8f3e6a0c5d7b9e1f2a3c4d&app_key=$KEY'",
        ),
        (  # "docs" and "example" only inside the link
            "https://reader:Vq7mT2xLp9Rk4Zs1@docs.wiki.example/handbook.pdf",
            "the docs show https://reader:<password>@docs.wiki.example/ as the example",
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def _values(text: str) -> list[str]:
    out = []
    for finder, validate in ((round58.PASSWORDS, round58.password), (round58.KEYS, round58.key)):
        out += [text[slice(*span)] for m in finder.finditer(text) if (span := validate(m))]
    return out


@pytest.mark.parametrize(
    "text",
    [
        "801442656502 1ZX4W8V2Q9R7T3Y6PK",  # a parcel's tracking number after a number: no small letter
        "Hilton Honors 444316410: 50,000 points",  # a colon, then no value's shape
        "order 55512345 Delivered today",  # a word
        "login user=sven password=[FILTERED]",  # a mask
        "psycopg.connect(host=h, user=u, password=getpass.getpass())",  # a call
        "    password=settings.DB_PASSWORD,",  # a name
        "jdbc:postgresql://db/app?user=APP_USER&password=APP_PASS",  # a variable's name in a URL's query
        "ykman piv access change-pin --pin 123456 --new-pin $NEW_PIN",  # a default PIN in digits, a variable
        "$ openssl rand -hex 8\n93c995f31ba32155",  # eight bytes: an id's length
        "CACHE_KEY=user-profile-avatar-v22",  # a cache's key
        "const t = jwt.sign(payload, 'your-256-bit-secret')",  # a placeholder
        "| device | room | key |\n|---|---|---|\n| hub | hall | front door |",  # words under "key"
        "key fob battery: ID 4471 key replaced",  # no value's shape
    ],
)
def test_round58_reads_no_benign_shape(text: str) -> None:
    assert _values(text) == []


def test_the_readings_take_the_value_and_nothing_around_it() -> None:
    assert _values("hotels 318842907 Tq8vRmw2ZkLp, thanks") == ["Tq8vRmw2ZkLp"]
    assert _values("echo Lantern-41q | sudo -S true") == ["Lantern-41q"]
    assert _values("https://h.example/x?user=a&password=Ferret47zeta&x=1") == ["Ferret47zeta"]
    assert _values("jdbc:postgresql://db/app?user=app&password=App_Pass47") == ["App_Pass47"]  # not a constant's name
    assert _values('x = jwt.encode(p, "Wq8zR2mK5vLp9XcT3nBy7HdJ", algorithm="HS256")') == ["Wq8zR2mK5vLp9XcT3nBy7HdJ"]


def test_near_miss_narrowings() -> None:
    url = "https://r.example/api/latest.json?app_id=4e7a1c9d2b8f3e6a0c5d7b9e1f2a3c4d&base=EUR"
    start = url.index("4e7a")
    assert round58.app_id_key(url, start, start + 32)
    other = url.replace("&base=EUR", "&app_key=abc")
    assert not round58.app_id_key(other, start, start + 32)
    line = "https://u:Vq7mT2xLp9Rk4Zs1@docs.wiki.example/a.pdf"
    assert not round58.documented_example(line, 10, 26)
    said = "the docs' example: https://u:Vq7mT2xLp9Rk4Zs1@h.example/"
    assert round58.documented_example(said, said.index("Vq7"), said.index("Vq7") + 16)
    assert round58.angled_placeholder("dop_v1_<64 hex characters>", 0, 8, 30)
    assert not round58.angled_placeholder("a<9Kq|R2>z;Vb7", 0, 14, 14)


def test_every_reading_is_opened_by_its_anchors() -> None:
    texts = [
        "marriott bonvoy 318842907 Tq8vRmw2ZkLp",
        'resource "random_password" "db" {\n    result = "u4#Fq-Zk9@wP2mLc"\n}',
        "log in at 192.168.7.20 with Corvid-Basin-73 now",
        "the activation code Hq3ZmT9vLw2RkXs7Np",
        "biosconfig.exe /setuppwd=Harbor2719",
        "echo Lantern-41q | sudo -S true",
        "?user=a&pwd=Ferret47zeta",
        "$ openssl rand -base64 32\nq7Zk1Ls9PwE2Vn4Rt8Yb0Xc6Mh3Jd5Ga7Uf1Qe9Wo2=",
        'jwt.sign(p, "Wq8zR2mK5vLp9XcT3nBy7HdJ")',
        "SIGNING_KEY=orchid-falcon-meadow-quartz-4821",
        'x = tiles.MapClient("4b1e8c2a-7d3f-4e9a-b6c5-1f0d2e3a4b5c")',
        "PHPSESSID\t7f3k9q2m8x1v5z0c4b6n8w2r\tshop.example.org",
    ]
    anchors = [a.replace("#", "") for a in round58.PASSWORDS_ANCHORS + round58.KEYS_ANCHORS]
    for t in texts:
        assert _values(t), t
        folded = re.sub(r"\d", "#", t.lower())
        assert any(a in folded for a in round58.PASSWORDS_ANCHORS + round58.KEYS_ANCHORS) or any(
            a and a in t.lower() for a in anchors
        ), t


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "a " * (size // 2),
        "hilton honors " * (size // 14) + "123456789 ",
        "123456 " * (size // 7),
        '"type": "random_password",' + ' "a": 1,' * (size // 8) + '"result": "x',
        '"type": "random_password"' * (size // 25),
        "log in at a.b " * (size // 14),
        "-pwd=" * (size // 5),
        "echo " * (size // 5) + "| sudo",
        "?pwd=" + "a%" * (size // 2),
        "jwt.sign({" * (size // 10),
        "A_KEY=" + "abc-" * (size // 4),
        "define('X_KEY', '" * (size // 17),
        'Client("' * (size // 8),
        "ID ABCD key " * (size // 12),
        "| a " * (size // 4) + "|\n|---|\n",
        "|" + ("x" * 30 + "|") * (size // 31),
        "sid\t" * (size // 4),
        "x\tTRUE\t/\tTRUE\t1\t" * (size // 16),
        "jsonpath='{.data.password}'\n" * (size // 28),
        "password base64 " * (size // 16),
        "chpasswd:\n  list: |\n" * (size // 20),
        "a.b;c;" * (size // 6),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])

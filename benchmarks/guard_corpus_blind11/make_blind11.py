"""Writes secrets_blind11.jsonl: the eleventh blind held-out corpus for engramdb's secret guard (issue 13).

Its author never read the guard's code, data or tests, nor the other corpora's rows, and never ran the guard, the
store or the measure script on these rows. Each row is one thing an agent might be asked to remember: a chat line, a
note, a config or log excerpt, a tool's output. ``label`` is "secret" when the text holds a live credential (a
password, PIN, key, token, card number, IBAN, seed phrase, private key...) and "benign" when it only looks close
(ids, hashes, placeholders, redacted values, documented test numbers, public keys, prose about passwords).

Deterministic: one seeded ``random.Random``; every key, number and phrase is drawn from it (the private keys are real
keys computed here in pure Python, so no system randomness and no third-party package is needed). Labels are
checked where a script can: Luhn for card numbers, mod-97 for IBANs, the BIP-39 checksum for seed phrases, base58check
and bech32 checksums, JWT decoding and HMAC, and - when the ``cryptography`` package is importable - parsing every
private and public key (and matching each OpenSSH key to its public line).

    python benchmarks/guard_corpus_blind11/make_blind11.py           # write the file
    python benchmarks/guard_corpus_blind11/make_blind11.py --check   # exit 1 if the committed file is stale
    python benchmarks/guard_corpus_blind11/make_blind11.py --table   # rows per kind and language
"""

from __future__ import annotations

import argparse
import base64
import collections
import hashlib
import hmac
import json
import random
import string
import sys
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT_PATH = HERE / "secrets_blind11.jsonl"
SEED = 1_113_2026
MAX_CHARS = 2000

# The BIP-39 word lists of the `mnemonic` package (0.21, MIT licence), read from the one copy in the repository (the
# guard's data, python/engramdb/guard/bip39/, with its LICENSE) and pinned by hash so that a changed list cannot
# silently change the corpus.
BIP39_DIR = HERE.parent.parent / "python" / "engramdb" / "guard" / "bip39"
BIP39_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "spanish": "46846a5a0139d1e3cb77293e521c2865f7bcdb82c44e8d0a06a2cd0ecba48c0b",
    "french": "ebc3959ab7801a1df6bac4fa7d970652f1df76b683cd2f4003c941c63d517e59",
    "italian": "d392c49fdb700a24cd1fceb237c1f65dcc128f6b34a8aacb58b59384b5c648c2",
    "portuguese": "2685e9c194c82ae67e10ba59d9ea5345a23dc093e92276fc5361f6667d79cd3f",
    "czech": "7e80e161c3e93d9554c2efb78d4e3cebf8fc727e9c52e03b83b94406bdcc95fc",
    "japanese": "2eed0aef492291e061633d7ad8117f1a2b03eb80a29d0e4e3117ac2528d05ffd",
    "korean": "9e95f86c167de88f450f0aaf89e87f6624a57f973c67b516e338e8e8b8897f60",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
}

# --- pure-Python key material (deterministic: every byte comes from the seeded generator) -------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    body = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(body)]) + body


def _der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _der_int(x: int) -> bytes:
    body = x.to_bytes(x.bit_length() // 8 + 1, "big")
    return _der(0x02, body)


def _der_seq(*items: bytes) -> bytes:
    return _der(0x30, b"".join(items))


def _pem(label: str, der: bytes) -> str:
    b64 = base64.b64encode(der).decode()
    lines = [b64[i : i + 64] for i in range(0, len(b64), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


_SMALL_PRIMES = [p for p in range(3, 3000, 2) if all(p % q for q in range(3, int(p**0.5) + 1, 2))]


def _is_probable_prime(n: int, rng: random.Random) -> bool:
    if n < 2 or n % 2 == 0:
        return n == 2
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(16):
        a = rng.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int, rng: random.Random) -> int:
    while True:
        candidate = rng.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if candidate % 65537 != 1 and _is_probable_prime(candidate, rng):
            return candidate


def rsa_private_key(bits: int, rng: random.Random, pkcs8: bool) -> str:
    """A real RSA key (two probable primes of bits/2, e = 65537) as PKCS#1 or PKCS#8 PEM."""
    e = 65537
    while True:
        p, q = _prime(bits // 2, rng), _prime(bits // 2, rng)
        if p != q and (p * q).bit_length() == bits:
            break
    if p < q:
        p, q = q, p
    n, phi = p * q, (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    pkcs1 = _der_seq(*(_der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p))))
    if not pkcs8:
        return _pem("RSA PRIVATE KEY", pkcs1)
    alg = _der_seq(_der(0x06, bytes.fromhex("2a864886f70d010101")), b"\x05\x00")
    return _pem("PRIVATE KEY", _der_seq(_der_int(0), alg, _der(0x04, pkcs1)))


# P-256 (secp256r1)
_P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
_P256_A = _P256_P - 3
_P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def _ec_add(a: tuple[int, int] | None, b: tuple[int, int] | None) -> tuple[int, int] | None:
    if a is None:
        return b
    if b is None:
        return a
    p = _P256_P
    if a[0] == b[0]:
        if (a[1] + b[1]) % p == 0:
            return None
        lam = (3 * a[0] * a[0] + _P256_A) * pow(2 * a[1], -1, p) % p
    else:
        lam = (b[1] - a[1]) * pow(b[0] - a[0], -1, p) % p
    x = (lam * lam - a[0] - b[0]) % p
    return x, (lam * (a[0] - x) - a[1]) % p


def _ec_mul(k: int, point: tuple[int, int]) -> tuple[int, int]:
    result: tuple[int, int] | None = None
    addend: tuple[int, int] | None = point
    while k:
        if k & 1:
            result = _ec_add(result, addend)
        addend = _ec_add(addend, addend)
        k >>= 1
    assert result is not None
    return result


def ec_private_key(rng: random.Random, pkcs8: bool) -> str:
    """A real P-256 key (SEC1 "EC PRIVATE KEY" or PKCS#8) with its public point."""
    d = rng.randrange(1, _P256_N)
    x, y = _ec_mul(d, _P256_G)
    pub = b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")
    oid_curve = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    if not pkcs8:
        body = _der_seq(_der_int(1), _der(0x04, d.to_bytes(32, "big")), _der(0xA0, oid_curve), _der(0xA1, _der(0x03, b"\x00" + pub)))
        return _pem("EC PRIVATE KEY", body)
    inner = _der_seq(_der_int(1), _der(0x04, d.to_bytes(32, "big")), _der(0xA1, _der(0x03, b"\x00" + pub)))
    alg = _der_seq(_der(0x06, bytes.fromhex("2a8648ce3d0201")), oid_curve)
    return _pem("PRIVATE KEY", _der_seq(_der_int(0), alg, _der(0x04, inner)))


# Ed25519 (RFC 8032), only what deriving a public key needs
_ED_Q = 2**255 - 19
_ED_D = -121665 * pow(121666, -1, _ED_Q) % _ED_Q
_ED_GY = 4 * pow(5, -1, _ED_Q) % _ED_Q


def _ed_recover_x(y: int) -> int:
    xx = (y * y - 1) * pow(_ED_D * y * y + 1, -1, _ED_Q)
    x = pow(xx, (_ED_Q + 3) // 8, _ED_Q)
    if (x * x - xx) % _ED_Q:
        x = x * pow(2, (_ED_Q - 1) // 4, _ED_Q) % _ED_Q
    return _ED_Q - x if x & 1 else x


_ED_G = (_ed_recover_x(_ED_GY), _ED_GY)


def _ed_add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    x1, y1 = a
    x2, y2 = b
    t = _ED_D * x1 * x2 * y1 * y2
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, -1, _ED_Q)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, -1, _ED_Q)
    return x3 % _ED_Q, y3 % _ED_Q


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    result, addend = (0, 1), _ED_G
    while a:
        if a & 1:
            result = _ed_add(result, addend)
        addend = _ed_add(addend, addend)
        a >>= 1
    x, y = result
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def ed25519_pkcs8(seed: bytes) -> str:
    return _pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + seed)


def _ssh_str(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(seed: bytes, comment: str, check: int) -> tuple[str, str]:
    """The OpenSSH private key file (unencrypted) and its public line."""
    pub = ed25519_public(seed)
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    priv = check.to_bytes(4, "big") * 2 + blob + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    body = b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") + (1).to_bytes(4, "big")
    body += _ssh_str(blob) + _ssh_str(priv)
    b64 = base64.b64encode(body).decode()
    lines = [b64[i : i + 70] for i in range(0, len(b64), 70)]
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return text, f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


# base58check (Bitcoin WIF) and bech32 (age keys, segwit addresses)
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload: bytes) -> str:
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = _B58[r] + out
    return "1" * (len(raw) - len(raw.lstrip(b"\x00"))) + out


def b58check_ok(text: str) -> bool:
    n = 0
    for ch in text:
        n = n * 58 + _B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\x00" * (len(text) - len(text.lstrip("1"))) + raw
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def _hrp_expand(hrp: str) -> list[int]:
    return [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]


def _to5(data: bytes) -> list[int]:
    acc, bits, out = 0, 0, []
    for b in data:
        acc = acc << 8 | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append(acc >> bits & 31)
    if bits:
        out.append(acc << (5 - bits) & 31)
    return out


def bech32(hrp: str, data5: list[int]) -> str:
    poly = _bech_polymod([*_hrp_expand(hrp), *data5, 0, 0, 0, 0, 0, 0]) ^ 1
    checksum = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data5 + checksum)


def bech32_ok(text: str) -> bool:
    text = text.lower()
    hrp, data = text.rsplit("1", 1)
    return _bech_polymod(_hrp_expand(hrp) + [_BECH.index(c) for c in data]) == 1


def x25519_public(secret: bytes) -> bytes:
    """RFC 7748's Montgomery ladder on the base point 9 (age's recipient is the X25519 public key)."""
    p, a24 = 2**255 - 19, 121665
    k = bytearray(secret)
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    scalar = int.from_bytes(k, "little")
    x1, x2, z2, x3, z3, swap = 9, 1, 0, 9, 1, 0
    for t in reversed(range(255)):
        bit = scalar >> t & 1
        swap ^= bit
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = bit
        a, b = (x2 + z2) % p, (x2 - z2) % p
        aa, bb = a * a % p, b * b % p
        e = (aa - bb) % p
        c, d = (x3 + z3) % p, (x3 - z3) % p
        da, cb = d * a % p, c * b % p
        x3, z3 = (da + cb) ** 2 % p, x1 * (da - cb) ** 2 % p
        x2, z2 = aa * bb % p, e * (aa + a24 * e) % p
    if swap:
        x2, z2 = x3, z3
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, "little")


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            d -= 9 if d > 9 else 0
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        if luhn_ok(body + check):
            return body + check
    raise AssertionError("unreachable")


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    return f"{country}{98 - num % 97:02d}{bban}"


# One entry per language: code, English name, then the label words a native writes (password, PIN, access code /
# passcode, secret key / API key, token, login / user name) and eight sentences: P password in prose ({s} a
# service, {v} the value), N a PIN, C a door / alarm / access code, O a one-time code message, W a Wi-Fi note ({u}
# the network), then three benign ones: Y a password policy, R an order number ({v}), F prose about a password
# with none in it.
LANGS: list[dict[str, str]] = [
    dict(code="de", name="German", pw="Kennwort", pin="PIN", acc="Zugangscode", key="Geheimschlüssel", token="Zugriffstoken", login="Benutzername",
         P="Mein Passwort für {s} ist {v}, bitte nicht vergessen.", N="Die PIN meiner Girocard lautet {v}.", C="Der Türcode fürs Büro (Hintereingang) ist {v}.",
         O="Ihr Bestätigungscode lautet {v}. Geben Sie ihn an niemanden weiter.", W="WLAN {u}, Kennwort: {v}",
         Y="Das Kennwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.", R="Meine Bestellnummer bei {s} ist {v}.", F="Ich habe mein Passwort schon wieder vergessen und setze es morgen zurück."),
    dict(code="fr", name="French", pw="mot de passe", pin="code PIN", acc="code d'accès", key="clé secrète", token="jeton", login="identifiant",
         P="Mon mot de passe {s} c'est {v} (ne le répète à personne).", N="Le code de ma carte bleue est {v}.", C="Digicode de l'immeuble : {v}, puis 2e étage gauche.",
         O="Votre code de vérification est {v}. Ne le communiquez à personne.", W="Wi-Fi {u} — clé WPA : {v}",
         Y="Le mot de passe doit contenir au moins 12 caractères, dont un chiffre.", R="Mon numéro de commande {s} est le {v}.", F="J'ai encore oublié mon mot de passe, je le réinitialise demain."),
    dict(code="es", name="Spanish", pw="contraseña", pin="PIN", acc="código de acceso", key="clave secreta", token="token de acceso", login="usuario",
         P="Mi contraseña de {s} es {v}, apúntala.", N="El PIN de mi tarjeta es {v}.", C="El código del portal es {v}.",
         O="Tu código de verificación es {v}. No lo compartas con nadie.", W="Red wifi {u}, clave: {v}",
         Y="La contraseña debe tener al menos 12 caracteres y un número.", R="Mi número de pedido en {s} es {v}.", F="Se me volvió a olvidar la contraseña, mañana la restablezco."),
    dict(code="pt-BR", name="Portuguese (Brazil)", pw="senha", pin="senha do cartão", acc="código de acesso", key="chave secreta", token="token de acesso", login="usuário",
         P="Minha senha do {s} é {v}, anota aí.", N="A senha de 4 dígitos do meu cartão é {v}.", C="O código do portão da garagem é {v}.",
         O="Seu código de verificação é {v}. Não compartilhe com ninguém.", W="Wi-Fi {u}, senha: {v}",
         Y="A senha deve ter no mínimo 12 caracteres e pelo menos um número.", R="O número do meu pedido na {s} é {v}.", F="Esqueci a senha de novo, amanhã eu redefino."),
    dict(code="it", name="Italian", pw="password", pin="PIN", acc="codice di accesso", key="chiave segreta", token="token", login="nome utente",
         P="La mia password di {s} è {v}, non dirla a nessuno.", N="Il PIN del bancomat è {v}.", C="Il codice del cancello è {v}.",
         O="Il tuo codice di verifica è {v}. Non condividerlo con nessuno.", W="Rete Wi-Fi {u}, chiave: {v}",
         Y="La password deve avere almeno 12 caratteri e contenere un numero.", R="Il mio numero d'ordine su {s} è {v}.", F="Ho dimenticato di nuovo la password, domani la reimposto."),
    dict(code="nl", name="Dutch", pw="wachtwoord", pin="pincode", acc="toegangscode", key="geheime sleutel", token="toegangstoken", login="gebruikersnaam",
         P="Mijn wachtwoord voor {s} is {v}, niet doorvertellen.", N="De pincode van mijn bankpas is {v}.", C="De deurcode van de fietsenstalling is {v}.",
         O="Je verificatiecode is {v}. Deel deze code met niemand.", W="Wifi {u}, wachtwoord: {v}",
         Y="Het wachtwoord moet minstens 12 tekens lang zijn en een cijfer bevatten.", R="Mijn bestelnummer bij {s} is {v}.", F="Ik ben mijn wachtwoord alweer vergeten, morgen stel ik het opnieuw in."),
    dict(code="sv", name="Swedish", pw="lösenord", pin="PIN-kod", acc="portkod", key="hemlig nyckel", token="åtkomsttoken", login="användarnamn",
         P="Mitt lösenord till {s} är {v}.", N="PIN-koden till kortet är {v}.", C="Portkoden är {v}.",
         O="Din verifieringskod är {v}. Dela den inte med någon.", W="Wifi {u}, lösen: {v}",
         Y="Lösenordet måste vara minst 12 tecken och innehålla en siffra.", R="Mitt ordernummer hos {s} är {v}.", F="Jag har glömt lösenordet igen, återställer det i morgon."),
    dict(code="nb", name="Norwegian", pw="passord", pin="PIN-kode", acc="kode til porten", key="hemmelig nøkkel", token="tilgangstoken", login="brukernavn",
         P="Passordet mitt til {s} er {v}.", N="PIN-koden til bankkortet er {v}.", C="Koden til porten er {v}.",
         O="Din engangskode er {v}. Ikke del den med noen.", W="Trådløst nett {u}, passord: {v}",
         Y="Passordet må ha minst 12 tegn og ett tall.", R="Ordrenummeret mitt hos {s} er {v}.", F="Jeg har glemt passordet igjen, tilbakestiller det i morgen."),
    dict(code="da", name="Danish", pw="adgangskode", pin="pinkode", acc="dørkode", key="hemmelig nøgle", token="adgangstoken", login="brugernavn",
         P="Min adgangskode til {s} er {v}.", N="Pinkoden til mit dankort er {v}.", C="Dørkoden til opgangen er {v}.",
         O="Din engangskode er {v}. Del den ikke med nogen.", W="Wi-Fi {u}, kode: {v}",
         Y="Adgangskoden skal være mindst 12 tegn og indeholde et tal.", R="Mit ordrenummer hos {s} er {v}.", F="Jeg har glemt min adgangskode igen og nulstiller den i morgen."),
    dict(code="fi", name="Finnish", pw="salasana", pin="PIN-koodi", acc="ovikoodi", key="salainen avain", token="käyttötunnus", login="käyttäjätunnus",
         P="Mun {s}-salasana on {v}.", N="Pankkikortin tunnusluku on {v}.", C="Rappukäytävän ovikoodi on {v}.",
         O="Vahvistuskoodisi on {v}. Älä kerro sitä kenellekään.", W="WLAN {u}, salasana: {v}",
         Y="Salasanan on oltava vähintään 12 merkkiä ja siinä on oltava numero.", R="Tilausnumeroni {s}-palvelussa on {v}.", F="Unohdin salasanan taas, nollaan sen huomenna."),
    dict(code="is", name="Icelandic", pw="lykilorð", pin="PIN-númer", acc="aðgangskóði", key="leynilykill", token="aðgangslykill", login="notandanafn",
         P="Lykilorðið mitt á {s} er {v}.", N="PIN-númerið á kortinu er {v}.", C="Hurðarkóðinn er {v}.",
         O="Staðfestingarkóðinn þinn er {v}. Ekki deila honum.", W="Þráðlaust net {u}, lykilorð: {v}",
         Y="Lykilorðið verður að vera að minnsta kosti 12 stafir.", R="Pöntunarnúmerið mitt hjá {s} er {v}.", F="Ég gleymdi lykilorðinu aftur og endurstilli það á morgun."),
    dict(code="pl", name="Polish", pw="hasło", pin="PIN", acc="kod dostępu", key="klucz tajny", token="token dostępu", login="login",
         P="Moje hasło do {s} to {v}.", N="PIN do karty to {v}.", C="Kod do domofonu: {v}.",
         O="Twój kod weryfikacyjny to {v}. Nie podawaj go nikomu.", W="Sieć {u}, hasło do wifi: {v}",
         Y="Hasło musi mieć co najmniej 12 znaków i zawierać cyfrę.", R="Mój numer zamówienia w {s} to {v}.", F="Znowu zapomniałem hasła, jutro je zresetuję."),
    dict(code="cs", name="Czech", pw="heslo", pin="PIN", acc="přístupový kód", key="tajný klíč", token="přístupový token", login="uživatelské jméno",
         P="Moje heslo do {s} je {v}.", N="PIN ke kartě je {v}.", C="Kód od vchodu je {v}.",
         O="Váš ověřovací kód je {v}. Nikomu ho nesdělujte.", W="Wi-Fi {u}, heslo: {v}",
         Y="Heslo musí mít alespoň 12 znaků a obsahovat číslici.", R="Moje číslo objednávky na {s} je {v}.", F="Zase jsem zapomněl heslo, zítra si ho obnovím."),
    dict(code="sk", name="Slovak", pw="heslo", pin="PIN kód", acc="prístupový kód", key="tajný kľúč", token="prístupový token", login="prihlasovacie meno",
         P="Moje heslo do {s} je {v}.", N="PIN kód ku karte je {v}.", C="Kód od brány je {v}.",
         O="Váš overovací kód je {v}. Nikomu ho neposielajte.", W="Wi-Fi {u}, heslo: {v}",
         Y="Heslo musí mať aspoň 12 znakov a obsahovať číslicu.", R="Moje číslo objednávky v {s} je {v}.", F="Znova som zabudol heslo, zajtra si ho obnovím."),
    dict(code="sl", name="Slovenian", pw="geslo", pin="PIN", acc="dostopna koda", key="skrivni ključ", token="žeton", login="uporabniško ime",
         P="Moje geslo za {s} je {v}.", N="PIN za kartico je {v}.", C="Koda za vhodna vrata je {v}.",
         O="Vaša potrditvena koda je {v}. Ne delite je z nikomer.", W="Wi-Fi {u}, geslo: {v}",
         Y="Geslo mora imeti vsaj 12 znakov in vsebovati številko.", R="Moja številka naročila pri {s} je {v}.", F="Spet sem pozabil geslo, jutri ga ponastavim."),
    dict(code="hr", name="Croatian", pw="lozinka", pin="PIN", acc="pristupni kod", key="tajni ključ", token="pristupni token", login="korisničko ime",
         P="Moja lozinka za {s} je {v}.", N="PIN od kartice je {v}.", C="Šifra za ulaz u zgradu je {v}.",
         O="Vaš kod za potvrdu je {v}. Ne dijelite ga ni s kim.", W="Wi-Fi {u}, šifra: {v}",
         Y="Lozinka mora imati najmanje 12 znakova i jednu brojku.", R="Moj broj narudžbe na {s} je {v}.", F="Opet sam zaboravio lozinku, sutra ću je resetirati."),
    dict(code="sr", name="Serbian (Cyrillic)", pw="лозинка", pin="ПИН", acc="приступни код", key="тајни кључ", token="токен", login="корисничко име",
         P="Моја лозинка за {s} је {v}.", N="ПИН за картицу је {v}.", C="Шифра за улаз у зграду је {v}.",
         O="Ваш код за потврду је {v}. Не делите га ни са ким.", W="Wi-Fi {u}, шифра: {v}",
         Y="Лозинка мора имати најмање 12 знакова и један број.", R="Мој број поруџбине на {s} је {v}.", F="Опет сам заборавио лозинку, сутра ћу је ресетовати."),
    dict(code="bg", name="Bulgarian", pw="парола", pin="ПИН", acc="код за достъп", key="таен ключ", token="токен за достъп", login="потребителско име",
         P="Паролата ми за {s} е {v}.", N="ПИН кодът на картата ми е {v}.", C="Кодът на входната врата е {v}.",
         O="Вашият код за потвърждение е {v}. Не го споделяйте.", W="Wi-Fi {u}, парола: {v}",
         Y="Паролата трябва да е поне 12 символа и да съдържа цифра.", R="Номерът на поръчката ми в {s} е {v}.", F="Пак забравих паролата си, утре ще я сменя."),
    dict(code="mk", name="Macedonian", pw="лозинка", pin="ПИН", acc="код за пристап", key="таен клуч", token="токен", login="корисничко име",
         P="Мојата лозинка за {s} е {v}.", N="ПИН-от на картичката е {v}.", C="Кодот за влезната врата е {v}.",
         O="Вашиот код за потврда е {v}. Не го споделувајте.", W="Wi-Fi {u}, лозинка: {v}",
         Y="Лозинката мора да има најмалку 12 знаци и една бројка.", R="Мојот број на нарачка во {s} е {v}.", F="Пак ја заборавив лозинката, утре ќе ја ресетирам."),
    dict(code="ru", name="Russian", pw="пароль", pin="ПИН-код", acc="код доступа", key="секретный ключ", token="токен", login="логин",
         P="Мой пароль от {s}: {v}, не забудь.", N="Пин от карты {v}, никому не говори.", C="Код от домофона {v}.",
         O="Код подтверждения: {v}. Никому не сообщайте этот код.", W="Вайфай {u}, пароль {v}",
         Y="Пароль должен содержать не менее 12 символов и хотя бы одну цифру.", R="Номер моего заказа в {s}: {v}.", F="Опять забыл пароль, завтра сброшу его через почту."),
    dict(code="uk", name="Ukrainian", pw="пароль", pin="ПІН-код", acc="код доступу", key="секретний ключ", token="токен доступу", login="логін",
         P="Мій пароль від {s}: {v}.", N="ПІН-код картки {v}.", C="Код від під'їзду {v}.",
         O="Ваш код підтвердження: {v}. Нікому його не повідомляйте.", W="Wi-Fi {u}, пароль: {v}",
         Y="Пароль має містити щонайменше 12 символів і цифру.", R="Номер мого замовлення в {s}: {v}.", F="Знову забув пароль, завтра його скину."),
    dict(code="be", name="Belarusian", pw="пароль", pin="ПІН-код", acc="код доступу", key="сакрэтны ключ", token="токен", login="лагін",
         P="Мой пароль ад {s}: {v}.", N="ПІН-код карткі {v}.", C="Код ад пад'езда {v}.",
         O="Ваш код пацверджання: {v}. Нікому яго не паведамляйце.", W="Wi-Fi {u}, пароль: {v}",
         Y="Пароль павінен мець не менш за 12 сімвалаў і лічбу.", R="Нумар майго замовы ў {s}: {v}.", F="Зноў забыўся пароль, заўтра скіну яго."),
    dict(code="ro", name="Romanian", pw="parolă", pin="PIN", acc="cod de acces", key="cheie secretă", token="token de acces", login="nume de utilizator",
         P="Parola mea de la {s} este {v}.", N="PIN-ul cardului este {v}.", C="Codul de la interfon este {v}.",
         O="Codul tău de verificare este {v}. Nu îl da nimănui.", W="Wi-Fi {u}, parola: {v}",
         Y="Parola trebuie să aibă cel puțin 12 caractere și o cifră.", R="Numărul comenzii mele pe {s} este {v}.", F="Mi-am uitat iar parola, mâine o resetez."),
    dict(code="hu", name="Hungarian", pw="jelszó", pin="PIN-kód", acc="belépőkód", key="titkos kulcs", token="hozzáférési token", login="felhasználónév",
         P="A {s} jelszavam: {v}.", N="A bankkártyám PIN-kódja {v}.", C="A kapukód {v}.",
         O="Az ellenőrző kódod: {v}. Ne add meg senkinek.", W="Wifi {u}, jelszó: {v}",
         Y="A jelszónak legalább 12 karakterből kell állnia, és számot is tartalmaznia kell.", R="A {s} rendelésszámom: {v}.", F="Megint elfelejtettem a jelszavamat, holnap visszaállítom."),
    dict(code="et", name="Estonian", pw="parool", pin="PIN-kood", acc="uksekood", key="salajane võti", token="juurdepääsuluba", login="kasutajanimi",
         P="Minu {s} parool on {v}.", N="Pangakaardi PIN-kood on {v}.", C="Trepikoja uksekood on {v}.",
         O="Sinu kinnituskood on {v}. Ära jaga seda kellegagi.", W="WiFi {u}, parool: {v}",
         Y="Parool peab olema vähemalt 12 märki pikk ja sisaldama numbrit.", R="Minu tellimuse number {s} poes on {v}.", F="Unustasin parooli jälle, homme lähtestan selle."),
    dict(code="lv", name="Latvian", pw="parole", pin="PIN kods", acc="piekļuves kods", key="slepenā atslēga", token="piekļuves marķieris", login="lietotājvārds",
         P="Mana {s} parole ir {v}.", N="Kartes PIN kods ir {v}.", C="Durvju kods ir {v}.",
         O="Jūsu verifikācijas kods ir {v}. Nevienam to neizpaudiet.", W="Wi-Fi {u}, parole: {v}",
         Y="Parolei jābūt vismaz 12 rakstzīmes garai un jāsatur cipars.", R="Mans pasūtījuma numurs {s} ir {v}.", F="Atkal aizmirsu paroli, rīt to atiestatīšu."),
    dict(code="lt", name="Lithuanian", pw="slaptažodis", pin="PIN kodas", acc="prieigos kodas", key="slaptasis raktas", token="prieigos raktas", login="prisijungimo vardas",
         P="Mano {s} slaptažodis yra {v}.", N="Kortelės PIN kodas yra {v}.", C="Laiptinės durų kodas {v}.",
         O="Jūsų patvirtinimo kodas: {v}. Niekam jo nesakykite.", W="Wi-Fi {u}, slaptažodis: {v}",
         Y="Slaptažodį turi sudaryti bent 12 simbolių ir skaičius.", R="Mano užsakymo numeris {s} yra {v}.", F="Vėl pamiršau slaptažodį, rytoj jį atkursiu."),
    dict(code="el", name="Greek", pw="κωδικός πρόσβασης", pin="PIN", acc="κωδικός εισόδου", key="μυστικό κλειδί", token="διακριτικό", login="όνομα χρήστη",
         P="Ο κωδικός μου στο {s} είναι {v}.", N="Το PIN της κάρτας μου είναι {v}.", C="Ο κωδικός της εξώπορτας είναι {v}.",
         O="Ο κωδικός επαλήθευσης είναι {v}. Μην τον μοιραστείτε με κανέναν.", W="Wi-Fi {u}, κωδικός: {v}",
         Y="Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες και έναν αριθμό.", R="Ο αριθμός παραγγελίας μου στο {s} είναι {v}.", F="Ξέχασα πάλι τον κωδικό μου, αύριο θα τον επαναφέρω."),
    dict(code="tr", name="Turkish", pw="şifre", pin="PIN", acc="giriş kodu", key="gizli anahtar", token="erişim belirteci", login="kullanıcı adı",
         P="{s} şifrem {v}, unutma.", N="Kartımın şifresi {v}.", C="Apartman kapısının kodu {v}.",
         O="Doğrulama kodunuz {v}. Bu kodu kimseyle paylaşmayın.", W="Wi-Fi {u}, şifre: {v}",
         Y="Şifre en az 12 karakter olmalı ve bir rakam içermelidir.", R="{s} sipariş numaram {v}.", F="Şifremi yine unuttum, yarın sıfırlayacağım."),
    dict(code="az", name="Azerbaijani", pw="parol", pin="PIN kod", acc="giriş kodu", key="gizli açar", token="token", login="istifadəçi adı",
         P="{s} parolum {v}-dir.", N="Kartımın PIN kodu {v}.", C="Blokun qapı kodu {v}.",
         O="Təsdiq kodunuz: {v}. Heç kimə deməyin.", W="Wi-Fi {u}, parol: {v}",
         Y="Parol ən azı 12 simvol olmalı və rəqəm daxil etməlidir.", R="{s} sifariş nömrəm {v}.", F="Parolumu yenə unutdum, sabah bərpa edəcəyəm."),
    dict(code="kk", name="Kazakh", pw="құпиясөз", pin="PIN-код", acc="кіру коды", key="құпия кілт", token="токен", login="логин",
         P="{s} құпиясөзім: {v}.", N="Картамның PIN-коды {v}.", C="Подъезд есігінің коды {v}.",
         O="Растау кодыңыз: {v}. Оны ешкімге айтпаңыз.", W="Wi-Fi {u}, құпиясөз: {v}",
         Y="Құпиясөз кемінде 12 таңбадан тұруы және цифр болуы керек.", R="{s} тапсырыс нөмірім: {v}.", F="Құпиясөзімді тағы ұмытып қалдым, ертең қалпына келтіремін."),
    dict(code="uz", name="Uzbek", pw="parol", pin="PIN-kod", acc="kirish kodi", key="maxfiy kalit", token="token", login="foydalanuvchi nomi",
         P="{s} parolim: {v}.", N="Kartamning PIN-kodi {v}.", C="Podyezd eshigining kodi {v}.",
         O="Tasdiqlash kodingiz: {v}. Uni hech kimga bermang.", W="Wi-Fi {u}, parol: {v}",
         Y="Parol kamida 12 belgidan iborat bo'lishi va raqam bo'lishi kerak.", R="{s} buyurtma raqamim: {v}.", F="Parolimni yana unutdim, ertaga tiklayman."),
    dict(code="ka", name="Georgian", pw="პაროლი", pin="PIN კოდი", acc="დაშვების კოდი", key="საიდუმლო გასაღები", token="ტოკენი", login="მომხმარებლის სახელი",
         P="ჩემი {s}-ის პაროლია {v}.", N="ბარათის PIN კოდი არის {v}.", C="სადარბაზოს კარის კოდია {v}.",
         O="თქვენი დადასტურების კოდია {v}. არავის გაუზიაროთ.", W="Wi-Fi {u}, პაროლი: {v}",
         Y="პაროლი უნდა შედგებოდეს მინიმუმ 12 სიმბოლოსგან და შეიცავდეს ციფრს.", R="ჩემი შეკვეთის ნომერი {s}-ზე არის {v}.", F="პაროლი ისევ დამავიწყდა, ხვალ აღვადგენ."),
    dict(code="hy", name="Armenian", pw="գաղտնաբառ", pin="PIN կոդ", acc="մուտքի կոդ", key="գաղտնի բանալի", token="թոքեն", login="օգտանուն",
         P="Իմ {s}-ի գաղտնաբառը {v} է։", N="Քարտիս PIN կոդը {v} է։", C="Մուտքի դռան կոդը {v} է։",
         O="Ձեր հաստատման կոդն է՝ {v}։ Ոչ մեկին մի ասեք։", W="Wi-Fi {u}, գաղտնաբառ՝ {v}",
         Y="Գաղտնաբառը պետք է ունենա առնվազն 12 նիշ և թիվ։", R="Իմ պատվերի համարը {s}-ում {v} է։", F="Նորից մոռացա գաղտնաբառս, վաղը կվերականգնեմ։"),
    dict(code="ar", name="Arabic", pw="كلمة المرور", pin="الرقم السري", acc="رمز الدخول", key="المفتاح السري", token="رمز الوصول", login="اسم المستخدم",
         P="كلمة السر حقي في {s} هي {v}", N="الرقم السري لبطاقتي {v}", C="رمز باب العمارة {v}",
         O="رمز التحقق الخاص بك هو {v}. لا تشاركه مع أي شخص.", W="شبكة الواي فاي {u}، الباسورد: {v}",
         Y="يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل وأن تحتوي على رقم.", R="رقم طلبي في {s} هو {v}", F="نسيت كلمة المرور مرة أخرى، سأعيد تعيينها غدًا."),
    dict(code="he", name="Hebrew", pw="סיסמה", pin="קוד סודי", acc="קוד כניסה", key="מפתח סודי", token="אסימון גישה", login="שם משתמש",
         P="הסיסמה שלי ל-{s} היא {v}", N="הקוד הסודי של הכרטיס שלי {v}", C="הקוד לדלת של הבניין {v}",
         O="קוד האימות שלך הוא {v}. אין למסור אותו לאף אחד.", W="וויפי {u}, סיסמה: {v}",
         Y="הסיסמה חייבת לכלול לפחות 12 תווים וספרה אחת.", R="מספר ההזמנה שלי ב-{s} הוא {v}", F="שכחתי שוב את הסיסמה, מחר אאפס אותה."),
    dict(code="fa", name="Persian", pw="رمز عبور", pin="رمز کارت", acc="کد ورود", key="کلید مخفی", token="توکن", login="نام کاربری",
         P="رمز عبور {s} من {v} است", N="رمز دوم کارتم {v} است", C="کد در ساختمان {v} است",
         O="کد تأیید شما {v} است. آن را در اختیار کسی قرار ندهید.", W="وای‌فای {u}، رمز: {v}",
         Y="رمز عبور باید حداقل ۱۲ نویسه و یک عدد داشته باشد.", R="شماره سفارش من در {s} {v} است", F="دوباره رمزم را فراموش کردم، فردا بازیابی‌اش می‌کنم."),
    dict(code="ur", name="Urdu", pw="پاس ورڈ", pin="پن کوڈ", acc="رسائی کوڈ", key="خفیہ کلید", token="ٹوکن", login="صارف نام",
         P="میرا {s} کا پاس ورڈ {v} ہے", N="میرے کارڈ کا پن {v} ہے", C="گیٹ کا کوڈ {v} ہے",
         O="آپ کا تصدیقی کوڈ {v} ہے۔ یہ کسی کو نہ بتائیں۔", W="وائی فائی {u}، پاس ورڈ: {v}",
         Y="پاس ورڈ کم از کم 12 حروف کا ہونا چاہیے اور اس میں ایک عدد ہو۔", R="{s} پر میرا آرڈر نمبر {v} ہے", F="میں پھر پاس ورڈ بھول گیا، کل ری سیٹ کروں گا۔"),
    dict(code="hi", name="Hindi", pw="पासवर्ड", pin="पिन", acc="एक्सेस कोड", key="गुप्त कुंजी", token="टोकन", login="यूज़रनेम",
         P="मेरा {s} का पासवर्ड {v} है।", N="मेरे एटीएम कार्ड का पिन {v} है।", C="सोसाइटी गेट का कोड {v} है।",
         O="आपका सत्यापन कोड {v} है। इसे किसी के साथ साझा न करें।", W="वाई-फ़ाई {u}, पासवर्ड: {v}",
         Y="पासवर्ड कम से कम 12 अक्षरों का होना चाहिए और उसमें एक अंक होना चाहिए।", R="{s} पर मेरा ऑर्डर नंबर {v} है।", F="मैं फिर से पासवर्ड भूल गया, कल रीसेट करूँगा।"),
    dict(code="bn", name="Bengali", pw="পাসওয়ার্ড", pin="পিন", acc="অ্যাক্সেস কোড", key="গোপন চাবি", token="টোকেন", login="ইউজারনেম",
         P="আমার {s} এর পাসওয়ার্ড {v}", N="আমার কার্ডের পিন {v}", C="গেটের কোড {v}",
         O="আপনার যাচাইকরণ কোড {v}। কাউকে জানাবেন না।", W="ওয়াইফাই {u}, পাসওয়ার্ড: {v}",
         Y="পাসওয়ার্ডে কমপক্ষে ১২টি অক্ষর এবং একটি সংখ্যা থাকতে হবে।", R="{s}-এ আমার অর্ডার নম্বর {v}", F="আবার পাসওয়ার্ড ভুলে গেছি, কাল রিসেট করব।"),
    dict(code="pa", name="Punjabi", pw="ਪਾਸਵਰਡ", pin="ਪਿੰਨ", acc="ਐਕਸੈਸ ਕੋਡ", key="ਗੁਪਤ ਕੁੰਜੀ", token="ਟੋਕਨ", login="ਯੂਜ਼ਰਨੇਮ",
         P="ਮੇਰਾ {s} ਦਾ ਪਾਸਵਰਡ {v} ਹੈ।", N="ਮੇਰੇ ਕਾਰਡ ਦਾ ਪਿੰਨ {v} ਹੈ।", C="ਗੇਟ ਦਾ ਕੋਡ {v} ਹੈ।",
         O="ਤੁਹਾਡਾ ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ {v} ਹੈ। ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ।", W="ਵਾਈ-ਫਾਈ {u}, ਪਾਸਵਰਡ: {v}",
         Y="ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 12 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।", R="{s} ਤੇ ਮੇਰਾ ਆਰਡਰ ਨੰਬਰ {v} ਹੈ।", F="ਮੈਂ ਫਿਰ ਪਾਸਵਰਡ ਭੁੱਲ ਗਿਆ, ਕੱਲ੍ਹ ਰੀਸੈਟ ਕਰਾਂਗਾ।"),
    dict(code="gu", name="Gujarati", pw="પાસવર્ડ", pin="પિન", acc="એક્સેસ કોડ", key="ગુપ્ત ચાવી", token="ટોકન", login="યુઝરનેમ",
         P="મારો {s} નો પાસવર્ડ {v} છે.", N="મારા કાર્ડનો પિન {v} છે.", C="ગેટનો કોડ {v} છે.",
         O="તમારો ચકાસણી કોડ {v} છે. કોઈને જણાવશો નહીં.", W="વાઇ-ફાઇ {u}, પાસવર્ડ: {v}",
         Y="પાસવર્ડમાં ઓછામાં ઓછા 12 અક્ષરો અને એક અંક હોવો જોઈએ.", R="{s} પર મારો ઓર્ડર નંબર {v} છે.", F="હું ફરી પાસવર્ડ ભૂલી ગયો, કાલે રીસેટ કરીશ."),
    dict(code="mr", name="Marathi", pw="पासवर्ड", pin="पिन", acc="प्रवेश कोड", key="गुप्त की", token="टोकन", login="वापरकर्तानाव",
         P="माझा {s} चा पासवर्ड {v} आहे.", N="माझ्या कार्डचा पिन {v} आहे.", C="सोसायटीच्या गेटचा कोड {v} आहे.",
         O="तुमचा पडताळणी कोड {v} आहे. तो कोणालाही सांगू नका.", W="वाय-फाय {u}, पासवर्ड: {v}",
         Y="पासवर्ड किमान 12 अक्षरांचा आणि एक अंक असलेला असावा.", R="{s} वरचा माझा ऑर्डर क्रमांक {v} आहे.", F="मी पुन्हा पासवर्ड विसरलो, उद्या रीसेट करेन."),
    dict(code="ta", name="Tamil", pw="கடவுச்சொல்", pin="பின்", acc="அணுகல் குறியீடு", key="இரகசிய விசை", token="டோக்கன்", login="பயனர்பெயர்",
         P="என் {s} கடவுச்சொல் {v}", N="என் கார்டின் பின் {v}", C="கேட் குறியீடு {v}",
         O="உங்கள் சரிபார்ப்பு குறியீடு {v}. யாரிடமும் பகிர வேண்டாம்.", W="வைஃபை {u}, கடவுச்சொல்: {v}",
         Y="கடவுச்சொல் குறைந்தது 12 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்.", R="{s} இல் என் ஆர்டர் எண் {v}", F="மீண்டும் கடவுச்சொல்லை மறந்துவிட்டேன், நாளை மீட்டமைப்பேன்."),
    dict(code="te", name="Telugu", pw="పాస్‌వర్డ్", pin="పిన్", acc="యాక్సెస్ కోడ్", key="రహస్య కీ", token="టోకెన్", login="యూజర్ నేమ్",
         P="నా {s} పాస్‌వర్డ్ {v}", N="నా కార్డ్ పిన్ {v}", C="గేట్ కోడ్ {v}",
         O="మీ ధృవీకరణ కోడ్ {v}. దీన్ని ఎవరితోనూ పంచుకోవద్దు.", W="వైఫై {u}, పాస్‌వర్డ్: {v}",
         Y="పాస్‌వర్డ్ కనీసం 12 అక్షరాలు ఉండాలి మరియు ఒక అంకె ఉండాలి.", R="{s} లో నా ఆర్డర్ నంబర్ {v}", F="మళ్ళీ పాస్‌వర్డ్ మర్చిపోయాను, రేపు రీసెట్ చేస్తాను."),
    dict(code="kn", name="Kannada", pw="ಪಾಸ್‌ವರ್ಡ್", pin="ಪಿನ್", acc="ಪ್ರವೇಶ ಕೋಡ್", key="ರಹಸ್ಯ ಕೀ", token="ಟೋಕನ್", login="ಬಳಕೆದಾರ ಹೆಸರು",
         P="ನನ್ನ {s} ಪಾಸ್‌ವರ್ಡ್ {v}", N="ನನ್ನ ಕಾರ್ಡ್ ಪಿನ್ {v}", C="ಗೇಟ್ ಕೋಡ್ {v}",
         O="ನಿಮ್ಮ ಪರಿಶೀಲನಾ ಕೋಡ್ {v}. ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.", W="ವೈಫೈ {u}, ಪಾಸ್‌ವರ್ಡ್: {v}",
         Y="ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 12 ಅಕ್ಷರಗಳನ್ನು ಹೊಂದಿರಬೇಕು.", R="{s} ನಲ್ಲಿ ನನ್ನ ಆರ್ಡರ್ ಸಂಖ್ಯೆ {v}", F="ಮತ್ತೆ ಪಾಸ್‌ವರ್ಡ್ ಮರೆತೆ, ನಾಳೆ ರೀಸೆಟ್ ಮಾಡುತ್ತೇನೆ."),
    dict(code="ml", name="Malayalam", pw="പാസ്‌വേഡ്", pin="പിൻ", acc="ആക്സസ് കോഡ്", key="രഹസ്യ കീ", token="ടോക്കൺ", login="ഉപയോക്തൃനാമം",
         P="എന്റെ {s} പാസ്‌വേഡ് {v} ആണ്", N="എന്റെ കാർഡിന്റെ പിൻ {v} ആണ്", C="ഗേറ്റ് കോഡ് {v} ആണ്",
         O="നിങ്ങളുടെ സ്ഥിരീകരണ കോഡ് {v} ആണ്. ആരുമായും പങ്കിടരുത്.", W="വൈഫൈ {u}, പാസ്‌വേഡ്: {v}",
         Y="പാസ്‌വേഡിന് കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ വേണം.", R="{s} ലെ എന്റെ ഓർഡർ നമ്പർ {v} ആണ്", F="വീണ്ടും പാസ്‌വേഡ് മറന്നു, നാളെ റീസെറ്റ് ചെയ്യും."),
    dict(code="si", name="Sinhala", pw="මුරපදය", pin="PIN අංකය", acc="ප්‍රවේශ කේතය", key="රහස් යතුර", token="ටෝකනය", login="පරිශීලක නාමය",
         P="මගේ {s} මුරපදය {v}", N="මගේ කාඩ්පතේ PIN අංකය {v}", C="ගේට්ටුවේ කේතය {v}",
         O="ඔබගේ සත්‍යාපන කේතය {v}. කිසිවෙකුට නොකියන්න.", W="Wi-Fi {u}, මුරපදය: {v}",
         Y="මුරපදය අවම වශයෙන් අක්ෂර 12ක් විය යුතුය.", R="{s} හි මගේ ඇණවුම් අංකය {v}", F="මට නැවතත් මුරපදය අමතක වුණා, හෙට යළි සකසනවා."),
    dict(code="ne", name="Nepali", pw="पासवर्ड", pin="पिन", acc="पहुँच कोड", key="गोप्य साँचो", token="टोकन", login="प्रयोगकर्ता नाम",
         P="मेरो {s} को पासवर्ड {v} हो।", N="मेरो कार्डको पिन {v} हो।", C="गेटको कोड {v} हो।",
         O="तपाईंको प्रमाणीकरण कोड {v} हो। कसैलाई नभन्नुहोस्।", W="वाइफाइ {u}, पासवर्ड: {v}",
         Y="पासवर्ड कम्तीमा १२ अक्षरको हुनुपर्छ।", R="{s} मा मेरो अर्डर नम्बर {v} हो।", F="फेरि पासवर्ड बिर्सें, भोलि रिसेट गर्छु।"),
    dict(code="th", name="Thai", pw="รหัสผ่าน", pin="รหัส PIN", acc="รหัสเข้าประตู", key="คีย์ลับ", token="โทเค็น", login="ชื่อผู้ใช้",
         P="รหัสผ่าน {s} ของฉันคือ {v}", N="รหัสบัตร ATM ของฉันคือ {v}", C="รหัสประตูคอนโดคือ {v}",
         O="รหัส OTP ของคุณคือ {v} ห้ามบอกรหัสนี้แก่ผู้อื่น", W="ไวไฟ {u} รหัส {v}",
         Y="รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษรและมีตัวเลข", R="หมายเลขคำสั่งซื้อ {s} ของฉันคือ {v}", F="ลืมรหัสผ่านอีกแล้ว พรุ่งนี้จะรีเซ็ต"),
    dict(code="lo", name="Lao", pw="ລະຫັດຜ່ານ", pin="ລະຫັດ PIN", acc="ລະຫັດເຂົ້າ", key="ກະແຈລັບ", token="ໂທເຄັນ", login="ຊື່ຜູ້ໃຊ້",
         P="ລະຫັດຜ່ານ {s} ຂອງຂ້ອຍແມ່ນ {v}", N="ລະຫັດບັດ ATM ຂອງຂ້ອຍແມ່ນ {v}", C="ລະຫັດປະຕູແມ່ນ {v}",
         O="ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {v} ຢ່າບອກຜູ້ອື່ນ", W="ໄວໄຟ {u} ລະຫັດ {v}",
         Y="ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ 12 ຕົວອັກສອນ", R="ເລກທີ່ສັ່ງຊື້ {s} ຂອງຂ້ອຍແມ່ນ {v}", F="ລືມລະຫັດຜ່ານອີກແລ້ວ ມື້ອື່ນຈະຕັ້ງໃໝ່"),
    dict(code="km", name="Khmer", pw="ពាក្យសម្ងាត់", pin="លេខ PIN", acc="លេខកូដចូល", key="សោសម្ងាត់", token="ថូខឹន", login="ឈ្មោះអ្នកប្រើ",
         P="ពាក្យសម្ងាត់ {s} របស់ខ្ញុំគឺ {v}", N="លេខកូដកាត ATM របស់ខ្ញុំគឺ {v}", C="លេខកូដទ្វារគឺ {v}",
         O="លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {v} កុំប្រាប់អ្នកដទៃ", W="វ៉ាយហ្វាយ {u} ពាក្យសម្ងាត់ {v}",
         Y="ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ 12 តួអក្សរ", R="លេខបញ្ជាទិញ {s} របស់ខ្ញុំគឺ {v}", F="ខ្ញុំភ្លេចពាក្យសម្ងាត់ម្តងទៀត ស្អែកនឹងកំណត់ឡើងវិញ"),
    dict(code="my", name="Burmese", pw="စကားဝှက်", pin="PIN နံပါတ်", acc="ဝင်ခွင့်ကုဒ်", key="လျှို့ဝှက်သော့", token="တိုကင်", login="အသုံးပြုသူအမည်",
         P="ကျွန်တော့် {s} စကားဝှက်က {v} ပါ", N="ကျွန်တော့်ကတ် PIN က {v}", C="တံခါးကုဒ်က {v}",
         O="သင်၏ အတည်ပြုကုဒ်မှာ {v} ဖြစ်သည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။", W="Wi-Fi {u} စကားဝှက် {v}",
         Y="စကားဝှက်သည် အနည်းဆုံး စာလုံး 12 လုံး ရှိရမည်။", R="{s} မှာ ကျွန်တော့်အော်ဒါနံပါတ် {v}", F="စကားဝှက် ထပ်မေ့သွားပြီ၊ မနက်ဖြန် ပြန်သတ်မှတ်မယ်။"),
    dict(code="vi", name="Vietnamese", pw="mật khẩu", pin="mã PIN", acc="mã truy cập", key="khóa bí mật", token="mã thông báo", login="tên đăng nhập",
         P="Mật khẩu {s} của mình là {v} nhé.", N="Mã PIN thẻ ATM của tôi là {v}.", C="Mã cửa chung cư là {v}.",
         O="Mã xác thực của bạn là {v}. Không chia sẻ mã này với bất kỳ ai.", W="Wifi {u}, pass: {v}",
         Y="Mật khẩu phải có ít nhất 12 ký tự và một chữ số.", R="Mã đơn hàng {s} của tôi là {v}.", F="Mình lại quên mật khẩu rồi, mai sẽ đặt lại."),
    dict(code="id", name="Indonesian", pw="kata sandi", pin="PIN", acc="kode akses", key="kunci rahasia", token="token akses", login="nama pengguna",
         P="Kata sandi {s} aku {v} ya.", N="PIN ATM saya {v}.", C="Kode pintu kos {v}.",
         O="Kode verifikasi Anda {v}. JANGAN berikan kode ini kepada siapa pun.", W="WiFi {u}, sandi: {v}",
         Y="Kata sandi minimal 12 karakter dan harus berisi angka.", R="Nomor pesanan {s} saya {v}.", F="Aku lupa kata sandi lagi, besok aku reset."),
    dict(code="ms", name="Malay", pw="kata laluan", pin="nombor PIN", acc="kod akses", key="kunci rahsia", token="token", login="nama pengguna",
         P="Kata laluan {s} saya ialah {v}.", N="Nombor PIN kad bank saya {v}.", C="Kod pintu pagar {v}.",
         O="Kod pengesahan anda ialah {v}. Jangan kongsi dengan sesiapa.", W="WiFi {u}, kata laluan: {v}",
         Y="Kata laluan mesti sekurang-kurangnya 12 aksara dan mengandungi nombor.", R="Nombor pesanan {s} saya ialah {v}.", F="Saya terlupa kata laluan lagi, esok saya set semula."),
    dict(code="tl", name="Tagalog", pw="password", pin="PIN", acc="access code", key="sikretong susi", token="token", login="username",
         P="Ang password ko sa {s} ay {v}, wag mong ipagsabi.", N="Ang PIN ng ATM ko ay {v}.", C="Ang code ng gate ay {v}.",
         O="Ang iyong verification code ay {v}. Huwag itong ibahagi kahit kanino.", W="WiFi {u}, password: {v}",
         Y="Ang password ay dapat hindi bababa sa 12 karakter at may numero.", R="Ang order number ko sa {s} ay {v}.", F="Nakalimutan ko na naman ang password ko, ire-reset ko bukas."),
    dict(code="zh-Hans", name="Chinese (Simplified)", pw="密码", pin="取款密码", acc="门禁密码", key="密钥", token="令牌", login="账号",
         P="我的{s}密码是{v}，别告诉别人。", N="银行卡取款密码：{v}", C="小区门禁密码是{v}",
         O="【验证码】{v}，5分钟内有效，请勿泄露给他人。", W="无线网络{u}，密码{v}",
         Y="密码长度至少12位，且必须包含数字。", R="我在{s}的订单号是{v}", F="我又忘记密码了，明天去重置一下。"),
    dict(code="zh-Hant", name="Chinese (Traditional, Taiwan)", pw="密碼", pin="提款密碼", acc="門禁密碼", key="金鑰", token="權杖", login="帳號",
         P="我的{s}密碼是{v}，不要外流。", N="提款卡密碼：{v}", C="大樓門禁密碼是{v}",
         O="您的驗證碼為{v}，請勿將驗證碼告知他人。", W="無線網路{u}，密碼{v}",
         Y="密碼長度至少12碼，且須包含數字。", R="我在{s}的訂單編號是{v}", F="我又忘記密碼了，明天再去重設。"),
    dict(code="ja", name="Japanese", pw="パスワード", pin="暗証番号", acc="入館コード", key="シークレットキー", token="アクセストークン", login="ログインID",
         P="{s}のパスワードは{v}です。忘れないように。", N="キャッシュカードの暗証番号は{v}", C="オートロックの暗証番号は{v}です",
         O="認証コード：{v}\nこのコードを他人に教えないでください。", W="Wi-Fi {u} / 暗号化キー：{v}",
         Y="パスワードは12文字以上で、数字を含める必要があります。", R="{s}の注文番号は{v}です。", F="またパスワードを忘れたので、明日リセットします。"),
    dict(code="ko", name="Korean", pw="비밀번호", pin="핀번호", acc="출입 비밀번호", key="비밀 키", token="액세스 토큰", login="아이디",
         P="{s} 비번은 {v} 이야. 잊지 마.", N="체크카드 비밀번호 {v}", C="현관 비밀번호는 {v}야",
         O="[인증번호] {v} 타인에게 절대 알려주지 마세요.", W="와이파이 {u} 비번 {v}",
         Y="비밀번호는 12자 이상이어야 하며 숫자를 포함해야 합니다.", R="{s} 주문번호는 {v}입니다.", F="비밀번호를 또 잊어버려서 내일 재설정할 거야."),
    dict(code="mn", name="Mongolian", pw="нууц үг", pin="ПИН код", acc="нэвтрэх код", key="нууц түлхүүр", token="токен", login="нэвтрэх нэр",
         P="Миний {s}-ийн нууц үг {v}.", N="Картын ПИН код {v}.", C="Орцны хаалганы код {v}.",
         O="Таны баталгаажуулах код {v}. Хэнд ч битгий хэлээрэй.", W="Wi-Fi {u}, нууц үг: {v}",
         Y="Нууц үг дор хаяж 12 тэмдэгттэй байх ёстой.", R="{s}-ийн миний захиалгын дугаар {v}.", F="Нууц үгээ дахиад мартчихлаа, маргааш сэргээнэ."),
    dict(code="am", name="Amharic", pw="የይለፍ ቃል", pin="ፒን", acc="የመግቢያ ኮድ", key="ሚስጥራዊ ቁልፍ", token="ቶከን", login="የተጠቃሚ ስም",
         P="የ{s} የይለፍ ቃሌ {v} ነው።", N="የካርዴ ፒን {v} ነው።", C="የበሩ ኮድ {v} ነው።",
         O="የማረጋገጫ ኮድዎ {v} ነው። ለማንም አያጋሩ።", W="ዋይፋይ {u}፣ የይለፍ ቃል፦ {v}",
         Y="የይለፍ ቃሉ ቢያንስ 12 ቁምፊዎች ሊኖሩት ይገባል።", R="በ{s} ያለኝ የትዕዛዝ ቁጥር {v} ነው።", F="የይለፍ ቃሌን እንደገና ረሳሁት፣ ነገ እቀይረዋለሁ።"),
    dict(code="sw", name="Swahili", pw="nenosiri", pin="PIN", acc="nambari ya siri", key="ufunguo wa siri", token="tokeni", login="jina la mtumiaji",
         P="Nenosiri langu la {s} ni {v}.", N="Namba ya siri ya M-Pesa ni {v}.", C="Namba ya geti ni {v}.",
         O="Nambari yako ya uthibitisho ni {v}. Usimpe mtu yeyote.", W="WiFi {u}, nenosiri: {v}",
         Y="Nenosiri lazima liwe na angalau herufi 12 na nambari.", R="Namba yangu ya oda kwenye {s} ni {v}.", F="Nimesahau nenosiri tena, kesho nitaliweka upya."),
    dict(code="yo", name="Yoruba", pw="ọ̀rọ̀ aṣínà", pin="PIN", acc="kóòdù ìwọlé", key="kọ́kọ́rọ́ àṣírí", token="tókìnì", login="orúkọ olùmúlò",
         P="Ọ̀rọ̀ aṣínà mi fún {s} ni {v}.", N="PIN káàdì mi ni {v}.", C="Kóòdù ẹnu ọ̀nà ni {v}.",
         O="Kóòdù ìfìdímúlẹ̀ rẹ ni {v}. Má ṣe fi han ẹnikẹ́ni.", W="WiFi {u}, ọ̀rọ̀ aṣínà: {v}",
         Y="Ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ó kéré tán ohun kikọ 12.", R="Nọ́mbà àṣẹ mi lórí {s} ni {v}.", F="Mo tún gbàgbé ọ̀rọ̀ aṣínà mi, ọ̀la ni màá tún un ṣe."),
    dict(code="ha", name="Hausa", pw="kalmar sirri", pin="PIN", acc="lambar shiga", key="mabuɗin sirri", token="token", login="sunan mai amfani",
         P="Kalmar sirrina ta {s} ita ce {v}.", N="Lambar sirrin katina {v}.", C="Lambar ƙofar gida {v}.",
         O="Lambar tabbatarwarka ita ce {v}. Kada ka gaya wa kowa.", W="WiFi {u}, kalmar sirri: {v}",
         Y="Kalmar sirri dole ta kasance aƙalla haruffa 12.", R="Lambar odar tawa a {s} ita ce {v}.", F="Na sake manta kalmar sirrina, gobe zan sake saitawa."),
    dict(code="zu", name="Zulu", pw="iphasiwedi", pin="i-PIN", acc="ikhodi yokungena", key="ukhiye oyimfihlo", token="ithokheni", login="igama lomsebenzisi",
         P="Iphasiwedi yami ye-{s} ithi {v}.", N="I-PIN yekhadi lami ngu-{v}.", C="Ikhodi yesango ngu-{v}.",
         O="Ikhodi yakho yokuqinisekisa ngu-{v}. Ungayitsheli muntu.", W="I-WiFi {u}, iphasiwedi: {v}",
         Y="Iphasiwedi kumele ibe nezinhlamvu ezingu-12 okungenani.", R="Inombolo ye-oda lami ku-{s} ngu-{v}.", F="Ngiphinde ngakhohlwa iphasiwedi, kusasa ngizoyisetha kabusha."),
    dict(code="af", name="Afrikaans", pw="wagwoord", pin="PIN", acc="toegangskode", key="geheime sleutel", token="toegangsteken", login="gebruikersnaam",
         P="My wagwoord vir {s} is {v}.", N="My kaart se PIN is {v}.", C="Die hek se kode is {v}.",
         O="Jou verifikasiekode is {v}. Moet dit met niemand deel nie.", W="WiFi {u}, wagwoord: {v}",
         Y="Die wagwoord moet minstens 12 karakters lank wees en 'n syfer bevat.", R="My bestelnommer by {s} is {v}.", F="Ek het my wagwoord weer vergeet, môre stel ek dit terug."),
    dict(code="ga", name="Irish", pw="pasfhocal", pin="UAP", acc="cód rochtana", key="eochair rúnda", token="comhartha", login="ainm úsáideora",
         P="Is é {v} mo phasfhocal do {s}.", N="Is é {v} an UAP ar mo chárta.", C="Is é {v} cód an gheata.",
         O="Is é {v} do chód fíoraithe. Ná roinn é le duine ar bith.", W="Wi-Fi {u}, pasfhocal: {v}",
         Y="Caithfidh 12 charachtar ar a laghad a bheith sa phasfhocal.", R="Is é {v} m'uimhir ordaithe ar {s}.", F="Rinne mé dearmad ar mo phasfhocal arís, athshocróidh mé amárach é."),
    dict(code="cy", name="Welsh", pw="cyfrinair", pin="PIN", acc="cod mynediad", key="allwedd gyfrinachol", token="tocyn", login="enw defnyddiwr",
         P="Fy nghyfrinair {s} yw {v}.", N="PIN fy ngherdyn yw {v}.", C="Cod y giât yw {v}.",
         O="Eich cod dilysu yw {v}. Peidiwch â'i rannu.", W="Wi-Fi {u}, cyfrinair: {v}",
         Y="Rhaid i'r cyfrinair fod o leiaf 12 nod ac yn cynnwys rhif.", R="Fy rhif archeb gyda {s} yw {v}.", F="Anghofiais fy nghyfrinair eto, af i'w ailosod yfory."),
    dict(code="eu", name="Basque", pw="pasahitza", pin="PIN kodea", acc="sarbide-kodea", key="gako sekretua", token="tokena", login="erabiltzaile-izena",
         P="Nire {s} pasahitza {v} da.", N="Txartelaren PIN kodea {v} da.", C="Atariko kodea {v} da.",
         O="Zure egiaztapen-kodea {v} da. Ez partekatu inorekin.", W="Wifi {u}, pasahitza: {v}",
         Y="Pasahitzak gutxienez 12 karaktere eta zenbaki bat izan behar ditu.", R="{s}-ko nire eskaera-zenbakia {v} da.", F="Pasahitza ahaztu zait berriro, bihar berrezarriko dut."),
    dict(code="ca", name="Catalan", pw="contrasenya", pin="PIN", acc="codi d'accés", key="clau secreta", token="testimoni d'accés", login="nom d'usuari",
         P="La meva contrasenya de {s} és {v}.", N="El PIN de la targeta és {v}.", C="El codi de la porta és {v}.",
         O="El teu codi de verificació és {v}. No el comparteixis amb ningú.", W="Wifi {u}, clau: {v}",
         Y="La contrasenya ha de tenir com a mínim 12 caràcters i un número.", R="El meu número de comanda a {s} és {v}.", F="He tornat a oblidar la contrasenya, demà la restableixo."),
    dict(code="gl", name="Galician", pw="contrasinal", pin="PIN", acc="código de acceso", key="clave secreta", token="token", login="nome de usuario",
         P="O meu contrasinal de {s} é {v}.", N="O PIN da tarxeta é {v}.", C="O código do portal é {v}.",
         O="O teu código de verificación é {v}. Non o compartas con ninguén.", W="Wifi {u}, contrasinal: {v}",
         Y="O contrasinal debe ter polo menos 12 caracteres e un número.", R="O meu número de pedido en {s} é {v}.", F="Volvín esquecer o contrasinal, mañá restablézoo."),
    dict(code="sq", name="Albanian", pw="fjalëkalimi", pin="PIN", acc="kodi i hyrjes", key="çelësi sekret", token="token", login="emri i përdoruesit",
         P="Fjalëkalimi im i {s} është {v}.", N="PIN-i i kartës është {v}.", C="Kodi i portës është {v}.",
         O="Kodi juaj i verifikimit është {v}. Mos ia jepni askujt.", W="Wi-Fi {u}, fjalëkalimi: {v}",
         Y="Fjalëkalimi duhet të ketë të paktën 12 karaktere dhe një numër.", R="Numri i porosisë sime në {s} është {v}.", F="E harrova sërish fjalëkalimin, nesër do ta rivendos."),
    dict(code="mt", name="Maltese", pw="password", pin="PIN", acc="kodiċi tal-aċċess", key="ċavetta sigrieta", token="token", login="isem tal-utent",
         P="Il-password tiegħi ta' {s} hija {v}.", N="Il-PIN tal-karta tiegħi huwa {v}.", C="Il-kodiċi tal-bieb huwa {v}.",
         O="Il-kodiċi ta' verifika tiegħek huwa {v}. Taqsamhx ma' ħadd.", W="Wi-Fi {u}, password: {v}",
         Y="Il-password għandha jkollha mill-inqas 12-il karattru.", R="In-numru tal-ordni tiegħi fuq {s} huwa {v}.", F="Erġajt insejt il-password, għada nerġa' nissettjaha."),
    dict(code="eo", name="Esperanto", pw="pasvorto", pin="PIN-kodo", acc="alirkodo", key="sekreta ŝlosilo", token="ĵetono", login="uzantnomo",
         P="Mia pasvorto por {s} estas {v}.", N="La PIN-kodo de mia karto estas {v}.", C="La pordkodo estas {v}.",
         O="Via kontrolkodo estas {v}. Ne dividu ĝin kun iu ajn.", W="Vifio {u}, pasvorto: {v}",
         Y="La pasvorto devas havi almenaŭ 12 signojn kaj ciferon.", R="Mia mendonumero ĉe {s} estas {v}.", F="Mi denove forgesis mian pasvorton, morgaŭ mi restarigos ĝin."),
    # romanised / mixed registers that speakers type every day
    dict(code="hi-Latn", name="Hindi (romanised, Hinglish)", pw="password", pin="pin", acc="gate code", key="secret key", token="token", login="user id",
         P="bhai {s} ka password {v} hai, kisi ko mat batana", N="mera ATM pin {v} hai", C="society gate ka code {v} hai",
         O="Aapka OTP {v} hai. Kisi ke saath share na karein.", W="wifi {u} ka password {v} hai",
         Y="password kam se kam 12 character ka hona chahiye, ek number bhi daalna", R="{s} ka order number {v} hai", F="yaar phir se password bhool gaya, kal reset karunga"),
    dict(code="ar-Latn", name="Arabic (Arabizi chat)", pw="el password", pin="el pin", acc="el code", key="el secret key", token="el token", login="el username",
         P="el password beta3i 3ala {s} howa {v}", N="el pin bta3 el card {v}", C="code el bawaba {v}",
         O="el code elli wesel {v}, ma t2ololosh l7ad", W="el wifi {u} w el pass {v}",
         Y="lazem el password tkoon 12 7arf 3ala el a2al w fiha ra2am", R="ra2am el order 3ala {s} howa {v}", F="nseet el password tany, bokra ha3mel reset"),
    dict(code="ru-Latn", name="Russian (translit)", pw="parol", pin="pin", acc="kod", key="sekretnyi klyuch", token="token", login="login",
         P="parol ot {s}: {v}, ne zabud", N="pin ot karty {v}", C="kod ot domofona {v}",
         O="Kod podtverzhdeniya: {v}. Nikomu ne soobshchaite.", W="vaifai {u}, parol {v}",
         Y="parol dolzhen byt ne koroche 12 simvolov i s tsifroi", R="nomer zakaza v {s}: {v}", F="opyat zabyl parol, zavtra sbroshu"),
    dict(code="yue", name="Cantonese (written)", pw="密碼", pin="PIN", acc="大閘密碼", key="密鑰", token="token", login="登入名",
         P="我{s}個密碼係{v}，唔好講俾人知", N="我張卡嘅PIN係{v}", C="大閘密碼係{v}",
         O="你嘅驗證碼係{v}，唔好同任何人分享。", W="WiFi {u}，密碼係{v}",
         Y="密碼最少要有12個字元，仲要有數字。", R="我喺{s}嘅訂單號碼係{v}", F="我又唔記得咗密碼，聽日再重設。"),
]


# --- small value makers ------------------------------------------------------------------------------------------

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


class Gen:
    """The corpus under construction: one seeded generator, the rows, and the checks to run on them."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.rows: list[dict[str, Any]] = []

    def rs(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pick(self, items: list[Any] | tuple[Any, ...]) -> Any:
        return items[self.rng.randrange(len(items))]

    def add(self, text: str, label: str, kind: str, lang: str = "en", checks: list[tuple[str, Any]] | None = None) -> None:
        assert label in ("secret", "benign") and len(text) <= MAX_CHARS, (kind, len(text))
        self.rows.append({"text": text, "label": label, "kind": kind, "_lang": lang, "_checks": checks or []})


PW_WORDS = ["Sonnenblume", "girasol", "Tournesol", "kotek", "Matahari", "sakura", "Lemmikki", "Ørnen", "Ñandú", "Żółw",
            "Istanbul", "Mariposa", "Bogatyr", "Kiwi", "Lotus", "Panda", "Tigre", "Volga", "Orca", "Zebra", "Cactus",
            "Manila", "Nairobi", "Chennai", "Pomelo", "Mango", "Quokka", "Rakija", "Fjord", "Bambus", "Mafalda", "Yuki",
            "Hanuman", "Dragon", "Jasmin", "Karamel", "Anjing", "Ciao", "Dolphin", "Gandalf", "Beyoncé", "Çiçek"]
PHRASE_WORDS = ["correct", "purple", "river", "lamp", "tiger", "cloud", "nine", "copper", "window", "salsa", "harbor",
                "mochi", "violet", "anchor", "pepper", "glacier", "sofa", "cricket", "bamboo", "atlas", "ember", "velvet"]


def password(g: Gen) -> str:
    kind = g.rng.randrange(6)
    if kind == 0:
        return g.pick(PW_WORDS) + g.rs(DIG, g.rng.randint(2, 4)) + g.pick("!#$%&*?@")
    if kind == 1:
        return g.rs(ALNUM + "!#$%&*+-=?@^_", g.rng.randint(12, 18))
    if kind == 2:
        sep = g.pick("-._ ")
        return sep.join(g.pick(PHRASE_WORDS) for _ in range(4)) + (sep + g.rs(DIG, 2) if sep != " " else "")
    if kind == 3:
        word = g.pick(PW_WORDS)
        leet = word.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + "_" + str(g.rng.randint(1960, 2024))
    if kind == 4:
        return g.pick(PW_WORDS).lower() + g.pick(PW_WORDS) + g.rs(DIG, 3)
    return g.rs(LOW, 4) + g.rs(DIG, 2) + g.rs(UP, 3) + g.pick("!$%") + g.rs(LOW + DIG, 4)


SERVICES = ["Gmail", "Netflix", "Instagram", "Sparkasse", "PayPal", "Amazon", "Steam", "Outlook", "iCloud", "Spotify",
            "Facebook", "LinkedIn", "Zoom", "Revolut", "N26", "WeChat", "LINE", "Kakao", "Naver", "Yandex", "VK",
            "Mercado Libre", "Shopee", "Tokopedia", "Flipkart", "Paytm", "Booking", "Airbnb", "Dropbox", "Nubank"]
SHOPS = ["Amazon", "Zalando", "Shopee", "Rakuten", "Flipkart", "Mercado Libre", "Allegro", "Trendyol", "Taobao",
         "Coupang", "Jumia", "AliExpress", "Ozon", "Wildberries", "bol.com", "Cdiscount", "Otto", "Lazada", "Noon"]
SSIDS = ["FRITZ!Box 7590 XY", "Livebox-3F2A", "Vodafone-8C21", "TP-Link_5G_A7", "MEO-4B1C", "HUAWEI-B535-9D", "casa_rossi",
         "Familie_Schmidt", "Xiaomi_2G", "dlink-guest", "Ziggo12345", "TIM-29384756", "BELL812", "Keenetic-0423", "Tenda_88"]
USERS = ["m.keller", "ana.souza", "kenji_t", "olga.p", "raj.patel84", "fatima.z", "admin", "svc-backup", "dmitri",
         "lucia.g", "minji.kim", "ahmed.h", "j.novak", "thanh.nguyen", "deploy", "root", "ops", "pieter.vd"]


def order_number(g: Gen) -> str:
    kind = g.rng.randrange(4)
    if kind == 0:
        return f"{g.rs(DIG, 3)}-{g.rs(DIG, 7)}-{g.rs(DIG, 7)}"
    if kind == 1:
        return f"ORD-{g.rng.randint(2024, 2026)}-{g.rs(DIG, 6)}"
    if kind == 2:
        return g.rs(DIG, 12)
    return "#" + g.rs(UP, 2) + g.rs(DIG, 8)


def access_code(g: Gen) -> str:
    kind = g.rng.randrange(4)
    if kind == 0:
        return g.rs(DIG, 4) + "#"
    if kind == 1:
        return "*" + g.rs(DIG, 4)
    if kind == 2:
        return g.rs(DIG, 4) + g.pick("ABC")
    return g.rs(DIG, 6)


def otp(g: Gen) -> str:
    kind = g.rng.randrange(5)
    if kind == 0:
        return "G-" + g.rs(DIG, 6)
    if kind == 1:
        return g.rs(DIG, 3) + "-" + g.rs(DIG, 3)
    if kind == 2:
        return g.rs(DIG, 8)
    return g.rs(DIG, 6)


def wifi_key(g: Gen) -> str:
    kind = g.rng.randrange(4)
    if kind == 0:
        return g.rs(HEX.upper(), 26)
    if kind == 1:
        return g.rs(ALNUM, 16)
    if kind == 2:
        return g.pick(PW_WORDS) + g.rs(DIG, 4) + g.pick(PW_WORDS).lower()
    return " ".join(g.rs(DIG, 4) for _ in range(5))


def upfirst(s: str) -> str:
    return s[:1].upper() + s[1:]


# --- provider keys: documented prefixes and lengths (and some without a prefix) -----------------------------------

def _discord(g: Gen) -> str:
    ident = str(g.rng.randint(10**17, 10**18 - 1)).encode()
    return base64.b64encode(ident).decode().rstrip("=") + "." + g.rs(B64URL, 6) + "." + g.rs(B64URL, 38)


# (service, environment variable, maker, has a fixed prefix)
PROVIDERS: dict[str, list[tuple[str, str, Callable[[Gen], str], bool]]] = {
    "llm_provider_key": [
        ("OpenAI", "OPENAI_API_KEY", lambda g: "sk-proj-" + g.rs(B64URL, 74) + "T3BlbkFJ" + g.rs(B64URL, 74), True),
        ("OpenAI", "OPENAI_API_KEY", lambda g: "sk-" + g.rs(ALNUM, 20) + "T3BlbkFJ" + g.rs(ALNUM, 20), True),
        ("Anthropic", "ANTHROPIC_API_KEY", lambda g: "sk-ant-api03-" + g.rs(B64URL, 93) + "AA", True),
        ("Groq", "GROQ_API_KEY", lambda g: "gsk_" + g.rs(ALNUM, 52), True),
        ("xAI", "XAI_API_KEY", lambda g: "xai-" + g.rs(ALNUM, 80), True),
        ("Replicate", "REPLICATE_API_TOKEN", lambda g: "r8_" + g.rs(ALNUM, 37), True),
        ("Perplexity", "PPLX_API_KEY", lambda g: "pplx-" + g.rs(ALNUM, 48), True),
        ("DeepSeek", "DEEPSEEK_API_KEY", lambda g: "sk-" + g.rs(HEX, 32), True),
        ("Mistral", "MISTRAL_API_KEY", lambda g: g.rs(ALNUM, 32), False),
        ("Cohere", "CO_API_KEY", lambda g: g.rs(ALNUM, 40), False),
        ("Together AI", "TOGETHER_API_KEY", lambda g: g.rs(HEX, 64), False),
        ("Hugging Face", "HF_TOKEN", lambda g: "hf_" + g.rs(string.ascii_letters, 34), True),
    ],
    "github_token": [
        ("GitHub", "GITHUB_TOKEN", lambda g: "ghp_" + g.rs(ALNUM, 36), True),
        ("GitHub", "GH_TOKEN", lambda g: "github_pat_" + g.rs(ALNUM, 22) + "_" + g.rs(ALNUM, 59), True),
        ("GitHub", "GITHUB_OAUTH_TOKEN", lambda g: "gho_" + g.rs(ALNUM, 36), True),
        ("GitHub", "GITHUB_APP_TOKEN", lambda g: "ghs_" + g.rs(ALNUM, 36), True),
    ],
    "gitlab_token": [
        ("GitLab", "GITLAB_TOKEN", lambda g: "glpat-" + g.rs(B64URL, 20), True),
        ("GitLab", "CI_JOB_TOKEN_RUNNER", lambda g: "glrt-" + g.rs(B64URL, 20), True),
    ],
    "slack_token": [
        ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{g.rs(DIG, 11)}-{g.rs(DIG, 13)}-{g.rs(ALNUM, 24)}", True),
        ("Slack", "SLACK_USER_TOKEN", lambda g: f"xoxp-{g.rs(DIG, 11)}-{g.rs(DIG, 11)}-{g.rs(DIG, 13)}-{g.rs(HEX, 32)}", True),
        ("Slack", "SLACK_WEBHOOK_URL",
         lambda g: f"https://hooks.slack.com/services/T{g.rs(UP + DIG, 10)}/B{g.rs(UP + DIG, 10)}/{g.rs(ALNUM, 24)}", True),
    ],
    "stripe_key": [
        ("Stripe", "STRIPE_SECRET_KEY", lambda g: "sk_live_51" + g.rs(ALNUM, 97), True),
        ("Stripe", "STRIPE_API_KEY", lambda g: "sk_live_" + g.rs(ALNUM, 24), True),
        ("Stripe", "STRIPE_RESTRICTED_KEY", lambda g: "rk_live_51" + g.rs(ALNUM, 97), True),
        ("Stripe", "STRIPE_WEBHOOK_SECRET", lambda g: "whsec_" + g.rs(ALNUM, 32), True),
    ],
    "google_cloud_key": [
        ("Google Maps", "GOOGLE_MAPS_API_KEY", lambda g: "AIza" + g.rs(B64URL, 35), True),
        ("Gemini", "GEMINI_API_KEY", lambda g: "AIza" + g.rs(B64URL, 35), True),
        ("Google OAuth", "GOOGLE_CLIENT_SECRET", lambda g: "GOCSPX-" + g.rs(B64URL, 28), True),
    ],
    "saas_prefixed_token": [
        ("npm", "NPM_TOKEN", lambda g: "npm_" + g.rs(ALNUM, 36), True),
        ("PyPI", "TWINE_PASSWORD", lambda g: "pypi-AgEIcHlwaS5vcmc" + g.rs(B64URL, 150), True),
        ("Docker Hub", "DOCKERHUB_TOKEN", lambda g: "dckr_pat_" + g.rs(B64URL, 27), True),
        ("Databricks", "DATABRICKS_TOKEN", lambda g: "dapi" + g.rs(HEX, 32), True),
        ("Vault", "VAULT_TOKEN", lambda g: "hvs.CAESI" + g.rs(B64URL, 86), True),
        ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda g: "shpat_" + g.rs(HEX, 32), True),
        ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda g: "dop_v1_" + g.rs(HEX, 64), True),
        ("Linear", "LINEAR_API_KEY", lambda g: "lin_api_" + g.rs(ALNUM, 40), True),
        ("Notion", "NOTION_TOKEN", lambda g: "ntn_" + g.rs(DIG, 11) + g.rs(ALNUM, 35), True),
        ("Figma", "FIGMA_TOKEN", lambda g: "figd_" + g.rs(B64URL, 40), True),
        ("Postman", "POSTMAN_API_KEY", lambda g: "PMAK-" + g.rs(HEX, 24) + "-" + g.rs(HEX, 34), True),
        ("New Relic", "NEW_RELIC_API_KEY", lambda g: "NRAK-" + g.rs(UP + DIG, 27), True),
        ("Grafana", "GRAFANA_SA_TOKEN", lambda g: "glsa_" + g.rs(ALNUM, 32) + "_" + g.rs(HEX, 8), True),
        ("Doppler", "DOPPLER_TOKEN", lambda g: "dp.st.prd." + g.rs(ALNUM, 43), True),
        ("Atlassian", "JIRA_API_TOKEN", lambda g: "ATATT3xFfGF0" + g.rs(B64URL, 170) + "=" + g.rs(HEX.upper(), 8), True),
        ("Sentry", "SENTRY_AUTH_TOKEN", lambda g: "sntryu_" + g.rs(HEX, 64), True),
        ("SendGrid", "SENDGRID_API_KEY", lambda g: "SG." + g.rs(B64URL, 22) + "." + g.rs(B64URL, 43), True),
        ("Mailgun", "MAILGUN_API_KEY", lambda g: "key-" + g.rs(HEX, 32), True),
        ("Yandex Cloud", "YC_API_KEY", lambda g: "AQVN" + g.rs(B64URL, 36), True),
        ("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", lambda g: "AKID" + g.rs(ALNUM, 32), True),
    ],
    "unprefixed_api_key": [
        ("Datadog", "DD_API_KEY", lambda g: g.rs(HEX, 32), False),
        ("Datadog", "DD_APP_KEY", lambda g: g.rs(HEX, 40), False),
        ("Twilio", "TWILIO_AUTH_TOKEN", lambda g: g.rs(HEX, 32), False),
        ("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda g: g.rs(B64URL, 40), False),
        ("Cloudflare", "CF_API_KEY", lambda g: g.rs(HEX, 37), False),
        ("Heroku", "HEROKU_API_KEY", lambda g: str(uuid.UUID(int=g.rng.getrandbits(128), version=4)), False),
        ("Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda g: g.rs(HEX, 32), False),
        ("Mailchimp", "MAILCHIMP_API_KEY", lambda g: g.rs(HEX, 32) + "-us" + str(g.rng.randint(1, 21)), False),
        ("Kakao", "KAKAO_REST_API_KEY", lambda g: g.rs(HEX, 32), False),
        ("Naver", "NAVER_CLIENT_SECRET", lambda g: g.rs(ALNUM, 10), False),
        ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda g: g.rs(ALNUM, 30), False),
        ("Algolia", "ALGOLIA_ADMIN_KEY", lambda g: g.rs(HEX, 32), False),
        ("Pinecone", "PINECONE_API_KEY", lambda g: "pcsk_" + g.rs(ALNUM, 5) + "_" + g.rs(ALNUM, 64), True),
    ],
    "chat_bot_token": [
        ("Discord", "DISCORD_BOT_TOKEN", _discord, True),
        ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{g.rng.randint(10**9, 8 * 10**9)}:AA{g.rs(B64URL, 33)}", True),
        ("LINE", "LINE_CHANNEL_ACCESS_TOKEN", lambda g: g.rs(B64, 171) + "=", False),
    ],
    "payment_provider_key": [
        ("Square", "SQUARE_ACCESS_TOKEN", lambda g: "EAAA" + g.rs(B64URL, 60), True),
        ("Square", "SQUARE_APP_SECRET", lambda g: "sq0csp-" + g.rs(B64URL, 43), True),
        ("Braintree", "BRAINTREE_ACCESS_TOKEN",
         lambda g: f"access_token$production${g.rs(LOW + DIG, 16)}${g.rs(HEX, 32)}", True),
        ("PayPal", "PAYPAL_CLIENT_SECRET", lambda g: "E" + g.rs(B64URL, 79), False),
        ("Razorpay", "RAZORPAY_KEY_SECRET", lambda g: g.rs(ALNUM, 24), False),
    ],
}

KEY_COUNTS = {"llm_provider_key": 26, "github_token": 18, "gitlab_token": 8, "slack_token": 14, "stripe_key": 14,
              "google_cloud_key": 12, "saas_prefixed_token": 28, "unprefixed_api_key": 24, "chat_bot_token": 12,
              "payment_provider_key": 10}


def key_context(g: Gen, i: int, svc: str, var: str, val: str, prefixed: bool) -> str:
    """Where a key turns up in an agent's memory: config, shell, code, a note, a chat line, a tool's output."""
    host = svc.lower().replace(" ", "")
    forms = [
        lambda: f"{var}={val}",
        lambda: f'export {var}="{val}"',
        lambda: f"# .env.production\nNODE_ENV=production\nPORT=8080\n{var}={val}\nLOG_LEVEL=info",
        lambda: f"{host}:\n  endpoint: https://api.{host}.com\n  api_key: {val}\n  timeout: 30",
        lambda: f'client = {svc.replace(" ", "")}Client(api_key="{val}", timeout=20)',
        lambda: f'curl -s https://api.{host}.com/v1/me -H "Authorization: Bearer {val}"',
        lambda: f"User's {svc} key (prod, rotated last week): {val}",
        lambda: f"here's my {svc} key {val} — can you check why every call 401s?",
        lambda: json.dumps({"service": svc, "apiKey": val, "region": "eu-west-1"}),
        lambda: f"[tool:read_file .env] {var}={val}",
        lambda: f"Remember for later: the {svc} credentials are {val} (team account, not mine).",
        lambda: f"docker run -e {var}={val} -p 8080:8080 ghcr.io/acme/worker:1.4.2",
        lambda: f"[settings]\nprovider = {host}\nsecret = {val}",
        lambda: f"{svc} token: {val}",
    ]
    if not prefixed:  # without a prefix, the label or variable name is what shows it is a key
        forms = forms[:4] + forms[6:7] + forms[8:11] + forms[12:]
    return forms[i % len(forms)]()


def build_provider_keys(g: Gen) -> None:
    for kind, providers in PROVIDERS.items():
        for i in range(KEY_COUNTS[kind]):
            svc, var, make, prefixed = providers[i % len(providers)]
            g.add(key_context(g, i + len(kind), svc, var, make(g), prefixed), "secret", kind)


def build_aws(g: Gen) -> None:
    for i in range(18):
        kid = g.pick(["AKIA", "AKIA", "ASIA"]) + g.rs(UP + "234567", 16)
        sec = g.rs(B64, 40)
        forms = [
            f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-central-1",
            f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}",
            f"AWS creds for the backup bucket: key id {kid}, secret {sec}",
            f"aws_secret_access_key: {sec}",
            f'boto3.client("s3", aws_access_key_id="{kid}", aws_secret_access_key="{sec}")',
            f"The IAM user ci-deployer has access key {kid} / {sec}; rotate after the migration.",
        ]
        g.add(forms[i % len(forms)], "secret", "aws_credentials")


def build_azure(g: Gen) -> None:
    for i in range(10):
        acct = g.pick(["acmeprodlogs", "stfinancebackup", "mlartifacts01", "webassetscdn"])
        key = base64.b64encode(g.rng.randbytes(64)).decode()
        forms = [
            f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net",
            f'"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key}"',
            f"Storage account {acct}, key1: {key}",
            f"Endpoint=sb://{acct}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={base64.b64encode(g.rng.randbytes(32)).decode()}",
            f"az storage blob upload --account-name {acct} --account-key {key} -c logs -f app.log",
        ]
        g.add(forms[i % len(forms)], "secret", "azure_connection_string")


def jwt(g: Gen) -> str:
    def b64u(b: bytes) -> str:
        return base64.urlsafe_b64encode(b).decode().rstrip("=")

    header = {"alg": "HS256", "typ": "JWT"}
    iat = 1_760_000_000 + g.rng.randrange(10**7)
    payload = {"sub": str(g.rng.randrange(10**6)), "email": g.pick(USERS) + "@example.org", "role": g.pick(["admin", "user", "service"]),
               "iat": iat, "exp": iat + 3600 * g.rng.randint(1, 720)}
    signing = b64u(json.dumps(header, separators=(",", ":")).encode()) + "." + b64u(json.dumps(payload, separators=(",", ":")).encode())
    key = g.rng.randbytes(32)
    return signing + "." + b64u(hmac.new(key, signing.encode(), hashlib.sha256).digest()) + "|" + key.hex()


def build_jwt(g: Gen) -> None:
    for i in range(16):
        token, key = jwt(g).split("|")
        forms = [
            f"Authorization: Bearer {token}",
            f"session token from the login response: {token}",
            f'localStorage.setItem("access_token", "{token}")',
            f"curl -H 'Authorization: Bearer {token}' https://internal.example.net/api/v2/users",
            f"[http] POST /api/orders 200 headers={{'authorization': 'Bearer {token}'}}",
            f"SUPABASE_SERVICE_ROLE_KEY={token}",
            f"JWT for the staging admin (valid 30 days): {token}",
            f"jwt_secret: {base64.b64encode(bytes.fromhex(key)).decode()}",
        ]
        g.add(forms[i % len(forms)], "secret", "jwt_bearer", checks=[("jwt", (token, key))] if i % len(forms) != 7 else [])


def build_connection_strings(g: Gen) -> None:
    hosts = ["db.internal.acme.io", "10.0.4.17", "pg-prod-01.eu-west-1.rds.amazonaws.com", "cluster0.x1y2z.mongodb.net",
             "redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com", "mysql.hosting.example.com"]
    for i in range(22):
        user, pw, host = g.pick(USERS).replace(".", "_"), password(g), g.pick(hosts)
        from urllib.parse import quote

        qpw = quote(pw, safe="")
        forms = [
            f"DATABASE_URL=postgres://{user}:{qpw}@{host}:5432/app_prod",
            f"mongodb+srv://{user}:{qpw}@{host}/orders?retryWrites=true&w=majority",
            f"redis://:{qpw}@{host}:6379/0",
            f"mysql://{user}:{qpw}@{host}:3306/shop",
            f"amqp://{user}:{qpw}@rabbit.internal:5672/vhost",
            f"jdbc:sqlserver://{host}:1433;databaseName=crm;user={user};password={pw};encrypt=true",
            f"Server={host};Database=Billing;User Id={user};Password={pw};TrustServerCertificate=True",
            f"spring.datasource.url=jdbc:postgresql://{host}/app\nspring.datasource.username={user}\nspring.datasource.password={pw}",
            f"host={host} port=5432 dbname=analytics user={user} password={pw} sslmode=require",
            f"SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg://{user}:{qpw}@{host}/metrics'",
            f"Connected with psql \"postgresql://{user}:{qpw}@{host}/postgres\" — works now.",
        ]
        g.add(forms[i % len(forms)], "secret", "db_connection_string")


def build_token_urls(g: Gen) -> None:
    for i in range(20):
        forms = [
            lambda: f"https://api.example-weather.com/v3/forecast?lat=52.5&lon=13.4&apikey={g.rs(HEX, 32)}",
            lambda: f"git clone https://oauth2:glpat-{g.rs(B64URL, 20)}@gitlab.com/acme/infra.git",
            lambda: f"git remote set-url origin https://{g.pick(USERS)}:ghp_{g.rs(ALNUM, 36)}@github.com/acme/site.git",
            lambda: (f"https://acme-exports.s3.eu-west-1.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                     f"&X-Amz-Credential=AKIA{g.rs(UP + '234567', 16)}%2F20261201%2Feu-west-1%2Fs3%2Faws4_request"
                     f"&X-Amz-Date=20261201T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={g.rs(HEX, 64)}"),
            lambda: f"wss://stream.example.io/v1/feed?access_token={g.rs(B64URL, 43)}",
            lambda: f"https://hooks.zapier.com/hooks/catch/{g.rs(DIG, 7)}/{g.rs(LOW + DIG, 7)}/?secret={g.rs(ALNUM, 24)}",
            lambda: (f"https://{g.pick(['acmeprod', 'mlstore'])}.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co"
                     f"&sp=rwdlac&se=2027-01-01T00:00:00Z&sig={quote_plus(base64.b64encode(g.rng.randbytes(32)).decode())}"),
            lambda: f"https://discord.com/api/webhooks/{g.rs(DIG, 19)}/{g.rs(B64URL, 68)}",
            lambda: f"https://outlook.office.com/webhook/{uuid.UUID(int=g.rng.getrandbits(128), version=4)}@{uuid.UUID(int=g.rng.getrandbits(128), version=4)}/IncomingWebhook/{g.rs(HEX, 32)}/{uuid.UUID(int=g.rng.getrandbits(128), version=4)}",
            lambda: f"password reset link (valid 1h): https://accounts.example.com/reset?token={g.rs(B64URL, 48)}",
        ]
        g.add(forms[i % len(forms)](), "secret", "token_in_url")


def quote_plus(s: str) -> str:
    from urllib.parse import quote_plus as qp

    return qp(s)


def build_basic_auth(g: Gen) -> None:
    for i in range(16):
        user, pw = g.pick(USERS), password(g)
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        forms = [
            f"Authorization: Basic {b}",
            f"curl -u {user}:'{pw}' https://jenkins.internal/api/json",
            f"https://{user}:{quote_plus(pw)}@registry.internal.example:5000/v2/_catalog",
            f"requests.get(url, auth=(\"{user}\", \"{pw}\"))",
            f"[proxy] http_proxy=http://{user}:{quote_plus(pw)}@proxy.corp.local:3128",
            f"nginx log: 10.1.2.3 - - \"GET /admin HTTP/1.1\" 200 headers: authorization=Basic {b}",
            f"wget --user={user} --password='{pw}' https://files.example.net/private/dump.tar.gz",
            f"htaccess login for the staging site: {user} / {pw}",
        ]
        g.add(forms[i % len(forms)], "secret", "basic_auth")


def build_cookies(g: Gen) -> None:
    for i in range(14):
        forms = [
            lambda: f"Set-Cookie: sessionid={g.rs(LOW + DIG, 32)}; Path=/; HttpOnly; Secure; SameSite=Lax",
            lambda: f"Cookie: connect.sid=s%3A{g.rs(B64URL, 32)}.{g.rs(B64, 43)}",
            lambda: f"document.cookie → \"_session_id={g.rs(HEX, 32)}; remember_user_token={g.rs(B64URL, 60)}\"",
            lambda: f"curl 'https://app.example.com/api/me' -H 'cookie: __Secure-next-auth.session-token={g.rs(B64URL, 120)}'",
            lambda: f"PHPSESSID={g.rs(LOW + DIG, 26)} (copied from the browser so the scraper can log in)",
            lambda: f"my YouTube cookies for yt-dlp: SID={g.rs(B64URL, 71)}; HSID={g.rs(B64URL, 17)}; SSID={g.rs(B64URL, 17)}",
            lambda: f"laravel_session={g.rs(B64, 200)}%3D",
        ]
        g.add(forms[i % len(forms)](), "secret", "session_cookie")


def build_cli_passwords(g: Gen) -> None:
    for i in range(16):
        user, pw, host = g.pick(USERS), password(g), g.pick(["db1.local", "10.0.0.12", "nas.home", "vpn.example.org"])
        forms = [
            f"mysql -h {host} -u {user} -p'{pw}' shop_prod",
            f"sshpass -p '{pw}' ssh {user}@{host}",
            f"echo '{pw}' | docker login registry.example.com -u {user} --password-stdin",
            f"PGPASSWORD='{pw}' pg_dump -h {host} -U {user} app > app.sql",
            f"net use Z: \\\\{host}\\share /user:CORP\\{user} {pw}",
            f"mount -t cifs //{host}/media /mnt/media -o username={user},password={pw}",
            f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
            f"ansible-playbook site.yml -e ansible_become_pass='{pw}'",
        ]
        g.add(forms[i % len(forms)], "secret", "cli_password")


def build_env_secrets(g: Gen) -> None:
    for i in range(14):
        forms = [
            lambda: f"DJANGO_SECRET_KEY='django-insecure-{g.rs(LOW + DIG + '!@#$%^&*(-_=+)', 50)}'",
            lambda: f"SECRET_KEY_BASE={g.rs(HEX, 128)}",
            lambda: f"JWT_SECRET={g.rs(ALNUM, 48)}",
            lambda: f"DB_PASSWORD={password(g)}\nDB_USER=app\nDB_HOST=postgres",
            lambda: f"APP_KEY=base64:{base64.b64encode(g.rng.randbytes(32)).decode()}",
            lambda: f"NEXTAUTH_SECRET={base64.b64encode(g.rng.randbytes(32)).decode()}",
            lambda: f"ENCRYPTION_KEY={g.rs(HEX, 64)}",
            lambda: f"SMTP_PASSWORD={g.rs(ALNUM, 16)}\nSMTP_USER=noreply@example.org\nSMTP_HOST=smtp.example.org",
            lambda: f"REDIS_PASSWORD={password(g)}",
            lambda: f"WEBHOOK_SIGNING_SECRET={g.rs(ALNUM, 40)}",
        ]
        g.add(forms[i % len(forms)](), "secret", "env_file_secret")


def build_k8s_docker(g: Gen) -> None:
    for _ in range(6):
        pw = password(g)
        b = base64.b64encode(pw.encode()).decode()
        u = base64.b64encode(g.pick(USERS).encode()).decode()
        g.add(f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: {u}\n  password: {b}",
              "secret", "k8s_secret_yaml")
    for _ in range(5):
        auth = base64.b64encode(f"{g.pick(USERS)}:{password(g)}".encode()).decode()
        g.add(json.dumps({"auths": {"registry.example.com": {"auth": auth}}}, indent=2), "secret", "docker_config_auth")


def build_private_keys(g: Gen) -> None:
    notes = ["deploy key for the build server:", "", "Here is the key the vendor mailed us:", "id_rsa from the old laptop",
             "[tool:cat ~/.ssh/id_ed25519]", ""]
    for i in range(7):
        pem = rsa_private_key(2048 if i % 2 == 0 else 1024, g.rng, pkcs8=i % 3 == 1)
        text = (notes[i % len(notes)] + "\n" + pem).strip()
        g.add(text, "secret", "private_key_rsa", checks=[("pem_private", pem)])
    for i in range(7):
        pem = ec_private_key(g.rng, pkcs8=i % 2 == 1)
        text = (["TLS key for api.example.org:", "", "ec key (p-256) — keep this out of git", "apple push key AuthKey_8X2K.p8:"][i % 4] + "\n" + pem).strip()
        g.add(text, "secret", "private_key_ec", checks=[("pem_private", pem)])
    for i in range(8):
        seed = g.rng.randbytes(32)
        text, pub = openssh_ed25519(seed, f"{g.pick(USERS)}@{g.pick(['laptop', 'build01', 'macbook', 'pi4'])}", g.rng.getrandbits(32))
        g.add((["", "server access key:", "[tool:cat ~/.ssh/id_ed25519]", "ключ для сервера:"][i % 4] + "\n" + text).strip(),
              "secret", "private_key_openssh", lang="ru" if i % 4 == 3 else "en", checks=[("openssh", (text, pub))])
    for i in range(5):
        pem = ed25519_pkcs8(g.rng.randbytes(32))
        g.add((["signing key (ed25519):", "", "age/minisign companion key:", "licence signer key", ""][i] + "\n" + pem).strip(),
              "secret", "private_key_pkcs8_ed25519", checks=[("pem_private", pem)])
    for _ in range(4):
        pem = rsa_private_key(1024, g.rng, pkcs8=True)
        doc = {"type": "service_account", "project_id": f"acme-{g.rs(LOW, 5)}-{g.rs(DIG, 6)}", "private_key_id": g.rs(HEX, 40),
               "private_key": pem + "\n", "client_email": f"ci-bot@acme-{g.rs(LOW, 5)}.iam.gserviceaccount.com",
               "client_id": g.rs(DIG, 21), "token_uri": "https://oauth2.googleapis.com/token"}
        g.add(json.dumps(doc), "secret", "service_account_json", checks=[("pem_private", pem)])


def bip39_words() -> dict[str, list[str]]:
    lists = {}
    for name, digest in BIP39_SHA256.items():
        raw = (BIP39_DIR / f"{name}.txt").read_bytes()
        if hashlib.sha256(raw).hexdigest() != digest:
            raise SystemExit(f"{BIP39_DIR}/{name}.txt does not match its pinned hash")
        words = raw.decode().split()
        assert len(words) == 2048
        lists[name] = words
    return lists


def bip39_phrase(entropy: bytes, words: list[str]) -> list[str]:
    bits = len(entropy) * 8
    h = hashlib.sha256(entropy).digest()
    n = int.from_bytes(entropy, "big") << (bits // 32) | h[0] >> (8 - bits // 32)
    count = (bits + bits // 32) // 11
    return [words[(n >> (11 * (count - 1 - i))) & 2047] for i in range(count)]


def bip39_ok(phrase: list[str], words: list[str]) -> bool:
    idx = [words.index(w) for w in phrase]
    total = len(phrase) * 11
    cs = total // 33
    n = 0
    for i in idx:
        n = n << 11 | i
    entropy = (n >> cs).to_bytes((total - cs) // 8, "big")
    return hashlib.sha256(entropy).digest()[0] >> (8 - cs) == n & ((1 << cs) - 1)


SEED_TEMPLATES = [
    ("english", "en", "Recovery phrase for my Ledger (write on paper later): {v}"),
    ("english", "en", "metamask seed: {v}"),
    ("english", "en", "12 words from the backup card, in order:\n{v}"),
    ("english", "de", "Meine Wiederherstellungsphrase für die Wallet: {v}"),
    ("english", "tr", "Cüzdanın gizli kurtarma ifadesi: {v}"),
    ("english", "ru", "Сид-фраза от кошелька: {v}"),
    ("english", "vi", "Cụm từ khôi phục ví: {v}"),
    ("english", "id", "Frasa pemulihan dompet Trust Wallet: {v}"),
    ("spanish", "es", "Mis palabras de recuperación de la billetera: {v}"),
    ("french", "fr", "Phrase de récupération du portefeuille : {v}"),
    ("italian", "it", "Le parole segrete del wallet: {v}"),
    ("portuguese", "pt-BR", "Frase secreta de recuperação da carteira: {v}"),
    ("czech", "cs", "Obnovovací fráze peněženky: {v}"),
    ("japanese", "ja", "ウォレットの復元フレーズ：{v}"),
    ("korean", "ko", "지갑 복구 구문: {v}"),
    ("chinese_simplified", "zh-Hans", "钱包助记词：{v}"),
    ("chinese_traditional", "zh-Hant", "錢包助記詞：{v}"),
    ("english", "hi-Latn", "wallet ka seed phrase: {v} — kisi ko mat dikhana"),
]


def build_seed_phrases(g: Gen, lists: dict[str, list[str]]) -> None:
    for i in range(22):
        name, lang, template = SEED_TEMPLATES[i % len(SEED_TEMPLATES)]
        phrase = bip39_phrase(g.rng.randbytes(g.pick([16, 16, 32])), lists[name])
        sep = "\u3000" if name == "japanese" else " "
        if i % 5 == 4 and name == "english":
            value = "\n".join(f"{k + 1}. {w}" for k, w in enumerate(phrase))
        else:
            value = sep.join(phrase)
        g.add(template.format(v=value), "secret", "seed_phrase_bip39", lang=lang, checks=[("bip39", (phrase, name))])


def build_wallet_keys(g: Gen) -> None:
    for i in range(10):
        if i % 2 == 0:
            wif = b58check(b"\x80" + g.rng.randbytes(32) + b"\x01")
            text = [f"Bitcoin private key (WIF) for the cold wallet: {wif}", f"importprivkey {wif} \"savings\" false",
                    f"比特币私钥：{wif}", f"clave privada del monedero: {wif}", f"WIF: {wif}"][i // 2]
            lang = ["en", "en", "zh-Hans", "es", "en"][i // 2]
            g.add(text, "secret", "crypto_wallet_key", lang=lang, checks=[("wif", wif)])
        else:
            key = "0x" + g.rs(HEX, 64)
            text = [f"PRIVATE_KEY={key}", f"ETH deployer private key: {key}", f"const wallet = new ethers.Wallet(\"{key}\");",
                    f"приватный ключ кошелька {key}", f"秘密鍵: {key[2:]}"][i // 2]
            g.add(text, "secret", "crypto_wallet_key", lang=["en", "en", "en", "ru", "ja"][i // 2])
    for i in range(5):
        raw = g.rng.randbytes(32)
        key = bech32("age-secret-key-", _to5(raw)).upper()
        recipient = bech32("age", _to5(x25519_public(raw)))
        text = [f"# created: 2026-11-02T10:11:12Z\n# public key: {recipient}\n{key}", f"AGE key for sops: {key}",
                f"SOPS_AGE_KEY={key}", f"age identity (backup of keys.txt): {key}", key][i]
        g.add(text, "secret", "age_secret_key", checks=[("bech32", key), ("bech32", recipient), ("x25519", (raw, recipient))])


def build_totp(g: Gen) -> None:
    for i in range(10):
        secret = g.rs(B32, 32)
        spaced = " ".join(secret[k : k + 4].lower() for k in range(0, 32, 4))
        acct = g.pick(USERS) + "@example.org"
        text = [f"otpauth://totp/GitHub:{acct}?secret={secret}&issuer=GitHub",
                f"2FA setup key for AWS root (in case the phone dies): {spaced}",
                f"otpauth://totp/Binance:{acct}?secret={secret}&issuer=Binance&algorithm=SHA1&digits=6&period=30",
                f"Google Authenticator Schlüssel: {spaced}",
                f"TOTP seed: {secret}",
                f"clé 2FA de secours : {spaced}",
                f"MFA_SECRET={secret}",
                f"二段階認証のセットアップキー：{spaced}",
                f"ключ для двухфакторки: {secret}",
                f"Authy backup — manual entry code {spaced}"][i]
        g.add(text, "secret", "totp_secret", lang=["en", "en", "en", "de", "en", "fr", "en", "ja", "ru", "en"][i])


def build_recovery_codes(g: Gen) -> None:
    for i in range(12):
        style = i % 4
        if style == 0:
            codes = [f"{g.rs(LOW + DIG, 5)}-{g.rs(LOW + DIG, 5)}" for _ in range(8)]
        elif style == 1:
            codes = [f"{g.rs(DIG, 4)} {g.rs(DIG, 4)}" for _ in range(10)]
        elif style == 2:
            codes = [g.rs(UP + DIG, 10) for _ in range(6)]
        else:
            codes = [g.rs(LOW + DIG, 8) for _ in range(10)]
        head = ["GitHub recovery codes (keep safe):", "Google backup codes", "Codes de secours Microsoft :",
                "Backup-Codes für Proton:", "Códigos de respaldo de Discord:", "2FA-koodit varalle:",
                "Резервные коды Telegram:", "バックアップコード（Twitter）:", "Dropbox recovery code:",
                "kody zapasowe do konta:", "Yedek kodlar (Instagram):", "Mã dự phòng Facebook:"][i]
        lang = ["en", "en", "fr", "de", "es", "fi", "ru", "ja", "en", "pl", "tr", "vi"][i]
        body = codes[0] if i == 8 else "\n".join(codes)
        g.add(f"{head}\n{body}", "secret", "recovery_codes", lang=lang)


CARD_IINS = [("4", 16), ("51", 16), ("53", 16), ("2221", 16), ("2720", 16), ("34", 15), ("37", 15), ("6011", 16),
             ("3528", 16), ("62", 16), ("2200", 16), ("6521", 16), ("636368", 16), ("9792", 16), ("5067", 16)]
TEST_CARDS = ["4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5105105105105100",
              "378282246310005", "371449635398431", "6011111111111117", "3566002020360505", "6200000000000005",
              "4000002500003155", "4111111111111111", "4000000000009995"]
CARD_TEMPLATES = [
    ("en", "Card for the team subscription: {v}, exp {e}, CVV {c}"),
    ("en", "VISA {v} {e} {c} (Maria's, she said to use it for the hotel)"),
    ("de", "Kreditkarte: {v}, gültig bis {e}, Prüfnummer {c}"),
    ("fr", "Carte bancaire {v}, expire {e}, cryptogramme {c}"),
    ("es", "Tarjeta {v} vence {e} CVV {c}"),
    ("pt-BR", "Cartão de crédito {v} validade {e} código de segurança {c}"),
    ("it", "Carta di credito {v}, scadenza {e}, CVV {c}"),
    ("ru", "Номер карты {v}, срок {e}, CVC {c}"),
    ("tr", "Kart numarası {v}, son kullanma {e}, güvenlik kodu {c}"),
    ("ja", "カード番号 {v} 有効期限 {e} セキュリティコード {c}"),
    ("zh-Hans", "信用卡号 {v}，有效期 {e}，安全码 {c}"),
    ("ko", "카드번호 {v} 유효기간 {e} CVC {c}"),
    ("ar", "رقم البطاقة {v} تاريخ الانتهاء {e} الرمز {c}"),
    ("hi", "कार्ड नंबर {v}, समाप्ति {e}, सीवीवी {c}"),
    ("pl", "Numer karty {v}, ważna do {e}, kod CVC {c}"),
    ("nl", "Creditcard {v}, geldig tot {e}, beveiligingscode {c}"),
    ("en", '{{"card_number": "{v}", "exp_month": {m}, "exp_year": {y}, "cvc": "{c}"}}'),
    ("id", "Nomor kartu kredit {v} berlaku s/d {e} CVV {c}"),
]


def build_cards(g: Gen) -> None:
    for i in range(22):
        prefix, length = CARD_IINS[i % len(CARD_IINS)]
        number = luhn_complete(prefix, length, g.rng)
        assert number not in TEST_CARDS
        if i % 3 == 0 and length == 16:
            shown = " ".join(number[k : k + 4] for k in range(0, 16, 4))
        elif i % 3 == 1 and length == 16:
            shown = "-".join(number[k : k + 4] for k in range(0, 16, 4))
        else:
            shown = number
        m, y = g.rng.randint(1, 12), g.rng.randint(2027, 2031)
        lang, template = CARD_TEMPLATES[i % len(CARD_TEMPLATES)]
        text = template.format(v=shown, e=f"{m:02d}/{y % 100}", c=g.rs(DIG, 4 if length == 15 else 3), m=m, y=y)
        g.add(text, "secret", "card_number", lang=lang, checks=[("luhn", number)])


IBAN_SPECS = {"DE": "8n10n", "FR": "10n11n2n", "ES": "20n", "IT": "1a10n12n", "NL": "4a10n", "BE": "12n", "AT": "16n",
              "CH": "17n", "PL": "24n", "GB": "4a14n", "SE": "20n", "NO": "11n", "PT": "21n", "TR": "6n16n", "SA": "2n18n",
              "AE": "19n", "BR": "23n1a1n", "RO": "4a16n", "HU": "24n", "CZ": "20n", "GR": "23n", "UA": "25n",
              "EG": "25n", "PK": "4a16n", "KZ": "3n13n", "GE": "2a16n", "IL": "19n", "LT": "16n", "HR": "17n", "FI": "14n"}
IBAN_TEMPLATES = {
    "DE": ("de", "Meine Bankverbindung: IBAN {v}, BIC {b}"), "FR": ("fr", "Mon RIB : IBAN {v}, BIC {b}"),
    "ES": ("es", "Mi cuenta para la transferencia: {v}"), "IT": ("it", "IBAN del mio conto: {v}"),
    "NL": ("nl", "Mijn rekeningnummer is {v}"), "BE": ("nl", "Rekeningnummer {v} op naam van J. Peeters"),
    "AT": ("de", "Kontonummer (IBAN): {v}"), "CH": ("fr", "IBAN de mon compte postal : {v}"), "PL": ("pl", "Numer mojego konta: {v}"),
    "GB": ("en", "My account: IBAN {v} (sort code is inside it)"), "SE": ("sv", "Mitt IBAN-nummer: {v}"),
    "NO": ("nb", "Kontonummeret mitt i IBAN-format: {v}"), "PT": ("pt-BR", "O meu IBAN é {v}"),
    "TR": ("tr", "IBAN numaram: {v}"), "SA": ("ar", "رقم الآيبان الخاص بي: {v}"), "AE": ("ar", "رقم الحساب الدولي (IBAN): {v}"),
    "BR": ("pt-BR", "Conta para depósito: IBAN {v}"), "RO": ("ro", "Contul meu IBAN: {v}"), "HU": ("hu", "Bankszámlaszámom (IBAN): {v}"),
    "CZ": ("cs", "Číslo mého účtu (IBAN): {v}"), "GR": ("el", "Ο λογαριασμός μου (IBAN): {v}"), "UA": ("uk", "Мій IBAN: {v}"),
    "EG": ("ar", "رقم الآيبان: {v}"), "PK": ("ur", "میرا آئی بین نمبر {v} ہے"), "KZ": ("kk", "Менің IBAN шотым: {v}"),
    "GE": ("ka", "ჩემი ანგარიშის ნომერი (IBAN): {v}"), "IL": ("he", "מספר החשבון שלי (IBAN): {v}"), "LT": ("lt", "Mano sąskaita: {v}"),
    "HR": ("hr", "Moj IBAN je {v}"), "FI": ("fi", "Tilinumeroni: {v}"),
}


def iban_random(g: Gen, country: str) -> str:
    spec, bban, num = IBAN_SPECS[country], "", ""
    for ch in spec:
        if ch.isdigit():
            num += ch
            continue
        bban += g.rs(DIG if ch == "n" else UP, int(num))
        num = ""
    return iban_make(country, bban)


def build_ibans(g: Gen) -> None:
    countries = list(IBAN_SPECS)
    for i in range(22):
        country = countries[i % len(countries)]
        iban = iban_random(g, country)
        shown = " ".join(iban[k : k + 4] for k in range(0, len(iban), 4)) if i % 2 else iban
        lang, template = IBAN_TEMPLATES[country]
        g.add(template.format(v=shown, b=g.rs(UP, 6) + g.rs(UP + DIG, 2)), "secret", "iban", lang=lang, checks=[("iban", iban)])


def build_mixed_notes(g: Gen) -> None:
    """Longer notes in one language: errands and prose about passwords, with (secret) or without (benign) one value."""
    for i in range(40):
        lang = LANGS[(7 * i + 3) % len(LANGS)]
        errand = lang["R"].format(s=g.pick(SHOPS), v=order_number(g))
        if i % 2 == 0:
            pick = g.rng.randrange(3)
            if pick == 0:
                secret = lang["P"].format(s=g.pick(SERVICES), v=password(g))
            elif pick == 1:
                secret = lang["N"].format(v=g.rs(DIG, 4))
            else:
                secret = lang["W"].format(u=g.pick(SSIDS), v=wifi_key(g))
            parts = [errand, lang["Y"], secret] if i % 4 == 0 else [secret, errand, lang["F"]]
            g.add(" ".join(parts), "secret", "mixed_note_ml", lang=lang["code"])
        else:
            parts = [lang["F"], errand, lang["Y"]] if i % 4 == 1 else [errand, lang["Y"], lang["F"]]
            g.add(" ".join(parts), "benign", "mixed_note_no_secret_ml", lang=lang["code"])


def build_wifi_qr(g: Gen) -> None:
    for i in range(4):
        ssid, key = g.pick(SSIDS), wifi_key(g)
        text = [f"WIFI:T:WPA;S:{ssid};P:{key};;", f"QR code on the guest card decodes to WIFI:S:{ssid};T:WPA2;P:{key};H:false;;",
                f"nmcli dev wifi connect \"{ssid}\" password \"{key}\"", f"wpa_passphrase \"{ssid}\" \"{key}\" >> /etc/wpa_supplicant.conf"][i]
        g.add(text, "secret", "wifi_config")


def build_spelled_passwords(g: Gen) -> None:
    rows = [
        ("en", "the router password is the dog's name, Biscuit, then {y}, then an exclamation mark — so Biscuit{y}!"),
        ("en", "pw for the shared laptop: all lowercase 'tangerine' followed by {d}"),
        ("en", "login for grandma's tablet is her birthday backwards: {d6}"),
        ("de", "Das Passwort ist 'Rotkehlchen' mit großem R und dahinter {y} — also Rotkehlchen{y}"),
        ("es", "la clave es el nombre del gato + el año: Michi{y}"),
        ("fr", "le mdp c'est {p}"),
        ("pt-BR", "a senha do wi-fi é tudo junto e minúsculo: {w}"),
        ("ru", "пасс от админки {p}"),
        ("ja", "パスは {p} です（大文字小文字注意）"),
        ("en", "p/w: {p}"),
        ("en", "creds → {u} // {p}"),
        ("zh-Hans", "登录名 {u}，口令 {p}"),
        ("ko", "아이디 {u} 비번 {p}"),
        ("tr", "kullanıcı: {u} parola: {p}"),
        ("nl", "ww: {p}"),
        ("id", "pw nya {p} ya jangan disebar"),
        ("vi", "mk: {p}"),
        ("th", "รหัส {p} นะ"),
    ]
    for lang, template in rows:
        text = template.format(y=g.rng.randint(1980, 2022), d=g.rs(DIG, 4), d6=g.rs(DIG, 6), p=password(g),
                               w=g.pick(PHRASE_WORDS) + g.pick(PHRASE_WORDS) + g.rs(DIG, 3), u=g.pick(USERS))
        g.add(text, "secret", "password_terse", lang=lang)


def build_multilingual(g: Gen) -> None:
    for i, lang in enumerate(LANGS):
        code = lang["code"]
        for _ in range(2 if i % 2 == 0 else 1):
            g.add(lang["P"].format(s=g.pick(SERVICES), v=password(g)), "secret", "password_prose_ml", lang=code)
        user = g.pick(USERS)
        layouts = ["{L}: {u}\n{P}: {v}", "{L} {u} / {P} {v}", "{s}\n{L}: {u}\n{P}: {v}", "{s} — {L}: {u}, {P}: {v}"]
        g.add(layouts[i % 4].format(L=upfirst(lang["login"]), P=upfirst(lang["pw"]), u=user, v=password(g), s=g.pick(SERVICES)),
              "secret", "password_labeled_ml", lang=code)
        if i % 2 == 0:
            svc, _, make, _ = g.pick(PROVIDERS["llm_provider_key"] + PROVIDERS["saas_prefixed_token"])
            g.add(f"{svc} {lang['key']}: {make(g)}", "secret", "api_key_labeled_ml", lang=code)
        else:  # no prefix: only the native label word says what the value is
            g.add(f"{upfirst(lang['token'])} ({g.pick(['CRM', 'ERP', 'Jira', 'webhook', 'API', 'Bitrix24', '1C'])}): {g.rs(g.pick([HEX, ALNUM, B64URL]), g.pick([32, 40, 48]))}",
                  "secret", "api_key_labeled_ml", lang=code)
        g.add(lang["N"].format(v=g.rs(DIG, g.pick([4, 4, 4, 6]))), "secret", "pin_ml", lang=code)
        g.add(lang["C"].format(v=access_code(g)), "secret", "access_code_ml", lang=code)
        g.add(lang["O"].format(v=otp(g)), "secret", "otp_ml", lang=code)
        g.add(lang["W"].format(u=g.pick(SSIDS), v=wifi_key(g)), "secret", "wifi_ml", lang=code)
        # benign near-misses in the same language
        g.add(lang["Y"], "benign", "password_policy_ml", lang=code)
        g.add(lang["R"].format(s=g.pick(SHOPS), v=order_number(g)), "benign", "order_number_ml", lang=code)
        g.add(lang["F"], "benign", "password_prose_no_value_ml", lang=code)
        redacted = [f"{upfirst(lang['login'])}: {user}\n{upfirst(lang['pw'])}: ********",
                    f"{upfirst(lang['pw'])}: [REDACTED]", f"{upfirst(lang['pin'])}: **** (Visa …{g.rs(DIG, 4)})",
                    f"{upfirst(lang['key'])}: sk-…{g.rs(ALNUM, 4)} (redacted)", f"{upfirst(lang['pw'])}: ••••••••"]
        g.add(f"{g.pick(SERVICES)}\n{redacted[i % len(redacted)]}", "benign", "redacted_ml", lang=code)
        placeholder = [f"{upfirst(lang['token'])}: <YOUR_TOKEN>", f"{upfirst(lang['pw'])}: ${{DB_PASSWORD}}",
                       f"{upfirst(lang['key'])}: YOUR_API_KEY_HERE", f"{upfirst(lang['pw'])}: {{{{ password }}}}",
                       f"{upfirst(lang['acc'])}: XXXX"]
        g.add(f"[{g.pick(SERVICES)}]\n{placeholder[i % len(placeholder)]}", "benign", "placeholder_ml", lang=code)


def segwit_address(g: Gen) -> str:
    """A P2WPKH address (witness version 0, 20-byte program) with a valid bech32 checksum: public, not a secret."""
    return bech32("bc", [0, *_to5(g.rng.randbytes(20))])


def isbn13(g: Gen) -> str:
    body = "978" + g.rs(DIG, 9)
    check = (10 - sum(int(c) * (3 if k % 2 else 1) for k, c in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:7]}-{body[7:]}-{check}"


# --- benign near-misses ------------------------------------------------------------------------------------------

def build_benign(g: Gen) -> None:
    for i in range(12):
        sha = g.rs(HEX, 40)
        text = [f"fixed in {sha[:7]}, cherry-picked to release/2.4", f"git revert {sha}", f"HEAD is now at {sha[:12]} Merge pull request #{g.rs(DIG, 4)}",
                f"bisect says the first bad commit is {sha}", f"commit {sha}\nAuthor: Dana <dana@example.org>\n\n    Fix flaky upload test",
                f"pin the action to actions/checkout@{sha}"][i % 6]
        g.add(text, "benign", "git_commit_sha")
    for i in range(10):
        h = g.rs(HEX, 64)
        text = [f"{h}  node-v22.11.0-linux-x64.tar.xz", f"sha256: {h}", f"SHA-256 checksum of the ISO: {h} — matches the website",
                f"integrity: sha512-{base64.b64encode(g.rng.randbytes(64)).decode()}", f"md5sum backup.tar = {g.rs(HEX, 32)}"][i % 5]
        g.add(text, "benign", "checksum")
    for i in range(10):
        u = uuid.UUID(int=g.rng.getrandbits(128), version=4)
        text = [f"request_id={u} status=500 path=/v1/upload", f"trace {u} took 1834 ms", f"Ticket created: {u}",
                f"x-amzn-RequestId: {u}", f"the customer id in Stripe is cus_{g.rs(ALNUM, 14)}"][i % 5]
        g.add(text, "benign", "uuid_or_object_id")
    for i in range(10):
        text = [f"UPS tracking: 1Z{g.rs(UP + DIG, 6)}{g.rs(DIG, 10)}", f"USPS tracking number 9400 {g.rs(DIG, 4)} {g.rs(DIG, 4)} {g.rs(DIG, 4)} {g.rs(DIG, 4)} {g.rs(DIG, 2)}",
                f"DHL Sendungsnummer {g.rs(DIG, 10)}", f"Colissimo : numéro de suivi 6A{g.rs(DIG, 11)}",
                f"順豐單號 SF{g.rs(DIG, 13)}", f"Correios: rastreio LB{g.rs(DIG, 9)}BR", f"FedEx {g.rs(DIG, 12)} arrives Thursday",
                f"Почта России, трек-номер RA{g.rs(DIG, 9)}RU", f"Yamato 追跡番号 {g.rs(DIG, 4)}-{g.rs(DIG, 4)}-{g.rs(DIG, 4)}",
                f"PostNL track & trace 3S{g.rs(UP, 4)}{g.rs(DIG, 9)}"][i]
        g.add(text, "benign", "tracking_number", lang=["en", "en", "de", "fr", "zh-Hant", "pt-BR", "en", "ru", "ja", "nl"][i])
    for i in range(8):
        text = [f"upgraded numpy to {g.rng.randint(1, 2)}.{g.rng.randint(0, 30)}.{g.rng.randint(0, 9)}", "build 2026.11.3-rc.2+git.8f3e1a0",
                f"Android {(android := g.rng.randint(12, 16))} (API level {[31, 33, 34, 35, 36][android - 12]}), app version 7.14.0 (70140021)",
                "kernel 6.8.0-49-generic #49~22.04.1-Ubuntu", "docker image: python:3.12.7-slim-bookworm@sha256:" + g.rs(HEX, 64),
                "iOS 18.1.1 (22B91)", "Chrome/131.0.6778.86", "firmware v2.3.17-b4410"][i]
        g.add(text, "benign", "version_string")
    for i in range(16):
        text = ["OPENAI_API_KEY=<your-openai-key>", "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                "Set STRIPE_SECRET_KEY to your sk_live_... key in the dashboard", "api_key: ${{ secrets.ANTHROPIC_API_KEY }}",
                "password: changeme  # replace before deploying", 'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
                "AWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY", "Authorization: Bearer <token>",
                "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME", "slack webhook: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
                "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----", "token = \"{{TOKEN}}\"", "HF_TOKEN=hf_********",
                "mysql -u root -p  # it prompts for the password", "ssh-keygen -t ed25519 -C \"you@example.com\"",
                "Paste your API key here: ____________________"][i]
        g.add(text, "benign", "placeholder_key")
    for i in range(12):
        text = [f"sk-proj-****{g.rs(ALNUM, 4)}", f"key ending in …{g.rs(ALNUM, 4)} was revoked", f"AKIA************{g.rs(UP, 4)}",
                f"ghp_****************************{g.rs(ALNUM, 4)} (expired 2026-10-01)", "password=[REDACTED] user=ops",
                "Authorization: Bearer ***", f"card ending in {g.rs(DIG, 4)}", f"•••• •••• •••• {g.rs(DIG, 4)} Visa",
                f"IBAN DE** **** **** **** **{g.rs(DIG, 2)} 34", "token: <redacted:40 chars>", "Set-Cookie: session=<omitted>",
                f"The key sk-ant-…{g.rs(ALNUM, 3)} was rotated; the new one lives in the vault."][i]
        g.add(text, "benign", "redacted_value")
    for i in range(8):
        text = ["AWS docs example: aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY is the placeholder secret from the AWS CLI guide",
                "jwt.io's sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c decodes to John Doe",
                "RFC 6238 test vector: secret 12345678901234567890, T=59 gives 94287082", "the classic example 'correct horse battery staple' from xkcd 936",
                "Twilio's docs use ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX as the account SID", "example.com/login?user=alice&password=secret in the tutorial is only a sample",
                "In the README, the demo login is demo / demo on the public sandbox."][i]
        g.add(text, "benign", "documentation_example")
    for i in range(12):
        if i % 3 == 0:
            _, pub = openssh_ed25519(g.rng.randbytes(32), f"{g.pick(USERS)}@laptop", 0)
            g.add(f"add this to authorized_keys: {pub}", "benign", "public_key", checks=[("ssh_public", pub)])
        elif i % 3 == 1:
            d = g.rng.randrange(1, _P256_N)
            x, y = _ec_mul(d, _P256_G)
            spki = _der_seq(_der_seq(_der(0x06, bytes.fromhex("2a8648ce3d0201")), _der(0x06, bytes.fromhex("2a8648ce3d030107"))),
                            _der(0x03, b"\x00\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")))
            pem = _pem("PUBLIC KEY", spki)
            g.add(f"JWT verification key (public):\n{pem}", "benign", "public_key", checks=[("pem_public", pem)])
        else:
            g.add(["age recipient: " + bech32("age", _to5(x25519_public(g.rng.randbytes(32)))), f"PGP fingerprint: {' '.join(g.rs(HEX.upper(), 4) for _ in range(10))}",
                   f"SSH host key fingerprint SHA256:{g.rs(B64, 43)}", f"minisign public key: RW{g.rs(B64, 54)}"][i // 3], "benign", "public_key")
    test_templates = [("en", "Stripe test card {v} — any future date, any CVC, works only in test mode"),
                      ("de", "Testkarte aus der Doku: {v} (nur Sandbox)"), ("fr", "Carte de test de la documentation : {v}"),
                      ("es", "Tarjeta de prueba del sandbox: {v}"), ("pt-BR", "Cartão de teste da documentação: {v}"),
                      ("ja", "テスト用カード番号（ドキュメント記載）：{v}"), ("en", "Use the documented test number {v} for 3DS in staging"),
                      ("ru", "Тестовая карта из документации: {v}"), ("zh-Hans", "沙箱测试卡号（文档示例）：{v}"),
                      ("en", "Adyen docs list {v} as a test card"), ("it", "Carta di test per l'ambiente sandbox: {v}"),
                      ("ko", "테스트 카드 번호(문서 예시): {v}"), ("tr", "Dokümandaki test kartı: {v}")]
    for i, number in enumerate(TEST_CARDS):
        lang, template = test_templates[i]
        g.add(template.format(v=number), "benign", "test_card_documented", lang=lang, checks=[("luhn", number)])
    for i in range(8):
        text = [f"donations welcome: {segwit_address(g)}", f"send the USDC to 0x{g.rs(HEX, 40)} (my public address)",
                f"contract deployed at 0x{g.rs(HEX, 40)}", f"tx hash 0x{g.rs(HEX, 64)} confirmed",
                f"Meine Wallet-Adresse zum Empfangen: {segwit_address(g)}", f"公開アドレス 0x{g.rs(HEX, 40)}",
                f"block hash 0000000000000000000{g.rs(HEX, 45)}", f"ENS: alice.eth → 0x{g.rs(HEX, 40)}"][i]
        g.add(text, "benign", "wallet_address_public", lang=["en", "en", "en", "en", "de", "ja", "en", "en"][i])
    for i in range(8):
        text = ["the prod DB password is in 1Password under 'Postgres prod (rw)'", "op read op://Infra/Grafana/password",
                "vault kv get -field=password secret/apps/billing/db", "aws secretsmanager get-secret-value --secret-id prod/api-key",
                "Das WLAN-Passwort steht auf dem Zettel am Kühlschrank.", "la contraseña está en el gestor de contraseñas del equipo, carpeta 'Clientes'",
                "パスワードは社内のパスワードマネージャーに保存してあります", "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d"][i]
        g.add(text, "benign", "secret_reference", lang=["en", "en", "en", "en", "de", "es", "ja", "en"][i])
    for i in range(8):
        text = ["Enter the 6-digit code from your authenticator app.", "We sent a verification code to +49 *** *** 41. It expires in 10 minutes.",
                "Never share your 12-word recovery phrase with anyone, not even support.", "Your one-time code has expired. Request a new one.",
                "shopping list: apple banana milk bread eggs butter rice onion garlic lemon yogurt coffee",
                "Introduce el código de 6 dígitos que te enviamos por SMS.", "Nhập mã OTP gồm 6 chữ số được gửi đến điện thoại của bạn.",
                "words to learn this week: abandon, ability, absorb, abstract, absurd, accident, acoustic, acquire, across, action, actor, actress"][i]
        g.add(text, "benign", "otp_or_seed_instruction", lang=["en", "en", "en", "en", "en", "es", "vi", "en"][i])
    for i in range(8):
        text = [f"call me at +49 151 {g.rs(DIG, 8)}", f"mi número es +34 6{g.rs(DIG, 2)} {g.rs(DIG, 3)} {g.rs(DIG, 3)}",
                f"電話番号 090-{g.rs(DIG, 4)}-{g.rs(DIG, 4)}", f"WhatsApp: +91 9{g.rs(DIG, 4)} {g.rs(DIG, 5)}",
                f"room {g.rs(DIG, 3)}, floor {g.rng.randint(2, 9)}, extension {g.rs(DIG, 4)}", f"flight LH {g.rs(DIG, 3)}, seat {g.rng.randint(10, 40)}C, gate B{g.rng.randint(1, 60)}",
                f"Postleitzahl {g.rs(DIG, 5)}, Hausnummer {g.rng.randint(1, 120)}", f"meeting ID {g.rs(DIG, 3)} {g.rs(DIG, 4)} {g.rs(DIG, 4)} (no passcode, open webinar)"][i]
        g.add(text, "benign", "numbers_not_codes", lang=["en", "es", "ja", "en", "en", "en", "de", "en"][i])
    for i in range(6):
        text = ["IBAN format for Germany: DEkk bbbb bbbb cccc cccc cc (k = check digits, b = bank code, c = account)",
                "placeholder IBAN in the form: XX00 0000 0000 0000 0000 00", "bcrypt hashes start with $2b$ and a two-digit cost, e.g. $2b$12$",
                "A JWT has three base64url parts separated by dots: header.payload.signature",
                "AWS access key IDs start with AKIA (long-term) or ASIA (temporary) and are 20 characters long",
                "GitHub classic tokens look like ghp_ followed by 36 characters; never commit them"][i]
        g.add(text, "benign", "format_explanation")
    for i in range(8):
        text = [f"401 Unauthorized: token expired for user_id={g.rs(DIG, 6)}", f"auth ok user={g.pick(USERS)} session=<hidden> ip=10.0.{g.rng.randint(0, 255)}.{g.rng.randint(1, 254)}",
                "WARN password too short (min 12) for new user; rejected", f"invalid api key (prefix sk-, length 51) at {g.rng.randint(0, 23):02d}:{g.rng.randint(0, 59):02d}:{g.rng.randint(0, 59):02d}",
                "ERROR: password authentication failed for user \"app\"", f"rate limited: key_id=key_{g.rs(DIG, 5)} retry_after=30s",
                "Login fehlgeschlagen: falsches Passwort (3 Versuche übrig)", "Ошибка входа: неверный пароль"][i]
        g.add(text, "benign", "auth_log_no_secret", lang=["en", "en", "en", "en", "en", "en", "de", "ru"][i])
    for i in range(6):
        text = [f"ISBN {isbn13(g)}", f"doi:10.{g.rs(DIG, 4)}/{g.rs(LOW, 4)}.{g.rs(DIG, 4)}.{g.rs(DIG, 5)}",
                f"arXiv:{g.rng.randint(23, 26)}{g.rng.randint(1, 12):02d}.{g.rs(DIG, 5)}", f"MAC {':'.join(g.rs(HEX, 2) for _ in range(6))}, IPv6 fe80::{g.rs(HEX, 4)}:{g.rs(HEX, 4)}",
                f"brand colours #{g.rs(HEX, 6)} and #{g.rs(HEX, 6)}", f"VIN WVWZZZ{g.rs(UP + DIG, 11)}"][i]
        g.add(text, "benign", "identifier_misc")
    for i in range(5):
        png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + g.rng.randbytes(30)).decode()
        text = [f"data:image/png;base64,{png}", "echo aGVsbG8gd29ybGQ= | base64 -d   # prints hello world",
                f"font subset (woff2, base64): d09GMgABAAAAA{g.rs(B64, 60)}", f"protobuf field as base64 in the test fixture: CAES{g.rs(B64, 24)}",
                f"etag: W/\"{g.rs(HEX, 32)}\""][i]
        g.add(text, "benign", "encoded_data_not_secret")


# --- checks ------------------------------------------------------------------------------------------------------

def run_checks(rows: list[dict[str, Any]], lists: dict[str, list[str]]) -> dict[str, int]:
    """Checks every label a script can check; returns how many of each check ran."""
    try:
        from cryptography.hazmat.primitives import serialization
    except ImportError:  # pragma: no cover - the keys are still built; only parsing them back is skipped
        serialization = None  # type: ignore[assignment]
        print("note: the cryptography package is not importable; keys not parsed back", file=sys.stderr)
    ran: collections.Counter[str] = collections.Counter()
    for row in rows:
        for name, value in row["_checks"]:
            if name == "luhn":
                assert luhn_ok(value), value
            elif name == "iban":
                assert iban_ok(value), value
            elif name == "bip39":
                phrase, lst = value
                assert bip39_ok(phrase, lists[lst]), phrase
            elif name == "wif":
                assert b58check_ok(value) and value[0] in "KL", value
            elif name == "bech32":
                assert bech32_ok(value), value
            elif name == "jwt":
                token, key = value
                head, body, sig = token.split(".")
                pad = lambda s: s + "=" * (-len(s) % 4)  # noqa: E731
                assert json.loads(base64.urlsafe_b64decode(pad(head)))["alg"] == "HS256"
                assert "exp" in json.loads(base64.urlsafe_b64decode(pad(body)))
                mac = hmac.new(bytes.fromhex(key), f"{head}.{body}".encode(), hashlib.sha256).digest()
                assert base64.urlsafe_b64decode(pad(sig)) == mac
            elif serialization is None:
                continue
            elif name == "x25519":
                from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

                raw, recipient = value
                public = X25519PrivateKey.from_private_bytes(raw).public_key()
                expected = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
                assert bech32("age", _to5(expected)) == recipient, "age recipient does not match its key"
            elif name == "pem_private":
                serialization.load_pem_private_key(value.encode(), password=None)
            elif name == "pem_public":
                serialization.load_pem_public_key(value.encode())
            elif name == "ssh_public":
                serialization.load_ssh_public_key(value.encode())
            elif name == "openssh":
                text, pub = value
                key = serialization.load_ssh_private_key(text.encode(), password=None)
                mine = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
                assert pub.startswith(mine.decode()), "OpenSSH key does not match its public line"
            ran[name] += 1
        assert row["label"] in ("secret", "benign") and len(row["text"]) <= MAX_CHARS
    return dict(ran)


def build() -> tuple[list[dict[str, Any]], dict[str, int]]:
    g = Gen(SEED)
    lists = bip39_words()
    build_multilingual(g)
    build_provider_keys(g)
    build_aws(g)
    build_azure(g)
    build_jwt(g)
    build_connection_strings(g)
    build_token_urls(g)
    build_basic_auth(g)
    build_cookies(g)
    build_cli_passwords(g)
    build_env_secrets(g)
    build_k8s_docker(g)
    build_private_keys(g)
    build_seed_phrases(g, lists)
    build_wallet_keys(g)
    build_totp(g)
    build_recovery_codes(g)
    build_cards(g)
    build_ibans(g)
    build_spelled_passwords(g)
    build_wifi_qr(g)
    build_mixed_notes(g)
    build_benign(g)
    texts = [r["text"] for r in g.rows]
    dups = [t for t, n in collections.Counter(texts).items() if n > 1]
    assert not dups, f"duplicate rows: {dups}"
    ran = run_checks(g.rows, lists)
    vocabulary = next(r["text"] for r in g.rows if r["text"].startswith("words to learn")).split(": ", 1)[1].split(", ")
    assert not bip39_ok(vocabulary, lists["english"]), "the benign word list must not be a valid seed phrase"
    g.rng.shuffle(g.rows)
    return g.rows, ran


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n" for r in rows)


def table(rows: list[dict[str, Any]], ran: dict[str, int]) -> str:
    names = {lang["code"]: lang["name"] for lang in LANGS}
    names["en"] = "English"
    per_kind: dict[tuple[str, str], int] = collections.Counter((r["label"], r["kind"]) for r in rows)
    out = ["| label | kind | rows |", "| --- | --- | ---: |"]
    for (label, kind), n in sorted(per_kind.items()):
        out.append(f"| {label} | {kind} | {n} |")
    labels = collections.Counter(r["label"] for r in rows)
    kinds = collections.Counter(label for label, _ in per_kind)
    langs = collections.Counter(r["_lang"] for r in rows)
    non_en = sum(n for code, n in langs.items() if code != "en")
    out.append("")
    out.append(f"secrets: {labels['secret']} in {kinds['secret']} kinds; benign: {labels['benign']} in {kinds['benign']} kinds; "
               f"rows: {len(rows)}")
    out.append(f"rows not in English: {non_en} ({100 * non_en / len(rows):.1f} %) in {len(langs) - 1} languages or registers "
               f"besides English")
    out.append("checks run: " + ", ".join(f"{k} {v}" for k, v in sorted(ran.items())))
    out.append("")
    out.append("languages (code, name, rows): " + "; ".join(f"{c} {names.get(c, c)} {n}" for c, n in sorted(langs.items())))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if secrets_blind11.jsonl differs from what this writes")
    parser.add_argument("--table", action="store_true", help="print rows per kind and language")
    args = parser.parse_args(argv)
    rows, ran = build()
    text = serialise(rows)
    if args.table:
        print(table(rows, ran))
    if args.check:
        current = OUT_PATH.read_text(encoding="utf-8") if OUT_PATH.exists() else ""
        if current != text:
            print(f"{OUT_PATH.name} is stale: run {Path(__file__).name} to rewrite it", file=sys.stderr)
            return 1
        print(f"{OUT_PATH.name} is up to date ({len(rows)} rows)")
        return 0
    if not args.table:
        OUT_PATH.write_text(text, encoding="utf-8")
        print(f"wrote {len(rows)} rows to {OUT_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

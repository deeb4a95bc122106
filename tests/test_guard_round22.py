"""Round 22 of the secret guard (issue 13): a PIN word in any language opens a code alone at its line's end ("the
PIN ... is 4821", however many words between), more copulas and glued topic particles that state a value, a
password stated last on its line after a long clause naming it ("the password of the archive that I mailed you on
Monday is ..."); and false alarms: a file's name is no credential to the n-gram signal, the Scandinavian word for
children is no barcode. Each rule has a refused example and a benign twin of the same layout; the examples are
written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a PIN named in several languages, a long clause before its value
    ("the PIN that locks the screen-time settings on Noor's phone is 7315",
     "the PIN that locks the screen-time settings on Noor's phone is in the shoebox"),
    ("PIN-koden til skjermtid på ungdommens mobil er 6042", "PIN-koden til skjermtid på ungdommens mobil er ny"),
    ("ПИН-кодът за детския профил на телевизора е 28147", "ПИН-кодът за детския профил на телевизора е сменен"),
    ("el PIN de la consola dels petits és 90413", "el PIN de la consola dels petits és nou"),
    ("امی کے فون کا پن اب 5827 ہے", "امی کے فون کا پن اب بدل گیا ہے"),
    # the Scandinavian "barn" (children) is no barcode
    ("koden till barnens surfplatta är 3906", "koden till barnens surfplatta är ändrad"),
])
def test_pin_alone_at_its_lines_end(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("the password of the archive that I mailed you on Monday is Cedar-lantern-55",
     "the password of the archive that I mailed you on Monday is coming by text"),
    ("heslo k archivu, který ti Petr poslal včera večer, je mOst4rek!Lipa",
     "heslo k archivu, který ti Petr poslal včera večer, je na papírku"),
    ("mật khẩu của tệp nén mà chị gửi hôm qua là Tr4ngXanh#81 🙂",
     "mật khẩu của tệp nén mà chị gửi hôm qua là ngày sinh của mẹ 🙂"),
])
def test_password_last_on_its_line(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    # a masked value, then where it is kept, in parentheses
    "Passwort fürs NAS: ******** (steht im Passwortmanager)",
    # what the password line names that is not the password: a hash, a user, a file
    "the password hash for the backup user stored in the vault is Xk9#pLm2qRt7vB",
    "the username for the archive that I mailed you is ops-Backup_2024",
    # a file's name after the word for the file, in two languages, under the n-gram signal
    "the zip archive I uploaded yesterday is named invoices_2023-11.zip",
    "el archivo que te mandé se llama fotos_boda-2022.zip 👍",
    "файл, который я тебе отправил, называется report_Q3-2024.pdf",
])
def test_not_a_password(benign: str) -> None:
    assert not _refused(benign)

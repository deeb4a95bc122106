"""Kyrgyz, Marathi, Corsican and Kurmanji Kurdish money in number words (holdout32's scopes; issue 18, branch
newest129). Each positive reads as the text itself on main (no table of the language)."""

import pytest

from engramdb.numwords_xl import says_now, xl_spelt_in_digits


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Нурбек азыр он килолук капты бир миң беш жүз сомго берет", "1500 som"),
        ("Капты эки жүз элүү сом", "250 som"),
        ("आता तीस किलोचा डबा एक हजार पाचशे रुपयांना देतो", "1500 rupees"),
        ("डबा पाचशे रुपये", "500 rupees"),
        ("avà u vasettu di mezu chilò di castagnu hè à undeci euro", "11 euros"),
        ("u vasettu hè à vinti euro", "20 euros"),
        ("Kîloyek doşav şeş sed û şêst lîre ye", "660 lira"),
    ],
)
def test_money_in_words_read(text: str, amount: str) -> None:
    assert amount in xl_spelt_in_digits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Нурбек он килолук капты сатат",  # a count of kilos, no currency
        "तीस किलोचा डबा",  # a count of kilos
        "u vasettu di mezu chilò hè à undeci",  # no currency word
        "Kîloyek doşav şeş sed û şêst ye",  # no currency word
        "токсон доллар",  # Kyrgyz words read next to som only
        "undeci dollars",  # Corsican words read next to euros only
    ],
)
def test_other_counts_left(text: str) -> None:
    assert xl_spelt_in_digits(text) == text


def test_now_words() -> None:
    assert says_now("Нурбек азыр беш жүз сом")
    assert says_now("आता डबा")
    assert says_now("avà u vasettu")
    assert says_now("niha bihayê wê")
    assert not says_now("u vasettu hè à undeci euro")


def test_ariary_pack_price_read() -> None:
    from engramdb.unit_prices import price_changed, prices

    newer = (
        "Thu 29 Oct: Voahangy's cooperative wants two hundred and fifty thousand ariary for a five-kilo basket "
        "of green beans now."
    )
    older = "Green vanilla from the growers is Ar 45,000 a kilo now."
    (new,) = prices(newer)
    (old,) = prices(older)
    assert (new.currency, new.value, old.currency, old.value) == ("ariary", 50.0, "ariary", 45.0)
    assert price_changed(newer, older, "What do we pay growers for green vanilla?")
    assert not price_changed("It is Ar 45,000 a kilo still.", older)


@pytest.mark.parametrize(
    "text",
    ["We are 3 ar 45 today", "the car 45 km away", "Aerolíneas AR 1453 on 3 Nov", "ar 4 Rhagfyr", "Far 45,000 a kilo"],
)
def test_ar_sign_only_as_written_before_a_grouped_number(text: str) -> None:
    from engramdb.unit_prices import prices

    assert prices(text) == ()

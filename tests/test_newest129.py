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

"""A wide, seeded search for the secret guard's false alarms on ordinary agent notes (session 46, fp86).

An agent keeps notes of prices, rents and sizes beside the places and things it keeps, order / tracking / booking /
invoice ids, phone numbers and extensions, addresses and postcodes, dates and times, versions, measurements,
possessives, room / gate / platform numbers, product codes with check digits (EAN-13, ISBN-13, UPU S10), recipes and
schedules, in several languages. :func:`note` draws one such note from a ``random.Random``; none holds a secret (no
password, PIN, door or lock code, key, token or card number), so every note the guard refuses is a false alarm.

    PYTHONPATH=python:. nice python benchmarks/guard_benign_wide.py --seconds 600 --seed 1
        # draws notes for 600 s, prints how many it drew, and every refused note with the reading that refused it

tests/test_guard_fp86.py draws the same notes through Hypothesis (``st.randoms``): `make test` runs its fixed
examples, ``ENGRAMDB_WIDE=<k>`` (`make test-wide`) k times as many random ones.
"""

from __future__ import annotations

import argparse
import random
import string
import sys
import time
from collections import Counter
from collections.abc import Callable

R = random.Random

NAMES = ("Maria", "Sam", "Priya", "Tom", "Grace", "Jonas", "Katrin", "Camille", "Lucía", "Giulia", "João", "Sanne",
         "Kasia", "Ayşe", "Budi", "Minh", "Оля", "田中さん", "민수 씨", "Ahmed", "O'Brien", "Chris", "Alex")
PLACES = ("shed", "garage", "storage unit", "allotment", "flat", "cabin", "boathouse", "studio", "office", "locker room",
          "workshop", "loft", "cellar", "beach hut", "parking space", "desk", "stall", "warehouse", "holiday cottage")
THINGS = ("bike", "kayak", "tent", "ladder", "lawnmower", "guitar", "drill", "printer", "router", "camera", "laptop",
          "coffee machine", "sofa", "fridge", "scooter", "e-reader", "tablet", "headphones", "monitor", "kettle")
UNITS = ("kg", "g", "m", "cm", "mm", "km", "l", "ml", "m²", "sq ft", "ft", "in", "lb", "oz", "W", "kW", "kWh", "V",
         "mAh", "GB", "TB", "MB", "Mbps", "°C", "°F", "psi", "bar", "hp", "cc", "L/100km", "mpg")
CURRENCY = ("£", "$", "€", "¥", "₹", "CHF ", "zł ", "R$", "kr ", "")
SHOPS = ("Amazon", "IKEA", "Zalando", "eBay", "Etsy", "Currys", "Decathlon", "MediaMarkt", "Rakuten", "Flipkart",
         "Allegro", "Bol.com", "Tesco", "Argos", "John Lewis")
CARRIERS = ("DHL", "UPS", "FedEx", "Royal Mail", "DPD", "GLS", "PostNL", "La Poste", "Correos", "InPost", "Yamato")
AIRLINES = ("BA", "LH", "AF", "KL", "IB", "FR", "U2", "EK", "QR", "NH", "JL", "TK", "LX", "SK", "AY")
CITIES = ("London", "Berlin", "Paris", "Madrid", "Rome", "Lisbon", "Amsterdam", "Warsaw", "Istanbul", "Tokyo", "Seoul",
          "Mumbai", "Bengaluru", "Jakarta", "São Paulo", "Zürich", "Vienna", "Oslo", "Dublin", "Leeds")
DISHES = ("banana bread", "lasagne", "dal", "pancakes", "risotto", "chilli", "focaccia", "ramen", "paella", "brownies")
INGREDIENTS = ("flour", "sugar", "butter", "milk", "rice", "lentils", "olive oil", "salt", "yeast", "eggs", "stock",
               "tomatoes", "onions", "garlic", "ginger", "cocoa")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Mon", "Tue", "Thu", "Fri")
MONTHS = ("Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec")
APPS = ("Postgres", "Node", "Python", "Ubuntu", "Firefox", "Chrome", "iOS", "Android", "Kubernetes", "nginx", "Redis",
        "Docker", "Xcode", "macOS", "Windows", "Home Assistant", "Plex", "Nextcloud")


def digits(r: R, n: int) -> str:
    return "".join(r.choice(string.digits) for _ in range(n))


def up(r: R, n: int, alphabet: str = string.ascii_uppercase + string.digits) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def name(r: R) -> str:
    return r.choice(NAMES)


def possessive(r: R) -> str:
    n = r.choice((*NAMES, "the kids", "my sister", "Mum", "the neighbours", "James", "Lewis", "the Joneses"))
    return n + ("'" if n.endswith("s") and r.random() < 0.5 else "'s")


def price(r: R) -> str:
    form = r.randrange(6)
    cur = r.choice(CURRENCY)
    if form == 0:
        return f"{cur}{r.randint(1, 999)}.{r.choice(('00', '49', '95', '99', '50'))}"
    if form == 1:
        return f"{r.randint(1, 999)},{r.choice(('00', '49', '95', '99'))} {r.choice(('€', 'zł', 'kr', 'EUR', 'PLN'))}"
    if form == 2:
        return f"{cur}{r.randint(1, 99)},{digits(r, 3)}"
    if form == 3:
        return f"{r.randint(1, 9999)} {r.choice(('EUR', 'USD', 'GBP', 'JPY', 'INR', 'euros', 'dollars', 'quid', 'bucks'))}"
    if form == 4:
        return f"{cur}{r.randint(1, 99)}k"
    return f"{cur}{r.randint(5, 5000)}"


def quantity(r: R) -> str:
    v = r.choice((str(r.randint(1, 2000)), f"{r.randint(0, 99)}.{r.randint(0, 9)}", f"{r.randint(0, 99)},{r.randint(0, 9)}",
                  f"{r.randint(1, 9)}/{r.choice((2, 3, 4, 8))}", f"{r.randint(1, 40)}x{r.randint(1, 40)}"))
    return v + r.choice(("", " ")) + r.choice(UNITS)


def date(r: R) -> str:
    y, m, d = r.randint(2019, 2027), r.randint(1, 12), r.randint(1, 28)
    return r.choice((f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{d}.{m}.{y}", f"{m}/{d}/{y % 100:02d}",
                     f"{d} {MONTHS[m - 1]} {y}", f"{MONTHS[m - 1]} {d}", f"{y}年{m}月{d}日", f"{d:02d}.{m:02d}.",
                     f"{y}{m:02d}{d:02d}"))


def clock(r: R) -> str:
    h, m = r.randint(0, 23), r.choice((0, 5, 10, 15, 20, 30, 40, 45, 50, 55))
    return r.choice((f"{h:02d}:{m:02d}", f"{h % 12 or 12}:{m:02d}{r.choice(('am', 'pm', ' AM', ' PM'))}",
                     f"{h % 12 or 12}{r.choice(('am', 'pm'))}", f"{h}h{m:02d}", f"{h}.{m:02d}", f"{h:02d}{m:02d}h"))


def order_id(r: R) -> str:
    return r.choice((f"{digits(r, 3)}-{digits(r, 7)}-{digits(r, 7)}", f"#{r.randint(10000, 99999999)}",
                     f"ORD-{digits(r, r.randint(5, 9))}", f"{up(r, 2, string.ascii_uppercase)}{digits(r, 8)}",
                     digits(r, r.randint(8, 14)), f"PO{digits(r, 6)}", f"{up(r, 3, string.ascii_uppercase)}-{up(r, 6)}",
                     f"{r.randint(100, 999)}{up(r, 1, string.ascii_uppercase)}{digits(r, 5)}"))


def s10(r: R) -> str:
    body = [r.randint(0, 9) for _ in range(8)]
    check = 11 - sum(w * d for w, d in zip((8, 6, 4, 2, 3, 5, 9, 7), body)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return r.choice(("RR", "CP", "LX", "RB", "EE", "LY", "UA")) + "".join(map(str, body)) + str(check) + \
        r.choice(("GB", "DE", "FR", "PL", "NL", "JP", "IN", "CN", "US"))


def tracking(r: R) -> str:
    return r.choice((s10(r), f"1Z{up(r, 16)}", digits(r, 12), digits(r, 20), f"JD{digits(r, 16)}",
                     f"{up(r, 2, string.ascii_uppercase)}{digits(r, 9)}{up(r, 2, string.ascii_uppercase)}",
                     f"00{digits(r, 18)}", f"TBA{digits(r, 12)}"))


def booking(r: R) -> str:
    return r.choice((up(r, 6, string.ascii_uppercase), up(r, 6), f"{up(r, 2, string.ascii_uppercase)}{digits(r, 4)}",
                     digits(r, 10), f"HB-{digits(r, 7)}", f"{r.randint(1000, 9999)}.{r.randint(100, 999)}.{r.randint(100, 999)}"))


def invoice(r: R) -> str:
    return r.choice((f"INV-{r.randint(2019, 2027)}-{digits(r, 4)}", f"{r.randint(2019, 2027)}/{digits(r, 5)}",
                     f"RE{digits(r, 8)}", f"F{digits(r, 7)}", f"#{digits(r, 5)}", f"{up(r, 2, string.ascii_uppercase)}-{digits(r, 6)}"))


def phone(r: R) -> str:
    return r.choice((f"+44 20 {digits(r, 4)} {digits(r, 4)}", f"+49 30 {digits(r, 8)}", f"0{digits(r, 3)} {digits(r, 6)}",
                     f"+1 ({digits(r, 3)}) {digits(r, 3)}-{digits(r, 4)}", f"+33 6 {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
                     f"+81 3-{digits(r, 4)}-{digits(r, 4)}", f"+91 {digits(r, 5)} {digits(r, 5)}", f"07{digits(r, 9)}",
                     f"({digits(r, 3)}) {digits(r, 3)}-{digits(r, 4)}", f"+48 {digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"))


def extension(r: R) -> str:
    return r.choice((f"ext. {r.randint(10, 9999)}", f"x{r.randint(100, 9999)}", f"extension {r.randint(10, 9999)}",
                     f"Durchwahl {r.randint(10, 999)}", f"poste {r.randint(100, 999)}", f"内線{r.randint(100, 9999)}"))


def postcode(r: R) -> str:
    return r.choice((f"{r.choice(('SW', 'N', 'E', 'LS', 'M', 'BS', 'EH'))}{r.randint(1, 20)} {r.randint(1, 9)}{up(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}",
                     digits(r, 5), f"{r.randint(1000, 9999)} {up(r, 2, string.ascii_uppercase)}", f"{digits(r, 2)}-{digits(r, 3)}",
                     f"{digits(r, 3)}-{digits(r, 4)}", digits(r, 6), f"{digits(r, 5)}-{digits(r, 3)}", f"{digits(r, 5)}-{digits(r, 4)}",
                     f"{up(r, 1, 'ABCEGHJKLMNPRSTVXY')}{r.randint(0, 9)}{up(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')} {r.randint(0, 9)}{up(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')}{r.randint(0, 9)}",
                     f"D{r.randint(1, 24):02d} {up(r, 1, 'ACDEFHKNPRTVWXY')}{digits(r, 1)}{up(r, 2, 'ACDEFHKNPRTVWXY')}"))


def address(r: R) -> str:
    street = r.choice(("Baker Street", "Hauptstraße", "rue de Rivoli", "Calle Mayor", "Via Roma", "Kerkstraat",
                       "ul. Długa", "MG Road", "Elm Avenue", "Station Road", "Bahnhofstr.", "Rua Augusta"))
    return r.choice((f"{r.randint(1, 300)} {street}, {r.choice(CITIES)} {postcode(r)}",
                     f"{street} {r.randint(1, 300)}{r.choice(('', 'a', 'b', '/3', ' Apt 4B'))}, {postcode(r)} {r.choice(CITIES)}",
                     f"Flat {r.randint(1, 40)}, {r.randint(1, 300)} {street}, {postcode(r)}"))


def version(r: R) -> str:
    return r.choice((f"v{r.randint(0, 20)}.{r.randint(0, 40)}.{r.randint(0, 40)}", f"{r.randint(1, 20)}.{r.randint(0, 40)}",
                     f"{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 9)}-rc{r.randint(1, 5)}",
                     f"{r.randint(2019, 2027)}.{r.randint(1, 12)}.{r.randint(0, 4)}", f"build {digits(r, 5)}",
                     f"{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 9)}+{up(r, 7, 'abcdef0123456789')}"))


def ean13(r: R) -> str:
    body = [r.randint(0, 9) for _ in range(12)]
    check = (10 - sum(d * (3 if i % 2 else 1) for i, d in enumerate(body)) % 10) % 10
    return "".join(map(str, body)) + str(check)


def isbn13(r: R) -> str:
    body = [9, 7, r.choice((8, 9))] + [r.randint(0, 9) for _ in range(9)]
    check = (10 - sum(d * (3 if i % 2 else 1) for i, d in enumerate(body)) % 10) % 10
    s = "".join(map(str, body)) + str(check)
    return s if r.random() < 0.5 else f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


def product_code(r: R) -> str:
    return r.choice((f"SKU {up(r, 3, string.ascii_uppercase)}-{digits(r, 5)}", f"EAN {ean13(r)}", f"ISBN {isbn13(r)}",
                     f"model {up(r, r.randint(2, 4), string.ascii_uppercase)}{digits(r, r.randint(2, 5))}{r.choice(('', 'X', '-B', 'W'))}",
                     f"part no. {digits(r, 3)}-{digits(r, 4)}-{digits(r, 2)}", f"art. {digits(r, 3)}.{digits(r, 3)}.{digits(r, 2)}",
                     f"UPC {digits(r, 12)}", f"ASIN B0{up(r, 8)}", f"serial {up(r, 2, string.ascii_uppercase)}{digits(r, 8)}"))


def room(r: R) -> str:
    return r.choice((f"room {r.randint(1, 9)}{digits(r, 2)}", f"gate {up(r, 1, 'ABCDEFGH')}{r.randint(1, 60)}",
                     f"platform {r.randint(1, 20)}{r.choice(('', 'a', 'b'))}", f"seat {r.randint(1, 40)}{up(r, 1, 'ABCDEF')}",
                     f"coach {r.randint(1, 16)}, seat {r.randint(1, 90)}", f"locker {r.randint(1, 400)}",
                     f"bay {r.randint(1, 60)}", f"pitch {r.randint(1, 120)}", f"desk {r.randint(1, 9)}.{r.randint(1, 60):02d}",
                     f"Zimmer {r.randint(1, 500)}", f"salle {r.randint(1, 300)}", f"sala {r.randint(1, 30)}",
                     f"{r.randint(1, 30)}番ホーム", f"{r.randint(1, 9)}0{r.randint(1, 9)}号室", f"terminal {r.randint(1, 5)}",
                     f"level {r.randint(-3, 12)}, space {r.randint(1, 300)}", f"unit {r.randint(1, 99)}{up(r, 1, 'ABC')}"))


def flight(r: R) -> str:
    return f"{r.choice(AIRLINES)}{r.randint(1, 9999)}"


def kept_place_line(r: R) -> str:
    p, t = r.choice(PLACES), r.choice(THINGS)
    return r.choice((
        f"the {p} rent is {price(r)}{r.choice(('', ' a month', ' per month', '/month', ' pcm', ' a week', ' per year'))}",
        f"{possessive(r)} {p} is {quantity(r)}, rent {price(r)}",
        f"the {t} is in the {p}, it cost {price(r)}",
        f"{p} deposit {price(r)}, paid {date(r)}",
        f"{possessive(r)} {t}: {quantity(r)}, bought for {price(r)} ({r.choice(SHOPS)} order {order_id(r)})",
        f"the {p} is {r.randint(2, 40)} by {r.randint(2, 40)} ft, {price(r)} a month, {room(r)}",
        f"{t} stored in the {p}, {room(r)}, insured for {price(r)}",
        f"storage: {p} no. {r.randint(1, 500)}, {price(r)}/mo, access {r.choice(DAYS)} {clock(r)}-{clock(r)}",
        f"Miete für die {r.choice(('Garage', 'Wohnung', 'Hütte'))}: {price(r)} im Monat",
        f"loyer du {r.choice(('garage', 'box', 'studio'))} : {price(r)} par mois",
        f"alquiler del trastero: {price(r)} al mes, {room(r)}",
        f"{r.choice(('倉庫', 'ガレージ', '部屋'))}の家賃は{r.randint(1, 200) * 1000}円",
    ))


def shopping_line(r: R) -> str:
    return r.choice((
        f"{r.choice(SHOPS)} order {order_id(r)}: {r.choice(THINGS)}, {price(r)}, arrives {r.choice(DAYS)}",
        f"{possessive(r)} {r.choice(THINGS)} order {order_id(r)}, tracking {tracking(r)} ({r.choice(CARRIERS)})",
        f"tracking number {tracking(r)} - {r.choice(CARRIERS)} says delivered to the {r.choice(PLACES)}",
        f"{r.choice(CARRIERS)} parcel {tracking(r)} for {name(r)}, signed for at {clock(r)}",
        f"return label for {r.choice(SHOPS)} #{digits(r, 9)}, refund {price(r)} due by {date(r)}",
        f"invoice {invoice(r)} from {r.choice(SHOPS)}: {price(r)} incl. VAT, paid {date(r)}",
        f"Rechnung {invoice(r)} über {price(r)}, fällig am {date(r)}",
        f"facture n° {invoice(r)} : {price(r)} TTC",
        f"pedido {order_id(r)}, número de seguimiento {tracking(r)}",
        f"numer zamówienia {order_id(r)}, przesyłka {tracking(r)}",
        f"注文番号 {order_id(r)}、追跡番号 {tracking(r)}",
        f"{r.choice(THINGS)} {product_code(r)}, {price(r)}, warranty until {date(r)}",
        f"bought {r.choice(THINGS)} ({product_code(r)}) at {r.choice(SHOPS)} for {price(r)}",
        f"promo code {r.choice(('SPRING', 'WELCOME', 'SAVE', 'BLACKFRIDAY'))}{r.randint(5, 50)} gave {r.randint(5, 50)}% off",
        f"gift card balance {price(r)} on {possessive(r)} account",
        f"the {r.choice(THINGS)} costs {price(r)} on {r.choice(SHOPS)}, {price(r)} at {r.choice(SHOPS)}",
    ))


def travel_line(r: R) -> str:
    return r.choice((
        f"flight {flight(r)} on {date(r)} at {clock(r)}, {room(r)}, booking ref {booking(r)}",
        f"{possessive(r)} flight {flight(r)} leaves {r.choice(('T2', 'T5', 'terminal 1'))}, gate {up(r, 1, 'ABCD')}{r.randint(1, 60)}, boarding {clock(r)}",
        f"train to {r.choice(CITIES)} {clock(r)} from {room(r)}, ticket {booking(r)}",
        f"hotel in {r.choice(CITIES)}: confirmation {booking(r)}, {room(r)}, check-in {clock(r)}",
        f"Airbnb {r.choice(CITIES)} {date(r)}-{date(r)}, reservation {booking(r)}, {price(r)} total",
        f"car hire pickup {clock(r)}, ref {booking(r)}, plate {up(r, 2, string.ascii_uppercase)}{digits(r, 2)} {up(r, 3, string.ascii_uppercase)}",
        f"Buchungsnummer {booking(r)}, Gleis {r.randint(1, 20)}, Wagen {r.randint(1, 14)}, Platz {r.randint(1, 90)}",
        f"réservation {booking(r)}, voie {r.randint(1, 20)}, voiture {r.randint(1, 14)}",
        f"localizador {booking(r)}, puerta {up(r, 1, 'ABCDE')}{r.randint(1, 60)}",
        f"予約番号 {booking(r)}、{r.randint(1, 30)}番線 {clock(r)}発",
        f"PNR {digits(r, 10)}, coach B{r.randint(1, 9)}, berth {r.randint(1, 72)}",
        f"parking at {r.choice(CITIES)} airport, space {r.randint(1, 999)}, level {r.randint(0, 6)}, ticket {digits(r, 8)}",
    ))


def contact_line(r: R) -> str:
    return r.choice((
        f"{possessive(r)} number is {phone(r)}",
        f"call {name(r)} at {phone(r)} {extension(r)}",
        f"{r.choice(('dentist', 'GP surgery', 'plumber', 'vet', 'landlord', 'garage'))}: {phone(r)}, {address(r)}",
        f"{name(r)} moved to {address(r)}",
        f"ship to {name(r)}, {address(r)}",
        f"office line {phone(r)}, {extension(r)}, {room(r)}",
        f"Telefon {phone(r)}, Durchwahl {r.randint(10, 999)}",
        f"{possessive(r)} new address: {address(r)}, buzzer {r.randint(1, 40)}",
        f"postcode {postcode(r)}, zip {digits(r, 5)}, area code {digits(r, 3)}",
        f"電話 {phone(r)}、〒{digits(r, 3)}-{digits(r, 4)}",
    ))


def tech_line(r: R) -> str:
    return r.choice((
        f"upgraded {r.choice(APPS)} to {version(r)} on {date(r)}",
        f"{possessive(r)} laptop runs {r.choice(APPS)} {version(r)}, {r.randint(8, 64)} GB RAM, {r.randint(256, 4096)} GB SSD",
        f"the {r.choice(THINGS)} firmware is {version(r)}, serial {up(r, 2, string.ascii_uppercase)}{digits(r, 8)}",
        f"{r.choice(APPS)} {version(r)} fixed the bug from ticket {r.choice(('#', 'JIRA-', 'INC'))}{digits(r, 5)}",
        f"pinned {r.choice(('numpy', 'requests', 'react', 'django'))}=={version(r).lstrip('v')} in requirements",
        f"the printer's IP is 192.168.{r.randint(0, 5)}.{r.randint(2, 254)}, port {r.randint(1000, 9999)}",
        f"Wi-Fi network name {r.choice(('Home', 'Casa', 'Zuhause'))}-{up(r, 4)} on channel {r.randint(1, 13)}",
        f"build {digits(r, 6)} passed in {r.randint(1, 59)}m{r.randint(1, 59)}s on {r.choice(DAYS)}",
        f"disk at {r.randint(10, 99)}%, {r.randint(1, 900)} GB free, backup at {clock(r)}",
        f"commit {up(r, 7, 'abcdef0123456789')} reverted {up(r, 7, 'abcdef0123456789')}",
    ))


def recipe_line(r: R) -> str:
    ing = ", ".join(f"{quantity(r)} {i}" for i in r.sample(INGREDIENTS, r.randint(2, 4)))
    return r.choice((
        f"{possessive(r)} {r.choice(DISHES)}: {ing}; bake {r.randint(20, 70)} min at {r.randint(150, 230)}°C",
        f"{r.choice(DISHES)} for {r.randint(2, 12)}: {ing}",
        f"Rezept {r.choice(DISHES)}: {r.randint(100, 900)} g Mehl, {r.randint(1, 4)} Eier, {r.randint(10, 60)} Min. bei {r.randint(150, 230)} Grad",
        f"recette : {r.randint(100, 900)} g de farine, {r.randint(1, 6)} œufs, four à {r.randint(150, 230)} °C",
        f"{r.choice(DISHES)} 材料: 砂糖{r.randint(10, 200)}g、卵{r.randint(1, 4)}個",
        f"cook the rice {r.randint(1, 3)}:{r.randint(1, 3)} with water, {r.randint(10, 25)} mins",
    ))


def schedule_line(r: R) -> str:
    return r.choice((
        f"{possessive(r)} {r.choice(('swim', 'piano', 'football', 'yoga', 'tutoring'))} is {r.choice(DAYS)} {clock(r)}-{clock(r)}, {room(r)}",
        f"bins out {r.choice(DAYS)}, recycling every {r.randint(2, 4)} weeks from {date(r)}",
        f"meeting moved to {date(r)} {clock(r)} in {room(r)}, dial-in {phone(r)}",
        f"dentist {date(r)} at {clock(r)}, {r.choice(('Dr', 'Dr.'))} {r.choice(('Patel', 'Müller', 'Rossi', 'Kim'))}, {room(r)}",
        f"{r.choice(DAYS)}: gym {clock(r)}, pick up {name(r)} {clock(r)}, dinner {clock(r)}",
        f"meds: {r.randint(1, 2)} x {r.randint(5, 500)} mg every {r.randint(4, 12)} h, next at {clock(r)}",
        f"Termin beim Arzt am {date(r)} um {clock(r)} Uhr, Raum {r.randint(1, 400)}",
        f"rendez-vous le {date(r)} à {clock(r)}, bureau {r.randint(1, 400)}",
        f"{date(r)} {clock(r)} 会議 {r.randint(1, 9)}0{r.randint(1, 9)}号室",
        f"shift rota: {name(r)} {clock(r)}-{clock(r)}, {name(r)} {clock(r)}-{clock(r)}",
    ))


def measure_line(r: R) -> str:
    return r.choice((
        f"{possessive(r)} {r.choice(('height', 'weight', 'shoe size', 'waist', 'ring size'))}: {quantity(r)}",
        f"the {r.choice(PLACES)} is {quantity(r)}, the door {r.randint(60, 120)} cm wide",
        f"tyre pressure {r.randint(28, 40)} psi front, {r.randint(28, 42)} rear; oil 5W-30, {r.randint(3, 6)}.{r.randint(0, 9)} l",
        f"meter reading {digits(r, 5)}.{digits(r, 1)} kWh on {date(r)}, gas {digits(r, 5)} m³",
        f"{r.choice(THINGS)} is {r.randint(10, 200)} x {r.randint(10, 200)} x {r.randint(5, 100)} cm, {quantity(r)}",
        f"ran {r.randint(2, 42)}.{r.randint(0, 99)} km in {r.randint(10, 59)}:{r.randint(10, 59)}, avg {r.randint(4, 7)}:{r.randint(10, 59)}/km",
        f"paint: {r.choice(('RAL', 'NCS S'))} {digits(r, 4)}{r.choice(('', '-Y', '-R'))}, {r.randint(1, 10)} l for the {r.choice(PLACES)}",
        f"blood pressure {r.randint(100, 150)}/{r.randint(60, 95)}, pulse {r.randint(50, 100)}",
    ))


def money_line(r: R) -> str:
    return r.choice((
        f"{possessive(r)} share of the {r.choice(PLACES)} rent is {price(r)}, due on the {r.randint(1, 28)}th",
        f"electricity bill {price(r)} for {r.choice(MONTHS)}, account no. on the bill",
        f"council tax band {up(r, 1, 'ABCDEFGH')}: {price(r)} a year, {r.randint(10, 12)} instalments",
        f"salary {price(r)} gross, {price(r)} net, paid on the {r.randint(1, 28)}th",
        f"split dinner: {name(r)} {price(r)}, {name(r)} {price(r)}, tip {r.randint(10, 20)}%",
        f"budget {r.choice(MONTHS)}: food {price(r)}, rent {price(r)}, travel {price(r)}",
        f"mortgage {r.randint(1, 6)}.{r.randint(0, 99)}% fixed till {r.randint(2026, 2035)}, {price(r)}/month",
        f"Nebenkosten {price(r)}, Kaution {price(r)}, Kaltmiete {price(r)}",
    ))


def near_word_line(r: R) -> str:
    """An ordinary note that holds a word secrets are named by, in its everyday sense (a postcode, a promo code, a
    bus pass, the spare key's place, Secret Santa, a map pin), beside a number or an id."""
    return r.choice((
        f"{possessive(r)} bus pass no. {digits(r, r.randint(6, 10))} expires {date(r)}",
        f"boarding pass for {flight(r)}: {room(r)}, zone {r.randint(1, 6)}",
        f"ski pass {digits(r, 4)}-{digits(r, 4)} valid {date(r)} to {date(r)}",
        f"season pass {up(r, 2, string.ascii_uppercase)}{digits(r, 7)} for {name(r)}",
        f"the spare key for the {r.choice(PLACES)} is with {name(r)} at {address(r)}",
        f"key fob {r.randint(1, 99)} opens the {r.choice(PLACES)}, {room(r)}",
        f"Secret Santa budget {price(r)}, draw on {date(r)}",
        f"dress code smart casual, {date(r)} {clock(r)}, {room(r)}",
        f"error code E{digits(r, 2)} on the {r.choice(THINGS)}, manual p. {r.randint(2, 90)}",
        f"HS code {digits(r, 4)}.{digits(r, 2)} for the {r.choice(THINGS)} export",
        f"course code {up(r, r.randint(2, 4), string.ascii_uppercase)}{r.randint(100, 499)}, {room(r)}, {r.choice(DAYS)} {clock(r)}",
        f"airport code {up(r, 3, string.ascii_uppercase)}, {flight(r)} at {clock(r)}",
        f"QR code on the {r.choice(THINGS)} box links to the manual, {product_code(r)}",
        f"dropped a pin at {r.randint(1, 89)}.{digits(r, 5)}, {r.randint(1, 179)}.{digits(r, 5)} for the {r.choice(PLACES)}",
        f"{r.choice(('membership', 'library card', 'loyalty card', 'NHS', 'customer'))} number {digits(r, r.randint(6, 12))} for {name(r)}",
        f"account number is on the {r.choice(('bill', 'statement', 'letter'))} from {date(r)}, amount {price(r)}",
        f"logged in at {clock(r)}, logged out at {clock(r)}, {r.randint(2, 9)} h {r.randint(0, 59)} min",
        f"login page moved to /account/{r.choice(('signin', 'login'))} in {version(r)}",
        f"tokens for the {r.choice(('arcade', 'car wash', 'laundry'))}: {r.randint(2, 20)} left, {price(r)} each",
        f"passport expires {date(r)}, renewal fee {price(r)}",
        f"{possessive(r)} {r.choice(('shoe', 'ring', 'bike frame'))} size {r.randint(5, 60)}, {r.choice(SHOPS)} order {order_id(r)}",
        f"pin the {r.choice(('tab', 'chat', 'note'))} about {r.choice(THINGS)} order {order_id(r)}",
        f"access hours for the {r.choice(PLACES)}: {clock(r)}-{clock(r)}, {room(r)}",
        f"Postleitzahl {digits(r, 5)}, Hausnummer {r.randint(1, 200)}{r.choice(('', 'a', 'b'))}",
        f"code postal {digits(r, 5)}, bâtiment {up(r, 1, 'ABCD')}, étage {r.randint(0, 9)}",
        f"código postal {digits(r, 5)}, piso {r.randint(1, 12)}º {up(r, 1, 'ABCD')}",
        f"kod pocztowy {digits(r, 2)}-{digits(r, 3)}, mieszkanie {r.randint(1, 99)}",
        f"郵便番号 {digits(r, 3)}-{digits(r, 4)}、{r.randint(1, 9)}0{r.randint(1, 9)}号室",
    ))


def table_line(r: R) -> str:
    """A small table or list an agent keeps: items and prices, trips and refs."""
    rows = r.randint(2, 4)
    kind = r.randrange(3)
    if kind == 0:
        return "item | qty | price\n" + "\n".join(f"{r.choice(THINGS)} | {r.randint(1, 9)} | {price(r)}" for _ in range(rows))
    if kind == 1:
        return "date,flight,ref\n" + "\n".join(f"{date(r)},{flight(r)},{booking(r)}" for _ in range(rows))
    return "\n".join(f"- {r.choice(THINGS)}: {product_code(r)} ({price(r)})" for _ in range(rows))


def chat_line(r: R) -> str:
    """A line of a chat export: a time, a sender, an ordinary message."""
    line = r.choice((shopping_line, travel_line, contact_line, kept_place_line, near_word_line))(r)
    return f"[{date(r)}, {clock(r)}] {name(r)}: {line}"


LINES: tuple[Callable[[R], str], ...] = (kept_place_line, shopping_line, travel_line, contact_line, tech_line,
                                          recipe_line, schedule_line, measure_line, money_line, near_word_line,
                                          near_word_line, table_line, chat_line)


# ---- session 47 (fp95): wider forms, drawn only with --wide (note(r, wide=True)), so that seeds 1-15 draw the notes
# they drew before: a shop's receipt, a flight table, a chat export in fourteen more languages, code with ids.

def receipt(r: R) -> str:
    """A shop's or a restaurant's receipt as a phone's OCR or an e-mail gives it: a till's numbers, lines and prices,
    the card's last four masked, the terminal's approval code and transaction number (none of them a secret)."""
    items = "\n".join(f"{r.choice(INGREDIENTS + THINGS).upper()} {r.choice(('', f'{r.randint(2, 6)} x '))}{price(r)}"
                      for _ in range(r.randint(1, 4)))
    card = r.choice(("VISA", "MASTERCARD", "AMEX", "MAESTRO", "DEBIT"))
    masked = r.choice(("************", "**** **** **** ", "XXXXXXXXXXXX", "xxxx-"))
    return "\n".join((
        r.choice((r.choice(SHOPS).upper(), "CAFÉ " + r.choice(CITIES).upper(), "RECEIPT", "TAX INVOICE", "Kassenbon")),
        f"{r.choice(('Store', 'Filiale', 'Shop'))} {r.randint(1, 9999)} {r.choice(('Till', 'POS', 'Kasse', 'Reg'))} "
        f"{r.randint(1, 20)} {r.choice(('Op', 'Cashier', 'Bed.'))} {r.randint(1, 999)}",
        items,
        f"{r.choice(('TOTAL', 'SUMME', 'TOTAL TTC', 'Amount due'))} {price(r)}",
        f"{card} {masked}{digits(r, 4)}",
        r.choice((f"AUTH CODE: {digits(r, 6)}", f"Approval code {up(r, 6)}", f"Genehmigungsnr. {digits(r, 6)}",
                  f"AID A0000000{digits(r, 6)}", f"Auth: {digits(r, 6)}")),
        r.choice((f"TXN {digits(r, 10)}", f"Terminal ID {digits(r, 8)}", f"Trace {digits(r, 6)}",
                  f"Beleg-Nr. {digits(r, 4)}", f"REF {up(r, 12)}")),
        f"{date(r)} {clock(r)}",
    ))


def flight_table(r: R) -> str:
    """An itinerary as a table: flights, airports, times, seats, the booking's reference."""
    head = r.choice(("Flight | From | To | Dep | Arr | Seat", "flight\tfrom\tto\tdeparts\tseat",
                     "Flug;Von;Nach;Abflug;Sitz", "vol,de,à,départ,siège"))
    sep = " | " if "|" in head else "\t" if "\t" in head else ";" if ";" in head else ","
    rows = "\n".join(sep.join((flight(r), up(r, 3, string.ascii_uppercase), up(r, 3, string.ascii_uppercase),
                                clock(r), *((clock(r),) if head.count(sep.strip() or sep) >= 5 else ()),
                                f"{r.randint(1, 45)}{up(r, 1, 'ABCDEF')}"))
                     for _ in range(r.randint(1, 3)))
    tail = r.choice((f"PNR {booking(r)}", f"booking ref {booking(r)}", f"e-ticket {digits(r, 3)}-{digits(r, 10)}",
                     f"Buchungscode {booking(r)}", f"frequent flyer {r.choice(AIRLINES)} {digits(r, 9)}"))
    return f"{head}\n{rows}\n{tail}"


# ordinary lines in fourteen more languages (a price, an order, a parcel, an appointment, a room, a phone number)
def intl_line(r: R) -> str:
    return r.choice((
        f"ordine {order_id(r)} su {r.choice(SHOPS)}, consegna {date(r)}, stanza {r.randint(1, 400)}",
        f"l'affitto del box è {price(r)} al mese, scadenza il {r.randint(1, 28)}",
        f"encomenda {order_id(r)}, código de rastreio {tracking(r)}, chega {r.choice(DAYS)}",
        f"consulta no dia {date(r)} às {clock(r)}, sala {r.randint(1, 40)}",
        f"bestelling {order_id(r)}, track & trace {tracking(r)}, huur berging {price(r)} per maand",
        f"sipariş numarası {order_id(r)}, kargo takip {tracking(r)}, kira {price(r)}",
        f"номер заказа {order_id(r)}, трек-номер {tracking(r)}, квартира {r.randint(1, 300)}",
        f"订单号 {order_id(r)}，快递单号 {tracking(r)}，{r.randint(1, 30)}楼{r.randint(1, 9)}0{r.randint(1, 9)}室",
        f"주문번호 {order_id(r)}, 운송장 번호 {tracking(r)}, {r.randint(1, 30)}층 {r.randint(1, 9)}0{r.randint(1, 9)}호",
        f"رقم الطلب {order_id(r)}، رقم التتبع {tracking(r)}، الإيجار {price(r)} شهريا",
        f"ऑर्डर नंबर {order_id(r)}, ट्रैकिंग {tracking(r)}, कमरा {r.randint(1, 400)}",
        f"nomor pesanan {order_id(r)}, resi {tracking(r)}, sewa gudang {price(r)} per bulan",
        f"mã đơn hàng {order_id(r)}, mã vận đơn {tracking(r)}, phòng {r.randint(1, 400)}",
        f"ordernummer {order_id(r)}, spårningsnummer {tracking(r)}, hyra förråd {price(r)} i månaden",
        f"číslo objednávky {order_id(r)}, sledování zásilky {tracking(r)}, pokoj {r.randint(1, 400)}",
        f"αριθμός παραγγελίας {order_id(r)}, αριθμός αποστολής {tracking(r)}, δωμάτιο {r.randint(1, 400)}",
        f"numer zamówienia {order_id(r)}, czynsz za garaż {price(r)} miesięcznie",
        f"tel. {phone(r)} wewn. {r.randint(10, 999)}, pokój {r.randint(1, 400)}",
    ))


def chat_export(r: R) -> str:
    """Two to four lines of a messenger's export (WhatsApp's, Telegram's layout), the lines of any kind above."""
    kinds = (shopping_line, travel_line, contact_line, kept_place_line, near_word_line, intl_line, schedule_line)
    d, out = date(r), []
    for _ in range(r.randint(2, 4)):
        who = name(r)
        line = r.choice(kinds)(r)
        out.append(r.choice((f"{d}, {clock(r)} - {who}: {line}", f"[{d} {clock(r)}] {who}: {line}",
                             f"{who}, [{d} {clock(r)}]\n{line}")))
    return "\n".join(out)


def code_with_ids(r: R) -> str:
    """A snippet of code or a log an agent keeps: ids, counts, versions and paths, no credential."""
    uid = f"{up(r, 8, 'abcdef0123456789')}-{up(r, 4, 'abcdef0123456789')}-4{up(r, 3, 'abcdef0123456789')}-" \
          f"{r.choice('89ab')}{up(r, 3, 'abcdef0123456789')}-{up(r, 12, 'abcdef0123456789')}"
    return r.choice((
        f"order = Order.objects.get(pk={r.randint(1, 999999)})  # {r.choice(SHOPS)} {order_id(r)}",
        f'{{"order_id": "{order_id(r)}", "tracking": "{tracking(r)}", "qty": {r.randint(1, 9)}}}',
        f"curl https://api.example.com/v2/orders/{r.randint(10000, 99999999)}/items?page={r.randint(1, 20)}",
        f"request_id={uid} status=200 duration={r.randint(1, 900)}ms path=/api/orders/{r.randint(100, 99999)}",
        f"SELECT * FROM bookings WHERE ref = '{booking(r)}' AND created_at > '{r.randint(2019, 2027)}-01-01';",
        f"user_id: {r.randint(1, 999999)}\nsession_started: {date(r)} {clock(r)}\nitems: {r.randint(0, 40)}",
        f"git checkout -b fix/{r.randint(100, 9999)}-{r.choice(('login-page', 'order-total', 'cart'))} && git cherry-pick "
        f"{up(r, 7, 'abcdef0123456789')}",
        f"docker run -p {r.randint(1000, 9999)}:{r.randint(80, 9000)} {r.choice(('nginx', 'redis', 'postgres'))}:"
        f"{version(r).lstrip('v')}",
        f"ticket {r.choice(('JIRA-', 'INC', '#'))}{digits(r, 5)}: customer {digits(r, 8)} reports order {order_id(r)} "
        f"missing, parcel {tracking(r)}",
        f"id,name,qty\n{r.randint(1, 9999)},{r.choice(THINGS)},{r.randint(1, 9)}\n{r.randint(1, 9999)},"
        f"{r.choice(THINGS)},{r.randint(1, 9)}",
    ))


WIDE_LINES: tuple[Callable[[R], str], ...] = (*LINES, receipt, flight_table, intl_line, intl_line, chat_export,
                                              code_with_ids)


def note(r: R, wide: bool = False) -> str:
    """One ordinary agent note: one to three lines of the kinds above, joined as an agent keeps them (``wide``: the
    session 47 forms too)."""
    kinds = WIDE_LINES if wide else LINES
    lines = [r.choice(kinds)(r) for _ in range(r.choice((1, 1, 1, 2, 2, 3)))]
    joiner = r.choice(("\n", "\n", ". ", "; ", " | ", "\n- "))
    text = joiner.join(lines)
    return r.choice(("", "", "", "note: ", "- ", "Remember: ", "FYI ", "[memory] ")) + text


def refused(text: str) -> bool:
    from engramdb import guard

    return bool(guard.find_secrets(text)) or bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


def reading(text: str) -> str:
    """Which reading refuses ``text``: a row of secrets._DETECTORS (its kind, validator and the module of its
    finder), or the whole-text path that did (rejoined / announced / spelled / decoded values, a seed phrase, a
    grouped app password, the n-gram signal), or the batch path alone."""
    from engramdb.guard import letters, ngram, secrets

    for n in secrets._in_order(secrets._ALL):
        if secrets._scan(text, {n}):
            det = secrets._DETECTORS[n]
            finder = type(det.pattern)
            where = det.pattern.pattern[:40] if finder.__module__ == "re" else f"{finder.__module__}.{finder.__qualname__}"
            return f"row {n} {det.kind} {det.validate.__module__}.{det.validate.__qualname__} [{where}]"
    if secrets._scan_rejoined(text, secrets._every_row(text)):
        return "rejoined / announced / spelled / decoded"
    if secrets._seed_finding(text):
        return "seed phrase / code lines"
    if letters.grouped(text) is not None:
        return "letters.grouped"
    if ngram.refuses(text) and not secrets._ngram_vetoed(text):
        return "ngram"
    return "find_secrets_many only" if not secrets.find_secrets(text) else "?"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max", type=int, default=10**9, help="at most this many notes")
    ap.add_argument("--wide", action="store_true", help="draw session 47's wider forms too (other notes per seed)")
    args = ap.parse_args(argv)
    r = random.Random(args.seed)
    stop, drawn, by = time.monotonic() + args.seconds, 0, Counter[str]()
    while time.monotonic() < stop and drawn < args.max:
        text = note(r, args.wide)
        drawn += 1
        if refused(text):
            why = reading(text)
            by[why] += 1
            print(f"FALSE ALARM [{why}] {text!r}", flush=True)
    print(f"drawn {drawn} notes (seed {args.seed}{', wide' if args.wide else ''}), refused {sum(by.values())}")
    for why, n in by.most_common():
        print(f"  {n:5d}  {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Ordinary lists a person keeps in memory, none holding a secret: grocery, packing, tag and to-do lists of everyday
words in eleven languages (12-24 items, one a line, comma-separated or numbered), recipes with quantities, match
scores, prices, room / flight / seat numbers. Seeded, so a run is reproducible; written for round 12 of the guard
(issue 13) to measure how often the guard refuses text that is only a list.

Also ``list_word_rows``: the worst case for the BIP-39 checksum rule, lists whose every item is a word of the BIP-39
list of its language (apple, banana, butter ... in English; abeja, aceite ... in Spanish), 12-24 items, in the same
layouts, with and without a heading. A random run of 12 list words passes the checksum once in 16.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_benign_lists/measure_lists.py [--n 2000] [--seed 12]
"""

from __future__ import annotations

import random
from pathlib import Path

_BIP39 = Path(__file__).resolve().parents[2] / "python" / "engramdb" / "guard" / "bip39"

# Everyday words by language: food, household and travel things, and short tasks.
WORDS: dict[str, dict[str, list[str]]] = {
    "en": {
        "head": ["Groceries", "Shopping list", "Packing list", "Tags", "To do", "Errands", "Weekend", "Camping trip",
                 "Costco run", "Beach bag", "Things to buy", "List"],
        "items": ["apple", "banana", "butter", "cheese", "milk", "bread", "eggs", "rice", "pasta", "onion", "garlic",
                  "tomato", "potato", "carrot", "lemon", "orange", "coffee", "tea", "sugar", "salt", "pepper", "honey",
                  "yogurt", "chicken", "beef", "fish", "salmon", "tuna", "olive oil", "flour", "cereal", "juice",
                  "water", "soap", "shampoo", "toothpaste", "towel", "socks", "shirt", "jacket", "umbrella", "charger",
                  "passport", "sunscreen", "hat", "sandals", "book", "camera", "tent", "blanket", "pillow", "lamp",
                  "battery", "candle", "napkins", "foil", "spinach", "lettuce", "cucumber", "avocado", "mango",
                  "grape", "melon", "peanut butter", "jam", "cookies", "chips", "soda", "wine", "beer", "bananas",
                  "apples", "eggs", "tomatoes", "potatoes", "crackers", "mushrooms", "broccoli", "cabbage", "corn"],
        "tasks": ["call mom", "pay rent", "book dentist", "return library books", "pick up dry cleaning", "water plants",
                  "walk the dog", "buy stamps", "renew passport", "fix the bike", "email landlord", "clean fridge"],
    },
    "de": {
        "head": ["Einkaufsliste", "Einkaufen", "Packliste", "Zu erledigen", "Urlaub", "Wochenmarkt"],
        "items": ["Milch", "Brot", "Butter", "Käse", "Eier", "Äpfel", "Bananen", "Tomaten", "Kartoffeln", "Zwiebeln",
                  "Knoblauch", "Reis", "Nudeln", "Mehl", "Zucker", "Salz", "Kaffee", "Tee", "Honig", "Joghurt",
                  "Hähnchen", "Lachs", "Seife", "Zahnpasta", "Handtuch", "Socken", "Jacke", "Regenschirm", "Ladekabel",
                  "Reisepass", "Sonnencreme", "Buch", "Kamera", "Zelt", "Decke", "Kissen", "Batterien", "Kerzen",
                  "Spinat", "Salat", "Gurke", "Paprika", "Möhren", "Zitronen", "Orangensaft", "Wasser", "Wein"],
        "tasks": ["Oma anrufen", "Miete zahlen", "Zahnarzt Termin", "Bücher zurückgeben", "Fahrrad reparieren"],
    },
    "fr": {
        "head": ["Courses", "Liste de courses", "Valise", "À faire", "Vacances", "Marché"],
        "items": ["lait", "pain", "beurre", "fromage", "œufs", "pommes", "bananes", "tomates", "pommes de terre",
                  "oignons", "ail", "riz", "pâtes", "farine", "sucre", "sel", "café", "thé", "miel", "yaourt", "poulet",
                  "saumon", "savon", "dentifrice", "serviette", "chaussettes", "veste", "parapluie", "chargeur",
                  "passeport", "crème solaire", "livre", "appareil photo", "tente", "couverture", "oreiller", "piles",
                  "bougies", "épinards", "salade", "concombre", "carottes", "citron", "jus d'orange", "eau", "vin",
                  "moutarde", "lessive", "éponge", "balai"],
        "tasks": ["appeler maman", "payer le loyer", "prendre rdv dentiste", "rendre les livres", "réparer le vélo"],
    },
    "es": {
        "head": ["Lista de la compra", "Compra", "Maleta", "Pendientes", "Vacaciones", "Mercado"],
        "items": ["leche", "pan", "mantequilla", "queso", "huevos", "manzanas", "plátanos", "tomates", "patatas",
                  "cebolla", "ajo", "arroz", "pasta", "harina", "azúcar", "sal", "café", "té", "miel", "yogur", "pollo",
                  "salmón", "jabón", "pasta de dientes", "toalla", "calcetines", "chaqueta", "paraguas", "cargador",
                  "pasaporte", "crema solar", "libro", "cámara", "tienda", "manta", "almohada", "pilas", "velas",
                  "espinacas", "lechuga", "pepino", "zanahorias", "limón", "zumo", "agua", "vino", "aceite", "abeja"],
        "tasks": ["llamar a mamá", "pagar el alquiler", "cita dentista", "devolver libros", "arreglar la bici"],
    },
    "it": {
        "head": ["Lista della spesa", "Spesa", "Valigia", "Da fare", "Vacanze", "Mercato"],
        "items": ["latte", "pane", "burro", "formaggio", "uova", "mele", "banane", "pomodori", "patate", "cipolla",
                  "aglio", "riso", "pasta", "farina", "zucchero", "sale", "caffè", "tè", "miele", "yogurt", "pollo",
                  "salmone", "sapone", "dentifricio", "asciugamano", "calzini", "giacca", "ombrello", "caricatore",
                  "passaporto", "crema solare", "libro", "macchina fotografica", "tenda", "coperta", "cuscino", "pile",
                  "candele", "spinaci", "insalata", "cetriolo", "carote", "limone", "succo", "acqua", "vino", "olio"],
        "tasks": ["chiamare la mamma", "pagare l'affitto", "prenotare il dentista", "restituire i libri"],
    },
    "pt": {
        "head": ["Lista de compras", "Compras", "Mala", "A fazer", "Férias", "Feira"],
        "items": ["leite", "pão", "manteiga", "queijo", "ovos", "maçãs", "bananas", "tomates", "batatas", "cebola",
                  "alho", "arroz", "massa", "farinha", "açúcar", "sal", "café", "chá", "mel", "iogurte", "frango",
                  "salmão", "sabonete", "pasta de dentes", "toalha", "meias", "casaco", "guarda-chuva", "carregador",
                  "passaporte", "protetor solar", "livro", "câmera", "barraca", "cobertor", "travesseiro", "pilhas",
                  "velas", "espinafre", "alface", "pepino", "cenouras", "limão", "suco", "água", "vinho", "azeite"],
        "tasks": ["ligar para a mãe", "pagar o aluguel", "marcar dentista", "devolver livros"],
    },
    "cs": {
        "head": ["Nákup", "Seznam", "Na cestu", "Udělat", "Dovolená"],
        "items": ["mléko", "chleba", "máslo", "sýr", "vejce", "jablka", "banány", "rajčata", "brambory", "cibule",
                  "česnek", "rýže", "těstoviny", "mouka", "cukr", "sůl", "káva", "čaj", "med", "jogurt", "kuře",
                  "losos", "mýdlo", "zubní pasta", "ručník", "ponožky", "bunda", "deštník", "nabíječka", "pas",
                  "opalovací krém", "kniha", "foťák", "stan", "deka", "polštář", "baterie", "svíčky", "špenát",
                  "salát", "okurka", "mrkev", "citron", "džus", "voda", "víno", "olej"],
        "tasks": ["zavolat mámě", "zaplatit nájem", "objednat zubaře", "vrátit knihy"],
    },
    "pl": {
        "head": ["Zakupy", "Lista zakupów", "Do spakowania", "Do zrobienia"],
        "items": ["mleko", "chleb", "masło", "ser", "jajka", "jabłka", "banany", "pomidory", "ziemniaki", "cebula",
                  "czosnek", "ryż", "makaron", "mąka", "cukier", "sól", "kawa", "herbata", "miód", "jogurt", "kurczak",
                  "łosoś", "mydło", "pasta do zębów", "ręcznik", "skarpetki", "kurtka", "parasol", "ładowarka",
                  "paszport", "krem z filtrem", "książka", "aparat", "namiot", "koc", "poduszka", "baterie", "świeczki"],
        "tasks": ["zadzwonić do mamy", "zapłacić czynsz", "umówić dentystę", "oddać książki"],
    },
    "nl": {
        "head": ["Boodschappen", "Paklijst", "Te doen"],
        "items": ["melk", "brood", "boter", "kaas", "eieren", "appels", "bananen", "tomaten", "aardappelen", "ui",
                  "knoflook", "rijst", "pasta", "bloem", "suiker", "zout", "koffie", "thee", "honing", "yoghurt", "kip",
                  "zalm", "zeep", "tandpasta", "handdoek", "sokken", "jas", "paraplu", "oplader", "paspoort",
                  "zonnebrand", "boek", "camera", "tent", "deken", "kussen", "batterijen", "kaarsen", "spinazie"],
        "tasks": ["mama bellen", "huur betalen", "tandarts bellen", "boeken terugbrengen"],
    },
    "ja": {
        "head": ["買い物リスト", "持ち物", "やること"],
        "items": ["牛乳", "パン", "バター", "チーズ", "卵", "りんご", "バナナ", "トマト", "じゃがいも", "玉ねぎ", "にんにく",
                  "米", "パスタ", "小麦粉", "砂糖", "塩", "コーヒー", "お茶", "はちみつ", "ヨーグルト", "鶏肉", "鮭",
                  "石鹸", "歯磨き粉", "タオル", "靴下", "上着", "傘", "充電器", "パスポート", "日焼け止め", "本", "カメラ",
                  "あさがお", "いちご", "うどん", "えのき", "おかし", "かさ", "きもの", "くつ", "けしごむ", "こめ"],
        "tasks": ["母に電話", "家賃を払う", "歯医者の予約", "本を返す"],
    },
    "ko": {
        "head": ["장보기", "준비물", "할 일"],
        "items": ["우유", "빵", "버터", "치즈", "계란", "사과", "바나나", "토마토", "감자", "양파", "마늘", "쌀", "국수",
                  "밀가루", "설탕", "소금", "커피", "녹차", "꿀", "요구르트", "닭고기", "연어", "비누", "치약", "수건",
                  "양말", "외투", "우산", "충전기", "여권", "선크림", "책", "카메라", "가방", "가구", "가족", "감기"],
        "tasks": ["엄마한테 전화", "월세 내기", "치과 예약", "책 반납"],
    },
}


def _layout(rng: random.Random, items: list[str], head: str | None) -> str:
    style = rng.choice(["lines", "comma", "numbered", "numbered_paren", "bullets", "lines"])
    if style == "lines":
        body = "\n".join(items)
    elif style == "comma":
        body = ", ".join(items)
    elif style == "numbered":
        body = "\n".join(f"{i}. {w}" for i, w in enumerate(items, 1))
    elif style == "numbered_paren":
        body = "\n".join(f"{i}) {w}" for i, w in enumerate(items, 1))
    else:
        body = "\n".join(f"- {w}" for w in items)
    if head is None:
        return body
    return f"{head}: {body}" if style == "comma" else f"{head}\n{body}"


def _word_list(rng: random.Random) -> str:
    lang = rng.choice(list(WORDS))
    table = WORDS[lang]
    pool = table["items"] + (table["tasks"] if rng.random() < 0.3 else [])
    n = rng.randint(12, 24)
    items = [rng.choice(pool) for _ in range(n)] if rng.random() < 0.15 else rng.sample(pool, min(n, len(pool)))
    head = rng.choice(table["head"]) if rng.random() < 0.7 else None
    return _layout(rng, items, head)


def _recipe(rng: random.Random) -> str:
    qty = ["2 cups flour", "1 tsp salt", "3 eggs", "200 g butter", "1/2 cup sugar", "250 ml milk", "1 onion",
           "2 cloves garlic", "400 g tomatoes", "1 tbsp olive oil", "500 g pasta", "100 g parmesan", "1 lemon",
           "2 tsp baking powder", "150 g dark chocolate", "1 pinch pepper", "3 carrots", "1 l stock"]
    items = rng.sample(qty, rng.randint(6, 12))
    return rng.choice(["Pancakes", "Tomato soup", "Brownies", "Pasta al limone", "Ingredients"]) + ":\n" + "\n".join(items)


def _scores(rng: random.Random) -> str:
    teams = ["Arsenal", "Chelsea", "Lyon", "Porto", "Ajax", "Celtic", "Napoli", "Sevilla", "Bayern", "Benfica"]
    lines = [f"{a} {rng.randint(0, 5)} - {rng.randint(0, 5)} {b}" for a, b in
             (rng.sample(teams, 2) for _ in range(rng.randint(3, 8)))]
    return rng.choice(["Results", "Saturday scores", "Bowling"]) + "\n" + "\n".join(lines)


def _prices(rng: random.Random) -> str:
    things = ["coffee", "bagel", "parking", "museum", "taxi", "lunch", "groceries", "gas", "cinema", "ferry"]
    cur = rng.choice(["$", "€", "£", ""])
    return "\n".join(f"{t}: {cur}{rng.randint(1, 120)}.{rng.randint(0, 99):02d}"
                     for t in rng.sample(things, rng.randint(4, 9)))


def _travel(rng: random.Random) -> str:
    parts = [f"Flight {rng.choice(['LH', 'BA', 'AF', 'UA', 'KL'])}{rng.randint(100, 9999)}",
             f"seat {rng.randint(1, 45)}{rng.choice('ABCDEF')}", f"gate {rng.choice('ABCD')}{rng.randint(1, 60)}",
             f"hotel room {rng.randint(101, 1299)}", f"booking ref {rng.randint(100000, 999999)}",
             f"platform {rng.randint(1, 14)}", f"coach {rng.randint(1, 12)}, seat {rng.randint(1, 90)}",
             f"locker room at {rng.randint(6, 9)}pm", f"table {rng.randint(1, 40)}"]
    return rng.choice(["Trip", "Travel", "Monday"]) + ": " + ", ".join(rng.sample(parts, rng.randint(3, 6)))


def rows(n: int, seed: int) -> list[dict[str, str]]:
    """``n`` benign rows of ordinary lists (kinds: word_list, recipe, scores, prices, travel)."""
    rng = random.Random(seed)
    makers = [("word_list", _word_list)] * 6 + [("recipe", _recipe), ("scores", _scores), ("prices", _prices),
                                                ("travel", _travel)]
    out = []
    for _ in range(n):
        kind, make = rng.choice(makers)
        out.append({"text": make(rng), "label": "benign", "kind": kind})
    return out


# Everyday words that are BIP-39 list words (checked against the list at load time: any that is not is dropped).
_EVERYDAY_LIST_WORDS = {
    "english": ["apple", "banana", "butter", "cheese", "milk", "bread", "rice", "onion", "garlic", "tomato", "potato",
                "carrot", "lemon", "orange", "coffee", "sugar", "salt", "pepper", "honey", "chicken", "beef", "fish",
                "salmon", "tuna", "flour", "cereal", "juice", "water", "soap", "towel", "shirt", "jacket", "umbrella",
                "hat", "book", "camera", "tent", "blanket", "pillow", "lamp", "battery", "candle", "spinach",
                "lettuce", "cucumber", "avocado", "mango", "grape", "melon", "cookie", "soda", "wine", "corn",
                "cabbage", "broccoli", "mushroom", "olive", "bacon", "sausage", "pizza", "noodle", "bean", "pear",
                "peanut", "sauce", "soup", "toast", "cake", "cream", "oyster", "lobster", "shrimp", "squash",
                "pumpkin", "walnut", "wheat", "oil", "vinegar", "sock", "boot", "glove", "scarf", "coat", "dress",
                "jeans", "wallet", "key", "phone", "ticket", "map", "bag", "bottle", "cup", "plate", "spoon", "knife",
                "pencil", "paper", "glue", "tape", "brush", "comb", "razor", "tissue", "vitamin"],
    "spanish": ["abeja", "aceite", "agua", "ajo", "arroz", "azúcar", "café", "cebolla", "leche", "limón", "manzana",
                "miel", "pan", "pasta", "pera", "queso", "sal", "salsa", "sopa", "toalla", "libro", "bolsa",
                "taza", "plato", "jabón", "vino", "uva", "pollo", "pescado", "huevo", "tomate", "papa", "harina",
                "galleta", "jugo", "naranja", "maíz", "atún", "carne", "cuchara", "cuchillo", "vaso", "botella"],
    "french": ["abricot", "ananas", "beurre", "biscuit", "café", "carotte", "citron", "farine", "fromage", "lait",
               "miel", "oignon", "orange", "pain", "poivre", "pomme", "salade", "savon", "sucre", "tomate", "vin",
               "yaourt", "livre", "serviette", "parapluie", "chapeau", "bougie", "lampe", "oreiller", "tasse",
               "assiette", "bouteille", "cerise", "poulet", "saumon", "thon", "riz", "sel", "crayon", "papier"],
    "italian": ["aceto", "acqua", "aglio", "arancia", "banana", "biscotto", "burro", "caffè", "carota", "cipolla",
                "farina", "formaggio", "latte", "limone", "mela", "miele", "olio", "pane", "pasta", "patata", "pepe",
                "pesce", "pollo", "riso", "sale", "sapone", "tazza", "vino", "zucchero", "libro", "ombrello",
                "cuscino", "candela", "piatto", "bottiglia", "pera", "uva", "tonno", "salmone", "matita"],
    "portuguese": ["abacate", "arroz", "banana", "batata", "biscoito", "cebola", "cenoura", "farinha", "feijão",
                   "leite", "limão", "maçã", "manteiga", "massa", "mel", "ovo", "pão", "peixe", "queijo", "sal",
                   "sabonete", "tomate", "uva", "vinho", "livro", "toalha", "vela", "copo", "prato", "garrafa",
                   "frango", "carne", "suco", "açúcar", "pera", "caneta", "papel", "chapéu", "sapato", "meia"],
    "czech": ["banka", "chleba", "citron", "cukr", "houska", "jablko", "jogurt", "kapr", "kniha", "lampa", "losos",
              "mrkev", "okurka", "olej", "ovoce", "pivo", "rohlik", "salam", "syr", "vejce", "voda", "zelenina",
              "hrnek", "talir", "lahev", "tuzka", "papir", "deka", "boty", "kabat"],
}


def list_word_rows(n: int, seed: int, *, head: bool | None = None) -> list[dict[str, str]]:
    """``n`` lists whose every item is a BIP-39 list word of its language (12-24 items); ``head``: always / never a
    heading (None: either)."""
    rng = random.Random(seed)
    pools = {}
    for lang, words in _EVERYDAY_LIST_WORDS.items():
        listed = set((_BIP39 / f"{lang}.txt").read_text(encoding="utf-8").split())
        pools[lang] = [w for w in dict.fromkeys(words) if w in listed]
    heads = {"english": ["Groceries", "Shopping", "Packing list", "Tags", "To buy"],
             "spanish": ["Compra", "Lista"], "french": ["Courses", "Liste"], "italian": ["Spesa", "Lista"],
             "portuguese": ["Compras", "Lista"], "czech": ["Nákup", "Seznam"]}
    out = []
    for _ in range(n):
        lang = rng.choice(list(pools))
        k = rng.choice([12, 12, 12, 13, 14, 15, 16, 18, 20, 24])
        items = rng.sample(pools[lang], min(k, len(pools[lang])))
        has_head = rng.random() < 0.5 if head is None else head
        out.append({"text": _layout(rng, items, rng.choice(heads[lang]) if has_head else None), "label": "benign",
                    "kind": f"list_words_{len(items)}"})
    return out

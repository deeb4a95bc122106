"""Hand-written templates for guard_corpus_blind13 (read by make_blind13.py).

SECRET and BENIGN hold one template a line, ``kind|lang|text``; ``{field}`` is filled by make_blind13.py with a
seeded value, ``\\n`` is a line break. Every sentence was written by hand for its language (register, shorthand,
typos and mixed scripts on purpose); none was machine translated.
"""

# ruff: noqa: SIM905  (word lists are kept as the sentences they were typed as, split on spaces)

PW_WORDS = [
    "sunflower",
    "tiger",
    "mango",
    "bluebird",
    "kartoffel",
    "sonnenschein",
    "mariposa",
    "girasol",
    "pantera",
    "lupo",
    "fragola",
    "koala",
    "dragon",
    "galaxy",
    "pizza",
    "snoopy",
    "bella",
    "chocolate",
    "banana",
    "moonlight",
    "tesoro",
    "estrela",
    "kotek",
    "zajac",
    "medved",
    "karhu",
    "lumi",
    "sakura",
    "hoshi",
    "ppali",
    "chitra",
    "simba",
    "jollof",
    "baraka",
    "falcon",
    "liverpool",
    "barcelona",
    "juventus",
    "fenerbahce",
    "palmeiras",
    "rocket",
]
SSIDS = [
    "Casa_Lopez",
    "FRITZ!Box 7590 #",
    "Vodafone-#",
    "TP-Link_5G_#",
    "NETGEAR47",
    "Livebox-#",
    "Ziggo#",
    "BTHub6-#",
    "Telia-#",
    "Familie Mueller",
    "Dom_Kowalskich",
    "HUAWEI-#",
    "Bbox-#",
    "iPhone de Lucia",
    "Jio_Fiber_#",
    "TIM-#",
    "MEO-#",
    "SFR_#",
    "Orange-#",
    "UPC#",
    "Keenetic-#",
    "Rostelecom_#",
    "Superonline_#",
    "TurkTelekom_T#",
    "Airtel_Zerotouch_#",
    "Safaricom_Home_#",
    "IndiHome_#",
    "Viettel_#",
    "AIS_Fibre_#",
    "KT_GiGA_#",
    "aterm-#-g",
    "Buffalo-G-#",
    "Xfinity_#",
    "ATT#",
    "Sky_#",
    "eir#",
    "Telenor_#",
    "A1_#",
    "Yettel_#",
    "Cafe Aroma Guest",
]
PETS = ["Bruno", "Luna", "Max", "Kitty", "Bella", "Rex", "Mimi", "Tommy", "Simba", "Coco", "Muffin", "Pepe", "Nala"]
SURNAMES = [
    "Schmidt",
    "Kowalski",
    "Novak",
    "Rossi",
    "Garcia",
    "Silva",
    "Jansen",
    "Dubois",
    "Papadopoulos",
    "Yilmaz",
    "Nguyen",
    "Tanaka",
    "Kim",
    "Sharma",
    "Okafor",
    "Mwangi",
    "Horvat",
    "Nagy",
    "Virtanen",
    "Andersson",
    "Petrov",
]
FIRST_NAMES = [
    "Anna",
    "Lukas",
    "Maria",
    "Jan",
    "Sofia",
    "Marco",
    "Lucia",
    "Tom",
    "Emma",
    "Ahmed",
    "Yuki",
    "Minji",
    "Priya",
    "Kwame",
    "Amina",
    "Ivan",
    "Olga",
    "Mehmet",
    "Linh",
    "Budi",
    "Juan",
    "Ines",
    "Pieter",
    "Katarzyna",
    "Mateo",
]
CITIES = ["Lyon", "Porto", "Graz", "Split", "Poznan", "Brno", "Izmir", "Osaka", "Busan", "Pune", "Mombasa", "Cebu"]

# seed phrases: (language of the prose, the words before the phrase)
SEED_INTROS = [
    ("en", "metamask recovery phrase (DO NOT LOSE):"),
    ("en", "ledger backup words, the paper one is in the safe but just in case:"),
    ("de", "Seed für die Trust Wallet, falls das Handy kaputt geht:"),
    ("es", "frase semilla de mi billetera, no compartir:"),
    ("pt", "palavras de recuperação da carteira Exodus:"),
    ("hi", "bhai ye meri wallet ki recovery phrase hai, kahin likh ke rakh:"),
    ("tr", "cüzdan kurtarma kelimeleri (phantom):"),
    ("id", "kata pemulihan dompet kripto aku:"),
    ("sw", "maneno ya kurejesha wallet yangu ya crypto:"),
    ("pl", "fraza odzyskiwania do portfela, trzymać w tajemnicy:"),
    ("vi", "cụm từ khôi phục ví trust wallet của mình:"),
    ("nl", "herstelzin van mijn wallet, nergens delen:"),
]
SEED_LANG_INTRO = {
    "french": ("fr", "phrase de récupération du portefeuille (ne jamais la donner):"),
    "spanish": ("es", "las palabras de la wallet, guardadas aquí por si acaso:"),
    "italian": ("it", "parole di recupero del wallet, non condividere:"),
    "portuguese": ("pt", "frase de recuperação da minha carteira:"),
    "czech": ("cs", "obnovovací fráze k peněžence, nikomu neukazovat:"),
    "japanese": ("ja", "ウォレットの復元フレーズ（絶対に人に見せない）:"),
    "korean": ("ko", "지갑 복구 문구 (절대 공유 금지):"),
    "chinese_simplified": ("zh", "钱包助记词，千万别发给别人："),
    "chinese_traditional": ("zh-Hant", "錢包助記詞，備份在這裡："),
}
KEY_INTROS = [
    ("en", "private key for the deploy server, keep off github:"),
    ("de", "privater Schlüssel für den NAS-Zugang:"),
    ("fr", "clé privée du serveur de prod (ne pas commiter)"),
    ("es", "llave privada del servidor, la necesito en el portátil nuevo:"),
    ("ja", "本番サーバーの秘密鍵:"),
    ("ru", "приватный ключ от сервера, не светить:"),
    ("pt", "chave privada do servidor de backup:"),
]
HEXKEY_INTROS = [
    ("en", "eth wallet private key: {key}"),
    ("de", "Privater Schlüssel vom Metamask-Konto: {key}"),
    ("es", "clave privada de la wallet de ethereum {key} no la pierdas"),
    ("zh", "以太坊钱包私钥：{key}"),
    ("tr", "metamask özel anahtarım {key}"),
]
PUBKEY_INTROS = [
    ("en", "my public key for the server, add it to authorized_keys:"),
    ("de", "Mein öffentlicher SSH-Schlüssel (darf überall hin):"),
    ("fr", "clé publique à mettre sur le serveur:"),
    ("es", "mi clave pública ssh para el repo:"),
]

# errands a row may sit among, as one line of a longer note (same language as the row)
ERRANDS = {
    "en": [
        "pick up dry cleaning",
        "call the vet about Luna's jab",
        "buy milk + bin bags",
        "return library books",
        "book MOT",
    ],
    "de": [
        "Brot und Milch kaufen",
        "Altglas wegbringen",
        "Oma anrufen",
        "Paket bei der Post abholen",
        "Reifenwechsel buchen",
    ],
    "fr": [
        "acheter du pain",
        "rappeler le dentiste",
        "déposer le colis",
        "payer la cantine",
        "arroser les plantes de Mme Roux",
    ],
    "es": [
        "comprar pan",
        "llamar al fontanero",
        "recoger a los niños a las 5",
        "pagar la comunidad",
        "sacar la basura",
    ],
    "it": ["comprare il latte", "ritirare la raccomandata", "chiamare la nonna", "pagare la bolletta"],
    "pt": ["comprar pão", "pagar o boleto", "levar o cachorro no vet", "buscar as crianças"],
    "nl": ["boodschappen doen", "oud papier wegbrengen", "fiets naar de maker", "oma bellen"],
    "pl": ["kupić chleb", "odebrać paczkę z paczkomatu", "zadzwonić do mamy", "zapłacić za prąd"],
    "hr": ["kupiti kruh", "platiti režije", "nazvati baku", "odnijeti auto na servis"],
    "ru": ["купить хлеб", "забрать посылку", "позвонить маме", "оплатить коммуналку"],
    "tr": ["ekmek al", "faturayı öde", "annemi ara", "kargoyu al"],
    "ja": ["牛乳を買う", "クリーニング取りに行く", "母に電話", "ゴミ出し（火曜）"],
    "ko": ["우유 사기", "택배 찾기", "엄마한테 전화", "관리비 내기"],
    "zh": ["买牛奶", "取快递", "给妈妈打电话", "交水电费"],
    "hi": ["doodh lena hai", "bijli ka bill bharna", "mummy ko call karna", "dhobi se kapde lene"],
    "id": ["beli galon", "bayar listrik", "jemput adek jam 3", "ambil paket"],
    "sw": ["kununua mkate", "kulipa umeme", "kumpigia mama simu", "kuchukua nguo kwa fundi"],
    "vi": ["mua sữa", "đóng tiền điện", "gọi cho mẹ", "lấy đồ giặt"],
    "sv": ["köpa mjölk", "hämta paket", "ringa mamma", "betala hyran"],
}

# ----------------------------------------------------------------------------------------------------- word lists
# (kind, title, vocabulary): many single everyday English words, most of them also in the BIP-39 English list.
_GROCERY = (
    "milk eggs bread butter cheese apple banana orange lemon tomato potato onion garlic carrot lettuce cucumber pepper "
    "rice pasta flour sugar salt coffee tea juice yogurt chicken beef pork fish salmon tuna bacon sausage ham cereal "
    "oats honey jam peanut olive oil vinegar soup beans corn peas spinach mushroom avocado grape melon cherry "
    "strawberry lime ginger basil cream water soda wine beer chips cookies chocolate napkins soap sponge"
).split()
_PACKING = (
    "passport tickets charger phone laptop headphones sunscreen sunglasses hat swimsuit towel sandals shoes socks "
    "shirts shorts jeans jacket sweater pajamas toothbrush toothpaste shampoo razor deodorant umbrella camera book "
    "pillow blanket snacks water bottle adapter wallet keys medicine bandage map cash gloves scarf boots raincoat"
).split()
_TODO = (
    "laundry, dishes, vacuum, groceries, dentist, gym, emails, taxes, plumber, garden, trash, recycling, bills, "
    "insurance, car wash, haircut, pharmacy, library, bank, post office, birthday gift, walk the dog, repaint fence, "
    "call mom, fix bike, oil change, renew license, book flights, pay rent, backup photos, clean fridge, ironing"
).split(", ")
_READING = (
    "Dune; Beloved; Middlemarch; The Hobbit; Rebecca; Emma; Ulysses; Dracula; Frankenstein; Persuasion; Atonement; "
    "Educated; Sapiens; Circe; Normal People; The Road; Matilda; Wonder; Hamnet; Piranesi; Klara and the Sun; "
    "Stoner; Lolita; Jane Eyre; Moby Dick; The Trial; Solaris; Walden"
).split("; ")
_TAGS = (
    "travel food family work health fitness music movies books ideas recipes garden kids school finance budget "
    "project meeting urgent later someday weekend summer winter holiday birthday friends photos nature ocean "
    "mountain city coffee design code python notes journal dream goal habit"
).split()
_WORDS = (
    "apple river window candle forest yellow guitar silver blanket rocket pepper garden island winter spider "
    "mirror castle orange tunnel pencil button dragon rabbit bridge camera pocket wagon ladder jungle marble "
    "kitten basket planet hammer circle frozen noodle anchor violin lemon puzzle feather rain cloud tiger ocean "
    "coffee bottle"
).split()
_SHOPPING = (
    "curtains lamp rug mirror shelf hangers batteries lightbulbs stapler envelopes notebook printer paper scissors "
    "tape glue candles vase plant pot doormat towels sheets pillowcase mug kettle toaster blender spatula whisk "
    "cutting board trash bags detergent bleach gloves broom bucket"
).split()
EN_LISTS = [
    ("grocery_list", "grocery list", _GROCERY),
    ("grocery_list", "Shopping for the week:", _GROCERY),
    ("packing_list", "packing list for Lisbon", _PACKING),
    ("packing_list", "camping trip - pack:", _PACKING),
    ("todo_list", "to do this weekend", _TODO),
    ("todo_list", "TODO", _TODO),
    ("reading_list", "books to read this year", _READING),
    ("tag_list", "tags:", _TAGS),
    ("tag_list", "note tags", _TAGS),
    ("word_list", "spelling words for Friday's test (Mia, year 3)", _WORDS),
    ("word_list", "pictionary words for the party", _WORDS),
    ("word_list", "vocab list, unit 7", _WORDS),
    ("shopping_list", "IKEA list", _SHOPPING),
    ("shopping_list", "things to buy for the new flat", _SHOPPING),
]
# Everyday words typed as lists that happen to be all in the BIP-39 English list (make_blind13.py keeps only those
# words, so these lists are exactly the lengths and vocabulary of a seed phrase, with a failing checksum).
_PACKING_BIP = (
    "passport ticket phone laptop camera book pillow blanket water bottle wallet cash glove boots umbrella jacket "
    "shirt sock shoe hat towel soap brush razor lotion snack map charge cable adapt battery coffee sugar tent lamp"
).split()
_TODO_BIP = (
    "laundry wash vacuum garden trash recycle insurance dentist bank post gift pay rent fix bike call mom walk dog "
    "clean fridge paint fence order print ticket renew license book flight cook dinner water plant"
).split()
_SHOP_BIP = (
    "lamp rug mirror curtain shelf candle vase plant pot towel sheet pillow mug kettle toaster blender spoon knife "
    "fork plate bowl glass bucket broom brush glue tape scissors paper pen pencil notebook envelope battery table "
    "chair sofa desk carpet frame clock radio speaker cable basket tray jar cup soap"
).split()
EN_BIP_LISTS = [
    ("grocery_list", "groceries", _GROCERY),
    ("grocery_list", "need from the shop:", _GROCERY),
    ("packing_list", "pack for the beach", _PACKING_BIP),
    ("todo_list", "chores", _TODO_BIP),
    ("shopping_list", "housewarming stuff to buy", _SHOP_BIP),
    ("tag_list", "labels", _TAGS),
    ("word_list", "spelling list week 4", _WORDS),
    ("word_list", "charades words", _WORDS),
]
OTHER_LISTS = [
    (
        "de",
        "grocery_list",
        "Einkaufsliste",
        "Milch Brot Butter Käse Eier Äpfel Bananen Tomaten Gurke Zwiebeln Kartoffeln Nudeln Reis Joghurt Quark Kaffee Klopapier Spülmittel".split(),
    ),
    (
        "fr",
        "grocery_list",
        "courses samedi",
        "lait pain beurre fromage oeufs pommes bananes tomates oignons carottes pâtes riz yaourts café lessive jambon".split(),
    ),
    (
        "es",
        "grocery_list",
        "lista de la compra",
        "leche pan huevos aceite tomates cebollas patatas arroz pollo atún yogur café azúcar sal naranjas plátanos".split(),
    ),
    (
        "it",
        "grocery_list",
        "spesa",
        "latte pane uova burro pasta riso pomodori mozzarella parmigiano basilico mele banane caffè zucchero olio".split(),
    ),
    (
        "pt",
        "grocery_list",
        "lista do mercado",
        "arroz feijão leite pão ovos café açúcar banana tomate cebola alho frango queijo manteiga sabão".split(),
    ),
    (
        "nl",
        "grocery_list",
        "boodschappen",
        "melk brood kaas eieren boter appels bananen tomaten uien aardappelen pasta rijst koffie hagelslag".split(),
    ),
    (
        "pl",
        "grocery_list",
        "zakupy",
        "mleko chleb masło jajka ser szynka pomidory ogórki ziemniaki cebula makaron ryż kawa herbata jogurt".split(),
    ),
    (
        "cs",
        "todo_list",
        "úkoly na víkend",
        [
            "vyprat prádlo",
            "uklidit koupelnu",
            "zalít kytky",
            "koupit dárek",
            "zavolat mámě",
            "opravit kolo",
            "vynést koš",
            "umýt auto",
            "zaplatit nájem",
        ],
    ),
    (
        "tr",
        "grocery_list",
        "market listesi",
        "süt ekmek yumurta peynir zeytin domates salatalık soğan patates pirinç makarna çay şeker yoğurt".split(),
    ),
    (
        "ru",
        "grocery_list",
        "список покупок",
        "молоко хлеб яйца масло сыр гречка макароны картошка лук морковь сметана чай сахар яблоки".split(),
    ),
    (
        "ja",
        "grocery_list",
        "買い物リスト",
        "牛乳 卵 食パン 納豆 豆腐 味噌 ねぎ 玉ねぎ にんじん 鶏肉 米 醤油 トイレットペーパー".split(),
    ),
    ("ko", "grocery_list", "장보기", "우유 계란 두부 김치 대파 양파 라면 쌀 고추장 참기름 사과 휴지".split()),
    ("zh", "grocery_list", "买菜清单", "鸡蛋 牛奶 西红柿 土豆 白菜 豆腐 大米 酱油 猪肉 面条 苹果 香蕉".split()),
    (
        "hi",
        "grocery_list",
        "saman ki list",
        "doodh atta chawal dal chini chai patti pyaaz tamatar aloo dhaniya haldi ghee paneer".split(),
    ),
    (
        "sw",
        "grocery_list",
        "orodha ya sokoni",
        "unga sukari mchele maziwa mkate mayai nyanya vitunguu chumvi mafuta chai ndizi".split(),
    ),
    (
        "id",
        "packing_list",
        "barang bawaan mudik",
        "baju,celana,sarung,sandal,charger,powerbank,sikat gigi,sabun,handuk,obat,masker,oleh-oleh".split(","),
    ),
    (
        "sv",
        "packing_list",
        "packlista stugan",
        "sovsäck kudde handduk badbyxor solkräm myggmedel stövlar regnjacka ficklampa tändstickor kaffe".split(),
    ),
    (
        "fi",
        "todo_list",
        "tehtävät",
        "pyykit imurointi kauppa apteekki sauna lumityöt posti kirjasto roskat laskut".split(),
    ),
    (
        "el",
        "grocery_list",
        "για το σούπερ μάρκετ",
        "γάλα ψωμί αυγά φέτα ντομάτες αγγούρι ελιές λάδι ρύζι μακαρόνια καφές".split(),
    ),
    ("ar", "grocery_list", "قائمة المشتريات", "حليب خبز بيض جبن أرز سكر شاي طماطم بصل دجاج زيت تمر".split()),
    ("vi", "grocery_list", "đi chợ", "gạo trứng thịt heo cá rau muống cà chua hành nước mắm đường sữa mì gói".split()),
    (
        "hu",
        "todo_list",
        "teendők",
        "mosás porszívózás bevásárlás posta bank fogorvos edzés kertészkedés számlák".split(),
    ),
    (
        "ro",
        "grocery_list",
        "lista de cumpărături",
        "lapte pâine ouă brânză roșii ceapă cartofi orez zahăr cafea iaurt mere".split(),
    ),
    (
        "uk",
        "grocery_list",
        "купити",
        "молоко хліб яйця масло сир картопля цибуля буряк капуста гречка чай цукор".split(),
    ),
]

# ----------------------------------------------------------------------------------------------------- templates

SECRET = r"""
# ---------------- English
pin_card|en|card pin is {pin4} dont tell anyone lol
pin_card|en|Visa debit PIN: {pin4} (changed it at the ATM in March)
pin_card|en|reminder to self - new bank card came, pin {pin4}, old one shredded
pin_card|en|Monzo card PIN {pin4}. Barclays one is {pin4}
pin_phone|en|my phone passcode is {pin6} if you need to unlock it while I'm driving
pin_phone|en|iPad unlock: {pin4}. kids know it, change later
pin_phone|en|Dad's phone code {pin6} (he forgets it every week)
sim_puk|en|SIM PIN {pin4} / PUK {puk8} (from the plastic card the SIM came on)
door_code|en|front door keypad code {door} - works for the side door too
door_code|en|Airbnb check-in: building door {door}, flat 3B, then the lockbox
door_code|en|office entry code changed today, new one {door}
gate_code|en|Gate code for mum's complex is {door}, press the bell icon first
gate_code|en|community gate {door} (visitors use {door})
garage_code|en|garage opener keypad: {pin4} then the up arrow
garage_code|en|underground parking door code {door}, spot 112
alarm_code|en|alarm disarm {pin4} — you have 30 secs after opening the door
alarm_code|en|ADT alarm code {pin4}, verbal password for the monitoring co is "{word}"
locker_code|en|gym locker 214 combo {combo}
locker_code|en|Locker at work: 3rd floor, number 18, code {pin4}
locker_code|en|parcel locker pickup code {otp6} - at the Tesco one, expires tomorrow
keysafe_code|en|key safe by the back door, code {pin4}, spare keys for the cleaner
keysafe_code|en|keybox for the holiday cottage: {pin4} (turn the dials then push down)
bike_lock|en|bike lock combination is {pin4}
bike_lock|en|the combination for the blue padlock on the shed is {pin4}
wifi_ssid_pass|en|Network: {ssid} / Pass: {wifi}
wifi_ssid_pass|en|wifi at grandma's: {ssid}, password {wifi}
wifi_ssid_pass|en|Guest wifi -> SSID {ssid} pw {wifi} (the 5G one is faster)
wifi_ssid_pass|en|{ssid}\n{wifi}
wifi_ssid_pass|en|WIFI:S:{ssid};T:WPA;P:{wifi};;
password_chat|en|ok so the netflix login is {email} and the password is {pw}, dont change it pls
password_chat|en|hey can u log into my amazon, pw is {pw}, need the order from tuesday
password_chat|en|Spotify family: {email} / {pw} — Jake asked for it again
password_chat|en|laptop login password changed to {pw}
password_chat|en|the password for the shared drive is {pw} btw
password_label|en|Email: {email}\nPassword: {pw}
password_label|en|Bank online login — user: {user} | pass: {pw}
password_label|en|site,username,password\nfacebook,{email},{pw}\ninstagram,{user},{pw}
password_label|en|VPN: user {user} pwd {pw}
router_admin|en|router admin page 192.168.1.1 login admin / {pw}
router_admin|en|NAS admin: http://192.168.0.20:5000 user admin pass {pw}
card_full|en|Card: {card} exp {exp} CVC {cvc}
card_full|en|use my amex for the hotel: {card_amex}, expires {exp}, security code {cvc4}
card_full|en|mum's card for the tickets {card} {exp} {cvc} (name on card: M. {surname})
card_full|en|Name: J {surname}\nCard number: {card}\nExpiry: {exp}\nCVV: {cvc}
api_key_prefixed|en|stripe live key for prod: {sk_live}
api_key_prefixed|en|GITHUB_TOKEN={ghp}
api_key_prefixed|en|fine-grained PAT for the release workflow: {github_pat}
api_key_prefixed|en|OpenAI key (personal): {openai}
api_key_prefixed|en|slack bot token {xoxb} for the #deploys bot
api_key_prefixed|en|Anthropic API key {anthropic}
api_key_prefixed|en|HF token with write access: {hf}
api_key_prefixed|en|npm publish token {npm}
api_key_prefixed|en|pypi upload token: {pypi}
api_key_prefixed|en|sendgrid {sg}
api_key_prefixed|en|gitlab deploy: {glpat}
api_key_prefixed|en|shopify admin token {shpat} for the store backend
api_key_prefixed|en|digitalocean token {dop}
api_key_prefixed|en|telegram bot token {tg_bot}
api_key_prefixed|en|restricted stripe key {rk_live} (refunds only)
api_key_bare|en|Mailchimp API key: {hex32}-us21
api_key_bare|en|Datadog API key is {hex32}, app key {hex40}
api_key_bare|en|the weather API key we pay for: {alnum32}
api_key_bare|en|Algolia admin key {hex32} (search-only key is the other one)
api_key_bare|en|cloudflare api token: {alnum40}
api_key_bare|en|Google Maps key for the app {aiza}
url_token|en|password reset link (valid 24h): https://accounts.{domain}/reset?token={b64url43}
url_token|en|magic login link: https://app.{domain}/auth/magic?code={alnum40}&email={email_enc}
url_token|en|invite link for the admin panel https://{domain}/invite/accept?token={b64url43}
url_token|en|shared backup SAS url https://backups.blob.core.windows.net/nightly?sv=2022-11-02&ss=b&srt=sco&sp=rwdl&se=2027-01-01T00:00:00Z&sig={azure_sig}
webhook_url|en|Slack webhook for alerts https://hooks.slack.com/services/T{up8}/B{up8}/{alnum24}
webhook_url|en|discord webhook https://discord.com/api/webhooks/{digits18}/{b64url68}
conn_string|en|DATABASE_URL=postgres://{user}:{pw_url}@{host}:5432/{db}
conn_string|en|mongo prod: mongodb+srv://{user}:{pw_url}@cluster0.{alnum5}.mongodb.net/?retryWrites=true
conn_string|en|redis://default:{pw_url}@{host}:6379/0
conn_string|en|Server=tcp:{db}.database.windows.net,1433;Database={db};User ID={user};Password={pw_url};Encrypt=True;
env_file|en|.env for the side project:\nDB_HOST=localhost\nDB_USER={user}\nDB_PASSWORD={pw}\nSTRIPE_SECRET_KEY={sk_live}
env_file|en|export OPENAI_API_KEY={openai}\nexport PORT=8080
cloud_credentials|en|AWS creds for the backup bucket\naws_access_key_id = {akia}\naws_secret_access_key = {aws_secret}
cloud_credentials|en|[default]\naws_access_key_id={akia}\naws_secret_access_key={aws_secret}\nregion=eu-central-1
jwt_token|en|Bearer token for the staging API: {jwt}
jwt_token|en|Authorization: Bearer {jwt}
basic_auth_url|en|grafana: https://admin:{pw_url}@grafana.{domain}/
basic_auth_url|en|git clone https://{user}:{ghp}@github.com/acme/infra.git
otp_live|en|verification code just came in: {otp6}, type it quick
otp_live|en|your bank code is {otp_sp} it expires in 5 min, read it to me
otp_live|en|G-{otp6} is the google code, enter it now pls
otp_live|en|authenticator shows {otp6} right now for the AWS root account
recovery_codes|en|GitHub recovery codes:\n{recovery}
recovery_codes|en|backup codes for my google account (each works once): {recovery}
security_answer|en|security question "mother's maiden name" -> {surname}
security_answer|en|Bank security Q: name of first pet = {pet}; memorable word: {word}
security_answer|en|HMRC memorable word is {word}, first school: St {surname}'s
mobile_money_pin|en|venmo pin {pin4}
mobile_money_pin|en|cash app PIN {pin4} - for the small stuff only

# ---------------- German
pin_card|de|EC-Karten PIN {pin4} (Sparkasse), nicht vergessen!!
pin_card|de|Geheimzahl von der neuen Kreditkarte: {pin4}
door_code|de|Haustür Code {door}, 2. OG links
keysafe_code|de|Schlüsseltresor an der Ferienwohnung: {pin4}
wifi_ssid_pass|de|WLAN: {ssid}\nKennwort: {wifi}
password_chat|de|Passwort fürs Sky-Abo ist {pw}, Login mit meiner Mail
otp_live|de|TAN für die Überweisung: {otp6} – bitte gleich eingeben
garage_code|de|Garagentor Zahlencode {pin4}, dann Taste #

# ---------------- French
pin_card|fr|code carte bleue {pin4}, ne le dis à personne
door_code|fr|digicode immeuble {door} puis porte B au fond de la cour
wifi_ssid_pass|fr|wifi de la maison : {ssid} clé wpa {wifi}
password_chat|fr|le mdp de la box c'est {pw} (attention à la majuscule)
alarm_code|fr|code de l'alarme {pin4}, tu as 30 secondes pour le taper
otp_live|fr|code de vérif reçu par sms : {otp6}, il expire dans 10 min
card_full|fr|CB pour la réservation : {card} exp {exp} cryptogramme {cvc}

# ---------------- Spanish
pin_card|es|el pin de la tarjeta del santander es {pin4}
door_code|es|código del portal {door}, luego 3º izquierda
wifi_ssid_pass|es|Red: {ssid} / Clave: {wifi}
password_chat|es|oye la contra de netflix es {pw} no la cambies porfa
locker_code|es|taquilla del gimnasio nº 27, combinación {combo}
otp_live|es|me llegó el código {otp6} pásamelo rápido antes de que caduque
security_answer|es|pregunta de seguridad: nombre de mi primera mascota -> {pet}

# ---------------- Italian
pin_card|it|pin del bancomat {pin4}
door_code|it|codice del portone {door}, citofono Rossi
wifi_ssid_pass|it|rete {ssid} password {wifi}
password_chat|it|la pass di amazon è {pw}, non cambiarla
otp_live|it|codice di verifica: {otp6} scade tra 5 minuti, dammelo subito

# ---------------- Portuguese
pin_card|pt|senha do cartão do nubank: {pin4}
wifi_ssid_pass|pt|rede {ssid} senha {wifi}
door_code|pt|código do portão do prédio {door}
otp_live|pt|chegou o código {otp6} manda logo q expira
password_chat|pt|a senha do email é {pw} viu, não passa pra ninguém

# ---------------- Dutch
pin_card|nl|pincode bankpas {pin4}
door_code|nl|code voordeur {door} (werkt ook voor de fietsenstalling)
wifi_ssid_pass|nl|wifi: {ssid} / ww: {wifi}
otp_live|nl|verificatiecode {otp6}, snel invullen aub

# ---------------- Polish
pin_card|pl|pin do karty w pko: {pin4}
door_code|pl|kod do domofonu {door}, klatka C
wifi_ssid_pass|pl|sieć {ssid}, hasło {wifi}
password_chat|pl|hasło do allegro to {pw} tylko nie zmieniaj
otp_live|pl|kod sms z banku {otp6}, przepisz szybko

# ---------------- Czech / Slovak
pin_card|cs|PIN ke kartě {pin4}
door_code|cs|kód od vchodu {door}, byt č. 12
wifi_ssid_pass|cs|wifi {ssid} heslo {wifi}
pin_card|sk|pin ku karte {pin4} nezabudni
wifi_ssid_pass|sk|sieť {ssid} heslo: {wifi}
door_code|sk|kód na bránu {door}

# ---------------- Croatian / Serbian / Slovenian / Bosnian
pin_card|hr|šifra od kartice {pin4}
code_native_label|hr|šifra za ulaz u zgradu {door}
wifi_ssid_pass|hr|wifi {ssid} lozinka {wifi}
code_native_label|sr|šifra za kapiju {pin4}, a za alarm {pin4}
password_chat|sr|лозинка за мејл је {pw}
pin_card|sl|pin za kartico {pin4}
code_native_label|sl|koda za vrata {door}
code_native_label|bs|šifra od sefa u hotelu {pin4}
wifi_ssid_pass|bs|net {ssid} šifra {wifi}

# ---------------- Bulgarian / Russian / Ukrainian / Belarusian / Macedonian
pin_card|bg|пин на картата {pin4}
code_native_label|bg|кодът на входа е {door}
pin_card|ru|пин от карты сбера {pin4}
code_native_label|ru|код домофона {door}, 5 этаж
wifi_ssid_pass|ru|вайфай {ssid} пароль {wifi}
otp_live|ru|код из смс {otp6}, скинь быстрее
password_chat|ru|пароль от госуслуг {pw} никому
pin_card|uk|пін-код картки монобанку {pin4}
code_native_label|uk|код від під'їзду {door}
wifi_ssid_pass|uk|мережа {ssid} пароль {wifi}
code_native_label|be|код ад пад'езда {door}
code_native_label|mk|шифра за влезот {door}

# ---------------- Romanian / Hungarian
pin_card|ro|pinul cardului BT e {pin4}
code_native_label|ro|codul de la interfon {door}
wifi_ssid_pass|ro|rețea {ssid} parolă {wifi}
pin_card|hu|bankkártya PIN kód: {pin4}
code_native_label|hu|kapukód {door}, 3. emelet
wifi_ssid_pass|hu|wifi: {ssid} jelszó: {wifi}

# ---------------- Nordic / Baltic
pin_card|sv|pinkod till bankkortet {pin4}
code_native_label|sv|portkod {door}
wifi_ssid_pass|sv|wifi {ssid} lösen {wifi}
pin_card|da|pinkode til dankort {pin4}
code_native_label|da|dørkode til opgangen {door}
pin_card|nb|pin til bankkortet {pin4}
code_native_label|nb|kode til porten {door}
pin_card|fi|kortin tunnusluku {pin4}
code_native_label|fi|ovikoodi {door}, rappu B
wifi_ssid_pass|fi|wlan {ssid} salasana {wifi}
code_native_label|is|lykilorð að hurðinni {door}
code_native_label|et|ukse kood {door}
pin_card|lv|kartes PIN kods {pin4}
code_native_label|lt|durų kodas {door}

# ---------------- Greek / Turkish
pin_card|el|pin κάρτας {pin4}
code_native_label|el|κωδικός πόρτας πολυκατοικίας {door}
wifi_ssid_pass|el|wifi {ssid} κωδικός {wifi}
pin_card|tr|kart şifresi {pin4}
code_native_label|tr|apartman kapı şifresi {door}
wifi_ssid_pass|tr|wifi adı {ssid} şifre {wifi}
otp_live|tr|kod geldi {otp6} hemen yaz
password_chat|tr|e-devlet şifrem {pw}

# ---------------- Arabic / Hebrew / Persian / Urdu
code_native_label|ar|الرقم السري للبطاقة {pin4}
code_native_label|ar|رقم سري الفيزا {pin4} لا تعطيه لأحد
wifi_ssid_pass|ar|الواي فاي {ssid} كلمة السر {wifi}
otp_live|ar|رمز التحقق {otp6} أرسله بسرعة
code_native_label|ar|كود باب العمارة {door}
pin_card|he|הקוד של הכרטיס אשראי {pin4}
code_native_label|he|קוד לבניין {door}
wifi_ssid_pass|he|וויפי {ssid} סיסמה {wifi}
code_native_label|fa|رمز کارت بانکی {pin4}
wifi_ssid_pass|fa|وای فای {ssid} رمز {wifi}
code_native_label|ur|اے ٹی ایم کا پن {pin4}
password_chat|ur|mera password {pw} hai, kisi ko mat batana

# ---------------- South Asian
code_native_label|hi|ATM ka pin {pin4} hai, yaad rakhna
code_native_label|hi|एटीएम पिन {pin4} है
otp_live|hi|otp aaya hai {otp6} jaldi bata
wifi_ssid_pass|hi|wifi ka naam {ssid} aur password {wifi}
password_chat|hi|bhai insta ka password {pw} hai, login karke story daal de
code_native_label|hi|gate ka code {door} hai, guard ko mat batana
code_native_label|bn|এটিএম পিন {pin4}
otp_live|bn|ওটিপি {otp6}, তাড়াতাড়ি দাও
code_native_label|ta|ஏடிஎம் பின் {pin4}
code_native_label|te|ఏటీఎం పిన్ {pin4}
code_native_label|mr|एटीएम पिन {pin4} आहे
code_native_label|ne|एटीएम पिन {pin4} हो
code_native_label|pa|ATM pin {pin4} aa, kise nu na dasi
code_native_label|si|ATM පින් අංකය {pin4}
mobile_money_pin|hi|UPI pin {pin6} hai, PhonePe wala
mobile_money_pin|bn|বিকাশ পিন {pin5}

# ---------------- East Asian
code_native_label|ja|キャッシュカードの暗証番号 {pin4}
code_native_label|ja|マンションのオートロックの番号 {door}
code_native_label|ja|ロッカーの番号 {pin4} で開く
wifi_ssid_pass|ja|Wi-Fi {ssid} パスワード {wifi}
otp_live|ja|認証コード {otp6} すぐ入力して
password_chat|ja|アマゾンのパスワードは {pw} だよ
code_native_label|ko|카드 비번 {pin4}
code_native_label|ko|현관 비번 {door}
code_native_label|ko|폰 비번 {pin6}
wifi_ssid_pass|ko|와이파이 {ssid} 비번 {wifi}
otp_live|ko|인증번호 {otp6} 빨리 입력해
code_native_label|zh|银行卡密码 {pin6}
code_native_label|zh|门禁密码 {door}
wifi_ssid_pass|zh|wifi名称 {ssid} 密码 {wifi}
otp_live|zh|验证码 {otp6}，快点发我
code_native_label|zh-Hant|提款卡密碼 {pin4}
code_native_label|yue|大閘密碼係 {door}
code_native_label|mn|картын пин код {pin4}

# ---------------- South-East Asian
code_native_label|id|sandi kartu ATM {pin6}
code_native_label|id|kata sandi wifi {ssid}: {wifi}
otp_live|id|kode OTP {otp6} jangan kasih tau siapa2, eh tp kasih aku ya
password_chat|id|pw ig aku {pw}
code_native_label|ms|nombor pin kad {pin6}
wifi_ssid_pass|ms|wifi {ssid} kata laluan {wifi}
code_native_label|tl|pin ng atm ko {pin4}
otp_live|tl|otp ko {otp6} bilis ilagay mo na
mobile_money_pin|tl|gcash mpin {pin4}
code_native_label|vi|mã pin thẻ {pin6}
code_native_label|vi|mật khẩu cửa {door}
wifi_ssid_pass|vi|wifi {ssid} mk {wifi}
otp_live|vi|mã otp {otp6} nhập liền đi
code_native_label|th|รหัส ATM {pin4}
wifi_ssid_pass|th|ไวไฟ {ssid} รหัส {wifi}
code_native_label|km|លេខកូដ ATM {pin4}
code_native_label|my|ATM လျှို့ဝှက်နံပါတ် {pin4}
code_native_label|lo|ລະຫັດ ATM {pin4}

# ---------------- African
code_native_label|sw|namba ya siri ya ATM {pin4}
mobile_money_pin|sw|pin ya M-Pesa ni {pin4} usimwambie mtu
wifi_ssid_pass|sw|wifi {ssid} nenosiri {wifi}
otp_live|sw|nambari ya uthibitisho {otp6} iweke haraka
code_native_label|yo|nọ́mbà àṣírí káàdì mi {pin4}
code_native_label|ha|lambar sirri ta katin ATM {pin4}
code_native_label|zu|iphinikhodi yekhadi {pin4}
code_native_label|am|የኤቲኤም ሚስጥር ቁጥር {pin4}
code_native_label|af|PIN van my bankkaart {pin4}
mobile_money_pin|ha|pin na MTN MoMo {pin4}

# ---------------- Other European / Caucasus / Central Asia
code_native_label|ga|uimhir PIN an chárta {pin4}
code_native_label|cy|rhif PIN y cerdyn {pin4}
code_native_label|ca|codi de la porta {door}
wifi_ssid_pass|ca|xarxa {ssid} contrasenya {wifi}
code_native_label|eu|atariko kodea {door}
code_native_label|gl|código do portal {door}
code_native_label|ka|ბარათის პინ კოდი {pin4}
code_native_label|hy|քարտի պին կոդը {pin4}
code_native_label|az|kartın pin kodu {pin4}
code_native_label|kk|картаның пин коды {pin4}
code_native_label|uz|karta pin kodi {pin4}
code_native_label|sq|kodi pin i kartës {pin4}
code_native_label|mt|il-PIN tal-kard {pin4}
code_native_label|lb|PIN vun der Kaart {pin4}

# ---------------- more codes, cards, keys and logins in other languages
locker_code|de|Spind im Fitnessstudio Nr. 43, Zahlenschloss {combo}
alarm_code|de|Alarmanlage scharf/unscharf: {pin4} + OK
gate_code|de|Hoftor geht mit {door}, Klingel ist kaputt
card_full|de|Kreditkarte für die Buchung: {card}, gültig bis {exp}, Prüfziffer {cvc}
conn_string|de|Zugang zur Prod-DB: mysql://{user}:{pw_url}@{host}:3306/{db} – nicht weitergeben
recovery_codes|de|Wiederherstellungscodes Microsoft-Konto:\n{recovery}
security_answer|de|Sicherheitsfrage Geburtsort der Mutter: {city}
keysafe_code|fr|boîte à clés du gîte : code {pin4}, clés à remettre dedans en partant
garage_code|fr|code du parking souterrain {door}
locker_code|fr|casier de la piscine n°{pin4}? non, le 12, code {pin4}
password_label|fr|identifiant : {user}\nmot de passe : {pw}
sim_puk|fr|code PUK de la carte SIM : {puk8} (code PIN {pin4})
url_token|fr|lien pour réinitialiser le mdp https://compte.{domain}/reinit?jeton={b64url43}
alarm_code|es|código de la alarma {pin4}, si salta llama a Securitas
gate_code|es|la cancela del chalet se abre con {door}
card_full|es|tarjeta {card} caduca {exp} cvv {cvc} - para pagar el hotel
keysafe_code|es|cajetín de llaves del apartamento turístico: {pin4}
sim_puk|es|PUK del móvil de la abuela {puk8}
locker_code|it|armadietto in palestra n. {d2}, combinazione {combo}
alarm_code|it|codice antifurto {pin4}#
card_full|it|carta {card} scad. {exp} cvv {cvc} per l'acquisto su zalando
password_label|it|utente: {user}\npassword: {pw}
keysafe_code|pt|cofre de chaves na entrada: código {pin4}
card_full|pt|cartão {card} validade {exp} cvv {cvc}
gate_code|pt|portão da garagem abre com {door}
conn_string|pt|string de conexão do banco: Host={host};Username={user};Password={pw_url};Database={db}
keysafe_code|nl|sleutelkluisje bij de achterdeur, code {pin4}
alarm_code|nl|alarmcode {pin4}, bij alarm bellen naar Peter
locker_code|pl|szafka na basenie nr 88, szyfr {pin4}
card_full|pl|karta {card} ważna do {exp} cvc {cvc}
garage_code|pl|kod do bramy garażowej {door}
code_native_label|hr|šifra od alarma {pin4}, imaš 20 sekundi
code_native_label|hr|sifra za wifi u vikendici {wifi} (mreza {ssid})
code_native_label|hr|šifra od lokota na biciklu {pin4}
code_native_label|sr|šifra od ormarića u teretani {pin4}
code_native_label|ru|код от сейфа в номере {pin4}
code_native_label|ru|кодовый замок на калитке {door}
card_full|ru|карта {card} срок {exp} cvv {cvc}
code_native_label|uk|код від шафки в спортзалі {pin4}
code_native_label|tr|dolap şifresi {pin4} (spor salonu)
code_native_label|tr|alarm şifresi {pin4}
code_native_label|ar|رقم سري الخزنة {pin4}
code_native_label|ar|كلمة سر الراوتر {pw}
card_full|ar|رقم البطاقة {card} تاريخ الانتهاء {exp} الرمز {cvc}
code_native_label|he|קוד לכספת במלון {pin4}
code_native_label|fa|رمز در پارکینگ {door}
code_native_label|hi|locker ka number {pin4} hai, gym wala
code_native_label|hi|ghar ke alarm ka code {pin4}
code_native_label|hi|debit card pin {pin4}, mummy ko bhi bata dena
card_full|hi|card no {card} expiry {exp} cvv {cvc} bhai jaldi book kar de
code_native_label|ja|宅配ボックスの暗証番号 {pin4}
code_native_label|ja|車庫のシャッターの番号は {pin4}
code_native_label|ja|キーボックスの番号 {pin4}、鍵は中に戻してね
code_native_label|ja|スマホのパスコード {pin6}
code_native_label|ko|사물함 비번 {pin4}
code_native_label|ko|주차장 게이트 비밀번호 {door}
code_native_label|ko|공동현관 번호 {door} 누르고 종 모양
code_native_label|ko|공인인증서 비번 {pw}
code_native_label|zh|保险箱密码 {pin6}
code_native_label|zh|车库门密码 {pin4}
code_native_label|zh|手机锁屏密码 {pin6}
code_native_label|id|pin atm bca {pin6} jgn lupa
code_native_label|id|kode brankas hotel {pin4}
code_native_label|id|sandi wifi kantor {wifi}, nama jaringannya {ssid}
code_native_label|id|sandi gembok loker {pin4}
code_native_label|vi|mật khẩu két sắt {pin6}
code_native_label|vi|mã cổng chung cư {door}
code_native_label|th|รหัสล็อกเกอร์ {pin4}
code_native_label|th|รหัสผ่านประตูคอนโด {door}
code_native_label|tl|code ng gate sa subdivision {door}
code_native_label|sw|namba ya siri ya kabati {pin4}
code_native_label|sw|nenosiri la simu yangu ni {pin6}
code_native_label|sw|siri ya mlango wa geti {door}
code_native_label|ms|kod pintu pagar {door}
code_native_label|yo|koodu ẹnu ọ̀nà ilé {door}
code_native_label|zu|ikhodi yesango {door}
code_native_label|am|የበር ኮድ {door}
code_native_label|ka|სადარბაზოს კოდი {door}
code_native_label|hy|մուտքի կոդը {door}
code_native_label|az|qapının kodu {door}
code_native_label|kk|подъездің коды {door}
code_native_label|uz|podyezd kodi {door}
code_native_label|ur|گیٹ کا کوڈ {door}
code_native_label|bn|গেটের কোড {door}
code_native_label|ta|கேட் கோடு {door}
code_native_label|mr|गेटचा कोड {door}
code_native_label|ne|ढोकाको कोड {door}
code_native_label|el|κωδικός συναγερμού {pin4}
code_native_label|ro|codul de la alarmă {pin4}
code_native_label|hu|riasztó kód {pin4}
code_native_label|fi|hälytyskoodi {pin4}
code_native_label|sv|larmkod {pin4}
code_native_label|da|alarmkode {pin4}
code_native_label|nb|alarmkoden er {pin4}
code_native_label|cs|kód k alarmu {pin4}
code_native_label|sk|kód od alarmu {pin4}
code_native_label|pl|kod do alarmu {pin4}
code_native_label|bg|кода на алармата е {pin4}
code_native_label|sq|kodi i portës {door}
code_native_label|ca|codi de l'alarma {pin4}
code_native_label|eu|alarmaren kodea {pin4}
code_native_label|af|hekkode {door}
code_native_label|ga|cód an gheata {door}
code_native_label|cy|côd y giât {door}
code_native_label|lv|durvju kods {door}
code_native_label|et|värava kood {door}
code_native_label|is|hliðkóði {door}
code_native_label|mt|il-kodiċi tal-bieb {door}
code_native_label|lb|Code fir d'Dier {door}
recovery_codes|ja|2段階認証のバックアップコード\n{recovery}
recovery_codes|es|códigos de respaldo de google:\n{recovery}
security_answer|fr|question secrète : nom de jeune fille de ma mère = {surname}
security_answer|pt|pergunta de segurança: nome do primeiro animal - {pet}
security_answer|ja|秘密の質問の答え: 初めて飼ったペットの名前 {pet}
security_answer|ko|본인확인 질문 답: 첫 애완동물 이름 {pet}
url_token|de|Link zum Passwort zurücksetzen: https://konto.{domain}/reset/{b64url43}
url_token|es|enlace de acceso https://{domain}/login?access_token={alnum40}
webhook_url|de|Teams-Webhook für den Alarmkanal: https://acme.webhook.office.com/webhookb2/{uuid}@{uuid}/IncomingWebhook/{hex32}/{uuid}
jwt_token|de|Token für die API (läuft nie ab): {jwt}
api_key_prefixed|de|GitHub-Token für das Deploy-Skript: {ghp}
api_key_prefixed|fr|clé API OpenAI de la boîte : {openai}
api_key_prefixed|es|token de hugging face {hf}
api_key_prefixed|ja|StripeのシークレットキーAPI: {sk_live}
api_key_bare|de|DeepL API-Schlüssel: {uuid}:fx
api_key_bare|fr|clé API Mailjet {hex32} secret {hex32}
api_key_bare|pt|chave da API do Mercado Pago: APP_USR-{d4}{d4b}{d8}-{d6}-{hex32}-{d8}
api_key_bare|it|la chiave API di Sentry è {hex32}
cloud_credentials|fr|identifiants AWS du client\nAccess key: {akia}\nSecret: {aws_secret}
env_file|es|.env del proyecto\nDB_PASS={pw}\nJWT_SECRET={alnum40}
basic_auth_url|fr|webdav de la box https://{user}:{pw_url}@nas.{domain}/remote.php/dav
password_chat|nl|wachtwoord van de ziggo account is {pw}
password_chat|sw|password ya facebook yangu ni {pw}
password_chat|vi|mật khẩu fb của tao là {pw} đừng đổi nha
password_chat|ko|넷플 비번 {pw} 바꾸지 마
password_chat|zh|淘宝密码是 {pw}，别改
password_chat|ar|باسورد الانستا {pw}
password_chat|fa|پسورد اینستام {pw}
password_chat|th|รหัสผ่าน facebook ของเรา {pw}
password_chat|ms|password email aku {pw}
password_chat|tl|password ng fb ko {pw} wag mo palitan ha
password_chat|ro|parola de la netflix e {pw}
password_chat|hu|a netflix jelszó {pw}
password_chat|el|ο κωδικός του netflix είναι {pw}
password_chat|cs|heslo na netflix je {pw}
password_chat|sv|lösenordet till netflix är {pw}
password_chat|fi|netflixin salasana on {pw}
password_chat|da|koden til netflix er {pw}
password_chat|uk|пароль від нетфлікса {pw}
password_chat|bg|паролата за нетфликс е {pw}
password_chat|he|הסיסמה לנטפליקס {pw}
password_chat|bn|ফেসবুকের পাসওয়ার্ড {pw}
password_chat|ta|என் இமெயில் பாஸ்வேர்டு {pw}
password_chat|yo|ọ̀rọ̀ aṣínà facebook mi ni {pw}
password_chat|af|my wagwoord vir netflix is {pw}
"""

BENIGN = r"""
# ---------------- English
pin_policy|en|Reminder from the bank: we will never ask for your PIN by phone or email.
pin_policy|en|never share your PIN or one-time code with anyone, not even bank staff (note from the branch, {date})
pin_policy|en|change your door code every {d1} months, the management company says
masked|en|card ending **** **** **** {d4}, exp on file
masked|en|password: ******** (in the password manager, not here)
masked|en|api key sk_live_••••{d4} rotated on {isodate}
placeholder|en|DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME  (fill in your own, ticket {d4})
placeholder|en|set OPENAI_API_KEY=<your-key-here> before running run_{d2}.py
test_card|en|Stripe test card {testcard} with any future date and any CVC - test mode only
test_card|en|for the sandbox checkout use the test card number {testcard}, exp 12/{d2}
iban|en|pay rent to IBAN {iban} (ref: March rent)
iban|en|my IBAN for the refund is {iban}, name Anna {surname}
error_code|en|printer shows error code E{d2}-{d4} again
error_code|en|HTTP {d3} from the API at {time}, retry later
postal_pin|en|Send the parcel to Koramangala, Bengaluru, PIN code {inpin}
postal_pin|en|delivery address: Flat {d3}, Sector {d2}, PIN {inpin}, India
gpio_pin|en|LED on GPIO pin {d2}, button on pin {d2b}, ground on pin 6
gpio_pin|en|the 4-pin fan header, pin {d1} is PWM
promo_code|en|promo code {promo} gives {d2}% off at checkout, it's on their instagram
promo_code|en|public discount code {promo} works until Sunday (saw it on the bus ad, {d2} stores)
sports_score|en|Arsenal {score} Spurs, Saka {d2}', Havertz {d2b}'
sports_score|en|bowling last night: 1{d2}, 1{d2b} and {d2}. pb is 1{d2}
sports_score|en|final {d2}-{d2b} in the pub quiz, we came 3rd
price_deal|en|combo deal {d4} for two pizzas and a drink
price_deal|en|the combination of {d1} and {d1} gives {d4} in the puzzle
price_deal|en|flat white {price}, croissant {price}, total {price}
room_seat|en|Flight BA{d3} gate B{d2} seat {seat}, boarding {time}
room_seat|en|hotel room {d3}, breakfast {time}-10:30
room_seat|en|train to Leeds platform {d1}, coach C seat {d2}
room_seat|en|bus {d2} then {d3} to the hospital, stop {d2b}
address|en|new address: {d2} Elm Street, Apt {d1}, Springfield IL {d5}
address|en|send it to {d3} Harbour Road, London SE1{d1} {d1}AB
phone|en|dentist: +1 (555) 0{d2}-{d4}
phone|en|plumber Dave {phone}
order|en|Amazon order #{order}, arriving Thursday
order|en|order no. {d8} from IKEA, pickup after {time}
tracking|en|UPS tracking {tracking}
tracking|en|DHL parcel {d10} held at the depot
version|en|upgraded node to v{version}
version|en|app version {version} (build {d4}) crashes on launch
date_time|en|dinner with Sam on {date} at {time}
date_time|en|dentist {isodate} {time}, bring the insurance card
math|en|homework: 3x + {d1} = {d2} solve for x; {d3} / {d1} = ?; 12 * 12 = 144
math|en|{d3} + {d3b} = ? and {d4} - {d3} = ? (Tom's worksheet)
lottery|en|lotto numbers we played this week: {lotto} (didn't win lol)
lottery|en|EuroMillions draw {date}: {lotto}
measurement|en|living room is 4.{d1} m x 3.{d1} m, ceiling 2.4 m
measurement|en|baby weighed {d1}.{d2} kg, length {d2} cm
recipe|en|pancakes: 200 g flour, 2 eggs, 300 ml milk, 1 tbsp sugar, pinch of salt. {d2} min rest
recipe|en|banana bread - 3 bananas, 75 g butter, 150 g sugar, 1 egg, 1 tsp baking soda, 190 g flour, 180C for {d2} min
meeting|en|standup moved to {time}, room {d3}
uuid|en|request id {uuid} in the logs
commit|en|fixed in commit {sha}

# ---------------- German
pin_policy|de|Die Bank fragt nie nach deiner PIN, auch nicht am Telefon ({date})
iban|de|Überweisung bitte an {iban}, Verwendungszweck Miete
room_seat|de|ICE {d3} Gleis {d1}, Wagen {d2} Platz {d2b}
recipe|de|Pfannkuchen: 250 g Mehl, 3 Eier, 500 ml Milch, Prise Salz – {d2} Minuten ruhen lassen
address|de|neue Adresse: Lindenstraße {d2}, {d5} Berlin
price_deal|de|Angebot: 3 für 2, Kombi-Preis {price} €
date_time|de|Zahnarzt am {date} um {time} Uhr

# ---------------- French
pin_policy|fr|ne communiquez jamais votre code confidentiel, même à un conseiller ({date})
iban|fr|mon RIB pour le remboursement : {iban}
room_seat|fr|vol AF{d3} porte K{d2} place {seat}
sports_score|fr|PSG {score} OM, but à la {d2}e minute
recipe|fr|crêpes : 250 g de farine, 4 oeufs, 50 cl de lait, {d2} g de beurre
postcode|fr|adresse : {d2} rue des Lilas, 750{d2} Paris

# ---------------- Spanish
pin_policy|es|nunca compartas tu pin ni tus claves, ni siquiera con el banco (aviso {date})
iban|es|el IBAN para el bizum/transfer: {iban}
room_seat|es|vuelo IB{d4} puerta {d2} asiento {seat}
sports_score|es|Betis {score} Sevilla, qué partidazo
price_deal|es|menú del día {price} €, combo familiar {d2} €
recipe|es|tortilla: 6 huevos, 4 patatas, 1 cebolla, aceite y sal, {d2} min
phone|es|teléfono del fontanero {phone}

# ---------------- Italian / Portuguese / Dutch
iban|it|IBAN per il bonifico: {iban}
room_seat|it|Frecciarossa {d4} carrozza {d1} posto {d2}{d1}
recipe|it|carbonara: 320 g spaghetti, 4 tuorli, 150 g guanciale, pecorino q.b., {d2} min
iban|pt|meu IBAN: {iban}
sports_score|pt|Flamengo {score} Palmeiras, gol aos {d2}
pin_policy|pt|o banco nunca pede sua senha por telefone, cuidado com golpe ({date})
iban|nl|rekening voor de tikkie: {iban}
room_seat|nl|trein naar Utrecht spoor {d1}{d1}, vertrek {time}
postcode|nl|nieuw adres: Kerkstraat {d2}, {d4} AB Amsterdam

# ---------------- Polish / Czech / Slovak / Croatian / Serbian / Slovenian
iban|pl|numer konta do przelewu {iban}
price_deal|pl|promocja: zestaw za {d2},99 zł
room_seat|cs|vlak {d3} nástupiště {d1}, vůz {d2}
pin_policy|hr|nikad nikome ne dajte svoj PIN ni šifru (obavijest banke {date})
sports_score|hr|Hajduk {score} Dinamo, gol u {d2}. minuti
iban|hr|IBAN za uplatu: {iban}
error_code|sr|greška E{d2} na veš mašini opet
room_seat|sl|let {d3} izhod {d2} sedež {seat}
price_deal|sk|akcia 2+1 zadarmo, spolu {price} €

# ---------------- Cyrillic
pin_policy|ru|никогда не сообщайте пин-код и код из смс сотрудникам банка ({date})
room_seat|ru|поезд {d3}, вагон {d1}, место {d2}
sports_score|ru|Спартак {score} Зенит
recipe|ru|блины: 500 мл молока, 2 яйца, 200 г муки, {d2} г сахара
phone|uk|сантехнік {phone}
room_seat|bg|полет FB{d3} изход {d2} място {seat}

# ---------------- Other Europe
room_seat|ro|zbor RO{d3} poarta {d2} loc {seat}
pin_policy|hu|soha ne adja meg PIN kódját telefonon ({date})
date_time|fi|hammaslääkäri {date} klo {time}
room_seat|sv|tåg {d3} spår {d1}, vagn {d1} plats {d2}
price_deal|da|tilbud: 2 for {d2} kr
iban|nb|kontonummer for vipps/overføring: {iban}
measurement|is|stofan er {d1}x{d1} metrar
room_seat|et|lend {d3} värav {d2} iste {seat}
postcode|lv|adrese: Brīvības iela {d2}, Rīga, LV-10{d2}
room_seat|lt|traukinys {d3}, vagonas {d1}, vieta {d2}
room_seat|el|πτήση A3{d3} πύλη {d2} θέση {seat}
sports_score|el|Ολυμπιακός {score} Παναθηναϊκός
sports_score|tr|Galatasaray {score} Fenerbahçe, {d2}. dakikada gol
iban|tr|IBAN'ım: {iban} ad soyad Mehmet Yılmaz, açıklamaya kira yaz
price_deal|tr|kombo menü {d3} TL
pin_policy|tr|bankanız sizden asla şifrenizi istemez ({date})

# ---------------- Middle East / South Asia
room_seat|ar|رحلة رقم {d3} البوابة {d2} المقعد {seat}
pin_policy|ar|لا تشارك الرقم السري مع أي شخص، البنك لا يطلبه أبداً
phone|ar|رقم السباك {phone}
room_seat|he|טיסה LY{d3} שער {d2} מושב {seat}
price_deal|fa|قیمت ساندویچ {d3} هزار تومان
pin_policy|hi|bank kabhi aapka PIN ya OTP nahi maangta, kisi ko mat batao
postal_pin|hi|pata: gali no {d1}, Lajpat Nagar, New Delhi, pin code {inpin}
room_seat|hi|train {d5} coach S{d1} seat {d2}, platform {d1}
sports_score|hi|India {d3}/{d1} in {d2} overs, Kohli {d2} not out
math|hi|ganit ka homework: {d2} x {d1} = ?, {d3} ÷ {d1} = ?
price_deal|bn|কম্বো অফার {d3} টাকা
room_seat|ta|ரயில் {d5} பெட்டி S{d1} இருக்கை {d2}
price_deal|ur|کمبو ڈیل {d3} روپے

# ---------------- East / South-East Asia
pin_policy|ja|暗証番号は誰にも教えないでください（銀行からのお知らせ）
room_seat|ja|新幹線 のぞみ{d2}号 {d1}号車 {d2}番 {seat}
room_seat|ja|会議室は{d3}号室、{time}から
recipe|ja|カレー：じゃがいも2個、にんじん1本、玉ねぎ2個、豚肉{d3}g
price_deal|ja|セット価格 {d4}円
pin_policy|ko|비밀번호는 절대 타인에게 알려주지 마세요 (은행 안내)
room_seat|ko|KTX {d3}편 {d1}호차 {d2}석
sports_score|ko|두산 {score} LG, {d1}회말 역전
price_deal|ko|세트 메뉴 {d2},000원
pin_policy|zh|请勿向任何人透露银行卡密码和验证码
room_seat|zh|航班 CA{d4} 登机口 {d2} 座位 {seat}
price_deal|zh|套餐价 {d2} 元，第二份半价
room_seat|yue|{d2}號巴士喺{d1}號站落車
price_deal|zh-Hant|組合價 {d3} 元
pin_policy|id|jangan pernah kasih PIN atau kode OTP ke siapapun, termasuk pihak bank
room_seat|id|pesawat GA{d3} gate {d1} kursi {seat}
price_deal|id|paket hemat {d2}rb aja
room_seat|ms|bas {d3} dari platform {d1}
sports_score|tl|Ginebra {d3} - {d2} Magnolia
room_seat|vi|chuyến bay VN{d3} cửa {d2} ghế {seat}
price_deal|vi|combo {d2}k ly trà sữa + bánh
room_seat|th|เที่ยวบิน TG{d3} ประตู {d1} ที่นั่ง {seat}

# ---------------- Africa / others
pin_policy|sw|kamwe usimpe mtu PIN yako ya M-Pesa
price_deal|sw|ofa: sh {d3} kwa chakula na soda
sports_score|sw|Simba {score} Yanga
room_seat|yo|bọ́ọ̀sì nọ́mbà {d2} ní ibùdó {d1}
room_seat|ha|motar bas lamba {d2} a tasha {d1}
price_deal|zu|ikhombo {d2} amarandi
room_seat|af|vlug SA{d3} hek {d1} sitplek {seat}
date_time|ga|coinne dochtúra {date} ag {time}
date_time|cy|apwyntiad deintydd {date} am {time}
price_deal|ca|menú del dia {d2} €
sports_score|eu|Athletic {score} Real
room_seat|ka|ავტობუსი {d2}, გაჩერება {d1}
room_seat|hy|ավտոբուս {d2}, կանգառ {d1}
price_deal|az|kombo menyu {d2} manat
room_seat|kk|автобус {d2}, аялдама {d1}
price_deal|uz|kombo {d2} ming so'm
room_seat|mn|автобус {d2}, буудал {d1}
price_deal|sq|oferta: {d3} lekë
room_seat|mk|автобус {d2} од станица {d1}
room_seat|am|አውቶቡስ ቁጥር {d2}
room_seat|ne|बस नम्बर {d2}, स्टप {d1}

# ---------------- near misses in other languages
code_homonym|hr|šifra artikla {d5}, na skladištu {d2} kom
code_homonym|hr|šifra djelatnosti {d2}.{d2}, za obrtnicu
code_homonym|sr|šifra predmeta na fakultetu: MAT{d3}
code_homonym|ja|注文番号 {d8}、明日届く予定
code_homonym|ja|部屋番号は{d3}、チェックインは15時
code_homonym|ja|郵便番号 {d3}-{d4}
code_homonym|ko|주문번호 {d10}
code_homonym|ko|비번 바꾸는 법: 설정 > 보안 > 비밀번호 변경
code_homonym|ar|رقم الطلب {d8}
code_homonym|ar|الرمز البريدي {d5}
code_homonym|id|kode pos {d5}, Jakarta Selatan
code_homonym|id|kode booking tiket pesawat udah dikirim ke email, jam berangkat {time}
code_homonym|sw|namba ya simu ya ofisi {phone}
code_homonym|hi|pin code galat hai, sahi wala {inpin} hai (Mumbai)
code_homonym|zh|快递单号 SF{d12}
code_homonym|zh|邮政编码 {d6}
code_homonym|de|Postleitzahl {d5}, Ort Freiburg
code_homonym|fr|code postal {d5}
code_homonym|es|código postal {d5}, Madrid
code_homonym|pt|CEP {d5}-{d3}
code_homonym|it|CAP {d5}
code_homonym|ru|почтовый индекс {d6}
code_homonym|tr|posta kodu {d5}
code_homonym|vi|mã bưu chính {d6}
code_homonym|th|รหัสไปรษณีย์ {d5}
masked|de|Kartennummer: **** **** **** {d4}
masked|fr|mot de passe : ******* (voir le gestionnaire)
masked|es|tarjeta terminada en {d4}
masked|ja|カード下4桁 {d4}
masked|ko|카드번호 ****-****-****-{d4}
masked|zh|尾号{d4}的银行卡
masked|en|token: [REDACTED] (see vault path secret/app/{d2})
masked|en|wifi password is on the sticker under the router, not writing it here
placeholder|en|curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v{d1}/items
placeholder|en|password: <set in 1Password>, user: admin{d2}
placeholder|de|Passwort: siehe Passwortmanager (Eintrag "Router {d2}")
test_card|de|Testkarte für die Sandbox: {testcard}, beliebiges Datum in der Zukunft
test_card|es|tarjeta de prueba de Stripe {testcard} (solo modo test)
error_code|de|Fehlercode F{d2} an der Waschmaschine
error_code|ja|エラーコード E{d2}、給湯器
error_code|es|código de error {d3} al pagar
error_code|fr|code erreur {d4} sur la box, redémarrer
gpio_pin|de|Sensor an GPIO {d2}, 3,3 V an Pin 1
promo_code|fr|code promo {promo} trouvé sur leur site, -{d2}%
promo_code|es|código descuento {promo} para todos
promo_code|de|Gutscheincode {promo} steht im Prospekt
promo_code|tr|indirim kodu {promo} herkes kullanabilir
order|de|Bestellnummer {d10}, Lieferung Donnerstag
order|fr|commande n° {d8} livrée en relais
tracking|es|número de seguimiento Correos PK{d10}ES
tracking|nl|PostNL track & trace 3S{d10}
version|de|Firmware {version} installiert
version|ja|アプリのバージョン {version}
math|de|Hausaufgaben: {d2} · {d1} = ?, {d3} : {d1} = ?
math|fr|devoirs : {d3} + {d3b} = ? ; {d2} × {d1} = ?
math|es|deberes: {d2} x {d1} = ?, raíz de 144 = 12
math|ja|算数の宿題 {d2}×{d1}＝？ {d3}÷{d1}＝？
lottery|de|Lottozahlen Samstag: {lotto}, Superzahl {d1}
lottery|es|números de la primitiva: {lotto}
lottery|it|numeri del superenalotto {lotto}
measurement|de|Schrank: 1{d2} cm hoch, {d2} cm breit
measurement|fr|la table fait 1{d2} x {d2} cm
measurement|ja|身長 1{d2}cm 体重 {d2}kg
recipe|pt|bolo: 3 ovos, 2 xícaras de farinha, 1 de açúcar, 1 colher de fermento, {d2} min no forno
recipe|pl|naleśniki: 1 szklanka mąki, 2 jajka, 1 szklanka mleka, szczypta soli
recipe|tr|menemen: 3 yumurta, 2 domates, 1 biber, {d2} g peynir
recipe|hi|chai: 1 cup paani, 1 cup doodh, 2 chammach chini, {d1} elaichi
recipe|ko|김치찌개: 김치 200g, 돼지고기 {d3}g, 두부 반 모
recipe|zh|番茄炒蛋：鸡蛋3个，番茄2个，盐{d1}克
recipe|vi|phở: {d1}00g bánh phở, 200g thịt bò, hành, rau thơm
phone|de|Handwerker Müller {phone}
phone|fr|le plombier : {phone}
phone|ja|歯医者の電話番号 {phone}
address|es|dirección nueva: Calle Mayor {d2}, 3º B, {d5} Madrid
address|pt|Rua das Flores {d3}, apto {d2}, São Paulo
address|ja|住所：東京都世田谷区{d1}-{d2}-{d1}
date_time|es|cita médica el {date} a las {time}
date_time|ja|{date} {time} 美容院
date_time|ko|{date} {time} 치과 예약
sports_score|ja|巨人 {score} 阪神
sports_score|de|Bayern {score} Dortmund, Tor in der {d2}. Minute
sports_score|it|Inter {score} Milan
pin_policy|it|non comunicare mai il PIN a nessuno, neanche alla banca
pin_policy|nl|deel nooit je pincode, ook niet met de bank
pin_policy|pl|nigdy nie podawaj nikomu kodu PIN ani kodu z SMS
pin_policy|id|PIN jangan dicatat di kartu ya
pin_policy|sw|nambari ya siri inabadilishwa kwenye menyu ya M-Pesa, chaguo la {d1}
pin_policy|vi|không bao giờ chia sẻ mã OTP cho bất kỳ ai
pin_policy|th|อย่าบอกรหัส OTP กับใคร
pin_policy|ko|인증번호는 {d1}분 후 만료됩니다
pin_policy|hr|šifru nikome ne govori, ni onima iz banke
pin_policy|cs|PIN nikomu nesdělujte
pin_policy|ro|nu dați niciodată codul PIN nimănui
pin_policy|el|μην αποκαλύπτετε ποτέ το PIN σας
pin_policy|he|אל תמסרו את הקוד לאף אחד
pin_policy|fa|رمز کارت را به هیچ کس نگویید
pin_policy|tl|huwag ibigay ang OTP kahit kanino
pin_policy|ms|jangan kongsi nombor pin dengan sesiapa
pin_policy|bn|কাউকে পিন বলবেন না
pin_policy|fr|le digicode change le 1er du mois, le syndic l'envoie par mail
pin_policy|de|neuer Türcode kommt per SMS am Anreisetag
pin_policy|es|el código de la puerta te lo mandan el día antes de llegar
pin_policy|ja|暗証番号を忘れたら窓口で再設定が必要
iban|es|número de cuenta para el pago: {iban}
iban|fr|IBAN de l'asso pour les cotisations : {iban}
iban|pl|konto: {iban} (za wspólny prezent)
iban|pt|IBAN para o MB Way/transferência: {iban}
iban|it|per la quota della cena: IBAN {iban}
"""

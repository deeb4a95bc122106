"""Recall quality by category: what ``engramdb eval`` reports for a case set whose cases name a category.

For each case one ``recall`` (the agent's path) ranks the scope's memories; from the ranks:

- ``recall@1``, ``recall@5``: an expected memory is first / in the top 5 (answerable cases only);
- ``mrr``: the mean of 1 / the rank of the first expected memory (0 when it is not in the top 10);
- ``complete@5``: every expected memory is in the top 5 (what a multi-hop question needs);
- ``newest_first``: for a case with ``stale`` memories (a changed fact), the expected memory ranks above every
  stale one (a stale memory missing from the top 10 counts as below);
- ``abstention_auroc``: how well the recall's answer support (engramdb.support: the top hit's relevance margin
  over the first hits times its coverage of the question's words) tells a question the scope can answer from
  one it cannot (``abstention`` cases): the probability that an answerable case's support is above an
  abstention case's (ties count half). 0.5 is chance. ``abstention_auroc_relevance``: the same for the top
  hit's relevance alone (what ``abstention_auroc`` read before the third pass). ``abstention_auroc_tokens``
  (with ``--embedder e5`` only): the same for engramdb.support.token_support, the question token the top hit
  covers worst in E5's own token states (engramdb.e5_tokens). ``abstention_auroc_answer``: the same for
  engramdb.support.answer_support (whether one of the first hits, weighted by its fused score over the top
  hit's, holds a value of the kind the question asks for, and how much of the question's content it covers; both
  embedders). :func:`auroc_interval` is an AUROC's 95 % interval.

The shipped sets (``engramdb/data/``): ``eval_cases_v2.jsonl`` (340 cases, 11 scopes, the tuning set) and
``eval_cases_holdout.jsonl`` (122 cases, 4 other scopes, never tuned on), both written by hand without reading
the ranking code, and ``eval_cases_holdout2.jsonl`` (356 cases, 92 of them abstention, over 12 scopes apart from
both), ``eval_cases_holdout3.jsonl`` (380 cases, 108 of them abstention, over 12 scopes apart from all three),
``eval_cases_holdout4.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all four),
``eval_cases_holdout5.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all five),
``eval_cases_holdout6.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all six),
``eval_cases_holdout7.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all seven; a third of
its lookups and paraphrases asked as long conversational questions), ``eval_cases_holdout8.jsonl`` (384 cases,
108 of them abstention, over 12 scopes apart from all eight; half of its lookups and paraphrases conversational,
its changed facts stated as corrections, deltas, swapped days or in another language),
``eval_cases_holdout9.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all nine; memories
written as agents store them: terse notes, first-person statements, tool output, several languages in one scope;
changed facts as ranges, successors and third-party reports; "since when" and "how long ago" questions),
``eval_cases_holdout10.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all ten; memories as
JSON records, log lines and CLI output; changed facts as corrections, reversals, ranges and "as of" dates;
questions in 31 languages no earlier set used, some over a memory in a fourth language; abstentions that ask an
unstated attribute of a subject the scope names) and ``eval_cases_holdout11.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all eleven: a user's own assistant, family logistics, an elderly parent's
care, three coding agents and six small businesses; memories as commit messages, stack traces, JSON and tool lines
next to notes; paraphrases that ask what an old incident taught; questions in 36 languages no earlier set used) and
``eval_cases_holdout12.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all twelve: three
personal assistants, three coding and data agents, six small businesses; scopes that mix English with Polish,
German, French, Spanish, Italian, Dutch or Japanese notes; half of its changed facts stated as a bare later value
with no change word, some in another language; questions in everyday languages both ways across a scope's
languages) and ``eval_cases_holdout13.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all
thirteen: a SaaS billing support bot, a game studio's build agent, an ML training cluster, an expat family's move, a
touring trio's road manager and seven trades; eleven scopes mix English with a second language, from Finnish to
Korean; half of its changed facts a bare later value, half with a change word, eight changed twice; temporal
questions in ten languages) and ``eval_cases_holdout14.jsonl`` (384 cases, 108 of them abstention, over 12 scopes
apart from all fourteen: a hospital pharmacy, a school IT helpdesk, a home-schooling family and nine trades; two
scopes wholly in Italian or German, nine mixing English with a second language, from Greek to Swedish; half of its
changed facts a bare later value, eleven changed twice) and ``eval_cases_holdout15.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all fifteen: a hostel desk, a coding agent, a household assistant, a thermostat
support bot, a coffee cooperative and seven small businesses from Istanbul to Hanoi; eleven scopes mix English with a
second language, from Swahili to Vietnamese; half of its changed facts a bare later value, ten changed twice) and
``eval_cases_holdout16.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all sixteen: a dive
centre, an olive mill, a payments company's security operations, a trekking agency, a webtoon studio, a family's
finances, a linguist's fieldwork and five more trades from Marrakech to Húsavík; all twelve scopes mix English with a
second language, from Arabic to Icelandic; half of its changed facts a bare later value, eleven changed twice) and
``eval_cases_holdout17.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all seventeen: long-running
agents - an executive assistant, an SRE agent, a home-care coordinator, a travel assistant, a peat survey, a garment
factory and six more - whose stores mix old standing facts with many newer dated episodes about the same people and
things; lookups ask for the standing fact, temporal questions for the episode; four scopes keep notes in Indonesian,
Polish, Turkish or Vietnamese; half of its changed facts a bare later value, eight changed twice) and
``eval_cases_holdout18.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all eighteen: an
architecture practice's office, a pet owner in Cluj, a kafeneio in Chania, a homestay in Chiang Mai, a family in Lviv,
a band, a karate club, a condominium in Penang, a ceramics studio in Haifa, a short-let host in Budapest, a physio
clinic's front desk and a school kitchen; facts that change more than once, newer values stated in passing inside
longer notes about something else; seven scopes keep notes in Romanian, Greek, Thai, Ukrainian, Malay, Hebrew or
Hungarian; half of its changed facts a bare later value, thirteen changed twice),
``eval_cases_holdout19.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all nineteen: an older
woman's carer in Arbroath, a dairy farm near Tartu, a coding agent on a routing service, a family wine cellar in
Kakheti, a human-tower club in Manresa, a property manager in Chemnitz, a seafarer's family in Cebu, a farrier, a parish
office, a cider maker, a wedding photographer and a liveaboard narrowboat; standing facts under many newer dated
episodes, facts that change (twelve twice), newer values stated in passing, bare or in another language than the older
ones; five scopes keep notes in Estonian, Georgian, Catalan, German or Filipino) and
``eval_cases_holdout20.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all twenty: a family in
Oulu, a guesthouse in Ísafjörður, a bakery in Utrecht, a surf school in Ericeira, a tutor in Busan, a coding agent on a
buoy-telemetry service, a beekeeper, a community choir, a vet practice, a bike shop, a goat dairy and an astronomy club;
standing facts under newer dated episodes, one fact a scope changed twice with its newest value in passing inside a
longer note, others bare or in another language; five scopes keep notes in Finnish, Icelandic, Dutch, Portuguese or
Korean) and
``eval_cases_holdout21.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all twenty-one: a spice
merchant in Mombasa, a tiffin kitchen in Madurai, a mountain hut above Bohinj, a violin maker in Kaunas, a sail loft in
Trogir, a coding agent on a mobile app's release pipeline, a piano tuner, a cricket club, a greyhound rescue, a
liveaboard couple, a cargo-bike courier co-op and a holiday cottage; standing facts under newer dated episodes, in every
scope one fact corrected a day later, one changed by word from a third party and one changed twice, its middle value
worded most like the question and its newest in passing in another unit or format; temporal questions anchored on
events as well as dates; five scopes keep notes in Swahili, Tamil, Slovenian, Lithuanian or Croatian) and
``eval_cases_holdout22.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all twenty-two: an amber
workshop in Liepāja, a rose-oil distillery in Kazanlak, a sheepdog trainer near Bala, a fish smokehouse in Svolvær, a
sweet shop in Kolkata, a coding agent on an invoicing API, a dry-stone waller, a community fridge, a PhD thesis, a
classic car restoration, a wedding videographer and a shared house; standing facts under newer dated episodes, in every
scope one fact corrected a day later, one changed by word from a third party inside an episode and one changed twice,
its newest value in passing in another unit or format; temporal questions about months and seasons still to come as
well as past ones and events; five scopes keep notes in Latvian, Bulgarian, Welsh, Norwegian or Bengali) and
``eval_cases_holdout23.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all twenty-three: a
chocolate maker in Besalú, a bakery in Marikina, a rug restorer in Isfahan, a sheep's-cheese farm in Liptov, a kimchi
workshop in Gangneung, a coding agent on a map tile server, a hearing clinic, a junior football team, a timber-frame
self-build, a film lab, a repair café and a vintage stall; standing facts under newer dated episodes, in every scope one
fact corrected a day later, one changed by word from a third party and never a number (a supplier, contact, landlord,
a renamed tool) and one changed twice, its newest value in passing in another unit or format or a newer tool version;
temporal questions about months still to come as well as past days and events; five scopes keep notes in Catalan,
Tagalog, Persian, Slovak or Korean), ``eval_cases_holdout24.jsonl`` (384 cases, 108 of them abstention, over 12
scopes apart from all twenty-four: a bookbinder in Lahore, a hand-weaving workshop in Addis Ababa, a date orchard in
the Arava, a wooden-boat yard in Vlorë, a figure-skating school in Kazan, a coding agent on a clinic SMS-reminder
service, a mobile knife sharpener, an allotment association, a touring puppet theatre, a junior rowing club, a
locksmith and a food truck; standing facts under newer dated episodes, in every scope one fact corrected a day later,
one changed by word from a third party and never a number (a supplier, mechanic, alert channel, a collection weekday)
and one changed twice, its newest value in passing in number words ("twelve and a half thousand a book", "a fiver
each", "ninety-five quid"), often in another unit; in the bilingual scopes the correction in the scope's language over
an English value and the third party's word in English over a value noted in the scope's language; temporal questions
about months still to come, past weekdays and days anchored on events ("two days after the capsize"); five scopes keep
notes in Urdu, Amharic, Hebrew, Albanian or Russian), ``eval_cases_holdout25.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all twenty-five: an apricot-drying cooperative in Vedi, a mare's-milk farm near
Talgar, a pomegranate-juice press in Goychay, a silk-paper workshop by Samarkand, a ger workshop in Ulaanbaatar, a
coding agent on a parking-permit API, a stained-glass studio, an alpaca-trekking farm, a thatcher, a youth brass band,
a wheelchair-taxi firm and a community village shop; in every scope one fact corrected a day later, one changed by word
from a third party and never a number (a supplier, a shearer, a taxi rank, a card terminal, a practice night moved to
another weekday) and one changed twice, its newest value in passing in number words ("two dozen", "half nine",
"seventeen pounds fifty", "sixty pounds a term"); in the bilingual scopes newer values in the other language from the
older ones both ways, inside the twice-changed facts too (their number words then in the scope's language); temporal
questions about months still to come, past weekdays in the scope's language and days anchored on events ("the week
after the Ecoglobe audit"); five scopes keep notes in Armenian, Kazakh, Azerbaijani, Uzbek or Mongolian) and
``eval_cases_holdout26.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all twenty-six: a
cinnamon estate near Ahangama, a palm-sugar producer in Kampong Speu, a txakoli winery above Getaria, a fishing
family's luzzu in Marsaxlokk, a thangka workshop in Bhaktapur, a coding agent on a school-bus routing API, an
oyster-mushroom farm, a tree surgeon, a community radio station, a blacksmith's forge, escape rooms and a clock
repairer; in every scope one fact corrected a day later, one changed by word from a third party and never a number (a
buyer, a cork maker, an ice supplier, an alerting tool, playout software, a galvaniser, a booking system) and one
changed twice, its newest value in passing in number words and often for another unit or pack ("forty-five euros a
litre" after a 2.5-litre can, "three requests a second" after per minute, "sixty-five pounds a month" after a yearly
rent); in the bilingual scopes newer values in the other language from the older ones both ways, inside the
twice-changed facts too (their number words then in Sinhala, Khmer or Nepali); values restated unchanged in another
unit (180 ms as 0.18 seconds) asked as paraphrases; temporal questions about months still to come, weeks anchored on
events ("the week after the HSE visit") and past weekdays in the scope's language; five scopes keep notes in Sinhala,
Khmer, Basque, Maltese or Nepali) and ``eval_cases_holdout27.jsonl`` (384 cases, 108 of them abstention, over 12
scopes apart from all twenty-seven: a mussel-raft business in Vilanova de Arousa, a rooibos farm near Clanwilliam, an
ajvar kitchen in Strumica, a bandhani workshop in Jamnagar, a seaweed harvester in Carna, a coding agent on a
library-loans API, a village hall committee, a falconry centre, a lido trust, a ballroom dance school, an awning maker
and a mobile car valeter; in every scope one fact corrected a day later, one changed by word from a third party and
never a number (a cannery buyer, a pepper grower, an alerting tool, a treasurer named only by role, a swimmers' group
renamed) and one changed twice, its newest value in passing in number words and mostly for another unit or pack ("a
ten-swim card for sixty pounds" after a single swim, a per-minute rate limit told as "lets each key send one request a
second"); in the bilingual scopes newer values in the other language from the older ones both ways, inside the
twice-changed facts too (their number words then in Galician, Macedonian or Gujarati); two standing facts of one
subject that both hold a question's words, stories told before standing questions, values restated unchanged in
another unit (690 grams as 0.69 kg) asked as paraphrases; temporal questions about months still to come, weeks anchored
on events ("the week after the open day") and past weekdays in the scope's language; five scopes keep notes in
Galician, Afrikaans, Macedonian, Gujarati or Irish) and ``eval_cases_holdout28.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all twenty-eight: a raspberry cooperative's cold store in Arilje, a jutti workshop
in Patiala, a Highland-cattle croft on South Uist, a cassava-bread bakery in Jacmel, a kumara farm at Ruawai, a coding
agent on a football ground's turnstile gateway, a bell-ringers' tower, a piano tuner, a community orchard and cider
press, a chimney sweep, a stained-glass studio and a model railway club; in every scope one fact corrected a day later,
one changed by word from a third party and never a number (a crate supplier, an abattoir, a handheld app and a club
night renamed, a spare key handed to "the new treasurer") and one changed twice, its newest value in passing in number
words and mostly for another unit or pack ("eight pounds fifty a square foot" after a square metre, a per-minute rate
limit told as "lets us send two requests a second", monthly subs after a yearly one); in the bilingual scopes newer
values in the other language from the older ones both ways, inside the twice-changed facts too (their number words then
in Serbian, Punjabi or Haitian Creole), a currency named by word in one language and by sign in the other; a person's
two identifiers of one kind in two facts (two GitHub accounts, two membership numbers) of which a lookup asks one, two
standing facts of one subject that both hold a question's words, stories told before standing questions, an answer in
the third clause of a long note, values restated unchanged in another unit (680 C as 1,256 F) asked as paraphrases;
temporal questions about December's plans, weeks anchored on events ("the week after the chimney fire") and past
weekdays in the scope's language; five scopes keep notes in Serbian, Punjabi, Scottish Gaelic, Haitian Creole or
Maori) and ``eval_cases_holdout29.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all
twenty-nine: a linen workshop in Orsha, a Kondapalli toy workshop, an adire indigo studio in Abeokuta, a Moselle
winery at Ehnen, a beadwork cooperative in Eshowe, a coding agent on a ski area's lift-pass gate firmware, a
wheelwright, a watercress farm, an organ builder, a cooperage, a bowling club and a signwriter; in every scope one fact
corrected a day later, one changed by word from a third party and never a number (a supplier, a delivery yard, a class
night, a gate dashboard and a triples league renamed, audits signed off by "the new packhouse manager") and one changed
twice, its newest value in passing in number words and mostly for another unit, pack or time ("a half-sack is five and
a half thousand naira", "a bundle of fifty staves", "packs of five books", "lets us send two requests a second" after
sixty a minute, "so it's nine hundred a year now" after a price a visit, "twelve pounds a month" after a yearly sub);
in the bilingual scopes newer values in the other language from the older ones both ways, inside the twice-changed
facts too (their number words then in Belarusian, Telugu or Luxembourgish), a currency named by word in one language
and by sign in the other (naira and the naira sign, rand and R, rubles and BYN); a person's two identifiers of one kind
in two facts (two API key IDs, two licence numbers, two key fobs, two bank accounts) of which a lookup asks one, two
standing facts of one subject that both hold a question's words, two people's rates of one kind of which a question
asks one, stories told before standing questions, an answer in the third clause of a long note, values restated
unchanged in another unit (1500 ms as one and a half seconds, 1.2 hectares as three acres) asked as paraphrases;
temporal questions about months and seasons still to come, weeks anchored on events ("the week after the break-in")
and past weekdays in the scope's language; five scopes keep notes in Belarusian, Telugu, Yoruba, Luxembourgish or
Zulu) and ``eval_cases_holdout30.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all thirty: a
silk sari workshop in Molakalmuru, a snake-boat yard at Kainakary, a saddlery in Katsina, a cider farm near Briec, an
eel smokery in Workum, a coding agent on a tide-gauge telemetry ingest service, a thatcher, a lavender still house, a
bell-ringing band, an oyster-mushroom cellar, a narrowboat hire base and a farrier's forge; in every scope one fact
corrected a day later, one changed by word from a third party and never a number (a supplier swapped inside a told
story, a Grafana board and a practice night renamed, a booking tool, a livery-yard weekday, a certificate signed off by
"the new regional certification officer") and one changed twice, its newest value in passing in number words and
mostly for another unit, pack or time ("a box of two hundred ten-ml bottles", "a 250-kilo bale is sixty-five pounds",
"five pounds ninety a gallon" after a litre, "one call a second" after calls a minute, "three pounds a month" after a
yearly sub, "it's a hundred and ten quid a set now" with its subject left out, a "now" or "since" in the clause before
the value); in the bilingual scopes newer values in the other language from the older ones both ways, inside the
twice-changed facts too (their number words then in Kannada, Malayalam or Breton), a currency named by word in one
language and by sign in the other (rupees and the rupee sign, naira and the naira sign, euro and the euro sign); a
person's two identifiers of one kind in two facts (two bank accounts, two licences, two phone lines, two SIRET numbers,
two GPG keys, two DBS certificates, two number plates) of which a lookup asks one, two standing facts of one subject
that both hold a question's words, two people's rates of one kind of which a question asks one, stories told before
standing questions, an answer in the third clause of a long note, values restated unchanged in another unit (6.2
metres as twenty feet, 200 litres as 44 gallons, 18 C as sixty-four Fahrenheit) asked as paraphrases; temporal
questions about months and seasons still to come, weeks anchored on events ("the week after the AGM", "the week after
the gale") and past weekdays in the scope's language; five scopes keep notes in Kannada, Malayalam, Hausa, Breton or
West Frisian) and ``eval_cases_holdout31.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all
thirty-one: an apricot-drying cooperative in Isfara, a coffee farm at Paksong, a camel-milk dairy in Hargeisa, a
chestnut drying house at Valleraugue, a knitwear workshop in Gøta, a coding agent on a bike-share dock API, a
dry-stone waller, a hand bindery, a falconry mews, a village picture house, a clock repairer and a sourdough bakery; in
every scope one fact corrected a day later, one changed by word from a third party and never a number (a supplier
swapped inside a told story, a Confluence space and a children's matinee renamed, a booking tool, a hawk-walk weekday,
grant walls signed off by "the park's new farm conservation officer") and one changed twice, its newest value in
passing in number words and mostly for another unit, pack or time ("a whole goatskin of about six square feet is
seventy pounds" after a square foot, "a 500-chick box" after a box of 250, "a 16-kilo sack of strong white" after a
kilo, "forty-five quid a yard now" after a metre with its subject left out, "lets them send two requests a second"
after requests a minute, "two hundred dollars a month" after a week), a "now" or "since" in the clause before the
value; in the bilingual scopes newer values in the other language from the older ones both ways, inside the
twice-changed facts too (their number words then in Tajik, Lao or Occitan), a currency named by word in one language
and by sign in the other (kip and the kip sign, dollars and the dollar sign, euros and the euro sign); a person's two
identifiers of one kind in two facts (two tax numbers, two bank accounts, two mobile-money numbers, two Ecocert
numbers, two phone lines, two PagerDuty IDs, two PayPal addresses, two ring registrations, two Film Hub IDs, two eBay
seller IDs, two food hygiene registrations) of which a lookup asks one, two standing facts of one subject that both
hold a question's words, two people's rates of one kind of which a question asks one, stories told before standing
questions, an answer in the third clause of a long note, values restated unchanged in another unit (12 kilos as
twenty-six and a half pounds, 500 litres as 110 gallons, 45 seconds as three quarters of a minute, 250 C as 480
Fahrenheit) asked as paraphrases; temporal questions about months and seasons still to come, weeks anchored on events
("the first delivery after the audit", "the week after the boar drive", "the first batch after the ferry strike")
and past weekdays in the scope's language; five scopes keep notes in Tajik, Lao, Somali, Occitan or Faroese) and
``eval_cases_holdout32.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all thirty-two: a
shyrdak felt workshop in Kochkor, a jaggery mill near Kolhapur, a vanilla curing house in Sambava, an apiary in
Morosaglia, a grape-molasses house in Midyat, a coding agent on a tram-stop display feed, coppice charcoal burners, a
sea-kayak guiding business, an Old Spots pig smallholding, a millinery workshop, a fell race committee and a gold-leaf
signwriter; in every scope one fact corrected a day later, one changed by word from a third party and never a number
(a supplier swapped inside a told story, feed alerts moved from Slack to Teams, an abattoir weekday, "the club's new
treasurer" named only by role) and one changed twice, its newest value in passing in number words and mostly for
another pack, unit or time ("a ten-kilo sack" in Kyrgyz and "a thirty-kilo tin" in Marathi after a kilo, "a five-kilo
basket" after a kilo, "a half-kilo jar" in Corsican after a kilo jar, "lets each key make three calls a second" after
requests a minute, "seven pounds for a pack of six" after a kilo, "boxes of a dozen" after one hood, "it was fourteen,
it's sixteen pounds", "gilding's fifty-five pounds a letter now" with its subject left out); in the bilingual scopes
newer values in the other language from the older ones both ways, inside the twice-changed facts too, a currency
named by word in one note and by sign in another (rupees and the rupee sign, ariary and Ar, euros and the euro sign,
lira and the lira sign); things renamed (a felt group, an exporter, an online shop, a sunset paddle, a gate shop, a
junior race); a person's two identifiers of one kind in two facts (two bank accounts, two FSSAI numbers, two
mobile-money numbers, two beekeeper registrations, two phone lines, two GPG keys, two felling licences, two MMSI
numbers, two herd marks, two VAT numbers, two race permits, two company numbers) of which a lookup asks one, two
standing facts of one subject that both hold a question's words, two people's rates of one kind of which a question
asks one, stories told before standing questions, an answer in the third clause of a long note, values restated
unchanged in another unit (3 metres as ten feet, 600 litres as 130 gallons, 35 C as ninety-five Fahrenheit, 30
seconds as twice a minute, 18 hours as three quarters of a day, 8 weeks as two months) asked as paraphrases; temporal
questions about months and seasons still to come, weeks anchored on events ("the week after the wool auction", "the
week after the cyclone warning", "the week after the tram strike", "the week after the county show") and past
weekdays in the scope's language; five scopes keep notes in Kyrgyz, Marathi, Malagasy, Corsican or Kurmanji
Kurdish), ``eval_cases_holdout33.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all
thirty-three: a lacquerware workshop in Myinkaba, a challah bakery in Williamsburg, a herring smokehouse in Gudhjem, a
danggit drying yard on Bantayan, an Esperanto guesthouse in Herzberg, a coding agent on a tide-gauge ingest service, a
household, a bell-ringing band, a mobile bicycle repair business, a model railway club, a florist and a school PTA; in
every scope one fact corrected a day later, one changed by word from a third party and never a number (a lorry, egg
farm, box maker, cargo boat, laundry, CI server, bus stop, tower key, tyre depot, meeting hall, rose grower or disco
hall swapped for another) and one changed twice, its newest value in passing in number words and mostly for another
pack, unit or time ("twenty-five thousand kyat for a two-viss pot", a five-pound sack in Yiddish, a twenty-kilo box
in Danish, "a five-kilo banyera", a room without breakfast in Esperanto, "six months" after days, "two pounds forty
for a two-litre bottle" after a pint, "two pounds fifty a month" after a year, "boxes of ten" after one tube, "bunches
of ten" after a stem, "a strip of five" after one ticket); in the bilingual scopes newer values in the other language
from the older ones both ways, a currency named by word in one note and by sign in another (kyat and K, dollars and
$, kroner and kr., pesos and the peso sign, euros and the euro sign), names in both scripts; things renamed or people
named by role; a person's two identifiers of one kind in two facts (two wallets, two kashrus certificates, two fishing
licences, two boat registrations, two UEA codes, two SSH keys, two car registrations, two DBS certificates, two trade
accounts, two DCC addresses, two relay member numbers, two email addresses) of which a lookup asks one, two standing
facts of one subject, two people's rates of one kind, stories told before standing questions, an answer in the third
clause of a long note, values restated unchanged in another unit (30 cm as a foot, 2 pounds as nine hundred grams,
1500 ms as a second and a half, 3 metres as ten feet, 1.2 metres as four feet, 200 metres as two hundred and twenty
yards) asked as paraphrases; temporal questions about months and seasons still to come, weeks anchored on events ("the
week after the flood", "the week after the blackout", "the week after the typhoon signal", "the week after the gale")
and past weekdays in the scope's language; five scopes keep notes in Burmese, Yiddish, Danish, Cebuano or Esperanto;
new in it, one speech-to-text voice memo in every scope whose dictation slipped on a name or word, "man delay" for
Mandalay, "pie test" for pytest, asked about with the word spelt right) and ``eval_cases_holdout34.jsonl`` (384
cases, 108 of them abstention, over 12 scopes apart from all thirty-four: a chak-chak bakery in Arsk, a pine-nut shop
in Khost, a felt slipper workshop in Mustér, a cocoa farm in Palauli, a cider house in Nava, a coding agent on a
parcel-locker booking API, a household in Cromarty, an astronomy society, a mobile dog groomer, a chimney sweep, a
village cricket club and a repair café; in every scope one fact corrected a day later, one changed by word from a
third party and never a number (a van, pickup, lorry, truck, crash-report tool, swimming pool, car park, wholesaler,
brush supplier, sports shop or parts shop swapped for another) and one changed twice, its newest value in passing in
number words and mostly for another pack, unit or time (a three-litre jar in Tatar, "six thousand five hundred
afghanis for two sers", a five-kilo sack in Romansh, "ninety tala for two sacks", a hundred-kilo sack in Asturian,
"five days" after hours, "sixty pounds a quarter" after a visit, "twenty pounds for a whole month" after a week, "a
block of three", "two flues in one house", "ten pounds a month" after a season, "a hundred and twenty pounds a
quarter" after a session); in the bilingual scopes newer values in the other language from the older ones both ways,
a currency named by word in one note and by sign in another (rubles and the ruble sign, afghanis and the afghani sign,
francs and CHF, tala and WS$, euros and the euro sign), names in both scripts (Rinat Khaibullin, Gul Agha); things
renamed or people named by role; a person's two identifiers of one kind in two facts (two trader cards, two M-Paisa
numbers, two TWINT numbers, two mobile money numbers, two Bizum numbers, two phone extensions, two parking permits,
two membership numbers, two insurance policies, two HETAS approvals, two NPTC certificates, two charity numbers) of
which a lookup asks one, two standing facts of one subject, two people's rates of one kind, stories told before
standing questions, an answer in the third clause of a long note, values restated unchanged in another unit (25 cm as
ten inches, 500 grams as just over a pound, 300 grams as ten ounces, 70 cl as a pint and a quarter, 8 seconds as
eight thousand milliseconds, 180 cm as six feet, 45 minutes as three quarters of an hour, 22 metres as twenty-four
yards) asked as paraphrases; temporal questions about months and seasons still to come, weeks anchored on events ("the
week after the gas cut-off", "the week after the dust storm", "the week after the king tide", "the week after the
landslip", "the week after the fox got into the hen run") and past weekdays in the scope's language; five scopes keep
notes in Tatar, Pashto, Romansh, Samoan or Asturian; new in it, one forwarded email in every scope pasted as it came,
headers, quoting and all, its answer in the quoted body and asked about in the body's words) and
``eval_cases_holdout35.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all thirty-five: a kumis
farm in Baymak, a raisin drying house in Toksun, a carasau bakery in Fonni, a taro farm in Waipio, a beadwork
co-operative in Lusikisiki, a coding agent on a bus-timetable (GTFS) importer, a household in Kirkcudbright, a model
railway club, a mobile farrier, a piano tuner, a community food larder and an allotment society; in every scope one
fact corrected a day later, one changed by word from a third party and never a number (a driver gone to a refinery, a
truck, a van, a pickup or a bakkie sold, an open-data portal switched off, a milk round stopped, a model shop, a steel
counter, a parts shop, a bakery and a riding stables closed) and one changed twice, its newest value in passing in
number words and mostly for another pack, unit or time (a tonne of hay in Bashkir after a bale, "two hundred and eighty
yuan for a forty-kilo basket" after a kilo, a forty-kilo sack in Sardinian, "forty dollars for a bundle of a hundred"
after one taro top, a five-kilo bag in Xhosa, "ninety minutes" after 40 and 55, "forty-five pounds for a block of ten
lessons", "seventy for a couple", "fifty-five for fronts only", "a hundred and forty for two pianos", "thirty for
families with a baby", "forty-five for a half plot"); in the bilingual scopes newer values in the other language from
the older ones both ways, a currency named by word in one note and by sign in another (rubles and the ruble sign, yuan
and the yuan sign, euros and the euro sign, dollars and $, rand and R), names in both scripts (Gulshat Yarullina,
Aygul Turdi); things renamed or people named by role; a person's two identifiers of one kind in two facts (two SBP
numbers, two WeChat Pay IDs, two Satispay codes, two Venmo handles, two bank accounts, two API key IDs, two parking
permits, two membership numbers, two registration numbers, two charity numbers, two padlock key numbers) of which a
lookup asks one, two standing facts of one subject, two people's rates of one kind, stories told before standing
questions, an answer in the third clause of a long note, values restated unchanged in another unit (1.5 litres as two
and a half pints, 5 kilograms as eleven pounds, 250 grams as nine ounces, 30 seconds as half a minute, 120 cm as four
feet, 9 kilograms as a stone and a half, 250 square metres as ten poles) asked as paraphrases; temporal questions about
months and seasons still to come, weeks anchored on events ("the week after the hailstorm", "the week after the
sandstorm", "the week after the boar broke in", "the week after the flash flood", "the week after the seal pup") and
past weekdays in the scope's language; five scopes keep notes in Bashkir, Uyghur, Sardinian, Hawaiian or Xhosa; new in
it, one group chat in every scope pasted as it was exported, timestamps and speakers and all, its answer in a later
speaker's line and asked about in that line's words) and ``eval_cases_holdout36.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all thirty-six: a saffron farm in Ghoryan, a muga silk weaving house in
Sualkuchi, a honey farm near Cerkno, a peanut butter co-operative in Murewa, a tapa cloth workshop in Neiafu, a coding
agent on a weather-station ingest service, a household in Tobermory, a church bell-ringing band, a mobile dog groomer,
a village hall committee, a wedding florist and a community bicycle repair co-op; in every scope one fact corrected a
day later, one changed by word from a third party and never a number (a van, an auto, a car, a truck, a tanker or a
trailer sold, a data mirror switched off, a rope maker's carrier account closed, a wholesaler's deliveries stopped, a
cleaning firm closed) and one changed twice, its newest value in passing in number words and mostly for another pack,
unit or time (a carton of thirty jars in Dari, "thirty thousand rupees for a kilo", a crate of twenty-four jars in
Slovene, a ten-kilo bag in Shona, "two hundred pa'anga for a whole bundle of ten", "one hundred and twenty requests a
minute", "ninety pounds for a block of five lessons", "a hundred and twenty with the marquee"); in the bilingual scopes
newer values in the other language from the older ones both ways, a currency named by word in one note and by sign in
another (afghani, rupees, euros, US dollars, pa'anga), names in both scripts (Mahbooba Sultani, Monika Barua); things
renamed or people named by role; a person's two identifiers of one kind in two facts (two mobile wallets, two UPI IDs,
two bank accounts, two EcoCash numbers, two API token IDs, two library cards, two key fobs, two card reader IDs, two
alarm codes, two PayPal addresses, two padlock keys) of which a lookup asks one, two standing facts of one subject,
two people's rates of one kind, stories told before standing questions, an answer in the third clause of a long note,
values restated unchanged in another unit (5 grams as a sixth of an ounce, 6 metres as six and a half yards, 900 grams
as two pounds, 15 metres as fifty feet, 500 kilobytes as half a megabyte, 400 litres as fourteen cubic feet, 600
square metres as seven hundred square yards) asked as paraphrases; temporal questions about months and seasons still
to come, weeks anchored on events ("the week after the dust storm", "the week after the flood", "the week after the
bear came", "the week after the cyclone warning", "the week after the Fahrenheit mix-up") and past weekdays in the
scope's language; five scopes keep notes in Dari, Assamese, Slovene, Shona or Tongan; new in it, one to-do list in
every scope pasted from a shared checklist app as it came, ticked and open items mixed, and a lookup asks whether a
later item has been done, in that item's words) and ``eval_cases_holdout37.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all thirty-seven: a pattachitra painting workshop in Raghurajpur, an ajrak
block-printing house in Matiari, a plum orchard and pekmez kitchen in Gradacac, a dried usipa fish co-operative at
Nkhata Bay, a kava farm on Taveuni, a coding agent on an invoice PDF renderer, a household in Hedon, an amateur
astronomy society, an independent cinema, a junior football club, a chimney sweep and a pottery studio; in every scope
one fact corrected a day later, one changed by word from a third party and never a number (a lodge, a laundrette and a
mail account closed, a pickup, a van, a lorry, a boat and a minibus sold, deliveries stopped, soot no longer wanted)
and one changed twice, its newest value in passing in number words and mostly for another pack, unit or time ("three
thousand rupees for a ten-metre bolt", a five-kilo bag in Sindhi, a lorry of three cubic metres in Bosnian, a bundle of
twelve sacks in Chichewa, "a hundred and fifty dollars for a sack of eighty cuttings", "four hundred and eighty pounds
a year", "seventy-five pounds for a whole term", "two hundred pounds for eight weeks"); in the bilingual scopes newer
values in the other language from the older ones both ways, a currency named by word in one note and by sign in
another (rupees, Pakistani rupees, marks, kwacha, Fijian dollars), names in both scripts (Kuni Parida, Zubeda Soomro);
things renamed or people named by role; a person's two identifiers of one kind in two facts (two UPI IDs, two
JazzCash accounts, two bank accounts, two Airtel Money numbers, two M-PAiSA numbers, two API token IDs, two car
registrations, two Stripe account IDs, two distributor accounts, two DBS certificates, two insurance policies, two
Etsy shop IDs) of which a lookup asks one, two standing facts of one subject, two people's rates of one kind, stories
told before standing questions, an answer in the third clause of a long note, values restated unchanged in another
unit asked as paraphrases; temporal questions about months and seasons still to come, weeks anchored on events and
past weekdays in the scope's language; five scopes keep notes in Odia, Sindhi, Bosnian, Chichewa or Fijian; new in it,
one note in every scope pasted from a shared document with its tracked edit shown as Markdown strike-through ("starts
at ~~seven~~ half past seven"), and a lookup asks for the edited value, which only the text after the struck one
gives) and ``eval_cases_holdout38.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all
thirty-eight: a brassware workshop in Moradabad, a berbere spice mill in Mendefera, a tempeh house in Malang, an okpa
kitchen in Nsukka, a dried-melon farm at Bayramaly, a coding agent on a library's barcode-scanning app, a household in
Cottingham, a church's bell-ringing band, a mobile dog groomer, a community bike co-op, a bed and breakfast and a
primary school's parents' group; in every scope one fact corrected a day later, one changed by word from a third party
and never a number (a tempo, a pickup, a bus, a lorry, an estate car and a minibus sold, a crash-report account and a
laundry closed, a rep retired, a wholesaler's calls stopped) and one changed twice, its newest value in passing in
number words and mostly for another pack, unit or time (a ten-kilo bundle in Hindi, "one thousand nine hundred nakfa
for a twenty-five-kilo sack", a forty-kilo sack in Javanese, a twenty-kilo bag in Igbo, "two hundred and twenty-five
manat for a bundle of fifty", "six hundred pounds for the whole year", "thirty pounds a month", "two hundred pounds
for a two-night weekend"); in the bilingual scopes newer values in the other language from the older ones both ways,
a currency named by word in one note and by sign in another (rupees, nakfa, rupiah, naira, manat), names in both
scripts (Rafiq Brothers, Tesfom Weldu); things renamed or people named by role; a person's two identifiers of one
kind in two facts (two UPI IDs, two bank accounts, two OPay numbers, two deploy key IDs, two car registrations, two
guild membership numbers, two card merchant IDs, two key fobs, two booking-site property IDs, two PayPal accounts) of
which a lookup asks one, two standing facts of one subject, two people's rates of one kind, stories told before
standing questions, an answer in the third clause of a long note, values restated unchanged in another unit asked as
paraphrases; temporal questions about months and seasons still to come, weeks anchored on events and past weekdays in
the scope's language; five scopes keep notes in Hindi, Tigrinya, Javanese, Igbo or Turkmen; new in it, one note in
every scope of a clarifying question the agent put to the user and the user's terse answer ("Clarifying question to
Fulbert: who rings the tenor for the Winstanley wedding? - Fulbert's answer: Hilaria's husband, since I'm away that
weekend"), and a lookup asks the agent's question again, whose answer only the reply gives, in words the question
does not use) and ``eval_cases_holdout39.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all
thirty-nine: a Tibetan carpet workshop in Jawalakhel, a makhana mill in Darbhanga, an alpaca weaving house in
Chinchero, a bissap juice kitchen in Rufisque, a coffee farm at Agaro, a coding agent on a swimming pool's
lane-booking app, a mobile cocktail bar in a horsebox, a fishing tackle and bait shop, a mobile library van, an ice
cream van, a wild swimming group and a hedgehog rescue; in every scope one fact corrected a day later, one changed by
word from a third party and never a number (a jeep, a minibus and a lorry sold, a bus company's roof goods stopped, a
driver given up, a mail account and a taxi firm closed, a greengrocer and a rep retired, a courier's run stopped, a
helper's car and an outdoor centre's minibus sold) and one changed twice, its newest value in passing in number
words and mostly for another pack, unit or time ("eleven thousand rupees for a twelve-kilo bale", a twenty-kilo sack
in Maithili, a ten-kilo bag in Quechua, "sixteen thousand five hundred francs for a ten-kilo sack", a bundle of ten
sacks in Oromo, "two hundred and ten pounds a quarter", "a hundred and forty pounds for six bottles", "sixteen pounds
a gallon", "five hundred and forty pounds a month", "sixty pounds for a sixteen-litre tub", "twelve pounds for the
winter season", "fifty pounds for a fifteen-kilo sack"); in the bilingual scopes newer values in the other language
from the older ones both ways, a currency named by word in one note and by sign in another (rupees and Rs, rupees
and the rupee sign, soles and S/, francs CFA and FCFA, birr and Br), names in both scripts (Karma Gyaltsen, Ramashray
Sahu) or transliterated (Ndèye and Ndeye, Caaltuu and Chaltu); things renamed or people named by role; a person's two
identifiers of one kind in two facts (two eSewa wallet IDs, two pond lease numbers, two Yape numbers, two Wave
numbers, two telebirr numbers, two developer team IDs, two card reader terminal IDs, two angling club membership
numbers, two library staff numbers, two street trading consents, two swim-safety instructor numbers, two wildlife
rehabilitation permits) of which a lookup asks one, two standing facts of one subject, two people's rates of one
kind, stories told before standing questions, an answer in the third clause of a long note, values restated
unchanged in another unit asked as paraphrases; temporal questions about months and seasons still to come, weeks
anchored on events and past weekdays in the scope's language; five scopes keep notes in Tibetan, Maithili, Quechua,
Wolof or Oromo; new in it, one note in every scope of a calendar invite pasted with its fields ("Calendar invite
pasted - Title: Release walk at the allotments site | When: Sat 7 Nov, 16:00 | Where: the top gate by plot thirty |
Organiser: Berenike | Notes: the two carriers, head torches and dried mealworms"), and a lookup asks what the
invite's title names, whose answer only its Notes field gives, in words the question does not use) and
``eval_cases_holdout40.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all forty: a sattu mill
in Ballia, a cashew feni distillery in Quepem, a burnay jar pottery in Caoayan, a mopane worm trader in Serowe, a
kwanga bakery in Mbandaka, a letterpress print shop, a walking tour guide, a racing pigeon loft, a cheesemonger's
market stall, an amateur pantomime society, a croquet club and a guitar repair workshop; in every scope one fact
corrected a day later, one changed by word from a third party and never a number (a tempo, a pickup, a truck, a
bakkie, a boat and a cattle trailer sold, a paper merchant's van and a milk tanker's call stopped, an answering
service shut, a transporter's driver given up, a machinery dealer and a timber merchant's driver retired) and one
changed twice, its newest value in passing in number words and mostly for another pack, unit or time ("four
thousand eight hundred rupees for a fifty-kilo sack", a fifty-kilo sack in Konkani, a truckload in Ilocano, "one
thousand two hundred pula for a twenty-five-kilo bag", a fifty-kilo sack in Lingala, "a hundred and ten pounds for
a box of three reams", "three thousand two hundred pounds for the year", "ninety-five pounds for five sacks",
"forty-five pounds for a three-kilo log", "three hundred and fifty pounds for the whole run", "one thousand one
hundred pounds for a full pallet", "sixty pounds for a box of twelve sets"); in the bilingual scopes newer values in
the other language from the older ones both ways, a currency named by word in one note and by sign in another
(rupees and Rs, rupees and the rupee sign, pesos and the peso sign, pula and P, francs and FC); things renamed or
people named by role; a person's two identifiers of one kind in two facts of which a lookup asks one, two standing
facts of one subject, two people's rates of one kind, stories told before standing questions, an answer in the
third clause of a long note, values restated unchanged in another unit asked as paraphrases; temporal questions
about months and seasons still to come, weeks anchored on events and past weekdays in the scope's language; five
scopes keep notes in Bhojpuri, Konkani, Ilocano, Tswana or Lingala; new in it, one voice note in every scope
transcribed with its fillers and a spoken self-correction ("Voice note transcribed - um, so the vet comes to do the,
er, canker check on Thursday - no, wait, Saturday - and the birds are to be kept in"), and a lookup asks what only
that note answers, the value said after the correction) and ``eval_cases_holdout41.jsonl`` (384 cases, 108 of them
abstention, over 12 scopes apart from all forty-one: a pastechi kitchen in Barber, a siu mei roast meat shop in Sham
Shui Po, an areca-leaf plate workshop in Mattur, a tais weaving group in Covalima, a piaya bakery in Bacolod, a
taxidermy studio, a bonsai nursery, a harp maker's workshop, a sport fencing club, a memorial stonemason, a curling
club and a wood-fired pizza van; in every scope one fact corrected a day later without the word "correction", one
changed by word from a third party and never a number (a driver moved away, failed his eye test, took a job in
another city, went back to farming, a trucking business closed, a courier went to a salmon farm, lost his licence,
emigrated, a camper van scrapped, a fixer left the trade, a trailer stolen, a log supplier moved away) and one changed
twice, its newest value in passing in number words and mostly for another pack or load (Papiamento "shen binti
florin pa tres sako", Cantonese ten geese for 一千八百, "two thousand rupees for a cartload of two thousand leaves",
Tetum "dolar rua-nulu resin lima" for a pack of ten skeins, "four thousand two hundred pesos for a sack of forty
kilos", "a hundred and twenty pounds for a tray of twelve pairs", "three hundred pounds for a crate of ten", "five
hundred and forty pounds for a bundle of ten blanks", "three hundred and thirty pounds for a box of five", "one
thousand nine hundred pounds for a load of ten", "two hundred and ten pounds for a box of ten", "a hundred and fifty
pounds for a pallet of six sacks"); in the bilingual scopes newer values in the other language from the older ones
both ways, a currency named by word in one note and by sign in another (guilders and NAf, Hong Kong dollars and HK$,
rupees and the rupee sign, dollars and $, pesos and the peso sign); things renamed or people named by role; a
person's two identifiers of one kind in two facts of which a lookup asks one, two standing facts of one subject, two
people's rates of one kind, stories told before standing questions, an answer in the third clause of a long note,
values restated unchanged in another unit asked as paraphrases; temporal questions about months and seasons still to
come, weeks anchored on events and past weekdays in the scope's language; five scopes keep notes in Papiamento,
Cantonese, Sanskrit, Tetum or Hiligaynon; new in it, one reply under a quoted message in every scope, the way chat
apps keep it ("Replying to Sabella's message "Which lettering does the family want?": plain Roman capitals,
gilded"), and a lookup asks the quoted question in its own words, which only the reply answers) and
``eval_cases_holdout42.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all forty-two: a panelle
fry stall in Bagheria, a satti breakfast stall in Zamboanga, a chop bar in Ejisu, a jaggery kolhu in Barabanki, a
plum lekvar kitchen in Svidník, a milliner's studio, a kite maker's workshop, a reptile refuge, a coracle maker's
barn, a marionette puppet company, an artisan perfumer and an upholstery workshop; in every scope one fact corrected
a day later without the word "correction", one changed by word from a third party and never a number (a three-wheeler
sold, a motorbike crash, a car seized over a loan, a tractor sold for a wedding, a car written off on ice, a driver
moved to look after his mother, a camper stolen, a driver took a ranger's job, a pickup sold on a move, a minibus
scrapped, a hatchback failed its emissions test, a driver gave up after a knee operation) and one changed twice, its
newest value in passing in number words and mostly for another pack or load (Sicilian "cinquanta euru pi na tanica
di cincu litri", Chavacano "tres mil dos cientos pesos por un caja de diez kilo", "one thousand and fifty cedis for a
pickup load of twelve bags", "four thousand one hundred rupees for a trolley of ten quintals", Rusyn "сто двадцять
евр за палету на двісто кіл", "two hundred and forty pounds for a ten-metre bolt", "one hundred and twenty pounds for
a ten-metre roll", "one hundred and forty pounds for a case of ten tubs", "one hundred and eighty pounds for a load of
twenty bundles", "one hundred and sixty pounds for a crate of ten blocks", "two hundred and ninety pounds for a
hundred millilitres", "three hundred and ten pounds for a ten-metre roll"); in the bilingual scopes newer values in
the other language from the older ones both ways, a currency named by word in one note and by sign in another (euros
and €, pesos and the peso sign, cedis and GH₵, rupees and the rupee sign, euros and €); people named by a new
role; a person's two identifiers of one kind in two facts of which a lookup asks one, two standing facts of one
subject, two people's rates of one kind, stories told before standing questions, an answer in the third clause of a
long note, values restated unchanged in another unit asked as paraphrases; temporal questions about months and
seasons still to come, weeks anchored on events and past weekdays in the scope's language; five scopes keep notes in
Sicilian, Chavacano, Twi, Awadhi (Devanagari) or Rusyn (Cyrillic); new in it, one pasted shop receipt in every scope
with its item lines ("2 x steel skimmer @ €7.50 = €15.00 | 1 x marble scraper @ €12.00 = €12.00 | total"), and a
lookup asks the count and unit price of one line, which only the receipt answers) and
``eval_cases_holdout43.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all forty-three: a
sfogliatella bakery in Portici, a tocino curing kitchen in Guagua, a rolex stand in Mukono, a khuplu pie bakery in
Cheboksary, a juju dhau curd house in Panauti, a clog maker's workshop, a rope maker's walk, a bagpipe maker, a bell
foundry, a bladesmith's forge, a mosaic studio and a fletcher's workshop; in every scope one fact corrected a day
later without the word "correction", told by what was checked ("Rang the market office to check", "Double-checked
with the vicar after church"), one changed by word from a third party and never a number (a scooter stolen, a lame
cart horse retired, a motorbike impounded, a van failed its inspection, a motorcycle crushed by a truck, a car written
off by a tractor, a pickup's clutch gone, a hatchback on black ice, a lorry taken back by the finance company, a
driver gone to the oil rigs, a van scrapped, an estate car stolen) and one changed twice, its newest value in passing
in number words and for another pack or load (Neapolitan "sittanta euro pe nu secchio 'e cinche chile", Kapampangan
"limang dalan a pesos ing balang duang kilu", Chuvash "вунӑ килошӑн пилӗк пин ҫӗр тенкӗ", "one hundred and fifty
thousand shillings for a crate of ten trays", "one thousand two hundred rupees for a can of ten litres", "two hundred
and forty pounds for a bale of forty kilos", "thirty-six pounds for a bundle of twelve" and the like); in the
bilingual scopes newer values in the other language from the older ones both ways, a currency named by word in one
note and by sign in another (euros and €, pesos and the peso sign, shillings and USh, roubles and the rouble sign,
rupees and Rs); people named by a new role; a person's two identifiers of one kind in two facts of which a lookup
asks one, two standing facts of one subject, two people's rates of one kind, stories told before standing questions,
an answer in the third clause of a long note, values restated unchanged in another unit asked as paraphrases;
temporal questions about months and seasons still to come, weeks anchored on events and past weekdays in the scope's
language; five scopes keep notes in Neapolitan, Kapampangan, Luganda, Chuvash (Cyrillic) or Newar (Devanagari); new
in it, one filled-in form kept with its fields in every scope ("Filled in the cooperative loan application form and
kept a copy: Borrower: ... | Amount requested: ... | Co-maker: ... | Repayment: ..."), and a lookup asks what was put
in one field, which only the form answers) and
``eval_cases_holdout44.jsonl`` (384 cases, 108 of them abstention, over 12 scopes apart from all forty-four: a
bigoli pasta shop in Bassano, a binagol kitchen in Dagami, a pili tart bakeshop in Daraga, a kymys dairy in Nyurba, a
ghevar sweet shop on the Nokha road, a besom binder, a tallow chandlery, a pewterer, an umbrella maker, an accordion
mender, a globe maker and a djembe maker; in every scope one fact corrected a day later without the word
"correction", told by what was checked ("Saw the pitch list pinned up at the town hall", "The design fair's exhibitor
badges came in the post"), one changed by word from a third party and never a number (a three-wheeler towed, a
flooded engine, a suspended tricycle franchise, a broken track rod, a scooter fire, a blown exhaust, a lost driving
licence, a carrier ending rural pickups, a train cut from the timetable, a clamped van, a courier in administration,
a broken wrist) and one changed twice, its newest value in passing in number words and for another pack or load
(Venetian "sessanta euro par na cassa de sinque chili", Bikol "tolong ribo nin pesos sa sarong kahon na limang kilo",
Marwari number words in Devanagari, "four hundred and eighty pesos a sack of ten kilos", "four thousand two hundred
roubles for a twenty-litre can", "forty-two pounds for a carton of five reels" and the like); in the bilingual scopes
newer values in the other language from the older ones both ways, a currency named by word in one note and by sign in
another; people named by a new role; a person's two identifiers of one kind, two standing facts of one subject, two
people's rates of one kind, stories told before standing questions, an answer in the third clause of a long note,
values restated unchanged in another unit asked as paraphrases; temporal questions about months and seasons still to
come, weeks anchored on events and past weekdays in the scope's language; five scopes keep notes in Venetian, Waray,
Bikol, Sakha (Cyrillic) or Marwari (Devanagari); new in it, one table pasted from a shared sheet or an e-mail as
Markdown rows in every scope ("| Day | Driver | Round | Leaves at |", "| Thursday | ... |"), and a lookup asks one
cell by its row and column, which only the table answers), each written blind as well.
Each held-out set is measured on main right after it lands, before any change is tuned on it, and once more after
the changes tuned without it (benchmarks/RESULTS.md); from then on it is a tuning set.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import numpy as np

from .eval import (
    CATEGORIES,
    EVAL_NOW,
    Case,
    format_report,
    read_case_set,
    recall_at_k,
    report_dict,
    shipped_cases_path,
)
from .eval import add_arguments as add_case_arguments
from .eval import run as run_cases
from .store import MemoryStore
from .support import TokenStates, answer_support, support, token_support

__all__ = ["CaseResult", "QualityReport", "add_arguments", "auroc", "auroc_interval", "evaluate", "run",
           "shipped_quality_sets"]

DEPTH = 10  # ranks are read this deep


@dataclass(frozen=True)
class CaseResult:
    """One case's outcome: the rank (1-based) of its first expected memory (None: not in the top DEPTH), whether
    all expected are in the top 5, whether it ranks above every stale memory (None without stale memories),
    the top hit's relevance and fused score (NaN when recall returned nothing) and the recall's answer support
    (engramdb.support; NaN for a vector query: it reads the question's words), its token support
    (engramdb.support.token_support; NaN unless the evaluation was given token states) and its answer support
    (engramdb.support.answer_support's score; NaN for a vector query)."""

    case: Case
    rank: int | None
    complete_at_5: bool
    newest_first: bool | None
    top_relevance: float
    top_final: float
    got: tuple[str, ...]
    top_support: float = float("nan")
    top_token_support: float = float("nan")
    answer_support: float = float("nan")


@dataclass
class QualityReport:
    """Every case's result and the metrics by category (``by_category[name]``) and overall (``overall``)."""

    results: list[CaseResult]
    by_category: dict[str, dict[str, float | int | None]] = field(default_factory=dict)
    overall: dict[str, float | int | None] = field(default_factory=dict)

    def table(self) -> str:
        """The metrics as a fixed-width table, one row per category and one for all ("auroc": the abstention AUROC
        of engramdb.support.support, "answer": of answer_support)."""
        head = (f"{'category':<14}{'n':>5}{'r@1':>7}{'r@5':>7}{'mrr':>7}{'all@5':>7}{'newest':>8}{'auroc':>7}"
                f"{'answer':>8}")
        rows = [head]
        for name, m in [*self.by_category.items(), ("all", self.overall)]:
            cells = [_cell(m.get(k)) for k in ("recall@1", "recall@5", "mrr", "complete@5", "newest_first",
                                               "abstention_auroc", "abstention_auroc_answer")]
            rows.append(f"{name:<14}{m['n']!s:>5}{cells[0]:>7}{cells[1]:>7}{cells[2]:>7}{cells[3]:>7}"
                        f"{cells[4]:>8}{cells[5]:>7}{cells[6]:>8}")
        return "\n".join(rows)


def _cell(value: Any) -> str:
    return "-" if value is None else f"{value:.2f}"


def evaluate(store: MemoryStore, cases: Sequence[Case], *,
             query_vectors: Callable[[Case], Any] | None = None, token_states: TokenStates | None = None,
             **recall_options: Any) -> QualityReport:
    """Scores `cases` on `store` (one ``recall`` per case, `recall_options` passed through, k = DEPTH).
    `query_vectors`, if given, maps a case to the query recall gets (a precomputed vector: tuning runs embed
    each question once). `token_states` (the store's model's, e.g. engramdb.e5_tokens.token_model() for E5):
    each case's token support is read too, and ``abstention_auroc_tokens`` reported."""
    results = []
    for case in cases:
        query = case.question if query_vectors is None else query_vectors(case)
        hits = store.recall(case.scope, query, k=DEPTH, **recall_options)
        got = tuple(h.id for h in hits)
        ranks = [got.index(e) + 1 for e in case.expected if e in got]
        rank = min(ranks) if ranks else None
        complete = bool(case.expected) and all(e in got[:5] for e in case.expected)
        newest: bool | None = None
        if case.stale:
            newest = rank is not None and all(got.index(s) + 1 > rank for s in case.stale if s in got)
        text_query = isinstance(query, str)
        results.append(CaseResult(case, rank, complete, newest,
                                  hits[0].relevance if hits else float("nan"),
                                  hits[0].final if hits else float("nan"), got,
                                  support(case.question, hits) if text_query else float("nan"),
                                  token_support(case.question, hits, token_states)
                                  if token_states is not None and text_query else float("nan"),
                                  answer_support(case.question, hits).score if text_query else float("nan")))
    report = QualityReport(results)
    tokens = token_states is not None
    for name in CATEGORIES:
        picked = [r for r in results if r.case.category == name]
        if picked:
            report.by_category[name] = _metrics(picked, results, tokens)
    report.overall = _metrics(results, results, tokens)
    return report


def _metrics(picked: list[CaseResult], everything: list[CaseResult],
             tokens: bool = False) -> dict[str, float | int | None]:
    answerable = [r for r in picked if r.case.expected]
    out: dict[str, float | int | None] = {"n": len(picked)}
    if answerable:
        out["recall@1"] = float(np.mean([r.rank == 1 for r in answerable]))
        out["recall@5"] = float(np.mean([r.rank is not None and r.rank <= 5 for r in answerable]))
        out["mrr"] = float(np.mean([0.0 if r.rank is None else 1.0 / r.rank for r in answerable]))
        out["complete@5"] = float(np.mean([r.complete_at_5 for r in answerable]))
    staled = [r.newest_first for r in picked if r.newest_first is not None]
    out["newest_first"] = float(np.mean(staled)) if staled else None
    abstaining = [r for r in picked if not r.case.expected]
    if abstaining:  # against every answerable case of the set: an abstention category has no positives
        answerable = [r for r in everything if r.case.expected]
        out["abstention_auroc"] = auroc([r.top_support for r in answerable], [r.top_support for r in abstaining])
        out["abstention_auroc_relevance"] = auroc([r.top_relevance for r in answerable],
                                                  [r.top_relevance for r in abstaining])
        out["abstention_auroc_answer"] = auroc([r.answer_support for r in answerable],
                                               [r.answer_support for r in abstaining])
        if tokens:
            out["abstention_auroc_tokens"] = auroc([r.top_token_support for r in answerable],
                                                   [r.top_token_support for r in abstaining])
    return out


def auroc(positives: Sequence[float], negatives: Sequence[float]) -> float | None:
    """P(a positive's score > a negative's), ties counted half; NaN scores (no hit) count as -inf. None when
    either side is empty."""
    if not positives or not negatives:
        return None
    pos = np.nan_to_num(np.asarray(positives, np.float64), nan=-np.inf)
    neg = np.nan_to_num(np.asarray(negatives, np.float64), nan=-np.inf)
    greater = (pos[:, None] > neg[None, :]).sum()
    ties = (pos[:, None] == neg[None, :]).sum()
    return float((greater + 0.5 * ties) / (len(pos) * len(neg)))


def auroc_interval(a: float, positives: int, negatives: int) -> tuple[float, float]:
    """The 95 % interval of an AUROC `a` measured on `positives` and `negatives` cases (Hanley and McNeil
    1982, the normal approximation; clipped to [0, 1])."""
    if positives < 1 or negatives < 1:
        raise ValueError("an AUROC needs at least one positive and one negative")
    q1, q2 = a / (2.0 - a), 2.0 * a * a / (1.0 + a)
    var = (a * (1.0 - a) + (positives - 1) * (q1 - a * a) + (negatives - 1) * (q2 - a * a)) / (positives * negatives)
    half = 1.959964 * float(np.sqrt(max(var, 0.0)))
    return max(0.0, a - half), min(1.0, a + half)


def shipped_quality_sets() -> dict[str, Path]:
    """The shipped categorised case sets by name: "v2" (tuning), "holdout", "holdout2", "holdout3",
    "holdout4", "holdout5", "holdout6", "holdout7", "holdout8", "holdout9", "holdout10", "holdout11", "holdout12",
    "holdout13", "holdout14", "holdout15", "holdout16", "holdout17", "holdout18", "holdout19", "holdout20",
    "holdout21", "holdout22", "holdout23", "holdout24", "holdout25", "holdout26", "holdout27", "holdout28",
    "holdout29", "holdout30", "holdout31", "holdout32", "holdout33", "holdout34", "holdout35", "holdout36",
    "holdout37", "holdout38", "holdout39", "holdout40", "holdout41", "holdout42", "holdout43" and "holdout44"
    (held out: each measured blind twice, then tuned on)."""
    data = Path(__file__).parent / "data"
    return {"v2": data / "eval_cases_v2.jsonl", "holdout": data / "eval_cases_holdout.jsonl",
            "holdout2": data / "eval_cases_holdout2.jsonl", "holdout3": data / "eval_cases_holdout3.jsonl",
            "holdout4": data / "eval_cases_holdout4.jsonl", "holdout5": data / "eval_cases_holdout5.jsonl",
            "holdout6": data / "eval_cases_holdout6.jsonl", "holdout7": data / "eval_cases_holdout7.jsonl",
            "holdout8": data / "eval_cases_holdout8.jsonl", "holdout9": data / "eval_cases_holdout9.jsonl",
            "holdout10": data / "eval_cases_holdout10.jsonl", "holdout11": data / "eval_cases_holdout11.jsonl",
            "holdout12": data / "eval_cases_holdout12.jsonl", "holdout13": data / "eval_cases_holdout13.jsonl",
            "holdout14": data / "eval_cases_holdout14.jsonl", "holdout15": data / "eval_cases_holdout15.jsonl",
            "holdout16": data / "eval_cases_holdout16.jsonl", "holdout17": data / "eval_cases_holdout17.jsonl",
            "holdout18": data / "eval_cases_holdout18.jsonl", "holdout19": data / "eval_cases_holdout19.jsonl",
            "holdout20": data / "eval_cases_holdout20.jsonl", "holdout21": data / "eval_cases_holdout21.jsonl",
            "holdout22": data / "eval_cases_holdout22.jsonl", "holdout23": data / "eval_cases_holdout23.jsonl",
            "holdout24": data / "eval_cases_holdout24.jsonl", "holdout25": data / "eval_cases_holdout25.jsonl",
            "holdout26": data / "eval_cases_holdout26.jsonl", "holdout27": data / "eval_cases_holdout27.jsonl",
            "holdout28": data / "eval_cases_holdout28.jsonl", "holdout29": data / "eval_cases_holdout29.jsonl",
            "holdout30": data / "eval_cases_holdout30.jsonl", "holdout31": data / "eval_cases_holdout31.jsonl",
            "holdout32": data / "eval_cases_holdout32.jsonl", "holdout33": data / "eval_cases_holdout33.jsonl",
            "holdout34": data / "eval_cases_holdout34.jsonl", "holdout35": data / "eval_cases_holdout35.jsonl",
            "holdout36": data / "eval_cases_holdout36.jsonl", "holdout37": data / "eval_cases_holdout37.jsonl",
            "holdout38": data / "eval_cases_holdout38.jsonl", "holdout39": data / "eval_cases_holdout39.jsonl",
            "holdout40": data / "eval_cases_holdout40.jsonl", "holdout41": data / "eval_cases_holdout41.jsonl",
            "holdout42": data / "eval_cases_holdout42.jsonl", "holdout43": data / "eval_cases_holdout43.jsonl",
            "holdout44": data / "eval_cases_holdout44.jsonl"}


# ---------------------------------------------------------------------- command line (engramdb eval)

def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``engramdb eval``'s options: eval's, plus ``--embedder`` and ``--set``."""
    add_case_arguments(parser)
    parser.add_argument("--embedder", choices=("hashing", "e5"), default="hashing",
                        help="embed memories and questions with the hashing embedder (default) or E5 "
                             "(engramdb[e5], one thread)")
    parser.add_argument("--set", choices=tuple(shipped_quality_sets()), default=None, dest="quality_set",
                        help="a shipped categorised case set instead of a file: v2 (tuning), holdout, "
                             "holdout2, holdout3, holdout4, holdout5, holdout6, holdout7, holdout8, holdout9, "
                             "holdout10, holdout11, holdout12, holdout13, holdout14, holdout15, holdout16, "
                             "holdout17, holdout18, holdout19, holdout20, holdout21, holdout22, holdout23, holdout24, "
                             "holdout25, holdout26, holdout27, holdout28, holdout29, holdout30, holdout31, "
                             "holdout32, holdout33, holdout34, holdout35, holdout36, holdout37, holdout38, "
                             "holdout39, holdout40, holdout41, holdout42, holdout43 or holdout44 "
                             "(held out: "
                             "each measured blind twice, "
                             "then tuned on)")
    parser.add_argument("--hybrid", nargs="?", type=_share, const=True, default=None, metavar="A",
                        help="the lexical (BM25) share A in [0, 1] of hybrid recall; 0: dense only (default, and "
                             "--hybrid without A: recall's default, DEFAULT_HYBRID for a text query)")


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number in [0, 1], got {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be in [0, 1], got {text}")
    return value


def run(args: argparse.Namespace, out: TextIO) -> int:
    """``engramdb eval``: recall@k of the case file, and for a file whose cases name categories the quality
    table by category (with --json, both as JSON). Returns 0 whatever the figures."""
    if args.quality_set is not None:
        args.cases = str(shipped_quality_sets()[args.quality_set])
    hybrid = getattr(args, "hybrid", None)
    if args.embedder == "hashing" and not _any_categories(args) and hybrid is None:
        return run_cases(args, out)
    embedder: Any = None
    if args.embedder == "e5":
        from .e5 import E5Embedder

        embedder = E5Embedder(threads=1)
    store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
    case_set = read_case_set(args.cases or shipped_cases_path(), store=store)
    options = {} if hybrid is None else {"hybrid": hybrid}
    report = recall_at_k(store, case_set.cases, k=args.k, all_expected=args.all_expected, **options)
    token_states: TokenStates | None = None
    if args.embedder == "e5":
        from .e5_tokens import token_model

        token_states = token_model()
    quality = (evaluate(store, case_set.cases, token_states=token_states, **options)
               if any(c.category for c in case_set.cases) else None)
    if args.json:
        body: dict[str, Any] = {"cases_file": str(args.cases or shipped_cases_path()), "embedder": store.embedder.name,
                                "calibration": store.calibration.to_json(), "hybrid": hybrid,
                                **report_dict(report, case_set)}
        if quality is not None:
            body["by_category"], body["overall"] = quality.by_category, quality.overall
        print(json.dumps(body, indent=2), file=out)
    else:
        print(f"embedder {store.embedder.name}; relevance map {store.calibration}; hybrid {hybrid}", file=out)
        if quality is not None:
            print(quality.table(), file=out)
        format_report(report, out, case_set)
    return 0


def _any_categories(args: argparse.Namespace) -> bool:
    """Whether the case file of `args` names a category in any case (read as text: no store is made)."""
    path = Path(args.cases) if args.cases else shipped_cases_path()
    with path.open(encoding="utf-8") as handle:
        return any('"category"' in line for line in handle if not line.lstrip().startswith("#"))

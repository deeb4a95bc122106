"""Hand-written templates for the blind57 guard corpus: calligraphy-supply-shop logins (Scribblers, John Neal Books,
Paper & Ink Arts and Blots Pens passwords); disc-golf-shop logins (Infinite Discs, Marshall Street Disc Golf, Dynamic
Discs and Discmania passwords); cake-decorating-supply logins (Cake Stuff, Culpitt, Wilton and Squires Kitchen
passwords); jigsaw-puzzle-shop logins (Wentworth Wooden Puzzles, Jigsaw Puzzles Direct, All Jigsaw Puzzles and Puzzle
Warehouse passwords); wild-bird-food-shop logins (Haith's, Vine House Farm, CJ Wildlife and Garden Bird Supplies
passwords); comic-shop logins (Forbidden Planet, Midtown Comics, InStockTrades and Travelling Man passwords);
comic-database API keys (Comic Vine, Marvel's public and private keys, Metron's basic-auth pair); trading-card API keys
(the Pokémon TCG API, TCGplayer's public and private keys and bearer token, Cardmarket's four OAuth values);
carbon-emissions API keys (Climatiq, Carbon Interface, Cloverly); background-removal API keys (remove.bg, Clipdrop,
PhotoRoom); print-and-mail API keys (PostGrid, Stannp, Click2Mail's basic-auth pair).

One secret template of each kind names no service at all (a cricket club's roller shed, a choir's music-library
cupboard, an amateur dramatic society's prop store, a bowls club's green-keeper's shed, a school's PE cupboard, a
beekeepers' association's extraction room, a repair café's tool cabinet, a men's shed's timber store, a surf
lifesaving club's board rack, a parkrun's kit box, a youth club's tuck shop; two in comic_shop_login: the extraction
room and a toy library's back store), and one benign template of its twin reads alike without the code. The codes are
told in shapes blind54-56 did not use: a combination explained by what it stands for ("the year the club was
founded"), "takes <code> now", "try <code>; if it doesn't work, ring <name>", "unlocks with <code> (the last four of the
clubhouse phone)", "you'll need <code> for", "<code> then the tick key", "remember <code> for", "roll the four wheels
to <code>", "the door wants <code>", a text quoted inside a message, "dial <code> and lift the lid", and a question
that asks whether the code is still <code>.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, an empty assignment, a
public identifier (an order number, a calligraphy book's ISBN-13, a disc's UPC-A, a cake tin's EAN-13, a comic's ISSN
with its mod-11 check character, a gift card's number with its Luhn digit, a bank transfer's IBAN with its mod-97
check digits, a Royal Mail tracking number with its S10 check digit, a van's VIN with its check digit), "a reset link
was sent", "it is in the vault" without the value, "the key was rotated". make_blind57.py fills the fields ({{ and }}
are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in
make_blind57.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date} {hh}:{mi} <{name}>|Beeper · {name} · {hh}:{mi}|{name} ({hh}:{mi}):|{name} at {hh}:{mi} —|Google Messages, {name}, {hh}:{mi}:|{name} ›⟧"
PW = "⟦password|pw|pass|pwd|password is|the password's|passwd|pw:|login pw|pass =|pw is|p/w|pword|password =⟧"

SECRET: dict[str, list[str]] = {
    # Scribblers, John Neal Books, Paper & Ink Arts and Blots Pens passwords
    "calligraphy_supply_shop_login": [
        "Scribblers login, the oblique holder and the Nikko G nibs are in the basket for the copperplate class: {email} / {scribblerspw}",
        "John Neal Books account, the walnut ink and the guard sheets are on the wish list: {email}, {PW} {johnnealpw}",
        CHAT + " paper & ink arts {email} {PW} {paperinkpw} ⟦the gouache set|the Brause nibs|the practice pads⟧",
        "Blots Pens: {email} ⟦-|/|,|:|→|>>⟧ {blotspw}",
        "| shop | email | password |\n|---|---|---|\n| Scribblers | {email} | {scribblerspw} |\n| Blots Pens | {email} | {blotspw} |",
        "Screenshot: John Neal Books > Sign In\nEmail {email}\nPassword {johnnealpw}\n[SIGN IN]  Forgot your password?",
        "workshop saturday\n- rule the guidelines\n- Scribblers: {email} / {scribblerspw}\n- gum arabic",
        "paperinkarts {email} {paperinkpw}",
        "the blots password is {blotspw} ⟦(login {email})|for the sumi ink|the autumn workshop⟧",
        "roller shed at the cricket club: the combination's the year the club was founded, {rollershed} ⟦- put the covers back after|- the mower key hangs inside⟧",
    ],
    # Infinite Discs, Marshall Street Disc Golf, Dynamic Discs and Discmania passwords
    "disc_golf_shop_login": [
        "Infinite Discs login, the putter and the two midranges are in the cart for the league: {email} / {infinitediscspw}",
        "Marshall Street account, the starter set is saved for the kids: {email}, {PW} {marshallstreetpw}",
        CHAT
        + " dynamic discs {email} {PW} {dynamicdiscspw} ⟦the basket for the garden|the retriever|the bag with the cooler⟧",
        "Discmania: {email} ⟦-|/|,|:⟧ {discmaniapw}",
        "| shop | login | password |\n|---|---|---|\n| Infinite Discs | {email} | {infinitediscspw} |\n| Discmania | {email} | {discmaniapw} |",
        "Screenshot: Marshall Street > Log In\nEmail {email}\nPassword {marshallstreetpw}\n[LOG IN]  Create account",
        "doubles night\n- print the score cards\n- Dynamic Discs: {email} / {dynamicdiscspw}\n- mini markers",
        "infinitediscs {email} {infinitediscspw}",
        "the discmania password is {discmaniapw} ⟦(login {email})|for the glow discs|the tour series⟧",
        "choir folks: the music library cupboard takes {musiclib} now ⟦- the Messiah copies are on the top shelf|, sign out what you borrow⟧",
    ],
    # Cake Stuff, Culpitt, Wilton and Squires Kitchen passwords
    "cake_decorating_supply_login": [
        "Cake Stuff login, the sugarpaste and the cake drums are in the basket for the wedding cake: {email} / {cakestuffpw}",
        "Culpitt account, the edible glitter and the dowels are saved: {email}, {PW} {culpittpw}",
        CHAT + " wilton {email} {PW} {wiltonpw} ⟦the piping tips|the turntable|the number tins for the 40th⟧",
        "Squires Kitchen: {email}, {PW}: {squirespw}",
        "| shop | login | password |\n|---|---|---|\n| Cake Stuff | {email} | {cakestuffpw} |\n| Squires Kitchen | {email} | {squirespw} |",
        "Screenshot: Culpitt > My Account\nEmail address {email}\nPassword {culpittpw}\n[SIGN IN]",
        "bake sale\n- colour the buttercream\n- Wilton: {email} / {wiltonpw}\n- cake boxes",
        "cakestuff {email} {cakestuffpw}",
        "squires kitchen pw {squirespw} ⟦for the flower paste|{email}|the sugar craft course⟧",
        "Try {propstore} on the prop store ⟦— if it doesn't work, ring {name}|; if that fails ring {name} before the dress rehearsal⟧",
    ],
    # Wentworth Wooden Puzzles, Jigsaw Puzzles Direct, All Jigsaw Puzzles and Puzzle Warehouse passwords
    "jigsaw_puzzle_shop_login": [
        "Wentworth login, the 250-piece wooden puzzle is in the basket for Nan's birthday: {email} / {wentworthpw}",
        "Jigsaw Puzzles Direct account, the 1000-piece map and the puzzle mat are saved: {email}, {PW} {jpdpw}",
        CHAT
        + " all jigsaw puzzles {email} {PW} {alljigsawpw} ⟦the impossible one|the sorting trays|the 2000-piece castle⟧",
        "Puzzle Warehouse: {email} ⟦-|/|,|:|→⟧ {puzzlewarehousepw}",
        "| shop | email | password |\n|---|---|---|\n| Wentworth | {email} | {wentworthpw} |\n| Puzzle Warehouse | {email} | {puzzlewarehousepw} |",
        "Screenshot: Jigsaw Puzzles Direct > Sign in\nEmail {email}\nPassword {jpdpw}\n[Sign in]",
        "puzzle swap at the library\n- bag up the finished ones\n- All Jigsaw: {email} / {alljigsawpw}\n- count the pieces",
        "puzzlewarehouse {email} {puzzlewarehousepw}",
        "the wentworth password is {wentworthpw} ⟦(login {email})|for the whimsy pieces|the Christmas puzzle⟧",
        "bowls club: the green-keeper's shed unlocks with {greenshed} (same as the last four of the clubhouse phone)⟦, the rink markers are on the hook|; leave the mower alone⟧",
    ],
    # Haith's, Vine House Farm, CJ Wildlife and Garden Bird Supplies passwords
    "wild_bird_food_shop_login": [
        "Haith's login, the sunflower hearts and the suet balls are in the basket for the winter: {email} / {haithspw}",
        "Vine House Farm account, the niger seed subscription is saved for Mum: {email}, {PW} {vinehousepw}",
        CHAT + " cj wildlife {email} {PW} {cjwildlifepw} ⟦the squirrel-proof feeder|the nest box camera|the mealworms⟧",
        "Garden Bird Supplies: {email}, {PW}: {gardenbirdpw}",
        "| shop | login | password |\n|---|---|---|\n| Haith's | {email} | {haithspw} |\n| Garden Bird Supplies | {email} | {gardenbirdpw} |",
        "Screenshot: Vine House Farm > Account\nEmail {email}\nPassword {vinehousepw}\n[LOG IN]",
        "big garden birdwatch\n- clean the feeders\n- CJ Wildlife: {email} / {cjwildlifepw}\n- the tally sheet",
        "haiths {email} {haithspw}",
        "the garden bird supplies password is {gardenbirdpw} ⟦(login {email})|for the peanut order|the fat blocks⟧",
        "covering Year 4 games? you'll need {pecupboard} for the PE cupboard ⟦- the bibs are in the blue bag|, the tag rugby balls need pumping⟧",
    ],
    # Forbidden Planet, Midtown Comics, InStockTrades and Travelling Man passwords
    "comic_shop_login": [
        "Forbidden Planet login, the two graphic novels and the figure are in the basket for Sam: {email} / {forbiddenplanetpw}",
        "Midtown Comics account, the pull list is saved: {email}, {PW} {midtownpw}",
        CHAT + " instocktrades {email} {PW} {instocktradespw} ⟦the omnibus preorder|the manga box set|the sale trades⟧",
        "Travelling Man: {email}, {PW}: {travellingmanpw}",
        "| shop | login | password |\n|---|---|---|\n| Forbidden Planet | {email} | {forbiddenplanetpw} |\n| Travelling Man | {email} | {travellingmanpw} |",
        "Screenshot: Midtown Comics > Sign In\nEmail {email}\nPassword {midtownpw}\n[SIGN IN]",
        "comic con\n- bag and board the variants\n- InStockTrades: {email} / {instocktradespw}\n- the lanyard",
        "forbiddenplanet {email} {forbiddenplanetpw}",
        "beekeepers: the extraction room keypad is {extraction} then the tick key ⟦- wash the spinner after|; supers go on the left rack⟧",
        "remember {toylib} for the toy library's back store ⟦- the wooden train set goes on the low shelf|, check the pieces before it goes out⟧",
    ],
    # Comic Vine, Marvel and Metron keys
    "comic_database_api_key": [
        "https://comicvine.gamespot.com/api/search/?api_key={comicvinekey}&format=json&resources=issue&query=saga",
        "Comic Vine key for the pull-list app's cover art: {comicvinekey}",
        "meta {{\n  name: search issues\n  type: http\n}}\n\nget {{\n  url: https://comicvine.gamespot.com/api/issues/\n}}\n\nparams:query {{\n  api_key: {comicvinekey}\n  format: json\n}}",
        "COMICVINE_API_KEY={comicvinekey}",
        "https://gateway.marvel.com/v1/public/characters?name=storm&ts=1&apikey={marvelpublic}&hash={marvelhash}",
        "marvel:\n  public_key: {marvelpublic}\n  private_key: {marvelprivate}",
        CHAT
        + " marvel private key {marvelprivate} ⟦(the public one is {marvelpublic})|for the shop's wall display|don't paste it into the Discord⟧",
        "curl -u '{metronuser}:{metronpw}' 'https://metron.cloud/api/issue/?series_name=saga'",
        "| provider | key |\n|---|---|\n| Comic Vine | {comicvinekey} |\n| Marvel (private) | {marvelprivate} |",
        "repair café: the tool cabinet has four wheels, roll them to {toolcab} ⟦and pull|and the door drops open⟧ - ⟦the PAT tester is on the bottom shelf|solder stays in the tin⟧",
    ],
    # Pokémon TCG API, TCGplayer and Cardmarket keys
    "trading_card_api_key": [
        'data "http" "cards" {{\n  url = "https://api.pokemontcg.io/v2/cards?q=name:charizard"\n  request_headers = {{\n    X-Api-Key = "{pokemontcgkey}"\n  }}\n}}',
        "Pokémon TCG API key for the binder tracker: {pokemontcgkey}",
        "curl -H 'X-Api-Key: {pokemontcgkey}' 'https://api.pokemontcg.io/v2/sets?pageSize=5'",
        "TCGPLAYER_PUBLIC_KEY={tcgpublic}\nTCGPLAYER_PRIVATE_KEY={tcgprivate}",
        "curl -X POST https://api.tcgplayer.com/token -d 'grant_type=client_credentials&client_id={tcgpublic}&client_secret={tcgprivate}'",
        "curl -H 'Authorization: bearer {tcgbearer}' https://api.tcgplayer.com/catalog/categories",
        CHAT
        + " cardmarket app token {cmapptoken}, app secret {cmappsecret} ⟦for the price checker|the shop's account, keep it|dedicated app⟧",
        "cardmarket:\n  app_token: {cmapptoken}\n  app_secret: {cmappsecret}\n  access_token: {cmaccesstoken}\n  access_token_secret: {cmaccesssecret}",
        "| provider | key |\n|---|---|\n| Pokémon TCG | {pokemontcgkey} |\n| TCGplayer (private) | {tcgprivate} |",
        "men's shed, timber store: the door wants {timber} ⟦and a shove|, then lift the latch⟧ - ⟦offcuts in the bin by the saw|sign the book for anything over a metre⟧",
    ],
    # Climatiq, Carbon Interface and Cloverly keys
    "carbon_emissions_api_key": [
        'curl -X POST https://api.climatiq.io/data/v1/estimate -H \'Authorization: Bearer {climatiqkey}\' --data \'{{"emission_factor": {{"activity_id": "electricity-supply_grid-source_residual_mix"}}}}\'',
        "Climatiq key for the footprint widget on the club's site: {climatiqkey}",
        'client.DefaultRequestHeaders.Add("Authorization", "Bearer {carboninterfacekey}");\nvar res = await client.GetAsync("https://www.carboninterface.com/api/v1/auth");',
        "CARBON_INTERFACE_API_KEY={carboninterfacekey}",
        "curl -H 'Authorization: Bearer private_key:{cloverlykey}' https://api.cloverly.com/2021-10/estimates/carbon",
        CHAT
        + " cloverly private key {cloverlykey} ⟦for the offset button at checkout|sandbox for now|keep it off the trello board⟧",
        "emissions:\n  climatiq_key: {climatiqkey}\n  carbon_interface_key: {carboninterfacekey}",
        "| provider | key |\n|---|---|\n| Climatiq | {climatiqkey} |\n| Cloverly | {cloverlykey} |",
        "CLIMATIQ_API_KEY={climatiqkey}",
        "Text from the club captain, pasted: \"board rack {boardrack} x\" - ⟦the surf lifesaving club's rack by the slipway|that's the rack at the lifesaving club⟧",
    ],
    # remove.bg, Clipdrop and PhotoRoom keys
    "background_removal_api_key": [
        "curl -H 'X-Api-Key: {removebgkey}' -F 'image_file=@shoe.jpg' -F 'size=auto' -f https://api.remove.bg/v1.0/removebg -o shoe-no-bg.png",
        "remove.bg key for the product photos: {removebgkey}",
        'client.DefaultRequestHeaders.Add("X-Api-Key", "{removebgkey}");',
        "REMOVEBG_API_KEY={removebgkey}",
        "curl -X POST https://clipdrop-api.co/remove-background/v1 -H 'x-api-key: {clipdropkey}' -F 'image_file=@car.jpg' -o car.png",
        CHAT + " clipdrop key {clipdropkey} ⟦for the listing photos|100 credits left|keep it out of the shared drive⟧",
        "curl -H 'x-api-key: {photoroomkey}' -F 'image_file=@mug.jpg' https://sdk.photoroom.com/v1/segment -o mug.png",
        "| provider | key |\n|---|---|\n| remove.bg | {removebgkey} |\n| PhotoRoom | {photoroomkey} |",
        "images:\n  clipdrop_key: {clipdropkey}\n  photoroom_key: {photoroomkey}",
        "parkrun kit box: dial {kitbox} and lift the lid ⟦- the timers and tokens are in the red bag|; the finish funnel flags are underneath⟧",
    ],
    # PostGrid, Stannp and Click2Mail keys
    "print_mail_api_key": [
        "curl https://api.postgrid.com/print-mail/v1/letters -H 'x-api-key: {postgridkey}' -d 'to=contact_123' -d 'from=contact_456'",
        "PostGrid key for the renewal letters: {postgridkey}",
        "POSTGRID_API_KEY={postgridkey}",
        "curl -u '{stannpkey}:' https://dash.stannp.com/api/v1/users/me",
        "https://dash.stannp.com/api/v1/letters/create?api_key={stannpkey}",
        CHAT
        + " stannp key {stannpkey} ⟦for the postcard campaign|the test account|don't put it in the newsletter repo⟧",
        "curl -u '{c2muser}:{c2mpw}' https://rest.click2mail.com/molpro/documents",
        "| provider | key |\n|---|---|\n| PostGrid | {postgridkey} |\n| Stannp | {stannpkey} |",
        "mail:\n  postgrid_key: {postgridkey}\n  click2mail_user: {c2muser}\n  click2mail_password: {c2mpw}",
        "{name} said the tuck shop at the youth club is {tuckshop} - is that still right? ⟦the crisps need restocking|I'm on tonight⟧",
    ],
}

BENIGN: dict[str, list[str]] = {
    "calligraphy_supply_shop_login_benign": [
        "Scribblers order {orderno}: {count} nib holders, £{money}, dispatched {date}",
        "John Neal Books: {email}, a password reset link was sent, I'll order the ink myself",
        "| shop | email | password |\n|---|---|---|\n| Scribblers | {email} | (in the vault) |\n| Blots Pens | {email} | (in the vault) |",
        "Paper & Ink Arts: the copperplate manual is ISBN {isbn}, ${money}",
        "Blots Pens: gift card {giftcard}, balance £{money}",
        "roller shed at the cricket club: the key is with the groundsman - put the covers back after",
    ],
    "disc_golf_shop_login_benign": [
        "Infinite Discs order {orderno}: {count} discs, ${money}, shipped {date}",
        "Marshall Street: {email}, the password is with {name}, she'll order the starter set",
        "| shop | login | password |\n|---|---|---|\n| Infinite Discs | {email} | •••••••• |\n| Discmania | {email} | •••••••• |",
        "Dynamic Discs: the putter, UPC {upc}, {count} left",
        "Discmania: {email}, your password was changed on {date}; if this wasn't you, contact us",
        "choir folks: the music library cupboard is open before rehearsal from {hh}:{mi} - the Messiah copies are on the top shelf",
    ],
    "cake_decorating_supply_login_benign": [
        "Cake Stuff order {orderno}: {count} kg of sugarpaste, £{money}, dispatched {date}",
        "Culpitt: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Cake Stuff | {email} | [redacted] |\n| Squires Kitchen | {email} | [redacted] |",
        "Wilton: number tin, barcode {ean}, ${money}",
        "Squires Kitchen: course fee paid to {iban}, receipt {orderno}",
        "Try the prop store first — if it's locked, ring {name} before the dress rehearsal",
    ],
    "jigsaw_puzzle_shop_login_benign": [
        "Wentworth order {orderno}: {count} wooden puzzles, £{money}, dispatched {date}",
        "Jigsaw Puzzles Direct: {email}, the password is in 1Password, the mat is ordered",
        "| shop | email | password |\n|---|---|---|\n| Wentworth | {email} | (ask me) |\n| Puzzle Warehouse | {email} | (ask me) |",
        "All Jigsaw Puzzles: the 1000-piece castle, barcode {ean}, £{money}",
        "Puzzle Warehouse: the puzzle book is ISBN {isbn}, {count} in stock",
        "bowls club: the green-keeper's shed is unlocked on match days from {hh}:{mi}, the rink markers are on the hook",
    ],
    "wild_bird_food_shop_login_benign": [
        "Haith's order {orderno}: {count} bags of sunflower hearts, £{money}, dispatched {date}",
        "Vine House Farm: {email}, a password reset link was sent, I'll renew the seed subscription myself",
        "| shop | login | password |\n|---|---|---|\n| Haith's | {email} | (see Bitwarden) |\n| Garden Bird Supplies | {email} | (see Bitwarden) |",
        "CJ Wildlife: the bird feeder, barcode {ean}, £{money}",
        "the birding magazine's ISSN is {issn}, renewal £{money} on {date}",
        "covering Year 4 games? the office has the PE cupboard key - the bibs are in the blue bag",
    ],
    "comic_shop_login_benign": [
        "Forbidden Planet order {orderno}: {count} graphic novels, £{money}, dispatched {date}",
        "Midtown Comics: {email}, the password is in the club vault, the pull list is sorted",
        "| shop | login | password |\n|---|---|---|\n| Forbidden Planet | {email} | (vault) |\n| Travelling Man | {email} | (vault) |",
        "InStockTrades: the omnibus, ISBN {isbn}, ${money}",
        "beekeepers: the extraction room is booked from {hh}:{mi} on {date}, wash the spinner after",
        "remember the toy library's back store closes at {hh}:{mi} - the wooden train set goes on the low shelf",
    ],
    "comic_database_api_key_benign": [
        "https://comicvine.gamespot.com/api/search/?api_key=YOUR_API_KEY&format=json&resources=issue&query=saga",
        "COMICVINE_API_KEY=\n# everyone gets their own key from the Comic Vine account page",
        "the comic's ISSN is {issn}, issue {count}, cover date {date}",
        "params:query {{\n  api_key: {{{{comicvineKey}}}}\n  format: json\n}}",
        "| provider | key |\n|---|---|\n| Comic Vine | <redacted> |\n| Marvel | <redacted> |",
        "repair café: the tool cabinet is open from {hh}:{mi} when a volunteer is in - the PAT tester is on the bottom shelf",
    ],
    "trading_card_api_key_benign": [
        'data "http" "cards" {{\n  url = "https://api.pokemontcg.io/v2/cards?q=name:charizard"\n  request_headers = {{\n    X-Api-Key = var.pokemontcg_api_key\n  }}\n}}',
        "TCGPLAYER_PRIVATE_KEY=\n# the private key lives in the deploy secrets",
        "card binder gift card {giftcard}, £{money} left, bought {date}",
        "Cardmarket: the app secret was rotated on {date}, the new one is in the password manager",
        "| provider | key |\n|---|---|\n| Pokémon TCG | ******** |\n| TCGplayer | ******** |",
        "men's shed, timber store: open Tuesdays from {hh}:{mi} - offcuts in the bin by the saw",
    ],
    "carbon_emissions_api_key_benign": [
        'curl -X POST https://api.climatiq.io/data/v1/estimate -H "Authorization: Bearer $CLIMATIQ_API_KEY"',
        "CARBON_INTERFACE_API_KEY=\n# ask {name} for the club's key, never commit it",
        'client.DefaultRequestHeaders.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("CARBON_INTERFACE_API_KEY"));',
        "flight to the conference: {count}{count}0 kg CO2e, offset paid to {iban} on {date}",
        "| provider | key |\n|---|---|\n| Climatiq | (rotated) |\n| Cloverly | (rotated) |",
        'Text from the club captain, pasted: "board rack unlocked till {hh}:{mi} x" - the surf lifesaving club\'s rack by the slipway',
    ],
    "background_removal_api_key_benign": [
        "curl -H 'X-Api-Key: INSERT_YOUR_API_KEY_HERE' -F 'image_file=@shoe.jpg' -F 'size=auto' https://api.remove.bg/v1.0/removebg -o shoe-no-bg.png",
        "REMOVEBG_API_KEY=\n# free preview size works without credits",
        'client.DefaultRequestHeaders.Add("X-Api-Key", config["RemoveBg:ApiKey"]);',
        "Clipdrop: the key was revoked on {date}, ask {name} for the new one",
        "| provider | key |\n|---|---|\n| remove.bg | [hidden] |\n| PhotoRoom | [hidden] |",
        "parkrun kit box: the run director brings the key from {hh}:{mi} - the timers and tokens are in the red bag",
    ],
    "print_mail_api_key_benign": [
        "curl https://api.postgrid.com/print-mail/v1/letters -H \"x-api-key: $POSTGRID_API_KEY\" -d 'to=contact_123'",
        "POSTGRID_API_KEY=\n# test keys only on the staging box",
        "renewal letter posted {date}, Royal Mail tracking {s10}, {count} pages",
        "the delivery van: VIN {vin}, serviced {date}",
        "| provider | key |\n|---|---|\n| PostGrid | ******** |\n| Stannp | ******** |",
        "{name} said the tuck shop at the youth club opens at {hh}:{mi} - is that still right? the crisps need restocking",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "physio_app_login_ml")}

"""Hand-written templates for the blind47 guard corpus: language-app logins (Babbel, Memrise, Busuu and Rosetta Stone
passwords); car-rental logins (Hertz Gold Plus Rewards, Alamo Insiders, National Emerald Club and Europcar
passwords); concert-ticket logins (Ticketmaster, StubHub, SeatGeek and Vivid Seats passwords); audiobook logins
(Audible, Scribd, Libro.fm and Storytel passwords); home-services logins (TaskRabbit, Thumbtack, HomeAdvisor and Yelp
passwords); crowdfunding logins (Kickstarter, Indiegogo, GoFundMe and Crowdcube passwords); home-search logins
(Zillow, Redfin, Rightmove and Zoopla passwords); e-mail verification API keys (ZeroBounce, NeverBounce, Hunter.io and
Kickbox); IP-geolocation API keys (ipinfo tokens, ipstack access keys, ipgeolocation.io and ipregistry keys); news API
keys (NewsAPI, GNews, mediastack and the Guardian Open Platform); sports-data API keys (The Odds API, SportsDataIO,
API-Football and balldontlie).

One secret template of each kind (two of home_services_login) names no service at all (a language school's staff-room
keypad, a rental lot's key drop box, a venue's stage door, a book club's cupboard, a garden shed's combination lock
and a side gate's keypad, a church hall's donation box, a building site's gate, a mailroom cage, a comms cupboard, a
print room, a football club's kit room), and one benign template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a rental agreement, a VIN with its check digit, an ISBN-13 with its check digit, a listing number), "a
reset link was sent", "it is in the password manager" without the value, a password policy. make_blind47.py fills the
fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields
(SECRET_FIELDS in make_blind47.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name}, {hh}:{mi}:|{date}, {hh}:{mi} - {name}:|<{name}>|{name} ({hh}.{mi})⟧"
PW = "⟦password|pw|pass|pword|pwd|the password is|passwd|login⟧"

SECRET: dict[str, list[str]] = {
    # Babbel, Memrise, Busuu and Rosetta Stone passwords
    "language_app_login": [
        "Babbel login so you can keep my streak going while I'm in hospital: {email} / {babbelpw}",
        "Memrise account for the Japanese course: {email}, {PW} {memrisepw}",
        CHAT
        + " busuu {email} {PW} {busuupw} ⟦do the Spanish lesson for me|the premium runs out Friday|skip the speaking ones⟧",
        "Rosetta Stone: {email} ⟦-|/|,⟧ {rosettapw}",
        "| app | email | password |\n|---|---|---|\n| Babbel | {email} | {babbelpw} |\n| Busuu | {email} | {busuupw} |",
        "Screenshot: Babbel > Log in\nEmail {email}\nPassword {babbelpw}\n[Log in]",
        "exchange-year checklist\n- visa photos\n- Memrise: {email} / {memrisepw}\n- the host family's address",
        "rosetta stone pw {rosettapw} ⟦for the kids' French|the family plan|{email}⟧",
        "my busuu password's {busuupw} (email {email}) ⟦if you want the Italian course|the certificate is in there|don't reset it⟧",
        "the staff room at the language school is {staffroom} on the keypad, the kettle is by the window",
    ],
    # Hertz, Alamo, National and Europcar passwords
    "car_rental_login": [
        "Hertz Gold login, change the pickup to 3pm for me: {email} / {hertzpw}",
        "Alamo Insiders account for the Orlando car: {email}, {PW} {alamopw}",
        CHAT
        + " national emerald club {memberno} {PW} {nationalpw} ⟦pick any car in the aisle|add a second driver|check the return time⟧",
        "Europcar: {email}, {PW}: {europcarpw}",
        "| rental | login | password |\n|---|---|---|\n| Hertz | {memberno} | {hertzpw} |\n| Europcar | {email} | {europcarpw} |",
        "Screenshot: Hertz > Sign In\nMember # or Email {memberno}\nPassword {hertzpw}\n[Sign In]",
        "road trip\n- snacks\n- Alamo: {email} / {alamopw}\n- the toll tag is in the glovebox",
        "europcar {email} {europcarpw}",
        "national login {memberno} pw {nationalpw} ⟦upgrade is free with Executive|the car is at bay 14|return it full⟧",
        "the key drop box at the rental lot is {keydrop}, leave the keys and the parking ticket in it",
    ],
    # Ticketmaster, StubHub, SeatGeek and Vivid Seats passwords
    "concert_ticket_login": [
        "Ticketmaster login, you're in the queue first at 10am so grab 4 for the Friday show: {email} / {tmpw}",
        "StubHub account to sell my two tickets: {email}, {PW} {stubhubpw}",
        CHAT
        + " seatgeek {email} {PW} {seatgeekpw} ⟦transfer the tickets to {name}|the floor seats|sell them if I can't go⟧",
        "Vivid Seats: {email}, {PW}: {vividpw}",
        "| site | login | password |\n|---|---|---|\n| Ticketmaster | {email} | {tmpw} |\n| StubHub | {email} | {stubhubpw} |",
        "Screenshot: Ticketmaster > Sign In\nEmail Address {email}\nPassword {tmpw}\n[Sign in]",
        "festival weekend\n- wristbands\n- SeatGeek: {email} / {seatgeekpw}\n- phone charger",
        "ticketmaster {email} {tmpw} ⟦presale code is on the fan page|2 tickets max|the verified fan thing⟧",
        "vivid seats pw {vividpw}, the email is {email}",
        "the stage door at the venue is {stagedoor}, the crew passes are on the table",
    ],
    # Audible, Scribd, Libro.fm and Storytel passwords
    "audiobook_login": [
        "Audible login for the long drive, download the Dune one: {email} / {audiblepw}",
        "Scribd account (Everand now): {email}, {PW} {scribdpw}",
        CHAT
        + " libro.fm {email} {PW} {librofmpw} ⟦use the credit on the new Tana French|the bookshop is Powell's|gift one to Mum⟧",
        "Storytel: {email}, {PW}: {storytelpw}",
        "| app | login | password |\n|---|---|---|\n| Audible | {email} | {audiblepw} |\n| Storytel | {email} | {storytelpw} |",
        "Screenshot: Audible > Sign in\nEmail or mobile {email}\nPassword {audiblepw}\n[Sign in]",
        "for Grandad's new phone\n- bigger font\n- Libro.fm: {email} / {librofmpw}\n- the hearing aid app",
        "audible {email} {audiblepw}",
        "scribd pw {scribdpw} ⟦cancel before the trial ends|the sleep stories|{email}⟧",
        "the book club's cupboard at the community centre is {bookcupboard}, the spare copies are on the bottom shelf",
    ],
    # TaskRabbit, Thumbtack, HomeAdvisor and Yelp passwords
    "home_services_login": [
        "TaskRabbit login, book someone to build the wardrobe while I'm at work: {email} / {taskrabbitpw}",
        "Thumbtack account with the plumber quotes: {email}, {PW} {thumbtackpw}",
        CHAT
        + " homeadvisor {email} {PW} {homeadvisorpw} ⟦message the roofer|pick the cheapest quote|the survey is Tuesday⟧",
        "Yelp: {email}, {PW}: {yelppw}",
        "| site | login | password |\n|---|---|---|\n| TaskRabbit | {email} | {taskrabbitpw} |\n| Thumbtack | {email} | {thumbtackpw} |",
        "Screenshot: TaskRabbit > Log in\nEmail {email}\nPassword {taskrabbitpw}\n[Log in]",
        "moving-day list\n- boxes\n- HomeAdvisor: {email} / {homeadvisorpw}\n- meter readings",
        "the side gate keypad is {sidegate}, the cleaner comes on Thursdays",
        "yelp password is {yelppw}, login {email} ⟦leave the review for the movers|the 1-star one|reply to the owner⟧",
        "the garden shed combination is {shedlock}, the mower is at the back",
    ],
    # Kickstarter, Indiegogo, GoFundMe and Crowdcube passwords
    "crowdfunding_login": [
        "Kickstarter login, post the backer update tonight: {email} / {kickstarterpw}",
        "Indiegogo campaign account: {email}, {PW} {indiegogopw}",
        CHAT + " gofundme {email} {PW} {gofundmepw} ⟦thank the donors|withdraw to the vet's account|post the photo⟧",
        "Crowdcube: {email}, {PW}: {crowdcubepw}",
        "| site | login | password |\n|---|---|---|\n| Kickstarter | {email} | {kickstarterpw} |\n| GoFundMe | {email} | {gofundmepw} |",
        "Screenshot: GoFundMe > Sign in\nEmail {email}\nPassword {gofundmepw}\n[Sign in]",
        "launch week\n- the video\n- Indiegogo: {email} / {indiegogopw}\n- the press list",
        "kickstarter {email} {kickstarterpw}",
        "gofundme pw {gofundmepw} user {email} ⟦for the school trip fund|close it on Sunday|update the goal⟧",
        "the donation box at the church hall is {donationbox}, count it with someone else",
    ],
    # Zillow, Redfin, Rightmove and Zoopla passwords
    "home_search_login": [
        "Zillow login with the saved houses, book the viewing for Saturday: {email} / {zillowpw}",
        "Redfin account (our agent is on it): {email}, {PW} {redfinpw}",
        CHAT + " rightmove {email} {PW} {rightmovepw} ⟦look at the saved flats|the Bristol ones|turn the alerts off⟧",
        "Zoopla: {email}, {PW}: {zooplapw}",
        "| site | login | password |\n|---|---|---|\n| Zillow | {email} | {zillowpw} |\n| Redfin | {email} | {redfinpw} |",
        "Screenshot: Rightmove > Sign in\nEmail address {email}\nPassword {rightmovepw}\n[Sign in]",
        "house hunt\n- mortgage in principle\n- Zoopla: {email} / {zooplapw}\n- the school catchment map",
        "zillow {email} {zillowpw}",
        "redfin pw {redfinpw} ⟦the tour is at 11|{email}|favourite the one with the garden⟧",
        "the gate at the new-build site is {sitegate}, hard hats are in the cabin",
    ],
    # ZeroBounce, NeverBounce, Hunter.io and Kickbox API keys
    "email_verify_key": [
        "curl 'https://api.zerobounce.net/v2/validate?api_key={zbkey}&email=test@example.com'",
        "ZeroBounce API key for the signup form: {zbkey}",
        "NEVERBOUNCE_API_KEY={nbkey}",
        "requests.get('https://api.neverbounce.com/v4/single/check', params={{'key': '{nbkey}', 'email': addr}})",
        "Hunter.io key: {hunterkey}",
        "https://api.hunter.io/v2/domain-search?domain=stripe.com&api_key={hunterkey}",
        CHAT + " kickbox key {kickboxkey} ⟦verify the old list first|it's the sandbox one|don't burn the credits⟧",
        "| provider | key |\n|---|---|\n| ZeroBounce | {zbkey} |\n| Hunter | {hunterkey} |",
        "email_verification:\n  provider: kickbox\n  api_key: {kickboxkey}",
        "the mailroom cage is {mailroom}, the franking machine is on the left",
    ],
    # ipinfo tokens, ipstack access keys, ipgeolocation.io and ipregistry keys
    "ip_geo_key": [
        "curl ipinfo.io/8.8.8.8?token={ipinfotoken}",
        "IPINFO_TOKEN={ipinfotoken}",
        "ipstack access key for the fraud check: {ipstackkey}",
        "requests.get('http://api.ipstack.com/' + ip, params={{'access_key': '{ipstackkey}'}})",
        "https://api.ipgeolocation.io/ipgeo?apiKey={ipgeokey}&ip=1.1.1.1",
        CHAT
        + " ipgeolocation key {ipgeokey} ⟦for the timezone lookup|the free plan, 1k a day|rotate it after the demo⟧",
        "const res = await fetch(`https://api.ipregistry.co/${{ip}}?key={ipregkey}`);",
        "| provider | key |\n|---|---|\n| ipinfo | {ipinfotoken} |\n| ipregistry | {ipregkey} |",
        "geoip:\n  provider: ipstack\n  access_key: {ipstackkey}",
        "the comms cupboard on the third floor is {commscupboard}, the patch panel is labelled",
    ],
    # NewsAPI, GNews, mediastack and Guardian Open Platform keys
    "news_api_key": [
        "curl 'https://newsapi.org/v2/top-headlines?country=gb&apiKey={newsapikey}'",
        "NewsAPI key for the dashboard: {newsapikey}",
        "GNEWS_API_KEY={gnewskey}",
        "requests.get('https://gnews.io/api/v4/search', params={{'q': 'elections', 'apikey': '{gnewskey}'}})",
        "mediastack access key: {mediastackkey}",
        "http://api.mediastack.com/v1/news?access_key={mediastackkey}&languages=en",
        CHAT + " guardian api key {guardiankey} ⟦for the archive scraper|the developer tier|500 calls a day⟧",
        "| provider | key |\n|---|---|\n| NewsAPI | {newsapikey} |\n| The Guardian | {guardiankey} |",
        "https://content.guardianapis.com/search?q=climate&api-key={guardiankey}",
        "the print room at the paper is {printroom}, the proofs go in the tray",
    ],
    # The Odds API, SportsDataIO, API-Football and balldontlie keys
    "sports_data_key": [
        "curl 'https://api.the-odds-api.com/v4/sports/soccer_epl/odds/?apiKey={oddskey}&regions=uk'",
        "The Odds API key for the betting model: {oddskey}",
        "SPORTSDATAIO_KEY={sdiokey}",
        "curl -H 'Ocp-Apim-Subscription-Key: {sdiokey}' https://api.sportsdata.io/v3/nfl/scores/json/Teams",
        "headers = {{'x-apisports-key': '{apisportskey}'}}\nr = requests.get('https://v3.football.api-sports.io/fixtures', headers=headers, params={{'live': 'all'}})",
        "API-Football key: {apisportskey}",
        CHAT + " balldontlie key {bdlkey} ⟦for the NBA stats bot|the all-star tier|it's on my card⟧",
        "| provider | key |\n|---|---|\n| The Odds API | {oddskey} |\n| SportsDataIO | {sdiokey} |",
        "const client = new BalldontlieAPI({{ apiKey: '{bdlkey}' }});",
        "the kit room at the football club is {kitroom}, the match balls are in the net bag",
    ],
}

BENIGN: dict[str, list[str]] = {
    "language_app_login_benign": [
        "Babbel: {count}{count}-day streak, lesson {count} of the Spanish course, renews {date}",
        "Memrise: {email}, a password reset link was sent, I'll do it tonight",
        "| app | email | password |\n|---|---|---|\n| Babbel | {email} | (in Bitwarden) |\n| Busuu | {email} | (in Bitwarden) |",
        "Busuu: order {orderno}, Premium Plus for 12 months, ${money}",
        "Screenshot: Rosetta Stone > Sign in\nEmail {email}\nPassword ••••••••\n[Forgot password?]",
        "the staff room at the language school is open until 6, the kettle is by the window",
    ],
    "car_rental_login_benign": [
        "Hertz: rental agreement {orderno}, pickup {date} {hh}:{mi}, VIN {vin}",
        "Alamo Insiders: {email}, the password is in the family vault, the car is prepaid",
        "| rental | login | password |\n|---|---|---|\n| Hertz | {memberno} | ******** |\n| Europcar | {email} | ******** |",
        "National Emerald Club {memberno}: Executive status, {count} rentals this year",
        "Europcar: your password was changed on {date}; call us if this wasn't you",
        "leave the keys at the rental lot's front desk, with the parking ticket",
    ],
    "concert_ticket_login_benign": [
        "Ticketmaster order {orderno}: {count} tickets, section 1{count}{count}, doors {hh}:{mi}",
        "StubHub: {email}, listing {orderno} sold for ${money}, payout on {date}",
        "| site | login | password |\n|---|---|---|\n| Ticketmaster | {email} | [redacted] |\n| StubHub | {email} | [redacted] |",
        "SeatGeek: {name} accepted the ticket transfer, the tickets are in their app",
        "Vivid Seats: {email}, I'll log in myself when the presale starts",
        "the stage door at the venue opens at {hh}:{mi}, the crew passes are on the table",
    ],
    "audiobook_login_benign": [
        "Audible: {count} credits left, next credit on {date}, ISBN {isbn}",
        "Scribd: {email}, the password is with Dad, he'll sign in himself",
        "| app | login | password |\n|---|---|---|\n| Audible | {email} | (ask me) |\n| Storytel | {email} | (ask me) |",
        "Libro.fm order {orderno}: ISBN {isbn}, ${money}, supports your local bookshop",
        "Storytel: passwords must be at least 8 characters with a number; reset it from the app",
        "the book club's cupboard at the community centre is unlocked, the spare copies are on the bottom shelf",
    ],
    "home_services_login_benign": [
        "TaskRabbit: task {orderno}, {name} is assembling the wardrobe on {date} at {hh}:{mi}",
        "Thumbtack: {email}, {count} quotes from plumbers, the cheapest is ${money}",
        "| site | login | password |\n|---|---|---|\n| TaskRabbit | {email} | ••••••• |\n| Thumbtack | {email} | ••••••• |",
        "HomeAdvisor: {email}, the password is in 1Password, the roofer comes {date}",
        "Yelp: {email}, a reset link was sent to your inbox",
        "the garden shed isn't locked any more, the mower is at the back",
    ],
    "crowdfunding_login_benign": [
        "Kickstarter: {count}{count}{count} backers, ${money} pledged, ends {date}",
        "Indiegogo: {email}, the password is withheld, I'll post the update myself",
        "| site | login | password |\n|---|---|---|\n| Kickstarter | {email} | <hidden> |\n| GoFundMe | {email} | <hidden> |",
        "GoFundMe: ${money} raised of $5,000, {count}{count} donations, withdrawal {orderno}",
        "Crowdcube: {email}, investment {orderno} confirmed, the round closes {date}",
        "the donation box at the church hall is emptied on Mondays, count it with someone else",
    ],
    "home_search_login_benign": [
        "Zillow listing {orderno}: 3 bd, 2 ba, ${money}k, open house {date} {hh}:{mi}",
        "Redfin: {email}, our agent {name} booked the tour, I'll log in myself",
        "| site | login | password |\n|---|---|---|\n| Zillow | {email} | (vault) |\n| Redfin | {email} | (vault) |",
        "Rightmove: {count} new properties match your alert, {email}",
        "Zoopla: {email}, your password was reset on {date}",
        "the gate at the new-build site is open 8 to 4, hard hats are in the cabin",
    ],
    "email_verify_key_benign": [
        'curl "https://api.zerobounce.net/v2/validate?api_key=$ZEROBOUNCE_API_KEY&email=test@example.com"',
        "NEVERBOUNCE_API_KEY=\n# ask ops for the key, never commit it",
        "Hunter.io: {count}0 searches used of 500 this month, resets {date}",
        "| provider | key |\n|---|---|\n| ZeroBounce | (rotated) |\n| Hunter | (rotated) |",
        "email_verification:\n  provider: kickbox\n  api_key: ${{KICKBOX_API_KEY}}",
        "the mailroom cage is open in the mornings, the franking machine is on the left",
    ],
    "ip_geo_key_benign": [
        'curl "ipinfo.io/8.8.8.8?token=$IPINFO_TOKEN"',
        "IPINFO_TOKEN=\n# the token lives in the CI secrets",
        "ipstack: {count}0,000 lookups this month, plan renews {date}",
        "requests.get('http://api.ipstack.com/' + ip, params={{'access_key': os.environ['IPSTACK_KEY']}})",
        "| provider | key |\n|---|---|\n| ipinfo | <redacted> |\n| ipregistry | <redacted> |",
        "the comms cupboard on the third floor is locked, facilities have the key, the patch panel is labelled",
    ],
    "news_api_key_benign": [
        'curl "https://newsapi.org/v2/top-headlines?country=gb&apiKey=$NEWSAPI_KEY"',
        "GNEWS_API_KEY=\n# free tier: 100 requests a day",
        "mediastack: {count}00 calls used of 10,000, renews {date}",
        "| provider | key |\n|---|---|\n| NewsAPI | (in the vault) |\n| The Guardian | (in the vault) |",
        "https://content.guardianapis.com/search?q=climate&api-key=test",
        "the print room at the paper is open all night, the proofs go in the tray",
    ],
    "sports_data_key_benign": [
        'curl "https://api.the-odds-api.com/v4/sports/soccer_epl/odds/?apiKey=$ODDS_API_KEY&regions=uk"',
        "SPORTSDATAIO_KEY=\n# trial keys expire after 30 days",
        "API-Football: {count}0 requests left today, plan resets at 00:00 UTC",
        "| provider | key |\n|---|---|\n| The Odds API | ******** |\n| SportsDataIO | ******** |",
        "const client = new BalldontlieAPI({{ apiKey: process.env.BALLDONTLIE_API_KEY }});",
        "the kit room at the football club is open on match days, the match balls are in the net bag",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "ride_hailing_login_ml")}

"""Realistic short agent memories and questions, generated from templates with a fixed seed.

Varied topics (preferences, travel, health, invoices, deploys, tickets, meetings, family, budgets, habits),
names, places, numbers and identifiers, in English with a share in German, Spanish, French and Portuguese.
Used by benchmarks/real_vectors.py (plans on real sentence embeddings) and benchmarks/e5_throughput.py.
"""

from __future__ import annotations

import random

NAMES = ["Priya", "Jonas", "Mei", "Carlos", "Amara", "Lukas", "Sofia", "Kenji", "Fatima", "Oliver", "Ines", "Tomasz",
         "Aisha", "Mateo", "Hannah", "Ravi", "Elena", "Noah", "Yuki", "Lea", "Omar", "Chloe", "Diego", "Nora", "Arjun",
         "Freya", "Samuel", "Leila", "Viktor", "Zara"]
CITIES = ["Lisbon", "Berlin", "Osaka", "Toronto", "Nairobi", "Madrid", "Warsaw", "Chennai", "Lyon", "Porto", "Seoul",
          "Denver", "Oslo", "Bogotá", "Vienna", "Cairo", "Dublin", "Milan", "Austin", "Prague", "Hanoi", "Zurich"]
COMPANIES = ["Acme Logistics", "Northwind", "Blue Harbor", "Globex", "Initech", "Umbrella Foods", "Stark Metals",
             "Vandelay Imports", "Helios Energy", "Pinecone Labs", "Redwood Bank", "Atlas Freight"]
PROJECTS = ["Apollo", "billing revamp", "mobile app", "data lake", "onboarding flow", "search rewrite",
            "Q3 migration", "pricing page", "warehouse sync", "support bot", "audit trail", "Falcon"]
SERVICES = ["payments-api", "auth-service", "search-indexer", "email-worker", "report-builder", "cart-service",
            "gateway", "scheduler", "image-resizer", "ledger"]
ERRORS = ["the TLS certificate expired", "the database migration timed out", "a config key was missing",
          "the health check returned 503", "the container ran out of memory", "a dependency pinned the wrong version",
          "the disk filled up", "DNS did not resolve"]
REASONS = ["the VAT number was missing", "the amount did not match the order", "it was sent twice",
           "the purchase order had expired", "the bank details changed", "the currency was wrong"]
FOODS = ["green tea", "black coffee", "oat milk", "spicy food", "sushi", "dark chocolate", "sparkling water",
         "vegetarian dishes", "pastries", "fresh fruit"]
ALLERGENS = ["penicillin", "peanuts", "shellfish", "latex", "pollen", "gluten", "ibuprofen", "cats"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
LANGUAGES = ["Hindi", "Spanish", "German", "Japanese", "French", "Portuguese", "Arabic", "English"]
TOOLS = ["pnpm", "poetry", "uv", "ruff", "black", "pytest", "docker compose", "terraform", "bazel", "make"]
HOBBIES = ["climbing", "chess", "sourdough baking", "cycling", "birdwatching", "piano", "running", "pottery"]

# {n}: a name, {n2}: another, {c}: a city, {co}: a company, {p}: a project, {s}: a service, {num}: an id, ...
TEMPLATES_EN = [
    "{n} prefers {f} in the morning and avoids {f2} after lunch.",
    "{n}'s flight to {c} leaves on {wd} at {h}:{mi:02d}; the booking code is {code}.",
    "Invoice {num} from {co} was rejected because {r}.",
    "The deploy of {s} v{v1}.{v2} failed: {e}.",
    "{n} is allergic to {a} and carries an antihistamine.",
    "The meeting with {n} about {p} moved to {wd} at {h}:00.",
    "{n} has worked at {co} as a {role} since {y}.",
    "The budget for {p} was approved at {amt} EUR by finance.",
    "Customer {n} asked for a refund of order #{num} that arrived damaged.",
    "{n}'s daughter {n2} starts school in {c} in {mo}.",
    "Use {t} instead of {t2} in the {p} repository.",
    "Ticket {code}: {s} returns HTTP {st} when the cart is empty.",
    "{n} wants replies in {lang}, short and without emoji.",
    "The {p} deadline is {mo} {d}; {n} owns the release notes.",
    "{n} ran {km} km on {wd}; the goal for {mo} is {goal} km.",
    "{n} lives in {c} and commutes by {tr}.",
    "Supplier {co} raised its prices by {pct}% from {mo}.",
    "{n} spends weekends on {hb} and dislikes phone calls before 10am.",
    "The on-call rotation for {s} is {n} this week and {n2} next week.",
    "{n} said the {p} demo went well, but {co} wants a discount of {pct}%.",
    "Server {code} in {c} was restarted after {e}.",
    "{n} renewed the lease in {c} for {yrs} years at {amt} per month.",
    "Remember that {n} is vegetarian and does not drink alcohol.",
    "{n} moved from {c} to {c2} in {mo} {y}.",
    "The contract with {co} ends on {mo} {d}, {y}; renewal needs {n}'s signature.",
    "Build {num} of {p} broke after upgrading {t}; pinning the old version fixed it.",
    "{n}'s birthday is on {mo} {d}; {n2} is organising a dinner in {c}.",
    "{co} pays invoices net {net} days and asks for PO numbers on every invoice.",
    "Password resets for {s} now require a second factor, per {n}.",
    "The quarterly report for {co} showed revenue of {amt}k, up {pct}% on last year.",
]
TEMPLATES_OTHER = [  # German, Spanish, French, Portuguese
    "{n} bevorzugt {f} am Morgen und trinkt nach dem Mittagessen nichts mehr.",
    "Der Flug von {n} nach {c} geht am {wd_de} um {h}:{mi:02d} Uhr.",
    "Die Rechnung {num} von {co} wurde abgelehnt, weil die Steuernummer fehlte.",
    "{n} ist allergisch gegen {a_de}.",
    "{n} prefiere respuestas en {lang_es} y sin emojis.",
    "La reunión con {n} sobre {p} se movió al {wd_es}.",
    "El cliente {n} pidió el reembolso del pedido #{num}.",
    "{n} vit à {c} et va au travail à vélo.",
    "Le déploiement de {s} a échoué parce que le certificat avait expiré.",
    "{n} est allergique à la pénicilline.",
    "A fatura {num} da {co} foi paga com {dias} dias de atraso.",
    "{n} mora em {c} e trabalha na {co} desde {y}.",
]
QUESTIONS_EN = [
    "What does {n} like to drink in the morning?",
    "When does {n}'s flight to {c} leave?",
    "Why was invoice {num} rejected?",
    "What went wrong with the {s} deploy?",
    "Does {n} have any allergies?",
    "When is the meeting about {p}?",
    "Where does {n} work?",
    "How much money was approved for {p}?",
    "Which tool should I use in the {p} repo?",
    "What language should I answer {n} in?",
    "When is the {p} deadline?",
    "How does {n} get to work?",
    "Who is on call for {s}?",
    "What happened to server {code}?",
    "What are {co}'s payment terms?",
    "What does {n} do on weekends?",
    "Is {n} vegetarian?",
    "When is {n}'s birthday?",
]
QUESTIONS_OTHER = [
    "Was trinkt {n} gern am Morgen?",
    "Wann fliegt {n} nach {c}?",
    "¿Por qué se rechazó la factura {num}?",
    "¿En qué idioma debo responder a {n}?",
    "Où habite {n} ?",
    "{n} a-t-il des allergies ?",
    "Onde {n} trabalha?",
]
ROLES = ["data engineer", "product manager", "nurse", "accountant", "designer", "site reliability engineer",
         "sales lead", "teacher"]
TRANSPORT = ["bike", "train", "car", "bus", "tram", "ferry", "scooter"]
WD_DE = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
WD_ES = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
A_DE = ["Penicillin", "Erdnüsse", "Schalentiere", "Pollen", "Katzen"]
LANG_ES = ["inglés", "alemán", "portugués", "francés", "japonés"]


def _slots(rng: random.Random) -> dict[str, object]:
    names = rng.sample(NAMES, 2)
    cities = rng.sample(CITIES, 2)
    foods = rng.sample(FOODS, 2)
    tools = rng.sample(TOOLS, 2)
    return dict(
        n=names[0], n2=names[1], c=cities[0], c2=cities[1], co=rng.choice(COMPANIES), p=rng.choice(PROJECTS),
        s=rng.choice(SERVICES), e=rng.choice(ERRORS), r=rng.choice(REASONS), f=foods[0], f2=foods[1],
        a=rng.choice(ALLERGENS), wd=rng.choice(WEEKDAYS), mo=rng.choice(MONTHS), lang=rng.choice(LANGUAGES),
        t=tools[0], t2=tools[1], hb=rng.choice(HOBBIES), role=rng.choice(ROLES), tr=rng.choice(TRANSPORT),
        wd_de=rng.choice(WD_DE), wd_es=rng.choice(WD_ES), a_de=rng.choice(A_DE), lang_es=rng.choice(LANG_ES),
        num=rng.randrange(1000, 99999), code=f"{rng.choice('ABCDEKQRZ')}{rng.randrange(10, 9999)}",
        h=rng.randrange(6, 22), mi=rng.randrange(0, 60, 5), v1=rng.randrange(1, 9), v2=rng.randrange(0, 30),
        y=rng.randrange(2008, 2027), yrs=rng.randrange(1, 6), d=rng.randrange(1, 29), st=rng.choice([400, 404, 500, 502]),
        amt=rng.randrange(2, 900) * 100, km=rng.randrange(3, 43), goal=rng.randrange(50, 300, 10),
        pct=rng.randrange(2, 40), net=rng.choice([14, 30, 45, 60, 90]), dias=rng.randrange(2, 60))


def memory_texts(n: int, seed: int = 20261202) -> list[str]:
    """n short memories (8-25 words), about one in six in German, Spanish, French or Portuguese."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        templates = TEMPLATES_OTHER if rng.random() < 1 / 6 else TEMPLATES_EN
        out.append(rng.choice(templates).format(**_slots(rng)))
    return out


def questions(n: int, seed: int = 7) -> list[str]:
    """n questions an agent might ask of such memories, about one in five in another language."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        templates = QUESTIONS_OTHER if rng.random() < 1 / 5 else QUESTIONS_EN
        out.append(rng.choice(templates).format(**_slots(rng)))
    return out


def long_texts(n: int, words: int = 50, seed: int = 99) -> list[str]:
    """n texts of about `words` words: memories joined until long enough."""
    rng = random.Random(seed)
    pool = memory_texts(4 * n + 8, seed=seed)
    out = []
    for _ in range(n):
        parts: list[str] = []
        while sum(len(p.split()) for p in parts) < words:
            parts.append(rng.choice(pool))
        out.append(" ".join(parts))
    return out

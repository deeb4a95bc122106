"""Answers to a bank's or a site's security questions (round 13): "security question "mother's maiden name" ->
Garcia", "Sicherheitsfrage Geburtsort der Mutter: Poznan", "pregunta de seguridad: nombre de mi primera mascota ->
Nala", "memorable word for online banking: nordlicht2".

An answer is a secret only because a question names it one: "my first pet was a cat" is a note, not a credential. So
the label is a security question's own word (security question / answer, secret question, Sicherheitsfrage, pregunta
de seguridad, question de sécurité, ... in the languages below) or a memorable word (UK banks' and HMRC's second
factor), or a mother's maiden name given after a form's separator. The value is judged by its position: after the
label's line, the last thing stated (after ``->``, ``=``, ``:``, a dash, "is") or quoted that ends its clause, one to
three words, none of them a question, a placeholder or a word that says no answer is given ("none", "required").
"""

from __future__ import annotations

import re

from ..tries import trie_alternation

# A security question's word, in the languages of the corpora (the value follows on the same line).
_QUESTION = (
    r"security[ \t]+(?:questions?|q\b|answers?)|secret[ \t]+(?:questions?|answers?)|challenge[ \t]+question|"
    r"sicherheits(?:frage|antwort)|geheim(?:frage|antwort)|pregunta[ \t]+(?:de[ \t]+)?seguridad|pregunta[ \t]+secreta|"
    r"respuesta[ \t]+(?:de[ \t]+)?seguridad|question[ \t]+(?:de[ \t]+)?s[ée]curit[ée]|question[ \t]+secr[èe]te|"
    r"domanda[ \t]+(?:di[ \t]+)?sicurezza|domanda[ \t]+segreta|pergunta[ \t]+(?:de[ \t]+)?seguran[çc]a|"
    r"pergunta[ \t]+secreta|beveiligingsvraag|veiligheidsvraag|pytanie[ \t]+(?:bezpiecze[ńn]stwa|pomocnicze)|"
    r"контрольн\w*[ \t]+вопрос|секретн\w*[ \t]+вопрос|контрольн\w*[ \t]+питання|g[üu]venlik[ \t]+sorusu|"
    r"s[äa]kerhetsfr[åa]ga|sikkerhedssp[øo]rgsm[åa]l|sikkerhetssp[øo]rsm[åa]l|turvakysymys|"
    r"bezpe[čc]nostn[íi][ \t]+ot[áa]zk|pertanyaan[ \t]+keamanan|biztons[áa]gi[ \t]+k[ée]rd[ée]s|"
    r"秘密の質問|보안[ \t]*질문|安全问题|密保问题|安全問題"
)
# A memorable word (or information, answer ...): its own label, the value right after it or stated after it.
_MEMORABLE = r"memorable[ \t]+(?:word|information|info|answer|name|place|date|phrase)"
# A mother's maiden name, given after a form's separator (not "her mother's maiden name was Kowalska" in a story).
_MAIDEN = (r"(?:mother'?s|mothers|mum'?s|mom'?s|the)[ \t]+maiden[ \t]+name|"
           r"m[äa]dchenname[ \t]+(?:der|meiner)[ \t]+mutter|"
           r"nom[ \t]+de[ \t]+jeune[ \t]+fille[ \t]+de[ \t]+(?:la|ma)[ \t]+m[èe]re|"
           r"apellido[ \t]+de[ \t]+soltera[ \t]+de[ \t]+(?:la|mi)[ \t]+madre")

LABEL = re.compile(r"(?i:(?P<q>" + _QUESTION + r")|(?P<m>" + _MEMORABLE + r")|(?P<n>" + _MAIDEN + r"))(?P<rest>[^\n]*)")
ANCHORS = (
    "security", "secret question", "secret answer", "challenge question", "sicherheitsfrage", "sicherheitsantwort",
    "geheimfrage", "geheimantwort", "pregunta", "respuesta", "question", "domanda", "pergunta", "beveiligingsvraag",
    "veiligheidsvraag", "pytanie", "вопрос", "питання", "sorusu", "kerhetsfr", "sikkerhedssp", "sikkerhetssp",
    "turvakysymys", "otázk", "otazk", "pertanyaan", "biztons", "秘密の質問", "질문", "安全问题", "密保问题", "安全問題",
    "memorable", "maiden", "dchenname", "jeune fille", "soltera",
)

_WORD = r"[^\W_][^\s\"'”“«»;,.:=?!()]{0,29}"
# A value stated after a separator (or "is"), one to three words, ending its clause.
_STATED = re.compile(r"(?:->|→|=>|[=:：]|[ \t][-–—][ \t]|\b(?:is|was|ist|war|es|est|é|è|era|was)\b)[ \t]*"
                     r"(?P<qt>[\"'“„«‘]?)(?P<v>" + _WORD + r"(?:['’]s)?(?:[ \t]" + _WORD + r"(?:['’]s)?){0,2}?)"
                     r"[\"'”“»’]?(?=[ \t]*(?:$|[;,.!)\n]|[ \t]\())", re.I)
# A quoted value after a label of its own ('mother's maiden name "Wiśniewska"'), ending its clause.
_QUOTED = re.compile(r"[^\W_][^\"“„«\n]*?[ \t][\"“„«](?P<v>[^\"”“«»\n?:=]{1,40})[\"”“»](?=[ \t]*(?:$|[;,.!)\n]))")
# Values that say no answer is given, or name a question's topic rather than answer it.
_NO_ANSWER = re.compile(
    r"(?i)(?:none|n/?a|nil|null|unknown|tbd|todo|tba|yes|no|set|not[ \t]+set|unset|enabled|disabled|on|off|required|"
    r"optional|mandatory|reset|changed|updated|removed|deleted|added|saved|same|weak|strong|secure|insecure|ok|okay|"
    r"correct|incorrect|wrong|right|true|false|answered|pending|missing|blank|empty|hidden|redacted|example|sample|"
    r"done|complete[d]?|finished|fixed|failed|passed|verified|confirmed|active|inactive|expired|high|low|medium|"
    r"test|placeholder|see[ \t]+below|see[ \t]+above|below|above|ask[ \t]+me|forgot(?:ten)?|locked|"
    # round 30: words that point to where the answer is kept ("see the vault", "in the safe", "ask Dad")
    r"see|in|ask|check|stored|kept|"
    r"what|which|who|where|when|why|how|whose|your|my|the|a|an|answer|question|questions|"
    r"\d{1,2}|[*x•]+|\.{2,}|_+|<[^>]*>|\[[^]]*]|\{[^}]*})")
_QUESTION_WORD = re.compile(r"(?i)^(?:what|which|who|where|when|why|how|whose|was|is|did|do|name[ \t]+of|your)\b")


# Round 30: a maiden name after a dash and "it's" ("— it's Takahashi"), an answer's word with its value right after it
# ("secret answer Dubois", 'security answer "Kiwi"'), a name with an apostrophe inside it ("O'Sullivan").
_DASH_ITS = re.compile(r"[ \t]*[-–—][ \t]*(?:it['’]s|it[ \t]+is|that['’]s)[ \t]")
_NAME = r"[^\W\d_]+(?:['’][^\W\d_]+)?"
_RIGHT_AFTER = re.compile(r"(?:[ \t]+to[ \t]+the[ \t]+question)?[ \t]+[\"'“„«‘]?(?P<v>" + _NAME
                          + r")[\"'”“»’]?(?=[ \t]*(?:$|[;,.!)\n]))")


def _answer(v: str) -> bool:
    v = v.strip()
    return bool(v) and not _NO_ANSWER.fullmatch(v) and not _NO_ANSWER.fullmatch(v.split()[0]) and (
        not _QUESTION_WORD.match(v))


def security_answer(m: re.Match[str]) -> tuple[int, int] | None:
    """The span of the answer after a security question's label (see the module's doc), or None."""
    rest, base = m.group("rest"), m.start("rest")
    if m.group("n") is not None:
        # a maiden name: only after a form's separator, at once
        # (round 30: after the question's "?" too, "Mother's maiden name?: Lindqvist", or after a dash and "it's",
        # "they asked my mother's maiden name — it's Takahashi")
        s = _STATED.match(rest.lstrip(" \t\"'”?"))
        off = len(rest) - len(rest.lstrip(" \t\"'”?"))
        if s is None and (d := _DASH_ITS.match(rest)) is not None:
            s, off = _RIGHT_AFTER.match(rest, d.end() - 1), 0
        elif s is not None and not re.match(r"->|→|=>|[=:：]", s.group()):
            s = None
        if s is None or not _answer(s.group("v")):
            return None
        return base + off + s.start("v"), base + off + s.end("v")
    if m.group("m") is not None:
        # a memorable word: the value right after the label ("memorable word lantern", "memorable information
        # thistle63"), or stated after it and a few words ("memorable word for online banking: nordlicht2")
        s = re.match(r"[ \t]+[\"'“„«‘]?(?P<v>" + _WORD + r")[\"'”“»’]?(?=[ \t]*(?:$|[;,.!)\n]))", rest)
        if s is None:
            s = _STATED.search(rest, 0, 60)
        if s is None or not _answer(s.group("v")):
            return None
        return base + s.start("v"), base + s.end("v")
    # the value right after a question's own separator is the question ("Security question: favourite teacher"); an
    # answer's word may take its value at once ("Sicherheitsantwort: Pelusa")
    asked = not re.search(r"(?i)answer|antwort|respuesta", m.group("q"))
    if not asked and (s := _RIGHT_AFTER.match(rest)) is not None and _answer(s.group("v")):
        return base + s.start("v"), base + s.end("v")  # "security answer O'Sullivan", round 30
    found = None
    for s in (*_STATED.finditer(rest), *_QUOTED.finditer(rest)):
        if asked and not rest[:s.start()].strip(" \t\"'“”„«»:："):
            continue
        if _answer(s.group("v")) and (found is None or s.start("v") > found[0]):
            found = s.span("v")
    return None if found is None else (base + found[0], base + found[1])


# Round 30: an answer to a question of the kind every security-question form asks (a mother's maiden name, a first
# pet, school, car or teacher, a birthplace, where parents met, a childhood street or nickname), written as a question
# and its answer: "Q: What was the name of your first pet? A: Momo", "- city where you were born: Zwolle", "- Mother's
# maiden name?: Sharma". The topic makes the question a security question whatever label the text gives it; the
# answer is the one to three words after "A:" (or the question's own ":") that end the line or the clause.
_TOPICS = ("maiden", "first pet", "first school", "first car", "first teacher", "first job", "first love",
           "first concert", "first employer", "pet name", "pet's name", "pets name", "born", "birth", "birthplace",
           "favourite teacher", "favorite teacher", "favourite book", "favorite book", "favourite food",
           "favorite food", "favourite movie", "favorite movie", "favourite band", "favorite band", "parents meet",
           "parents met", "childhood", "grew up", "nickname", "best friend", "elementary", "primary school")
_TOPIC = "|".join(map(re.escape, sorted(_TOPICS, key=len, reverse=True)))
# (found from the topic word, a trie of literals, and the line before it read in the validator: a pattern opening on
# the line's start tried a lazy run of 80 characters at every line of a note)
QA = re.compile(r"(?i)(?<![^\W\d_])(?:" + trie_alternation(set(_TOPICS)) + r")(?![^\W\d_])(?P<tail>[^\n?:]{0,60}?)"
                r"(?P<asked>\?(?:[ ]{1,2}|\t)?(?:A[ ]?[:：]|[:：]|->|=)|[:：])[ \t]*"
                r"(?P<v>[\"'“„«‘]?" + _WORD + r"(?:['’][^\W\d_]+)?(?:[ \t]" + _WORD + r"){0,3}?[\"'”“»’]?)"
                r"(?=[ \t]*(?:$|[;,.!)\n]|[ \t]+Q[ \t]*[:.)]))", re.M)
_QA_LEAD = re.compile(r"[ \t]*(?P<lead>Q[ \t]*[:.)][ \t]*|[-*•][ \t]*)?[^\n?:]{0,80}")
QA_ANCHORS = _TOPICS


def qa_answer(m: re.Match[str]) -> tuple[int, int] | None:
    """The span of the answer of :data:`QA`, or None (no answer given, or the "answer" is another question)."""
    v = m.group("v").strip("\"'“”„«»‘’")
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    lead = _QA_LEAD.fullmatch(text, line_start, m.start())
    if lead is None:
        return None  # the question's line holds another question or label before the topic, or is too long
    if lead.group("lead") is None and "?" not in m.group("asked"):
        return None  # a sentence's own colon ("the year I was born: 2002"), not a form's question
    if not _answer(v) or len(v) < 2 or not re.search(r"[^\W\d_]", v):
        return None
    start = m.string.find(v, m.start("v"))
    return start, start + len(v)

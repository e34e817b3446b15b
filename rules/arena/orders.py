"""Reading a clan-arena order ("L'arène des clans") as warriors write it, in French, English
or Russian (the Russian words, verbs by their stems and clan names in any case: `russian`).

`read(state, speaker, text, channel)` -> `Order | Rejection`; it never raises. The text is
the author's own words (the bridge strips quotes and code first, `rules.reader.own_words`);
`state` is the arena's state (`rules.arena.state`), or the sign-up record while clans form;
its phase says what is read:

- sign-up (`signup`, the game topic or a desk): `chief {clan}` ("je suis chef de guerre du
  clan des Loups", "chef : Loups", "I am war chief of the Wolves", "я вождь клана Волков":
  the clan "Волки"), `join {clan}` or `join {chief}` ("je rejoins les Loups", "je me rallie à
  @arno", "вступаю в клан Волков", "я с @ana": a chief's name stands for their clan),
  `refuse {player}` ("je refuse @bob", "отказываю @bob"), `leave {}` ("je me retire",
  "выхожу из клана"), and the characteristics `spread {attack, defence, shooting, shield}`
  ("attaque 4, défense 3, tir 2, bouclier 3", "атака 4, защита 3, стрельба 2, щит 3", in any
  order, in words, abbreviated, "le reste en bouclier", "остальное в щит"). A desk post is
  read as a spread first, a topic post as a sign-up first.
- placement (`placement`, the chief's desk): `placement {zones: {warrior: zone}}` ("@bea
  zone 2, moi et @carl zone 1", "tous en zone 3 sauf @bea en 1", "я и @bea в зону 1, @carl в
  зону 2"): "moi"/"me"/"я" is the speaker, "tous"/"everyone"/"все" the speaker's clan, "les
  autres"/"the rest"/"остальные" those not yet placed.
- a round (`round` and later phases, the game topic): the actions of `rules.arena.actions`, as
  `Order(kind, params)` with `{"kind": kind, **params}` the action dict:
  `move {to}`, `attack {target}`, `defend {target}`, `shoot {target}`, `shield {target}`
  (oneself when no one else is named: "je me défends", "bouclier sur moi"), and `nothing {}`
  ("je ne fais rien", "je reste en zone 2"; no action of `rules.arena.actions`: a warrior
  taking back what they declared). In Russian: "атакую @x", "стреляю в @x", "защищаюсь",
  "защищаю @x", "щит на себя", "иду в центр", "ничего не делаю". A chief acting for a
  warrior ("pour @bob : j'attaque @x", "@bob tire sur @x" from bob's chief, "за @bob:
  защищаюсь") adds `for: warrior`.

Zones are the map's (settings `map`): "zone 3", "z3", "en 3", "zone trois", "в зону 3", "во
вторую зону", the centre as "centre", "le centre", "zone centrale", "center", "middle",
"центр", "в центр", or its label ("C", also typed as the Cyrillic "С").

The reading, in small steps: markup, struck text and links are dropped; narration in
`*asterisks*` or italics is set apart (an order found only there is taken with the doubt
`narration`); questions and clauses that think aloud ("peut-être que...", "j'hésite") and a
closing signature are dropped; what the phrases "plutôt que X", "au lieu de X" name is
dropped; after the last change of mind ("finalement", "non, ...", "actually") the new words
win, or amend the order before them when they only give a new target, clan or zone. A
pronoun target ("je le frappe") stands for the one player the narration (or the rest of the
post) names, with the doubt `pronoun`. Whether an action is legal (adjacent zones,
adversaries, same zone...) is `rules.arena.actions`' business, not the grammar's: names the
game does not know, written with '@', are passed on as written for the rules to refuse.

Rejections (`code`, params): `not_an_order` (`why`: `talk` for chat, narration alone and
questions that think aloud, which the bridge leaves unanswered; `empty`, `too_long`,
`unreadable`), `ambiguous` (`why`: `two_actions`, `two_targets`, `two_zones`, `no_target`,
`no_zone`, `defend_or_shield`, `conditional`, `no_clan`, `no_warrior`),
`missing_characteristic` (`names` missing, `given`), `no_clan_name`, `unknown_clan` (`clan`
as written, `clans`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from rules.arena import russian as ru
from rules.arena.state import CHARACTERISTICS, merged
from rules.base import JSON, Order, Rejection
from rules.reader import (
    Names,
    fold,
    last_change,
    named_players,
    narrated,
    number,
    without_musing,
    without_signature,
)

TEXT_LIMIT = 5_000
"""Longest text read (characters): nobody writes a 5,000-character order."""

KINDS = ("chief", "join", "refuse", "leave", "spread", "placement", "move", "attack",
         "defend", "shoot", "shield", "nothing")
"""Every order kind this module gives."""

REASONS = ("not_an_order", "ambiguous", "missing_characteristic", "no_clan_name",
           "unknown_clan")
"""Every rejection code this module gives."""



# --- vocabulary (folded: lower case, no accents; "j'attaque" is the words "j attaque") -------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _phrases(text: str) -> tuple[tuple[str, ...], ...]:
    found = {tuple(phrase.split()) for phrase in text.split("|") if phrase.strip()}
    return tuple(sorted(found, key=len, reverse=True))


CHARACTERISTIC_WORDS: Mapping[str, str] = {
    **dict.fromkeys("attaque attaques attaq att atq atk attack attacks".split(), "attack"),
    **dict.fromkeys("defense defenses def defence defences".split(), "defence"),
    **dict.fromkeys("tir tirs shooting shoot shot ranged range distance".split(), "shooting"),
    **dict.fromkeys("bouclier boucliers boucl bouc bou bcl shield shields".split(), "shield"),
    **ru.CHARACTERISTIC_WORDS,
}
"""attaque, défense, tir, bouclier (атака, защита, стрельба, щит) as players write them, to
the names of `state.py`."""
_AFTER_NAME = _words("a de en at of is est vaut egal equals = : -> pour " + ru.AFTER_NAME)
_BEFORE_NAME = _words("en in dans de d pts points point pt a au on for pour into of "
                      + ru.BEFORE_NAME)
_REST = _words("reste restant restants rest remaining " + ru.REST)
_EVERYWHERE = _phrases("partout|dans chaque|a chaque|de chaque|everywhere|in each|in every"
                       "|each|chacun|chacune|dans tout|dans toutes" + ru.EVERYWHERE)

CHIEF = _phrases("chef de guerre|cheffe de guerre|chef|cheffe|war chief|warchief|war leader"
                 "|chieftain|warlord|chief|leader" + ru.CHIEF)
CHIEF_CUES = _phrases(
    "je suis|suis|je serai|serai|je me declare|je me proclame|je me presente|je me porte"
    "|je deviens|je veux etre|je prends|moi|i am|i m|im|i ll be|i will be|i declare|i claim"
    "|declare|candidat|candidate|candidature|postule|je postule" + ru.CHIEF_CUES)
"""Words before 'chef' (a few words away at most) that make it a declaration."""
AS_CUES = _phrases("comme|en tant que|as" + ru.AS_CUES)
"""Right before 'chef': 'je postule comme chef'."""
AFTER_CUES = _words("moi me " + ru.AFTER_CUES)
"""Right after 'chef': 'chef : moi', 'un chef : ce sera moi'."""
NOT_CUES = _words("ne n pas not jamais never plus " + ru.NOT_CUES)
FOUND = _phrases("je fonde|je cree|je monte|je forme|je lance|fondation|creation|i found"
                 "|i create|i form|i start|founding|creating" + ru.FOUND)
CLAN_WORDS = _phrases("|".join(("clan", *ru.CLAN)))
"""The word 'clan' (and 'клан' in its cases): a clan's name follows it."""
JOIN = _phrases(
    "rejoins|rejoindre|rejoindrai|me rallie|rallie|rallier|ralliement|m engage|m enrole"
    "|m inscris|inscris moi|integre|integrer|me joins|m allie|me range|suis avec|suis chez"
    "|rejoint|m aligne|present pour|presente pour|partant pour|partante pour|present chez"
    "|rejoin|vais chez|viens chez|passe chez|go with"
    "|je signe|join|joining|i rally|rallying|rally to|sign up with|count me in|i m with"
    "|im with|enlist|enlisting" + ru.JOIN)
REFUSE = _phrases("refuse|refuser|refusee|refusé|rejette|rejeter|rejete|reject|rejects"
                  "|rejected|decline|declines|exclus|exclure|vire|virer|kick|veux pas de"
                  "|don t want|dont want|non merci|no thanks" + ru.REFUSE)
LEAVE = _phrases(
    "me retire|me desinscris|me desiste|desinscription|desistement|quitte|quitter"
    "|ne participe plus|ne joue plus|laisse tomber|renonce|withdraw|withdrawing|i leave"
    "|leaving|i m out|im out|count me out|je sors|drop out|unregister|retire ma candidature"
    "|retire ma participation|retire mon inscription|laisse ma place|cede ma place" + ru.LEAVE)
NAME_LEADS = _words("du de des d la le l les clan of the nomme nommee appele appelee called "
                    "named s appelle appellera se nom mon my is est pour for team equipe aux "
                    "au a chez avec with : - = sera serait will be " + ru.NAME_LEADS)
"""Words between 'chef de guerre' (or 'je rejoins') and the clan's name."""
NAME_STOPS = _words(
    "et and qui who pour for avec with car because mais but contre against dans in ce cette "
    "ces ici here now maintenant ce soir tonight je j on nous vous moi toi us me you venez "
    "rejoignez join come si if sur a au en to bien merci thanks ou or aussi too est is "
    "partie jeu game " + ru.NAME_STOPS)
NAMING = _phrases("s appelle|s appellera|se nomme|called|named|is called" + ru.NAMING)
NAME_LINKS = _words("de du des d of the la le l")
DROPPED = _words("le la les l the un une des du de d")

# Round actions: each word or phrase says a kind ("protect" is defend or shield, unsaid).
VERBS: Mapping[str, tuple[tuple[str, ...], ...]] = {
    "attack": _phrases(
        "attaque|attaquer|attaques|attaquons|attaquez|attaquerai|attaquera|attaquant"
        "|attack|attacks|attacking|frappe|frapper|frappes|frappons|frapperai|frappera|hit"
        "|hits|strike|strikes|striking|cogne|cogner|tape|taper|assaille|assaillir|agresse"
        "|affronte|affronter|pourfends|pourfendre|embroche|embrocher|taillade|tranche"
        "|trancher|fracasse|transperce|assomme|egorge|poignarde|etripe|massacre|defonce"
        "|tabasse|tabasser|bastonne|bastonner|rosse|trucide|trucider|zigouille|occis|martele"
        "|percute|percuter|empale|chargeant|frappant|attaquant"
        "|slash|slashes|stab|stabs|smash|assault|melee|corps a corps|charge|charger"
        "|chargerai|charges|charging|engage|combats|combattre|fight|fights|fighting"
        "|jette sur|rue sur|precipite sur|elance sur|fonce sur|saute sur|bondis sur"
        "|lunge at|rush at|go for" + ru.VERBS["attack"]),
    "defend": _phrases(
        "defends|defend|defendre|defense|defence|defending|defendrai|defendra|defendons"
        "|defendez|guard|guards|guarding|parry|pare|parer|parade|en garde|la garde"
        "|monte la garde" + ru.VERBS["defend"]),
    "shield": _phrases(
        "bouclier|boucliers|shield|shields|shielding|pavois|me terre|me planque"
        + ru.VERBS["shield"]),
    "protect": _phrases(
        "protege|proteger|protegerai|protegeons|protect|protects|protecting|couvre|couvrir"
        "|cover|covers|covering|veille sur" + ru.VERBS["protect"]),
    "shoot": _phrases(
        "tire|tirer|tires|tirons|tirerai|tirera|tir|tirs|vise|viser|vises|decoche|decocher"
        "|canarde|canarder|arrose|arroser|mitraille|lance|lancer|shoot|shoots|shooting"
        "|shot|fire at|fires at|firing at|snipe|fleche|fleches|carreau|carreaux|javelot"
        "|javelots|arbalete|arc|a l arc|bow|crossbow|fronde|sling|throw|throws"
        + ru.VERBS["shoot"]),
    "move": _phrases(
        "deplace|deplacer|deplaces|deplacement|deplacerai|bouge|bouger|bouges|bougerai"
        "|avance|avancer|avances|recule|reculer|cours|courir|file|filer|marche|marcher"
        "|rejoins|rejoindre|me rends|se rend|dirige|replie|repli|monte|descends|pars|partir"
        "|vais|va|vas|aller|irai|ira|allons|jvais|me tire|fonce|fonces|precipite|elance"
        "|prends position|me poste|m installe|me positionne|avance|m avance"
        "|galope|move|moves|moving|go|goes|going|head|heads|heading|walk|walks|run|runs"
        "|advance|advances|retreat|retreats|direction|cap" + ru.VERBS["move"]),
    "nothing": _phrases(
        "rien|nothing|passe|pass|skip|reste|rester|stay|stays|staying|attends|patiente"
        "|observe|me repose" + ru.VERBS["nothing"]),
}
WEAK_ATTACKS = _words("charge charger chargerai charges charging engage combats combattre "
                      "fight fights fighting lance lancer throw throws " + ru.WEAK)
"""Verbs that are an attack (or a shot) only with a target named ('je charge mon arc')."""
DOING = _words("fais faire fait ferai do doing did")
"""'rien' is doing nothing after these ('je ne fais rien'), not in 'on lâche rien'."""
GO = _words("vais va vas aller allons irai ira jvais going go " + ru.GO)
"""Forms of going that are only an auxiliary before another action ('je vais attaquer')."""
MOVE_LEADS = _words("en a au aux vers dans to into in towards toward jusqu sur la le zone "
                    "direction cap : " + ru.MOVE_LEADS)
ORIGINS = _words("de du depuis from " + ru.ORIGINS)
NEGATIONS_BEFORE = _words("ne n not don dont won wont never")
NEGATIONS_AFTER = _words("pas jamais plus point not")
NEGATIONS_ALONE = _words("pas jamais personne nobody")
"""Negations that need no 'ne' ('je tire pas', 'je défends personne')."""
CLITICS = _words("me m te t se s le la l lui les leur y en nous vous")
SUBJECT_SELF = _words("je j i moi nous on we " + ru.SUBJECT_SELF)
SUBJECT_OTHER = _words("tu vous you " + ru.SUBJECT_OTHER)
SELF = _words("me m moi myself meme soi se s himself herself " + ru.SELF)
ADDRESSEE = _words("te t toi you " + ru.ADDRESSEE)
OBJECT_PRONOUNS = _words("lui him her them eux leur " + ru.OBJECT_PRONOUNS)
CLITIC_PRONOUNS = _words("le la l les")
"""'le', 'la', 'l', 'les' stand for a target only just before the verb ('je la couvre')."""
TARGET_LINKS = _words("et and ou or & " + ru.TARGET_LINKS)
THREATS = _words("de des du d contre against from")
"""What comes before the one guarded against: 'je pare les coups de @dina', 'je me protège
des flèches', 'je défends carl contre bea'."""
OTHERS = _words("mes nos notre vos leurs les ses my our their " + ru.OTHERS)
"""Someone not named: 'je défends mes gars', 'I defend my friends'."""
OWN_THINGS = _words("bouclier boucliers shield position poste place peau vie arriere flanc "
                    "zone terrain coin coups attaques assauts fleches tirs blows attacks "
                    "arrows shots " + ru.OWN_THINGS)
"""What one defends of one's own: 'je défends ma position', 'je lève mon bouclier'."""
FILLERS = _words("action ordre order zone hop allez go direction cap et deplacement move "
                 "vers en a au la le to the into moi je j i " + ru.FILLERS)
"""Words that may stand beside a lone zone ('Action : zone C !')."""
CUTS = _words("qui who car because parce puisque since tandis pendant while lorsque quand "
              "when " + ru.CUTS)
"""Words after which a clause tells of someone else or why ('j'attaque carl qui fuit')."""
PURPOSE = _words("pour afin " + ru.PURPOSE)
CONDITIONS = _phrases("si|sinon|au cas ou|if|otherwise|unless|sauf si|in case" + ru.CONDITIONS)
NOT_CONDITIONS = _phrases("meme si|even if" + ru.NOT_CONDITIONS)
HEDGES = _phrases(
    "je me demande|me demande|j hesite|hesite|hesitation|je sais pas|sais pas|ne sais pas"
    "|peut etre|peutetre|maybe|perhaps|i wonder|wonder|not sure|pas sur|pas sure|on verra"
    "|je reflechis|reflechis|thinking about|pas encore decide|undecided|dunno" + ru.HEDGES)
"""Clauses that think aloud without a question mark ("peut-être que j'attaquerai carl")."""
RU_HEDGES = _phrases(ru.HEDGES)
"""Russian hedges: alone in their clause ('может быть, атакую @carl') they hedge the next."""
FOR_PHRASES = _phrases("pour|for|a la place de|au nom de|de la part de|on behalf of"
                       "|in place of|ordre pour|order for|action de|action pour"
                       + ru.FOR_PHRASES)
FOR_ANYWHERE = _phrases("a la place de|au nom de|de la part de|on behalf of|in place of"
                        + ru.FOR_ANYWHERE)

# Placement.
ALL = _phrases("tout le monde|tt le monde|tout le clan|toute la troupe|toute l equipe|tout mon clan"
               "|tous mes guerriers|toute ma troupe|mon clan|mes guerriers|la troupe|tous"
               "|toutes|everyone|everybody|all of us|the whole clan|my clan|the clan|all"
               "|nous|we|us|l ensemble" + ru.ALL)
REST_OF = _phrases("tous les autres|toutes les autres|les autres|le reste|the rest|the others"
                   "|everyone else|everybody else|all the others|autres|others" + ru.REST_OF)
EXCEPT = _phrases("sauf|excepte|hormis|a part|except|but" + ru.EXCEPT)
PLACE_SELF = _words("moi me m myself " + ru.PLACE_SELF)

CENTRE_WORDS = (r"zone\s+centrale|zone\s+du\s+(?:centre|center|milieu)|zone\s+(?:centre|center)"
                r"|(?:centre|center|central)\s+zone|centre|center|milieu|middle" + ru.CENTRE_WORDS)

_RESERVED = frozenset(
    word
    for table in (*VERBS.values(), CHIEF, CHIEF_CUES, FOUND, JOIN, REFUSE, LEAVE, ALL, REST_OF,
                  EXCEPT, HEDGES, FOR_PHRASES)
    for phrase in table for word in phrase
) | set(CHARACTERISTIC_WORDS) | NAME_LEADS | SELF | ADDRESSEE | SUBJECT_SELF
"""The grammar's own words, never read as the first part of a player's name."""


# --- the text, folded, with where each folded character came from ------------------------


@dataclass(frozen=True)
class _Text:
    """A text and its folded form, with the original index of each folded character (the
    clan names are given back as written)."""

    raw: str
    folded: str
    origin: tuple[int, ...]

    @classmethod
    def of(cls, raw: str) -> _Text:
        folded: list[str] = []
        origin: list[int] = []
        for i, char in enumerate(raw):
            out = fold(char)
            folded.append(out)
            origin.extend([i] * len(out))
        origin.append(len(raw))
        return cls(raw, "".join(folded), tuple(origin))

    def part(self, start: int, end: int | None = None) -> _Text:
        """The text from folded index `start` to `end`."""
        stop = len(self.folded) if end is None else end
        return _Text(self.raw, self.folded[start:stop],
                     (*self.origin[start:stop], self.origin[stop]))

    def written(self, start: int, end: int) -> str:
        """The original text between two folded indices."""
        return self.raw[self.origin[start]:self.origin[end]]


@dataclass(frozen=True)
class _Token:
    kind: str  # word, player, zone, stop, comma, colon
    value: str
    start: int
    end: int
    strong: bool = True  # a zone named as such ('zone 3'), not a bare '3'
    known: bool = True  # a player the game knows (not an unknown '@name')


_LEX = re.compile(r"(?P<word>[^\W_]+)|(?P<stop>\.{2,}|…|[.!;\n¡?])|(?P<comma>,)"
                  r"|(?P<colon>->|=>|→|[:=])")
_MENTION = re.compile(r"(?<![\w@])@([^\W_](?:[\w.-]*[^\W_])?)")


# --- the game's words: players, zones, clans ----------------------------------------------


@dataclass(frozen=True)
class _Table:
    """What the grammar reads with: the phase, the speaker, the players, zones and clans."""

    phase: str
    speaker: str
    names: Names
    name_patterns: tuple[tuple[re.Pattern[str], str], ...]
    zone_patterns: tuple[tuple[re.Pattern[str], str | None, bool], ...]
    zone_labels: Mapping[str, str]
    clans: tuple[tuple[str, str, tuple[str, ...]], ...]
    budget: int
    centre: str = ""

    @classmethod
    def of(cls, state: JSON, speaker: str) -> _Table:
        settings = merged(state.get("settings") or {})
        arena = settings["map"]
        zones = [str(z) for z in arena.get("zones", [])]
        centre = str(arena.get("centre", ""))
        clans = tuple((str(c["name"]), str(c["chief"]), tuple(str(m) for m in c["members"]))
                      for c in state.get("clans") or [])
        players = list(dict.fromkeys([*(state.get("players") or []),
                                      *(state.get("warriors") or {}),
                                      *(m for _, _, members in clans for m in members)]))
        known = next((p for p in players if fold(p) == fold(speaker)), speaker)
        labels = {fold(z): z for z in zones}
        patterns: list[tuple[re.Pattern[str], str | None, bool]] = []
        if centre:
            patterns.append((re.compile(rf"(?<![\w@])(?:{CENTRE_WORDS})(?!\w)"), centre, True))
        patterns.append((re.compile(r"(?<![\w@])(?:la\s+)?zone\s*(?:n[°o]\.?\s*|numero\s*)?"
                                    r"([^\W_]+)(?!\w)"), None, True))
        patterns.append((re.compile(r"(?<![\w@])z\s?(\d{1,2})(?!\w)"), None, True))
        patterns.append((re.compile(rf"(?<![\w@]){ru.ZONE}([^\W_]+)(?!\w)"), None, True))
        patterns.append((ru.ORDINALS, None, True))
        patterns.append((ru.ORDINALS_ALONE, None, True))
        for label, zone in sorted(labels.items(), key=lambda item: -len(item[0])):
            if len(label) > 1 and not label.isdecimal():
                patterns.append((re.compile(rf"(?<![\w@]){re.escape(label)}(?!\w)"), zone, True))
        patterns.append((re.compile(r"(?<![\w@#°])(\d{1,2})(?![\w°%])"), None, False))
        for label, zone in labels.items():
            if len(label) == 1 and not label.isdecimal():
                patterns.append((re.compile(rf"(?<![\w@'])({re.escape(label)})(?![\w'])"),
                                 zone, False))
        budget = settings.get("budget", 12)
        names = Names.of([*players, known], _RESERVED)
        return cls(str(state.get("phase") or "signup"), known, names, tuple(names.patterns()),
                   tuple(patterns), labels, clans, budget if isinstance(budget, int) else 12,
                   centre)

    def zone(self, word: str) -> str | None:
        """The zone a word after 'zone' names ('3', 'trois', 'c', 'три', 'с' typed in
        Cyrillic, 'ц' for the centre, 'перв' of 'первую зону'), or None."""
        value = number(word)
        if value is None:
            value = ru.ORDINAL_VALUES.get(word)
        if value is not None:
            return self.zone_labels.get(str(value), str(value))
        found = self.zone_labels.get(word)
        if found is None and ru.russian(word):
            found = self.zone_labels.get(word.translate(ru.LOOKALIKES))
            if found is None and word == ru.CENTRE_LETTER:
                found = self.centre or None
        return found

    def tokens(self, folded: str) -> list[_Token]:
        """Players, zones, words and punctuation, in reading order."""
        taken = bytearray(len(folded) + 1)
        found: list[_Token] = []

        def claim(start: int, end: int) -> bool:
            if any(taken[start:end]):
                return False
            taken[start:end] = b"\x01" * (end - start)
            return True

        for pattern, name in self.name_patterns:
            for match in pattern.finditer(folded):
                if claim(*match.span()):
                    found.append(_Token("player", name, *match.span()))
        for match in _MENTION.finditer(folded):
            if claim(*match.span()):
                found.append(_Token("player", match.group(1), *match.span(), known=False))
        for pattern, zone, strong in self.zone_patterns:
            for match in pattern.finditer(folded):
                value = zone if zone is not None else self.zone(match.group(1))
                if value is not None and claim(*match.span()):
                    found.append(_Token("zone", value, *match.span(), strong=strong))
        for match in _LEX.finditer(folded):
            kind = match.lastgroup
            if kind is not None and claim(*match.span()):
                found.append(_Token(kind, match.group(), *match.span()))
        return sorted(found, key=lambda token: token.start)

    def clan_of(self, player: str) -> tuple[str, str, tuple[str, ...]] | None:
        """The clan the player leads, or else the one they belong to."""
        led = next((c for c in self.clans if c[1] == player), None)
        return led or next((c for c in self.clans if player in c[2]), None)

    def chief_of(self, player: str) -> str | None:
        """The chief of the player's clan."""
        own = next((c for c in self.clans if player in c[2]), None)
        return None if own is None else own[1]

    def clan_mentions(self, folded: str) -> list[tuple[int, str]]:
        """The known clans a text names (articles, case, a plural 's' ignored; a Russian
        name in any case, 'Волков' for 'Волки'; a clan of several words also by a word of
        its own), in text order. Where two clans' Russian forms meet on one word, the one
        written as it is named wins, and neither when none is."""
        found: list[tuple[int, str, bool]] = []
        words_of = {name: [w for w in re.findall(r"[^\W_]+", fold(name)) if w not in DROPPED]
                    for name, _, _ in self.clans}
        for name, words in words_of.items():
            if not words:
                continue
            forms = [words]
            if len(words) > 1:
                others = [w for n, ws in words_of.items() if n != name for w in ws]
                forms += [[w] for w in words if len(w) >= 4 and w not in others]
            for form in forms:
                body = r"[\s'-]+".join(
                    ru.clan_word(w) if ru.russian(w) else re.escape(w.rstrip("sx")) + "[sx]?"
                    for w in form)
                for match in re.finditer(rf"(?<![\w@]){body}(?!\w)", folded):
                    exact = " ".join(re.findall(r"[^\W_]+", match.group())) == " ".join(form)
                    found.append((match.start(), name, exact))
        kept: list[tuple[int, str]] = []
        for start in sorted({at for at, _, _ in found}):
            here = {(name, exact) for at, name, exact in found if at == start}
            names = {name for name, _ in here}
            exact_names = {name for name, exact in here if exact}
            if len(names) == 1 or not any(ru.russian(name) for name in names):
                kept += [(start, name) for name in sorted(names)]
            elif len(exact_names) == 1:
                kept.append((start, next(iter(exact_names))))
        return kept


@cache
def _by_first(phrases: tuple[tuple[str, ...], ...]) -> Mapping[str, tuple[tuple[str, ...], ...]]:
    """The phrases by their first word, longest first."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        out.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(listed) for word, listed in out.items()}


def _at(tokens: Sequence[_Token], i: int,
        phrases: tuple[tuple[str, ...], ...]) -> tuple[str, ...] | None:
    """The phrase of `phrases` (longest first) whose words start at token i."""
    if i >= len(tokens):
        return None
    for phrase in _by_first(phrases).get(tokens[i].value, ()):
        span = tokens[i:i + len(phrase)]
        if len(span) == len(phrase) and all(t.kind in ("word", "colon") and t.value == w
                                            for t, w in zip(span, phrase, strict=True)):
            return phrase
    return None


def _find(tokens: Sequence[_Token], phrases: tuple[tuple[str, ...], ...],
          start: int = 0) -> tuple[int, tuple[str, ...]] | None:
    """The first place from `start` where one of `phrases` is written."""
    for i in range(start, len(tokens)):
        phrase = _at(tokens, i, phrases)
        if phrase is not None:
            return i, phrase
    return None


def _sentences(tokens: Sequence[_Token]) -> list[list[_Token]]:
    """The tokens cut at stops, the clauses that think aloud left out."""
    out: list[list[_Token]] = [[]]
    for token in tokens:
        if token.kind == "stop":
            out.append([])
        else:
            out[-1].append(token)
    kept = []
    for sentence in out:
        pieces: list[list[_Token]] = [[]]
        for token in sentence:
            if token.kind == "comma":
                pieces.append([token])
            else:
                pieces[-1].append(token)
        clean = []
        hedged = False
        for piece in pieces:
            words = [t for t in piece if t.kind != "comma"]
            if hedged or _find(piece, HEDGES) is not None:
                # 'может быть, атакую @carl': a Russian hedge alone in its clause hedges the next
                hedged = bool(words) and _at(words, 0, RU_HEDGES) is not None and len(
                    _at(words, 0, RU_HEDGES) or ()) == len(words) and not hedged
                continue
            clean += piece
        if any(t.kind != "comma" for t in clean):
            kept.append(clean)
    return kept


# --- the reading --------------------------------------------------------------------------


def read(state: JSON, speaker: str, text: str, channel: str) -> Order | Rejection:
    """The order in a warrior's post, or why none is read. Never raises."""
    try:
        return _read(state, speaker, text, channel)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return _not_an_order("unreadable")


def _not_an_order(why: str, **params: Any) -> Rejection:
    return Rejection("not_an_order", {"why": why, **params})


def _ambiguous(why: str, **params: Any) -> Rejection:
    return Rejection("ambiguous", {"why": why, **params})


_MARKUP = re.compile(
    r"~~[^~\n]*~~|<(s|del|strike)>[^<\n]*</\1>|\[s\][^\[\n]*\[/s\]"  # struck out
    r"|(?:https?://|www\.)\S+"
    r"|(?<![\w:]):[a-z0-9_+-]{1,40}:(?![\w:])"  # :smile:
    r"|\[/?(?:b|u|size|color|font|center|right|left)(?:=[^\]\n]{0,40})?\]"
    r"|<(?!/?(?:i|em)>)[^<>\n]{1,200}>",
    re.IGNORECASE)
"""Forum markup that is neither narration nor words, and what it strikes out."""
_EDIT = re.compile(r"(?<![\w])(?:edit|edite|edition|maj)\s*(?:\d+\s*)?:", re.IGNORECASE)
"""'EDIT :' in a post corrected later says the player changed their mind."""
_ON_BEHALF = re.compile(r"(?<!\w)a la place d(?:e |')(?=\s*@?[^\W\d_])")
"""'à la place de @carl' is the chief acting for carl, not the change of mind 'à la place'."""
_DROPS = re.compile(r"(?<!\w)(?:au lieu d(?:e|')|plutot que d?e?|plutot qu'|instead of"
                    r"|rather than)[^,.;!?\n]*")
"""'plutôt que sur carl', 'au lieu d'attaquer carl', 'instead of X': named to be dropped."""


def _read(state: JSON, speaker: str, text: str, channel: str) -> Order | Rejection:
    if not isinstance(text, str):
        return _not_an_order("unreadable")
    if len(text) > TEXT_LIMIT:
        return _not_an_order("too_long", limit=TEXT_LIMIT)
    if not text.strip():
        return _not_an_order("empty")
    table = _Table.of(state, speaker)
    unmarked = _MARKUP.sub(" ", text.replace("\r\n", "\n"))
    told = narrated(_EDIT.sub(" finalement ", ru.prepared(unmarked)))
    plain = _without_musing(without_signature(told.plain, table.speaker))
    reading = _phase_reading(table, plain, told.narration, channel)
    if reading is None and told.narration.strip():
        story = _phase_reading(table, _without_musing(told.narration), told.narration, channel)
        if isinstance(story, Order):
            return replace(story, doubt=story.doubt or "narration")
    return reading or _not_an_order("talk")


_QUESTION = re.compile(r"[^.!?…;\n]*[!?]*[?¿][!?]*")
_ASKING = _words("ou quand qui comment pourquoi quoi combien quel quelle where when who how why "
                 "what which")
_RU_OPENING = re.compile(r"\s*(?:а|и|ну|так)?\s*(?:что|как|где|куда|кого|кто|почему|зачем|может"
                         r"|можно|стоит|не|если|разве|неужели|ли)(?!\w)")
"""The first words of a Russian question that thinks aloud ('а что если...', 'может...',
'стоит ли...'): the whole question is dropped."""


def _without_musing(text: str) -> str:
    """`rules.reader.without_musing`, and a question whose closing tag itself asks ('je mets
    bea et carl ensemble, mais où ?') dropped whole. A text without a question mark only
    loses its hedges (the question pattern is slow on a long text that has none)."""
    if "?" not in text and "¿" not in text:
        return without_musing(text)  # 'I'm wondering whether to shoot @carl'

    def asked(match: re.Match[str]) -> str:
        tag = [w for w in re.findall(r"[^\W_]+", fold(re.split(r"[,:]", match.group())[-1]))
               if w not in ("mais", "et", "alors", "donc", "but", "and", "so", "ca", "а", "и",
                            "но", "так")]
        if len(tag) <= 2 and set(tag) & (ru.ASKING | ru.DOUBTS):
            return "\n"  # 'атакую @carl или @dina, как думаете ?', '..., серьёзно ?'
        if ru.russian(match.group()) and _RU_OPENING.match(fold(match.group())):
            return "\n"  # 'а что если я пойду в центр ?'
        return "\n" if len(tag) <= 2 and set(tag) & _ASKING else match.group()
    return without_musing(_QUESTION.sub(asked, text))


def _phase_reading(table: _Table, body: str, narration: str,
                   channel: str) -> Order | Rejection | None:
    text = _Text.of(body)
    dropped = _ON_BEHALF.sub(lambda m: "au nom de".ljust(len(m.group())), text.folded)
    dropped = _DROPS.sub(lambda m: " " * len(m.group()), dropped)
    if dropped != text.folded:  # of the same length, so that indices still hold
        text = _Text(text.raw, dropped, text.origin)
    if not text.folded.strip():
        return None
    if table.phase == "signup":
        spread = _spread(table, text, channel == "desk")
        if channel == "desk" and spread is not None:
            return spread
        return _changed(table, text, _signup, _amend_signup) or spread
    if table.phase == "placement":
        return _placement(table, text)
    context = fold(narration)
    return _changed(table, text, lambda t, x: _round(t, x, context), _amend_action)


Reader = Callable[[_Table, _Text], Order | Rejection | None]
Amender = Callable[[_Table, Order, _Text], Order | None]


def _changed(table: _Table, text: _Text, reader: Reader,
             amend: Amender) -> Order | Rejection | None:
    """The reading after the last change of mind: the new words when they make an order;
    the order before amended when they only give a new target, clan or zone; else the whole
    text, or what came before."""
    cut = last_change(text.folded)
    if cut is None:
        return reader(table, text)
    before_text = text.part(0, len(cut[0]))
    after_text = text.part(len(text.folded) - len(cut[1]))
    if not re.search(r"[^\W_]", after_text.folded):  # 'j'attaque dina plutôt'
        edge = max(before_text.folded.rfind(mark) for mark in ".!;\n,")
        if edge > 0:  # '... je me défends finalement': the clause it closes is new
            tail = reader(table, before_text.part(edge + 1))
            if isinstance(tail, Order):
                return tail
        return _changed(table, before_text, reader, amend)
    after = reader(table, after_text)
    if isinstance(after, Order):
        return after
    before = _changed(table, before_text, reader, amend)
    if isinstance(before, Order):
        amended = amend(table, before, after_text)
        if amended is not None:
            return amended
    whole = reader(table, text)
    if isinstance(whole, Order):
        return whole
    if isinstance(before, Order):
        return before
    return after or whole or before


# --- the spread of the characteristics ----------------------------------------------------


def _spread(table: _Table, text: _Text, desk: bool) -> Order | Rejection | None:
    """attaque, défense, tir, bouclier with their numbers, in any order: a name then its
    number ('attaque 4', 'att: 4'), a number then its name ('4 en attaque', 'quatre points
    d'attaque'), a list of names then a list of numbers ('att/def/tir/boucl : 4/3/2/3'), the
    same number everywhere ('3 partout'), or the last one as the rest of the budget."""
    tokens = [t for t in table.tokens(text.folded) if t.kind != "player"]
    values = _listed(tokens) or _paired(tokens) or _lettered(text.folded)
    if not values:
        everywhere = _everywhere(tokens)
        if everywhere is None:
            return None
        values = dict.fromkeys(CHARACTERISTICS, everywhere)
    missing = [c for c in CHARACTERISTICS if c not in values]
    if len(missing) == 1 and any(t.value in _REST for t in tokens if t.kind == "word"):
        rest = table.budget - sum(values.values())
        if rest >= 0:
            values[missing[0]] = rest
            missing = []
    if missing:
        if len(values) < 2 and not desk:
            return None
        return Rejection("missing_characteristic", {"names": missing, "given": values})
    return Order("spread", {name: values[name] for name in CHARACTERISTICS})


def _value(token: _Token) -> int | None:
    if token.kind == "zone" and not token.strong and token.value.isdecimal():
        return int(token.value)
    return number(token.value) if token.kind == "word" else None


def _characteristic(token: _Token) -> str | None:
    return CHARACTERISTIC_WORDS.get(token.value) if token.kind == "word" else None


def _paired(tokens: list[_Token]) -> dict[str, int]:
    """Each characteristic with the number next to it, reading names then numbers or
    numbers then names, whichever pairs more; a later value wins (a correction)."""
    def pairs(forward: bool, used: set[int]) -> dict[int, int]:
        out: dict[int, int] = {}
        for i, token in enumerate(tokens):
            if _characteristic(token) is None:
                continue
            j = i + 1 if forward else i - 1
            skip = _AFTER_NAME if forward else _BEFORE_NAME
            while 0 <= j < len(tokens) and tokens[j].value in skip and _value(tokens[j]) is None:
                j += 1 if forward else -1
            if 0 <= j < len(tokens) and j not in used and _value(tokens[j]) is not None:
                out[i] = j
                used.add(j)
        return out

    forward, backward = pairs(True, set()), pairs(False, set())
    first, second = (forward, True) if len(forward) >= len(backward) else (backward, False)
    used = set(first.values())
    for i, j in pairs(not second, used).items():
        first.setdefault(i, j)
    values: dict[str, int] = {}
    for i in sorted(first):
        name = _characteristic(tokens[i])
        value = _value(tokens[first[i]])
        if name is not None and value is not None:
            values.pop(name, None)
            values[name] = value
    return values


def _listed(tokens: list[_Token]) -> dict[str, int]:
    """'att/def/tir/boucl : 4/3/2/3': names in a row, then as many numbers in a row."""
    for i in range(len(tokens)):
        names: list[str] = []
        j = i
        while j < len(tokens) and (name := _characteristic(tokens[j])) is not None:
            names.append(name)
            j += 1
        if len(names) < 2:
            continue
        while j < len(tokens) and tokens[j].kind == "colon":
            j += 1
        numbers: list[int] = []
        while j < len(tokens) and (value := _value(tokens[j])) is not None:
            numbers.append(value)
            j += 1
        if len(numbers) == len(names) and len(set(names)) == len(names):
            return dict(zip(names, numbers, strict=True))
    return {}


_LETTERS = {"a": "attack", "d": "defence", "t": "shooting", "b": "shield", **ru.LETTERS}


def _lettered(folded: str) -> dict[str, int]:
    """'A4 D3 T2 B3': the four initials (attaque, défense, tir, bouclier; 'А4 З3 С2 Щ3' in
    Russian), each with its number."""
    found = {_LETTERS[m.group(1)]: int(m.group(2))
             for m in re.finditer(r"(?<![\w@])([adtbазсщ])\s?[:=]?\s?(\d{1,2})(?!\w)",
                                  folded)}
    return found if len(found) == 4 else {}


def _everywhere(tokens: list[_Token]) -> int | None:
    """'3 partout', 'tout à 3', 'all 3s', 'по 3 везде', 'всё по 3', 'везде по 3'."""
    for i, token in enumerate(tokens):
        value = _value(token)
        if value is not None and _at(tokens, i + 1, _EVERYWHERE):
            return value
        if token.value in ("tout", "all", "everything", *ru.ALL_AT) and i + 1 < len(tokens):
            k = i + 2 if tokens[i + 1].value in ("a", "at", "en", "по") else i + 1
            if k < len(tokens) and _value(tokens[k]) is not None:
                return _value(tokens[k])
        phrase = _at(tokens, i, _EVERYWHERE) if ru.russian(token.value) else None
        if phrase is not None:  # 'везде по 3'
            k = i + len(phrase)
            k += 1 if k < len(tokens) and tokens[k].value == "по" else 0
            if k < len(tokens) and _value(tokens[k]) is not None:
                return _value(tokens[k])
    return None


# --- sign-up ------------------------------------------------------------------------------


def _signup(table: _Table, text: _Text) -> Order | Rejection | None:
    """Declaring oneself war chief of a clan, rallying to one, a chief's one refusal,
    leaving the sign-up."""
    sentences = _sentences(table.tokens(text.folded))
    tokens = [t for sentence in sentences for t in [*sentence, _Token("stop", ".", 0, 0)]]
    refused = _refusal(table, sentences)
    if refused is not None:
        return refused
    chief = _chief(table, text, sentences, tokens)
    if chief is not None:
        return chief
    joining = _find(tokens, JOIN)
    if joining is not None:
        return _joining(table, text, tokens, joining[0] + len(joining[1]))
    if _find(tokens, LEAVE) is not None and not _negated(tokens, _find(tokens, LEAVE)):
        return Order("leave", {})
    return None


def _negated(tokens: Sequence[_Token], found: tuple[int, tuple[str, ...]] | None) -> bool:
    if found is None:
        return False
    i, phrase = found
    before = [t.value for t in tokens[max(0, i - 3):i]]
    after = [t.value for t in tokens[i + len(phrase):i + len(phrase) + 2]]
    if phrase[0] in ("ne", *ru.NEGATIONS):
        return False  # 'ne participe plus', 'не участвую' are the negation itself
    if before[-1:] and before[-1] in ru.NEGATIONS:
        return True  # 'не выхожу'
    return (bool(set(before) & NEGATIONS_BEFORE) and bool(set(after) & NEGATIONS_AFTER)) or (
        bool(set(before) & {"not", "don", "dont", "won", "wont", "never"}))


def _refusal(table: _Table, sentences: list[list[_Token]]) -> Order | None:
    for sentence in sentences:
        found = _find(sentence, REFUSE)
        if found is None or _negated(sentence, found):
            continue
        i = found[0]
        near = {t.value for t in sentence[max(0, i - 4):i]}
        oneself = ("me", "m", "nous", *ru.REFUSE_SELF)
        if (sentence[i - 1:i] and sentence[i - 1].value in oneself) or (
                near & {"ne", "n"} and near & {"pas", "jamais"}):
            continue  # said of oneself: 'j'espère que dina ne va pas me refuser'

        players = [t for t in sentence if t.kind == "player" and t.value != table.speaker]
        after = [t for t in players if t.start > sentence[i].start]
        chosen = after[0] if after else (players[-1] if players else None)
        if chosen is not None:
            return Order("refuse", {"player": chosen.value})
    return None


def _chief(table: _Table, text: _Text, sentences: list[list[_Token]],
           tokens: list[_Token]) -> Order | Rejection | None:
    """'je suis chef de guerre du clan des Loups', 'chef : Loups', 'je fonde le clan des
    Loups', 'I am war chief of the Wolves'."""
    declared = False
    after_chief: int | None = None
    for sentence in sentences:
        found = _find(sentence, CHIEF)
        founding = _find(sentence, FOUND)
        if found is not None:
            i, phrase = found
            end = i + len(phrase)
            colon = end < len(sentence) and sentence[end].kind == "colon"
            line_start = not text.folded[:sentence[i].start].split("\n")[-1].strip(" *#>-")
            before = sentence[max(0, i - 6):i]
            cue = (_find(before, CHIEF_CUES) is not None
                   or _find(sentence[max(0, i - 3):i], AS_CUES) is not None
                   or any(t.value in AFTER_CUES for t in sentence[end:end + 4])
                   or [t.value for t in before if t.kind != "colon"][-1:] == [ru.SELF_CUE])
            denied = any(t.value in NOT_CUES for t in sentence[max(0, i - 3):i])
            if ru.russian(sentence[i].value) and _find(sentence[:i], JOIN) is not None:
                denied = True  # 'я присоединяюсь к вождю @ana'
            titled = line_start and any(t.value in ("du", "des", "of", "clan", *ru.CLAN)
                                        for t in sentence[end:end + 2])
            if (cue and not denied) or (line_start and (colon or titled)):
                declared = True
                after_chief = tokens.index(sentence[i]) + len(phrase)
                break
        if founding is not None and _find(sentence, CLAN_WORDS) is not None:
            declared = True
            break
    if not declared:
        return None
    name = _named_clan(text, tokens, after_chief)
    if name is None and after_chief is not None:
        name = _name_before(text, tokens[:after_chief])
    if name is None:
        return Rejection("no_clan_name", {})
    return Order("chief", {"clan": name})


def _named_clan(text: _Text, tokens: list[_Token], after_chief: int | None) -> str | None:
    """The clan's name as written: after 's'appelle', after 'clan', or after 'chef de
    guerre'."""
    starts = [i + len(p) for i in range(len(tokens)) for p in [_at(tokens, i, NAMING)] if p]
    starts += [i + 1 for i, t in enumerate(tokens) if t.value in ("clan", *ru.CLAN)]
    if after_chief is not None:
        starts.append(after_chief)
    for start in starts:
        name = _name_from(text, tokens, start)
        if name:
            return name
    return None


def _name_before(text: _Text, tokens: list[_Token]) -> str | None:
    """'Les Faucons ont besoin d'un chef : ce sera moi !': the name in capitals after an
    article, in the sentence before the word 'chef'."""
    start = max((i + 1 for i, t in enumerate(tokens) if t.kind == "stop"), default=0)
    for i in range(start, len(tokens) - 1):
        token, following = tokens[i], tokens[i + 1]
        if token.value in ("les", "le", "la", "l", "the") and following.kind == "word" and (
                _capital(text, following)):
            return _name_from(text, tokens, i + 1)
    return None


def _capital(text: _Text, token: _Token) -> bool:
    return text.written(token.start, token.end)[:1].isupper()


def _name_from(text: _Text, tokens: list[_Token], k: int) -> str | None:
    """A name as written from token k on, its leading articles and links skipped: words in
    capitals for as long as they go ('Meute d'Acier'), else up to three words."""
    while k < len(tokens) and tokens[k].kind in ("word", "colon") and tokens[k].value in (
            NAME_LEADS | {":", "-", "="}):
        k += 1
    if k >= len(tokens) or tokens[k].kind not in ("word", "zone"):
        return None
    first = tokens[k]
    quoted = _quoted(text, first)
    if quoted is not None:
        return quoted
    if first.value in NAME_STOPS:
        return None
    capital = _capital(text, first)
    last = first
    j = k + 1
    count = 1
    while j < len(tokens) and count < 5:
        token = tokens[j]
        gap = text.folded[last.end:token.start]
        if token.kind not in ("word", "zone") or gap.strip(" '-") or token.value in NAME_STOPS:
            break
        if capital and not (_capital(text, token) or (
                token.value in NAME_LINKS and j + 1 < len(tokens)
                and _capital(text, tokens[j + 1]))):
            break  # 'Meute d'Acier' goes on through 'd'', 'Loups ce soir' stops
        if not capital and count >= 3:
            break
        last = token
        count += 1
        j += 1
    name = " ".join(text.written(first.start, last.end).strip("«»\"'*_“” ").split())
    return (ru.nominative(name) if ru.russian(name) else name) or None


_QUOTES = {"«": "»", '"': '"', "„": "“", "“": "”"}


def _quoted(text: _Text, first: _Token) -> str | None:
    """A Russian name written in quotes, whole and as written ('клан «Дети ночи»')."""
    at = text.origin[first.start]
    before = text.raw[:at].rstrip()
    closing = _QUOTES.get(before[-1:])
    if closing is None:
        return None
    end = text.raw.find(closing, at)
    inside = " ".join(text.raw[at:end].split()) if end > at else ""
    return inside if inside and len(inside) <= 60 and ru.russian(inside) else None


def _joining(table: _Table, text: _Text, tokens: list[_Token], after: int) -> Order | Rejection:
    """'je rejoins les Loups', 'je me rallie à @arno', 'I join the Wolves'."""
    clans = table.clan_mentions(text.folded)
    start = tokens[after - 1].end
    if clans:
        later = [name for at, name in clans if at >= start]
        return Order("join", {"clan": later[0] if later else clans[-1][1]})
    players = [t for t in tokens if t.kind == "player" and t.value != table.speaker]
    if players:
        later_players = [t for t in players if t.start >= start]
        return Order("join", {"chief": (later_players or players)[0].value})
    name = _name_from(text, tokens, after)
    known = [name for name, _, _ in table.clans]
    if name:
        return Rejection("unknown_clan", {"clan": name, "clans": known})
    return _ambiguous("no_clan", clans=known)


def _amend_signup(table: _Table, order: Order, after: _Text) -> Order | None:
    """'je rejoins les Loups... non, les Ours': a new clan or chief for the order before."""
    clans = table.clan_mentions(after.folded)
    players = [t.value for t in table.tokens(after.folded)
               if t.kind == "player" and t.value != table.speaker]
    if order.kind == "join" and clans:
        return Order("join", {"clan": clans[-1][1]})
    if order.kind in ("join", "refuse") and players:
        return Order(order.kind, {"chief" if order.kind == "join" else "player": players[-1]})
    if order.kind == "chief":
        name = _name_from(after, table.tokens(after.folded), 0)
        if name:
            return Order("chief", {"clan": name})
    return None


# --- placement ----------------------------------------------------------------------------


@dataclass
class _Placing:
    explicit: dict[str, str] = field(default_factory=dict)
    everyone: str | None = None
    rest: str | None = None
    excepted: set[str] = field(default_factory=set)
    last: list[str] = field(default_factory=list)  # who the last zone went to ('*', '+')


def _placement(table: _Table, text: _Text) -> Order | Rejection | None:
    """Each member of the speaker's clan in a zone: 'bea zone 2, moi et carl zone 1' (names
    then their zone), 'Zone 1 : moi, carl' (a zone then its names), 'tous en 3 sauf bea en
    1', 'bea en 2, les autres en 1'."""
    cut = last_change(text.folded)
    placing = _Placing()
    if cut is not None and re.search(r"[^\W_]", cut[1]):
        _place(table, text.part(0, len(cut[0])), placing)
        before = (dict(placing.explicit), placing.everyone, placing.rest)
        last = list(placing.last)
        after = text.part(len(text.folded) - len(cut[1]))
        _place(table, after, placing)
        named = [t.value for t in table.tokens(after.folded) if t.kind == "zone"]
        if before == (placing.explicit, placing.everyone, placing.rest) and named:
            for who in last:  # 'bea en 2... non, en 3': the new zone for what was placed last
                _give(placing, who, named[-1])
    else:
        _place(table, text, placing)
    own = table.clan_of(table.speaker)
    members = list(own[2]) if own else [table.speaker]
    zones: dict[str, str] = {}
    for name in members:
        if name in placing.explicit:
            zones[name] = placing.explicit[name]
        elif placing.rest is not None:
            zones[name] = placing.rest
        elif placing.everyone is not None and name not in placing.excepted:
            zones[name] = placing.everyone
    for name, zone in placing.explicit.items():
        zones.setdefault(name, zone)
    if zones:
        return Order("placement", {"zones": zones})
    tokens = table.tokens(text.folded)
    if any(t.kind == "zone" and t.strong for t in tokens):
        return _ambiguous("no_warrior")
    if any(t.kind == "player" for t in tokens):
        return _ambiguous("no_zone")
    return None


def _give(placing: _Placing, who: str, zone: str) -> None:
    """A zone for a warrior, for everyone ('*') or for the rest ('+')."""
    if who == "*":
        placing.everyone = zone
    elif who == "+":
        placing.rest = zone
    else:
        placing.explicit[who] = zone


def _place(table: _Table, text: _Text, placing: _Placing) -> None:
    tokens = table.tokens(text.folded)
    lines: list[list[_Token]] = [[]]
    for token in tokens:
        if token.kind == "stop" and token.value in ("\n", ".", ";", "!"):
            lines.append([])
        else:
            lines[-1].append(token)
    for line in lines:
        if _find(line, HEDGES) is None:
            _place_line(table, line, placing)


def _place_line(table: _Table, line: list[_Token], placing: _Placing) -> None:
    pending: list[tuple[str, bool]] = []  # (who, excepted): "*" everyone, "+" the rest
    zone_first: bool | None = None
    current: str | None = None
    excepting = False
    last_zone: str | None = None
    joining: str | None = None  # 'moi en 2 avec bea': bea goes where the last zone was

    def give(who: str, zone: str) -> None:
        _give(placing, who, zone)
        placing.last = [who]

    i = 0
    while i < len(line):
        token = line[i]
        who: str | None = None
        width = 1
        if token.kind == "player":
            who = token.value
        elif token.kind == "word" and token.value in PLACE_SELF:
            who = table.speaker
        elif token.kind == "word" and (phrase := _at(line, i, REST_OF)):
            who, width = "+", len(phrase)
        elif token.kind == "word" and (phrase := _at(line, i, ALL)):
            who, width = "*", len(phrase)
        elif token.kind == "word" and (phrase := _at(line, i, EXCEPT)):
            excepting = True
            i += len(phrase)
            continue
        elif token.kind == "word" and token.value in ("avec", "with", *ru.WITH) and not pending:
            joining = last_zone
        elif token.kind in ("comma", "colon") or token.value in TARGET_LINKS:
            joining = None
        if token.kind == "zone":
            joining = None
            if zone_first is None:
                zone_first = True
            last_zone = token.value
            if zone_first:
                current = token.value
            else:
                given = []
                only_excepted = all(excepted for _, excepted in pending)
                for name, excepted in pending:
                    if excepted:
                        placing.excepted.add(name)
                    if not excepted or only_excepted:  # 'tous en 1 sauf bea en 2'
                        give(name, token.value)
                        given.append(name)
                if len(given) > 1:
                    placing.last = given
                pending = []
            excepting = False
        elif who is not None:
            if zone_first is None:
                zone_first = False
            if zone_first and current is not None:
                give(who, current)
            elif joining is not None and not zone_first:
                give(who, joining)
            else:
                pending.append((who, excepting))
        i += width
    for name, excepted in pending:  # 'moi en 1, carl aussi'
        if excepted:
            placing.excepted.add(name)
        elif last_zone is not None:
            give(name, last_zone)


# --- round actions ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Act:
    kind: str
    params: JSON
    doubt: str = ""
    conditional: bool = False


_Verb = tuple[int, str, tuple[str, ...]]
"""Where a kind's word or phrase is in a clause: (token index, kind, phrase)."""


@dataclass
class _Clause:
    tokens: list[_Token]
    verbs: list[_Verb] = field(default_factory=list)


def _round(table: _Table, text: _Text, narration: str) -> Order | Rejection | None:
    """One action: move, attack, defend, shoot, shield (or nothing), perhaps for a warrior."""
    tokens = table.tokens(text.folded)
    actor, tokens = _acting_for(table, text, tokens)
    others = {t.value for t in tokens if t.kind == "player"} | set(
        named_players(narration, table.names))
    acts: list[_Act] = []
    problems: list[Rejection] = []
    nothing = False
    for sentence in _sentences(tokens):
        conditional = _find(sentence, CONDITIONS) is not None and _find(
            sentence, NOT_CONDITIONS) is None
        clauses, vocative, lone = _collected(sentence)
        if lone is not None:
            acts.append(_Act("move", {"to": lone, **_for(actor, table)},
                             conditional=conditional))
        for clause in clauses:
            found = _clause_action(table, clause, actor, vocative, others, text)
            if found == "nothing":
                nothing = True
            elif isinstance(found, Rejection):
                problems.append(found)
            elif isinstance(found, _Act):
                acts.append(replace(found, conditional=conditional))
    distinct: dict[str, _Act] = {}
    for act in sorted(acts, key=lambda act: bool(act.doubt)):  # a plain reading first
        distinct.setdefault(repr((act.kind, sorted(act.params.items()))), act)
    if len(distinct) > 1:
        kinds = list(dict.fromkeys(act.kind for act in distinct.values()))
        if len(kinds) == 1 and kinds[0] != "move":
            return _ambiguous("two_targets", kind=kinds[0])
        return _ambiguous("two_zones" if kinds == ["move"] else "two_actions", kinds=kinds)
    if distinct:
        act = next(iter(distinct.values()))
        if act.conditional:
            return _ambiguous("conditional", kind=act.kind)
        return Order(act.kind, act.params, act.doubt)
    if problems:
        return problems[0]
    if nothing:
        return Order("nothing", _for(actor, table))
    return None


def _split_clauses(sentence: list[_Token]) -> list[list[_Token]]:
    out: list[list[_Token]] = [[]]
    for token in sentence:
        if token.kind in ("comma", "colon"):
            out.append([])
        else:
            out[-1].append(token)
    return [c for c in out if c]


def _collected(sentence: list[_Token]) -> tuple[list[_Clause], str | None, str | None]:
    """The sentence's clauses with a verb, each with the verbless clauses that follow it
    ('Action : tir, cible : @dina'); the player it opens by addressing ('@bob, couvre-moi'),
    and a zone it gives alone ('Zone C !')."""
    clauses: list[_Clause] = []
    vocative: str | None = None
    lone: str | None = None
    for n, clause_tokens in enumerate(_split_clauses(sentence)):
        tokens = _cut(clause_tokens)
        verbs = _verbs(tokens)
        if verbs:
            clauses.append(_Clause(list(tokens), verbs))
            continue
        players = [t for t in tokens if t.kind == "player"]
        if n == 0 and len(players) == 1 and len(tokens) == 1:
            vocative = players[0].value
        elif clauses and (players or any(t.kind == "zone" for t in tokens)):
            clauses[-1].tokens.extend(tokens)
        elif not clauses:
            lone = _lone_zone(tokens) or lone
    return clauses, vocative, lone


def _cut(tokens: list[_Token]) -> list[_Token]:
    """The clause without what tells of someone else or of a purpose: 'qui fuit', 'car il
    m'a frappé', 'pour protéger bea' after an action."""
    verbs: list[_Verb] | None = None
    for i, token in enumerate(tokens):
        if token.kind != "word":
            continue
        if token.value in CUTS:
            return tokens[:i]
        if token.value in PURPOSE and i == 0 and _verbs(tokens[1:2]):
            return []  # 'pour attaquer carl, je fonce au centre'
        if token.value in PURPOSE and i > 0:
            rest = [t for t in tokens[i + 1:i + 4] if t.value not in CLITICS | {"de", "d"}]
            verbs = _verbs(tokens) if verbs is None else verbs
            acting = [v for v in verbs if v[0] < i and v[1] != "nothing"]
            aimed = any(t.kind in ("player", "zone") for t in tokens[:i])
            if rest and _verbs(rest[:1]) and acting and aimed:
                return tokens[:i]  # 'je vais au centre pour attaquer emil'
        if token.value == "to" and i > 0 and tokens[i - 1].kind in ("zone", "player"):
            if _verbs(tokens[i + 1:i + 2]):
                return tokens[:i]  # 'I move to zone 2 to attack carl'
    return tokens


def _verbs(tokens: Sequence[_Token]) -> list[_Verb]:
    """Where each kind's words are, their negations and auxiliaries left out."""
    found: list[_Verb] = []
    i = 0
    while i < len(tokens):
        best: tuple[str, tuple[str, ...]] | None = None
        for kind, phrases in VERBS.items():
            phrase = _at(tokens, i, phrases)
            if phrase is not None and (best is None or len(phrase) > len(best[1])):
                best = (kind, phrase)
        if best is None and tokens[i].kind == "word" and ru.russian(tokens[i].value):
            stemmed = ru.verb_kind(tokens[i].value)  # 'атакую', 'атакует', 'атака'...
            best = (stemmed, (tokens[i].value,)) if stemmed else None
        if best is None:
            i += 1
            continue
        kind, phrase = best
        before = [t.value for t in tokens[max(0, i - 3):i]]
        if phrase in (("tire",), ("lance",), ("lancer",)) and before[-1:] in (["me"], ["m"]):
            kind = "move" if phrase == ("tire",) else "attack"  # 'je me tire en 2'
        found.append((i, kind, phrase))
        i += len(phrase)
    kept: list[_Verb] = []
    for n, (i, kind, phrase) in enumerate(found):
        before = [t.value for t in tokens[max(0, i - 3):i]]
        after = [t.value for t in tokens[i + len(phrase):i + len(phrase) + 2]]
        if kind == "nothing" and phrase in (("rien",), ("nothing",)):
            if set(before[-2:]) & DOING or len(tokens) == 1 or after[:1] in (
                    ["ce"], ["du"], ["pour"], ["this"], ["at"]):
                kept.append((i, kind, phrase))  # 'je ne fais rien', 'rien ce tour'
            continue
        if kind == "attack" and before[-2:] == ["a", "l"]:
            continue  # 'à l'attaque !' is a cry
        if ru.russian(phrase[0]) and _russian_aside(tokens, i, kind, phrase, before):
            continue
        if (before[-1:] and before[-1] in ru.NEGATIONS) or (
                set(before[-2:]) & NEGATIONS_BEFORE and set(after) & NEGATIONS_AFTER) or (
                set(before[-2:]) & {"not", "don", "dont", "won", "wont", "never"}) or (
                after[:1] and after[0] in NEGATIONS_ALONE):
            if kind == "move":
                kept.append((i, "nothing", phrase))  # 'je ne bouge pas'
            continue
        following = found[n + 1] if n + 1 < len(found) else None
        if kind == "move" and phrase[-1] in GO and following is not None and (
                following[0] - (i + len(phrase)) <= 3) and following[1] != "move":
            continue  # 'je vais attaquer carl'
        kept.append((i, kind, phrase))
    return kept


def _russian_aside(tokens: Sequence[_Token], i: int, kind: str, phrase: tuple[str, ...],
                   before: list[str]) -> bool:
    """A Russian word of an action that is none: 'ничего' away from 'делаю' ('ничего
    страшного'), the cry 'в атаку !' with nobody named, a shield one attacks with ('атакую
    @carl со щитом')."""
    if phrase == ("ничего",):
        near = {t.value for t in tokens[max(0, i - 2):i + 3]}
        return not (near & ru.DOING or len(tokens) == 1)
    if kind == "attack" and phrase == ru.CRY and before[-1:] == ["в"]:
        return not any(t.kind == "player" for t in tokens[i + 1:])
    return kind == "shield" and before[-1:] in (["с"], ["со"]) and any(
        j != i and (ru.verb_kind(t.value) not in (None, "shield") or any(
            _at(tokens, j, VERBS[other]) for other in VERBS if other != "shield"))
        for j, t in enumerate(tokens) if t.kind == "word")


def _clause_action(table: _Table, clause: _Clause, actor: str | None, vocative: str | None,
                   others: set[str], text: _Text) -> _Act | Rejection | str | None:
    """One clause's action, "nothing", why it cannot be one, or None (no action of the
    speaker's: a tale of someone else, a request to a clan-mate, a verb without object)."""
    tokens, verbs = clause.tokens, clause.verbs
    speaking = _speaking(table, tokens, verbs, actor, vocative, text)
    if speaking is None:
        return None
    subject, for_, imperative = speaking
    acting = for_ or table.speaker
    zones = _destinations(tokens, verbs)
    kind = _kind(tokens, verbs, zones)
    if kind is None or isinstance(kind, Rejection) or kind == "nothing":
        return kind
    extra = {"for": for_} if for_ and for_ != table.speaker else {}
    if kind == "move":
        if len(set(zones)) > 1:
            return _ambiguous("two_zones", zones=list(dict.fromkeys(zones)))
        return _Act("move", {"to": zones[0], **extra})
    objects = tokens[verbs[0][0] + len(verbs[0][2]):]
    target, doubt, problem = _target(table, tokens, verbs, objects, acting, subject, imperative,
                                     vocative, others)
    if problem is not None:
        return problem
    if kind == "protect":
        return _ambiguous("defend_or_shield", **({"target": target} if target else {}))
    if target is None:
        if kind in ("defend", "shield"):
            target = acting  # 'je me défends', 'bouclier !'
        elif any(phrase[0] in WEAK_ATTACKS for _, k, phrase in verbs if k == kind):
            return None  # 'je charge mon arc'
        else:
            return _ambiguous("no_target", kind=kind)
    return _Act(kind, {"target": target, **extra}, doubt)


def _speaking(table: _Table, tokens: list[_Token], verbs: list[_Verb], actor: str | None,
              vocative: str | None, text: _Text) -> tuple[str | None, str | None, bool] | None:
    """Who the clause makes act: (its subject, the warrior a chief declares for, whether it is
    an imperative), or None when it is no declaration of the speaker's ('tu attaques carl',
    'carl attaque bea' from anyone but carl's chief, 'couvre-moi !' to a clan-mate)."""
    before = tokens[:verbs[0][0]]
    named = [t.value for j, t in enumerate(before) if t.kind == "player" and not (
        j and before[j - 1].value in ru.PREPOSITIONS)]  # 'встаёт рядом с @dina и ...'
    subject = named[-1] if named else None
    if subject is None and any(t.kind == "word" and t.value in SUBJECT_OTHER for t in before):
        return None
    for_ = actor
    if subject is not None and subject not in (actor or table.speaker, table.speaker):
        if actor is not None or table.chief_of(subject) != table.speaker:
            return None
        for_ = subject  # '@bob tire sur @x', from bob's chief
    imperative = _imperative(text, tokens, verbs[0])
    if imperative and actor is not None and tokens[verbs[0][0]].value in ru.IMPERATIVES:
        return subject, actor, True  # 'за @bob: защищайся', from bob's chief
    if imperative:
        if vocative is None or table.chief_of(vocative) != table.speaker:
            return None
        for_ = vocative  # '@bob, défends-moi !', from bob's chief
    return subject, for_, imperative


def _kind(tokens: list[_Token], verbs: list[_Verb], zones: list[str]) -> str | Rejection | None:
    """The one kind the clause's words say: a move needs a zone ('je vais réfléchir' is
    none), a shield named beside 'protège' is a shield, a bow beside 'attaque' a shot, a
    guard against arrows a shield; two kinds left are two actions."""
    kinds = {kind for _, kind, _ in verbs} - {"nothing"}
    if not kinds:
        return "nothing"
    if "move" in kinds and not zones:
        going = all(phrase[-1] in GO and not _led(tokens, i + len(phrase))
                    for i, k, phrase in verbs if k == "move")
        kinds -= {"move"}
        if not kinds:
            return None if going else _ambiguous("no_zone")
    if kinds & {"defend", "shield", "protect"} and "shoot" in kinds and all(
            _threat(tokens, i) for i, k, _ in verbs if k == "shoot"):
        kinds = (kinds - {"shoot", "defend", "protect"}) | {"shield"}  # 'je me protège des flèches'
    if {"shield", "defend"} <= kinds:
        return _ambiguous("defend_or_shield")
    if kinds & {"shield", "defend"}:
        kinds -= {"protect"}
    if {"shoot", "attack"} <= kinds:
        kinds -= {"attack"}  # 'j'attaque dina à l'arc'
    if len(kinds) > 1:
        return _ambiguous("two_actions", kinds=sorted(kinds))
    return next(iter(kinds))


def _led(tokens: list[_Token], i: int) -> bool:
    """Whether a place follows ('je vais dans la forêt'): then going is a move to it."""
    return i < len(tokens) and tokens[i].value in MOVE_LEADS - {"la", "le", "zone", ":"}


def _threat(tokens: list[_Token], i: int, reflexive: bool = True) -> bool:
    """Whether the word at i is what one guards against ('les coups de @dina', 'contre
    @bea', 'je me protège des flèches'), not whom ('défense de @gaspard')."""
    before = [t.value for t in tokens[max(0, i - 2):i]]
    if set(before) & {"contre", "against", "from", *ru.THREATS}:
        return True
    return bool(set(before) & THREATS) and (reflexive or i >= 2)


def _imperative(text: _Text, tokens: list[_Token],
                verb: _Verb) -> bool:
    """'défends-moi', 'couvre-moi', 'cover me' (said to someone)."""
    i, _, phrase = verb
    if tokens[i].value in ru.IMPERATIVES:
        return True  # 'защищайся', 'прикрой меня', 'атакуй @carl'
    end = tokens[i + len(phrase) - 1].end
    if re.match(r"-(?:moi|nous|le|la|les|lui)\b", text.folded[end:end + 6]):
        return True
    following = tokens[i + len(phrase)] if i + len(phrase) < len(tokens) else None
    return i == 0 and following is not None and following.value in ("me", "us") and (
        tokens[i].value in ("cover", "defend", "shield", "protect", "guard"))


def _destinations(tokens: list[_Token], verbs: list[_Verb]) -> list[str]:
    """The zones a move goes to: a zone named as such, or a bare '3' or 'c' led by 'en', 'vers',
    'to'... or right after the verb; not a zone it comes from ('de la zone 1')."""
    movers = {i for i, kind, _ in verbs if kind == "move"}
    out: list[str] = []
    for j, token in enumerate(tokens):
        if token.kind != "zone":
            continue
        before = tokens[j - 1] if j else None
        before2 = tokens[j - 2] if j > 1 else None
        if before is not None and before.value in ORIGINS or (
                before2 is not None and before2.value in ORIGINS and before is not None
                and before.value in ("la", "le", "l")):
            continue
        if not token.strong and not (before is not None and (
                before.value in MOVE_LEADS or any(j - 1 == i for i in movers))):
            continue
        out.append(token.value)
    return out


def _lone_zone(tokens: list[_Token]) -> str | None:
    """A zone alone, or with only filler words ('Action : zone C !', 'au centre')."""
    zones = [t.value for t in tokens if t.kind == "zone"]
    words = [t.value for t in tokens if t.kind == "word"]
    if len(set(zones)) != 1 or any(t.kind == "player" for t in tokens):
        return None
    if not all(w in FILLERS for w in words):
        return None
    strong = any(t.strong for t in tokens if t.kind == "zone")
    return zones[0] if strong or not words or words[-1] in MOVE_LEADS else None


def _target(table: _Table, tokens: list[_Token], verbs: list[_Verb],
            objects: list[_Token], acting: str, subject: str | None, imperative: bool,
            vocative: str | None, others: set[str]) -> tuple[str | None, str, Rejection | None]:
    """Whom the action is aimed at: the first player named after the verb; oneself ('me',
    'moi'); the addressee ('je te couvre'); a pronoun for the one other player told of."""
    first_verb = verbs[0][0]
    words = [t.value for t in tokens if t.kind == "word"]
    before = [t.value for t in tokens[max(0, first_verb - 2):first_verb] if t.kind == "word"]
    after = [t.value for t in objects if t.kind == "word"]
    guarding = {k for _, k, _ in verbs} & {"defend", "shield", "protect"}
    reflexive = bool(set(before) & SELF)
    named = [t for t in objects if t.kind == "player" and t.value != subject and not (
        guarding and _threat(objects, objects.index(t), reflexive))]
    known = [t for t in named if t.known]
    chosen = known or named
    if chosen:
        first = chosen[0]
        rest = [t for t in chosen[1:] if t.value != first.value]
        if rest:
            between = objects[objects.index(first) + 1:objects.index(rest[0])]
            if all(t.kind == "word" and t.value in TARGET_LINKS for t in between):
                return None, "", _ambiguous("two_targets", targets=[first.value, rest[0].value])
        return first.value, "", None
    if guarding and not named and len(after) >= 2 and after[0] in OTHERS and (
            after[1] not in OWN_THINGS):
        return None, "", _ambiguous("no_target", kind=verbs[0][1])  # 'je défends mes gars'
    if set(after) & SELF or set(before) & {"me", "m", "se", "s"}:
        speaker_meant = imperative or (subject is not None and subject != acting)
        return (table.speaker if speaker_meant else acting), "", None
    if set(before) & ADDRESSEE or set(after) & ADDRESSEE:
        addressed = vocative or _single(others - {table.speaker, acting})
        if addressed is not None:
            return addressed, "", None
    if set(before) & (CLITIC_PRONOUNS | OBJECT_PRONOUNS) or set(after) & OBJECT_PRONOUNS or (
            "dessus" in words):
        referent = _single(others - {table.speaker, acting})
        if referent is not None:
            return referent, "pronoun", None
        return None, "", _ambiguous("no_target", kind=verbs[0][1])  # 'je le défends': whom?
    return None, "", None


def _single(names: set[str]) -> str | None:
    return next(iter(names)) if len(names) == 1 else None


def _for(actor: str | None, table: _Table) -> JSON:
    return {"for": actor} if actor and actor != table.speaker else {}


def _acting_for(table: _Table, text: _Text, tokens: list[_Token]) -> tuple[str | None,
                                                                             list[_Token]]:
    """The warrior a chief declares for: 'pour @bob : ...', 'à la place de @bob', '@bob : ...'
    at the start of a line (from bob's chief). The words that say so are left out."""
    for i, token in enumerate(tokens):
        if token.kind != "player" or token.value == table.speaker:
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        marked = following is None or following.kind in ("colon", "comma", "stop")
        lead: tuple[str, ...] | None = None
        for length in (5, 4, 3, 2, 1):
            if i - length >= 0 and _at(tokens, i - length, FOR_PHRASES) is not None and len(
                    _at(tokens, i - length, FOR_PHRASES) or ()) == length:
                lead = _at(tokens, i - length, FOR_PHRASES)
                break
        if lead in ru.FOR_COLON and not (following is not None and following.kind == "colon"):
            lead = None  # 'прячусь за @bob': behind bob, not for him
        if lead is not None and (marked or lead in FOR_ANYWHERE):
            start = i - len(lead)
            end = i + 2 if marked and following is not None and following.kind == "colon" else i + 1
            return token.value, tokens[:start] + tokens[end:]
        line_start = not text.folded[:token.start].split("\n")[-1].strip(" *#>-")
        if line_start and following is not None and following.kind == "colon" and (
                table.chief_of(token.value) == table.speaker):
            return token.value, tokens[:i] + tokens[i + 2:]
    return None, tokens


def _amend_action(table: _Table, order: Order, after: _Text) -> Order | None:
    """'j'attaque carl... non, dina': a new target; 'en zone 2, non, 3': a new zone."""
    tokens = table.tokens(after.folded)
    players = [t.value for t in tokens if t.kind == "player" and t.value != table.speaker]
    zones = [t.value for t in tokens if t.kind == "zone"]
    if order.kind == "move" and zones and not players:
        return Order("move", {**order.params, "to": zones[-1]}, order.doubt)
    if order.kind in ("attack", "defend", "shoot", "shield") and players and not zones:
        return Order(order.kind, {**order.params, "target": players[-1]})
    return None

"""Reading Forum Mafia posts (`mafia.reading`): a corpus of messages as forum players write
them, in French, English and Russian, each with its expected reading, and a named test per
clause of the reading.

The corpus's expected readings are short strings: "vote Bea", "vote no lynch", "unvote",
"kill carl", "pass", "unknown xavier" (a Rejection `unknown_player` for that name), or None
(talk). The players are ana (who speaks), Bea, carl, dan, emma, Zoé_42, jean-michel, Вика.
"""

from __future__ import annotations

import pytest
from mafia.reading import NO_LYNCH, RESERVED, TEXT_LIMIT, WORDS, read

from gamemaster.game import Order, Rejection
from gamemaster.reader import Names

PLAYERS = ["ana", "Bea", "carl", "dan", "emma", "Zoé_42", "jean-michel", "Вика"]
NAMES = Names.of(PLAYERS, RESERVED)


def short(reading: Order | Rejection | None) -> str | None:
    """A reading as the corpus writes it."""
    if reading is None:
        return None
    if isinstance(reading, Rejection):
        return f"unknown {reading.params['target']}" if reading.code == "unknown_player" \
            else f"rejection {reading.code}"
    target = reading.params.get("target")
    return f"{reading.kind} {target}" if target else reading.kind


TOPIC: list[tuple[str, str | None]] = [
    # --- votes in every form ---
    ("vote @bea", "vote Bea"),
    ("vote bea", "vote Bea"),
    ("Vote Bea", "vote Bea"),
    ("VOTE BEA", "vote Bea"),
    ("VoTe BeA", "vote Bea"),
    ("##vote bea", "vote Bea"),
    ("## Vote: Bea", "vote Bea"),
    ("# VOTE carl", "vote carl"),
    ("**vote: bea**", "vote Bea"),
    ("**Vote Bea**", "vote Bea"),
    ("__vote carl__", "vote carl"),
    ("[b]vote carl[/b]", "vote carl"),
    ("<b>vote carl</b>", "vote carl"),
    ("<strong>VOTE: dan</strong>", "vote dan"),
    ("[vote]bea[/vote]", "vote Bea"),
    ("[vote]@carl[/vote]", "vote carl"),
    ("[vote=dan]", "vote dan"),
    ("[color=red][b]vote emma[/b][/color]", "vote emma"),
    ("/vote dan", "vote dan"),
    ("*vote bea*", "vote Bea"),
    ("Vote:bea", "vote Bea"),
    ("vote@bea", "vote Bea"),
    ("vote: @carl", "vote carl"),
    ("vote - carl", "vote carl"),
    ("vote for bea", "vote Bea"),
    ("vote against carl", "vote carl"),
    ("I vote bea", "vote Bea"),
    ("i vote for @dan", "vote dan"),
    ("Voting bea.", "vote Bea"),
    ("Voting bea because of her slip on day 1", "vote Bea"),
    ("I'm voting carl", "vote carl"),
    ("my vote goes to dan", "vote dan"),
    ("My vote: emma", "vote emma"),
    ("switching my vote to dan", "vote dan"),
    ("je vote @bea", "vote Bea"),
    ("Je vote Bea.", "vote Bea"),
    ("je vote pour Zoé_42 !", "vote Zoé_42"),
    ("je vote contre carl", "vote carl"),
    ("moi je vote dan", "vote dan"),
    ("mon vote va à carl", "vote carl"),
    ("Mon vote : emma", "vote emma"),
    ("je change mon vote pour carl", "vote carl"),
    ("голосую @bea", "vote Bea"),
    ("Голосую за @bea", "vote Bea"),
    ("голос за @bea", "vote Bea"),
    ("Голос: @carl", "vote carl"),
    ("я голосую против carl", "vote carl"),
    ("мой голос — bea", "vote Bea"),
    ("мой голос: dan", "vote dan"),
    ("мой голос остаётся на bea", "vote Bea"),
    ("переголосовываю за dan", "vote dan"),
    ("голосую против Вики", "vote Вика"),
    ("голосую за Вику", "vote Вика"),
    ("голосую за Карла", "vote carl"),
    ("голосую против Эммы", "vote emma"),
    ("голосую за Бею", "vote Bea"),
    ("голос за Дэна", "vote dan"),
    # --- padding around the vote ---
    ("ok je vote @bea, elle est louche", "vote Bea"),
    ("Bon alors, je vote carl.", "vote carl"),
    ("Hi all! Vote: Bea", "vote Bea"),
    ("Salut tout le monde.\n\nJe pense que bea ment.\n\n**VOTE BEA**", "vote Bea"),
    ("Long day. Bea's posts are scummy, her tone shifted.\n\nvote bea", "vote Bea"),
    ("ok so vote dan", "vote dan"),
    ("Well, voting emma for now", "vote emma"),
    ("Bea is scummy - vote bea", "vote Bea"),
    ("bea ment donc je vote bea", "vote Bea"),
    ("bea lies so vote bea", "vote Bea"),
    ("vote bea (elle a menti)", "vote Bea"),
    ("Je vote carl. Bea, t'en penses quoi ?", "vote carl"),
    ("vote bea, ok ?", "vote Bea"),
    ("ok **vote bea** bye", "vote Bea"),
    ("ну, голосую за @carl", "vote carl"),
    ("голосую за bea, она врет", "vote Bea"),
    ("Ладно. Голосую за dan, спасибо", "vote dan"),
    ("vote bea please", "vote Bea"),
    ("Vote: bea (L-2)", "vote Bea"),
    ("vote: **bea**", "vote Bea"),
    ("**vote** bea", "vote Bea"),
    ("vote bea\n\n-- Ana", "vote Bea"),
    ("🔥 vote bea 🔥", "vote Bea"),
    ("=> vote carl", "vote carl"),
    ("vote bea? no, vote carl", "vote carl"),
    ("I am not sure, but vote bea", "vote Bea"),
    ("Je sais pas trop, mais je vote bea", "vote Bea"),
    # --- names as players write them ---
    ("vote Zoe 42", "vote Zoé_42"),
    ("vote @zoe_42", "vote Zoé_42"),
    ("vote zoé", "vote Zoé_42"),
    ("VOTE ZOE", "vote Zoé_42"),
    ("vote jean michel", "vote jean-michel"),
    ("vote JEAN-MICHEL", "vote jean-michel"),
    ("Vote: @Jean Michel", "vote jean-michel"),
    ("vote jean", "vote jean-michel"),
    ("vote @ana", "vote ana"),
    # --- unvotes ---
    ("unvote", "unvote"),
    ("##unvote", "unvote"),
    ("**UNVOTE**", "unvote"),
    ("[unvote]", "unvote"),
    ("unvote bea", "unvote"),
    ("Unvote for now", "unvote"),
    ("I unvote", "unvote"),
    ("I withdraw my vote", "unvote"),
    ("je retire mon vote", "unvote"),
    ("Je retire mon vote de bea", "unvote"),
    ("dévote", "unvote"),
    ("снимаю голос", "unvote"),
    ("Снимаю свой голос с bea", "unvote"),
    ("отзываю свой голос", "unvote"),
    # --- no lynch ---
    ("vote no lynch", "vote no lynch"),
    ("Vote: No Lynch", "vote no lynch"),
    ("vote nolynch", "vote no lynch"),
    ("vote no-lynch", "vote no lynch"),
    ("##vote no lynch", "vote no lynch"),
    ("[vote]no lynch[/vote]", "vote no lynch"),
    ("I vote for no lynch", "vote no lynch"),
    ("no lynch", "vote no lynch"),
    ("No lynch today please", "vote no lynch"),
    ("pas d'élimination", "vote no lynch"),
    ("je vote pas d'élimination", "vote no lynch"),
    ("Pas de lynch aujourd'hui", "vote no lynch"),
    ("без линча", "vote no lynch"),
    ("голосую без линча", "vote no lynch"),
    ("pas de lynch pour moi", "vote no lynch"),
    # --- several votes: the last counts ---
    ("vote bea\nvote carl", "vote carl"),
    ("vote bea\n\nunvote", "unvote"),
    ("unvote\nvote bea", "vote Bea"),
    ("unvote bea, vote carl", "vote carl"),
    ("unvote bea vote carl", "vote carl"),
    ("unvote and vote carl", "vote carl"),
    ("~~vote bea~~ vote carl", "vote carl"),
    ("vote bea\n~~vote carl~~", "vote Bea"),
    ("vote @bea, actually @carl", "vote carl"),
    ("vote bea... non, carl", "vote carl"),
    ("vote bea — non, carl", "vote carl"),
    ("vote @bea. wait, carl.", "vote carl"),
    ("голосую за bea, вернее за dan", "vote dan"),
    ("UNVOTE: BEA\nVOTE: CARL", "vote carl"),
    ("vote @xavier\nvote bea", "vote Bea"),
    # --- talk that must NOT be a vote ---
    ("I think we should vote carefully today", None),
    ("why did you vote bea?", None),
    ("qui a voté pour bea ?", None),
    ("vote bea?", None),
    ("on vote bea ?", None),
    ("je vote bea, vous en pensez quoi ?", None),
    ("Should we vote bea or carl?", None),
    ("почему ты голосуешь за bea?", None),
    ("кто голосовал за bea?", None),
    ("I voted bea yesterday", None),
    ("j'ai voté bea hier", None),
    ("bea voted carl", None),
    ("carl vote bea, c'est suspect", None),
    ("If we vote bea and she flips town we lose", None),
    ("we should vote bea", None),
    ("don't vote bea", None),
    ("everyone vote bea!", None),
    ("tout le monde vote bea", None),
    ("I'm not voting bea", None),
    ("je ne vote pas bea", None),
    ("je vote pas bea, elle est town", None),
    ("не голосую за bea", None),
    ("I'll vote bea later", None),
    ("je vais voter bea", None),
    ("maybe vote bea", None),
    ("peut-être vote bea", None),
    ("vote bea if she does not claim", None),
    ("vote bea unless someone objects", None),
    ("Vote count please", None),
    ("votes are in, bea has 3", None),
    ("Vote manipulation is scummy", None),
    ("vote carefully", None),
    ("I vote we wait", None),
    ("unvote is a weird command", None),
    ("no lynch is a bad idea", None),
    ("I think no lynch", None),
    ("vote bea or carl", None),
    ("vote @bea @carl", None),
    ("je vote contre elle", None),
    ("@bea what do you think?", None),
    ("@bea", None),
    ("bea - vote", None),
    ("bea: vote carl", None),
    ("Carl wrote: vote bea", None),
    ("he wrote \"vote carl\" lol", None),
    ("«vote bea» c'est ce que dirait la mafia", None),
    ("She said “vote dan” twice", None),
    ("~~vote bea~~", None),
    ("kill bea", None),
    ("the mafia will kill bea tonight", None),
    ("rien", None),
    ("Голосую за то, чтобы подождать", None),
    ("голосую за него", None),
    ("Голосую за bea или за carl, не знаю", None),
    ("Все голосуем за bea!", None),
    ("Я бы голосовала за bea", None),
    ("Может, голос за bea?", None),
    ("Votons bea !", None),
    ("Qui vote bea avec moi ?", None),
    ("I think I vote bea", None),
    ("I wonder if I should vote bea", None),
    ("je me demande si je vote bea", None),
    ("Votes: bea 3, carl 2", None),
    ("“vote bea” lol", None),
    ("I unvoted bea earlier", None),
    ("Bea unvoted, why?", None),
    ("", None),
    # --- a vote for no player ---
    ("vote @xavier", "unknown xavier"),
    ("**vote Xavier**", "unknown Xavier"),
    ("vote: xavier", "unknown xavier"),
    ("##vote bae", "unknown bae"),
    ("je vote @Xénia, elle ment", "unknown Xénia"),
    ("голосую за @petya", "unknown petya"),
    ("vote bae", None),
]

DESK: list[tuple[str, str | None]] = [
    # --- each action in each language ---
    ("kill bea", "kill Bea"),
    ("je tue @bea", "kill Bea"),
    ("on tue bea cette nuit", "kill Bea"),
    ("we kill carl", "kill carl"),
    ("mafia kill bea", "kill Bea"),
    ("la mafia tue dan", "kill dan"),
    ("NK: bea", "kill Bea"),
    ("ok kill: @dan", "kill dan"),
    ("убиваем @dan", "kill dan"),
    ("Убить Вику", "kill Вика"),
    ("проверяю Карла", "check carl"),
    ("лечу Эмму", "protect emma"),
    ("Мафия убивает bea", "kill Bea"),
    ("давайте убьём bea", "kill Bea"),
    ("protect bea", "protect Bea"),
    ("je voudrais protéger @bea s'il te plaît", "protect Bea"),
    ("Bonsoir ! Cette nuit je voudrais protéger @carl, merci.", "protect carl"),
    ("soigner Zoé", "protect Zoé_42"),
    ("heal emma", "protect emma"),
    ("защитить @carl", "protect carl"),
    ("лечу dan", "protect dan"),
    ("check bea", "check Bea"),
    ("Hello GM, I'd like to check @dan please. Thanks!", "check dan"),
    ("I investigate carl", "check carl"),
    ("enquêter sur carl", "check carl"),
    ("j'enquête sur Carl", "check carl"),
    ("je vérifie carl", "check carl"),
    ("проверить @bea", "check Bea"),
    ("Добрый вечер. Хочу проверить @carl, спасибо", "check carl"),
    ("check: zoe 42", "check Zoé_42"),
    ("shoot dan", "shoot dan"),
    ("Je tire sur @dan !", "shoot dan"),
    ("tirer sur dan", "shoot dan"),
    ("abattre emma", "shoot emma"),
    ("застрелить dan", "shoot dan"),
    ("стреляю в dan", "shoot dan"),
    ("block carl", "block carl"),
    ("Action : bloquer @carl", "block carl"),
    ("Bloque bea stp", "block Bea"),
    ("rb carl", "block carl"),
    ("заблокировать @bea пожалуйста", "block Bea"),
    ("night action: shoot bea", "shoot Bea"),
    ("**kill bea**", "kill Bea"),
    # --- the target before the word ---
    ("@bea: check", "check Bea"),
    ("bea — проверить", "check Bea"),
    # --- oneself ---
    ("protect myself", "protect ana"),
    ("heal me", "protect ana"),
    ("je me soigne", "protect ana"),
    ("je protège moi-même", "protect ana"),
    ("лечу себя", "protect ana"),
    ("защищаю себя", "protect ana"),
    # --- no action ---
    ("rien", "pass"),
    ("rien ce soir, merci", "pass"),
    ("je passe mon tour", "pass"),
    ("personne", "pass"),
    ("no action", "pass"),
    ("no action tonight thanks", "pass"),
    ("pass", "pass"),
    ("nothing tonight", "pass"),
    ("ничего", "pass"),
    ("пас", "pass"),
    ("я пас", "pass"),
    ("ничего не делаю", "pass"),
    ("пропускаю", "pass"),
    ("je ne tue personne", "pass"),
    ("I won't shoot anyone tonight", "pass"),
    ("никого не убиваем", "pass"),
    ("kill nobody", "pass"),
    ("Je ne fais rien cette nuit.", "pass"),
    ("no kill tonight", "pass"),
    # --- changes of mind: the last action counts ---
    ("kill bea\nkill carl", "kill carl"),
    ("kill bea. actually no, kill carl", "kill carl"),
    ("kill bea, no wait, dan", "kill dan"),
    ("je tue bea — non, carl", "kill carl"),
    ("don't kill bea, kill carl", "kill carl"),
    ("block bea and then kill carl", "kill carl"),
    ("проверяю bea и убиваем carl", "kill carl"),
    # --- talk, questions, nothing readable ---
    ("I think we should kill bea tonight", None),
    ("qui dois-je protéger ?", None),
    ("should I kill bea?", None),
    ("kill bea or carl?", None),
    ("kill bea or carl", None),
    ("kill bea si carl est protégé", None),
    ("je ne tue pas bea", None),
    ("vote bea", None),
    ("kill", None),
    ("I want to kill someone suspicious", None),
    ("I have nothing to say", None),
    ("rien à signaler", None),
    ("protect the cop", None),
    ("bea check your pm", None),
    ("we kill bea?", None),
    ("Предлагаю убить bea", None),
    # --- a target that is no player ---
    ("kill @xavier tonight", "unknown xavier"),
    ("tuer Xavier", "unknown Xavier"),
    ("проверить @petya", "unknown petya"),
]


@pytest.mark.parametrize(("text", "expected"), TOPIC, ids=[text[:40] for text, _ in TOPIC])
def test_topic_corpus(text: str, expected: str | None) -> None:
    """Each post in the game topic reads as its vote, its unvote, or talk (None)."""
    assert short(read(text, NAMES, "ana", "topic")) == expected


@pytest.mark.parametrize(("text", "expected"), DESK, ids=[text[:40] for text, _ in DESK])
def test_desk_corpus(text: str, expected: str | None) -> None:
    """Each desk message reads as its night action, a pass, or nothing."""
    assert short(read(text, NAMES, "ana", "desk")) == expected


def test_corpus_is_large_enough() -> None:
    """The brief asks for at least 120 messages, in three languages."""
    assert len(TOPIC) + len(DESK) >= 120
    cyrillic = [text for text, _ in TOPIC + DESK if any("а" <= c <= "я" for c in text.lower())]
    assert len(cyrillic) >= 20


def test_vote_order_shape() -> None:
    """A vote is `vote {target: the player's name as the game knows it}`."""
    assert read("vote zoe 42", NAMES, "ana", "topic") == Order("vote", {"target": "Zoé_42"})


def test_no_lynch_target() -> None:
    """No lynch is a vote whose target is `NO_LYNCH`."""
    assert read("без линча", NAMES, "ana", "topic") == Order("vote", {"target": NO_LYNCH})
    assert NO_LYNCH == "no lynch"


def test_unvote_has_no_params() -> None:
    """An unvote names nobody, even when the player names whom they unvote."""
    assert read("unvote @bea", NAMES, "ana", "topic") == Order("unvote", {})


def test_unknown_vote_is_addressed() -> None:
    """A vote word with a name that is no player: `unknown_player`, with what was written and
    the players, answered in the topic (`addressed`)."""
    reading = read("ok je vote @Xavier, il ment", NAMES, "ana", "topic")
    assert reading == Rejection("unknown_player", {
        "code": "unknown_player", "target": "Xavier", "players": PLAYERS, "addressed": True})


def test_unknown_action_is_not_addressed() -> None:
    """At the desk every rejection is answered: no `addressed` needed."""
    reading = read("tuer @xavier", NAMES, "ana", "desk")
    assert isinstance(reading, Rejection)
    assert reading.code == "unknown_player"
    assert "addressed" not in reading.params
    assert reading.params["players"] == PLAYERS


def test_talk_is_none_not_a_rejection() -> None:
    """Talk is None (the game turns it into the quiet `not_an_order`), never a Rejection."""
    for text in ("why did you vote bea?", "I think we should vote carefully today",
                 "vote carefully", "@bea"):
        assert read(text, NAMES, "ana", "topic") is None


def test_self_target_is_the_speaker_as_named_by_the_game() -> None:
    """"protect myself" targets the speaker, spelled as the game spells the player."""
    assert read("protect myself", NAMES, "ZOE_42", "desk") == Order("protect",
                                                                   {"target": "Zoé_42"})


def test_kind_is_read_whatever_the_role() -> None:
    """Reading does not know roles: a town player's "kill bea" reads as a kill (the rules
    refuse it)."""
    assert read("kill bea", NAMES, "dan", "desk") == Order("kill", {"target": "Bea"})


def test_other_private_channels_read_as_the_desk() -> None:
    """A group conversation (the mafia's night chat) reads night actions like the desk."""
    assert read("on tue carl", NAMES, "ana", "discobot") == Order("kill", {"target": "carl"})


def test_topic_does_not_read_night_actions() -> None:
    """A night action said in the topic is talk there."""
    assert read("je tue bea", NAMES, "ana", "topic") is None


def test_desk_does_not_read_votes() -> None:
    """A vote sent at the desk is nothing there."""
    assert read("vote bea", NAMES, "ana", "desk") is None


def test_names_without_reserved_words() -> None:
    """A game may build Names without `RESERVED`: votes still read."""
    names = Names.of(PLAYERS)
    assert read("je vote pour bea", names, "ana", "topic") == Order("vote", {"target": "Bea"})


def test_reserved_words_hold_the_grammar() -> None:
    """`RESERVED` holds the vote, unvote, no lynch and action words."""
    assert {"vote", "unvote", "lynch", "kill", "tuer", "голосую", "пас"} <= RESERVED


def test_read_never_raises() -> None:
    """Odd input reads as nothing rather than raising."""
    for text in ("", "   ", "\n\n", "*" * 50, "[vote][/vote]", "vote " + "@" * 30,
                 "x" * 20_000, "**", "[b]", "«", "vote:"):
        assert read(text, NAMES, "ana", "topic") is None
        assert read(text, NAMES, "ana", "desk") is None


def test_post_over_the_limit_is_not_read() -> None:
    """A post longer than Discourse allows (`TEXT_LIMIT`) is not read."""
    assert read("vote bea " + "x" * TEXT_LIMIT, NAMES, "ana", "topic") is None


def test_long_post_reads_its_vote() -> None:
    """A long analysis post ending with its vote reads the vote."""
    analysis = "\n\n".join(f"Point {i}: bea said something odd about carl." for i in range(30))
    assert read(analysis + "\n\n**vote bea**", NAMES, "ana", "topic") == Order(
        "vote", {"target": "Bea"})


def test_vocabulary_has_every_language() -> None:
    """Each order kind has its words in French, English and Russian."""
    for table in ("vote", "unvote", "no_lynch", "kill", "protect", "check", "shoot", "block",
                  "pass"):
        for language in ("fr", "en", "ru"):
            assert WORDS.phrases(table, language), (table, language)

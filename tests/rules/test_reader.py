"""The reader toolkit (rules/reader/): the author's own words (the one place that strips
quotes, code and comments, applied by the bridge before any game reads it), and each shared part
of reading an order."""

import re

import pytest

from rules.reader import (
    Names,
    asks,
    confirms,
    fold,
    key,
    last_change,
    named_players,
    names_speaker,
    narrated,
    number,
    own_words,
    pronoun_target,
    spelled_coordinates,
    without_musing,
    without_signature,
)
from rules.reader.russian import without_questions


def test_quotes_code_and_comments_are_not_the_authors_words() -> None:
    raw = ('[quote="boris, post:3, topic:9"]\nje lance sur anna 5\n[quote]inner[/quote]\n'
           '[/quote]\nje vais en C3 `throw x 2`\n> move D4\n<!-- hidden -->\n```\npass\n```')
    assert own_words(raw).split() == ["je", "vais", "en", "C3"]


def test_an_unclosed_quote_hides_the_rest() -> None:
    assert own_words("move B2 [quote]throw anna 3") == "move B2"


@pytest.mark.parametrize("raw", [
    "<blockquote>je lance sur ana 4</blockquote>ok, je valide",
    "<aside class=\"quote\">je lance sur ana 4</aside>ok, je valide",
    "[code]je lance sur ana 4[/code]ok, je valide",
    "~~~\nje lance sur ana 4\n~~~\nok, je valide",
    "ok, je valide\r\n> je lance sur ana 4",
    "ok, ``je lance sur ana 4`` je valide",
])
def test_every_form_of_quote_and_code_is_dropped(raw: str) -> None:
    assert own_words(raw).split() == ["ok,", "je", "valide"]


def test_the_text_around_is_kept_as_written() -> None:
    kept = "Je vais en **C3**, ~~en B2~~ :smile:"
    assert own_words(f"  {kept}  ") == kept, "markup is each game's grammar's business"


@pytest.mark.parametrize("text", [
    "oui", "oui, je confirme", "ok je confirme", "c'est bon, confirmé",
    "Oui c'est bien ça, merci", "ok, je valide", "yes that's right", "Yes, confirmed.",
    "да, подтверждаю", "Верно, спасибо",
])
def test_a_bare_confirmation_padded_to_the_forum_minimum_confirms(text: str) -> None:
    assert confirms(text)


@pytest.mark.parametrize("text", [
    "non", "oui mais je vais en C3", "je vais en C3", "merci", "", "ok, je lance sur anna 3",
    "нет", "yes, throw at boris 2",
])
def test_anything_more_than_a_confirmation_does_not_confirm(text: str) -> None:
    assert not confirms(text)


# --- the toolkit's parts, each on its own ----------------------------------------------------



def test_folding_drops_case_accents_and_ligatures_but_keeps_the_russian_short_i() -> None:
    assert fold("Zoé Œuvre d’Horloge") == "zoe oeuvre d'horloge"
    assert fold("Йорш Ёлка") == "йорш елка"
    assert key("@Zoé_42") == key("zoe 42") == key("ZOE-42") == "zoe42"


def test_a_name_copied_from_a_post_reads_without_its_invisible_word_joiners() -> None:
    """The bot's posts keep a chosen name inert with U+2060 (`bridge.texts.inert`): a player
    who copies "Salle.Bleue" or "#1" back writes the name, not the joiner."""
    assert fold("Salle.\u2060Bleue #\u20601") == "salle.bleue #1"
    assert fold("Cui\u200bsine\u2060") == "cuisine"


@pytest.mark.parametrize(("word", "value"), [("3", 3), ("trois", 3), ("Three", 3),
                                             ("три", 3), ("две", 2), ("pomme", None)])
def test_numbers_in_words_in_three_languages(word: str, value: int | None) -> None:
    assert number(word) == value


def test_names_with_and_without_at_and_by_a_unique_first_part() -> None:
    names = Names.of(["zoé_42", "Jean-Michel", "jean_paul", "anna"], reserved={"la"})
    assert names.named(["@Zoe_42"]) == names.named(["zoe", "42"]) == "zoé_42"
    assert names.named(["zoé"]) == "zoé_42"
    assert names.named(["jean"]) is None  # two players start with 'jean': no guessing
    assert named_players("*@jean-michel sourit à Zoe 42, puis à anna*", names) == [
        "Jean-Michel", "zoé_42", "anna"]


def test_narration_is_set_apart_but_bold_and_one_italic_word_stay_plain() -> None:
    told = narrated("*Anna se baisse.* **Je lance** sur _boris_ : 3\n_Elle sourit._")
    assert told.plain.split() == ["Je", "lance", "sur", "boris", ":", "3"]
    assert told.narration == "Anna se baisse.\nElle sourit."
    assert narrated("* je vais en C3").narration == ""  # a markdown bullet
    assert narrated("[i]Il hésite.[/i] <em>Puis file.</em> C3").plain.split() == ["C3"]


@pytest.mark.parametrize(("text", "kept"), [
    ("Et si j'allais en C3 ?", ""),
    ("je vais en C3, ok ?", "je vais en C3"),
    ("Je devrais peut-être aller en C3, non ?", ""),
    ("Lancer sur Chloé, vraiment ?", ""),
    ("Should I go to C3? I go to D4.", "I go to D4."),
])
def test_questions_that_think_aloud_are_dropped(text: str, kept: str) -> None:
    assert " ".join(without_musing(text).split()) == kept


@pytest.mark.parametrize(("text", "kept"), [
    ("Je me demande si je ne devrais pas aller en C3.", "."),
    ("I wonder if I should go to C3. I go to D4.", ". I go to D4."),
    ("je ne sais pas encore où aller, je réfléchis", ","),
    ("Je ne sais pas qui c'est, mais je lance sur anna 3.", ", mais je lance sur anna 3."),
    ("Je vais en C3, je ne sais pas si c'est malin", "Je vais en C3,"),
    ("I'm not sure, C3", ", C3"),
    ("Je réfléchis et je t'envoie mon ordre ce soir", ""),
    ("Je lance sur boris 3 ou 4, je sais pas", "Je lance sur boris 3 ou 4, je sais pas"),
])
def test_hedges_without_a_question_mark_think_aloud(text: str, kept: str) -> None:
    """A hedge drops its clause ("je ne sais pas", "je réfléchis", "I'm not sure"), or the
    rest of its sentence when it governs it ("je me demande si", "I wonder if"); what comes
    before it stays, and so does an order after it."""
    assert " ".join(without_musing(text).split()) == kept


def test_a_pronoun_stands_for_the_one_player_the_narration_names() -> None:
    names = Names.of(["bea", "carl", "dina"])
    assert pronoun_target("je la tue", "*Bea est seule.*", names, "carl") == "bea"
    assert pronoun_target("je la tue", "*Bea et Dina parlent.*", names, "carl") is None
    assert pronoun_target("je tue bea", "*Bea est seule.*", names, "carl") is None
    assert pronoun_target("je le tue", "*Carl est seul.*", names, "carl") is None


@pytest.mark.parametrize(("text", "cut"), [
    ("je vais en c3... finalement en d4", ("je vais en c3... ", " en d4")),
    ("vote @bob, ah non @carl", ("vote @bob, ah ", " @carl")),
    ("je lance 3, non, 4", ("je lance 3, ", ", 4")),
    ("no throw today", None),
])
def test_the_last_change_of_mind_cuts_the_text(text: str, cut: tuple[str, str] | None) -> None:
    assert last_change(text) == cut


@pytest.mark.parametrize(("text", "kept"), [
    ("je vais en C3\nCordialement,\nDavid", "je vais en C3"),
    ("je vais en C3\n-- David", "je vais en C3"),
    ("Lancer sur emma 4, David", "Lancer sur emma 4"),
    ("lancer sur David 4", "lancer sur David 4"),
    ("David", "David"),
])
def test_a_closing_signature_is_not_part_of_the_order(text: str, kept: str) -> None:
    assert without_signature(text, "david") == kept


@pytest.mark.parametrize(("text", "labelled"), [
    ("je vais colonne C, ligne trois", "je vais C3"),
    ("row 3, column e", "E3"),
    ("je vais en c trois", "je vais en C3"),
    ("столбец Б, строка 7", "Б7"),
    ("il y a un chat", "il y a un chat"),
])
def test_coordinates_spelt_in_words_become_labels(text: str, labelled: str) -> None:
    assert spelled_coordinates(text) == labelled


@pytest.mark.parametrize("text", [
    "Est-ce que ça vaut le coup de lancer sur boris avec un 3, vous pensez ?",
    "lancer sur boris 3, vous en pensez quoi ?",
    "je me demande si aller en C3 serait malin?",
    "Ça vaut le coup ? Lancer sur boris avec un 3.",
    "lancer sur boris 3 ? vous en pensez quoi",
    "should I throw at @ana with 4? not sure",
    "throwing at ana with a 4, good idea or not?",
    "I throw at ana 4, what do you think?",
    "Throw at ana 4 — worth it?",
    "I'm wondering whether to throw at ana with 4",
    "not sure if I should throw at ana 4",
    "Je me tâte à aller en C3",
    "est-ce que je lance sur boris 3, franchement",
    "стоит ли кинуть в @boris 3? как думаете",
    "интересно, стоит кинуть в бориса 3",
    "есть смысл идти в C3",
])
def test_a_question_that_mentions_an_order_is_not_one(text: str) -> None:
    """However long the question and wherever its question mark: a question that asks
    whether an order is worth giving (`asks`), or a sentence that weighs it, keeps no order."""
    kept = set(re.findall(r"\w+", without_musing(text).lower()))
    assert not kept & {"lance", "lancer", "throw", "aller", "кинуть", "идти", "c3", "3", "4"}


@pytest.mark.parametrize(("text", "kept"), [
    ("je vais en C3, c'est bon ?", "je vais en C3"),  # a tag that only asks for confirmation
    ("Je monte en A4. Vous pensez que ça suffira ?", "Je monte en A4."),
    ("je lance sur anna 3, ok ? et je passe", "je lance sur anna 3 et je passe"),
])
def test_an_order_before_a_confirmation_tag_or_its_own_question_stands(text: str,
                                                                      kept: str) -> None:
    assert " ".join(without_musing(text).split()) == kept


@pytest.mark.parametrize(("text", "asked"), [
    ("vous pensez ?", True), ("bonne idée ou pas", True), ("thoughts?", True),
    ("worth it", True), ("как думаете", True), ("стоит?", True), ("не уверен", True),
    ("c'est bon ?", False), ("ok ?", False), ("нормально?", False), ("je lance sur anna 3", False),
])
def test_asks_knows_the_words_that_ask_whether_an_order_is_worth_giving(text: str,
                                                                       asked: bool) -> None:
    assert asks(text) is asked


@pytest.mark.parametrize(("text", "kept"), [
    ("кинуть в бориса 3, стоит?", ""),
    ("кидаю в бориса 3, как думаете?", ""),
    ("кидаю в бориса 3, нормально?", "кидаю в бориса 3"),
])
def test_a_russian_question_that_asks_whether_it_is_worth_it_is_dropped_whole(
        text: str, kept: str) -> None:
    assert " ".join(without_questions(text).split()) == kept


@pytest.mark.parametrize(("text", "cut"), [
    ("lancer sur boris 3 — non, 4", ("lancer sur boris 3 — ", ", 4")),
    ("aller en c3... enfin c4", ("aller en c3... ", " c4")),
    ("throw at ana 2, make that 5", ("throw at ana 2, ", " 5")),
    ("throw at ana 2, i mean 5", ("throw at ana 2, ", " 5")),
    ("move to c3 — sorry, c1", ("move to c3 — ", ", c1")),
    ("кидаю в бориса 3 — то есть 4", ("кидаю в бориса 3 — ", " 4")),
    ("иду в c3, в смысле c1", ("иду в c3, ", " c1")),
])
def test_a_correction_after_a_dash_or_at_the_end_cuts_the_text(
        text: str, cut: tuple[str, str]) -> None:
    assert last_change(text) == cut


def test_a_narration_that_names_the_speakers_own_character() -> None:
    told = "Anna ramasse une poignée de boue et la jette sur Boris avec une intensité de 3"
    assert names_speaker(told, "anna")
    assert not names_speaker(told, "chloe")
    assert names_speaker("Zoé lève son bouclier", "zoé_42")
    assert not names_speaker("Elle lève son bouclier", "zoé_42")

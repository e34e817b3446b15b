"""The `inert` filter: a name a GM or a player chose is shown as typed in a post, and neither
mentions, links nor formats.

Discourse cooks a post with markdown-it, then reads the text Markdown leaves for mentions,
hashtags and local dates (`app/assets/javascripts/discourse-markdown-it/src/features/
text-post-process.js`, whose rules `mentions.js` (`@(\\w[\\w.-]{0,58}[^\\W_])|@(\\w)`, or
letters, marks and digits with `unicode_usernames`) and `hashtag-autocomplete.js`
(`#([\\u00C0-\\u1FFF\\u2C00-\\uD7FF\\w:-]{1,101})`) push), then for emoji (`emoji.js`) and
bare links (linkify): a backslash before `@` is gone by then, so `\\@boris` still mentions
boris. A word joiner (U+2060) after `@` or `#` is no letter, mark, digit nor hashtag
character: nothing is found. The sandbox cooks as Discourse does (`bridge/sandbox/cook.py`),
so what it shows is what a player would see.
"""

from __future__ import annotations

import html
import random
import re

import pytest

from bridge.sandbox.cook import cook
from bridge.texts import WORD_JOINER, Texts, inert

J = WORD_JOINER
HOSTILE = "**Gras** @boris #staff <b>x</b> [lien](http://x.y)"


def _shown(cooked: str, allowed: str = "p") -> str:
    """The text a reader sees in a cooked post whose only tags may be `allowed` (and line
    breaks); a word joiner is invisible."""
    text = re.sub(r"<br>\n?", "\n", cooked)
    assert not re.search(rf"<(?!/?(?:{allowed})>)", text), cooked
    text = re.sub(rf"</?(?:{allowed})>", "", text)
    return html.unescape(text).replace(J, "")


@pytest.mark.parametrize("name", ["Loups", "Les Loups Gris", "Волки", "Медведи-шатуны",
                                  "L'Éclair", "Salle à manger", "Clan 42", "Ours 3.5",
                                  "snake_case", "Tom & Jerry", 'les "Rouges"', "½ ¿ ©"])
def test_a_plain_name_is_left_as_it_is(name: str) -> None:
    """Letters of any script, digits, apostrophes, spaces, an underscore inside a word, a
    lone `&`: nothing there needs escaping, so nothing changes."""
    assert inert(name) == name


@pytest.mark.parametrize("name, raw", [
    ("**Gras**", r"\*\*Gras\*\*"),
    ("_penché_", r"\_penché\_"),
    ("~~barré~~", r"\~\~barré\~\~"),
    ("`code`", r"\`code\`"),
    ("a|b", r"a\|b"),
    ("a\\b", r"a\\b"),
    ("[lien](x)", rf"\[{J}lien\](x)"),
    ("<b>x</b>", "&lt;b>x&lt;/b>"),
    ("&lt;", r"\&lt;"),
    ("# Titre", r"\# Titre"),
    ("> cité", r"\> cité"),
    ("- liste", r"\- liste"),
    ("1. un", r"1\. un"),
    ("2) deux", r"2\) deux"),
    ("@boris", f"@{J}boris"),
    ("le #staff", f"le #{J}staff"),
    ("Boue #1", f"Boue #{J}1"),
    (":game_die:", f":{J}game_die:"),
    ("http://x.y", f"http:{J}/{J}/x.{J}y"),
    ("example.com", f"example.{J}com"),
    ("[date=2026-12-10]", f"\\[{J}date=2026-12-10\\]"),
])
def test_what_would_format_mention_or_link_is_escaped(name: str, raw: str) -> None:
    """Markdown's specials get a backslash (`_` only at a word's edge, `#`, `>`, `-` and a
    number's `.` only where a line may start), `<` is written `&lt;`, an entity's `&` gets a
    backslash; a word joiner parts `@`, `#`, `:`, `[`, `//` and a domain's dot from what
    follows."""
    assert inert(name) == raw


def test_a_hostile_title_cooks_as_typed() -> None:
    """The title of the issue: shown literally, with no mention, bold, link nor tag."""
    cooked = cook(f"## {inert(HOSTILE)} : résultats du tour 1")
    assert _shown(cooked, "h2") == f"{HOSTILE} : résultats du tour 1"
    for made in ('class="mention"', "<strong>", "<a ", "<b>"):
        assert made not in cooked, cooked


def test_a_mention_written_by_the_template_still_mentions() -> None:
    """A username is not passed through the filter: `@anna` next to a filtered name still
    mentions anna, while the name's own `@boris` mentions nobody."""
    cooked = cook(f"@anna rejoint le clan **{inert('@boris')}**.")
    assert '<a class="mention" href="/u/anna">@anna</a>' in cooked
    assert "/u/boris" not in cooked
    assert cook(r"\@boris").count('class="mention"') == 1  # why a backslash is not enough


@pytest.mark.parametrize("frame", ["{}", "x {} y", "le clan **{}** !", "« {} » :",
                                   "- {}", "> {}", "| a | {} |\n|---|---|\n| b | c |"])
def test_any_name_cooks_as_typed_wherever_it_stands(frame: str) -> None:
    """Random names made of Markdown's, HTML's and Discourse's specials (seeded), in the
    places templates put names: alone (a line's start), inside a sentence, in bold, in
    quotes, in a list item, a quote, a table's cell: each is shown exactly as typed."""
    pieces = [*"ab1 .:/@#[]()*_`~|!<>&;=-+\\\"'$%{}^?,ж", "http://", "www.", ".com",
              "date=", "&lt;", "&#65;", ":smile:", "1.", "2)", "# ", "---", "***",
              "mailto:", "<b>", "</b>", "<!--", "-->", "[x](y)", "![x](y)", "a_b", "_a"]
    allowed = {"le clan **{}** !": "p|strong", "- {}": "ul|li", "> {}": "blockquote|p"}
    rng = random.Random(frame)
    for _ in range(400):
        name = " ".join("".join(rng.choice(pieces) for _ in range(rng.randint(1, 12)))
                        .split())
        if not name:
            continue
        cooked = cook(frame.format(inert(name)))
        if frame.startswith("|"):
            cells = re.findall(r"<th>(.*?)</th>", cooked, re.DOTALL)
            assert len(cells) == 2, (name, cooked)
            shown, expected = _shown(cells[1], "p"), name
        else:
            shown = _shown(cooked, allowed.get(frame, "p"))
            expected = frame.replace("**", "").format(name).removeprefix("- ")
            expected = expected.removeprefix("> ") if frame.startswith(">") else expected
        assert shown.strip() == expected.strip(), (name, inert(name), cooked)


def test_the_filter_is_for_posts_only() -> None:
    """Posts (Markdown) have the filter; web pages escape HTML on their own and do not."""
    texts = Texts()
    assert texts.env.filters["inert"] is inert
    assert "inert" not in texts.html_env.filters

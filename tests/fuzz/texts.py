"""What the fuzzer writes: post texts for the games' grammars, and hostile changes to the
captured webhook bodies (`shared/discourse/webhook_examples/`).

Everything is drawn from one `random.Random`, so a run is a function of its seed. Post texts
start from the players' messages of the rules' corpora (`tests/rules/corpus/*.jsonl`, French,
English and Russian, with their order words), shuffled, cut, re-addressed to the players of
the running games and to strangers, wrapped in forum markup (quotes, [details], code, HTML)
and spiced with the Unicode a forum lets through (RTL and zero-width marks, combining marks,
other scripts' digits, emoji, look-alike letters) or not (NUL, lone surrogates).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

CORPORA = Path(__file__).resolve().parent.parent / "rules" / "corpus"

ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u034f"]
BIDI = ["\u202e", "\u202d", "\u202a", "\u202b", "\u202c", "\u2066", "\u2067", "\u2068",
        "\u2069", "\u200f", "\u200e", "\u061c"]
COMBINING = ["\u0301", "\u0300", "\u0308", "\u0327", "\u20dd", "\u0489", "\u0336", "\u0483"]
SPACES = ["\u00a0", "\u2009", "\u202f", "\u3000", "\u2028", "\u2029", "\t", "\r\n", "\u0085",
          "\r", "\u1680", "\u180e"]
DIGITS = ["³", "٣", "３", "𝟑", "Ⅲ", "½", "⁴", "₅", "߃", "᠓", "〇", "፫", "௩", "𒐗", "١٢٣",
          "⑶", "❸", "𝟗𝟗"]
EMOJI = ["🎲", "💩", "👍🏽", "🏳️‍🌈", "👨‍👩‍👧‍👦", "🇫🇷", "❤️", "🧟", "🗡️", "🪣", "😈",
         "\U0001f9d1\u200d\U0001f4bb", "🔪"]
LOOK_ALIKE = {"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "x": "х", "y": "у",
              "B": "В", "A": "А", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р",
              "C": "С", "T": "Т", "X": "Х", "3": "З", "б": "6", "i": "і", "j": "ј"}
REFUSED = ["\x00", "\x07", "\x1b", "\x7f", "\x01", "\ud800", "\udfff", "\udbff"]
"""Characters no forum sends: a post holding one is refused at the edge (422)."""
SCRIPTS = [(0x0041, 0x007a), (0x00c0, 0x024f), (0x0370, 0x03ff), (0x0400, 0x04ff),
           (0x0590, 0x05ff), (0x0600, 0x06ff), (0x0900, 0x097f), (0x0e00, 0x0e7f),
           (0x3040, 0x30ff), (0x4e00, 0x4fff), (0xac00, 0xad00), (0x1f300, 0x1f6ff),
           (0x2000, 0x206f), (0x2190, 0x22ff), (0xfe00, 0xfe0f), (0x10000, 0x1007f),
           (0xe000, 0xe0ff), (0x1d400, 0x1d7ff)]
NUMBERS = ["0", "1", "2", "3", "4", "5", "6", "7", "-1", "-3", "+2", "3.5", "2,5", "1e3",
           "10", "99", "2147483648", "9223372036854775808", "9" * 40, "9" * 5000, "0x10",
           "00003", "trois", "three", "три", "deux", "five", "пять", "cinq", "zéro", "ноль",
           "1/2", "3+1", "∞", "NaN", "1_000"]
CELLS = ["A1", "B7", "C3", "E5", "F6", "Z9", "A0", "A99", "J10", "K11", "Б7", "б 7", "А1",
         "Й5", "Е3", "Я1", "b-7", "7B", "c 3", "AA1", "A-1", "A" + "1" * 30, "Ж10"]
OUTSIDERS = ["zorro", "gamemaster", "GameMaster", "discobot", "system", "nobody",
             "a" * 60, "x", "_", "anna.bis", "ana-", "ВАСЯ", "Élodie", "o'neil"]
STEMS = ["je", "I", "я", "et", "and", "и", "puis", "then", "потом", "non", "no", "нет",
         "oui", "yes", "да", "pas", "not", "не", "sur", "on", "на", "en", "to", "в",
         "avec", "with", "с", "finalement", "actually", "вообще-то", "oups", "oops", "ой"]


def corpus_entries() -> dict[str, list[tuple[str, str]]]:
    """The corpus messages of every game, by game id, each with the step or phase it was
    written for ("" when any)."""
    entries: dict[str, list[tuple[str, str]]] = {}
    for path in sorted(CORPORA.glob("*.jsonl")):
        game = path.stem.split("_")[0]
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if isinstance(entry, dict) and isinstance(entry.get("text"), str):
                where = str(entry.get("step") or entry.get("phase") or "")
                entries.setdefault(game, []).append((where, entry["text"]))
    return entries


class Writer:
    """Post texts for one run: `text(game, names)` draws one."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.entries = corpus_entries()
        self.texts = {game: [text for _, text in lines] for game, lines in self.entries.items()}
        self.words = {game: sorted({w for line in lines for w in re.findall(r"[\w'@-]+", line)})
                      for game, lines in self.texts.items()}
        self.all_words = sorted({w for words in self.words.values() for w in words})
        self.shapes: list[tuple[int, Callable[[str, list[str]], str]]] = [
            (10, self.corpus_line), (8, self.shuffled), (8, self.salad), (3, self.foreign),
            (5, self.marked_up), (4, self.garbled), (2, self.random_unicode),
            (1, self.very_long), (1, self.pathological), (2, self.mentions),
            (2, self.player_word)]

    def pick(self, items: list[Any]) -> Any:
        return items[self.rng.randrange(len(items))]

    def text(self, game: str, names: list[str]) -> str:
        """A post for a game whose people are `names` (players first)."""
        total = sum(weight for weight, _ in self.shapes)
        roll = self.rng.uniform(0, total)
        for weight, shape in self.shapes:
            roll -= weight
            if roll <= 0:
                return shape(game, names)
        return self.corpus_line(game, names)

    # ----- shapes

    def _lines(self, game: str) -> list[str]:
        return self.texts.get(game) or self.pick(list(self.texts.values()))

    def _readdress(self, text: str, names: list[str]) -> str:
        """Corpus names (and now and then any short word) replaced by the game's people or
        strangers: the mentions then name players of this game."""
        def swap(match: re.Match[str]) -> str:
            word = match.group(0)
            if self.rng.random() >= (0.6 if word.startswith("@") else 0.2):
                return word
            who = self.pick(names) if self.rng.random() < 0.85 else self.pick(OUTSIDERS)
            return "@" + who if word.startswith("@") else who
        return re.sub(r"@?\b[a-zа-яё]{3,8}\b", swap, text)

    def corpus_line(self, game: str, names: list[str]) -> str:
        return self._readdress(self.pick(self._lines(game)), names)

    def aimed(self, game: str, step: str, names: list[str]) -> str:
        """A message written for this step of the game (its corpus lines for the step, or
        for any step), now and then a little garbled: many are orders the game takes."""
        lines = [text for where, text in self.entries.get(game, ()) if where and where in step]
        text = self._readdress(self.pick(lines or self._lines(game)), names)
        roll = self.rng.random()
        if roll < 0.15:
            return self.sprinkle(text)
        if roll < 0.25:
            return self.marked_up(game, names) + "\n" + text
        return text

    def shuffled(self, game: str, names: list[str]) -> str:
        words = self.corpus_line(game, names).split()
        self.rng.shuffle(words)
        if words and self.rng.random() < 0.4:
            del words[self.rng.randrange(len(words)):]
        return " ".join(words)

    def _token(self, game: str, names: list[str]) -> str:
        roll = self.rng.random()
        if roll < 0.45:
            return self.pick(self.words.get(game) or self.all_words)
        if roll < 0.6:
            return ("@" if self.rng.random() < 0.6 else "") + self.pick(names)
        if roll < 0.7:
            return self.pick(NUMBERS)
        if roll < 0.8:
            return self.pick(CELLS)
        if roll < 0.88:
            return self.pick(STEMS)
        if roll < 0.93:
            return "@" + self.pick(OUTSIDERS)
        return self.pick(self.all_words)

    def salad(self, game: str, names: list[str]) -> str:
        count = self.rng.randint(1, 14)
        glue = [" ", " ", " ", ", ", " : ", "\n", " ; ", ". ", "! ", " - ", "/", ""]
        return "".join(self._token(game, names) + self.pick(glue) for _ in range(count)).strip()

    def foreign(self, game: str, names: list[str]) -> str:
        """Another game's words in this game (a player in two games, a wrong desk)."""
        other = self.pick(sorted(self.texts))
        return self._readdress(self.pick(self.texts[other]), names)

    def mentions(self, game: str, names: list[str]) -> str:
        people = names + OUTSIDERS
        count = self.rng.randint(1, 12)
        return " ".join(self.pick(["@", "@@", "", "@", "＠"]) + self.pick(people)
                        + self.pick(["", ",", " et", " and", " и", "'s", "!", ":"])
                        for _ in range(count)) + " " + self.salad(game, names)

    def player_word(self, game: str, names: list[str]) -> str:
        """What a player says to the bridge: an absence with any date, a stand-in, help."""
        date = self.pick(["29/02", "31/02", "10 décembre", "December 5", "9999-12-31 23:59",
                          "0001-01-01", "05.12", "99/99", "le 3", "demain", "2026-12-24 25:00",
                          "10 декабря", "1/1/1", "December 32, 2026", "12/12/12 12:12"])
        who = ("@" if self.rng.random() < 0.8 else "") + self.pick(names + OUTSIDERS)
        return self.pick([
            f"absent jusqu'au {date}", f"away until {date}", f"меня не будет до {date}",
            f"je serai absente du 3 au {date}", f"on holiday until {date}, sorry",
            "de retour !", "I'm back", "я вернулась", f"mon remplaçant {who}",
            f"my stand in is {who}", f"мой помощник {who}", "pas de remplaçant",
            "no stand in", "без помощника", "aide", "help", "помощь", "?",
            f"absent jusqu'au {date}. " + self.corpus_line(game, names),
            f"mon remplaçant {who} " + self.corpus_line(game, names),
        ])

    def marked_up(self, game: str, names: list[str]) -> str:
        inner = self.salad(game, names) if self.rng.random() < 0.5 else \
            self.corpus_line(game, names)
        outer = self.corpus_line(game, names) if self.rng.random() < 0.6 else ""
        who = self.pick(names + OUTSIDERS)
        wraps = [
            f'[quote="{who}, post:{self.rng.randint(1, 99)}, topic:{self.rng.randint(1, 10**6)}"]'
            f"\n{inner}\n[/quote]\n{outer}",
            f"> {inner}\n\n{outer}",
            f"```\n{inner}\n```\n{outer}",
            f"~~~ruby\n{inner}\n~~~\n{outer}",
            f"`{inner}` {outer}",
            f'[details="Résumé"]\n{inner}\n[/details]\n{outer}',
            f"[details=Spoiler]{inner}[/details] {outer}",
            f"[spoiler]{inner}[/spoiler] {outer}",
            f'<aside class="quote" data-username="{who}">{inner}</aside>{outer}',
            f"<details><summary>x</summary>{inner}</details>{outer}",
            f"<!-- {inner} -->{outer}",
            f"**{inner}** _{outer}_",
            f"# {inner}\n\n* {outer}\n* {inner}",
            f"[{inner}](https://forum.example/t/{self.rng.randint(1, 999)}) {outer}",
            f"![{inner}|690x388](upload://a{self.rng.randint(1, 999)}.png) {outer}",
            f"[quote]{inner}\n{outer}",
            f"{outer}\n[/quote]\n{inner}",
            "[quote]" * self.rng.randint(2, 60) + inner + "[/quote]" * self.rng.randint(0, 60)
            + outer,
            "> " * self.rng.randint(2, 40) + inner + "\n" + outer,
            f"[quote=\"{who}\"]\n[quote]\n{inner}\n[/quote]\n{outer}\n[/quote]\n{inner}",
            f"<script>alert(1)</script>{inner} {{{{ {outer} }}}} {{% raw %}}",
            f"| a | b |\n|---|---|\n| {inner} | {outer} |",
            f"[date=2026-12-05 time=22:00:00 timezone=\"Europe/Paris\"] {inner}",
            f":game_die: {inner} :smile: {outer} #tag",
        ]
        return self.pick(wraps)

    def garbled(self, game: str, names: list[str]) -> str:
        text = self.pick([self.corpus_line, self.salad, self.shuffled])(game, names)
        for _ in range(self.rng.randint(1, 6)):
            text = self.sprinkle(text)
        return text

    def sprinkle(self, text: str) -> str:
        """`text` with one hostile change: a zero-width, bidi, combining or spacing mark,
        another script's digit, an emoji, look-alike letters, a case change, a character no
        forum sends, any code point, or cut short."""
        where = self.rng.randint(0, len(text))
        roll = self.rng.random()
        if roll < 0.15:
            add = self.pick(ZERO_WIDTH)
        elif roll < 0.3:
            add = self.pick(BIDI)
        elif roll < 0.42:
            add = self.pick(COMBINING) * self.rng.choice([1, 1, 3, 40])
        elif roll < 0.52:
            add = self.pick(SPACES)
        elif roll < 0.62:
            add = self.pick(DIGITS)
        elif roll < 0.72:
            add = self.pick(EMOJI)
        elif roll < 0.82:
            return "".join(LOOK_ALIKE.get(c, c) if self.rng.random() < 0.5 else c for c in text)
        elif roll < 0.87:
            return text.upper() if self.rng.random() < 0.5 else text.swapcase()
        elif roll < 0.92:
            add = self.pick(REFUSED)  # refused at the edge
        elif roll < 0.96:
            code = self.rng.randint(0x20, 0x10FFFF)
            add = chr(0xFFFD if 0xD800 <= code <= 0xDFFF else code)
        else:
            return text[: where]  # cut short
        return text[:where] + add + text[where:]

    def random_unicode(self, game: str, names: list[str]) -> str:
        out = []
        for _ in range(self.rng.randint(1, 120)):
            low, high = self.pick(SCRIPTS)
            code = self.rng.randint(low, high)
            if 0xD800 <= code <= 0xDFFF:
                code = 0x20
            out.append(chr(code))
        return "".join(out)

    def very_long(self, game: str, names: list[str]) -> str:
        piece = self.pick([self.corpus_line, self.salad, self.marked_up])(game, names) + "\n"
        size = self.rng.choice([2_000, 19_999, 20_000, 20_001, 25_000, 60_000])
        return (piece * (size // max(1, len(piece)) + 1))[:size]

    def pathological(self, game: str, names: list[str]) -> str:
        """Inputs that have hurt regular expressions and number readers elsewhere."""
        order = self.corpus_line(game, names)
        size = self.rng.choice([100, 1_000, 5_000, 19_000])
        return self.pick([
            order + " " + "9" * size,
            "@" * size + order,
            " " * size + order + " " * size,
            "\n" * size + order,
            order + "," * size,
            "a" * size + " " + order,
            "é" * size,
            "[quote]" * (size // 7) + order,
            "[/quote]" * (size // 8) + order,
            "> " * (size // 2) + order,
            "```" + "\n" * size,
            "@" + "a" * size,
            ("1 " * (size // 2)) + order,
            "-" * size + "\n" + order,
            "*" * size + order + "_" * size,
            ("B7 " * (size // 3)),
            "\u0301" * size + order,
            "\u200b".join(order) * 3,
            "<" * size + order + ">" * size,
            "((((" * (size // 4) + order,
            ": " * (size // 2) + order,
            order.replace(" ", "\u3000"),
            "le " * (size // 3) + order,
        ])


# ----------------------------------------------------------------- webhook bodies

HUGE = [2**63, 2**63 - 1, 2**64, -(2**63), -(2**63) - 1, 2**31, 2**31 - 1, -1, 0, 10**20,
        10**100, -(10**30)]


class Mutator:
    """Changes to a captured webhook body: deleted fields, changed types, huge and negative
    numbers, hostile strings, arrays for objects, deep nesting, broken bytes."""

    def __init__(self, rng: random.Random, writer: Writer) -> None:
        self.rng = rng
        self.writer = writer

    def value(self, depth: int = 0) -> Any:
        """A value of any JSON type, hostile more often than not."""
        roll = self.rng.random()
        if roll < 0.2:
            return self.rng.choice(HUGE)
        if roll < 0.3:
            return self.rng.choice([None, True, False, 0.0, -0.0, 1.5, 1e308, -1e-308, ""])
        if roll < 0.5:
            return self.string()
        if roll < 0.6:
            return float("nan") if self.rng.random() < 0.5 else float("inf")
        if roll < 0.7 and depth < 3:
            return [self.value(depth + 1) for _ in range(self.rng.randint(0, 3))]
        if roll < 0.8 and depth < 3:
            return {self.string()[:20]: self.value(depth + 1)
                    for _ in range(self.rng.randint(0, 3))}
        if roll < 0.9:
            return self.rng.randint(-(10**6), 10**6)
        return self.nested(self.rng.choice([10, 100, 500, 900, 1_200]))

    def nested(self, depth: int) -> Any:
        value: Any = self.rng.choice([1, "x", None])
        for _ in range(depth):
            value = [value] if self.rng.random() < 0.5 else {"a": value}
        return value

    def string(self) -> str:
        roll = self.rng.random()
        if roll < 0.3:
            return self.writer.garbled("mud", ["anna", "boris"])
        if roll < 0.45:
            return self.rng.choice(REFUSED) + "x"
        if roll < 0.55:
            return "x" * self.rng.choice([61, 255, 20_001, 100_000])
        if roll < 0.7:
            return self.rng.choice(["2026-12-01T10:00:00Z", "0001-01-01T00:00:00+14:00",
                                    "9999-12-31T23:59:59-14:00", "2026-13-45T99:99:99Z",
                                    "not a date", "2026-12-01", "1e10", "-0",
                                    "2026-12-01T10:00:00.123456789Z",
                                    "2026-12-01T10:00:00+25:00", "+002026-12-01T10:00:00Z"])
        if roll < 0.8:
            return self.rng.choice(["private_message", "regular", "PRIVATE_MESSAGE", "",
                                    "gamemaster", "system", "discobot", "Anillc"])
        return self.writer.random_unicode("mud", [])

    def _walk(self, body: Any) -> list[tuple[Any, Any]]:
        """Every (container, key) in a body."""
        found: list[tuple[Any, Any]] = []
        stack = [body]
        while stack:
            node = stack.pop()
            items = node.items() if isinstance(node, dict) else enumerate(node) \
                if isinstance(node, list) else ()
            for key, child in items:
                found.append((node, key))
                if isinstance(child, dict | list):
                    stack.append(child)
        return found

    def mutate(self, body: dict[str, Any]) -> Any:
        """One to four changes to a copy of `body` (a captured delivery)."""
        body = json.loads(json.dumps(body))
        for _ in range(self.rng.randint(1, 4)):
            places = self._walk(body)
            roll = self.rng.random()
            post = body.get("post") if isinstance(body, dict) else None
            if roll < 0.25 and places:
                node, key = self.rng.choice(places)
                if isinstance(node, dict):
                    del node[key]
                else:
                    node.pop(key)
            elif roll < 0.6 and places:
                node, key = self.rng.choice(places)
                node[key] = self.value()
            elif roll < 0.75 and isinstance(post, dict):
                field = self.rng.choice(["id", "topic_id", "post_number", "version",
                                         "post_type", "reply_to_post_number", "user_id"])
                post[field] = self.rng.choice(HUGE + [1, 2, "1", 1.0, True, None, [], {}])
            elif roll < 0.85 and isinstance(post, dict):
                field = self.rng.choice(["raw", "username", "created_at", "updated_at",
                                         "topic_archetype", "cooked", "name"])
                post[field] = self.string()
            elif roll < 0.9:
                body = self.rng.choice([[body], [], "post", 17, None, {"post": [post]},
                                        {"post": {"post": post}}, {"ping": "OK"},
                                        {"post": None}, {}, {"post": body}])
            elif roll < 0.95 and isinstance(post, dict):
                post[self.rng.choice(["raw", "username", "id", "extra"])] = self.nested(
                    self.rng.choice([50, 800, 5_000]))
            elif isinstance(body, dict):
                body[self.string()[:30] or "k"] = self.value()
        return body

    def encode(self, body: Any) -> bytes:
        """`body` as bytes on the wire: compact or pretty, escaped or not, now and then
        broken (cut short, a byte flipped, another encoding)."""
        ascii_only = self.rng.random() < 0.5
        try:
            text = json.dumps(body, ensure_ascii=ascii_only,
                              separators=(",", ":") if self.rng.random() < 0.7 else None,
                              indent=2 if self.rng.random() < 0.1 else None)
        except (ValueError, RecursionError):
            text = '{"post": ' + "[" * 5000 + "]" * 5000 + "}"
        data = text.encode("utf-8", "surrogatepass")
        roll = self.rng.random()
        if roll < 0.06:
            data = data[: self.rng.randint(0, max(0, len(data) - 1))]
        elif roll < 0.09 and data:
            spot = self.rng.randrange(len(data))
            data = data[:spot] + bytes([self.rng.randrange(256)]) + data[spot + 1:]
        elif roll < 0.11:
            data = text.encode(self.rng.choice(["utf-16", "utf-32", "utf-16-le", "latin-1"]),
                               "replace")
        elif roll < 0.12:
            data = b"\xef\xbb\xbf" + data
        elif roll < 0.13:
            data = data + b"\x00" * self.rng.randint(1, 9)
        return data

    def raw_body(self) -> bytes:
        """A body that is no delivery at all."""
        return self.rng.choice([
            b"", b" ", b"null", b"0", b"[]", b"{}", b'"post"', b"{\"post\":", b"{'post': {}}",
            b"\xff\xfe\xfd", b"<html></html>", b"post=1&raw=x", b"[" * 50_000,
            b'{"post": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
            b'{"post": {"id": ' + b"9" * 5_000 + b"}}",
            b'{"post": {"id": 1e99999}}', b'{"post": {"id": NaN}}', b'{"ping": "OK"}',
            b'{"post": {}, "post": []}', b"\x00" * 64, b"{\"a\":\"\\ud800\"}",
            b'{"post":{"raw":"' + b"\\u0000" * 100 + b'"}}',
            b"x" * (256 * 1024 + 1), b"{" + b" " * (300 * 1024) + b"}",
            b'{"post": "' + b"a" * (1024 * 1024 + 10) + b'"}',
            json.dumps({"post": {"id": 5, "raw": "x" * 200_000}}).encode(),
        ])

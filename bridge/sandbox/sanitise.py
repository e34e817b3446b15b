"""The allow-list sanitiser a post's cooked HTML goes through, as Discourse's.

`sanitise` rewrites an HTML fragment as `pretty-text/addon/sanitizer.js` does with js-xss,
against the allow-list of `pretty-text/addon/allow-lister.js` and each feature's
`helper.allowList`: comments are dropped (the bot's `<!-- gamemaster:… -->` markers), a tag
outside the list is stripped and its text kept, a `<script>` with its body, attributes outside
the list are dropped, links and pictures keep only http(s), mailto and same-site addresses.
Beyond Discourse, stray closing tags are dropped and open ones closed, so that a post cannot
break out of the demo page's markup. `cook.py` runs it on every cooked post, the web page
(`web.py`) once more on what it shows.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

from .inline_text import DATE_ATTRS

_CLASSES: dict[str, re.Pattern[str]] = {
    "a": re.compile(r"mention"),
    "aside": re.compile(r"quote no-group"),
    "code": re.compile(r"lang-[\w+-]+"),
    "div": re.compile(r"md-table|title|quote-controls"),
    "img": re.compile(r"emoji( only-emoji)?"),
    "span": re.compile(r"discourse-local-date|mention"),
}
_DATA_SPAN = {f"data-{name}" for name in ("date", *DATE_ATTRS.values(), "email-preview")}
_ALLOWED: dict[str, frozenset[str]] = {
    **{tag: frozenset() for tag in (
        "b", "strong", "i", "em", "s", "del", "strike", "ins", "sub", "sup", "small", "kbd",
        "mark", "p", "br", "hr", "pre", "blockquote", "summary", "ul", "li", "h1", "h2", "h3",
        "h4", "h5", "h6", "table", "thead", "tbody", "tr")},
    "a": frozenset({"href", "class", "title"}),
    "aside": frozenset({"class", "data-username", "data-post", "data-topic", "data-full"}),
    "code": frozenset({"class"}),
    "details": frozenset({"open"}),
    "div": frozenset({"class"}),
    "img": frozenset({"src", "alt", "title", "width", "height", "class", "loading",
                      "data-base62-sha1"}),
    "ol": frozenset({"start"}),
    "span": frozenset({"class", *_DATA_SPAN}),
    "td": frozenset({"style"}),
    "th": frozenset({"style"}),
}
_VOID = frozenset({"br", "hr", "img"})
_ALIGN = re.compile(r"text-align:(left|right|center)")
_NUMBER = re.compile(r"\d{1,5}")
# `hrefAllowed` of sanitizer.js: http(s) or protocol-relative, same-site, anchor, mailto.
_URL = re.compile(r"(https?:)?//[\w.\-]+|/[\w.\-]+|#[\w.\-]+|mailto:[\w.\-@]+", re.IGNORECASE)


def _allowed_value(tag: str, name: str, value: str) -> bool:
    if name == "class":
        pattern = _CLASSES.get(tag)
        return pattern is not None and pattern.fullmatch(value) is not None
    if name in ("href", "src"):
        return _URL.match(value) is not None
    if name == "style":
        return _ALIGN.fullmatch(value.replace(" ", "")) is not None
    if name in ("width", "height", "start", "data-post", "data-topic"):
        return _NUMBER.fullmatch(value) is not None
    if name == "loading":
        return value == "lazy"
    return True


_BODY_STRIPPED = frozenset({"script"})


class _Sanitiser(HTMLParser):
    """Rewrites HTML keeping only the allow-list; other tags go, their text stays."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.open: list[str] = []
        self.stripping: str | None = None

    def _start(self, tag: str, attrs: list[tuple[str, str | None]], closed: bool) -> None:
        if self.stripping:
            return
        allowed = _ALLOWED.get(tag)
        if allowed is None:
            if tag in _BODY_STRIPPED and not closed:
                self.stripping = tag
            return
        kept = "".join(
            f' {name}="{html.escape(value or "")}"' for name, value in attrs
            if name in allowed and _allowed_value(tag, name, value or ""))
        self.out.append(f"<{tag}{kept}>")
        if tag not in _VOID and not closed:
            self.open.append(tag)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._start(tag, attrs, closed=False)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._start(tag, attrs, closed=True)

    def handle_endtag(self, tag: str) -> None:
        if self.stripping:
            if tag == self.stripping:
                self.stripping = None
            return
        if tag not in _ALLOWED:
            return
        if tag not in self.open:
            return  # a stray closing tag of the post's own would close the page's
        while self.open:
            last = self.open.pop()
            self.out.append(f"</{last}>")
            if last == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.stripping:
            self.out.append(html.escape(data, quote=False))

    def handle_comment(self, data: str) -> None:
        pass  # js-xss drops comments: the bot's markers stay invisible

    def handle_decl(self, decl: str) -> None:
        pass  # a declaration is no allowed tag: stripped

    def unknown_decl(self, data: str) -> None:
        pass

    def handle_pi(self, data: str) -> None:
        pass

    def result(self) -> str:
        self.close()
        return "".join(self.out) + "".join(f"</{tag}>" for tag in reversed(self.open))


def sanitise(fragment: str) -> str:
    """An HTML fragment with only the allowed tags and attributes left, comments gone."""
    parser = _Sanitiser()
    # sanitizer.js: a `<` that opens no tag (`<3`, `<_<`) is text.
    parser.feed(re.sub(r"<(?=[^A-Za-z/!]|$)", "&lt;", fragment))
    return parser.result()

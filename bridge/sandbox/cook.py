"""Cook a post's raw Markdown into the HTML Discourse stores as `cooked`.

Discourse cooks with markdown-it (`lib/pretty_text.rb` runs the same engine as the composer's
preview, `app/assets/javascripts/pretty-text/engines/discourse-markdown-it.js`): CommonMark
with tables and strikethrough, `breaks: true` (one newline is a `<br>`), `html: true`,
`linkify: true`, `typographer: false`, then its own extensions and an allow-list sanitiser.
The sandbox does the same with markdown-it-py, so the webhook payloads, the API and the demo
forum page hold what a player would see. The extensions the bot uses, each shaped as the
Discourse file named beside it:

- `[details=Summary]…[/details]`: `<details><summary>Summary</summary>…</details>`
  (`plugins/discourse-details/assets/javascripts/lib/discourse-markdown/details.js`, block
  BBCode parsed as `pretty-text/engines/discourse-markdown/bbcode-block.js` does: the tags
  alone on their lines or both on one line, nesting counted, an unclosed block left as text);
- `[quote="user, post:1, topic:2"]…[/quote]`: `<aside class="quote no-group"
  data-username="user" data-post="1" data-topic="2"><div class="title"><div
  class="quote-controls"></div> user:</div><blockquote>…</blockquote></aside>`
  (`pretty-text/engines/discourse-markdown/quotes.js`; no avatar, the sandbox has none);
- `[date=2026-12-10 time=22:00:00 timezone="Europe/Paris"]`: `<span
  class="discourse-local-date" data-date="2026-12-10" data-time="22:00:00"
  data-timezone="Europe/Paris" data-email-preview="Thu, Dec 10, 2026 9:00 PM UTC">
  2026-12-10T21:00:00Z</span>`, the text being the moment in UTC as moment.js writes it by
  default (`plugins/discourse-local-dates/assets/javascripts/lib/discourse-markdown/
  discourse-local-dates.js`; `format=` is kept as `data-format` but not applied);
- `@name`: `<a class="mention" href="/u/name">@Name</a>` (`pretty-text/engines/
  discourse-markdown/mentions.js` marks it, `lib/pretty_text.rb` `add_mentions` links it;
  every name is linked, the sandbox does not look users up); ASCII names as with
  `unicode_usernames` off, never inside a link or code, and only between spaces or
  punctuation (`text-post-process.js`), so an e-mail address is no mention;
- `:game_die:`: `<img src="/images/emoji/twitter/game_die.png?v=12" title=":game_die:"
  class="emoji" alt=":game_die:" loading="lazy" width="20" height="20">`
  (`pretty-text/engines/discourse-markdown/emoji.js`; any name of `[a-z0-9_+-]`, no alias
  table, no `only-emoji` class);
- `![alt|690x400](upload://base62.png)`: `<img src="/uploads/short-url/base62.png" alt="alt"
  data-base62-sha1="base62" width="690" height="400">` (`upload-protocol.js` and the size
  syntax of `discourse-markdown-it.js`, `renderImageOrPlayableMedia`);
- tables wrapped in `<div class="md-table">` (`pretty-text/engines/discourse-markdown/
  table.js`).

Raw HTML is then sanitised as `pretty-text/addon/sanitizer.js` does with js-xss, against an
allow-list (`pretty-text/addon/allow-lister.js` and each feature's `helper.allowList`):
comments are dropped (the bot's `<!-- gamemaster:… -->` markers), a tag outside the list is
stripped and its text kept (`stripIgnoreTag`), a `<script>` with its body
(`stripIgnoreTagBody`), attributes outside the list are dropped, links and pictures keep only
http(s), mailto and same-site addresses (`hrefAllowed`). Beyond Discourse, whose cooked sits
in its own element, stray closing tags are dropped and open ones closed, so that a post cannot
break out of the demo page's markup.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from html.parser import HTMLParser
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from markdown_it import MarkdownIt
from markdown_it.common.utils import isPunctChar, isWhiteSpace
from markdown_it.renderer import RendererHTML
from markdown_it.rules_block import StateBlock
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

EMOJI_SET = "twitter"
EMOJI_VERSION = 12
"""Discourse's default `emoji_set` and the cache-busting version its emoji URLs carry."""
LINKIFY_TLDS = ["com", "net", "org", "io", "onion", "co", "tv", "ru", "cn", "us", "uk", "me",
                "de", "fr", "fi", "gov", "ddns.net"]

# ----------------------------------------------------------------- BBCode tags

# `bbcode-block.js` ATTR_REGEX: `=value` is the default attribute, then `key=value` pairs,
# values bare or in straight or curly quotes.
_ATTR = re.compile(r"""^\s*=(.+)$|((([a-z0-9]*)\s*)=)([“”"][^“”"]*[“”"]|['][^']*[']|[^"'“”]\S*)""",
                   re.IGNORECASE)
_QUOTED = re.compile(r"""^["'“”](.*)["'“”]$""")


@dataclass
class _Tag:
    """A parsed `[tag attrs]` or `[/tag]` (`parseBBCodeTag`)."""

    tag: str
    length: int
    closing: bool = False
    attrs: dict[str, str] = field(default_factory=dict)


def _trailing_space_only(src: str, start: int, end: int) -> bool:
    for char in src[start:end]:
        if char == "\n":
            return True
        if not isWhiteSpace(ord(char)):
            return False
    return True


def _parse_tag(src: str, start: int, end: int, multiline: bool = False) -> _Tag | None:
    """`parseBBCodeTag` of bbcode-block.js: the tag starting at `src[start]` (a `[`)."""
    closing = src[start + 1:start + 2] == "/"
    if closing:
        start += 1
    at = start + 1
    while at < end and src[at].isascii() and src[at].isalpha():
        at += 1
    name = src[start + 1:at]
    if not name:
        return None
    if closing:
        if src[at:at + 1] != "]" or (multiline and not _trailing_space_only(src, at + 1, end)):
            return None
        return _Tag(name.lower(), len(name) + 3, closing=True)
    close = src.find("]", at, end)
    if close < 0:
        return None
    attrs: dict[str, str] = {}
    for match in _ATTR.finditer(src[start + len(name) + 1:close]):
        key = "_default" if match.group(1) else match.group(4)
        value = match.group(1) or match.group(5)
        if value:
            attrs[key] = _QUOTED.sub(r"\1", value.strip())
    length = close - start + 1
    if multiline and not _trailing_space_only(src, start + length, end):
        return None
    return _Tag(name.lower(), length, attrs=attrs)


def _inline_close(state: StateBlock, tag: _Tag, start: int, end: int) -> int | None:
    """Where `[/tag]` closes the block on its own first line (`findInlineCloseTag`)."""
    src = state.src
    at = end - 1
    while at > start and isWhiteSpace(ord(src[at])):
        at -= 1
    if at <= start or src[at] != "]":
        return None
    for j in range(at - 1, start, -1):
        if src[j] == "[":
            found = _parse_tag(src, j, end)
            if found is not None and found.closing and found.tag == tag.tag:
                return j
    return None


def _block_close(state: StateBlock, tag: _Tag, first: int, last: int) -> int | None:
    """The line of the matching `[/tag]` alone on its line, nesting counted
    (`findBlockCloseTag`); None when the block is never closed."""
    nesting = 0
    for line in range(first, last):
        start = state.bMarks[line] + state.tShift[line]
        end = state.eMarks[line]
        if start < end and state.sCount[line] < state.blkIndent:
            return None
        if state.src[start:start + 1] != "[" or state.sCount[line] - state.blkIndent >= 4:
            continue
        found = _parse_tag(state.src, start, end, multiline=True)
        if found is None or found.tag != tag.tag:
            continue
        if found.closing:
            if nesting == 0:
                return line
            nesting -= 1
        else:
            nesting += 1
    return None


def _details_open(state: StateBlock, tag: _Tag) -> None:
    details = state.push("bbcode_open", "details", 1)
    if tag.attrs.get("open") == "":
        details.attrSet("open", "")
    state.push("bbcode_open", "summary", 1)
    state.push("text", "", 0).content = tag.attrs.get("_default", "")
    state.push("bbcode_close", "summary", -1)


def _details_close(state: StateBlock) -> None:
    state.push("bbcode_close", "details", -1)


def _quote_open(state: StateBlock, tag: _Tag) -> None:
    username = post = topic = None
    full = False
    info = tag.attrs.get("_default")
    if info:
        parts = re.split(r",\s*", info)
        username = parts[0]
        for part in parts[1:]:
            if part.startswith("post:") and part[5:].strip().isdigit():
                post = int(part[5:])
            elif part.startswith("topic:") and part[6:].strip().isdigit():
                topic = int(part[6:])
            elif re.search(r"full:\s*true", part):
                full = True
            elif part.startswith("username:"):
                username = part[9:]
    aside = state.push("bbcode_open", "aside", 1)
    aside.attrSet("class", "quote no-group")
    if username:
        aside.attrSet("data-username", username)
    if post:
        aside.attrSet("data-post", str(post))
    if topic:
        aside.attrSet("data-topic", str(topic))
    if full:
        aside.attrSet("data-full", "true")
    if username:
        state.push("quote_header_open", "div", 1).attrSet("class", "title")
        state.push("quote_controls_open", "div", 1).attrSet("class", "quote-controls")
        state.push("quote_controls_close", "div", -1)
        state.push("text", "", 0).content = f" {username}:"
        state.push("quote_header_close", "div", -1)
    state.push("bbcode_open", "blockquote", 1)


def _quote_close(state: StateBlock) -> None:
    state.push("bbcode_close", "blockquote", -1)
    state.push("bbcode_close", "aside", -1)


_BLOCKS = {"details": (_details_open, _details_close), "quote": (_quote_open, _quote_close)}


def _bbcode_block(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
    """`applyBBCode` of bbcode-block.js, for the block tags the sandbox knows."""
    start = state.bMarks[start_line] + state.tShift[start_line]
    end = state.eMarks[start_line]
    if state.sCount[start_line] - state.blkIndent >= 4 or state.src[start:start + 1] != "[":
        return False
    tag = _parse_tag(state.src, start, end)
    if tag is None or tag.closing or tag.tag not in _BLOCKS:
        return False
    if silent:
        return True
    inline_end = _inline_close(state, tag, start + tag.length, end)
    close_line: int | None = start_line
    if inline_end is None:
        if not _trailing_space_only(state.src, start + tag.length, end):
            return False
        close_line = _block_close(state, tag, start_line + 1, end_line)
        if close_line is None:
            return False  # an unclosed block stays text, as in Discourse
    assert close_line is not None
    before, after = _BLOCKS[tag.tag]
    old_max, old_parent = state.lineMax, state.parentType
    # Lazy continuations must not run past the closing tag.
    state.lineMax = close_line
    before(state, tag)
    if inline_end is None:
        state.md.block.tokenize(state, start_line + 1, close_line)
    else:
        opening = state.push("paragraph_open", "p", 1)
        opening.map = [start_line, start_line]
        inline = state.push("inline", "", 0)
        inline.map = [start_line, start_line]
        inline.content = state.src[start + tag.length:inline_end].strip()
        inline.children = []
        state.push("paragraph_close", "p", -1)
    after(state)
    state.lineMax, state.parentType = old_max, old_parent
    state.line = close_line + 1
    return True


# ----------------------------------------------------------------- dates, mentions, emoji

_POST_PROCESS = re.compile(
    r"(?P<date>\[date=.+?\])"
    r"|@(?P<mention>\w[\w.-]{0,58}[^\W_])|@(?P<short>\w)",
    re.ASCII,
)
_EMOJI = re.compile(r":([a-z0-9_+-]{1,60}):")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# discourse-local-dates' data attributes, in the names `applyDataAttributes` gives them.
_DATE_ATTRS = {"time": "time", "timezone": "timezone", "format": "format",
               "timezones": "timezones", "countdown": "countdown", "recurring": "recurring",
               "calendar": "calendar", "displayedTimezone": "displayed-timezone"}


def _boundary(text: str, at: int) -> bool:
    """`allowedBoundary` of text-post-process.js: a space or a punctuation mark."""
    if at < 0 or at >= len(text):
        return True
    return isWhiteSpace(ord(text[at])) or isPunctChar(text[at])


def _text(content: str) -> Token:
    token = Token("text", "", 0)
    token.content = content
    return token


def _moment(attrs: dict[str, str]) -> datetime | None:
    """The date's moment (moment.tz of date and time in its zone, UTC when none is valid)."""
    try:
        year, month, day = (int(part) for part in attrs["date"].split("-"))
        moment_date = date(year, month, day)
        moment_time = time.fromisoformat(attrs["time"]) if attrs.get("time") else time()
    except (KeyError, ValueError):
        return None
    zone = ZoneInfo(attrs["timezone"]) if "timezone" in attrs else UTC
    return datetime.combine(moment_date, moment_time, tzinfo=zone).astimezone(UTC)


def _zone(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def _local_date(source: str) -> list[Token] | None:
    """A `[date=…]` as discourse-local-dates.js cooks it; None leaves it as text."""
    # Read as `[date date=…]`, as the plugin long did: `=value` alone would swallow the rest.
    tag = _parse_tag("[date date" + source[len("[date"):], 0, len(source) + 5)
    if tag is None or tag.tag != "date" or not tag.attrs.get("date"):
        return None
    attrs = dict(tag.attrs)
    if "timezone" in attrs and not _zone(attrs["timezone"]):
        del attrs["timezone"]  # moment.tz knows no such zone: Discourse drops it
    moment = _moment(attrs)
    if moment is None:
        return None
    attrs["date"] = moment.astimezone(ZoneInfo(attrs.get("timezone", "UTC"))).date().isoformat()
    opening = Token("span_open", "span", 1)
    opening.attrSet("class", "discourse-local-date")
    opening.attrSet("data-date", attrs["date"])
    for key, name in _DATE_ATTRS.items():
        if attrs.get(key):
            opening.attrSet(f"data-{name}", attrs[key])
    hour = moment.hour % 12 or 12
    # discourse_local_dates_email_format's default, "llll z", in the email time zone (UTC).
    opening.attrSet("data-email-preview",
                    f"{_DAYS[moment.weekday()]}, {_MONTHS[moment.month - 1]} {moment.day}, "
                    f"{moment.year} {hour}:{moment.minute:02d} "
                    f"{'AM' if moment.hour < 12 else 'PM'} UTC")
    return [opening, _text(moment.strftime("%Y-%m-%dT%H:%M:%SZ")),
            Token("span_close", "span", -1)]


def _mention(name: str) -> list[Token]:
    opening = Token("mention_open", "a", 1)
    opening.attrSet("class", "mention")
    opening.attrSet("href", f"/u/{name.lower()}")
    return [opening, _text(f"@{name}"), Token("mention_close", "a", -1)]


def _post_process(content: str) -> list[Token] | None:
    """`textPostProcess`: local dates and mentions between spaces or punctuation."""
    result: list[Token] = []
    pos = 0
    for match in _POST_PROCESS.finditer(content):
        if not (_boundary(content, match.start() - 1) and _boundary(content, match.end())):
            continue
        made = (_local_date(match.group("date")) if match.group("date")
                else _mention(match.group("mention") or match.group("short")))
        if made is None:
            continue
        if match.start() > pos:
            result.append(_text(content[pos:match.start()]))
        result.extend(made)
        pos = match.end()
    if not result:
        return None
    if pos < len(content):
        result.append(_text(content[pos:]))
    return result


def _emoji_token(name: str) -> Token:
    token = Token("emoji", "img", 0)
    for key, value in (("src", f"/images/emoji/{EMOJI_SET}/{name}.png?v={EMOJI_VERSION}"),
                       ("title", f":{name}:"), ("class", "emoji"), ("alt", f":{name}:"),
                       ("loading", "lazy"), ("width", "20"), ("height", "20")):
        token.attrSet(key, value)
    return token


def _emoji(content: str) -> list[Token] | None:
    """`applyEmoji` of emoji.js: `:name:` after a space, a punctuation mark or nothing."""
    result: list[Token] = []
    pos = at = 0
    while (match := _EMOJI.search(content, at)) is not None:
        if not _boundary(content, match.start() - 1):
            at = match.start() + 1
            continue
        if match.start() > pos:
            result.append(_text(content[pos:match.start()]))
        result.append(_emoji_token(match.group(1)))
        pos = at = match.end()
    if not result:
        return None
    if pos < len(content):
        result.append(_text(content[pos:]))
    return result


def _replace_text(state: StateCore) -> None:
    """Dates, mentions then emoji in the text of every inline, never inside a link
    (`helpers.textReplace(state, replacer, skipAllLinks)`)."""
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        children: list[Token] = []
        in_link = 0
        for child in block.children:
            if child.type == "link_open":
                in_link += 1
            elif child.type == "link_close":
                in_link -= 1
            if child.type != "text" or in_link:
                children.append(child)
                continue
            for piece in _post_process(child.content) or [child]:
                if piece.type == "text":
                    children.extend(_emoji(piece.content) or [piece])
                else:
                    children.append(piece)
        block.children = children


# ----------------------------------------------------------------- pictures, tables

_SIZE = re.compile(r"^([1-9][0-9]*)x([1-9][0-9]*)(\s*,\s*(x?)([1-9][0-9]{0,2}?)([%x]?))?$")


def _image(self: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict,
           env: EnvType) -> str:
    """`renderImageOrPlayableMedia`: `alt|WxH` gives the size; `upload://` the short URL."""
    token = tokens[idx]
    alt = self.renderInlineAsText(token.children, options, env)
    parts = alt.split("|")
    width = height = None
    for part in parts[1:]:
        size = _SIZE.match(part.strip())
        if size:
            width, height = size.group(1), size.group(2)
    src = str(token.attrGet("src") or "")
    attrs: list[tuple[str, str]] = []
    if src.startswith("upload://"):
        name = src[len("upload://"):]
        attrs += [("src", f"/uploads/short-url/{name}"), ("alt", parts[0]),
                  ("data-base62-sha1", name.split(".", 1)[0])]
    else:
        attrs += [("src", src), ("alt", parts[0])]
    title = token.attrGet("title")
    if title:
        attrs.append(("title", str(title)))
    if width and height:
        attrs += [("width", width), ("height", height)]
    return "<img" + "".join(f' {key}="{html.escape(value)}"' for key, value in attrs) + ">"


def _table_open(self: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict,
                env: EnvType) -> str:
    return '<div class="md-table">\n<table>\n'


def _table_close(self: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict,
                 env: EnvType) -> str:
    return "</table>\n</div>"


# ----------------------------------------------------------------- sanitising

_CLASSES: dict[str, re.Pattern[str]] = {
    "a": re.compile(r"mention"),
    "aside": re.compile(r"quote no-group"),
    "code": re.compile(r"lang-[\w+-]+"),
    "div": re.compile(r"md-table|title|quote-controls"),
    "img": re.compile(r"emoji( only-emoji)?"),
    "span": re.compile(r"discourse-local-date|mention"),
}
_DATA_SPAN = {f"data-{name}" for name in ("date", *_DATE_ATTRS.values(), "email-preview")}
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


# ----------------------------------------------------------------- the engine


def _engine() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True, "breaks": True, "linkify": True,
                                   "typographer": False, "xhtmlOut": False})
    md.enable(["table", "strikethrough", "linkify"])
    # A bare `demo.py` is no link: fuzzy links only end in the TLDs of Discourse's
    # `markdown_linkify_tlds` default (config/site_settings.yml), which replace linkify's own.
    assert md.linkify is not None
    md.linkify.tlds(LINKIFY_TLDS, False)
    md.block.ruler.after("fence", "bbcode", _bbcode_block,
                         {"alt": ["paragraph", "reference", "blockquote", "list"]})
    md.core.ruler.push("discourse_text", _replace_text)
    md.add_render_rule("image", _image)
    md.add_render_rule("table_open", _table_open)
    md.add_render_rule("table_close", _table_close)
    return md


_MD = _engine()


def cook(raw: str) -> str:
    """A post's raw Markdown as the sanitised HTML Discourse would store as `cooked`."""
    return sanitise(_MD.render(raw)).strip()

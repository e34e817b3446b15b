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

The BBCode blocks are in `bbcode.py`, local dates, mentions and emoji in `inline_text.py`, the
sanitiser in `sanitise.py`; this module holds the engine, pictures and tables, and `cook`.
"""

from __future__ import annotations

import html
import re

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

from .bbcode import bbcode_block
from .inline_text import replace_text
from .sanitise import sanitise

LINKIFY_TLDS = ["com", "net", "org", "io", "onion", "co", "tv", "ru", "cn", "us", "uk", "me",
                "de", "fr", "fi", "gov", "ddns.net"]

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


# ----------------------------------------------------------------- the engine


def _engine() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True, "breaks": True, "linkify": True,
                                   "typographer": False, "xhtmlOut": False})
    md.enable(["table", "strikethrough", "linkify"])
    # A bare `demo.py` is no link: fuzzy links only end in the TLDs of Discourse's
    # `markdown_linkify_tlds` default (config/site_settings.yml), which replace linkify's own.
    assert md.linkify is not None
    md.linkify.tlds(LINKIFY_TLDS, False)
    md.block.ruler.after("fence", "bbcode", bbcode_block,
                         {"alt": ["paragraph", "reference", "blockquote", "list"]})
    md.core.ruler.push("discourse_text", replace_text)
    md.add_render_rule("image", _image)
    md.add_render_rule("table_open", _table_open)
    md.add_render_rule("table_close", _table_close)
    return md


_MD = _engine()


def cook(raw: str) -> str:
    """A post's raw Markdown as the sanitised HTML Discourse would store as `cooked`."""
    return sanitise(_MD.render(raw)).strip()

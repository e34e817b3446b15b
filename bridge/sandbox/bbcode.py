"""BBCode blocks in a post's Markdown, as Discourse parses them: `[details]` and `[quote]`.

A markdown-it block rule shaped as `pretty-text/engines/discourse-markdown/bbcode-block.js`:
`parse_tag` reads one `[tag attrs]` or `[/tag]` (`parseBBCodeTag`, also used for local dates
by `inline_text.py`), and `bbcode_block` turns a block whose tags stand alone on their lines,
or both on one line, into `<details><summary>…` (discourse-details) or `<aside class="quote
no-group">…<blockquote>` (quotes.js), nesting counted, an unclosed block left as text. The
engine that registers the rule is in `cook.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markdown_it.common.utils import isWhiteSpace
from markdown_it.rules_block import StateBlock

# `bbcode-block.js` ATTR_REGEX: `=value` is the default attribute, then `key=value` pairs,
# values bare or in straight or curly quotes.
_ATTR = re.compile(r"""^\s*=(.+)$|((([a-z0-9]*)\s*)=)([“”"][^“”"]*[“”"]|['][^']*[']|[^"'“”]\S*)""",
                   re.IGNORECASE)
_QUOTED = re.compile(r"""^["'“”](.*)["'“”]$""")


@dataclass
class Tag:
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


def parse_tag(src: str, start: int, end: int, multiline: bool = False) -> Tag | None:
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
        return Tag(name.lower(), len(name) + 3, closing=True)
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
    return Tag(name.lower(), length, attrs=attrs)


def _inline_close(state: StateBlock, tag: Tag, start: int, end: int) -> int | None:
    """Where `[/tag]` closes the block on its own first line (`findInlineCloseTag`)."""
    src = state.src
    at = end - 1
    while at > start and isWhiteSpace(ord(src[at])):
        at -= 1
    if at <= start or src[at] != "]":
        return None
    for j in range(at - 1, start, -1):
        if src[j] == "[":
            found = parse_tag(src, j, end)
            if found is not None and found.closing and found.tag == tag.tag:
                return j
    return None


def _block_close(state: StateBlock, tag: Tag, first: int, last: int) -> int | None:
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
        found = parse_tag(state.src, start, end, multiline=True)
        if found is None or found.tag != tag.tag:
            continue
        if found.closing:
            if nesting == 0:
                return line
            nesting -= 1
        else:
            nesting += 1
    return None


def _details_open(state: StateBlock, tag: Tag) -> None:
    details = state.push("bbcode_open", "details", 1)
    if tag.attrs.get("open") == "":
        details.attrSet("open", "")
    state.push("bbcode_open", "summary", 1)
    state.push("text", "", 0).content = tag.attrs.get("_default", "")
    state.push("bbcode_close", "summary", -1)


def _details_close(state: StateBlock) -> None:
    state.push("bbcode_close", "details", -1)


def _quote_open(state: StateBlock, tag: Tag) -> None:
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


def bbcode_block(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
    """`applyBBCode` of bbcode-block.js, for the block tags the sandbox knows."""
    start = state.bMarks[start_line] + state.tShift[start_line]
    end = state.eMarks[start_line]
    if state.sCount[start_line] - state.blkIndent >= 4 or state.src[start:start + 1] != "[":
        return False
    tag = parse_tag(state.src, start, end)
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


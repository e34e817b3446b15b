"""The author's own words.

`own_words` is the one place that strips what a post quotes or shows as code. The bridge
applies it once to every post before a game reads it (orders, sign-ups, GM commands), so a
game's `parse` receives only what the author wrote: no quoted posts (nested too), code
blocks, HTML quotes, asides, `>` lines, inline code or HTML comments. An unclosed quote hides
the rest of the post: better miss an order than read someone else's.
"""

from __future__ import annotations

import re

_COMMENT = re.compile(r"<!--.*?(?:-->|$)", re.DOTALL)
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_QUOTE_TAG = re.compile(
    r"\[(/?)(?:quote|code)(?:[= ][^\]\n]{0,300})?\]"
    r"|<(/?)(?:blockquote|code|pre|aside)\b[^<>]{0,300}>",
    re.IGNORECASE,
)
_QUOTED_LINE = re.compile(r"^ {0,3}>")
_INLINE_CODE = re.compile(r"(`{1,3})[^`\n]*\1")


def own_words(raw: str) -> str:
    """What the author wrote, without what they quoted or showed as code."""
    text = raw.replace("\r\n", "\n").replace("\r", "\n")
    text = _drop_quotes(_drop_fences(_COMMENT.sub(" ", text)))
    text = "\n".join(line for line in text.split("\n") if not _QUOTED_LINE.match(line))
    return _INLINE_CODE.sub(" ", text).strip()


def _drop_fences(text: str) -> str:
    kept: list[str] = []
    fence = ""
    for line in text.split("\n"):
        match = _FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence:
                fence = ""
        elif match:
            fence = match.group(1)[0]
        else:
            kept.append(line)
    return "\n".join(kept)


def _drop_quotes(text: str) -> str:
    kept: list[str] = []
    depth = 0
    last = 0
    for match in _QUOTE_TAG.finditer(text):
        if depth == 0:
            kept.append(text[last : match.start()])
        closing = bool(match.group(1) or match.group(2))
        depth = max(0, depth - 1) if closing else depth + 1
        last = match.end()
    if depth == 0:
        kept.append(text[last:])
    return "\n".join(kept)

"""Status markers: a game's live status inside anyone's post, kept current by the bot.

A moderator (or a game's GM, for their own games) writes, on a line of its own, in any post
of a topic that is no game's:

    [gamemaster status 12]

(`statut` or `статус` for `status`, the bot's own username for `gamemaster`, `#12` for `12`,
any case). The bot edits that same post: the line becomes game 12's status (the text of the
`@gamemaster statut 12` answers, in the game's language) between two invisible comments,

    <!-- gamemaster-status 12 -->

    ...the status...

    <!-- /gamemaster-status 12 -->

and the rest of the post is left exactly as its author wrote it. After every change of the
game the bot rewrites the block, one edit per post however many games the post shows, and
none when the text did not change. Why this form: square brackets read as a placeholder,
like Discourse's own `[date=…]` or `[poll]`, and people type them easily; Discourse keeps a
post's raw text as written and shows an unknown `[...]` as plain text, so a marker the bot
has not filled in yet reads as what it is; it is not an @mention, so it notifies nobody;
the bot's name in it keeps an everyday `[statut 12]` from being taken. The comments are
what Discourse hides and keeps: the block is found again in the raw text and replaced, and
the author's own words around it never change. A marker inside a quote, a code block or a
comment is not one.

How it flows: the post comes through the webhook like any other (`bridge.intake.service` routes a
post in a topic that is no game's here); the bot keeps the post's text with every block
folded back to its marker (`StatusPostRow.template`) and the games it shows; each edit is
an outbox message (`kind="edit"`, `edit_of` an outbox row standing for the post), never an
API call inside a request. A pending edit not yet claimed by a sender takes the newer text
instead of queuing another. The bot's own edit comes back through the webhook as the post's
next version: its template is unchanged, so nothing more happens. A post the forum will not
let the bot edit (403) is tried as the outbox tries any refused message (about ten minutes),
then given up: the post is marked refused and left alone until its author edits it again.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from bridge.db import (
    GameRow,
    InboundRow,
    OutboxRow,
    StatusMarkRow,
    StatusPostRow,
    find_game,
)
from bridge.delivery.outbox import enqueue, queue_edit

NAME = "gamemaster"
"""The name every marker may use, whatever the bot's username."""
MARKER = re.compile(
    r"^ {0,3}\[\s*@?(?P<who>[\w.-]{1,60})\s+(?:status|statut|статус)\s*#?(?P<game>\d{1,9})"
    r"\s*\][ \t]*$", re.IGNORECASE)
TOKEN = "[gamemaster status {game}]"
BEGIN = "<!-- gamemaster-status {game} -->"
END = "<!-- /gamemaster-status {game} -->"
LONE_BEGIN = re.compile(r"<!-- gamemaster-status (\d{1,9}) -->[ \t]*$")
LONE_END = re.compile(r"<!-- /gamemaster-status (\d{1,9}) -->[ \t]*$")
"""The two comments around a block, each on a line of its own."""
SENT_MARKER = re.compile(r"^<!-- gamemaster:[^\n>]*-->[ \t]*$\n?", re.MULTILINE)
"""The outbox's own marker, which every edit it sends ends with."""
SPACES = re.compile("[\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]")
"""Spaces Discourse turns into plain ones when it saves a post."""
MAX_GAMES = 6
"""Most games one post shows (Discourse refuses posts past 32,000 characters)."""

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_QUOTE_TAG = re.compile(
    r"\[(/?)(?:quote|code)(?:[= ][^\]\n]{0,300})?\]"
    r"|<(/?)(?:blockquote|code|pre|aside)\b[^<>]{0,300}>", re.IGNORECASE)
_QUOTED_LINE = re.compile(r"^ {0,3}>")


def normal(text: str) -> str:
    """A post's text as Discourse stores it, to compare two texts: plain line ends and
    spaces, no trailing blanks."""
    return SPACES.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n")).rstrip()


def fold(raw: str) -> str:
    """The post as its author wrote it: every status block back to its marker (a block
    whose end the author deleted: its start alone, the rest is theirs), without the outbox's
    invisible marker. One pass over the lines, whatever the post holds."""
    lines = SENT_MARKER.sub("", raw.replace("\r\n", "\n").replace("\r", "\n")).split("\n")
    ends: dict[str, list[int]] = {}
    for index, line in enumerate(lines):
        end = LONE_END.match(line)
        if end:
            ends.setdefault(end.group(1), []).append(index)
    kept: list[str] = []
    index = 0
    while index < len(lines):
        begin = LONE_BEGIN.match(lines[index])
        if begin is None:
            kept.append(lines[index])
            index += 1
            continue
        kept.append(TOKEN.format(game=int(begin.group(1))))
        closing = ends.get(begin.group(1), [])
        after = bisect.bisect_right(closing, index)
        index = closing[after] + 1 if after < len(closing) else index + 1
    return "\n".join(kept).rstrip()


def live_markers(text: str, names: set[str]) -> list[tuple[int, int]]:
    """The markers of a text, as (line index, game id): lines of their own, naming the bot,
    outside quotes, code and comments."""
    found: list[tuple[int, int]] = []
    fence = ""
    depth = 0
    comment = False
    for index, line in enumerate(text.split("\n")):
        if comment:
            comment = "-->" not in line
            continue
        fenced = _FENCE.match(line)
        if fence:
            if fenced and fenced.group(1)[0] == fence:
                fence = ""
            continue
        if fenced:
            fence = fenced.group(1)[0]
            continue
        match = MARKER.match(line)
        if (match and depth == 0 and not _QUOTED_LINE.match(line)
            and match.group("who").casefold() in names):
            found.append((index, int(match.group("game"))))
        for tag in _QUOTE_TAG.finditer(line):
            depth = max(0, depth - 1) if (tag.group(1) or tag.group(2)) else depth + 1
        opened = line.rfind("<!--")
        comment = opened >= 0 and "-->" not in line[opened:]
    return found


def canonical(template: str, names: set[str]) -> str:
    """A template with every marker in one spelling, to tell a real change of the author's
    words from the bot's own edit coming back."""
    lines = template.split("\n")
    for index, game in live_markers(template, names):
        lines[index] = TOKEN.format(game=game)
    return normal("\n".join(lines))


def render(template: str, blocks: dict[int, str], names: set[str]) -> str:
    """The post with each marker of a game in `blocks` replaced by that game's block; other
    markers stay as the author wrote them."""
    lines = template.split("\n")
    for index, game in live_markers(template, names):
        if game in blocks:
            lines[index] = "\n\n".join((BEGIN.format(game=game), _inert(blocks[game]),
                                        END.format(game=game)))
    return "\n".join(lines)


def _inert(text: str) -> str:
    """A status text that cannot open or close a comment (a game's title is anybody's)."""
    return text.strip().replace("<!--", "&lt;!--").replace("-->", "--&gt;")


def names_for(bot: str) -> set[str]:
    """The names a marker may give: `gamemaster`, or the bot's username."""
    return {NAME, bot.casefold()}


# --------------------------------------------------------------------- the outbox side


def last_text(session: Session, anchor: int) -> str:
    """What a post the bot keeps current holds, or will once its queued edits go out: the
    newest edit not given up, else the message that made the post."""
    raw = session.scalar(select(OutboxRow.raw).where(
        OutboxRow.edit_of == anchor, OutboxRow.status != "failed")
        .order_by(OutboxRow.id.desc()).limit(1))
    if raw is None:
        raw = session.scalar(select(OutboxRow.raw).where(OutboxRow.id == anchor))
    return raw or ""


def _refused(session: Session, post: StatusPostRow) -> bool:
    """Whether the forum refused the post's latest edit for good (the outbox gave it up)."""
    return session.scalar(select(OutboxRow.status).where(
        OutboxRow.edit_of == post.anchor_id).order_by(OutboxRow.id.desc()).limit(1)) == "failed"


def _queue(session: Session, post: StatusPostRow, text: str, now: datetime) -> bool:
    """Queue the post's new text, unless it is what the post holds already."""
    if normal(text) == normal(post.text):
        return False
    post.revision += 1
    post.text = text
    queue_edit(session, anchor=post.anchor_id, key=f"sp{post.id}:r{post.revision}", raw=text,
               now=now, game_id=None, topic_id=post.topic_id)
    return True


# --------------------------------------------------------------------- the service side


def on_post(
    session: Session, row: InboundRow, *, bot: str, now: datetime, lock: bool,
    block: Callable[[GameRow], str], may_mark: Callable[[GameRow], bool],
) -> bool:
    """A post in a topic that is no game's, new or edited: take its markers (the games its
    author may show: `may_mark`), and queue the edit that fills them in. The bot's own edit
    coming back changes nothing. False when the post has no marker the bot takes and never
    had one."""
    names = names_for(bot)
    template = fold(row.raw)
    found = live_markers(template, names)
    query = select(StatusPostRow).where(StatusPostRow.post_id == row.post_id)
    post = session.scalar(query.with_for_update() if lock else query)
    if post is None and not found:
        return False
    if post is not None and (row.version < post.version or canonical(
            post.template, names) == canonical(template, names)):
        post.version = max(post.version, row.version)
        return True  # an older version late, or the bot's own edit: nothing new
    shown: list[GameRow] = []
    for _line, game_id in found:
        game = find_game(session, game_id)
        if game is not None and game not in shown and may_mark(game):
            shown.append(game)
        if len(shown) == MAX_GAMES:
            break
    if post is None:
        if not shown:
            return False
        post = _start(session, row, template, now)
    post.version = max(post.version, row.version)
    post.template = template
    post.topic_id = row.topic_id
    post.updated_at = now
    post.text = SENT_MARKER.sub("", row.raw)  # what the forum holds now
    _mark(session, post, [game.id for game in shown])
    if not shown:
        post.status = "gone"
        return True
    post.status = "live"
    _queue(session, post, render(template, {game.id: block(game) for game in shown}, names),
           now)
    return True


def _start(session: Session, row: InboundRow, template: str, now: datetime) -> StatusPostRow:
    """Begin keeping a post: an outbox row stands for it (sent: it only names the post),
    so that its edits queue like any other."""
    key = f"post{row.post_id}:status"
    anchor = enqueue(session, key=key, kind="anchor", raw="", now=now,
                     discourse_topic_id=row.topic_id)
    if anchor is None:
        anchor = session.scalar(select(OutboxRow).where(OutboxRow.key == key))
        assert anchor is not None
    anchor.status = "sent"
    anchor.post_id = row.post_id
    anchor.sent_at = now
    post = StatusPostRow(post_id=row.post_id, topic_id=row.topic_id, author=row.username,
                         version=row.version, template=template, text=row.raw,
                         anchor_id=anchor.id, revision=0, status="live", updated_at=now)
    session.add(post)
    session.flush()
    return post


def _mark(session: Session, post: StatusPostRow, games: list[int]) -> None:
    """The games a post shows are these, now."""
    had = set(session.scalars(select(StatusMarkRow.game_id).where(
        StatusMarkRow.status_post_id == post.id)))
    gone = had - set(games)
    if gone:
        session.execute(delete(StatusMarkRow).where(
            StatusMarkRow.status_post_id == post.id, StatusMarkRow.game_id.in_(gone)))
    session.add_all(StatusMarkRow(status_post_id=post.id, game_id=game)
                    for game in games if game not in had)
    session.flush()


def refresh(session: Session, game: GameRow, *, bot: str, now: datetime, lock: bool,
            block: Callable[[GameRow], str]) -> int:
    """After a change of `game`: new text for every live post showing it, each game's block
    rendered once however many posts show it; one edit per post whose text changed.
    Returns how many edits were queued."""
    query = (select(StatusPostRow)
             .join(StatusMarkRow, StatusMarkRow.status_post_id == StatusPostRow.id)
             .where(StatusMarkRow.game_id == game.id, StatusPostRow.status == "live")
             .order_by(StatusPostRow.id))
    posts = list(session.scalars(query.with_for_update(of=StatusPostRow) if lock else query))
    if not posts:
        return 0
    shows: dict[int, list[int]] = {}
    for mark in session.scalars(select(StatusMarkRow).where(
            StatusMarkRow.status_post_id.in_([post.id for post in posts]))
            .order_by(StatusMarkRow.id)):
        shows.setdefault(mark.status_post_id, []).append(mark.game_id)
    names = names_for(bot)
    blocks: dict[int, str | None] = {}
    queued = 0
    for post in posts:
        if _refused(session, post):
            post.status = "refused"
            continue
        for game_id in shows.get(post.id, []):
            if game_id not in blocks:
                shown = game if game_id == game.id else find_game(session, game_id)
                blocks[game_id] = block(shown) if shown is not None else None
        filled = {game_id: found for game_id in shows.get(post.id, [])
                  if (found := blocks[game_id]) is not None}
        queued += _queue(session, post, render(post.template, filled, names), now)
    return queued

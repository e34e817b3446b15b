"""What the sender (`bridge.delivery.sender`) does when a delivery goes wrong: a post too short is
padded; a public topic refused for its title is mended and its GM told under which title it
went out; a message that can never go (its topic never made, someone else's post to edit) is
given up and shown to its game's GM; a message that may already be on the forum is found
again by its marker, trusted only in a post the bot wrote; an outage is noted, and a long one
told to each GM once the forum answers again.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from sqlalchemy import func, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session
from sqlalchemy.sql.expression import Executable

from bridge.db import ForumStateRow, GameRow, OutboxRow, TopicRow
from bridge.delivery import titles
from bridge.delivery.forum import Forum, ForumError, PostRef
from bridge.delivery.outbox import enqueue, marker, strip_marker
from bridge.texts import Texts

log = logging.getLogger(__name__)

OPENED_LOOKS = 6
"""Most topics read when looking for one the bot may have opened (each is one call)."""
OPENED_SLACK = timedelta(minutes=10)
"""How much earlier than the bridge's clock the forum's may run: a topic made up to this
long before its message was queued may still be the one."""


def gm_text(texts: Texts, game: GameRow, template: str, **params: Any) -> str:
    """A bridge text for a game's GM, in the game's language and time zone."""
    return texts.render(
        "bridge", template, game.language, str(game.settings.get("timezone", "Europe/Paris")),
        game={"id": game.id, "title": game.title, "kind": game.kind, "gm": game.gm},
        **params)


def padding(session: Session, row: OutboxRow, texts: Texts) -> str:
    """The words that lengthen a message the forum found too short, in its game's language."""
    game = session.get(GameRow, row.game_id) if row.game_id else None
    return texts.render("bridge", "padding", game.language if game else "en").strip()


# ----------------------------------------------------------------- titles the forum refused


def mend_title(row: OutboxRow, error: str) -> None:
    """A public topic refused for its title is tried again under a mended one; once the
    topic is made, its game's record takes that title and the GM is told (`title_used`)."""
    mended = titles.mend(row.title, error, row.failures)
    log.warning("outbox %s: the forum refused the title %r (%s); trying %r", row.key,
                row.title, error[:200], mended)
    row.title = mended


def title_used(session: Session, row: OutboxRow, clock: Callable[[], datetime],
               texts: Texts) -> None:
    """Tell the game's GM, in their desk, under which title the forum took a public
    topic whose first title it refused."""
    game = session.get(GameRow, row.game_id) if row.game_id else None
    desk = session.scalar(select(TopicRow).where(
        TopicRow.game_id == row.game_id, TopicRow.role == "gm")) if game else None
    if game is None or desk is None:
        return
    enqueue(session, key=f"{row.key}:title", kind="reply", now=clock(),
            game_id=game.id, topic=desk,
            raw=gm_text(texts, game, "title_mended", used=row.title,
                        reason=_refusal(row.last_error or "")))


def _refusal(error: str) -> str:
    """The forum's words for a refusal, without the status the adapter put before them."""
    return re.sub(r"^\d{3}:\s*", "", error)[:300]


# ----------------------------------------------------------------- giving up


def give_up(session: Session, row: OutboxRow, reason: str, clock: Callable[[], datetime],
            texts: Texts, tell_gm: bool = True) -> None:
    """Mark a message failed for good and show it to the game's GM, who can pass it on
    by hand (never for a message that was itself for the GM's desk)."""
    row.status = "failed"
    row.lease_until = None
    row.last_error = reason[:2000]
    log.error("outbox %s: given up: %s", row.key, reason, extra={
        "game": row.game_id, "event": "message_given_up", "outbox": row.key, "kind": row.kind,
        "reason": reason[:300], "failures": row.failures})
    game = session.get(GameRow, row.game_id) if row.game_id and tell_gm else None
    desk = session.scalar(select(TopicRow).where(
        TopicRow.game_id == row.game_id, TopicRow.role == "gm")) if game else None
    if game is None or desk is None or row.topic_ref == desk.id or row.key.endswith(
            ":given-up"):
        return
    if session.scalar(select(OutboxRow.status).where(
            OutboxRow.topic_ref == desk.id, OutboxRow.kind == "pm")) == "failed":
        return
    enqueue(session, key=f"{row.key}:given-up", kind="reply", now=clock(),
            game_id=game.id, topic=desk,
            raw=gm_text(texts, game, "message_given_up", to=addressee(session, row),
                        reason=reason[:300], failures=row.failures,
                        text=strip_marker(row.raw)))


def orphan(session: Session, row: OutboxRow) -> bool:
    """A reply whose topic will never exist (the message creating it failed for good), or
    an edit of a post that will never exist."""
    if row.kind == "edit":
        target = session.get(OutboxRow, row.edit_of) if row.edit_of else None
        return target is None or target.status == "failed"
    if (row.kind not in ("reply", "close", "invite") or row.discourse_topic_id is not None
        or row.topic_ref is None):
        return False
    topic = session.get(TopicRow, row.topic_ref)
    if topic is not None and topic.discourse_id is not None:
        return False
    creating = session.scalar(select(OutboxRow.status).where(
        OutboxRow.topic_ref == row.topic_ref, OutboxRow.kind.in_(("topic", "pm"))))
    return creating in (None, "failed")


def edits_others(session: Session, row: OutboxRow) -> bool:
    """Whether the message edits a post the bot did not write (a status marker's: its
    outbox row is an `anchor`, never sent)."""
    if row.kind != "edit" or row.edit_of is None:
        return False
    return session.scalar(select(OutboxRow.kind).where(
        OutboxRow.id == row.edit_of)) == "anchor"


def addressee(session: Session, row: OutboxRow) -> dict[str, object]:
    """Where a message was going, for the GM: the topic's role and owner, or people."""
    topic = session.get(TopicRow, row.topic_ref) if row.topic_ref else None
    return {"role": topic.role if topic else row.kind, "owner": topic.owner if topic else "",
            "recipients": list(row.recipients), "topic_id": row.discourse_topic_id}


# ----------------------------------------------------------------- the forum down, then back


def forum_down(session: Session, mark_down: Executable, now: datetime,
               exc: ForumError) -> None:
    """Note that the forum does not answer, from `now` if it answered until now (`mark_down`:
    the sender's insert of the forum's state row, `Database.insert_once`)."""
    first = session.execute(
        mark_down, {"id": 1, "down_since": now, "last_error": str(exc)[:500]}).first()
    began = cast(CursorResult[Any], session.execute(update(ForumStateRow).where(
        ForumStateRow.id == 1, ForumStateRow.down_since.is_(None)).values(
        down_since=now, last_error=str(exc)[:500])))
    if first is not None or began.rowcount == 1:
        log.warning("the forum does not answer: %s", exc, extra={
            "event": "forum_down", "error": str(exc)[:300]})


def forum_answers(session: Session, clock: Callable[[], datetime], down_alert: timedelta,
                  texts: Texts) -> None:
    """The forum answered: if it had been unreachable, this sender alone ends the outage
    (a conditional update), and after a long one tells each active game's GM desk once,
    from when to when, while the held messages go out."""
    state = session.get(ForumStateRow, 1)
    if state is None or state.down_since is None:
        return
    since, error = state.down_since, state.last_error
    ended = cast(CursorResult[Any], session.execute(update(ForumStateRow).where(
        ForumStateRow.id == 1, ForumStateRow.down_since == since).values(
        down_since=None).execution_options(synchronize_session=False)))
    now = clock()
    if ended.rowcount != 1:
        return
    log.log(logging.WARNING if now - since > down_alert else logging.INFO,
            "the forum answers again after %s", now - since, extra={
                "event": "forum_back", "down_seconds": round((now - since).total_seconds())})
    if now - since <= down_alert:
        return
    for game in session.scalars(select(GameRow).where(
            GameRow.status.in_(("signup", "running", "review")))):
        desk = session.scalar(select(TopicRow).where(
            TopicRow.game_id == game.id, TopicRow.role == "gm"))
        if desk is None or desk.discourse_id is None:
            continue
        held = session.scalar(select(func.count()).select_from(OutboxRow).where(
            OutboxRow.game_id == game.id, OutboxRow.status == "pending"))
        enqueue(session, key=f"g{game.id}:forum-down:{since.isoformat()}", kind="reply",
                now=now, game_id=game.id, topic=desk,
                raw=gm_text(
                    texts, game, "forum_was_down", since=since.isoformat(),
                    until=now.isoformat(), minutes=round((now - since).total_seconds() / 60),
                    held=held or 0, error=error[:200]))


# ----------------------------------------------------------------- finding what was sent


def by_bot(forum: Forum, post: dict[str, Any]) -> bool:
    """Whether the bot wrote a post: a marker anyone can type counts only there."""
    bot = str(getattr(forum, "username", "")).casefold()
    return bool(bot) and str(post.get("username") or "").casefold() == bot


def find_in_topic(forum: Forum, wait: Callable[[], None], topic_id: int,
                  key: str) -> PostRef | None:
    """The bot's post holding `key`'s marker among the topic's last posts, if any; `wait`
    before each forum call (the sender's pacer)."""
    wait()
    info = forum.read_topic(topic_id)
    recent = list(info.post_ids[-40:])
    if not recent:
        return None
    wait()
    for post in forum.read_posts(topic_id, recent):
        if marker(key) in (post.get("raw") or "") and by_bot(forum, post):
            return PostRef(topic_id, int(post["id"]), int(post["post_number"]))
    return None


def find_opened(forum: Forum, wait: Callable[[], None], kind: str, title: str, key: str,
                queued_at: datetime | None) -> PostRef | None:
    """A topic or private conversation (`kind` "pm") the bot already opened for the message
    `key`, if any: one whose first post, written by the bot, holds the message's marker.
    Only topics that may be it are read (OPENED_LOOKS at most): those made since the message
    was queued, and those whose title reads as the one asked for once Discourse's
    prettifying is undone; their titles are no proof. `wait` before each forum call."""
    wait()
    username = getattr(forum, "username", "")
    topics = (forum.private_topics(username, sent=True) if kind == "pm"
              else forum.topics_created_by(username))
    candidates = [topic for topic in topics if isinstance(topic.get("id"), int) and (
        _same_title(str(topic.get("title") or ""), title)
        or _made_since(topic.get("created_at"), queued_at))]
    for topic in candidates[:OPENED_LOOKS]:
        wait()
        info = forum.read_topic(int(topic["id"]))
        first = next((p for p in info.posts if p.get("post_number") == 1), None)
        if (first is not None and by_bot(forum, first)
            and marker(key) in (first.get("raw") or "")):
            return PostRef(info.id, int(first["id"]), 1)
    return None


def _title_key(title: str) -> str:
    """A title as Discourse may have rewritten it (`TextCleaner.clean_title`: first letter
    capitalised, all capitals lowercased, trailing full stops dropped, `!!`/`??` collapsed,
    runs of spaces squeezed), folded so that both spellings compare equal."""
    text = re.sub(r"\s+", " ", title).strip()
    text = re.sub(r"([!?])\1+", r"\1", text)
    text = re.sub(r"\.+$", "", text).strip()
    return text.casefold()


def _same_title(shown: str, asked: str) -> bool:
    """Whether a listed title may be the one the bot asked for."""
    return bool(asked) and _title_key(shown) == _title_key(asked)


def _made_since(created: Any, queued: datetime | None) -> bool:
    """Whether a listed topic was made after its message was queued (less the slack)."""
    if queued is None or not isinstance(created, str):
        return False
    try:
        moment = datetime.fromisoformat(created.replace("Z", "+00:00"))
    except ValueError:
        return False
    moment = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    queued = queued if queued.tzinfo else queued.replace(tzinfo=UTC)
    return moment >= queued - OPENED_SLACK

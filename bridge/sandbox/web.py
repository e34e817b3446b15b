"""The sandbox forum's web page: a person reads and posts on the fake Discourse in a browser.

No login, as the sandbox has none: the page acts as whichever member is chosen in the user
switcher (`/as/<username>/...`, so two tabs can be two players). It shows the topics that
member may see (public topics, and the private messages they are in), a topic's posts as
Discourse shows them (their `cooked` HTML, bridge/sandbox/cook.py: Markdown, `[details]`,
local dates shown in the reader's time zone, `upload://` pictures from the forum's uploads,
emoji; links to the forum's own topics kept on this page), and a "post as" box for a reply,
a new topic or a new private message. Posting goes through `SandboxForum.post`, `new_topic`
and `new_private_message`, what a member does in Discourse's browser: the same checks, the
same webhooks, so the bot answers as it would on a real forum. A small poll reloads the page
when something new is visible (unless a box holds a draft).

`Controls` adds what is not the forum's: the fake clock's buttons and the games with their
status pages (`gamemaster demo` fills it in). Every piece of text shown is escaped (players'
text is hostile), posts' HTML is sanitised (by the cooking, and again here); pages answer
with a content security policy that allows no inline script. The templates, style sheet and
script are in `web_templates.py`; `local_server.py` serves the app on 127.0.0.1.
"""

from __future__ import annotations

import hashlib
import html
import re
import secrets
import threading
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import jinja2
from flask import (
    Flask,
    Response,
    abort,
    flash,
    get_flashed_messages,
    jsonify,
    redirect,
    request,
    url_for,
)
from markupsafe import Markup, escape
from werkzeug.wrappers import Response as BaseResponse

from . import queries
from .errors import ForumError
from .forum import SandboxForum
from .model import Post, Topic
from .sanitise import sanitise
from .web_templates import SCRIPT, STYLE, TEMPLATES

USERNAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{1,39}")
"""Who may be chosen or written to: Discourse's characters, 2 to 40 of them."""
CLOCK_STEPS = {"hour": timedelta(hours=1), "day": timedelta(days=1)}
ACTIONS = {"closed.enabled": "closed the topic", "closed.disabled": "opened the topic again",
           "archived.enabled": "archived the topic", "archived.disabled": "unarchived the topic"}


@dataclass(frozen=True)
class GameLink:
    """A game the bridge runs on this forum, with its status page and its forum topics."""

    id: int
    title: str
    kind: str
    status: str
    status_url: str
    topics: tuple[int, ...] = ()


@dataclass
class Controls:
    """What the page offers beyond the forum itself (all optional).

    `advance(moment)` moves the fake clock there, firing what falls due on the way;
    `next_deadline()` is the next moment something is due; `games()` lists the games."""

    advance: Callable[[datetime], None] | None = None
    next_deadline: Callable[[], datetime | None] = lambda: None
    games: Callable[[], list[GameLink]] = list
    lock: threading.Lock = field(default_factory=threading.Lock)


# ----------------------------------------------------------------- posts, as cooked

_LINK = re.compile(r'(<a\b[^>]*?\shref=")([^"]*)(")')


def render_cooked(cooked: str,
                  topic_href: Callable[[str], str | None] = lambda _url: None) -> Markup:
    """A post's cooked HTML for the page: sanitised once more (a post's `cooked` is the
    forum's, but the page trusts nothing), links opened without referrer or opener, and a link
    to one of the forum's own topics sent by `topic_href` to this page instead."""
    def link(match: re.Match[str]) -> str:
        url = html.unescape(match.group(2))
        href = topic_href(url) or url
        return f'{match.group(1)}{escape(href)}" rel="noopener noreferrer{match.group(3)}'

    return Markup(_LINK.sub(link, sanitise(cooked)))


def emoji_picture(name: str) -> str | None:
    """A small SVG of the emoji Discourse calls `name` (`game_die`: the Unicode character
    GAME DIE), for the cooked posts' emoji pictures; None when Unicode has no such name."""
    try:
        character = unicodedata.lookup(name.replace("_", " "))
    except KeyError:
        return None
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" '
            'viewBox="0 0 20 20"><text x="10" y="10" font-size="16" text-anchor="middle" '
            f'dominant-baseline="central">{escape(character)}</text></svg>')


# ----------------------------------------------------------------- pages


class _Pages:
    """Reads the forum under its lock into plain values for the templates."""

    def __init__(self, forum: SandboxForum, zone: ZoneInfo) -> None:
        self.forum = forum
        self.zone = zone

    def when(self, moment: datetime) -> str:
        return moment.astimezone(self.zone).strftime(f"%a %d %b %Y %H:%M ({self.zone.key})")

    def reserved(self, name: str) -> bool:
        return name.lower() in {self.forum.bot_username.lower(), "system", "discobot"}

    def users(self) -> list[str]:
        """The members one may act as: every person, not the bot nor the system accounts."""
        with self.forum.lock:
            names = [u.username for u in self.forum.users.values()
                     if u.human and not self.reserved(u.username)]
        return sorted(names, key=str.lower)

    @staticmethod
    def can_see(user: str | None, topic: Topic) -> bool:
        if not topic.private:
            return True
        return user is not None and user.lower() in (n.lower() for n in topic.allowed_usernames)

    def topic_games(self, games: list[GameLink], topic_id: int) -> list[GameLink]:
        return [g for g in games if topic_id in g.topics]

    def topics(self, user: str | None, games: list[GameLink]) -> list[dict[str, Any]]:
        """The topics `user` may see, most recently active first."""
        rows: list[dict[str, Any]] = []
        with self.forum.lock:
            for topic in self.forum.topics.values():
                if not self.can_see(user, topic):
                    continue
                posts = self.forum.topic_posts_locked(topic)
                last = posts[-1] if posts else None
                rows.append({
                    "id": topic.id, "title": topic.title, "private": topic.private,
                    "members": list(topic.allowed_usernames), "count": len(posts),
                    "closed": topic.locked,
                    "last_by": self.forum.users[last.user_id].username if last else "",
                    "last": last.created_at if last else topic.created_at,
                    "games": self.topic_games(games, topic.id),
                })
        rows.sort(key=lambda r: (r["last"], r["id"]), reverse=True)
        for row in rows:
            row["last_at"] = self.when(row.pop("last"))
        return rows

    def topic(self, user: str | None, topic_id: int) -> tuple[Topic, list[Post]]:
        """A topic `user` may see and its posts (404 otherwise: as Discourse hides them)."""
        with self.forum.lock:
            topic = self.forum.topics.get(topic_id)
            if topic is None or not self.can_see(user, topic):
                abort(404)
            return topic, list(self.forum.topic_posts_locked(topic))

    def fingerprint(self, user: str | None, topic_id: int | None) -> str:
        """Changes when something the page shows changes: posts, edits, topics, the clock."""
        parts: list[Any] = [self.forum.now().isoformat()]
        with self.forum.lock:
            for topic in sorted(self.forum.topics.values(), key=lambda t: t.id):
                if (topic_id is not None and topic.id != topic_id) or not self.can_see(
                        user, topic):
                    continue
                posts = self.forum.topic_posts_locked(topic)
                parts.append((topic.id, topic.locked, len(posts),
                              max((p.updated_at for p in posts), default=None)))
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


def create_web_app(forum: SandboxForum, controls: Controls | None = None,
                   timezone: str = "UTC") -> Flask:
    """The forum's web page as a Flask app (serve it on 127.0.0.1 only: there is no login)."""
    app = Flask(__name__)
    app.secret_key = secrets.token_hex(16)
    app.config["MAX_CONTENT_LENGTH"] = 256 * 1024
    controls = controls or Controls()
    pages = _Pages(forum, ZoneInfo(timezone))
    env = jinja2.Environment(loader=jinja2.DictLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined)

    def render(name: str, status: int = 200, **values: Any) -> Response:
        user = values.get("user")
        topic = values.get("topic")
        topic_id = topic["id"] if topic else None
        users = pages.users()
        if user and user not in users:
            users.append(user)  # a new name: a member from their first post on
        next_due = controls.next_deadline() if controls.advance else None
        page = env.get_template(name).render(
            url_for=url_for, get_flashed_messages=get_flashed_messages,
            users=users, here=request.full_path.rstrip("?"), bot=forum.bot_username,
            home_url=url_for("topics", user=user) if user else url_for("home"),
            # A refusal's page answers a POST: reloading it would post again.
            poll_url=url_for("poll", user=user or "-", topic=topic_id) if status < 400 else "",
            fingerprint=pages.fingerprint(user, topic_id), clock=controls.advance is not None,
            now=pages.when(forum.now()),
            next_deadline=pages.when(next_due) if next_due else None,
            error=values.pop("error", None), topic=topic,
            form=defaultdict(str, values.pop("form", {})),
            **{k: v for k, v in values.items() if k != "topic"})
        return Response(page, status=status, mimetype="text/html")

    def chosen(user: str) -> str:
        if not USERNAME.fullmatch(user):
            abort(404)
        if pages.reserved(user):
            abort(403)
        existing = forum.find_user(user)
        return existing.username if existing else user

    def topic_href(user: str | None) -> Callable[[str], str | None]:
        """Links to the forum's own topics (the bot writes `<forum>/t/<id>`) open here."""
        # The bot links to the forum people read: this page (the demo) or the API's address.
        bases = {b.rstrip("/") for b in (forum.instance_url or "", request.host_url) if b}
        own = re.compile("(?:" + "|".join(re.escape(b) for b in sorted(bases)) +
                         r")/t/(?:[^/\s]+/)?(\d+)(?:/(\d+))?/?$") if bases else None

        def href(url: str) -> str | None:
            match = own.match(url) if own else None
            if match is None:
                return None
            anchor = f"#post-{match.group(2)}" if match.group(2) else ""
            if user:
                return url_for("topic", user=user, topic_id=int(match.group(1))) + anchor
            return url_for("public_topic", topic_id=int(match.group(1))) + anchor
        return href

    def topics_page(user: str | None, status: int = 200, **values: Any) -> Response:
        games = controls.games()
        rows = pages.topics(user, games)
        for row in rows:
            row["href"] = (url_for("topic", user=user, topic_id=row["id"]) if user
                           else url_for("public_topic", topic_id=row["id"]))
        return render("topics.html", status, user=user, topics=rows, games=games, **values)

    def topic_page(user: str | None, topic_id: int, status: int = 200,
                   **values: Any) -> Response:
        topic, posts = pages.topic(user, topic_id)
        href = topic_href(user)
        with forum.lock:
            shown: list[dict[str, Any]] = [{
                "number": p.post_number, "author": forum.users[p.user_id].username,
                "bot": forum.users[p.user_id].username.lower() == forum.bot_username.lower(),
                "at": pages.when(p.created_at), "version": p.version,
                "reply_to": p.reply_to_post_number,
                "action": ACTIONS.get(p.action_code, p.action_code) if p.action_code
                else None,
                "cooked": p.cooked,
            } for p in posts]
        for post in shown:
            post["body"] = render_cooked(post.pop("cooked"), href)
        info = {"id": topic.id, "title": topic.title, "private": topic.private,
                "members": list(topic.allowed_usernames), "closed": topic.closed,
                "archived": topic.archived,
                "games": pages.topic_games(controls.games(), topic.id)}
        return render("topic.html", status, user=user, topic=info, posts=shown, **values)

    @app.after_request
    def guard(response: Response) -> Response:
        response.headers["Content-Security-Policy"] = (
            "default-src 'self'; img-src 'self'; script-src 'self'; style-src 'self'; "
            "frame-ancestors 'none'; form-action 'self'")
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "same-origin"  # "no-referrer" sends Origin: null
        response.headers["Cache-Control"] = "no-store"
        return response

    @app.before_request
    def same_origin() -> None:
        """No login here, so at least no other site's page may post on a member's behalf."""
        if request.method == "POST":
            origin = request.headers.get("Origin")
            if origin and origin.rstrip("/") != request.host_url.rstrip("/"):
                abort(403)

    @app.get("/static/forum.css")
    def style() -> Response:
        return Response(STYLE, mimetype="text/css")

    @app.get("/static/forum.js")
    def script() -> Response:
        return Response(SCRIPT, mimetype="text/javascript")

    @app.get("/")
    def home() -> Response:
        return topics_page(None)

    @app.get("/switch")
    def switch() -> BaseResponse:
        name = (request.args.get("new") or request.args.get("user") or "").strip().lstrip("@")
        if not name:
            return redirect(url_for("home"), 303)
        if not USERNAME.fullmatch(name) or pages.reserved(name):
            flash("Choose a member's name: 2 to 40 letters, digits, _ . or -, and not the "
                  "bot's.", "error")
            return redirect(url_for("home"), 303)
        user = chosen(name)
        topic_id = request.args.get("topic", type=int)
        if topic_id is not None:
            with forum.lock:
                topic = forum.topics.get(topic_id)
                if topic is not None and pages.can_see(user, topic):
                    return redirect(url_for("topic", user=user, topic_id=topic_id), 303)
        return redirect(url_for("topics", user=user), 303)

    @app.get("/as/<user>/")
    def topics(user: str) -> Response:
        return topics_page(chosen(user))

    @app.get("/as/<user>/t/<int:topic_id>")
    def topic(user: str, topic_id: int) -> Response:
        return topic_page(chosen(user), topic_id)

    @app.get("/t/<int:topic_id>")
    @app.get("/t/<slug>/<int:topic_id>")
    @app.get("/t/<slug>/<int:topic_id>/<int:post_number>")
    def public_topic(topic_id: int, slug: str = "", post_number: int = 0) -> Response:
        return topic_page(None, topic_id)

    @app.post("/as/<user>/t/<int:topic_id>")
    def reply(user: str, topic_id: int) -> BaseResponse:
        user = chosen(user)
        raw = request.form.get("raw", "")
        try:
            forum.post(user, topic_id, raw)
        except ForumError as exc:
            if exc.status == 404:
                abort(404)
            return topic_page(user, topic_id, 422, error="; ".join(exc.errors),
                              form={"raw": raw})
        return redirect(url_for("topic", user=user, topic_id=topic_id) + "#reply", 303)

    @app.post("/as/<user>/topics")
    def new_topic(user: str) -> BaseResponse:
        user = chosen(user)
        title, raw = request.form.get("title", ""), request.form.get("raw", "")
        try:
            post = forum.new_topic(user, title, raw)
        except ForumError as exc:
            return topics_page(user, 422, error="; ".join(exc.errors),
                               form={"title": title, "raw": raw})
        return redirect(url_for("topic", user=user, topic_id=post["topic_id"]), 303)

    @app.post("/as/<user>/messages")
    def new_message(user: str) -> BaseResponse:
        user = chosen(user)
        to = request.form.get("to", "")
        title, raw = request.form.get("title", ""), request.form.get("raw", "")
        form = {"to": to, "pm_title": title, "pm_raw": raw}
        names = [n.strip().lstrip("@") for n in to.split(",") if n.strip()]
        bad = [n for n in names if not USERNAME.fullmatch(n)]
        if not names or bad:
            return topics_page(user, 422, form=form, error=(
                f"Not a member's name: {', '.join(bad)}" if bad else "Write to someone."))
        try:
            post = forum.new_private_message(user, names, title, raw)
        except ForumError as exc:
            return topics_page(user, 422, error="; ".join(exc.errors), form=form)
        return redirect(url_for("topic", user=user, topic_id=post["topic_id"]), 303)

    @app.get("/as/<user>/poll.json")
    def poll(user: str) -> Response:
        who = None if user == "-" else chosen(user)
        topic_id = request.args.get("topic", type=int)
        return jsonify({"fingerprint": pages.fingerprint(who, topic_id)})

    @app.post("/clock")
    def clock() -> BaseResponse:
        back = request.form.get("next", "/")
        if not back.startswith("/") or back.startswith("//"):
            back = "/"
        if controls.advance is None:
            abort(404)
        step = request.form.get("step", "")
        with controls.lock:
            now = forum.now()
            if step in CLOCK_STEPS:
                target: datetime | None = now + CLOCK_STEPS[step]
            elif step == "deadline":
                target = controls.next_deadline()
            else:
                abort(400)
            if target is None:
                flash("Nothing is due: the clock did not move.")
                return redirect(back, 303)
            try:
                controls.advance(max(target, now))
            except Exception as exc:  # shown to the person trying the game, not a 500
                flash(f"The clock stopped at {pages.when(forum.now())}: {exc}", "error")
                return redirect(back, 303)
        flash(f"The clock moved to {pages.when(forum.now())}.")
        return redirect(back, 303)

    @app.get("/images/emoji/<emoji_set>/<name>.png")
    def emoji(emoji_set: str, name: str) -> Response:
        picture = emoji_picture(name)
        if picture is None:
            abort(404)
        return Response(picture, mimetype="image/svg+xml")

    @app.get("/uploads/short-url/<name>")
    @app.get("/uploads/default/original/1X/<name>")
    def upload(name: str) -> Response:
        stored = queries.find_upload(forum, name)
        if stored is None or stored.extension.lower() not in {"png", "jpg", "jpeg", "gif",
                                                               "webp"}:
            abort(404)
        kind = "jpeg" if stored.extension.lower() == "jpg" else stored.extension.lower()
        return Response(stored.data, mimetype=f"image/{kind}")

    return app

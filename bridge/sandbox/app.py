"""The HTTP face of the sandbox forum: the Discourse API routes pydiscourse calls.

Every request (except upload files) passes, in order: an injected fault if one is pending,
the API key and username check, the site-wide admin API rate limit. Routes only parse the
request, call the forum, and render JSON with the exact content type pydiscourse expects.
"""

from __future__ import annotations

import json
import mimetypes
from typing import Any

from flask import Flask, Response, g, request
from werkzeug.exceptions import HTTPException

from . import errors, queries
from .api_gate import Fault
from .errors import ForumError
from .forum import SandboxForum
from .model import parse_time

JSON_TYPE = "application/json; charset=utf-8"
_PUBLIC_ENDPOINTS = {"upload_file", "basic_info"}
_UNAVAILABLE_PAGE = (
    "<html>\r\n<head><title>{status}</title></head>\r\n<body>\r\n"
    "<center><h1>{status}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
)


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> Response:
    """A JSON answer with Discourse's content type (`application/json; charset=utf-8`)."""
    response = Response(json.dumps(data, ensure_ascii=False), status=status, headers=headers)
    response.headers["Content-Type"] = JSON_TYPE
    return response


def _fault_response(fault: Fault) -> Response:
    if isinstance(fault.body, dict | list):
        return json_response(fault.body, fault.status, fault.headers)
    if fault.body is None:
        body = _UNAVAILABLE_PAGE.format(status=fault.status)
        content_type = "text/html"
    else:
        body, content_type = str(fault.body), "text/plain; charset=utf-8"
    response = Response(body, status=fault.status, headers=fault.headers)
    response.headers["Content-Type"] = content_type
    return response


def _params() -> dict[str, Any]:
    """Query string, form fields and JSON body merged (pydiscourse sends forms)."""
    data: dict[str, Any] = dict(request.args.to_dict())
    data.update(request.form.to_dict())
    body = request.get_json(silent=True)
    if isinstance(body, dict):
        data.update(body)
    return data


def _int(value: Any, name: str) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise errors.InvalidParameters(name) from None


def _flag(name: str) -> bool:
    # Rails' `!!params[:x]`: present means true, whatever the value.
    return name in request.args


def create_app(forum: SandboxForum) -> Flask:
    """A Flask app serving `forum` over the Discourse API."""
    app = Flask(__name__)
    app.config["SANDBOX_FORUM"] = forum

    @app.before_request
    def admit() -> Response | None:
        if request.endpoint in _PUBLIC_ENDPOINTS:
            return None
        fault = forum.take_fault()
        if fault is not None:
            return _fault_response(fault)
        g.user = forum.authenticate(
            request.headers.get("Api-Key"), request.headers.get("Api-Username")
        )
        forum.admit_api_request()
        return None

    @app.after_request
    def record(response: Response) -> Response:
        if request.endpoint not in _PUBLIC_ENDPOINTS:
            forum.record_call(request.method, request.path,
                              request.headers.get("Api-Username"), response.status_code)
        return response

    @app.errorhandler(ForumError)
    def forum_error(error: ForumError) -> Response:
        return json_response(error.body(), error.status, error.headers)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException) -> Response:
        if error.code == 404:
            return json_response(errors.NotFound().body(), 404)
        return json_response({"errors": [error.description or error.name]}, error.code or 500)

    # -- posts ----------------------------------------------------------------------------

    @app.post("/posts")
    @app.post("/posts.json")
    def create_post() -> Response:
        p = _params()
        try:
            created_at = parse_time(p["created_at"]) if p.get("created_at") else None
        except ValueError:
            raise errors.InvalidParameters("created_at") from None
        body = forum.create_post(
            g.user.username,
            p.get("raw"),
            topic_id=_int(p.get("topic_id"), "topic_id"),
            title=p.get("title"),
            category_id=_int(p.get("category"), "category"),
            archetype=p.get("archetype"),
            target_recipients=p.get("target_recipients") or p.get("target_usernames"),
            reply_to_post_number=_int(p.get("reply_to_post_number"), "reply_to_post_number"),
            created_at=created_at,
            via_api=True,
        )
        if p.get("nested_post"):
            body = {"action": "create_post", "post": body, "success": True}
        return json_response(body)

    @app.get("/posts.json")
    def latest_posts() -> Response:
        before = _int(request.args.get("before"), "before")
        return json_response(queries.latest_posts(forum, g.user, before))

    @app.get("/posts/<int:post_id>")
    @app.get("/posts/<int:post_id>.json")
    def get_post(post_id: int) -> Response:
        return json_response(queries.get_post(forum, g.user, post_id))

    @app.put("/posts/<int:post_id>")
    @app.put("/posts/<int:post_id>.json")
    def update_post(post_id: int) -> Response:
        p = _params()
        given = p.get("post")
        nested: dict[str, Any] = given if isinstance(given, dict) else {}
        raw = p.get("post[raw]", nested.get("raw"))
        reason = p.get("post[edit_reason]", nested.get("edit_reason"))
        if raw is None:
            raise errors.InvalidParameters("post")
        body = forum.revise(g.user.username, post_id, raw, edit_reason=reason or None)
        return json_response({"post": body})

    @app.delete("/posts/<int:post_id>")
    @app.delete("/posts/<int:post_id>.json")
    def destroy_post(post_id: int) -> Response:
        # PostsController#destroy: `render body: nil`, an empty 200.
        forum.destroy_post(g.user.username, post_id)
        return Response(b"", status=200)

    @app.put("/posts/<int:post_id>/recover")
    @app.put("/posts/<int:post_id>/recover.json")
    def recover_post(post_id: int) -> Response:
        # PostsController#recover: the post as `render_post_json` shows it.
        return json_response(forum.recover_post(g.user.username, post_id))

    @app.get("/posts/by_number/<int:topic_id>/<int:post_number>")
    @app.get("/posts/by_number/<int:topic_id>/<int:post_number>.json")
    def post_by_number(topic_id: int, post_number: int) -> Response:
        return json_response(queries.get_post_by_number(forum, g.user, topic_id, post_number))

    # -- topics ---------------------------------------------------------------------------

    @app.get("/t/<int:topic_id>.json")
    @app.get("/t/<slug>/<int:topic_id>.json")
    @app.get("/t/<int:topic_id>/<int:post_number>.json")
    @app.get("/t/<slug>/<int:topic_id>/<int:post_number>.json")
    def topic(topic_id: int, slug: str | None = None, post_number: int | None = None) -> Response:
        return json_response(
            queries.topic_view(forum, g.user, topic_id, post_number=post_number,
                               include_raw=_flag("include_raw"))
        )

    @app.get("/t/<int:topic_id>/posts.json")
    def topic_posts(topic_id: int) -> Response:
        ids = request.args.getlist("post_ids[]") + request.args.getlist("post_ids")
        asc = request.args.get("asc")
        return json_response(
            queries.topic_posts(
                forum, g.user, topic_id,
                post_ids=[i for i in (_int(x, "post_ids") for x in ids) if i is not None],
                post_number=_int(request.args.get("post_number"), "post_number"),
                asc=None if asc is None else asc.lower() == "true",
                include_raw=_flag("include_raw"),
            )
        )

    @app.put("/t/<int:topic_id>/status")
    @app.put("/t/<int:topic_id>/status.json")
    def topic_status(topic_id: int) -> Response:
        # TopicsController#status: `status` and `enabled` required, `until` (pins) ignored.
        p = _params()
        status, enabled = p.get("status"), p.get("enabled")
        for name, value in (("status", status), ("enabled", enabled)):
            if value is None or value == "":
                raise errors.InvalidParameters(name)
        # Forms send "true"/"false"; a JSON body may carry a boolean.
        on = enabled is True or str(enabled).lower() == "true"
        return json_response(forum.update_topic_status(g.user.username, topic_id, str(status),
                                                       enabled=on))

    @app.post("/t/<int:topic_id>/invite")
    @app.post("/t/<int:topic_id>/invite.json")
    def topic_invite(topic_id: int) -> Response:
        # TopicsController#invite: `user` (a username) or `email`; the bot invites users.
        invited = _params().get("user")
        if not invited:
            raise errors.InvalidParameters("user")
        return json_response(forum.invite_to_topic(g.user.username, topic_id, str(invited)))

    @app.put("/t/<int:topic_id>/remove-allowed-user")
    @app.put("/t/<int:topic_id>/remove-allowed-user.json")
    def topic_remove_allowed_user(topic_id: int) -> Response:
        # TopicsController#remove_allowed_user: `username` taken out of the conversation.
        removed = _params().get("username")
        if not removed:
            raise errors.InvalidParameters("username")
        forum.remove_allowed_user(g.user.username, topic_id, str(removed))
        return json_response({"success": "OK"})

    @app.get("/topics/private-messages/<username>.json")
    def private_messages(username: str) -> Response:
        page = _int(_params().get("page"), "page") or 0
        return json_response(queries.private_messages(forum, g.user, username, page=page))

    @app.get("/topics/private-messages-sent/<username>.json")
    def private_messages_sent(username: str) -> Response:
        page = _int(_params().get("page"), "page") or 0
        return json_response(queries.private_messages(forum, g.user, username, sent=True,
                                                      page=page))

    @app.get("/topics/created-by/<username>.json")
    def topics_created_by(username: str) -> Response:
        page = _int(_params().get("page"), "page") or 0
        return json_response(queries.topics_created_by(forum, g.user, username, page=page))

    # -- users and uploads ----------------------------------------------------------------

    @app.get("/u/<username>.json")
    @app.get("/users/<username>.json")
    def user(username: str) -> Response:
        return json_response(queries.user_profile(forum, username))

    @app.get("/site/basic-info.json")
    def basic_info() -> Response:
        """What any visitor may read, even on a forum that requires a login
        (app/controllers/site_controller.rb `basic_info`, which skips
        `redirect_to_login_if_required`): the forum's name and look."""
        base = str(forum.instance_url).rstrip("/")
        return json_response({
            "logo_url": f"{base}/images/logo.png", "logo_small_url": None,
            "apple_touch_icon_url": None, "favicon_url": None, "title": "Sandbox forum",
            "description": "A sandbox of Discourse for gamemaster's tests and demo",
            "header_primary_color": "333333", "header_background_color": "ffffff",
            "login_required": False, "locale": "en", "include_in_discourse_discover": False,
            "mobile_logo_url": None})

    @app.get("/session/current.json")
    def current_user() -> Response:
        return json_response(queries.current_user(forum, g.user))

    # -- read-only admin views (admins only; anyone else gets a 404) ----------------------

    @app.get("/admin/api/web_hooks.json")
    def web_hooks() -> Response:
        return json_response(queries.web_hooks(forum, g.user))

    @app.get("/admin/api/keys.json")
    def api_keys() -> Response:
        return json_response(queries.api_keys(forum, g.user))

    @app.get("/admin/site_settings.json")
    def site_settings() -> Response:
        return json_response(queries.site_settings(forum, g.user))

    @app.post("/uploads")
    @app.post("/uploads.json")
    def create_upload() -> Response:
        sent = request.files.get("file")
        if sent is None:
            raise errors.InvalidParameters("file")
        upload_type = request.form.get("type", "composer")
        body = queries.upload(forum, g.user, sent.filename or "upload", sent.read(), upload_type)
        return json_response(body)

    @app.get("/uploads/default/original/1X/<name>")
    @app.get("/uploads/short-url/<name>")
    def upload_file(name: str) -> Response:
        stored = queries.find_upload(forum, name)
        if stored is None:
            raise errors.NotFound()
        mimetype = mimetypes.guess_type(f"x.{stored.extension}")[0] or "application/octet-stream"
        return Response(stored.data, mimetype=mimetype)

    return app

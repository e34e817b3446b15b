"""The sandbox forum: a fake Discourse for tests and `make demo`.

The bot talks to it over real HTTP with pydiscourse; it sends real signed webhooks back.

    forum = SandboxForum(bot_username="gamemaster", api_key="k", seed=1)
    forum.add_webhook("http://127.0.0.1:8080/webhook", secret="s")
    with SandboxServer(forum) as server:
        client = DiscourseClient(server.url, api_username="gamemaster", api_key="k")
        forum.new_topic("alice", "A game for tonight, who is in?", "Let us play a game please")
"""

from .api_gate import ApiCall, Fault
from .app import create_app
from .errors import ForumError, InvalidAccess, NotFound, PostRejected, RateLimited
from .forum import SandboxForum
from .model import SiteSettings, format_time
from .server import SandboxServer
from .webhooks import Delivery, WebhookEndpoint, sign

__all__ = [
    "ApiCall",
    "Delivery",
    "Fault",
    "ForumError",
    "InvalidAccess",
    "NotFound",
    "PostRejected",
    "RateLimited",
    "SandboxForum",
    "SandboxServer",
    "SiteSettings",
    "WebhookEndpoint",
    "create_app",
    "format_time",
    "sign",
]

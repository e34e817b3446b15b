"""`gamemaster check`: is this deployment connected to its forum as deploy/DISCOURSE.md says?

From the environment configuration, over the Discourse API, in order:
1. forum: something answers at DISCOURSE_URL, and it is Discourse's API;
2. key: the forum accepts DISCOURSE_API_KEY for DISCOURSE_API_USERNAME
   (`GET /session/current.json` says who the key acts as);
3. staff: that user is a moderator or an admin;
4. scopes: what the key may do, tried with requests the forum refuses for a missing
   parameter when the key allows them (400/422) and with a 403 when its scopes do not, so
   nothing is ever written; an admin also sees the key's listed scopes;
5. webhook: a webhook sends post created/edited events as JSON to PUBLIC_URL +
   /webhooks/discourse, active, unfiltered (only an admin may read webhooks: the bot's own
   key when the bot is an admin, else an admin's key given for the check);
6. secret: WEBHOOK_SECRET is set, long enough for Discourse, and, when the forum shows the
   webhook's secret, the same; when it does not, the check says so and how to test it
   (the webhook's Ping).
Each check is one line, OK, FAILED (with what to do) or UNCHECKED (what could not be seen
and why); any FAILED makes `gamemaster check` exit non-zero.
"""

from __future__ import annotations

import hmac
import re
from dataclasses import dataclass
from typing import Any

import requests

from bridge.config import Config

OK, FAILED, UNCHECKED = "OK", "FAILED", "UNCHECKED"
WEBHOOK_PATH = "/webhooks/discourse"
POST_EVENTS = ("post_created", "post_edited")
JSON_CONTENT_TYPE = 1
"""`WebHook.content_types`: 1 application/json, 2 application/x-www-form-urlencoded."""
LAST_DELIVERY = {1: "none yet", 2: "failed", 3: "successful", 4: "disabled"}
MIN_SECRET = 12
"""Discourse refuses a webhook secret shorter than this (`WebHook` validation)."""
GENERATE = 'python3 -c "import secrets; print(secrets.token_hex(32))"'
NEEDS = ("read private messages", "create posts", "edit posts", "upload pictures",
         "close topics")
GRANULAR = ("topics → write, read and update; posts → edit; uploads → create; "
            "global → read")


@dataclass(frozen=True)
class Line:
    """One check's result."""

    name: str
    status: str
    says: str

    def __str__(self) -> str:
        return f"{self.status:<10}{self.name:<9}{self.says}"


@dataclass(frozen=True)
class Answer:
    """What the forum answered (status None: no answer at all, `error` says why)."""

    status: int | None
    body: Any = None
    content_type: str = ""
    error: str = ""
    retry_after: str = ""

    @property
    def is_json(self) -> bool:
        """Discourse answers its API, errors included, in JSON."""
        return "json" in self.content_type

    @property
    def message(self) -> str:
        """Discourse's error text (`errors`), or the status."""
        if isinstance(self.body, dict) and self.body.get("errors"):
            return "; ".join(str(e) for e in self.body["errors"])
        return self.error or f"HTTP {self.status}"


def _reason(exc: Exception) -> str:
    """Why a request got no answer, in a few words ("Connection refused", "Name or service
    not known"), not urllib3's whole chain."""
    found = re.findall(r"\[Errno -?\d+\] ([^'\")\]]+)", str(exc))
    return found[-1].strip() if found else f"{type(exc).__name__}: {exc}"[:200]


class Api:
    """Requests to the forum's API as one user, with one key."""

    def __init__(self, url: str, username: str, key: str, timeout: float) -> None:
        self.url = url.rstrip("/")
        self.headers = {"Api-Key": key, "Api-Username": username,
                        "Accept": "application/json"}
        self.timeout = timeout

    def call(self, method: str, path: str, data: dict[str, Any] | None = None) -> Answer:
        """One request; never raises."""
        try:
            response = requests.request(method, self.url + path, headers=self.headers,
                                        data=data, timeout=self.timeout,
                                        allow_redirects=False)
        except requests.Timeout:
            return Answer(None, error=f"no answer within {self.timeout:g} s")
        except requests.RequestException as exc:
            return Answer(None, error=_reason(exc))
        content_type = response.headers.get("Content-Type", "")
        try:
            body = response.json() if "json" in content_type else None
        except ValueError:
            body = None
        return Answer(response.status_code, body, content_type,
                      retry_after=response.headers.get("Retry-After", ""))


def _forum(answer: Answer, config: Config) -> Line:
    url = config.discourse_url
    if answer.status is None:
        return Line("forum", FAILED, f"no answer from {url} ({answer.error}): check "
                    "DISCOURSE_URL (the forum's base URL, https://forum.example.org, no "
                    "trailing slash) and that this host reaches it")
    if answer.status == 429:
        return Line("forum", FAILED, f"{url} is rate limiting this host (429): run the "
                    f"check again in {answer.retry_after or 60} seconds")
    if answer.status >= 500:
        return Line("forum", FAILED, f"{url} answers {answer.status}: the forum is down "
                    "or its proxy fails; try again later")
    if not answer.is_json or (300 <= answer.status < 400):
        return Line("forum", FAILED, f"something answers at {url} ({answer.status}, "
                    f"{answer.content_type or 'no content type'}), but not Discourse's "
                    "API: check DISCOURSE_URL")
    return Line("forum", OK, f"Discourse answers at {url}")


def _key(answer: Answer, config: Config) -> tuple[Line, dict[str, Any] | None]:
    user = config.discourse_api_username
    if not config.discourse_api_key:
        return Line("key", FAILED, "DISCOURSE_API_KEY is empty: create a key (Admin → "
                    f"Advanced → API keys → New API key, Single user: {user}) and put it "
                    "in DISCOURSE_API_KEY"), None
    if answer.status in (401, 403):
        return Line("key", FAILED, f"the forum refuses the key for user {user!r} "
                    f"({answer.status}: {answer.message}): check DISCOURSE_API_KEY and "
                    "DISCOURSE_API_USERNAME (a single-user key works only for its user; "
                    "a granular key also needs global → read)"), None
    current = answer.body.get("current_user") if isinstance(answer.body, dict) else None
    if answer.status != 200 or not isinstance(current, dict):
        return Line("key", FAILED, f"the forum did not say who the key acts as "
                    f"({answer.status}: {answer.message}): check DISCOURSE_API_KEY and "
                    "DISCOURSE_API_USERNAME"), None
    acting = str(current.get("username", ""))
    if acting.casefold() != user.casefold():
        return Line("key", FAILED, f"the key acts as {acting!r}, not as "
                    f"DISCOURSE_API_USERNAME={user!r}: set the bot's username"), None
    return Line("key", OK, f"the forum accepts the key for user {acting!r}"), current


def _staff(current: dict[str, Any]) -> Line:
    user = current.get("username", "")
    if current.get("admin"):
        return Line("staff", OK, f"{user} is an admin (moderator rights are enough)")
    if current.get("moderator"):
        return Line("staff", OK, f"{user} is a moderator")
    return Line("staff", FAILED, f"{user} is not staff: Admin → Users → {user} → Grant "
                "Moderation (staff skip the post rate limits and the \"too similar\" "
                "check that a bot posting many alike messages would hit)")


def _probes(api: Api, username: str) -> dict[str, Answer]:
    """Each thing the bot does, tried without effect: a GET it needs, and writes missing
    their one required parameter, which the forum refuses (400/422) only after the key's
    scopes let the request through (a scope refusal is a 403)."""
    return {
        "read private messages": api.call("GET", f"/topics/private-messages/{username}.json"),
        "create posts": api.call("POST", "/posts.json", {}),
        "edit posts": api.call("PUT", "/posts/0.json", {}),
        "upload pictures": api.call("POST", "/uploads.json", {}),
        "close topics": api.call("PUT", "/t/0/status.json", {}),
    }


def _listed_key(api: Api, config: Config) -> str:
    answer = api.call("GET", "/admin/api/keys.json")
    return listed_key(answer.body, config) if answer.status == 200 else ""


def listed_key(body: Any, config: Config) -> str:
    """What an admin sees of the key in Admin → API keys (`GET /admin/api/keys.json`): its
    scopes and its user, found by its first four characters; "" when it is not found."""
    keys = body.get("keys") if isinstance(body, dict) else None
    if not isinstance(keys, list):
        return ""
    prefix = config.discourse_api_key[:4]
    user = config.discourse_api_username.casefold()
    mine = [k for k in keys if isinstance(k, dict) and k.get("truncated_key") == prefix
            and not k.get("revoked_at")
            and (not k.get("user") or str(k["user"].get("username", "")).casefold() == user)]
    if len(mine) != 1:
        return ""
    key = mine[0]
    scopes = [f"{s.get('resource')}:{s.get('key') or s.get('action')}"
              for s in key.get("api_key_scopes") or [] if isinstance(s, dict)]
    said = f"; listed as {key.get('description') or 'a key'!r}: " + (
        f"granular ({', '.join(scopes)})" if scopes else "global scope")
    if not key.get("user"):
        said += (", for all users (deploy/DISCOURSE.md asks for a single-user key for the "
                 "bot: an all-users key can act as anyone)")
    return said


def scopes(api: Api, config: Config, admin: bool) -> Line:
    """What the key may do (the `scopes` line)."""
    answers = _probes(api, config.discourse_api_username)
    refused = [need for need, a in answers.items() if a.status in (401, 403)]
    unknown = [f"{need} ({a.status or a.error})" for need, a in answers.items()
               if need not in refused and (a.status is None or a.status == 429
                                           or a.status >= 500)]
    listed = _listed_key(api, config) if admin else ""
    if refused:
        return Line("scopes", FAILED, f"the key may not {', '.join(refused)} (403){listed}: "
                    f"use a Global key, or a granular one with {GRANULAR}")
    if unknown:
        return Line("scopes", UNCHECKED, f"the forum did not answer for: {', '.join(unknown)}"
                    "; run the check again")
    return Line("scopes", OK, f"the key may {', '.join(NEEDS)} (each tried with a request "
                f"the forum refuses for a missing parameter: nothing written){listed}")


def _hooks(api: Api) -> tuple[list[dict[str, Any]] | None, Answer]:
    answer = api.call("GET", "/admin/api/web_hooks.json")
    hooks = answer.body.get("web_hooks") if isinstance(answer.body, dict) else None
    if answer.status != 200 or not isinstance(hooks, list):
        return None, answer
    return [h for h in hooks if isinstance(h, dict)], answer


def _same_url(a: str, b: str) -> bool:
    return a.strip().rstrip("/").casefold() == b.strip().rstrip("/").casefold()


def _event_names(hook: dict[str, Any]) -> set[str]:
    names: set[str] = set()
    for event in hook.get("web_hook_event_types") or []:
        name = event.get("name") if isinstance(event, dict) else None
        if name == "post":  # before granular events, one type named "post" sent them all
            names.update(POST_EVENTS)
        elif isinstance(name, str):
            names.add(name)
    return names


def _webhook_problems(hook: dict[str, Any]) -> list[str]:
    problems = []
    if hook.get("content_type") != JSON_CONTENT_TYPE:
        problems.append("its content type is not application/json")
    missing = [e for e in POST_EVENTS if e not in _event_names(hook)]
    if missing and not hook.get("wildcard_web_hook"):
        problems.append("it does not send " + " and ".join(
            {"post_created": "Post is created", "post_edited": "Post is updated"}[e]
            for e in missing))
    if not hook.get("active"):
        problems.append("it is not active (tick Active)")
    filters = [name for name, key in (("categories", "category_ids"), ("tags", "tag_names"),
                                      ("groups", "group_ids")) if hook.get(key)]
    if filters:
        problems.append(f"it is limited to some {' and '.join(filters)}: private messages "
                        "have none, so private orders would never come (leave them empty)")
    if hook.get("last_delivery_status") == 2:
        problems.append("its last delivery failed (the webhook's Events tab shows why: "
                        f"403, the secrets differ; 404, the proxy does not route {WEBHOOK_PATH})")
    url = str(hook.get("payload_url", ""))
    if url.startswith("https:") and hook.get("verify_certificate") is False:
        problems.append("it does not check the TLS certificate (tick it)")
    return problems


def _webhook(hook: dict[str, Any] | None, hooks: list[dict[str, Any]],
             expected: str) -> Line:
    if hook is None:
        urls = ", ".join(str(h.get("payload_url")) for h in hooks) or "none"
        return Line("webhook", FAILED, f"no webhook sends to {expected} (the forum's "
                    f"webhooks: {urls}): Admin → Advanced → Webhooks → New webhook: payload "
                    f"URL {expected}, content type application/json, secret = "
                    "WEBHOOK_SECRET, events Post is created and Post is updated, Active")
    problems = _webhook_problems(hook)
    doubles = [h for h in hooks if h is not hook
               and _same_url(str(h.get("payload_url", "")), expected)]
    if problems:
        return Line("webhook", FAILED, f"webhook #{hook.get('id')} to {expected}: "
                    + "; ".join(problems))
    said = (f"webhook #{hook.get('id')} sends post created and edited events as JSON to "
            f"{expected}, active, last delivery: "
            f"{LAST_DELIVERY.get(int(hook.get('last_delivery_status') or 1), 'unknown')}")
    if doubles:
        said += (f"; {len(doubles)} more send there too (each post arrives twice; the "
                 "bridge keeps one, but delete the extra ones)")
    return Line("webhook", OK, said)


def _masked(secret: str) -> bool:
    """A secret the forum shows only as a placeholder."""
    return secret == "[FILTERED]" or (bool(secret) and set(secret) <= set("*•●"))


def _secret(config: Config, hook: dict[str, Any] | None) -> Line:
    secret = config.webhook_secret
    if not secret:
        return Line("secret", FAILED, "WEBHOOK_SECRET is empty: the receiver refuses every "
                    f"delivery (403). Generate one ({GENERATE}) and set it both in "
                    "WEBHOOK_SECRET and as the webhook's Secret")
    if len(secret) < MIN_SECRET:
        return Line("secret", FAILED, f"WEBHOOK_SECRET has {len(secret)} characters; "
                    f"Discourse requires at least {MIN_SECRET}, so the webhook cannot have "
                    f"the same: generate a longer one ({GENERATE}) and set it in both")
    shown = hook.get("secret") if hook is not None else None
    if isinstance(shown, str) and shown == "":
        return Line("secret", FAILED, "the webhook has no secret: its deliveries are "
                    "unsigned and refused (403); set its Secret to WEBHOOK_SECRET")
    if isinstance(shown, str) and not _masked(shown):
        if hmac.compare_digest(shown.encode(), secret.encode()):
            return Line("secret", OK, "WEBHOOK_SECRET is set and is the webhook's secret")
        return Line("secret", FAILED, "the webhook's secret is not WEBHOOK_SECRET: every "
                    "delivery is refused (403); paste the same value in both")
    return Line("secret", OK, f"WEBHOOK_SECRET is set ({len(secret)} characters); the "
                "forum does not show the webhook's secret back, so whether they match "
                "cannot be read here: Ping the webhook (its Events tab): 200 means they "
                "match, 403 that they differ")


def run(config: Config, admin_username: str = "", admin_key: str = "") -> list[Line]:
    """Every check, in order (later ones are UNCHECKED when what they need failed)."""
    bot = Api(config.discourse_url, config.discourse_api_username,
              config.discourse_api_key, config.api_timeout_seconds)
    expected = config.public_url.rstrip("/") + WEBHOOK_PATH
    whoami = bot.call("GET", "/session/current.json")
    lines = [_forum(whoami, config)]
    current = None
    if lines[0].status == OK:
        key, current = _key(whoami, config)
        lines.append(key)
    else:
        lines.append(Line("key", UNCHECKED, "needs an answer from the forum"))
    if current is not None:
        lines.append(_staff(current))
        lines.append(scopes(bot, config, admin=bool(current.get("admin"))))
    else:
        lines += [Line("staff", UNCHECKED, "needs an accepted key"),
                  Line("scopes", UNCHECKED, "needs an accepted key")]
    reader = None
    if admin_key:
        reader = Api(config.discourse_url, admin_username or "system", admin_key,
                     config.api_timeout_seconds)
    elif current is not None and current.get("admin"):
        reader = bot
    hook = None
    if lines[0].status != OK:
        lines.append(Line("webhook", UNCHECKED, "needs an answer from the forum"))
    elif reader is None:
        lines.append(Line("webhook", UNCHECKED, "only an admin can read the forum's webhooks"
                          + (f", and {config.discourse_api_username} is not one (a "
                             "moderator is enough for the bot)" if current else "")
                          + ": run the check once with an admin's key (DISCOURSE_ADMIN_API_KEY"
                          "=… DISCOURSE_ADMIN_USERNAME=… gamemaster check), or look in Admin "
                          f"→ Advanced → Webhooks: payload URL {expected}, content type "
                          "application/json, events Post is created and Post is updated, "
                          "Active"))
    else:
        hooks, answer = _hooks(reader)
        if hooks is None:
            who = "the admin key" if admin_key else "the bot's key"
            lines.append(Line("webhook", FAILED, f"{who} may not read the webhooks "
                              f"({answer.status or answer.error}: {answer.message}): give an "
                              "admin's key (DISCOURSE_ADMIN_API_KEY, DISCOURSE_ADMIN_USERNAME)"))
        else:
            matching = [h for h in hooks if _same_url(str(h.get("payload_url", "")),
                                                      expected)]
            hook = next((h for h in matching if h.get("active")), None) or next(
                iter(matching), None)
            lines.append(_webhook(hook, hooks, expected))
    lines.append(_secret(config, hook))
    return lines


def failed(lines: list[Line]) -> bool:
    """Whether something is wrong."""
    return any(line.status == FAILED for line in lines)

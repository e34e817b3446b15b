"""`gamemaster check`: is this deployment connected to its forum as deploy/DISCOURSE.md says?

From the environment configuration, over the Discourse API, in order:
1. forum: something answers at DISCOURSE_URL, and it is Discourse's API;
2. key: the forum accepts DISCOURSE_API_KEY for DISCOURSE_API_USERNAME
   (`GET /session/current.json` says who the key acts as);
3. staff: that user is a moderator or an admin;
4. scopes: what the key may do, tried with requests the forum refuses for a missing
   parameter when the key allows them (400/422/404) and with a 403 when its scopes do not,
   so nothing is ever written;
5. keykind: the key as Admin → API keys lists it (`GET /admin/api/keys.json`): global or
   granular, single user or all users; a granular key cannot invite (no `ApiKeyScope` covers
   `topics#invite`), so a co-GM could never join the GM desk;
6. webhook: a webhook sends the post events (created, edited, deleted, recovered) as JSON to
   PUBLIC_URL + /webhooks/discourse, active, unfiltered;
7. secret: WEBHOOK_SECRET is set, long enough for Discourse, and, when the forum shows the
   webhook's secret, the same; when it does not, the check says so and how to test it
   (the webhook's Ping);
8. the site settings (`GET /admin/site_settings.json`, Admin::SiteSettingsController#index):
   lengths (min_post_length, min_first_post_length, min_personal_message_post_length, once
   min_private_message_post_length), posts (allow_uppercase_posts, unique_posts_mins),
   titles (allow_duplicate_topic_titles, min_topic_title_length, title_min_entropy), grace
   (editing_grace_period), discobot (discourse_narrative_bot_enabled, default_locale,
   allow_user_locale);
9. this side (`bridge.tools.check_deployment`): database (DATABASE_URL opens, at the latest
   migration) and public (PUBLIC_URL reachable by the forum, this bridge answering there and
   serving the status pages).
Only an admin may read the admin views (keys, webhooks, settings): the bot's own key when the
bot is an admin, else an admin's key given for the check (DISCOURSE_ADMIN_API_KEY); without
one they are UNCHECKED, with where to look in the admin pages.
Each check is one line: OK; NOTE (works, but players or the operator should know something,
and what to change if they want); FAILED (a game would break: what to do); or UNCHECKED
(what could not be seen and why). Any FAILED makes `gamemaster check` exit non-zero.
The requests and the lines are `bridge.tools.check_api`'s, the site settings' lines (8.)
`bridge.tools.forum_settings`'s.
"""

from __future__ import annotations

import hmac
from collections.abc import Sequence
from typing import Any

from bridge.config import Config
from bridge.tools import check_deployment
from bridge.tools.check_api import FAILED, OK, UNCHECKED, Answer, Api, Line
from bridge.tools.forum_settings import SETTING_LINES, setting_lines, site_settings

WEBHOOK_PATH = "/webhooks/discourse"
POST_EVENTS = ("post_created", "post_edited", "post_destroyed", "post_recovered")
"""Discourse's "post" event group (`WebHookEventType::TYPES`, app/models/web_hook_event_type.rb)."""
EVENT_LABELS = {"post_created": "Post is created", "post_edited": "Post is updated",
                "post_destroyed": "Post is deleted", "post_recovered": "Post is recovered"}
"""How Admin → Webhooks names each event."""
JSON_CONTENT_TYPE = 1
"""`WebHook.content_types`: 1 application/json, 2 application/x-www-form-urlencoded."""
LAST_DELIVERY = {1: "none yet", 2: "failed", 3: "successful", 4: "disabled"}
MIN_SECRET = 12
"""Discourse refuses a webhook secret shorter than this (`WebHook` validation)."""
GENERATE = 'python3 -c "import secrets; print(secrets.token_hex(32))"'
NEEDS = ("read private messages", "create posts", "edit posts", "upload pictures",
         "close topics", "invite to conversations")
KEY_FIX = ("Admin → Advanced → API keys → New API key: User level Single user, user {user}, "
           "Scope Global (an All users key with Global scope works too), and put it in "
           "DISCOURSE_API_KEY")
ADMIN_KEY = ("run the check once with an admin's key (DISCOURSE_ADMIN_API_KEY=… "
             "DISCOURSE_ADMIN_USERNAME=… gamemaster check)")


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


def _discourse(answer: Answer, config: Config) -> Line:
    """Whether what answers JSON at DISCOURSE_URL is a Discourse: every Discourse shows its
    name and look at /site/basic-info.json to anyone, login required or not
    (app/controllers/site_controller.rb `basic_info`); another JSON service does not."""
    body = answer.body if answer.status == 200 and answer.is_json else None
    if not isinstance(body, dict) or not {"title", "header_background_color"} <= set(body):
        said = answer.status or answer.error
        return Line("forum", FAILED, f"something answers JSON at {config.discourse_url}, but "
                    f"not as Discourse does (/site/basic-info.json: {said}): check "
                    "DISCOURSE_URL (the forum's base URL)")
    return Line("forum", OK, f"Discourse answers at {config.discourse_url}")


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
        # TopicsController#invite answers 404 for no topic, after the scopes let it through
        "invite to conversations": api.call("POST", "/t/0/invite.json", {}),
    }


def _granular(key: dict[str, Any]) -> list[str]:
    return [f"{sc.get('resource')}:{sc.get('key') or sc.get('action')}"
            for sc in key.get("api_key_scopes") or [] if isinstance(sc, dict)]


def key_kind(body: Any, config: Config) -> Line:
    """The `keykind` line: the key as an admin sees it in Admin → API keys
    (`GET /admin/api/keys.json`, ApiKeySerializer), found by its first four characters."""
    user = config.discourse_api_username
    keys = body.get("keys") if isinstance(body, dict) else None
    if not isinstance(keys, list):
        return Line("keykind", UNCHECKED, "the forum did not list its API keys: look in Admin "
                    f"→ Advanced → API keys; {KEY_FIX.format(user=user)}")
    prefix = config.discourse_api_key[:4]
    mine = [k for k in keys if isinstance(k, dict) and k.get("truncated_key") == prefix
            and not k.get("revoked_at")
            and (not k.get("user")
                 or str(k["user"].get("username", "")).casefold() == user.casefold())]
    if len(mine) != 1:
        return Line("keykind", UNCHECKED, f"{len(mine) or 'no'} active API key(s) start with "
                    f"{prefix!r} for {user}: look in Admin → Advanced → API keys which one "
                    f"DISCOURSE_API_KEY is; the bot's should be Single user ({user}), Scope "
                    "Global")
    key = mine[0]
    said = f"the key listed as {key.get('description') or 'a key'!r}"
    scopes = _granular(key)
    if scopes:
        return Line("keykind", FAILED, f"{said} is granular ({', '.join(scopes)}): Discourse "
                    "has no scope for inviting a user into a conversation (topics#invite; "
                    "app/models/api_key_scope.rb), so `co-mj @x` could never add a co-GM to "
                    f"the GM desk (403): {KEY_FIX.format(user=user)}")
    if not key.get("user"):
        return Line("keykind", OK, f"{said} has Global scope, for All users: it may do "
                    f"everything the bot does, co-GM invitations included (a Single user key "
                    f"for {user} is safer: an All users key can act as anyone)")
    return Line("keykind", OK, f"{said} has Global scope, Single user {user}: it may do "
                "everything the bot does, co-GM invitations included")


def scopes(api: Api, config: Config, admin: bool = False) -> Line:
    """What the key may do (the `scopes` line); `admin` is kept for callers of old."""
    answers = _probes(api, config.discourse_api_username)
    refused = [need for need, a in answers.items() if a.status in (401, 403)]
    unknown = [f"{need} ({a.status or a.error})" for need, a in answers.items()
               if need not in refused and (a.status is None or a.status == 429
                                           or a.status >= 500)]
    if refused:
        return Line("scopes", FAILED, f"the key may not {', '.join(refused)} (403): "
                    + KEY_FIX.format(user=config.discourse_api_username)
                    + " (a granular key cannot invite into a conversation: no scope covers it)")
    if unknown:
        return Line("scopes", UNCHECKED, f"the forum did not answer for: {', '.join(unknown)}"
                    "; run the check again")
    return Line("scopes", OK, f"the key may {', '.join(NEEDS)} (each tried with a request "
                "the forum refuses for a missing parameter or topic: nothing written)")


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
        if name == "post":  # before granular events, one type named "post" sent the group
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
        why = []
        if {"post_created", "post_edited"} & set(missing):
            why.append("orders would come only with the backfill, minutes late")
        if {"post_destroyed", "post_recovered"} & set(missing):
            why.append("a player who deletes an order must see it withdrawn, and restored "
                       "when recovered")
        problems.append("it does not send " + ", ".join(EVENT_LABELS[e] for e in missing)
                        + f" ({'; '.join(why)}): tick them (the whole Post Event group)")
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
                    f"WEBHOOK_SECRET, events {', '.join(EVENT_LABELS.values())}, Active")
    problems = _webhook_problems(hook)
    doubles = [h for h in hooks if h is not hook
               and _same_url(str(h.get("payload_url", "")), expected)]
    if problems:
        return Line("webhook", FAILED, f"webhook #{hook.get('id')} to {expected}: "
                    + "; ".join(problems))
    said = (f"webhook #{hook.get('id')} sends post created, edited, deleted and recovered "
            "events as JSON to "
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


def _unchecked_admin(config: Config, current: dict[str, Any] | None,
                     reason: str = "") -> dict[str, Line]:
    """The admin views' lines when no admin key can read them."""
    user = config.discourse_api_username
    why = reason or ("only an admin can read it (Discourse answers 404 to anyone else)"
                     + (f", and {user} is not one (a moderator is enough for the bot)"
                        if current else ""))
    lines = {"keykind": Line("keykind", UNCHECKED, f"the key's kind: {why}: {ADMIN_KEY}, or "
                             "look in Admin → Advanced → API keys: the bot's key should be "
                             f"Single user ({user}), Scope Global")}
    for name, names in SETTING_LINES.items():
        lines[name] = Line(name, UNCHECKED, f"the site settings: {why}: {ADMIN_KEY}, or look "
                           f"in Admin → Settings at {names} (deploy/DISCOURSE.md)")
    return lines


def run(config: Config, admin_username: str = "", admin_key: str = "",
        discobot_games: Sequence[str] | None = None) -> list[Line]:
    """Every check, in order (later ones are UNCHECKED when what they need failed).
    `discobot_games`: the games not over that roll with discobot (None: unknown)."""
    bot = Api(config.discourse_url, config.discourse_api_username,
              config.discourse_api_key, config.api_timeout_seconds)
    expected = config.public_url.rstrip("/") + WEBHOOK_PATH
    whoami = bot.call("GET", "/session/current.json")
    lines = [_forum(whoami, config)]
    if lines[0].status == OK:
        visitor = Api(config.discourse_url, "", "", config.api_timeout_seconds)
        lines[0] = _discourse(visitor.call("GET", "/site/basic-info.json"), config)
    current = None
    if lines[0].status == OK:
        key, current = _key(whoami, config)
        lines.append(key)
    else:
        lines.append(Line("key", UNCHECKED, "needs an answer from the forum"))
    if current is not None:
        lines.append(_staff(current))
        lines.append(scopes(bot, config))
    else:
        lines += [Line("staff", UNCHECKED, "needs an accepted key"),
                  Line("scopes", UNCHECKED, "needs an accepted key")]
    reader = None
    if admin_key:
        reader = Api(config.discourse_url, admin_username or "system", admin_key,
                     config.api_timeout_seconds)
    elif current is not None and current.get("admin"):
        reader = bot
    who = "the admin key" if admin_key else "the bot's key"
    hook = None
    admin: dict[str, Line] = {}
    if lines[0].status != OK:
        admin = {name: Line(name, UNCHECKED, "needs an answer from the forum")
                 for name in ("keykind", "webhook", *SETTING_LINES)}
    elif reader is None:
        admin = _unchecked_admin(config, current)
        admin["webhook"] = Line(
            "webhook", UNCHECKED, "only an admin can read the forum's webhooks"
            + (f", and {config.discourse_api_username} is not one (a moderator is enough for "
               "the bot)" if current else "")
            + f": {ADMIN_KEY}, or look in Admin → Advanced → Webhooks: payload URL "
            f"{expected}, content type application/json, events "
            f"{', '.join(EVENT_LABELS.values())}, Active")
    else:
        keys = reader.call("GET", "/admin/api/keys.json")
        if keys.status == 200:
            admin["keykind"] = key_kind(keys.body, config)
        else:
            admin["keykind"] = _unchecked_admin(config, current, (
                f"{who} may not list API keys ({keys.status or keys.error}: {keys.message})"
            ))["keykind"]
        hooks, answer = _hooks(reader)
        if hooks is None:
            admin["webhook"] = Line("webhook", FAILED, f"{who} may not read the webhooks "
                                    f"({answer.status or answer.error}: {answer.message}): "
                                    "give an admin's key (DISCOURSE_ADMIN_API_KEY, "
                                    "DISCOURSE_ADMIN_USERNAME)")
        else:
            matching = [h for h in hooks if _same_url(str(h.get("payload_url", "")),
                                                      expected)]
            hook = next((h for h in matching if h.get("active")), None) or next(
                iter(matching), None)
            admin["webhook"] = _webhook(hook, hooks, expected)
        answer = reader.call("GET", "/admin/site_settings.json")
        settings = site_settings(answer.body) if answer.status == 200 else None
        if settings is None:
            admin.update({name: line for name, line in _unchecked_admin(config, current, (
                f"{who} may not read them ({answer.status or answer.error}: {answer.message})"
            )).items() if name in SETTING_LINES})
        else:
            admin.update({line.name: line for line in setting_lines(settings, discobot_games)})
    lines += [admin["keykind"], admin["webhook"], _secret(config, hook)]
    lines += [admin[name] for name in SETTING_LINES]
    stored, latest_game = check_deployment.database(config)
    return [*lines, stored, check_deployment.public(config, latest_game)]


def failed(lines: list[Line]) -> bool:
    """Whether something is wrong."""
    return any(line.status == FAILED for line in lines)

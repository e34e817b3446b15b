"""Settings, read from the environment (see .env.example for every one of them)."""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    """Everything the service needs to know about its surroundings."""

    database_url: str = "sqlite:///gamemaster.sqlite3"
    discourse_url: str = "http://127.0.0.1:4200"
    discourse_api_key: str = ""
    discourse_api_username: str = "gamemaster"
    webhook_secret: str = ""
    forum_instance: str = ""
    game_category_id: int | None = None
    gamemasters: tuple[str, ...] = ()
    default_language: str = "fr"
    public_url: str = "http://127.0.0.1:8000"
    poll_seconds: float = 2.0
    backfill_minutes: float = 5.0
    full_backfill_minutes: float = 60.0
    forum_down_alert_minutes: float = 10.0
    api_requests_per_minute: int = 50
    api_timeout_seconds: float = 20.0
    discobot_locale: str = ""
    """The forum's `default_locale`, whose dice trigger word discobot answers (`roll` in
    English and Russian, `jet` in French); empty: the same as `default_language`."""

    @property
    def forum_locale(self) -> str:
        """The locale discobot reads posts in on this forum (`DISCOBOT_LOCALE`)."""
        return self.discobot_locale or self.default_language


def from_env(environ: dict[str, str] | None = None) -> Config:
    """Read the configuration from environment variables (GAMEMASTER_* and DATABASE_URL)."""
    env = dict(os.environ if environ is None else environ)
    category = env.get("GAME_CATEGORY_ID", "").strip()
    return Config(
        database_url=env.get("DATABASE_URL", Config.database_url),
        discourse_url=env.get("DISCOURSE_URL", Config.discourse_url).rstrip("/"),
        discourse_api_key=env.get("DISCOURSE_API_KEY", ""),
        discourse_api_username=env.get("DISCOURSE_API_USERNAME", Config.discourse_api_username),
        webhook_secret=env.get("WEBHOOK_SECRET", ""),
        forum_instance=env.get("FORUM_INSTANCE", ""),
        game_category_id=int(category) if category else None,
        gamemasters=tuple(
            name.strip().lower() for name in env.get("GAMEMASTERS", "").split(",") if name.strip()
        ),
        default_language=env.get("DEFAULT_LANGUAGE", Config.default_language),
        public_url=env.get("PUBLIC_URL", Config.public_url).rstrip("/"),
        poll_seconds=float(env.get("POLL_SECONDS", Config.poll_seconds)),
        backfill_minutes=float(env.get("BACKFILL_MINUTES", Config.backfill_minutes)),
        full_backfill_minutes=float(env.get("FULL_BACKFILL_MINUTES",
                                            Config.full_backfill_minutes)),
        forum_down_alert_minutes=float(env.get("FORUM_DOWN_ALERT_MINUTES",
                                               Config.forum_down_alert_minutes)),
        api_requests_per_minute=int(
            env.get("API_REQUESTS_PER_MINUTE", Config.api_requests_per_minute)
        ),
        api_timeout_seconds=float(env.get("API_TIMEOUT_SECONDS", Config.api_timeout_seconds)),
        discobot_locale=env.get("DISCOBOT_LOCALE", "").strip(),
    )

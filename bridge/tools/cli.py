"""The `gamemaster` command: run the service, and look after it.

Settings come from the environment (see .env.example), over the settings file that
`--env-file PATH` or GAMEMASTER_ENV_FILE names, if any (`bridge.envfile`); every one is
checked before a command starts (`bridge.config.check`). `--database-url` overrides
DATABASE_URL for the commands that read the database. A set-up mistake (a setting, the
settings file, a database missing, unmigrated or out of reach) is one line on stderr naming
the fix, `gamemaster: ...`, and exit status 2: never a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import threading
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

QUIET = ("scenario", "games", "check", "verify", "replay")
"""Commands whose output is their report: the log says only warnings."""
CANNOT = 2
"""Exit status when a command cannot do its check (no such game, not finished...) or cannot
start (a set-up mistake)."""
OWN_SETTINGS = ("scenario", "demo")
"""Commands that run on the sandbox with settings of their own, not the environment's."""


class _Formatter(argparse.ArgumentDefaultsHelpFormatter):
    """Help that shows every default worth showing (not the None of "from the
    environment" nor the False of a flag: their help says what applies)."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if action.default in (None, False) or action.default is argparse.SUPPRESS:
            return text
        return super()._get_help_string(action) or text


def _package_version() -> str:
    try:
        return version("gamemaster")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"


def _environ(args: argparse.Namespace) -> dict[str, str]:
    """The settings' values: the environment over the settings file (`main` reads them)."""
    from bridge import envfile

    settings = getattr(args, "settings", None) or envfile.load()
    return dict(settings.values)


def _database_url(args: argparse.Namespace) -> str:
    """The database a command reads, refused in one line (DatabaseNotReady) when it does not
    exist (never created here), has no tables, is at another revision or is out of reach."""
    from bridge.config import from_env
    from bridge.migrations import ready

    url = str(args.database_url or from_env(_environ(args)).database_url)
    ready(url)
    return url


def _scenario(args: argparse.Namespace) -> int:
    from bridge.tools import scenario

    result = scenario.run(scenario.load(Path(args.file)), args.database_url)
    json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


def _texts(args: argparse.Namespace) -> int:
    from bridge.tools import readthrough, scenario

    goldens = readthrough.golden_games(args.game)
    games = ({name: scenario.load(path) for name, path in goldens.items()} if goldens
             else {Path(args.game).stem: scenario.load(Path(args.game))})
    for name, played in games.items():
        text = readthrough.read_through(played, args.lang, args.database_url)
        if args.out_dir:
            Path(args.out_dir, f"{name}.{args.lang}.txt").write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
    return 0


def _demo(args: argparse.Namespace) -> int:
    from bridge.tools import demo

    demo.main(args.database_url)
    if not args.no_serve:
        demo.serve(forum_port=args.forum_port, bridge_port=args.port)
    return 0


def _web(args: argparse.Namespace) -> int:
    from bridge.config import forum_address, from_env
    from bridge.intake.app import create_app

    config = from_env(_environ(args))
    forum_address(config)
    create_app(config).run(host=args.host, port=args.port)
    return 0


def _worker(args: argparse.Namespace) -> int:
    from bridge import clock
    from bridge.config import forum_address, from_env
    from bridge.db import Database
    from bridge.delivery.forum import DiscourseForum
    from bridge.intake.service import GameMaster
    from bridge.intake.worker import Worker
    from bridge.migrations import ready

    config = from_env(_environ(args))
    forum_address(config)
    ready(config.database_url)
    master = GameMaster(Database(config.database_url), config, clock.from_env(_environ(args)))
    forum = DiscourseForum(config.discourse_url, config.discourse_api_username,
                           config.discourse_api_key, config.api_timeout_seconds)
    worker = Worker(master, forum)
    worker.start()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    worker.stop()
    return 0


def _migrate(args: argparse.Namespace) -> int:
    from alembic.util import CommandError
    from sqlalchemy.exc import OperationalError

    from bridge.config import from_env
    from bridge.migrations import DatabaseNotReady, migrate, out_of_reach

    url = str(args.database_url or from_env(_environ(args)).database_url)
    try:
        migrate(url, args.to, force_data_loss=args.force_data_loss)
    except OperationalError as error:
        raise out_of_reach(url, error) from None
    except CommandError as error:  # a revision this version does not know
        raise DatabaseNotReady(f"cannot migrate the database: {error}") from None
    return 0


def _games(args: argparse.Namespace) -> int:
    from bridge.db import Database
    from bridge.tools import listing

    if args.kinds:
        found = listing.kinds()
        if args.json:
            json.dump(found, sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
        else:
            sys.stdout.write(listing.kinds_table(found))
        return 0
    db = Database(_database_url(args))
    try:
        lines = listing.games(db)
    finally:
        db.engine.dispose()
    if args.json:
        json.dump(listing.as_json(lines), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(listing.table(lines))
    return 0


def _check(args: argparse.Namespace) -> int:
    from bridge.config import forum_address, from_env
    from bridge.tools import check_api, checks, forum_settings

    environ = _environ(args)
    config = from_env(environ)
    forum_address(config)
    lines = checks.run(config,
                       admin_username=args.admin_username
                       or environ.get("DISCOURSE_ADMIN_USERNAME", ""),
                       admin_key=args.admin_api_key
                       or environ.get("DISCOURSE_ADMIN_API_KEY", ""),
                       discobot_games=forum_settings.discobot_games(config.database_url))
    for line in lines:
        sys.stdout.write(f"{line}\n")
    bad = checks.failed(lines)
    noted = any(line.status == check_api.NOTE for line in lines)
    sys.stdout.write("Something is wrong: see the FAILED lines.\n" if bad else
                     "Nothing is broken; read the NOTE lines.\n" if noted else
                     "Everything that could be checked is right.\n")
    return 1 if bad else 0


def _record(args: argparse.Namespace) -> Any:
    """The game's record, or an exit status when there is nothing to check."""
    from bridge.db import Database
    from bridge.tools import record

    db = Database(_database_url(args))
    try:
        found = record.load(db, args.game)
    finally:
        db.engine.dispose()
    if found is None:
        sys.stderr.write(f"No game {args.game} in this database.\n")
        return CANNOT
    if found.status == "signup":
        sys.stderr.write(f"Game {args.game} has not started: nothing to check yet.\n")
        return CANNOT
    return found


def _verify(args: argparse.Namespace) -> int:
    from bridge.tools import verify

    found = _record(args)
    if isinstance(found, int):
        return found
    if found.status != "finished" and not args.any_status:
        sys.stderr.write(
            f"Game {args.game} is {found.status}: its seed is revealed only when it is "
            "finished, and the draws are checked from it then (the operator may check "
            "earlier with --any-status).\n")
        return CANNOT
    result = verify.verify(found)
    sys.stdout.write(result.report())
    return 0 if result.ok else 1


def _replay(args: argparse.Namespace) -> int:
    from bridge.db import Database
    from bridge.tools import replay

    db = Database(_database_url(args))
    try:
        found = _record(args)
        if isinstance(found, int):
            return found
        result = replay.run(db, args.game, messages=not args.no_messages)
    finally:
        db.engine.dispose()
    assert result is not None
    sys.stdout.write(result.report())
    return 0 if result.ok else 1


def _status(args: argparse.Namespace) -> int:
    from bridge import clock
    from bridge.config import from_env
    from bridge.migrations import exists
    from bridge.tools import status

    config = from_env(_environ(args))
    exists(args.database_url or config.database_url)  # a healthcheck creates no database
    return status.main(config, clock.from_env(_environ(args)), sys.stdout, args.database_url,
                       args.fresh, args.this_host)


def _new_game(args: argparse.Namespace) -> int:
    from gamemaster import newgame

    try:
        made = newgame.create(args.name, args.dir)
    except newgame.Refused as refused:
        sys.stderr.write(f"gamemaster new-game: {refused}\n")
        return 1
    sys.stdout.write(newgame.next_steps(made))
    return 0


def _database_option(parser: argparse.ArgumentParser, default: str) -> None:
    parser.add_argument("--database-url", default=None, metavar="URL",
                        help=f"SQLAlchemy URL of the database (default: {default})")


FROM_ENV = ("DATABASE_URL from the environment or --env-file, else "
            "sqlite:///gamemaster.sqlite3")
ENV_FILE_HELP = ("a settings file, KEY=value lines as in .env.example (e.g. /etc/gamemaster/env); "
                 "a variable set in the environment wins over it (default: "
                 "$GAMEMASTER_ENV_FILE, else none)")


def _env_file_option(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """`--env-file`, before the command (`top`) or after it: the one given last counts."""
    parser.add_argument("--env-file", default=None if top else argparse.SUPPRESS,
                        metavar="PATH", help=ENV_FILE_HELP)


def parser() -> argparse.ArgumentParser:
    """The command line: every command and option, with its help and default."""
    top = argparse.ArgumentParser(prog="gamemaster", description=__doc__,
                                  formatter_class=_Formatter)
    top.add_argument("--version", action="version", version=f"gamemaster {_package_version()}",
                     help="print the package version and exit")
    _env_file_option(top, top=True)
    commands = top.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, summary: str, description: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=summary, description=description,
                                  formatter_class=_Formatter)
        _env_file_option(sub)
        return sub

    scenario = command("scenario", "scripted games", "Scripted games through the whole "
                       "stack (sandbox forum, signed webhooks, fake clock).")
    scenario_commands = scenario.add_subparsers(dest="action", required=True, metavar="ACTION")
    run = scenario_commands.add_parser(
        "run", help="play a scenario file, print JSON", formatter_class=_Formatter,
        description="Play a scenario file (shared/DESIGN.md, \"The scenario runner\") and "
                    "print one JSON document: every bot post, the public and GM status.")
    run.add_argument("file", help="the scenario (JSON)")
    _env_file_option(run)
    _database_option(run, "a temporary SQLite file, dropped at the end")
    run.set_defaults(handler=_scenario)

    texts = command("texts", "every message of a whole game in one language, to read",
                    "Play whole games through the whole stack (a kind's golden scenarios: "
                    "mud, arena, indixo, highway; or a scenario file) with the game made in "
                    "--lang, and print every post it makes, public and private, in order, as "
                    "a person reads them: what a native speaker reviews in one sitting.")
    texts.add_argument("game", metavar="GAME", help="a kind of game, or a scenario file")
    texts.add_argument("--lang", default="fr", help="the game's language (default: fr)")
    texts.add_argument("--out-dir", default=None, metavar="DIR",
                       help="write each game's text to DIR/<scenario>.<lang>.txt instead of "
                            "printing it")
    _database_option(texts, "a temporary SQLite file, dropped at the end")
    texts.set_defaults(handler=_texts)

    demo = command("demo", "a whole mud fight on the sandbox forum, then a forum to try",
                   "Play a scripted four-turn mud fight on the sandbox forum and print the "
                   "transcript; the transcript, database and pictures stay in demo-out/. "
                   "Then serve the sandbox forum's page, with a game of each kind started "
                   "(act as any member, post, see the bot answer; buttons move the fake "
                   "clock), and the bridge's status pages, on 127.0.0.1 only, until Ctrl-C.")
    _database_option(demo, "sqlite file demo-out/demo.sqlite3; the forum to try uses a "
                     "temporary one")
    demo.add_argument("--no-serve", action="store_true",
                      help="print the transcript and exit, without serving the forum")
    demo.add_argument("--forum-port", type=int, default=8080, metavar="PORT",
                      help="port of the sandbox forum's page (0: any free port)")
    demo.add_argument("--port", type=int, default=8000, metavar="PORT",
                      help="port of the bridge's pages: status pages (0: any free port)")
    demo.set_defaults(handler=_demo)

    web = command("web", "the webhook receiver (development server)",
                  "Serve the webhook receiver and status pages with Flask's development "
                  "server (production: gunicorn -c deploy/gunicorn.conf.py deploy.wsgi:app).")
    web.add_argument("--host", default="127.0.0.1", help="address to listen on")
    web.add_argument("--port", type=int, default=8000, help="port to listen on")
    web.set_defaults(handler=_web)

    worker = command("worker", "deadlines, outbox, backfill",
                     "Handle received posts, fire deadlines, send the outbox and backfill "
                     "missed posts, until SIGTERM or SIGINT. Settings from the environment.")
    worker.set_defaults(handler=_worker)

    migrate = command("migrate", "create or upgrade (or downgrade) the database tables",
                      "Create or upgrade the tables to the newest revision (Alembic), or go "
                      "to --to REVISION, up or down. Run it once per upgrade, before the new "
                      "version starts (nothing else migrates). One run at a time: on "
                      "PostgreSQL it holds an advisory lock, so a second host's run waits, "
                      "then finds nothing to do (SQLite is one host's file: a second run "
                      "waits for the first). The whole run is one transaction. A downgrade "
                      "that would drop a table or column holding data is refused, naming "
                      "what would be lost, and changes nothing, unless --force-data-loss.")
    _database_option(migrate, FROM_ENV)
    migrate.add_argument("--to", default="head", metavar="REVISION",
                         help="the revision to bring the database to, up or down (0012...; "
                              "base: no tables)")
    migrate.add_argument("--force-data-loss", action="store_true",
                         help="let a downgrade drop tables and columns that hold data (back "
                              "the database up first)")
    migrate.set_defaults(handler=_migrate)

    games = command("games", "list the games and where each stands",
                    "List the games in the database: id, kind, title, status (sign-up, "
                    "running, review, finished, cancelled), players, the open step that "
                    "comes first with its deadline, and the GM.")
    _database_option(games, FROM_ENV)
    games.add_argument("--json", action="store_true",
                       help="print JSON for machines instead of a table")
    games.add_argument("--kinds", action="store_true",
                       help="list the kinds of game installed instead (each game package "
                            "registers its own): id, name, version, languages, players")
    games.set_defaults(handler=_games)

    check = command("check", "test the forum set-up: connection, key, staff, scopes, "
                    "webhook, site settings",
                    "Test this deployment's forum set-up from the environment "
                    "(DISCOURSE_URL, DISCOURSE_API_KEY, DISCOURSE_API_USERNAME, PUBLIC_URL, "
                    "WEBHOOK_SECRET): the key and its kind, the bot's staff status, the "
                    "webhook's events, content type and secret, and the site settings games "
                    "depend on (lengths, titles, grace period, discobot and its locale). One "
                    "line per check: OK, NOTE (works; what players should know), FAILED with "
                    "what to do, or UNCHECKED with why; exits 1 when something failed. "
                    "Nothing is written on the forum. Only an admin can read API keys, "
                    "webhooks and site settings: when the bot is a moderator, give an admin's "
                    "key for those checks.")
    check.add_argument("--admin-username", default=None, metavar="NAME",
                       help="an admin's username, to read keys, webhooks and settings (default: "
                            "$DISCOURSE_ADMIN_USERNAME, else system)")
    check.add_argument("--admin-api-key", default=None, metavar="KEY",
                       help="an admin's API key, to read keys, webhooks and settings (default: "
                            "$DISCOURSE_ADMIN_API_KEY; prefer the environment: a key on "
                            "the command line shows in the process list)")
    check.set_defaults(handler=_check)

    verify = command("verify", "check a finished game's commitment and every draw",
                     "Check a finished game from its revealed seed and salt: SHA-256(seed + "
                     "salt) is the commitment of the start post, and every draw of every "
                     "published step is random.Random(\"<seed>:<label>\") in the order "
                     "logged (dice pinned by a scenario are named, not derivable). Exits 1 "
                     "on a mismatch, 2 when the game cannot be checked.")
    verify.add_argument("game", type=int, metavar="GAME", help="the game's id")
    _database_option(verify, FROM_ENV)
    verify.add_argument("--any-status", action="store_true",
                        help="check a game that is not finished too (the operator's own "
                             "check: its seed is still secret)")
    verify.set_defaults(handler=_verify)

    replay = command("replay", "rebuild a game from its record and compare",
                     "Rebuild a game from its stored record (set-up inputs, each published "
                     "step's orders, the seed, the GM's state edits) and compare each step "
                     "with what was published: state, log, pinned dice and messages. Exits "
                     "1 on a difference, 2 when the game cannot be replayed.")
    replay.add_argument("game", type=int, metavar="GAME", help="the game's id")
    _database_option(replay, FROM_ENV)
    replay.add_argument("--no-messages", action="store_true",
                        help="do not compare the messages (templates changed since the "
                             "game was played)")
    replay.set_defaults(handler=_replay)

    status = command("status", "is the database reachable, is a worker ticking (a healthcheck)",
                     "Print whether the database answers and each worker's last tick and "
                     "queues (posts pending, outbox waiting), freshest first. Exits 0 when "
                     "the database answers and a worker ticked within --fresh seconds, 1 "
                     "otherwise.")
    status.add_argument("--fresh", type=float, default=None, metavar="SECONDS",
                        help="how recent a tick must be (default: 3 x POLL_SECONDS + 60)")
    status.add_argument("--this-host", action="store_true",
                        help="only the workers running on this host (a container's own)")
    _database_option(status, FROM_ENV)
    status.set_defaults(handler=_status)

    new_game = command("new-game", "write a new game package to start from",
                       "Write a minimal playable game package to DIR/NAME (the kit's "
                       "starter, \"closest number\": code, catalogs in fr, en and ru, "
                       "notices, tests that pass at once), then print the next steps. NAME "
                       "is the game's id and Python package: a lowercase letter, then "
                       "lowercase letters and digits, neither an installed game nor an "
                       "importable module. Exits 1 when refused.")
    new_game.add_argument("name", metavar="NAME", help="the new game's id")
    new_game.add_argument("--dir", default=".", metavar="DIR",
                          help="the folder to write the package in")
    new_game.set_defaults(handler=_new_game)
    return top


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    from bridge import logs

    logs.setup()  # LOG_LEVEL, LOG_FORMAT
    args = parser().parse_args(argv)
    from bridge import envfile
    from bridge.config import SetupError, from_env

    try:
        args.settings = envfile.load(path=args.env_file)
        if args.command not in OWN_SETTINGS:
            from_env(args.settings.values)  # every setting checked before anything starts
        if args.settings.path is not None:  # the file's LOG_LEVEL and LOG_FORMAT too
            logs.setup(args.settings.values.get("LOG_LEVEL"),
                       args.settings.values.get("LOG_FORMAT"))
        if args.command in QUIET:
            logging.getLogger().setLevel(logging.WARNING)
        return int(args.handler(args))
    except SetupError as error:
        sys.stderr.write(f"gamemaster: {_said(error, getattr(args, 'settings', None))}\n")
        return CANNOT


def _said(error: Exception, settings: Any) -> str:
    """A set-up error's line; each wrong setting says where its value came from when a
    settings file is in use (a variable left in the environment wins over the file)."""
    from bridge.config import ConfigError

    if not isinstance(error, ConfigError) or settings is None or settings.path is None:
        return str(error)
    return "; ".join(f"{text} ({settings.origin(name)})" for name, text in error.problems)


if __name__ == "__main__":
    sys.exit(main())

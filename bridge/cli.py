"""The `gamemaster` command."""

from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import threading
from pathlib import Path


def _scenario(args: argparse.Namespace) -> int:
    from bridge import scenario

    result = scenario.run(scenario.load(Path(args.file)), args.database_url)
    json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


def _demo(args: argparse.Namespace) -> int:
    from bridge import demo

    demo.main(args.database_url)
    return 0


def _web(args: argparse.Namespace) -> int:
    from bridge.app import create_app

    create_app().run(host=args.host, port=args.port)
    return 0


def _worker(args: argparse.Namespace) -> int:
    from bridge.clock import SystemClock
    from bridge.config import from_env
    from bridge.db import Database
    from bridge.forum import DiscourseForum
    from bridge.service import GameMaster
    from bridge.worker import Worker

    config = from_env()
    master = GameMaster(Database(config.database_url), config, SystemClock().now)
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
    from bridge.migrations import upgrade

    upgrade(args.database_url)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    parser = argparse.ArgumentParser(prog="gamemaster", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    scenario = commands.add_parser("scenario", help="scripted games")
    scenario_commands = scenario.add_subparsers(dest="action", required=True)
    run = scenario_commands.add_parser("run", help="play a scenario file, print JSON")
    run.add_argument("file")
    run.add_argument("--database-url", default=None)
    run.set_defaults(handler=_scenario)
    demo = commands.add_parser("demo", help="a whole mud fight on the sandbox forum")
    demo.add_argument("--database-url", default=None)
    demo.set_defaults(handler=_demo)
    web = commands.add_parser("web", help="the webhook receiver (development server)")
    web.add_argument("--host", default="127.0.0.1")
    web.add_argument("--port", type=int, default=8000)
    web.set_defaults(handler=_web)
    worker = commands.add_parser("worker", help="deadlines, outbox, backfill")
    worker.set_defaults(handler=_worker)
    migrate = commands.add_parser("migrate", help="create or upgrade the database tables")
    migrate.add_argument("--database-url", default=None)
    migrate.set_defaults(handler=_migrate)
    args = parser.parse_args(argv)
    if args.command == "scenario":
        logging.getLogger().setLevel(logging.WARNING)
    return int(args.handler(args))


if __name__ == "__main__":
    sys.exit(main())

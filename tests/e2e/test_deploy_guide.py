"""deploy/README.md (section A: one host, systemd + SQLite) and deploy/DISCOURSE.md followed
from scratch, as an admin would, against the sandbox forum over real HTTP:

1. the settings file made with the guide's `install` lines from .env.example, then edited
   with the values the guide lists (the secret generated with DISCOURSE.md's command);
2. the migrate unit's ExecStart (`systemctl start gamemaster-migrate`), then the operator's
   `gamemaster --env-file … migrate`, which finds nothing left to do;
3. the web and worker units' ExecStart, WorkingDirectory and EnvironmentFile, as systemd
   starts them;
4. the forum's side, as DISCOURSE.md asks: the bot a moderator, the webhook to
   PUBLIC_URL/webhooks/discourse with the secret and the four post events, the site settings
   of its table; then the operator's `gamemaster check`, without and with an admin's key;
5. the guide's own checks: /health, the webhook's Ping, `gamemaster status` (as the guide's
   systemd-run line runs it, and with --env-file), /metrics from this host;
6. a member's private message answered with the help, and a game created by message, through
   the forum's webhook → gunicorn → the database → `gamemaster worker` → the forum.

Root's paths are a temporary folder (/etc/gamemaster, /var/lib/gamemaster), /opt/gamemaster
is this checkout and its virtualenv the one running the tests; `systemctl start` is a direct
start of the unit's command in the unit's environment. The commands are read from the guide
and the unit files, so a change there that breaks an install breaks this test.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from bridge import envfile
from bridge.sandbox import SandboxForum, SandboxServer, SiteSettings
from bridge.sandbox.queries import SITE_SETTING_NAMES
from bridge.sandbox.webhooks import POST_EVENTS

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
BIN = Path(sys.executable).parent
"""The virtualenv's bin/: /opt/gamemaster/.venv/bin in the guide."""
BOT = "gamemaster"
GM = "maitre"
MEMBER = "ana"
ADMIN = "root"


def _guide(name: str) -> str:
    return (DEPLOY / name).read_text(encoding="utf-8")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait(what: str, done: Callable[[], Any], seconds: float) -> Any:
    limit = time.monotonic() + seconds
    while True:
        value = done()
        if value:
            return value
        if time.monotonic() > limit:
            raise AssertionError(f"timed out after {seconds} s waiting for {what}")
        time.sleep(0.1)


class Host:
    """This host as the guide sees it: root's paths under `base`, the checkout for
    /opt/gamemaster, a clean environment (systemd's, or sudo's) for every command."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.etc = base / "etc" / "gamemaster"
        self.state = base / "var" / "lib" / "gamemaster"
        self.env_file = self.etc / "env"
        example = envfile.parse(_guide("../.env.example"), ".env.example")
        commented = re.findall(r"^#([A-Z][A-Z0-9_]*)=", _guide("../.env.example"), re.M)
        settings = set(example) | set(commented)
        # systemd and sudo give a command none of the test runner's settings
        self.clean = {name: value for name, value in os.environ.items()
                      if name not in settings and not name.startswith("GAMEMASTER_")}
        self.clean["HOME"] = str(self.state)  # the service user's home (useradd --home-dir)
        self.shell = base / "admin"
        """Where the admin's shell is: an operator's command runs from there (sudo keeps the
        folder), not from the checkout."""
        self.shell.mkdir()

    def local(self, word: str) -> str:
        """A word of the guide with its paths on this host."""
        if word == "gamemaster":  # /usr/local/bin/gamemaster -> the venv's
            return str(BIN / "gamemaster")
        for guide, here in (("/opt/gamemaster/.venv/bin", str(BIN)),
                            ("/opt/gamemaster", str(ROOT)),
                            ("/etc/gamemaster", str(self.etc)),
                            ("/var/lib/gamemaster", str(self.state))):
            word = word.replace(guide, here)
        return word

    def run(self, argv: list[str], env: dict[str, str] | None = None,
            cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(argv, env=env if env is not None else self.clean,
                              cwd=cwd or self.shell, capture_output=True, text=True,
                              timeout=60, check=False)

    def unit(self, name: str) -> Unit:
        return Unit(self, name)


class Unit:
    """A systemd unit of deploy/systemd: its command, folder and environment, as systemd
    would start it here."""

    def __init__(self, host: Host, name: str) -> None:
        self.name = name
        found: dict[str, list[str]] = {}
        for line in (DEPLOY / "systemd" / name).read_text(encoding="utf-8").splitlines():
            if "=" in line and not line.lstrip().startswith(("#", ";", "[")):
                key, _, value = line.partition("=")
                found.setdefault(key.strip(), []).append(value.strip())
        assert found["EnvironmentFile"] == ["/etc/gamemaster/env"], name
        assert found["StateDirectory"] == ["gamemaster"], name  # /var/lib/gamemaster
        self.argv = [host.local(word) for word in shlex.split(found["ExecStart"][0])]
        self.cwd = Path(host.local(found["WorkingDirectory"][0]))
        # EnvironmentFile=: the file's values over systemd's own environment
        self.env = {**host.clean, **envfile.read(host.env_file)}
        self.stop_seconds = min(30.0, float(found.get("TimeoutStopSec", ["30"])[0]))
        self.type = found.get("Type", ["simple"])[0]


class Service:
    """A unit's process, started as `systemctl start` would (its own process group)."""

    def __init__(self, unit: Unit, logs: Path) -> None:
        self.unit = unit
        self.log = logs / f"{unit.name}.log"
        env = dict(unit.env)
        notify = None
        if unit.type == "notify":  # systemd listens for READY=1 on $NOTIFY_SOCKET
            notify = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            address = f"gamemaster-test-{os.getpid()}-{id(self)}"
            notify.bind(f"\0{address}")  # an abstract socket: no path to clean up
            env["NOTIFY_SOCKET"] = f"@{address}"
        with self.log.open("w") as out:
            self.popen = subprocess.Popen(unit.argv, cwd=unit.cwd, env=env, stdout=out,
                                          stderr=subprocess.STDOUT, start_new_session=True)
        if notify is not None:
            with notify:
                self._wait_ready(notify)

    def _wait_ready(self, notify: socket.socket) -> None:
        """`systemctl start` of a Type=notify unit: it returns once the service says READY=1,
        and fails if the service exits first or says nothing in time."""
        notify.settimeout(0.2)
        limit = time.monotonic() + 30
        while time.monotonic() < limit:
            try:
                said = notify.recv(4096).decode("utf-8", "replace")
            except TimeoutError:
                assert self.alive(), f"{self.unit.name} stopped before READY=1\n{self.tail()}"
                continue
            if "READY=1" in said.split("\n"):
                return
        raise AssertionError(f"{self.unit.name} never said READY=1 (Type=notify)\n"
                             f"{self.tail()}")

    def alive(self) -> bool:
        return self.popen.poll() is None

    def stop(self) -> int:
        """`systemctl stop`: SIGTERM to the main process, SIGKILL to the group after the
        unit's TimeoutStopSec; the exit status (negative: killed)."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGTERM)
            try:
                self.popen.wait(timeout=self.unit.stop_seconds)
            except subprocess.TimeoutExpired:
                os.killpg(self.popen.pid, signal.SIGKILL)
                self.popen.wait(timeout=10)
        try:  # gunicorn's workers, should any outlive their arbiter
            os.killpg(self.popen.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        return self.popen.returncode

    def tail(self) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace")
        return f"--- {self.unit.name}\n{text[-4000:]}"


@pytest.fixture
def forum() -> Iterator[tuple[SandboxForum, SandboxServer]]:
    """The forum as it is before the admin starts: Discourse's default site settings."""
    sandbox = SandboxForum(bot_username=BOT, seed=0)
    server = SandboxServer(sandbox).start()
    try:
        yield sandbox, server
    finally:
        server.stop()


@pytest.fixture
def services(tmp_path: Path) -> Iterator[dict[str, Service]]:
    """The started units, stopped at the end whatever happens; their logs printed (pytest
    shows them when the test fails)."""
    started: dict[str, Service] = {}
    try:
        yield started
    finally:
        for service in started.values():
            service.stop()
            print(service.tail())


def _operator_commands(host: Host) -> dict[str, list[str]]:
    """deploy/README.md, "The operator's commands on the server": each command by its
    name, without `sudo -u gamemaster` (this test is the service's user)."""
    block = re.search(r"### The operator's commands on the server\n.*?```sh\n(.*?)```",
                      _guide("README.md"), re.S)
    assert block, "deploy/README.md lost its operator's commands"
    commands: dict[str, list[str]] = {}
    for line in block.group(1).splitlines():
        argv = shlex.split(line, comments=True)
        assert argv[:3] == ["sudo", "-u", "gamemaster"], line
        argv = [host.local(word) for word in argv[3:]]
        assert argv[1:3] == ["--env-file", str(host.env_file)], line
        commands[argv[3]] = argv
    return commands


def _install_settings_file(host: Host, values: dict[str, str]) -> dict[str, str]:
    """Section A's lines for the settings file: `install` from .env.example (without
    `-g gamemaster`: no such group here, and this test is its only reader), then `sudoedit`
    with the values the guide lists; the values written."""
    section = re.search(r"## A\. One host, systemd \+ SQLite\n\n```sh\n(.*?)```",
                        _guide("README.md"), re.S)
    assert section, "deploy/README.md lost section A's commands"
    lines = section.group(1).splitlines()
    host.state.mkdir(parents=True, mode=0o750)  # the units' StateDirectory, made by systemd
    for line in lines:
        if line.startswith("sudo install "):
            argv = shlex.split(line)[1:]
            while "-g" in argv:
                del argv[argv.index("-g"):argv.index("-g") + 2]
            done = host.run([host.local(word) for word in argv], cwd=ROOT)  # cd /opt/gamemaster
            assert done.returncode == 0, (line, done.stderr)
    assert stat.S_IMODE(host.etc.stat().st_mode) == 0o750
    assert stat.S_IMODE(host.env_file.stat().st_mode) == 0o640
    # "sudoedit /etc/gamemaster/env" and the settings named under it
    edit = lines.index("sudoedit /etc/gamemaster/env")
    listed: dict[str, str] = {}
    for line in lines[edit + 1:]:
        if not line.startswith("#"):
            break
        for item in filter(None, (part.strip() for part in line.lstrip("#").split(","))):
            name, _, value = item.partition("=")
            listed[name.strip()] = host.local(value.strip())
    missing = set(listed) - set(values) - {name for name, value in listed.items() if value}
    assert not missing, f"the guide asks for {sorted(missing)}: fill them in this test"
    filled = {**{name: value for name, value in listed.items() if value}, **values}
    text = host.env_file.read_text(encoding="utf-8")
    for name, value in filled.items():
        line = re.compile(rf"^#?{name}=.*$", re.M)
        assert len(line.findall(text)) == 1, f"{name} is not once in .env.example"
        text = line.sub(f"{name}={value}", text)
    host.env_file.write_text(text, encoding="utf-8")
    return filled


def _generate_secret(host: Host) -> str:
    """DISCOURSE.md, section 4: "Generate a secret: `python3 -c ...`"."""
    found = re.search(r"Generate a secret: `([^`]+)`", _guide("DISCOURSE.md"))
    assert found, "DISCOURSE.md lost the command that generates the secret"
    argv = shlex.split(found.group(1))
    assert argv[0] == "python3"
    argv[0] = shutil.which("python3") or sys.executable
    done = host.run(argv)
    assert done.returncode == 0, done.stderr
    secret = done.stdout.strip()
    assert len(secret) >= 12, "Discourse requires at least 12 characters"
    return secret


def _site_settings_table() -> dict[str, str]:
    """DISCOURSE.md's table "for a game forum": setting -> the value it asks for."""
    rows = re.findall(r"^\| `(\w+)` \| [^|]+ \| \*\*(\w+)\*\* \|", _guide("DISCOURSE.md"), re.M)
    assert rows, "DISCOURSE.md lost its table of site settings"
    return dict(rows)


def _set_site_settings(forum: SandboxForum, table: dict[str, str]) -> None:
    """Admin → All Site Settings, each of the table's settings at its value."""
    field_of = {today: field for field, today in SITE_SETTING_NAMES.items()}
    for name, value in table.items():
        field = field_of.get(name, name)
        assert hasattr(forum.settings, field), f"the sandbox has no site setting {name}"
        setattr(forum.settings, field, {"on": True, "off": False}.get(value)
                if value in ("on", "off") else int(value))


def _check_lines(done: subprocess.CompletedProcess[str]) -> dict[str, str]:
    """`gamemaster check`'s lines by check name; fails, printing them, on a FAILED line or
    an exit status other than 0."""
    shown = f"exit {done.returncode}\n{done.stdout}{done.stderr}"
    assert done.returncode == 0, shown
    assert not [line for line in done.stdout.splitlines() if line.startswith("FAILED")], shown
    return {line.split()[1]: " ".join(line.split()) for line in done.stdout.splitlines()[:-1]
            if len(line.split()) > 1}


def _bot_posts(forum: SandboxForum, topic_id: int) -> list[str]:
    return [post["raw"] for post in forum.transcript(by=BOT) if post["topic"] == topic_id]


def test_the_deploy_guide_from_scratch(
        forum: tuple[SandboxForum, SandboxServer], services: dict[str, Service],
        tmp_path: Path, record_property: Callable[[str, object], None]) -> None:
    try:
        import gunicorn  # noqa: F401
    except ImportError:
        pytest.skip("gunicorn is not installed (the `server` extra): the web unit runs it")
    started_at = time.monotonic()
    sandbox, server = forum
    host = Host(tmp_path)
    port = _free_port()
    public = f"http://127.0.0.1:{port}"
    commands = _operator_commands(host)

    # 1. The settings file (section A), with the secret DISCOURSE.md's command makes.
    secret = _generate_secret(host)
    filled = _install_settings_file(host, {
        "DISCOURSE_URL": server.url, "DISCOURSE_API_KEY": sandbox.api_key,
        "DISCOURSE_API_USERNAME": BOT,  # DISCOURSE.md, section 2
        "WEBHOOK_SECRET": secret, "PUBLIC_URL": public, "GAMEMASTERS": GM,
        "GUNICORN_BIND": f"127.0.0.1:{port}"})
    assert filled["DATABASE_URL"] == f"sqlite:///{host.state / 'gamemaster.sqlite3'}"
    settings = envfile.read(host.env_file)
    assert {name: settings[name] for name in filled} == filled

    # 2. `systemctl start gamemaster-migrate`: the tables; then the operator's migrate,
    # as after an upgrade, with nothing left to do.
    migrate = host.unit("gamemaster-migrate.service")
    done = host.run(migrate.argv, env=migrate.env, cwd=migrate.cwd)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (host.state / "gamemaster.sqlite3").is_file()
    done = host.run(commands["migrate"])
    assert done.returncode == 0, done.stdout + done.stderr

    # 3. `systemctl enable --now gamemaster-web gamemaster-worker`
    web = host.unit("gamemaster-web.service")
    assert Path(web.argv[0]).name == "gunicorn" and "deploy.wsgi:app" in web.argv
    services["web"] = Service(web, tmp_path)
    services["worker"] = Service(host.unit("gamemaster-worker.service"), tmp_path)

    # DISCOURSE.md, section 1's check: `curl https://gm.example.org/health`
    def health() -> requests.Response | None:
        assert services["web"].alive(), services["web"].tail()
        try:
            return requests.get(f"{public}/health", timeout=5)
        except requests.ConnectionError:
            return None

    answer = _wait("the web process's /health", health, 30)
    shown = re.search(r"`curl https://gm\.example\.org/health` answers 200 with\s+`([^`]+)`",
                      _guide("DISCOURSE.md"))
    assert shown, "DISCOURSE.md lost its check of /health"
    assert answer.status_code == 200, answer.text
    assert answer.text.startswith(shown.group(1).split("…")[0]), (shown.group(1), answer.text)
    assert answer.json()["ok"] is True and answer.json()["database"] == "ok"

    # 4. The forum's side (DISCOURSE.md, sections 2-4): the bot a moderator, an admin for
    # the check, the webhook, the site settings of the table.
    sandbox.bot.admin, sandbox.bot.moderator = False, True  # Grant Moderation
    sandbox.add_user(ADMIN, admin=True)
    hook = sandbox.add_webhook(f"{public}/webhooks/discourse", secret, events=POST_EVENTS)
    table = _site_settings_table()
    _set_site_settings(sandbox, table)
    assert sandbox.settings == SiteSettings.game_forum(), (
        "DISCOURSE.md's table and SiteSettings.game_forum() (the tests' game forum) differ")

    # 5. The webhook's Events tab → Ping: 200 and {"outcome":"pong"}
    ping = sandbox.ping_webhook(hook)
    shown = re.search(r"the delivery shows status 200 and\s+`([^`]+)`", _guide("DISCOURSE.md"))
    assert shown, "DISCOURSE.md lost its Ping check"
    assert ping.status == 200, (ping.status, ping.error, ping.response_text)
    assert ping.response_text.strip() == shown.group(1)
    assert json.loads(ping.response_text) == {"outcome": "pong"}

    # `gamemaster check` (section 10): the bot is a moderator, so the admin views wait for
    # an admin's key; with it, every line is checked.
    done = host.run(commands["check"])
    lines = _check_lines(done)
    assert lines["staff"].startswith("OK staff gamemaster is a moderator"), done.stdout
    assert lines["webhook"].startswith("UNCHECKED webhook only an admin can read"), done.stdout
    done = host.run(commands["check"], env={**host.clean, "DISCOURSE_ADMIN_API_KEY":
                                            sandbox.api_key,
                                            "DISCOURSE_ADMIN_USERNAME": ADMIN})
    lines = _check_lines(done)
    assert not [line for line in lines.values() if line.startswith("UNCHECKED")], done.stdout
    assert lines["webhook"].startswith("OK webhook webhook #1"), done.stdout
    assert lines["secret"].startswith("OK secret"), done.stdout
    assert lines["database"].startswith("OK database"), done.stdout
    assert lines["public"].startswith(("OK public", "NOTE public")), done.stdout

    # `gamemaster status`, once the worker ticked: as deploy/README.md's systemd-run line
    # runs it (the service's environment file and folder), and with --env-file.
    def ticked() -> bool:
        assert services["worker"].alive(), services["worker"].tail()
        answer = health()
        return answer is not None and answer.ok and bool(answer.json()["worker"]["last_tick"])

    _wait("the worker's first tick", ticked, 30)
    line = re.search(r"`sudo systemd-run ([^`]+ status)`", _guide("README.md"))
    assert line, "deploy/README.md lost its `gamemaster status` line"
    argv = shlex.split(line.group(1))
    properties = dict(argv[i + 1].split("=", 1) for i, word in enumerate(argv) if word == "-p")
    assert properties["EnvironmentFile"] == "/etc/gamemaster/env"
    status = [host.local(word) for word in argv if word.startswith("/opt/") or word == "status"]
    assert status[-1] == "status" and Path(status[0]).name == "gamemaster", argv
    done = host.run(status, env={**host.clean, **envfile.read(host.env_file)},
                    cwd=Path(host.local(properties["WorkingDirectory"])))
    assert done.returncode == 0, done.stdout + done.stderr
    done = host.run([str(BIN / "gamemaster"), "--env-file", str(host.env_file), "status"])
    assert done.returncode == 0, done.stdout + done.stderr

    # /metrics from this host (no METRICS_TOKEN): Prometheus text, every metric the guide
    # names
    answer = requests.get(f"{public}/metrics", timeout=5)
    assert answer.status_code == 200, answer.text
    assert answer.headers["Content-Type"].startswith("text/plain")
    named = re.search(r"- `GET /metrics`: (.*?)\(each one's HELP", _guide("README.md"), re.S)
    assert named, "deploy/README.md lost its list of metrics"
    for metric in re.findall(r"`(gamemaster_\w+)", named.group(1)):
        assert re.search(rf"^{metric}[{{ ]", answer.text, re.M), (metric, answer.text)
    assert re.search(r"^gamemaster_database_up 1(\.0)?$", answer.text, re.M), answer.text
    forwarded = requests.get(f"{public}/metrics", headers={"X-Forwarded-For": "203.0.113.9"},
                             timeout=5)
    assert forwarded.status_code == 403, "through a proxy, /metrics needs METRICS_TOKEN"

    # 6. A member writes to the bot: the help, within a few seconds, through the webhook,
    # gunicorn, the database and the worker.
    asked = time.monotonic()
    first = sandbox.new_private_message(MEMBER, [BOT], "Bonjour le maître du jeu",
                                        "Bonjour ! Comment est-ce que ça marche ici ?")
    topic = first["topic_id"]
    delivered = [d for d in sandbox.deliveries if d.post_id == first["id"]]
    assert [(d.status, json.loads(d.response_text)) for d in delivered] == [
        (200, {"outcome": "recorded"})]
    help_text = _wait("the bot's help", lambda: _bot_posts(sandbox, topic), 10)
    answered = time.monotonic() - asked
    assert "nouvelle partie" in help_text[0], help_text

    # The GM creates a game by message, as README.md's "How a game goes" writes it.
    found = re.search(r'`(nouvelle partie mud "([^"]+)"[^`]*)`', _guide("../README.md"))
    assert found, "README.md lost its example of a new game"
    command, title = found.group(1), found.group(2)
    sandbox.new_private_message(GM, [BOT], "Une nouvelle partie", command)

    def public_topic() -> list[int]:
        with sandbox.lock:
            return [t.id for t in sandbox.topics.values() if not t.private
                    and title in t.title and sandbox.users[t.user_id].username == BOT]

    def gm_desk() -> list[int]:
        with sandbox.lock:
            return [t.id for t in sandbox.topics.values() if t.private and GM in
                    t.allowed_usernames and sandbox.users[t.user_id].username == BOT]

    game_topic = _wait("the game's public topic", public_topic, 15)[0]
    assert _wait("the game's first post", lambda: _bot_posts(sandbox, game_topic), 10)
    assert _wait("the GM's desk", gm_desk, 10)
    done = host.run(commands["games"])
    assert done.returncode == 0 and title in done.stdout, done.stdout + done.stderr
    # README.md, "Logs": `journalctl -u gamemaster-worker | grep game=12` tells its story
    told = [line for line in services["worker"].log.read_text().splitlines()
            if "game=1 " in line]
    assert any("event=game_created" in line for line in told), services["worker"].tail()
    # `gamemaster check` again, "after every change": now the game's status page too
    done = host.run(commands["check"])
    assert "the status page of game 1 shows" in _check_lines(done)["public"], done.stdout

    # `systemctl stop`: both stop cleanly
    stopped = {name: service.stop() for name, service in services.items()}
    assert stopped == {"web": 0, "worker": 0}, stopped
    record_property("figures", f"the deploy guide from scratch in "
                    f"{time.monotonic() - started_at:.1f} s; the help answered in "
                    f"{answered:.1f} s")

"""The operator's settings file and the set-up mistakes: `--env-file PATH` (before or after
the command) and GAMEMASTER_ENV_FILE are read as .env.example is written, the process's own
variables winning; every setting is checked before a command starts; a wrong setting, a
settings file missing or malformed, a database missing, unmigrated, old or out of reach is ONE
line on stderr naming the fix (exit status 2), never a traceback, never a secret; and no
command but `migrate` creates a database."""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bridge import envfile
from bridge.config import ConfigError, from_env
from bridge.db import Database, GameRow
from bridge.migrations import DatabaseNotReady, head, upgrade
from bridge.tools import cli

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = ("DATABASE_URL", "DISCOURSE_URL", "DISCOURSE_API_KEY", "DISCOURSE_API_USERNAME",
            "WEBHOOK_SECRET", "FORUM_INSTANCE", "GAME_CATEGORY_ID", "GAMEMASTERS",
            "DEFAULT_LANGUAGE", "DISCOBOT_LOCALE", "PUBLIC_URL", "POLL_SECONDS",
            "BACKFILL_MINUTES", "FULL_BACKFILL_MINUTES", "FORUM_DOWN_ALERT_MINUTES",
            "API_REQUESTS_PER_MINUTE", "API_TIMEOUT_SECONDS", "METRICS_TOKEN", "LOG_LEVEL",
            "LOG_FORMAT", "PROXY_HOPS", "DISCOURSE_ADMIN_API_KEY", "DISCOURSE_ADMIN_USERNAME",
            envfile.VARIABLE)
SECRET = "s3cret-never-shown-0123456789"
FORUM = "https://forum.example.org"


@pytest.fixture(autouse=True)
def clean(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No setting from the test runner's environment; the working directory a fresh one (the
    default database, sqlite:///gamemaster.sqlite3, would be made there)."""
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCOURSE_URL", FORUM)  # every deployment names its forum
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("argv", [["worker"], ["web"], ["check"]], ids=" ".join)
def test_the_forum_s_address_has_no_default(argv: list[str], monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """The worker, the web process and the check need DISCOURSE_URL, and no default stands
    in for it (a default address would point at nothing); other commands do without."""
    monkeypatch.delenv("DISCOURSE_URL")
    status, out, err = run(capsys, *argv)
    assert status == cli.CANNOT and out == ""
    assert one_line(err) == ("gamemaster: DISCOURSE_URL is not set: expected the forum's base "
                             "URL, e.g. https://forum.example.org")


def made(path: Path, title: str = "Bataille de Dole") -> str:
    """A database with one game in it (tables made directly, as the tests of `games` do)."""
    url = f"sqlite:///{path}"
    db = Database(url)
    db.create_all()
    with db.unit() as session:
        session.add(GameRow(kind="mud", title=title, language="fr", gm="maitre", settings={},
                            status="signup", seed="s", salt="t", pinned={},
                            created_at=datetime(2026, 12, 1, 8, tzinfo=UTC)))
    db.engine.dispose()
    return url


def write(path: Path, *lines: str) -> Path:
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def one_line(err: str) -> str:
    """The single line a set-up mistake prints; fails on a traceback or a second line."""
    assert "Traceback" not in err, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("gamemaster: "), err
    return lines[0]


# ----------------------------------------------------------------------- the settings file


def test_the_file_is_read_before_or_after_the_command(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    url = made(tmp_path / "games.sqlite3")
    env = write(tmp_path / "env", "# gamemaster settings", "", f"DATABASE_URL={url}",
                "   # an indented comment", "POLL_SECONDS=2.5")
    for argv in (["--env-file", str(env), "games", "--json"],
                 ["games", "--json", "--env-file", str(env)],
                 ["games", f"--env-file={env}", "--json"]):
        status, out, err = run(capsys, *argv)
        assert status == 0, err
        assert [g["title"] for g in json.loads(out)] == ["Bataille de Dole"]
    assert "DATABASE_URL" not in os.environ  # the file's values go to the command, not here


def test_gamemaster_env_file_names_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    url = made(tmp_path / "games.sqlite3", "Par la variable")
    monkeypatch.setenv(envfile.VARIABLE, str(write(tmp_path / "env", f"DATABASE_URL={url}")))
    status, out, err = run(capsys, "games", "--json")
    assert status == 0, err
    assert json.loads(out)[0]["title"] == "Par la variable"
    # --env-file names another file than the variable's: the option counts
    other = made(tmp_path / "other.sqlite3", "Par l'option")
    status, out, _ = run(capsys, "--env-file", str(write(tmp_path / "env2",
                                                         f"DATABASE_URL={other}")),
                         "games", "--json")
    assert json.loads(out)[0]["title"] == "Par l'option"


def test_a_variable_of_the_process_wins_over_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    url = made(tmp_path / "games.sqlite3")
    env = write(tmp_path / "env", f"DATABASE_URL=sqlite:///{tmp_path / 'nowhere.sqlite3'}",
                "DISCOURSE_API_USERNAME=from-the-file", "DEFAULT_LANGUAGE=en")
    monkeypatch.setenv("DATABASE_URL", url)
    status, out, err = run(capsys, "--env-file", str(env), "games", "--json")
    assert status == 0, err
    assert len(json.loads(out)) == 1
    assert not (tmp_path / "nowhere.sqlite3").exists()
    settings = envfile.load(path=str(env))
    config = from_env(settings.values)
    assert (config.database_url, config.discourse_api_username,
            config.default_language) == (url, "from-the-file", "en")
    assert settings.origin("DEFAULT_LANGUAGE") == f"from {env}"
    assert settings.origin("DATABASE_URL") == f"from the environment, which wins over {env}"


def test_the_format_is_env_example_s(tmp_path: Path) -> None:
    values = envfile.read(write(
        tmp_path / "env", "# comment", "", "A=1", "  B = two words  ", "C=", "D=x=y",
        "E=\"quoted\"", "F='single'", "G=#not a comment", "A=last wins"))
    assert values == {"A": "last wins", "B": "two words", "C": "", "D": "x=y", "E": "quoted",
                      "F": "single", "G": "#not a comment"}
    # the repository's own example is a valid settings file, with valid values
    example = envfile.read(ROOT / ".env.example")
    assert {"DATABASE_URL", "DISCOURSE_URL", "POLL_SECONDS", "PUBLIC_URL"} <= set(example)
    from_env(example)


@pytest.mark.parametrize("bad", ["export DATABASE_URL=sqlite:///x.sqlite3",
                                 f"DISCOURSE_API_KEY {SECRET}", "=orphan", "2FAST=1"])
def test_a_malformed_line_names_the_file_and_its_number_only(
        bad: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    env = write(tmp_path / "env", "# settings", "POLL_SECONDS=2", bad, "GAMEMASTERS=ana")
    status, out, err = run(capsys, "games", "--env-file", str(env))
    line = one_line(err)
    assert status == cli.CANNOT and out == ""
    assert line.startswith(f"gamemaster: {env}, line 3: not a setting (expected KEY=value")
    assert SECRET not in line and bad not in line
    assert not (tmp_path / "gamemaster.sqlite3").exists()


def test_a_missing_or_unreadable_file_is_one_line(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "--env-file", str(tmp_path / "absent"), "games")
    assert status == cli.CANNOT
    assert one_line(err) == (f"gamemaster: no settings file at {tmp_path / 'absent'}: check "
                             "--env-file or GAMEMASTER_ENV_FILE")
    monkeypatch.setenv(envfile.VARIABLE, str(tmp_path))
    status, _, err = run(capsys, "check")
    assert status == cli.CANNOT and "is a directory" in one_line(err)


def test_an_unreadable_file_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """/etc/gamemaster/env is root's (0600): a command run as someone else is told how."""
    locked = write(tmp_path / "locked", "POLL_SECONDS=2")
    read_text = Path.read_text

    def refused(self: Path, *args: object, **kwargs: object) -> str:
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return read_text(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "read_text", refused)
    status, _, err = run(capsys, "--env-file", str(locked), "games")
    assert status == cli.CANNOT
    assert one_line(err) == (f"gamemaster: cannot read {locked}: permission denied: run the "
                             "command as a user who may read it, e.g. `sudo -u gamemaster "
                             f"gamemaster --env-file {locked} …` with the file and its folder "
                             "readable by the gamemaster group (deploy/README.md)")


def test_every_command_takes_the_option_after_its_name() -> None:
    def leaves(parser: argparse.ArgumentParser, words: tuple[str, ...] = ()) -> list[
            tuple[tuple[str, ...], argparse.ArgumentParser]]:
        found = [(words, parser)]
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for word, sub in action.choices.items():
                    found += leaves(sub, (*words, word))
        return found

    for words, parser in leaves(cli.parser()):
        assert "--env-file" in parser._option_string_actions, words
    assert cli.parser().parse_args(["--env-file", "a", "games"]).env_file == "a"
    assert cli.parser().parse_args(["games", "--env-file", "b"]).env_file == "b"
    assert cli.parser().parse_args(["--env-file", "a", "verify", "3", "--env-file",
                                    "b"]).env_file == "b"
    assert cli.parser().parse_args(["scenario", "run", "f.json", "--env-file",
                                    "c"]).env_file == "c"
    assert cli.parser().parse_args(["worker"]).env_file is None


# ----------------------------------------------------------------------- wrong settings


BAD = [
    ("POLL_SECONDS", "", "POLL_SECONDS is empty: expected a number of seconds, greater than 0"),
    ("POLL_SECONDS", "abc", 'POLL_SECONDS is "abc": expected a number of seconds, greater '
                            "than 0 (default 2.0)"),
    ("POLL_SECONDS", "0", 'POLL_SECONDS is "0": expected a number of seconds, greater than 0'),
    ("POLL_SECONDS", "nan", 'POLL_SECONDS is "nan": expected a number'),
    ("GAME_CATEGORY_ID", "games", 'GAME_CATEGORY_ID is "games": expected the category\'s '
                                  "number (the 5 in /c/games/5)"),
    ("GAME_CATEGORY_ID", "-5", 'GAME_CATEGORY_ID is "-5": expected the category\'s number'),
    ("DEFAULT_LANGUAGE", "de", 'DEFAULT_LANGUAGE is "de": expected a language the bot has '
                               "texts in: en, fr, ru"),
    ("DISCOBOT_LOCALE", "french", 'DISCOBOT_LOCALE is "french": expected the forum\'s '
                                  "default_locale as Discourse writes it"),
    ("DISCOBOT_LOCALE", "xx", 'DISCOBOT_LOCALE is "xx": expected the forum\'s default_locale'),
    ("BACKFILL_MINUTES", "-5", 'BACKFILL_MINUTES is "-5": expected a number of minutes, '
                               "greater than 0 (default 5.0)"),
    ("FULL_BACKFILL_MINUTES", "-1", 'FULL_BACKFILL_MINUTES is "-1": expected a number of '
                                    "minutes"),
    ("FORUM_DOWN_ALERT_MINUTES", "-0.5", 'FORUM_DOWN_ALERT_MINUTES is "-0.5": expected a '
                                         "number of minutes, 0 or more (default 10.0)"),
    ("API_REQUESTS_PER_MINUTE", "50.5", 'API_REQUESTS_PER_MINUTE is "50.5": expected a whole '
                                        "number of calls a minute, 0 or more (default 50; 0: "
                                        "no pacing)"),
    ("API_REQUESTS_PER_MINUTE", "-1", 'API_REQUESTS_PER_MINUTE is "-1": expected a whole'),
    ("API_TIMEOUT_SECONDS", "0", 'API_TIMEOUT_SECONDS is "0": expected a number of seconds, '
                                 "greater than 0 (default 20.0)"),
    ("DISCOURSE_URL", "forum.example.org", 'DISCOURSE_URL is "forum.example.org": expected an '
                                           "http:// or https:// address, e.g. "
                                           "https://forum.example.org"),
    ("DISCOURSE_URL", "forum.example.org", 'DISCOURSE_URL is "forum.example.org": expected an '
                                           "http:// or https:// address"),
    ("PUBLIC_URL", "ftp://gm.example.org", 'PUBLIC_URL is "ftp://gm.example.org": expected an '
                                           "http:// or https:// address"),
    ("FORUM_INSTANCE", "forum", 'FORUM_INSTANCE is "forum": expected an http:// or https://'),
    ("DATABASE_URL", "games", 'DATABASE_URL is "games": SQLAlchemy cannot read it as a '
                              "database URL; expected e.g. sqlite:////var/lib/gamemaster/"),
    ("DATABASE_URL", "postgres://gm@db/gm", 'DATABASE_URL is "postgres://gm@db/gm": '
                                            "SQLAlchemy knows no database 'postgres'"),
    ("DISCOURSE_API_USERNAME", " ", "DISCOURSE_API_USERNAME is empty: expected the bot's forum "
                                    "username"),
    ("LOG_LEVEL", "loud", 'LOG_LEVEL is "loud": expected one of DEBUG, INFO'),
    ("LOG_FORMAT", "xml", 'LOG_FORMAT is "xml": expected text or json'),
    ("PROXY_HOPS", "one", 'PROXY_HOPS is "one": expected the number of reverse proxies'),
]


@pytest.mark.parametrize(("name", "value", "said"), BAD,
                         ids=[f"{name}={value!r}" for name, value, _ in BAD])
def test_a_wrong_setting_is_one_line_naming_it(
        name: str, value: str, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ConfigError) as error:
        from_env({name: value})
    assert isinstance(error.value, ValueError)
    assert error.value.setting == name
    assert str(error.value).startswith(said), str(error.value)
    url = made(tmp_path / "games.sqlite3")
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.setenv(name, value)
    status, out, err = run(capsys, "games")
    assert status == cli.CANNOT and out == ""
    assert one_line(err).startswith(f"gamemaster: {said}")


def test_good_values_pass() -> None:
    config = from_env({"POLL_SECONDS": " 0.5 ", "GAME_CATEGORY_ID": "5", "DEFAULT_LANGUAGE": "ru",
                       "DISCOBOT_LOCALE": "pt_BR", "FORUM_DOWN_ALERT_MINUTES": "0",
                       "API_REQUESTS_PER_MINUTE": "0", "DISCOURSE_URL": "https://f.example.org/",
                       "PUBLIC_URL": "http://127.0.0.1:8000", "FORUM_INSTANCE": "",
                       "DATABASE_URL": "postgresql+psycopg://gm:pw@db:5432/gm",
                       "LOG_LEVEL": "debug", "LOG_FORMAT": "json", "PROXY_HOPS": "1"})
    assert (config.poll_seconds, config.game_category_id, config.discourse_url) == (
        0.5, 5, "https://f.example.org")


def test_every_wrong_setting_is_named_in_the_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """All of them, in .env.example's order, each saying where its value came from."""
    env = write(tmp_path / "env", "POLL_SECONDS=", "GAME_CATEGORY_ID=games",
                "DEFAULT_LANGUAGE=fr")
    with pytest.raises(ConfigError) as error:
        from_env(envfile.read(env))
    assert error.value.setting == "GAME_CATEGORY_ID"
    assert [name for name, _ in error.value.problems] == ["GAME_CATEGORY_ID", "POLL_SECONDS"]
    status, _, err = run(capsys, "--env-file", str(env), "verify", "1")
    line = one_line(err)
    assert status == cli.CANNOT
    assert line.startswith('gamemaster: GAME_CATEGORY_ID is "games": expected')
    assert f"for the forum's default category (from {env}); POLL_SECONDS is empty" in line
    assert line.endswith(f"(default 2.0) (from {env})")


def test_a_secret_never_appears_in_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("DISCOURSE_API_KEY", "WEBHOOK_SECRET", "METRICS_TOKEN",
                 "DISCOURSE_ADMIN_API_KEY"):
        monkeypatch.setenv(name, SECRET)
    monkeypatch.setenv("DATABASE_URL", f"postgres://gm:{SECRET}@db/gm")
    monkeypatch.setenv("PUBLIC_URL", "nowhere")
    status, _, err = run(capsys, "check")
    line = one_line(err)
    assert status == cli.CANNOT
    assert SECRET not in line
    assert 'DATABASE_URL is "postgres://gm:***@db/gm"' in line and "PUBLIC_URL" in line
    # a password with an unescaped @ or / is hidden whole too
    for password in (f"{SECRET}@x", f"{SECRET}/x"):
        with pytest.raises(ConfigError) as error:
            from_env({"DATABASE_URL": f"postgresql+psycopg://gm:{password}@db/gm",
                      "API_TIMEOUT_SECONDS": "x"})
        assert SECRET not in str(error.value)
    # an out-of-reach database's error shows no password either
    port = closed_port()
    monkeypatch.setenv("DATABASE_URL", f"postgresql+psycopg://gm:{SECRET}@127.0.0.1:{port}/gm")
    monkeypatch.delenv("PUBLIC_URL")
    for argv in (["games"], ["migrate"]):
        status, _, err = run(capsys, *argv)
        assert "Traceback" not in err
        line = err.splitlines()[-1]  # after Alembic's own INFO lines, when they show
        assert status == cli.CANNOT
        assert line.startswith(f"gamemaster: cannot open the database at "
                               f"postgresql+psycopg://gm:***@127.0.0.1:{port}/gm (")
        assert line.endswith("check DATABASE_URL and that the database server runs")
        assert SECRET not in err


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_no_traceback_reaches_stderr_of_the_real_command(tmp_path: Path) -> None:
    """`python -m bridge.tools.cli`, as the console script runs: one line and exit 2, for a
    wrong setting from the file and for the database that is not there."""
    env = write(tmp_path / "env", f"DATABASE_URL=sqlite:///{tmp_path / 'gm.sqlite3'}",
                "POLL_SECONDS=soon", f"WEBHOOK_SECRET={SECRET}")
    clean_env = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    done = subprocess.run([sys.executable, "-m", "bridge.tools.cli", "--env-file", str(env),
                           "games"], cwd=ROOT, env=clean_env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == cli.CANNOT and done.stdout == ""
    assert one_line(done.stderr) == (f'gamemaster: POLL_SECONDS is "soon": expected a number of '
                                     f"seconds, greater than 0 (default 2.0) (from {env})")
    done = subprocess.run([sys.executable, "-m", "bridge.tools.cli", "games"], cwd=tmp_path,
                          env={**clean_env, envfile.VARIABLE: str(write(
                              tmp_path / "env", f"WEBHOOK_SECRET={SECRET}"))},
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == cli.CANNOT
    assert one_line(done.stderr).startswith(
        f"gamemaster: no database at {tmp_path / 'gamemaster.sqlite3'}: run `gamemaster "
        "migrate` first, or point DATABASE_URL / --env-file at yours")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["env"]


# ----------------------------------------------------------------------- the database


@pytest.mark.parametrize("argv", [["games"], ["games", "--json"], ["verify", "1"],
                                  ["replay", "1"], ["worker"], ["web"], ["status"]],
                         ids=" ".join)
def test_no_command_creates_a_database(argv: list[str], tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """The default DATABASE_URL, sqlite:///gamemaster.sqlite3, in a directory without it."""
    status, out, err = run(capsys, *argv)
    assert status == cli.CANNOT and out == ""
    assert one_line(err) == (f"gamemaster: no database at {tmp_path / 'gamemaster.sqlite3'}: "
                             "run `gamemaster migrate` first, or point DATABASE_URL / "
                             "--env-file at yours")
    assert list(tmp_path.iterdir()) == []


def test_migrate_creates_it_then_games_reads_it(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "state" / "gm.sqlite3"
    env = write(tmp_path / "env", f"DATABASE_URL=sqlite:///{path}")
    status, _, err = run(capsys, "--env-file", str(env), "migrate")
    assert status == cli.CANNOT  # its folder does not exist: said, not a traceback
    assert one_line(err).startswith(f"gamemaster: cannot open the database at sqlite:///{path}")
    path.parent.mkdir()
    status, _, err = run(capsys, "--env-file", str(env), "migrate")
    assert status == 0, err
    status, out, err = run(capsys, "games", "--env-file", str(env))
    assert (status, out) == (0, "No games in this database.\n"), err


def test_a_database_without_tables_names_migrate(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "empty.sqlite3"
    path.touch()  # what `gamemaster games` used to leave behind
    status, _, err = run(capsys, "games", "--database-url", f"sqlite:///{path}")
    assert status == cli.CANNOT
    assert one_line(err) == (f"gamemaster: the database at sqlite:///{path} has no tables of "
                             "the bridge: run `gamemaster migrate`")


def test_an_old_database_names_both_revisions_and_migrate(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    upgrade(url, "0009")
    capsys.readouterr()
    monkeypatch.setenv("DATABASE_URL", url)
    for argv in (["games"], ["verify", "1"], ["replay", "1"], ["worker"], ["web"]):
        status, _, err = run(capsys, *argv)
        assert status == cli.CANNOT
        assert one_line(err) == (f"gamemaster: the database at {url} is at revision 0009, "
                                 f"this version needs {head()}: run `gamemaster migrate`")
    upgrade(url)
    capsys.readouterr()
    status, _, err = run(capsys, "replay", "1")
    assert status == cli.CANNOT
    assert err == "No game 1 in this database.\n"  # past the check: the command's own answer


def test_the_web_app_and_the_worker_fail_fast(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from bridge.config import Config
    from bridge.intake.app import create_app

    missing = tmp_path / "gm.sqlite3"
    with pytest.raises(DatabaseNotReady, match="run `gamemaster migrate` first"):
        create_app(Config(database_url=f"sqlite:///{missing}"))
    assert not missing.exists()
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    upgrade(url, "0009")
    monkeypatch.setenv("DATABASE_URL", url)
    with pytest.raises(DatabaseNotReady, match="is at revision 0009"):
        create_app()
    capsys.readouterr()
    status, _, err = run(capsys, "worker")
    assert status == cli.CANNOT
    assert "is at revision 0009, this version needs" in one_line(err)


def test_gunicorn_s_entry_point_logs_one_line_and_stops(tmp_path: Path) -> None:
    """deploy/wsgi.py: one log line naming the fix, exit status 4 (gunicorn's "App failed
    to load": the arbiter stops instead of starting workers again and again)."""
    clean_env = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    for settings, said in (({"DATABASE_URL": f"sqlite:///{tmp_path / 'gm.sqlite3'}",
                             "DISCOURSE_URL": FORUM}, "no database at"),
                           ({"POLL_SECONDS": "-2", "WEBHOOK_SECRET": SECRET},
                            'POLL_SECONDS is "-2": expected')):
        done = subprocess.run([sys.executable, "-c", "import deploy.wsgi"], cwd=ROOT,
                              env={**clean_env, **settings}, capture_output=True, text=True,
                              timeout=60, check=False)
        assert done.returncode == 4, done.stderr
        assert "Traceback" not in done.stderr and SECRET not in done.stderr
        assert len(done.stderr.splitlines()) == 1, done.stderr
        assert f"gamemaster: {said}" in done.stderr
    assert list(tmp_path.iterdir()) == []

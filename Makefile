# The README's two commands: `make demo` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test test-browser test-postgres bench soak lint typecheck i18n texts clean

# The bridge with the four games, then each game package of games/ (Forum Mafia), a
# distribution of its own that the bridge finds through its entry point.
GAME_PACKAGES := $(wildcard games/*/pyproject.toml)

$(STAMP): pyproject.toml $(GAME_PACKAGES)
	@test -n "$(PYTHON)" || { echo "Python 3.11 not found (set PYTHON=...)"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]" $(foreach p,$(GAME_PACKAGES),-e $(dir $(p)))
	touch $(STAMP)

install: $(STAMP)

# Prints the scripted fight, then serves the forum to try on 127.0.0.1:8080 (the bridge's
# pages on :8000) until Ctrl-C; `$(BIN)/gamemaster demo --no-serve` only prints.
demo: $(STAMP)
	$(BIN)/gamemaster demo

# The suite in TEST_WORKERS processes (pytest-xdist; a file's tests stay together): most
# tests wait on a forum, a database or a process of their own. TEST_WORKERS=0: one process.
TEST_WORKERS ?= 2
XDIST = -n $(TEST_WORKERS) --dist loadfile

test: $(STAMP)
	$(BIN)/python -m pytest $(XDIST)

# The real-browser tests alone, failing (not skipping) without Chromium.
test-browser: $(STAMP)
	GAMEMASTER_REQUIRE_BROWSER=1 $(BIN)/python -m pytest tests/browser

test-postgres: $(STAMP)
	TEST_DATABASE_URL=$${TEST_DATABASE_URL:-postgresql+psycopg://postgres@127.0.0.1:5432/test} $(BIN)/python -m pytest $(XDIST)

bench: $(STAMP)
	$(BIN)/python benchmarks/bench.py 2>/dev/null

# The long crash run: every scenario played by the real web and worker processes on
# PostgreSQL, at least 100 kill -9 among them and the forum failing now and then.
soak: $(STAMP)
	$(BIN)/python -m tests.crash.harness --kills 100 --faults 0.1 2>/dev/null

# Every catalog checked: every message in every language, none unused, every variable
# passed, plural and gender forms complete (bridge/tools/i18n.py).
i18n: $(STAMP)
	$(BIN)/python -m bridge.tools.i18n

# Every message of whole games in one language, to read in one sitting, written where the
# tests compare them (tests/texts/<scenario>.<lang>.txt): `make texts GAME=arena LANG=ru`;
# without GAME, every game; without LANG (or with the shell's own, en_US.UTF-8), fr, en, ru.
GAMES := mud arena indixo highway
TEXT_GAMES = $(or $(GAME),$(GAMES))
TEXT_LANGS = $(or $(filter fr en ru,$(LANG)),$(if $(filter-out %.UTF-8 %.utf8 C POSIX,$(LANG)),$(LANG)),fr en ru)
# A game package's whole games are its golden scenarios: `make texts GAME=mafia
# OUT=games/mafia/tests/texts`.
OUT ?= tests/texts
texts: $(STAMP)
	@mkdir -p $(OUT)
	@for game in $(TEXT_GAMES); do for lang in $(TEXT_LANGS); do \
		echo "$$game in $$lang -> $(OUT)/"; \
		$(BIN)/gamemaster texts $$game --lang $$lang --out-dir $(OUT) 2>/dev/null || exit 1; \
	done; done

lint: $(STAMP)
	$(BIN)/ruff check bridge rules gamemaster games tests benchmarks deploy

typecheck: $(STAMP)
	$(BIN)/mypy rules bridge gamemaster

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache .mypy_cache .ruff_cache

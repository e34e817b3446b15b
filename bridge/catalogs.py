"""The bot's words: Project Fluent catalogs, one file per language and package.

Every notice is one template, written once, whose sentences come from catalogs: the bridge's
in `bridge/locale/<lang>/*.ftl`, each game's beside its rules in
`<its package>/locale/<lang>/` (`rules/mud/locale/…`: a game package brings its catalogs with it).
A translator edits those files and reads no template. Why Fluent (and not gettext): a
message chooses its words by the values it is given, in the file of each language alone:
CLDR's plural categories (Russian's one, few and many), a player's or a noun's grammatical
gender (`{ $gender -> [feminine] … *[other] … }`), a noun's case by a term's variants
(`{ -day(case: "genitive") }`); with gettext, only plurals, and the rest would come back
into the templates. `fluent.runtime` reads one language's catalogs of every package in about
0.6 s and says a message with a plural in 70 to 100 µs (`make bench`, "words");
`fluent-compiler` says it in 30 µs, but took 5.5 s to compile those catalogs, at the first message
of every process (a web or worker process, each restart, each test process).

A message's id starts with its game's id (`mud-…`, `arena-…`); the bridge's start with none
of them. The catalogs of one language make one bundle, so that a game's notice may use the
bridge's terms. `make i18n` (`python -m bridge.tools.i18n`) checks every catalog."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.runtime.types import fluent_number
from fluent.syntax.ast import Junk, Message, Term

from rules import registry

BRIDGE_HOME = Path(__file__).resolve().parent
FALLBACKS = ("en", "fr")
"""A message missing in a language is said in English, then French (`make i18n` finds it)."""


class CatalogError(LookupError):
    """A message is missing from every language, or could not be said as written (a variable
    not given, a selector with no default)."""


def homes() -> dict[str, Path]:
    """Each area's folder: `bridge`, and every installed game's by its id (the folder of the
    module defining it, `rules.registry`), where its `locale/` and `templates/` are."""
    return {"bridge": BRIDGE_HOME,
            **{game_id: entry.home for game_id, entry in registry.installed().items()}}


def setting_message(area: str, name: str) -> str:
    """The id of the message that says what a setting does: `<game>-setting-<name>` for a
    game's (`mud-setting-gang-hits-dodgers`), `setting-<name>` for the bridge's own."""
    return ("" if area == "bridge" else f"{area}-") + "setting-" + name.replace("_", "-")


def catalog_files(home: Path) -> dict[str, list[Path]]:
    """The catalogs of one area by language: `locale/<lang>/*.ftl`, one file per subject."""
    found: dict[str, list[Path]] = {}
    for path in sorted((home / "locale").glob("*/*.ftl")):
        found.setdefault(path.parent.name, []).append(path)
    return found


def extra_dirs(environ: Mapping[str, str] | None = None) -> tuple[Path, ...]:
    """The folders of catalogs a forum adds (`LOCALE_DIRS`, separated by `:`), each holding
    `<lang>/*.ftl`: a language the packages do not ship, every game's messages and the
    bridge's in it (`make i18n` with the same setting checks it is complete)."""
    raw = (os.environ if environ is None else environ).get("LOCALE_DIRS", "")
    return tuple(Path(part) for part in raw.split(os.pathsep) if part.strip())


_VOWELS = "aeiouyàâäéèêëîïôöùûü"


def french_de(word: object) -> str:
    """French "de" before a word, elided before a vowel or a mute h: "d'anna", "de boris"
    (`DE($name)` in a catalog, the filter `de` in a template). A "y" before a vowel is a
    consonant ("de yann", "de yoko"); before a consonant, a vowel ("d'yves")."""
    text = str(word)
    first, second = text[:1].lower(), text[1:2].lower()
    if first == "y" and second and second in _VOWELS:
        return f"de {text}"
    return f"d'{text}" if first and first in _VOWELS + "h" else f"de {text}"


FUNCTIONS: dict[str, Any] = {"DE": french_de}
"""The functions a catalog may call besides Fluent's own (NUMBER, DATETIME)."""


@cache
def _bundle(lang: str, files: tuple[Path, ...]) -> FluentBundle:
    """One language's bundle of every area's catalog, read once per process. A catalog that
    does not read as Fluent (what Fluent skips as "junk"), or a message two catalogs define,
    is refused here, not left silent."""
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    seen: dict[str, Path] = {}
    for path in files:
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, Junk):
                first = (entry.content or "?").strip().splitlines()[0][:60]
                raise CatalogError(f"{path}: does not read as Fluent: {first!r}")
            if isinstance(entry, Message | Term):
                name = ("-" if isinstance(entry, Term) else "") + entry.id.name
                if name in seen:
                    raise CatalogError(f"{path}: {name!r} is already in {seen[name]}")
                seen[name] = path
        bundle.add_resource(resource)
    return bundle


def _argument(value: Any) -> Any:
    """A value as a message takes it: a whole number written without grouping ("1690", as
    the templates always wrote it), so that it still chooses a plural form; anything else
    but a number, as text."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float):
        return fluent_number(value, useGrouping=False)
    return "" if value is None else str(value)


def _arguments(args: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """The arguments as a message takes them, and the texts too long for fluent.runtime to
    place (over MAX_PART_LENGTH characters: a number of 5,000 digits a refusal quotes back),
    each replaced by a mark that is put back in the said text, so that they are said whole."""
    taken, long = {}, {}
    for name, value in args.items():
        taken[name] = _argument(value)
        if isinstance(taken[name], str) and len(taken[name]) > MAX_PART_LENGTH:
            long[f"\uE000{name}\uE000"] = taken[name]
            taken[name] = f"\uE000{name}\uE000"
    return taken, long


class Catalogs:
    """Says a message of the catalogs in a language."""

    def __init__(self, areas: Mapping[str, Path] | None = None,
                 extra: Sequence[Path] | None = None) -> None:
        self.areas = dict(areas or homes())
        self._files: dict[str, list[Path]] = {}
        for home in self.areas.values():
            for lang, paths in catalog_files(home).items():
                self._files.setdefault(lang, []).extend(paths)
        for folder in extra_dirs() if extra is None else extra:
            for path in sorted(folder.glob("*/*.ftl")):
                self._files.setdefault(path.parent.name, []).append(path)

    def languages(self) -> tuple[str, ...]:
        return tuple(sorted(self._files))

    def bundle(self, lang: str) -> FluentBundle | None:
        files = self._files.get(lang)
        return _bundle(lang, tuple(files)) if files else None

    def say(self, lang: str, message_id: str, **args: Any) -> str:
        """The message in `lang` (else in English, then French) with its variables."""
        for candidate in (lang, *FALLBACKS):
            bundle = self.bundle(candidate)
            if bundle is None:
                continue
            try:
                message = bundle.get_message(message_id)
            except LookupError:
                continue
            if message.value is None:
                raise CatalogError(f"{candidate}: {message_id} has no value")
            taken, long = _arguments(args)
            said, errors = bundle.format_pattern(message.value, taken)
            if errors:
                raise CatalogError(f"{candidate}: {message_id}: {errors[0]}")
            text = str(said)
            for mark, value in long.items():
                text = text.replace(mark, value)
            return text
        raise CatalogError(f"no message {message_id!r} in {lang} nor in {', '.join(FALLBACKS)}")

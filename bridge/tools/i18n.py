"""`make i18n`: every catalog checked against every template (issue 24).

For each area (the bridge, each game package) and each language it has catalogs in:
- every catalog reads as Fluent (nothing Fluent would skip as junk);
- every message and term of the area is in every one of its languages;
- a game's ids start with its id (`mud-…`), the bridge's with no game's;
- no message is unused: each is said by a template (`t("id", …)`, with a literal id, or
  named in a `{#- says: id … -#}` comment where a macro takes the id as a variable) or
  referred to by another message;
- a template says only messages that exist, and passes every variable a message uses in any
  language (`t("id", name=…)`);
- a selector over a number (its keys are plural categories) covers every category a whole
  number takes in the language (CLDR, by Babel: Russian's one, few and many), and one over a
  gender (`$gender`, `$…_gender`) has a form for `feminine` and `masculine` and a default for
  the rest.

`python -m bridge.tools.i18n` prints one line per problem and exits 1 when there is one."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from babel import Locale
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from jinja2 import Environment, TemplateSyntaxError, nodes

from bridge.catalogs import catalog_files, extra_dirs, homes, setting_message
from rules import registry

GENDERS = ("feminine", "masculine")
"""The grammatical genders a player or a noun is told in; anything else (not told, a group)
takes a message's default form, phrased so that nothing needs to agree."""


@dataclass
class Entry:
    """A message or a term of one language: the variables it uses, what it refers to."""

    variables: set[str] = field(default_factory=set)
    references: set[str] = field(default_factory=set)
    selects: list[tuple[str, set[str], str]] = field(default_factory=list)
    """Each selector over a variable: its name, its keys, its default key."""


@cache
def whole_number_categories(lang: str) -> frozenset[str]:
    """The plural categories a whole number takes in `lang` (0 to 999 shows them all)."""
    rule = Locale.parse(lang).plural_form
    return frozenset(rule(n) for n in range(1000))


PLURAL_KEYS = frozenset({"zero", "one", "two", "few", "many", "other"})


def _walk(node: object) -> Iterator[object]:
    yield node
    if isinstance(node, fl.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, fl.BaseNode):
                    yield from _walk(child)


def read_entry(node: fl.Message | fl.Term) -> Entry:
    entry = Entry()
    for part in _walk(node):
        if isinstance(part, fl.VariableReference):
            entry.variables.add(part.id.name)
        elif isinstance(part, fl.MessageReference):
            entry.references.add(part.id.name)
        elif isinstance(part, fl.TermReference):
            entry.references.add("-" + part.id.name)
        elif isinstance(part, fl.SelectExpression) and isinstance(
                part.selector, fl.VariableReference):
            keys = {str(v.key.name if isinstance(v.key, fl.Identifier) else v.key.value)
                    for v in part.variants}
            default = next(str(v.key.name if isinstance(v.key, fl.Identifier) else v.key.value)
                           for v in part.variants if v.default)
            entry.selects.append((part.selector.id.name, keys, default))
    return entry


def read_catalog(path: Path, problems: list[str]) -> dict[str, Entry]:
    """The entries of one catalog file (terms with their `-`), junk reported."""
    entries: dict[str, Entry] = {}
    for node in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, fl.Junk):
            where = node.annotations[0].message if node.annotations else "unreadable"
            problems.append(f"{path}: does not read as Fluent ({where}): "
                            f"{(node.content or '?').strip().splitlines()[0][:60]!r}")
        elif isinstance(node, fl.Message):
            entries[node.id.name] = read_entry(node)
        elif isinstance(node, fl.Term):
            entries["-" + node.id.name] = read_entry(node)
    return entries


@dataclass
class Said:
    """One `t("id", …)` in a template."""

    where: str
    message: str
    passed: set[str] | None
    """The variables passed by name; None when some are passed as `**mapping`."""


_ENV = Environment(extensions=[])


SAYS = re.compile(r"\{#-?\s*says:\s*([a-z0-9 \n-]+?)\s*-?#\}")
"""`{#- says: mud-a mud-b -#}`: the ids a template's macro says through a variable
(`t(message, …)`), which the check cannot read from the call."""


def said_in(path: Path, problems: list[str]) -> list[Said]:
    """Every `t(…)` of a template, and the ids a `says:` comment names; a `t` whose id is
    not written out, in a template that names none, is a problem (the check could not
    follow it)."""
    source = path.read_text(encoding="utf-8")
    try:
        tree = _ENV.parse(source)
    except TemplateSyntaxError as error:
        problems.append(f"{path}:{error.lineno}: not a template: {error.message}")
        return []
    named = [name for block in SAYS.findall(source) for name in block.split()]
    found = [Said(f"{path}", name, None) for name in named]
    for call in tree.find_all(nodes.Call):
        if not (isinstance(call.node, nodes.Name) and call.node.name == "t"):
            continue
        where = f"{path}:{call.lineno}"
        if not call.args or not isinstance(call.args[0], nodes.Const):
            if not named:
                problems.append(f"{where}: t() with an id that is not written out (name the "
                                "ids it may say in a `{#- says: … -#}` comment)")
            continue
        passed = None if call.dyn_kwargs is not None else {kw.key for kw in call.kwargs}
        found.append(Said(where, str(call.args[0].value), passed))
    return found


GAME_PREFIX = re.compile(r"^-?([a-z0-9]+)-")


def declared_settings(areas: Mapping[str, Path]) -> dict[str, list[str]]:
    """The settings each area declares, whose descriptions the GM's help says
    (`settings_list`): the bridge's own (every game's) and each installed game's."""
    from bridge.handlers.creation import EVERY_GAME

    found: dict[str, list[str]] = {}
    for area, home in areas.items():
        if home != homes().get(area):  # a folder of the tests', not the package's own
            continue
        game = registry.get(area)
        found[area] = [s.name for s in (game.settings if game is not None else EVERY_GAME)]
    return found


def check(areas: Mapping[str, Path] | None = None,
          extra: Sequence[Path] | None = None) -> list[str]:
    """Every problem of every catalog, one line each: the packages' (`areas`) and the
    languages a forum adds (`extra`, else LOCALE_DIRS), which must say every message."""
    areas = dict(areas or homes())
    games = [area for area in areas if area != "bridge"]
    owner: dict[str, str] = {}
    problems: list[str] = []
    catalogs: dict[str, dict[str, Entry]] = {}  # lang -> every area's entries
    for area, home in areas.items():
        by_lang = {lang: {k: v for path in paths for k, v in read_catalog(path, problems).items()}
                   for lang, paths in catalog_files(home).items()}
        every = set().union(*by_lang.values()) if by_lang else set()
        for lang, entries in sorted(by_lang.items()):
            for missing in sorted(every - set(entries)):
                problems.append(f"{area} ({lang}): no {missing!r}, which "
                                f"{', '.join(sorted(o for o in by_lang if missing in by_lang[o]))}"
                                " have")
            for name, entry in entries.items():
                catalogs.setdefault(lang, {})[name] = entry
        for name in sorted(every):
            owner[name] = area
            prefix = GAME_PREFIX.match(name)
            if area != "bridge" and not (prefix and prefix.group(1) == area):
                problems.append(f"{area}: {name!r} does not start with {area}-")
            if area == "bridge" and prefix and prefix.group(1) in games:
                problems.append(f"bridge: {name!r} starts with a game's id")
    for folder in extra_dirs() if extra is None else extra:
        for lang_dir in sorted(d for d in folder.iterdir() if d.is_dir()):
            lang = lang_dir.name
            entries = {k: v for path in sorted(lang_dir.glob("*.ftl"))
                       for k, v in read_catalog(path, problems).items()}
            for missing in sorted(set(owner) - set(entries)):
                problems.append(f"{folder} ({lang}): no {missing!r}")
            for stray in sorted(set(entries) - set(owner)):
                problems.append(f"{folder} ({lang}): {stray!r} is in no package")
            catalogs.setdefault(lang, {}).update(entries)
    said: list[Said] = []
    for home in areas.values():
        for path in sorted((home / "templates").glob("*.j2")):
            said.extend(said_in(path, problems))
    used = {s.message for s in said}
    for area, names in declared_settings(areas).items():
        for name in names:
            message = setting_message(area, name)
            used.add(message)
            if message not in owner:
                problems.append(f"{area}: the setting {name!r} has no {message!r} saying "
                                "what it does")
    for s in said:
        if s.message not in owner:
            problems.append(f"{s.where}: says {s.message!r}, which no catalog has")
            continue
        needed = set().union(*(variables(catalogs[lang], s.message)
                               for lang in catalogs if s.message in catalogs[lang]))
        if s.passed is not None and needed - s.passed:
            problems.append(f"{s.where}: {s.message!r} needs {sorted(needed - s.passed)}")
    for entries in catalogs.values():
        for entry in entries.values():
            used |= entry.references
    for name in sorted(set(owner) - used):
        problems.append(f"{owner[name]}: {name!r} is said by no template")
    for lang, entries in sorted(catalogs.items()):
        numbers = whole_number_categories(lang)
        for name, entry in sorted(entries.items()):
            for variable, keys, default in entry.selects:
                where = f"{owner.get(name, '?')} ({lang}): {name!r}, ${variable}"
                if keys & (PLURAL_KEYS - {"other"}):
                    if keys & PLURAL_KEYS - numbers - {"other"}:
                        problems.append(f"{where}: {sorted(keys & PLURAL_KEYS - numbers)} "
                                        f"is no plural form of {lang}")
                    if numbers - keys:
                        problems.append(f"{where}: no form for {sorted(numbers - keys)}")
                if variable == "gender" or variable.endswith("_gender"):
                    if set(GENDERS) - keys or default in GENDERS:
                        problems.append(f"{where}: needs [feminine], [masculine] and a "
                                        "default for a gender not told")
    return problems


def variables(entries: Mapping[str, Entry], name: str, seen: frozenset[str] = frozenset()
              ) -> set[str]:
    """The variables a message uses, through the messages it refers to (a term takes its
    own arguments, never the caller's)."""
    entry = entries.get(name)
    if entry is None or name in seen:
        return set()
    found = set(entry.variables)
    for ref in entry.references:
        if not ref.startswith("-"):
            found |= variables(entries, ref, seen | {name})
    return found


def main() -> int:
    problems = check()
    for line in problems:
        print(line)
    print(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} in the catalogs"
          if problems else "Every catalog is complete and every message is said.")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

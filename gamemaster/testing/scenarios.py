"""The scenario runner for a game's own tests: a scripted game (shared/DESIGN.md, "The
scenario runner") played through the whole stack, its output checked.

`play_scenario(path)` runs a scenario file (`bridge.tools.scenario`: the bridge, the sandbox
forum, real HTTP, a database of its own) and checks the runner's output contract, the
commitment of the seed when it is revealed, and the file's "expect" block:

- "public_status" / "gm_status": partial match (see `matches`): every key given must match;
  lists match element-wise and must have the same length, dicts match on the keys given.
- "posts": expected bot posts, in order. Each is {"contains": [...], "absent": [...],
  "private": bool, "recipients": [...], "at": "ISO prefix"} (all but "contains" optional);
  each must match some post of the output, at increasing positions.
- "no_post_contains": substrings that no bot post may contain.
- "no_public_post_contains": substrings that no public bot post may contain (fog of war).
- "no_post_at": ISO time prefixes at which the bot posts nothing (talk left unanswered).
- "post_count": the exact number of bot posts.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

from bridge.tools import scenario as runner

POST_KEYS = ("topic", "private", "recipients", "author", "at", "raw")
# Discourse's default length minimums: 20 characters in topics, 10 in private messages.
MIN_PUBLIC_LENGTH = 20
MIN_PRIVATE_LENGTH = 10


def play_scenario(path: Path, database_url: str | None = None) -> dict[str, Any]:
    """Play the scenario file through the whole stack and check its output (see above);
    the output, for more checks of the test's own."""
    data = runner.load(path)
    result = runner.run(data, database_url)
    check_contract(result)
    check_commitment(data, result["posts"])
    check_expectations(data, result)
    return result


# ----------------------------------------------------------------------------- matching


def mismatch(expected: Any, actual: Any, path: str = "$") -> str | None:
    """Where `actual` first fails to match `expected` (None when it matches).

    Dicts match on the keys given; lists match element-wise with the same length; anything
    else must be equal (True/1 and False/0 are told apart)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected an object, got {actual!r}"
        for key, value in expected.items():
            if key not in actual:
                return f"{path}.{key}: missing (expected {value!r})"
            found = mismatch(value, actual[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return f"{path}: expected a list, got {actual!r}"
        if len(expected) != len(actual):
            return f"{path}: expected {len(expected)} items, got {len(actual)}: {actual!r}"
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            found = mismatch(want, got, f"{path}[{index}]")
            if found:
                return found
        return None
    if type(expected) is bool or type(actual) is bool:
        same = type(expected) is type(actual) and expected == actual
    else:
        same = expected == actual
    return None if same else f"{path}: expected {expected!r}, got {actual!r}"


def matches(expected: Any, actual: Any, path: str = "$") -> None:
    """Assert the partial match, naming the path of the first mismatch."""
    problem = mismatch(expected, actual, path)
    assert problem is None, problem


def post_mismatch(spec: dict[str, Any], post: dict[str, Any]) -> str | None:
    """Why `post` is not the expected post `spec` (None when it is)."""
    for text in spec.get("contains", []):
        if text not in post["raw"]:
            return f"lacks {text!r}"
    for text in spec.get("absent", []):
        if text in post["raw"]:
            return f"contains forbidden {text!r}"
    if "private" in spec and post["private"] is not spec["private"]:
        return f"private is {post['private']!r}"
    if "recipients" in spec and sorted(r.lower() for r in post["recipients"]) != sorted(
        r.lower() for r in spec["recipients"]
    ):
        return f"recipients are {post['recipients']!r}"
    if "at" in spec and not post["at"].startswith(spec["at"]):
        return f"at is {post['at']!r}"
    return None


def _summary(post: dict[str, Any], index: int) -> str:
    where = f"private to {post['recipients']}" if post["private"] else "public"
    first = post["raw"].replace("\n", " ")[:110]
    return f"  #{index} {post['at']} {where}: {first}"


def check_posts(expected: list[dict[str, Any]], posts: list[dict[str, Any]]) -> None:
    """Each expected post matches a bot post, at strictly increasing positions (earliest
    match first, which finds an in-order match whenever one exists)."""
    position = -1
    for number, spec in enumerate(expected):
        found = next(
            (i for i in range(position + 1, len(posts)) if post_mismatch(spec, posts[i]) is None),
            None,
        )
        if found is None:
            earlier = [i for i in range(position + 1) if post_mismatch(spec, posts[i]) is None]
            note = f" (it matches earlier post(s) {earlier}: wrong order)" if earlier else ""
            later = "\n".join(
                f"{_summary(posts[i], i)}\n      -> {post_mismatch(spec, posts[i])}"
                for i in range(position + 1, len(posts))
            )
            raise AssertionError(
                f"expected post #{number} {json.dumps(spec, ensure_ascii=False)} not found "
                f"after post #{position}{note}; bot posts after it:\n{later}"
            )
        position = found


# ----------------------------------------------------------------------------- contract


def check_contract(result: dict[str, Any]) -> None:
    """The runner's output document: keys, post fields and their types."""
    assert isinstance(result, dict)
    for key in ("posts", "public_status", "gm_status"):
        assert key in result, f"output lacks {key!r}"
    assert isinstance(result["posts"], list)
    assert isinstance(result["public_status"], dict)
    assert isinstance(result["gm_status"], dict)
    authors = set()
    for index, post in enumerate(result["posts"]):
        missing = [key for key in POST_KEYS if key not in post]
        assert not missing, f"post #{index} lacks {missing}: {post!r}"
        assert isinstance(post["topic"], int), f"post #{index}: topic {post['topic']!r}"
        assert isinstance(post["private"], bool), f"post #{index}: private {post['private']!r}"
        assert isinstance(post["recipients"], list) and all(
            isinstance(r, str) for r in post["recipients"]
        ), f"post #{index}: recipients {post['recipients']!r}"
        assert isinstance(post["author"], str) and post["author"], f"post #{index}: author"
        authors.add(post["author"])
        moment = datetime.fromisoformat(post["at"].replace("Z", "+00:00"))
        assert moment.tzinfo is not None, f"post #{index}: time without zone {post['at']!r}"
        assert isinstance(post["raw"], str)
        minimum = MIN_PRIVATE_LENGTH if post["private"] else MIN_PUBLIC_LENGTH
        assert len(post["raw"].strip()) >= minimum, f"post #{index} too short: {post['raw']!r}"
        if post["private"]:
            assert post["recipients"], f"post #{index}: a private post with no recipient"
    assert len(authors) <= 1, f"bot posts by several authors: {authors}"
    times = [datetime.fromisoformat(p["at"].replace("Z", "+00:00")) for p in result["posts"]]
    assert times == sorted(times), "bot posts are not in time order"


COMMITMENT = re.compile(r"`([0-9a-f]{64})`")
REVEAL = re.compile(r"(?:Graine du tirage|Random seed|Зерно случайности) ?: `([^`]*)`, "
                    r"(?:sel|salt|соль) ?: `([^`]*)`")


def check_commitment(data: dict[str, Any], posts: list[dict[str, Any]]) -> None:
    """Checkable chance (DESIGN, "Randomness that players can check"): when a public post
    reveals the seed and salt, SHA-256(seed + salt) is the commitment published before it."""
    for index, post in enumerate(posts):
        reveal = REVEAL.search(post["raw"]) if not post["private"] else None
        if reveal is None:
            continue
        seed, salt = reveal.groups()
        if "seed" in data:
            assert seed == str(data["seed"]), f"post #{index} reveals seed {seed!r}"
        published = [
            match.group(1)
            for earlier in posts[:index]
            if not earlier["private"]
            for match in [COMMITMENT.search(earlier["raw"])]
            if match
        ]
        assert published, f"post #{index} reveals the seed but no commitment was published"
        digest = hashlib.sha256(f"{seed}{salt}".encode()).hexdigest()
        assert digest == published[0], (
            f"SHA-256(seed + salt) = {digest}, but the commitment was {published[0]}")


def check_expectations(data: dict[str, Any], result: dict[str, Any]) -> None:
    expect = data.get("expect") or {}
    for key in ("public_status", "gm_status"):
        if key in expect:
            matches(expect[key], result[key], key)
    posts = result["posts"]
    if "posts" in expect:
        check_posts(expect["posts"], posts)
    for text in expect.get("no_post_contains", []):
        leaks = [_summary(p, i) for i, p in enumerate(posts) if text in p["raw"]]
        assert not leaks, f"{text!r} appears in bot posts:\n" + "\n".join(leaks)
    for text in expect.get("no_public_post_contains", []):
        leaks = [
            _summary(p, i) for i, p in enumerate(posts) if not p["private"] and text in p["raw"]
        ]
        assert not leaks, f"{text!r} appears in public bot posts:\n" + "\n".join(leaks)
    for moment in expect.get("no_post_at", []):
        said = [_summary(p, i) for i, p in enumerate(posts) if p["at"].startswith(moment)]
        assert not said, f"bot posts at {moment}:\n" + "\n".join(said)
    if "post_count" in expect:
        assert len(posts) == expect["post_count"], (
            f"expected {expect['post_count']} bot posts, got {len(posts)}:\n"
            + "\n".join(_summary(p, i) for i, p in enumerate(posts))
        )


def scenario_params(paths: list[Path]) -> list[Any]:
    """Scenario files as pytest parameters, named by their stems: one whose correct
    expectation the product does not meet yet carries `"known_bug": "<why>"`, and its test
    is a strict xfail (fixing the bug turns it red until the marker goes)."""
    import pytest

    params = []
    for path in paths:
        bug = json.loads(path.read_text(encoding="utf-8")).get("known_bug")
        marks = [pytest.mark.xfail(reason=str(bug), strict=True)] if bug else []
        params.append(pytest.param(path, id=path.stem, marks=marks))
    return params

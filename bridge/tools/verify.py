"""`gamemaster verify GAME`: check a finished game's draws against its revealed seed.

What anyone can check once a game is over, done from the database:
1. the commitment: SHA-256(seed + salt) is the digest the start post published;
2. every draw of every published step, in the order logged: a step's draws come from
   `random.Random(f"{seed}:{label}")` (`rules.chance.Chance`), where the label is the step
   key, then `@` and the mix of the orders in force at the step's close when it had sealed
   orders (`bridge.turns.seal.draw_label`: each order checked against its receipt, each receipt
   against the results that published it), then `#<n>` after the GM's n-th rerun, and
   `setup` for the set-up; a die with
   `faces` faces is `randint(1, faces)`, a secret token of n bytes is `getrandbits(8 * n)`
   (its value is not logged: it only moves the generator on).
Dice pinned by a scenario (the game's `pinned["dice"]`, a queue used before the generator)
cannot be re-derived: they are the first dice of the steps that consumed them, named here as
pinned, and only checked against the queue. The queue before the set-up is in the set-up
row's `inputs["pinned"]`, after each step in its `pinned_after`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bridge.tools.record import Published, Record, published_commitments
from bridge.turns.seal import draw_label, in_force, receipt_of, rerun_of
from rules.base import PUBLIC
from rules.chance import DIE_KEYS, TOKEN_KEYS, commitment


def draws(log: list[Any]) -> list[dict[str, Any]]:
    """The draws among a step's log entries, in order: `Chance` logs each die as exactly
    {die, value, why} and each token as {token, why}; the game's own events differ."""
    return [entry for entry in log
            if isinstance(entry, dict) and frozenset(entry) in (DIE_KEYS, TOKEN_KEYS)]


def _dice(value: Any) -> list[int]:
    return [int(v) for v in value] if isinstance(value, list) else []


@dataclass
class StepCheck:
    """What one published step's draws gave."""

    key: str
    label: str
    draws: int = 0
    derived: int = 0
    tokens: int = 0
    pinned: list[int] = field(default_factory=list)
    problem: str = ""

    @property
    def ok(self) -> bool:
        """Every draw matched (or was a pinned die taken from the queue in order)."""
        return not self.problem

    def line(self) -> str:
        """One line for the report."""
        parts = [f"{self.draws} draw{'s' if self.draws != 1 else ''}"]
        if self.derived:
            parts.append(f"{self.derived} re-derived")
        if self.tokens:
            parts.append(f"{self.tokens} secret token{'s' if self.tokens != 1 else ''}")
        if self.pinned:
            parts.append(f"{len(self.pinned)} pinned {self.pinned} (not derivable)")
        verdict = "OK" if self.ok else f"MISMATCH: {self.problem}"
        return f"  {self.key:<22} label {self.label!r:<24} {', '.join(parts):<44} {verdict}"


def _label_problem(step: Published) -> str:
    """What is wrong with a step's label: after `@`, the mix of the sealed orders at its
    close (`bridge.turns.seal.draw_label`), each order the one its receipt sealed, and each receipt
    published with the step's results."""
    closing = [s for s in step.inputs.get("closing") or [] if isinstance(s, dict)]
    if not closing and "@" not in step.label:
        return ""
    expected = draw_label(step.step_key, in_force(closing), rerun_of(step.label))
    if step.label != expected:
        return (f"the label is not the step's key and the mix of its orders at the close "
                f"({expected})")
    forged = [s for s in closing
              if receipt_of(str(s["salt"]), str(s["order"])) != s["receipt"]]
    if forged:
        return f"the order of @{forged[0]['actor']} at the close is not the one its receipt sealed"
    public = "\n".join(str(m.get("raw", "")) for m in step.messages
                       if isinstance(m, dict) and m.get("audience") == PUBLIC)
    hidden = [s["receipt"] for s in closing if s["receipt"] not in public]
    if hidden:
        return f"{len(hidden)} receipt(s) the draws come from were never published: {hidden[0]}"
    return ""


def check_step(seed: str, step: Published, pinned_before: list[int]) -> StepCheck:
    """Re-derive one step's draws: pinned dice first (as many as left the queue), then the
    seeded generator of the step's label."""
    result = StepCheck(step.step_key, step.label)
    pinned_after = _dice(step.pinned_after.get("dice", []))
    consumed = len(pinned_before) - len(pinned_after)
    if consumed < 0 or pinned_before[consumed:] != pinned_after:
        result.problem = (f"the pinned dice after the step {pinned_after} are not what is "
                          f"left of those before it {pinned_before}")
        return result
    result.problem = _label_problem(step)
    if result.problem:
        return result
    rng = random.Random(f"{seed}:{step.label}")
    used = 0
    found = draws(step.log)
    result.draws = len(found)
    for number, entry in enumerate(found, 1):
        why = f" ({entry['why']})" if entry.get("why") else ""
        if "token" in entry:
            size = entry["token"]
            if not isinstance(size, int) or size < 0:
                result.problem = f"draw {number}: a token of {size!r} bytes"
                return result
            rng.getrandbits(8 * size)
            result.tokens += 1
            continue
        faces, value = entry["die"], entry["value"]
        if not isinstance(faces, int) or not isinstance(value, int) or faces < 1:
            result.problem = f"draw {number}{why}: not a die: {entry!r}"
            return result
        if used < consumed:
            if value != pinned_before[used]:
                result.problem = (f"draw {number}{why}: d{faces} logged {value}, but the "
                                  f"pinned queue held {pinned_before[used]}")
                return result
            used += 1
            result.pinned.append(value)
            continue
        expected = rng.randint(1, faces)
        if value != expected:
            result.problem = (f"draw {number}{why}: d{faces} logged {value}, "
                              f"random.Random('<seed>:{step.label}') gives {expected}")
            return result
        result.derived += 1
    if used < consumed:
        result.problem = (f"{consumed} pinned dice left the queue, but only {used} dice "
                          "were logged")
    return result


@dataclass
class Verification:
    """The whole game's verification."""

    record: Record
    commitment: str
    commitment_problem: str = ""
    reveal_problem: str = ""
    steps: list[StepCheck] = field(default_factory=list)
    problem: str = ""

    @property
    def ok(self) -> bool:
        """The commitment, the reveal and every step matched."""
        return not (self.problem or self.commitment_problem or self.reveal_problem
                    or any(not s.ok for s in self.steps))

    def report(self) -> str:
        """The text `gamemaster verify` prints."""
        r = self.record
        lines = [f"Game {r.game_id} {r.title!r} ({r.kind}), {r.status}"]
        if self.commitment_problem:
            lines.append(f"Commitment: MISMATCH: {self.commitment_problem}")
        else:
            lines.append(f"Commitment: OK: SHA-256(seed + salt) = {self.commitment} is the "
                         "commitment published in the start post")
        if self.reveal_problem:
            lines.append(f"Reveal: MISMATCH: {self.reveal_problem}")
        elif r.status == "finished":
            lines.append("Reveal: OK: the seed and salt are those the final post revealed")
        else:
            lines.append(f"Reveal: not yet: the game is {r.status}, its seed still secret")
        lines += [step.line() for step in self.steps]
        if self.problem:
            lines.append(f"  {self.problem}")
        derived = sum(s.derived for s in self.steps)
        pinned = sum(len(s.pinned) for s in self.steps)
        tokens = sum(s.tokens for s in self.steps)
        if self.ok:
            lines.append(
                f"Verdict: OK: {len(self.steps)} steps, {derived} dice re-derived from the "
                f"seed, {tokens} tokens, {pinned} pinned dice (fixed by the scenario, "
                "not derivable: checked against the pinned queue only)")
        else:
            failed = [s.key for s in self.steps if not s.ok]
            what = ([f"steps {', '.join(failed)}"] if failed else []) + (
                ["the commitment"] if self.commitment_problem else []) + (
                ["the reveal"] if self.reveal_problem else []) + (
                ["the record"] if self.problem else [])
            said = ", ".join(what[:-1]) + (" and " if len(what) > 1 else "") + what[-1]
            lines.append(f"Verdict: FAILED: {said} "
                         f"{'does' if len(what) == 1 and not failed else 'do'} not match")
        return "\n".join(lines) + "\n"


def verify(record: Record) -> Verification:
    """Check a game's commitment, reveal and every draw."""
    digest = commitment(record.seed, record.salt)
    result = Verification(record, digest)
    shown = published_commitments(record.start_post or "")
    if record.start_post is None:
        result.commitment_problem = ("the start post is not in this database; compare "
                                     f"{digest} with the game topic's start post by hand")
    elif digest not in shown:
        result.commitment_problem = (f"SHA-256(seed + salt) is {digest}, the start post "
                                     f"published {', '.join(shown) or 'no digest'}")
    revealed = [p for p in record.public_posts if record.seed in p and record.salt in p]
    if record.status == "finished" and not revealed:
        result.reveal_problem = "no public post of the game shows this seed and salt"
    setup = record.setup
    if setup is None:
        result.problem = ("no set-up record: the game started before set-ups were kept, so "
                          "the pinned dice and the first draws are unknown")
        return result
    queue = _dice((setup.inputs.get("pinned") or {}).get("dice", []))
    for step in record.steps:
        result.steps.append(check_step(record.seed, step, queue))
        queue = _dice(step.pinned_after.get("dice", []))
    return result

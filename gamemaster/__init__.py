"""The kit for writing a game of your own, as a package the bridge finds once installed.

- `gamemaster.game`: the contract a game implements (what the bridge asks of it, what it
  answers), its settings, and the seeded chance it draws from;
- `gamemaster.reader`: the reader toolkit every grammar shares (folding, players' names,
  narration, change of mind, confirmations);
- `gamemaster.testing`: the checks every game must pass and the helpers to test yours.

A game registers itself under the entry-point group `gamemaster.games` (see the README,
"Write your own game"); the bridge finds it there, with nothing changed in the bridge.
"""

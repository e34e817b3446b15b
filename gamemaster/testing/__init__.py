"""The test kit for game authors: what a game's own tests use, with a few lines each.

- `Table`: a game played at the rules level, driven as the bridge drives it;
- `GameContract`: the checks every game must pass (subclass it as `Test…`);
- `check_secrecy`, `shown`: secrecy as a property over many games, by the game's own model;
- `play_scenario`: a scripted game through the whole stack (bridge, sandbox forum, HTTP);
- `golden`, `playthrough`: a whole game's text kept and compared;
- `rendering`: a notice, an echo, a refusal, rendered as the bridge renders them.
"""

from gamemaster.testing import rendering
from gamemaster.testing.contract import GameContract, transcript
from gamemaster.testing.golden import golden, playthrough
from gamemaster.testing.scenarios import play_scenario, scenario_params
from gamemaster.testing.secrecy import Shown, check_secrecy, shown
from gamemaster.testing.table import OPENED, Answer, Table

__all__ = ["OPENED", "Answer", "GameContract", "Shown", "Table", "check_secrecy", "golden",
           "play_scenario", "playthrough", "rendering", "scenario_params", "shown",
           "transcript"]

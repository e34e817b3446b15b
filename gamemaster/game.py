"""The contract between the bridge and a game (`rules.base` explains how the bridge drives
it), as a game package outside this repository imports it: `from gamemaster.game import ...`.
"""

from rules.base import (
    GM,
    JSON,
    PUBLIC,
    Accepted,
    After,
    Channel,
    Context,
    Deadline,
    Enrolment,
    Game,
    Notice,
    OpenSignUp,
    Order,
    Outcome,
    Rejection,
    Schedule,
    Setting,
    SetupRefused,
    Step,
    Submitted,
    aliases_of,
    defaults_of,
)
from rules.chance import Chance

__all__ = [
    "GM", "JSON", "PUBLIC", "Accepted", "After", "Chance", "Channel", "Context", "Deadline",
    "Enrolment", "Game", "Notice", "OpenSignUp", "Order", "Outcome", "Rejection", "Schedule",
    "Setting", "SetupRefused", "Step", "Submitted", "aliases_of", "defaults_of",
]

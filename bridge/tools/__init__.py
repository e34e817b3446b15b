"""Tools: the command line, the demo, the scenario runner, the in-process stack, verify,
replay, the games' list and `check`."""

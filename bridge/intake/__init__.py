"""Intake: what turns the forum into rows of posts to handle, and the front door the web
and the worker call (`service.GameMaster`): the webhook receiver, the recording of a post,
the worker's ticks and backfill, the wake-up."""

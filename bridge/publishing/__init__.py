"""Publishing: notices to texts (templates) to outbox rows, one post per audience; the
live status and the status posts that show it."""

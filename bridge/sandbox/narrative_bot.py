"""Discobot on the sandbox forum: which new posts it answers, and with what.

The narrative bot plugin reads every new post by a person in a topic it can see (a private
message only if it is in it) and, in the poster's effective locale (`Jobs::BotInput`), answers
`@discobot <trigger> NdM` with the dice, a bare mention with its help hint (at most once per
topic per 10 posts and 6 hours, and again after a day), and either with "you've disabled me"
to a member with new-user tips off (`TrackSelector#bot_commands`). The words and the dice are
in `discobot.py`; `NarrativeBot` holds the hints already given and posts its answer through
`SandboxForum.discobot_reply`, delivered like any post.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from . import discobot
from .model import Post, Topic

if TYPE_CHECKING:
    from .forum import SandboxForum


class NarrativeBot:
    """Discobot's answers on one forum, with the help hints it has given per topic."""

    def __init__(self, forum: SandboxForum) -> None:
        self.forum = forum
        self._hints: dict[int, tuple[int, datetime]] = {}

    def answer(self, post_id: int) -> None:
        """Answer `@discobot <trigger> NdM` in a new post, like the narrative bot does: in the
        poster's effective locale, with that locale's trigger only (`Jobs::BotInput`,
        `TrackSelector#bot_commands`); a poster with new-user tips off gets the plugin's
        "you've disabled me" instead."""
        forum = self.forum
        with forum.lock:
            post = forum.posts[post_id]
            author = forum.users[post.user_id]
            topic = forum.topics[post.topic_id]
            if (
                not forum.discobot_enabled
                or not author.human
                or author.username in forum.discobot_ignored_usernames
                or not forum.can_see_locked(forum.discobot, topic)
            ):
                return
            locale = forum.effective_locale(author)
            mentioned = discobot.mentions(post.raw, forum.discobot.username)
            request = discobot.find_request(post.raw, locale, forum.discobot.username)
            if author.skip_new_user_tips and (mentioned or request is not None):
                raw = discobot.disabled_reply(locale)
            elif request is not None:
                raw = discobot.roll(request, forum.rng)
            elif mentioned and self._hint_due_locked(topic, post):
                raw = discobot.mention_hint(locale, forum.discobot.username)
            else:
                return
        forum.discobot_reply(topic.id, post.post_number, raw)

    def _hint_due_locked(self, topic: Topic, post: Post) -> bool:
        """A bare mention gets the help hint at most once per topic per 10 posts and 6 hours
        (and again after a day), as `TrackSelector#bot_commands` throttles it."""
        if topic.private:
            return True
        now = self.forum.now()
        last = self._hints.get(topic.id)
        if last is not None:
            last_number, last_at = last
            elapsed = (now - last_at).total_seconds()
            recent = post.post_number - 10 <= last_number or elapsed <= 6 * 3600
            if elapsed < 24 * 3600 and recent:
                return False
        self._hints[topic.id] = (post.post_number, now)
        return True

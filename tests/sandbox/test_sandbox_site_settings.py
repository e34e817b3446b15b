"""`GET /admin/site_settings.json` in the sandbox: Discourse's shape
(Admin::SiteSettingsController#index, `SiteSetting.all_settings`), admins only."""

from __future__ import annotations

import dataclasses

import pytest
import requests
from pydiscourse import DiscourseClient
from pydiscourse.exceptions import DiscourseClientError

from bridge.sandbox import SandboxForum
from bridge.sandbox.model import SiteSettings
from bridge.sandbox.queries import NOT_SITE_SETTINGS, SITE_SETTING_NAMES


def _listed(client: DiscourseClient) -> dict[str, dict]:
    body = client._get("/admin/site_settings.json")
    assert list(body) == ["site_settings"]
    return {entry["setting"]: entry for entry in body["site_settings"]}


def test_every_setting_is_listed_as_discourse_lists_it(client: DiscourseClient,
                                                       shared_json) -> None:
    listed = _listed(client)
    names = {SITE_SETTING_NAMES.get(f.name, f.name) for f in dataclasses.fields(SiteSettings)
             if f.name not in NOT_SITE_SETTINGS}
    assert names <= set(listed)
    assert "min_private_message_post_length" not in listed  # renamed in Discourse
    assert "chunk_size" not in listed  # not a site setting
    # default_locale comes first, as `all_settings` unshifts it
    assert next(iter(listed)) == "default_locale"
    assert listed["default_locale"]["type"] == "locale_enum"
    # the real dump's fields are all there, values and defaults as strings
    real = {e["setting"]: e for e in shared_json("site_settings_defaults_subset.json")
            ["site_settings"]}
    for name, entry in real.items():
        mine = listed.get(SITE_SETTING_NAMES.get(name, name))
        if mine is None:
            continue
        assert set(entry) <= set(mine), name
        assert (mine["value"], mine["default"]) == (entry["value"], entry["default"]), name
    assert listed["min_personal_message_post_length"]["value"] == "10"
    assert listed["allow_uppercase_posts"] | {"type": "bool"} == listed["allow_uppercase_posts"]
    assert listed["allow_uppercase_posts"]["value"] == "false"
    assert listed["discourse_narrative_bot_enabled"]["value"] == "true"
    assert listed["discourse_narrative_bot_enabled"]["plugin"] == "discourse-narrative-bot"


def test_the_listing_follows_the_forum(client: DiscourseClient, forum: SandboxForum) -> None:
    forum.settings = SiteSettings.game_forum(editing_grace_period=0)
    forum.discobot_enabled = False
    if hasattr(forum.settings, "discourse_narrative_bot_enabled"):
        forum.settings.discourse_narrative_bot_enabled = False
    listed = _listed(client)
    assert listed["min_post_length"]["value"] == "2"
    assert listed["min_post_length"]["default"] == "20"
    assert listed["min_personal_message_post_length"]["value"] == "2"
    assert listed["allow_uppercase_posts"]["value"] == "true"
    assert listed["editing_grace_period"]["value"] == "0"
    assert listed["discourse_narrative_bot_enabled"]["value"] == "false"


@pytest.mark.parametrize("moderator", [True, False])
def test_only_admins_may_read_the_settings(server, forum: SandboxForum,
                                           moderator: bool) -> None:
    forum.add_user("mod", moderator=moderator)
    other = DiscourseClient(server.url, api_username="mod", api_key=forum.api_key, timeout=10)
    with pytest.raises(DiscourseClientError) as caught:
        other._get("/admin/site_settings.json")
    assert caught.value.response.status_code == 404
    answer = requests.get(f"{server.url}/admin/site_settings.json", timeout=10,
                          headers={"Api-Key": forum.api_key, "Api-Username": "mod"})
    assert answer.status_code == 404
    assert answer.headers["Content-Type"].startswith("application/json")

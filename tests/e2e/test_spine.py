"""The spine, end to end: forum posts in, orders checked, deadlines, GM review, posts out.
Everything goes through real HTTP: signed webhooks into the Flask app, pydiscourse against
the sandbox forum."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest
import requests
from sqlalchemy import func, select

from bridge.db import InboundRow, OrderRow, OutboxRow, PlayerRow, ResolutionRow
from bridge.delivery.forum import DiscourseForum
from bridge.delivery.sender import Pacer
from bridge.intake.service import GameMaster
from bridge.intake.worker import Worker
from bridge.turns.resolution import SETUP

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # 22:00 in Paris, an even day


def _count(stack, table, *where) -> int:  # type: ignore[no-untyped-def]
    with stack.db.unit() as session:
        return session.scalar(select(func.count()).select_from(table).where(*where))


def test_a_game_is_created_joined_and_started_from_the_forum(stack, game) -> None:
    public = game.posts_in(game.public)
    assert "Inscriptions ouvertes" in public[0]
    assert any("Bienvenue, @chloe" in raw for raw in public)
    assert any("La partie commence" in raw and "upload://" in raw for raw in public)
    desk = game.posts_in(game.desks["anna"])
    assert "vous commencez la bataille de boue en **B2**" in desk[0]
    private = [p for p in stack.forum.transcript() if p["topic"] == game.desks["anna"]][0]
    assert private["private"] and private["recipients"] == ["anna"]


def test_an_order_is_acknowledged_with_its_canonical_form_and_send_time(stack, game) -> None:
    game.order("anna", "Je lance une boule de boue sur @boris, chiffre 3")
    ack = game.posts_in(game.desks["anna"])[-1]
    assert "lancer une boule de boue sur @boris, chiffre 3" in ack
    assert ack.count("mardi 1er décembre 2026 à 09:00 (Europe/Paris)") == 1  # a time, written once
    assert "[date=" not in ack
    assert _count(stack, OrderRow) == 1


def test_an_order_found_only_in_narration_is_echoed_with_a_doubt_and_confirmed(stack,
                                                                              game) -> None:
    game.order("anna", "*Anna malaxe une boule et la lance sur Boris, de toutes ses forces : 3*")
    echo = game.posts_in(game.desks["anna"])[-1]
    assert "lancer une boule de boue sur @boris, chiffre 3" in echo
    assert "Je ne suis pas certain" in echo and "narration" in echo
    game.order("anna", "oui, je confirme, c'est bien ça")
    with stack.db.unit() as session:
        rows = session.scalars(select(OrderRow).order_by(OrderRow.id)).all()
        assert [(row.kind, row.doubt) for row in rows] == [("throw", "narration"), ("throw", "")]


def test_a_rejection_lists_the_valid_moves_and_targets(stack, game) -> None:
    game.order("anna", "aller en E5")
    refusal = game.posts_in(game.desks["anna"])[-1]
    assert "E5 n'est pas une intersection voisine" in refusal
    assert "A2, B1, B3, C2" in refusal and "@boris" in refusal and "@chloe" in refusal
    assert _count(stack, OrderRow) == 0


def test_the_deadline_resolves_and_the_gm_publishes(stack, game) -> None:
    game.order("anna", "lancer boris 3")
    game.order("boris", "throw @anna 2")
    stack.advance(DEADLINE + timedelta(minutes=1))
    draft = game.posts_in(game.gm_desk)[-1]
    assert "Brouillon du tour 1" in draft
    assert not any("résultats du tour 1" in raw for raw in game.posts_in(game.public))
    stack.say("maitre", game.gm_desk, "ok")
    results = game.posts_in(game.public)[-1]
    assert "résultats du tour 1" in results and "**Tour 2** ouvert" in results
    assert "upload://" in results
    status = stack.master.status(game.id)
    assert status["turn"] == 2
    assert {p["name"]: p["points"] for p in status["players"]} == {
        "anna": 1, "boris": 0, "chloe": 0}


def test_an_order_sent_after_the_deadline_waits_for_the_next_turn(stack, game) -> None:
    stack.advance(DEADLINE + timedelta(minutes=1))
    game.order("anna", "aller en A2")
    assert "résultats sont en cours de publication" in game.posts_in(game.desks["anna"])[-1]
    assert _count(stack, OrderRow) == 0


def test_a_redelivered_webhook_does_nothing(stack, game) -> None:
    game.order("anna", "aller en A2")
    delivery = next(d for d in reversed(stack.forum.deliveries)
                    if d.payload["post"]["username"] == "anna")
    stack.forum.redeliver(delivery)
    stack.settle()
    assert _count(stack, OrderRow) == 1
    acks = [raw for raw in game.posts_in(game.desks["anna"]) if "Ordre reçu" in raw]
    assert len(acks) == 1


def test_a_post_missed_by_the_webhooks_is_backfilled_once(stack, game) -> None:
    stack.forum.drop_webhooks = True
    game.order("anna", "aller en A2")
    stack.forum.drop_webhooks = False
    assert _count(stack, OrderRow) == 0
    assert stack.worker.backfill() == 1
    assert stack.worker.backfill() == 0
    assert _count(stack, OrderRow) == 1
    assert _count(stack, InboundRow, InboundRow.via == "backfill") == 1


def test_a_game_created_while_the_bridge_was_down_is_backfilled(stack) -> None:
    stack.forum.drop_webhooks = True
    stack.forum.new_private_message("maitre", ["gamemaster"], "Partie",
                                    'nouvelle partie mud "Boue perdue"')
    stack.forum.drop_webhooks = False
    stack.worker.backfill()
    assert stack.latest_game() == 1


def test_forum_errors_are_retried_and_nothing_is_posted_twice(stack, game) -> None:
    before = len(stack.bot_posts())
    stack.forum.fail_next(status=503, count=2)
    game.order("anna", "aller en A2")
    assert len(stack.bot_posts()) == before, "the forum was down: nothing posted yet"
    for _ in range(2):  # two failures, two waits
        stack.clock.set(stack.clock.now() + timedelta(minutes=5))
        stack.settle()
    assert len(stack.bot_posts()) == before + 1
    stack.settle()
    assert len(stack.bot_posts()) == before + 1


def test_rate_limited_posts_wait_and_go_out_once(stack, game) -> None:
    """A 429 puts the message aside for the time the forum asked, in one request: nobody
    sleeps inside the call (pydiscourse would, 3 times over), so no claim outlives its lease
    and the other topics' messages go on."""
    before = len(stack.bot_posts())
    calls = len(stack.forum.api_calls)
    stack.forum.fail_next(status=429, count=1, wait_seconds=30)
    game.order("anna", "aller en A2")
    assert len(stack.bot_posts()) == before, "waiting as the forum asked"
    assert [c.status for c in stack.forum.api_calls[calls:]] == [429], "asked once"
    with stack.db.unit() as session:
        row = session.scalar(select(OutboxRow).where(OutboxRow.status == "pending"))
    assert row.failures == 0 and row.not_before >= stack.clock.now() + timedelta(seconds=30)
    stack.clock.set(stack.clock.now() + timedelta(seconds=32))
    stack.settle()
    assert len(stack.bot_posts()) == before + 1
    stack.settle()
    assert len(stack.bot_posts()) == before + 1


def test_a_restarted_worker_resolves_the_deadline_it_missed(stack, game) -> None:
    game.order("anna", "lancer boris 3")
    stack.clock.set(DEADLINE + timedelta(hours=5))  # the worker was down at the deadline
    fresh = GameMaster(stack.db, stack.config, stack.clock.now)
    Worker(fresh, DiscourseForum(stack.forum_server.url, "gamemaster", stack.forum.api_key),
           Pacer(0)).run_once()
    assert _count(stack, ResolutionRow, ResolutionRow.step_key != SETUP) == 1
    assert "Brouillon du tour 1" in game.posts_in(game.gm_desk)[-1]


def test_two_schedulers_never_resolve_one_turn_twice(stack, game) -> None:
    game.order("anna", "lancer boris 3")
    stack.clock.set(DEADLINE + timedelta(minutes=1))
    masters = [GameMaster(stack.db, stack.config, stack.clock.now) for _ in range(2)]
    barrier = threading.Barrier(2)

    def fire(master: GameMaster) -> None:
        barrier.wait()
        master.run_due()

    threads = [threading.Thread(target=fire, args=(m,)) for m in masters]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert _count(stack, ResolutionRow, ResolutionRow.step_key != SETUP) == 1
    assert _count(stack, OutboxRow, OutboxRow.key.like("%turn-1:draft")) == 1


def test_bad_input_gets_a_clear_private_answer_and_changes_nothing(stack, game) -> None:
    game.order("anna", "aller en A2")
    with stack.db.unit() as session:
        orders_before = [(o.actor, o.kind, o.params) for o in session.scalars(select(OrderRow))]
    state_before = stack.master.status(game.id, "@gm")
    bad = {
        "lancer sur davd 3": "pas de joueur « davd »",
        "lancer boris 7": "de 1 à 5",
        "lancer sur anna 2": "vous viser vous-même",
        "aller en Z9": "n'est pas sur le plan",
        "Bonjour, il fait beau aujourd'hui !": "pas trouvé d'ordre",
    }
    for text, reason in bad.items():
        game.order("anna", text)
        assert reason in game.posts_in(game.desks["anna"])[-1], text
    with stack.db.unit() as session:
        orders_after = [(o.actor, o.kind, o.params) for o in session.scalars(select(OrderRow))]
    assert orders_after == orders_before
    assert stack.master.status(game.id, "@gm") == state_before


def test_an_order_posted_in_public_is_not_taken_and_the_player_is_warned(stack, game) -> None:
    stack.say("anna", game.public, "lancer boris 3")
    assert "n'a pas été pris en compte" in game.posts_in(game.desks["anna"])[-1]
    stack.say("zoe", game.public, "lancer boris 3")
    warning = [p for p in stack.bot_posts() if p["recipients"] == ["zoe"]]
    assert warning and "Vous ne jouez pas" in warning[-1]["raw"]
    assert _count(stack, OrderRow) == 0


def test_the_public_status_page_over_http(stack, game) -> None:
    answer = requests.get(f"{stack.web.url}/games/{game.id}/status.json", timeout=5)
    assert answer.status_code == 200
    status = answer.json()
    assert status["turn"] == 1 and status["status"] == "running"
    assert {p["name"] for p in status["players"]} == {"anna", "boris", "chloe"}
    assert "history" not in status, "the public status holds no GM-only data"
    page = requests.get(f"{stack.web.url}/games/{game.id}/status", timeout=5)
    assert page.status_code == 200 and "anna" in page.text
    assert requests.get(f"{stack.web.url}/games/99/status.json", timeout=5).status_code == 404


def test_the_gm_can_cancel_a_game(stack, game) -> None:
    stack.say("maitre", game.gm_desk, "annuler la partie")
    assert stack.master.status(game.id)["status"] == "running"  # asked to confirm first
    stack.say("maitre", game.gm_desk, "oui, annuler la partie")
    assert stack.master.status(game.id)["status"] == "cancelled"
    assert "est annulée" in game.posts_in(game.public)[-1]


def test_review_auto_plays_a_whole_game_to_the_final_ranking(stack, new_game) -> None:
    game = new_game(stack, "maitre", ["anna", "boris"], "turns=2 review=auto",
                {"anna": "B2", "boris": "C2"})
    game.order("anna", "lancer boris 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    game.order("boris", "lancer anna 4")
    stack.advance(DEADLINE + timedelta(days=2, minutes=1))
    final = game.posts_in(game.public)[-1]
    assert "classement final" in final and "Graine du tirage" in final
    status = stack.master.status(game.id)
    assert status["status"] == "finished" and status["finished"] is True
    assert status["ranking"] == ["anna", "boris"]


def test_an_edited_order_counts_from_its_edit_time(stack, game) -> None:
    post = game.order("anna", "aller en A2")
    stack.clock.set(stack.clock.now() + timedelta(hours=2))
    stack.forum.edit("anna", post["id"], "finalement je lance sur boris 4")
    stack.settle()
    with stack.db.unit() as session:
        rows = list(session.scalars(select(OrderRow).order_by(OrderRow.id)))
    assert [(r.kind, r.params) for r in rows] == [
        ("move", {"to": "A2"}), ("throw", {"target": "boris", "number": 4})]
    assert rows[1].sent_at - rows[0].sent_at == timedelta(hours=2)


def test_an_edited_gm_command_is_not_run_again(stack, game) -> None:
    game.order("anna", "lancer boris 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    post = stack.say("maitre", game.gm_desk, "statut")
    replies = len(game.posts_in(game.gm_desk))
    stack.forum.edit("maitre", post["id"], "ok")
    stack.settle()
    assert len(game.posts_in(game.gm_desk)) == replies
    assert stack.master.status(game.id)["status"] == "review"


def test_an_edited_game_creation_makes_no_second_game(stack) -> None:
    """The GM mends a typo in the message that created a game: still one game, no answer."""
    post = stack.direct_message("maitre", 'nouvelle partie mud "Boue du lundi" turns=3')
    game_id = stack.latest_game()
    answers = len(stack.bot_posts())
    stack.forum.edit("maitre", post["id"], 'nouvelle partie mud "Boue du lundi soir" turns=3')
    stack.settle()
    assert stack.latest_game() == game_id
    assert len(stack.bot_posts()) == answers


def test_an_edit_that_mends_a_refused_creation_makes_the_game(stack) -> None:
    """A creation refused for a setting the game does not know, edited right: the game."""
    post = stack.direct_message("maitre", 'nouvelle partie mud "Boue du mardi" couleur=bleu')
    with pytest.raises(LookupError):
        stack.latest_game()
    stack.forum.edit("maitre", post["id"], 'nouvelle partie mud "Boue du mardi" turns=3')
    stack.settle()
    assert stack.master.status(stack.latest_game())["title"] == "Boue du mardi"


def test_an_order_for_another_game_in_this_desk_is_refused(stack, game, new_game) -> None:
    other = new_game(stack, "maitre", ["anna", "zoe"], "turns=2", {"anna": "A1", "zoe": "A2"})
    game.order("anna", "lancer sur zoe 3")
    assert "pas de joueur « zoe »" in game.posts_in(game.desks["anna"])[-1]
    assert _count(stack, OrderRow) == 0
    other.order("anna", "lancer zoe 3")
    assert _count(stack, OrderRow, OrderRow.game_id == other.id) == 1


def test_help_for_a_private_message_that_is_no_command(stack) -> None:
    stack.direct_message("curieux", "Salut le bot, tu fais quoi ?")
    answer = stack.bot_posts()[-1]
    assert "nouvelle partie" in answer["raw"] and answer["recipients"] == ["curieux"]
    assert stack.master.next_due() is None


def test_bad_game_creation_commands_are_explained(stack) -> None:
    stack.direct_message("maitre", 'nouvelle partie echecs "Partie d\'échecs"')
    assert "je ne connais pas le jeu « echecs »" in stack.bot_posts()[-1]["raw"]
    stack.direct_message("maitre", 'nouvelle partie mud "Boue" map=grid:99x99')
    assert "Rien n'a été créé" in stack.bot_posts()[-1]["raw"]
    stack.direct_message("maitre", 'nouvelle partie mud "Boue" couleur=rouge')
    assert "réglage inconnu : couleur" in stack.bot_posts()[-1]["raw"]
    stack.direct_message("maitre", 'new game mud "Mud" schedule="every day"')
    assert "not a valid cron expression" in stack.bot_posts()[-1]["raw"]


def test_an_unknown_gm_command_gets_the_list_of_commands(stack, game) -> None:
    stack.say("maitre", game.gm_desk, "abracadabra")
    answer = game.posts_in(game.gm_desk)[-1]
    assert answer.startswith("Je n'ai pas compris cette commande.\n\nCe que vous pouvez écrire")
    assert "`clore`" in answer and "`statut`" in answer


def test_a_game_cannot_start_with_too_few_players(stack) -> None:
    stack.direct_message("maitre", 'nouvelle partie mud "Boue solitaire"')
    game_id = stack.latest_game()
    stack.say("anna", stack.topic_of(game_id, "game"), "je participe")
    stack.say("maitre", stack.topic_of(game_id, "gm", "maitre"), "commencer")
    assert "Impossible de commencer : 1 inscrit" in stack.bot_posts()[-1]["raw"]
    assert stack.master.status(game_id)["status"] == "signup"


def test_an_order_whose_webhook_was_lost_still_counts_at_the_deadline(stack, game) -> None:
    stack.forum.drop_webhooks = True
    game.order("anna", "lancer boris 3")
    stack.forum.drop_webhooks = False
    stack.advance(DEADLINE + timedelta(minutes=1))
    with stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key != SETUP))
    assert draft.orders["anna"]["params"] == {"target": "boris", "number": 3}


def test_a_cancelled_game_with_a_pending_draft_is_nothing_due(stack, new_game) -> None:
    game = new_game(stack, "maitre", ["anna", "boris"], "turns=2 review=3",
                    {"anna": "B2", "boris": "C2"})
    stack.advance(DEADLINE + timedelta(minutes=1))
    stack.say("maitre", game.gm_desk, "annuler la partie")
    stack.say("maitre", game.gm_desk, "oui, annuler la partie")
    assert stack.master.next_due() is None
    stack.advance(DEADLINE + timedelta(days=3))
    assert stack.master.status(game.id)["status"] == "cancelled"


def test_a_moderator_embeds_a_live_status_that_follows_the_game(stack, game) -> None:
    stack.forum.add_user("modo", moderator=True)
    lounge = stack.forum.new_topic("modo", "Le salon des jeux du forum",
                                   "Bienvenue à tous, amis joueurs !")
    stack.say("modo", lounge["topic_id"], f"@gamemaster statut {game.id}")
    embed = [p for p in stack.forum.transcript() if p["topic"] == lounge["topic_id"]
             and p["author"] == "gamemaster"]
    assert len(embed) == 1 and "Tour 1 sur 3" in embed[0]["raw"]
    game.order("anna", "lancer boris 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    stack.say("maitre", game.gm_desk, "ok")
    post = next(p for p in stack.forum.transcript() if p["post_id"] == embed[0]["post_id"])
    assert "Tour 2 sur 3" in post["raw"] and "| anna | B2 | 1 | 0 |" in post["raw"]
    assert len([p for p in stack.forum.transcript() if p["topic"] == lounge["topic_id"]
                and p["author"] == "gamemaster"]) == 1, "edited, not posted again"


def test_only_staff_can_embed_a_status(stack, game) -> None:
    lounge = stack.forum.new_topic("anna", "Un sujet de discussion libre",
                                   "Bonjour à tous, amis joueurs !")
    stack.say("anna", lounge["topic_id"], f"@gamemaster statut {game.id}")
    assert not [p for p in stack.forum.transcript() if p["topic"] == lounge["topic_id"]
                and p["author"] == "gamemaster"]


def test_nothing_a_forum_user_writes_breaks_the_service(stack, game) -> None:
    """Random junk everywhere a user can write: every post is handled (answered or ignored),
    none fails, and the game goes on."""
    import random

    rng = random.Random(11)
    pieces = ["lancer", "boris", "@boris", "aller", "en", "C3", "ok", "commencer", "statut",
              "[quote]", "[/quote]", "```", "`", "<!--", "-->", "je participe", "0", "7", "五",
              "Ω", "💥", "\u0000", "\u202e", "%s", "{{ x }}", "{% if %}", "@gamemaster", "\n",
              "**", "<script>", "'; DROP TABLE games; --", "nouvelle partie", "mud", '"', "="]
    places = [("anna", game.desks["anna"]), ("boris", game.public),
              ("maitre", game.gm_desk), ("chloe", game.desks["chloe"])]
    for _ in range(40):
        text = " ".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) or "x"
        who, topic = rng.choice(places)
        stack.forum.post(who, topic, text)
    stack.forum.new_private_message("intrus", ["gamemaster"], "Hé", "{{ 7*7 }} [quote] ```")
    stack.settle()
    assert _count(stack, InboundRow, InboundRow.status == "failed") == 0
    assert _count(stack, InboundRow, InboundRow.status == "pending") == 0
    assert _count(stack, OutboxRow, OutboxRow.status != "sent") == 0
    game.order("anna", "aller en A2")
    assert "Ordre reçu" in game.posts_in(game.desks["anna"])[-1]


def test_a_quick_edit_that_keeps_the_version_is_still_a_new_order(stack, game) -> None:
    """Discourse keeps the version number for an author's edits in the grace period; the
    changed order must still be read and acknowledged."""
    stack.forum.settings.editing_grace_period = 300
    post = game.order("anna", "aller en A2")
    stack.clock.set(stack.clock.now() + timedelta(seconds=30))
    stack.forum.edit("anna", post["id"], "aller en B1")
    stack.settle()
    assert stack.forum.posts[post["id"]].version == 1, "a quick edit keeps the version"
    with stack.db.unit() as session:
        rows = list(session.scalars(select(OrderRow).order_by(OrderRow.id)))
    assert [r.params for r in rows] == [{"to": "A2"}, {"to": "B1"}]
    assert "aller en B1" in game.posts_in(game.desks["anna"])[-1]


def test_a_game_whose_resolution_fails_does_not_stop_the_others(stack, game, new_game,
                                                               monkeypatch) -> None:
    other = new_game(stack, "maitre", ["david", "emma"], "turns=2 review=auto",
                     {"david": "A1", "emma": "A2"})
    from rules.mud import GAME

    real = GAME.resolve

    def broken(state, key, orders, chance):  # type: ignore[no-untyped-def]
        if any(p["name"] == "anna" for p in state["players"]):
            raise RuntimeError("rule bug")
        return real(state, key, orders, chance)

    monkeypatch.setattr(type(GAME), "resolve", lambda self, *a: broken(*a))
    stack.clock.set(DEADLINE + timedelta(minutes=1))
    stack.settle()
    stack.settle()
    assert stack.master.status(other.id)["turn"] == 2, "the healthy game went on"
    assert stack.master.status(game.id)["turn"] == 1
    failures = [raw for raw in game.posts_in(game.gm_desk) if "résoudre l'étape" in raw]
    assert len(failures) == 1 and "rule bug" in failures[0]


def test_players_who_sent_nothing_are_reminded_once_before_the_deadline(stack, new_game) -> None:
    game = new_game(stack, "maitre", ["anna", "boris", "chloe"], "turns=2 review=auto remind=6",
                    {"anna": "B2", "boris": "C2", "chloe": "B3"})
    game.order("anna", "aller en A2")
    stack.advance(DEADLINE - timedelta(hours=7))
    assert not any("Petit rappel" in raw for raw in game.posts_in(game.desks["boris"]))
    stack.advance(DEADLINE - timedelta(hours=5))
    for player, reminded in (("anna", 0), ("boris", 1), ("chloe", 1)):
        reminders = [raw for raw in game.posts_in(game.desks[player]) if "Petit rappel" in raw]
        assert len(reminders) == reminded, player
    assert "vendredi 4 décembre" not in game.posts_in(game.desks["boris"])[-1]
    assert "mercredi 2 décembre 2026 à 22:00" in game.posts_in(game.desks["boris"])[-1]
    stack.advance(DEADLINE + timedelta(days=2) - timedelta(hours=5))
    turn_two = [raw for raw in game.posts_in(game.desks["anna"]) if "Petit rappel" in raw]
    assert len(turn_two) == 1 and "tour 2" in turn_two[0]


def test_a_bad_reminder_setting_is_refused(stack) -> None:
    stack.direct_message("maitre", 'nouvelle partie mud "Boue" remind=-2')
    assert "`remind` est un nombre d'heures" in stack.bot_posts()[-1]["raw"]


@pytest.mark.parametrize("typo, language", [
    ("jparticipe", "fr"), ("je particpe", "fr"), ("je partcipe", "fr"), ("jparticipe!", "fr"),
    ("partcipe", "fr"), ("joim", "en"), ("jion", "en"), ("учавствую", "ru"), ("участвую!", "ru"),
])
def test_a_mistyped_sign_up_is_taken_when_it_reads_one_way(stack, typo, language) -> None:
    """Issue 22: a sign-up with a typo, or glued to its pronoun, signs the player up in the
    word's language, and says so in public (the player never believes they are in when they
    are not)."""
    stack.direct_message("maitre", 'nouvelle partie mud "Fautes de frappe"')
    game_id = stack.latest_game()
    public = stack.topic_of(game_id, "game")
    stack.say("zoe", public, typo)
    with stack.db.unit() as session:
        players = session.scalars(select(PlayerRow).where(PlayerRow.game_id == game_id)).all()
        assert [(p.username, p.language) for p in players] == [("zoe", language)]
    assert any("@zoe" in p["raw"] for p in stack.bot_posts() if p["topic"] == public)


def test_near_sign_up_words_ask_and_talk_stays_silent(stack) -> None:
    """Issue 22: a post that only comes near a sign-up or leave word is answered privately
    ("did you mean…", the player is told they are not in), a leave with a typo takes the
    player out, and talk during sign-up gets no answer at all."""
    stack.direct_message("maitre", 'nouvelle partie mud "Fautes de frappe"')
    game_id = stack.latest_game()
    public = stack.topic_of(game_id, "game")
    before = len(stack.bot_posts())
    for talk in ("Bonjour à tous !", "joie !", "des partants ?", "vous participez ?",
                 "je ne participe pas", "loin de là", "hello everyone", "всем привет",
                 "quand est-ce qu'on commence ?"):
        stack.say("yann", public, talk)
    assert stack.bot_posts()[before:] == []
    stack.say("yann", public, "je participerai")
    (asked,) = stack.bot_posts()[before:]
    assert asked["private"] and asked["recipients"] == ["yann"]
    assert "Vouliez-vous dire `je participe`" in asked["raw"]
    assert "n'avez **pas** d'inscription" in asked["raw"]
    stack.say("anna", public, "je participe")
    stack.say("anna", public, "je me retir")
    with stack.db.unit() as session:
        assert session.scalars(select(PlayerRow).where(PlayerRow.game_id == game_id)
                               ).all() == []

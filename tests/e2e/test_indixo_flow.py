"""INDIXO through the whole stack: the grown contract at work (several steps open at once,
steps resolved early without review, replies from accept, group conversations the bridge
opens and closes, posts off any step), over real HTTP against the sandbox forum."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from bridge.db import GameRow, OrderRow, TopicRow

CREATE = """nouvelle partie indixo "Le manoir" review=gm
pièces = Cuisine, Salon, Chambre, Cour, Bain
armes = Couteau, Oreiller, Chaise, Pelle, Seau
portes = Cuisine - Salon, Salon - Chambre, Chambre - Cour, Cour - Bain, Bain - Cuisine, Salon - Cour
"""
START = {"Couteau": "Cuisine", "Oreiller": "Salon", "Chaise": "Chambre", "Pelle": "Cour",
         "Seau": "Bain"}
PLAYERS = ["ana", "bea", "carl", "dina", "emil"]
ROOMS = {"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre", "emil": "Cour"}


class Manor:
    """An INDIXO game started through the forum; bea is the killer."""

    def __init__(self, stack) -> None:  # type: ignore[no-untyped-def]
        self.stack = stack
        stack.direct_message("maitre", CREATE)
        self.id = stack.latest_game()
        stack.pin(self.id, killer="bea", weapons_at_start=START)
        self.public = stack.topic_of(self.id, "game")
        self.gm_desk = stack.topic_of(self.id, "gm", "maitre")
        for player in PLAYERS:
            stack.say(player, self.public, "je participe !")
        stack.say("maitre", self.gm_desk, "commencer la partie")
        self.desks = {p: stack.topic_of(self.id, "player", p) for p in PLAYERS}

    def pm(self, player: str, text: str) -> None:
        self.stack.say(player, self.desks[player], text)

    def post(self, player: str, text: str) -> None:
        self.stack.say(player, self.public, text)

    def posts_in(self, topic_id: int) -> list[str]:
        return [p["raw"] for p in self.stack.forum.transcript()
                if p["topic"] == topic_id and p["author"] == "gamemaster"]

    def last(self, player: str) -> str:
        return self.posts_in(self.desks[player])[-1]

    def state(self) -> dict:  # type: ignore[type-arg]
        with self.stack.db.unit() as session:
            game = session.get(GameRow, self.id)
            return dict(game.state or {}) | {"_status": game.status, "_steps": game.steps}

    def night(self, rooms: dict[str, str], killer: list[str]) -> None:
        """Everyone chooses a room; the killer sends `killer`, the others nothing."""
        for player, room in rooms.items():
            self.pm(player, room)
        for text in killer:
            self.pm("bea", text)
        for player in rooms:
            if player != "bea":
                self.pm(player, "rien du tout")

    def gm_ok(self) -> None:
        self.stack.say("maitre", self.gm_desk, "ok, je valide")

    def end_day(self) -> None:
        """The day's long stop passes with no vote; the GM publishes the tally."""
        self.stack.advance(self.stack.clock.now() + timedelta(hours=49))
        self.gm_ok()


@pytest.fixture
def manor(stack):  # type: ignore[no-untyped-def]
    return Manor(stack)


def test_the_house_is_shown_and_each_role_told_in_private(stack, manor) -> None:
    public = manor.posts_in(manor.public)
    assert any("upload://" in raw and "Cuisine" in raw for raw in public)
    assert not any("bea" in raw and "tueu" in raw for raw in public)
    roles = {p: manor.posts_in(manor.desks[p])[0] for p in PLAYERS}
    assert all(roles[p] != roles["bea"] for p in PLAYERS if p != "bea")


def test_rooms_resolve_early_without_review_and_open_the_actions(stack, manor) -> None:
    for player, room in ROOMS.items():
        manor.pm(player, f"je vais dans la {room}")
    state = manor.state()
    assert state["stage"] == "actions" and state["_status"] == "running"
    assert list(state["_steps"]["open"]) == ["night-1-actions"]
    killer_sees = manor.last("bea")
    assert "ana" in killer_sees
    manor.pm("bea", "inspecter la pièce")
    assert "Couteau" in manor.last("bea")  # the reply from accept, to the killer alone
    assert not any("Couteau" in raw and "inspect" in raw.lower()
                   for raw in manor.posts_in(manor.public))


def test_a_night_ends_in_a_draft_then_the_day_opens_its_steps(stack, manor) -> None:
    manor.night(ROOMS, ["tuer @ana avec le couteau", "fini"])
    assert manor.state()["_status"] == "review"
    manor.gm_ok()
    state = manor.state()
    assert state["phase"] == "day" and state["ghosts"] == ["ana"]
    assert sorted(state["_steps"]["open"]) == ["day-1-chief", "day-1-guess", "day-1-votes"]
    # the guess step is announced to the killer alone
    assert not any("proposition" in raw.lower() and "bea" in raw
                   for raw in manor.posts_in(manor.public))
    manor.post("ana", "vote : @bea, couteau, cuisine")
    with stack.db.unit() as session:
        assert session.scalars(select(OrderRow).where(OrderRow.actor == "ana",
                                                      OrderRow.step_key == "day-1-votes")
                               ).first() is None
    assert "les fantômes ne votent pas" in manor.last("ana")
    manor.pm("ana", "je nomme @carl chef")
    assert manor.state()["chief"] == "carl"
    assert any("carl" in raw for raw in manor.posts_in(manor.public)[-1:])


def test_ghost_conversations_open_and_close_with_the_night(stack, manor) -> None:
    manor.night(ROOMS, ["tuer @ana avec le couteau, fini", "fini"])
    manor.gm_ok()
    manor.end_day()
    assert manor.state()["phase"] == "night" and manor.state()["number"] == 2
    # night 2: carl dies in the kitchen, night 3: both ghosts share the lounge
    manor.night({**ROOMS, "ana": "Cuisine", "carl": "Cuisine"},
                ["tuer @carl avec le couteau", "fini"])
    manor.gm_ok()
    manor.end_day()
    for player, room in {**ROOMS, "ana": "Salon", "carl": "Salon"}.items():
        manor.pm(player, room)
    with stack.db.unit() as session:
        group = session.scalar(select(TopicRow).where(TopicRow.game_id == manor.id,
                                                      TopicRow.role == "group"))
        assert group is not None and group.owner == "ana,carl"
        assert group.discourse_id is not None
        topic_id = group.discourse_id
    assert stack.forum.topic_status(topic_id) == {"closed": False, "archived": False}
    for player in PLAYERS:
        manor.pm(player, "rien du tout")
    manor.gm_ok()
    manor.end_day()
    with stack.db.unit() as session:
        group = session.get(TopicRow, group.id)
        assert group.closed_at is not None and group.owner.startswith("ana,carl#")
    assert stack.forum.topic_status(topic_id) == {"closed": True, "archived": False}


def test_a_post_in_the_topic_at_night_is_answered_privately(stack, manor) -> None:
    """Nobody posts in the game topic at night: chat is warned about, a vote refused, an
    order that belongs in a private message is not taken and never echoed in public."""
    public_before = len(manor.posts_in(manor.public))
    manor.post("carl", "Bonne nuit tout le monde, je suis inquiet...")
    assert "la nuit, le sujet de la partie reste silencieux" in manor.last("carl")
    manor.post("emil", "vote : @bea, couteau, cuisine")
    assert "on ne vote pas la nuit" in manor.last("emil")
    manor.post("dina", "je vais dans la cuisine")
    assert "n'a pas été pris en compte" in manor.last("dina")
    assert len(manor.posts_in(manor.public)) == public_before
    with stack.db.unit() as session:
        assert session.scalars(select(OrderRow)).first() is None


def test_an_order_read_in_narration_is_taken_with_a_doubt(stack, manor) -> None:
    manor.pm("emil", "*Emil hésite longuement devant la porte.* Et si j'allais au salon ?")
    assert "votre message pose une question" in manor.last("emil")
    manor.pm("emil", "*Emil se glisse dans la cour sans un bruit.*")
    echo = manor.last("emil")
    assert "aller dans la pièce Cour" in echo and "Je ne suis pas certain" in echo
    with stack.db.unit() as session:
        (row,) = session.scalars(select(OrderRow)).all()
        assert (row.kind, row.params, row.doubt) == ("room", {"room": "Cour"}, "narration")
    manor.pm("emil", "oui, je confirme")
    assert "C'est confirmé" in manor.last("emil")
    with stack.db.unit() as session:
        rows = session.scalars(select(OrderRow).order_by(OrderRow.id)).all()
        assert [(r.params, r.doubt) for r in rows] == [({"room": "Cour"}, "narration"),
                                                       ({"room": "Cour"}, "")]


def test_a_room_choice_is_echoed_as_final_and_the_last_one_closes_the_step(stack,
                                                                           manor) -> None:
    """"A room choice is final once acknowledged": its echo never invites a change, and the
    last awaited choice, which resolves the step at once, says the step closes now."""
    *first, last = ROOMS
    for player in first:
        manor.pm(player, f"je vais dans la {ROOMS[player]}")
        echo = manor.last(player)
        assert "Cet ordre est définitif" in echo and "pouvez le changer" not in echo, echo
    manor.pm(last, f"je vais dans la {ROOMS[last]}")
    echo = next(raw for raw in reversed(manor.posts_in(manor.desks[last]))
                if raw.startswith("Ordre reçu"))
    assert "se clôt maintenant" in echo and "pouvez le changer" not in echo, echo
    assert manor.state()["stage"] == "actions"
    manor.pm("carl", "détruire l'oreiller")
    assert "Vous pouvez le changer jusqu'à l'échéance" in manor.last("carl")


def test_the_gm_is_told_what_begins_in_nights_and_days(stack, manor) -> None:
    """The GM's desk speaks of nights and days, and a publication names what begins."""
    desk = manor.posts_in(manor.gm_desk)
    assert "chaque nuit et chaque jour attend votre `ok`" in desk[0], desk[0]
    manor.night(ROOMS, ["tuer @ana avec le couteau", "fini"])
    manor.gm_ok()
    published = manor.posts_in(manor.gm_desk)[-1]
    assert "C'est publié" in published and "le jour 1 (votes) commence" in published, published
    assert not any(" tour" in raw for raw in manor.posts_in(manor.gm_desk))


def test_a_refused_house_and_a_refused_start_are_explained_in_words(stack) -> None:
    stack.direct_message("maitre", 'nouvelle partie indixo "Manoir"\npièces = A, B, C\n'
                                   'portes = A - B\n')
    refused = stack.bot_posts()[-1]["raw"]
    assert "aucune porte ne mène à **C**" in refused and "unreachable" not in refused, refused
    stack.direct_message("maitre", CREATE)  # a house of five rooms
    game_id = stack.latest_game()
    for player in [*PLAYERS, "fred"]:
        stack.say(player, stack.topic_of(game_id, "game"), "je participe !")
    stack.say("maitre", stack.topic_of(game_id, "gm", "maitre"), "commencer")
    refused = stack.bot_posts()[-1]["raw"]
    assert "la maison n'a que 5 pièces et 5 armes pour 6 joueurs" in refused, refused
    assert "house_too_small" not in refused
    assert stack.master.status(game_id)["status"] == "signup"


def test_the_topic_says_how_many_players_the_house_allows(stack) -> None:
    """Issue 21: README's five-room house said "5 à 20 joueurs" and refused 6 at the start;
    its topic now says exactly 5, and why."""
    stack.direct_message("maitre", CREATE)
    topic = stack.topic_of(stack.latest_game(), "game")
    first = next(p["raw"] for p in stack.forum.transcript()
                 if p["topic"] == topic and p["author"] == "gamemaster")
    assert "exactement 5 joueurs" in first and "5 à 20" not in first, first
    assert "autant de pièces et d'armes que de joueurs" in first, first


def test_a_vote_or_an_order_followed_by_a_comment_is_read_or_answered(stack, manor) -> None:
    """Issue 22: "vote @x pelle cuisine, y était dans la cuisine c'est sûr" is the vote
    and a comment: the vote is taken and echoed, where it once got no answer at all; a vote
    that cannot be read says what it could not read; an order in a desk followed by a
    comment naming someone else is read too."""
    manor.pm("ana", "je vais dans la Cuisine")
    manor.pm("bea", "Cuisine, carl y était hier soir")
    assert "aller dans la pièce Cuisine" in manor.last("bea")
    for player in ("carl", "dina", "emil"):
        manor.pm(player, ROOMS[player])
    manor.pm("bea", "tuer @ana avec le couteau, carl ne se doutera de rien")
    assert "tuer @ana avec l'arme Couteau" in manor.last("bea"), manor.last("bea")
    manor.pm("bea", "fini")
    for player in ("ana", "carl", "dina", "emil"):
        manor.pm(player, "rien du tout")
    manor.gm_ok()
    manor.post("carl", "vote @dina pelle cuisine, emil etait dans la cuisine c est sur")
    echo = manor.last("carl")
    assert echo.startswith("Ordre reçu")
    assert "suspect @dina, avec l'arme Pelle, dans la pièce Cuisine" in echo
    with stack.db.unit() as session:
        (vote,) = session.scalars(select(OrderRow).where(OrderRow.actor == "carl",
                                                         OrderRow.step_key == "day-1-votes"))
        assert vote.params == {"suspect": "dina", "weapon": "Pelle", "room": "Cuisine"}
    manor.post("dina", "je vote @emil ou @carl, pelle, cuisine")
    assert "vous nommez plusieurs joueurs (@emil et @carl)" in manor.last("dina"), \
        manor.last("dina")
    public_before = len(manor.posts_in(manor.public))
    manor.post("emil", "j'ai vu bea et carl dans la cuisine hier")  # testimony: talk
    assert len(manor.posts_in(manor.public)) == public_before
    assert "vous nommez" not in manor.last("emil")


def test_a_kill_sent_while_the_rooms_are_open_says_when_and_keeps_nothing(stack,
                                                                           manor) -> None:
    """Issue 22: the killer, room chosen, sends a kill while the others still choose: the
    answer says the actions come once the room choice closes, at the latest at its deadline
    (written as every deadline), and that nothing was kept; the same kill, sent once the
    rooms are closed, is taken."""
    manor.pm("bea", "je vais dans la Cuisine")
    manor.pm("bea", "tuer @ana avec le couteau")
    refusal = manor.last("bea")
    assert refusal.startswith("Ordre refusé"), refusal
    assert "une fois le choix des pièces clos" in refusal
    assert "au plus tard le mardi 1er décembre 2026 à 21:00 (Europe/Paris)" in refusal, refusal
    assert "Je n'ai rien retenu de ce message" in refusal
    assert "je n'attends rien d'autre" not in refusal
    with stack.db.unit() as session:
        assert [(r.step_key, r.kind) for r in session.scalars(
            select(OrderRow).where(OrderRow.actor == "bea"))] == [("night-1-rooms", "room")]
    manor.pm("emil", "détruire la pelle")  # an innocent, no room yet: the room first
    refusal = manor.last("emil")
    assert "une fois le choix des pièces clos" in refusal and "Pièces possibles" in refusal
    for player in ("ana", "carl", "dina", "emil"):
        manor.pm(player, ROOMS[player])
    manor.pm("bea", "tuer @ana avec le couteau")
    assert manor.last("bea").startswith("Ordre reçu pour la nuit 1 (actions)")


def test_a_room_read_only_in_narration_waits_for_its_confirmation(stack, manor) -> None:
    """Issue 22: a room choice read only from narration is doubtful: it is not final (the
    player may correct it) and does not close the room choice until confirmed; confirmed,
    it is final and the step closes at once."""
    manor.pm("emil", "*Emil se glisse dans la cour sans un bruit.*")
    echo = manor.last("emil")
    assert "aller dans la pièce Cour" in echo and "Je ne suis pas certain" in echo
    assert "qu'une fois confirmé" in echo and "Cet ordre est définitif" not in echo, echo
    manor.pm("emil", "*Non, Emil file plutôt au salon.* je vais dans le Salon")
    echo = manor.last("emil")
    assert "aller dans la pièce Salon" in echo and "Cet ordre est définitif" in echo, echo
    manor.pm("dina", "*Dina s'enferme dans la chambre.*")
    for player in ("ana", "bea", "carl"):
        manor.pm(player, ROOMS[player])
    assert manor.state()["stage"] == "rooms"  # dina's doubtful room holds the step open
    manor.pm("dina", "oui, je confirme")
    confirmed = next(raw for raw in reversed(manor.posts_in(manor.desks["dina"]))
                     if raw.startswith("C'est confirmé"))
    assert "se clôt maintenant" in confirmed, confirmed
    state = manor.state()
    assert state["stage"] == "actions"
    assert state["rooms_tonight"]["dina"] == "Chambre" and state["rooms_tonight"]["emil"] == "Salon"


def test_an_unconfirmed_doubtful_room_counts_as_read_at_the_deadline(stack, manor) -> None:
    """Issue 22: without a confirmation, the doubtful room counts as read when the room
    choice reaches its deadline."""
    manor.pm("dina", "*Dina s'enferme dans la chambre.*")
    for player in ("ana", "bea", "carl", "emil"):
        manor.pm(player, ROOMS[player])
    assert manor.state()["stage"] == "rooms"
    stack.advance(stack.clock.now() + timedelta(hours=13))
    state = manor.state()
    assert state["stage"] == "actions" and state["rooms_tonight"]["dina"] == "Chambre"


def test_a_vote_is_said_changeable_once_and_a_locked_vote_stays_in_force(stack,
                                                                          manor) -> None:
    """Issue 24: a vote's echo said it could change "until every living player has voted"
    and then "until the deadline"; it now says it once, right. Once the votes are locked, a
    new vote was refused with "you have no order in force for this step yet": the refusal
    now names the locked vote, which counts."""
    manor.night(ROOMS, ["tuer @ana avec le couteau", "fini"])
    manor.gm_ok()
    manor.post("carl", "vote : @dina, pelle, cuisine")
    echo = manor.last("carl")
    assert echo.count("changer") == 1, echo
    assert "Vous pouvez le changer tant que tous les vivants n'ont pas voté" in echo, echo
    assert "au plus tard jusqu'à l'échéance" in echo, echo
    for player in ("bea", "dina", "emil"):
        manor.post(player, "vote : @carl, pelle, cuisine")
    last = manor.last("emil")
    assert "se clôt maintenant" in last and "changer" not in last, last
    manor.post("carl", "vote : @bea, pelle, cuisine")
    refused = manor.last("carl")
    assert "les votes sont verrouillés" in refused, refused
    assert "aucun ordre en vigueur" not in refused, refused
    assert "Votre vote, verrouillé, compte tel quel : **suspect @dina, avec l'arme Pelle, " \
           "dans la pièce Cuisine**" in refused, refused

"""deadlines at scale: when each game's next reminder is due, and the outbox by forum post

`games.remind_at` mirrors, like `deadline_at`, the earliest reminder not sent yet (the
`remind` setting's hours before an open step's deadline), so the worker finds the reminders
due with one indexed query instead of reading every running game on every tick. Filled here
from each active game's open steps.

`outbox.post_id` gets an index: every topic the backfill reads asks which of its posts are
the bot's own, and the outbox keeps every message ever sent.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03 06:30:00
"""

from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from alembic import op

import bridge.db

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def _remind_at(settings: object, steps: object) -> datetime | None:
    """`bridge.steps._remind_at` over the stored columns (an aware UTC time)."""
    if not isinstance(settings, dict) or not isinstance(steps, dict):
        return None
    try:
        hours = float(settings.get("remind") or 0)
    except (TypeError, ValueError):
        return None
    if not hours or steps.get("paused_at"):
        return None
    moments = []
    for times in (steps.get("open") or {}).values():
        deadline = times.get("deadline_at") if isinstance(times, dict) else None
        if isinstance(deadline, str) and not times.get("reminded"):
            moment = datetime.fromisoformat(deadline) - timedelta(hours=hours)
            moments.append(moment if moment.tzinfo else moment.replace(tzinfo=UTC))
    return min(moments, default=None)


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('remind_at', bridge.db.UTCDateTime(), nullable=True))
        batch_op.create_index(batch_op.f('ix_games_remind_at'), ['remind_at'], unique=False)
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_outbox_post_id'), ['post_id'], unique=False)
    games = sa.table('games', sa.column('id', sa.Integer()), sa.column('status', sa.String()),
                     sa.column('settings', sa.JSON()), sa.column('steps', sa.JSON()),
                     sa.column('remind_at', bridge.db.UTCDateTime()))
    connection = op.get_bind()
    for row in connection.execute(sa.select(games.c.id, games.c.settings, games.c.steps)
                                  .where(games.c.status.in_(("running", "review")))):
        moment = _remind_at(row.settings, row.steps)
        if moment is not None:
            connection.execute(games.update().where(games.c.id == row.id).values(
                remind_at=moment))


def downgrade() -> None:
    # games.remind_at is dropped unchecked: it only mirrors the reminders due in games.steps,
    # and the upgrade fills it again from them; nothing is lost.
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_outbox_post_id'))
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_games_remind_at'))
        batch_op.drop_column('remind_at')

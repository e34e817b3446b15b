"""open steps, unfinished and doubtful orders, closed conversations

A game may have several steps open at once: their times move from `reminded_step` into a
JSON record (`games.steps`), filled here from the one step each running game had. Orders
say whether the actor's answer is complete and whether the reading was uncertain. Group
conversations remember when they were closed.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 01:40:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db
from bridge.migrations.safety import refuse_data_loss

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('steps', sa.JSON(), nullable=False,
                                      server_default='{}'))
    games = sa.table('games', sa.column('id', sa.Integer()), sa.column('steps', sa.JSON()),
                     sa.column('step_key', sa.String()),
                     sa.column('step_opened_at', bridge.db.UTCDateTime()),
                     sa.column('deadline_at', bridge.db.UTCDateTime()),
                     sa.column('reminded_step', sa.String()))
    connection = op.get_bind()
    for row in connection.execute(sa.select(games).where(games.c.step_key.is_not(None))):
        opened = row.step_opened_at.isoformat() if row.step_opened_at else None
        record = {"open": {row.step_key: {
            "opened_at": opened,
            "deadline_at": row.deadline_at.isoformat() if row.deadline_at else None,
            "reminded": row.reminded_step == row.step_key}},
            "phases": {row.step_key: opened} if opened else {}}
        connection.execute(games.update().where(games.c.id == row.id).values(steps=record))
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('reminded_step')

    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.add_column(sa.Column('complete', sa.Boolean(), nullable=False,
                                      server_default=sa.true()))
        batch_op.add_column(sa.Column('doubt', sa.String(length=32), nullable=False,
                                      server_default=''))

    with op.batch_alter_table('topics', schema=None) as batch_op:
        batch_op.add_column(sa.Column('closed_at', bridge.db.UTCDateTime(), nullable=True))


def downgrade() -> None:
    refuse_data_loss("topics.closed_at", "orders.doubt", "orders.complete", "games.steps",
                     empty={"orders.doubt": "", "orders.complete": True, "games.steps": "{}"})
    with op.batch_alter_table('topics', schema=None) as batch_op:
        batch_op.drop_column('closed_at')
    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.drop_column('doubt')
        batch_op.drop_column('complete')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('reminded_step', sa.String(length=64), nullable=True))
        batch_op.drop_column('steps')

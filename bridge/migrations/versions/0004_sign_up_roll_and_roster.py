"""a game's own sign-up record, and the roster kept per game type and forum user

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02 14:00:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db
from bridge.migrations.safety import refuse_data_loss

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('roll', sa.JSON(), nullable=False, server_default='{}'))
    op.create_table(
        'roster',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('game_kind', sa.String(length=32), nullable=False),
        sa.Column('user_key', sa.String(length=100), nullable=False),
        sa.Column('username', sa.String(length=100), nullable=False),
        sa.Column('entry', sa.JSON(), nullable=False),
        sa.Column('updated_at', bridge.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('game_kind', 'user_key'),
    )


def downgrade() -> None:
    refuse_data_loss("roster", "games.roll", empty={"games.roll": "{}"})
    op.drop_table('roster')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('roll')

"""a player's stand-in: a forum user who may act for them

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02 19:20:00
"""

import sqlalchemy as sa
from alembic import op

from bridge.migrations.safety import refuse_data_loss

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.add_column(sa.Column('stand_in', sa.String(length=100), nullable=True))


def downgrade() -> None:
    refuse_data_loss("players.stand_in")
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_column('stand_in')

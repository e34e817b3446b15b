"""a player's grammatical gender, as they told it in their desk or the GM set it
(`players.gender`: "feminine", "masculine", or "other" for a player who asked for neither; no
value until told), which the bot's words agree with

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-07 07:00:00
"""

import sqlalchemy as sa
from alembic import op

from bridge.migrations.safety import refuse_data_loss

revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.add_column(sa.Column('gender', sa.String(length=16), nullable=True))


def downgrade() -> None:
    refuse_data_loss("players.gender")
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_column('gender')

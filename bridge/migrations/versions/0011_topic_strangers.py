"""who is in a conversation the bot made: `topics.strangers`

The forum users found in a game's private conversation (GM desk, player's desk, group) who
have no place there: someone the GM or a player invited by hand. While a conversation holds
one, nothing is posted in it.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-04 22:00:00
"""

import sqlalchemy as sa
from alembic import op

from bridge.migrations.safety import refuse_data_loss

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('topics', schema=None) as batch_op:
        batch_op.add_column(sa.Column('strangers', sa.JSON(), nullable=False,
                                      server_default='[]'))


def downgrade() -> None:
    refuse_data_loss("topics.strangers", empty={"topics.strangers": "[]"})
    with op.batch_alter_table('topics', schema=None) as batch_op:
        batch_op.drop_column('strangers')

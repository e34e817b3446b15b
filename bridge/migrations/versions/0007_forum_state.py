"""whether the forum answers: since when it has not, to tell the GMs of a long outage once

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03 03:40:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db
from bridge.migrations.safety import refuse_data_loss

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'forum_state',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('down_since', bridge.db.UTCDateTime(), nullable=True),
        sa.Column('last_error', sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )


def downgrade() -> None:
    refuse_data_loss("forum_state")
    op.drop_table('forum_state')

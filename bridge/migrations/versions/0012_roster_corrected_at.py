"""when the GM last set a roster entry: `roster.corrected_at`

A game that read a forum user's entry before the GM corrected it does not write over the
correction after its later publications (bridge/handlers/enrolment.py, `_store_roster`).

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-05 10:00:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db
from bridge.migrations.safety import refuse_data_loss

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('roster', schema=None) as batch_op:
        batch_op.add_column(sa.Column('corrected_at', bridge.db.UTCDateTime(), nullable=True))


def downgrade() -> None:
    refuse_data_loss("roster.corrected_at")
    with op.batch_alter_table('roster', schema=None) as batch_op:
        batch_op.drop_column('corrected_at')

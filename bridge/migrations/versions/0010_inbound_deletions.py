"""deleted and recovered posts: `inbound.event`

A post deleted on the forum (by its author or staff) or recovered is recorded in the inbound
table like a post version, with `event` `deleted` or `recovered` and its time as `sent_at`;
every post received before is a version as written (`event` "").

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-04 09:00:00
"""

import sqlalchemy as sa
from alembic import op

from bridge.migrations.safety import refuse_data_loss

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('inbound', schema=None) as batch_op:
        batch_op.add_column(sa.Column('event', sa.String(length=16), server_default='',
                                      nullable=False))


def downgrade() -> None:
    refuse_data_loss("inbound.event", empty={"inbound.event": ""})
    with op.batch_alter_table('inbound', schema=None) as batch_op:
        batch_op.drop_column('event')

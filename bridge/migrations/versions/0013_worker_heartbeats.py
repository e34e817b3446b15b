"""the workers' heartbeats (`worker_heartbeats`, a row per worker upserted at each tick) and
the webhook deliveries refused at the edge (`webhook_refusals`, a count per reason)

When it last ticked, the received posts pending and the outbox messages waiting then, and its
forum calls and 429 answers so far: what `/health`, `/metrics` and `gamemaster status` read
(bridge/intake/heartbeat.py).

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06 10:00:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db

revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'worker_heartbeats',
        sa.Column('worker', sa.String(length=120), nullable=False),
        sa.Column('last_tick', bridge.db.UTCDateTime(), nullable=False),
        sa.Column('pending_posts', sa.Integer(), nullable=False),
        sa.Column('outbox_waiting', sa.Integer(), nullable=False),
        sa.Column('forum_calls', sa.BigInteger(), nullable=False),
        sa.Column('rate_limited', sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint('worker'),
    )
    op.create_table(
        'webhook_refusals',
        sa.Column('reason', sa.String(length=20), nullable=False),
        sa.Column('count', sa.BigInteger(), nullable=False),
        sa.Column('last_at', bridge.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint('reason'),
    )


def downgrade() -> None:
    # No `refuse_data_loss`: heartbeats and refusal counts are no data worth keeping (the next
    # tick writes them again), and a worker that ever ticked would otherwise refuse every
    # downgrade.
    op.drop_table('webhook_refusals')
    op.drop_table('worker_heartbeats')

"""the GM's desk: an audit log of decisions, reruns' chance labels and resolution inputs,
sealed orders' receipts, co-GMs, absences and removed players

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03 02:00:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db
from bridge.migrations.safety import refuse_data_loss

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('co_gms', sa.JSON(), nullable=False, server_default='[]'))
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.add_column(sa.Column('away_until', bridge.db.UTCDateTime(), nullable=True))
        batch_op.add_column(sa.Column('removed', sa.Boolean(), nullable=False,
                                      server_default=sa.false()))
    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.add_column(sa.Column('salt', sa.String(length=32), nullable=False,
                                      server_default=''))
        batch_op.add_column(sa.Column('receipt', sa.String(length=64), nullable=False,
                                      server_default=''))
    with op.batch_alter_table('resolutions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('chance_label', sa.String(length=80), nullable=False,
                                      server_default=''))
        batch_op.add_column(sa.Column('inputs', sa.JSON(), nullable=False, server_default='{}'))
    op.create_table(
        'decisions',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('game_id', sa.Integer(), nullable=False),
        sa.Column('at', bridge.db.UTCDateTime(), nullable=False),
        sa.Column('by', sa.String(length=100), nullable=False),
        sa.Column('action', sa.String(length=32), nullable=False),
        sa.Column('step_key', sa.String(length=64), nullable=False),
        sa.Column('detail', sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], ),
        sa.PrimaryKeyConstraint('id'),
    )
    with op.batch_alter_table('decisions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_decisions_game_id'), ['game_id'], unique=False)


def downgrade() -> None:
    refuse_data_loss("decisions", "resolutions.inputs", "resolutions.chance_label",
                     "orders.receipt", "orders.salt", "players.removed", "players.away_until",
                     "games.co_gms",
                     empty={"resolutions.inputs": "{}", "resolutions.chance_label": "",
                            "orders.receipt": "", "orders.salt": "", "players.removed": False,
                            "games.co_gms": "[]"})
    with op.batch_alter_table('decisions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_decisions_game_id'))
    op.drop_table('decisions')
    with op.batch_alter_table('resolutions', schema=None) as batch_op:
        batch_op.drop_column('inputs')
        batch_op.drop_column('chance_label')
    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.drop_column('receipt')
        batch_op.drop_column('salt')
    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.drop_column('removed')
        batch_op.drop_column('away_until')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('co_gms')

"""status markers in others' posts: the posts the bot keeps a game's status in, and the
games each shows

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03 05:00:00
"""

import sqlalchemy as sa
from alembic import op

import bridge.db
from bridge.migrations.safety import refuse_data_loss

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'status_posts',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('post_id', sa.BigInteger(), nullable=False),
        sa.Column('topic_id', sa.BigInteger(), nullable=False),
        sa.Column('author', sa.String(length=100), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('template', sa.Text(), nullable=False),
        sa.Column('text', sa.Text(), nullable=False),
        sa.Column('anchor_id', sa.Integer(), nullable=False),
        sa.Column('revision', sa.Integer(), nullable=False),
        sa.Column('status', sa.String(length=16), nullable=False),
        sa.Column('updated_at', bridge.db.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(['anchor_id'], ['outbox.id'], ),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('post_id'),
    )
    op.create_table(
        'status_marks',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('status_post_id', sa.Integer(), nullable=False),
        sa.Column('game_id', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], ),
        sa.ForeignKeyConstraint(['status_post_id'], ['status_posts.id'], ),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('status_post_id', 'game_id'),
    )
    with op.batch_alter_table('status_marks', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_status_marks_game_id'), ['game_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_status_marks_status_post_id'), ['status_post_id'],
                              unique=False)


def downgrade() -> None:
    refuse_data_loss("status_marks", "status_posts")
    with op.batch_alter_table('status_marks', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_status_marks_status_post_id'))
        batch_op.drop_index(batch_op.f('ix_status_marks_game_id'))
    op.drop_table('status_marks')
    op.drop_table('status_posts')

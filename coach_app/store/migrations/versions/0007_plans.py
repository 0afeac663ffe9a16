"""A coach's practice plans for a student: a named list of drills, each with its attempts
and pass mark, and a date to be done by (coach_app/store/plans.py).

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from coach_app.store.coltypes import UTCDateTime

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "plans",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("player_id", sa.String(36), sa.ForeignKey(
            "players.id", name="fk_plans_player_id_players"), nullable=False),
        sa.Column("author_id", sa.String(36), sa.ForeignKey(
            "players.id", name="fk_plans_author_id_players"), nullable=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("due", UTCDateTime(), nullable=True),
        sa.Column("items", sa.JSON(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_plans"),
    )
    op.create_index("ix_plans_player_id", "plans", ["player_id"])
    op.create_index("ix_plans_author_id", "plans", ["author_id"])


def downgrade() -> None:
    op.drop_index("ix_plans_author_id", "plans")
    op.drop_index("ix_plans_player_id", "plans")
    op.drop_table("plans")

"""Aim-bias judgements kept with the history: each pot attempt's error against the shot
solver's ideal costs a tenth of a second to compute, so a restart should not pay for the
same 150 shots again. Derived data: nothing to backfill, it fills in as charts are drawn.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "aim_errors",
        sa.Column("shot_id", sa.String(36), sa.ForeignKey(
            "shots.id", name="fk_aim_errors_shot_id_shots"), nullable=False),
        sa.Column("object_ball", sa.String(4), nullable=False),
        sa.Column("pocket", sa.String(4), nullable=False),
        sa.Column("solver", sa.String(16), nullable=False),
        sa.Column("error_deg", sa.Float(), nullable=True),
        sa.Column("cut_deg", sa.Float(), nullable=True),
        sa.Column("distance_m", sa.Float(), nullable=True),
        sa.Column("side", sa.String(5), nullable=True),
        sa.PrimaryKeyConstraint("shot_id", "object_ball", "pocket", name="pk_aim_errors"),
    )


def downgrade() -> None:
    op.drop_table("aim_errors")

"""Covering indexes for the progress charts: each chart's query reads only its index, not
the shots' JSON-heavy rows (pot rate by player; breaks by player; points per visit by
player; drill success by drill set), which is what lets 100,000 shots chart at once.

Revision ID: 0003
Revises: 0002
Create Date: 2026-05-28
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

INDEXES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("ix_shots_player_pot", "shots",
     ("player_id", "potted", "cut_angle_deg", "distance_m", "taken_at", "attempt_id")),
    ("ix_shots_player_break", "shots",
     ("player_id", "is_break", "taken_at", "session_id", "legal", "n_pocketed", "cue_x",
      "cue_y")),
    ("ix_shots_player_visit", "shots", ("player_id", "visit", "frame_id", "points",
                                        "taken_at")),
    ("ix_attempts_set_success", "attempts", ("drill_set_id", "success")),
)


def upgrade() -> None:
    for name, table, columns in INDEXES:
        op.create_index(name, table, list(columns))


def downgrade() -> None:
    for name, table, _ in reversed(INDEXES):
        op.drop_index(name, table_name=table)

"""Derived shot columns for the progress charts (cut angle, distance, potted, balls
pocketed, cue ball after the shot) and an index by player and time, backfilled from the
shots already stored: 100,000 shots must chart in well under a second, which JSON parsing
at query time cannot do.

Revision ID: 0002
Revises: 0001
Create Date: 2026-05-20
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

COLUMNS = (
    ("first_ball", sa.String(4)),
    ("cut_angle_deg", sa.Float()),
    ("distance_m", sa.Float()),
    ("potted", sa.Boolean()),
    ("cue_x", sa.Float()),
    ("cue_y", sa.Float()),
)


def upgrade() -> None:
    with op.batch_alter_table("shots") as batch:
        for name, kind in COLUMNS:
            batch.add_column(sa.Column(name, kind, nullable=True))
        batch.add_column(sa.Column("n_pocketed", sa.Integer(), nullable=False,
                                   server_default="0"))
    op.create_index("ix_shots_player_time", "shots", ["player_id", "taken_at"])
    _backfill()


def _backfill() -> None:
    from coach_app.store.metrics import shot_metrics

    bind = op.get_bind()
    shots = sa.table("shots", sa.column("id", sa.String()), sa.column("layout", sa.JSON()),
                     sa.column("result", sa.JSON()), sa.column("cue_ball", sa.String()),
                     sa.column("call_ball", sa.String()), sa.column("call_pocket", sa.String()),
                     sa.column("is_break", sa.Boolean()),
                     *(sa.column(name, kind) for name, kind in COLUMNS),
                     sa.column("n_pocketed", sa.Integer()))
    rows = bind.execute(sa.select(shots.c.id, shots.c.layout, shots.c.result, shots.c.cue_ball,
                                  shots.c.call_ball, shots.c.call_pocket, shots.c.is_break))
    updates = []
    for sid, layout, result, cue, call_ball, call_pocket, is_break in rows:
        call = (call_ball, call_pocket) if call_ball and call_pocket else None
        m = shot_metrics(layout or {}, result or {}, cue, call, bool(is_break))
        updates.append({"sid": sid, "first_ball": m.first_ball, "cut_angle_deg": m.cut_angle_deg,
                        "distance_m": m.distance_m, "potted": m.potted, "cue_x": m.cue_x,
                        "cue_y": m.cue_y, "n_pocketed": m.n_pocketed})
    if updates:
        stmt = (shots.update().where(shots.c.id == sa.bindparam("sid"))
                .values({name: sa.bindparam(name) for name, _ in COLUMNS}
                        | {"n_pocketed": sa.bindparam("n_pocketed")}))
        bind.execute(stmt, updates)


def downgrade() -> None:
    op.drop_index("ix_shots_player_time", table_name="shots")
    with op.batch_alter_table("shots") as batch:
        for name in ("n_pocketed", *(name for name, _ in reversed(COLUMNS))):
            batch.drop_column(name)

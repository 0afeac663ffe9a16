"""The first schema: players, sessions, drill sets and attempts, games and frames, shots,
annotations and marks.

Revision ID: 0001
Revises:
Create Date: 2026-05-20
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

ID = sa.String(36)


def _id() -> sa.Column:
    return sa.Column("id", ID, primary_key=True)


def _fk(name: str, target: str, nullable: bool = False) -> sa.Column:
    # Constraint names come from the naming convention of the models' metadata, which
    # Alembic applies to the tables it creates (env.py passes it as target_metadata).
    return sa.Column(name, ID, sa.ForeignKey(target), nullable=nullable)


def _when(name: str, nullable: bool = False) -> sa.Column:
    return sa.Column(name, sa.DateTime(), nullable=nullable)


def _index(table: str, *columns: str) -> None:
    op.create_index(f"ix_{table}_{columns[0]}", table, list(columns))


def upgrade() -> None:
    op.create_table(
        "players", _id(),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        _when("created_at"),
        sa.UniqueConstraint("name", name="uq_players_name"),
    )
    op.create_table(
        "sessions", _id(), _fk("player_id", "players.id"),
        sa.Column("kind", sa.String(16), nullable=False),
        _when("started_at"), _when("ended_at", True),
        sa.Column("table_spec", sa.JSON(), nullable=False),
        sa.Column("physics_version", sa.String(16), nullable=False),
        sa.Column("app_version", sa.String(16), nullable=False),
    )
    _index("sessions", "player_id")
    _index("sessions", "started_at")
    op.create_table(
        "drill_sets", _id(), _fk("session_id", "sessions.id"),
        sa.Column("drill_id", sa.String(100), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("category", sa.String(32), nullable=False),
        sa.Column("discipline", sa.String(32), nullable=False),
        _when("started_at"),
    )
    _index("drill_sets", "session_id")
    _index("drill_sets", "drill_id")
    op.create_table(
        "attempts", _id(), _fk("drill_set_id", "drill_sets.id"),
        sa.Column("number", sa.Integer(), nullable=False),
        _when("started_at"), _when("finished_at", True),
        sa.Column("success", sa.Boolean(), nullable=True),
        sa.Column("reason", sa.String(32), nullable=True),
        sa.Column("points", sa.Integer(), nullable=True),
    )
    _index("attempts", "drill_set_id")
    op.create_table(
        "games", _id(), _fk("session_id", "sessions.id"),
        sa.Column("discipline", sa.String(32), nullable=False),
        sa.Column("sides", sa.JSON(), nullable=False),
        sa.Column("player_side", sa.String(100), nullable=True),
        sa.Column("options", sa.JSON(), nullable=False),
        _when("started_at"), _when("finished_at", True),
        sa.Column("winner", sa.String(100), nullable=True),
    )
    _index("games", "session_id")
    _index("games", "discipline")
    op.create_table(
        "frames", _id(), _fk("game_id", "games.id"),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("breaker", sa.String(100), nullable=False),
        _when("started_at"), _when("finished_at", True),
        sa.Column("winner", sa.String(100), nullable=True),
        sa.Column("scores", sa.JSON(), nullable=True),
        sa.Column("sheet", sa.JSON(), nullable=True),
    )
    _index("frames", "game_id")
    op.create_table(
        "shots", _id(), _fk("session_id", "sessions.id"),
        _fk("attempt_id", "attempts.id", True), _fk("frame_id", "frames.id", True),
        _fk("player_id", "players.id", True),
        sa.Column("seq", sa.Integer(), nullable=False),
        _when("taken_at"),
        sa.Column("shooter", sa.String(100), nullable=True),
        sa.Column("is_break", sa.Boolean(), nullable=False),
        sa.Column("layout", sa.JSON(), nullable=False),
        sa.Column("cue_ball", sa.String(4), nullable=False),
        sa.Column("direction_deg", sa.Float(), nullable=False),
        sa.Column("speed", sa.Float(), nullable=False),
        sa.Column("side", sa.Float(), nullable=False),
        sa.Column("height", sa.Float(), nullable=False),
        sa.Column("place_x", sa.Float(), nullable=True),
        sa.Column("place_y", sa.Float(), nullable=True),
        sa.Column("call_ball", sa.String(4), nullable=True),
        sa.Column("call_pocket", sa.String(4), nullable=True),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("verdict", sa.JSON(), nullable=True),
        sa.Column("legal", sa.Boolean(), nullable=True),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("visit", sa.Integer(), nullable=True),
        sa.Column("physics_version", sa.String(16), nullable=False),
    )
    _index("shots", "session_id")
    _index("shots", "attempt_id")
    _index("shots", "frame_id")
    op.create_table(
        "annotations", _id(), _fk("author_id", "players.id"), _fk("session_id", "sessions.id"),
        _fk("shot_id", "shots.id", True),
        sa.Column("text", sa.Text(), nullable=False),
        _when("created_at"),
    )
    _index("annotations", "author_id")
    _index("annotations", "session_id")
    _index("annotations", "shot_id")
    op.create_table(
        "marks", _id(), _fk("shot_id", "shots.id"), _fk("author_id", "players.id"),
        sa.Column("label", sa.String(32), nullable=False),
        _when("created_at"),
        sa.UniqueConstraint("shot_id", "author_id", name="uq_marks_shot_author"),
    )
    _index("marks", "shot_id")
    _index("marks", "author_id")


def downgrade() -> None:
    for table in ("marks", "annotations", "shots", "frames", "games", "attempts",
                  "drill_sets", "sessions", "players"):
        op.drop_table(table)

"""Where a session was played: on the screen or at a real table (and which table), and what
a real-table attempt's entry adds (balls potted, where a ball stopped, a comment). Every
existing session was played on the screen, except a match entered in the real-match
scorer, which said so in its game's options ({"where": "real"}): those sessions are real.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.add_column(sa.Column("where_kind", sa.String(8), nullable=False,
                                   server_default="screen"))
        batch.add_column(sa.Column("where_table", sa.String(100), nullable=True))
    with op.batch_alter_table("attempts") as batch:
        batch.add_column(sa.Column("detail", sa.JSON(), nullable=True))
    bind = op.get_bind()
    real: set[str] = set()
    for session_id, options in bind.execute(sa.text("SELECT session_id, options FROM games")):
        if isinstance(options, str):
            try:
                options = json.loads(options)
            except ValueError:
                continue
        if isinstance(options, dict) and options.get("where") == "real":
            real.add(session_id)
    for session_id in sorted(real):
        bind.execute(sa.text("UPDATE sessions SET where_kind = 'real' WHERE id = :id"),
                     {"id": session_id})


def downgrade() -> None:
    with op.batch_alter_table("attempts") as batch:
        batch.drop_column("detail")
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("where_table")
        batch.drop_column("where_kind")

"""Who holds a session open, and why it ended: a session (and its attempt) left open by a
killed program is closed as "interrupted" at the next start, but only when the process that
opened it is gone, so a second window or another machine of the club keeps its own open
session. Existing open sessions have no owner; they are judged by their age.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.add_column(sa.Column("owner", sa.String(120), nullable=True))
        batch.add_column(sa.Column("end_reason", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("end_reason")
        batch.drop_column("owner")

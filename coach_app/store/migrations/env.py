"""Alembic environment: always run from the program (coach_app.store.opening) on the
connection it has already checked, never from a URL of its own, so the checks for a newer
or corrupt database happen before anything is written."""

from __future__ import annotations

from alembic import context

from coach_app.store.models import Base

config = context.config
connection = config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()

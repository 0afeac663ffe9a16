"""Errors the core raises on bad input.

Every layer (CLI, GUI, drill loader) reports bad input the same way: one line that names the
offending field. Keeping the field separate from the message lets the CLI print
``field: message`` and the GUI highlight the widget that owns the field.
"""

from __future__ import annotations


class InputError(ValueError):
    """Input that the core refuses, with the dotted path of the field at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

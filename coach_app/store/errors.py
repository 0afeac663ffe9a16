"""The one error the history store raises for a database it cannot or must not use.

It is an :class:`InputError` so the headless commands turn it into exit 2 with one line on
standard error (cli.main), and it carries a ``kind`` so the GUI can choose what to offer
(open another file, update the program) without parsing the message.
"""

from __future__ import annotations

from simulation.errors import InputError

#: Why a database was refused. ``corrupt``: not a readable database (never overwritten).
#: ``newer``: written by a newer version of the program (left untouched). ``foreign``: a
#: database, but not a Pyramid Coach history. ``unreachable``: the server or file cannot be
#: opened. ``invalid``: a request the store refuses (unknown player, malformed import file).
KINDS = ("corrupt", "newer", "foreign", "unreachable", "invalid")


class StoreError(InputError):
    """A database or a history file the store refuses, with a message a user can act on."""

    def __init__(self, kind: str, message: str, field: str = "database") -> None:
        super().__init__(field, message)
        self.kind = kind

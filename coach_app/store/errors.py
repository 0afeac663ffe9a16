"""The one error the history store raises for a database it cannot or must not use.

It is an :class:`InputError` so the headless commands turn it into exit 2 with one line on
standard error (cli.main), and it carries a ``kind`` so the GUI can choose what to offer
(open another file, update the program) without parsing the message.
"""

from __future__ import annotations

from enum import StrEnum

from simulation.errors import InputError


class StoreErrorKind(StrEnum):
    """Why a database was refused, or a request to it (a StrEnum: each compares equal to
    its old string, so ``kind == "invalid"`` still reads true)."""

    #: Not a readable database (never overwritten).
    CORRUPT = "corrupt"
    #: A file of 0 bytes where a history should be: not a history, left as it is.
    EMPTY = "empty"
    #: Written by a newer version of the program (left untouched).
    NEWER = "newer"
    #: A database, but not a Pyramid Coach history.
    FOREIGN = "foreign"
    #: A history that holds objects the program did not make (a trigger, a view, a table,
    #: an index): they would run on, or refuse, its writes (docs/history.md).
    ALTERED = "altered"
    #: The server or the file cannot be opened or written (perhaps only for now).
    UNREACHABLE = "unreachable"
    #: ``--db`` (or the setting) is not a database address this program can use.
    BAD_URL = "bad_url"
    #: A request the store refuses for good (unknown player, malformed import file).
    INVALID = "invalid"


#: Every kind, as the strings they are.
KINDS = tuple(k.value for k in StoreErrorKind)


class StoreError(InputError):
    """A database or a history file the store refuses, with a message a user can act on."""

    def __init__(self, kind: StoreErrorKind | str, message: str,
                 field: str = "database") -> None:
        super().__init__(field, message)
        self.kind = StoreErrorKind(kind)

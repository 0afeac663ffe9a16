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
    #: The server refused this login the right to do it (a club's roles, docs/history.md):
    #: "you may not …", never "damaged". A grant by the club's administrator fixes it.
    DENIED = "denied"


#: Every kind, as the strings they are.
KINDS = tuple(k.value for k in StoreErrorKind)


class StoreError(InputError):
    """A database or a history file the store refuses, with a message a user can act on."""

    def __init__(self, kind: StoreErrorKind | str, message: str,
                 field: str = "database") -> None:
        super().__init__(field, message)
        self.kind = StoreErrorKind(kind)


class DeniedError(StoreError):
    """The server said this login may not do something (PostgreSQL's SQLSTATE 42501: a
    missing grant, or a row-level security policy). ``action`` says what was refused as a
    code the views translate (``read``, ``write``, ``change``, ``schema``, ``manage``) and
    ``table`` which of the history's tables it touched ("" when the server did not say)."""

    def __init__(self, message: str, action: str, table: str = "",
                 login: str = "") -> None:
        super().__init__(StoreErrorKind.DENIED, message)
        self.action = action
        self.table = table
        self.login = login


class NameClashError(StoreError):
    """An import file's player has the name of a player of the history, but another id:
    perhaps two people, perhaps one. Nothing is merged unless the user says they are one
    (``merge_same_name``). ``pairs``: (name, the file's id, the history's id)."""

    def __init__(self, message: str, pairs: tuple[tuple[str, str, str], ...]) -> None:
        super().__init__(StoreErrorKind.INVALID, message, "players")
        self.pairs = pairs

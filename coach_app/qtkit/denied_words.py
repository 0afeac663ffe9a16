"""What a club's server refused this login, in the user's language: «нет прав …» /
"you may not …", naming what (coach_app.store.denied gives the codes).

One phrase per refusal, lower case, so it reads inside a sentence (the tooltip of the
unsaved-shots warning) and, capitalised, as a message box's headline.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication


class Refusal(Protocol):
    """What these words read of a store's error (coach_app.store.StoreError): the kit
    imports no history, so it names only what it reads."""

    @property
    def kind(self) -> str: ...

    @property
    def message(self) -> str: ...

#: lupdate finds translate("HistoryUi", "...") calls by this name.
translate = QCoreApplication.translate


def table_words(table: str) -> str:
    """A table of the history as the rows it holds (accusative plural in Russian)."""
    words = {
        "players": translate("HistoryUi", "players"),
        "sessions": translate("HistoryUi", "sessions"),
        "drill_sets": translate("HistoryUi", "drill sets"),
        "attempts": translate("HistoryUi", "attempts"),
        "games": translate("HistoryUi", "games"),
        "frames": translate("HistoryUi", "frames"),
        "shots": translate("HistoryUi", "shots"),
        "annotations": translate("HistoryUi", "notes"),
        "marks": translate("HistoryUi", "marks"),
        "aim_errors": translate("HistoryUi", "aim-bias judgements"),
    }
    return words.get(table, table)


def denied_phrase(error: object | None) -> str:
    """The refusal, e.g. "you may not write another player's shots (login ivan)"."""
    action = getattr(error, "action", "read")
    table = getattr(error, "table", "")
    login = getattr(error, "login", "") or "?"
    if action == "write" and table:
        text = translate("HistoryUi", "you may not write another player's %1 (login %2)")
    elif action in ("write", "change") and table:
        text = translate("HistoryUi", "you may not change %1 in this history (login %2)")
    elif action == "schema":
        text = translate("HistoryUi", "you may not update the history's tables (login %2)")
    elif action == "manage":
        text = translate("HistoryUi", "you may not manage the club's logins (login %2)")
    else:
        text = translate("HistoryUi", "you may not read this history (login %2)")
    return text.replace("%1", table_words(table)).replace("%2", login)


def denied_headline(error: object | None) -> str:
    phrase = denied_phrase(error)
    return phrase[:1].upper() + phrase[1:] + "."


def denied_advice() -> str:
    return translate("HistoryUi", "The club's administrator gives logins their rights "
                     "(pyramid-coach club grant). Nothing was changed.")


def store_message(error: Refusal) -> str:
    """A store's refusal for a dialog's message line: a club's «нет прав …» in the user's
    language, any other refusal in the store's own words."""
    return denied_headline(error) if error.kind == "denied" else error.message

"""Counted words in the interface's language: «1 очко», «3 очка», «15 очков».

Russian has three forms of a counted noun (after 1, 21, 31…; after 2–4, 22–24…; after
5–20, 25–30… and 11–14), English two; "очк." abbreviated them all to one, which a reader
stumbles over. :func:`plural_form` is the rule, :func:`points_text` the counted word the
game and the drills show. Each form is a string of its own for the translators ("%1 point", and
"%1 points" twice, told apart by its disambiguation "few" or "many"); the English
catalogue fills both with the same "%1 points".
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication


class Form(StrEnum):
    ONE = "one"
    FEW = "few"
    MANY = "many"


def plural_form(n: int, language: str) -> Form:
    """The form of a noun counted ``n`` times: the CLDR rules for Russian and English."""
    n = abs(n)
    if language != "ru":
        return Form.ONE if n == 1 else Form.MANY
    if n % 10 == 1 and n % 100 != 11:
        return Form.ONE
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return Form.FEW
    return Form.MANY


def language() -> str:
    """The language of the installed catalogue (its own LANGUAGE_CODE entry)."""
    return QCoreApplication.translate("charts", "LANGUAGE_CODE")


def points_text(n: int, signed: bool = False) -> str:
    """"+15 points" / «+15 очков»; ``signed`` writes the sign of a score change."""
    forms = {
        Form.ONE: QCoreApplication.translate("Plural", "%1 point"),
        Form.FEW: QCoreApplication.translate("Plural", "%1 points", "few: 2-4, 22-24…"),
        Form.MANY: QCoreApplication.translate("Plural", "%1 points", "many: 0, 5-20, 25-30…"),
    }
    return forms[plural_form(n, language())].replace("%1", f"{n:+d}" if signed else str(n))

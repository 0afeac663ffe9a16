"""The entries of the drill list that are not drills: the skill test and the weak-spot set.

They head the list in a group of their own, so a player who looks for «тест», "test",
«слаб» or "weak" in the search box finds them beside the drills. Each is found by its
title and by a few words in both languages, whatever the interface speaks.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

SKILL_TEST = "skill-test"
WEAK_SPOTS = "weak-spots"
PLANS = "plans"
translate = QCoreApplication.translate
#: Search keys in both languages whatever the interface speaks (never shown): a player
#: who types «тест» into the English list still finds the test.
RU_TEST = "тест мастерства экзамен уровень"
RU_WEAK = "тренировать слабые места"
RU_PLANS = "план тренировки тренер задание"


@dataclass(frozen=True)
class Extra:
    code: str
    title: str
    details: str
    start: str
    words: tuple[str, ...]

    def matches(self, needle: str) -> bool:
        folded = needle.casefold()
        return any(folded in w.casefold() for w in (self.title, *self.words))


def extras() -> tuple[Extra, ...]:
    """The entries, in the interface language of the moment; found by their title and by
    a few words in both languages."""
    test_text = translate(
        "DrillBrowser", "A fixed battery of drills, scored out of a known total: the items "
        "in order, the score sheet as you go, and at the end your rating band and what it "
        "means. Stored in your history; Progress shows every test you took.")
    weak_text = translate(
        "DrillBrowser", "Reads your pot attempts from the history, finds the cuts and "
        "distances you pot clearly below your own trend and says the evidence for each; "
        "then a set of drills laid out inside them.")
    return (
        Extra(SKILL_TEST, translate("DrillBrowser", "Skill test"), test_text,
              translate("DrillBrowser", "Start the test"),
              ("skill test exam rating level", RU_TEST)),
        Extra(WEAK_SPOTS, translate("DrillBrowser", "Train weak spots"), weak_text,
              translate("DrillBrowser", "Find my weak spots"),
              ("train weak spots weakness personal", RU_WEAK)),
        Extra(PLANS, translate("DrillBrowser", "Practice plans"), translate(
            "DrillBrowser", "A plan from a coach for a student: drills in order with their "
            "attempts and pass marks, and a date. See what was done against it, on the screen "
            "and at a real table, and play it at a real table."),
              translate("DrillBrowser", "Open the plans"),
              ("practice plan coach homework", RU_PLANS)),
    )


def group_title() -> str:
    return translate("DrillBrowser", "Tests and personal training")

"""Every text the progress charts and the PDF report draw, for Qt Linguist.

The charts take a ``translate`` callable and call it with English source texts
(coach_app.charts); lupdate cannot see those calls, so the texts are listed here with
QT_TRANSLATE_NOOP in the "charts" context, the one :func:`chart_translator` looks them up
in. Category and discipline codes are here too: the charts show them through the same
callable. tests/gui/test_progress.py checks this list covers what the charts draw.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from coach_app.charts.text import ChartText, Translate

CONTEXT = "charts"


def chart_translator() -> Translate:
    """What the GUI hands the chart builders: Qt's catalogue in force, and its language.

    The language is read the way Qt reads its layout direction: a marker string the
    Russian catalogue translates to "ru" (the English one keeps the marker, so "en")."""
    code = QCoreApplication.translate("charts", "LANGUAGE_CODE")
    return ChartText(QCoreApplication.translate, code if code in ("ru", "en") else "en")


TEXTS: tuple[object, ...] = (  # what lupdate collects: never read as strings
    QT_TRANSLATE_NOOP("charts", "Opening breaks"),
    QT_TRANSLATE_NOOP("charts", "Legal breaks, %"),
    QT_TRANSLATE_NOOP("charts", "Balls pocketed on the break"),
    QT_TRANSLATE_NOOP("charts", "Breaks"),
    QT_TRANSLATE_NOOP("charts", "Legal breaks per day; line: last {n} days"),
    QT_TRANSLATE_NOOP("charts", "Balls pocketed (mean {m:.2f})"),
    QT_TRANSLATE_NOOP("charts", "Cue ball after the latest breaks: {n} (the pyramid stands at the right)"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "legal"),
    QT_TRANSLATE_NOOP("charts", "legal break"),
    QT_TRANSLATE_NOOP("charts", "foul or illegal break"),
    QT_TRANSLATE_NOOP("charts", "Games by discipline"),
    QT_TRANSLATE_NOOP("charts", "Games won, %"),
    QT_TRANSLATE_NOOP("charts", "Games won (won/played)"),
    QT_TRANSLATE_NOOP("charts", "Points per visit"),
    QT_TRANSLATE_NOOP("charts", "Points per visit (number of visits)"),
    QT_TRANSLATE_NOOP("charts", "Pot rate by cut angle and distance"),
    QT_TRANSLATE_NOOP("charts", "Cut angle, degrees (0 = full ball)"),
    QT_TRANSLATE_NOOP("charts", "Distance cue ball to object ball, m"),
    QT_TRANSLATE_NOOP("charts", "Pot rate, %"),
    QT_TRANSLATE_NOOP("charts", "Cut angle, degrees"),
    QT_TRANSLATE_NOOP("charts", "Pot rate by cut angle, all distances"),
    QT_TRANSLATE_NOOP("charts", "Aim bias by cut angle and distance"),
    QT_TRANSLATE_NOOP("charts", "Balls cut to the left"),
    QT_TRANSLATE_NOOP("charts", "Balls cut to the right"),
    QT_TRANSLATE_NOOP("charts", "Mean error, degrees (+ overcut, − undercut)"),
    QT_TRANSLATE_NOOP("charts", "Distance cue ball to ghost ball"),
    QT_TRANSLATE_NOOP("charts", "shots: {n}"),
    QT_TRANSLATE_NOOP("charts", "Computing: {done} of {total} shots…"),
    QT_TRANSLATE_NOOP("charts", "No clear bias yet: fewer than five shots in every group of cut angle and distance"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "You overcut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "You overcut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "You undercut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "You undercut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "Drill success rate by drill"),
    QT_TRANSLATE_NOOP("charts", "Drill success rate by category"),
    QT_TRANSLATE_NOOP("charts", "Success rate, %"),
    QT_TRANSLATE_NOOP("charts", "Date"),
    QT_TRANSLATE_NOOP("charts", "dots: one session (size = attempts); lines: trend over the last {n} sessions"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "No data for the chosen player, dates and filters"),
    QT_TRANSLATE_NOOP("charts", "Tip"),
    QT_TRANSLATE_NOOP("charts", "foul"),
    QT_TRANSLATE_NOOP("charts", "direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R; pocketed: {p}; {verdict}"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "Shot {n}"),
    QT_TRANSLATE_NOOP("charts", "Progress report: {name}"),
    QT_TRANSLATE_NOOP("charts", "Summary"),
    QT_TRANSLATE_NOOP("charts", "Player"),
    QT_TRANSLATE_NOOP("charts", "Period"),
    QT_TRANSLATE_NOOP("charts", "Sessions"),
    QT_TRANSLATE_NOOP("charts", "Shots recorded"),
    QT_TRANSLATE_NOOP("charts", "Drill attempts succeeded"),
    QT_TRANSLATE_NOOP("charts", "Pot attempts potted"),
    QT_TRANSLATE_NOOP("charts", "Legal opening breaks"),
    QT_TRANSLATE_NOOP("charts", "Games won"),
    QT_TRANSLATE_NOOP("charts", "Coach's notes"),
    QT_TRANSLATE_NOOP("charts", "Key shots"),
    QT_TRANSLATE_NOOP("charts", "on a shot"),
    QT_TRANSLATE_NOOP("charts", "on the session"),
    QT_TRANSLATE_NOOP("charts", "Key shot"),
    QT_TRANSLATE_NOOP("charts", "Russian pyramid · generated {when}"),
    QT_TRANSLATE_NOOP("charts", "Key shot ({label}), {when}"),
    QT_TRANSLATE_NOOP("charts", "break"),
    QT_TRANSLATE_NOOP("charts", "placement"),
    QT_TRANSLATE_NOOP("charts", "colours"),
    QT_TRANSLATE_NOOP("charts", "potting"),
    QT_TRANSLATE_NOOP("charts", "position"),
    QT_TRANSLATE_NOOP("charts", "other"),
    QT_TRANSLATE_NOOP("charts", "free"),
    QT_TRANSLATE_NOOP("charts", "combined"),
    QT_TRANSLATE_NOOP("charts", "dynamic"),
    QT_TRANSLATE_NOOP("charts", "classic-71"),
    QT_TRANSLATE_NOOP("charts", "classic-51"),
    QT_TRANSLATE_NOOP("charts", "classic-8"),
    QT_TRANSLATE_NOOP("charts", "pyramid-t"),
    QT_TRANSLATE_NOOP("charts", "m"),
    QT_TRANSLATE_NOOP("charts", "Mean error, °"),
    QT_TRANSLATE_NOOP("charts", "fewer than 5 shots"),
    QT_TRANSLATE_NOOP("charts", "(+ overcut, − undercut)"),
    QT_TRANSLATE_NOOP("charts", "Fewer than {n} shots in every cell yet: play pot drills in Practice and the cells fill in"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "Play drills in Practice, or games, and this chart fills in."),
    QT_TRANSLATE_NOOP("charts", "left corner pocket by the house"),
    QT_TRANSLATE_NOOP("charts", "right corner pocket by the house"),
    QT_TRANSLATE_NOOP("charts", "left middle pocket"),
    QT_TRANSLATE_NOOP("charts", "right middle pocket"),
    QT_TRANSLATE_NOOP("charts", "far left corner pocket"),
    QT_TRANSLATE_NOOP("charts", "far right corner pocket"),
    QT_TRANSLATE_NOOP("charts", "a pocket"),
    QT_TRANSLATE_NOOP("charts", "ball {ball} into the {pocket}"),
    QT_TRANSLATE_NOOP("charts", "the cue ball into the {pocket}"),
    QT_TRANSLATE_NOOP("charts", "direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R"),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "pocketed: {p}"),
    QT_TRANSLATE_NOOP("charts", "key shot"),
    QT_TRANSLATE_NOOP("charts", "mistake"),
    QT_TRANSLATE_NOOP("charts", "well played"),
    QT_TRANSLATE_NOOP("charts", "marked"),
    QT_TRANSLATE_NOOP("charts", "screen"),
    QT_TRANSLATE_NOOP("charts", "real table"),
    QT_TRANSLATE_NOOP("charts", "screen + real table"),
    QT_TRANSLATE_NOOP("charts", "Played"),
    QT_TRANSLATE_NOOP("charts", "Drill attempts: screen / real table"),
    QT_TRANSLATE_NOOP("charts", "Attempts at a real table"),
    QT_TRANSLATE_NOOP("charts", "made"),
    QT_TRANSLATE_NOOP("charts", "missed"),
    QT_TRANSLATE_NOOP("charts", "points: {n}"),
    QT_TRANSLATE_NOOP("charts", "potted: {n}"),
    QT_TRANSLATE_NOOP("charts", "Real-table attempts have no simulated stroke: this chart counts the shots played on the screen only."),  # noqa: E501
    QT_TRANSLATE_NOOP("charts", "Games won count the matches scored at a real table; points per visit come from the shots played on the screen only."),  # noqa: E501
)

"""A stroke in a player's words, in any language: the words without Qt.

The one place that turns :class:`simulation.stroke_terms.StrokeTerms` into text, so Show
me, Review, the computer's explanation and the coach's PDF describe a stroke the same
way: the cut and its ball fraction, the tip on the clock face with how far out it is, the
power as a word and a step of ten; degrees and m/s only as the detail line. Numbers carry
their unit with a no-break space, so "0.3 R" never wraps a lone "R".

Every function takes the ``translate(context, text)`` to speak through: Qt's on screen
(coach_app/words/stroke_words.py binds it), the shipped catalogue in the headless PDF
(coach_app/report/lang.py), so the report never starts Qt yet says the same words. The
strings keep the "StrokeWords" and "Names" translation contexts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from simulation.stroke import Stroke
from simulation.stroke_terms import Cut, Power, StrokeTerms, describe

#: ``translate(context, source text)``: QCoreApplication.translate, or a catalogue's.
Tr = Callable[[str, str], str]
NBSP = "\u00a0"
Vec = tuple[float, float]


def ball_words(ball: str, translate: Tr) -> str:
    """"ball 5" / «шар 5», "the cue ball" (coach_app/words/names.py's words, without Qt)."""
    if ball == "cue":
        return translate("Names", "the cue ball")
    return translate("Names", "ball %1").replace("%1", ball)


def decimal(text: str, translate: Tr) -> str:
    """A number as the interface's language writes it (a decimal comma in Russian)."""
    russian = translate("charts", "LANGUAGE_CODE") == "ru"
    return text.replace(".", ",") if russian else text


def power_word(power: Power, translate: Tr) -> str:
    return {
        Power.SOFT: translate("StrokeWords", "soft"),
        Power.MEDIUM: translate("StrokeWords", "medium"),
        Power.STRONG: translate("StrokeWords", "strong"),
        Power.BREAK: translate("StrokeWords", "break strength"),
    }[power]


def fraction_word(cut: Cut, translate: Tr) -> str:
    """The ball fraction as players name it, from the cut angle."""
    angle = cut.angle_deg
    if angle < 7.0:
        return translate("StrokeWords", "full ball")
    if angle < 22.0:
        return translate("StrokeWords", "three-quarter ball")
    if angle < 40.0:
        return translate("StrokeWords", "half ball")
    if angle < 55.0:
        return translate("StrokeWords", "quarter ball")
    return translate("StrokeWords", "thin")


def cut_words(cut: Cut, translate: Tr) -> str:
    """"Half-ball cut to the left on ball 5 (31°)"; a straight shot is "full ball on 5"."""
    degrees = f"{cut.angle_deg:.0f}°"
    if cut.angle_deg < 7.0 or cut.side == 0:  # a full ball: its side does not matter
        return translate("StrokeWords", "%1 on %2").replace(
            "%1", fraction_word(cut, translate)).replace(
            "%2", ball_words(cut.ball, translate))
    text = (translate("StrokeWords", "%1 cut to the left on %2 (%3)") if cut.side > 0
            else translate("StrokeWords", "%1 cut to the right on %2 (%3)"))
    return (text.replace("%1", fraction_word(cut, translate))
            .replace("%2", ball_words(cut.ball, translate))
            .replace("%3", degrees))


def spin_words(side: float, height: float, translate: Tr) -> str:
    """Follow, draw or stun, and side, in the federation's words."""
    words = []
    if height > 0.1:
        words.append(translate("StrokeWords", "follow"))
    elif height < -0.1:
        words.append(translate("StrokeWords", "draw"))
    else:
        words.append(translate("StrokeWords", "stun"))
    if side > 0.1:
        words.append(translate("StrokeWords", "right side"))
    elif side < -0.1:
        words.append(translate("StrokeWords", "left side"))
    return ", ".join(words)


def tip_words(terms: StrokeTerms, side: float, height: float, translate: Tr) -> str:
    """"Tip at 2 o'clock, 0.4 R (follow, right side)" or "centre ball (stun)"."""
    if terms.tip_hour is None:
        return translate("StrokeWords", "centre ball (%1)").replace(
            "%1", spin_words(side, height, translate))
    return (translate("StrokeWords", "tip at %1 o'clock, %2 (%3)")
            .replace("%1", str(terms.tip_hour))
            .replace("%2", decimal(f"{terms.tip_fraction:.1f}", translate) + NBSP + "R")
            .replace("%3", spin_words(side, height, translate)))


def power_words(terms: StrokeTerms, translate: Tr) -> str:
    """"Power 3 of 10, medium"."""
    return (translate("StrokeWords", "power %1 of 10, %2")
            .replace("%1", str(terms.power_level))
            .replace("%2", power_word(terms.power, translate)))


def stroke_sentence(stroke: Stroke, layout: Mapping[str, Vec] | None, radius: float,
                    translate: Tr) -> str:
    """The stroke in a player's words, one line: cut · tip · power."""
    terms = describe(stroke, layout, radius)
    parts = []
    if terms.cut is not None:
        parts.append(cut_words(terms.cut, translate))
    parts.append(tip_words(terms, stroke.side, stroke.height, translate))
    parts.append(power_words(terms, translate))
    text = " · ".join(parts)
    return text[:1].upper() + text[1:]


def stroke_detail(stroke: Stroke, translate: Tr) -> str:
    """The engine's numbers, for whoever wants them: direction, speed, tip offsets."""
    return (translate("StrokeWords", "direction %1°, %2 m/s, side %3, height %4")
            .replace("%1", decimal(f"{stroke.direction_deg:.1f}", translate))
            .replace("%2", decimal(f"{stroke.speed:.2f}", translate))
            .replace("%3", decimal(f"{stroke.side:+.2f}", translate) + NBSP + "R")
            .replace("%4", decimal(f"{stroke.height:+.2f}", translate) + NBSP + "R"))

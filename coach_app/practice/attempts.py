"""The drill judge in two halves, so the practice screen can simulate off the UI thread.

``drills.judge.play`` is ``prepare`` + simulate + ``judge_result``; the screen sends the
prepared layout to the window's :class:`ShotRunner` (a worker thread, and the fake simulator
in tests), plays the trace back, then judges, with exactly the code the CLI and the tests
use.
"""

from drills.judge import PreparedShot, judge_result, prepare

__all__ = ["PreparedShot", "judge_result", "prepare"]

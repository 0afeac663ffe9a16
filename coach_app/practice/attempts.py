"""The drill judge in two halves, so the practice screen can simulate off the UI thread.

``drills.judge.play`` is ``prepare`` + simulate + ``judge_result``; the practice model
prepares the shot, the screen simulates it on the physics lane (the fake simulator in
tests) and plays the trace back, then the model judges, with exactly the code the CLI and
the tests use.
"""

from drills.judge import PreparedShot, judge_result, prepare

__all__ = ["PreparedShot", "judge_result", "prepare"]

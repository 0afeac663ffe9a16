"""The desktop bundle's executable: ``pyramid-coach`` exactly as the installed package runs
it (:func:`coach_app.cli.main`: no arguments open the window, a command runs headless).

Two things only a frozen program needs happen first. Worker processes are *spawned* inside
the app (simulation/analysis/workers.py), and a spawned worker of a bundle is the bundle's
own executable started again, which :func:`multiprocessing.freeze_support` turns into the
worker instead of a second window. And a windowed Windows executable has no standard
streams, so they are pointed at the null device rather than left as None for the first
``print`` or warning to crash on.

The bundle leaves out Qt Multimedia's FFmpeg backend (packaging/pyramid-coach.spec says
why), and Qt says once, on the terminal, that only QSoundEffect and the audio classes are
there: that one line is dropped when the window opens, every other message is shown.

The benchmarks measure a fresh process by starting ``sys.executable -c CODE`` (``bench gui``,
``bench physics``) or ``-m MODULE`` (``bench history --writers``); in a bundle that is this
executable, so it takes those two forms as the interpreter would. The command never starts
with ``-c`` or ``-m`` otherwise.

``PYRAMID_COACH_PROBE`` set in the environment runs one of the build's own checks instead
(packaging/bundle_probe.py: what the packaging tests and the build report measure inside
the bundle); a player never sets it.
"""

from __future__ import annotations

import multiprocessing
import os
import runpy
import sys

PROBE_VAR = "PYRAMID_COACH_PROBE"
#: The start of Qt's note that no multimedia backend is installed (the bundle has none).
NO_BACKEND_NOTE = "No QtMultimedia backends found."


def _streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def _quiet_no_backend_note() -> None:
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    def handler(mode: object, context: object, message: str) -> None:
        if not message.startswith(NO_BACKEND_NOTE):
            sys.stderr.write(qFormatLogMessage(mode, context, message) + "\n")

    qInstallMessageHandler(handler)


def _as_interpreter(args: list[str]) -> int | None:
    """``-c CODE [ARG...]`` or ``-m MODULE [ARG...]`` run as ``python`` would run them; None
    for every other command line."""
    if len(args) < 2 or args[0] not in ("-c", "-m"):
        return None
    if args[0] == "-c":
        sys.argv = ["-c", *args[2:]]
        exec(compile(args[1], "<string>", "exec"), {"__name__": "__main__"})  # as python -c
    else:
        sys.argv = [args[1], *args[2:]]
        runpy.run_module(args[1], run_name="__main__", alter_sys=True)
    return 0


def main() -> int:
    multiprocessing.freeze_support()
    _streams()
    relaunched = _as_interpreter(sys.argv[1:])
    if relaunched is not None:
        return relaunched
    probe = os.environ.get(PROBE_VAR)
    if probe:
        from bundle_probe import run_probe

        _quiet_no_backend_note()  # both probes open Qt

        return run_probe(probe, sys.argv[1:])
    from coach_app.cli import main as cli_main
    from coach_app.cli import opens_app

    if opens_app(sys.argv[1:]):
        _quiet_no_backend_note()
    return cli_main()


if __name__ == "__main__":
    sys.exit(main())

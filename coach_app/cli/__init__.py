"""The ``pyramid-coach`` command (the package of headless command groups).

One module per command group (``physics``, ``game``, ``drills``, ``history``, ``analysis``,
``ai``, ``rating``, ``bench``), the shared JSON input and error handling in
:mod:`coach_app.cli.jsonio`,
and each command's input schema in :mod:`coach_app.cli.schemas`.

With no arguments (or only the app's own options: ``--db URL``, Qt's ``-platform NAME``)
it opens the desktop app; with a subcommand it runs headless; ``--version`` prints the
version. Headless commands must not import Qt (they start fast and run with no display), so
every import of the GUI happens inside :func:`_run_app`, and each subcommand imports only
what it needs. The desktop bundle's executable runs this same function, so the bundle and
the installed package dispatch alike.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from coach_app.version import program_version
from simulation.errors import InputError

Handler = Callable[[argparse.Namespace], int]


class _Parser(argparse.ArgumentParser):
    """argparse with docs/headless.md's error shape: a bad option is one line on stderr naming
    it, exit 2 (argparse's default prints the whole usage first). Sub-parsers inherit it."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message.splitlines()[0] if message else 'bad usage'}\n")


def _build_parser() -> argparse.ArgumentParser:
    # Each command group imports its own dependencies inside its handlers, so building the
    # parser loads none of the simulation beyond what argparse needs (and never Qt).
    from coach_app.cli import (
        analysis,
        bench,
        club,
        drills,
        game,
        history,
        physics,
        practice,
        rating,
    )

    parser = _Parser(
        prog="pyramid-coach",
        description="Russian pyramid trainer. Without a command it opens the desktop app; "
                    "the commands below run headless with JSON in and out (docs/headless.md).",
    )
    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {program_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for group in (physics, bench, game, drills, practice, history, club, analysis, rating):
        group.register(sub)
    return parser


def _run_app(argv: Sequence[str]) -> int:
    from coach_app.shell.app import run_app

    return run_app(list(argv))


def opens_app(args: Sequence[str]) -> bool:
    """Whether these arguments are the app's (none, ``--app``, ``--db URL``, a Qt option
    such as ``-platform offscreen``, or macOS's ``-psn_…`` from an old Finder) rather
    than a command's."""
    if not args:
        return True
    first = args[0]
    return (first in ("--app", "--db") or first.startswith(("--db=", "-platform", "-psn_")))


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list == ["--version"]:  # before the parser: no command group is imported
        print(f"pyramid-coach {program_version()}")
        return 0
    if opens_app(args_list):
        return _run_app(args_list[1:] if args_list[:1] == ["--app"] else args_list)
    parser = _build_parser()
    for word in args_list:
        try:
            word.encode("utf-8")
        except UnicodeEncodeError:  # bytes that are not UTF-8, kept by surrogateescape
            sys.stderr.write("pyramid-coach: an argument is not valid UTF-8 text\n")
            return 2
    args = parser.parse_args(args_list)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    try:
        return handler(args)
    except InputError as exc:
        from coach_app.cli.jsonio import one_line

        sys.stderr.write(one_line(f"pyramid-coach {args.command}: {exc}") + "\n")
        return 2
    except Exception as exc:
        # A club's server refusing this login a read no store call turned into words
        # (coach_app.store.denied): "you may not …", one line, exit 2 like bad input.
        from coach_app.cli.jsonio import one_line
        from coach_app.store.denied import denial

        refused = denial(exc, "read")
        if refused is None:
            raise
        sys.stderr.write(one_line(f"pyramid-coach {args.command}: {refused}") + "\n")
        return 2
    except BrokenPipeError:
        return 0


"""The ``pyramid-coach`` command (the package of headless command groups).

One module per command group (``physics``, ``game``, ``drills``, ``history``, ``analysis``,
``ai``, ``rating``, ``bench``), the shared JSON input and error handling in
:mod:`coach_app.cli.jsonio`,
and each command's input schema in :mod:`coach_app.cli.schemas`.

With no arguments it opens the desktop app; with a subcommand it runs headless. Headless
commands must not import Qt (they start fast and run with no display), so every import of
the GUI happens inside :func:`_run_app`, and each subcommand imports only what it needs.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from simulation.errors import InputError

Handler = Callable[[argparse.Namespace], int]


class _Parser(argparse.ArgumentParser):
    """argparse with HEADLESS.md's error shape: a bad option is one line on stderr naming
    it, exit 2 (argparse's default prints the whole usage first). Sub-parsers inherit it."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message.splitlines()[0] if message else 'bad usage'}\n")


def _build_parser() -> argparse.ArgumentParser:
    # Each command group imports its own dependencies inside its handlers, so building the
    # parser loads none of the simulation beyond what argparse needs (and never Qt).
    from coach_app.cli import analysis, bench, drills, game, history, physics, rating

    parser = _Parser(
        prog="pyramid-coach",
        description="Russian pyramid trainer. Without a command it opens the desktop app; "
                    "the commands below run headless with JSON in and out (docs/headless.md).",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for group in (physics, bench, game, drills, history, analysis, rating):
        group.register(sub)
    return parser


def _run_app(argv: Sequence[str]) -> int:
    from coach_app.shell.app import run_app

    return run_app(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or args_list[0].startswith("-platform") or args_list[0] == "--app":
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
    except BrokenPipeError:
        return 0


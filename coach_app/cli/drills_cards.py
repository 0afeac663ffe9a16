"""``pyramid-coach drills cards --out FILE.pdf [--attempts N] [--lang ru|en] ID…``.

Printable drill cards for a real table (coach_app/report/cards.py): a practice plan when
more than one drill is given, then one A4 card per drill with the layout to scale, each
ball's tape and diamond figures and a score sheet. Prints ``{"out", "pages"}``. Every input
is checked before anything is drawn (an unknown id, N outside 1..50, no id, an unwritable
``--out``): exit 2 with one line, and no file is written. Headless: no Qt.
"""

from __future__ import annotations

import argparse

from coach_app.cli.jsonio import path_arg, write_json
from simulation.errors import InputError


def register(dsub: argparse._SubParsersAction) -> None:
    c = dsub.add_parser("cards", help="printable drill cards (PDF) to set drills up on a real "
                                      "table, with a score sheet")
    c.add_argument("ids", nargs="*", metavar="ID", help="drill ids, in the order to practise")
    c.add_argument("--out", required=True, metavar="FILE.pdf")
    c.add_argument("--attempts", type=int, default=10,
                   help="score boxes per drill, 1 to 50 (default 10)")
    c.add_argument("--lang", choices=("ru", "en"), default="ru",
                   help="language of the cards (default ru)")
    c.add_argument("--user-dir", metavar="DIR", type=path_arg,
                   help="also load the user packs in DIR")
    c.set_defaults(handler=_cards)


def _cards(args: argparse.Namespace) -> int:
    from coach_app.files.atomic import check_target
    from coach_app.report.cards import MAX_ATTEMPTS, write_cards
    from drills.library import load_library

    if not args.ids:
        raise InputError("ID", "give at least one drill id")
    if not 1 <= args.attempts <= MAX_ATTEMPTS:
        raise InputError("--attempts", f"must be a whole number from 1 to {MAX_ATTEMPTS}")
    lib = load_library(args.user_dir)
    known = {d.id: d for d in lib.drills()}
    missing = [i for i in args.ids if i not in known]
    if missing:
        raise InputError("ID", f"unknown drill {missing[0]!r}"
                         + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
    out = check_target(args.out, "--out")  # refused now, not after the drawing
    try:
        pages = write_cards(out, [known[i] for i in args.ids], attempts=args.attempts,
                            language=args.lang)
    except OSError as exc:
        raise InputError("--out", f"cannot write {out}: {exc.strerror}") from None
    write_json({"out": str(out), "pages": pages})
    return 0

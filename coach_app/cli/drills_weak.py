"""``pyramid-coach drills weak --player NAME``: a personal drill pack from the weak spots.

Reads the player's recorded pot attempts (``--db``), finds the cut x distance cells potted
well below the player's own trend and the aim bias there (coach_app/services/weak_spots.py),
and prints ``{"player", "seed", "attempts", "cells", "pack"}``; ``--out FILE.toml`` also
writes the pack, ready for the user drill folder (same seed, same history: same pack; run
again after practice to re-measure). Exit 2 on bad input; no Qt.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from coach_app.cli.jsonio import write_json
from simulation.errors import InputError


def register(dsub: argparse._SubParsersAction) -> None:
    w = dsub.add_parser("weak", help="a personal drill pack from the weak spots in a player's "
                                     "history")
    w.add_argument("--player", required=True, metavar="NAME")
    w.add_argument("--db", metavar="URL", help="database URL or SQLite file (default: "
                                               "$PYRAMID_COACH_DB, else the user's history)")
    w.add_argument("--seed", type=int, default=0)
    w.add_argument("--per-cell", type=int, default=4, help="drills per weak cell (default 4)")
    w.add_argument("--cells", type=int, default=2, help="weak cells to drill (default 2)")
    w.add_argument("--out", metavar="FILE.toml", help="also write the pack to FILE.toml")
    w.set_defaults(handler=_weak)


def _weak(args: argparse.Namespace) -> int:
    from coach_app.services.weak_spots import weak_spot_pack
    from coach_app.store import History
    from coach_app.store.opening import command_store
    from drills.schema import check_pack
    from drills.tomlw import dumps

    if not 0 <= args.seed < 1_000_000:
        raise InputError("--seed", "must be a whole number from 0 to 999999")
    if not 1 <= args.per_cell <= 20:
        raise InputError("--per-cell", "must be a whole number from 1 to 20")
    if not 1 <= args.cells <= 6:
        raise InputError("--cells", "must be a whole number from 1 to 6")
    out = Path(args.out) if args.out else None
    if out is not None and not out.parent.is_dir():
        raise InputError("--out", f"folder {out.parent} does not exist")
    with command_store(args.db, create=False) as store:  # reads only: never makes one
        player = History(store).player(args.player)
        found = weak_spot_pack(store, player.id, player.name, seed=args.seed,
                               per_cell=args.per_cell, cells_used=args.cells)
    if not found["pack"]["drills"]:
        raise InputError("--player", f"{args.player} has too few pot attempts in the history "
                         "to find a weak spot")
    problems, _ = check_pack(found["pack"], "weak-spots", frozenset())
    if problems:  # a bug, not bad input: say so plainly
        raise RuntimeError(str(problems[0]))
    if out is not None:
        try:
            out.write_text(dumps(found["pack"]), encoding="utf-8")
        except OSError as exc:
            raise InputError("--out", f"cannot write {out}: {exc.strerror}") from exc
    write_json({"player": player.name, "seed": args.seed, **found})
    return 0

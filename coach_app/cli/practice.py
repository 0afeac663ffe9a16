"""``pyramid-coach practice log``: a set played at a real table, into the history.

Reads one JSON object (stdin or ``--in FILE``)::

    {"player": NAME, "drill": ID, "played_at": ISO-8601,
     "where": {"kind": "real", "table": NAME},
     "attempts": [{"success": true}, {"success": false, "comment": "…"}, …]}

Each attempt is scored by the drill's own rules (drills/real_entry.py: ``success``,
``points``, ``potted``, ``stop``, ``comment``); the drill ``skill-test`` takes the battery's
attempts in order and is scored as the skill test on the screen (drills/real_test.py).
Everything is checked before the history is opened: bad input exits 2 with one line naming
the field and stores nothing; a good set is stored in one transaction and its ids printed.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from coach_app.cli.jsonio import add_input_option, path_arg, read_json, write_json
from simulation.errors import InputError

FIELDS = ("player", "drill", "played_at", "where", "attempts")
MAX_ATTEMPTS = 500


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("practice", help="practice played at a real table")
    psub = p.add_subparsers(dest="practice_command", metavar="SUBCOMMAND")
    p.set_defaults(handler=_help(p))
    log = psub.add_parser("log", help="record a set of attempts played at a real table "
                                      "(JSON in), printing its ids")
    add_input_option(log)
    log.add_argument("--db", metavar="URL", help="database URL or SQLite file (default: "
                                                 "$PYRAMID_COACH_DB, else the user's history)")
    log.add_argument("--user-dir", metavar="DIR", type=path_arg,
                     help="also load the user drill packs in DIR")
    log.set_defaults(handler=_log)


def _help(parser: argparse.ArgumentParser) -> Any:
    def show(_: argparse.Namespace) -> int:
        import sys

        parser.print_help(sys.stderr)
        return 2
    return show


def _text(data: Mapping[str, Any], key: str, limit: int) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > limit:
        raise InputError(key, f"must be text of 1 to {limit} characters")
    return value.strip()


def _played_at(value: Any) -> datetime:
    from coach_app.store.import_check import check_time

    if not isinstance(value, str) or len(value) > 40:
        raise InputError("played_at", "must be a date-time text (ISO 8601, e.g. "
                                      "2026-12-03T18:30:00+03:00)")
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise InputError("played_at", f"is not a date-time: {value!r}") from None
    return check_time(when, "played_at")


def _attempts(data: Mapping[str, Any]) -> Sequence[Any]:
    value = data.get("attempts")
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_ATTEMPTS:
        raise InputError("attempts", f"must be a list of 1 to {MAX_ATTEMPTS} attempts")
    return value


def parse_set(data: Mapping[str, Any], library: Any) -> tuple[Any, dict[str, Any]]:
    """The :class:`~coach_app.store.real_table.RealSet` ``data`` describes and what to print
    beside its ids (the skill test's score); InputError naming the field otherwise."""
    from coach_app.store.real_table import RealSet
    from coach_app.store.where import where_from_json
    from drills import skilltest
    from drills.real_entry import score_entry

    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise InputError(str(unknown[0])[:40], f"unknown field (known: {', '.join(FIELDS)})")
    player = _text(data, "player", 100)
    drill_id = _text(data, "drill", 100)
    when = _played_at(data.get("played_at"))
    if "where" not in data:
        raise InputError("where", 'is required: {"kind": "real", "table": NAME}')
    where = where_from_json(data["where"])
    if not where.real:
        raise InputError("where.kind", 'must be "real": the app records the screen\'s sets')
    entries = _attempts(data)
    extra: dict[str, Any] = {}
    if drill_id == skilltest.TEST_ID:
        from drills.real_test import score_real_test

        test = score_real_test(library, entries)
        scored = test.attempts
        title = f"skill test v{skilltest.VERSION}: {test.score.total}/{skilltest.TOTAL}"
        category, discipline = skilltest.CATEGORY, "free"
        extra["skill_test"] = test.score.to_json()
    else:
        try:
            drill = library.get(drill_id)
        except InputError as exc:
            raise InputError("drill", exc.message) from None
        scored = tuple(score_entry(drill, e, f"attempts[{k}]") for k, e in enumerate(entries))
        title, category, discipline = drill.title.get("en"), drill.category, drill.discipline
    real = RealSet(player, drill_id, title, category, discipline, when, where,
                   [(a.success, a.reason, a.points, a.detail) for a in scored])
    extra["made"] = sum(a.success for a in scored)
    extra["attempts"] = len(scored)
    extra["points"] = sum(a.points for a in scored)
    return real, extra


def _log(args: argparse.Namespace) -> int:
    from coach_app.store.opening import command_store
    from coach_app.store.real_table import log_real_set
    from drills.library import load_library

    data = read_json(args)
    real, extra = parse_set(data, load_library(args.user_dir))
    with command_store(args.db, create=True) as store:
        logged = log_real_set(store, real)
    write_json({**logged.to_json(), "where": real.where.to_json(), **extra})
    return 0

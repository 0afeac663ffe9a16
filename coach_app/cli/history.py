"""``pyramid-coach report``, ``history export|import`` and ``bench history``.

Headless: no Qt is imported (matplotlib draws with Agg). Every command takes ``--db URL``
(else ``PYRAMID_COACH_DB``, else the SQLite file in the user's data directory). A refused
database or file raises StoreError, an InputError: exit 2 with one line on standard error.
``report`` and ``history export`` only read, and never create a history (a mistyped
``--db`` is said, not made); ``history import`` may create one, removed again when the
import fails.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path

from coach_app.files.atomic import check_target, write_text
from simulation.errors import InputError


def _db_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="URL",
                   help="database URL or SQLite file (default: $PYRAMID_COACH_DB, else the "
                        "history in the user's data directory)")


def register(sub: argparse._SubParsersAction) -> None:
    r = sub.add_parser("report", help="a student's progress report as a PDF")
    r.add_argument("--player", required=True, metavar="NAME")
    r.add_argument("--from", dest="start", metavar="DATE", help="first day (YYYY-MM-DD)")
    r.add_argument("--to", dest="end", metavar="DATE", help="last day (YYYY-MM-DD)")
    r.add_argument("--out", required=True, metavar="FILE.pdf")
    r.add_argument("--lang", choices=("ru", "en"), default=None,
                   help="language of the report (default: Russian when the user's locale "
                        "is Russian, else English)")
    # coach_app.store.query_scope.WHERE_SCOPES, spelled out: the parser loads no SQLAlchemy.
    r.add_argument("--where", choices=("all", "screen", "real"), default="all",
                   help="what the report covers: play on the screen, at a real table, or "
                        "all (default); every chart and the summary say which")
    _db_option(r)
    r.set_defaults(handler=_report)
    h = sub.add_parser("history", help="export or import the practice and game history")
    hsub = h.add_subparsers(dest="history", metavar="ACTION")
    e = hsub.add_parser("export", help="write the history as JSON (to import) or CSV")
    e.add_argument("--format", choices=("json", "csv"), default="json")
    e.add_argument("--out", metavar="FILE", help="write to FILE instead of standard output")
    e.add_argument("--player", metavar="NAME", help="only this player's sessions")
    _db_option(e)
    e.set_defaults(handler=_export)
    i = hsub.add_parser("import", help="merge an exported JSON history (no duplicates)")
    i.add_argument("file", metavar="FILE")
    i.add_argument("--merge-same-name", action="store_true",
                   help="a player of the file with another id but a name the history has "
                        "is the same person: merge them (without it such a file is refused, "
                        "naming both)")
    _db_option(i)
    i.set_defaults(handler=_import)


def register_bench(bsub: argparse._SubParsersAction) -> None:
    """``bench history`` lives under ``bench`` (coach_app.cli.bench calls this)."""
    b = bsub.add_parser("history", help="time to compute and draw the charts and the report")
    b.add_argument("--shots", type=int, default=10_000,
                   help="shots to generate (default 10000, 100 to 250000)")
    b.add_argument("--repeat", type=int, default=3, help="timed runs, 1 to 20 (median reported)")
    b.add_argument("--db", metavar="URL",
                   help="use this database (filled if it holds no bench player) instead of "
                        "a temporary SQLite file")
    b.add_argument("--writers", type=int, default=0, metavar="N",
                   help="instead of the charts: N processes (1 to 16) record shots into one "
                        "history at once, and every shot is counted (0 lost is the guarantee)")
    b.add_argument("--shots-per-writer", type=int, default=500, metavar="N",
                   help="shots each writer records (default 500, at most 10000)")
    b.add_argument("--no-worker", action="store_true",
                   help="writers without the aim-bias worker thread writing alongside")
    b.set_defaults(handler=_bench)


#: The dates a report may span. Outside them the store's date arithmetic (a day's end, a
#: time zone's offset) would leave the calendar; no practice history reaches them.
FIRST_DAY, LAST_DAY = date(1900, 1, 1), date(2999, 12, 31)


def _date(value: str | None, option: str) -> date | None:
    if value is None:
        return None
    try:
        day = date.fromisoformat(value[:40])
    except ValueError:
        raise InputError(option, f"must be a date YYYY-MM-DD, not {value[:40]!r}") from None
    if not FIRST_DAY <= day <= LAST_DAY:
        raise InputError(option, f"must be a date from {FIRST_DAY} to {LAST_DAY}")
    return day


def _report(args: argparse.Namespace) -> int:
    from coach_app.report.lang import default_language, report_text
    from coach_app.report.pdf import build_report
    from coach_app.store import History, Period
    from coach_app.store.opening import command_store

    period = Period(_date(args.start, "--from"), _date(args.end, "--to"))
    if period.start and period.end and period.start > period.end:
        raise InputError("--from", "is after --to")
    out = check_target(args.out, "--out")  # refused now, not after the work
    with command_store(args.db, create=False) as store:
        player = History(store).player(args.player)
        try:
            result = build_report(store, player, period, out,
                                  report_text(args.lang or default_language()), args.where)
        except OSError as exc:
            raise InputError("--out", f"cannot write {out}: {exc.strerror}") from None
    print(f"{result.path}: {len(result.pages)} pages ({', '.join(result.pages)})")
    return 0


def _export(args: argparse.Namespace) -> int:
    from coach_app.store import History
    from coach_app.store.exchange import export_csv, export_json
    from coach_app.store.opening import command_store

    out = check_target(args.out, "--out") if args.out else None
    with command_store(args.db, create=False) as store:
        pid = History(store).player(args.player).id if args.player else None
        text = export_csv(store, pid) if args.format == "csv" else \
            json.dumps(export_json(store, pid), ensure_ascii=False, indent=1) + "\n"
    if out is not None:
        try:
            write_text(out, text)  # whole or not at all: an old file is never truncated
        except OSError as exc:
            raise InputError("--out", f"cannot write {out}: {exc.strerror}") from None
    else:
        sys.stdout.write(text)
    return 0


def _import(args: argparse.Namespace) -> int:
    from coach_app.store.exchange import import_json
    from coach_app.store.import_file import read_import_file
    from coach_app.store.opening import command_store

    data = read_import_file(Path(args.file))
    with command_store(args.db, create=True) as store:  # a new history, unless it fails
        summary = import_json(store, data, merge_same_name=args.merge_same_name)
    print(f"{args.file}: {summary.line()}")
    return 0


#: The sizes a benchmark may be asked for. A generated shot takes about 1.9 kB and 2 ms
#: (10,000 shots: 19 MB in 18 s on the development machine), so 250,000 shots are about
#: 0.5 GB and ten minutes; 16 writers of 10,000 shots, 160,000 shots.
BENCH_SHOTS = (100, 250_000)
BENCH_REPEAT = (1, 20)
BENCH_WRITERS = (1, 16)
BENCH_SHOTS_PER_WRITER = (1, 10_000)


def _count(value: int, option: str, bounds: tuple[int, int]) -> int:
    lo, hi = bounds
    if not lo <= value <= hi:
        raise InputError(option, f"must be a whole number from {lo:,} to {hi:,}")
    return value


def _bench(args: argparse.Namespace) -> int:
    if args.writers:
        from coach_app.cli.writers_bench import report

        writers = _count(args.writers, "--writers", BENCH_WRITERS)
        shots = _count(args.shots_per_writer, "--shots-per-writer", BENCH_SHOTS_PER_WRITER)
        print(report(args.db, writers, shots, not args.no_worker))
        return 0
    from coach_app.cli.history_bench import run_history_bench

    print(run_history_bench(shots=_count(args.shots, "--shots", BENCH_SHOTS),
                            repeat=_count(args.repeat, "--repeat", BENCH_REPEAT), url=args.db))
    return 0

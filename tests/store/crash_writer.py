"""Run by test_crash.py in a separate process: record shots in a loop, one commit each,
printing each shot's id once its commit has returned. The test kills this process with
SIGKILL at a random moment."""

from __future__ import annotations

import sys

from coach_app.store import History, NewShot, PlayedShot, open_store
from coach_app.store.synth import _Rows, _Session
from simulation.table import TableSpec


def main(url: str) -> None:
    import random
    from datetime import UTC, datetime

    with open_store(url) as store:
        history = History(store)
        player = history.ensure_player("Crash test")
        session = history.start_session(player.id)
        gen = _Session(random.Random(1), TableSpec(), _Rows(), player.id, player.name,
                       datetime.now(UTC), 0.5)
        print(session.id, flush=True)
        while True:
            result, layout, stroke, ok = gen._pot(None)
            ref = history.record_shot(NewShot(session.id, PlayedShot(
                layout, stroke, result, legal=ok), player_id=player.id))
            print(ref.id, flush=True)


if __name__ == "__main__":
    main(sys.argv[1])

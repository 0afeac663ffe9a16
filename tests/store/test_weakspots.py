"""Drills from a player's weak spots target a synthetic history's known flaw."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from coach_app.services.weak_spots import analyse, weak_spot_pack
from coach_app.store import History, open_store
from coach_app.store.synth import Weakness, populate
from drills.schema import check_pack
from drills.weakspots import PotRecord, personal_pack, weak_cells
from simulation.analysis.bias import cut_geometry
from simulation.table import TableSpec


def test_the_weak_spot_set_targets_the_planted_flaw(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    flaw = Weakness(cut=(30.0, 45.0), distance=(1.0, 1.5), bias_deg=0.6, pot_penalty=0.35)
    with open_store(db) as store:
        populate(store, shots=2500, player="Ivan", seed=5, weakness=flaw)
        pid = History(store).player("Ivan").id
        cells, _ = analyse(store, pid, cells_used=1)
        found = weak_spot_pack(store, pid, "Ivan", seed=7, cells_used=1)
        again = weak_spot_pack(store, pid, "Ivan", seed=7, cells_used=1)
    top = cells[0]
    assert (top.cut, top.distance) == (flaw.cut, flaw.distance)
    assert top.shortfall > 0.2 and top.score > 3 * cells[1].score
    assert top.bias_deg is not None and abs(top.bias_deg - flaw.bias_deg) < 0.15
    assert found["cells"][0]["code"] == "overcut"
    # The set is reproducible, valid, and every drill is a pot inside the weak cell.
    assert found == again
    problems, pack = check_pack(found["pack"], "weak.json", frozenset())
    assert not problems and pack is not None and len(pack.drills) == 4
    table = TableSpec()
    for d in pack.drills:
        pocket = table.pocket(d.goal.pockets[0]).mouth_centre
        cut, dist, _ = cut_geometry(dict(d.layout.balls), "cue", "1", pocket, table.ball_radius)
        assert flaw.cut[0] <= cut < flaw.cut[1] and flaw.distance[0] <= dist < flaw.distance[1]
        assert "перерезаете" in d.instructions.ru and "30–45°" in d.instructions.ru


def test_a_history_without_a_flaw_has_no_standout_cell() -> None:
    import random

    rng = random.Random(3)
    recs = []
    for _ in range(1500):
        cut, d = rng.uniform(0, 75), rng.uniform(0.2, 2.2)
        recs.append(PotRecord(cut, d, rng.random() < 0.95 - 0.008 * cut - 0.15 * d))
    cells = weak_cells(recs)
    assert cells and cells[0].score < 3.0
    assert personal_pack(cells, "x", seed=1) == personal_pack(cells, "x", seed=1)


def test_weak_command_bad_input_and_too_little_history(tmp_path: Path) -> None:
    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "coach_app.cli", "drills", "weak", *args],
                              capture_output=True, text=True, timeout=300)

    db = tmp_path / "e.db"
    with open_store(db) as store:
        History(store).ensure_player("Olga")
    p = run("--player", "Olga", "--db", str(db))
    assert p.returncode == 2 and p.stdout == "" and "--player" in p.stderr
    p = run("--player", "Olga", "--db", str(db), "--per-cell", "0")
    assert p.returncode == 2 and "--per-cell" in p.stderr

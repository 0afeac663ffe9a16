"""The printable drill cards: pages, pass marks, the command's bad input, Russian that fits.

A few drills only (each card is a full A4 figure): one with a sequence and a pass mark
(colours.set-1), a rack (break.free), a safety, a pot with a target zone.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text
from matplotlib.transforms import Bbox

from coach_app.cli import main
from coach_app.report.card_sheet import pass_mark_of
from coach_app.report.cards import CardSet, card_page, plan_page, write_cards
from coach_app.report.lang import report_text
from drills.library import Library, load_library
from simulation.table import TableSpec

IDS = ("colours.set-1", "break.free", "safe.tight", "pot.stun-corner")


@pytest.fixture(scope="module")
def lib() -> Library:
    return load_library(None)


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", path.read_bytes()))


def test_one_drill_is_one_page_without_a_plan(tmp_path: Path, lib: Library) -> None:
    out = tmp_path / "one.pdf"
    pages = write_cards(out, [lib.get("break.free")], language="en")
    assert pages[0] == lib.get("break.free").title.en
    assert pdf_pages(out) == 1


def test_several_drills_get_a_plan_page_first(tmp_path: Path, lib: Library) -> None:
    out = tmp_path / "three.pdf"
    drills = [lib.get(i) for i in IDS[:3]]
    pages = write_cards(out, drills, attempts=7, language="ru")
    assert len(pages) == 1 + 3
    assert pages[0] == "План тренировки"
    assert pages[1:] == [d.title.ru for d in drills]
    assert pdf_pages(out) == 4


def test_pass_mark_is_the_progression_scaled_up(lib: Library) -> None:
    drill = lib.get("colours.set-1")  # 3 successes of 5 open the next drill
    assert drill.progression is not None and drill.progression.pass_mark == 3
    assert pass_mark_of(drill, 5) == 3
    assert pass_mark_of(drill, 10) == 6
    assert pass_mark_of(drill, 7) == 5  # 4.2 rounded up: never less than the screen asks
    assert pass_mark_of(drill, 1) == 1
    assert pass_mark_of(lib.get("break.free"), 10) is None


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["drills", "cards", *argv])
    got = capsys.readouterr()
    return code, got.out, got.err


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_command_prints_the_file_and_the_page_titles(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, lib: Library) -> None:
    out = tmp_path / f"cards-{lang}.pdf"
    code, stdout, err = run(["--out", str(out), "--lang", lang, "--attempts", "12",
                             "colours.set-1", "pot.stun-corner"], capsys)
    assert code == 0, err
    data = json.loads(stdout)
    assert data["out"] == str(out)
    assert data["pages"][1:] == [lib.get("colours.set-1").title.get(lang),
                                 lib.get("pot.stun-corner").title.get(lang)]
    assert out.read_bytes()[:5] == b"%PDF-"
    assert pdf_pages(out) == 3


@pytest.mark.parametrize(("argv", "field"), [
    (["no.such-drill"], "ID"),
    (["break.free", "no.such-drill"], "ID"),
    ([], "ID"),
    (["--attempts", "0", "break.free"], "--attempts"),
    (["--attempts", "51", "break.free"], "--attempts"),
])
def test_bad_input_exits_2_and_writes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], field: str) -> None:
    out = tmp_path / "cards.pdf"
    code, stdout, err = run(["--out", str(out), *argv], capsys)
    assert code == 2
    assert stdout == ""
    assert err.count("\n") == 1 and f"{field}:" in err
    assert list(tmp_path.iterdir()) == []


def test_unwritable_out_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for target in (tmp_path / "missing" / "cards.pdf", tmp_path):
        code, stdout, err = run(["--out", str(target), "break.free"], capsys)
        assert code == 2 and stdout == ""
        assert err.count("\n") == 1 and "--out:" in err
    assert list(tmp_path.iterdir()) == []


def test_the_command_does_not_import_qt(tmp_path: Path) -> None:
    out = tmp_path / "c.pdf"
    code = ("import sys; from coach_app.cli import main; "
            f"rc = main(['drills', 'cards', '--out', {str(out)!r}, 'break.free']); "
            "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))); "
            "print(rc, qt)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip().splitlines()[-1] == "0 []"


def _texts(fig: Figure) -> list[Text]:
    found = [t for t in fig.texts if t.get_text().strip()]
    for ax in fig.axes:
        found += [t for t in ax.texts if t.get_text().strip()]
    return found


def _overlap(a: Bbox, b: Bbox) -> bool:
    """Closer than 3 px side by side (a word running into the next column's reads as one
    word), or more than a pixel in common above and below."""
    both = Bbox.intersection(a, Bbox.from_extents(
        b.x0 - 3, b.y0, b.x1 + 3, b.y1))
    return both is not None and both.width > 1 and both.height > 1


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_text_fits_on_the_page_and_none_overlap(lang: str, lib: Library) -> None:
    """Russian is longer than English: every text of a card and of the plan lies inside
    the page, and no two texts outside the table diagram overlap (the diagram's ball
    numbers sit on touching balls of a rack by design)."""
    tr = report_text(lang)
    spec = TableSpec()
    longest = max(lib.drills(), key=lambda d: len(d.instructions.get(lang)))
    figs = [plan_page([CardSet(lib.get(i), 50) for i in IDS], tr)]
    figs += [card_page(lib.get(i), 50, tr, spec, lang) for i in ("colours.set-1", "break.free")]
    figs.append(card_page(longest, 10, tr, spec, lang))
    for fig in figs:
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        renderer = canvas.get_renderer()
        page = fig.bbox
        diagram = fig.axes[0] if len(fig.axes) > 2 else None
        boxes = []
        for t in _texts(fig):
            box = t.get_window_extent(renderer)
            assert box.x0 >= page.x0 - 1 and box.x1 <= page.x1 + 1, t.get_text()
            assert box.y0 >= page.y0 - 1 and box.y1 <= page.y1 + 1, t.get_text()
            if t.axes is not diagram:
                boxes.append((t.get_text(), box))
            if diagram is not None and t.axes is None:  # the title and the goal's words
                assert box.y0 >= diagram.bbox.y1 - 1, t.get_text()
        clashes = [(a, b) for (a, ba), (b, bb) in combinations(boxes, 2)
                   if _overlap(ba, bb)]
        assert clashes == []

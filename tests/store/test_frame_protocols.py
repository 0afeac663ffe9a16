"""Stored frames read back with what their protocol needs (``History.frame_sheets``), and
the PDF report prints each finished game frame's protocol in the report's language."""

from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.text import Text

from coach_app.report import pdf
from coach_app.report.lang import report_text
from coach_app.store import History, Period, open_store
from simulation.rules.protocol import frame_protocol
from tests.rules.test_protocol import play
from tests.rules.test_record_frames import PROTOCOLS


def _store_frame(h: History, name: str, *, where: str | None = None) -> str:
    state, _ = play(*PROTOCOLS[name][:2])
    me = h.ensure_player("P1")
    s = h.start_session(me.id, "game")
    options = {"where": where} if where else {}
    g = h.start_game(s.id, state.discipline, state.sides, player_side="P1", options=options)
    f = h.start_frame(g.id, 1, state.breaker)
    h.finish_frame(f.id, winner=state.winner, scores=dict(state.scores), sheet=state.sheet)
    h.finish_game(g.id, state.winner)
    return s.id


def test_frame_sheets_read_back_the_protocol(tmp_path):
    with open_store(tmp_path / "h.sqlite3") as store:
        h = History(store)
        sid = _store_frame(h, "classic-71", where="real")
        (f,) = h.frame_sheets(sid)
        assert f.discipline == "classic-71" and f.sides == ("P1", "P2")
        assert f.options == {"where": "real"} and f.frame.winner == "P2"
        p = frame_protocol(f.discipline, f.sides, f.sheet, winner=f.frame.winner, over=True)
        assert dict(p.scores) == dict(f.scores) == PROTOCOLS["classic-71"][2]
        assert len(p.visits) == 6


def _texts(fig: Figure) -> str:
    cells = [c.get_text().get_text().replace("\n", " ") for ax in fig.axes
             for table in ax.tables for c in table.get_celld().values()]
    return "\n".join([t.get_text() for t in fig.texts if isinstance(t, Text)] + cells)


def test_the_report_prints_each_frames_protocol(tmp_path, monkeypatch):
    pages: list[Figure] = []
    real = pdf._protocol_pages

    def keep(*args, **kw):
        figs = real(*args, **kw)
        pages.extend(figs)
        return figs

    monkeypatch.setattr(pdf, "_protocol_pages", keep)
    with open_store(tmp_path / "h.sqlite3") as store:
        h = History(store)
        _store_frame(h, "free")
        _store_frame(h, "classic-71", where="real")
        result = pdf.build_report(store, h.player("P1"), Period(), tmp_path / "r.pdf",
                                  report_text("ru"))
    assert result.pages.count("Протокол партии") == 2
    free, classic = (_texts(f) for f in pages)
    assert "Протокол партии 1" in free and "Свободная пирамида" in free
    assert "P1: 8 очк. (своими ударами 6, штрафными шарами 2)" in free
    assert "двойной удар (п. 17)" in free  # the foul with its clause
    assert "сыграно за настоящим столом" in classic and "Подход" in classic

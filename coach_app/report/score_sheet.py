"""The printable score sheet of a match: one page (or more) per frame with its protocol,
the match so far under the last one. Written beside the target and renamed when complete,
like the progress report, so a failure leaves no half-written file."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from matplotlib.backends.backend_pdf import PdfPages

from coach_app.charts.text import Translate
from coach_app.files.atomic import atomic_path
from coach_app.report.protocol_pages import A4_LANDSCAPE, protocol_figures
from simulation.rules.protocol import FrameProtocol


def write_score_sheet(path: str | Path, frames: Sequence[tuple[int, FrameProtocol]],
                      names: Mapping[str, str], tr: Translate, *, heading: str,
                      played: Sequence[object] = (), match_winner: str | None = None
                      ) -> int:
    """Write ``frames`` (number, protocol) to ``path``; returns the number of pages."""
    pages = 0
    with atomic_path(Path(path)) as tmp, PdfPages(
            tmp, metadata={"Title": heading, "Author": "Pyramid Coach"}) as pdf:
        for k, (number, protocol) in enumerate(frames):
            last = k == len(frames) - 1
            for fig in protocol_figures(protocol, names, number, tr, heading=heading,
                                        frames=played if last else (),
                                        match_winner=match_winner if last else None):
                fig.set_size_inches(*A4_LANDSCAPE)
                pdf.savefig(fig)
                pages += 1
    return pages

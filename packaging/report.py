"""The build's report: the bundle's size and what takes it, and its cold start next to the
installed package's, measured side by side in one run.

``python packaging/report.py BUNDLE_FOLDER EXECUTABLE [--python VENV_PYTHON] [--cold-runs N]``
(packaging/build.py prints it after every build). Cold start is what ``pyramid-coach bench
gui`` measures: from before a fresh process is launched to the moment its main window is
shown, painted and the event loop idle: the same ``-c`` child as ``bench gui`` runs
(:func:`coach_app.cli.bench_gui.cold_start_child`), by the installed package's Python and by
the bundle's executable, which runs ``-c CODE`` as the interpreter does (packaging/entry.py).
The two are launched alternately so that neither gets a warmer disk cache or a quieter
machine; timings are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

#: The size the issue allows the unpacked Linux bundle (decimal megabytes, as `du --si`).
SIZE_BUDGET_MB = 250.0
MB = 1_000_000
#: A child that has not shown its window by then has failed.
CHILD_TIMEOUT_S = 120.0
#: The child both are timed with: the very function ``bench gui`` times.
CHILD = ("import sys; from coach_app.cli.bench_gui import cold_start_child; "
                   "sys.exit(cold_start_child(sys.argv[1]))")


@dataclass(frozen=True)
class Part:
    label: str
    bytes: int


def _files(folder: Path) -> Iterable[tuple[Path, int]]:
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            yield path, path.stat().st_size


def total_bytes(folder: Path) -> int:
    """The unpacked size: every file once (symlinks, as in a macOS .app, not counted twice)."""
    return sum(size for _, size in _files(folder))


def _label(rel: Path) -> str:
    parts = rel.parts
    if "_internal" in parts:
        parts = parts[parts.index("_internal") + 1:]
    elif "Frameworks" in parts:  # macOS .app: Contents/Frameworks holds what _internal does
        parts = parts[parts.index("Frameworks") + 1:]
    elif "Resources" in parts:
        parts = parts[parts.index("Resources") + 1:]
    else:
        return "the executables (with the program's compiled Python code)"
    head, name = parts[0], parts[-1].lower()
    if head == "PySide6":
        if "icu" in name:
            return "Qt: ICU (Unicode and locale data Qt Core needs)"
        if "plugins" in parts:
            return "Qt: plugins (platforms, themes, image formats, input methods)"
        if "translations" in parts:
            return "Qt: its Russian strings"
        if name.endswith((".pyd", ".abi3.so")) or "abi3" in name:
            return "PySide6: the Python bindings of the Qt modules"
        return "Qt: libraries (Core, Gui, Widgets, Multimedia, Network, DBus, Wayland...)"
    groups = {
        "numpy": "numpy (with OpenBLAS)", "numpy.libs": "numpy (with OpenBLAS)",
        "matplotlib": "matplotlib (with its fonts)", "fontTools": "fontTools (PDF fonts)",
        "PIL": "Pillow (matplotlib's images)", "pillow.libs": "Pillow (matplotlib's images)",
        "kiwisolver": "matplotlib's helpers (kiwisolver, contourpy)",
        "contourpy": "matplotlib's helpers (kiwisolver, contourpy)",
        "sqlalchemy": "SQLAlchemy, Alembic (the history)",
        "alembic": "SQLAlchemy, Alembic (the history)",
        "pydantic_core": "pydantic (input checks)", "pydantic": "pydantic (input checks)",
        "pymunk": "pymunk (the physics' contacts)", "psycopg_binary": "psycopg (PostgreSQL)",
        "drills": "the program's data (drills, translations, tables, sounds, icons)",
        "translations": "the program's data (drills, translations, tables, sounds, icons)",
        "resources": "the program's data (drills, translations, tables, sounds, icons)",
        "coach_app": "the program's data (drills, translations, tables, sounds, icons)",
        "base_library.zip": "Python: the interpreter and its standard library",
    }
    if head in groups:
        return groups[head]
    if head.startswith(("python3", "lib-dynload")) or name.startswith(("libpython", "python3")):
        return "Python: the interpreter and its standard library"
    if len(parts) == 1 and (".so" in name or name.endswith(".dll") or name.endswith(".dylib")):
        return "system libraries the above link against (X11, fonts, glib, OpenSSL...)"
    return "other Python packages"


def size_parts(folder: Path) -> list[Part]:
    sums: dict[str, int] = {}
    for path, size in _files(folder):
        label = _label(path.relative_to(folder))
        sums[label] = sums.get(label, 0) + size
    return sorted((Part(k, v) for k, v in sums.items()), key=lambda p: -p.bytes)


def _child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def _cold_start(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from before the launch to the window shown, painted and idle."""
    start = time.monotonic()
    done = subprocess.run(cmd, env=env, capture_output=True, text=True,
                          timeout=CHILD_TIMEOUT_S, check=False)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{cmd[0]}: the window did not start: {done.stderr.strip()[-800:]}")
    return float(json.loads(lines[-1])["ready"]) - start


@dataclass(frozen=True)
class ColdStarts:
    bundle: tuple[float, ...]
    installed: tuple[float, ...]


def measure_cold_starts(executable: Path, venv_python: Path, runs: int) -> ColdStarts:
    """``runs`` cold starts of each, alternating bundle and installed package."""
    bundle: list[float] = []
    installed: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        settings = str(Path(tmp) / "settings.ini")
        env = _child_env()
        for _ in range(runs):
            bundle.append(_cold_start([str(executable), "-c", CHILD, settings], env))
            installed.append(_cold_start([str(venv_python), "-c", CHILD, settings], env))
    return ColdStarts(tuple(bundle), tuple(installed))


def format_report(folder: Path, artifact: Path | None, parts: list[Part], total: int,
                  cold: ColdStarts | None) -> str:
    lines = [f"bundle: {folder}"]
    if artifact is not None and artifact.exists():
        lines.append(f"download: {artifact.name}, {artifact.stat().st_size / MB:.1f} MB")
    budget = (f" [budget on Linux <= {SIZE_BUDGET_MB:g} MB: "
              f"{'met' if total / MB <= SIZE_BUDGET_MB else 'OVER'}]")
    on_linux = sys.platform.startswith("linux")
    lines.append(f"unpacked: {total / MB:.1f} MB{budget if on_linux else ''}")
    lines.append("what takes the space:")
    for p in parts:
        lines.append(f"  {p.bytes / MB:7.1f} MB  {100 * p.bytes / total:4.1f} %  {p.label}")
    if cold is not None and cold.bundle:
        b, i = statistics.median(cold.bundle), statistics.median(cold.installed)
        lines.append(f"cold start to an interactive window ({len(cold.bundle)} fresh processes "
                     "each, launched alternately; medians, first launch in brackets):")
        lines.append(f"  bundle             {b:6.2f} s  [{cold.bundle[0]:.2f} s]")
        lines.append(f"  installed package  {i:6.2f} s  [{cold.installed[0]:.2f} s]")
        lines.append(f"  bundle / installed {b / i:6.2f}")
    return "\n".join(lines)


def write_report(folder: Path, executable: Path, artifact: Path | None, venv_python: Path,
                 cold_runs: int = 5) -> str:
    """The report as text, also written beside the download (``….report.txt``)."""
    total = total_bytes(folder)
    cold = measure_cold_starts(executable, venv_python, cold_runs) if cold_runs > 0 else None
    text = format_report(folder, artifact, size_parts(folder), total, cold)
    if artifact is not None:
        artifact.with_name(artifact.name + ".report.txt").write_text(text + "\n", "utf-8")
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/report.py", description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="the bundle's folder (or the .app)")
    parser.add_argument("executable", type=Path, help="the bundle's pyramid-coach executable")
    parser.add_argument("--python", type=Path, required=True,
                        help="the Python of an environment with the package installed")
    parser.add_argument("--cold-runs", type=int, default=5)
    args = parser.parse_args(argv)
    print(write_report(args.folder, args.executable, None, args.python, args.cold_runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())

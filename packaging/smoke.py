"""Smoke test of a built bundle, as a player's machine would run it:
``python packaging/smoke.py --artifact DOWNLOAD`` (installs it first) or
``--executable PATH``.

Everything runs in an environment with no trace of the developer's: PATH without any
virtual environment or the Python that runs this script, no PYTHONPATH or PYTHONHOME, and a
fresh home and data folders in a temporary directory, so the history the bundle writes can
only land in the platform's data folder of that fresh home. It checks, in order: the
version; the headless ``params``, ``shot``, ``game new`` and ``bench physics`` (which starts
the bundle again as ``-c CODE``); the bundle's self-check probe (Qt Multimedia and its
libraries load, translations, drills, worker processes); the window offscreen for 10 s with
no traceback on the terminal or in its log, which also creates the history in the data
folder; a shot recorded into that history with ``history import`` and read back with
``history export``; and a PDF report drawn from it. The release workflow runs this on every
platform; tests/release/test_linux_bundle.py runs it on a bundle built from a clean
checkout. Only the standard library is used: the bundle has to bring everything else.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

#: How long the window must stay up with no traceback.
WINDOW_SECONDS = 10.0
#: A headless command that takes longer than this has hung.
COMMAND_TIMEOUT_S = 180.0
#: docs/headless.md's example shot: ball 1 straight ahead of the cue ball.
SHOT = {"balls": {"cue": [-1.2, 0.0], "1": [0.9, 0.0]},
        "shot": {"cue_ball": "cue", "direction_deg": 0.0, "speed": 3.0, "side": 0.0,
                 "height": 0.0},
        "trace_hz": 0}
#: Qt modules the bundle may load; anything else (QML, WebEngine...) would be dead weight.
ALLOWED_QT_MODULES = {"QtCore", "QtGui", "QtWidgets", "QtMultimedia", "QtNetwork", "QtDBus"}
#: What the self-check may say of sound: "ok", or "device" where the machine has no audio
#: output (CI). "multimedia" or "libraries" would mean the bundle cannot play sounds at all.
PLAYABLE = {"ok", "device"}


class SmokeError(AssertionError):
    """A check failed; the message says which and shows what the bundle printed."""


@dataclass(frozen=True)
class Sandbox:
    """A fresh home for the bundle: its data, config and cache folders, and the environment
    that points the platform's folder lookups at them."""

    root: Path
    env: Mapping[str, str]

    @property
    def home(self) -> Path:
        return self.root / "home"


def clean_path(path: str, drop: list[Path]) -> str:
    """PATH without the folders of any virtual environment or of the given prefixes."""
    keep: list[str] = []
    for entry in path.split(os.pathsep):
        if not entry:
            continue
        p = Path(entry).resolve()
        if (p / "activate").exists() or (p.parent / "pyvenv.cfg").exists():
            continue
        if any(p == d or d in p.parents for d in drop):
            continue
        keep.append(entry)
    return os.pathsep.join(keep)


def make_sandbox(root: Path) -> Sandbox:
    home = root / "home"
    for sub in ("data", "config", "cache", "state", "AppData/Roaming", "AppData/Local"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    drop = [Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve(),
            Path(sys.executable).resolve().parent]
    if os.environ.get("VIRTUAL_ENV"):
        drop.append(Path(os.environ["VIRTUAL_ENV"]).resolve())
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYRAMID_COACH_DB",
                        "PYRAMID_COACH_PROBE", "QT_PLUGIN_PATH", "LD_LIBRARY_PATH")
           and not k.startswith(("XDG_", "CONDA"))}
    if sys.platform == "win32":
        # Windows keeps the system folders on PATH; only the Python ones go.
        env["PATH"] = clean_path(os.environ.get("PATH", ""), drop)
        # platformdirs asks Windows for the known folders, unless these say otherwise.
        roaming, local = str(home / "AppData" / "Roaming"), str(home / "AppData" / "Local")
        env.update(USERPROFILE=str(home), APPDATA=roaming, LOCALAPPDATA=local,
                   WIN_PD_OVERRIDE_APPDATA=roaming, WIN_PD_OVERRIDE_LOCAL_APPDATA=local)
    else:
        env["PATH"] = clean_path(os.environ.get("PATH", "/usr/bin:/bin"), drop) or "/usr/bin:/bin"
        env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                   XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
                   XDG_STATE_HOME=str(home / "state"))
    if sys.platform.startswith("linux"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return Sandbox(root, env)


class Bundle:
    """The bundle's executable, run in a sandbox."""

    def __init__(self, executable: Path, sandbox: Sandbox) -> None:
        self.executable = executable
        self.sandbox = sandbox

    def run(self, *args: str, stdin: str = "", probe: str | None = None,
            ok: bool = True) -> subprocess.CompletedProcess[str]:
        env = dict(self.sandbox.env)
        if probe:
            env["PYRAMID_COACH_PROBE"] = probe
        done = subprocess.run([str(self.executable), *args], input=stdin, env=env,
                              cwd=self.sandbox.root, capture_output=True, text=True,
                              encoding="utf-8", errors="replace",
                              timeout=COMMAND_TIMEOUT_S, check=False)
        if "Traceback (most recent call last)" in done.stderr:
            raise SmokeError(f"{' '.join(args) or probe}: a traceback\n{done.stderr[-3000:]}")
        if ok and done.returncode != 0:
            raise SmokeError(f"{' '.join(args) or probe}: exit {done.returncode}\n"
                             f"{done.stderr[-3000:]}")
        return done

    def json(self, *args: str, stdin: str = "", probe: str | None = None) -> dict:
        out = self.run(*args, stdin=stdin, probe=probe).stdout
        try:
            return json.loads(out)
        except json.JSONDecodeError as exc:
            raise SmokeError(f"{' '.join(args) or probe}: not JSON: {out[:500]!r}") from exc


def check_version(bundle: Bundle, expected: str | None) -> str:
    line = bundle.run("--version").stdout.strip()
    if not line.startswith("pyramid-coach ") or (expected and line != f"pyramid-coach {expected}"):
        raise SmokeError(f"--version printed {line!r}, expected 'pyramid-coach {expected}'")
    return line


def check_headless(bundle: Bundle) -> str:
    params = bundle.json("params")
    if abs(params["ball_radius"] - 0.034) > 1e-9:
        raise SmokeError(f"params: ball_radius {params['ball_radius']}")
    shot = bundle.json("shot", stdin=json.dumps(SHOT))
    types = [e["type"] for e in shot["events"]]
    if types[:1] != ["strike"] or "ball_ball" not in types or shot["duration"] <= 0:
        raise SmokeError(f"shot: events {types}, duration {shot['duration']}")
    state = bundle.json("game", "new", "--discipline", "dynamic")
    if state["discipline"] != "dynamic" or state["phase"] != "break" or len(state["balls"]) != 16:
        raise SmokeError(f"game new: {json.dumps(state)[:300]}")
    # A benchmark that times a fresh process: the bundle stands in for `python -c`.
    bench = bundle.run("bench", "physics", "--repeat", "1").stdout
    if "first shot after start:" not in bench:
        raise SmokeError(f"bench physics: {bench[-500:]!r}")
    return (f"params, shot ({len(types)} events, {shot['duration']:.2f} s), "
            f"game new (dynamic, {len(state['balls'])} balls, {state['phase']}), bench physics")


def check_probe(bundle: Bundle, expected_version: str | None) -> dict:
    report = bundle.json(probe="check")
    problems = []
    if not report["frozen"]:
        problems.append("not frozen: the check ran outside the bundle")
    if expected_version and report["version"] != expected_version:
        problems.append(f"version {report['version']}")
    if report["sound"] not in PLAYABLE:
        problems.append(f"sound: {report['sound']} (Qt Multimedia cannot play here)")
    if not report["sound_files"]:
        problems.append("the sound files are missing")
    if min(report["catalogues"].values()) < 10_000 or not report["qtbase_ru"]:
        problems.append(f"translations: {report['catalogues']}, qtbase_ru {report['qtbase_ru']}")
    if report["drills"] < 1 or len(report["tables"]) < 1:
        problems.append(f"drills {report['drills']}, tables {report['tables']}")
    if not report["workers_match"]:
        problems.append("worker processes computed something else than this process")
    extra = set(report["qt_modules"]) - ALLOWED_QT_MODULES
    if extra:
        problems.append(f"Qt modules beyond the program's: {sorted(extra)}")
    home = bundle.sandbox.home.resolve()
    if home not in Path(report["history_file"]).resolve().parents:
        problems.append(f"history file {report['history_file']} is not in the fresh home")
    if problems:
        raise SmokeError("self-check: " + "; ".join(problems) + f"\n{json.dumps(report)}")
    return report


def check_window(bundle: Bundle, history_file: Path, seconds: float = WINDOW_SECONDS) -> str:
    """The window runs ``seconds`` with no traceback, and opens the history in the fresh
    data folder meanwhile (so the migrations ran inside the bundle)."""
    proc = subprocess.Popen([str(bundle.executable)], env=dict(bundle.sandbox.env),
                            cwd=bundle.sandbox.root, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8",
                            errors="replace")
    time.sleep(seconds)
    alive = proc.poll() is None
    if alive:
        proc.terminate()
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    if not alive:
        raise SmokeError(f"the window exited after less than {seconds:g} s "
                         f"(exit {proc.returncode})\n{err[-3000:]}")
    if "Traceback (most recent call last)" in err:
        raise SmokeError(f"the window printed a traceback\n{err[-3000:]}")
    if not history_file.is_file():
        raise SmokeError(f"the window ran {seconds:g} s but created no history at {history_file}")
    # The window sends what no code caught to its log, not to the terminal.
    log = history_file.parent / "logs" / "pyramid-coach.log"
    text = log.read_text("utf-8", errors="replace") if log.is_file() else ""
    if "Traceback (most recent call last)" in text or "Unhandled exception" in text:
        raise SmokeError(f"the window logged an error in {log}\n{text[-3000:]}")
    logged = f", its log at {log.name}" if text else ""
    return (f"window up {seconds:g} s, no traceback on the terminal or in the log; history "
            f"created at {history_file}{logged}")


def one_shot_export(full: dict) -> tuple[dict, str]:
    """A history export cut down to its first shot and the rows that shot stands on: its
    player, its session, and its attempt and drill set or its frame and game."""
    shot = full["shots"][0]

    def rows(table: str, key: str, value: object) -> list[dict]:
        return [r for r in full[table] if value is not None and r[key] == value]

    attempts = rows("attempts", "id", shot.get("attempt_id"))
    frames = rows("frames", "id", shot.get("frame_id"))
    small = {k: ([] if isinstance(v, list) else v) for k, v in full.items()}
    small.update(
        sessions=rows("sessions", "id", shot["session_id"]), shots=[shot], attempts=attempts,
        drill_sets=[r for a in attempts for r in rows("drill_sets", "id", a["drill_set_id"])],
        frames=frames, games=[r for f in frames for r in rows("games", "id", f["game_id"])])
    people = {r["player_id"] for r in small["sessions"]} | {shot.get("player_id")}
    small["players"] = [p for p in full["players"] if p["id"] in people]
    return small, shot["id"]


def check_history(bundle: Bundle, history_file: Path) -> str:
    """A shot recorded into the fresh data folder's history, then read back from it."""
    work = bundle.sandbox.root
    source = work / "source.sqlite3"
    bundle.run("bench", "history", "--shots", "100", "--repeat", "1", "--db", str(source))
    full = bundle.json("history", "export", "--db", str(source))
    small, shot_id = one_shot_export(full)
    small_file = work / "one-shot.json"
    small_file.write_text(json.dumps(small), "utf-8")
    bundle.run("history", "import", str(small_file))  # no --db: the user's data folder
    back = bundle.json("history", "export")
    if [s["id"] for s in back["shots"]] != [shot_id]:
        shots = [s["id"] for s in back["shots"]]
        raise SmokeError(f"history export after the import: shots {shots}")
    player = small["players"][0]["name"]
    pdf = work / "report.pdf"
    bundle.run("report", "--player", player, "--out", str(pdf), "--lang", "ru")
    if not pdf.read_bytes().startswith(b"%PDF"):
        raise SmokeError("report: not a PDF")
    return (f"one shot recorded into {history_file} and read back; "
            f"PDF report {pdf.stat().st_size} bytes")


def smoke(executable: Path, expected_version: str | None = None,
          say: Callable[[str], None] = print, window_seconds: float = WINDOW_SECONDS) -> None:
    with tempfile.TemporaryDirectory(prefix="pyramid-smoke-") as tmp:
        bundle = Bundle(executable.resolve(), make_sandbox(Path(tmp)))
        say(f"ok  {check_version(bundle, expected_version)}")
        say(f"ok  {check_headless(bundle)}")
        report = check_probe(bundle, expected_version)
        say(f"ok  self-check: sound {report['sound']}, Qt {report['qt']} "
            f"({', '.join(report['qt_modules'])}), {report['drills']} drills, worker processes "
            "agree")
        history_file = Path(report["history_file"])
        say(f"ok  {check_window(bundle, history_file, window_seconds)}")
        say(f"ok  {check_history(bundle, history_file)}")


def project_version() -> str:
    """The version in this checkout's pyproject.toml: what the bundle must report."""
    text = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text("utf-8")
    return str(tomllib.loads(text)["project"]["version"])


def install_artifact(artifact: Path, dest: Path) -> Path:
    """Install the download as a player would, into ``dest``; the executable to test.

    A .tar.gz is unpacked; a Windows installer runs silently for this user into ``dest``; a
    .dmg is mounted and its .app copied out."""
    dest.mkdir(parents=True, exist_ok=True)
    name = artifact.name
    if name.endswith(".tar.gz"):
        with tarfile.open(artifact) as tar:
            tar.extractall(dest, filter="data")
        (folder,) = [p for p in dest.iterdir() if p.is_dir()]
        return folder / "pyramid-coach"
    if name.endswith("-setup.exe"):
        target = dest / "Pyramid Coach"
        subprocess.run([str(artifact), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
                        "/CURRENTUSER", f"/DIR={target}", "/TASKS="], check=True,
                       timeout=COMMAND_TIMEOUT_S)
        return target / "pyramid-coach.exe"
    if name.endswith(".dmg"):
        mount = dest / "mnt"
        mount.mkdir()
        subprocess.run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint",
                        str(mount), str(artifact)], check=True, timeout=COMMAND_TIMEOUT_S)
        try:
            (app,) = list(mount.glob("*.app"))
            shutil.copytree(app, dest / app.name, symlinks=True)
        finally:
            subprocess.run(["hdiutil", "detach", str(mount)], check=True,
                           timeout=COMMAND_TIMEOUT_S)
        return dest / app.name / "Contents" / "MacOS" / "pyramid-coach"
    raise SmokeError(f"{artifact}: not a download this project makes")


def uninstall_windows(executable: Path) -> str:
    """Run the uninstaller silently: the program folder goes (the data was never in it)."""
    folder = executable.parent
    subprocess.run([str(folder / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES",
                    "/NORESTART"], check=True, timeout=COMMAND_TIMEOUT_S)
    for _ in range(60):  # the uninstaller finishes in a copy of itself
        if not executable.exists():
            return f"uninstalled: {folder} removed"
        time.sleep(1)
    raise SmokeError(f"the uninstaller left {executable}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/smoke.py", description=__doc__.split("\n")[0])
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--executable", type=Path, help="a bundle's pyramid-coach executable")
    what.add_argument("--artifact", type=Path,
                      help="a download (.tar.gz, -setup.exe, .dmg): installed, tested and, on "
                           "Windows, uninstalled again")
    parser.add_argument("--version", default=None,
                        help="the version the bundle must report (default: pyproject.toml's)")
    args = parser.parse_args(argv)
    version = args.version or project_version()
    try:
        with tempfile.TemporaryDirectory(prefix="pyramid-install-") as tmp:
            exe = args.executable or install_artifact(args.artifact, Path(tmp))
            smoke(exe, version)
            if args.artifact and args.artifact.name.endswith("-setup.exe"):
                print(f"ok  {uninstall_windows(exe)}")
    except SmokeError as exc:
        print(f"FAILED {exc}", file=sys.stderr)
        return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

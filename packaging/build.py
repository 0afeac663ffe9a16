"""Build the desktop bundle: ``python packaging/build.py [--target linux|windows|macos]``.

One command, the same on a developer's machine and in the release workflow
(.github/workflows/release.yml); docs/install.md says why PyInstaller and what comes out:

1. a fresh virtual environment under ``build/bundle/`` with the project installed from this
   folder as a user would install it (``pip install ".[bundle]"``: a wheel, not an editable
   install, so the bundle gets exactly the package data and metadata a wheel carries), and
   PyInstaller, which is a build dependency only;
2. PyInstaller with packaging/pyramid-coach.spec: one folder holding the program, its Python,
   Qt (with Qt Multimedia for the sounds), the translations, drills and resources;
3. the thing a player downloads, into ``dist/``: on Linux a .tar.gz with a .desktop entry,
   icons and install.sh; on Windows an Inno Setup installer; on macOS an .app in a .dmg;
4. the report (packaging/report.py): the bundle's size and what takes it, and its cold start
   next to the installed package's, measured side by side.

Each platform's bundle is built on that platform (PyInstaller does not cross-build).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
TARGETS = ("linux", "windows", "macos")
#: The hicolor sizes the Linux tarball installs (packaging/render_icons.py renders them).
LINUX_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@dataclass(frozen=True)
class Built:
    """What a build made: the PyInstaller folder (or .app), its executable, the download."""

    target: str
    version: str
    folder: Path
    executable: Path
    artifact: Path
    venv_python: Path


def project_version(root: Path = ROOT) -> str:
    """pyproject.toml's version, the one place it is written (coach_app/version.py)."""
    return str(tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"]["version"])


def host_target() -> str:
    if sys.platform.startswith("linux"):
        return "linux"
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    raise SystemExit(f"build: no bundle for this platform ({sys.platform})")


def machine() -> str:
    """x86_64 or arm64, as the download's name says it."""
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(arch, arch)


def run(cmd: list[str | Path], **kw: object) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[call-overload]


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def make_venv(venv: Path, keep: bool) -> Path:
    """A fresh environment with the project (a wheel built from this folder) and PyInstaller."""
    python = venv_python(venv)
    reuse = keep and python.exists()
    if reuse:
        print(f"build: reusing {venv}", flush=True)
    else:
        if venv.exists():
            shutil.rmtree(venv)
        run([sys.executable, "-m", "venv", venv])
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("PYTHONPATH", None)
    run([python, "-m", "pip", "install", "--quiet", f"{ROOT}[bundle]"], env=env)
    if reuse:  # the same version number is "already installed": the tree may have changed
        run([python, "-m", "pip", "install", "--quiet", "--no-deps", "--force-reinstall",
             str(ROOT)], env=env)
    return python


def make_icon(python: Path, kind: str, out: Path) -> Path:
    """The .ico (Windows) or .icns (macOS) from the committed PNGs, with Pillow, which the
    build environment has (matplotlib needs it)."""
    run([python, HERE / "icons.py", kind, out])
    return out


def pyinstaller(python: Path, target: str, version: str, work: Path, icon: Path | None
                ) -> Path:
    dist = work / "dist"
    if dist.exists():
        shutil.rmtree(dist)
    env = dict(os.environ, PYRAMID_COACH_TARGET=target, PYRAMID_COACH_VERSION=version,
               PYRAMID_COACH_ICON=str(icon or ""))
    env.pop("PYTHONPATH", None)  # the bundle is made from the build environment alone
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work / "pyinstaller", HERE / "pyramid-coach.spec"],
        env=env, cwd=work)
    return dist


def _elf_has(path: Path, what: str, option: str) -> bool:
    done = subprocess.run(["readelf", option, str(path)], capture_output=True, text=True,
                          check=False)
    return done.returncode == 0 and what in done.stdout


def strip_debug(folder: Path) -> tuple[int, int]:
    """Debug symbols out of the libraries that carry them (the Python library alone has
    18 MB, the compiled extensions of kiwisolver, fontTools, SQLAlchemy and pymunk most of
    the rest): ``strip --strip-debug``, which leaves every symbol a program links against.
    A library that auditwheel patched (its RPATH starts at ``$ORIGIN``, or it lives in a
    ``*.libs`` folder) is left alone: stripping one breaks its loading ("ELF load command
    address/offset not page-aligned", numpy's OpenBLAS). Returns the libraries stripped and
    the bytes saved."""
    strip = shutil.which("strip")
    if strip is None or shutil.which("readelf") is None:
        print("build: strip/readelf not found (binutils): debug symbols stay", flush=True)
        return 0, 0
    count = saved = 0
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink() or any(
                part.endswith(".libs") for part in path.relative_to(folder).parts):
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        if not _elf_has(path, ".debug_info", "-S") or _elf_has(path, "$ORIGIN", "-d"):
            continue
        before = path.stat().st_size
        subprocess.run([strip, "--strip-debug", str(path)], check=True)
        count, saved = count + 1, saved + before - path.stat().st_size
    print(f"build: debug symbols stripped from {count} libraries, {saved / 1e6:.1f} MB",
          flush=True)
    return count, saved


def package_linux(dist: Path, version: str, out: Path) -> tuple[Path, Path, Path]:
    """``pyramid-coach-VERSION-linux-ARCH.tar.gz``: the folder with install.sh, uninstall.sh,
    the .desktop entry and the hicolor icons beside the executable."""
    name = f"pyramid-coach-{version}-linux-{machine()}"
    folder = dist / name
    (dist / "pyramid-coach").rename(folder)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(HERE / "linux" / script, folder / script)
        (folder / script).chmod(0o755)
    shutil.copy2(HERE / "linux" / "pyramid-coach.desktop", folder / "pyramid-coach.desktop")
    for size in LINUX_ICON_SIZES:
        target = folder / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"pyramid-coach-{size}.png", target / "pyramid-coach.png")
    scalable = folder / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICONS / "pyramid-coach.svg", scalable / "pyramid-coach.svg")
    shutil.copy2(HERE / "linux" / "README.txt", folder / "README.txt")
    out.mkdir(parents=True, exist_ok=True)
    artifact = out / f"{name}.tar.gz"
    print(f"build: writing {artifact}", flush=True)
    with tarfile.open(artifact, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=name)
    return folder, folder / "pyramid-coach", artifact


def package_windows(dist: Path, version: str, out: Path, icon: Path) -> tuple[Path, Path, Path]:
    """``PyramidCoach-VERSION-windows-x64-setup.exe``, by Inno Setup's compiler."""
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        default = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"))
        candidate = default / "Inno Setup 6" / "ISCC.exe"
        iscc = str(candidate) if candidate.exists() else None
    if iscc is None:
        raise SystemExit("build: Inno Setup's iscc was not found (https://jrsoftware.org)")
    folder = dist / "pyramid-coach"
    out.mkdir(parents=True, exist_ok=True)
    run([iscc, f"/DAppVersion={version}", f"/DSourceDir={folder}", f"/DOutputDir={out}",
         f"/DIconFile={icon}", HERE / "windows" / "pyramid-coach.iss"])
    artifact = out / f"PyramidCoach-{version}-windows-x64-setup.exe"
    return folder, folder / "pyramid-coach.exe", artifact


def package_macos(dist: Path, version: str, out: Path) -> tuple[Path, Path, Path]:
    """``PyramidCoach-VERSION-macos-ARCH.dmg``: the .app and a link to /Applications."""
    app = dist / "Pyramid Coach.app"
    stage = dist / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir()
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    out.mkdir(parents=True, exist_ok=True)
    artifact = out / f"PyramidCoach-{version}-macos-{machine()}.dmg"
    if artifact.exists():
        artifact.unlink()
    run(["hdiutil", "create", "-volname", "Pyramid Coach", "-srcfolder", stage, "-ov",
         "-format", "UDZO", artifact])
    return app, app / "Contents" / "MacOS" / "pyramid-coach", artifact


def build(target: str, out: Path, work: Path, keep_venv: bool = False) -> Built:
    if target != host_target():
        raise SystemExit(f"build: a {target} bundle is built on {target} "
                         f"(this is {host_target()})")
    version = project_version()
    work.mkdir(parents=True, exist_ok=True)
    python = make_venv(work / f"venv-{target}", keep_venv)
    icon = None
    if target == "windows":
        icon = make_icon(python, "ico", work / "pyramid-coach.ico")
    elif target == "macos":
        icon = make_icon(python, "icns", work / "pyramid-coach.icns")
    dist = pyinstaller(python, target, version, work, icon)
    if target == "linux":
        strip_debug(dist / "pyramid-coach")
        folder, exe, artifact = package_linux(dist, version, out)
    elif target == "windows":
        assert icon is not None
        folder, exe, artifact = package_windows(dist, version, out, icon)
    else:
        folder, exe, artifact = package_macos(dist, version, out)
    return Built(target, version, folder, exe, artifact, python)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("--target", choices=TARGETS, default=None,
                        help="the platform to build for (default: this one)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist",
                        help="where the download goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle",
                        help="build folder: environment, PyInstaller's files (build/bundle/)")
    parser.add_argument("--keep-venv", action="store_true",
                        help="reuse the build environment if it exists (faster rebuilds)")
    parser.add_argument("--cold-runs", type=int, default=5,
                        help="cold starts of each, bundle and installed package, in the report "
                             "(0: no timing)")
    args = parser.parse_args(argv)
    built = build(args.target or host_target(), args.out.resolve(), args.work.resolve(),
                  args.keep_venv)
    sys.path.insert(0, str(HERE))
    from report import write_report

    print(write_report(built.folder, built.executable, built.artifact, built.venv_python,
                       cold_runs=args.cold_runs), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

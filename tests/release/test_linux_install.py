"""The Linux tarball's install.sh and uninstall.sh, run on a stand-in bundle in a fresh home:
the menu entry (a valid desktop entry whose Exec survives a folder name with spaces and
quotes), the icons, the command on PATH; and uninstall.sh takes those away but leaves the
user's history and settings."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux scripts")


def _bundle(folder: Path) -> Path:
    """What packaging/build.py puts in the tarball, with a script for the executable."""
    folder.mkdir(parents=True)
    for name in ("install.sh", "uninstall.sh", "pyramid-coach.desktop"):
        shutil.copy2(LINUX / name, folder / name)
    exe = folder / "pyramid-coach"
    exe.write_text("#!/bin/sh\necho pyramid-coach-stand-in \"$@\"\n")
    exe.chmod(0o755)
    for size in (16, 48, 256):
        icon_dir = folder / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        icon_dir.mkdir(parents=True)
        shutil.copy2(ROOT / "resources" / "icons" / f"pyramid-coach-{size}.png",
                     icon_dir / "pyramid-coach.png")
    scalable = folder / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / "pyramid-coach.svg", scalable)
    return folder


def _run(script: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    return subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True,
                          check=False)


def _desktop_exec(entry: Path) -> list[str]:
    """The Exec line as a launcher reads it: the string escapes, then the quoting."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(entry, encoding="utf-8")
    section = parser["Desktop Entry"]
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert section.get(key), key
    assert section["Icon"] == "pyramid-coach"
    return _exec_args(section["Exec"].replace("\\\\", "\\"))  # after the string escape


def _exec_args(value: str) -> list[str]:
    """The Exec key's quoting rules (Desktop Entry Specification, "The Exec key")."""
    args: list[str] = []
    i, current, quoted = 0, "", False
    while i < len(value):
        c = value[i]
        if quoted and c == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            current, i = current + value[i + 1], i + 2
            continue
        if c == '"':
            quoted = not quoted
        elif c == " " and not quoted:
            if current:
                args.append(current)
            current = ""
        elif c == "%" and value[i + 1:i + 2] == "%":
            current, i = current + "%", i + 1
        else:
            current += c
        i += 1
    assert not quoted, value
    return [*args, current] if current else args


def test_the_template_is_a_valid_desktop_entry():
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    done = subprocess.run([validate, str(LINUX / "pyramid-coach.desktop")],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.parametrize("folder_name", ["pyramid-coach-0.2.0", 'my "games" $HOME 100%'])
def test_install_then_uninstall(tmp_path, folder_name):
    home = tmp_path / "home"
    (home / ".local" / "share" / "pyramid-coach").mkdir(parents=True)
    history = home / ".local" / "share" / "pyramid-coach" / "history.sqlite3"
    history.write_bytes(b"the user's history")
    settings = home / ".config" / "PyramidCoach" / "Pyramid Coach.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\nlanguage=ru\n")
    bundle = _bundle(tmp_path / folder_name)

    done = _run(bundle / "install.sh", home)
    assert done.returncode == 0, done.stderr
    entry = home / ".local" / "share" / "applications" / "pyramid-coach.desktop"
    argv = _desktop_exec(entry)
    assert argv == [str(bundle / "pyramid-coach")]
    assert subprocess.run(argv, capture_output=True, text=True, check=True).stdout.startswith(
        "pyramid-coach-stand-in")
    icons = home / ".local" / "share" / "icons" / "hicolor"
    assert (icons / "48x48" / "apps" / "pyramid-coach.png").is_file()
    assert (icons / "scalable" / "apps" / "pyramid-coach.svg").is_file()
    link = home / ".local" / "bin" / "pyramid-coach"
    assert link.resolve() == (bundle / "pyramid-coach").resolve()

    done = _run(bundle / "uninstall.sh", home)
    assert done.returncode == 0, done.stderr
    assert not entry.exists() and not link.exists()
    assert not (icons / "48x48" / "apps" / "pyramid-coach.png").exists()
    assert history.read_bytes() == b"the user's history"
    assert settings.read_text() == "[General]\nlanguage=ru\n"

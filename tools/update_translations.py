"""Refresh the Qt Linguist catalogues of the desktop app and compile them.

    python tools/update_translations.py          # lupdate, fill English, lrelease
    python tools/update_translations.py --check  # also fail if a Russian string is missing

Source strings are English, so the English catalogue is filled with each source text
itself (nothing to translate, and a visible guarantee that every string is covered);
Russian translations are made in Qt Linguist or by editing translations/pyramid_coach_ru.ts.
Runs pyside6-lupdate and pyside6-lrelease, which ship with PySide6-Essentials.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "coach_app"
OUT = ROOT / "translations"
LANGUAGES = ("ru", "en")
#: Headless modules never show text in the GUI: the whole command package and the data-file
#: reader it shares with the screens (paths relative to the project root).
EXCLUDE = (Path("coach_app/cli"), Path("coach_app/files/reading.py"))


def ts_path(lang: str) -> Path:
    return OUT / f"pyramid_coach_{lang}.ts"


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    return sorted(str(rel) for rel in (p.relative_to(ROOT) for p in SOURCES.rglob("*.py"))
                  if not any(rel == x or x in rel.parents for x in EXCLUDE))


def fill_english(path: Path) -> int:
    """Copy each source into its translation; returns how many were filled. The file is
    always written back in one layout, so a run with nothing new leaves it unchanged
    (lupdate's own layout differs and would show as a whole-file diff)."""
    tree = ET.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.find("source")
        if translation is None or source is None:
            continue
        if translation.get("type") == "unfinished":
            translation.text = source.text
            del translation.attrib["type"]
            filled += 1
    ET.indent(tree, space="    ")
    with path.open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    return filled


def unfinished(path: Path) -> list[tuple[str, str]]:
    """(context, source) of every message still without a finished translation."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            t = message.find("translation")
            if t is not None and (t.get("type") in ("unfinished",) or not (t.text or "")):
                out.append((name, message.findtext("source", "")))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a Russian translation is missing")
    args = parser.parse_args()
    files = sources()
    for lang in LANGUAGES:
        subprocess.run([tool("pyside6-lupdate"), *files, "-ts", str(ts_path(lang)),
                        "-no-obsolete", "-locations", "none", "-target-language", lang],
                       cwd=ROOT, check=True)
    print(f"English: filled {fill_english(ts_path('en'))} new strings")
    missing = unfinished(ts_path("ru"))
    for context, source in missing:
        print(f"missing ru: [{context}] {source}")
    for lang in LANGUAGES:
        subprocess.run([tool("pyside6-lrelease"), str(ts_path(lang)), "-qm",
                        str(OUT / f"pyramid_coach_{lang}.qm")], cwd=ROOT, check=True)
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())

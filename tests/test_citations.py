"""Code and docs cite files in this repository, never a design page outside it or an issue
number: a reader who has only the repository can follow every reference."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: What is read: the product, its tools and tests, the docs and the project files.
PLACES = ("coach_app", "simulation", "drills", "tools", "tests", "docs", "packaging",
          "resources", ".ci", ".github")
FILES = ("README.md", "pyproject.toml")
SUFFIXES = {".py", ".md", ".toml", ".json", ".yml", ".yaml", ".sh", ".txt", ".spec", ".iss"}
#: An issue by number ("issue 14", "Issue 14 #3", "issue #14"), the outside design page, or
#: a path out of the repository into the shared folder (its contract checker is run, not cited).
CITATION = re.compile(r"\b[Ii]ssues? #?\d+|\b(?:DESIGN|HEADLESS|GLOSSARY)\.md\b"
                      r"|\.\./shared/(?!tools/check-headless)")


def _files() -> list[Path]:
    out = [ROOT / f for f in FILES]
    for place in PLACES:
        for p in sorted((ROOT / place).rglob("*")):
            if p.is_file() and p.suffix in SUFFIXES and "venv" not in p.parts:
                out.append(p)
    return out


def test_no_file_cites_an_issue_or_a_page_outside_the_repository() -> None:
    this = Path(__file__).resolve()
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()[:90]}"
             for p in _files() if p.resolve() != this
             for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace")
                                      .splitlines(), start=1)
             if CITATION.search(line)]
    assert not found, "cite docs/… instead:\n" + "\n".join(found)


def test_the_pattern_catches_what_it_must() -> None:
    for text in ("(issue 14)", "Issue 15: safeties", "issue #3", "see DESIGN.md",
                 "HEADLESS.md's shape", "GLOSSARY.md",
                 "../shared/rules/001.md"):
        assert CITATION.search(text), text
    for text in ("docs/physics.md", "docs/headless.md", "tissue 4", "an issue with it"):
        assert not CITATION.search(text), text

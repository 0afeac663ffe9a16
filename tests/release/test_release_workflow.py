"""The release workflow passes both workflow linters (the GitHub workflow schema, and
zizmor's offline checks of what the jobs do, at its pedantic level), and each linter does
reject a broken copy, so a pass means something. CI runs this with the rest of the suite."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
RELEASE = ROOT / ".github" / "workflows" / "release.yml"


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    assert found, f"{name} is not installed: pip install '.[test]' brings it"
    return found


def schema_check(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([_tool("check-jsonschema"), "--builtin-schema",
                           "vendor.github-workflows", *map(str, files)],
                          capture_output=True, text=True, check=False)


def zizmor(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([_tool("zizmor"), "--offline", "--no-progress", "--persona=pedantic",
                           *map(str, files)],
                          capture_output=True, text=True, check=False)


def test_there_is_a_release_workflow():
    assert RELEASE in WORKFLOWS


def test_the_workflows_match_the_schema():
    done = schema_check(*WORKFLOWS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_finds_nothing():
    done = zizmor(*WORKFLOWS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_rejects_a_misspelt_key(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text(RELEASE.read_text().replace("runs-on:", "run-on:", 1))
    assert schema_check(broken).returncode != 0


def test_zizmor_rejects_a_tag_name_pasted_into_a_script(tmp_path):
    text = RELEASE.read_text()
    marker = 'run: python packaging/build.py --target "$TARGET"'
    assert marker in text
    broken = tmp_path / "injected.yml"
    broken.write_text(text.replace(marker, 'run: echo "${{ github.head_ref }}"', 1))
    assert zizmor(broken).returncode != 0


@pytest.mark.parametrize("target", ["linux", "windows", "macos"])
def test_each_platform_is_built_and_smoke_tested(target):
    text = RELEASE.read_text()
    assert f"target: {target}" in text
    assert "python packaging/smoke.py --artifact" in text
    assert 'python packaging/build.py --target "$TARGET"' in text

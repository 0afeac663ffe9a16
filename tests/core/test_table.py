"""The table specification: General rules 2 markings, pockets, racks, data files."""

from __future__ import annotations

import json
import math
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from simulation.errors import InputError
from simulation.layout import check_layout
from simulation.racks import RACK_ORDER, pyramid_t_rack, standard_rack
from simulation.table import POCKET_IDS, TOUCH_GAP, TableSpec, builtin_tables

T = TableSpec()
R = T.ball_radius
ROOT = Path(__file__).resolve().parents[2]


def test_markings_of_general_rules_2() -> None:
    """2.1.1-2.1.7: centre spot, centre line, front spot, house line, back spot, spotting
    line, temporary house line."""
    assert T.centre_spot == (0.0, 0.0)
    assert T.front_spot == (-T.length / 4, 0.0)
    assert T.back_spot == (T.length / 4, 0.0)
    assert T.house_line_x == T.front_spot[0]
    assert T.temporary_house_line_x == T.back_spot[0]
    assert T.spotting_line == (T.back_spot, (T.length / 2, 0.0))


def test_house_line_is_not_part_of_the_house() -> None:
    """11.1, 11.2: a ball whose centre is on the house line is outside the house."""
    assert not T.in_house((T.house_line_x, 0.3))
    assert T.in_house((T.house_line_x - 1e-6, 0.3))


@pytest.mark.parametrize("pocket_id", POCKET_IDS)
def test_pocket_mouths_are_the_norm(pocket_id: str) -> None:
    p = T.pocket(pocket_id)
    expected = 0.073 if p.kind == "corner" else 0.083
    assert p.mouth_width == pytest.approx(expected, abs=1e-9)
    # The axis points off the table.
    mx, my = p.mouth_centre
    assert abs(mx + p.axis[0]) >= abs(mx) and abs(my + p.axis[1]) >= abs(my)


def test_standard_rack_of_general_rules_9_1() -> None:
    """Apex on the back spot, base parallel to the back cushion, every ball touching its
    neighbours, in the classic order (Classic 71 clause 3)."""
    rack = standard_rack(T)
    assert rack["4"] == T.back_spot
    assert [b for row in RACK_ORDER for b in row] == [
        "4", "5", "6", "7", "15", "8", "9", "14", "13", "10", "2", "1", "12", "11", "3"]
    base = [rack[b] for b in RACK_ORDER[-1]]
    assert len({round(x, 12) for x, _ in base}) == 1  # parallel to the back cushion
    assert [y for _, y in base] == sorted((y for _, y in base), reverse=True)
    touching = sum(1 for a in rack for b in rack if a < b
                   and math.dist(rack[a], rack[b]) == pytest.approx(2 * R + TOUCH_GAP, abs=1e-9))
    assert touching == 30  # the 30 neighbour contacts of a 15-ball triangle
    check_layout(rack, T)


def test_pyramid_t_rack_gives_three_olympic_symbols() -> None:
    """Pyramid T clause 3: rows 4; 5,6; 7,15,8; 9,14,13,10; 2,1,12,11,3."""
    assert pyramid_t_rack(T) == standard_rack(T)


def test_table_loads_from_toml_and_json(tmp_path: Path) -> None:
    toml = tmp_path / "club.toml"
    toml.write_text('[table]\nname = "Club"\nlength = 3.2\nwidth = 1.6\n', encoding="utf-8")
    assert TableSpec.from_file(toml).length == 3.2
    js = tmp_path / "club.json"
    js.write_text(json.dumps({"length": 2.84, "width": 1.42}), encoding="utf-8")
    assert TableSpec.from_file(js).width == 1.42


@pytest.mark.parametrize(("text", "field"), [
    ('{"length": -1}', "table.length"),
    ('{"corner_mouth": 0.05}', "table.corner_mouth"),
    ('{"colour": "green"}', "table.colour"),
    ('{"length": "long"}', "table.length"),
    ("{nope", "table"),
])
def test_bad_table_files_are_refused_with_the_field(tmp_path: Path, text: str,
                                                    field: str) -> None:
    f = tmp_path / "bad.json"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as info:
        TableSpec.from_file(f)
    assert info.value.field == field


def test_shipped_tables_load_and_hold_a_rack() -> None:
    tables = builtin_tables()
    assert tables["pyramid-12ft"] == TableSpec()
    for t in tables.values():
        check_layout(standard_rack(t), t)


@pytest.mark.slow
def test_an_installed_wheel_carries_its_data_files(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                    "-q", "-w", str(tmp_path), str(ROOT)], check=True, timeout=600)
    wheel = next(tmp_path.glob("pyramid_coach-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "resources/tables/pyramid-12ft.toml" in names
    assert any(n.startswith("translations/") and n.endswith(".qm") for n in names)
    assert "simulation/physics/engine.py" in names


def test_the_cli_table_schema_knows_every_pocket_field_with_the_tables_defaults() -> None:
    """A ``--table`` file is checked by the CLI's schema before TableSpec: a field it does
    not know is refused, so it must list every field (its defaults had drifted to 2.0's)."""
    import dataclasses

    from coach_app.cli.schemas import TableInput

    known = TableInput.model_fields
    for f in dataclasses.fields(TableSpec):
        if f.name == "name":
            continue
        assert f.name in known, f.name
        assert known[f.name].default == getattr(T, f.name), f.name

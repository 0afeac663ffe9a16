"""Practice plans in the app: a coach writes a plan for a student in the dialog, it is
kept with the student, its progress counts a real set apart from the screen, and the plan
is played at a real table on the Practice page, attempt counts and all."""

from __future__ import annotations

import re
from datetime import timedelta

from coach_app.shell.history_open import open_history
from coach_app.store.plans import plans_of
from coach_app.store.real_table import RealSet, log_real_set
from coach_app.store.records import Where


def test_a_coach_writes_a_plan_and_the_student_plays_it_at_a_real_table(qtbot, make_window,
                                                                       tmp_path):
    window = make_window(open_history(str(tmp_path / "h.sqlite")))
    h = window.hub.recorder.history
    coach, ivan = h.ensure_player("Anna", role="coach"), h.ensure_player("Ivan")
    window.hub.set_player(coach.id)
    window.open_plans()
    dialog = window.plans_dialog
    dialog.student.setCurrentIndex(dialog.student.findData(ivan.id))
    dialog.name.setText("Week 1")
    for drill in ("pot.cut-30", "pos.stun"):
        dialog.drill.setCurrentIndex(dialog.drill.findData(drill))
        dialog.add_drill()
    dialog.items.cellWidget(1, 1).setValue(5)
    dialog.items.cellWidget(1, 2).setValue(3)
    plan = dialog.save()
    assert plan is not None and "Saved" in dialog.message.text()
    (stored,) = plans_of(h.store, ivan.id)
    assert [(i.drill, i.attempts, i.pass_mark) for i in stored.items] == [
        ("pot.cut-30", 10, 6), ("pos.stun", 5, 3)]  # 3 of 5 on the screen: 6 of 10
    assert stored.author_id == coach.id
    # A set at a real table after the plan: counted as real, passed there.
    log_real_set(h.store, RealSet("Ivan", "pot.cut-30", "Cut", "potting", "",
                                  stored.created_at + timedelta(minutes=1),
                                  Where("real", "Стол 3"),
                                  [(k < 7, "success" if k < 7 else "missed", int(k < 7), {})
                                   for k in range(10)]))
    dialog.student.setCurrentIndex(dialog.student.findData(coach.id))
    dialog.student.setCurrentIndex(dialog.student.findData(ivan.id))
    progress = dialog.items.item(0, 3).text()
    assert "real table: 7 of 10 made" in progress and "passed at the table" in progress
    assert dialog.items.item(1, 3).text() == "not played yet"
    assert dialog.summary.text() == "1 of 2 drills passed"
    pdf = tmp_path / "plan.pdf"
    assert dialog.print_cards(str(pdf)) == ["Practice plan", "Cut at 30°", "Stun shot"]
    assert len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf.read_bytes())) == 3
    dialog.table_button.click()
    page = window.practice.table
    assert window.practice.at_the_table()
    assert [(s.drill.id, s.number) for s in page.model.plan.slots][9:11] == [
        ("pot.cut-30", 10), ("pos.stun", 1)]
    assert len(page.model.plan.slots) == 15


def test_a_bad_plan_is_refused_in_words_and_nothing_is_kept(qtbot, make_window, tmp_path):
    window = make_window(open_history(str(tmp_path / "h.sqlite")))
    h = window.hub.recorder.history
    ivan = h.ensure_player("Ivan")
    window.hub.set_player(ivan.id)
    window.open_plans()
    dialog = window.plans_dialog
    assert dialog.save() is None  # no drills yet
    assert dialog.message.text() == "Not saved: add at least one drill."
    dialog.drill.setCurrentIndex(dialog.drill.findData("pot.cut-30"))
    dialog.add_drill()
    dialog.items.cellWidget(0, 2).setValue(11)
    assert dialog.save() is None
    assert dialog.message.text() == "Not saved: drill 1: the pass mark is more than the attempts."
    assert plans_of(h.store, ivan.id) == ()

"""What a desktop program is expected to have: the Go menu, Help > Keyboard shortcuts,
remembered window geometry, plain-words errors on a bad saved game, an honest Sounds
switch."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox

from coach_app.game.match import GameSetup


def test_go_menu_returns_to_the_game(qtbot, window):
    action = window.game_page_action
    assert not action.isEnabled()  # no game yet
    assert action.shortcut().toString() == "Ctrl+5"
    window.start_game(GameSetup("free", ("Ann", "Bob")))
    window.show_page("start")
    assert action.isEnabled()
    action.trigger()
    assert window.current_page() == "game"
    assert "Game" in window.windowTitle()


def test_shortcuts_dialog_lists_menu_and_shot_keys(qtbot, window):
    dialog = window.shortcuts_dialog()
    qtbot.addWidget(dialog)
    rows = dialog.rows()
    keys = {(action, k) for _group, action, k in rows}
    assert ("Shoot", "Space") in keys
    assert ("Game in progress", "Ctrl+5") in keys
    assert ("Undo shot", "Ctrl+Z") in keys
    assert ("Keyboard shortcuts", "F1") in keys
    assert {g for g, _a, _k in rows} >= {"Game", "Edit", "Go", "Shot", "Help"}


def test_shortcuts_dialog_in_russian(qtbot, window):
    window.language_actions["ru"].trigger()
    # Qt delivers LanguageChange through the event loop.
    qtbot.waitUntil(lambda: window.free_table.actions_by_name["shoot"].text() == "Удар",
                    timeout=2000)
    dialog = window.shortcuts_dialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Горячие клавиши"
    assert ("Удар", "Удар", "Space") in dialog.rows() or any(
        g == "Удар" and a == "Удар" for g, a, _k in dialog.rows())
    assert any(g == "Правка" for g, _a, _k in dialog.rows())
    window.language_actions["en"].trigger()


def test_window_geometry_is_remembered(qtbot, settings_store, translations):
    from coach_app.shell.main_window import MainWindow

    first = MainWindow(settings_store, translations)
    qtbot.addWidget(first)
    first.resize(780, 640)  # not the default 1280 x 780
    first.show()
    qtbot.waitExposed(first)
    first.close()
    second = MainWindow(settings_store, translations)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (780, 640)
    second.close()


def _open_bad(qtbot, window, path) -> QMessageBox:
    assert not window.open_game(str(path))
    box = window.file_error
    assert box is not None and box.isVisible()
    return box


def test_bad_saved_game_files_are_explained(qtbot, window, tmp_path):
    garbage = tmp_path / "garbage.pyramid.json"
    garbage.write_bytes(b"\x00\x01 not json")
    box = _open_bad(qtbot, window, garbage)
    assert "cannot be read" in box.text()
    assert "garbage.pyramid.json" in box.informativeText()
    box.close()

    other = tmp_path / "other.json"
    other.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    box = _open_bad(qtbot, window, other)
    assert box.text() == "This file is not a saved Pyramid Coach game."
    box.close()

    window.start_game(GameSetup("free", ("Ann", "Bob")))
    saved = tmp_path / "game.pyramid.json"
    assert window.save_game(str(saved))
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["version"] = 99
    newer = tmp_path / "newer.pyramid.json"
    newer.write_text(json.dumps(data), encoding="utf-8")
    box = _open_bad(qtbot, window, newer)
    assert "newer version" in box.text()
    box.close()

    data["version"] = 1
    data["state"]["balls"] = "broken"
    data["frames_won"] = {"Ann": "many"}
    damaged = tmp_path / "damaged.pyramid.json"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    box = _open_bad(qtbot, window, damaged)
    assert "damaged" in box.text()
    assert box.detailedText()  # the technical reason, for a bug report
    box.close()
    assert window.current_page() == "game"  # the game in progress is untouched


def test_save_failure_is_explained(qtbot, window, tmp_path):
    window.start_game(GameSetup("free", ("Ann", "Bob")))
    assert not window.save_game(str(tmp_path / "no-such-folder" / "g.pyramid.json"))
    box = window.file_error
    assert box is not None and "could not be saved" in box.text()
    box.close()


def test_file_dialogs_remember_the_folder(settings_store):
    assert settings_store.folder() == ""
    settings_store.save_folder("/tmp/games")
    assert settings_store.folder() == "/tmp/games"


def test_sound_switch_is_honest(qtbot, window):
    from coach_app.table.sound import sound_support

    reason = sound_support()
    action = window.sound_action
    if reason is None:
        assert action.isEnabled()
    else:
        # Essentials has no Qt Multimedia (or CI has no audio device): say so, do not lie.
        assert not action.isEnabled() and not action.isChecked()
        assert "PySide6-Addons" in action.toolTip() or "audio" in action.toolTip()

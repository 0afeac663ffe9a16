"""The main window: navigation, menus, settings and the language switch."""

from __future__ import annotations

from PySide6.QtCore import Qt

from coach_app.qtkit.settings import AimingAid


def test_start_screen_navigation(qtbot, window):
    assert window.current_page() == "start"
    qtbot.mouseClick(window.start.buttons["review"], Qt.MouseButton.LeftButton)
    assert window.current_page() == "review"
    assert "Review" in window.windowTitle()
    qtbot.mouseClick(window.review.back_button, Qt.MouseButton.LeftButton)
    assert window.current_page() == "start"
    qtbot.mouseClick(window.start.buttons["play"], Qt.MouseButton.LeftButton)
    assert window.current_page() == "play"
    assert "Free table" in window.windowTitle()


def test_menu_shortcuts_switch_pages(qtbot, window):
    actions = {a.objectName(): a for a in window.findChildren(type(window.undo_action))}
    for name, page in (("action_page_progress", "progress"), ("action_page_practice",
                                                                 "practice"),
                       ("action_page_play", "play"), ("action_page_start", "start")):
        assert not actions[name].shortcut().isEmpty()
        actions[name].trigger()
        assert window.current_page() == page


def test_language_switch_changes_visible_texts(qtbot, window):
    play_button = window.start.buttons["play"]
    assert play_button.text() == "&Free table"
    assert window.menuBar().actions()[0].text() == "&Game"
    window.language_actions["ru"].trigger()
    # Qt delivers LanguageChange through the event loop.
    qtbot.waitUntil(lambda: play_button.text() == "&Свободный стол", timeout=2000)
    assert window.menuBar().actions()[0].text() == "&Игра"
    assert window.free_table.panel.shoot.text() == "Удар (Пробел)"
    assert "м/с" in window.free_table.panel.power.readout()
    assert window.store.load().language == "ru"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: play_button.text() == "&Free table", timeout=2000)
    assert window.free_table.panel.shoot.text() == "Shoot (Space)"


def test_settings_are_remembered(qtbot, window, settings_store):
    window.aid_actions[AimingAid.PREDICTED].trigger()
    window.speed_actions[0.5].trigger()
    window.set_preferences(sounds=False)
    prefs = settings_store.load()
    assert prefs.aiming_aid is AimingAid.PREDICTED
    assert prefs.playback_speed == 0.5
    assert prefs.sounds is False
    assert window.free_table.playback.speed() == 0.5


def test_every_string_is_translated():
    import xml.etree.ElementTree as ET
    from importlib import resources

    for lang in ("ru", "en"):
        root = ET.fromstring(resources.files("translations")
                             .joinpath(f"pyramid_coach_{lang}.ts").read_bytes())
        messages = list(root.iter("message"))
        assert messages
        for m in messages:
            t = m.find("translation")
            assert t is not None and t.get("type") is None and t.text, m.findtext("source")
        assert resources.files("translations").joinpath(f"pyramid_coach_{lang}.qm").is_file()


def test_system_locale_picks_the_language(monkeypatch):
    from PySide6.QtCore import QLocale

    from coach_app.qtkit import i18n

    class FakeLocale:
        Language = QLocale.Language

        def __init__(self, language):
            self._language = language

        def language(self):
            return self._language

    monkeypatch.setattr(i18n.QLocale, "system",
                        staticmethod(lambda: FakeLocale(QLocale.Language.Russian)))
    assert i18n.system_language() == "ru"
    monkeypatch.setattr(i18n.QLocale, "system",
                        staticmethod(lambda: FakeLocale(QLocale.Language.German)))
    assert i18n.system_language() == "en"


def test_about_text_names_the_program(qapp):
    from coach_app.shell.about import about_text, program_version

    text = about_text()
    assert "Pyramid Coach" in text and program_version() in text


def test_translator_loads_from_the_package(qapp, translations):
    from PySide6.QtCore import QCoreApplication

    assert translations.set_language("ru")
    assert QCoreApplication.translate("Names", "the cue ball") == "биток"
    assert not translations.set_language("de")
    assert translations.set_language("en")
    assert QCoreApplication.translate("Names", "the cue ball") == "the cue ball"

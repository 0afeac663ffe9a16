"""What the bundle keeps of Qt (packaging/pyramid-coach.spec): the desktop platforms, the
sound library and the Russian Qt strings stay; the kiosk platforms, the FFmpeg backend and
the Qt Quick it drags in go. Read from the spec itself, on each platform's file layout."""

from __future__ import annotations

from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[2] / "packaging" / "pyramid-coach.spec"


@pytest.fixture(scope="module")
def keep():
    text = SPEC.read_text("utf-8")
    start, end = text.index("DROP_PLUGIN_FOLDERS"), text.index("a.binaries = [entry")
    namespace: dict = {"Path": Path}
    exec(compile(text[start:end], str(SPEC), "exec"), namespace)  # our own build file
    return namespace["_keep"]


KEPT = [
    "PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6Multimedia.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6", "PySide6/Qt/lib/libQt6OpenGL.so.6",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6", "PySide6/Qt/lib/libicudata.so.73",
    "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/translations/qtbase_ru.qm",
    "PySide6/Qt6Multimedia.dll", "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll", "PySide6/translations/qtbase_ru.qm",
    "PySide6/Qt/lib/QtMultimedia.framework/Versions/A/QtMultimedia",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "resources/sounds/ball.wav", "translations/pyramid_coach_ru.qm", "drills/packs/x.toml",
    "numpy.libs/libscipy_openblas64_-ff651d7f.so",
]
DROPPED = [
    "PySide6/Qt/lib/libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Qml.so.6",
    "PySide6/Qt/lib/libQt6QmlModels.so.6", "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt6VirtualKeyboard.so.6", "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
    "PySide6/Qt/lib/libQt6FFmpegStub-va.so.2", "PySide6/Qt/lib/libavcodec.so.61",
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/imageformats/libqpdf.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/translations/qt_ru.qm", "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt6Quick.dll", "PySide6/avcodec-61.dll",
    "PySide6/plugins/multimedia/ffmpegmediaplugin.dll",
    "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
]


@pytest.mark.parametrize("dest", KEPT)
def test_kept(keep, dest):
    assert keep(dest)


@pytest.mark.parametrize("dest", DROPPED)
def test_dropped(keep, dest):
    assert not keep(dest)

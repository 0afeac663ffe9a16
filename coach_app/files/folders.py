"""Where the program keeps the user's things: one data folder (platformdirs: XDG on Linux,
AppData on Windows, Library on macOS), holding the history, the drill packs, the journal of
unsaved writes and the log. Every one of them is found from here, so they stay together.
"""

from __future__ import annotations

from pathlib import Path

APP_NAME = "pyramid-coach"


def data_folder() -> Path:
    """The user's data folder for the program (not created here)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)

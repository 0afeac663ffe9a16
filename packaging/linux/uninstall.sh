#!/bin/sh
# Takes Pyramid Coach out of the applications menu and off the command line. Your history,
# drills and settings are kept (~/.local/share/pyramid-coach, ~/.config/PyramidCoach): delete
# those folders yourself to remove them too. The unpacked program folder is yours to delete.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
rm -f "$data/applications/pyramid-coach.desktop"
rm -f "$data"/icons/hicolor/*/apps/pyramid-coach.png \
  "$data/icons/hicolor/scalable/apps/pyramid-coach.svg"
link=$HOME/.local/bin/pyramid-coach
if [ -L "$link" ]; then rm -f "$link"; fi
command -v update-desktop-database >/dev/null 2>&1 && \
  update-desktop-database -q "$data/applications" || true
echo "Pyramid Coach is removed from the menu; your history and settings are kept."

#!/bin/sh
# Pyramid Coach for Linux: puts the program in the applications menu of this user (no root
# needed) and `pyramid-coach` on the command line, from the folder this script is in.
# Run it again after unpacking a newer version; your history, drills and settings stay where
# they are (~/.local/share/pyramid-coach and ~/.config/PyramidCoach).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin

mkdir -p "$data/applications" "$bin"
for png in "$here"/icons/hicolor/*/apps/pyramid-coach.png; do
  size=$(basename "$(dirname "$(dirname "$png")")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$png" "$data/icons/hicolor/$size/apps/pyramid-coach.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$here/icons/hicolor/scalable/apps/pyramid-coach.svg" "$data/icons/hicolor/scalable/apps/"
# The menu entry names the program by its full path, so it works whether or not ~/.local/bin
# is on PATH, quoted as the desktop-entry format wants (a folder name may hold spaces):
# \ " ` $ escaped, then every backslash doubled for the string escape, and % as %%.
exec_path=$(printf '%s' "$here/pyramid-coach" |
  sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
while IFS= read -r line; do
  case $line in
    Exec=*) printf 'Exec="%s"\n' "$exec_path" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/pyramid-coach.desktop" > "$data/applications/pyramid-coach.desktop"
ln -sf "$here/pyramid-coach" "$bin/pyramid-coach"
command -v update-desktop-database >/dev/null 2>&1 && \
  update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && \
  gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Pyramid Coach is in your applications menu; 'pyramid-coach' runs it from a terminal"
echo "(if ~/.local/bin is on your PATH). To remove it: $here/uninstall.sh"

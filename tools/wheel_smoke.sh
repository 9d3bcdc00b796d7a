#!/usr/bin/env bash
# The game as a player installs it: build the sdist and the wheel, install the wheel alone
# into a fresh virtual environment, and play from a folder that has nothing to do with the
# repository.  Prints each check; exits non-zero at the first one that fails.
#
#   bash tools/wheel_smoke.sh            (PYTHON=... to build with another interpreter;
#                                         KEEP=1 keeps the work folder for a look)
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
PY="${PYTHON:-$REPO/.venv/bin/python}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/mana-duel-smoke.XXXXXX")"
if [ -z "${KEEP:-}" ]; then trap 'rm -rf "$WORK"' EXIT; else echo "work folder: $WORK"; fi

check() { echo "-- $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

VERSION="$(sed -n 's/^__version__ = "\([^"]*\)".*/\1/p' "$REPO/game/version.py")"
[ -n "$VERSION" ] || fail "no __version__ in game/version.py"

check "python -m build makes an sdist and a wheel of version $VERSION (the wheel is built from the sdist)"
"$PY" -m build --outdir "$WORK/dist" "$REPO" >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; fail "python -m build"; }
WHEEL="$WORK/dist/mana_duel-$VERSION-py3-none-any.whl"
SDIST="$WORK/dist/mana_duel-$VERSION.tar.gz"
[ -f "$WHEEL" ] || fail "no wheel $WHEEL: $(ls "$WORK/dist")"
[ -f "$SDIST" ] || fail "no sdist $SDIST: $(ls "$WORK/dist")"

check "the wheel carries every card file, the printings, the prebuilt decks, the fonts, the icons, the sounds and the desktop entry"
"$PY" - "$WHEEL" "$REPO" <<'EOF' || fail "the wheel's contents"
import sys, zipfile
from pathlib import Path
wheel, repo = sys.argv[1], Path(sys.argv[2])
names = set(zipfile.ZipFile(wheel).namelist())
problems = []
for folder in ("cards", "decks", "assets"):
    for path in sorted((repo / folder).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            inside = "game/shipped/" + path.relative_to(repo).as_posix()
            if inside not in names:
                problems.append(inside)
for needed in ("game/shipped/cards/printings.json", "game/shipped/assets/icons/mana-duel-256.png",
               "game/shipped/assets/desktop/mana-duel.desktop", "game/shipped/assets/sounds/waiting.wav", "game/resources.py",
               "game/limited/boosters.json", "game/decks/old_school_93_94.json",
               *("game/lessons/data/" + p.name for p in sorted((repo / "game/lessons/data").glob("*.yaml")))):
    if needed not in names:
        problems.append(needed)
if problems:
    print(f"missing from the wheel ({len(problems)}): " + ", ".join(problems[:10]))
    sys.exit(1)
cards = sum(1 for n in names if n.startswith("game/shipped/cards/") and n.endswith(".yaml"))
print(f"   {len(names)} files, {cards} card files")
EOF

check "a fresh virtual environment with only the wheel (and its dependencies) installed"
"$PY" -m venv "$WORK/venv"
"$WORK/venv/bin/python" -m pip install -q --disable-pip-version-check "$WHEEL" >"$WORK/install.log" 2>&1 \
    || { cat "$WORK/install.log"; fail "pip install the wheel"; }
BIN="$WORK/venv/bin"

# An unrelated folder, the player's data in a folder of its own, no display.
mkdir -p "$WORK/elsewhere" "$WORK/data"
cd "$WORK/elsewhere"
export MANA_DUEL_DATA_DIR="$WORK/data" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$WORK/xdg"
unset PYTHONPATH

check "the game is imported from the environment and reads its files from inside the package"
"$BIN/python" - "$WORK/venv" <<'EOF' || fail "where the installed game reads from"
import sys
from pathlib import Path
import game, game.resources as r
venv = Path(sys.argv[1]).resolve()
for what in (Path(game.__file__), r.CARDS_DIR, r.AI_DECKS_DIR, r.FONTS_DIR):
    if venv not in what.resolve().parents:
        print(f"   {what} is outside {venv}")
        sys.exit(1)
print(f"   {r.BASE}")
EOF

check "mana-duel --version"
out="$("$BIN/mana-duel" --version)"
echo "   $out"
[ "$out" = "Mana Duel $VERSION" ] || fail "mana-duel --version printed '$out', not 'Mana Duel $VERSION'"

check "mana-duel --headless --p1 apprentice --p2 random --seed 3 plays a duel to its end"
"$BIN/mana-duel" --headless --p1 apprentice --p2 random --seed 3 >"$WORK/duel.log" 2>"$WORK/duel.err" \
    || { tail -20 "$WORK/duel.log"; cat "$WORK/duel.err"; fail "the headless duel"; }
[ ! -s "$WORK/duel.err" ] || { cat "$WORK/duel.err"; fail "the headless duel wrote errors"; }
result="$(grep '^Result: ' "$WORK/duel.log" || true)"
echo "   $result"
case "$result" in
    "Result: "*" wins on turn "*|"Result: draw on turn "*) ;;
    *) tail -20 "$WORK/duel.log"; fail "the headless duel did not end" ;;
esac

check "mana-duel --headless (two random players, random decks from the whole pool)"
"$BIN/mana-duel" --headless --seed 5 >"$WORK/random.log" 2>"$WORK/random.err" || { cat "$WORK/random.err"; fail "random duel"; }
[ ! -s "$WORK/random.err" ] || { cat "$WORK/random.err"; fail "the random duel wrote errors (card files?)"; }
grep '^Result: ' "$WORK/random.log" | sed 's/^/   /'

check "mana-duel-cards check: the shipped pool loads without a problem; a card of your own may not replace one"
"$BIN/mana-duel-cards" check >cards.out 2>&1 || { tail -20 cards.out; fail "the shipped card pool has problems"; }
echo "   $(tail -1 cards.out)"
mkdir -p mine/cards
printf 'name: Lightning Bolt\ntype: Instant\ncost: "{R}"\ntext: Deal 9 damage.\n' >mine/cards/bolt.yaml
if "$BIN/mana-duel-cards" check --with-shipped mine/cards >own.out 2>&1; then cat own.out; fail "a card replacing a shipped one was accepted"; fi
grep -q "a card of your own can't replace it" own.out || { cat own.out; fail "the refusal does not say why"; }
echo "   refused: $(head -1 own.out | sed "s|$WORK/elsewhere/||")"

check "mana-duel-decks check: a legal deck passes, a deck naming an unknown card is refused"
"$BIN/python" -c "import game.resources as r, shutil; shutil.copy(sorted(r.AI_DECKS_DIR.glob('*.txt'))[0], 'mine.txt')"
"$BIN/mana-duel-decks" check mine.txt | sed 's/^/   /'
printf '20 Mountain\n36 Lightning Bolt\n4 Not A Card At All\n' >bad.txt
if "$BIN/mana-duel-decks" check bad.txt >bad.out 2>&1; then cat bad.out; fail "an illegal deck was called legal"; fi
grep -q "Not A Card At All" bad.out || { cat bad.out; fail "the unknown card was not named"; }
grep -q "Lightning Bolt" bad.out || { cat bad.out; fail "too many copies of Lightning Bolt not reported"; }
echo "   refused: $(head -1 bad.out)"

check "mana-duel-decks convert: text to Forge .dck and back"
"$BIN/mana-duel-decks" convert mine.txt mine.dck | sed 's/^/   /'
"$BIN/mana-duel-decks" convert mine.dck again.txt | sed 's/^/   /'
"$BIN/mana-duel-decks" check again.txt >/dev/null || fail "the converted deck is no longer legal"

check "the title screen opens (dummy video driver), with the shipped fonts and the window icon"
"$BIN/python" - "$WORK/title.png" <<'EOF' || fail "the title screen"
import sys
from game.storage.settings import Settings
from game.ui import theme
from game.ui.app import WINDOW_ICON, App
from game.resources import ICONS_DIR
import pygame
from game.ui.scenes.title import TitleScene
from game.ui.session import Session
settings = Settings()
app = App((1280, 720), settings)
Session(app, settings, threaded=False, seed=1).start()
app.pump(3, 1 / 60)
assert isinstance(app.top, TitleScene), type(app.top).__name__
for kind, name in theme.FONT_FILES.items():
    assert (theme.FONTS_DIR / name).is_file(), f"font {name} is missing"
assert pygame.display.get_caption()[0] == "Mana Duel", pygame.display.get_caption()
assert pygame.image.load(str(ICONS_DIR / WINDOW_ICON)).get_size() == (64, 64)
pygame.image.save(app.screen, sys.argv[1])
print(f"   {type(app.top).__name__}, {len(app.top.rows)} menu entries: "
      + ", ".join(item.key for _, item in app.top.rows))
EOF

check "the lessons load from inside the package and set up their positions"
"$BIN/python" - <<'EOF' || fail "the lessons"
from game.lessons import LESSONS_DIR, load_lessons
lessons = load_lessons()
assert lessons, f"no lessons in {LESSONS_DIR}"
for lesson in lessons:
    lesson.start()
print(f"   {len(lessons)} lessons: " + ", ".join(l.name for l in lessons))
EOF

check "the deck import dialog (pygame_gui) opens with the shipped theme and fonts"
"$BIN/python" - <<'EOF' || fail "the import dialog"
import os
from game.storage.settings import Settings
from game.ui import gui
from game.ui.app import App
from game.ui.scenes.importdeck import ImportDeckScene
assert gui.THEME_FILE.is_file(), f"{gui.THEME_FILE} is missing"
app = App((1280, 720), Settings())
seen = []
dlg = ImportDeckScene(gui.THEME_FILE.parent, seen.append, seen.append)
app.push(dlg)
app.pump(3, 1 / 60)
assert app.top is dlg and dlg.files is not None and dlg.paste_box is not None
fonts = [b["font"]["regular_path"] for b in gui.theme_for(1.0).values() if "font" in b]
assert fonts and all(os.path.isfile(f) for f in fonts), fonts
print(f"   file dialog in {dlg.files.current_directory_path}, {len(fonts)} themed fonts")
EOF

check "mana-duel opens its window and keeps running until closed (stopped after 8 s)"
set +e
timeout 8 "$BIN/mana-duel" >"$WORK/window.log" 2>&1
rc=$?
set -e
[ "$rc" -eq 124 ] || { cat "$WORK/window.log"; fail "mana-duel stopped by itself (exit $rc)"; }
[ ! -s "$WORK/window.log" ] || { cat "$WORK/window.log"; fail "mana-duel printed something on start"; }

check "mana-duel --install-desktop places the menu entry and its icons"
"$BIN/mana-duel" --install-desktop >/dev/null
[ -f "$XDG_DATA_HOME/applications/mana-duel.desktop" ] || fail "no mana-duel.desktop"
[ -f "$XDG_DATA_HOME/icons/hicolor/256x256/apps/mana-duel.png" ] || fail "no 256x256 icon"
grep -q '^StartupWMClass=Mana Duel$' "$XDG_DATA_HOME/applications/mana-duel.desktop" || fail "the entry's window class"
"$BIN/mana-duel" --remove-desktop >/dev/null
[ ! -e "$XDG_DATA_HOME/applications/mana-duel.desktop" ] || fail "the entry was not removed"

echo "wheel smoke test: all checks passed ($(basename "$WHEEL"))"

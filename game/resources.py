"""Where the files the game ships with are: the card pool, the prebuilt decks and the assets.

The one place that knows it; the loader, the deck store, the table, the tools and the tests
all ask here.

Installed (from a wheel, with pip or pipx) they are inside the package, in
``game/shipped/{cards,decks,assets}``, and are found through ``importlib.resources`` —
never through the current folder.  In a source checkout the repository is where cards and
decks are edited: the package has no ``shipped`` folder and the same three folders sit
beside it, at the root of the checkout (``cards/``, ``decks/``, ``assets/``).  Building a
wheel or an sdist copies them into the package (see ``setup.py``), so both ways read the
same files.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

SHIPPED = "shipped"
FOLDERS = ("cards", "decks", "assets")


def _base() -> Path:
    """The folder holding cards/, decks/ and assets/ for this installation."""
    shipped = files(__package__) / SHIPPED
    if shipped.is_dir():
        if not isinstance(shipped, Path):
            raise RuntimeError("Mana Duel must be installed as files on disk (pip installs it so), "
                               f"not run from an archive: {shipped}")
        return shipped
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "cards").is_dir():
        return checkout
    raise RuntimeError(f"Mana Duel's card pool is missing: neither {Path(str(shipped))} (an installed game) "
                       f"nor {checkout / 'cards'} (a source checkout) exists")


BASE: Path = _base()
CARDS_DIR: Path = BASE / "cards"                 # the shipped card pool, one YAML file per card
PRINTINGS: Path = CARDS_DIR / "printings.json"   # each card's rarity and set
DECKS_DIR: Path = BASE / "decks"                 # the prebuilt decks
AI_DECKS_DIR: Path = DECKS_DIR / "ai"            # the computer opponents' decks
COMMANDER_DECKS_DIR: Path = AI_DECKS_DIR / "commander"
ASSETS_DIR: Path = BASE / "assets"               # fonts, icons, art (and sounds when there are any)
FONTS_DIR: Path = ASSETS_DIR / "fonts"
ICONS_DIR: Path = ASSETS_DIR / "icons"
# data that lives beside its module, inside the package both ways (package-data in pyproject.toml)
BOOSTERS: Path = Path(__file__).resolve().parent / "limited" / "boosters.json"   # the classic sets' boosters

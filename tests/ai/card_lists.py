"""Cards of the game's pool from short lists ("4 Lightning Bolt", "Forest"), for the AI's tests."""
from game.cards import default_pool

POOL = default_pool()


def cards(*entries: str) -> list:
    """The cards of the entries, each "COUNT NAME" or a name for one copy."""
    out = []
    for e in entries:
        count, name = e.split(" ", 1) if e[0].isdigit() else ("1", e)
        out += [POOL.get(name)] * int(count)
    return out

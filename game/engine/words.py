"""Counting words in what the game tells the player: "1 card", "3 cards", never a bracketed plural."""
from __future__ import annotations


def plural(n: int, noun: str, many: str | None = None) -> str:
    """The noun in the number `n` asks for: "card" for 1, "cards" otherwise (`many` for the
    irregular ones)."""
    return noun if n == 1 else (many or noun + "s")


def counted(n: int, noun: str, many: str | None = None) -> str:
    """A number with its noun: counted(1, "card") == "1 card", counted(0, "card") == "0 cards"."""
    return f"{n} {plural(n, noun, many)}"

"""Between the games of a match, and its result.

Shows the score and each game played (who played first, who won, the ante that changed
hands).  When the match goes on, the loser of the previous game chooses who plays first
(CR 103.1): you get Play first / Draw first, or the computer's choice is shown; the
sideboard can be used before the next game.  When the match is over: its result, and
Continue (the gauntlet), Rematch or Main Menu.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..app import Scene
from ..controls import backdrop, section
from ..widgets import draw_text, fit_text
from .common import SessionScene, button_row, draw_buttons
from ...engine.words import counted


class MatchScene(SessionScene, Scene):
    @property
    def m(self):
        return self.session.match

    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        m = self.m
        specs: list[tuple[str, object, bool]] = []
        if m is None:
            specs = [("Main Menu", self.session.to_title, True)]
        elif m.over:
            if self.session.mode in ("gauntlet", "limited"):
                specs = [("Continue", self.session.finish_match, True)]
            else:
                specs = [("Main Menu", self.session.finish_match, False), ("Rematch", self.session.rematch, True)]
        else:
            chooser = m.next_chooser()
            specs = [("Sideboard…", self.open_sideboard, False)]
            if chooser == 0:
                specs += [("Draw first", lambda: self.session.next_game(1), False),
                          ("Play first", lambda: self.session.next_game(0), True)]
            else:
                specs += [("Next game", lambda: self.session.next_game(), True)]
            specs.insert(0, ("Concede match", self.session.concede_match, False))
        self.buttons = button_row(specs, W // 2, int(H * 0.74), int(210 * s), int(52 * s), int(16 * s))

    def open_sideboard(self) -> None:
        from .sideboard import SideboardScene
        self.app.push(SideboardScene(self.session))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        backdrop(surface)
        m = self.m
        if m is None:
            for b in self.buttons:
                b.draw(surface, self.mouse, int(18 * s))
            return
        opp = self.session.names(m.config.level)[1]
        a, b = m.wins
        if m.over:
            w = m.winner
            title = "MATCH WON" if w == 0 else "MATCH LOST" if w == 1 else "MATCH DRAWN"
            col = theme.GOLD if w == 0 else (220, 110, 100) if w == 1 else theme.TEXT
        else:
            last = m.results[-1] if m.results else None
            title = f"GAME {len(m.results)}: " + ("VICTORY" if last and last.winner == 0 else
                                                 "DEFEAT" if last and last.winner == 1 else "DRAW")
            col = theme.GOLD if last and last.winner == 0 else (220, 110, 100) if last and last.winner == 1 \
                else theme.TEXT
        draw_text(surface, title, (W // 2, int(60 * s)), "title", int(58 * s), col, anchor="midtop", shadow=True)
        size = "best of three" if m.config.best_of >= 3 else "a single game"
        mode = {"gauntlet": "Gauntlet match", "commander": "Commander match"}.get(self.session.mode, "Match")
        draw_text(surface, f"{mode} against {opp} ({m.config.opponent_deck.name}) · {size}"
                  + (" · playing for ante" if m.config.ante else ""), (W // 2, int(140 * s)), "italic",
                  int(21 * s), theme.TEXT_DIM, anchor="midtop")
        # the score
        cy = int(250 * s)
        draw_text(surface, "You", (W // 2 - int(170 * s), cy), "title", int(30 * s), theme.TEXT, anchor="midright")
        draw_text(surface, f"{a}  –  {b}", (W // 2, cy), "title", int(64 * s), theme.GOLD, anchor="center", shadow=True)
        draw_text(surface, opp, (W // 2 + int(170 * s), cy), "title", int(30 * s), theme.TEXT, anchor="midleft")
        # the games
        box = pygame.Rect(W // 2 - int(520 * s), int(330 * s), int(1040 * s), int(64 * s + 52 * s * max(1, len(
            m.results))))
        inner = section(surface, box, "Games", s)
        y = inner.y + int(4 * s)
        for i, r in enumerate(m.results, 1):
            who = "You" if r.winner == 0 else opp if r.winner == 1 else "Nobody"
            first = "you played first" if r.first_player == 0 else f"{opp} played first"
            how = "coin toss" if r.chooser is None else ("your choice" if r.chooser == 0 else f"{opp}'s choice")
            line = f"Game {i}: {who} won on turn {r.turns} — {first} ({how})"
            draw_text(surface, fit_text(line, "card", int(21 * s), inner.w - int(20 * s)), (inner.x + int(10 * s), y),
                      "card", int(21 * s), theme.TEXT)
            if r.reason:
                loser = "" if r.winner is None else ("You" if r.winner == 1 else opp)
                why = f"{loser} conceded" if r.reason == "conceded" and loser else \
                    (f"{loser}: {r.reason}" if loser else r.reason)
                draw_text(surface, fit_text(why, "italic", int(16 * s), inner.w - int(40 * s)),
                          (inner.x + int(30 * s), y + int(24 * s)), "italic", int(16 * s), theme.TEXT_DIM)
            y += int(52 * s)
        y = box.bottom + int(24 * s)
        if m.config.ante:
            won, lost = m.ante_won, m.ante_lost
            text = "Ante: " + ("you won " + ", ".join(won) if won else "you won no cards") + \
                   ("; you lost " + ", ".join(lost) if lost else "")
            draw_text(surface, fit_text(text, "card", int(20 * s), int(1000 * s)), (W // 2, y), "card", int(20 * s),
                      theme.GOLD, anchor="midtop")
            y += int(40 * s)
        if not m.over:
            chooser = m.next_chooser()
            last = m.results[-1] if m.results else None
            if chooser == 0:
                why = "You lost the last game" if last and last.winner == 1 else "The last game was a draw"
                text = f"{why}, so you choose who plays first in game {m.game_number} (CR 103.1)."
            else:
                text = f"{opp} lost the last game and chooses to play first in game {m.game_number} (CR 103.1)."
            draw_text(surface, text, (W // 2, y), "rules", int(22 * s), theme.TEXT, anchor="midtop")
            if m.player_deck.sideboard:
                n = sum(e.count for e in m.player_deck.sideboard)
                draw_text(surface, f"Your sideboard has {counted(n, 'card')}: swap them in before the game if you like.",
                          (W // 2, y + int(34 * s)), "italic", int(18 * s), theme.TEXT_DIM, anchor="midtop")
            if m.opponent_swaps:
                draw_text(surface, f"{opp} swapped {counted(m.opponent_swaps, 'card')} with its sideboard (CR 100.4a).",
                          (W // 2, y + int(60 * s)), "italic", int(18 * s), theme.TEXT_DIM, anchor="midtop")
        else:
            w = m.winner
            text = "Well played!" if w == 0 else "Better luck next time." if w == 1 else "Honours even."
            if self.session.mode == "gauntlet" and self.session.gauntlet is not None:
                g = self.session.gauntlet
                text += "  The gauntlet goes on." if g.status == "active" else \
                    "  That was the last opponent!" if g.status == "won" else "  Your gauntlet ends here."
            draw_text(surface, text, (W // 2, y), "rules", int(22 * s), theme.TEXT, anchor="midtop")
        draw_buttons(surface, self.buttons, self.mouse, int(18 * s))

"""The duel table's mini-menus (right-click): the table's own (Arrange, Done, passing,
options, practice, concede), a card's (its plays and abilities, Don't Auto-Tap, banding), a
step's Stop, a pile's count, a player's Life Register.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.decisions import ActivateAbility, CastSpell
from ...engine.words import counted
from ..controller import describe_action, step_label
from ..widgets import MenuEntry

if TYPE_CHECKING:
    from .duel import DuelScene

Key = tuple


def menu_for(sc: "DuelScene", key: Key | None) -> tuple[list[MenuEntry], str]:
    """The entries and the title of the mini-menu of what the player right-clicked."""
    g = sc.g
    common = common_entries(sc)
    if key is None:
        return common, ""
    k = key[0]
    if k == "phase":
        whose, step = key[1], key[2]
        has = sc.settings.has_stop(whose, step)
        who = "your" if whose == "you" else f"{sc.c.names[sc.opp]}'s"
        return [
            MenuEntry(f"Run to {who} {step_label(step)}", lambda: sc._click_phase(whose, step)),
            MenuEntry("Remove Stop" if has else "Mark (put a Stop)", lambda: sc.toggle_stop(whose, step)),
        ], f"{who.capitalize()} {step_label(step)}"
    elif k == "library":
        n = sc.c.view.players[key[1]].library_size
        return ([MenuEntry(f"{counted(n, 'card')} left", None, False)],
                "Your library" if key[1] == sc.me else f"{sc.c.names[key[1]]}'s library")
    elif k == "graveyard":
        p = key[1]
        pl = g.players[p]
        return [
            MenuEntry(f"Open graveyard ({len(pl.graveyard)})", lambda: sc.open_zone(p, "graveyard")),
            MenuEntry(f"View exile ({len(pl.exile)})", lambda: sc.open_zone(p, "exile")),
            MenuEntry(f"View ante ({len(pl.ante)})", lambda: sc.open_zone(p, "ante")),
        ], "Graveyard"
    elif k == "player":
        p = key[1]
        entries = [MenuEntry("Flip Back to Life" if sc.face_flipped[p] else "Flip Over to Face",
                             lambda: sc._flip(p))]
        if sc.mode and sc.mode.kind == "table" and key in sc.mode.options:
            entries.insert(0, MenuEntry("Target this player", lambda: sc.click_entity(key)))
        return entries, "You" if p == sc.me else sc.c.names[p]
    elif k == "obj":
        return card_menu(sc, key[1])
    elif k == "opp_hand":
        return [MenuEntry(counted(sc.c.view.players[sc.opp].hand_size, "card"), None, False)], ""
    else:
        return common, ""


def common_entries(sc: "DuelScene") -> list[MenuEntry]:
    """What the table's menu always offers: Arrange, Done, Cancel, passing, options, practice
    and its rewind and "Save duel for a bug report" (game.ui.scenes.practice), concede."""
    from .practice import duel_menu_entries
    m = sc.mode
    can_done = m is not None
    pend = sc.g.pending
    can_cancel = pend is not None and pend.cancellable and pend.decision.player == sc.me
    return [
        MenuEntry("Arrange Cards", sc.arrange, True, "Tidy the cards in play."),
        MenuEntry("Done", sc.press_done, can_done, "Finish, or pass until something happens (Space)."),
        MenuEntry("Cancel", sc.press_cancel, can_cancel, "Cancel the spell being cast (Esc)."),
        MenuEntry("Go to next step", sc.go_next, m is not None and m.kind == "priority",
                  "End this step and move to the next one."),
        MenuEntry("Pass to my next turn", lambda: (sc.c.pass_turn(), None)[1],
                  m is not None and m.kind == "priority", "F2"),
        MenuEntry("", separator=True),
        MenuEntry("Duel Options…", sc.open_options),
        MenuEntry("Show ID Tags", sc.toggle_ids, True, "Show each card's ID number.",
                  checked=sc.settings.show_id_tags),
        MenuEntry("Help (F1)", sc.open_help),
        MenuEntry("", separator=True),
    ] + duel_menu_entries(sc) + [
        MenuEntry("", separator=True),
        MenuEntry("Concede…", sc.confirm_concede, not sc.g.over),
    ] + ([MenuEntry("Main Menu (the duel is saved)", sc.on_leave, True,
                    "Leave the table; Resume Duel on the title screen brings you back here.")]
         if sc.on_leave is not None else [])


def card_menu(sc: "DuelScene", oid: int) -> tuple[list[MenuEntry], str]:
    """A card's menu: view it, its plays and abilities, Don't Auto-Tap, banding."""
    g = sc.g
    o = g.objects.get(oid)
    if o is None:
        return [], ""
    spec = sc.specs.get(("obj", oid))
    entries: list[MenuEntry] = []
    if spec is not None and spec.face_up:
        entries.append(MenuEntry("View Full Card", lambda: sc.view_full(oid)))
    if o.zone == "hand" and o.owner == sc.me:
        for a in sc.usable.get(oid, []):
            entries.append(MenuEntry(describe_action(g, a), (lambda a=a: sc._start(a, False))))
            if isinstance(a, CastSpell):
                entries.append(MenuEntry(describe_action(g, a) + " (auto-pay)", (lambda a=a: sc._start(a, True))))
    if o.zone == "battlefield" and g.controller_of(oid) == sc.me:
        for i, label, why in sc.c.ability_entries(oid):
            entries.append(MenuEntry(label, (lambda i=i: sc._start(ActivateAbility(oid, i), False)),
                                     why is None and sc.mode is not None and sc.mode.kind == "priority",
                                     why or ""))
        if any("mana" in ab for ab in g.chars(oid).abilities):
            entries.append(MenuEntry("Don't Auto-Tap", lambda: sc.toggle_autotap(oid), True,
                                     "Automatic payment never taps this card.",
                                     checked=oid in sc.c.dont_auto_tap))
        if sc.mode and sc.mode.kind == "attackers" and sc.attack.can_band(g, oid):
            entries.append(MenuEntry("Band with another attacker…", lambda: sc._arm_band(oid)))
    entries.append(MenuEntry("", separator=True))
    entries += common_entries(sc)[:3]
    entries.append(MenuEntry("Show ID Tags", sc.toggle_ids, True, checked=sc.settings.show_id_tags))
    name = g.name_of(oid) if spec is None or spec.face_up else "Face-down card"
    return entries, name

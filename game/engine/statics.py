"""Static abilities and resolved continuous effects, turned into layer effects (CR 604, 611, 613).

One vocabulary serves both: a `modify` mapping says what changes (controller, text,
types, colours, abilities, power/toughness, rule flags) and whom it affects.  On a
permanent it is a static ability, in effect while the permanent is on the battlefield;
as a spell's or ability's effect it is locked onto the objects it affected when it
resolved (CR 611.2c) and lasts for its duration.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .characteristics import Characteristics, LayerEffect
from .conditions import holds
from .context import Ctx
from .filter_spec import Filter
from .filters import amount, characteristics_read, matches_object, normalize
from .language import Duration
from .still import memo, remembered
from .terms import BASIC_LAND_TYPES, COLOR_OF_WORD, COLOR_WORDS, LAND_TYPE_OF_LANDWALK, LANDWALK_OF

if TYPE_CHECKING:
    from .game import Game

# modify key -> layer (CR 613.1)
MODIFY_KEYS: dict[str, tuple[str, str]] = {
    "controller": ("2", "you: the source's controller controls the affected permanents (CR 613.1b)"),
    "text": ("3", "{from: COLOUR-WORD, to: COLOUR-WORD}: replace every instance of one colour word in the rules "
                  "text, keywords included, with another (CR 612); `choose` for either word: the controller "
                  "chooses it as the effect begins (Sleight of Mind); with `kind: land_type` the words are basic "
                  "land types, changed in the rules text, landwalk keywords and the type line (Magical Hack)"),
    "add_types": ("4", "card types added (e.g. [Artifact, Creature])"),
    "add_subtypes": ("4", "subtypes added"),
    "set_subtypes": ("4", "creature subtypes replaced by these"),
    "set_land_type": ("4", "a basic land type that replaces all land types (CR 305.7); `chosen`: the type "
                           "chosen as the source entered"),
    "colors": ("5", "colours set to exactly these letters (CR 105.3); as an effect (`do:`), `choose`: the colour "
                    "the controller chooses as it resolves (\"becomes the color of your choice\"), `choose_any`: one or "
                    "more colours they choose (\"the color or colors of your choice\")"),
    "add_keywords": ("6", "keyword abilities gained"),
    "remove_keywords": ("6", "keyword abilities lost"),
    "add_triggers": ("6", "triggered abilities gained (vocabulary triggers)"),
    "add_abilities": ("6", "activated abilities gained"),
    "add_statics": ("6", "static abilities gained that are rules rather than `modify` effects, e.g. "
                         "[{blockable_only_by: FILTER}] (Seeker)"),
    "mana_becomes": ("6", "{from: W, to: C}: its mana abilities produce mana of the second type instead of the "
                          "first (Quarum Trench Gnomes: a Plains produces colorless mana instead of white)"),
    "cda": ("7a", "{power: AMOUNT, toughness: AMOUNT}: characteristic-defining power/toughness"),
    "base_power": ("7b", "power set to this"),
    "base_toughness": ("7b", "toughness set to this"),
    "power": ("7c", "power changed by this amount"),
    "toughness": ("7c", "toughness changed by this amount"),
    "lose_abilities": ("6", "true: loses all abilities -- keywords, activated, triggered, static and replacement "
                            "(CR 613.1f)"),
    "pt_mana_value": ("7b", "true: power and toughness each equal to its mana value (Titania's Song, Animate "
                            "Artifact)"),
    "switch": ("7d", "true: switch power and toughness"),
    "flags": ("rule", "rule flags: unblockable, cant_attack, cant_block, doesnt_untap, cant_be_regenerated, must_attack, flash (see the table below)"),
}
RULE_FLAGS = {
    "unblockable": "can't be blocked",
    "cant_attack": "can't attack",
    "cant_block": "can't block",
    "cant_attack_or_block": "can't attack or block",
    "doesnt_untap": "doesn't untap during its controller's untap step",
    "must_attack": "attacks each combat if able",
    "cant_be_regenerated": "can't be regenerated",
    "flash": "can be cast as though it had flash",
    "cant_be_enchanted": "can't be enchanted: Auras can't target it or be attached to it (CR 303.4; Tetravite)",
    "untargetable_by_auras": "can't be the target of Aura spells (Tetsuo Umezawa)",
    "untargetable_by_wall_only": "can't be the target of spells or abilities that can target only Walls (Wall of "
                                 "Shadows)",
    "assigns_no_combat_damage": "assigns no combat damage (CR 510.1a; Floral Spuzzem: \"this creature assigns no "
                                "combat damage this turn\")",
    "untargetable_by_spells": "can't be the target of spells (abilities may still target it; Anti-Magic Aura)",
    "untargetable_by_artifact_abilities": "can't be the target of abilities from artifact sources (CR 115.2; "
                                          "Artifact Ward)",
    "no_new_auras": "can't be enchanted, but Auras already attached to it stay: Auras can't target it or be "
                    "attached to it anew (Guardian Beast)",
    "control_locked": "other players can't gain control of it: an effect giving another player control of it "
                      "doesn't apply to it as the effect begins (Guardian Beast)",
    "untargetable_by_spells": "can't be the target of spells (Lurker, with `if`)",
    "damage_unpreventable": "damage that would be dealt to it can't be prevented or dealt instead to another "
                            "permanent or player (Whippoorwill)",
    "may_not_untap": "its controller may choose not to untap it during their untap step (CR 502.3)",
    "haste_to_attack": "can attack as though it had haste (CR 302.6; Instill Energy)",
    "attacks_despite_defender": "can attack as though it didn't have defender (CR 702.3b; Animate Wall)",
    "lure": "all creatures able to block it do so (a blocking requirement, CR 509.1c; Lure)",
    "blocks_each_attacker": "it blocks each attacking creature if able, as many as it can block (a blocking "
                            "requirement, CR 509.1c; Blaze of Glory, with add_statics [{blocks_additional: 99}])",
    "victims_cant_regenerate": "a creature it deals damage to can't be regenerated this turn (Runesword)",
    "victims_exiled_if_die": "a creature it deals damage to that would die this turn is exiled instead (Runesword)",
    "no_max_hand_size": "(players) no maximum hand size",
}


def _mana_becomes(ab: dict, change: dict) -> dict:
    """A mana ability rewritten to produce `to` where it produced `from` ("it produces colorless
    mana instead of white mana": Quarum Trench Gnomes); other abilities are unchanged."""
    mana = ab.get("mana")
    old, new = str(change.get("from", "")), str(change.get("to", ""))
    if mana is None or not old or not new:
        return ab
    if isinstance(mana, str):
        return ab if mana in ("any", "produced", "opponent_lands") else {**ab, "mana": mana.replace(old, new)}
    if isinstance(mana, (list, tuple)):
        return {**ab, "mana": [str(m).replace(old, new) for m in mana]}
    return ab


def split_layers(mod: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Group a modify mapping's keys by layer."""
    out: dict[str, dict[str, Any]] = {}
    for key, val in mod.items():
        if key in MODIFY_KEYS:
            out.setdefault(MODIFY_KEYS[key][0], {})[key] = val
    return out


def _affected_fn(g: "Game", ctx: Ctx, what: Any):  # type: ignore[no-untyped-def]
    src = g.objects.get(ctx.source) if ctx.source is not None else None
    if what in (None, "self"):
        return lambda chars: [ctx.source] if ctx.source in chars else []
    if what in ("enchanted", "equipped"):
        return lambda chars: [src.attached_to] if src is not None and src.attached_to in chars else []
    if isinstance(what, dict) and "all" in what:
        flt = normalize(what["all"])
        return lambda chars: [oid for oid in list(chars) if _matches_layered(ctx, oid, flt, chars)]
    raise KeyError(f"a static ability can't affect {what!r}")


def affected_reads(what: Any) -> frozenset[str] | None:
    """The characteristics what a static ability applies to depends on, or None where that
    can't be said without trying (see characteristics._DependencyTrials).  "This", "enchanted"
    and "equipped" depend on none: they name their object."""
    if what in (None, "self", "enchanted", "equipped"):
        return frozenset()
    if not (isinstance(what, dict) and "all" in what):
        return None
    return characteristics_read(normalize(what["all"]))


def _matches_layered(ctx: Ctx, oid: int, flt: Filter, chars: dict[int, Characteristics]) -> bool:
    o = ctx.g.objects[oid]
    kind = flt.kind
    if kind == "spell" and o.zone != "stack":
        return False
    if kind in ("permanent", "any", "creature_or_player") and o.zone != "battlefield":
        return False
    return matches_object(ctx, oid, flt, chars)


def collect_layer_effects(g: "Game", chars: dict[int, Characteristics]) -> list[LayerEffect]:
    effects: list[LayerEffect] = []
    # static abilities of permanents on the battlefield (CR 604.2), including granted ones
    for oid in g.battlefield:
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = chars[oid]
        for i, st in enumerate(ch.statics):
            if "modify" not in st:
                continue
            ctx = Ctx(g, ch.controller, oid, o.zcc)
            mod = st["modify"]
            fn = _affected_fn(g, ctx, mod.get("what", "self"))
            reads = affected_reads(mod.get("what", "self"))
            group = {"index": i}
            for layer, params in split_layers(mod).items():
                effects.append(LayerEffect(layer, o.timestamp, oid, ch.controller, params, fn, ctx, cda=layer == "7a",
                                           group=group, static=True, cond=st.get("if"), reads=reads))
    # resolved continuous effects (CR 611)
    for e in g.effects:
        if e.layer != "mod":
            continue
        if e.duration in (Duration.WHILE_SOURCE_TAPPED, Duration.WHILE_SOURCE_TAPPED_AND_CONTROLLED) \
                and not _source_still_tapped(g, e):
            continue
        if e.duration in (Duration.UNTIL_SOURCE_LEAVES, Duration.WHILE_SOURCE_CONTROLLED) \
                and not _source_still_there(g, e):
            continue
        ctx = Ctx(g, e.controller, e.source, None)
        if e.affected is not None:
            locked = e.affected
            fn = (lambda chars, locked=locked: [r[1] for r in locked
                                                if r[1] in chars and g.objects[r[1]].zcc == r[2]])
        else:
            fn = _affected_fn(g, ctx, e.params.get("what"))
        group: dict = {}
        for layer, params in split_layers(e.params).items():
            effects.append(LayerEffect(layer, e.timestamp, e.source, e.controller, params, fn, ctx, group=group))
    return effects


def linger_statics(g: "Game", oid: int) -> None:
    """"If this enchantment leaves the battlefield, this effect continues until end of turn"
    (Titania's Song): as a permanent leaves the battlefield, each of its static `modify`
    abilities marked `lingers: end_of_turn` becomes a continuous effect locked onto the objects it
    was applying to (CR 611.2c), lasting until end of turn."""
    from .objects import ContinuousEffect
    o = g.objects[oid]
    if o.zone != "battlefield":
        return
    ch = g.chars(oid)
    for i, st in enumerate(ch.statics):
        if st.get("lingers") != "end_of_turn" or "modify" not in st:
            continue
        ids = ch.static_affected.get(i, ())
        refs = tuple(("obj", x, g.objects[x].zcc) for x in ids
                     if x in g.objects and g.objects[x].zone == "battlefield" and x != oid)
        params = {k: v for k, v in st["modify"].items() if k != "what"}
        g.effects.append(ContinuousEffect(g.new_id(), oid, ch.controller, "mod", o.timestamp, Duration.END_OF_TURN, params, refs,
                                          ch.controller))
        g.log(f"{ch.name}'s effect continues until end of turn", "611.2c")
    g.invalidate()


def _source_still_there(g: "Game", e: Any) -> bool:
    """"Until [this] leaves the battlefield" (CR 611.2b, 400.7): the source is the same object and
    still on the battlefield (Gaea's Liege's "becomes a Forest until this creature leaves")."""
    src = g.objects.get(e.source)
    return src is not None and src.zone == "battlefield" and src.zcc == e.params.get("_source_zcc", src.zcc)


def end_lapsed_effects(g: "Game") -> None:
    """CR 611.2b: an effect that lasts "for as long as you control [the source] and it remains
    tapped" (Rubinia Soulsinger) ends for good once either stops being true -- checked whenever
    the game settles, before a player receives priority (untapping ends it at once, see
    events.untap)."""
    lapsed = []
    for e in g.effects:
        if "_while_matches" in e.params and not _still_matches(g, e):
            lapsed.append(e)
            continue
        if e.duration is Duration.WHILE_SOURCE_CONTROLLED:
            # "for as long as you control this creature" (Aladdin): leaving or changing hands ends it
            if not _source_still_there(g, e) or g.chars(e.source).controller != e.controller:
                lapsed.append(e)
            continue
        if e.duration is not Duration.WHILE_SOURCE_TAPPED_AND_CONTROLLED:
            continue
        src = g.objects.get(e.source)
        if not _source_still_tapped(g, e) or src is None or g.chars(src.id).controller != e.controller:
            lapsed.append(e)
    if lapsed:
        g.effects = [e for e in g.effects if e not in lapsed]
        g.invalidate()


def _still_matches(g: "Game", e: Any) -> bool:
    """"... and that creature's power remains less than or equal to this creature's power" (Old Man
    of the Sea): every permanent the effect locked onto still matches its filter, judged from the
    effect's source; the characteristics are those before this effect's own change of control."""
    ctx = Ctx(g, e.controller, e.source, None)
    refs = [r for r in (e.affected or ()) if r[0] == "obj" and r[1] in g.objects and g.objects[r[1]].zcc == r[2]]
    return bool(refs) and all(matches_object(ctx, r[1], e.params["_while_matches"]) for r in refs)


def _source_still_tapped(g: "Game", e: Any) -> bool:
    """"For as long as this remains tapped" (CR 611.2b): the source is the same object, still on
    the battlefield and tapped (untapping ends the effect for good, see events.untap)."""
    src = g.objects.get(e.source)
    return src is not None and src.zone == "battlefield" and src.tapped \
        and src.zcc == e.params.get("_source_zcc", src.zcc)


def apply_layer_effect(g: "Game | None", e: LayerEffect, ch: Characteristics,
                       chars: dict[int, Characteristics]) -> None:
    p = e.params
    ctx: Ctx = e.ctx
    if e.static and e.source in chars and chars[e.source].text_map:
        # a static ability is text of its source: the source's changed words apply (CR 612.1)
        p = text_changed_params(chars[e.source].text_map, p)
    if "controller" in p:
        if isinstance(p["controller"], dict):
            ch.controller = p["controller"]["player"]   # "an opponent gains control of them" (Rohgahh)
        else:
            src = chars.get(e.source)
            ch.controller = src.controller if src is not None else e.controller
    if "text" in p:
        change_text(ch, p["text"]["from"], p["text"]["to"])
    if "add_types" in p:
        ch.types = ch.types | frozenset(p["add_types"])
    if "add_subtypes" in p:
        ch.subtypes = ch.subtypes | frozenset(p["add_subtypes"])
    if "set_subtypes" in p:
        ch.subtypes = frozenset(p["set_subtypes"])
    if "set_land_type" in p:
        new_type = p["set_land_type"]
        if new_type == "chosen":   # "the chosen type" (Phantasmal Terrain): chosen as the source entered
            src = ctx.g.objects.get(e.source) if ctx is not None else None
            new_type = src.chosen.get("land_type") if src is not None else None
        if new_type is not None:
            land_types = {"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
                          "Urza's"}
            ch.subtypes = (ch.subtypes - land_types) | {new_type}
            ch.abilities = ()
            ch.triggers = ()
    if "colors" in p:
        ch.colors = frozenset(p["colors"])
    if "add_keywords" in p:
        ch.keywords = ch.keywords | frozenset(p["add_keywords"])
    if "remove_keywords" in p:
        gone = frozenset(p["remove_keywords"])
        ch.keywords = frozenset(k for k in ch.keywords if k not in gone and not
                                ("bands with other" in gone and k.startswith("bands with other ")))
    if p.get("lose_abilities"):
        ch.keywords = frozenset()
        ch.abilities = ()
        ch.triggers = ()
        ch.statics = ()
        ch.replacements = ()
        ch.lost_abilities = True
    if "add_triggers" in p:
        ch.triggers = ch.triggers + tuple(p["add_triggers"])
    if "add_abilities" in p:
        ch.abilities = ch.abilities + tuple(p["add_abilities"])
    if "mana_becomes" in p:
        ch.abilities = tuple(_mana_becomes(a, p["mana_becomes"]) for a in ch.abilities)
    if "add_statics" in p:
        ch.statics = ch.statics + tuple(p["add_statics"])
    if "cda" in p and ctx is not None:
        ch.power = amount(ctx, p["cda"]["power"])
        ch.toughness = amount(ctx, p["cda"]["toughness"])
    if "base_power" in p and ctx is not None:
        ch.power = amount(ctx, p["base_power"])
    if "base_toughness" in p and ctx is not None:
        ch.toughness = amount(ctx, p["base_toughness"])
    if p.get("pt_mana_value"):
        ch.power = ch.toughness = ch.mana_cost.mana_value
    if ("power" in p or "toughness" in p) and ctx is not None and ch.power is not None:
        ch.power += amount(ctx, p.get("power", 0))
        ch.toughness = (ch.toughness or 0) + amount(ctx, p.get("toughness", 0))
    if p.get("switch") and ch.power is not None:
        ch.power, ch.toughness = ch.toughness, ch.power
    if "flags" in p:
        ch.flags = ch.flags | frozenset(p["flags"])




def color_letter(word: str) -> str:
    """'black' or 'B' -> 'B'."""
    return COLOR_OF_WORD.get(str(word).lower(), str(word))


def change_text(ch: Characteristics, old: str, new: str) -> None:
    """Layer 3: replace every instance of one colour word with another (CR 612.1-2).

    `ch.text_map` maps each colour letter as originally printed to the colour its words
    now name; filters of the object's abilities read their colours through it (see
    filters._text_map), so "nonblack" can become "nonwhite" and "a red source" a blue one.
    Changes compose in timestamp order: after black->blue then blue->red, words that were
    printed black or blue both say red.  Keywords present at this layer -- printed ones, or
    copied ones -- change too ("protection from black"); abilities granted later, in layer 6,
    are not text of the object and don't (CR 612.3)."""
    if old in BASIC_LAND_TYPES or new in BASIC_LAND_TYPES:
        change_land_type_text(ch, old, new)
        return
    old_c, new_c = color_letter(old), color_letter(new)
    if old_c == new_c:
        return
    mapping = {k: (new_c if v == old_c else v) for k, v in ch.text_map.items()}
    if old_c not in ch.text_map:
        mapping[old_c] = new_c
    ch.text_map = mapping
    old_w, new_w = COLOR_WORDS.get(old_c), COLOR_WORDS.get(new_c)
    if old_w and new_w:
        ch.keywords = frozenset(k.replace(f"from {old_w}", f"from {new_w}") if k.startswith("protection from ")
                                else k for k in ch.keywords)




def change_land_type_text(ch: Characteristics, old: str, new: str) -> None:
    """Layer 3: replace every instance of one basic land type word with another (CR 612.1-2),
    in the rules text (filters of the object's abilities read subtypes through `ch.text_map`,
    as they read colours), in landwalk keywords, and in the type line (CR 612.1: a text-changing
    effect also changes the text of the type line, so a Swamp can become a Plains)."""
    if old == new:
        return
    mapping = {k: (new if v == old else v) for k, v in ch.text_map.items()}
    if old not in ch.text_map:
        mapping[old] = new
    ch.text_map = mapping
    ch.keywords = frozenset(LANDWALK_OF[new] if k == LANDWALK_OF[old] else k for k in ch.keywords)
    if old in ch.subtypes:
        ch.subtypes = (ch.subtypes - {old}) | {new}


def rules_words(text_map: dict[str, str], words: Any) -> tuple[str, ...]:
    """Keywords named in an object's rules text, as text-changing effects on that object have
    left them (CR 612.1-2): a landwalk follows its land type ("islandwalk" -> "swampwalk"), a
    protection its colour ("protection from black" -> "protection from blue").  Island Sanctuary's
    "flying and/or islandwalk", Lord of Atlantis's "have islandwalk", a Ward's protection."""
    if not text_map:
        return tuple(words)
    out = []
    for w in words:
        land = LAND_TYPE_OF_LANDWALK.get(w) if isinstance(w, str) else None
        if land is not None:
            w = LANDWALK_OF[text_map.get(land, land)]
        elif isinstance(w, str) and w.startswith("protection from "):
            c = COLOR_OF_WORD.get(w[len("protection from "):])
            if c is not None:
                w = f"protection from {COLOR_WORDS[text_map.get(c, c)]}"
        out.append(w)
    return tuple(out)


def text_changed_params(text_map: dict[str, str], p: dict) -> dict:
    """The words of a `modify` written in its source's rules text -- keywords granted or removed,
    a land type set, colours set -- as text-changing effects on the source have left them (CR
    612.1): Magical Hack turning Evil Presence's "is a Swamp" into "is a Plains", Sleight of Mind
    turning Kormus Bell's black into blue.  (Filters read the source's words through the same
    map when they match, see filters._text_map.)"""
    if not text_map:
        return p
    q = dict(p)
    for key in ("add_keywords", "remove_keywords"):
        if key in q:
            q[key] = list(rules_words(text_map, q[key]))
    if isinstance(q.get("set_land_type"), str):
        q["set_land_type"] = text_map.get(q["set_land_type"], q["set_land_type"])
    if "colors" in q:
        q["colors"] = [text_map.get(c, c) for c in q["colors"]]
    return q


def has_flag(g: "Game", oid: int, flag: str) -> bool:
    o = g.objects[oid]
    if o.zone != "battlefield":
        return False
    return flag in g.chars(oid).flags


def _active_statics(g: "Game", key: str):
    """(oid, object, characteristics, ability, context) for every static ability with `key` of the
    permanents on the battlefield (not phased out) whose `if` holds."""
    for oid in g.statics_index().get(key, ()):
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        for st in ch.statics:
            if key in st:
                ctx = Ctx(g, ch.controller, oid, o.zcc)
                if "if" in st and not holds(ctx, st["if"]):
                    continue
                yield oid, o, ch, st, ctx


def static_specs(g: "Game", key: str) -> list[tuple[int, dict, Ctx]]:
    """Every static ability with `key` of permanents on the battlefield (whose `if` holds), with its
    source and evaluation context (e.g. the cost increases of Gloom).  While the game stands still
    (see `still`) the search is made once per key; each caller gets contexts of its own."""
    def find() -> list[tuple[int, dict, Ctx]]:
        return [(oid, st[key] or {}, ctx) for oid, _o, _ch, st, ctx in _active_statics(g, key)]
    if memo(g, "static_specs") is None:
        return find()
    return [(oid, spec, Ctx(g, ctx.controller, ctx.source, ctx.source_zcc))
            for oid, spec, ctx in remembered(g, "static_specs", key, find)]


def player_statics(g: "Game", p: int, key: str) -> list[tuple[int, dict]]:
    """Static abilities of permanents that affect player p with rule `key` (e.g. cant_lose).  While
    the game stands still (see `still`) they are found once per player and key."""
    return list(remembered(g, "player_statics", (p, key), lambda: _player_statics(g, p, key)))


def _player_statics(g: "Game", p: int, key: str) -> list[tuple[int, dict]]:
    out = []
    for oid, o, ch, st, _ctx in _active_statics(g, key):
        spec = st[key]
        who = spec.get("who", "you") if isinstance(spec, dict) else spec
        if who == "you" and p == ch.controller or who == "opponents" and p != ch.controller \
                or who == "each_player" or who == "chosen_player" and o.chosen.get("player") == p:
            out.append((oid, spec if isinstance(spec, dict) else {}))
    for e in g.effects:
        if e.layer == "player_rule" and e.params.get("rule") == key and e.params.get("player") == p:
            out.append((e.source, e.params))
    return out


def forbidding_source(g: "Game", p: int, oid: int) -> int | None:
    """The permanent whose `cant_play` static ability forbids player p to cast or play the card
    `oid` from where it is, or None.  "Players can't cast spells or play lands with ..." (City in
    a Bottle): a "can't" beats any "can" (CR 101.2), so this is asked before anything else about
    casting the card (CR 601.2a) or playing the land (CR 305.1)."""
    zone = g.objects[oid].zone
    for src, spec in player_statics(g, p, "cant_play"):
        ctx = Ctx(g, g.chars(src).controller, src, g.objects[src].zcc)
        if matches_object(ctx, oid, normalize(spec.get("filter")).with_(kind="card", zone=zone)):
            return src
    return None

"""The rule-based decisions every level of the computer player starts from: which land to
play, what to cast, what to aim it at, what to discard or sacrifice.  Each answer comes
with a one-line reason, shown in the table's game log."""
from __future__ import annotations

from typing import Any, Callable

from ..engine.answers import max_x_for_spell, payment_sparing
from ..engine.casting import (ability_list, can_use_tap_ability, is_simple_mana_ability, legal_modes, mana_options,
                              mana_sources, potential_mana, target_slots, usable_pool, with_mode)
from ..engine.combat import (block_problem as block_problem_for, can_attack, can_block, combat_damage_preview,
                             combat_limit, fight_outcome, kills, lethal_damage)
from ..engine.context import Ctx
from ..engine.characteristics import Characteristics
from ..engine.filters import all_matching, candidates, normalize
from ..engine.decisions import (Action, ActivateAbility, Cancel, CastSpell, Decision, PassPriority, PlayLand,
                                SpecialAction, answer_for)
from ..engine.special import describe as describe_special
from ..engine.card_mana import produces
from ..engine.game import legal_actions
from ..engine.mana import solve_payment
from ..engine.rng import GameRng
from ..engine.terms import MANA_OF_LAND_TYPE, MANA_TYPES, STEPS
from ..engine.game import Game
from . import (activation_limits, board_wide_statics, bounce_judgement, burn, combat_damage_judgement,
               counter_judgement, damage_division, defensive_instants, dexterity, doomed_fodder, land_untapping,
               library_search, manlands, opening_hand, optional_costs, redundant_activations, regeneration, rescues,
               source_shields, spell_copies, subgame_judgement, sweepers, trial)
from .colour_needs import keep_weights
from .combat_ai import (affordable_pings, attack_is_lethal, blocks_made, boost_of as _boost, choose_attackers,
                        choose_blocks, damage_through, fog_stops, fogs_combat, meet_attack_requirements,
                        meet_block_requirements, pump_times, struck_down_before_it_strikes,
                        swing_back_damage)
from .evaluation import gain
from .evasion import life_under_fire, unblockable_power
from .keyword_judgement import keyword_judgement
from .verb_judgement import deep_verbs, nested_effects, params_polarity, walk as walk_effects
from .knowledge import (answered_by_mine, attack_threat, aura_polarity, aura_returns_card, aura_takes_control,
                        can_target_player, card_in_hand_value, counters_unless_paid, creature_value,
                        denies_own_regeneration, departure_value, effects_polarity, forced_attackers_stopped,
                        held_off, holds_while_tapped, is_counterspell,
                        leaves_at_end_of_turn, life_given, life_handed_back, lord_worth, mana_next_turn, mana_open,
                        pays_for_itself, permanent_value, ready_answer, regenerated_by, spent_worth, target_pool,
                        unheld_power, upkeep_toll, upkeep_burden_now, upkeep_discard_claim, upkeep_discards,
                        upkeep_disables, UPKEEP_TURNS,
                        unfed_discard_damage, upkeep_threat, worth_returned,
                        WORTHY_TARGET)


def _no_threat(oid: int) -> float:
    """No threat weighed (`Policy._pressing_threat` outside a pressed game)."""
    return 0.0


WINNING_PLAY = 60.0   # an action scored this high wins the game (lethal burn): nobody hesitates over it
BOMB_THREAT = 5.0     # a spell this threatening is countered even by the Apprentice
MANA_ROCK = 48.0      # a mana rock that pays for itself at once: cast after the land, before all else
ENOUGH_MANA = 6       # the mana that casts the classic decks' biggest spells: a land beyond it is spare
STOPPER_TRIALS = 6     # the best targets tried on a copy for whether their removal stops a lethal attack
COUNTER_MARGIN = 4.0   # how much better off a counter must leave me than a spell that isn't a threat
                       # (policy.threat) resolving: held, it answers a bigger spell later
MINOR_PLAY = 4        # a spell of lower mana value doesn't justify tapping the mana of a counterspell held
# the score of a play the rules of thumb advise against, not merely put off: removal or a bounce
# kept for a worthier target, a combat trick cast before the fight.  A look-ahead that ends a turn
# from now can't see the Serra Angel coming that the Terror is kept for, nor the block the Giant
# Growth is kept for, so it never tries such a play (game.ai.player, game.ai.mcts)
ADVISED_AGAINST = -1.0
FOG_HIT = 4           # the least attack a fog is spent on when it isn't lethal
SWEEP_WORTH = 3.0     # board worth a sweep must take from the opponent beyond what it takes from me
FOR_GOOD = frozenset({"destroy", "exile", "gain_control"})   # verbs that take a permanent away for good
LITTLE_POWER = 1      # a creature whose attack takes no more is worth no card that removes it for good
CHOICE_MARGIN = 1.0   # evaluation points declining an optional cost must gain to overrule "yes"


class Policy:
    """Heuristic answers to every kind of decision; `noise` makes the low levels imprecise."""

    def __init__(self, rng: GameRng, noise: float = 0.0, skill: int = 3, imprecision: float | None = None,
                 weighs_choices: bool = False) -> None:
        self.rng = rng
        # does it play out both answers of an optional cost or "may" on a copy before answering
        # (`weighed_yes_no`)?  The player's own policy at the table, not the one its look-ahead
        # imagines its future plays with (those copies are mid-process, with no copy to make)
        self.weighs_choices = weighs_choices
        self.noise = noise
        self.skill = skill      # 0 Apprentice .. 3 Wizard: what the rules of thumb may do
        # how often the low levels slip (hesitate, stay home, miss a block, pick a poor target)
        self.imprecision = (1.0 if skill == 0 else 0.0) if imprecision is None else imprecision
        self.reason = ""
        # a choice being tried on a copy of the game (a rescue, an optional cost): no copies are
        # made inside it
        self._on_a_copy = False
        self._burst_choice: Any = None      # the colour burst_mana chose, for the choice that follows
        self._burst_x: int | None = None    # the counters it found enough, for the X that follows
        # the rescues judged as a cast or activation began, by (source, mode): the mode and the
        # target it was judged for, and its score.  On a look-ahead copy the announcement's
        # choices are made inside the process, where no copy can be tried (`_rescues`): they
        # carry out what was judged at the start
        self._rescue_plans: dict[tuple[int, int | None], tuple[tuple, tuple[float, str]]] = {}

    def _slips(self, percent: float) -> bool:
        return self.imprecision > 0 and self.rng.randbelow(1000) < percent * 10 * self.imprecision

    def _jitter(self) -> float:
        if not self.noise:
            return 0.0
        return (self.rng.randbelow(1000) / 1000.0 - 0.5) * 2 * self.noise

    # --- dispatch ----------------------------------------------------------------------
    def decide(self, g: Game, me: int) -> Action:
        d = g.pending.decision  # type: ignore[union-attr]
        if d.kind == "priority":
            return self.priority(g, me)
        return answer_for(d, self.answer(g, me, d))

    def answer(self, g: Game, me: int, d: Decision) -> Any:
        if d.kind == "pay":
            return self.payment(g, me, d)
        if d.kind == "number":
            return self.number(g, me, d)
        if d.kind == "attackers":
            self.reason = "attack"
            attack = self.timid(g, me, d.options, choose_attackers(g, me, d.options, aggression=self._jitter()))
            return within_limit(tuple(meet_attack_requirements(g, list(attack), d.options)), combat_limit(g, "attackers"))
        if d.kind == "blockers":
            blocks = self.miss_blocks(g, me, d.options, choose_blocks(g, me, d.options, trades=self.skill >= 1))
            return within_limit(blocks, combat_limit(g, "blockers"))
        if d.kind == "divide":
            if d.purpose == "combat_damage":
                return damage_division.combat_division(g, me, d)
            return self.divide(g, me, d)
        if d.kind == "piles":
            return self.piles(g, me, d)
        return self.select(g, me, d)

    def payment(self, g: Game, me: int, d: Decision) -> Any:
        """The sources that pay a mana cost (CR 601.2g-h).  If I hold a counterspell, the ones
        that leave its mana untapped, when there are such (Grizzly Bears from the Forests, the
        Islands kept for Counterspell).  A permanent that makes itself a creature is never
        tapped for its own ability when other sources pay: tapped, it could neither attack nor
        block (CR 508.1a, 509.1a).  Otherwise generic mana comes from the sources whose colours
        the rest of my hand -- and then my library -- needs least (a {1}{B} spell paid with the
        Swamps, the one Mountain kept for the Lightning Bolt: game.ai.colour_needs)."""
        spell = d.info("spell")
        cost = d.info("mana_cost")
        if cost is None:
            return "auto"
        if spell in g.objects and is_counterspell(g.objects[spell].card):
            return self._sparing_payment(g, me, d)
        offered = set(d.options)   # the sources this payment may use (not the one paying for itself)
        spare = manlands.source_to_spare(g, me)
        if spare in offered:
            others = [src for src in mana_sources(g, me, spell=spell) if src.id in offered and src.id != spare]
            pay = solve_payment(cost, usable_pool(g, me, spell), others)
            if pay is not None:
                return tuple(src for src, _ in pay.taps)
        sources = [src for src in mana_sources(g, me, spell=spell) if src.id in offered]
        for oid in g.players[me].hand:
            card = g.objects[oid].card
            if oid == spell or not is_counterspell(card) or card.mana_cost.x:
                continue
            kept = solve_payment(card.mana_cost, {}, sources)
            if kept is None:
                continue
            reserved = {src for src, _ in kept.taps}
            pay = solve_payment(cost, usable_pool(g, me, spell), [s for s in sources if s.id not in reserved])
            if pay is not None:
                return tuple(src for src, _ in pay.taps)
        return self._sparing_payment(g, me, d)

    def _sparing_payment(self, g: Game, me: int, d: Decision) -> Any:
        """The payment tapping as few sources as the automatic one, sparing those whose colours
        my other cards need (engine: payment_sparing); the automatic payment when none is needed."""
        offered = set(d.options)
        sources = [src for src in mana_sources(g, me, spell=d.info("spell")) if src.id in offered]
        weights = keep_weights(g, me, sources, d.info("spell"))
        if not weights:
            return "auto"
        taps = payment_sparing(g, d, weights)
        return "auto" if taps is None else taps

    def piles(self, g: Game, me: int, d: Decision) -> tuple:
        """My creatures into piles.  Every one must go in (Raging River): the two piles as even in
        strength as I can make them, so whichever the attacker names, good blockers are in it.
        Any of them may (Camouflage, each pile blocking a random attacker): the creatures that
        survive a block by the strongest attacker, one to a pile."""
        labels = list(d.info("labels", ()))
        mine = sorted(d.options, key=lambda o: -creature_value(g.chars(o)))
        if d.info("every"):
            weight = {label: 0.0 for label in labels}
            out = []
            for o in mine:
                label = min(labels, key=lambda x: (weight[x], labels.index(x)))
                weight[label] += creature_value(g.chars(o))
                out.append((o, label))
            return tuple(out)
        c = g.combat
        biggest = max((g.chars(a).power or 0 for a in (c.attackers if c else ())), default=0)
        sturdy = [o for o in mine if (g.chars(o).toughness or 0) > biggest]
        return tuple((o, labels[i]) for i, o in enumerate(sturdy[:len(labels)]))

    # --- imprecision: how the lower levels slip ---------------------------------------------
    def timid(self, g: Game, me: int, options: tuple, attack: tuple) -> tuple:
        """Misjudged attacks: each chosen attacker may stay home and each creature kept
        back may charge in anyway; never when attacking with everything wins."""
        if not self.imprecision or attack_is_lethal(g, me, options):
            return attack
        bands = [p for p in attack if p[0] == "band"]
        kept = [p for p in attack if p[0] != "band" and not self._slips(30)]
        chosen = {a for a, _ in attack}
        for a, t in options:
            if a not in chosen and t[0] == "player" and self._slips(15):
                kept.append((a, t))
                chosen.add(a)
        return tuple(kept) + whole_bands(kept, bands)

    def miss_blocks(self, g: Game, me: int, options: tuple, blocks: tuple) -> tuple:
        """A block may be missed, but not one needed to survive the attack."""
        if not self.imprecision or not blocks:
            return blocks
        kept = tuple(b for b in blocks if not self._slips(25))
        if damage_through(g, kept) >= g.players[me].life:
            return blocks
        return tuple(meet_block_requirements(g, list(kept), options))

    def hesitates(self, g: Game, me: int, action: Action, score: float) -> bool:
        """Keeping a spell one could have used in one's own turn; never a play that wins
        the game, never an answer to the opponent's, never with mana already in the pool (it
        would be lost: Black Lotus's three mana are there to be spent), and never while the
        opponent's creatures could kill me in their next attack: the play kept may be the
        answer, and no level slips when the slip would lose the game."""
        my_main = g.active == me and g.step in ("main1", "main2") and not g.stack
        return not isinstance(action, (PassPriority, PlayLand)) and my_main and score < WINNING_PLAY \
            and not any(g.players[me].mana_pool.values()) and not g.players[me].restricted_mana \
            and not _facing_lethal(g, me) and self._slips(20)

    # --- priority ------------------------------------------------------------------------
    def priority(self, g: Game, me: int) -> Action:
        # the mana abilities are wanted only where a one-shot one may be spent (burst_mana)
        every = legal_actions(g, mana_abilities=_may_burst_mana(g, me))
        acts = [a for a in every if not _is_mana_ability(g, a)]
        best, score, why = self.best_priority_action(g, me, acts)
        burst = self.burst_mana(g, me, every, score)
        if burst is not None:
            best, why = burst
        if self.hesitates(g, me, best, score):
            best, why = PassPriority(), "holds back"
        self.reason = why
        return best

    def burst_mana(self, g: Game, me: int, every: list[Action], score_now: float | None = None
                   ) -> tuple[Action, str] | None:
        """A mana ability the automatic payment never uses, spent in my main phase when the mana
        lets me make a better play than I can make without it: a one-shot one (Black Lotus:
        "{T}, Sacrifice this artifact: Add three mana of any one color") or one that costs mana
        itself (Apprentice Wizard: "{U}, {T}: Add {C}{C}{C}", the Juggernaut two lands can't
        pay for; Fire Sprites turning {G} into the {R} a Lightning Bolt needs).  The colour it
        adds is remembered for the choice that follows."""
        self._burst_choice, self._burst_x = None, None
        if not _may_burst_mana(g, me):
            return None
        bursts = [a for a in every if _is_mana_ability(g, a) and _burst(ability_list(g, a.source)[a.index])]
        if not bursts:
            return None
        if score_now is None:
            score_now = self.best_priority_action(g, me, [a for a in every if not _is_mana_ability(g, a)])[1]
        best: tuple[float, Action, tuple, int | None, str] | None = None
        for a in bursts:
            ab = ability_list(g, a.source)[a.index]
            for prod in mana_options(ab["mana"], g, me):
                for x in _counter_choices(g, a, ab):
                    sim = self._burst_on_copy(g, me, a, prod, x)
                    if sim is None:
                        continue
                    acts = [y for y in legal_actions(sim) if not _is_mana_ability(sim, y)]
                    _, s, why = self.best_priority_action(sim, me, acts)
                    # the fewest counters that make the play (a Mana Battery keeps the rest)
                    if s > score_now + 5 and (best is None or s > best[0]):
                        best = (s, a, prod, x, why)
        if best is None:
            return None
        self._burst_choice, self._burst_x = best[2], best[3]
        return best[1], f"{g.name_of(best[1].source)} for mana, to {best[4]}"

    def _burst_on_copy(self, g: Game, me: int, a: Action, prod: Any, x: int | None) -> Game | None:
        """A copy of the game with the mana ability activated as burst_mana would: its own mana
        paid as I pay (sparing the sources of the colours my hand needs: a Celestial Prism's {2}
        from the Mountains, not the only Swamp), X counters removed, the colour chosen.  None if
        it can't be done, or leaves a choice behind."""
        sim = trial.stopping_copy(g)
        try:
            sim.apply(a)
            for _ in range(4):
                d = sim.pending.decision if sim.pending is not None else None
                if d is None or d.kind == "priority":
                    break
                if d.kind == "pay":
                    sim.apply(answer_for(d, self.payment(sim, me, d)))
                elif d.kind == "number" and d.purpose == "x" and x is not None:
                    sim.apply(answer_for(d, x))
                elif d.kind == "select" and d.purpose == "mana":
                    sim.apply(answer_for(d, (prod,)))
                else:
                    return None
        except Exception:
            return None
        if sim.pending is None or sim.pending.decision.kind != "priority":
            return None
        return sim

    def best_priority_action(self, g: Game, me: int, acts: list[Action]) -> tuple[Action, float, str]:
        best: Action = PassPriority()
        best_score = 0.0
        why = "pass"
        for a in acts:
            if isinstance(a, PassPriority):
                continue
            s, reason = self.action_score(g, me, a)
            if s > 0:
                s += self._jitter() * 2
            if s > best_score:
                best, best_score, why = a, s, reason
        return best, best_score, why

    def action_score(self, g: Game, me: int, a: Action) -> tuple[float, str]:
        my_main = g.active == me and g.step in ("main1", "main2") and not g.stack
        if self.skill == 0 and not my_main:
            # the Apprentice plays in its own main phase: no tricks, no instant-speed removal;
            # the responses it knows are saving a creature by regenerating it and countering a
            # spell that plainly matters
            if isinstance(a, CastSpell) and "counter" in _verbs(_spell_effects(_cast_card(g, a))):
                s, why = self.cast_score(g, me, a)
                if s >= 25 + BOMB_THREAT:
                    return s, why
            if isinstance(a, ActivateAbility) and \
                    ("regenerate" in _verbs(ability_list(g, a.source)[a.index].get("do", []))
                     or manlands.is_animation(g, a)):   # a land that blocks or attacks like a creature
                return self.activate_score(g, me, a)
            if isinstance(a, SpecialAction):
                return self.special_score(g, me, a)
            return 0.0, ""
        if isinstance(a, PlayLand):
            if not my_main or self._land_loses(g, me, a):
                return 0.0, ""
            if self.skill > 0 and self._land_feeds_upkeep(g, me, a.card):
                # a land I can spare is the card my upkeep's discard needs: a twelfth Plains played
                # at 5 life left the Mishra's War Machine nothing to take but 3 life (ladder game
                # 66 against the Apprentice)
                return 0.0, ""
            return 50.0 + self.land_need(g, me, a.card), f"play {g.objects[a.card].card.name}"
        if isinstance(a, CastSpell):
            return self.cast_score(g, me, a)
        if isinstance(a, ActivateAbility):
            return self.activate_score(g, me, a)
        if isinstance(a, SpecialAction):
            return self.special_score(g, me, a)
        return 0.0, ""

    def special_score(self, g: Game, me: int, a: SpecialAction) -> tuple[float, str]:
        """A special action that prevents damage (Guardian Angel's {1}): taken while damage is
        coming at what it protects — an opponent's spell on the stack aimed at it, or a creature of
        mine in a fight it would lose — and only until the shields cover that damage."""
        e = next((x for x in g.effects if x.id == a.effect), None)
        if e is None or not any("prevent" in step for step in e.params.get("do", [])):
            return 0.0, ""
        for ref in (r for refs in e.params.get("bound", {}).values() for r in refs):
            mine = ref == ("player", me) or (ref[0] == "obj" and ref[1] in g.objects and g.is_current(ref)
                                             and g.controller_of(ref[1]) == me)
            if not mine:
                continue
            incoming = 0
            for item in g.stack:
                if item.controller != me and any(tuple(r) == tuple(ref) for rs in item.targets.values() for r in rs):
                    incoming += burn.damage_of(item.spec.get("do", []), item.x or 0)
            if ref[0] == "obj" and not incoming and self._in_danger(g, me, ref[1]):
                c = g.combat
                foes = (c.blocked_by.get(ref[1], []) + c.blockers.get(ref[1], [])) if c is not None else []
                incoming = sum(max(0, g.chars(f).power or 0) for f in foes)
            shielded = sum(s.amount or 0 for s in g.shields if s.kind == "prevent" and s.protects is not None
                           and tuple(s.protects) == tuple(ref))
            if incoming > shielded:
                return 25.0, f"{describe_special(g, a.effect)}: damage is coming"
        return 0.0, ""

    def _land_loses(self, g: Game, me: int, a: PlayLand) -> bool:
        """Whether the land's entering makes a permanent's trigger finish me (Ankh of Mishra's
        2 damage at 2 life): asked of the engine on a copy, only when something on the
        battlefield watches permanents enter (CR 603.6a)."""
        if not any(t.get("when", {}).get("event") == "enters" for b in g.battlefield for t in g.chars(b).triggers):
            return False
        sim = trial.resolved(g, a, self.answer)
        return sim is not None and sim.over and sim.winner != me

    def land_need(self, g: Game, me: int, oid: int) -> float:
        """How much playing this land helps me: each colour it adds that the spells in my hand
        need, the more the fewer of my lands add it already -- the colours of its basic land
        types and of its mana abilities alike (a Badlands or a City of Brass as much as a
        Swamp) -- and the mana it adds beyond the usual one (Urza's Power Plant beside the
        Tower and the Mine: seven mana where a Forest would make three)."""
        colors = _land_colours(g, oid)
        need = {}
        for h in g.players[me].hand:
            for c in g.objects[h].card.mana_cost.colors:
                need[c] = need.get(c, 0) + 1
        have: dict[str, int] = {}
        mine = [b for b in g.battlefield if g.chars(b).controller == me and "Land" in g.chars(b).types]
        for b in mine:
            for c in _land_colours(g, b):
                have[c] = have.get(c, 0) + 1
        score = sum(need.get(c, 0) / (1 + have.get(c, 0)) for c in sorted(colors))    # fixed order: see creature_value
        if any("mana_instead" in ab for x in [oid, *mine] for ab in ability_list(g, x) if isinstance(ab, dict)):
            score += max(0, _mana_added(g, me, oid) - 1)
        return score

    def cast_score(self, g: Game, me: int, a: CastSpell) -> tuple[float, str]:
        """How much I want to cast this spell now, and why; a minor play in my own turn that
        would tap the mana for the counterspell I hold waits (keep blue open), and so does any
        play that would tap the mana of the instant that saves me from the next attack."""
        s, why = self._cast_score(g, me, a)
        if s < WINNING_PLAY and self.skill > 0 and self._starves_upkeep(g, me):
            return ADVISED_AGAINST, ""
        if s <= 0 or s >= WINNING_PLAY or self.skill == 0 or g.active != me:
            return s, why
        card = _cast_card(g, a)
        if card.mana_value < MINOR_PLAY and not is_counterspell(card) and not card.mana_cost.x \
                and ready_answer(g, me) and not ready_answer(g, me, spare=card.mana_cost):
            return 0.0, ""
        if defensive_instants.keeps_mana_for(g, me, card.mana_cost) is not None:
            return 0.0, ""   # the opponent's next attack kills me unless that instant's mana stays open
        if "Creature" in card.types and self.skill > 0 and self._sweeper_first(g, me, a.card):
            return 0.0, ""
        return s, why

    @staticmethod
    def _starves_upkeep(g: Game, me: int) -> bool:
        """Would a card leaving my hand now leave an upkeep discard of mine unfed (Mishra's War
        Machine), for damage that kills me?  No draw comes before that upkeep (CR 504.1): at 2
        life the Rod of Ruin cast as the last card in hand left the War Machine 3 damage to deal,
        where kept it was the card discarded (ladder game 66 against the Apprentice)."""
        held = len(g.players[me].hand)
        short = unfed_discard_damage(g, me, held - 1)   # nothing unfed (no War Machine): done in one look
        return short > 0 and short - unfed_discard_damage(g, me, held) >= g.players[me].life

    @staticmethod
    def _land_feeds_upkeep(g: Game, me: int, land: int) -> bool:
        """Is this land the card my next upkeep's discard needs (Mishra's War Machine), spared
        where my mana is enough without it, or where its damage would kill me?  The discards
        count those of the permanents I hold and can cast now: played first, a spare Plains
        left the War Machine cast after it an empty hand, and 3 life a turn to take (ladder game
        66 against the Apprentice)."""
        hand = g.players[me].hand
        claims = {h: sum(1 for tr in g.objects[h].card.triggers if upkeep_discard_claim(tr)) for h in hand if h != land}
        coming = 0
        if any(claims.values()):
            castable = {x.card for x in legal_actions(g) if isinstance(x, CastSpell)}
            coming = sum(n for h, n in claims.items() if h in castable)
        needed = upkeep_discards(g, me) + coming
        if not needed or len(hand) - coming > needed:
            return False
        return mana_next_turn(g, me) >= ENOUGH_MANA \
            or unfed_discard_damage(g, me, len(hand) - 1 - coming) >= g.players[me].life

    def _sweeper_first(self, g: Game, me: int, creature: int) -> bool:
        """Is a spell in my hand that removes every creature (Wrath of God) one I would cast now?
        Then the creature spell waits for it: cast first, the Serra Angel dies to my own Wrath;
        cast after, it holds the empty board."""
        for h in g.players[me].hand:
            other = g.objects[h].card
            spec = other.spell or {}
            if h == creature or spec.get("targets") or not sweepers.removes_everything(spec.get("do", [])):
                continue
            if not any("Creature" in g.chars(o).types for o in sweepers.swept(g, me, h, spec.get("do", []))):
                continue   # Armageddon takes the lands: the creature is cast before it
            if any(isinstance(x, CastSpell) and x.card == h for x in legal_actions(g)) \
                    and self._cast_score(g, me, CastSpell(h))[0] > 0:
                return True
        return False

    def _cast_score(self, g: Game, me: int, a: CastSpell) -> tuple[float, str]:
        card = _cast_card(g, a)
        name = card.name
        opp = 1 - me
        my_main = g.active == me and g.step in ("main1", "main2") and not g.stack
        instant = "Instant" in card.types or "flash" in card.keywords
        if card.is_permanent_card:
            if not my_main and not instant:
                return 0.0, ""
            toll = upkeep_toll(g, me, card.triggers, a.card)
            if toll and toll + UPKEEP_TURNS * upkeep_burden_now(g, me) >= g.players[me].life:
                # its upkeep, with those I already pay, would kill me within three turns (Lord of
                # the Pit alone; a second Yawgmoth Demon with one artifact to feed them; Lord of
                # the Pit at 14 life with one creature to feed it once)
                return 0.0, ""
            if upkeep_disables(g, me, card.triggers, a.card):
                return 0.0, ""   # tapped and hurting me each upkeep (Mishra's War Machine, no card to discard)
            if toll and "Creature" in card.types and worth_returned(g, me, a.card) <= card_in_hand_value(card):
                # its upkeeps, the fodder for them used up one a turn, cost more than the creature
                # does in them: Yawgmoth Demon with one artifact is fed once, then tapped and 2
                # life a turn (ladder game 173 against the Sorcerer, where it took 10)
                return 0.0, ""
            if "Creature" in card.types:
                if leaves_at_end_of_turn(card) and not (g.active == me and g.step == "main1" and "haste" in card.keywords):
                    # sacrificed at the end of this turn (Ball Lightning): worth casting only to
                    # attack in this turn's combat (CR 302.6, 702.10), never after it -- a card
                    # thrown away, not a play for the look-ahead to try: where every line it
                    # imagines loses, a lost turn's noise made it cast one in main 2 (ladder game
                    # 54 against the Apprentice)
                    return ADVISED_AGAINST, ""
                if leaves_at_end_of_turn(card) and struck_down_before_it_strikes(g, a.card):
                    # its one attack is blocked by a first striker that kills it before it
                    # deals any damage (CR 510.4): cast, it is a card thrown away
                    return 0.0, ""
                return _board_building_score(card), f"cast {name} to build the board"
            if aura_returns_card(card):
                return self._reanimation_score(g, me, a.card, card)
            if "Aura" in card.subtypes:
                pol = aura_polarity(card)
                # what it can enchant (CR 303.4a): creatures for most, an artifact for Steal Artifact
                pool = target_pool(g, me, a.card, {"enchant": card.enchant}) if card.enchant is not None \
                    else {b for b in g.battlefield if "Creature" in g.chars(b).types}
                mine = [b for b in g.battlefield if b in pool and g.chars(b).controller == me]
                theirs = [b for b in g.battlefield if b in pool and g.chars(b).controller == opp]
                if pol > 0 and mine:
                    return 12 + card.mana_value, f"cast {name} on my best {_kind(g, mine)}"
                if pol < 0 and theirs:
                    if self.skill > 0 and not self._worthy(g, me, theirs, aura_takes_control(card)):
                        return ADVISED_AGAINST, ""
                    return 14 + card.mana_value, f"cast {name} on their best {_kind(g, theirs)}"
                return 0.0, ""
            if "Planeswalker" in card.types:
                return 30 + card.mana_value, f"cast {name}"
            if "Land" in card.types:
                return 0.0, ""
            if board_wide_statics.changes_others(card):
                return self._board_wide_score(g, me, a, card)
            if pays_for_itself(card):
                # before every other spell, the cheapest first: a Mox pays for the Sol Ring, and
                # the Sol Ring's {C}{C} for the creature that follows
                return MANA_ROCK - card.mana_value, f"cast {name} first: it pays for itself this turn"
            return 8 + card.mana_value, f"cast {name}"
        # instants and sorceries
        spec = card.spell or {}
        if "modes" in spec:
            _, s, why = self.best_mode(g, me, a)
            return s, why
        return self._spell_score(g, me, a, spec)

    def _board_wide_score(self, g: Game, me: int, a: CastSpell, card: Any) -> tuple[float, str]:
        """A permanent that changes everything matching a description on both sides (Crusade,
        Bad Moon, Moat) is cast for what it does to the permanents already there
        (game.ai.board_wide_statics): advised against while it helps the opponent's side more
        than mine, and the more wanted the more it helps mine.  With nothing yet on the
        battlefield that it changes, it is cast as any other permanent: the deck was built for it."""
        base = 8 + card.mana_value
        sim = trial.resolved(g, a, self.answer)
        if sim is None or a.card not in sim.objects or sim.objects[a.card].zone != "battlefield":
            return base, f"cast {card.name}"
        gain = board_wide_statics.others_gain(g, sim, me, a.card)
        if gain < 0:
            return ADVISED_AGAINST, ""
        if gain > 0:
            return base + gain, f"cast {card.name}: it helps my side more than theirs"
        return base, f"cast {card.name}"

    def _reanimation_score(self, g: Game, me: int, source: int, card: Any) -> tuple[float, str]:
        """An Aura that returns a creature card from a graveyard under my control (Animate Dead)
        builds my board like casting the best creature card it may enchant (CR 303.4a: the
        Aura spell targets what its enchant ability allows), whichever graveyard that card is
        in; nothing to return, nothing to cast it for."""
        best = _best_returned(g, me, target_pool(g, me, source, {"enchant": card.enchant}))
        if best is None or worth_returned(g, me, best) <= 0:
            return 0.0, ""
        returned = g.objects[best].card
        if leaves_at_end_of_turn(returned):
            return 0.0, ""   # back only to be sacrificed tonight (Ball Lightning, CR 302.6)
        return _board_building_score(returned), f"cast {card.name} to return {returned.name}"

    def best_mode(self, g: Game, me: int, a: CastSpell) -> tuple[int | None, float, str]:
        """The mode of a modal spell to cast it with, its score and reason: each mode that may be
        chosen (CR 700.2a) judged on its own, as the spell will do only what the chosen mode
        does (CR 700.2) -- Red Elemental Blast with no blue spell to counter still destroys a
        blue permanent.  (None, 0, "") when no mode may be chosen."""
        card = _cast_card(g, a)
        spec = card.spell or {}
        o = g.objects[a.card]
        best: tuple[int | None, float, str] = (None, 0.0, "")
        for mode in legal_modes(Ctx(g, me, a.card, o.zcc, casting=o.zone != "stack"), spec):
            s, why = self._spell_score(g, me, a, with_mode(spec, mode))
            if best[0] is None or s > best[1]:
                best = (mode, s, why)
        return best

    def _spell_score(self, g: Game, me: int, a: CastSpell, spec: dict) -> tuple[float, str]:
        """How much I want to cast this instant or sorcery, doing what `spec` does (the spell's
        own text, or one mode of it).  Judged as from before the cast: while its modes are
        chosen the spell is already on the stack (CR 601.2a-b), and it is not a spell to answer."""
        card = _cast_card(g, a)
        name = card.name
        opp = 1 - me
        stack = [s for s in g.stack if not (s.kind == "spell" and s.source == a.card)]
        my_main = g.active == me and g.step in ("main1", "main2") and not stack
        instant = "Instant" in card.types or "flash" in card.keywords
        effects = burn.spell_effects(spec)
        verbs = _verbs(effects)
        if verbs == {"regenerate"} and spec.get("targets"):
            # Death Ward: cast on a creature of mine about to be destroyed -- in a fight it loses
            # or by the opponent's spell -- as a regeneration ability is used (`_in_danger`)
            pool = target_pool(g, me, a.card, spec["targets"])
            saved = [b for b in g.battlefield if b in pool and g.chars(b).controller == me
                     and self._in_danger(g, me, b) and not regeneration.shield_is_wasted(g, me, b)]
            if saved:
                best = max(saved, key=lambda b: permanent_value(g, b))
                return 30.0, f"{name} saves {g.name_of(best)}"
            return 0.0, ""
        top = stack[-1] if stack else None
        if "counter" in verbs or counters_unless_paid(effects):
            if top is not None and top.controller == opp:
                if "counter" not in verbs and max_x_for_spell(g, me, a.card, a.face) <= mana_open(g, opp):
                    return 0.0, ""   # Power Sink with an X they could pay: it counters nothing
                threat = self.threat(g, me, top)
                gain = self._counter_gain(g, me, a)
                if gain is not None:
                    # what the spell would do, played out both ways (game.ai.counter_judgement): a
                    # threat worth answering that does me harm, or a cheap spell that changes much
                    if gain > COUNTER_MARGIN or gain > 0.5 and threat >= 3:
                        return 25 + max(threat, gain), f"counter {top.name} — a threat worth answering"
                    return 0.0, ""
                return (25 + threat, f"counter {top.name} — a threat worth answering") if threat >= 3 else (0, "")
            return 0.0, ""
        rescue = self._rescue_score(g, me, a, spec) if instant else None
        if rescue is not None:
            return rescue
        x = 3
        if card.mana_cost.x:
            x = max_x_for_spell(g, me, a.card, a.face)
            if x <= 0:
                return 0.0, ""   # an X spell for nothing wastes a card
        if "drop_onto_table" in verbs:
            gain = dexterity.expected_gain(g, me, effects, a.card, self.skill)
            return (10 + gain, f"drop {name} onto their permanents") if my_main and gain >= 3 else (0.0, "")
        if "subgame" in verbs:
            # a subgame with the libraries as decks: worth it when the libraries make a win likely
            # enough that the opponent's expected loss of life outweighs mine
            swing = subgame_judgement.expected_life_swing(g, me)
            return (6 + swing, f"{name}: a subgame my library should win") if my_main and swing >= 3 else (0.0, "")
        if not spec.get("targets") and sweepers.sweep(g, me, a.card, effects, 1, x) is not None:
            # Earthquake, Hurricane, Inferno, Wrath of God, Balance: cast when what of theirs
            # dies (or is destroyed, sacrificed, discarded) outweighs what of mine
            _, sw = sweepers.best_times(g, me, a.card, effects, x if card.mana_cost.x else 1, bool(card.mana_cost.x))
            if sw is not None and sw.wins:
                return 90.0, f"{name} for the win"
            at_their_end = instant and g.step == "end" and g.active == opp
            if sw is not None and sw.gain >= SWEEP_WORTH and (my_main or at_their_end):
                return 10.0 + sw.gain, f"{name}: they lose more than I do"
            return 0.0, ""
        shield = source_shields.shield_params(effects)
        if shield is not None:
            # Reverse Damage, Eye for an Eye: a card spent on one source, so on a big hit, and
            # with no damage on its way at all, not even the look-ahead tries it
            coming = source_shields.threats(g, me, a.card, shield)
            worst = max(coming, key=lambda o: coming[o], default=None)
            if worst is None:
                return (ADVISED_AGAINST if source_shields.nothing_on_its_way(g) else 0.0), ""
            lethal = sum(coming.values()) >= g.players[me].life
            back = "reflect_damage" in verbs and coming[worst] >= g.players[opp].life
            if lethal or back or coming[worst] >= 4:
                return (30.0 if lethal or back else 10.0 + coming[worst]), f"{name} against {g.name_of(worst)}"
            return 0.0, ""
        if fogs_combat(effects):
            return self.fog_score(g, me, name)
        if "copy_spell" in verbs:
            return spell_copies.copy_score(self, g, me, name)
        if bounce_judgement.bounces_only(effects) and self.skill > 0:
            return self._bounce_score(g, me, a.card, name, effects, spec.get("targets"), instant)
        harmed = self.harm_target(g, me, effects, x, a.card, spec.get("targets"))
        targets = None if harmed is None else (harmed[0], g.chars(harmed[1]).name)
        if verbs & {"damage", "destroy", "exile", "bounce"}:
            ctx = burn.aimed_at_opponent(Ctx(g, me, source=a.card, x=x), spec.get("targets"))
            dmg = burn.damage_of(effects, x, ctx)
            opp_life = g.players[opp].life
            if burn.damage_to_self(effects, x, ctx) >= g.players[me].life:
                return ADVISED_AGAINST, ""   # it would kill me too (Eternal Flame's half)
            if dmg and dmg >= opp_life and "damage" in verbs:
                return 90.0, f"{name} for the win"
            if dmg and "damage" in verbs and self.skill > 0 \
                    and burn.reach(g, me, a.card, dmg, x) + _sure_attack_damage(g, me) >= opp_life:
                return 80.0, f"{name} at the opponent — with the rest of the burn and the attack, for the win"
            if targets is not None:
                val, desc = targets
                gift = 0 if harmed is None else life_given(g, effects, harmed[1])
                if gift and self.skill > 0 and _gift_waits(g, me, harmed[1], gift):
                    # Swords to Plowshares on the Hill Giant that stayed home hands 3 life to an
                    # opponent on 1 (ladder game 116 against the Apprentice): it waits for the
                    # Giant to attack or block; in my turn the look-ahead doesn't try it either
                    return (ADVISED_AGAINST if g.active == me else 0.0), ""
                if verbs & FOR_GOOD and not dmg and val < self._least_worth(g, me, harmed, card) and self.skill > 0 \
                        and not (self._urgent(g, me) and not (gift and _out_of_combat(g, harmed[1]))):
                    # Terror waits for a creature worth a card; and a close game doesn't make the
                    # life Swords to Plowshares hands back worth paying for a creature in no fight
                    return ADVISED_AGAINST, ""
                if harmed is not None and self.skill > 0 and _blocks_nothing(g, me, harmed[1]):
                    # a Wall stops nothing while I have no creature: a Swords to Plowshares spent
                    # on a Wall of Bone wasn't there for the Evil Eye that came later (ladder game
                    # 31 against the Sorcerer)
                    return 0.0, ""
                if harmed is not None and self.skill > 0 and _held_for_good(g, me, harmed[1]) \
                        and not self._urgent(g, me) and self._only_held_targets(g, me, effects, x, a.card, spec):
                    # nor where all it could take only attacks, while creatures of mine hold it off:
                    # a Fireball spent on a Hurloon Minotaur behind three Walls (ladder game 13
                    # against the Apprentice) wasn't there for the race.  A Lightning Bolt with a
                    # Prodigal Sorcerer to kill beside the held Hill Giant still has its target
                    return ADVISED_AGAINST, ""
                if dmg and "damage" in verbs and val < self._least_burn_worth(g, me, harmed, card, dmg) \
                        and self.skill > 0 and not self._urgent(g, me):
                    # nor is burn traded for a creature worth less than the card: a Chain Lightning
                    # on a 0/1 Kobolds of Kher Keep was the 3 damage missing at the end (ladder
                    # game 13 against the Apprentice)
                    return ADVISED_AGAINST, ""
                if instant and _own_quiet_step(g, me, harmed[1] if harmed else None) and val < 6 and self.skill > 0:
                    return 0.0, ""   # hold cheap removal for the opponent's turn (the Apprentice doesn't)
                if instant and _before_their_attack(g, me, stack) and self.skill > 0:
                    return 0.0, ""   # and in their turn, for their attack
                return 10 + val, f"{name} on {desc} — its biggest threat"
            pool = target_pool(g, me, a.card, spec["targets"], x) if spec.get("targets") else set()
            if not dmg and pool and all(g.controller_of(o) == me for o in pool) and self.skill > 0:
                # its only targets are mine: Disenchant with my own Control Magic the only
                # enchantment would hand their creature back (ladder game 33 against the Sorcerer)
                return ADVISED_AGAINST, ""
            # burn at the face: the Apprentice fires it off; the others keep it until it wins (above).
            # Not advised against: two burn spells may kill together what neither kills alone
            if dmg and my_main and self.skill == 0:
                return 4 + dmg, f"{name} at the opponent"
            return 0.0, ""
        if "modify" in verbs:
            # combat tricks: once blocks are declared, and only where the boost changes a fight (or
            # makes the damage lethal); three damage more from an unblocked attacker isn't worth a card
            if g.combat is not None and g.step in ("declare_blockers",) and \
                    self._fights_worth_winning(g, me, effects, x=x if card.mana_cost.x else 0):
                return 9.0, f"{name} to win the fight"
            if self.pump_saves(g, me, effects):
                return 20.0, f"{name} to save {g.name_of(self.pump_saves(g, me, effects)[0])}"
            if self.skill > 0 and _own_quiet_step(g, me) and _bare_boost(effects):
                # Giant Growth in my main phase: the opponent sees it before blocking, and it is
                # gone when the fight it was kept for comes; never tried by a look-ahead either
                return ADVISED_AGAINST, ""
            return 0.0, ""
        if any("spend_only" in (e.get("add_mana") or {}) for e in effects):
            return self.restricted_mana_score(g, me, card)
        if verbs & {"draw", "gain_life", "extra_turn", "add_mana", "shuffle_graveyard_into_library"}:
            if _new_hands_gain(g, me, effects) < 2:
                return 0.0, ""   # Wheel of Fortune refilling an opponent who has no cards left
            if verbs == {"add_mana"} and not _ritual_enables(g, me, a.card, effects) \
                    and not self._ritual_grows_x(g, me, a.card, effects):
                return 0.0, ""   # Dark Ritual's mana would empty from the pool unspent (CR 500.4)
            if my_main or (instant and g.step == "end" and g.active == opp):
                return 6 + card.mana_value, f"cast {name}"
            return 0.0, ""
        if my_main and not instant:
            return 3.0, f"cast {name}"
        return 0.0, ""

    def _rescue_score(self, g: Game, me: int, a: CastSpell, spec: dict) -> tuple[float, str] | None:
        """An instant cast in answer to the opponent's spell or ability on the stack, or to the
        combat damage about to be dealt, for what it keeps that the threat would take
        (`spell_rescues`): the game itself (Healing Salve's life against a lethal Lightning Bolt
        or attack), or a creature worth more than the card spent on it (Unsummon on my Serra
        Angel in response to Terror, Healing Salve on my blocking Hill Giant).  None when it
        keeps nothing worth it: the spell is then judged as it would be otherwise."""
        card = _cast_card(g, a)
        return self._rescue_verdict(g, me, (a.card, _mode_of(card, spec)), self.spell_rescues(g, me, a, spec),
                                    self._rescue_price(g, me, card, burn.spell_effects(spec)), card.name)

    def _rescue_price(self, g: Game, me: int, card: Any, effects: list) -> Callable[[tuple], float]:
        """What a spell cast as a rescue costs me, by its aim: the card; but a spell that takes
        a permanent away for good (Terror) aimed at one of theirs worth less than a card
        (`_least_worth`) costs the creature worth a card it waits for (`WORTHY_TARGET`) unless
        the game is close, as it does when cast for what it takes.  Priced as a card only, a
        Terror on the Mons's Goblin Raiders blocking a Llanowar Elves (a 1/1 that dies in the
        trade anyway) kept a 4.4 Elf for a 3.1 card; every attack the look-ahead imagined spent
        the Terror so and let the Hill Giant or Goblin King that came next go unanswered, and the
        Craw Wurm stayed home from two tapped-out 1/1 Goblins, turn after turn (ladder game 124
        against the Sorcerer).  Swords to Plowshares on the first-striking Thunder Spirit that
        blocks the Pearled Unicorn takes a creature worth a card besides: priced as the card."""
        price = card_in_hand_value(card)
        if not _verbs(effects) & FOR_GOOD or burn.damage_of(effects, 0) or self.skill == 0 or self._urgent(g, me):
            return lambda aim: price

        def priced(aim: tuple) -> float:
            if aim[0] != "obj" or aim[1] not in g.objects or g.objects[aim[1]].zone != "battlefield" \
                    or g.chars(aim[1]).controller == me:
                return price
            worth = permanent_value(g, aim[1])
            return price if worth >= self._least_worth(g, me, (worth, aim[1]), card) else max(price, WORTHY_TARGET)
        return priced

    def _rescue_verdict(self, g: Game, me: int, key: tuple[int, int | None],
                        saved: list[tuple[tuple, float, tuple]] | None, price: Callable[[tuple], float],
                        name: str) -> tuple[float, str] | None:
        """The score of a rescue (`_rescues`) played from `key` (its source and mode): keeping
        me alive above all, else the creature it keeps worth most, if worth more than `price` of
        its aim (what the rescue aimed there costs me).  Remembered in `_rescue_plans`, and where
        no copy can be tried (`saved` None: inside the process on a look-ahead copy), what was
        remembered."""
        if saved is None:
            plan = self._rescue_plans.get(key)
            return None if plan is None else plan[1]
        self._rescue_plans.pop(key, None)
        life = next((aim for r, _, aim in saved if r == ("player", me)), None)
        if life is not None:
            self._rescue_plans[key] = (life, (40.0, f"{name} — or what is coming kills me"))
        else:
            best = max(((w, r, aim) for r, w, aim in saved if w > price(aim)), default=None)
            if best is None:
                return None
            self._rescue_plans[key] = (best[2], (20.0 + best[0], f"{name} to save {g.name_of(best[1][1])}"))
        return self._rescue_plans[key][1]

    def spell_rescues(self, g: Game, me: int, a: CastSpell, spec: dict) -> list[tuple[tuple, float, tuple]] | None:
        """What of mine casting `a` (doing what `spec` does: the spell, or one mode of it) keeps
        from the threat pending (`rescues.pending_threat`), each with what keeping it is worth
        and the target that keeps it; None where no copy can be tried (`_rescues`)."""
        if g.answering is not None:
            return None
        start = self._announcement(g, a, spec)
        if start is None:
            return []
        return self._rescues(g, me, a.card, start, _mode_of(_cast_card(g, a), spec), bool(spec.get("targets")))

    def ability_rescues(self, g: Game, me: int, a: ActivateAbility) -> list[tuple[tuple, float, tuple]] | None:
        """What of mine activating `a` keeps from the threat pending, as `spell_rescues`: Samite
        Healer's prevention keeping me alive through an unblocked Serra Angel."""
        if g.answering is not None:
            return None
        return self._rescues(g, me, a.source, a, None, bool(ability_list(g, a.source)[a.index].get("targets")))

    def _rescues(self, g: Game, me: int, source: int, start: Action, mode: int | None,
                 targeted: bool) -> list[tuple[tuple, float, tuple]]:
        """What of mine `start` (casting or activating from `source`) keeps from the threat
        pending -- the opponent's spells and abilities on the stack, or the combat damage still
        to be dealt (`rescues.pending_threat`) -- each with what keeping it is worth: the play
        is tried on a copy of the game for each thing the threat, played out with nothing done,
        takes (game.ai.rescues), aimed at that thing, and the threat played out after it (CR
        608.2b: a spell whose only target is gone does nothing; CR 510: combat damage as the
        fight stands then).  A rescue from combat damage counts only where the opponent still
        loses all the fight took from them: a creature kept by sparing the attacker it blocks
        trades a card for nothing."""
        kind = rescues.pending_threat(g, me, source)
        if self._on_a_copy or kind is None:
            return []
        settle = trial.resolved if kind == "stack" else trial.played_out
        self._on_a_copy = True
        try:
            baseline = settle(g, PassPriority() if g.pending.decision.kind == "priority" else Cancel(), self.answer)
            theirs = set(rescues.taken(g, 1 - me, baseline))
            out = []
            mine = rescues.taken(g, me, baseline)
            for ref in mine:
                missed: list[tuple] = []
                sim = settle(g, start, self._cast_for(source, mode, ref, missed))
                if sim is None or missed or not rescues.kept(sim, me, ref):
                    continue
                if kind == "combat" and not theirs <= set(rescues.taken(g, 1 - me, sim)):
                    continue
                out.append((ref, rescues.kept_worth(g, sim, me, ref), ref))
            if out or kind != "combat" or not targeted:
                return out
            # aimed at what attacks rather than at what it takes: Hurkyl's Recall on the player
            # whose artifact creatures are about to deal the lethal damage
            for aim in rescues.attack_sources(g, me)[:STOPPER_TRIALS]:
                missed = []
                sim = settle(g, start, self._cast_for(source, mode, aim, missed))
                if sim is None or missed or not theirs <= set(rescues.taken(g, 1 - me, sim)):
                    continue
                out += [(ref, rescues.kept_worth(g, sim, me, ref), aim) for ref in mine if rescues.kept(sim, me, ref)]
            return out
        finally:
            self._on_a_copy = False

    def _last_shield_for_me(self, g: Game, me: int, source: int | None, ab: dict | None = None) -> bool:
        """Is `source` a damage shield paid with its {T} alone that the opponent's spell or
        ability on the stack is about to take from me, while their attack is still to come this
        turn?  Its tap then costs nothing, and its shield -- "the next damage this turn", kept
        past its source's death (CR 615.3) -- belongs on me, where that attack's damage comes;
        not on the creature itself, which a Terror destroys without damage (ladder game 116
        against the Apprentice: a Terrored Samite Healer and the Black Knight that followed)."""
        if source is None or source not in g.objects or g.objects[source].zone != "battlefield":
            return False
        if ab is None:
            abilities = ability_list(g, source)
            ab = next((x for x in abilities if x.get("cost") == {"tap": True}), None) if abilities else None
        if ab is None or ab.get("cost") != {"tap": True} or not _attack_to_come(g, me):
            return False
        return self._taken_by_the_stack(g, me, source)

    def _taken_by_the_stack(self, g: Game, me: int, oid: int) -> bool:
        """Does the opponent's spell or ability waiting on the stack, resolved with nothing done
        (tried on a copy of the game), take my permanent `oid` off the battlefield?"""
        if self._on_a_copy or g.answering is not None or g.pending is None \
                or rescues.pending_threat(g, me, oid) != "stack":
            return False
        self._on_a_copy = True
        try:
            start = PassPriority() if g.pending.decision.kind == "priority" else Cancel()
            baseline = trial.resolved(g, start, self.answer)
        finally:
            self._on_a_copy = False
        return baseline is not None and not rescues.alive_and_mine(baseline, me, oid)

    def _announcement(self, g: Game, a: CastSpell, spec: dict) -> Action | None:
        """The action that begins casting `a` as `spec` says: the cast itself from my hand, or,
        once the spell is on the stack and its mode is being chosen (CR 601.2b), that mode."""
        o = g.objects[a.card]
        if o.zone != "stack":
            return a
        d = g.pending.decision if g.pending is not None else None
        mode = _mode_of(o.card, spec)
        if d is not None and d.purpose == "mode" and d.info("source") == a.card and mode in d.options:
            return answer_for(d, (mode,))
        return None

    def _cast_for(self, source: int, mode: int | None, ref: tuple,
                  missed: list) -> Callable[[Game, int, Decision], Any]:
        """My answers while a spell is tried on a copy of the game: its mode `mode`, its target
        `ref`; a target decision of the spell that doesn't offer `ref` is noted in `missed`."""
        def answer(sim: Game, p: int, d: Decision) -> Any:
            if d.info("source") == source and d.purpose == "mode" and mode in d.options:
                return (mode,)
            if d.info("source") == source and d.purpose == "target":
                if ref in d.options:
                    return (ref,)
                missed.append(ref)
            return self.answer(sim, p, d)
        return answer

    def _cast_worth(self, me: int) -> Callable[[Game, CastSpell], float]:
        """What casting a spell scores for me, in whatever copy of the game it is asked of."""
        return lambda sim, c: self.action_score(sim, me, c)[0]

    def weighed_yes_no(self, g: Game, me: int, d: Decision) -> str | None:
        """An optional cost or a "may" judged by what each answer leads to: both played out on a
        copy until what is resolving has resolved (game.ai.trial) and what each changes weighed
        (game.ai.optional_costs).  "no" when declining is clearly better -- Cyclone's {G}{G}{G} not
        paid when its 3 damage would kill me or only my own creatures, Curse Artifact's
        Juggernaut kept at 10 life rather than sacrificed to spare 2 -- else None (the usual
        "yes": paying Force of Nature's upkeep, feeding Yawgmoth Demon), so a line the
        evaluation can barely tell apart keeps what the rules of thumb would do."""
        if not self.weighs_choices or self._on_a_copy or g.pending is None or g.pending.decision is not d:
            return None
        worth = self._answers_weighed(g, me, d, ("yes", "no"))
        if worth is None:
            return None
        return "no" if gain(worth["no"], worth["yes"]) > CHOICE_MARGIN else None

    def _answers_weighed(self, g: Game, me: int, d: Decision, answers: Any) -> dict | None:
        """Each of these answers to the pending decision `d` played out on a copy until what is
        resolving has resolved (game.ai.trial), and what it leaves me weighed
        (optional_costs.material); None when a copy refuses one."""
        self._on_a_copy = True
        try:
            worth = {}
            for ans in answers:
                sim = trial.resolved(g, answer_for(d, (ans,)), self.answer)
                if sim is None:
                    return None
                worth[ans] = optional_costs.material(g, sim, me)
            return worth
        finally:
            self._on_a_copy = False

    def rescue_aims(self, g: Game, me: int, d: Decision) -> list[tuple]:
        """The options of a target decision for my spell or ability that keep from the
        opponent's spell or ability on the stack what it would take from me (`spell_rescues`,
        asked as the target is chosen, CR 601.2c): the threat played out with the cast backed
        out of is what it takes."""
        source = d.info("source")
        kind = rescues.pending_threat(g, me, source)
        if g.answering is not None:
            # inside the process on a look-ahead copy: the target the rescue was judged for
            item = next((it for it in g.stack if it.source == source), None)
            plan = self._rescue_plans.get((source, item.mode if item is not None and item.kind == "spell" else None))
            return [plan[0]] if plan is not None and kind is not None and plan[0] in d.options else []
        if self._on_a_copy or g.pending is None or g.pending.decision is not d or not g.pending.cancellable \
                or kind is None:
            return []
        settle = trial.resolved if kind == "stack" else trial.played_out
        self._on_a_copy = True
        try:
            baseline = settle(g, Cancel(), self.answer)
            theirs = set(rescues.taken(g, 1 - me, baseline))
            out = []
            mine = rescues.taken(g, me, baseline)
            for ref in mine:
                sim = settle(g, answer_for(d, (ref,)), self.answer) if ref in d.options else None
                if sim is not None and rescues.kept(sim, me, ref) \
                        and (kind == "stack" or theirs <= set(rescues.taken(g, 1 - me, sim))):
                    out.append(ref)
            if out or kind != "combat":
                return out
            # aimed at what attacks (`_rescues`)
            for aim in [r for r in rescues.attack_sources(g, me) if r in d.options][:STOPPER_TRIALS]:
                sim = settle(g, answer_for(d, (aim,)), self.answer)
                if sim is not None and any(rescues.kept(sim, me, ref) for ref in mine) \
                        and theirs <= set(rescues.taken(g, 1 - me, sim)):
                    out.append(aim)
            return out
        finally:
            self._on_a_copy = False

    def _bounce_score(self, g: Game, me: int, source: int, name: str, effects: list, tspec: dict | None,
                      instant: bool) -> tuple[float, str]:
        """Unsummon, Boomerang: the card buys time, not a card (game.ai.bounce_judgement), so it
        is spent only where that time or what leaves with the permanent is worth a card, or
        when the game is close (`_urgent`); an instant waits for their turn unless the bounce
        is worth much more."""
        best = self.harm_target(g, me, effects, 0, source, tspec, lambda b: bounce_judgement.bounce_worth(g, me, b))
        if best is None:
            return 0.0, ""
        worth, b = best
        if worth < bounce_judgement.BOUNCE_WORTH and not self._urgent(g, me):
            return ADVISED_AGAINST, ""
        if instant and _own_quiet_step(g, me, b) and worth < 6:
            return 0.0, ""
        if worth < bounce_judgement.BOUNCE_WORTH and instant and self.skill > 0 \
                and _before_their_attack(g, me, g.stack) and "Creature" in g.chars(b).types:
            # a bounce worth casting only because the game is close waits for their attack: a
            # creature bounced before it is recast in their main phase, where the same bounce
            # cast once it attacks also takes it out of the attack (CR 506.4).  An Unsummon spent
            # on the Ironclaw Orcs in their upkeep was gone when the Goblin King came down and
            # made the Raiders unblockable (ladder game 61 against the Sorcerer)
            return 0.0, ""
        return 10 + worth, f"{name} on {g.name_of(b)} — it costs them most to lose for now"

    def _worthy(self, g: Game, me: int, creatures: list[int], for_good: bool) -> bool:
        """Is one of these creatures worth a card that takes it for good (Control Magic,
        Terror)?  Spent on an Ornithopter, the card is gone when the Serra Angel comes."""
        return not for_good or max(permanent_value(g, b) for b in creatures) >= WORTHY_TARGET \
            or self._urgent(g, me)

    @classmethod
    def _least_burn_worth(cls, g: Game, me: int, harmed: tuple[float, int] | None, card: Any, dmg: int) -> float:
        """The least worth a creature needs for a burn spell to be spent on it: the card's worth
        in hand, but where half the damage or less kills it and it is the only creature on its
        side, a creature worth a card, as for Terror (`_least_worth`): the rest of the damage
        would have killed a bigger one, still to come.  A Lightning Bolt spent on a turn-2 Bog
        Rats (1/1, worth 3.4 to the Bolt's 2.8) wasn't there for the Hypnotic Specter of turn 6
        (ladder game 18 against the Sorcerer).  Beside a Durkwood Boars the Bolt can't kill, the
        1/1 is part of an attack already there, and the Bolt takes it.  A creature a permanent of
        mine already answers (`_least_worth`) is no target for it either."""
        if harmed is not None and (answered_by_mine(g, me, harmed[1]) or 2 * lethal_damage(g, None, harmed[1]) <= dmg
                                   and _alone_on_its_side(g, harmed[1])):
            return cls._least_worth(g, me, harmed, card)
        return card_in_hand_value(card)

    @staticmethod
    def _least_worth(g: Game, me: int, harmed: tuple[float, int] | None, card: Any) -> float:
        """The least worth a target needs for a card that removes it for good: a creature worth
        a card (`WORTHY_TARGET`), where a better one may come for the card later; but a creature
        sacrificed tonight (Ball Lightning) is there only now, and the life it takes if it lives
        is its whole worth -- more than the Terror's in hand, the Terror is spent on it.  Held
        for a creature worth a card, the Terror let the attacking Ball Lightning take six from 20
        against a burn deck, and was spent later on a Hurloon Minotaur three Walls held off
        (ladder game 13 against the Apprentice, lost by two).

        A creature a permanent of mine already answers (`answered_by_mine`: my Royal Assassin
        kills it once it attacks, my Prodigal Sorcerer whenever I like) is worth no card at all
        while that permanent stands: the Terror cast on a 1/1 Mesa Pegasus beside the Assassin
        left the Serra Angel of turn 14 unanswered (ladder game 30 against the Sorcerer).

        Nor is a creature that is little threat (`_little_threat`), whatever its toughness."""
        if harmed is not None and leaves_at_end_of_turn(g.chars(harmed[1])):
            return card_in_hand_value(card)
        if harmed is not None and (answered_by_mine(g, me, harmed[1]) or _little_threat(g, harmed[1])):
            return float("inf")
        return WORTHY_TARGET

    def _pressing_threat(self, g: Game, me: int) -> Callable[[int], float]:
        """What taking each of the opponent's permanents away spares me of their next attack
        (`attack_threat`) while their attacks press me (`_pressed`): removal spent then because
        the game is close goes where it takes the most of the damage coming, not on the
        permanent worth most on the board that adds nothing to it (the Ornithopter beside the
        Holy Strength on the attacking Serra Angel).  Only in their turn, where removal cast
        before the damage takes its share of this turn's attack: in mine an instant waits for
        that attack (`_own_quiet_step`), and the life it would spare is no reason to fire it
        sooner -- a Swords to Plowshares spent at 2 life on the Llanowar Elves wasn't there for
        the Mishra's Factory that attacked.  Nothing otherwise, and nothing for the Apprentice,
        who weighs the board alone."""
        if self.skill == 0 or g.active == me or not self._pressed(g, me):
            return _no_threat
        return lambda b: attack_threat(g, me, b)

    @classmethod
    def _urgent(cls, g: Game, me: int) -> bool:
        """Is the game close enough to its end that a small creature is worth the card that
        takes it away: the opponent's creatures could kill me within two attacks, or mine, this
        turn, could kill them if nothing blocked (the one blocker in the way of a lethal attack)."""
        return cls._pressed(g, me) or _within_reach(g, me)

    @staticmethod
    def _pressed(g: Game, me: int) -> bool:
        """Could the opponent's creatures kill me within two attacks?  Then even a small one is
        worth the card.  A creature one of mine holds off (knowledge.unheld_power) counts for
        nothing: in their next attack if the one holding it is untapped, in the one after
        in any case."""
        return unheld_power(g, me, now=True) + unheld_power(g, me) >= g.players[me].life

    def fog_score(self, g: Game, me: int, name: str) -> tuple[float, str]:
        """A fog (Holy Day, Fog, Darkness) is one turn's reprieve, so it waits for the attack
        that matters: once blocks are declared, an attack that would kill me, or one that would
        take half my life or more (at least FOG_HIT).  A smaller attack is taken: the card is
        worth more against the next one."""
        stops = fog_stops(g, me)
        life = g.players[me].life
        if stops >= life:
            return 30.0, f"{name}: the attack would kill me"
        if stops >= max(FOG_HIT, (life + 1) // 2):
            return 8.0 + stops, f"{name} against an attack of {stops}"
        return 0.0, ""

    def restricted_mana_score(self, g: Game, me: int, card: Any) -> tuple[float, str]:
        """A spell that turns a sacrificed creature into mana spendable only on creature spells
        (Metamorphosis, CR 106.6): worth casting in my main phase only when that mana casts a
        creature in my hand I can't cast now and that costs clearly more than the one sacrificed."""
        if g.active != me or g.step not in ("main1", "main2") or g.stack:
            return 0.0, ""
        mine = [b for b in g.battlefield if g.chars(b).controller == me and "Creature" in g.chars(b).types]
        if not mine:
            return 0.0, ""
        fodder = min(mine, key=lambda b: creature_value(g.chars(b)))
        now = sum(g.players[me].mana_pool.values()) - card.mana_value + \
            sum(max(len(o) for o in s.options) for s in mana_sources(g, me, exclude=[fodder]))
        after = now + 1 + g.chars(fodder).mana_cost.mana_value
        best = None
        for h in g.players[me].hand:
            c = g.objects[h].card
            if "Creature" in c.types and now < c.mana_value <= after and \
                    c.mana_value > g.chars(fodder).mana_cost.mana_value + 1:
                if best is None or c.mana_value > best.mana_value:
                    best = c
        if best is None:
            return 0.0, ""
        return 6 + best.mana_value, f"{card.name}: {g.name_of(fodder)} becomes the mana for {best.name}"

    def _slips_past_blockers(self, g: Game, me: int, subject: int, attempt: Callable[[], Game | None],
                             source: int | None = None) -> bool:
        """Goblin Balloon Brigade's flying, Goblin Wizard's protection from white on a Goblin:
        as my combat begins, worth it when the keyword leaves none of their creatures that could
        block `subject` now able to (the engine's own blocking rules, CR 509.1b, 702.16f, asked
        of `attempt()`, a copy where the ability has resolved) -- then it attacks -- or when it
        makes attacking with everything lethal where it isn't now (`attack_is_lethal`): their one
        flier, a Sengir Vampire, can block the Brigade in the air or the Fire Drake beside it, not
        both, with 2 life left (ladder game 17 against the Apprentice).  Only the ability of
        `source` being announced may be on the stack (its target is chosen there, CR 602.2b,
        601.2c)."""
        if g.active != me or g.step != "beginning_of_combat" or any(item.source != source for item in g.stack) \
                or can_attack(g, subject) is not None \
                or (g.chars(subject).power or 0) <= 0:
            return False
        opp = 1 - me
        now = [b for b in g.battlefield if g.chars(b).controller == opp and can_block(g, b)
               and block_problem_for(g, b, subject, attacking=False) is None]
        if not now:
            return False
        sim = attempt()
        if sim is None or subject not in sim.objects:
            return False
        if all(block_problem_for(sim, b, subject, attacking=False) is not None for b in now):
            return True
        return attack_is_lethal(sim, me, _attack_options(sim, me)) \
            and not attack_is_lethal(g, me, _attack_options(g, me))

    def _blocks_once_granted(self, g: Game, me: int, subject: int, attempt: Callable[[], Game | None],
                             source: int | None = None) -> bool:
        """Goblin Balloon Brigade's flying in front of a Shivan Dragon: once the opponent's
        attackers are declared (CR 508.8, the last moment before blocks), worth it when the
        keyword lets `subject` block an attacker it can't block now (the engine's blocking rules,
        CR 509.1b, asked of `attempt()`, a copy where the ability has resolved) and the blocks my
        rules of thumb make on that copy (`blocks_made`) put it in front of one of those -- a block
        worth making, or the chump that keeps me alive.  At 9 life before 12 flying power the
        Brigade and the {R} for its flying were at hand, never used, and the three fliers went
        through (ladder game 63 against the Apprentice).  Only the ability of `source` being
        announced may be on the stack (its target is chosen there, CR 602.2b, 601.2c)."""
        c = g.combat
        if g.active == me or g.step != "declare_attackers" or c is None or c.blocks_declared \
                or any(item.source != source for item in g.stack) or not can_block(g, subject):
            return False
        barred = {a for a in c.attackers if block_problem_for(g, subject, a) is not None}
        if not barred:
            return False
        sim = attempt()
        if sim is None or sim.combat is None or subject not in sim.objects:
            return False
        return any(b == subject and a in barred for b, a in blocks_made(sim, me))

    def _aimed(self, source: int, subject: int) -> Callable[[Game, int, Decision], Any]:
        """My answers, but with the target of `source`'s ability being chosen aimed at
        `subject` (a play tried on a copy of the game for that creature)."""
        def answer(sim: Game, p: int, d: Decision) -> Any:
            aimed = [r for r in d.options if isinstance(r, tuple) and r[0] == "obj" and r[1] == subject]
            if d.purpose == "target" and d.info("source") == source and aimed:
                return (aimed[0],)
            return self.answer(sim, p, d)
        return answer

    def keyword_evaders(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> list[int]:
        """My creatures, among those the ability can target, that the keyword it grants takes
        past every creature of theirs that could block them now (`_slips_past_blockers`), the
        one that deals the most damage first."""
        pool = sorted(target_pool(g, me, a.source, ab["targets"]),
                      key=lambda c: (-(g.chars(c).power or 0), -permanent_value(g, c)))
        return self._keyword_served(g, me, a, pool, self._slips_past_blockers)

    def keyword_blockers(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> list[int]:
        """My creatures, among those the ability can target, that the keyword it grants puts in
        front of an attacker they can't block now (`_blocks_once_granted`: Pixie Queen's flying
        on my Grizzly Bears before a Serra Angel), the most valuable first."""
        pool = sorted(target_pool(g, me, a.source, ab["targets"]), key=lambda c: -permanent_value(g, c))
        return self._keyword_served(g, me, a, pool, self._blocks_once_granted)

    def _keyword_served(self, g: Game, me: int, a: ActivateAbility, pool: list[int],
                        served: Callable[..., bool]) -> list[int]:
        """My creatures in `pool`, in its order, that the keyword the ability grants serves as
        `served` asks (`_slips_past_blockers`, `_blocks_once_granted`), each tried on a copy where
        the ability has resolved aimed at it."""
        return [c for c in pool if g.controller_of(c) == me and "Creature" in g.chars(c).types
                and served(g, me, c, lambda c=c: trial.resolved(g, a, self._aimed(a.source, c)))]

    def _ping_worth_its_pain(self, g: Game, me: int, source: int, ab: dict) -> bool:
        """Is the damage an ability deals worth the damage it deals me too (Orcish Artillery:
        2 to any target and 3 to me)?  Yes when it kills something of theirs worth more than the
        life it costs -- repeated, where one activation can't (`repeated_kill`) -- or when the
        life it takes from them is worth more than mine: two for three is a bad trade in a race,
        and the worse the more of the opponent's damage no blocker of mine stops (`_life_price`)."""
        effects = ab.get("do", [])
        x = self.ability_x(g, me, source, ab, _x_mana(g, me, ab))
        ctx = Ctx(g, me, source=source, x=x)
        pain = burn.damage_to_self(effects, x, ctx)
        if not pain:
            return True
        opp = 1 - me
        mine, theirs = g.players[me].life, g.players[opp].life
        if pain >= mine:
            return False
        on_them = unblockable_power(g, me, opp)
        dmg = burn.damage_of(effects, x, ctx)
        face = life_under_fire(theirs, on_them) - life_under_fire(theirs - dmg, on_them)
        if face > self._life_price(g, me, mine, pain):
            return True
        kill = self.repeated_kill(g, me, source, ab, x)
        return kill is not None and kill[0] > self._life_price(g, me, mine, pain * kill[2])

    @staticmethod
    def _announced_repeats(g: Game, me: int, source: Any) -> int:
        """How often the activated ability of `source` being announced can be repeated this turn
        (`affordable_pings`; 1 for a spell): its targets are chosen before its cost is paid
        (CR 602.2b, 601.2c-h), so the mana is all there."""
        ab = _announced_ability(g, source)
        return 1 if ab is None else max(1, affordable_pings(g, me, source, ab))

    def repeated_kill(self, g: Game, me: int, source: int, ab: dict, x: int = 0) -> tuple[float, int, int] | None:
        """The creature or other permanent of theirs most worth killing with a damage ability
        repeated as often as my mana and life allow in one turn (`affordable_pings`: the damage
        stays marked until the cleanup step, CR 514.2, so the points add up), its worth, and how
        many activations the kill takes: two of Brothers of Fire's pings kill a Hypnotic Specter
        that one leaves standing (ladder game 54 against the Apprentice: six idle Mountains, and
        the Specter took the Ball Lightning from the hand).  None when nothing of theirs dies."""
        effects = ab.get("do", [])
        dmg = burn.damage_of(effects, x, Ctx(g, me, source=source, x=x))
        if dmg <= 0:
            return None
        times = max(1, affordable_pings(g, me, source, ab))
        doomed = self.harm_target(g, me, effects, x, source=source, tspec=ab.get("targets"), times=times)
        if doomed is None:
            return None
        return doomed[0], doomed[1], _activations_to_kill(g, source, doomed[1], dmg)

    def safe_x(self, g: Game, me: int, source: int, ab: dict, hi: int) -> int:
        """The most X, up to `hi`, an ability that also deals damage to me (Banshee: half X to
        any target and half X, rounded up, to me) can have and leave me alive: the one it is
        activated with, and the one its worth is judged at -- less one where that point only
        hurts me: an odd X for the Banshee deals its target no more than the even X below it and
        me a point more (X 7 dealt 3 to a Phantom Monster and 4 to me where X 6 deals 3 and 3,
        ladder game 75 against the Sorcerer).  Any other ability: `hi`."""
        effects = ab.get("do", [])
        life = g.players[me].life

        def hits(x: int) -> tuple[int, int]:
            ctx = Ctx(g, me, source=source, x=x)
            return burn.damage_of(effects, x, ctx), burn.damage_to_self(effects, x, ctx)
        x = hi
        while x > 0 and hits(x)[1] >= life:
            x -= 1
        while x > 0 and hits(x - 1)[0] == hits(x)[0] and hits(x - 1)[1] < hits(x)[1]:
            x -= 1
        return x

    def ability_x(self, g: Game, me: int, source: int, ab: dict, hi: int) -> int:
        """The X an ability with an X in its cost is activated with, and judged at: the most that
        leaves me alive (`safe_x`), cut to the least that does what the shot is for
        (`aimed_damage_x`): every point of X beyond it is mana and, for the Banshee, life thrown
        away (X 4 dealt a Prodigal Sorcerer 2 and me 2 where X 2 kills it for 1, ladder game 75
        against the Sorcerer)."""
        hi = self.safe_x(g, me, source, ab, hi)
        return min(hi, self.aimed_damage_x(g, me, source, ab.get("do", []), ab.get("targets"), hi))

    def aimed_damage_x(self, g: Game, me: int, source: int, effects: list, tspec: dict | None, hi: int) -> int:
        """The X of targeted damage that grows with X (Fireball's X, the Banshee's half X): the
        least that kills the opponent where the most, `hi`, does; else the least that kills the
        creature it will be aimed at (`harm_target` at `hi`: the least X kills it as dead, and
        what it is aimed at is chosen after X is announced, CR 601.2b-c); `hi` where it kills
        nothing of theirs, or its damage doesn't grow with X."""
        ctx = Ctx(g, me, source=source, x=hi)
        if not tspec or burn.damage_of(effects, hi, ctx) <= burn.damage_of(effects, 0, Ctx(g, me, source=source)):
            return hi
        opp = 1 - me
        if burn.damage_of(effects, hi, ctx) >= g.players[opp].life and can_target_player(g, me, source, tspec, opp):
            return _least_x_dealing(g, me, source, effects, g.players[opp].life, hi)
        target = self.harm_target(g, me, effects, hi, source, tspec)
        if target is None or "Creature" not in g.chars(target[1]).types:
            return hi
        return _least_x_dealing(g, me, source, effects, lethal_damage(g, source, target[1]), hi)

    def _sacrifice_price(self, g: Game, me: int, source: int, ab: dict) -> float:
        """The worth of the cheapest permanent an ability's cost would make me sacrifice (0 when
        it asks for none): what the policy would give up when the engine asks (purpose "cost");
        the permanent itself where the cost sacrifices it (`spent_worth`: Strip Mine)."""
        cost = ab.get("cost") or {}
        if cost.get("sacrifice_self"):
            return spent_worth(g, source)
        if "sacrifice" not in cost:
            return 0.0
        ctx = Ctx(g, me, source=source)
        fodder = all_matching(ctx, normalize(cost["sacrifice"]).with_(controller="you"))
        return min((permanent_value(g, o) for o in fodder), default=float("inf"))

    def _affordable_times(self, g: Game, me: int, ab: dict, a: ActivateAbility | None = None,
                          past_doom: bool = False) -> int:
        """How many times in a row an ability paid with mana alone could be activated now (a pump
        like Firebreathing's, repeated); once for any other cost or a once-a-turn ability.  For
        the activation `a`, no more than the activations left before the one that dooms its
        permanent (Dragon Whelp's fourth this turn: sacrificed at the end step) -- possibly
        none -- unless `past_doom`."""
        cost = ab.get("cost") or {}
        mana = cost.get("mana")
        if ab.get("once_per_turn") or set(cost) != {"mana"} or mana is None or mana.mana_value <= 0:
            n = 1
        else:
            n = max(1, min(10, mana_open(g, me) // mana.mana_value))
        doom = None if a is None or past_doom else activation_limits.activations_before_doom(g, a, ab)
        return n if doom is None else min(n, doom)

    def _repeated_burn_wins(self, g: Game, me: int, source: int, ab: dict, target: int) -> bool:
        """Does a damage ability paid with mana alone, activated as often as my mana pays (past
        what dooms its permanent: Rocket Launcher's end-step destruction), with what my spells
        and abilities on the stack already aim at the player, kill `target`, without killing me?"""
        effects = ab.get("do", [])
        if _paid_with_tap(ab) or target == me:
            return False
        ctx = Ctx(g, me, source=source)
        dmg = burn.damage_of(effects, 0, ctx)
        times = self._affordable_times(g, me, ab, past_doom=True)
        return dmg > 0 and burn.on_the_stack_at(g, me, target) + dmg * times >= g.players[target].life \
            and burn.damage_to_self(effects, 0, ctx) * times < g.players[me].life

    @staticmethod
    def _spare_pump(g: Game, me: int, subject: int, ab: dict, effects: list) -> bool:
        """Firebreathing on an attacker nobody blocked, once blocks are declared (CR 509): each
        pump is a point of damage more, for mana and not a card, worth it while the mana left
        after it still casts the dearest spell of my hand it casts now (in my second main
        phase)."""
        cost = (ab.get("cost") or {}).get("mana")
        if g.active != me or not _unblocked_at_them(g, me, subject) or _boost(effects, g, me, subject)[0] <= 0 \
                or set(ab.get("cost") or {}) != {"mana"} or cost is None:
            return False
        left = mana_open(g, me) - cost.mana_value
        hand = [g.objects[h].card for h in g.players[me].hand if "Land" not in g.objects[h].card.types]
        kept = max((card.mana_value for card in hand if card.mana_value <= mana_open(g, me)), default=0)
        return left >= kept

    def _doomed_pump_kills(self, g: Game, me: int, a: ActivateAbility, ab: dict, subject: int, pending: int) -> bool:
        """Whether pumping `subject` past the activation that dooms it (Dragon Whelp's fourth this
        turn: sacrificed at the end step) kills its foe in a fight that kills it anyway: the
        doom then costs nothing, the creature being gone this turn either way.  A Dragon Whelp in
        front of a Mahamoti Djinn dies to its 5 damage; six Mountains make it a 6/3 that takes
        the Djinn with it, where the three {R} short of the doom only make a 5/3 (ladder game 12
        against the Sorcerer, turn 13: the Whelp didn't block, and the Djinn's 5 a turn won the game)."""
        if activation_limits.activations_before_doom(g, a, ab) is None or not _dies_in_this_fight(g, subject):
            return False
        effects = ab.get("do", [])
        every = pending + self._affordable_times(g, me, ab, a, past_doom=True)
        return subject in self.pumped_fights(g, me, effects, every) \
            and subject not in self.pumped_fights(g, me, effects, pending)

    def _pump_wins(self, g: Game, me: int, subject: int, effects: list, times: int, x: int = 0) -> bool:
        """Whether `times` boosts of the effects (`x` the spell's X) make the combat damage, with
        this attacker's share (CR 510.1a: unblocked, or trampling over its blockers), kill the
        defending player."""
        c = g.combat
        if c is None or c.attackers.get(subject) != ("player", 1 - me) or not c.blocks_declared:
            return False
        dp = _boost(effects, g, me, subject, x=x)[0] * times
        foes = [f for f in c.blocked_by.get(subject, []) if f in g.objects and g.objects[f].zone == "battlefield"]
        extra = _extra_to_player(g, subject, foes, dp) if dp > 0 else 0
        return extra > 0 and combat_damage_preview(g)[1 - me] + extra >= g.players[1 - me].life

    def pump_saves(self, g: Game, me: int, effects: list, times: int = 1) -> list[int]:
        """My creatures an opponent's spell or ability on the stack deals lethal damage to that
        the effects' extra toughness (`times` over) would save (Giant Growth in response to
        Lightning Bolt)."""
        out = []
        for item in g.stack:
            if item.controller == me:
                continue
            dmg = burn.damage_of(item.spec.get("do", []), item.x or 0)
            if not dmg:
                continue
            for refs in item.targets.values():
                for r in refs:
                    if r[0] == "obj" and r[1] in g.objects and g.objects[r[1]].zone == "battlefield" \
                            and g.controller_of(r[1]) == me and "Creature" in g.chars(r[1]).types:
                        dt = _boost(effects, g, me, r[1])[1] * times
                        if dt > 0 and lethal_damage(g, None, r[1]) <= dmg < lethal_damage(g, None, r[1]) + dt:
                            out.append(r[1])
        return out

    def _idle_pump(self, g: Game, me: int, effects: list) -> bool:
        """Whether a pump ability that only raises power and toughness for the turn (Wall of
        Fire's {R}: +1/+0, Firebreathing) would be activated where it has no fight to change: my
        own turn outside combat with nothing on the stack.  The boost wears off in the cleanup
        step (CR 514.2) and the mana it taps stays tapped through the opponent's turn, where a
        Fireball or a blocker's pump needs it; a look-ahead whose lines differ only by the mana
        spent takes noise for a reason (ladder game 43 against the Sorcerer: the Wall of Fire
        pumped twice in my second main phase).  The sibling of Giant Growth kept out of my main
        phase (cast_score)."""
        return self.skill > 0 and _own_quiet_step(g, me) and _bare_boost(effects)

    def _pump_rescues(self, g: Game, me: int, a: ActivateAbility, ab: dict, pending: int, times: int) -> list[int]:
        """My creatures that `times` more activations of the pump `a` save from the damage on the
        stack (`pump_saves`), beside the `pending` activations already on the stack, which count
        as given; and where the cost sacrifices another permanent of mine, only those worth more
        than what it costs.  Atog in answer to a Lightning Bolt eats one artifact, not one for each
        time it is asked while the first sacrifice's +2/+2 waits on the stack, and never a Su-Chi:
        the look-ahead's imagined Wizard fed both its Clay Statue and its Su-Chi to a 1/2, so the
        Clay Statue wasn't worth regenerating from Desert (ladder game 173 against the Sorcerer)."""
        if not times:
            return []
        effects = ab.get("do", [])
        done = set(self.pump_saves(g, me, effects, pending)) if pending else set()
        price = self._sacrifice_price(g, me, a.source, ab) if doomed_fodder.sacrifices_another(ab) else 0.0
        return [c for c in self.pump_saves(g, me, effects, pending + times)
                if c not in done and permanent_value(g, c) > price]

    def _fights_worth_winning(self, g: Game, me: int, effects: list, x: int = 0) -> list[int]:
        """The fights the boost changes (`pumped_fights`), but where the spell destroys the
        creature it boosts afterwards (Glyph of Destruction: the Wall at the next end step), only
        those whose foes are worth more than it: a Wall of Stone the Minotaur can't get past isn't
        traded for it (ladder game 13 against the Sorcerer)."""
        fights = self.pumped_fights(g, me, effects, x=x)
        if not fights or not _destroys_it_later(effects) or g.combat is None:
            return fights
        c = g.combat
        return [f for f in fights
                if sum(permanent_value(g, o) for o in c.blocked_by.get(f, []) + c.blockers.get(f, [])
                       if o in g.objects and g.objects[o].zone == "battlefield") > permanent_value(g, f)]

    @staticmethod
    def _fight_stake(g: Game, me: int, fighter: int, effects: list, times: int) -> float:
        """What `times` boosts of the effects win in my creature's fight (one of `pumped_fights`):
        the creature itself where they save it, and the foes they let it kill -- what a pump
        whose cost sacrifices another permanent must be worth more than.  Atog blocking a Camel
        is worth an Ornithopter eaten to kill it, not a Clay Statue: the look-ahead's imagined
        Wizard fed its Statue to an Atog to kill a 1/2 Camel, so every line that kept Yawgmoth
        Demon in hand lost the Statue, and it cast the Demon (ladder game 173 against the
        Sorcerer).  An extra point that finishes the defending player is worth anything."""
        c = g.combat
        if c is None:
            return 0.0
        dp, dt = _boost(effects, g, me, fighter)
        dp, dt = dp * times, dt * times
        foes = [f for f in c.blocked_by.get(fighter, []) + c.blockers.get(fighter, []) if f in g.objects
                and g.objects[f].zone == "battlefield"]
        if fighter in c.attackers and dp > 0 and _finishes(g, me, _extra_to_player(g, fighter, foes, dp)):
            return float("inf")
        ch = g.chars(fighter)
        incoming = sum(max(0, g.chars(f).power or 0) for f in foes)
        left = (ch.toughness or 0) - g.objects[fighter].damage
        kept = permanent_value(g, fighter) if left <= incoming < left + dt else 0.0
        return kept + sum(permanent_value(g, f) for f in foes
                          if not kills(g, fighter, f) and (ch.power or 0) + dp >= lethal_damage(g, None, f))

    def pumped_fights(self, g: Game, me: int, effects: list, times: int = 1, x: int = 0) -> list[int]:
        """My creatures in combat whose fight a boost of the effects' power and toughness (`times`
        over; `x` the spell's X) would change: one that would die survives, or a blocker or
        attacker it fails to kill dies -- or the extra damage, unblocked or trampling over its
        blockers (CR 702.19c), kills the defending player."""
        c = g.combat
        if c is None:
            return []
        out = []
        for att in list(c.attackers) + list(c.blockers):
            if att not in g.objects or g.chars(att).controller != me:
                continue
            dp, dt = _boost(effects, g, me, att, x=x)
            dp, dt = dp * times, dt * times
            if dp <= 0 and dt <= 0:
                continue
            foes = [f for f in c.blocked_by.get(att, []) + c.blockers.get(att, []) if f in g.objects
                    and g.objects[f].zone == "battlefield"]
            ch = g.chars(att)
            if att in c.attackers and dp > 0 and _finishes(g, me, _extra_to_player(g, att, foes, dp)):
                out.append(att)
                continue
            if not foes:
                continue
            incoming = sum(max(0, g.chars(f).power or 0) for f in foes)
            left = (ch.toughness or 0) - g.objects[att].damage
            saved = incoming >= left and incoming < left + dt
            kills_now = any(kills(g, att, f) for f in foes)
            kills_after = (ch.power or 0) + dp >= min(lethal_damage(g, None, f) for f in foes)
            if saved or (not kills_now and kills_after):
                out.append(att)
        return out

    def _attack_stoppers(self, g: Game, me: int, d: Decision, ranked: list, effects: list, dmg: int) -> list:
        """The targets whose removal saves me from the opponent's lethal attack
        (`_lethal_attack_stoppers`), each tried on a copy of the game unless on one already.  Not
        inside a process a look-ahead copy runs in place (`g.answering`): its pending record holds
        none of the answers given before this one, so a trial would replay the process from the
        start with the target as its first answer -- the Banshee's X, where the imagined opponent
        aimed its shot (a TypeError, once the Banshee's half X counted as damage)."""
        if self._on_a_copy or g.answering is not None or g.pending is None or g.pending.decision is not d \
                or d.max != 1:
            return _lethal_attack_stoppers(g, me, ranked, effects, dmg)
        self._on_a_copy = True
        try:
            return _lethal_attack_stoppers(g, me, ranked, effects, dmg,
                                           lambda r: trial.resolved(g, answer_for(d, (r,)), self.answer))
        finally:
            self._on_a_copy = False

    def _choice_weighed(self, g: Game, me: int, d: Decision, opts: list) -> Any:
        """The permanent to choose for my own permanent's effect, when the choice changes more than
        which permanent it is: one of each name and side tried on a copy of the game and the
        results weighed (optional_costs.material) -- the Mountain, not an Island, sacrificed to
        a Serendib Djinn at 3 life; their Grizzly Bears, not mine, for Drop of Honey's tie.  None
        when the kinds weigh the same or it can't be judged."""
        source = d.info("source")
        if self._on_a_copy or g.pending is None or g.pending.decision is not d or not isinstance(source, int) \
                or source not in g.objects or g.controller_of(source) != me:
            return None
        kinds = {}
        for o in sorted(opts, key=lambda o: (permanent_value(g, o), o) if isinstance(o, int) else (0.0, 0)):
            if isinstance(o, int) and o in g.objects and g.objects[o].zone == "battlefield":
                kinds.setdefault((g.objects[o].card.name, g.controller_of(o)), o)
        if len(kinds) < 2:
            return None
        worth = self._answers_weighed(g, me, d, tuple(kinds.values()))
        if worth is None:
            return None
        best = max(worth, key=lambda o: worth[o])
        return best if worth[best] > min(worth.values()) + 0.5 else None

    def _ritual_grows_x(self, g: Game, me: int, ritual: int, effects: Any) -> bool:
        """Does a spell that only adds mana (Dark Ritual) make the X of a spell I would cast now
        bigger: Mind Twist for four instead of two, the opponent's whole hand?"""
        if _mana_added_by(effects) <= g.objects[ritual].card.mana_value:
            return False
        return any(g.objects[h].card.mana_cost.x and h != ritual and self.cast_score(g, me, CastSpell(h))[0] > 0
                   for h in g.players[me].hand)

    def _counter_gain(self, g: Game, me: int, a: CastSpell) -> float | None:
        """What countering the top of the stack with `a` gains me over letting it resolve, both
        played out on copies; None while `a` is being cast or on a copy already."""
        if self._on_a_copy or g.objects[a.card].zone != "hand":
            return None
        self._on_a_copy = True
        try:
            return counter_judgement.counter_gain(g, me, a, self.answer)
        finally:
            self._on_a_copy = False

    def threat(self, g: Game, me: int, item: Any) -> float:
        """How much the opponent's spell on the stack matters to me."""
        if item.kind != "spell":
            return 1.0
        card = g.objects[item.source].card
        t = card.mana_value * 1.0
        if "Creature" in card.types and item.source in g.objects:
            # a creature is as big a threat as it will be on the battlefield, keywords and upkeep
            # included: a Grizzly Bears isn't worth the Counterspell a Serra Angel is
            t = creature_value(g.chars(item.source)) / 2
        for refs in item.targets.values():
            for r in refs:
                if r == ("player", me):
                    t += 2
                elif r[0] == "obj" and r[1] in g.objects and g.controller_of(r[1]) == me:
                    t += 2 + permanent_value(g, r[1]) / 2
        return t

    def _only_held_targets(self, g: Game, me: int, effects: list, x: int, source: int, spec: dict) -> bool:
        """Is every opponent's creature this spell could take one that only attacks while a
        creature of mine holds it off (`_held_for_good`)?"""
        other = self.harm_target(g, me, effects, x, source, spec.get("targets"),
                                 worth=lambda b: -1e9 if _held_for_good(g, me, b)
                                 else permanent_value(g, b) + lord_worth(g, b))
        return other is None or _held_for_good(g, me, other[1])

    def harm_target(self, g: Game, me: int, effects: list, x: int = 3, source: int | None = None,
                    tspec: dict | None = None, worth: Callable[[int], float] | None = None,
                    times: int = 1) -> tuple[float, int] | None:
        """The opponent's permanent most worth hitting, with its worth (`worth`, by default what
        it is worth to them on the board).  With a target specification only what it can
        legally target counts (Disenchant never "hits" a creature); without one, the opponent's
        best creature the effect would kill -- the effects done `times` over, for an ability
        repeated in one turn (`affordable_pings`)."""
        dmg = burn.damage_of(effects, x) * times
        # what a creature leaves its controller as it dies is not taken by what kills it: the 2
        # life Onulet gives back, Rukh Egg's Bird (knowledge.departure_value).  A Disenchant spent
        # in the upkeep on an Onulet counted the whole 2/2 and the life too, and wasn't there for
        # the Juggernaut (ladder game 195 against the Sorcerer)
        dies = bool(dmg) or bool(_verbs(effects) & {"destroy", "sacrifice"})
        # nor the life it hands back (Swords to Plowshares: a Ball Lightning's six, all it was worth)
        pressing = self._pressing_threat(g, me)
        worth = worth or (lambda b: permanent_value(g, b) + lord_worth(g, b) - life_handed_back(g, effects, b)
                          - (departure_value(g.chars(b)) if dies and "Creature" in g.chars(b).types else 0.0)
                          + pressing(b))
        opp = 1 - me
        if tspec:
            pool = target_pool(g, me, source, tspec, x)
        else:
            pool = None
        found: list[tuple[float, int]] = []
        doomed = doomed_fodder.aimed_at(g, me)
        for b in g.battlefield:
            ch = g.chars(b)
            if ch.controller != opp or (pool is not None and b not in pool) or b in doomed:
                continue
            if "Creature" not in ch.types:
                if pool is None or dmg or "Land" in ch.types and not _verbs(effects) & {"destroy", "exile"}:
                    continue   # a land is hit only to take it away (Stone Rain), never to tap it
                v = worth(b)
            else:
                if dmg and lethal_damage(g, None, b) > dmg:
                    continue
                v = worth(b)   # a creature my blockers stop cold threatens less
                # Lightning Bolt on an Uthden Troll with red open does nothing; Disintegrate is
                # the one answer to it (CR 701.19c)
                v *= regeneration.regeneration_factor(g, me, b, effects, source)
            # and the life it takes from me in my next upkeep, which no blocker stops (Black Vise)
            found.append((v + upkeep_threat(g, me, b), b))
        if not found:
            return None
        found.sort(key=lambda vb: -vb[0])
        # a spell that must take several ("exile two target artifacts": Dust to Dust) is worth
        # all it takes of theirs together -- two Moxen, where one alone is no worthy target
        n = max((lo for _, _, lo, _ in target_slots(tspec, x)), default=1) if tspec and not dmg else 1
        if n > 1 and len(found) >= n:
            return sum(v for v, _ in found[:n]), found[0][1]
        return found[0]

    def best_harm_target(self, g: Game, me: int, effects: list, x: int = 3, source: int | None = None,
                         tspec: dict | None = None) -> tuple[float, str] | None:
        """The worth and the name of the opponent's permanent most worth hitting (`harm_target`)."""
        best = self.harm_target(g, me, effects, x, source, tspec)
        return None if best is None else (best[0], g.chars(best[1]).name)

    def activate_score(self, g: Game, me: int, a: ActivateAbility) -> tuple[float, str]:
        ab = ability_list(g, a.source)[a.index]
        name = g.name_of(a.source)
        effects = ab.get("do", [])
        verbs = _verbs(effects)
        opp = 1 - me
        if redundant_activations.adds_nothing(g, me, a.source, a.index):
            # the Clergy's "can't be regenerated" paid once is paid: a keyword, a flag, a type or a
            # colour already on the permanent, or waiting on the stack, is not given twice
            return ADVISED_AGAINST, ""
        if manlands.animation(ab) is not None:
            return manlands.animate_score(g, me, a, self.answer, trades=self.skill >= 1)
        if g.stack and doomed_fodder.sacrifices_another(ab) and not self._on_a_copy:
            self._on_a_copy = True
            try:
                fed = doomed_fodder.outlet_score(g, me, a, self.answer)
            finally:
                self._on_a_copy = False
            if fed[0] > 0:
                return fed
        if "loyalty" in ab:
            return 15 + ab["loyalty"] * (1 if ab["loyalty"] > 0 else 0.5), f"{name}: loyalty ability"
        if "regenerate" in verbs:
            # the creature it saves: itself, or the one an Aura of mine enchants (Regeneration),
            # from a destruction a shield can answer (not Terror's, nor an exile)
            endangered = [c for c in regenerated_by(g, a.source, ab)
                          if self._in_danger(g, me, c) and not regeneration.shield_is_wasted(g, me, c)]
            if endangered:
                return 30.0, f"regenerate {g.name_of(endangered[0])}"
            # a shield with nothing coming wears off in the cleanup step (CR 514.2) and only taps
            # the mana the next threat needs: the Swamp spent in my own turn is not there to
            # regenerate the Drudge Skeletons that block in theirs (ladder game 123)
            return ADVISED_AGAINST, ""
        if denies_own_regeneration(effects) and g.controller_of(a.source) != me:
            # Clergy of the Holy Nimbus's "{1}: it can't be regenerated this turn", which only its
            # opponents may activate (CR 701.15): paid once blocks are declared and the fight kills
            # it, so the Bears that block it kill it for good (ladder game 47 against the
            # Sorcerer: a Plains kept idle, and the Clergy became the blocker that held off lethal)
            if _dies_in_this_fight(g, a.source):
                return 25.0, f"{name} can't be regenerated: it dies in this fight"
            return ADVISED_AGAINST, ""
        if "damage" in verbs and burn.damage_to_self(effects, 0, Ctx(g, me, source=a.source)) >= g.players[me].life:
            return ADVISED_AGAINST, ""   # it would kill me (Orcish Artillery's 3 at 3 life), whatever it hits
        # (an ability with an X is judged, and activated, at an X that leaves me alive: `safe_x`)
        if "damage" in verbs and ab.get("targets"):
            window = ab.get("only_step")
            if window is not None:
                # usable in one step only (Desert: the end of combat, CR 602.5b): there, on a
                # creature the damage finishes off -- with my other ready Deserts' together
                # (`affordable_pings`) -- or not at all this turn
                times = max(1, affordable_pings(g, me, a.source, ab))
                doomed = self.harm_target(g, me, effects, source=a.source, tspec=ab["targets"], times=times)
                if g.step == window and not g.stack and doomed is not None:
                    return 10.0, f"{name} finishes off {g.name_of(doomed[1])}"
                return 0.0, ""
            in_fight = self.combat_ping(g, me, a.source, ab)
            if in_fight is not None:
                return in_fight
            if self._repeated_burn_wins(g, me, a.source, ab, opp):
                return 90.0, f"{name} as often as the mana pays, for the win"
            if _shrinks_itself(ab) and self.harm_target(g, me, effects, source=a.source, tspec=ab["targets"]) is None:
                # Triskelion's counter is a point of its power and toughness for good: spent on a
                # creature it kills, in a fight or for the win, never for a point at a healthy
                # opponent's face (ladder game 66 against the Apprentice: 1 of 20, twice)
                return ADVISED_AGAINST, ""
            if g.step == "end" and g.active == opp and not g.stack:
                price = self._sacrifice_price(g, me, a.source, ab)
                if price:
                    # Orcish Mechanics: an artifact for the damage only where the damage kills
                    # something of theirs worth more than what it costs me
                    doomed = self.harm_target(g, me, effects, source=a.source, tspec=ab["targets"])
                    if doomed is None or doomed[0] <= price:
                        return 0.0, ""
                    return 8.0, f"{name} on {g.name_of(doomed[1])}, worth more than what it costs"
                if not self._ping_worth_its_pain(g, me, a.source, ab):
                    return 0.0, ""
                return 8.0, f"{name} pings at end of turn"
            if self.skill > 0 and _own_quiet_step(g, me) and _waits_for_their_turn(ab):
                dmg = burn.damage_of(effects, 0, Ctx(g, me, source=a.source))
                if dmg >= g.players[opp].life and burn.damage_to_self(effects, 0, Ctx(g, me, source=a.source)) \
                        < g.players[me].life:
                    return 90.0, f"{name} for the win"
                rival = _rival_pinger(g, me, dmg, target_pool(g, me, a.source, ab["targets"]))
                if rival is not None:
                    return 10.0 + permanent_value(g, rival), f"{name} shoots {g.name_of(rival)} before it shoots back"
                if self.harm_target(g, me, effects, source=a.source, tspec=ab["targets"]) is None \
                        and not _burn_follows(g, me, a.source, ab):
                    # a ping at their face in my own main phase leaves Prodigal Sorcerer tapped, or
                    # Brothers of Fire's three Mountains, through their turn for the point it deals as
                    # well at the end of it; a line ending at their attack sees the point and not the
                    # end step, so never tries it (ladder game 54 against the Apprentice: the Goblin
                    # King waited two turns for a point at the face at 18 life against 10)
                    return ADVISED_AGAINST, ""
            return 0.0, ""
        if not ab.get("targets") and sweepers.sweep(g, me, a.source, effects) is not None:
            # Pestilence: damage to everything, as many times over as pays, all in one step (the
            # damage wears off in the cleanup step): the end of their turn or my second main phase.
            # Nevinyrral's Disk: everything of a kind destroyed, at the same moments, when they
            # lose more than I do (the Disk itself among what I lose)
            n, sw = sweepers.best_times(g, me, a.source, effects, self._affordable_times(g, me, ab))
            if sw is not None and sw.wins:
                return 40.0, f"{name} for the win"
            quiet = not g.stack and (g.step == "end" and g.active == opp or g.step == "main2" and g.active == me)
            if sw is not None and quiet and sw.gain >= SWEEP_WORTH:
                return 8.0 + sw.gain, f"{name}{f', {n} times' if n > 1 else ''}: they lose more than I do"
            return 0.0, ""
        shield = source_shields.shield_params(effects)
        if shield is not None:
            # a Circle of Protection: raised when a source it can name is about to damage me;
            # with no damage on its way at all, not even the look-ahead tries it
            coming = source_shields.threats(g, me, a.source, shield)
            if not coming:
                return (ADVISED_AGAINST if source_shields.nothing_on_its_way(g) else 0.0), ""
            worst = max(coming, key=lambda o: coming[o])
            lethal = sum(coming.values()) >= g.players[me].life
            return (25.0 if lethal else 6.0 + coming[worst]), f"{name} against {g.name_of(worst)}"
        if fogs_combat(effects):
            return self.fog_score(g, me, name)
        gains_keyword = any((e.get("modify") or {}).get("add_keywords") for e in effects)
        if verbs == {"modify"} and gains_keyword and _pumped_by(g, a.source, effects) == a.source:
            if self._slips_past_blockers(g, me, a.source, lambda: trial.resolved(g, a, self.answer)):
                return 7.0, f"{name} gets past their blockers"
            if self._blocks_once_granted(g, me, a.source, lambda: trial.resolved(g, a, self.answer)):
                return 8.0, f"{name} to block"
        if verbs == {"modify"} and gains_keyword and ab.get("targets"):
            rescued = self.keyword_rescues(g, me, a, ab)
            if rescued:
                return 20.0, f"{name} to save {g.name_of(rescued[0])}"
            evaders = self.keyword_evaders(g, me, a, ab)
            if evaders:
                return 7.0, f"{name}: {g.name_of(evaders[0])} gets past their blockers"
            blockers = self.keyword_blockers(g, me, a, ab)
            if blockers:
                return 8.0, f"{name}: {g.name_of(blockers[0])} to block"
        if ab.get("targets") and verbs & {"prevent", "gain_life"}:
            # Samite Healer: used on what the spell on the stack or the coming combat damage
            # would take from me and its use keeps (`ability_rescues`)
            sacrificed = self._sacrifice_price(g, me, a.source, ab)
            verdict = self._rescue_verdict(g, me, (a.source, None), self.ability_rescues(g, me, a),
                                           lambda aim: sacrificed, name)
            if verdict is not None:
                return verdict
            if "prevent" in verbs and ab.get("cost") == {"tap": True} and g.active == opp and g.combat is not None \
                    and g.step == "declare_blockers" and g.combat.blocks_declared and combat_damage_preview(g)[me] > 0 \
                    and can_target_player(g, me, a.source, ab["targets"], me):
                # a shield that costs only its {T}, in their turn: it untaps in mine, so a point of
                # their attack's damage kept off me is free (ladder game 116 against the
                # Apprentice: an idle Samite Healer, and the 2 life the last Pestilence needed)
                return 4.0, f"{name} against their attack"
            if "prevent" in verbs and can_target_player(g, me, a.source, ab["targets"], me) \
                    and self._last_shield_for_me(g, me, a.source, ab):
                return 4.0, f"{name} before it goes: a shield against their attack"
        if verbs == {"prevent"} and not g.stack and g.combat is None:
            # a damage shield with no damage coming -- nothing on the stack, no combat -- wears
            # off in the cleanup step (CR 514.2) like an idle regeneration shield, and only taps
            # the mana the next threat needs (Rock Hydra's {R} in my main phase, the Llanowar
            # Elves beside it left in hand)
            return ADVISED_AGAINST, ""
        if verbs & {"modify", "prevent"} and any(_boost(effects)):
            # a pump (Firebreathing, Fire Drake, Atog) or a damage shield (Samite Healer, Rock
            # Hydra): a combat trick that stays on the table, used at the same moments -- once
            # blocks are declared, where the boost, as often as the mana repeats it, changes the
            # fight of the creature it pumps; or to survive damage
            # The boosts of this ability still on the stack count as given (no second pump for a
            # fight the first already wins); an ability that dooms its permanent when activated
            # too often (Dragon Whelp) goes that far only for the win
            subject = _pumped_by(g, a.source, effects)
            pending = activation_limits.pending_activations(g, me, a) if subject is not None else 0
            times = self._affordable_times(g, me, ab, a)
            if g.combat is not None and g.step == "declare_blockers":
                done = set(self.pumped_fights(g, me, effects, pending)) if pending else set()
                fights = [f for f in self.pumped_fights(g, me, effects, pending + times) if f not in done] \
                    if times else []
                if fights and doomed_fodder.sacrifices_another(ab):
                    price = self._sacrifice_price(g, me, a.source, ab)
                    fights = [f for f in fights if self._fight_stake(g, me, f, effects, pending + times) > price]
                if fights and (subject is None or subject in fights):
                    return 9.0, f"{name} to win the fight"
                if subject is not None and self._doomed_pump_kills(g, me, a, ab, subject, pending):
                    return 9.0, f"{name} to win the fight it dies in anyway"
                # for the win, as often as the cost can be paid: Fallen Angel sacrifices every
                # creature that isn't attacking, if that is what the last points take
                every = pending + max(self._affordable_times(g, me, ab, a, past_doom=True),
                                      pump_times(g, me, a.source, ab, set(g.combat.attackers)))
                if subject is not None and times < every and self._pump_wins(g, me, subject, effects, every) \
                        and not self._pump_wins(g, me, subject, effects, pending):
                    return 9.0, f"{name} for the win"
                if subject is not None and times and self._spare_pump(g, me, subject, ab, effects):
                    return 5.0, f"{name}: more damage with mana the turn doesn't need"
            saves = self._pump_rescues(g, me, a, ab, pending, times)
            if saves and (subject is None or subject in saves):
                return 20.0, f"{name} to save {g.name_of(saves[0] if subject is None else subject)}"
            if self._idle_pump(g, me, effects):
                return ADVISED_AGAINST, ""
            return 0.0, ""
        if verbs == {"gain_control"} and ab.get("targets"):
            # Old Man of the Sea: their best creature it can hold, taken in my main phase
            best = self.harm_target(g, me, effects, source=a.source, tspec=ab["targets"])
            if best is not None and g.active == me and g.step in ("main1", "main2") and not g.stack:
                return 12.0 + best[0], f"{name} takes {g.name_of(best[1])}"
            return 0.0, ""
        if verbs == {"tap"} and ab.get("targets"):
            opener = self.lethal_tap_targets(g, me, a.source, target_pool(g, me, a.source, ab["targets"]))
            if opener:
                # nobody hesitates over the tap that lets the attack win (WINNING_PLAY)
                return WINNING_PLAY + 10, f"{name} taps {g.name_of(opener[0])}: the attack is lethal"
            # Icy Manipulator: as the opponent's combat begins, their best attacker stays home --
            # one that can attack: not a summoning-sick Serra Angel (CR 302.6, ladder game 83)
            ctx = Ctx(g, me, source=a.source)
            theirs = [r[1] for _, flt, _, _ in target_slots(ab["targets"]) for r in candidates(ctx, flt)
                      if r[0] == "obj" and g.controller_of(r[1]) == opp]
            if not any(_tap_does_something(g, me, b) for b in theirs):
                # a tapped Azure Drake, or any creature once my combat is over: it untaps before it
                # could attack, and my tapper stays tapped through their turn (ladder game 83)
                return ADVISED_AGAINST, ""
            ready = [b for b in theirs if not g.objects[b].tapped and "Creature" in g.chars(b).types
                     and (g.chars(b).power or 0) > 0 and can_attack(g, b) is None]
            if g.active == opp and g.step == "beginning_of_combat" and not g.stack and ready:
                return 8.0, f"{name} keeps {g.name_of(max(ready, key=lambda b: permanent_value(g, b)))} home"
            return 0.0, ""
        if land_untapping.untaps_its_target(ab):
            reach = land_untapping.activation_score(g, me, a, ab, self.answer, self._cast_worth(me))
            if reach[0] > 0:
                return reach
        if verbs == {"untap"} and all((e.get("untap") or {}).get("what") == "self" for e in effects):
            # Basalt Monolith, Colossus of Sardia: untapped when the mana would go unused anyway
            # -- at the end of the opponent's turn, or in my upkeep (the lands untap first)
            spare = g.step == "end" and g.active == opp or g.step == "upkeep" and g.active == me
            if spare and not g.stack and g.objects[a.source].tapped:
                return 5.0, f"untap {name} with mana that would go unused"
            return 0.0, ""
        if "drop_onto_table" in verbs:
            gain = dexterity.expected_gain(g, me, effects, a.source, self.skill)
            mine = g.active == me and g.step in ("main1", "main2") and not g.stack
            return (10 + gain, f"drop {name} onto their permanents") if mine and gain >= 4 else (0.0, "")
        if "destroy" in verbs and ab.get("targets"):
            if _paid_with_tap(ab):
                return self._tap_removal_score(g, me, a, ab)
            # a removal paid with a permanent of mine only for a target worth more (Strip Mine
            # kept off the sixth of their Forests, spent on their Library of Alexandria)
            found = self.best_harm_target(g, me, effects, source=a.source, tspec=ab.get("targets"))
            if found is not None and found[0] > self._sacrifice_price(g, me, a.source, ab):
                return 12.0, f"{name} destroys a threat"
            return 0.0, ""
        if "replace_next_draw" in verbs and "wish" in _verbs(
                [x for e in effects for x in (e.get("replace_next_draw") or {}).get("do", [])]):
            # a card from outside the game instead of my draw (Ring of Ma'rûf): in my upkeep, before
            # the draw step's draw, when my sideboard has a card worth more than a random draw
            side = g.players[me].sideboard
            best = max((card_in_hand_value(c) for c in side), default=0.0)
            if g.active == me and g.step == "upkeep" and not g.stack and best >= 3:
                return 8.0 + best, f"{name}: a card from my sideboard instead of my draw"
            return 0.0, ""
        if "draw" in verbs and g.step == "end" and g.active == opp:
            return 6.0, f"{name}: draw"
        if verbs == {"create_token"} and g.step == "end" and g.active == opp and not g.stack:
            # Master of the Hunt: mana the opponent's turn leaves unused becomes creatures
            return 6.0, f"{name}: a creature at the end of their turn"
        if "counters" in verbs and ab.get("targets") and params_polarity(
                "counters", next(e["counters"] for e in effects if "counters" in e), None) < 0:
            # harmful counters on an opponent's permanent (Cyclopean Tomb's mire counters)
            ctx = Ctx(g, me, source=a.source)
            theirs = [r for _, flt, _, _ in target_slots(ab["targets"]) for r in candidates(ctx, flt)
                      if r[0] == "obj" and g.controller_of(r[1]) == opp]
            return (7.0, f"{name} on their {g.name_of(theirs[0][1])}") if theirs else (0.0, "")
        if _untaps_self(effects) and "tap" not in (ab.get("cost") or {}) and ab.get("targets"):
            return self._untap_self_score(g, me, a, ab)
        if verbs == {"counters"} and not ab.get("targets") and (x := self._self_counters_x(g, me, a.source, ab)):
            return 6.0 + x, f"{name}: {x} counters back on it with mana this turn doesn't need"
        if verbs == {"put_onto_battlefield"} and _puts_from_my_hand(effects):
            return self._put_from_hand_score(g, me, a, ab)
        if "exchange_life" in verbs:
            # swapping life totals pays only when the opponent has clearly more (Mirror Universe)
            gain = g.players[opp].life - g.players[me].life
            return (10.0 + gain, f"{name}: trade life totals") if gain >= 5 else (0.0, "")
        return self._at_their_end_step(g, me, a, ab)

    def combat_ping(self, g: Game, me: int, source: int, ab: dict) -> tuple[float, str] | None:
        """A targeted damage ability used in combat (D'Avenant Archer; Prodigal Sorcerer, which
        otherwise pings at the end of the opponent's turn): on an attacking or blocking creature
        of theirs (CR 506.4) that the damage kills now -- counting the damage already marked --
        and whose death changes the fight, or that a wounded survivor of the combat damage
        (CR 510.2) leaves to be finished off (game.ai.combat_damage_judgement).  An ability that
        makes me sacrifice a permanent is used only where what dies is worth more.  None when
        there's no such creature, or it isn't combat."""
        if g.combat is None or g.stack or g.step not in combat_damage_judgement.COMBAT_WINDOW:
            return None
        pick = self.fight_pick(g, me, source, ab, target_pool(g, me, source, ab["targets"]))
        if pick is None:
            return None
        return 9.0, f"{g.name_of(source)} {pick[2]}"

    def fight_pick(self, g: Game, me: int, source: int, ab: dict, pool: set[int]) -> tuple[float, int, str] | None:
        """The creature in combat a damage ability of mine is best spent on (`combat_damage_judgement
        .ping_target`), with its worth and why, counting the ability activated as many times in a row
        as my mana and life pay for (`affordable_pings`): a Brothers of Fire blocking a Craw Wurm
        with six red open adds two pings to its own 2 and kills it, where one ping at a time never
        looked worth starting (ladder game 106 against the Sorcerer).  Each count of activations is
        weighed net of what it costs: the permanent a cost sacrifices, and the life it deals me
        (`_pain_price`); None where no count kills anything worth more than that."""
        effects = ab.get("do", [])
        dmg = combat_damage_judgement.removal_damage(effects, burn.damage_of(effects, 0, Ctx(g, me, source=source)))
        sacrificed = self._sacrifice_price(g, me, source, ab)
        best: tuple[float, int, str] | None = None
        best_net = 0.0
        for times in range(1, max(1, affordable_pings(g, me, source, ab)) + 1):
            pick = combat_damage_judgement.ping_target(g, me, min(dmg * times, combat_damage_judgement.DESTROYS),
                                                       pool, source)
            if pick is None:
                continue
            net = pick[0] - sacrificed - self._pain_price(g, me, source, ab, times)
            if net > best_net:
                best, best_net = pick, net
        return best

    def _pain_price(self, g: Game, me: int, source: int, ab: dict, times: int) -> float:
        """What the damage `times` activations of an ability deal me too costs me (Brothers of
        Fire's 1, Orcish Artillery's 3), counted from the life the combat damage still to come
        leaves me and priced as `_ping_worth_its_pain` prices it; infinite where it kills me."""
        pain = burn.damage_to_self(ab.get("do", []), 0, Ctx(g, me, source=source)) * times
        if not pain:
            return 0.0
        life = g.players[me].life
        if g.combat is not None and g.step in combat_damage_judgement.BEFORE_DAMAGE:
            life -= combat_damage_preview(g)[me]
        return float("inf") if pain >= life else self._life_price(g, me, life, pain)

    def _life_price(self, g: Game, me: int, life: int, pain: int) -> float:
        """What losing `pain` of `life` costs me: life is worth more the less of it there is, and
        the more of the opponent's damage no blocker of mine stops -- their unblockable attack
        (game.ai.evasion) and the burn they have shown (`burn.shown_burn_threat`): at 12 with a
        Chain Lightning in their graveyard and a card in hand, 3 life cost 4.6, not 2.7, more than a
        Goblin Hero's 3.7 (ladder game 61 against the Apprentice)."""
        opp = 1 - me
        on_me = unblockable_power(g, opp, me) + burn.shown_burn_threat(g, opp)
        return life_under_fire(life, on_me) - life_under_fire(life - pain, on_me)

    def lethal_tap_targets(self, g: Game, me: int, source: Any, pool: set[int]) -> list[int]:
        """Their untapped creatures, among `pool` (what the tap effect of `source` can target), whose
        tapping makes attacking with everything lethal (`attack_is_lethal`) where it isn't now:
        a tapped creature can't block (CR 509.1a), and my turn before attackers are declared
        (CR 507, 508) is when the tap keeps it out of the combat to come.  Empty outside that
        window, or when the attack is lethal anyway."""
        if g.active != me or g.step not in ("main1", "beginning_of_combat") \
                or any(item.source != source for item in g.stack):
            return []
        options = _attack_options(g, me)
        if not options or attack_is_lethal(g, me, options):
            return []
        out = []
        for b in sorted(pool, key=lambda o: -permanent_value(g, o)):
            if g.controller_of(b) == me or g.objects[b].tapped or not can_block(g, b):
                continue
            if attack_is_lethal(g, me, options, kept_out=frozenset({b})):
                out.append(b)
        return out

    def keyword_rescues(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> list[int]:
        """My creatures, among those the ability can target, that a keyword it grants saves
        from an opponent's spell or ability on the stack aimed at them or from the fight they
        are losing (game.ai.rescues): each is tried on a copy of the game, against the copy
        where I do nothing."""
        pool = target_pool(g, me, a.source, ab["targets"])
        threatened = [c for c in sorted(pool) if g.controller_of(c) == me and self._in_danger(g, me, c)]
        if not threatened:
            return []
        return rescues.saved(g, me, threatened, lambda c: trial.played_out(g, a, self._aimed(a.source, c)),
                             baseline=trial.played_out(g, PassPriority(), self.answer))

    def _keyword_aims(self, g: Game, me: int, d: Decision) -> list[int]:
        """The creatures of mine among a target decision's options that the keyword being
        granted saves (`keyword_rescues`), takes past their blockers (`keyword_evaders`) or puts
        in front of their attacker (`keyword_blockers`), asked as the target is chosen (CR 602.2b,
        601.2c)."""
        refs = {r[1]: r for r in d.options if isinstance(r, tuple) and r[0] == "obj" and r[1] in g.objects
                and g.objects[r[1]].zone == "battlefield" and g.controller_of(r[1]) == me}
        if not refs:
            return []
        threatened = [c for c in refs if self._in_danger(g, me, c)]
        out = rescues.saved(g, me, threatened, lambda c: trial.played_out(g, answer_for(d, (refs[c],)), self.answer))
        mine = sorted(refs, key=lambda c: (-(g.chars(c).power or 0), -permanent_value(g, c)))
        if out:
            return out
        creatures = [c for c in mine if "Creature" in g.chars(c).types]
        for served in (self._slips_past_blockers, self._blocks_once_granted):
            found = [c for c in creatures if served(
                g, me, c, lambda c=c: trial.resolved(g, answer_for(d, (refs[c],)), self.answer), d.info("source"))]
            if found:
                return found
        return []

    def _put_from_hand_score(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> tuple[float, str]:
        """An ability that puts a permanent card from my hand onto the battlefield (Goblin
        Wizard's "{T}: You may put a Goblin permanent card from your hand onto the battlefield";
        Aether Vial) plays that card with no spell cast and no mana paid for it (CR 110.2).  In
        my main phase it is worth what casting the card the choice would put is worth, and more
        by the mana it saves for my other spells -- so it comes before paying for that card --
        when it costs less than the card; at the end of the opponent's turn it is used as any
        tap is.  With no such card in my hand it is not used at all."""
        params = next(e["put_onto_battlefield"] for e in ab.get("do", []) if "put_onto_battlefield" in e)
        flt = normalize(params.get("filter")).with_(kind="card", zone="hand")
        ctx = Ctx(g, me, source=a.source)
        cards = [o for o in all_matching(ctx, flt) if g.objects[o].owner == me and o in g.players[me].hand]
        if not cards:
            return 0.0, ""
        if g.active != me or g.step not in ("main1", "main2") or g.stack:
            return self._at_their_end_step(g, me, a, ab)
        pick = self.select(g, me, Decision("select", me, "", tuple(cards), 0, 1, "put"))
        card = g.objects[pick[0]].card
        mana = (ab.get("cost") or {}).get("mana")
        saved = card.mana_value - (mana.mana_value if mana is not None else 0)
        worth = self._cast_score(g, me, CastSpell(pick[0]))[0] if "Land" not in card.types else 0.0
        if saved <= 0 or worth <= 0:
            return 0.0, ""
        return worth + 1 + saved, f"{g.name_of(a.source)} puts {card.name} onto the battlefield, saving its mana"

    def _untap_self_score(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> tuple[float, str]:
        """An ability that untaps its own creature and harms a target (Eater of the Dead: "if
        this creature is tapped, exile target creature card from a graveyard and untap it"):
        after my combat, so the creature that attacked stands ready to block (CR 502.3 untaps
        only in my untap step), on a target of the opponent's only -- their creature card gone
        from their graveyard, none of mine.  Once the creature is untapped it does nothing.
        Its cost taps nothing, so the ability is used when it costs no mana at all."""
        src = a.source
        cost = ab.get("cost") or {}
        mana = cost.get("mana")
        free = set(cost) <= {"mana"} and (mana is None or mana.mana_value == 0)
        after_my_combat = g.active == me and g.step in ("end_of_combat", "main2") and not g.stack
        if not free or not after_my_combat or not g.objects[src].tapped or "Creature" not in g.chars(src).types:
            return 0.0, ""
        ctx = Ctx(g, me, source=src)
        theirs = [r for _, flt, _, _ in target_slots(ab["targets"]) for r in candidates(ctx, flt)
                  if r[0] == "obj" and g.objects[r[1]].owner != me]
        if not theirs:
            return 0.0, ""
        return 6.0, f"{g.name_of(src)} untaps to block, exiling their {g.name_of(theirs[0][1])}"

    def _self_counters_x(self, g: Game, me: int, source: int, ab: dict) -> int:
        """The X for an ability that puts up to X counters on its own permanent, up to a limit
        (Clockwork Beast: "{X}, {T}: Put up to X +1/+0 counters ... no more than seven in all",
        activated only in my upkeep): the counters missing, when at least three are (each
        attack or block costs the Beast one, and the tap costs it this turn's attack), paid
        with the mana that casting the biggest spell I can cast this turn leaves over; 0 when
        that isn't so."""
        effects = ab.get("do", [])
        cost = ab.get("cost") or {}
        mana = cost.get("mana")
        params = next((e["counters"] for e in effects if isinstance(e, dict) and isinstance(e.get("counters"), dict)), {})
        if mana is None or not mana.x or params.get("what") != "self" or params_polarity("counters", params, None) <= 0:
            return 0
        window = ab.get("only_step")
        if g.active != me or g.stack or (window is not None and g.step != window) or g.objects[source].tapped:
            return 0
        missing = burn.amount_of(params.get("n"), 99, Ctx(g, me, source=source, x=99))
        if missing < 3:
            return 0
        open_now = mana_open(g, me) - mana.mana_value   # the fixed part of the cost, X apart
        need = max((g.objects[h].card.mana_value for h in g.players[me].hand
                    if "Land" not in g.objects[h].card.types and g.objects[h].card.mana_value <= open_now), default=0)
        x = min(missing, open_now - need)
        return x if x >= 3 else 0

    def _at_their_end_step(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> tuple[float, str]:
        """Any other ability paid with a tap (and mana) alone, used when that costs nothing: at
        the end of the opponent's turn (the mana and the tapped permanent come back in my untap
        step) -- one that helps me (Fountain of Youth, a Mana Battery's counter), or one that
        harms a permanent of theirs worth it.  The tap makes it once a turn: an ability paid
        with mana alone could be repeated for nothing (Basalt Monolith untapping itself)."""
        opp = 1 - me
        if not _paid_with_tap(ab) or g.step != "end" or g.active != opp or g.stack:
            return 0.0, ""
        effects = ab.get("do", [])
        pol = effects_polarity(effects)
        name = g.name_of(a.source)
        if pol > 0 and not ab.get("targets"):
            return 4.0, f"{name} at the end of their turn"
        if pol < 0 and ab.get("targets"):
            best = self.harm_target(g, me, effects, source=a.source, tspec=ab["targets"])
            if best is not None:
                return 5.0, f"{name} on their {g.name_of(best[1])} at the end of their turn"
        return 0.0, ""

    def _tap_removal_score(self, g: Game, me: int, a: ActivateAbility, ab: dict) -> tuple[float, str]:
        """A removal ability paid with a tap (and mana) alone (Northern Paladin: "{W}{W}, {T}:
        Destroy target black permanent"; Royal Assassin) is timed as Prodigal Sorcerer's ping
        is: the permanent untaps only in my untap step (CR 502.3), so tapped in my turn it
        neither attacks now nor blocks in theirs.  It is used in combat on an attacking or
        blocking creature of theirs whose death changes the fight (once blockers are declared:
        the creature has blocked first, and a tapped blocker still deals its damage, CR 510.1);
        now, when its permanent is about to die (the ability resolves without it, CR 113.7a);
        in my turn on a target that their untap step would make illegal (a tapped
        creature); otherwise at the end of their turn, on their most valuable permanent it
        can take.  The Apprentice, which plays in its own main phase, uses it whenever it can."""
        if self.skill == 0:
            found = self.harm_target(g, me, ab.get("do", []), source=a.source, tspec=ab["targets"])
            return (12.0, f"{g.name_of(a.source)} destroys a threat") if found is not None else (0.0, "")
        in_fight = self.combat_ping(g, me, a.source, ab)
        if in_fight is not None:
            return in_fight
        best = self.harm_target(g, me, ab.get("do", []), source=a.source, tspec=ab["targets"])
        if best is None:
            return 0.0, ""
        name, victim = g.name_of(a.source), g.name_of(best[1])
        if self._in_danger(g, me, a.source):
            return 12.0, f"{name} takes {victim} before it dies"
        untapped_away = any(flt.tapped for _, flt, _, _ in target_slots(ab["targets"]))
        if g.active == me and untapped_away and not g.stack:
            return 12.0, f"{name} takes {victim} before it untaps"
        return self._at_their_end_step(g, me, a, ab)

    def _in_danger(self, g: Game, me: int, oid: int) -> bool:
        o = g.objects[oid]
        ch = g.chars(oid)
        if "Creature" not in ch.types or o.regen_shields > 0 or _shield_coming(g, me, oid):
            return False
        for item in g.stack:
            if item.controller != me:
                for refs in item.targets.values():
                    if any(r[0] == "obj" and r[1] == oid for r in refs):
                        return True
            if item.kind == "spell" and "destroy" in str(item.spec.get("do", "")) and "all" in str(item.spec):
                return True
            # damage to everything that kills it, whoever's (Pestilence's activation, Earthquake)
            effects = item.spec.get("do", []) if isinstance(item.spec, dict) else []
            if not item.targets and oid in sweepers.swept(g, item.controller, item.source, effects, item.x or 0):
                return True
        c = g.combat
        if c is not None and g.step in ("declare_blockers", "first_strike_damage"):
            foes = c.blocked_by.get(oid, []) + c.blockers.get(oid, [])
            if any(kills(g, f, oid) for f in foes):
                return True
        return False

    # --- other decisions --------------------------------------------------------------------
    def number(self, g: Game, me: int, d: Decision) -> int:
        lo, hi = d.options
        planned_x = self._burst_x
        if d.purpose == "x" and planned_x is not None and lo <= planned_x <= hi:
            self._burst_x = None
            return planned_x   # the counters burst_mana found enough
        allowed = d.info("allowed")
        if allowed:
            return max(allowed) if d.purpose == "x" else min(allowed)
        if d.purpose == "x" and d.info("spell") in g.objects:
            # an X that exiles X cards as the permanent enters (Frankenstein's Monster): no more
            # than there are cards to exile, or it goes to the graveyard instead
            card = g.objects[d.info("spell")].card
            for spec in card.as_enters:
                need = spec.get("exile_from_graveyard")
                if need and need.get("n", "X") == "X":
                    flt = normalize(need.get("filter")).with_(kind="card", zone="graveyard", owner="you")
                    hi = min(hi, len(all_matching(Ctx(g, me, d.info("spell")), flt)))
            return max(lo, min(hi, self.damage_x(g, me, d.info("spell"), hi)))
        src, index = d.info("source"), d.info("ability")
        if d.purpose == "x" and src in g.objects and index is not None:
            ab = ability_list(g, src)[index]
            planned = self._self_counters_x(g, me, src, ab)
            if planned:
                return max(lo, min(hi, planned))
            hi = max(lo, self.ability_x(g, me, src, ab, hi))   # Banshee's half X to me: never my last life
        if d.purpose == "pay_life":
            # life paid for size (Nameless Race): as much as allowed while keeping a margin of life
            return max(lo, min(hi, g.players[me].life - 6))
        return hi if d.purpose == "x" else lo

    def even_split(self, g: Game, me: int, targets: list[int], x: int, spare: int) -> tuple[float, list[int]] | None:
        """Damage divided evenly (Fireball: "X damage divided evenly, rounded down, among any
        number of targets", {1} more for each target beyond the first) split among two or more
        of the opponent's creatures it kills, the split that kills the most worth, when it
        kills more than the whole of X at the best one: X = 2 kills two Prodigal Sorcerers.
        `x`: the X, or with `spare` below 0 the most X the mana pays for, the extra targets'
        mana coming out of it; `spare`: mana left for the extra targets once X is paid."""
        doomed = doomed_fodder.aimed_at(g, me)
        pool = sorted(((permanent_value(g, b), lethal_damage(g, None, b), b) for b in targets
                       if b in g.objects and g.objects[b].zone == "battlefield" and b not in doomed
                       and g.chars(b).controller != me and "Creature" in g.chars(b).types), key=lambda t: (-t[0], t[2]))
        single = max((v for v, need, _ in pool if need <= x), default=0.0)
        best: tuple[float, list[int]] | None = None
        for k in range(2, len(pool) + 1):
            extra = k - 1
            share = x // k if spare >= 0 else (x - extra) // k
            if (spare >= 0 and extra > spare) or share <= 0:
                break
            hit = [t for t in pool if t[1] <= share][:k]
            if len(hit) < k:
                continue
            worth = sum(t[0] for t in hit)
            if worth > single and (best is None or worth > best[0]):
                best = (worth, [t[2] for t in hit])
        return best

    def damage_x(self, g: Game, me: int, spell: int, hi: int) -> int:
        """The X of a spell that deals X damage (Fireball, Disintegrate): what kills the opponent
        if the most X I can pay does, else exactly what kills the creature it will be aimed at;
        more would be mana thrown away that another spell could use.  Any other X: the most."""
        card = g.objects[spell].card
        effects = _spell_effects(card)
        if not any((e.get("damage") or {}).get("amount") == "X" for e in effects):
            return hi
        tspec = (card.spell or {}).get("targets")
        opp = 1 - me
        if not tspec and sweepers.sweep(g, me, spell, effects, 1, hi) is not None:
            n, _ = sweepers.best_times(g, me, spell, effects, hi, x_is_times=True)
            return n or 1   # Earthquake: the X that wins, or that kills the most of theirs for the least of mine
        if tspec and g.players[opp].life <= hi:
            ctx = Ctx(g, me, source=spell, x=hi)
            if any(r == ("player", opp) for _, flt, _, _ in target_slots(tspec, hi) for r in candidates(ctx, flt)):
                return g.players[opp].life
        if any((e.get("damage") or {}).get("divide_evenly") for e in effects) and tspec:
            ctx = Ctx(g, me, source=spell, x=hi)
            pool = [b for _, flt, _, _ in target_slots(tspec, hi) for r in candidates(ctx, flt) if r[0] == "obj"
                    for b in (r[1],)]
            split = self.even_split(g, me, pool, hi, -1)
            if split is not None:
                # as much X as kills them all, once the extra targets' mana is paid: even shares
                k = len(split[1])
                return k * max(lethal_damage(g, None, b) for b in split[1])
        return self.aimed_damage_x(g, me, spell, effects, tspec, hi)

    def divide(self, g: Game, me: int, d: Decision) -> tuple:
        total = d.info("total", len(d.options))
        refs = list(d.options)
        out = {r: 1 for r in refs}
        left = total - len(refs)
        # the creatures first, each given its lethal damage, the most valuable first; then what
        # is left to a player (their life is not lost by a share of it going to a creature)
        for r in sorted(refs, key=lambda r: (r[0] == "player", -self._ref_value(g, r))):
            if left <= 0:
                break
            if r[0] == "obj" and r[1] in g.objects and g.objects[r[1]].zone == "battlefield":
                need = max(0, lethal_damage(g, None, r[1]) - out[r])
                give = min(need, left)
            else:
                give = left
            out[r] += give
            left -= give
        if left > 0:
            out[refs[0]] += left
        return tuple(out.items())

    def _ref_value(self, g: Game, r: Any) -> float:
        if r[0] == "player":
            return 3.0
        return permanent_value(g, r[1]) if r[1] in g.objects and g.objects[r[1]].zone == "battlefield" else 1.0

    def select(self, g: Game, me: int, d: Decision) -> tuple:
        opts = list(d.options)
        n_min, n_max = d.min, d.max
        purpose = d.purpose
        if not opts:
            return ()
        if purpose == "target":
            return self.targets(g, me, d)
        if purpose == "drop":
            return dexterity.drop(g, me, d, self.rng, self.skill)
        if purpose == "mode":
            return (self.mode_choice(g, me, d),)
        if purpose == "pay_optional" and "no" in opts and spell_copies.chain_comes_back(g, me):
            return ("no",)
        if purpose in ("may", "pay_optional") and set(opts) == {"yes", "no"} and self.weighed_yes_no(g, me, d) == "no":
            return ("no",)
        if purpose in ("may", "pay_optional", "commander"):
            return ("yes",) if "yes" in opts else (opts[0],)
        if purpose == "untap_optional":
            # what it holds while tapped is lost for good once it untaps: Old Man of the Sea untapped
            # gave the Granite Gargoyle back, and the next try to take it met a Berserk (ladder game
            # 92 against the Sorcerer)
            return ("no",) if holds_while_tapped(g, d.info("object")) else ("yes",)
        if purpose == "mana" and self._burst_choice in opts:
            return (self._burst_choice,)
        if purpose == "pile_label":
            # Raging River: the pile whose creatures could block this attacker the least
            c = g.combat
            attacker = d.info("attacker")

            def guard(label: str) -> float:
                if c is None:
                    return 0.0
                return sum(g.chars(b).power or 0 for b, ls in c.piles.items()
                           if label in ls and b in g.objects and block_problem_for(g, b, attacker) is None)
            return (min(opts, key=lambda o: (guard(o), opts.index(o))),)
        if purpose == "search":
            return library_search.picks(g, me, d)
        if purpose == "wish":
            # a card from outside the game: the most valuable of my sideboard
            side = {c.name: c for c in g.players[me].sideboard}
            return (max(opts, key=lambda o: card_in_hand_value(side[o]) if o in side else 0.0),)
        if purpose == "mana" and all(o in MANA_TYPES for o in opts):
            return (self._mana_color_choice(g, me, opts),)
        if purpose == "pay_to_keep":
            # pay life to keep permanents of mine (Cleansing), the most valuable first, keeping a margin
            each = max(1, d.info("life_each", 1) or 1)
            mine = sorted((o for o in opts if g.chars(o).controller == me), key=lambda o: -permanent_value(g, o))
            k = min(len(mine), n_max, max(0, g.players[me].life - 6) // each)
            return tuple(mine[:max(k, n_min)])
        if purpose == "redirect_may":
            # take the damage instead of a creature of mine that it would kill, while life allows
            oid, dmg = d.info("creature"), d.info("amount", 0)
            mine = oid in g.objects and g.chars(oid).controller == me
            dies = mine and dmg >= (g.chars(oid).toughness or 0) - g.objects[oid].damage
            return ("yes",) if dies and g.players[me].life > dmg + 5 and "yes" in opts else ("no",)
        if purpose in ("replace_draw", "skip_turn"):
            return ("no",) if "no" in opts else (opts[0],)
        if purpose == "mulligan":
            return ("yes",) if self.keeps_hand(g, me) else ("no",)
        if purpose == "bottom" and g.turn <= 1 and set(opts) == set(g.players[me].hand):
            # the London mulligan's cards to the bottom (CR 103.5): those the hand's judgement keeps least
            hand = list(g.players[me].hand)
            return tuple(hand[i] for i in opening_hand.to_bottom([g.objects[o].card for o in hand], n_max))
        if purpose in ("discard", "bottom"):
            return tuple(sorted(opts, key=lambda o: self._hand_keep_value(g, me, o))[:n_max])
        if purpose == "sacrifice" and all(g.objects[o].zone == "battlefield" and g.chars(o).controller != me
                                          for o in opts):
            # choosing what an opponent sacrifices ("a land of an opponent's choice"): their best
            theirs = sorted(opts, key=lambda o: -permanent_value(g, o))
            return tuple(theirs[:max(n_min, 1)])
        if purpose in ("sacrifice", "choose_objects") and n_min == n_max == 1:
            # a choice for my own permanent's effect whose consequences depend on what is chosen
            # (Serendib Djinn's 3 damage for an Island; Drop of Honey's tie for the least power):
            # each kind tried on a copy, the one that leaves me best off
            weighed = self._choice_weighed(g, me, d, opts)
            if weighed is not None:
                return (weighed,)
        if purpose in ("sacrifice", "cost"):
            # what an opponent's spell on the stack is about to take goes first (doomed_fodder)
            doomed = doomed_fodder.aimed_at(g, 1 - me)
            mine = sorted(opts, key=lambda o: (o not in doomed,
                                               permanent_value(g, o) if g.objects[o].zone == "battlefield" else 0))
            return tuple(mine[:max(n_min, 1)])
        if purpose == "choose_objects" and _chosen_for_their_effect(g, me, d):
            # an opponent's effect makes me pick among my own permanents (Preacher: "target
            # creature of an opponent's choice"): what it does to them is theirs to gain, so the
            # least I have goes
            mine = sorted(opts, key=lambda o: (permanent_value(g, o), o))
            return tuple(mine[:max(n_min, 1)])
        if purpose == "legend":
            return (max(opts, key=lambda o: permanent_value(g, o)),)
        if purpose in ("copy", "put"):
            real = [o for o in opts if o != "none"]
            if not real:
                return (opts[0],)
            if purpose == "put" and all(g.objects[o].zone == "graveyard" and g.objects[o].owner != me for o in real):
                # a card the opponent gets back (Glyph of Reincarnation, Reincarnation): their weakest
                return (min(real, key=lambda o: card_in_hand_value(g.objects[o].card)),)
            if purpose == "copy":
                # the copy is mine: each creature as it would be under my control (a Nightmare
                # counts my Swamps, not theirs)
                return (max(real, key=lambda o: creature_value(_as_mine(g, me, o))
                            if g.objects[o].zone == "battlefield" else card_in_hand_value(g.objects[o].card)),)
            return (max(real, key=lambda o: creature_value(g.chars(o)) if g.objects[o].zone == "battlefield"
                        else card_in_hand_value(g.objects[o].card)),)
        if purpose == "move_aura":
            # an Aura that helps goes to my best permanent, one that hurts to the opponent's best
            aura = g.objects[d.info("aura")]
            helps = aura_polarity(aura.copy_of or aura.card) >= 0
            ranked = sorted(opts, key=lambda o: ((g.chars(o).controller == me) == helps, permanent_value(g, o)))
            return (ranked[-1],)
        if purpose == "attach":
            src_card = None
            return (max(opts, key=lambda o: permanent_value(g, o)),) if src_card is None else (opts[0],)
        if purpose == "player":
            return ((1 - me),) if (1 - me) in opts else (opts[0],)
        if purpose == "color":
            return (self._color_choice(g, me, opts),)
        if purpose == "source":
            coming = source_shields.worst_threat(g, me, tuple(opts))
            if coming is not None:
                return (coming,)
            return (max(opts, key=lambda o: (g.chars(o).power or 0) if g.objects[o].zone == "battlefield" else 0),)
        if purpose == "tap_or_untap":
            return (opts[0],)
        if purpose == "order_replacements":
            # the effects on damage to something of mine, in the order that spends the least:
            # Rock Hydra's +1/+1 counters, lost for good, only after a shield that wears off in
            # the cleanup step anyway (CR 616.1, 514.2)
            kinds = d.info("kinds") or ()
            return (next((o for o, k in zip(opts, kinds) if k != "damage_removes_counters"), opts[0]),)
        if purpose == "order" and all(isinstance(o, int) and o in g.objects and g.objects[o].zone == "library"
                                      for o in opts):
            # putting library cards back in any order (Natural Selection): the best on top of my
            # library, the worst on top of an opponent's
            mine = g.objects[opts[0]].owner == me
            ranked = sorted(opts, key=lambda o: card_in_hand_value(g.objects[o].card), reverse=mine)
            return tuple(ranked[:max(n_min, 1)])
        return tuple(opts[:max(n_min, 1)])

    def mode_choice(self, g: Game, me: int, d: Decision) -> Any:
        """The mode to cast my modal spell with (CR 601.2b, 700.2): the one `best_mode` judged
        best among those offered; the first offered for an ability's modes."""
        source = d.info("source")
        o = g.objects.get(source) if isinstance(source, int) else None
        if o is None or o.zone != "stack" or o.controller != me:
            return d.options[0]
        mode, _, _ = self.best_mode(g, me, CastSpell(source, o.face))
        return mode if mode in d.options else d.options[0]

    def _fight_target(self, g: Game, me: int, source: Any, dmg: int, opts: list) -> Any:
        """The creature in combat a permanent's damage ability was activated for, among the
        target options (`combat_ping`): the damage with the fight's, or with the same ability's
        next activations (`fight_pick`), may kill what the damage alone would not, so the
        ordinary ranking would pass it over."""
        if not dmg or g.combat is None or source not in g.objects or g.objects[source].zone != "battlefield":
            return None
        pool = {r[1] for r in opts if r[0] == "obj"}
        announced = _announced_ability(g, source)
        if announced is not None:
            pick = self.fight_pick(g, me, source, announced, pool)
        else:
            pick = combat_damage_judgement.ping_target(g, me, dmg, pool, source)
        return None if pick is None else next(r for r in opts if r[0] == "obj" and r[1] == pick[1])

    def keeps_hand(self, g: Game, me: int) -> bool:
        """Keep the opening hand or mulligan, judged as a player would (game.ai.opening_hand); the
        careless levels may keep a hand with a fault that is a judgement call (one land, wrong
        colours), never one with no land or no spell."""
        pl = g.players[me]
        verdict = opening_hand.judge([g.objects[o].card for o in pl.hand], [g.objects[o].card for o in pl.library],
                                     pl.mulligans)
        keep = verdict.keep or (not verdict.firm and self._slips(25))
        self.reason = ("keeps the hand" if keep else "mulligans") + f": {verdict.reason}"
        return keep

    def _hand_keep_value(self, g: Game, me: int, oid: int) -> float:
        """What a card in my hand is worth keeping when one must go (a discard, a card to the
        bottom): a land while I am short of them; a spell its worth in hand, less a point for
        each land it still waits for (library_search.LATE) -- with two Mountains and no land in
        play the five-drop goes, not the one-drop cast next turn -- and for each land of a
        colour its cost asks that my lands, in play and in hand, don't add: with one Plains a
        White Knight goes, not the Chain Lightning the Mountain casts (ladder game 94 against
        the Apprentice)."""
        card = g.objects[oid].card
        hand = g.players[me].hand
        lands = [b for b in g.battlefield if g.chars(b).controller == me and "Land" in g.chars(b).types] \
            + [h for h in hand if "Land" in g.objects[h].card.types]
        if "Land" in card.types:
            return 5.0 if len(lands) <= 4 else 0.5
        sources = [_land_colours(g, x) for x in lands]
        short = sum(max(0, n - sum(1 for cs in sources if colour in cs))
                    for colour, n in zip(MANA_TYPES, card.mana_cost.colored) if colour != "C")
        return card_in_hand_value(card) - (max(0, card.mana_value - len(lands)) + short) * library_search.LATE

    def _mana_color_choice(self, g: Game, me: int, opts: list) -> Any:
        """The colour of mana to add: the one the cards in my hand ask for most (creature spells
        first: mana that may pay only for them, Metamorphosis, is best in their colour)."""
        need: dict[str, float] = {}
        for h in g.players[me].hand:
            c = g.objects[h].card
            for i, col in enumerate(MANA_TYPES):
                need[col] = need.get(col, 0) + c.mana_cost.colored[i] * (2 if "Creature" in c.types else 1)
        return max(opts, key=lambda o: need.get(o, 0))

    def _color_choice(self, g: Game, me: int, opts: list) -> Any:
        counts: dict[str, int] = {}
        for b in g.battlefield:
            ch = g.chars(b)
            if ch.controller != me:
                for c in ch.colors:
                    counts[c] = counts.get(c, 0) + 1
        best = max(opts, key=lambda o: counts.get(o, 0))
        return best

    def targets(self, g: Game, me: int, d: Decision) -> tuple:
        effects = d.info("effects", ()) or ()
        opener = self._lethal_tap_aim(g, me, d)
        if opener is not None:
            return (opener,)    # the tap that wins the game: no level slips here
        if _verbs(list(effects)) == {"untap"} and g.step in ("main1", "main2"):
            land = land_untapping.land_to_untap(g, me, d, self.answer, self._cast_worth(me))
            if land is not None:
                return (land,)
        ranked = [r for r, _ in self.ranked_targets(g, me, d)]
        pol = self._target_polarity(g, d)
        if "prevent" in _verbs(list(effects)) and pol > 0 and ("player", me) in d.options \
                and (_shield_for_me(g, me, ranked) or self._last_shield_for_me(g, me, d.info("source"))):
            return (("player", me),)
        if len(ranked) > 1 and self._slips(35):
            # the low levels don't always pick the best target on its side of the table -- a
            # poorer creature for the removal spell, never the removal at the face instead (its X
            # was sized for the creature, and the creature is what threatens them)
            side = [r for r in ranked if (_target_side(g, r) != me) == (pol <= 0) and r[0] == ranked[0][0]] \
                or ranked
            if _returns_target(g, d):
                side = ranked   # a returned card is mine from either graveyard: no side to slip within
            slip = side[self.rng.randbelow(len(side))]
            ranked = [slip] + [r for r in ranked if r != slip]
        split = any((e.get("damage") or {}).get("divide_evenly") for e in effects if isinstance(e, dict))
        if split and d.max > 1 and pol < 0:
            item = next((it for it in g.stack if it.source == d.info("source")), None)
            card = g.objects[item.source].card if item is not None and item.source in g.objects else None
            face = ("player", 1 - me)
            if item is not None and face in d.options \
                    and burn.damage_of(effects, item.x or 0) >= g.players[1 - me].life:
                return (face,)   # undivided, it is the opponent's last life: no creature shares it
            if item is not None and card is not None:
                spare = mana_open(g, me) - (item.x or 0) - card.mana_value
                share = self.even_split(g, me, [r[1] for r in d.options if r[0] == "obj"], item.x or 0, spare)
                if share is not None:
                    return tuple(r for r in d.options if r[0] == "obj" and r[1] in share[1])
        divided = self._divided_targets(g, me, d) if d.max > 1 and pol < 0 and not split else None
        if divided is not None:
            return divided
        if d.max > 1 and pol < 0 and not split:
            # damage divided evenly (Fireball) is aimed at one target: a second one halves it
            picks = [r for r in ranked if _target_side(g, r) != me][:d.max]
            if len(picks) < d.min:
                picks = ranked[:d.min]
            return tuple(picks)
        return tuple(ranked[:max(d.min, 1)])

    def _divided_targets(self, g: Game, me: int, d: Decision) -> tuple | None:
        """The targets of damage divided as I choose (Pyrotechnics' 4 among up to four): the
        opponent's creatures worth most together that the total can kill, each to get its
        lethal damage (`divide`), and the opponent too if damage is left over or nothing can be
        killed -- never a creature the damage can't kill, which would only take a share the
        others need.  None when the spell doesn't divide its damage."""
        item = next((it for it in g.stack if it.source == d.info("source")), None)
        div = (item.spec.get("divide") if item is not None else None) or {}
        if div.get("among") != d.info("slot") or "amount" not in div:
            return None
        total = burn.amount_of(div["amount"], item.x or 0, Ctx(g, me, source=item.source, x=item.x or 0))
        theirs = [r for r in d.options if r[0] == "obj" and r[1] in g.objects
                  and g.objects[r[1]].zone == "battlefield" and _target_side(g, r) != me
                  and "Creature" in g.chars(r[1]).types]
        worth = {r: permanent_value(g, r[1]) for r in theirs}
        theirs = sorted(theirs, key=lambda r: -worth[r])[:damage_division.MOST_CREATURES]
        lethal = {r: lethal_damage(g, item.source, r[1]) for r in theirs}
        dying = damage_division.most_worth_killed(theirs, [], lethal, worth, total)[:d.max]
        face = next((r for r in d.options if r == ("player", 1 - me)), None)
        picks = list(dying)
        if face is not None and len(picks) < d.max and (not picks or sum(lethal[r] for r in picks) < total):
            picks.append(face)
        if len(picks) < max(d.min, 1):
            return None
        return tuple(picks)

    def _lethal_tap_aim(self, g: Game, me: int, d: Decision) -> Any:
        """The target of a tap effect that makes my attack lethal (`lethal_tap_targets`), or
        None: Icy Manipulator aimed at their only untapped blocker, never at a land."""
        if d.max < 1 or "tap" not in _verbs(list(d.info("effects", ()) or ())):
            return None
        objs = {r[1]: r for r in d.options if isinstance(r, tuple) and r[0] == "obj"}
        opener = self.lethal_tap_targets(g, me, d.info("source"), set(objs))
        return objs[opener[0]] if opener else None

    def _target_polarity(self, g: Game, d: Decision) -> int:
        """Whether the effects aimed at this target slot help (+) or harm (-) what they hit."""
        slot = d.info("slot")
        source = d.info("source")
        pol = effects_polarity(d.info("effects", ()) or (), slot)
        if slot == "enchant" and source in g.objects:
            pol = 1 if _returns_target(g, d) else aura_polarity(g.objects[source].card) or -1
        return pol

    def ranked_targets(self, g: Game, me: int, d: Decision) -> list[tuple[Any, float]]:
        """Every legal target of a target decision, best first, with what hitting it is worth:
        the opponent's most valuable things for a harmful effect, my own for a helpful one.  A
        target worth next to nothing (a land tapped by an Icy Manipulator, a creature a burn
        spell can't kill) has its worth cut to a fiftieth, so the look-ahead can leave it
        untried (game.ai.search.announcement_variants)."""
        source = d.info("source")
        effects = announced_effects(g, d)
        pol = self._target_polarity(g, d)
        opts = list(d.options)
        # the X already announced for the spell being cast (CR 601.2b comes before 601.2c)
        x = next((item.x for item in g.stack if item.source == source and item.x is not None), None)
        dmg = burn.damage_of(effects, 3 if x is None else x)
        # a ping repeated as often as the mana pays kills what one leaves standing (`affordable_pings`)
        dmg_all = dmg * self._announced_repeats(g, me, source)
        taps = "tap" in _verbs(list(effects))
        taps_only = _verbs(list(effects)) == {"tap"}
        bounces = bounce_judgement.bounces_only(effects) and self.skill > 0
        doomed = doomed_fodder.aimed_at(g, me, but=source)
        pressing = self._pressing_threat(g, me) if pol < 0 and not bounces else _no_threat

        def owner(r: Any) -> int:
            return _target_side(g, r)

        def weigh(r: Any) -> float:
            if r[0] == "player":
                if not dmg:
                    return 4.0
                if r[1] == me:
                    return 2.0
                ability = _announced_ability(g, source)
                repeated = ability is not None and self._repeated_burn_wins(g, me, source, ability, r[1])
                if dmg >= g.players[r[1]].life or repeated:
                    return WINNING_PLAY   # the last points: above any creature it could kill instead
                wins = source in g.objects and g.objects[source].zone == "stack" \
                    and burn.reach(g, me, source, dmg, x or 0) + _sure_attack_damage(g, me) >= g.players[r[1]].life
                return 2.0 + (dmg * 3 if wins else 0)
            o = g.objects[r[1]]
            if o.zone == "stack":
                return 5.0 + o.card.mana_value
            v = permanent_value(g, r[1]) if o.zone == "battlefield" else card_in_hand_value(o.card)
            if bounces and o.zone == "battlefield" and owner(r) != me:
                v = bounce_judgement.bounce_worth(g, me, r[1])
            if pol < 0 and o.zone == "battlefield" and owner(r) != me:
                v += upkeep_threat(g, me, r[1])   # the life it takes in my next upkeep (Black Vise)
                v += lord_worth(g, r[1])          # and what its boost gives the others (Goblin King)
                v += pressing(r[1])               # and, while their attacks press me, what it adds to the next
            if pol < 0 and r[1] in doomed:
                v *= 0.02   # my spell already on the stack deals with it
            if taps and o.zone == "battlefield" and (o.tapped or "Creature" not in g.chars(r[1]).types):
                v *= 0.02   # tapping what is tapped already, or a land or artifact, stops no attack
            elif taps_only and o.zone == "battlefield" and owner(r) != me and not _tap_does_something(g, me, r[1]):
                v *= 0.02   # it stops no attack, block or {T} ability: the summoning-sick Serra Angel
            if dmg and o.zone == "battlefield":
                ch = g.chars(r[1])
                if "Creature" in ch.types and lethal_damage(g, None, r[1]) > dmg_all:
                    v *= 0.02   # won't die: damage that wears off is worth next to nothing
            if pol < 0 and o.zone == "battlefield" and "Creature" in g.chars(r[1]).types:
                v *= regeneration.regeneration_factor(g, me, r[1], effects, source)
            if pol < 0 and d.info("slot") == "enchant" and o.zone == "battlefield" and source in g.objects \
                    and "Creature" in g.chars(r[1]).types:
                cut = _enchanted_toughness(g.objects[source].card)
                if cut < 0 and (g.chars(r[1]).toughness or 0) + cut > o.damage:
                    v *= 0.5   # Weakness shrinks the Grizzly Bears but kills the Savannah Lions (CR 704.5f)
            if pol > 0 and d.info("slot") == "enchant" and o.zone == "battlefield" \
                    and leaves_at_end_of_turn(g.chars(r[1])):
                v *= 0.02   # an Aura on a Ball Lightning goes to the graveyard with it tonight
            return v

        if _returns_target(g, d):
            # Animate Dead: the best creature card in any graveyard, as it comes back under my control
            worth = {r: worth_returned(g, me, r[1]) for r in opts if r[0] == "obj"}
            return sorted(((r, worth.get(r, 0.0)) for r in opts), key=lambda rv: -rv[1])
        value = {r: weigh(r) for r in opts}.__getitem__
        decking = _decked(g, me, opts, _cards_drawn(effects, x)) if pol > 0 else []
        if pol < 0:
            # the opponent's most valuable first; if it must hit my own (The Abyss, where I choose
            # the target among my creatures), my least valuable
            ranked = sorted(opts, key=lambda r: (owner(r) == me, value(r) if owner(r) == me else -value(r)))
            fight = self._fight_target(g, me, source, combat_damage_judgement.removal_damage(list(effects), dmg_all),
                                       opts)
            if fight is not None:
                ranked = [fight] + [r for r in ranked if r != fight]
            stoppers = self._attack_stoppers(g, me, d, ranked, list(effects), dmg)
            wins = [r for r in ranked if r[0] == "player" and value(r) >= WINNING_PLAY]   # winning beats surviving
            ranked = wins + stoppers + [r for r in ranked if r not in stoppers and r not in wins]
        elif pol > 0 and decking:
            # drawing more than their library holds loses them the game (CR 704.5b): Braingeyser
            # at the opponent with two cards left, not at myself
            ranked = decking + [r for r in opts if r not in decking]
        elif pol > 0:
            fights = set(self.pump_saves(g, me, list(effects)))
            if any((e.get("modify") or {}).get("add_keywords") for e in effects if isinstance(e, dict)):
                fights |= set(self._keyword_aims(g, me, d))
            if g.step == "declare_blockers":
                fights |= set(self.pumped_fights(g, me, list(effects), x=x or 0))
            # my most valuable first; where it must help an opponent's (Erhnam Djinn's forestwalk
            # for "target non-Wall creature an opponent controls"), their least
            ranked = sorted(opts, key=lambda r: (owner(r) != me, r[0] != "obj" or r[1] not in fights,
                                                 -value(r) if owner(r) == me else value(r)))
            # the pump that makes the combat damage lethal before one that wins a fight (Howl from
            # Beyond on the unblocked Grizzly Bears, not on the Hill Giant a Wall blocks)
            lethal = [r for r in ranked if r[0] == "obj" and owner(r) == me
                      and self._pump_wins(g, me, r[1], list(effects), 1, x=x or 0)]
            ranked = lethal + [r for r in ranked if r not in lethal]
        else:
            ranked = sorted(opts, key=lambda r: (owner(r) == me, -value(r)))
        saves = self.rescue_aims(g, me, d)
        ranked = saves + [r for r in ranked if r not in saves]
        return [(r, value(r)) for r in ranked]


def _lethal_attack_stoppers(g: Game, me: int, ranked: list, effects: list, dmg: int,
                            tried: Callable[[Any], Game | None] | None = None) -> list:
    """Of the targets (best first), the creatures whose removal makes the attack coming at me
    survivable, when it is lethal through every block I can still make (CR 509): at 2 life, the
    Swords to Plowshares goes on the Savannah Lions the Wall of Air can't also block, not on the
    Serra Angel that stayed home.  Before their attack is declared, their next attack with every
    creature counts, and each target is tried on a copy (`tried`: the spell resolved on it), so
    what its leaving changes shows: the Goblin King whose Raiders lose mountainwalk, not the Hill
    Giant.  In combat only a removal that takes the creature out of it counts: a destroy, an
    exile or a return, or damage that kills it."""
    c = g.combat
    declared = c is not None and c.defender == me and not c.blocks_declared and bool(c.attackers)
    if c is not None and not declared:
        return []
    if not (_verbs(effects) & {"destroy", "exile"} or bounce_judgement.bounces_only(effects) or dmg):
        return []

    def reach(game: Game, without: int | None = None) -> int:
        defenders = [b for b in game.battlefield if game.controller_of(b) == me
                     and "Creature" in game.chars(b).types and not game.objects[b].tapped]
        attackers = [a for a in c.attackers if a != without and a in game.objects
                     and game.objects[a].zone == "battlefield"] if declared else None
        return swing_back_damage(game, me, defenders, attackers)

    life = g.players[me].life
    if reach(g) < life:
        return []
    out = []
    for r in ranked[:STOPPER_TRIALS]:
        if r[0] != "obj" or g.controller_of(r[1]) == me or "Creature" not in g.chars(r[1]).types \
                or dmg and dmg < lethal_damage(g, None, r[1]):
            continue
        if declared and r[1] not in c.attackers:
            continue
        sim = tried(r) if tried is not None else None
        if sim is not None:
            if not sim.players[me].lost and reach(sim) < sim.players[me].life:
                out.append(r)
        elif declared and reach(g, without=r[1]) < life:
            out.append(r)
    return out


def _board_building_score(card: Any) -> float:
    """How much a creature card is worth putting onto my battlefield: its mana value and
    body, with its keywords counted as they will be on the battlefield (of two three-drops
    the flier first)."""
    from ..engine.carddef import pt_value
    p, t = pt_value(card.power), pt_value(card.toughness)
    kw = sum(keyword_judgement(k).worth(max(p, 0)) for k in sorted(card.keywords))
    return 20 + 2 * card.mana_value + p + t * 0.5 + kw


def _best_returned(g: Game, me: int, cards: Any) -> int | None:
    """The most valuable of these creature cards to bring back under my control: a card
    returned by an Aura like Animate Dead is mine whoever's graveyard it left, so only its
    worth on my side counts (knowledge.worth_returned)."""
    return max(sorted(cards), key=lambda o: worth_returned(g, me, o), default=None)


def _returns_target(g: Game, d: Decision) -> bool:
    """Is this the target of an Aura spell that returns the card it enchants from a graveyard
    under my control (Animate Dead, CR 303.4a)?"""
    source = d.info("source")
    return d.info("slot") == "enchant" and source in g.objects and aura_returns_card(g.objects[source].card)


def _alone_on_its_side(g: Game, oid: int) -> bool:
    """Is the creature the only creature its controller has on the battlefield?"""
    side = g.controller_of(oid)
    return not any(b != oid and g.controller_of(b) == side and "Creature" in g.chars(b).types for b in g.battlefield)


def _tap_does_something(g: Game, me: int, oid: int) -> bool:
    """Does tapping this permanent of the opponent's now do anything before it untaps in their
    untap step (CR 502.3)?  Not if it is tapped already.  A creature tapped in their turn
    before attackers are declared can't attack (CR 508.1a) -- unless it couldn't anyway
    (summoning sick, CR 302.6): a tap in their turn isn't for my next combat, where my tapper
    has untapped to tap a blocker then -- and one tapped in my turn before blockers are
    declared can't block (CR 509.1a).  A tapped creature is also what an ability of mine may
    be waiting for (Royal Assassin).  Otherwise the tap stops only a {T} ability it could use
    now (Prodigal Sorcerer; the mana of a land or an Elf counts for nothing, as the target
    ranking counts a land).  In ladder game 83 against the Sorcerer the Icy Manipulator was
    spent in my main phase 2 on an Azure Drake that had attacked, and the look-ahead's pass
    line had it tap the summoning-sick Serra Angel at their beginning of combat, not the
    Drake, which hit me."""
    if g.objects[oid].tapped:
        return False
    if "Creature" in g.chars(oid).types:
        step = STEPS.index(g.step) if g.step in STEPS else len(STEPS)
        if g.active != me and step < STEPS.index("declare_attackers") and can_attack(g, oid) is None:
            return True
        if g.active == me and step < STEPS.index("declare_blockers") and can_block(g, oid):
            return True
        if _aims_at_tapped_creatures(g, me):
            return True
    return can_use_tap_ability(g, oid) and any("tap" in (ab.get("cost") or {}) and "mana" not in ab
                                               for ab in ability_list(g, oid))


def _aims_at_tapped_creatures(g: Game, me: int) -> bool:
    """Has a permanent of mine an ability that targets only tapped permanents (Royal Assassin:
    "Destroy target tapped creature")?  Then tapping their creature is what lets it act."""
    return any(flt.tapped for b in g.battlefield if g.controller_of(b) == me
               for ab in ability_list(g, b) if ab.get("targets")
               for _, flt, _, _ in target_slots(ab["targets"]))


def _target_side(g: Game, r: Any) -> int:
    """The player a target is, or the controller of the object it is."""
    return r[1] if r[0] == "player" else g.controller_of(r[1])


def _unblocked_at_them(g: Game, me: int, subject: int) -> bool:
    """Is `subject` attacking the opponent, with blocks declared and no blocker on it?"""
    c = g.combat
    return c is not None and subject in c.attackers and subject not in c.blocked \
        and c.attackers[subject] == ("player", 1 - me)


def _attack_options(g: Game, me: int) -> tuple:
    """The attacks my creatures able to attack now could make on the opponent, as a declare
    attackers decision would offer them (CR 508.1a): summoning-sick and tapped creatures left
    out (CR 302.6)."""
    return tuple((b, ("player", 1 - me)) for b in g.battlefield
                 if g.chars(b).controller == me and can_attack(g, b) is None)


def _sure_attack_damage(g: Game, me: int) -> int:
    """In my turn before blockers are declared: the combat damage my attack (the creatures able
    to attack, or those attacking) puts on the opponent through the best blocks their untapped
    creatures can make -- with it, the Lightning Bolt in hand finishes them, so the Bolt goes
    at them and not at the tapped Prodigal Sorcerer (CR 509, 510)."""
    if g.active != me or g.step not in ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers"):
        return 0
    opp = 1 - me
    c = g.combat
    if c is not None and c.declared:
        attackers = [a for a in c.attackers if c.attackers[a] == ("player", opp)]
    else:
        attackers = [b for b in g.battlefield if g.chars(b).controller == me and can_attack(g, b) is None]
    if not attackers:
        return 0
    defenders = [b for b in g.battlefield if g.chars(b).controller == opp and "Creature" in g.chars(b).types
                 and not g.objects[b].tapped]
    return swing_back_damage(g, opp, defenders, attackers)


def _within_reach(g: Game, me: int) -> bool:
    """In my turn before attackers are declared: could my creatures able to attack deal the
    opponent lethal damage if none of them were blocked?"""
    if g.active != me or g.step not in ("upkeep", "draw", "main1", "beginning_of_combat"):
        return False
    power = sum(max(g.chars(b).power or 0, 0) for b in g.battlefield if can_attack(g, b) is None)
    return power >= g.players[1 - me].life


def _facing_lethal(g: Game, me: int) -> bool:
    """Could the opponent's creatures, all attacking unblocked, deal me lethal damage?"""
    power = sum(max(g.chars(b).power or 0, 0) for b in g.battlefield
                if g.chars(b).controller != me and "Creature" in g.chars(b).types)
    return power >= g.players[me].life


def _attack_to_come(g: Game, me: int) -> bool:
    """The opponent's turn before attackers are declared, with a creature of theirs that can
    attack: damage may still come at me this turn."""
    if g.active == me or g.step not in ("upkeep", "draw", "main1", "beginning_of_combat"):
        return False
    return any(g.chars(b).controller != me and "Creature" in g.chars(b).types and (g.chars(b).power or 0) > 0
               and not g.objects[b].tapped and can_attack(g, b) is None for b in g.battlefield)


def _before_their_attack(g: Game, me: int, stack: list) -> bool:
    """The opponent's turn before attackers are declared, nothing on the stack: removal cast now
    lets them answer with the rest of their main phase; cast once attackers are declared
    (CR 508), it also takes an attacker out of the attack (CR 506.4)."""
    return g.active != me and g.step in ("upkeep", "draw", "main1", "beginning_of_combat") and not stack


def _own_quiet_step(g: Game, me: int, target: int | None = None) -> bool:
    """My own turn outside combat with nothing on the stack -- or in a combat where no creature
    of mine attacks or can: removal cast now could as well wait
    for the opponent's turn, where it also answers what they do (Swords to Plowshares kept from
    the Llanowar Elves for the Mishra's Factory that attacks beside them).  `target`: what the
    removal would take; before attackers are declared it clears the way only for a blocker that
    would kill an attacker of mine or stop it and live (the engine's block_problem and
    fight_outcome) -- a Lightning Bolt spent on an Ornithopter that dies blocking the White
    Knight was not there for the Priest of Yawgmoth and the Atog that followed (ladder game 175
    against the Sorcerer)."""
    if g.active != me or g.stack:
        return False
    foe = target is not None and "Creature" in g.chars(target).types and g.chars(target).controller != me
    if g.step in ("beginning_of_combat", "declare_attackers"):
        able = [b for b in g.battlefield if g.chars(b).controller == me and can_attack(g, b) is None] \
            if g.step == "beginning_of_combat" else list(g.combat.attackers) if g.combat else []
        if not foe or not able:
            return not able
        return not any(block_problem_for(g, target, a, attacking=False, defender=1 - me) is None
                       and fight_outcome(g, a, target) != (False, True) for a in able)
    if g.step in ("declare_blockers", "first_strike_damage", "combat_damage"):
        if g.combat is None or not g.combat.attackers:
            return True
        if not foe:
            return False
        # a creature out of the fight, with no ability to join it, or a blocker my attacker kills
        # and survives anyway: taking it now saves nothing
        blocked = g.combat.blockers.get(target, [])
        if not blocked:
            return not g.chars(target).abilities
        return all(g.combat.blocked_by.get(a) == [target] and fight_outcome(g, a, target) == (False, True)
                   for a in blocked)
    return True


def within_limit(pairs: Any, limit: int | None) -> Any:
    """An attack or block cut down to the most creatures the rules let take part (Caverns of
    Despair); the pairs come strongest first, so the first ones are kept."""
    if limit is None or not isinstance(pairs, (tuple, list)):
        return pairs
    bands = [p for p in pairs if isinstance(p, tuple) and len(p) == 2 and p[0] == "band"]
    kept = [p for p in pairs if p not in bands][:limit]
    return tuple(kept) + whole_bands(kept, bands)


def whole_bands(kept: Any, bands: Any) -> tuple:
    """The bands of an attack all of whose creatures are among the attacks kept: a band whose
    member stays home is no band (CR 702.22c)."""
    members = {p[0] for p in kept}
    return tuple(b for b in bands if all(m in members for m in b[1]))


def _enchanted_toughness(card: Any) -> int:
    """The toughness an Aura takes from the creature it enchants (Weakness: -1); 0 if none."""
    return sum(m["toughness"] for st in card.statics if isinstance(st, dict)
               for m in [st.get("modify")] if isinstance(m, dict) and m.get("what") == "enchanted"
               and isinstance(m.get("toughness"), int) and m["toughness"] < 0)


def _as_mine(g: Game, me: int, oid: int) -> Any:
    """A permanent's characteristics as they would be under my control: what a copy of it
    that I control would be (CR 707.2: the copiable values; its characteristic-defining
    abilities then count what I have)."""
    if g.chars(oid).controller == me:
        return g.chars(oid)
    c = g.clone()
    c.objects[oid].controller = me
    c.invalidate()
    return c.chars(oid)


def _land_colours(g: Game, oid: int) -> set[str]:
    """The colours of mana a land adds: those of its land types as they stand (CR 305.6; a
    Phantasmal Terrain counts) and of its mana abilities."""
    o = g.objects[oid]
    subtypes = g.chars(oid).subtypes if o.zone == "battlefield" else o.card.subtypes
    return {MANA_OF_LAND_TYPE[t] for t in subtypes if t in MANA_OF_LAND_TYPE} | (produces(o.copy_of or o.card) - {"C"})


def _mana_added(g: Game, me: int, oid: int) -> int:
    """How much more mana I could make with this land from my hand played (0 if it can't be
    played now): a land whose mana depends on the others I control (Urza's Tower) is worth what
    the whole set makes."""
    c = g.clone()
    try:
        c.apply(PlayLand(oid))
    except Exception:
        return 0
    return potential_mana(c, me) - potential_mana(g, me)


def announced_effects(g: Game, d: Decision) -> list:
    """The effects of the spell or ability a target decision is for, as the computer weighs
    them (burn.spell_effects: divided damage at its total)."""
    item = next((it for it in g.stack if it.source == d.info("source")), None)
    if item is not None and isinstance(item.spec, dict) and "divide" in item.spec:
        spec = item.spec["modes"][item.mode - 1] if item.mode is not None and "modes" in item.spec else item.spec
        return burn.spell_effects(spec)
    return list(d.info("effects", ()) or ())


def _burst(ability: dict) -> bool:
    """Is this a mana ability the automatic payment leaves to me (burst_mana): one that
    sacrifices its source, is paid for with mana of its own or with counters, or hurts me as
    it adds its mana?  Not one that feeds on another permanent of mine (Ashnod's Altar, Priest
    of Yawgmoth): what that costs is a card, weighed where the permanent is."""
    return not is_simple_mana_ability(ability) and not ability.get("cost", {}).get("sacrifice")


def _counter_choices(g: Game, a: Action, ability: dict) -> list[int | None]:
    """The X values a mana ability that removes X counters may take, fewest first (a Mana
    Battery's charge counters), or [None] when it removes none by choice."""
    removes = ability.get("cost", {}).get("remove_counters") or {}
    if not any(n == "X" for n in removes.values()):
        return [None]
    held = g.objects[a.source].counters
    return list(range(0, 1 + min(held.get(kind, 0) for kind, n in removes.items() if n == "X")))


def _may_burst_mana(g: Game, me: int) -> bool:
    """Whether a one-shot mana ability may be spent now to make a better play (burst_mana): in
    my own main phase, with an empty stack."""
    return g.active == me and g.step in ("main1", "main2") and not g.stack


def _least_x_dealing(g: Game, me: int, source: int, effects: list, need: int, hi: int) -> int:
    """The least X, up to `hi`, at which the effects deal `need` damage to their target (`hi`
    where none does): X itself for Fireball, twice it for the Banshee's half X, rounded down."""
    return next((x for x in range(hi + 1) if burn.damage_of(effects, x, Ctx(g, me, source=source, x=x)) >= need), hi)


def _x_mana(g: Game, me: int, ab: dict) -> int:
    """The most X my open mana pays for an ability, once the fixed part of its cost is paid."""
    mana = (ab.get("cost") or {}).get("mana")
    if mana is None or not mana.x:
        return 0
    return max(0, mana_open(g, me) - mana.mana_value)


def _is_mana_ability(g: Game, a: Action) -> bool:
    if not isinstance(a, ActivateAbility):
        return False
    abilities = ability_list(g, a.source)
    return a.index < len(abilities) and "mana" in abilities[a.index]


def _bare_boost(effects: list) -> bool:
    """Whether the effects only raise power and toughness for the turn (Giant Growth: +3/+3 until
    end of turn), with no keyword, no other change and no other effect: a combat trick."""
    mods = [e.get("modify") for e in effects if isinstance(e, dict)]
    if not mods or any(not isinstance(m, dict) or set(m) - {"what", "power", "toughness"} for m in mods):
        return False
    # an amount that depends on the creature (Great Defender's +0/+X) counts as a boost
    return all(not (isinstance(m.get(k), int) and m[k] < 0) for m in mods for k in ("power", "toughness"))


def _puts_from_my_hand(effects: list) -> bool:
    """Whether the effects put a card from my own hand onto the battlefield."""
    return any(isinstance(e, dict) and isinstance(e.get("put_onto_battlefield"), dict)
               and e["put_onto_battlefield"].get("from", "hand") == "hand"
               and e["put_onto_battlefield"].get("who", "you") == "you" and "what" not in e["put_onto_battlefield"]
               for e in effects)


def _kind(g: Game, objs: list[int]) -> str:
    """What the permanents an Aura could go on are, in words: creature, artifact, land ..."""
    for kind in ("Creature", "Artifact", "Land", "Enchantment"):
        if all(kind in g.chars(b).types for b in objs):
            return kind.lower()
    return "permanent"


def _chosen_for_their_effect(g: Game, me: int, d: Decision) -> bool:
    """Is this choice of objects mine to make for an opponent's effect (its source theirs) among
    permanents of mine alone?"""
    src = d.info("source")
    if src is None or src not in g.objects or g.controller_of(src) == me:
        return False
    return all(isinstance(o, int) and o in g.objects and g.objects[o].zone == "battlefield"
               and g.controller_of(o) == me for o in d.options)


def _shrinks_itself(ab: dict) -> bool:
    """Does the ability's cost remove +1/+1 counters from its permanent (Triskelion)?"""
    cost = ab.get("cost")
    return isinstance(cost, dict) and "+1/+1" in (cost.get("remove_counters") or {})


def _paid_with_tap(ab: dict) -> bool:
    """Whether the ability's cost is a tap of its permanent, with mana or without: once a
    turn, and free again after my untap step (CR 502.3)."""
    return "tap" in (ab.get("cost") or {}) and _waits_for_their_turn(ab)


def _waits_for_their_turn(ab: dict) -> bool:
    """Whether the ability, paid with a tap of its permanent or with mana alone, can wait for the
    end of the opponent's turn at no loss: the tap and the mana of my lands come back in my untap
    step either way (CR 502.3), and used later they are open through their turn meanwhile."""
    cost = ab.get("cost") or {}
    return bool(cost) and not set(cost) - {"mana", "tap"}


def _burn_follows(g: Game, me: int, source: int, ab: dict) -> bool:
    """Whether burn in my hand can still add its damage this turn to the ability's (with the mana
    the ability leaves, `burn.follow_up_burn`): Brothers of Fire's point and a Lightning Bolt kill
    the Giant Spider that neither kills alone (ladder game 106 against the Sorcerer), so the ping
    that kills nothing by itself is left for the search to try."""
    mana = (ab.get("cost") or {}).get("mana")
    spent = burn.NOTHING if mana is None else burn.cost_parts(mana)
    return burn.follow_up_burn(g, me, spent, but=source) > 0


def _untaps_self(effects: Any) -> bool:
    """Whether the effects untap their own permanent, under a condition or not."""
    def walk(es: Any) -> bool:
        for e in es if isinstance(es, list) else []:
            if isinstance(e, dict) and isinstance(e.get("untap"), dict) and e["untap"].get("what") == "self":
                return True
            params = e.get("if") if isinstance(e, dict) else None
            if isinstance(params, dict) and (walk(params.get("then")) or walk(params.get("else"))):
                return True
        return False
    return walk(effects)


def _pumped_by(g: Game, source: int, effects: Any) -> int | None:
    """The creature an ability's `modify` pumps when it names no target: the ability's own
    permanent ("self": Fire Drake) or the one it enchants ("enchanted": Firebreathing); None
    when a target decides."""
    for e in effects:
        params = next((e[v] for v in ("modify", "prevent") if isinstance(e, dict) and isinstance(e.get(v), dict)), {})
        what = params.get("what", params.get("to"))
        if what == "self":
            return source
        if what == "enchanted" and source in g.objects:
            return g.objects[source].attached_to
    return None


def _mode_of(card: Any, spec: dict) -> int | None:
    """The mode of a modal spell that makes it do what `spec` does (CR 700.2); None for a spell
    without modes."""
    modes = (card.spell or {}).get("modes")
    if not modes:
        return None
    return next((i + 1 for i in range(len(modes)) if with_mode(card.spell, i + 1) == spec), None)


def _cast_card(g: Game, a: CastSpell) -> Any:
    """The card (or the face of a split card) a cast action casts."""
    o = g.objects[a.card]
    return o.card.faces[a.face] if a.face is not None and o.card.faces else o.card


def _spell_effects(card: Any) -> list:
    """Everything an instant or sorcery can do, every mode included."""
    return burn.every_mode_effects(card)


def _dies_in_this_fight(g: Game, oid: int) -> bool:
    """Is the creature in this combat, blocks declared and no damage dealt yet, alone against a
    creature whose damage kills it (the engine's fight_outcome)?"""
    c = g.combat
    if c is None or not c.blocks_declared or g.step != "declare_blockers":
        return False
    if oid in c.attackers:
        foes = c.blocked_by.get(oid, [])
        return len(foes) == 1 and fight_outcome(g, oid, foes[0])[0]
    blocked = c.blockers.get(oid, [])
    return len(blocked) == 1 and c.blocked_by.get(blocked[0]) == [oid] and fight_outcome(g, blocked[0], oid)[1]


def _blocks_nothing(g: Game, me: int, oid: int) -> bool:
    """Is it an opponent's creature that can't attack (a Wall: defender, CR 702.3b) while I
    control no creature it could block?  Then it takes nothing from me as things stand."""
    ch = g.chars(oid)
    return "Creature" in ch.types and "defender" in ch.keywords and ch.controller != me \
        and not any(g.chars(b).controller == me and "Creature" in g.chars(b).types for b in g.battlefield)


def _shield_for_me(g: Game, me: int, ranked: list) -> bool:
    """Is a damage shield better on me than on the creature of mine ranked first: their
    declared attack is about to hit me, and that creature is in no fight of this combat?"""
    c = g.combat
    if c is None or not c.blocks_declared or g.active == me or combat_damage_preview(g)[me] <= 0:
        return False
    first = next((r for r in ranked if r[0] == "obj" and g.controller_of(r[1]) == me), None)
    return first is None or first[1] not in c.blockers


def _little_threat(g: Game, oid: int) -> bool:
    """Is it a creature whose attack takes LITTLE_POWER life at most and that does nothing else
    (no ability or trigger, no static ability but one that changes only itself)?  Its worth on
    the board is then mostly its toughness -- a blocker's worth, not a threat's -- and a card that
    removes a creature for good waits for a threat while the game is not close (`_urgent` still
    takes the blocker in the way of a lethal attack).  Counted at its whole body, a Yotian Soldier
    (1/4) attacking for 1 into 23 life took the Swords to Plowshares, and the Serra Angel cast
    two turns later went unanswered and won the game (ladder game 120 against the Sorcerer).
    Not a Wall (defender, CR 702.3b): it never attacks, and its worth is all in the attacks of
    mine it stops, which the Wall's own judgements weigh (`_blocks_nothing`)."""
    ch = g.chars(oid)
    return "Creature" in ch.types and "defender" not in ch.keywords and (ch.power or 0) <= LITTLE_POWER \
        and _only_its_attack(ch)


def _held_for_good(g: Game, me: int, oid: int) -> bool:
    """Is it an opponent's creature whose only threat is its attack (no ability or trigger, no
    static ability but one that changes only itself, as Kird Ape's +1/+2) while a creature of
    mine holds it off (knowledge.held_off)?  Not one that would block and kill a creature of
    mine that must attack (knowledge.forced_attackers_stopped): with a Juggernaut to send in
    each turn, the Moorish Cavalry the Yotian Soldier holds off is the Juggernaut's death.  The
    opponent the Wizard imagined in ladder game 176 against the Sorcerer kept its Terror from the
    Cavalry and traded the Juggernaut away, and against that opponent a Camel's lone attack
    looked good."""
    ch = g.chars(oid)
    return ch.controller != me and "Creature" in ch.types and _only_its_attack(ch) and oid in held_off(g, me) \
        and not forced_attackers_stopped(g, oid)


def _gift_waits(g: Game, me: int, oid: int, gift: int) -> bool:
    """Does removal that hands `gift` life to the controller of `oid` (Swords to Plowshares and
    its siblings) wait?  The life is a real price, paid for nothing while the creature is in no
    fight: in the opponent's turn a creature that didn't attack takes nothing from me before it
    attacks again, and the instant can wait for that attack; in my turn the life must not lift an
    opponent within one hit of dying out of it (`_gift_saves_them`).  Unless it is a pressing
    threat (`_pressing_threat`), or already attacks or blocks."""
    if not _out_of_combat(g, oid) or _pressing_threat(g, me, oid):
        return False
    return g.active != me or _gift_saves_them(g, me, gift)


def _out_of_combat(g: Game, oid: int) -> bool:
    """Is the permanent neither attacking nor blocking?"""
    c = g.combat
    return c is None or (oid not in c.attackers and oid not in c.blockers)


def _pressing_threat(g: Game, me: int, oid: int) -> bool:
    """Is the opponent's creature a threat that waiting for its attack doesn't answer: one that
    acts outside combat (an ability, a trigger, a static ability beyond itself), or whose attack
    alone would kill me?"""
    ch = g.chars(oid)
    if "Creature" not in ch.types:
        return True   # Crumble on an artifact: no attack to wait for
    if not _only_its_attack(ch):
        return True
    return (ch.power or 0) >= g.players[me].life


def _only_its_attack(ch: Characteristics) -> bool:
    """Does the creature do nothing but attack and block: no ability, no trigger, no static
    ability but one that changes only itself (Kird Ape's +1/+2)?  Then its attack is all the
    threat it makes, and waiting for the attack loses nothing."""
    return not (ch.abilities or ch.triggers) and all(_changes_only_itself(st) for st in ch.statics)


def _gift_saves_them(g: Game, me: int, gift: int) -> bool:
    """Is the opponent within one hit of dying, my creatures' power enough to kill them, and
    the life `gift` enough to lift them out of it?"""
    power = sum(max(g.chars(b).power or 0, 0) for b in g.battlefield
                if g.chars(b).controller == me and "Creature" in g.chars(b).types
                and "defender" not in g.chars(b).keywords)
    life = g.players[1 - me].life
    return life <= power < life + gift


def _changes_only_itself(static: Any) -> bool:
    """Is a static ability one that modifies only its own permanent (Kird Ape's "gets +1/+2 as
    long as you control a Forest")?  Its worth is already in the creature's characteristics."""
    return isinstance(static, dict) and set(static) <= {"if", "modify"} \
        and isinstance(static.get("modify"), dict) and static["modify"].get("what") == "self"


def _destroys_it_later(effects: list) -> bool:
    """Does the spell destroy or sacrifice what it affects at a later moment (Glyph of
    Destruction's Wall at the next end step)?"""
    return any(verb == "delayed" and deep_verbs(nested_effects(verb, params)) & {"destroy", "sacrifice"}
               for verb, params in walk_effects(effects))


def _verbs(effects: list) -> set[str]:
    return {v for e in effects for v in e if v != "if"}


def _extra_to_player(g: Game, attacker: int, blockers: list[int], dp: int) -> int:
    """The damage `dp` more power adds to what an attacker deals the defending player: all of
    it unblocked, and blocked, what a trampler has left over once its blockers have lethal
    damage (CR 702.19c); nothing for a blocked creature without trample."""
    c = g.combat
    if c is None or c.attackers.get(attacker, ("",))[0] != "player":
        return 0    # attacking a planeswalker (CR 508.1b): its damage is not the player's
    if attacker in c.blocked and not blockers:
        return 0    # blocked, its blockers gone: it deals no combat damage (CR 506.4)
    if not blockers:
        return dp
    ch = g.chars(attacker)
    if "trample" not in ch.keywords:
        return 0
    power = max(ch.power or 0, 0)
    absorb = sum(lethal_damage(g, None, b) for b in blockers)
    return max(0, power + dp - absorb) - max(0, power - absorb)


def _finishes(g: Game, me: int, extra: int) -> bool:
    """Does `extra` combat damage to the opponent turn a combat that leaves them alive into one
    that kills them?"""
    coming = combat_damage_preview(g)[1 - me]
    return extra > 0 and coming < g.players[1 - me].life <= coming + extra


def _cards_drawn(effects: Any, x: int | None) -> int:
    """How many cards the effects have a player draw (X as announced); 0 if they draw none."""
    n = 0
    for e in effects:
        spec = e.get("draw") if isinstance(e, dict) else None
        if isinstance(spec, dict):
            amount = spec.get("n", 1)
            n += (x or 0) if amount == "X" else amount if isinstance(amount, int) else 0
    return n


def _decked(g: Game, me: int, opts: list, drawn: int) -> list:
    """The opponents among these targets who would draw more cards than their library holds."""
    return [r for r in opts if r[0] == "player" and r[1] != me and drawn > len(g.players[r[1]].library)]


def _new_hands_gain(g: Game, me: int, effects: Any) -> int:
    """For a spell that has each player draw (Wheel of Fortune, Timetwister: "each player ...
    draws seven cards"), how many more cards it gives me than the opponent, counting the hands
    it takes away first (the spell itself leaves mine as it is cast); for any other spell, a
    number that never holds it back."""
    each = [e["draw"] for e in effects if isinstance(e, dict) and isinstance(e.get("draw"), dict)
            and e["draw"].get("who") == "each_player"]
    if not each:
        return 99
    n = sum(d.get("n", 1) for d in each if isinstance(d.get("n", 1), int))
    replaced = any(isinstance(e, dict) and ("shuffle_hand_into_library" in e or
                                           (e.get("discard") or {}).get("keep") == 0) for e in effects)
    mine, theirs = len(g.players[me].hand) - 1, len(g.players[1 - me].hand)
    return ((n if replaced else mine + n) - mine) - ((n if replaced else theirs + n) - theirs)


def _announced_ability(g: Game, source: Any) -> dict | None:
    """The activated ability of the permanent `source` being announced -- the top of the stack
    while its targets are chosen (CR 602.2a) -- or None (a spell's announcement)."""
    top = g.stack[-1] if g.stack else None
    if top is None or top.kind != "activated" or top.source != source or source not in g.objects \
            or g.objects[source].zone != "battlefield":
        return None
    return top.spec


def _activations_to_kill(g: Game, source: int, victim: int, dmg: int) -> int:
    """How many activations of an ability dealing `dmg` a creature takes to die, counting the
    damage already marked on it."""
    return max(1, -(-lethal_damage(g, source, victim) // max(dmg, 1)))


def _rival_pinger(g: Game, me: int, damage: int, pool: set[int]) -> int | None:
    """The opponent's creature, among these targets, that my damage kills and whose own {T}
    damage ability, ready now, could kill a creature of mine (their Prodigal Sorcerer facing
    mine): shot first, in my turn, it never shoots."""
    mine = [b for b in g.battlefield if g.chars(b).controller == me and "Creature" in g.chars(b).types]
    best: tuple[float, int] | None = None
    for b in pool:
        ch = g.chars(b)
        if ch.controller == me or "Creature" not in ch.types or lethal_damage(g, None, b) > damage \
                or g.objects[b].tapped or not can_use_tap_ability(g, b):
            continue
        for ab in ch.abilities:
            cost = ab.get("cost") or {}
            if not cost.get("tap") or "damage" not in _verbs(ab.get("do", [])):
                continue
            hits = burn.damage_of(ab.get("do", []), 0, Ctx(g, 1 - me, source=b))
            if any(lethal_damage(g, b, m) <= hits for m in mine):
                v = permanent_value(g, b)
                if best is None or v > best[0]:
                    best = (v, b)
                break
    return None if best is None else best[1]


def _shield_coming(g: Game, me: int, oid: int) -> bool:
    """Is a regeneration of mine for this creature already on the stack (an Uthden Troll's {R}
    activated in answer to a Lightning Bolt, or the {G} of the Aura Regeneration on it)?  One
    shield is enough (CR 701.15): a second and a third only waste the mana."""
    for item in g.stack:
        if item.controller != me or "regenerate" not in _verbs(item.spec.get("do", [])):
            continue
        aimed = [r[1] for refs in item.targets.values() for r in refs if r[0] == "obj"]
        if oid in aimed or not aimed and oid in regenerated_by(g, item.source, item.spec):
            return True
    return False


def _mana_added_by(effects: Any) -> int:
    """How much mana the effects add (Dark Ritual's {B}{B}{B}: 3)."""
    return sum(len(m) for e in effects if isinstance(e, dict) and isinstance(e.get("add_mana"), dict)
               for m in (e["add_mana"].get("mana"),) if isinstance(m, str))


def _ritual_enables(g: Game, me: int, ritual: int, effects: Any) -> bool:
    """Does a spell that only adds mana (Dark Ritual: {B} for {B}{B}{B}) let me cast a card of my
    hand that my mana can't pay for without it?  Counted in amounts of mana, not colours."""
    added = _mana_added_by(effects)
    now = mana_open(g, me)
    after = now - g.objects[ritual].card.mana_value + added
    return any(now < g.objects[h].card.mana_value <= after for h in g.players[me].hand
               if h != ritual and "Land" not in g.objects[h].card.types)

"""A position written as a scenario (shared/scenario-format.md), built for a test that then asks
the engine about it directly."""
from game.cards import default_pool
from game.scenario.runner import Scenario, load_with_marks


def scenario_at(text: str, *, run_actions: bool = False) -> Scenario:
    """The scenario `text` set up (and its `actions` played, if asked): `.g` is its game."""
    data, marks = load_with_marks(text, "position.yaml")
    sc = Scenario("position.yaml", data, marks, default_pool())
    sc.build()
    if run_actions:
        for i, act in enumerate(data.get("actions") or []):
            sc.run_action(act, ("actions", i))
    return sc

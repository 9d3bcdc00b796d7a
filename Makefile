# Mana Duel — developer entry points.
#
#   make play   install runtime dependencies into .venv and start the game
#   make test   install runtime + test dependencies and run the test suite
#   make soak   run the long soak/benchmark tests (excluded from `make test`)
#   make clean  remove the virtualenv and caches
#
# Only python3 (with the venv module) is needed on the machine. Installs are
# tracked with stamp files inside .venv, so they rerun only when
# pyproject.toml changes (or the venv is removed). The editable install
# records the top-level `game` package when it runs, so a stamp is only
# written once game/ exists (until then the install reruns each time).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
PIP_FLAGS := -q --disable-pip-version-check

RUNTIME_STAMP := $(VENV)/.stamp-runtime
TEST_STAMP    := $(VENV)/.stamp-test

SDL_ENV := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: .venv venv play test soak clean

# Create the venv (once).
$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install $(PIP_FLAGS) --upgrade pip

# Runtime install: `pip install -e .`
$(RUNTIME_STAMP): pyproject.toml | $(PY)
	$(PIP) install $(PIP_FLAGS) -e .
	@if [ -d game ]; then touch $@; fi

# Test install: `pip install -e .[test]`
$(TEST_STAMP): pyproject.toml | $(PY)
	$(PIP) install $(PIP_FLAGS) -e '.[test]'
	@if [ -d game ]; then touch $@; fi

.venv venv: $(RUNTIME_STAMP)

play: $(RUNTIME_STAMP)
	$(PY) -m game

test: $(TEST_STAMP)
	$(SDL_ENV) $(PY) -m pytest -q

soak: $(TEST_STAMP)
	$(SDL_ENV) $(PY) -m pytest -q -m soak

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info build dist
	find . -path ./.git -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

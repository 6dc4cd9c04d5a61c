# The two set-up commands of the README: `make serve` (the guide) and `make test` (every test).
# Each target creates .venv itself on a fresh machine with Python 3.11.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# Every test starts hundreds of Python processes (the command line, the conformance runner, the adapters): let
# them keep their compiled modules (__pycache__/, ignored by git) instead of compiling tiebreak_ref on each start.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: lock test serve docs bench lint typecheck wheel pytest pytest-core pytest-core-1 pytest-core-2 pytest-site clean conformance compat browser suite-dist

TIEBREAK_CORE_PYTHON ?=

# dev = the test and docs groups of pyproject.toml, installed as dev-lock.txt pins them (`make lock` writes it
# again after a change of pyproject.toml; tests/test_packaging.py checks that it pins every package of the groups
# within its range), with pip and the build requirements of pyproject.toml (BUILD, the same; tests/test_packaging.py
# checks it): the editable install here and `make wheel` build without an isolated environment of their own.
# The installer is uv (UV_VERSION, pinned), which asks the index about all the pinned packages at once where pip
# asks about each of the 110 in turn, and installs from its cache when it holds them all (--offline: the same
# pins, no index asked; pip keeps no cache of the index's answers here): 5 CPU-s instead of pip's 29, and 50-70 s
# less wall. uv lives in the user's cache folder (UV_DIR), installed there by $(PYTHON)'s pip on first use.
# Nothing is compiled to bytecode at install (5,800 modules): the ones a run imports are compiled on first import
# and kept (see above).
# editable_mode=compat: the checkout goes on sys.path through a one-line .pth file. setuptools' default for this
# layout is an import hook whose module imports pathlib, re and urllib at every start of this venv's Python: 0.03 s
# of CPU, half of a bare start, paid by each of the 1,000 or so Python processes of a `make test` (issue 16, point 3).
BUILD := 'setuptools>=77' wheel
UV_VERSION := 0.13.9
CACHE := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/tiebreak-ref
UV_DIR := $(CACHE)/uv-$(UV_VERSION)
UV := $(UV_DIR)/bin/uv
UV_INSTALL := $(UV) pip install --quiet --python $(PY)
# Without a pip in $(PYTHON), the pip of a venv (ensurepip) installs it.
$(UV):
	rm -rf $(UV_DIR).part$$$$ $(UV_DIR).pip$$$$ \
	  && { $(PYTHON) -m pip --version >/dev/null 2>&1 && pip="$(PYTHON) -m pip" \
	       || { $(PYTHON) -m venv $(UV_DIR).pip$$$$ && pip="$(UV_DIR).pip$$$$/bin/python -m pip"; }; } \
	  && $$pip install --quiet --no-compile --root-user-action=ignore --target $(UV_DIR).part$$$$ uv==$(UV_VERSION) \
	  && rm -rf $(UV_DIR) $(UV_DIR).pip$$$$ && mv $(UV_DIR).part$$$$ $(UV_DIR)

$(STAMP): pyproject.toml dev-lock.txt | $(UV)
	$(PYTHON) -m venv --without-pip $(VENV)
	$(UV_INSTALL) --offline -r dev-lock.txt 2>/dev/null || $(UV_INSTALL) -r dev-lock.txt
	$(UV_INSTALL) --offline --no-deps --no-build-isolation -e . --config-settings editable_mode=compat
	touch $(STAMP)

# dev-lock.txt again from pyproject.toml: the newest versions its ranges allow, for every platform.
lock: | $(UV)
	printf '%s\n' 'pip>=25.1' $(BUILD) | $(UV) pip compile --quiet --universal --python-version 3.11 \
	  --group pyproject.toml:dev - -o dev-lock.txt

# Steps that need nothing of each other run side by side (each one's output kept together): chromium's install with
# the venv's; then all the rest at once, on both cores: the docs build and, as soon as it is done, the tests of the
# built guide (pytest-site), beside the linters, the wheel's check and every other test (pytest-core, two processes).
# LOW runs all but the docs build and pytest-site at a lower priority (`make test LOW="nice -n 10"`: the longest chain
# first; not the default: under other load, the starved tests' own timeouts, 120 s for Pyodide's start, can expire).
test:
	$(MAKE) --no-print-directory -j2 -Otarget $(STAMP) browser
	$(MAKE) --no-print-directory -j7 -Otarget pytest-site lint typecheck wheel pytest-core

LOW ?=
lint: $(STAMP)
	$(LOW) $(PY) -m ruff check tiebreak_ref tests benchmarks conformance hooks docs
	$(LOW) $(PY) -m ruff format --check tiebreak_ref tests benchmarks conformance hooks docs

# mypy's cache in the user's cache folder, shared by every checkout: what did not change is not checked again (mypy
# compares each file's hash): 1 CPU-s instead of 6 for a fresh clone.
# Exported: tests/test_api.py copies this cache for its own mypy run.
export MYPY_CACHE_DIR := $(CACHE)/mypy
typecheck: $(STAMP)
	$(LOW) $(PY) -m mypy --strict tiebreak_ref

# loadfile: a file's tests stay on one worker (a page's examples share a namespace); conftest.py sends the
# slowest first and splits a few long files into parts both workers can take (pytest_xdist_make_scheduler).
PYTEST := $(PY) -m pytest -n 2 --dist loadfile
pytest: $(STAMP)
	$(PYTEST)

# `make test` in two runs: the tests of the built guide (those that take the `site` fixture, marked needs_site by
# tests/conftest.py, which checks that SITE_TESTS names exactly the files that have one) after `make docs`,
# every other test while it builds, as two pytest processes (PARTS of conftest.py: each collects only its own files).
SITE_TESTS := tests/test_browser.py tests/test_browser_calculator.py tests/test_docs_offline.py \
  tests/test_docs_pages.py tests/test_docs_switcher.py tests/test_notebooks.py tests/test_api.py tests/test_layers.py \
  tests/test_calculator.py
pytest-core: pytest-core-1 pytest-core-2
pytest-core-1 pytest-core-2: pytest-core-%: $(STAMP)
	$(LOW) $(PY) -m pytest -m "not needs_site" --part $*/2

pytest-site: $(STAMP) docs
	$(PYTEST) -m needs_site $(SITE_TESTS)

# The wheel carries the conformance suite (setup.py); check_wheel installs it into a new venv and runs the suite from /.
wheel: $(STAMP)
	rm -rf build dist  # a stale build/ would put removed modules into the wheel
	$(LOW) $(PY) -m pip wheel --quiet --no-deps --no-build-isolation -w dist .
	$(LOW) $(PY) conformance/tools/check_wheel.py dist/tiebreak_ref-*.whl

docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --quiet

# The browser test needs Debian's chromium (/usr/bin/chromium; Playwright never downloads a browser).
# Installed here when missing and we are root (CI is); otherwise the test says why it is skipped.
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing chromium for the browser test (apt-get)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "no /usr/bin/chromium and not root: tests/test_browser.py will be skipped (apt-get install chromium)"; \
	  fi; \
	fi

serve: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs serve

conformance: $(STAMP)
	$(PY) -m tiebreak_ref.conformance --quiet

# The suite on its own: dist/tiebreak-ref-conformance-VERSION.tar.gz and its .sha256 (standard library only).
suite-dist:
	$(PYTHON) conformance/tools/suite_dist.py --out dist

# The compatibility matrix of the guide: the suite against the reference, gacrux (a test dependency),
# tiebreak-core and chessdirector (Python, installed into their own .venv-peers: no dependencies of ours;
# chessdirector's licence is PolyForm Noncommercial) and tournament-organizer (JavaScript, npm, into
# .venv-peers/node; skipped without node). TIEBREAK_CORE_PYTHON, CHESSDIRECTOR_PYTHON and
# TOURNAMENT_ORGANIZER_DIR may name others.
PEERS := .venv-peers
$(PEERS)/.installed:
	$(PYTHON) -m venv $(PEERS)
	$(PEERS)/bin/python -m pip install --quiet tiebreak-core==1.2.0 chessdirector==2.1.0
	if command -v npm >/dev/null; then npm install --silent --prefix $(PEERS)/node tournament-organizer@4.1.1; fi
	touch $@

compat: $(STAMP) $(PEERS)/.installed
	TIEBREAK_CORE_PYTHON=$(or $(TIEBREAK_CORE_PYTHON),$(PEERS)/bin/python) \
	CHESSDIRECTOR_PYTHON=$(or $(CHESSDIRECTOR_PYTHON),$(PEERS)/bin/python) \
	TOURNAMENT_ORGANIZER_DIR=$(or $(TOURNAMENT_ORGANIZER_DIR),$(abspath $(PEERS)/node)) \
	    $(PY) conformance/tools/compat.py --out docs/data/compat.json

bench: $(STAMP)
	$(PY) benchmarks/run.py --write-readme

clean:
	rm -rf $(VENV) $(PEERS) dist site build *.egg-info .cache node_modules

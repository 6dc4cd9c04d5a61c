# The two set-up commands of the README: `make serve` (the guide) and `make test` (every test).
# Each target creates .venv itself on a fresh machine with Python 3.11.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: test serve docs bench lint typecheck wheel pytest clean conformance compat

TIEBREAK_CORE_PYTHON ?=

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,docs]'
	touch $(STAMP)

test: lint typecheck pytest wheel docs

lint: $(STAMP)
	$(PY) -m ruff check tiebreak_ref tests benchmarks conformance

typecheck: $(STAMP)
	$(PY) -m mypy --strict tiebreak_ref

pytest: $(STAMP)
	$(PY) -m pytest

wheel: $(STAMP)
	rm -rf dist
	$(PY) -m pip wheel --quiet --no-deps -w dist .

docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --quiet

serve: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs serve

conformance: $(STAMP)
	$(PY) -m tiebreak_ref.conformance --quiet

# The compatibility matrix of the guide: the suite against the reference and every installed adapter
# (gacrux is a test dependency; tiebreak-core only when TIEBREAK_CORE_PYTHON names a Python that has it).
compat: $(STAMP)
	TIEBREAK_CORE_PYTHON=$(TIEBREAK_CORE_PYTHON) $(PY) conformance/tools/compat.py --out docs/data/compat.json

bench: $(STAMP)
	$(PY) benchmarks/run.py

clean:
	rm -rf $(VENV) dist site build *.egg-info

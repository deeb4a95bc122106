# engramdb: `make demo` and `make test` set everything up from nothing (a virtualenv in .venv) and run.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Serialise builds: several shells (or CI steps) may ask for one at the same time.
LOCK   := flock build.lock

.PHONY: all build demo test test-long lint bench bench-smoke clean

all: build

$(VENV)/.deps: requirements-dev.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements-dev.txt ninja cmake
	touch $@

# Editable and incremental: Python files are used from python/engramdb directly, and scikit-build-core
# keeps its CMake build tree in build/ (re-run `make build` after changing C++).
build: $(VENV)/.deps
	$(LOCK) $(PY) -m pip install -q --no-build-isolation --no-deps -e .

demo: build
	$(PY) -m engramdb demo

test: build
	$(PY) -m pytest -q -p no:cacheprovider tests
	$(PY) -m pytest -q -p no:cacheprovider benchmarks --benchmark-disable

# Types (mypy strict, and the compiled module's stub checked against the module itself), style, and the
# package's layering (import-linter; the contract is in pyproject.toml).
lint: build
	$(PY) -m ruff check python tests benchmarks
	$(PY) -m mypy
	$(PY) -m mypy.stubtest engramdb._core
	$(VENV)/bin/lint-imports

test-long: build
	ENGRAMDB_LONG=1 $(PY) -m pytest -q tests

bench: build
	$(PY) -m pytest benchmarks --benchmark-only --benchmark-columns=min,median,mean,ops,rounds

clean:
	rm -rf build dist $(VENV) .pytest_cache .benchmarks

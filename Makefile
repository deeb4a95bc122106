# engramdb: `make demo` and `make test` set everything up from nothing (a virtualenv in .venv) and run.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Serialise builds: several shells (or CI steps) may ask for one at the same time.
LOCK   := flock build.lock

.PHONY: all build demo test test-wide test-long test-ray lint bench bench-smoke wheel wheel-smoke clean

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

# engramdb.batch on Ray (the `ray` extra, a large download kept out of `make test`): installs ray into the venv and
# runs its tests on a local Ray bound to 127.0.0.1 (tests/batch/test_ray.py sets the environment Ray needs for that).
test-ray: build
	$(PY) -m pip install -q "ray>=2.9"
	RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0 RAY_USAGE_STATS_ENABLED=0 RAY_AUTH_MODE=disabled \
	  $(PY) -m pytest -q -p no:cacheprovider tests/batch/test_ray.py

# The wide search for rare failures of the property tests (tests/conftest.py): every Hypothesis test on WIDE times
# its max_examples, random examples, a new seed each run (`make test` runs each test's fixed, derandomized examples,
# so it cannot fail at random). Niced; narrow it to some files with WIDE_TESTS="tests/test_fp44.py ...". A failure
# prints its seed (@reproduce_failure / --hypothesis-seed) to replay it; pin the input it found as an @example.
WIDE  ?= 20
WIDE_TESTS ?= tests
test-wide: build
	ENGRAMDB_WIDE=$(WIDE) nice $(PY) -m pytest -q -p no:cacheprovider $(WIDE_TESTS)

test-long: build
	ENGRAMDB_LONG=1 $(PY) -m pytest -q tests

# The peers measured in the same runs that `make test` does not need: LanceDB (benchmarks/bench_lancedb.py skips
# without it).
bench: build
	$(PY) -m pip install -q "lancedb==0.40.0"
	$(PY) -m pytest benchmarks --benchmark-only --benchmark-columns=min,median,mean,ops,rounds

# A portable wheel in dist/: built in a temporary directory (never in build/, which the editable install owns),
# libstdc++ and libgcc linked statically so that the module needs only glibc, then tagged by auditwheel with the
# oldest manylinux policy this build's glibc symbols allow (auditwheel refuses a wheel that needs more).
# `auditwheel show` of the result is written beside it. Compiles the C++ once more (~3-4 minutes on 2 cores).
STATIC_RUNTIME := -static-libstdc++ -static-libgcc -Wl,--exclude-libs,ALL
wheel: $(VENV)/.deps
	rm -rf dist && mkdir -p dist/raw
	tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  $(LOCK) $(PY) -m build --wheel --no-isolation --outdir dist/raw \
	    -C build-dir="$$tmp/build" -C cmake.build-type=Release \
	    -C cmake.define.CMAKE_MODULE_LINKER_FLAGS="$(STATIC_RUNTIME)" \
	    -C cmake.define.CMAKE_SHARED_LINKER_FLAGS="$(STATIC_RUNTIME)"
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/auditwheel repair --wheel-dir dist dist/raw/engramdb-*.whl
	rm -rf dist/raw
	$(VENV)/bin/auditwheel show dist/engramdb-*.whl | tee dist/auditwheel-show.txt

# Installs the wheel into a fresh virtualenv outside the checkout and runs what a new user would: the command's
# demo (text and --json) and a recall through the installed package (tests/wheel_smoke.py).
wheel-smoke: wheel
	tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  $(PYTHON) -m venv "$$tmp/venv" && \
	  "$$tmp/venv/bin/python" -m pip install -q dist/engramdb-*.whl && \
	  cp tests/wheel_smoke.py "$$tmp/" && cd "$$tmp" && \
	  venv/bin/engramdb demo > demo.txt && head -1 demo.txt && \
	  venv/bin/engramdb demo --json > demo.json && \
	  venv/bin/python wheel_smoke.py demo.json

clean:
	rm -rf build dist $(VENV) .pytest_cache .benchmarks

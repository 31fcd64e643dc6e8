# ruff: noqa
"""Its import never finishes: nothing can be checked (exit 2)."""

while True:
    pass

# ruff: noqa
"""Its import raises: nothing can be checked (exit 2)."""

import no_such_module_here

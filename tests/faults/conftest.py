"""The fault catalogue shares the core and UI fixtures."""

from tests.core.conftest import make_scheduler  # noqa: F401
from tests.ui.conftest import make_window, settings_in_tmp, window  # noqa: F401

"""What the broker's commands say and allow before the broker is first used.

The window makes `BrokerCommands` on the first Attach (`app/late_features.py`);
its menu is shown before that: Attach names what to install when rq or redis
is missing, and the commands on an attached queue are off until one is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.broker import INSTALL_HINT, missing_packages
from fifo_gui.ui.broker.broker_actions import BrokerActions


def missing_text() -> str:
    """What Attach says when rq or redis is not installed."""
    text = QCoreApplication.translate(
        "BrokerCommands", "Attaching to an RQ queue needs the packages rq and redis: {command}"
    )
    return text.format(command=INSTALL_HINT)


def offer_attach(actions: BrokerActions) -> None:
    """Attach's tooltip (what to install, if need be); Detach and the commands
    on an attached queue off."""
    if missing_packages():
        actions.attach.setToolTip(missing_text())
        actions.attach.setStatusTip(missing_text())
    for action in (
        actions.detach,
        actions.put_lesson,
        actions.start_rq_worker,
        actions.stop_rq_workers,
        actions.drain_rq,
    ):
        action.setEnabled(False)

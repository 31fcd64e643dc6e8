"""CPython's own queue tests, run against FIFOQueue: proof that it is still a
`queue.Queue`, and that swapping its storage hooks (as `LifoQueue` and
`PriorityQueue` do) keeps it working.

The tests come from the running interpreter's standard library
(`test.test_queue`); they are not copied into this project.
"""

from __future__ import annotations

import importlib
import queue
import types
import unittest

import pytest

from fifo_gui.core.fifo_queue import FIFOQueue

try:
    cpython_tests = importlib.import_module("test.test_queue")
except ImportError:  # some Linux distributions ship Python without its test package
    pytest.skip(
        "this Python was installed without its `test` package "
        "(Debian: apt-get install libpython3-testsuite)",
        allow_module_level=True,
    )


class Queue(FIFOQueue[object]):
    """FIFOQueue under the name the CPython tests expect for a FIFO queue."""


class LifoQueue(FIFOQueue[object], queue.LifoQueue):  # type: ignore[misc]
    """FIFOQueue with LifoQueue's storage hooks: what a LIFO scheduler would use."""


class PriorityQueue(FIFOQueue[object], queue.PriorityQueue):  # type: ignore[misc]
    """FIFOQueue with PriorityQueue's storage hooks."""


ours = types.SimpleNamespace(
    Queue=Queue,
    LifoQueue=LifoQueue,
    PriorityQueue=PriorityQueue,
    Full=queue.Full,
    Empty=queue.Empty,
)


class TestFIFOQueueAsQueue(cpython_tests.QueueTest, unittest.TestCase):  # type: ignore[misc]
    queue = ours


class TestFIFOQueueWithLifoHooks(cpython_tests.LifoQueueTest, unittest.TestCase):  # type: ignore[misc]
    queue = ours


class TestFIFOQueueWithPriorityHooks(
    cpython_tests.PriorityQueueTest,  # type: ignore[misc]
    unittest.TestCase,
):
    queue = ours


class TestFIFOQueueWithFailingHooks(
    cpython_tests.FailingQueueTest,  # type: ignore[misc]
    unittest.TestCase,
):
    queue = ours

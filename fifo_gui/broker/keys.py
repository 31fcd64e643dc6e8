"""The Redis keys RQ keeps for one queue, as RQ names them (rq is imported
when a `Keys` is made, never before)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Keys:
    """The Redis keys RQ keeps for one queue, as RQ names them."""

    def __init__(self, queue: str) -> None:
        from rq.intermediate_queue import IntermediateQueue
        from rq.job import Job
        from rq.queue import Queue
        from rq.registry import (
            CanceledJobRegistry,
            FailedJobRegistry,
            FinishedJobRegistry,
            StartedJobRegistry,
        )
        from rq.results import Result
        from rq.worker import Worker
        from rq.worker_registration import WORKERS_BY_QUEUE_KEY

        self.queue = Queue.redis_queue_namespace_prefix + queue
        # Where a worker moves a job it takes, until it starts it (RQ 2 and later).
        self.taken = IntermediateQueue.get_intermediate_queue_key(self.queue)
        self.started = StartedJobRegistry.key_template.format(queue)
        self.ended = [
            registry.key_template.format(queue)
            for registry in (FinishedJobRegistry, FailedJobRegistry, CanceledJobRegistry)
        ]
        self.workers = WORKERS_BY_QUEUE_KEY % queue
        self.job_prefix = Job.redis_job_namespace_prefix
        self.worker_prefix = Worker.redis_worker_namespace_prefix
        get_key: Any = Result.get_key  # untyped in RQ
        self.result: Callable[[str], str] = get_key

    def job(self, job_id: str) -> str:
        return self.job_prefix + job_id


def job_id_of(entry: str) -> str:
    """A started registry's entry is `job_id:execution_id` (older RQ: the job id)."""
    return entry.split(":", 1)[0]

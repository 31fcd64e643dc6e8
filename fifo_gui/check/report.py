"""A check's outcome: each check a `Verdict` (PASS or FAIL with its evidence),
one file's verdicts a `Report`."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Verdict:
    """One check: its id, PASS or FAIL, the evidence, and the task it points at."""

    check: str
    passed: bool
    evidence: str
    task_id: int | None = None
    time: float | None = None  # seconds on the run's clock

    def line(self) -> str:
        return f"{'PASS' if self.passed else 'FAIL'} {self.check}: {self.evidence}"


@dataclass
class Report:
    """What checking one file found: why it could not be checked, or its verdicts."""

    path: str
    unusable: str = ""
    verdicts: list[Verdict] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.unusable and all(v.passed for v in self.verdicts)

    @property
    def exit_code(self) -> int:
        return 2 if self.unusable else 0 if self.passed else 1


def fails_first(verdicts: list[Verdict]) -> list[Verdict]:
    """The verdicts with the FAILs first, each group in the checks' order."""
    return sorted(verdicts, key=lambda v: v.passed)

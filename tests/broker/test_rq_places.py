"""What one glance at an RQ queue says moved: jobs taken from the list's
head, new at its tail, started, ended; and the moves a glance cannot
follow, which ask for the whole list."""

from __future__ import annotations

from fifo_gui.broker.places import TAIL, Glance, Places


def _glance(queue: list[str], started: set[str] | None = None) -> Glance:
    """What the transaction reads of a list `queue` and a started registry."""
    return Glance(len(queue), queue[0] if queue else None, queue[-TAIL:], started or set())


def test_taken_at_the_head_and_put_at_the_tail_are_what_moved() -> None:
    places = Places(["a", "b", "c"])
    assert places.moved(_glance(["c", "d", "e"], {"a"})) == {"a", "b", "d", "e"}
    assert list(places.queued) == ["c", "d", "e"]
    assert places.holds("a", shown_started=True) and not places.holds("a", shown_started=False)
    assert not places.holds("b", shown_started=True) and places.holds("e", shown_started=False)


def test_nothing_moved_is_an_empty_set() -> None:
    places = Places(["a", "b"], {"x"})
    assert places.moved(_glance(["a", "b"], {"x"})) == set()


def test_a_job_that_ended_leaves_the_started_registry() -> None:
    places = Places([], {"x", "y"})
    assert places.moved(_glance([], {"y"})) == {"x"}
    assert not places.holds("x", shown_started=True) and places.holds("y", shown_started=True)


def test_all_taken_and_new_ones_put_behind_them() -> None:
    places = Places(["a", "b"])
    assert places.moved(_glance(["c", "d"])) == {"a", "b", "c", "d"}
    assert list(places.queued) == ["c", "d"]


def test_a_list_emptied_is_every_job_taken() -> None:
    places = Places(["a", "b"])
    assert places.moved(_glance([])) == {"a", "b"}
    assert not places.queued


def test_moves_a_glance_cannot_follow_ask_for_the_whole_list() -> None:
    """A job removed from the middle (RQ's cancel), or more put at once than
    the tail shows: None, and the places are as they were."""
    removed = Places(["a", "b", "c"])
    assert removed.moved(_glance(["a", "c"])) is None
    assert list(removed.queued) == ["a", "b", "c"]
    replaced = Places(["a", "b", "c"])  # b removed and d put: the length is the same
    assert replaced.moved(_glance(["a", "c", "d"])) is None
    many = [f"j{n}" for n in range(TAIL + 1)]
    flood = Places(["a"])
    assert flood.moved(_glance(["a", *many])) is None
    assert flood.reset(["a", *many], set()) == set(many)
    assert flood.moved(_glance(many)) == {"a"}


def test_a_job_put_at_the_front_is_read_with_those_behind_it() -> None:
    """A head never seen: the glance reads the list as all new (it fits the
    tail), and the places end right."""
    places = Places(["a", "b"])
    assert places.moved(_glance(["z", "a", "b"])) == {"z", "a", "b"}
    assert list(places.queued) == ["z", "a", "b"]


def test_a_reset_says_what_entered_or_left_a_place() -> None:
    places = Places(["a", "b"], {"x"})
    assert places.reset(["b", "c"], {"a"}) == {"c", "x"}
    assert places.holds("a", shown_started=True) and places.holds("c", shown_started=False)
    assert not places.holds("x", shown_started=True)

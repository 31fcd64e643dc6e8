"""What one glance at an RQ queue says moved: jobs taken from the list's
head, new at its tail, started, ended; and the moves a glance cannot
follow, which ask for the whole list. And what a glance at an ended
registry takes in: each entry once."""

from __future__ import annotations

from fifo_gui.broker.places import TAIL, EndedCursor, Glance, Places


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


def _look(registry: dict[bytes, float], cursor: EndedCursor) -> list[bytes]:
    """A glance at an ended registry as Redis answers it: the entries from
    the cursor's score on (by score, then by name), and the highest score."""
    entries = sorted((s, e) for e, s in registry.items() if s >= cursor.score)
    return cursor.new([e for _, e in entries], max(registry.values()))


def test_an_ended_entry_is_taken_in_once_though_its_second_is_read_again() -> None:
    # RQ scores ends by expiry in whole seconds: ends of one second share a
    # score, and a later one may sort before those already read.
    registry = {b"m": 500.0, b"p": 500.0}
    cursor = EndedCursor()
    assert _look(registry, cursor) == [b"m", b"p"]
    registry[b"a"] = 500.0  # ended in the same second, sorted first
    assert _look(registry, cursor) == [b"a"]
    assert _look(registry, cursor) == []
    registry |= {b"b": 500.0, b"z": 501.0}
    assert _look(registry, cursor) == [b"b", b"z"]
    assert cursor.score == 501.0
    registry[b"c"] = 501.0
    assert _look(registry, cursor) == [b"c"]


def test_after_a_whole_look_only_later_ends_are_new() -> None:
    registry = {b"old": 400.0, b"x": 500.0}
    cursor = EndedCursor()
    cursor.seen_all(registry, 500.0)
    assert _look(registry, cursor) == []
    registry[b"y"] = 500.0
    assert _look(registry, cursor) == [b"y"]


def test_an_empty_registry_is_read_from_its_first_end() -> None:
    cursor = EndedCursor()
    cursor.seen_all([], None)
    assert cursor.new([], None) == [] and cursor.score == float("-inf")
    assert _look({b"j": 10.0}, cursor) == [b"j"] and cursor.score == 10.0

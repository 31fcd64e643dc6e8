"""Putting tasks on the queue: the controls, the burst, the auto-producer, scenarios and
their banner, your tasks."""

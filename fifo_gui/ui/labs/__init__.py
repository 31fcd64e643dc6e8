"""The labs, one module each: the queue's order (discipline_lab), race conditions
(race_lab), Compare (compare_lab) and your own functions (your_tasks_lab). Each
takes the collaborators it needs and talks back through signals; `Labs` in
labs_controls.py composes them for the window."""

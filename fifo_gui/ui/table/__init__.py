"""The task table: its model, columns, following the live rows, first steps, tracebacks."""

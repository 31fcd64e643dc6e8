"""The workers' commands: start, stop, pause and step, and predict-then-reveal."""

"""The Qt layer: the only package that imports PySide6."""

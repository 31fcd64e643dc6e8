"""The application and the main window: it makes every feature and places every widget;
screenshots; Ctrl+C; no console."""

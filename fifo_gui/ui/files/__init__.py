"""Files the teacher opens and saves: scenarios, exports, reading big files off the GUI thread."""

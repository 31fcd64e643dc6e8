"""Where the views stand: docks, the room the table keeps, projector view, the controls' flow."""

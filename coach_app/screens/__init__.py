"""The pages of the main window: start, play, and the pages still to come."""

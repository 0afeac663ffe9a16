"""The table view: to-scale drawing of a pyramid table, coordinate mapping and playback."""

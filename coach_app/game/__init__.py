"""Hotseat games refereed by simulation.rules: setup, scoreboard, verdicts, decisions."""

"""The shot-analysis tools in the app: pot probability, break analysis, placement map.

The numbers come from ``simulation.analysis`` (headless, seeded); this package only asks
the questions for the shot on the table, runs them off the UI thread and draws the answers.
"""

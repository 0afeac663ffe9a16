"""Cueing: aiming, power, tip offset, ball in hand, and running shots off the UI thread."""

"""Ratings and a fair фора (handicap): headless, pure Python (docs/ratings.md).

``values`` the frames read in; ``fit`` the MAP Bradley–Terry fit with its uncertainty;
``league`` a club's ratings in a view (real/screen/all, a discipline family, a date);
``history`` ratings over time and head-to-head records; ``anchors`` the computer levels'
measured ratings; ``race`` and ``handicap`` the фора; ``units``, ``levels_bench``,
``handicap_bench`` and ``validation`` the measurements behind them.
"""

"""Progress charts (matplotlib, object API only) drawn from the store's query results.

Each chart is a function ``(data, translate) -> Figure``; :mod:`.dashboard` computes and
draws them all for one filter. Export any of them with :func:`.style.save_png`.
"""

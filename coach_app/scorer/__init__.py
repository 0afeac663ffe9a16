"""The real-match scorer: a match at a real table entered shot by shot and judged by the
referee (model.py Qt-free, screen.py its widgets)."""

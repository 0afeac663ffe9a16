"""``python -m coach_app.cli``: the same as the ``pyramid-coach`` console script."""

from __future__ import annotations

import sys

from coach_app.cli import main

sys.exit(main())

"""Passwords out of anything shown or written: messages, the log, the journal's names.

One masking rule for the whole program, so a database address typed with its password
(``postgresql://ivan:secret@club/pyramid``, even mistyped past any parser, or with a
``password=`` argument) never reaches a screen, a log line or a file.
"""

from __future__ import annotations

import re

# scheme://user:password@host -> scheme://user:***@host; also in text no URL parser
# accepts ("post gres://ivan:secret@club").
_USERINFO = re.compile(r"(://[^:/?#@\s'\"]*):[^\s'\"]*@")
# password=..., pwd=..., passwd=... in a query string or a libpq connection string.
_PASSWORD_ARG = re.compile(r"(?i)\b(password|passwd|pwd)(\s*=\s*)([^&\s;'\"]*)")


def mask_secrets(text: str) -> str:
    """``text`` with every password in a URL's user part or a ``password=`` pair replaced
    by ``***``."""
    return _PASSWORD_ARG.sub(r"\1\2***", _USERINFO.sub(r"\1:***@", text))

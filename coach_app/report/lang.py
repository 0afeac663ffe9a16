"""The report's language without Qt: the app's own translation catalogue, read headless.

``pyramid-coach report --lang ru`` must say what the Review page's "Export report" says in
the Russian UI, yet the command line never starts Qt. The shipped ``.ts`` catalogue is the
same source the ``.qm`` file is compiled from, so reading its finished messages gives the
very same words. It is our own packaged file, parsed with the standard XML parser (no
entities are expanded beyond XML's own).
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from functools import lru_cache
from importlib import resources

from coach_app.charts.style import ChartText, Translate, identity

LANGUAGES = ("en", "ru")


def default_language(environ: dict[str, str] | None = None) -> str:
    """Russian when the user's locale is Russian (LC_ALL, LC_MESSAGES, LANG), else English:
    the same choice the app makes on its first start."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


@lru_cache(maxsize=len(LANGUAGES))
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """{(context, source text): translation} of every finished message of ``language``."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    text = resources.files("translations").joinpath(f"pyramid_coach_{language}.ts") \
        .read_text(encoding="utf-8")
    root = ET.fromstring(text)
    out: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name", default="")
        for message in context.iter("message"):
            source = message.findtext("source")
            node = message.find("translation")
            if source is None or node is None or node.get("type") in ("unfinished",
                                                                      "obsolete",
                                                                      "vanished"):
                continue
            if node.text:
                out[(name, source)] = node.text
    return out


def report_text(language: str) -> Translate:
    """The chart/report translator for ``language`` ("en" or "ru")."""
    if language == "en":
        return identity
    table = catalogue(language)

    def lookup(context: str, source: str) -> str:
        return table.get((context, source), source)

    return ChartText(lookup, language)

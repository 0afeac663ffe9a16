"""Fields declared once: a frozen value's field carries its JSON schema beside its type.

A game state (and its options and pending decision) travels as JSON, so each field needs a
Python type, a JSON type with its range, a default when the JSON leaves it out, and a way
back from JSON. Declaring all of them in the field's annotation (``Annotated[T, J(...)]``)
makes the dataclass the one list of fields: :func:`json_model` builds the pydantic schema from it,
:func:`from_json_fields` reads a checked JSON object back, and :func:`to_json_fields`
writes it, so a new field is one new line.

:func:`plain` is the one JSON-shaped deep copy the rules use (states, matches, sheets).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import MISSING, Field, dataclass, fields, is_dataclass
from enum import Enum
from functools import cache
from typing import Any, get_type_hints

from pydantic import BaseModel, create_model

#: ``json_default`` of a field the JSON must give.
REQUIRED: Any = ...
#: ``json_default`` left out: the dataclass default, else REQUIRED.
FROM_DATACLASS: Any = object()


def plain(value: Any) -> Any:
    """A JSON-shaped deep copy: mappings become dicts with string keys, tuples and lists
    become lists, enum members their values, values with ``to_json`` their JSON."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:
        return {k if type(k) is str else _key(k): plain(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return {_key(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return to_json()
    if is_dataclass(value) and not isinstance(value, type):
        kind_: Any = type(value)
        return to_json_fields(value) if _json_fields(kind_) else {
            f.name: plain(getattr(value, f.name)) for f in fields(value)}
    return value


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _key(key: Any) -> str:
    return str(key.value if isinstance(key, Enum) else key)


@dataclass(frozen=True)
class J:
    """The JSON side of a field, given as ``Annotated[<type>, J(...)]`` on the dataclass.

    ``schema`` is the pydantic annotation of the JSON value; ``json_default`` the value when
    the JSON leaves the field out (by default the dataclass default, else REQUIRED);
    ``parse`` turns the checked JSON value into the field's value (tuples, enums, nested
    values); ``omit_none`` leaves the key out of the JSON while the value is None; ``dump``
    writes the value when :func:`plain` would do needless work (a value already JSON-shaped)."""

    schema: Any
    json_default: Any = FROM_DATACLASS
    parse: Callable[[Any], Any] | None = None
    omit_none: bool = False
    dump: Callable[[Any], Any] | None = None


@cache
def _json_fields(cls: Any) -> tuple[tuple[Field[Any], J, Any], ...]:
    """(field, its J, its JSON default) for every field of ``cls`` annotated with a J."""
    module = vars(sys.modules[cls.__module__])
    hints = get_type_hints(cls, globalns=module, localns=dict(vars(cls)), include_extras=True)
    out = []
    for f in fields(cls):
        meta = next((m for m in getattr(hints[f.name], "__metadata__", ()) if isinstance(m, J)),
                    None)
        if meta is None:
            continue
        default = meta.json_default
        if default is FROM_DATACLASS:
            default = (f.default if f.default is not MISSING
                       else f.default_factory() if f.default_factory is not MISSING
                       else REQUIRED)
        out.append((f, meta, default))
    return tuple(out)


def json_model(cls: type, base: type[BaseModel], name: str | None = None,
               **extra: Any) -> type[BaseModel]:
    """The pydantic model of ``cls``'s JSON: one entry per field annotated with a
    :class:`J`, plus ``extra`` (``name=(annotation, default)``) for keys that are not fields
    (a format version)."""
    spec: dict[str, Any] = dict(extra)
    for f, meta, default in _json_fields(cls):
        spec[f.name] = (meta.schema, default)
    model: type[BaseModel] = create_model(
        name or f"{cls.__name__}Model", __base__=base, __doc__=f"Every field of "
        f"{cls.__name__}'s JSON (declared on {cls.__module__}.{cls.__name__}).", **spec)
    return model


def from_json_fields(cls: type, data: Mapping[str, Any]) -> dict[str, Any]:
    """The constructor arguments of ``cls`` from a JSON object its model has checked."""
    out: dict[str, Any] = {}
    for f, meta, default in _json_fields(cls):
        if f.name in data:
            value = data[f.name]
        elif default is not REQUIRED:
            value = plain(default)  # a fresh copy of a mutable default
        else:  # pragma: no cover - the model refuses a missing required field first
            raise KeyError(f.name)
        parse = meta.parse
        out[f.name] = parse(value) if parse is not None and value is not None else value
    return out


def to_json_fields(value: Any) -> dict[str, Any]:
    """``value``'s JSON object, field by field in declaration order."""
    out: dict[str, Any] = {}
    kind: Any = type(value)
    for f, meta, _ in _json_fields(kind):
        v = getattr(value, f.name)
        if v is None and meta.omit_none:
            continue
        out[f.name] = plain(v) if meta.dump is None else meta.dump(v)
    return out

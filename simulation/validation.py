"""Pydantic validation errors as the program reports bad input: one :class:`InputError`
naming the field by its dotted path (``shot.speed``, ``attempts[2].balls.cue``).

Unknown fields are reported before anything else (a misspelt key is usually the cause of the
"missing" error that would otherwise come first)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from simulation.errors import InputError

M = TypeVar("M", bound=BaseModel)


def validate(model: type[M], data: Any, where: str = "") -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise as_input_error(exc, where) from None


def as_input_error(exc: ValidationError, where: str = "") -> InputError:
    errors = exc.errors(include_url=False)
    err = next((e for e in errors if e.get("type") == "extra_forbidden"), errors[0])
    return InputError(error_path(err["loc"], where), error_text(err))


def error_path(loc: tuple[Any, ...], where: str = "") -> str:
    path = where
    for part in loc:
        if part == "[key]":
            continue
        if isinstance(part, int):
            path = f"{path}[{part}]"
        elif str(part).startswith(("function-", "literal[", "tagged-union[")):
            continue
        else:
            path = f"{path}.{part}" if path else str(part)
    return path or "input"


def error_text(err: Any) -> str:
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "is required"
    msg = str(err.get("msg", "is not valid")).removeprefix("Value error, ")
    return msg[:1].lower() + msg[1:]

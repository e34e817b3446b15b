"""Errors the sandbox forum answers with, as Discourse words and shapes them.

Each error knows its HTTP status and JSON body, so the HTTP layer only renders it.
Texts are Discourse's English ones (see shared/discourse/error_examples.json).
"""

from __future__ import annotations

from typing import Any

MESSAGES = {
    "invalid_access": "You are not permitted to view the requested resource.",
    "not_found": "The requested URL or resource could not be found.",
    "param_missing": "param is missing or the value is empty: {param}",
    "invalid_params": "You supplied invalid parameters to the request: {param}",
    "blank": "{field} can't be blank",
    "too_short": "{field} is too short (minimum is {count} characters)",
    "too_long": "{field} is too long (maximum is {count} characters)",
    "raw_too_long": "Body is limited to {count} characters; you entered {length}.",
    "just_posted_that": "Body is too similar to what you recently posted",
    "is_invalid": "{field} seems unclear, is it a complete sentence?",
    "taken": "{field} has already been used",
    "user_exists": (
        "Sorry, that user has already been invited. You may only invite a user to a topic once."
    ),
    "target_user_not_found": (
        "One of the users you are sending this message to could not be found."
    ),
    "rate_limit": (
        "You’ve performed this action too many times. "
        "Please wait {time_left} before trying again."
    ),
}


def message(code: str, **values: Any) -> str:
    """The English text for an error code."""
    return MESSAGES[code].format(**values)


class ForumError(Exception):
    """An API failure: status code, JSON body and extra headers."""

    status = 400

    def __init__(self, errors: list[str], *, error_type: str | None = None) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors
        self.error_type = error_type
        self.headers: dict[str, str] = {}

    def body(self) -> dict[str, Any]:
        """The JSON body Discourse sends."""
        data: dict[str, Any] = {"errors": self.errors}
        if self.error_type:
            data["error_type"] = self.error_type
        return data


class InvalidAccess(ForumError):
    """403: bad API key or username, or a private topic the user is not in."""

    status = 403

    def __init__(self) -> None:
        super().__init__([message("invalid_access")], error_type="invalid_access")


class NotFound(ForumError):
    """404: no such topic, post, user or route."""

    status = 404

    def __init__(self) -> None:
        super().__init__([message("not_found")], error_type="not_found")


class InvalidParameters(ForumError):
    """400: a required parameter is missing (Rails `params.require`)."""

    status = 400

    def __init__(self, param: str) -> None:
        super().__init__([message("param_missing", param=param)], error_type="invalid_parameters")


class InvalidParameterValue(ForumError):
    """400: a parameter has a value the route does not take (`Discourse::InvalidParameters`,
    e.g. an unknown `status` for `PUT /t/{id}/status`)."""

    status = 400

    def __init__(self, param: str) -> None:
        super().__init__([message("invalid_params", param=param)],
                         error_type="invalid_parameters")


class PostRejected(ForumError):
    """422: the post failed validation (`{"action": "create_post", "errors": [...]}`)."""

    status = 422

    def __init__(self, errors: list[str], *, action: str | None = "create_post") -> None:
        super().__init__(errors)
        self.action = action

    def body(self) -> dict[str, Any]:
        if self.action:
            return {"action": self.action, "errors": self.errors}
        return {"errors": self.errors}


class RateLimited(ForumError):
    """429 with `Retry-After` and `extras.wait_seconds`, like `RateLimiter::LimitExceeded`."""

    status = 429

    def __init__(self, wait_seconds: int) -> None:
        self.wait_seconds = max(0, int(wait_seconds))
        self.time_left = time_left(self.wait_seconds)
        super().__init__([message("rate_limit", time_left=self.time_left)], error_type="rate_limit")
        self.headers = {"Retry-After": str(self.wait_seconds)}

    def body(self) -> dict[str, Any]:
        return {
            "errors": self.errors,
            "error_type": "rate_limit",
            "extras": {"wait_seconds": self.wait_seconds, "time_left": self.time_left},
        }


def time_left(seconds: int) -> str:
    """How `RateLimiter::LimitExceeded` words the wait ("a few seconds", "5 minutes")."""
    if seconds <= 3:
        return "a few seconds"
    if seconds < 60:
        return f"{seconds} seconds"
    if seconds < 3600:
        minutes = seconds // 60
        return "1 minute" if minutes == 1 else f"{minutes} minutes"
    hours = seconds // 3600
    return "1 hour" if hours == 1 else f"{hours} hours"

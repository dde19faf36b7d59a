"""The checks of the five dimensions, one module per dimension.

A check is a function ``(DocumentView) -> CheckResult``: it reads the shared
analysis, returns a 0-100 score (or None when it does not apply), the measured
value and its target, an explanation, and marks — spans to highlight.
``openings`` finds what opens each section, for the checks that judge it.
"""

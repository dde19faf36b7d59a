"""Small helpers for the scorer tests."""

from __future__ import annotations

from scorers import Report, score


def check(report: Report, dimension: str, check_id: str):
    """The CheckResult ``check_id`` of ``dimension`` in ``report``."""
    for result in report.dimension(dimension).checks:
        if result.id == check_id:
            return result
    raise KeyError(check_id)


def check_of(text: str, dimension: str, check_id: str, **kwargs):
    return check(score(text, **kwargs), dimension, check_id)


def marked(text: str, report: Report, check_id: str, severity: str | None = None) -> list[str]:
    """The texts that findings of ``check_id`` point at."""
    return [text[f.start:f.end] for f in report.findings
            if f.check == check_id and (severity is None or f.severity == severity)]


def real_articles() -> list[str]:
    """Whole articles to compare fast pattern runs with plain ones on: the test articles,
    the golden markup and case samples, and every calibration article."""
    from tests.support.golden_cases import CALIBRATION, CASELESS, MARKUP
    from tests.support.texts import EN_ARTICLE, ZH_ARTICLE

    corpus = [EN_ARTICLE, ZH_ARTICLE, MARKUP, CASELESS]
    return corpus + [path.read_text("utf-8") for path in sorted(CALIBRATION.glob("*/*.md"))]

"""Scoring settings, passed in explicitly (never read from a global)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scorers.dimensions import DIMENSION_IDS


def _equal_weights() -> tuple[tuple[str, float], ...]:
    return tuple((d, 1.0) for d in DIMENSION_IDS)


@dataclass(frozen=True, slots=True)
class Settings:
    """How to score.

    Attributes:
        weights: weight of each dimension in the overall score (equal by default).
        ui_lang: language of messages: ``"en"`` or one with a catalogue (``"zh"`` …).
        trained_pipeline: use an installed trained spaCy pipeline's entities if any.
        disabled: checks turned off (``"dimension.check"``, a bare check id, or a whole
            dimension): they are not run, count for nothing and mark nothing.
        severities: ``("dimension.check", "weak" | "warn" | "info")`` pairs: the
            severity the team gives that check's findings.
        ignore_patterns: regular expressions of what is not prose in the team's
            articles (site markup of their own), blanked before the checks read the text.
    """

    weights: tuple[tuple[str, float], ...] = field(default_factory=_equal_weights)
    ui_lang: str = "en"
    trained_pipeline: bool = True
    disabled: tuple[str, ...] = ()
    severities: tuple[tuple[str, str], ...] = ()
    ignore_patterns: tuple[str, ...] = ()

    @classmethod
    def with_weights(cls, weights: Mapping[str, float], **kwargs: object) -> Settings:
        """Settings with some dimension weights changed; unknown ids raise ValueError."""
        unknown = set(weights) - set(DIMENSION_IDS)
        if unknown:
            raise ValueError(f"unknown dimensions: {', '.join(sorted(unknown))}")
        merged = dict(_equal_weights()) | {k: max(0.0, float(v)) for k, v in weights.items()}
        return cls(weights=tuple(merged.items()), **kwargs)  # type: ignore[arg-type]

    def weight(self, dimension_id: str) -> float:
        return dict(self.weights).get(dimension_id, 1.0)

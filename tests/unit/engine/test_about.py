"""Every check the engine runs is explained, with its evidence, in both languages."""

from __future__ import annotations

import pytest

from scorers.dimensions import DIMENSIONS
from scorers.report.about import describe
from scorers.rules.evidence import EVIDENCE


@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_every_check_has_a_title_a_measure_a_target_and_evidence(ui_lang):
    dims = describe(ui_lang)
    assert [d.id for d in dims] == [d.id for d in DIMENSIONS]
    for dim in dims:
        assert dim.why and not dim.why.startswith("about.")
        assert abs(sum(c.weight for c in dim.checks) - 1.0) < 1e-9
        for check in dim.checks:
            for text in (check.title, check.measures, check.target):
                assert text and not text.startswith("about."), (check.id, text)
            assert check.tier in ("C", "B", "P") and check.tier_label
            assert check.id in EVIDENCE and check.source, check.id


def test_chinese_texts_are_chinese():
    en = {c.id: c for d in describe("en") for c in d.checks}
    zh = {c.id: c for d in describe("zh") for c in d.checks}
    for check_id, info in zh.items():
        assert info.measures != en[check_id].measures, check_id

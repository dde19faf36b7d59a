"""Every message the checks use exists in English and Chinese, and renders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorers import score
from scorers.report import messages
from tests.support import texts

_KEY = re.compile(r"\"((?:facts|structure|sources|clarity|extract)\.[a-z_.]+)\"")


def _used_keys() -> set[str]:
    root = Path(messages.__file__).parents[1] / "checks"
    return {key for path in root.glob("*.py") for key in _KEY.findall(path.read_text())}


def test_every_key_the_checks_use_is_in_the_catalogue_in_both_languages():
    used = _used_keys()
    assert len(used) > 60
    for key in used:
        assert set(messages.CATALOG[key]) == {"en", "zh"}, key


@pytest.mark.parametrize("article", [texts.EN_ARTICLE, texts.ZH_ARTICLE, texts.FLUFFY_EN,
                                     texts.FLUFFY_ZH])
@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_rendered_texts_have_no_unfilled_placeholders(article, ui_lang):
    data = score(article).to_dict(ui_lang)
    rendered = [c["message"] for d in data["dimensions"].values() for c in d["checks"]]
    rendered += [f["message"] + f["suggestion"] for f in data["findings"]]
    for text in rendered:
        assert not re.search(r"\{[a-z_]+\}", text), text

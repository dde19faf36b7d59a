"""Pages that are not articles are recognised from their front matter, name or shape,
and articles are never taken for them."""

from __future__ import annotations

import pytest

from scorers.page_types import GLOSSARY, INDEX, REDIRECT, page_type
from tests.support import texts

_GLOSSARY = """---
title: Sidecar
id: sidecar
full_link: /docs/concepts/workloads/pods/sidecar-containers/
short_description: >
  A helper container that runs beside the main one in the same Pod.
tags:
- fundamental
---
A helper container that runs beside the main one in the same Pod.
"""

_SECTION = """---
title: "Tutorials"
weight: 60
---
This section holds the tutorials.
"""

_INDEX_OF_LINKS = """# Guides

- [Install the CLI](install.md)
- [Configure a folder](configure.md)
- [Run it in CI](ci.md)
- [Write a baseline](baseline.md)
"""


@pytest.mark.parametrize(("text", "name", "kind"), [
    ("---\ntitle: Old\nredirect_to: https://example.org/new-page/\n---\n", "old.md", REDIRECT),
    ("---\ntitle: Old\nlayout: redirect\n---\n", "old.md", REDIRECT),
    ("This page has moved to [the new guide](https://example.org/guide/).\n", "x.md", REDIRECT),
    ("本页已迁移至[新的指南](https://example.org/zh/guide/)。\n", "x.md", REDIRECT),
    (_GLOSSARY, "sidecar.md", GLOSSARY),
    (_SECTION, "_index.md", INDEX),
    (_INDEX_OF_LINKS, "index.md", INDEX),
])
def test_pages_that_are_not_articles_are_recognised(text, name, kind):
    assert page_type(text, name) == kind


@pytest.mark.parametrize("name", ["index.md", "post.md", None])
def test_articles_are_articles_whatever_their_name(name):
    assert page_type(texts.EN_ARTICLE, name) is None
    assert page_type(texts.ZH_ARTICLE, name) is None
    assert page_type(texts.FLUFFY_EN, name) is None


def test_an_article_that_mentions_a_redirect_is_still_an_article():
    text = texts.EN_ARTICLE + "\nOld links redirect to [the new page](https://example.org/a/).\n"
    assert page_type(text, "post.md") is None

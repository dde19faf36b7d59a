"""A docs folder holds pages that are not articles: index pages, glossary stubs and
redirects are recognised, skipped and said to be, unless the team scores them."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from tests.support import texts
from tests.support.cli import run_cli

_GLOSSARY = ("---\ntitle: Sidecar\nid: sidecar\nfull_link: /docs/concepts/sidecar/\n"
             "short_description: >\n  A helper container beside the main one.\n---\n"
             "A helper container beside the main one.\n")


@pytest.fixture()
def docs(tmp_path):
    (tmp_path / "_index.md").write_text("---\ntitle: Concepts\n---\nThe concepts.\n",
                                        encoding="utf-8")
    (tmp_path / "sidecar.md").write_text(_GLOSSARY, encoding="utf-8")
    (tmp_path / "old.md").write_text("---\nredirect_to: https://example.org/new-page/\n---\n",
                                     encoding="utf-8")
    (tmp_path / "weather.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    return tmp_path


def test_pages_that_are_not_articles_are_skipped_and_said_to_be(docs):
    status, out, err = run_cli("--min-score", "70", "--jobs", "1", str(docs))
    assert status == 0  # only the article is gated, and it passes
    assert "_index.md: skipped: an index page, not an article" in err
    assert "sidecar.md: skipped: a glossary entry" in err and "old.md: skipped: a redirect" in err
    assert "4 files in" in err and "3 skipped (not articles)" in err
    assert out.count("– skipped:") == 3


def test_a_team_can_score_a_page_type(docs):
    (docs / ".geo-writer.toml").write_text('min-score = 70\n[page-types]\nindex = "score"\n',
                                           encoding="utf-8")
    status, out, _ = run_cli("--format", "junit", "--jobs", "1", str(docs))
    assert status == 1  # the index page is now an article, and a poor one
    cases = {c.get("name").rsplit("/", 1)[-1]: c for c in ET.fromstring(out).iter("testcase")}
    assert cases["_index.md"].find("failure") is not None
    assert cases["sidecar.md"].find("skipped") is not None
    assert cases["weather.md"].find("failure") is None


def test_the_page_type_is_in_the_json_report(docs):
    out = run_cli("--format", "jsonl", "--jobs", "1", str(docs)).out
    kinds = {json.loads(line)["file"].rsplit("/", 1)[-1]: json.loads(line)["page_type"]
             for line in out.splitlines()}
    assert kinds == {"_index.md": "index", "old.md": "redirect", "sidecar.md": "glossary",
                     "weather.md": None}


def test_a_misspelt_page_type_is_named(docs):
    (docs / ".geo-writer.toml").write_text('[page-types]\nindexes = "score"\n', encoding="utf-8")
    status, _, err = run_cli(str(docs / "weather.md"))
    assert status == 2 and '"indexes" is not a page type (did you mean "index"?)' in err

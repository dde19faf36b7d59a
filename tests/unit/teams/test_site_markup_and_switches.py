"""What a team's site puts in an article that is not prose (Hugo shortcodes, Liquid and
Jinja tags, MDX components), and the switches writers use to turn checks off in a
passage or a whole article: none of it changes what the checks say about the prose."""

from __future__ import annotations

import pytest

from scorers import Engine, Settings, score
from scorers.markup.directives import blank_out
from tests.support import texts

_PARAGRAPH = "The model has 70 billion parameters and was trained on 46 years of global"


def _said(report) -> list[tuple[str, str, str, str]]:
    """What the findings say, wherever they stand."""
    return sorted((f.dimension, f.check, f.severity, f.text()) for f in report.findings)


def _same_reading(a, b) -> None:
    assert a.overall == b.overall
    assert [d.score for d in a.dimensions] == [d.score for d in b.dimensions]
    assert _said(a) == _said(b)


def _with(marker: str) -> str:
    """The English test article with ``marker`` put inside a paragraph and on its own."""
    return texts.EN_ARTICLE.replace(_PARAGRAPH, f"{marker} {_PARAGRAPH}", 1).replace(
        "## Measured performance\n", f"## Measured performance\n\n{marker}\n", 1)


@pytest.mark.parametrize("marker", [
    '{{< figure src="chart.png" caption="In 2025, 45% of 1,200 forecasts beat IFS by 18%" >}}',
    '{{% param "stats.2024.share_of_12000_readers_91_percent" %}}',
    '{% include figure.html caption="73% of 2,000 readers, 2024 survey" %}',
    "{{ site.data.stats.total | number_with_delimiter }}",
    '<Callout type="info" title="Over 90% of 300 teams in 2024 agreed with it" />',
    "{/*measured-on-1200-forecasts-in-2025*/}",
])
def test_site_markup_is_neither_scored_nor_quoted(marker):
    plain, marked = score(texts.EN_ARTICLE), score(_with(marker))
    _same_reading(plain, marked)
    quotes = [passage["quote"]["text"] for answer in marked.to_dict()["answers"]
              for passage in answer["passages"]]
    assert quotes and not any("{{" in q or "{%" in q or "<Callout" in q for q in quotes)


def test_mdx_module_lines_are_code_in_an_mdx_file_only():
    mdx = "import Chart from './chart'\nexport const year = 2024\n\n" + texts.EN_ARTICLE
    plain = score(texts.EN_ARTICLE)
    read = Engine().score(mdx, file="post.mdx")
    assert read.overall == plain.overall and _said(read) == _said(plain)
    assert blank_out(mdx).text == mdx  # in a .md file such lines are the writer's own


def test_blanking_keeps_every_offset_and_line():
    text = "Intro {{< x a=1 >}} end.\n\n{% if a %}\nline\n{% endif %}\n"
    read = blank_out(text).text
    assert len(read) == len(text) and read.count("\n") == text.count("\n")
    assert read.startswith("Intro ") and read.index("end.") == text.index("end.")
    assert blank_out(texts.EN_ARTICLE).text is texts.EN_ARTICLE  # nothing to do: no copy


def test_a_disable_comment_removes_exactly_the_named_checks_findings():
    plain = score(texts.FLUFFY_EN)
    named = {f.check for f in plain.findings if f.dimension == "clarity"}
    assert "fillers" in named  # the fluffy article is full of "really", "basically"
    off = score("<!-- geo-writer-disable clarity.fillers -->\n\n" + texts.FLUFFY_EN)
    assert [s for s in _said(off)] == [s for s in _said(plain) if s[1] != "fillers"]
    fillers = next(c for c in off.dimension("clarity").checks if c.id == "fillers")
    assert fillers.status == "na" and "Turned off" in fillers.text()
    assert "此项检查对本文已关闭" in fillers.text("zh")


def test_a_passage_between_off_and_on_is_not_read():
    weak = "It is really basically very important, and it is said that experts agree."
    text = texts.EN_ARTICLE + f"\n<!-- geo-writer off -->\n{weak}\n<!-- geo-writer on -->\n"
    start = text.index(weak)
    inside = [f for f in score(text).findings if start <= f.start < start + len(weak)]
    assert inside == []
    assert [f for f in score(texts.EN_ARTICLE + f"\n{weak}\n").findings
            if f.start >= start - len("<!-- geo-writer off -->\n")]  # read when not off


def test_settings_turn_a_check_off_and_change_how_loud_one_is():
    plain = score(texts.FLUFFY_EN)
    quiet = score(texts.FLUFFY_EN, settings=Settings(
        disabled=("clarity.fillers",), severities=(("clarity.hedging", "info"),)))
    assert not any(f.check == "fillers" for f in quiet.findings)
    hedges = [f for f in quiet.findings if f.check == "hedging"]
    assert hedges and all(f.severity == "info" for f in hedges)
    assert len(hedges) == sum(f.check == "hedging" for f in plain.findings)


def test_a_teams_own_ignore_pattern_blanks_its_markup():
    wiki = texts.EN_ARTICLE.replace(_PARAGRAPH, "[[stats:2024|91% of 5,000 users]] " + _PARAGRAPH)
    plain = score(texts.EN_ARTICLE)
    ignored = score(wiki, settings=Settings(ignore_patterns=(r"\[\[[^]]*\]\]",)))
    _same_reading(plain, ignored)


_COMMANDS = ("$ kubectl scale deployment forecast --replicas=3\n"
             "deployment.apps/forecast scaled to 3 replicas in 12 s\n")


@pytest.mark.parametrize("tag", ["text bash", "highlight bash"])
def test_a_code_shortcode_pair_reads_as_the_code_block_it_renders(tag):
    # Istio's docs write every command as {{< text bash >}} … {{< /text >}}: read as
    # prose, its lines were sentences with figures, and the article had no code to show.
    name = tag.split()[0]
    fenced = texts.EN_ARTICLE.replace(
        "## Measured performance\n", f"## Measured performance\n\n```bash\n{_COMMANDS}```\n", 1)
    shortcoded = texts.EN_ARTICLE.replace(
        "## Measured performance\n",
        f"## Measured performance\n\n{{{{< {tag} >}}}}\n{_COMMANDS}{{{{< /{name} >}}}}\n", 1)
    assert shortcoded != texts.EN_ARTICLE
    _same_reading(score(fenced), score(shortcoded))

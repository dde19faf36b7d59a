"""What an answer engine reads about an article besides its text.

Title, description (the summary), publication date, language and the FAQ's
question/answer pairs, as exported into ``<title>``, ``<meta name="description">``
and JSON-LD ``Article`` / ``FAQPage`` structured data.

Example:
    >>> meta = extract("# Solar\\n\\n> TL;DR: Panels last 25 years.\\n\\n## FAQ\\n\\n"
    ...                "### How long do panels last?\\n\\nAbout 25 years.")
    >>> meta.title, meta.faq
    ('Solar', [('How long do panels last?', 'About 25 years.')])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from scorers.language import detect as language
from scorers.markup.blocks import FRONT_MATTER, HEADING, QUOTE, Block, segment
from scorers.markup.inline import strip_markup
from scorers.markup.readable import readable_text, shorten, text_width
from scorers.rules import patterns

# A "key: value" line. Linear: the key's line is found by its own start, and the value
# is the line up to its last non-space character (what a lazy value before "\s*$" gave,
# which re-read every run of blank lines and spaces once per position in it).
_FIELD = re.compile(r"^[^\S\n]*([A-Za-z_][\w-]*)\s*[:=]\s*((?:.*\S)?)[^\S\n]*$", re.M)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_SLASH_DATE = re.compile(r"\b(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b")
_ZH_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")
_SUMMARY_LABEL = re.compile(
    r"^\s*(?:[^\w\s]\s*)?(?:tl;?dr|summary|in short|key takeaways?|摘要|速读|概要|要点|导读|"
    r"[^\s:：]{0,8}速读)\s*[:：]\s*", re.I)


@dataclass(slots=True)
class Metadata:
    """Metadata of an article; empty strings where the article does not say."""

    title: str = ""
    description: str = ""
    date: str = ""
    lang: str = "en"
    author: str = ""
    faq: list[tuple[str, str]] = field(default_factory=list)
    front_matter: dict[str, str] = field(default_factory=dict)


def plain_text(block: Block) -> str:
    """A block's words with markup removed and white space collapsed."""
    return " ".join(strip_markup(block.text, block.kind).prose.split())


def _date_in(text: str) -> str:
    iso = _ISO_DATE.search(text)
    if iso:
        return iso.group(0)
    for pattern in (_ZH_DATE, _SLASH_DATE):
        found = pattern.search(text)
        if found and 1 <= int(found.group(2)) <= 12 and 1 <= int(found.group(3)) <= 31:
            return f"{found.group(1)}-{int(found.group(2)):02d}-{int(found.group(3)):02d}"
    return ""


def extract(text: str) -> Metadata:
    """Read title, description, date, language and FAQ from Markdown ``text``."""
    blocks = segment(text)
    meta = Metadata(lang=language.detect(text))
    for block in blocks:
        if block.kind == FRONT_MATTER:
            meta.front_matter = front_matter_fields(block)
            break
    fm = meta.front_matter
    meta.title = fm.get("title", "")
    meta.author = fm.get("author", "")
    meta.date = _date_in(fm.get("date", "") or fm.get("updated", ""))
    meta.description = fm.get("description", "") or fm.get("summary", "")

    if not meta.description:
        meta.description = _description(blocks)
    for block in blocks:
        if block.kind == HEADING and block.level == 1 and not meta.title:
            meta.title = plain_text(block)
        if not meta.date and block.is_prose and patterns.PUBLICATION_DATE.search(block.text):
            meta.date = _date_in(block.text)
    meta.faq = _faq(blocks)
    return meta


#: Blocks read for a description: a labelled summary or a quote among the first few
#: wins over the first paragraph.
_DESCRIPTION_CANDIDATES = 3
_MIN_DESCRIPTION = 20


def _description(blocks: list[Block]) -> str:
    """The article's summary for ``<meta name="description">``: the code and link text
    kept, labels such as "Short answer:" dropped, ended at a sentence."""
    first = ""
    seen = 0
    for block in blocks:
        if not block.is_prose or seen >= _DESCRIPTION_CANDIDATES:
            continue
        words = readable_text(block.text, drop_label=False)
        if text_width(words) < _MIN_DESCRIPTION or patterns.PUBLICATION_DATE.match(words):
            continue  # a byline or a date line is no summary
        seen += 1
        text = readable_text(block.text)
        labelled = text != words or block.kind == QUOTE
        if labelled and text:
            return shorten(text)
        first = first or text
    return shorten(first) if first else ""


_BLOCK_SCALAR = re.compile(r"^[>|][+-]?$")


def front_matter_fields(front_matter: Block) -> dict[str, str]:
    """The ``key: value`` fields of a front matter block, keys lower-cased, quotes and
    surrounding spaces removed; a YAML folded or literal value (``description: >``)
    is read from its indented lines."""
    fields = {}
    for key, value in _FIELD.findall(front_matter.text):
        fields[key.lower()] = value.strip().strip("'\"").strip()
    for key, value in list(fields.items()):
        if _BLOCK_SCALAR.match(value):
            start = re.search(rf"^[ \t]*{re.escape(key)}[ \t]*:[^\n]*\n", front_matter.text,
                              re.M | re.I)
            lines = []
            for line in front_matter.text[start.end():].split("\n") if start else []:
                if not line.startswith((" ", "\t")) and line.strip():
                    break
                lines.append(line.strip())
            fields[key] = " ".join(part for part in lines if part)
    return fields


def front_matter_title(front_matter: Block) -> str:
    """The ``title:`` of a front matter block ("" when it has none)."""
    return front_matter_fields(front_matter).get("title", "")


def _faq(blocks: list[Block]) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    in_faq_level = 0
    question = ""
    answer: list[str] = []

    def flush() -> None:
        if question and answer:
            pairs.append((question, " ".join(answer)))

    for block in blocks:
        if block.kind == HEADING:
            words = plain_text(block)
            if patterns.FAQ_HEADING.search(words):
                flush()
                in_faq_level, question, answer = block.level, "", []
                continue
            if in_faq_level and block.level <= in_faq_level:
                flush()
                in_faq_level, question, answer = 0, "", []
                continue
            if in_faq_level and patterns.QUESTION.search(words):
                flush()
                question, answer = words, []
            continue
        if in_faq_level and question and block.is_prose:
            words = plain_text(block)
            if len(words) < 60 and patterns.PUBLICATION_DATE.match(words):
                continue  # a "Published: …" line closing the article is no answer
            answer.append(words)
    flush()
    return pairs

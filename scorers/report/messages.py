"""Every text the engine shows a writer, under a message key, and :func:`render`.

Results carry a message key and parameters; :func:`render` turns them into text in
the language the caller picks. English is the source language: :data:`CATALOG` holds
the English of every key (with :mod:`~scorers.report.about_texts`,
:mod:`~scorers.report.answer_texts`, :mod:`~scorers.report.label_texts` and
:mod:`scorers.textfiles.file_texts`). Every other language is one gettext catalogue,
``scorers/locale/<lang>.po``, whose entries are the key (``msgctxt``), the English
(``msgid``) and the translation; the window's interface texts are in the same file
(:mod:`scorers.report.catalogues`). A text with no translation, or whose English has
changed since it was translated, is shown in English.

A ``{unit}`` parameter holds ``"words"`` or ``"chars"`` and is rendered in the chosen
language; a parameter that is a tuple of message keys renders as their texts, joined.
"""

from __future__ import annotations

import re
from typing import Any

from scorers.report import catalogues
from scorers.report.about_texts import ABOUT
from scorers.report.answer_texts import ANSWER_TEXTS
from scorers.report.label_texts import LABELS, NOTES
from scorers.textfiles.file_texts import FILE_TEXTS

__all__ = ["CATALOG", "EVIDENCE_CONTEXT", "NOTES", "band_label", "dimension_label",
           "evidence_source", "language_name",
           "language_tag", "render", "text", "translator", "ui_languages"]

CATALOG: dict[str, str] = {
    "check_error": "This check could not run ({error}); it does not count towards the score.",
    "check_off": "Turned off for this article (by the team's configuration or a geo-writer-disable comment); it does not count towards the score.",
    "too_long": "The document is too long to score ({n} characters; the limit is {limit}).",
    "empty_document": "nothing to score yet",
    "gate.stuffing": "Keyword stuffing (\"{term}\"): the score is capped while it stands.",
    "gate.stuffing.fix": "Write the paragraphs for readers: use the term where it is needed, name "
                         "things plainly elsewhere. Stuffing lowered visibility in the GEO study.",
    "gate.salad": "Number salad: {n} sentences are packed with figures that say little; the score "
                  "is capped while they stand.",
    "gate.salad.fix": "Keep the figures that make a point, bind each to what it measures and give "
                      "its source.",
    "gate.placeholder": "{n} links go to placeholder or private addresses (example.com, localhost "
                        "…): they cite nothing, and the score is capped while they stand.",
    "gate.placeholder.fix": "Replace them with links to the real sources, or remove them.",
    "gate.duplicates": "Paragraphs that repeat earlier ones word for word: {n}. The score is "
                       "capped while they stand.",
    "gate.duplicates.fix": "Delete the repeats or rewrite them to add something new.",
    "gate.promotion": "Promotion: {share}% of the sentences ({n}) hype the subject or ask the "
                      "reader to join, follow or sign up. A promotional page is a poor source, "
                      "and the score is capped while they stand.",
    "gate.promotion.fix": "Replace each boast with the figure or source that shows it, and keep "
                          "one invitation at the end at most.",
    "heuristics_note": "Scores are evidence-based heuristics from published GEO research, not a "
                       "promise of rankings.",

    # Facts & Data
    "facts.density.none": "No prose sentences to measure yet.",
    "facts.density.low": "Only {share}% of sentences and table rows carry a checkable fact "
                         "(aim for {target}% or more).",
    "facts.density.add": "Give your main claims what a reader could check: a figure with its "
                         "unit, a date, a name, or the source that says so.",
    "facts.density": "{share}% of sentences and table rows carry a checkable fact ({n} of {total} "
                     "sentences, {rows} data rows); aim for {target}% or more.",
    "facts.density.uncounted": "{share}% of sentences and table rows carry a checkable fact ({n} of "
                               "{total} sentences, {rows} data rows); aim for {target}% or more. "
                               "Not counted, as no reader could check them: {uncounted} (the "
                               "writer's own story, captions, figures cited without a link, "
                               "an event's own date, venue and speakers).",
    "facts.density.code": "{share}% of sentences and table rows carry a checkable fact ({n} of "
                          "{total} sentences, and {code} more that name code a reader can look "
                          "up, at half; {rows} data rows); aim for {target}% or more.",
    "facts.density.uncounted.code": "{share}% of sentences and table rows carry a checkable fact "
                                    "({n} of {total} sentences, and {code} more that name code "
                                    "a reader can look up, at half; {rows} data rows); aim for "
                                    "{target}% or more. Not counted, as no reader could check "
                                    "them: {uncounted} (the writer's own story, captions, figures "
                                    "cited without a link, an event's own date, venue and "
                                    "speakers).",
    "facts.salad.none": "No sentence with figures yet.",
    "facts.salad": "{n} of {total} sentences with figures are packed with numbers and say little "
                   "about what they measure.",
    "facts.salad.mark": "{n} numbers in one sentence and few words about them.",
    "facts.salad.fix": "Keep the one or two figures that make the point, and say what each "
                       "measures and where it comes from.",
    "facts.entities.short": "Too short to count named entities.",
    "facts.entities": "Named organisations, products or people: {n}, or {rate} per {per} {unit} "
                      "(aim for {target}).",
    "facts.fact_free.none_long": "No long paragraph lacks a fact.",
    "facts.fact_free": "{n} of {total} long paragraphs have no figure, date or name.",
    "facts.fact_free.mark": "This paragraph runs {n} {unit} without a single checkable fact.",
    "facts.fact_free.fix": "Add a figure, a date or a name that a reader could check.",

    # Structure
    "structure.title.ok": "The article has one H1 title.",
    "structure.title.missing": "The article has no H1 title.",
    "structure.title.add": "Start with a title line: \"# Your title\".",
    "structure.title.plain": "The title is a plain line, not marked as a title.",
    "structure.title.mark": "Mark it as the title: \"# \" before it.",
    "structure.title.many": "The article has {n} H1 titles; it should have one.",
    "structure.title.extra": "A second H1 title.",
    "structure.title.demote": "Make this a subheading (##).",
    "structure.levels.few": "Fewer than two headings.",
    "structure.levels": "Heading levels skipped: {n}.",
    "structure.levels.skip": "This H{level} follows an H{previous}: a level is skipped.",
    "structure.levels.fix": "Use the next level down, or add the missing level above it.",
    "structure.sections.short": "Too short to need subheadings.",
    "structure.sections": "Longest stretch without a heading: {longest} {unit} (aim for at most "
                          "{limit}).",
    "structure.sections.mark": "{n} {unit} have passed since the last heading.",
    "structure.sections.fix": "Add a subheading before this paragraph that names its point.",
    "structure.paragraphs.none": "No paragraphs yet.",
    "structure.paragraphs": "{n} of {total} paragraphs are longer than {limit} {unit}.",
    "structure.paragraphs.mark": "A wall of text: {n} {unit} (limit {limit}).",
    "structure.paragraphs.fix": "Split it into paragraphs of one idea each.",
    "structure.lists.short": "Too short to need lists or tables.",
    "structure.lists": "Lists: {lists}; tables: {tables}; enumerations written inline: {inline}.",
    "structure.lists.inline": "An enumeration written as running text.",
    "structure.lists.fix": "Turn it into a bulleted or numbered list.",
    "structure.summary.ok": "The opening has a summary.",
    "structure.summary.missing": "No summary (TL;DR) in the opening.",
    "structure.summary.add": "Open with a one- or two-sentence summary that states the conclusion.",
    "structure.summary.announces": "The opening announces what the article covers "
                                   "(“This post describes …”) instead of saying what it found.",
    "structure.summary.state": "Replace the announcement with the conclusion itself, in one "
                               "or two sentences.",
    "structure.faq.ok": "A FAQ; question headings in it: {n}.",
    "structure.faq.partial": "Questions as headings, but no complete FAQ ({n} questions).",
    "structure.faq.short": "Too short to need a FAQ.",
    "structure.faq.missing": "No FAQ section.",
    "structure.faq.add": "Add a \"## FAQ\" with the questions readers ask as ### headings, each "
                         "answered directly.",
    "structure.length": "{n} {unit} long (a source needs about {target}).",
    "structure.placeholders.ok": "No placeholders left (TODO, TBD, XX%, 待补 …).",
    "structure.placeholders": "Placeholders still in the text: {n} (TODO, TBD, XX% …). They "
                              "count for nothing until they are filled in.",
    "structure.placeholders.mark": "A placeholder: \"{note}\".",
    "structure.placeholders.fix": "Fill it in with the figure, source or text it stands for, or "
                                  "delete it before you publish.",
    "structure.images.none": "No images.",
    "structure.images.ok": "Every image has alt text ({total} in all).",
    "structure.images": "Images with no alt text (or only \"image\" or a file name): {n} of "
                         "{total}.",
    "structure.images.mark": "An image with no alt text, or one that says nothing (\"image\", "
                             "a file name).",
    "structure.images.fix": "Say what the picture shows in its alt text, ![what it shows](…): "
                            "answer engines and screen readers read the alt text, not the picture.",
    "structure.thin.few": "Too few sections to judge.",
    "structure.thin.none": "No pictures and no empty headings under the title.",
    "structure.thin.ok": "Every section with pictures has text of its own, and every "
                         "heading has something under it.",
    "structure.thin": "Headings over nothing, or over pictures with under {limit} {unit} of "
                      "text: {n} of {total}. Headings over photos are not structure.",
    "structure.thin.empty": "Nothing under this heading.",
    "structure.thin.fill": "Write what the section says under it, or remove the heading.",
    "structure.thin.mark": "Pictures and {n} {unit} of text under this heading.",
    "structure.thin.fix": "Say in a few sentences what the section shows and why it matters, or "
                          "merge it with its neighbour.",

    # Sources & Authority
    "sources.citations.none": "No text to source yet.",
    "sources.citations.short": "Too short to judge sourcing.",
    "sources.citations": "Distinct real sources: {n}, worth {value}; this article needs "
                         "{needed} ({placeholder} placeholder links, {own} to its own site, "
                         "{generic} with an anchor like \"here\"; {home} home pages and "
                         "{referral} referral links count nothing).",
    "sources.citations.placeholder": "A link to a placeholder or private address: it cites "
                                     "nothing.",
    "sources.citations.real": "Link the real page the figure comes from, with an anchor that "
                              "names it.",
    "sources.quotes.short": "Too short to expect a quotation.",
    "sources.quotes.ok": "Quotations with their speaker named: {n}.",
    "sources.quotes.anonymous": "Quotations without a named speaker.",
    "sources.quotes.missing": "No direct quotation.",
    "sources.quotes.unlinked": "Quotations with a named speaker and no link: {n}. They count once "
                               "linked to where the words were said.",
    "sources.quotes.link": "Link the interview, talk or post where the words were said.",
    "sources.quotes.add": "Quote an expert or a source in their own words, and name them "
                          "(quotations gained the most in the GEO study).",
    "sources.quotes.nospeaker": "A quotation with no speaker named.",
    "sources.quotes.name": "Say who said it: name, role and organisation.",
    "sources.date.ok": "A publication or update date is visible.",
    "sources.date.missing": "No publication or update date.",
    "sources.date.add": "Add the day it is published, as \"Published: YYYY-MM-DD\" (or a date "
                        "in the front matter).",
    "sources.date.stale": "The newest visible date is {year}: the page reads as stale.",
    "sources.date.review": "If the page is meant to be current, check its facts and add "
                           "\"Updated: <today's date>\" (engines prefer recent pages); a post "
                           "about a past event keeps its own date.",
    "sources.unsourced.none": "No paragraph with figures.",
    "sources.unsourced.own": "The figures are the article's own measurements, and it says how "
                             "it made them: they are its evidence.",
    "sources.unsourced": "{n} of {total} paragraphs with figures have no source near them.",
    "sources.unsourced.mark": "{n} figures and no source in or next to this paragraph.",
    "sources.unsourced.fix": "Link the page the figures come from (the study or report itself), "
                             "or say how you measured them.",
    "sources.unsourced.cited": "{n} figures whose only source is a name with no link: a reader "
                               "cannot check them.",
    "sources.vague": "Vague appeals to authority: {n}.",
    "sources.vague.mark": "\"{phrase}\" with no citation.",
    "sources.vague.fix": "Name the study or expert and link to it.",
    "sources.unlinked.none": "Every named source has a link a reader can follow.",
    "sources.unlinked": "Cited, not linked — named sources with no link: {n}, links to a home "
                        "page: {home}, referral links: {referral}. None of them counts as a "
                        "source until it links to the page itself.",
    "sources.unlinked.mark": "Cited, not linked: \"{name}\" is named but not linked, so it earns "
                             "nothing.",
    "sources.unlinked.fix": "Link the page itself: the study, report or interview the figure or "
                            "quote comes from (a deep link, a DOI or a PDF, not a home page).",
    "sources.unlinked.home": "\"{anchor}\" links to a home page: it does not show where a claim "
                             "comes from, and counts as no source.",
    "sources.unlinked.page": "Link the page that says it (a path, a DOI or a report), or drop the "
                             "link.",
    "sources.unlinked.referral": "\"{anchor}\" is a referral or tracking link: it is not a source.",
    "sources.unlinked.plain": "Link the page without its referral or tracking code; if the post is "
                              "sponsored, say so.",
    "sources.disclosure.none": "No sponsorship, affiliate words or referral links noticed.",
    "sources.disclosure.said": "A sponsored or affiliate post, disclosed (\"{words}\"); referral "
                               "links: {referral}.",
    "sources.disclosure.mark": "Disclosed as sponsored or affiliate (\"{words}\").",
    "sources.disclosure.keep": "Keep the disclosure plain and near the top: it is what readers and "
                               "answer engines trust. Referral links are not counted as sources; "
                               "back claims with the product's documentation or an independent "
                               "test.",
    "sources.disclosure.missing": "Referral or tracking links ({referral}) and no disclosure.",
    "sources.disclosure.add": "If the post is sponsored or earns a commission, say so near the top "
                              "(\"This post is sponsored by …\"): disclosure is what readers and "
                              "engines trust. Referral links are not sources.",

    # Clarity
    "clarity.sentence.none": "No sentences yet.",
    "clarity.sentence": "{share}% of sentences are longer than {limit} {unit} (aim for at most "
                        "{ok}%).",
    "clarity.sentence.long": "A long sentence: {n} {unit} (over {limit}).",
    "clarity.sentence.very_long": "A very long sentence: {n} {unit} (over {limit}).",
    "clarity.sentence.split": "Split it into two sentences, one point each.",
    "clarity.readability.none": "No sentences yet.",
    "clarity.readability.en": "Flesch reading ease {ease} (aim for {target} or more).",
    "clarity.readability.zh": "Sentences average {mean} characters (aim for {target} or less).",
    "clarity.readability.hard": "Hard to read (Flesch {ease}).",
    "clarity.readability.hard_zh": "Hard to read: sentences average {mean} characters.",
    "clarity.readability.fix": "Use shorter sentences and plainer words.",
    "clarity.passive.none": "No sentences yet.",
    "clarity.passive": "{share}% of sentences are passive (aim for at most {ok}%).",
    "clarity.passive.mark": "Passive voice.",
    "clarity.passive.fix": "Say who does what: put the actor first.",
    "clarity.fillers.none": "Too short to count filler words.",
    "clarity.fillers.no_prose": "No paragraphs of prose to count filler words in.",
    "clarity.fillers": "Filler words: {n}, or {rate} per 100 (aim for at most {ok}).",
    "clarity.fillers.mark": "Filler: \"{word}\".",
    "clarity.fillers.fix": "Delete it, or replace it with a specific fact.",
    "clarity.hedging.short": "Too short to judge hedging.",
    "clarity.hedging": "{share}% of claims are hedged ({n} of {total} sentences; aim for at most "
                       "{ok}%).",
    "clarity.hedging.mark": "Hedged: \"{word}\".",
    "clarity.hedging.fix": "If you know it, say it plainly; if you don't, give the figure or the "
                           "source that sets its limits.",
    "clarity.puffery.short": "Too short to judge the tone.",
    "clarity.puffery": "{share}% of sentences hype the subject or ask the reader to act "
                       "({n} of {total}; aim for at most {ok}%).",
    "clarity.puffery.mark": "Unsupported: \"{word}\".",
    "clarity.puffery.fix": "Show it instead: the figure, the comparison or the source that makes "
                           "it true.",
    "clarity.puffery.call": "Promotion: \"{word}\" asks the reader to act and tells them "
                            "nothing.",
    "clarity.puffery.call_fix": "Cut it, or say what the reader gets: the date, the place, the "
                                "figure.",
    "clarity.de.none": "Not a Chinese article.",
    "clarity.de": "Stacked 的-chains: {n}.",
    "clarity.de.mark": "Three or more 的 in one phrase.",
    "clarity.de.fix": "Break the phrase up or drop a 的.",

    # AI Extractability
    "extract.answer_first.none": "No sections with text yet.",
    "extract.answer_first": "{n} of {total} sections open by stating their point.",
    "extract.answer_first.mark": "This first sentence does not answer \"{heading}\": no figure, "
                                 "definition, yes or no, or named thing that uses the heading's "
                                 "words.",
    "extract.answer_first.fix": "Open with one sentence that answers the heading in its own "
                                "words: the figure, the definition or the verdict. Details after.",
    "extract.early.short": "Too short to judge where the claims sit.",
    "extract.early": "{share}% of the article's claims sit in its first 30% ({n} of {total}); aim "
                     "for 30% or more.",
    "extract.early.mark": "The opening holds few of the article's claims ({share}% in the first "
                          "30%).",
    "extract.early.fix": "Move the key figures and conclusions up: engines quote the top of a "
                         "page most.",
    "extract.self_contained.none": "No paragraphs yet.",
    "extract.self_contained": "{n} of {total} paragraphs open on a word that points back (This, "
                              "It, However, I …).",
    "extract.self_contained.mark": "Opens on \"{word}\": quoted alone, the reader will not know "
                                   "what it refers to.",
    "extract.self_contained.fix": "Name the thing instead of pointing back to it.",
    "extract.self_contained.writer": "Opens on \"{word}\": quoted alone, the reader will not "
                                     "know who is speaking.",
    "extract.self_contained.writer_fix": "State the point itself, or say who found it.",
    "extract.self_contained.connective": "Opens on \"{word}\", which links to the paragraph "
                                         "before; quoted alone it may read as an answer to "
                                         "something unseen.",
    "extract.rhetorical.short": "Too short to judge.",
    "extract.rhetorical": "{share}% of the body's sentences are questions ({n} of {total}; aim "
                          "for at most {ok}%).",
    "extract.rhetorical.mark": "A question in the body: the reader wanted the answer.",
    "extract.rhetorical.fix": "State the answer instead; keep questions for headings.",
    "extract.questions.none": "No question headings.",
    "extract.questions": "{n} of {total} question headings are answered right below.",
    "extract.questions.mark": "The first sentence below this question does not answer it.",
    "extract.questions.fix": "Answer the question in the first sentence below it.",
    "extract.key_terms.short": "Too short to find key terms.",
    "extract.key_terms.none": "No term recurs enough to be a key term.",
    "extract.key_terms": "Key terms {terms}: {title}% in the title, {headings}% in headings, "
                         "{opening}% in the opening.",
    "extract.key_terms.title": "The title has none of the key terms ({terms}).",
    "extract.key_terms.fix": "Use the article's key terms in its title and headings.",
    "extract.stuffing.none": "Too short to judge keyword use.",
    "extract.stuffing.ok": "No keyword stuffing (top term \"{term}\" at {share}%).",
    "extract.stuffing": "\"{term}\" makes up {share}% of all words ({n} times): stuffing.",
    "extract.stuffing.mark": "\"{term}\" repeated {n} times in one paragraph.",
    "extract.stuffing.heading": "\"{term}\" repeated {n} times in one heading.",
    "extract.stuffing.fix": "Use the term where it is needed and synonyms elsewhere; stuffing "
                            "lowers visibility in AI answers.",
    "extract.pronouns.none": "Too short to count pronouns.",
    "extract.pronouns": "Pronouns make up {share}% of words (aim for at most {ok}%).",
}


CATALOG.update(ABOUT)
CATALOG.update(ANSWER_TEXTS)
CATALOG.update(FILE_TEXTS)
CATALOG.update(LABELS)

_UNITS = ("words", "chars")

#: The English of a message whose count ``n`` is 1, where the plural would read wrong
#: ("1 figures and no source"). Chinese has no plural forms, so its catalogue keeps one
#: text per key and these need no translation.
EN_ONE: dict[str, str] = {
    "gate.salad": "Number salad: 1 sentence is packed with figures that say little; the score "
                  "is capped while it stands.",
    "gate.placeholder": "1 link goes to a placeholder or private address (example.com, "
                        "localhost …): it cites nothing, and the score is capped while it "
                        "stands.",
    "structure.faq.partial": "Questions as headings, but no complete FAQ (1 question).",
    "sources.unsourced.mark": "1 figure and no source in or next to this paragraph.",
    "sources.unsourced.cited": "1 figure whose only source is a name with no link: a reader "
                               "cannot check it.",
    "extract.query": "The one question: “{query}”, coverage {coverage}/100 (aim for at least "
                     "80).",
}


def ui_languages() -> tuple[str, ...]:
    """Every interface language: English, then one per catalogue in ``scorers/locale``."""
    return catalogues.languages()


def text(key: str, lang: str = "en") -> str:
    """The text of message ``key`` in ``lang``, placeholders unfilled (the key when unknown)."""
    english = CATALOG.get(key)
    if english is None:
        return key
    if lang == catalogues.SOURCE_LANGUAGE:
        return english
    found = catalogues.catalogue(lang)
    return (found.get(key, english) if found is not None else None) or english


def render(key: str, lang: str = "en", **values: Any) -> str:
    """The text of message ``key`` in ``lang`` with ``values`` filled in.

    An unknown key or a missing value never raises: the key itself is shown.
    """
    if key not in CATALOG:
        return key
    if values.get("unit") in _UNITS:
        values = dict(values, unit=text(f"unit.{values['unit']}", lang))
    # A tuple of message keys renders as their texts, joined.
    values = {name: _render_keys(value, lang) for name, value in values.items()}
    shown = text(key, lang)
    english = lang == catalogues.SOURCE_LANGUAGE
    if english and values.get("n") == 1 and key in EN_ONE:
        shown = EN_ONE[key]
    try:
        shown = shown.format(**values)
    except (KeyError, IndexError, ValueError):
        return shown
    return _ONE_NOUN.sub(_singular, shown) if english and "1 " in shown else shown


#: A count of one before a unit or a counted noun the catalogue writes in the plural
#: ("1 words long", "1 data rows"): English reads it in the singular. Not a total after
#: "of" ("1 of 1 paragraphs open …"), whose verb agrees with the plural.
_ONE_NOUN = re.compile(
    r"(?<![\d.,])(?<!\bof )\b1 (words|characters|data rows|sentences|paragraphs)\b")


def _singular(match: re.Match[str]) -> str:
    return f"1 {match.group(1)[:-1]}"


def _render_keys(value: Any, lang: str) -> Any:
    if isinstance(value, tuple) and value and all(isinstance(v, str) and v in CATALOG
                                                  for v in value):
        return text("list.separator", lang).join(text(v, lang) for v in value)
    return value


#: The ``msgctxt`` of the evidence behind the checks (:mod:`scorers.rules.evidence`): the
#: study's English is the ``msgid``, so a source reworded in English shows in English
#: until it is translated again.
EVIDENCE_CONTEXT = "evidence"


def evidence_source(source: str, lang: str = "en") -> str:
    """The evidence ``source`` of a check ("Aggarwal et al., GEO, KDD 2024: …") in ``lang``."""
    if not source or lang == catalogues.SOURCE_LANGUAGE:
        return source
    found = catalogues.catalogue(lang)
    return (found.get(EVIDENCE_CONTEXT, source) if found is not None else None) or source


def dimension_label(dimension_id: str, lang: str = "en") -> str:
    key = f"dimension.{dimension_id}"
    return text(key, lang) if key in CATALOG else dimension_id


def band_label(band_id: str, lang: str = "en") -> str:
    key = f"band.{band_id}"
    return text(key, lang) if key in CATALOG else band_id


def language_name(lang: str) -> str:
    """The name of ``lang`` in that language ("English", "简体中文")."""
    return text("language.name", lang)


def language_tag(lang: str) -> str:
    """``lang`` as a page's ``lang`` attribute: "en", "zh-CN" (from its catalogue)."""
    found = catalogues.catalogue(lang)
    return found.locale.replace("_", "-") if found is not None else catalogues.SOURCE_LANGUAGE


def translator(lang: str) -> catalogues.Catalogue | None:
    """The catalogue of ``lang`` for the window's translator; None for English or a
    language with no catalogue."""
    return catalogues.catalogue(lang)

"""Reading a block's tokens through remembered words gives what asking each Token gives."""

from __future__ import annotations

from collections import Counter

import pytest

from scorers.analysis.block import NLP_KINDS
from scorers.language import nlp
from scorers.language.detect import CJK_CHAR
from scorers.language.index_terms import index_terms
from scorers.language.tokens import read_docs, read_tokens
from scorers.markup.blocks import segment
from scorers.markup.inline import strip_markup
from scorers.rules.patterns import PRONOUNS
from tests.support import texts, texts_trust
from tests.support.golden_cases import CALIBRATION


def _asked_token_by_token(doc, lang):
    # The analysis's token loop as it was before words were remembered.
    words = pronoun_count = 0
    starts, terms, spellings = [], Counter(), Counter()
    for token in doc:
        if token.is_space or token.is_punct:
            continue
        words += 1
        low = token.lower_
        pronoun_count += low in PRONOUNS[lang]
        if token.is_stop or token.like_num:
            continue
        starts.append(token.idx)
        if lang == "zh":
            if len(low) >= 2 and (CJK_CHAR.match(low) or low.isalpha()):
                terms[low] += 1
                spellings[(low, token.text)] += 1
        elif len(low) >= 3 and (token.is_alpha or any(ch.isalpha() for ch in low)):
            term = low
            if token.is_alpha and len(low) > 4 and low.endswith("s") \
                    and not low.endswith(("ss", "us", "is")):
                term = low[:-1]
            terms[term] += 1
            spellings[(term, token.text)] += 1
    surface = {term: (spelling, count) for (term, spelling), count
               in sorted(spellings.items(), key=lambda kv: kv[1])}
    return words, pronoun_count, starts, terms, surface


def _texts():
    yield "en", texts.EN_ARTICLE
    yield "zh", texts.ZH_ARTICLE
    yield "en", texts_trust.SALAD_EN
    yield "zh", texts_trust.SALAD_ZH
    for path in sorted(CALIBRATION.glob("*/*.md")):
        yield path.parent.name, path.read_text("utf-8")
    yield "en", "Emoji 💡 and “quotes”, GPT-4o's 3.5% — naïve Café 2024 it's 1,200 ms."
    yield "zh", "太阳能板的寿命是 25 年，它们每年衰减 0.5%。GPT-4 和 WandB 也在其中。"


@pytest.mark.parametrize(("lang", "text"), list(_texts()))
def test_remembered_words_read_like_tokens(lang, text):
    pipeline = nlp.pipeline(lang)
    for block in segment(text):
        if block.kind not in NLP_KINDS:
            continue
        doc = pipeline.make_doc(strip_markup(block.text, block.kind).prose)
        facts = read_tokens(doc, lang)
        words, pronoun_count, starts, terms, surface = _asked_token_by_token(doc, lang)
        assert (facts.words, facts.pronouns, facts.content_starts) == \
            (words, pronoun_count, starts)
        assert facts.terms == dict(terms) and list(facts.terms) == list(terms)
        assert Counter(facts.term_list) == terms
        assert list(dict.fromkeys(facts.term_list)) == list(terms)  # counted in this order
        assert {term: (spelling, facts.surface_counts[term])
                for term, spelling in facts.surface.items()} == surface
        assert (list(facts.index_terms), list(facts.index_offsets)) == index_terms(doc, lang)



@pytest.mark.parametrize(("lang", "text"), list(_texts()))
def test_the_blocks_of_a_text_read_together_as_each_alone(lang, text):
    # The engine reads the tokens of all the blocks it analyses in one table.
    pipeline = nlp.pipeline(lang)
    docs = [pipeline.make_doc(strip_markup(block.text, block.kind).prose)
            for block in segment(text) if block.kind in NLP_KINDS]
    docs[1:1] = [pipeline.make_doc(""), pipeline.make_doc("  \n ")]  # blocks without words
    assert read_docs(docs, lang) == [read_tokens(doc, lang) for doc in docs]

"""Reading a block's tokens through remembered words gives what asking each Token gives."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.analysis.block import NLP_KINDS
from scorers.language import nlp, tokens
from scorers.language.detect import CJK_CHAR
from scorers.language.index_terms import index_terms
from scorers.language.jieba_doc import words_and_spaces
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


@pytest.mark.parametrize(("lang", "text"), list(_texts()))
def test_few_tokens_read_one_by_one_as_the_table_reads_them(monkeypatch, lang, text):
    # The blocks a keystroke touched are read token by token (numpy's fixed costs would
    # outweigh them); a whole text as one table. Both give the same facts.
    pipeline = nlp.pipeline(lang)
    docs = [pipeline.make_doc(strip_markup(block.text, block.kind).prose)
            for block in segment(text) if block.kind in NLP_KINDS]
    docs.append(pipeline.make_doc(""))
    monkeypatch.setattr(tokens, "FEW_TOKENS", -1)
    by_table = read_docs(docs, lang)
    monkeypatch.setattr(tokens, "FEW_TOKENS", 10**9)
    assert read_docs(docs, lang) == by_table


_MIXED = ["数据", "表明", "的", "。", "，", "Python", "3.12", "GPT-4", "AI", "x", " ", "  ", "\n",
          "\n\n", "\t", "\r\n", "\u3000", "\u00a0", " 12 ", "%", "“", "”", "(", ")", "-", "_",
          "我们", "测试了", " Web 开发", "2024年", "e.g.", "#", "&"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_MIXED), st.text(max_size=3)), max_size=20)
       .map("".join))
def test_a_chinese_doc_made_from_jiebas_words_has_spacys_tokens(text):
    # The Chinese pipeline makes its Doc from jieba's words (scorers.language.jieba_doc);
    # spaCy's own Chinese tokenizer aligns them to the text first. Same tokens, same spaces.
    pipeline = nlp.pipeline("zh", trained=False)
    ours = pipeline.tokenizer(text)
    spacys = pipeline.tokenizer._tokenizer(text)
    assert [(t.text, t.whitespace_, t.idx) for t in ours] == \
        [(t.text, t.whitespace_, t.idx) for t in spacys]
    assert ours.text == text


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from([*_MIXED, "a b", " a", "b ", "a\n", "\n b", ""]), max_size=12))
def test_words_cut_from_a_text_align_as_spacy_aligns_them(words):
    # Any cut, not only jieba's: words of white space alone, runs of them, white space
    # at either end or inside a word (where the quick way gives way to spaCy's, which
    # refuses some), and words that do not make the text.
    from spacy.util import get_words_and_spaces

    def outcome(align, cut, text):
        try:
            return align(list(cut), text)
        except ValueError:
            return "refused"

    text = "".join(words)
    for cut in (words, words[:-1], [*words, "x"]):
        assert outcome(words_and_spaces, cut, text) == outcome(get_words_and_spaces, cut, text)

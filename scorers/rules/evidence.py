"""What each check rests on: a tier of evidence and a short source.

Tiers (DESIGN.md): ``C`` a controlled experiment, ``B`` a large observational
study, ``P`` common practice of editors and readability tools. The panel shows
them in each check's tooltip, ``geo-writer-score --explain`` prints them, and
docs/scoring.md lists them. A check with no entry here is common practice with no source.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorers.report import messages

TIERS = ("C", "B", "P")


@dataclass(frozen=True, slots=True)
class Evidence:
    """The evidence behind a check.

    Attributes:
        tier: ``"C"``, ``"B"`` or ``"P"``.
        source: the study or practice, with the figure that matters, in a few words.
    """

    tier: str
    source: str

    def tier_label(self, ui_lang: str = "en") -> str:
        return messages.text(f"tier.{self.tier}", ui_lang)

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        return {"tier": self.tier, "tier_label": self.tier_label(ui_lang),
                "source": messages.evidence_source(self.source, ui_lang)}


_GEO = "Aggarwal et al., GEO, KDD 2024"
_CITED = "What Gets Cited, SIGIR 2026"
_SAGEO = "SAGEO Arena, KDD 2026"

EVIDENCE: dict[str, Evidence] = {
    # Facts & Data
    "fact_density": Evidence("C", f"{_GEO}: statistics +31%; FeatGEO, ACL 2026: statistics "
                                  "density the largest gain on rough drafts"),
    "entities": Evidence("B", "Indig, 1.2M ChatGPT answers: cited text ~20% named entities"),
    "fact_free_paragraphs": Evidence("P", "fact-density audits: ≥ 35% of sentences checkable"),
    "number_salad": Evidence("C", f"{_CITED}: evidence-backed claims win (odds ≥ 2.09); "
                                  f"{_GEO}: stuffing −8%"),
    # Structure
    "title": Evidence("C", f"{_SAGEO}: entity-rich titles and headings +22% retrieval"),
    "heading_levels": Evidence("P", "HTML outline and accessibility practice"),
    "section_length": Evidence("B", "AirOps, 548k pages: heading–query similarity is the "
                                    "strongest on-page signal"),
    "paragraph_length": Evidence("P", "Yoast: paragraphs of at most 150 words"),
    "lists_tables": Evidence("C", f"{_CITED}: formatting alone had no consistent effect "
                                  "(shown for information)"),
    "summary": Evidence("C", "C-SEO Bench, NeurIPS 2025: a summary block at the top was the "
                             "content change that helped"),
    "faq": Evidence("B", "citation-absorption study 2026: Q&A formatting alone does not help "
                         "(shown for information)"),
    "length": Evidence("P", "a source needs enough text to quote (~300 words)"),
    "thin_sections": Evidence("B", "citation studies: cited passages carry definitions, "
                                   "numbers and steps; a heading over photos carries none"),
    "image_alt": Evidence("P", "Yoast and WCAG 1.1.1: every image has a text alternative"),
    "placeholders": Evidence("P", "iA Writer and ghostwriter highlight TODO notes "
                                  "(shown for information)"),
    # Sources & Authority
    "citations": Evidence("C", f"{_GEO}: cite sources +27%; absorption study 2026: cited "
                               "pages carry their evidence"),
    "quotations": Evidence("C", f"{_GEO}: quotation addition +41%"),
    "publication_date": Evidence("C", f"{_CITED}: recency is a gate (odds 14.4 and more)"),
    "unsourced_figures": Evidence("C", f"{_CITED}: evidence next to the claim (odds ≥ 2.09)"),
    "vague_authority": Evidence("P", "style guides (Wikipedia: weasel words)"),
    "unlinked_sources": Evidence("C", f"{_CITED}: evidence next to the claim (odds ≥ 2.09); "
                                      "Yoast: no credit for links to a home page"),
    "disclosure": Evidence("P", "FTC Endorsement Guides and 《互联网广告管理办法》: disclose "
                                "paid and affiliate content"),
    # Clarity
    "sentence_length": Evidence("P", "Yoast and Hemingway: sentences of at most 20–25 words"),
    "hedging": Evidence("C", f"{_CITED}: confident beat hedged claims (odds 2.67–754)"),
    "puffery": Evidence("C", f"{_CITED}: evidence-backed beat unsupported claims (odds ≥ 2.09); "
                             "Wikipedia: peacock terms"),
    "readability": Evidence("P", "Flesch reading ease; Chinese mean sentence length "
                                 "(shown for information)"),
    "passive_voice": Evidence("P", "Yoast: at most 10% passive (shown for information)"),
    "fillers": Evidence("P", "Hemingway and iA Writer style checks"),
    "de_chains": Evidence("P", "Chinese style guides: no stacked 的"),
    # AI Extractability
    "answer_first": Evidence("B", "Indig: declarative intros +14% in all 7 verticals; "
                                  f"{_SAGEO}: main claim first"),
    "early_claims": Evidence("B", "Indig, 1.2M answers: 44% of citations from the first 30%"),
    "self_contained": Evidence("C", f"{_SAGEO}: claims that stand alone, no ambiguous pronouns"),
    "rhetorical_questions": Evidence("B", "Indig: declarative writing +14% in all 7 verticals; "
                                          "editing practice: tell, don't ask"),
    "question_headings": Evidence("B", "AirOps: heading–question similarity; answers under "
                                       "question headings"),
    "key_terms": Evidence("C", f"{_SAGEO}: body entities in title and headings +22% retrieval"),
    "keyword_stuffing": Evidence("C", f"{_GEO}: keyword stuffing −8%"),
    "pronouns": Evidence("C", f"{_SAGEO}: ambiguous pronouns hurt citation"),
    "query_coverage": Evidence("C", "IF-GEO, ACL 2026: judge the worst-covered query"),
}

_NONE = Evidence("P", "")


def evidence_for(check_id: str) -> Evidence:
    """The evidence of ``check_id`` (common practice with no source when unknown)."""
    return EVIDENCE.get(check_id, _NONE)

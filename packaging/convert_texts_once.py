"""One-off (issue 22): the Chinese of the old {"en", "zh"} dictionaries and of
resources/i18n/geo_writer_zh_CN.ts into scorers/locale/zh.po.

First, at the commit before (781b17e), dump them: ``python
packaging/convert_texts_once.py --dump old.json`` (with this file copied there); then
here ``python packaging/convert_texts_once.py old.json``. Kept in history only.
"""

import json
import sys
from pathlib import Path

import polib


def dump(out: str) -> None:
    """The old dictionaries and .ts, as {"engine": {key: {en, zh}}, "window": [...]}."""
    import ast
    import xml.etree.ElementTree as ET

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from editor.preview import report_page as rp
    from scorers.answers import format as af
    from scorers.cli import formats, verdicts
    from scorers.report import messages as m
    from scorers.rules import evidence

    old = dict(m.CATALOG)
    old.update({"dimension." + k: v for k, v in m.DIMENSION_LABELS.items()})
    old.update({"band." + k: v for k, v in m.BAND_LABELS.items()})
    old.update({"unit." + k: v for k, v in m._UNITS.items()})
    old["list.separator"] = {"en": "; ", "zh": "；"}
    old.update({"tier." + k: v for k, v in evidence.TIER_LABELS.items()})
    old.update({"status." + k: v for k, v in rp.STATUS_LABELS.items()})
    old.update({"severity." + k: v for k, v in rp.SEVERITY_LABELS.items()})
    old.update({"report." + k: v for k, v in rp._TEXTS.items()})
    names = ["overall", "dimension", "score", "top_findings", "line", "no_score", "gate",
             "check_failed"]
    for i, name in enumerate(names):
        old["cli.header." + name] = {lang: formats._HEADERS[lang][i] for lang in ("en", "zh")}
    for key in verdicts._REASONS["en"]:
        old["verdict." + key] = {lang: verdicts._REASONS[lang][key] for lang in ("en", "zh")}
    for key in af._LABELS["en"]:
        old["answers.table." + key] = {lang: af._LABELS[lang][key] for lang in ("en", "zh")}
    old["language.name"] = {"en": "English", "zh": "简体中文"}
    tree = ast.parse(Path("editor/window/about_scores.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):  # t = {"intro": "中文" if zh else "English", ...}
        if isinstance(node, ast.Dict) and getattr(node.keys[0], "value", None) == "intro":
            for key, value in zip(node.keys, node.values, strict=True):
                old["about.page." + key.value] = {"en": ast.literal_eval(value.orelse),
                                                  "zh": ast.literal_eval(value.body)}
    window = []
    ts = ET.parse("resources/i18n/geo_writer_zh_CN.ts").getroot()
    for context in ts.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text for f in translation.iter("numerusform")]
            window.append({"context": context.findtext("name"),
                           "source": message.findtext("source"),
                           "numerus": message.get("numerus") == "yes",
                           "zh": forms[0] if forms else translation.text})
    Path(out).write_text(json.dumps({"engine": old, "window": window}, ensure_ascii=False),
                         encoding="utf-8")


def convert(dumped: str) -> None:
    """Write scorers/locale/zh.po from the dump."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import translations

    old = json.loads(Path(dumped).read_text(encoding="utf-8"))
    po = polib.POFile()
    po.metadata = {"Language": "zh_CN", "Plural-Forms": "nplurals=1; plural=0;"}
    for key, texts in old["engine"].items():
        po.append(polib.POEntry(msgctxt=key, msgid=texts["en"], msgstr=texts["zh"]))
    for message in old["window"]:
        entry = polib.POEntry(msgctxt=message["context"], msgid=message["source"])
        if message["numerus"]:
            entry.msgid_plural = message["source"]
            entry.msgstr_plural = {0: message["zh"]}
        else:
            entry.msgstr = message["zh"]
        po.append(entry)
    texts = translations.all_texts()
    wanted = {(t.context, t.source) for t in texts}
    dropped = [(e.msgctxt, e.msgid) for e in po if (e.msgctxt, e.msgid) not in wanted]
    new = translations.merged(po, "zh", texts)
    missing = translations.untranslated(new)
    print(f"{len(texts)} texts; dropped: {dropped}; untranslated: {missing}")
    out = translations.catalogues.FOLDER / "zh.po"
    out.write_text(translations.render(new), encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1] == "--dump":
        dump(sys.argv[2])
    else:
        convert(sys.argv[1])

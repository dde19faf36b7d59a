"""Fill unfinished entries of a Qt .ts file from a Python dict of translations.

Usage: python packaging/fill_translations.py FILE.ts TRANSLATIONS.py
TRANSLATIONS.py defines ZH = {"English source": "中文", ...}. Plural sources
("%n …") get one numerus form, as Chinese has no plural. Existing finished
translations are kept. Run pyside6-lrelease afterwards.
"""

from __future__ import annotations

import runpy
import sys
import xml.etree.ElementTree as ET


def fill(ts_path: str, table: dict[str, str]) -> int:
    tree = ET.parse(ts_path)
    filled = 0
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or source not in table:
            continue
        if translation.get("type") != "unfinished" and (translation.text or len(translation)):
            continue
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            form = ET.SubElement(translation, "numerusform")
            form.text = table[source]
            translation.text = None
        else:
            translation.text = table[source]
        filled += 1
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    return filled


if __name__ == "__main__":
    ts_file, table_file = sys.argv[1], sys.argv[2]
    print(f"filled {fill(ts_file, runpy.run_path(table_file)['ZH'])} entries")

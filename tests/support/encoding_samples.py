"""Short texts in several writing systems, written for the encoding tests, and a sweep.

``snippets(text, chars, count)`` cuts ``count`` pieces of ``chars`` non-ASCII
characters each from a text, as short files a writer might have: a heading and a
line of prose.
"""

from __future__ import annotations

from tests.support import texts

SIMPLIFIED = texts.ZH_ARTICLE

TRADITIONAL = (
    "北辰實驗室今天發佈了新的氣象模型，預報速度比過去快了許多。研究團隊表示，這個模型在颱風路徑"
    "的預測上表現最好，平均誤差減少了三成。臺灣與香港的氣象機構已經開始測試，預計明年正式使用。"
    "專家認為，開放原始碼能讓更多學校與研究單位參與改進，也能幫助開發中國家建立自己的預報系統。"
    "不過，也有學者提醒，模型需要大量資料與電力，長期維護的費用仍然是個問題。"
)

JAPANESE = (
    "北辰研究所は本日、新しい気象モデルを公開しました。予報の速さは従来の数十倍で、台風の進路予測"
    "では平均誤差が三割減りました。日本の研究機関もこのモデルを試しており、来年から本格的に使う予定"
    "です。専門家は、ソースを公開することで多くの大学が改良に参加できると話しています。"
)

LATIN = (
    "Crème brûlée, café au lait et pâtisserie française: à Noël, la fête réunit élèves et "
    "enseignants. Größere Städte wie München und Köln öffnen ihre Märkte früh. El niño comió "
    "jamón y piña en la mañana; ¿quién pagó la cuenta? São Paulo é a maior cidade do Brasil."
)


def snippets(text: str, chars: int, count: int = 25) -> list[str]:
    """``count`` short files, each holding ``chars`` non-ASCII characters of ``text``."""
    positions = [i for i, ch in enumerate(text) if not ch.isascii()]
    out = []
    step = max(1, (len(positions) - chars) // count)
    for n in range(count):
        first = positions[(n * step) % max(1, len(positions) - chars)]
        end, seen = first, 0
        while end < len(text) and seen < chars:
            seen += not text[end].isascii()
            end += 1
        piece = text[first:end].strip()
        half = max(1, len(piece) // 3)
        out.append(f"# {piece[:half]}\n\n{piece[half:]}\n")
    return out

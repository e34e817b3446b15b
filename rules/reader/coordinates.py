"""Coordinates spelt out as a column and a row in words: "colonne C, ligne trois", "row 3,
column c", "case C trois", "столбец Б, строка 7" are all "C3" (or "Б7")."""

from __future__ import annotations

import re

from rules.reader.words import NUMBER_WORDS

_NUMBER = r"(\d{1,2}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"
_LETTER = r"([a-zа-я])"
_COLUMN = r"(?:la\s+)?(?:colonne|col\.?|column|столбец|столбца|колонка|колонки)"
_ROW = r"(?:la\s+)?(?:ligne|rangee|rangée|rang|row|line|строка|строки|ряд)"
_GLUE = r"\s*(?:,|et|and|и)?\s*"
_COLUMN_ROW = re.compile(rf"(?<!\w){_COLUMN}\s+{_LETTER}{_GLUE}{_ROW}\s+{_NUMBER}(?!\w)",
                         re.IGNORECASE)
_ROW_COLUMN = re.compile(rf"(?<!\w){_ROW}\s+{_NUMBER}{_GLUE}{_COLUMN}\s+{_LETTER}(?!\w)",
                         re.IGNORECASE)
_LED = re.compile(rf"(?<!\w)(en|vers|to|à|a|au|case|cell|square|клетка|клетку|в|на)\s+"
                  rf"{_LETTER}[\s-]+{_NUMBER}(?!\w)", re.IGNORECASE)


def spelled_coordinates(text: str) -> str:
    """The text with each coordinate spelt in words written as a label ('C3')."""
    text = _COLUMN_ROW.sub(lambda m: _label(m.group(1), m.group(2)), text)
    text = _ROW_COLUMN.sub(lambda m: _label(m.group(2), m.group(1)), text)
    return _LED.sub(lambda m: f"{m.group(1)} {_label(m.group(2), m.group(3))}", text)


def _label(letter: str, row: str) -> str:
    value = int(row) if row.isdecimal() else NUMBER_WORDS[row.lower()]
    return f"{letter.upper()}{value}"

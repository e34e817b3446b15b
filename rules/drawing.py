"""What every game's picture shares: fonts that have accents and Cyrillic when the system
has them, and deterministic PNG bytes (same picture, same bytes: no clock, no metadata)."""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache

from PIL import Image, ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=8)
def font(size: int, bold: bool) -> tuple[Font, bool]:
    """DejaVu Sans when the system has it (accents and Cyrillic), else Pillow's own font,
    which lacks accents: the second value says names must then be written in plain ASCII."""
    try:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        return ImageFont.truetype(name, size), False
    except OSError:
        return ImageFont.load_default(size=size), True


def plain(text: str) -> str:
    """'zoé' -> 'zoe' for a font without accents."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if c.isascii() and not unicodedata.combining(c)) or "?"


def png(image: Image.Image, colours: int = 32) -> bytes:
    """The picture as small PNG bytes, quantized to a few colours."""
    image = image.quantize(colors=colours, method=Image.Quantize.MEDIANCUT,
                           dither=Image.Dither.NONE)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()

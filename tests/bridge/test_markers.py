"""Reading and writing status markers (bridge/publishing/markers.py), without a forum: which lines
are markers, how a block is written into a post and folded back, and that nothing else of the
author's text ever changes."""

from __future__ import annotations

from bridge.publishing.markers import canonical, fold, live_markers, names_for, normal, render

NAMES = names_for("MJ_bot")


def test_a_marker_is_a_line_of_its_own_naming_the_bot_in_any_of_three_words() -> None:
    text = "\n".join([
        "[gamemaster status 3]", "  [Gamemaster STATUT #4]  ", "[mj_bot статус 5]",
        "[@gamemaster status 6]", "[statut 7]", "[someone status 8]",
        "voir [gamemaster status 9] ici", "    [gamemaster status 10]"])
    assert live_markers(text, NAMES) == [(0, 3), (1, 4), (2, 5), (3, 6)]


def test_markers_quoted_in_code_or_in_a_comment_are_not_markers() -> None:
    text = "\n".join([
        '[quote="anna, post:3"]', "[gamemaster status 1]", "[/quote]",
        "> [gamemaster status 2]", "```", "[gamemaster status 3]", "```",
        "<!-- a note", "[gamemaster status 4]", "-->", "<blockquote>",
        "[gamemaster status 5]", "</blockquote>", "[gamemaster status 6]"])
    assert live_markers(text, NAMES) == [(13, 6)]


def test_a_block_replaces_its_marker_and_folds_back_leaving_the_rest_as_written() -> None:
    template = "Bonsoir,\r\n[MJ_bot statut 3]\r\n* une liste\r\n[gamemaster status 99]\r\nFin."
    filled = render(fold(template), {3: "**Partie 3** — en cours\n\n| a | b |"}, NAMES)
    assert filled == ("Bonsoir,\n<!-- gamemaster-status 3 -->\n\n**Partie 3** — en cours\n\n"
                      "| a | b |\n\n<!-- /gamemaster-status 3 -->\n* une liste\n"
                      "[gamemaster status 99]\nFin.")
    sent = f"{filled}\n\n<!-- gamemaster:sp1:r1 -->"
    assert fold(sent) == ("Bonsoir,\n[gamemaster status 3]\n* une liste\n"
                          "[gamemaster status 99]\nFin.")
    assert canonical(fold(sent), NAMES) == canonical(fold(template), NAMES)
    again = render(fold(sent), {3: "**Partie 3** — terminée"}, NAMES)
    assert again.replace("terminée", "en cours\n\n| a | b |") == filled


def test_a_block_whose_end_was_deleted_becomes_a_marker_again_and_the_rest_stays() -> None:
    assert fold("a\n<!-- gamemaster-status 5 -->\n\nold status\nb") == (
        "a\n[gamemaster status 5]\n\nold status\nb")


def test_a_hostile_title_cannot_open_or_close_a_comment() -> None:
    filled = render("[gamemaster status 2]", {2: "**x --> <!-- /gamemaster-status 2 -->**"},
                    NAMES)
    assert filled.count("-->") == 2 and "--&gt;" in filled and "&lt;!--" in filled
    assert fold(filled) == "[gamemaster status 2]"


def test_texts_compare_as_discourse_stores_them() -> None:
    assert normal("a\u00a0b\r\nc  \n\n") == normal("a b\nc")

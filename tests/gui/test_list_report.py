"""A user's own list explained before it is used; the on-screen keyboard of other alphabets."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt

from ghost_gui.core.words.list_parsing import parse_word_list
from ghost_gui.core.words.list_record import LoadReport
from ghost_gui.gui.dialogs.list_report import ListReportDialog, report_text
from ghost_gui.gui.table.keyboard import MAX_ROW, keyboard_rows

GERMAN = "Haus Maus gehen Äpfel haus laufen Hund Straße Übung essen Anna gehen don't e-mail".split()


def german(keep: bool = False) -> LoadReport:
    return parse_word_list("\n".join(GERMAN).encode(), name="deutsch", keep_capitalized=keep).report


def spaces(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


# -- the text ------------------------------------------------------------------------------
def test_report_text_names_counts_and_examples(qapp: object) -> None:
    text = report_text(german())
    assert text.startswith("Kept 4 words. ")
    assert (
        "Skipped 7 capitalised words (names, or German nouns) such as Haus, Maus, Äpfel, Hund, Straße, … and "
        in text
    )
    assert "2 entries with other characters such as don't, e-mail." in text
    assert "Counted 1 repeated entry once such as gehen." in text


def test_report_text_when_capitals_are_kept(qapp: object) -> None:
    text = report_text(german(keep=True))
    assert text.startswith(
        "Kept 10 words. Lowercased 7 capitalised words such as Haus, Maus, Äpfel, Hund, Straße, … "
    )
    assert "capitalised words (names, or German nouns)" not in text
    assert "Skipped 2 entries with other characters such as don't, e-mail." in text


def test_report_text_says_which_words_merged_when_letters_were_folded(qapp: object) -> None:
    french = "école ecole côte cote chat".split()
    text = report_text(parse_word_list("\n".join(french).encode(), name="fr").report)
    assert text == (
        "Kept 3 words. Read as French, accents off: 2 words merged with others "
        "such as côte → cote, école → ecole."
    )
    german = parse_word_list("straße\nstrasse\nbär".encode(), name="de").report
    assert report_text(german).endswith(
        "Read as German, ß as SS: 1 word merged with another such as straße → strasse."
    )
    # nothing merged, nothing said
    assert report_text(parse_word_list("niño\nnino".encode(), name="es").report) == "Kept 2 words."


def test_report_text_of_a_clean_list_and_big_numbers(qapp: object, russian_locale: None) -> None:
    assert report_text(LoadReport(3, 3, 0, 0, 0)) == "Kept 3 words."
    r = LoadReport(
        12_600,
        12_345,
        234,
        12,
        0,
        9,
        proper_noun_examples=("Anna", "Paris"),
        other_examples=("don't", "e-mail"),
    )
    text = spaces(report_text(r))
    assert text.startswith("Kept 12 345 words.")  # the locale's grouping
    assert (
        "234 capitalised words (names, or German nouns) such as Anna, Paris, …; 12 entries with other characters such as don't, e-mail, … and 9"
        in text
    )
    assert "9 entries longer than 64 letters" in text


def test_examples_are_shown_as_written_and_cut_short(qapp: object) -> None:
    long_entry = "a-" + "b" * 100
    r = LoadReport(2, 1, 0, 2, 0, other_examples=("%2<b>x</b>", long_entry))
    text = report_text(r)
    assert "%2<b>x</b>" in text  # no placeholder or markup is interpreted
    assert long_entry not in text and "a-bbbb" in text and "…" in text


# -- the dialog ----------------------------------------------------------------------------
def test_dialog_offers_to_keep_capitals_only_when_some_were_skipped(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = ListReportDialog("deutsch", german())
    qtbot.addWidget(d)
    assert "deutsch" in d.windowTitle()
    assert d.text.text() == report_text(german())
    assert d.text.textFormat() == Qt.TextFormat.PlainText
    assert d.keep_box.isVisibleTo(d) and not d.keep_box.isChecked()
    assert d.keep_box.text() == "Keep capitalised words (German nouns)"
    assert not d.keep_capitalized()
    d.keep_box.setChecked(True)
    assert d.keep_capitalized()
    assert d.note.isVisibleTo(d) and "lower case" in d.note.text()
    assert d.use_button.text() == "Use this list" and d.use_button.isDefault()

    clean = ListReportDialog("english", parse_word_list(b"cat dog don't", name="english").report)
    qtbot.addWidget(clean)
    assert not clean.keep_box.isVisibleTo(clean) and not clean.keep_capitalized()


def test_dialog_for_a_list_loaded_keeping_capitals_can_undo_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = ListReportDialog("deutsch", german(keep=True))
    qtbot.addWidget(d)
    assert d.keep_box.isVisibleTo(d) and d.keep_box.isChecked() and d.keep_capitalized()
    assert not d.note.isVisibleTo(d)
    d.keep_box.setChecked(False)
    assert not d.keep_capitalized() and "skipped" in d.note.text()


def test_dialog_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = ListReportDialog("deutsch", german())
    qtbot.addWidget(d)
    d.keep_box.setChecked(True)
    d.use_button.click()
    assert d.result() == ListReportDialog.DialogCode.Accepted and d.keep_capitalized()
    d2 = ListReportDialog("deutsch", german())
    qtbot.addWidget(d2)
    d2.cancel_button.click()
    assert d2.result() == ListReportDialog.DialogCode.Rejected


# -- the keyboard --------------------------------------------------------------------------
LATIN = "abcdefghijklmnopqrstuvwxyz"


def check(alphabet: str) -> list[str]:
    rows = keyboard_rows(alphabet)
    keys = "".join(rows)
    assert sorted(keys) == sorted(set(alphabet)), "every letter once, nothing else"
    assert all(0 < len(r) <= MAX_ROW for r in rows)
    return rows


def test_english_is_qwerty() -> None:
    assert check(LATIN) == ["qwertyuiop", "asdfghjkl", "zxcvbnm"]


def test_german_is_qwertz_with_umlauts_at_the_row_ends() -> None:
    assert check(LATIN + "äöüß") == ["qwertzuiopüß", "asdfghjklöä", "yxcvbnm"]
    # a list without some letters leaves them out and keeps the others' places
    assert check("abehlnpsuäüß") == ["eupüß", "ashlä", "bn"]


def test_spanish_puts_n_tilde_after_l_and_accents_in_a_row() -> None:
    rows = check(LATIN + "áéíñóúü")
    assert rows[:3] == ["qwertyuiop", "asdfghjklñ", "zxcvbnm"]
    assert rows[3:] == ["áéíóúü"]


def test_french_accents_follow_in_alphabetical_rows() -> None:
    accents = "àâæçéèêëîïôœùûüÿ"
    rows = check(LATIN + accents)
    assert rows[:3] == ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    assert "".join(rows[3:]) == "àâæçéèêëîïôœùûüÿ"
    assert [len(r) for r in rows[3:]] == [8, 8]
    assert check(LATIN + "éèêàç")[3:] == ["àçéèê"]


def test_scandinavian_letters() -> None:
    assert check(LATIN + "åäö")[:2] == ["qwertyuiopå", "asdfghjklöä"]
    assert check(LATIN + "æøå")[:2] == ["qwertyuiopå", "asdfghjklæø"]


def test_russian_is_jcuken_with_yo() -> None:
    alphabet = "абвгдежзийклмнопрстуфхцчшщъыьэюяё"
    assert check(alphabet) == ["йцукенгшщзхъ", "фывапролджэё", "ячсмитьбю"]
    uk = check(
        "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"
    )  # Ukrainian: its own letters in a row of their own
    assert uk[-1] == "єіїґ" or sorted(uk[-1]) == sorted("єіїґ")


def test_greek_is_alphabetical_with_accents_after() -> None:
    plain = "αβγδεζηθικλμνξοπρςστυφχψω"
    accented = "άέήίόύώϊϋΐΰ"
    rows = check(plain + accented)
    flat = "".join(rows)
    assert flat.startswith(plain)
    assert set(flat[len(plain) :]) == set(accented)
    assert all(len(unicodedata.normalize("NFD", c)) > 1 for c in flat[len(plain) :])
    assert all(len(r) >= 8 for r in rows)  # even rows, not a straggler
    assert flat.index("ά") < flat.index("έ") < flat.index("ώ")


def test_other_scripts_and_long_alphabets_never_exceed_a_row() -> None:
    hebrew = "".join(chr(c) for c in range(0x05D0, 0x05EB))
    rows = check(hebrew)
    assert "".join(rows) == "".join(sorted(hebrew))
    check(LATIN + "àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿāăąćčďđēėęěğīįıķľłńňőœřśşšťūůűųźżž")


def test_a_folded_lists_keyboard_is_in_its_languages_order() -> None:
    """A German, Spanish or French list (its letters folded) is laid out alphabetically, as
    its dictionaries sort: Ä after A, Ñ after N; an English list keeps QWERTY."""
    german = keyboard_rows(LATIN + "äöü", "de")
    assert german == ["aäbcdefghi", "jklmnoöpqr", "stuüvwxyz"]
    spanish = keyboard_rows(LATIN + "ñ", "es")
    assert "".join(spanish) == "abcdefghijklmnñopqrstuvwxyz"
    assert all(0 < len(r) <= MAX_ROW for r in spanish)
    assert "".join(keyboard_rows(LATIN, "fr")) == LATIN
    assert keyboard_rows(LATIN, "en") == ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

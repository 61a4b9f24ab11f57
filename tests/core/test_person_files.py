"""Files written for a person (a PDF, a CSV, a word list): whole, checked, then renamed, or
nothing at all and an error that says why. No Qt here: the PDF check reads bytes."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from ghost_gui.core.errors import IncompleteFileError
from ghost_gui.core.storage.atomic_files import write_for_person
from ghost_gui.core.storage.pdf_pages import pdf_pages, pdf_problem

#: the error each place gives
ERRNO = {"full disk": errno.ENOSPC, "missing folder": errno.ENOENT, "read-only folder": errno.EROFS}


def tiny_pdf(pages: int, count: int | None = None) -> bytes:
    """A PDF as Qt lays one out: numbered objects, a page tree, an xref table where
    ``startxref`` says. ``count``: what the page tree claims (the pages by default)."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>"]
    kids = " ".join(f"{3 + i} 0 R" for i in range(pages))
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {count or pages} >>".encode())
    objects += [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 297 420] >>"] * pages
    out = b"%PDF-1.4\n"
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return out


def test_a_file_lands_whole_with_the_permissions_any_program_gives(tmp_path: Path) -> None:
    target = tmp_path / "words.txt"
    write_for_person(target, b"cat\ndog\n")
    assert target.read_bytes() == b"cat\ndog\n"
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # not a private temporary's 0600
    assert os.listdir(tmp_path) == ["words.txt"]
    write_for_person(target, b"zebra\n")  # an old file is replaced
    assert target.read_bytes() == b"zebra\n" and os.listdir(tmp_path) == ["words.txt"]


def test_nothing_is_left_where_a_file_cannot_be_written(unwritable: Any) -> None:
    target = unwritable.folder / "card.pdf"
    with pytest.raises(OSError) as caught:
        write_for_person(target, tiny_pdf(1), lambda data: pdf_problem(data, 1))
    assert caught.value.errno == ERRNO[unwritable.kind]
    assert unwritable.leftovers() == []


def test_a_missing_folder_is_not_made(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_for_person(tmp_path / "no" / "such" / "x.csv", b"a,b\n")
    assert os.listdir(tmp_path) == []


def test_a_folder_named_as_the_file_is_refused_and_kept(tmp_path: Path) -> None:
    (tmp_path / "x.pdf").mkdir()
    with pytest.raises(IsADirectoryError):
        write_for_person(tmp_path / "x.pdf", tiny_pdf(1))
    assert os.listdir(tmp_path) == ["x.pdf"] and (tmp_path / "x.pdf").is_dir()


def test_a_file_that_is_not_whole_is_not_renamed_and_the_old_one_stays(tmp_path: Path) -> None:
    target = tmp_path / "card.pdf"
    target.write_bytes(tiny_pdf(1))
    cut = tiny_pdf(2)[:-40]
    with pytest.raises(IncompleteFileError) as caught:
        write_for_person(target, cut, lambda data: pdf_problem(data, 2))
    assert caught.value.path == str(target) and "not a whole PDF" in caught.value.detail
    assert target.read_bytes() == tiny_pdf(1) and os.listdir(tmp_path) == ["card.pdf"]


def test_the_pdf_check_counts_pages_and_refuses_what_is_cut_or_wrong() -> None:
    assert pdf_pages(tiny_pdf(1)) == 1 and pdf_pages(tiny_pdf(3)) == 3
    whole = tiny_pdf(2)
    assert pdf_problem(whole, 2) == ""
    assert pdf_problem(whole, 1) == "it has 2 pages, not 1"
    for end in (0, 8, len(whole) // 2, len(whole) - 7, len(whole) - 3):
        assert pdf_pages(whole[:end]) is None, end
    assert pdf_pages(tiny_pdf(2, count=5)) is None  # the tree and the pages disagree
    assert pdf_pages(b"hello") is None and pdf_pages(b"") is None

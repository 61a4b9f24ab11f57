"""A file of the user's replaced whole survives a power cut: the file is synced before the
rename, and the folder that holds the rename after it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ghost_gui.core.storage import atomic_files
from ghost_gui.core.words.word_files import export_words

pytestmark = pytest.mark.skipif(os.name == "nt", reason="Windows cannot sync a folder")


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """What was synced, as (device, inode), in order."""
    done: list[tuple[int, int]] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        st = os.fstat(fd)
        done.append((st.st_dev, st.st_ino))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return done


def identity(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino


def test_a_state_file_written_whole_syncs_its_folder_after_the_rename(
    tmp_path: Path, synced: list[tuple[int, int]]
) -> None:
    target = tmp_path / "data" / "statistics.json"
    atomic_files.atomic_write_bytes(target, b"{}")
    assert target.read_bytes() == b"{}"
    assert synced == [identity(target), identity(target.parent)]


def test_exported_words_sync_their_folder(tmp_path: Path, synced: list[tuple[int, int]]) -> None:
    target = tmp_path / "house.txt"
    export_words(target, ["cat", "bat"])
    assert target.read_text() == "bat\ncat\n"
    assert synced[-1] == identity(tmp_path)


def test_a_folder_that_cannot_be_synced_is_no_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = os.fsync
    folder = identity(tmp_path)

    def fsync(fd: int) -> None:
        st = os.fstat(fd)
        if (st.st_dev, st.st_ino) == folder:
            raise OSError(22, "Invalid argument")  # as some file systems answer
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    atomic_files.atomic_write_bytes(tmp_path / "a.json", b"[]")
    assert (tmp_path / "a.json").read_bytes() == b"[]"


def test_the_cache_does_not_pay_for_a_folder_sync(
    tmp_path: Path, synced: list[tuple[int, int]]
) -> None:
    atomic_files.atomic_write_bytes(tmp_path / "entry", b"x", durable=False)
    assert identity(tmp_path) not in synced

"""Write a word list of N distinct random lowercase words, for scaling benchmarks.

    .venv/bin/python benchmarks/make_random_list.py N OUT [--seed S]

Letters are uniform over a-z, lengths uniform over 3..12, one word a line, sorted, and the
same file for the same N and seed (default 1). A drawn word already in the list is drawn
again (length and letters), so when N is large the short lengths saturate (there are only
17,576 three-letter words) and the longer ones make up the count: 2,000,000 words come to
about 17 MB.

Memory stays small: the first N draws are kept as fixed-width 12-byte records in one bytearray
per first letter (12 bytes a word), each bucket sorted and deduplicated in turn; the draws that
replace repeats are checked by binary search against the sorted buckets and kept in small sets,
merged in as the file is written.
"""

from __future__ import annotations

import argparse
import bisect
import heapq
import itertools
import random
import sys
from collections.abc import Iterator
from pathlib import Path

ALPHABET = b"abcdefghijklmnopqrstuvwxyz"
MIN_LEN, MAX_LEN = 3, 12
WIDTH = MAX_LEN  # record width; shorter words are padded with NUL, which sorts before every letter
CAPACITY = sum(26**n for n in range(MIN_LEN, MAX_LEN + 1))


def _uniform(rng: random.Random, k: int, alphabet: bytes) -> bytes:
    """k bytes drawn uniformly from `alphabet`: random bytes, the top few rejected, then mapped."""
    m = len(alphabet)
    table = bytes(alphabet[b % m] for b in range(256))
    reject = bytes(range(256 - 256 % m, 256))
    out = b""
    while len(out) < k:
        out += rng.randbytes(k - len(out) + k // 8 + 16).translate(table, reject)
    return out[:k]


def _words(rng: random.Random, batch: int = 1 << 16) -> Iterator[bytes]:
    """An endless stream of random words (bytes), drawn in batches for speed."""
    sizes = bytes(range(MIN_LEN, MAX_LEN + 1))
    while True:
        lengths = _uniform(rng, batch, sizes)
        text = _uniform(rng, sum(lengths), ALPHABET)
        at = 0
        for n in lengths:
            yield text[at : at + n]
            at += n


class _Records:
    """A sorted bucket seen as a sequence of its records, for bisect."""

    def __init__(self, buf: bytearray) -> None:
        self.buf = buf

    def __len__(self) -> int:
        return len(self.buf) // WIDTH

    def __getitem__(self, i: int) -> bytes:
        if not 0 <= i < len(self):
            raise IndexError(i)
        return bytes(self.buf[i * WIDTH : (i + 1) * WIDTH])

    def __iter__(self) -> Iterator[bytes]:
        buf = self.buf
        for at in range(0, len(buf), WIDTH):
            yield bytes(buf[at : at + WIDTH])

    def __contains__(self, record: object) -> bool:
        i = bisect.bisect_left(self, record)  # type: ignore[call-overload]
        return i < len(self) and self[i] == record


def _dedupe(bucket: bytearray) -> bytearray:
    """The bucket's records sorted, each once."""
    records = sorted({bytes(bucket[i : i + WIDTH]) for i in range(0, len(bucket), WIDTH)})
    return bytearray(b"".join(records))


def random_words_sorted(n: int, seed: int = 1) -> Iterator[bytes]:
    """n distinct random words (bytes, no newline), in sorted order."""
    if not 0 <= n <= CAPACITY:
        raise ValueError(f"n must be between 0 and {CAPACITY}")
    words = _words(random.Random(seed))
    # the first n draws, as padded records in one bytearray per first letter, each then sorted and deduplicated
    buckets = [bytearray() for _ in ALPHABET]
    for word in itertools.islice(words, n):
        buckets[word[0] - ALPHABET[0]] += word.ljust(WIDTH, b"\0")
    for k, bucket in enumerate(buckets):
        buckets[k] = _dedupe(bucket)
    # the draws that repeated a word are replaced by further draws, kept aside (a small set per letter)
    views = [_Records(b) for b in buckets]
    extras: list[set[bytes]] = [set() for _ in ALPHABET]
    have = sum(len(v) for v in views)
    while have < n:
        word = next(words)
        k = word[0] - ALPHABET[0]
        record = word.ljust(WIDTH, b"\0")
        if record not in extras[k] and record not in views[k]:
            extras[k].add(record)
            have += 1
    for view, extra in zip(views, extras):
        for record in heapq.merge(view, sorted(extra)):
            yield record.rstrip(b"\0")


def write_random_list(n: int, out: Path | str, seed: int = 1) -> int:
    """Write n distinct random words to `out`, sorted, one a line; returns the file's size in bytes."""
    size = 0
    with open(out, "wb") as f:
        for word in random_words_sorted(n, seed):
            size += f.write(word + b"\n")
    return size


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("n", type=int, help="how many distinct words")
    ap.add_argument("out", type=Path, help="the file to write")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = ap.parse_args(argv)
    if args.n < 0:
        ap.error("N must not be negative")
    size = write_random_list(args.n, args.out, args.seed)
    print(f"{args.out}: {args.n} words, {size / 1e6:.1f} MB", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

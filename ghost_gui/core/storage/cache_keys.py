"""The keys of cache entries: :func:`cache_key` (a hash of :data:`CACHE_FORMAT` and the
parts that name an entry), :func:`schema_tag` (a class layout in a key) and the hash they
are made with, :func:`sha256_hex` (a word list's digest is one too). Separate from
the entries' storage because a key is worked out, from the list's digest and the rules,
by every module that caches, most of them without reading or writing anything."""

from __future__ import annotations


def sha256_hex(data: bytes) -> str:
    """The SHA-256 of ``data``, in hexadecimal."""
    # imported on first use: hashlib loads OpenSSL (about 4 ms), and a run without the
    # cache (the benchmarks' cold runs) hashes nothing
    import hashlib

    return hashlib.sha256(data).hexdigest()


#: bump when the layout of a cached value changes, so old entries are ignored
CACHE_FORMAT = 2


def cache_key(*parts: object) -> str:
    text = "\x1f".join(str(p) for p in (CACHE_FORMAT, *parts))
    return sha256_hex(text.encode("utf-8"))[:40]


def schema_tag(*types: type) -> str:
    """A short fingerprint of the layout of these classes (the fields of a dataclass, a
    NamedTuple or a class with slots; enum members), to put in the key of an entry that pickles them: an entry written under
    another layout is then never read back as a half-built object."""
    import dataclasses  # here, not at the top: a warm run reads entries and needs neither
    import enum

    text = []
    for t in types:
        if dataclasses.is_dataclass(t):
            body = ",".join(f"{f.name}:{f.type}" for f in dataclasses.fields(t))
        elif isinstance(t, type) and (
            issubclass(t, tuple) and hasattr(t, "_fields") or "__slots__" in vars(t)
        ):
            # a NamedTuple, or a plain class with slots: its annotated fields
            body = ",".join(
                f"{name}:{kind}" for name, kind in getattr(t, "__annotations__", {}).items()
            )
        elif isinstance(t, type) and issubclass(t, enum.Enum):
            body = ",".join(f"{m.name}={m.value!r}" for m in t)
        else:
            body = ""
        text.append(f"{t.__module__}.{t.__qualname__}({body})")
    return sha256_hex(";".join(text).encode("utf-8"))[:16]

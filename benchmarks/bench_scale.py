"""How a cold SuperGhost analysis grows with the size of the word list.

    .venv/bin/python benchmarks/bench_scale.py [--sizes 250000,500000,1000000,2000000]
                                               [--variant super] [--repeat N] [--seed S]
                                               [--timeout S] [--svg FILE]

For each size, a list of that many distinct random words (``make_random_list``: letters
uniform over a-z, lengths uniform over 3..12, sorted) is written to a temporary folder, and
``python -m ghost_gui analyze LIST --variant V --min-length 3 --json --no-cache`` runs on it
as a whole process under ``/usr/bin/time -f '%e %M'`` (from the project root, a fresh
``GHOST_CACHE_DIR``, ``LANG=C.UTF-8``), --repeat times (default 1; the median is shown). A run
past --timeout seconds (default 600) is killed and reported as "timeout", and the larger sizes
are then skipped. MB are 2**20 bytes, for the files and for peak memory alike.

The script prints a Markdown table, fits seconds and peak MB to a straight line in the number
of words (least squares) and extrapolates both to 10,000,000 words; --svg FILE also draws the
two against the number of words, in a self-contained SVG file.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench_engine import ROOT, TIME, CommandFailed, base_env, nproc, timed
from make_random_list import write_random_list

MB = 1 << 20
TARGET = 10_000_000


@dataclass
class Point:
    words: int
    file_mb: float | None  # None: not written
    seconds: float | None = None  # None: no measurement
    peak_mb: float | None = None
    status: str = ""  # "timeout", "error: ...", "skipped ..."


def fit(xs: list[float], ys: list[float]) -> tuple[float, float, float]:
    """Least-squares line y = a + b x: returns a, b and R squared."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    b = sxy / sxx if sxx else 0.0
    a = my - b * mx
    ss_res = sum((y - a - b * x) ** 2 for x, y in zip(xs, ys))
    ss_tot = sum((y - my) ** 2 for y in ys)
    return a, b, (1 - ss_res / ss_tot) if ss_tot else 1.0


def measure(n: int, args: argparse.Namespace, tmp: Path) -> Point:
    path = tmp / f"random-{n}.txt"
    print(f"{n} words: writing {path.name} ...", file=sys.stderr)
    size = write_random_list(n, path, args.seed)
    point = Point(n, size / MB)
    cmd = [
        sys.executable,
        "-m",
        "ghost_gui",
        "analyze",
        str(path),
        "--variant",
        args.variant,
        "--min-length",
        "3",
        "--json",
        "--no-cache",
    ]
    seconds: list[float] = []
    peaks: list[float] = []
    try:
        for i in range(args.repeat):
            cache = tempfile.mkdtemp(prefix="cache-", dir=tmp)
            run = timed(cmd, dict(base_env(), GHOST_CACHE_DIR=cache), ROOT, args.timeout, tmp)
            answer = json.loads(run.stdout)
            seconds.append(run.seconds)
            peaks.append(run.peak_mb)
            print(
                f"  run {i + 1}: {run.seconds:.2f} s, {run.peak_mb:.0f} MB; {answer.get('fragments')} fragments, losers {answer.get('losers')}",
                file=sys.stderr,
            )
    except CommandFailed as exc:
        point.status = "timeout" if str(exc).startswith("timeout") else f"error: {exc}"
        print(f"  {point.status}", file=sys.stderr)
    finally:
        path.unlink(missing_ok=True)
    if seconds and not point.status:
        point.seconds, point.peak_mb = statistics.median(seconds), statistics.median(peaks)
    return point


def table(points: list[Point]) -> list[str]:
    lines = [
        "| words | file MB | seconds | peak MB | seconds per million words | MB per million words |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for p in points:
        if p.seconds is None or p.peak_mb is None:
            file_mb = "-" if p.file_mb is None else f"{p.file_mb:.1f}"
            lines.append(f"| {p.words:,} | {file_mb} | {p.status} | | | |")
        else:
            per = 1e6 / p.words
            lines.append(
                f"| {p.words:,} | {p.file_mb or 0:.1f} | {p.seconds:.2f} | {p.peak_mb:.0f} | {p.seconds * per:.2f} | {p.peak_mb * per:.0f} |"
            )
    return lines


def _nice_max(v: float) -> float:
    """A round number at least v, for an axis's top."""
    if v <= 0:
        return 1.0
    step = 10 ** (len(str(int(v))) - 1) if v >= 1 else 0.1
    for m in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
        if m * step >= v:
            return m * step
    return 10 * step


def _panel(
    x0: float,
    title: str,
    unit: str,
    xs: list[float],
    ys: list[float],
    line: tuple[float, float] | None,
    colour: str,
) -> list[str]:
    """One plot panel, 360 x 260 px at x offset x0: axes, ticks, the points, the fitted line dashed."""
    left, top, w, h = x0 + 60, 40.0, 280.0, 180.0
    xmax, ymax = _nice_max(max(xs) * 1.05), _nice_max(max(ys) * 1.1)

    def sx(x: float) -> float:
        return left + w * x / xmax

    def sy(y: float) -> float:
        return top + h - h * y / ymax

    out = [
        f'<text x="{left + w / 2:.1f}" y="22" text-anchor="middle" font-weight="bold">{title}</text>',
        f'<line x1="{left}" y1="{top + h}" x2="{left + w}" y2="{top + h}" stroke="black"/>',
        f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + h}" stroke="black"/>',
        f'<text x="{left + w / 2:.1f}" y="{top + h + 36:.1f}" text-anchor="middle">words (millions)</text>',
        f'<text x="{x0 + 14:.1f}" y="{top + h / 2:.1f}" text-anchor="middle" transform="rotate(-90 {x0 + 14:.1f} {top + h / 2:.1f})">{unit}</text>',
    ]
    for i in range(6):
        xv, yv = xmax * i / 5, ymax * i / 5
        out.append(
            f'<line x1="{sx(xv):.1f}" y1="{top + h}" x2="{sx(xv):.1f}" y2="{top + h + 4}" stroke="black"/>'
        )
        out.append(
            f'<text x="{sx(xv):.1f}" y="{top + h + 17}" text-anchor="middle">{xv / 1e6:g}</text>'
        )
        out.append(
            f'<line x1="{left - 4}" y1="{sy(yv):.1f}" x2="{left + w}" y2="{sy(yv):.1f}" stroke="{"black" if i == 0 else "#ddd"}"/>'
        )
        out.append(f'<text x="{left - 7}" y="{sy(yv) + 4:.1f}" text-anchor="end">{yv:g}</text>')
    if line is not None:
        a, b = line
        out.append(
            f'<line x1="{sx(0):.1f}" y1="{sy(a):.1f}" x2="{sx(xmax):.1f}" y2="{sy(a + b * xmax):.1f}" stroke="{colour}" stroke-dasharray="5,4" opacity="0.6"/>'
        )
    pts = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in zip(xs, ys))
    out.append(f'<polyline points="{pts}" fill="none" stroke="{colour}" stroke-width="2"/>')
    out += [
        f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="3.5" fill="{colour}"><title>{x:,.0f} words: {y:.2f} {unit}</title></circle>'
        for x, y in zip(xs, ys)
    ]
    return out


def write_svg(
    path: Path, variant: str, points: list[Point], fits: dict[str, tuple[float, float]]
) -> None:
    done = [p for p in points if p.seconds is not None and p.peak_mb is not None]
    xs = [float(p.words) for p in done]
    body = _panel(
        0,
        f"{variant}: cold analysis time",
        "seconds",
        xs,
        [p.seconds or 0.0 for p in done],
        fits.get("seconds"),
        "#1f77b4",
    )
    body += _panel(
        360,
        f"{variant}: peak memory",
        "MB",
        xs,
        [p.peak_mb or 0.0 for p in done],
        fits.get("MB"),
        "#d62728",
    )
    svg = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="270" viewBox="0 0 720 270" font-family="sans-serif" font-size="11">',
        '<rect width="720" height="270" fill="white"/>',
        *body,
        "</svg>",
    ]
    path.write_text("\n".join(svg) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--sizes", default="250000,500000,1000000,2000000", help="comma-separated word counts"
    )
    ap.add_argument("--variant", default="super", choices=["ghost", "super", "superduper", "anti"])
    ap.add_argument("--repeat", type=int, default=1, help="runs per size, median shown (default 1)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the random lists (default 1)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds per run (default 600)")
    ap.add_argument("--svg", type=Path, help="also write a plot to this SVG file")
    args = ap.parse_args(argv)
    try:
        sizes = sorted({int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()})
    except ValueError:
        ap.error(f"--sizes: not a list of integers: {args.sizes}")
    if not sizes or sizes[0] < 1 or args.repeat < 1:
        ap.error("sizes and --repeat must be positive")
    if not Path(TIME).is_file():
        print(f"bench_scale: {TIME} is absent; nothing measured.")
        return 0
    now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    print(
        f"bench_scale {now}; Python {platform.python_version()}; nproc {nproc()}; variant {args.variant}; {args.repeat} run(s) per size; seed {args.seed}"
    )
    print(
        f"command: {TIME} -f '%e %M' -o TMPFILE {sys.executable} -m ghost_gui analyze LIST --variant {args.variant} --min-length 3 --json --no-cache"
    )
    print()
    points: list[Point] = []
    with tempfile.TemporaryDirectory(prefix="bench_scale-") as tmp:
        for n in sizes:
            if points and points[-1].status.startswith(("timeout", "skipped")):
                points.append(Point(n, None, status="skipped (a smaller size timed out)"))
                continue
            points.append(measure(n, args, Path(tmp)))
    for line in table(points):
        print(line)
    done = [p for p in points if p.seconds is not None and p.peak_mb is not None]
    fits: dict[str, tuple[float, float]] = {}
    print()
    if len(done) >= 2:
        xs = [float(p.words) for p in done]
        for name, ys in (
            ("seconds", [p.seconds or 0.0 for p in done]),
            ("MB", [p.peak_mb or 0.0 for p in done]),
        ):
            a, b, r2 = fit(xs, ys)
            fits[name] = (a, b)
            print(
                f"{name}: {a:.2f} + {b * 1e6:.3f} per million words (R² {r2:.4f}); at {TARGET:,} words: {a + b * TARGET:,.1f} {name}"
            )
    else:
        print("fewer than two sizes measured: no straight-line fit")
    if args.svg and done:
        write_svg(args.svg, args.variant, points, fits)
        print(f"plot: {args.svg}")
    return 1 if any(p.status.startswith("error") for p in points) else 0


if __name__ == "__main__":
    sys.exit(main())

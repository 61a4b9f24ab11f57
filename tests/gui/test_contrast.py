"""Contrast: every text colour the palettes and stylesheets define, measured against every
background it can stand on (WCAG 2.x contrast ratio), and the focus rings.

How the pairs are found. Each sheet is parsed rule by rule (comments dropped; a rule that
does not parse, a selector of an unknown widget type, or a colour that cannot be read fails
the test instead of being skipped). For every widget the sheets can reach, a type from
WIDGETS or a type#name from a selector, and every set of states the sheet mentions for it
(:hover, :pressed, [flash="true"], ...), the cascade is worked out as Qt does (more
specific, then later, wins) into a text colour, a background and a font. Where a state sets
no colour, the widget's palette text role counts (ButtonText for buttons, Text for inputs
and views, WindowText for labels); where it sets no background, its palette background
counts (Button, Base, Window), or, for see-through widgets like labels and check boxes,
every surface it may stand on: Window, Base and every background a sheet gives a window,
dialog or frame. Colours with alpha are blended onto what is under them.

What must pass. Normal text 4.5:1 (AA) in light and dark, 7:1 (AAA) in high contrast.
Large text, which a sheet marks with font-size at least 18pt, or at least 14pt with
font-weight bold (WCAG's definition), needs 3:1 (4.5:1 in high contrast). Disabled text is
exempt (WCAG 1.4.3 excludes inactive components), so states with :disabled are parsed
but not measured. Palette pairs are measured in the Active group: the Disabled group is
exempt for the same reason. Focus rings (borders of :focus rules) need 3:1 against what
surrounds them (WCAG 1.4.11, non-text contrast).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ghost_gui.gui import player_colours, theme
from ghost_gui.paths import resource_path

R = QPalette.ColorRole
LOOKS = ("light", "dark", "contrast")
NORMAL = {"light": 4.5, "dark": 4.5, "contrast": 7.0}
LARGE = {"light": 3.0, "dark": 3.0, "contrast": 4.5}
RING = 3.0

# the widget types a sheet may name: (parent type, text role, background role or None for
# see-through). A selector with a type not here fails: add it with its roles.
WIDGETS: dict[str, tuple[str | None, R | None, R | None]] = {
    "QWidget": (None, R.WindowText, None),
    "QMainWindow": ("QWidget", R.WindowText, R.Window),
    "QDialog": ("QWidget", R.WindowText, R.Window),
    "QFrame": ("QWidget", R.WindowText, None),
    "QLabel": ("QFrame", R.WindowText, None),
    "QStatusBar": ("QWidget", R.WindowText, None),
    "QGroupBox": ("QWidget", R.WindowText, None),
    "QTabWidget": ("QWidget", R.WindowText, None),
    "QTabBar": ("QWidget", R.WindowText, None),
    "QMenuBar": ("QWidget", R.WindowText, R.Window),
    "QMenu": ("QWidget", R.WindowText, R.Window),
    "QToolTip": ("QLabel", R.ToolTipText, R.ToolTipBase),
    "QProgressBar": ("QWidget", R.WindowText, None),
    "QAbstractButton": ("QWidget", R.ButtonText, R.Button),
    "QPushButton": ("QAbstractButton", R.ButtonText, R.Button),
    "QToolButton": ("QAbstractButton", R.ButtonText, R.Button),
    "QCheckBox": ("QAbstractButton", R.WindowText, None),
    "QRadioButton": ("QAbstractButton", R.WindowText, None),
    "QComboBox": ("QWidget", R.ButtonText, R.Button),
    "QLineEdit": ("QWidget", R.Text, R.Base),
    "QAbstractSpinBox": ("QWidget", R.Text, R.Base),
    "QSpinBox": ("QAbstractSpinBox", R.Text, R.Base),
    "QAbstractScrollArea": ("QFrame", R.Text, R.Base),
    "QTextEdit": ("QAbstractScrollArea", R.Text, R.Base),
    "QTextBrowser": ("QTextEdit", R.Text, R.Base),
    "QPlainTextEdit": ("QAbstractScrollArea", R.Text, R.Base),
    "QAbstractItemView": ("QAbstractScrollArea", R.Text, R.Base),
    "QListView": ("QAbstractItemView", R.Text, R.Base),
    "QListWidget": ("QListView", R.Text, R.Base),
    "QTableView": ("QAbstractItemView", R.Text, R.Base),
    "QTableWidget": ("QTableView", R.Text, R.Base),
    "QTreeView": ("QAbstractItemView", R.Text, R.Base),
    "QHeaderView": ("QAbstractItemView", R.ButtonText, R.Button),
}
# types whose sheet background is a surface a see-through label or check box may sit on
CONTAINERS = {"QWidget", "QMainWindow", "QDialog", "QFrame", "QGroupBox", "QTabWidget"}
# what every sheet must give a visible focus ring: every control in the Tab chain
FOCUSABLE = (
    "QPushButton",
    "QCheckBox",
    "QRadioButton",
    "QLineEdit",
    "QComboBox",
    "QSpinBox",
    "QListWidget",
    "QTableWidget",
    "QTextBrowser",
    "QPlainTextEdit",
)
# widgets kept out of the Tab chain (DECISIONS, "Focus"): the on-screen letter keys
NO_FOCUS = {"letterKey"}
# palette pairs (text, background) that widgets draw
PALETTE_PAIRS = [
    (R.WindowText, R.Window),
    (R.Text, R.Base),
    (R.Text, R.AlternateBase),
    (R.ButtonText, R.Button),
    (R.HighlightedText, R.Highlight),
    (R.ToolTipText, R.ToolTipBase),
    (R.PlaceholderText, R.Base),
    (R.Link, R.Base),
    (R.Link, R.Window),
    (R.LinkVisited, R.Base),
    (R.LinkVisited, R.Window),
    (R.WindowText, R.Base),
    (R.ButtonText, R.Window),
]
COLOUR_PROPERTIES = {
    "color",
    "background",
    "background-color",
    "selection-color",
    "selection-background-color",
    "alternate-background-color",
    "gridline-color",
}
TEXT_PROPERTIES = {"color", "selection-color"}
# sub-controls a sheet may style: True when text is drawn on them
SUBCONTROLS = {
    "tab": True,
    "section": True,
    "item": True,
    "pane": False,
    "chunk": True,
    "indicator": False,
    "drop-down": False,
    "down-arrow": False,
    "up-arrow": False,
    "up-button": False,
    "down-button": False,
}


# --- colours -----------------------------------------------------------------------------


def linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """Relative luminance, WCAG 2.x (sRGB linearised)."""
    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(top: QColor, under: QColor) -> QColor:
    """``top`` blended onto the opaque ``under``."""
    a = top.alphaF()
    return QColor.fromRgbF(
        *(
            t * a + u * (1 - a)
            for t, u in (
                (top.redF(), under.redF()),
                (top.greenF(), under.greenF()),
                (top.blueF(), under.blueF()),
            )
        )
    )


_ROLE_NAMES = {name.lower(): role for name, role in R.__members__.items()}
_TOKEN = re.compile(
    r"#[0-9a-fA-F]+|(?:rgba?|hsla?|hsva?|palette|qlineargradient|qradialgradient|qconicalgradient)\([^()]*\)"
    r"|[A-Za-z][\w-]*"
)


def parse_colour(text: str, pal: QPalette) -> QColor:
    """One colour as a sheet writes it; anything else raises ValueError."""
    text = text.strip()
    m = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})", text)
    if m:
        h = m.group(1)
        if len(h) == 3:
            return QColor(int(h[0] * 2, 16), int(h[1] * 2, 16), int(h[2] * 2, 16))
        if len(h) == 8:  # Qt reads #AARRGGBB
            return QColor(int(h[2:4], 16), int(h[4:6], 16), int(h[6:8], 16), int(h[0:2], 16))
        return QColor(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
    m = re.fullmatch(r"(rgba?)\(([^()]*)\)", text)
    if m:
        parts = [p.strip() for p in m.group(2).split(",")]
        if len(parts) != (4 if m.group(1) == "rgba" else 3):
            raise ValueError(f"cannot read colour {text!r}")
        values = [round(float(p[:-1]) * 2.55) if p.endswith("%") else int(p) for p in parts]
        if not all(0 <= v <= 255 for v in values):
            raise ValueError(f"cannot read colour {text!r}")
        return QColor(*values)
    m = re.fullmatch(r"palette\(\s*([\w-]+)\s*\)", text)
    if m:
        role = _ROLE_NAMES.get(m.group(1).replace("-", "").lower())
        if role is None:
            raise ValueError(f"no palette role in {text!r}")
        return pal.color(QPalette.ColorGroup.Active, role)
    if text.lower() == "transparent":
        return QColor(0, 0, 0, 0)
    if re.fullmatch(r"[a-z]+", text.lower()) and QColor.isValidColorName(text.lower()):
        return QColor(text.lower())
    raise ValueError(f"cannot read colour {text!r}")


def colour_in(prop: str, value: str, pal: QPalette) -> QColor | None:
    """The colour a declaration sets (None for a background of "none"); raises when a colour
    property holds something that is not a readable colour."""
    if prop in (
        "color",
        "selection-color",
        "selection-background-color",
        "alternate-background-color",
        "gridline-color",
        "background-color",
    ):
        return parse_colour(value, pal)
    # background and border shorthands: one colour among widths, styles, images
    words = [t for t in _TOKEN.findall(value) if t.lower() not in BORDER_WORDS]
    if prop == "background" and value.strip().lower() == "none":
        return None
    if len(words) != 1:
        raise ValueError(f"cannot read one colour in {prop}: {value!r}")
    return parse_colour(words[0], pal)


BORDER_WORDS = {
    "solid",
    "dashed",
    "dotted",
    "double",
    "groove",
    "ridge",
    "inset",
    "outset",
    "none",
    "px",
    "pt",
    "em",
    "ex",
    "repeat",
    "no-repeat",
    "repeat-x",
    "repeat-y",
    "top",
    "bottom",
    "left",
    "right",
    "center",
    "scroll",
    "fixed",
    "padding",
    "border",
    "margin",
    "content",
}


# --- the sheets ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Selector:
    type: str | None
    name: str | None  # objectName, after "#"
    states: frozenset[str]  # ":hover", '[flash="true"]', ...
    text: str
    sub: str | None = None  # a sub-control, after "::"

    @property
    def specificity(self) -> tuple[int, int, int]:
        return (1 if self.name else 0, len(self.states), 1 if self.type else 0)


@dataclass
class Rule:
    selectors: list[Selector]
    declarations: dict[str, str]
    index: int
    source: str = field(repr=False, default="")


_COMPOUND = re.compile(
    r"(\*|[A-Za-z_]\w*)?(#[\w-]+)?((?:\[[^\]]+\]|:!?[\w-]+)*)(?:::([\w-]+)((?::!?[\w-]+)*))?"
)


def parse_selector(text: str) -> Selector:
    subject = re.split(r"\s*>\s*|\s+", text.strip())[-1]  # the widget styled is the last compound
    m = _COMPOUND.fullmatch(subject)
    if not m or not subject:
        raise ValueError(f"cannot read selector {text!r}")
    kind, name, states, sub = m.group(1), m.group(2), m.group(3) + (m.group(5) or ""), m.group(4)
    if sub is not None and sub not in SUBCONTROLS:
        raise ValueError(f"unknown sub-control {sub!r} in {text!r}: add it to SUBCONTROLS")
    kind = None if kind in (None, "*") else kind
    if kind is not None and kind not in WIDGETS:
        raise ValueError(f"unknown widget type {kind!r} in {text!r}: add it to WIDGETS")
    parts = frozenset(re.findall(r"\[[^\]]+\]|:!?[\w-]+", states))
    return Selector(kind, name[1:] if name else None, parts, text.strip(), sub)


def parse_sheet(sheet: str) -> list[Rule]:
    if sheet.count("/*") != sheet.count("*/"):
        raise ValueError("unclosed comment")
    text = re.sub(r"/\*.*?\*/", "", sheet, flags=re.S)
    rules: list[Rule] = []
    pos = 0
    for m in re.finditer(r"([^{}]+)\{([^{}]*)\}", text):
        if text[pos : m.start()].strip():
            raise ValueError(f"cannot read {text[pos : m.start()].strip()!r}")
        pos = m.end()
        declarations: dict[str, str] = {}
        for item in m.group(2).split(";"):
            if not item.strip():
                continue
            prop, colon, value = item.partition(":")
            if not colon or not re.fullmatch(r"[a-z-]+", prop.strip()):
                raise ValueError(f"cannot read declaration {item.strip()!r}")
            declarations[prop.strip()] = value.strip()
        selectors = [parse_selector(s) for s in m.group(1).split(",")]
        rules.append(Rule(selectors, declarations, len(rules), m.group(0).strip()))
    if text[pos:].strip():
        raise ValueError(f"cannot read {text[pos:].strip()!r}")
    return rules


def ancestry(kind: str) -> list[str]:
    chain: list[str] = []
    k: str | None = kind
    while k is not None:
        chain.append(k)
        k = WIDGETS[k][0]
    return chain


def role_of(kind: str, which: int) -> R | None:
    return WIDGETS[kind][which]  # type: ignore[return-value]


@dataclass(frozen=True)
class Target:
    """A widget as a sheet can reach it: a type, perhaps a name, a set of states."""

    type: str
    name: str | None
    states: frozenset[str]
    sub: str | None = None

    def matches(self, sel: Selector) -> bool:
        return (
            sel.sub == self.sub
            and (sel.type is None or sel.type in ancestry(self.type))
            and sel.name in (None, self.name)
            and all(self._has(s) for s in sel.states)
        )

    def _has(self, state: str) -> bool:
        if state.startswith(":!"):
            return ":" + state[2:] not in self.states
        return state in self.states


def cascade(rules: list[Rule], target: Target) -> dict[str, str]:
    found: list[tuple[tuple[int, int, int], int, dict[str, str]]] = []
    for rule in rules:
        best = [s.specificity for s in rule.selectors if target.matches(s)]
        if best:
            found.append((max(best), rule.index, rule.declarations))
    out: dict[str, str] = {}
    for _spec, _index, declarations in sorted(found, key=lambda f: (f[0], f[1])):
        out.update(declarations)
    return out


def targets(rules: list[Rule]) -> Iterator[Target]:
    """Every widget type and name the sheet reaches, in every set of states it mentions."""
    kinds: set[tuple[str, str | None, str | None]] = {(k, None, None) for k in WIDGETS}
    for rule in rules:
        for s in rule.selectors:
            for k in [s.type] if s.type else list(WIDGETS):
                kinds.add((k, s.name, s.sub))
    for kind, name, sub in sorted(kinds, key=lambda kn: (kn[0], kn[1] or "", kn[2] or "")):
        states = sorted(
            {
                st.replace(":!", ":")
                for rule in rules
                for s in rule.selectors
                if s.type in (None, *ancestry(kind))
                and s.name in (None, name)
                and s.sub in (None, sub)
                for st in s.states
            }
        )
        for n in range(len(states) + 1):
            for combo in itertools.combinations(states, n):
                yield Target(kind, name, frozenset(combo), sub)


def is_large(d: dict[str, str]) -> bool:
    size = d.get("font-size")
    if size is None:
        return False
    m = re.fullmatch(r"([\d.]+)pt", size)
    if not m:
        raise ValueError(f"font-size {size!r}: the test knows points only")
    weight = d.get("font-weight", "normal")
    bold = weight == "bold" or (weight.isdigit() and int(weight) >= 700)
    return float(m.group(1)) >= 18 or (bold and float(m.group(1)) >= 14)


def sheet_of(look: str) -> str:
    return resource_path(theme.SHEETS[look]).read_text(encoding="utf-8")


def surfaces(rules: list[Rule], pal: QPalette) -> list[tuple[str, QColor]]:
    """What a see-through widget may stand on."""
    window = pal.color(R.Window)
    out = [("palette Window", window), ("palette Base", pal.color(R.Base))]
    for rule in rules:
        for s in rule.selectors:
            if s.type in CONTAINERS and not any("disabled" in st for st in s.states):
                for prop in ("background", "background-color"):
                    if prop in rule.declarations:
                        c = colour_in(prop, rule.declarations[prop], pal)
                        if c is not None:
                            out.append((s.text, over(c, window)))
    return out


@dataclass(frozen=True)
class Pair:
    where: str
    text: QColor
    background: QColor
    large: bool

    def __str__(self) -> str:
        return f"{self.where}: {self.text.name()} on {self.background.name()} = {ratio(self.text, self.background):.2f}"


def pairs(look: str) -> Iterator[Pair]:
    pal = theme.palette(look)
    for text_role, background_role in PALETTE_PAIRS:
        yield Pair(
            f"palette {text_role.name}/{background_role.name}",
            pal.color(text_role),
            pal.color(background_role),
            False,
        )
    rules = parse_sheet(sheet_of(look))
    floors = surfaces(rules, pal)
    seen: set[tuple[str, str, str, bool]] = set()
    for target in targets(rules):
        if ":disabled" in target.states:
            continue  # exempt
        if SUBCONTROLS.get(target.sub or "", True) is False:
            continue  # no text on it: the focus ring and frames are not text
        d = cascade(rules, target)
        if not ({"color", "background", "background-color", "font-size"} & d.keys()):
            continue  # nothing of the sheet's: the palette pairs cover it
        if (
            target.sub
        ):  # a sub-control's text keeps its widget's colour and font unless it sets its own
            d = {
                **{
                    k: v
                    for k, v in cascade(
                        rules, Target(target.type, target.name, target.states)
                    ).items()
                    if k in ("color", "font-size", "font-weight")
                },
                **d,
            }
        where = f"{target.type}{'#' + target.name if target.name else ''}{'::' + target.sub if target.sub else ''}{''.join(sorted(target.states))}"
        text_role, background_role = role_of(target.type, 1), role_of(target.type, 2)
        assert text_role is not None
        text = parse_colour(d["color"], pal) if "color" in d else pal.color(text_role)
        background = None
        for prop in ("background", "background-color"):
            if prop in d:
                background = colour_in(prop, d[prop], pal)
        unders = floors if background_role is None else [("", pal.color(background_role))]
        if background is not None and background.alpha() == 255:
            unders = [("", background)]
        elif background is not None:
            unders = [(n, over(background, u)) for n, u in unders]
        for under_name, under in unders:
            b = over(text, under)
            key = (where, b.name(), under.name(), is_large(d))
            if key not in seen:
                seen.add(key)
                yield Pair(f"{where} {under_name}".strip(), b, under, is_large(d))


# --- tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("look", LOOKS)
def test_every_text_pair_is_readable(look: str) -> None:
    found = list(pairs(look))
    assert len(found) > 20  # the palette alone gives 13
    failing = [
        str(p) for p in found if ratio(p.text, p.background) < (LARGE if p.large else NORMAL)[look]
    ]
    assert not failing, (
        f"{look}: below {NORMAL[look]}:1 (large text {LARGE[look]}:1):\n" + "\n".join(failing)
    )


@pytest.mark.parametrize("look", LOOKS)
def test_every_sheet_colour_is_read(look: str) -> None:
    """The parser reads every colour in the sheet: a colour it cannot read fails here."""
    pal = theme.palette(look)
    rules = parse_sheet(sheet_of(look))
    count = 0
    for rule in rules:
        for prop, value in rule.declarations.items():
            if prop in COLOUR_PROPERTIES or re.fullmatch(
                r"border(-(top|bottom|left|right))?(-color)?", prop
            ):
                colour_in(prop, value, pal)
                count += 1
    assert count >= 10


@pytest.mark.parametrize("look", LOOKS)
def test_every_control_in_the_tab_chain_has_a_visible_focus_ring(look: str) -> None:
    pal = theme.palette(look)
    rules = parse_sheet(sheet_of(look))
    floors = surfaces(rules, pal)
    for kind in FOCUSABLE:
        names = {None} | {
            s.name
            for r in rules
            for s in r.selectors
            if s.name and s.type in ancestry(kind) and s.name not in NO_FOCUS
        }
        for name in names:
            d = cascade(rules, Target(kind, name, frozenset({":focus"})))
            normal = cascade(rules, Target(kind, name, frozenset()))
            border = d.get("border", "")
            assert (
                border
                and border != normal.get("border")
                or d.get("border-color", normal.get("border-color")) != normal.get("border-color")
            ), f"{look}: {kind}{'#' + name if name else ''} shows no focus ring"
            width = re.search(r"([\d.]+)px", border)
            assert width and float(width.group(1)) >= (3 if look == "contrast" else 2), (
                f"{look}: thin ring on {kind}"
            )
            ring = (
                colour_in("border", border, pal)
                if "border-color" not in d
                else parse_colour(d["border-color"], pal)
            )
            assert ring is not None
            inside = colour_in("background", d["background"], pal) if "background" in d else None
            for where, under in floors + (
                [("own background", inside)] if inside is not None else []
            ):
                r = ratio(over(ring, under), under)
                assert r >= RING, (
                    f"{look}: focus ring of {kind} {ring.name()} on {where} {under.name()} = {r:.2f}"
                )


def test_ratio_is_wcags() -> None:
    assert ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert ratio(QColor("#ffffff"), QColor("#ffffff")) == pytest.approx(1.0)


def test_the_parser_fails_on_what_it_cannot_read() -> None:
    pal = theme.palette("light")
    for bad in (
        "#12345",
        "rgb(1, 2)",
        "hsl(0, 0%, 0%)",
        "bluish",
        "palette(nothing)",
        "rgba(300, 0, 0, 1)",
    ):
        with pytest.raises(ValueError):
            parse_colour(bad, pal)
    assert parse_colour("#abc", pal).name() == "#aabbcc"
    assert parse_colour("rgba(255, 0, 0, 50%)", pal).alpha() in (127, 128)
    assert parse_colour("palette(window-text)", pal) == pal.color(R.WindowText)
    assert parse_colour("navy", pal).name() == "#000080"
    with pytest.raises(ValueError):
        parse_sheet("QLabel { color: red; ")
    with pytest.raises(ValueError):
        parse_sheet("QBogus { color: red; }")
    with pytest.raises(ValueError):
        colour_in("border", "2px solid", pal)
    rules = parse_sheet(
        "/* c { } */ QPushButton { color: #111; background: #fff; }\n"
        "QPushButton#k:hover { background: #eee; }\nQLabel#x { color: #333; font-size: 14pt; font-weight: bold; }"
    )
    d = cascade(rules, Target("QPushButton", "k", frozenset({":hover"})))
    assert d["color"] == "#111" and d["background"] == "#eee"
    assert is_large(cascade(rules, Target("QLabel", "x", frozenset())))


def test_player_colours_are_okabe_ito_and_never_text() -> None:
    assert [c.upper() for c in player_colours.OKABE_ITO] == [
        "#0072B2",
        "#E69F00",
        "#009E73",
        "#CC79A7",
        "#56B4E9",
        "#D55E00",
        "#F0E442",
        "#000000",
    ]
    # black is a text colour like any other; the hues and dark's grey stand in for no text
    hues = {QColor(c).name() for c in player_colours.OKABE_ITO if c != "#000000"} | {
        QColor(player_colours.DARK_BLACK).name()
    }
    for look in LOOKS:
        pal = theme.palette(look)
        for rule in parse_sheet(sheet_of(look)):
            for prop in TEXT_PROPERTIES & rule.declarations.keys():
                assert parse_colour(rule.declarations[prop], pal).name() not in hues, (
                    f"{look}: {rule.source}"
                )
        for role in (
            R.WindowText,
            R.Text,
            R.ButtonText,
            R.PlaceholderText,
            R.Link,
            R.LinkVisited,
            R.ToolTipText,
            R.HighlightedText,
        ):
            assert pal.color(role).name() not in hues, f"{look}: {role.name}"


@pytest.fixture
def restore(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    theme.apply_theme(qapp, "light")


def test_high_contrast_applies_its_palette_and_sheet(restore: QApplication) -> None:
    app = restore
    assert theme.SCHEMES == ("system", "light", "dark", "contrast")
    assert theme.apply_theme(app, "contrast") is True
    assert app.styleSheet() == sheet_of("contrast")
    for role, colour in theme.CONTRAST.items():
        assert app.palette().color(role).name() == colour
    assert theme.current_look() == "contrast" and theme.dark_look()
    # a dark background: the player colours swap black for a light grey
    assert player_colours.player_colour(7).name().upper() == player_colours.DARK_BLACK
    assert theme.apply_theme(app, "light") is False
    assert theme.current_look() == "light" and not theme.dark_look()
    assert player_colours.player_colour(7).name() == "#000000"
    # an unknown name (an edited settings file) follows the system
    theme.apply_theme(app, "sepia")
    assert theme.current_look() == ("dark" if theme.is_dark(app) else "light")

"""View → Colours: the look chosen in the menu applies at once and is kept (issue 15)."""

from __future__ import annotations

from pathlib import Path

from ghost_gui.gui import theme
from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.settings import Settings


def test_high_contrast_from_the_menu_is_applied_and_kept(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ini = str(tmp_path / "settings.ini")
    try:
        shell = Shell(
            qapp, Jobs(synchronous=True), language="en", settings=Settings(ini), test_mode=True
        )
        menus = shell.window.menus
        assert menus.themes["system"].isChecked()
        menus.themes["contrast"].trigger()
        assert theme.current_look() == "contrast" and theme.dark_look()
        assert qapp.palette().window().color().name() == theme.CONTRAST[theme._ROLE.Window]
        assert menus.themes["contrast"].isChecked() and not menus.themes["system"].isChecked()
        shell.close()
        again = Shell(
            qapp, Jobs(synchronous=True), language="en", settings=Settings(ini), test_mode=True
        )
        assert (
            theme.current_look() == "contrast" and again.window.menus.themes["contrast"].isChecked()
        )
        again.window.menus.themes["light"].trigger()
        assert theme.current_look() == "light" and Settings(ini).get("theme") == "light"
        again.close()
    finally:
        theme.apply_theme(qapp, "system")

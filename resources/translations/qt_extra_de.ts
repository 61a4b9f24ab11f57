<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<!-- Qt's own strings that PySide6's qtbase_de.qm lacks. Checked against the file dialog, the
     print dialog, the print preview, message boxes, key names and line-edit menus: the German
     catalogue already has every one Ghost shows, the Qt 6 spellings with a mnemonic
     ("&amp;Look in:", "Files of &amp;type:", "Page &amp;Set:" ...) included, so nothing needs adding yet.
     Edited by hand (no lupdate); scripts/make_translations compiles it to qt_extra_de.qm. -->
</TS>

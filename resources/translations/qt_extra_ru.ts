<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<!-- Qt's own strings that PySide6's qtbase_ru.qm lacks: Qt 6 gave these labels a mnemonic
     ("&amp;Look in:"), and the shipped Russian catalogue still has only the old spelling. Edited by
     hand (no lupdate); scripts/make_translations compiles it to qt_extra_ru.qm. -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Список страниц:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Порядок страниц:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Страниц на &amp;листе:</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>&amp;Отложенная печать:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>П&amp;латёжная информация:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>П&amp;риоритет:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>В &amp;начале:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>В &amp;конце:</translation>
    </message>
</context>
</TS>

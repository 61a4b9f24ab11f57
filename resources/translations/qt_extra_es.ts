<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<!-- Qt's own strings that PySide6's qtbase_es.qm lacks: Qt 6 gave these labels a mnemonic
     ("&amp;Look in:"), and the shipped Spanish catalogue still has only the old spelling. Edited by
     hand (no lupdate); scripts/make_translations compiles it to qt_extra_es.qm. -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Conjunto de páginas:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Orden de páginas:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Páginas por &amp;hoja:</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Impresión pro&amp;gramada:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Información de fa&amp;cturación:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>P&amp;rioridad del trabajo:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Inicio:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;Fin:</translation>
    </message>
</context>
</TS>

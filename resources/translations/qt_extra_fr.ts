<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<!-- Qt's own strings that PySide6's qtbase_fr.qm lacks: Qt 6 gave these labels a mnemonic
     ("&amp;Look in:"), and the shipped French catalogue still has only the old spelling. Edited by
     hand (no lupdate); scripts/make_translations compiles it to qt_extra_fr.qm. -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Pages à imprimer&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Ordre des pages&#xa0;:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Pages par &amp;feuille&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Impression &amp;planifiée&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Informations de &amp;facturation&#xa0;:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>P&amp;riorité de la tâche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Début&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;Fin&#xa0;:</translation>
    </message>
</context>
</TS>

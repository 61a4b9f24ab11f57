<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="40"/>
        <source>About %1</source>
        <extracomment>as large as How to play may be</extracomment>
        <translation>Über %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="42"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="47"/>
        <source>A word game for the family: add letters in turn, and try not to finish a word.</source>
        <translation>Ein Wortspiel für die ganze Familie: Hängt abwechselnd Buchstaben an und versucht, kein Wort zu beenden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="70"/>
        <source>WordNet %1, Princeton University (English definitions)</source>
        <translation>WordNet %1, Princeton University (englische Worterklärungen)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="73"/>
        <source>WordNet licence (in the Word lists tab)</source>
        <translation>WordNet-Lizenz (im Reiter „Wortlisten“)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="85"/>
        <source>DejaVu Sans and DejaVu Sans Bold, Debian package %1</source>
        <translation>DejaVu Sans und DejaVu Sans Bold, Debian-Paket %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="93"/>
        <source>The Qt Company</source>
        <translation>The Qt Company</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="113"/>
        <source>Credits</source>
        <translation>Danksagungen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="115"/>
        <source>Word lists (%1)</source>
        <translation>Wortlisten (%1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="116"/>
        <source>Font source</source>
        <translation>Schriftquelle</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="117"/>
        <source>Font licence</source>
        <translation>Schriftlizenz</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="126"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="209"/>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="212"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="218"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="229"/>
        <source>Accuracy of %1 in each match; the latest: %2</source>
        <translation>Genauigkeit von %1 in jeder Partie; zuletzt: %2</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="46"/>
        <source>Who wins with perfect play?</source>
        <extracomment>the rows the table shows, and whether they were all</extracomment>
        <translation>Wer gewinnt bei perfektem Spiel?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="49"/>
        <source>Working it out…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="59"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="60"/>
        <source>Shortest word</source>
        <translation>Kürzestes Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="61"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="62"/>
        <source>Who loses</source>
        <translation>Wer verliert</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="63"/>
        <source>Winning first letters</source>
        <translation>Gewinnende erste Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="64"/>
        <source>Card sizes</source>
        <translation>Kartengrößen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="71"/>
        <source>The players who lose when everyone plays perfectly, numbered in the order they play</source>
        <translation>Die Spieler, die verlieren, wenn alle perfekt spielen, nummeriert in Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="74"/>
        <source>The letters player 1 can start with and still be sure not to lose</source>
        <translation>Die Buchstaben, mit denen Spieler 1 anfangen kann, ohne zu verlieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="78"/>
        <source>How much each player must learn by heart to play perfectly, player 1 first: words (Ghost, Anti-Ghost) or plays (the other variants)</source>
        <translation>Wie viel jeder Spieler auswendig lernen muss, um perfekt zu spielen, Spieler 1 zuerst: Wörter (Geist, Anti-Geist) oder Züge (die anderen Varianten)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="98"/>
        <source>&lt;b&gt;Who loses&lt;/b&gt;: the players, numbered in the order they play, who lose if everyone plays perfectly. “2 3” means the loser is player 2 or player 3: which one depends on choices that are equally safe for the players making them.&lt;br&gt;&lt;b&gt;Winning first letters&lt;/b&gt;: the letters player 1 can start with and be sure not to lose; “—”: there is none, player 1 can be made to lose whatever letter they start with.&lt;br&gt;&lt;b&gt;Card sizes&lt;/b&gt;: how much each player, player 1 first, must learn by heart to be sure of that result. “4 / 175 / 468” means 4 words for player 1, 175 for player 2 and 468 for player 3 (in the variants other than Ghost and Anti-Ghost, plays to remember instead of words).</source>
        <translation>&lt;b&gt;Wer verliert&lt;/b&gt;: die Spieler, nummeriert in Zugreihenfolge, die verlieren, wenn alle perfekt spielen. „2 3“ heißt: Spieler 2 oder Spieler 3 verliert – wer genau, hängt von Zügen ab, die für die Spieler, die sie machen, gleich sicher sind.&lt;br&gt;&lt;b&gt;Gewinnende erste Buchstaben&lt;/b&gt;: die Buchstaben, mit denen Spieler 1 anfangen kann, ohne zu verlieren; „—“: Es gibt keinen, Spieler 1 kann mit jedem Anfangsbuchstaben zum Verlieren gezwungen werden.&lt;br&gt;&lt;b&gt;Kartengrößen&lt;/b&gt;: wie viel jeder Spieler, Spieler 1 zuerst, auswendig lernen muss, um dieses Ergebnis sicher zu erreichen. „4 / 175 / 468“ heißt 4 Wörter für Spieler 1, 175 für Spieler 2 und 468 für Spieler 3 (in den Varianten außer Geist und Anti-Geist sind es Züge statt Wörter).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="109"/>
        <source>“More than %1”: a card past %1 words or plays, more than anyone could learn, is not counted further.</source>
        <translation>„Mehr als %1“: Eine Karte mit mehr als %1 Wörtern oder Zügen – mehr, als jemand lernen könnte – wird nicht weiter gezählt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="121"/>
        <source>Summary table</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="123"/>
        <source>Every variant with words of 3 and 4 letters, for 2, 3 and 4 players</source>
        <translation>Alle Varianten mit Wörtern ab 3 und ab 4 Buchstaben, für 2, 3 und 4 Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="126"/>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="155"/>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="161"/>
        <source>Winning first letters for player 1: %1.</source>
        <translation>Gewinnende erste Buchstaben für Spieler 1: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="163"/>
        <source>Player 1 has no winning first letter.</source>
        <translation>Spieler 1 hat keinen gewinnenden ersten Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="167"/>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.</source>
        <translation>%1, Wörter ab %2 Buchstaben, %3 Spieler: %4 zählende Wörter, %5 Buchstabenfolgen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="182"/>
        <source>With perfect play, player %1 wins.</source>
        <translation>Bei perfektem Spiel gewinnt Spieler %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="184"/>
        <source>With perfect play, player %1 loses; everyone else is safe.</source>
        <translation>Bei perfektem Spiel verliert Spieler %1; alle anderen sind sicher.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="188"/>
        <source>With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them.</source>
        <translation>Bei perfektem Spiel verliert einer der Spieler %1 – wer genau, hängt von Zügen ab, die für die Spieler, die sie machen, gleich sicher sind.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="231"/>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="245"/>
        <source>The rules of the current game</source>
        <translation>Die Regeln des aktuellen Spiels</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="256"/>
        <source>With perfect play, player %1 loses.</source>
        <translation>Bei perfektem Spiel verliert Spieler %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="258"/>
        <source>With perfect play, one of players %1 loses: which one depends on choices that are equally safe for the players making them.</source>
        <translation>Bei perfektem Spiel verliert einer der Spieler %1 – wer genau, hängt von Zügen ab, die für die Spieler, die sie machen, gleich sicher sind.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="265"/>
        <source>The cards of these rules would need more memory than the %1 GB a game may use on this computer: a smaller word list has them.</source>
        <translation>Die Karten dieser Regeln bräuchten mehr Speicher als die %1 GB, die ein Spiel auf diesem Computer nutzen darf: Mit einer kleineren Wortliste geht es.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="269"/>
        <source>Still working out the cards…</source>
        <translation>Die Karten werden noch berechnet …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="274"/>
        <source>Player %1: %2 words to learn</source>
        <translation>Spieler %1: %2 Wörter zu lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="276"/>
        <source>Player %1: %2 plays to learn</source>
        <translation>Spieler %1: %2 Züge zu lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="289"/>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="294"/>
        <source>card_sizes “&gt;%1”: more than %1 words or plays to remember, more than anyone could learn; not counted further. Who loses and the winning first letters are always exact.</source>
        <translation>card_sizes „&gt;%1“: mehr als %1 Wörter oder Züge zum Merken, mehr als jemand lernen könnte; nicht weiter gezählt. Wer verliert und die gewinnenden ersten Buchstaben sind immer genau.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="301"/>
        <source>Export the table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="303"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="312"/>
        <source>Export CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="313"/>
        <source>The table could not be saved as %1: %2.</source>
        <translation>Die Tabelle konnte nicht als %1 gespeichert werden: %2.</translation>
    </message>
</context>
<context>
    <name>CardHtml</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="97"/>
        <source>%1: memorisation card for player %2</source>
        <extracomment>the two views of a card</extracomment>
        <translation>%1: Lernkarte für Spieler %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="102"/>
        <source>%1 · %2 · words of %3+ letters count · %4 players</source>
        <translation>%1 · %2 · Wörter ab %3 Buchstaben zählen · %4 Spieler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="115"/>
        <source>%1 play to remember</source>
        <translation>
            <numerusform>%1 Zug zum Merken</numerusform>
            <numerusform>%1 Züge zum Merken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="116"/>
        <source>%1 plays to remember</source>
        <translation>
            <numerusform>%1 Zug zum Merken</numerusform>
            <numerusform>%1 Züge zum Merken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="118"/>
        <source>sets of letters to end in: %1</source>
        <translation>Buchstabengruppen, auf die es hinausläuft: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="122"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="123"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="128"/>
        <source>Play as shown and every word ends the round in your favour.</source>
        <translation>Spiel wie angegeben, und jedes Wort beendet die Runde zu deinen Gunsten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="130"/>
        <source>With perfect play against you, you cannot always win; this card loses as little as possible.</source>
        <translation>Gegen perfektes Spiel kannst du nicht immer gewinnen; diese Karte verliert so selten wie möglich.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="132"/>
        <source>With perfect play against you, you lose; this card holds out.</source>
        <translation>Gegen perfektes Spiel verlierst du; diese Karte hält am längsten durch.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="145"/>
        <source>Force the game into these %1 sets of letters, shown with the words they make (struck-out sets lose for you):</source>
        <translation>Lenke das Spiel zu diesen %1 Buchstabengruppen, daneben die Wörter, die sie bilden (durchgestrichene Gruppen verlieren für dich):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="149"/>
        <source>Force the game into these %1 words (struck-out words lose for you):</source>
        <translation>Lenke das Spiel zu diesen %1 Wörtern (durchgestrichene Wörter verlieren für dich):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="187"/>
        <source>Each line: the letters at your turn → your play (the letter to add in bold), then the words to aim for: spell them out.</source>
        <translation>Jede Zeile: die Buchstaben vor deinem Zug → dein Zug (der neue Buchstabe fett), dann die Zielwörter: Buchstabiere sie zu Ende.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="191"/>
        <source>Each line: the letters at your turn, in alphabetical order → the letters after your play (the letter to add in bold), then the sets of letters that may end the round, each with the words it makes.</source>
        <translation>Jede Zeile: die Buchstaben vor deinem Zug, alphabetisch → die Buchstaben nach deinem Zug (der neue Buchstabe fett), dann die Buchstabengruppen, mit denen die Runde enden kann, jeweils mit den Wörtern, die sie bilden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="195"/>
        <source>Each line: the letters at your turn → the letters after your play (the letter to add in bold), then the words that may end the round.</source>
        <translation>Jede Zeile: die Buchstaben vor deinem Zug → die Buchstaben nach deinem Zug (der neue Buchstabe fett), dann die Wörter, mit denen die Runde enden kann.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="197"/>
        <source>Indented: the letters the others can leave you at your next turn.</source>
        <translation>Eingerückt: die Buchstaben, die dir die anderen bis zu deinem nächsten Zug lassen können.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="199"/>
        <source>* marks a word that loses for you.</source>
        <translation>* markiert ein Wort, das für dich verliert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="203"/>
        <source>Before your first turn the round may end in:</source>
        <translation>Noch vor deinem ersten Zug kann die Runde so enden:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="220"/>
        <source>Nothing to remember: the round is over before your turn.</source>
        <translation>Nichts zu merken: Die Runde ist vor deinem Zug vorbei.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="281"/>
        <source>(continued)</source>
        <translation>(Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>see %1 above</source>
        <translation>siehe %1 oben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="306"/>
        <source>start with %1</source>
        <translation>beginne mit %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="311"/>
        <source>(reversed)</source>
        <translation>(umgedreht)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="337"/>
        <source>no definition available</source>
        <translation>keine Erklärung vorhanden</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_document.py" line="53"/>
        <source>This card does not fit one page in legible print (its words would be %1 pt): here are its first decisions only, %2 of %3 lines. A line ending in … goes on in the full card on screen.</source>
        <translation>Diese Karte passt nicht lesbar auf eine Seite (die Wörter wären %1 pt groß): Hier stehen nur ihre ersten Entscheidungen, %2 von %3 Zeilen. Eine Zeile, die mit … endet, geht in der vollen Karte am Bildschirm weiter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="96"/>
        <source>Strategy cards</source>
        <extracomment>the cards&apos; rich text (the tabs&apos; font measures its indents) shows a folder on the desktop (tests put a recorder here) the last confirmation or failure shown after an export on paper: what was left out of the last card laid out, &quot;&quot; when it all fits the print preview and its printer, alive together (Qt&apos;s dialog keeps a bare pointer to the printer: a printer Python freed crashes it)</extracomment>
        <translation>Strategiekarten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="100"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="101"/>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="103"/>
        <source>What to play at each of your turns, by what the others played</source>
        <translation>Was du bei jedem deiner Züge spielst, je nachdem, was die anderen gespielt haben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="106"/>
        <source>Every word the card can end in, in alphabetical order</source>
        <translation>Jedes Wort, auf das die Karte hinauslaufen kann, alphabetisch</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="120"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="125"/>
        <source>Print preview…</source>
        <translation>Druckvorschau …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="126"/>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="127"/>
        <source>Export PDF…</source>
        <translation>Als PDF exportieren …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="194"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="217"/>
        <source>Ghost memorisation card for player %1</source>
        <translation>Geist-Lernkarte für Spieler %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>Export the card as PDF</source>
        <translation>Karte als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="288"/>
        <source>The card was saved as %1.</source>
        <translation>Die Karte wurde als %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="295"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="314"/>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="300"/>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="305"/>
        <source>the folder may be read-only, or the disk full</source>
        <translation>Der Ordner ist vielleicht schreibgeschützt oder die Festplatte voll</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="307"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>Die Karte konnte nicht als %1 gespeichert werden: %2.</translation>
    </message>
</context>
<context>
    <name>CardsFeature</name>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="148"/>
        <source>%1 · player %2 of %3 · %4</source>
        <translation>%1 · Spieler %2 von %3 · %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="169"/>
        <source>Player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Pocket card</source>
        <translation>Taschenkarte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Learn the card</source>
        <translation>Karte lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="178"/>
        <source>The pocket card of which seat?</source>
        <translation>Die Taschenkarte welches Spielers?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="180"/>
        <source>Learn the card of which seat?</source>
        <translation>Die Karte welches Spielers lernen?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="258"/>
        <source>Working out the strategy card…</source>
        <translation>Die Strategiekarte wird berechnet …</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="42"/>
        <source>%1 is challenged</source>
        <extracomment>the word named, or None for giving up</extracomment>
        <translation>%1 wird herausgefordert</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="47"/>
        <source>%1 says: “%2 is already a word!”</source>
        <translation>%1 sagt: „%2 ist schon ein Wort!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="53"/>
        <source>%1 says: “No word contains %2!”</source>
        <translation>%1 sagt: „Kein Wort enthält %2!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="59"/>
        <source>%1 says: “No word can be made with the letters %2!”</source>
        <translation>%1 sagt: „Aus den Buchstaben %2 lässt sich kein Wort bilden!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="65"/>
        <source>%1 says: “No word starts with %2!”</source>
        <translation>%1 sagt: „Kein Wort fängt mit %2 an!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="70"/>
        <source>%1, which word did you have in mind?</source>
        <translation>%1, an welches Wort hast du gedacht?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="78"/>
        <source>your word</source>
        <translation>dein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="89"/>
        <source>That&apos;s my word</source>
        <extracomment>why the word named last time does not answer (the person tries again)</extracomment>
        <translation>Das ist mein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="91"/>
        <source>Name your word (Enter)</source>
        <translation>Dein Wort nennen (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="92"/>
        <source>I give up</source>
        <translation>Ich gebe auf</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="94"/>
        <source>You had no word in mind: you lose this round</source>
        <translation>Du hattest kein Wort im Kopf: Du verlierst diese Runde</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="95"/>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="97"/>
        <source>Close this for now; the challenge waits on the board (Esc)</source>
        <translation>Erst mal schließen; die Herausforderung wartet auf dem Spielbrett (Esc)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="109"/>
        <source>Try again: %1</source>
        <translation>Versuch es noch einmal: %1</translation>
    </message>
</context>
<context>
    <name>DrillBoard</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="90"/>
        <source>← → choose where your letter goes (Home, End: the ends), or click the place.</source>
        <extracomment>Xghost: where the next letter goes, 0 the start to the fragment&apos;s length the end</extracomment>
        <translation>← → wählen, wohin dein Buchstabe kommt (Pos1, Ende: an die Ränder), oder klicke auf die Stelle.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="93"/>
        <source>The letters stay in alphabetical order: just type your letter.</source>
        <translation>Die Buchstaben bleiben alphabetisch geordnet: Tippe einfach deinen Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="95"/>
        <source>Shift+letter puts it on the left.</source>
        <translation>Umschalt+Buchstabe setzt ihn nach links.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="101"/>
        <source>Turn around first (Space)</source>
        <translation>Erst umdrehen (Leertaste)</translation>
    </message>
</context>
<context>
    <name>DrillFeedback</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="44"/>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="50"/>
        <source>The card says:</source>
        <translation>Die Karte sagt:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="55"/>
        <source>Not quite: you made %1. The card says:</source>
        <translation>Nicht ganz: Du hast %1 gelegt. Die Karte sagt:</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="55"/>
        <source>Learn the card</source>
        <extracomment>how long &quot;Right!&quot; stays in the status line under the next question a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter</extracomment>
        <translation>Karte lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="75"/>
        <source>The computer plays the others along your card. Type the letter the card tells you to play.</source>
        <extracomment>what the board shows now: the phase, the answers given and the question</extracomment>
        <translation>Der Computer spielt die anderen nach deiner Karte. Tippe den Buchstaben, den die Karte dir sagt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="110"/>
        <source>Session:</source>
        <extracomment>the moves, the fragment, Xghost&apos;s caret, the prompt and the turn-around box after a miss: what the answer made and the card&apos;s line</extracomment>
        <translation>Übung:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>%1 questions</source>
        <translation>%1 Fragen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>What&apos;s due</source>
        <translation>Was fällig ist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="125"/>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="126"/>
        <source>Show the card&apos;s play (counts as a miss)</source>
        <translation>Den Zug der Karte zeigen (zählt als Fehler)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="128"/>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="240"/>
        <source>Next (Enter)</source>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="131"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="211"/>
        <source>Your saved progress on this card was damaged, so the drill starts afresh.</source>
        <translation>Dein gespeicherter Fortschritt bei dieser Karte war beschädigt, deshalb beginnt die Übung von vorn.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="214"/>
        <source>The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept.</source>
        <translation>Die Datei mit deinem Lernfortschritt war teilweise beschädigt und wurde beiseitegelegt; was sich lesen ließ, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="216"/>
        <source>Could not save your progress (%1).</source>
        <translation>Dein Fortschritt konnte nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="220"/>
        <source>The file of your progress on the cards cannot be read (permission denied). It is left as it is, and this session&apos;s progress is not kept.</source>
        <translation>Die Datei mit deinem Lernfortschritt kann nicht gelesen werden (keine Berechtigung). Sie bleibt, wie sie ist, und der Fortschritt dieser Übung wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="238"/>
        <source>Next session (Enter)</source>
        <translation>Nächste Übung (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="244"/>
        <source>Press Enter to go on.</source>
        <translation>Drück Enter, um weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="251"/>
        <source>Session %1 done: %2 of %3 right.</source>
        <translation>Übung %1 fertig: %2 von %3 richtig.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="259"/>
        <source>Nothing to learn</source>
        <translation>Nichts zu lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="260"/>
        <source>The round is over before your first turn on this card.</source>
        <translation>Bei dieser Karte ist die Runde vor deinem ersten Zug vorbei.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>Your letter?</source>
        <translation>Dein Buchstabe?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>You start. Your letter?</source>
        <translation>Du fängst an. Dein Buchstabe?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="265"/>
        <source>(New to you: “Show me” if you don&apos;t know it yet.)</source>
        <translation>(Neu für dich: „Zeig es mir“, wenn du es noch nicht weißt.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="281"/>
        <source>Learnt! You know every decision on this card.</source>
        <translation>Gelernt! Du kennst jede Entscheidung auf dieser Karte.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="284"/>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="29"/>
        <source>You</source>
        <extracomment>words shown under a decision before &quot;and N more&quot;</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="31"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="32"/>
        <source>Players %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="39"/>
        <source>A new round</source>
        <translation>Eine neue Runde</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="52"/>
        <source>Your letter goes at the end.</source>
        <translation>Dein Buchstabe kommt ans Ende.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="54"/>
        <source>Your letter goes at the start.</source>
        <translation>Dein Buchstabe kommt an den Anfang.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="56"/>
        <source>Your letter goes between %1 and %2.</source>
        <translation>Dein Buchstabe kommt zwischen %1 und %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="90"/>
        <source>(start)</source>
        <translation>(Anfang)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="105"/>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="110"/>
        <source>Aim for:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="113"/>
        <source>Struck-out words lose for you.</source>
        <translation>Durchgestrichene Wörter verlieren für dich.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="133"/>
        <source>add %1 between %2 and %3</source>
        <translation>setze %1 zwischen %2 und %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="139"/>
        <source>play %1</source>
        <translation>spiele %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="141"/>
        <source>add %1 on the left</source>
        <translation>setze %1 links an</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="143"/>
        <source>add %1 on the right</source>
        <translation>setze %1 rechts an</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="147"/>
        <source>turn around, then %1</source>
        <translation>umdrehen, dann %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="157"/>
        <source>%1 is a word: you would win the round, but the card plays otherwise.</source>
        <translation>%1 ist ein Wort: Du würdest die Runde gewinnen, aber die Karte spielt anders.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="161"/>
        <source>%1 makes a word: you would lose the round.</source>
        <translation>%1 ergibt ein Wort: Du würdest die Runde verlieren.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="163"/>
        <source>%1 is a word: you would lose the round.</source>
        <translation>%1 ist ein Wort: Du würdest die Runde verlieren.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="171"/>
        <source>You know every decision on this card. Next session: %1 due for review.</source>
        <translation>Du kennst jede Entscheidung auf dieser Karte. Nächste Übung: %1 zum Wiederholen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="176"/>
        <source>Next session: %1 due, %2 not seen yet.</source>
        <translation>Nächste Übung: %1 fällig, %2 noch nicht gesehen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="183"/>
        <source>Press Enter to go on, or close and come back later: your progress is kept.</source>
        <translation>Drück Enter, um weiterzumachen, oder schließ und komm später wieder: Dein Fortschritt bleibt gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="198"/>
        <source>Welcome back: session %1 goes on after %2 of %3 questions.</source>
        <translation>Willkommen zurück: Übung %1 geht nach %2 von %3 Fragen weiter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="206"/>
        <source>Welcome back: you finished session %1.</source>
        <translation>Willkommen zurück: Du hast Übung %1 beendet.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="221"/>
        <source>Last drilled: %1.</source>
        <translation>Zuletzt geübt: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="230"/>
        <source>Known %1 of %2 decisions</source>
        <translation>%1 von %2 Entscheidungen gelernt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="240"/>
        <source>Session %1: %2 due, %3 of %4 learnt</source>
        <translation>Übung %1: %2 fällig, %3 von %4 gelernt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="247"/>
        <source>question %1 of %2</source>
        <translation>Frage %1 von %2</translation>
    </message>
</context>
<context>
    <name>FragmentView</name>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="252"/>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="303"/>
        <source>start a word</source>
        <extracomment>the newest letter&apos;s underline is painted here (the spaced looks: rich text&apos;s would run on under the wide spacing after the letter) the caret was moved (by a click, or by :meth:`move_caret`): its new place where the next letter goes in Xghost: 0 is the start, len(fragment) the end</extracomment>
        <translation>fang ein Wort an</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="362"/>
        <source>next letter goes at the start</source>
        <translation>nächster Buchstabe kommt an den Anfang</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="364"/>
        <source>next letter goes at the end</source>
        <translation>nächster Buchstabe kommt ans Ende</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="366"/>
        <source>next letter goes between %1 and %2</source>
        <translation>nächster Buchstabe kommt zwischen %1 und %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="380"/>
        <source>no letters yet</source>
        <translation>noch keine Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="386"/>
        <source>The letters played so far: a pool of letters in any order</source>
        <translation>Die bisher gespielten Buchstaben: ein Haufen Buchstaben in beliebiger Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="388"/>
        <source>The letters played so far</source>
        <translation>Die bisher gespielten Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="391"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="198"/>
        <source>Game resumed: round %1.</source>
        <translation>Spiel fortgesetzt: Runde %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="202"/>
        <source>New game: %1, %2 words.</source>
        <translation>Neues Spiel: %1, %2 Wörter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="208"/>
        <source>Taken back: the word is %1 again.</source>
        <translation>Zurückgenommen: Es steht wieder %1 da.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="211"/>
        <source>Taken back: the round starts again from the first letter.</source>
        <translation>Zurückgenommen: Die Runde beginnt wieder beim ersten Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="215"/>
        <source>The house and blocked words count from this round: the list now has %1 words.</source>
        <translation>Eigene und gesperrte Wörter gelten ab dieser Runde: Die Liste hat jetzt %1 Wörter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="224"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>„%1“ ist kein Buchstabe dieser Wortliste.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="234"/>
        <source>Loading the word list “%1”…</source>
        <translation>Wortliste „%1“ wird geladen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="243"/>
        <source>Reading the word list…</source>
        <translation>Wortliste wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="246"/>
        <source>Working out perfect play…</source>
        <translation>Perfektes Spiel wird berechnet …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="249"/>
        <source>Getting the computer players ready…</source>
        <translation>Die Computerspieler machen sich bereit …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="254"/>
        <source>Working out perfect play with the changed words…</source>
        <translation>Perfektes Spiel wird mit den geänderten Wörtern neu berechnet …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="257"/>
        <source>Working out the strategy cards…</source>
        <translation>Die Strategiekarten werden berechnet …</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="147"/>
        <source>Leave the match in play? It counts as abandoned.</source>
        <translation>Die laufende Partie verlassen? Sie zählt als abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="152"/>
        <source>End it and start the new game</source>
        <translation>Beenden und neues Spiel starten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="155"/>
        <source>Keep playing this match</source>
        <translation>Diese Partie weiterspielen</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="70"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="84"/>
        <source>Reading the matches played…</source>
        <translation>Die gespielten Partien werden gelesen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="98"/>
        <source>Matches kept at most (the oldest go first):</source>
        <translation>Höchstens so viele Partien behalten (die ältesten zuerst löschen):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="104"/>
        <source>Past this many, the oldest match kept is deleted when a match ends</source>
        <translation>Darüber hinaus wird am Ende einer Partie die älteste gespeicherte gelöscht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="112"/>
        <source>Review…</source>
        <translation>Nachspielen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="114"/>
        <source>Every play of the chosen match, marked by what perfect play says of it</source>
        <translation>Jeder Zug der gewählten Partie, bewertet nach perfektem Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="117"/>
        <source>Save as…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="118"/>
        <source>Save the chosen match as a text file</source>
        <translation>Die gewählte Partie als Textdatei speichern</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="120"/>
        <source>Open a match…</source>
        <translation>Partie öffnen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="121"/>
        <source>Review a match saved as a file</source>
        <translation>Eine als Datei gespeicherte Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="128"/>
        <source>Delete…</source>
        <translation>Löschen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="129"/>
        <source>Delete the chosen match; asks first</source>
        <translation>Die gewählte Partie löschen; fragt vorher</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="131"/>
        <source>Delete all…</source>
        <translation>Alle löschen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="132"/>
        <source>Delete every match kept; asks first</source>
        <translation>Alle gespeicherten Partien löschen; fragt vorher</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="134"/>
        <source>Learn from my mistakes…</source>
        <translation>Aus meinen Fehlern lernen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="136"/>
        <source>Find again, one by one, the letters that would have kept a win you threw away</source>
        <translation>Nacheinander die Buchstaben wiederfinden, die einen verschenkten Sieg gehalten hätten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="139"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="140"/>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="177"/>
        <source>unfinished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="191"/>
        <source>No matches kept yet</source>
        <translation>Noch keine Partien gespeichert</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="195"/>
        <source>Damaged match records set aside in %2 (renamed to end in .corrupt): %1.</source>
        <translation>Beschädigte Partie-Aufzeichnungen wurden in %2 beiseitegelegt (umbenannt auf .corrupt): %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="211"/>
        <source>Delete this match</source>
        <translation>Diese Partie löschen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="212"/>
        <source>Delete the match of %1? This cannot be undone.</source>
        <translation>Die Partie von %1 löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="223"/>
        <source>Delete all matches</source>
        <translation>Alle Partien löschen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="224"/>
        <source>Delete all %1 matches kept? This cannot be undone.</source>
        <translation>Alle %1 gespeicherten Partien löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="270"/>
        <source>This match could not be read: %1.</source>
        <translation>Diese Partie konnte nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="272"/>
        <source>%2 could not be opened: %1.</source>
        <translation>%2 konnte nicht geöffnet werden: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="300"/>
        <source>The match could not be saved as %1: %2.</source>
        <translation>Die Partie konnte nicht als %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="313"/>
        <source>Save the match as</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="315"/>
        <source>Ghost matches (*.txt)</source>
        <translation>Geist-Partien (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="323"/>
        <source>Open a match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="325"/>
        <source>Ghost matches (*.txt);;All files (*)</source>
        <translation>Geist-Partien (*.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="145"/>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="154"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="44"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Whoever finishes a word of %1 or more letters loses the round. Shorter words don&apos;t count.</source>
        <translation>Hängt abwechselnd einen Buchstaben hinten an die Buchstaben auf dem Tisch an. Die Buchstaben müssen immer der Anfang eines echten Wortes sein. Wer ein Wort mit %1 oder mehr Buchstaben beendet, verliert die Runde. Kürzere Wörter zählen nicht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="50"/>
        <source>Take turns adding one letter at either end of the letters on the board: at the end, or at the front (hold Shift while typing). The letters must always appear somewhere inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Setzt abwechselnd einen Buchstaben an eines der beiden Enden der Buchstaben auf dem Tisch: hinten oder vorne (beim Tippen Umschalt gedrückt halten). Die Buchstaben müssen immer irgendwo in einem echten Wort vorkommen. Wer ein Wort mit %1 oder mehr Buchstaben beendet, verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="56"/>
        <source>Take turns adding one letter at either end of the letters on the board (hold Shift to put it at the front). Before adding, you may also reverse the letters, turning them around (tick “Reverse first”). The letters must appear inside a real word, forwards or backwards. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Setzt abwechselnd einen Buchstaben an eines der beiden Enden der Buchstaben auf dem Tisch (mit Umschalt kommt er nach vorne). Vorher darfst du die Buchstaben auch umdrehen, also rückwärts lesen (Haken bei „Erst das Wort umdrehen“). Die Buchstaben müssen in einem echten Wort vorkommen, vorwärts oder rückwärts. Wer ein Wort mit %1 oder mehr Buchstaben beendet, verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="63"/>
        <source>Take turns adding one letter anywhere: at either end of the letters on the board, or between two of them. Click where it should go, or move the marker with the arrow keys (Home and End jump to the ends). The letters must always appear, just as they stand, inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Setzt abwechselnd einen Buchstaben irgendwohin: an eines der beiden Enden der Buchstaben auf dem Tisch oder zwischen zwei von ihnen. Klicke auf die Stelle, oder verschiebe die Markierung mit den Pfeiltasten (Pos1 und Ende springen an die Ränder). Die Buchstaben müssen immer genau so, wie sie stehen, in einem echten Wort vorkommen. Wer ein Wort mit %1 oder mehr Buchstaben beendet, verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="71"/>
        <source>Take turns adding one letter to the letters on the board. Their order does not matter: the game keeps them in alphabetical order. The letters must always fit inside a real word, each as often as the word has it. Whoever adds the letter that lets all of them, in some order, spell a word of %1 or more letters loses the round.</source>
        <translation>Legt abwechselnd einen Buchstaben zu den Buchstaben auf dem Tisch. Die Reihenfolge ist egal: Das Spiel ordnet sie alphabetisch. Die Buchstaben müssen immer in ein echtes Wort passen, jeder so oft, wie er im Wort vorkommt. Wer den Buchstaben legt, mit dem alle zusammen, in irgendeiner Reihenfolge, ein Wort mit %1 oder mehr Buchstaben ergeben, verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="78"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Here it is the other way round: whoever completes a word of %1 or more letters wins the round, and the player who played just before them loses it. Shorter words don&apos;t count.</source>
        <translation>Hängt abwechselnd einen Buchstaben hinten an die Buchstaben auf dem Tisch an. Die Buchstaben müssen immer der Anfang eines echten Wortes sein. Hier ist es umgekehrt: Wer ein Wort mit %1 oder mehr Buchstaben beendet, gewinnt die Runde, und wer direkt davor dran war, verliert sie. Kürzere Wörter zählen nicht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="184"/>
        <source>Table rule: the game calls out completed words. As soon as a word is finished, the round ends.</source>
        <translation>Tischregel: Das Spiel erkennt fertige Wörter selbst. Sobald ein Wort fertig ist, endet die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="187"/>
        <source>(With the other rule, players must catch words themselves, and bluffing is allowed.)</source>
        <translation>(Mit der anderen Regel müssen die Spieler Wörter selbst erwischen, und Bluffen ist erlaubt.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="193"/>
        <source>Table rule: players must catch them, bluffing allowed. A finished word, or letters no word fits, stay on the board until somebody challenges. You may bluff and hope nobody notices!</source>
        <translation>Tischregel: Die Spieler müssen Wörter selbst erwischen, Bluffen ist erlaubt. Ein fertiges Wort oder Buchstaben, zu denen kein Wort passt, bleiben auf dem Tisch, bis jemand herausfordert. Du darfst bluffen und hoffen, dass es keiner merkt!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="196"/>
        <source>(With the other rule, the game calls out completed words at once.)</source>
        <translation>(Mit der anderen Regel erkennt das Spiel fertige Wörter sofort.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="199"/>
        <source>Challenges</source>
        <translation>Herausfordern</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="90"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, just as they stand. If they can, you lose the round; if not, they do.</source>
        <translation>„Kein Wort enthält diese Buchstaben!“ (Taste ?): Du glaubst, der letzte Spieler blufft. Er muss ein echtes Wort nennen, in dem diese Buchstaben genau so vorkommen, wie sie stehen. Kann er es, verlierst du die Runde; sonst verliert er.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="96"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, as they stand or reversed. If they can, you lose the round; if not, they do.</source>
        <translation>„Kein Wort enthält diese Buchstaben!“ (Taste ?): Du glaubst, der letzte Spieler blufft. Er muss ein echtes Wort nennen, in dem diese Buchstaben vorkommen, so wie sie stehen oder umgedreht. Kann er es, verlierst du die Runde; sonst verliert er.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="102"/>
        <source>“No word can be made with these letters!” (key ?): you think the last player is bluffing. They must name a real word that has all these letters, in any order. If they can, you lose the round; if not, they do.</source>
        <translation>„Daraus lässt sich kein Wort bilden!“ (Taste ?): Du glaubst, der letzte Spieler blufft. Er muss ein echtes Wort nennen, das alle diese Buchstaben hat, in beliebiger Reihenfolge. Kann er es, verlierst du die Runde; sonst verliert er.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="107"/>
        <source>“No word goes like that!” (key ?): you think the last player is bluffing. They must name a real word that fits the letters. If they can, you lose the round; if not, they do.</source>
        <translation>„So ein Wort gibt es nicht!“ (Taste ?): Du glaubst, der letzte Spieler blufft. Er muss ein echtes Wort nennen, das zu den Buchstaben passt. Kann er es, verlierst du die Runde; sonst verliert er.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="117"/>
        <source>“That&apos;s a word!” (key !): the letters, in some order, already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>„Das ist ein Wort!“ (Taste !): Die Buchstaben ergeben in irgendeiner Reihenfolge schon ein Wort mit %1 oder mehr Buchstaben. Stimmt das, gilt das Wort als fertig; sonst verlierst du die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="123"/>
        <source>“That&apos;s a word!” (key !): the letters already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>„Das ist ein Wort!“ (Taste !): Die Buchstaben ergeben schon ein Wort mit %1 oder mehr Buchstaben. Stimmt das, gilt das Wort als fertig; sonst verlierst du die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="211"/>
        <source>Each lost round gives you the next letter of %1. Once you have spelled all of %2, you are out. The last player left wins.</source>
        <translation>Für jede verlorene Runde bekommst du den nächsten Buchstaben von %1. Sobald du %2 ganz hast, scheidest du aus. Wer als Letzter übrig bleibt, gewinnt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="221"/>
        <source>Each player has %1 life. Losing a round costs it, and you are out. The last player left wins.</source>
        <translation>
            <numerusform>Jeder Spieler hat %1 Leben. Wer eine Runde verliert, verliert es und scheidet aus. Wer als Letzter übrig bleibt, gewinnt.</numerusform>
            <numerusform>Jeder Spieler hat %1 Leben. Wer eine Runde verliert, verliert eins und scheidet aus. Wer als Letzter übrig bleibt, gewinnt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="226"/>
        <source>Each player has %1 lives. Each lost round costs you one. With none left you are out. The last player left wins.</source>
        <translation>
            <numerusform>Jeder Spieler hat %1 Leben. Jede verlorene Runde kostet eins. Ohne Leben scheidest du aus. Wer als Letzter übrig bleibt, gewinnt.</numerusform>
            <numerusform>Jeder Spieler hat %1 Leben. Jede verlorene Runde kostet eins. Ohne Leben scheidest du aus. Wer als Letzter übrig bleibt, gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="231"/>
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="233"/>
        <source>An example</source>
        <translation>Ein Beispiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="249"/>
        <source>%1 completed %2 and wins the round. %3 played just before, and loses it.</source>
        <translation>%1 hat %2 beendet und gewinnt die Runde. %3 war direkt davor dran und verliert sie.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="252"/>
        <source>%1 made the letters %2 spell %4 and loses the round.</source>
        <translation>%1 hat aus den Buchstaben %2 das Wort %4 gemacht und verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="256"/>
        <source>%1 completed %2 and loses the round.</source>
        <translation>%1 hat %2 beendet und verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="259"/>
        <source>%1 gets a %2.</source>
        <translation>%1 bekommt ein %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="262"/>
        <source>(With bluffing allowed, this happens when somebody says “That&apos;s a word!”.)</source>
        <translation>(Wenn Bluffen erlaubt ist, passiert das, wenn jemand „Das ist ein Wort!“ sagt.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="265"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="275"/>
        <source>In this French list, É plays as E and Ç as C.</source>
        <translation>In dieser französischen Liste zählt É als E und Ç als C.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="278"/>
        <source>In this Spanish list, accented letters play as the plain letter; Ñ is a letter of its own.</source>
        <translation>In dieser spanischen Liste zählen Buchstaben mit Akzent als einfache Buchstaben; Ñ ist ein eigener Buchstabe.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="282"/>
        <source>In this German list, Ä, Ö and Ü are letters of their own and ß plays as SS.</source>
        <translation>In dieser deutschen Liste sind Ä, Ö und Ü eigene Buchstaben, und ß zählt als SS.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>A letter</source>
        <translation>Ein Buchstabe</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>Play it</source>
        <translation>Ihn spielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Shift+letter</source>
        <translation>Umschalt+Buchstabe</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Put it at the front</source>
        <translation>Ihn vorne ansetzen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="291"/>
        <source>Move the marker: where the next letter goes</source>
        <translation>Markierung verschieben: wohin der nächste Buchstabe kommt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="295"/>
        <source>Move the marker to the front, to the end</source>
        <translation>Markierung an den Anfang, ans Ende</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="299"/>
        <source>No word contains these letters!</source>
        <translation>Kein Wort enthält diese Buchstaben!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="301"/>
        <source>No word can be made with these letters!</source>
        <translation>Daraus lässt sich kein Wort bilden!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="303"/>
        <source>No word goes like that!</source>
        <translation>So ein Wort gibt es nicht!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="305"/>
        <source>Confirm, or start the next round</source>
        <translation>Bestätigen oder die nächste Runde starten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="306"/>
        <source>Close a window without deciding anything</source>
        <translation>Ein Fenster schließen, ohne etwas zu entscheiden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="308"/>
        <source>That&apos;s a word! (when bluffing is allowed)</source>
        <translation>Das ist ein Wort! (wenn Bluffen erlaubt ist)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="309"/>
        <source>Resign the round (you are asked first)</source>
        <translation>Die Runde aufgeben (du wirst vorher gefragt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="310"/>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="311"/>
        <source>Hint (practice)</source>
        <translation>Tipp (Übung)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="312"/>
        <source>Take back your letter</source>
        <translation>Deinen Buchstaben zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="313"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="314"/>
        <source>Print a card</source>
        <translation>Eine Karte drucken</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="315"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="316"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="47"/>
        <source>letter %1</source>
        <comment>a key&apos;s name for screen readers</comment>
        <extracomment>the most keys in a row, so that the window fits a 1024-pixel screen diacritics in the order dictionaries sort them (é before è before ê before ë) letters that do not decompose, sorted after the letters they are written from</extracomment>
        <translation>Buchstabe %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="53"/>
        <source>Plays %1 (or type it)</source>
        <comment>a key&apos;s description for screen readers</comment>
        <translation>Spielt %1 (oder tippe ihn)</translation>
    </message>
</context>
<context>
    <name>LearnView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="50"/>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="51"/>
        <source>Learn from my mistakes</source>
        <translation>Aus meinen Fehlern lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="51"/>
        <source>Whose mistakes?</source>
        <translation>Wessen Fehler?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="60"/>
        <source>No person played in this match.</source>
        <translation>In dieser Partie hat kein Mensch gespielt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="96"/>
        <source>Reviewing the match against perfect play…</source>
        <translation>Die Partie wird mit perfektem Spiel verglichen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="64"/>
        <source>Learn from %1&apos;s mistakes</source>
        <translation>Aus den Fehlern von %1 lernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="94"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="95"/>
        <source>How many plays keep the win here</source>
        <translation>Wie viele Züge hier den Sieg halten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="97"/>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="99"/>
        <source>Show the plays that keep the win (it comes back next time)</source>
        <translation>Die Züge zeigen, die den Sieg halten (die Stellung kommt nächstes Mal wieder)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="102"/>
        <source>Next (Enter)</source>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="104"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="211"/>
        <source>Press Enter to go on.</source>
        <translation>Drück Enter, um weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="234"/>
        <source>The file of your mistakes to go over was damaged and was set aside; it starts afresh.</source>
        <translation>Die Datei deiner Fehler zum Üben war beschädigt und wurde beiseitegelegt; sie beginnt von vorn.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="237"/>
        <source>The file of your mistakes to go over was partly damaged and was set aside; what could be read is kept.</source>
        <translation>Die Datei deiner Fehler zum Üben war teilweise beschädigt und wurde beiseitegelegt; was sich lesen ließ, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="240"/>
        <source>The file of your mistakes to go over cannot be read (permission denied). It is left as it is, and this session is not kept.</source>
        <translation>Die Datei deiner Fehler zum Üben kann nicht gelesen werden (keine Berechtigung). Sie bleibt, wie sie ist, und diese Übung wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="245"/>
        <source>Could not save your mistakes to go over (%1).</source>
        <translation>Deine Fehler zum Üben konnten nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="22"/>
        <source>words count from %1 letters</source>
        <translation>Wörter zählen ab %1 Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="42"/>
        <source>%1 to play</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="49"/>
        <source>You start. Find a letter that keeps the win.</source>
        <translation>Du fängst an. Finde einen Buchstaben, der den Sieg hält.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="52"/>
        <source>Find a letter that keeps the win.</source>
        <translation>Finde einen Buchstaben, der den Sieg hält.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="62"/>
        <source>Plays that keep the win here: %1. In the match, %2 was played.</source>
        <translation>Züge, die hier den Sieg halten: %1. In der Partie wurde %2 gespielt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="72"/>
        <source>Yes! %1 keeps the win.</source>
        <translation>Ja! %1 hält den Sieg.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="76"/>
        <source>So would: %1.</source>
        <translation>Auch gut wären: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="84"/>
        <source>Plays that keep the win: %1.</source>
        <translation>Züge, die den Sieg halten: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="90"/>
        <source>%1 does not keep the win.</source>
        <translation>%1 hält den Sieg nicht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="109"/>
        <source>Position %1 of %2</source>
        <translation>Stellung %1 von %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="114"/>
        <source>again, from an earlier session</source>
        <translation>wieder, aus einer früheren Übung</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="120"/>
        <source>Done: %1 of %2 found at the first try.</source>
        <translation>Fertig: %1 von %2 beim ersten Versuch gefunden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="128"/>
        <source>Nothing to go over next time.</source>
        <translation>Nächstes Mal gibt es nichts zu üben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="129"/>
        <source>Positions to go over next time you learn from your mistakes: %1.</source>
        <translation>Stellungen zum Üben, wenn du das nächste Mal aus deinen Fehlern lernst: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="135"/>
        <source>%1 threw no win away in this match that a letter would have kept.</source>
        <translation>%1 hat in dieser Partie keinen Sieg verschenkt, den ein Buchstabe gehalten hätte.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="144"/>
        <source>its word list is not found</source>
        <translation>ihre Wortliste wurde nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="145"/>
        <source>its word list has changed since it was played</source>
        <translation>ihre Wortliste hat sich seit der Partie geändert</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="148"/>
        <source>its word list cannot be used</source>
        <translation>ihre Wortliste kann nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="149"/>
        <source>completed words did not end the round</source>
        <translation>fertige Wörter haben die Runde nicht beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="154"/>
        <source>This match cannot be reviewed against perfect play: %1.</source>
        <translation>Diese Partie kann nicht mit perfektem Spiel verglichen werden: %1.</translation>
    </message>
</context>
<context>
    <name>LevelPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="186"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="189"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>perfect</source>
        <translation>perfekt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="198"/>
        <source>Strength of the adaptive computers after each round: %1</source>
        <translation>Stärke der anpassenden Computer nach jeder Runde: %1</translation>
    </message>
</context>
<context>
    <name>ListChooser</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="66"/>
        <source>The words that count in this game</source>
        <extracomment>another list was chosen, or its capitalised words kept or not: check it again a reading came back: :attr:`list_ok` or :attr:`fits` may have changed</extracomment>
        <translation>Die Wörter, die in diesem Spiel zählen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="67"/>
        <source>From a file…</source>
        <translation>Aus einer Datei …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="70"/>
        <source>Play with a word list of your own: a text file with one word per line</source>
        <translation>Mit einer eigenen Wortliste spielen: eine Textdatei mit einem Wort pro Zeile</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="85"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Großgeschriebene Wörter behalten (deutsche Nomen)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="88"/>
        <source>Count the list&apos;s capitalised entries as words, in small letters: German nouns are written with a capital. For other lists they are mostly names, so they are skipped.</source>
        <translation>Die großgeschriebenen Einträge der Liste als Wörter zählen, kleingeschrieben: Deutsche Nomen werden großgeschrieben. In anderen Listen sind das meist Namen, darum werden sie übersprungen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="103"/>
        <source>How the list&apos;s letters are counted: French and Spanish players play É as E, German players keep Ä, Ö and Ü and play ß as SS</source>
        <translation>Wie die Buchstaben der Liste zählen: Im Französischen und Spanischen zählt É als E, im Deutschen bleiben Ä, Ö und Ü eigene Buchstaben und ß zählt als SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="121"/>
        <source>Open a word list</source>
        <translation>Wortliste öffnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="123"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Wortlisten (*.txt *.dic *.lst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="167"/>
        <source>Reading the word list…</source>
        <translation>Wortliste wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="198"/>
        <source>Cannot use this list: %1</source>
        <translation>Diese Liste geht nicht: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="210"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="213"/>
        <source>%1 entries in the file</source>
        <translation>
            <numerusform>%1 Eintrag in der Datei</numerusform>
            <numerusform>%1 Einträge in der Datei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="217"/>
        <source>%1 blocked words left out</source>
        <translation>
            <numerusform>%1 gesperrtes Wort weggelassen</numerusform>
            <numerusform>%1 gesperrte Wörter weggelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="223"/>
        <source>%1 house words added</source>
        <translation>
            <numerusform>%1 eigenes Wort hinzugefügt</numerusform>
            <numerusform>%1 eigene Wörter hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="229"/>
        <source>%1 repeated entries counted once</source>
        <translation>
            <numerusform>%1 doppelter Eintrag einmal gezählt</numerusform>
            <numerusform>%1 doppelte Einträge einmal gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="236"/>
        <source>%1 capitalised words (names, or German nouns) skipped</source>
        <translation>
            <numerusform>%1 großgeschriebenes Wort (Name oder deutsches Nomen) übersprungen</numerusform>
            <numerusform>%1 großgeschriebene Wörter (Namen oder deutsche Nomen) übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="242"/>
        <source>%1 entries with other characters (digits, hyphens, apostrophes…) skipped</source>
        <translation>
            <numerusform>%1 Eintrag mit anderen Zeichen (Ziffern, Bindestriche, Apostrophe …) übersprungen</numerusform>
            <numerusform>%1 Einträge mit anderen Zeichen (Ziffern, Bindestriche, Apostrophe …) übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="249"/>
        <source>%1 entries longer than %2 letters skipped</source>
        <translation>
            <numerusform>%1 Eintrag länger als %2 Buchstaben übersprungen</numerusform>
            <numerusform>%1 Einträge länger als %2 Buchstaben übersprungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListReport</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="51"/>
        <source>%1; %2</source>
        <extracomment>an example longer than this is cut short (an entry with other characters can be long)</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="55"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="66"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="77"/>
        <source>%1 such as %2</source>
        <translation>%1, zum Beispiel %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="87"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="97"/>
        <source>Kept %1 word</source>
        <translation>%1 Wort behalten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="98"/>
        <source>Kept %1 words</source>
        <translation>%1 Wörter behalten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="108"/>
        <source>Lowercased %1 capitalised word</source>
        <translation>%1 großgeschriebenes Wort kleingeschrieben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="109"/>
        <source>Lowercased %1 capitalised words</source>
        <translation>%1 großgeschriebene Wörter kleingeschrieben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="119"/>
        <source>%1 capitalised word (a name, or a German noun)</source>
        <translation>%1 großgeschriebenes Wort (ein Name oder ein deutsches Nomen)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="120"/>
        <source>%1 capitalised words (names, or German nouns)</source>
        <translation>%1 großgeschriebene Wörter (Namen oder deutsche Nomen)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="128"/>
        <source>%1 entry with other characters</source>
        <translation>%1 Eintrag mit anderen Zeichen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="129"/>
        <source>%1 entries with other characters</source>
        <translation>%1 Einträge mit anderen Zeichen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="137"/>
        <source>%1 entry longer than %2 letters</source>
        <translation>%1 Eintrag länger als %2 Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="138"/>
        <source>%1 entries longer than %2 letters</source>
        <translation>%1 Einträge länger als %2 Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="146"/>
        <source>Skipped %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="152"/>
        <source>Counted %1 repeated entry once</source>
        <translation>%1 doppelten Eintrag einmal gezählt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="153"/>
        <source>Counted %1 repeated entries once</source>
        <translation>%1 doppelte Einträge einmal gezählt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="168"/>
        <source>Read as French, accents off: %1 word merged with another</source>
        <extracomment>how a list&apos;s letters were counted, when that merged words (côte → cote), by its language</extracomment>
        <translation>Als Französisch gelesen, ohne Akzente: %1 Wort mit einem anderen zusammengefallen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="169"/>
        <source>Read as French, accents off: %1 words merged with others</source>
        <translation>Als Französisch gelesen, ohne Akzente: %1 Wörter mit anderen zusammengefallen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="172"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 word merged with another</source>
        <translation>Als Spanisch gelesen, ohne Akzente, Ñ bleibt: %1 Wort mit einem anderen zusammengefallen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="175"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 words merged with others</source>
        <translation>Als Spanisch gelesen, ohne Akzente, Ñ bleibt: %1 Wörter mit anderen zusammengefallen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="180"/>
        <source>Read as German, ß as SS: %1 word merged with another</source>
        <translation>Als Deutsch gelesen, ß als SS: %1 Wort mit einem anderen zusammengefallen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="181"/>
        <source>Read as German, ß as SS: %1 words merged with others</source>
        <translation>Als Deutsch gelesen, ß als SS: %1 Wörter mit anderen zusammengefallen</translation>
    </message>
</context>
<context>
    <name>ListReportDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="195"/>
        <source>Word list “%1”</source>
        <translation>Wortliste „%1“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="205"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Großgeschriebene Wörter behalten (deutsche Nomen)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="208"/>
        <source>German writes every noun with a capital letter. Keep such words, in lower case, instead of skipping them as names.</source>
        <translation>Im Deutschen wird jedes Nomen großgeschrieben. Solche Wörter kleingeschrieben behalten, statt sie als Namen zu überspringen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="224"/>
        <source>Use this list</source>
        <translation>Diese Liste nehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="241"/>
        <source>The capitalised words will be kept in lower case.</source>
        <translation>Die großgeschriebenen Wörter werden kleingeschrieben behalten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="243"/>
        <source>The capitalised words will be skipped.</source>
        <translation>Die großgeschriebenen Wörter werden übersprungen.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/log_view.py" line="155"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="389"/>
        <source>The next round starts in a moment…</source>
        <extracomment>the winner screen&apos;s buttons; the shell starts the games the round banner&apos;s &quot;Review this round&quot; says game events to a screen reader (and keeps the last ones) reads the letters aloud when the player turns it on (View → Read letters aloud)</extracomment>
        <translation>Die nächste Runde beginnt gleich …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="393"/>
        <source>Next round (Enter)</source>
        <translation>Nächste Runde (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="396"/>
        <source>Review this round</source>
        <translation>Diese Runde ansehen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="110"/>
        <source>Here the game calls out completed words: no need to say “That&apos;s a word!”</source>
        <extracomment>the keys that move Xghost&apos;s caret</extracomment>
        <translation>Hier erkennt das Spiel fertige Wörter selbst: „Das ist ein Wort!“ ist nicht nötig</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="120"/>
        <source>Words count from %1 letters: “That&apos;s a word!” cannot be right yet.</source>
        <translation>Wörter zählen ab %1 Buchstaben: „Das ist ein Wort!“ kann noch nicht stimmen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="135"/>
        <source>The round is over: press Enter for the next one.</source>
        <translation>Die Runde ist vorbei: Drück Enter für die nächste.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="142"/>
        <source>The match is over: press Enter to play again.</source>
        <translation>Die Partie ist vorbei: Drück Enter, um noch einmal zu spielen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="152"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>„%1“ ist kein Buchstabe dieser Wortliste.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="160"/>
        <source>Only letters can be played.</source>
        <translation>Man kann nur Buchstaben spielen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="44"/>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="45"/>
        <source>Turn:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="46"/>
        <source>Thinking:</source>
        <translation>Denkt nach:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="47"/>
        <source>Must answer:</source>
        <translation>Muss antworten:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="48"/>
        <source>Next round starts:</source>
        <translation>Nächste Runde beginnt:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="49"/>
        <source>Winner:</source>
        <translation>Sieg:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="59"/>
        <source>No word contains these letters!</source>
        <translation>Kein Wort enthält diese Buchstaben!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="60"/>
        <source>Challenge the last player: they must name a word with these letters in it, in a row</source>
        <translation>Den letzten Spieler herausfordern: Er muss ein Wort nennen, in dem diese Buchstaben direkt hintereinander stehen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="67"/>
        <source>No word can be made with these letters!</source>
        <translation>Daraus lässt sich kein Wort bilden!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="68"/>
        <source>Challenge the last player: they must name a word that has all these letters, in any order</source>
        <translation>Den letzten Spieler herausfordern: Er muss ein Wort nennen, das alle diese Buchstaben hat, in beliebiger Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="75"/>
        <source>No word goes like that!</source>
        <translation>So ein Wort gibt es nicht!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="76"/>
        <source>Challenge the last player: they must name a word that goes like this</source>
        <translation>Den letzten Spieler herausfordern: Er muss ein Wort nennen, das so geht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="89"/>
        <source>That&apos;s a word!</source>
        <translation>Das ist ein Wort!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="91"/>
        <source>Challenge the last player: the fragment is already a word (only with the bluffing rule)</source>
        <translation>Den letzten Spieler herausfordern: Die Buchstaben sind schon ein Wort (nur mit der Bluff-Regel)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="97"/>
        <source>Answer the challenge</source>
        <translation>Wort nennen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="98"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="99"/>
        <source>Name the word you had in mind</source>
        <translation>Das Wort nennen, an das du gedacht hast</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="102"/>
        <source>Resign round</source>
        <translation>Runde aufgeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="104"/>
        <source>Give up this round: you get the next letter</source>
        <translation>Diese Runde aufgeben: Du bekommst den nächsten Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="107"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="109"/>
        <source>Practice: the letters that win here</source>
        <translation>Übung: die Buchstaben, die hier gewinnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="112"/>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="114"/>
        <source>Take back the letter you just played</source>
        <translation>Den gerade gespielten Buchstaben zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="124"/>
        <source>%1: %2 words · %3 · words of %4+ letters count</source>
        <translation>%1: %2 Wörter · %3 · Wörter ab %4 Buchstaben zählen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="150"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="154"/>
        <source>%1. %2 is out of the game.</source>
        <translation>%1. %2 scheidet aus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="172"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="181"/>
        <source>The computers win the match: no person is left in.</source>
        <translation>Die Computer gewinnen die Partie: Kein Mensch ist mehr im Spiel.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="184"/>
        <source>%1 wins the match!</source>
        <translation>%1 gewinnt die Partie!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="194"/>
        <source>The computers win the match!</source>
        <translation>Die Computer gewinnen die Partie!</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="110"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="111"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="112"/>
        <source>Play &amp;again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="113"/>
        <source>&amp;Open word list…</source>
        <translation>&amp;Wortliste öffnen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="114"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="115"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="116"/>
        <source>Clear the &amp;cache</source>
        <translation>&amp;Cache leeren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="118"/>
        <source>&amp;Word list</source>
        <translation>&amp;Wortliste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="119"/>
        <source>&amp;House and blocked words…</source>
        <translation>&amp;Eigene und gesperrte Wörter …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="120"/>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="121"/>
        <source>&amp;Take back a letter</source>
        <translation>Buchstaben &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="122"/>
        <source>&amp;Resign the round…</source>
        <translation>Runde &amp;aufgeben …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="123"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="124"/>
        <source>&amp;Grey out losing letters</source>
        <translation>&amp;Verlierende Buchstaben ausgrauen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="125"/>
        <source>&amp;Full screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="126"/>
        <source>Show the game &amp;log</source>
        <translation>Spiel&amp;protokoll zeigen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="127"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="128"/>
        <source>&amp;Strategy card…</source>
        <translation>&amp;Strategiekarte …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="129"/>
        <source>&amp;Print card…</source>
        <translation>Karte &amp;drucken …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="130"/>
        <source>&amp;Who wins?…</source>
        <translation>&amp;Wer gewinnt? …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="131"/>
        <source>&amp;Learn the card…</source>
        <translation>Karte &amp;lernen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="132"/>
        <source>Poc&amp;ket card…</source>
        <translation>&amp;Taschenkarte …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="133"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="134"/>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="135"/>
        <source>As the &amp;system</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="136"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="137"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="138"/>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="139"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Größer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="140"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kleiner</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="141"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="142"/>
        <source>Read letters a&amp;loud</source>
        <translation>Buchstaben &amp;vorlesen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="143"/>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="144"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="145"/>
        <source>&amp;How to play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="146"/>
        <source>&amp;Welcome screen</source>
        <translation>&amp;Willkommensseite</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="147"/>
        <source>&amp;About Ghost</source>
        <translation>Über &amp;Geist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="152"/>
        <source>Delete the solved games kept on disk; they are worked out again when needed</source>
        <translation>Die auf der Festplatte gespeicherten gelösten Spiele löschen; sie werden bei Bedarf neu berechnet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="158"/>
        <source>The matches played, finished or left, newest first</source>
        <translation>Die gespielten Partien, beendet oder abgebrochen, die neuesten zuerst</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="163"/>
        <source>Words your table adds to the list, and words it takes out</source>
        <translation>Wörter, die eure Runde zur Liste hinzufügt, und Wörter, die sie herausnimmt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="168"/>
        <source>Practice: the letters that win here</source>
        <translation>Übung: die Buchstaben, die hier gewinnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="171"/>
        <source>Spell the word aloud after each play and say how each round ended, with the computer&apos;s voice</source>
        <translation>Nach jedem Zug das Wort mit der Computerstimme buchstabieren und sagen, wie jede Runde endete</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="177"/>
        <source>Practice: grey out the letters that lose</source>
        <translation>Übung: die Buchstaben ausgrauen, die verlieren</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="205"/>
        <source>Alex</source>
        <extracomment>a person may take back their last letter, with the computers&apos; replies, until the next person plays (practice allows it anyway) keep capitalised entries, lowercased (German nouns); see the list report the computers play as one side against the people how the list&apos;s letters are counted: detected from its words, a language&apos;s way (&quot;de&quot;, &quot;es&quot;, &quot;fr&quot;: É plays as E...) or as written (``alphabets.LANGUAGE_OPTIONS``) the shortest words that count and the lives the New game dialog offers the bundled lists a game in each interface language starts with: (everyday, large)</extracomment>
        <translation>Alex</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="206"/>
        <source>Robo</source>
        <translation>Robo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="207"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="208"/>
        <source>Mum</source>
        <translation>Mama</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="209"/>
        <source>Sam</source>
        <translation>Max</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="210"/>
        <source>Perfect</source>
        <translation>Profi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="62"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="78"/>
        <source>Fill in the dialog for a well-known way to play; you can change anything afterwards</source>
        <translation>Den Dialog für eine bekannte Spielweise ausfüllen; danach kannst du alles ändern</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="81"/>
        <source>Choose a preset…</source>
        <translation>Vorlage wählen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="107"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="109"/>
        <source>Close without starting a game (Esc)</source>
        <translation>Schließen, ohne ein Spiel zu starten (Esc)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="133"/>
        <source>Ghost: letters go on the right. SuperGhost: on either side. SuperDuperGhost: either side, and the fragment may be reversed. Anti-Ghost: who finishes a word wins the round. Xghost: at either side or between two letters. Anaghost: the letters may be in any order.</source>
        <translation>Geist: Buchstaben kommen rechts dazu. Supergeist: auf beiden Seiten. Superdupergeist: auf beiden Seiten, und die Buchstaben dürfen umgedreht werden. Anti-Geist: Wer ein Wort beendet, gewinnt die Runde. X-Geist: auf beiden Seiten oder zwischen zwei Buchstaben. Anagramm-Geist: Die Buchstaben dürfen in beliebiger Reihenfolge stehen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="139"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="145"/>
        <source>Shorter words do not count: completing one loses nothing</source>
        <translation>Kürzere Wörter zählen nicht: Wer eins beendet, verliert nichts</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="151"/>
        <source>How many rounds a player may lose before being out of the game (5 spell G-H-O-S-T)</source>
        <translation>Wie viele Runden ein Spieler verlieren darf, bevor er ausscheidet (5 ergeben G-E-I-S-T)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="155"/>
        <source>Shortest word that counts</source>
        <translation>Kürzestes Wort, das zählt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="157"/>
        <source>Lost rounds before you are out</source>
        <translation>Verlorene Runden bis zum Ausscheiden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="163"/>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="175"/>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="182"/>
        <source>Who plays the first letter of the next round</source>
        <translation>Wer den ersten Buchstaben der nächsten Runde spielt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="183"/>
        <source>Who starts the next round</source>
        <translation>Wer die nächste Runde beginnt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="186"/>
        <source>The game calls out completed words</source>
        <translation>Das Spiel erkennt fertige Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="189"/>
        <source>Whoever completes a word of the list loses the round at once: the game sees it</source>
        <translation>Wer ein Wort der Liste beendet, verliert die Runde sofort: Das Spiel merkt es</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="192"/>
        <source>Players must catch them: bluffing allowed</source>
        <translation>Spieler müssen sie erwischen: Bluffen erlaubt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="195"/>
        <source>A completed word goes on until someone catches it with “That&apos;s a word!”; if nobody does, the player who completed it got away with it</source>
        <translation>Ein fertiges Wort geht weiter, bis jemand es mit „Das ist ein Wort!“ erwischt; wenn das keiner tut, kommt der Spieler, der es beendet hat, davon</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="206"/>
        <source>Completed words</source>
        <translation>Fertige Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="209"/>
        <source>Practice: my plays judged, with hints</source>
        <translation>Übung: meine Züge bewertet, mit Tipps</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="212"/>
        <source>After each of your letters the game says whether it was a winning play against perfect play; you may ask for hints and take letters back</source>
        <translation>Nach jedem deiner Buchstaben sagt das Spiel, ob es gegen perfektes Spiel ein gewinnender Zug war; du kannst um Tipps bitten und Buchstaben zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="217"/>
        <source>Allow taking back a letter (Ctrl+Z)</source>
        <translation>Zurücknehmen eines Buchstabens erlauben (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="220"/>
        <source>A person who pressed the wrong key can take the letter back until the next person plays; never a computer&apos;s letter</source>
        <translation>Wer sich vertippt hat, kann den Buchstaben zurücknehmen, bis der nächste Mensch spielt; nie einen Buchstaben des Computers</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="58"/>
        <source>Players</source>
        <extracomment>more players than this are shown in two columns, so that the dialog fits an 800×600 screen a name field is as wide as this many average letters (a longer name scrolls in its field): two columns of names and kinds fit 800 pixels in Russian too the names were checked: whether every player has a name of their own rows were shown or hidden (the dialog fits itself to them)</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="64"/>
        <source>Number of players</source>
        <extracomment>the rows shown so far (a row shown anew gets a default name)</extracomment>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="68"/>
        <source>How many play, people and computers together (2 to %1)</source>
        <translation>Wie viele mitspielen, Menschen und Computer zusammen (2 bis %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="77"/>
        <source>Computers team up against the people</source>
        <translation>Computer spielen im Team gegen die Menschen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="80"/>
        <source>The computers play as one side: each plays so that a person loses the round (perfectly, whatever their level), and where they cannot force that, for itself</source>
        <translation>Die Computer spielen als eine Seite: Jeder spielt so, dass ein Mensch die Runde verliert (perfekt, egal auf welcher Stufe), und wo das nicht zu erzwingen ist, für sich selbst</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="99"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="101"/>
        <source>Player %1&apos;s name: every player needs a different one (at most %2 letters)</source>
        <translation>Name von Spieler %1: Jeder Spieler braucht einen anderen (höchstens %2 Buchstaben)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="116"/>
        <source>Who plays as player %1: a person at this computer, or the computer at a strength</source>
        <translation>Wer als Spieler %1 spielt: ein Mensch an diesem Computer oder der Computer in einer Stärke</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="24"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="41"/>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="46"/>
        <source>A name can have at most %1 letters.</source>
        <translation>Ein Name darf höchstens %1 Buchstaben haben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="59"/>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Zwei Spieler heißen %1: Gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="63"/>
        <source>Several players are called %1: give each a different name.</source>
        <translation>Mehrere Spieler heißen %1: Gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="74"/>
        <source>Give every player a name of their own first</source>
        <translation>Gib erst jedem Spieler einen eigenen Namen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="78"/>
        <source>Choose a word list that can be used first</source>
        <translation>Wähle erst eine Wortliste, die sich verwenden lässt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="82"/>
        <source>Choose a smaller word list, or another variant, first</source>
        <translation>Wähle erst eine kleinere Wortliste oder eine andere Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="85"/>
        <source>Start the game (Enter)</source>
        <translation>Das Spiel starten (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="92"/>
        <source>the players</source>
        <translation>die Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="93"/>
        <source>the variant</source>
        <translation>die Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="94"/>
        <source>the shortest word</source>
        <translation>das kürzeste Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="95"/>
        <source>the word list</source>
        <translation>die Wortliste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="96"/>
        <source>the lives</source>
        <translation>die Leben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="97"/>
        <source>who starts the next round</source>
        <translation>wer die nächste Runde beginnt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="100"/>
        <source>how letters are counted</source>
        <translation>wie Buchstaben zählen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="104"/>
        <source>the game&apos;s options</source>
        <translation>die Spieloptionen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="105"/>
        <source>Some of the last game&apos;s settings could not be used (%1) and were reset to their defaults.</source>
        <translation>Einige Einstellungen des letzten Spiels konnten nicht verwendet werden (%1) und wurden auf ihre Standardwerte zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="116"/>
        <source>As detected</source>
        <translation>Wie erkannt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="117"/>
        <source>German: Ä Ö Ü kept, ß as SS</source>
        <translation>Deutsch: Ä Ö Ü bleiben, ß als SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="118"/>
        <source>Spanish: accents off, Ñ kept</source>
        <translation>Spanisch: ohne Akzente, Ñ bleibt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="119"/>
        <source>French: accents off</source>
        <translation>Französisch: ohne Akzente</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="120"/>
        <source>As written</source>
        <translation>Wie geschrieben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="127"/>
        <source>English (detected)</source>
        <translation>Englisch (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="128"/>
        <source>Russian (detected)</source>
        <translation>Russisch (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="129"/>
        <source>German (detected)</source>
        <translation>Deutsch (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="130"/>
        <source>Spanish (detected)</source>
        <translation>Spanisch (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="131"/>
        <source>French (detected)</source>
        <translation>Französisch (erkannt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="133"/>
        <source>As written (none detected)</source>
        <translation>Wie geschrieben (nichts erkannt)</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="31"/>
        <source>Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept.</source>
        <translation>Geist kann nicht in %1 speichern (%2): Das Spiel geht weiter, aber Partie, Statistik und Einstellungen werden nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="43"/>
        <source>the folder is read-only or the disk is full</source>
        <translation>Der Ordner ist schreibgeschützt oder die Festplatte voll</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="48"/>
        <source>The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed.</source>
        <translation>Das Spiel kann nicht in %1 gespeichert werden (%2): Es geht weiter, kann aber nach dem Schließen von Geist nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="50"/>
        <source>The statistics cannot be saved in %1 (%2).</source>
        <translation>Die Statistik kann nicht in %1 gespeichert werden (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="52"/>
        <source>The house words cannot be saved in %1 (%2): they count in this game only.</source>
        <translation>Die eigenen Wörter können nicht in %1 gespeichert werden (%2): Sie gelten nur in diesem Spiel.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="54"/>
        <source>The settings cannot be saved in %1 (%2).</source>
        <translation>Die Einstellungen können nicht in %1 gespeichert werden (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="55"/>
        <source>The matches played cannot be kept in %1 (%2).</source>
        <translation>Die gespielten Partien können nicht in %1 gespeichert werden (%2).</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="332"/>
        <source>Out</source>
        <translation>Raus</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="335"/>
        <source>Out of the game</source>
        <translation>Aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="336"/>
        <source>Must answer the challenge</source>
        <translation>Muss auf die Herausforderung antworten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="337"/>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="351"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="354"/>
        <source>out of the game</source>
        <comment>a player&apos;s panel, for screen readers</comment>
        <translation>aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="357"/>
        <source>must answer the challenge</source>
        <comment>a player&apos;s panel, for screen readers</comment>
        <translation>muss auf die Herausforderung antworten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="360"/>
        <source>to play</source>
        <comment>a player&apos;s panel, for screen readers: their turn</comment>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="365"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>PocketCard</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_printing.py" line="34"/>
        <source>%1 pocket card — %2, minimum %3, player %4</source>
        <translation>%1-Taschenkarte – %2, Wörter ab %3 Buchstaben, Spieler %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="18"/>
        <source>every word wins</source>
        <translation>jedes Wort gewinnt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="19"/>
        <source>some words lose</source>
        <translation>manche Wörter verlieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="20"/>
        <source>every word loses</source>
        <translation>jedes Wort verliert</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="24"/>
        <source>At your turn: look up the letters on the table (in bold, in alphabetical order); play the big letter where it stands.</source>
        <translation>Bei deinem Zug: Such die Buchstaben auf dem Tisch (fett, alphabetisch); setz den großen Buchstaben dorthin, wo er steht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="30"/>
        <source>⇄: turn the letters round first.</source>
        <translation>⇄: Dreh die Buchstaben erst um.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="34"/>
        <source>At your turn: find the letters, play the big letter, aim for the words.</source>
        <translation>Bei deinem Zug: Such die Buchstaben, spiel den großen Buchstaben, steuere auf die Wörter zu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="38"/>
        <source>* a word that loses.</source>
        <translation>* ein Wort, das verliert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="40"/>
        <source>%1 · player %2 of %3</source>
        <translation>%1 · Spieler %2 von %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="44"/>
        <source>%1 · words of %2+ letters · %3</source>
        <translation>%1 · Wörter ab %2 Buchstaben · %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="49"/>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="50"/>
        <source>see %1 above</source>
        <translation>siehe %1 oben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="84"/>
        <source>No line fits? Challenge if you doubt a word has these letters in a row; else play on without the card.</source>
        <translation>Keine Zeile passt? Fordere heraus, wenn du bezweifelst, dass ein Wort diese Buchstaben hintereinander hat; sonst spiel ohne Karte weiter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="89"/>
        <source>No line fits? Challenge if you doubt a word has all these letters; else play on without the card.</source>
        <translation>Keine Zeile passt? Fordere heraus, wenn du bezweifelst, dass ein Wort alle diese Buchstaben hat; sonst spiel ohne Karte weiter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="93"/>
        <source>No line fits? Challenge if you doubt a word starts so; else play on without the card.</source>
        <translation>Keine Zeile passt? Fordere heraus, wenn du bezweifelst, dass ein Wort so anfängt; sonst spiel ohne Karte weiter.</translation>
    </message>
</context>
<context>
    <name>PocketCardDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="73"/>
        <source>Pocket card</source>
        <extracomment>kept while the dialog lives: a QPrinter Python frees under a print dialog crashes Qt the print preview open, and what keeps its printer on the card&apos;s paper</extracomment>
        <translation>Taschenkarte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="81"/>
        <source>A6 index card (105 × 148 mm)</source>
        <translation>A6-Karteikarte (105 × 148 mm)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="82"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5 (148 × 210 mm)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="83"/>
        <source>A full page</source>
        <translation>Eine ganze Seite</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="88"/>
        <source>The paper the card is laid out for</source>
        <translation>Das Papier, für das die Karte gesetzt ist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="90"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="95"/>
        <source>&amp;Familiar words</source>
        <translation>&amp;Bekannte Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="98"/>
        <source>Up to a quarter more words, so that fewer of them are words your friends may not know (rare words: outside the family list in English)</source>
        <translation>Bis zu einem Viertel mehr Wörter, dafür weniger, die deine Freunde vielleicht nicht kennen (seltene Wörter: auf Deutsch außerhalb der 20.000 häufigsten Wörter, auf Englisch außerhalb der Familienliste)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="114"/>
        <source>Larger, to read the words (Ctrl and the wheel, Ctrl++, Ctrl+-)</source>
        <translation>Größer, um die Wörter zu lesen (Strg und Mausrad, Strg++, Strg+-)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="116"/>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="138"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Drucken …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="139"/>
        <source>Print pre&amp;view…</source>
        <translation>Druck&amp;vorschau …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="140"/>
        <source>Save as P&amp;DF…</source>
        <translation>Als PDF &amp;speichern …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="189"/>
        <source>This card (%1, %2) does not fit this paper with its words at %3 pt or larger.</source>
        <extracomment>the paper the card was too large for when the dialog opened (it starts on the smallest paper it fits, and says so)</extracomment>
        <translation>Diese Karte (%1, %2) passt nicht auf dieses Papier, wenn die Wörter %3 pt oder größer sein sollen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="195"/>
        <source>%1 play</source>
        <translation>
            <numerusform>%1 Zug</numerusform>
            <numerusform>%1 Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="196"/>
        <source>%1 plays</source>
        <translation>
            <numerusform>%1 Zug</numerusform>
            <numerusform>%1 Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="203"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="204"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="211"/>
        <source>It fits %1: choose it above.</source>
        <translation>Sie passt auf %1: Wähle es oben aus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="215"/>
        <source>No larger paper holds it legibly either.</source>
        <translation>Auch auf größerem Papier ist sie nicht lesbar unterzubringen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="223"/>
        <source>Words at %2 pt, in %1 column; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Wörter in %2 pt, in %1 Spalte; nichts wird kleiner als %3 pt gedruckt.</numerusform>
            <numerusform>Wörter in %2 pt, in %1 Spalten; nichts wird kleiner als %3 pt gedruckt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="228"/>
        <source>Words at %2 pt, in %1 columns; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Wörter in %2 pt, in %1 Spalte; nichts wird kleiner als %3 pt gedruckt.</numerusform>
            <numerusform>Wörter in %2 pt, in %1 Spalten; nichts wird kleiner als %3 pt gedruckt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="239"/>
        <source>%1 words, %2 of them unfamiliar.</source>
        <translation>%1 Wörter, davon %2 unbekannt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="247"/>
        <source>Too large for the %1 at %2 pt: laid out on this paper.</source>
        <translation>Zu groß für %1 bei %2 pt: auf diesem Papier gesetzt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="257"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="270"/>
        <source>Working out the familiar card…</source>
        <translation>Die Karte mit bekannten Wörtern wird berechnet …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="305"/>
        <source>Save the pocket card</source>
        <translation>Taschenkarte speichern</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="307"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="316"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>Die Karte konnte nicht als %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="321"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="360"/>
        <source>Print preview</source>
        <translation>Druckvorschau</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="55"/>
        <source>Zoom: %1 %</source>
        <translation>Zoom: %1 %</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="66"/>
        <source>This computer has no speech service (speech-dispatcher or espeak-ng on Linux), so nothing can be read aloud.</source>
        <translation>Dieser Computer hat keinen Sprachdienst (unter Linux speech-dispatcher oder espeak-ng), darum kann nichts vorgelesen werden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="70"/>
        <source>Letters will be read aloud.</source>
        <translation>Die Buchstaben werden vorgelesen.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="55"/>
        <source>Review of the match</source>
        <extracomment>a play&apos;s line holds its index among the match&apos;s plays (a round&apos;s heading: -1)</extracomment>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="73"/>
        <source>The match&apos;s plays</source>
        <translation>Die Züge der Partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="77"/>
        <source>← Previous</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="78"/>
        <source>The play before (←)</source>
        <translation>Der Zug davor (←)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="80"/>
        <source>Next →</source>
        <translation>Weiter →</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="81"/>
        <source>The next play (→)</source>
        <translation>Der nächste Zug (→)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="83"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="84"/>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="89"/>
        <source>&amp;Learn from my mistakes…</source>
        <translation>&amp;Aus meinen Fehlern lernen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="91"/>
        <source>Find, one position after another, a letter that would have kept the win</source>
        <translation>Stellung für Stellung einen Buchstaben finden, der den Sieg gehalten hätte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="124"/>
        <source>The review failed: %1</source>
        <translation>Das Nachspielen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="126"/>
        <source>Working out what perfect play says of each play…</source>
        <translation>Perfektes Spiel bewertet jeden Zug …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="144"/>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="147"/>
        <source>unfinished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="183"/>
        <source>no plays</source>
        <translation>keine Züge</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="196"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="198"/>
        <source>lost by %1</source>
        <translation>verloren von %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="200"/>
        <source>letters taken back: %1</source>
        <translation>zurückgenommene Buchstaben: %1</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="88"/>
        <source>The unfinished game stays saved for next time; the games played now are not saved over it.</source>
        <extracomment>writes the save on its thread; a failure comes back here, to be told on this one the list and the table&apos;s house and blocked words when they were last kept: the files are read again only when these change, not after every play</extracomment>
        <translation>Das nicht beendete Spiel bleibt für das nächste Mal gespeichert; die jetzt gespielten Spiele überschreiben es nicht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="94"/>
        <source>The saved game cannot be read (permission denied). It is left as it is, and the games played now are not saved over it.</source>
        <translation>Das gespeicherte Spiel kann nicht gelesen werden (keine Berechtigung). Es bleibt, wie es ist, und die jetzt gespielten Spiele überschreiben es nicht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="104"/>
        <source>Resume the unfinished game?</source>
        <translation>Das nicht beendete Spiel fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="109"/>
        <source>Resume it</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="111"/>
        <source>Throw it away and start anew</source>
        <translation>Wegwerfen und neu beginnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="113"/>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="114"/>
        <source>Start a new game; the unfinished one is offered again next time</source>
        <translation>Ein neues Spiel starten; das nicht beendete wird nächstes Mal wieder angeboten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="133"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="141"/>
        <source>last played %1</source>
        <translation>zuletzt gespielt: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="157"/>
        <source>the saved game is damaged</source>
        <translation>das gespeicherte Spiel ist beschädigt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="189"/>
        <source>The saved game could not be resumed (%1). It was set aside, and a new game starts.</source>
        <translation>Das gespeicherte Spiel konnte nicht fortgesetzt werden (%1). Es wurde beiseitegelegt, und ein neues Spiel beginnt.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../ghost_gui/gui/app/shell.py" line="219"/>
        <source>The cache was cleared: %1 MB freed.</source>
        <translation>Der Cache wurde geleert: %1 MB frei geworden.</translation>
    </message>
</context>
<context>
    <name>SideChoice</name>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="43"/>
        <source>Add on the left (Shift+letter)</source>
        <extracomment>the turn-around box was ticked or cleared: the fragment&apos;s note follows</extracomment>
        <translation>Links ansetzen (Umschalt+Buchstabe)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="44"/>
        <source>Add on the right</source>
        <translation>Rechts ansetzen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="45"/>
        <source>Turn the word around first</source>
        <translation>Erst das Wort umdrehen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="47"/>
        <source>SuperDuperGhost: read the fragment backwards, then add your letter</source>
        <translation>Superdupergeist: die Buchstaben rückwärts lesen, dann deinen Buchstaben ansetzen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="50"/>
        <source>Put your letter in front of the fragment (or hold Shift as you type it)</source>
        <translation>Deinen Buchstaben vor die Buchstaben setzen (oder beim Tippen Umschalt gedrückt halten)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="52"/>
        <source>Put your letter after the fragment</source>
        <translation>Deinen Buchstaben hinter die Buchstaben setzen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="74"/>
        <source>Turned around: %1</source>
        <translation>Umgedreht: %1</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="55"/>
        <source>Statistics</source>
        <extracomment>the counts shown, in column order after the player&apos;s name (the longest word comes last) the dialog&apos;s preferred height with the plot (an 800×600 screen gets what it has room for) room beside a heading for the sort arrow a cell: its text, what it sorts by (a number, or a name folded for case; then the text), and its tooltip never editable</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="58"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="59"/>
        <source>Matches won</source>
        <translation>Partien gewonnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="60"/>
        <source>Matches finished</source>
        <translation>Partien beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="61"/>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="62"/>
        <source>Rounds won</source>
        <translation>Runden gewonnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="63"/>
        <source>Rounds lost</source>
        <translation>Runden verloren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="64"/>
        <source>Longest word</source>
        <translation>Längstes Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="69"/>
        <source>Matches played to the end</source>
        <translation>Partien, die bis zum Ende gespielt wurden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="70"/>
        <source>Matches left unfinished by starting a new game</source>
        <translation>Partien, die durch ein neues Spiel abgebrochen wurden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="73"/>
        <source>The longest word this player completed or named rightly in a challenge</source>
        <translation>Das längste Wort, das dieser Spieler beendet oder bei einer Herausforderung richtig genannt hat</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="95"/>
        <source>No games played yet</source>
        <translation>Noch keine Spiele gespielt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="110"/>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="111"/>
        <source>Forget the statistics of every player; asks first</source>
        <translation>Die Statistik aller Spieler vergessen; fragt vorher</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="113"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="114"/>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="149"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="162"/>
        <source>&amp;Person:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="165"/>
        <source>Whose accuracy the plot shows</source>
        <translation>Wessen Genauigkeit die Grafik zeigt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="223"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="205"/>
        <source>Adaptive computers</source>
        <translation>Anpassende Computer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="141"/>
        <source>Nothing to plot yet: a person&apos;s accuracy appears here after each match they play (not after Anaghost on a very large word list: Game → History reviews such a match).</source>
        <translation>Noch nichts zu zeigen: Die Genauigkeit eines Menschen erscheint hier nach jeder Partie, die er spielt (nicht nach Anagramm-Geist auf einer sehr großen Wortliste: Spiel → Verlauf bespricht eine solche Partie).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="153"/>
        <source>The share of a person&apos;s plays in each match that kept what the position allowed, judged against perfect play (an Anaghost match on a very large word list is not judged here: Game → History reviews it)</source>
        <translation>Der Anteil der Züge eines Menschen in jeder Partie, die behielten, was die Stellung erlaubte, gemessen an perfektem Spiel (eine Partie Anagramm-Geist auf einer sehr großen Wortliste wird hier nicht bewertet: Spiel → Verlauf bespricht sie)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="206"/>
        <source>Adaptive computers: strength after each round</source>
        <translation>Anpassende Computer: Stärke nach jeder Runde</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="266"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="267"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Die Statistik aller Spieler vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="282"/>
        <source>The statistics were cleared, but the file could not be written.</source>
        <translation>Die Statistik wurde gelöscht, aber die Datei konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="66"/>
        <source>A word the list lacks</source>
        <extracomment>a question was closed (the window takes the keyboard back)</extracomment>
        <translation>Ein Wort, das in der Liste fehlt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="67"/>
        <source>%1 is not in %2. Count %1 as a word at this table?</source>
        <translation>%1 steht nicht in %2. Soll %1 an diesem Tisch als Wort zählen?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="86"/>
        <source>Count it: %1 completed %2 and loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Zählen: %1 hat %2 beendet und verliert diese Runde, und %2 zählt ab jetzt. Nicht zählen: %3 verliert diese Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="92"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="155"/>
        <source>Count it</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="93"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="156"/>
        <source>Don&apos;t count it</source>
        <translation>Nicht zählen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="94"/>
        <source>Take the challenge back</source>
        <translation>Herausforderung zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="144"/>
        <source>%1 is one of this table&apos;s blocked words. Count %1 as a word again?</source>
        <translation>%1 ist an diesem Tisch gesperrt. Soll %1 wieder als Wort zählen?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="149"/>
        <source>Count it: %1 loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Zählen: %1 verliert diese Runde, und %2 zählt ab jetzt. Nicht zählen: %3 verliert diese Runde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="157"/>
        <source>Name another word</source>
        <translation>Ein anderes Wort nennen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="186"/>
        <source>%1: give up this round and take your last letter? You will be out of the match.</source>
        <translation>%1: Diese Runde aufgeben und deinen letzten Buchstaben nehmen? Dann bist du aus der Partie raus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="189"/>
        <source>%1: give up this round and take the next letter?</source>
        <translation>%1: Diese Runde aufgeben und den nächsten Buchstaben nehmen?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="193"/>
        <source>Resign the round?</source>
        <translation>Runde aufgeben?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="198"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="199"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="331"/>
        <source>Welcome to Ghost</source>
        <translation>Willkommen bei Geist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="333"/>
        <source>Welcome to Ghost!</source>
        <translation>Willkommen bei Geist!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="338"/>
        <source>Ghost is a word game: take turns adding a letter, and the letters must always be the start of a real word. Whoever completes a word of %1 or more letters loses the round, so think ahead!</source>
        <translation>Geist ist ein Wortspiel: Hängt abwechselnd einen Buchstaben an, und die Buchstaben müssen immer der Anfang eines echten Wortes sein. Wer ein Wort mit %1 oder mehr Buchstaben beendet, verliert die Runde – also vorausdenken!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="345"/>
        <source>Type a letter to play it.</source>
        <translation>Tippe einen Buchstaben, um ihn zu spielen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="349"/>
        <source>“Resign round” (Ctrl+Shift+R): give up this round.</source>
        <translation>„Runde aufgeben“ (Strg+Umschalt+R): diese Runde aufgeben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="350"/>
        <source>Press F1 at any time to read the rules.</source>
        <translation>Drück jederzeit F1, um die Regeln zu lesen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="357"/>
        <source>Don&apos;t show this again</source>
        <translation>Nicht mehr anzeigen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="359"/>
        <source>Let&apos;s play</source>
        <translation>Los geht&apos;s</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="64"/>
        <source>Open a word list</source>
        <translation>Wortliste öffnen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="66"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Wortlisten (*.txt *.dic *.lst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="146"/>
        <source>%1: %2 words</source>
        <translation>%1: %2 Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="163"/>
        <source>Cannot use this word list</source>
        <translation>Diese Wortliste geht nicht</translation>
    </message>
</context>
<context>
    <name>WordsDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="71"/>
        <source>House and blocked words</source>
        <extracomment>the last message shown (tests read it) where the file dialogs start (tests set a file here instead: no dialog then)</extracomment>
        <translation>Eigene und gesperrte Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="78"/>
        <source>House words count as if %1 had them: in play, in challenges, for hints, perfect play and the cards.</source>
        <translation>Eigene Wörter zählen, als stünden sie in %1: im Spiel, bei Herausforderungen, für Tipps, perfektes Spiel und die Karten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="85"/>
        <source>Blocked words are taken out of %1: nobody loses on them and no card asks anyone to learn them.</source>
        <translation>Gesperrte Wörter werden aus %1 herausgenommen: Niemand verliert mit ihnen, und keine Karte verlangt, sie zu lernen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="90"/>
        <source>House words</source>
        <translation>Eigene Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="91"/>
        <source>Blocked words</source>
        <translation>Gesperrte Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="94"/>
        <source>Changes count from the next round: a round in play keeps its words.</source>
        <translation>Änderungen gelten ab der nächsten Runde: Eine laufende Runde behält ihre Wörter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="154"/>
        <source>Type a word first.</source>
        <translation>Tippe erst ein Wort.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="156"/>
        <source>%1 has characters that are not letters.</source>
        <translation>%1 enthält Zeichen, die keine Buchstaben sind.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="159"/>
        <source>%1 is longer than %2 letters.</source>
        <translation>%1 ist länger als %2 Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="165"/>
        <source>%1 has letters that %2 does not use.</source>
        <translation>%1 hat Buchstaben, die %2 nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="170"/>
        <source>%1 is already in %2.</source>
        <translation>%1 steht schon in %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="173"/>
        <source>%1 is not in %2: there is nothing to block.</source>
        <translation>%1 steht nicht in %2: Da gibt es nichts zu sperren.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="178"/>
        <source>%1 is already a house word.</source>
        <translation>%1 ist schon ein eigenes Wort.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="179"/>
        <source>%1 is already blocked.</source>
        <translation>%1 ist schon gesperrt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="183"/>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 word.</source>
        <translation>
            <numerusform>%1 Wort entfernt.</numerusform>
            <numerusform>%1 Wörter entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 words.</source>
        <translation>
            <numerusform>%1 Wort entfernt.</numerusform>
            <numerusform>%1 Wörter entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="195"/>
        <source>Added %1 word from the file.</source>
        <translation>
            <numerusform>%1 Wort aus der Datei hinzugefügt.</numerusform>
            <numerusform>%1 Wörter aus der Datei hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="196"/>
        <source>Added %1 words from the file.</source>
        <translation>
            <numerusform>%1 Wort aus der Datei hinzugefügt.</numerusform>
            <numerusform>%1 Wörter aus der Datei hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="201"/>
        <source>%1 holds no word that can be added.</source>
        <translation>%1 enthält kein Wort, das sich hinzufügen lässt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 word as %2.</source>
        <translation>
            <numerusform>%1 Wort als %2 gespeichert.</numerusform>
            <numerusform>%1 Wörter als %2 gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 words as %2.</source>
        <translation>
            <numerusform>%1 Wort als %2 gespeichert.</numerusform>
            <numerusform>%1 Wörter als %2 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="213"/>
        <source>The words could not be saved as %1: %2.</source>
        <translation>Die Wörter konnten nicht als %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="241"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="243"/>
        <source>Export the words</source>
        <translation>Wörter exportieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="244"/>
        <source>Import words</source>
        <translation>Wörter importieren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="20"/>
        <source>%1 line skipped:</source>
        <extracomment>the reasons an import names before &quot;and N more&quot;</extracomment>
        <translation>%1 Zeile übersprungen:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="21"/>
        <source>%1 lines skipped:</source>
        <translation>%1 Zeilen übersprungen:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="26"/>
        <source>…and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="40"/>
        <source>includes %1 house word</source>
        <translation>mit %1 eigenen Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="41"/>
        <source>includes %1 house words</source>
        <translation>mit %1 eigenen Wörtern</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="48"/>
        <source>%1 blocked word left out</source>
        <translation>%1 gesperrtes Wort weggelassen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="49"/>
        <source>%1 blocked words left out</source>
        <translation>%1 gesperrte Wörter weggelassen</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="32"/>
        <source>Type a word</source>
        <translation>Wort eingeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="34"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="42"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="43"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="44"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 Wort</numerusform>
            <numerusform>%1 Wörter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="67"/>
        <source>Something went wrong, but your game is safe. Details are in %1.</source>
        <translation>Etwas ist schiefgegangen, aber dein Spiel ist sicher. Einzelheiten stehen in %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="169"/>
        <source>Ghost is already running: its window was brought forward.</source>
        <extracomment>the options written out in full: flags, and options with a value</extracomment>
        <translation>Geist läuft schon: Sein Fenster wurde nach vorne geholt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/i18n.py" line="60"/>
        <source>Ghost</source>
        <translation>Geist</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="19"/>
        <source>CAT</source>
        <extracomment>the example word for each minimum length (translators may give words of the same length)</extracomment>
        <translation>HUT</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="20"/>
        <source>FISH</source>
        <translation>HUND</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="21"/>
        <source>HOUSE</source>
        <translation>BLUME</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="22"/>
        <source>GARDEN</source>
        <translation>GARTEN</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="23"/>
        <source>KITCHEN</source>
        <translation>ELEFANT</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="24"/>
        <source>ELEPHANT</source>
        <translation>FLUGZEUG</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Ben</source>
        <translation>Ben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="65"/>
        <source>GHOST</source>
        <translation>GEIST</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="66"/>
        <source>PIG</source>
        <translation>KUH</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="86"/>
        <source>%1 starts with %2.</source>
        <translation>%1 beginnt mit %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="92"/>
        <source>%1 adds %2 to the letters.</source>
        <translation>%1 legt %2 zu den Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="98"/>
        <source>%1 puts %2 between %3 and %4.</source>
        <translation>%1 setzt %2 zwischen %3 und %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="107"/>
        <source>%1 turns %2 around to %3 and adds %4.</source>
        <translation>%1 dreht %2 zu %3 um und hängt %4 an.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="114"/>
        <source>%1 puts %2 at the front.</source>
        <translation>%1 setzt %2 nach vorne.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="119"/>
        <source>%1 adds %2 at the end.</source>
        <translation>%1 hängt %2 hinten an.</translation>
    </message>
</context>
<context>
    <name>house</name>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="42"/>
        <source>The blocked words file cannot be read (permission denied). It is left as it is, and words blocked in this session are not kept.</source>
        <extracomment>the file is there but may not be read: it is left as it is and never written set when a change could not be written</extracomment>
        <translation>Die Datei der gesperrten Wörter kann nicht gelesen werden (keine Berechtigung). Sie bleibt, wie sie ist, und in dieser Sitzung gesperrte Wörter werden nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="47"/>
        <source>The house words file cannot be read (permission denied). It is left as it is, and words accepted in this session are not kept.</source>
        <translation>Die Datei der eigenen Wörter kann nicht gelesen werden (keine Berechtigung). Sie bleibt, wie sie ist, und in dieser Sitzung angenommene Wörter werden nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="63"/>
        <source>The blocked words file was partly damaged and was set aside; the words that could be read are still blocked.</source>
        <translation>Die Datei der gesperrten Wörter war teilweise beschädigt und wurde beiseitegelegt; die Wörter, die sich lesen ließen, bleiben gesperrt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="68"/>
        <source>The house words file was partly damaged and was set aside; the words that could be read are still used.</source>
        <translation>Die Datei der eigenen Wörter war teilweise beschädigt und wurde beiseitegelegt; die Wörter, die sich lesen ließen, gelten weiter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="75"/>
        <source>The blocked words file was damaged and was set aside; the words in it are not blocked.</source>
        <translation>Die Datei der gesperrten Wörter war beschädigt und wurde beiseitegelegt; die Wörter darin sind nicht gesperrt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="80"/>
        <source>The house words file was damaged and was set aside; the words in it are not used.</source>
        <translation>Die Datei der eigenen Wörter war beschädigt und wurde beiseitegelegt; die Wörter darin gelten nicht.</translation>
    </message>
</context>
<context>
    <name>lives</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="41"/>
        <source>GHOST</source>
        <comment>five lives spell it; keep 5 letters</comment>
        <translation>GEIST</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="44"/>
        <source>PIG</source>
        <comment>three lives spell it; keep 3 letters</comment>
        <translation>KUH</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="77"/>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="113"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="114"/>
        <source>letters: %1</source>
        <translation>Buchstaben: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="116"/>
        <source>lives lost: %1 of %2</source>
        <translation>verlorene Leben: %1 von %2</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="266"/>
        <source>The Learner&apos;s memory of words was damaged and was set aside (%1); it keeps only the words that could be read.</source>
        <translation>Das Wortgedächtnis des lernenden Computers war beschädigt und wurde beiseitegelegt (%1); er behält nur die Wörter, die sich lesen ließen.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="33"/>
        <source>Something went wrong. Details are in %1.</source>
        <translation>Etwas ist schiefgegangen. Einzelheiten stehen in %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="44"/>
        <source>The game starts on the list %1 instead.</source>
        <translation>Das Spiel beginnt stattdessen mit der Liste %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="60"/>
        <source>it did not come out whole (the disk may be full)</source>
        <translation>sie wurde nicht vollständig geschrieben (vielleicht ist die Festplatte voll)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="67"/>
        <source>you may not write there</source>
        <translation>du darfst dort nicht schreiben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="69"/>
        <source>the disk is read-only</source>
        <translation>die Festplatte ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="71"/>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="73"/>
        <source>the folder does not exist</source>
        <translation>den Ordner gibt es nicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="75"/>
        <source>that is a folder</source>
        <translation>das ist ein Ordner</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="87"/>
        <source>Cannot use the word list %1: %2</source>
        <translation>Die Wortliste %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="92"/>
        <source>No word of this list has %1 or more letters.</source>
        <translation>Kein Wort dieser Liste hat %1 oder mehr Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="105"/>
        <source>the saved game is damaged or from another version</source>
        <translation>das gespeicherte Spiel ist beschädigt oder stammt aus einer anderen Version</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="111"/>
        <source>the kept match could not be read</source>
        <translation>die gespeicherte Partie konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="113"/>
        <source>the match was not followed from its start, so it cannot be kept whole</source>
        <translation>die Partie wurde nicht von Anfang an mitverfolgt und kann darum nicht vollständig gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="117"/>
        <source>not a kept match of Ghost (line %1)</source>
        <translation>keine gespeicherte Geist-Partie (Zeile %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="121"/>
        <source>not a kept match of Ghost</source>
        <translation>keine gespeicherte Geist-Partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="124"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="129"/>
        <source>%1 did not come out whole (the disk may be full); nothing was saved.</source>
        <translation>%1 wurde nicht vollständig geschrieben (vielleicht ist die Festplatte voll); nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="141"/>
        <source>A game has from %2 to %3 players, not %1.</source>
        <translation>Ein Spiel hat %2 bis %3 Spieler, nicht %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="143"/>
        <source>There is no player %1: the players are numbered from %2 to %3.</source>
        <translation>Es gibt keinen Spieler %1: Die Spieler sind von %2 bis %3 nummeriert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="147"/>
        <source>The shortest word that counts must be at least %2 long, not %1.</source>
        <translation>Das kürzeste Wort, das zählt, muss mindestens %2 lang sein, nicht %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="151"/>
        <source>This setting must be from %2 to %3; %1 is not allowed.</source>
        <translation>Diese Einstellung muss zwischen %2 und %3 liegen; %1 ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="155"/>
        <source>This setting must be at least %2; %1 is not allowed.</source>
        <translation>Diese Einstellung muss mindestens %2 sein; %1 ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="159"/>
        <source>This setting is not allowed.</source>
        <translation>Diese Einstellung ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="170"/>
        <source>This version has no game called “%1”. It has: %2.</source>
        <translation>Diese Version hat kein Spiel namens „%1“. Es gibt: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="175"/>
        <source>This version has no computer player called “%1”.</source>
        <translation>Diese Version hat keinen Computerspieler namens „%1“.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="178"/>
        <source>This version does not know “%1”.</source>
        <translation>Diese Version kennt „%1“ nicht.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="189"/>
        <source>%1 with this word list would need about %2 GB of memory, more than the %3 GB a game may use on this computer. Choose a smaller list, such as “%4”.</source>
        <translation>%1 bräuchte mit dieser Wortliste etwa %2 GB Speicher, mehr als die %3 GB, die ein Spiel auf diesem Computer nutzen darf. Wähle eine kleinere Liste, etwa „%4“.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="216"/>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="218"/>
        <source>it is not a regular file</source>
        <translation>das ist keine normale Datei</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="221"/>
        <source>it is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="223"/>
        <source>you are not allowed to read it</source>
        <translation>du darfst sie nicht lesen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="224"/>
        <source>it cannot be read</source>
        <translation>sie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="226"/>
        <source>it holds binary data, not text</source>
        <translation>sie enthält Binärdaten, keinen Text</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="228"/>
        <source>it is not UTF-8 text: save it as UTF-8</source>
        <translation>das ist kein UTF-8-Text: Speichere sie als UTF-8</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="230"/>
        <source>it holds no words</source>
        <translation>sie enthält keine Wörter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="233"/>
        <source>its entries are longer than %1 letters, the longest a word may be</source>
        <translation>ihre Einträge sind länger als %1 Buchstaben, so lang darf ein Wort höchstens sein</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="237"/>
        <source>none of its entries is a usable word (letters only, no capitals, no longer than %1 letters)</source>
        <translation>keiner ihrer Einträge ist ein brauchbares Wort (nur Buchstaben, keine Großbuchstaben, höchstens %1 Buchstaben)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="242"/>
        <source>none of its entries is a usable word (letters only, no capitals)</source>
        <translation>keiner ihrer Einträge ist ein brauchbares Wort (nur Buchstaben, keine Großbuchstaben)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="248"/>
        <source>it is larger than the %1 MB allowed</source>
        <translation>sie ist größer als die erlaubten %1 MB</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="251"/>
        <source>it is too large</source>
        <translation>sie ist zu groß</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="253"/>
        <source>none of its words is written in this word list&apos;s alphabet</source>
        <translation>keines ihrer Wörter ist im Alphabet dieser Wortliste geschrieben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="256"/>
        <source>it cannot be used</source>
        <translation>sie kann nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="265"/>
        <source>A play is one letter.</source>
        <translation>Ein Zug ist ein Buchstabe.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="266"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>„%1“ ist kein Buchstabe dieser Wortliste.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="269"/>
        <source>In this game letters go on the right only.</source>
        <translation>In diesem Spiel kommen Buchstaben nur rechts dazu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="272"/>
        <source>In this game the fragment cannot be reversed.</source>
        <translation>In diesem Spiel dürfen die Buchstaben nicht umgedreht werden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="275"/>
        <source>In this game a letter cannot go there.</source>
        <translation>In diesem Spiel darf dort kein Buchstabe hin.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="276"/>
        <source>%1 has letters this word list does not use.</source>
        <translation>%1 hat Buchstaben, die diese Wortliste nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="279"/>
        <source>%1 does not go like %2.</source>
        <translation>%1 passt nicht zu %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="282"/>
        <source>%1 is not longer than %2.</source>
        <translation>%1 ist nicht länger als %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="285"/>
        <source>%1 is shorter than %2 letters.</source>
        <translation>%1 ist kürzer als %2 Buchstaben.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="288"/>
        <source>That word is too long (more than %1 letters).</source>
        <translation>Das Wort ist zu lang (mehr als %1 Buchstaben).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="291"/>
        <source>%1 is not in the word list.</source>
        <translation>%1 steht nicht in der Wortliste.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="295"/>
        <source>That play is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="302"/>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="303"/>
        <source>A challenge is waiting for an answer.</source>
        <translation>Eine Herausforderung wartet auf Antwort.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="306"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="307"/>
        <source>That is not a challenge.</source>
        <translation>Das ist keine Herausforderung.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="308"/>
        <source>There is nothing to challenge yet.</source>
        <translation>Es gibt noch nichts herauszufordern.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="311"/>
        <source>There is no challenge to answer.</source>
        <translation>Es gibt keine Herausforderung zu beantworten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="312"/>
        <source>You were not challenged.</source>
        <translation>Du wurdest nicht herausgefordert.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="313"/>
        <source>Only the challenger can accept a house word.</source>
        <translation>Nur wer herausgefordert hat, kann ein eigenes Wort annehmen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="316"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="317"/>
        <source>These game settings are not allowed.</source>
        <translation>Diese Spieleinstellungen sind nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="319"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="102"/>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="59"/>
        <source>Perfect play goes: %1.</source>
        <translation>Perfektes Spiel geht so: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="40"/>
        <source>%1 between %2 and %3</source>
        <translation>%1 zwischen %2 und %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="48"/>
        <source>reverse+%1</source>
        <translation>umdrehen+%1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="50"/>
        <source>%1 on the left</source>
        <translation>%1 links</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="69"/>
        <source>“That&apos;s a word!”</source>
        <translation>„Das ist ein Wort!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="72"/>
        <source>“No word contains these letters!”</source>
        <translation>„Kein Wort enthält diese Buchstaben!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="74"/>
        <source>“No word can be made with these letters!”</source>
        <translation>„Daraus lässt sich kein Wort bilden!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="75"/>
        <source>“No word goes like that!”</source>
        <translation>„So ein Wort gibt es nicht!“</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="116"/>
        <source>%1 plays %2: %3</source>
        <translation>%1 spielt %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="123"/>
        <source>%1 challenges %2: %3</source>
        <translation>%1 fordert %2 heraus: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="131"/>
        <source>%1 names “%2”.</source>
        <translation>%1 nennt „%2“.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="135"/>
        <source>%1 cannot name a word.</source>
        <translation>%1 kann kein Wort nennen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="140"/>
        <source>%1 loses the round (%2).</source>
        <translation>%1 verliert die Runde (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="153"/>
        <source>%1 is out of the game.</source>
        <translation>%1 scheidet aus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="157"/>
        <source>%1 wins the match!</source>
        <translation>%1 gewinnt die Partie!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="172"/>
        <source>made %1 of the letters %2</source>
        <translation>hat aus den Buchstaben %2 das Wort %1 gemacht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="177"/>
        <source>made a word of the letters %1</source>
        <translation>hat aus den Buchstaben %1 ein Wort gemacht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="180"/>
        <source>completed %1</source>
        <translation>hat %1 beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="182"/>
        <source>lost a challenge: %1</source>
        <translation>hat eine Herausforderung verloren: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="186"/>
        <source>challenged wrongly: %1</source>
        <translation>hat zu Unrecht herausgefordert: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="195"/>
        <source>gave up before the first letter</source>
        <translation>hat vor dem ersten Buchstaben aufgegeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="196"/>
        <source>gave up at %1</source>
        <translation>hat bei %1 aufgegeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="202"/>
        <source>an %1</source>
        <translation>ein %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="203"/>
        <source>a %1</source>
        <translation>ein %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="211"/>
        <source>%1 gets %2</source>
        <translation>%1 bekommt %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="216"/>
        <source>%1 loses a life (%2 of %3)</source>
        <translation>%1 verliert ein Leben (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="244"/>
        <source>%1 made %2 of the letters %3</source>
        <translation>%1 hat aus den Buchstaben %3 das Wort %2 gemacht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="251"/>
        <source>%1 made a word of the letters %2</source>
        <translation>%1 hat aus den Buchstaben %2 ein Wort gemacht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="256"/>
        <source>%1 completed %2</source>
        <translation>%1 hat %2 beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="262"/>
        <source>%1 gave up before the first letter</source>
        <translation>%1 hat vor dem ersten Buchstaben aufgegeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="266"/>
        <source>%1 gave up at %2</source>
        <translation>%1 hat bei %2 aufgegeben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="274"/>
        <source>%1 named %2</source>
        <translation>%1 hat %2 genannt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="279"/>
        <source>%1 challenged: the letters %2 make no word</source>
        <translation>%1 hat herausgefordert: Die Buchstaben %2 ergeben kein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="281"/>
        <source>%1 challenged: %2 is not a word</source>
        <translation>%1 hat herausgefordert: %2 ist kein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="286"/>
        <source>%1 challenged: the letters %2 make a word</source>
        <translation>%1 hat herausgefordert: Die Buchstaben %2 ergeben ein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="288"/>
        <source>%1 challenged: %2 is a word</source>
        <translation>%1 hat herausgefordert: %2 ist ein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="293"/>
        <source>not in %1</source>
        <translation>nicht in %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="297"/>
        <source>it does not hold all of %1</source>
        <translation>es enthält nicht alle Buchstaben von %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="299"/>
        <source>it does not contain %1</source>
        <translation>es enthält %1 nicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="301"/>
        <source>it does not start with %1</source>
        <translation>es fängt nicht mit %1 an</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="303"/>
        <source>it is not longer than %1</source>
        <translation>es ist nicht länger als %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="306"/>
        <source>words count from %1 letters</source>
        <translation>Wörter zählen ab %1 Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="309"/>
        <source>not a word here</source>
        <translation>hier kein Wort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="311"/>
        <source>%1 named %2 (%3)</source>
        <translation>%1 hat %2 genannt (%3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="317"/>
        <source>%1 challenged: no word holds %2</source>
        <translation>%1 hat herausgefordert: Kein Wort hat alle Buchstaben %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="319"/>
        <source>%1 challenged: no word contains %2</source>
        <translation>%1 hat herausgefordert: Kein Wort enthält %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="321"/>
        <source>%1 challenged: no word starts with %2</source>
        <translation>%1 hat herausgefordert: Kein Wort fängt mit %2 an</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="24"/>
        <source>Plays that win: %1</source>
        <translation>Züge, die gewinnen: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="25"/>
        <source>No play wins here; these hold out longest: %1</source>
        <translation>Hier gewinnt kein Zug; diese halten am längsten durch: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="37"/>
        <source>Good play: %1 keeps you winning.</source>
        <translation>Guter Zug: Mit %1 gewinnst du weiter.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="41"/>
        <source>That threw a win away! Plays that won: %1.</source>
        <translation>Damit war der Sieg verschenkt! Gewonnen hätten: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="46"/>
        <source>The position was already lost, and %1 gives up sooner than it must; these hold out longest: %2.</source>
        <translation>Die Stellung war schon verloren, und %1 gibt früher auf als nötig; diese halten am längsten durch: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="54"/>
        <source>The position was already lost; these kept the game going longest: %1.</source>
        <translation>Die Stellung war schon verloren; diese hätten das Spiel am längsten am Laufen gehalten: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="63"/>
        <source>For example, perfect play could go: %1.</source>
        <translation>Perfektes Spiel könnte zum Beispiel so gehen: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="69"/>
        <source>Perfect plays: %1%</source>
        <translation>Perfekte Züge: %1 %</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="20"/>
        <source>Human</source>
        <extracomment>every kind of player, in the order the New game dialog offers them every variant, in the core&apos;s order (the New game dialog offers them so)</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="21"/>
        <source>Computer: perfect</source>
        <translation>Computer: perfekt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="22"/>
        <source>Computer: hard</source>
        <translation>Computer: stark</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="23"/>
        <source>Computer: medium</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="24"/>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="25"/>
        <source>Computer: evil</source>
        <translation>Computer: fies</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="26"/>
        <source>Computer: random</source>
        <translation>Computer: zufällig</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="27"/>
        <source>Computer: adaptive</source>
        <translation>Computer: anpassend</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="28"/>
        <source>Computer: learner</source>
        <translation>Computer: lernend</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="36"/>
        <source>A person at this computer.</source>
        <translation>Ein Mensch an diesem Computer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="37"/>
        <source>Knows every word and never throws a win away.</source>
        <translation>Kennt jedes Wort und verschenkt nie einen Sieg.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="40"/>
        <source>Knows most everyday words and rarely slips.</source>
        <translation>Kennt fast alle Alltagswörter und patzt selten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="43"/>
        <source>Knows the common words; slips and bluffs now and then.</source>
        <translation>Kennt die gängigen Wörter; patzt und blufft ab und zu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="46"/>
        <source>Knows a few thousand words; slips and bluffs often.</source>
        <translation>Kennt ein paar Tausend Wörter; patzt und blufft oft.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="49"/>
        <source>Steers towards words that end on someone else, without looking ahead.</source>
        <translation>Steuert auf Wörter zu, die bei jemand anderem enden, ohne vorauszudenken.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="52"/>
        <source>Plays any letter that still fits a word.</source>
        <translation>Spielt irgendeinen Buchstaben, der noch zu einem Wort passt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="55"/>
        <source>Plays stronger or weaker after each round, so that each person wins about their share.</source>
        <translation>Spielt nach jeder Runde stärker oder schwächer, damit jeder Mensch ungefähr seinen Anteil gewinnt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="59"/>
        <source>Starts with a few words and learns every word it meets at this table.</source>
        <translation>Fängt mit wenigen Wörtern an und lernt jedes Wort, das ihm an diesem Tisch begegnet.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="69"/>
        <source>Anti-Ghost (who finishes the word wins)</source>
        <translation>Anti-Geist (wer das Wort beendet, gewinnt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="71"/>
        <source>Xghost (a letter may go anywhere)</source>
        <translation>X-Geist (ein Buchstabe darf überallhin)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="73"/>
        <source>Anaghost (letters in any order)</source>
        <translation>Anagramm-Geist (Buchstaben in beliebiger Reihenfolge)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="80"/>
        <source>Ghost</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="81"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="120"/>
        <source>SuperGhost</source>
        <translation>Supergeist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="82"/>
        <source>SuperDuperGhost</source>
        <translation>Superdupergeist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="83"/>
        <source>Anti-Ghost</source>
        <translation>Anti-Geist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="84"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="121"/>
        <source>Xghost</source>
        <translation>X-Geist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="85"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="122"/>
        <source>Anaghost</source>
        <translation>Anagramm-Geist</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="92"/>
        <source>The loser of the round</source>
        <translation>Wer die Runde verloren hat</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="93"/>
        <source>The player after the loser</source>
        <translation>Der Spieler nach dem Verlierer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="94"/>
        <source>A successful challenger</source>
        <translation>Wer erfolgreich herausgefordert hat</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="104"/>
        <source>English: family</source>
        <translation>Englisch: Familie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="105"/>
        <source>English: large</source>
        <translation>Englisch: groß</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="106"/>
        <source>English: Webster&apos;s 1934</source>
        <translation>Englisch: Webster 1934</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="107"/>
        <source>Russian nouns</source>
        <translation>Russische Nomen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="108"/>
        <source>German: family</source>
        <translation>Deutsch: Familie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="109"/>
        <source>Spanish: family</source>
        <translation>Spanisch: Familie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="110"/>
        <source>French: family</source>
        <translation>Französisch: Familie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="117"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="118"/>
        <source>Classic, 4 letters</source>
        <translation>Klassisch, 4 Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="119"/>
        <source>xkcd, 3 letters</source>
        <translation>xkcd, 3 Buchstaben</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="123"/>
        <source>Russian: who finishes the word</source>
        <translation>Russisch: wer das Wort beendet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="126"/>
        <source>Practice against perfect play</source>
        <translation>Übung gegen perfektes Spiel</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="29"/>
        <source>kept the win</source>
        <extracomment>each verdict&apos;s mark, before its words: a second cue beside the colour of the line</extracomment>
        <translation>Sieg gehalten</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="31"/>
        <source>threw the win away</source>
        <translation>Sieg verschenkt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="33"/>
        <source>already lost</source>
        <translation>schon verloren</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="35"/>
        <source>gave up sooner than it had to</source>
        <translation>früher aufgegeben als nötig</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="37"/>
        <source>forced: the only play</source>
        <translation>erzwungen: der einzige Zug</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="38"/>
        <source>not judged</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="56"/>
        <source>better: %1</source>
        <translation>besser: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="60"/>
        <source>held out longer: %1</source>
        <translation>hätte länger durchgehalten: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="64"/>
        <source>perfect play: %1</source>
        <translation>perfektes Spiel: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="77"/>
        <source>The match&apos;s word list has changed since it was played: the plays are shown without verdicts.</source>
        <translation>Die Wortliste der Partie hat sich seit dem Spiel geändert: Die Züge werden ohne Bewertung gezeigt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="83"/>
        <source>The match&apos;s word list cannot be used: the plays are shown without verdicts.</source>
        <translation>Die Wortliste der Partie kann nicht verwendet werden: Die Züge werden ohne Bewertung gezeigt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="87"/>
        <source>In this match a completed word did not end the round, which perfect play here does not cover: the plays are shown without verdicts.</source>
        <translation>In dieser Partie hat ein fertiges Wort die Runde nicht beendet, was das perfekte Spiel hier nicht abdeckt: Die Züge werden ohne Bewertung gezeigt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="92"/>
        <source>The match&apos;s word list was not found: the plays are shown without verdicts.</source>
        <translation>Die Wortliste der Partie wurde nicht gefunden: Die Züge werden ohne Bewertung gezeigt.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="102"/>
        <source>plays: %1 · wins thrown away: %2 · accuracy: %3</source>
        <translation>Züge: %1 · verschenkte Siege: %2 · Genauigkeit: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="114"/>
        <source>you may not read it</source>
        <translation>du darfst sie nicht lesen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="116"/>
        <source>it is not there</source>
        <translation>sie ist nicht da</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="118"/>
        <source>that is a folder</source>
        <translation>das ist ein Ordner</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <location filename="../../ghost_gui/gui/table/savegame.py" line="56"/>
        <source>The saved game was damaged and could not be resumed.</source>
        <translation>Das gespeicherte Spiel war beschädigt und konnte nicht fortgesetzt werden.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="118"/>
        <location filename="../../ghost_gui/gui/settings.py" line="141"/>
        <source>The settings file was damaged; Ghost starts with its default settings.</source>
        <extracomment>a larger settings file is not ours (Ghost&apos;s is a few KB): set aside unread set when a change could not be written (a read-only or full disk) called (with ``write_error``) each time a change could not be written; the window sets it and says so once</extracomment>
        <translation>Die Einstellungsdatei war beschädigt; Geist startet mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="125"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Einige Einstellungen konnten nicht gelesen werden und wurden zurückgesetzt: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="163"/>
        <source>The settings file %1 cannot be read (permission denied). Ghost starts with its default settings, leaves the file as it is, and keeps no settings this session.</source>
        <translation>Die Einstellungsdatei %1 kann nicht gelesen werden (keine Berechtigung). Geist startet mit den Standardeinstellungen, lässt die Datei, wie sie ist, und speichert in dieser Sitzung keine Einstellungen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="272"/>
        <source>the settings cannot be written to %1</source>
        <translation>die Einstellungen können nicht in %1 geschrieben werden</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="236"/>
        <source>The statistics file was damaged; statistics start afresh.</source>
        <extracomment>the counts kept per player; &quot;matches&quot; are the matches played to the end how many of an adaptive computer&apos;s strengths are kept how many of a person&apos;s accuracies (one a match) are kept the file format written the key of a row: a person&apos;s name, or a computer&apos;s name and kind the file is there but may not be read: it is left as it is and never written</extracomment>
        <translation>Die Statistikdatei war beschädigt; die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="240"/>
        <source>The statistics file was partly damaged and was set aside; the statistics that could be read are kept.</source>
        <translation>Die Statistikdatei war teilweise beschädigt und wurde beiseitegelegt; die Statistik, die sich lesen ließ, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="245"/>
        <source>The statistics file cannot be read (permission denied). It is left as it is, and this session&apos;s statistics are not kept.</source>
        <translation>Die Statistikdatei kann nicht gelesen werden (keine Berechtigung). Sie bleibt, wie sie ist, und die Statistik dieser Sitzung wird nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>winner</name>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="175"/>
        <source>Winners</source>
        <extracomment>&quot;Review the match&quot;: every play of the match just won, marked by perfect play the seats of the computers that won as a team (empty: one player won)</extracomment>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="177"/>
        <source>Winners: the computers, as a team</source>
        <translation>Sieger: die Computer, als Team</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="180"/>
        <source>Winner</source>
        <translation>Gewonnen hat</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="182"/>
        <source>Winner: %1</source>
        <translation>Gewonnen hat %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="188"/>
        <source>Rounds played: %1</source>
        <translation>Gespielte Runden: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="194"/>
        <source>Longest word played: %1 (%2)</source>
        <translation>Längstes gespieltes Wort: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="199"/>
        <source>Play again</source>
        <translation>Noch mal spielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="201"/>
        <source>A new match with the same players (Enter)</source>
        <translation>Eine neue Partie mit denselben Spielern (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="203"/>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="205"/>
        <source>Choose the players and rules of a new match (Ctrl+N)</source>
        <translation>Spieler und Regeln einer neuen Partie wählen (Strg+N)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="209"/>
        <source>Review the match</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="211"/>
        <source>Every play of this match, marked by what perfect play says of it</source>
        <translation>Jeder Zug dieser Partie, bewertet nach perfektem Spiel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="225"/>
        <source>The computers</source>
        <translation>Die Computer</translation>
    </message>
</context>
</TS>

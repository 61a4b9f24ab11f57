<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="40"/>
        <source>About %1</source>
        <extracomment>as large as How to play may be</extracomment>
        <translation>Acerca de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="42"/>
        <source>not found</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="47"/>
        <source>A word game for the family: add letters in turn, and try not to finish a word.</source>
        <translation>Un juego de palabras para toda la familia: por turnos, cada uno añade una letra, ¡y nadie quiere terminar una palabra!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="70"/>
        <source>WordNet %1, Princeton University (English definitions)</source>
        <translation>WordNet %1, Universidad de Princeton (definiciones en inglés)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="73"/>
        <source>WordNet licence (in the Word lists tab)</source>
        <translation>Licencia de WordNet (en la pestaña Listas de palabras)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="85"/>
        <source>DejaVu Sans and DejaVu Sans Bold, Debian package %1</source>
        <translation>DejaVu Sans y DejaVu Sans Bold, paquete de Debian %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="93"/>
        <source>The Qt Company</source>
        <translation>The Qt Company</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="113"/>
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="115"/>
        <source>Word lists (%1)</source>
        <translation>Listas de palabras (%1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="116"/>
        <source>Font source</source>
        <translation>Origen de la fuente</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="117"/>
        <source>Font licence</source>
        <translation>Licencia de la fuente</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="126"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="209"/>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="212"/>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="218"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="229"/>
        <source>Accuracy of %1 in each match; the latest: %2</source>
        <translation>Precisión de %1 en cada partida; la última: %2</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="46"/>
        <source>Who wins with perfect play?</source>
        <extracomment>the rows the table shows, and whether they were all</extracomment>
        <translation>¿Quién gana con juego perfecto?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="49"/>
        <source>Working it out…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="59"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="60"/>
        <source>Shortest word</source>
        <translation>Palabra más corta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="61"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="62"/>
        <source>Who loses</source>
        <translation>Quién pierde</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="63"/>
        <source>Winning first letters</source>
        <translation>Primeras letras ganadoras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="64"/>
        <source>Card sizes</source>
        <translation>Tamaño de las tarjetas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="71"/>
        <source>The players who lose when everyone plays perfectly, numbered in the order they play</source>
        <translation>Los jugadores que pierden si todos juegan perfecto, numerados en el orden en que juegan</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="74"/>
        <source>The letters player 1 can start with and still be sure not to lose</source>
        <translation>Las letras con las que el jugador 1 puede empezar sin miedo a perder</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="78"/>
        <source>How much each player must learn by heart to play perfectly, player 1 first: words (Ghost, Anti-Ghost) or plays (the other variants)</source>
        <translation>Cuánto tiene que aprenderse de memoria cada jugador para jugar perfecto, empezando por el jugador 1: palabras (Fantasma, Antifantasma) o jugadas (las demás variantes)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="98"/>
        <source>&lt;b&gt;Who loses&lt;/b&gt;: the players, numbered in the order they play, who lose if everyone plays perfectly. “2 3” means the loser is player 2 or player 3: which one depends on choices that are equally safe for the players making them.&lt;br&gt;&lt;b&gt;Winning first letters&lt;/b&gt;: the letters player 1 can start with and be sure not to lose; “—”: there is none, player 1 can be made to lose whatever letter they start with.&lt;br&gt;&lt;b&gt;Card sizes&lt;/b&gt;: how much each player, player 1 first, must learn by heart to be sure of that result. “4 / 175 / 468” means 4 words for player 1, 175 for player 2 and 468 for player 3 (in the variants other than Ghost and Anti-Ghost, plays to remember instead of words).</source>
        <translation>&lt;b&gt;Quién pierde&lt;/b&gt;: los jugadores, numerados en el orden en que juegan, que pierden si todos juegan perfecto. «2 3» quiere decir que pierde el jugador 2 o el jugador 3: cuál de ellos depende de decisiones igual de seguras para quienes las toman.&lt;br&gt;&lt;b&gt;Primeras letras ganadoras&lt;/b&gt;: las letras con las que el jugador 1 puede empezar sin miedo a perder; «—»: no hay ninguna, se puede hacer perder al jugador 1 empiece con la letra que empiece.&lt;br&gt;&lt;b&gt;Tamaño de las tarjetas&lt;/b&gt;: cuánto tiene que aprenderse de memoria cada jugador, empezando por el jugador 1, para asegurarse ese resultado. «4 / 175 / 468» quiere decir 4 palabras para el jugador 1, 175 para el jugador 2 y 468 para el jugador 3 (en las variantes que no son Fantasma ni Antifantasma, jugadas que recordar en vez de palabras).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="109"/>
        <source>“More than %1”: a card past %1 words or plays, more than anyone could learn, is not counted further.</source>
        <translation>«Más de %1»: una tarjeta de más de %1 palabras o jugadas, más de lo que nadie podría aprenderse, no se sigue contando.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="121"/>
        <source>Summary table</source>
        <translation>Tabla resumen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="123"/>
        <source>Every variant with words of 3 and 4 letters, for 2, 3 and 4 players</source>
        <translation>Todas las variantes con palabras de 3 y de 4 letras, para 2, 3 y 4 jugadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="126"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="155"/>
        <source>The analysis failed: %1</source>
        <translation>El análisis ha fallado: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="161"/>
        <source>Winning first letters for player 1: %1.</source>
        <translation>Primeras letras ganadoras para el jugador 1: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="163"/>
        <source>Player 1 has no winning first letter.</source>
        <translation>El jugador 1 no tiene ninguna primera letra ganadora.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="167"/>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.</source>
        <translation>%1, palabras de %2 letras o más, %3 jugadores: %4 palabras que cuentan, %5 fragmentos.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="182"/>
        <source>With perfect play, player %1 wins.</source>
        <translation>Con juego perfecto, gana el jugador %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="184"/>
        <source>With perfect play, player %1 loses; everyone else is safe.</source>
        <translation>Con juego perfecto, pierde el jugador %1; los demás están a salvo.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="188"/>
        <source>With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them.</source>
        <translation>Con juego perfecto, pierde uno de los jugadores %1: cuál de ellos depende de decisiones igual de seguras para quienes las toman.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="231"/>
        <source>too large</source>
        <translation>demasiado grande</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="245"/>
        <source>The rules of the current game</source>
        <translation>Las reglas de la partida actual</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="256"/>
        <source>With perfect play, player %1 loses.</source>
        <translation>Con juego perfecto, pierde el jugador %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="258"/>
        <source>With perfect play, one of players %1 loses: which one depends on choices that are equally safe for the players making them.</source>
        <translation>Con juego perfecto, pierde uno de los jugadores %1: cuál de ellos depende de decisiones igual de seguras para quienes las toman.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="265"/>
        <source>The cards of these rules would need more memory than the %1 GB a game may use on this computer: a smaller word list has them.</source>
        <translation>Las tarjetas de estas reglas necesitarían más memoria que los %1 GB que puede usar una partida en este ordenador: con una lista de palabras más pequeña sí salen.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="269"/>
        <source>Still working out the cards…</source>
        <translation>Todavía calculando las tarjetas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="274"/>
        <source>Player %1: %2 words to learn</source>
        <translation>Jugador %1: %2 palabras que aprender</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="276"/>
        <source>Player %1: %2 plays to learn</source>
        <translation>Jugador %1: %2 jugadas que aprender</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="289"/>
        <source>more than %1</source>
        <translation>más de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="294"/>
        <source>card_sizes “&gt;%1”: more than %1 words or plays to remember, more than anyone could learn; not counted further. Who loses and the winning first letters are always exact.</source>
        <translation>card_sizes «&gt;%1»: más de %1 palabras o jugadas que recordar, más de lo que nadie podría aprenderse; no se sigue contando. Quién pierde y las primeras letras ganadoras son siempre exactos.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="301"/>
        <source>Export the table as CSV</source>
        <translation>Exportar la tabla como CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="303"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="312"/>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="313"/>
        <source>The table could not be saved as %1: %2.</source>
        <translation>No se ha podido guardar la tabla como %1: %2.</translation>
    </message>
</context>
<context>
    <name>CardHtml</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="97"/>
        <source>%1: memorisation card for player %2</source>
        <extracomment>the two views of a card</extracomment>
        <translation>%1: tarjeta para memorizar del jugador %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="102"/>
        <source>%1 · %2 · words of %3+ letters count · %4 players</source>
        <translation>%1 · %2 · cuentan las palabras de %3 letras o más · %4 jugadores</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="115"/>
        <source>%1 play to remember</source>
        <translation>
            <numerusform>%1 jugada que recordar</numerusform>
            <numerusform>%1 jugadas que recordar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="116"/>
        <source>%1 plays to remember</source>
        <translation>
            <numerusform>%1 jugada que recordar</numerusform>
            <numerusform>%1 jugadas que recordar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="118"/>
        <source>sets of letters to end in: %1</source>
        <translation>grupos de letras en los que terminar: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="122"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="123"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="128"/>
        <source>Play as shown and every word ends the round in your favour.</source>
        <translation>Juega como indica la tarjeta y cada palabra terminará la ronda a tu favor.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="130"/>
        <source>With perfect play against you, you cannot always win; this card loses as little as possible.</source>
        <translation>Si los demás juegan perfecto, no siempre puedes ganar; esta tarjeta pierde lo menos posible.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="132"/>
        <source>With perfect play against you, you lose; this card holds out.</source>
        <translation>Si los demás juegan perfecto, pierdes; esta tarjeta aguanta lo más posible.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="145"/>
        <source>Force the game into these %1 sets of letters, shown with the words they make (struck-out sets lose for you):</source>
        <translation>Lleva la partida a estos %1 grupos de letras, junto a las palabras que forman (los grupos tachados te hacen perder):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="149"/>
        <source>Force the game into these %1 words (struck-out words lose for you):</source>
        <translation>Lleva la partida a estas %1 palabras (las tachadas te hacen perder):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="187"/>
        <source>Each line: the letters at your turn → your play (the letter to add in bold), then the words to aim for: spell them out.</source>
        <translation>Cada línea: las letras en tu turno → tu jugada (la letra que añades, en negrita), y luego las palabras a las que apuntar: deletréalas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="191"/>
        <source>Each line: the letters at your turn, in alphabetical order → the letters after your play (the letter to add in bold), then the sets of letters that may end the round, each with the words it makes.</source>
        <translation>Cada línea: las letras en tu turno, en orden alfabético → las letras después de tu jugada (la letra que añades, en negrita), y luego los grupos de letras que pueden terminar la ronda, cada uno con las palabras que forma.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="195"/>
        <source>Each line: the letters at your turn → the letters after your play (the letter to add in bold), then the words that may end the round.</source>
        <translation>Cada línea: las letras en tu turno → las letras después de tu jugada (la letra que añades, en negrita), y luego las palabras que pueden terminar la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="197"/>
        <source>Indented: the letters the others can leave you at your next turn.</source>
        <translation>Con sangría: las letras que los demás te pueden dejar en tu siguiente turno.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="199"/>
        <source>* marks a word that loses for you.</source>
        <translation>* marca una palabra con la que pierdes.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="203"/>
        <source>Before your first turn the round may end in:</source>
        <translation>Antes de tu primer turno, la ronda puede terminar en:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="220"/>
        <source>Nothing to remember: the round is over before your turn.</source>
        <translation>Nada que recordar: la ronda termina antes de tu turno.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="281"/>
        <source>(continued)</source>
        <translation>(continúa)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>see %1 above</source>
        <translation>ver %1 más arriba</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="306"/>
        <source>start with %1</source>
        <translation>empieza con %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="311"/>
        <source>(reversed)</source>
        <translation>(dada la vuelta)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="337"/>
        <source>no definition available</source>
        <translation>no hay definición</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_document.py" line="53"/>
        <source>This card does not fit one page in legible print (its words would be %1 pt): here are its first decisions only, %2 of %3 lines. A line ending in … goes on in the full card on screen.</source>
        <translation>Esta tarjeta no cabe en una página con letra legible (sus palabras quedarían a %1 pt): aquí solo están sus primeras decisiones, %2 de %3 líneas. Una línea que acaba en … sigue en la tarjeta completa en pantalla.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="96"/>
        <source>Strategy cards</source>
        <extracomment>the cards&apos; rich text (the tabs&apos; font measures its indents) shows a folder on the desktop (tests put a recorder here) the last confirmation or failure shown after an export on paper: what was left out of the last card laid out, &quot;&quot; when it all fits the print preview and its printer, alive together (Qt&apos;s dialog keeps a bare pointer to the printer: a printer Python freed crashes it)</extracomment>
        <translation>Tarjetas de estrategia</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="100"/>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="101"/>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="103"/>
        <source>What to play at each of your turns, by what the others played</source>
        <translation>Qué jugar en cada uno de tus turnos, según lo que jugaron los demás</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="106"/>
        <source>Every word the card can end in, in alphabetical order</source>
        <translation>Todas las palabras en las que puede acabar la tarjeta, en orden alfabético</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="120"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="125"/>
        <source>Print preview…</source>
        <translation>Vista previa…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="126"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="127"/>
        <source>Export PDF…</source>
        <translation>Exportar PDF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="194"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="217"/>
        <source>Ghost memorisation card for player %1</source>
        <translation>Tarjeta para memorizar de Fantasma, jugador %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>Export the card as PDF</source>
        <translation>Exportar la tarjeta como PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="288"/>
        <source>The card was saved as %1.</source>
        <translation>La tarjeta se ha guardado como %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="295"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="314"/>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="300"/>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="305"/>
        <source>the folder may be read-only, or the disk full</source>
        <translation>puede que la carpeta sea de solo lectura o que el disco esté lleno</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="307"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>No se ha podido guardar la tarjeta como %1: %2.</translation>
    </message>
</context>
<context>
    <name>CardsFeature</name>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="148"/>
        <source>%1 · player %2 of %3 · %4</source>
        <translation>%1 · jugador %2 de %3 · %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="169"/>
        <source>Player %1: %2</source>
        <translation>Jugador %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Pocket card</source>
        <translation>Tarjeta de bolsillo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Learn the card</source>
        <translation>Aprender la tarjeta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="178"/>
        <source>The pocket card of which seat?</source>
        <translation>¿La tarjeta de bolsillo de qué jugador?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="180"/>
        <source>Learn the card of which seat?</source>
        <translation>¿Qué tarjeta quieres aprender?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="258"/>
        <source>Working out the strategy card…</source>
        <translation>Calculando la tarjeta de estrategia…</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="42"/>
        <source>%1 is challenged</source>
        <extracomment>the word named, or None for giving up</extracomment>
        <translation>Reto a %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="47"/>
        <source>%1 says: “%2 is already a word!”</source>
        <translation>%1 dice: «¡%2 ya es una palabra!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="53"/>
        <source>%1 says: “No word contains %2!”</source>
        <translation>%1 dice: «¡Ninguna palabra tiene %2!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="59"/>
        <source>%1 says: “No word can be made with the letters %2!”</source>
        <translation>%1 dice: «¡Con las letras %2 no se forma ninguna palabra!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="65"/>
        <source>%1 says: “No word starts with %2!”</source>
        <translation>%1 dice: «¡Ninguna palabra empieza por %2!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="70"/>
        <source>%1, which word did you have in mind?</source>
        <translation>%1, ¿en qué palabra estabas pensando?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="78"/>
        <source>your word</source>
        <translation>tu palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="89"/>
        <source>That&apos;s my word</source>
        <extracomment>why the word named last time does not answer (the person tries again)</extracomment>
        <translation>Esa es mi palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="91"/>
        <source>Name your word (Enter)</source>
        <translation>Di tu palabra (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="92"/>
        <source>I give up</source>
        <translation>Me rindo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="94"/>
        <source>You had no word in mind: you lose this round</source>
        <translation>No pensabas en ninguna palabra: pierdes esta ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="95"/>
        <source>Not yet</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="97"/>
        <source>Close this for now; the challenge waits on the board (Esc)</source>
        <translation>Cerrar por ahora; el reto espera en el tablero (Esc)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="109"/>
        <source>Try again: %1</source>
        <translation>Prueba otra vez: %1</translation>
    </message>
</context>
<context>
    <name>DrillBoard</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="90"/>
        <source>← → choose where your letter goes (Home, End: the ends), or click the place.</source>
        <extracomment>Xghost: where the next letter goes, 0 the start to the fragment&apos;s length the end</extracomment>
        <translation>← → eligen dónde va tu letra (Inicio, Fin: los extremos), o haz clic en el sitio.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="93"/>
        <source>The letters stay in alphabetical order: just type your letter.</source>
        <translation>Las letras siguen en orden alfabético: solo escribe tu letra.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="95"/>
        <source>Shift+letter puts it on the left.</source>
        <translation>Mayús+letra la pone a la izquierda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="101"/>
        <source>Turn around first (Space)</source>
        <translation>Dar la vuelta primero (Espacio)</translation>
    </message>
</context>
<context>
    <name>DrillFeedback</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="44"/>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="50"/>
        <source>The card says:</source>
        <translation>La tarjeta dice:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="55"/>
        <source>Not quite: you made %1. The card says:</source>
        <translation>No exactamente: has formado %1. La tarjeta dice:</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="55"/>
        <source>Learn the card</source>
        <extracomment>how long &quot;Right!&quot; stays in the status line under the next question a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter</extracomment>
        <translation>Aprender la tarjeta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="75"/>
        <source>The computer plays the others along your card. Type the letter the card tells you to play.</source>
        <extracomment>what the board shows now: the phase, the answers given and the question</extracomment>
        <translation>El ordenador juega por los demás siguiendo tu tarjeta. Escribe la letra que la tarjeta te dice que juegues.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="110"/>
        <source>Session:</source>
        <extracomment>the moves, the fragment, Xghost&apos;s caret, the prompt and the turn-around box after a miss: what the answer made and the card&apos;s line</extracomment>
        <translation>Sesión:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>%1 questions</source>
        <translation>%1 preguntas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>What&apos;s due</source>
        <translation>Qué toca repasar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="125"/>
        <source>Show me</source>
        <translation>Enséñamelo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="126"/>
        <source>Show the card&apos;s play (counts as a miss)</source>
        <translation>Enseñar la jugada de la tarjeta (cuenta como fallo)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="128"/>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="240"/>
        <source>Next (Enter)</source>
        <translation>Siguiente (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="131"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="211"/>
        <source>Your saved progress on this card was damaged, so the drill starts afresh.</source>
        <translation>Tu progreso guardado en esta tarjeta estaba dañado, así que la práctica empieza de nuevo.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="214"/>
        <source>The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept.</source>
        <translation>El archivo de tu progreso en las tarjetas estaba dañado en parte y se ha apartado; se conserva el progreso que se pudo leer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="216"/>
        <source>Could not save your progress (%1).</source>
        <translation>No se ha podido guardar tu progreso (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="220"/>
        <source>The file of your progress on the cards cannot be read (permission denied). It is left as it is, and this session&apos;s progress is not kept.</source>
        <translation>El archivo de tu progreso en las tarjetas no se puede leer (permiso denegado). Se deja como está, y el progreso de esta sesión no se guarda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="238"/>
        <source>Next session (Enter)</source>
        <translation>Siguiente sesión (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="244"/>
        <source>Press Enter to go on.</source>
        <translation>Pulsa Intro para seguir.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="251"/>
        <source>Session %1 done: %2 of %3 right.</source>
        <translation>Sesión %1 terminada: %2 de %3 bien.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="259"/>
        <source>Nothing to learn</source>
        <translation>Nada que aprender</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="260"/>
        <source>The round is over before your first turn on this card.</source>
        <translation>Con esta tarjeta, la ronda termina antes de tu primer turno.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>Your letter?</source>
        <translation>¿Tu letra?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>You start. Your letter?</source>
        <translation>Empiezas tú. ¿Tu letra?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="265"/>
        <source>(New to you: “Show me” if you don&apos;t know it yet.)</source>
        <translation>(Es nueva para ti: pulsa «Enséñamelo» si aún no la sabes.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="281"/>
        <source>Learnt! You know every decision on this card.</source>
        <translation>¡Aprendida! Conoces todas las decisiones de esta tarjeta.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="284"/>
        <source>Right!</source>
        <translation>¡Bien!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="29"/>
        <source>You</source>
        <extracomment>words shown under a decision before &quot;and N more&quot;</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="31"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="32"/>
        <source>Players %1</source>
        <translation>Jugadores %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="39"/>
        <source>A new round</source>
        <translation>Una ronda nueva</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="52"/>
        <source>Your letter goes at the end.</source>
        <translation>Tu letra va al final.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="54"/>
        <source>Your letter goes at the start.</source>
        <translation>Tu letra va al principio.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="56"/>
        <source>Your letter goes between %1 and %2.</source>
        <translation>Tu letra va entre %1 y %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="90"/>
        <source>(start)</source>
        <translation>(inicio)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="105"/>
        <source>and %1 more</source>
        <translation>y %1 más</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="110"/>
        <source>Aim for:</source>
        <translation>Apunta a:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="113"/>
        <source>Struck-out words lose for you.</source>
        <translation>Con las palabras tachadas pierdes tú.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="133"/>
        <source>add %1 between %2 and %3</source>
        <translation>pon %1 entre %2 y %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="139"/>
        <source>play %1</source>
        <translation>juega %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="141"/>
        <source>add %1 on the left</source>
        <translation>añade %1 a la izquierda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="143"/>
        <source>add %1 on the right</source>
        <translation>añade %1 a la derecha</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="147"/>
        <source>turn around, then %1</source>
        <translation>da la vuelta y luego %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="157"/>
        <source>%1 is a word: you would win the round, but the card plays otherwise.</source>
        <translation>%1 es una palabra: ganarías la ronda, pero la tarjeta juega de otra forma.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="161"/>
        <source>%1 makes a word: you would lose the round.</source>
        <translation>%1 forma una palabra: perderías la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="163"/>
        <source>%1 is a word: you would lose the round.</source>
        <translation>%1 es una palabra: perderías la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="171"/>
        <source>You know every decision on this card. Next session: %1 due for review.</source>
        <translation>Conoces todas las decisiones de esta tarjeta. Siguiente sesión: %1 para repasar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="176"/>
        <source>Next session: %1 due, %2 not seen yet.</source>
        <translation>Siguiente sesión: %1 para repasar, %2 aún sin ver.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="183"/>
        <source>Press Enter to go on, or close and come back later: your progress is kept.</source>
        <translation>Pulsa Intro para seguir, o cierra y vuelve más tarde: tu progreso se guarda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="198"/>
        <source>Welcome back: session %1 goes on after %2 of %3 questions.</source>
        <translation>Hola de nuevo: la sesión %1 sigue después de %2 de %3 preguntas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="206"/>
        <source>Welcome back: you finished session %1.</source>
        <translation>Hola de nuevo: terminaste la sesión %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="221"/>
        <source>Last drilled: %1.</source>
        <translation>Última práctica: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="230"/>
        <source>Known %1 of %2 decisions</source>
        <translation>Sabes %1 de %2 decisiones</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="240"/>
        <source>Session %1: %2 due, %3 of %4 learnt</source>
        <translation>Sesión %1: %2 para repasar, %3 de %4 aprendidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="247"/>
        <source>question %1 of %2</source>
        <translation>pregunta %1 de %2</translation>
    </message>
</context>
<context>
    <name>FragmentView</name>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="252"/>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="303"/>
        <source>start a word</source>
        <extracomment>the newest letter&apos;s underline is painted here (the spaced looks: rich text&apos;s would run on under the wide spacing after the letter) the caret was moved (by a click, or by :meth:`move_caret`): its new place where the next letter goes in Xghost: 0 is the start, len(fragment) the end</extracomment>
        <translation>empieza una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="362"/>
        <source>next letter goes at the start</source>
        <translation>la siguiente letra va al principio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="364"/>
        <source>next letter goes at the end</source>
        <translation>la siguiente letra va al final</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="366"/>
        <source>next letter goes between %1 and %2</source>
        <translation>la siguiente letra va entre %1 y %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="380"/>
        <source>no letters yet</source>
        <translation>aún no hay letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="386"/>
        <source>The letters played so far: a pool of letters in any order</source>
        <translation>Las letras jugadas hasta ahora: un montón de letras en cualquier orden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="388"/>
        <source>The letters played so far</source>
        <translation>Las letras jugadas hasta ahora</translation>
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
        <translation>Partida reanudada: ronda %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="202"/>
        <source>New game: %1, %2 words.</source>
        <translation>Nueva partida: %1, %2 palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="208"/>
        <source>Taken back: the word is %1 again.</source>
        <translation>Deshecho: la palabra vuelve a ser %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="211"/>
        <source>Taken back: the round starts again from the first letter.</source>
        <translation>Deshecho: la ronda empieza otra vez desde la primera letra.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="215"/>
        <source>The house and blocked words count from this round: the list now has %1 words.</source>
        <translation>Las palabras de la casa y las prohibidas cuentan desde esta ronda: la lista tiene ahora %1 palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="224"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» no es una letra de esta lista de palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="234"/>
        <source>Loading the word list “%1”…</source>
        <translation>Cargando la lista de palabras «%1»…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="243"/>
        <source>Reading the word list…</source>
        <translation>Leyendo la lista de palabras…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="246"/>
        <source>Working out perfect play…</source>
        <translation>Calculando el juego perfecto…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="249"/>
        <source>Getting the computer players ready…</source>
        <translation>Preparando a los jugadores del ordenador…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="254"/>
        <source>Working out perfect play with the changed words…</source>
        <translation>Calculando el juego perfecto con las palabras cambiadas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="257"/>
        <source>Working out the strategy cards…</source>
        <translation>Calculando las tarjetas de estrategia…</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="147"/>
        <source>Leave the match in play? It counts as abandoned.</source>
        <translation>¿Abandonar la partida en curso? Contará como abandonada.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="152"/>
        <source>End it and start the new game</source>
        <translation>Terminarla y empezar la nueva</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="155"/>
        <source>Keep playing this match</source>
        <translation>Seguir con esta partida</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="70"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="84"/>
        <source>Reading the matches played…</source>
        <translation>Leyendo las partidas jugadas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="98"/>
        <source>Matches kept at most (the oldest go first):</source>
        <translation>Partidas guardadas como máximo (las más antiguas se van primero):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="104"/>
        <source>Past this many, the oldest match kept is deleted when a match ends</source>
        <translation>Pasado este número, al terminar una partida se borra la más antigua guardada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="112"/>
        <source>Review…</source>
        <translation>Repasar…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="114"/>
        <source>Every play of the chosen match, marked by what perfect play says of it</source>
        <translation>Cada jugada de la partida elegida, marcada según lo que dice el juego perfecto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="117"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="118"/>
        <source>Save the chosen match as a text file</source>
        <translation>Guardar la partida elegida como archivo de texto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="120"/>
        <source>Open a match…</source>
        <translation>Abrir una partida…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="121"/>
        <source>Review a match saved as a file</source>
        <translation>Repasar una partida guardada en un archivo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="128"/>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="129"/>
        <source>Delete the chosen match; asks first</source>
        <translation>Borrar la partida elegida; pregunta antes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="131"/>
        <source>Delete all…</source>
        <translation>Borrar todas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="132"/>
        <source>Delete every match kept; asks first</source>
        <translation>Borrar todas las partidas guardadas; pregunta antes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="134"/>
        <source>Learn from my mistakes…</source>
        <translation>Aprender de mis errores…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="136"/>
        <source>Find again, one by one, the letters that would have kept a win you threw away</source>
        <translation>Volver a encontrar, una a una, las letras que habrían mantenido una victoria que se escapó</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="139"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="140"/>
        <source>Close this window</source>
        <translation>Cerrar esta ventana</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="177"/>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="191"/>
        <source>No matches kept yet</source>
        <translation>Aún no hay partidas guardadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="195"/>
        <source>Damaged match records set aside in %2 (renamed to end in .corrupt): %1.</source>
        <translation>Registros de partidas dañados apartados en %2 (con el nombre acabado en .corrupt): %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="211"/>
        <source>Delete this match</source>
        <translation>Borrar esta partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="212"/>
        <source>Delete the match of %1? This cannot be undone.</source>
        <translation>¿Borrar la partida de %1? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="223"/>
        <source>Delete all matches</source>
        <translation>Borrar todas las partidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="224"/>
        <source>Delete all %1 matches kept? This cannot be undone.</source>
        <translation>¿Borrar las %1 partidas guardadas? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="270"/>
        <source>This match could not be read: %1.</source>
        <translation>No se ha podido leer esta partida: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="272"/>
        <source>%2 could not be opened: %1.</source>
        <translation>No se ha podido abrir %2: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="300"/>
        <source>The match could not be saved as %1: %2.</source>
        <translation>No se ha podido guardar la partida como %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="313"/>
        <source>Save the match as</source>
        <translation>Guardar la partida como</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="315"/>
        <source>Ghost matches (*.txt)</source>
        <translation>Partidas de Fantasma (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="323"/>
        <source>Open a match</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="325"/>
        <source>Ghost matches (*.txt);;All files (*)</source>
        <translation>Partidas de Fantasma (*.txt);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="145"/>
        <source>How to play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="154"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="44"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Whoever finishes a word of %1 or more letters loses the round. Shorter words don&apos;t count.</source>
        <translation>Por turnos, cada uno añade una letra al final de las letras del tablero. Las letras siempre tienen que ser el principio de una palabra de verdad. Quien termina una palabra de %1 letras o más pierde la ronda. Las palabras más cortas no cuentan.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="50"/>
        <source>Take turns adding one letter at either end of the letters on the board: at the end, or at the front (hold Shift while typing). The letters must always appear somewhere inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Por turnos, cada uno añade una letra por cualquiera de los dos lados de las letras del tablero: al final o al principio (manteniendo pulsada Mayús al escribir). Las letras siempre tienen que aparecer en algún sitio dentro de una palabra de verdad. Quien termina una palabra de %1 letras o más pierde la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="56"/>
        <source>Take turns adding one letter at either end of the letters on the board (hold Shift to put it at the front). Before adding, you may also reverse the letters, turning them around (tick “Reverse first”). The letters must appear inside a real word, forwards or backwards. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Por turnos, cada uno añade una letra por cualquiera de los dos lados de las letras del tablero (con Mayús va al principio). Antes de añadirla, también puedes darles la vuelta a las letras, leyéndolas al revés (marca «Dar la vuelta primero»). Las letras tienen que aparecer dentro de una palabra de verdad, al derecho o al revés. Quien termina una palabra de %1 letras o más pierde la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="63"/>
        <source>Take turns adding one letter anywhere: at either end of the letters on the board, or between two of them. Click where it should go, or move the marker with the arrow keys (Home and End jump to the ends). The letters must always appear, just as they stand, inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Por turnos, cada uno añade una letra donde quiera: por cualquiera de los dos lados de las letras del tablero, o entre dos de ellas. Haz clic donde debe ir, o mueve la marca con las flechas (Inicio y Fin saltan a los extremos). Las letras siempre tienen que aparecer, tal como están, dentro de una palabra de verdad. Quien termina una palabra de %1 letras o más pierde la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="71"/>
        <source>Take turns adding one letter to the letters on the board. Their order does not matter: the game keeps them in alphabetical order. The letters must always fit inside a real word, each as often as the word has it. Whoever adds the letter that lets all of them, in some order, spell a word of %1 or more letters loses the round.</source>
        <translation>Por turnos, cada uno añade una letra a las letras del tablero. Su orden no importa: el juego las pone en orden alfabético. Las letras siempre tienen que caber dentro de una palabra de verdad, cada una tantas veces como la tenga la palabra. Quien añade la letra con la que todas ellas, en algún orden, forman una palabra de %1 letras o más pierde la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="78"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Here it is the other way round: whoever completes a word of %1 or more letters wins the round, and the player who played just before them loses it. Shorter words don&apos;t count.</source>
        <translation>Por turnos, cada uno añade una letra al final de las letras del tablero. Las letras siempre tienen que ser el principio de una palabra de verdad. Aquí es al revés: quien completa una palabra de %1 letras o más gana la ronda, y el jugador que jugó justo antes la pierde. Las palabras más cortas no cuentan.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="184"/>
        <source>Table rule: the game calls out completed words. As soon as a word is finished, the round ends.</source>
        <translation>Regla de esta mesa: el juego avisa de las palabras terminadas. En cuanto se termina una palabra, la ronda acaba.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="187"/>
        <source>(With the other rule, players must catch words themselves, and bluffing is allowed.)</source>
        <translation>(Con la otra regla, los jugadores tienen que pillar las palabras ellos mismos, y se permiten faroles.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="193"/>
        <source>Table rule: players must catch them, bluffing allowed. A finished word, or letters no word fits, stay on the board until somebody challenges. You may bluff and hope nobody notices!</source>
        <translation>Regla de esta mesa: los jugadores tienen que pillarlas, se permiten faroles. Una palabra terminada, o unas letras que no caben en ninguna palabra, se quedan en el tablero hasta que alguien lanza un reto. ¡Puedes tirarte un farol y esperar que nadie se dé cuenta!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="196"/>
        <source>(With the other rule, the game calls out completed words at once.)</source>
        <translation>(Con la otra regla, el juego avisa enseguida de las palabras terminadas.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="199"/>
        <source>Challenges</source>
        <translation>Retos</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="90"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, just as they stand. If they can, you lose the round; if not, they do.</source>
        <translation>«¡Ninguna palabra tiene estas letras!» (tecla ?): crees que el jugador anterior va de farol. Tiene que decir una palabra de verdad que tenga estas letras seguidas, tal como están. Si puede, pierdes tú la ronda; si no, la pierde él.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="96"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, as they stand or reversed. If they can, you lose the round; if not, they do.</source>
        <translation>«¡Ninguna palabra tiene estas letras!» (tecla ?): crees que el jugador anterior va de farol. Tiene que decir una palabra de verdad que tenga estas letras seguidas, tal como están o al revés. Si puede, pierdes tú la ronda; si no, la pierde él.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="102"/>
        <source>“No word can be made with these letters!” (key ?): you think the last player is bluffing. They must name a real word that has all these letters, in any order. If they can, you lose the round; if not, they do.</source>
        <translation>«¡Con estas letras no se forma ninguna palabra!» (tecla ?): crees que el jugador anterior va de farol. Tiene que decir una palabra de verdad que tenga todas estas letras, en cualquier orden. Si puede, pierdes tú la ronda; si no, la pierde él.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="107"/>
        <source>“No word goes like that!” (key ?): you think the last player is bluffing. They must name a real word that fits the letters. If they can, you lose the round; if not, they do.</source>
        <translation>«¡No hay palabras así!» (tecla ?): crees que el jugador anterior va de farol. Tiene que decir una palabra de verdad que encaje con las letras. Si puede, pierdes tú la ronda; si no, la pierde él.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="117"/>
        <source>“That&apos;s a word!” (key !): the letters, in some order, already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>«¡Es una palabra!» (tecla !): las letras, en algún orden, ya forman una palabra de %1 letras o más. Si es así, la palabra cuenta como terminada; si no, pierdes tú la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="123"/>
        <source>“That&apos;s a word!” (key !): the letters already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>«¡Es una palabra!» (tecla !): las letras ya forman una palabra de %1 letras o más. Si es así, la palabra cuenta como terminada; si no, pierdes tú la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="211"/>
        <source>Each lost round gives you the next letter of %1. Once you have spelled all of %2, you are out. The last player left wins.</source>
        <translation>Cada ronda perdida te da la siguiente letra de %1. Cuando tienes %2 completo, quedas fuera. Gana el último jugador que queda.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="221"/>
        <source>Each player has %1 life. Losing a round costs it, and you are out. The last player left wins.</source>
        <translation>
            <numerusform>Cada jugador tiene %1 vida: si pierdes una ronda, te quedas sin ella y quedas fuera. Gana el último jugador que queda.</numerusform>
            <numerusform>Cada jugador tiene %1 vidas: si pierdes una ronda, quedas fuera. Gana el último jugador que queda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="226"/>
        <source>Each player has %1 lives. Each lost round costs you one. With none left you are out. The last player left wins.</source>
        <translation>
            <numerusform>Cada jugador tiene %1 vida. Cada ronda perdida te quita una. Sin vidas, quedas fuera. Gana el último jugador que queda.</numerusform>
            <numerusform>Cada jugador tiene %1 vidas. Cada ronda perdida te quita una. Sin vidas, quedas fuera. Gana el último jugador que queda.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="231"/>
        <source>Lives</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="233"/>
        <source>An example</source>
        <translation>Un ejemplo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="249"/>
        <source>%1 completed %2 and wins the round. %3 played just before, and loses it.</source>
        <translation>%1 completa %2 y gana la ronda. %3 jugó justo antes y la pierde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="252"/>
        <source>%1 made the letters %2 spell %4 and loses the round.</source>
        <translation>%1 hace que las letras %2 formen %4 y pierde la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="256"/>
        <source>%1 completed %2 and loses the round.</source>
        <translation>%1 completa %2 y pierde la ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="259"/>
        <source>%1 gets a %2.</source>
        <translation>%1 se lleva una %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="262"/>
        <source>(With bluffing allowed, this happens when somebody says “That&apos;s a word!”.)</source>
        <translation>(Si se permiten faroles, esto pasa cuando alguien dice «¡Es una palabra!».)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="265"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="275"/>
        <source>In this French list, É plays as E and Ç as C.</source>
        <translation>En esta lista francesa, la É cuenta como E y la Ç como C.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="278"/>
        <source>In this Spanish list, accented letters play as the plain letter; Ñ is a letter of its own.</source>
        <translation>En esta lista española, las letras con tilde cuentan como la letra sin tilde; la Ñ es una letra propia.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="282"/>
        <source>In this German list, Ä, Ö and Ü are letters of their own and ß plays as SS.</source>
        <translation>En esta lista alemana, Ä, Ö y Ü son letras propias y la ß cuenta como SS.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>A letter</source>
        <translation>Una letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>Play it</source>
        <translation>Jugarla</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Shift+letter</source>
        <translation>Mayús+letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Put it at the front</source>
        <translation>Ponerla al principio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="291"/>
        <source>Move the marker: where the next letter goes</source>
        <translation>Mover la marca: dónde va la siguiente letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="295"/>
        <source>Move the marker to the front, to the end</source>
        <translation>Mover la marca al principio, al final</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="299"/>
        <source>No word contains these letters!</source>
        <translation>¡Ninguna palabra tiene estas letras!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="301"/>
        <source>No word can be made with these letters!</source>
        <translation>¡Con estas letras no se forma ninguna palabra!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="303"/>
        <source>No word goes like that!</source>
        <translation>¡No hay palabras así!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="305"/>
        <source>Confirm, or start the next round</source>
        <translation>Confirmar, o empezar la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="306"/>
        <source>Close a window without deciding anything</source>
        <translation>Cerrar una ventana sin decidir nada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="308"/>
        <source>That&apos;s a word! (when bluffing is allowed)</source>
        <translation>¡Es una palabra! (cuando se permiten faroles)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="309"/>
        <source>Resign the round (you are asked first)</source>
        <translation>Rendirse en la ronda (antes se pregunta)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="310"/>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="311"/>
        <source>Hint (practice)</source>
        <translation>Pista (práctica)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="312"/>
        <source>Take back your letter</source>
        <translation>Deshacer tu letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="313"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="314"/>
        <source>Print a card</source>
        <translation>Imprimir una tarjeta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="315"/>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="316"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="47"/>
        <source>letter %1</source>
        <comment>a key&apos;s name for screen readers</comment>
        <extracomment>the most keys in a row, so that the window fits a 1024-pixel screen diacritics in the order dictionaries sort them (é before è before ê before ë) letters that do not decompose, sorted after the letters they are written from</extracomment>
        <translation>letra %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="53"/>
        <source>Plays %1 (or type it)</source>
        <comment>a key&apos;s description for screen readers</comment>
        <translation>Juega %1 (o escríbela)</translation>
    </message>
</context>
<context>
    <name>LearnView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="50"/>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="51"/>
        <source>Learn from my mistakes</source>
        <translation>Aprender de mis errores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="51"/>
        <source>Whose mistakes?</source>
        <translation>¿Los errores de quién?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="60"/>
        <source>No person played in this match.</source>
        <translation>En esta partida no jugó ninguna persona.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="96"/>
        <source>Reviewing the match against perfect play…</source>
        <translation>Comparando la partida con el juego perfecto…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="64"/>
        <source>Learn from %1&apos;s mistakes</source>
        <translation>Aprender de los errores de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="94"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="95"/>
        <source>How many plays keep the win here</source>
        <translation>Cuántas jugadas mantienen aquí la victoria</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="97"/>
        <source>Show me</source>
        <translation>Enséñamelo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="99"/>
        <source>Show the plays that keep the win (it comes back next time)</source>
        <translation>Enseñar las jugadas que mantienen la victoria (la posición vuelve la próxima vez)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="102"/>
        <source>Next (Enter)</source>
        <translation>Siguiente (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="104"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="211"/>
        <source>Press Enter to go on.</source>
        <translation>Pulsa Intro para seguir.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="234"/>
        <source>The file of your mistakes to go over was damaged and was set aside; it starts afresh.</source>
        <translation>El archivo de errores para repasar estaba dañado y se ha apartado; empieza de nuevo.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="237"/>
        <source>The file of your mistakes to go over was partly damaged and was set aside; what could be read is kept.</source>
        <translation>El archivo de errores para repasar estaba dañado en parte y se ha apartado; se conserva lo que se pudo leer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="240"/>
        <source>The file of your mistakes to go over cannot be read (permission denied). It is left as it is, and this session is not kept.</source>
        <translation>El archivo de errores para repasar no se puede leer (permiso denegado). Se deja como está, y esta sesión no se guarda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="245"/>
        <source>Could not save your mistakes to go over (%1).</source>
        <translation>No se han podido guardar tus errores para repasar (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="22"/>
        <source>words count from %1 letters</source>
        <translation>las palabras cuentan desde %1 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="42"/>
        <source>%1 to play</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="49"/>
        <source>You start. Find a letter that keeps the win.</source>
        <translation>Empiezas tú. Busca una letra que mantenga la victoria.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="52"/>
        <source>Find a letter that keeps the win.</source>
        <translation>Busca una letra que mantenga la victoria.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="62"/>
        <source>Plays that keep the win here: %1. In the match, %2 was played.</source>
        <translation>Jugadas que mantienen aquí la victoria: %1. En la partida se jugó %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="72"/>
        <source>Yes! %1 keeps the win.</source>
        <translation>¡Sí! %1 mantiene la victoria.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="76"/>
        <source>So would: %1.</source>
        <translation>También valdría: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="84"/>
        <source>Plays that keep the win: %1.</source>
        <translation>Jugadas que mantienen la victoria: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="90"/>
        <source>%1 does not keep the win.</source>
        <translation>%1 no mantiene la victoria.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="109"/>
        <source>Position %1 of %2</source>
        <translation>Posición %1 de %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="114"/>
        <source>again, from an earlier session</source>
        <translation>otra vez, de una sesión anterior</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="120"/>
        <source>Done: %1 of %2 found at the first try.</source>
        <translation>Hecho: %1 de %2 encontradas al primer intento.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="128"/>
        <source>Nothing to go over next time.</source>
        <translation>Nada que repasar la próxima vez.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="129"/>
        <source>Positions to go over next time you learn from your mistakes: %1.</source>
        <translation>Posiciones para repasar la próxima vez que aprendas de tus errores: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="135"/>
        <source>%1 threw no win away in this match that a letter would have kept.</source>
        <translation>%1 no dejó escapar en esta partida ninguna victoria que una letra hubiera mantenido.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="144"/>
        <source>its word list is not found</source>
        <translation>no se encuentra su lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="145"/>
        <source>its word list has changed since it was played</source>
        <translation>su lista de palabras ha cambiado desde que se jugó</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="148"/>
        <source>its word list cannot be used</source>
        <translation>su lista de palabras no se puede usar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="149"/>
        <source>completed words did not end the round</source>
        <translation>las palabras completadas no terminaban la ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="154"/>
        <source>This match cannot be reviewed against perfect play: %1.</source>
        <translation>Esta partida no se puede comparar con el juego perfecto: %1.</translation>
    </message>
</context>
<context>
    <name>LevelPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="186"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="189"/>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>perfect</source>
        <translation>perfecto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="198"/>
        <source>Strength of the adaptive computers after each round: %1</source>
        <translation>Fuerza de los ordenadores adaptables después de cada ronda: %1</translation>
    </message>
</context>
<context>
    <name>ListChooser</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="66"/>
        <source>The words that count in this game</source>
        <extracomment>another list was chosen, or its capitalised words kept or not: check it again a reading came back: :attr:`list_ok` or :attr:`fits` may have changed</extracomment>
        <translation>Las palabras que cuentan en esta partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="67"/>
        <source>From a file…</source>
        <translation>Desde un archivo…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="70"/>
        <source>Play with a word list of your own: a text file with one word per line</source>
        <translation>Jugar con tu propia lista de palabras: un archivo de texto con una palabra por línea</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="85"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Conservar palabras con mayúscula (sustantivos alemanes)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="88"/>
        <source>Count the list&apos;s capitalised entries as words, in small letters: German nouns are written with a capital. For other lists they are mostly names, so they are skipped.</source>
        <translation>Contar como palabras, en minúsculas, las entradas de la lista que empiezan por mayúscula: en alemán los sustantivos se escriben con mayúscula. En otras listas suelen ser nombres propios, así que se saltan.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="103"/>
        <source>How the list&apos;s letters are counted: French and Spanish players play É as E, German players keep Ä, Ö and Ü and play ß as SS</source>
        <translation>Cómo cuentan las letras de la lista: en francés y en español, la É cuenta como E; en alemán, Ä, Ö y Ü son letras propias y la ß cuenta como SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="121"/>
        <source>Open a word list</source>
        <translation>Abrir una lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="123"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.dic *.lst);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="167"/>
        <source>Reading the word list…</source>
        <translation>Leyendo la lista de palabras…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="198"/>
        <source>Cannot use this list: %1</source>
        <translation>No se puede usar esta lista: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="210"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="213"/>
        <source>%1 entries in the file</source>
        <translation>
            <numerusform>%1 entrada en el archivo</numerusform>
            <numerusform>%1 entradas en el archivo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="217"/>
        <source>%1 blocked words left out</source>
        <translation>
            <numerusform>%1 palabra prohibida quitada</numerusform>
            <numerusform>%1 palabras prohibidas quitadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="223"/>
        <source>%1 house words added</source>
        <translation>
            <numerusform>%1 palabra de la casa añadida</numerusform>
            <numerusform>%1 palabras de la casa añadidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="229"/>
        <source>%1 repeated entries counted once</source>
        <translation>
            <numerusform>%1 entrada repetida contada una vez</numerusform>
            <numerusform>%1 entradas repetidas contadas una vez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="236"/>
        <source>%1 capitalised words (names, or German nouns) skipped</source>
        <translation>
            <numerusform>%1 palabra con mayúscula (un nombre o un sustantivo alemán) saltada</numerusform>
            <numerusform>%1 palabras con mayúscula (nombres o sustantivos alemanes) saltadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="242"/>
        <source>%1 entries with other characters (digits, hyphens, apostrophes…) skipped</source>
        <translation>
            <numerusform>%1 entrada con otros caracteres (cifras, guiones, apóstrofos…) saltada</numerusform>
            <numerusform>%1 entradas con otros caracteres (cifras, guiones, apóstrofos…) saltadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="249"/>
        <source>%1 entries longer than %2 letters skipped</source>
        <translation>
            <numerusform>%1 entrada de más de %2 letras saltada</numerusform>
            <numerusform>%1 entradas de más de %2 letras saltadas</numerusform>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="66"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="77"/>
        <source>%1 such as %2</source>
        <translation>%1, como %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="87"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="97"/>
        <source>Kept %1 word</source>
        <translation>Se conserva %1 palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="98"/>
        <source>Kept %1 words</source>
        <translation>Se conservan %1 palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="108"/>
        <source>Lowercased %1 capitalised word</source>
        <translation>%1 palabra con mayúscula pasada a minúsculas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="109"/>
        <source>Lowercased %1 capitalised words</source>
        <translation>%1 palabras con mayúscula pasadas a minúsculas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="119"/>
        <source>%1 capitalised word (a name, or a German noun)</source>
        <translation>%1 palabra con mayúscula (un nombre o un sustantivo alemán)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="120"/>
        <source>%1 capitalised words (names, or German nouns)</source>
        <translation>%1 palabras con mayúscula (nombres o sustantivos alemanes)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="128"/>
        <source>%1 entry with other characters</source>
        <translation>%1 entrada con otros caracteres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="129"/>
        <source>%1 entries with other characters</source>
        <translation>%1 entradas con otros caracteres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="137"/>
        <source>%1 entry longer than %2 letters</source>
        <translation>%1 entrada de más de %2 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="138"/>
        <source>%1 entries longer than %2 letters</source>
        <translation>%1 entradas de más de %2 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="146"/>
        <source>Skipped %1</source>
        <translation>Se saltan %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="152"/>
        <source>Counted %1 repeated entry once</source>
        <translation>%1 entrada repetida contada una vez</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="153"/>
        <source>Counted %1 repeated entries once</source>
        <translation>%1 entradas repetidas contadas una vez</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="168"/>
        <source>Read as French, accents off: %1 word merged with another</source>
        <extracomment>how a list&apos;s letters were counted, when that merged words (côte → cote), by its language</extracomment>
        <translation>Leída como francés, sin tildes: %1 palabra se une a otra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="169"/>
        <source>Read as French, accents off: %1 words merged with others</source>
        <translation>Leída como francés, sin tildes: %1 palabras se unen a otras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="172"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 word merged with another</source>
        <translation>Leída como español, sin tildes pero con Ñ: %1 palabra se une a otra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="175"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 words merged with others</source>
        <translation>Leída como español, sin tildes pero con Ñ: %1 palabras se unen a otras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="180"/>
        <source>Read as German, ß as SS: %1 word merged with another</source>
        <translation>Leída como alemán, ß como SS: %1 palabra se une a otra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="181"/>
        <source>Read as German, ß as SS: %1 words merged with others</source>
        <translation>Leída como alemán, ß como SS: %1 palabras se unen a otras</translation>
    </message>
</context>
<context>
    <name>ListReportDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="195"/>
        <source>Word list “%1”</source>
        <translation>Lista de palabras «%1»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="205"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Conservar palabras con mayúscula (sustantivos alemanes)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="208"/>
        <source>German writes every noun with a capital letter. Keep such words, in lower case, instead of skipping them as names.</source>
        <translation>En alemán todos los sustantivos se escriben con mayúscula. Conservar esas palabras, en minúsculas, en vez de saltarlas como nombres propios.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="224"/>
        <source>Use this list</source>
        <translation>Usar esta lista</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="241"/>
        <source>The capitalised words will be kept in lower case.</source>
        <translation>Las palabras con mayúscula se conservarán en minúsculas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="243"/>
        <source>The capitalised words will be skipped.</source>
        <translation>Las palabras con mayúscula se saltarán.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/log_view.py" line="155"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="389"/>
        <source>The next round starts in a moment…</source>
        <extracomment>the winner screen&apos;s buttons; the shell starts the games the round banner&apos;s &quot;Review this round&quot; says game events to a screen reader (and keeps the last ones) reads the letters aloud when the player turns it on (View → Read letters aloud)</extracomment>
        <translation>La siguiente ronda empieza enseguida…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="393"/>
        <source>Next round (Enter)</source>
        <translation>Siguiente ronda (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="396"/>
        <source>Review this round</source>
        <translation>Repasar esta ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="110"/>
        <source>Here the game calls out completed words: no need to say “That&apos;s a word!”</source>
        <extracomment>the keys that move Xghost&apos;s caret</extracomment>
        <translation>Aquí el juego avisa de las palabras terminadas: no hace falta decir «¡Es una palabra!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="120"/>
        <source>Words count from %1 letters: “That&apos;s a word!” cannot be right yet.</source>
        <translation>Las palabras cuentan desde %1 letras: «¡Es una palabra!» todavía no puede acertar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="135"/>
        <source>The round is over: press Enter for the next one.</source>
        <translation>La ronda ha terminado: pulsa Intro para la siguiente.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="142"/>
        <source>The match is over: press Enter to play again.</source>
        <translation>La partida ha terminado: pulsa Intro para jugar otra vez.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="152"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» no es una letra de esta lista de palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="160"/>
        <source>Only letters can be played.</source>
        <translation>Solo se puede jugar con letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="44"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="45"/>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="46"/>
        <source>Thinking:</source>
        <translation>Pensando:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="47"/>
        <source>Must answer:</source>
        <translation>Debe responder:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="48"/>
        <source>Next round starts:</source>
        <translation>Empieza la próxima ronda:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="49"/>
        <source>Winner:</source>
        <translation>Victoria:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="59"/>
        <source>No word contains these letters!</source>
        <translation>¡Ninguna palabra tiene estas letras!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="60"/>
        <source>Challenge the last player: they must name a word with these letters in it, in a row</source>
        <translation>Reta al jugador anterior: tiene que decir una palabra con estas letras seguidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="67"/>
        <source>No word can be made with these letters!</source>
        <translation>¡Con estas letras no se forma ninguna palabra!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="68"/>
        <source>Challenge the last player: they must name a word that has all these letters, in any order</source>
        <translation>Reta al jugador anterior: tiene que decir una palabra que tenga todas estas letras, en cualquier orden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="75"/>
        <source>No word goes like that!</source>
        <translation>¡No hay palabras así!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="76"/>
        <source>Challenge the last player: they must name a word that goes like this</source>
        <translation>Reta al jugador anterior: tiene que decir una palabra que encaje así</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="89"/>
        <source>That&apos;s a word!</source>
        <translation>¡Es una palabra!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="91"/>
        <source>Challenge the last player: the fragment is already a word (only with the bluffing rule)</source>
        <translation>Reta al jugador anterior: las letras ya son una palabra (solo con la regla de los faroles)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="97"/>
        <source>Answer the challenge</source>
        <translation>Responder al reto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="98"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="99"/>
        <source>Name the word you had in mind</source>
        <translation>Di la palabra en la que pensabas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="102"/>
        <source>Resign round</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="104"/>
        <source>Give up this round: you get the next letter</source>
        <translation>Abandonar esta ronda: te llevas la siguiente letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="107"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="109"/>
        <source>Practice: the letters that win here</source>
        <translation>Práctica: las letras que ganan aquí</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="112"/>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="114"/>
        <source>Take back the letter you just played</source>
        <translation>Deshacer la letra que acabas de jugar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="124"/>
        <source>%1: %2 words · %3 · words of %4+ letters count</source>
        <translation>%1: %2 palabras · %3 · cuentan desde %4 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="150"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="154"/>
        <source>%1. %2 is out of the game.</source>
        <translation>%1. %2 queda fuera de la partida.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="172"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="181"/>
        <source>The computers win the match: no person is left in.</source>
        <translation>Los ordenadores ganan la partida: no queda ninguna persona.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="184"/>
        <source>%1 wins the match!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="194"/>
        <source>The computers win the match!</source>
        <translation>¡Los ordenadores ganan la partida!</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="110"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="111"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="112"/>
        <source>Play &amp;again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="113"/>
        <source>&amp;Open word list…</source>
        <translation>&amp;Abrir lista de palabras…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="114"/>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="115"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="116"/>
        <source>Clear the &amp;cache</source>
        <translation>&amp;Vaciar la caché</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="118"/>
        <source>&amp;Word list</source>
        <translation>&amp;Lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="119"/>
        <source>&amp;House and blocked words…</source>
        <translation>Palabras de la &amp;casa y prohibidas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="120"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="121"/>
        <source>&amp;Take back a letter</source>
        <translation>&amp;Deshacer una letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="122"/>
        <source>&amp;Resign the round…</source>
        <translation>&amp;Rendirse en la ronda…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="123"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="124"/>
        <source>&amp;Grey out losing letters</source>
        <translation>&amp;Oscurecer las letras que pierden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="125"/>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="126"/>
        <source>Show the game &amp;log</source>
        <translation>&amp;Mostrar el registro de la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="127"/>
        <source>&amp;Cards</source>
        <translation>&amp;Tarjetas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="128"/>
        <source>&amp;Strategy card…</source>
        <translation>Tarjeta de &amp;estrategia…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="129"/>
        <source>&amp;Print card…</source>
        <translation>&amp;Imprimir tarjeta…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="130"/>
        <source>&amp;Who wins?…</source>
        <translation>¿&amp;Quién gana?…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="131"/>
        <source>&amp;Learn the card…</source>
        <translation>&amp;Aprender la tarjeta…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="132"/>
        <source>Poc&amp;ket card…</source>
        <translation>Tarjeta de &amp;bolsillo…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="133"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="134"/>
        <source>&amp;Colours</source>
        <translation>&amp;Colores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="135"/>
        <source>As the &amp;system</source>
        <translation>Como el &amp;sistema</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="136"/>
        <source>&amp;Light</source>
        <translation>&amp;Claros</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="137"/>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuros</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="138"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="139"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="140"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="141"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="142"/>
        <source>Read letters a&amp;loud</source>
        <translation>&amp;Leer las letras en voz alta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="143"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="144"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="145"/>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="146"/>
        <source>&amp;Welcome screen</source>
        <translation>Pantalla de &amp;bienvenida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="147"/>
        <source>&amp;About Ghost</source>
        <translation>&amp;Acerca de Fantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="152"/>
        <source>Delete the solved games kept on disk; they are worked out again when needed</source>
        <translation>Borrar las partidas resueltas guardadas en el disco; se vuelven a calcular cuando hagan falta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="158"/>
        <source>The matches played, finished or left, newest first</source>
        <translation>Las partidas jugadas, terminadas o dejadas, las más nuevas primero</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="163"/>
        <source>Words your table adds to the list, and words it takes out</source>
        <translation>Palabras que tu mesa añade a la lista, y palabras que quita</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="168"/>
        <source>Practice: the letters that win here</source>
        <translation>Práctica: las letras que ganan aquí</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="171"/>
        <source>Spell the word aloud after each play and say how each round ended, with the computer&apos;s voice</source>
        <translation>Deletrear la palabra en voz alta después de cada jugada y decir cómo acabó cada ronda, con la voz del ordenador</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="177"/>
        <source>Practice: grey out the letters that lose</source>
        <translation>Práctica: oscurecer las letras que pierden</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="205"/>
        <source>Alex</source>
        <extracomment>a person may take back their last letter, with the computers&apos; replies, until the next person plays (practice allows it anyway) keep capitalised entries, lowercased (German nouns); see the list report the computers play as one side against the people how the list&apos;s letters are counted: detected from its words, a language&apos;s way (&quot;de&quot;, &quot;es&quot;, &quot;fr&quot;: É plays as E...) or as written (``alphabets.LANGUAGE_OPTIONS``) the shortest words that count and the lives the New game dialog offers the bundled lists a game in each interface language starts with: (everyday, large)</extracomment>
        <translation>Álex</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="206"/>
        <source>Robo</source>
        <translation>Robo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="207"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="208"/>
        <source>Mum</source>
        <translation>Mamá</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="209"/>
        <source>Sam</source>
        <translation>Pablo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="210"/>
        <source>Perfect</source>
        <translation>Genio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="62"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="78"/>
        <source>Fill in the dialog for a well-known way to play; you can change anything afterwards</source>
        <translation>Rellenar la ventana con una forma de jugar conocida; luego puedes cambiar lo que quieras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="81"/>
        <source>Choose a preset…</source>
        <translation>Elige una forma de jugar…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="107"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="109"/>
        <source>Close without starting a game (Esc)</source>
        <translation>Cerrar sin empezar una partida (Esc)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="133"/>
        <source>Ghost: letters go on the right. SuperGhost: on either side. SuperDuperGhost: either side, and the fragment may be reversed. Anti-Ghost: who finishes a word wins the round. Xghost: at either side or between two letters. Anaghost: the letters may be in any order.</source>
        <translation>Fantasma: las letras van a la derecha. Superfantasma: por cualquier lado. Megafantasma: por cualquier lado, y se les puede dar la vuelta a las letras. Antifantasma: quien termina una palabra gana la ronda. Fantasma X: por cualquier lado o entre dos letras. Fantasma anagrama: las letras pueden ir en cualquier orden.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="139"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="145"/>
        <source>Shorter words do not count: completing one loses nothing</source>
        <translation>Las palabras más cortas no cuentan: terminar una no hace perder nada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="151"/>
        <source>How many rounds a player may lose before being out of the game (5 spell G-H-O-S-T)</source>
        <translation>Cuántas rondas puede perder un jugador antes de quedar fuera de la partida (5 forman B-U-R-R-O)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="155"/>
        <source>Shortest word that counts</source>
        <translation>Palabra más corta que cuenta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="157"/>
        <source>Lost rounds before you are out</source>
        <translation>Rondas perdidas hasta quedar fuera</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="163"/>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="175"/>
        <source>Letters</source>
        <translation>Letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="182"/>
        <source>Who plays the first letter of the next round</source>
        <translation>Quién juega la primera letra de la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="183"/>
        <source>Who starts the next round</source>
        <translation>Quién empieza la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="186"/>
        <source>The game calls out completed words</source>
        <translation>El juego avisa de las palabras terminadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="189"/>
        <source>Whoever completes a word of the list loses the round at once: the game sees it</source>
        <translation>Quien termina una palabra de la lista pierde la ronda en el acto: el juego lo ve</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="192"/>
        <source>Players must catch them: bluffing allowed</source>
        <translation>Los jugadores tienen que pillarlas: se permiten faroles</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="195"/>
        <source>A completed word goes on until someone catches it with “That&apos;s a word!”; if nobody does, the player who completed it got away with it</source>
        <translation>Una palabra terminada sigue en juego hasta que alguien la pilla con «¡Es una palabra!»; si nadie lo hace, quien la terminó se libra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="206"/>
        <source>Completed words</source>
        <translation>Palabras terminadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="209"/>
        <source>Practice: my plays judged, with hints</source>
        <translation>Práctica: mis jugadas evaluadas, con pistas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="212"/>
        <source>After each of your letters the game says whether it was a winning play against perfect play; you may ask for hints and take letters back</source>
        <translation>Después de cada letra tuya, el juego dice si era una jugada ganadora frente al juego perfecto; puedes pedir pistas y deshacer letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="217"/>
        <source>Allow taking back a letter (Ctrl+Z)</source>
        <translation>Permitir deshacer una letra (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="220"/>
        <source>A person who pressed the wrong key can take the letter back until the next person plays; never a computer&apos;s letter</source>
        <translation>Una persona que pulsó la tecla equivocada puede deshacer su letra hasta que juegue la siguiente persona; nunca la letra de un ordenador</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="58"/>
        <source>Players</source>
        <extracomment>more players than this are shown in two columns, so that the dialog fits an 800×600 screen a name field is as wide as this many average letters (a longer name scrolls in its field): two columns of names and kinds fit 800 pixels in Russian too the names were checked: whether every player has a name of their own rows were shown or hidden (the dialog fits itself to them)</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="64"/>
        <source>Number of players</source>
        <extracomment>the rows shown so far (a row shown anew gets a default name)</extracomment>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="68"/>
        <source>How many play, people and computers together (2 to %1)</source>
        <translation>Cuántos juegan, personas y ordenadores juntos (de 2 a %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="77"/>
        <source>Computers team up against the people</source>
        <translation>Los ordenadores hacen equipo contra las personas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="80"/>
        <source>The computers play as one side: each plays so that a person loses the round (perfectly, whatever their level), and where they cannot force that, for itself</source>
        <translation>Los ordenadores juegan como un solo equipo: cada uno juega para que una persona pierda la ronda (a la perfección, sea cual sea su nivel), y cuando no puede conseguirlo, juega para sí mismo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="99"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="101"/>
        <source>Player %1&apos;s name: every player needs a different one (at most %2 letters)</source>
        <translation>Nombre del jugador %1: cada jugador necesita uno distinto (como mucho %2 letras)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="116"/>
        <source>Who plays as player %1: a person at this computer, or the computer at a strength</source>
        <translation>Quién juega como jugador %1: una persona en este ordenador, o el ordenador con un nivel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="24"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="41"/>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="46"/>
        <source>A name can have at most %1 letters.</source>
        <translation>Un nombre puede tener como mucho %1 letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="59"/>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Dos jugadores se llaman %1: dale a cada uno un nombre distinto.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="63"/>
        <source>Several players are called %1: give each a different name.</source>
        <translation>Varios jugadores se llaman %1: dale a cada uno un nombre distinto.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="74"/>
        <source>Give every player a name of their own first</source>
        <translation>Primero dale a cada jugador un nombre propio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="78"/>
        <source>Choose a word list that can be used first</source>
        <translation>Primero elige una lista de palabras que se pueda usar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="82"/>
        <source>Choose a smaller word list, or another variant, first</source>
        <translation>Primero elige una lista de palabras más pequeña u otra variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="85"/>
        <source>Start the game (Enter)</source>
        <translation>Empezar la partida (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="92"/>
        <source>the players</source>
        <translation>los jugadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="93"/>
        <source>the variant</source>
        <translation>la variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="94"/>
        <source>the shortest word</source>
        <translation>la palabra más corta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="95"/>
        <source>the word list</source>
        <translation>la lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="96"/>
        <source>the lives</source>
        <translation>las vidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="97"/>
        <source>who starts the next round</source>
        <translation>quién empieza la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="100"/>
        <source>how letters are counted</source>
        <translation>cómo cuentan las letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="104"/>
        <source>the game&apos;s options</source>
        <translation>las opciones de la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="105"/>
        <source>Some of the last game&apos;s settings could not be used (%1) and were reset to their defaults.</source>
        <translation>Algunos ajustes de la última partida no se han podido usar (%1) y han vuelto a sus valores de siempre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="116"/>
        <source>As detected</source>
        <translation>Según se detecte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="117"/>
        <source>German: Ä Ö Ü kept, ß as SS</source>
        <translation>Alemán: Ä Ö Ü propias, ß como SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="118"/>
        <source>Spanish: accents off, Ñ kept</source>
        <translation>Español: sin tildes, Ñ propia</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="119"/>
        <source>French: accents off</source>
        <translation>Francés: sin tildes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="120"/>
        <source>As written</source>
        <translation>Tal cual</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="127"/>
        <source>English (detected)</source>
        <translation>Inglés (detectado)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="128"/>
        <source>Russian (detected)</source>
        <translation>Ruso (detectado)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="129"/>
        <source>German (detected)</source>
        <translation>Alemán (detectado)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="130"/>
        <source>Spanish (detected)</source>
        <translation>Español (detectado)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="131"/>
        <source>French (detected)</source>
        <translation>Francés (detectado)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="133"/>
        <source>As written (none detected)</source>
        <translation>Tal cual (nada detectado)</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="31"/>
        <source>Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept.</source>
        <translation>Fantasma no puede guardar en %1 (%2): el juego sigue, pero no se guardan la partida, las estadísticas ni los ajustes.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="43"/>
        <source>the folder is read-only or the disk is full</source>
        <translation>la carpeta es de solo lectura o el disco está lleno</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="48"/>
        <source>The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed.</source>
        <translation>La partida no se puede guardar en %1 (%2): sigue, pero no se podrá continuar después de cerrar Fantasma.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="50"/>
        <source>The statistics cannot be saved in %1 (%2).</source>
        <translation>Las estadísticas no se pueden guardar en %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="52"/>
        <source>The house words cannot be saved in %1 (%2): they count in this game only.</source>
        <translation>Las palabras de la casa no se pueden guardar en %1 (%2): solo cuentan en esta partida.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="54"/>
        <source>The settings cannot be saved in %1 (%2).</source>
        <translation>Los ajustes no se pueden guardar en %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="55"/>
        <source>The matches played cannot be kept in %1 (%2).</source>
        <translation>Las partidas jugadas no se pueden guardar en %1 (%2).</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="332"/>
        <source>Out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="335"/>
        <source>Out of the game</source>
        <translation>Fuera de la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="336"/>
        <source>Must answer the challenge</source>
        <translation>Debe responder al reto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="337"/>
        <source>To move</source>
        <translation>Le toca</translation>
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
        <translation>fuera de la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="357"/>
        <source>must answer the challenge</source>
        <comment>a player&apos;s panel, for screen readers</comment>
        <translation>debe responder al reto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="360"/>
        <source>to play</source>
        <comment>a player&apos;s panel, for screen readers: their turn</comment>
        <translation>le toca jugar</translation>
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
        <translation>Tarjeta de bolsillo de %1 — %2, mínimo %3, jugador %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="18"/>
        <source>every word wins</source>
        <translation>todas las palabras ganan</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="19"/>
        <source>some words lose</source>
        <translation>algunas palabras pierden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="20"/>
        <source>every word loses</source>
        <translation>todas las palabras pierden</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="24"/>
        <source>At your turn: look up the letters on the table (in bold, in alphabetical order); play the big letter where it stands.</source>
        <translation>En tu turno: busca las letras de la mesa (en negrita, en orden alfabético); juega la letra grande donde está.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="30"/>
        <source>⇄: turn the letters round first.</source>
        <translation>⇄: dales la vuelta a las letras primero.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="34"/>
        <source>At your turn: find the letters, play the big letter, aim for the words.</source>
        <translation>En tu turno: busca las letras, juega la letra grande, apunta a las palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="38"/>
        <source>* a word that loses.</source>
        <translation>* una palabra que pierde.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="40"/>
        <source>%1 · player %2 of %3</source>
        <translation>%1 · jugador %2 de %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="44"/>
        <source>%1 · words of %2+ letters · %3</source>
        <translation>%1 · palabras de %2 letras o más · %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="49"/>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="50"/>
        <source>see %1 above</source>
        <translation>ver %1 más arriba</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="84"/>
        <source>No line fits? Challenge if you doubt a word has these letters in a row; else play on without the card.</source>
        <translation>¿Ninguna línea encaja? Reta si dudas de que una palabra tenga estas letras seguidas; si no, sigue jugando sin la tarjeta.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="89"/>
        <source>No line fits? Challenge if you doubt a word has all these letters; else play on without the card.</source>
        <translation>¿Ninguna línea encaja? Reta si dudas de que una palabra tenga todas estas letras; si no, sigue jugando sin la tarjeta.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="93"/>
        <source>No line fits? Challenge if you doubt a word starts so; else play on without the card.</source>
        <translation>¿Ninguna línea encaja? Reta si dudas de que una palabra empiece así; si no, sigue jugando sin la tarjeta.</translation>
    </message>
</context>
<context>
    <name>PocketCardDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="73"/>
        <source>Pocket card</source>
        <extracomment>kept while the dialog lives: a QPrinter Python frees under a print dialog crashes Qt the print preview open, and what keeps its printer on the card&apos;s paper</extracomment>
        <translation>Tarjeta de bolsillo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="81"/>
        <source>A6 index card (105 × 148 mm)</source>
        <translation>Ficha A6 (105 × 148 mm)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="82"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5 (148 × 210 mm)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="83"/>
        <source>A full page</source>
        <translation>Una página entera</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="88"/>
        <source>The paper the card is laid out for</source>
        <translation>El papel para el que se prepara la tarjeta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="90"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="95"/>
        <source>&amp;Familiar words</source>
        <translation>Palabras &amp;conocidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="98"/>
        <source>Up to a quarter more words, so that fewer of them are words your friends may not know (rare words: outside the family list in English)</source>
        <translation>Hasta una cuarta parte más de palabras, para que haya menos que tus amigos puedan no conocer (palabras raras: en español, fuera de las 20 000 más frecuentes)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="114"/>
        <source>Larger, to read the words (Ctrl and the wheel, Ctrl++, Ctrl+-)</source>
        <translation>Más grande, para leer las palabras (Ctrl y la rueda, Ctrl++, Ctrl+-)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="116"/>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="138"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="139"/>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="140"/>
        <source>Save as P&amp;DF…</source>
        <translation>Guardar como P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="189"/>
        <source>This card (%1, %2) does not fit this paper with its words at %3 pt or larger.</source>
        <extracomment>the paper the card was too large for when the dialog opened (it starts on the smallest paper it fits, and says so)</extracomment>
        <translation>Esta tarjeta (%1, %2) no cabe en este papel con sus palabras a %3 pt o más.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="195"/>
        <source>%1 play</source>
        <translation>
            <numerusform>%1 jugada</numerusform>
            <numerusform>%1 jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="196"/>
        <source>%1 plays</source>
        <translation>
            <numerusform>%1 jugada</numerusform>
            <numerusform>%1 jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="203"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="204"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="211"/>
        <source>It fits %1: choose it above.</source>
        <translation>Cabe en %1: elígelo arriba.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="215"/>
        <source>No larger paper holds it legibly either.</source>
        <translation>Tampoco cabe de forma legible en un papel más grande.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="223"/>
        <source>Words at %2 pt, in %1 column; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Palabras a %2 pt, en %1 columna; nada se imprime a menos de %3 pt.</numerusform>
            <numerusform>Palabras a %2 pt, en %1 columnas; nada se imprime a menos de %3 pt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="228"/>
        <source>Words at %2 pt, in %1 columns; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Palabras a %2 pt, en %1 columna; nada se imprime a menos de %3 pt.</numerusform>
            <numerusform>Palabras a %2 pt, en %1 columnas; nada se imprime a menos de %3 pt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="239"/>
        <source>%1 words, %2 of them unfamiliar.</source>
        <translation>%1 palabras, %2 de ellas poco conocidas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="247"/>
        <source>Too large for the %1 at %2 pt: laid out on this paper.</source>
        <translation>Demasiado grande para %1 a %2 pt: preparada en este papel.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="257"/>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="270"/>
        <source>Working out the familiar card…</source>
        <translation>Preparando la tarjeta de palabras conocidas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="305"/>
        <source>Save the pocket card</source>
        <translation>Guardar la tarjeta de bolsillo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="307"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="316"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>No se ha podido guardar la tarjeta como %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="321"/>
        <source>Saved to %1.</source>
        <translation>Guardada en %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="360"/>
        <source>Print preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="55"/>
        <source>Zoom: %1 %</source>
        <translation>Zoom: %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="66"/>
        <source>This computer has no speech service (speech-dispatcher or espeak-ng on Linux), so nothing can be read aloud.</source>
        <translation>Este ordenador no tiene servicio de voz (speech-dispatcher o espeak-ng en Linux), así que no se puede leer nada en voz alta.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="70"/>
        <source>Letters will be read aloud.</source>
        <translation>Las letras se leerán en voz alta.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="55"/>
        <source>Review of the match</source>
        <extracomment>a play&apos;s line holds its index among the match&apos;s plays (a round&apos;s heading: -1)</extracomment>
        <translation>Repaso de la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="73"/>
        <source>The match&apos;s plays</source>
        <translation>Las jugadas de la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="77"/>
        <source>← Previous</source>
        <translation>← Anterior</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="78"/>
        <source>The play before (←)</source>
        <translation>La jugada anterior (←)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="80"/>
        <source>Next →</source>
        <translation>Siguiente →</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="81"/>
        <source>The next play (→)</source>
        <translation>La jugada siguiente (→)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="83"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="84"/>
        <source>Close this window</source>
        <translation>Cerrar esta ventana</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="89"/>
        <source>&amp;Learn from my mistakes…</source>
        <translation>&amp;Aprender de mis errores…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="91"/>
        <source>Find, one position after another, a letter that would have kept the win</source>
        <translation>Encontrar, posición tras posición, una letra que habría mantenido la victoria</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="124"/>
        <source>The review failed: %1</source>
        <translation>El repaso ha fallado: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="126"/>
        <source>Working out what perfect play says of each play…</source>
        <translation>Calculando qué dice el juego perfecto de cada jugada…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="144"/>
        <source>won by %1</source>
        <translation>ganada por %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="147"/>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="183"/>
        <source>no plays</source>
        <translation>sin jugadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="196"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="198"/>
        <source>lost by %1</source>
        <translation>perdida por %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="200"/>
        <source>letters taken back: %1</source>
        <translation>letras deshechas: %1</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="88"/>
        <source>The unfinished game stays saved for next time; the games played now are not saved over it.</source>
        <extracomment>writes the save on its thread; a failure comes back here, to be told on this one the list and the table&apos;s house and blocked words when they were last kept: the files are read again only when these change, not after every play</extracomment>
        <translation>La partida sin terminar sigue guardada para la próxima vez; las partidas que se jueguen ahora no se guardan encima.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="94"/>
        <source>The saved game cannot be read (permission denied). It is left as it is, and the games played now are not saved over it.</source>
        <translation>La partida guardada no se puede leer (permiso denegado). Se deja como está, y las partidas que se jueguen ahora no se guardan encima.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="104"/>
        <source>Resume the unfinished game?</source>
        <translation>¿Seguir la partida sin terminar?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="109"/>
        <source>Resume it</source>
        <translation>Seguirla</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="111"/>
        <source>Throw it away and start anew</source>
        <translation>Tirarla y empezar de nuevo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="113"/>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="114"/>
        <source>Start a new game; the unfinished one is offered again next time</source>
        <translation>Empezar una partida nueva; la que está sin terminar se ofrecerá otra vez la próxima vez</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="133"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="141"/>
        <source>last played %1</source>
        <translation>jugada por última vez: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="157"/>
        <source>the saved game is damaged</source>
        <translation>la partida guardada está dañada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="189"/>
        <source>The saved game could not be resumed (%1). It was set aside, and a new game starts.</source>
        <translation>No se ha podido seguir la partida guardada (%1). Se ha apartado y empieza una partida nueva.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../ghost_gui/gui/app/shell.py" line="219"/>
        <source>The cache was cleared: %1 MB freed.</source>
        <translation>Se ha vaciado la caché: %1 MB liberados.</translation>
    </message>
</context>
<context>
    <name>SideChoice</name>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="43"/>
        <source>Add on the left (Shift+letter)</source>
        <extracomment>the turn-around box was ticked or cleared: the fragment&apos;s note follows</extracomment>
        <translation>Añadir a la izquierda (Mayús+letra)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="44"/>
        <source>Add on the right</source>
        <translation>Añadir a la derecha</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="45"/>
        <source>Turn the word around first</source>
        <translation>Dar la vuelta primero</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="47"/>
        <source>SuperDuperGhost: read the fragment backwards, then add your letter</source>
        <translation>Megafantasma: leer las letras al revés y luego añadir tu letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="50"/>
        <source>Put your letter in front of the fragment (or hold Shift as you type it)</source>
        <translation>Poner tu letra delante de las letras (o mantener pulsada Mayús al escribirla)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="52"/>
        <source>Put your letter after the fragment</source>
        <translation>Poner tu letra detrás de las letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="74"/>
        <source>Turned around: %1</source>
        <translation>Al revés: %1</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="55"/>
        <source>Statistics</source>
        <extracomment>the counts shown, in column order after the player&apos;s name (the longest word comes last) the dialog&apos;s preferred height with the plot (an 800×600 screen gets what it has room for) room beside a heading for the sort arrow a cell: its text, what it sorts by (a number, or a name folded for case; then the text), and its tooltip never editable</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="58"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="59"/>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="60"/>
        <source>Matches finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="61"/>
        <source>Abandoned</source>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="62"/>
        <source>Rounds won</source>
        <translation>Rondas ganadas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="63"/>
        <source>Rounds lost</source>
        <translation>Rondas perdidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="64"/>
        <source>Longest word</source>
        <translation>Palabra más larga</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="69"/>
        <source>Matches played to the end</source>
        <translation>Partidas jugadas hasta el final</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="70"/>
        <source>Matches left unfinished by starting a new game</source>
        <translation>Partidas dejadas sin terminar al empezar una nueva</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="73"/>
        <source>The longest word this player completed or named rightly in a challenge</source>
        <translation>La palabra más larga que este jugador completó o dijo bien en un reto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="95"/>
        <source>No games played yet</source>
        <translation>Aún no se ha jugado ninguna partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="110"/>
        <source>Reset statistics…</source>
        <translation>Borrar estadísticas…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="111"/>
        <source>Forget the statistics of every player; asks first</source>
        <translation>Olvidar las estadísticas de todos los jugadores; pregunta antes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="113"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="114"/>
        <source>Close this window</source>
        <translation>Cerrar esta ventana</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="149"/>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="162"/>
        <source>&amp;Person:</source>
        <translation>&amp;Persona:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="165"/>
        <source>Whose accuracy the plot shows</source>
        <translation>De quién es la precisión que muestra el gráfico</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="223"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="205"/>
        <source>Adaptive computers</source>
        <translation>Ordenadores adaptables</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="141"/>
        <source>Nothing to plot yet: a person&apos;s accuracy appears here after each match they play (not after Anaghost on a very large word list: Game → History reviews such a match).</source>
        <translation>Aún no hay nada que dibujar: la precisión de una persona aparece aquí después de cada partida que juega (no tras Fantasma anagrama en una lista de palabras muy grande: Partida → Historial analiza esa partida).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="153"/>
        <source>The share of a person&apos;s plays in each match that kept what the position allowed, judged against perfect play (an Anaghost match on a very large word list is not judged here: Game → History reviews it)</source>
        <translation>La parte de las jugadas de una persona en cada partida que mantuvo lo que la posición permitía, comparada con el juego perfecto (una partida de Fantasma anagrama en una lista de palabras muy grande no se juzga aquí: Partida → Historial la analiza)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="206"/>
        <source>Adaptive computers: strength after each round</source>
        <translation>Ordenadores adaptables: fuerza después de cada ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="266"/>
        <source>Reset statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="267"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>¿Olvidar las estadísticas de todos los jugadores? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="282"/>
        <source>The statistics were cleared, but the file could not be written.</source>
        <translation>Las estadísticas se han borrado, pero no se ha podido escribir el archivo.</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="66"/>
        <source>A word the list lacks</source>
        <extracomment>a question was closed (the window takes the keyboard back)</extracomment>
        <translation>Una palabra que no está en la lista</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="67"/>
        <source>%1 is not in %2. Count %1 as a word at this table?</source>
        <translation>%1 no está en %2. ¿Contar %1 como palabra en esta mesa?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="86"/>
        <source>Count it: %1 completed %2 and loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Contarla: %1 completó %2 y pierde esta ronda, y %2 cuenta desde ahora. No contarla: %3 pierde esta ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="92"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="155"/>
        <source>Count it</source>
        <translation>Contarla</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="93"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="156"/>
        <source>Don&apos;t count it</source>
        <translation>No contarla</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="94"/>
        <source>Take the challenge back</source>
        <translation>Retirar el reto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="144"/>
        <source>%1 is one of this table&apos;s blocked words. Count %1 as a word again?</source>
        <translation>%1 es una de las palabras prohibidas de esta mesa. ¿Contar %1 otra vez como palabra?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="149"/>
        <source>Count it: %1 loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Contarla: %1 pierde esta ronda, y %2 cuenta desde ahora. No contarla: %3 pierde esta ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="157"/>
        <source>Name another word</source>
        <translation>Decir otra palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="186"/>
        <source>%1: give up this round and take your last letter? You will be out of the match.</source>
        <translation>%1: ¿abandonar esta ronda y llevarte tu última letra? Quedarás fuera de la partida.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="189"/>
        <source>%1: give up this round and take the next letter?</source>
        <translation>%1: ¿abandonar esta ronda y llevarte la siguiente letra?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="193"/>
        <source>Resign the round?</source>
        <translation>¿Rendirse en la ronda?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="198"/>
        <source>Resign</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="199"/>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="331"/>
        <source>Welcome to Ghost</source>
        <translation>Bienvenida a Fantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="333"/>
        <source>Welcome to Ghost!</source>
        <translation>¡Te damos la bienvenida a Fantasma!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="338"/>
        <source>Ghost is a word game: take turns adding a letter, and the letters must always be the start of a real word. Whoever completes a word of %1 or more letters loses the round, so think ahead!</source>
        <translation>Fantasma es un juego de palabras: por turnos, cada uno añade una letra, y las letras siempre tienen que ser el principio de una palabra de verdad. Quien completa una palabra de %1 letras o más pierde la ronda. ¡Piensa antes de jugar!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="345"/>
        <source>Type a letter to play it.</source>
        <translation>Escribe una letra para jugarla.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="349"/>
        <source>“Resign round” (Ctrl+Shift+R): give up this round.</source>
        <translation>«Rendirse» (Ctrl+Mayús+R): abandonar esta ronda.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="350"/>
        <source>Press F1 at any time to read the rules.</source>
        <translation>Pulsa F1 cuando quieras para leer las reglas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="357"/>
        <source>Don&apos;t show this again</source>
        <translation>No volver a mostrar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="359"/>
        <source>Let&apos;s play</source>
        <translation>¡A jugar!</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="64"/>
        <source>Open a word list</source>
        <translation>Abrir una lista de palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="66"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.dic *.lst);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="146"/>
        <source>%1: %2 words</source>
        <translation>%1: %2 palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="163"/>
        <source>Cannot use this word list</source>
        <translation>No se puede usar esta lista de palabras</translation>
    </message>
</context>
<context>
    <name>WordsDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="71"/>
        <source>House and blocked words</source>
        <extracomment>the last message shown (tests read it) where the file dialogs start (tests set a file here instead: no dialog then)</extracomment>
        <translation>Palabras de la casa y prohibidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="78"/>
        <source>House words count as if %1 had them: in play, in challenges, for hints, perfect play and the cards.</source>
        <translation>Las palabras de la casa cuentan como si estuvieran en %1: al jugar, en los retos, en las pistas, en el juego perfecto y en las tarjetas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="85"/>
        <source>Blocked words are taken out of %1: nobody loses on them and no card asks anyone to learn them.</source>
        <translation>Las palabras prohibidas se quitan de %1: nadie pierde con ellas y ninguna tarjeta pide aprenderlas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="90"/>
        <source>House words</source>
        <translation>Palabras de la casa</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="91"/>
        <source>Blocked words</source>
        <translation>Palabras prohibidas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="94"/>
        <source>Changes count from the next round: a round in play keeps its words.</source>
        <translation>Los cambios cuentan desde la siguiente ronda: una ronda en juego conserva sus palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="154"/>
        <source>Type a word first.</source>
        <translation>Primero escribe una palabra.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="156"/>
        <source>%1 has characters that are not letters.</source>
        <translation>%1 tiene caracteres que no son letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="159"/>
        <source>%1 is longer than %2 letters.</source>
        <translation>%1 tiene más de %2 letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="165"/>
        <source>%1 has letters that %2 does not use.</source>
        <translation>%1 tiene letras que %2 no usa.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="170"/>
        <source>%1 is already in %2.</source>
        <translation>%1 ya está en %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="173"/>
        <source>%1 is not in %2: there is nothing to block.</source>
        <translation>%1 no está en %2: no hay nada que prohibir.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="178"/>
        <source>%1 is already a house word.</source>
        <translation>%1 ya es una palabra de la casa.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="179"/>
        <source>%1 is already blocked.</source>
        <translation>%1 ya está prohibida.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="183"/>
        <source>Added %1.</source>
        <translation>Añadida: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 word.</source>
        <translation>
            <numerusform>Quitada %1 palabra.</numerusform>
            <numerusform>Quitadas %1 palabras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 words.</source>
        <translation>
            <numerusform>Quitada %1 palabra.</numerusform>
            <numerusform>Quitadas %1 palabras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="195"/>
        <source>Added %1 word from the file.</source>
        <translation>
            <numerusform>Añadida %1 palabra del archivo.</numerusform>
            <numerusform>Añadidas %1 palabras del archivo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="196"/>
        <source>Added %1 words from the file.</source>
        <translation>
            <numerusform>Añadida %1 palabra del archivo.</numerusform>
            <numerusform>Añadidas %1 palabras del archivo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="201"/>
        <source>%1 holds no word that can be added.</source>
        <translation>%1 no tiene ninguna palabra que se pueda añadir.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 word as %2.</source>
        <translation>
            <numerusform>Guardada %1 palabra como %2.</numerusform>
            <numerusform>Guardadas %1 palabras como %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 words as %2.</source>
        <translation>
            <numerusform>Guardada %1 palabra como %2.</numerusform>
            <numerusform>Guardadas %1 palabras como %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="213"/>
        <source>The words could not be saved as %1: %2.</source>
        <translation>No se han podido guardar las palabras como %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="241"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Archivos de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="243"/>
        <source>Export the words</source>
        <translation>Exportar las palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="244"/>
        <source>Import words</source>
        <translation>Importar palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="20"/>
        <source>%1 line skipped:</source>
        <extracomment>the reasons an import names before &quot;and N more&quot;</extracomment>
        <translation>%1 línea saltada:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="21"/>
        <source>%1 lines skipped:</source>
        <translation>%1 líneas saltadas:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="26"/>
        <source>…and %1 more.</source>
        <translation>…y %1 más.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="40"/>
        <source>includes %1 house word</source>
        <translation>incluye %1 palabra de la casa</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="41"/>
        <source>includes %1 house words</source>
        <translation>incluye %1 palabras de la casa</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="48"/>
        <source>%1 blocked word left out</source>
        <translation>%1 palabra prohibida quitada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="49"/>
        <source>%1 blocked words left out</source>
        <translation>%1 palabras prohibidas quitadas</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="32"/>
        <source>Type a word</source>
        <translation>Escribe una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="34"/>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="42"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="43"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="44"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 palabra</numerusform>
            <numerusform>%1 palabras</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="67"/>
        <source>Something went wrong, but your game is safe. Details are in %1.</source>
        <translation>Algo ha salido mal, pero tu partida está a salvo. Los detalles están en %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="169"/>
        <source>Ghost is already running: its window was brought forward.</source>
        <extracomment>the options written out in full: flags, and options with a value</extracomment>
        <translation>Fantasma ya está abierto: se ha traído su ventana al frente.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/i18n.py" line="60"/>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="19"/>
        <source>CAT</source>
        <extracomment>the example word for each minimum length (translators may give words of the same length)</extracomment>
        <translation>SOL</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="20"/>
        <source>FISH</source>
        <translation>ROSA</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="21"/>
        <source>HOUSE</source>
        <translation>PERRO</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="22"/>
        <source>GARDEN</source>
        <translation>PELOTA</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="23"/>
        <source>KITCHEN</source>
        <translation>ESCUELA</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="24"/>
        <source>ELEPHANT</source>
        <translation>ELEFANTE</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Anna</source>
        <translation>Ana</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Ben</source>
        <translation>Leo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="65"/>
        <source>GHOST</source>
        <translation>BURRO</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="66"/>
        <source>PIG</source>
        <translation>PEZ</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="86"/>
        <source>%1 starts with %2.</source>
        <translation>%1 empieza con %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="92"/>
        <source>%1 adds %2 to the letters.</source>
        <translation>%1 añade %2 a las letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="98"/>
        <source>%1 puts %2 between %3 and %4.</source>
        <translation>%1 pone %2 entre %3 y %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="107"/>
        <source>%1 turns %2 around to %3 and adds %4.</source>
        <translation>%1 le da la vuelta a %2, que queda %3, y añade %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="114"/>
        <source>%1 puts %2 at the front.</source>
        <translation>%1 pone %2 delante.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="119"/>
        <source>%1 adds %2 at the end.</source>
        <translation>%1 añade %2 al final.</translation>
    </message>
</context>
<context>
    <name>house</name>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="42"/>
        <source>The blocked words file cannot be read (permission denied). It is left as it is, and words blocked in this session are not kept.</source>
        <extracomment>the file is there but may not be read: it is left as it is and never written set when a change could not be written</extracomment>
        <translation>El archivo de palabras prohibidas no se puede leer (permiso denegado). Se deja como está, y las palabras prohibidas en esta sesión no se guardan.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="47"/>
        <source>The house words file cannot be read (permission denied). It is left as it is, and words accepted in this session are not kept.</source>
        <translation>El archivo de palabras de la casa no se puede leer (permiso denegado). Se deja como está, y las palabras aceptadas en esta sesión no se guardan.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="63"/>
        <source>The blocked words file was partly damaged and was set aside; the words that could be read are still blocked.</source>
        <translation>El archivo de palabras prohibidas estaba dañado en parte y se ha apartado; las palabras que se pudieron leer siguen prohibidas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="68"/>
        <source>The house words file was partly damaged and was set aside; the words that could be read are still used.</source>
        <translation>El archivo de palabras de la casa estaba dañado en parte y se ha apartado; las palabras que se pudieron leer se siguen usando.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="75"/>
        <source>The blocked words file was damaged and was set aside; the words in it are not blocked.</source>
        <translation>El archivo de palabras prohibidas estaba dañado y se ha apartado; sus palabras no están prohibidas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="80"/>
        <source>The house words file was damaged and was set aside; the words in it are not used.</source>
        <translation>El archivo de palabras de la casa estaba dañado y se ha apartado; sus palabras no se usan.</translation>
    </message>
</context>
<context>
    <name>lives</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="41"/>
        <source>GHOST</source>
        <comment>five lives spell it; keep 5 letters</comment>
        <translation>BURRO</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="44"/>
        <source>PIG</source>
        <comment>three lives spell it; keep 3 letters</comment>
        <translation>PEZ</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="77"/>
        <source>Letters</source>
        <translation>Letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="113"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="114"/>
        <source>letters: %1</source>
        <translation>letras: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="116"/>
        <source>lives lost: %1 of %2</source>
        <translation>vidas perdidas: %1 de %2</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="266"/>
        <source>The Learner&apos;s memory of words was damaged and was set aside (%1); it keeps only the words that could be read.</source>
        <translation>La memoria de palabras del Aprendiz estaba dañada y se ha apartado (%1); solo conserva las palabras que se pudieron leer.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="33"/>
        <source>Something went wrong. Details are in %1.</source>
        <translation>Algo ha salido mal. Los detalles están en %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="44"/>
        <source>The game starts on the list %1 instead.</source>
        <translation>La partida empieza con la lista %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="60"/>
        <source>it did not come out whole (the disk may be full)</source>
        <translation>no se ha escrito entero (puede que el disco esté lleno)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="67"/>
        <source>you may not write there</source>
        <translation>no tienes permiso para escribir ahí</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="69"/>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="71"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="73"/>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="75"/>
        <source>that is a folder</source>
        <translation>eso es una carpeta</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="87"/>
        <source>Cannot use the word list %1: %2</source>
        <translation>No se puede usar la lista de palabras %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="92"/>
        <source>No word of this list has %1 or more letters.</source>
        <translation>Ninguna palabra de esta lista tiene %1 letras o más.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="105"/>
        <source>the saved game is damaged or from another version</source>
        <translation>la partida guardada está dañada o es de otra versión</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="111"/>
        <source>the kept match could not be read</source>
        <translation>no se ha podido leer la partida guardada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="113"/>
        <source>the match was not followed from its start, so it cannot be kept whole</source>
        <translation>no se siguió la partida desde el principio, así que no se puede guardar entera</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="117"/>
        <source>not a kept match of Ghost (line %1)</source>
        <translation>no es una partida guardada de Fantasma (línea %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="121"/>
        <source>not a kept match of Ghost</source>
        <translation>no es una partida guardada de Fantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="124"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="129"/>
        <source>%1 did not come out whole (the disk may be full); nothing was saved.</source>
        <translation>%1 no se ha escrito entero (puede que el disco esté lleno); no se ha guardado nada.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="141"/>
        <source>A game has from %2 to %3 players, not %1.</source>
        <translation>Una partida tiene de %2 a %3 jugadores, no %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="143"/>
        <source>There is no player %1: the players are numbered from %2 to %3.</source>
        <translation>No hay jugador %1: los jugadores van numerados del %2 al %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="147"/>
        <source>The shortest word that counts must be at least %2 long, not %1.</source>
        <translation>La palabra más corta que cuenta debe tener al menos %2 letras, no %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="151"/>
        <source>This setting must be from %2 to %3; %1 is not allowed.</source>
        <translation>Este ajuste debe ir de %2 a %3; %1 no vale.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="155"/>
        <source>This setting must be at least %2; %1 is not allowed.</source>
        <translation>Este ajuste debe ser al menos %2; %1 no vale.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="159"/>
        <source>This setting is not allowed.</source>
        <translation>Este ajuste no vale.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="170"/>
        <source>This version has no game called “%1”. It has: %2.</source>
        <translation>Esta versión no tiene ningún juego llamado «%1». Tiene: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="175"/>
        <source>This version has no computer player called “%1”.</source>
        <translation>Esta versión no tiene ningún jugador del ordenador llamado «%1».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="178"/>
        <source>This version does not know “%1”.</source>
        <translation>Esta versión no conoce «%1».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="189"/>
        <source>%1 with this word list would need about %2 GB of memory, more than the %3 GB a game may use on this computer. Choose a smaller list, such as “%4”.</source>
        <translation>%1 con esta lista de palabras necesitaría unos %2 GB de memoria, más que los %3 GB que puede usar una partida en este ordenador. Elige una lista más pequeña, como «%4».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="216"/>
        <source>there is no such file</source>
        <translation>no existe ese archivo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="218"/>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="221"/>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="223"/>
        <source>you are not allowed to read it</source>
        <translation>no tienes permiso para leerlo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="224"/>
        <source>it cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="226"/>
        <source>it holds binary data, not text</source>
        <translation>contiene datos binarios, no texto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="228"/>
        <source>it is not UTF-8 text: save it as UTF-8</source>
        <translation>no es texto UTF-8: guárdalo como UTF-8</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="230"/>
        <source>it holds no words</source>
        <translation>no contiene palabras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="233"/>
        <source>its entries are longer than %1 letters, the longest a word may be</source>
        <translation>sus entradas tienen más de %1 letras, lo máximo que puede tener una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="237"/>
        <source>none of its entries is a usable word (letters only, no capitals, no longer than %1 letters)</source>
        <translation>ninguna de sus entradas es una palabra que se pueda usar (solo letras, sin mayúsculas, de %1 letras como mucho)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="242"/>
        <source>none of its entries is a usable word (letters only, no capitals)</source>
        <translation>ninguna de sus entradas es una palabra que se pueda usar (solo letras, sin mayúsculas)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="248"/>
        <source>it is larger than the %1 MB allowed</source>
        <translation>ocupa más de los %1 MB permitidos</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="251"/>
        <source>it is too large</source>
        <translation>es demasiado grande</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="253"/>
        <source>none of its words is written in this word list&apos;s alphabet</source>
        <translation>ninguna de sus palabras está escrita con el alfabeto de esta lista</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="256"/>
        <source>it cannot be used</source>
        <translation>no se puede usar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="265"/>
        <source>A play is one letter.</source>
        <translation>Una jugada es una sola letra.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="266"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» no es una letra de esta lista de palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="269"/>
        <source>In this game letters go on the right only.</source>
        <translation>En este juego las letras solo van a la derecha.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="272"/>
        <source>In this game the fragment cannot be reversed.</source>
        <translation>En este juego no se les puede dar la vuelta a las letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="275"/>
        <source>In this game a letter cannot go there.</source>
        <translation>En este juego no se puede poner una letra ahí.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="276"/>
        <source>%1 has letters this word list does not use.</source>
        <translation>%1 tiene letras que esta lista de palabras no usa.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="279"/>
        <source>%1 does not go like %2.</source>
        <translation>%1 no encaja con %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="282"/>
        <source>%1 is not longer than %2.</source>
        <translation>%1 no es más larga que %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="285"/>
        <source>%1 is shorter than %2 letters.</source>
        <translation>%1 tiene menos de %2 letras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="288"/>
        <source>That word is too long (more than %1 letters).</source>
        <translation>Esa palabra es demasiado larga (más de %1 letras).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="291"/>
        <source>%1 is not in the word list.</source>
        <translation>%1 no está en la lista de palabras.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="295"/>
        <source>That play is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="302"/>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="303"/>
        <source>A challenge is waiting for an answer.</source>
        <translation>Hay un reto esperando respuesta.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="306"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="307"/>
        <source>That is not a challenge.</source>
        <translation>Eso no es un reto.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="308"/>
        <source>There is nothing to challenge yet.</source>
        <translation>Todavía no hay nada que retar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="311"/>
        <source>There is no challenge to answer.</source>
        <translation>No hay ningún reto que responder.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="312"/>
        <source>You were not challenged.</source>
        <translation>No te han retado.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="313"/>
        <source>Only the challenger can accept a house word.</source>
        <translation>Solo quien lanzó el reto puede aceptar una palabra de la casa.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="316"/>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="317"/>
        <source>These game settings are not allowed.</source>
        <translation>Estos ajustes de la partida no están permitidos.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="319"/>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="102"/>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="59"/>
        <source>Perfect play goes: %1.</source>
        <translation>El juego perfecto sería: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="40"/>
        <source>%1 between %2 and %3</source>
        <translation>%1 entre %2 y %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="48"/>
        <source>reverse+%1</source>
        <translation>al revés+%1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="50"/>
        <source>%1 on the left</source>
        <translation>%1 a la izquierda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="69"/>
        <source>“That&apos;s a word!”</source>
        <translation>«¡Es una palabra!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="72"/>
        <source>“No word contains these letters!”</source>
        <translation>«¡Ninguna palabra tiene estas letras!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="74"/>
        <source>“No word can be made with these letters!”</source>
        <translation>«¡Con estas letras no se forma ninguna palabra!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="75"/>
        <source>“No word goes like that!”</source>
        <translation>«¡No hay palabras así!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="116"/>
        <source>%1 plays %2: %3</source>
        <translation>%1 juega %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="123"/>
        <source>%1 challenges %2: %3</source>
        <translation>%1 reta a %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="131"/>
        <source>%1 names “%2”.</source>
        <translation>%1 dice «%2».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="135"/>
        <source>%1 cannot name a word.</source>
        <translation>%1 no sabe decir ninguna palabra.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="140"/>
        <source>%1 loses the round (%2).</source>
        <translation>%1 pierde la ronda (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="153"/>
        <source>%1 is out of the game.</source>
        <translation>%1 queda fuera de la partida.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="157"/>
        <source>%1 wins the match!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="172"/>
        <source>made %1 of the letters %2</source>
        <translation>formó %1 con las letras %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="177"/>
        <source>made a word of the letters %1</source>
        <translation>formó una palabra con las letras %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="180"/>
        <source>completed %1</source>
        <translation>completó %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="182"/>
        <source>lost a challenge: %1</source>
        <translation>perdió un reto: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="186"/>
        <source>challenged wrongly: %1</source>
        <translation>retó sin razón: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="195"/>
        <source>gave up before the first letter</source>
        <translation>se rindió antes de la primera letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="196"/>
        <source>gave up at %1</source>
        <translation>se rindió en %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="202"/>
        <source>an %1</source>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="203"/>
        <source>a %1</source>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="211"/>
        <source>%1 gets %2</source>
        <translation>%1 se lleva %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="216"/>
        <source>%1 loses a life (%2 of %3)</source>
        <translation>%1 pierde una vida (%2 de %3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="244"/>
        <source>%1 made %2 of the letters %3</source>
        <translation>%1 formó %2 con las letras %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="251"/>
        <source>%1 made a word of the letters %2</source>
        <translation>%1 formó una palabra con las letras %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="256"/>
        <source>%1 completed %2</source>
        <translation>%1 completó %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="262"/>
        <source>%1 gave up before the first letter</source>
        <translation>%1 se rindió antes de la primera letra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="266"/>
        <source>%1 gave up at %2</source>
        <translation>%1 se rindió en %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="274"/>
        <source>%1 named %2</source>
        <translation>%1 dijo %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="279"/>
        <source>%1 challenged: the letters %2 make no word</source>
        <translation>%1 retó: las letras %2 no forman ninguna palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="281"/>
        <source>%1 challenged: %2 is not a word</source>
        <translation>%1 retó: %2 no es una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="286"/>
        <source>%1 challenged: the letters %2 make a word</source>
        <translation>%1 retó: las letras %2 forman una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="288"/>
        <source>%1 challenged: %2 is a word</source>
        <translation>%1 retó: %2 es una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="293"/>
        <source>not in %1</source>
        <translation>no está en %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="297"/>
        <source>it does not hold all of %1</source>
        <translation>no tiene todas las letras de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="299"/>
        <source>it does not contain %1</source>
        <translation>no contiene %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="301"/>
        <source>it does not start with %1</source>
        <translation>no empieza por %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="303"/>
        <source>it is not longer than %1</source>
        <translation>no es más larga que %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="306"/>
        <source>words count from %1 letters</source>
        <translation>las palabras cuentan desde %1 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="309"/>
        <source>not a word here</source>
        <translation>aquí no es una palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="311"/>
        <source>%1 named %2 (%3)</source>
        <translation>%1 dijo %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="317"/>
        <source>%1 challenged: no word holds %2</source>
        <translation>%1 retó: ninguna palabra tiene todas las letras %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="319"/>
        <source>%1 challenged: no word contains %2</source>
        <translation>%1 retó: ninguna palabra contiene %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="321"/>
        <source>%1 challenged: no word starts with %2</source>
        <translation>%1 retó: ninguna palabra empieza por %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="24"/>
        <source>Plays that win: %1</source>
        <translation>Jugadas que ganan: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="25"/>
        <source>No play wins here; these hold out longest: %1</source>
        <translation>Aquí ninguna jugada gana; estas son las que más aguantan: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="37"/>
        <source>Good play: %1 keeps you winning.</source>
        <translation>Buena jugada: con %1 sigues ganando.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="41"/>
        <source>That threw a win away! Plays that won: %1.</source>
        <translation>¡Se te ha escapado una victoria! Las jugadas que ganaban: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="46"/>
        <source>The position was already lost, and %1 gives up sooner than it must; these hold out longest: %2.</source>
        <translation>La posición ya estaba perdida, y %1 se rinde antes de lo necesario; estas son las que más aguantan: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="54"/>
        <source>The position was already lost; these kept the game going longest: %1.</source>
        <translation>La posición ya estaba perdida; estas son las que más alargaban la partida: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="63"/>
        <source>For example, perfect play could go: %1.</source>
        <translation>Por ejemplo, el juego perfecto podría seguir así: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="69"/>
        <source>Perfect plays: %1%</source>
        <translation>Jugadas perfectas: %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="20"/>
        <source>Human</source>
        <extracomment>every kind of player, in the order the New game dialog offers them every variant, in the core&apos;s order (the New game dialog offers them so)</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="21"/>
        <source>Computer: perfect</source>
        <translation>Ordenador: perfecto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="22"/>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="23"/>
        <source>Computer: medium</source>
        <translation>Ordenador: medio</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="24"/>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="25"/>
        <source>Computer: evil</source>
        <translation>Ordenador: malvado</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="26"/>
        <source>Computer: random</source>
        <translation>Ordenador: al azar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="27"/>
        <source>Computer: adaptive</source>
        <translation>Ordenador: adaptable</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="28"/>
        <source>Computer: learner</source>
        <translation>Ordenador: aprendiz</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="36"/>
        <source>A person at this computer.</source>
        <translation>Una persona en este ordenador.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="37"/>
        <source>Knows every word and never throws a win away.</source>
        <translation>Sabe todas las palabras y nunca deja escapar una victoria.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="40"/>
        <source>Knows most everyday words and rarely slips.</source>
        <translation>Sabe casi todas las palabras de cada día y rara vez se equivoca.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="43"/>
        <source>Knows the common words; slips and bluffs now and then.</source>
        <translation>Sabe las palabras corrientes; de vez en cuando se equivoca o va de farol.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="46"/>
        <source>Knows a few thousand words; slips and bluffs often.</source>
        <translation>Sabe unos pocos miles de palabras; se equivoca y va de farol a menudo.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="49"/>
        <source>Steers towards words that end on someone else, without looking ahead.</source>
        <translation>Lleva hacia palabras que acaben en otro jugador, sin pensar más allá.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="52"/>
        <source>Plays any letter that still fits a word.</source>
        <translation>Juega cualquier letra que todavía encaje en una palabra.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="55"/>
        <source>Plays stronger or weaker after each round, so that each person wins about their share.</source>
        <translation>Juega mejor o peor después de cada ronda, para que cada persona gane más o menos lo que le toca.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="59"/>
        <source>Starts with a few words and learns every word it meets at this table.</source>
        <translation>Empieza sabiendo pocas palabras y aprende cada palabra que encuentra en esta mesa.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="69"/>
        <source>Anti-Ghost (who finishes the word wins)</source>
        <translation>Antifantasma (gana quien termina)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="71"/>
        <source>Xghost (a letter may go anywhere)</source>
        <translation>Fantasma X (letra donde quieras)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="73"/>
        <source>Anaghost (letters in any order)</source>
        <translation>Fantasma anagrama (en cualquier orden)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="80"/>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="81"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="120"/>
        <source>SuperGhost</source>
        <translation>Superfantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="82"/>
        <source>SuperDuperGhost</source>
        <translation>Megafantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="83"/>
        <source>Anti-Ghost</source>
        <translation>Antifantasma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="84"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="121"/>
        <source>Xghost</source>
        <translation>Fantasma X</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="85"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="122"/>
        <source>Anaghost</source>
        <translation>Fantasma anagrama</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="92"/>
        <source>The loser of the round</source>
        <translation>Quien pierde la ronda</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="93"/>
        <source>The player after the loser</source>
        <translation>El siguiente a quien pierde</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="94"/>
        <source>A successful challenger</source>
        <translation>Quien gana un reto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="104"/>
        <source>English: family</source>
        <translation>Inglés: familiar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="105"/>
        <source>English: large</source>
        <translation>Inglés: grande</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="106"/>
        <source>English: Webster&apos;s 1934</source>
        <translation>Inglés: Webster de 1934</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="107"/>
        <source>Russian nouns</source>
        <translation>Sustantivos rusos</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="108"/>
        <source>German: family</source>
        <translation>Alemán: familiar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="109"/>
        <source>Spanish: family</source>
        <translation>Español: familiar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="110"/>
        <source>French: family</source>
        <translation>Francés: familiar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="117"/>
        <source>Family</source>
        <translation>En familia</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="118"/>
        <source>Classic, 4 letters</source>
        <translation>Clásica, 4 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="119"/>
        <source>xkcd, 3 letters</source>
        <translation>xkcd, 3 letras</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="123"/>
        <source>Russian: who finishes the word</source>
        <translation>Rusa: quien termina la palabra</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="126"/>
        <source>Practice against perfect play</source>
        <translation>Práctica contra el juego perfecto</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="29"/>
        <source>kept the win</source>
        <extracomment>each verdict&apos;s mark, before its words: a second cue beside the colour of the line</extracomment>
        <translation>mantuvo la victoria</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="31"/>
        <source>threw the win away</source>
        <translation>dejó escapar la victoria</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="33"/>
        <source>already lost</source>
        <translation>ya estaba perdida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="35"/>
        <source>gave up sooner than it had to</source>
        <translation>se rindió antes de lo necesario</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="37"/>
        <source>forced: the only play</source>
        <translation>forzada: la única jugada</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="38"/>
        <source>not judged</source>
        <translation>sin evaluar</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="56"/>
        <source>better: %1</source>
        <translation>mejor: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="60"/>
        <source>held out longer: %1</source>
        <translation>habría aguantado más: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="64"/>
        <source>perfect play: %1</source>
        <translation>juego perfecto: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="77"/>
        <source>The match&apos;s word list has changed since it was played: the plays are shown without verdicts.</source>
        <translation>La lista de palabras de la partida ha cambiado desde que se jugó: las jugadas se muestran sin evaluar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="83"/>
        <source>The match&apos;s word list cannot be used: the plays are shown without verdicts.</source>
        <translation>La lista de palabras de la partida no se puede usar: las jugadas se muestran sin evaluar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="87"/>
        <source>In this match a completed word did not end the round, which perfect play here does not cover: the plays are shown without verdicts.</source>
        <translation>En esta partida una palabra completada no terminaba la ronda, y el juego perfecto de aquí no cubre eso: las jugadas se muestran sin evaluar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="92"/>
        <source>The match&apos;s word list was not found: the plays are shown without verdicts.</source>
        <translation>No se ha encontrado la lista de palabras de la partida: las jugadas se muestran sin evaluar.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="102"/>
        <source>plays: %1 · wins thrown away: %2 · accuracy: %3</source>
        <translation>jugadas: %1 · victorias escapadas: %2 · precisión: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="114"/>
        <source>you may not read it</source>
        <translation>no tienes permiso para leerlo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="116"/>
        <source>it is not there</source>
        <translation>no está ahí</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="118"/>
        <source>that is a folder</source>
        <translation>eso es una carpeta</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <location filename="../../ghost_gui/gui/table/savegame.py" line="56"/>
        <source>The saved game was damaged and could not be resumed.</source>
        <translation>La partida guardada estaba dañada y no se ha podido seguir.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="118"/>
        <location filename="../../ghost_gui/gui/settings.py" line="141"/>
        <source>The settings file was damaged; Ghost starts with its default settings.</source>
        <extracomment>a larger settings file is not ours (Ghost&apos;s is a few KB): set aside unread set when a change could not be written (a read-only or full disk) called (with ``write_error``) each time a change could not be written; the window sets it and says so once</extracomment>
        <translation>El archivo de ajustes estaba dañado; Fantasma empieza con sus ajustes de siempre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="125"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Algunos ajustes no se han podido leer y han vuelto a sus valores de siempre: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="163"/>
        <source>The settings file %1 cannot be read (permission denied). Ghost starts with its default settings, leaves the file as it is, and keeps no settings this session.</source>
        <translation>El archivo de ajustes %1 no se puede leer (permiso denegado). Fantasma empieza con sus ajustes de siempre, deja el archivo como está y no guarda ajustes en esta sesión.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="272"/>
        <source>the settings cannot be written to %1</source>
        <translation>los ajustes no se pueden escribir en %1</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="236"/>
        <source>The statistics file was damaged; statistics start afresh.</source>
        <extracomment>the counts kept per player; &quot;matches&quot; are the matches played to the end how many of an adaptive computer&apos;s strengths are kept how many of a person&apos;s accuracies (one a match) are kept the file format written the key of a row: a person&apos;s name, or a computer&apos;s name and kind the file is there but may not be read: it is left as it is and never written</extracomment>
        <translation>El archivo de estadísticas estaba dañado; las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="240"/>
        <source>The statistics file was partly damaged and was set aside; the statistics that could be read are kept.</source>
        <translation>El archivo de estadísticas estaba dañado en parte y se ha apartado; se conservan las estadísticas que se pudieron leer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="245"/>
        <source>The statistics file cannot be read (permission denied). It is left as it is, and this session&apos;s statistics are not kept.</source>
        <translation>El archivo de estadísticas no se puede leer (permiso denegado). Se deja como está, y las estadísticas de esta sesión no se guardan.</translation>
    </message>
</context>
<context>
    <name>winner</name>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="175"/>
        <source>Winners</source>
        <extracomment>&quot;Review the match&quot;: every play of the match just won, marked by perfect play the seats of the computers that won as a team (empty: one player won)</extracomment>
        <translation>Ganadores</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="177"/>
        <source>Winners: the computers, as a team</source>
        <translation>Ganadores: los ordenadores, en equipo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="180"/>
        <source>Winner</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="182"/>
        <source>Winner: %1</source>
        <translation>Victoria: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="188"/>
        <source>Rounds played: %1</source>
        <translation>Rondas jugadas: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="194"/>
        <source>Longest word played: %1 (%2)</source>
        <translation>Palabra más larga jugada: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="199"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="201"/>
        <source>A new match with the same players (Enter)</source>
        <translation>Una partida nueva con los mismos jugadores (Intro)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="203"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="205"/>
        <source>Choose the players and rules of a new match (Ctrl+N)</source>
        <translation>Elegir los jugadores y las reglas de una partida nueva (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="209"/>
        <source>Review the match</source>
        <translation>Repasar la partida</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="211"/>
        <source>Every play of this match, marked by what perfect play says of it</source>
        <translation>Cada jugada de esta partida, marcada según lo que dice el juego perfecto</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="225"/>
        <source>The computers</source>
        <translation>Los ordenadores</translation>
    </message>
</context>
</TS>

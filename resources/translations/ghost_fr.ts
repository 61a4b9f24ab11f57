<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="40"/>
        <source>About %1</source>
        <extracomment>as large as How to play may be</extracomment>
        <translation>À propos de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="42"/>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="47"/>
        <source>A word game for the family: add letters in turn, and try not to finish a word.</source>
        <translation>Un jeu de mots pour toute la famille&#xa0;: ajoutez des lettres chacun à votre tour, et tâchez de ne pas finir un mot.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="70"/>
        <source>WordNet %1, Princeton University (English definitions)</source>
        <translation>WordNet %1, université de Princeton (définitions anglaises)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="73"/>
        <source>WordNet licence (in the Word lists tab)</source>
        <translation>licence de WordNet (dans l&apos;onglet Listes de mots)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="85"/>
        <source>DejaVu Sans and DejaVu Sans Bold, Debian package %1</source>
        <translation>DejaVu Sans et DejaVu Sans Bold, paquet Debian %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="93"/>
        <source>The Qt Company</source>
        <translation>The Qt Company</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="113"/>
        <source>Credits</source>
        <translation>Remerciements</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="115"/>
        <source>Word lists (%1)</source>
        <translation>Listes de mots (%1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="116"/>
        <source>Font source</source>
        <translation>Police</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="117"/>
        <source>Font licence</source>
        <translation>Licence de la police</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="126"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="209"/>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="212"/>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="218"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="229"/>
        <source>Accuracy of %1 in each match; the latest: %2</source>
        <translation>%1&#xa0;: précision à chaque partie&#xa0;; les dernières&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="46"/>
        <source>Who wins with perfect play?</source>
        <extracomment>the rows the table shows, and whether they were all</extracomment>
        <translation>Qui gagne avec un jeu parfait&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="49"/>
        <source>Working it out…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="59"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="60"/>
        <source>Shortest word</source>
        <translation>Mot le plus court</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="61"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="62"/>
        <source>Who loses</source>
        <translation>Qui perd</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="63"/>
        <source>Winning first letters</source>
        <translation>Premières lettres gagnantes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="64"/>
        <source>Card sizes</source>
        <translation>Taille des fiches</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="71"/>
        <source>The players who lose when everyone plays perfectly, numbered in the order they play</source>
        <translation>Les joueurs qui perdent si tout le monde joue parfaitement, numérotés dans l&apos;ordre du jeu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="74"/>
        <source>The letters player 1 can start with and still be sure not to lose</source>
        <translation>Les lettres par lesquelles le joueur 1 peut commencer sans risquer de perdre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="78"/>
        <source>How much each player must learn by heart to play perfectly, player 1 first: words (Ghost, Anti-Ghost) or plays (the other variants)</source>
        <translation>Ce que chaque joueur doit apprendre par cœur pour jouer parfaitement, joueur 1 d&apos;abord&#xa0;: des mots (Fantôme, Anti-Fantôme) ou des coups (les autres variantes)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="98"/>
        <source>&lt;b&gt;Who loses&lt;/b&gt;: the players, numbered in the order they play, who lose if everyone plays perfectly. “2 3” means the loser is player 2 or player 3: which one depends on choices that are equally safe for the players making them.&lt;br&gt;&lt;b&gt;Winning first letters&lt;/b&gt;: the letters player 1 can start with and be sure not to lose; “—”: there is none, player 1 can be made to lose whatever letter they start with.&lt;br&gt;&lt;b&gt;Card sizes&lt;/b&gt;: how much each player, player 1 first, must learn by heart to be sure of that result. “4 / 175 / 468” means 4 words for player 1, 175 for player 2 and 468 for player 3 (in the variants other than Ghost and Anti-Ghost, plays to remember instead of words).</source>
        <translation>&lt;b&gt;Qui perd&lt;/b&gt;&#xa0;: les joueurs, numérotés dans l&apos;ordre du jeu, qui perdent si tout le monde joue parfaitement. «&#xa0;2 3&#xa0;» veut dire que le perdant est le joueur 2 ou le joueur 3&#xa0;: cela dépend de choix tout aussi sûrs pour ceux qui les font.&lt;br&gt;&lt;b&gt;Premières lettres gagnantes&lt;/b&gt;&#xa0;: les lettres par lesquelles le joueur 1 peut commencer sans risquer de perdre&#xa0;; «&#xa0;—&#xa0;»&#xa0;: il n&apos;y en a aucune, le joueur 1 peut être forcé à perdre quelle que soit sa première lettre.&lt;br&gt;&lt;b&gt;Taille des fiches&lt;/b&gt;&#xa0;: ce que chaque joueur, joueur 1 d&apos;abord, doit apprendre par cœur pour être sûr de ce résultat. «&#xa0;4 / 175 / 468&#xa0;» veut dire 4 mots pour le joueur 1, 175 pour le joueur 2 et 468 pour le joueur 3 (dans les variantes autres que Fantôme et Anti-Fantôme, des coups à retenir au lieu de mots).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="109"/>
        <source>“More than %1”: a card past %1 words or plays, more than anyone could learn, is not counted further.</source>
        <translation>«&#xa0;Plus de %1&#xa0;»&#xa0;: une fiche de plus de %1 mots ou coups, plus que personne ne pourrait apprendre, n&apos;est pas comptée plus loin.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="121"/>
        <source>Summary table</source>
        <translation>Tableau récapitulatif</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="123"/>
        <source>Every variant with words of 3 and 4 letters, for 2, 3 and 4 players</source>
        <translation>Toutes les variantes avec des mots de 3 et 4 lettres, pour 2, 3 et 4 joueurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="126"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="155"/>
        <source>The analysis failed: %1</source>
        <translation>L&apos;analyse a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="161"/>
        <source>Winning first letters for player 1: %1.</source>
        <translation>Premières lettres gagnantes pour le joueur 1&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="163"/>
        <source>Player 1 has no winning first letter.</source>
        <translation>Le joueur 1 n&apos;a aucune première lettre gagnante.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="167"/>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.</source>
        <translation>%1, mots de %2 lettres ou plus, %3 joueurs&#xa0;: %4 mots comptés, %5 fragments.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="182"/>
        <source>With perfect play, player %1 wins.</source>
        <translation>Avec un jeu parfait, le joueur %1 gagne.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="184"/>
        <source>With perfect play, player %1 loses; everyone else is safe.</source>
        <translation>Avec un jeu parfait, le joueur %1 perd&#xa0;; tous les autres sont tranquilles.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="188"/>
        <source>With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them.</source>
        <translation>Avec un jeu parfait, le perdant est l&apos;un des joueurs %1&#xa0;: cela dépend de choix tout aussi sûrs pour ceux qui les font.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="231"/>
        <source>too large</source>
        <translation>trop grand</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="245"/>
        <source>The rules of the current game</source>
        <translation>Les règles de la partie en cours</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="256"/>
        <source>With perfect play, player %1 loses.</source>
        <translation>Avec un jeu parfait, le joueur %1 perd.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="258"/>
        <source>With perfect play, one of players %1 loses: which one depends on choices that are equally safe for the players making them.</source>
        <translation>Avec un jeu parfait, l&apos;un des joueurs %1 perd&#xa0;: cela dépend de choix tout aussi sûrs pour ceux qui les font.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="265"/>
        <source>The cards of these rules would need more memory than the %1 GB a game may use on this computer: a smaller word list has them.</source>
        <translation>Les fiches de ces règles demanderaient plus de mémoire que les %1 Go qu&apos;un jeu peut utiliser sur cet ordinateur&#xa0;: avec une liste de mots plus petite, elles tiennent.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="269"/>
        <source>Still working out the cards…</source>
        <translation>Calcul des fiches en cours…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="274"/>
        <source>Player %1: %2 words to learn</source>
        <translation>Joueur %1&#xa0;: %2 mots à apprendre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="276"/>
        <source>Player %1: %2 plays to learn</source>
        <translation>Joueur %1&#xa0;: %2 coups à apprendre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="289"/>
        <source>more than %1</source>
        <translation>plus de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="294"/>
        <source>card_sizes “&gt;%1”: more than %1 words or plays to remember, more than anyone could learn; not counted further. Who loses and the winning first letters are always exact.</source>
        <translation>card_sizes «&#xa0;&gt;%1&#xa0;»&#xa0;: plus de %1 mots ou coups à retenir, plus que personne ne pourrait apprendre&#xa0;; pas comptés plus loin. Qui perd et les premières lettres gagnantes sont toujours exacts.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="301"/>
        <source>Export the table as CSV</source>
        <translation>Exporter le tableau en CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="303"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="312"/>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="313"/>
        <source>The table could not be saved as %1: %2.</source>
        <translation>Impossible d&apos;enregistrer le tableau sous %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>CardHtml</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="97"/>
        <source>%1: memorisation card for player %2</source>
        <extracomment>the two views of a card</extracomment>
        <translation>%1&#xa0;: fiche à apprendre du joueur %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="102"/>
        <source>%1 · %2 · words of %3+ letters count · %4 players</source>
        <translation>%1 · %2 · les mots comptent dès %3 lettres · %4 joueurs</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="115"/>
        <source>%1 play to remember</source>
        <translation>
            <numerusform>%1 coup à retenir</numerusform>
            <numerusform>%1 coups à retenir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="116"/>
        <source>%1 plays to remember</source>
        <translation>
            <numerusform>%1 coup à retenir</numerusform>
            <numerusform>%1 coups à retenir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="118"/>
        <source>sets of letters to end in: %1</source>
        <translation>groupes de lettres finaux&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="122"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="123"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="128"/>
        <source>Play as shown and every word ends the round in your favour.</source>
        <translation>Jouez comme indiqué et chaque mot finira la manche en votre faveur.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="130"/>
        <source>With perfect play against you, you cannot always win; this card loses as little as possible.</source>
        <translation>Contre un jeu parfait, vous ne pouvez pas toujours gagner&#xa0;; cette fiche perd le moins souvent possible.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="132"/>
        <source>With perfect play against you, you lose; this card holds out.</source>
        <translation>Contre un jeu parfait, vous perdez&#xa0;; cette fiche tient le plus longtemps.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="145"/>
        <source>Force the game into these %1 sets of letters, shown with the words they make (struck-out sets lose for you):</source>
        <translation>Menez la partie vers ces %1 groupes de lettres, avec les mots qu&apos;ils forment (les groupes barrés vous font perdre)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="149"/>
        <source>Force the game into these %1 words (struck-out words lose for you):</source>
        <translation>Menez la partie vers ces %1 mots (les mots barrés vous font perdre)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="187"/>
        <source>Each line: the letters at your turn → your play (the letter to add in bold), then the words to aim for: spell them out.</source>
        <translation>Chaque ligne&#xa0;: les lettres à votre tour → votre coup (la lettre à ajouter en gras), puis les mots à viser&#xa0;: formez-les lettre par lettre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="191"/>
        <source>Each line: the letters at your turn, in alphabetical order → the letters after your play (the letter to add in bold), then the sets of letters that may end the round, each with the words it makes.</source>
        <translation>Chaque ligne&#xa0;: les lettres à votre tour, dans l&apos;ordre alphabétique → les lettres après votre coup (la lettre à ajouter en gras), puis les groupes de lettres qui peuvent finir la manche, chacun avec les mots qu&apos;il forme.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="195"/>
        <source>Each line: the letters at your turn → the letters after your play (the letter to add in bold), then the words that may end the round.</source>
        <translation>Chaque ligne&#xa0;: les lettres à votre tour → les lettres après votre coup (la lettre à ajouter en gras), puis les mots qui peuvent finir la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="197"/>
        <source>Indented: the letters the others can leave you at your next turn.</source>
        <translation>En retrait&#xa0;: les lettres que les autres peuvent vous laisser à votre tour suivant.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="199"/>
        <source>* marks a word that loses for you.</source>
        <translation>* marque un mot qui vous fait perdre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="203"/>
        <source>Before your first turn the round may end in:</source>
        <translation>Avant votre premier tour, la manche peut finir sur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="220"/>
        <source>Nothing to remember: the round is over before your turn.</source>
        <translation>Rien à retenir&#xa0;: la manche est finie avant votre tour.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="281"/>
        <source>(continued)</source>
        <translation>(suite)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>see %1 above</source>
        <translation>voir %1 plus haut</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="306"/>
        <source>start with %1</source>
        <translation>commencez par %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="311"/>
        <source>(reversed)</source>
        <translation>(à l&apos;envers)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="337"/>
        <source>no definition available</source>
        <translation>pas de définition</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_document.py" line="53"/>
        <source>This card does not fit one page in legible print (its words would be %1 pt): here are its first decisions only, %2 of %3 lines. A line ending in … goes on in the full card on screen.</source>
        <translation>Cette fiche ne tient pas sur une page en caractères lisibles (ses mots feraient %1 pt)&#xa0;: voici seulement ses premières décisions, %2 lignes sur %3. Une ligne finissant par … continue dans la fiche complète à l&apos;écran.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="96"/>
        <source>Strategy cards</source>
        <extracomment>the cards&apos; rich text (the tabs&apos; font measures its indents) shows a folder on the desktop (tests put a recorder here) the last confirmation or failure shown after an export on paper: what was left out of the last card laid out, &quot;&quot; when it all fits the print preview and its printer, alive together (Qt&apos;s dialog keeps a bare pointer to the printer: a printer Python freed crashes it)</extracomment>
        <translation>Fiches de stratégie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="100"/>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="101"/>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="103"/>
        <source>What to play at each of your turns, by what the others played</source>
        <translation>Quoi jouer à chacun de vos tours, selon ce que les autres ont joué</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="106"/>
        <source>Every word the card can end in, in alphabetical order</source>
        <translation>Tous les mots sur lesquels la fiche peut finir, dans l&apos;ordre alphabétique</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="120"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="125"/>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="126"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="127"/>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="194"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="217"/>
        <source>Ghost memorisation card for player %1</source>
        <translation>Fiche à apprendre de Fantôme pour le joueur %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>Export the card as PDF</source>
        <translation>Exporter la fiche en PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="288"/>
        <source>The card was saved as %1.</source>
        <translation>La fiche a été enregistrée sous %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="295"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="314"/>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="300"/>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="305"/>
        <source>the folder may be read-only, or the disk full</source>
        <translation>le dossier est peut-être en lecture seule, ou le disque plein</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="307"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>Impossible d&apos;enregistrer la fiche sous %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>CardsFeature</name>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="148"/>
        <source>%1 · player %2 of %3 · %4</source>
        <translation>%1 · joueur %2 sur %3 · %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="169"/>
        <source>Player %1: %2</source>
        <translation>Joueur %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Pocket card</source>
        <translation>Fiche de poche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Learn the card</source>
        <translation>Apprendre la fiche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="178"/>
        <source>The pocket card of which seat?</source>
        <translation>La fiche de poche de quelle place&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="180"/>
        <source>Learn the card of which seat?</source>
        <translation>Apprendre la fiche de quelle place&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="258"/>
        <source>Working out the strategy card…</source>
        <translation>Calcul de la fiche de stratégie…</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="42"/>
        <source>%1 is challenged</source>
        <extracomment>the word named, or None for giving up</extracomment>
        <translation>Défi pour %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="47"/>
        <source>%1 says: “%2 is already a word!”</source>
        <translation>%1 dit&#xa0;: «&#xa0;%2, c&apos;est déjà un mot&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="53"/>
        <source>%1 says: “No word contains %2!”</source>
        <translation>%1 dit&#xa0;: «&#xa0;Aucun mot ne contient %2&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="59"/>
        <source>%1 says: “No word can be made with the letters %2!”</source>
        <translation>%1 dit&#xa0;: «&#xa0;Aucun mot ne se forme avec les lettres %2&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="65"/>
        <source>%1 says: “No word starts with %2!”</source>
        <translation>%1 dit&#xa0;: «&#xa0;Aucun mot ne commence par %2&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="70"/>
        <source>%1, which word did you have in mind?</source>
        <translation>%1, à quel mot pensiez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="78"/>
        <source>your word</source>
        <translation>votre mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="89"/>
        <source>That&apos;s my word</source>
        <extracomment>why the word named last time does not answer (the person tries again)</extracomment>
        <translation>Voici mon mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="91"/>
        <source>Name your word (Enter)</source>
        <translation>Donner votre mot (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="92"/>
        <source>I give up</source>
        <translation>J&apos;abandonne</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="94"/>
        <source>You had no word in mind: you lose this round</source>
        <translation>Vous n&apos;aviez pas de mot en tête&#xa0;: vous perdez cette manche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="95"/>
        <source>Not yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="97"/>
        <source>Close this for now; the challenge waits on the board (Esc)</source>
        <translation>Fermer pour l&apos;instant&#xa0;; le défi attend sur le plateau (Échap)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="109"/>
        <source>Try again: %1</source>
        <translation>Essayez encore&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DrillBoard</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="90"/>
        <source>← → choose where your letter goes (Home, End: the ends), or click the place.</source>
        <extracomment>Xghost: where the next letter goes, 0 the start to the fragment&apos;s length the end</extracomment>
        <translation>← → choisissent où va votre lettre (Début, Fin&#xa0;: les bouts), ou cliquez à l&apos;endroit voulu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="93"/>
        <source>The letters stay in alphabetical order: just type your letter.</source>
        <translation>Les lettres restent dans l&apos;ordre alphabétique&#xa0;: tapez simplement votre lettre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="95"/>
        <source>Shift+letter puts it on the left.</source>
        <translation>Maj+lettre la place à gauche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="101"/>
        <source>Turn around first (Space)</source>
        <translation>D&apos;abord retourner (Espace)</translation>
    </message>
</context>
<context>
    <name>DrillFeedback</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="44"/>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="50"/>
        <source>The card says:</source>
        <translation>La fiche dit&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="55"/>
        <source>Not quite: you made %1. The card says:</source>
        <translation>Pas tout à fait&#xa0;: vous avez fait %1. La fiche dit&#xa0;:</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="55"/>
        <source>Learn the card</source>
        <extracomment>how long &quot;Right!&quot; stays in the status line under the next question a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter</extracomment>
        <translation>Apprendre la fiche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="75"/>
        <source>The computer plays the others along your card. Type the letter the card tells you to play.</source>
        <extracomment>what the board shows now: the phase, the answers given and the question</extracomment>
        <translation>L&apos;ordinateur joue les autres selon votre fiche. Tapez la lettre que la fiche vous dit de jouer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="110"/>
        <source>Session:</source>
        <extracomment>the moves, the fragment, Xghost&apos;s caret, the prompt and the turn-around box after a miss: what the answer made and the card&apos;s line</extracomment>
        <translation>Séance&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>%1 questions</source>
        <translation>%1 questions</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>What&apos;s due</source>
        <translation>À revoir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="125"/>
        <source>Show me</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="126"/>
        <source>Show the card&apos;s play (counts as a miss)</source>
        <translation>Montrer le coup de la fiche (compte comme une erreur)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="128"/>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="240"/>
        <source>Next (Enter)</source>
        <translation>Suivant (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="131"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="211"/>
        <source>Your saved progress on this card was damaged, so the drill starts afresh.</source>
        <translation>Vos progrès enregistrés sur cette fiche étaient abîmés&#xa0;: l&apos;entraînement repart de zéro.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="214"/>
        <source>The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept.</source>
        <translation>Le fichier de vos progrès sur les fiches était en partie abîmé et a été mis de côté&#xa0;; les progrès lisibles sont gardés.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="216"/>
        <source>Could not save your progress (%1).</source>
        <translation>Impossible d&apos;enregistrer vos progrès (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="220"/>
        <source>The file of your progress on the cards cannot be read (permission denied). It is left as it is, and this session&apos;s progress is not kept.</source>
        <translation>Le fichier de vos progrès sur les fiches ne peut pas être lu (accès refusé). Il reste tel quel, et les progrès de cette séance ne sont pas gardés.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="238"/>
        <source>Next session (Enter)</source>
        <translation>Séance suivante (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="244"/>
        <source>Press Enter to go on.</source>
        <translation>Appuyez sur Entrée pour continuer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="251"/>
        <source>Session %1 done: %2 of %3 right.</source>
        <translation>Séance %1 terminée&#xa0;: %2 bonnes réponses sur %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="259"/>
        <source>Nothing to learn</source>
        <translation>Rien à apprendre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="260"/>
        <source>The round is over before your first turn on this card.</source>
        <translation>Avec cette fiche, la manche est finie avant votre premier tour.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>Your letter?</source>
        <translation>Votre lettre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>You start. Your letter?</source>
        <translation>Vous commencez. Votre lettre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="265"/>
        <source>(New to you: “Show me” if you don&apos;t know it yet.)</source>
        <translation>(Nouveau pour vous&#xa0;: «&#xa0;Montrer&#xa0;» si vous ne le savez pas encore.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="281"/>
        <source>Learnt! You know every decision on this card.</source>
        <translation>Appris&#xa0;! Vous connaissez toutes les décisions de cette fiche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="284"/>
        <source>Right!</source>
        <translation>Bravo&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="29"/>
        <source>You</source>
        <extracomment>words shown under a decision before &quot;and N more&quot;</extracomment>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="31"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="32"/>
        <source>Players %1</source>
        <translation>Joueurs %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="39"/>
        <source>A new round</source>
        <translation>Une nouvelle manche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="52"/>
        <source>Your letter goes at the end.</source>
        <translation>Votre lettre va à la fin.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="54"/>
        <source>Your letter goes at the start.</source>
        <translation>Votre lettre va au début.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="56"/>
        <source>Your letter goes between %1 and %2.</source>
        <translation>Votre lettre va entre %1 et %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="90"/>
        <source>(start)</source>
        <translation>(début)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="105"/>
        <source>and %1 more</source>
        <translation>et %1 de plus</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="110"/>
        <source>Aim for:</source>
        <translation>Vise&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="113"/>
        <source>Struck-out words lose for you.</source>
        <translation>Les mots barrés vous font perdre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="133"/>
        <source>add %1 between %2 and %3</source>
        <translation>mettez %1 entre %2 et %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="139"/>
        <source>play %1</source>
        <translation>jouez %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="141"/>
        <source>add %1 on the left</source>
        <translation>ajoutez %1 à gauche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="143"/>
        <source>add %1 on the right</source>
        <translation>ajoutez %1 à droite</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="147"/>
        <source>turn around, then %1</source>
        <translation>retournez, puis %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="157"/>
        <source>%1 is a word: you would win the round, but the card plays otherwise.</source>
        <translation>%1 est un mot&#xa0;: vous gagneriez la manche, mais la fiche joue autrement.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="161"/>
        <source>%1 makes a word: you would lose the round.</source>
        <translation>%1 forme un mot&#xa0;: vous perdriez la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="163"/>
        <source>%1 is a word: you would lose the round.</source>
        <translation>%1 est un mot&#xa0;: vous perdriez la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="171"/>
        <source>You know every decision on this card. Next session: %1 due for review.</source>
        <translation>Vous connaissez toutes les décisions de cette fiche. Séance suivante&#xa0;: %1 à revoir.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="176"/>
        <source>Next session: %1 due, %2 not seen yet.</source>
        <translation>Séance suivante&#xa0;: %1 à revoir, %2 pas encore vues.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="183"/>
        <source>Press Enter to go on, or close and come back later: your progress is kept.</source>
        <translation>Appuyez sur Entrée pour continuer, ou fermez et revenez plus tard&#xa0;: vos progrès sont gardés.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="198"/>
        <source>Welcome back: session %1 goes on after %2 of %3 questions.</source>
        <translation>Bon retour&#xa0;: la séance %1 reprend après %2 questions sur %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="206"/>
        <source>Welcome back: you finished session %1.</source>
        <translation>Bon retour&#xa0;: vous avez fini la séance %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="221"/>
        <source>Last drilled: %1.</source>
        <translation>Dernier entraînement&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="230"/>
        <source>Known %1 of %2 decisions</source>
        <translation>%1 décisions connues sur %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="240"/>
        <source>Session %1: %2 due, %3 of %4 learnt</source>
        <translation>Séance %1&#xa0;: %2 à revoir, %3 apprises sur %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="247"/>
        <source>question %1 of %2</source>
        <translation>question %1 sur %2</translation>
    </message>
</context>
<context>
    <name>FragmentView</name>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="252"/>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="303"/>
        <source>start a word</source>
        <extracomment>the newest letter&apos;s underline is painted here (the spaced looks: rich text&apos;s would run on under the wide spacing after the letter) the caret was moved (by a click, or by :meth:`move_caret`): its new place where the next letter goes in Xghost: 0 is the start, len(fragment) the end</extracomment>
        <translation>commencez un mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="362"/>
        <source>next letter goes at the start</source>
        <translation>la prochaine lettre va au début</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="364"/>
        <source>next letter goes at the end</source>
        <translation>la prochaine lettre va à la fin</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="366"/>
        <source>next letter goes between %1 and %2</source>
        <translation>la prochaine lettre va entre %1 et %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="380"/>
        <source>no letters yet</source>
        <translation>pas encore de lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="386"/>
        <source>The letters played so far: a pool of letters in any order</source>
        <translation>Les lettres jouées jusqu&apos;ici&#xa0;: un tas de lettres dans n&apos;importe quel ordre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="388"/>
        <source>The letters played so far</source>
        <translation>Les lettres jouées jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="391"/>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="198"/>
        <source>Game resumed: round %1.</source>
        <translation>Partie reprise&#xa0;: manche %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="202"/>
        <source>New game: %1, %2 words.</source>
        <translation>Nouvelle partie&#xa0;: %1, %2 mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="208"/>
        <source>Taken back: the word is %1 again.</source>
        <translation>Coup annulé&#xa0;: on revient à %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="211"/>
        <source>Taken back: the round starts again from the first letter.</source>
        <translation>Coup annulé&#xa0;: la manche repart de la première lettre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="215"/>
        <source>The house and blocked words count from this round: the list now has %1 words.</source>
        <translation>Les mots maison et interdits comptent dès cette manche&#xa0;: la liste a maintenant %1 mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="224"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une lettre de cette liste de mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="234"/>
        <source>Loading the word list “%1”…</source>
        <translation>Chargement de la liste de mots «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="243"/>
        <source>Reading the word list…</source>
        <translation>Lecture de la liste de mots…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="246"/>
        <source>Working out perfect play…</source>
        <translation>Calcul du jeu parfait…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="249"/>
        <source>Getting the computer players ready…</source>
        <translation>Préparation des joueurs ordinateur…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="254"/>
        <source>Working out perfect play with the changed words…</source>
        <translation>Calcul du jeu parfait avec les mots modifiés…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="257"/>
        <source>Working out the strategy cards…</source>
        <translation>Calcul des fiches de stratégie…</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="147"/>
        <source>Leave the match in play? It counts as abandoned.</source>
        <translation>Quitter la partie en cours&#xa0;? Elle comptera comme abandonnée.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="152"/>
        <source>End it and start the new game</source>
        <translation>L&apos;arrêter et lancer la nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="155"/>
        <source>Keep playing this match</source>
        <translation>Continuer cette partie</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="70"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="84"/>
        <source>Reading the matches played…</source>
        <translation>Lecture des parties jouées…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="98"/>
        <source>Matches kept at most (the oldest go first):</source>
        <translation>Parties gardées au plus (les plus anciennes partent d&apos;abord)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="104"/>
        <source>Past this many, the oldest match kept is deleted when a match ends</source>
        <translation>Au-delà de ce nombre, la plus ancienne partie gardée est supprimée à la fin d&apos;une partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="112"/>
        <source>Review…</source>
        <translation>Revoir…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="114"/>
        <source>Every play of the chosen match, marked by what perfect play says of it</source>
        <translation>Chaque coup de la partie choisie, noté selon le jeu parfait</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="117"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="118"/>
        <source>Save the chosen match as a text file</source>
        <translation>Enregistrer la partie choisie dans un fichier texte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="120"/>
        <source>Open a match…</source>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="121"/>
        <source>Review a match saved as a file</source>
        <translation>Revoir une partie enregistrée dans un fichier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="128"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="129"/>
        <source>Delete the chosen match; asks first</source>
        <translation>Supprimer la partie choisie (avec confirmation)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="131"/>
        <source>Delete all…</source>
        <translation>Tout supprimer…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="132"/>
        <source>Delete every match kept; asks first</source>
        <translation>Supprimer toutes les parties gardées (avec confirmation)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="134"/>
        <source>Learn from my mistakes…</source>
        <translation>Apprendre de mes erreurs…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="136"/>
        <source>Find again, one by one, the letters that would have kept a win you threw away</source>
        <translation>Retrouver, une par une, les lettres qui auraient gardé une victoire laissée filer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="139"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="140"/>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="177"/>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="191"/>
        <source>No matches kept yet</source>
        <translation>Aucune partie gardée pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="195"/>
        <source>Damaged match records set aside in %2 (renamed to end in .corrupt): %1.</source>
        <translation>Enregistrements de parties abîmés mis de côté dans %2 (renommés avec la fin .corrupt)&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="211"/>
        <source>Delete this match</source>
        <translation>Supprimer cette partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="212"/>
        <source>Delete the match of %1? This cannot be undone.</source>
        <translation>Supprimer la partie jouée par %1&#xa0;? C&apos;est définitif.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="223"/>
        <source>Delete all matches</source>
        <translation>Supprimer toutes les parties</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="224"/>
        <source>Delete all %1 matches kept? This cannot be undone.</source>
        <translation>Supprimer les %1 parties gardées&#xa0;? C&apos;est définitif.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="270"/>
        <source>This match could not be read: %1.</source>
        <translation>Cette partie n&apos;a pas pu être lue&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="272"/>
        <source>%2 could not be opened: %1.</source>
        <translation>%2 n&apos;a pas pu être ouvert&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="300"/>
        <source>The match could not be saved as %1: %2.</source>
        <translation>Impossible d&apos;enregistrer la partie sous %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="313"/>
        <source>Save the match as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="315"/>
        <source>Ghost matches (*.txt)</source>
        <translation>Parties de Fantôme (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="323"/>
        <source>Open a match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="325"/>
        <source>Ghost matches (*.txt);;All files (*)</source>
        <translation>Parties de Fantôme (*.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="145"/>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="154"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="44"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Whoever finishes a word of %1 or more letters loses the round. Shorter words don&apos;t count.</source>
        <translation>Chacun à son tour ajoute une lettre à la fin des lettres du plateau. Les lettres doivent toujours être le début d&apos;un vrai mot. Celui qui finit un mot de %1 lettres ou plus perd la manche. Les mots plus courts ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="50"/>
        <source>Take turns adding one letter at either end of the letters on the board: at the end, or at the front (hold Shift while typing). The letters must always appear somewhere inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Chacun à son tour ajoute une lettre à un bout des lettres du plateau&#xa0;: à la fin, ou au début (en tenant Maj pendant la frappe). Les lettres doivent toujours se trouver quelque part dans un vrai mot. Celui qui finit un mot de %1 lettres ou plus perd la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="56"/>
        <source>Take turns adding one letter at either end of the letters on the board (hold Shift to put it at the front). Before adding, you may also reverse the letters, turning them around (tick “Reverse first”). The letters must appear inside a real word, forwards or backwards. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Chacun à son tour ajoute une lettre à un bout des lettres du plateau (tenez Maj pour la mettre au début). Avant d&apos;ajouter, on peut aussi retourner les lettres, les lire à l&apos;envers (cochez «&#xa0;D&apos;abord retourner&#xa0;»). Les lettres doivent se trouver dans un vrai mot, à l&apos;endroit ou à l&apos;envers. Celui qui finit un mot de %1 lettres ou plus perd la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="63"/>
        <source>Take turns adding one letter anywhere: at either end of the letters on the board, or between two of them. Click where it should go, or move the marker with the arrow keys (Home and End jump to the ends). The letters must always appear, just as they stand, inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Chacun à son tour ajoute une lettre n&apos;importe où&#xa0;: à un bout des lettres du plateau, ou entre deux d&apos;entre elles. Cliquez là où elle doit aller, ou déplacez le repère avec les flèches (Début et Fin sautent aux bouts). Les lettres doivent toujours se trouver, telles quelles, dans un vrai mot. Celui qui finit un mot de %1 lettres ou plus perd la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="71"/>
        <source>Take turns adding one letter to the letters on the board. Their order does not matter: the game keeps them in alphabetical order. The letters must always fit inside a real word, each as often as the word has it. Whoever adds the letter that lets all of them, in some order, spell a word of %1 or more letters loses the round.</source>
        <translation>Chacun à son tour ajoute une lettre aux lettres du plateau. Leur ordre ne compte pas&#xa0;: le jeu les range dans l&apos;ordre alphabétique. Les lettres doivent toujours tenir dans un vrai mot, chacune autant de fois que le mot l&apos;a. Celui qui ajoute la lettre qui permet à toutes, dans un certain ordre, de former un mot de %1 lettres ou plus perd la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="78"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Here it is the other way round: whoever completes a word of %1 or more letters wins the round, and the player who played just before them loses it. Shorter words don&apos;t count.</source>
        <translation>Chacun à son tour ajoute une lettre à la fin des lettres du plateau. Les lettres doivent toujours être le début d&apos;un vrai mot. Ici, c&apos;est l&apos;inverse&#xa0;: celui qui finit un mot de %1 lettres ou plus gagne la manche, et le joueur qui a joué juste avant lui la perd. Les mots plus courts ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="184"/>
        <source>Table rule: the game calls out completed words. As soon as a word is finished, the round ends.</source>
        <translation>Règle de la table&#xa0;: le jeu annonce les mots finis. Dès qu&apos;un mot est fini, la manche s&apos;arrête.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="187"/>
        <source>(With the other rule, players must catch words themselves, and bluffing is allowed.)</source>
        <translation>(Avec l&apos;autre règle, les joueurs doivent repérer les mots eux-mêmes, et on peut bluffer.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="193"/>
        <source>Table rule: players must catch them, bluffing allowed. A finished word, or letters no word fits, stay on the board until somebody challenges. You may bluff and hope nobody notices!</source>
        <translation>Règle de la table&#xa0;: les joueurs doivent repérer les mots, on peut bluffer. Un mot fini, ou des lettres qu&apos;aucun mot ne contient, restent sur le plateau jusqu&apos;à ce que quelqu&apos;un lance un défi. Vous pouvez bluffer en espérant que personne ne remarque rien&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="196"/>
        <source>(With the other rule, the game calls out completed words at once.)</source>
        <translation>(Avec l&apos;autre règle, le jeu annonce aussitôt les mots finis.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="199"/>
        <source>Challenges</source>
        <translation>Défis</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="90"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, just as they stand. If they can, you lose the round; if not, they do.</source>
        <translation>«&#xa0;Aucun mot ne contient ces lettres&#xa0;!&#xa0;» (touche&#xa0;?)&#xa0;: vous pensez que le joueur précédent bluffe. Il doit donner un vrai mot qui contient ces lettres, telles qu&apos;elles sont. S&apos;il y arrive, vous perdez la manche&#xa0;; sinon, c&apos;est lui.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="96"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, as they stand or reversed. If they can, you lose the round; if not, they do.</source>
        <translation>«&#xa0;Aucun mot ne contient ces lettres&#xa0;!&#xa0;» (touche&#xa0;?)&#xa0;: vous pensez que le joueur précédent bluffe. Il doit donner un vrai mot qui contient ces lettres, telles qu&apos;elles sont ou à l&apos;envers. S&apos;il y arrive, vous perdez la manche&#xa0;; sinon, c&apos;est lui.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="102"/>
        <source>“No word can be made with these letters!” (key ?): you think the last player is bluffing. They must name a real word that has all these letters, in any order. If they can, you lose the round; if not, they do.</source>
        <translation>«&#xa0;Aucun mot ne se forme avec ces lettres&#xa0;!&#xa0;» (touche&#xa0;?)&#xa0;: vous pensez que le joueur précédent bluffe. Il doit donner un vrai mot qui a toutes ces lettres, dans n&apos;importe quel ordre. S&apos;il y arrive, vous perdez la manche&#xa0;; sinon, c&apos;est lui.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="107"/>
        <source>“No word goes like that!” (key ?): you think the last player is bluffing. They must name a real word that fits the letters. If they can, you lose the round; if not, they do.</source>
        <translation>«&#xa0;Aucun mot ne va comme ça&#xa0;!&#xa0;» (touche&#xa0;?)&#xa0;: vous pensez que le joueur précédent bluffe. Il doit donner un vrai mot qui va avec ces lettres. S&apos;il y arrive, vous perdez la manche&#xa0;; sinon, c&apos;est lui.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="117"/>
        <source>“That&apos;s a word!” (key !): the letters, in some order, already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>«&#xa0;C&apos;est un mot&#xa0;!&#xa0;» (touche&#xa0;!)&#xa0;: les lettres, dans un certain ordre, forment déjà un mot de %1 lettres ou plus. Si c&apos;est vrai, le mot compte comme fini&#xa0;; sinon, vous perdez la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="123"/>
        <source>“That&apos;s a word!” (key !): the letters already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>«&#xa0;C&apos;est un mot&#xa0;!&#xa0;» (touche&#xa0;!)&#xa0;: les lettres forment déjà un mot de %1 lettres ou plus. Si c&apos;est vrai, le mot compte comme fini&#xa0;; sinon, vous perdez la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="211"/>
        <source>Each lost round gives you the next letter of %1. Once you have spelled all of %2, you are out. The last player left wins.</source>
        <translation>Chaque manche perdue vous donne la lettre suivante de %1. Une fois %2 écrit en entier, vous êtes hors jeu. Le dernier joueur en jeu gagne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="221"/>
        <source>Each player has %1 life. Losing a round costs it, and you are out. The last player left wins.</source>
        <translation>
            <numerusform>Chaque joueur a %1 vie. Perdre une manche la coûte, et vous êtes hors jeu. Le dernier joueur en jeu gagne.</numerusform>
            <numerusform>Chaque joueur a %1 vies. Perdre une manche en coûte une, et vous êtes hors jeu. Le dernier joueur en jeu gagne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="226"/>
        <source>Each player has %1 lives. Each lost round costs you one. With none left you are out. The last player left wins.</source>
        <translation>
            <numerusform>Chaque joueur a %1 vie. Chaque manche perdue en coûte une. Sans vie, vous êtes hors jeu. Le dernier joueur en jeu gagne.</numerusform>
            <numerusform>Chaque joueur a %1 vies. Chaque manche perdue en coûte une. Sans vie, vous êtes hors jeu. Le dernier joueur en jeu gagne.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="231"/>
        <source>Lives</source>
        <translation>Vies</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="233"/>
        <source>An example</source>
        <translation>Un exemple</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="249"/>
        <source>%1 completed %2 and wins the round. %3 played just before, and loses it.</source>
        <translation>%1 a fini %2 et gagne la manche. %3 a joué juste avant et la perd.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="252"/>
        <source>%1 made the letters %2 spell %4 and loses the round.</source>
        <translation>Avec les lettres %2, %1 a formé %4 et perd la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="256"/>
        <source>%1 completed %2 and loses the round.</source>
        <translation>%1 a fini %2 et perd la manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="259"/>
        <source>%1 gets a %2.</source>
        <translation>%1 reçoit un %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="262"/>
        <source>(With bluffing allowed, this happens when somebody says “That&apos;s a word!”.)</source>
        <translation>(Quand on peut bluffer, cela arrive quand quelqu&apos;un dit «&#xa0;C&apos;est un mot&#xa0;!&#xa0;».)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="265"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="275"/>
        <source>In this French list, É plays as E and Ç as C.</source>
        <translation>Dans cette liste française, É se joue comme E et Ç comme C.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="278"/>
        <source>In this Spanish list, accented letters play as the plain letter; Ñ is a letter of its own.</source>
        <translation>Dans cette liste espagnole, les lettres accentuées se jouent sans accent&#xa0;; Ñ est une lettre à part entière.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="282"/>
        <source>In this German list, Ä, Ö and Ü are letters of their own and ß plays as SS.</source>
        <translation>Dans cette liste allemande, Ä, Ö et Ü sont des lettres à part entière et ß se joue comme SS.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>A letter</source>
        <translation>Une lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>Play it</source>
        <translation>La jouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Shift+letter</source>
        <translation>Maj+lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Put it at the front</source>
        <translation>La mettre au début</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="291"/>
        <source>Move the marker: where the next letter goes</source>
        <translation>Déplacer le repère&#xa0;: où va la prochaine lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="295"/>
        <source>Move the marker to the front, to the end</source>
        <translation>Mettre le repère au début, à la fin</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="299"/>
        <source>No word contains these letters!</source>
        <translation>Aucun mot ne contient ces lettres&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="301"/>
        <source>No word can be made with these letters!</source>
        <translation>Aucun mot ne se forme avec ces lettres&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="303"/>
        <source>No word goes like that!</source>
        <translation>Aucun mot ne va comme ça&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="305"/>
        <source>Confirm, or start the next round</source>
        <translation>Valider, ou lancer la manche suivante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="306"/>
        <source>Close a window without deciding anything</source>
        <translation>Fermer une fenêtre sans rien décider</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="308"/>
        <source>That&apos;s a word! (when bluffing is allowed)</source>
        <translation>C&apos;est un mot&#xa0;! (quand on peut bluffer)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="309"/>
        <source>Resign the round (you are asked first)</source>
        <translation>Abandonner la manche (on vous le demande d&apos;abord)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="310"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="311"/>
        <source>Hint (practice)</source>
        <translation>Indice (entraînement)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="312"/>
        <source>Take back your letter</source>
        <translation>Reprendre votre lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="313"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="314"/>
        <source>Print a card</source>
        <translation>Imprimer une fiche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="315"/>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="316"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="47"/>
        <source>letter %1</source>
        <comment>a key&apos;s name for screen readers</comment>
        <extracomment>the most keys in a row, so that the window fits a 1024-pixel screen diacritics in the order dictionaries sort them (é before è before ê before ë) letters that do not decompose, sorted after the letters they are written from</extracomment>
        <translation>lettre %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="53"/>
        <source>Plays %1 (or type it)</source>
        <comment>a key&apos;s description for screen readers</comment>
        <translation>Joue %1 (ou tapez-la)</translation>
    </message>
</context>
<context>
    <name>LearnView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="50"/>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="51"/>
        <source>Learn from my mistakes</source>
        <translation>Apprendre de mes erreurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="51"/>
        <source>Whose mistakes?</source>
        <translation>Les erreurs de qui&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="60"/>
        <source>No person played in this match.</source>
        <translation>Aucune personne n&apos;a joué dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="96"/>
        <source>Reviewing the match against perfect play…</source>
        <translation>Comparaison de la partie avec le jeu parfait…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="64"/>
        <source>Learn from %1&apos;s mistakes</source>
        <translation>Apprendre de ses erreurs&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="94"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="95"/>
        <source>How many plays keep the win here</source>
        <translation>Combien de coups gardent la victoire ici</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="97"/>
        <source>Show me</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="99"/>
        <source>Show the plays that keep the win (it comes back next time)</source>
        <translation>Montrer les coups qui gardent la victoire (la position reviendra la prochaine fois)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="102"/>
        <source>Next (Enter)</source>
        <translation>Suivant (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="104"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="211"/>
        <source>Press Enter to go on.</source>
        <translation>Appuyez sur Entrée pour continuer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="234"/>
        <source>The file of your mistakes to go over was damaged and was set aside; it starts afresh.</source>
        <translation>Le fichier de vos erreurs à revoir était abîmé et a été mis de côté&#xa0;; il repart de zéro.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="237"/>
        <source>The file of your mistakes to go over was partly damaged and was set aside; what could be read is kept.</source>
        <translation>Le fichier de vos erreurs à revoir était en partie abîmé et a été mis de côté&#xa0;; ce qui a pu être lu est gardé.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="240"/>
        <source>The file of your mistakes to go over cannot be read (permission denied). It is left as it is, and this session is not kept.</source>
        <translation>Le fichier de vos erreurs à revoir ne peut pas être lu (accès refusé). Il reste tel quel, et cette séance n&apos;est pas gardée.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="245"/>
        <source>Could not save your mistakes to go over (%1).</source>
        <translation>Impossible d&apos;enregistrer vos erreurs à revoir (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="22"/>
        <source>words count from %1 letters</source>
        <translation>les mots comptent dès %1 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="42"/>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="49"/>
        <source>You start. Find a letter that keeps the win.</source>
        <translation>Vous commencez. Trouvez une lettre qui garde la victoire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="52"/>
        <source>Find a letter that keeps the win.</source>
        <translation>Trouvez une lettre qui garde la victoire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="62"/>
        <source>Plays that keep the win here: %1. In the match, %2 was played.</source>
        <translation>Coups qui gardent la victoire ici&#xa0;: %1. Dans la partie, %2 a été joué.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="72"/>
        <source>Yes! %1 keeps the win.</source>
        <translation>Oui&#xa0;! %1 garde la victoire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="76"/>
        <source>So would: %1.</source>
        <translation>Marcherait aussi&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="84"/>
        <source>Plays that keep the win: %1.</source>
        <translation>Coups qui gardent la victoire&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="90"/>
        <source>%1 does not keep the win.</source>
        <translation>%1 ne garde pas la victoire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="109"/>
        <source>Position %1 of %2</source>
        <translation>Position %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="114"/>
        <source>again, from an earlier session</source>
        <translation>encore, d&apos;une séance précédente</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="120"/>
        <source>Done: %1 of %2 found at the first try.</source>
        <translation>Terminé&#xa0;: %1 sur %2 trouvés du premier coup.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="128"/>
        <source>Nothing to go over next time.</source>
        <translation>Rien à revoir la prochaine fois.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="129"/>
        <source>Positions to go over next time you learn from your mistakes: %1.</source>
        <translation>Positions à revoir la prochaine fois que vous apprendrez de vos erreurs&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="135"/>
        <source>%1 threw no win away in this match that a letter would have kept.</source>
        <translation>%1 n&apos;a laissé filer dans cette partie aucune victoire qu&apos;une lettre aurait gardée.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="144"/>
        <source>its word list is not found</source>
        <translation>sa liste de mots est introuvable</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="145"/>
        <source>its word list has changed since it was played</source>
        <translation>sa liste de mots a changé depuis la partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="148"/>
        <source>its word list cannot be used</source>
        <translation>sa liste de mots ne peut pas être utilisée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="149"/>
        <source>completed words did not end the round</source>
        <translation>les mots finis n&apos;arrêtaient pas la manche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="154"/>
        <source>This match cannot be reviewed against perfect play: %1.</source>
        <translation>Cette partie ne peut pas être comparée au jeu parfait&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>LevelPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="186"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="189"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>perfect</source>
        <translation>parfait</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="198"/>
        <source>Strength of the adaptive computers after each round: %1</source>
        <translation>Force des ordinateurs adaptatifs après chaque manche&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ListChooser</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="66"/>
        <source>The words that count in this game</source>
        <extracomment>another list was chosen, or its capitalised words kept or not: check it again a reading came back: :attr:`list_ok` or :attr:`fits` may have changed</extracomment>
        <translation>Les mots qui comptent dans cette partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="67"/>
        <source>From a file…</source>
        <translation>Depuis un fichier…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="70"/>
        <source>Play with a word list of your own: a text file with one word per line</source>
        <translation>Jouer avec votre propre liste de mots&#xa0;: un fichier texte avec un mot par ligne</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="85"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Garder les mots à majuscule (noms allemands)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="88"/>
        <source>Count the list&apos;s capitalised entries as words, in small letters: German nouns are written with a capital. For other lists they are mostly names, so they are skipped.</source>
        <translation>Compter comme mots, en minuscules, les entrées de la liste qui ont une majuscule&#xa0;: en allemand, les noms s&apos;écrivent avec une majuscule. Dans les autres listes ce sont surtout des noms propres, alors on les saute.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="103"/>
        <source>How the list&apos;s letters are counted: French and Spanish players play É as E, German players keep Ä, Ö and Ü and play ß as SS</source>
        <translation>Comment les lettres de la liste comptent&#xa0;: en français et en espagnol, É se joue comme E&#xa0;; en allemand, Ä, Ö et Ü restent des lettres et ß se joue comme SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="121"/>
        <source>Open a word list</source>
        <translation>Ouvrir une liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="123"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Listes de mots (*.txt *.dic *.lst);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="167"/>
        <source>Reading the word list…</source>
        <translation>Lecture de la liste de mots…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="198"/>
        <source>Cannot use this list: %1</source>
        <translation>Impossible d&apos;utiliser cette liste&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="210"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="213"/>
        <source>%1 entries in the file</source>
        <translation>
            <numerusform>%1 entrée dans le fichier</numerusform>
            <numerusform>%1 entrées dans le fichier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="217"/>
        <source>%1 blocked words left out</source>
        <translation>
            <numerusform>%1 mot interdit retiré</numerusform>
            <numerusform>%1 mots interdits retirés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="223"/>
        <source>%1 house words added</source>
        <translation>
            <numerusform>%1 mot maison ajouté</numerusform>
            <numerusform>%1 mots maison ajoutés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="229"/>
        <source>%1 repeated entries counted once</source>
        <translation>
            <numerusform>%1 entrée répétée comptée une fois</numerusform>
            <numerusform>%1 entrées répétées comptées une fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="236"/>
        <source>%1 capitalised words (names, or German nouns) skipped</source>
        <translation>
            <numerusform>%1 mot à majuscule (nom propre ou nom allemand) sauté</numerusform>
            <numerusform>%1 mots à majuscule (noms propres ou noms allemands) sautés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="242"/>
        <source>%1 entries with other characters (digits, hyphens, apostrophes…) skipped</source>
        <translation>
            <numerusform>%1 entrée avec d&apos;autres signes (chiffres, traits d&apos;union, apostrophes…) sautée</numerusform>
            <numerusform>%1 entrées avec d&apos;autres signes (chiffres, traits d&apos;union, apostrophes…) sautées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="249"/>
        <source>%1 entries longer than %2 letters skipped</source>
        <translation>
            <numerusform>%1 entrée de plus de %2 lettres sautée</numerusform>
            <numerusform>%1 entrées de plus de %2 lettres sautées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListReport</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="51"/>
        <source>%1; %2</source>
        <extracomment>an example longer than this is cut short (an entry with other characters can be long)</extracomment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="55"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="66"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="77"/>
        <source>%1 such as %2</source>
        <translation>%1, comme %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="87"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="97"/>
        <source>Kept %1 word</source>
        <translation>%1 mot gardé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="98"/>
        <source>Kept %1 words</source>
        <translation>%1 mots gardés</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="108"/>
        <source>Lowercased %1 capitalised word</source>
        <translation>%1 mot à majuscule mis en minuscules</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="109"/>
        <source>Lowercased %1 capitalised words</source>
        <translation>%1 mots à majuscule mis en minuscules</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="119"/>
        <source>%1 capitalised word (a name, or a German noun)</source>
        <translation>%1 mot à majuscule (un nom propre ou un nom allemand)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="120"/>
        <source>%1 capitalised words (names, or German nouns)</source>
        <translation>%1 mots à majuscule (noms propres ou noms allemands)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="128"/>
        <source>%1 entry with other characters</source>
        <translation>%1 entrée avec d&apos;autres signes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="129"/>
        <source>%1 entries with other characters</source>
        <translation>%1 entrées avec d&apos;autres signes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="137"/>
        <source>%1 entry longer than %2 letters</source>
        <translation>%1 entrée de plus de %2 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="138"/>
        <source>%1 entries longer than %2 letters</source>
        <translation>%1 entrées de plus de %2 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="146"/>
        <source>Skipped %1</source>
        <translation>Sautés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="152"/>
        <source>Counted %1 repeated entry once</source>
        <translation>%1 entrée répétée comptée une fois</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="153"/>
        <source>Counted %1 repeated entries once</source>
        <translation>%1 entrées répétées comptées une fois</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="168"/>
        <source>Read as French, accents off: %1 word merged with another</source>
        <extracomment>how a list&apos;s letters were counted, when that merged words (côte → cote), by its language</extracomment>
        <translation>Lue en français, sans accents&#xa0;: %1 mot confondu avec un autre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="169"/>
        <source>Read as French, accents off: %1 words merged with others</source>
        <translation>Lue en français, sans accents&#xa0;: %1 mots confondus avec d&apos;autres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="172"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 word merged with another</source>
        <translation>Lue en espagnol, sans accents mais avec Ñ&#xa0;: %1 mot confondu avec un autre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="175"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 words merged with others</source>
        <translation>Lue en espagnol, sans accents mais avec Ñ&#xa0;: %1 mots confondus avec d&apos;autres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="180"/>
        <source>Read as German, ß as SS: %1 word merged with another</source>
        <translation>Lue en allemand, ß comme SS&#xa0;: %1 mot confondu avec un autre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="181"/>
        <source>Read as German, ß as SS: %1 words merged with others</source>
        <translation>Lue en allemand, ß comme SS&#xa0;: %1 mots confondus avec d&apos;autres</translation>
    </message>
</context>
<context>
    <name>ListReportDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="195"/>
        <source>Word list “%1”</source>
        <translation>Liste de mots «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="205"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Garder les mots à majuscule (noms allemands)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="208"/>
        <source>German writes every noun with a capital letter. Keep such words, in lower case, instead of skipping them as names.</source>
        <translation>L&apos;allemand écrit tous les noms avec une majuscule. Garder ces mots, en minuscules, au lieu de les sauter comme des noms propres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="224"/>
        <source>Use this list</source>
        <translation>Prendre cette liste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="241"/>
        <source>The capitalised words will be kept in lower case.</source>
        <translation>Les mots à majuscule seront gardés en minuscules.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="243"/>
        <source>The capitalised words will be skipped.</source>
        <translation>Les mots à majuscule seront sautés.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/log_view.py" line="155"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="389"/>
        <source>The next round starts in a moment…</source>
        <extracomment>the winner screen&apos;s buttons; the shell starts the games the round banner&apos;s &quot;Review this round&quot; says game events to a screen reader (and keeps the last ones) reads the letters aloud when the player turns it on (View → Read letters aloud)</extracomment>
        <translation>La manche suivante commence dans un instant…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="393"/>
        <source>Next round (Enter)</source>
        <translation>Manche suivante (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="396"/>
        <source>Review this round</source>
        <translation>Revoir cette manche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="110"/>
        <source>Here the game calls out completed words: no need to say “That&apos;s a word!”</source>
        <extracomment>the keys that move Xghost&apos;s caret</extracomment>
        <translation>Ici, le jeu annonce les mots finis&#xa0;: inutile de dire «&#xa0;C&apos;est un mot&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="120"/>
        <source>Words count from %1 letters: “That&apos;s a word!” cannot be right yet.</source>
        <translation>Les mots comptent dès %1 lettres&#xa0;: «&#xa0;C&apos;est un mot&#xa0;!&#xa0;» ne peut pas encore être juste.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="135"/>
        <source>The round is over: press Enter for the next one.</source>
        <translation>La manche est finie&#xa0;: appuyez sur Entrée pour la suivante.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="142"/>
        <source>The match is over: press Enter to play again.</source>
        <translation>La partie est finie&#xa0;: appuyez sur Entrée pour rejouer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="152"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une lettre de cette liste de mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="160"/>
        <source>Only letters can be played.</source>
        <translation>On ne peut jouer que des lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="44"/>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="45"/>
        <source>Turn:</source>
        <translation>Au tour de&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="46"/>
        <source>Thinking:</source>
        <translation>Réfléchit&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="47"/>
        <source>Must answer:</source>
        <translation>Doit répondre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="48"/>
        <source>Next round starts:</source>
        <translation>Commence la manche&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="49"/>
        <source>Winner:</source>
        <translation>Victoire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="59"/>
        <source>No word contains these letters!</source>
        <translation>Aucun mot ne contient ces lettres&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="60"/>
        <source>Challenge the last player: they must name a word with these letters in it, in a row</source>
        <translation>Défier le joueur précédent&#xa0;: il doit donner un mot qui contient ces lettres, à la suite</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="67"/>
        <source>No word can be made with these letters!</source>
        <translation>Aucun mot ne se forme avec ces lettres&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="68"/>
        <source>Challenge the last player: they must name a word that has all these letters, in any order</source>
        <translation>Défier le joueur précédent&#xa0;: il doit donner un mot qui a toutes ces lettres, dans n&apos;importe quel ordre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="75"/>
        <source>No word goes like that!</source>
        <translation>Aucun mot ne va comme ça&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="76"/>
        <source>Challenge the last player: they must name a word that goes like this</source>
        <translation>Défier le joueur précédent&#xa0;: il doit donner un mot qui va comme ça</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="89"/>
        <source>That&apos;s a word!</source>
        <translation>C&apos;est un mot&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="91"/>
        <source>Challenge the last player: the fragment is already a word (only with the bluffing rule)</source>
        <translation>Défier le joueur précédent&#xa0;: les lettres forment déjà un mot (seulement quand on peut bluffer)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="97"/>
        <source>Answer the challenge</source>
        <translation>Répondre au défi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="98"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="99"/>
        <source>Name the word you had in mind</source>
        <translation>Donner le mot auquel vous pensiez</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="102"/>
        <source>Resign round</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="104"/>
        <source>Give up this round: you get the next letter</source>
        <translation>Abandonner cette manche&#xa0;: vous recevez la lettre suivante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="107"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="109"/>
        <source>Practice: the letters that win here</source>
        <translation>Entraînement&#xa0;: les lettres qui gagnent ici</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="112"/>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="114"/>
        <source>Take back the letter you just played</source>
        <translation>Reprendre la lettre que vous venez de jouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="124"/>
        <source>%1: %2 words · %3 · words of %4+ letters count</source>
        <translation>%1&#xa0;: %2 mots · %3 · les mots comptent dès %4 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="150"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="154"/>
        <source>%1. %2 is out of the game.</source>
        <translation>%1. %2 est hors jeu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="172"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="181"/>
        <source>The computers win the match: no person is left in.</source>
        <translation>Les ordinateurs gagnent la partie&#xa0;: il ne reste plus personne.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="184"/>
        <source>%1 wins the match!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="194"/>
        <source>The computers win the match!</source>
        <translation>Les ordinateurs gagnent la partie&#xa0;!</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="110"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="111"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="112"/>
        <source>Play &amp;again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="113"/>
        <source>&amp;Open word list…</source>
        <translation>&amp;Ouvrir une liste de mots…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="114"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="115"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="116"/>
        <source>Clear the &amp;cache</source>
        <translation>Vider le &amp;cache</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="118"/>
        <source>&amp;Word list</source>
        <translation>&amp;Liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="119"/>
        <source>&amp;House and blocked words…</source>
        <translation>Mots &amp;maison et interdits…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="120"/>
        <source>&amp;Play</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="121"/>
        <source>&amp;Take back a letter</source>
        <translation>&amp;Reprendre une lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="122"/>
        <source>&amp;Resign the round…</source>
        <translation>&amp;Abandonner la manche…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="123"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="124"/>
        <source>&amp;Grey out losing letters</source>
        <translation>&amp;Griser les lettres perdantes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="125"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="126"/>
        <source>Show the game &amp;log</source>
        <translation>Afficher le &amp;journal</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="127"/>
        <source>&amp;Cards</source>
        <translation>&amp;Fiches</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="128"/>
        <source>&amp;Strategy card…</source>
        <translation>Fiche de &amp;stratégie…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="129"/>
        <source>&amp;Print card…</source>
        <translation>&amp;Imprimer la fiche…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="130"/>
        <source>&amp;Who wins?…</source>
        <translation>&amp;Qui gagne&#xa0;?…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="131"/>
        <source>&amp;Learn the card…</source>
        <translation>&amp;Apprendre la fiche…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="132"/>
        <source>Poc&amp;ket card…</source>
        <translation>Fiche de &amp;poche…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="133"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="134"/>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="135"/>
        <source>As the &amp;system</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="136"/>
        <source>&amp;Light</source>
        <translation>C&amp;laires</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="137"/>
        <source>&amp;Dark</source>
        <translation>S&amp;ombres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="138"/>
        <source>&amp;High contrast</source>
        <translation>Contraste &amp;élevé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="139"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Agrandir</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="140"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Réduire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="141"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille normale</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="142"/>
        <source>Read letters a&amp;loud</source>
        <translation>&amp;Lire les lettres à voix haute</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="143"/>
        <source>&amp;Language</source>
        <translation>La&amp;ngue</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="144"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="145"/>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="146"/>
        <source>&amp;Welcome screen</source>
        <translation>Écran d&apos;&amp;accueil</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="147"/>
        <source>&amp;About Ghost</source>
        <translation>À &amp;propos de Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="152"/>
        <source>Delete the solved games kept on disk; they are worked out again when needed</source>
        <translation>Supprimer les parties résolues gardées sur le disque&#xa0;; elles seront recalculées au besoin</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="158"/>
        <source>The matches played, finished or left, newest first</source>
        <translation>Les parties jouées, finies ou abandonnées, les plus récentes d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="163"/>
        <source>Words your table adds to the list, and words it takes out</source>
        <translation>Les mots que votre table ajoute à la liste, et ceux qu&apos;elle retire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="168"/>
        <source>Practice: the letters that win here</source>
        <translation>Entraînement&#xa0;: les lettres qui gagnent ici</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="171"/>
        <source>Spell the word aloud after each play and say how each round ended, with the computer&apos;s voice</source>
        <translation>Épeler le mot à voix haute après chaque coup et dire comment chaque manche a fini, avec la voix de l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="177"/>
        <source>Practice: grey out the letters that lose</source>
        <translation>Entraînement&#xa0;: griser les lettres qui perdent</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="205"/>
        <source>Alex</source>
        <extracomment>a person may take back their last letter, with the computers&apos; replies, until the next person plays (practice allows it anyway) keep capitalised entries, lowercased (German nouns); see the list report the computers play as one side against the people how the list&apos;s letters are counted: detected from its words, a language&apos;s way (&quot;de&quot;, &quot;es&quot;, &quot;fr&quot;: É plays as E...) or as written (``alphabets.LANGUAGE_OPTIONS``) the shortest words that count and the lives the New game dialog offers the bundled lists a game in each interface language starts with: (everyday, large)</extracomment>
        <translation>Léo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="206"/>
        <source>Robo</source>
        <translation>Robo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="207"/>
        <source>Computer</source>
        <translation>Ordi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="208"/>
        <source>Mum</source>
        <translation>Maman</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="209"/>
        <source>Sam</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="210"/>
        <source>Perfect</source>
        <translation>Génie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="62"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="78"/>
        <source>Fill in the dialog for a well-known way to play; you can change anything afterwards</source>
        <translation>Remplir la fenêtre pour une façon de jouer bien connue&#xa0;; vous pourrez tout changer ensuite</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="81"/>
        <source>Choose a preset…</source>
        <translation>Choisir un modèle…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="107"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="109"/>
        <source>Close without starting a game (Esc)</source>
        <translation>Fermer sans lancer de partie (Échap)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="133"/>
        <source>Ghost: letters go on the right. SuperGhost: on either side. SuperDuperGhost: either side, and the fragment may be reversed. Anti-Ghost: who finishes a word wins the round. Xghost: at either side or between two letters. Anaghost: the letters may be in any order.</source>
        <translation>Fantôme&#xa0;: les lettres vont à droite. Super Fantôme&#xa0;: d&apos;un côté ou de l&apos;autre. Méga Fantôme&#xa0;: d&apos;un côté ou de l&apos;autre, et les lettres peuvent être retournées. Anti-Fantôme&#xa0;: celui qui finit un mot gagne la manche. X-Fantôme&#xa0;: d&apos;un côté ou de l&apos;autre, ou entre deux lettres. Ana-Fantôme&#xa0;: les lettres peuvent être dans n&apos;importe quel ordre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="139"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="145"/>
        <source>Shorter words do not count: completing one loses nothing</source>
        <translation>Les mots plus courts ne comptent pas&#xa0;: en finir un ne fait rien perdre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="151"/>
        <source>How many rounds a player may lose before being out of the game (5 spell G-H-O-S-T)</source>
        <translation>Combien de manches un joueur peut perdre avant d&apos;être hors jeu (5&#xa0;: L-U-T-I-N)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="155"/>
        <source>Shortest word that counts</source>
        <translation>Mot le plus court qui compte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="157"/>
        <source>Lost rounds before you are out</source>
        <translation>Manches perdues avant d&apos;être hors jeu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="163"/>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="175"/>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="182"/>
        <source>Who plays the first letter of the next round</source>
        <translation>Qui joue la première lettre de la manche suivante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="183"/>
        <source>Who starts the next round</source>
        <translation>Qui commence la manche suivante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="186"/>
        <source>The game calls out completed words</source>
        <translation>Le jeu annonce les mots finis</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="189"/>
        <source>Whoever completes a word of the list loses the round at once: the game sees it</source>
        <translation>Celui qui finit un mot de la liste perd aussitôt la manche&#xa0;: le jeu le voit</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="192"/>
        <source>Players must catch them: bluffing allowed</source>
        <translation>Les joueurs doivent les repérer&#xa0;: bluff permis</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="195"/>
        <source>A completed word goes on until someone catches it with “That&apos;s a word!”; if nobody does, the player who completed it got away with it</source>
        <translation>Un mot fini reste en jeu jusqu&apos;à ce que quelqu&apos;un le repère avec «&#xa0;C&apos;est un mot&#xa0;!&#xa0;»&#xa0;; si personne ne le fait, celui qui l&apos;a fini s&apos;en tire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="206"/>
        <source>Completed words</source>
        <translation>Mots finis</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="209"/>
        <source>Practice: my plays judged, with hints</source>
        <translation>Entraînement&#xa0;: mes coups jugés, avec indices</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="212"/>
        <source>After each of your letters the game says whether it was a winning play against perfect play; you may ask for hints and take letters back</source>
        <translation>Après chacune de vos lettres, le jeu dit si c&apos;était un coup gagnant face au jeu parfait&#xa0;; vous pouvez demander des indices et reprendre des lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="217"/>
        <source>Allow taking back a letter (Ctrl+Z)</source>
        <translation>Permettre de reprendre une lettre (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="220"/>
        <source>A person who pressed the wrong key can take the letter back until the next person plays; never a computer&apos;s letter</source>
        <translation>Une personne qui a tapé la mauvaise touche peut reprendre sa lettre jusqu&apos;à ce que la personne suivante joue&#xa0;; jamais la lettre d&apos;un ordinateur</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="58"/>
        <source>Players</source>
        <extracomment>more players than this are shown in two columns, so that the dialog fits an 800×600 screen a name field is as wide as this many average letters (a longer name scrolls in its field): two columns of names and kinds fit 800 pixels in Russian too the names were checked: whether every player has a name of their own rows were shown or hidden (the dialog fits itself to them)</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="64"/>
        <source>Number of players</source>
        <extracomment>the rows shown so far (a row shown anew gets a default name)</extracomment>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="68"/>
        <source>How many play, people and computers together (2 to %1)</source>
        <translation>Combien jouent, personnes et ordinateurs ensemble (de 2 à %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="77"/>
        <source>Computers team up against the people</source>
        <translation>Les ordinateurs font équipe contre les personnes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="80"/>
        <source>The computers play as one side: each plays so that a person loses the round (perfectly, whatever their level), and where they cannot force that, for itself</source>
        <translation>Les ordinateurs jouent dans le même camp&#xa0;: chacun joue pour qu&apos;une personne perde la manche (parfaitement, quel que soit son niveau), et là où il ne peut pas l&apos;imposer, pour lui-même</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="99"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="101"/>
        <source>Player %1&apos;s name: every player needs a different one (at most %2 letters)</source>
        <translation>Nom du joueur %1&#xa0;: chaque joueur doit en avoir un différent (%2 lettres au plus)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="116"/>
        <source>Who plays as player %1: a person at this computer, or the computer at a strength</source>
        <translation>Qui joue à la place %1&#xa0;: une personne devant cet ordinateur, ou l&apos;ordinateur à un certain niveau</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="24"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="41"/>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="46"/>
        <source>A name can have at most %1 letters.</source>
        <translation>Un nom peut avoir au plus %1 lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="59"/>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Deux joueurs s&apos;appellent %1&#xa0;: donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="63"/>
        <source>Several players are called %1: give each a different name.</source>
        <translation>Plusieurs joueurs s&apos;appellent %1&#xa0;: donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="74"/>
        <source>Give every player a name of their own first</source>
        <translation>Donnez d&apos;abord à chaque joueur un nom à lui</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="78"/>
        <source>Choose a word list that can be used first</source>
        <translation>Choisissez d&apos;abord une liste de mots utilisable</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="82"/>
        <source>Choose a smaller word list, or another variant, first</source>
        <translation>Choisissez d&apos;abord une liste de mots plus petite, ou une autre variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="85"/>
        <source>Start the game (Enter)</source>
        <translation>Lancer la partie (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="92"/>
        <source>the players</source>
        <translation>les joueurs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="93"/>
        <source>the variant</source>
        <translation>la variante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="94"/>
        <source>the shortest word</source>
        <translation>le mot le plus court</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="95"/>
        <source>the word list</source>
        <translation>la liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="96"/>
        <source>the lives</source>
        <translation>les vies</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="97"/>
        <source>who starts the next round</source>
        <translation>qui commence la manche suivante</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="100"/>
        <source>how letters are counted</source>
        <translation>comment les lettres comptent</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="104"/>
        <source>the game&apos;s options</source>
        <translation>les options de la partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="105"/>
        <source>Some of the last game&apos;s settings could not be used (%1) and were reset to their defaults.</source>
        <translation>Certains réglages de la dernière partie n&apos;ont pas pu être utilisés (%1) et ont été remis par défaut.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="116"/>
        <source>As detected</source>
        <translation>Selon la détection</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="117"/>
        <source>German: Ä Ö Ü kept, ß as SS</source>
        <translation>Allemand&#xa0;: Ä Ö Ü gardés, ß comme SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="118"/>
        <source>Spanish: accents off, Ñ kept</source>
        <translation>Espagnol&#xa0;: sans accents, Ñ gardé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="119"/>
        <source>French: accents off</source>
        <translation>Français&#xa0;: sans accents</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="120"/>
        <source>As written</source>
        <translation>Tel quel</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="127"/>
        <source>English (detected)</source>
        <translation>Anglais (détecté)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="128"/>
        <source>Russian (detected)</source>
        <translation>Russe (détecté)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="129"/>
        <source>German (detected)</source>
        <translation>Allemand (détecté)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="130"/>
        <source>Spanish (detected)</source>
        <translation>Espagnol (détecté)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="131"/>
        <source>French (detected)</source>
        <translation>Français (détecté)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="133"/>
        <source>As written (none detected)</source>
        <translation>Tel quel (rien détecté)</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="31"/>
        <source>Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept.</source>
        <translation>Fantôme ne peut pas enregistrer dans %1 (%2)&#xa0;: le jeu continue, mais la partie, les statistiques et les réglages ne sont pas gardés.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="43"/>
        <source>the folder is read-only or the disk is full</source>
        <translation>le dossier est en lecture seule ou le disque est plein</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="48"/>
        <source>The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed.</source>
        <translation>La partie ne peut pas être enregistrée dans %1 (%2)&#xa0;: elle continue, mais ne pourra pas être reprise une fois Fantôme fermé.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="50"/>
        <source>The statistics cannot be saved in %1 (%2).</source>
        <translation>Les statistiques ne peuvent pas être enregistrées dans %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="52"/>
        <source>The house words cannot be saved in %1 (%2): they count in this game only.</source>
        <translation>Les mots maison ne peuvent pas être enregistrés dans %1 (%2)&#xa0;: ils ne comptent que dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="54"/>
        <source>The settings cannot be saved in %1 (%2).</source>
        <translation>Les réglages ne peuvent pas être enregistrés dans %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="55"/>
        <source>The matches played cannot be kept in %1 (%2).</source>
        <translation>Les parties jouées ne peuvent pas être gardées dans %1 (%2).</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="332"/>
        <source>Out</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="335"/>
        <source>Out of the game</source>
        <translation>Éliminé du jeu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="336"/>
        <source>Must answer the challenge</source>
        <translation>Doit répondre au défi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="337"/>
        <source>To move</source>
        <translation>À son tour</translation>
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
        <translation>hors jeu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="357"/>
        <source>must answer the challenge</source>
        <comment>a player&apos;s panel, for screen readers</comment>
        <translation>doit répondre au défi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="360"/>
        <source>to play</source>
        <comment>a player&apos;s panel, for screen readers: their turn</comment>
        <translation>à son tour</translation>
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
        <translation>Fiche de poche %1 — %2, minimum %3, joueur %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="18"/>
        <source>every word wins</source>
        <translation>tous les mots gagnent</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="19"/>
        <source>some words lose</source>
        <translation>certains mots perdent</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="20"/>
        <source>every word loses</source>
        <translation>tous les mots perdent</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="24"/>
        <source>At your turn: look up the letters on the table (in bold, in alphabetical order); play the big letter where it stands.</source>
        <translation>À votre tour&#xa0;: cherchez les lettres de la table (en gras, dans l&apos;ordre alphabétique)&#xa0;; jouez la grande lettre là où elle est placée.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="30"/>
        <source>⇄: turn the letters round first.</source>
        <translation>⇄&#xa0;: retournez d&apos;abord les lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="34"/>
        <source>At your turn: find the letters, play the big letter, aim for the words.</source>
        <translation>À votre tour&#xa0;: trouvez les lettres, jouez la grande lettre, visez les mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="38"/>
        <source>* a word that loses.</source>
        <translation>* un mot qui perd.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="40"/>
        <source>%1 · player %2 of %3</source>
        <translation>%1 · joueur %2 sur %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="44"/>
        <source>%1 · words of %2+ letters · %3</source>
        <translation>%1 · mots de %2 lettres ou plus · %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="49"/>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="50"/>
        <source>see %1 above</source>
        <translation>voir %1 plus haut</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="84"/>
        <source>No line fits? Challenge if you doubt a word has these letters in a row; else play on without the card.</source>
        <translation>Aucune ligne ne va&#xa0;? Défiez si vous doutez qu&apos;un mot ait ces lettres à la suite&#xa0;; sinon jouez sans la fiche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="89"/>
        <source>No line fits? Challenge if you doubt a word has all these letters; else play on without the card.</source>
        <translation>Aucune ligne ne va&#xa0;? Défiez si vous doutez qu&apos;un mot ait toutes ces lettres&#xa0;; sinon jouez sans la fiche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="93"/>
        <source>No line fits? Challenge if you doubt a word starts so; else play on without the card.</source>
        <translation>Aucune ligne ne va&#xa0;? Défiez si vous doutez qu&apos;un mot commence ainsi&#xa0;; sinon jouez sans la fiche.</translation>
    </message>
</context>
<context>
    <name>PocketCardDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="73"/>
        <source>Pocket card</source>
        <extracomment>kept while the dialog lives: a QPrinter Python frees under a print dialog crashes Qt the print preview open, and what keeps its printer on the card&apos;s paper</extracomment>
        <translation>Fiche de poche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="81"/>
        <source>A6 index card (105 × 148 mm)</source>
        <translation>Fiche bristol A6 (105 × 148 mm)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="82"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5 (148 × 210 mm)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="83"/>
        <source>A full page</source>
        <translation>Une page entière</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="88"/>
        <source>The paper the card is laid out for</source>
        <translation>Le papier pour lequel la fiche est mise en page</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="90"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="95"/>
        <source>&amp;Familiar words</source>
        <translation>Mots &amp;familiers</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="98"/>
        <source>Up to a quarter more words, so that fewer of them are words your friends may not know (rare words: outside the family list in English)</source>
        <translation>Jusqu&apos;à un quart de mots en plus, pour qu&apos;il y ait moins de mots que vos amis risquent de ne pas connaître (mots rares&#xa0;: en anglais, hors de la liste famille&#xa0;; dans les autres langues, hors des 20 000 mots les plus fréquents)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="114"/>
        <source>Larger, to read the words (Ctrl and the wheel, Ctrl++, Ctrl+-)</source>
        <translation>Plus grand, pour lire les mots (Ctrl et la molette, Ctrl++, Ctrl+-)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="116"/>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="138"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="139"/>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="140"/>
        <source>Save as P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="189"/>
        <source>This card (%1, %2) does not fit this paper with its words at %3 pt or larger.</source>
        <extracomment>the paper the card was too large for when the dialog opened (it starts on the smallest paper it fits, and says so)</extracomment>
        <translation>Cette fiche (%1, %2) ne tient pas sur ce papier avec ses mots à %3 pt ou plus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="195"/>
        <source>%1 play</source>
        <translation>
            <numerusform>%1 coup</numerusform>
            <numerusform>%1 coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="196"/>
        <source>%1 plays</source>
        <translation>
            <numerusform>%1 coup</numerusform>
            <numerusform>%1 coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="203"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="204"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="211"/>
        <source>It fits %1: choose it above.</source>
        <translation>Elle tient sur %1&#xa0;: choisissez-le ci-dessus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="215"/>
        <source>No larger paper holds it legibly either.</source>
        <translation>Aucun papier plus grand ne la contient lisiblement non plus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="223"/>
        <source>Words at %2 pt, in %1 column; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Mots à %2 pt, sur %1 colonne&#xa0;; rien n&apos;est imprimé en dessous de %3 pt.</numerusform>
            <numerusform>Mots à %2 pt, sur %1 colonnes&#xa0;; rien n&apos;est imprimé en dessous de %3 pt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="228"/>
        <source>Words at %2 pt, in %1 columns; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Mots à %2 pt, sur %1 colonne&#xa0;; rien n&apos;est imprimé en dessous de %3 pt.</numerusform>
            <numerusform>Mots à %2 pt, sur %1 colonnes&#xa0;; rien n&apos;est imprimé en dessous de %3 pt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="239"/>
        <source>%1 words, %2 of them unfamiliar.</source>
        <translation>%1 mots, dont %2 peu connus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="247"/>
        <source>Too large for the %1 at %2 pt: laid out on this paper.</source>
        <translation>Trop grande pour %1 à %2 pt&#xa0;: mise en page sur ce papier.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="257"/>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="270"/>
        <source>Working out the familiar card…</source>
        <translation>Calcul de la fiche familière…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="305"/>
        <source>Save the pocket card</source>
        <translation>Enregistrer la fiche de poche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="307"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="316"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>Impossible d&apos;enregistrer la fiche sous %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="321"/>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="360"/>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="55"/>
        <source>Zoom: %1 %</source>
        <translation>Zoom&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="66"/>
        <source>This computer has no speech service (speech-dispatcher or espeak-ng on Linux), so nothing can be read aloud.</source>
        <translation>Cet ordinateur n&apos;a pas de service de synthèse vocale (speech-dispatcher ou espeak-ng sous Linux)&#xa0;: rien ne peut être lu à voix haute.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="70"/>
        <source>Letters will be read aloud.</source>
        <translation>Les lettres seront lues à voix haute.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="55"/>
        <source>Review of the match</source>
        <extracomment>a play&apos;s line holds its index among the match&apos;s plays (a round&apos;s heading: -1)</extracomment>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="73"/>
        <source>The match&apos;s plays</source>
        <translation>Les coups de la partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="77"/>
        <source>← Previous</source>
        <translation>← Précédent</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="78"/>
        <source>The play before (←)</source>
        <translation>Le coup d&apos;avant (←)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="80"/>
        <source>Next →</source>
        <translation>Suivant →</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="81"/>
        <source>The next play (→)</source>
        <translation>Le coup suivant (→)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="83"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="84"/>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="89"/>
        <source>&amp;Learn from my mistakes…</source>
        <translation>&amp;Apprendre de mes erreurs…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="91"/>
        <source>Find, one position after another, a letter that would have kept the win</source>
        <translation>Trouver, position après position, une lettre qui aurait gardé la victoire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="124"/>
        <source>The review failed: %1</source>
        <translation>La revue a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="126"/>
        <source>Working out what perfect play says of each play…</source>
        <translation>Le jeu parfait juge chaque coup…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="144"/>
        <source>won by %1</source>
        <translation>gagnée par %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="147"/>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="183"/>
        <source>no plays</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="196"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="198"/>
        <source>lost by %1</source>
        <translation>perdue par %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="200"/>
        <source>letters taken back: %1</source>
        <translation>lettres reprises&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="88"/>
        <source>The unfinished game stays saved for next time; the games played now are not saved over it.</source>
        <extracomment>writes the save on its thread; a failure comes back here, to be told on this one the list and the table&apos;s house and blocked words when they were last kept: the files are read again only when these change, not after every play</extracomment>
        <translation>La partie inachevée reste enregistrée pour la prochaine fois&#xa0;; les parties jouées maintenant ne l&apos;écrasent pas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="94"/>
        <source>The saved game cannot be read (permission denied). It is left as it is, and the games played now are not saved over it.</source>
        <translation>La partie enregistrée ne peut pas être lue (accès refusé). Elle reste telle quelle, et les parties jouées maintenant ne l&apos;écrasent pas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="104"/>
        <source>Resume the unfinished game?</source>
        <translation>Reprendre la partie inachevée&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="109"/>
        <source>Resume it</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="111"/>
        <source>Throw it away and start anew</source>
        <translation>La jeter et recommencer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="113"/>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="114"/>
        <source>Start a new game; the unfinished one is offered again next time</source>
        <translation>Lancer une nouvelle partie&#xa0;; l&apos;inachevée sera proposée de nouveau la prochaine fois</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="133"/>
        <source>round %1</source>
        <translation>manche %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="141"/>
        <source>last played %1</source>
        <translation>dernier coup %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="157"/>
        <source>the saved game is damaged</source>
        <translation>la partie enregistrée est abîmée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="189"/>
        <source>The saved game could not be resumed (%1). It was set aside, and a new game starts.</source>
        <translation>La partie enregistrée n&apos;a pas pu être reprise (%1). Elle a été mise de côté, et une nouvelle partie commence.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../ghost_gui/gui/app/shell.py" line="219"/>
        <source>The cache was cleared: %1 MB freed.</source>
        <translation>Le cache a été vidé&#xa0;: %1 Mo libérés.</translation>
    </message>
</context>
<context>
    <name>SideChoice</name>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="43"/>
        <source>Add on the left (Shift+letter)</source>
        <extracomment>the turn-around box was ticked or cleared: the fragment&apos;s note follows</extracomment>
        <translation>Ajouter à gauche (Maj+lettre)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="44"/>
        <source>Add on the right</source>
        <translation>Ajouter à droite</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="45"/>
        <source>Turn the word around first</source>
        <translation>D&apos;abord retourner le mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="47"/>
        <source>SuperDuperGhost: read the fragment backwards, then add your letter</source>
        <translation>Méga Fantôme&#xa0;: lire les lettres à l&apos;envers, puis ajouter votre lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="50"/>
        <source>Put your letter in front of the fragment (or hold Shift as you type it)</source>
        <translation>Mettre votre lettre devant les lettres (ou tenir Maj en la tapant)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="52"/>
        <source>Put your letter after the fragment</source>
        <translation>Mettre votre lettre après les lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="74"/>
        <source>Turned around: %1</source>
        <translation>Retourné&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="55"/>
        <source>Statistics</source>
        <extracomment>the counts shown, in column order after the player&apos;s name (the longest word comes last) the dialog&apos;s preferred height with the plot (an 800×600 screen gets what it has room for) room beside a heading for the sort arrow a cell: its text, what it sorts by (a number, or a name folded for case; then the text), and its tooltip never editable</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="58"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="59"/>
        <source>Matches won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="60"/>
        <source>Matches finished</source>
        <translation>Parties finies</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="61"/>
        <source>Abandoned</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="62"/>
        <source>Rounds won</source>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="63"/>
        <source>Rounds lost</source>
        <translation>Manches perdues</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="64"/>
        <source>Longest word</source>
        <translation>Mot le plus long</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="69"/>
        <source>Matches played to the end</source>
        <translation>Parties jouées jusqu&apos;au bout</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="70"/>
        <source>Matches left unfinished by starting a new game</source>
        <translation>Parties laissées inachevées en lançant une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="73"/>
        <source>The longest word this player completed or named rightly in a challenge</source>
        <translation>Le mot le plus long que ce joueur a fini ou donné à raison lors d&apos;un défi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="95"/>
        <source>No games played yet</source>
        <translation>Aucune partie jouée pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="110"/>
        <source>Reset statistics…</source>
        <translation>Remettre à zéro…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="111"/>
        <source>Forget the statistics of every player; asks first</source>
        <translation>Oublier les statistiques de tous les joueurs (avec confirmation)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="113"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="114"/>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="149"/>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="162"/>
        <source>&amp;Person:</source>
        <translation>&amp;Personne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="165"/>
        <source>Whose accuracy the plot shows</source>
        <translation>La précision de qui le graphique montre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="223"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="205"/>
        <source>Adaptive computers</source>
        <translation>Ordinateurs adaptatifs</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="141"/>
        <source>Nothing to plot yet: a person&apos;s accuracy appears here after each match they play (not after Anaghost on a very large word list: Game → History reviews such a match).</source>
        <translation>Rien à tracer pour l&apos;instant&#xa0;: la précision d&apos;une personne apparaît ici après chaque partie qu&apos;elle joue (sauf Ana-Fantôme sur une très grande liste de mots&#xa0;: Jeu → Historique analyse une telle partie).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="153"/>
        <source>The share of a person&apos;s plays in each match that kept what the position allowed, judged against perfect play (an Anaghost match on a very large word list is not judged here: Game → History reviews it)</source>
        <translation>La part des coups d&apos;une personne, à chaque partie, qui ont gardé ce que la position permettait, jugée face au jeu parfait (une partie d&apos;Ana-Fantôme sur une très grande liste de mots n&apos;est pas jugée ici&#xa0;: Jeu → Historique l&apos;analyse)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="206"/>
        <source>Adaptive computers: strength after each round</source>
        <translation>Ordinateurs adaptatifs&#xa0;: force après chaque manche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="266"/>
        <source>Reset statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="267"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Oublier les statistiques de tous les joueurs&#xa0;? C&apos;est définitif.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="282"/>
        <source>The statistics were cleared, but the file could not be written.</source>
        <translation>Les statistiques ont été effacées, mais le fichier n&apos;a pas pu être écrit.</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="66"/>
        <source>A word the list lacks</source>
        <extracomment>a question was closed (the window takes the keyboard back)</extracomment>
        <translation>Un mot absent de la liste</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="67"/>
        <source>%1 is not in %2. Count %1 as a word at this table?</source>
        <translation>%1 n&apos;est pas dans %2. Compter %1 comme un mot à cette table&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="86"/>
        <source>Count it: %1 completed %2 and loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Le compter&#xa0;: %1 a fini %2 et perd cette manche, et %2 compte désormais. Ne pas le compter&#xa0;: %3 perd cette manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="92"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="155"/>
        <source>Count it</source>
        <translation>Le compter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="93"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="156"/>
        <source>Don&apos;t count it</source>
        <translation>Ne pas le compter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="94"/>
        <source>Take the challenge back</source>
        <translation>Retirer le défi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="144"/>
        <source>%1 is one of this table&apos;s blocked words. Count %1 as a word again?</source>
        <translation>%1 est l&apos;un des mots interdits de cette table. Compter de nouveau %1 comme un mot&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="149"/>
        <source>Count it: %1 loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Le compter&#xa0;: %1 perd cette manche, et %2 compte désormais. Ne pas le compter&#xa0;: %3 perd cette manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="157"/>
        <source>Name another word</source>
        <translation>Donner un autre mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="186"/>
        <source>%1: give up this round and take your last letter? You will be out of the match.</source>
        <translation>%1&#xa0;: abandonner cette manche et prendre votre dernière lettre&#xa0;? Vous serez hors jeu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="189"/>
        <source>%1: give up this round and take the next letter?</source>
        <translation>%1&#xa0;: abandonner cette manche et prendre la lettre suivante&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="193"/>
        <source>Resign the round?</source>
        <translation>Abandonner la manche&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="198"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="199"/>
        <source>Keep playing</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="331"/>
        <source>Welcome to Ghost</source>
        <translation>Bienvenue dans Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="333"/>
        <source>Welcome to Ghost!</source>
        <translation>Bienvenue dans Fantôme&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="338"/>
        <source>Ghost is a word game: take turns adding a letter, and the letters must always be the start of a real word. Whoever completes a word of %1 or more letters loses the round, so think ahead!</source>
        <translation>Fantôme est un jeu de mots&#xa0;: chacun à son tour ajoute une lettre, et les lettres doivent toujours être le début d&apos;un vrai mot. Celui qui finit un mot de %1 lettres ou plus perd la manche, alors réfléchissez bien&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="345"/>
        <source>Type a letter to play it.</source>
        <translation>Tapez une lettre pour la jouer.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="349"/>
        <source>“Resign round” (Ctrl+Shift+R): give up this round.</source>
        <translation>«&#xa0;Abandonner&#xa0;» (Ctrl+Maj+R)&#xa0;: abandonner cette manche.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="350"/>
        <source>Press F1 at any time to read the rules.</source>
        <translation>Appuyez sur F1 à tout moment pour lire les règles.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="357"/>
        <source>Don&apos;t show this again</source>
        <translation>Ne plus afficher</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="359"/>
        <source>Let&apos;s play</source>
        <translation>On joue&#xa0;!</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="64"/>
        <source>Open a word list</source>
        <translation>Ouvrir une liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="66"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Listes de mots (*.txt *.dic *.lst);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="146"/>
        <source>%1: %2 words</source>
        <translation>%1&#xa0;: %2 mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="163"/>
        <source>Cannot use this word list</source>
        <translation>Impossible d&apos;utiliser cette liste de mots</translation>
    </message>
</context>
<context>
    <name>WordsDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="71"/>
        <source>House and blocked words</source>
        <extracomment>the last message shown (tests read it) where the file dialogs start (tests set a file here instead: no dialog then)</extracomment>
        <translation>Mots maison et interdits</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="78"/>
        <source>House words count as if %1 had them: in play, in challenges, for hints, perfect play and the cards.</source>
        <translation>Les mots maison comptent comme si %1 les avait&#xa0;: en jeu, dans les défis, pour les indices, le jeu parfait et les fiches.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="85"/>
        <source>Blocked words are taken out of %1: nobody loses on them and no card asks anyone to learn them.</source>
        <translation>Les mots interdits sont retirés de %1&#xa0;: personne ne perd sur eux et aucune fiche ne demande de les apprendre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="90"/>
        <source>House words</source>
        <translation>Mots maison</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="91"/>
        <source>Blocked words</source>
        <translation>Mots interdits</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="94"/>
        <source>Changes count from the next round: a round in play keeps its words.</source>
        <translation>Les changements comptent dès la manche suivante&#xa0;: une manche en cours garde ses mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="154"/>
        <source>Type a word first.</source>
        <translation>Tapez d&apos;abord un mot.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="156"/>
        <source>%1 has characters that are not letters.</source>
        <translation>%1 contient des signes qui ne sont pas des lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="159"/>
        <source>%1 is longer than %2 letters.</source>
        <translation>%1 a plus de %2 lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="165"/>
        <source>%1 has letters that %2 does not use.</source>
        <translation>%1 a des lettres que %2 n&apos;utilise pas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="170"/>
        <source>%1 is already in %2.</source>
        <translation>%1 est déjà dans %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="173"/>
        <source>%1 is not in %2: there is nothing to block.</source>
        <translation>%1 n&apos;est pas dans %2&#xa0;: rien à interdire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="178"/>
        <source>%1 is already a house word.</source>
        <translation>%1 est déjà un mot maison.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="179"/>
        <source>%1 is already blocked.</source>
        <translation>%1 est déjà interdit.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="183"/>
        <source>Added %1.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 word.</source>
        <translation>
            <numerusform>%1 mot retiré.</numerusform>
            <numerusform>%1 mots retirés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 words.</source>
        <translation>
            <numerusform>%1 mot retiré.</numerusform>
            <numerusform>%1 mots retirés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="195"/>
        <source>Added %1 word from the file.</source>
        <translation>
            <numerusform>%1 mot ajouté depuis le fichier.</numerusform>
            <numerusform>%1 mots ajoutés depuis le fichier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="196"/>
        <source>Added %1 words from the file.</source>
        <translation>
            <numerusform>%1 mot ajouté depuis le fichier.</numerusform>
            <numerusform>%1 mots ajoutés depuis le fichier.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="201"/>
        <source>%1 holds no word that can be added.</source>
        <translation>%1 ne contient aucun mot qui puisse être ajouté.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 word as %2.</source>
        <translation>
            <numerusform>%1 mot enregistré sous %2.</numerusform>
            <numerusform>%1 mots enregistrés sous %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 words as %2.</source>
        <translation>
            <numerusform>%1 mot enregistré sous %2.</numerusform>
            <numerusform>%1 mots enregistrés sous %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="213"/>
        <source>The words could not be saved as %1: %2.</source>
        <translation>Impossible d&apos;enregistrer les mots sous %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="241"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="243"/>
        <source>Export the words</source>
        <translation>Exporter les mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="244"/>
        <source>Import words</source>
        <translation>Importer des mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="20"/>
        <source>%1 line skipped:</source>
        <extracomment>the reasons an import names before &quot;and N more&quot;</extracomment>
        <translation>%1 ligne sautée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="21"/>
        <source>%1 lines skipped:</source>
        <translation>%1 lignes sautées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="26"/>
        <source>…and %1 more.</source>
        <translation>…et %1 de plus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="40"/>
        <source>includes %1 house word</source>
        <translation>dont %1 mot maison</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="41"/>
        <source>includes %1 house words</source>
        <translation>dont %1 mots maison</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="48"/>
        <source>%1 blocked word left out</source>
        <translation>%1 mot interdit retiré</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="49"/>
        <source>%1 blocked words left out</source>
        <translation>%1 mots interdits retirés</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="32"/>
        <source>Type a word</source>
        <translation>Tapez un mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="34"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="42"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="43"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="44"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 mot</numerusform>
            <numerusform>%1 mots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="67"/>
        <source>Something went wrong, but your game is safe. Details are in %1.</source>
        <translation>Quelque chose s&apos;est mal passé, mais votre partie est sauve. Les détails sont dans %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="169"/>
        <source>Ghost is already running: its window was brought forward.</source>
        <extracomment>the options written out in full: flags, and options with a value</extracomment>
        <translation>Fantôme est déjà ouvert&#xa0;: sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/i18n.py" line="60"/>
        <source>Ghost</source>
        <translation>Fantôme</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="19"/>
        <source>CAT</source>
        <extracomment>the example word for each minimum length (translators may give words of the same length)</extracomment>
        <translation>BOL</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="20"/>
        <source>FISH</source>
        <translation>CHAT</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="21"/>
        <source>HOUSE</source>
        <translation>FLEUR</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="22"/>
        <source>GARDEN</source>
        <translation>MAISON</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="23"/>
        <source>KITCHEN</source>
        <translation>CUISINE</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="24"/>
        <source>ELEPHANT</source>
        <translation>CHOCOLAT</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Anna</source>
        <translation>Emma</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Ben</source>
        <translation>Louis</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="65"/>
        <source>GHOST</source>
        <translation>LUTIN</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="66"/>
        <source>PIG</source>
        <translation>OIE</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="86"/>
        <source>%1 starts with %2.</source>
        <translation>%1 commence par %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="92"/>
        <source>%1 adds %2 to the letters.</source>
        <translation>%1 ajoute %2 aux lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="98"/>
        <source>%1 puts %2 between %3 and %4.</source>
        <translation>%1 met %2 entre %3 et %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="107"/>
        <source>%1 turns %2 around to %3 and adds %4.</source>
        <translation>%1 retourne %2 en %3 et ajoute %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="114"/>
        <source>%1 puts %2 at the front.</source>
        <translation>%1 met %2 au début.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="119"/>
        <source>%1 adds %2 at the end.</source>
        <translation>%1 ajoute %2 à la fin.</translation>
    </message>
</context>
<context>
    <name>house</name>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="42"/>
        <source>The blocked words file cannot be read (permission denied). It is left as it is, and words blocked in this session are not kept.</source>
        <extracomment>the file is there but may not be read: it is left as it is and never written set when a change could not be written</extracomment>
        <translation>Le fichier des mots interdits ne peut pas être lu (accès refusé). Il reste tel quel, et les mots interdits pendant cette séance ne sont pas gardés.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="47"/>
        <source>The house words file cannot be read (permission denied). It is left as it is, and words accepted in this session are not kept.</source>
        <translation>Le fichier des mots maison ne peut pas être lu (accès refusé). Il reste tel quel, et les mots acceptés pendant cette séance ne sont pas gardés.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="63"/>
        <source>The blocked words file was partly damaged and was set aside; the words that could be read are still blocked.</source>
        <translation>Le fichier des mots interdits était en partie abîmé et a été mis de côté&#xa0;; les mots qui ont pu être lus restent interdits.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="68"/>
        <source>The house words file was partly damaged and was set aside; the words that could be read are still used.</source>
        <translation>Le fichier des mots maison était en partie abîmé et a été mis de côté&#xa0;; les mots qui ont pu être lus comptent toujours.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="75"/>
        <source>The blocked words file was damaged and was set aside; the words in it are not blocked.</source>
        <translation>Le fichier des mots interdits était abîmé et a été mis de côté&#xa0;; ses mots ne sont plus interdits.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="80"/>
        <source>The house words file was damaged and was set aside; the words in it are not used.</source>
        <translation>Le fichier des mots maison était abîmé et a été mis de côté&#xa0;; ses mots ne comptent plus.</translation>
    </message>
</context>
<context>
    <name>lives</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="41"/>
        <source>GHOST</source>
        <comment>five lives spell it; keep 5 letters</comment>
        <translation>LUTIN</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="44"/>
        <source>PIG</source>
        <comment>three lives spell it; keep 3 letters</comment>
        <translation>OIE</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="77"/>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="113"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="114"/>
        <source>letters: %1</source>
        <translation>lettres&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="116"/>
        <source>lives lost: %1 of %2</source>
        <translation>vies perdues&#xa0;: %1 sur %2</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="266"/>
        <source>The Learner&apos;s memory of words was damaged and was set aside (%1); it keeps only the words that could be read.</source>
        <translation>La mémoire des mots de l&apos;Apprenti était abîmée et a été mise de côté (%1)&#xa0;; il ne garde que les mots qui ont pu être lus.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="33"/>
        <source>Something went wrong. Details are in %1.</source>
        <translation>Quelque chose s&apos;est mal passé. Les détails sont dans %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="44"/>
        <source>The game starts on the list %1 instead.</source>
        <translation>La partie commence plutôt avec la liste %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="60"/>
        <source>it did not come out whole (the disk may be full)</source>
        <translation>il n&apos;a pas été écrit en entier (le disque est peut-être plein)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="67"/>
        <source>you may not write there</source>
        <translation>vous n&apos;avez pas le droit d&apos;écrire là</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="69"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="71"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="73"/>
        <source>the folder does not exist</source>
        <translation>le dossier n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="75"/>
        <source>that is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="87"/>
        <source>Cannot use the word list %1: %2</source>
        <translation>Impossible d&apos;utiliser la liste de mots %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="92"/>
        <source>No word of this list has %1 or more letters.</source>
        <translation>Aucun mot de cette liste n&apos;a %1 lettres ou plus.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="105"/>
        <source>the saved game is damaged or from another version</source>
        <translation>la partie enregistrée est abîmée ou vient d&apos;une autre version</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="111"/>
        <source>the kept match could not be read</source>
        <translation>la partie gardée n&apos;a pas pu être lue</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="113"/>
        <source>the match was not followed from its start, so it cannot be kept whole</source>
        <translation>la partie n&apos;a pas été suivie depuis son début, elle ne peut donc pas être gardée en entier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="117"/>
        <source>not a kept match of Ghost (line %1)</source>
        <translation>ce n&apos;est pas une partie de Fantôme gardée (ligne %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="121"/>
        <source>not a kept match of Ghost</source>
        <translation>ce n&apos;est pas une partie de Fantôme gardée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="124"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="129"/>
        <source>%1 did not come out whole (the disk may be full); nothing was saved.</source>
        <translation>%1 n&apos;a pas été écrit en entier (le disque est peut-être plein)&#xa0;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="141"/>
        <source>A game has from %2 to %3 players, not %1.</source>
        <translation>Une partie se joue de %2 à %3 joueurs, pas %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="143"/>
        <source>There is no player %1: the players are numbered from %2 to %3.</source>
        <translation>Il n&apos;y a pas de joueur %1&#xa0;: les joueurs sont numérotés de %2 à %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="147"/>
        <source>The shortest word that counts must be at least %2 long, not %1.</source>
        <translation>Le mot le plus court qui compte doit avoir au moins %2 lettres, pas %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="151"/>
        <source>This setting must be from %2 to %3; %1 is not allowed.</source>
        <translation>Ce réglage doit aller de %2 à %3&#xa0;; %1 n&apos;est pas permis.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="155"/>
        <source>This setting must be at least %2; %1 is not allowed.</source>
        <translation>Ce réglage doit être d&apos;au moins %2&#xa0;; %1 n&apos;est pas permis.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="159"/>
        <source>This setting is not allowed.</source>
        <translation>Ce réglage n&apos;est pas permis.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="170"/>
        <source>This version has no game called “%1”. It has: %2.</source>
        <translation>Cette version n&apos;a pas de jeu appelé «&#xa0;%1&#xa0;». Elle a&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="175"/>
        <source>This version has no computer player called “%1”.</source>
        <translation>Cette version n&apos;a pas de joueur ordinateur appelé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="178"/>
        <source>This version does not know “%1”.</source>
        <translation>Cette version ne connaît pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="189"/>
        <source>%1 with this word list would need about %2 GB of memory, more than the %3 GB a game may use on this computer. Choose a smaller list, such as “%4”.</source>
        <translation>%1 avec cette liste de mots demanderait environ %2 Go de mémoire, plus que les %3 Go qu&apos;un jeu peut utiliser sur cet ordinateur. Choisissez une liste plus petite, comme «&#xa0;%4&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="216"/>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="218"/>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="221"/>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="223"/>
        <source>you are not allowed to read it</source>
        <translation>vous n&apos;avez pas le droit de le lire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="224"/>
        <source>it cannot be read</source>
        <translation>il ne peut pas être lu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="226"/>
        <source>it holds binary data, not text</source>
        <translation>il contient des données binaires, pas du texte</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="228"/>
        <source>it is not UTF-8 text: save it as UTF-8</source>
        <translation>ce n&apos;est pas du texte UTF-8&#xa0;: enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="230"/>
        <source>it holds no words</source>
        <translation>il ne contient aucun mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="233"/>
        <source>its entries are longer than %1 letters, the longest a word may be</source>
        <translation>ses entrées ont plus de %1 lettres, la longueur maximale d&apos;un mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="237"/>
        <source>none of its entries is a usable word (letters only, no capitals, no longer than %1 letters)</source>
        <translation>aucune de ses entrées n&apos;est un mot utilisable (des lettres seulement, sans majuscules, pas plus de %1 lettres)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="242"/>
        <source>none of its entries is a usable word (letters only, no capitals)</source>
        <translation>aucune de ses entrées n&apos;est un mot utilisable (des lettres seulement, sans majuscules)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="248"/>
        <source>it is larger than the %1 MB allowed</source>
        <translation>il dépasse les %1 Mo permis</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="251"/>
        <source>it is too large</source>
        <translation>il est trop gros</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="253"/>
        <source>none of its words is written in this word list&apos;s alphabet</source>
        <translation>aucun de ses mots n&apos;est écrit dans l&apos;alphabet de cette liste de mots</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="256"/>
        <source>it cannot be used</source>
        <translation>il ne peut pas être utilisé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="265"/>
        <source>A play is one letter.</source>
        <translation>Un coup, c&apos;est une lettre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="266"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une lettre de cette liste de mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="269"/>
        <source>In this game letters go on the right only.</source>
        <translation>Dans ce jeu, les lettres vont seulement à droite.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="272"/>
        <source>In this game the fragment cannot be reversed.</source>
        <translation>Dans ce jeu, les lettres ne peuvent pas être retournées.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="275"/>
        <source>In this game a letter cannot go there.</source>
        <translation>Dans ce jeu, une lettre ne peut pas aller là.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="276"/>
        <source>%1 has letters this word list does not use.</source>
        <translation>%1 a des lettres que cette liste de mots n&apos;utilise pas.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="279"/>
        <source>%1 does not go like %2.</source>
        <translation>%1 ne va pas avec %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="282"/>
        <source>%1 is not longer than %2.</source>
        <translation>%1 n&apos;est pas plus long que %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="285"/>
        <source>%1 is shorter than %2 letters.</source>
        <translation>%1 a moins de %2 lettres.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="288"/>
        <source>That word is too long (more than %1 letters).</source>
        <translation>Ce mot est trop long (plus de %1 lettres).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="291"/>
        <source>%1 is not in the word list.</source>
        <translation>%1 n&apos;est pas dans la liste de mots.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="295"/>
        <source>That play is not allowed.</source>
        <translation>Ce coup n&apos;est pas permis.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="302"/>
        <source>The match is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="303"/>
        <source>A challenge is waiting for an answer.</source>
        <translation>Un défi attend une réponse.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="306"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="307"/>
        <source>That is not a challenge.</source>
        <translation>Ce n&apos;est pas un défi.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="308"/>
        <source>There is nothing to challenge yet.</source>
        <translation>Il n&apos;y a encore rien à défier.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="311"/>
        <source>There is no challenge to answer.</source>
        <translation>Il n&apos;y a pas de défi auquel répondre.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="312"/>
        <source>You were not challenged.</source>
        <translation>Personne ne vous a défié.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="313"/>
        <source>Only the challenger can accept a house word.</source>
        <translation>Seul celui qui a lancé le défi peut accepter un mot maison.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="316"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="317"/>
        <source>These game settings are not allowed.</source>
        <translation>Ces réglages de partie ne sont pas permis.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="319"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="102"/>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="59"/>
        <source>Perfect play goes: %1.</source>
        <translation>Le jeu parfait donne&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="40"/>
        <source>%1 between %2 and %3</source>
        <translation>%1 entre %2 et %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="48"/>
        <source>reverse+%1</source>
        <translation>retourner+%1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="50"/>
        <source>%1 on the left</source>
        <translation>%1 à gauche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="69"/>
        <source>“That&apos;s a word!”</source>
        <translation>«&#xa0;C&apos;est un mot&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="72"/>
        <source>“No word contains these letters!”</source>
        <translation>«&#xa0;Aucun mot ne contient ces lettres&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="74"/>
        <source>“No word can be made with these letters!”</source>
        <translation>«&#xa0;Aucun mot ne se forme avec ces lettres&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="75"/>
        <source>“No word goes like that!”</source>
        <translation>«&#xa0;Aucun mot ne va comme ça&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="116"/>
        <source>%1 plays %2: %3</source>
        <translation>%1 joue %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="123"/>
        <source>%1 challenges %2: %3</source>
        <translation>%1 défie %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="131"/>
        <source>%1 names “%2”.</source>
        <translation>%1 donne «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="135"/>
        <source>%1 cannot name a word.</source>
        <translation>%1 ne trouve pas de mot.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="140"/>
        <source>%1 loses the round (%2).</source>
        <translation>%1 perd la manche (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="153"/>
        <source>%1 is out of the game.</source>
        <translation>%1 est hors jeu.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="157"/>
        <source>%1 wins the match!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="172"/>
        <source>made %1 of the letters %2</source>
        <translation>a formé %1 avec les lettres %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="177"/>
        <source>made a word of the letters %1</source>
        <translation>a formé un mot avec les lettres %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="180"/>
        <source>completed %1</source>
        <translation>a fini %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="182"/>
        <source>lost a challenge: %1</source>
        <translation>a perdu un défi&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="186"/>
        <source>challenged wrongly: %1</source>
        <translation>a défié à tort&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="195"/>
        <source>gave up before the first letter</source>
        <translation>a abandonné avant la première lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="196"/>
        <source>gave up at %1</source>
        <translation>a abandonné sur %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="202"/>
        <source>an %1</source>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="203"/>
        <source>a %1</source>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="211"/>
        <source>%1 gets %2</source>
        <translation>%1 reçoit %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="216"/>
        <source>%1 loses a life (%2 of %3)</source>
        <translation>%1 perd une vie (%2 sur %3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="244"/>
        <source>%1 made %2 of the letters %3</source>
        <translation>%1 a formé %2 avec les lettres %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="251"/>
        <source>%1 made a word of the letters %2</source>
        <translation>%1 a formé un mot avec les lettres %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="256"/>
        <source>%1 completed %2</source>
        <translation>%1 a fini %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="262"/>
        <source>%1 gave up before the first letter</source>
        <translation>%1 a abandonné avant la première lettre</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="266"/>
        <source>%1 gave up at %2</source>
        <translation>%1 a abandonné sur %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="274"/>
        <source>%1 named %2</source>
        <translation>%1 a donné %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="279"/>
        <source>%1 challenged: the letters %2 make no word</source>
        <translation>%1 a défié&#xa0;: les lettres %2 ne forment aucun mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="281"/>
        <source>%1 challenged: %2 is not a word</source>
        <translation>%1 a défié&#xa0;: %2 n&apos;est pas un mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="286"/>
        <source>%1 challenged: the letters %2 make a word</source>
        <translation>%1 a défié&#xa0;: les lettres %2 forment un mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="288"/>
        <source>%1 challenged: %2 is a word</source>
        <translation>%1 a défié&#xa0;: %2 est un mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="293"/>
        <source>not in %1</source>
        <translation>pas dans %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="297"/>
        <source>it does not hold all of %1</source>
        <translation>il n&apos;a pas toutes les lettres de %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="299"/>
        <source>it does not contain %1</source>
        <translation>il ne contient pas %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="301"/>
        <source>it does not start with %1</source>
        <translation>il ne commence pas par %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="303"/>
        <source>it is not longer than %1</source>
        <translation>il n&apos;est pas plus long que %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="306"/>
        <source>words count from %1 letters</source>
        <translation>les mots comptent dès %1 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="309"/>
        <source>not a word here</source>
        <translation>pas un mot ici</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="311"/>
        <source>%1 named %2 (%3)</source>
        <translation>%1 a donné %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="317"/>
        <source>%1 challenged: no word holds %2</source>
        <translation>%1 a défié&#xa0;: aucun mot n&apos;a %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="319"/>
        <source>%1 challenged: no word contains %2</source>
        <translation>%1 a défié&#xa0;: aucun mot ne contient %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="321"/>
        <source>%1 challenged: no word starts with %2</source>
        <translation>%1 a défié&#xa0;: aucun mot ne commence par %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="24"/>
        <source>Plays that win: %1</source>
        <translation>Coups gagnants&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="25"/>
        <source>No play wins here; these hold out longest: %1</source>
        <translation>Aucun coup ne gagne ici&#xa0;; ceux-ci tiennent le plus longtemps&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="37"/>
        <source>Good play: %1 keeps you winning.</source>
        <translation>Bien joué&#xa0;: avec %1, vous gardez la victoire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="41"/>
        <source>That threw a win away! Plays that won: %1.</source>
        <translation>Une victoire vient de filer&#xa0;! Coups gagnants&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="46"/>
        <source>The position was already lost, and %1 gives up sooner than it must; these hold out longest: %2.</source>
        <translation>La position était déjà perdue, et %1 abandonne plus tôt que nécessaire&#xa0;; ceux-ci tiennent le plus longtemps&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="54"/>
        <source>The position was already lost; these kept the game going longest: %1.</source>
        <translation>La position était déjà perdue&#xa0;; ceux-ci faisaient durer la partie le plus longtemps&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="63"/>
        <source>For example, perfect play could go: %1.</source>
        <translation>Par exemple, le jeu parfait pourrait donner&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="69"/>
        <source>Perfect plays: %1%</source>
        <translation>Coups parfaits&#xa0;: %1%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="20"/>
        <source>Human</source>
        <extracomment>every kind of player, in the order the New game dialog offers them every variant, in the core&apos;s order (the New game dialog offers them so)</extracomment>
        <translation>Personne</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="21"/>
        <source>Computer: perfect</source>
        <translation>Ordinateur&#xa0;: parfait</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="22"/>
        <source>Computer: hard</source>
        <translation>Ordinateur&#xa0;: fort</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="23"/>
        <source>Computer: medium</source>
        <translation>Ordinateur&#xa0;: moyen</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="24"/>
        <source>Computer: easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="25"/>
        <source>Computer: evil</source>
        <translation>Ordinateur&#xa0;: rusé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="26"/>
        <source>Computer: random</source>
        <translation>Ordinateur&#xa0;: au hasard</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="27"/>
        <source>Computer: adaptive</source>
        <translation>Ordinateur&#xa0;: adaptatif</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="28"/>
        <source>Computer: learner</source>
        <translation>Ordinateur&#xa0;: apprenti</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="36"/>
        <source>A person at this computer.</source>
        <translation>Une personne devant cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="37"/>
        <source>Knows every word and never throws a win away.</source>
        <translation>Connaît tous les mots et ne laisse jamais filer une victoire.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="40"/>
        <source>Knows most everyday words and rarely slips.</source>
        <translation>Connaît presque tous les mots courants et se trompe rarement.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="43"/>
        <source>Knows the common words; slips and bluffs now and then.</source>
        <translation>Connaît les mots courants&#xa0;; se trompe et bluffe de temps en temps.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="46"/>
        <source>Knows a few thousand words; slips and bluffs often.</source>
        <translation>Connaît quelques milliers de mots&#xa0;; se trompe et bluffe souvent.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="49"/>
        <source>Steers towards words that end on someone else, without looking ahead.</source>
        <translation>Vise les mots qui tombent sur quelqu&apos;un d&apos;autre, sans regarder plus loin.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="52"/>
        <source>Plays any letter that still fits a word.</source>
        <translation>Joue n&apos;importe quelle lettre qui va encore dans un mot.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="55"/>
        <source>Plays stronger or weaker after each round, so that each person wins about their share.</source>
        <translation>Joue plus fort ou moins fort après chaque manche, pour que chaque personne gagne à peu près sa part.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="59"/>
        <source>Starts with a few words and learns every word it meets at this table.</source>
        <translation>Commence avec quelques mots et retient chaque mot rencontré à cette table.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="69"/>
        <source>Anti-Ghost (who finishes the word wins)</source>
        <translation>Anti-Fantôme (qui finit le mot gagne)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="71"/>
        <source>Xghost (a letter may go anywhere)</source>
        <translation>X-Fantôme (une lettre peut aller n&apos;importe où)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="73"/>
        <source>Anaghost (letters in any order)</source>
        <translation>Ana-Fantôme (lettres dans n&apos;importe quel ordre)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="80"/>
        <source>Ghost</source>
        <translation>Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="81"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="120"/>
        <source>SuperGhost</source>
        <translation>Super Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="82"/>
        <source>SuperDuperGhost</source>
        <translation>Méga Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="83"/>
        <source>Anti-Ghost</source>
        <translation>Anti-Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="84"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="121"/>
        <source>Xghost</source>
        <translation>X-Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="85"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="122"/>
        <source>Anaghost</source>
        <translation>Ana-Fantôme</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="92"/>
        <source>The loser of the round</source>
        <translation>Le perdant de la manche</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="93"/>
        <source>The player after the loser</source>
        <translation>Le joueur après le perdant</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="94"/>
        <source>A successful challenger</source>
        <translation>Celui qui gagne un défi</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="104"/>
        <source>English: family</source>
        <translation>Anglais&#xa0;: famille</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="105"/>
        <source>English: large</source>
        <translation>Anglais&#xa0;: grande</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="106"/>
        <source>English: Webster&apos;s 1934</source>
        <translation>Anglais&#xa0;: Webster 1934</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="107"/>
        <source>Russian nouns</source>
        <translation>Noms russes</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="108"/>
        <source>German: family</source>
        <translation>Allemand&#xa0;: famille</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="109"/>
        <source>Spanish: family</source>
        <translation>Espagnol&#xa0;: famille</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="110"/>
        <source>French: family</source>
        <translation>Français&#xa0;: famille</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="117"/>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="118"/>
        <source>Classic, 4 letters</source>
        <translation>Classique, 4 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="119"/>
        <source>xkcd, 3 letters</source>
        <translation>xkcd, 3 lettres</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="123"/>
        <source>Russian: who finishes the word</source>
        <translation>Russe&#xa0;: qui finit le mot</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="126"/>
        <source>Practice against perfect play</source>
        <translation>Entraînement contre le jeu parfait</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="29"/>
        <source>kept the win</source>
        <extracomment>each verdict&apos;s mark, before its words: a second cue beside the colour of the line</extracomment>
        <translation>victoire gardée</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="31"/>
        <source>threw the win away</source>
        <translation>victoire perdue</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="33"/>
        <source>already lost</source>
        <translation>déjà perdu</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="35"/>
        <source>gave up sooner than it had to</source>
        <translation>abandon trop tôt</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="37"/>
        <source>forced: the only play</source>
        <translation>forcé&#xa0;: le seul coup</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="38"/>
        <source>not judged</source>
        <translation>non jugé</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="56"/>
        <source>better: %1</source>
        <translation>mieux&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="60"/>
        <source>held out longer: %1</source>
        <translation>aurait tenu plus longtemps&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="64"/>
        <source>perfect play: %1</source>
        <translation>jeu parfait&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="77"/>
        <source>The match&apos;s word list has changed since it was played: the plays are shown without verdicts.</source>
        <translation>La liste de mots de cette partie a changé depuis qu&apos;elle a été jouée&#xa0;: les coups sont montrés sans jugement.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="83"/>
        <source>The match&apos;s word list cannot be used: the plays are shown without verdicts.</source>
        <translation>La liste de mots de cette partie ne peut pas être utilisée&#xa0;: les coups sont montrés sans jugement.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="87"/>
        <source>In this match a completed word did not end the round, which perfect play here does not cover: the plays are shown without verdicts.</source>
        <translation>Dans cette partie, un mot fini n&apos;arrêtait pas la manche, ce que le jeu parfait ne couvre pas ici&#xa0;: les coups sont montrés sans jugement.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="92"/>
        <source>The match&apos;s word list was not found: the plays are shown without verdicts.</source>
        <translation>La liste de mots de cette partie est introuvable&#xa0;: les coups sont montrés sans jugement.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="102"/>
        <source>plays: %1 · wins thrown away: %2 · accuracy: %3</source>
        <translation>coups&#xa0;: %1 · victoires perdues&#xa0;: %2 · précision&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="114"/>
        <source>you may not read it</source>
        <translation>vous n&apos;avez pas le droit de le lire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="116"/>
        <source>it is not there</source>
        <translation>il n&apos;est pas là</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="118"/>
        <source>that is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <location filename="../../ghost_gui/gui/table/savegame.py" line="56"/>
        <source>The saved game was damaged and could not be resumed.</source>
        <translation>La partie enregistrée était abîmée et n&apos;a pas pu être reprise.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="118"/>
        <location filename="../../ghost_gui/gui/settings.py" line="141"/>
        <source>The settings file was damaged; Ghost starts with its default settings.</source>
        <extracomment>a larger settings file is not ours (Ghost&apos;s is a few KB): set aside unread set when a change could not be written (a read-only or full disk) called (with ``write_error``) each time a change could not be written; the window sets it and says so once</extracomment>
        <translation>Le fichier des réglages était abîmé&#xa0;; Fantôme démarre avec ses réglages par défaut.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="125"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Certains réglages n&apos;ont pas pu être lus et ont été remis par défaut&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="163"/>
        <source>The settings file %1 cannot be read (permission denied). Ghost starts with its default settings, leaves the file as it is, and keeps no settings this session.</source>
        <translation>Le fichier des réglages %1 ne peut pas être lu (accès refusé). Fantôme démarre avec ses réglages par défaut, laisse le fichier tel quel et ne garde aucun réglage pendant cette séance.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="272"/>
        <source>the settings cannot be written to %1</source>
        <translation>les réglages ne peuvent pas être écrits dans %1</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="236"/>
        <source>The statistics file was damaged; statistics start afresh.</source>
        <extracomment>the counts kept per player; &quot;matches&quot; are the matches played to the end how many of an adaptive computer&apos;s strengths are kept how many of a person&apos;s accuracies (one a match) are kept the file format written the key of a row: a person&apos;s name, or a computer&apos;s name and kind the file is there but may not be read: it is left as it is and never written</extracomment>
        <translation>Le fichier des statistiques était abîmé&#xa0;; les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="240"/>
        <source>The statistics file was partly damaged and was set aside; the statistics that could be read are kept.</source>
        <translation>Le fichier des statistiques était en partie abîmé et a été mis de côté&#xa0;; les statistiques qui ont pu être lues sont gardées.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="245"/>
        <source>The statistics file cannot be read (permission denied). It is left as it is, and this session&apos;s statistics are not kept.</source>
        <translation>Le fichier des statistiques ne peut pas être lu (accès refusé). Il reste tel quel, et les statistiques de cette séance ne sont pas gardées.</translation>
    </message>
</context>
<context>
    <name>winner</name>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="175"/>
        <source>Winners</source>
        <extracomment>&quot;Review the match&quot;: every play of the match just won, marked by perfect play the seats of the computers that won as a team (empty: one player won)</extracomment>
        <translation>Gagnants</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="177"/>
        <source>Winners: the computers, as a team</source>
        <translation>Gagnants&#xa0;: les ordinateurs, en équipe</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="180"/>
        <source>Winner</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="182"/>
        <source>Winner: %1</source>
        <translation>Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="188"/>
        <source>Rounds played: %1</source>
        <translation>Manches jouées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="194"/>
        <source>Longest word played: %1 (%2)</source>
        <translation>Mot le plus long joué&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="199"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="201"/>
        <source>A new match with the same players (Enter)</source>
        <translation>Une nouvelle partie avec les mêmes joueurs (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="203"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="205"/>
        <source>Choose the players and rules of a new match (Ctrl+N)</source>
        <translation>Choisir les joueurs et les règles d&apos;une nouvelle partie (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="209"/>
        <source>Review the match</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="211"/>
        <source>Every play of this match, marked by what perfect play says of it</source>
        <translation>Chaque coup de cette partie, noté selon le jeu parfait</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="225"/>
        <source>The computers</source>
        <translation>Les ordinateurs</translation>
    </message>
</context>
</TS>

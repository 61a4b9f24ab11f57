<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="40"/>
        <source>About %1</source>
        <extracomment>as large as How to play may be</extracomment>
        <translation>О программе %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="42"/>
        <source>not found</source>
        <translation>не найдено</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="47"/>
        <source>A word game for the family: add letters in turn, and try not to finish a word.</source>
        <translation>Игра в слова для всей семьи: добавляйте буквы по очереди и старайтесь не закончить слово.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="70"/>
        <source>WordNet %1, Princeton University (English definitions)</source>
        <translation>WordNet %1, Принстонский университет (английские толкования)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="73"/>
        <source>WordNet licence (in the Word lists tab)</source>
        <translation>лицензия WordNet (на вкладке «Списки слов»)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="85"/>
        <source>DejaVu Sans and DejaVu Sans Bold, Debian package %1</source>
        <translation>DejaVu Sans и DejaVu Sans Bold, пакет Debian %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="93"/>
        <source>The Qt Company</source>
        <translation>The Qt Company</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="99"/>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="113"/>
        <source>Credits</source>
        <translation>Благодарности</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="115"/>
        <source>Word lists (%1)</source>
        <translation>Списки слов (%1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="116"/>
        <source>Font source</source>
        <translation>Шрифт</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="117"/>
        <source>Font licence</source>
        <translation>Лицензия шрифта</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/about_dialog.py" line="126"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="209"/>
        <source>Matches</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="212"/>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="218"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="229"/>
        <source>Accuracy of %1 in each match; the latest: %2</source>
        <translation>Точность игрока %1 в каждой партии; последние: %2</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="46"/>
        <source>Who wins with perfect play?</source>
        <extracomment>the rows the table shows, and whether they were all</extracomment>
        <translation>Кто выигрывает при идеальной игре?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="49"/>
        <source>Working it out…</source>
        <translation>Считаю…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="59"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="60"/>
        <source>Shortest word</source>
        <translation>Кратчайшее слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="61"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="62"/>
        <source>Who loses</source>
        <translation>Кто проигрывает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="63"/>
        <source>Winning first letters</source>
        <translation>Выигрышные первые буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="64"/>
        <source>Card sizes</source>
        <translation>Размер карточек</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="71"/>
        <source>The players who lose when everyone plays perfectly, numbered in the order they play</source>
        <translation>Игроки, которые проигрывают, если все играют безупречно; номера — в порядке ходов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="74"/>
        <source>The letters player 1 can start with and still be sure not to lose</source>
        <translation>Буквы, с которых игрок 1 может начать и наверняка не проиграть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="78"/>
        <source>How much each player must learn by heart to play perfectly, player 1 first: words (Ghost, Anti-Ghost) or plays (the other variants)</source>
        <translation>Сколько каждому игроку нужно выучить наизусть, чтобы играть безупречно, начиная с игрока 1: слов («Призрак», «Кто закончит слово») или ходов (остальные варианты)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="98"/>
        <source>&lt;b&gt;Who loses&lt;/b&gt;: the players, numbered in the order they play, who lose if everyone plays perfectly. “2 3” means the loser is player 2 or player 3: which one depends on choices that are equally safe for the players making them.&lt;br&gt;&lt;b&gt;Winning first letters&lt;/b&gt;: the letters player 1 can start with and be sure not to lose; “—”: there is none, player 1 can be made to lose whatever letter they start with.&lt;br&gt;&lt;b&gt;Card sizes&lt;/b&gt;: how much each player, player 1 first, must learn by heart to be sure of that result. “4 / 175 / 468” means 4 words for player 1, 175 for player 2 and 468 for player 3 (in the variants other than Ghost and Anti-Ghost, plays to remember instead of words).</source>
        <translation>&lt;b&gt;Кто проигрывает&lt;/b&gt;: игроки (номера — в порядке ходов), которые проигрывают, если все играют безупречно. «2 3» значит, что проигрывает игрок 2 или игрок 3: кто именно — зависит от ходов, одинаково безопасных для тех, кто их делает.&lt;br&gt;&lt;b&gt;Выигрышные первые буквы&lt;/b&gt;: буквы, с которых игрок 1 может начать и наверняка не проиграть; «—»: таких букв нет, игрока 1 можно заставить проиграть, с какой бы буквы он ни начал.&lt;br&gt;&lt;b&gt;Размер карточек&lt;/b&gt;: сколько каждому игроку, начиная с игрока 1, нужно выучить наизусть, чтобы добиться этого результата. «4 / 175 / 468» значит 4 слова для игрока 1, 175 для игрока 2 и 468 для игрока 3 (во всех вариантах, кроме «Призрака» и «Кто закончит слово», — ходы вместо слов).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="109"/>
        <source>“More than %1”: a card past %1 words or plays, more than anyone could learn, is not counted further.</source>
        <translation>«Более %1»: карточка больше %1 слов или ходов — больше, чем кто-либо сможет выучить, — дальше не подсчитывается.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="121"/>
        <source>Summary table</source>
        <translation>Сводная таблица</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="123"/>
        <source>Every variant with words of 3 and 4 letters, for 2, 3 and 4 players</source>
        <translation>Все варианты со словами от 3 и от 4 букв, для 2, 3 и 4 игроков</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="126"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="155"/>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="161"/>
        <source>Winning first letters for player 1: %1.</source>
        <translation>Выигрышные первые буквы для игрока 1: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="163"/>
        <source>Player 1 has no winning first letter.</source>
        <translation>У игрока 1 нет выигрышной первой буквы.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="167"/>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.</source>
        <translation>%1, слова от %2 букв, игроков: %3. Слов в игре: %4, фрагментов: %5.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="182"/>
        <source>With perfect play, player %1 wins.</source>
        <translation>При идеальной игре выигрывает игрок %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="184"/>
        <source>With perfect play, player %1 loses; everyone else is safe.</source>
        <translation>При идеальной игре проигрывает игрок %1; остальным ничего не грозит.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="188"/>
        <source>With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them.</source>
        <translation>При идеальной игре проигрывает один из игроков %1: кто именно — зависит от ходов, одинаково безопасных для тех, кто их делает.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="231"/>
        <source>too large</source>
        <translation>слишком велико</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="245"/>
        <source>The rules of the current game</source>
        <translation>Правила текущей игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="256"/>
        <source>With perfect play, player %1 loses.</source>
        <translation>При безупречной игре проигрывает игрок %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="258"/>
        <source>With perfect play, one of players %1 loses: which one depends on choices that are equally safe for the players making them.</source>
        <translation>При безупречной игре проигрывает один из игроков %1: кто именно — зависит от ходов, одинаково безопасных для тех, кто их делает.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="265"/>
        <source>The cards of these rules would need more memory than the %1 GB a game may use on this computer: a smaller word list has them.</source>
        <translation>Карточкам этих правил нужно больше памяти, чем %1 ГБ, которые игре можно занять на этом компьютере: с меньшим списком слов они получатся.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="269"/>
        <source>Still working out the cards…</source>
        <translation>Карточки ещё рассчитываются…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="274"/>
        <source>Player %1: %2 words to learn</source>
        <translation>Игрок %1: выучить слов: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="276"/>
        <source>Player %1: %2 plays to learn</source>
        <translation>Игрок %1: выучить ходов: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="289"/>
        <source>more than %1</source>
        <translation>более %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="294"/>
        <source>card_sizes “&gt;%1”: more than %1 words or plays to remember, more than anyone could learn; not counted further. Who loses and the winning first letters are always exact.</source>
        <translation>card_sizes «&gt;%1»: более %1 слов или ходов для запоминания — больше, чем кто-либо сможет выучить; дальше не подсчитывается. Кто проигрывает и выигрышные первые буквы — всегда точно.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="303"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="312"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="313"/>
        <source>The table could not be saved as %1: %2.</source>
        <translation>Не удалось сохранить таблицу как %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/analysis_view.py" line="301"/>
        <source>Export the table as CSV</source>
        <translation>Экспорт таблицы в CSV</translation>
    </message>
</context>
<context>
    <name>CardHtml</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="97"/>
        <source>%1: memorisation card for player %2</source>
        <extracomment>the two views of a card</extracomment>
        <translation>%1: карточка для запоминания, игрок %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="102"/>
        <source>%1 · %2 · words of %3+ letters count · %4 players</source>
        <translation>%1 · %2 · считаются слова от %3 букв · игроков: %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="115"/>
        <source>%1 play to remember</source>
        <translation>
            <numerusform>%1 ход для запоминания</numerusform>
            <numerusform>%1 хода для запоминания</numerusform>
            <numerusform>%1 ходов для запоминания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="116"/>
        <source>%1 plays to remember</source>
        <translation>
            <numerusform>%1 ход для запоминания</numerusform>
            <numerusform>%1 хода для запоминания</numerusform>
            <numerusform>%1 ходов для запоминания</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="118"/>
        <source>sets of letters to end in: %1</source>
        <translation>конечных наборов букв: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="122"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="123"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="128"/>
        <source>Play as shown and every word ends the round in your favour.</source>
        <translation>Играйте по карточке, и каждое слово закончит раунд в вашу пользу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="130"/>
        <source>With perfect play against you, you cannot always win; this card loses as little as possible.</source>
        <translation>Против идеального соперника всегда выиграть нельзя; эта карточка проигрывает как можно реже.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="132"/>
        <source>With perfect play against you, you lose; this card holds out.</source>
        <translation>Против идеального соперника вы проигрываете; эта карточка держится дольше всего.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="145"/>
        <source>Force the game into these %1 sets of letters, shown with the words they make (struck-out sets lose for you):</source>
        <translation>Сведите игру к этим наборам букв (%1), рядом — слова, которые из них складываются (зачёркнутые наборы проигрывают для вас):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="149"/>
        <source>Force the game into these %1 words (struck-out words lose for you):</source>
        <translation>Сводите игру к этим словам (%1; зачёркнутые — проигрышные для вас):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="187"/>
        <source>Each line: the letters at your turn → your play (the letter to add in bold), then the words to aim for: spell them out.</source>
        <translation>В каждой строке: буквы перед вашим ходом → ваш ход (добавляемая буква выделена жирным), затем слова-цели: ведите игру к ним буква за буквой.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="191"/>
        <source>Each line: the letters at your turn, in alphabetical order → the letters after your play (the letter to add in bold), then the sets of letters that may end the round, each with the words it makes.</source>
        <translation>Каждая строка: буквы на вашем ходу, по алфавиту → буквы после вашего хода (добавляемая буква — жирным), затем наборы букв, которыми может закончиться раунд, и слова, которые из них складываются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="195"/>
        <source>Each line: the letters at your turn → the letters after your play (the letter to add in bold), then the words that may end the round.</source>
        <translation>В каждой строке: буквы перед вашим ходом → буквы после вашего хода (добавляемая буква выделена жирным), затем слова, которыми может закончиться раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="197"/>
        <source>Indented: the letters the others can leave you at your next turn.</source>
        <translation>С отступом: буквы, которые остальные могут оставить вам к следующему ходу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="199"/>
        <source>* marks a word that loses for you.</source>
        <translation>* — слово, проигрышное для вас.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="203"/>
        <source>Before your first turn the round may end in:</source>
        <translation>Ещё до вашего первого хода раунд может закончиться словами:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="220"/>
        <source>Nothing to remember: the round is over before your turn.</source>
        <translation>Запоминать нечего: раунд заканчивается до вашего хода.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="281"/>
        <source>(continued)</source>
        <translation>(продолжение)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="284"/>
        <source>see %1 above</source>
        <translation>см. %1 выше</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="306"/>
        <source>start with %1</source>
        <translation>начните с %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="311"/>
        <source>(reversed)</source>
        <translation>(с переворотом)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_html.py" line="337"/>
        <source>no definition available</source>
        <translation>определения нет</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="96"/>
        <source>Strategy cards</source>
        <extracomment>the cards&apos; rich text (the tabs&apos; font measures its indents) shows a folder on the desktop (tests put a recorder here) the last confirmation or failure shown after an export on paper: what was left out of the last card laid out, &quot;&quot; when it all fits the print preview and its printer, alive together (Qt&apos;s dialog keeps a bare pointer to the printer: a printer Python freed crashes it)</extracomment>
        <translation>Карточки стратегии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="100"/>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="101"/>
        <source>Word list</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="103"/>
        <source>What to play at each of your turns, by what the others played</source>
        <translation>Что играть на каждом вашем ходу в зависимости от ходов остальных</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="106"/>
        <source>Every word the card can end in, in alphabetical order</source>
        <translation>Все слова, которыми может закончиться игра по карточке, по алфавиту</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="120"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="125"/>
        <source>Print preview…</source>
        <translation>Предпросмотр…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="126"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="127"/>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_document.py" line="53"/>
        <source>This card does not fit one page in legible print (its words would be %1 pt): here are its first decisions only, %2 of %3 lines. A line ending in … goes on in the full card on screen.</source>
        <translation>Эта карточка не помещается на страницу разборчивым шрифтом (слова были бы %1 пт): здесь только её первые решения, %2 строк из %3. Строка, оканчивающаяся на …, продолжается в полной карточке на экране.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="300"/>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="305"/>
        <source>the folder may be read-only, or the disk full</source>
        <translation>папка может быть доступна только для чтения или диск заполнен</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="307"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>Не удалось сохранить карточку как %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="194"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="217"/>
        <source>Ghost memorisation card for player %1</source>
        <translation>«Призрак»: карточка для запоминания, игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="288"/>
        <source>The card was saved as %1.</source>
        <translation>Карточка сохранена как %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="295"/>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="314"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/card_view.py" line="274"/>
        <source>Export the card as PDF</source>
        <translation>Экспорт карточки в PDF</translation>
    </message>
</context>
<context>
    <name>CardsFeature</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="258"/>
        <source>Working out the strategy card…</source>
        <translation>Рассчитываю карточку стратегии…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="148"/>
        <source>%1 · player %2 of %3 · %4</source>
        <translation>%1 · игрок %2 из %3 · %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="169"/>
        <source>Player %1: %2</source>
        <translation>Игрок %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Pocket card</source>
        <translation>Карманная карточка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="176"/>
        <source>Learn the card</source>
        <translation>Учим карточку</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="178"/>
        <source>The pocket card of which seat?</source>
        <translation>Карманная карточка какого игрока?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/cards_feature.py" line="180"/>
        <source>Learn the card of which seat?</source>
        <translation>Карточку какого игрока учить?</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="42"/>
        <source>%1 is challenged</source>
        <extracomment>the word named, or None for giving up</extracomment>
        <translation>%1: вызов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="47"/>
        <source>%1 says: “%2 is already a word!”</source>
        <translation>%1: «%2 — это уже слово!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="53"/>
        <source>%1 says: “No word contains %2!”</source>
        <translation>%1: «Слов с %2 не бывает!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="59"/>
        <source>%1 says: “No word can be made with the letters %2!”</source>
        <translation>%1: «С буквами %2 слова не составить!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="65"/>
        <source>%1 says: “No word starts with %2!”</source>
        <translation>%1: «Слов на %2 не бывает!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="70"/>
        <source>%1, which word did you have in mind?</source>
        <translation>%1, какое слово вы задумали?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="78"/>
        <source>your word</source>
        <translation>ваше слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="89"/>
        <source>That&apos;s my word</source>
        <extracomment>why the word named last time does not answer (the person tries again)</extracomment>
        <translation>Вот моё слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="91"/>
        <source>Name your word (Enter)</source>
        <translation>Назвать своё слово (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="92"/>
        <source>I give up</source>
        <translation>Сдаюсь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="94"/>
        <source>You had no word in mind: you lose this round</source>
        <translation>Слова не было: вы проигрываете этот раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="95"/>
        <source>Not yet</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="97"/>
        <source>Close this for now; the challenge waits on the board (Esc)</source>
        <translation>Пока закрыть; вызов подождёт на доске (Esc)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/challenge_dialog.py" line="109"/>
        <source>Try again: %1</source>
        <translation>Попробуйте ещё раз: %1</translation>
    </message>
</context>
<context>
    <name>DrillBoard</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="90"/>
        <source>← → choose where your letter goes (Home, End: the ends), or click the place.</source>
        <extracomment>Xghost: where the next letter goes, 0 the start to the fragment&apos;s length the end</extracomment>
        <translation>← → выбирают, куда встанет ваша буква (Home, End — края), или щёлкните нужное место.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="93"/>
        <source>The letters stay in alphabetical order: just type your letter.</source>
        <translation>Буквы всегда стоят по алфавиту: просто наберите свою букву.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="95"/>
        <source>Shift+letter puts it on the left.</source>
        <translation>Shift+буква ставит её слева.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_board.py" line="101"/>
        <source>Turn around first (Space)</source>
        <translation>Сначала перевернуть (Space)</translation>
    </message>
</context>
<context>
    <name>DrillFeedback</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="44"/>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="50"/>
        <source>The card says:</source>
        <translation>По карточке:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_feedback.py" line="55"/>
        <source>Not quite: you made %1. The card says:</source>
        <translation>Не совсем: у вас получилось %1. По карточке:</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="55"/>
        <source>Learn the card</source>
        <extracomment>how long &quot;Right!&quot; stays in the status line under the next question a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter</extracomment>
        <translation>Учим карточку</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="75"/>
        <source>The computer plays the others along your card. Type the letter the card tells you to play.</source>
        <extracomment>what the board shows now: the phase, the answers given and the question</extracomment>
        <translation>Компьютер играет за остальных по вашей карточке. Наберите букву, которую велит сыграть карточка.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="211"/>
        <source>Your saved progress on this card was damaged, so the drill starts afresh.</source>
        <translation>Сохранённый прогресс по этой карточке повреждён, поэтому тренировка начинается заново.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="214"/>
        <source>The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept.</source>
        <translation>Файл с вашими успехами в карточках был частично повреждён и отложен; то, что удалось прочитать, сохранено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="110"/>
        <source>Session:</source>
        <extracomment>the moves, the fragment, Xghost&apos;s caret, the prompt and the turn-around box after a miss: what the answer made and the card&apos;s line</extracomment>
        <translation>Сеанс:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>%1 questions</source>
        <translation>%1 вопросов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="115"/>
        <source>What&apos;s due</source>
        <translation>Что пора повторить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="125"/>
        <source>Show me</source>
        <translation>Покажи</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="126"/>
        <source>Show the card&apos;s play (counts as a miss)</source>
        <translation>Показать ход по карточке (считается ошибкой)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="128"/>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="240"/>
        <source>Next (Enter)</source>
        <translation>Дальше (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="131"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="216"/>
        <source>Could not save your progress (%1).</source>
        <translation>Не удалось сохранить прогресс (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="220"/>
        <source>The file of your progress on the cards cannot be read (permission denied). It is left as it is, and this session&apos;s progress is not kept.</source>
        <translation>Файл с вашими успехами по карточкам нельзя прочитать (нет доступа). Он оставлен как есть, а успехи этого сеанса не сохраняются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="259"/>
        <source>Nothing to learn</source>
        <translation>Учить нечего</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="260"/>
        <source>The round is over before your first turn on this card.</source>
        <translation>По этой карточке раунд заканчивается ещё до вашего первого хода.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>Your letter?</source>
        <translation>Ваша буква?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="263"/>
        <source>You start. Your letter?</source>
        <translation>Вы начинаете. Ваша буква?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="265"/>
        <source>(New to you: “Show me” if you don&apos;t know it yet.)</source>
        <translation>(Это новое: нажмите «Покажи», если ещё не знаете.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="251"/>
        <source>Session %1 done: %2 of %3 right.</source>
        <translation>Сеанс %1 окончен: верно %2 из %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="238"/>
        <source>Next session (Enter)</source>
        <translation>Следующий сеанс (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="176"/>
        <source>Next session: %1 due, %2 not seen yet.</source>
        <translation>Следующий сеанс: пора повторить %1, ещё не встречалось %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="183"/>
        <source>Press Enter to go on, or close and come back later: your progress is kept.</source>
        <translation>Нажмите Enter, чтобы продолжить, или закройте и вернитесь позже: ваши успехи сохранены.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="198"/>
        <source>Welcome back: session %1 goes on after %2 of %3 questions.</source>
        <translation>С возвращением! Сеанс %1 продолжается: пройдено вопросов — %2 из %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="206"/>
        <source>Welcome back: you finished session %1.</source>
        <translation>С возвращением! Вы закончили сеанс %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="221"/>
        <source>Last drilled: %1.</source>
        <translation>Последнее занятие: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="244"/>
        <source>Press Enter to go on.</source>
        <translation>Нажмите Enter, чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="52"/>
        <source>Your letter goes at the end.</source>
        <translation>Ваша буква встанет в конец.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="54"/>
        <source>Your letter goes at the start.</source>
        <translation>Ваша буква встанет в начало.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="56"/>
        <source>Your letter goes between %1 and %2.</source>
        <translation>Ваша буква встанет между %1 и %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="29"/>
        <source>You</source>
        <extracomment>words shown under a decision before &quot;and N more&quot;</extracomment>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="31"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="32"/>
        <source>Players %1</source>
        <translation>Игроки %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="39"/>
        <source>A new round</source>
        <translation>Новый раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="90"/>
        <source>(start)</source>
        <translation>(начало)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="105"/>
        <source>and %1 more</source>
        <translation>и ещё %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="110"/>
        <source>Aim for:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="113"/>
        <source>Struck-out words lose for you.</source>
        <translation>Зачёркнутые слова для вас проигрышные.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="133"/>
        <source>add %1 between %2 and %3</source>
        <translation>поставьте %1 между %2 и %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="139"/>
        <source>play %1</source>
        <translation>сыграйте %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="141"/>
        <source>add %1 on the left</source>
        <translation>добавьте %1 слева</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="143"/>
        <source>add %1 on the right</source>
        <translation>добавьте %1 справа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="147"/>
        <source>turn around, then %1</source>
        <translation>переверните, затем %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="157"/>
        <source>%1 is a word: you would win the round, but the card plays otherwise.</source>
        <translation>%1 — слово: вы выиграли бы раунд, но карточка играет иначе.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="161"/>
        <source>%1 makes a word: you would lose the round.</source>
        <translation>Из %1 складывается слово: вы проиграли бы раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="163"/>
        <source>%1 is a word: you would lose the round.</source>
        <translation>%1 — слово: вы проиграли бы раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="171"/>
        <source>You know every decision on this card. Next session: %1 due for review.</source>
        <translation>Вы знаете все решения на этой карточке. Следующий сеанс: пора повторить %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="284"/>
        <source>Right!</source>
        <translation>Верно!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="240"/>
        <source>Session %1: %2 due, %3 of %4 learnt</source>
        <translation>Сеанс %1: пора повторить %2, выучено %3 из %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="247"/>
        <source>question %1 of %2</source>
        <translation>вопрос %1 из %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/drill_view.py" line="281"/>
        <source>Learnt! You know every decision on this card.</source>
        <translation>Выучено! Вы знаете все решения на этой карточке.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/drill_texts.py" line="230"/>
        <source>Known %1 of %2 decisions</source>
        <translation>Выучено решений: %1 из %2</translation>
    </message>
</context>
<context>
    <name>FragmentView</name>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="252"/>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="303"/>
        <source>start a word</source>
        <extracomment>the newest letter&apos;s underline is painted here (the spaced looks: rich text&apos;s would run on under the wide spacing after the letter) the caret was moved (by a click, or by :meth:`move_caret`): its new place where the next letter goes in Xghost: 0 is the start, len(fragment) the end</extracomment>
        <translation>начните слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="362"/>
        <source>next letter goes at the start</source>
        <translation>следующая буква встанет в начало</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="364"/>
        <source>next letter goes at the end</source>
        <translation>следующая буква встанет в конец</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="366"/>
        <source>next letter goes between %1 and %2</source>
        <translation>следующая буква встанет между %1 и %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="380"/>
        <source>no letters yet</source>
        <translation>букв пока нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="386"/>
        <source>The letters played so far: a pool of letters in any order</source>
        <translation>Буквы, сыгранные до сих пор: набор букв в любом порядке</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/fragment_view.py" line="388"/>
        <source>The letters played so far</source>
        <translation>Буквы, сыгранные до сих пор</translation>
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
        <translation>Игра продолжена: раунд %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="202"/>
        <source>New game: %1, %2 words.</source>
        <translation>Новая игра: %1, слов: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="234"/>
        <source>Loading the word list “%1”…</source>
        <translation>Загружаю словарь «%1»…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="243"/>
        <source>Reading the word list…</source>
        <translation>Читаю словарь…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="246"/>
        <source>Working out perfect play…</source>
        <translation>Рассчитываю идеальную игру…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="249"/>
        <source>Getting the computer players ready…</source>
        <translation>Готовлю компьютерных игроков…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="254"/>
        <source>Working out perfect play with the changed words…</source>
        <translation>Идеальная игра пересчитывается с изменёнными словами…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="224"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="215"/>
        <source>The house and blocked words count from this round: the list now has %1 words.</source>
        <translation>Домашние и запрещённые слова действуют с этого раунда: теперь в списке слов: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="208"/>
        <source>Taken back: the word is %1 again.</source>
        <translation>Ход взят назад: снова %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="211"/>
        <source>Taken back: the round starts again from the first letter.</source>
        <translation>Ход взят назад: раунд снова начинается с первой буквы.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="257"/>
        <source>Working out the strategy cards…</source>
        <translation>Рассчитываю карточки стратегии…</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="147"/>
        <source>Leave the match in play? It counts as abandoned.</source>
        <translation>Бросить текущую партию? Она будет засчитана как брошенная.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="152"/>
        <source>End it and start the new game</source>
        <translation>Закончить её и начать новую игру</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/games.py" line="155"/>
        <source>Keep playing this match</source>
        <translation>Продолжить эту партию</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="70"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="72"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="84"/>
        <source>Reading the matches played…</source>
        <translation>Читаются сыгранные матчи…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="98"/>
        <source>Matches kept at most (the oldest go first):</source>
        <translation>Хранить матчей не больше (старые удаляются первыми):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="104"/>
        <source>Past this many, the oldest match kept is deleted when a match ends</source>
        <translation>Сверх этого числа по окончании матча удаляется самый старый из хранимых</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="112"/>
        <source>Review…</source>
        <translation>Разбор…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="114"/>
        <source>Every play of the chosen match, marked by what perfect play says of it</source>
        <translation>Каждый ход выбранной партии с оценкой идеальной игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="117"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="118"/>
        <source>Save the chosen match as a text file</source>
        <translation>Сохранить выбранную партию в текстовый файл</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="120"/>
        <source>Open a match…</source>
        <translation>Открыть партию…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="121"/>
        <source>Review a match saved as a file</source>
        <translation>Разобрать партию, сохранённую в файле</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="128"/>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="129"/>
        <source>Delete the chosen match; asks first</source>
        <translation>Удалить выбранный матч; сначала спросит</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="131"/>
        <source>Delete all…</source>
        <translation>Удалить все…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="132"/>
        <source>Delete every match kept; asks first</source>
        <translation>Удалить все хранимые матчи; сначала спросит</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="134"/>
        <source>Learn from my mistakes…</source>
        <translation>Учиться на своих ошибках…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="136"/>
        <source>Find again, one by one, the letters that would have kept a win you threw away</source>
        <translation>Найти заново, одну за другой, буквы, которые сохранили бы упущенную победу</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="139"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="140"/>
        <source>Close this window</source>
        <translation>Закрыть это окно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="177"/>
        <source>unfinished</source>
        <translation>не доигран</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="191"/>
        <source>No matches kept yet</source>
        <translation>Сыгранных матчей пока нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="195"/>
        <source>Damaged match records set aside in %2 (renamed to end in .corrupt): %1.</source>
        <translation>Повреждённые записи матчей отложены в %2 (к имени добавлено .corrupt): %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="211"/>
        <source>Delete this match</source>
        <translation>Удалить матч</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="212"/>
        <source>Delete the match of %1? This cannot be undone.</source>
        <translation>Удалить матч, в котором играли %1? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="223"/>
        <source>Delete all matches</source>
        <translation>Удалить все матчи</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="224"/>
        <source>Delete all %1 matches kept? This cannot be undone.</source>
        <translation>Удалить все хранимые матчи (%1)? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="270"/>
        <source>This match could not be read: %1.</source>
        <translation>Эту партию не удалось прочитать: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="272"/>
        <source>%2 could not be opened: %1.</source>
        <translation>Не удалось открыть %2: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="300"/>
        <source>The match could not be saved as %1: %2.</source>
        <translation>Не удалось сохранить партию как %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="313"/>
        <source>Save the match as</source>
        <translation>Сохранить партию как</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="315"/>
        <source>Ghost matches (*.txt)</source>
        <translation>Партии «Балды» (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="323"/>
        <source>Open a match</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/history_dialog.py" line="325"/>
        <source>Ghost matches (*.txt);;All files (*)</source>
        <translation>Партии «Балды» (*.txt);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="145"/>
        <source>How to play %1</source>
        <translation>Как играть: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="154"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="44"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Whoever finishes a word of %1 or more letters loses the round. Shorter words don&apos;t count.</source>
        <translation>Ходите по очереди: каждый добавляет одну букву в конец букв на доске. Буквы всегда должны быть началом настоящего слова. Кто закончит слово из %1 или более букв, проигрывает раунд. Более короткие слова не считаются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="50"/>
        <source>Take turns adding one letter at either end of the letters on the board: at the end, or at the front (hold Shift while typing). The letters must always appear somewhere inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Ходите по очереди: каждый добавляет одну букву с любого края букв на доске — в конец или в начало (удерживая Shift при наборе). Буквы всегда должны встречаться где-то внутри настоящего слова. Кто закончит слово из %1 или более букв, проигрывает раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="56"/>
        <source>Take turns adding one letter at either end of the letters on the board (hold Shift to put it at the front). Before adding, you may also reverse the letters, turning them around (tick “Reverse first”). The letters must appear inside a real word, forwards or backwards. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Ходите по очереди: каждый добавляет одну букву с любого края букв на доске (с Shift — в начало). Перед этим можно ещё и перевернуть буквы задом наперёд (отметьте «Сначала перевернуть слово»). Буквы должны встречаться внутри настоящего слова — в прямом или обратном порядке. Кто закончит слово из %1 или более букв, проигрывает раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="63"/>
        <source>Take turns adding one letter anywhere: at either end of the letters on the board, or between two of them. Click where it should go, or move the marker with the arrow keys (Home and End jump to the ends). The letters must always appear, just as they stand, inside a real word. Whoever finishes a word of %1 or more letters loses the round.</source>
        <translation>Ходите по очереди: каждый добавляет одну букву куда угодно — с любого края букв на доске или между двумя из них. Щёлкните там, куда её поставить, или двигайте метку стрелками (Home и End — к краям). Буквы всегда должны встречаться внутри настоящего слова подряд, в точности как стоят. Кто закончит слово из %1 или более букв, проигрывает раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="71"/>
        <source>Take turns adding one letter to the letters on the board. Their order does not matter: the game keeps them in alphabetical order. The letters must always fit inside a real word, each as often as the word has it. Whoever adds the letter that lets all of them, in some order, spell a word of %1 or more letters loses the round.</source>
        <translation>Ходите по очереди: каждый добавляет одну букву к буквам на доске. Их порядок не важен: игра держит их по алфавиту. Буквы всегда должны умещаться в каком-нибудь настоящем слове, каждая столько раз, сколько она в нём встречается. Кто добавит букву, после которой из всех букв, в каком-нибудь порядке, складывается слово из %1 или более букв, проигрывает раунд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="78"/>
        <source>Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. Here it is the other way round: whoever completes a word of %1 or more letters wins the round, and the player who played just before them loses it. Shorter words don&apos;t count.</source>
        <translation>Ходите по очереди: каждый добавляет одну букву в конец букв на доске. Буквы всегда должны быть началом настоящего слова. Здесь всё наоборот: кто закончит слово из %1 или более букв, выигрывает раунд, а проигрывает тот, кто ходил прямо перед ним. Более короткие слова не считаются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="184"/>
        <source>Table rule: the game calls out completed words. As soon as a word is finished, the round ends.</source>
        <translation>Правило этой игры: игра сама объявляет законченные слова. Как только слово закончено, раунд завершается.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="187"/>
        <source>(With the other rule, players must catch words themselves, and bluffing is allowed.)</source>
        <translation>(По другому правилу игроки сами ловят законченные слова, и блефовать можно.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="193"/>
        <source>Table rule: players must catch them, bluffing allowed. A finished word, or letters no word fits, stay on the board until somebody challenges. You may bluff and hope nobody notices!</source>
        <translation>Правило этой игры: игроки сами ловят законченные слова, блефовать можно. Законченное слово или буквы, с которыми не бывает слов, остаются на доске, пока кто-нибудь не бросит вызов. Можно блефовать и надеяться, что никто не заметит!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="196"/>
        <source>(With the other rule, the game calls out completed words at once.)</source>
        <translation>(По другому правилу игра сразу объявляет законченные слова.)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="199"/>
        <source>Challenges</source>
        <translation>Вызовы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="90"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, just as they stand. If they can, you lose the round; if not, they do.</source>
        <translation>«Таких букв подряд ни в одном слове нет!» (клавиша ?): вы думаете, что предыдущий игрок блефует. Тогда он должен назвать настоящее слово, в котором эти буквы стоят подряд, как на доске. Если назовёт, раунд проигрываете вы; если нет — он.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="107"/>
        <source>“No word goes like that!” (key ?): you think the last player is bluffing. They must name a real word that fits the letters. If they can, you lose the round; if not, they do.</source>
        <translation>«Таких слов нет!» (клавиша ?): вы думаете, что предыдущий игрок блефует. Тогда он должен назвать настоящее слово с этими буквами. Если назовёт, раунд проигрываете вы; если нет — он.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="117"/>
        <source>“That&apos;s a word!” (key !): the letters, in some order, already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>«Это слово!» (клавиша !): из букв, в каком-нибудь порядке, уже складывается слово из %1 или более букв. Если это так, слово считается законченным; если нет, раунд проигрываете вы.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="123"/>
        <source>“That&apos;s a word!” (key !): the letters already spell a word of %1 or more letters. If they do, the word counts as finished; if not, you lose the round.</source>
        <translation>«Это слово!» (клавиша !): буквы уже составляют слово из %1 или более букв. Если это так, слово считается законченным; если нет, раунд проигрываете вы.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="211"/>
        <source>Each lost round gives you the next letter of %1. Once you have spelled all of %2, you are out. The last player left wins.</source>
        <translation>За каждый проигранный раунд вы получаете следующую букву слова %1. Когда соберёте всё слово %2, вы выбываете. Побеждает последний оставшийся игрок.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="221"/>
        <source>Each player has %1 life. Losing a round costs it, and you are out. The last player left wins.</source>
        <translation>
            <numerusform>У каждого игрока %1 жизнь. Проиграв раунд, вы её теряете и выбываете. Побеждает последний оставшийся игрок.</numerusform>
            <numerusform>У каждого игрока %1 жизни. Проиграв раунд, вы её теряете и выбываете. Побеждает последний оставшийся игрок.</numerusform>
            <numerusform>У каждого игрока %1 жизней. Проиграв раунд, вы её теряете и выбываете. Побеждает последний оставшийся игрок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="226"/>
        <source>Each player has %1 lives. Each lost round costs you one. With none left you are out. The last player left wins.</source>
        <translation>
            <numerusform>У каждого игрока %1 жизнь. Каждый проигранный раунд отнимает одну. Когда жизней не останется, вы выбываете. Побеждает последний оставшийся игрок.</numerusform>
            <numerusform>У каждого игрока %1 жизни. Каждый проигранный раунд отнимает одну. Когда жизней не останется, вы выбываете. Побеждает последний оставшийся игрок.</numerusform>
            <numerusform>У каждого игрока %1 жизней. Каждый проигранный раунд отнимает одну. Когда жизней не останется, вы выбываете. Побеждает последний оставшийся игрок.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="231"/>
        <source>Lives</source>
        <translation>Жизни</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="233"/>
        <source>An example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="249"/>
        <source>%1 completed %2 and wins the round. %3 played just before, and loses it.</source>
        <translation>%1: слово %2 составлено — победа в раунде. %3: предыдущий ход — проигрыш в раунде.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="252"/>
        <source>%1 made the letters %2 spell %4 and loses the round.</source>
        <translation>%1: из букв %2 сложилось слово %4 — проигрыш в раунде.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="256"/>
        <source>%1 completed %2 and loses the round.</source>
        <translation>%1: слово %2 составлено — проигрыш в раунде.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="259"/>
        <source>%1 gets a %2.</source>
        <translation>%1: буква %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="262"/>
        <source>(With bluffing allowed, this happens when somebody says “That&apos;s a word!”.)</source>
        <translation>(Если блеф разрешён, так бывает, когда кто-нибудь скажет «Это слово!».)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="265"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="275"/>
        <source>In this French list, É plays as E and Ç as C.</source>
        <translation>В этом французском списке É играет как E, а Ç как C.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="278"/>
        <source>In this Spanish list, accented letters play as the plain letter; Ñ is a letter of its own.</source>
        <translation>В этом испанском списке буквы с ударением играют как простые буквы; Ñ — отдельная буква.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="282"/>
        <source>In this German list, Ä, Ö and Ü are letters of their own and ß plays as SS.</source>
        <translation>В этом немецком списке Ä, Ö и Ü — отдельные буквы, а ß играет как SS.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>A letter</source>
        <translation>Буква</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="287"/>
        <source>Play it</source>
        <translation>Сходить этой буквой</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Shift+letter</source>
        <translation>Shift+буква</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="289"/>
        <source>Put it at the front</source>
        <translation>Поставить её в начало</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="291"/>
        <source>Move the marker: where the next letter goes</source>
        <translation>Двигать метку: куда встанет следующая буква</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="295"/>
        <source>Move the marker to the front, to the end</source>
        <translation>Метку в начало, в конец</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="299"/>
        <source>No word contains these letters!</source>
        <translation>Таких букв подряд ни в одном слове нет!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="305"/>
        <source>Confirm, or start the next round</source>
        <translation>Подтвердить или начать следующий раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="306"/>
        <source>Close a window without deciding anything</source>
        <translation>Закрыть окно, ничего не решая</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="303"/>
        <source>No word goes like that!</source>
        <translation>Таких слов нет!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="96"/>
        <source>“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word with these letters in it, as they stand or reversed. If they can, you lose the round; if not, they do.</source>
        <translation>«Таких букв подряд ни в одном слове нет!» (клавиша ?): вы думаете, что предыдущий игрок блефует. Тогда он должен назвать настоящее слово, в котором эти буквы стоят подряд, как на доске или в обратном порядке. Если назовёт, раунд проигрываете вы; если нет — он.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="102"/>
        <source>“No word can be made with these letters!” (key ?): you think the last player is bluffing. They must name a real word that has all these letters, in any order. If they can, you lose the round; if not, they do.</source>
        <translation>«С этими буквами слова не составить!» (клавиша ?): вы думаете, что предыдущий игрок блефует. Тогда он должен назвать настоящее слово, в котором есть все эти буквы, в любом порядке. Если назовёт, раунд проигрываете вы; если нет — он.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="301"/>
        <source>No word can be made with these letters!</source>
        <translation>С этими буквами слова не составить!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="308"/>
        <source>That&apos;s a word! (when bluffing is allowed)</source>
        <translation>Это слово! (когда блеф разрешён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="309"/>
        <source>Resign the round (you are asked first)</source>
        <translation>Сдать раунд (сначала будет вопрос)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="310"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="311"/>
        <source>Hint (practice)</source>
        <translation>Подсказка (тренировка)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="312"/>
        <source>Take back your letter</source>
        <translation>Отменить свою букву</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="313"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="314"/>
        <source>Print a card</source>
        <translation>Напечатать карточку</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="315"/>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="316"/>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="47"/>
        <source>letter %1</source>
        <comment>a key&apos;s name for screen readers</comment>
        <extracomment>the most keys in a row, so that the window fits a 1024-pixel screen diacritics in the order dictionaries sort them (é before è before ê before ë) letters that do not decompose, sorted after the letters they are written from</extracomment>
        <translation>буква %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/keyboard.py" line="53"/>
        <source>Plays %1 (or type it)</source>
        <comment>a key&apos;s description for screen readers</comment>
        <translation>Ходит буквой %1 (или наберите её)</translation>
    </message>
</context>
<context>
    <name>LearnView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="50"/>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="51"/>
        <source>Learn from my mistakes</source>
        <translation>Учиться на своих ошибках</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="51"/>
        <source>Whose mistakes?</source>
        <translation>Чьи ошибки?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="60"/>
        <source>No person played in this match.</source>
        <translation>В этой партии не играл ни один человек.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_entry.py" line="96"/>
        <source>Reviewing the match against perfect play…</source>
        <translation>Партия сверяется с безупречной игрой…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="64"/>
        <source>Learn from %1&apos;s mistakes</source>
        <translation>Учимся на ошибках: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="94"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="95"/>
        <source>How many plays keep the win here</source>
        <translation>Сколько ходов здесь сохраняют победу</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="97"/>
        <source>Show me</source>
        <translation>Покажи</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="99"/>
        <source>Show the plays that keep the win (it comes back next time)</source>
        <translation>Показать ходы, сохраняющие победу (позиция вернётся в следующий раз)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="102"/>
        <source>Next (Enter)</source>
        <translation>Дальше (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="104"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="211"/>
        <source>Press Enter to go on.</source>
        <translation>Нажмите Enter, чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="234"/>
        <source>The file of your mistakes to go over was damaged and was set aside; it starts afresh.</source>
        <translation>Файл ошибок для повторения был повреждён и отложен в сторону; он начат заново.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="237"/>
        <source>The file of your mistakes to go over was partly damaged and was set aside; what could be read is kept.</source>
        <translation>Файл ошибок для повторения был частично повреждён и отложен в сторону; то, что удалось прочитать, сохранено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="240"/>
        <source>The file of your mistakes to go over cannot be read (permission denied). It is left as it is, and this session is not kept.</source>
        <translation>Файл ошибок для повторения нельзя прочитать (нет доступа). Он оставлен как есть, и это занятие не сохраняется.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/learn_view.py" line="245"/>
        <source>Could not save your mistakes to go over (%1).</source>
        <translation>Не удалось сохранить ошибки для повторения (%1).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="22"/>
        <source>words count from %1 letters</source>
        <translation>слова считаются от %1 букв</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="42"/>
        <source>%1 to play</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="49"/>
        <source>You start. Find a letter that keeps the win.</source>
        <translation>Вы начинаете. Найдите букву, которая сохраняет победу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="52"/>
        <source>Find a letter that keeps the win.</source>
        <translation>Найдите букву, которая сохраняет победу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="62"/>
        <source>Plays that keep the win here: %1. In the match, %2 was played.</source>
        <translation>Ходов, сохраняющих здесь победу: %1. В партии было сыграно %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="72"/>
        <source>Yes! %1 keeps the win.</source>
        <translation>Да! %1 сохраняет победу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="76"/>
        <source>So would: %1.</source>
        <translation>Так же годится: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="84"/>
        <source>Plays that keep the win: %1.</source>
        <translation>Победу сохраняют: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="90"/>
        <source>%1 does not keep the win.</source>
        <translation>%1 не сохраняет победу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="109"/>
        <source>Position %1 of %2</source>
        <translation>Позиция %1 из %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="114"/>
        <source>again, from an earlier session</source>
        <translation>снова, с прошлого занятия</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="120"/>
        <source>Done: %1 of %2 found at the first try.</source>
        <translation>Готово: %1 из %2 найдено с первой попытки.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="128"/>
        <source>Nothing to go over next time.</source>
        <translation>В следующий раз повторять нечего.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="129"/>
        <source>Positions to go over next time you learn from your mistakes: %1.</source>
        <translation>Позиций для повторения в следующий раз: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="135"/>
        <source>%1 threw no win away in this match that a letter would have kept.</source>
        <translation>%1: в этой партии нет ни одной упущенной победы, которую сохранила бы буква.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="144"/>
        <source>its word list is not found</source>
        <translation>не найден её список слов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="145"/>
        <source>its word list has changed since it was played</source>
        <translation>её список слов изменился после игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="148"/>
        <source>its word list cannot be used</source>
        <translation>её список слов нельзя использовать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="149"/>
        <source>completed words did not end the round</source>
        <translation>составленное слово не заканчивало раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="154"/>
        <source>This match cannot be reviewed against perfect play: %1.</source>
        <translation>Эту партию нельзя сверить с безупречной игрой: %1.</translation>
    </message>
</context>
<context>
    <name>LevelPlot</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="186"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="189"/>
        <source>Strength</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="198"/>
        <source>Strength of the adaptive computers after each round: %1</source>
        <translation>Сила адаптивных компьютеров после каждого раунда: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>perfect</source>
        <translation>идеально</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/level_plot.py" line="192"/>
        <source>random</source>
        <translation>наугад</translation>
    </message>
</context>
<context>
    <name>ListChooser</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="67"/>
        <source>From a file…</source>
        <translation>Из файла…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="66"/>
        <source>The words that count in this game</source>
        <extracomment>another list was chosen, or its capitalised words kept or not: check it again a reading came back: :attr:`list_ok` or :attr:`fits` may have changed</extracomment>
        <translation>Слова, которые считаются в этой игре</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="70"/>
        <source>Play with a word list of your own: a text file with one word per line</source>
        <translation>Играть со своим словарём: текстовый файл, по одному слову в строке</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="85"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Оставить слова с заглавной буквы (немецкие существительные)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="88"/>
        <source>Count the list&apos;s capitalised entries as words, in small letters: German nouns are written with a capital. For other lists they are mostly names, so they are skipped.</source>
        <translation>Считать словами записи списка с заглавной буквы, в строчных буквах: немецкие существительные пишутся с заглавной. В других списках это в основном имена, поэтому они пропускаются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="103"/>
        <source>How the list&apos;s letters are counted: French and Spanish players play É as E, German players keep Ä, Ö and Ü and play ß as SS</source>
        <translation>Как считаются буквы списка: во французском и испанском É играет как E, в немецком Ä, Ö и Ü остаются отдельными буквами, а ß играет как SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="121"/>
        <source>Open a word list</source>
        <translation>Открыть словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="123"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Словари (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="167"/>
        <source>Reading the word list…</source>
        <translation>Читаю список слов…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="198"/>
        <source>Cannot use this list: %1</source>
        <translation>Этот словарь не подходит: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="210"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="213"/>
        <source>%1 entries in the file</source>
        <translation>
            <numerusform>%1 запись в файле</numerusform>
            <numerusform>%1 записи в файле</numerusform>
            <numerusform>%1 записей в файле</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="217"/>
        <source>%1 blocked words left out</source>
        <translation>
            <numerusform>запрещённых слов убрано: %1</numerusform>
            <numerusform>запрещённых слов убрано: %1</numerusform>
            <numerusform>запрещённых слов убрано: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="223"/>
        <source>%1 house words added</source>
        <translation>
            <numerusform>домашних слов добавлено: %1</numerusform>
            <numerusform>домашних слов добавлено: %1</numerusform>
            <numerusform>домашних слов добавлено: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="229"/>
        <source>%1 repeated entries counted once</source>
        <translation>
            <numerusform>%1 повторяющаяся запись учтена один раз</numerusform>
            <numerusform>%1 повторяющиеся записи учтены по одному разу</numerusform>
            <numerusform>%1 повторяющихся записей учтено по одному разу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="236"/>
        <source>%1 capitalised words (names, or German nouns) skipped</source>
        <translation>
            <numerusform>%1 слово с заглавной буквы (имена или немецкие существительные) пропущено</numerusform>
            <numerusform>%1 слова с заглавной буквы (имена или немецкие существительные) пропущены</numerusform>
            <numerusform>%1 слов с заглавной буквы (имена или немецкие существительные) пропущено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="242"/>
        <source>%1 entries with other characters (digits, hyphens, apostrophes…) skipped</source>
        <translation>
            <numerusform>%1 запись с другими знаками (цифры, дефисы, апострофы…) пропущена</numerusform>
            <numerusform>%1 записи с другими знаками (цифры, дефисы, апострофы…) пропущены</numerusform>
            <numerusform>%1 записей с другими знаками (цифры, дефисы, апострофы…) пропущено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/list_chooser.py" line="249"/>
        <source>%1 entries longer than %2 letters skipped</source>
        <translation>
            <numerusform>%1 запись длиннее %2 букв пропущена</numerusform>
            <numerusform>%1 записи длиннее %2 букв пропущены</numerusform>
            <numerusform>%1 записей длиннее %2 букв пропущено</numerusform>
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
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="66"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="77"/>
        <source>%1 such as %2</source>
        <translation>%1, например: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="87"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="97"/>
        <source>Kept %1 word</source>
        <translation>Оставлено слов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="98"/>
        <source>Kept %1 words</source>
        <translation>Оставлено слов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="108"/>
        <source>Lowercased %1 capitalised word</source>
        <translation>Слов с заглавной буквы переведено в строчные: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="109"/>
        <source>Lowercased %1 capitalised words</source>
        <translation>Слов с заглавной буквы переведено в строчные: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="119"/>
        <source>%1 capitalised word (a name, or a German noun)</source>
        <translation>слов с заглавной буквы (имена или немецкие существительные): %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="120"/>
        <source>%1 capitalised words (names, or German nouns)</source>
        <translation>слов с заглавной буквы (имена или немецкие существительные): %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="128"/>
        <source>%1 entry with other characters</source>
        <translation>записей с другими знаками: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="129"/>
        <source>%1 entries with other characters</source>
        <translation>записей с другими знаками: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="137"/>
        <source>%1 entry longer than %2 letters</source>
        <translation>записей длиннее %2 букв: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="138"/>
        <source>%1 entries longer than %2 letters</source>
        <translation>записей длиннее %2 букв: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="146"/>
        <source>Skipped %1</source>
        <translation>Пропущено — %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="152"/>
        <source>Counted %1 repeated entry once</source>
        <translation>Повторов, учтённых один раз: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="153"/>
        <source>Counted %1 repeated entries once</source>
        <translation>Повторов, учтённых один раз: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="168"/>
        <source>Read as French, accents off: %1 word merged with another</source>
        <extracomment>how a list&apos;s letters were counted, when that merged words (côte → cote), by its language</extracomment>
        <translation>Прочитан как французский, без знаков над буквами; слились с другими словами: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="169"/>
        <source>Read as French, accents off: %1 words merged with others</source>
        <translation>Прочитан как французский, без знаков над буквами; слились с другими словами: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="172"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 word merged with another</source>
        <translation>Прочитан как испанский, без ударений, Ñ сохранена; слились с другими словами: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="175"/>
        <source>Read as Spanish, accents off but Ñ kept: %1 words merged with others</source>
        <translation>Прочитан как испанский, без ударений, Ñ сохранена; слились с другими словами: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="180"/>
        <source>Read as German, ß as SS: %1 word merged with another</source>
        <translation>Прочитан как немецкий, ß как SS; слились с другими словами: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="181"/>
        <source>Read as German, ß as SS: %1 words merged with others</source>
        <translation>Прочитан как немецкий, ß как SS; слились с другими словами: %1</translation>
    </message>
</context>
<context>
    <name>ListReportDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="195"/>
        <source>Word list “%1”</source>
        <translation>Словарь «%1»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="205"/>
        <source>Keep capitalised words (German nouns)</source>
        <translation>Оставить слова с заглавной буквы (немецкие существительные)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="208"/>
        <source>German writes every noun with a capital letter. Keep such words, in lower case, instead of skipping them as names.</source>
        <translation>В немецком языке все существительные пишутся с заглавной буквы. Оставить такие слова, записав строчными буквами, а не пропускать их как имена.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="224"/>
        <source>Use this list</source>
        <translation>Взять этот словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="241"/>
        <source>The capitalised words will be kept in lower case.</source>
        <translation>Слова с заглавной буквы останутся, но будут записаны строчными.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/list_report.py" line="243"/>
        <source>The capitalised words will be skipped.</source>
        <translation>Слова с заглавной буквы будут пропущены.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/log_view.py" line="155"/>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="89"/>
        <source>That&apos;s a word!</source>
        <translation>Это слово!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="75"/>
        <source>No word goes like that!</source>
        <translation>Таких слов нет!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="59"/>
        <source>No word contains these letters!</source>
        <translation>Таких букв подряд ни в одном слове нет!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="60"/>
        <source>Challenge the last player: they must name a word with these letters in it, in a row</source>
        <translation>Вызов предыдущему игроку: пусть назовёт слово, где эти буквы стоят подряд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="67"/>
        <source>No word can be made with these letters!</source>
        <translation>С этими буквами слова не составить!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="68"/>
        <source>Challenge the last player: they must name a word that has all these letters, in any order</source>
        <translation>Вызов предыдущему игроку: пусть назовёт слово, где есть все эти буквы, в любом порядке</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="76"/>
        <source>Challenge the last player: they must name a word that goes like this</source>
        <translation>Вызов предыдущему игроку: пусть назовёт подходящее слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="91"/>
        <source>Challenge the last player: the fragment is already a word (only with the bluffing rule)</source>
        <translation>Вызов предыдущему игроку: эти буквы уже составляют слово (только если блеф разрешён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="97"/>
        <source>Answer the challenge</source>
        <translation>Ответить на вызов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="98"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="99"/>
        <source>Name the word you had in mind</source>
        <translation>Назвать задуманное слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="102"/>
        <source>Resign round</source>
        <translation>Сдать раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="104"/>
        <source>Give up this round: you get the next letter</source>
        <translation>Сдать этот раунд: вы получите следующую букву</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="107"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="109"/>
        <source>Practice: the letters that win here</source>
        <translation>Тренировка: какие буквы здесь выигрывают</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="112"/>
        <source>Take back</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="114"/>
        <source>Take back the letter you just played</source>
        <translation>Отменить только что сыгранную букву</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="172"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="194"/>
        <source>The computers win the match!</source>
        <translation>Партию выиграли компьютеры!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="110"/>
        <source>Here the game calls out completed words: no need to say “That&apos;s a word!”</source>
        <extracomment>the keys that move Xghost&apos;s caret</extracomment>
        <translation>Здесь игра сама объявляет законченные слова: говорить «Это слово!» не нужно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="120"/>
        <source>Words count from %1 letters: “That&apos;s a word!” cannot be right yet.</source>
        <translation>Слова считаются от %1 букв: «Это слово!» пока не может быть верным.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="135"/>
        <source>The round is over: press Enter for the next one.</source>
        <translation>Раунд окончен: нажмите Enter, чтобы начать следующий.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="142"/>
        <source>The match is over: press Enter to play again.</source>
        <translation>Партия окончена: нажмите Enter, чтобы сыграть ещё раз.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="124"/>
        <source>%1: %2 words · %3 · words of %4+ letters count</source>
        <translation>%1: слов — %2 · %3 · считаются слова от %4 букв</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="44"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="49"/>
        <source>Winner:</source>
        <translation>Победа:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="48"/>
        <source>Next round starts:</source>
        <translation>Первый ход в следующем раунде:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="47"/>
        <source>Must answer:</source>
        <translation>Ответ на вызов:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="45"/>
        <source>Turn:</source>
        <translation>Ход:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="46"/>
        <source>Thinking:</source>
        <translation>Ход компьютера:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="150"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="154"/>
        <source>%1. %2 is out of the game.</source>
        <translation>%1. Выбывает из игры: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="389"/>
        <source>The next round starts in a moment…</source>
        <extracomment>the winner screen&apos;s buttons; the shell starts the games the round banner&apos;s &quot;Review this round&quot; says game events to a screen reader (and keeps the last ones) reads the letters aloud when the player turns it on (View → Read letters aloud)</extracomment>
        <translation>Следующий раунд начнётся через мгновение…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="393"/>
        <source>Next round (Enter)</source>
        <translation>Следующий раунд (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/main_window.py" line="396"/>
        <source>Review this round</source>
        <translation>Разбор раунда</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="181"/>
        <source>The computers win the match: no person is left in.</source>
        <translation>Партию выиграли компьютеры: в игре не осталось ни одного человека.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="184"/>
        <source>%1 wins the match!</source>
        <translation>Победа в партии: %1!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="152"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/table_keys.py" line="160"/>
        <source>Only letters can be played.</source>
        <translation>Ходить можно только буквами.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="110"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="111"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="112"/>
        <source>Play &amp;again</source>
        <translation>Сыграть &amp;ещё раз</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="113"/>
        <source>&amp;Open word list…</source>
        <translation>&amp;Открыть словарь…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="114"/>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="115"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="116"/>
        <source>Clear the &amp;cache</source>
        <translation>Очистить &amp;кэш</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="118"/>
        <source>&amp;Word list</source>
        <translation>Спис&amp;ок слов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="119"/>
        <source>&amp;House and blocked words…</source>
        <translation>&amp;Домашние и запрещённые слова…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="120"/>
        <source>&amp;Play</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="121"/>
        <source>&amp;Take back a letter</source>
        <translation>&amp;Отменить букву</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="122"/>
        <source>&amp;Resign the round…</source>
        <translation>&amp;Сдать раунд…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="123"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="124"/>
        <source>&amp;Grey out losing letters</source>
        <translation>&amp;Затемнять проигрышные буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="125"/>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="126"/>
        <source>Show the game &amp;log</source>
        <translation>Показывать &amp;ход игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="127"/>
        <source>&amp;Cards</source>
        <translation>&amp;Карточки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="128"/>
        <source>&amp;Strategy card…</source>
        <translation>&amp;Карточка стратегии…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="129"/>
        <source>&amp;Print card…</source>
        <translation>&amp;Печать карточки…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="130"/>
        <source>&amp;Who wins?…</source>
        <translation>Кто &amp;выигрывает?…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="131"/>
        <source>&amp;Learn the card…</source>
        <translation>&amp;Учить карточку…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="132"/>
        <source>Poc&amp;ket card…</source>
        <translation>Кар&amp;манная карточка…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="133"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="134"/>
        <source>&amp;Colours</source>
        <translation>&amp;Цвета</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="135"/>
        <source>As the &amp;system</source>
        <translation>Как в &amp;системе</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="136"/>
        <source>&amp;Light</source>
        <translation>Свет&amp;лые</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="137"/>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмные</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="138"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Высокий контраст</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="139"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Крупнее</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="140"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Мельче</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="141"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Обычный размер</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="142"/>
        <source>Read letters a&amp;loud</source>
        <translation>&amp;Читать буквы вслух</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="143"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="144"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="145"/>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="146"/>
        <source>&amp;Welcome screen</source>
        <translation>Экран &amp;приветствия</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="147"/>
        <source>&amp;About Ghost</source>
        <translation>&amp;О программе «Призрак»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="152"/>
        <source>Delete the solved games kept on disk; they are worked out again when needed</source>
        <translation>Удалить сохранённые на диске расчёты партий; при необходимости они будут вычислены заново</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="158"/>
        <source>The matches played, finished or left, newest first</source>
        <translation>Сыгранные матчи, доигранные и брошенные, сначала новые</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="163"/>
        <source>Words your table adds to the list, and words it takes out</source>
        <translation>Слова, которые ваша компания добавляет в список, и слова, которые убирает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="168"/>
        <source>Practice: the letters that win here</source>
        <translation>Тренировка: какие буквы здесь выигрывают</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="171"/>
        <source>Spell the word aloud after each play and say how each round ended, with the computer&apos;s voice</source>
        <translation>Называть буквы слова вслух после каждого хода и говорить, чем кончился раунд, голосом компьютера</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/menus.py" line="177"/>
        <source>Practice: grey out the letters that lose</source>
        <translation>Тренировка: затемнять проигрышные буквы</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="62"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="81"/>
        <source>Choose a preset…</source>
        <translation>Выберите готовую игру…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="58"/>
        <source>Players</source>
        <extracomment>more players than this are shown in two columns, so that the dialog fits an 800×600 screen a name field is as wide as this many average letters (a longer name scrolls in its field): two columns of names and kinds fit 800 pixels in Russian too the names were checked: whether every player has a name of their own rows were shown or hidden (the dialog fits itself to them)</extracomment>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="64"/>
        <source>Number of players</source>
        <extracomment>the rows shown so far (a row shown anew gets a default name)</extracomment>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="133"/>
        <source>Ghost: letters go on the right. SuperGhost: on either side. SuperDuperGhost: either side, and the fragment may be reversed. Anti-Ghost: who finishes a word wins the round. Xghost: at either side or between two letters. Anaghost: the letters may be in any order.</source>
        <translation>Призрак: буквы добавляются справа. Суперпризрак: с любой стороны. Супер-пупер-призрак: с любой стороны, и слово можно перевернуть. Кто закончит слово: закончивший слово выигрывает раунд. Икс-призрак: с любой стороны или между двумя буквами. Анаграммный призрак: буквы могут идти в любом порядке.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="139"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="155"/>
        <source>Shortest word that counts</source>
        <translation>Кратчайшее засчитываемое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="163"/>
        <source>Word list</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="157"/>
        <source>Lost rounds before you are out</source>
        <translation>Проигранных раундов до выбывания</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="183"/>
        <source>Who starts the next round</source>
        <translation>Кто начинает следующий раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="107"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="205"/>
        <source>Alex</source>
        <extracomment>a person may take back their last letter, with the computers&apos; replies, until the next person plays (practice allows it anyway) keep capitalised entries, lowercased (German nouns); see the list report the computers play as one side against the people how the list&apos;s letters are counted: detected from its words, a language&apos;s way (&quot;de&quot;, &quot;es&quot;, &quot;fr&quot;: É plays as E...) or as written (``alphabets.LANGUAGE_OPTIONS``) the shortest words that count and the lives the New game dialog offers the bundled lists a game in each interface language starts with: (everyday, large)</extracomment>
        <translation>Саша</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="206"/>
        <source>Robo</source>
        <translation>Робо</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="207"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="208"/>
        <source>Mum</source>
        <translation>Мама</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="209"/>
        <source>Sam</source>
        <translation>Миша</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/game_setup.py" line="210"/>
        <source>Perfect</source>
        <translation>Знаток</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="78"/>
        <source>Fill in the dialog for a well-known way to play; you can change anything afterwards</source>
        <translation>Заполнить окно настройками известного варианта игры; потом всё можно изменить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="109"/>
        <source>Close without starting a game (Esc)</source>
        <translation>Закрыть, не начиная игру (Esc)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="68"/>
        <source>How many play, people and computers together (2 to %1)</source>
        <translation>Сколько всего игроков, людей и компьютеров вместе (от 2 до %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="77"/>
        <source>Computers team up against the people</source>
        <translation>Компьютеры играют командой против людей</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="80"/>
        <source>The computers play as one side: each plays so that a person loses the round (perfectly, whatever their level), and where they cannot force that, for itself</source>
        <translation>Компьютеры играют одной командой: каждый ходит так, чтобы раунд проиграл человек (идеально, каким бы ни был его уровень), а где этого не добиться — за себя</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="99"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="101"/>
        <source>Player %1&apos;s name: every player needs a different one (at most %2 letters)</source>
        <translation>Имя игрока %1: у каждого игрока должно быть своё (не больше %2 букв)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/player_rows.py" line="116"/>
        <source>Who plays as player %1: a person at this computer, or the computer at a strength</source>
        <translation>Кто играет за игрока %1: человек за этим компьютером или компьютер выбранной силы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="145"/>
        <source>Shorter words do not count: completing one loses nothing</source>
        <translation>Более короткие слова не считаются: закончить такое слово не страшно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="151"/>
        <source>How many rounds a player may lose before being out of the game (5 spell G-H-O-S-T)</source>
        <translation>Сколько раундов игрок может проиграть, прежде чем выбыть из игры (5 — это Б-А-Л-Д-А)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="175"/>
        <source>Letters</source>
        <translation>Буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="182"/>
        <source>Who plays the first letter of the next round</source>
        <translation>Кто ставит первую букву в следующем раунде</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="186"/>
        <source>The game calls out completed words</source>
        <translation>Игра сама объявляет законченные слова</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="189"/>
        <source>Whoever completes a word of the list loses the round at once: the game sees it</source>
        <translation>Кто закончит слово из словаря, сразу проигрывает раунд: игра это замечает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="192"/>
        <source>Players must catch them: bluffing allowed</source>
        <translation>Игроки ловят их сами: блеф разрешён</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="195"/>
        <source>A completed word goes on until someone catches it with “That&apos;s a word!”; if nobody does, the player who completed it got away with it</source>
        <translation>Законченное слово остаётся в игре, пока кто-нибудь не поймает его возгласом «Это слово!»; если никто не заметит, тому, кто его закончил, всё сойдёт с рук</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="206"/>
        <source>Completed words</source>
        <translation>Законченные слова</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="209"/>
        <source>Practice: my plays judged, with hints</source>
        <translation>Тренировка: оценка ходов и подсказки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="212"/>
        <source>After each of your letters the game says whether it was a winning play against perfect play; you may ask for hints and take letters back</source>
        <translation>После каждой вашей буквы игра говорит, был ли это выигрышный ход при идеальной игре; можно просить подсказки и отменять буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="217"/>
        <source>Allow taking back a letter (Ctrl+Z)</source>
        <translation>Разрешить отменять букву (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/new_game_dialog.py" line="220"/>
        <source>A person who pressed the wrong key can take the letter back until the next person plays; never a computer&apos;s letter</source>
        <translation>Кто нажал не ту клавишу, может отменить букву, пока следующий человек не сходил; буквы компьютера отменить нельзя</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="24"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="41"/>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="46"/>
        <source>A name can have at most %1 letters.</source>
        <translation>В имени может быть не больше %1 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="59"/>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Двух игроков зовут %1: дайте каждому своё имя.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="63"/>
        <source>Several players are called %1: give each a different name.</source>
        <translation>Нескольких игроков зовут %1: дайте каждому своё имя.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="74"/>
        <source>Give every player a name of their own first</source>
        <translation>Сначала дайте каждому игроку своё имя</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="78"/>
        <source>Choose a word list that can be used first</source>
        <translation>Сначала выберите подходящий словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="82"/>
        <source>Choose a smaller word list, or another variant, first</source>
        <translation>Сначала выберите словарь поменьше или другой вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="85"/>
        <source>Start the game (Enter)</source>
        <translation>Начать игру (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="92"/>
        <source>the players</source>
        <translation>игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="93"/>
        <source>the variant</source>
        <translation>вариант игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="94"/>
        <source>the shortest word</source>
        <translation>самое короткое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="95"/>
        <source>the word list</source>
        <translation>список слов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="96"/>
        <source>the lives</source>
        <translation>число жизней</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="97"/>
        <source>who starts the next round</source>
        <translation>кто начинает следующий раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="100"/>
        <source>how letters are counted</source>
        <translation>как считаются буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="104"/>
        <source>the game&apos;s options</source>
        <translation>настройки игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="105"/>
        <source>Some of the last game&apos;s settings could not be used (%1) and were reset to their defaults.</source>
        <translation>Некоторые настройки последней игры нельзя использовать (%1); они сброшены к значениям по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="116"/>
        <source>As detected</source>
        <translation>По языку списка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="117"/>
        <source>German: Ä Ö Ü kept, ß as SS</source>
        <translation>Немецкий: Ä Ö Ü отдельно, ß как SS</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="118"/>
        <source>Spanish: accents off, Ñ kept</source>
        <translation>Испанский: без ударений, Ñ отдельно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="119"/>
        <source>French: accents off</source>
        <translation>Французский: без знаков над буквами</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="120"/>
        <source>As written</source>
        <translation>Как написано</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="127"/>
        <source>English (detected)</source>
        <translation>Английский (определён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="128"/>
        <source>Russian (detected)</source>
        <translation>Русский (определён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="129"/>
        <source>German (detected)</source>
        <translation>Немецкий (определён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="130"/>
        <source>Spanish (detected)</source>
        <translation>Испанский (определён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="131"/>
        <source>French (detected)</source>
        <translation>Французский (определён)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/new_game_texts.py" line="133"/>
        <source>As written (none detected)</source>
        <translation>Как написано (язык не определён)</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="31"/>
        <source>Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept.</source>
        <translation>«Призрак» не может сохранять в %1 (%2): игра продолжается, но партия, статистика и настройки не сохраняются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="43"/>
        <source>the folder is read-only or the disk is full</source>
        <translation>папка доступна только для чтения или диск заполнен</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="48"/>
        <source>The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed.</source>
        <translation>Игру нельзя сохранить в %1 (%2): она продолжается, но после закрытия «Призрака» её нельзя будет продолжить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="50"/>
        <source>The statistics cannot be saved in %1 (%2).</source>
        <translation>Статистику нельзя сохранить в %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="52"/>
        <source>The house words cannot be saved in %1 (%2): they count in this game only.</source>
        <translation>Домашние слова нельзя сохранить в %1 (%2): они действуют только в этой игре.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="54"/>
        <source>The settings cannot be saved in %1 (%2).</source>
        <translation>Настройки нельзя сохранить в %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/notices.py" line="55"/>
        <source>The matches played cannot be kept in %1 (%2).</source>
        <translation>Сыгранные матчи не удаётся сохранить в %1 (%2).</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="332"/>
        <source>Out</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="335"/>
        <source>Out of the game</source>
        <translation>Уже не в игре</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="336"/>
        <source>Must answer the challenge</source>
        <translation>Нужно ответить на вызов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="337"/>
        <source>To move</source>
        <translation>Очередь хода</translation>
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
        <translation>вне игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="357"/>
        <source>must answer the challenge</source>
        <comment>a player&apos;s panel, for screen readers</comment>
        <translation>очередь отвечать на вызов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="360"/>
        <source>to play</source>
        <comment>a player&apos;s panel, for screen readers: their turn</comment>
        <translation>ходит</translation>
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
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="18"/>
        <source>every word wins</source>
        <translation>все слова выигрывают</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="19"/>
        <source>some words lose</source>
        <translation>некоторые слова проигрывают</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="20"/>
        <source>every word loses</source>
        <translation>все слова проигрывают</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="24"/>
        <source>At your turn: look up the letters on the table (in bold, in alphabetical order); play the big letter where it stands.</source>
        <translation>В свой ход найдите буквы со стола (жирные, по алфавиту) и поставьте большую букву туда, где она стоит.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="30"/>
        <source>⇄: turn the letters round first.</source>
        <translation>⇄ — сначала переверните буквы задом наперёд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="34"/>
        <source>At your turn: find the letters, play the big letter, aim for the words.</source>
        <translation>В свой ход найдите буквы, поставьте большую букву и ведите к словам.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="38"/>
        <source>* a word that loses.</source>
        <translation>* — проигрышное слово.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="40"/>
        <source>%1 · player %2 of %3</source>
        <translation>%1 · игрок %2 из %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="44"/>
        <source>%1 · words of %2+ letters · %3</source>
        <translation>%1 · слова от %2 букв · %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="49"/>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_words.py" line="50"/>
        <source>see %1 above</source>
        <translation>см. %1 выше</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_printing.py" line="34"/>
        <source>%1 pocket card — %2, minimum %3, player %4</source>
        <translation>%1, карманная карточка — %2, от %3 букв, игрок %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="84"/>
        <source>No line fits? Challenge if you doubt a word has these letters in a row; else play on without the card.</source>
        <translation>Нет такой строки? Не верите, что есть слово с этими буквами подряд, — вызов; иначе играйте сами.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="89"/>
        <source>No line fits? Challenge if you doubt a word has all these letters; else play on without the card.</source>
        <translation>Нет такой строки? Не верите, что есть слово со всеми этими буквами, — вызов; иначе играйте сами.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="93"/>
        <source>No line fits? Challenge if you doubt a word starts so; else play on without the card.</source>
        <translation>Нет такой строки? Не верите, что так начинается слово, — вызов; иначе играйте сами.</translation>
    </message>
</context>
<context>
    <name>PocketCardDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="73"/>
        <source>Pocket card</source>
        <extracomment>kept while the dialog lives: a QPrinter Python frees under a print dialog crashes Qt the print preview open, and what keeps its printer on the card&apos;s paper</extracomment>
        <translation>Карманная карточка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="81"/>
        <source>A6 index card (105 × 148 mm)</source>
        <translation>Карточка A6 (105 × 148 мм)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="82"/>
        <source>A5 (148 × 210 mm)</source>
        <translation>A5 (148 × 210 мм)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="83"/>
        <source>A full page</source>
        <translation>Целая страница</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="88"/>
        <source>The paper the card is laid out for</source>
        <translation>Бумага, на которую рассчитана карточка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="90"/>
        <source>&amp;Paper</source>
        <translation>&amp;Бумага</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="95"/>
        <source>&amp;Familiar words</source>
        <translation>&amp;Знакомые слова</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="98"/>
        <source>Up to a quarter more words, so that fewer of them are words your friends may not know (rare words: outside the family list in English)</source>
        <translation>До четверти больше слов, зато меньше таких, которых друзья могут не знать (редких: для русского — вне 20 000 самых частых слов)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="189"/>
        <source>This card (%1, %2) does not fit this paper with its words at %3 pt or larger.</source>
        <extracomment>the paper the card was too large for when the dialog opened (it starts on the smallest paper it fits, and says so)</extracomment>
        <translation>Эта карточка (%1, %2) не помещается на эту бумагу, если слова не меньше %3 пт.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="195"/>
        <source>%1 play</source>
        <translation>
            <numerusform>%1 ход</numerusform>
            <numerusform>%1 хода</numerusform>
            <numerusform>%1 ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="196"/>
        <source>%1 plays</source>
        <translation>
            <numerusform>%1 ход</numerusform>
            <numerusform>%1 хода</numerusform>
            <numerusform>%1 ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="203"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="204"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="211"/>
        <source>It fits %1: choose it above.</source>
        <translation>Помещается на бумаге «%1» — выберите её выше.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="215"/>
        <source>No larger paper holds it legibly either.</source>
        <translation>Разборчиво она не поместится и на бумаге побольше.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="223"/>
        <source>Words at %2 pt, in %1 column; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Слова — %2 пт, в %1 столбец; ничего не печатается мельче %3 пт.</numerusform>
            <numerusform>Слова — %2 пт, в %1 столбца; ничего не печатается мельче %3 пт.</numerusform>
            <numerusform>Слова — %2 пт, в %1 столбцов; ничего не печатается мельче %3 пт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="228"/>
        <source>Words at %2 pt, in %1 columns; nothing is printed smaller than %3 pt.</source>
        <translation>
            <numerusform>Слова — %2 пт, в %1 столбец; ничего не печатается мельче %3 пт.</numerusform>
            <numerusform>Слова — %2 пт, в %1 столбца; ничего не печатается мельче %3 пт.</numerusform>
            <numerusform>Слова — %2 пт, в %1 столбцов; ничего не печатается мельче %3 пт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="114"/>
        <source>Larger, to read the words (Ctrl and the wheel, Ctrl++, Ctrl+-)</source>
        <translation>Крупнее, чтобы читать слова (Ctrl и колёсико, Ctrl++, Ctrl+-)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="116"/>
        <source>&amp;Zoom</source>
        <translation>&amp;Масштаб</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="138"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="139"/>
        <source>Print pre&amp;view…</source>
        <translation>Пр&amp;осмотр печати…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="140"/>
        <source>Save as P&amp;DF…</source>
        <translation>&amp;Сохранить в PDF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="239"/>
        <source>%1 words, %2 of them unfamiliar.</source>
        <translation>Слов: %1, из них незнакомых: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="247"/>
        <source>Too large for the %1 at %2 pt: laid out on this paper.</source>
        <translation>Бумага «%1» мала для шрифта от %2 пт — карточка разложена на этой.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="257"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="270"/>
        <source>Working out the familiar card…</source>
        <translation>Составляется карточка знакомых слов…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="305"/>
        <source>Save the pocket card</source>
        <translation>Сохранить карманную карточку</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="307"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="316"/>
        <source>The card could not be saved as %1: %2.</source>
        <translation>Не удалось сохранить карточку как %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="321"/>
        <source>Saved to %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/cards/pocket_card_view.py" line="360"/>
        <source>Print preview</source>
        <translation>Просмотр печати</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="55"/>
        <source>Zoom: %1 %</source>
        <translation>Масштаб: %1 %</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="66"/>
        <source>This computer has no speech service (speech-dispatcher or espeak-ng on Linux), so nothing can be read aloud.</source>
        <translation>На этом компьютере нет службы речи (в Linux — speech-dispatcher или espeak-ng), поэтому читать вслух нечем.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/preferences.py" line="70"/>
        <source>Letters will be read aloud.</source>
        <translation>Буквы будут читаться вслух.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="55"/>
        <source>Review of the match</source>
        <extracomment>a play&apos;s line holds its index among the match&apos;s plays (a round&apos;s heading: -1)</extracomment>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="73"/>
        <source>The match&apos;s plays</source>
        <translation>Ходы партии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="77"/>
        <source>← Previous</source>
        <translation>← Назад</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="78"/>
        <source>The play before (←)</source>
        <translation>Предыдущий ход (←)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="80"/>
        <source>Next →</source>
        <translation>Дальше →</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="81"/>
        <source>The next play (→)</source>
        <translation>Следующий ход (→)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="83"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="84"/>
        <source>Close this window</source>
        <translation>Закрыть это окно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="89"/>
        <source>&amp;Learn from my mistakes…</source>
        <translation>&amp;Учиться на своих ошибках…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="91"/>
        <source>Find, one position after another, a letter that would have kept the win</source>
        <translation>Позиция за позицией найдите букву, которая сохранила бы выигрыш</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="124"/>
        <source>The review failed: %1</source>
        <translation>Разбор не удался: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="126"/>
        <source>Working out what perfect play says of each play…</source>
        <translation>Идеальная игра оценивает каждый ход…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="144"/>
        <source>won by %1</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="147"/>
        <source>unfinished</source>
        <translation>не закончена</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="183"/>
        <source>no plays</source>
        <translation>ходов нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="196"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="198"/>
        <source>lost by %1</source>
        <translation>проигрыш: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/review_view.py" line="200"/>
        <source>letters taken back: %1</source>
        <translation>букв взято назад: %1</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="88"/>
        <source>The unfinished game stays saved for next time; the games played now are not saved over it.</source>
        <extracomment>writes the save on its thread; a failure comes back here, to be told on this one the list and the table&apos;s house and blocked words when they were last kept: the files are read again only when these change, not after every play</extracomment>
        <translation>Неоконченная игра остаётся сохранённой до следующего раза; игры, сыгранные сейчас, не записываются поверх неё.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="94"/>
        <source>The saved game cannot be read (permission denied). It is left as it is, and the games played now are not saved over it.</source>
        <translation>Сохранённую игру нельзя прочитать (нет доступа). Она оставлена как есть, и игры этого сеанса не записываются поверх неё.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="104"/>
        <source>Resume the unfinished game?</source>
        <translation>Продолжить неоконченную игру?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="109"/>
        <source>Resume it</source>
        <translation>Продолжить её</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="111"/>
        <source>Throw it away and start anew</source>
        <translation>Выбросить её и начать заново</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="113"/>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="114"/>
        <source>Start a new game; the unfinished one is offered again next time</source>
        <translation>Начать новую игру; незаконченная будет предложена в следующий раз</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="133"/>
        <source>round %1</source>
        <translation>раунд %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="141"/>
        <source>last played %1</source>
        <translation>последний ход: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="157"/>
        <source>the saved game is damaged</source>
        <translation>сохранённая игра повреждена</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/saved_match.py" line="189"/>
        <source>The saved game could not be resumed (%1). It was set aside, and a new game starts.</source>
        <translation>Не удалось продолжить сохранённую игру (%1). Она отложена в сторону, начинается новая игра.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../ghost_gui/gui/app/shell.py" line="219"/>
        <source>The cache was cleared: %1 MB freed.</source>
        <translation>Кэш очищен: освобождено %1 МБ.</translation>
    </message>
</context>
<context>
    <name>SideChoice</name>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="43"/>
        <source>Add on the left (Shift+letter)</source>
        <extracomment>the turn-around box was ticked or cleared: the fragment&apos;s note follows</extracomment>
        <translation>Добавить слева (Shift+буква)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="44"/>
        <source>Add on the right</source>
        <translation>Добавить справа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="45"/>
        <source>Turn the word around first</source>
        <translation>Сначала перевернуть слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="47"/>
        <source>SuperDuperGhost: read the fragment backwards, then add your letter</source>
        <translation>Супер-пупер-призрак: прочитать буквы задом наперёд, затем добавить свою букву</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="50"/>
        <source>Put your letter in front of the fragment (or hold Shift as you type it)</source>
        <translation>Поставить свою букву в начало (или набрать её, удерживая Shift)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="52"/>
        <source>Put your letter after the fragment</source>
        <translation>Поставить свою букву в конец</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/side_choice.py" line="74"/>
        <source>Turned around: %1</source>
        <translation>Перевёрнуто: %1</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="55"/>
        <source>Statistics</source>
        <extracomment>the counts shown, in column order after the player&apos;s name (the longest word comes last) the dialog&apos;s preferred height with the plot (an 800×600 screen gets what it has room for) room beside a heading for the sort arrow a cell: its text, what it sorts by (a number, or a name folded for case; then the text), and its tooltip never editable</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="58"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="59"/>
        <source>Matches won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="60"/>
        <source>Matches finished</source>
        <translation>Доиграно партий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="61"/>
        <source>Abandoned</source>
        <translation>Брошено</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="62"/>
        <source>Rounds won</source>
        <translation>Выиграно раундов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="63"/>
        <source>Rounds lost</source>
        <translation>Проиграно раундов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="64"/>
        <source>Longest word</source>
        <translation>Самое длинное слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="69"/>
        <source>Matches played to the end</source>
        <translation>Партии, доигранные до конца</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="70"/>
        <source>Matches left unfinished by starting a new game</source>
        <translation>Партии, брошенные ради новой игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="73"/>
        <source>The longest word this player completed or named rightly in a challenge</source>
        <translation>Самое длинное слово, которое игрок составил или верно назвал при вызове</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="95"/>
        <source>No games played yet</source>
        <translation>Пока не сыграно ни одной игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="149"/>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="162"/>
        <source>&amp;Person:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="165"/>
        <source>Whose accuracy the plot shows</source>
        <translation>Чью точность показывает график</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="205"/>
        <source>Adaptive computers</source>
        <translation>Адаптивные компьютеры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="206"/>
        <source>Adaptive computers: strength after each round</source>
        <translation>Адаптивные компьютеры: сила после каждого раунда</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="110"/>
        <source>Reset statistics…</source>
        <translation>Сбросить статистику…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="111"/>
        <source>Forget the statistics of every player; asks first</source>
        <translation>Стереть статистику всех игроков (с подтверждением)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="113"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="114"/>
        <source>Close this window</source>
        <translation>Закрыть это окно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="141"/>
        <source>Nothing to plot yet: a person&apos;s accuracy appears here after each match they play (not after Anaghost on a very large word list: Game → History reviews such a match).</source>
        <translation>Пока показывать нечего: точность игрока появится здесь после каждой сыгранной им партии (кроме анаграммного призрака на очень большом словаре: такую партию разберёт Игра → История).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="153"/>
        <source>The share of a person&apos;s plays in each match that kept what the position allowed, judged against perfect play (an Anaghost match on a very large word list is not judged here: Game → History reviews it)</source>
        <translation>Доля ходов игрока в каждой партии, сохранивших то, что позволяла позиция, по сравнению с идеальной игрой (партии анаграммного призрака на очень большом словаре здесь не оцениваются: их разберёт Игра → История)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="223"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="266"/>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="267"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Стереть статистику всех игроков? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats_view.py" line="282"/>
        <source>The statistics were cleared, but the file could not be written.</source>
        <translation>Статистика очищена, но записать файл не удалось.</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="66"/>
        <source>A word the list lacks</source>
        <extracomment>a question was closed (the window takes the keyboard back)</extracomment>
        <translation>Слова нет в словаре</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="67"/>
        <source>%1 is not in %2. Count %1 as a word at this table?</source>
        <translation>Слова %1 нет в словаре %2. Считать %1 домашним словом?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="86"/>
        <source>Count it: %1 completed %2 and loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Засчитать: раунд проигрывает %1 (слово %2 закончено), и %2 отныне считается словом. Не засчитывать: раунд проигрывает %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="92"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="155"/>
        <source>Count it</source>
        <translation>Засчитать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="93"/>
        <location filename="../../ghost_gui/gui/table/questions.py" line="156"/>
        <source>Don&apos;t count it</source>
        <translation>Не засчитывать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="94"/>
        <source>Take the challenge back</source>
        <translation>Отозвать вызов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="144"/>
        <source>%1 is one of this table&apos;s blocked words. Count %1 as a word again?</source>
        <translation>%1 — запрещённое слово за этим столом. Снова считать %1 словом?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="149"/>
        <source>Count it: %1 loses this round, and %2 counts from now on. Don&apos;t count it: %3 loses this round.</source>
        <translation>Засчитать: раунд проигрывает %1, и %2 считается словом отныне. Не засчитывать: раунд проигрывает %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="157"/>
        <source>Name another word</source>
        <translation>Назвать другое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="186"/>
        <source>%1: give up this round and take your last letter? You will be out of the match.</source>
        <translation>%1: сдать этот раунд и взять последнюю букву? Вы выбудете из игры.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="193"/>
        <source>Resign the round?</source>
        <translation>Сдать раунд?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="189"/>
        <source>%1: give up this round and take the next letter?</source>
        <translation>%1: сдать этот раунд и взять следующую букву?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="198"/>
        <source>Resign</source>
        <translation>Сдать раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/questions.py" line="199"/>
        <source>Keep playing</source>
        <translation>Играть дальше</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="331"/>
        <source>Welcome to Ghost</source>
        <translation>Добро пожаловать в «Призрак»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="333"/>
        <source>Welcome to Ghost!</source>
        <translation>Добро пожаловать в «Призрак»!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="338"/>
        <source>Ghost is a word game: take turns adding a letter, and the letters must always be the start of a real word. Whoever completes a word of %1 or more letters loses the round, so think ahead!</source>
        <translation>«Призрак» — игра в слова: по очереди добавляйте по букве, и буквы всегда должны быть началом настоящего слова. Кто закончит слово из %1 или более букв, проигрывает раунд, так что думайте наперёд!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="345"/>
        <source>Type a letter to play it.</source>
        <translation>Чтобы сходить, наберите букву.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="349"/>
        <source>“Resign round” (Ctrl+Shift+R): give up this round.</source>
        <translation>«Сдать раунд» (Ctrl+Shift+R): сдаться в этом раунде.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="350"/>
        <source>Press F1 at any time to read the rules.</source>
        <translation>Правила можно прочитать в любой момент, нажав F1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="357"/>
        <source>Don&apos;t show this again</source>
        <translation>Больше не показывать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help.py" line="359"/>
        <source>Let&apos;s play</source>
        <translation>Играем!</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="64"/>
        <source>Open a word list</source>
        <translation>Открыть словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="66"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Словари (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="163"/>
        <source>Cannot use this word list</source>
        <translation>Этот словарь не подходит</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/word_lists.py" line="146"/>
        <source>%1: %2 words</source>
        <translation>%1: слов — %2</translation>
    </message>
</context>
<context>
    <name>WordsDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="71"/>
        <source>House and blocked words</source>
        <extracomment>the last message shown (tests read it) where the file dialogs start (tests set a file here instead: no dialog then)</extracomment>
        <translation>Домашние и запрещённые слова</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="78"/>
        <source>House words count as if %1 had them: in play, in challenges, for hints, perfect play and the cards.</source>
        <translation>Домашние слова считаются, как если бы они были в списке «%1»: в игре, в вызовах, в подсказках, в идеальной игре и на карточках.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="85"/>
        <source>Blocked words are taken out of %1: nobody loses on them and no card asks anyone to learn them.</source>
        <translation>Запрещённые слова убраны из списка «%1»: на них никто не проигрывает, и ни одна карточка не просит их запоминать.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="90"/>
        <source>House words</source>
        <translation>Домашние слова</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="91"/>
        <source>Blocked words</source>
        <translation>Запрещённые слова</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="94"/>
        <source>Changes count from the next round: a round in play keeps its words.</source>
        <translation>Изменения действуют со следующего раунда: текущий раунд играется с прежними словами.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="154"/>
        <source>Type a word first.</source>
        <translation>Сначала наберите слово.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="156"/>
        <source>%1 has characters that are not letters.</source>
        <translation>В %1 есть знаки, которые не являются буквами.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="159"/>
        <source>%1 is longer than %2 letters.</source>
        <translation>%1 длиннее %2 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="165"/>
        <source>%1 has letters that %2 does not use.</source>
        <translation>В слове %1 есть буквы, которых нет в списке «%2».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="170"/>
        <source>%1 is already in %2.</source>
        <translation>Слово %1 уже есть в списке «%2».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="173"/>
        <source>%1 is not in %2: there is nothing to block.</source>
        <translation>Слова %1 нет в списке «%2»: запрещать нечего.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="178"/>
        <source>%1 is already a house word.</source>
        <translation>%1 уже домашнее слово.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="179"/>
        <source>%1 is already blocked.</source>
        <translation>%1 уже запрещено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="201"/>
        <source>%1 holds no word that can be added.</source>
        <translation>В %1 нет слов, которые можно добавить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="183"/>
        <source>Added %1.</source>
        <translation>Добавлено: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 word.</source>
        <translation>
            <numerusform>Убрано слов: %1.</numerusform>
            <numerusform>Убрано слов: %1.</numerusform>
            <numerusform>Убрано слов: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="187"/>
        <source>Removed %1 words.</source>
        <translation>
            <numerusform>Убрано слов: %1.</numerusform>
            <numerusform>Убрано слов: %1.</numerusform>
            <numerusform>Убрано слов: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="241"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстовые файлы (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="243"/>
        <source>Export the words</source>
        <translation>Сохранить слова в файл</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="244"/>
        <source>Import words</source>
        <translation>Добавить слова из файла</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="195"/>
        <source>Added %1 word from the file.</source>
        <translation>
            <numerusform>Из файла добавлено слов: %1.</numerusform>
            <numerusform>Из файла добавлено слов: %1.</numerusform>
            <numerusform>Из файла добавлено слов: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="196"/>
        <source>Added %1 words from the file.</source>
        <translation>
            <numerusform>Из файла добавлено слов: %1.</numerusform>
            <numerusform>Из файла добавлено слов: %1.</numerusform>
            <numerusform>Из файла добавлено слов: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="213"/>
        <source>The words could not be saved as %1: %2.</source>
        <translation>Не удалось сохранить слова в %1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 word as %2.</source>
        <translation>
            <numerusform>Сохранено слов: %1, файл %2.</numerusform>
            <numerusform>Сохранено слов: %1, файл %2.</numerusform>
            <numerusform>Сохранено слов: %1, файл %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_dialog.py" line="210"/>
        <source>Saved %1 words as %2.</source>
        <translation>
            <numerusform>Сохранено слов: %1, файл %2.</numerusform>
            <numerusform>Сохранено слов: %1, файл %2.</numerusform>
            <numerusform>Сохранено слов: %1, файл %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="20"/>
        <source>%1 line skipped:</source>
        <extracomment>the reasons an import names before &quot;and N more&quot;</extracomment>
        <translation>Пропущено строк: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="21"/>
        <source>%1 lines skipped:</source>
        <translation>Пропущено строк: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="26"/>
        <source>…and %1 more.</source>
        <translation>…и ещё %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="40"/>
        <source>includes %1 house word</source>
        <translation>домашних слов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="41"/>
        <source>includes %1 house words</source>
        <translation>домашних слов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="48"/>
        <source>%1 blocked word left out</source>
        <translation>запрещённых слов убрано: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/words_texts.py" line="49"/>
        <source>%1 blocked words left out</source>
        <translation>запрещённых слов убрано: %1</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="32"/>
        <source>Type a word</source>
        <translation>Наберите слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="34"/>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="42"/>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="43"/>
        <source>&amp;Import…</source>
        <translation>&amp;Из файла…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="44"/>
        <source>E&amp;xport…</source>
        <translation>&amp;В файл…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 word</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ghost_gui/gui/dialogs/words_page.py" line="58"/>
        <source>%1 words</source>
        <translation>
            <numerusform>%1 слово</numerusform>
            <numerusform>%1 слова</numerusform>
            <numerusform>%1 слов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="67"/>
        <source>Something went wrong, but your game is safe. Details are in %1.</source>
        <translation>Что-то пошло не так, но игра сохранена. Подробности в %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/app/app.py" line="169"/>
        <source>Ghost is already running: its window was brought forward.</source>
        <extracomment>the options written out in full: flags, and options with a value</extracomment>
        <translation>«Призрак» уже запущен: его окно выведено на передний план.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/i18n.py" line="60"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="19"/>
        <source>CAT</source>
        <extracomment>the example word for each minimum length (translators may give words of the same length)</extracomment>
        <translation>ДОМ</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="20"/>
        <source>FISH</source>
        <translation>РЫБА</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="21"/>
        <source>HOUSE</source>
        <translation>КНИГА</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="22"/>
        <source>GARDEN</source>
        <translation>МАШИНА</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="23"/>
        <source>KITCHEN</source>
        <translation>ТЕЛЕФОН</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="24"/>
        <source>ELEPHANT</source>
        <translation>ЧЕРЕПАХА</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Anna</source>
        <translation>Аня</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="58"/>
        <source>Ben</source>
        <translation>Боря</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="65"/>
        <source>GHOST</source>
        <translation>БАЛДА</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="66"/>
        <source>PIG</source>
        <translation>КОТ</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="86"/>
        <source>%1 starts with %2.</source>
        <translation>%1: первая буква — %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="92"/>
        <source>%1 adds %2 to the letters.</source>
        <translation>%1: буква %2 к остальным.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="98"/>
        <source>%1 puts %2 between %3 and %4.</source>
        <translation>%1: буква %2 между %3 и %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="107"/>
        <source>%1 turns %2 around to %3 and adds %4.</source>
        <translation>%1: переворот %2 → %3 и буква %4.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="114"/>
        <source>%1 puts %2 at the front.</source>
        <translation>%1: буква %2 в начало.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/help_examples.py" line="119"/>
        <source>%1 adds %2 at the end.</source>
        <translation>%1: буква %2 в конец.</translation>
    </message>
</context>
<context>
    <name>house</name>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="42"/>
        <source>The blocked words file cannot be read (permission denied). It is left as it is, and words blocked in this session are not kept.</source>
        <extracomment>the file is there but may not be read: it is left as it is and never written set when a change could not be written</extracomment>
        <translation>Файл запрещённых слов нельзя прочитать (нет доступа). Он оставлен как есть, а слова, запрещённые в этом сеансе, не сохраняются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="47"/>
        <source>The house words file cannot be read (permission denied). It is left as it is, and words accepted in this session are not kept.</source>
        <translation>Файл домашних слов нельзя прочитать (нет доступа). Он оставлен как есть, а слова, принятые в этом сеансе, не сохраняются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="63"/>
        <source>The blocked words file was partly damaged and was set aside; the words that could be read are still blocked.</source>
        <translation>Файл запрещённых слов был частично повреждён и отложен; слова, которые удалось прочитать, по-прежнему запрещены.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="68"/>
        <source>The house words file was partly damaged and was set aside; the words that could be read are still used.</source>
        <translation>Файл домашних слов был частично повреждён и отложен; слова, которые удалось прочитать, по-прежнему действуют.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="75"/>
        <source>The blocked words file was damaged and was set aside; the words in it are not blocked.</source>
        <translation>Файл запрещённых слов был повреждён и отложен в сторону; слова из него не запрещены.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="80"/>
        <source>The house words file was damaged and was set aside; the words in it are not used.</source>
        <translation>Файл домашних слов был повреждён и отложен в сторону; слова из него не используются.</translation>
    </message>
</context>
<context>
    <name>lives</name>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="41"/>
        <source>GHOST</source>
        <comment>five lives spell it; keep 5 letters</comment>
        <translation>БАЛДА</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="44"/>
        <source>PIG</source>
        <comment>three lives spell it; keep 3 letters</comment>
        <translation>КОТ</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="77"/>
        <source>Letters</source>
        <translation>Буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="113"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="114"/>
        <source>letters: %1</source>
        <translation>буквы: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/player_panel.py" line="116"/>
        <source>lives lost: %1 of %2</source>
        <translation>потеряно жизней: %1 из %2</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <location filename="../../ghost_gui/gui/table/table_texts.py" line="266"/>
        <source>The Learner&apos;s memory of words was damaged and was set aside (%1); it keeps only the words that could be read.</source>
        <translation>Память Ученика о словах была повреждена и отложена (%1); он помнит только слова, которые удалось прочитать.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="20"/>
        <source>Human</source>
        <extracomment>every kind of player, in the order the New game dialog offers them every variant, in the core&apos;s order (the New game dialog offers them so)</extracomment>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="21"/>
        <source>Computer: perfect</source>
        <translation>Компьютер: идеальный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="22"/>
        <source>Computer: hard</source>
        <translation>Компьютер: сильный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="23"/>
        <source>Computer: medium</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="24"/>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="25"/>
        <source>Computer: evil</source>
        <translation>Компьютер: коварный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="26"/>
        <source>Computer: random</source>
        <translation>Компьютер: случайный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="80"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="81"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="120"/>
        <source>SuperGhost</source>
        <translation>Суперпризрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="82"/>
        <source>SuperDuperGhost</source>
        <translation>Супер-пупер-призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="69"/>
        <source>Anti-Ghost (who finishes the word wins)</source>
        <translation>Кто закончит слово (закончивший выигрывает)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="27"/>
        <source>Computer: adaptive</source>
        <translation>Компьютер: на равных</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="28"/>
        <source>Computer: learner</source>
        <translation>Компьютер: ученик</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="36"/>
        <source>A person at this computer.</source>
        <translation>Человек за этим компьютером.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="37"/>
        <source>Knows every word and never throws a win away.</source>
        <translation>Знает все слова и никогда не упускает выигрыш.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="40"/>
        <source>Knows most everyday words and rarely slips.</source>
        <translation>Знает почти все обиходные слова и редко ошибается.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="43"/>
        <source>Knows the common words; slips and bluffs now and then.</source>
        <translation>Знает частые слова; иногда ошибается и блефует.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="46"/>
        <source>Knows a few thousand words; slips and bluffs often.</source>
        <translation>Знает несколько тысяч слов; часто ошибается и блефует.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="49"/>
        <source>Steers towards words that end on someone else, without looking ahead.</source>
        <translation>Ведёт к словам, которые закончит кто-то другой, не заглядывая вперёд.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="52"/>
        <source>Plays any letter that still fits a word.</source>
        <translation>Ходит любой буквой, которая ещё подходит к какому-нибудь слову.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="55"/>
        <source>Plays stronger or weaker after each round, so that each person wins about their share.</source>
        <translation>После каждого раунда играет сильнее или слабее, чтобы каждый человек выигрывал свою долю.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="59"/>
        <source>Starts with a few words and learns every word it meets at this table.</source>
        <translation>Начинает с немногих слов и запоминает каждое слово, встреченное за этим столом.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="71"/>
        <source>Xghost (a letter may go anywhere)</source>
        <translation>Икс-призрак (букву можно ставить куда угодно)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="73"/>
        <source>Anaghost (letters in any order)</source>
        <translation>Анаграммный призрак (буквы в любом порядке)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="83"/>
        <source>Anti-Ghost</source>
        <translation>Кто закончит слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="84"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="121"/>
        <source>Xghost</source>
        <translation>Икс-призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="85"/>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="122"/>
        <source>Anaghost</source>
        <translation>Анаграммный призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="92"/>
        <source>The loser of the round</source>
        <translation>Проигравший раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="93"/>
        <source>The player after the loser</source>
        <translation>Следующий после проигравшего</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="94"/>
        <source>A successful challenger</source>
        <translation>Выигравший спор</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="104"/>
        <source>English: family</source>
        <translation>Английский: семейный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="105"/>
        <source>English: large</source>
        <translation>Английский: большой</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="106"/>
        <source>English: Webster&apos;s 1934</source>
        <translation>Английский: Вебстер 1934</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="107"/>
        <source>Russian nouns</source>
        <translation>Русские существительные</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="108"/>
        <source>German: family</source>
        <translation>Немецкий: семейный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="109"/>
        <source>Spanish: family</source>
        <translation>Испанский: семейный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="110"/>
        <source>French: family</source>
        <translation>Французский: семейный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="117"/>
        <source>Family</source>
        <translation>Семейная</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="118"/>
        <source>Classic, 4 letters</source>
        <translation>Классика, 4 буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="119"/>
        <source>xkcd, 3 letters</source>
        <translation>xkcd, 3 буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="123"/>
        <source>Russian: who finishes the word</source>
        <translation>Русская: кто закончит слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/setup_names.py" line="126"/>
        <source>Practice against perfect play</source>
        <translation>Тренировка против идеального игрока</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="40"/>
        <source>%1 between %2 and %3</source>
        <translation>%1 между %2 и %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="48"/>
        <source>reverse+%1</source>
        <translation>переворот+%1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="50"/>
        <source>%1 on the left</source>
        <translation>%1 слева</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="69"/>
        <source>“That&apos;s a word!”</source>
        <translation>«Это слово!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="72"/>
        <source>“No word contains these letters!”</source>
        <translation>«Таких букв подряд ни в одном слове нет!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="75"/>
        <source>“No word goes like that!”</source>
        <translation>«Таких слов нет!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="116"/>
        <source>%1 plays %2: %3</source>
        <translation>%1: ход %2, получилось %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="123"/>
        <source>%1 challenges %2: %3</source>
        <translation>Вызов (%1 → %2): %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="131"/>
        <source>%1 names “%2”.</source>
        <translation>%1: названо слово «%2».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="135"/>
        <source>%1 cannot name a word.</source>
        <translation>%1: слово не названо.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="140"/>
        <source>%1 loses the round (%2).</source>
        <translation>%1: раунд проигран (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="153"/>
        <source>%1 is out of the game.</source>
        <translation>Выбывает из игры: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="157"/>
        <source>%1 wins the match!</source>
        <translation>Победа в партии: %1!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="177"/>
        <source>made a word of the letters %1</source>
        <translation>из букв %1 сложилось слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="180"/>
        <source>completed %1</source>
        <translation>составлено слово %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="182"/>
        <source>lost a challenge: %1</source>
        <translation>вызов проигран: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="186"/>
        <source>challenged wrongly: %1</source>
        <translation>неверный вызов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="195"/>
        <source>gave up before the first letter</source>
        <translation>сдан ещё до первой буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="196"/>
        <source>gave up at %1</source>
        <translation>сдан на %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="87"/>
        <source>Cannot use the word list %1: %2</source>
        <translation>Нельзя использовать список слов %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="92"/>
        <source>No word of this list has %1 or more letters.</source>
        <translation>В этом словаре нет слов длиной от %1 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="105"/>
        <source>the saved game is damaged or from another version</source>
        <translation>сохранённая игра повреждена или от другой версии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="124"/>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="33"/>
        <source>Something went wrong. Details are in %1.</source>
        <translation>Что-то пошло не так. Подробности в %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="141"/>
        <source>A game has from %2 to %3 players, not %1.</source>
        <translation>В игре может быть от %2 до %3 игроков, а не %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="143"/>
        <source>There is no player %1: the players are numbered from %2 to %3.</source>
        <translation>Игрока %1 нет: игроки пронумерованы от %2 до %3.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="147"/>
        <source>The shortest word that counts must be at least %2 long, not %1.</source>
        <translation>Кратчайшее засчитываемое слово должно быть не короче %2, а не %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="151"/>
        <source>This setting must be from %2 to %3; %1 is not allowed.</source>
        <translation>Эта настройка должна быть от %2 до %3; %1 не разрешено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="155"/>
        <source>This setting must be at least %2; %1 is not allowed.</source>
        <translation>Эта настройка должна быть не меньше %2; %1 не разрешено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="159"/>
        <source>This setting is not allowed.</source>
        <translation>Такая настройка не разрешена.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="170"/>
        <source>This version has no game called “%1”. It has: %2.</source>
        <translation>В этой версии нет игры «%1». Есть такие: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="175"/>
        <source>This version has no computer player called “%1”.</source>
        <translation>В этой версии нет компьютерного игрока «%1».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="178"/>
        <source>This version does not know “%1”.</source>
        <translation>Этой версии неизвестно «%1».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="189"/>
        <source>%1 with this word list would need about %2 GB of memory, more than the %3 GB a game may use on this computer. Choose a smaller list, such as “%4”.</source>
        <translation>%1 с этим словарём потребует около %2 ГБ памяти — больше, чем %3 ГБ, которые игре можно занять на этом компьютере. Выберите словарь поменьше, например «%4».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="216"/>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="218"/>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="221"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="223"/>
        <source>you are not allowed to read it</source>
        <translation>нет прав на его чтение</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="226"/>
        <source>it holds binary data, not text</source>
        <translation>в нём двоичные данные, а не текст</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="228"/>
        <source>it is not UTF-8 text: save it as UTF-8</source>
        <translation>это не текст в UTF-8: сохраните его в UTF-8</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="230"/>
        <source>it holds no words</source>
        <translation>в нём нет слов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="242"/>
        <source>none of its entries is a usable word (letters only, no capitals)</source>
        <translation>ни одна его запись не годится как слово (только буквы, без заглавных)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="251"/>
        <source>it is too large</source>
        <translation>он слишком большой</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="253"/>
        <source>none of its words is written in this word list&apos;s alphabet</source>
        <translation>ни одно его слово не написано буквами этого списка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="224"/>
        <source>it cannot be read</source>
        <translation>его нельзя прочитать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="44"/>
        <source>The game starts on the list %1 instead.</source>
        <translation>Игра начинается со списком «%1».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="60"/>
        <source>it did not come out whole (the disk may be full)</source>
        <translation>файл записался не целиком (возможно, диск заполнен)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="67"/>
        <source>you may not write there</source>
        <translation>нет прав на запись</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="69"/>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="71"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="73"/>
        <source>the folder does not exist</source>
        <translation>папка не существует</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="75"/>
        <source>that is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="111"/>
        <source>the kept match could not be read</source>
        <translation>сохранённую партию не удалось прочитать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="113"/>
        <source>the match was not followed from its start, so it cannot be kept whole</source>
        <translation>партию записывали не с начала, поэтому целиком её сохранить нельзя</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="117"/>
        <source>not a kept match of Ghost (line %1)</source>
        <translation>это не сохранённая партия «Призрака» (строка %1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="121"/>
        <source>not a kept match of Ghost</source>
        <translation>это не сохранённая партия «Призрака»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="129"/>
        <source>%1 did not come out whole (the disk may be full); nothing was saved.</source>
        <translation>Файл %1 записался не целиком (возможно, диск заполнен); ничего не сохранено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="233"/>
        <source>its entries are longer than %1 letters, the longest a word may be</source>
        <translation>все его записи длиннее %1 букв — больше, чем может быть в слове</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="237"/>
        <source>none of its entries is a usable word (letters only, no capitals, no longer than %1 letters)</source>
        <translation>ни одна его запись не годится как слово (только буквы, без заглавных, не длиннее %1 букв)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="248"/>
        <source>it is larger than the %1 MB allowed</source>
        <translation>он больше допустимых %1 МБ</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="256"/>
        <source>it cannot be used</source>
        <translation>его нельзя использовать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="265"/>
        <source>A play is one letter.</source>
        <translation>Ход — это одна буква.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="266"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="269"/>
        <source>In this game letters go on the right only.</source>
        <translation>В этой игре буквы добавляются только справа.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="272"/>
        <source>In this game the fragment cannot be reversed.</source>
        <translation>В этой игре слово нельзя переворачивать.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="275"/>
        <source>In this game a letter cannot go there.</source>
        <translation>В этой игре букву туда ставить нельзя.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="276"/>
        <source>%1 has letters this word list does not use.</source>
        <translation>В слове %1 есть буквы, которых нет в этом списке.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="279"/>
        <source>%1 does not go like %2.</source>
        <translation>%1 не подходит к %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="282"/>
        <source>%1 is not longer than %2.</source>
        <translation>%1 не длиннее, чем %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="285"/>
        <source>%1 is shorter than %2 letters.</source>
        <translation>%1 короче %2 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="288"/>
        <source>That word is too long (more than %1 letters).</source>
        <translation>Слово слишком длинное (больше %1 букв).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="291"/>
        <source>%1 is not in the word list.</source>
        <translation>Слова %1 нет в словаре.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="295"/>
        <source>That play is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="302"/>
        <source>The match is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="303"/>
        <source>A challenge is waiting for an answer.</source>
        <translation>Вызов ждёт ответа.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="306"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="307"/>
        <source>That is not a challenge.</source>
        <translation>Это не вызов.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="308"/>
        <source>There is nothing to challenge yet.</source>
        <translation>Пока нечего оспаривать.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="311"/>
        <source>There is no challenge to answer.</source>
        <translation>Нет вызова, на который нужно ответить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="312"/>
        <source>You were not challenged.</source>
        <translation>Вам не бросали вызов.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="313"/>
        <source>Only the challenger can accept a house word.</source>
        <translation>Принять домашнее слово может только тот, кто бросил вызов.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="316"/>
        <source>There is nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="317"/>
        <source>These game settings are not allowed.</source>
        <translation>Такие настройки игры не разрешены.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/error_texts.py" line="319"/>
        <source>That is not allowed now.</source>
        <translation>Сейчас это не разрешено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="74"/>
        <source>“No word can be made with these letters!”</source>
        <translation>«С этими буквами слова не составить!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="172"/>
        <source>made %1 of the letters %2</source>
        <translation>из букв %2 сложилось слово %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="202"/>
        <source>an %1</source>
        <translation>буква %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="203"/>
        <source>a %1</source>
        <translation>буква %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="211"/>
        <source>%1 gets %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="216"/>
        <source>%1 loses a life (%2 of %3)</source>
        <translation>%1: минус жизнь (%2 из %3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="244"/>
        <source>%1 made %2 of the letters %3</source>
        <translation>%1: из букв %3 сложилось слово %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="251"/>
        <source>%1 made a word of the letters %2</source>
        <translation>%1: из букв %2 сложилось слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="256"/>
        <source>%1 completed %2</source>
        <translation>%1: слово %2 составлено</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="262"/>
        <source>%1 gave up before the first letter</source>
        <translation>%1: раунд сдан ещё до первой буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="266"/>
        <source>%1 gave up at %2</source>
        <translation>%1: раунд сдан на %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="274"/>
        <source>%1 named %2</source>
        <translation>%1: названо слово %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="279"/>
        <source>%1 challenged: the letters %2 make no word</source>
        <translation>Вызов: %1 — неверно, из букв %2 слова не сложить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="281"/>
        <source>%1 challenged: %2 is not a word</source>
        <translation>Вызов: %1 — неверно, %2 не слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="286"/>
        <source>%1 challenged: the letters %2 make a word</source>
        <translation>Вызов: %1 — верно, из букв %2 складывается слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="288"/>
        <source>%1 challenged: %2 is a word</source>
        <translation>Вызов: %1 — верно, %2 — это слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="293"/>
        <source>not in %1</source>
        <translation>нет в словаре %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="297"/>
        <source>it does not hold all of %1</source>
        <translation>в нём есть не все буквы %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="299"/>
        <source>it does not contain %1</source>
        <translation>в нём нет %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="301"/>
        <source>it does not start with %1</source>
        <translation>оно не начинается с %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="303"/>
        <source>it is not longer than %1</source>
        <translation>оно не длиннее %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="306"/>
        <source>words count from %1 letters</source>
        <translation>считаются слова от %1 букв</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="309"/>
        <source>not a word here</source>
        <translation>здесь это не слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="311"/>
        <source>%1 named %2 (%3)</source>
        <translation>%1: названо слово %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="317"/>
        <source>%1 challenged: no word holds %2</source>
        <translation>Вызов: %1 — слов со всеми буквами %2 не бывает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="319"/>
        <source>%1 challenged: no word contains %2</source>
        <translation>Вызов: %1 — слов с %2 не бывает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/play_texts.py" line="321"/>
        <source>%1 challenged: no word starts with %2</source>
        <translation>Вызов: %1 — слов на %2 не бывает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="24"/>
        <source>Plays that win: %1</source>
        <translation>Выигрывающие ходы: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="25"/>
        <source>No play wins here; these hold out longest: %1</source>
        <translation>Здесь нет выигрывающего хода; дольше всего продержатся: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="41"/>
        <source>That threw a win away! Plays that won: %1.</source>
        <translation>Выигрыш упущен! Выигрывали ходы: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="46"/>
        <source>The position was already lost, and %1 gives up sooner than it must; these hold out longest: %2.</source>
        <translation>Позиция уже была проиграна, а %1 сдаётся раньше, чем нужно; дольше всего держатся: %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="37"/>
        <source>Good play: %1 keeps you winning.</source>
        <translation>Хороший ход: %1 сохраняет выигрыш.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="54"/>
        <source>The position was already lost; these kept the game going longest: %1.</source>
        <translation>Позиция уже была проигрышной; дольше всего держались: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/learn_texts.py" line="102"/>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="59"/>
        <source>Perfect play goes: %1.</source>
        <translation>Идеальная игра: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="63"/>
        <source>For example, perfect play could go: %1.</source>
        <translation>Например, идеальная игра могла бы пойти так: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/practice_texts.py" line="69"/>
        <source>Perfect plays: %1%</source>
        <translation>Идеальных ходов: %1%</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="29"/>
        <source>kept the win</source>
        <extracomment>each verdict&apos;s mark, before its words: a second cue beside the colour of the line</extracomment>
        <translation>выигрыш сохранён</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="31"/>
        <source>threw the win away</source>
        <translation>выигрыш упущен</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="33"/>
        <source>already lost</source>
        <translation>уже проиграно</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="35"/>
        <source>gave up sooner than it had to</source>
        <translation>сдаёт раньше, чем пришлось бы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="37"/>
        <source>forced: the only play</source>
        <translation>вынужденно: единственный ход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="38"/>
        <source>not judged</source>
        <translation>без оценки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="56"/>
        <source>better: %1</source>
        <translation>лучше: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="60"/>
        <source>held out longer: %1</source>
        <translation>дольше держались бы: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="64"/>
        <source>perfect play: %1</source>
        <translation>идеальная игра: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="77"/>
        <source>The match&apos;s word list has changed since it was played: the plays are shown without verdicts.</source>
        <translation>Список слов этой партии изменился с тех пор, как её сыграли: ходы показаны без оценок.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="83"/>
        <source>The match&apos;s word list cannot be used: the plays are shown without verdicts.</source>
        <translation>Список слов этой партии нельзя использовать: ходы показаны без оценок.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="87"/>
        <source>In this match a completed word did not end the round, which perfect play here does not cover: the plays are shown without verdicts.</source>
        <translation>В этой партии составленное слово не заканчивало раунд, а идеальная игра здесь этого не учитывает: ходы показаны без оценок.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="92"/>
        <source>The match&apos;s word list was not found: the plays are shown without verdicts.</source>
        <translation>Список слов этой партии не найден: ходы показаны без оценок.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="102"/>
        <source>plays: %1 · wins thrown away: %2 · accuracy: %3</source>
        <translation>ходов: %1 · упущено выигрышей: %2 · точность: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="114"/>
        <source>you may not read it</source>
        <translation>нет прав на чтение</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="116"/>
        <source>it is not there</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/texts/review_texts.py" line="118"/>
        <source>that is a folder</source>
        <translation>это папка</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <location filename="../../ghost_gui/gui/table/savegame.py" line="56"/>
        <source>The saved game was damaged and could not be resumed.</source>
        <translation>Сохранённая игра повреждена, её нельзя продолжить.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="118"/>
        <location filename="../../ghost_gui/gui/settings.py" line="141"/>
        <source>The settings file was damaged; Ghost starts with its default settings.</source>
        <extracomment>a larger settings file is not ours (Ghost&apos;s is a few KB): set aside unread set when a change could not be written (a read-only or full disk) called (with ``write_error``) each time a change could not be written; the window sets it and says so once</extracomment>
        <translation>Файл настроек повреждён; «Призрак» запущен с настройками по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="125"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Некоторые настройки не удалось прочитать, они сброшены: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="163"/>
        <source>The settings file %1 cannot be read (permission denied). Ghost starts with its default settings, leaves the file as it is, and keeps no settings this session.</source>
        <translation>Файл настроек %1 нельзя прочитать (нет доступа). Призрак запускается с настройками по умолчанию, оставляет файл как есть и не сохраняет настройки в этом сеансе.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="272"/>
        <source>the settings cannot be written to %1</source>
        <translation>настройки нельзя записать в %1</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="236"/>
        <source>The statistics file was damaged; statistics start afresh.</source>
        <extracomment>the counts kept per player; &quot;matches&quot; are the matches played to the end how many of an adaptive computer&apos;s strengths are kept how many of a person&apos;s accuracies (one a match) are kept the file format written the key of a row: a person&apos;s name, or a computer&apos;s name and kind the file is there but may not be read: it is left as it is and never written</extracomment>
        <translation>Файл статистики повреждён; статистика начата заново.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="240"/>
        <source>The statistics file was partly damaged and was set aside; the statistics that could be read are kept.</source>
        <translation>Файл статистики был частично повреждён и отложен; то, что удалось прочитать, сохранено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/dialogs/stats.py" line="245"/>
        <source>The statistics file cannot be read (permission denied). It is left as it is, and this session&apos;s statistics are not kept.</source>
        <translation>Файл статистики нельзя прочитать (нет доступа). Он оставлен как есть, а статистика этого сеанса не сохраняется.</translation>
    </message>
</context>
<context>
    <name>winner</name>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="180"/>
        <source>Winner</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="182"/>
        <source>Winner: %1</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="188"/>
        <source>Rounds played: %1</source>
        <translation>Сыграно раундов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="175"/>
        <source>Winners</source>
        <extracomment>&quot;Review the match&quot;: every play of the match just won, marked by perfect play the seats of the computers that won as a team (empty: one player won)</extracomment>
        <translation>Победители</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="177"/>
        <source>Winners: the computers, as a team</source>
        <translation>Победители: компьютеры, командой</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="194"/>
        <source>Longest word played: %1 (%2)</source>
        <translation>Самое длинное сыгранное слово: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="199"/>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="201"/>
        <source>A new match with the same players (Enter)</source>
        <translation>Новая партия с теми же игроками (Enter)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="203"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="205"/>
        <source>Choose the players and rules of a new match (Ctrl+N)</source>
        <translation>Выбрать игроков и правила новой партии (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="209"/>
        <source>Review the match</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="211"/>
        <source>Every play of this match, marked by what perfect play says of it</source>
        <translation>Каждый ход этой партии с оценкой идеальной игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/table/winner_view.py" line="225"/>
        <source>The computers</source>
        <translation>Компьютеры</translation>
    </message>
</context>
</TS>

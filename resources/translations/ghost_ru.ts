<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="38"/>
        <source>Who wins with perfect play?</source>
        <translation>Кто выигрывает при идеальной игре?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="41"/>
        <source>Working it out…</source>
        <translation>Считаю…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="50"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="50"/>
        <source>Shortest word</source>
        <translation>Кратчайшее слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="50"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="50"/>
        <source>Who loses</source>
        <translation>Кто проигрывает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="51"/>
        <source>Winning first letters</source>
        <translation>Выигрышные первые буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="51"/>
        <source>Card sizes</source>
        <translation>Размер карточек</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="53"/>
        <source>Words or plays on each player&apos;s memorisation card</source>
        <translation>Слов или ходов на карточке каждого игрока</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="66"/>
        <source>Summary table</source>
        <translation>Сводная таблица</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="67"/>
        <source>Every variant with words of 3 and 4 letters, for 2, 3 and 4 players</source>
        <translation>Все варианты со словами от 3 и от 4 букв, для 2, 3 и 4 игроков</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="69"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="111"/>
        <source>No word of this list has %1 or more letters.</source>
        <translation>В этом словаре нет слов длиной от %1 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="113"/>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="123"/>
        <source>Winning first letters for player 1: %1.</source>
        <translation>Выигрышные первые буквы для игрока 1: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="124"/>
        <source>Player 1 has no winning first letter.</source>
        <translation>У игрока 1 нет выигрышной первой буквы.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="126"/>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.</source>
        <translation>%1, слова от %2 букв, игроков: %3. Слов в игре: %4, фрагментов: %5.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="136"/>
        <source>With perfect play, player %1 wins.</source>
        <translation>При идеальной игре выигрывает игрок %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="138"/>
        <source>With perfect play, player %1 loses; everyone else is safe.</source>
        <translation>При идеальной игре проигрывает игрок %1; остальным ничего не грозит.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="139"/>
        <source>With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them.</source>
        <translation>При идеальной игре проигрывает один из игроков %1: кто именно — зависит от ходов, одинаково безопасных для тех, кто их делает.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="190"/>
        <source>The rules of the current game</source>
        <translation>Правила текущей игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="201"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="207"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="207"/>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">нет</translation>
    </message>
    <message>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments. With perfect play the losing seats are: %6. Winning first letters for player 1: %7.</source>
        <translation type="vanished">%1, слова от %2 букв, игроков: %3. Слов в игре: %4, фрагментов: %5. При идеальной игре проигрывают места: %6. Выигрышные первые буквы для игрока 1: %7.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="201"/>
        <source>Export the table as CSV</source>
        <translation>Экспорт таблицы в CSV</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="54"/>
        <source>Strategy cards</source>
        <translation>Карточки стратегии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="62"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="66"/>
        <source>Print preview…</source>
        <translation>Предпросмотр…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="66"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="67"/>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="80"/>
        <source>Ghost: memorisation card for player %1</source>
        <translation>«Призрак»: карточка для запоминания, игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="81"/>
        <source>%1 · %2 · words of %3+ letters count · %4 players</source>
        <translation>%1 · %2 · считаются слова от %3 букв · игроков: %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="84"/>
        <source>Play as shown and every word ends the round in your favour.</source>
        <translation>Играйте по карточке, и каждое слово закончит раунд в вашу пользу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="85"/>
        <source>With perfect play against you, you cannot always win; this card loses as little as possible.</source>
        <translation>Против идеального соперника всегда выиграть нельзя; эта карточка проигрывает как можно реже.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="86"/>
        <source>With perfect play against you, you lose; this card holds out.</source>
        <translation>Против идеального соперника вы проигрываете; эта карточка держится дольше всего.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="91"/>
        <source>Force the game into these %1 words (struck-out words lose for you):</source>
        <translation>Сводите игру к этим словам (%1; зачёркнутые — проигрышные для вас):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="101"/>
        <source>%1 plays to remember. At each of your turns: the letters so far, then your play; below it, each reply the others can make.</source>
        <translation>Ходов для запоминания: %1. На каждом вашем ходу: буквы на столе, затем ваш ход; ниже — каждый ответ соперников.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="115"/>
        <source>start with %1</source>
        <translation>начните с %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="116"/>
        <source>add %1 on the left</source>
        <translation>добавьте %1 слева</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="116"/>
        <source>add %1 on the right</source>
        <translation>добавьте %1 справа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="118"/>
        <source>reverse, then </source>
        <translation>переверните, затем </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="128"/>
        <source>you lose</source>
        <translation>вы проиграли</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="128"/>
        <source>you win</source>
        <translation>вы выиграли</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="135"/>
        <source>(start)</source>
        <translation>(начало)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="137"/>
        <source>as above</source>
        <translation>как выше</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="211"/>
        <location filename="../../ghost_gui/gui/card_view.py" line="225"/>
        <source>Ghost memorisation card for player %1</source>
        <translation>«Призрак»: карточка для запоминания, игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="240"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="242"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="242"/>
        <source>Could not write %1.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>Ghost memorisation card</source>
        <translation type="vanished">«Призрак»: карточка для запоминания</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="240"/>
        <source>Export the card as PDF</source>
        <translation>Экспорт карточки в PDF</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/challenge_dialog.py" line="15"/>
        <source>You are challenged</source>
        <extracomment>the word named, or None for giving up</extracomment>
        <translation>Вам бросили вызов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/challenge_dialog.py" line="18"/>
        <source>%1, they say %2 is a word. Which word did you have in mind?</source>
        <translation>%1, говорят, что %2 — это слово. Какое слово вы имели в виду?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/challenge_dialog.py" line="20"/>
        <source>%1, they say no word goes like %2. Which word did you have in mind?</source>
        <translation>%1, говорят, что слов на %2 не бывает. Какое слово вы имели в виду?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/challenge_dialog.py" line="25"/>
        <source>your word</source>
        <translation>ваше слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/challenge_dialog.py" line="28"/>
        <source>That&apos;s my word</source>
        <translation>Вот моё слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/challenge_dialog.py" line="30"/>
        <source>I give up</source>
        <translation>Сдаюсь</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="148"/>
        <source>Something went wrong: %1</source>
        <extracomment>the thread that solved (the self-test checks it was a worker)</extracomment>
        <translation>Что-то пошло не так: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="181"/>
        <source>Loading the word list and working out perfect play…</source>
        <translation>Загружаю словарь и рассчитываю идеальную игру…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="193"/>
        <source>The saved game could not be resumed: %1</source>
        <translation>Сохранённую игру не удалось продолжить: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="202"/>
        <source>Game resumed: round %1.</source>
        <translation>Игра продолжена: раунд %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="204"/>
        <source>New game: %1 words.</source>
        <translation>Новая игра: слов — %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="237"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="308"/>
        <source>Undone.</source>
        <translation>Ход отменён.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="337"/>
        <source>Working out the strategy cards…</source>
        <translation>Рассчитываю карточки стратегии…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="463"/>
        <source>%1 plays %2: %3</source>
        <translation>%1 ходит %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="465"/>
        <source>“That&apos;s a word!”</source>
        <translation>«Это слово!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="465"/>
        <source>“No word goes like that!”</source>
        <translation>«Таких слов нет!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="466"/>
        <source>%1 challenges %2: %3</source>
        <translation>%1 бросает вызов игроку %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="469"/>
        <source>%1 names “%2”.</source>
        <translation>%1 называет «%2».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="470"/>
        <source>%1 cannot name a word.</source>
        <translation>%1 не может назвать слово.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="473"/>
        <source>%1 loses the round (%2).</source>
        <translation>%1 проигрывает раунд (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="475"/>
        <source>%1 is a GHOST and out of the game.</source>
        <translation>%1 стал ПРИЗРАКОМ и выбывает.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="477"/>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="483"/>
        <source>completed %1</source>
        <translation>закончил слово %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="484"/>
        <source>lost a challenge: %1</source>
        <translation>проиграл спор: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="485"/>
        <source>challenged wrongly: %1</source>
        <translation>ошибся, бросив вызов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="486"/>
        <source>resigned</source>
        <translation>сдался</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="25"/>
        <location filename="../../ghost_gui/gui/main_window.py" line="117"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="50"/>
        <source>Add on the left (Shift+letter)</source>
        <translation>Добавить слева (Shift+буква)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="51"/>
        <source>Add on the right</source>
        <translation>Добавить справа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="58"/>
        <source>Reverse first</source>
        <translation>Сначала перевернуть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="70"/>
        <source>That&apos;s a word!</source>
        <translation>Это слово!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="71"/>
        <source>No word goes like that!</source>
        <translation>Таких слов нет!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="72"/>
        <source>Resign round</source>
        <translation>Сдать раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="73"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="74"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="83"/>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="132"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="133"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="135"/>
        <source>&amp;Open word list…</source>
        <translation>&amp;Открыть словарь…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="137"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="140"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="145"/>
        <source>&amp;Practice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="146"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="149"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="152"/>
        <source>Grey out losing letters</source>
        <translation>Затемнять проигрышные буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="156"/>
        <source>&amp;Cards</source>
        <translation>&amp;Карточки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="157"/>
        <source>&amp;Strategy card…</source>
        <translation>&amp;Карточка стратегии…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="158"/>
        <source>&amp;Print card…</source>
        <translation>&amp;Печать карточки…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="162"/>
        <source>&amp;Who wins?…</source>
        <translation>&amp;Кто выигрывает?…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="164"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="192"/>
        <source>%1: %2 words · %3 · words of %4+ letters count</source>
        <translation>%1: слов — %2 · %3 · считаются слова от %4 букв</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="214"/>
        <source>Reversed: %1</source>
        <translation>Перевёрнуто: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="234"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="237"/>
        <location filename="../../ghost_gui/gui/main_window.py" line="305"/>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="239"/>
        <source>%1 must name a word</source>
        <translation>%1 должен назвать слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="241"/>
        <source>%1, your letter</source>
        <translation>%1, ваша буква</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="243"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="257"/>
        <source>Winning letters: %1</source>
        <translation>Выигрышные буквы: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="259"/>
        <source>No winning letter; these hold out longest: %1</source>
        <translation>Выигрышных букв нет; дольше всего продержатся: %1</translation>
    </message>
    <message>
        <source>reverse+%1</source>
        <translation type="vanished">переворот+%1</translation>
    </message>
    <message>
        <source>%1 on the left</source>
        <translation type="vanished">%1 слева</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="268"/>
        <source>Good play: %1 keeps you winning.</source>
        <translation>Хороший ход: %1 сохраняет выигрыш.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="270"/>
        <source>That threw a win away! Winning letters were: %1.</source>
        <translation>Этот ход упустил победу! Выигрывали буквы: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="272"/>
        <source>The position was already lost; the longest hold-outs were: %1.</source>
        <translation>Позиция уже была проигрышной; дольше всего держались: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="274"/>
        <source>Perfect play goes: %1.</source>
        <translation>Идеальная игра: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="275"/>
        <source>Perfect plays: %1%</source>
        <translation>Идеальных ходов: %1%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="294"/>
        <source>Unknown word</source>
        <translation>Незнакомое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="295"/>
        <source>“%1” is not in the word list. %2, do you accept it as a house word?</source>
        <translation>Слова «%1» нет в словаре. %2, принимаете его как домашнее слово?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="326"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="329"/>
        <source>Only letters can be played.</source>
        <translation>Ходить можно только буквами.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="69"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="73"/>
        <source>Choose a preset…</source>
        <translation>Выберите готовую игру…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="79"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="84"/>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="111"/>
        <source>From a file…</source>
        <translation>Из файла…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="122"/>
        <source>A completed word ends the round at once</source>
        <translation>Законченное слово сразу заканчивает раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="123"/>
        <source>Practice: judge my plays against perfect play, allow undo and hints</source>
        <translation>Тренировка: оценивать мои ходы, разрешить отмену и подсказки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="124"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="125"/>
        <source>Shortest word that counts</source>
        <translation>Кратчайшее засчитываемое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="126"/>
        <source>Word list</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="128"/>
        <source>Lost rounds before you are out</source>
        <translation>Проигранных раундов до выбывания</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="129"/>
        <source>Who starts the next round</source>
        <translation>Кто начинает следующий раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="135"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="148"/>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="166"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="181"/>
        <source>Open a word list</source>
        <translation>Открыть словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="181"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Словари (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="199"/>
        <source>Cannot use this list: %1</source>
        <translation>Этот словарь не подходит: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="206"/>
        <source>%1 entries → %2 words; %3 proper nouns and %4 with other characters skipped.</source>
        <translation>Записей: %1 → слов: %2; пропущено имён собственных: %3, с другими знаками: %4.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ghost_gui/gui/player_panel.py" line="42"/>
        <source>To move</source>
        <translation>Ходит</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/player_panel.py" line="44"/>
        <source>Knocked out</source>
        <translation>Выбыл</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="86"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="86"/>
        <source>Resume the unfinished game?</source>
        <translation>Продолжить неоконченную игру?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="121"/>
        <source>Open a word list</source>
        <translation>Открыть словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="121"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Словари (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="130"/>
        <source>Cannot use this word list</source>
        <translation>Этот словарь не подходит</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="134"/>
        <source>%1: %2 words</source>
        <translation>%1: слов — %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="199"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="199"/>
        <source>The new language applies fully after a restart.</source>
        <translation>Новый язык полностью применится после перезапуска.</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="13"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="16"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="16"/>
        <source>Matches</source>
        <translation>Партий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="16"/>
        <source>Matches won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="16"/>
        <source>Rounds won</source>
        <translation>Выиграно раундов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="17"/>
        <source>Rounds lost</source>
        <translation>Проиграно раундов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/stats_view.py" line="17"/>
        <source>Longest word</source>
        <translation>Самое длинное слово</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ghost_gui/gui/app.py" line="57"/>
        <source>Something went wrong, but your game is safe. Details are in %1.</source>
        <translation>Что-то пошло не так, но игра сохранена. Подробности в %1.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="13"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="14"/>
        <source>Computer: perfect</source>
        <translation>Компьютер: идеальный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="15"/>
        <source>Computer: hard</source>
        <translation>Компьютер: сильный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="16"/>
        <source>Computer: medium</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="17"/>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="18"/>
        <source>Computer: evil</source>
        <translation>Компьютер: коварный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="19"/>
        <source>Computer: random</source>
        <translation>Компьютер: случайный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="25"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="26"/>
        <location filename="../../ghost_gui/gui/names.py" line="45"/>
        <source>SuperGhost</source>
        <translation>Суперпризрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="27"/>
        <source>SuperDuperGhost</source>
        <translation>Супер-пупер-призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="28"/>
        <source>Anti-Ghost (who finishes the word wins)</source>
        <translation>Кто закончит слово (закончивший выигрывает)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="34"/>
        <source>The loser of the round</source>
        <translation>Проигравший раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="35"/>
        <source>The player after the loser</source>
        <translation>Следующий после проигравшего</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="36"/>
        <source>A successful challenger</source>
        <translation>Выигравший спор</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="42"/>
        <source>Family</source>
        <translation>Семейная</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="43"/>
        <source>Classic, 4 letters</source>
        <translation>Классика, 4 буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="44"/>
        <source>xkcd, 3 letters</source>
        <translation>xkcd, 3 буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="46"/>
        <source>Russian: who finishes the word</source>
        <translation>Русская: кто закончит слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="47"/>
        <source>Practice against perfect play</source>
        <translation>Тренировка против идеального игрока</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <location filename="../../ghost_gui/gui/savegame.py" line="40"/>
        <source>The saved game was damaged and could not be resumed.</source>
        <translation>Сохранённая игра повреждена, её нельзя продолжить.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>The settings file could not be read; Ghost starts with its defaults.</source>
        <extracomment>stored as JSON text (dicts and lists)</extracomment>
        <translation type="vanished">Файл настроек не читается; «Призрак» запущен с настройками по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="74"/>
        <source>The settings file was damaged; Ghost starts with its default settings.</source>
        <translation>Файл настроек повреждён; «Призрак» запущен с настройками по умолчанию.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../../ghost_gui/gui/stats.py" line="25"/>
        <source>The statistics file was damaged; statistics start afresh.</source>
        <translation>Файл статистики повреждён; статистика начата заново.</translation>
    </message>
</context>
</TS>

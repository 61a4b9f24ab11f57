<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="48"/>
        <source>Who wins with perfect play?</source>
        <translation>Кто выигрывает при идеальной игре?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="51"/>
        <source>Working it out…</source>
        <translation>Считаю…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="60"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="60"/>
        <source>Shortest word</source>
        <translation>Кратчайшее слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="60"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="60"/>
        <source>Who loses</source>
        <translation>Кто проигрывает</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="61"/>
        <source>Winning first letters</source>
        <translation>Выигрышные первые буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="61"/>
        <source>Card sizes</source>
        <translation>Размер карточек</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="65"/>
        <source>Words or plays on each player&apos;s memorisation card</source>
        <translation>Слов или ходов на карточке каждого игрока</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="78"/>
        <source>Summary table</source>
        <translation>Сводная таблица</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="79"/>
        <source>Every variant with words of 3 and 4 letters, for 2, 3 and 4 players</source>
        <translation>Все варианты со словами от 3 и от 4 букв, для 2, 3 и 4 игроков</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="81"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="112"/>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="121"/>
        <source>Winning first letters for player 1: %1.</source>
        <translation>Выигрышные первые буквы для игрока 1: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="122"/>
        <source>Player 1 has no winning first letter.</source>
        <translation>У игрока 1 нет выигрышной первой буквы.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="124"/>
        <source>%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.</source>
        <translation>%1, слова от %2 букв, игроков: %3. Слов в игре: %4, фрагментов: %5.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="134"/>
        <source>With perfect play, player %1 wins.</source>
        <translation>При идеальной игре выигрывает игрок %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="136"/>
        <source>With perfect play, player %1 loses; everyone else is safe.</source>
        <translation>При идеальной игре проигрывает игрок %1; остальным ничего не грозит.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="137"/>
        <source>With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them.</source>
        <translation>При идеальной игре проигрывает один из игроков %1: кто именно — зависит от ходов, одинаково безопасных для тех, кто их делает.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="191"/>
        <source>The rules of the current game</source>
        <translation>Правила текущей игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="202"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="208"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="208"/>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/analysis_view.py" line="202"/>
        <source>Export the table as CSV</source>
        <translation>Экспорт таблицы в CSV</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="62"/>
        <source>Strategy cards</source>
        <translation>Карточки стратегии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="70"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="74"/>
        <source>Print preview…</source>
        <translation>Предпросмотр…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="74"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="75"/>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="88"/>
        <source>%1: memorisation card for player %2</source>
        <translation>%1: карточка для запоминания, игрок %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="89"/>
        <source>%1 · %2 · words of %3+ letters count · %4 players</source>
        <translation>%1 · %2 · считаются слова от %3 букв · игроков: %4</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="92"/>
        <source>Play as shown and every word ends the round in your favour.</source>
        <translation>Играйте по карточке, и каждое слово закончит раунд в вашу пользу.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="93"/>
        <source>With perfect play against you, you cannot always win; this card loses as little as possible.</source>
        <translation>Против идеального соперника всегда выиграть нельзя; эта карточка проигрывает как можно реже.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="94"/>
        <source>With perfect play against you, you lose; this card holds out.</source>
        <translation>Против идеального соперника вы проигрываете; эта карточка держится дольше всего.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="99"/>
        <source>Force the game into these %1 words (struck-out words lose for you):</source>
        <translation>Сводите игру к этим словам (%1; зачёркнутые — проигрышные для вас):</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="109"/>
        <source>%1 plays to remember. At each of your turns: the letters so far, then your play; below it, each reply the others can make.</source>
        <translation>Ходов для запоминания: %1. На каждом вашем ходу: буквы на столе, затем ваш ход; ниже — каждый ответ соперников.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="123"/>
        <source>start with %1</source>
        <translation>начните с %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="124"/>
        <source>add %1 on the left</source>
        <translation>добавьте %1 слева</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="124"/>
        <source>add %1 on the right</source>
        <translation>добавьте %1 справа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="126"/>
        <source>reverse, then </source>
        <translation>переверните, затем </translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="136"/>
        <source>you lose</source>
        <translation>вы проиграли</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="136"/>
        <source>you win</source>
        <translation>вы выиграли</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="143"/>
        <source>(start)</source>
        <translation>(начало)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="145"/>
        <source>as above</source>
        <translation>как выше</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="219"/>
        <location filename="../../ghost_gui/gui/card_view.py" line="233"/>
        <source>Ghost memorisation card for player %1</source>
        <translation>«Призрак»: карточка для запоминания, игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="248"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="250"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="250"/>
        <source>Could not write %1.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/card_view.py" line="248"/>
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
        <location filename="../../ghost_gui/gui/controller.py" line="112"/>
        <source>Loading the word list and working out perfect play…</source>
        <extracomment>a saved game could not be resumed: the reason, in words</extracomment>
        <translation>Загружаю словарь и рассчитываю идеальную игру…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="133"/>
        <source>Game resumed: round %1.</source>
        <translation>Игра продолжена: раунд %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="135"/>
        <source>New game: %1 words.</source>
        <translation>Новая игра: слов — %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="175"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="252"/>
        <source>Undone.</source>
        <translation>Ход отменён.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/controller.py" line="281"/>
        <source>Working out the strategy cards…</source>
        <translation>Рассчитываю карточки стратегии…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="41"/>
        <location filename="../../ghost_gui/gui/main_window.py" line="133"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="66"/>
        <source>Add on the left (Shift+letter)</source>
        <translation>Добавить слева (Shift+буква)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="67"/>
        <source>Add on the right</source>
        <translation>Добавить справа</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="74"/>
        <source>Reverse first</source>
        <translation>Сначала перевернуть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="86"/>
        <source>That&apos;s a word!</source>
        <translation>Это слово!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="87"/>
        <source>No word goes like that!</source>
        <translation>Таких слов нет!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="88"/>
        <source>Resign round</source>
        <translation>Сдать раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="89"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="90"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="99"/>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="148"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="149"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="151"/>
        <source>&amp;Open word list…</source>
        <translation>&amp;Открыть словарь…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="153"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="156"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="157"/>
        <source>Clear the &amp;cache</source>
        <translation>Очистить &amp;кэш</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="158"/>
        <source>Delete the solved games kept on disk; they are worked out again when needed</source>
        <translation>Удалить сохранённые на диске расчёты партий; при необходимости они будут вычислены заново</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="163"/>
        <source>&amp;Practice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="164"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="167"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="170"/>
        <source>Grey out losing letters</source>
        <translation>Затемнять проигрышные буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="174"/>
        <source>&amp;Cards</source>
        <translation>&amp;Карточки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="175"/>
        <source>&amp;Strategy card…</source>
        <translation>&amp;Карточка стратегии…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="176"/>
        <source>&amp;Print card…</source>
        <translation>&amp;Печать карточки…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="180"/>
        <source>&amp;Who wins?…</source>
        <translation>&amp;Кто выигрывает?…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="182"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="213"/>
        <source>%1: %2 words · %3 · words of %4+ letters count</source>
        <translation>%1: слов — %2 · %3 · считаются слова от %4 букв</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="235"/>
        <source>Reversed: %1</source>
        <translation>Перевёрнуто: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="255"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="258"/>
        <location filename="../../ghost_gui/gui/main_window.py" line="327"/>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="260"/>
        <source>%1 must name a word</source>
        <translation>%1 должен назвать слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="262"/>
        <source>%1, your letter</source>
        <translation>%1, ваша буква</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="264"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="278"/>
        <source>Winning letters: %1</source>
        <translation>Выигрышные буквы: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="280"/>
        <source>No winning letter; these hold out longest: %1</source>
        <translation>Выигрышных букв нет; дольше всего продержатся: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="289"/>
        <source>Good play: %1 keeps you winning.</source>
        <translation>Хороший ход: %1 сохраняет выигрыш.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="291"/>
        <source>That threw a win away! Winning letters were: %1.</source>
        <translation>Этот ход упустил победу! Выигрывали буквы: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="293"/>
        <source>The position was already lost; the longest hold-outs were: %1.</source>
        <translation>Позиция уже была проигрышной; дольше всего держались: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="295"/>
        <source>Perfect play goes: %1.</source>
        <translation>Идеальная игра: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="296"/>
        <source>Perfect plays: %1%</source>
        <translation>Идеальных ходов: %1%</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="316"/>
        <source>Unknown word</source>
        <translation>Незнакомое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="317"/>
        <source>“%1” is not in the word list. %2, do you accept it as a house word?</source>
        <translation>Слова «%1» нет в словаре. %2, принимаете его как домашнее слово?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="348"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/main_window.py" line="351"/>
        <source>Only letters can be played.</source>
        <translation>Ходить можно только буквами.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="128"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="132"/>
        <source>Choose a preset…</source>
        <translation>Выберите готовую игру…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="138"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="143"/>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="170"/>
        <source>From a file…</source>
        <translation>Из файла…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="181"/>
        <source>A completed word ends the round at once</source>
        <translation>Законченное слово сразу заканчивает раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="182"/>
        <source>Practice: judge my plays against perfect play, allow undo and hints</source>
        <translation>Тренировка: оценивать мои ходы, разрешить отмену и подсказки</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="183"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="184"/>
        <source>Shortest word that counts</source>
        <translation>Кратчайшее засчитываемое слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="185"/>
        <source>Word list</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="187"/>
        <source>Lost rounds before you are out</source>
        <translation>Проигранных раундов до выбывания</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="188"/>
        <source>Who starts the next round</source>
        <translation>Кто начинает следующий раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="194"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="207"/>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="225"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="240"/>
        <source>Open a word list</source>
        <translation>Открыть словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="240"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Словари (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="254"/>
        <source>Reading the word list…</source>
        <translation>Читаю список слов…</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="261"/>
        <source>Cannot use this list: %1</source>
        <translation>Этот словарь не подходит: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/new_game_dialog.py" line="267"/>
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
        <location filename="../../ghost_gui/gui/shell.py" line="220"/>
        <source>Ghost</source>
        <extracomment>what could not be saved, reported once each: &quot;match&quot;, &quot;statistics&quot;, ...</extracomment>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="86"/>
        <source>Resume the unfinished game?</source>
        <translation>Продолжить неоконченную игру?</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="109"/>
        <source>the saved game is damaged</source>
        <translation>сохранённая игра повреждена</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="118"/>
        <source>The saved game could not be resumed (%1). It was set aside, and a new game starts.</source>
        <translation>Не удалось продолжить сохранённую игру (%1). Она отложена в сторону, начинается новая игра.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="137"/>
        <source>Open a word list</source>
        <translation>Открыть словарь</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="137"/>
        <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
        <translation>Словари (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="155"/>
        <source>Cannot use this word list</source>
        <translation>Этот словарь не подходит</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="151"/>
        <source>%1: %2 words</source>
        <translation>%1: слов — %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="203"/>
        <source>Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept.</source>
        <translation>Ghost не может сохранять в %1 (%2): игра продолжается, но партия, статистика и настройки не сохраняются.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="211"/>
        <source>the folder is read-only or the disk is full</source>
        <translation>папка доступна только для чтения или диск заполнен</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="213"/>
        <source>The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed.</source>
        <translation>Игру нельзя сохранить в %1 (%2): она продолжается, но после закрытия Ghost её нельзя будет продолжить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="214"/>
        <source>The statistics cannot be saved in %1 (%2).</source>
        <translation>Статистику нельзя сохранить в %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="215"/>
        <source>The house words cannot be saved in %1 (%2): they count in this game only.</source>
        <translation>Домашние слова нельзя сохранить в %1 (%2): они действуют только в этой игре.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="216"/>
        <source>The settings cannot be saved in %1 (%2).</source>
        <translation>Настройки нельзя сохранить в %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="252"/>
        <source>The cache was cleared: %1 MB freed.</source>
        <translation>Кэш очищен: освобождено %1 МБ.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="267"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/shell.py" line="267"/>
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
    <message>
        <location filename="../../ghost_gui/gui/app.py" line="101"/>
        <source>Ghost is already running: its window was brought forward.</source>
        <translation>Ghost уже запущен: его окно выведено на передний план.</translation>
    </message>
</context>
<context>
    <name>house</name>
    <message>
        <location filename="../../ghost_gui/gui/house_words.py" line="34"/>
        <source>The house words file was damaged and was set aside; the words in it are not used.</source>
        <extracomment>set when a change could not be written</extracomment>
        <translation>Файл домашних слов был повреждён и отложен в сторону; слова из него не используются.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="19"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="20"/>
        <source>Computer: perfect</source>
        <translation>Компьютер: идеальный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="21"/>
        <source>Computer: hard</source>
        <translation>Компьютер: сильный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="22"/>
        <source>Computer: medium</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="23"/>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="24"/>
        <source>Computer: evil</source>
        <translation>Компьютер: коварный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="25"/>
        <source>Computer: random</source>
        <translation>Компьютер: случайный</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="31"/>
        <location filename="../../ghost_gui/gui/names.py" line="41"/>
        <source>Ghost</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="32"/>
        <location filename="../../ghost_gui/gui/names.py" line="42"/>
        <location filename="../../ghost_gui/gui/names.py" line="61"/>
        <source>SuperGhost</source>
        <translation>Суперпризрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="33"/>
        <location filename="../../ghost_gui/gui/names.py" line="43"/>
        <source>SuperDuperGhost</source>
        <translation>Супер-пупер-призрак</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="34"/>
        <source>Anti-Ghost (who finishes the word wins)</source>
        <translation>Кто закончит слово (закончивший выигрывает)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="44"/>
        <source>Anti-Ghost</source>
        <translation>Кто закончит слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="50"/>
        <source>The loser of the round</source>
        <translation>Проигравший раунд</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="51"/>
        <source>The player after the loser</source>
        <translation>Следующий после проигравшего</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="52"/>
        <source>A successful challenger</source>
        <translation>Выигравший спор</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="58"/>
        <source>Family</source>
        <translation>Семейная</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="59"/>
        <source>Classic, 4 letters</source>
        <translation>Классика, 4 буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="60"/>
        <source>xkcd, 3 letters</source>
        <translation>xkcd, 3 буквы</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="62"/>
        <source>Russian: who finishes the word</source>
        <translation>Русская: кто закончит слово</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="63"/>
        <source>Practice against perfect play</source>
        <translation>Тренировка против идеального игрока</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="73"/>
        <source>reverse+%1</source>
        <translation>переворот+%1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="75"/>
        <source>%1 on the left</source>
        <translation>%1 слева</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="82"/>
        <source>“That&apos;s a word!”</source>
        <translation>«Это слово!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="83"/>
        <source>“No word goes like that!”</source>
        <translation>«Таких слов нет!»</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="93"/>
        <source>%1 plays %2: %3</source>
        <translation>%1 ходит %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="95"/>
        <source>%1 challenges %2: %3</source>
        <translation>%1 бросает вызов игроку %2: %3</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="99"/>
        <source>%1 names “%2”.</source>
        <translation>%1 называет «%2».</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="100"/>
        <source>%1 cannot name a word.</source>
        <translation>%1 не может назвать слово.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="102"/>
        <source>%1 loses the round (%2).</source>
        <translation>%1 проигрывает раунд (%2).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="104"/>
        <source>%1 is a GHOST and out of the game.</source>
        <translation>%1 стал ПРИЗРАКОМ и выбывает.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="106"/>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="115"/>
        <source>completed %1</source>
        <translation>закончил слово %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="117"/>
        <source>lost a challenge: %1</source>
        <translation>проиграл спор: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="119"/>
        <source>challenged wrongly: %1</source>
        <translation>ошибся, бросив вызов: %1</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="120"/>
        <source>resigned</source>
        <translation>сдался</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="130"/>
        <source>Cannot use the word list %1: %2</source>
        <translation>Нельзя использовать список слов %1: %2</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="132"/>
        <source>No word of this list has %1 or more letters.</source>
        <translation>В этом словаре нет слов длиной от %1 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="138"/>
        <source>the saved game is damaged or from another version</source>
        <translation>сохранённая игра повреждена или от другой версии</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="140"/>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="145"/>
        <source>Something went wrong. Details are in %1.</source>
        <translation>Что-то пошло не так. Подробности в %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="160"/>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="162"/>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="164"/>
        <source>it holds binary data, not text</source>
        <translation>в нём двоичные данные, а не текст</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="166"/>
        <source>it is not UTF-8 text: save it as UTF-8</source>
        <translation>это не текст в UTF-8: сохраните его в UTF-8</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="168"/>
        <source>it holds no words</source>
        <translation>в нём нет слов</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="170"/>
        <source>none of its entries is a usable word (letters only, no capitals)</source>
        <translation>ни одна его запись не годится как слово (только буквы, без заглавных)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="172"/>
        <source>it is too large</source>
        <translation>он слишком большой</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="174"/>
        <source>it cannot be read (%1)</source>
        <translation>его нельзя прочитать (%1)</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="174"/>
        <source>it cannot be read</source>
        <translation>его нельзя прочитать</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="183"/>
        <source>A play is one letter.</source>
        <translation>Ход — это одна буква.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="184"/>
        <source>“%1” is not a letter of this word list.</source>
        <translation>«%1» — не буква этого словаря.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="185"/>
        <source>In this game letters go on the right only.</source>
        <translation>В этой игре буквы добавляются только справа.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="186"/>
        <source>In this game the fragment cannot be reversed.</source>
        <translation>В этой игре слово нельзя переворачивать.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="187"/>
        <source>%1 has letters this word list does not use.</source>
        <translation>В слове %1 есть буквы, которых нет в этом списке.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="188"/>
        <source>%1 does not go like %2.</source>
        <translation>%1 не подходит к %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="189"/>
        <source>%1 is not longer than %2.</source>
        <translation>%1 не длиннее, чем %2.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="190"/>
        <source>%1 is shorter than %2 letters.</source>
        <translation>%1 короче %2 букв.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="191"/>
        <source>That word is too long (more than %1 letters).</source>
        <translation>Слово слишком длинное (больше %1 букв).</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="193"/>
        <source>That play is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="200"/>
        <source>The match is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="201"/>
        <source>A challenge is waiting for an answer.</source>
        <translation>Вызов ждёт ответа.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="202"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="203"/>
        <source>That is not a challenge.</source>
        <translation>Это не вызов.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="204"/>
        <source>There is nothing to challenge yet.</source>
        <translation>Пока нечего оспаривать.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="205"/>
        <source>There is no challenge to answer.</source>
        <translation>Нет вызова, на который нужно ответить.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="206"/>
        <source>You were not challenged.</source>
        <translation>Вам не бросали вызов.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="207"/>
        <source>Only the challenger can accept a house word.</source>
        <translation>Принять домашнее слово может только тот, кто бросил вызов.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="208"/>
        <source>There is nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="209"/>
        <source>These game settings are not allowed.</source>
        <translation>Такие настройки игры не разрешены.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/names.py" line="211"/>
        <source>That is not allowed now.</source>
        <translation>Сейчас это не разрешено.</translation>
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
        <location filename="../../ghost_gui/gui/settings.py" line="84"/>
        <location filename="../../ghost_gui/gui/settings.py" line="105"/>
        <source>The settings file was damaged; Ghost starts with its default settings.</source>
        <extracomment>set when a change could not be written (a read-only or full disk)</extracomment>
        <translation>Файл настроек повреждён; «Призрак» запущен с настройками по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="89"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Некоторые настройки не удалось прочитать, они сброшены: %1.</translation>
    </message>
    <message>
        <location filename="../../ghost_gui/gui/settings.py" line="187"/>
        <source>the settings cannot be written to %1</source>
        <translation>настройки нельзя записать в %1</translation>
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

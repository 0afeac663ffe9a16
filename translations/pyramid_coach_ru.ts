<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>About</name>
    <message>
        <source>Pyramid Coach</source>
        <translation>Pyramid Coach</translation>
    </message>
    <message>
        <source>A training and coaching program for Russian pyramid billiards: a to-scale table, realistic physics, the federation&apos;s rules, drills and your history.</source>
        <translation>Программа для тренировки в русский бильярд (пирамиду): стол в масштабе, реалистичная физика, правила федерации, упражнения и история ваших ударов.</translation>
    </message>
    <message>
        <source>Built with Qt for Python %1 and pymunk.</source>
        <translation>Создано на Qt for Python %1 и pymunk.</translation>
    </message>
    <message>
        <source>About Pyramid Coach</source>
        <translation>О программе Pyramid Coach</translation>
    </message>
</context>
<context>
    <name>ComingSoonScreen</name>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <source>Drills with targets and scores are coming in a later version.</source>
        <translation>Упражнения с целями и очками появятся в следующей версии.</translation>
    </message>
    <message>
        <source>Replaying and studying your past shots is coming in a later version.</source>
        <translation>Просмотр и разбор сыгранных ударов появится в следующей версии.</translation>
    </message>
    <message>
        <source>Charts of your progress are coming in a later version.</source>
        <translation>Графики вашего прогресса появятся в следующей версии.</translation>
    </message>
    <message>
        <source>Meanwhile, the free table is ready to play.</source>
        <translation>А пока можно играть на свободном столе.</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>На начальный экран</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>%1 won and plays</source>
        <translation>%1 выиграл розыгрыш и играет</translation>
    </message>
    <message>
        <source>%1 won and passes</source>
        <translation>%1 выиграл розыгрыш и передаёт удар</translation>
    </message>
    <message>
        <source>%1 won and breaks</source>
        <translation>Выиграл(а) %1, разбивает</translation>
    </message>
    <message>
        <source>%1 won and passes the break</source>
        <translation>Выиграл(а) %1, передаёт разбой</translation>
    </message>
</context>
<context>
    <name>FreeTableScreen</name>
    <message>
        <source>Cue ball in hand</source>
        <translation>Биток с руки</translation>
    </message>
    <message>
        <source>Now striking %1.</source>
        <translation>Теперь бьём: %1.</translation>
    </message>
    <message>
        <source>Place the cue ball</source>
        <translation>Установка битка</translation>
    </message>
    <message>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не удалось рассчитать: %1</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Удар</translation>
    </message>
    <message>
        <source>%1 into the %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Pocketed: %1.</source>
        <translation>Забиты: %1.</translation>
    </message>
    <message>
        <source>No ball pocketed.</source>
        <translation>Ни один шар не забит.</translation>
    </message>
    <message>
        <source>Off the table: %1.</source>
        <translation>Вылетели со стола: %1.</translation>
    </message>
    <message>
        <source>The cue ball is in hand in the house.</source>
        <translation>Биток с руки из дома.</translation>
    </message>
    <message>
        <source>Aim: not set</source>
        <translation>Прицел: не задан</translation>
    </message>
    <message>
        <source>Aim: %1° · striking %2</source>
        <translation>Прицел: %1° · бьём: %2</translation>
    </message>
    <message>
        <source>Simulating the shot…</source>
        <translation>Расчёт удара…</translation>
    </message>
    <message>
        <source>Watching the shot. P pauses, the full stop steps, End skips to the end.</source>
        <translation>Просмотр удара. P — пауза, точка — шаг, End — к концу.</translation>
    </message>
    <message>
        <source>Cue ball in hand: drag it to where you want it, then click on the table to aim and press Space to shoot.</source>
        <translation>Биток с руки: перетащите его на нужное место, затем щёлкните по столу, чтобы прицелиться, и нажмите Пробел для удара.</translation>
    </message>
    <message>
        <source>Click or drag on the table to aim. Arrows fine-tune the aim (Shift: very small steps), Up and Down set the power, Space shoots. Right-click a ball to strike it instead.</source>
        <translation>Щёлкните или ведите мышью по столу, чтобы прицелиться. Стрелки влево/вправо уточняют прицел (с Shift — совсем малые шаги), вверх/вниз — сила удара, Пробел — удар. Правый щелчок по шару делает его битком.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The file cannot be read: it is missing, unreadable or not a saved game.</source>
        <translation>Файл не удаётся прочитать: его нет, он недоступен или это не сохранённая партия.</translation>
    </message>
    <message>
        <source>This file is not a saved Pyramid Coach game.</source>
        <translation>Этот файл — не сохранённая партия Pyramid Coach.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Pyramid Coach.</source>
        <translation>Эта партия сохранена более новой версией Pyramid Coach.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be resumed.</source>
        <translation>Сохранённая партия повреждена, продолжить её нельзя.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>The game could not be saved there.</source>
        <translation>Не удалось сохранить партию в это место.</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Next frame</source>
        <translation>Следующая партия</translation>
    </message>
    <message>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не удалось рассчитать: %1</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Удар</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>Striking %1</source>
        <translation>Бьём: %1</translation>
    </message>
    <message>
        <source>Call: %1 into the %2</source>
        <translation>Заказ: %1 — %2</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает встречу!</translation>
    </message>
    <message>
        <source>The frame is drawn.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <source>The frame is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Simulating the shot…</source>
        <translation>Расчёт удара…</translation>
    </message>
    <message>
        <source>Watching the shot.</source>
        <translation>Просмотр удара.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Бьёт %1.</translation>
    </message>
    <message>
        <source>Drag the cue ball to place it.</source>
        <translation>Перетащите биток, чтобы установить его.</translation>
    </message>
    <message>
        <source>Call the shot: click the ball, then the pocket.</source>
        <translation>Сделайте заказ: щёлкните по шару, затем по лузе.</translation>
    </message>
    <message>
        <source>Aim on the table and press Space to shoot.</source>
        <translation>Прицельтесь на столе и нажмите Пробел для удара.</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Free pyramid</source>
        <translation>Свободная пирамида</translation>
    </message>
    <message>
        <source>Combined pyramid</source>
        <translation>Комбинированная пирамида</translation>
    </message>
    <message>
        <source>Dynamic pyramid</source>
        <translation>Динамичная пирамида</translation>
    </message>
    <message>
        <source>Classic pyramid, 71 points</source>
        <translation>Классическая пирамида, 71 очко</translation>
    </message>
    <message>
        <source>Classic pyramid, 51 points</source>
        <translation>Классическая пирамида, 51 очко</translation>
    </message>
    <message>
        <source>Classic pyramid, 8 balls</source>
        <translation>Классическая пирамида, 8 шаров</translation>
    </message>
    <message>
        <source>Pyramid T</source>
        <translation>Пирамида T</translation>
    </message>
    <message>
        <source>the cue ball touched no object ball</source>
        <translation>биток не коснулся прицельного шара</translation>
    </message>
    <message>
        <source>the shot was not correctly completed: no ball pocketed, no second cushion and no centre-line crossing</source>
        <translation>удар не завершён правильно: ни один шар не забит, нет второго борта и пересечения центральной линии</translation>
    </message>
    <message>
        <source>the opening break met none of the conditions of a legal break</source>
        <translation>начальный удар не выполнил ни одного условия правильного разбоя</translation>
    </message>
    <message>
        <source>a ball left the table</source>
        <translation>шар выскочил за пределы стола</translation>
    </message>
    <message>
        <source>the cue ball was pocketed</source>
        <translation>биток забит в лузу</translation>
    </message>
    <message>
        <source>the cue ball was pocketed; only object balls may be</source>
        <translation>забит биток, а забивать можно только прицельные шары</translation>
    </message>
    <message>
        <source>the cue ball was pocketed on a shot from hand</source>
        <translation>биток забит при ударе с руки</translation>
    </message>
    <message>
        <source>from the house, the cue ball touched a ball in the house before leaving it</source>
        <translation>при ударе из дома биток коснулся шара в доме, не выйдя из дома</translation>
    </message>
    <message>
        <source>from the house, the cue ball touched no ball outside the house</source>
        <translation>при ударе из дома биток не коснулся ни одного шара вне дома</translation>
    </message>
    <message>
        <source>the cue ball first struck a ball that is not one of the player&apos;s game balls</source>
        <translation>биток первым коснулся шара, который не является игровым шаром игрока</translation>
    </message>
    <message>
        <source>cl. %1, %2</source>
        <translation>п. %1, %2</translation>
    </message>
    <message>
        <source>cl. %1</source>
        <translation>п. %1</translation>
    </message>
    <message>
        <source>Foul: %1 (%2)</source>
        <translation>Фол: %1 (%2)</translation>
    </message>
    <message>
        <source>Legal shot.</source>
        <translation>Удар правильный.</translation>
    </message>
    <message>
        <source>The call was not made: %1 into the %2.</source>
        <translation>Заказ не выполнен: %1 — %2.</translation>
    </message>
    <message>
        <source>Pocketed: %1.</source>
        <translation>Забиты: %1.</translation>
    </message>
    <message>
        <source>Off the table: %1.</source>
        <translation>Вылетели со стола: %1.</translation>
    </message>
    <message>
        <source>%1: %2 points.</source>
        <translation>%1: %2 очк.</translation>
    </message>
    <message>
        <source>Re-spotted: %1.</source>
        <translation>Выставлены: %1.</translation>
    </message>
    <message>
        <source>An uncalled ball was pocketed and is re-spotted.</source>
        <translation>Забит незаказанный шар, он выставляется.</translation>
    </message>
    <message>
        <source>%1 wins the frame!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <source>%1 plays on.</source>
        <translation>%1 продолжает.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>Ход переходит к: %1.</translation>
    </message>
    <message>
        <source>%1: choose the penalty ball. Click a highlighted ball on the table to put it on your shelf, or decline.</source>
        <translation>%1: выберите штрафной шар. Щёлкните по выделенному шару на столе, чтобы взять его на свою полку, или откажитесь.</translation>
    </message>
    <message>
        <source>%1: the cue ball went in off an object ball. Click a highlighted ball to take in its place, or decline.</source>
        <translation>%1: забит свояк. Щёлкните по выделенному шару, чтобы взять его вместо битка, или откажитесь.</translation>
    </message>
    <message>
        <source>%1: after the foul, shoot from here or pass the shot back?</source>
        <translation>%1: после штрафа — бить самому или передать удар?</translation>
    </message>
    <message>
        <source>%1: the opening break was illegal. How do you want to go on?</source>
        <translation>%1: начальный удар выполнен неправильно. Как продолжить?</translation>
    </message>
    <message>
        <source>70:70! The last ball is back on the back spot. Lag again: who won it, and will they play the deciding ball or pass it? The first legal pot or the first foul ends the frame.</source>
        <translation>70:70! Последний шар выставлен на заднюю отметку. Новый розыгрыш: кто его выиграл — и будет ли он играть решающий шар или передаст удар? Первый правильно забитый шар или первый штраф завершает партию.</translation>
    </message>
    <message>
        <source>Lag for the break: who won it, and will they break or pass the break?</source>
        <translation>Розыгрыш начального удара: кто выиграл и будет ли он разбивать сам или передаст разбой?</translation>
    </message>
    <message>
        <source>%1: which player of the pair comes to the table first?</source>
        <translation>%1: кто из пары первым подходит к столу?</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Бить самому</translation>
    </message>
    <message>
        <source>Pass the shot</source>
        <translation>Передать удар</translation>
    </message>
    <message>
        <source>Accept the table and play</source>
        <translation>Принять позицию и бить</translation>
    </message>
    <message>
        <source>Accept the table and pass</source>
        <translation>Принять позицию и передать удар</translation>
    </message>
    <message>
        <source>Re-rack and break</source>
        <translation>Перестановка, разбиваю сам</translation>
    </message>
    <message>
        <source>Re-rack, the offender breaks again</source>
        <translation>Перестановка, нарушитель разбивает снова</translation>
    </message>
    <message>
        <source>Cue ball in hand: anywhere on the table.</source>
        <translation>Биток с руки: в любом месте стола.</translation>
    </message>
    <message>
        <source>Cue ball in hand: in the temporary house.</source>
        <translation>Биток с руки: во временном доме.</translation>
    </message>
    <message>
        <source>Cue ball in hand: in the house.</source>
        <translation>Биток с руки: из дома.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>New &amp;free table</source>
        <translation>Новый &amp;свободный стол</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Новая &amp;партия…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую партию…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Сохранить партию…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Начальный экран</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo shot</source>
        <translation>&amp;Отменить удар</translation>
    </message>
    <message>
        <source>&amp;Redo shot</source>
        <translation>&amp;Повторить удар</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>П&amp;ерейти</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Разбор</translation>
    </message>
    <message>
        <source>Pro&amp;gress</source>
        <translation>П&amp;рогресс</translation>
    </message>
    <message>
        <source>Game in pr&amp;ogress</source>
        <translation>Текущая &amp;партия</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>&amp;Shot</source>
        <translation>&amp;Удар</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>&amp;About Pyramid Coach</source>
        <translation>&amp;О программе Pyramid Coach</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Sounds need Qt Multimedia, which is not installed. It comes in the PySide6-Addons package (about 175 MB): pip install PySide6-Addons==%1</source>
        <extracomment>Languages offered, each named in itself so it can be found whatever is showing now.</extracomment>
        <translation>Для звуков нужен модуль Qt Multimedia, он не установлен. Он входит в пакет PySide6-Addons (около 175 МБ): pip install PySide6-Addons==%1</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed but cannot start: a system sound library (on Linux, libpulse) is missing.</source>
        <translation>Qt Multimedia установлен, но не запускается: нет системной звуковой библиотеки (в Linux — libpulse).</translation>
    </message>
    <message>
        <source>No audio output device was found.</source>
        <translation>Устройство вывода звука не найдено.</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Aiming aid</source>
        <translation>&amp;Помощь в прицеливании</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <source>Aim line and &amp;ghost ball</source>
        <translation>Линия прицела и &amp;призрачный шар</translation>
    </message>
    <message>
        <source>&amp;Predicted paths (simulator)</source>
        <translation>П&amp;редсказанные траектории (симулятор)</translation>
    </message>
    <message>
        <source>Playback &amp;speed</source>
        <translation>&amp;Скорость воспроизведения</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>Click, thud and drop sounds during playback, louder for harder contacts</source>
        <translation>Стук шаров, удары о борт и падение в лузу при воспроизведении; чем сильнее касание, тем громче</translation>
    </message>
    <message>
        <source>Free table</source>
        <translation>Свободный стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <source>Pyramid Coach</source>
        <translation>Pyramid Coach</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>left corner pocket by the house</source>
        <translation>левая угловая луза у дома</translation>
    </message>
    <message>
        <source>right corner pocket by the house</source>
        <translation>правая угловая луза у дома</translation>
    </message>
    <message>
        <source>left middle pocket</source>
        <translation>левая средняя луза</translation>
    </message>
    <message>
        <source>right middle pocket</source>
        <translation>правая средняя луза</translation>
    </message>
    <message>
        <source>far left corner pocket</source>
        <translation>левая дальняя угловая луза</translation>
    </message>
    <message>
        <source>far right corner pocket</source>
        <translation>правая дальняя угловая луза</translation>
    </message>
    <message>
        <source>the cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <source>ball %1</source>
        <translation>шар %1</translation>
    </message>
    <message>
        <source>The cue ball must lie on the cloth.</source>
        <translation>Биток должен лежать на сукне.</translation>
    </message>
    <message>
        <source>The cue ball must be placed in the house.</source>
        <translation>Биток нужно установить в доме.</translation>
    </message>
    <message>
        <source>The cue ball may not touch the house line: a ball on the line is outside the house.</source>
        <translation>Биток не может касаться линии дома: шар на линии считается вне дома.</translation>
    </message>
    <message>
        <source>The cue ball must be placed in the temporary house.</source>
        <translation>Биток нужно установить во временном доме.</translation>
    </message>
    <message>
        <source>The cue ball may not touch the temporary house line.</source>
        <translation>Биток не может касаться линии временного дома.</translation>
    </message>
    <message>
        <source>The cue ball may not touch another ball.</source>
        <translation>Биток не может касаться другого шара.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Игрок 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Игрок 4</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <source>Players&apos; names must differ.</source>
        <translation>Имена игроков должны различаться.</translation>
    </message>
    <message>
        <source>A handicap is 5 to 35 points.</source>
        <translation>Фора — от 5 до 35 очков.</translation>
    </message>
    <message>
        <source>Pair %1, player %2</source>
        <translation>Пара %1, игрок %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Разновидность</translation>
    </message>
    <message>
        <source>Pairs (2 v 2)</source>
        <translation>Пары (2 на 2)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <source>Frames in the match</source>
        <translation>Партий во встрече</translation>
    </message>
    <message>
        <source>Calling</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Two pairs, partners take turns</source>
        <translation>Две пары, партнёры бьют по очереди</translation>
    </message>
    <message>
        <source>Lag for the break (otherwise player 1 breaks)</source>
        <translation>Розыгрыш начального удара (иначе разбивает игрок 1)</translation>
    </message>
    <message>
        <source>Ball and pocket</source>
        <translation>«Шар-луза»</translation>
    </message>
    <message>
        <source>Strict (clean call)</source>
        <translation>«По чистому назначению»</translation>
    </message>
    <message>
        <source>no handicap</source>
        <translation>без форы</translation>
    </message>
    <message>
        <source> pts</source>
        <translation> очк.</translation>
    </message>
    <message>
        <source>Handicap: points this player starts with (5 to 35)</source>
        <translation>Фора: очки, с которыми игрок начинает (от 5 до 35)</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>stun</source>
        <translation>клапштос</translation>
    </message>
    <message>
        <source>follow %1 R</source>
        <translation>накат %1 R</translation>
    </message>
    <message>
        <source>draw %1 R</source>
        <translation>оттяжка %1 R</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>без винта</translation>
    </message>
    <message>
        <source>right side %1 R</source>
        <translation>правый винт %1 R</translation>
    </message>
    <message>
        <source>left side %1 R</source>
        <translation>левый винт %1 R</translation>
    </message>
    <message>
        <source>Stroke</source>
        <translation>Удар</translation>
    </message>
    <message>
        <source>Tip position (miscue limit dashed)</source>
        <translation>Точка удара (пунктир — граница кикса)</translation>
    </message>
    <message>
        <source>Shoot (Space)</source>
        <translation>Удар (Пробел)</translation>
    </message>
    <message>
        <source>Cue ball in hand</source>
        <translation>Биток с руки</translation>
    </message>
    <message>
        <source>In the house</source>
        <translation>В доме</translation>
    </message>
    <message>
        <source>In the temporary house</source>
        <translation>Во временном доме</translation>
    </message>
    <message>
        <source>Anywhere on the table</source>
        <translation>В любом месте стола</translation>
    </message>
    <message>
        <source>Take the cue ball in hand (H)</source>
        <translation>Взять биток в руку (H)</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>К концу</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>New rack</source>
        <translation>Новая пирамида</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
</context>
<context>
    <name>PowerControl</name>
    <message>
        <source>soft</source>
        <extracomment>Slider limits in m/s. The top is PhysicsParams.max_speed; a hard break is 10-12 m/s. One slider unit, and one press of the power keys. Upper bounds of the named strengths (m/s): soft, medium, strong; above is a break.</extracomment>
        <translation>тихий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>break</source>
        <translation>разбой</translation>
    </message>
    <message>
        <source>%1 m/s · %2</source>
        <translation>%1 м/с · %2</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Сила удара</translation>
    </message>
    <message>
        <source>Cue ball speed. Up and Down arrows change it.</source>
        <translation>Скорость битка. Меняется стрелками вверх и вниз.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>frame %1 of %2</source>
        <translation>партия %1 из %2</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>партий: %1</translation>
    </message>
    <message>
        <source>Shelf: %1</source>
        <translation>Полка: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Shot</source>
        <translation>Удар</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>ShotActions</name>
    <message>
        <source>Shoot</source>
        <extracomment>(name, keys) in menu order; None is a separator.</extracomment>
        <translation>Удар</translation>
    </message>
    <message>
        <source>Turn aim left</source>
        <translation>Прицел левее</translation>
    </message>
    <message>
        <source>Turn aim right</source>
        <translation>Прицел правее</translation>
    </message>
    <message>
        <source>Turn aim left a little</source>
        <translation>Прицел чуть левее</translation>
    </message>
    <message>
        <source>Turn aim right a little</source>
        <translation>Прицел чуть правее</translation>
    </message>
    <message>
        <source>More power</source>
        <translation>Сильнее</translation>
    </message>
    <message>
        <source>Less power</source>
        <translation>Слабее</translation>
    </message>
    <message>
        <source>Pause or resume playback</source>
        <translation>Пауза / продолжить просмотр</translation>
    </message>
    <message>
        <source>Step playback</source>
        <translation>Просмотр по шагам</translation>
    </message>
    <message>
        <source>Skip playback to the end</source>
        <translation>Просмотр до конца</translation>
    </message>
    <message>
        <source>Cue ball in hand</source>
        <translation>Биток с руки</translation>
    </message>
    <message>
        <source>New rack</source>
        <translation>Новая пирамида</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Pyramid Coach</source>
        <extracomment>Page names in the order of the buttons; the main window maps them to its pages.</extracomment>
        <translation>Pyramid Coach</translation>
    </message>
    <message>
        <source>A trainer for Russian pyramid billiards</source>
        <translation>Тренажёр для русского бильярда — пирамиды</translation>
    </message>
    <message>
        <source>&amp;Free table</source>
        <translation>&amp;Свободный стол</translation>
    </message>
    <message>
        <source>Set up and play any shot, no referee, undo at will.</source>
        <translation>Расставляйте шары и отрабатывайте любые удары — без судьи, с отменой.</translation>
    </message>
    <message>
        <source>New &amp;game</source>
        <translation>Новая &amp;партия</translation>
    </message>
    <message>
        <source>A refereed game at one computer: every discipline, two to four players.</source>
        <translation>Партия с судьёй за одним компьютером: все разновидности, от двух до четырёх игроков.</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <source>Drills with a score, from easy to championship level.</source>
        <translation>Упражнения с оценкой — от простых до чемпионского уровня.</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Разбор</translation>
    </message>
    <message>
        <source>Replay and study the shots you have played.</source>
        <translation>Просмотр и разбор сыгранных ударов.</translation>
    </message>
    <message>
        <source>Pro&amp;gress</source>
        <translation>П&amp;рогресс</translation>
    </message>
    <message>
        <source>How your game has grown, in charts.</source>
        <translation>Как растёт ваша игра — в графиках.</translation>
    </message>
</context>
<context>
    <name>TipDiagram</name>
    <message>
        <source>Where the tip meets the cue ball: up for follow, down for draw, left or right for side. The dashed circle is the miscue limit. Double-click to return to the centre.</source>
        <translation>Куда наклейка попадает в биток: выше — накат, ниже — оттяжка, влево или вправо — винт. Пунктирный круг — граница кикса. Двойной щелчок возвращает в центр.</translation>
    </message>
</context>
</TS>

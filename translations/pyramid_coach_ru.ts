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
    <name>AnalysisMenu</name>
    <message>
        <source>&amp;Analysis</source>
        <extracomment>Worker processes for the app&apos;s analyses: both cores of the target machine.</extracomment>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>&amp;Pot probability…</source>
        <translation>&amp;Вероятность забить…</translation>
    </message>
    <message>
        <source>&amp;Break analysis…</source>
        <translation>Анализ &amp;разбоя…</translation>
    </message>
    <message>
        <source>Cue-ball &amp;placement map…</source>
        <translation>&amp;Карта установки битка…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Aim at a ball first: the pot probability is worked out for the ball the aim line meets.</source>
        <translation>Сначала прицельтесь в шар: вероятность считается для шара, который первым встречает линия прицела.</translation>
    </message>
    <message>
        <source>The placement map needs a target: open a drill played from the house, or aim at the ball to pot.</source>
        <translation>Для карты установки нужна цель: откройте упражнение с руки из дома или прицельтесь в шар, который хотите забить.</translation>
    </message>
</context>
<context>
    <name>AttemptBox</name>
    <message>
        <source>Attempt</source>
        <translation>Попытка</translation>
    </message>
    <message>
        <source>Retry exactly</source>
        <translation>Повторить точно</translation>
    </message>
    <message>
        <source>The same layout again, with the cue parameters of your first shot</source>
        <translation>Та же расстановка, с параметрами вашего первого удара</translation>
    </message>
    <message>
        <source>Next attempt</source>
        <translation>Следующая попытка</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Покажи</translation>
    </message>
    <message>
        <source>Play the drill&apos;s recorded successful solution; it does not count</source>
        <translation>Сыграть записанное удачное решение упражнения; в счёт не идёт</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш удар</translation>
    </message>
</context>
<context>
    <name>BreakAnalysisDialog</name>
    <message>
        <source>Break analysis</source>
        <translation>Анализ разбоя</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Breaks per setting:</source>
        <translation>Разбоев на вариант:</translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation>Варианты:</translation>
    </message>
    <message>
        <source>%v of %m settings</source>
        <translation>%v из %m вариантов</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Рассчитать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Choose the rules and the level, then press Analyse.</source>
        <translation>Выберите правила и уровень и нажмите «Рассчитать».</translation>
    </message>
    <message>
        <source>%1: %2 apex offsets × %3 speeds × %4 places in the house</source>
        <translation>%1: смещений по первому шару — %2, скоростей — %3, мест в доме — %4</translation>
    </message>
    <message>
        <source>Playing %1 breaks per setting…</source>
        <translation>Играю по %1 разбоев на вариант…</translation>
    </message>
    <message>
        <source>Cancelling: the settings being played finish first…</source>
        <translation>Отмена: сначала доигрываются начатые варианты…</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 settings.</source>
        <translation>Отменено после %1 из %2 вариантов.</translation>
    </message>
    <message>
        <source>Level: %1, %2 breaks per setting; the blue box marks the best.</source>
        <translation>Уровень: %1, по %2 разбоев на вариант; лучший вариант обведён синим.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <source>Legal breaks, %</source>
        <translation>Правильные разбои, %</translation>
    </message>
    <message>
        <source>Balls pocketed (mean)</source>
        <translation>Забито шаров (в среднем)</translation>
    </message>
    <message>
        <source>Apex offset, R (+ left)</source>
        <translation>Смещение по шару, R (+ влево)</translation>
    </message>
    <message>
        <source>Speed, m/s</source>
        <translation>Скорость, м/с</translation>
    </message>
</context>
<context>
    <name>BreakTexts</name>
    <message>
        <source>on the long axis</source>
        <translation>на продольной оси</translation>
    </message>
    <message>
        <source>%1 cm left of the long axis</source>
        <translation>на %1 см левее продольной оси</translation>
    </message>
    <message>
        <source>%1 cm right of the long axis</source>
        <translation>на %1 см правее продольной оси</translation>
    </message>
    <message>
        <source>cue ball %1 cm from the bottom cushion, %2</source>
        <translation>биток в %1 см от короткого борта, %2</translation>
    </message>
    <message>
        <source>full on the apex ball</source>
        <translation>в центр первого шара пирамиды</translation>
    </message>
    <message>
        <source>%1 ball radius left of the apex ball&apos;s centre</source>
        <translation>на %1 радиуса левее центра первого шара</translation>
    </message>
    <message>
        <source>%1 ball radius right of the apex ball&apos;s centre</source>
        <translation>на %1 радиуса правее центра первого шара</translation>
    </message>
    <message>
        <source>%1; aim %2; %3 m/s</source>
        <translation>%1; прицел %2; %3 м/с</translation>
    </message>
    <message>
        <source>; tip %1 side, %2 height</source>
        <translation>; наклейка: %1 по горизонтали, %2 по высоте</translation>
    </message>
    <message>
        <source>Best break for %1: %2. Legal in %3 % of breaks, %4 balls pocketed on average, cue ball lost in %5 %, %6 points per break.</source>
        <translation>Лучший разбой (%1): %2. Правильный в %3 % разбоев, в среднем забито шаров: %4, биток потерян в %5 %, очков за разбой: %6.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>№%1</source>
        <translation>№%1</translation>
    </message>
    <message>
        <source>front cushion (house end)</source>
        <translation>передний борт (со стороны дома)</translation>
    </message>
    <message>
        <source>back cushion</source>
        <translation>задний борт</translation>
    </message>
    <message>
        <source>left cushion</source>
        <translation>левый борт</translation>
    </message>
    <message>
        <source>right cushion</source>
        <translation>правый борт</translation>
    </message>
    <message>
        <source>Pass mark: none set for this drill; play for your best total.</source>
        <translation>Проходного балла у упражнения нет: играйте на лучший итог.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Pass mark: %1 successes of %2.</source>
        <translation>Проходной балл: %1 удачных из %2.</translation>
    </message>
    <message>
        <source>cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>front</source>
        <translation>передний</translation>
    </message>
    <message>
        <source>back</source>
        <translation>задний</translation>
    </message>
    <message>
        <source>left</source>
        <translation>левый</translation>
    </message>
    <message>
        <source>right</source>
        <translation>правый</translation>
    </message>
    <message>
        <source>Ball</source>
        <translation>Шар</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ромбы (прицелы)</translation>
    </message>
    <message>
        <source>along · across</source>
        <translation>вдоль · поперёк</translation>
    </message>
    <message>
        <source>Measurements: from the nose of the cushion to the centre of the ball</source>
        <translation>Замеры: от кромки борта до центра шара</translation>
    </message>
    <message>
        <source>Write the points: 10 less the pot chance left to the opponent in tenths, 0 for a foul.</source>
        <translation>Впишите очки: 10 минус шанс соперника забить (в десятых), 0 за фол.</translation>
    </message>
    <message>
        <source>No ball is fixed: see the goal.</source>
        <translation>Шары не расставляются: см. задание.</translation>
    </message>
    <message>
        <source>End cushion</source>
        <translation>Короткий борт</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>см</translation>
    </message>
    <message>
        <source>Long cushion</source>
        <translation>Длинный борт</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Circle ✓ for a success, ✗ for a miss.</source>
        <translation>Обведите ✓ за удачную попытку, ✗ за неудачную.</translation>
    </message>
    <message>
        <source>A success scores %1 points; write them in, 0 for a miss.</source>
        <translation>Удачная попытка даёт %1 очк.; впишите их, за неудачную 0.</translation>
    </message>
    <message>
        <source>Write the points: one per goal ball pocketed as asked.</source>
        <translation>Впишите очки: по одному за каждый шар, забитый как задано.</translation>
    </message>
    <message>
        <source>Write the points: the game value of each goal ball pocketed.</source>
        <translation>Впишите очки: игровую стоимость каждого забитого шара задания.</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Лист результатов</translation>
    </message>
    <message>
        <source>Successes: ____ of %1</source>
        <translation>Удачных: ____ из %1</translation>
    </message>
    <message>
        <source>Points: ______</source>
        <translation>Очки: ______</translation>
    </message>
    <message>
        <source>Passed:  yes  /  no</source>
        <translation>Зачёт:  да  /  нет</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Упражнение</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Попыток</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Проходной балл</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Drill cards</source>
        <translation>Карточки упражнений</translation>
    </message>
    <message>
        <source>Practice plan</source>
        <translation>План тренировки</translation>
    </message>
    <message>
        <source>Russian pyramid · %1 drills · %2 attempts each</source>
        <translation>Русский бильярд, пирамида · упражнений: %1 · по %2 попыток</translation>
    </message>
    <message>
        <source>Russian pyramid · %1 drills</source>
        <translation>Русский бильярд, пирамида · упражнений: %1</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>уровень %1</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Задание: %1</translation>
    </message>
    <message>
        <source>Balls in a dashed zone are scattered anew each attempt; the figures are those of attempt 1.</source>
        <translation>Шары в пунктирной зоне в каждой попытке раскладываются заново; замеры даны для попытки 1.</translation>
    </message>
    <message>
        <source>cue ball (hatched)</source>
        <translation>биток (заштрихован)</translation>
    </message>
    <message>
        <source>object ball with its number; №1, №2…: the order</source>
        <translation>прицельный шар с номером; №1, №2…: очерёдность</translation>
    </message>
    <message>
        <source>ringed pocket: the target pocket; dotted: the target zone</source>
        <translation>луза в кольце: целевая луза; точки: целевая зона</translation>
    </message>
    <message>
        <source>shaded: the house, where the cue ball is placed by hand</source>
        <translation>серым: дом, куда биток ставится с руки</translation>
    </message>
    <message>
        <source>diamonds: along from the front cushion, across from the right</source>
        <translation>ромбы: вдоль от переднего борта, поперёк от правого</translation>
    </message>
</context>
<context>
    <name>ColourChips</name>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>Collected in this set: %1. Still to pocket: %2.</source>
        <translation>Собрано в этой пятёрке: %1. Осталось забить: %2.</translation>
    </message>
    <message>
        <source>On the table (points × balls):</source>
        <translation>На столе (очки × шары):</translation>
    </message>
    <message>
        <source>%1: %2 each, %3 left on the table</source>
        <translation>%1: по %2, на столе осталось %3</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>(five or fewer: every ball is common, 4.5)</source>
        <translation>(пять или меньше: все шары общие, п. 4.5)</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>Compare two attempts: %1</source>
        <translation>Сравнение двух попыток: %1</translation>
    </message>
    <message>
        <source>Back to the walk-through</source>
        <translation>Назад к разбору по ударам</translation>
    </message>
    <message>
        <source>Attempt shown on the left</source>
        <translation>Попытка слева</translation>
    </message>
    <message>
        <source>Attempt shown on the right</source>
        <translation>Попытка справа</translation>
    </message>
</context>
<context>
    <name>CompareSide</name>
    <message>
        <source>Shot %1 of %2</source>
        <translation>Удар %1 из %2</translation>
    </message>
</context>
<context>
    <name>Computer</name>
    <message>
        <source>%1 (%2) is choosing its play.</source>
        <translation>%1 (%2) выбирает удар.</translation>
    </message>
    <message>
        <source>%1 (%2) is aiming: the line shows the shot it means to play.</source>
        <translation>%1 (%2) целится: линия показывает задуманный удар.</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <extracomment>Show &quot;thinking&quot; only when the choice takes longer than this (ms): a quick choice would only make the indicator flicker. How long the computer&apos;s aim stays on the table before it shoots (ms). (state, level, generator, table, params, progress=…) -&gt; Choice; tests put a quick stub here. The steps of the bar a turn&apos;s rising fraction is reported in (``progress(done, total)``).</extracomment>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>Computer is thinking… %1 %</source>
        <translation>Компьютер думает… %1 %</translation>
    </message>
    <message>
        <source>The computer could not choose its play: %1</source>
        <extracomment>None: :func:`choose_turn` (looked up at each turn, so a test can patch it). The real policy&apos;s worker processes, started with its first turn (a screen whose policy is a test&apos;s stub never starts any).</extracomment>
        <translation>Компьютер не смог выбрать удар: %1</translation>
    </message>
</context>
<context>
    <name>ComputerTexts</name>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>%1 plays a свояк: %2 into the %3 off %4.</source>
        <translation>%1 играет свояка: %2 — %3 (прицельный: %4).</translation>
    </message>
    <message>
        <source>%1 plays a combination: %2 off %3 into the %4.</source>
        <translation>%1 играет комбинацию через %3: %2 — %4.</translation>
    </message>
    <message>
        <source>%1 plays a double: %2 off the cushion into the %3.</source>
        <translation>%1 играет дуплет: %2 от борта — %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 into the %3, striking %4.</source>
        <translation>%1 играет %2 — %3; битком служит %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 into the %3.</source>
        <translation>%1 играет %2 — %3.</translation>
    </message>
    <message>
        <source>Chance of the pot: %1%.</source>
        <translation>Шанс забить: %1 %.</translation>
    </message>
    <message>
        <source>%1 accepts the table and plays.</source>
        <translation>%1 принимает позицию и играет.</translation>
    </message>
    <message>
        <source>%1 accepts the table and passes the shot.</source>
        <translation>%1 принимает позицию и передаёт удар.</translation>
    </message>
    <message>
        <source>%1 has the balls re-racked and breaks.</source>
        <translation>%1 требует перестановки пирамиды и разбивает.</translation>
    </message>
    <message>
        <source>%1 has the balls re-racked; the offender breaks again.</source>
        <translation>%1 требует перестановки пирамиды; нарушитель разбивает снова.</translation>
    </message>
    <message>
        <source>The lag is drawn: %1 wins it and plays first.</source>
        <translation>Разыгрыш начального удара: выигрывает %1 и начинает партию.</translation>
    </message>
    <message>
        <source>The lag is drawn: %1 wins it and lets the opponent play first.</source>
        <translation>Разыгрыш начального удара: выигрывает %1 и уступает первый удар сопернику.</translation>
    </message>
    <message>
        <source>%1 breaks.</source>
        <translation>%1 разбивает пирамиду.</translation>
    </message>
    <message>
        <source>%1 places the cue ball in hand.</source>
        <translation>%1 ставит биток с руки.</translation>
    </message>
    <message>
        <source>%1 also plays for position on the next shot.</source>
        <translation>%1 заодно играет на выход к следующему удару.</translation>
    </message>
    <message>
        <source>%1 sees no pot worth trying and plays safe.</source>
        <translation>%1 не видит верного удара и играет отыгрыш.</translation>
    </message>
    <message>
        <source>%1 sees nothing on and plays a firm hit at the nearest ball.</source>
        <translation>%1 не видит удара и сильно бьёт по ближайшему шару.</translation>
    </message>
    <message>
        <source>%1 calls %2 into the %3.</source>
        <translation>%1 заказывает: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 onto the shelf.</source>
        <translation>%1 забирает %2 на полку.</translation>
    </message>
    <message>
        <source>%1 declines the penalty ball.</source>
        <translation>%1 отказывается от штрафного шара.</translation>
    </message>
    <message>
        <source>%1 takes %2 onto the shelf for the pocketed cue ball.</source>
        <translation>%1 забирает %2 на полку за сыгранный биток.</translation>
    </message>
    <message>
        <source>%1 declines a ball for the pocketed cue ball.</source>
        <translation>%1 отказывается от шара за сыгранный биток.</translation>
    </message>
    <message>
        <source>%1 shoots from here.</source>
        <translation>%1 играет с этой позиции.</translation>
    </message>
    <message>
        <source>%1 passes the shot to %2.</source>
        <translation>%1 передаёт удар: играет %2.</translation>
    </message>
    <message>
        <source>%1 sends %2 to the table first.</source>
        <translation>%1: первым к столу выходит %2.</translation>
    </message>
    <message>
        <source>%1 plays it as: %2</source>
        <translation>%1 играет так: %2</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Что-то пошло не так: %1</translation>
    </message>
    <message>
        <source>The program goes on.</source>
        <translation>Программа продолжает работу.</translation>
    </message>
    <message>
        <source>The program goes on. The details are in the log: %1</source>
        <translation>Программа продолжает работу. Подробности — в журнале: %1</translation>
    </message>
    <message>
        <source>Pyramid Coach</source>
        <translation>Pyramid Coach</translation>
    </message>
</context>
<context>
    <name>CueScreen</name>
    <message>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не удалось рассчитать: %1</translation>
    </message>
</context>
<context>
    <name>DateRange</name>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
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
    <name>DifficultyPanel</name>
    <message>
        <source>Playing the solution %1 times…</source>
        <extracomment>Samples per shot: the 95 % interval is about ±10 points at 100.</extracomment>
        <translation>Решение разыгрывается %1 раз…</translation>
    </message>
    <message>
        <source>Could not estimate: %1</source>
        <translation>Оценить не удалось: %1</translation>
    </message>
    <message>
        <source>No recorded solution to measure the drill by.</source>
        <translation>У упражнения нет записанного решения, по которому его можно оценить.</translation>
    </message>
    <message>
        <source>Success chance: not estimated yet</source>
        <translation>Шанс успеха: ещё не оценён</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>легко</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средне</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудно</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>очень трудно</translation>
    </message>
    <message>
        <source>Success chance (%1): %2 % (%3–%4 %), %5</source>
        <translation>Шанс успеха (%1): %2 % (%3–%4 %), %5</translation>
    </message>
    <message>
        <source>Estimate success chance</source>
        <translation>Оценить шанс успеха</translation>
    </message>
    <message>
        <source>Plays the drill&apos;s recorded solution many times with the stroke errors of the chosen level and counts the successful attempts</source>
        <translation>Много раз разыгрывает записанное решение упражнения с ошибками удара выбранного уровня и считает удачные попытки</translation>
    </message>
</context>
<context>
    <name>Drill</name>
    <message>
        <source>Opening breaks</source>
        <extracomment>lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls; this keeps the lines short.</extracomment>
        <translation>Разбои</translation>
    </message>
    <message>
        <source>Cue ball from hand</source>
        <translation>Биток с руки</translation>
    </message>
    <message>
        <source>Pyramid T colours</source>
        <translation>Цвета пирамиды Т</translation>
    </message>
    <message>
        <source>Potting</source>
        <translation>Забивание</translation>
    </message>
    <message>
        <source>Position play</source>
        <translation>Выход на позицию</translation>
    </message>
    <message>
        <source>Safety play</source>
        <translation>Отыгрыш</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
    <message>
        <source>The cue ball stands where it is.</source>
        <translation>Биток стоит на своём месте.</translation>
    </message>
    <message>
        <source>Cue ball in hand: place it anywhere in the house.</source>
        <translation>Биток с руки: поставьте его в любое место дома.</translation>
    </message>
    <message>
        <source>Cue ball in hand: place it anywhere on the table.</source>
        <translation>Биток с руки: поставьте его в любое место стола.</translation>
    </message>
    <message>
        <source>Fixed in the layout</source>
        <translation>Задан расстановкой</translation>
    </message>
    <message>
        <source>From hand, in the house</source>
        <translation>С руки, из дома</translation>
    </message>
    <message>
        <source>From hand, anywhere</source>
        <translation>С руки, в любое место</translation>
    </message>
    <message>
        <source>Pocket a ball</source>
        <translation>Забить шар</translation>
    </message>
    <message>
        <source>Свояк: pocket the cue ball</source>
        <translation>Свояк: забить биток</translation>
    </message>
    <message>
        <source>Pocket balls in order</source>
        <translation>Забить шары по порядку</translation>
    </message>
    <message>
        <source>Cue ball to a zone</source>
        <translation>Биток в зону</translation>
    </message>
    <message>
        <source>Opening break</source>
        <translation>Разбой</translation>
    </message>
    <message>
        <source>Safety: leave nothing</source>
        <translation>Отыгрыш: ничего не оставить</translation>
    </message>
    <message>
        <source>Points for a success</source>
        <translation>Очки за успех</translation>
    </message>
    <message>
        <source>A point per ball</source>
        <translation>Очко за шар</translation>
    </message>
    <message>
        <source>The balls&apos; game values</source>
        <translation>Игровая стоимость шаров</translation>
    </message>
    <message>
        <source>10 points less the chance left</source>
        <translation>10 очков минус оставленный шанс</translation>
    </message>
    <message>
        <source>a blue ball</source>
        <translation>синий шар</translation>
    </message>
    <message>
        <source>a yellow ball</source>
        <translation>жёлтый шар</translation>
    </message>
    <message>
        <source>a black ball</source>
        <translation>чёрный шар</translation>
    </message>
    <message>
        <source>a green ball</source>
        <translation>зелёный шар</translation>
    </message>
    <message>
        <source>a red ball</source>
        <translation>красный шар</translation>
    </message>
    <message>
        <source>any pocket</source>
        <translation>любая луза</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>The cue ball must stop in the marked zone.</source>
        <translation>Биток должен остановиться в отмеченной зоне.</translation>
    </message>
    <message>
        <source>Pocket %1 into the %2.</source>
        <translation>Забейте %1 — %2.</translation>
    </message>
    <message>
        <source>Свояк: play the cue ball off %1 into the %2.</source>
        <translation>Свояк: %1 первым, биток — %2.</translation>
    </message>
    <message>
        <source>Pocket in this order, one per shot: %1.</source>
        <translation>Забейте по порядку, по одному за удар: %1.</translation>
    </message>
    <message>
        <source>Pocket these in any order: %1.</source>
        <translation>Забейте в любом порядке: %1.</translation>
    </message>
    <message>
        <source>Every ball into the %1.</source>
        <translation>Все шары — %1.</translation>
    </message>
    <message>
        <source>Each into its marked pocket.</source>
        <translation>Каждый — в свою отмеченную лузу.</translation>
    </message>
    <message>
        <source>Leave the cue ball in the marked zone with a legal shot.</source>
        <translation>Правильным ударом выведите биток в отмеченную зону.</translation>
    </message>
    <message>
        <source>Pocket %1 on the way.</source>
        <translation>Попутно забейте %1.</translation>
    </message>
    <message>
        <source>A legal shot that leaves the opponent at most a %1% pot chance.</source>
        <translation>Правильный удар, после которого у соперника шанс забить не выше %1%.</translation>
    </message>
    <message>
        <source>A legal opening break (clause 13.1).</source>
        <translation>Правильный начальный удар (п. 13.1).</translation>
    </message>
    <message>
        <source>A safety break (clauses 11-12) that leaves the opponent at most a %1% pot chance.</source>
        <translation>Отыгрышный разбой (п. 11–12), после которого у соперника шанс забить не выше %1%.</translation>
    </message>
    <message>
        <source>Strike the corner of the rack first, not the apex.</source>
        <translation>Первым — угол пирамиды, не первый шар в лоб.</translation>
    </message>
    <message>
        <source>At least %1 balls to a cushion.</source>
        <translation>Не меньше %1 шаров к борту.</translation>
    </message>
    <message>
        <source>At least %1 balls pocketed.</source>
        <translation>Забито не меньше %1 шаров.</translation>
    </message>
    <message>
        <source>the ball</source>
        <translation>шар</translation>
    </message>
    <message>
        <source>Success!</source>
        <translation>Получилось!</translation>
    </message>
    <message>
        <source>The goal was met, but the shot was a foul.</source>
        <translation>Задача выполнена, но удар штрафной.</translation>
    </message>
    <message>
        <source>%1 did not drop.</source>
        <translation>Не упал: %1.</translation>
    </message>
    <message>
        <source>%1 went into the wrong pocket.</source>
        <translation>Не в ту лузу: %1.</translation>
    </message>
    <message>
        <source>The cue ball went into a pocket; it had to stay on the table.</source>
        <translation>Биток упал в лузу, а должен был остаться на столе.</translation>
    </message>
    <message>
        <source>The cue ball did not drop: no свояк.</source>
        <translation>Биток не упал: свояк не получился.</translation>
    </message>
    <message>
        <source>The cue ball struck another ball first.</source>
        <translation>Биток сначала попал в другой шар.</translation>
    </message>
    <message>
        <source>A ball was pocketed out of order.</source>
        <translation>Шар забит не по порядку.</translation>
    </message>
    <message>
        <source>The cue ball stopped outside the target zone.</source>
        <translation>Биток остановился вне отмеченной зоны.</translation>
    </message>
    <message>
        <source>The break was not legal: clause 13.1 was not met.</source>
        <translation>Разбой неправильный: не выполнен п. 13.1.</translation>
    </message>
    <message>
        <source>Only %1 balls reached a cushion; %2 were needed.</source>
        <translation>До борта дошло шаров: %1, а нужно %2.</translation>
    </message>
    <message>
        <source>The opponent is left a pot: a %1% chance.</source>
        <translation>Сопернику оставлен шар: шанс %1%.</translation>
    </message>
    <message>
        <source>Only %1 balls were pocketed; %2 were needed.</source>
        <translation>Забито шаров: %1, а нужно %2.</translation>
    </message>
    <message>
        <source>Good: %1 is in. Next: %2.</source>
        <translation>Хорошо, забит %1. Дальше: %2.</translation>
    </message>
    <message>
        <source>Points: %1.</source>
        <translation>Очки: %1.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>%1 attempts a set</source>
        <translation>%1 попыток в серии</translation>
    </message>
    <message>
        <source>The file is too large to be a drill pack.</source>
        <translation>Файл слишком велик для набора упражнений.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Файл не текстовый (UTF-8).</translation>
    </message>
    <message>
        <source>The file is not valid TOML.</source>
        <translation>Файл не является правильным TOML.</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>Файл не является правильным JSON.</translation>
    </message>
    <message>
        <source>The file is nested too deeply.</source>
        <translation>В файле слишком глубокая вложенность.</translation>
    </message>
    <message>
        <source>This is not a drill pack: the name must end in .toml or .json.</source>
        <translation>Это не набор упражнений: имя файла должно оканчиваться на .toml или .json.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Файл не удаётся прочитать.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Файл не удаётся записать.</translation>
    </message>
    <message>
        <source>A drill id is already used by another pack.</source>
        <translation>Идентификатор упражнения уже занят другим набором.</translation>
    </message>
    <message>
        <source>A drill id is used twice.</source>
        <translation>Идентификатор упражнения повторяется.</translation>
    </message>
    <message>
        <source>The file has a field the format does not know.</source>
        <translation>В файле есть поле, которого нет в формате.</translation>
    </message>
    <message>
        <source>A required field is missing.</source>
        <translation>Не хватает обязательного поля.</translation>
    </message>
    <message>
        <source>Two balls overlap.</source>
        <translation>Два шара налезают друг на друга.</translation>
    </message>
    <message>
        <source>A scatter zone is too small for its balls.</source>
        <translation>Зона разброса мала для своих шаров.</translation>
    </message>
    <message>
        <source>Something lies off the playing surface.</source>
        <translation>Что-то лежит за пределами игровой поверхности.</translation>
    </message>
    <message>
        <source>A text contains control characters.</source>
        <translation>В тексте есть управляющие символы.</translation>
    </message>
    <message>
        <source>A text is empty: write it in both languages.</source>
        <translation>Текст пуст: заполните его на обоих языках.</translation>
    </message>
    <message>
        <source>An id may use only lowercase Latin letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, start with a letter or digit and be at most 64 characters long.</source>
        <translation>Идентификатор может содержать только строчные латинские буквы, цифры, «.», «_» и «-», начинаться с буквы или цифры и быть не длиннее 64 символов.</translation>
    </message>
    <message>
        <source>A value is not allowed.</source>
        <translation>Недопустимое значение.</translation>
    </message>
    <message>
        <source>drill %1</source>
        <translation>упражнение %1</translation>
    </message>
    <message>
        <source>%1 Where: %2.</source>
        <translation>%1 Где: %2.</translation>
    </message>
    <message>
        <source>%1 Where: %2. Detail: %3</source>
        <translation>%1 Где: %2. Подробно: %3</translation>
    </message>
</context>
<context>
    <name>DrillBrowser</name>
    <message>
        <source>your pack</source>
        <extracomment>The code of an entry that is not a drill (coach_app/practice/browser_extras.py). The skill test or the weak-spot set was chosen (its code, browser_extras.py).</extracomment>
        <translation>ваш набор</translation>
    </message>
    <message>
        <source>At a real table</source>
        <translation>За настоящим столом</translation>
    </message>
    <message>
        <source>Play the drill on a real table and enter each attempt here (Ctrl+T)</source>
        <translation>Сыграйте упражнение на настоящем столе и вносите сюда каждую попытку (Ctrl+T)</translation>
    </message>
    <message>
        <source>Choose a drill</source>
        <translation>Выберите упражнение</translation>
    </message>
    <message>
        <source>Pick a drill on the left to see its table and its goal.</source>
        <translation>Выберите упражнение слева, чтобы увидеть стол и задачу.</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Edit a copy</source>
        <translation>Изменить копию</translation>
    </message>
    <message>
        <source>A solution is recorded: &quot;Show me&quot; can play it.</source>
        <translation>Есть записанное решение: кнопка «Покажи» его сыграет.</translation>
    </message>
    <message>
        <source>Search by name or id…</source>
        <translation>Поиск по названию или идентификатору…</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Все разделы</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Все дисциплины</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Упражнение</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Set up on the table</source>
        <translation>Расставить на столе</translation>
    </message>
    <message>
        <source>New drill…</source>
        <translation>Новое упражнение…</translation>
    </message>
    <message>
        <source>Import pack…</source>
        <translation>Импорт набора…</translation>
    </message>
    <message>
        <source>Export pack…</source>
        <translation>Экспорт набора…</translation>
    </message>
    <message>
        <source>A fixed battery of drills, scored out of a known total: the items in order, the score sheet as you go, and at the end your rating band and what it means. Stored in your history; Progress shows every test you took.</source>
        <translation>Постоянный набор упражнений с заранее известной суммой очков: задания по порядку, лист очков по ходу теста, в конце — ваш уровень и что он значит. Тест сохраняется в истории; «Прогресс» показывает все пройденные тесты.</translation>
    </message>
    <message>
        <source>Reads your pot attempts from the history, finds the cuts and distances you pot clearly below your own trend and says the evidence for each; then a set of drills laid out inside them.</source>
        <translation>Читает ваши попытки забить шар из истории, находит срезки и расстояния, где вы забиваете заметно хуже собственной тенденции, и объясняет, на чём это основано; затем — серия упражнений именно на них.</translation>
    </message>
    <message>
        <source>Skill test</source>
        <translation>Тест мастерства</translation>
    </message>
    <message>
        <source>Start the test</source>
        <translation>Начать тест</translation>
    </message>
    <message>
        <source>Train weak spots</source>
        <translation>Тренировать слабые места</translation>
    </message>
    <message>
        <source>Find my weak spots</source>
        <translation>Найти мои слабые места</translation>
    </message>
    <message>
        <source>Practice plans</source>
        <translation>Планы тренировок</translation>
    </message>
    <message>
        <source>A plan from a coach for a student: drills in order with their attempts and pass marks, and a date. See what was done against it, on the screen and at a real table, and play it at a real table.</source>
        <translation>План тренера для ученика: упражнения по порядку, число попыток и проходной балл, срок. Видно, что сделано по плану на экране и за настоящим столом, и план можно сыграть за настоящим столом.</translation>
    </message>
    <message>
        <source>Open the plans</source>
        <translation>Открыть планы</translation>
    </message>
    <message>
        <source>Tests and personal training</source>
        <translation>Тесты и личная тренировка</translation>
    </message>
</context>
<context>
    <name>DrillEditor</name>
    <message>
        <source>Drag a ball to move it. Right-click a ball to take it off.</source>
        <extracomment>Goals that use the table&apos;s pockets, order and zone (docs/drills.md, &quot;Goals&quot;).</extracomment>
        <translation>Перетащите шар, чтобы передвинуть. Правый щелчок по шару убирает его.</translation>
    </message>
    <message>
        <source>Click on the table to put the chosen ball there.</source>
        <translation>Щёлкните по столу, чтобы поставить туда выбранный шар.</translation>
    </message>
    <message>
        <source>Drag a rectangle: the cue ball must stop in it. A click clears it.</source>
        <translation>Растяните прямоугольник: биток должен остановиться в нём. Щелчок убирает зону.</translation>
    </message>
    <message>
        <source>Click pockets to mark or unmark them as targets (none marked: any pocket).</source>
        <translation>Щёлкайте по лузам, чтобы отметить цели или снять отметку (без отметок — любая луза).</translation>
    </message>
    <message>
        <source>Click balls in the order they must be pocketed; click again to take one out.</source>
        <translation>Щёлкайте по шарам в том порядке, в каком их забивать; повторный щелчок убирает шар из порядка.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Двигать</translation>
    </message>
    <message>
        <source>Add ball</source>
        <translation>Добавить шар</translation>
    </message>
    <message>
        <source>Pockets</source>
        <translation>Лузы</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Зона</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>Clear zone</source>
        <translation>Убрать зону</translation>
    </message>
    <message>
        <source>Clear order</source>
        <translation>Сбросить порядок</translation>
    </message>
    <message>
        <source>cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <source>Test play</source>
        <translation>Опробовать</translation>
    </message>
    <message>
        <source>Save to my pack</source>
        <translation>Сохранить в мой набор</translation>
    </message>
    <message>
        <source>Back to the drills</source>
        <translation>К упражнениям</translation>
    </message>
</context>
<context>
    <name>DrillForm</name>
    <message>
        <source>none</source>
        <extracomment>Goal fields each kind takes from the form (the table supplies pockets, order, zone).</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Идентификатор</translation>
    </message>
    <message>
        <source>Title (Russian)</source>
        <translation>Название (по-русски)</translation>
    </message>
    <message>
        <source>Title (English)</source>
        <translation>Название (по-английски)</translation>
    </message>
    <message>
        <source>Instructions (Russian)</source>
        <translation>Задание (по-русски)</translation>
    </message>
    <message>
        <source>Instructions (English)</source>
        <translation>Задание (по-английски)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Cue ball</source>
        <translation>Биток</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Goal ball</source>
        <translation>Шар задачи</translation>
    </message>
    <message>
        <source>Cushions · pocketed</source>
        <translation>К борту · забито</translation>
    </message>
    <message>
        <source>Attempts a set</source>
        <translation>Попыток в серии</translation>
    </message>
    <message>
        <source>Scoring · points</source>
        <translation>Счёт · очки</translation>
    </message>
    <message>
        <source>The drill&apos;s key in the pack file, in any letters or left empty: a Latin one is made from it or from the title when you save</source>
        <translation>Ключ упражнения в файле набора — любыми буквами или пустой: при сохранении из него или из названия получится латинский</translation>
    </message>
    <message>
        <source>made from the title</source>
        <translation>по названию</translation>
    </message>
    <message>
        <source>Balls that must reach a cushion</source>
        <translation>Сколько шаров должно дойти до борта</translation>
    </message>
    <message>
        <source>Balls that must be pocketed</source>
        <translation>Сколько шаров должно быть забито</translation>
    </message>
</context>
<context>
    <name>DrillHeader</name>
    <message>
        <source>Attempt %1 of %2</source>
        <translation>Попытка %1 из %2</translation>
    </message>
    <message>
        <source>Successes: %1 · Points: %2</source>
        <translation>Удачно: %1 · Очки: %2</translation>
    </message>
</context>
<context>
    <name>DrillSession</name>
    <message>
        <source>Back to the editor</source>
        <translation>Назад в редактор</translation>
    </message>
    <message>
        <source>Back to the drills</source>
        <translation>К упражнениям</translation>
    </message>
    <message>
        <source>Show me: the recorded solution.</source>
        <translation>Покажи: записанное решение.</translation>
    </message>
    <message>
        <source>This item is over: &quot;Next item&quot; goes on with the test.</source>
        <translation>Задание закончено: «Следующее задание» продолжит тест.</translation>
    </message>
    <message>
        <source>&quot;Next attempt&quot; goes on; a test has no retries.</source>
        <translation>«Следующая попытка» продолжит; в тесте повторов нет.</translation>
    </message>
    <message>
        <source>Simulating the shot…</source>
        <translation>Удар просчитывается…</translation>
    </message>
    <message>
        <source>Watching your shot.</source>
        <translation>Смотрим ваш удар.</translation>
    </message>
    <message>
        <source>Show me: watching the recorded solution.</source>
        <translation>Покажи: смотрим записанное решение.</translation>
    </message>
    <message>
        <source>That is one way to do it. Press &quot;Your turn&quot; to try it yourself.</source>
        <translation>Вот один из способов. Нажмите «Ваш удар», чтобы попробовать самому.</translation>
    </message>
    <message>
        <source>The set is over. Play another set, or go back to the drills.</source>
        <translation>Серия окончена. Сыграйте ещё серию или вернитесь к упражнениям.</translation>
    </message>
    <message>
        <source>&quot;Retry exactly&quot; sets up the same shot again with your cue parameters; &quot;Next attempt&quot; goes on.</source>
        <translation>«Повторить точно» расставит тот же удар с вашими параметрами; «Следующая попытка» — дальше.</translation>
    </message>
    <message>
        <source>Cue ball in hand: drag it to where you want it (inside the tinted area).</source>
        <translation>Биток в руке: перетащите его куда нужно (в подсвеченной области).</translation>
    </message>
    <message>
        <source>Aim on the table, set the power and the tip, then press Space to shoot.</source>
        <translation>Прицельтесь на столе, задайте силу и точку удара, затем нажмите Пробел.</translation>
    </message>
    <message>
        <source>Aim: %1°</source>
        <translation>Прицел: %1°</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>Decline (N)</source>
        <translation>Отказаться (N)</translation>
    </message>
    <message>
        <source>No ball (N)</source>
        <translation>Ни один шар (N)</translation>
    </message>
    <message>
        <source>the side to play</source>
        <translation>сторона, которой бить</translation>
    </message>
    <message>
        <source>Not completed, cl. 20 (X)</source>
        <translation>Удар не завершён, п. 20 (X)</translation>
    </message>
    <message>
        <source>Break: object balls at a cushion (+/−)</source>
        <translation>Разбой: прицельных шаров у борта (+/−)</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>One crossed the centre line (L)</source>
        <translation>Шар пересёк центральную линию (L)</translation>
    </message>
    <message>
        <source>The called ball touched another on its way</source>
        <translation>Заказанный шар коснулся другого по пути</translation>
    </message>
    <message>
        <source>Smeared ball (cl. 4.7)</source>
        <translation>Замазанный шар (п. 4.7)</translation>
    </message>
    <message>
        <source>It would have been touched (cl. 22.2)</source>
        <translation>Его задел бы движущийся шар (п. 22.2)</translation>
    </message>
    <message>
        <source>Foul by:</source>
        <translation>Фол допустил:</translation>
    </message>
    <message>
        <source>Interference: put back (26.1)</source>
        <translation>Помеха: вернуть шары (26.1)</translation>
    </message>
    <message>
        <source>Interference: re-rack (26.2)</source>
        <translation>Помеха: перестановка (26.2)</translation>
    </message>
    <message>
        <source>Fouls:</source>
        <translation>Фолы:</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All drills</source>
        <translation>Все упражнения</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Все дисциплины</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>Упражнение:</translation>
    </message>
    <message>
        <source>Discipline:</source>
        <translation>Дисциплина:</translation>
    </message>
    <message>
        <source>Where:</source>
        <translation>Где:</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Экран</translation>
    </message>
    <message>
        <source>Real table</source>
        <translation>Настоящий стол</translation>
    </message>
    <message>
        <source>Where the history was played: on the screen, at a real table, or both; every chart says which</source>
        <translation>Где сыграна история: на экране, за настоящим столом или и то и другое; каждый график говорит, что в нём</translation>
    </message>
    <message>
        <source>Tick to limit the charts to these days; unticked means all time.</source>
        <translation>Отметьте, чтобы показать только эти дни; без отметки — за всё время.</translation>
    </message>
</context>
<context>
    <name>FreeTableScreen</name>
    <message>
        <source>Cue ball in hand</source>
        <translation>Биток с руки</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Переставить: %1</translation>
    </message>
    <message>
        <source>Put %1 on</source>
        <translation>Поставить: %1</translation>
    </message>
    <message>
        <source>Take %1 off</source>
        <translation>Убрать: %1</translation>
    </message>
    <message>
        <source>Set up the table</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Now striking %1.</source>
        <translation>Теперь бьём: %1.</translation>
    </message>
    <message>
        <source>Put a ball here</source>
        <translation>Поставить сюда шар</translation>
    </message>
    <message>
        <source>Set up: %1</source>
        <translation>Расставить: %1</translation>
    </message>
    <message>
        <source>Drop the ball where you want it: green is allowed, red is not.</source>
        <translation>Отпустите шар там, где он должен стоять: зелёный — можно, красный — нельзя.</translation>
    </message>
    <message>
        <source>The table is empty: put balls on from &quot;Set up the table&quot; below, or right-click the cloth.</source>
        <translation>Стол пуст: поставьте шары в блоке «Расстановка» ниже или щёлкните по сукну правой кнопкой.</translation>
    </message>
    <message>
        <source>No cue ball on the table: put it on from &quot;Set up the table&quot; below, or right-click a ball to strike it instead.</source>
        <translation>На столе нет битка: поставьте его в блоке «Расстановка» ниже или щёлкните правой кнопкой по шару, чтобы бить им.</translation>
    </message>
    <message>
        <source>Cue ball in hand: drag it where you want it in the house.</source>
        <translation>Биток с руки: перетащите его на нужное место в доме.</translation>
    </message>
    <message>
        <source>Cue ball in hand: drag it where you want it in the temporary house.</source>
        <translation>Биток с руки: перетащите его на нужное место во временном доме.</translation>
    </message>
    <message>
        <source>Cue ball in hand: drag it anywhere on the table.</source>
        <translation>Биток с руки: перетащите его в любое место стола.</translation>
    </message>
    <message>
        <source>Drag any ball to move it; click the cloth to aim, Space shoots.</source>
        <translation>Любой шар можно перетащить; щелчок по сукну — прицел, Пробел — удар.</translation>
    </message>
    <message>
        <source>Drag any ball to set the position up; click the cloth to aim (the arrows fine-tune, Up and Down set the power), Space shoots. Right-click a ball to strike it instead.</source>
        <translation>Расставляйте шары, перетаскивая любой из них; щелчок по сукну — прицел (стрелки уточняют, вверх и вниз — сила), Пробел — удар. Правый щелчок по шару — бить им.</translation>
    </message>
    <message>
        <source>Place the cue ball</source>
        <translation>Установка битка</translation>
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
        <source>Aim: %1° · no ball to strike</source>
        <translation>Прицел: %1° · бить нечем</translation>
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
        <source>Position to the free table</source>
        <translation>Позицию — на свободный стол</translation>
    </message>
    <message>
        <source>Set these balls up on the free table, to try the shot again or save the position as a drill</source>
        <translation>Расставить эти шары на свободном столе, чтобы повторить удар или сохранить позицию как упражнение</translation>
    </message>
    <message>
        <source>Shot</source>
        <extracomment>&quot;To the free table&quot;: the balls as they stand, and whether they wear Pyramid T&apos;s colours.</extracomment>
        <translation>Удар</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>Striking: no ball chosen yet</source>
        <translation>Бьём: шар ещё не выбран</translation>
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
        <source>The coloured ball is off the table, and in Free pyramid any ball may be the cue ball (its clause 2): right-click the ball you will strike, then aim and press Space.</source>
        <translation>Цветного шара на столе нет, а в «Свободной пирамиде» битком может быть любой шар (п. 2): щёлкните правой кнопкой по шару, которым будете бить, затем прицельтесь и нажмите Пробел.</translation>
    </message>
    <message>
        <source>Call the shot: click the ball, then the pocket.</source>
        <translation>Сделайте заказ: щёлкните по шару, затем по лузе.</translation>
    </message>
    <message>
        <source>To call the cue ball itself, right-click it.</source>
        <translation>Чтобы заказать сам биток (свояк), щёлкните по нему правой кнопкой.</translation>
    </message>
    <message>
        <source>Aim on the table and press Space to shoot.</source>
        <translation>Прицельтесь на столе и нажмите Пробел для удара.</translation>
    </message>
    <message>
        <source>Any ball may be the cue ball: right-click another to strike it.</source>
        <translation>Битком может быть любой шар: правый щелчок по другому шару — бить им.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Вернуться к столу</translation>
    </message>
    <message>
        <source>Frame protocol</source>
        <translation>Протокол партии</translation>
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
        <translation>Пирамида Т</translation>
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
        <source>the cue ball fell without being called into that pocket</source>
        <translation>биток упал в лузу без заказа (случайное падение битка)</translation>
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
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
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
        <source>A ball that is not the player&apos;s game ball is re-spotted.</source>
        <translation>Шар, не являющийся игровым шаром игрока, выставляется.</translation>
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
    <message>
        <source>the cue ball was not struck with the tip</source>
        <translation>удар по битку нанесён не наклейкой</translation>
    </message>
    <message>
        <source>the player struck with both feet off the floor</source>
        <translation>удар нанесён без касания пола хотя бы одной ногой</translation>
    </message>
    <message>
        <source>the shot was played before the balls had stopped</source>
        <translation>удар нанесён до остановки шаров</translation>
    </message>
    <message>
        <source>a ball was touched (cue, hand, clothing, chalk)</source>
        <translation>касание шара (кием, рукой, одеждой, мелом)</translation>
    </message>
    <message>
        <source>the tip met the cue ball twice (double hit)</source>
        <translation>наклейка повторно коснулась битка (двойной удар)</translation>
    </message>
    <message>
        <source>a push shot</source>
        <translation>пропих</translation>
    </message>
    <message>
        <source>a touching or near ball played wrongly</source>
        <translation>неправильный удар по касающемуся или близко стоящему шару</translation>
    </message>
    <message>
        <source>a ball was touched while placing the cue ball</source>
        <translation>касание шара при установке битка</translation>
    </message>
    <message>
        <source>the cue ball was played from beyond the house line after the warning</source>
        <translation>биток сыгран с линии дома или из-за неё после предупреждения</translation>
    </message>
    <message>
        <source>the cue ball was played from the temporary house while a ball stood outside the house</source>
        <translation>биток сыгран из временного дома, когда за домом стоял шар</translation>
    </message>
</context>
<context>
    <name>GoalView</name>
    <message>
        <source>%1st</source>
        <extracomment>An ordinal on an order badge beside a ball: first, second, ... (Russian: 1-й, 2-й).</extracomment>
        <translation>%1-й</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1-й</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1-й</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1-й</translation>
    </message>
</context>
<context>
    <name>HandicapRow</name>
    <message>
        <source>Reading the players&apos; ratings from the history…</source>
        <translation>Читаем рейтинги игроков из истории…</translation>
    </message>
    <message>
        <source>The ratings could not be read: %1</source>
        <translation>Не удалось прочитать рейтинги: %1</translation>
    </message>
    <message>
        <source>No handicap to suggest: %1 has no finished frame of this kind of game in the history yet.</source>
        <translation>Фору предложить нельзя: у игрока %1 в истории ещё нет ни одной законченной партии в такой игре.</translation>
    </message>
    <message>
        <source>Without a handicap: %1 %2, %3 %4.</source>
        <translation>Без форы: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>This discipline has no handicap in the rules.</source>
        <translation>В этой дисциплине правила не предусматривают фору.</translation>
    </message>
    <message>
        <source>Play level: no handicap is fairer.</source>
        <translation>Играйте без форы: никакая фора не уравняет шансы лучше.</translation>
    </message>
    <message>
        <source>Suggested handicap: %1 starts with %2 points.</source>
        <translation>Предлагаемая фора: %1 получает %2 очков вперёд.</translation>
    </message>
    <message>
        <source>Suggested handicap: %1 needs %2 balls, the other 8.</source>
        <translation>Предлагаемая фора: %1 играет до %2, соперник — до 8.</translation>
    </message>
    <message>
        <source>Suggest a handicap from the ratings</source>
        <translation>Предложить фору по рейтингам</translation>
    </message>
    <message>
        <source>Ratings: %1 %2 ± %3, %4 %5 ± %6.</source>
        <translation>Рейтинги: %1 %2 ± %3, %4 %5 ± %6.</translation>
    </message>
    <message>
        <source>With it: %1 %2, %3 %4.</source>
        <translation>С форой: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>From every finished frame of these two players in the history (real table and screen)</source>
        <translation>По всем законченным партиям этих игроков в истории (за настоящим столом и на экране)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
</context>
<context>
    <name>HistoryHub</name>
    <message>
        <source>Guest</source>
        <extracomment>How often the Recorder is asked whether to try the writes the history did not take (ms); it decides when (coach_app.recording.values.RetryPlan: after 1 s, then every 5 s). The people seated in the game on screen (None: no game shown): a game&apos;s shots are recorded for them, not for the current player.</extracomment>
        <translation>Гость</translation>
    </message>
    <message>
        <source>the history is still being opened</source>
        <extracomment>Judges each recorded pot attempt&apos;s aim once, in the background (aim_worker.py). Writes the history did not take are tried again on the Recorder&apos;s back-off. Shown, in the status bar, for as long as shots are waiting for the history. The last message box shown (refused database, failed write), for tests.</extracomment>
        <translation>история ещё открывается</translation>
    </message>
    <message>
        <source>no history database is open</source>
        <translation>база истории не открыта</translation>
    </message>
    <message>
        <source>%1 shots that the last run could not save were added to the history.</source>
        <translation>В историю добавлены удары, которые прошлый запуск не смог сохранить: %1.</translation>
    </message>
    <message>
        <source>Not saved yet: %1 shots. Retrying…</source>
        <translation>Не сохранено ударов: %1. Повторяю попытку…</translation>
    </message>
    <message>
        <source>The history refused a record: %1</source>
        <translation>История отклонила запись: %1</translation>
    </message>
    <message>
        <source>the history file is read-only</source>
        <translation>файл истории доступен только для чтения</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>another program is writing to the history</source>
        <translation>в историю пишет другая программа</translation>
    </message>
    <message>
        <source>the history database cannot be reached</source>
        <translation>база данных истории недоступна</translation>
    </message>
    <message>
        <source>another program has changed the history</source>
        <translation>другая программа изменила историю</translation>
    </message>
    <message>
        <source>the database refuses to write</source>
        <translation>база данных не принимает запись</translation>
    </message>
    <message>
        <source>Shots not in the history: %1 (kept on this computer).</source>
        <translation>Ударов вне истории: %1 (хранятся на этом компьютере).</translation>
    </message>
    <message>
        <source>The history does not take new records at the moment: %1.
Play on: every shot is kept and saved as soon as it can be, and kept on disk in %2 until then.</source>
        <translation>История сейчас не принимает новые записи: %1.
Играйте дальше: каждый удар сохранится, как только это станет возможно, а до тех пор хранится на диске в %2.</translation>
    </message>
    <message>
        <source>memory only</source>
        <translation>только в памяти</translation>
    </message>
    <message>
        <source>Unsaved shots</source>
        <translation>Несохранённые удары</translation>
    </message>
    <message>
        <source>%1 shots could not be saved to the history.</source>
        <translation>Не удалось сохранить в историю ударов: %1.</translation>
    </message>
    <message>
        <source>They are kept in %1 and will be added the next time the program opens this history.</source>
        <translation>Они хранятся в %1 и будут добавлены, когда программа в следующий раз откроет эту историю.</translation>
    </message>
    <message>
        <source>They could not be kept on disk either.</source>
        <translation>Сохранить их на диск тоже не удалось.</translation>
    </message>
    <message>
        <source>You can also save them to a file and add them later with Game ▸ Import history…</source>
        <translation>Их можно сохранить в файл и добавить позже через «Игра ▸ Импорт истории…».</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Сохранить в файл…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Выйти без них</translation>
    </message>
    <message>
        <source>Save unsaved shots</source>
        <translation>Сохранить несохранённые удары</translation>
    </message>
    <message>
        <source>Pyramid Coach history (*.json)</source>
        <translation>История Pyramid Coach (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Import history</source>
        <translation>Импорт истории</translation>
    </message>
    <message>
        <source>The file was not imported; the history is unchanged.</source>
        <translation>Файл не импортирован; история не изменилась.</translation>
    </message>
    <message>
        <source>Imported %1: %2 new records.</source>
        <translation>Импортирован %1: новых записей — %2.</translation>
    </message>
    <message>
        <source>Opening the history…</source>
        <translation>Открываем историю…</translation>
    </message>
    <message>
        <source>History off</source>
        <translation>История выключена</translation>
    </message>
    <message>
        <source>Recording for: %1</source>
        <translation>Запись для: %1</translation>
    </message>
    <message>
        <source>Not recorded: no person at the table</source>
        <translation>Не записывается: за столом нет людей</translation>
    </message>
    <message>
        <source>The file&apos;s player %1 is not this history&apos;s %1: they were recorded as different people.</source>
        <translation>Игрок %1 из файла — не игрок %1 этой истории: они записаны как разные люди.</translation>
    </message>
    <message>
        <source>Are they the same person? Yes adds the file&apos;s records to this history&apos;s %1; No imports nothing.</source>
        <translation>Это один и тот же человек? «Да» добавит записи файла игроку %1 этой истории; «Нет» — ничего не будет импортировано.</translation>
    </message>
    <message>
        <source>The same holds for: %1.</source>
        <translation>То же для: %1.</translation>
    </message>
</context>
<context>
    <name>HistoryUi</name>
    <message>
        <source>The history was written by a newer version of Pyramid Coach.</source>
        <extracomment>lupdate finds translate(&quot;HistoryUi&quot;, &quot;...&quot;) calls by this name. The database asked for, as messages and the journal name it (no password). On a club&apos;s server, the player the login is (shots are recorded for them).</extracomment>
        <translation>История записана более новой версией Pyramid Coach.</translation>
    </message>
    <message>
        <source>Update the program to open it. The file was left untouched.</source>
        <translation>Обновите программу, чтобы открыть её. Файл не изменён.</translation>
    </message>
    <message>
        <source>The history file is damaged.</source>
        <translation>Файл истории повреждён.</translation>
    </message>
    <message>
        <source>It was not changed: keep a copy and ask for help to rescue it.</source>
        <translation>Он не изменён: сохраните копию и обратитесь за помощью, чтобы его восстановить.</translation>
    </message>
    <message>
        <source>The database is not a Pyramid Coach history.</source>
        <translation>Эта база данных — не история Pyramid Coach.</translation>
    </message>
    <message>
        <source>Point the program at another file with --db or PYRAMID_COACH_DB.</source>
        <translation>Укажите другой файл через --db или PYRAMID_COACH_DB.</translation>
    </message>
    <message>
        <source>The history file is empty.</source>
        <translation>Файл истории пуст.</translation>
    </message>
    <message>
        <source>It holds nothing (0 bytes) and was left as it is. Delete it to start a new history there, or point the program at another file.</source>
        <translation>В нём ничего нет (0 байт), он оставлен как есть. Удалите его, чтобы начать там новую историю, или укажите программе другой файл.</translation>
    </message>
    <message>
        <source>Another program has changed the history.</source>
        <translation>Другая программа изменила историю.</translation>
    </message>
    <message>
        <source>It holds triggers, views or tables Pyramid Coach did not make, which would change or refuse what is recorded. It was left as it is: remove them (see Details) or point the program at another file.</source>
        <translation>В ней есть триггеры, представления или таблицы, которых Pyramid Coach не создавал: они изменили бы или отклонили то, что записывается. История оставлена как есть: удалите их (см. подробности) или укажите программе другой файл.</translation>
    </message>
    <message>
        <source>The history&apos;s address is not valid.</source>
        <translation>Адрес истории указан неверно.</translation>
    </message>
    <message>
        <source>Check --db, PYRAMID_COACH_DB or the database setting (Details say what is wrong) and start the program again.</source>
        <translation>Проверьте --db, PYRAMID_COACH_DB или настройку базы данных (в подробностях сказано, что не так) и запустите программу снова.</translation>
    </message>
    <message>
        <source>The history database cannot be reached.</source>
        <translation>База истории недоступна.</translation>
    </message>
    <message>
        <source>Check the file or the server and start the program again.</source>
        <translation>Проверьте файл или сервер и запустите программу снова.</translation>
    </message>
    <message>
        <source>The history cannot be opened.</source>
        <translation>Историю не удалось открыть.</translation>
    </message>
    <message>
        <source>Check the database setting.</source>
        <translation>Проверьте настройку базы данных.</translation>
    </message>
    <message>
        <source>History not available</source>
        <translation>История недоступна</translation>
    </message>
    <message>
        <source>You can play on: every shot is kept on this computer and added to this history the next time the program opens it; when you quit you can also save them to a file to import.</source>
        <translation>Можно играть дальше: каждый удар сохраняется на этом компьютере и будет добавлен в эту историю, когда программа в следующий раз её откроет; при выходе их можно также сохранить в файл для импорта.</translation>
    </message>
    <message>
        <source>players</source>
        <extracomment>lupdate finds translate(&quot;HistoryUi&quot;, &quot;...&quot;) calls by this name.</extracomment>
        <translation>игроков</translation>
    </message>
    <message>
        <source>sessions</source>
        <translation>занятия</translation>
    </message>
    <message>
        <source>drill sets</source>
        <translation>серии упражнений</translation>
    </message>
    <message>
        <source>attempts</source>
        <translation>попытки</translation>
    </message>
    <message>
        <source>games</source>
        <translation>игры</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>shots</source>
        <translation>удары</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>заметки</translation>
    </message>
    <message>
        <source>marks</source>
        <translation>отметки</translation>
    </message>
    <message>
        <source>aim-bias judgements</source>
        <translation>оценки прицела</translation>
    </message>
    <message>
        <source>you may not write another player&apos;s %1 (login %2)</source>
        <translation>нет прав записывать чужие %1 (логин %2)</translation>
    </message>
    <message>
        <source>you may not change %1 in this history (login %2)</source>
        <translation>нет прав изменять %1 в этой истории (логин %2)</translation>
    </message>
    <message>
        <source>you may not update the history&apos;s tables (login %2)</source>
        <translation>нет прав обновлять таблицы истории (логин %2)</translation>
    </message>
    <message>
        <source>you may not manage the club&apos;s logins (login %2)</source>
        <translation>нет прав управлять логинами клуба (логин %2)</translation>
    </message>
    <message>
        <source>you may not read this history (login %2)</source>
        <translation>нет прав читать эту историю (логин %2)</translation>
    </message>
    <message>
        <source>The club&apos;s administrator gives logins their rights (pyramid-coach club grant). Nothing was changed.</source>
        <translation>Права логинам даёт администратор клуба (pyramid-coach club grant). Ничего не изменено.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Клубный игрок</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>Stroke spread: direction ±%1°, speed ±%2 %, tip ±%3 R (one σ)</source>
        <translation>Разброс удара: направление ±%1°, скорость ±%2 %, наклейка ±%3 R (одна σ)</translation>
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
        <source>&amp;Players…</source>
        <translation>И&amp;гроки…</translation>
    </message>
    <message>
        <source>&amp;Import history…</source>
        <translation>&amp;Импорт истории…</translation>
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
        <source>Practice p&amp;lans…</source>
        <translation>П&amp;ланы тренировок…</translation>
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
        <source>Something went wrong in the background: %1</source>
        <translation>Сбой фоновой задачи: %1</translation>
    </message>
    <message>
        <source>Sounds need Qt Multimedia, which is not installed. It comes in the PySide6-Addons package (about 175 MB): pip install PySide6-Addons==%1</source>
        <extracomment>(parent menu or None for the menu bar, its text) -&gt; the new menu. (menu, text, slot, keys, object name) -&gt; the new action. Languages offered, each named in itself so it can be found whatever is showing now.</extracomment>
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
    <message>
        <source>Score a match at a &amp;real table…</source>
        <translation>Судейство встречи за &amp;настоящим столом…</translation>
    </message>
    <message>
        <source>Real table</source>
        <translation>Настоящий стол</translation>
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
        <extracomment>``translate(context, source text)``: QCoreApplication.translate, or a catalogue&apos;s.</extracomment>
        <translation>биток</translation>
    </message>
    <message>
        <source>ball %1</source>
        <translation>шар %1</translation>
    </message>
    <message>
        <source>cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <source>Not put there: %1 would be off the cloth (in a cushion, over a pocket or past the rail).</source>
        <translation>Не поставлено: %1 оказался бы вне игровой поверхности (в борту, над лузой или за бортом).</translation>
    </message>
    <message>
        <source>Not put there: %1 would overlap %2. Balls may touch but not overlap.</source>
        <translation>Не поставлено: %1 наложился бы на %2. Шары могут касаться, но не перекрываться.</translation>
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
        <source>Team A</source>
        <extracomment>The balls each player needs in the games to eight (a race фора: fewer than 8). The фора from the ratings: only with a history to read them from. The name each row was given automatically (a default player name, or a computer&apos;s name for a computer seat): replaced when the seat changes, while a name the user typed is kept.</extracomment>
        <translation>Команда А</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Команда Б</translation>
    </message>
    <message>
        <source>The two teams need two different names.</source>
        <translation>Командам нужны два разных названия.</translation>
    </message>
    <message>
        <source>%1, board %2 (%3)</source>
        <translation>%1, номер %2 (%3)</translation>
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
        <source>Computer&apos;s shots play at</source>
        <translation>Скорость показа ударов компьютера</translation>
    </message>
    <message>
        <source>Team match</source>
        <translation>Командная встреча</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>No (players or pairs)</source>
        <translation>Нет (игроки или пары)</translation>
    </message>
    <message>
        <source>In a team match: the frames of each individual match</source>
        <translation>В командной встрече: партий в каждой личной встрече</translation>
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
        <source>No call (house rule, not the Pyramid T rules)</source>
        <translation>Без заказа (клубное правило, не по правилам «Пирамиды Т»)</translation>
    </message>
    <message>
        <source>no handicap</source>
        <translation>без форы</translation>
    </message>
    <message>
        <source> pts</source>
        <translation> очков</translation>
    </message>
    <message>
        <source>Handicap: points this player starts with (5 to 35)</source>
        <translation>Фора: очки, с которыми игрок начинает (от 5 до 35)</translation>
    </message>
    <message>
        <source>to </source>
        <translation>до </translation>
    </message>
    <message>
        <source>Handicap: the balls this player needs to win the frame (8 is level; the weaker player needs fewer)</source>
        <translation>Фора: сколько шаров этому игроку нужно для победы в партии (8 — без форы; более слабому нужно меньше)</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Фора</translation>
    </message>
    <message>
        <source>A person plays this seat, or the computer at a level</source>
        <translation>За этим местом играет человек или компьютер выбранного уровня</translation>
    </message>
    <message>
        <source>Playback speed of the computer&apos;s shots</source>
        <translation>Скорость воспроизведения ударов компьютера</translation>
    </message>
    <message>
        <source>Score a match at a real table</source>
        <translation>Встреча за настоящим столом</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>★ %1: %2</source>
        <translation>★ %1: %2</translation>
    </message>
    <message>
        <source>Shot — %1: %2</source>
        <translation>Удар — %1: %2</translation>
    </message>
    <message>
        <source>Session — %1: %2</source>
        <translation>Занятие — %1: %2</translation>
    </message>
    <message>
        <source>Write a note for the student…</source>
        <translation>Напишите заметку для ученика…</translation>
    </message>
    <message>
        <source>Choose a coach above to write notes and mark shots.</source>
        <translation>Выберите тренера вверху, чтобы писать заметки и отмечать удары.</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Notes and marks</source>
        <translation>Заметки и отметки</translation>
    </message>
    <message>
        <source>Mark (M)</source>
        <translation>Отметить (M)</translation>
    </message>
    <message>
        <source>Mark this shot; marked shots go into the PDF report as table diagrams</source>
        <translation>Отметить удар; отмеченные удары попадают в PDF-отчёт как схемы стола</translation>
    </message>
    <message>
        <source>Note on this shot</source>
        <translation>Заметка к удару</translation>
    </message>
    <message>
        <source>Note on the session</source>
        <translation>Заметка к занятию</translation>
    </message>
</context>
<context>
    <name>People</name>
    <message>
        <source>Guest</source>
        <extracomment>The names the guest player was made under, in every language the program speaks.</extracomment>
        <translation>Гость</translation>
    </message>
</context>
<context>
    <name>PlacementBox</name>
    <message>
        <source>Take off %1 (Delete)</source>
        <extracomment>Palette buttons per row: two rows of eight fit the side panel.</extracomment>
        <translation>Убрать: %1</translation>
    </message>
    <message>
        <source>Take off the selected ball (Delete)</source>
        <translation>Убрать выбранный шар</translation>
    </message>
    <message>
        <source>%1 is on the table: click to take it off</source>
        <translation>%1 на столе: щёлкните, чтобы убрать</translation>
    </message>
    <message>
        <source>Put %1 on the table (it appears on the spotting line; drag it where you want it)</source>
        <translation>Поставить на стол: %1 (появится на линии выставления шаров; перетащите куда нужно)</translation>
    </message>
    <message>
        <source>Set up the table</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Standard rack</source>
        <translation>Пирамида (п. 9.1)</translation>
    </message>
    <message>
        <source>Pyramid T rack</source>
        <translation>Пирамида Т, цветная</translation>
    </message>
    <message>
        <source>Empty table</source>
        <translation>Пустой стол</translation>
    </message>
    <message>
        <source>Cue ball only</source>
        <translation>Только биток</translation>
    </message>
    <message>
        <source>Fifteen balls in a triangle, apex on the back spot, the cue ball in hand in the house (General rules 9.1): Free, Combined, Dynamic and the Classic games</source>
        <translation>Пятнадцать шаров треугольником, вершина на задней отметке, биток с руки из дома (п. 9.1 Общих правил): свободная, комбинированная, динамичная и классическая пирамиды</translation>
    </message>
    <message>
        <source>The coloured rack of Pyramid T (its clause 3) and the ivory cue ball</source>
        <translation>Цветная пирамида «Пирамиды Т» (её п. 3) и биток цвета слоновой кости</translation>
    </message>
    <message>
        <source>No balls: put on the ones you want from the palette</source>
        <translation>Без шаров: поставьте нужные из набора ниже</translation>
    </message>
    <message>
        <source>Only the cue ball, in hand in the house</source>
        <translation>Только биток, с руки из дома</translation>
    </message>
    <message>
        <source>The rack to set up</source>
        <translation>Какую расстановку поставить</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Расставить</translation>
    </message>
    <message>
        <source>Set the chosen rack up on the table (undo brings the table back)</source>
        <translation>Расставить выбранное на столе (отмена вернёт стол как был)</translation>
    </message>
    <message>
        <source>Takes the selected ball off the table; the Delete key does the same</source>
        <translation>Убирает выбранный шар со стола; то же делает клавиша Delete</translation>
    </message>
    <message>
        <source>Save as a drill…</source>
        <translation>Сохранить как упражнение…</translation>
    </message>
    <message>
        <source>Open this position in the drill editor, to describe it and save it into your own drills</source>
        <translation>Открыть позицию в редакторе упражнений, описать её и сохранить в свои упражнения</translation>
    </message>
</context>
<context>
    <name>PlacementMapDialog</name>
    <message>
        <source>Cue-ball placement map</source>
        <extracomment>Grid choices (nx along the table, ny across): coarse for a quick look, fine to be sure.</extracomment>
        <translation>Карта установки битка</translation>
    </message>
    <message>
        <source>%1 places (%2 × %3)</source>
        <translation>мест: %1 (%2 × %3)</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>%1, cue ball at %2 m/s</source>
        <translation>%1, биток %2 м/с</translation>
    </message>
    <message>
        <source>Pocket:</source>
        <translation>Луза:</translation>
    </message>
    <message>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Скорость:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Shots per place:</source>
        <translation>Ударов на место:</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Места:</translation>
    </message>
    <message>
        <source>%v of %m places</source>
        <translation>%v из %m мест</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Рассчитать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Put the cue ball there</source>
        <translation>Поставить биток туда</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Pot chance</source>
        <translation>Шанс забить</translation>
    </message>
    <message>
        <source>Press Analyse to try the cue ball at every place in the house.</source>
        <translation>Нажмите «Рассчитать», чтобы попробовать биток на каждом месте в доме.</translation>
    </message>
    <message>
        <source>Solving the shot from each place and playing it %1 times…</source>
        <translation>Решаю удар с каждого места и играю его %1 раз…</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 places.</source>
        <translation>Отменено после %1 из %2 мест.</translation>
    </message>
    <message>
        <source>From none of these places does %1 drop into the %2 at %3 m/s. Needs more pace: from where the cue ball is it pots from %4 m/s; set the speed above and analyse again.</source>
        <translation>Ни с одного из этих мест %1 не падает в лузу (%2) при скорости %3 м/с. Нужно сильнее: с места битка шар забивается от %4 м/с; задайте скорость выше и посчитайте снова.</translation>
    </message>
    <message>
        <source>From none of these places does %1 drop into the %2 at this speed and tip: choose another pocket or speed above.</source>
        <translation>Ни с одного из этих мест %1 не падает в лузу (%2) при этой скорости и наклейке: выберите другую лузу или скорость выше.</translation>
    </message>
    <message>
        <source>Best place (white ball, blue ring): %1. Pot chance %2 %, margin of error ±%3°.</source>
        <translation>Лучшее место (белый шар в синем кольце): %1. Шанс забить %2 %, допуск ошибки ±%3°.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
</context>
<context>
    <name>Plans</name>
    <message>
        <source>Practice plans</source>
        <translation>Планы тренировок</translation>
    </message>
    <message>
        <source>No history is open, so there are no plans to keep.</source>
        <translation>История не открыта, поэтому планы негде хранить.</translation>
    </message>
</context>
<context>
    <name>PlansDialog</name>
    <message>
        <source>%1 of %2 drills passed</source>
        <translation>Зачёт по %1 из %2 упражнений</translation>
    </message>
    <message>
        <source>Plan for %1</source>
        <translation>План на %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>give the plan a name.</source>
        <translation>дайте плану название.</translation>
    </message>
    <message>
        <source>add at least one drill.</source>
        <translation>добавьте хотя бы одно упражнение.</translation>
    </message>
    <message>
        <source>drill %1: the pass mark is more than the attempts.</source>
        <translation>упражнение %1: проходной балл больше числа попыток.</translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation>Не удалено: %1</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Удалено.</translation>
    </message>
    <message>
        <source>Save the drill cards</source>
        <translation>Сохранить карточки упражнений</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The cards were not written: %1</source>
        <translation>Карточки не записаны: %1</translation>
    </message>
    <message>
        <source>Cards written: %1</source>
        <translation>Карточки записаны: %1</translation>
    </message>
    <message>
        <source>Practice plans</source>
        <translation>Планы тренировок</translation>
    </message>
    <message>
        <source>Student:</source>
        <translation>Ученик:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Done by:</source>
        <translation>Срок:</translation>
    </message>
    <message>
        <source>a date</source>
        <translation>до даты</translation>
    </message>
    <message>
        <source>New plan</source>
        <translation>Новый план</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Add the drill</source>
        <translation>Добавить упражнение</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Save the plan</source>
        <translation>Сохранить план</translation>
    </message>
    <message>
        <source>Play it at a real table</source>
        <translation>Сыграть за настоящим столом</translation>
    </message>
    <message>
        <source>Print the cards…</source>
        <translation>Карточки для печати…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Упражнение</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Попыток</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Проходной балл</translation>
    </message>
    <message>
        <source>Done so far</source>
        <translation>Сделано</translation>
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
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Имя нового игрока</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Coaches write notes and mark shots in the review</source>
        <translation>Тренер пишет заметки и отмечает удары при разборе</translation>
    </message>
    <message>
        <source>Play as this player</source>
        <translation>Играть за этого игрока</translation>
    </message>
    <message>
        <source>Shots are recorded for the player chosen here.</source>
        <translation>Удары записываются для выбранного здесь игрока.</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>тренер</translation>
    </message>
</context>
<context>
    <name>Plural</name>
    <message>
        <source>%1 point</source>
        <translation>%1 очко</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>few: 2-4, 22-24…</comment>
        <translation>%1 очка</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>many: 0, 5-20, 25-30…</comment>
        <translation>%1 очков</translation>
    </message>
</context>
<context>
    <name>PotProbabilityDialog</name>
    <message>
        <source>Pot probability</source>
        <translation>Вероятность забить</translation>
    </message>
    <message>
        <source>%1 (%2° off the line)</source>
        <translation>%1 (%2° от линии)</translation>
    </message>
    <message>
        <source>Use ideal aim</source>
        <translation>Взять идеальный прицел</translation>
    </message>
    <message>
        <source>Needs more pace: pots from %1 m/s (same tip). No direct stroke at this speed pockets the ball in this pocket.</source>
        <translation>Нужно сильнее: шар забивается от %1 м/с (та же наклейка). Ни один прямой удар на этой скорости не забивает шар в эту лузу.</translation>
    </message>
    <message>
        <source>Recalculate</source>
        <translation>Пересчитать</translation>
    </message>
    <message>
        <source>Read the stroke on the table again (aim, speed, tip) and recalculate</source>
        <translation>Снова прочитать удар на столе (прицел, скорость, наклейку) и пересчитать</translation>
    </message>
    <message>
        <source>Pocket:</source>
        <translation>Луза:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Ideal direction:</source>
        <translation>Идеальное направление:</translation>
    </message>
    <message>
        <source>Your aim:</source>
        <translation>Ваш прицел:</translation>
    </message>
    <message>
        <source>Margin of error:</source>
        <translation>Допуск ошибки:</translation>
    </message>
    <message>
        <source>Pot probability:</source>
        <translation>Вероятность забить:</translation>
    </message>
    <message>
        <source>The aim line meets no ball now: aim at a ball and recalculate.</source>
        <translation>Линия прицела сейчас не встречает ни одного шара: прицельтесь в шар и пересчитайте.</translation>
    </message>
    <message>
        <source>Pot %1 into the %2, cue ball at %3 m/s.</source>
        <translation>Цель: %1, луза — %2; биток %3 м/с.</translation>
    </message>
    <message>
        <source>Solving the shot and playing it %1 times…</source>
        <translation>Решаю удар и играю его %1 раз…</translation>
    </message>
    <message>
        <source>No direct stroke at this speed and tip pockets the ball in this pocket. Try another speed, tip or pocket.</source>
        <translation>Ни один прямой удар с этой скоростью и наклейкой не забивает шар в эту лузу. Попробуйте другую скорость, наклейку или лузу.</translation>
    </message>
    <message>
        <source>±%1° (pockets from %2° to %3°)</source>
        <translation>±%1° (забивает от %2° до %3°)</translation>
    </message>
    <message>
        <source>%1 %  (95 %: %2–%3 %)</source>
        <translation>%1 %  (95 %: %2–%3 %)</translation>
    </message>
    <message>
        <source>Level %1: %2 strokes around the ideal direction, seed %3.</source>
        <translation>Уровень «%1»: %2 ударов вокруг идеального направления, seed %3.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <source>left of ideal</source>
        <translation>левее идеального</translation>
    </message>
    <message>
        <source>right of ideal</source>
        <translation>правее идеального</translation>
    </message>
    <message>
        <source>this aim pots it</source>
        <translation>с этим прицелом шар падает</translation>
    </message>
    <message>
        <source>this aim misses</source>
        <translation>с этим прицелом промах</translation>
    </message>
    <message>
        <source>%1 — the ideal aim</source>
        <translation>%1 — идеальный прицел</translation>
    </message>
    <message>
        <source>%1 — %2° %3</source>
        <translation>%1 — на %2° %3</translation>
    </message>
</context>
<context>
    <name>PowerControl</name>
    <message>
        <source>soft</source>
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
    <name>PracticeScreen</name>
    <message>
        <source>Some files in your drills folder were not loaded:</source>
        <extracomment>At most this many problems are listed in a message box (the first ones; all are real).</extracomment>
        <translation>Некоторые файлы из вашей папки упражнений не загружены:</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>…и ещё %1.</translation>
    </message>
    <message>
        <source>The pack was not imported</source>
        <translation>Набор не импортирован</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; was updated: %2 drills.</source>
        <translation>Набор «%1» обновлён: упражнений — %2.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; was imported: %2 drills.</source>
        <translation>Набор «%1» импортирован: упражнений — %2.</translation>
    </message>
    <message>
        <source>The previous version was kept in %1.</source>
        <translation>Прежняя версия сохранена в %1.</translation>
    </message>
    <message>
        <source>Pack imported</source>
        <translation>Набор импортирован</translation>
    </message>
    <message>
        <source>Replace your pack?</source>
        <translation>Заменить ваш набор?</translation>
    </message>
    <message>
        <source>You already have a pack &quot;%1&quot;. Replace it with the imported one? The current version will be kept as a backup.</source>
        <translation>У вас уже есть набор «%1». Заменить его импортируемым? Текущая версия будет сохранена как резервная копия.</translation>
    </message>
    <message>
        <source>The pack was not exported</source>
        <translation>Набор не экспортирован</translation>
    </message>
    <message>
        <source>Saved into your pack &quot;%1&quot;.</source>
        <translation>Сохранено в ваш набор «%1».</translation>
    </message>
    <message>
        <source>Import a drill pack</source>
        <translation>Импорт набора упражнений</translation>
    </message>
    <message>
        <source>Drill packs (*.toml *.json)</source>
        <translation>Наборы упражнений (*.toml *.json)</translation>
    </message>
    <message>
        <source>Export the drill pack</source>
        <translation>Экспорт набора упражнений</translation>
    </message>
    <message>
        <source>Pack exported</source>
        <translation>Набор экспортирован</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Записано в %1.</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>The history is not available: %1</source>
        <extracomment>Aggregates shared by every progress screen of the process (keyed by database, filter and write stamp): coming back to the page, or to a chart, re-queries nothing. While the aim-bias chart is on show with attempts not judged yet, it is read again this often (ms): the window&apos;s background judge (coach_app.shell.aim_worker) keeps judging, and the chart fills in. The list&apos;s last entry: the rating view (coach_app/progress/rating_view.py), not a chart. A chart was drawn (its name): tests and screenshots wait for it. &quot;Train weak spots&quot;: the Practice page&apos;s weak-spot set for this player (its id).</extracomment>
        <translation>История недоступна: %1</translation>
    </message>
    <message>
        <source>no database</source>
        <translation>нет базы данных</translation>
    </message>
    <message>
        <source>No history yet. Open Practice and play a drill, or play on the free table or a game: every shot is recorded and shows up here.</source>
        <translation>Истории пока нет. Откройте «Тренировку» и сыграйте упражнение — или сыграйте на свободном столе или партию: каждый удар записывается и появляется здесь.</translation>
    </message>
    <message>
        <source>Computing the charts…</source>
        <translation>Считаю графики…</translation>
    </message>
    <message>
        <source>The charts could not be computed: %1</source>
        <translation>Графики не удалось посчитать: %1</translation>
    </message>
    <message>
        <source>%1 — drill attempts: %2, pot attempts: %3, breaks: %4, games: %5. Pick a chart on the left; Export PNG saves it.</source>
        <translation>%1: попыток в упражнениях — %2, ударов на забивание — %3, разбоев — %4, партий — %5. Выберите график слева; «Сохранить PNG» сохранит его.</translation>
    </message>
    <message>
        <source>Export the chart as PNG</source>
        <translation>Сохранить график в PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Success rate by drill</source>
        <translation>Успешность по упражнениям</translation>
    </message>
    <message>
        <source>Success rate by category</source>
        <translation>Успешность по разделам</translation>
    </message>
    <message>
        <source>Pot rate by cut angle and distance</source>
        <translation>Забиваемость по углу резки и расстоянию</translation>
    </message>
    <message>
        <source>Opening breaks</source>
        <translation>Разбои</translation>
    </message>
    <message>
        <source>Games by discipline</source>
        <translation>Партии по дисциплинам</translation>
    </message>
    <message>
        <source>Aim bias by cut angle and distance</source>
        <translation>Смещение прицела по углу резки и расстоянию</translation>
    </message>
    <message>
        <source>Rating and head to head</source>
        <translation>Рейтинг и личные встречи</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Сохранить PNG…</translation>
    </message>
    <message>
        <source>Save the chart on show as a PNG image</source>
        <translation>Сохранить показанный график как изображение PNG</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>На начальный экран</translation>
    </message>
    <message>
        <source>Train weak spots</source>
        <translation>Тренировать слабые места</translation>
    </message>
    <message>
        <source>Find the cuts and distances this player pots below his own trend, with the evidence, and a set of drills inside them (Practice)</source>
        <translation>Найти срезки и расстояния, где игрок забивает хуже собственной тенденции, с обоснованием, и серию упражнений на них (Тренировка)</translation>
    </message>
</context>
<context>
    <name>Protocol</name>
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
        <source>no contact</source>
        <translation>нет соударения</translation>
    </message>
    <message>
        <source>shot not completed</source>
        <translation>удар не завершён</translation>
    </message>
    <message>
        <source>illegal break</source>
        <translation>неправильный начальный удар</translation>
    </message>
    <message>
        <source>ball off the table</source>
        <translation>шар за пределами стола</translation>
    </message>
    <message>
        <source>cue ball pocketed</source>
        <translation>биток в лузе</translation>
    </message>
    <message>
        <source>cue ball pocketed from hand</source>
        <translation>биток в лузе при игре с руки</translation>
    </message>
    <message>
        <source>cue ball fell uncalled</source>
        <translation>случайное падение битка</translation>
    </message>
    <message>
        <source>from the house: a ball in the house</source>
        <translation>из дома: шар в доме</translation>
    </message>
    <message>
        <source>from the house: no ball outside it</source>
        <translation>из дома: нет шара за домом</translation>
    </message>
    <message>
        <source>not an own game ball</source>
        <translation>не свой игровой шар</translation>
    </message>
    <message>
        <source>not struck with the tip</source>
        <translation>удар не наклейкой</translation>
    </message>
    <message>
        <source>both feet off the floor</source>
        <translation>обе ноги оторваны от пола</translation>
    </message>
    <message>
        <source>shot before the balls stopped</source>
        <translation>удар до остановки шаров</translation>
    </message>
    <message>
        <source>touching a ball</source>
        <translation>касание шара</translation>
    </message>
    <message>
        <source>double hit</source>
        <translation>двойной удар</translation>
    </message>
    <message>
        <source>push</source>
        <translation>пропих</translation>
    </message>
    <message>
        <source>touching or near ball played wrongly</source>
        <translation>неправильный удар по близкому шару</translation>
    </message>
    <message>
        <source>a ball touched placing the cue ball</source>
        <translation>касание шара при установке битка</translation>
    </message>
    <message>
        <source>cue ball not from the house</source>
        <translation>биток не из дома</translation>
    </message>
    <message>
        <source>wrong house</source>
        <translation>не тот дом</translation>
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
        <source>turn passed</source>
        <translation>переход хода</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>фол</translation>
    </message>
    <message>
        <source>re-rack</source>
        <translation>перестановка</translation>
    </message>
    <message>
        <source>frame over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>at the table</source>
        <translation>у стола</translation>
    </message>
    <message>
        <source>penalty ball %1</source>
        <translation>штрафной шар %1</translation>
    </message>
    <message>
        <source>penalty ball declined</source>
        <translation>штрафной шар не взят</translation>
    </message>
    <message>
        <source>ball %1 for the pocketed cue ball</source>
        <translation>шар %1 за сыгранный биток</translation>
    </message>
    <message>
        <source>ball for the cue ball declined</source>
        <translation>шар за биток не взят</translation>
    </message>
    <message>
        <source>hanging ball %1 put back</source>
        <translation>зависший шар %1 возвращён на место</translation>
    </message>
    <message>
        <source>shot played again</source>
        <translation>удар переигрывается</translation>
    </message>
    <message>
        <source>foul between shots</source>
        <translation>фол между ударами</translation>
    </message>
    <message>
        <source>lag</source>
        <translation>розыгрыш начального удара</translation>
    </message>
    <message>
        <source>deciding ball</source>
        <translation>решающий шар</translation>
    </message>
    <message>
        <source>level score: the last ball decides</source>
        <translation>равный счёт: решает последний шар</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>фора</translation>
    </message>
    <message>
        <source>Visit</source>
        <translation>Подход</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Удары</translation>
    </message>
    <message>
        <source>Balls</source>
        <translation>Шары</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>%1 wins the frame.</source>
        <translation>%1 выигрывает партию.</translation>
    </message>
    <message>
        <source>The frame is drawn.</source>
        <translation>Партия завершилась вничью.</translation>
    </message>
    <message>
        <source>The frame is in play.</source>
        <translation>Партия продолжается.</translation>
    </message>
    <message>
        <source>own shots %1</source>
        <translation>своими ударами %1</translation>
    </message>
    <message>
        <source>penalty balls %1</source>
        <translation>штрафными шарами %1</translation>
    </message>
    <message>
        <source>opponents&apos; fouls %1</source>
        <translation>за фолы соперника %1</translation>
    </message>
    <message>
        <source>handicap %1</source>
        <translation>фора %1</translation>
    </message>
    <message>
        <source>%1: %2 points (%3); visits %4, best run %5</source>
        <translation>%1: %2 очк. (%3); подходов %4, лучшая серия %5</translation>
    </message>
    <message>
        <source>%1: visits %2, shots %3, balls %4, points %5, fouls %6, best run %7</source>
        <translation>%1: подходов %2, ударов %3, шаров %4, очков %5, фолов %6, лучшая серия %7</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>Frame %1: %2 — %3</source>
        <translation>Партия %1: %2 — %3</translation>
    </message>
    <message>
        <source>Frames won: %1</source>
        <translation>Выиграно партий: %1</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 выигрывает встречу.</translation>
    </message>
    <message>
        <source>Frame %1 protocol</source>
        <translation>Протокол партии %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Встреча</translation>
    </message>
    <message>
        <source>played at a real table</source>
        <translation>сыграно за настоящим столом</translation>
    </message>
</context>
<context>
    <name>ProtocolsPage</name>
    <message>
        <source>Back to the shots</source>
        <translation>Вернуться к ударам</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>Frame protocols: %1</source>
        <translation>Протоколы партий: %1</translation>
    </message>
    <message>
        <source>played at a real table</source>
        <translation>сыграно за настоящим столом</translation>
    </message>
</context>
<context>
    <name>RatingView</name>
    <message>
        <source>Computing the rating…</source>
        <translation>Считаю рейтинг…</translation>
    </message>
    <message>
        <source>The rating could not be computed: %1</source>
        <translation>Рейтинг не удалось посчитать: %1</translation>
    </message>
    <message>
        <source>Head to head (frames won–lost)</source>
        <translation>Личные встречи (партии: выиграно–проиграно)</translation>
    </message>
    <message>
        <source>Head to head: no frame against an opponent yet.</source>
        <translation>Личные встречи: пока ни одной партии с соперником.</translation>
    </message>
    <message>
        <source>Frames played at:</source>
        <translation>Партии, сыгранные:</translation>
    </message>
    <message>
        <source>a real table</source>
        <translation>на настоящем столе</translation>
    </message>
    <message>
        <source>the screen</source>
        <translation>на экране</translation>
    </message>
    <message>
        <source>both (real table and screen)</source>
        <translation>везде (настоящий стол и экран)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
</context>
<context>
    <name>RealAttemptsPage</name>
    <message>
        <source>No replay for a real-table attempt: nothing was simulated there. Each attempt shows what was entered at the table.</source>
        <translation>Повтора у попытки за настоящим столом нет: там ничего не моделировалось. У каждой попытки показано, что ввели за столом.</translation>
    </message>
</context>
<context>
    <name>ReviewHeader</name>
    <message>
        <source>no coach yet (Players…)</source>
        <translation>тренера пока нет (Игроки…)</translation>
    </message>
    <message>
        <source>Save the PDF report</source>
        <translation>Сохранить PDF-отчёт</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Student:</source>
        <translation>Ученик:</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Тренер:</translation>
    </message>
    <message>
        <source>Tick to limit the sessions and the report to these days; unticked means all time.</source>
        <translation>Отметьте, чтобы ограничить занятия и отчёт этими днями; без отметки — за всё время.</translation>
    </message>
    <message>
        <source>PDF report…</source>
        <translation>PDF-отчёт…</translation>
    </message>
    <message>
        <source>The student&apos;s report for these days: charts, notes and marked shots</source>
        <translation>Отчёт ученика за эти дни: графики, заметки и отмеченные удары</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Готовлю отчёт…</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>The history is not available: %1</source>
        <extracomment>The layout before the shot shown, to set up on the free table (and Pyramid T&apos;s colours: not known to a stored shot, so False). The PDF report was written (path) or failed (message). The last note or mark the history refused, said in a box (for tests).</extracomment>
        <translation>История недоступна: %1</translation>
    </message>
    <message>
        <source>no database</source>
        <translation>нет базы данных</translation>
    </message>
    <message>
        <source>No sessions for this student in these days. Untick From and To to see every session.</source>
        <translation>У ученика нет занятий в эти дни. Снимите отметки «С» и «По», чтобы увидеть все занятия.</translation>
    </message>
    <message>
        <source>Nothing to review yet. Play on the free table, start a game or open a drill in Practice: every shot is recorded, and here you replay it shot by shot, write notes and mark key shots for the PDF report.</source>
        <translation>Разбирать пока нечего. Сыграйте на свободном столе, начните партию или откройте упражнение в «Тренировке»: каждый удар записывается, а здесь его можно повторить удар за ударом, написать заметки и отметить ключевые удары для PDF-отчёта.</translation>
    </message>
    <message>
        <source>Played at a real table: %1 attempts entered, no shots to replay.</source>
        <translation>Сыграно за настоящим столом: введено попыток — %1, ударов для повтора нет.</translation>
    </message>
    <message>
        <source>Shot %1 of %2. Left and Right step, Space replays, M marks the shot.</source>
        <translation>Удар %1 из %2. Стрелки влево и вправо — листать, Пробел — повтор, M — отметить удар.</translation>
    </message>
    <message>
        <source>Writing the report for %1…</source>
        <translation>Готовлю отчёт для: %1…</translation>
    </message>
    <message>
        <source>Report saved: %1 (%2 pages)</source>
        <translation>Отчёт сохранён: %1 (страниц: %2)</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>Отчёт не удалось записать: %1</translation>
    </message>
    <message>
        <source>Sessions (newest first)</source>
        <translation>Занятия (сначала новые)</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Удары</translation>
    </message>
    <message>
        <source>Compare attempts…</source>
        <translation>Сравнить попытки…</translation>
    </message>
    <message>
        <source>Put this drill attempt beside another attempt of the same drill</source>
        <translation>Поставить эту попытку рядом с другой попыткой того же упражнения</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>На начальный экран</translation>
    </message>
    <message>
        <source>Frame protocols…</source>
        <translation>Протоколы партий…</translation>
    </message>
    <message>
        <source>Every frame of this game: visits, points, fouls, runs and the score</source>
        <translation>Каждая партия этой игры: подходы, очки, фолы, серии и счёт</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <source>Practice</source>
        <extracomment>lupdate finds translate(&quot;ReviewTexts&quot;, &quot;...&quot;) calls by this name.</extracomment>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Free table</source>
        <translation>Свободный стол</translation>
    </message>
    <message>
        <source>shots: %1</source>
        <translation>ударов: %1</translation>
    </message>
    <message>
        <source>notes: %1</source>
        <translation>заметок: %1</translation>
    </message>
    <message>
        <source>Real table: %1</source>
        <translation>Настоящий стол: %1</translation>
    </message>
    <message>
        <source>Real table</source>
        <translation>Настоящий стол</translation>
    </message>
    <message>
        <source>Foul: %1 (%2)</source>
        <translation>Штраф: %1 (%2)</translation>
    </message>
    <message>
        <source>Legal shot.</source>
        <translation>Удар правильный.</translation>
    </message>
    <message>
        <source>No referee (free table).</source>
        <translation>Без судьи (свободный стол).</translation>
    </message>
    <message>
        <source>Call: %1 into the %2.</source>
        <translation>Заказ: %1 в %2.</translation>
    </message>
    <message>
        <source>Pocketed: %1.</source>
        <translation>Забито: %1.</translation>
    </message>
    <message>
        <source>Nothing pocketed.</source>
        <translation>Ничего не забито.</translation>
    </message>
    <message>
        <source>Points: %1.</source>
        <translation>Очки: %1.</translation>
    </message>
    <message>
        <source>the opponent was left a pot: a %1% chance</source>
        <translation>сопернику оставлен шар: шанс %1%</translation>
    </message>
    <message>
        <source>Drill: %1</source>
        <translation>Упражнение: %1</translation>
    </message>
    <message>
        <source>done</source>
        <translation>выполнено</translation>
    </message>
    <message>
        <source>good, the attempt goes on</source>
        <translation>хорошо, попытка продолжается</translation>
    </message>
    <message>
        <source>the goal was met, but the shot was a foul</source>
        <translation>цель достигнута, но удар со штрафом</translation>
    </message>
    <message>
        <source>the ball did not drop</source>
        <translation>шар не упал</translation>
    </message>
    <message>
        <source>the ball went into the wrong pocket</source>
        <translation>шар упал не в ту лузу</translation>
    </message>
    <message>
        <source>the cue ball went into a pocket</source>
        <translation>биток упал в лузу</translation>
    </message>
    <message>
        <source>the cue ball did not drop</source>
        <translation>биток не упал (нет свояка)</translation>
    </message>
    <message>
        <source>the cue ball struck another ball first</source>
        <translation>биток первым коснулся другого шара</translation>
    </message>
    <message>
        <source>a ball was pocketed out of order</source>
        <translation>шар забит не по порядку</translation>
    </message>
    <message>
        <source>the cue ball stopped outside the target zone</source>
        <translation>биток остановился вне зоны</translation>
    </message>
    <message>
        <source>the break was not legal</source>
        <translation>разбой не по правилам</translation>
    </message>
    <message>
        <source>too few balls reached a cushion</source>
        <translation>слишком мало шаров дошло до борта</translation>
    </message>
    <message>
        <source>too few balls were pocketed</source>
        <translation>забито слишком мало шаров</translation>
    </message>
    <message>
        <source>the opponent was left a pot</source>
        <translation>сопернику оставлен шар</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>legal break</source>
        <translation>правильный разбой</translation>
    </message>
    <message>
        <source>foul on the break</source>
        <translation>штраф на разбое</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>правильно</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>break</source>
        <translation>разбой</translation>
    </message>
    <message>
        <source>success</source>
        <translation>удача</translation>
    </message>
    <message>
        <source>made</source>
        <translation>удача</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>неудача</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Попытка %1</translation>
    </message>
    <message>
        <source>points: %1</source>
        <translation>очков: %1</translation>
    </message>
    <message>
        <source>potted: %1</source>
        <translation>забито шаров: %1</translation>
    </message>
    <message>
        <source>cue ball stopped at %1, %2 m</source>
        <translation>биток остановился в %1, %2 м</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>прервана</translation>
    </message>
    <message>
        <source>%1 of %2 attempts succeeded</source>
        <translation>удачных попыток: %1 из %2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>не закончена</translation>
    </message>
    <message>
        <source>Attempt %1, %2: %3</source>
        <translation>Попытка %1, %2: %3</translation>
    </message>
    <message>
        <source>key shot</source>
        <translation>ключевой удар</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>well played</source>
        <translation>хорошо сыграно</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>игр: %1</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>frame %1 of %2</source>
        <extracomment>Pyramid T: each player&apos;s colours of the set under way, and the table&apos;s value.</extracomment>
        <translation>партия %1 из %2</translation>
    </message>
    <message>
        <source>no call (house rule)</source>
        <translation>без заказа (клубное правило)</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>партий: %1</translation>
    </message>
    <message>
        <source>Balls on the shelf / balls needed to win (handicap)</source>
        <translation>Шаров на полке / нужно для победы (фора)</translation>
    </message>
    <message>
        <source>Stage 1: %1 of 5 colours</source>
        <translation>Этап 1: цветов %1 из 5</translation>
    </message>
    <message>
        <source>Stage 2, set %1: %2 of 5 colours</source>
        <translation>Этап 2, набор %1: цветов %2 из 5</translation>
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
    <name>ScorerKeys</name>
    <message>
        <source>Ball 1 to 15 (1 then 0–5 for 10 to 15)</source>
        <extracomment>How long a typed &quot;1&quot; waits for a second digit (10–15) before it means ball 1.</extracomment>
        <translation>Шар 1–15 (1, затем 0–5 для шаров 10–15)</translation>
    </message>
    <message>
        <source>The cue ball</source>
        <translation>Биток</translation>
    </message>
    <message>
        <source>No ball touched, or decline the ball offered</source>
        <translation>Ни один шар не задет, или отказ от предложенного шара</translation>
    </message>
    <message>
        <source>Shot not completed (clause 20)</source>
        <translation>Удар не завершён (п. 20)</translation>
    </message>
    <message>
        <source>Break: one more or one fewer ball at a cushion</source>
        <translation>Разбой: на шар больше или меньше у борта</translation>
    </message>
    <message>
        <source>Break: a ball crossed the centre line</source>
        <translation>Разбой: шар пересёк центральную линию</translation>
    </message>
    <message>
        <source>An incident between shots</source>
        <translation>Событие между ударами</translation>
    </message>
    <message>
        <source>Record the entry</source>
        <translation>Записать удар</translation>
    </message>
    <message>
        <source>Clear the entry</source>
        <translation>Очистить запись</translation>
    </message>
</context>
<context>
    <name>ScorerScreen</name>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает встречу!</translation>
    </message>
    <message>
        <source>played at a real table</source>
        <translation>сыграно за настоящим столом</translation>
    </message>
    <message>
        <source>Save the score sheet</source>
        <translation>Сохранить протокол встречи</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The score sheet could not be written: %1</source>
        <translation>Протокол не удалось записать: %1</translation>
    </message>
    <message>
        <source>Between shots (I)</source>
        <translation>Между ударами (I)</translation>
    </message>
    <message>
        <source>Record (Enter)</source>
        <translation>Записать (Ввод)</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Esc clears the entry</source>
        <translation>Клавиша Esc очищает запись</translation>
    </message>
    <message>
        <source>Enter records the entry</source>
        <translation>Клавиша Enter записывает удар</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Next frame</source>
        <translation>Следующая партия</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Протокол (PDF)…</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>На начальный экран</translation>
    </message>
</context>
<context>
    <name>ScorerTexts</name>
    <message>
        <source>Call</source>
        <extracomment>The keys of the pockets, laid out like the table seen from the house: far pockets on the top row of the keyboard, the middle pockets on the home row, the pockets by the house at the bottom; the left pockets under the left hand, the right under the right. The keys of the modes.</extracomment>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Ball struck</source>
        <translation>Битком сыгран</translation>
    </message>
    <message>
        <source>First ball touched</source>
        <translation>Первый задетый шар</translation>
    </message>
    <message>
        <source>Pocketed</source>
        <translation>В лузе</translation>
    </message>
    <message>
        <source>Off the table</source>
        <translation>За пределами стола</translation>
    </message>
    <message>
        <source>Hanging ball dropped</source>
        <translation>Упал зависший шар</translation>
    </message>
    <message>
        <source>Press the called ball, then its pocket.</source>
        <translation>Нажмите заказанный шар, затем его лузу.</translation>
    </message>
    <message>
        <source>Press the ball the player struck with the cue (any ball may be the cue ball in Free pyramid).</source>
        <translation>Нажмите шар, по которому игрок ударил кием (в свободной пирамиде битком может быть любой шар).</translation>
    </message>
    <message>
        <source>Press the first ball the cue ball touched, or «No ball» (N).</source>
        <translation>Нажмите шар, которого биток коснулся первым, или «Ни один шар» (N).</translation>
    </message>
    <message>
        <source>Press each pocketed ball, then its pocket.</source>
        <translation>Нажмите каждый шар в лузе, затем его лузу.</translation>
    </message>
    <message>
        <source>Press each ball that left the table.</source>
        <translation>Нажмите каждый шар, вылетевший за пределы стола.</translation>
    </message>
    <message>
        <source>Press the hanging ball that fell by itself, then its pocket.</source>
        <translation>Нажмите зависший шар, упавший сам, затем его лузу.</translation>
    </message>
    <message>
        <source>Far left</source>
        <translation>Дальняя левая</translation>
    </message>
    <message>
        <source>Middle left</source>
        <translation>Средняя левая</translation>
    </message>
    <message>
        <source>Near left</source>
        <translation>Ближняя левая</translation>
    </message>
    <message>
        <source>Far right</source>
        <translation>Дальняя правая</translation>
    </message>
    <message>
        <source>Middle right</source>
        <translation>Средняя правая</translation>
    </message>
    <message>
        <source>Near right</source>
        <translation>Ближняя правая</translation>
    </message>
    <message>
        <source>cue</source>
        <translation>биток</translation>
    </message>
    <message>
        <source>which pocket?</source>
        <translation>какая луза?</translation>
    </message>
    <message>
        <source>Between shots (no shot played)</source>
        <translation>Между ударами (удар не производился)</translation>
    </message>
    <message>
        <source>Call: %1</source>
        <translation>Заказ: %1</translation>
    </message>
    <message>
        <source>Ball struck: %1</source>
        <translation>Битком сыгран: %1</translation>
    </message>
    <message>
        <source>no ball</source>
        <translation>ни один шар</translation>
    </message>
    <message>
        <source>First ball touched: %1</source>
        <translation>Первый задетый шар: %1</translation>
    </message>
    <message>
        <source>Pocketed: %1</source>
        <translation>В лузе: %1</translation>
    </message>
    <message>
        <source>Off the table: %1</source>
        <translation>За пределами стола: %1</translation>
    </message>
    <message>
        <source>Hanging ball dropped: %1</source>
        <translation>Упал зависший шар: %1</translation>
    </message>
    <message>
        <source>Fouls: %1</source>
        <translation>Фолы: %1</translation>
    </message>
    <message>
        <source>Break: %1 object balls at a cushion</source>
        <translation>Разбой: прицельных шаров у борта — %1</translation>
    </message>
    <message>
        <source>, one crossed the centre line</source>
        <translation>, шар пересёк центральную линию</translation>
    </message>
    <message>
        <source>on the back spot</source>
        <translation>на заднюю отметку</translation>
    </message>
    <message>
        <source>on the spotting line behind the back spot, touching the ball there</source>
        <translation>на линию выставления за задней отметкой, вплотную к стоящему там шару</translation>
    </message>
    <message>
        <source>on the spotting line toward the centre of the table</source>
        <translation>на линию выставления в сторону центра стола</translation>
    </message>
    <message>
        <source>on the next free place toward the front</source>
        <translation>на ближайшее свободное место в сторону переднего борта</translation>
    </message>
    <message>
        <source>on the front spot</source>
        <translation>на переднюю отметку</translation>
    </message>
    <message>
        <source>on the centre spot</source>
        <translation>на центральную отметку</translation>
    </message>
    <message>
        <source>as close as possible behind the ball on the front spot</source>
        <translation>как можно ближе за шаром на передней отметке</translation>
    </message>
    <message>
        <source>as close as possible behind the ball on the centre spot</source>
        <translation>как можно ближе за шаром на центральной отметке</translation>
    </message>
    <message>
        <source>as close as possible behind the ball on the back spot</source>
        <translation>как можно ближе за шаром на задней отметке</translation>
    </message>
    <message>
        <source>back where it stood</source>
        <translation>туда, где он стоял</translation>
    </message>
    <message>
        <source>back on the table</source>
        <translation>обратно на стол</translation>
    </message>
    <message>
        <source>Put %1 %2.</source>
        <translation>Поставьте %1 %2.</translation>
    </message>
    <message>
        <source>%1 takes a penalty ball: press the ball they choose, or «Decline».</source>
        <translation>%1 снимает штрафной шар: нажмите выбранный шар или «Отказаться».</translation>
    </message>
    <message>
        <source>The cue ball went in off an object ball: %1 takes a ball for it. Press the ball, or «Decline».</source>
        <translation>Биток упал в лузу от прицельного шара: %1 берёт за него шар. Нажмите шар или «Отказаться».</translation>
    </message>
    <message>
        <source>%1: after the foul, play on or pass the shot back?</source>
        <translation>%1: после фола бить самому или передать удар?</translation>
    </message>
    <message>
        <source>%1: the opening break was illegal. How do they go on?</source>
        <translation>%1: начальный удар неправильный. Как продолжить?</translation>
    </message>
    <message>
        <source>Level score: the last ball is on the back spot. Who won the lag, and do they play or pass?</source>
        <translation>Равный счёт: последний шар на задней отметке. Кто выиграл розыгрыш — бьёт сам или передаёт удар?</translation>
    </message>
    <message>
        <source>The lag for the break: who won it, and do they break or pass?</source>
        <translation>Розыгрыш начального удара: кто выиграл — разбивает сам или передаёт разбой?</translation>
    </message>
    <message>
        <source>%1: which player comes to the table first?</source>
        <translation>%1: кто из игроков подходит к столу первым?</translation>
    </message>
    <message>
        <source>the call</source>
        <extracomment>The outcome&apos;s fields as the scorer knows them.</extracomment>
        <translation>заказ</translation>
    </message>
    <message>
        <source>the first ball touched</source>
        <translation>первый задетый шар</translation>
    </message>
    <message>
        <source>the pocketed balls</source>
        <translation>шары в лузах</translation>
    </message>
    <message>
        <source>the balls off the table</source>
        <translation>шары за пределами стола</translation>
    </message>
    <message>
        <source>the balls at a cushion on the break</source>
        <translation>шары у борта при разбое</translation>
    </message>
    <message>
        <source>clause 20</source>
        <translation>пункт 20</translation>
    </message>
    <message>
        <source>the fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <source>the shot from the house</source>
        <translation>удар из дома</translation>
    </message>
    <message>
        <source>the hanging ball</source>
        <translation>зависший шар</translation>
    </message>
    <message>
        <source>who fouled</source>
        <translation>кто допустил фол</translation>
    </message>
    <message>
        <source>the ball struck</source>
        <translation>сыгранный битком шар</translation>
    </message>
    <message>
        <source>the strict call</source>
        <translation>чистый заказ</translation>
    </message>
    <message>
        <source>the smeared ball</source>
        <translation>замазанный шар</translation>
    </message>
    <message>
        <source>the interference</source>
        <translation>помеха</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>партия</translation>
    </message>
    <message>
        <source>the ball chosen</source>
        <translation>выбранный шар</translation>
    </message>
    <message>
        <source>the choice</source>
        <translation>выбор</translation>
    </message>
    <message>
        <source>press the pocket of each pocketed ball (Q A Z / E D C).</source>
        <translation>нажмите лузу каждого забитого шара (Q A Z / E D C).</translation>
    </message>
    <message>
        <source>name the called ball and its pocket first (K).</source>
        <translation>сначала назовите заказанный шар и его лузу (K).</translation>
    </message>
    <message>
        <source>on the opening break, count the object balls that reached a cushion (+/−).</source>
        <translation>при начальном ударе укажите, сколько прицельных шаров коснулись борта (+/−).</translation>
    </message>
    <message>
        <source>answer the decision owed first, or start the next frame.</source>
        <translation>сначала примите решение или начните следующую партию.</translation>
    </message>
    <message>
        <source>Not accepted — %1: %2</source>
        <translation>Не принято — %1: %2</translation>
    </message>
    <message>
        <source>Not accepted — %1 does not fit the rules here.</source>
        <translation>Не принято — %1: не соответствует правилам в этом положении.</translation>
    </message>
    <message>
        <source>Opening break: %1</source>
        <translation>Начальный удар: %1</translation>
    </message>
    <message>
        <source>Shot %1: %2 to play</source>
        <translation>Удар %1: бьёт %2</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>beginner</source>
        <extracomment>The text that stands for a human seat in files and settings (a level name otherwise).</extracomment>
        <translation>новичок</translation>
    </message>
    <message>
        <source>amateur</source>
        <translation>любитель</translation>
    </message>
    <message>
        <source>club player</source>
        <translation>клубный игрок</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <source>master</source>
        <translation>мастер</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Компьютер: %1</translation>
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
    <message>
        <source>Take the selected ball off</source>
        <translation>Убрать выбранный шар</translation>
    </message>
</context>
<context>
    <name>ShotView</name>
    <message>
        <source>No shot to show.</source>
        <extracomment>&quot;To the free table&quot;: the layout before the shot shown.</extracomment>
        <translation>Нет удара для показа.</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Расчёт…</translation>
    </message>
    <message>
        <source>Recorded with physics %1, replayed with physics %2: %3</source>
        <translation>Записан с физикой %1, воспроизведён с физикой %2: %3</translation>
    </message>
    <message>
        <source>the replay ends as the shot did.</source>
        <translation>повтор закончился так же, как удар.</translation>
    </message>
    <message>
        <source>the replay differs from the shot as played; the ruling shown is the one recorded.</source>
        <translation>повтор отличается от сыгранного удара; показано решение судьи, записанное при игре.</translation>
    </message>
    <message>
        <source>The shot could not be replayed: %1</source>
        <translation>Удар не удалось повторить: %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Play the shot again as it was played (Space)</source>
        <translation>Показать удар снова так, как он был сыгран (Пробел)</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Скорость повтора</translation>
    </message>
    <message>
        <source>To the free table</source>
        <translation>На свободный стол</translation>
    </message>
    <message>
        <source>Set the table up as it was before this shot on the free table, to play it again your way</source>
        <translation>Расставить на свободном столе позицию перед этим ударом, чтобы сыграть её по-своему</translation>
    </message>
</context>
<context>
    <name>SkillTest</name>
    <message>
        <source>Potting</source>
        <translation>Забивание</translation>
    </message>
    <message>
        <source>Cue ball from the house</source>
        <translation>Биток из дома</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Выход на позицию</translation>
    </message>
    <message>
        <source>Safety</source>
        <translation>Отыгрыш</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Разбои</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Клубный игрок</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Сильный игрок</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>Still learning the stroke: a straight ball goes in some of the time, the cue ball&apos;s path is not yet under control.</source>
        <translation>Ещё осваивает удар: прямой шар иногда заходит, путь битка пока не под контролем.</translation>
    </message>
    <message>
        <source>Pots the simple balls; cuts, long balls and where the cue ball stops still go wrong often.</source>
        <translation>Забивает простые шары; срезки, длинные шары и остановка битка ещё часто не получаются.</translation>
    </message>
    <message>
        <source>A steady club player: pots most cuts, plays from the house with a plan, holds position on the easier shots.</source>
        <translation>Уверенный клубный игрок: забивает большинство срезок, играет из дома с расчётом, держит позицию на несложных ударах.</translation>
    </message>
    <message>
        <source>Pots long and cut balls reliably and sends the cue ball where it is wanted; the safeties leave little.</source>
        <translation>Надёжно забивает длинные шары и срезки и ставит биток куда нужно; после отыгрыша сопернику почти нечего играть.</translation>
    </message>
    <message>
        <source>Tournament standard: the battery&apos;s shots go in nearly every time, position and safety included.</source>
        <translation>Турнирный уровень: удары теста получаются почти всегда, включая выход на позицию и отыгрыш.</translation>
    </message>
    <message>
        <source>%1, %2–%3 of %4: %5</source>
        <translation>%1, %2–%3 из %4: %5</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>SkillTestBar</name>
    <message>
        <source>Item %1 of %2: %3</source>
        <translation>Задание %1 из %2: %3</translation>
    </message>
    <message>
        <source>Attempt %1 of %2, %3 each</source>
        <translation>Попытка %1 из %2, за каждую %3</translation>
    </message>
    <message>
        <source>Score so far: %1</source>
        <translation>Пока набрано: %1</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Узнать результат</translation>
    </message>
    <message>
        <source>Next item</source>
        <translation>Следующее задание</translation>
    </message>
    <message>
        <source>Skill test</source>
        <translation>Тест мастерства</translation>
    </message>
    <message>
        <source>Abandon the test</source>
        <translation>Прервать тест</translation>
    </message>
    <message>
        <source>Back to the drills; an unfinished test is not stored</source>
        <translation>Назад к упражнениям; незаконченный тест не сохраняется</translation>
    </message>
</context>
<context>
    <name>SkillTestPage</name>
    <message>
        <source>Item</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The bands</source>
        <translation>Уровни</translation>
    </message>
    <message>
        <source>Skill test</source>
        <translation>Тест мастерства</translation>
    </message>
    <message>
        <source>The same %1 items every time, in this order: potting, the cue ball from the house, position, safety and breaks. Each success earns its points; the total is %2. A retest a month later is the same test, so the scores compare.</source>
        <translation>Каждый раз те же %1 заданий в этом порядке: забивание, биток из дома, выход на позицию, отыгрыш и разбои. Каждая удача приносит свои очки; всего %2. Повторный тест через месяц — тот же самый, поэтому результаты сравнимы.</translation>
    </message>
    <message>
        <source>Start the test</source>
        <translation>Начать тест</translation>
    </message>
    <message>
        <source>Skill test: %1 (%2 %)</source>
        <translation>Тест мастерства: %1 (%2 %)</translation>
    </message>
    <message>
        <source>Stored in your history: Progress shows it beside your earlier tests.</source>
        <translation>Сохранён в истории: «Прогресс» покажет его рядом с прежними тестами.</translation>
    </message>
    <message>
        <source>Not stored: no history is open.</source>
        <translation>Не сохранён: история не открыта.</translation>
    </message>
    <message>
        <source>Take the test again</source>
        <translation>Пройти тест ещё раз</translation>
    </message>
    <message>
        <source>Back to the drills</source>
        <translation>Назад к упражнениям</translation>
    </message>
    <message>
        <source>At a real table</source>
        <translation>За настоящим столом</translation>
    </message>
</context>
<context>
    <name>SolutionRow</name>
    <message>
        <source>Searching for a successful attempt…</source>
        <extracomment>Simulations the search may spend (the built-in packs were solved within this).</extracomment>
        <translation>Поиск удачной попытки…</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message>
        <source>A solution is recorded: &quot;Show me&quot; can play it and the success chance can be measured.</source>
        <translation>Решение записано: кнопка «Покажи» сыграет его, а шанс успеха можно оценить.</translation>
    </message>
    <message>
        <source>No successful attempt found within %1 simulations: make the drill easier, or try again after a change.</source>
        <translation>За %1 симуляций удачная попытка не найдена: упростите упражнение или попробуйте снова после изменения.</translation>
    </message>
    <message>
        <source>No solution yet: find one before saving, so the drill can be shown and measured.</source>
        <translation>Решения пока нет: найдите его до сохранения, чтобы упражнение можно было показать и оценить.</translation>
    </message>
    <message>
        <source>Find a solution</source>
        <translation>Найти решение</translation>
    </message>
    <message>
        <source>Search by simulation for a stroke (or strokes) that succeed at attempt 1</source>
        <translation>Найти симуляцией удар (или удары), с которыми первая попытка удаётся</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
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
    <name>StrokeWords</name>
    <message>
        <source>soft</source>
        <translation>слабая</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средняя</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>сильная</translation>
    </message>
    <message>
        <source>break strength</source>
        <translation>как на разбое</translation>
    </message>
    <message>
        <source>full ball</source>
        <translation>в лоб</translation>
    </message>
    <message>
        <source>three-quarter ball</source>
        <translation>в три четверти шара</translation>
    </message>
    <message>
        <source>half ball</source>
        <translation>в полшара</translation>
    </message>
    <message>
        <source>quarter ball</source>
        <translation>в четверть шара</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>тонко</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>%1 cut to the left on %2 (%3)</source>
        <translation>%2: резка %1 влево (%3)</translation>
    </message>
    <message>
        <source>%1 cut to the right on %2 (%3)</source>
        <translation>%2: резка %1 вправо (%3)</translation>
    </message>
    <message>
        <source>follow</source>
        <translation>накат</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>оттяжка</translation>
    </message>
    <message>
        <source>stun</source>
        <translation>клапштос</translation>
    </message>
    <message>
        <source>right side</source>
        <translation>правый винт</translation>
    </message>
    <message>
        <source>left side</source>
        <translation>левый винт</translation>
    </message>
    <message>
        <source>centre ball (%1)</source>
        <translation>в центр шара (%1)</translation>
    </message>
    <message>
        <source>tip at %1 o&apos;clock, %2 (%3)</source>
        <translation>точка удара на %1 ч, %2 (%3)</translation>
    </message>
    <message>
        <source>power %1 of 10, %2</source>
        <translation>сила %1 из 10, %2</translation>
    </message>
    <message>
        <source>direction %1°, %2 m/s, side %3, height %4</source>
        <translation>направление %1°, %2 м/с, по горизонтали %3, по высоте %4</translation>
    </message>
</context>
<context>
    <name>SummaryBox</name>
    <message>
        <source>Attempts: %1</source>
        <translation>Попыток: %1</translation>
    </message>
    <message>
        <source>Successes: %1 of %2</source>
        <translation>Удачных: %1 из %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Очков: %1</translation>
    </message>
    <message>
        <source>Best attempt: %1</source>
        <translation>Лучшая попытка: %1</translation>
    </message>
    <message>
        <source>Longest run of successes: %1</source>
        <translation>Самая длинная серия удач: %1</translation>
    </message>
    <message>
        <source>Pass mark: %1 successes of %2, reached.</source>
        <translation>Зачёт: %1 удачных из %2 — выполнен.</translation>
    </message>
    <message>
        <source>Pass mark: %1 successes of %2, not reached yet.</source>
        <translation>Зачёт: %1 удачных из %2 — пока не выполнен.</translation>
    </message>
    <message>
        <source>Pass mark reached: the next drill is open.</source>
        <translation>Зачёт получен: следующее упражнение открыто.</translation>
    </message>
    <message>
        <source>Next drill:</source>
        <translation>Следующее упражнение:</translation>
    </message>
    <message>
        <source>Set complete</source>
        <translation>Серия окончена</translation>
    </message>
    <message>
        <source>Another set</source>
        <translation>Ещё серия</translation>
    </message>
</context>
<context>
    <name>TableMarks</name>
    <message>
        <source>front</source>
        <translation>переднего борта</translation>
    </message>
    <message>
        <source>back</source>
        <translation>заднего борта</translation>
    </message>
    <message>
        <source>left</source>
        <translation>левого борта</translation>
    </message>
    <message>
        <source>right</source>
        <translation>правого борта</translation>
    </message>
    <message>
        <source>1–15</source>
        <translation>1–15</translation>
    </message>
    <message>
        <source>the standard rack, apex on the back spot</source>
        <translation>пирамида в обычной расстановке, первый шар на задней точке</translation>
    </message>
    <message>
        <source>%1 cm from the %2</source>
        <translation>%1 см от %2</translation>
    </message>
    <message>
        <source>Ball</source>
        <translation>Шар</translation>
    </message>
    <message>
        <source>End cushion</source>
        <translation>Короткий борт</translation>
    </message>
    <message>
        <source>Long cushion</source>
        <translation>Длинный борт</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Прицелы</translation>
    </message>
    <message>
        <source>Sights along the table from the front (house) cushion, and across it from the right cushion, looking from the house end</source>
        <translation>Прицельные метки: вдоль стола от переднего борта (у дома) и поперёк от правого борта, если смотреть со стороны дома</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The skill test at a real table</source>
        <translation>Тест мастерства за настоящим столом</translation>
    </message>
    <message>
        <source>Made: %1</source>
        <translation>Выполнено: %1</translation>
    </message>
    <message>
        <source>Click the diagram where the cue ball stopped: the zone decides the attempt.</source>
        <translation>Щёлкните на схеме, где остановился биток: попытку решает зона.</translation>
    </message>
    <message>
        <source>A click on the diagram notes where the cue ball stopped (optional).</source>
        <translation>Щелчок на схеме отмечает, где остановился биток (необязательно).</translation>
    </message>
    <message>
        <source>Take the test again</source>
        <translation>Пройти тест ещё раз</translation>
    </message>
    <message>
        <source>Attempt %1 of %2</source>
        <translation>Попытка %1 из %2</translation>
    </message>
    <message>
        <source>Attempts:</source>
        <translation>Попыток:</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Сыграно:</translation>
    </message>
    <message>
        <source>Typing in a score sheet from an earlier day? Set the day before the first entry.</source>
        <translation>Вносите лист счёта за прошлый день? Укажите день до первой записи.</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <source>e.g. Table 3</source>
        <translation>например, Стол 3</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>✓ Made  [M]</source>
        <translation>✓ Выполнено  [M]</translation>
    </message>
    <message>
        <source>✗ Missed  [N]</source>
        <translation>✗ Не вышло  [N]</translation>
    </message>
    <message>
        <source>Points  [0–9]</source>
        <translation>Очки  [0–9]</translation>
    </message>
    <message>
        <source>Undo  [Ctrl+Z]</source>
        <translation>Отменить  [Ctrl+Z]</translation>
    </message>
    <message>
        <source>Play the set again</source>
        <translation>Сыграть серию ещё раз</translation>
    </message>
    <message>
        <source>Comment on the next attempt  [C]</source>
        <translation>Комментарий к следующей попытке  [C]</translation>
    </message>
    <message>
        <source>%1. ✓ made</source>
        <translation>%1. ✓ выполнено</translation>
    </message>
    <message>
        <source>%1. ✗ the cue ball stopped outside the zone</source>
        <translation>%1. ✗ биток остановился вне зоны</translation>
    </message>
    <message>
        <source>%1. ✗ missed</source>
        <translation>%1. ✗ не вышло</translation>
    </message>
    <message>
        <source>No attempts entered yet.</source>
        <translation>Попыток пока нет.</translation>
    </message>
    <message>
        <source>Made %1 of %2</source>
        <translation>Выполнено %1 из %2</translation>
    </message>
    <message>
        <source>test score %1</source>
        <translation>тест: %1</translation>
    </message>
    <message>
        <source>Test over: %1 points of %2 — %3.</source>
        <translation>Тест окончен: %1 из %2 очков — %3.</translation>
    </message>
    <message>
        <source>Set over: %1 of %2 made (%3%).</source>
        <translation>Серия окончена: выполнено %1 из %2 (%3%).</translation>
    </message>
</context>
<context>
    <name>TeamView</name>
    <message>
        <source>Pyramid triathlon (3+3)</source>
        <translation>«Пирамида-троеборье» (формат 3+3)</translation>
    </message>
    <message>
        <source>Free pyramid, teams of 3 (3+3)</source>
        <translation>Свободная пирамида (формат 3+3)</translation>
    </message>
    <message>
        <source>Free pyramid, teams of 2 (2+2)</source>
        <translation>Свободная пирамида (формат 2+2)</translation>
    </message>
    <message>
        <source>boards 1 and 2 in turn</source>
        <translation>первые и вторые номера поочерёдно</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>номер %1</translation>
    </message>
    <message>
        <source>Match %1, %2: %3</source>
        <translation>Личная встреча %1, %2: %3</translation>
    </message>
    <message>
        <source>frame %1, best of %2</source>
        <translation>партия %1, встреча из %2 партий</translation>
    </message>
    <message>
        <source>%1. %2, %3: %4 — %5, won by %6</source>
        <translation>%1. %2, %3: %4 — %5, победа: %6</translation>
    </message>
    <message>
        <source>The team match is over: %1 wins.</source>
        <translation>Командная встреча окончена: победила команда «%1».</translation>
    </message>
    <message>
        <source>Team sheet</source>
        <translation>Протокол командной встречи</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>frame %1: %2 — %3</source>
        <translation>партия %1: %2 — %3</translation>
    </message>
    <message>
        <source>%1. %2, %3: %4 — %5, in play</source>
        <translation>%1. %2, %3: %4 — %5, идёт игра</translation>
    </message>
</context>
<context>
    <name>TipDiagram</name>
    <message>
        <source>Where the tip meets the cue ball: up for follow, down for draw, left or right for side. The dashed circle is the miscue limit. Double-click to return to the centre.</source>
        <translation>Куда наклейка попадает в биток: выше — накат, ниже — оттяжка, влево или вправо — винт. Пунктирный круг — граница кикса. Двойной щелчок возвращает в центр.</translation>
    </message>
</context>
<context>
    <name>WeakSpots</name>
    <message>
        <source>No history is open, so there are no pot attempts to read.</source>
        <translation>История не открыта, поэтому попыток забить шар прочесть негде.</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>Историю не удалось прочесть: %1</translation>
    </message>
    <message>
        <source>Cuts of %1–%2° from %3–%4 m: %5 of %6 potted (%7 %); your own trend elsewhere predicts %8 %, a gap of %9 standard errors.</source>
        <translation>Срезки %1–%2° с %3–%4 м: забито %5 из %6 (%7 %); ваша собственная тенденция на остальных ударах предсказывает %8 %, разрыв — %9 стандартной ошибки.</translation>
    </message>
    <message>
        <source>Here you overcut by %1° on average.</source>
        <translation>Здесь вы в среднем перерезаете на %1°.</translation>
    </message>
    <message>
        <source>Here you undercut by %1° on average.</source>
        <translation>Здесь вы в среднем недорезаете на %1°.</translation>
    </message>
    <message>
        <source>Only %1 pot attempts are in your history: no cut and distance has the %2 attempts it takes to tell a weak spot from chance. Play a few frames or potting drills and look again.</source>
        <translation>В истории всего %1 попыток забить шар: ни на одной срезке и расстоянии нет %2 попыток, которые нужны, чтобы отличить слабое место от случайности. Сыграйте несколько партий или упражнений на забивание и загляните снова.</translation>
    </message>
    <message>
        <source>No weak spot stands out: in %1 pot attempts no cut and distance is potted clearly below your own trend, so there is nothing to single out.</source>
        <translation>Слабых мест не видно: среди %1 попыток забить шар нет срезки и расстояния, где вы забиваете заметно хуже собственной тенденции, — выделять нечего.</translation>
    </message>
    <message>
        <source>The nearest to one:</source>
        <translation>Ближе всего к слабому месту:</translation>
    </message>
</context>
<context>
    <name>WeakSpotsPage</name>
    <message>
        <source>Train weak spots</source>
        <translation>Тренировать слабые места</translation>
    </message>
    <message>
        <source>Back to the drills</source>
        <translation>Назад к упражнениям</translation>
    </message>
    <message>
        <source>At a real table</source>
        <translation>За настоящим столом</translation>
    </message>
    <message>
        <source>Start the set</source>
        <translation>Начать серию</translation>
    </message>
    <message>
        <source>Reading your pot attempts from the history…</source>
        <translation>Читаю ваши попытки забить шар из истории…</translation>
    </message>
    <message>
        <source>From %1 pot attempts in your history:</source>
        <translation>По %1 попыткам забить шар из вашей истории:</translation>
    </message>
    <message>
        <source>The set &quot;%1&quot; (%2 drills, in your drills) lays out shots inside these cells; play it, then look again after a few sessions.</source>
        <translation>Серия «%1» (упражнений: %2, среди ваших упражнений) расставляет удары именно такие; сыграйте её и загляните снова через несколько тренировок.</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Opening breaks</source>
        <extracomment>A legal break&apos;s dot: yellow, which reads on the cloth (green would vanish in it). Inches between the columns (the trend and the histogram; the table and its key).</extracomment>
        <translation>Разбои</translation>
    </message>
    <message>
        <source>Legal breaks, %</source>
        <translation>Правильные разбои, %</translation>
    </message>
    <message>
        <source>Balls pocketed on the break</source>
        <translation>Забито шаров на разбое</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Разбои</translation>
    </message>
    <message>
        <source>Cue ball after the latest breaks: {n} (the pyramid stands at the right)</source>
        <translation>Биток после последних разбоев: {n} (пирамида справа)</translation>
    </message>
    <message>
        <source>Legal breaks per day; line: last {n} days</source>
        <translation>Правильные разбои по дням; линия — за последние {n} дн.</translation>
    </message>
    <message>
        <source>Balls pocketed (mean {m:.2f})</source>
        <translation>Забито шаров (в среднем {m:.2f})</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>правильных</translation>
    </message>
    <message>
        <source>legal break</source>
        <translation>правильный разбой</translation>
    </message>
    <message>
        <source>foul or illegal break</source>
        <translation>штраф или неправильный разбой</translation>
    </message>
    <message>
        <source>Games by discipline</source>
        <translation>Партии по дисциплинам</translation>
    </message>
    <message>
        <source>none
finished</source>
        <translation>ни одна
не закончена</translation>
    </message>
    <message>
        <source>Games won, %</source>
        <translation>Выиграно партий, %</translation>
    </message>
    <message>
        <source>Games won (won/played)</source>
        <translation>Выиграно партий (выиграно/сыграно)</translation>
    </message>
    <message>
        <source>Points per visit</source>
        <translation>Очков за подход</translation>
    </message>
    <message>
        <source>Points per visit (number of visits)</source>
        <translation>Очков за подход (число подходов)</translation>
    </message>
    <message>
        <source>Pot rate by cut angle and distance</source>
        <extracomment>The colour scale: a 0–100 % ramp (one small mesh: a colorbar is a whole machinery).</extracomment>
        <translation>Забиваемость по углу резки и расстоянию</translation>
    </message>
    <message>
        <source>Fewer than {n} shots in every cell yet: play pot drills in Practice and the cells fill in</source>
        <translation>Пока в каждой клетке меньше {n} ударов: играйте упражнения на забивание в «Тренировке», и клетки заполнятся</translation>
    </message>
    <message>
        <source>Cut angle, degrees (0 = full ball)</source>
        <translation>Угол резки, градусы (0 — в лоб)</translation>
    </message>
    <message>
        <source>Distance cue ball to object ball, m</source>
        <translation>Расстояние от битка до прицельного шара, м</translation>
    </message>
    <message>
        <source>Pot rate, %</source>
        <translation>Забиваемость, %</translation>
    </message>
    <message>
        <source>No clear bias yet: fewer than five shots in every group of cut angle and distance</source>
        <translation>Явного смещения пока нет: в каждой группе по углу и расстоянию меньше пяти ударов</translation>
    </message>
    <message>
        <source>You overcut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)</source>
        <translation>Вы перерезаете резки {a0}–{a1}° влево на {deg}° с {d0}–{d1} м (ударов: {n})</translation>
    </message>
    <message>
        <source>You overcut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)</source>
        <translation>Вы перерезаете резки {a0}–{a1}° вправо на {deg}° с {d0}–{d1} м (ударов: {n})</translation>
    </message>
    <message>
        <source>You undercut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)</source>
        <translation>Вы недорезаете резки {a0}–{a1}° влево на {deg}° с {d0}–{d1} м (ударов: {n})</translation>
    </message>
    <message>
        <source>You undercut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)</source>
        <translation>Вы недорезаете резки {a0}–{a1}° вправо на {deg}° с {d0}–{d1} м (ударов: {n})</translation>
    </message>
    <message>
        <source>Aim bias by cut angle and distance</source>
        <extracomment>Points from the bottom of the plots down to the key (under the axis labels).</extracomment>
        <translation>Смещение прицела по углу резки и расстоянию</translation>
    </message>
    <message>
        <source>Balls cut to the left</source>
        <translation>Шары, срезанные влево</translation>
    </message>
    <message>
        <source>Balls cut to the right</source>
        <translation>Шары, срезанные вправо</translation>
    </message>
    <message>
        <source>m</source>
        <translation>м</translation>
    </message>
    <message>
        <source>Cut angle, degrees</source>
        <translation>Угол резки, градусы</translation>
    </message>
    <message>
        <source>Mean error, °</source>
        <translation>Средняя ошибка, °</translation>
    </message>
    <message>
        <source>fewer than 5 shots</source>
        <translation>меньше 5 ударов</translation>
    </message>
    <message>
        <source>shots: {n}</source>
        <translation>ударов: {n}</translation>
    </message>
    <message>
        <source>Mean error, degrees (+ overcut, − undercut)</source>
        <translation>Средняя ошибка, градусы (+ перерез, − недорез)</translation>
    </message>
    <message>
        <source>Distance cue ball to ghost ball</source>
        <translation>Расстояние от битка до точки прицеливания</translation>
    </message>
    <message>
        <source>(+ overcut, − undercut)</source>
        <translation>(+ перерез, − недорез)</translation>
    </message>
    <message>
        <source>Computing: {done} of {total} shots…</source>
        <translation>Расчёт: {done} из {total} ударов…</translation>
    </message>
    <message>
        <source>Pot rate by cut angle, all distances</source>
        <translation>Забиваемость по углу резки, все расстояния</translation>
    </message>
    <message>
        <source>Drill success rate by drill</source>
        <extracomment>The key&apos;s font size (points).</extracomment>
        <translation>Успешность по упражнениям</translation>
    </message>
    <message>
        <source>Drill success rate by category</source>
        <translation>Успешность по разделам</translation>
    </message>
    <message>
        <source>Success rate, %</source>
        <translation>Успешность, %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>dots: one session (size = attempts); lines: trend over the last {n} sessions</source>
        <translation>точки: одно занятие (размер — число попыток); линии: тренд за последние {n} занятий</translation>
    </message>
    <message>
        <source>No data for the chosen player, dates and filters</source>
        <extracomment>English as written. Draws a text as the filled outlines of its glyphs (a public matplotlib path effect).</extracomment>
        <translation>Нет данных для выбранного игрока, дат и фильтров</translation>
    </message>
    <message>
        <source>Play drills in Practice, or games, and this chart fills in.</source>
        <translation>Играйте упражнения в «Тренировке» или партии — и график заполнится.</translation>
    </message>
    <message>
        <source>Tip</source>
        <extracomment>The cue ball as the app&apos;s table draws it (coach_app.table.style: red), its path yellow.</extracomment>
        <translation>Наклейка</translation>
    </message>
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
        <source>a pocket</source>
        <translation>луза</translation>
    </message>
    <message>
        <source>a legal shot</source>
        <translation>удар по правилам</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>ball {ball} into the {pocket}</source>
        <translation>шар {ball} — {pocket}</translation>
    </message>
    <message>
        <source>the cue ball into the {pocket}</source>
        <translation>биток — {pocket}</translation>
    </message>
    <message>
        <source>direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R</source>
        <translation>направление {d:.1f}°, скорость {v:.2f} м/с, винт {s:+.2f} R, по высоте {h:+.2f} R</translation>
    </message>
    <message>
        <source>pocketed: {p}</source>
        <translation>забиты: {p}</translation>
    </message>
    <message>
        <source>direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R; pocketed: {p}; {verdict}</source>
        <translation>направление {d:.1f}°, скорость {v:.2f} м/с, по горизонтали {s:+.2f} R, по высоте {h:+.2f} R; забиты: {p}; {verdict}</translation>
    </message>
    <message>
        <source>Shot {n}</source>
        <translation>Удар {n}</translation>
    </message>
    <message>
        <source>LANGUAGE_CODE</source>
        <translation>ru</translation>
    </message>
    <message>
        <source>Progress report: {name}</source>
        <extracomment>The most recent finished game frames whose protocols the report prints.</extracomment>
        <translation>Отчёт о прогрессе: {name}</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Занятия</translation>
    </message>
    <message>
        <source>Shots recorded</source>
        <translation>Записано ударов</translation>
    </message>
    <message>
        <source>Drill attempts succeeded</source>
        <translation>Удачных попыток в упражнениях</translation>
    </message>
    <message>
        <source>Pot attempts potted</source>
        <translation>Забито из попыток забить</translation>
    </message>
    <message>
        <source>Legal opening breaks</source>
        <translation>Правильных разбоев</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <source>Coach&apos;s notes</source>
        <translation>Заметки тренера</translation>
    </message>
    <message>
        <source>Key shots</source>
        <translation>Ключевые удары</translation>
    </message>
    <message>
        <source>on a shot</source>
        <translation>к удару</translation>
    </message>
    <message>
        <source>on the session</source>
        <translation>к занятию</translation>
    </message>
    <message>
        <source>Key shot</source>
        <translation>Ключевой удар</translation>
    </message>
    <message>
        <source>Russian pyramid · generated {when}</source>
        <translation>Русский бильярд (пирамида) · создано {when}</translation>
    </message>
    <message>
        <source>Key shot ({label}), {when}</source>
        <translation>Ключевой удар ({label}), {when}</translation>
    </message>
    <message>
        <source>break</source>
        <translation>разбой</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>выход</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>цвета</translation>
    </message>
    <message>
        <source>potting</source>
        <translation>забивание</translation>
    </message>
    <message>
        <source>position</source>
        <translation>позиция</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>free</source>
        <translation>Свободная пирамида</translation>
    </message>
    <message>
        <source>combined</source>
        <translation>Комбинированная пирамида</translation>
    </message>
    <message>
        <source>dynamic</source>
        <translation>Динамичная пирамида</translation>
    </message>
    <message>
        <source>classic-71</source>
        <translation>Классическая пирамида, 71</translation>
    </message>
    <message>
        <source>classic-51</source>
        <translation>Классическая пирамида, 51</translation>
    </message>
    <message>
        <source>classic-8</source>
        <translation>Классическая пирамида, 8 шаров</translation>
    </message>
    <message>
        <source>pyramid-t</source>
        <translation>Пирамида Т</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Где сыграно</translation>
    </message>
    <message>
        <source>Drill attempts: screen / real table</source>
        <translation>Попытки: экран / настоящий стол</translation>
    </message>
    <message>
        <source>Attempts at a real table</source>
        <translation>Попытки за настоящим столом</translation>
    </message>
    <message>
        <source>made</source>
        <translation>удача</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>неудача</translation>
    </message>
    <message>
        <source>points: {n}</source>
        <translation>очков: {n}</translation>
    </message>
    <message>
        <source>potted: {n}</source>
        <translation>забито шаров: {n}</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Skill test</source>
        <translation>Тест мастерства</translation>
    </message>
    <message>
        <source>Practice plans</source>
        <translation>Планы тренировок</translation>
    </message>
    <message>
        <source>from {date}</source>
        <translation>с {date}</translation>
    </message>
    <message>
        <source>until {date}</source>
        <translation>по {date}</translation>
    </message>
    <message>
        <source>all dates</source>
        <translation>за всё время</translation>
    </message>
    <message>
        <source>key shot</source>
        <translation>ключевой удар</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>well played</source>
        <translation>хорошо сыграно</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>отмечен</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <source>amateur</source>
        <translation>любитель</translation>
    </message>
    <message>
        <source>club player</source>
        <translation>клубный игрок</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <source>master</source>
        <translation>мастер</translation>
    </message>
    <message>
        <source>Skill test: {score}/{total} ({rating}), {date}</source>
        <translation>Тест мастерства: {score}/{total} ({rating}), {date}</translation>
    </message>
    <message>
        <source>at a real table</source>
        <translation>за настоящим столом</translation>
    </message>
    <message>
        <source>Score, % of {total}</source>
        <translation>Результат, % от {total}</translation>
    </message>
    <message>
        <source>Frame protocol</source>
        <translation>Протокол партии</translation>
    </message>
    <message>
        <source>real table</source>
        <translation>настоящий стол</translation>
    </message>
    <message>
        <source>screen</source>
        <translation>экран</translation>
    </message>
    <message>
        <source>both</source>
        <translation>стол и экран</translation>
    </message>
    <message>
        <source>No rated frame ({where}) yet: finish a frame of a game against a person or the computer and the rating appears here.</source>
        <translation>Пока нет партий для рейтинга ({where}): доиграйте партию с человеком или компьютером, и рейтинг появится здесь.</translation>
    </message>
    <message>
        <source>Rating ({where}): {rating} ± {sd}, from frames: {frames} (won {won}, lost {lost}), games: {games}.</source>
        <translation>Рейтинг ({where}): {rating} ± {sd}, по партиям: {frames} (выиграно {won}, проиграно {lost}), встреч: {games}.</translation>
    </message>
    <message>
        <source>You play like the computer at the level «{level}».</source>
        <translation>Вы играете как компьютер уровня «{level}».</translation>
    </message>
    <message>
        <source>One day of play so far: the line over time begins with the next day&apos;s frames.</source>
        <translation>Пока сыгран один день: линия во времени начнётся с партий следующего дня.</translation>
    </message>
    <message>
        <source>Rating over time ({where})</source>
        <translation>Рейтинг во времени ({where})</translation>
    </message>
    <message>
        <source>± uncertainty</source>
        <translation>± неопределённость</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>Rating, points</source>
        <translation>Рейтинг, очки</translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation>компьютер ({level})</translation>
    </message>
    <message>
        <source>Head to head: no frame against an opponent yet.</source>
        <translation>Личные встречи: пока ни одной партии с соперником.</translation>
    </message>
    <message>
        <source>Head to head ({where}), frames won–lost</source>
        <translation>Личные встречи ({where}), партии: выиграно–проиграно</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won–lost</source>
        <translation>Выиграно–проиграно</translation>
    </message>
    <message>
        <source>screen + real table</source>
        <translation>экран + настоящий стол</translation>
    </message>
    <message>
        <source>Real-table attempts have no simulated stroke: this chart counts the shots played on the screen only.</source>
        <translation>У попыток за настоящим столом нет смоделированного удара: график считает только удары на экране.</translation>
    </message>
    <message>
        <source>Games won count the matches scored at a real table; points per visit come from the shots played on the screen only.</source>
        <translation>Выигранные партии включают матчи за настоящим столом; очки за подход — только по ударам на экране.</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>от: %1</translation>
    </message>
    <message>
        <source>%1 of %2 drills passed</source>
        <translation>зачёт по %1 из %2 упражнений</translation>
    </message>
    <message>
        <source>%1: %2 attempts, pass mark %3</source>
        <translation>%1: попыток %2, проходной балл %3</translation>
    </message>
    <message>
        <source>screen: %2 of %3 made (sets: %1)</source>
        <translation>экран: выполнено %2 из %3 (серий: %1)</translation>
    </message>
    <message>
        <source>real table: %2 of %3 made (sets: %1)</source>
        <translation>стол: выполнено %2 из %3 (серий: %1)</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ещё не играли</translation>
    </message>
    <message>
        <source>✓ passed at the table</source>
        <translation>✓ зачёт за столом</translation>
    </message>
    <message>
        <source>✓ passed on the screen</source>
        <translation>✓ зачёт на экране</translation>
    </message>
</context>
</TS>

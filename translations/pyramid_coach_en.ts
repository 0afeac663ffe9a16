<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>About</name>
        <message>
            <source>Pyramid Coach</source>
            <translation>Pyramid Coach</translation>
        </message>
        <message>
            <source>A training and coaching program for Russian pyramid billiards: a to-scale table, realistic physics, the federation's rules, drills and your history.</source>
            <translation>A training and coaching program for Russian pyramid billiards: a to-scale table, realistic physics, the federation's rules, drills and your history.</translation>
        </message>
        <message>
            <source>Built with Qt for Python %1 and pymunk.</source>
            <translation>Built with Qt for Python %1 and pymunk.</translation>
        </message>
        <message>
            <source>About Pyramid Coach</source>
            <translation>About Pyramid Coach</translation>
        </message>
    </context>
    <context>
        <name>AnalysisMenu</name>
        <message>
            <source>&amp;Analysis</source>
            <extracomment>Worker processes for the app's analyses: both cores of the target machine.</extracomment>
            <translation>&amp;Analysis</translation>
        </message>
        <message>
            <source>&amp;Pot probability…</source>
            <translation>&amp;Pot probability…</translation>
        </message>
        <message>
            <source>&amp;Break analysis…</source>
            <translation>&amp;Break analysis…</translation>
        </message>
        <message>
            <source>Cue-ball &amp;placement map…</source>
            <translation>Cue-ball &amp;placement map…</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analysis</translation>
        </message>
        <message>
            <source>Aim at a ball first: the pot probability is worked out for the ball the aim line meets.</source>
            <translation>Aim at a ball first: the pot probability is worked out for the ball the aim line meets.</translation>
        </message>
        <message>
            <source>The placement map needs a target: open a drill played from the house, or aim at the ball to pot.</source>
            <translation>The placement map needs a target: open a drill played from the house, or aim at the ball to pot.</translation>
        </message>
    </context>
    <context>
        <name>AttemptBox</name>
        <message>
            <source>Attempt</source>
            <translation>Attempt</translation>
        </message>
        <message>
            <source>Retry exactly</source>
            <translation>Retry exactly</translation>
        </message>
        <message>
            <source>The same layout again, with the cue parameters of your first shot</source>
            <translation>The same layout again, with the cue parameters of your first shot</translation>
        </message>
        <message>
            <source>Next attempt</source>
            <translation>Next attempt</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Show me</translation>
        </message>
        <message>
            <source>Play the drill's recorded successful solution; it does not count</source>
            <translation>Play the drill's recorded successful solution; it does not count</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
    </context>
    <context>
        <name>BreakAnalysisDialog</name>
        <message>
            <source>Break analysis</source>
            <translation>Break analysis</translation>
        </message>
        <message>
            <source>Rules:</source>
            <translation>Rules:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Level:</translation>
        </message>
        <message>
            <source>Breaks per setting:</source>
            <translation>Breaks per setting:</translation>
        </message>
        <message>
            <source>Settings:</source>
            <translation>Settings:</translation>
        </message>
        <message>
            <source>%v of %m settings</source>
            <translation>%v of %m settings</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Choose the rules and the level, then press Analyse.</source>
            <translation>Choose the rules and the level, then press Analyse.</translation>
        </message>
        <message>
            <source>%1: %2 apex offsets × %3 speeds × %4 places in the house</source>
            <translation>%1: %2 apex offsets × %3 speeds × %4 places in the house</translation>
        </message>
        <message>
            <source>Playing %1 breaks per setting…</source>
            <translation>Playing %1 breaks per setting…</translation>
        </message>
        <message>
            <source>Cancelling: the settings being played finish first…</source>
            <translation>Cancelling: the settings being played finish first…</translation>
        </message>
        <message>
            <source>Cancelled after %1 of %2 settings.</source>
            <translation>Cancelled after %1 of %2 settings.</translation>
        </message>
        <message>
            <source>Level: %1, %2 breaks per setting; the blue box marks the best.</source>
            <translation>Level: %1, %2 breaks per setting; the blue box marks the best.</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>The analysis failed: %1</translation>
        </message>
        <message>
            <source>Legal breaks, %</source>
            <translation>Legal breaks, %</translation>
        </message>
        <message>
            <source>Balls pocketed (mean)</source>
            <translation>Balls pocketed (mean)</translation>
        </message>
        <message>
            <source>Apex offset, R (+ left)</source>
            <translation>Apex offset, R (+ left)</translation>
        </message>
        <message>
            <source>Speed, m/s</source>
            <translation>Speed, m/s</translation>
        </message>
    </context>
    <context>
        <name>BreakTexts</name>
        <message>
            <source>on the long axis</source>
            <translation>on the long axis</translation>
        </message>
        <message>
            <source>%1 cm left of the long axis</source>
            <translation>%1 cm left of the long axis</translation>
        </message>
        <message>
            <source>%1 cm right of the long axis</source>
            <translation>%1 cm right of the long axis</translation>
        </message>
        <message>
            <source>cue ball %1 cm from the bottom cushion, %2</source>
            <translation>cue ball %1 cm from the bottom cushion, %2</translation>
        </message>
        <message>
            <source>full on the apex ball</source>
            <translation>full on the apex ball</translation>
        </message>
        <message>
            <source>%1 ball radius left of the apex ball's centre</source>
            <translation>%1 ball radius left of the apex ball's centre</translation>
        </message>
        <message>
            <source>%1 ball radius right of the apex ball's centre</source>
            <translation>%1 ball radius right of the apex ball's centre</translation>
        </message>
        <message>
            <source>%1; aim %2; %3 m/s</source>
            <translation>%1; aim %2; %3 m/s</translation>
        </message>
        <message>
            <source>; tip %1 side, %2 height</source>
            <translation>; tip %1 side, %2 height</translation>
        </message>
        <message>
            <source>Best break for %1: %2. Legal in %3 % of breaks, %4 balls pocketed on average, cue ball lost in %5 %, %6 points per break.</source>
            <translation>Best break for %1: %2. Legal in %3 % of breaks, %4 balls pocketed on average, cue ball lost in %5 %, %6 points per break.</translation>
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
            <translation>front cushion (house end)</translation>
        </message>
        <message>
            <source>back cushion</source>
            <translation>back cushion</translation>
        </message>
        <message>
            <source>left cushion</source>
            <translation>left cushion</translation>
        </message>
        <message>
            <source>right cushion</source>
            <translation>right cushion</translation>
        </message>
        <message>
            <source>Pass mark: none set for this drill; play for your best total.</source>
            <translation>Pass mark: none set for this drill; play for your best total.</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>Pass mark: %1 successes of %2.</source>
            <translation>Pass mark: %1 successes of %2.</translation>
        </message>
        <message>
            <source>cue ball</source>
            <translation>cue ball</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <source>black</source>
            <translation>black</translation>
        </message>
        <message>
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <source>front</source>
            <translation>front</translation>
        </message>
        <message>
            <source>back</source>
            <translation>back</translation>
        </message>
        <message>
            <source>left</source>
            <translation>left</translation>
        </message>
        <message>
            <source>right</source>
            <translation>right</translation>
        </message>
        <message>
            <source>Ball</source>
            <translation>Ball</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Diamonds</translation>
        </message>
        <message>
            <source>along · across</source>
            <translation>along · across</translation>
        </message>
        <message>
            <source>Measurements: from the nose of the cushion to the centre of the ball</source>
            <translation>Measurements: from the nose of the cushion to the centre of the ball</translation>
        </message>
        <message>
            <source>Write the points: 10 less the pot chance left to the opponent in tenths, 0 for a foul.</source>
            <translation>Write the points: 10 less the pot chance left to the opponent in tenths, 0 for a foul.</translation>
        </message>
        <message>
            <source>No ball is fixed: see the goal.</source>
            <translation>No ball is fixed: see the goal.</translation>
        </message>
        <message>
            <source>End cushion</source>
            <translation>End cushion</translation>
        </message>
        <message>
            <source>cm</source>
            <translation>cm</translation>
        </message>
        <message>
            <source>Long cushion</source>
            <translation>Long cushion</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message>
            <source>Circle ✓ for a success, ✗ for a miss.</source>
            <translation>Circle ✓ for a success, ✗ for a miss.</translation>
        </message>
        <message>
            <source>A success scores %1 points; write them in, 0 for a miss.</source>
            <translation>A success scores %1 points; write them in, 0 for a miss.</translation>
        </message>
        <message>
            <source>Write the points: one per goal ball pocketed as asked.</source>
            <translation>Write the points: one per goal ball pocketed as asked.</translation>
        </message>
        <message>
            <source>Write the points: the game value of each goal ball pocketed.</source>
            <translation>Write the points: the game value of each goal ball pocketed.</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Successes: ____ of %1</source>
            <translation>Successes: ____ of %1</translation>
        </message>
        <message>
            <source>Points: ______</source>
            <translation>Points: ______</translation>
        </message>
        <message>
            <source>Passed:  yes  /  no</source>
            <translation>Passed:  yes  /  no</translation>
        </message>
        <message>
            <source>Drill</source>
            <translation>Drill</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>Pass mark</source>
            <translation>Pass mark</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Drill cards</source>
            <translation>Drill cards</translation>
        </message>
        <message>
            <source>Practice plan</source>
            <translation>Practice plan</translation>
        </message>
        <message>
            <source>Russian pyramid · %1 drills · %2 attempts each</source>
            <translation>Russian pyramid · %1 drills · %2 attempts each</translation>
        </message>
        <message>
            <source>Russian pyramid · %1 drills</source>
            <translation>Russian pyramid · %1 drills</translation>
        </message>
        <message>
            <source>Date:</source>
            <translation>Date:</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>level %1</source>
            <translation>level %1</translation>
        </message>
        <message>
            <source>Goal: %1</source>
            <translation>Goal: %1</translation>
        </message>
        <message>
            <source>Balls in a dashed zone are scattered anew each attempt; the figures are those of attempt 1.</source>
            <translation>Balls in a dashed zone are scattered anew each attempt; the figures are those of attempt 1.</translation>
        </message>
        <message>
            <source>cue ball (hatched)</source>
            <translation>cue ball (hatched)</translation>
        </message>
        <message>
            <source>object ball with its number; №1, №2…: the order</source>
            <translation>object ball with its number; №1, №2…: the order</translation>
        </message>
        <message>
            <source>ringed pocket: the target pocket; dotted: the target zone</source>
            <translation>ringed pocket: the target pocket; dotted: the target zone</translation>
        </message>
        <message>
            <source>shaded: the house, where the cue ball is placed by hand</source>
            <translation>shaded: the house, where the cue ball is placed by hand</translation>
        </message>
        <message>
            <source>diamonds: along from the front cushion, across from the right</source>
            <translation>diamonds: along from the front cushion, across from the right</translation>
        </message>
    </context>
    <context>
        <name>ColourChips</name>
        <message>
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <source>black</source>
            <translation>black</translation>
        </message>
        <message>
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <source>Collected in this set: %1. Still to pocket: %2.</source>
            <translation>Collected in this set: %1. Still to pocket: %2.</translation>
        </message>
        <message>
            <source>On the table (points × balls):</source>
            <translation>On the table (points × balls):</translation>
        </message>
        <message>
            <source>%1: %2 each, %3 left on the table</source>
            <translation>%1: %2 each, %3 left on the table</translation>
        </message>
        <message>
            <source>= %1</source>
            <translation>= %1</translation>
        </message>
        <message>
            <source>(five or fewer: every ball is common, 4.5)</source>
            <translation>(five or fewer: every ball is common, 4.5)</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <source>Compare two attempts: %1</source>
            <translation>Compare two attempts: %1</translation>
        </message>
        <message>
            <source>Back to the walk-through</source>
            <translation>Back to the walk-through</translation>
        </message>
        <message>
            <source>Attempt shown on the left</source>
            <translation>Attempt shown on the left</translation>
        </message>
        <message>
            <source>Attempt shown on the right</source>
            <translation>Attempt shown on the right</translation>
        </message>
    </context>
    <context>
        <name>CompareSide</name>
        <message>
            <source>Shot %1 of %2</source>
            <translation>Shot %1 of %2</translation>
        </message>
    </context>
    <context>
        <name>Computer</name>
        <message>
            <source>%1 (%2) is choosing its play.</source>
            <translation>%1 (%2) is choosing its play.</translation>
        </message>
        <message>
            <source>%1 (%2) is aiming: the line shows the shot it means to play.</source>
            <translation>%1 (%2) is aiming: the line shows the shot it means to play.</translation>
        </message>
        <message>
            <source>Computer is thinking…</source>
            <extracomment>Show "thinking" only when the choice takes longer than this (ms): a quick choice would only make the indicator flicker. How long the computer's aim stays on the table before it shoots (ms). (state, level, generator, table, params, progress=…) -&gt; Choice; tests put a quick stub here. The steps of the bar a turn's rising fraction is reported in (``progress(done, total)``).</extracomment>
            <translation>Computer is thinking…</translation>
        </message>
        <message>
            <source>Computer is thinking… %1 %</source>
            <translation>Computer is thinking… %1 %</translation>
        </message>
        <message>
            <source>The computer could not choose its play: %1</source>
            <extracomment>None: :func:`choose_turn` (looked up at each turn, so a test can patch it). The real policy's worker processes, started with its first turn (a screen whose policy is a test's stub never starts any).</extracomment>
            <translation>The computer could not choose its play: %1</translation>
        </message>
    </context>
    <context>
        <name>ComputerTexts</name>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>%1 plays a свояк: %2 into the %3 off %4.</source>
            <translation>%1 plays a свояк: %2 into the %3 off %4.</translation>
        </message>
        <message>
            <source>%1 plays a combination: %2 off %3 into the %4.</source>
            <translation>%1 plays a combination: %2 off %3 into the %4.</translation>
        </message>
        <message>
            <source>%1 plays a double: %2 off the cushion into the %3.</source>
            <translation>%1 plays a double: %2 off the cushion into the %3.</translation>
        </message>
        <message>
            <source>%1 plays %2 into the %3, striking %4.</source>
            <translation>%1 plays %2 into the %3, striking %4.</translation>
        </message>
        <message>
            <source>%1 plays %2 into the %3.</source>
            <translation>%1 plays %2 into the %3.</translation>
        </message>
        <message>
            <source>Chance of the pot: %1%.</source>
            <translation>Chance of the pot: %1%.</translation>
        </message>
        <message>
            <source>%1 accepts the table and plays.</source>
            <translation>%1 accepts the table and plays.</translation>
        </message>
        <message>
            <source>%1 accepts the table and passes the shot.</source>
            <translation>%1 accepts the table and passes the shot.</translation>
        </message>
        <message>
            <source>%1 has the balls re-racked and breaks.</source>
            <translation>%1 has the balls re-racked and breaks.</translation>
        </message>
        <message>
            <source>%1 has the balls re-racked; the offender breaks again.</source>
            <translation>%1 has the balls re-racked; the offender breaks again.</translation>
        </message>
        <message>
            <source>The lag is drawn: %1 wins it and plays first.</source>
            <translation>The lag is drawn: %1 wins it and plays first.</translation>
        </message>
        <message>
            <source>The lag is drawn: %1 wins it and lets the opponent play first.</source>
            <translation>The lag is drawn: %1 wins it and lets the opponent play first.</translation>
        </message>
        <message>
            <source>%1 breaks.</source>
            <translation>%1 breaks.</translation>
        </message>
        <message>
            <source>%1 places the cue ball in hand.</source>
            <translation>%1 places the cue ball in hand.</translation>
        </message>
        <message>
            <source>%1 also plays for position on the next shot.</source>
            <translation>%1 also plays for position on the next shot.</translation>
        </message>
        <message>
            <source>%1 sees no pot worth trying and plays safe.</source>
            <translation>%1 sees no pot worth trying and plays safe.</translation>
        </message>
        <message>
            <source>%1 sees nothing on and plays a firm hit at the nearest ball.</source>
            <translation>%1 sees nothing on and plays a firm hit at the nearest ball.</translation>
        </message>
        <message>
            <source>%1 calls %2 into the %3.</source>
            <translation>%1 calls %2 into the %3.</translation>
        </message>
        <message>
            <source>%1 takes %2 onto the shelf.</source>
            <translation>%1 takes %2 onto the shelf.</translation>
        </message>
        <message>
            <source>%1 declines the penalty ball.</source>
            <translation>%1 declines the penalty ball.</translation>
        </message>
        <message>
            <source>%1 takes %2 onto the shelf for the pocketed cue ball.</source>
            <translation>%1 takes %2 onto the shelf for the pocketed cue ball.</translation>
        </message>
        <message>
            <source>%1 declines a ball for the pocketed cue ball.</source>
            <translation>%1 declines a ball for the pocketed cue ball.</translation>
        </message>
        <message>
            <source>%1 shoots from here.</source>
            <translation>%1 shoots from here.</translation>
        </message>
        <message>
            <source>%1 passes the shot to %2.</source>
            <translation>%1 passes the shot to %2.</translation>
        </message>
        <message>
            <source>%1 sends %2 to the table first.</source>
            <translation>%1 sends %2 to the table first.</translation>
        </message>
        <message>
            <source>%1 plays it as: %2</source>
            <translation>%1 plays it as: %2</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Something went wrong: %1</source>
            <translation>Something went wrong: %1</translation>
        </message>
        <message>
            <source>The program goes on.</source>
            <translation>The program goes on.</translation>
        </message>
        <message>
            <source>The program goes on. The details are in the log: %1</source>
            <translation>The program goes on. The details are in the log: %1</translation>
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
            <translation>The shot could not be simulated: %1</translation>
        </message>
    </context>
    <context>
        <name>DateRange</name>
        <message>
            <source>From</source>
            <translation>From</translation>
        </message>
        <message>
            <source>To</source>
            <translation>To</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <source>Decline</source>
            <translation>Decline</translation>
        </message>
        <message>
            <source>%1 won and plays</source>
            <translation>%1 won and plays</translation>
        </message>
        <message>
            <source>%1 won and passes</source>
            <translation>%1 won and passes</translation>
        </message>
        <message>
            <source>%1 won and breaks</source>
            <translation>%1 won and breaks</translation>
        </message>
        <message>
            <source>%1 won and passes the break</source>
            <translation>%1 won and passes the break</translation>
        </message>
    </context>
    <context>
        <name>DifficultyPanel</name>
        <message>
            <source>Playing the solution %1 times…</source>
            <extracomment>Samples per shot: the 95 % interval is about ±10 points at 100.</extracomment>
            <translation>Playing the solution %1 times…</translation>
        </message>
        <message>
            <source>Could not estimate: %1</source>
            <translation>Could not estimate: %1</translation>
        </message>
        <message>
            <source>No recorded solution to measure the drill by.</source>
            <translation>No recorded solution to measure the drill by.</translation>
        </message>
        <message>
            <source>Success chance: not estimated yet</source>
            <translation>Success chance: not estimated yet</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>easy</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>medium</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>hard</translation>
        </message>
        <message>
            <source>very hard</source>
            <translation>very hard</translation>
        </message>
        <message>
            <source>Success chance (%1): %2 % (%3–%4 %), %5</source>
            <translation>Success chance (%1): %2 % (%3–%4 %), %5</translation>
        </message>
        <message>
            <source>Estimate success chance</source>
            <translation>Estimate success chance</translation>
        </message>
        <message>
            <source>Plays the drill's recorded solution many times with the stroke errors of the chosen level and counts the successful attempts</source>
            <translation>Plays the drill's recorded solution many times with the stroke errors of the chosen level and counts the successful attempts</translation>
        </message>
    </context>
    <context>
        <name>Drill</name>
        <message>
            <source>Opening breaks</source>
            <extracomment>lupdate finds ``translate("Context", "text")`` calls; this keeps the lines short.</extracomment>
            <translation>Opening breaks</translation>
        </message>
        <message>
            <source>Cue ball from hand</source>
            <translation>Cue ball from hand</translation>
        </message>
        <message>
            <source>Pyramid T colours</source>
            <translation>Pyramid T colours</translation>
        </message>
        <message>
            <source>Potting</source>
            <translation>Potting</translation>
        </message>
        <message>
            <source>Position play</source>
            <translation>Position play</translation>
        </message>
        <message>
            <source>Safety play</source>
            <translation>Safety play</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Other</translation>
        </message>
        <message>
            <source>The cue ball stands where it is.</source>
            <translation>The cue ball stands where it is.</translation>
        </message>
        <message>
            <source>Cue ball in hand: place it anywhere in the house.</source>
            <translation>Cue ball in hand: place it anywhere in the house.</translation>
        </message>
        <message>
            <source>Cue ball in hand: place it anywhere on the table.</source>
            <translation>Cue ball in hand: place it anywhere on the table.</translation>
        </message>
        <message>
            <source>Fixed in the layout</source>
            <translation>Fixed in the layout</translation>
        </message>
        <message>
            <source>From hand, in the house</source>
            <translation>From hand, in the house</translation>
        </message>
        <message>
            <source>From hand, anywhere</source>
            <translation>From hand, anywhere</translation>
        </message>
        <message>
            <source>Pocket a ball</source>
            <translation>Pocket a ball</translation>
        </message>
        <message>
            <source>Свояк: pocket the cue ball</source>
            <translation>Свояк: pocket the cue ball</translation>
        </message>
        <message>
            <source>Pocket balls in order</source>
            <translation>Pocket balls in order</translation>
        </message>
        <message>
            <source>Cue ball to a zone</source>
            <translation>Cue ball to a zone</translation>
        </message>
        <message>
            <source>Opening break</source>
            <translation>Opening break</translation>
        </message>
        <message>
            <source>Safety: leave nothing</source>
            <translation>Safety: leave nothing</translation>
        </message>
        <message>
            <source>Points for a success</source>
            <translation>Points for a success</translation>
        </message>
        <message>
            <source>A point per ball</source>
            <translation>A point per ball</translation>
        </message>
        <message>
            <source>The balls' game values</source>
            <translation>The balls' game values</translation>
        </message>
        <message>
            <source>10 points less the chance left</source>
            <translation>10 points less the chance left</translation>
        </message>
        <message>
            <source>a blue ball</source>
            <translation>a blue ball</translation>
        </message>
        <message>
            <source>a yellow ball</source>
            <translation>a yellow ball</translation>
        </message>
        <message>
            <source>a black ball</source>
            <translation>a black ball</translation>
        </message>
        <message>
            <source>a green ball</source>
            <translation>a green ball</translation>
        </message>
        <message>
            <source>a red ball</source>
            <translation>a red ball</translation>
        </message>
        <message>
            <source>any pocket</source>
            <translation>any pocket</translation>
        </message>
        <message>
            <source> or </source>
            <translation> or </translation>
        </message>
        <message>
            <source>The cue ball must stop in the marked zone.</source>
            <translation>The cue ball must stop in the marked zone.</translation>
        </message>
        <message>
            <source>Pocket %1 into the %2.</source>
            <translation>Pocket %1 into the %2.</translation>
        </message>
        <message>
            <source>Свояк: play the cue ball off %1 into the %2.</source>
            <translation>Свояк: play the cue ball off %1 into the %2.</translation>
        </message>
        <message>
            <source>Pocket in this order, one per shot: %1.</source>
            <translation>Pocket in this order, one per shot: %1.</translation>
        </message>
        <message>
            <source>Pocket these in any order: %1.</source>
            <translation>Pocket these in any order: %1.</translation>
        </message>
        <message>
            <source>Every ball into the %1.</source>
            <translation>Every ball into the %1.</translation>
        </message>
        <message>
            <source>Each into its marked pocket.</source>
            <translation>Each into its marked pocket.</translation>
        </message>
        <message>
            <source>Leave the cue ball in the marked zone with a legal shot.</source>
            <translation>Leave the cue ball in the marked zone with a legal shot.</translation>
        </message>
        <message>
            <source>Pocket %1 on the way.</source>
            <translation>Pocket %1 on the way.</translation>
        </message>
        <message>
            <source>A legal shot that leaves the opponent at most a %1% pot chance.</source>
            <translation>A legal shot that leaves the opponent at most a %1% pot chance.</translation>
        </message>
        <message>
            <source>A legal opening break (clause 13.1).</source>
            <translation>A legal opening break (clause 13.1).</translation>
        </message>
        <message>
            <source>A safety break (clauses 11-12) that leaves the opponent at most a %1% pot chance.</source>
            <translation>A safety break (clauses 11-12) that leaves the opponent at most a %1% pot chance.</translation>
        </message>
        <message>
            <source>Strike the corner of the rack first, not the apex.</source>
            <translation>Strike the corner of the rack first, not the apex.</translation>
        </message>
        <message>
            <source>At least %1 balls to a cushion.</source>
            <translation>At least %1 balls to a cushion.</translation>
        </message>
        <message>
            <source>At least %1 balls pocketed.</source>
            <translation>At least %1 balls pocketed.</translation>
        </message>
        <message>
            <source>the ball</source>
            <translation>the ball</translation>
        </message>
        <message>
            <source>Success!</source>
            <translation>Success!</translation>
        </message>
        <message>
            <source>The goal was met, but the shot was a foul.</source>
            <translation>The goal was met, but the shot was a foul.</translation>
        </message>
        <message>
            <source>%1 did not drop.</source>
            <translation>%1 did not drop.</translation>
        </message>
        <message>
            <source>%1 went into the wrong pocket.</source>
            <translation>%1 went into the wrong pocket.</translation>
        </message>
        <message>
            <source>The cue ball went into a pocket; it had to stay on the table.</source>
            <translation>The cue ball went into a pocket; it had to stay on the table.</translation>
        </message>
        <message>
            <source>The cue ball did not drop: no свояк.</source>
            <translation>The cue ball did not drop: no свояк.</translation>
        </message>
        <message>
            <source>The cue ball struck another ball first.</source>
            <translation>The cue ball struck another ball first.</translation>
        </message>
        <message>
            <source>A ball was pocketed out of order.</source>
            <translation>A ball was pocketed out of order.</translation>
        </message>
        <message>
            <source>The cue ball stopped outside the target zone.</source>
            <translation>The cue ball stopped outside the target zone.</translation>
        </message>
        <message>
            <source>The break was not legal: clause 13.1 was not met.</source>
            <translation>The break was not legal: clause 13.1 was not met.</translation>
        </message>
        <message>
            <source>Only %1 balls reached a cushion; %2 were needed.</source>
            <translation>Only %1 balls reached a cushion; %2 were needed.</translation>
        </message>
        <message>
            <source>The opponent is left a pot: a %1% chance.</source>
            <translation>The opponent is left a pot: a %1% chance.</translation>
        </message>
        <message>
            <source>Only %1 balls were pocketed; %2 were needed.</source>
            <translation>Only %1 balls were pocketed; %2 were needed.</translation>
        </message>
        <message>
            <source>Good: %1 is in. Next: %2.</source>
            <translation>Good: %1 is in. Next: %2.</translation>
        </message>
        <message>
            <source>Points: %1.</source>
            <translation>Points: %1.</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>Level %1</translation>
        </message>
        <message>
            <source>%1 attempts a set</source>
            <translation>%1 attempts a set</translation>
        </message>
        <message>
            <source>The file is too large to be a drill pack.</source>
            <translation>The file is too large to be a drill pack.</translation>
        </message>
        <message>
            <source>The file is not text (UTF-8).</source>
            <translation>The file is not text (UTF-8).</translation>
        </message>
        <message>
            <source>The file is not valid TOML.</source>
            <translation>The file is not valid TOML.</translation>
        </message>
        <message>
            <source>The file is not valid JSON.</source>
            <translation>The file is not valid JSON.</translation>
        </message>
        <message>
            <source>The file is nested too deeply.</source>
            <translation>The file is nested too deeply.</translation>
        </message>
        <message>
            <source>This is not a drill pack: the name must end in .toml or .json.</source>
            <translation>This is not a drill pack: the name must end in .toml or .json.</translation>
        </message>
        <message>
            <source>The file cannot be read.</source>
            <translation>The file cannot be read.</translation>
        </message>
        <message>
            <source>The file cannot be written.</source>
            <translation>The file cannot be written.</translation>
        </message>
        <message>
            <source>A drill id is already used by another pack.</source>
            <translation>A drill id is already used by another pack.</translation>
        </message>
        <message>
            <source>A drill id is used twice.</source>
            <translation>A drill id is used twice.</translation>
        </message>
        <message>
            <source>The file has a field the format does not know.</source>
            <translation>The file has a field the format does not know.</translation>
        </message>
        <message>
            <source>A required field is missing.</source>
            <translation>A required field is missing.</translation>
        </message>
        <message>
            <source>Two balls overlap.</source>
            <translation>Two balls overlap.</translation>
        </message>
        <message>
            <source>A scatter zone is too small for its balls.</source>
            <translation>A scatter zone is too small for its balls.</translation>
        </message>
        <message>
            <source>Something lies off the playing surface.</source>
            <translation>Something lies off the playing surface.</translation>
        </message>
        <message>
            <source>A text contains control characters.</source>
            <translation>A text contains control characters.</translation>
        </message>
        <message>
            <source>A text is empty: write it in both languages.</source>
            <translation>A text is empty: write it in both languages.</translation>
        </message>
        <message>
            <source>An id may use only lowercase Latin letters, digits, '.', '_' and '-', start with a letter or digit and be at most 64 characters long.</source>
            <translation>An id may use only lowercase Latin letters, digits, '.', '_' and '-', start with a letter or digit and be at most 64 characters long.</translation>
        </message>
        <message>
            <source>A value is not allowed.</source>
            <translation>A value is not allowed.</translation>
        </message>
        <message>
            <source>drill %1</source>
            <translation>drill %1</translation>
        </message>
        <message>
            <source>%1 Where: %2.</source>
            <translation>%1 Where: %2.</translation>
        </message>
        <message>
            <source>%1 Where: %2. Detail: %3</source>
            <translation>%1 Where: %2. Detail: %3</translation>
        </message>
    </context>
    <context>
        <name>DrillBrowser</name>
        <message>
            <source>your pack</source>
            <extracomment>The code of an entry that is not a drill (coach_app/practice/browser_extras.py). The skill test or the weak-spot set was chosen (its code, browser_extras.py).</extracomment>
            <translation>your pack</translation>
        </message>
        <message>
            <source>At a real table</source>
            <translation>At a real table</translation>
        </message>
        <message>
            <source>Play the drill on a real table and enter each attempt here (Ctrl+T)</source>
            <translation>Play the drill on a real table and enter each attempt here (Ctrl+T)</translation>
        </message>
        <message>
            <source>Choose a drill</source>
            <translation>Choose a drill</translation>
        </message>
        <message>
            <source>Pick a drill on the left to see its table and its goal.</source>
            <translation>Pick a drill on the left to see its table and its goal.</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Edit</translation>
        </message>
        <message>
            <source>Edit a copy</source>
            <translation>Edit a copy</translation>
        </message>
        <message>
            <source>A solution is recorded: "Show me" can play it.</source>
            <translation>A solution is recorded: "Show me" can play it.</translation>
        </message>
        <message>
            <source>Search by name or id…</source>
            <translation>Search by name or id…</translation>
        </message>
        <message>
            <source>All categories</source>
            <translation>All categories</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>All levels</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>Level %1</translation>
        </message>
        <message>
            <source>All disciplines</source>
            <translation>All disciplines</translation>
        </message>
        <message>
            <source>Drill</source>
            <translation>Drill</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Set up on the table</source>
            <translation>Set up on the table</translation>
        </message>
        <message>
            <source>New drill…</source>
            <translation>New drill…</translation>
        </message>
        <message>
            <source>Import pack…</source>
            <translation>Import pack…</translation>
        </message>
        <message>
            <source>Export pack…</source>
            <translation>Export pack…</translation>
        </message>
        <message>
            <source>A fixed battery of drills, scored out of a known total: the items in order, the score sheet as you go, and at the end your rating band and what it means. Stored in your history; Progress shows every test you took.</source>
            <translation>A fixed battery of drills, scored out of a known total: the items in order, the score sheet as you go, and at the end your rating band and what it means. Stored in your history; Progress shows every test you took.</translation>
        </message>
        <message>
            <source>Reads your pot attempts from the history, finds the cuts and distances you pot clearly below your own trend and says the evidence for each; then a set of drills laid out inside them.</source>
            <translation>Reads your pot attempts from the history, finds the cuts and distances you pot clearly below your own trend and says the evidence for each; then a set of drills laid out inside them.</translation>
        </message>
        <message>
            <source>Skill test</source>
            <translation>Skill test</translation>
        </message>
        <message>
            <source>Start the test</source>
            <translation>Start the test</translation>
        </message>
        <message>
            <source>Train weak spots</source>
            <translation>Train weak spots</translation>
        </message>
        <message>
            <source>Find my weak spots</source>
            <translation>Find my weak spots</translation>
        </message>
        <message>
            <source>Practice plans</source>
            <translation>Practice plans</translation>
        </message>
        <message>
            <source>A plan from a coach for a student: drills in order with their attempts and pass marks, and a date. See what was done against it, on the screen and at a real table, and play it at a real table.</source>
            <translation>A plan from a coach for a student: drills in order with their attempts and pass marks, and a date. See what was done against it, on the screen and at a real table, and play it at a real table.</translation>
        </message>
        <message>
            <source>Open the plans</source>
            <translation>Open the plans</translation>
        </message>
        <message>
            <source>Tests and personal training</source>
            <translation>Tests and personal training</translation>
        </message>
    </context>
    <context>
        <name>DrillEditor</name>
        <message>
            <source>Drag a ball to move it. Right-click a ball to take it off.</source>
            <extracomment>Goals that use the table's pockets, order and zone (docs/drills.md, "Goals").</extracomment>
            <translation>Drag a ball to move it. Right-click a ball to take it off.</translation>
        </message>
        <message>
            <source>Click on the table to put the chosen ball there.</source>
            <translation>Click on the table to put the chosen ball there.</translation>
        </message>
        <message>
            <source>Drag a rectangle: the cue ball must stop in it. A click clears it.</source>
            <translation>Drag a rectangle: the cue ball must stop in it. A click clears it.</translation>
        </message>
        <message>
            <source>Click pockets to mark or unmark them as targets (none marked: any pocket).</source>
            <translation>Click pockets to mark or unmark them as targets (none marked: any pocket).</translation>
        </message>
        <message>
            <source>Click balls in the order they must be pocketed; click again to take one out.</source>
            <translation>Click balls in the order they must be pocketed; click again to take one out.</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Add ball</source>
            <translation>Add ball</translation>
        </message>
        <message>
            <source>Pockets</source>
            <translation>Pockets</translation>
        </message>
        <message>
            <source>Zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Order</translation>
        </message>
        <message>
            <source>Clear zone</source>
            <translation>Clear zone</translation>
        </message>
        <message>
            <source>Clear order</source>
            <translation>Clear order</translation>
        </message>
        <message>
            <source>cue ball</source>
            <translation>cue ball</translation>
        </message>
        <message>
            <source>Test play</source>
            <translation>Test play</translation>
        </message>
        <message>
            <source>Save to my pack</source>
            <translation>Save to my pack</translation>
        </message>
        <message>
            <source>Back to the drills</source>
            <translation>Back to the drills</translation>
        </message>
    </context>
    <context>
        <name>DrillForm</name>
        <message>
            <source>none</source>
            <extracomment>Goal fields each kind takes from the form (the table supplies pockets, order, zone).</extracomment>
            <translation>none</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Title (Russian)</source>
            <translation>Title (Russian)</translation>
        </message>
        <message>
            <source>Title (English)</source>
            <translation>Title (English)</translation>
        </message>
        <message>
            <source>Instructions (Russian)</source>
            <translation>Instructions (Russian)</translation>
        </message>
        <message>
            <source>Instructions (English)</source>
            <translation>Instructions (English)</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Category</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Cue ball</source>
            <translation>Cue ball</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Goal</translation>
        </message>
        <message>
            <source>Goal ball</source>
            <translation>Goal ball</translation>
        </message>
        <message>
            <source>Cushions · pocketed</source>
            <translation>Cushions · pocketed</translation>
        </message>
        <message>
            <source>Attempts a set</source>
            <translation>Attempts a set</translation>
        </message>
        <message>
            <source>Scoring · points</source>
            <translation>Scoring · points</translation>
        </message>
        <message>
            <source>The drill's key in the pack file, in any letters or left empty: a Latin one is made from it or from the title when you save</source>
            <translation>The drill's key in the pack file, in any letters or left empty: a Latin one is made from it or from the title when you save</translation>
        </message>
        <message>
            <source>made from the title</source>
            <translation>made from the title</translation>
        </message>
        <message>
            <source>Balls that must reach a cushion</source>
            <translation>Balls that must reach a cushion</translation>
        </message>
        <message>
            <source>Balls that must be pocketed</source>
            <translation>Balls that must be pocketed</translation>
        </message>
    </context>
    <context>
        <name>DrillHeader</name>
        <message>
            <source>Attempt %1 of %2</source>
            <translation>Attempt %1 of %2</translation>
        </message>
        <message>
            <source>Successes: %1 · Points: %2</source>
            <translation>Successes: %1 · Points: %2</translation>
        </message>
    </context>
    <context>
        <name>DrillSession</name>
        <message>
            <source>Back to the editor</source>
            <translation>Back to the editor</translation>
        </message>
        <message>
            <source>Back to the drills</source>
            <translation>Back to the drills</translation>
        </message>
        <message>
            <source>Show me: the recorded solution.</source>
            <translation>Show me: the recorded solution.</translation>
        </message>
        <message>
            <source>This item is over: "Next item" goes on with the test.</source>
            <translation>This item is over: "Next item" goes on with the test.</translation>
        </message>
        <message>
            <source>"Next attempt" goes on; a test has no retries.</source>
            <translation>"Next attempt" goes on; a test has no retries.</translation>
        </message>
        <message>
            <source>Simulating the shot…</source>
            <translation>Simulating the shot…</translation>
        </message>
        <message>
            <source>Watching your shot.</source>
            <translation>Watching your shot.</translation>
        </message>
        <message>
            <source>Show me: watching the recorded solution.</source>
            <translation>Show me: watching the recorded solution.</translation>
        </message>
        <message>
            <source>That is one way to do it. Press "Your turn" to try it yourself.</source>
            <translation>That is one way to do it. Press "Your turn" to try it yourself.</translation>
        </message>
        <message>
            <source>The set is over. Play another set, or go back to the drills.</source>
            <translation>The set is over. Play another set, or go back to the drills.</translation>
        </message>
        <message>
            <source>"Retry exactly" sets up the same shot again with your cue parameters; "Next attempt" goes on.</source>
            <translation>"Retry exactly" sets up the same shot again with your cue parameters; "Next attempt" goes on.</translation>
        </message>
        <message>
            <source>Cue ball in hand: drag it to where you want it (inside the tinted area).</source>
            <translation>Cue ball in hand: drag it to where you want it (inside the tinted area).</translation>
        </message>
        <message>
            <source>Aim on the table, set the power and the tip, then press Space to shoot.</source>
            <translation>Aim on the table, set the power and the tip, then press Space to shoot.</translation>
        </message>
        <message>
            <source>Aim: %1°</source>
            <translation>Aim: %1°</translation>
        </message>
    </context>
    <context>
        <name>EntryPanel</name>
        <message>
            <source>Decline (N)</source>
            <translation>Decline (N)</translation>
        </message>
        <message>
            <source>No ball (N)</source>
            <translation>No ball (N)</translation>
        </message>
        <message>
            <source>the side to play</source>
            <translation>the side to play</translation>
        </message>
        <message>
            <source>Not completed, cl. 20 (X)</source>
            <translation>Not completed, cl. 20 (X)</translation>
        </message>
        <message>
            <source>Break: object balls at a cushion (+/−)</source>
            <translation>Break: object balls at a cushion (+/−)</translation>
        </message>
        <message>
            <source>not counted</source>
            <translation>not counted</translation>
        </message>
        <message>
            <source>One crossed the centre line (L)</source>
            <translation>One crossed the centre line (L)</translation>
        </message>
        <message>
            <source>The called ball touched another on its way</source>
            <translation>The called ball touched another on its way</translation>
        </message>
        <message>
            <source>Smeared ball (cl. 4.7)</source>
            <translation>Smeared ball (cl. 4.7)</translation>
        </message>
        <message>
            <source>It would have been touched (cl. 22.2)</source>
            <translation>It would have been touched (cl. 22.2)</translation>
        </message>
        <message>
            <source>Foul by:</source>
            <translation>Foul by:</translation>
        </message>
        <message>
            <source>Interference: put back (26.1)</source>
            <translation>Interference: put back (26.1)</translation>
        </message>
        <message>
            <source>Interference: re-rack (26.2)</source>
            <translation>Interference: re-rack (26.2)</translation>
        </message>
        <message>
            <source>Fouls:</source>
            <translation>Fouls:</translation>
        </message>
    </context>
    <context>
        <name>FilterBar</name>
        <message>
            <source>All drills</source>
            <translation>All drills</translation>
        </message>
        <message>
            <source>All disciplines</source>
            <translation>All disciplines</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>Drill:</source>
            <translation>Drill:</translation>
        </message>
        <message>
            <source>Discipline:</source>
            <translation>Discipline:</translation>
        </message>
        <message>
            <source>Where:</source>
            <translation>Where:</translation>
        </message>
        <message>
            <source>Both</source>
            <translation>Both</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Screen</translation>
        </message>
        <message>
            <source>Real table</source>
            <translation>Real table</translation>
        </message>
        <message>
            <source>Where the history was played: on the screen, at a real table, or both; every chart says which</source>
            <translation>Where the history was played: on the screen, at a real table, or both; every chart says which</translation>
        </message>
        <message>
            <source>Tick to limit the charts to these days; unticked means all time.</source>
            <translation>Tick to limit the charts to these days; unticked means all time.</translation>
        </message>
    </context>
    <context>
        <name>FreeTableScreen</name>
        <message>
            <source>Cue ball in hand</source>
            <translation>Cue ball in hand</translation>
        </message>
        <message>
            <source>Move %1</source>
            <translation>Move %1</translation>
        </message>
        <message>
            <source>Put %1 on</source>
            <translation>Put %1 on</translation>
        </message>
        <message>
            <source>Take %1 off</source>
            <translation>Take %1 off</translation>
        </message>
        <message>
            <source>Set up the table</source>
            <translation>Set up the table</translation>
        </message>
        <message>
            <source>Now striking %1.</source>
            <translation>Now striking %1.</translation>
        </message>
        <message>
            <source>Put a ball here</source>
            <translation>Put a ball here</translation>
        </message>
        <message>
            <source>Set up: %1</source>
            <translation>Set up: %1</translation>
        </message>
        <message>
            <source>Drop the ball where you want it: green is allowed, red is not.</source>
            <translation>Drop the ball where you want it: green is allowed, red is not.</translation>
        </message>
        <message>
            <source>The table is empty: put balls on from "Set up the table" below, or right-click the cloth.</source>
            <translation>The table is empty: put balls on from "Set up the table" below, or right-click the cloth.</translation>
        </message>
        <message>
            <source>No cue ball on the table: put it on from "Set up the table" below, or right-click a ball to strike it instead.</source>
            <translation>No cue ball on the table: put it on from "Set up the table" below, or right-click a ball to strike it instead.</translation>
        </message>
        <message>
            <source>Cue ball in hand: drag it where you want it in the house.</source>
            <translation>Cue ball in hand: drag it where you want it in the house.</translation>
        </message>
        <message>
            <source>Cue ball in hand: drag it where you want it in the temporary house.</source>
            <translation>Cue ball in hand: drag it where you want it in the temporary house.</translation>
        </message>
        <message>
            <source>Cue ball in hand: drag it anywhere on the table.</source>
            <translation>Cue ball in hand: drag it anywhere on the table.</translation>
        </message>
        <message>
            <source>Drag any ball to move it; click the cloth to aim, Space shoots.</source>
            <translation>Drag any ball to move it; click the cloth to aim, Space shoots.</translation>
        </message>
        <message>
            <source>Drag any ball to set the position up; click the cloth to aim (the arrows fine-tune, Up and Down set the power), Space shoots. Right-click a ball to strike it instead.</source>
            <translation>Drag any ball to set the position up; click the cloth to aim (the arrows fine-tune, Up and Down set the power), Space shoots. Right-click a ball to strike it instead.</translation>
        </message>
        <message>
            <source>Place the cue ball</source>
            <translation>Place the cue ball</translation>
        </message>
        <message>
            <source>Shot</source>
            <translation>Shot</translation>
        </message>
        <message>
            <source>%1 into the %2</source>
            <translation>%1 into the %2</translation>
        </message>
        <message>
            <source>Pocketed: %1.</source>
            <translation>Pocketed: %1.</translation>
        </message>
        <message>
            <source>No ball pocketed.</source>
            <translation>No ball pocketed.</translation>
        </message>
        <message>
            <source>Off the table: %1.</source>
            <translation>Off the table: %1.</translation>
        </message>
        <message>
            <source>The cue ball is in hand in the house.</source>
            <translation>The cue ball is in hand in the house.</translation>
        </message>
        <message>
            <source>Aim: not set</source>
            <translation>Aim: not set</translation>
        </message>
        <message>
            <source>Aim: %1° · no ball to strike</source>
            <translation>Aim: %1° · no ball to strike</translation>
        </message>
        <message>
            <source>Aim: %1° · striking %2</source>
            <translation>Aim: %1° · striking %2</translation>
        </message>
        <message>
            <source>Simulating the shot…</source>
            <translation>Simulating the shot…</translation>
        </message>
        <message>
            <source>Watching the shot. P pauses, the full stop steps, End skips to the end.</source>
            <translation>Watching the shot. P pauses, the full stop steps, End skips to the end.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>The file cannot be read: it is missing, unreadable or not a saved game.</source>
            <translation>The file cannot be read: it is missing, unreadable or not a saved game.</translation>
        </message>
        <message>
            <source>This file is not a saved Pyramid Coach game.</source>
            <translation>This file is not a saved Pyramid Coach game.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of Pyramid Coach.</source>
            <translation>This game was saved by a newer version of Pyramid Coach.</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be resumed.</source>
            <translation>The saved game is damaged and cannot be resumed.</translation>
        </message>
        <message>
            <source>File: %1</source>
            <translation>File: %1</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>Open saved game</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Save game</translation>
        </message>
        <message>
            <source>The game could not be saved there.</source>
            <translation>The game could not be saved there.</translation>
        </message>
    </context>
    <context>
        <name>GameScreen</name>
        <message>
            <source>Decision</source>
            <translation>Decision</translation>
        </message>
        <message>
            <source>Next frame</source>
            <translation>Next frame</translation>
        </message>
        <message>
            <source>Position to the free table</source>
            <translation>Position to the free table</translation>
        </message>
        <message>
            <source>Set these balls up on the free table, to try the shot again or save the position as a drill</source>
            <translation>Set these balls up on the free table, to try the shot again or save the position as a drill</translation>
        </message>
        <message>
            <source>Shot</source>
            <extracomment>"To the free table": the balls as they stand, and whether they wear Pyramid T's colours.</extracomment>
            <translation>Shot</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Rematch</translation>
        </message>
        <message>
            <source>Striking: no ball chosen yet</source>
            <translation>Striking: no ball chosen yet</translation>
        </message>
        <message>
            <source>Striking %1</source>
            <translation>Striking %1</translation>
        </message>
        <message>
            <source>Call: %1 into the %2</source>
            <translation>Call: %1 into the %2</translation>
        </message>
        <message>
            <source>%1 wins the match!</source>
            <translation>%1 wins the match!</translation>
        </message>
        <message>
            <source>The frame is drawn.</source>
            <translation>The frame is drawn.</translation>
        </message>
        <message>
            <source>The frame is over.</source>
            <translation>The frame is over.</translation>
        </message>
        <message>
            <source>Simulating the shot…</source>
            <translation>Simulating the shot…</translation>
        </message>
        <message>
            <source>Watching the shot.</source>
            <translation>Watching the shot.</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>%1 to play.</translation>
        </message>
        <message>
            <source>Drag the cue ball to place it.</source>
            <translation>Drag the cue ball to place it.</translation>
        </message>
        <message>
            <source>The coloured ball is off the table, and in Free pyramid any ball may be the cue ball (its clause 2): right-click the ball you will strike, then aim and press Space.</source>
            <translation>The coloured ball is off the table, and in Free pyramid any ball may be the cue ball (its clause 2): right-click the ball you will strike, then aim and press Space.</translation>
        </message>
        <message>
            <source>Call the shot: click the ball, then the pocket.</source>
            <translation>Call the shot: click the ball, then the pocket.</translation>
        </message>
        <message>
            <source>To call the cue ball itself, right-click it.</source>
            <translation>To call the cue ball itself, right-click it.</translation>
        </message>
        <message>
            <source>Aim on the table and press Space to shoot.</source>
            <translation>Aim on the table and press Space to shoot.</translation>
        </message>
        <message>
            <source>Any ball may be the cue ball: right-click another to strike it.</source>
            <translation>Any ball may be the cue ball: right-click another to strike it.</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Back to the table</translation>
        </message>
        <message>
            <source>Frame protocol</source>
            <translation>Frame protocol</translation>
        </message>
    </context>
    <context>
        <name>GameTexts</name>
        <message>
            <source>Free pyramid</source>
            <translation>Free pyramid</translation>
        </message>
        <message>
            <source>Combined pyramid</source>
            <translation>Combined pyramid</translation>
        </message>
        <message>
            <source>Dynamic pyramid</source>
            <translation>Dynamic pyramid</translation>
        </message>
        <message>
            <source>Classic pyramid, 71 points</source>
            <translation>Classic pyramid, 71 points</translation>
        </message>
        <message>
            <source>Classic pyramid, 51 points</source>
            <translation>Classic pyramid, 51 points</translation>
        </message>
        <message>
            <source>Classic pyramid, 8 balls</source>
            <translation>Classic pyramid, 8 balls</translation>
        </message>
        <message>
            <source>Pyramid T</source>
            <translation>Pyramid T</translation>
        </message>
        <message>
            <source>the cue ball touched no object ball</source>
            <translation>the cue ball touched no object ball</translation>
        </message>
        <message>
            <source>the shot was not correctly completed: no ball pocketed, no second cushion and no centre-line crossing</source>
            <translation>the shot was not correctly completed: no ball pocketed, no second cushion and no centre-line crossing</translation>
        </message>
        <message>
            <source>the opening break met none of the conditions of a legal break</source>
            <translation>the opening break met none of the conditions of a legal break</translation>
        </message>
        <message>
            <source>a ball left the table</source>
            <translation>a ball left the table</translation>
        </message>
        <message>
            <source>the cue ball was pocketed</source>
            <translation>the cue ball was pocketed</translation>
        </message>
        <message>
            <source>the cue ball was pocketed; only object balls may be</source>
            <translation>the cue ball was pocketed; only object balls may be</translation>
        </message>
        <message>
            <source>the cue ball was pocketed on a shot from hand</source>
            <translation>the cue ball was pocketed on a shot from hand</translation>
        </message>
        <message>
            <source>from the house, the cue ball touched a ball in the house before leaving it</source>
            <translation>from the house, the cue ball touched a ball in the house before leaving it</translation>
        </message>
        <message>
            <source>from the house, the cue ball touched no ball outside the house</source>
            <translation>from the house, the cue ball touched no ball outside the house</translation>
        </message>
        <message>
            <source>the cue ball fell without being called into that pocket</source>
            <translation>the cue ball fell without being called into that pocket</translation>
        </message>
        <message>
            <source>the cue ball first struck a ball that is not one of the player's game balls</source>
            <translation>the cue ball first struck a ball that is not one of the player's game balls</translation>
        </message>
        <message>
            <source>cl. %1, %2</source>
            <translation>cl. %1, %2</translation>
        </message>
        <message>
            <source>cl. %1</source>
            <translation>cl. %1</translation>
        </message>
        <message>
            <source>Foul: %1 (%2)</source>
            <translation>Foul: %1 (%2)</translation>
        </message>
        <message>
            <source>Legal shot.</source>
            <translation>Legal shot.</translation>
        </message>
        <message>
            <source>The call was not made: %1 into the %2.</source>
            <translation>The call was not made: %1 into the %2.</translation>
        </message>
        <message>
            <source>Pocketed: %1.</source>
            <translation>Pocketed: %1.</translation>
        </message>
        <message>
            <source>Off the table: %1.</source>
            <translation>Off the table: %1.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Re-spotted: %1.</source>
            <translation>Re-spotted: %1.</translation>
        </message>
        <message>
            <source>An uncalled ball was pocketed and is re-spotted.</source>
            <translation>An uncalled ball was pocketed and is re-spotted.</translation>
        </message>
        <message>
            <source>A ball that is not the player's game ball is re-spotted.</source>
            <translation>A ball that is not the player's game ball is re-spotted.</translation>
        </message>
        <message>
            <source>%1 wins the frame!</source>
            <translation>%1 wins the frame!</translation>
        </message>
        <message>
            <source>%1 plays on.</source>
            <translation>%1 plays on.</translation>
        </message>
        <message>
            <source>The turn passes to %1.</source>
            <translation>The turn passes to %1.</translation>
        </message>
        <message>
            <source>%1: choose the penalty ball. Click a highlighted ball on the table to put it on your shelf, or decline.</source>
            <translation>%1: choose the penalty ball. Click a highlighted ball on the table to put it on your shelf, or decline.</translation>
        </message>
        <message>
            <source>%1: the cue ball went in off an object ball. Click a highlighted ball to take in its place, or decline.</source>
            <translation>%1: the cue ball went in off an object ball. Click a highlighted ball to take in its place, or decline.</translation>
        </message>
        <message>
            <source>%1: after the foul, shoot from here or pass the shot back?</source>
            <translation>%1: after the foul, shoot from here or pass the shot back?</translation>
        </message>
        <message>
            <source>%1: the opening break was illegal. How do you want to go on?</source>
            <translation>%1: the opening break was illegal. How do you want to go on?</translation>
        </message>
        <message>
            <source>70:70! The last ball is back on the back spot. Lag again: who won it, and will they play the deciding ball or pass it? The first legal pot or the first foul ends the frame.</source>
            <translation>70:70! The last ball is back on the back spot. Lag again: who won it, and will they play the deciding ball or pass it? The first legal pot or the first foul ends the frame.</translation>
        </message>
        <message>
            <source>Lag for the break: who won it, and will they break or pass the break?</source>
            <translation>Lag for the break: who won it, and will they break or pass the break?</translation>
        </message>
        <message>
            <source>%1: which player of the pair comes to the table first?</source>
            <translation>%1: which player of the pair comes to the table first?</translation>
        </message>
        <message>
            <source>Shoot</source>
            <translation>Shoot</translation>
        </message>
        <message>
            <source>Pass the shot</source>
            <translation>Pass the shot</translation>
        </message>
        <message>
            <source>Accept the table and play</source>
            <translation>Accept the table and play</translation>
        </message>
        <message>
            <source>Accept the table and pass</source>
            <translation>Accept the table and pass</translation>
        </message>
        <message>
            <source>Re-rack and break</source>
            <translation>Re-rack and break</translation>
        </message>
        <message>
            <source>Re-rack, the offender breaks again</source>
            <translation>Re-rack, the offender breaks again</translation>
        </message>
        <message>
            <source>Cue ball in hand: anywhere on the table.</source>
            <translation>Cue ball in hand: anywhere on the table.</translation>
        </message>
        <message>
            <source>Cue ball in hand: in the temporary house.</source>
            <translation>Cue ball in hand: in the temporary house.</translation>
        </message>
        <message>
            <source>Cue ball in hand: in the house.</source>
            <translation>Cue ball in hand: in the house.</translation>
        </message>
        <message>
            <source>the cue ball was not struck with the tip</source>
            <translation>the cue ball was not struck with the tip</translation>
        </message>
        <message>
            <source>the player struck with both feet off the floor</source>
            <translation>the player struck with both feet off the floor</translation>
        </message>
        <message>
            <source>the shot was played before the balls had stopped</source>
            <translation>the shot was played before the balls had stopped</translation>
        </message>
        <message>
            <source>a ball was touched (cue, hand, clothing, chalk)</source>
            <translation>a ball was touched (cue, hand, clothing, chalk)</translation>
        </message>
        <message>
            <source>the tip met the cue ball twice (double hit)</source>
            <translation>the tip met the cue ball twice (double hit)</translation>
        </message>
        <message>
            <source>a push shot</source>
            <translation>a push shot</translation>
        </message>
        <message>
            <source>a touching or near ball played wrongly</source>
            <translation>a touching or near ball played wrongly</translation>
        </message>
        <message>
            <source>a ball was touched while placing the cue ball</source>
            <translation>a ball was touched while placing the cue ball</translation>
        </message>
        <message>
            <source>the cue ball was played from beyond the house line after the warning</source>
            <translation>the cue ball was played from beyond the house line after the warning</translation>
        </message>
        <message>
            <source>the cue ball was played from the temporary house while a ball stood outside the house</source>
            <translation>the cue ball was played from the temporary house while a ball stood outside the house</translation>
        </message>
    </context>
    <context>
        <name>GoalView</name>
        <message>
            <source>%1st</source>
            <extracomment>An ordinal on an order badge beside a ball: first, second, ... (Russian: 1-й, 2-й).</extracomment>
            <translation>%1st</translation>
        </message>
        <message>
            <source>%1nd</source>
            <translation>%1nd</translation>
        </message>
        <message>
            <source>%1rd</source>
            <translation>%1rd</translation>
        </message>
        <message>
            <source>%1th</source>
            <translation>%1th</translation>
        </message>
    </context>
    <context>
        <name>HandicapRow</name>
        <message>
            <source>Reading the players' ratings from the history…</source>
            <translation>Reading the players' ratings from the history…</translation>
        </message>
        <message>
            <source>The ratings could not be read: %1</source>
            <translation>The ratings could not be read: %1</translation>
        </message>
        <message>
            <source>No handicap to suggest: %1 has no finished frame of this kind of game in the history yet.</source>
            <translation>No handicap to suggest: %1 has no finished frame of this kind of game in the history yet.</translation>
        </message>
        <message>
            <source>Without a handicap: %1 %2, %3 %4.</source>
            <translation>Without a handicap: %1 %2, %3 %4.</translation>
        </message>
        <message>
            <source>This discipline has no handicap in the rules.</source>
            <translation>This discipline has no handicap in the rules.</translation>
        </message>
        <message>
            <source>Play level: no handicap is fairer.</source>
            <translation>Play level: no handicap is fairer.</translation>
        </message>
        <message>
            <source>Suggested handicap: %1 starts with %2 points.</source>
            <translation>Suggested handicap: %1 starts with %2 points.</translation>
        </message>
        <message>
            <source>Suggested handicap: %1 needs %2 balls, the other 8.</source>
            <translation>Suggested handicap: %1 needs %2 balls, the other 8.</translation>
        </message>
        <message>
            <source>Suggest a handicap from the ratings</source>
            <translation>Suggest a handicap from the ratings</translation>
        </message>
        <message>
            <source>Ratings: %1 %2 ± %3, %4 %5 ± %6.</source>
            <translation>Ratings: %1 %2 ± %3, %4 %5 ± %6.</translation>
        </message>
        <message>
            <source>With it: %1 %2, %3 %4.</source>
            <translation>With it: %1 %2, %3 %4.</translation>
        </message>
        <message>
            <source>From every finished frame of these two players in the history (real table and screen)</source>
            <translation>From every finished frame of these two players in the history (real table and screen)</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Apply</translation>
        </message>
    </context>
    <context>
        <name>HistoryHub</name>
        <message>
            <source>Guest</source>
            <extracomment>How often the Recorder is asked whether to try the writes the history did not take (ms); it decides when (coach_app.recording.values.RetryPlan: after 1 s, then every 5 s). The people seated in the game on screen (None: no game shown): a game's shots are recorded for them, not for the current player.</extracomment>
            <translation>Guest</translation>
        </message>
        <message>
            <source>the history is still being opened</source>
            <extracomment>Judges each recorded pot attempt's aim once, in the background (aim_worker.py). Writes the history did not take are tried again on the Recorder's back-off. Shown, in the status bar, for as long as shots are waiting for the history. The last message box shown (refused database, failed write), for tests.</extracomment>
            <translation>the history is still being opened</translation>
        </message>
        <message>
            <source>no history database is open</source>
            <translation>no history database is open</translation>
        </message>
        <message>
            <source>%1 shots that the last run could not save were added to the history.</source>
            <translation>%1 shots that the last run could not save were added to the history.</translation>
        </message>
        <message>
            <source>Not saved yet: %1 shots. Retrying…</source>
            <translation>Not saved yet: %1 shots. Retrying…</translation>
        </message>
        <message>
            <source>The history refused a record: %1</source>
            <translation>The history refused a record: %1</translation>
        </message>
        <message>
            <source>the history file is read-only</source>
            <translation>the history file is read-only</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>another program is writing to the history</source>
            <translation>another program is writing to the history</translation>
        </message>
        <message>
            <source>the history database cannot be reached</source>
            <translation>the history database cannot be reached</translation>
        </message>
        <message>
            <source>another program has changed the history</source>
            <translation>another program has changed the history</translation>
        </message>
        <message>
            <source>the database refuses to write</source>
            <translation>the database refuses to write</translation>
        </message>
        <message>
            <source>Shots not in the history: %1 (kept on this computer).</source>
            <translation>Shots not in the history: %1 (kept on this computer).</translation>
        </message>
        <message>
            <source>The history does not take new records at the moment: %1.
Play on: every shot is kept and saved as soon as it can be, and kept on disk in %2 until then.</source>
            <translation>The history does not take new records at the moment: %1.
Play on: every shot is kept and saved as soon as it can be, and kept on disk in %2 until then.</translation>
        </message>
        <message>
            <source>memory only</source>
            <translation>memory only</translation>
        </message>
        <message>
            <source>Unsaved shots</source>
            <translation>Unsaved shots</translation>
        </message>
        <message>
            <source>%1 shots could not be saved to the history.</source>
            <translation>%1 shots could not be saved to the history.</translation>
        </message>
        <message>
            <source>They are kept in %1 and will be added the next time the program opens this history.</source>
            <translation>They are kept in %1 and will be added the next time the program opens this history.</translation>
        </message>
        <message>
            <source>They could not be kept on disk either.</source>
            <translation>They could not be kept on disk either.</translation>
        </message>
        <message>
            <source>You can also save them to a file and add them later with Game ▸ Import history…</source>
            <translation>You can also save them to a file and add them later with Game ▸ Import history…</translation>
        </message>
        <message>
            <source>Save to a file…</source>
            <translation>Save to a file…</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Quit and lose them</source>
            <translation>Quit and lose them</translation>
        </message>
        <message>
            <source>Save unsaved shots</source>
            <translation>Save unsaved shots</translation>
        </message>
        <message>
            <source>Pyramid Coach history (*.json)</source>
            <translation>Pyramid Coach history (*.json)</translation>
        </message>
        <message>
            <source>Could not save %1: %2</source>
            <translation>Could not save %1: %2</translation>
        </message>
        <message>
            <source>Import history</source>
            <translation>Import history</translation>
        </message>
        <message>
            <source>The file was not imported; the history is unchanged.</source>
            <translation>The file was not imported; the history is unchanged.</translation>
        </message>
        <message>
            <source>Imported %1: %2 new records.</source>
            <translation>Imported %1: %2 new records.</translation>
        </message>
        <message>
            <source>Opening the history…</source>
            <translation>Opening the history…</translation>
        </message>
        <message>
            <source>History off</source>
            <translation>History off</translation>
        </message>
        <message>
            <source>Recording for: %1</source>
            <translation>Recording for: %1</translation>
        </message>
        <message>
            <source>Not recorded: no person at the table</source>
            <translation>Not recorded: no person at the table</translation>
        </message>
        <message>
            <source>The file's player %1 is not this history's %1: they were recorded as different people.</source>
            <translation>The file's player %1 is not this history's %1: they were recorded as different people.</translation>
        </message>
        <message>
            <source>Are they the same person? Yes adds the file's records to this history's %1; No imports nothing.</source>
            <translation>Are they the same person? Yes adds the file's records to this history's %1; No imports nothing.</translation>
        </message>
        <message>
            <source>The same holds for: %1.</source>
            <translation>The same holds for: %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryUi</name>
        <message>
            <source>The history was written by a newer version of Pyramid Coach.</source>
            <extracomment>lupdate finds translate("HistoryUi", "...") calls by this name. The database asked for, as messages and the journal name it (no password). On a club's server, the player the login is (shots are recorded for them).</extracomment>
            <translation>The history was written by a newer version of Pyramid Coach.</translation>
        </message>
        <message>
            <source>Update the program to open it. The file was left untouched.</source>
            <translation>Update the program to open it. The file was left untouched.</translation>
        </message>
        <message>
            <source>The history file is damaged.</source>
            <translation>The history file is damaged.</translation>
        </message>
        <message>
            <source>It was not changed: keep a copy and ask for help to rescue it.</source>
            <translation>It was not changed: keep a copy and ask for help to rescue it.</translation>
        </message>
        <message>
            <source>The database is not a Pyramid Coach history.</source>
            <translation>The database is not a Pyramid Coach history.</translation>
        </message>
        <message>
            <source>Point the program at another file with --db or PYRAMID_COACH_DB.</source>
            <translation>Point the program at another file with --db or PYRAMID_COACH_DB.</translation>
        </message>
        <message>
            <source>The history file is empty.</source>
            <translation>The history file is empty.</translation>
        </message>
        <message>
            <source>It holds nothing (0 bytes) and was left as it is. Delete it to start a new history there, or point the program at another file.</source>
            <translation>It holds nothing (0 bytes) and was left as it is. Delete it to start a new history there, or point the program at another file.</translation>
        </message>
        <message>
            <source>Another program has changed the history.</source>
            <translation>Another program has changed the history.</translation>
        </message>
        <message>
            <source>It holds triggers, views or tables Pyramid Coach did not make, which would change or refuse what is recorded. It was left as it is: remove them (see Details) or point the program at another file.</source>
            <translation>It holds triggers, views or tables Pyramid Coach did not make, which would change or refuse what is recorded. It was left as it is: remove them (see Details) or point the program at another file.</translation>
        </message>
        <message>
            <source>The history's address is not valid.</source>
            <translation>The history's address is not valid.</translation>
        </message>
        <message>
            <source>Check --db, PYRAMID_COACH_DB or the database setting (Details say what is wrong) and start the program again.</source>
            <translation>Check --db, PYRAMID_COACH_DB or the database setting (Details say what is wrong) and start the program again.</translation>
        </message>
        <message>
            <source>The history database cannot be reached.</source>
            <translation>The history database cannot be reached.</translation>
        </message>
        <message>
            <source>Check the file or the server and start the program again.</source>
            <translation>Check the file or the server and start the program again.</translation>
        </message>
        <message>
            <source>The history cannot be opened.</source>
            <translation>The history cannot be opened.</translation>
        </message>
        <message>
            <source>Check the database setting.</source>
            <translation>Check the database setting.</translation>
        </message>
        <message>
            <source>History not available</source>
            <translation>History not available</translation>
        </message>
        <message>
            <source>You can play on: every shot is kept on this computer and added to this history the next time the program opens it; when you quit you can also save them to a file to import.</source>
            <translation>You can play on: every shot is kept on this computer and added to this history the next time the program opens it; when you quit you can also save them to a file to import.</translation>
        </message>
        <message>
            <source>players</source>
            <extracomment>lupdate finds translate("HistoryUi", "...") calls by this name.</extracomment>
            <translation>players</translation>
        </message>
        <message>
            <source>sessions</source>
            <translation>sessions</translation>
        </message>
        <message>
            <source>drill sets</source>
            <translation>drill sets</translation>
        </message>
        <message>
            <source>attempts</source>
            <translation>attempts</translation>
        </message>
        <message>
            <source>games</source>
            <translation>games</translation>
        </message>
        <message>
            <source>frames</source>
            <translation>frames</translation>
        </message>
        <message>
            <source>shots</source>
            <translation>shots</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>notes</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>marks</translation>
        </message>
        <message>
            <source>aim-bias judgements</source>
            <translation>aim-bias judgements</translation>
        </message>
        <message>
            <source>you may not write another player's %1 (login %2)</source>
            <translation>you may not write another player's %1 (login %2)</translation>
        </message>
        <message>
            <source>you may not change %1 in this history (login %2)</source>
            <translation>you may not change %1 in this history (login %2)</translation>
        </message>
        <message>
            <source>you may not update the history's tables (login %2)</source>
            <translation>you may not update the history's tables (login %2)</translation>
        </message>
        <message>
            <source>you may not manage the club's logins (login %2)</source>
            <translation>you may not manage the club's logins (login %2)</translation>
        </message>
        <message>
            <source>you may not read this history (login %2)</source>
            <translation>you may not read this history (login %2)</translation>
        </message>
        <message>
            <source>The club's administrator gives logins their rights (pyramid-coach club grant). Nothing was changed.</source>
            <translation>The club's administrator gives logins their rights (pyramid-coach club grant). Nothing was changed.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Amateur</source>
            <translation>Amateur</translation>
        </message>
        <message>
            <source>Club player</source>
            <translation>Club player</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Master</translation>
        </message>
        <message>
            <source>Stroke spread: direction ±%1°, speed ±%2 %, tip ±%3 R (one σ)</source>
            <translation>Stroke spread: direction ±%1°, speed ±%2 %, tip ±%3 R (one σ)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>New &amp;free table</source>
            <translation>New &amp;free table</translation>
        </message>
        <message>
            <source>New &amp;game…</source>
            <translation>New &amp;game…</translation>
        </message>
        <message>
            <source>&amp;Open saved game…</source>
            <translation>&amp;Open saved game…</translation>
        </message>
        <message>
            <source>&amp;Save game…</source>
            <translation>&amp;Save game…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Rematch</translation>
        </message>
        <message>
            <source>&amp;Players…</source>
            <translation>&amp;Players…</translation>
        </message>
        <message>
            <source>&amp;Import history…</source>
            <translation>&amp;Import history…</translation>
        </message>
        <message>
            <source>&amp;Start screen</source>
            <translation>&amp;Start screen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <source>&amp;Undo shot</source>
            <translation>&amp;Undo shot</translation>
        </message>
        <message>
            <source>&amp;Redo shot</source>
            <translation>&amp;Redo shot</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>&amp;Go</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Play</translation>
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation>P&amp;ractice</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>Re&amp;view</translation>
        </message>
        <message>
            <source>Pro&amp;gress</source>
            <translation>Pro&amp;gress</translation>
        </message>
        <message>
            <source>Game in pr&amp;ogress</source>
            <translation>Game in pr&amp;ogress</translation>
        </message>
        <message>
            <source>Practice p&amp;lans…</source>
            <translation>Practice p&amp;lans…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <source>&amp;Shot</source>
            <translation>&amp;Shot</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <source>&amp;About Pyramid Coach</source>
            <translation>&amp;About Pyramid Coach</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>About &amp;Qt</translation>
        </message>
        <message>
            <source>Something went wrong in the background: %1</source>
            <translation>Something went wrong in the background: %1</translation>
        </message>
        <message>
            <source>Sounds need Qt Multimedia, which is not installed. It comes in the PySide6-Addons package (about 175 MB): pip install PySide6-Addons==%1</source>
            <extracomment>(parent menu or None for the menu bar, its text) -&gt; the new menu. (menu, text, slot, keys, object name) -&gt; the new action. Languages offered, each named in itself so it can be found whatever is showing now.</extracomment>
            <translation>Sounds need Qt Multimedia, which is not installed. It comes in the PySide6-Addons package (about 175 MB): pip install PySide6-Addons==%1</translation>
        </message>
        <message>
            <source>Qt Multimedia is installed but cannot start: a system sound library (on Linux, libpulse) is missing.</source>
            <translation>Qt Multimedia is installed but cannot start: a system sound library (on Linux, libpulse) is missing.</translation>
        </message>
        <message>
            <source>No audio output device was found.</source>
            <translation>No audio output device was found.</translation>
        </message>
        <message>
            <source>Se&amp;ttings</source>
            <translation>Se&amp;ttings</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Aiming aid</source>
            <translation>&amp;Aiming aid</translation>
        </message>
        <message>
            <source>&amp;None</source>
            <translation>&amp;None</translation>
        </message>
        <message>
            <source>Aim line and &amp;ghost ball</source>
            <translation>Aim line and &amp;ghost ball</translation>
        </message>
        <message>
            <source>&amp;Predicted paths (simulator)</source>
            <translation>&amp;Predicted paths (simulator)</translation>
        </message>
        <message>
            <source>Playback &amp;speed</source>
            <translation>Playback &amp;speed</translation>
        </message>
        <message>
            <source>&amp;Sounds</source>
            <translation>&amp;Sounds</translation>
        </message>
        <message>
            <source>Click, thud and drop sounds during playback, louder for harder contacts</source>
            <translation>Click, thud and drop sounds during playback, louder for harder contacts</translation>
        </message>
        <message>
            <source>Free table</source>
            <translation>Free table</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Practice</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progress</translation>
        </message>
        <message>
            <source>Pyramid Coach</source>
            <translation>Pyramid Coach</translation>
        </message>
        <message>
            <source>Score a match at a &amp;real table…</source>
            <translation>Score a match at a &amp;real table…</translation>
        </message>
        <message>
            <source>Real table</source>
            <translation>Real table</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>left corner pocket by the house</source>
            <translation>left corner pocket by the house</translation>
        </message>
        <message>
            <source>right corner pocket by the house</source>
            <translation>right corner pocket by the house</translation>
        </message>
        <message>
            <source>left middle pocket</source>
            <translation>left middle pocket</translation>
        </message>
        <message>
            <source>right middle pocket</source>
            <translation>right middle pocket</translation>
        </message>
        <message>
            <source>far left corner pocket</source>
            <translation>far left corner pocket</translation>
        </message>
        <message>
            <source>far right corner pocket</source>
            <translation>far right corner pocket</translation>
        </message>
        <message>
            <source>the cue ball</source>
            <extracomment>``translate(context, source text)``: QCoreApplication.translate, or a catalogue's.</extracomment>
            <translation>the cue ball</translation>
        </message>
        <message>
            <source>ball %1</source>
            <translation>ball %1</translation>
        </message>
        <message>
            <source>cue ball</source>
            <translation>cue ball</translation>
        </message>
        <message>
            <source>Not put there: %1 would be off the cloth (in a cushion, over a pocket or past the rail).</source>
            <translation>Not put there: %1 would be off the cloth (in a cushion, over a pocket or past the rail).</translation>
        </message>
        <message>
            <source>Not put there: %1 would overlap %2. Balls may touch but not overlap.</source>
            <translation>Not put there: %1 would overlap %2. Balls may touch but not overlap.</translation>
        </message>
        <message>
            <source>The cue ball must lie on the cloth.</source>
            <translation>The cue ball must lie on the cloth.</translation>
        </message>
        <message>
            <source>The cue ball must be placed in the house.</source>
            <translation>The cue ball must be placed in the house.</translation>
        </message>
        <message>
            <source>The cue ball may not touch the house line: a ball on the line is outside the house.</source>
            <translation>The cue ball may not touch the house line: a ball on the line is outside the house.</translation>
        </message>
        <message>
            <source>The cue ball must be placed in the temporary house.</source>
            <translation>The cue ball must be placed in the temporary house.</translation>
        </message>
        <message>
            <source>The cue ball may not touch the temporary house line.</source>
            <translation>The cue ball may not touch the temporary house line.</translation>
        </message>
        <message>
            <source>The cue ball may not touch another ball.</source>
            <translation>The cue ball may not touch another ball.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Every player needs a name.</source>
            <translation>Every player needs a name.</translation>
        </message>
        <message>
            <source>Players' names must differ.</source>
            <translation>Players' names must differ.</translation>
        </message>
        <message>
            <source>A handicap is 5 to 35 points.</source>
            <translation>A handicap is 5 to 35 points.</translation>
        </message>
        <message>
            <source>Pair %1, player %2</source>
            <translation>Pair %1, player %2</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>Team A</source>
            <extracomment>The balls each player needs in the games to eight (a race фора: fewer than 8). The фора from the ratings: only with a history to read them from. The name each row was given automatically (a default player name, or a computer's name for a computer seat): replaced when the seat changes, while a name the user typed is kept.</extracomment>
            <translation>Team A</translation>
        </message>
        <message>
            <source>Team B</source>
            <translation>Team B</translation>
        </message>
        <message>
            <source>The two teams need two different names.</source>
            <translation>The two teams need two different names.</translation>
        </message>
        <message>
            <source>%1, board %2 (%3)</source>
            <translation>%1, board %2 (%3)</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Discipline</source>
            <translation>Discipline</translation>
        </message>
        <message>
            <source>Pairs (2 v 2)</source>
            <translation>Pairs (2 v 2)</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Frames in the match</source>
            <translation>Frames in the match</translation>
        </message>
        <message>
            <source>Calling</source>
            <translation>Calling</translation>
        </message>
        <message>
            <source>Computer's shots play at</source>
            <translation>Computer's shots play at</translation>
        </message>
        <message>
            <source>Team match</source>
            <translation>Team match</translation>
        </message>
        <message>
            <source>Teams</source>
            <translation>Teams</translation>
        </message>
        <message>
            <source>No (players or pairs)</source>
            <translation>No (players or pairs)</translation>
        </message>
        <message>
            <source>In a team match: the frames of each individual match</source>
            <translation>In a team match: the frames of each individual match</translation>
        </message>
        <message>
            <source>Two pairs, partners take turns</source>
            <translation>Two pairs, partners take turns</translation>
        </message>
        <message>
            <source>Lag for the break (otherwise player 1 breaks)</source>
            <translation>Lag for the break (otherwise player 1 breaks)</translation>
        </message>
        <message>
            <source>Ball and pocket</source>
            <translation>Ball and pocket</translation>
        </message>
        <message>
            <source>Strict (clean call)</source>
            <translation>Strict (clean call)</translation>
        </message>
        <message>
            <source>No call (house rule, not the Pyramid T rules)</source>
            <translation>No call (house rule, not the Pyramid T rules)</translation>
        </message>
        <message>
            <source>no handicap</source>
            <translation>no handicap</translation>
        </message>
        <message>
            <source> pts</source>
            <translation> pts</translation>
        </message>
        <message>
            <source>Handicap: points this player starts with (5 to 35)</source>
            <translation>Handicap: points this player starts with (5 to 35)</translation>
        </message>
        <message>
            <source>to </source>
            <translation>to </translation>
        </message>
        <message>
            <source>Handicap: the balls this player needs to win the frame (8 is level; the weaker player needs fewer)</source>
            <translation>Handicap: the balls this player needs to win the frame (8 is level; the weaker player needs fewer)</translation>
        </message>
        <message>
            <source>Handicap</source>
            <translation>Handicap</translation>
        </message>
        <message>
            <source>A person plays this seat, or the computer at a level</source>
            <translation>A person plays this seat, or the computer at a level</translation>
        </message>
        <message>
            <source>Playback speed of the computer's shots</source>
            <translation>Playback speed of the computer's shots</translation>
        </message>
        <message>
            <source>Score a match at a real table</source>
            <translation>Score a match at a real table</translation>
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
            <translation>Shot — %1: %2</translation>
        </message>
        <message>
            <source>Session — %1: %2</source>
            <translation>Session — %1: %2</translation>
        </message>
        <message>
            <source>Write a note for the student…</source>
            <translation>Write a note for the student…</translation>
        </message>
        <message>
            <source>Choose a coach above to write notes and mark shots.</source>
            <translation>Choose a coach above to write notes and mark shots.</translation>
        </message>
        <message>
            <source>Ruling</source>
            <translation>Ruling</translation>
        </message>
        <message>
            <source>Notes and marks</source>
            <translation>Notes and marks</translation>
        </message>
        <message>
            <source>Mark (M)</source>
            <translation>Mark (M)</translation>
        </message>
        <message>
            <source>Mark this shot; marked shots go into the PDF report as table diagrams</source>
            <translation>Mark this shot; marked shots go into the PDF report as table diagrams</translation>
        </message>
        <message>
            <source>Note on this shot</source>
            <translation>Note on this shot</translation>
        </message>
        <message>
            <source>Note on the session</source>
            <translation>Note on the session</translation>
        </message>
    </context>
    <context>
        <name>People</name>
        <message>
            <source>Guest</source>
            <extracomment>The names the guest player was made under, in every language the program speaks.</extracomment>
            <translation>Guest</translation>
        </message>
    </context>
    <context>
        <name>PlacementBox</name>
        <message>
            <source>Take off %1 (Delete)</source>
            <extracomment>Palette buttons per row: two rows of eight fit the side panel.</extracomment>
            <translation>Take off %1 (Delete)</translation>
        </message>
        <message>
            <source>Take off the selected ball (Delete)</source>
            <translation>Take off the selected ball (Delete)</translation>
        </message>
        <message>
            <source>%1 is on the table: click to take it off</source>
            <translation>%1 is on the table: click to take it off</translation>
        </message>
        <message>
            <source>Put %1 on the table (it appears on the spotting line; drag it where you want it)</source>
            <translation>Put %1 on the table (it appears on the spotting line; drag it where you want it)</translation>
        </message>
        <message>
            <source>Set up the table</source>
            <translation>Set up the table</translation>
        </message>
        <message>
            <source>Standard rack</source>
            <translation>Standard rack</translation>
        </message>
        <message>
            <source>Pyramid T rack</source>
            <translation>Pyramid T rack</translation>
        </message>
        <message>
            <source>Empty table</source>
            <translation>Empty table</translation>
        </message>
        <message>
            <source>Cue ball only</source>
            <translation>Cue ball only</translation>
        </message>
        <message>
            <source>Fifteen balls in a triangle, apex on the back spot, the cue ball in hand in the house (General rules 9.1): Free, Combined, Dynamic and the Classic games</source>
            <translation>Fifteen balls in a triangle, apex on the back spot, the cue ball in hand in the house (General rules 9.1): Free, Combined, Dynamic and the Classic games</translation>
        </message>
        <message>
            <source>The coloured rack of Pyramid T (its clause 3) and the ivory cue ball</source>
            <translation>The coloured rack of Pyramid T (its clause 3) and the ivory cue ball</translation>
        </message>
        <message>
            <source>No balls: put on the ones you want from the palette</source>
            <translation>No balls: put on the ones you want from the palette</translation>
        </message>
        <message>
            <source>Only the cue ball, in hand in the house</source>
            <translation>Only the cue ball, in hand in the house</translation>
        </message>
        <message>
            <source>The rack to set up</source>
            <translation>The rack to set up</translation>
        </message>
        <message>
            <source>Set up</source>
            <translation>Set up</translation>
        </message>
        <message>
            <source>Set the chosen rack up on the table (undo brings the table back)</source>
            <translation>Set the chosen rack up on the table (undo brings the table back)</translation>
        </message>
        <message>
            <source>Takes the selected ball off the table; the Delete key does the same</source>
            <translation>Takes the selected ball off the table; the Delete key does the same</translation>
        </message>
        <message>
            <source>Save as a drill…</source>
            <translation>Save as a drill…</translation>
        </message>
        <message>
            <source>Open this position in the drill editor, to describe it and save it into your own drills</source>
            <translation>Open this position in the drill editor, to describe it and save it into your own drills</translation>
        </message>
    </context>
    <context>
        <name>PlacementMapDialog</name>
        <message>
            <source>Cue-ball placement map</source>
            <extracomment>Grid choices (nx along the table, ny across): coarse for a quick look, fine to be sure.</extracomment>
            <translation>Cue-ball placement map</translation>
        </message>
        <message>
            <source>%1 places (%2 × %3)</source>
            <translation>%1 places (%2 × %3)</translation>
        </message>
        <message>
            <source>Target:</source>
            <translation>Target:</translation>
        </message>
        <message>
            <source>%1, cue ball at %2 m/s</source>
            <translation>%1, cue ball at %2 m/s</translation>
        </message>
        <message>
            <source>Pocket:</source>
            <translation>Pocket:</translation>
        </message>
        <message>
            <source> m/s</source>
            <translation> m/s</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Speed:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Level:</translation>
        </message>
        <message>
            <source>Shots per place:</source>
            <translation>Shots per place:</translation>
        </message>
        <message>
            <source>Places:</source>
            <translation>Places:</translation>
        </message>
        <message>
            <source>%v of %m places</source>
            <translation>%v of %m places</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Put the cue ball there</source>
            <translation>Put the cue ball there</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Pot chance</source>
            <translation>Pot chance</translation>
        </message>
        <message>
            <source>Press Analyse to try the cue ball at every place in the house.</source>
            <translation>Press Analyse to try the cue ball at every place in the house.</translation>
        </message>
        <message>
            <source>Solving the shot from each place and playing it %1 times…</source>
            <translation>Solving the shot from each place and playing it %1 times…</translation>
        </message>
        <message>
            <source>Cancelled after %1 of %2 places.</source>
            <translation>Cancelled after %1 of %2 places.</translation>
        </message>
        <message>
            <source>From none of these places does %1 drop into the %2 at %3 m/s. Needs more pace: from where the cue ball is it pots from %4 m/s; set the speed above and analyse again.</source>
            <translation>From none of these places does %1 drop into the %2 at %3 m/s. Needs more pace: from where the cue ball is it pots from %4 m/s; set the speed above and analyse again.</translation>
        </message>
        <message>
            <source>From none of these places does %1 drop into the %2 at this speed and tip: choose another pocket or speed above.</source>
            <translation>From none of these places does %1 drop into the %2 at this speed and tip: choose another pocket or speed above.</translation>
        </message>
        <message>
            <source>Best place (white ball, blue ring): %1. Pot chance %2 %, margin of error ±%3°.</source>
            <translation>Best place (white ball, blue ring): %1. Pot chance %2 %, margin of error ±%3°.</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>The analysis failed: %1</translation>
        </message>
    </context>
    <context>
        <name>Plans</name>
        <message>
            <source>Practice plans</source>
            <translation>Practice plans</translation>
        </message>
        <message>
            <source>No history is open, so there are no plans to keep.</source>
            <translation>No history is open, so there are no plans to keep.</translation>
        </message>
    </context>
    <context>
        <name>PlansDialog</name>
        <message>
            <source>%1 of %2 drills passed</source>
            <translation>%1 of %2 drills passed</translation>
        </message>
        <message>
            <source>Plan for %1</source>
            <translation>Plan for %1</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>Not saved: %1</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Saved.</translation>
        </message>
        <message>
            <source>give the plan a name.</source>
            <translation>give the plan a name.</translation>
        </message>
        <message>
            <source>add at least one drill.</source>
            <translation>add at least one drill.</translation>
        </message>
        <message>
            <source>drill %1: the pass mark is more than the attempts.</source>
            <translation>drill %1: the pass mark is more than the attempts.</translation>
        </message>
        <message>
            <source>Not deleted: %1</source>
            <translation>Not deleted: %1</translation>
        </message>
        <message>
            <source>Deleted.</source>
            <translation>Deleted.</translation>
        </message>
        <message>
            <source>Save the drill cards</source>
            <translation>Save the drill cards</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF documents (*.pdf)</translation>
        </message>
        <message>
            <source>The cards were not written: %1</source>
            <translation>The cards were not written: %1</translation>
        </message>
        <message>
            <source>Cards written: %1</source>
            <translation>Cards written: %1</translation>
        </message>
        <message>
            <source>Practice plans</source>
            <translation>Practice plans</translation>
        </message>
        <message>
            <source>Student:</source>
            <translation>Student:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>Done by:</source>
            <translation>Done by:</translation>
        </message>
        <message>
            <source>a date</source>
            <translation>a date</translation>
        </message>
        <message>
            <source>New plan</source>
            <translation>New plan</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Add the drill</source>
            <translation>Add the drill</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <source>Save the plan</source>
            <translation>Save the plan</translation>
        </message>
        <message>
            <source>Play it at a real table</source>
            <translation>Play it at a real table</translation>
        </message>
        <message>
            <source>Print the cards…</source>
            <translation>Print the cards…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Drill</source>
            <translation>Drill</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>Pass mark</source>
            <translation>Pass mark</translation>
        </message>
        <message>
            <source>Done so far</source>
            <translation>Done so far</translation>
        </message>
    </context>
    <context>
        <name>PlayPanel</name>
        <message>
            <source>stun</source>
            <translation>stun</translation>
        </message>
        <message>
            <source>follow %1 R</source>
            <translation>follow %1 R</translation>
        </message>
        <message>
            <source>draw %1 R</source>
            <translation>draw %1 R</translation>
        </message>
        <message>
            <source>no side</source>
            <translation>no side</translation>
        </message>
        <message>
            <source>right side %1 R</source>
            <translation>right side %1 R</translation>
        </message>
        <message>
            <source>left side %1 R</source>
            <translation>left side %1 R</translation>
        </message>
        <message>
            <source>Stroke</source>
            <translation>Stroke</translation>
        </message>
        <message>
            <source>Tip position (miscue limit dashed)</source>
            <translation>Tip position (miscue limit dashed)</translation>
        </message>
        <message>
            <source>Shoot (Space)</source>
            <translation>Shoot (Space)</translation>
        </message>
        <message>
            <source>Cue ball in hand</source>
            <translation>Cue ball in hand</translation>
        </message>
        <message>
            <source>In the house</source>
            <translation>In the house</translation>
        </message>
        <message>
            <source>In the temporary house</source>
            <translation>In the temporary house</translation>
        </message>
        <message>
            <source>Anywhere on the table</source>
            <translation>Anywhere on the table</translation>
        </message>
        <message>
            <source>Take the cue ball in hand (H)</source>
            <translation>Take the cue ball in hand (H)</translation>
        </message>
        <message>
            <source>Playback</source>
            <translation>Playback</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Step</translation>
        </message>
        <message>
            <source>To the end</source>
            <translation>To the end</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Speed</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
        <message>
            <source>New rack</source>
            <translation>New rack</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>New player's name</source>
            <translation>New player's name</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Add</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <source>Coaches write notes and mark shots in the review</source>
            <translation>Coaches write notes and mark shots in the review</translation>
        </message>
        <message>
            <source>Play as this player</source>
            <translation>Play as this player</translation>
        </message>
        <message>
            <source>Shots are recorded for the player chosen here.</source>
            <translation>Shots are recorded for the player chosen here.</translation>
        </message>
        <message>
            <source>coach</source>
            <translation>coach</translation>
        </message>
    </context>
    <context>
        <name>Plural</name>
        <message>
            <source>%1 point</source>
            <translation>%1 point</translation>
        </message>
        <message>
            <source>%1 points</source>
            <comment>few: 2-4, 22-24…</comment>
            <translation>%1 points</translation>
        </message>
        <message>
            <source>%1 points</source>
            <comment>many: 0, 5-20, 25-30…</comment>
            <translation>%1 points</translation>
        </message>
    </context>
    <context>
        <name>PotProbabilityDialog</name>
        <message>
            <source>Pot probability</source>
            <translation>Pot probability</translation>
        </message>
        <message>
            <source>%1 (%2° off the line)</source>
            <translation>%1 (%2° off the line)</translation>
        </message>
        <message>
            <source>Use ideal aim</source>
            <translation>Use ideal aim</translation>
        </message>
        <message>
            <source>Needs more pace: pots from %1 m/s (same tip). No direct stroke at this speed pockets the ball in this pocket.</source>
            <translation>Needs more pace: pots from %1 m/s (same tip). No direct stroke at this speed pockets the ball in this pocket.</translation>
        </message>
        <message>
            <source>Recalculate</source>
            <translation>Recalculate</translation>
        </message>
        <message>
            <source>Read the stroke on the table again (aim, speed, tip) and recalculate</source>
            <translation>Read the stroke on the table again (aim, speed, tip) and recalculate</translation>
        </message>
        <message>
            <source>Pocket:</source>
            <translation>Pocket:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Level:</translation>
        </message>
        <message>
            <source>Ideal direction:</source>
            <translation>Ideal direction:</translation>
        </message>
        <message>
            <source>Your aim:</source>
            <translation>Your aim:</translation>
        </message>
        <message>
            <source>Margin of error:</source>
            <translation>Margin of error:</translation>
        </message>
        <message>
            <source>Pot probability:</source>
            <translation>Pot probability:</translation>
        </message>
        <message>
            <source>The aim line meets no ball now: aim at a ball and recalculate.</source>
            <translation>The aim line meets no ball now: aim at a ball and recalculate.</translation>
        </message>
        <message>
            <source>Pot %1 into the %2, cue ball at %3 m/s.</source>
            <translation>Pot %1 into the %2, cue ball at %3 m/s.</translation>
        </message>
        <message>
            <source>Solving the shot and playing it %1 times…</source>
            <translation>Solving the shot and playing it %1 times…</translation>
        </message>
        <message>
            <source>No direct stroke at this speed and tip pockets the ball in this pocket. Try another speed, tip or pocket.</source>
            <translation>No direct stroke at this speed and tip pockets the ball in this pocket. Try another speed, tip or pocket.</translation>
        </message>
        <message>
            <source>±%1° (pockets from %2° to %3°)</source>
            <translation>±%1° (pockets from %2° to %3°)</translation>
        </message>
        <message>
            <source>%1 %  (95 %: %2–%3 %)</source>
            <translation>%1 %  (95 %: %2–%3 %)</translation>
        </message>
        <message>
            <source>Level %1: %2 strokes around the ideal direction, seed %3.</source>
            <translation>Level %1: %2 strokes around the ideal direction, seed %3.</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>The analysis failed: %1</translation>
        </message>
        <message>
            <source>left of ideal</source>
            <translation>left of ideal</translation>
        </message>
        <message>
            <source>right of ideal</source>
            <translation>right of ideal</translation>
        </message>
        <message>
            <source>this aim pots it</source>
            <translation>this aim pots it</translation>
        </message>
        <message>
            <source>this aim misses</source>
            <translation>this aim misses</translation>
        </message>
        <message>
            <source>%1 — the ideal aim</source>
            <translation>%1 — the ideal aim</translation>
        </message>
        <message>
            <source>%1 — %2° %3</source>
            <translation>%1 — %2° %3</translation>
        </message>
    </context>
    <context>
        <name>PowerControl</name>
        <message>
            <source>soft</source>
            <translation>soft</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>medium</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>strong</translation>
        </message>
        <message>
            <source>break</source>
            <translation>break</translation>
        </message>
        <message>
            <source>%1 m/s · %2</source>
            <translation>%1 m/s · %2</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Power</translation>
        </message>
        <message>
            <source>Cue ball speed. Up and Down arrows change it.</source>
            <translation>Cue ball speed. Up and Down arrows change it.</translation>
        </message>
    </context>
    <context>
        <name>PracticeScreen</name>
        <message>
            <source>Some files in your drills folder were not loaded:</source>
            <extracomment>At most this many problems are listed in a message box (the first ones; all are real).</extracomment>
            <translation>Some files in your drills folder were not loaded:</translation>
        </message>
        <message>
            <source>…and %1 more.</source>
            <translation>…and %1 more.</translation>
        </message>
        <message>
            <source>The pack was not imported</source>
            <translation>The pack was not imported</translation>
        </message>
        <message>
            <source>The pack "%1" was updated: %2 drills.</source>
            <translation>The pack "%1" was updated: %2 drills.</translation>
        </message>
        <message>
            <source>The pack "%1" was imported: %2 drills.</source>
            <translation>The pack "%1" was imported: %2 drills.</translation>
        </message>
        <message>
            <source>The previous version was kept in %1.</source>
            <translation>The previous version was kept in %1.</translation>
        </message>
        <message>
            <source>Pack imported</source>
            <translation>Pack imported</translation>
        </message>
        <message>
            <source>Replace your pack?</source>
            <translation>Replace your pack?</translation>
        </message>
        <message>
            <source>You already have a pack "%1". Replace it with the imported one? The current version will be kept as a backup.</source>
            <translation>You already have a pack "%1". Replace it with the imported one? The current version will be kept as a backup.</translation>
        </message>
        <message>
            <source>The pack was not exported</source>
            <translation>The pack was not exported</translation>
        </message>
        <message>
            <source>Saved into your pack "%1".</source>
            <translation>Saved into your pack "%1".</translation>
        </message>
        <message>
            <source>Import a drill pack</source>
            <translation>Import a drill pack</translation>
        </message>
        <message>
            <source>Drill packs (*.toml *.json)</source>
            <translation>Drill packs (*.toml *.json)</translation>
        </message>
        <message>
            <source>Export the drill pack</source>
            <translation>Export the drill pack</translation>
        </message>
        <message>
            <source>Pack exported</source>
            <translation>Pack exported</translation>
        </message>
        <message>
            <source>Written to %1.</source>
            <translation>Written to %1.</translation>
        </message>
    </context>
    <context>
        <name>ProgressScreen</name>
        <message>
            <source>The history is not available: %1</source>
            <extracomment>Aggregates shared by every progress screen of the process (keyed by database, filter and write stamp): coming back to the page, or to a chart, re-queries nothing. While the aim-bias chart is on show with attempts not judged yet, it is read again this often (ms): the window's background judge (coach_app.shell.aim_worker) keeps judging, and the chart fills in. The list's last entry: the rating view (coach_app/progress/rating_view.py), not a chart. A chart was drawn (its name): tests and screenshots wait for it. "Train weak spots": the Practice page's weak-spot set for this player (its id).</extracomment>
            <translation>The history is not available: %1</translation>
        </message>
        <message>
            <source>no database</source>
            <translation>no database</translation>
        </message>
        <message>
            <source>No history yet. Open Practice and play a drill, or play on the free table or a game: every shot is recorded and shows up here.</source>
            <translation>No history yet. Open Practice and play a drill, or play on the free table or a game: every shot is recorded and shows up here.</translation>
        </message>
        <message>
            <source>Computing the charts…</source>
            <translation>Computing the charts…</translation>
        </message>
        <message>
            <source>The charts could not be computed: %1</source>
            <translation>The charts could not be computed: %1</translation>
        </message>
        <message>
            <source>%1 — drill attempts: %2, pot attempts: %3, breaks: %4, games: %5. Pick a chart on the left; Export PNG saves it.</source>
            <translation>%1 — drill attempts: %2, pot attempts: %3, breaks: %4, games: %5. Pick a chart on the left; Export PNG saves it.</translation>
        </message>
        <message>
            <source>Export the chart as PNG</source>
            <translation>Export the chart as PNG</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG images (*.png)</translation>
        </message>
        <message>
            <source>Could not save %1: %2</source>
            <translation>Could not save %1: %2</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Saved %1</translation>
        </message>
        <message>
            <source>Success rate by drill</source>
            <translation>Success rate by drill</translation>
        </message>
        <message>
            <source>Success rate by category</source>
            <translation>Success rate by category</translation>
        </message>
        <message>
            <source>Pot rate by cut angle and distance</source>
            <translation>Pot rate by cut angle and distance</translation>
        </message>
        <message>
            <source>Opening breaks</source>
            <translation>Opening breaks</translation>
        </message>
        <message>
            <source>Games by discipline</source>
            <translation>Games by discipline</translation>
        </message>
        <message>
            <source>Aim bias by cut angle and distance</source>
            <translation>Aim bias by cut angle and distance</translation>
        </message>
        <message>
            <source>Rating and head to head</source>
            <translation>Rating and head to head</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Charts</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Export PNG…</translation>
        </message>
        <message>
            <source>Save the chart on show as a PNG image</source>
            <translation>Save the chart on show as a PNG image</translation>
        </message>
        <message>
            <source>Back to the start screen</source>
            <translation>Back to the start screen</translation>
        </message>
        <message>
            <source>Train weak spots</source>
            <translation>Train weak spots</translation>
        </message>
        <message>
            <source>Find the cuts and distances this player pots below his own trend, with the evidence, and a set of drills inside them (Practice)</source>
            <translation>Find the cuts and distances this player pots below his own trend, with the evidence, and a set of drills inside them (Practice)</translation>
        </message>
    </context>
    <context>
        <name>Protocol</name>
        <message>
            <source>Free pyramid</source>
            <translation>Free pyramid</translation>
        </message>
        <message>
            <source>Combined pyramid</source>
            <translation>Combined pyramid</translation>
        </message>
        <message>
            <source>Dynamic pyramid</source>
            <translation>Dynamic pyramid</translation>
        </message>
        <message>
            <source>Classic pyramid, 71 points</source>
            <translation>Classic pyramid, 71 points</translation>
        </message>
        <message>
            <source>Classic pyramid, 51 points</source>
            <translation>Classic pyramid, 51 points</translation>
        </message>
        <message>
            <source>Classic pyramid, 8 balls</source>
            <translation>Classic pyramid, 8 balls</translation>
        </message>
        <message>
            <source>Pyramid T</source>
            <translation>Pyramid T</translation>
        </message>
        <message>
            <source>no contact</source>
            <translation>no contact</translation>
        </message>
        <message>
            <source>shot not completed</source>
            <translation>shot not completed</translation>
        </message>
        <message>
            <source>illegal break</source>
            <translation>illegal break</translation>
        </message>
        <message>
            <source>ball off the table</source>
            <translation>ball off the table</translation>
        </message>
        <message>
            <source>cue ball pocketed</source>
            <translation>cue ball pocketed</translation>
        </message>
        <message>
            <source>cue ball pocketed from hand</source>
            <translation>cue ball pocketed from hand</translation>
        </message>
        <message>
            <source>cue ball fell uncalled</source>
            <translation>cue ball fell uncalled</translation>
        </message>
        <message>
            <source>from the house: a ball in the house</source>
            <translation>from the house: a ball in the house</translation>
        </message>
        <message>
            <source>from the house: no ball outside it</source>
            <translation>from the house: no ball outside it</translation>
        </message>
        <message>
            <source>not an own game ball</source>
            <translation>not an own game ball</translation>
        </message>
        <message>
            <source>not struck with the tip</source>
            <translation>not struck with the tip</translation>
        </message>
        <message>
            <source>both feet off the floor</source>
            <translation>both feet off the floor</translation>
        </message>
        <message>
            <source>shot before the balls stopped</source>
            <translation>shot before the balls stopped</translation>
        </message>
        <message>
            <source>touching a ball</source>
            <translation>touching a ball</translation>
        </message>
        <message>
            <source>double hit</source>
            <translation>double hit</translation>
        </message>
        <message>
            <source>push</source>
            <translation>push</translation>
        </message>
        <message>
            <source>touching or near ball played wrongly</source>
            <translation>touching or near ball played wrongly</translation>
        </message>
        <message>
            <source>a ball touched placing the cue ball</source>
            <translation>a ball touched placing the cue ball</translation>
        </message>
        <message>
            <source>cue ball not from the house</source>
            <translation>cue ball not from the house</translation>
        </message>
        <message>
            <source>wrong house</source>
            <translation>wrong house</translation>
        </message>
        <message>
            <source>cl. %1, %2</source>
            <translation>cl. %1, %2</translation>
        </message>
        <message>
            <source>cl. %1</source>
            <translation>cl. %1</translation>
        </message>
        <message>
            <source>turn passed</source>
            <translation>turn passed</translation>
        </message>
        <message>
            <source>foul</source>
            <translation>foul</translation>
        </message>
        <message>
            <source>re-rack</source>
            <translation>re-rack</translation>
        </message>
        <message>
            <source>frame over</source>
            <translation>frame over</translation>
        </message>
        <message>
            <source>at the table</source>
            <translation>at the table</translation>
        </message>
        <message>
            <source>penalty ball %1</source>
            <translation>penalty ball %1</translation>
        </message>
        <message>
            <source>penalty ball declined</source>
            <translation>penalty ball declined</translation>
        </message>
        <message>
            <source>ball %1 for the pocketed cue ball</source>
            <translation>ball %1 for the pocketed cue ball</translation>
        </message>
        <message>
            <source>ball for the cue ball declined</source>
            <translation>ball for the cue ball declined</translation>
        </message>
        <message>
            <source>hanging ball %1 put back</source>
            <translation>hanging ball %1 put back</translation>
        </message>
        <message>
            <source>shot played again</source>
            <translation>shot played again</translation>
        </message>
        <message>
            <source>foul between shots</source>
            <translation>foul between shots</translation>
        </message>
        <message>
            <source>lag</source>
            <translation>lag</translation>
        </message>
        <message>
            <source>deciding ball</source>
            <translation>deciding ball</translation>
        </message>
        <message>
            <source>level score: the last ball decides</source>
            <translation>level score: the last ball decides</translation>
        </message>
        <message>
            <source>handicap</source>
            <translation>handicap</translation>
        </message>
        <message>
            <source>Visit</source>
            <translation>Visit</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Shots</translation>
        </message>
        <message>
            <source>Balls</source>
            <translation>Balls</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Run</translation>
        </message>
        <message>
            <source>Fouls</source>
            <translation>Fouls</translation>
        </message>
        <message>
            <source>Ended</source>
            <translation>Ended</translation>
        </message>
        <message>
            <source>%1 wins the frame.</source>
            <translation>%1 wins the frame.</translation>
        </message>
        <message>
            <source>The frame is drawn.</source>
            <translation>The frame is drawn.</translation>
        </message>
        <message>
            <source>The frame is in play.</source>
            <translation>The frame is in play.</translation>
        </message>
        <message>
            <source>own shots %1</source>
            <translation>own shots %1</translation>
        </message>
        <message>
            <source>penalty balls %1</source>
            <translation>penalty balls %1</translation>
        </message>
        <message>
            <source>opponents' fouls %1</source>
            <translation>opponents' fouls %1</translation>
        </message>
        <message>
            <source>handicap %1</source>
            <translation>handicap %1</translation>
        </message>
        <message>
            <source>%1: %2 points (%3); visits %4, best run %5</source>
            <translation>%1: %2 points (%3); visits %4, best run %5</translation>
        </message>
        <message>
            <source>%1: visits %2, shots %3, balls %4, points %5, fouls %6, best run %7</source>
            <translation>%1: visits %2, shots %3, balls %4, points %5, fouls %6, best run %7</translation>
        </message>
        <message>
            <source>drawn</source>
            <translation>drawn</translation>
        </message>
        <message>
            <source>Frame %1: %2 — %3</source>
            <translation>Frame %1: %2 — %3</translation>
        </message>
        <message>
            <source>Frames won: %1</source>
            <translation>Frames won: %1</translation>
        </message>
        <message>
            <source>%1 wins the match.</source>
            <translation>%1 wins the match.</translation>
        </message>
        <message>
            <source>Frame %1 protocol</source>
            <translation>Frame %1 protocol</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>played at a real table</source>
            <translation>played at a real table</translation>
        </message>
    </context>
    <context>
        <name>ProtocolsPage</name>
        <message>
            <source>Back to the shots</source>
            <translation>Back to the shots</translation>
        </message>
        <message>
            <source>Frame %1</source>
            <translation>Frame %1</translation>
        </message>
        <message>
            <source>Frame protocols: %1</source>
            <translation>Frame protocols: %1</translation>
        </message>
        <message>
            <source>played at a real table</source>
            <translation>played at a real table</translation>
        </message>
    </context>
    <context>
        <name>RatingView</name>
        <message>
            <source>Computing the rating…</source>
            <translation>Computing the rating…</translation>
        </message>
        <message>
            <source>The rating could not be computed: %1</source>
            <translation>The rating could not be computed: %1</translation>
        </message>
        <message>
            <source>Head to head (frames won–lost)</source>
            <translation>Head to head (frames won–lost)</translation>
        </message>
        <message>
            <source>Head to head: no frame against an opponent yet.</source>
            <translation>Head to head: no frame against an opponent yet.</translation>
        </message>
        <message>
            <source>Frames played at:</source>
            <translation>Frames played at:</translation>
        </message>
        <message>
            <source>a real table</source>
            <translation>a real table</translation>
        </message>
        <message>
            <source>the screen</source>
            <translation>the screen</translation>
        </message>
        <message>
            <source>both (real table and screen)</source>
            <translation>both (real table and screen)</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Opponent</translation>
        </message>
        <message>
            <source>Frames</source>
            <translation>Frames</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Lost</translation>
        </message>
    </context>
    <context>
        <name>RealAttemptsPage</name>
        <message>
            <source>No replay for a real-table attempt: nothing was simulated there. Each attempt shows what was entered at the table.</source>
            <translation>No replay for a real-table attempt: nothing was simulated there. Each attempt shows what was entered at the table.</translation>
        </message>
    </context>
    <context>
        <name>ReviewHeader</name>
        <message>
            <source>no coach yet (Players…)</source>
            <translation>no coach yet (Players…)</translation>
        </message>
        <message>
            <source>Save the PDF report</source>
            <translation>Save the PDF report</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF documents (*.pdf)</translation>
        </message>
        <message>
            <source>Student:</source>
            <translation>Student:</translation>
        </message>
        <message>
            <source>Coach:</source>
            <translation>Coach:</translation>
        </message>
        <message>
            <source>Tick to limit the sessions and the report to these days; unticked means all time.</source>
            <translation>Tick to limit the sessions and the report to these days; unticked means all time.</translation>
        </message>
        <message>
            <source>PDF report…</source>
            <translation>PDF report…</translation>
        </message>
        <message>
            <source>The student's report for these days: charts, notes and marked shots</source>
            <translation>The student's report for these days: charts, notes and marked shots</translation>
        </message>
        <message>
            <source>Writing the report…</source>
            <translation>Writing the report…</translation>
        </message>
    </context>
    <context>
        <name>ReviewScreen</name>
        <message>
            <source>The history is not available: %1</source>
            <extracomment>The layout before the shot shown, to set up on the free table (and Pyramid T's colours: not known to a stored shot, so False). The PDF report was written (path) or failed (message). The last note or mark the history refused, said in a box (for tests).</extracomment>
            <translation>The history is not available: %1</translation>
        </message>
        <message>
            <source>no database</source>
            <translation>no database</translation>
        </message>
        <message>
            <source>No sessions for this student in these days. Untick From and To to see every session.</source>
            <translation>No sessions for this student in these days. Untick From and To to see every session.</translation>
        </message>
        <message>
            <source>Nothing to review yet. Play on the free table, start a game or open a drill in Practice: every shot is recorded, and here you replay it shot by shot, write notes and mark key shots for the PDF report.</source>
            <translation>Nothing to review yet. Play on the free table, start a game or open a drill in Practice: every shot is recorded, and here you replay it shot by shot, write notes and mark key shots for the PDF report.</translation>
        </message>
        <message>
            <source>Played at a real table: %1 attempts entered, no shots to replay.</source>
            <translation>Played at a real table: %1 attempts entered, no shots to replay.</translation>
        </message>
        <message>
            <source>Shot %1 of %2. Left and Right step, Space replays, M marks the shot.</source>
            <translation>Shot %1 of %2. Left and Right step, Space replays, M marks the shot.</translation>
        </message>
        <message>
            <source>Writing the report for %1…</source>
            <translation>Writing the report for %1…</translation>
        </message>
        <message>
            <source>Report saved: %1 (%2 pages)</source>
            <translation>Report saved: %1 (%2 pages)</translation>
        </message>
        <message>
            <source>The report could not be written: %1</source>
            <translation>The report could not be written: %1</translation>
        </message>
        <message>
            <source>Sessions (newest first)</source>
            <translation>Sessions (newest first)</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Shots</translation>
        </message>
        <message>
            <source>Compare attempts…</source>
            <translation>Compare attempts…</translation>
        </message>
        <message>
            <source>Put this drill attempt beside another attempt of the same drill</source>
            <translation>Put this drill attempt beside another attempt of the same drill</translation>
        </message>
        <message>
            <source>Back to the start screen</source>
            <translation>Back to the start screen</translation>
        </message>
        <message>
            <source>Frame protocols…</source>
            <translation>Frame protocols…</translation>
        </message>
        <message>
            <source>Every frame of this game: visits, points, fouls, runs and the score</source>
            <translation>Every frame of this game: visits, points, fouls, runs and the score</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
    </context>
    <context>
        <name>ReviewTexts</name>
        <message>
            <source>Practice</source>
            <extracomment>lupdate finds translate("ReviewTexts", "...") calls by this name.</extracomment>
            <translation>Practice</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Free table</source>
            <translation>Free table</translation>
        </message>
        <message>
            <source>shots: %1</source>
            <translation>shots: %1</translation>
        </message>
        <message>
            <source>notes: %1</source>
            <translation>notes: %1</translation>
        </message>
        <message>
            <source>Real table: %1</source>
            <translation>Real table: %1</translation>
        </message>
        <message>
            <source>Real table</source>
            <translation>Real table</translation>
        </message>
        <message>
            <source>Foul: %1 (%2)</source>
            <translation>Foul: %1 (%2)</translation>
        </message>
        <message>
            <source>Legal shot.</source>
            <translation>Legal shot.</translation>
        </message>
        <message>
            <source>No referee (free table).</source>
            <translation>No referee (free table).</translation>
        </message>
        <message>
            <source>Call: %1 into the %2.</source>
            <translation>Call: %1 into the %2.</translation>
        </message>
        <message>
            <source>Pocketed: %1.</source>
            <translation>Pocketed: %1.</translation>
        </message>
        <message>
            <source>Nothing pocketed.</source>
            <translation>Nothing pocketed.</translation>
        </message>
        <message>
            <source>Points: %1.</source>
            <translation>Points: %1.</translation>
        </message>
        <message>
            <source>the opponent was left a pot: a %1% chance</source>
            <translation>the opponent was left a pot: a %1% chance</translation>
        </message>
        <message>
            <source>Drill: %1</source>
            <translation>Drill: %1</translation>
        </message>
        <message>
            <source>done</source>
            <translation>done</translation>
        </message>
        <message>
            <source>good, the attempt goes on</source>
            <translation>good, the attempt goes on</translation>
        </message>
        <message>
            <source>the goal was met, but the shot was a foul</source>
            <translation>the goal was met, but the shot was a foul</translation>
        </message>
        <message>
            <source>the ball did not drop</source>
            <translation>the ball did not drop</translation>
        </message>
        <message>
            <source>the ball went into the wrong pocket</source>
            <translation>the ball went into the wrong pocket</translation>
        </message>
        <message>
            <source>the cue ball went into a pocket</source>
            <translation>the cue ball went into a pocket</translation>
        </message>
        <message>
            <source>the cue ball did not drop</source>
            <translation>the cue ball did not drop</translation>
        </message>
        <message>
            <source>the cue ball struck another ball first</source>
            <translation>the cue ball struck another ball first</translation>
        </message>
        <message>
            <source>a ball was pocketed out of order</source>
            <translation>a ball was pocketed out of order</translation>
        </message>
        <message>
            <source>the cue ball stopped outside the target zone</source>
            <translation>the cue ball stopped outside the target zone</translation>
        </message>
        <message>
            <source>the break was not legal</source>
            <translation>the break was not legal</translation>
        </message>
        <message>
            <source>too few balls reached a cushion</source>
            <translation>too few balls reached a cushion</translation>
        </message>
        <message>
            <source>too few balls were pocketed</source>
            <translation>too few balls were pocketed</translation>
        </message>
        <message>
            <source>the opponent was left a pot</source>
            <translation>the opponent was left a pot</translation>
        </message>
        <message>
            <source>other</source>
            <translation>other</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>legal break</source>
            <translation>legal break</translation>
        </message>
        <message>
            <source>foul on the break</source>
            <translation>foul on the break</translation>
        </message>
        <message>
            <source>legal</source>
            <translation>legal</translation>
        </message>
        <message>
            <source>foul</source>
            <translation>foul</translation>
        </message>
        <message>
            <source>break</source>
            <translation>break</translation>
        </message>
        <message>
            <source>success</source>
            <translation>success</translation>
        </message>
        <message>
            <source>made</source>
            <translation>made</translation>
        </message>
        <message>
            <source>missed</source>
            <translation>missed</translation>
        </message>
        <message>
            <source>Attempt %1</source>
            <translation>Attempt %1</translation>
        </message>
        <message>
            <source>points: %1</source>
            <translation>points: %1</translation>
        </message>
        <message>
            <source>potted: %1</source>
            <translation>potted: %1</translation>
        </message>
        <message>
            <source>cue ball stopped at %1, %2 m</source>
            <translation>cue ball stopped at %1, %2 m</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrupted</translation>
        </message>
        <message>
            <source>%1 of %2 attempts succeeded</source>
            <translation>%1 of %2 attempts succeeded</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>unfinished</translation>
        </message>
        <message>
            <source>Attempt %1, %2: %3</source>
            <translation>Attempt %1, %2: %3</translation>
        </message>
        <message>
            <source>key shot</source>
            <translation>key shot</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>mistake</translation>
        </message>
        <message>
            <source>well played</source>
            <translation>well played</translation>
        </message>
        <message>
            <source>games: %1</source>
            <translation>games: %1</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>frame %1 of %2</source>
            <extracomment>Pyramid T: each player's colours of the set under way, and the table's value.</extracomment>
            <translation>frame %1 of %2</translation>
        </message>
        <message>
            <source>no call (house rule)</source>
            <translation>no call (house rule)</translation>
        </message>
        <message>
            <source>frames: %1</source>
            <translation>frames: %1</translation>
        </message>
        <message>
            <source>Balls on the shelf / balls needed to win (handicap)</source>
            <translation>Balls on the shelf / balls needed to win (handicap)</translation>
        </message>
        <message>
            <source>Stage 1: %1 of 5 colours</source>
            <translation>Stage 1: %1 of 5 colours</translation>
        </message>
        <message>
            <source>Stage 2, set %1: %2 of 5 colours</source>
            <translation>Stage 2, set %1: %2 of 5 colours</translation>
        </message>
        <message>
            <source>Shelf: %1</source>
            <translation>Shelf: %1</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>empty</translation>
        </message>
    </context>
    <context>
        <name>ScorerKeys</name>
        <message>
            <source>Ball 1 to 15 (1 then 0–5 for 10 to 15)</source>
            <extracomment>How long a typed "1" waits for a second digit (10–15) before it means ball 1.</extracomment>
            <translation>Ball 1 to 15 (1 then 0–5 for 10 to 15)</translation>
        </message>
        <message>
            <source>The cue ball</source>
            <translation>The cue ball</translation>
        </message>
        <message>
            <source>No ball touched, or decline the ball offered</source>
            <translation>No ball touched, or decline the ball offered</translation>
        </message>
        <message>
            <source>Shot not completed (clause 20)</source>
            <translation>Shot not completed (clause 20)</translation>
        </message>
        <message>
            <source>Break: one more or one fewer ball at a cushion</source>
            <translation>Break: one more or one fewer ball at a cushion</translation>
        </message>
        <message>
            <source>Break: a ball crossed the centre line</source>
            <translation>Break: a ball crossed the centre line</translation>
        </message>
        <message>
            <source>An incident between shots</source>
            <translation>An incident between shots</translation>
        </message>
        <message>
            <source>Record the entry</source>
            <translation>Record the entry</translation>
        </message>
        <message>
            <source>Clear the entry</source>
            <translation>Clear the entry</translation>
        </message>
    </context>
    <context>
        <name>ScorerScreen</name>
        <message>
            <source>%1 wins the match!</source>
            <translation>%1 wins the match!</translation>
        </message>
        <message>
            <source>played at a real table</source>
            <translation>played at a real table</translation>
        </message>
        <message>
            <source>Save the score sheet</source>
            <translation>Save the score sheet</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>The score sheet could not be written: %1</source>
            <translation>The score sheet could not be written: %1</translation>
        </message>
        <message>
            <source>Between shots (I)</source>
            <translation>Between shots (I)</translation>
        </message>
        <message>
            <source>Record (Enter)</source>
            <translation>Record (Enter)</translation>
        </message>
        <message>
            <source>Clear (Esc)</source>
            <translation>Clear (Esc)</translation>
        </message>
        <message>
            <source>Esc clears the entry</source>
            <translation>Esc clears the entry</translation>
        </message>
        <message>
            <source>Enter records the entry</source>
            <translation>Enter records the entry</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
        <message>
            <source>Next frame</source>
            <translation>Next frame</translation>
        </message>
        <message>
            <source>Score sheet (PDF)…</source>
            <translation>Score sheet (PDF)…</translation>
        </message>
        <message>
            <source>Back to the start screen</source>
            <translation>Back to the start screen</translation>
        </message>
    </context>
    <context>
        <name>ScorerTexts</name>
        <message>
            <source>Call</source>
            <extracomment>The keys of the pockets, laid out like the table seen from the house: far pockets on the top row of the keyboard, the middle pockets on the home row, the pockets by the house at the bottom; the left pockets under the left hand, the right under the right. The keys of the modes.</extracomment>
            <translation>Call</translation>
        </message>
        <message>
            <source>Ball struck</source>
            <translation>Ball struck</translation>
        </message>
        <message>
            <source>First ball touched</source>
            <translation>First ball touched</translation>
        </message>
        <message>
            <source>Pocketed</source>
            <translation>Pocketed</translation>
        </message>
        <message>
            <source>Off the table</source>
            <translation>Off the table</translation>
        </message>
        <message>
            <source>Hanging ball dropped</source>
            <translation>Hanging ball dropped</translation>
        </message>
        <message>
            <source>Press the called ball, then its pocket.</source>
            <translation>Press the called ball, then its pocket.</translation>
        </message>
        <message>
            <source>Press the ball the player struck with the cue (any ball may be the cue ball in Free pyramid).</source>
            <translation>Press the ball the player struck with the cue (any ball may be the cue ball in Free pyramid).</translation>
        </message>
        <message>
            <source>Press the first ball the cue ball touched, or «No ball» (N).</source>
            <translation>Press the first ball the cue ball touched, or «No ball» (N).</translation>
        </message>
        <message>
            <source>Press each pocketed ball, then its pocket.</source>
            <translation>Press each pocketed ball, then its pocket.</translation>
        </message>
        <message>
            <source>Press each ball that left the table.</source>
            <translation>Press each ball that left the table.</translation>
        </message>
        <message>
            <source>Press the hanging ball that fell by itself, then its pocket.</source>
            <translation>Press the hanging ball that fell by itself, then its pocket.</translation>
        </message>
        <message>
            <source>Far left</source>
            <translation>Far left</translation>
        </message>
        <message>
            <source>Middle left</source>
            <translation>Middle left</translation>
        </message>
        <message>
            <source>Near left</source>
            <translation>Near left</translation>
        </message>
        <message>
            <source>Far right</source>
            <translation>Far right</translation>
        </message>
        <message>
            <source>Middle right</source>
            <translation>Middle right</translation>
        </message>
        <message>
            <source>Near right</source>
            <translation>Near right</translation>
        </message>
        <message>
            <source>cue</source>
            <translation>cue</translation>
        </message>
        <message>
            <source>which pocket?</source>
            <translation>which pocket?</translation>
        </message>
        <message>
            <source>Between shots (no shot played)</source>
            <translation>Between shots (no shot played)</translation>
        </message>
        <message>
            <source>Call: %1</source>
            <translation>Call: %1</translation>
        </message>
        <message>
            <source>Ball struck: %1</source>
            <translation>Ball struck: %1</translation>
        </message>
        <message>
            <source>no ball</source>
            <translation>no ball</translation>
        </message>
        <message>
            <source>First ball touched: %1</source>
            <translation>First ball touched: %1</translation>
        </message>
        <message>
            <source>Pocketed: %1</source>
            <translation>Pocketed: %1</translation>
        </message>
        <message>
            <source>Off the table: %1</source>
            <translation>Off the table: %1</translation>
        </message>
        <message>
            <source>Hanging ball dropped: %1</source>
            <translation>Hanging ball dropped: %1</translation>
        </message>
        <message>
            <source>Fouls: %1</source>
            <translation>Fouls: %1</translation>
        </message>
        <message>
            <source>Break: %1 object balls at a cushion</source>
            <translation>Break: %1 object balls at a cushion</translation>
        </message>
        <message>
            <source>, one crossed the centre line</source>
            <translation>, one crossed the centre line</translation>
        </message>
        <message>
            <source>on the back spot</source>
            <translation>on the back spot</translation>
        </message>
        <message>
            <source>on the spotting line behind the back spot, touching the ball there</source>
            <translation>on the spotting line behind the back spot, touching the ball there</translation>
        </message>
        <message>
            <source>on the spotting line toward the centre of the table</source>
            <translation>on the spotting line toward the centre of the table</translation>
        </message>
        <message>
            <source>on the next free place toward the front</source>
            <translation>on the next free place toward the front</translation>
        </message>
        <message>
            <source>on the front spot</source>
            <translation>on the front spot</translation>
        </message>
        <message>
            <source>on the centre spot</source>
            <translation>on the centre spot</translation>
        </message>
        <message>
            <source>as close as possible behind the ball on the front spot</source>
            <translation>as close as possible behind the ball on the front spot</translation>
        </message>
        <message>
            <source>as close as possible behind the ball on the centre spot</source>
            <translation>as close as possible behind the ball on the centre spot</translation>
        </message>
        <message>
            <source>as close as possible behind the ball on the back spot</source>
            <translation>as close as possible behind the ball on the back spot</translation>
        </message>
        <message>
            <source>back where it stood</source>
            <translation>back where it stood</translation>
        </message>
        <message>
            <source>back on the table</source>
            <translation>back on the table</translation>
        </message>
        <message>
            <source>Put %1 %2.</source>
            <translation>Put %1 %2.</translation>
        </message>
        <message>
            <source>%1 takes a penalty ball: press the ball they choose, or «Decline».</source>
            <translation>%1 takes a penalty ball: press the ball they choose, or «Decline».</translation>
        </message>
        <message>
            <source>The cue ball went in off an object ball: %1 takes a ball for it. Press the ball, or «Decline».</source>
            <translation>The cue ball went in off an object ball: %1 takes a ball for it. Press the ball, or «Decline».</translation>
        </message>
        <message>
            <source>%1: after the foul, play on or pass the shot back?</source>
            <translation>%1: after the foul, play on or pass the shot back?</translation>
        </message>
        <message>
            <source>%1: the opening break was illegal. How do they go on?</source>
            <translation>%1: the opening break was illegal. How do they go on?</translation>
        </message>
        <message>
            <source>Level score: the last ball is on the back spot. Who won the lag, and do they play or pass?</source>
            <translation>Level score: the last ball is on the back spot. Who won the lag, and do they play or pass?</translation>
        </message>
        <message>
            <source>The lag for the break: who won it, and do they break or pass?</source>
            <translation>The lag for the break: who won it, and do they break or pass?</translation>
        </message>
        <message>
            <source>%1: which player comes to the table first?</source>
            <translation>%1: which player comes to the table first?</translation>
        </message>
        <message>
            <source>the call</source>
            <extracomment>The outcome's fields as the scorer knows them.</extracomment>
            <translation>the call</translation>
        </message>
        <message>
            <source>the first ball touched</source>
            <translation>the first ball touched</translation>
        </message>
        <message>
            <source>the pocketed balls</source>
            <translation>the pocketed balls</translation>
        </message>
        <message>
            <source>the balls off the table</source>
            <translation>the balls off the table</translation>
        </message>
        <message>
            <source>the balls at a cushion on the break</source>
            <translation>the balls at a cushion on the break</translation>
        </message>
        <message>
            <source>clause 20</source>
            <translation>clause 20</translation>
        </message>
        <message>
            <source>the fouls</source>
            <translation>the fouls</translation>
        </message>
        <message>
            <source>the shot from the house</source>
            <translation>the shot from the house</translation>
        </message>
        <message>
            <source>the hanging ball</source>
            <translation>the hanging ball</translation>
        </message>
        <message>
            <source>who fouled</source>
            <translation>who fouled</translation>
        </message>
        <message>
            <source>the ball struck</source>
            <translation>the ball struck</translation>
        </message>
        <message>
            <source>the strict call</source>
            <translation>the strict call</translation>
        </message>
        <message>
            <source>the smeared ball</source>
            <translation>the smeared ball</translation>
        </message>
        <message>
            <source>the interference</source>
            <translation>the interference</translation>
        </message>
        <message>
            <source>the game</source>
            <translation>the game</translation>
        </message>
        <message>
            <source>the ball chosen</source>
            <translation>the ball chosen</translation>
        </message>
        <message>
            <source>the choice</source>
            <translation>the choice</translation>
        </message>
        <message>
            <source>press the pocket of each pocketed ball (Q A Z / E D C).</source>
            <translation>press the pocket of each pocketed ball (Q A Z / E D C).</translation>
        </message>
        <message>
            <source>name the called ball and its pocket first (K).</source>
            <translation>name the called ball and its pocket first (K).</translation>
        </message>
        <message>
            <source>on the opening break, count the object balls that reached a cushion (+/−).</source>
            <translation>on the opening break, count the object balls that reached a cushion (+/−).</translation>
        </message>
        <message>
            <source>answer the decision owed first, or start the next frame.</source>
            <translation>answer the decision owed first, or start the next frame.</translation>
        </message>
        <message>
            <source>Not accepted — %1: %2</source>
            <translation>Not accepted — %1: %2</translation>
        </message>
        <message>
            <source>Not accepted — %1 does not fit the rules here.</source>
            <translation>Not accepted — %1 does not fit the rules here.</translation>
        </message>
        <message>
            <source>Opening break: %1</source>
            <translation>Opening break: %1</translation>
        </message>
        <message>
            <source>Shot %1: %2 to play</source>
            <translation>Shot %1: %2 to play</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>beginner</source>
            <extracomment>The text that stands for a human seat in files and settings (a level name otherwise).</extracomment>
            <translation>beginner</translation>
        </message>
        <message>
            <source>amateur</source>
            <translation>amateur</translation>
        </message>
        <message>
            <source>club player</source>
            <translation>club player</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>master</source>
            <translation>master</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Computer: %1</translation>
        </message>
    </context>
    <context>
        <name>Shortcuts</name>
        <message>
            <source>Shot</source>
            <translation>Shot</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Where</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Keys</translation>
        </message>
    </context>
    <context>
        <name>ShotActions</name>
        <message>
            <source>Shoot</source>
            <extracomment>(name, keys) in menu order; None is a separator.</extracomment>
            <translation>Shoot</translation>
        </message>
        <message>
            <source>Turn aim left</source>
            <translation>Turn aim left</translation>
        </message>
        <message>
            <source>Turn aim right</source>
            <translation>Turn aim right</translation>
        </message>
        <message>
            <source>Turn aim left a little</source>
            <translation>Turn aim left a little</translation>
        </message>
        <message>
            <source>Turn aim right a little</source>
            <translation>Turn aim right a little</translation>
        </message>
        <message>
            <source>More power</source>
            <translation>More power</translation>
        </message>
        <message>
            <source>Less power</source>
            <translation>Less power</translation>
        </message>
        <message>
            <source>Pause or resume playback</source>
            <translation>Pause or resume playback</translation>
        </message>
        <message>
            <source>Step playback</source>
            <translation>Step playback</translation>
        </message>
        <message>
            <source>Skip playback to the end</source>
            <translation>Skip playback to the end</translation>
        </message>
        <message>
            <source>Cue ball in hand</source>
            <translation>Cue ball in hand</translation>
        </message>
        <message>
            <source>New rack</source>
            <translation>New rack</translation>
        </message>
        <message>
            <source>Take the selected ball off</source>
            <translation>Take the selected ball off</translation>
        </message>
    </context>
    <context>
        <name>ShotView</name>
        <message>
            <source>No shot to show.</source>
            <extracomment>"To the free table": the layout before the shot shown.</extracomment>
            <translation>No shot to show.</translation>
        </message>
        <message>
            <source>Simulating…</source>
            <translation>Simulating…</translation>
        </message>
        <message>
            <source>Recorded with physics %1, replayed with physics %2: %3</source>
            <translation>Recorded with physics %1, replayed with physics %2: %3</translation>
        </message>
        <message>
            <source>the replay ends as the shot did.</source>
            <translation>the replay ends as the shot did.</translation>
        </message>
        <message>
            <source>the replay differs from the shot as played; the ruling shown is the one recorded.</source>
            <translation>the replay differs from the shot as played; the ruling shown is the one recorded.</translation>
        </message>
        <message>
            <source>The shot could not be replayed: %1</source>
            <translation>The shot could not be replayed: %1</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>Play the shot again as it was played (Space)</source>
            <translation>Play the shot again as it was played (Space)</translation>
        </message>
        <message>
            <source>Replay speed</source>
            <translation>Replay speed</translation>
        </message>
        <message>
            <source>To the free table</source>
            <translation>To the free table</translation>
        </message>
        <message>
            <source>Set the table up as it was before this shot on the free table, to play it again your way</source>
            <translation>Set the table up as it was before this shot on the free table, to play it again your way</translation>
        </message>
    </context>
    <context>
        <name>SkillTest</name>
        <message>
            <source>Potting</source>
            <translation>Potting</translation>
        </message>
        <message>
            <source>Cue ball from the house</source>
            <translation>Cue ball from the house</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Safety</source>
            <translation>Safety</translation>
        </message>
        <message>
            <source>Breaks</source>
            <translation>Breaks</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Amateur</source>
            <translation>Amateur</translation>
        </message>
        <message>
            <source>Club player</source>
            <translation>Club player</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Master</translation>
        </message>
        <message>
            <source>Still learning the stroke: a straight ball goes in some of the time, the cue ball's path is not yet under control.</source>
            <translation>Still learning the stroke: a straight ball goes in some of the time, the cue ball's path is not yet under control.</translation>
        </message>
        <message>
            <source>Pots the simple balls; cuts, long balls and where the cue ball stops still go wrong often.</source>
            <translation>Pots the simple balls; cuts, long balls and where the cue ball stops still go wrong often.</translation>
        </message>
        <message>
            <source>A steady club player: pots most cuts, plays from the house with a plan, holds position on the easier shots.</source>
            <translation>A steady club player: pots most cuts, plays from the house with a plan, holds position on the easier shots.</translation>
        </message>
        <message>
            <source>Pots long and cut balls reliably and sends the cue ball where it is wanted; the safeties leave little.</source>
            <translation>Pots long and cut balls reliably and sends the cue ball where it is wanted; the safeties leave little.</translation>
        </message>
        <message>
            <source>Tournament standard: the battery's shots go in nearly every time, position and safety included.</source>
            <translation>Tournament standard: the battery's shots go in nearly every time, position and safety included.</translation>
        </message>
        <message>
            <source>%1, %2–%3 of %4: %5</source>
            <translation>%1, %2–%3 of %4: %5</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
    </context>
    <context>
        <name>SkillTestBar</name>
        <message>
            <source>Item %1 of %2: %3</source>
            <translation>Item %1 of %2: %3</translation>
        </message>
        <message>
            <source>Attempt %1 of %2, %3 each</source>
            <translation>Attempt %1 of %2, %3 each</translation>
        </message>
        <message>
            <source>Score so far: %1</source>
            <translation>Score so far: %1</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>See the result</translation>
        </message>
        <message>
            <source>Next item</source>
            <translation>Next item</translation>
        </message>
        <message>
            <source>Skill test</source>
            <translation>Skill test</translation>
        </message>
        <message>
            <source>Abandon the test</source>
            <translation>Abandon the test</translation>
        </message>
        <message>
            <source>Back to the drills; an unfinished test is not stored</source>
            <translation>Back to the drills; an unfinished test is not stored</translation>
        </message>
    </context>
    <context>
        <name>SkillTestPage</name>
        <message>
            <source>Item</source>
            <translation>Item</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>Area</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>The bands</source>
            <translation>The bands</translation>
        </message>
        <message>
            <source>Skill test</source>
            <translation>Skill test</translation>
        </message>
        <message>
            <source>The same %1 items every time, in this order: potting, the cue ball from the house, position, safety and breaks. Each success earns its points; the total is %2. A retest a month later is the same test, so the scores compare.</source>
            <translation>The same %1 items every time, in this order: potting, the cue ball from the house, position, safety and breaks. Each success earns its points; the total is %2. A retest a month later is the same test, so the scores compare.</translation>
        </message>
        <message>
            <source>Start the test</source>
            <translation>Start the test</translation>
        </message>
        <message>
            <source>Skill test: %1 (%2 %)</source>
            <translation>Skill test: %1 (%2 %)</translation>
        </message>
        <message>
            <source>Stored in your history: Progress shows it beside your earlier tests.</source>
            <translation>Stored in your history: Progress shows it beside your earlier tests.</translation>
        </message>
        <message>
            <source>Not stored: no history is open.</source>
            <translation>Not stored: no history is open.</translation>
        </message>
        <message>
            <source>Take the test again</source>
            <translation>Take the test again</translation>
        </message>
        <message>
            <source>Back to the drills</source>
            <translation>Back to the drills</translation>
        </message>
        <message>
            <source>At a real table</source>
            <translation>At a real table</translation>
        </message>
    </context>
    <context>
        <name>SolutionRow</name>
        <message>
            <source>Searching for a successful attempt…</source>
            <extracomment>Simulations the search may spend (the built-in packs were solved within this).</extracomment>
            <translation>Searching for a successful attempt…</translation>
        </message>
        <message>
            <source>The search failed: %1</source>
            <translation>The search failed: %1</translation>
        </message>
        <message>
            <source>A solution is recorded: "Show me" can play it and the success chance can be measured.</source>
            <translation>A solution is recorded: "Show me" can play it and the success chance can be measured.</translation>
        </message>
        <message>
            <source>No successful attempt found within %1 simulations: make the drill easier, or try again after a change.</source>
            <translation>No successful attempt found within %1 simulations: make the drill easier, or try again after a change.</translation>
        </message>
        <message>
            <source>No solution yet: find one before saving, so the drill can be shown and measured.</source>
            <translation>No solution yet: find one before saving, so the drill can be shown and measured.</translation>
        </message>
        <message>
            <source>Find a solution</source>
            <translation>Find a solution</translation>
        </message>
        <message>
            <source>Search by simulation for a stroke (or strokes) that succeed at attempt 1</source>
            <translation>Search by simulation for a stroke (or strokes) that succeed at attempt 1</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
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
            <translation>A trainer for Russian pyramid billiards</translation>
        </message>
        <message>
            <source>&amp;Free table</source>
            <translation>&amp;Free table</translation>
        </message>
        <message>
            <source>Set up and play any shot, no referee, undo at will.</source>
            <translation>Set up and play any shot, no referee, undo at will.</translation>
        </message>
        <message>
            <source>New &amp;game</source>
            <translation>New &amp;game</translation>
        </message>
        <message>
            <source>A refereed game at one computer: every discipline, two to four players.</source>
            <translation>A refereed game at one computer: every discipline, two to four players.</translation>
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation>P&amp;ractice</translation>
        </message>
        <message>
            <source>Drills with a score, from easy to championship level.</source>
            <translation>Drills with a score, from easy to championship level.</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>Re&amp;view</translation>
        </message>
        <message>
            <source>Replay and study the shots you have played.</source>
            <translation>Replay and study the shots you have played.</translation>
        </message>
        <message>
            <source>Pro&amp;gress</source>
            <translation>Pro&amp;gress</translation>
        </message>
        <message>
            <source>How your game has grown, in charts.</source>
            <translation>How your game has grown, in charts.</translation>
        </message>
    </context>
    <context>
        <name>StrokeWords</name>
        <message>
            <source>soft</source>
            <translation>soft</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>medium</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>strong</translation>
        </message>
        <message>
            <source>break strength</source>
            <translation>break strength</translation>
        </message>
        <message>
            <source>full ball</source>
            <translation>full ball</translation>
        </message>
        <message>
            <source>three-quarter ball</source>
            <translation>three-quarter ball</translation>
        </message>
        <message>
            <source>half ball</source>
            <translation>half ball</translation>
        </message>
        <message>
            <source>quarter ball</source>
            <translation>quarter ball</translation>
        </message>
        <message>
            <source>thin</source>
            <translation>thin</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%1 on %2</translation>
        </message>
        <message>
            <source>%1 cut to the left on %2 (%3)</source>
            <translation>%1 cut to the left on %2 (%3)</translation>
        </message>
        <message>
            <source>%1 cut to the right on %2 (%3)</source>
            <translation>%1 cut to the right on %2 (%3)</translation>
        </message>
        <message>
            <source>follow</source>
            <translation>follow</translation>
        </message>
        <message>
            <source>draw</source>
            <translation>draw</translation>
        </message>
        <message>
            <source>stun</source>
            <translation>stun</translation>
        </message>
        <message>
            <source>right side</source>
            <translation>right side</translation>
        </message>
        <message>
            <source>left side</source>
            <translation>left side</translation>
        </message>
        <message>
            <source>centre ball (%1)</source>
            <translation>centre ball (%1)</translation>
        </message>
        <message>
            <source>tip at %1 o'clock, %2 (%3)</source>
            <translation>tip at %1 o'clock, %2 (%3)</translation>
        </message>
        <message>
            <source>power %1 of 10, %2</source>
            <translation>power %1 of 10, %2</translation>
        </message>
        <message>
            <source>direction %1°, %2 m/s, side %3, height %4</source>
            <translation>direction %1°, %2 m/s, side %3, height %4</translation>
        </message>
    </context>
    <context>
        <name>SummaryBox</name>
        <message>
            <source>Attempts: %1</source>
            <translation>Attempts: %1</translation>
        </message>
        <message>
            <source>Successes: %1 of %2</source>
            <translation>Successes: %1 of %2</translation>
        </message>
        <message>
            <source>Points: %1</source>
            <translation>Points: %1</translation>
        </message>
        <message>
            <source>Best attempt: %1</source>
            <translation>Best attempt: %1</translation>
        </message>
        <message>
            <source>Longest run of successes: %1</source>
            <translation>Longest run of successes: %1</translation>
        </message>
        <message>
            <source>Pass mark: %1 successes of %2, reached.</source>
            <translation>Pass mark: %1 successes of %2, reached.</translation>
        </message>
        <message>
            <source>Pass mark: %1 successes of %2, not reached yet.</source>
            <translation>Pass mark: %1 successes of %2, not reached yet.</translation>
        </message>
        <message>
            <source>Pass mark reached: the next drill is open.</source>
            <translation>Pass mark reached: the next drill is open.</translation>
        </message>
        <message>
            <source>Next drill:</source>
            <translation>Next drill:</translation>
        </message>
        <message>
            <source>Set complete</source>
            <translation>Set complete</translation>
        </message>
        <message>
            <source>Another set</source>
            <translation>Another set</translation>
        </message>
    </context>
    <context>
        <name>TableMarks</name>
        <message>
            <source>front</source>
            <translation>front</translation>
        </message>
        <message>
            <source>back</source>
            <translation>back</translation>
        </message>
        <message>
            <source>left</source>
            <translation>left</translation>
        </message>
        <message>
            <source>right</source>
            <translation>right</translation>
        </message>
        <message>
            <source>1–15</source>
            <translation>1–15</translation>
        </message>
        <message>
            <source>the standard rack, apex on the back spot</source>
            <translation>the standard rack, apex on the back spot</translation>
        </message>
        <message>
            <source>%1 cm from the %2</source>
            <translation>%1 cm from the %2</translation>
        </message>
        <message>
            <source>Ball</source>
            <translation>Ball</translation>
        </message>
        <message>
            <source>End cushion</source>
            <translation>End cushion</translation>
        </message>
        <message>
            <source>Long cushion</source>
            <translation>Long cushion</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Diamonds</translation>
        </message>
        <message>
            <source>Sights along the table from the front (house) cushion, and across it from the right cushion, looking from the house end</source>
            <translation>Sights along the table from the front (house) cushion, and across it from the right cushion, looking from the house end</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <source>The skill test at a real table</source>
            <translation>The skill test at a real table</translation>
        </message>
        <message>
            <source>Made: %1</source>
            <translation>Made: %1</translation>
        </message>
        <message>
            <source>Click the diagram where the cue ball stopped: the zone decides the attempt.</source>
            <translation>Click the diagram where the cue ball stopped: the zone decides the attempt.</translation>
        </message>
        <message>
            <source>A click on the diagram notes where the cue ball stopped (optional).</source>
            <translation>A click on the diagram notes where the cue ball stopped (optional).</translation>
        </message>
        <message>
            <source>Take the test again</source>
            <translation>Take the test again</translation>
        </message>
        <message>
            <source>Attempt %1 of %2</source>
            <translation>Attempt %1 of %2</translation>
        </message>
        <message>
            <source>Attempts:</source>
            <translation>Attempts:</translation>
        </message>
        <message>
            <source>Played:</source>
            <translation>Played:</translation>
        </message>
        <message>
            <source>Typing in a score sheet from an earlier day? Set the day before the first entry.</source>
            <translation>Typing in a score sheet from an earlier day? Set the day before the first entry.</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>Table:</translation>
        </message>
        <message>
            <source>e.g. Table 3</source>
            <translation>e.g. Table 3</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>✓ Made  [M]</source>
            <translation>✓ Made  [M]</translation>
        </message>
        <message>
            <source>✗ Missed  [N]</source>
            <translation>✗ Missed  [N]</translation>
        </message>
        <message>
            <source>Points  [0–9]</source>
            <translation>Points  [0–9]</translation>
        </message>
        <message>
            <source>Undo  [Ctrl+Z]</source>
            <translation>Undo  [Ctrl+Z]</translation>
        </message>
        <message>
            <source>Play the set again</source>
            <translation>Play the set again</translation>
        </message>
        <message>
            <source>Comment on the next attempt  [C]</source>
            <translation>Comment on the next attempt  [C]</translation>
        </message>
        <message>
            <source>%1. ✓ made</source>
            <translation>%1. ✓ made</translation>
        </message>
        <message>
            <source>%1. ✗ the cue ball stopped outside the zone</source>
            <translation>%1. ✗ the cue ball stopped outside the zone</translation>
        </message>
        <message>
            <source>%1. ✗ missed</source>
            <translation>%1. ✗ missed</translation>
        </message>
        <message>
            <source>No attempts entered yet.</source>
            <translation>No attempts entered yet.</translation>
        </message>
        <message>
            <source>Made %1 of %2</source>
            <translation>Made %1 of %2</translation>
        </message>
        <message>
            <source>test score %1</source>
            <translation>test score %1</translation>
        </message>
        <message>
            <source>Test over: %1 points of %2 — %3.</source>
            <translation>Test over: %1 points of %2 — %3.</translation>
        </message>
        <message>
            <source>Set over: %1 of %2 made (%3%).</source>
            <translation>Set over: %1 of %2 made (%3%).</translation>
        </message>
    </context>
    <context>
        <name>TeamView</name>
        <message>
            <source>Pyramid triathlon (3+3)</source>
            <translation>Pyramid triathlon (3+3)</translation>
        </message>
        <message>
            <source>Free pyramid, teams of 3 (3+3)</source>
            <translation>Free pyramid, teams of 3 (3+3)</translation>
        </message>
        <message>
            <source>Free pyramid, teams of 2 (2+2)</source>
            <translation>Free pyramid, teams of 2 (2+2)</translation>
        </message>
        <message>
            <source>boards 1 and 2 in turn</source>
            <translation>boards 1 and 2 in turn</translation>
        </message>
        <message>
            <source>board %1</source>
            <translation>board %1</translation>
        </message>
        <message>
            <source>Match %1, %2: %3</source>
            <translation>Match %1, %2: %3</translation>
        </message>
        <message>
            <source>frame %1, best of %2</source>
            <translation>frame %1, best of %2</translation>
        </message>
        <message>
            <source>%1. %2, %3: %4 — %5, won by %6</source>
            <translation>%1. %2, %3: %4 — %5, won by %6</translation>
        </message>
        <message>
            <source>The team match is over: %1 wins.</source>
            <translation>The team match is over: %1 wins.</translation>
        </message>
        <message>
            <source>Team sheet</source>
            <translation>Team sheet</translation>
        </message>
        <message>
            <source>drawn</source>
            <translation>drawn</translation>
        </message>
        <message>
            <source>frame %1: %2 — %3</source>
            <translation>frame %1: %2 — %3</translation>
        </message>
        <message>
            <source>%1. %2, %3: %4 — %5, in play</source>
            <translation>%1. %2, %3: %4 — %5, in play</translation>
        </message>
    </context>
    <context>
        <name>TipDiagram</name>
        <message>
            <source>Where the tip meets the cue ball: up for follow, down for draw, left or right for side. The dashed circle is the miscue limit. Double-click to return to the centre.</source>
            <translation>Where the tip meets the cue ball: up for follow, down for draw, left or right for side. The dashed circle is the miscue limit. Double-click to return to the centre.</translation>
        </message>
    </context>
    <context>
        <name>WeakSpots</name>
        <message>
            <source>No history is open, so there are no pot attempts to read.</source>
            <translation>No history is open, so there are no pot attempts to read.</translation>
        </message>
        <message>
            <source>The history could not be read: %1</source>
            <translation>The history could not be read: %1</translation>
        </message>
        <message>
            <source>Cuts of %1–%2° from %3–%4 m: %5 of %6 potted (%7 %); your own trend elsewhere predicts %8 %, a gap of %9 standard errors.</source>
            <translation>Cuts of %1–%2° from %3–%4 m: %5 of %6 potted (%7 %); your own trend elsewhere predicts %8 %, a gap of %9 standard errors.</translation>
        </message>
        <message>
            <source>Here you overcut by %1° on average.</source>
            <translation>Here you overcut by %1° on average.</translation>
        </message>
        <message>
            <source>Here you undercut by %1° on average.</source>
            <translation>Here you undercut by %1° on average.</translation>
        </message>
        <message>
            <source>Only %1 pot attempts are in your history: no cut and distance has the %2 attempts it takes to tell a weak spot from chance. Play a few frames or potting drills and look again.</source>
            <translation>Only %1 pot attempts are in your history: no cut and distance has the %2 attempts it takes to tell a weak spot from chance. Play a few frames or potting drills and look again.</translation>
        </message>
        <message>
            <source>No weak spot stands out: in %1 pot attempts no cut and distance is potted clearly below your own trend, so there is nothing to single out.</source>
            <translation>No weak spot stands out: in %1 pot attempts no cut and distance is potted clearly below your own trend, so there is nothing to single out.</translation>
        </message>
        <message>
            <source>The nearest to one:</source>
            <translation>The nearest to one:</translation>
        </message>
    </context>
    <context>
        <name>WeakSpotsPage</name>
        <message>
            <source>Train weak spots</source>
            <translation>Train weak spots</translation>
        </message>
        <message>
            <source>Back to the drills</source>
            <translation>Back to the drills</translation>
        </message>
        <message>
            <source>At a real table</source>
            <translation>At a real table</translation>
        </message>
        <message>
            <source>Start the set</source>
            <translation>Start the set</translation>
        </message>
        <message>
            <source>Reading your pot attempts from the history…</source>
            <translation>Reading your pot attempts from the history…</translation>
        </message>
        <message>
            <source>From %1 pot attempts in your history:</source>
            <translation>From %1 pot attempts in your history:</translation>
        </message>
        <message>
            <source>The set "%1" (%2 drills, in your drills) lays out shots inside these cells; play it, then look again after a few sessions.</source>
            <translation>The set "%1" (%2 drills, in your drills) lays out shots inside these cells; play it, then look again after a few sessions.</translation>
        </message>
    </context>
    <context>
        <name>charts</name>
        <message>
            <source>Opening breaks</source>
            <extracomment>A legal break's dot: yellow, which reads on the cloth (green would vanish in it). Inches between the columns (the trend and the histogram; the table and its key).</extracomment>
            <translation>Opening breaks</translation>
        </message>
        <message>
            <source>Legal breaks, %</source>
            <translation>Legal breaks, %</translation>
        </message>
        <message>
            <source>Balls pocketed on the break</source>
            <translation>Balls pocketed on the break</translation>
        </message>
        <message>
            <source>Breaks</source>
            <translation>Breaks</translation>
        </message>
        <message>
            <source>Cue ball after the latest breaks: {n} (the pyramid stands at the right)</source>
            <translation>Cue ball after the latest breaks: {n} (the pyramid stands at the right)</translation>
        </message>
        <message>
            <source>Legal breaks per day; line: last {n} days</source>
            <translation>Legal breaks per day; line: last {n} days</translation>
        </message>
        <message>
            <source>Balls pocketed (mean {m:.2f})</source>
            <translation>Balls pocketed (mean {m:.2f})</translation>
        </message>
        <message>
            <source>legal</source>
            <translation>legal</translation>
        </message>
        <message>
            <source>legal break</source>
            <translation>legal break</translation>
        </message>
        <message>
            <source>foul or illegal break</source>
            <translation>foul or illegal break</translation>
        </message>
        <message>
            <source>Games by discipline</source>
            <translation>Games by discipline</translation>
        </message>
        <message>
            <source>none
finished</source>
            <translation>none
finished</translation>
        </message>
        <message>
            <source>Games won, %</source>
            <translation>Games won, %</translation>
        </message>
        <message>
            <source>Games won (won/played)</source>
            <translation>Games won (won/played)</translation>
        </message>
        <message>
            <source>Points per visit</source>
            <translation>Points per visit</translation>
        </message>
        <message>
            <source>Points per visit (number of visits)</source>
            <translation>Points per visit (number of visits)</translation>
        </message>
        <message>
            <source>Pot rate by cut angle and distance</source>
            <extracomment>The colour scale: a 0–100 % ramp (one small mesh: a colorbar is a whole machinery).</extracomment>
            <translation>Pot rate by cut angle and distance</translation>
        </message>
        <message>
            <source>Fewer than {n} shots in every cell yet: play pot drills in Practice and the cells fill in</source>
            <translation>Fewer than {n} shots in every cell yet: play pot drills in Practice and the cells fill in</translation>
        </message>
        <message>
            <source>Cut angle, degrees (0 = full ball)</source>
            <translation>Cut angle, degrees (0 = full ball)</translation>
        </message>
        <message>
            <source>Distance cue ball to object ball, m</source>
            <translation>Distance cue ball to object ball, m</translation>
        </message>
        <message>
            <source>Pot rate, %</source>
            <translation>Pot rate, %</translation>
        </message>
        <message>
            <source>No clear bias yet: fewer than five shots in every group of cut angle and distance</source>
            <translation>No clear bias yet: fewer than five shots in every group of cut angle and distance</translation>
        </message>
        <message>
            <source>You overcut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)</source>
            <translation>You overcut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)</translation>
        </message>
        <message>
            <source>You overcut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)</source>
            <translation>You overcut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)</translation>
        </message>
        <message>
            <source>You undercut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)</source>
            <translation>You undercut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)</translation>
        </message>
        <message>
            <source>You undercut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)</source>
            <translation>You undercut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)</translation>
        </message>
        <message>
            <source>Aim bias by cut angle and distance</source>
            <extracomment>Points from the bottom of the plots down to the key (under the axis labels).</extracomment>
            <translation>Aim bias by cut angle and distance</translation>
        </message>
        <message>
            <source>Balls cut to the left</source>
            <translation>Balls cut to the left</translation>
        </message>
        <message>
            <source>Balls cut to the right</source>
            <translation>Balls cut to the right</translation>
        </message>
        <message>
            <source>m</source>
            <translation>m</translation>
        </message>
        <message>
            <source>Cut angle, degrees</source>
            <translation>Cut angle, degrees</translation>
        </message>
        <message>
            <source>Mean error, °</source>
            <translation>Mean error, °</translation>
        </message>
        <message>
            <source>fewer than 5 shots</source>
            <translation>fewer than 5 shots</translation>
        </message>
        <message>
            <source>shots: {n}</source>
            <translation>shots: {n}</translation>
        </message>
        <message>
            <source>Mean error, degrees (+ overcut, − undercut)</source>
            <translation>Mean error, degrees (+ overcut, − undercut)</translation>
        </message>
        <message>
            <source>Distance cue ball to ghost ball</source>
            <translation>Distance cue ball to ghost ball</translation>
        </message>
        <message>
            <source>(+ overcut, − undercut)</source>
            <translation>(+ overcut, − undercut)</translation>
        </message>
        <message>
            <source>Computing: {done} of {total} shots…</source>
            <translation>Computing: {done} of {total} shots…</translation>
        </message>
        <message>
            <source>Pot rate by cut angle, all distances</source>
            <translation>Pot rate by cut angle, all distances</translation>
        </message>
        <message>
            <source>Drill success rate by drill</source>
            <extracomment>The key's font size (points).</extracomment>
            <translation>Drill success rate by drill</translation>
        </message>
        <message>
            <source>Drill success rate by category</source>
            <translation>Drill success rate by category</translation>
        </message>
        <message>
            <source>Success rate, %</source>
            <translation>Success rate, %</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>dots: one session (size = attempts); lines: trend over the last {n} sessions</source>
            <translation>dots: one session (size = attempts); lines: trend over the last {n} sessions</translation>
        </message>
        <message>
            <source>No data for the chosen player, dates and filters</source>
            <extracomment>English as written. Draws a text as the filled outlines of its glyphs (a public matplotlib path effect).</extracomment>
            <translation>No data for the chosen player, dates and filters</translation>
        </message>
        <message>
            <source>Play drills in Practice, or games, and this chart fills in.</source>
            <translation>Play drills in Practice, or games, and this chart fills in.</translation>
        </message>
        <message>
            <source>Tip</source>
            <extracomment>The cue ball as the app's table draws it (coach_app.table.style: red), its path yellow.</extracomment>
            <translation>Tip</translation>
        </message>
        <message>
            <source>left corner pocket by the house</source>
            <translation>left corner pocket by the house</translation>
        </message>
        <message>
            <source>right corner pocket by the house</source>
            <translation>right corner pocket by the house</translation>
        </message>
        <message>
            <source>left middle pocket</source>
            <translation>left middle pocket</translation>
        </message>
        <message>
            <source>right middle pocket</source>
            <translation>right middle pocket</translation>
        </message>
        <message>
            <source>far left corner pocket</source>
            <translation>far left corner pocket</translation>
        </message>
        <message>
            <source>far right corner pocket</source>
            <translation>far right corner pocket</translation>
        </message>
        <message>
            <source>a pocket</source>
            <translation>a pocket</translation>
        </message>
        <message>
            <source>a legal shot</source>
            <translation>a legal shot</translation>
        </message>
        <message>
            <source>foul</source>
            <translation>foul</translation>
        </message>
        <message>
            <source>ball {ball} into the {pocket}</source>
            <translation>ball {ball} into the {pocket}</translation>
        </message>
        <message>
            <source>the cue ball into the {pocket}</source>
            <translation>the cue ball into the {pocket}</translation>
        </message>
        <message>
            <source>direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R</source>
            <translation>direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R</translation>
        </message>
        <message>
            <source>pocketed: {p}</source>
            <translation>pocketed: {p}</translation>
        </message>
        <message>
            <source>direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R; pocketed: {p}; {verdict}</source>
            <translation>direction {d:.1f}°, speed {v:.2f} m/s, side {s:+.2f} R, height {h:+.2f} R; pocketed: {p}; {verdict}</translation>
        </message>
        <message>
            <source>Shot {n}</source>
            <translation>Shot {n}</translation>
        </message>
        <message>
            <source>LANGUAGE_CODE</source>
            <translation>LANGUAGE_CODE</translation>
        </message>
        <message>
            <source>Progress report: {name}</source>
            <extracomment>The most recent finished game frames whose protocols the report prints.</extracomment>
            <translation>Progress report: {name}</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Summary</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Period</translation>
        </message>
        <message>
            <source>Sessions</source>
            <translation>Sessions</translation>
        </message>
        <message>
            <source>Shots recorded</source>
            <translation>Shots recorded</translation>
        </message>
        <message>
            <source>Drill attempts succeeded</source>
            <translation>Drill attempts succeeded</translation>
        </message>
        <message>
            <source>Pot attempts potted</source>
            <translation>Pot attempts potted</translation>
        </message>
        <message>
            <source>Legal opening breaks</source>
            <translation>Legal opening breaks</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Games won</translation>
        </message>
        <message>
            <source>Coach's notes</source>
            <translation>Coach's notes</translation>
        </message>
        <message>
            <source>Key shots</source>
            <translation>Key shots</translation>
        </message>
        <message>
            <source>on a shot</source>
            <translation>on a shot</translation>
        </message>
        <message>
            <source>on the session</source>
            <translation>on the session</translation>
        </message>
        <message>
            <source>Key shot</source>
            <translation>Key shot</translation>
        </message>
        <message>
            <source>Russian pyramid · generated {when}</source>
            <translation>Russian pyramid · generated {when}</translation>
        </message>
        <message>
            <source>Key shot ({label}), {when}</source>
            <translation>Key shot ({label}), {when}</translation>
        </message>
        <message>
            <source>break</source>
            <translation>break</translation>
        </message>
        <message>
            <source>placement</source>
            <translation>placement</translation>
        </message>
        <message>
            <source>colours</source>
            <translation>colours</translation>
        </message>
        <message>
            <source>potting</source>
            <translation>potting</translation>
        </message>
        <message>
            <source>position</source>
            <translation>position</translation>
        </message>
        <message>
            <source>other</source>
            <translation>other</translation>
        </message>
        <message>
            <source>free</source>
            <translation>free</translation>
        </message>
        <message>
            <source>combined</source>
            <translation>combined</translation>
        </message>
        <message>
            <source>dynamic</source>
            <translation>dynamic</translation>
        </message>
        <message>
            <source>classic-71</source>
            <translation>classic-71</translation>
        </message>
        <message>
            <source>classic-51</source>
            <translation>classic-51</translation>
        </message>
        <message>
            <source>classic-8</source>
            <translation>classic-8</translation>
        </message>
        <message>
            <source>pyramid-t</source>
            <translation>pyramid-t</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Drill attempts: screen / real table</source>
            <translation>Drill attempts: screen / real table</translation>
        </message>
        <message>
            <source>Attempts at a real table</source>
            <translation>Attempts at a real table</translation>
        </message>
        <message>
            <source>made</source>
            <translation>made</translation>
        </message>
        <message>
            <source>missed</source>
            <translation>missed</translation>
        </message>
        <message>
            <source>points: {n}</source>
            <translation>points: {n}</translation>
        </message>
        <message>
            <source>potted: {n}</source>
            <translation>potted: {n}</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Skill test</source>
            <translation>Skill test</translation>
        </message>
        <message>
            <source>Practice plans</source>
            <translation>Practice plans</translation>
        </message>
        <message>
            <source>from {date}</source>
            <translation>from {date}</translation>
        </message>
        <message>
            <source>until {date}</source>
            <translation>until {date}</translation>
        </message>
        <message>
            <source>all dates</source>
            <translation>all dates</translation>
        </message>
        <message>
            <source>key shot</source>
            <translation>key shot</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>mistake</translation>
        </message>
        <message>
            <source>well played</source>
            <translation>well played</translation>
        </message>
        <message>
            <source>marked</source>
            <translation>marked</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>beginner</translation>
        </message>
        <message>
            <source>amateur</source>
            <translation>amateur</translation>
        </message>
        <message>
            <source>club player</source>
            <translation>club player</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>master</source>
            <translation>master</translation>
        </message>
        <message>
            <source>Skill test: {score}/{total} ({rating}), {date}</source>
            <translation>Skill test: {score}/{total} ({rating}), {date}</translation>
        </message>
        <message>
            <source>at a real table</source>
            <translation>at a real table</translation>
        </message>
        <message>
            <source>Score, % of {total}</source>
            <translation>Score, % of {total}</translation>
        </message>
        <message>
            <source>Frame protocol</source>
            <translation>Frame protocol</translation>
        </message>
        <message>
            <source>real table</source>
            <translation>real table</translation>
        </message>
        <message>
            <source>screen</source>
            <translation>screen</translation>
        </message>
        <message>
            <source>both</source>
            <translation>both</translation>
        </message>
        <message>
            <source>No rated frame ({where}) yet: finish a frame of a game against a person or the computer and the rating appears here.</source>
            <translation>No rated frame ({where}) yet: finish a frame of a game against a person or the computer and the rating appears here.</translation>
        </message>
        <message>
            <source>Rating ({where}): {rating} ± {sd}, from frames: {frames} (won {won}, lost {lost}), games: {games}.</source>
            <translation>Rating ({where}): {rating} ± {sd}, from frames: {frames} (won {won}, lost {lost}), games: {games}.</translation>
        </message>
        <message>
            <source>You play like the computer at the level «{level}».</source>
            <translation>You play like the computer at the level «{level}».</translation>
        </message>
        <message>
            <source>One day of play so far: the line over time begins with the next day's frames.</source>
            <translation>One day of play so far: the line over time begins with the next day's frames.</translation>
        </message>
        <message>
            <source>Rating over time ({where})</source>
            <translation>Rating over time ({where})</translation>
        </message>
        <message>
            <source>± uncertainty</source>
            <translation>± uncertainty</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>rating</translation>
        </message>
        <message>
            <source>Rating, points</source>
            <translation>Rating, points</translation>
        </message>
        <message>
            <source>computer ({level})</source>
            <translation>computer ({level})</translation>
        </message>
        <message>
            <source>Head to head: no frame against an opponent yet.</source>
            <translation>Head to head: no frame against an opponent yet.</translation>
        </message>
        <message>
            <source>Head to head ({where}), frames won–lost</source>
            <translation>Head to head ({where}), frames won–lost</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Opponent</translation>
        </message>
        <message>
            <source>Frames</source>
            <translation>Frames</translation>
        </message>
        <message>
            <source>Won–lost</source>
            <translation>Won–lost</translation>
        </message>
        <message>
            <source>screen + real table</source>
            <translation>screen + real table</translation>
        </message>
        <message>
            <source>Real-table attempts have no simulated stroke: this chart counts the shots played on the screen only.</source>
            <translation>Real-table attempts have no simulated stroke: this chart counts the shots played on the screen only.</translation>
        </message>
        <message>
            <source>Games won count the matches scored at a real table; points per visit come from the shots played on the screen only.</source>
            <translation>Games won count the matches scored at a real table; points per visit come from the shots played on the screen only.</translation>
        </message>
        <message>
            <source>by %1</source>
            <translation>by %1</translation>
        </message>
        <message>
            <source>from %1</source>
            <translation>from %1</translation>
        </message>
        <message>
            <source>%1 of %2 drills passed</source>
            <translation>%1 of %2 drills passed</translation>
        </message>
        <message>
            <source>%1: %2 attempts, pass mark %3</source>
            <translation>%1: %2 attempts, pass mark %3</translation>
        </message>
        <message>
            <source>screen: %2 of %3 made (sets: %1)</source>
            <translation>screen: %2 of %3 made (sets: %1)</translation>
        </message>
        <message>
            <source>real table: %2 of %3 made (sets: %1)</source>
            <translation>real table: %2 of %3 made (sets: %1)</translation>
        </message>
        <message>
            <source>not played yet</source>
            <translation>not played yet</translation>
        </message>
        <message>
            <source>✓ passed at the table</source>
            <translation>✓ passed at the table</translation>
        </message>
        <message>
            <source>✓ passed on the screen</source>
            <translation>✓ passed on the screen</translation>
        </message>
    </context>
</TS>

# The page's own words: every text of index.html by its data-l10n-id (the
# HTML holds the English too; a browser check keeps them equal).

page-top-meta =
    .content = Play, learn and analyse Wythoff's game and its family of impartial games, exactly, for numbers of any size.
page-top-title = Wythoff's game
page-top-link-board = Skip to the board
page-top-h1 = Wythoff's game
page-rules-top = Two piles. A move takes any positive number from one pile, or the same positive number from both. Whoever takes the last object wins. On the board the queen moves left, down, or diagonally down-left.
page-top-nav =
    .aria-label = Sections
page-top-link-play = Board
page-top-link-learn = Learn
page-top-link-analyse = Analyse
page-top-link-heat = Grundy values
page-top-link-sums = Sums
page-top-link-heaps = Heap games
page-present = Presentation mode
page-play-title = Play on the board
page-readout = Loading the board…
page-rule-now = Wythoff's game. Two piles; a move takes any positive number from one pile, or the same positive number from both. Normal play: whoever takes the last object wins.
page-board =
    .aria-label = The board: pile 1 across, pile 2 up. Arrow keys move, Enter plays.
page-axis-note = Pile 1 across, pile 2 up; the goal, (0, 0), is bottom left.
page-new-game = New game <kbd>N</kbd>
page-hint = Hint <kbd>H</kbd>
page-undo = Undo <kbd>U</kbd>
page-redo = Redo <kbd>R</kbd>
page-moves-title = Moves
page-settings-summary = Game settings
page-variant-label = Game
page-variant-wythoff = Wythoff's game
page-misere-label = Misère play (the last mover loses)
page-opponent-label = Opponent
page-opponent-perfect = the computer, perfect
page-opponent-casual = the computer, casual
page-opponent-person = another person
page-settings-casual-note = (casual: it plays a winning move only half the time it has one)
page-first-label = First to move
page-first-me = me
page-first-computer = the computer
page-size-label = Board side
page-any-start-label = Random starts may be lost ones (P-positions)
page-random-start = Random start
page-choose-start = Choose the start on the board
page-play-legend = Show on the board
page-show-p-label = P-positions (losing for the player to move)
page-show-reach-label = P or N on every square the queen can reach
page-show-lines-label = The golden lines
page-share = Link to this position
page-copy-link = Copy link
page-copy-challenge = Copy a challenge from here
page-print-sheets-label = Worksheet, as SVG:
page-sheet-blank = a blank board
page-sheet-position = this position
page-sheet-answers = its answer key
page-print-sheets = Print the three, one a page
page-play-p = Keys: arrows move on the board, <kbd>Shift</kbd>+arrow or <kbd>D</kbd> along the diagonal, <kbd>Enter</kbd> plays; <kbd>N</kbd> new game (twice in a game), <kbd>H</kbd> hint, <kbd>U</kbd> undo, <kbd>R</kbd> redo, <kbd>←</kbd>/<kbd>→</kbd> through the moves (off the board), <kbd>P</kbd> presentation mode.
page-learn-title = Learn: where the P-positions come from
page-learn-p = A <strong>P-position</strong> is one where the <em>previous</em> player wins: whoever must move from it loses. An <strong>N-position</strong> is one where the player to move (the <em>next</em> player) wins. Every square is one or the other, and they can be found one step at a time, from the corner outwards, on the board below.
page-learn-topic-label = Lesson
page-learn-topic-p = Wythoff's game: its P-positions
page-learn-topic-g = A subtraction game: its Sprague–Grundy values, by mex
page-learn-topic-n = Nim: the nim-sum, Bouton's theorem and sums of games
page-mex-misere-label = Misère play (the last mover loses)
page-learn-set-label = Moves take
page-nim-lesson-div =
    .aria-label = The heaps in binary
page-nim-step = Show the answer
page-nim-restart = Start again
page-learn-question = Loading the lesson…
page-mex-step = Show the answer
page-mex-reset = Start again
page-reveal = Reveal the pattern
page-mex-caption = P-positions found so far
page-golden-p = The pairs are (⌊kφ⌋, ⌊kφ⌋ + k), where φ = (1 + √5)/2 ≈ 1.618 is the golden ratio: a<sub>k</sub> = ⌊kφ⌋ and b<sub>k</sub> = ⌊kφ²⌋. On the board they lie along two lines through the corner, of slopes φ and 1/φ: the golden lines, now drawn.
page-golden-p-2 = <strong>Why.</strong> Since 1/φ + 1/φ² = 1 and φ is irrational, Beatty's theorem says that the sequences ⌊kφ⌋ and ⌊kφ²⌋ (k = 1, 2, …) together hold every positive whole number exactly once. So these pairs use each number once, and their differences are 0, 1, 2, … in order: exactly the two facts the step-by-step rule produces. Two pairs are never in the same row, column or diagonal, so no move joins two P-positions; and from any other square one move reaches a pair (the row, column or diagonal through it meets one below it or to its left). Wythoff proved it in 1907.
page-golden-misere = <strong>In misère play</strong> only the first pairs differ: (2, 2), then (0, 1) and (1, 0), where normal play has (0, 0), (1, 2) and (2, 1). From (3, 5) on the P-positions are normal play's, so the golden lines and Beatty's argument hold from there: a move to a pair of normal play is as good in both rules until the last few objects.
page-golden-p-3 = This page never uses φ to decide anything: the server compares k·φ with whole numbers exactly, by integer square roots, for numbers of any length.
page-learn-heat-p-text = The same rule gives every square of Wythoff's game a value: G(x, y) is the smallest value not reached by one queen's move.
page-learn-heat-p-text-2 = shows them; its outlined squares (G = 0) are the P-positions of the other lesson.
page-learn-heat-link-heat = The heat map
page-analyse-title = Analyse any position
page-pile-a-label = Pile 1
page-pile-b-label = Pile 2
page-analyse-misere-label = Misère
page-analyse-form-button = Analyse
page-heat-title = Sprague–Grundy values
page-heat-p = A position's <strong>Sprague–Grundy value</strong> G is the smallest number that is not the value of a position one move away (the <em>mex</em>, minimum excluded). G = 0 exactly at the P-positions; a sum of games is P exactly when its parts' values combine (by nim-sum) to 0.
page-values-game-label = Game
page-heat-size-label = Side
page-values-count-label = Heaps
page-values-count-auto = until the period shows twice
page-values-count-30 = 0 to 29
page-values-count-60 = 0 to 59
page-values-count-120 = 0 to 119
page-values-count-240 = 0 to 239
page-values-count-480 = 0 to 479
page-values-show = Show
page-heat-svg = Download as SVG
page-heat-part-p = The P-positions (G = 0) are outlined in white. Hover, tap, or move with the arrow keys to read a value; the button under the map plays from the square read.
page-heat-read = Loading…
page-heat-play = Play from the square read
page-values-part-div =
    .aria-label = The table of values (scrolls sideways on a narrow screen)
page-values-sheet-label = Worksheet:
page-values-sheet = print a table to fill in (heaps 0 to 29) and its answer key
page-sums-title = Sums of games
page-sums-p = Several games side by side: a move is a move in any one of them, and whoever makes the last move wins (in misère play, loses). By the <strong>Sprague–Grundy theorem</strong> each game counts as a Nim heap of its value G, so in normal play the sum is a P-position exactly when its values' <strong>nim-sum</strong> (their XOR, ⊕: binary addition without carries) is 0, as Bouton proved for Nim.
page-sum-expr-label = Sum
page-sum-misere-label = Misère
page-sum-form-button = Analyse
page-sum-add-box-summary = Add a game to the sum
page-sum-game-label = Game
page-sum-position-label = Position
page-sum-add = Add
page-sum-add-box-p = How the sum names each game:
page-sums-div =
    .aria-label = The sum's components
page-sum-link = Link to this sum
page-sum-play-title = Play it
page-sum-level-label = Opponent
page-sum-level-perfect = the computer, perfect
page-sum-level-casual = the computer, casual
page-sum-level-person = another person
page-sum-first-label = First to move
page-sum-first-me = me
page-sum-first-other = the other side
page-sum-play-start = Play this sum
page-heaps-title = Heap games
page-heap-intro = The sibling games, played on heaps of stones; stones are drawn for heaps of up to 40.
page-heap-game-label = Game
page-heap-shape = Heaps
page-heap-misere-label = Misère
page-heap-level-label = Opponent
page-heap-level-perfect = the computer, perfect
page-heap-level-casual = the computer, casual
page-heap-level-person = another person
page-heap-form-casual-note = (casual: a winning move only half the time)
page-heap-first-label = First to move
page-heap-first-me = me
page-heap-first-other = the other side
page-heap-new = New game <kbd>N</kbd>
page-heap-move = Take the amounts typed
page-heap-hint = Hint <kbd>H</kbd>
page-heap-undo = Undo <kbd>U</kbd>
page-heap-sheet-label = Worksheet:
page-heap-sheet = print this position and its answer key
page-heap-moves-title = Moves
page-top-p-text = Exact answers for numbers of any size. The same answers come from the <code>wythoff</code> command and from the JSON API under <code>/api/</code> (
page-top-p-text-2 = ; <code>wythoff serve --help</code> lists every endpoint).
page-top-a = the games it knows
page-langs =
    .aria-label = Language

## The Learn lessons (learn.js)

learn-p-first = Step 1: from which square is no move possible? The player to move there has lost: it is a P-position. Click it on the board.
learn-p-first-misere = Step 1, misère play: at (0, 0) the player to move has already won (the other took the last object), so it is an N-position. Which square has (0, 0) as its only move? Click it (or its mirror).
learn-p-next = Step { $step }: which square is the next P-position? It is not crossed out (no move from it reaches a P-position found), and it is the nearest such square to the corner. Click it, or its mirror.
learn-p-why-corner = no move is possible from (0, 0), so the player to move has lost
learn-p-why-misere-first = its only move goes to (0, 0), where the other player wins: (0, 1) and (1, 0) are P-positions
learn-p-why-misere-second = (1, 1) moves to (0, 1), a P-position, so it is crossed out; (2, 2) is the first square on the diagonal that no move joins to a P-position
learn-p-why = { $a } is the smallest number not used yet, and { $a } + { $k } = { $b }: the { $k }{ NUMBER($k, type: "ordinal") ->
        [one] st
        [two] nd
        [few] rd
       *[other] th
    } pair differs by { $k }
learn-p-square-then-next = { $words }. Go on with "Next step".
learn-p-found-already = { $words }: a P-position found already. Which is the next one?
learn-p-not-corner-misere = Not (0, 0): in misère play no move is left there, so the player to move has already won. Try again.
learn-p-not-crossed-out = Not { $square }: it is crossed out, because the queen moves from it to { $to }, a P-position, so the player to move from { $square } wins. Try again.
learn-p-not-nearest = Not { $square }: it is not crossed out yet, but an uncrossed square lies nearer the corner. The next P-position's smaller pile is the smallest number in no pair found so far. Try again.
learn-p-square-p = { $square } is a P-position
learn-p-square-corner-misere = (0, 0) is an N-position in misère play: no move is left, and the player to move has won
learn-p-square-n = { $square } is an N-position: it moves to { $to }
learn-p-square-open = { $square } is not decided yet
learn-p-shown-pair = { $square } and { $mirror }: P-positions, because { $why }. Their rows, columns and diagonals are now crossed out (shaded): from them the queen reaches them.
learn-p-shown-one = { $square }: a P-position, because { $why }. Its row, column and diagonal are now crossed out (shaded): from them the queen reaches it.
learn-p-count = { $count } { NUMBER($count) ->
        [one] P-position
       *[other] P-positions
    } found.{ NUMBER($count) ->
        [0] {""}
        [1] {""}
        [2] {""}
        [3] {""}
        [4] {""}
       *[other] {" "}Found enough to see the pattern? Reveal it.
    }
learn-reveal-after = The pattern is revealed once 5 P-positions are found ({ $count } so far).
learn-reveal-title = The pattern is revealed once 5 P-positions are found.
learn-hide = Hide the pattern
learn-next-step = Next step
learn-p-caption = P-positions found so far (click a row to mark it on the board)
learn-g-caption = Values found so far (click a row to mark the heap)
learn-p-head-smaller = smaller pile aₖ
learn-p-head-larger = larger pile bₖ
learn-g-head-heap = heap n
learn-head-why = why
learn-mark = mark
learn-mark-square = mark { $square } on the lesson's board
learn-mark-heap = mark heap { $n } on the lesson's board
learn-list = { $first } and { $last }
learn-g-ask-no-move = Heap { $n }: a move takes { $takes }, so from { $n } no move is possible, and no value is reached. What is G({ $n }), the smallest value not reached?
learn-g-ask = Heap { $n }: a move takes { $takes } and leaves { $moves } (ringed), whose values are { $values }. What is G({ $n }), the smallest value none of them has?
learn-g-not-reached-value = Not { $v }: a move from { $n } leaves { $to }, whose value is { $v }, so { $v } is reached. Try again.
learn-g-not-smallest = Not { $v }: { $v } is not reached, but a smaller value is not reached either. Try again.
learn-g-why = the values reached are { $values }; the smallest missing is { $g }
learn-g-why-no-move = no move: no value is reached, so the smallest missing is 0
learn-g-shown-p = G({ $n }) = { $g }, because { $why }. G = 0: a P-position, as every move from { $n } reaches a heap of value other than 0.
learn-g-shown-n = G({ $n }) = { $g }, because { $why }. G ≠ 0: an N-position; moving to a heap of value 0 wins.
learn-g-count = { $count } { NUMBER($count) ->
        [one] value
       *[other] values
    } found; the P-positions so far (G = 0): { $zeros }.
learn-end = That is { $steps } steps: the lesson ends here. Start again, or play on the board.
learn-failed = The lesson could not start: { $error }

## Players and turns (the API's keys for players: you, computer, player1, player2)

player-you = you
player-computer = the computer
player-player1 = player 1
player-player2 = player 2
turn-you = your move
turn-computer = the computer's move
turn-player1 = player 1 to move
turn-player2 = player 2 to move

## The board and its game (board.js, play.js)

rule-normal = normal play
rule-misere = misère play
board-pile1 = Pile 1 = {""}
board-pile2 = {" "}· Pile 2 = {""}
board-game-over = game over
board-choose-start = click the start square
board-start = Start { $position }
board-axes-misere = Pile 1 across, pile 2 up; (0, 0) is bottom left: in misère play whoever moves there loses.
board-axes-window = This window shows pile 1 from { $x0 } to { $x1 } across and pile 2 from { $y0 } to { $y1 } up.
play-over = The game is over: start a new game, or undo.
play-computer-turn = Here it is the computer's move: go forward (→) to its reply, or back (←).
play-queen-here = That is where the queen stands: choose a highlighted square.
play-not-a-move = The queen cannot move from { $from } to { $to } under { $game }.
play-moved = { $who }: { $move }. { $then }.
play-moved-thinking = You: { $move }. The computer is thinking…
play-computer-moved = The computer: { $move }. { $then }.
play-sentence = { $text }.
play-error = Error: { $error }
play-new-ended = New game from { $position }: { $end }.
play-new = New game from { $position }, { $rule }. { $who ->
        [computer] The computer moves first.
        [player1] Player 1 to move.
       *[you] Your move.
    }
play-position = Position { $position } after { $count } { NUMBER($count) ->
        [one] move
       *[other] moves
    }: { $then }.
play-hint-over = The game is over: start a new game, or undo to go back.
play-hint-n = An N-position: { NUMBER($count) ->
        [one] one winning move
       *[other] { $count } winning moves
    } (green arrows and rings):
play-hint-all-off = All of them { NUMBER($off) ->
        [one] is
       *[other] are
    } off the board shown: a larger side shows { NUMBER($off) ->
        [one] it
       *[other] them
    }.{ $count ->
       *[other] {""}
    }
play-hint-some-off = { $off } of them { NUMBER($off) ->
        [one] is
       *[other] are
    } off the board shown: a larger side shows { NUMBER($off) ->
        [one] it
       *[other] them
    }.{ $count ->
       *[other] {""}
    }
play-why = Why: { $reason }

## The games' rules and parameters (board.js, common.js, settings.js); each
## game's rule itself is games.ftl's game-NAME-rule

rules-line = { $title }. { $rule }. { $ending }
rules-ending-normal = Normal play: whoever takes the last object wins.
rules-ending-misere = Misère play: whoever takes the last object loses.
rules-board-queen = On the board the queen moves left, down, or diagonally down-left.
rules-board-generalized = On the board a move goes left, down, or down and to the left.
rules-with-setting = { $rule } ({ $setting })
rules-parameter = { $label }: { $value }
rules-preset = { $about } ({ $detail }).

## The heap games (heaps.js)

heap-shape-list = Heaps (comma-separated)
heap-shape-one = Heap
heap-preset-about = { $title }: { $about }
heap-intro = The sibling games, played on heaps of stones; stones are drawn for heaps of up to 40. { $limit }
heap-name = heap { $i }
heap-take-run = Take { $take } from heap { $i }: { $n } → { $leaves }
heap-nothing = nothing
heap-split = Split heap { $i }: { $n } → { $part } + { $rest }
heap-take = Take { $take } from heap { $i }: { $n } → { $left }
heap-tap-again = { $move } (tap again to play it)
heap-stones-label = heap { $i }: { $n } stones
heap-stone = stone { $j }
heap-empty = (empty)
heap-stones = { $n } stones
heap-row = Heap { $i }: { $n }
heap-limit-note = This move may take 1 to { $limit }.
heap-how-many = how many to take from heap { $i }
heap-take-button = Take
heap-take-from = take from heap { $i }
heap-part-label = one part when splitting heap { $i }
heap-word-take = take
heap-word-leave = and leave
heap-word-rest = and the rest
heap-word-split-into = split into
heap-take-and-split = Take and split
heap-split-button = Split
heap-take-and-split-label = Take and split heap { $i }
heap-split-label = Split heap { $i }
heap-start = Start: { $heaps }
heap-move-line = { $i }. { $who }: { $move }
heap-run-label = stones a click takes
heap-run-before = A click on a stone takes
heap-run-after = stones from there; the stones on either side stay as two heaps.
heap-click = A click on a stone:
heap-click-take = takes it and those after it
heap-click-split = splits the heap after it
heap-click-splits = A click on a stone splits the heap after it, into two heaps of different sizes.
heap-click-takes = A click on a stone takes it and the stones after it.
heap-pale = Pale stones start no move of this game.
heap-too-large = too large to play here
heap-analysed = { $limit } This position is analysed but not played: { $outcome }, { $who } ({ $reason }).
heap-outcome-p = the player to move loses
heap-outcome-n = the player to move wins
heap-title-misere = { $title }, misère play
heap-title-in-misere = { $title } in misère play
heap-ended = { $end }. Choose other heaps to play.
heap-begins = { $title }: { $who }.
heap-computer-first = the computer moves first
heap-refused = { $title } with heaps { $heaps } is beyond what this page works out. { $limit }
heap-error-limit = { $said }. { $limit }
heap-not-number = "{ $amount }" is not a number of stones to take.
heap-too-many = You cannot take more stones than a heap holds.
heap-type-split = Type how many to take (or nothing) and the size of one part.
heap-split-range = A split leaves two heaps of at least 1: one part is 1 to { $max }.
heap-moved = { $who }: { $move }. { $then }
heap-thinking = The computer is thinking…
heap-then = { $before } { $now }
heap-computer-moved = Computer: { $move }. { $then }
heap-your-move = Your move.
heap-no-hint = No hint here: { $why }
heap-the-position = The position { $heaps }
heap-winning-moves = { NUMBER($count) ->
        [one] Winning move:
       *[other] Winning moves:
    }
heap-p-position = A P-position: every move leads to an N-position.
heap-taken-back = Move taken back: { $turn }.

## What every section shares (common.js): limits, hints, why, marks

limit-max_digits = Numbers of up to { $v } digits work here.
limit-take_break_moves_heap = Heaps of up to { $v } stones can be played here: for a move, every way of splitting a heap is tried.
limit-take_break_values = Where no period of the values is proven, they are worked out here for heaps of up to { $v } stones.
limit-engine_cells = A position is solved here by searching every position below it: the product of (pile + 1) may be at most { $v }.
limit-fibonacci_moves_digits = Winning moves are listed for heaps of up to { $v } digits.
limit-misere_steps = Misère play is worked out here within { $v } steps: the game's misère quotient grows heap by heap, and a position whose largest heap it does not reach in time (beyond 40 stones in all) is not answered.
limit-misere_memory = A misère quotient may take up to { $v } bytes of memory here.
field-error = { $field }: { $message }
hint-p = { $where } is a P-position: every move leads to an N-position, so against perfect play the player to move loses.
hint-n = { $where } is an N-position: the player to move wins, by moving to a P-position.
hint-first = Hint 1 of { $steps }, P or N? { $verdict }
hint-first-more = Press Hint again for where the winning move takes from.
hint-where = Hint 2 of { $steps }, where? A winning move takes from { $from }.
hint-where-or = { $first }, or from { $next }
hint-where-more = Press Hint again for the move itself.
hint-why = Why: { $reason }.
why-misere = Misère play: the last player to move loses. This position is { $outcome ->
        [P] a loss
       *[N] a win
    } for the player to move, found through { $how }.
why-how = How it was found
why-through-quotient = the game's misère quotient, an algebra that sorts its positions (Plambeck and Siegel)
why-through-quotients = the games' misère quotient, an algebra that sorts their positions (Plambeck and Siegel)
why-through-search = a search of every position reachable from it
why-through-forms = the heaps' misère canonical forms
why-through-tame = the rule of tame games (they play like misère Nim)
piles-one = { $noun ->
        [pile] pile { $n }
       *[heap] heap { $n }
    }
piles-both = both piles
piles-many = { $noun ->
        [pile] piles { $list }
       *[heap] heaps { $list }
    }
piles-and = { $first } and { $next }
mark-forced = no winning move existed
mark-kept = keeps the win
mark-thrown = throws away the win
limit-timeout = A position whose answer takes longer than the server's time for one answer is not worked out here.

## Sums of games (sums.js)

sum-asking = Asking the server…
sum-the-sum = The sum
sum-verdict = { $outcome ->
        [P] P-position: the player to move loses
       *[N] N-position: the player to move wins
    }{ $misere ->
        [yes] {" "}(misère play).
       *[no] .
    }
sum-nim-sum-row = nim-sum (XOR, ⊕) of the values
sum-caption-misere = The components (misère play has no nim-sum rule: the verdict comes from the misère quotient)
sum-caption = The components and their Sprague–Grundy values
sum-col-game = game
sum-in = { $misere ->
        [yes] in { $component }
       *[no] in component { $component }
    }
sum-winning = { NUMBER($count) ->
        [one] Winning move
       *[other] Winning moves
    } ({ $count }), each to a P-position{ $misere ->
        [yes] :
       *[no] {" "}(nim-sum 0):
    }
sum-no-winning = No winning move: every move leads to an N-position.
sum-unlisted = The winning moves are not listed: { $why }.
sum-move-item = { $where }: { $move }
sum-value-becomes = { $item } (its value becomes { $g })
sum-cannot-move = { $subject } cannot move: { $misere ->
        [yes] in misère play { $who ->
            [you] you win
           *[other] { $name } wins
        }
       *[no] { $who ->
            [you] you lose
           *[other] { $name } loses
        }
    }
sum-choose = { $turn }: choose a move in one component.
sum-too-large = {" "}— too large to list its moves here.
sum-no-move-left = {" "}— no move left.
sum-move-in = a move in component { $i }
sum-play = Play
sum-log-move = component { $i }: { $move }
sum-start = Start: { $sum }

## Values and the heat map (values.js, heat.js)

values-about-heat = { $title }: G(pile 1, pile 2) on the board's squares.
values-about-heaps = { $title }: G(n) of one heap of n; a position of several heaps has the nim-sum of its heaps' values.
values-none = { $title } has no table of values here: its positions are not single heaps whose values combine by the nim-sum. Play it under Heap games, where Hint gives each position's verdict and why.
values-computing = Computing the values…
values-computing-to = Computing G(0) to G({ $last })…
values-cell = G({ $n }) = { $g }
values-cell-p = G({ $n }) = { $g }: a P-position
values-caption = G(n) of { $title }: row n, column +c is G(n + c)
values-read = G(0) to G({ $last }); the largest is { $max }. G = 0 (outlined) at { $count } { NUMBER($count) ->
        [one] heap
       *[other] heaps
    }: { $zeros }.
values-shaded = the heaps before it are shaded
values-repeats = each column repeats from there
values-join = { $first }; { $next }
values-proof = { $proof }. In the table { $shown }.
values-no-period = No period of these values is proven here.
heat-computing = Computing the values below { $size }…
heat-read = G(x, y) for x and y below { $size }; the largest is { $max }. { $how }
heat-tap = Tap a square for its value.
heat-hover = Hover for a value.
heat-pile1 = pile 1 →
heat-pile2 = pile 2 →
heat-square = G({ $x }, { $y }) = { $g }.
heat-square-p = G({ $x }, { $y }) = { $g }: a P-position.
heat-play = Play from ({ $x }, { $y })

## The Nim lesson (bouton.js)

bouton-step-1 = Nim with heaps 1, 2 and 3. A move takes any positive number from one heap; whoever takes the last object wins. Alone, a heap of n has the value G(n) = n: its moves reach heaps 0 to n − 1, so the smallest value they do not reach (the mex) is n.
bouton-step-2 = Heaps 3, 5 and 6.
bouton-step-3 = Heaps 3, 5 and 7.
bouton-step-4 = Four heaps: 9, 12, 6 and 2.
bouton-step-5 = Misère Nim: the same moves, but whoever takes the last object loses. Heaps 1, 1 and 1.
bouton-step-6 = Misère Nim, heaps 1, 1 and 2.
bouton-step-7 = Three different games side by side: Kayles with a row of 5 pins, a Nim heap of 3, and the subtraction game {"{"}1, 3, 4{"}"} with a heap of 10. A move is a move in one of them.
bouton-value = value
bouton-caption = In binary: the nim-sum has a 1 in a column exactly where the column holds an odd number of 1s
bouton-nim-sum = nim-sum ⊕
bouton-show = Show the answer
bouton-next = Next step
bouton-again = Start again
bouton-question = Step { $step } of { $steps }. { $say } Is this a P-position (the player to move loses) or an N-position (the player to move wins)?
bouton-right = Right.{" "}
bouton-not = Not { $choice }.{" "}
bouton-moves = {" "}{ NUMBER($count) ->
        [one] Winning move
       *[other] Winning moves
    }: { $moves }.
bouton-misere = { $right }{ $outcome ->
        [P] A P-position
       *[N] An N-position
    }: { $reason }.{ $moves }
bouton-theorem = Bouton's theorem (1901): a Nim position is a P-position exactly when the nim-sum of its heaps is 0. Here { $sum }
bouton-p = { $right }{ $bouton }: a P-position. Any move changes one heap, so some column's count of 1s turns odd and the nim-sum turns non-zero: every move leads to an N-position.
bouton-n = { $right }{ $bouton }, not 0: an N-position. Which heap should the player to move change, to make the nim-sum 0?
bouton-heap-right = Right: { $moves }. A winning move replaces a heap h by h ⊕ { $sum }, which is smaller than h exactly when h has a 1 in the nim-sum's highest column. The winning heaps here: { $winners }.
bouton-heap-wrong = Not { $heap }: { $size } ⊕ { $sum } would be larger than the heap, and a move only takes. A winning heap has a 1 in the nim-sum's highest column: { $winners }.
bouton-names = Kayles, 5 pins|Nim heap 3|subtraction {"{"}1,3,4{"}"}, heap 10
bouton-in-game = in game { $game }, { $move }
bouton-sum = { $right }The Sprague–Grundy theorem (Sprague 1935, Grundy 1939): every impartial game counts as a Nim heap of its value G, the smallest value its moves do not reach (the mex). Here G = { $values }, so the sum plays as Nim with heaps { $values }: nim-sum { $xor } = { $nim_sum }, { $outcome ->
        [P] a P-position
       *[N] an N-position
    }.{ $moves } The values section shows each game's values; the sums section builds and plays any sum.
bouton-could-not-start = The lesson could not start: { $error }

## Links, keys, settings, the analysis, worksheets and the board's squares

links-sheets-restricted = Worksheets are drawn for Wythoff's game and a-Wythoff.
links-sheets-corner = Worksheets are drawn from the corner (0, 0): this position is off a printed board.
links-sheet-alt = The worksheet: { $sheet }
links-sheets-failed = The worksheets could not be drawn; try the SVG links.
links-goes-on = { $error } The game goes on.
links-copied = { $what } copied.
links-shown = { $what }: { $url }
links-this-game = The link to this game
links-challenge = A challenge from { $position }
links-not-number = the link holds "{ $text }", not a number of at most { $digits } digits
links-not-square = the link holds "{ $text }", not a square x,y
links-kept = { NUMBER($count) ->
        [0] No move before it is kept.
        [one] The { $count } move before it is kept.
       *[other] The { $count } moves before it are kept.
    }
links-refused = {" "}Its move { $i }, to { $to }, was refused: { $error }. { $kept }
links-opened = Opened from the link: { $position }, { $rule }, { $count } { NUMBER($count) ->
        [one] move
       *[other] moves
    }.{ $refused }{ $end }{ $next }
links-opened-end = {" "}{ $end }.
links-computer-moves = {" "}The computer moves.
links-could-not-open = The link could not be opened ({ $error }); a new game instead.
keys-leave = Press N again to leave this game of { $count } { NUMBER($count) ->
        [one] move
       *[other] moves
    } and start a new one.
keys-present-leave = Leave presentation mode
settings-changed = Settings changed: a new game under { $rule }{ $variant }. { $now }
settings-variant = , { $title }
settings-two-people = Two people now play on this board: no computer moves.
settings-level = { $level ->
        [casual] The computer now plays at level casual, from its next move.
       *[perfect] The computer now plays at level perfect, from its next move.
    }
settings-size = The board now shows { $size } × { $size } squares.
analysis-the-pile = The pile
analysis-misere-tag = Misère play
analysis-misere-rest = : the player who takes the last object loses.
analysis-verdict = { $outcome ->
        [P] P-position: the player to move loses.
       *[N] N-position: the player to move wins.
    }
analysis-why = Why: { $reason }
analysis-winning = Winning moves ({ $count }):
analysis-show = Show on board
analysis-play = Play from here
analysis-pair = The P-position holding { $name }: ({ $a }, { $b }), number { $k }.
analysis-grundy = Grundy value G = { $g } ({ $reason })
analysis-grundy-limit = Grundy value: not computed for numbers this large (beyond what the server computes for one question).
analysis-grundy-not = Grundy value: not computed here ({ $error }).
sheet-q1 = 1. Is this a P-position or an N-position?
sheet-q2 = 2. Why?
sheet-q3 = 3. A winning move, if there is one:
sheet-key = { $title }: the answer key
sheet-a1 = 1. { $outcome ->
        [P] A P-position: the player to move loses.
       *[N] An N-position: the player to move wins.
    }
sheet-a2 = 2. { $reason }.
sheet-a3 = 3.{" "}
sheet-a3-none = 3. None: every move leads to an N-position.
sheet-values-rule = G(n) is the smallest value that no move from a heap of n reaches (the mex of the values one move away); a heap with no move has G = 0. Row n, column +c is the heap n + c.
sheet-values-title = { $title }: its Sprague–Grundy values
sheet-values-question = Which heaps are P-positions (G = 0)?
sheet-values-key = { $title }: the values, the answer key
board-cell = pile 1 = { $x }, pile 2 = { $y }
board-cell-queen = the queen
board-cell-reach = you can move here
board-cell-win = a winning move
board-cell-p = P-position
board-cell-n = N-position
board-cell-join = { $first }, { $next }
board-window = { $n } × { $n } of the board's { $size } × { $size } squares fit the screen: the window follows the queen. Pile 1 from { $x0 } to { $x1 }, pile 2 from { $y0 } to { $y1 }.
app-could-not-start = The page could not start: { $error }

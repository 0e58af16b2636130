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

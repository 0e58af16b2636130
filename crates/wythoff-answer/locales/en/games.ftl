# The registry's prose: each game's title, what it is, its parameters, presets,
# actions and sum components, as `/api/games` gives them (the page's menus and
# fields), and each game's rule with its parameter's value (the page's rule
# lines). The English is the registry's own (a test keeps them equal).

## Actions several games share

action-genus = Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them
action-quotient = The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap
action-sequence = The Grundy values of heaps 0..N-1

## Wythoff's game

game-wythoff-title = Wythoff's game
game-wythoff-named = Wythoff's game
game-wythoff-about = Wythoff's game: two piles; a move takes any positive number from one pile, or the same positive number from both
game-wythoff-rule = two piles; a move takes any positive number from one pile, or the same positive number from both
game-wythoff-sum-1 = Wythoff's game, as `grundy A B` answers it (one pile at most 100, else 10^9 steps)

## Fraenkel's a-Wythoff

game-generalized-title = Fraenkel's a-Wythoff
game-generalized-named = Fraenkel's a-Wythoff with a = { $a }
game-generalized-about = Fraenkel's a-Wythoff: take any positive number from one pile, or k ≥ 1 from one and l ≥ 1 from the other with |k - l| < a
game-generalized-rule = take any positive number from one pile, or k ≥ 1 from one and l ≥ 1 from the other with |k − l| < { $a }
game-generalized-parameter-a = a: a move takes k and l from the piles with |k − l| < a
game-generalized-action-nth = The N-th P-position
game-generalized-action-pair = The P-position that holds the number N

## restricted Wythoff

game-restricted-title = restricted Wythoff
game-restricted-named = Restricted Wythoff (at most { $max_take } from a pile)
game-restricted-about = Restricted Wythoff: Wythoff's moves, at most M from a pile
game-restricted-rule = Wythoff's moves, at most { $max_take } from a pile
game-restricted-parameter-max_take = M: the most one move may take

## multi-pile Wythoff

game-multipile-title = multi-pile Wythoff
game-multipile-named = Multi-pile Wythoff ({ $moves })
game-multipile-about = Multi-pile Wythoff (two to twelve piles), solved exactly by retrograde analysis
game-multipile-rule = { $moves ->
        [one-or-all] any amount from one pile, or the same amount from every pile
       *[one-or-any] the same amount from each pile of any nonempty set of piles
    }
game-multipile-parameter-moves = which moves besides one pile: one-or-all or one-or-any
game-multipile-parameter-moves-one-or-all = Any amount from one pile, or the same amount from every pile
game-multipile-parameter-moves-one-or-any = The same amount from each pile of any nonempty set of piles
game-multipile-action-positions = Every P-position with piles x ≤ y ≤ … ≤ --max

## Nim

game-nim-title = Nim
game-nim-named = Nim
game-nim-about = Nim: any number of heaps, a move takes any positive number from one heap
game-nim-rule = any number of heaps; a move takes any positive number from one heap
game-nim-action-genus = { action-genus }
game-nim-action-quotient = { action-quotient }
game-nim-sum-1 = Nim: one heap, or several heaps as one component

## the Bash game

game-bash-title = the Bash game
game-bash-named = The Bash game (take 1 to { $max_take })
game-bash-about = The Bash game: one heap, a move takes 1 to M objects
game-bash-rule = one heap; a move takes 1 to { $max_take } objects
game-bash-parameter-max_take = M: the most one move may take
game-bash-action-genus = { action-genus }
game-bash-action-quotient = { action-quotient }
game-bash-sum-1 = the Bash game taking 1 to M, heap N

## the subtraction game

game-subtraction-title = the subtraction game
game-subtraction-named = The subtraction game with the set { $set }
game-subtraction-about = A subtraction game: one heap, a move takes s objects for some s in the set
game-subtraction-rule = one heap; a move takes s objects for some s in { $set }
game-subtraction-parameter-set = the amounts a move may take
game-subtraction-action-sequence = The values for heaps 0..N-1 (Grundy values; misère: 0 = P, 1 = N)
game-subtraction-action-period = The certified preperiod and period
game-subtraction-action-genus = { action-genus }
game-subtraction-action-quotient = { action-quotient }
game-subtraction-sum-1 = the subtraction game with set S, heap N

## the Fibonacci game

game-fibonacci-title = the Fibonacci game
game-fibonacci-named = The Fibonacci game
game-fibonacci-about = The Fibonacci game: the first move takes 1..N−1, then up to twice the last take
game-fibonacci-rule = the first move takes 1 to N − 1, then up to twice the last take
game-fibonacci-sum-1 = the Fibonacci game from its start, heap N ≤ 10,000;
game-fibonacci-sum-2 = or where the next move takes at most T (values computed)

## an octal game

game-octal-title = an octal game
game-octal-named = The octal game { $code }
game-octal-about = An octal game: heaps; a move removes i tokens from a heap where digit i of the code allows what is left
game-octal-rule = octal code { $code }: a move removes i tokens from a heap where digit i of the code allows what is left
game-octal-parameter-code = the octal code d0.d1d2…: digit i says what taking i may leave (1 nothing, 2 one heap, 4 two heaps)
game-octal-preset-kayles-title = Kayles
game-octal-preset-kayles-about = rows of pins; a move knocks down one pin, or two neighbouring pins, and may leave a row split in two
game-octal-preset-dawsons_kayles-title = Dawson's Kayles
game-octal-preset-dawsons_kayles-about = rows of pins; a move knocks down two neighbouring pins, and may leave a row split in two
game-octal-action-sequence = { action-sequence }
game-octal-action-genus = { action-genus }
game-octal-action-quotient = { action-quotient }
game-octal-action-period = The period proven by Guy and Smith's theorem, or that none is in the values computed
game-octal-sum-1 = the octal game with code CODE (octal{"{"}0.07{"}"}: Dawson's Kayles), its heaps as one component

## Grundy's game

game-grundys_game-title = Grundy's game
game-grundys_game-named = Grundy's game
game-grundys_game-about = Grundy's game: heaps; a move splits a heap into two heaps of different sizes
game-grundys_game-rule = heaps; a move splits a heap into two heaps of different sizes
game-grundys_game-action-sequence = { action-sequence }
game-grundys_game-action-genus = { action-genus }
game-grundys_game-action-quotient = { action-quotient }
game-grundys_game-sum-1 = Grundy's game: split a heap into two unequal heaps (heaps within the values computed)

## Lasker's Nim

game-lasker_nim-title = Lasker's Nim
game-lasker_nim-named = Lasker's Nim
game-lasker_nim-about = Lasker's Nim: heaps; a move takes any positive number from one heap, or splits a heap in two
game-lasker_nim-rule = heaps; a move takes any positive number from one heap, or splits a heap in two
game-lasker_nim-action-sequence = { action-sequence }
game-lasker_nim-action-genus = { action-genus }
game-lasker_nim-action-quotient = { action-quotient }
game-lasker_nim-sum-1 = Lasker's Nim: take from a heap, or split one in two

## Moore's Nim

game-moore_nim-title = Moore's Nim
game-moore_nim-named = Moore's Nim (a move takes from 1 to { $k } heaps)
game-moore_nim-about = Moore's Nim_k: heaps; a move takes any positive number from each of 1 to k heaps
game-moore_nim-rule = heaps; a move takes any positive number from each of 1 to { $k } heaps
game-moore_nim-parameter-k = k: the most heaps one move takes from
game-moore_nim-sum-1 = Moore's Nim_K: take from up to K heaps at once

# The answers' own sentences: reasons the answer model makes (sums, Wythoff's
# Grundy values), and the words that join them.

## Lists: "a and b", "a and b and c"

list_item = { $item }
list_two = { $first } and { $rest }
list_more = { $first } and { $rest }
possessive = { $name }'s

## Sums of games

sum_nim_sum = the nim-sum of the values is { $values } = { $nim_sum }{ NUMBER($nim_sum) ->
        [0] {""}
       *[other] , not 0
    }: a sum of games in normal play is lost for the player to move exactly when it is 0
misere_quotient = the sum's element in { NUMBER($game_count) ->
        [one] { $games }'s misère quotient
       *[other] the misère quotient of { $owners } heaps together
    } (order { $order }, { $scope }) is { $element }, { $p ->
        [yes] in
       *[no] not in
    } its P-portion {"{"}{ $p_portion }{"}"}: a sum in misère play is lost for the player to move exactly when its element is in the P-portion (Plambeck and Siegel)
quotient_games_every_heap = of these games' heaps of every size: each game's heaps' elements repeat, certified
quotient_games_heaps_in_sum = of these games' heaps up to those in the sum
misere_tame = every heap is a nim-heap in misère play (canonical forms { $forms }: tame), so the sum is played as misère Nim (Conway, On Numbers and Games, ch. 12; Bouton): { $small ->
        [yes] every heap is at most 1 and the 1s number { $ones }, { $parity ->
            [odd] odd
           *[even] even
        }
       *[no] a heap is above 1 and the nim-sum is { $nim_sum }{ NUMBER($nim_sum) ->
            [0] {""}
           *[other] , not 0
        }
    }: the player to move { $p ->
        [yes] loses
       *[no] wins
    }
misere_forms = the sum's misère canonical form, the heaps' forms added (Conway's simplification), is { $p ->
        [yes] a
       *[no] not a
    } misère P-position; no misère quotient of { $games } reaches heap { $largest } within the limits
misere_search = every sum reachable was searched by the definition (a sum is lost for the player to move in misère play when it has a move and every move leads to a sum won for the player to move); no misère quotient of { $games } reaches heap { $largest } within the limits

## Wythoff's Grundy values

wythoff_grundy_direct = computed from the rules: rows 0..{ $row } column by column up to { $column }, each value the least not among its options
wythoff_grundy_period = G({ $row }, { $column }) = G({ $row }, { $reduced_column }) + ({ $column } − { $reduced_column }) = { $base } + { $offset }: row { $row } repeats additively with period { $period } from column { $preperiod }, and { $column } ≡ { $reduced_column } (mod { $period }); proven: the states of rows 0..{ $last_row } before columns { $first } and { $second } are equal
wythoff_g_values_walk = { $found ->
        [yes] ({ $row }, { $column }) is row { $row }'s g-value for g = { $value }; {""}
       *[no] {""}
    }proven: computed from the rules, walking rows 0..{ $rows } for every value 0..={ $largest_value }: each row and column holds each value once, each diagonal at most once, and a row's g-cell is its first cell that no g-cell reaches and every smaller value's cell does

## Moves

list_comma = { $first }, { $rest }
move_heap = take { $take } → { $to }
move_fibonacci = take { $take } → { NUMBER($to) ->
        [0] 0
       *[other] { $to } (next move takes at most { $next_max })
    }
move_two_piles = take { $which ->
        [pile1] { $take1 } from pile 1
        [pile2] { $take2 } from pile 2
        [both] { $take1 } from both piles
       *[each] { $take1 } from pile 1 and { $take2 } from pile 2
    } → ({ $to1 }, { $to2 })
move_take_from_heap = { $take } from heap { $heap }
move_size = { $from } → { $to }
move_heaps = take { $takes }: { $sizes }
move_piles = take { $take } from { NUMBER($count) ->
        [one] pile
       *[other] piles
    } { $piles } → ({ $to })
move_nim = take { $take } from heap { $heap }: { $from } → { $to }
move_break = { NUMBER($parts) ->
    [2] { NUMBER($take) ->
            [0] split heap { $heap }: { $from } → { $part1 } + { $part2 }
           *[other] take { $take } from heap { $heap }: { $from } → { $part1 } + { $part2 }
        }
    [1] take { $take } from heap { $heap }: { $from } → { $part1 }
   *[other] take { $take } from heap { $heap }: { $from } → 0
}

## A position's analysis

analysis_p = P: the player to move loses ({ $rule ->
        [misere] misère
       *[normal] normal
    } play)
analysis_n = N: the player to move wins ({ $rule ->
        [misere] misère
       *[normal] normal
    } play)
analysis_p_no_winning_move = P: the player to move loses ({ $rule ->
        [misere] misère
       *[normal] normal
    } play): there is no winning move
analysis_n_without_moving = N: the player to move wins ({ $rule ->
        [misere] misère
       *[normal] normal
    } play) without moving
analysis_n_moves = N: the player to move wins ({ $rule ->
        [misere] misère
       *[normal] normal
    } play); { $count } { NUMBER($count) ->
        [one] winning move
       *[other] winning moves
    }:
why = why: { $reason }

## Which P-position holds a number

pair_in = { $n } is in { $rule ->
        [misere] misère P-position
       *[normal] P-position
    } number { $k }, ({ $a }, { $b })
pair_misere_exception = { $n } is in misère P-position number { $k }, ({ $a }, { $b }), one of misère play's three exceptions (normal play has ({ $normal_a }, { $normal_b }))
pair_wythoff = { NUMBER($k) ->
        [0] 0 = a_0 = b_0
       *[other] { $n } = { $coordinate ->
            [a] a_{ $k } = ⌊{ $k }φ⌋
           *[b] b_{ $k } = ⌊{ $k }φ²⌋
        }
    }: { $rule ->
        [misere] misère P-position
       *[normal] P-position
    } number { $k } is ({ $a }, { $b })

## Errors

error_at_line = line { $line }: { $message }
error_about = { $what }: { $message }
number_empty = expected a natural number, found nothing
number_negative = expected a natural number, found a negative number
negative_not_allowed = { $what }: a negative number is not allowed here
number_not_a_digit = expected a natural number, found { $found } at character { $at }
cli_error = wythoff: error: { $message }
invalid_value = invalid value '{ $value }' for '{ $arg }': { $why } (see --help)

## The end of a game (the players by key: you, computer, player1, player2)

ending_after = { $winner ->
        [you] you win
        [computer] the computer wins
        [player1] player 1 wins
       *[player2] player 2 wins
    }{ $rule ->
        [misere] , as { $last ->
            [you] you
            [computer] the computer
            [player1] player 1
           *[player2] player 2
        } had to { $takes ->
            [yes] take the last object
           *[no] make the last move
        }
       *[normal] {" "}by { $takes ->
            [yes] taking the last object
           *[no] making the last move
        }
    }
ending_stuck = { $player ->
        [you] you
        [computer] the computer
        [player1] player 1
       *[player2] player 2
    } cannot move, so { $player ->
        [you] you { $rule ->
            [misere] win
           *[normal] lose
        }
        [computer] it { $rule ->
            [misere] wins
           *[normal] loses
        }
        [player1] player 1 { $rule ->
            [misere] wins
           *[normal] loses
        }
       *[player2] player 2 { $rule ->
            [misere] wins
           *[normal] loses
        }
    } in { $rule ->
        [misere] misère
       *[normal] normal
    } play
error_raise_with = { $message } (raise it with { $flag })
error_at_least_one = { $what } must be at least 1
error_set_element_too_large = { $what }: { $element } is too large for a subtraction set element
error_set_empty = the subtraction set is empty
error_set_zero = 0 cannot be in a subtraction set (a move takes at least 1)
error_set_too_large = the subtraction set has more than 65,535 elements
error_too_many_digits = a number of { $digits } digits is longer than the limit of { $limit } digits
error_too_many_digits_unknown = a number of more than { $limit } digits is longer than the limit of { $limit } digits
clap_missing = the following required arguments were not provided: { $args } (see --help)
clap_unexpected = unexpected argument '{ $arg }' found (see --help)
clap_invalid_choice = invalid value '{ $value }' for '{ $arg }' [possible values: { $values }] (see --help)
clap_unknown_subcommand = unrecognized subcommand '{ $name }' (see --help)
sum_move = in { $component }: { $move }, where G = { $value }
sum_move_misere = in { $component }: { $move }

## Playing in the terminal (wythoff play); the words typed stay English

terminal-title = { $title }, { $rule }. { $position }; { $who ->
        [computer] the computer moves first
       *[you] you move first
    }.
terminal-rule = { $rule ->
        [misere] misère play (whoever { $takes ->
            [yes] takes the last object
           *[no] makes the last move
        } loses)
       *[normal] normal play (whoever { $takes ->
            [yes] takes the last object
           *[no] makes the last move
        } wins)
    }
terminal-computer = computer: { $move }
terminal-you = you: { $move }
terminal-prompt = your move>{" "}
terminal-end-of-input = end of input: the game stops at { $position }
terminal-bye = bye
terminal-board-limit = the board is drawn for piles up to 30
terminal-undone = undone: { $position }
terminal-nothing-to-undo = nothing to undo
terminal-commands = commands: hint (every winning move and why), undo, board, help, quit
terminal-piles = piles ({ $list })
terminal-heap = heap { $n }
terminal-heaps = heaps { $list }
terminal-picture-row = { $noun ->
        [pile] pile
       *[heap] heap
    } { $i } | { $objects }
terminal-heap-limit = heap { $n }, this move takes at most { $limit }

## The moves each game's play reads (its `help`)

syntax-one-heap =
    moves:  K      take K objects
    {"        "}to N   leave N objects
syntax-two-pile =
    moves:  1 K      take K from pile 1
    {"        "}2 K      take K from pile 2
    {"        "}b K      take K from both piles
    {"        "}b K L    take K from pile 1 and L from pile 2 (a-Wythoff)
    {"        "}to X Y   move to the position (X, Y)
syntax-moore-nim =
    moves:  H K          take K from heap H (heaps count from 1)
    {"        "}H K H K …    take from several heaps at once (at most k)
    {"        "}to A B C     move to the heaps A B C
syntax-multipile =
    moves:  P K        take K from pile P (piles count from 1)
    {"        "}P Q K      take K from piles P and Q (one-or-any: any set of piles)
    {"        "}all K      take K from every pile
    {"        "}to A B C   move to the piles A B C
syntax-take-break =
    moves:  H K        take K from heap H (heaps count from 1)
    {"        "}H K X      take K from heap H and split the rest into X and what remains
    {"        "}split H X  split heap H into X and what remains, taking nothing
    {"        "}to A B C   move to the heaps A B C (a split heap's two parts in its place)
syntax-nim =
    moves:  H K        take K from heap H (heaps count from 1)
    {"        "}to A B C   move to the heaps A B C
syntax-fibonacci =
    moves:  K   take K objects: at least 1, at most the limit shown (the first move
    {"            "}may not take all; after it, at most twice the last move)

## A move refused (the games' checks and play's reading of a move)

refuse-empty = type a move or a command (help lists them)
refuse-not-a-number = '{ $text }' is not a number of objects: { $error }
refuse-not-a-move = '{ $words }' is neither a move nor a command: { $hint } (help lists them)
refuse-hint-one-heap = try K (take K) or to N
refuse-hint-two-pile = try 1 K, 2 K, b K or to X Y
refuse-hint-nim = try H K or to A B C
refuse-hint-take-break = try H K, H K X, split H X or to A B C
refuse-hint-multipile = try P K, P Q K, all K or to A B C
refuse-hint-moore = try H K, H K H K or to A B C
refuse-hint-fibonacci = try K (take K)
refuse-heap-holds-only = the heap holds only { $at }, not { $k }
refuse-not-below = ({ $x }, { $y }) is not below ({ $a }, { $b }): a move only takes
refuse-take-something = a move must take something
refuse-two-pile-not-one = taking { $k } from pile 1 and { $l } from pile 2 is not one move of this game
refuse-pile-holds-only = pile { $pile } holds only { $at }, not { $k }
refuse-heap-count = there are { $count } heaps, not { $given }
refuse-heap-only-takes = heap { $heap } holds { $n }: a move only takes
refuse-one-heap = a move takes from one heap only
refuse-to-heaps = to takes { $count } heaps, not { $given }
refuse-no-such-heap = there are heaps 1 to { $count }, not { $heap }
refuse-heap-i-holds-only = heap { $heap } holds only { $at }, not { $k }
refuse-take-or-split = a move must take something or split a heap
refuse-split-two = a split leaves two heaps, each of at least 1
refuse-one-heap-plays = a move plays one heap only
refuse-break-count = there are { $count } heaps: a move leaves that many, or one more after a split, not { $given }
refuse-too-large = the heap is too large to play here
refuse-not-this-game = { $move } is not a move of this game
refuse-split-left = { $rest } is left: a split leaves two heaps of at least 1, not { $x } and the rest
refuse-pile-count = there are { $count } piles, not { $given }
refuse-only-takes = a move only takes
refuse-multipile-rule = a move takes { $rule ->
        [one-or-all] one pile, or the same from every pile
       *[one-or-any] the same amount from each pile it takes from
    }
refuse-to-piles = to takes { $count } piles, not { $given }
refuse-no-such-pile = there are piles 1 to { $count }, not { $pile }
refuse-pile-twice = '{ $words }' names pile { $pile } twice: P Q K takes K from each of the piles P, Q, … (each once)
refuse-moore-at-most = a move takes from at most { $k } heaps, not { $count }
refuse-heap-twice = heap { $heap } is named twice
refuse-at-least-one = the heap holds { $n }: a move takes at least 1
refuse-bash-at-most = a move takes at most { $most }, not { $k }
refuse-subtraction-set = a move takes one of { $set }, not { $k }
refuse-fibonacci-at-most = this move may take at most { $limit }, not { $k }
refuse-fibonacci-next = after taking { $k } the next move may take at most { $limit }

## Periods (subtraction games' certified periods, octal games' proven ones)

period-certified = period { $period } from n = { $preperiod } (certified by a repeated window of { $window } values)
period-octal = period { $p } from heap { $pre }, proven by Guy and Smith's theorem{ $proven }: G(n + { $p }) = G(n) checked for every n from { $from } to { $to } (2n0 + p + k - 1, k = { $k })
period-octal-atlas = {" "}when the atlas ({ $path }) was built, past the values computed here
period-octal-rechecked = , searched again as the atlas ({ $path }) was, and its row agrees
period-values = values from 0
period-values-computed = values from 0 (heaps 0 to { $last } computed here)
period-values-line = { $values }: { $list }{ $more }
period-none = no period proven in the values of heaps 0 to { $last } ({ $why }){ $atlas }
period-none-stopped = the step limit stopped the search there: --take-break-work raises it, or take_break_work in Python
period-none-limit = the values limit raises how many are computed: --limit, or take_break_values in Python
period-none-atlas = ; the atlas ({ $path }) searched heaps 0 to { $last } and proved none either

## Grundy values, genus and misère quotients, misère sums' lines

gvalue-one = g-value n = { $n } with G = { $g }: ({ $a }, { $b })
genus-form-long = longer than { $n } characters, not written
genus-line = heap { $heap }: genus { $genus }, misère canonical form { $form } (birthday { $birthday }){ $nim ->
        [yes] , a nim-heap's genus
       *[no] {""}
    }
genus-value = misère value { $g }: { $outcome ->
        [P] P, the player to move loses this heap alone in misère play
       *[N] N, the player to move wins this heap alone in misère play
    }
quotient-head = misère quotient of heaps 1 to { $last }: order { $order }, P-portion {"{"}{ $p }{"}"}
quotient-presentation = presentation { $presentation }
quotient-heaps = heaps { $list }
quotient-stable = for every heap: the heaps' elements repeat with period { $period } from heap { $pre }, checked to heap { $last } (Guy and Smith's argument carried to the quotient), so every sum of any heaps is answered by it
quotient-holds = holds for heaps up to { $last }; not certified for larger heaps
quotient-grew = grew at heaps { $list }
quotient-all-checked = all checked by the definition here, so the order is exact
quotient-some-checked = { $checked } of them, the lightest, checked by the definition within the misère step limit
quotient-told = told apart: { $tests } test { NUMBER($tests) ->
        [one] sum
       *[other] sums
    } tell every two of the { $order } elements apart, in { $sums } sums of at most { $tokens } tokens; { $checked }
quotient-told-moore = told apart: by Moore's refinement (no test sums listed past { $order } elements or the misère step limit)
stopped-work = passed the misère step limit of { $limit } (a budget spent as the quotient grows)
stopped-memory = needed { $bytes } bytes, past the misère memory budget of { $limit }
stopped-no-candidate = found no candidate that the proof accepts (the quotient may be infinite from there)
misere-heap-is = heap { $n } is { $element }
misere-form-long = heap { $n }'s form (birthday { $birthday }) is { $length } characters long (--json writes it)
misere-form-unwritten = heap { $n }'s form (birthday { $birthday }) is longer than { $limit } characters, not written
misere-component = { $component }: { $heaps }
misere-move = { $from } → { $left } (takes { $took }){ $element }
misere-move-nothing = nothing
misere-move-element = , to element { $element }, in the P-portion

## Errors: limits, a sum's expression

error_message = { $message }
error_not_addressable = { $value } is more than this machine can address
error_unknown_limit = unknown limit { $name }: the limits are { $names }
error_not_a_square = { $what } { $text }: give a position as X,Y
error_off_board = { $what }: { $n } is off any board
error_engine_cells = solving this position means solving the { $box } box of { $cells } positions below it, more than the limit of { $limit }
error_engine_bytes = solving this position takes { $bytes } of memory (a record for each line of each direction of the moves), more than the limit of { $limit }
error_engine_visits = solving this position takes { $steps } steps, more than the limit of { $limit }
error_max_heaps = { $count } heaps are more than the limit of { $limit }
error_search_limit = a search limit of { $limit } values is more than the most allowed, { $most }
error_take_break_values = a take-and-break game computes 64 to { $most } values, not { $limit }
error_fibonacci_moves = listing every winning move from a heap of more than { $digits } digits is beyond the limit (the listing grows with the square of the digits); `status` answers at any size
error_grundy_table = a table of side { $n } is beyond the limit of { $limit }
error_column = column { $column }
error_sum_components = a sum of more than { $limit } components is beyond the limit
error_sum_plus = expected '+' or the end, found { $found }
error_sum_the_end = the end
error_sum_expected = expected { $expected }, found { $found }
error_sum_game = expected a game ({ $games }), found { $found }
error_sum_code_end = expected { $end } after the code, found the end
error_sum_numbers = more than { $limit } numbers
error_sum_number = expected a number, found { $found }
error_sum_not_component = { $game } cannot be a component: its Grundy values are not known here; the games are { $games }
error_no_parameters = { $game } takes no parameters
error_sum_braces_twice = the parameters are already given in braces

## Errors: games, parameters and positions

list_or = { $first } or { $rest }
list_semicolon = { $first }; { $rest }
error_unknown_game = unknown game '{ $game }'; the games are { $games }
error_braces_end = { $label } { $text }: the parameters end with {"}"}
error_takes_no_parameters = { $label } { $game } takes no parameters
error_parameters_in_braces = { $label } { $game }: its parameters go in braces, as { $game }{"{"}…{"}"} ({ $wanted })
error_preset_gives = preset { $preset } gives { $key } already
error_no_presets = { $game } has no presets
error_window_game = a board window is drawn for the two-pile games ({ $games }), not { $title }
error_window_size = size: a board window has 1 to { $max } squares a side, not { $size }
error_not_component = { $game } cannot be a component: its Grundy values are not known here
error_no_action = { $game } has no action { $action }
error_one_number = { $what } is one number, found { $count }
error_choice_not_number = { $what }: { $names }, not a number
error_code_written = { $what }: an octal code is written d0.d1d2…, such as 0.07
error_expected_number = { $what }: expected a number, found '{ $text }'
error_parameter_count = { $game } takes { $count } { NUMBER($count) ->
        [one] parameter
       *[other] parameters
    }, found { $found }
error_choice = { $what }: { $names }, not '{ $text }'
error_parameter_missing = the parameter { $key } is missing
error_normal_only = { $title } is played in normal play only here
error_position_count = a position of { $title } is { $expected }, not { $count }
error_numbers = { $count } { NUMBER($count) ->
        [one] number
       *[other] numbers
    }
error_numbers_range = { $min } to { $max } numbers
error_heap_and_limit = a heap and at most one limit on the next take
error_to_count = to: a position of { $title } has { $count } numbers, not { $given }
error_unknown_preset = { $what }: { $game } has the presets { $presets }, not '{ $name }'

## Errors: the web API

error_given_twice = the parameter { $key } is given twice
error_lang = lang: no answers are written in { $tag }; the languages are { $langs }
error_lower_case = unknown parameter { $near }: the parameters are lower case ({ $key })
error_too_large = { $key }: { $n } is too large
error_boolean = { $key }: expected 1, 0, true or false (or { $key } alone, for true), found '{ $found }'
error_heat_a = a: the Grundy values are drawn for a up to 20
error_unknown_parameter = unknown parameter { $key }
error_no_page = no such page or endpoint
error_only_get = only GET is answered here
error_timeout = the answer took longer than { $seconds } s
error_busy = the server is busy: { $waiting } Grundy values or pictures are already waiting; try again soon
error_failed = the computation failed
error_query_long = the query is longer than { $bytes } bytes
error_no_game = no game { $game }; the games are { $games }
error_expr = expr: give the sum, as nim(3) + bash{"{"}4{"}"}(20) + wythoff(3,5)
error_sheet_at = sheet=position needs at=x,y: the queen's square
error_no_endpoint = no endpoint { $path }
error_corner = corner: give the window's lower-left square as x,y

error_code = { $what }: '{ $text }': { $why }
code_form = an octal code is written d0.d1d2..., such as 0.07 or .77 or 4.7
code_hexadecimal = the digit { $digit } is not octal: hexadecimal codes (splits into three heaps) are not supported
code_first_digit = the digit before the point is { $digit }: removing nothing can only split a heap, so it is 0 or 4
code_no_move = the code allows no move
code_too_long = the code has more than { $digits } digits after the point

## Errors: take-and-break games' limits

error_moves_heap = heap { $heap } ({ $n }) is larger than { $limit }, the largest heap whose moves are tried one by one (a heap of n has about n/2 splits); { $instead }
error_moves_heap_sum = a sum lists every winning move, so each of its take-and-break heaps is within it
error_moves_heap_status = its outcome is answered by status
error_misere_reach = misère play is answered here through the game's misère quotient where it reaches every heap within the misère step limit (a budget spent as the quotient grows; the game's quotient question shows how far it reaches), else by searching every position reachable, for positions of at most { $most } tokens in all; this one has { $tokens } and the quotient does not reach its largest heap
error_values_work = heap { $heap } ({ $n }) is beyond the values known: { $source }; the step limit ({ $limit } splits tried) stopped them, and raising it reaches further (it is a budget spent as the values are computed)
error_values_known = heap { $heap } ({ $n }) is beyond the values known: { $source }; the values limit raises how many are computed (now { $now }; it may be raised to { $most })
error_sequence_misere = sequence lists normal-play Grundy values; misère play answers positions one by one (status)
error_grundys_values = Grundy's game has no known period, so its values are computed up to the largest heap, here { $largest }: beyond the values limit of { $now } values, which may be raised to { $most }
error_grundys_work = Grundy's game's values up to heap { $largest } take more than the step limit ({ $limit } splits tried); it stopped after heap { $last }
error_atlas_values = the atlas ({ $path }) has the period of { $code }, { $period } from heap { $pre }, which answers every heap from the first { $need } values: more than the values limit (now { $now }; it may be raised to { $most })
error_period_misere = period is of the normal-play values (misère play has no rule by values)
error_positions_max = positions needs --max, the largest pile
error_piles = --piles: 2 to { $most } piles

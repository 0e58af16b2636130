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
sum_move = in { $component }: { $move }, where G = { $value }
sum_move_misere = in { $component }: { $move }

# Why a position has its outcome: one message per reason kind (the `kind` of the
# answers' `reason`), written from its values. The English is byte for byte the
# sentence the games' own `Display` writes (a test compares them).

## Wythoff's game

wythoff_difference = { $p ->
    [yes] the piles differ by k = { $difference } and ⌊{ $difference }φ⌋ = { $expected_smaller } is the smaller pile: ({ $smaller }, { $larger }) is P-position number { $difference }
   *[no] the piles differ by k = { $difference } but ⌊{ $difference }φ⌋ = { $expected_smaller }, not the smaller pile { $smaller }: not a P-position
}
wythoff_misere_exception = { $p ->
    [yes] the misère P-position with difference { $difference } has smaller pile { $expected_smaller }, as here: ({ $smaller }, { $larger }) is a misère P-position
   *[no] the piles differ by k = { $difference } but the misère P-position with difference { $difference } has smaller pile { $expected_smaller }, not the smaller pile { $smaller }: not a P-position
}

## Fraenkel's a-Wythoff

generalized_difference = with a = { $a } the P-positions' piles differ by { $form ->
        [one] n
       *[a] { $a }·n
    }: here by { $form ->
        [one] { $difference }
       *[a] { $difference } = { $a }·{ $index }
    }, { $p ->
        [yes] and P-position number { $index } is ({ $expected_smaller }, { $expected_larger }), as here
       *[no] but P-position number { $index } is ({ $expected_smaller }, { $expected_larger }), not ({ $smaller }, { $larger })
    }
generalized_misere_difference = { $form ->
        [wythoff_misere] with a = 1 this is Wythoff's misère game, with one P-position for each difference n
        [one] with a = 1 the P-positions' piles differ by n + 1
       *[a] with a = { $a } the P-positions' piles differ by { $a }·n + 1
    }: here by { $form ->
        [a] { $difference } = { $a }·{ $index } + 1
       *[other] { $difference }
    }, { $p ->
        [yes] and P-position number { $index } is ({ $expected_smaller }, { $expected_larger }), as here
       *[no] but P-position number { $index } is ({ $expected_smaller }, { $expected_larger }), not ({ $smaller }, { $larger })
    }
generalized_difference_residue = with a = { $a } the P-positions' piles differ by { $form ->
        [one] n
       *[a] { $a }·n
    }: here by { $difference }, which is not of that form, so this is not a P-position
generalized_misere_difference_residue = { $form ->
        [wythoff_misere] with a = 1 this is Wythoff's misère game, with one P-position for each difference n
        [one] with a = 1 the P-positions' piles differ by n + 1
       *[a] with a = { $a } the P-positions' piles differ by { $a }·n + 1
    }: here by { $difference }, which is not of that form, so this is not a P-position

## Restricted Wythoff

restricted_residues = a move takes at most { $most } from a pile, so only the piles' remainders mod { $modulus } count: ({ $residue1 }, { $residue2 }){ $p ->
        [yes] , the P-position of Wythoff's game whose piles differ by { $difference }
       *[no] , but the P-position of Wythoff's game whose piles differ by { $difference } is ({ $expected1 }, { $expected2 })
    }
restricted_misere_residues = a move takes at most { $most } from a pile, so only the piles' remainders mod { $modulus } count: ({ $residue1 }, { $residue2 }){ $p ->
        [yes] , the P-position of Wythoff's misère game whose piles differ by { $difference }
       *[no] , but the P-position of Wythoff's misère game whose piles differ by { $difference } is ({ $expected1 }, { $expected2 })
    }
restricted_misere_one = with m = 1 in misère play, (x, y) is P iff one pile is 0 and the other odd, or both are even and at least 2: for ({ $pile1 }, { $pile2 }) { $p ->
        [yes] it is
       *[no] it is not
    }

## Multi-pile Wythoff

retrograde_analysis = { NUMBER($moves) ->
    [0] { $rule ->
        [misere] no move is possible, so the player to move wins (misère play)
       *[normal] no move is possible, so the player to move loses
    }
   *[other] the { $positions_solved } positions below it solved by retrograde analysis: { NUMBER($moves_to_p) ->
        [0] { NUMBER($moves) ->
            [one] its one move leads to an N-position
           *[other] all { $moves } moves lead to N-positions
        }
       *[other] { NUMBER($moves) ->
            [one] its one move leads to a P-position
           *[other] { NUMBER($moves_to_p) ->
                [one] 1 of its { $moves } moves leads to a P-position
               *[other] { $moves_to_p } of its { $moves } moves lead to P-positions
            }
        }
    }
}

## Nim and Moore's Nim

nim_sum = { NUMBER($nim_sum) ->
    [0] the nim-sum (XOR of the heaps) is 0
   *[other] the nim-sum (XOR of the heaps) is { $nim_sum }, not 0
}
nim_misere_heaps_at_most_one = misère play with every heap at most 1: { $heaps_of_one } { NUMBER($heaps_of_one) ->
        [one] heap
       *[other] heaps
    } of one, { $parity ->
        [odd] an odd number, so the player to move loses
       *[even] an even number, so the player to move wins
    }
nim_misere_large_heap = misère play with { $heaps_above_one } { NUMBER($heaps_above_one) ->
        [one] heap that holds
       *[other] heaps that hold
    } more than one: the player to move loses exactly when the nim-sum (XOR of the heaps) is 0, as in normal play (Bouton), and here it is { NUMBER($nim_sum) ->
        [0] 0
       *[other] { $nim_sum }, not 0
    }; only a move that would leave every heap at most 1 differs, leaving an odd number of heaps of one
moore_nim_digit_counts = { $uneven ->
    [yes] binary digit { $digit } is 1 in { $ones } { NUMBER($ones) ->
            [one] heap
           *[other] heaps
        }, not a multiple of k + 1 = { $modulus }
   *[no] every binary digit is 1 in a multiple of k + 1 = { $modulus } heaps
}
moore_nim_digit_counts_many_moves = binary digit { $digit } is 1 in { $ones } { NUMBER($ones) ->
        [one] heap
       *[other] heaps
    }, not a multiple of k + 1 = { $modulus }; there are more than { $moves_listed_written } winning moves (moves lists { $moves_listed_written })
moore_nim_misere_heaps_at_most_one = misère play with every heap at most 1: { $heaps_of_one } { NUMBER($heaps_of_one) ->
        [one] heap
       *[other] heaps
    } of one, which { $p ->
        [yes] is 1 more than a multiple of k + 1 = { $modulus }, so the player to move loses
       *[no] is not 1 more than a multiple of k + 1 = { $modulus }, so the player to move wins
    }

## The Bash game, subtraction games, the Fibonacci game

bash_residue = { $n } mod { $modulus } = { $residue }: the player to move loses iff it is 0
bash_misere_residue = { NUMBER($n) ->
    [0] the heap is empty: the previous player took the last object and lost
   *[other] { $n } mod { $modulus } = { $residue }: in misère play the player to move loses iff it is 1
}
subtraction_grundy = { $through ->
    [yes] G({ $n }) = G({ $index }) = { $grundy }: the Grundy values repeat with period { $period } from n = { $preperiod }, and { $n } ≡ { $index } (mod { $period })
   *[no] the Grundy value G({ $n }) = { $grundy }
}
subtraction_misere_outcome = { $through ->
    [yes] { $n } has the misère outcome of { $index }, { $outcome ->
            [p] P
           *[n] N
        }: the outcomes repeat with period { $period } from n = { $preperiod }, and { $n } ≡ { $index } (mod { $period })
   *[no] the misère outcome of { $n }, computed from the rules, is { $outcome ->
            [p] P
           *[n] N
        }
}
subtraction_misere_no_move = no move is possible: the previous player made the last move and lost
fibonacci_empty_heap = the heap is empty: the previous player took the last object
fibonacci_smallest_part = { $case ->
    [takeable] the smallest Zeckendorf part of { $n } is { $smallest_part }, which may be taken (at most { $max_take })
    [fibonacci] { $n } is a Fibonacci number, more than the { $max_take } that may be taken
   *[too_large] the smallest Zeckendorf part of { $n } is { $smallest_part }, more than the { $max_take } that may be taken
}

## Take-and-break games: octal games, Lasker's Nim, Grundy's game

take_break_nim_sum = { NUMBER($heaps) ->
        [one] the heap's value is { $values }
       *[other] the heaps' values XOR to { $values } = { $nim_sum }
    }{ NUMBER($nim_sum) ->
        [0] {""}
       *[other] , not 0
    }: the player to move loses exactly when it is 0 ({ $source })
take_break_misere_search = every position reachable from these { $tokens } tokens was searched (misère play has no rule by values): { $p ->
        [yes] every move leads to a position the next player wins
       *[no] a move leads to a position the next player loses, or no move is left
    }
take_break_misere_quotient = the position's element in the game's misère quotient (order { $order }, { $scope }) is { $element }, { $p ->
        [yes] in
       *[no] not in
    } its P-portion {"{"}{ $p_portion }{"}"}: a position in misère play is lost for the player to move exactly when its element is in the P-portion (Plambeck and Siegel)

# Where a take-and-break game's values come from, and what a misère quotient
# covers: clauses of the reasons above.
lasker_nim_values = Lasker's Nim's values: G(n) = n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1 for n ≡ 0 (Lasker 1931)
grundys_game_values = Grundy's game's values computed for heaps 0 to { $last }; no period is known, so nothing beyond is answered
octal_period_proven = the values of { $code } repeat with period { $period } from heap { $preperiod }, proven by Guy and Smith's theorem, checked to heap { $checked_to }{ $in_atlas ->
        [yes] {" "}when the atlas (docs/atlas/octal.tsv) was built; the values through its first period computed here
       *[no] {""}
    }
octal_values_computed = the values of { $code } computed for heaps 0 to { $last }{ $stopped ->
        [yes] {" "}(where the step limit stopped the search)
       *[no] {""}
    }; no period is proven there
quotient_every_heap = of every heap: the heaps' elements repeat with period { $period } from heap { $preperiod }, checked to heap { $last }
quotient_heaps_up_to = of heaps 1 to { $last }

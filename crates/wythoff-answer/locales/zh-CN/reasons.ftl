# 局面胜负的理由：每种理由（答案中 `reason` 的 `kind`）一条消息，由它的数据写成。
# 术语见 docs/glossary.md。中文的复数只有 other 一类，所以按数选词时用 [0]、[1]。

## 威佐夫博弈

wythoff_difference = { $p ->
    [yes] 两堆相差 k = { $difference }，且 ⌊{ $difference }φ⌋ = { $expected_smaller } 正是较小的一堆：({ $smaller }, { $larger }) 是第 { $difference } 个奇异局势
   *[no] 两堆相差 k = { $difference }，但 ⌊{ $difference }φ⌋ = { $expected_smaller }，不是较小的一堆 { $smaller }：不是奇异局势
}
wythoff_misere_exception = { $p ->
    [yes] 反常规则下相差 { $difference } 的必败态，较小的一堆是 { $expected_smaller }，与此相同：({ $smaller }, { $larger }) 是反常规则下的必败态
   *[no] 两堆相差 k = { $difference }，但反常规则下相差 { $difference } 的必败态，较小的一堆是 { $expected_smaller }，不是较小的一堆 { $smaller }：不是必败态
}

## Fraenkel 的 a-威佐夫博弈

generalized_difference = a = { $a } 时，必败态的两堆相差 { $form ->
        [one] n
       *[a] { $a }·n
    }：这里相差 { $form ->
        [one] { $difference }
       *[a] { $difference } = { $a }·{ $index }
    }，{ $p ->
        [yes] 而第 { $index } 个必败态正是 ({ $expected_smaller }, { $expected_larger })，与此相同
       *[no] 但第 { $index } 个必败态是 ({ $expected_smaller }, { $expected_larger })，不是 ({ $smaller }, { $larger })
    }
generalized_misere_difference = { $form ->
        [wythoff_misere] a = 1 时这就是反常规则下的威佐夫博弈，每个差 n 恰有一个必败态
        [one] a = 1 时，必败态的两堆相差 n + 1
       *[a] a = { $a } 时，必败态的两堆相差 { $a }·n + 1
    }：这里相差 { $form ->
        [a] { $difference } = { $a }·{ $index } + 1
       *[other] { $difference }
    }，{ $p ->
        [yes] 而第 { $index } 个必败态正是 ({ $expected_smaller }, { $expected_larger })，与此相同
       *[no] 但第 { $index } 个必败态是 ({ $expected_smaller }, { $expected_larger })，不是 ({ $smaller }, { $larger })
    }
generalized_difference_residue = a = { $a } 时，必败态的两堆相差 { $form ->
        [one] n
       *[a] { $a }·n
    }：这里相差 { $difference }，不是这种形式，所以不是必败态
generalized_misere_difference_residue = { $form ->
        [wythoff_misere] a = 1 时这就是反常规则下的威佐夫博弈，每个差 n 恰有一个必败态
        [one] a = 1 时，必败态的两堆相差 n + 1
       *[a] a = { $a } 时，必败态的两堆相差 { $a }·n + 1
    }：这里相差 { $difference }，不是这种形式，所以不是必败态

## 限制取数的威佐夫博弈

restricted_residues = 每步从一堆至多取 { $most } 个，所以只有两堆除以 { $modulus } 的余数起作用：({ $residue1 }, { $residue2 })，{ $p ->
        [yes] 正是威佐夫博弈中两堆相差 { $difference } 的必败态
       *[no] 但威佐夫博弈中两堆相差 { $difference } 的必败态是 ({ $expected1 }, { $expected2 })
    }
restricted_misere_residues = 每步从一堆至多取 { $most } 个，所以只有两堆除以 { $modulus } 的余数起作用：({ $residue1 }, { $residue2 })，{ $p ->
        [yes] 正是反常规则下威佐夫博弈中两堆相差 { $difference } 的必败态
       *[no] 但反常规则下威佐夫博弈中两堆相差 { $difference } 的必败态是 ({ $expected1 }, { $expected2 })
    }
restricted_misere_one = m = 1 且用反常规则时，(x, y) 是必败态当且仅当一堆为 0 而另一堆为奇数，或者两堆都是不小于 2 的偶数：({ $pile1 }, { $pile2 }) { $p ->
        [yes] 是必败态
       *[no] 不是必败态
    }

## 多堆威佐夫博弈

retrograde_analysis = { NUMBER($moves) ->
    [0] { $rule ->
        [misere] 无路可走，所以先手必胜（反常规则）
       *[normal] 无路可走，所以先手必败
    }
   *[other] 用逆推法解出了它下方的 { $positions_solved } 个局面：{ NUMBER($moves_to_p) ->
        [0] { NUMBER($moves) ->
            [1] 它唯一的一步走到必胜态
           *[other] 它的 { $moves } 步都走到必胜态
        }
       *[other] { NUMBER($moves) ->
            [1] 它唯一的一步走到必败态
           *[other] 它的 { $moves } 步中有 { $moves_to_p } 步走到必败态
        }
    }
}

## 尼姆游戏与 Moore 的 Nim_k

nim_sum = { NUMBER($nim_sum) ->
    [0] 尼姆和（各堆的异或）为 0
   *[other] 尼姆和（各堆的异或）为 { $nim_sum }，不为 0
}
nim_misere_heaps_at_most_one = 反常规则下每堆至多 1 个：有 { $heaps_of_one } 堆各 1 个，{ $parity ->
        [odd] 是奇数，所以先手必败
       *[even] 是偶数，所以先手必胜
    }
nim_misere_large_heap = 反常规则下有 { $heaps_above_one } 堆多于 1 个：先手必败当且仅当尼姆和（各堆的异或）为 0，与正常规则相同（Bouton），这里它{ NUMBER($nim_sum) ->
        [0] 为 0
       *[other] 为 { $nim_sum }，不为 0
    }；只有走后每堆都至多 1 个的那一步不同，那一步要留下奇数堆 1 个
moore_nim_digit_counts = { $uneven ->
    [yes] 二进制第 { $digit } 位在 { $ones } 堆中为 1，不是 k + 1 = { $modulus } 的倍数
   *[no] 每个二进制位为 1 的堆数都是 k + 1 = { $modulus } 的倍数
}
moore_nim_digit_counts_many_moves = 二进制第 { $digit } 位在 { $ones } 堆中为 1，不是 k + 1 = { $modulus } 的倍数；必胜的走法多于 { $moves_listed_written } 种（只列出 { $moves_listed_written } 种）
moore_nim_misere_heaps_at_most_one = 反常规则下每堆至多 1 个：有 { $heaps_of_one } 堆各 1 个，{ $p ->
        [yes] 比 k + 1 = { $modulus } 的倍数多 1，所以先手必败
       *[no] 不比 k + 1 = { $modulus } 的倍数多 1，所以先手必胜
    }

## 巴什博弈、减法游戏、斐波那契博弈

bash_residue = { $n } mod { $modulus } = { $residue }：先手必败当且仅当它为 0
bash_misere_residue = { NUMBER($n) ->
    [0] 这堆已空：上一位玩家取走了最后一个，在反常规则下输了
   *[other] { $n } mod { $modulus } = { $residue }：反常规则下先手必败当且仅当它为 1
}
subtraction_grundy = { $through ->
    [yes] G({ $n }) = G({ $index }) = { $grundy }：SG 值从 n = { $preperiod } 起以周期 { $period } 重复，而 { $n } ≡ { $index } (mod { $period })
   *[no] SG 值 G({ $n }) = { $grundy }
}
subtraction_misere_outcome = { $through ->
    [yes] { $n } 在反常规则下的胜负与 { $index } 相同，为{ $outcome ->
            [p] 必败态 (P)
           *[n] 必胜态 (N)
        }：胜负从 n = { $preperiod } 起以周期 { $period } 重复，而 { $n } ≡ { $index } (mod { $period })
   *[no] 按规则算出 { $n } 在反常规则下是{ $outcome ->
            [p] 必败态 (P)
           *[n] 必胜态 (N)
        }
}
subtraction_misere_no_move = 无路可走：上一位玩家走了最后一步，输了
fibonacci_empty_heap = 这堆已空：上一位玩家取走了最后一个
fibonacci_smallest_part = { $case ->
    [takeable] { $n } 的齐肯多夫表示中最小的一项是 { $smallest_part }，可以一次取走（至多 { $max_take } 个）
    [fibonacci] { $n } 是斐波那契数，多于可取的 { $max_take } 个
   *[too_large] { $n } 的齐肯多夫表示中最小的一项是 { $smallest_part }，多于可取的 { $max_take } 个
}

## 取走并分裂的游戏：八进制游戏、Lasker 尼姆、Grundy 游戏

take_break_nim_sum = { NUMBER($heaps) ->
        [1] 这堆的 SG 值为 { $values }
       *[other] 各堆的 SG 值异或为 { $values } = { $nim_sum }
    }{ NUMBER($nim_sum) ->
        [0] {""}
       *[other] ，不为 0
    }：先手必败当且仅当它为 0（{ $source }）
take_break_misere_search = 搜索了这 { $tokens } 个物件能到达的每个局面（反常规则下没有按 SG 值判断的规律）：{ $p ->
        [yes] 每一步都走到下一位玩家必胜的局面
       *[no] 有一步走到下一位玩家必败的局面，或者已无路可走
    }
take_break_misere_quotient = 该局面在这个游戏的反常商（阶为 { $order }，{ $scope }）中的元素是 { $element }，{ $p ->
        [yes] 在
       *[no] 不在
    }它的 P 部分 {"{"}{ $p_portion }{"}"} 中：反常规则下，一个局面先手必败当且仅当它的元素在 P 部分中（Plambeck 与 Siegel）

# 取走并分裂的游戏的 SG 值从何而来、反常商覆盖哪些堆：上面理由中的分句。
lasker_nim_values = Lasker 尼姆的 SG 值：n ≡ 1, 2 (mod 4) 时 G(n) = n，n ≡ 3 时为 n + 1，n ≡ 0 时为 n − 1（Lasker 1931）
grundys_game_values = Grundy 游戏的 SG 值算到了第 0 至 { $last } 堆；周期未知，更大的堆不作回答
octal_period_proven = { $code } 的 SG 值从第 { $preperiod } 堆起以周期 { $period } 重复，由 Guy–Smith 定理证明，验证到第 { $checked_to } 堆{ $in_atlas ->
        [yes] ，在构建图集 (docs/atlas/octal.tsv) 时证明；第一个周期内的值在此计算
       *[no] {""}
    }
octal_values_computed = { $code } 的 SG 值算到了第 0 至 { $last } 堆{ $stopped ->
        [yes] （步数限制在此停止了搜索）
       *[no] {""}
    }；在此范围内没有证明出周期
quotient_every_heap = 对任意大小的堆：各堆的元素从第 { $preperiod } 堆起以周期 { $period } 重复，验证到第 { $last } 堆
quotient_heaps_up_to = 对第 1 至 { $last } 堆

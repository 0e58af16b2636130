# 答案自己的句子：答案模型给出的理由（游戏之和、威佐夫博弈的 SG 值），以及连接它们的词。

## 列举："a 与 b"、"a、b 与 c"

list_item = { $item }
list_two = { $first } 与 { $rest }
list_more = { $first }、{ $rest }
possessive = { $name }

## 游戏之和

sum_nim_sum = 各 SG 值的尼姆和为 { $values } = { $nim_sum }{ NUMBER($nim_sum) ->
        [0] {""}
       *[other] ，不为 0
    }：正常规则下，游戏之和先手必败当且仅当它为 0
misere_quotient = 这个和在 { NUMBER($game_count) ->
        [1] { $games } 的反常商
       *[other] { $owners } 的堆合在一起的反常商
    }（阶为 { $order }，{ $scope }）中的元素是 { $element }，{ $p ->
        [yes] 在
       *[no] 不在
    }它的 P 部分 {"{"}{ $p_portion }{"}"} 中：反常规则下，游戏之和先手必败当且仅当它的元素在 P 部分中（Plambeck 与 Siegel）
quotient_games_every_heap = 对这些游戏任意大小的堆：每个游戏的堆的元素都会重复，已验证
quotient_games_heaps_in_sum = 对这些游戏中不超过和里各堆的堆
misere_tame = 反常规则下每堆都相当于一个尼姆堆（标准形 { $forms }：驯顺），所以这个和按反常尼姆来玩（Conway，On Numbers and Games 第 12 章；Bouton）：{ $small ->
        [yes] 每堆至多为 1，为 1 的有 { $ones } 堆，是{ $parity ->
            [odd] 奇数
           *[even] 偶数
        }
       *[no] 有一堆大于 1，尼姆和为 { $nim_sum }{ NUMBER($nim_sum) ->
            [0] {""}
           *[other] ，不为 0
        }
    }：先手{ $p ->
        [yes] 必败
       *[no] 必胜
    }
misere_forms = 这个和的反常标准形（各堆的标准形相加，按 Conway 的化简）{ $p ->
        [yes] 是
       *[no] 不是
    }反常规则下的必败态；{ $games } 的反常商在限制之内都达不到第 { $largest } 堆
misere_search = 按定义搜索了能到达的每个和（反常规则下，一个和若有路可走、且每一步都走到先手必胜的和，则先手必败）；{ $games } 的反常商在限制之内都达不到第 { $largest } 堆

## 威佐夫博弈的 SG 值

wythoff_grundy_direct = 按规则计算：第 0..{ $row } 行逐列算到第 { $column } 列，每个值都是它的后继中没有的最小值 (mex)
wythoff_grundy_period = G({ $row }, { $column }) = G({ $row }, { $reduced_column }) + ({ $column } − { $reduced_column }) = { $base } + { $offset }：第 { $row } 行从第 { $preperiod } 列起以周期 { $period } 加性重复，而 { $column } ≡ { $reduced_column } (mod { $period })；证明：第 0..{ $last_row } 行在第 { $first } 列与第 { $second } 列之前的状态相同
wythoff_g_values_walk = { $found ->
        [yes] ({ $row }, { $column }) 是第 { $row } 行 g = { $value } 的格；{""}
       *[no] {""}
    }已证明：按规则计算，对每个值 0..={ $largest_value } 走遍第 0..{ $rows } 行：每行、每列每个值恰好出现一次，每条对角线至多一次，而一行的 g 格是没有 g 格能到达、且每个更小的值的格都能到达的第一格

## 走法

list_comma = { $first }，{ $rest }
move_heap = 取 { $take } 个 → { $to }
move_fibonacci = 取 { $take } 个 → { NUMBER($to) ->
        [0] 0
       *[other] { $to }（下一步至多取 { $next_max } 个）
    }
move_two_piles = { $which ->
        [pile1] 从第 1 堆取 { $take1 } 个
        [pile2] 从第 2 堆取 { $take2 } 个
        [both] 从两堆各取 { $take1 } 个
       *[each] 从第 1 堆取 { $take1 } 个、从第 2 堆取 { $take2 } 个
    } → ({ $to1 }, { $to2 })
move_take_from_heap = 从第 { $heap } 堆取 { $take } 个
move_size = { $from } → { $to }
move_heaps = { $takes }：{ $sizes }
move_piles = { NUMBER($count) ->
        [1] 从第 { $piles } 堆取 { $take } 个
       *[other] 从第 { $piles } 堆各取 { $take } 个
    } → ({ $to })
move_nim = 从第 { $heap } 堆取 { $take } 个：{ $from } → { $to }
move_break = { NUMBER($parts) ->
    [2] { NUMBER($take) ->
            [0] 把第 { $heap } 堆分成两堆：{ $from } → { $part1 } + { $part2 }
           *[other] 从第 { $heap } 堆取 { $take } 个并把余下的分成两堆：{ $from } → { $part1 } + { $part2 }
        }
    [1] 从第 { $heap } 堆取 { $take } 个：{ $from } → { $part1 }
   *[other] 从第 { $heap } 堆取 { $take } 个：{ $from } → 0
}

## 局面分析

analysis_p = P：先手必败（{ $rule ->
        [misere] 反常规则
       *[normal] 正常规则
    }）
analysis_n = N：先手必胜（{ $rule ->
        [misere] 反常规则
       *[normal] 正常规则
    }）
analysis_p_no_winning_move = P：先手必败（{ $rule ->
        [misere] 反常规则
       *[normal] 正常规则
    }）：没有必胜的走法
analysis_n_without_moving = N：先手必胜（{ $rule ->
        [misere] 反常规则
       *[normal] 正常规则
    }），无须走动
analysis_n_moves = N：先手必胜（{ $rule ->
        [misere] 反常规则
       *[normal] 正常规则
    }）；必胜的走法有 { $count } 种：
why = 理由：{ $reason }

## 一个数在哪个必败态中

pair_in = { $n } 在第 { $k } 个{ $rule ->
        [misere] 反常规则下的必败态
       *[normal] 必败态
    } ({ $a }, { $b }) 中
pair_misere_exception = { $n } 在反常规则下的第 { $k } 个必败态 ({ $a }, { $b }) 中，它是反常规则的三个例外之一（正常规则下是 ({ $normal_a }, { $normal_b })）
pair_wythoff = { NUMBER($k) ->
        [0] 0 = a_0 = b_0
       *[other] { $n } = { $coordinate ->
            [a] a_{ $k } = ⌊{ $k }φ⌋
           *[b] b_{ $k } = ⌊{ $k }φ²⌋
        }
    }：第 { $k } 个{ $rule ->
        [misere] 反常规则下的奇异局势
       *[normal] 奇异局势
    }是 ({ $a }, { $b })

## 错误

error_at_line = 第 { $line } 行：{ $message }
error_about = { $what }：{ $message }
number_empty = 应为自然数，但什么也没有
number_negative = 应为自然数，但这是负数
negative_not_allowed = { $what }：这里不能是负数
number_not_a_digit = 应为自然数，但第 { $at } 个字符是 { $found }
cli_error = wythoff：错误：{ $message }
invalid_value = '{ $arg }' 的值 '{ $value }' 无效：{ $why }（见 --help）

## 对局结束（玩家的键：you、computer、player1、player2）

ending_after = { $winner ->
        [you] 你赢了
        [computer] 电脑赢了
        [player1] 玩家 1 赢了
       *[player2] 玩家 2 赢了
    }{ $rule ->
        [misere] ，因为{ $last ->
            [you] 你
            [computer] 电脑
            [player1] 玩家 1
           *[player2] 玩家 2
        }不得不{ $takes ->
            [yes] 取走最后一个
           *[no] 走最后一步
        }
       *[normal] ：{ $takes ->
            [yes] 取走了最后一个
           *[no] 走了最后一步
        }
    }
ending_stuck = { $player ->
        [you] 你
        [computer] 电脑
        [player1] 玩家 1
       *[player2] 玩家 2
    }无路可走，所以在{ $rule ->
        [misere] 反常规则下{ $player ->
            [you] 你赢了
            [computer] 它赢了
            [player1] 玩家 1 赢了
           *[player2] 玩家 2 赢了
        }
       *[normal] 正常规则下{ $player ->
            [you] 你输了
            [computer] 它输了
            [player1] 玩家 1 输了
           *[player2] 玩家 2 输了
        }
    }
error_raise_with = { $message }（可用 { $flag } 放宽）
error_at_least_one = { $what } 至少应为 1
error_set_element_too_large = { $what }：{ $element } 太大，不能作为减法集合的元素
error_set_empty = 减法集合是空的
error_set_zero = 减法集合中不能有 0（每步至少取 1 个）
error_set_too_large = 减法集合的元素多于 65,535 个
error_too_many_digits = 这个数有 { $digits } 位，超过了 { $limit } 位的限制
error_too_many_digits_unknown = 这个数多于 { $limit } 位，超过了 { $limit } 位的限制
clap_missing = 缺少必需的参数：{ $args }（见 --help）
clap_unexpected = 多余的参数 '{ $arg }'（见 --help）
sum_move = 在 { $component } 中：{ $move }，走后该部分的 G = { $value }
sum_move_misere = 在 { $component } 中：{ $move }

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
clap_invalid_choice = '{ $arg }' 的值 '{ $value }' 无效 [可选的值：{ $values }]（见 --help）
clap_unknown_subcommand = 没有子命令 '{ $name }'（见 --help）
sum_move = 在 { $component } 中：{ $move }，走后该部分的 G = { $value }
sum_move_misere = 在 { $component } 中：{ $move }

## Playing in the terminal (wythoff play); the words typed stay English

terminal-title = { $title }，{ $rule }。{ $position }；{ $who ->
        [computer] 电脑先走
       *[you] 你先走
    }。
terminal-rule = { $rule ->
        [misere] 反常规则（{ $takes ->
            [yes] 取走最后一个的人
           *[no] 走最后一步的人
        }输）
       *[normal] 正常规则（{ $takes ->
            [yes] 取走最后一个的人
           *[no] 走最后一步的人
        }获胜）
    }
terminal-computer = 电脑：{ $move }
terminal-you = 你：{ $move }
terminal-prompt = 你走>{" "}
terminal-end-of-input = 输入结束：对局停在 { $position }
terminal-bye = 再见
terminal-board-limit = 只为不超过 30 的堆画棋盘
terminal-undone = 已悔棋：{ $position }
terminal-nothing-to-undo = 没有可以悔的棋
terminal-commands = 命令：hint（每种必胜的走法及理由）、undo（悔棋）、board（画出棋盘）、help（帮助）、quit（退出）
terminal-piles = 各堆 ({ $list })
terminal-heap = 一堆 { $n } 个
terminal-heaps = 各堆 { $list }
terminal-picture-row = 第 { $i } 堆 | { $objects }{ $noun ->
       *[other] {""}
    }
terminal-heap-limit = 一堆 { $n } 个，这一步至多取 { $limit } 个

## The moves each game's play reads (its `help`)

syntax-one-heap =
    走法：  K      取 K 个
    {"        "}to N   留下 N 个
syntax-two-pile =
    走法：  1 K      从第 1 堆取 K 个
    {"        "}2 K      从第 2 堆取 K 个
    {"        "}b K      从两堆各取 K 个
    {"        "}b K L    从第 1 堆取 K 个、从第 2 堆取 L 个（a-威佐夫博弈）
    {"        "}to X Y   走到局面 (X, Y)
syntax-moore-nim =
    走法：  H K          从第 H 堆取 K 个（堆从 1 数起）
    {"        "}H K H K …    同时从几堆中取（至多 k 堆）
    {"        "}to A B C     走到各堆为 A B C 的局面
syntax-multipile =
    走法：  P K        从第 P 堆取 K 个（堆从 1 数起）
    {"        "}P Q K      从第 P 堆和第 Q 堆各取 K 个（one-or-any：任意一组堆）
    {"        "}all K      从每一堆各取 K 个
    {"        "}to A B C   走到各堆为 A B C 的局面
syntax-take-break =
    走法：  H K        从第 H 堆取 K 个（堆从 1 数起）
    {"        "}H K X      从第 H 堆取 K 个，再把剩下的分成 X 个和其余的
    {"        "}split H X  把第 H 堆分成 X 个和其余的，不取
    {"        "}to A B C   走到各堆为 A B C 的局面（分开的堆的两部分放在它原来的位置）
syntax-nim =
    走法：  H K        从第 H 堆取 K 个（堆从 1 数起）
    {"        "}to A B C   走到各堆为 A B C 的局面
syntax-fibonacci =
    走法：  K   取 K 个：至少 1 个，至多为显示的上限（第一步
    {"            "}不能全部取走；之后至多为上一步的两倍）

## A move refused (the games' checks and play's reading of a move)

refuse-empty = 请输入一步或一个命令（help 会列出它们）
refuse-not-a-number = '{ $text }' 不是物品的个数：{ $error }
refuse-not-a-move = '{ $words }' 既不是一步也不是命令：{ $hint }（help 会列出它们）
refuse-hint-one-heap = 试试 K（取 K 个）或「to N」
refuse-hint-two-pile = 试试 1 K、2 K、b K 或「to X Y」
refuse-hint-nim = 试试 H K 或「to A B C」
refuse-hint-take-break = 试试 H K、H K X、split H X 或「to A B C」
refuse-hint-multipile = 试试 P K、P Q K、all K 或「to A B C」
refuse-hint-moore = 试试 H K、H K H K 或「to A B C」
refuse-hint-fibonacci = 试试 K（取 K 个）
refuse-heap-holds-only = 这一堆只有 { $at } 个，不是 { $k } 个
refuse-not-below = ({ $x }, { $y }) 不在 ({ $a }, { $b }) 之下：每步只能取
refuse-take-something = 每步必须取走一些
refuse-two-pile-not-one = 从第 1 堆取 { $k } 个、从第 2 堆取 { $l } 个，不是这个游戏的一步
refuse-pile-holds-only = 第 { $pile } 堆只有 { $at } 个，不是 { $k } 个
refuse-heap-count = 有 { $count } 堆，不是 { $given } 堆
refuse-heap-only-takes = 第 { $heap } 堆有 { $n } 个：每步只能取
refuse-one-heap = 每步只能从一堆中取
refuse-to-heaps = 「to」要给出 { $count } 堆，不是 { $given } 堆
refuse-no-such-heap = 只有第 1 到 { $count } 堆，没有第 { $heap } 堆
refuse-heap-i-holds-only = 第 { $heap } 堆只有 { $at } 个，不是 { $k } 个
refuse-take-or-split = 每步必须取走一些，或者把一堆分开
refuse-split-two = 分开后要剩下两堆，每堆至少 1 个
refuse-one-heap-plays = 每步只能动一堆
refuse-break-count = 有 { $count } 堆：一步之后还是这么多堆，分开之后多一堆，而不是 { $given } 堆
refuse-too-large = 这一堆太大，这里不能对弈
refuse-not-this-game = { $move } 不是这个游戏的一步
refuse-split-left = 剩下 { $rest } 个：分开后两堆都至少要有 1 个，不能是 { $x } 和其余的
refuse-pile-count = 有 { $count } 堆，不是 { $given } 堆
refuse-only-takes = 每步只能取
refuse-multipile-rule = { $rule ->
        [one-or-all] 每步从一堆中取，或者从每一堆中取同样多
       *[one-or-any] 每步从所取的每一堆中取同样多
    }
refuse-to-piles = 「to」要给出 { $count } 堆，不是 { $given } 堆
refuse-no-such-pile = 只有第 1 到 { $count } 堆，没有第 { $pile } 堆
refuse-pile-twice = '{ $words }' 把第 { $pile } 堆写了两次：P Q K 从第 P、Q、… 堆中各取 K 个（每堆一次）
refuse-moore-at-most = 每步至多从 { $k } 堆中取，不是 { $count } 堆
refuse-heap-twice = 第 { $heap } 堆写了两次
refuse-at-least-one = 这一堆有 { $n } 个：每步至少取 1 个
refuse-bash-at-most = 每步至多取 { $most } 个，不是 { $k } 个
refuse-subtraction-set = 每步取的个数是 { $set } 之一，不是 { $k }
refuse-fibonacci-at-most = 这一步至多取 { $limit } 个，不是 { $k } 个
refuse-fibonacci-next = 取 { $k } 个之后，下一步至多取 { $limit } 个

## Periods (subtraction games' certified periods, octal games' proven ones)

period-certified = 周期 { $period }，从 n = { $preperiod } 开始（由长为 { $window } 的重复窗口证明）
period-octal = 周期 { $p }，从第 { $pre } 堆开始，由 Guy 和 Smith 的定理证明{ $proven }：对从 { $from } 到 { $to } 的每个 n 验证了 G(n + { $p }) = G(n)（2n0 + p + k - 1，k = { $k }）
period-octal-atlas = ，这是在构建图集（{ $path }）时证明的，超出了这里计算的值
period-octal-rechecked = ，像构建图集（{ $path }）时那样重新搜索，结果与图集一致
period-values = 从 0 起的值
period-values-computed = 从 0 起的值（这里计算了第 0 到 { $last } 堆）
period-values-line = { $values }：{ $list }{ $more }
period-none = 在第 0 到 { $last } 堆的值中没有证明出周期（{ $why }）{ $atlas }
period-none-stopped = 搜索在那里被步数上限停止：--take-break-work 可以提高上限，在 Python 中用 take_break_work
period-none-limit = 值的上限决定计算多少个：--limit，在 Python 中用 take_break_values
period-none-atlas = ；图集（{ $path }）搜索了第 0 到 { $last } 堆，也没有证明出周期

## Grundy values, genus and misère quotients, misère sums' lines

gvalue-one = SG 值为 G = { $g } 的第 { $n } 个局面：({ $a }, { $b })
genus-form-long = 超过 { $n } 个字符，不写出
genus-line = 第 { $heap } 堆：genus { $genus }，反常规则下的标准形 { $form }（生日 { $birthday }）{ $nim ->
        [yes] ，是尼姆堆的 genus
       *[no] {""}
    }
genus-value = 反常规则下的值 { $g }：{ $outcome ->
        [P] P，只有这一堆时，反常规则下先手必败
       *[N] N，只有这一堆时，反常规则下先手必胜
    }
quotient-head = 第 1 到 { $last } 堆的反常商：阶 { $order }，P 部分 {"{"}{ $p }{"}"}
quotient-presentation = 表示 { $presentation }
quotient-heaps = 各堆 { $list }
quotient-stable = 对所有堆成立：各堆的元素从第 { $pre } 堆起以周期 { $period } 重复，验证到第 { $last } 堆（Guy 和 Smith 的论证推广到反常商），所以任意几堆的和都由它回答
quotient-holds = 对不超过第 { $last } 堆的堆成立；对更大的堆未经证明
quotient-grew = 在第 { $list } 堆时增长
quotient-all-checked = 全部按定义验证过，所以阶是精确的
quotient-some-checked = 其中最轻的 { $checked } 个在反常规则的步数上限内按定义验证过
quotient-told = 区分：{ $tests } 个测试和把 { $order } 个元素两两区分开，共检验 { $sums } 个至多 { $tokens } 个石子的和；{ $checked }
quotient-told-moore = 区分：用 Moore 的细化（元素超过 { $order } 个或到达反常规则的步数上限时，不列出测试和）
stopped-work = 超过了反常规则的步数上限 { $limit }（反常商增长时消耗的预算）
stopped-memory = 需要 { $bytes } 字节，超过了反常规则的内存预算 { $limit }
stopped-no-candidate = 没有找到证明能接受的候选（反常商从那里起可能是无限的）
misere-heap-is = 一堆 { $n } 个是 { $element }
misere-form-long = 一堆 { $n } 个的标准形（生日 { $birthday }）有 { $length } 个字符长（--json 会写出它）
misere-form-unwritten = 一堆 { $n } 个的标准形（生日 { $birthday }）超过 { $limit } 个字符，不写出
misere-component = { $component }：{ $heaps }
misere-move = { $from } → { $left }（取 { $took } 个）{ $element }
misere-move-nothing = 不剩
misere-move-element = ，走到元素 { $element }，在 P 部分中

## Errors: limits, a sum's expression

error_message = { $message }
error_not_addressable = { $value } 超出了这台机器能寻址的范围
error_unknown_limit = 没有名为 { $name } 的上限：上限有 { $names }
error_not_a_square = { $what } { $text }：请以 X,Y 的形式给出局面
error_off_board = { $what }：{ $n } 超出了任何棋盘
error_engine_cells = 求解这个局面要求解它下方 { $box } 的盒子中的 { $cells } 个局面，超过了上限 { $limit }
error_engine_bytes = 求解这个局面需要 { $bytes } 内存（每个走法方向的每条线一条记录），超过了上限 { $limit }
error_engine_visits = 求解这个局面需要 { $steps } 步，超过了上限 { $limit }
error_max_heaps = { $count } 堆超过了上限 { $limit }
error_search_limit = 搜索上限 { $limit } 个值超过了允许的最大值 { $most }
error_take_break_values = 取走并分堆的游戏计算 64 到 { $most } 个值，不是 { $limit } 个
error_fibonacci_moves = 列出超过 { $digits } 位的一堆的每种必胜走法超出了上限（列表随位数的平方增长）；`status` 对任何大小都能回答
error_grundy_table = 边长为 { $n } 的表超出了上限 { $limit }
error_column = 第 { $column } 列
error_sum_components = 超过 { $limit } 个部分的和超出了上限
error_sum_plus = 应为 '+' 或结尾，但这里是 { $found }
error_sum_the_end = 结尾
error_sum_expected = 应为 { $expected }，但这里是 { $found }
error_sum_game = 应为一个游戏（{ $games }），但这里是 { $found }
error_sum_code_end = 代码之后应为 { $end }，但已到结尾
error_sum_numbers = 超过 { $limit } 个数
error_sum_number = 应为一个数，但这里是 { $found }
error_sum_not_component = { $game } 不能作为游戏之和的一部分：这里不知道它的 SG 值；游戏有 { $games }
error_no_parameters = { $game } 没有参数
error_sum_braces_twice = 参数已经在花括号中给出

## Errors: games, parameters and positions

list_or = { $first } 或 { $rest }
list_semicolon = { $first }；{ $rest }
error_unknown_game = 没有名为 '{ $game }' 的游戏；游戏有 { $games }
error_braces_end = { $label } { $text }：参数应以 {"}"} 结尾
error_takes_no_parameters = { $label } { $game } 没有参数
error_parameters_in_braces = { $label } { $game }：参数写在花括号中，如 { $game }{"{"}…{"}"}（{ $wanted }）
error_preset_gives = 预设 { $preset } 已经给出了 { $key }
error_no_presets = { $game } 没有预设
error_window_game = 棋盘窗口只为两堆的游戏（{ $games }）绘制，不为{ $title }绘制
error_window_size = size：棋盘窗口每边有 1 到 { $max } 格，不是 { $size }
error_not_component = { $game } 不能作为游戏之和的一部分：这里不知道它的 SG 值
error_no_action = { $game } 没有功能 { $action }
error_one_number = { $what } 是一个数，但给出了 { $count } 个
error_choice_not_number = { $what }：应为 { $names }，不是数
error_code_written = { $what }：八进制代码写作 d0.d1d2…，例如 0.07
error_expected_number = { $what }：应为一个数，但这里是 '{ $text }'
error_parameter_count = { $game } 有 { $count } 个参数，但给出了 { $found } 个
error_choice = { $what }：应为 { $names }，不是 '{ $text }'
error_parameter_missing = 缺少参数 { $key }
error_normal_only = { $title }在这里只按正常规则玩
error_position_count = { $title }的局面是 { $expected }，不是 { $count } 个
error_numbers = { $count } 个数
error_numbers_range = { $min } 到 { $max } 个数
error_heap_and_limit = 一堆，以及至多一个对下一步取数的上限
error_to_count = 「to」：{ $title }的局面有 { $count } 个数，不是 { $given } 个
error_unknown_preset = { $what }：{ $game } 的预设有 { $presets }，不是 '{ $name }'

## Errors: the web API

error_given_twice = 参数 { $key } 给出了两次
error_lang = lang：没有用 { $tag } 写的答案；可用的语言有 { $langs }
error_lower_case = 未知参数 { $near }：参数用小写字母（{ $key }）
error_too_large = { $key }：{ $n } 太大
error_boolean = { $key }：应为 1、0、true 或 false（只写 { $key } 表示 true），但这里是 '{ $found }'
error_heat_a = a：只为 a 不超过 20 绘制 SG 值
error_unknown_parameter = 未知参数 { $key }
error_no_page = 没有这个页面或接口
error_only_get = 这里只回答 GET 请求
error_timeout = 计算答案超过了 { $seconds } 秒
error_busy = 服务器正忙：已有 { $waiting } 个 SG 值或图片在等待；请稍后再试
error_failed = 计算失败
error_query_long = 查询超过了 { $bytes } 字节
error_no_game = 没有游戏 { $game }；游戏有 { $games }
error_expr = expr：请给出游戏之和，如 nim(3) + bash{"{"}4{"}"}(20) + wythoff(3,5)
error_sheet_at = sheet=position 需要 at=x,y：皇后所在的格子
error_no_endpoint = 没有接口 { $path }
error_corner = corner：请以 x,y 给出窗口左下角的格子

error_code = { $what }：'{ $text }'：{ $why }
code_form = 八进制代码写作 d0.d1d2...，例如 0.07、.77 或 4.7
code_hexadecimal = 数字 { $digit } 不是八进制的：不支持十六进制代码（分成三堆）
code_first_digit = 小数点前的数字是 { $digit }：什么都不取时只能把一堆分开，所以它是 0 或 4
code_no_move = 这个代码不允许任何一步
code_too_long = 代码小数点后超过 { $digits } 位

## Errors: take-and-break games' limits

error_moves_heap = 第 { $heap } 堆（{ $n } 个）大于 { $limit }，这是逐一尝试走法的最大的堆（n 个的一堆约有 n/2 种分法）；{ $instead }
error_moves_heap_sum = 游戏之和要列出每种必胜的走法，所以它的每一堆都要在这个范围内
error_moves_heap_status = 它的胜负由 status 回答
error_misere_reach = 这里的反常规则通过游戏的反常商回答（反常商要在反常规则的步数上限内达到每一堆；这个预算随反常商增长而消耗，游戏的 quotient 会显示它能达到多远），否则搜索所有能到达的局面，这只用于总共至多 { $most } 个石子的局面；这个局面有 { $tokens } 个，而反常商达不到它最大的一堆
error_values_work = 第 { $heap } 堆（{ $n } 个）超出了已知的值：{ $source }；步数上限（尝试 { $limit } 次分法）使计算停止，提高它可以算得更远（这是计算各值时消耗的预算）
error_values_known = 第 { $heap } 堆（{ $n } 个）超出了已知的值：{ $source }；值的上限决定计算多少个（现在是 { $now }，最多可以提高到 { $most }）
error_sequence_misere = sequence 列出正常规则下的 SG 值；反常规则下请逐个局面回答（status）
error_grundys_values = Grundy 游戏没有已知的周期，所以要把值计算到最大的一堆，这里是 { $largest }：超出了 { $now } 个值的上限，最多可以提高到 { $most }
error_grundys_work = Grundy 游戏到第 { $largest } 堆的值超过了步数上限（尝试 { $limit } 次分法）；计算停在第 { $last } 堆之后
error_atlas_values = 图集（{ $path }）中有 { $code } 的周期：从第 { $pre } 堆起周期 { $period }，要用前 { $need } 个值回答每一堆：超过了值的上限（现在是 { $now }，最多可以提高到 { $most }）
error_period_misere = period 是正常规则下各值的周期（反常规则没有按值的规则）
error_positions_max = positions 需要 --max，即最大的一堆
error_piles = --piles：2 到 { $most } 堆

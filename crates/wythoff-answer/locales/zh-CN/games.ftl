# 注册表中的文字：每个游戏的名称、说明、参数、预设、功能和在游戏之和中的写法
# （/api/games，页面的菜单和输入框），以及带参数值的规则（页面的规则说明）。

## Actions several games share

action-genus = 第 H 堆的 genus g^(γ0γ1…) 和反常规则下的标准形，写法同 CGSuite
action-quotient = 第 1 到 N 堆的反常商（Plambeck 和 Siegel）：它的表示、阶、P 部分和每一堆对应的元素，以及它是否对所有堆都成立
action-sequence = 第 0 到 N-1 堆的 SG 值

## Wythoff's game

game-wythoff-title = 威佐夫博弈
game-wythoff-named = 威佐夫博弈
game-wythoff-about = 威佐夫博弈：两堆物品；每步从一堆中取任意正整数个，或者从两堆中取同样多个
game-wythoff-rule = 两堆物品；每步从一堆中取任意正整数个，或者从两堆中取同样多个
game-wythoff-sum-1 = 威佐夫博弈，按 `grundy A B` 的方法计算（较小的一堆至多 100，否则至多 10^9 步）

## Fraenkel's a-Wythoff

game-generalized-title = Fraenkel 的 a-威佐夫博弈
game-generalized-named = Fraenkel 的 a-威佐夫博弈，a = { $a }
game-generalized-about = Fraenkel 的 a-威佐夫博弈：从一堆中取任意正整数个，或者从一堆取 k ≥ 1 个、从另一堆取 l ≥ 1 个，要求 |k - l| < a
game-generalized-rule = 从一堆中取任意正整数个，或者从一堆取 k ≥ 1 个、从另一堆取 l ≥ 1 个，要求 |k − l| < { $a }
game-generalized-parameter-a = a：一步从两堆分别取 k 个和 l 个时要求 |k − l| < a
game-generalized-action-nth = 第 N 个必败态
game-generalized-action-pair = 含有数 N 的必败态

## restricted Wythoff

game-restricted-title = 受限威佐夫博弈
game-restricted-named = 受限威佐夫博弈（每堆每步至多取 { $max_take } 个）
game-restricted-about = 受限威佐夫博弈：威佐夫博弈的走法，但每堆每步至多取 M 个
game-restricted-rule = 威佐夫博弈的走法，但每堆每步至多取 { $max_take } 个
game-restricted-parameter-max_take = M：一步至多取的个数

## multi-pile Wythoff

game-multipile-title = 多堆威佐夫博弈
game-multipile-named = 多堆威佐夫博弈（{ $moves }）
game-multipile-about = 多堆威佐夫博弈（2 到 12 堆），用逆推法精确求解
game-multipile-rule = { $moves ->
        [one-or-all] 从一堆中取任意多个，或者从每一堆中取同样多个
       *[one-or-any] 从任意一组（非空的）堆中各取同样多个
    }
game-multipile-parameter-moves = 除了从一堆中取以外还有哪种走法：one-or-all 或 one-or-any
game-multipile-parameter-moves-one-or-all = 从一堆中取任意多个，或者从每一堆中取同样多个
game-multipile-parameter-moves-one-or-any = 从任意一组（非空的）堆中各取同样多个
game-multipile-action-positions = 堆的大小 x ≤ y ≤ … ≤ --max 的所有必败态

## Nim

game-nim-title = 尼姆游戏
game-nim-named = 尼姆游戏
game-nim-about = 尼姆游戏：任意多堆，每步从一堆中取任意正整数个
game-nim-rule = 任意多堆；每步从一堆中取任意正整数个
game-nim-action-genus = { action-genus }
game-nim-action-quotient = { action-quotient }
game-nim-sum-1 = 尼姆游戏：一堆，或者把几堆当作一个部分

## the Bash game

game-bash-title = 巴什博弈
game-bash-named = 巴什博弈（每步取 1 到 { $max_take } 个）
game-bash-about = 巴什博弈：一堆，每步取 1 到 M 个
game-bash-rule = 一堆；每步取 1 到 { $max_take } 个
game-bash-parameter-max_take = M：一步至多取的个数
game-bash-action-genus = { action-genus }
game-bash-action-quotient = { action-quotient }
game-bash-sum-1 = 每步取 1 到 M 个的巴什博弈，一堆 N 个

## the subtraction game

game-subtraction-title = 减法游戏
game-subtraction-named = 集合为 { $set } 的减法游戏
game-subtraction-about = 减法游戏：一堆，每步取走集合中某个数 s 个
game-subtraction-rule = 一堆；每步取走 { $set } 中某个数 s 个
game-subtraction-parameter-set = 一步可以取的个数
game-subtraction-action-sequence = 第 0 到 N-1 堆的值（SG 值；反常规则下 0 = 必败态，1 = 必胜态）
game-subtraction-action-period = 经过证明的前周期和周期
game-subtraction-action-genus = { action-genus }
game-subtraction-action-quotient = { action-quotient }
game-subtraction-sum-1 = 集合为 S 的减法游戏，一堆 N 个

## the Fibonacci game

game-fibonacci-title = 斐波那契博弈
game-fibonacci-named = 斐波那契博弈
game-fibonacci-about = 斐波那契博弈：第一步取 1 到 N−1 个，之后每步至多取上一步的两倍
game-fibonacci-rule = 第一步取 1 到 N − 1 个，之后每步至多取上一步的两倍
game-fibonacci-sum-1 = 从开局开始的斐波那契博弈，一堆 N ≤ 10,000 个；
game-fibonacci-sum-2 = 或者下一步至多取 T 个（值由计算得到）

## an octal game

game-octal-title = 八进制游戏
game-octal-named = 八进制游戏 { $code }
game-octal-about = 八进制游戏：若干堆；一步从一堆中取走 i 个，取后剩下的部分要符合代码第 i 位的规定
game-octal-rule = 八进制代码 { $code }：一步从一堆中取走 i 个，取后剩下的部分要符合代码第 i 位的规定
game-octal-parameter-code = 八进制代码 d0.d1d2…：第 i 位说明取走 i 个后可以剩下什么（1 什么都不剩，2 一堆，4 两堆）
game-octal-preset-kayles-title = Kayles
game-octal-preset-kayles-about = 一排排木瓶；每步击倒一个瓶，或者相邻的两个瓶，一排可能因此断成两排
game-octal-preset-dawsons_kayles-title = Dawson 的 Kayles
game-octal-preset-dawsons_kayles-about = 一排排木瓶；每步击倒相邻的两个瓶，一排可能因此断成两排
game-octal-action-sequence = { action-sequence }
game-octal-action-genus = { action-genus }
game-octal-action-quotient = { action-quotient }
game-octal-action-period = 由 Guy 和 Smith 的定理证明的周期，或者在已算出的值中没有周期
game-octal-sum-1 = 代码为 CODE 的八进制游戏（octal{"{"}0.07{"}"}：Dawson 的 Kayles），把它的几堆当作一个部分

## Grundy's game

game-grundys_game-title = Grundy 游戏
game-grundys_game-named = Grundy 游戏
game-grundys_game-about = Grundy 游戏：若干堆；每步把一堆分成大小不同的两堆
game-grundys_game-rule = 若干堆；每步把一堆分成大小不同的两堆
game-grundys_game-action-sequence = { action-sequence }
game-grundys_game-action-genus = { action-genus }
game-grundys_game-action-quotient = { action-quotient }
game-grundys_game-sum-1 = Grundy 游戏：把一堆分成不相等的两堆（堆的大小在已算出的值之内）

## Lasker's Nim

game-lasker_nim-title = Lasker 尼姆
game-lasker_nim-named = Lasker 尼姆
game-lasker_nim-about = Lasker 尼姆：若干堆；每步从一堆中取任意正整数个，或者把一堆分成两堆
game-lasker_nim-rule = 若干堆；每步从一堆中取任意正整数个，或者把一堆分成两堆
game-lasker_nim-action-sequence = { action-sequence }
game-lasker_nim-action-genus = { action-genus }
game-lasker_nim-action-quotient = { action-quotient }
game-lasker_nim-sum-1 = Lasker 尼姆：从一堆中取，或者把一堆分成两堆

## Moore's Nim

game-moore_nim-title = Moore 尼姆
game-moore_nim-named = Moore 尼姆（每步从 1 到 { $k } 堆中取）
game-moore_nim-about = Moore 尼姆 Nim_k：若干堆；每步从 1 到 k 堆中各取任意正整数个
game-moore_nim-rule = 若干堆；每步从 1 到 { $k } 堆中各取任意正整数个
game-moore_nim-parameter-k = k：一步至多从几堆中取
game-moore_nim-sum-1 = Moore 尼姆 Nim_K：一步至多从 K 堆中同时取

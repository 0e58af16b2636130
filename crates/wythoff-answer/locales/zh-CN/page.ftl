# 网页自己的文字：index.html 中每段文字按 data-l10n-id 对应一条消息。

page-top-meta =
    .content = 威佐夫博弈及同类公平组合游戏：对弈、学习、分析，数字多大都精确。
page-top-title = 威佐夫博弈
page-top-link-board = 跳到棋盘
page-top-h1 = 威佐夫博弈
page-rules-top = 两堆物品。每步从一堆中取任意正整数个，或者从两堆中取同样多个。取走最后一个的人获胜。在棋盘上，皇后向左、向下或沿对角线向左下走。
page-top-nav =
    .aria-label = 栏目
page-top-link-play = 棋盘
page-top-link-learn = 学习
page-top-link-analyse = 分析
page-top-link-heat = SG 值
page-top-link-sums = 游戏之和
page-top-link-heaps = 取石子游戏
page-present = 演示模式
page-play-title = 在棋盘上对弈
page-readout = 正在载入棋盘……
page-rule-now = 威佐夫博弈。两堆物品；每步从一堆中取任意正整数个，或者从两堆中取同样多个。正常规则：取走最后一个的人获胜。
page-board =
    .aria-label = 棋盘：横向为第 1 堆，纵向为第 2 堆。方向键移动，回车键走棋。
page-axis-note = 横向为第 1 堆，纵向为第 2 堆；终点 (0, 0) 在左下角。
page-new-game = 新对局 <kbd>N</kbd>
page-hint = 提示 <kbd>H</kbd>
page-undo = 悔棋 <kbd>U</kbd>
page-redo = 重走 <kbd>R</kbd>
page-moves-title = 着法记录
page-settings-summary = 对局设置
page-variant-label = 游戏
page-variant-wythoff = 威佐夫博弈
page-misere-label = 反常规则（走最后一步的人输）
page-opponent-label = 对手
page-opponent-perfect = 电脑，完美
page-opponent-casual = 电脑，随意
page-opponent-person = 另一个人
page-settings-casual-note = （随意：有必胜的走法时，只有一半的时候走它）
page-first-label = 先走的一方
page-first-me = 我
page-first-computer = 电脑
page-size-label = 棋盘边长
page-any-start-label = 随机的开局也可以是必败态
page-random-start = 随机开局
page-choose-start = 在棋盘上选择开局
page-play-legend = 在棋盘上显示
page-show-p-label = 必败态（轮到走的一方必败）
page-show-reach-label = 皇后能到的每一格是必败态 (P) 还是必胜态 (N)
page-show-lines-label = 两条黄金分割线
page-share = 此局面的链接
page-copy-link = 复制链接
page-copy-challenge = 复制从这里开始的挑战
page-print-sheets-label = 练习纸（SVG）：
page-sheet-blank = 空白棋盘
page-sheet-position = 此局面
page-sheet-answers = 它的答案
page-print-sheets = 打印这三张，每页一张
page-play-p = 按键：方向键在棋盘上移动，<kbd>Shift</kbd>+方向键或 <kbd>D</kbd> 沿对角线移动，<kbd>Enter</kbd> 走棋；<kbd>N</kbd> 新对局（对局中按两次），<kbd>H</kbd> 提示，<kbd>U</kbd> 悔棋，<kbd>R</kbd> 重走，<kbd>←</kbd>/<kbd>→</kbd> 翻看着法（焦点不在棋盘上时），<kbd>P</kbd> 演示模式。
page-learn-title = 学习：必败态从哪里来
page-learn-p = <strong>必败态</strong>（P-position）是<em>上一个</em>走棋的人获胜的局面：轮到从这里走的人必败。<strong>必胜态</strong>（N-position）是轮到走的人（<em>下一个</em>走棋的人）获胜的局面。每一格不是必败态就是必胜态；在下面的棋盘上，可以从角落开始向外，一步一步把它们找出来。
page-learn-topic-label = 课程
page-learn-topic-p = 威佐夫博弈：它的奇异局势
page-learn-topic-g = 减法游戏：用 mex 求 SG 值
page-learn-topic-n = 尼姆游戏：尼姆和、Bouton 定理与游戏之和
page-mex-misere-label = 反常规则（走最后一步的人输）
page-learn-set-label = 每步可取
page-nim-lesson-div =
    .aria-label = 各堆的二进制
page-nim-step = 显示答案
page-nim-restart = 重新开始
page-learn-question = 正在载入课程……
page-mex-step = 显示答案
page-mex-reset = 重新开始
page-reveal = 揭示规律
page-mex-caption = 已找到的必败态
page-golden-p = 这些数对是 (⌊kφ⌋, ⌊kφ⌋ + k)，其中 φ = (1 + √5)/2 ≈ 1.618 是黄金分割比：a<sub>k</sub> = ⌊kφ⌋，b<sub>k</sub> = ⌊kφ²⌋。在棋盘上，它们落在过角落、斜率为 φ 和 1/φ 的两条直线旁：这就是现在画出的两条黄金分割线。
page-golden-p-2 = <strong>为什么。</strong>因为 1/φ + 1/φ² = 1 且 φ 是无理数，贝蒂定理（Beatty）告诉我们：数列 ⌊kφ⌋ 和 ⌊kφ²⌋（k = 1, 2, …）合起来恰好把每个正整数各包含一次。所以这些数对用到每个数恰好一次，而且它们的差依次是 0, 1, 2, …：正好是逐步找出必败态时得到的两条性质。任意两个数对不在同一行、同一列或同一条对角线上，所以一步不能从一个必败态走到另一个；而从其他任何一格出发，一步就能走到某个数对（经过它的行、列或对角线，在它的下方或左方必与一个数对相交）。Wythoff 在 1907 年证明了这一点。
page-golden-misere = <strong>在反常规则下</strong>，只有最前面几个数对不同：是 (2, 2)，以及 (0, 1) 和 (1, 0)，而正常规则下是 (0, 0)、(1, 2) 和 (2, 1)。从 (3, 5) 起，必败态与正常规则相同，黄金分割线和贝蒂定理的论证从那里起依然成立：走到正常规则的数对，在两种规则下同样好，直到最后几个物品。
page-golden-p-3 = 本页从不用 φ 来做判断：服务器用整数平方根把 k·φ 与整数精确比较，数字多长都可以。
page-learn-heat-p-text = 同样的规则给威佐夫博弈的每一格一个值：G(x, y) 是皇后走一步到不了的最小值。
page-learn-heat-p-text-2 = 显示了这些值；其中描边的格子（G = 0）就是另一课中的必败态。
page-learn-heat-link-heat = 热图
page-analyse-title = 分析任意局面
page-pile-a-label = 第 1 堆
page-pile-b-label = 第 2 堆
page-analyse-misere-label = 反常规则
page-analyse-form-button = 分析
page-heat-title = SG 值（Sprague–Grundy）
page-heat-p = 一个局面的 <strong>SG 值</strong> G 是一步能到的局面的值中没有出现的最小数（<em>mex</em>，最小非负整数）。G = 0 恰好是必败态；游戏之和是必败态，当且仅当各部分的值的尼姆和为 0。
page-values-game-label = 游戏
page-heat-size-label = 边长
page-values-count-label = 堆
page-values-count-auto = 直到周期出现两次
page-values-count-30 = 0 至 29
page-values-count-60 = 0 至 59
page-values-count-120 = 0 至 119
page-values-count-240 = 0 至 239
page-values-count-480 = 0 至 479
page-values-show = 显示
page-heat-svg = 下载 SVG
page-heat-part-p = 必败态（G = 0）用白色描边。把鼠标移到格子上、点一下或用方向键即可读出它的值；图下的按钮从读出的那一格开始对弈。
page-heat-read = 正在载入……
page-heat-play = 从读出的那一格开始对弈
page-values-part-div =
    .aria-label = 值的表格（屏幕窄时可以左右滚动）
page-values-sheet-label = 练习纸：
page-values-sheet = 打印一张待填的表（第 0 至 29 堆）和它的答案
page-sums-title = 游戏之和
page-sums-p = 几个游戏并排放着：每步在其中任意一个游戏里走一步，走最后一步的人获胜（反常规则下则输）。由 <strong>SG 定理</strong>，每个游戏相当于一个大小为其 SG 值 G 的尼姆堆，所以在正常规则下，和是必败态当且仅当各值的<strong>尼姆和</strong>（它们的异或 ⊕：不进位的二进制加法）为 0，正如 Bouton 对尼姆游戏的证明。
page-sum-expr-label = 和
page-sum-misere-label = 反常规则
page-sum-form-button = 分析
page-sum-add-box-summary = 往和中加一个游戏
page-sum-game-label = 游戏
page-sum-position-label = 局面
page-sum-add = 加入
page-sum-add-box-p = 和中各游戏的写法：
page-sums-div =
    .aria-label = 和的各个部分
page-sum-link = 这个和的链接
page-sum-play-title = 来玩一局
page-sum-level-label = 对手
page-sum-level-perfect = 电脑，完美
page-sum-level-casual = 电脑，随意
page-sum-level-person = 另一个人
page-sum-first-label = 先走的一方
page-sum-first-me = 我
page-sum-first-other = 对方
page-sum-play-start = 玩这个和
page-heaps-title = 取石子游戏
page-heap-intro = 同类游戏，在一堆堆石子上玩；不超过 40 个的堆会画出石子。
page-heap-game-label = 游戏
page-heap-shape = 各堆
page-heap-misere-label = 反常规则
page-heap-level-label = 对手
page-heap-level-perfect = 电脑，完美
page-heap-level-casual = 电脑，随意
page-heap-level-person = 另一个人
page-heap-form-casual-note = （随意：只有一半的时候走必胜的走法）
page-heap-first-label = 先走的一方
page-heap-first-me = 我
page-heap-first-other = 对方
page-heap-new = 新对局 <kbd>N</kbd>
page-heap-move = 按输入的数取走
page-heap-hint = 提示 <kbd>H</kbd>
page-heap-undo = 悔棋 <kbd>U</kbd>
page-heap-sheet-label = 练习纸：
page-heap-sheet = 打印这个局面和它的答案
page-heap-moves-title = 着法记录
page-top-p-text = 数字多大都给出精确的回答。同样的回答也来自 <code>wythoff</code> 命令和 <code>/api/</code> 下的 JSON 接口（
page-top-p-text-2 = ；<code>wythoff serve --help</code> 列出所有接口）。
page-top-a = 它认识的游戏
page-langs =
    .aria-label = 语言

## 学习课程（learn.js）

learn-p-first = 第 1 步：从哪一格出发无路可走？轮到在那里走的人已经输了：它是必败态。在棋盘上点它。
learn-p-first-misere = 第 1 步，反常规则：在 (0, 0)，轮到走的人已经赢了（对方取走了最后一个），所以它是必胜态。哪一格唯一的一步是走到 (0, 0)？点它（或它的对称格）。
learn-p-next = 第 { $step } 步：下一个必败态是哪一格？它没有被划掉（从它走一步到不了已找到的必败态），而且是这样的格子中离角落最近的。点它，或它的对称格。
learn-p-why-corner = 从 (0, 0) 无路可走，所以轮到走的人已经输了
learn-p-why-misere-first = 它唯一的一步是走到 (0, 0)，而在那里对方获胜：(0, 1) 和 (1, 0) 是必败态
learn-p-why-misere-second = (1, 1) 能走到必败态 (0, 1)，所以被划掉；(2, 2) 是对角线上第一个走一步到不了必败态的格子
learn-p-why = { $a } 是还没用过的最小的数，而 { $a } + { $k } = { $b }：第 { $k } 对的差是 { $k }
learn-p-square-then-next = { $words }。点"下一步"继续。
learn-p-found-already = { $words }：这个必败态已经找到了。下一个是哪一格？
learn-p-not-corner-misere = 不是 (0, 0)：在反常规则下那里已无路可走，所以轮到走的人已经赢了。再试一次。
learn-p-not-crossed-out = 不是 { $square }：它已被划掉，因为皇后能从它走到必败态 { $to }，所以轮到从 { $square } 走的人必胜。再试一次。
learn-p-not-nearest = 不是 { $square }：它还没被划掉，但有一个没被划掉的格子离角落更近。下一个必败态的较小一堆，是已找到的数对中都没有出现的最小的数。再试一次。
learn-p-square-p = { $square } 是必败态
learn-p-square-corner-misere = 在反常规则下 (0, 0) 是必胜态：已无路可走，轮到走的人已经赢了
learn-p-square-n = { $square } 是必胜态：它能走到 { $to }
learn-p-square-open = { $square } 还没有确定
learn-p-shown-pair = { $square } 和 { $mirror }：必败态，因为{ $why }。它们所在的行、列和对角线现在都被划掉（加了阴影）：皇后从那些格子能走到它们。
learn-p-shown-one = { $square }：必败态，因为{ $why }。它所在的行、列和对角线现在都被划掉（加了阴影）：皇后从那些格子能走到它。
learn-p-count = 已找到 { $count } 个必败态。{ NUMBER($count) ->
        [0] {""}
        [1] {""}
        [2] {""}
        [3] {""}
        [4] {""}
       *[other] 找到的足够看出规律了吗？揭示它。
    }
learn-reveal-after = 找到 5 个必败态后才能揭示规律（目前 { $count } 个）。
learn-reveal-title = 找到 5 个必败态后才能揭示规律。
learn-hide = 隐藏规律
learn-next-step = 下一步
learn-p-caption = 已找到的必败态（点一行可在棋盘上标出它）
learn-g-caption = 已求出的值（点一行可标出那一堆）
learn-p-head-smaller = 较小的一堆 aₖ
learn-p-head-larger = 较大的一堆 bₖ
learn-g-head-heap = 堆 n
learn-head-why = 理由
learn-mark = 标出
learn-mark-square = 在课程棋盘上标出 { $square }
learn-mark-heap = 在课程棋盘上标出第 { $n } 堆
learn-list = { $first } 和 { $last }
learn-g-ask-no-move = 大小为 { $n } 的堆：每步取 { $takes } 个，所以从 { $n } 无路可走，到不了任何值。G({ $n })，即没有到达的最小值，是多少？
learn-g-ask = 大小为 { $n } 的堆：每步取 { $takes } 个，走后剩下 { $moves }（画了圈），它们的值是 { $values }。G({ $n })，即它们都没有的最小值，是多少？
learn-g-not-reached-value = 不是 { $v }：从 { $n } 走一步能剩下 { $to }，它的值是 { $v }，所以 { $v } 已经到达了。再试一次。
learn-g-not-smallest = 不是 { $v }：{ $v } 确实没有到达，但还有更小的值也没有到达。再试一次。
learn-g-why = 能到达的值是 { $values }；没有出现的最小值是 { $g }
learn-g-why-no-move = 无路可走：到不了任何值，所以没有出现的最小值是 0
learn-g-shown-p = G({ $n }) = { $g }，因为{ $why }。G = 0：必败态，因为从 { $n } 走一步到的堆，值都不为 0。
learn-g-shown-n = G({ $n }) = { $g }，因为{ $why }。G ≠ 0：必胜态；走到值为 0 的堆即可获胜。
learn-g-count = 已求出 { $count } 个值；目前的必败态（G = 0）：{ $zeros }。
learn-end = 已经 { $steps } 步了：本课到此结束。可以重新开始，或者去棋盘上对弈。
learn-failed = 课程无法开始：{ $error }

## 玩家与轮次（接口中玩家的键：you、computer、player1、player2）

player-you = 你
player-computer = 电脑
player-player1 = 玩家 1
player-player2 = 玩家 2
turn-you = 轮到你走
turn-computer = 轮到电脑走
turn-player1 = 轮到玩家 1
turn-player2 = 轮到玩家 2

## 棋盘与对局（board.js、play.js）

rule-normal = 正常规则
rule-misere = 反常规则
board-pile1 = 第 1 堆 = {""}
board-pile2 = {" "}· 第 2 堆 = {""}
board-game-over = 对局结束
board-choose-start = 点选开局的格子
board-start = 开局 { $position }
board-axes-misere = 横向为第 1 堆，纵向为第 2 堆；(0, 0) 在左下角：在反常规则下，走到那里的人输。
board-axes-window = 这个窗口显示第 1 堆从 { $x0 } 到 { $x1 }（横向），第 2 堆从 { $y0 } 到 { $y1 }（纵向）。
play-over = 对局已结束：开始新对局，或者悔棋。
play-computer-turn = 这里轮到电脑走：向前（→）看它的应着，或向后（←）。
play-queen-here = 皇后就在这一格：请选一个高亮的格子。
play-not-a-move = 按{ $game }的规则，皇后不能从 { $from } 走到 { $to }。
play-moved = { $who }：{ $move }。{ $then }。
play-moved-thinking = 你：{ $move }。电脑正在思考……
play-computer-moved = 电脑：{ $move }。{ $then }。
play-sentence = { $text }。
play-error = 出错了：{ $error }
play-new-ended = 从 { $position } 开始新对局：{ $end }。
play-new = 从 { $position } 开始新对局，{ $rule }。{ $who ->
        [computer] 电脑先走。
        [player1] 轮到玩家 1。
       *[you] 轮到你走。
    }
play-position = 走了 { $count } 步后的局面 { $position }：{ $then }。
play-hint-over = 对局已结束：开始新对局，或者悔棋退回去。
play-hint-n = 必胜态：有 { $count } 种必胜的走法（绿色箭头和圆圈）：
play-hint-all-off = { NUMBER($count) ->
        [1] 它
       *[other] 它们全部
    }在显示的棋盘之外：把棋盘边长调大就能看到。{ $off ->
       *[other] {""}
    }
play-hint-some-off = 其中 { $off } 种在显示的棋盘之外：把棋盘边长调大就能看到。{ $count ->
       *[other] {""}
    }
play-why = 理由：{ $reason }

## The games' rules and parameters (board.js, common.js, settings.js); each
## game's rule itself is games.ftl's game-NAME-rule

rules-line = { $title }。{ $rule }。{ $ending }
rules-ending-normal = 正常规则：取走最后一个的人获胜。
rules-ending-misere = 反常规则：取走最后一个的人输。
rules-board-queen = 在棋盘上，皇后向左、向下或沿对角线向左下走。
rules-board-generalized = 在棋盘上，一步向左、向下或向左下走。
rules-with-setting = { $rule }（{ $setting }）
rules-parameter = { $label }：{ $value }
rules-preset = { $about }（{ $detail }）。

## The heap games (heaps.js)

heap-shape-list = 各堆（用逗号分隔）
heap-shape-one = 堆
heap-preset-about = { $title }：{ $about }
heap-intro = 同类的几个游戏，在一堆堆石子上玩；不超过 40 个的堆画成石子。{ $limit }
heap-name = 第 { $i } 堆
heap-take-run = 从第 { $i } 堆取 { $take } 个：{ $n } → { $leaves }
heap-nothing = 不剩
heap-split = 把第 { $i } 堆分开：{ $n } → { $part } + { $rest }
heap-take = 从第 { $i } 堆取 { $take } 个：{ $n } → { $left }
heap-tap-again = { $move }（再点一次就走这一步）
heap-stones-label = 第 { $i } 堆：{ $n } 个石子
heap-stone = 第 { $j } 个石子
heap-empty = （空）
heap-stones = { $n } 个石子
heap-row = 第 { $i } 堆：{ $n }
heap-limit-note = 这一步可以取 1 到 { $limit } 个。
heap-how-many = 从第 { $i } 堆取几个
heap-take-button = 取
heap-take-from = 从第 { $i } 堆取
heap-part-label = 分开第 { $i } 堆时其中一部分的大小
heap-word-take = 取
heap-word-leave = 个，留下
heap-word-rest = 个和其余的
heap-word-split-into = 分成
heap-take-and-split = 取并分开
heap-split-button = 分开
heap-take-and-split-label = 从第 { $i } 堆取并分开
heap-split-label = 分开第 { $i } 堆
heap-start = 开局：{ $heaps }
heap-move-line = { $i }. { $who }：{ $move }
heap-run-label = 点一下取走的石子数
heap-run-before = 点一个石子，从那里取走
heap-run-after = 个石子；两边剩下的石子成为两堆。
heap-click = 点一个石子：
heap-click-take = 取走它和它后面的石子
heap-click-split = 在它后面把这一堆分开
heap-click-splits = 点一个石子，就在它后面把这一堆分成大小不同的两堆。
heap-click-takes = 点一个石子，就取走它和它后面的石子。
heap-pale = 浅色的石子不能开始这个游戏的任何一步。
heap-too-large = 太大，这里不能对弈
heap-analysed = { $limit }这个局面只分析、不对弈：{ $outcome }，{ $who }（{ $reason }）。
heap-outcome-p = 先手必败
heap-outcome-n = 先手必胜
heap-title-misere = { $title }，反常规则
heap-title-in-misere = { $title }（反常规则）
heap-ended = { $end }。请换别的堆再玩。
heap-begins = { $title }：{ $who }。
heap-computer-first = 电脑先走
heap-refused = 有 { $heaps } 这几堆的{ $title }超出了本页能计算的范围。{ $limit }
heap-error-limit = { $said }。{ $limit }
heap-not-number = “{ $amount }”不是要取的石子数。
heap-too-many = 取的石子不能比一堆里的多。
heap-type-split = 请输入要取几个（可以不填）和其中一部分的大小。
heap-split-range = 分开后两堆都至少有 1 个：其中一部分是 1 到 { $max } 个。
heap-moved = { $who }：{ $move }。{ $then }
heap-thinking = 电脑正在思考……
heap-then = { $before }{ $now }
heap-computer-moved = 电脑：{ $move }。{ $then }
heap-your-move = 轮到你走。
heap-no-hint = 这里没有提示：{ $why }
heap-the-position = 局面 { $heaps }
heap-winning-moves = 必胜的走法：{ $count ->
       *[other] {""}
    }
heap-p-position = 必败态：每一步都走到必胜态。
heap-taken-back = 已悔棋：{ $turn }。

## What every section shares (common.js): limits, hints, why, marks

limit-max_digits = 这里的数最多可以有 { $v } 位。
limit-take_break_moves_heap = 这里可以对弈不超过 { $v } 个石子的堆：每一步都要尝试分开一堆的每种方式。
limit-take_break_values = 如果值的周期还没有得到证明，这里就对不超过 { $v } 个石子的堆把值算出来。
limit-engine_cells = 这里通过搜索一个局面以下的所有局面来求解它：各堆的 (大小 + 1) 之积至多为 { $v }。
limit-fibonacci_moves_digits = 对不超过 { $v } 位的堆列出必胜的走法。
limit-misere_steps = 这里在 { $v } 步之内计算反常规则：游戏的反常商一堆一堆地增长，若在时限内没有达到一个局面中最大的那一堆（总共超过 40 个石子时），就不作回答。
limit-misere_memory = 这里一个反常商至多可以占用 { $v } 字节内存。
field-error = { $field }：{ $message }
hint-p = { $where } 是必败态：每一步都走到必胜态，所以在对方走法完美时先手必败。
hint-n = { $where } 是必胜态：先手必胜，只要走到一个必败态。
hint-first = 提示 1/{ $steps }：必败态还是必胜态？{ $verdict }
hint-first-more = 再按一次“提示”，看必胜的走法从哪里取。
hint-where = 提示 2/{ $steps }：从哪里取？必胜的走法从{ $from }取。
hint-where-or = { $first }或{ $next }
hint-where-more = 再按一次“提示”，看具体的走法。
hint-why = 理由：{ $reason }。
why-misere = 反常规则：走最后一步的人输。对先手来说，这个局面{ $outcome ->
        [P] 必败
       *[N] 必胜
    }，这是通过{ $how }得出的。
why-how = 是怎样得出的
why-through-quotient = 游戏的反常商（一种给局面分类的代数，Plambeck 和 Siegel）
why-through-quotients = 这些游戏的反常商（一种给局面分类的代数，Plambeck 和 Siegel）
why-through-search = 搜索从它出发能到达的每一个局面
why-through-forms = 各堆在反常规则下的标准形
why-through-tame = 驯顺游戏的规则（它们像反常尼姆一样玩）
piles-one = { $noun ->
        [pile] 第 { $n } 堆
       *[heap] 第 { $n } 堆
    }
piles-both = 两堆
piles-many = { $noun ->
        [pile] 第 { $list } 堆
       *[heap] 第 { $list } 堆
    }
piles-and = { $first }、{ $next }
mark-forced = 本来就没有必胜的走法
mark-kept = 保住了胜局
mark-thrown = 丢掉了胜局
limit-timeout = 答案超过服务器给一个答案的时间的局面，这里不作计算。

## Sums of games (sums.js)

sum-asking = 正在询问服务器……
sum-the-sum = 游戏之和
sum-verdict = { $outcome ->
        [P] 必败态：先手必败
       *[N] 必胜态：先手必胜
    }{ $misere ->
        [yes] （反常规则）。
       *[no] 。
    }
sum-nim-sum-row = 各值的尼姆和（异或，⊕）
sum-caption-misere = 各部分（反常规则下没有尼姆和的规则：结论来自反常商）
sum-caption = 各部分及其 SG 值
sum-col-game = 游戏
sum-in = { $misere ->
        [yes] 在 { $component } 中
       *[no] 在第 { $component } 部分
    }
sum-winning = 必胜的走法（{ $count } 种），每种都走到必败态{ $misere ->
        [yes] ：
       *[no] （尼姆和为 0）：
    }
sum-no-winning = 没有必胜的走法：每一步都走到必胜态。
sum-unlisted = 必胜的走法没有列出：{ $why }。
sum-move-item = { $where }：{ $move }
sum-value-becomes = { $item }（它的值变为 { $g }）
sum-cannot-move = { $subject }无路可走：{ $misere ->
        [yes] 在反常规则下{ $who ->
            [you] 你赢了
           *[other] { $name }赢了
        }
       *[no] { $who ->
            [you] 你输了
           *[other] { $name }输了
        }
    }
sum-choose = { $turn }：在其中一个部分走一步。
sum-too-large = ——太大，这里不能列出它的走法。
sum-no-move-left = ——已经无路可走。
sum-move-in = 第 { $i } 部分中的一步
sum-play = 走
sum-log-move = 第 { $i } 部分：{ $move }
sum-start = 开局：{ $sum }

## Values and the heat map (values.js, heat.js)

values-about-heat = { $title }：棋盘每一格上的 G(第 1 堆, 第 2 堆)。
values-about-heaps = { $title }：一堆 n 个时的 G(n)；几堆的局面的值是各堆的值的尼姆和。
values-none = { $title }在这里没有值表：它的局面不是值按尼姆和合并的单堆。请在“取石子游戏”中玩它，那里的“提示”会给出每个局面的结论和理由。
values-computing = 正在计算各值……
values-computing-to = 正在计算 G(0) 到 G({ $last })……
values-cell = G({ $n }) = { $g }
values-cell-p = G({ $n }) = { $g }：必败态
values-caption = { $title }的 G(n)：第 n 行、+c 列是 G(n + c)
values-read = G(0) 到 G({ $last })；最大的是 { $max }。G = 0（加框）的堆有 { $count } 个：{ $zeros }。
values-shaded = 它之前的堆加了阴影
values-repeats = 从那里起每一列都重复
values-join = { $first }；{ $next }
values-proof = { $proof }。表中{ $shown }。
values-no-period = 这里没有证明这些值的周期。
heat-computing = 正在计算小于 { $size } 的值……
heat-read = x 和 y 都小于 { $size } 时的 G(x, y)；最大的是 { $max }。{ $how }
heat-tap = 点一格看它的值。
heat-hover = 把鼠标移到格子上看它的值。
heat-pile1 = 第 1 堆 →
heat-pile2 = 第 2 堆 →
heat-square = G({ $x }, { $y }) = { $g }。
heat-square-p = G({ $x }, { $y }) = { $g }：必败态。
heat-play = 从 ({ $x }, { $y }) 开始对弈

## The Nim lesson (bouton.js)

bouton-step-1 = 尼姆游戏，三堆：1、2、3。每步从一堆中取任意正整数个，取走最后一个的人获胜。单独一堆 n 个的值是 G(n) = n：从它一步能走到 0 到 n − 1 个的堆，所以走不到的最小值（mex）是 n。
bouton-step-2 = 三堆：3、5、6。
bouton-step-3 = 三堆：3、5、7。
bouton-step-4 = 四堆：9、12、6、2。
bouton-step-5 = 反常尼姆：走法相同，但取走最后一个的人输。三堆：1、1、1。
bouton-step-6 = 反常尼姆，三堆：1、1、2。
bouton-step-7 = 三个不同的游戏并排放着：一排 5 个瓶的 Kayles、一堆 3 个的尼姆游戏，以及集合为 {"{"}1, 3, 4{"}"}、一堆 10 个的减法游戏。每步在其中一个游戏里走一步。
bouton-value = 值
bouton-caption = 二进制：某一列里 1 的个数是奇数时，尼姆和的这一列恰好是 1
bouton-nim-sum = 尼姆和 ⊕
bouton-show = 看答案
bouton-next = 下一步
bouton-again = 从头再来
bouton-question = 第 { $step } 步，共 { $steps } 步。{ $say }这是必败态（先手必败）还是必胜态（先手必胜）？
bouton-right = 答对了。
bouton-not = 不是 { $choice }。
bouton-moves = 必胜的走法：{ $moves }。{ $count ->
       *[other] {""}
    }
bouton-misere = { $right }{ $outcome ->
        [P] 必败态
       *[N] 必胜态
    }：{ $reason }。{ $moves }
bouton-theorem = Bouton 定理（1901）：尼姆游戏的局面是必败态，当且仅当各堆的尼姆和为 0。这里 { $sum }
bouton-p = { $right }{ $bouton }：必败态。任何一步都只改变一堆，于是某一列里 1 的个数变成奇数，尼姆和不再是 0：每一步都走到必胜态。
bouton-n = { $right }{ $bouton }，不是 0：必胜态。先手应该改变哪一堆，才能让尼姆和变成 0？
bouton-heap-right = 答对了：{ $moves }。必胜的走法把一堆 h 换成 h ⊕ { $sum }，而它比 h 小，当且仅当 h 在尼姆和的最高位那一列是 1。这里能走出必胜的堆：{ $winners }。
bouton-heap-wrong = 不是{ $heap }：{ $size } ⊕ { $sum } 会比这一堆还大，而每步只能取。能走出必胜的堆在尼姆和的最高位那一列是 1：{ $winners }。
bouton-names = Kayles，5 个瓶|尼姆游戏，一堆 3 个|减法游戏 {"{"}1,3,4{"}"}，一堆 10 个
bouton-in-game = 在第 { $game } 个游戏中，{ $move }
bouton-sum = { $right }SG 定理（Sprague 1935，Grundy 1939）：每个公平组合游戏都相当于一个大小为其值 G 的尼姆堆，G 是它一步走不到的最小值（mex）。这里 G = { $values }，所以这个和就像堆为 { $values } 的尼姆游戏：尼姆和 { $xor } = { $nim_sum }，{ $outcome ->
        [P] 是必败态
       *[N] 是必胜态
    }。{ $moves }“SG 值”一节给出每个游戏的值；“游戏之和”一节可以组成任何和并对弈。
bouton-could-not-start = 课程无法开始：{ $error }

## Links, keys, settings, the analysis, worksheets and the board's squares

links-sheets-restricted = 只为威佐夫博弈和 a-威佐夫博弈绘制练习纸。
links-sheets-corner = 练习纸从角落 (0, 0) 开始绘制：这个局面在打印的棋盘之外。
links-sheet-alt = 练习纸：{ $sheet }
links-sheets-failed = 练习纸画不出来；请试试 SVG 链接。
links-goes-on = { $error }对局继续。
links-copied = 已复制{ $what }。
links-shown = { $what }：{ $url }
links-this-game = 这局对局的链接
links-challenge = 从 { $position } 开始的挑战
links-not-number = 链接中的“{ $text }”不是至多 { $digits } 位的数
links-not-square = 链接中的“{ $text }”不是一个格子 x,y
links-kept = { NUMBER($count) ->
        [0] 它之前的步都没有保留。
       *[other] 它之前的 { $count } 步保留了下来。
    }
links-refused = 它的第 { $i } 步（走到 { $to }）被拒绝：{ $error }。{ $kept }
links-opened = 从链接打开：{ $position }，{ $rule }，{ $count } 步。{ $refused }{ $end }{ $next }
links-opened-end = { $end }。
links-computer-moves = 电脑走。
links-could-not-open = 链接无法打开（{ $error }）；改为开始新对局。
keys-leave = 再按一次 N，放弃这局已走 { $count } 步的对局，开始新对局。
keys-present-leave = 退出演示模式
settings-changed = 设置已更改：按{ $rule }开始新对局{ $variant }。{ $now }
settings-variant = ，{ $title }
settings-two-people = 现在两个人在这个棋盘上对弈：电脑不走。
settings-level = { $level ->
        [casual] 电脑从下一步起随意地走。
       *[perfect] 电脑从下一步起走得完美。
    }
settings-size = 棋盘现在显示 { $size } × { $size } 格。
analysis-the-pile = 这一堆
analysis-misere-tag = 反常规则
analysis-misere-rest = ：取走最后一个的人输。
analysis-verdict = { $outcome ->
        [P] 必败态：先手必败。
       *[N] 必胜态：先手必胜。
    }
analysis-why = 理由：{ $reason }
analysis-winning = 必胜的走法（{ $count } 种）：
analysis-show = 在棋盘上显示
analysis-play = 从这里开始对弈
analysis-pair = 含有{ $name }的必败态：({ $a }, { $b })，第 { $k } 个。
analysis-grundy = SG 值 G = { $g }（{ $reason }）
analysis-grundy-limit = SG 值：数太大，不作计算（超出服务器为一个问题计算的范围）。
analysis-grundy-not = SG 值：这里没有计算（{ $error }）。
sheet-q1 = 1. 这是必败态还是必胜态？
sheet-q2 = 2. 为什么？
sheet-q3 = 3. 如果有必胜的走法，写出一种：
sheet-key = { $title }：答案
sheet-a1 = 1. { $outcome ->
        [P] 必败态：先手必败。
       *[N] 必胜态：先手必胜。
    }
sheet-a2 = 2. { $reason }。
sheet-a3 = 3.{" "}
sheet-a3-none = 3. 没有：每一步都走到必胜态。
sheet-values-rule = G(n) 是从 n 个的一堆走一步所能到达的值中没有出现的最小值（一步之外各值的 mex）；无路可走的一堆 G = 0。第 n 行、+c 列是 n + c 个的一堆。
sheet-values-title = { $title }：它的 SG 值
sheet-values-question = 哪些堆是必败态（G = 0）？
sheet-values-key = { $title }：各值的答案
board-cell = 第 1 堆 = { $x }，第 2 堆 = { $y }
board-cell-queen = 皇后
board-cell-reach = 可以走到这里
board-cell-win = 必胜的走法
board-cell-p = 必败态
board-cell-n = 必胜态
board-cell-join = { $first }，{ $next }
board-window = 屏幕上放得下棋盘 { $size } × { $size } 格中的 { $n } × { $n } 格：窗口跟着皇后走。第 1 堆从 { $x0 } 到 { $x1 }，第 2 堆从 { $y0 } 到 { $y1 }。
app-could-not-start = 页面无法启动：{ $error }

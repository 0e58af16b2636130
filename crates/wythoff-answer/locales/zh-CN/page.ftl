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

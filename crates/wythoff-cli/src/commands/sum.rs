//! `wythoff sum EXPR`: a sum of games, its Grundy values and every winning move.

use std::io::Write;

use clap::Args;
use wythoff_answer::misere_sum::MisereSumAnswer;
use wythoff_answer::sum::SumAnswer;
use wythoff_answer::{Answer, Error};

use crate::args::{CacheFlag, JsonFlag, PlayRule, TextArg, text};
use crate::context::Context;

/// A sum of games: each component's Grundy value, the nim-sum, every winning move
#[derive(Args, Debug)]
#[command(after_help = after_help())]
pub struct SumArgs {
    /// The sum, for example 'wythoff(3,5) + nim(7) + subtraction{1,3,4}(10) + bash{4}(20) + fibonacci(10)'
    /// (or `-` to read it from standard input, @FILE from a file)
    #[arg(value_parser = text)]
    expression: TextArg,
    /// Values a take-and-break component may compute (the values limit, as the
    /// games' own --limit: an octal code without a proven period, Grundy's
    /// game up to its largest heap)
    #[arg(long, value_name = "N", value_parser = crate::args::number, allow_negative_numbers = true)]
    limit: Option<crate::args::NumberArg>,
    #[command(flatten)]
    rule: PlayRule,
    #[command(flatten)]
    cache: CacheFlag,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: SumArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    if let Some(limit) = &args.limit {
        let limit = context.small(limit, "--limit")?;
        context.limits = context.limits.clone().with_take_break_values(limit)?;
    }
    let cache = args.cache.cache();
    // A sum may hold numbers up to the digit limit, and 1 MB of the rest.
    let max_bytes = context.limits.max_digits.saturating_add(1 << 20);
    let expression = context.text(&args.expression, "<EXPRESSION>", max_bytes)?;
    if args.rule.misere {
        return Ok(MisereSumAnswer::new(&expression, &context.limits)?.write(out, args.json.format())?);
    }
    let answer =
        SumAnswer::new(&expression, &context.limits, &cache, &mut |note| eprintln!("wythoff: note: {note}"))?;
    Ok(answer.write(out, args.json.format())?)
}

/// The help after the options: the rule, the components (from the registry:
/// every game that can be one, as it is written), the examples.
fn after_help() -> String {
    let mut components = String::from("Components, joined by `+` (quote the expression in a shell):\n");
    for entry in wythoff_answer::registry::entries() {
        for syntax in entry.sum_syntax {
            components += &format!("  {:<24} {}\n", syntax.written, syntax.about);
        }
    }
    format!("{HEAD}{components}{TAIL}")
}

/// The help's text before the components.
const HEAD: &str = "A sum of games is played by moving in any one component; whoever makes the last
move wins. The player to move loses iff the nim-sum X of the components' Grundy
values is 0; every winning move goes, in some component i, to a position of value
G_i ⊕ X, which may be above G_i.

With --misere (whoever makes the last move loses) there is no nim-sum rule: a sum of
heap games' heaps (octal, grundys_game, lasker_nim, nim, bash, subtraction) is
answered through their misère quotient (Plambeck and Siegel), at any size the quotient
covers: one game's from the misère atlas where it is there; several games' heaps
numbered together as one family, each game's up to its largest heap in the sum (or of
every size, for the games whose heaps' elements may repeat, where a heap passes 4,096).
Past the quotient, sums of at most 40 tokens by the definition, larger ones through the
heaps' misère canonical forms, within --misere-steps; every winning move is listed, or
the budget that stopped the list is named.

";

/// The help's text after the components.
const TAIL: &str = "Parameters may also come first in the parentheses: bash(4;20) is bash{4}(20).

Examples:
  $ wythoff sum 'wythoff(2,2) + nim(2)'
  wythoff(2,2): G = 1
  nim(2): G = 2
  N: the player to move wins (normal play); 4 winning moves:
  in wythoff(2,2): take 1 from both piles → (1, 1), where G = 2
  in wythoff(2,2): take 2 from pile 1 → (0, 2), where G = 2
  in wythoff(2,2): take 2 from pile 2 → (2, 0), where G = 2
  in nim(2): take 1 from heap 1: 2 → 1, where G = 1
  why: the nim-sum of the values is 1 ⊕ 2 = 3, not 0: a sum of games in normal play is lost for the player to move exactly when it is 0

  $ wythoff sum 'nim(3) + bash{4}(20) + subtraction{1,3,4}(10)'
  nim(3): G = 3
  bash{4}(20): G = 0
  subtraction{1,3,4}(10): G = 1
  N: the player to move wins (normal play); 2 winning moves:
  in nim(3): take 2 from heap 1: 3 → 1, where G = 1
  in bash{4}(20): take 3 → 17, where G = 2
  why: the nim-sum of the values is 3 ⊕ 0 ⊕ 1 = 2, not 0: a sum of games in normal play is lost for the player to move exactly when it is 0

  $ wythoff sum 'nim(3) + fibonacci(10)'
  nim(3): G = 3
  fibonacci(10): G = 5
  N: the player to move wins (normal play); 2 winning moves:
  in fibonacci(10): take 6 → 4 (next move takes at most 4), where G = 3
  in fibonacci(10): take 7 → 3 (next move takes at most 3), where G = 3
  why: the nim-sum of the values is 3 ⊕ 5 = 6, not 0: a sum of games in normal play is lost for the player to move exactly when it is 0

  $ wythoff sum --misere 'octal{0.75}(3,4) + octal{0.75}(7)'
  octal{0.75}(3,4): heap 3 is a, heap 4 is b
  octal{0.75}(7): heap 7 is c
  N: the player to move wins (misère play); 2 winning moves:
  in octal{0.75}(7): 7 → 1 + 4 (takes 2), to element b², in the P-portion
  in octal{0.75}(7): 7 → 2 + 3 (takes 2), to element b², in the P-portion
  why: the sum's element in octal{0.75}'s misère quotient (order 8, of every heap: the heaps' elements repeat with period 2 from heap 8, checked to heap 21) is b, not in its P-portion {a, b²}: a sum in misère play is lost for the player to move exactly when its element is in the P-portion (Plambeck and Siegel)

  $ wythoff sum --misere 'nim(3) + subtraction{1,2}(4)'
  nim(3): heap 3 is ab
  subtraction{1,2}(4): heap 4 is a
  N: the player to move wins (misère play); 1 winning move:
  in nim(3): 3 → nothing (takes 3), to element a, in the P-portion
  why: the sum's element in the misère quotient of nim's and subtraction{1,2}'s heaps together (order 6, of these games' heaps up to those in the sum) is b, not in its P-portion {a, b²}: a sum in misère play is lost for the player to move exactly when its element is in the P-portion (Plambeck and Siegel)

  $ wythoff sum 'nim(3) + bash(4;x)'
  wythoff: error: column 17: expected a number, found 'x'";

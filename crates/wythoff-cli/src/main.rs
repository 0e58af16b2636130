//! The `wythoff` command: a thin adapter that parses arguments, calls the
//! `wythoff` library and renders the answers of `wythoff-answer` as text or JSON.
//!
//! Exit codes are decided in one place ([`exit_code`]): 0 answered, 1 a check
//! failed (`stress`), 2 a usage, input, limit or I/O error.

mod args;
mod commands;
mod context;
mod games;
mod numbers;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use wythoff::game::Arg;
use wythoff_answer::words::{Lang, halfwidth};
use wythoff_answer::{Error, ErrorKind, Limits};

use commands::Command;
use context::{Completion, Context};

/// The top-level help's closing section: examples, exit codes, limits.
const AFTER_HELP: &str = "\
Numbers are decimal integers of any length; nothing is rounded. Wherever a number is
expected, `-` reads the next number from standard input (for numbers longer than a
command line allows) and @FILE reads the number a file holds.

Examples:
  $ wythoff status 4 7
  P: the player to move loses (normal play)
  why: the piles differ by k = 3 and ⌊3φ⌋ = 4 is the smaller pile: (4, 7) is P-position number 3

  $ wythoff nth 1000000000000000000000
  (1618033988749894848204, 2618033988749894848204)

  $ echo 12 21 | wythoff moves - -
  N: the player to move wins (normal play); 1 winning move:
  take 1 from pile 2 → (12, 20)
  why: the piles differ by k = 9 but ⌊9φ⌋ = 14, not the smaller pile 12: not a P-position

Exit status:
  0  answered (stress: every answer was right)
  1  a check failed (stress: a wrong answer, a crash or a time-out of the program tested)
  2  a usage, input, limit or I/O error: one line on standard error (and with --json
     an {\"error\": {\"kind\", \"message\", \"line\"}} object on standard output)

Limits (each checked before the work starts from what it will cost, except the step
and walk limits, which are budgets spent as the work goes and name their flag when they
stop it):
";

/// Exact answers for Wythoff's game and its relatives, at any size.
#[derive(Parser, Debug)]
#[command(
    name = "wythoff",
    version,
    about = "Exact answers for Wythoff's game and its relatives, for numbers of any size",
    long_about = long_about(),
    after_help = format!("{AFTER_HELP}{}", Limits::default().help_text().trim_end()),
    propagate_version = true
)]
struct Cli {
    /// The most digits one number may have
    #[arg(long, global = true, value_name = "N", default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_digits: u64,
    /// The step limit of take-and-break computations (splits tried): a budget
    /// spent as the values are computed, not checked before
    #[arg(long, global = true, value_name = "STEPS", default_value_t = wythoff_answer::limits::TAKE_BREAK_WORK, value_parser = clap::value_parser!(u64).range(1..))]
    take_break_work: u64,
    /// The step budget of one misère question about heap games (genus H, quotient N, sum
    /// --misere, misère positions past 40 tokens): spent as the work goes, not checked
    /// before [default: 67,108,864; for serve 33,554,432]
    #[arg(long, global = true, value_name = "STEPS", value_parser = clap::value_parser!(u64).range(1..))]
    misere_steps: Option<u64>,
    /// The memory budget of one misère quotient's search, in bytes (its largest candidate,
    /// proof walk or quotient, checked as each is made) [default: 2,147,483,648; for serve
    /// 268,435,456]
    #[arg(long, global = true, value_name = "BYTES", value_parser = clap::value_parser!(u64).range(1..))]
    misere_memory: Option<u64>,
    /// The language of the answers' words: en or zh-CN [default: from LC_ALL,
    /// LC_MESSAGES or LANG, else en]. JSON keys, judge, gen and stress output
    /// and the words typed in play are the same in every language; --help is in
    /// English
    #[arg(long, global = true, value_name = "LANG", value_parser = language)]
    lang: Option<Lang>,
    #[command(subcommand)]
    command: Command,
}

/// `--lang`'s value: a language the answers are written in.
fn language(tag: &str) -> Result<Lang, String> {
    let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
    Lang::parse(tag)
        .ok_or_else(|| format!("no answers are written in '{tag}'; the languages are {}", known.join(", ")))
}

/// The top-level help's opening: Wythoff's game, and the other games from the
/// registry's list, each by its title.
fn long_about() -> String {
    let others: Vec<&str> = wythoff_answer::registry::entries().skip(1).map(|e| e.title).collect();
    let games = wythoff_answer::registry::listed(&others, "and");
    let text = format!(
        "Wythoff's game: two piles; a move takes any positive number from one pile, or the same \
         positive number from both; whoever takes the last object wins (normal play) or loses \
         (--misere). Beside it: its Sprague-Grundy values and sums of games; the games {games}; \
         and for contests the judge problems' batch modes, a hard-case generator and a stress tester."
    );
    format!(
        "Exact answers for Wythoff's game and its relatives, for numbers of any size.\n\n{}",
        wrap(&text, 88)
    )
}

/// `text` broken into lines of at most `width` characters, at spaces (never
/// inside a `code span`).
pub fn wrap(text: &str, width: usize) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut open = false;
    for word in text.split_whitespace() {
        match words.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
        if word.matches('`').count() % 2 == 1 {
            open = !open;
        }
    }
    let mut lines: Vec<String> = Vec::new();
    for word in words {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(&word);
            }
            _ => lines.push(word),
        }
    }
    lines.join("\n")
}

/// The one place that maps outcomes to exit codes.
fn exit_code(result: &Result<Completion, Error>) -> ExitCode {
    match result {
        Ok(Completion::Answered) => ExitCode::SUCCESS,
        Ok(Completion::CheckFailed) => ExitCode::from(1),
        Err(e) => match e.kind {
            ErrorKind::Usage | ErrorKind::Input | ErrorKind::Limit | ErrorKind::Io => ExitCode::from(2),
        },
    }
}

fn main() -> ExitCode {
    // What a Chinese input method types for numbers and lists, as ASCII (not
    // in @FILE names); numbers an ideographic space separates are arguments
    // of their own, as if the shell had split them.
    let raw: Vec<std::ffi::OsString> = std::env::args_os()
        .flat_map(|a| match a.to_str() {
            Some(s) if !s.starts_with('@') && s.contains('\u{3000}') => s
                .split('\u{3000}')
                .filter(|w| !w.is_empty())
                .map(|w| halfwidth(w).into_owned().into())
                .collect(),
            Some(s) if !s.starts_with('@') => vec![halfwidth(s).into_owned().into()],
            _ => vec![a],
        })
        .collect();
    // The language, before the arguments are read, so that their errors are
    // in it too.
    let lang = raw.iter().take_while(|a| *a != "--").enumerate().find_map(|(i, a)| {
        let a = a.to_str()?;
        let tag = a
            .strip_prefix("--lang=")
            .or_else(|| (a == "--lang").then(|| raw.get(i + 1)?.to_str()).flatten())?;
        Lang::parse(tag)
    });
    lang.unwrap_or_else(|| Lang::from_locale(|name| std::env::var(name).ok())).set_for_process();
    // Was JSON asked for? (Known even when the arguments do not parse.)
    let json = raw.iter().take_while(|a| *a != "--").any(|a| a == "--json");
    let cli = match Cli::try_parse_from(numbers::mark_stdin(raw)) {
        Ok(cli) => cli,
        Err(e) => return clap_error(e, json),
    };
    let limits = Limits {
        max_digits: usize::try_from(cli.max_digits).unwrap_or(usize::MAX),
        take_break_work: cli.take_break_work,
        misere_steps: cli.misere_steps.unwrap_or(Limits::default().misere_steps),
        misere_memory: cli.misere_memory.unwrap_or(Limits::default().misere_memory),
        ..Limits::default()
    };
    let mut context = Context::new(limits);
    // The budgets given on the command line, which serve passes on (its own
    // defaults are narrower).
    context.given = [("misere_steps", cli.misere_steps), ("misere_memory", cli.misere_memory)]
        .into_iter()
        .filter_map(|(name, value)| value.map(|v| (name, v)))
        .collect();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let json = json && cli.command.speaks_json();
    let result = commands::run(cli.command, &mut context, &mut out)
        .and_then(|done| out.flush().map(|()| done).map_err(Error::from));
    match &result {
        // A closed pipe (`wythoff positions --count 1000000 | head`) is not an error.
        Err(e) if e.is_closed_output() => return ExitCode::SUCCESS,
        Err(e) => report(e, json, &mut out),
        Ok(_) => {}
    }
    exit_code(&result)
}

/// Writes an error: one line on standard error, and with `--json` the error
/// object on standard output.
fn report(e: &Error, json: bool, out: &mut impl Write) {
    let e = &context::flagged(e.clone());
    let _ = out.flush();
    if json {
        let _ = e.write_json(out);
        let _ = out.flush();
    }
    eprintln!("{}", wythoff_answer::words::say("cli_error", &[("message", Arg::Notation(e.to_string()))]));
}

/// Help and version go to stdout with exit 0; a usage error is one line on stderr
/// and exit 2.
fn clap_error(e: clap::Error, json: bool) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind as Clap};
    if matches!(e.kind(), Clap::DisplayHelp | Clap::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    if e.kind() == Clap::DisplayHelpOnMissingArgumentOrSubcommand {
        let _ = e.print();
        return ExitCode::from(2);
    }
    // clap's message up to its blank line (then come usage and tips), on one line.
    let text = numbers::unmark(&e.render().to_string());
    let message = text.split("\n\n").next().unwrap_or("invalid arguments");
    let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
    let message = message.strip_prefix("error: ").unwrap_or(&message);
    // A value its parser refused (a negative or malformed number) is the
    // input's fault, as the web API says of the same value; anything else about
    // the arguments (missing, unknown, not one of the choices) is usage.
    let kind = if e.kind() == Clap::ValueValidation { ErrorKind::Input } else { ErrorKind::Usage };
    let mut error = Error::new(kind, format!("{message} (see --help)"));
    // A value refused: said in the answers' language, from what clap knows.
    if let (
        Clap::ValueValidation,
        Some(why),
        Some(ContextValue::String(value)),
        Some(ContextValue::String(arg)),
    ) = (
        e.kind(),
        std::error::Error::source(&e),
        e.get(ContextKind::InvalidValue),
        e.get(ContextKind::InvalidArg),
    ) {
        let args = vec![
            ("value", Arg::Notation(numbers::unmark(value))),
            ("arg", Arg::Notation(arg.clone())),
            ("why", Arg::Notation(why.to_string())),
        ];
        error = Error::said(kind, wythoff::game::Said::new("invalid_value", args));
    }
    // A missing or an unexpected argument, in another language than clap's
    // English (whose own words stay as they are).
    if Lang::current() != Lang::En {
        let arg = |s: &str| Arg::Notation(numbers::unmark(s));
        let said = match (e.kind(), e.get(ContextKind::InvalidArg)) {
            (Clap::MissingRequiredArgument, Some(ContextValue::Strings(args))) => {
                Some(("clap_missing", vec![("args", arg(&args.join(", ")))]))
            }
            (Clap::UnknownArgument, Some(ContextValue::String(found))) => {
                Some(("clap_unexpected", vec![("arg", arg(found))]))
            }
            (Clap::InvalidValue, Some(ContextValue::String(flag))) => {
                match (e.get(ContextKind::InvalidValue), e.get(ContextKind::ValidValue)) {
                    (Some(ContextValue::String(value)), Some(ContextValue::Strings(valid))) => Some((
                        "clap_invalid_choice",
                        vec![("value", arg(value)), ("arg", arg(flag)), ("values", arg(&valid.join(", ")))],
                    )),
                    _ => None,
                }
            }
            (Clap::InvalidSubcommand, _) => match e.get(ContextKind::InvalidSubcommand) {
                Some(ContextValue::String(name)) => {
                    Some(("clap_unknown_subcommand", vec![("name", arg(name))]))
                }
                _ => None,
            },
            _ => None,
        };
        if let Some((id, args)) = said {
            error = Error::said(kind, wythoff::game::Said::new(id, args));
        }
    }
    error.key = clap_key(&e);
    report(&error, json, &mut std::io::stdout().lock());
    exit_code(&Err(error))
}

/// The registry's key of the argument clap refused (`<A>` is `a`, `--max-take
/// <MAX_TAKE>` is `max_take`), where it names one: the key the web API's error
/// gives for the same value.
fn clap_key(e: &clap::Error) -> Option<&'static str> {
    use clap::error::{ContextKind, ContextValue};
    let arg = match e.get(ContextKind::InvalidArg)? {
        ContextValue::String(arg) => arg,
        ContextValue::Strings(args) => args.first()?,
        _ => return None,
    };
    let entries = || wythoff_answer::registry::entries();
    if arg.starts_with("--") {
        // A flag: the parameter it sets (`--rule` sets `moves`).
        let flag = arg.split_whitespace().next()?;
        if let Some(p) = entries().flat_map(|entry| entry.parameters).find(|p| p.flag == flag) {
            return Some(p.key);
        }
        // The options every game shares, under the web API's keys.
        return ["seed", "level", "size", "at", "to", "corner", "sheet", "by"]
            .into_iter()
            .find(|key| flag[2..] == **key);
    }
    let name = arg.rsplit(['<', '[']).next()?.trim_end_matches(['>', ']', '.']).to_lowercase();
    entries().flat_map(|entry| entry.keys()).find(|key| *key == name)
}

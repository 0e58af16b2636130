//! The `wythoff` command: a thin adapter that parses arguments, calls the
//! `wythoff` library and prints text or JSON.

mod commands;
mod output;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use commands::Command;

/// Exact answers for Wythoff's game, at any size.
#[derive(Parser, Debug)]
#[command(
    name = "wythoff",
    version,
    about = "Exact answers for Wythoff's game, for piles of any size",
    long_about = "Exact answers for Wythoff's game, for piles of any size.\n\n\
        Two piles; a move takes any positive number from one pile, or the same positive \
        number from both; whoever takes the last object wins (normal play) or loses \
        (--misere). All numbers are decimal integers of any length; nothing is rounded.",
    after_help = "Examples:\n  wythoff status 4 7\n  wythoff moves 5 5 --json\n  wythoff nth 1000000000000000000000",
    propagate_version = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = commands::run(cli.command, &mut out).and_then(|code| out.flush().map(|_| code));
    match result {
        Ok(code) => code,
        // A closed pipe (`wythoff positions --count 1000000 | head`) is not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("wythoff: error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Help and version go to stdout with exit 0; a usage error is one line on stderr
/// and exit 2.
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let _ = e.print();
        return ExitCode::from(2);
    }
    // clap's message up to its blank line (then come usage and tips), on one line.
    let text = e.render().to_string();
    let message = text.split("\n\n").next().unwrap_or("invalid arguments");
    let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
    let message = message.strip_prefix("error: ").unwrap_or(&message);
    eprintln!("wythoff: error: {message} (see --help)");
    ExitCode::from(2)
}

//! `wythoff serve [--bind ADDR] [--port N]`: the web app (see the `wythoff-web`
//! crate for the API).

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;

use crate::args::CacheFlag;
use crate::context::Context;

/// The help before the API's list (which comes from the registry).
const SERVE_HELP: &str = "Prints the address to open, then serves until stopped (Ctrl-C). Port 0 picks a free
port. The API (every answer the same JSON as the command's --json; misere=1 asks for
misère play):
";

/// The help after the API's list.
const SERVE_LIMITS: &str =
    "Numbers have at most 10,000 digits; a bad parameter gets 400 with the error object, an
answer not given within 5 s gets 503. A misère question takes at most 33,554,432 steps and
268,435,456 bytes unless --misere-steps and --misere-memory say otherwise. Grundy values, pictures, multi-pile positions and
subtraction games' periods run one at a time on a thread at the lowest priority (64 may
wait, one more gets 503), so that the cheap answers stay quick under load.

Examples:
  $ wythoff serve --port 18777 & sleep 1; kill $!
  serving on http://127.0.0.1:18777/ (Ctrl-C stops)";

/// Serve the web app: play on the queen board, analyse positions, the Grundy heat map, a JSON API
#[derive(Args, Debug)]
#[command(after_help = format!("{SERVE_HELP}{}{SERVE_LIMITS}", wythoff_web::api_help()))]
pub struct ServeArgs {
    /// The address to listen on
    #[arg(long, default_value = "127.0.0.1")]
    bind: String,
    /// The port (0: any free port)
    #[arg(long, default_value_t = 8080)]
    port: u16,
    #[command(flatten)]
    cache: CacheFlag,
}

pub fn run(args: ServeArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    // Twice as many workers as cores: under a load that fills the cores (a
    // load generator on the same machine, say), a worker that the system puts
    // aside then leaves another to take its requests. Measured in
    // bench/RESULTS.md: p99 at 1,000 connections fell from about 50 ms to 25 ms.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2 * cores)
        .enable_all()
        .build()
        .map_err(|e| Error::from(e).about("starting the server"))?;
    runtime.block_on(async {
        let address = format!("{}:{}", args.bind, args.port);
        let listener = tokio::net::TcpListener::bind(&address)
            .await
            .map_err(|e| Error::from(e).about(&format!("listening on {address}")))?;
        let local = listener.local_addr().map_err(Error::from)?;
        writeln!(out, "serving on http://{local}/ (Ctrl-C stops)")?;
        out.flush()?;
        let config = wythoff_web::Config {
            cache: args.cache.cache(),
            given: context.given.clone(),
            ..wythoff_web::Config::default()
        };
        wythoff_web::serve(listener, config).await.map_err(Error::from)
    })
}

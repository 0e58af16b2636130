//! `wythoff grundy A B`, `wythoff grundy rows`, `wythoff grundy table`: the
//! Sprague–Grundy values of Wythoff's game.

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};
use wythoff::wythoff_grundy::RowSearch;
use wythoff_answer::atlas::RowAtlas;
use wythoff_answer::grundy::{GValuesAnswer, GrundyAnswer, Proving, RowsAnswer, TableFormat, write_table};
use wythoff_answer::{Answer, Error, ErrorKind};

use crate::args::{CacheFlag, JsonFlag, NumberArg, number};
use crate::context::Context;

/// Sprague–Grundy values of Wythoff's game: one value, the rows' proven periods, the table
#[derive(Args, Debug)]
#[command(
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true,
    after_help = "G(a, b) is the least value not among the values of the positions one move away; a
sum of games is lost for the player to move iff the XOR of its values is 0 (`wythoff
sum`). Where the smaller pile is at most 100, G is answered for any other pile through
the proven additive periodicity of the rows (G(a, b + p) = G(a, b) + p from some column
on); the proof is cached in $WYTHOFF_CACHE_DIR, else $XDG_CACHE_HOME/wythoff, else
~/.cache/wythoff, and checked whenever it is read back (--no-cache: compute, read and
write nothing). Elsewhere G is computed directly, up to 10^9 steps: (min + 1)·(max + 1)
cells, 4 steps each through the table's kernel (min ≥ 256, max < 32,768, both cores),
else 2 + min/64 each through column windows; a few seconds at the limit. With both
piles larger still, rows 0..=min are walked for the values 0..=g, g as large as 10^9
steps allow (rows · (g + 1)², as `grundy positions`): if (a, b) is row min's g-value
for one of them, that is G(a, b); otherwise the answer is refused, saying G(a, b) > g.

Examples:
  $ wythoff grundy 3 10
  G(3, 10) = 8
  why: computed from the rules: rows 0..3 column by column up to 10, each value the least not among its options

  $ wythoff grundy 5 1000000000000000000000
  G(5, 1000000000000000000000) = 1000000000000000000002
  why: G(5, 1000000000000000000000) = G(5, 40) + (1000000000000000000000 − 40) = 42 + 999999999999999999960: row 5 repeats additively with period 24 from column 27, and 1000000000000000000000 ≡ 40 (mod 24); proven: the states of rows 0..5 before columns 101 and 125 are equal

  $ wythoff grundy 100000 161803
  G(100000, 161803) = 4
  why: (100000, 161803) is row 100000's g-value for g = 4; proven: computed from the rules, walking rows 0..100001 for every value 0..=15: each row and column holds each value once, each diagonal at most once, and a row's g-cell is its first cell that no g-cell reaches and every smaller value's cell does

  $ wythoff grundy 2 2 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"position\":[\"2\",\"2\"],\"grundy\":\"1\",\"reason\":{\"kind\":\"wythoff_grundy_direct\",\"values\":{\"row\":\"2\",\"column\":\"2\"},\"text\":\"computed from the rules: rows 0..2 column by column up to 2, each value the least not among its options\"}}

  $ wythoff grundy rows --max-row 2 --recheck
  row  preperiod  period
    0          0       1
    1          0       3
    2          0       3
  proof: the states of rows 0..2 before columns 8 and 11 are equal, so every row repeats additively with period 3 from column 8 (G(a, b + 3) = G(a, b) + 3); each row's least preperiod and period are found from the values
  source: proven here, and the atlas agrees

  $ wythoff grundy table 5
  0 1 2 3 4
  1 2 0 4 5
  2 0 1 5 3
  3 4 5 6 2
  4 5 3 2 7"
)]
pub struct GrundyArgs {
    #[command(subcommand)]
    what: Option<GrundyCommand>,
    /// The first pile (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true, required = true)]
    a: Option<NumberArg>,
    /// The second pile (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true, required = true)]
    b: Option<NumberArg>,
    #[command(flatten)]
    cache: CacheFlag,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(Subcommand, Debug)]
enum GrundyCommand {
    Rows(RowsArgs),
    Table(TableArgs),
    Positions(PositionsArgs),
}

/// The g-values: the positions (a, b), a ≤ b, with G(a, b) = G, in order of a
#[derive(Args, Debug)]
#[command(after_help = "The n-th g-value (aₙ, bₙ), n = 0, 1, …: aₙ ≤ bₙ, G(aₙ, bₙ) = G, the aₙ
increasing (each row holds each value once), as Blass and Fraenkel (1990) and Nivasch
(2009) number them; G = 0 gives the P-positions (`nth`). They are computed from the
rules, walking rows 0, 1, 2, … for every value 0..=G (a row's G-cell is its first cell
that no G-cell reaches and every smaller value's cell does): exact and proven, up to
10^9 steps, rows · (G + 1)², a few seconds (n = 1.5·10^8 for G = 1, 5·10^6 for G = 10).
Past it nothing is answered: the n-th g-value at any size needs Blass and Fraenkel's
recursion (G = 1) or Nivasch's (G ≥ 2, resting on his convergence conjecture), which
are not implemented.

Examples:
  $ wythoff grundy positions --value 1 --count 5
  0 0 1
  1 2 2
  2 3 6
  3 4 8
  4 5 7

  $ wythoff grundy positions --value 2 --nth 1000
  g-value n = 1000 with G = 2: (1618, 2617)
  why: proven: computed from the rules, walking rows 0..1619 for every value 0..=2: each row and column holds each value once, each diagonal at most once, and a row's g-cell is its first cell that no g-cell reaches and every smaller value's cell does")]
struct PositionsArgs {
    /// The Grundy value G
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    value: NumberArg,
    /// How many, from n = 0
    #[arg(long, value_parser = number, allow_negative_numbers = true, conflicts_with = "nth")]
    count: Option<NumberArg>,
    /// The one of index N
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    nth: Option<NumberArg>,
    #[command(flatten)]
    json: JsonFlag,
}

/// Each row's least preperiod and period, proven: rows 0..=R repeat jointly from a proven column
#[derive(Args, Debug)]
#[command(after_help = "The proof: the rows' state before a column (each row's values and each open
diagonal's, relative to the column) is equal before two columns b1 < b2, both past 2R;
the step from one state to the next does not depend on the column, so every row repeats
with period b2 − b1 from b1. Each row's least period and preperiod are then found from
the values.

The atlas (docs/atlas/wythoff-rows.tsv, built in) holds rows 0..1000 proven that way
together, and answers any R it covers at once; --recheck proves the rows here and
compares every row with it. Beyond the atlas, rows are proven here: at most 512 unless
--limit raises it (half a minute at 256, 8 minutes at 512, about an hour at 1000), or
read from the cache where it holds exactly these rows (--no-cache: read nothing). --checkpoint FILE saves a long
proof's progress to FILE and resumes from it. --format atlas proves the rows here and
writes them in the atlas's format; --format preperiods and --format periods write the
two sequences as b-files (`a s(a)`, `a p(a)`; not in the OEIS, as far as we know).

Examples:
  $ wythoff grundy rows --max-row 4
  row  preperiod  period
    0          0       1
    1          0       3
    2          0       3
    3          8       6
    4          9      12
  proof: the states of rows 0..1000 before columns 65324777 and 65717993 are equal, so every row repeats additively with period 393216 from column 65324777 (G(a, b + 393216) = G(a, b) + 393216); each row's least preperiod and period are found from the values
  source: the atlas (docs/atlas/wythoff-rows.tsv), proven when it was written; --recheck proves it here

  $ wythoff grundy rows --max-row 1 --recheck --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"proof\":{\"first\":\"6\",\"second\":\"9\",\"period\":\"3\"},\"rows\":[{\"row\":\"0\",\"preperiod\":\"0\",\"period\":\"1\"},{\"row\":\"1\",\"preperiod\":\"0\",\"period\":\"3\"}],\"source\":\"rechecked\"}")]
struct RowsArgs {
    /// The last row R
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    max_row: NumberArg,
    /// Prove the rows here even where the atlas holds them, and compare every row with it
    #[arg(long)]
    recheck: bool,
    /// text; atlas (the rows proven here, in the format of docs/atlas/wythoff-rows.tsv);
    /// preperiods or periods (b-files: `a s(a)` or `a p(a)` lines)
    #[arg(long, value_enum, default_value = "text")]
    format: RowsFormat,
    /// Proving here: resume from FILE if it exists, and save where the proof stands to it now and then
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// The most rows proven here (default 512, about 8 minutes; 1000 took about an hour here)
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    limit: Option<NumberArg>,
    #[command(flatten)]
    cache: CacheFlag,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum RowsFormat {
    Text,
    Atlas,
    Preperiods,
    Periods,
}

/// Columns of the search between two saves of `--checkpoint` (about a minute
/// at 512 rows).
const CHECKPOINT_EVERY: u64 = 1 << 22;

/// Rows proven here (`--recheck`, `--format atlas`, `--checkpoint`), resumed from and
/// saved to the checkpoint file if there is one.
fn prove_rows_here(rows: &RowsArgs, max_row: u64, context: &Context) -> Result<RowsAnswer, Error> {
    let io = |path: &std::path::Path, e: std::io::Error| {
        Error::new(ErrorKind::Io, format!("--checkpoint {}: {e}", path.display()))
    };
    let resume = match &rows.checkpoint {
        Some(path) => match std::fs::read(path) {
            Ok(bytes) => Some(RowSearch::from_bytes(&bytes).ok_or_else(|| {
                Error::input(format!("--checkpoint {}: not a checkpoint of `grundy rows`", path.display()))
            })?),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(io(path, e)),
        },
        None => None,
    };
    let mut failed = None;
    let mut save = |search: &RowSearch| {
        let Some(path) = &rows.checkpoint else { return };
        // A new file renamed over the old: a crash leaves one whole checkpoint.
        let fresh = path.with_extension("partial");
        let written = std::fs::write(&fresh, search.to_bytes()).and_then(|()| std::fs::rename(&fresh, path));
        if let Err(e) = written {
            failed.get_or_insert(io(path, e));
        }
    };
    let proving = Proving { resume, save: &mut save, every: CHECKPOINT_EVERY };
    let answer = RowsAnswer::prove(max_row, &context.limits, RowAtlas::embedded(), proving, &mut |_| {})?;
    match failed {
        Some(e) => Err(e),
        None => Ok(answer),
    }
}

/// The n × n table of G(a, b), a, b < N
#[derive(Args, Debug)]
#[command(after_help = "Formats:
  text   N lines; line a holds G(a, 0) .. G(a, N-1), separated by single spaces
  csv    a header `x\\y,0,1,..`, then a line per row a: `a,G(a, 0),G(a, 1),..`
  tsv    as csv, separated by tabs
  bfile  the OEIS b-file of A004481: `index value` lines, the first N antidiagonals
         (a + b < N), each from (0, s) to (s, 0), N(N+1)/2 terms from index 0
  bin    little-endian u32, row-major: G(a, b) at byte offset 4(aN + b), N*N values
  diagonal  the OEIS b-file of A047708: `n G(n, n)` lines for n < N
  diagonal-inverse  the OEIS b-file of A048850, A047708's inverse permutation:
         `g n` lines with G(n, n) = g, for 2g < N (g is on the diagonal by n = 2g)
  triangle  the OEIS b-file of A317205: G(n, 0) .. G(n, n) for n < N, N(N+1)/2
         terms from index 0
A b-file holds what is asked (OEIS keeps b-files to about 10^4 terms:
`grundy table 16384 --format diagonal` writes A047708 to n = 16383). The atlas's
preperiods and periods of the rows are `grundy rows --format preperiods|periods`.

Rows are written as they are complete (text, csv, tsv, bin); on a terminal a progress bar shows
on stderr. N is at most 32,768 (every value fits 16 bits; 2 GB of memory at the limit).

Examples:
  $ wythoff grundy table 5
  0 1 2 3 4
  1 2 0 4 5
  2 0 1 5 3
  3 4 5 6 2
  4 5 3 2 7

  $ wythoff grundy table 3 --format csv
  x\\y,0,1,2
  0,0,1,2
  1,1,2,0
  2,2,0,1

  $ wythoff grundy table 3 --format bfile
  0 0
  1 1
  2 1
  3 2
  4 2
  5 2

  $ wythoff grundy table 8192 --format bin --out table.bin")]
struct TableArgs {
    /// The side N
    #[arg(value_parser = number, allow_negative_numbers = true)]
    n: NumberArg,
    /// text, csv, tsv, bfile, bin, diagonal, diagonal-inverse or triangle
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Write to FILE instead of standard output
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Threads to compute on (default: as many as the machine has)
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    threads: Option<NumberArg>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Text,
    Csv,
    Tsv,
    Bfile,
    Bin,
    Diagonal,
    DiagonalInverse,
    Triangle,
}

/// A progress bar on stderr when it is a terminal; nothing otherwise.
fn progress_bar(length: u64, what: &str) -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(length);
    let style =
        indicatif::ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what} ({{eta}} left)"))
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    Some(bar)
}

pub fn run(args: GrundyArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    match args.what {
        Some(GrundyCommand::Rows(rows)) => {
            let max_row = context.small(&rows.max_row, "--max-row")?;
            if let Some(limit) = &rows.limit {
                let most = wythoff::wythoff_grundy::MAX_CERTIFIED_ROWS;
                context.limits.grundy_rows = usize::try_from(context.small(limit, "--limit")?)
                    .ok()
                    .filter(|&r| r <= most)
                    .ok_or_else(|| {
                        Error::limit(format!(
                            "--limit: at most {most} rows (values relative to a column fit 16 bits)"
                        ))
                    })?;
            }
            if rows.format != RowsFormat::Text && rows.json.format() == wythoff_answer::Format::Json {
                return Err(Error::usage("--format and --json are two formats: give one"));
            }
            let atlas = rows.format == RowsFormat::Atlas;
            let answer = if rows.recheck || atlas || rows.checkpoint.is_some() {
                prove_rows_here(&rows, max_row, context)?
            } else {
                let cache = rows.cache.cache();
                RowsAnswer::new(max_row, &context.limits, &cache, &mut |_| {}, &mut |note| {
                    eprintln!("wythoff: note: {note}")
                })?
            };
            let b_file = |f: fn(&wythoff::wythoff_grundy::RowPeriod) -> u64| -> String {
                answer.proof.rows.iter().enumerate().map(|(a, r)| format!("{a} {}\n", f(r))).collect()
            };
            match rows.format {
                RowsFormat::Text => {}
                RowsFormat::Atlas => return Ok(out.write_all(RowAtlas::of(&answer.proof).text().as_bytes())?),
                RowsFormat::Preperiods => return Ok(out.write_all(b_file(|r| r.preperiod).as_bytes())?),
                RowsFormat::Periods => return Ok(out.write_all(b_file(|r| r.period).as_bytes())?),
            }
            Ok(answer.write(out, rows.json.format())?)
        }
        Some(GrundyCommand::Positions(positions)) => {
            let g = context.small(&positions.value, "--value")?;
            let answer = match (&positions.nth, &positions.count) {
                (Some(n), _) => GValuesAnswer::nth(g, context.small(n, "--nth")?, &context.limits)?,
                (None, Some(count)) => {
                    GValuesAnswer::first(g, context.small(count, "--count")?, &context.limits)?
                }
                (None, None) => {
                    return Err(Error::usage("give --count C (the first C) or --nth N (the one of index N)"));
                }
            };
            Ok(answer.write(out, positions.json.format())?)
        }
        Some(GrundyCommand::Table(table)) => {
            let n = context.small(&table.n, "<N>")?;
            let n = usize::try_from(n).unwrap_or(usize::MAX);
            // Before the output file is created (or emptied).
            context.limits.check_table(n)?;
            let threads = match &table.threads {
                Some(t) => match context.small(t, "--threads")? {
                    0 => return Err(Error::usage("--threads must be at least 1")),
                    t => Some(usize::try_from(t).unwrap_or(usize::MAX).min(256)),
                },
                None => None,
            };
            let bar = progress_bar(n as u64, "rows");
            let format = match table.format {
                Format::Text => TableFormat::Text,
                Format::Csv => TableFormat::Csv,
                Format::Tsv => TableFormat::Tsv,
                Format::Bfile => TableFormat::Bfile,
                Format::Diagonal => TableFormat::Diagonal,
                Format::DiagonalInverse => TableFormat::DiagonalInverse,
                Format::Triangle => TableFormat::Triangle,
                Format::Bin => TableFormat::Bin,
            };
            let mut progress = |rows: usize| {
                if let Some(bar) = &bar {
                    bar.set_position(rows as u64);
                }
            };
            match &table.out {
                Some(path) => {
                    let name = path.display().to_string();
                    let file = File::create(path).map_err(|e| Error::from(e).about(&name))?;
                    // A regular file takes the bin format's strips at their
                    // offsets, as soon as each is complete.
                    let positioned = file.metadata().is_ok_and(|m| m.is_file());
                    if positioned && format == TableFormat::Bin {
                        reserve(&file, 4 * (n as u64) * (n as u64))
                            .map_err(|e| Error::from(e).about(&name))?;
                    }
                    let write_at = |bytes: &[u8], offset: u64| write_at(&file, bytes, offset);
                    let mut buffered = BufWriter::with_capacity(1 << 20, &file);
                    write_table(
                        &mut buffered,
                        positioned.then_some(&write_at as _),
                        n,
                        format,
                        threads,
                        &context.limits,
                        &mut progress,
                    )
                    .map_err(|e| e.about(&name))?;
                    buffered.flush().map_err(|e| Error::from(e).about(&name))?;
                }
                None => write_table(out, None, n, format, threads, &context.limits, &mut progress)?,
            }
            if let Some(bar) = bar {
                bar.finish_and_clear();
            }
            Ok(())
        }
        None => {
            let (Some(a), Some(b)) = (&args.a, &args.b) else {
                return Err(Error::usage("give two piles A B, or `rows` or `table` (see --help)"));
            };
            let (a, b) = (context.number(a, "<A>")?, context.number(b, "<B>")?);
            let cache = args.cache.cache();
            let answer = GrundyAnswer::new(&a, &b, &context.limits, &cache, &mut |_| {}, &mut |note| {
                eprintln!("wythoff: note: {note}")
            })?;
            Ok(answer.write(out, args.json.format())?)
        }
    }
}

/// Reserves `bytes` of disk for `file` before the table is computed: a full
/// disk is reported at once, and the writes that follow are cheaper (the
/// blocks are already allocated; 4% of the 8192 × 8192 table's time,
/// bench/RESULTS.md). Where the file system cannot reserve, nothing is done.
#[cfg(target_os = "linux")]
fn reserve(file: &File, bytes: u64) -> std::io::Result<()> {
    use rustix::io::Errno;
    match rustix::fs::fallocate(file, rustix::fs::FallocateFlags::empty(), 0, bytes) {
        Err(e) if e == Errno::NOSPC || e == Errno::FBIG || e == Errno::DQUOT => Err(e.into()),
        _ => Ok(()),
    }
}

/// Reserving is only done on Linux.
#[cfg(not(target_os = "linux"))]
fn reserve(_file: &File, _bytes: u64) -> std::io::Result<()> {
    Ok(())
}

/// Writes `bytes` at `offset` of `file`.
#[cfg(unix)]
fn write_at(file: &File, bytes: &[u8], offset: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::write_all_at(file, bytes, offset)
}

/// Writes `bytes` at `offset` of `file`.
#[cfg(windows)]
fn write_at(file: &File, mut bytes: &[u8], mut offset: u64) -> std::io::Result<()> {
    while !bytes.is_empty() {
        match std::os::windows::fs::FileExt::seek_write(file, bytes, offset) {
            Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
            Ok(k) => {
                bytes = &bytes[k..];
                offset += k as u64;
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

//! The bounds on every size a user controls, checked before the work starts, so
//! that no input makes a front end run out of memory or work without end. An
//! allocation that fails aborts the whole process, and in a server it would take
//! every connection down with it.
//!
//! The limits are documented once, here: each field's comment says what it
//! bounds and why, and [`Limits::documented`] lists them with their values,
//! which the command's `--help` ([`Limits::help_text`]) and the README
//! ([`Limits::markdown_table`]) print; a test keeps the README equal to it.

use wythoff::Natural;
use wythoff::game::{Arg, Said};
use wythoff::nat::{ParseNaturalError, parse_natural};
use wythoff::subtraction::{SEARCH_LIMIT, SubtractionSet};

use crate::{Error, ErrorKind};

/// The default [`Limits::take_break_work`].
pub const TAKE_BREAK_WORK: u64 = 25_000_000_000;

/// The limits in force; [`Limits::default`] gives the documented defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most digits in one number (leading zeros count); the slowest answer
    /// at the default (a Wythoff P-position of a million digits) takes about a
    /// second.
    pub max_digits: usize,
    /// The most heaps in one position: a winning move is listed with the whole
    /// position it leads to.
    pub max_heaps: usize,
    /// The most entries in a listing, or cases in a generated input.
    pub max_items: u64,
    /// The most values a period search computes (2 bytes a value).
    pub search_limit: usize,
    /// The most [`search_limit`](Self::search_limit) may be raised to.
    pub max_search_limit: usize,
    /// The most values × set elements one period search may cost.
    pub search_work: u64,
    /// The most digits of a Fibonacci-game heap whose winning moves are listed
    /// (the listing grows with the square of the digits).
    pub fibonacci_moves_digits: usize,
    /// The most digits of the largest number a generator writes.
    pub generated_digits: usize,
    /// The most cases in one run of a program under test (they are held in
    /// memory).
    pub stress_batch: u64,
    /// The most hard cases a generated input leads with (held in memory, to
    /// leave out repeats); random cases follow.
    pub hard_cases: usize,
    /// The smaller pile up to which G(a, b) is answered through proven row
    /// periodicity (under a second cold, instant from the cache).
    pub grundy_period_rows: usize,
    /// The most steps of a G(a, b) computed directly
    /// ([`wythoff::wythoff_grundy::value_steps`]: its (min + 1)·(max + 1) cells,
    /// 4 steps a cell through the table's kernel, 2 + min/64 through the column
    /// windows), a few nanoseconds each: a few seconds at the default.
    pub grundy_direct_steps: u64,
    /// The most steps of a walk that finds g-values row by row
    /// ([`wythoff::wythoff_grundy::strips::walk_steps`]: rows · (g + 1)², a few
    /// nanoseconds each; memory about 2.5 bits a row and value): `grundy
    /// positions`, and G(a, b) with both piles large.
    pub grundy_walk_steps: u64,
    /// The most rows `grundy rows` proves here (cost about R^4.3: half a minute
    /// at 256, 8 minutes at 512, about an hour at 1000 with `--limit`); the atlas
    /// answers the rows it holds (0..1000) at once.
    pub grundy_rows: usize,
    /// The largest side of a Grundy table (every value fits 16 bits; 2 GB of
    /// memory at the limit).
    pub grundy_table: usize,
    /// The most values of a take-and-break game computed for one question: an
    /// octal code's period search ([`wythoff::octal::search`], by the
    /// rare/common engine), or Grundy's game up to the largest heap.
    pub take_break_values: usize,
    /// The most [`take_break_values`](Self::take_break_values) may be raised to
    /// (`--limit`).
    pub max_take_break_values: usize,
    /// The most steps one take-and-break computation may take (a step is a
    /// split tried or a sparse position marked, [`wythoff::octal::Work`]); a
    /// search it stops keeps the
    /// values computed and says so. It bounds what `--limit` asks for: codes
    /// without a sparse space cost the square of the values.
    pub take_break_work: u64,
    /// The most steps `octal period --recheck` may take: it searches as the
    /// atlas did ([`crate::octal_atlas::BUDGET`], up to a minute or two), and
    /// is refused where this is below the atlas's step budget (the server
    /// sets 0).
    pub take_break_recheck_work: u64,
    /// The largest heap of a take-and-break game whose moves are tried one by
    /// one (`moves`, `computer`, `play`, a sum's winning moves): a heap of n has
    /// about n/2 splits.
    pub take_break_moves_heap: u64,
    /// The most values a run to a values file computes (`sequence N --out
    /// FILE`, [`crate::values_file::run_file`]): a byte or two a value on disk
    /// (8 GiB at most at the default); its memory is the engine's window,
    /// [`crate::values_file::WINDOW`], whatever the count.
    pub take_break_file_values: usize,
    /// The most steps one misère question about a heap game may take (`genus
    /// H`: the canonical forms of heaps 0 to H, a step each set of options
    /// simplified, each sum worked out and each move read; `quotient N` and
    /// `sum --misere`: the quotient's units of work, elements built, states
    /// of the proof's walk and products): a budget spent as the work goes,
    /// since how much a quotient needs is known only once it is found.
    pub misere_steps: u64,
    /// The most memory one misère quotient's search may take, in bytes: its
    /// largest working set (a candidate monoid, the proof's walk, the
    /// quotient itself), estimated as each is made; a budget, like
    /// [`misere_steps`](Self::misere_steps), since a quotient's size is known
    /// only once it is found.
    pub misere_memory: u64,
    /// The largest heap of a Fibonacci-game component in a sum (its values by
    /// the definition: 100 MB, a fifth of a second).
    pub fibonacci_grundy_heap: usize,
    /// The most positions the engine solves for one multi-pile question: the
    /// box below the position, the product of (pile + 1).
    pub engine_cells: u64,
    /// The most memory the engine may take for one question (its estimate,
    /// [`wythoff::vector_game::Cost`], checked before it allocates): the box's
    /// bits and a record or two per line of every direction, which for many
    /// piles under one-or-any far exceed the box.
    pub engine_bytes: u64,
    /// The most elementary steps the engine may take for one question (per
    /// cell, a key per direction and a look per ray): a few nanoseconds each,
    /// so the default is a few seconds.
    pub engine_visits: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_digits: 1_000_000,
            max_heaps: 10_000,
            max_items: 100_000_000,
            search_limit: SEARCH_LIMIT,
            max_search_limit: 1 << 30,
            search_work: 1 << 33,
            fibonacci_moves_digits: 10_000,
            generated_digits: 10_000,
            stress_batch: 1_000_000,
            hard_cases: 100_000,
            grundy_period_rows: 100,
            grundy_direct_steps: 1_000_000_000,
            grundy_walk_steps: 1_000_000_000,
            grundy_rows: 512,
            grundy_table: wythoff::wythoff_grundy::MAX_TABLE,
            fibonacci_grundy_heap: 10_000,
            take_break_values: 1 << 14,
            max_take_break_values: 1 << 24,
            take_break_work: TAKE_BREAK_WORK,
            take_break_recheck_work: crate::octal_atlas::BUDGET.steps,
            take_break_moves_heap: 1_000_000,
            take_break_file_values: 1 << 32,
            misere_steps: 1 << 26,
            misere_memory: 1 << 31,
            engine_cells: 1 << 28,
            engine_bytes: 1 << 30,
            engine_visits: 1 << 30,
        }
    }
}

impl Limits {
    /// The limits a caller may name, each a field of [`Limits`] by its name,
    /// as [`crate::Error::key`], the registry's `bounds`, Python's keywords
    /// and the web's `/api/games` give them: [`Limits::named`] reads them and
    /// [`Limits::set_named`] sets them.
    pub const NAMES: [&'static str; 22] = [
        "max_digits",
        "max_heaps",
        "max_items",
        "search_limit",
        "search_work",
        "fibonacci_moves_digits",
        "fibonacci_grundy_heap",
        "grundy_period_rows",
        "grundy_direct_steps",
        "grundy_walk_steps",
        "grundy_rows",
        "grundy_table",
        "take_break_values",
        "take_break_work",
        "take_break_recheck_work",
        "take_break_moves_heap",
        "take_break_file_values",
        "misere_steps",
        "misere_memory",
        "engine_cells",
        "engine_bytes",
        "engine_visits",
    ];

    /// A limit by its name (one of [`Limits::NAMES`]), or None for a name
    /// that is not one.
    ///
    /// ```
    /// let limits = wythoff_answer::Limits::default();
    /// assert_eq!(limits.named("take_break_moves_heap"), Some(1_000_000));
    /// assert_eq!(limits.named("no_such_limit"), None);
    /// ```
    pub fn named(&self, name: &str) -> Option<u64> {
        Some(match self.clone().field(name)? {
            Field::Count(c) => *c,
            Field::Size(s) => *s as u64,
        })
    }

    /// Sets the limit called `name` (one of [`Limits::NAMES`]) to `value`: a
    /// usage error for a name that is not one, a limit error for a value this
    /// machine cannot hold or beyond a limit's own most (`search_limit`,
    /// `take_break_values`), keyed by the name, which a front end puts
    /// before the message in its own words.
    ///
    /// ```
    /// let mut limits = wythoff_answer::Limits::default();
    /// limits.set_named("max_heaps", 12).unwrap();
    /// assert_eq!(limits.max_heaps, 12);
    /// assert_eq!(limits.set_named("take_break_values", 1 << 40).unwrap_err().key, Some("take_break_values"));
    /// let e = limits.set_named("no_such_limit", 1).unwrap_err();
    /// assert!(e.message.starts_with("unknown limit no_such_limit: the limits are max_digits, max_heaps, "));
    /// ```
    pub fn set_named(&mut self, name: &str, value: u64) -> Result<(), Error> {
        let key = Limits::NAMES.into_iter().find(|n| *n == name);
        match (name, key) {
            ("search_limit", Some(key)) => {
                *self = self.clone().with_search_limit(value).map_err(|e| e.keyed(key))?
            }
            ("take_break_values", Some(key)) => {
                *self = self.clone().with_take_break_values(value).map_err(|e| e.keyed(key))?
            }
            (_, Some(key)) => match self.field(key).expect("every name is a field") {
                Field::Count(c) => *c = value,
                Field::Size(s) => {
                    *s = usize::try_from(value).map_err(|_| {
                        let args = vec![("value", Arg::Notation(grouped(value)))];
                        Error::of(ErrorKind::Limit, "error_not_addressable", args).keyed(key)
                    })?
                }
            },
            (_, None) => {
                let names = Limits::NAMES.join(", ");
                let args = vec![("name", Arg::Notation(brief_text(name))), ("names", Arg::Notation(names))];
                return Err(Error::of(ErrorKind::Usage, "error_unknown_limit", args));
            }
        }
        Ok(())
    }

    /// The field called `name`, to read or to set.
    fn field(&mut self, name: &str) -> Option<Field<'_>> {
        use Field::{Count, Size};
        Some(match name {
            "max_digits" => Size(&mut self.max_digits),
            "max_heaps" => Size(&mut self.max_heaps),
            "max_items" => Count(&mut self.max_items),
            "search_limit" => Size(&mut self.search_limit),
            "search_work" => Count(&mut self.search_work),
            "fibonacci_moves_digits" => Size(&mut self.fibonacci_moves_digits),
            "fibonacci_grundy_heap" => Size(&mut self.fibonacci_grundy_heap),
            "grundy_period_rows" => Size(&mut self.grundy_period_rows),
            "grundy_direct_steps" => Count(&mut self.grundy_direct_steps),
            "grundy_walk_steps" => Count(&mut self.grundy_walk_steps),
            "grundy_rows" => Size(&mut self.grundy_rows),
            "grundy_table" => Size(&mut self.grundy_table),
            "take_break_values" => Size(&mut self.take_break_values),
            "take_break_work" => Count(&mut self.take_break_work),
            "take_break_recheck_work" => Count(&mut self.take_break_recheck_work),
            "take_break_moves_heap" => Count(&mut self.take_break_moves_heap),
            "take_break_file_values" => Size(&mut self.take_break_file_values),
            "misere_steps" => Count(&mut self.misere_steps),
            "misere_memory" => Count(&mut self.misere_memory),
            "engine_cells" => Count(&mut self.engine_cells),
            "engine_bytes" => Count(&mut self.engine_bytes),
            "engine_visits" => Count(&mut self.engine_visits),
            _ => return None,
        })
    }
}

/// A limit's field, to read or set: a count (u64) or a size in memory (usize).
enum Field<'a> {
    Count(&'a mut u64),
    Size(&'a mut usize),
}

/// A number for a message: in full up to 40 digits, else its first and last
/// digits and its length ("1234567890…0987654321, 100,000 digits").
///
/// ```
/// use wythoff_answer::limits::brief;
/// assert_eq!(brief(&12345u32.into()), "12345");
/// let big: wythoff::Natural = "1".repeat(50).parse().unwrap();
/// assert_eq!(brief(&big), "1111111111…1111111111 (50 digits)");
/// ```
pub fn brief(n: &Natural) -> String {
    shorten(&n.to_string(), "digits")
}

/// Text as given, or, past 40 characters, its first and last ten and its length,
/// so that an error message never repeats a huge input.
///
/// ```
/// use wythoff_answer::limits::brief_text;
/// assert_eq!(brief_text("9;14"), "9;14");
/// assert_eq!(brief_text(&"x".repeat(1000)), "xxxxxxxxxx…xxxxxxxxxx (1,000 characters)");
/// ```
pub fn brief_text(text: &str) -> String {
    shorten(text, "characters")
}

/// `text`, or past 40 characters its first and last ten and how many `unit`
/// it has.
fn shorten(text: &str, unit: &str) -> String {
    let count = text.chars().count();
    if count <= 40 {
        return text.to_string();
    }
    let head: String = text.chars().take(10).collect();
    let tail: String = text.chars().skip(count - 10).collect();
    format!("{head}…{tail} ({} {unit})", grouped(count as u64))
}

/// A size in bytes in the largest binary unit that keeps it at least 1, to a
/// tenth, rounded down: "1.5 GiB", "329.0 MiB".
///
/// ```
/// use wythoff_answer::limits::bytes_text;
/// assert_eq!(bytes_text(1 << 30), "1.0 GiB");
/// assert_eq!(bytes_text(1536), "1.5 KiB");
/// assert_eq!(bytes_text(100), "100 bytes");
/// ```
pub fn bytes_text(bytes: u64) -> String {
    let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let (mut scale, mut unit) = (1u128, None);
    while unit.map_or(0, |u| u + 1) < units.len() && u128::from(bytes) >= scale * 1024 {
        scale *= 1024;
        unit = Some(unit.map_or(0, |u| u + 1));
    }
    match unit {
        None => format!("{bytes} bytes"),
        Some(u) => {
            let tenths = u128::from(bytes) * 10 / scale;
            format!("{}.{} {}", tenths / 10, tenths % 10, units[u])
        }
    }
}

/// 1234567 as "1,234,567".
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A number as the limits table writes it: grouped, and a power of two as such
/// ("2^24 = 16,777,216").
fn amount(n: u64) -> String {
    if n.is_power_of_two() && n >= 1 << 10 {
        format!("2^{} = {}", n.trailing_zeros(), grouped(n))
    } else {
        grouped(n)
    }
}

impl Limits {
    /// Every documented limit: what it bounds, and its value here. The one
    /// list that `--help` and the README print.
    ///
    /// ```
    /// let rows = wythoff_answer::Limits::default().documented();
    /// assert_eq!(rows[0], ("digits in one number (`--max-digits` raises it)", "1,000,000".to_string()));
    /// ```
    pub fn documented(&self) -> Vec<(&'static str, String)> {
        let n = |x: usize| x as u64;
        vec![
            ("digits in one number (`--max-digits` raises it)", amount(n(self.max_digits))),
            (
                "heaps in one Nim position; components of a sum, and numbers in one component",
                amount(n(self.max_heaps)),
            ),
            (
                "entries in a listing (`positions`, `sequence`), cases `gen` and `stress` write",
                amount(self.max_items),
            ),
            (
                "values a subtraction game's period search computes (`--limit` raises it)",
                amount(n(self.search_limit)),
            ),
            ("the most `--limit` may be", amount(n(self.max_search_limit))),
            ("values × set elements in one period search", amount(self.search_work)),
            (
                "digits of a Fibonacci-game heap whose winning moves are listed",
                amount(n(self.fibonacci_moves_digits)),
            ),
            ("digits of the largest number `gen` and `stress` write", amount(n(self.generated_digits))),
            ("hard cases leading a generated input", amount(n(self.hard_cases))),
            ("cases in one run of the program `stress` tests (`--batch`)", amount(self.stress_batch)),
            (
                "the smaller pile up to which G(a, b) is answered for any other pile (proven rows)",
                amount(n(self.grundy_period_rows)),
            ),
            (
                "steps of a G(a, b) computed directly: (min + 1)·(max + 1) cells, 4 steps each for min ≥ 256 and max < 32,768, else 2 + min/64",
                amount(self.grundy_direct_steps),
            ),
            (
                "steps of the row walk that finds g-values (`grundy positions`, G(a, b) with both piles large): rows · (G + 1)²",
                amount(self.grundy_walk_steps),
            ),
            ("rows `grundy rows` proves", amount(n(self.grundy_rows))),
            ("side of a `grundy table`", amount(n(self.grundy_table))),
            ("heap of a Fibonacci-game component of a sum", amount(n(self.fibonacci_grundy_heap))),
            (
                "values of a take-and-break game computed: an octal code's period search, Grundy's game to the largest heap (`--limit` raises it)",
                amount(n(self.take_break_values)),
            ),
            ("the most a take-and-break `--limit` may be", amount(n(self.max_take_break_values))),
            (
                "steps of one take-and-break computation (a split tried; a search it stops says so)",
                amount(self.take_break_work),
            ),
            (
                "steps of an octal `period --recheck` (a search as the atlas's, up to a minute or two; refused below the atlas's budget)",
                amount(self.take_break_recheck_work),
            ),
            (
                "heap of a take-and-break game whose moves are listed or played (every split is tried)",
                amount(self.take_break_moves_heap),
            ),
            (
                "values of a take-and-break run to a file (`sequence N --out FILE`: a byte or two a value on disk, about 300 MiB of memory whatever N)",
                amount(n(self.take_break_file_values)),
            ),
            (
                "steps of one misère question about a heap game (`genus H`: the canonical forms of heaps 0 to H; `quotient N`, `sum --misere`: the quotient's work; a budget spent as it goes, `--misere-steps` raises it)",
                amount(self.misere_steps),
            ),
            (
                "bytes of memory one misère quotient's search may take (its largest candidate, proof walk or quotient; a budget checked as each is made, `--misere-memory` raises it)",
                amount(self.misere_memory),
            ),
            (
                "positions the engine solves for one multi-pile question (the box below it)",
                amount(self.engine_cells),
            ),
            ("bytes of memory the engine may take for one question", amount(self.engine_bytes)),
            (
                "steps the engine may take for one question (per cell: a key per direction, a look per move family)",
                amount(self.engine_visits),
            ),
        ]
    }

    /// The limits as `--help` prints them: the value, then what it bounds.
    pub fn help_text(&self) -> String {
        let mut text = String::new();
        for (what, value) in self.documented() {
            text += &format!("  {value:<20}  {what}\n");
        }
        text
    }

    /// The limits as the README's table.
    pub fn markdown_table(&self) -> String {
        let mut table = String::from("| limit | default |\n|---|---:|\n");
        for (what, value) in self.documented() {
            table += &format!("| {what} | {value} |\n");
        }
        table
    }

    /// Reads a natural number written in decimal (a leading `+`, leading zeros
    /// and blank space around it are accepted), refusing more than
    /// [`max_digits`](Self::max_digits) digits before converting anything.
    ///
    /// ```
    /// use wythoff_answer::{ErrorKind, Limits};
    /// let limits = Limits { max_digits: 5, ..Limits::default() };
    /// assert_eq!(limits.number("01234").unwrap(), 1234u16.into());
    /// assert_eq!(limits.number("123456").unwrap_err().kind, ErrorKind::Limit);
    /// assert_eq!(limits.number("-3").unwrap_err().kind, ErrorKind::Input);
    /// ```
    pub fn number(&self, text: &str) -> Result<Natural, Error> {
        let body = text.trim();
        let digits = body.strip_prefix(['+', '-']).unwrap_or(body);
        if digits.len() > self.max_digits && digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.too_many_digits(Some(digits.len() as u64)));
        }
        parse_natural(text).map_err(|e: ParseNaturalError| {
            Error::said(crate::ErrorKind::Input, crate::error::number_said(&e))
        })
    }

    /// Reads a position on a board, "X,Y", as two numbers below 2^64; errors
    /// name `what` (a flag or a parameter).
    ///
    /// ```
    /// use wythoff_answer::{ErrorKind, Limits};
    /// let limits = Limits::default();
    /// assert_eq!(limits.point("9, 14", "--at").unwrap(), [9, 14]);
    /// assert_eq!(limits.point("9", "--at").unwrap_err().message, "--at 9: give a position as X,Y");
    /// assert_eq!(limits.point("1,18446744073709551616", "at").unwrap_err().kind, ErrorKind::Input);
    /// ```
    pub fn point(&self, text: &str, what: &str) -> Result<[u64; 2], Error> {
        let parts: Vec<&str> = text.split(',').collect();
        let [x, y] = parts.as_slice() else {
            let args =
                vec![("what", Arg::Notation(what.to_string())), ("text", Arg::Notation(brief_text(text)))];
            return Err(Error::of(ErrorKind::Usage, "error_not_a_square", args));
        };
        let read = |s: &str| {
            let n = self.number(s).map_err(|e| e.about(what))?;
            u64::try_from(&n).map_err(|_| {
                let args = vec![("what", Arg::Notation(what.to_string())), ("n", Arg::Notation(brief(&n)))];
                Error::of(ErrorKind::Input, "error_off_board", args)
            })
        };
        Ok([read(x)?, read(y)?])
    }

    /// The error for a number beyond the digit limit: of `digits` digits, or,
    /// where reading stopped at the limit, of more than the limit.
    pub fn too_many_digits(&self, digits: Option<u64>) -> Error {
        let mut args = vec![("limit", Arg::Notation(grouped(self.max_digits as u64)))];
        args.extend(digits.map(|d| ("digits", Arg::Notation(grouped(d)))));
        let kind = if digits.is_some() { "error_too_many_digits" } else { "error_too_many_digits_unknown" };
        Error::said(crate::ErrorKind::Limit, Said::new(kind, args)).keyed("max_digits")
    }

    /// Refuses a box of more than [`engine_cells`](Self::engine_cells) positions
    /// (sides given as piles + 1, any size) before any work starts.
    pub fn check_engine_box(&self, sides: &[Natural]) -> Result<Vec<u64>, Error> {
        let mut cells = Natural::ONE;
        for side in sides {
            cells *= side;
        }
        let fits = u64::try_from(&cells).is_ok_and(|c| c <= self.engine_cells);
        if !fits {
            let shown: Vec<String> = sides.iter().map(brief).collect();
            let args = vec![
                ("box", Arg::Notation(shown.join(" × "))),
                ("cells", Arg::Notation(brief(&cells))),
                ("limit", Arg::Notation(grouped(self.engine_cells))),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_engine_cells", args));
        }
        Ok(sides.iter().map(|s| u64::try_from(s).expect("a side of a box within the limit")).collect())
    }

    /// Refuses engine work that would take more than
    /// [`engine_bytes`](Self::engine_bytes) of memory or
    /// [`engine_visits`](Self::engine_visits) steps, before it starts.
    pub fn check_engine_cost(&self, cost: &wythoff::vector_game::Cost) -> Result<(), Error> {
        if cost.bytes > self.engine_bytes {
            let args = vec![
                ("bytes", Arg::Notation(bytes_text(cost.bytes))),
                ("limit", Arg::Notation(bytes_text(self.engine_bytes))),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_engine_bytes", args));
        }
        if cost.visits > self.engine_visits {
            let args = vec![
                ("steps", Arg::Notation(grouped(cost.visits))),
                ("limit", Arg::Notation(grouped(self.engine_visits))),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_engine_visits", args));
        }
        Ok(())
    }

    /// Refuses more than [`max_heaps`](Self::max_heaps) heaps.
    pub fn check_heaps(&self, count: usize) -> Result<(), Error> {
        if count > self.max_heaps {
            let args = vec![
                ("count", Arg::Notation(grouped(count as u64))),
                ("limit", Arg::Notation(grouped(self.max_heaps as u64))),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_max_heaps", args).keyed("max_heaps"));
        }
        Ok(())
    }

    /// Refuses a listing or generated input of more than
    /// [`max_items`](Self::max_items) entries; `what` names them ("values").
    pub fn check_items(&self, count: &Natural, what: &str) -> Result<u64, Error> {
        match u64::try_from(count) {
            Ok(n) if n <= self.max_items => Ok(n),
            _ => Err(Error::limit(format!(
                "{} {what} are more than the limit of {}",
                brief(count),
                grouped(self.max_items)
            ))),
        }
    }

    /// The number of values a period search over `set` may compute: the search
    /// limit, and no more than [`search_work`](Self::search_work) / |S|.
    pub fn values_for(&self, set: &SubtractionSet) -> usize {
        let by_work = self.search_work / set.elements().len() as u64;
        self.search_limit.min(usize::try_from(by_work).unwrap_or(usize::MAX))
    }

    /// Sets the search limit, refusing more than
    /// [`max_search_limit`](Self::max_search_limit).
    pub fn with_search_limit(mut self, limit: u64) -> Result<Limits, Error> {
        match usize::try_from(limit) {
            Ok(l) if l <= self.max_search_limit => {
                self.search_limit = l;
                Ok(self)
            }
            _ => {
                let args = vec![
                    ("limit", Arg::Notation(grouped(limit))),
                    ("most", Arg::Notation(grouped(self.max_search_limit as u64))),
                ];
                Err(Error::of(ErrorKind::Limit, "error_search_limit", args))
            }
        }
    }

    /// Sets the values a take-and-break game may compute, refusing more than
    /// [`max_take_break_values`](Self::max_take_break_values) (or fewer than 64).
    pub fn with_take_break_values(mut self, limit: u64) -> Result<Limits, Error> {
        match usize::try_from(limit) {
            Ok(l) if (64..=self.max_take_break_values).contains(&l) => {
                self.take_break_values = l;
                Ok(self)
            }
            _ => {
                let args = vec![
                    ("most", Arg::Notation(grouped(self.max_take_break_values as u64))),
                    ("limit", Arg::Notation(grouped(limit))),
                ];
                Err(Error::of(ErrorKind::Limit, "error_take_break_values", args))
            }
        }
    }

    /// Refuses to list the Fibonacci game's winning moves from a heap of more than
    /// [`fibonacci_moves_digits`](Self::fibonacci_moves_digits) digits.
    pub fn check_fibonacci_moves(&self, heap: &Natural) -> Result<(), Error> {
        if more_digits_than(heap, self.fibonacci_moves_digits) {
            let args = vec![("digits", Arg::Notation(grouped(self.fibonacci_moves_digits as u64)))];
            return Err(Error::of(ErrorKind::Limit, "error_fibonacci_moves", args));
        }
        Ok(())
    }

    /// Refuses a Grundy table of side more than [`grundy_table`](Self::grundy_table).
    pub fn check_table(&self, n: usize) -> Result<(), Error> {
        if n > self.grundy_table {
            let args = vec![
                ("n", Arg::Notation(n.to_string())),
                ("limit", Arg::Notation(self.grundy_table.to_string())),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_grundy_table", args));
        }
        Ok(())
    }

    /// Refuses a run of more than [`stress_batch`](Self::stress_batch) cases.
    pub fn check_batch(&self, batch: u64) -> Result<(), Error> {
        if batch > self.stress_batch {
            return Err(Error::limit(format!(
                "--batch {} is more than the limit of {} cases a run",
                grouped(batch),
                grouped(self.stress_batch)
            )));
        }
        Ok(())
    }

    /// Refuses a generator's largest number beyond
    /// [`generated_digits`](Self::generated_digits) digits.
    pub fn check_generated(&self, max: &Natural) -> Result<(), Error> {
        if more_digits_than(max, self.generated_digits) {
            return Err(Error::limit(format!(
                "--max has more than the {} digits a generated number may have",
                grouped(self.generated_digits as u64)
            )));
        }
        Ok(())
    }
}

/// Does n have more than `digits` decimal digits (n ≥ 10^digits)? Decided from the
/// bit length where that suffices, without converting n to decimal.
fn more_digits_than(n: &Natural, digits: usize) -> bool {
    // 10^d has between ⌊d·log₂10⌋ + 1 and ⌈d·log₂10⌉ + 1 bits; log₂10 ∈ (3.3219, 3.3220).
    let bits = wythoff::nat::bit_len(n) as u128;
    let (low, high) = (digits as u128 * 33_219 / 10_000, digits as u128 * 33_220 / 10_000 + 2);
    if bits <= low {
        return false;
    }
    if bits > high {
        return true;
    }
    *n >= Natural::from(10u8).pow(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_limit_is_read_and_set_by_its_name_alone() {
        for name in Limits::NAMES {
            let mut limits = Limits::default();
            let before = limits.named(name).unwrap_or_else(|| panic!("{name} is not read"));
            // 77 is within every limit's own bounds (take-and-break values start at 64).
            limits.set_named(name, 77).unwrap();
            assert_eq!(limits.named(name), Some(77), "{name}");
            // Only that field changed.
            for other in Limits::NAMES.iter().filter(|o| **o != name) {
                assert_eq!(limits.named(other), Limits::default().named(other), "{name} set {other}");
            }
            assert_ne!(before, 77, "{name}: pick another test value");
        }
        assert_eq!(Limits::default().set_named("max_digit", 3).unwrap_err().kind, crate::ErrorKind::Usage);
    }

    #[test]
    fn grouping() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(16_777_216), "16,777,216");
    }

    #[test]
    fn digit_counts_without_decimal_conversion() {
        for d in 0..400usize {
            let power = Natural::from(10u8).pow(d);
            let below = &power - 1u8;
            for limit in [d.saturating_sub(1), d, d + 1] {
                for n in [&power, &below, &(&power * 7u8)].into_iter().filter(|n| **n != Natural::ZERO) {
                    assert_eq!(more_digits_than(n, limit), n.to_string().len() > limit, "{n} vs {limit}");
                }
            }
        }
    }

    #[test]
    fn numbers_are_refused_before_they_are_converted() {
        let limits = Limits { max_digits: 1000, ..Limits::default() };
        assert!(limits.number(&"7".repeat(1000)).is_ok());
        let e = limits.number(&"7".repeat(1001)).unwrap_err();
        assert_eq!(e.message, "a number of 1,001 digits is longer than the limit of 1,000 digits");
        assert!(limits.number(&"0".repeat(1000)).is_ok());
        // Digits only, as in the judges' inputs: a sign is refused everywhere.
        assert_eq!(limits.number("+5").unwrap_err().kind, crate::ErrorKind::Input);
        assert_eq!(limits.number(" 12 ").unwrap(), 12u8.into());
        assert_eq!(limits.number("1x").unwrap_err().kind, crate::ErrorKind::Input);
    }

    #[test]
    fn search_values_shrink_for_large_sets() {
        let limits = Limits::default();
        let small = SubtractionSet::new(vec![1, 2, 3]).unwrap();
        assert_eq!(limits.values_for(&small), SEARCH_LIMIT);
        let large = SubtractionSet::new((1..=4096).collect()).unwrap();
        assert_eq!(limits.values_for(&large), (1 << 33) / 4096);
        assert!(limits.clone().with_search_limit(1 << 31).is_err());
        assert_eq!(limits.with_search_limit(5).unwrap().search_limit, 5);
    }
}

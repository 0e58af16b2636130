//! The answer model of `wythoff`: what every front end (the command, the judge
//! tools, the web API) says about a game, built once and rendered as text or JSON.
//!
//! The mathematics lives in the `wythoff` crate, which does no I/O. This crate turns
//! its results into answers:
//!
//! - [`Analysis`]: a position's game, rule, coordinates, outcome, Grundy value
//!   where known, structured reason, and (if asked) every winning move with the
//!   position it leads to. [`analyse`] builds one for any [`ImpartialGame`].
//! - [`listing`]: the answers that are lists or single facts (the k-th P-position,
//!   the P-position holding a number, a subtraction game's values and period).
//! - [`Error`]: what went wrong (usage, input, limit, I/O), with a line where there
//!   is one; the JSON error object.
//! - [`Limits`]: the documented bounds on every size a user controls, checked
//!   before any work starts, and [`Limits::number`], which reads a decimal number
//!   under them.
//!
//! Text and JSON come from the same values. In JSON every number is a decimal
//! string, so that no consumer rounds a large one; the shapes are written down in
//! `docs/answers.schema.json`.
//!
//! ```
//! use wythoff::{game::Rule, wythoff::Wythoff};
//! use wythoff_answer::{analyse, Answer, Question};
//! let analysis = analyse(&Wythoff { rule: Rule::Normal }, &[8u8.into(), 3u8.into()], Question::Moves);
//! assert_eq!(
//!     analysis.text(),
//!     "N: the player to move wins (normal play); 1 winning move:\n\
//!      take 3 from pile 1 → (5, 3)\n\
//!      why: the piles differ by k = 5 but ⌊5φ⌋ = 8, not the smaller pile 3: not a P-position\n"
//! );
//! let json = serde_json::to_value(&analysis).unwrap();
//! assert_eq!(json["moves"][0]["to"], serde_json::json!(["5", "3"]));
//! assert_eq!(json["reason"]["values"]["difference"], "5");
//! ```
//!
//! [`ImpartialGame`]: wythoff::ImpartialGame

pub mod act;
pub mod analysis;
pub mod atlas;
pub mod drawn;
pub mod error;
pub mod game_info;
pub mod game_kind;
pub mod games;
pub mod grundy;
pub mod json;
pub mod limits;
pub mod listing;
pub mod misere;
pub mod misere_atlas;
pub mod misere_sum;
pub mod octal_atlas;
pub mod options;
pub mod play;
pub mod registry;
pub mod sum;
pub mod values_file;
pub mod verify;
pub mod words;

use std::io::{self, Write};

pub use analysis::{Analysis, GameInfo, MoveAnswer, Question, ReasonAnswer, analyse};
pub use error::{Error, ErrorKind};
pub use limits::Limits;

/// An answer: text for people, JSON (its `Serialize`) for programs, from the same
/// values.
pub trait Answer: serde::Serialize {
    /// The answer as text: whole lines, each ending in a newline.
    fn text(&self) -> String;

    /// Writes the answer as text, or as one JSON object and a newline.
    fn write(&self, out: &mut impl Write, format: Format) -> io::Result<()> {
        match format {
            Format::Text => out.write_all(self.text().as_bytes()),
            Format::Json => json::write_line(out, self),
        }
    }
}

/// An answer whose type a front end need not know: text and JSON (through
/// `erased_serde`, so that every serializer takes it, Python's included). Every
/// [`Answer`] is one; a game's actions return them ([`registry::Acted`]).
pub trait Reply: erased_serde::Serialize + Send + Sync {
    /// The answer as text.
    fn text(&self) -> String;
}

impl<T: Answer + Send + Sync> Reply for T {
    fn text(&self) -> String {
        Answer::text(self)
    }
}

erased_serde::serialize_trait_object!(Reply);

/// Writes `reply` as text, or as one JSON object and a newline.
pub fn write_reply(reply: &dyn Reply, out: &mut dyn Write, format: Format) -> io::Result<()> {
    match format {
        Format::Text => out.write_all(reply.text().as_bytes()),
        Format::Json => json::write_line(&mut &mut *out, reply),
    }
}

/// How an answer is written: lines of text for people, or one JSON object.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// Text, as the command prints it.
    #[default]
    Text,
    /// One JSON object (every number a decimal string), then a newline.
    Json,
}

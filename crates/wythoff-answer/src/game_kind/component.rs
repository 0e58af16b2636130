//! A game as a component of a sum: what its registry file's
//! [`GameKind::component`](super::GameKind::component) returns, a component
//! as it is or one that waits for the tables the sum's components share.

use std::sync::Arc;

use wythoff::fibonacci_game::GrundyTable;
use wythoff::sum::Component;
use wythoff::wythoff_grundy::CertifiedRows;

/// What the components of a sum share, built once for the whole sum:
/// Wythoff's proven Grundy rows (for the largest smaller pile) and the
/// Fibonacci game's table of values (for the largest heap).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// The rows of Wythoff's Grundy values, up to this one.
    pub rows: Option<usize>,
    /// The Fibonacci game's values, up to this heap.
    pub fibonacci: Option<usize>,
}

/// The tables of [`Needs`], built.
pub struct Tables {
    /// Wythoff's proven rows (shared with the cache that keeps them).
    pub rows: Option<Arc<CertifiedRows>>,
    /// The Fibonacci game's values.
    pub fibonacci: Option<GrundyTable>,
}

/// A component that reads the shared tables: it says what it needs, and is
/// placed once they are built.
pub trait SharedPart {
    /// Adds what it needs.
    fn need(&self, needs: &mut Needs);
    /// The component, reading the tables.
    fn place<'a>(&'a self, tables: &'a Tables) -> Box<dyn Component + 'a>;
}

/// A component as its game planned it ([`GameKind::component`]).
///
/// [`GameKind::component`]: super::GameKind::component
pub enum Planned {
    /// A component as it is.
    Ready(Box<dyn Component>),
    /// A component that waits for the shared tables.
    Shared(Box<dyn SharedPart>),
}

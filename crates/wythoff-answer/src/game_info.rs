//! Which game an answer is about: the fields every answer object starts with
//! (`game`, `parameters`, `rule`).

use wythoff::game::{ImpartialGame, Parameter, Rule};

/// Which game, under which rule, with which parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The game's identifier (`"wythoff"`, `"nim"`, …).
    pub name: &'static str,
    /// Normal or misère play.
    pub rule: Rule,
    /// The parameters besides the rule, by name.
    pub parameters: Vec<(&'static str, Parameter)>,
}

impl GameInfo {
    /// The game's name, rule and parameters.
    pub fn of<G: ImpartialGame>(game: &G) -> GameInfo {
        GameInfo { name: game.name(), rule: game.rule(), parameters: game.parameters() }
    }
}

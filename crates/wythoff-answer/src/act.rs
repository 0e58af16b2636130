//! Where front ends answer a game's actions: the misère actions (`genus H`,
//! `quotient N`) for every game with heaps, through
//! [`GameKind::misere_heaps`], and the rest through the game's own
//! [`GameKind::act`].

use crate::Error;
use crate::game_kind::{Acted, ActionSpec, GameKind, Request};

/// Answers one of the entry's actions (the front end has checked that it is
/// one, with its count of numbers).
pub fn answer(
    kind: &(impl GameKind + ?Sized),
    action: &ActionSpec,
    request: &Request,
) -> Result<Acted, Error> {
    if crate::misere::ACTIONS.iter().any(|a| a.name == action.name)
        && let Some(heaps) = kind.misere_heaps(request)
    {
        return crate::misere::act(action, &*heaps?, request);
    }
    kind.act(action, request)
}

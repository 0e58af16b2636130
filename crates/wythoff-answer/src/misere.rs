//! Misère answers about heap games ([`wythoff::misere`]): a heap's genus and
//! misère canonical form (`genus H`), for every game played on heaps one at a
//! time (the take-and-break games, Nim, Bash, subtraction games).

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::misere::{Forms, Genus, HeapOptions, LONGEST_NAME, heap_forms};

use crate::analysis::GameInfo;
use crate::game_kind::{Acted, ActionSpec, Request};
use crate::json::{Count, Dec, game_entries};
use crate::limits::{brief, grouped};
use crate::{Answer, Error};

/// `genus H`, which every heap game answers.
pub const GENUS: ActionSpec = ActionSpec {
    name: "genus",
    about: "Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them",
    numbers: 1,
    flags: &[],
};

/// A heap's genus and misère canonical form.
///
/// ```
/// use wythoff::misere::Forms;
/// use wythoff::nim::Nim;
/// use wythoff_answer::{Answer, Limits, misere::HeapGenus};
/// let limits = Limits::default();
/// let info = wythoff_answer::analysis::GameInfo { name: "nim", rule: wythoff::Rule::Normal, parameters: vec![] };
/// let answer = HeapGenus::compute(info, &Nim::default(), &2u8.into(), &limits).unwrap();
/// assert_eq!(answer.text(), "heap 2: genus 2^20, misère canonical form *[2] (birthday 2), a nim-heap's genus\nmisère value 2: N, the player to move wins this heap alone in misère play\n");
/// ```
#[derive(Clone, Debug)]
pub struct HeapGenus {
    /// The game (its rule is the one asked; the genus holds both).
    pub game: GameInfo,
    /// The heap.
    pub heap: Natural,
    /// Its genus.
    pub genus: Genus,
    /// Its misère canonical form, as CGSuite writes it; None where that is
    /// longer than [`LONGEST_NAME`] characters.
    pub form: Option<String>,
    /// The form's birthday.
    pub birthday: u32,
    /// The canonical forms made on the way (heaps 0 to H and their sums).
    pub forms: usize,
}

impl HeapGenus {
    /// Heap `heap`'s genus and form in `game`, under the misère step limit.
    pub fn compute(
        game: GameInfo,
        moves: &dyn HeapOptions,
        heap: &Natural,
        limits: &crate::Limits,
    ) -> Result<HeapGenus, Error> {
        let refused = || {
            Error::limit(format!(
                "the misère canonical forms of heaps 0 to {} take more than {} steps (the misère step limit; a heap of n needs at least n)",
                brief(heap),
                grouped(limits.misere_steps)
            ))
            .keyed("misere_steps")
        };
        let n = u64::try_from(heap).ok().filter(|&n| n < limits.misere_steps).ok_or_else(refused)?;
        let mut forms = Forms::new(limits.misere_steps);
        let heaps = heap_forms(&mut forms, moves, n).map_err(|_| refused())?;
        let form = heaps[heaps.len() - 1];
        let genus = forms.genus(form);
        let name = forms.name(form);
        Ok(HeapGenus {
            game,
            heap: heap.clone(),
            genus,
            form: name,
            birthday: forms.birthday(form),
            forms: forms.len(),
        })
    }
}

/// `genus H` for the request's game, whose heaps move as `moves` does.
pub fn genus(moves: &dyn HeapOptions, request: &Request) -> Result<Acted, Error> {
    let game =
        GameInfo { name: request.game.name(), rule: request.rule, parameters: request.game.parameters() };
    let answer = HeapGenus::compute(game, moves, &request.numbers[0], request.limits)?;
    Ok(Acted::Answer(Box::new(answer)))
}

impl Answer for HeapGenus {
    fn text(&self) -> String {
        let form = match &self.form {
            Some(form) => form.clone(),
            None => format!("longer than {} characters, not written", grouped(LONGEST_NAME as u64)),
        };
        let kind = if self.genus.is_nim_heap() { ", a nim-heap's genus" } else { "" };
        let g = self.genus.misere(0);
        let outcome = if g == 0 {
            "P, the player to move loses this heap alone in misère play"
        } else {
            "N, the player to move wins this heap alone in misère play"
        };
        format!(
            "heap {}: genus {}, misère canonical form {form} (birthday {}){kind}\nmisère value {g}: {outcome}\n",
            brief(&self.heap),
            self.genus,
            self.birthday,
        )
    }
}

impl Serialize for HeapGenus {
    /// `{"game", "parameters", "rule", "heap", "genus", "normal_value",
    /// "misere_values", "misere_value", "outcome", "canonical_form", "birthday",
    /// "forms"}`: the misère values γ₀, γ₁, … up to where the last two repeat.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(12))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("heap", &Dec(&self.heap))?;
        map.serialize_entry("genus", &self.genus.to_string())?;
        map.serialize_entry("normal_value", &Count(self.genus.normal().into()))?;
        let digits: Vec<Count> = self.genus.digits().iter().map(|&d| Count(d.into())).collect();
        map.serialize_entry("misere_values", &digits)?;
        map.serialize_entry("misere_value", &Count(self.genus.misere(0).into()))?;
        map.serialize_entry("outcome", if self.genus.misere(0) == 0 { "P" } else { "N" })?;
        map.serialize_entry("canonical_form", &self.form)?;
        map.serialize_entry("birthday", &Count(self.birthday.into()))?;
        map.serialize_entry("forms", &Count(self.forms as u64))?;
        map.end()
    }
}

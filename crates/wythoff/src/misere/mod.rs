//! Misère play of impartial games: canonical forms and the genus.
//!
//! **Rule.** In misère play whoever makes the last move loses (a player who
//! cannot move has won).
//!
//! **Theorem** (Conway, *On Numbers and Games*, ch. 12; Siegel,
//! *Combinatorial Game Theory*, ch. V.1). Two games G and H are misère
//! equivalent when G + X and H + X have the same misère outcome for every game
//! X. Every game is equivalent to exactly one game in *canonical form*, and
//! two canonical forms are equivalent only when they are the same game. A
//! game's canonical form is its options' canonical forms, simplified by
//! Conway's rule: if G = {A, B, …, D, E, …} and each of D, E, … has H =
//! {A, B, …} as an option, then G ≡ H, provided H is not 0; when H = 0 (every
//! option of G has 0 as an option), G ≡ 0 exactly when some option of G is a
//! misère P-position. [`Forms`] keeps canonical forms in an arena, built from
//! options ([`Forms::from_options`]) and added ([`Forms::add`]); each has a
//! normal and a misère value and a [`Genus`], and is written as CGSuite writes
//! it ([`Forms::name`]: `*[2#]`, `*[2[2]]`).
//!
//! The genus g^(γ₀γ₁…) (Conway; *Winning Ways*, ch. 13) is the normal value and
//! the misère values of G + 2 + … + 2. Where every component of a sum is
//! *tame* (has a nim-heap's genus, and so on down its options), the sum is
//! played like misère Nim; that is what the genus decides, and nothing more.
//!
//! References: J. H. Conway, *On Numbers and Games* (1976), ch. 12;
//! E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*, ch. 13;
//! A. N. Siegel, *Combinatorial Game Theory* (2013), ch. V; CGSuite's notation
//! for misère canonical forms (Siegel's help page "Misère Theory").

mod candidate;
mod genus;
mod grow;
mod name;
mod presentation;
mod product;
mod proof;
mod quotient;
mod search;
mod stored;
#[cfg(test)]
mod tests;
mod union;
mod witness;

use std::collections::HashMap;
use std::fmt;

pub use genus::Genus;
pub use name::LONGEST_NAME;
pub use presentation::{Presentation, Word};
pub use quotient::{NotFound, Quotient, QuotientParts, Stable};
pub use search::MisereSearch;
pub use stored::Refused;
pub use union::Union;
pub use witness::{Checked, NoWitnesses, SEARCHED_TOKENS, Witnesses};

/// A canonical form in a [`Forms`] arena (an index: meaningful only with the
/// arena that made it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Form(u32);

impl Form {
    /// The game with no options, 0.
    pub const ZERO: Form = Form(0);
}

/// A computation took more steps than the arena's limit (a step: an option
/// read, where a set of options is simplified or a sum worked out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The arena's limit, in steps.
    pub limit: u64,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the misère canonical forms took more than {} steps", self.limit)
    }
}

impl std::error::Error for TooLarge {}

/// Canonical misère forms, each stored once.
///
/// ```
/// use wythoff::misere::{Form, Forms};
/// let mut forms = Forms::new(1 << 20);
/// let two = forms.nim(2).unwrap();
/// let sharp = forms.from_options(vec![two]).unwrap();
/// assert_eq!(forms.name(sharp).unwrap(), "*[2#]");
/// assert_eq!(forms.genus(sharp).to_string(), "0^02");
/// // *1 + *1 is 0 in misère play too, but *2 + *2 is not.
/// let one = forms.nim(1).unwrap();
/// assert_eq!(forms.add(one, one).unwrap(), Form::ZERO);
/// let four = forms.add(two, two).unwrap();
/// assert_eq!(forms.name(four).unwrap(), "*[2[2]]");
/// assert!(forms.is_p(four));
/// ```
#[derive(Clone, Debug)]
pub struct Forms {
    options: Vec<Box<[Form]>>,
    birthday: Vec<u32>,
    normal: Vec<u32>,
    misere: Vec<u32>,
    /// Every option set seen (sorted, without repeats) and its canonical form.
    index: HashMap<Box<[Form]>, Form>,
    sums: HashMap<(Form, Form), Form>,
    nims: Vec<Form>,
    genera: Vec<Option<Genus>>,
    /// CGSuite's order of forms, as worked out for their names.
    orders: HashMap<(Form, Form), std::cmp::Ordering>,
    /// Names worked out, by form and whether in parentheses.
    names: HashMap<(Form, bool), Option<String>>,
    steps: u64,
    limit: u64,
}

impl Forms {
    /// An arena that takes at most `limit` steps (an option read, where a set
    /// of options is simplified or a sum worked out; at most one new form a
    /// step).
    pub fn new(limit: u64) -> Forms {
        let mut forms = Forms {
            options: vec![Box::new([])],
            birthday: vec![0],
            normal: vec![0],
            misere: vec![1],
            index: HashMap::new(),
            sums: HashMap::new(),
            nims: vec![Form::ZERO],
            genera: vec![None],
            orders: HashMap::new(),
            names: HashMap::new(),
            steps: 0,
            limit,
        };
        forms.index.insert(Box::new([]), Form::ZERO);
        forms
    }

    /// How many forms the arena holds.
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Does it hold only 0?
    pub fn is_empty(&self) -> bool {
        self.options.len() == 1
    }

    /// The canonical form of the game whose options are `options`.
    pub fn from_options(&mut self, mut options: Vec<Form>) -> Result<Form, TooLarge> {
        options.sort_unstable();
        options.dedup();
        if let Some(&form) = self.index.get(options.as_slice()) {
            return Ok(form);
        }
        self.work(1 + options.len() as u64)?;
        let form = match self.simplified(&options)? {
            Some(form) => form,
            None => self.store(&options)?,
        };
        self.index.insert(options.into_boxed_slice(), form);
        Ok(form)
    }

    /// Conway's simplification of a set of canonical options, if it applies.
    fn simplified(&mut self, options: &[Form]) -> Result<Option<Form>, TooLarge> {
        // To 0: every option has 0 as an option, and one is a P-position.
        if options.iter().all(|&d| self.has_option(d, Form::ZERO))
            && options.iter().any(|&d| self.misere[d.0 as usize] == 0)
        {
            return Ok(Some(Form::ZERO));
        }
        // To H ≠ 0, an option of an option, whose options are some of these,
        // every other one of these having H as an option. Such an H has the
        // same normal and misère values as the whole (the options it lacks
        // each have H as an option, so none has its value): a cheap test first.
        let normal = mex(options.iter().map(|o| self.normal[o.0 as usize]));
        let misere = mex(options.iter().map(|o| self.misere[o.0 as usize]));
        for &d in options {
            self.work(self.options(d).len() as u64)?;
            for &h in self.options(d) {
                let i = h.0 as usize;
                if h == Form::ZERO || self.normal[i] != normal || self.misere[i] != misere {
                    continue;
                }
                let kept = self.options(h);
                if kept.len() < options.len()
                    && kept.iter().all(|k| options.binary_search(k).is_ok())
                    && options.iter().all(|&e| kept.binary_search(&e).is_ok() || self.has_option(e, h))
                {
                    return Ok(Some(h));
                }
            }
        }
        Ok(None)
    }

    /// Counts `units` of work against the limit.
    fn work(&mut self, units: u64) -> Result<(), TooLarge> {
        if (self.steps ^ (self.steps + units)) >> 16 != 0 {
            crate::cancel::check();
        }
        self.steps += units;
        if self.steps > self.limit {
            return Err(TooLarge { limit: self.limit });
        }
        Ok(())
    }

    /// The steps taken so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    fn store(&mut self, options: &[Form]) -> Result<Form, TooLarge> {
        let form = Form(u32::try_from(self.options.len()).map_err(|_| TooLarge { limit: self.limit })?);
        let birthday = options.iter().map(|o| self.birthday[o.0 as usize] + 1).max().unwrap_or(0);
        let normal = mex(options.iter().map(|o| self.normal[o.0 as usize]));
        let misere =
            if options.is_empty() { 1 } else { mex(options.iter().map(|o| self.misere[o.0 as usize])) };
        self.options.push(options.into());
        self.birthday.push(birthday);
        self.normal.push(normal);
        self.misere.push(misere);
        self.genera.push(None);
        Ok(form)
    }

    /// The canonical options of `form`, in the arena's order.
    pub fn options(&self, form: Form) -> &[Form] {
        &self.options[form.0 as usize]
    }

    /// Is `option` one of `form`'s options?
    pub fn has_option(&self, form: Form, option: Form) -> bool {
        self.options(form).binary_search(&option).is_ok()
    }

    /// The nim-heap *n.
    pub fn nim(&mut self, n: u32) -> Result<Form, TooLarge> {
        while self.nims.len() <= n as usize {
            let next = self.from_options(self.nims.clone())?;
            self.nims.push(next);
        }
        Ok(self.nims[n as usize])
    }

    /// The canonical form of the sum a + b.
    pub fn add(&mut self, a: Form, b: Form) -> Result<Form, TooLarge> {
        if a == Form::ZERO {
            return Ok(b);
        }
        if b == Form::ZERO {
            return Ok(a);
        }
        let key = (a.min(b), a.max(b));
        if let Some(&sum) = self.sums.get(&key) {
            return Ok(sum);
        }
        self.work(1 + (self.options(a).len() + self.options(b).len()) as u64)?;
        let mut options = Vec::with_capacity(self.options(a).len() + self.options(b).len());
        for i in 0..self.options(a).len() {
            let a2 = self.options(a)[i];
            options.push(self.add(a2, b)?);
        }
        for i in 0..self.options(b).len() {
            let b2 = self.options(b)[i];
            options.push(self.add(a, b2)?);
        }
        let sum = self.from_options(options)?;
        self.sums.insert(key, sum);
        Ok(sum)
    }

    /// The birthday: 0 for 0, else one more than its options' largest.
    pub fn birthday(&self, form: Form) -> u32 {
        self.birthday[form.0 as usize]
    }

    /// G⁺, the normal-play value.
    pub fn normal_value(&self, form: Form) -> u32 {
        self.normal[form.0 as usize]
    }

    /// G⁻, the misère value: 1 for 0, else the mex of its options'.
    pub fn misere_value(&self, form: Form) -> u32 {
        self.misere[form.0 as usize]
    }

    /// Does the player to move lose in misère play?
    pub fn is_p(&self, form: Form) -> bool {
        self.misere_value(form) == 0
    }

    /// Is the sum a + b a misère P-position? Worked out by the definition
    /// over the two forms' options (a sum is P when it has a move and every
    /// move leads to an N-position), remembering each pair in `memo` (at
    /// most `limit` pairs), without building the sum's canonical form:
    /// cheaper than [`add`](Self::add) where only the outcome is wanted.
    ///
    /// ```
    /// use wythoff::misere::Forms;
    /// let mut forms = Forms::new(1 << 20);
    /// let (one, two) = (forms.nim(1).unwrap(), forms.nim(2).unwrap());
    /// let mut memo = Default::default();
    /// // *2 + *2 is a misère P-position, *1 + *2 is not.
    /// assert_eq!(forms.sum_is_p(two, two, &mut memo, 1 << 10), Ok(true));
    /// assert_eq!(forms.sum_is_p(one, two, &mut memo, 1 << 10), Ok(false));
    /// ```
    pub fn sum_is_p(
        &self,
        a: Form,
        b: Form,
        memo: &mut HashMap<(Form, Form), bool>,
        limit: u64,
    ) -> Result<bool, TooLarge> {
        let key = (a.min(b), a.max(b));
        if let Some(&p) = memo.get(&key) {
            return Ok(p);
        }
        if memo.len() as u64 >= limit {
            return Err(TooLarge { limit });
        }
        if memo.len() & 0xffff == 0 {
            crate::cancel::check();
        }
        let (a, b) = key;
        let mut p = true;
        if a == Form::ZERO {
            p = self.is_p(b);
        } else {
            for &a2 in self.options(a) {
                if self.sum_is_p(a2, b, memo, limit)? {
                    p = false;
                    break;
                }
            }
            if p {
                for &b2 in self.options(b) {
                    if self.sum_is_p(a, b2, memo, limit)? {
                        p = false;
                        break;
                    }
                }
            }
        }
        memo.insert(key, p);
        Ok(p)
    }

    /// The genus of `form`.
    pub fn genus(&mut self, form: Form) -> Genus {
        if let Some(genus) = &self.genera[form.0 as usize] {
            return genus.clone();
        }
        let options = self.options(form).to_vec();
        let genera: Vec<Genus> = options.into_iter().map(|o| self.genus(o)).collect();
        let genus = Genus::of_options(&genera);
        self.genera[form.0 as usize] = Some(genus.clone());
        genus
    }

    /// Is `form` the nim-heap *n for some n (its canonical form is *n)?
    pub fn is_nim_heap(&mut self, form: Form) -> bool {
        let b = self.birthday(form);
        self.nim(b).is_ok_and(|n| n == form)
    }
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        let v = v as usize;
        if seen.len() <= v {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// A game played on heaps, one heap at a time: a move on a heap of n leaves
/// some heaps in its place (none, one, or more). Its heaps' canonical forms
/// come from [`heap_forms`].
pub trait HeapOptions {
    /// Calls `f(parts)` for every move from a heap of `n`, `parts` the heaps
    /// left in its place.
    fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64]));

    /// Some(k) when every move takes at most k tokens and leaves at most two
    /// heaps, and every heap past k + 1 has the same kinds of move (so a
    /// heap's options shift with it): what [`Quotient::stable`]'s periodicity
    /// argument needs. None (the default) when that is not so.
    fn move_reach(&self) -> Option<u64> {
        None
    }

    /// The heap families numbered together, family i's heap n numbered
    /// (n − 1)·k + i + 1 among k ([`Union`]), each as the periodicity
    /// argument sees it. One family, by [`move_reach`](Self::move_reach),
    /// unless overridden.
    fn families(&self) -> Vec<Family> {
        vec![match self.move_reach() {
            Some(k) => Family::Reach(k),
            None => Family::Unbounded,
        }]
    }
}

/// A family of heaps as the periodicity argument of [`Quotient::stable`]
/// sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Moves take at most k tokens and leave at most two heaps, alike from
    /// heap k + 1 on.
    Reach(u64),
    /// No heap above this one is played (none has a move).
    Capped(u64),
    /// Neither: no periodicity is certified.
    Unbounded,
}

/// The misère canonical forms of heaps 0 ..= `last`, each the game of its
/// options, an option's form the sum of its parts'.
///
/// ```
/// use wythoff::misere::{heap_forms, Forms, HeapOptions};
/// struct Kayles;
/// impl HeapOptions for Kayles {
///     fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
///         for take in 1..=2.min(n) {
///             for left in 0..=(n - take) / 2 {
///                 let parts = [left, n - take - left];
///                 f(if left == 0 { &parts[1..] } else { &parts });
///             }
///         }
///     }
/// }
/// let mut forms = Forms::new(1 << 20);
/// let heaps = heap_forms(&mut forms, &Kayles, 6).unwrap();
/// assert_eq!(forms.genus(heaps[6]).to_string(), "3^31");
/// ```
pub fn heap_forms(
    forms: &mut Forms,
    game: &(impl HeapOptions + ?Sized),
    last: u64,
) -> Result<Vec<Form>, TooLarge> {
    let mut heaps: Vec<Form> = Vec::new();
    for n in 0..=last {
        let mut moves: Vec<Vec<u64>> = Vec::new();
        game.heap_options(n, &mut |parts| moves.push(parts.to_vec()));
        let mut options = Vec::with_capacity(moves.len());
        for parts in moves {
            forms.work(1)?;
            let mut sum = Form::ZERO;
            for part in parts {
                let part = usize::try_from(part).ok().and_then(|p| heaps.get(p)).copied();
                let part = part.expect("a move leaves heaps smaller than the one it was made on");
                sum = forms.add(sum, part)?;
            }
            options.push(sum);
        }
        heaps.push(forms.from_options(options)?);
    }
    Ok(heaps)
}

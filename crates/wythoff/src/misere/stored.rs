//! A quotient kept as data (the stored atlas of the answer crate), taken
//! back only once it is proven again as a found one is, and the quotient of
//! heaps 1 to n read off a quotient of more heaps.

use rustc_hash::FxHashMap as HashMap;

use super::HeapOptions;
use super::candidate::{Options, weights};
use super::proof::{first_failure, refined};
use super::quotient::{NONE, Quotient, QuotientParts, Work};

/// Why stored parts were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The parts do not make a monoid of the heaps' elements (lengths,
    /// numbers out of range, a generator no heap has, an element no sum
    /// makes).
    Shape,
    /// The elements are not numbered as [`Quotient::parts`] numbers them.
    NotCanonical,
    /// This sum's outcome is mispredicted.
    Mispredicts(Vec<u64>),
    /// Two elements are not told apart by any product.
    NotReduced,
    /// The certificate is not the one the heaps' elements give.
    Certificate,
    /// The work limit passed while it was proven.
    Work,
}

fn options_to(game: &(impl HeapOptions + ?Sized), n: u64) -> Options {
    (0..=n)
        .map(|h| {
            let mut moves = Vec::new();
            game.heap_options(h, &mut |parts| moves.push(parts.to_vec()));
            moves
        })
        .collect()
}

impl Quotient {
    /// The quotient made of `parts` for `game`'s heaps 1 to N, proven as a
    /// found one is: every sum predicted, every two elements told apart, the
    /// numbering canonical and the certificate the one the heaps' elements
    /// give, within `limit` units of work. So a stored quotient is only
    /// data: a wrong one is refused, never answered from.
    ///
    /// ```
    /// use wythoff::misere::{Quotient, Refused};
    /// use wythoff::octal::OctalCode;
    /// let code: OctalCode = "0.75".parse().unwrap();
    /// let q = Quotient::compute(&code, 30, 1 << 24).unwrap();
    /// let parts = q.parts();
    /// assert_eq!(Quotient::from_parts(&parts, &code, 1 << 24), Ok(q));
    /// // A P-portion changed is caught.
    /// let mut wrong = parts.clone();
    /// wrong.p[1] = !wrong.p[1];
    /// assert!(matches!(Quotient::from_parts(&wrong, &code, 1 << 24), Err(Refused::Mispredicts(_))));
    /// ```
    pub fn from_parts(
        parts: &QuotientParts,
        game: &(impl HeapOptions + ?Sized),
        limit: u64,
    ) -> Result<Quotient, Refused> {
        let q = Quotient::from_actions(parts).ok_or(Refused::Shape)?;
        let options = options_to(game, q.last());
        if options.iter().zip(&parts.heaps).any(|(o, &g)| o.is_empty() && g != 0) {
            return Err(Refused::Shape);
        }
        let weight = weights(&options).ok_or(Refused::Shape)?;
        let q = q.renumbered(&weight).ok_or(Refused::Shape)?;
        if q.parts() != *parts {
            return Err(Refused::NotCanonical);
        }
        let mut work = Work::new(limit);
        match first_failure(&q, &options, &mut work) {
            None => return Err(Refused::Work),
            Some(Some(sum)) => return Err(Refused::Mispredicts(sum)),
            Some(None) => {}
        }
        let classes: Vec<u32> = (0..q.order() as u32).map(|x| u32::from(q.in_p(x))).collect();
        let reduced = refined(&q, &classes, q.generators(), &mut work).ok_or(Refused::Work)?;
        if reduced.iter().max().map_or(0, |&c| c as usize + 1) != q.order() {
            return Err(Refused::NotReduced);
        }
        if q.period(&game.families()) != parts.stable {
            return Err(Refused::Certificate);
        }
        Ok(q)
    }

    /// The quotient of `game`'s heaps 1 to `n` (n below this one's N): the
    /// elements its heaps make, alike when no product of those heaps tells
    /// them apart (Moore's refinement), numbered canonically. Every sum of
    /// those heaps is predicted as here, so nothing needs proving again.
    ///
    /// ```
    /// use wythoff::misere::Quotient;
    /// use wythoff::octal::OctalCode;
    /// let kayles: OctalCode = "0.77".parse().unwrap();
    /// let whole = Quotient::compute(&kayles, 40, 1 << 26).unwrap();
    /// assert_eq!(whole.restricted(&kayles, 12), Quotient::compute(&kayles, 12, 1 << 26).unwrap());
    /// ```
    pub fn restricted(&self, game: &(impl HeapOptions + ?Sized), n: u64) -> Quotient {
        if n >= self.last() {
            return self.clone();
        }
        let options = options_to(game, n);
        let weight = weights(&options).expect("weights the larger quotient had");
        // The elements heaps 1 to n make.
        let gens: Vec<u32> = {
            let mut g: Vec<u32> = (1..=n).map(|h| self.heap(h)).filter(|&g| g != 0).collect();
            g.sort_unstable();
            g.dedup();
            g
        };
        let mut index: HashMap<u32, u32> = HashMap::default();
        index.insert(0, 0);
        let mut made = vec![0u32];
        let mut at = 0;
        while at < made.len() {
            let x = made[at];
            for &g in &gens {
                let y = self.times(x, g);
                if let std::collections::hash_map::Entry::Vacant(e) = index.entry(y) {
                    e.insert(made.len() as u32);
                    made.push(y);
                }
            }
            at += 1;
        }
        // Alike under those heaps: a quotient of the submonoid, by the
        // classes of its elements.
        let sub = Quotient::from_actions(&QuotientParts {
            p: made.iter().map(|&x| self.in_p(x)).collect(),
            heaps: (0..=n).map(|h| index[&self.heap(h)]).collect(),
            actions: gens
                .iter()
                .map(|&g| (index[&g], made.iter().map(|&x| index[&self.times(x, g)]).collect()))
                .collect(),
            expansions: Vec::new(),
            stable: None,
        })
        .expect("a submonoid of heaps' elements");
        let classes: Vec<u32> = (0..sub.order() as u32).map(|x| u32::from(sub.in_p(x))).collect();
        let class = refined(&sub, &classes, sub.generators(), &mut Work::new(u64::MAX)).expect("no limit");
        let count = class.iter().max().map_or(0, |&c| c as usize + 1);
        let mut rep = vec![NONE; count];
        for (x, &c) in class.iter().enumerate() {
            if rep[c as usize] == NONE {
                rep[c as usize] = x as u32;
            }
        }
        let reduced = Quotient::from_actions(&QuotientParts {
            p: rep.iter().map(|&x| sub.in_p(x)).collect(),
            heaps: (0..=n).map(|h| class[sub.heap(h) as usize]).collect(),
            actions: sub
                .generators()
                .iter()
                .map(|&g| (class[g as usize], rep.iter().map(|&x| class[sub.times(x, g) as usize]).collect()))
                .collect::<Vec<(u32, Vec<u32>)>>()
                .into_iter()
                .fold(Vec::new(), |mut all: Vec<(u32, Vec<u32>)>, (g, action)| {
                    if g != 0 && !all.iter().any(|(h, _)| *h == g) {
                        all.push((g, action));
                    }
                    all
                }),
            expansions: self.expansions().iter().copied().filter(|&h| h <= n).collect(),
            stable: None,
        })
        .expect("a quotient of a submonoid");
        let q = reduced.renumbered(&weight).expect("generated by its heaps");
        let stable = q.period(&game.families());
        q.with_stable(stable)
    }
}

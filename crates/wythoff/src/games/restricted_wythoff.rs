//! Restricted Wythoff: Wythoff's moves, taking at most m objects from a pile;
//! normal and misère, for piles and m of any size.
//!
//! **Rule.** Two piles and a bound m ≥ 1. A move takes t objects, 1 ≤ t ≤ m,
//! from one pile, or the same t, 1 ≤ t ≤ m, from both. (Seed 000, variant 3.)
//!
//! **Theorem** (proved here). Write r(x) = x mod (m + 1), and let W be the
//! P-positions of Wythoff's game (normal play) inside [0, m]². Then (x, y) is a
//! P-position of restricted Wythoff iff (r(x), r(y)) ∈ W.
//!
//! *Proof*, by induction on x + y. (0, 0) has residues (0, 0) ∈ W and no move.
//! Take (x, y) with (u, v) = (r(x), r(y)).
//! 1. If (u, v) ∉ W, then (u, v) is an N-position of Wythoff's game, so some move
//!    of Wythoff's game takes (u, v) into W; it takes t ≤ max(u, v) ≤ m, never
//!    more than x or y holds, and leaves residues u − t, v − t: the same move
//!    leads (x, y) to a position with residues in W.
//! 2. If (u, v) ∈ W, no move keeps the residues in W. A one-pile move changes
//!    that pile's residue (1 ≤ t ≤ m) and keeps the other: but each row and
//!    column of W holds one point. A two-pile move that wraps neither residue
//!    below 0, or both, keeps u − v (mod m + 1 and as an integer), and each
//!    difference has one point in W. If it wraps exactly one, say u < t ≤ v, the
//!    residues become (u + m + 1 − t, v − t), whose difference is m + 1 − j for
//!    j = v − u ≥ 1 and points the other way. Both (u, u + j) and the new point
//!    would be Wythoff P-positions in [0, m]² with differences j and j′ = m + 1 − j,
//!    so their larger piles ⌊jφ²⌋ and ⌊j′φ²⌋ would both be ≤ m; but their sum
//!    exceeds (j + j′)φ² − 2 = (m + 1)φ² − 2 > 2m. ∎
//!
//! **Misère play** (proved here the same way). For m ≥ 2, (x, y) is a P-position
//! iff (r(x), r(y)) is a misère P-position of Wythoff's game (W′ inside [0, m]²).
//! Step 1 holds for (u, v) ∉ W′ other than (0, 0), and residues (0, 0) at a
//! position other than (0, 0) reach (1, 0) or (0, 1) ∈ W′ by taking m from a
//! nonempty pile; (0, 0) itself has no move and is an N-position. In step 2 the
//! points of W′ with differences j and m + 1 − j both in [0, m]² would need larger
//! piles summing to at most 2m: the pair with difference 1 is (0, 1), and for
//! j′ = m ≥ 2 the larger pile ⌊mφ²⌋ > m; for j, j′ ≥ 2 the bound above holds.
//! For m = 1 this fails ((2, 1) → (1, 0) joins residues (0, 1) and (1, 0)), and
//! instead: (x, y) is a P-position iff one pile is 0 and the other odd, or both
//! are even and at least 2. *Proof*: (0, 0) has no move: N. From (0, y), y odd,
//! the one move is to (0, y − 1), even: N. From x, y even ≥ 2, every move
//! leaves an odd pile ≥ 1 beside a nonzero pile. Every other position has a move
//! into the set: (0, even ≥ 2) → (0, odd); (odd ≥ 3, even) → (even, even);
//! (1, even ≥ 2) → (0, odd); (odd, odd) → (even, even), or from (1, y) to (0, y),
//! or from (x, 1) to (x, 0); and symmetrically. ∎
//!
//! Both theorems are also checked against the engine ([`crate::vector_game`]),
//! which knows only the moves, for every m ≤ 20 on the box of side 6(m + 1)
//! (`tests/variants.rs`).

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, Explain, ImpartialGame, Outcome, Parameter, Rule, number_args};
use crate::nat::Natural;
use crate::wythoff::{Move, MoveKind, is_p_position, p_position_for, partner};

/// Restricted Wythoff with bound m under a play rule. A position is the two
/// piles.
///
/// ```
/// use wythoff::{game::{ImpartialGame, Outcome, Rule}, restricted_wythoff::Restricted};
/// let game = Restricted::new(3u8.into(), Rule::Normal).unwrap();
/// // 9 mod 4 = 1 and 6 mod 4 = 2: (1, 2) is a Wythoff P-position.
/// assert_eq!(game.outcome(&[9u8.into(), 6u8.into()]), Outcome::P);
/// let moves = game.winning_moves_at(&9u8.into(), &9u8.into());
/// let text: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
/// assert_eq!(text, ["take 1 from both piles → (8, 8)", "take 3 from pile 1 → (6, 9)", "take 3 from pile 2 → (9, 6)"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restricted {
    m: Natural,
    rule: Rule,
}

impl Restricted {
    /// The game with bound m ≥ 1; `None` for m = 0.
    pub fn new(m: Natural, rule: Rule) -> Option<Restricted> {
        (m > Natural::ZERO).then_some(Restricted { m, rule })
    }

    /// The bound m.
    pub fn m(&self) -> &Natural {
        &self.m
    }

    /// m = 1 in misère play: the one case with its own rule.
    fn small_misere(&self) -> bool {
        self.rule == Rule::Misere && self.m == Natural::ONE
    }

    /// Why (x, y) has its outcome.
    pub fn reason_at(&self, x: &Natural, y: &Natural) -> Reason {
        if self.small_misere() {
            let zero = Natural::ZERO;
            let odd = |n: &Natural| n % 2u8 == 1;
            let even_big = |n: &Natural| !odd(n) && *n >= Natural::from(2u8);
            let p = (*x == zero && odd(y)) || (*y == zero && odd(x)) || (even_big(x) && even_big(y));
            return Reason::SmallMisere { x: x.clone(), y: y.clone(), p };
        }
        let modulus = &self.m + 1u8;
        let (u, v) = (x % &modulus, y % &modulus);
        let p = is_p_position(&u, &v, self.rule);
        Reason::Residues { modulus, rule: self.rule, u, v, p }
    }

    /// Is (x, y) a P-position?
    pub fn is_p(&self, x: &Natural, y: &Natural) -> bool {
        self.reason_at(x, y).is_p()
    }

    /// Every winning move from (x, y): both piles, then pile 1, then pile 2, as
    /// for Wythoff's game. O(1) big-integer operations: a target's residues are
    /// the one point of W on a row, a column, or one of the (at most two)
    /// differences ≡ r(x) − r(y) (mod m + 1) in [−m, m].
    pub fn winning_moves_at(&self, x: &Natural, y: &Natural) -> Vec<Move> {
        if self.small_misere() {
            return self.small_misere_moves(x, y);
        }
        let mut moves = Vec::new();
        let modulus = &self.m + 1u8;
        let (u, v) = (x % &modulus, y % &modulus);
        // t ≡ from − to (mod m + 1), in 1..=m.
        let steps = |from: &Natural, to: &Natural| (from + &modulus - to) % &modulus;
        // Both piles: residue points (p, q) of W with p − q ≡ u − v.
        let mut both = Vec::new();
        let candidates: Vec<(bool, Natural)> = if u >= v {
            let d = &u - &v;
            // e = d ≥ 0, or e = d − (m + 1) < 0.
            vec![(true, d.clone()), (false, &modulus - d)]
        } else {
            let d = &v - &u;
            vec![(false, d.clone()), (true, &modulus - d)]
        };
        for (first_larger, magnitude) in candidates {
            if magnitude > self.m {
                continue;
            }
            let (s, l) = p_position_for(&magnitude, self.rule);
            if l > self.m {
                continue;
            }
            let p = if first_larger { l } else { s };
            let t = steps(&u, &p);
            if t != Natural::ZERO && t <= *x && t <= *y && !both.iter().any(|m: &Move| m.take == t) {
                both.push(Move { kind: MoveKind::Both, to: [x - &t, y - &t], take: t });
            }
        }
        both.sort_by(|a, b| a.take.cmp(&b.take));
        moves.extend(both);
        // One pile: the partner of the other pile's residue, if inside the box.
        let p = partner(&v, self.rule);
        if p <= self.m {
            let t = steps(&u, &p);
            if t != Natural::ZERO && t <= *x {
                moves.push(Move { kind: MoveKind::Pile1, to: [x - &t, y.clone()], take: t });
            }
        }
        let p = partner(&u, self.rule);
        if p <= self.m {
            let t = steps(&v, &p);
            if t != Natural::ZERO && t <= *y {
                moves.push(Move { kind: MoveKind::Pile2, to: [x.clone(), y - &t], take: t });
            }
        }
        moves
    }

    /// m = 1, misère: at most three moves; try each.
    fn small_misere_moves(&self, x: &Natural, y: &Natural) -> Vec<Move> {
        let one = Natural::ONE;
        let mut moves = Vec::new();
        let mut try_move = |kind, to: [Natural; 2]| {
            if self.is_p(&to[0], &to[1]) {
                moves.push(Move { kind, take: one.clone(), to });
            }
        };
        if *x >= one && *y >= one {
            try_move(MoveKind::Both, [x - 1u8, y - 1u8]);
        }
        if *x >= one {
            try_move(MoveKind::Pile1, [x - 1u8, y.clone()]);
        }
        if *y >= one {
            try_move(MoveKind::Pile2, [x.clone(), y - 1u8]);
        }
        moves
    }
}

/// Why a position of restricted Wythoff has its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The residues mod m + 1 decide: P iff they are a Wythoff P-position (of
    /// the same play rule).
    Residues {
        /// m + 1.
        modulus: Natural,
        /// The play rule.
        rule: Rule,
        /// x mod (m + 1).
        u: Natural,
        /// y mod (m + 1).
        v: Natural,
        /// Is (u, v) a P-position?
        p: bool,
    },
    /// m = 1 in misère play: P iff one pile is 0 and the other odd, or both are
    /// even and at least 2.
    SmallMisere {
        /// Pile 1.
        x: Natural,
        /// Pile 2.
        y: Natural,
        /// Is it a P-position?
        p: bool,
    },
}

impl Reason {
    /// Is the position a P-position?
    pub fn is_p(&self) -> bool {
        match self {
            Reason::Residues { p, .. } | Reason::SmallMisere { p, .. } => *p,
        }
    }
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match self {
            Reason::Residues { rule: Rule::Normal, .. } => "restricted_residues",
            Reason::Residues { rule: Rule::Misere, .. } => "restricted_misere_residues",
            Reason::SmallMisere { .. } => "restricted_misere_one",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        match self {
            Reason::Residues { modulus, u, v, .. } => {
                vec![("modulus", modulus.clone()), ("residue1", u.clone()), ("residue2", v.clone())]
            }
            Reason::SmallMisere { x, y, .. } => vec![("pile1", x.clone()), ("pile2", y.clone())],
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        if let Reason::Residues { modulus, rule, u, v, .. } = self {
            // The P-position of Wythoff's game the remainders are compared with.
            let (small, large) = if u <= v { (u, v) } else { (v, u) };
            let d = large - small;
            let (e, f) = crate::wythoff::p_position_for(&d, *rule);
            args.push(("most", Arg::Number(modulus - Natural::ONE)));
            args.push(("difference", Arg::Number(d)));
            args.push(("expected1", Arg::Number(e)));
            args.push(("expected2", Arg::Number(f)));
        }
        args.push(("p", Arg::yes(self.is_p())));
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Residues { modulus, rule, u, v, p } => {
                // In the game's own terms: why only the remainders count, and
                // the P-position of Wythoff's game they are compared with.
                let m = modulus - Natural::ONE;
                let (small, large) = if u <= v { (u, v) } else { (v, u) };
                let d = large - small;
                let (e, f2) = crate::wythoff::p_position_for(&d, *rule);
                let game = if *rule == Rule::Misere { "Wythoff's misère game" } else { "Wythoff's game" };
                let remainders = format!(
                    "a move takes at most {m} from a pile, so only the piles' remainders mod {modulus} count: ({u}, {v})"
                );
                if *p {
                    write!(f, "{remainders}, the P-position of {game} whose piles differ by {d}")
                } else {
                    write!(
                        f,
                        "{remainders}, but the P-position of {game} whose piles differ by {d} is ({e}, {f2})"
                    )
                }
            }
            Reason::SmallMisere { x, y, p } => {
                let verdict = if *p { "it is" } else { "it is not" };
                write!(
                    f,
                    "with m = 1 in misère play, (x, y) is P iff one pile is 0 and the other odd, or both are even and at least 2: for ({x}, {y}) {verdict}"
                )
            }
        }
    }
}

impl ImpartialGame for Restricted {
    type Position = [Natural; 2];
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "restricted"
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        vec![("max_take", Parameter::Number(self.m.clone()))]
    }

    fn coordinates<'a>(&self, position: &'a [Natural; 2]) -> Cow<'a, [Natural]> {
        Cow::Borrowed(position)
    }

    fn outcome(&self, [x, y]: &[Natural; 2]) -> Outcome {
        Outcome::of(self.is_p(x, y))
    }

    fn winning_moves(&self, [x, y]: &[Natural; 2]) -> Vec<Move> {
        self.winning_moves_at(x, y)
    }

    fn reason(&self, [x, y]: &[Natural; 2]) -> Reason {
        self.reason_at(x, y)
    }

    fn outcome_and_reason(&self, [x, y]: &[Natural; 2]) -> (Outcome, Reason) {
        let reason = self.reason_at(x, y);
        (Outcome::of(reason.is_p()), reason)
    }

    /// For m = 1 and m = 2 in normal play, from their closed forms
    /// ([`crate::restricted_grundy`]).
    fn grundy(&self, [x, y]: &[Natural; 2]) -> Option<Natural> {
        if self.rule == Rule::Misere {
            return None;
        }
        crate::restricted_grundy::closed_form(&self.m, x, y)
    }
}

impl crate::game::TwoPileRule for Restricted {
    /// One pile or the same from both, at most m.
    ///
    /// ```
    /// use wythoff::{game::{Rule, TwoPileRule}, restricted_wythoff::Restricted};
    /// let g = Restricted::new(3u8.into(), Rule::Normal).unwrap();
    /// assert!(g.allows(&3u8.into(), &3u8.into()) && !g.allows(&4u8.into(), &0u8.into()));
    /// ```
    fn allows(&self, k: &Natural, l: &Natural) -> bool {
        let zero = Natural::ZERO;
        let one_pile = (*k == zero) != (*l == zero);
        (one_pile || (k == l && *k > zero)) && *k <= self.m && *l <= self.m
    }
}

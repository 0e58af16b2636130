//! Conway's genus of an impartial game.

use std::fmt;

use super::mex;

/// The genus of a game G, written g^(γ₀γ₁γ₂…): g = G⁺(G), its normal-play
/// value, and γₙ = G⁻(G + 2 + … + 2), the misère value of G with n nim-heaps of
/// size 2 beside it. The γₙ alternate from some n on (Conway, *On Numbers and
/// Games*, ch. 12), so a genus keeps its digits up to the alternation: the
/// last two repeat for ever.
///
/// ```
/// use wythoff::misere::Genus;
/// let zero = Genus::of_options(&[]);
/// assert_eq!(zero.to_string(), "0^120");
/// assert_eq!((zero.misere(4), zero.misere(5)), (0, 2));
/// let star = Genus::of_options(&[zero.clone()]);
/// assert_eq!(star.to_string(), "1^031");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Genus {
    normal: u32,
    /// γ₀, γ₁, …, at least two, the last two alternating for ever, no shorter
    /// list saying the same.
    digits: Vec<u32>,
}

impl Genus {
    /// The genus of a game whose options have the genera `options`: g the mex
    /// of the options' g; γ₀ the mex of their γ₀ (1 if there are none, since
    /// the player who cannot move wins); γₙ for n ≥ 1 the mex of their γₙ and
    /// of γₙ₋₁ and γₙ₋₁ ⊕ 1, a move in one of the 2s leaving a 1 or nothing
    /// (G⁻(H + 1) = G⁻(H) ⊕ 1 for every H).
    pub fn of_options(options: &[Genus]) -> Genus {
        let normal = mex(options.iter().map(|g| g.normal));
        let settled = options.iter().map(|g| g.digits.len()).max().unwrap_or(0);
        let mut digits = vec![if options.is_empty() { 1 } else { mex(options.iter().map(|g| g.misere(0))) }];
        let mut n = 1;
        loop {
            let before = digits[n - 1];
            let here = mex(options.iter().map(|g| g.misere(n)).chain([before, before ^ 1]));
            digits.push(here);
            // γₙ₊₁ depends only on the options' γₙ₊₁ and on γₙ; once the
            // options alternate (from their own lengths on), γₙ = γₙ₋₂
            // makes every later digit equal to the one two before.
            if n >= 2 && n + 1 >= settled && digits[n] == digits[n - 2] {
                break;
            }
            n += 1;
        }
        while digits.len() > 2 && digits[digits.len() - 1] == digits[digits.len() - 3] {
            digits.pop();
        }
        Genus { normal, digits }
    }

    /// G⁺: the normal-play value.
    pub fn normal(&self) -> u32 {
        self.normal
    }

    /// γₙ, the misère value of the game plus n copies of 2.
    pub fn misere(&self, n: usize) -> u32 {
        let len = self.digits.len();
        if n < len { self.digits[n] } else { self.digits[len - 2 + (n - len) % 2] }
    }

    /// γ₀, γ₁, … up to where they alternate (the last two repeat).
    pub fn digits(&self) -> &[u32] {
        &self.digits
    }

    /// Is it the genus of a nim-heap (g^(g+1, g+2 …) for 0 and 1, g^(g, g ⊕ 2, g …)
    /// above)? A sum of games all of whose genera are like this, the *tame* ones,
    /// is played like misère Nim (Conway, ONAG ch. 12).
    pub fn is_nim_heap(&self) -> bool {
        let g = self.normal;
        let first = if g < 2 { g ^ 1 } else { g };
        self.misere(0) == first && (1..4).all(|n| self.misere(n) == g ^ (((n & 1) as u32) << 1))
    }
}

/// g^digits, as Winning Ways and CGSuite write it; digits of 10 or more make
/// the superscript a list in parentheses, g^(1,12,10).
impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^", self.normal)?;
        if self.digits.iter().any(|&d| d >= 10) {
            let list: Vec<String> = self.digits.iter().map(u32::to_string).collect();
            write!(f, "({})", list.join(","))
        } else {
            self.digits.iter().try_for_each(|d| write!(f, "{d}"))
        }
    }
}

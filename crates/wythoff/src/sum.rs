//! Sums of games (disjunctive compounds): several games side by side, a move is a
//! move in any one of them, and whoever makes the last move wins (normal play).
//!
//! **Theorem** (Sprague 1935–36, Grundy 1939). The Grundy value of a sum is the
//! nim-sum (XOR) X of its components' values G₁, …, Gₖ, so the player to move
//! loses iff X = 0. A move in component i to a position of value v changes X to
//! X ⊕ Gᵢ ⊕ v, so the winning moves are exactly the moves, in any component i,
//! to a position of value Gᵢ ⊕ X: where that value is below Gᵢ such a move
//! exists by the definition of the mex, and where it is above, the component may
//! still have one (a move that raises the value). [`analyse`] lists every one.
//!
//! Misère sums have no such rule (the nim-sum does not decide them), so sums are
//! normal play only.
//!
//! A component is anything that implements [`Component`]: it knows its Grundy
//! value and every move to a position of a given value. Nim heaps, Bash and
//! subtraction games do here ([`crate::nim::Heap`], [`crate::bash::BashHeap`],
//! [`crate::subtraction::Heap`]), the Fibonacci game within a table of its values
//! ([`crate::fibonacci_game::GrundyPosition`]), and Wythoff's game where one pile
//! is within proven rows ([`crate::wythoff_grundy::WythoffPosition`]).
//!
//! References: R. P. Sprague, *Über mathematische Kampfspiele*, Tôhoku Math. J.
//! 41 (1935–36); P. M. Grundy, *Mathematics and games*, Eureka 2 (1939);
//! Berlekamp, Conway and Guy, *Winning Ways*, ch. 4.

use crate::nat::Natural;

/// A move inside one component: its sentence, what it takes from which of the
/// component's piles, and the component's coordinates after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentMove {
    /// The move's sentence as data ([`crate::game::GameMove::said`]: "take 2
    /// from pile 1 → (0, 2)" in English).
    pub said: crate::game::Said,
    /// The component's piles it takes from (counting from 0), with how much.
    pub takes: Vec<(usize, Natural)>,
    /// The component's coordinates after the move.
    pub to: Vec<Natural>,
}

/// A position of a game that can take part in a sum.
pub trait Component {
    /// The Grundy value of this position.
    fn grundy(&self) -> Natural;

    /// Every move from this position to a position whose Grundy value is
    /// `target` (there may be none, one or several).
    fn moves_to_value(&self, target: &Natural) -> Vec<ComponentMove>;
}

/// A winning move of a sum: in which component, the move there, and the value
/// that component has after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// The component, counting from 0.
    pub component: usize,
    /// The move inside it.
    pub inner: ComponentMove,
    /// The component's Grundy value after the move: its old value XOR X.
    pub value: Natural,
}

/// A sum's values, nim-sum and every winning move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis {
    /// Each component's Grundy value.
    pub values: Vec<Natural>,
    /// X, their nim-sum: the sum's value.
    pub nim_sum: Natural,
    /// Every winning move, component by component (empty iff X = 0).
    pub moves: Vec<SumMove>,
}

/// The nim-sum of the components' values: the sum's Grundy value, 0 exactly
/// when the player to move loses.
pub fn nim_sum(components: &[&dyn Component]) -> Natural {
    components.iter().fold(Natural::ZERO, |x, c| x ^ c.grundy())
}

/// The nim-sum of the components' values and every winning move: in each
/// component i, every move to a position of value Gᵢ ⊕ X.
///
/// ```
/// use wythoff::nim::Heap;
/// use wythoff::sum::{analyse, Component};
/// // 3 + 5 + 6: nim-sum 0, no winning move.
/// let heaps = [Heap(3u8.into()), Heap(5u8.into()), Heap(6u8.into())];
/// let parts: Vec<&dyn Component> = heaps.iter().map(|h| h as &dyn Component).collect();
/// assert!(analyse(&parts).moves.is_empty());
/// ```
pub fn analyse(components: &[&dyn Component]) -> SumAnalysis {
    let values: Vec<Natural> = components.iter().map(|c| c.grundy()).collect();
    let nim_sum = values.iter().fold(Natural::ZERO, |x, g| x ^ g);
    let mut moves = Vec::new();
    if nim_sum != Natural::ZERO {
        for (i, (component, g)) in components.iter().zip(&values).enumerate() {
            let target = g ^ &nim_sum;
            for inner in component.moves_to_value(&target) {
                moves.push(SumMove { component: i, inner, value: target.clone() });
            }
        }
    }
    SumAnalysis { values, nim_sum, moves }
}

//! Wythoff's game as a component of a sum, at a position with one pile within
//! proven rows: its Grundy value and every move to a given value.

use super::rows::CertifiedRows;

/// A position of Wythoff's game as a component of a sum of games
/// ([`crate::sum`]), with its smaller pile within proven rows.
///
/// Every move to a given value is found without listing the moves: with
/// m = min(a, b) and M the other pile, the moves that lower m, and the diagonal
/// moves, go to rows below m (at most 2m of them, each read through the proven
/// rows); the moves that lower M stay in row m, where each value occurs once and
/// G(m, c) ∈ [c − 2m, c + m], so only the columns within 2m of the value need
/// looking at (and the moves that take M below m lead to rows below m).
#[derive(Clone, Debug)]
pub struct WythoffPosition<'a> {
    rows: &'a CertifiedRows,
    piles: [crate::Natural; 2],
}

impl<'a> WythoffPosition<'a> {
    /// The position (a, b), if min(a, b) is within the proven rows.
    pub fn new(rows: &'a CertifiedRows, piles: [crate::Natural; 2]) -> Option<WythoffPosition<'a>> {
        let min = piles[0].clone().min(piles[1].clone());
        (min <= crate::Natural::from(rows.proof.max_row)).then_some(WythoffPosition { rows, piles })
    }

    /// G(x, y) for any (x, y) with min(x, y) within the rows.
    fn value(&self, x: &crate::Natural, y: &crate::Natural) -> crate::Natural {
        let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
        let row = usize::try_from(lo).expect("within the proven rows");
        self.rows.value(row, hi)
    }
}

impl crate::sum::Component for WythoffPosition<'_> {
    fn grundy(&self) -> crate::Natural {
        self.value(&self.piles[0], &self.piles[1])
    }

    fn moves_to_value(&self, target: &crate::Natural) -> Vec<crate::sum::ComponentMove> {
        use crate::game::GameMove;
        use crate::wythoff::{Move, MoveKind};
        use crate::Natural;
        let [a, b] = &self.piles;
        let mut moves: Vec<Move> = Vec::new();
        let mut consider = |kind: MoveKind, take: Natural| {
            let to = match kind {
                MoveKind::Pile1 => [a - &take, b.clone()],
                MoveKind::Pile2 => [a.clone(), b - &take],
                MoveKind::Both => [a - &take, b - &take],
            };
            if self.value(&to[0], &to[1]) == *target {
                moves.push(Move { kind, take, to });
            }
        };
        // Which pile is the smaller, m, and which the larger, M.
        let (small_kind, large_kind, m, big) = if a <= b {
            (MoveKind::Pile1, MoveKind::Pile2, a, b)
        } else {
            (MoveKind::Pile2, MoveKind::Pile1, b, a)
        };
        let m_rows = usize::try_from(m).expect("within the proven rows");
        // Diagonal moves: rows below m.
        for take in 1..=m_rows {
            consider(MoveKind::Both, Natural::from(take));
        }
        // Lowering the smaller pile: rows below m.
        for take in 1..=m_rows {
            consider(small_kind, Natural::from(take));
        }
        // Lowering the larger pile to c < m: rows below m.
        let below = big - m;
        for c in 0..m_rows {
            consider(large_kind, &below + (m_rows - c));
        }
        // Lowering the larger pile to c ≥ m: row m, where value t can only be in
        // columns c ∈ [t − m, t + 2m] (as c − 2m ≤ G(m, c) ≤ c + m).
        let lowest = if *target >= Natural::from(m_rows) { target - m_rows } else { Natural::ZERO };
        let lowest = lowest.max(m.clone());
        let mut c = lowest;
        let highest = target + 2 * m_rows;
        while c <= highest && c < *big {
            consider(large_kind, big - &c);
            c += 1u8;
        }
        // Listed as moves are everywhere: diagonal, then pile 1, then pile 2, each
        // by increasing take.
        moves.sort_by(|x, y| {
            let rank = |k: MoveKind| match k {
                MoveKind::Both => 0,
                MoveKind::Pile1 => 1,
                MoveKind::Pile2 => 2,
            };
            (rank(x.kind), &x.take).cmp(&(rank(y.kind), &y.take))
        });
        moves
            .into_iter()
            .map(|m| crate::sum::ComponentMove { text: m.to_string(), takes: m.takes(), to: m.to.to_vec() })
            .collect()
    }
}

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
        use crate::Natural;
        use crate::wythoff::{Move, MoveKind};
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
        listed(moves)
    }
}

/// A position of Wythoff's game as a component of a sum ([`crate::sum`]),
/// computed from the rules: rows 0..=m column by column up to M, with
/// m = min(a, b) and M = max(a, b), (m + 1)·(M + 1) cells. For positions beyond
/// the proven rows; the caller bounds the cells.
///
/// Its value is [`super::direct`]. The moves to a value t come from one more
/// sweep, which reads each option as it passes: row m at every column below M
/// (lowering the larger pile), the diagonal cells (m − s, M − s), and column M
/// below row m (lowering the smaller pile).
///
/// ```
/// use wythoff::sum::Component;
/// use wythoff::wythoff_grundy::{direct, DirectPosition};
/// let p = DirectPosition::new([3, 10]);
/// assert_eq!(p.grundy(), 8u8.into());
/// for m in p.moves_to_value(&2u8.into()) {
///     assert_eq!(direct(m.to[0].clone().try_into().unwrap(), m.to[1].clone().try_into().unwrap()), 2);
/// }
/// ```
#[derive(Clone, Debug)]
pub struct DirectPosition {
    piles: [u64; 2],
}

impl DirectPosition {
    /// The position (a, b).
    pub fn new(piles: [u64; 2]) -> DirectPosition {
        DirectPosition { piles }
    }
}

impl crate::sum::Component for DirectPosition {
    fn grundy(&self) -> crate::Natural {
        super::direct(self.piles[0], self.piles[1]).into()
    }

    fn moves_to_value(&self, target: &crate::Natural) -> Vec<crate::sum::ComponentMove> {
        use crate::Natural;
        use crate::wythoff::{Move, MoveKind};
        let [a, b] = self.piles;
        // Every value here is at most a + b.
        let Some(t) = u64::try_from(target).ok().filter(|&t| t <= a + b) else { return Vec::new() };
        let (small_kind, large_kind, m, big) = if a <= b {
            (MoveKind::Pile1, MoveKind::Pile2, a, b)
        } else {
            (MoveKind::Pile2, MoveKind::Pile1, b, a)
        };
        let (m_row, t) = (m as usize, t as i64);
        let mut moves = Vec::new();
        let mut push = |kind: MoveKind, take: u64| {
            let take_n = Natural::from(take);
            let to = match kind {
                MoveKind::Pile1 => [Natural::from(a - take), Natural::from(b)],
                MoveKind::Pile2 => [Natural::from(a), Natural::from(b - take)],
                MoveKind::Both => [Natural::from(a - take), Natural::from(b - take)],
            };
            moves.push(Move { kind, take: take_n, to });
        };
        let mut columns = super::Columns::new(m_row);
        while columns.next_column() <= big {
            let c = columns.next_column();
            columns.step();
            let value = |row: usize| columns.last()[row] + c as i64;
            if c < big {
                // Lowering the larger pile to c.
                if value(m_row) == t {
                    push(large_kind, big - c);
                }
                // The diagonal: (m − s, M − s) with s = M − c.
                let s = big - c;
                if s <= m && value(m_row - s as usize) == t {
                    push(MoveKind::Both, s);
                }
            } else {
                // Lowering the smaller pile to r < m.
                for r in 0..m_row {
                    if value(r) == t {
                        push(small_kind, m - r as u64);
                    }
                }
            }
        }
        listed(moves)
    }
}

/// The moves as a component lists them, in the order moves are listed
/// everywhere: diagonal, then pile 1, then pile 2, each by increasing take.
fn listed(mut moves: Vec<crate::wythoff::Move>) -> Vec<crate::sum::ComponentMove> {
    use crate::game::GameMove;
    use crate::wythoff::MoveKind;
    let rank = |k: MoveKind| match k {
        MoveKind::Both => 0,
        MoveKind::Pile1 => 1,
        MoveKind::Pile2 => 2,
    };
    moves.sort_by(|x, y| (rank(x.kind), &x.take).cmp(&(rank(y.kind), &y.take)));
    moves
        .into_iter()
        .map(|m| crate::sum::ComponentMove { said: m.said(), takes: m.takes(), to: m.to.to_vec() })
        .collect()
}

//! Heaps of several heap games as one family, so that a misère sum mixing
//! them (a subtraction game's heap beside a nim-heap) has one quotient: heap n
//! of game i is numbered (n − 1)·k + i + 1 among k games (0 the empty heap),
//! so a move still leaves smaller numbers.

use super::HeapOptions;

/// Several heap games' heaps, numbered together.
pub struct Union<'a> {
    games: Vec<&'a dyn HeapOptions>,
}

impl<'a> Union<'a> {
    /// The heaps of `games`, in this order.
    pub fn new(games: Vec<&'a dyn HeapOptions>) -> Self {
        Union { games }
    }

    /// The number of heap `n` of game `game` (None past u64).
    ///
    /// ```
    /// use wythoff::misere::{HeapOptions, Union};
    /// use wythoff::nim::Nim;
    /// use wythoff::bash::Bash;
    /// let (nim, bash) = (Nim::default(), Bash { max_take: 2u8.into(), rule: wythoff::Rule::Misere });
    /// let union = Union::new(vec![&nim, &bash]);
    /// assert_eq!((union.number(0, 3), union.number(1, 3)), (Some(5), Some(6)));
    /// assert_eq!(union.heap(6), (1, 3));
    /// // Bash's heap of 3 (number 6) moves to its heaps of 2 and 1 (4 and 2).
    /// let mut to = Vec::new();
    /// union.heap_options(6, &mut |parts| to.push(parts.to_vec()));
    /// assert_eq!(to, [vec![4], vec![2]]);
    /// ```
    pub fn number(&self, game: usize, n: u64) -> Option<u64> {
        let k = self.games.len() as u64;
        if n == 0 { Some(0) } else { (n - 1).checked_mul(k)?.checked_add(game as u64 + 1) }
    }

    /// (game, heap) of number `x` ≥ 1.
    pub fn heap(&self, x: u64) -> (usize, u64) {
        let k = self.games.len() as u64;
        (((x - 1) % k) as usize, (x - 1) / k + 1)
    }
}

impl HeapOptions for Union<'_> {
    fn heap_options(&self, x: u64, f: &mut dyn FnMut(&[u64])) {
        if x == 0 {
            return;
        }
        let (game, n) = self.heap(x);
        self.games[game].heap_options(n, &mut |parts| {
            let numbered: Vec<u64> =
                parts.iter().map(|&p| self.number(game, p).expect("a part is below its heap")).collect();
            f(&numbered)
        });
    }

    /// One game's reach (its heaps are numbered as themselves); none for a
    /// union of more.
    fn move_reach(&self) -> Option<u64> {
        match self.games.as_slice() {
            [one] => one.move_reach(),
            _ => None,
        }
    }
}

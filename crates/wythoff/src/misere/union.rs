//! Heaps of several heap games as one family, so that a misère sum mixing
//! them (a subtraction game's heap beside a nim-heap) has one quotient: heap n
//! of game i is numbered (n − 1)·k + i + 1 among k games (0 the empty heap),
//! so a move still leaves smaller numbers. A game may be *capped*: its heaps
//! above the cap are never played (none has a move), so the family is the
//! game's heaps up to the cap, which keeps the quotient small for a game
//! whose quotient never repeats (Nim's grows with every power of two).

use super::{Family, HeapOptions};

/// Several heap games' heaps, numbered together.
pub struct Union<'a> {
    games: Vec<&'a dyn HeapOptions>,
    caps: Vec<Option<u64>>,
}

impl<'a> Union<'a> {
    /// The heaps of `games`, in this order.
    pub fn new(games: Vec<&'a dyn HeapOptions>) -> Self {
        let caps = vec![None; games.len()];
        Union { games, caps }
    }

    /// The heaps of `games`, game i's only up to `caps[i]` where it has one.
    ///
    /// ```
    /// use wythoff::misere::{HeapOptions, Quotient, Union};
    /// use wythoff::nim::Nim;
    /// use wythoff::octal::OctalCode;
    /// let (code, nim): (OctalCode, Nim) = ("0.75".parse().unwrap(), Nim::default());
    /// // 0.75's heaps of any size beside nim-heaps up to 3: certified for
    /// // every heap of 0.75, as 0.75 alone is.
    /// let union = Union::capped(vec![&code, &nim], vec![None, Some(3)]);
    /// let q = Quotient::covering(&union, 60, &mut (1 << 26)).unwrap();
    /// assert!(q.stable().is_some());
    /// ```
    pub fn capped(games: Vec<&'a dyn HeapOptions>, caps: Vec<Option<u64>>) -> Self {
        assert_eq!(games.len(), caps.len(), "a cap or none for each game");
        Union { games, caps }
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
        if self.caps[game].is_some_and(|cap| n > cap) {
            return;
        }
        self.games[game].heap_options(n, &mut |parts| {
            let numbered: Vec<u64> =
                parts.iter().map(|&p| self.number(game, p).expect("a part is below its heap")).collect();
            f(&numbered)
        });
    }

    /// One game's reach (its heaps are numbered as themselves); none for a
    /// union of more (each family has its own: [`HeapOptions::families`]).
    fn move_reach(&self) -> Option<u64> {
        match (self.games.as_slice(), self.caps.as_slice()) {
            ([one], [None]) => one.move_reach(),
            _ => None,
        }
    }

    fn families(&self) -> Vec<Family> {
        self.games
            .iter()
            .zip(&self.caps)
            .map(|(game, cap)| match (cap, game.move_reach()) {
                (Some(cap), _) => Family::Capped(*cap),
                (None, Some(k)) => Family::Reach(k),
                (None, None) => Family::Unbounded,
            })
            .collect()
    }
}

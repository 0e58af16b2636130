//! Misère outcomes of sums of heaps by the definition alone: a sum is a
//! misère P-position when it has a move and every move leads to an
//! N-position (a player who cannot move has won). The slow answer, kept for
//! sums no quotient covers.

use std::collections::HashMap;

use super::{HeapOptions, TooLarge};

/// Misère outcomes of sums of one game's heaps, remembered, at most `limit`
/// sums.
pub struct MisereSearch<'g, G: HeapOptions + ?Sized> {
    game: &'g G,
    memo: HashMap<Vec<u64>, bool>,
    options: HashMap<u64, Vec<Vec<u64>>>,
    limit: u64,
}

impl<'g, G: HeapOptions + ?Sized> MisereSearch<'g, G> {
    /// A search of `game`'s sums that remembers at most `limit` sums and
    /// heaps' moves.
    pub fn new(game: &'g G, limit: u64) -> Self {
        MisereSearch { game, memo: HashMap::new(), options: HashMap::new(), limit }
    }

    /// Is the sum of `heaps` a misère P-position?
    ///
    /// ```
    /// use wythoff::misere::MisereSearch;
    /// use wythoff::octal::OctalCode;
    /// let kayles: OctalCode = "0.77".parse().unwrap();
    /// let mut search = MisereSearch::new(&kayles, 1 << 20);
    /// // One heap of 1: the player to move must take it, and loses.
    /// assert!(search.is_p(&[1]).unwrap());
    /// assert!(!search.is_p(&[1, 1]).unwrap());
    /// ```
    pub fn is_p(&mut self, heaps: &[u64]) -> Result<bool, TooLarge> {
        let mut sum: Vec<u64> = Vec::with_capacity(heaps.len());
        for &h in heaps {
            if !self.moves(h)?.is_empty() {
                sum.push(h);
            }
        }
        sum.sort_unstable();
        self.sorted(sum)
    }

    fn moves(&mut self, h: u64) -> Result<&[Vec<u64>], TooLarge> {
        if !self.options.contains_key(&h) {
            let mut moves = Vec::new();
            self.game.heap_options(h, &mut |parts| moves.push(parts.to_vec()));
            if (self.options.len() + self.memo.len()) as u64 >= self.limit {
                return Err(TooLarge { limit: self.limit });
            }
            self.options.insert(h, moves);
        }
        Ok(&self.options[&h])
    }

    fn sorted(&mut self, sum: Vec<u64>) -> Result<bool, TooLarge> {
        if let Some(&p) = self.memo.get(&sum) {
            return Ok(p);
        }
        if (self.options.len() + self.memo.len()) as u64 >= self.limit {
            return Err(TooLarge { limit: self.limit });
        }
        if self.memo.len().is_multiple_of(4096) {
            crate::cancel::check();
        }
        let mut p = !sum.is_empty();
        'all: for i in 0..sum.len() {
            if i > 0 && sum[i] == sum[i - 1] {
                continue;
            }
            let moves = self.moves(sum[i])?.to_vec();
            for parts in moves {
                let mut to: Vec<u64> = sum[..i].iter().chain(&sum[i + 1..]).copied().collect();
                for &k in &parts {
                    if !self.moves(k)?.is_empty() {
                        to.push(k);
                    }
                }
                to.sort_unstable();
                if self.sorted(to)? {
                    p = false;
                    break 'all;
                }
            }
        }
        self.memo.insert(sum, p);
        Ok(p)
    }
}

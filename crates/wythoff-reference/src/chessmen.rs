//! Georgia and Bob (POJ 1704) from its rule, slowly: chessmen on distinct
//! squares 1, 2, …; a move takes one chessman at least one square left, not
//! onto or over another, not past square 1; whoever cannot move loses. The game
//! tree, searched over sorted lists of squares, with no theory.

use std::collections::HashMap;

/// Does the player to move lose from these squares (distinct, each ≥ 1)?
pub fn is_p(squares: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = squares.to_vec();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let mut p = true;
    'moves: for i in 0..key.len() {
        let lowest = if i == 0 { 1 } else { key[i - 1] + 1 };
        for to in lowest..key[i] {
            let mut next = key.clone();
            next[i] = to;
            if is_p(&next, memo) {
                p = false;
                break 'moves;
            }
        }
    }
    memo.insert(key, p);
    p
}

//! Sprague–Grundy values of restricted Wythoff (normal play): closed forms for
//! m = 1 and m = 2 at any size, and the table of any m by the mex rule.
//!
//! **Rule** (as [`crate::restricted_wythoff`]): a move takes t, 1 ≤ t ≤ m, from
//! one pile, or the same t from both. A position has at most 3m options, so
//! every value is at most 3m.
//!
//! **Theorem 1** (m = 2, proved here). G(x, y) = (x + y) mod 3.
//!
//! *Proof*, by induction on x + y. Write r = (x + y) mod 3. A move lowers x + y
//! by 1 or 2 (one pile) or by 2 or 4 (both piles), so never by a multiple of
//! 3: no option has value r, and every option's value is at most 2. If r ≥ 1,
//! taking 1 from a nonempty pile lowers the sum by 1 (value r − 1). If r = 2,
//! x + y ≥ 2, so some move lowers the sum by 2 (take 2 from a pile holding 2,
//! or 1 from each pile), value 0. So the options hold every value below r and
//! not r: G = r. ∎
//!
//! **Theorem 2** (m = 1, proved here). With a = min(x, y) and b = max(x, y):
//! G = 0 if a and b are even, 2 if both are odd, 1 if a is even and b odd,
//! and 3 if a is odd and b even (then a < b).
//!
//! *Proof*, by induction on x + y; every move changes the parity of one pile or
//! of both, so no option has both parities as the position has. *Both even*:
//! the value 0 is the one class not reached, so G = 0. *Both odd*: (x − 1,
//! y − 1) is both even (0); from the smaller pile a, (a − 1, b) has its
//! smaller pile a − 1 even and b odd (1); no option is both odd: G = 2. *a even,
//! b odd*: (a, b − 1) is both even (0); (a − 1, b) is both odd (2); (a − 1,
//! b − 1) has a − 1 odd below b − 1 even (3); no option is (even, odd) with the
//! even pile smaller, so 1 is missing: G = 1. *a odd, b even*, a < b: (a − 1,
//! b) is both even (0), (a − 1, b − 1) has a − 1 even below b − 1 odd (1),
//! (a, b − 1) is both odd (2), and nothing is 3: G = 3. ∎
//!
//! For m ≥ 3 no closed form is known here: the rows are irregular near the
//! diagonal (m = 3 already reaches 8 by side 16). [`table`] computes any m by
//! the mex rule, O(side² · m); both theorems and the table are checked
//! against the slow solver (`wythoff_reference::RestrictedWythoff`), which
//! knows only the moves (`tests/restricted_grundy.rs`).

use crate::nat::Natural;

/// G(x, y) of restricted Wythoff with bound `m` from a closed form, for m = 1
/// and m = 2 (Theorems 1 and 2); `None` for m ≥ 3 (see [`table`]).
///
/// ```
/// use wythoff::{Natural, restricted_grundy::closed_form};
/// let big = Natural::from(10u8).pow(30);
/// assert_eq!(closed_form(&2u8.into(), &big, &1u8.into()), Some(2u8.into()));
/// assert_eq!(closed_form(&1u8.into(), &3u8.into(), &4u8.into()), Some(3u8.into()));
/// assert_eq!(closed_form(&3u8.into(), &1u8.into(), &1u8.into()), None);
/// ```
pub fn closed_form(m: &Natural, x: &Natural, y: &Natural) -> Option<Natural> {
    if *m == Natural::from(2u8) {
        return Some(((x + y) % 3u8).into());
    }
    if *m != Natural::ONE {
        return None;
    }
    let (a, b) = if x <= y { (x, y) } else { (y, x) };
    let value: u8 = match (a % 2u8 == 1, b % 2u8 == 1) {
        (false, false) => 0,
        (true, true) => 2,
        (false, true) => 1,
        (true, false) => 3,
    };
    Some(value.into())
}

/// The values G(x, y) for x, y below `side`, at `x * side + y`, by the mex
/// rule over the at most 3m options (m ≥ 1; an m above the side moves as
/// m = side − 1 does inside the square).
///
/// ```
/// let values = wythoff::restricted_grundy::table(3, 4);
/// // Row x = 1: G(1, 0..4).
/// assert_eq!(&values[4..8], &[1, 2, 0, 4]);
/// ```
pub fn table(m: u64, side: usize) -> Vec<u32> {
    let m = usize::try_from(m).unwrap_or(usize::MAX).min(side.saturating_sub(1)).max(1);
    let mut values = vec![0u32; side * side];
    // seen[v] == stamp: value v is an option of the current square.
    let mut seen = vec![0usize; 3 * m + 2];
    let mut stamp = 0usize;
    for x in 0..side {
        for y in 0..side {
            stamp += 1;
            for t in 1..=m {
                if t <= x {
                    seen[values[(x - t) * side + y] as usize] = stamp;
                    if t <= y {
                        seen[values[(x - t) * side + y - t] as usize] = stamp;
                    }
                }
                if t <= y {
                    seen[values[x * side + y - t] as usize] = stamp;
                }
            }
            let g = seen.iter().position(|&s| s != stamp).expect("at most 3m options");
            values[x * side + y] = g as u32;
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_forms_agree_with_the_table() {
        for m in 1..=2u64 {
            let side = 40;
            let values = table(m, side);
            for x in 0..side {
                for y in 0..side {
                    let g = closed_form(&m.into(), &(x as u64).into(), &(y as u64).into()).unwrap();
                    assert_eq!(g, Natural::from(values[x * side + y]), "m = {m}, ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn a_bound_beyond_the_square_moves_as_the_square_allows() {
        assert_eq!(table(u64::MAX, 12), table(11, 12));
        assert_eq!(table(5, 1), vec![0]);
        assert!(table(5, 0).is_empty());
    }
}

//! The candidates' monoid while a quotient grows: the old quotient times a
//! cyclic monoid for each heap set free (see [`super::Quotient`]).

use super::Quotient;

/// The old quotient times cyclic monoids (index, period), an element numbered
/// base + order · (e₁ + s₁ · (e₂ + …)).
pub(super) struct Product<'a> {
    pub(super) base: &'a Quotient,
    pub(super) cycles: &'a [(u32, u32)],
}

impl Product<'_> {
    /// The generator of cyclic component j.
    pub(super) fn unit(&self, j: usize) -> u64 {
        let stride: u64 = self.cycles[..j].iter().map(|&(i, p)| u64::from(i + p)).product();
        self.base.order() as u64 * stride
    }

    pub(super) fn product(&self, x: u64, y: u64) -> u64 {
        let order = self.base.order() as u64;
        let mut z = u64::from(self.base.product((x % order) as u32, (y % order) as u32));
        let (mut x, mut y, mut stride) = (x / order, y / order, order);
        for &(index, period) in self.cycles {
            let size = u64::from(index + period);
            let mut e = x % size + y % size;
            if e >= size {
                e = u64::from(index) + (e - u64::from(index)) % u64::from(period);
            }
            z += e * stride;
            stride *= size;
            x /= size;
            y /= size;
        }
        z
    }
}

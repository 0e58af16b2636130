//! The candidates' monoid while a quotient grows: the old quotient times a
//! cyclic monoid for each heap set free (see [`super::candidate`]).

use super::Quotient;

/// The old quotient times cyclic monoids (index, period), an element numbered
/// base + order · (e₁ + s₁ · (e₂ + …)), s_j = index_j + period_j.
pub(super) struct Product<'a> {
    pub(super) base: &'a Quotient,
    pub(super) cycles: &'a [(u32, u32)],
}

impl Product<'_> {
    /// x times the generator of cyclic component j: its exponent e becomes
    /// e + 1, or the index where e + 1 would leave the cycle.
    pub(super) fn times_unit(&self, x: u64, j: usize) -> u64 {
        let stride: u64 = self.base.order() as u64
            * self.cycles[..j].iter().map(|&(i, p)| u64::from(i + p)).product::<u64>();
        let (index, period) = self.cycles[j];
        let size = u64::from(index + period);
        let e = (x / stride) % size;
        let next = if e + 1 == size { u64::from(index) } else { e + 1 };
        x - e * stride + next * stride
    }

    /// x times an element g of the base (a heap's element).
    pub(super) fn times_base(&self, x: u64, g: u32) -> u64 {
        let order = self.base.order() as u64;
        let b = x % order;
        x - b + u64::from(self.base.times(b as u32, g))
    }
}

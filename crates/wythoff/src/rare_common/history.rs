//! A run's values: all of them, or, with a [`Window`], the first few and the
//! last many, the rest let go once the caller has saved them (and read back
//! from an [`Archive`] when needed).

use std::borrow::Cow;

/// What a run keeps of its values: G(0), …, G(first − 1), and the last
/// `last` (more, up to twice as many, between the moments it lets go). A
/// value outside them that the run needs again (a sparse position's partner,
/// a scan's split, the sparse positions of a new space) stops it
/// ([`super::Stopped::Forgotten`]); a window at least twice the largest sparse
/// position and a prefix longer than the longest scan never do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    /// The first values kept.
    pub first: usize,
    /// The last values kept.
    pub last: usize,
}

impl Window {
    /// Bytes of memory the kept values take at most (two a value).
    pub fn bytes(&self) -> u64 {
        2 * (self.first as u64 + 2 * self.last as u64)
    }
}

/// Where a run with a window reads back the values it let go: a file of
/// them, say ([`super::Engine::set_archive`]).
pub trait Archive: Send {
    /// G(from), …, G(to − 1), or `None` if it cannot give them.
    fn read(&mut self, from: usize, to: usize) -> Option<Vec<u16>>;
}

/// The values a run keeps.
#[derive(Default)]
pub(crate) struct History {
    /// G(start), G(start + 1), …: every value when `start` is 0.
    tail: Vec<u16>,
    start: usize,
    /// G(0), … G(window.first − 1), once `start` is past them.
    first: Vec<u16>,
    window: Option<Window>,
    /// Values below this may be let go (the caller has them).
    saved: usize,
    archive: Option<Box<dyn Archive>>,
}

impl History {
    /// How many values there are.
    pub fn len(&self) -> usize {
        self.start + self.tail.len()
    }

    pub fn set_archive(&mut self, archive: Option<Box<dyn Archive>>) {
        self.archive = archive;
    }

    pub fn set_window(&mut self, window: Option<Window>) {
        self.window = window;
        self.forget();
    }

    /// Values below `k` may be let go.
    pub fn saved_to(&mut self, k: usize) {
        self.saved = self.saved.max(k);
        self.forget();
    }

    pub fn extend(&mut self, values: &[u16]) {
        self.tail.extend_from_slice(values);
        self.forget();
    }

    pub fn reserve(&mut self, len: usize) {
        let room = match self.window {
            Some(w) => (w.first + 2 * w.last).min(len),
            None => len,
        };
        self.tail.reserve_exact(room.saturating_sub(self.len()));
    }

    /// Lets go of what the window and the caller allow, once the tail is
    /// twice the window (so each value moves once): the first values are
    /// copied apart the first time.
    fn forget(&mut self) {
        let Some(w) = self.window else { return };
        let to = self.saved.min(self.len().saturating_sub(w.last));
        if to <= self.start.max(w.first) || self.tail.len() < 2 * w.last.max(1) {
            return;
        }
        if self.start == 0 {
            self.first = self.tail[..w.first].to_vec();
        }
        self.tail.drain(..to - self.start);
        self.start = to;
    }

    /// The first value not kept among G(from), …, G(to − 1), if one is not.
    fn missing(&self, from: usize, to: usize) -> Option<usize> {
        if self.start == 0 || from >= self.start || to <= self.first.len() {
            return None;
        }
        let m = from.max(self.first.len());
        (m < self.start).then_some(m)
    }

    /// G(from), …, G(to − 1), or the first of them not kept. (The first
    /// values kept and the tail never meet: a range across both misses some.)
    pub fn range(&self, from: usize, to: usize) -> Result<&[u16], usize> {
        if let Some(m) = self.missing(from, to) {
            Err(m)
        } else if from >= self.start {
            Ok(&self.tail[from - self.start..to - self.start])
        } else {
            Ok(&self.first[from..to])
        }
    }

    /// G(x), or x if it is not kept.
    #[cfg(test)]
    pub fn get(&self, x: usize) -> Result<u16, usize> {
        self.range(x, x + 1).map(|v| v[0])
    }

    /// G(from), …, G(to − 1), kept or read back from the archive; or the
    /// first not kept when there is no archive or it cannot give them.
    pub fn fetch(&mut self, from: usize, to: usize) -> Result<Cow<'_, [u16]>, usize> {
        match self.missing(from, to) {
            None => self.range(from, to).map(Cow::Borrowed),
            Some(m) => match self.archive.as_mut().and_then(|a| a.read(from, to)) {
                Some(v) if v.len() == to - from => Ok(Cow::Owned(v)),
                _ => Err(m),
            },
        }
    }

    /// G(x), kept or read back.
    pub fn fetch_one(&mut self, x: usize) -> Result<u16, usize> {
        self.fetch(x, x + 1).map(|v| v[0])
    }

    /// Every value, when all are kept.
    pub fn all(&self) -> Option<&[u16]> {
        (self.start == 0).then_some(&self.tail[..])
    }

    /// The values from `start` on, and `start`.
    pub fn kept(&self) -> (usize, &[u16]) {
        (self.start, &self.tail)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_keeps_the_first_and_the_last_once_they_are_saved() {
        let mut h = History::default();
        h.set_window(Some(Window { first: 10, last: 100 }));
        for chunk in (0..1000u16).collect::<Vec<_>>().chunks(7) {
            h.extend(chunk);
        }
        // Nothing saved: everything kept.
        assert_eq!(h.all().map(|v| v.len()), Some(1000));
        h.saved_to(500);
        let (start, tail) = h.kept();
        assert_eq!((start, tail.len(), h.len()), (500, 500, 1000));
        assert_eq!(h.range(3, 10), Ok(&[3, 4, 5, 6, 7, 8, 9][..]));
        assert_eq!(h.range(9, 11), Err(10));
        assert_eq!(h.range(499, 501), Err(499));
        assert_eq!(h.get(750), Ok(750));
        assert_eq!(h.get(1000 - 1), Ok(999));
        assert!(h.all().is_none());
        // Saved further: the last 100 stay, once the tail is 200 long.
        h.saved_to(1000);
        assert_eq!(h.kept().0, 900);
        // Past the window and saved: let go as the tail reaches twice it.
        h.extend(&[7; 150]);
        assert_eq!((h.kept().0, h.len()), (1000, 1150));
        h.saved_to(1150);
        assert_eq!(h.kept().0, 1000);
        h.extend(&[8; 100]);
        assert_eq!((h.kept().0, h.len()), (1150, 1250));
        assert_eq!(h.range(0, 10).map(|v| v.to_vec()), Ok((0..10).collect::<Vec<u16>>()));
    }
}

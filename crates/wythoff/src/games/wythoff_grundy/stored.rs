//! Proven rows stored as bytes, and read back: a versioned format
//! ([`STORED_VERSION`]) that is checked, never misread: another version, a
//! wrong length or a checksum that does not match is refused.

use super::rows::{CertifiedRows, Columns, MAX_CERTIFIED_ROWS, RowPeriod, RowProof};

/// Why stored rows were refused ([`CertifiedRows::from_bytes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoredRowsError {
    /// Not this format, or another version of it.
    Format(String),
    /// The checksum does not match: the bytes changed.
    Checksum,
    /// The numbers do not fit together (a period that does not divide the
    /// proven one, a preperiod past the repeat, lengths).
    Shape(String),
    /// Recomputing from the stored data gave other values or another state.
    Recomputed(String),
}

impl std::fmt::Display for StoredRowsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoredRowsError::Format(why) => write!(f, "not a stored-rows file of this version: {why}"),
            StoredRowsError::Checksum => write!(f, "the checksum does not match: the file changed"),
            StoredRowsError::Shape(why) => write!(f, "the stored numbers do not fit together: {why}"),
            StoredRowsError::Recomputed(why) => {
                write!(f, "recomputing from the stored state disagrees: {why}")
            }
        }
    }
}

impl std::error::Error for StoredRowsError {}

/// The stored format's first bytes, and its version.
const STORED_MAGIC: &[u8; 16] = b"wythoff-rows\0\0\0\0";
/// The version of the stored format; files of another version are refused.
pub const STORED_VERSION: u32 = 1;
/// Columns recomputed from column 0 when stored rows are checked, beyond 2A.
const CHECKED_FROM_START: u64 = 1024;

/// FNV-1a, 64 bits: a checksum that any changed byte changes (with
/// overwhelming likelihood), stable across versions of Rust.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

/// Reads little-endian numbers from stored bytes, refusing to read past the
/// end.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], StoredRowsError> {
        if self.bytes.len() < n {
            return Err(StoredRowsError::Format("it ends too soon".into()));
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    fn u64(&mut self) -> Result<u64, StoredRowsError> {
        Ok(u64::from_le_bytes(self.take(8)?.try_into().expect("8 bytes")))
    }
}

impl CertifiedRows {
    /// The stored form: format marker and version, A, the repeat and its state,
    /// each row's period and values, and a checksum; all little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let p = &self.proof;
        let mut out = Vec::new();
        out.extend_from_slice(STORED_MAGIC);
        out.extend_from_slice(&STORED_VERSION.to_le_bytes());
        for x in [p.max_row as u64, p.first, p.second, p.state.len() as u64] {
            out.extend_from_slice(&x.to_le_bytes());
        }
        for r in &p.rows {
            out.extend_from_slice(&r.preperiod.to_le_bytes());
            out.extend_from_slice(&r.period.to_le_bytes());
        }
        for w in &p.state {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for row in &self.offsets {
            for h in row {
                out.extend_from_slice(&h.to_le_bytes());
            }
        }
        let checksum = fnv1a(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// Reads and checks stored rows. A file is refused unless:
    /// - it is this format and version, and its checksum matches (a changed
    ///   byte anywhere is caught);
    /// - its numbers fit together: first ≥ 2A, every row's period divides
    ///   second − first and its preperiod is at most first, and every row keeps
    ///   its values up to preperiod + period;
    /// - the repeat is proven again: the columns run from the stored state at
    ///   `first` to `second` give exactly the stored values (through each row's
    ///   period) and return to the stored state;
    /// - the first 2A + 1024 columns, computed from column 0, give exactly the
    ///   stored values.
    ///
    /// What is not derived again is that the stored state is the one the
    /// columns reach from column 0 (that is the cold computation); the checksum
    /// stands guard over it and the values before it.
    pub fn from_bytes(bytes: &[u8]) -> Result<CertifiedRows, StoredRowsError> {
        use StoredRowsError::{Checksum, Format, Recomputed, Shape};
        if bytes.len() < STORED_MAGIC.len() + 4 + 8 || &bytes[..STORED_MAGIC.len()] != STORED_MAGIC {
            return Err(Format("it does not start with the format's marker".into()));
        }
        let (body, tail) = bytes.split_at(bytes.len() - 8);
        let mut r = Reader { bytes: &body[STORED_MAGIC.len()..] };
        let version = u32::from_le_bytes(r.take(4)?.try_into().expect("4 bytes"));
        if version != STORED_VERSION {
            return Err(Format(format!("version {version}, not {STORED_VERSION}")));
        }
        if fnv1a(body) != u64::from_le_bytes(tail.try_into().expect("8 bytes")) {
            return Err(Checksum);
        }
        let max_row = r.u64()?;
        if max_row > MAX_CERTIFIED_ROWS as u64 {
            return Err(Shape(format!("{max_row} rows")));
        }
        let max_row = max_row as usize;
        let (first, second, state_len) = (r.u64()?, r.u64()?, r.u64()?);
        if first < 2 * max_row as u64 || second <= first {
            return Err(Shape(format!("the repeat at columns {first} and {second}")));
        }
        let joint = second - first;
        let mut rows = Vec::with_capacity(max_row + 1);
        for a in 0..=max_row {
            let (preperiod, period) = (r.u64()?, r.u64()?);
            if period == 0 || joint % period != 0 || preperiod > first {
                return Err(Shape(format!("row {a}: period {period} from {preperiod}")));
            }
            rows.push(RowPeriod { preperiod, period });
        }
        let state_len = usize::try_from(state_len).map_err(|_| Shape("the state's length".into()))?;
        let state_bytes =
            r.take(state_len.checked_mul(8).ok_or_else(|| Shape("the state's length".into()))?)?;
        let state: Vec<u64> =
            state_bytes.chunks_exact(8).map(|w| u64::from_le_bytes(w.try_into().expect("8 bytes"))).collect();
        let mut offsets = Vec::with_capacity(max_row + 1);
        for row in &rows {
            let n =
                usize::try_from(row.preperiod + row.period).map_err(|_| Shape("a row's length".into()))?;
            let raw = r.take(n.checked_mul(2).ok_or_else(|| Shape("a row's length".into()))?)?;
            offsets.push(raw.chunks_exact(2).map(|h| i16::from_le_bytes([h[0], h[1]])).collect::<Vec<i16>>());
        }
        if !r.bytes.is_empty() {
            return Err(Format("bytes after the last row".into()));
        }
        let stored = CertifiedRows { proof: RowProof { max_row, first, second, state, rows }, offsets };
        // The value the stored data gives for column b of row a.
        let expected = |a: usize, b: u64| {
            let near = stored.proof.reduced(a, &crate::Natural::from(b));
            stored.offsets[a][near as usize] as i64
        };
        // The repeat, proven again from the stored state.
        let mut columns = Columns::from_state(max_row, first, &stored.proof.state)
            .ok_or_else(|| Shape("the state's length does not fit the rows".into()))?;
        while columns.next_column() < second {
            let b = columns.next_column();
            columns.step();
            if let Some(a) = (0..=max_row).find(|&a| columns.last()[a] != expected(a, b)) {
                return Err(Recomputed(format!("row {a}, column {b}")));
            }
        }
        if columns.state() != stored.proof.state {
            return Err(Recomputed(format!("the state at column {second} is not the one at {first}")));
        }
        // The first columns, from column 0.
        let mut columns = Columns::new(max_row);
        let checked = first.min(2 * max_row as u64 + CHECKED_FROM_START);
        while columns.next_column() < checked {
            let b = columns.next_column();
            columns.step();
            if let Some(a) = (0..=max_row).find(|&a| columns.last()[a] != expected(a, b)) {
                return Err(Recomputed(format!("row {a}, column {b}, computed from column 0")));
            }
        }
        Ok(stored)
    }
}

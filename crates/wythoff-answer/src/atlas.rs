//! The atlas of Wythoff's rows: each row's least preperiod and least period,
//! G(a, b + p) = G(a, b) + p for every b ≥ s, for rows 0..=A, all proven by one
//! joint proof ([`wythoff::wythoff_grundy::prove_rows`]) and kept in the
//! repository as `docs/atlas/wythoff-rows.tsv`, which `grundy rows` answers from
//! where it covers the rows asked.
//!
//! The file is text: comment lines (`# `) with the rows, the proof's two columns
//! and period, and a SHA-256 of the proof's state, then a header and one
//! tab-separated line per row, and last a SHA-256 of every line before it. A file
//! whose checksum does not match, or whose lines are out of shape, is refused:
//! the atlas is read only as written by [`RowAtlas::text`]. The state itself (a
//! few hundred kilobytes at 512 rows) is not kept; `grundy rows --recheck`
//! proves the rows again and compares every row, and where it finds the same repeat,
//! the state's checksum.

use sha2::{Digest, Sha256};
use wythoff::wythoff_grundy::{RowPeriod, RowProof};

/// The atlas in the repository (docs/atlas/wythoff-rows.tsv), built into the
/// program.
const EMBEDDED: &str = include_str!("../../../docs/atlas/wythoff-rows.tsv");

/// Where the atlas lives in the repository, as answers cite it.
pub const ATLAS_PATH: &str = "docs/atlas/wythoff-rows.tsv";

/// Rows 0..=`max_row` with their least preperiods and periods, and the joint
/// proof's columns and state checksum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowAtlas {
    /// The last row, A.
    pub max_row: usize,
    /// The states of rows 0..=A before columns `first` and `second` are equal.
    pub first: u64,
    /// See `first`.
    pub second: u64,
    /// The SHA-256 of that state, its words little-endian, in hex.
    pub state_sha256: String,
    /// Each row's least preperiod and period.
    pub rows: Vec<RowPeriod>,
}

/// The SHA-256 of a proof's state (its words, little-endian), in hex.
pub fn state_sha256(state: &[u64]) -> String {
    let mut hash = Sha256::new();
    for word in state {
        hash.update(word.to_le_bytes());
    }
    hex(&hash.finalize())
}

/// `text` with its checksum line appended (`# sha256: ` and the SHA-256 of
/// every line before it, in hex), as both atlases end.
pub(crate) fn sealed(mut text: String) -> String {
    let sum = hex(&Sha256::digest(text.as_bytes()));
    text.push_str(&format!("# sha256: {sum}\n"));
    text
}

/// The lines before the checksum line of a text [`sealed`] wrote, or why it
/// is refused: no checksum line last, or one that does not match.
pub(crate) fn unsealed(text: &str) -> Result<&str, String> {
    let body_end = text.trim_end_matches('\n').rfind('\n').map_or(0, |i| i + 1);
    let (body, last) = text.split_at(body_end);
    let sum = last
        .trim_end()
        .strip_prefix("# sha256: ")
        .ok_or("the last line is not the checksum (# sha256: …)")?;
    if hex(&Sha256::digest(body.as_bytes())) != sum {
        return Err("the checksum does not match: the atlas was changed".into());
    }
    Ok(body)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl RowAtlas {
    /// The atlas of a proof.
    pub fn of(proof: &RowProof) -> RowAtlas {
        RowAtlas {
            max_row: proof.max_row,
            first: proof.first,
            second: proof.second,
            state_sha256: state_sha256(&proof.state),
            rows: proof.rows.clone(),
        }
    }

    /// The atlas built into the program; None if the repository's file was
    /// refused when it was built in (a test keeps it readable).
    pub fn embedded() -> Option<&'static RowAtlas> {
        static ATLAS: std::sync::OnceLock<Option<RowAtlas>> = std::sync::OnceLock::new();
        ATLAS.get_or_init(|| RowAtlas::parse(EMBEDDED).ok()).as_ref()
    }

    /// The proof of rows 0..=`max_row` (≤ A) that the atlas holds: the joint
    /// proof of rows 0..=A, which proves every row below, and their periods.
    /// The state is not kept ([`state_sha256`](Self::state_sha256) stands for
    /// it).
    pub fn proof(&self, max_row: usize) -> Option<RowProof> {
        (max_row <= self.max_row).then(|| RowProof {
            max_row: self.max_row,
            first: self.first,
            second: self.second,
            state: Vec::new(),
            rows: self.rows[..=max_row].to_vec(),
        })
    }

    /// The file's text.
    ///
    /// ```
    /// use wythoff_answer::atlas::RowAtlas;
    /// let atlas = RowAtlas::of(&wythoff::wythoff_grundy::prove_rows(3, &mut |_| {}));
    /// let text = atlas.text();
    /// assert!(text.contains("\n3\t8\t6\n"));
    /// assert_eq!(RowAtlas::parse(&text), Ok(atlas));
    /// // A changed row is refused.
    /// assert!(RowAtlas::parse(&text.replace("\n3\t8\t6\n", "\n3\t8\t12\n")).is_err());
    /// ```
    pub fn text(&self) -> String {
        let mut text = format!(
            "# The atlas of Wythoff's rows: for each row a, its least preperiod s and least period p,\n\
             # G(a, b + p) = G(a, b) + p for every b >= s. Rows 0..{max} are proven periodic together:\n\
             # the states of rows 0..{max} before two columns are equal (see `wythoff grundy rows --help`).\n\
             # Written by `wythoff grundy rows --max-row {max} --format atlas` (bench/atlas.sh); do not edit:\n\
             # the last line is the SHA-256 of the lines before it, and a changed file is refused.\n\
             # rows: {max}\n\
             # proof: first {} second {} period {}\n\
             # state sha256: {}\n\
             row\tpreperiod\tperiod\n",
            self.first,
            self.second,
            self.second - self.first,
            self.state_sha256,
            max = self.max_row,
        );
        for (a, r) in self.rows.iter().enumerate() {
            text.push_str(&format!("{a}\t{}\t{}\n", r.preperiod, r.period));
        }
        sealed(text)
    }

    /// Reads an atlas written by [`text`](Self::text); an error says which
    /// line is wrong, or that the checksum does not match.
    pub fn parse(text: &str) -> Result<RowAtlas, String> {
        let body = unsealed(text)?;
        let (mut max_row, mut proof, mut state) = (None, None, None);
        let mut lines = body.lines().enumerate();
        for (i, line) in lines.by_ref() {
            let bad = || format!("line {}: {line}", i + 1);
            if let Some(rows) = line.strip_prefix("# rows: ") {
                max_row = Some(rows.parse::<usize>().map_err(|_| bad())?);
            } else if let Some(words) = line.strip_prefix("# proof: ") {
                let words: Vec<&str> = words.split(' ').collect();
                match words.as_slice() {
                    ["first", first, "second", second, "period", period] => {
                        let n = |w: &str| w.parse::<u64>().map_err(|_| bad());
                        let (first, second, period) = (n(first)?, n(second)?, n(period)?);
                        if second <= first || second - first != period {
                            return Err(bad());
                        }
                        proof = Some((first, second));
                    }
                    _ => return Err(bad()),
                }
            } else if let Some(sum) = line.strip_prefix("# state sha256: ") {
                state = Some(sum.to_string());
            } else if line == "row\tpreperiod\tperiod" {
                break;
            } else if !line.starts_with("# ") {
                return Err(bad());
            }
        }
        let max_row = max_row.ok_or("no # rows: line")?;
        let (first, second) = proof.ok_or("no # proof: line")?;
        let state_sha256 = state.ok_or("no # state sha256: line")?;
        let mut rows = Vec::with_capacity(max_row + 1);
        for (i, line) in lines {
            let bad = || format!("line {}: {line}", i + 1);
            let fields: Vec<u64> =
                line.split('\t').map(|f| f.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
            match fields.as_slice() {
                &[a, preperiod, period] if a == rows.len() as u64 && period > 0 && preperiod <= first => {
                    rows.push(RowPeriod { preperiod, period })
                }
                _ => return Err(bad()),
            }
        }
        if rows.len() != max_row + 1 {
            return Err(format!("{} rows, not rows 0..{max_row}", rows.len()));
        }
        Ok(RowAtlas { max_row, first, second, state_sha256, rows })
    }
}

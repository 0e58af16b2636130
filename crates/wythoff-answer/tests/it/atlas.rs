//! The atlas of Wythoff's rows (docs/atlas/wythoff-rows.tsv) against the rules:
//! its first rows against the reference crate's brute force, sampled rows
//! against values computed column by column from the rules (not through the
//! proof), and every change to the file refused.

use wythoff::wythoff_grundy::{Columns, RowPeriod, prove_rows};
use wythoff_answer::atlas::RowAtlas;
use wythoff_answer::grundy::{Proving, RowsAnswer};
use wythoff_answer::{ErrorKind, Limits};

fn atlas() -> &'static RowAtlas {
    RowAtlas::embedded().expect("the atlas in the repository reads back")
}

#[test]
fn the_atlas_reads_back_and_covers_the_rows_it_says() {
    let atlas = atlas();
    assert!(atlas.max_row >= 256, "{} rows", atlas.max_row);
    assert_eq!(atlas.rows.len(), atlas.max_row + 1);
    assert_eq!(RowAtlas::parse(&atlas.text()).as_ref(), Ok(atlas));
    // Every row's period divides the joint period, and its preperiod is before
    // the proof's first column.
    for r in &atlas.rows {
        assert!((atlas.second - atlas.first).is_multiple_of(r.period) && r.preperiod <= atlas.first);
    }
}

#[test]
fn the_first_rows_are_the_reference_brute_force() {
    let rows: Vec<(u64, u64)> = atlas().rows[..13].iter().map(|r| (r.preperiod, r.period)).collect();
    assert_eq!(rows, wythoff_reference::WYTHOFF_ROW_PERIODS);
}

/// Row a's values G(a, b) − b for b < end, computed column by column from the
/// rules.
fn row(a: usize, end: u64) -> Vec<i64> {
    let mut columns = Columns::new(a);
    let mut values = Vec::with_capacity(end as usize);
    while columns.next_column() < end {
        columns.step();
        values.push(columns.last()[a]);
    }
    values
}

/// Does row a (its values `h`, G − b) repeat with period q from column s, for
/// b in [s, s + p)? Additively: G(a, b + q) = G(a, b) + q, so G − b repeats
/// plainly. Where p is a period from s, that window decides it for every b.
fn repeats(h: &[i64], s: u64, q: u64, p: u64) -> bool {
    (s..s + p).all(|b| h[(b + q) as usize] == h[b as usize])
}

#[test]
fn sampled_rows_repeat_as_the_atlas_says_and_no_sooner() {
    for a in [13, 20, 31, 47, 64, 80, 100] {
        let RowPeriod { preperiod: s, period: p } = atlas().rows[a];
        let h = row(a, s + 2 * p + 1);
        assert!(repeats(&h, s, p, p), "row {a} repeats with period {p} from {s}");
        // The least preperiod: one column earlier breaks it.
        if s > 0 {
            assert_ne!(h[(s - 1 + p) as usize], h[(s - 1) as usize], "row {a}: preperiod {s} is least");
        }
        // The least period: every proper divisor fails from the preperiod on.
        for q in (1..p).filter(|q| p.is_multiple_of(*q)) {
            assert!(!repeats(&h, s, q, p), "row {a}: period {q} would do as well as {p}");
        }
    }
}

#[test]
fn a_changed_atlas_is_refused() {
    let text = atlas().text();
    let row_5 = format!("\n5\t{}\t{}\n", atlas().rows[5].preperiod, atlas().rows[5].period);
    assert!(text.contains(&row_5));
    let changed = [
        text.replace(
            &row_5,
            &format!("\n5\t{}\t{}\n", atlas().rows[5].preperiod + 1, atlas().rows[5].period),
        ),
        text.replace(&row_5, "\n"),
        text.replacen("# rows: ", "# rows:  ", 1),
        format!("{text}7\t0\t1\n"),
        text[..text.len() - 2].to_string(),
        String::new(),
    ];
    for bad in &changed {
        assert!(RowAtlas::parse(bad).is_err(), "{bad:.200}");
    }
    // Rewritten consistently, with a matching checksum, a wrong row is still
    // caught by a recheck, which names it.
    let mut wrong = atlas().clone();
    wrong.rows[7].period *= 2;
    let proving = Proving { resume: None, save: &mut |_| {}, every: u64::MAX };
    let e = RowsAnswer::prove(20, &Limits::default(), Some(&wrong), proving, &mut |_| {}).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Io);
    assert!(e.message.contains("row 7 has preperiod"), "{}", e.message);
}

#[test]
fn an_atlas_written_from_a_proof_is_that_proof() {
    let proof = prove_rows(30, &mut |_| {});
    let atlas = RowAtlas::of(&proof);
    assert_eq!(atlas.rows, proof.rows);
    assert_eq!(atlas.proof(30).unwrap().rows, proof.rows);
    assert_eq!(atlas.proof(31), None);
    // The repository's atlas agrees with it on the rows both hold.
    assert_eq!(&self::atlas().rows[..=30], proof.rows.as_slice());
}

//! The Sprague–Grundy values of Wythoff's game: the fast table and the row
//! certificate against the game-tree solver, OEIS data, the known closed forms of
//! rows 0..2, an independent brute force's row periods, and each other.
use wythoff::wythoff_grundy::{
    Columns, RowPeriod, certify, table, table_le_u32, table_with, table_with_strips,
};
use wythoff_reference::{WYTHOFF_ROW_PERIODS, Wythoff, solve};

/// A047708, the diagonal G(n, n): the 71 terms of its data section.
const A047708: [u32; 71] = [
    0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30, 31, 38, 35, 36, 22,
    23, 43, 45, 48, 49, 24, 26, 27, 28, 29, 33, 60, 32, 61, 57, 66, 37, 63, 34, 64, 67, 40, 39, 41, 42, 82,
    44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101, 51, 102, 53, 54,
];

#[test]
fn the_table_is_the_game_tree_on_300_by_300() {
    let slow = solve(&Wythoff, &[300, 300]);
    for threads in [1, 2, 3] {
        let fast = table_with(300, threads, &mut |_, _| {});
        for a in 0..300 {
            for b in 0..300 {
                assert_eq!(
                    fast.get(a, b),
                    slow.grundy(&[a as u64, b as u64]),
                    "{threads} threads: ({a}, {b})"
                );
            }
        }
    }
}

#[test]
fn bounds_hold_on_the_whole_4096_table() {
    let t = table(4096);
    let mut row = Vec::new();
    for a in 0..4096usize {
        t.row_into(a, &mut row);
        for (b, &g) in row.iter().enumerate() {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let g = g as usize;
            assert!(g <= lo + hi, "G({a}, {b}) = {g} > a + b");
            assert!(g + 2 * lo >= hi, "G({a}, {b}) = {g} < max − 2 min");
            assert_eq!(g as u32, t.get(b, a), "symmetry at ({a}, {b})");
        }
    }
}

#[test]
fn every_thread_count_gives_the_same_table() {
    let reference = table_with(1000, 1, &mut |_, _| {});
    for threads in [2, 3, 4, 7] {
        let t = table_with(1000, threads, &mut |_, _| {});
        for a in 0..1000 {
            assert_eq!(t.row(a), reference.row(a), "{threads} threads, row {a}");
        }
    }
    // Rows stream in order, each batch complete.
    let mut seen = 0;
    table_with(700, 2, &mut |t, rows| {
        assert_eq!(rows.start, seen);
        seen = rows.end;
        assert_eq!(t.rows(), rows.end);
    });
    assert_eq!(seen, 700);
    // Strips reach `on_strip` once each, on the computing threads, complete:
    // their bytes are the rows' bytes.
    let strips = std::sync::Mutex::new(Vec::new());
    let t = table_with_strips(700, 3, &mut |_, _| {}, &|rows| {
        let mut bytes = Vec::new();
        rows.le_u32(&mut bytes);
        assert_eq!(
            rows.get(rows.rows().start, 3),
            wythoff::wythoff_grundy::direct(rows.rows().start as u64, 3) as u32
        );
        strips.lock().unwrap().push((rows.rows(), bytes));
    });
    let mut strips = strips.into_inner().unwrap();
    strips.sort_by_key(|(rows, _)| rows.start);
    let mut next = 0;
    for (rows, bytes) in strips {
        assert_eq!(rows.start, next);
        next = rows.end;
        let mut expected = Vec::new();
        for a in rows {
            t.row_le_u32(a, &mut expected);
        }
        assert!(bytes == expected);
    }
    assert_eq!(next, 700);
    // The whole table's bytes, written in place by the strips' threads, are
    // the rows' bytes, for sides that end mid-strip or on its edge.
    for (n, threads) in [(0, 1), (1, 2), (31, 1), (64, 2), (700, 3)] {
        let t = table(n);
        let mut expected = Vec::new();
        for a in 0..n {
            t.row_le_u32(a, &mut expected);
        }
        assert!(table_le_u32(n, threads) == expected, "n = {n}");
    }
}

#[test]
fn the_diagonal_is_a047708() {
    let t = table(71);
    let diagonal: Vec<u32> = (0..71).map(|n| t.get(n, n)).collect();
    assert_eq!(diagonal, A047708);
}

#[test]
fn rows_0_to_2_have_their_closed_forms() {
    let t = table(3000);
    for b in 0..3000usize {
        assert_eq!(t.get(0, b) as usize, b, "G(0, b) = b");
        // G(1, b): b + 1, b + 1, b − 2 as b ≡ 0, 1, 2 (mod 3).
        let one = if b % 3 == 2 { b - 2 } else { b + 1 };
        assert_eq!(t.get(1, b) as usize, one, "G(1, {b})");
        // G(2, b): b + 2, b − 1, b − 1 as b ≡ 0, 1, 2 (mod 3).
        let two = if b % 3 == 0 { b + 2 } else { b - 1 };
        assert_eq!(t.get(2, b) as usize, two, "G(2, {b})");
    }
}

#[test]
fn the_columns_stepper_is_the_table() {
    let t = table(2000);
    let mut columns = Columns::new(40);
    for b in 0..2000u64 {
        columns.step();
        for (a, &h) in columns.last().iter().enumerate() {
            assert_eq!(h + b as i64, t.get(a, b as usize) as i64, "({a}, {b})");
        }
    }
}

#[test]
fn rows_0_to_12_have_the_independent_periods() {
    let rows = certify(12, &mut |_| {});
    let found: Vec<(u64, u64)> = rows.proof.rows.iter().map(|r| (r.preperiod, r.period)).collect();
    assert_eq!(found, WYTHOFF_ROW_PERIODS);
    assert!(rows.proof.first >= 24 && rows.proof.second > rows.proof.first);
}

#[test]
fn the_certificate_against_a_plain_computation_for_rows_up_to_20() {
    let rows = certify(20, &mut |_| {});
    let end = rows.proof.rows.iter().map(|r| 10 * (r.preperiod + r.period)).max().unwrap();
    // Every row, plainly, to 10 × (preperiod + period) of the longest.
    let mut columns = Columns::new(20);
    let mut h: Vec<Vec<i64>> = vec![Vec::new(); 21];
    while columns.next_column() < end {
        columns.step();
        for (a, &x) in columns.last().iter().enumerate() {
            h[a].push(x);
        }
    }
    for (a, &RowPeriod { preperiod: s, period: q }) in rows.proof.rows.iter().enumerate() {
        let (s, q) = (s as usize, q as usize);
        let h = &h[a];
        assert!((s..h.len() - q).all(|b| h[b + q] == h[b]), "row {a}: period {q} from {s}");
        if s > 0 {
            assert_ne!(h[s - 1 + q], h[s - 1], "row {a}: the preperiod {s} is least");
        }
        for p in (1..q).filter(|p| q % p == 0) {
            assert!((s..h.len() - p).any(|b| h[b + p] != h[b]), "row {a}: {p} is not a period");
        }
        // The values kept for the row are the plain ones.
        assert_eq!(rows.offsets[a].iter().map(|&x| x as i64).collect::<Vec<_>>(), h[..s + q], "row {a}");
    }
}

#[test]
fn far_values_through_the_certificate_for_rows_up_to_30() {
    let rows = certify(30, &mut |_| {});
    let far: wythoff::Natural = "1000000000000000000000000000000".parse().unwrap();
    for a in 0..=30usize {
        let RowPeriod { preperiod: s, period: q } = rows.proof.rows[a];
        for extra in [0u32, 1, 7, 12345] {
            let b = &far + extra;
            let g = rows.value(a, &b);
            // The same residue class past the preperiod, one period further
            // than the values kept, computed directly.
            let r: u64 = (&b - s) % q;
            let near = s + r + q;
            let mut columns = Columns::new(a);
            while columns.next_column() <= near {
                columns.step();
            }
            let direct = columns.last()[a] + near as i64;
            assert_eq!(g, (&b - near) + wythoff::Natural::from(direct as u64), "G({a}, 10^30 + {extra})");
        }
    }
}

#[test]
fn stored_rows_round_trip_and_every_change_is_refused() {
    use wythoff::wythoff_grundy::{CertifiedRows, StoredRowsError};
    let rows = certify(14, &mut |_| {});
    let bytes = rows.to_bytes();
    assert_eq!(CertifiedRows::from_bytes(&bytes).unwrap(), rows);
    // Any one byte changed, anywhere: refused (by the checksum, or the format).
    for at in (0..bytes.len()).step_by(97).chain([bytes.len() - 1]) {
        let mut bad = bytes.clone();
        bad[at] ^= 0x20;
        assert!(CertifiedRows::from_bytes(&bad).is_err(), "byte {at} changed");
    }
    // Truncated, or empty.
    for len in [0, 10, bytes.len() / 2, bytes.len() - 1] {
        assert!(CertifiedRows::from_bytes(&bytes[..len]).is_err(), "{len} bytes");
    }
    // A change that keeps the checksum right is caught by the recomputation:
    // re-store rows with one value changed in a row's period.
    let mut forged = rows.clone();
    let s = forged.proof.rows[9].preperiod as usize;
    forged.offsets[9][s] += 1;
    let e = CertifiedRows::from_bytes(&forged.to_bytes()).unwrap_err();
    assert!(matches!(e, StoredRowsError::Recomputed(_)), "{e}");
    // A value early in the preperiod, caught by the columns from column 0.
    let mut forged = rows.clone();
    forged.offsets[10][3] += 1;
    assert!(matches!(CertifiedRows::from_bytes(&forged.to_bytes()), Err(StoredRowsError::Recomputed(_))));
    // A period that does not divide the proven one.
    let mut forged = rows.clone();
    forged.proof.rows[5].period += 1;
    assert!(matches!(CertifiedRows::from_bytes(&forged.to_bytes()), Err(StoredRowsError::Shape(_))));
    // A state from elsewhere.
    let mut forged = rows.clone();
    forged.proof.state[3] ^= 1 << 5;
    assert!(CertifiedRows::from_bytes(&forged.to_bytes()).is_err());
}

#[test]
fn columns_resume_from_a_state() {
    let mut straight = Columns::new(12);
    while straight.next_column() < 500 {
        straight.step();
    }
    let mut resumed = Columns::from_state(12, 500, &straight.state()).unwrap();
    for _ in 0..300 {
        straight.step();
        resumed.step();
        assert_eq!(straight.last(), resumed.last());
    }
    assert!(Columns::from_state(12, 10, &straight.state()).is_none(), "before 2A");
    assert!(Columns::from_state(13, 900, &straight.state()).is_none(), "another A");
}

#[test]
fn one_value_through_the_table_kernel_is_the_column_windows_one() {
    // table_value sweeps only the strips of rows 0..=min and keeps no value but
    // the last column's: at strip edges (multiples of 32, and one either side),
    // both orders of the piles, on one to three threads.
    use wythoff::wythoff_grundy::{direct, table_value, value};
    for lo in [0u64, 1, 31, 32, 33, 63, 64, 255, 256, 257, 287, 288, 300] {
        for hi in [lo, lo + 1, lo + 31, 700, 1023] {
            let expected = direct(lo, hi);
            for threads in 1..=3 {
                assert_eq!(
                    table_value(lo, hi, threads),
                    Some(expected as u32),
                    "({lo}, {hi}), {threads} threads"
                );
                assert_eq!(table_value(hi, lo, threads), Some(expected as u32), "({hi}, {lo})");
            }
            assert_eq!(value(lo, hi, 2), expected);
        }
    }
    assert_eq!(table_value(300, 1 << 15, 1), None);
}

#[test]
fn a_proof_resumed_from_any_saved_point_is_the_proof_from_scratch() {
    use wythoff::wythoff_grundy::{RowSearch, prove_rows, prove_rows_from};
    let whole = prove_rows(20, &mut |_| {});
    let mut saved = Vec::new();
    assert_eq!(prove_rows_from(20, None, &mut |s| saved.push(s.to_bytes()), 101, &mut |_| {}), whole);
    assert!(saved.len() > 5, "{} saved points", saved.len());
    assert!(matches!(RowSearch::from_bytes(saved.last().unwrap()), Some(RowSearch::Found { .. })));
    for bytes in saved.iter().step_by(3).chain(saved.last()) {
        let search = RowSearch::from_bytes(bytes).expect("saved bytes read back");
        assert_eq!(search.to_bytes(), *bytes);
        assert_eq!(prove_rows_from(20, Some(search), &mut |_| {}, 101, &mut |_| {}), whole);
    }
    // Anything else is refused: cut short, lengthened, another format.
    let bytes = &saved[0];
    assert_eq!(RowSearch::from_bytes(&bytes[..bytes.len() - 8]), None);
    assert_eq!(RowSearch::from_bytes(&[bytes.as_slice(), &[0; 8]].concat()), None);
    assert_eq!(RowSearch::from_bytes(&bytes[1..]), None);
    assert_eq!(RowSearch::from_bytes(b""), None);
}

#[test]
fn g_values_are_the_reference_solvers_in_order() {
    use wythoff::wythoff_grundy::{g_values, rows_settled};
    let n = 240u64;
    let reference = solve(&Wythoff, &[n, n]);
    let t = table(n as usize);
    for g in 0..=20u32 {
        // From the definition: the cells with value g, a ≤ b, by increasing a,
        // for the rows the table settles.
        let settled = rows_settled(n as usize, g) as u64;
        let expected: Vec<[u64; 2]> = (0..settled)
            .flat_map(|a| (a..n).map(move |b| [a, b]))
            .filter(|&[a, b]| reference.grundy(&[a, b]) == g)
            .collect();
        let ours = g_values(&t, g);
        assert_eq!(ours, expected, "g = {g}");
        assert!(ours.len() > 40, "g = {g}: {} values", ours.len());
        // Strictly increasing smaller piles; g = 0 is the P-positions.
        assert!(ours.windows(2).all(|w| w[0][0] < w[1][0]));
    }
}

/// The periods pass split between two threads (a copy of the search's columns
/// near half the preperiod, kept every `every` columns) gives the one-thread
/// pass's preperiods and periods, row by row.
#[test]
fn the_periods_pass_split_in_two_is_the_pass_in_one() {
    use wythoff::wythoff_grundy::RowSearch;
    use wythoff::wythoff_grundy::{prove_rows, prove_rows_from};
    for (rows, every) in [(12, 7), (40, 331), (80, 4099)] {
        let whole = prove_rows(rows, &mut |_| {});
        assert!(whole.first > 4 * every, "{rows} rows: a copy lies before the preperiod");
        let mut found = None;
        let save = &mut |s: &RowSearch| found = Some(s.to_bytes());
        assert_eq!(prove_rows_from(rows, None, save, every, &mut |_| {}), whole, "{rows} rows");
        // The proof saved with its copy, resumed: the pass split again.
        let found = RowSearch::from_bytes(&found.unwrap()).unwrap();
        assert!(
            matches!(&found, RowSearch::Found { middle: Some((column, ..)), .. } if *column <= whole.first)
        );
        assert_eq!(prove_rows_from(rows, Some(found), &mut |_| {}, every, &mut |_| {}), whole, "{rows} rows");
    }
}

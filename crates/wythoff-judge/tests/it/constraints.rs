//! The default cases of `gen` and `stress` lie inside what each problem's
//! statement allows, checked against its row of the table, and reach its edges.

use wythoff::Natural;
use wythoff_judge::constraints::show;
use wythoff_judge::generate::{Options, cases, check, check_count, run_size};
use wythoff_judge::problem::{Case, Problem};

fn inside(problem: Problem, count: usize, seed: u64) -> Vec<Case> {
    let options = Options { cases: count, seed, max: problem.judge_max(), hard: true, beyond: false };
    check(problem, &options).unwrap();
    cases(problem, &options).collect()
}

/// Every number of a case, and how many numbers each of its lists holds.
fn numbers(case: &Case) -> (Vec<&Natural>, Vec<usize>) {
    match case {
        Case::Pair(a, b) => (vec![a, b], vec![]),
        Case::Number(n) => (vec![n], vec![]),
        Case::Heaps(h) => (h.iter().collect(), vec![h.len()]),
        Case::Sums { set, positions } => {
            let mut lens = vec![set.len(), positions.len()];
            lens.extend(positions.iter().map(Vec::len));
            (positions.iter().flatten().collect(), lens)
        }
    }
}

#[test]
fn ten_thousand_default_cases_of_every_problem_lie_inside_its_statement_and_reach_its_edges() {
    for problem in Problem::ALL {
        let c = problem.constraints();
        let cs = inside(problem, 10_000, 7);
        assert_eq!(cs.len(), 10_000);
        for (i, case) in cs.iter().enumerate() {
            assert_eq!(c.refuses(problem.layout(), case), None, "{problem} case {}: {case:?}", i + 1);
        }
        let (lo, hi) = (Natural::from(c.values.0), Natural::from(c.values.1));
        let all: Vec<(Vec<&Natural>, Vec<usize>)> = cs.iter().map(numbers).collect();
        assert!(all.iter().any(|(v, _)| v.contains(&&hi)), "{problem}: the largest number {hi} appears");
        assert!(all.iter().any(|(v, _)| v.contains(&&lo)), "{problem}: the least number {lo} appears");
        if let Some((_, most)) = c.items {
            assert!(
                all.iter().any(|(_, lens)| lens.contains(&(most as usize))),
                "{problem}: a list of the most numbers allowed, {most}, appears"
            );
        }
        if c.ordered {
            assert!(cs.iter().any(|case| matches!(case, Case::Pair(a, b) if a == b)), "{problem}: a = b");
        }
    }
}

#[test]
fn the_edges_the_issue_names() {
    // hdu2516: the Fibonacci numbers just below 2^31, where int overflow shows,
    // among the first twenty cases; never 1 (the statement starts at 2).
    let cs = inside(Problem::Hdu2516, 20, 1);
    for f in [1_836_311_903u64, 1_134_903_170] {
        assert!(cs.contains(&Case::Number(f.into())), "{f}");
    }
    assert!(!cs.contains(&Case::Number(1u8.into())));
    // hdu2177: a ≤ b and nothing past 10^6, the hard cases included.
    let cs = inside(Problem::Hdu2177, 3000, 1);
    assert!(cs.iter().all(|c| matches!(c, Case::Pair(a, b) if a <= b && *b <= Natural::from(1_000_000u32))));
    // nod1185 starts at 1 1, not 0 0; hdu1850 never has one heap or a heap of 0.
    assert_eq!(inside(Problem::Nod1185, 1, 1), [Case::Pair(1u8.into(), 1u8.into())]);
    assert!(
        inside(Problem::Hdu1850, 3000, 1)
            .iter()
            .all(|c| matches!(c, Case::Heaps(h) if h.len() >= 2 && !h.contains(&Natural::ZERO)))
    );
}

#[test]
fn past_the_statement_only_when_asked() {
    let options =
        |max: u64, cases: usize, beyond| Options { cases, seed: 1, max: max.into(), hard: true, beyond };
    // --max past the statement's largest number.
    let err = check(Problem::Hdu2177, &options(1_000_000_000, 10, false)).unwrap_err();
    assert!(err.contains("0 ≤ a ≤ b ≤ 10^6") && err.contains("--beyond"), "{err}");
    assert!(check(Problem::Hdu2177, &options(1_000_000_000, 10, true)).is_ok());
    // Below its least: hdu2516 starts at 2.
    assert!(check(Problem::Hdu2516, &options(1, 10, false)).is_err());
    // More cases than one input may hold: gen refuses, stress splits its runs.
    let err = check_count(Problem::Hdu1846, &options(1000, 101, false)).unwrap_err();
    assert!(err.contains("at most 100 cases"), "{err}");
    assert!(check_count(Problem::Hdu1846, &options(1000, 100, false)).is_ok());
    assert!(check_count(Problem::Hdu1846, &options(1000, 101, true)).is_ok());
    assert_eq!(run_size(Problem::Poj1704, 1000, false), 20);
    assert_eq!(run_size(Problem::Poj1704, 1000, true), 1000);
    assert_eq!(run_size(Problem::Hdu1527, 1000, false), 1000);
    assert_eq!(run_size(Problem::P2252, 1000, true), 1);
    // One case an input for p2252: gen writes one, stress runs one at a time.
    assert!(check_count(Problem::P2252, &options(10, 2, true)).unwrap_err().contains("exactly one case"));
    assert!(check(Problem::P2252, &options(10, 2, false)).is_ok());
    // Options that check refuses still make cases (outside), without a panic.
    assert_eq!(cases(Problem::Hdu2516, &options(1, 5, false)).count(), 5);
    assert_eq!(cases(Problem::Cses2207, &options(0, 5, false)).count(), 5);
    // Beyond: zeros and either order come back.
    let cs: Vec<Case> = cases(Problem::Nod1185, &options(1_000_000_000, 50, true)).collect();
    assert!(cs.contains(&Case::Pair(0u8.into(), 0u8.into())));
}

#[test]
fn bounds_read_as_statements_write_them() {
    assert_eq!(show(1_000_000_000), "10^9");
    assert_eq!(show(2_000_000), "2·10^6");
    assert_eq!(show(2_147_483_647), "2^31 − 1");
    assert_eq!(show(4747), "4747");
    assert_eq!(
        Problem::Hdu1850.constraints().describe(Problem::Hdu1850.kind(), Problem::Hdu1850.layout()),
        "2 to 100 heaps, each 1 to 10^6"
    );
    assert_eq!(
        Problem::Poj1704.constraints().describe(Problem::Poj1704.kind(), Problem::Poj1704.layout()),
        "1 to 1000 squares, each 1 to 10^4, distinct; at most 20 cases"
    );
    assert_eq!(
        Problem::Hdu2177.constraints().describe(Problem::Hdu2177.kind(), Problem::Hdu2177.layout()),
        "0 ≤ a ≤ b ≤ 10^6, not both 0"
    );
    assert!(
        Problem::Cses2207
            .constraints()
            .describe(Problem::Cses2207.kind(), Problem::Cses2207.layout())
            .ends_with("(assumed)")
    );
}

/// `--beyond` goes where its help says: 0 wherever the format can hold it
/// (hdu2516 ends its input with n = 0 and poj1704's squares count from 1, so
/// their least is 1), the largest
/// number `--max` allows, and the machine words below it; and a `--max` past
/// what a problem is answered to is refused, not cut down.
#[test]
fn beyond_reaches_zero_the_largest_numbers_and_no_further() {
    for problem in Problem::ALL {
        let max = problem.beyond_max();
        let options = Options { cases: 3000, seed: 7, max: max.clone(), hard: true, beyond: true };
        check(problem, &options).unwrap();
        let cs: Vec<Case> = cases(problem, &options).collect();
        let all: Vec<&Natural> = cs.iter().flat_map(|c| numbers(c).0).collect();
        // hdu2516 ends its input with n = 0; poj1704's squares count from 1.
        let least =
            if ["hdu2516", "poj1704"].contains(&problem.name()) { Natural::ONE } else { Natural::ZERO };
        assert!(all.contains(&&least), "{problem}: {least} appears");
        assert!(all.contains(&&max), "{problem}: --max {max} appears");
        assert!(all.iter().all(|n| **n <= max), "{problem}: nothing past --max");
        let word = Natural::from(u32::MAX);
        if word <= max {
            assert!(all.contains(&&word), "{problem}: 2^32 − 1 appears");
        }
    }
    // cses2207 is answered for n below 2^25: its default stops there, and more is refused.
    assert_eq!(Problem::Cses2207.beyond_max(), Natural::from((1u64 << 25) - 1));
    let past = Options { cases: 10, seed: 1, max: Natural::from(1u64 << 25), hard: true, beyond: true };
    let e = check(Problem::Cses2207, &past).unwrap_err();
    assert!(e.contains("--max 33554432 is past 33554431"), "{e}");
}

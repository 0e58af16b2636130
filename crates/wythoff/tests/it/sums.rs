//! Sums of games: every winning move the nim-sum rule finds, against a game tree
//! of the whole sum built from the components' rules (no Grundy values): none
//! missing, none extra, on every position of a box.
use wythoff::Natural;
use wythoff::bash::BashHeap;
use wythoff::fibonacci_game::{
    GrundyPosition as FibonacciGrundy, GrundyTable as FibonacciTable, Position as FibonacciPosition,
};
use wythoff::game::Rule;
use wythoff::nim::Heap;
use wythoff::subtraction::{Heap as SubtractionHeap, SubtractionGame, SubtractionSet};
use wythoff::sum::{Component, analyse};
use wythoff::wythoff_grundy::{DirectPosition, WythoffPosition, certify};
use wythoff_reference::{Rules, solve};

/// wythoff(a, b) + nim(h) + subtraction{1,3,4}(s) + bash{3}(n), as one game on
/// the coordinates [a, b, h, s, n]: a move is a move of one component.
struct WholeSum;

impl Rules for WholeSum {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let mut q = p.to_vec();
        let (a, b) = (p[0], p[1]);
        for t in 1..=a {
            q[0] = a - t;
            each(&q);
        }
        q[0] = a;
        for t in 1..=b {
            q[1] = b - t;
            each(&q);
        }
        q[1] = b;
        for t in 1..=a.min(b) {
            q[0] = a - t;
            q[1] = b - t;
            each(&q);
        }
        q[0] = a;
        q[1] = b;
        for t in 1..=p[2] {
            q[2] = p[2] - t;
            each(&q);
        }
        q[2] = p[2];
        for s in [1, 3, 4] {
            if s <= p[3] {
                q[3] = p[3] - s;
                each(&q);
            }
        }
        q[3] = p[3];
        for t in 1..=3u64.min(p[4]) {
            q[4] = p[4] - t;
            each(&q);
        }
    }
}

#[test]
fn every_winning_move_of_a_sum_against_the_game_tree() {
    let bounds = [10u64, 10, 7, 9, 8];
    let table = solve(&WholeSum, &bounds);
    let rows = certify(9, &mut |_| {});
    let set = SubtractionSet::new(vec![1, 3, 4]).unwrap();
    let subtraction = SubtractionGame::new(&set, Rule::Normal, 1 << 16).unwrap();
    let mut checked = 0;
    for a in 0..bounds[0] {
        for b in 0..bounds[1] {
            for h in 0..bounds[2] {
                for s in 0..bounds[3] {
                    for n in 0..bounds[4] {
                        let p = [a, b, h, s, n];
                        let w = WythoffPosition::new(&rows, [a.into(), b.into()]).unwrap();
                        let heap = Heap(h.into());
                        let sub = SubtractionHeap { game: &subtraction, n: s.into() };
                        let bash = BashHeap { max_take: 3u8.into(), n: n.into() };
                        let parts: [&dyn Component; 4] = [&w, &heap, &sub, &bash];
                        let sum = analyse(&parts);
                        assert_eq!(sum.nim_sum == Natural::ZERO, table.is_p(&p), "{p:?}");
                        // The positions the moves lead to, as whole-sum coordinates.
                        let u = |x: &Natural| u64::try_from(x).unwrap();
                        let mut fast: Vec<Vec<u64>> = sum
                            .moves
                            .iter()
                            .map(|m| {
                                let mut q = p.to_vec();
                                match m.component {
                                    0 => (q[0], q[1]) = (u(&m.inner.to[0]), u(&m.inner.to[1])),
                                    i => q[i + 1] = u(&m.inner.to[0]),
                                }
                                q
                            })
                            .collect();
                        let mut slow = wythoff_reference::winning_moves(&WholeSum, &table, &p, false);
                        fast.sort();
                        slow.sort();
                        assert_eq!(fast, slow, "{p:?}");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 10 * 10 * 7 * 9 * 8);
}

#[test]
fn the_issue_example_raises_a_component() {
    // wythoff(2,2) + nim(2): G(2,2) = 1, X = 3; in the Wythoff component every move
    // to value 1 ⊕ 3 = 2 wins: to (0, 2), (2, 0) and (1, 1).
    let rows = certify(2, &mut |_| {});
    let w = WythoffPosition::new(&rows, [2u8.into(), 2u8.into()]).unwrap();
    let heap = Heap(2u8.into());
    let sum = analyse(&[&w as &dyn Component, &heap]);
    assert_eq!(sum.nim_sum, 3u8.into());
    let to: Vec<(usize, Vec<Natural>)> =
        sum.moves.iter().map(|m| (m.component, m.inner.to.clone())).collect();
    let n = |x: u8| Natural::from(x);
    assert_eq!(to, [(0, vec![n(1), n(1)]), (0, vec![n(0), n(2)]), (0, vec![n(2), n(0)]), (1, vec![n(1)])]);
}

#[test]
fn wythoff_components_far_out() {
    // A Wythoff component with a huge pile: its value and moves through the
    // proven rows, checked against direct computation in the same residue class.
    let rows = certify(6, &mut |_| {});
    let big: Natural = "1000000000000000000000000000000".parse().unwrap();
    for a in 0..=6u64 {
        let w = WythoffPosition::new(&rows, [a.into(), big.clone()]).unwrap();
        let g = w.grundy();
        for target in [&g + 1u8, &g - 1u8, g.clone() - 5u8, Natural::ZERO] {
            for m in w.moves_to_value(&target) {
                assert_eq!(
                    rows.value(
                        usize::try_from(m.to[0].clone().min(m.to[1].clone())).unwrap(),
                        &m.to[0].clone().max(m.to[1].clone()),
                    ),
                    target
                );
            }
        }
        // In row a, every value at most G(a, big) − 3a or so is in the row before
        // big: a move to value g − 5 lowering the big pile exists for a ≥ 1.
        if a >= 1 {
            assert!(!w.moves_to_value(&(&g - 5u8)).is_empty(), "row {a}");
        }
    }
}

#[test]
fn fibonacci_grundy_values_against_the_game_tree() {
    // Every (n, t) with n, t ≤ 150; a bound above the heap allows what t = n does.
    let reference = solve(&wythoff_reference::FibonacciGame, &[151, 151]);
    let table = FibonacciTable::new(150);
    let mut nonzero = 0;
    for n in 0..=150u64 {
        for t in 0..=150u64 {
            let g = table.value(n as usize, t as usize);
            assert_eq!(u32::from(g), reference.grundy(&[n, t.min(n)]), "G({n}, {t})");
            nonzero += usize::from(g > 1);
        }
    }
    assert!(nonzero > 1000, "the values are not mostly 0 and 1");
}

/// fibonacci(n, t) + nim(h) as one game on [n, t, h] (t capped at n, as the
/// reference does).
struct FibonacciPlusNim;

impl Rules for FibonacciPlusNim {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let (n, t, h) = (p[0], p[1], p[2]);
        for x in 1..=t.min(n) {
            each(&[n - x, (2 * x).min(n - x), h]);
        }
        for y in 1..=h {
            each(&[n, t, h - y]);
        }
    }
}

#[test]
fn sums_with_a_fibonacci_component_against_the_game_tree() {
    let table = solve(&FibonacciPlusNim, &[41, 41, 12]);
    let grundy = FibonacciTable::new(40);
    for n in 0..=40u64 {
        for t in 0..=n {
            for h in 0..12u64 {
                let p = [n, t, h];
                let position = FibonacciPosition { n: n.into(), max_take: t.into() };
                let f = FibonacciGrundy::new(&grundy, &position).unwrap();
                let heap = Heap(h.into());
                let sum = analyse(&[&f as &dyn Component, &heap]);
                assert_eq!(sum.nim_sum == Natural::ZERO, table.is_p(&p), "{p:?}");
                let u = |x: &Natural| u64::try_from(x).unwrap();
                let mut fast: Vec<Vec<u64>> = sum
                    .moves
                    .iter()
                    .map(|m| match m.component {
                        0 => vec![u(&m.inner.to[0]), u(&m.inner.to[1]), h],
                        _ => vec![n, t, u(&m.inner.to[0])],
                    })
                    .collect();
                let mut slow = wythoff_reference::winning_moves(&FibonacciPlusNim, &table, &p, false);
                fast.sort();
                slow.sort();
                assert_eq!(fast, slow, "{p:?}");
            }
        }
    }
}

#[test]
fn a_component_computed_from_the_rules_is_the_proven_rows_one() {
    // DirectPosition (for positions beyond the proven rows) against
    // WythoffPosition (checked against the game tree above) and the reference
    // solver's values: the value, and every move to every value, in order.
    let rows = certify(11, &mut |_| {});
    let table = solve(&wythoff_reference::Wythoff, &[12, 40]);
    for a in 0..12u64 {
        for b in 0..40u64 {
            let direct = DirectPosition::new([a, b]);
            let proven = WythoffPosition::new(&rows, [a.into(), b.into()]).unwrap();
            assert_eq!(direct.grundy(), Natural::from(table.grundy(&[a, b])), "({a}, {b})");
            for t in 0..=(a + b + 1) {
                let t = Natural::from(t);
                assert_eq!(direct.moves_to_value(&t), proven.moves_to_value(&t), "({a}, {b}) to {t}");
            }
        }
    }
}

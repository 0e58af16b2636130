//! Where floating-point solutions break (see the project notes on the seed
//! documents), checked exactly.
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff::wythoff::{is_p_position, lower, p_position, upper, winning_moves};
use wythoff::zeckendorf::fibonacci;

fn n(s: &str) -> Natural {
    s.parse().unwrap()
}

#[test]
fn double_first_fails_at_f40() {
    // IEEE double φ gives 165580141 here.
    assert_eq!(lower(&n("102334155")), n("165580140"));
    assert_eq!(upper(&n("102334155")), n("267914295"));
}

#[test]
fn long_double_failures() {
    // x87 long double: ⌊kφ²⌋ is wrong from k = 1,836,311,903 (= F(46)), ⌊kφ⌋ from
    // k = 4,807,526,976 (= F(48)).
    assert_eq!(upper(&n("1836311903")), n("4807526975"));
    assert_eq!(lower(&n("4807526976")), n("7778742048"));
    assert_eq!(upper(&n("4807526976")), n("12586269024"));
}

#[test]
fn the_three_part_phi_trick_breaks_here() {
    let (a, b) = (n("72723460248141"), n("117669030460994"));
    assert!(is_p_position(&a, &b, Rule::Normal));
    assert!(is_p_position(&b, &a, Rule::Normal));
    assert_eq!(p_position(&(&b - &a)), (a.clone(), b.clone()));
    assert!(winning_moves(&a, &b, Rule::Normal).is_empty());
    for (x, y) in [(&a + 1u8, b.clone()), (a.clone(), &b + 1u8), (&a - 1u8, b.clone())] {
        assert!(!is_p_position(&x, &y, Rule::Normal));
        for m in winning_moves(&x, &y, Rule::Normal) {
            assert!(is_p_position(&m.to[0], &m.to[1], Rule::Normal));
        }
    }
}

#[test]
fn every_fibonacci_k_up_to_f300() {
    // Binet: φF(i) = F(i+1) − ψ^i with ψ = −1/φ, so ⌊F(i)φ⌋ = F(i+1) − 1 for even i
    // and F(i+1) for odd i (i ≥ 2): an identity independent of both methods.
    for i in 2..=300 {
        let k = fibonacci(i);
        let expected = fibonacci(i + 1) - (i % 2 == 0) as u8;
        assert_eq!(lower(&k), expected, "k = F({i})");
        assert_eq!(wythoff::wythoff::by_zeckendorf::lower(&k), expected, "k = F({i}), Zeckendorf");
        // Neighbours: the gap between consecutive aₖ is 1 or 2.
        let below = lower(&(&k - 1u8));
        assert!(&expected - &below == Natural::ONE || &expected - &below == Natural::from(2u8));
    }
}

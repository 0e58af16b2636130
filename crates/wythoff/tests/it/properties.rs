//! Properties at sizes no game tree reaches: every winning move listed leads to a
//! P-position, and a position is a P-position exactly when none is listed.
use proptest::prelude::*;
use wythoff::Natural;
use wythoff::fibonacci_game::{FibonacciGame, Position};
use wythoff::game::{ImpartialGame, Outcome, Rule};
use wythoff::nim::Nim;
use wythoff::subtraction::{SubtractionGame, SubtractionSet, grundy_values_direct};
use wythoff::wythoff::{Wythoff, p_position};

fn natural_from_words(words: &[u64]) -> Natural {
    words.iter().fold(Natural::ZERO, |n, &w| (n << 64) + w)
}

fn big() -> impl Strategy<Value = Natural> {
    prop::collection::vec(any::<u64>(), 1..6).prop_map(|w| natural_from_words(&w))
}

fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![Just(Rule::Normal), Just(Rule::Misere)]
}

proptest! {
    #[test]
    fn wythoff_moves_lead_to_p_positions(a in big(), b in big(), near in any::<bool>(), rule in rule()) {
        // Half the time a position next to a P-position, where mistakes would hide.
        let (a, b) = if near { let (x, y) = p_position(&a); (x, y + 1u8) } else { (a, b) };
        let game = Wythoff { rule };
        let position = [a, b];
        let moves = game.winning_moves(&position);
        prop_assert_eq!(moves.is_empty(), game.outcome(&position) == Outcome::P);
        for m in moves {
            prop_assert_eq!(game.outcome(&m.to), Outcome::P);
        }
    }

    #[test]
    fn nim_moves_lead_to_p_positions(heaps in prop::collection::vec(big(), 1..6), ones in 0usize..4, rule in rule()) {
        let mut heaps = heaps;
        heaps.extend(std::iter::repeat_n(Natural::ONE, ones));
        let game = Nim { rule };
        let moves = game.winning_moves(&heaps);
        prop_assert_eq!(moves.is_empty(), game.outcome(&heaps) == Outcome::P);
        for m in moves {
            let mut next = heaps.clone();
            prop_assert!(m.to < next[m.heap]);
            next[m.heap] = m.to;
            prop_assert_eq!(game.outcome(&next), Outcome::P);
        }
    }

    #[test]
    fn fibonacci_game_moves_lead_to_p_positions(n in big(), t in big(), start in any::<bool>()) {
        let position = if start { Position::start(n) } else { Position { n, max_take: t } };
        let moves = FibonacciGame.winning_moves(&position);
        prop_assert_eq!(moves.is_empty(), FibonacciGame.outcome(&position) == Outcome::P);
        for m in moves {
            prop_assert!(m.take <= position.max_take && m.take <= position.n);
            prop_assert_eq!(&m.to.n + &m.take, position.n.clone());
            prop_assert_eq!(FibonacciGame.outcome(&m.to), Outcome::P);
        }
    }

    #[test]
    fn subtraction_values_through_the_period_match_the_definition(
        set in prop::collection::btree_set(1u64..16, 1..6),
        n in 0usize..20_000,
        far in big(),
        rule in rule(),
    ) {
        let set = SubtractionSet::new(set.into_iter().collect()).unwrap();
        let game = SubtractionGame::new(&set, rule, 1 << 22).unwrap();
        if rule == Rule::Normal {
            // Past the values the analysis computed, against a direct computation.
            prop_assert_eq!(game.value(&n.into()), grundy_values_direct(&set, n + 1)[n]);
        }
        let moves = game.winning_moves(&far);
        let no_move = far < Natural::from(set.elements()[0]);
        prop_assert_eq!(moves.is_empty(), game.outcome(&far) == Outcome::P || (rule == Rule::Misere && no_move));
        for m in moves {
            prop_assert_eq!(game.outcome(&m.to), Outcome::P);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The smallest Zeckendorf part read off nφ (beyond 128 bits) is the walk's,
    /// also for numbers whose representation ends in many zeros (σ shifts them up),
    /// where nφ is closest to an integer.
    #[test]
    fn smallest_part_read_off_n_phi_is_the_walks(n in big(), shifts in 0usize..40) {
        let mut n = n;
        for _ in 0..shifts {
            n = wythoff::zeckendorf::shift_up(&n);
        }
        let walked = wythoff::zeckendorf::zeckendorf(&n).last().copied();
        prop_assert_eq!(wythoff::zeckendorf::lowest_index(&n), walked);
    }

    /// Gessel's square test agrees with the representation having one part.
    #[test]
    fn fibonacci_numbers_by_squares(i in 2usize..3000, offset in 0u8..3, below in any::<bool>()) {
        let f = wythoff::zeckendorf::fibonacci(i);
        // F(2) = 1 and F(3) = 2 are smaller than the offset: nothing below them.
        prop_assume!(!below || f >= Natural::from(offset));
        let n = if below { &f - offset } else { &f + offset };
        let parts = wythoff::zeckendorf::zeckendorf(&n).len();
        prop_assert_eq!(wythoff::zeckendorf::is_fibonacci(&n), parts <= 1, "F({}) {} {}", i, if below { "-" } else { "+" }, offset);
    }
}

//! The engine against the reference crate's solver, which knows each game only
//! by its rules in words: every outcome (normal and misère) and every
//! Sprague–Grundy value on boxes, for every game the engine is used for.

use wythoff::game::Rule;
use wythoff::vector_game::{Ray, VectorRules};
use wythoff_reference::{
    GeneralizedWythoff, Nim, OneOrAll, OneOrAny, RestrictedWythoff, Rules, Wythoff, is_p_recursive, solve,
};

/// Every cell of the box `sizes`, in row-major order.
fn cells(sizes: &[u64]) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for &n in sizes {
        all = all.into_iter().flat_map(|x| (0..n).map(move |v| [x.clone(), vec![v]].concat())).collect();
    }
    all
}

fn check(name: &str, engine: &VectorRules, rules: &impl Rules, sizes: &[u64]) {
    let reference = solve(rules, sizes);
    let normal = engine.outcomes(sizes, Rule::Normal).unwrap();
    let misere = engine.outcomes(sizes, Rule::Misere).unwrap();
    let grundy = engine.grundy(sizes).unwrap();
    for x in cells(sizes) {
        assert_eq!(normal.is_p(&x), reference.is_p(&x), "{name} {x:?} normal");
        assert_eq!(misere.is_p(&x), reference.misere_is_p(&x), "{name} {x:?} misère");
        assert_eq!(grundy.get(&x), Some(reference.grundy(&x)), "{name} {x:?} Grundy");
    }
    // The moves the engine lists are the rules' moves, as a set.
    for x in cells(sizes).into_iter().step_by(7) {
        let mut ours = Vec::new();
        engine.moves(&x, &mut |to, _, _| ours.push(to.to_vec()));
        let mut theirs = Vec::new();
        rules.moves(&x, &mut |to| theirs.push(to.to_vec()));
        ours.sort();
        ours.dedup();
        theirs.sort();
        theirs.dedup();
        assert_eq!(ours, theirs, "{name} moves from {x:?}");
    }
}

#[test]
fn wythoff_and_nim() {
    check("wythoff", &VectorRules::wythoff(), &Wythoff, &[40, 33]);
    check("nim 3", &VectorRules::nim(3), &Nim, &[7, 9, 12]);
    check("nim 1", &VectorRules::nim(1), &Nim, &[30]);
}

#[test]
fn generalized_wythoff() {
    for a in 1..=6 {
        check(&format!("a = {a}"), &VectorRules::generalized(a), &GeneralizedWythoff(a), &[36, 41]);
    }
}

#[test]
fn restricted_wythoff() {
    for m in 1..=7 {
        check(&format!("m = {m}"), &VectorRules::restricted(m), &RestrictedWythoff(m), &[37, 30]);
    }
}

#[test]
fn multipile_wythoff() {
    check("one-or-all 3", &VectorRules::one_or_all(3), &OneOrAll, &[9, 11, 10]);
    check("one-or-any 3", &VectorRules::one_or_any(3), &OneOrAny, &[10, 9, 11]);
    check("one-or-all 4", &VectorRules::one_or_all(4), &OneOrAll, &[5, 6, 4, 5]);
    check("one-or-any 4", &VectorRules::one_or_any(4), &OneOrAny, &[4, 5, 6, 5]);
    check("one-or-all 2 is Wythoff", &VectorRules::one_or_all(2), &Wythoff, &[20, 20]);
}

/// Rules the constructors do not make: a single move, offsets with bounded
/// steps, steps starting past 1 (the engine's move-by-move paths).
#[test]
fn rays_of_every_kind() {
    struct ByRays(VectorRules);
    impl Rules for ByRays {
        fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
            // From the rays' definition, one t at a time.
            for ray in self.0.rays() {
                for t in ray.min_steps..=ray.max_steps.unwrap_or(64) {
                    let to: Option<Vec<u64>> = (0..p.len())
                        .map(|i| p[i].checked_sub(ray.offset[i] + t * ray.direction[i] as u64))
                        .collect();
                    if let Some(to) = to {
                        each(&to);
                    }
                    if ray.direction.iter().all(|&v| v == 0) {
                        break;
                    }
                }
            }
        }
    }
    let rays = vec![
        Ray { offset: vec![2, 0], direction: vec![0, 0], min_steps: 0, max_steps: None },
        Ray { offset: vec![1, 0], direction: vec![1, 1], min_steps: 0, max_steps: Some(3) },
        Ray { offset: vec![0, 0], direction: vec![0, 1], min_steps: 2, max_steps: None },
        Ray { offset: vec![0, 0], direction: vec![0, 1], min_steps: 3, max_steps: Some(5) },
        Ray { offset: vec![0, 1], direction: vec![1, 0], min_steps: 1, max_steps: None },
    ];
    let rules = VectorRules::new(2, rays).unwrap();
    check("mixed rays", &rules, &ByRays(rules.clone()), &[30, 31]);
}

/// Issue 9's reference figures: three piles x ≤ y ≤ z ≤ 100.
#[test]
fn three_pile_reference_figures() {
    for (rules, count, total) in
        [(VectorRules::one_or_any(3), 1264, 173_895u64), (VectorRules::one_or_all(3), 1418, 197_390)]
    {
        let solved = rules.outcomes(&[101, 101, 101], Rule::Normal).unwrap();
        let sorted: Vec<Vec<u64>> = solved.p_positions().filter(|x| x[0] <= x[1] && x[1] <= x[2]).collect();
        assert_eq!(sorted.len(), count);
        assert_eq!(sorted.iter().map(|x| x.iter().sum::<u64>()).sum::<u64>(), total);
    }
}

/// The generic path gives Wythoff's Grundy table exactly as the specialised
/// table code does.
#[test]
fn generic_grundy_is_the_specialised_table() {
    let n = 700;
    let generic = VectorRules::wythoff().grundy(&[n as u64, n as u64]).unwrap();
    let table = wythoff::wythoff_grundy::table(n);
    for a in 0..n {
        for b in 0..n {
            assert_eq!(generic.get(&[a as u64, b as u64]), Some(table.get(a, b)), "G({a}, {b})");
        }
    }
}

/// The engine against the smallest solver: recursion on the rules with a memo.
#[test]
fn engine_against_plain_recursion() {
    fn against(name: &str, engine: &VectorRules, rules: &impl Rules, sizes: &[u64]) {
        for (rule, misere) in [(Rule::Normal, false), (Rule::Misere, true)] {
            let solved = engine.outcomes(sizes, rule).unwrap();
            let mut memo = std::collections::HashMap::new();
            for x in cells(sizes) {
                assert_eq!(
                    solved.is_p(&x),
                    is_p_recursive(rules, &x, misere, &mut memo),
                    "{name} {rule} {x:?}"
                );
            }
        }
    }
    against("wythoff", &VectorRules::wythoff(), &Wythoff, &[25, 30]);
    against("a = 3", &VectorRules::generalized(3), &GeneralizedWythoff(3), &[25, 30]);
    against("m = 2", &VectorRules::restricted(2), &RestrictedWythoff(2), &[25, 30]);
    against("one-or-all", &VectorRules::one_or_all(3), &OneOrAll, &[8, 9, 10]);
    against("one-or-any", &VectorRules::one_or_any(3), &OneOrAny, &[8, 9, 10]);
}

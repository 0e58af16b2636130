use super::*;

#[test]
fn lines_are_numbered_densely_and_without_collisions() {
    let sizes = [4u64, 3, 5];
    for set in 1u8..8 {
        let direction: Vec<u8> = (0..3).map(|i| set >> i & 1).collect();
        let lines = Lines::new(&direction, &sizes);
        let mut start_of = std::collections::HashMap::new();
        for x0 in 0..4 {
            for x1 in 0..3 {
                for x2 in 0..5 {
                    let x = [x0, x1, x2];
                    let key = lines.key(&x);
                    assert!(key < lines.count, "{direction:?} {x:?}");
                    let t = lines.step(&x);
                    let start: Vec<u64> =
                        x.iter().zip(&direction).map(|(&xi, &v)| xi - t * v as u64).collect();
                    assert_eq!(*start_of.entry(key).or_insert(start.clone()), start, "{direction:?} {x:?}");
                }
            }
        }
    }
}

#[test]
fn refuses_what_is_not_a_game_or_too_big() {
    let ray = Ray { offset: vec![0, 0], direction: vec![0, 0], min_steps: 1, max_steps: None };
    assert!(matches!(VectorRules::new(2, vec![ray]), Err(EngineError::Rules(_))));
    let ray = Ray { offset: vec![0, 0], direction: vec![2, 0], min_steps: 1, max_steps: None };
    assert!(matches!(VectorRules::new(2, vec![ray]), Err(EngineError::Rules(_))));
    let big = VectorRules::wythoff().outcomes(&[1 << 20, 1 << 20], Rule::Normal);
    assert!(matches!(big, Err(EngineError::TooLarge(_))));
}

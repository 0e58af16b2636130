//! The engine against the definition, in every space, kernel and number of
//! cores; resumed runs; the transform's choice of space.
use super::*;
use crate::octal::OctalCode;

fn engine_values(moves: HeapMoves, len: usize, space: Option<SparseSpace>) -> Vec<u32> {
    let mut e = match space {
        Some(s) => Engine::with_space(moves, s, true),
        None => Engine::new(moves),
    };
    e.run(len, &mut Work::unlimited()).unwrap();
    e.values().iter().map(|&v| v.into()).collect()
}

/// Spaces a run is forced to: every position sparse, none, and others.
fn forced() -> Vec<SparseSpace> {
    let mut spaces = Vec::new();
    for mask in [0, 1, 2, 3, 6] {
        for (domain, flip) in [(false, false), (false, true), (true, false), (true, true)] {
            spaces.push(SparseSpace { mask, domain, flip });
        }
    }
    spaces
}

#[test]
fn the_transform_counts_each_space_as_trying_it_does() {
    // Counts from a fixed generator; every space's sparse count by the
    // definition, and the choice is a space with the least.
    let mut x = 12345u64;
    let mut next = || {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        x >> 33
    };
    for len in [2, 3, 5, 16, 100] {
        let counts =
            [(0..len).map(|_| next() % 50).collect::<Vec<u64>>(), (0..len).map(|_| next() % 50).collect()];
        let sparse = |s: &SparseSpace| -> u64 {
            (0..len)
                .map(|v| (0..2).filter(|&p| s.sparse(p, v as u32)).map(|p| counts[p][v]).sum::<u64>())
                .sum()
        };
        let chosen = SparseSpace::from_counts(&counts);
        let top = (len as u32).max(2).next_power_of_two();
        let least = (1..top)
            .flat_map(|mask| {
                [(false, false), (false, true), (true, false), (true, true)]
                    .map(|(domain, flip)| SparseSpace { mask, domain, flip })
            })
            .map(|s| sparse(&s))
            .min()
            .unwrap();
        assert_eq!(sparse(&chosen), least, "{len}");
    }
}

#[test]
fn every_two_digit_code_is_its_definition_in_every_space() {
    for d0 in [0u8, 4] {
        for d1 in 0..8u8 {
            for d2 in 0..8u8 {
                let Ok(code) = format!("{d0}.{d1}{d2}").parse::<OctalCode>() else { continue };
                let exact = code.values(600);
                let moves = code.engine_moves();
                assert_eq!(engine_values(moves.clone(), 600, None), exact, "{code}");
                for s in forced() {
                    assert_eq!(engine_values(moves.clone(), 600, Some(s)), exact, "{code} {s:?}");
                }
            }
        }
    }
}

#[test]
fn a_sample_of_three_digit_codes_is_its_definition_to_2_14() {
    // Every 32nd three-digit code (a fixed stride, so the sample is the
    // same each run), its space chosen as the run goes, and forced to every
    // position sparse and to none.
    let all_sparse = SparseSpace { mask: 0, domain: false, flip: true };
    let none_sparse = SparseSpace { mask: 0, domain: false, flip: false };
    let mut checked = 0;
    for d in (0..512u32).step_by(32).map(|d| d + 7) {
        let text = format!("0.{}{}{}", d / 64, d / 8 % 8, d % 8);
        let code: OctalCode = text.parse().unwrap();
        let len = 1 << 14;
        let exact = code.values(len);
        assert_eq!(engine_values(code.engine_moves(), len, None), exact, "{text}");
        assert_eq!(engine_values(code.engine_moves(), 4096, Some(all_sparse)), exact[..4096], "{text}");
        assert_eq!(engine_values(code.engine_moves(), 4096, Some(none_sparse)), exact[..4096], "{text}");
        checked += 1;
    }
    assert_eq!(checked, 16);
}

#[test]
fn a_run_resumed_is_the_run_uninterrupted() {
    // Stopped anywhere (at a choice of space, just after, between) and
    // resumed from its values and state: the same values, sparse heaps and
    // state at the end as one run, and the same steps in all.
    for (moves, len) in [
        (HeapMoves::grundys_game(), 20_000),
        ("0.6".parse::<OctalCode>().unwrap().engine_moves(), 20_000),
        ("0.161".parse::<OctalCode>().unwrap().engine_moves(), 20_000),
        ("0.007".parse::<OctalCode>().unwrap().engine_moves(), 5_000),
    ] {
        let mut whole = Engine::new(moves.clone());
        let mut work = Work::unlimited();
        whole.run(len, &mut work).unwrap();
        let whole_steps = u64::MAX - work.left;
        for stop in
            [0, 1, 63, 64, 65, 1024, 1025, 4096, 4097, 7777, len - 1, len].into_iter().filter(|&s| s <= len)
        {
            let mut first = Engine::new(moves.clone());
            let mut work = Work::unlimited();
            first.run(stop, &mut work).unwrap();
            let mut rest = Engine::resume(moves.clone(), first.values().to_vec(), first.state()).unwrap();
            // What it rebuilt from the values is what the run had.
            let (r, f) = (&rest.heaps, &first.heaps);
            assert_eq!(r.counts, f.counts, "{moves:?} stopped at {stop}");
            assert_eq!(r.since_choice, f.since_choice, "{moves:?} stopped at {stop}");
            assert_eq!((&r.sparse_at, &r.sparse_value), (&f.sparse_at, &f.sparse_value));
            assert_eq!(r.largest, f.largest, "{moves:?} stopped at {stop}");
            rest.run(len, &mut work).unwrap();
            let differ = (0..len).find(|&i| rest.values().get(i) != whole.values().get(i));
            assert_eq!(differ, None, "{moves:?} stopped at {stop}: the values differ first there");
            assert_eq!(rest.state(), whole.state(), "{moves:?} stopped at {stop}");
            assert_eq!(rest.sparse_positions(), whole.sparse_positions(), "{moves:?} stopped at {stop}");
            assert_eq!(u64::MAX - work.left, whole_steps, "{moves:?} stopped at {stop}");
        }
        // The run chose its space more than once on the way.
        assert!(whole.state().chosen_at > 1024, "{moves:?}");
    }
    // A state no run could have is refused.
    let moves = HeapMoves::grundys_game();
    let mut e = Engine::new(moves.clone());
    e.run(100, &mut Work::unlimited()).unwrap();
    let bad = EngineState { chosen_at: 101, ..e.state() };
    assert!(Engine::resume(moves.clone(), e.values().to_vec(), bad).is_err());
    let bad = EngineState { below_candidate: 101, ..e.state() };
    assert!(Engine::resume(moves, e.values().to_vec(), bad).is_err());
}

#[test]
fn grundys_game_is_its_definition_in_every_space() {
    let exact = crate::grundys_game::values(3000);
    assert_eq!(engine_values(HeapMoves::grundys_game(), 3000, None), exact);
    for s in forced() {
        assert_eq!(engine_values(HeapMoves::grundys_game(), 1500, Some(s)), exact[..1500], "{s:?}");
    }
}

#[test]
fn every_kernel_on_one_core_or_two_gives_the_definitions_values_and_the_same_steps() {
    // The marks of a block made on a second core, or on this one, and each
    // vector kernel this processor has (the portable one on two cores too):
    // the values are the definition's, and the steps, the space's history and
    // the sparse heaps are one run's. The
    // unit tests' caches hold 2,048 values, so scans read past them too (from
    // the marker's core with two).
    let grundy = (HeapMoves::grundys_game(), crate::grundys_game::values(1 << 13));
    let codes = ["0.161", "0.6", "0.007", "0.54", "0.0404", "4.7"].map(|c| {
        let code: OctalCode = c.parse().unwrap();
        (code.engine_moves(), code.values(1 << 13))
    });
    for (moves, exact) in std::iter::once(grundy).chain(codes) {
        let mut first: Option<(EngineState, Vec<usize>, u64)> = None;
        let runs = Kernel::available().into_iter().map(|k| (k, Cores::One));
        for (kernel, cores) in runs.chain([(Kernel::best(), Cores::Two), (Kernel::Portable, Cores::Two)]) {
            {
                let mut e = Engine::new(moves.clone());
                e.set_cores(cores);
                e.set_kernel(kernel).unwrap();
                let mut work = Work::unlimited();
                // In two calls, the second long enough for blocks throughout.
                e.run(1500, &mut work).unwrap();
                e.run(exact.len(), &mut work).unwrap();
                let values: Vec<u32> = e.values().iter().map(|&v| v.into()).collect();
                let differ = (0..exact.len()).find(|&i| values.get(i) != exact.get(i));
                assert_eq!(
                    differ, None,
                    "{moves:?} with {kernel:?} on {cores:?}: the values differ first there"
                );
                let seen = (e.state(), e.sparse_positions().to_vec(), u64::MAX - work.left);
                match &first {
                    None => first = Some(seen),
                    Some(f) => assert_eq!(&seen, f, "{moves:?} with {kernel:?} on {cores:?}"),
                }
            }
        }
    }
}

/// A run in rounds of `step`, saying after each that its values are saved:
/// the values it computed in order (from where it began), its state and
/// steps, or why it stopped.
fn windowed(mut e: Engine, len: usize, step: usize) -> (Vec<u16>, EngineState, u64, Result<(), Stopped>) {
    let mut work = Work::unlimited();
    let began = e.len();
    let mut all = Vec::new();
    let mut ran = Ok(());
    while e.len() < len && ran.is_ok() {
        ran = e.run((e.len() + step).min(len), &mut work);
        let (start, kept) = e.kept();
        all.extend_from_slice(&kept[began + all.len() - start..]);
        e.saved_to(e.len());
    }
    (all, e.state(), u64::MAX - work.left, ran)
}

/// An archive of values in memory, counting what it is asked.
struct Values(Vec<u16>, std::sync::Arc<std::sync::atomic::AtomicUsize>);

impl Archive for Values {
    fn read(&mut self, from: usize, to: usize) -> Option<Vec<u16>> {
        self.1.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.0.get(from..to).map(<[u16]>::to_vec)
    }
}

#[test]
fn a_run_with_a_window_keeps_little_and_gives_the_same_values() {
    // 0.16 (its last sparse heap 13,935) and 0.56 (1,795): the last 16,384
    // values serve for their partners; the longer scans and the choice of
    // space at 2^16 read values back from the archive. Resumed from its
    // values (as from a file), the same run.
    let window = Some(Window { first: 1 << 14, last: 16384 });
    let len = 1 << 17;
    for code in ["0.16", "0.56"] {
        let moves = code.parse::<OctalCode>().unwrap().engine_moves();
        let mut whole = Engine::new(moves.clone());
        whole.run(len, &mut Work::unlimited()).unwrap();
        for cores in [Cores::One, Cores::Two] {
            let mut e = Engine::new(moves.clone());
            e.set_cores(cores);
            e.set_window(window);
            let asked = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
            e.set_archive(Box::new(Values(whole.values().to_vec(), asked.clone())));
            let (values, state, steps, ran) = windowed(e, len, 5000);
            assert!(asked.load(std::sync::atomic::Ordering::Relaxed) > 0, "{code}: the archive was read");
            assert_eq!(ran, Ok(()), "{code}");
            assert_eq!(values, whole.values(), "{code}");
            // Stopped at 100,000 and resumed from its values and state.
            let mut first = Engine::new(moves.clone());
            first.set_window(window);
            first.set_archive(Box::new(Values(whole.values().to_vec(), asked.clone())));
            let (head, head_state, head_steps, _) = windowed(first, 100_000, 5000);
            let mut rest = Engine::resume_from(moves.clone(), head_state, window, head).unwrap();
            rest.set_archive(Box::new(Values(whole.values().to_vec(), asked.clone())));
            let (start, kept) = rest.kept();
            assert!(start > 1 << 14 && kept.len() <= 2 * 16384, "{code}: kept {} from {start}", kept.len());
            rest.set_cores(cores);
            let (tail, tail_state, tail_steps, ran) = windowed(rest, len, 5000);
            assert_eq!(ran, Ok(()));
            assert_eq!(tail[..], values[100_000..], "{code}");
            assert_eq!((tail_state, head_steps + tail_steps), (state, steps), "{code}");
        }
    }
}

#[test]
fn a_window_too_small_stops_the_run_at_the_heap_that_needs_a_value_let_go() {
    // Grundy's game has sparse heaps in the thousands: a window of 2,048
    // loses partners it needs, and no archive gives them back. The run stops,
    // naming the heap and the value, and every value before that heap is the
    // whole run's.
    let mut whole = Engine::new(HeapMoves::grundys_game());
    whole.run(1 << 14, &mut Work::unlimited()).unwrap();
    for cores in [Cores::One, Cores::Two] {
        let mut e = Engine::new(HeapMoves::grundys_game());
        e.set_cores(cores);
        e.set_window(Some(Window { first: 1024, last: 2048 }));
        let (values, _, _, ran) = windowed(e, 1 << 14, 1000);
        let Err(Stopped::Forgotten { heap, needs }) = ran else { panic!("{ran:?}") };
        assert_eq!(values.len(), heap);
        assert!(needs >= 1024 && needs + 2048 < heap, "heap {heap} needs {needs}");
        assert_eq!(values[..], whole.values()[..heap]);
    }
}

#[test]
fn every_two_digit_code_on_one_core_and_two_is_its_definition_to_2_13() {
    // The block marks of heaps 512 to 8,191 made on this core or a second
    // (the unit tests' caches hold 2,048 values, so longer scans run where
    // the values are), with the space chosen as the run goes.
    for d0 in [0u8, 4] {
        for d1 in 0..8u8 {
            for d2 in 0..8u8 {
                let Ok(code) = format!("{d0}.{d1}{d2}").parse::<OctalCode>() else { continue };
                let exact = code.values(1 << 13);
                for cores in [Cores::One, Cores::Two] {
                    let mut e = Engine::new(code.engine_moves());
                    e.set_cores(cores);
                    e.run(1 << 13, &mut Work::unlimited()).unwrap();
                    let values: Vec<u32> = e.values().iter().map(|&v| v.into()).collect();
                    let differ = (0..exact.len()).find(|&i| values.get(i) != exact.get(i));
                    assert_eq!(differ, None, "{code} on {cores:?}: the values differ first there");
                }
            }
        }
    }
}

//! Long computations stop when their token is cancelled from another thread,
//! threads they spawned included, and give the same answers when it is not.

use std::time::{Duration, Instant};

use wythoff::cancel::{self, Cancelled, Token};

/// `work` under a token cancelled from another thread after 100 ms: it must
/// stop (well within `within`), with `Cancelled`.
fn stops<R: std::fmt::Debug>(within: Duration, work: impl FnOnce() -> R) {
    let token = Token::new();
    let remote = token.clone();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        remote.cancel();
    });
    let start = Instant::now();
    let result = cancel::run(&token, work);
    let took = start.elapsed();
    canceller.join().expect("the canceller");
    assert_eq!(result.map(|_| ()), Err(Cancelled));
    assert!(took < within, "stopped only after {took:?}");
}

#[test]
fn a_table_on_threads_stops() {
    stops(Duration::from_secs(3), || wythoff::wythoff_grundy::table_le_u32(20_000, 2).len());
}

#[test]
fn a_proof_of_rows_stops() {
    stops(Duration::from_secs(3), || wythoff::wythoff_grundy::prove_rows(600, &mut |_| {}).first);
}

#[test]
fn take_and_break_values_stop() {
    let code: wythoff::octal::OctalCode = "0.6".parse().expect("a code");
    stops(Duration::from_secs(3), || {
        wythoff::octal::search(&code, 50_000_000, &mut wythoff::octal::Work::unlimited()).0.len()
    });
}

#[test]
fn a_token_never_cancelled_changes_nothing() {
    let token = Token::new();
    let table = cancel::run(&token, || wythoff::wythoff_grundy::table_le_u32(300, 2)).expect("not cancelled");
    assert_eq!(table, wythoff::wythoff_grundy::table_le_u32(300, 2));
    // A panic that is not the token's passes through.
    let caught =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cancel::run(&token, || panic!("a fault"))));
    assert!(caught.is_err());
    // Without a token, checks do nothing.
    cancel::check();
}
